//! `ablab serve` as its pages meet it: the real binary started on a free port with a data
//! folder of its own, spoken to over WebSocket by a lecturer and students; killed and started
//! again mid-session.
#![cfg(not(target_arch = "wasm32"))]

mod server;

use live::limits::{MAX_MESSAGE, WRONG_CODES_PER_WINDOW};
use live::{Asks, ClientMessage, Phase, Refusal, Scene, ServerMessage, CUT, NO_CUT};
use live_load::Client;
use server::Server;

fn scene(step: u32) -> Scene {
    Scene {
        query: "tree=%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%5D".into(),
        step,
    }
}

/// A lecturer with a new session: their connection, the code and the key.
async fn lecturer(server: &Server) -> (Client, String, String) {
    let mut c = server.client().await;
    c.send(&ClientMessage::Start { scene: scene(0) })
        .await
        .unwrap();
    let (code, key) = c
        .until(|m| match m {
            ServerMessage::Lecturing { code, key, .. } => Some((code.clone(), key.clone())),
            _ => None,
        })
        .await
        .unwrap();
    (c, code, key)
}

fn join_message(code: &str, name: Option<&str>, token: Option<&str>) -> ClientMessage {
    ClientMessage::Join {
        code: code.into(),
        name: name.map(Into::into),
        student: token.map(Into::into),
    }
}

/// A student in session `code`: their connection, token, and the message that let them in.
async fn student(
    server: &Server,
    code: &str,
    name: Option<&str>,
    token: Option<&str>,
) -> (Client, String, ServerMessage) {
    let mut c = server.client().await;
    c.send(&join_message(code, name, token)).await.unwrap();
    let joined = c
        .until(|m| matches!(m, ServerMessage::Joined { .. }).then(|| m.clone()))
        .await
        .unwrap();
    let ServerMessage::Joined { student, .. } = &joined else {
        unreachable!()
    };
    (c, student.clone(), joined)
}

async fn refusal(c: &mut Client) -> Refusal {
    c.until(|m| match m {
        ServerMessage::Error { error } => Some(error.clone()),
        _ => None,
    })
    .await
    .unwrap()
}

async fn question(c: &mut Client) -> live::Asked {
    question_when(c, |_| true).await
}

/// The next question message in which the question stands as `wanted` says.
async fn question_when(c: &mut Client, wanted: impl Fn(&live::Asked) -> bool) -> live::Asked {
    c.until(|m| match m {
        ServerMessage::Question { asked } if wanted(asked) => Some(asked.clone()),
        _ => None,
    })
    .await
    .unwrap()
}

async fn answer(c: &mut Client, question: u32, round: u8, choice: &str) -> String {
    c.send(&ClientMessage::Answer {
        question,
        round,
        choice: choice.into(),
    })
    .await
    .unwrap();
    c.until(|m| match m {
        ServerMessage::Received { choice, .. } => Some(choice.clone()),
        _ => None,
    })
    .await
    .unwrap()
}

async fn answered(c: &mut Client, want: u32) {
    c.until(|m| {
        matches!(m, ServerMessage::Answered { answered, .. } if *answered == want).then_some(())
    })
    .await
    .unwrap();
}

fn ask_cut() -> ClientMessage {
    ClientMessage::Ask {
        step: 5,
        asks: Asks::Cut,
        node: "B".into(),
        answer: CUT.into(),
    }
}

