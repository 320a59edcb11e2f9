//! The deck on disk: read once when opened (a damaged file is kept aside and a fresh deck
//! begun, with one notice), and on every write merged with what is on disk under a lock,
//! so the launcher and a game binary writing the same deck lose nothing.

use super::deck::Deck;
use super::file::DeckFile;
use crate::persist::{self, FileProblem};
use std::io;
use std::path::Path;

/// A deck read from disk, and what was wrong with the file.
pub(super) struct Opened {
    /// The deck (empty when the file was missing or bad).
    pub deck: Deck,
    /// What was wrong, for the player.
    pub problem: Option<FileProblem>,
}

/// Reads the deck of game `game` from `path`.
pub(super) fn open(path: &Path, game: &str) -> Opened {
    match read(path, game) {
        Ok(file) => Opened {
            deck: Deck::from_file(file.unwrap_or_else(|| DeckFile::empty(game))),
            problem: None,
        },
        Err(problem) => Opened {
            deck: Deck::empty(game),
            problem: Some(problem),
        },
    }
}

/// The file at `path`: `Ok(None)` when there is none; a damaged one is moved aside.
fn read(path: &Path, game: &str) -> Result<Option<DeckFile>, FileProblem> {
    persist::read_parsed(path, |text| DeckFile::parse(text, game))
}

/// Writes `deck` to `path` merged with the file there now (which `deck` then becomes),
/// holding the deck's lock file while reading and writing. A damaged file found there is
/// moved aside and reported.
pub(super) fn save(path: &Path, deck: &mut Deck, now_ms: i64) -> io::Result<Option<FileProblem>> {
    let lock = persist::lock_beside(path)?;
    let mut problem = None;
    match read(path, &deck.file().game) {
        Ok(Some(disk)) => deck.merge(&disk, now_ms),
        Ok(None) => {}
        Err(p) => problem = Some(p),
    }
    let text = deck.file().write().map_err(io::Error::other)?;
    let written = persist::write_atomic(path, &text);
    drop(lock);
    written.map(|()| problem)
}
