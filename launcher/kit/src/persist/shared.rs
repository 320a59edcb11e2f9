//! Files two programs may change at once (the launcher and a game binary): read again and
//! written under a lock file beside them, so neither loses the other's change.

use super::storage::{Damage, FileProblem, damaged, quarantine, read_text};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The lock file beside `path`, held (exclusively) until the returned file is dropped.
pub fn lock_beside(path: &Path) -> io::Result<fs::File> {
    let lock_path = lock_path(path);
    if let Some(dir) = lock_path.parent() {
        fs::create_dir_all(dir)?;
    }
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)?;
    fs4::FileExt::lock(&file)?;
    Ok(file)
}

fn lock_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    path.with_file_name(name)
}

/// Reads and parses the file at `path`: `Ok(None)` when there is none. A file that cannot
/// be read, or that `parse` refuses (with a 1-based line and a reason), is moved aside, so
/// that the fresh file written next does not replace it.
pub fn read_parsed<T>(
    path: &Path,
    parse: impl FnOnce(&str) -> Result<T, (usize, String)>,
) -> Result<Option<T>, FileProblem> {
    let text = match read_text(path) {
        Ok(Some(text)) => text,
        Ok(None) => return Ok(None),
        Err(problem @ FileProblem::Unreadable { .. }) => {
            if let Err(e) = quarantine(path) {
                log::warn!("cannot move {} aside: {e}", path.display());
            }
            return Err(problem);
        }
        Err(problem) => return Err(problem),
    };
    parse(&text)
        .map(Some)
        .map_err(|(line, detail)| damaged(path, Damage::Invalid { line, detail }))
}

/// What went wrong with a change to a shared file: the file found damaged (kept aside, the
/// change made on fresh contents), or the change could not be written.
#[derive(Debug)]
pub enum StoreProblem {
    /// The file on disk was damaged; it was moved aside.
    File(FileProblem),
    /// The file could not be written.
    Write(io::Error),
}

/// How a shared file's contents are read from and written to text.
pub struct TextForm<T> {
    /// Reads the text; a 1-based line and a reason when it is not the file's.
    pub parse: fn(&str) -> Result<T, (usize, String)>,
    /// Writes the contents.
    pub write: fn(&T) -> Result<String, String>,
}

/// Reads the file at `path` again under its lock (into `kept`, when there is one), makes
/// `change` to it and writes it; the change is kept in `kept` even when the file cannot be
/// written.
pub fn change_shared<T>(
    path: &Path,
    kept: &mut T,
    form: &TextForm<T>,
    change: impl FnOnce(&mut T),
) -> Option<StoreProblem> {
    let lock = match lock_beside(path) {
        Ok(lock) => lock,
        Err(e) => {
            change(kept);
            return Some(StoreProblem::Write(e));
        }
    };
    let mut problem = None;
    match read_parsed(path, form.parse) {
        Ok(Some(disk)) => *kept = disk,
        Ok(None) => {}
        Err(p) => problem = Some(StoreProblem::File(p)),
    }
    change(kept);
    let written = (form.write)(kept)
        .map_err(io::Error::other)
        .and_then(|text| super::write_atomic(path, &text));
    drop(lock);
    match written {
        Ok(()) => problem,
        Err(e) => Some(StoreProblem::Write(e)),
    }
}