#[tokio::test]
async fn a_class_follows_answers_votes_again_and_sees_the_answer() {
    let server = Server::start(&[]);
    let (mut lect, code, _) = lecturer(&server).await;
    let (mut ana, _, _) = student(&server, &code, Some("Ana"), None).await;
    lect.until(|m| matches!(m, ServerMessage::Students { joined: 1 }).then_some(()))
        .await
        .unwrap();
    let (mut bo, _, _) = student(&server, &code, None, None).await;
    lect.until(|m| matches!(m, ServerMessage::Students { joined: 2 }).then_some(()))
        .await
        .unwrap();

    lect.send(&ClientMessage::Show { scene: scene(4) })
        .await
        .unwrap();
    for s in [&mut ana, &mut bo] {
        let seen = s
            .until(|m| match m {
                ServerMessage::Scene { scene } => Some(scene.step),
                _ => None,
            })
            .await;
        assert_eq!(seen, Ok(4));
    }

    lect.send(&ask_cut()).await.unwrap();
    let asked = question(&mut ana).await;
    assert_eq!(
        (asked.phase, asked.answer.clone()),
        (Phase::Open { round: 1 }, None),
        "the answer is not told"
    );
    question(&mut bo).await;
    assert_eq!(answer(&mut ana, asked.question.id, 1, CUT).await, CUT);
    answered(&mut lect, 1).await;
    assert_eq!(answer(&mut bo, asked.question.id, 1, NO_CUT).await, NO_CUT);
    answered(&mut lect, 2).await;

    lect.send(&ClientMessage::ShowVotes).await.unwrap();
    let shown = question_when(&mut lect, |a| a.phase.votes_shown()).await;
    assert_eq!(shown.phase, Phase::Shown { round: 1 });
    assert_eq!(
        shown.votes[0].counts,
        vec![(CUT.into(), 1), (NO_CUT.into(), 1)]
    );
    assert_eq!(shown.answer, None, "shown without the right answer");

    // A round closed takes no answer.
    let closed = ClientMessage::Answer {
        question: asked.question.id,
        round: 1,
        choice: CUT.into(),
    };
    bo.send(&closed).await.unwrap();
    assert_eq!(refusal(&mut bo).await, Refusal::Closed);

    lect.send(&ClientMessage::Revote).await.unwrap();
    question_when(&mut bo, |a| a.phase == Phase::Open { round: 2 }).await;
    answer(&mut ana, asked.question.id, 2, CUT).await;
    answer(&mut bo, asked.question.id, 2, CUT).await;
    lect.send(&ClientMessage::Reveal).await.unwrap();
    let revealed = question_when(&mut lect, |a| matches!(a.phase, Phase::Revealed { .. })).await;
    assert_eq!(revealed.answer.as_deref(), Some(CUT));
    assert_eq!(revealed.votes.len(), 2, "both rounds side by side");
    assert_eq!(
        revealed.votes[1].counts,
        vec![(CUT.into(), 2), (NO_CUT.into(), 0)]
    );
    let verdict = bo
        .until(|m| match m {
            ServerMessage::Verdict { right, .. } => Some(right.clone()),
            _ => None,
        })
        .await;
    assert_eq!(verdict, Ok(vec![(1, false), (2, true)]));

    lect.send(&ClientMessage::Results).await.unwrap();
    let results = lect
        .until(|m| match m {
            ServerMessage::Results { results } => Some(results.clone()),
            _ => None,
        })
        .await
        .unwrap();
    let csv = results.to_csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 3, "a header and one row per student: {csv}");
    assert_eq!(lines[1], "Ana,cut,1,cut,1");
    assert_eq!(lines[2], "#2,no-cut,0,cut,1");
}

#[tokio::test]
async fn a_student_cannot_drive_and_a_stranger_cannot_answer() {
    let server = Server::start(&[]);
    let (mut lect, code, _) = lecturer(&server).await;
    let (mut s, _, _) = student(&server, &code, None, None).await;
    for drive in [
        ClientMessage::Show { scene: scene(9) },
        ask_cut(),
        ClientMessage::Reveal,
        ClientMessage::Results,
    ] {
        s.send(&drive).await.unwrap();
        assert_eq!(refusal(&mut s).await, Refusal::NotLecturer, "{drive:?}");
    }
    // A wrong key does not make a lecturer.
    let mut other = server.client().await;
    other
        .send(&ClientMessage::Resume {
            code: code.clone(),
            key: "0".repeat(64),
        })
        .await
        .unwrap();
    assert_eq!(refusal(&mut other).await, Refusal::NotLecturer);
    other.send(&ClientMessage::Reveal).await.unwrap();
    assert_eq!(refusal(&mut other).await, Refusal::NotInSession);
    other
        .send(&ClientMessage::Answer {
            question: 1,
            round: 1,
            choice: CUT.into(),
        })
        .await
        .unwrap();
    assert_eq!(refusal(&mut other).await, Refusal::NotInSession);
    // The class still sees the lecturer's step, not the student's.
    lect.send(&ClientMessage::Show { scene: scene(2) })
        .await
        .unwrap();
    let seen = s
        .until(|m| match m {
            ServerMessage::Scene { scene } => Some(scene.step),
            _ => None,
        })
        .await;
    assert_eq!(seen, Ok(2));
}

