//! The sessions on disk: one SQLite database, written by one thread of its own. Work arrives
//! as [`Job`]s; the thread takes every job waiting and runs them in one transaction, then
//! answers each (a group commit), so a class answering at once costs one sync, not one each.
//! A job is answered only after its transaction is committed: an answer acknowledged is
//! stored.

use std::path::Path;
use std::sync::mpsc;
use std::thread;

use live::{Asks, Phase, Question, Scene};
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use tokio::sync::oneshot;

/// The most jobs one transaction takes.
const JOBS_PER_COMMIT: usize = 512;

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS sessions(
  code TEXT PRIMARY KEY, key TEXT NOT NULL, query TEXT NOT NULL, step INTEGER NOT NULL,
  question INTEGER, created INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS students(
  code TEXT NOT NULL, token TEXT NOT NULL, name TEXT NOT NULL, seq INTEGER NOT NULL,
  PRIMARY KEY(code, token));
CREATE TABLE IF NOT EXISTS questions(
  code TEXT NOT NULL, id INTEGER NOT NULL, step INTEGER NOT NULL, asks TEXT NOT NULL,
  node TEXT NOT NULL, answer TEXT NOT NULL, phase TEXT NOT NULL, PRIMARY KEY(code, id));
CREATE TABLE IF NOT EXISTS answers(
  code TEXT NOT NULL, question INTEGER NOT NULL, round INTEGER NOT NULL, token TEXT NOT NULL,
  choice TEXT NOT NULL, PRIMARY KEY(code, question, round, token));
";

/// A session as stored: enough to bring it back after a restart.
#[derive(Clone, Debug)]
pub struct StoredSession {
    pub code: String,
    pub key: String,
    pub scene: Scene,
    pub students: Vec<StoredStudent>,
    /// The question asked last, where it stands, and its answers (round, token, choice).
    pub question: Option<StoredQuestion>,
}

#[derive(Clone, Debug)]
pub struct StoredStudent {
    pub token: String,
    pub name: String,
    pub seq: u32,
}

/// An answer as stored: its round, the student's token, the choice.
pub type StoredAnswer = (u8, String, String);

#[derive(Clone, Debug)]
pub struct StoredQuestion {
    pub question: Question,
    pub answer: String,
    pub phase: Phase,
    pub answers: Vec<StoredAnswer>,
}

/// Every question of a session with its answers, for the results table.
#[derive(Clone, Debug, Default)]
pub struct History {
    pub students: Vec<StoredStudent>,
    pub questions: Vec<(Question, String, Vec<StoredAnswer>)>,
}

/// What the store is asked to do.
pub enum Job {
    /// A new session; false if its code is taken.
    Create {
        code: String,
        key: String,
        scene: Scene,
        done: oneshot::Sender<Result<bool, String>>,
    },
    Load {
        code: String,
        done: oneshot::Sender<Result<Option<StoredSession>, String>>,
    },
    Scene {
        code: String,
        scene: Scene,
        done: oneshot::Sender<Result<(), String>>,
    },
    Student {
        code: String,
        student: StoredStudent,
        done: oneshot::Sender<Result<(), String>>,
    },
    Ask {
        code: String,
        question: Question,
        answer: String,
        done: oneshot::Sender<Result<(), String>>,
    },
    Phase {
        code: String,
        question: u32,
        phase: Phase,
        done: oneshot::Sender<Result<(), String>>,
    },
    /// A student's answer; the choice stored (the first of the round stands).
    Answer {
        code: String,
        question: u32,
        round: u8,
        token: String,
        choice: String,
        done: oneshot::Sender<Result<String, String>>,
    },
    History {
        code: String,
        done: oneshot::Sender<Result<History, String>>,
    },
}

/// The handle every connection holds.
#[derive(Clone)]
pub struct Store {
    jobs: mpsc::Sender<Job>,
}

impl Store {
    /// Opens (or makes) `folder/live.sqlite3` and starts its thread.
    pub fn open(folder: &Path) -> Result<Store, String> {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot make the data folder {}: {e}", folder.display()))?;
        let path = folder.join("live.sqlite3");
        let db = Connection::open(&path)
            .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
        // The write-ahead log with a full sync: a commit is on disk when it returns.
        db.execute_batch("PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;")
            .and_then(|_| db.execute_batch(SCHEMA))
            .map_err(|e| format!("cannot set up the database {}: {e}", path.display()))?;
        let (jobs, queue) = mpsc::channel();
        thread::Builder::new()
            .name("live-store".into())
            .spawn(move || run(db, queue))
            .map_err(|e| format!("cannot start the store: {e}"))?;
        Ok(Store { jobs })
    }

    /// Sends a job and waits for its answer (an error if the store is gone).
    pub async fn ask<T>(
        &self,
        job: impl FnOnce(oneshot::Sender<Result<T, String>>) -> Job,
    ) -> Result<T, String> {
        let (done, answer) = oneshot::channel();
        self.jobs
            .send(job(done))
            .map_err(|_| "the store has stopped".to_string())?;
        answer
            .await
            .map_err(|_| "the store has stopped".to_string())?
    }
}

/// The store's thread: every job waiting, in one transaction, then their answers.
fn run(mut db: Connection, queue: mpsc::Receiver<Job>) {
    while let Ok(first) = queue.recv() {
        let mut batch = vec![first];
        while batch.len() < JOBS_PER_COMMIT {
            match queue.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let mut answers = Vec::with_capacity(batch.len());
        let committed = db.transaction().map_err(|e| e.to_string()).and_then(|tx| {
            for job in batch {
                answers.push(perform(&tx, job));
            }
            tx.commit().map_err(|e| e.to_string())
        });
        for respond in answers {
            respond(committed.clone());
        }
    }
}

/// A job's answer, sent once its transaction is committed (or failed).
type Answer = Box<dyn FnOnce(Result<(), String>) + Send>;

fn reply<T: Send + 'static>(
    done: oneshot::Sender<Result<T, String>>,
    result: Result<T, rusqlite::Error>,
) -> Answer {
    Box::new(move |committed| {
        let _ = done.send(committed.and(result.map_err(|e| e.to_string())));
    })
}

fn phase_text(phase: Phase) -> String {
    serde_json::to_string(&phase).unwrap_or_default()
}

fn asks_text(asks: Asks) -> &'static str {
    match asks {
        Asks::Cut => "cut",
        Asks::Value => "value",
    }
}

