//! The practice deck: positions from the player's own games that come back until the
//! player gets them right, scheduled by spaced repetition (FSRS). It knows no game: a game
//! hands it [`NewItem`]s with its own payload, and opens that payload again itself to
//! practise it.
//!
//! A game uses one [`Practice`] handle per deck:
//!
//! ```no_run
//! # use launcher_kit::practice::{NewItem, Practice};
//! # use launcher_kit::persist::Storage;
//! # let storage = Storage::at("/tmp/x");
//! # let game = launcher_kit::game::GameId::new("reversi");
//! # let mut notices = launcher_kit::services::Notices::default();
//! let mut deck = Practice::open(&storage, game);        // read on the deck's thread
//! deck.add(NewItem {
//!     id: "position key".into(),
//!     payload: toml::Value::Table(toml::Table::new()), // the game's own
//!     best: "d3".into(),
//!     played: "c4".into(),
//!     cost: 8.0,
//!     threshold: 6.0,
//! });
//! deck.poll(&mut notices);                               // each update: the thread's answers
//! for item in deck.due_now() { /* … */ }
//! let grade = deck.grade("position key", 0.0);           // Some(Grade::Good)
//! ```
//!
//! Every change shows in the handle at once and is written by the deck's thread
//! ([`crate::worker::Worker`]), merged by item with the file on disk, so neither the frame
//! nor a second program with the same deck loses anything. The file:
//! `practice/<game>.toml` in the data folder ([`mod@file`] says what it holds).

mod deck;
pub mod file;
mod item;
mod schedule;
mod store;

pub use deck::Deck;
pub use item::{Grade, Item, NewItem};
pub use schedule::Schedule;

use crate::game::GameId;
use crate::persist::Storage;
use crate::services::Notices;
use crate::worker::{Poll, Worker};
use std::path::PathBuf;

/// The format this program writes (of the file and of each item).
pub const FORMAT: u32 = 1;

/// The most items a game's deck holds; when full, the item known best goes first.
pub const CAPACITY: usize = 2000;

/// A change to a deck.
#[derive(Debug, Clone)]
enum Change {
    Add(NewItem),
    Grade { id: String, loss: f64 },
    Delete(String),
    Reset,
}

impl Change {
    fn apply(&self, deck: &mut Deck, now_ms: i64) {
        match self {
            Change::Add(new) => deck.add(new.clone(), now_ms),
            Change::Grade { id, loss } => {
                deck.grade(id, *loss, now_ms);
            }
            Change::Delete(id) => {
                deck.delete(id, now_ms);
            }
            Change::Reset => deck.reset(now_ms),
        }
    }
}

/// What the deck's thread is asked.
enum Request {
    /// Read the file.
    Open,
    /// Make a change at a time (milliseconds since 1970) and write the deck.
    Change(Change, i64),
}

/// What the deck's thread answers: the deck as written (with what another program added),
/// and a problem with the file for the player.
struct Answer {
    deck: Deck,
    notice: Option<String>,
}

/// One game's practice deck, read and written on its own thread.
pub struct Practice {
    deck: Deck,
    worker: Option<Worker<Request, Answer>>,
    /// Requests sent and not yet answered: the thread's deck replaces this one only when it
    /// has every change made here.
    pending: usize,
    loaded: bool,
}

impl Practice {
    /// Opens the deck of `game` kept under `storage`; it is read on the deck's thread, and
    /// shows after a [`Practice::poll`] (changes made before then are kept).
    pub fn open(storage: &Storage, game: GameId) -> Practice {
        Practice::at(storage.deck_file(game), game.key())
    }

    /// Opens the deck of game `key` kept in the file `path`.
    pub fn at(path: PathBuf, key: &str) -> Practice {
        let state = (path, key.to_string(), None::<Deck>);
        let worker = Worker::start_in_order("practice", state, |(path, key, deck), request| {
            let now_ms = match &request {
                Request::Change(_, at) => *at,
                Request::Open => now_ms(),
            };
            let mut notice = None;
            let deck = deck.get_or_insert_with(|| {
                let opened = store::open(path, key);
                notice = opened.problem.map(|p| p.text());
                opened.deck
            });
            if let Request::Change(change, at) = request {
                change.apply(deck, at);
                match store::save(path, deck, now_ms) {
                    Ok(problem) => notice = notice.or(problem.map(|p| p.text())),
                    Err(e) => {
                        notice = Some(crate::tr!(
                            "common-error-save-practice",
                            error = e.to_string()
                        ));
                    }
                }
            }
            Answer {
                deck: deck.clone(),
                notice,
            }
        });
        let mut practice = Practice {
            deck: Deck::empty(key),
            worker,
            pending: 0,
            loaded: false,
        };
        practice.send(Request::Open);
        practice
    }

    fn send(&mut self, request: Request) {
        match &self.worker {
            Some(worker) if worker.ask(request) => self.pending += 1,
            _ => log::warn!("the practice deck's thread is gone: the change is not kept"),
        }
    }

    fn change(&mut self, change: Change) {
        let now = now_ms();
        change.apply(&mut self.deck, now);
        self.send(Request::Change(change, now));
    }

    /// Takes the deck thread's answers: the deck as read or written (with what another
    /// program added), and one notice per problem with the file. Whether the deck changed.
    pub fn poll(&mut self, notices: &mut Notices) -> bool {
        let mut changed = false;
        while let Some(worker) = &self.worker {
            match worker.poll() {
                Poll::Running => break,
                Poll::Done(answer) => {
                    self.pending = self.pending.saturating_sub(1);
                    if let Some(notice) = answer.notice {
                        notices.notify(notice);
                    }
                    if self.pending == 0 {
                        self.deck = answer.deck;
                        self.loaded = true;
                        changed = true;
                    }
                }
                Poll::Failed => {
                    log::warn!("the practice deck's thread ended");
                    self.worker = None;
                }
            }
        }
        changed
    }

    /// Whether the file has been read (until then the deck shows only changes made here).
    pub fn is_loaded(&self) -> bool {
        self.loaded
    }

    /// Whether changes are still being written.
    pub fn is_writing(&self) -> bool {
        self.pending > 0
    }

    /// The deck as it stands.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The items due now, the longest waiting first.
    pub fn due_now(&self) -> Vec<&Item> {
        self.deck.due(now_ms().div_euclid(1000))
    }

    /// Adds an item made from one of the player's games (see [`Deck::add`]).
    pub fn add(&mut self, item: NewItem) {
        self.change(Change::Add(item));
    }

    /// Grades an answer to item `id` that lost `loss`, schedules the item and returns the
    /// grade; `None` when there is no such item.
    pub fn grade(&mut self, id: &str, loss: f64) -> Option<Grade> {
        let threshold = self.deck.item(id)?.threshold;
        self.change(Change::Grade {
            id: id.to_string(),
            loss,
        });
        Some(Grade::of(loss, threshold))
    }

    /// Deletes item `id`.
    pub fn delete(&mut self, id: &str) {
        self.change(Change::Delete(id.to_string()));
    }

    /// Empties the deck.
    pub fn reset(&mut self) {
        self.change(Change::Reset);
    }
}

/// Milliseconds since 1970 (0 if the clock is before it).
fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

#[cfg(test)]
mod tests;
