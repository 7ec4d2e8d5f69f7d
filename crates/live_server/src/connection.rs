//! One client's WebSocket: its messages read and checked one at a time, slowed past the rate
//! allowed, and answered; the room's events passed on to it as its role allows.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use live::limits::{is_choice, MAX_STUDENTS, MESSAGES_PER_SECOND};
use live::{read_client, ClientMessage, Phase, Question, Refusal, Scene, ServerMessage};
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{interval, sleep, Instant, MissedTickBehavior};

use crate::hub::{lock, token, Hub, Shared};
use crate::room::{Audience, Event};
use crate::store::{Job, StoredStudent};

/// How often an idle connection is pinged, so that proxies keep it open.
const PING_EVERY: Duration = Duration::from_secs(25);

/// Who this connection is in its room.
#[derive(Clone, Debug, PartialEq)]
enum Role {
    Lecturer,
    Student(String),
}

/// A connection's place: its room, its role there, and the room's events for it.
struct Place {
    room: Shared,
    role: Role,
    events: tokio::sync::broadcast::Receiver<Event>,
}

/// The rate a client's messages are taken at: a bucket of [`MESSAGES_PER_SECOND`] tokens,
/// filled at that rate; an empty bucket slows the reading until a token comes.
struct Rate {
    tokens: f64,
    at: Instant,
    told: Option<Instant>,
}

impl Rate {
    fn new() -> Rate {
        Rate {
            tokens: f64::from(MESSAGES_PER_SECOND),
            at: Instant::now(),
            told: None,
        }
    }

    /// Takes a token; if there is none, how long to wait for one.
    fn take(&mut self) -> Option<Duration> {
        let per_second = f64::from(MESSAGES_PER_SECOND);
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.at).as_secs_f64() * per_second).min(per_second);
        self.at = now;
        self.tokens -= 1.0;
        (self.tokens < 0.0).then(|| Duration::from_secs_f64(-self.tokens / per_second))
    }

    /// Whether the client should be told it is slowed (once a second at most).
    fn tell(&mut self) -> bool {
        let now = Instant::now();
        let due = self
            .told
            .is_none_or(|t| now.duration_since(t) >= Duration::from_secs(1));
        if due {
            self.told = Some(now);
        }
        due
    }
}

