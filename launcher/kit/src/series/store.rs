//! The series on disk: read when opened (a damaged file is kept aside and fresh series
//! begun, with one notice), and on every change read again under a lock, changed and
//! written, so the launcher and a game binary adding values at once lose nothing.

use super::file::{Entry, SeriesFile};
use super::{Point, Series};
use crate::persist::{self, FileProblem, StoreProblem, TextForm};
use std::path::{Path, PathBuf};

/// The player's series and the file they are kept in.
#[derive(Debug, Clone)]
pub struct SeriesStore {
    path: PathBuf,
    file: SeriesFile,
}

impl SeriesStore {
    /// Reads the series kept in `path`, and what was wrong with the file (a damaged one is
    /// moved aside and the series start afresh).
    pub fn open(path: PathBuf) -> (SeriesStore, Option<FileProblem>) {
        let (file, problem) = match persist::read_parsed(&path, SeriesFile::parse) {
            Ok(file) => (file.unwrap_or_else(SeriesFile::empty), None),
            Err(problem) => (SeriesFile::empty(), Some(problem)),
        };
        (SeriesStore { path, file }, problem)
    }

    /// The file the series are kept in.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The series as last read or written.
    pub fn file(&self) -> &SeriesFile {
        &self.file
    }

    /// The values of series `name`, oldest first (none before the first, or when a newer
    /// program wrote the series in a format this one does not read).
    pub fn points(&self, name: &str) -> &[Point] {
        self.file.known(name).map_or(&[], |s| s.points.as_slice())
    }

    /// Adds `value`, reached at `at` (seconds since 1970), to series `name`, and writes
    /// the series. A series a newer program wrote is left as it is.
    pub fn append(&mut self, name: &str, at: i64, value: f64) -> Option<StoreProblem> {
        if !value.is_finite() {
            log::warn!("{name}: {value} is not a value a series keeps");
            return None;
        }
        self.change(|file| {
            let entry = file
                .series
                .entry(name.to_string())
                .or_insert_with(|| Entry::Known(Series::default()));
            match entry {
                Entry::Known(series) => series.push(at, value),
                Entry::Newer(_) => log::warn!("{name}: kept in a newer format; not added to"),
            }
        })
    }

    /// Empties series `name`, and writes the series.
    pub fn reset(&mut self, name: &str) -> Option<StoreProblem> {
        self.change(|file| {
            file.series.remove(name);
        })
    }

    /// Reads the file again under its lock, makes `change` to it and writes it; the change
    /// is kept here even when the file cannot be written.
    fn change(&mut self, change: impl FnOnce(&mut SeriesFile)) -> Option<StoreProblem> {
        let form = TextForm {
            parse: SeriesFile::parse,
            write: SeriesFile::write,
        };
        persist::change_shared(&self.path, &mut self.file, &form, change)
    }
}
