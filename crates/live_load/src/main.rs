//! The live lecture's load test: plays `--sessions` sessions of `--students` students against a
//! running `ablab serve` at `--address`, a lecturer in each stepping `--steps` times and then
//! asking a question every student answers. Reports the time from a lecturer's step to each
//! student's receipt and to the last one (median and 99th percentile), the answers counted
//! against the answers sent, and, with `--pid`, the server's memory per student.
//! Run by scripts/live-load.sh, which starts the server.

use std::sync::Arc;
use std::time::{Duration, Instant};

use live::{Asks, ClientMessage, Scene, ServerMessage, CUT};
use live_load::Client;
use tokio::sync::{Barrier, Mutex};

struct Options {
    address: String,
    sessions: usize,
    students: usize,
    steps: u32,
    pid: Option<u32>,
}

fn options() -> Result<Options, String> {
    let mut o = Options {
        address: "127.0.0.1:8080".into(),
        sessions: 1,
        students: 1000,
        steps: 20,
        pid: None,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |_| format!("{flag}: not a number: {value}");
        match flag.as_str() {
            "--address" => o.address = value,
            "--sessions" => o.sessions = value.parse().map_err(bad)?,
            "--students" => o.students = value.parse().map_err(bad)?,
            "--steps" => o.steps = value.parse().map_err(bad)?,
            "--pid" => o.pid = Some(value.parse().map_err(bad)?),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(o)
}

/// The server's resident memory, in KiB.
fn resident_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn scene(step: u32) -> Scene {
    Scene {
        query: "tree=%5B%5B3%2C12%2C8%5D%2C%5B2%2C4%2C6%5D%2C%5B14%2C5%2C2%5D%5D".into(),
        step,
    }
}

/// What one session measured.
#[derive(Default)]
struct Measured {
    /// Each receipt's delay after its step was sent.
    receipts: Vec<Duration>,
    /// Each step's delay until its last student's receipt.
    last: Vec<Duration>,
    sent: usize,
    acknowledged: usize,
    counted: u32,
}

async fn session(
    o: Arc<Options>,
    joined: Arc<Barrier>,
    memory: Arc<Barrier>,
) -> Result<Measured, String> {
    let mut lecturer = Client::connect(&o.address, None).await?;
    lecturer
        .send(&ClientMessage::Start { scene: scene(0) })
        .await?;
    let code = lecturer
        .until(|m| match m {
            ServerMessage::Lecturing { code, .. } => Some(code.clone()),
            _ => None,
        })
        .await?;
    let sent_at: Arc<Mutex<Vec<Option<Instant>>>> =
        Arc::new(Mutex::new(vec![None; o.steps as usize + 1]));
    let mut students = Vec::new();
    let ready = Arc::new(Barrier::new(o.students + 1));
    for _ in 0..o.students {
        let (o, code, sent_at, ready) = (o.clone(), code.clone(), sent_at.clone(), ready.clone());
        students.push(tokio::spawn(async move {
            student(o, code, sent_at, ready).await
        }));
    }
    ready.wait().await;
    joined.wait().await;
    memory.wait().await;
    let mut measured = Measured::default();
    for step in 1..=o.steps {
        sent_at.lock().await[step as usize] = Some(Instant::now());
        lecturer
            .send(&ClientMessage::Show { scene: scene(step) })
            .await?;
        // A step a tenth of a second after the last, as a lecturer clicking fast.
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    lecturer
        .send(&ClientMessage::Ask {
            step: o.steps,
            asks: Asks::Cut,
            node: "B".into(),
            answer: CUT.into(),
        })
        .await?;
    for s in students {
        let (receipts, sent, acknowledged) = s.await.map_err(|e| e.to_string())??;
        measured.sent += sent;
        measured.acknowledged += acknowledged;
        for (step, delay) in receipts {
            measured.receipts.push(delay);
            let last = &mut measured.last;
            if last.len() < step as usize {
                last.resize(step as usize, Duration::ZERO);
            }
            last[step as usize - 1] = last[step as usize - 1].max(delay);
        }
    }
    let want = measured.sent as u32;
    measured.counted = lecturer
        .until(|m| match m {
            ServerMessage::Answered { answered, .. } if *answered >= want => Some(*answered),
            _ => None,
        })
        .await?;
    Ok(measured)
}

/// One student: joins, records when each step arrives, answers the question.
async fn student(
    o: Arc<Options>,
    code: String,
    sent_at: Arc<Mutex<Vec<Option<Instant>>>>,
    ready: Arc<Barrier>,
) -> Result<(Vec<(u32, Duration)>, usize, usize), String> {
    let mut c = Client::connect(&o.address, None).await?;
    c.send(&ClientMessage::Join {
        code,
        name: None,
        student: None,
    })
    .await?;
    c.until(|m| matches!(m, ServerMessage::Joined { .. }).then_some(()))
        .await?;
    ready.wait().await;
    let mut receipts = Vec::new();
    let (mut sent, mut acknowledged) = (0, 0);
    loop {
        match c.next().await.ok_or("the server went silent")? {
            ServerMessage::Scene { scene } => {
                let at = Instant::now();
                if let Some(Some(sent)) = sent_at.lock().await.get(scene.step as usize) {
                    receipts.push((scene.step, at - *sent));
                }
            }
            ServerMessage::Question { asked } => {
                let answer = ClientMessage::Answer {
                    question: asked.question.id,
                    round: 1,
                    choice: CUT.into(),
                };
                c.send(&answer).await?;
                sent += 1;
                c.until(|m| matches!(m, ServerMessage::Received { .. }).then_some(()))
                    .await?;
                acknowledged += 1;
                break;
            }
            _ => {}
        }
    }
    c.close().await;
    Ok((receipts, sent, acknowledged))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[i]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

#[tokio::main]
async fn main() {
    let o = match options() {
        Ok(o) => Arc::new(o),
        Err(e) => {
            eprintln!("live-load: {e}");
            std::process::exit(2);
        }
    };
    let before = o.pid.and_then(resident_kib);
    let joined = Arc::new(Barrier::new(o.sessions + 1));
    let memory = Arc::new(Barrier::new(o.sessions + 1));
    let started = Instant::now();
    let runs: Vec<_> = (0..o.sessions)
        .map(|_| tokio::spawn(session(o.clone(), joined.clone(), memory.clone())))
        .collect();
    joined.wait().await;
    let students = o.sessions * o.students;
    let after = o.pid.and_then(resident_kib);
    println!(
        "{} sessions of {} students joined in {}",
        o.sessions,
        o.students,
        ms(started.elapsed())
    );
    if let (Some(b), Some(a)) = (before, after) {
        let per = (a.saturating_sub(b) as f64) / students as f64;
        println!(
            "server memory: {b} KiB before, {a} KiB with every student: {per:.1} KiB per student"
        );
    }
    memory.wait().await;
    let mut all = Measured::default();
    for run in runs {
        match run.await {
            Ok(Ok(m)) => {
                all.receipts.extend(m.receipts);
                all.last.extend(m.last);
                all.sent += m.sent;
                all.acknowledged += m.acknowledged;
                all.counted += m.counted;
            }
            Ok(Err(e)) => eprintln!("live-load: a session failed: {e}"),
            Err(e) => eprintln!("live-load: a session panicked: {e}"),
        }
    }
    all.receipts.sort();
    all.last.sort();
    println!(
        "step to each receipt: median {}, 99th percentile {} ({} receipts)",
        ms(percentile(&all.receipts, 0.5)),
        ms(percentile(&all.receipts, 0.99)),
        all.receipts.len()
    );
    println!(
        "step to the last student's receipt: median {}, 99th percentile {} ({} steps)",
        ms(percentile(&all.last, 0.5)),
        ms(percentile(&all.last, 0.99)),
        all.last.len()
    );
    println!(
        "answers: {} sent, {} acknowledged, {} counted by the server",
        all.sent, all.acknowledged, all.counted
    );
    let lost =
        all.sent != all.acknowledged || all.counted as usize != all.sent || all.sent != students;
    if lost {
        eprintln!("live-load: answers were lost");
        std::process::exit(1);
    }
}