/// Serves one client until it goes.
pub async fn serve(mut socket: WebSocket, hub: Arc<Hub>, from: IpAddr) {
    let mut place: Option<Place> = None;
    let mut rate = Rate::new();
    let mut ping = interval(PING_EVERY);
    ping.set_missed_tick_behavior(MissedTickBehavior::Delay);
    loop {
        let event = async {
            match place.as_mut() {
                Some(p) => p.events.recv().await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            message = socket.recv() => {
                let bytes = match message {
                    Some(Ok(Message::Text(text))) => text.as_bytes().to_vec(),
                    Some(Ok(Message::Binary(bytes))) => bytes.to_vec(),
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                if let Some(wait) = rate.take() {
                    if rate.tell() {
                        let slowed = Refusal::TooFast { per_second: MESSAGES_PER_SECOND };
                        if send(&mut socket, &ServerMessage::Error { error: slowed }).await.is_err() {
                            break;
                        }
                    }
                    sleep(wait).await;
                }
                let answers = match read_client(&bytes) {
                    Ok(message) => handle(message, &hub, from, &mut place).await,
                    Err(error) => vec![ServerMessage::Error { error }],
                };
                for answer in answers {
                    if send(&mut socket, &answer).await.is_err() {
                        return;
                    }
                }
            }
            event = event => {
                let Some(p) = place.as_ref() else { continue };
                let texts = match event {
                    Ok(event) => for_role(&event, &p.role),
                    // Fallen behind: the whole state again.
                    Err(RecvError::Lagged(_)) => vec![state(p).to_text().into()],
                    Err(RecvError::Closed) => break,
                };
                for text in texts {
                    if socket.send(Message::Text(text.as_ref().into())).await.is_err() {
                        return;
                    }
                }
            }
            _ = ping.tick() => {
                if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                    break;
                }
            }
        }
    }
}

async fn send(socket: &mut WebSocket, message: &ServerMessage) -> Result<(), axum::Error> {
    socket.send(Message::Text(message.to_text().into())).await
}

/// The texts of `event` that `role` receives.
fn for_role(event: &Event, role: &Role) -> Vec<Arc<str>> {
    let wanted = matches!(
        (event.to, role),
        (Audience::All, _)
            | (Audience::Lecturer, Role::Lecturer)
            | (Audience::Students, Role::Student(_))
    );
    if !wanted {
        return Vec::new();
    }
    let mut texts = vec![event.text.clone()];
    if let (Some(verdicts), Role::Student(token)) = (&event.verdicts, role) {
        texts.extend(verdicts.get(token).cloned());
    }
    texts
}

/// Where the session stands, for this connection's role.
fn state(place: &Place) -> ServerMessage {
    let room = lock(&place.room);
    match &place.role {
        Role::Lecturer => room.lecturing(),
        Role::Student(token) => room.joined(token),
    }
}

/// Enters `room` as `role`: the state and the events from that moment, taken together.
fn enter(room: Shared, role: Role) -> (Place, ServerMessage) {
    let (events, message) = {
        let r = lock(&room);
        let message = match &role {
            Role::Lecturer => r.lecturing(),
            Role::Student(token) => r.joined(token),
        };
        (r.events.subscribe(), message)
    };
    (Place { room, role, events }, message)
}

/// What a message does, and the answers to its sender.
async fn handle(
    message: ClientMessage,
    hub: &Hub,
    from: IpAddr,
    place: &mut Option<Place>,
) -> Vec<ServerMessage> {
    let result = match message {
        ClientMessage::Start { scene } => hub.create(scene, from).await.map(|room| {
            let (p, m) = enter(room, Role::Lecturer);
            *place = Some(p);
            Some(m)
        }),
        ClientMessage::Resume { code, key } => resume(hub, from, &code, &key).await.map(|room| {
            let (p, m) = enter(room, Role::Lecturer);
            *place = Some(p);
            Some(m)
        }),
        ClientMessage::Join {
            code,
            name,
            student,
        } => join(hub, from, &code, name, student)
            .await
            .map(|(room, token)| {
                let (p, m) = enter(room, Role::Student(token));
                *place = Some(p);
                Some(m)
            }),
        ClientMessage::Answer {
            question,
            round,
            choice,
        } => answer(hub, place.as_ref(), question, round, choice)
            .await
            .map(Some),
        driving => drive(hub, place.as_ref(), driving).await,
    };
    match result {
        Ok(answer) => answer.into_iter().collect(),
        Err(error) => vec![ServerMessage::Error { error }],
    }
}

async fn resume(hub: &Hub, from: IpAddr, code: &str, key: &str) -> Result<Shared, Refusal> {
    let room = hub.find(code, from).await?;
    if lock(&room).is_lecturer(key) {
        Ok(room)
    } else {
        hub.wrong_try(from);
        Err(Refusal::NotLecturer)
    }
}

/// Joins `code`: as the student `student` names if they are in the session, else as a new
/// student, stored before they are told.
async fn join(
    hub: &Hub,
    from: IpAddr,
    code: &str,
    name: Option<String>,
    student: Option<String>,
) -> Result<(Shared, String), Refusal> {
    let room = hub.find(code, from).await?;
    let (known, seq, full) = {
        let r = lock(&room);
        let known = student.filter(|t| r.students.contains_key(t));
        (known, r.next_seq(), r.students.len() >= MAX_STUDENTS)
    };
    if let Some(token) = known {
        return Ok((room, token));
    }
    if full {
        return Err(Refusal::Full);
    }
    let new = StoredStudent {
        token: token()?,
        name: name.map(|n| n.trim().to_string()).unwrap_or_default(),
        seq,
    };
    let (c, s) = (code.to_string(), new.clone());
    hub.keep(|done| Job::Student {
        code: c,
        student: s,
        done,
    })
    .await?;
    let token = new.token.clone();
    lock(&room).add_student(new);
    Ok((room, token))
}

async fn answer(
    hub: &Hub,
    place: Option<&Place>,
    question: u32,
    round: u8,
    choice: String,
) -> Result<ServerMessage, Refusal> {
    let Some(Place {
        room,
        role: Role::Student(token),
        ..
    }) = place
    else {
        return Err(Refusal::NotInSession);
    };
    let code = {
        let r = lock(room);
        let open = r
            .current
            .as_ref()
            .filter(|c| c.question.id == question && c.phase.open_round() == Some(round));
        let Some(current) = open else {
            return Err(Refusal::Closed);
        };
        if !is_choice(current.question.asks, &choice) {
            return Err(Refusal::Invalid {
                field: "choice".into(),
                detail: "not a choice of this question".into(),
            });
        }
        r.code.clone()
    };
    let t = token.clone();
    let stored = hub
        .keep(|done| Job::Answer {
            code,
            question,
            round,
            token: t,
            choice,
            done,
        })
        .await?;
    lock(room).record(question, round, token, stored.clone());
    Ok(ServerMessage::Received {
        question,
        round,
        choice: stored,
    })
}

/// A message only the lecturer may send. What it changes reaches the lecturer with the room's
/// events; only the results are answered to them alone.
async fn drive(
    hub: &Hub,
    place: Option<&Place>,
    message: ClientMessage,
) -> Result<Option<ServerMessage>, Refusal> {
    let room = match place {
        Some(Place {
            room,
            role: Role::Lecturer,
            ..
        }) => room,
        Some(_) => return Err(Refusal::NotLecturer),
        None => return Err(Refusal::NotInSession),
    };
    let code = lock(room).code.clone();
    match message {
        ClientMessage::Show { scene } => show(hub, room, code, scene).await?,
        ClientMessage::Ask {
            step,
            asks,
            node,
            answer,
        } => {
            let question = Question {
                id: lock(room).next_question(),
                step,
                asks,
                node,
            };
            let (q, a) = (question.clone(), answer.clone());
            hub.keep(|done| Job::Ask {
                code,
                question: q,
                answer: a,
                done,
            })
            .await?;
            lock(room).ask(question, answer);
        }
        ClientMessage::ShowVotes | ClientMessage::Revote | ClientMessage::Reveal => {
            let (id, phase) = {
                let r = lock(room);
                let Some(c) = &r.current else {
                    return Err(Refusal::Closed);
                };
                let next = match message {
                    ClientMessage::ShowVotes => c.phase.show_votes(),
                    ClientMessage::Revote => c.phase.revote(),
                    _ => Some(c.phase.reveal()),
                };
                (c.question.id, next.ok_or(Refusal::Closed)?)
            };
            set_phase(hub, room, code, id, phase).await?;
        }
        ClientMessage::Results => {
            let history = hub.keep(|done| Job::History { code, done }).await?;
            let results = lock(room).results(history);
            return Ok(Some(ServerMessage::Results { results }));
        }
        _ => return Err(Refusal::NotLecturer),
    }
    Ok(None)
}

async fn show(hub: &Hub, room: &Shared, code: String, scene: Scene) -> Result<(), Refusal> {
    let s = scene.clone();
    hub.keep(|done| Job::Scene {
        code,
        scene: s,
        done,
    })
    .await?;
    lock(room).show(scene);
    Ok(())
}

async fn set_phase(
    hub: &Hub,
    room: &Shared,
    code: String,
    question: u32,
    phase: Phase,
) -> Result<(), Refusal> {
    hub.keep(|done| Job::Phase {
        code,
        question,
        phase,
        done,
    })
    .await?;
    lock(room).set_phase(phase);
    Ok(())
}
