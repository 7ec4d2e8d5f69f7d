//! Every session the server holds, by join code: made new, or brought back from the store the
//! first time a client asks for one after a restart. Also the count of wrong codes per
//! address, so that codes cannot be found by trying.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use live::limits::{CODE_ALPHABET, CODE_LEN, TOKEN_HEX, TRIES_WINDOW_S, WRONG_CODES_PER_WINDOW};
use live::{Refusal, Scene};

use crate::room::Room;
use crate::store::{Job, Store};

/// A room shared by the connections in it.
pub type Shared = Arc<Mutex<Room>>;

/// How many times a new session's code is drawn again if it is taken.
const CODE_DRAWS: usize = 8;

pub struct Hub {
    pub store: Store,
    rooms: Mutex<HashMap<String, Shared>>,
    wrong: Mutex<HashMap<IpAddr, (Instant, u32)>>,
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
            wrong: Mutex::new(HashMap::new()),
        }
    }

    /// A new session showing `scene`, stored before it is given.
    pub async fn create(&self, scene: Scene) -> Result<Shared, Refusal> {
        let key = token()?;
        for _ in 0..CODE_DRAWS {
            let code = code()?;
            let (c, k, s) = (code.clone(), key.clone(), scene.clone());
            let made = self
                .store
                .ask(|done| Job::Create {
                    code: c,
                    key: k,
                    scene: s,
                    done,
                })
                .await
                .map_err(|_| Refusal::Unstored)?;
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
        let stored = self
            .store
            .ask(|done| Job::Load { code: c, done })
            .await
            .map_err(|_| Refusal::Unstored)?;
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
        let wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        match wrong.get(&from) {
            Some((since, n)) if *n >= WRONG_CODES_PER_WINDOW => {
                let window = Duration::from_secs(TRIES_WINDOW_S.into());
                let left = window.saturating_sub(since.elapsed());
                if left.is_zero() {
                    Ok(())
                } else {
                    Err(Refusal::TooManyTries {
                        wait_s: left.as_secs() as u32 + 1,
                    })
                }
            }
            _ => Ok(()),
        }
    }

    /// Counts a wrong code (or key) from `from`.
    pub fn wrong_try(&self, from: IpAddr) {
        let mut wrong = self.wrong.lock().unwrap_or_else(|e| e.into_inner());
        let window = Duration::from_secs(TRIES_WINDOW_S.into());
        // Addresses whose window has passed are forgotten, so the table stays small.
        wrong.retain(|_, (since, _)| since.elapsed() < window);
        let entry = wrong.entry(from).or_insert((Instant::now(), 0));
        entry.1 += 1;
    }
}