fn perform(tx: &Transaction, job: Job) -> Answer {
    match job {
        Job::Create {
            code,
            key,
            scene,
            done,
        } => reply(
            done,
            tx.execute(
                "INSERT OR IGNORE INTO sessions(code, key, query, step, created) \
                 VALUES (?1, ?2, ?3, ?4, strftime('%s','now'))",
                params![code, key, scene.query, scene.step],
            )
            .map(|n| n == 1),
        ),
        Job::Load { code, done } => reply(done, load(tx, &code)),
        Job::Scene { code, scene, done } => reply(
            done,
            tx.execute(
                "UPDATE sessions SET query = ?2, step = ?3 WHERE code = ?1",
                params![code, scene.query, scene.step],
            )
            .map(drop),
        ),
        Job::Student {
            code,
            student,
            done,
        } => reply(
            done,
            tx.execute(
                "INSERT OR IGNORE INTO students(code, token, name, seq) VALUES (?1, ?2, ?3, ?4)",
                params![code, student.token, student.name, student.seq],
            )
            .map(drop),
        ),
        Job::Ask {
            code,
            question,
            answer,
            done,
        } => reply(done, ask(tx, &code, &question, &answer)),
        Job::Phase {
            code,
            question,
            phase,
            done,
        } => reply(
            done,
            tx.execute(
                "UPDATE questions SET phase = ?3 WHERE code = ?1 AND id = ?2",
                params![code, question, phase_text(phase)],
            )
            .map(drop),
        ),
        Job::Answer {
            code,
            question,
            round,
            token,
            choice,
            done,
        } => reply(done, answer(tx, &code, question, round, &token, &choice)),
        Job::History { code, done } => reply(done, history(tx, &code)),
    }
}

fn ask(tx: &Transaction, code: &str, q: &Question, answer: &str) -> rusqlite::Result<()> {
    tx.execute(
        "INSERT INTO questions(code, id, step, asks, node, answer, phase) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            code,
            q.id,
            q.step,
            asks_text(q.asks),
            q.node,
            answer,
            phase_text(Phase::Open { round: 1 })
        ],
    )?;
    tx.execute(
        "UPDATE sessions SET question = ?2 WHERE code = ?1",
        params![code, q.id],
    )?;
    Ok(())
}

