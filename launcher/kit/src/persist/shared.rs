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
