//! The ratings on disk: read when opened (a damaged file is kept aside and fresh ratings
//! begun, with one notice), and on every change read again under a lock, changed and
//! written, so the launcher and a game binary rating at once lose nothing.

use super::file::RatingsFile;
use super::{Opponent, Outcome, Track};
use crate::persist::{self, FileProblem, StoreProblem, TextForm};
use std::path::{Path, PathBuf};

/// The player's rating tracks and the file they are kept in.
#[derive(Debug, Clone)]
pub struct RatingStore {
    path: PathBuf,
    file: RatingsFile,
}

impl RatingStore {
    /// Reads the ratings kept in `path`, and what was wrong with the file (a damaged one is
    /// moved aside and the ratings start afresh).
    pub fn open(path: PathBuf) -> (RatingStore, Option<FileProblem>) {
        let (file, problem) = match read(&path) {
            Ok(file) => (file.unwrap_or_else(RatingsFile::empty), None),
            Err(problem) => (RatingsFile::empty(), Some(problem)),
        };
        (RatingStore { path, file }, problem)
    }

    /// The file the ratings are kept in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The ratings as last read or written.
    pub fn file(&self) -> &RatingsFile {
        &self.file
    }

    /// Track `name` (at its start when it has none yet).
    pub fn track(&self, name: &str) -> Track {
        self.file
            .tracks
            .get(name)
            .cloned()
            .unwrap_or_else(|| Track::start(name))
    }

    /// Rates a result against `opponent` on track `name` today, and writes the ratings.
    pub fn record(
        &mut self,
        name: &str,
        opponent: &Opponent,
        outcome: Outcome,
    ) -> Option<StoreProblem> {
        let date = persist::today();
        self.change(|file| {
            file.tracks
                .entry(name.to_string())
                .or_insert_with(|| Track::start(name))
                .apply(opponent, outcome, &date);
        })
    }

    /// Starts track `name` afresh (its history goes too), and writes the ratings.
    pub fn reset(&mut self, name: &str) -> Option<StoreProblem> {
        self.change(|file| {
            file.tracks.remove(name);
        })
    }

    /// Reads the file again under its lock, makes `change` to it and writes it; the change
    /// is kept here even when the file cannot be written.
    fn change(&mut self, change: impl FnOnce(&mut RatingsFile)) -> Option<StoreProblem> {
        let form = TextForm {
            parse: RatingsFile::parse,
            write: RatingsFile::write,
        };
        persist::change_shared(&self.path, &mut self.file, &form, change)
    }
}

/// The file at `path`: `Ok(None)` when there is none; a damaged one is moved aside.
fn read(path: &Path) -> Result<Option<RatingsFile>, FileProblem> {
    persist::read_parsed(path, RatingsFile::parse)
}
