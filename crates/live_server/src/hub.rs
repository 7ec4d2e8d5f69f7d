//! Every session the server holds, by join code: made new, or brought back from the store the
//! first time a client asks for one after a restart. Also the count of wrong codes per
//! address, so that codes cannot be found by trying.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use live::limits::{
    CODE_ALPHABET, CODE_LEN, SESSIONS_PER_WINDOW, SESSIONS_WINDOW_S, TOKEN_HEX, TRIES_WINDOW_S,
    WRONG_CODES_PER_WINDOW,
};
use live::{Refusal, Scene};

use crate::room::Room;
use crate::store::{Job, Store};
use tokio::sync::oneshot;

/// A room shared by the connections in it.
pub type Shared = Arc<Mutex<Room>>;

/// How long a session no one is in stays in memory.
const IDLE: Duration = Duration::from_secs(3_600);

/// How many times a new session's code is drawn again if it is taken.
const CODE_DRAWS: usize = 8;

pub struct Hub {
    pub store: Store,
    rooms: Mutex<HashMap<String, Shared>>,
    /// Wrong codes (or keys) per address.
    wrong: Counts,
    /// Sessions started per address.
    started: Counts,
}

/// Events counted per address over a window: how many since when.
struct Counts {
    window: Duration,
    limit: u32,
    seen: Mutex<HashMap<IpAddr, (Instant, u32)>>,
}

impl Counts {
    fn new(window_s: u32, limit: u32) -> Counts {
        Counts {
            window: Duration::from_secs(window_s.into()),
            limit,
            seen: Mutex::new(HashMap::new()),
        }
    }

    /// None if `from` is under the limit; else how many seconds until its window ends.
    fn over(&self, from: IpAddr) -> Option<u32> {
        let seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let (since, n) = seen.get(&from)?;
        let left = self.window.saturating_sub(since.elapsed());
        (*n >= self.limit && !left.is_zero()).then(|| left.as_secs() as u32 + 1)
    }

    /// Counts one more from `from`.
    fn count(&self, from: IpAddr) {
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        // Addresses whose window has passed are forgotten, so the table stays small.
        seen.retain(|_, (since, _)| since.elapsed() < self.window);
        seen.entry(from).or_insert((Instant::now(), 0)).1 += 1;
    }
}

/// `n` random bytes from the system.
fn random(n: usize) -> Result<Vec<u8>, Refusal> {
    let mut bytes = vec![0; n];
    getrandom::fill(&mut bytes).map_err(|_| Refusal::Unstored)?;
    Ok(bytes)
}

/// A new key or token: [`TOKEN_HEX`] hex digits.
pub fn token() -> Result<String, Refusal> {
    Ok(random(TOKEN_HEX / 2)?
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

fn code() -> Result<String, Refusal> {
    Ok(random(CODE_LEN)?
        .iter()
        .map(|b| CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()] as char)
        .collect())
}

/// A room's lock, taken even if a connection panicked while holding it (its state is whole
/// between statements).
pub fn lock(room: &Shared) -> std::sync::MutexGuard<'_, Room> {
    room.lock().unwrap_or_else(|e| e.into_inner())
}

impl Hub {
    pub fn new(store: Store) -> Hub {
        Hub {
            store,
            rooms: Mutex::new(HashMap::new()),
            wrong: Counts::new(TRIES_WINDOW_S, WRONG_CODES_PER_WINDOW),
            started: Counts::new(SESSIONS_WINDOW_S, SESSIONS_PER_WINDOW),
        }
    }

    /// Has the store do a job; a store that fails refuses the message (nothing is
    /// acknowledged).
    pub async fn keep<T>(
        &self,
        job: impl FnOnce(oneshot::Sender<Result<T, String>>) -> Job,
    ) -> Result<T, Refusal> {
        self.store.ask(job).await.map_err(|_| Refusal::Unstored)
    }

    /// A new session showing `scene`, started from `from`, stored before it is given.
    pub async fn create(&self, scene: Scene, from: IpAddr) -> Result<Shared, Refusal> {
        if let Some(wait_s) = self.started.over(from) {
            return Err(Refusal::TooManySessions { wait_s });
        }
        self.started.count(from);
        self.forget_idle();
        let key = token()?;
        for _ in 0..CODE_DRAWS {
            let code = code()?;
            let (c, k, s) = (code.clone(), key.clone(), scene.clone());
            let made = self
                .keep(|done| Job::Create {
                    code: c,
                    key: k,
                    scene: s,
                    done,
                })
                .await?;
            if made {
                let room = Arc::new(Mutex::new(Room::new(code.clone(), key, scene)));
                let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
                rooms.insert(code, room.clone());
                return Ok(room);
            }
        }
        Err(Refusal::Unstored)
    }

    /// The session of `code`, from memory or the store; a wrong code counts against `from`.
    pub async fn find(&self, code: &str, from: IpAddr) -> Result<Shared, Refusal> {
        self.check_tries(from)?;
        if let Some(room) = self
            .rooms
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(code)
        {
            return Ok(room.clone());
        }
        let c = code.to_string();
        let stored = self.keep(|done| Job::Load { code: c, done }).await?;
        let Some(stored) = stored else {
            self.wrong_try(from);
            return Err(Refusal::NoSession);
        };
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        // Another client may have brought it back meanwhile: keep theirs.
        let room = rooms
            .entry(code.to_string())
            .or_insert_with(|| Arc::new(Mutex::new(Room::from_stored(stored))));
        Ok(room.clone())
    }

    /// Refuses an address that tried too many wrong codes lately.
    pub fn check_tries(&self, from: IpAddr) -> Result<(), Refusal> {
        match self.wrong.over(from) {
            Some(wait_s) => Err(Refusal::TooManyTries { wait_s }),
            None => Ok(()),
        }
    }

    /// Counts a wrong code (or key) from `from`.
    pub fn wrong_try(&self, from: IpAddr) {
        self.wrong.count(from);
    }

    /// Lets go of the sessions no one has been in for [`IDLE`]: the store keeps them, and a
    /// client coming back brings them back.
    fn forget_idle(&self) {
        let mut rooms = self.rooms.lock().unwrap_or_else(|e| e.into_inner());
        rooms.retain(|_, room| {
            let r = lock(room);
            r.events.receiver_count() > 0 || r.touched.elapsed() < IDLE
        });
    }
}