fn answer(
    tx: &Transaction,
    code: &str,
    question: u32,
    round: u8,
    token: &str,
    choice: &str,
) -> rusqlite::Result<String> {
    tx.execute(
        "INSERT OR IGNORE INTO answers(code, question, round, token, choice) \
         VALUES (?1, ?2, ?3, ?4, ?5)",
        params![code, question, round, token, choice],
    )?;
    tx.query_row(
        "SELECT choice FROM answers WHERE code = ?1 AND question = ?2 AND round = ?3 AND token = ?4",
        params![code, question, round, token],
        |r| r.get(0),
    )
}

fn students(tx: &Transaction, code: &str) -> rusqlite::Result<Vec<StoredStudent>> {
    let mut s = tx.prepare("SELECT token, name, seq FROM students WHERE code = ?1 ORDER BY seq")?;
    let rows = s.query_map(params![code], |r| {
        Ok(StoredStudent {
            token: r.get(0)?,
            name: r.get(1)?,
            seq: r.get(2)?,
        })
    })?;
    rows.collect()
}

/// A question row: the question, its answer and where it stands (stored data that does not
/// read is an error, never a panic).
fn question_row(r: &rusqlite::Row, code: &str) -> rusqlite::Result<(Question, String, Phase)> {
    let asks = match r.get::<_, String>(2)?.as_str() {
        "cut" => Asks::Cut,
        _ => Asks::Value,
    };
    let phase: String = r.get(5)?;
    let phase = serde_json::from_str(&phase).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(
            5,
            rusqlite::types::Type::Text,
            format!("session {code}: a question's phase: {e}").into(),
        )
    })?;
    Ok((
        Question {
            id: r.get(0)?,
            step: r.get(1)?,
            asks,
            node: r.get(3)?,
        },
        r.get(4)?,
        phase,
    ))
}

const QUESTION_COLUMNS: &str = "id, step, asks, node, answer, phase";

fn answers_of(tx: &Transaction, code: &str, question: u32) -> rusqlite::Result<Vec<StoredAnswer>> {
    let mut s = tx.prepare(
        "SELECT round, token, choice FROM answers WHERE code = ?1 AND question = ?2 \
         ORDER BY rowid",
    )?;
    let rows = s.query_map(params![code, question], |r| {
        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
    })?;
    rows.collect()
}

fn load(tx: &Transaction, code: &str) -> rusqlite::Result<Option<StoredSession>> {
    let row = tx
        .query_row(
            "SELECT key, query, step, question FROM sessions WHERE code = ?1",
            params![code],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, u32>(2)?,
                    r.get::<_, Option<u32>>(3)?,
                ))
            },
        )
        .optional()?;
    let Some((key, query, step, asked)) = row else {
        return Ok(None);
    };
    let question = match asked {
        None => None,
        Some(id) => {
            let (question, answer, phase) = tx.query_row(
                &format!("SELECT {QUESTION_COLUMNS} FROM questions WHERE code = ?1 AND id = ?2"),
                params![code, id],
                |r| question_row(r, code),
            )?;
            let answers = answers_of(tx, code, id)?;
            Some(StoredQuestion {
                question,
                answer,
                phase,
                answers,
            })
        }
    };
    Ok(Some(StoredSession {
        code: code.to_string(),
        key,
        scene: Scene { query, step },
        students: students(tx, code)?,
        question,
    }))
}

fn history(tx: &Transaction, code: &str) -> rusqlite::Result<History> {
    let mut s = tx.prepare(&format!(
        "SELECT {QUESTION_COLUMNS} FROM questions WHERE code = ?1 ORDER BY id"
    ))?;
    let asked: Vec<(Question, String, Phase)> = s
        .query_map(params![code], |r| question_row(r, code))?
        .collect::<rusqlite::Result<_>>()?;
    let mut questions = Vec::with_capacity(asked.len());
    for (q, answer, _) in asked {
        let answers = answers_of(tx, code, q.id)?;
        questions.push((q, answer, answers));
    }
    Ok(History {
        students: students(tx, code)?,
        questions,
    })
}