#[tokio::test]
async fn wrong_codes_are_refused_then_slowed_per_address() {
    let server = Server::start(&[]);
    let (_lect, code, _) = lecturer(&server).await;
    let mut c = server.client().await;
    for _ in 0..WRONG_CODES_PER_WINDOW {
        c.send(&join_message("ZZZZZZ", None, None)).await.unwrap();
        assert_eq!(refusal(&mut c).await, Refusal::NoSession);
    }
    // Past the limit, even the right code waits: codes cannot be found by trying.
    c.send(&join_message(&code, None, None)).await.unwrap();
    assert!(matches!(refusal(&mut c).await, Refusal::TooManyTries { wait_s } if wait_s > 0));
}

#[tokio::test]
async fn malformed_oversized_and_flooding_clients_are_told_and_the_session_goes_on() {
    let server = Server::start(&[]);
    let (mut lect, code, _) = lecturer(&server).await;
    let (mut s, _, _) = student(&server, &code, None, None).await;
    s.send_text("{not json").await.unwrap();
    assert!(matches!(refusal(&mut s).await, Refusal::Malformed { .. }));
    s.send_text(r#"{"join":{"code":"ABC234","name":"a\u0007b","student":null}}"#)
        .await
        .unwrap();
    assert!(matches!(refusal(&mut s).await, Refusal::Invalid { field, .. } if field == "name"));
    s.send_text(&" ".repeat(MAX_MESSAGE + 1)).await.unwrap();
    assert_eq!(
        refusal(&mut s).await,
        Refusal::TooLarge {
            bytes: MAX_MESSAGE + 1
        }
    );
    // A flood: told it is too fast, slowed, and every message still answered in order.
    for _ in 0..60 {
        s.send_text("[]").await.unwrap();
    }
    let mut too_fast = 0;
    let mut malformed = 0;
    while malformed < 60 {
        match s.next().await.expect("an answer to each") {
            ServerMessage::Error {
                error: Refusal::TooFast { per_second: 20 },
            } => too_fast += 1,
            ServerMessage::Error {
                error: Refusal::Malformed { .. },
            } => malformed += 1,
            other => panic!("{other:?}"),
        }
    }
    assert!(too_fast >= 1, "the flood is told");
    // The session went on.
    lect.send(&ClientMessage::Show { scene: scene(3) })
        .await
        .unwrap();
    let seen = s
        .until(|m| match m {
            ServerMessage::Scene { scene } => Some(scene.step),
            _ => None,
        })
        .await;
    assert_eq!(seen, Ok(3));
}

#[tokio::test]
async fn a_student_who_reconnects_is_themselves_and_never_votes_twice() {
    let server = Server::start(&[]);
    let (mut lect, code, _) = lecturer(&server).await;
    let (mut s, token, _) = student(&server, &code, Some("Ana"), None).await;
    lect.send(&ask_cut()).await.unwrap();
    let q = question(&mut s).await.question.id;
    answer(&mut s, q, 1, NO_CUT).await;
    answered(&mut lect, 1).await;
    s.close().await;
    let (mut again, same, joined) = student(&server, &code, None, Some(&token)).await;
    assert_eq!(same, token);
    let ServerMessage::Joined { name, asked, .. } = joined else {
        unreachable!()
    };
    assert_eq!(name, "Ana");
    assert_eq!(
        asked.unwrap().mine,
        vec![(1, NO_CUT.to_string())],
        "their answer comes back"
    );
    // A second answer in the round is answered with the first, and not counted.
    assert_eq!(answer(&mut again, q, 1, CUT).await, NO_CUT);
    lect.send(&ClientMessage::ShowVotes).await.unwrap();
    let shown = question(&mut lect).await;
    assert_eq!(
        shown.votes[0].counts,
        vec![(CUT.into(), 0), (NO_CUT.into(), 1)]
    );
}

#[tokio::test]
async fn a_server_killed_mid_session_comes_back_with_everything() {
    let mut server = Server::start(&[]);
    let (mut lect, code, key) = lecturer(&server).await;
    let (mut s, token, _) = student(&server, &code, Some("Ana"), None).await;
    lect.send(&ClientMessage::Show { scene: scene(7) })
        .await
        .unwrap();
    s.until(|m| matches!(m, ServerMessage::Scene { .. }).then_some(()))
        .await
        .unwrap();
    lect.send(&ask_cut()).await.unwrap();
    let q = question(&mut s).await.question.id;
    // Acknowledged: stored.
    answer(&mut s, q, 1, CUT).await;

    server.restart();
    assert!(s.next().await.is_none(), "the old connection is gone");

    let mut lect = server.client().await;
    lect.send(&ClientMessage::Resume {
        code: code.clone(),
        key,
    })
    .await
    .unwrap();
    let back = lect.next().await.unwrap();
    let ServerMessage::Lecturing {
        scene: at,
        students,
        asked,
        ..
    } = back
    else {
        panic!("{back:?}")
    };
    assert_eq!((at.step, students), (7, 1));
    let asked = asked.unwrap();
    assert_eq!(
        (asked.question.id, asked.phase, asked.answered),
        (q, Phase::Open { round: 1 }, 1)
    );
    let (_s, same, joined) = student(&server, &code, None, Some(&token)).await;
    assert_eq!(same, token);
    let ServerMessage::Joined { scene, asked, .. } = joined else {
        unreachable!()
    };
    assert_eq!(scene.step, 7);
    assert_eq!(asked.unwrap().mine, vec![(1, CUT.to_string())]);
    lect.send(&ClientMessage::Results).await.unwrap();
    let results = lect
        .until(|m| match m {
            ServerMessage::Results { results } => Some(results.clone()),
            _ => None,
        })
        .await
        .unwrap();
    assert_eq!(results.rows[0].answers[0][0], Some((CUT.to_string(), true)));
}

#[tokio::test]
async fn another_sites_pages_are_refused_unless_allowed() {
    let server = Server::start(&["--allow-origin", "https://lms.example.edu"]);
    let own = format!("http://{}", server.address());
    assert!(Client::connect(&server.address(), Some(&own)).await.is_ok());
    assert!(
        Client::connect(&server.address(), Some("https://lms.example.edu"))
            .await
            .is_ok()
    );
    let refused = Client::connect(&server.address(), Some("https://evil.example.com")).await;
    assert!(refused.is_err(), "another origin's page is refused");
}

#[test]
fn the_page_health_and_a_join_codes_qr_are_served() {
    let server = Server::start(&[]);
    let (status, page) = server.get("/");
    assert_eq!(status, 200);
    assert!(page.contains("<title>page</title>"));
    assert_eq!(server.get("/live/health").0, 200);
    let (status, qr) = server.get("/live/qr.svg?code=ABC234");
    assert_eq!(status, 200);
    assert!(qr.contains("<svg"), "{qr}");
    assert_eq!(server.get("/live/qr.svg?code=%3Cx%3E").0, 400);
}

#[tokio::test]
async fn one_address_starts_only_so_many_sessions_an_hour() {
    use live::limits::SESSIONS_PER_WINDOW;
    let server = Server::start(&[]);
    let mut c = server.client().await;
    for _ in 0..SESSIONS_PER_WINDOW {
        c.send(&ClientMessage::Start { scene: scene(0) })
            .await
            .unwrap();
        c.until(|m| matches!(m, ServerMessage::Lecturing { .. }).then_some(()))
            .await
            .unwrap();
    }
    c.send(&ClientMessage::Start { scene: scene(0) })
        .await
        .unwrap();
    assert!(matches!(refusal(&mut c).await, Refusal::TooManySessions { wait_s } if wait_s > 0));
}
