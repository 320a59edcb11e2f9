//! The files a player writes and reads from the panel, next to the saved games: the
//! game library `reversi-games/` (one game record per file: players, date, result, start
//! position, the moves with their values when reviewed) and `reversi-position.obf`, the
//! current position as one OBF line.

use crate::persist;
use crate::services::Services;
use reversi::Board;
use reversi::record::Record;
use std::path::PathBuf;

/// Where a file of `name` goes: the folder of the saved games.
fn path(cx: &Services, name: &str) -> PathBuf {
    cx.storage
        .save_file(crate::games::reversi::ID)
        .with_file_name(name)
}

/// The position file.
pub fn position_file(cx: &Services) -> PathBuf {
    path(cx, "reversi-position.obf")
}

/// Copies the position as OBF to the clipboard and writes it to the position file (a
/// clipboard can be missing or emptied); the panel message on success.
pub fn save_position(board: &Board, cx: &mut Services) -> Option<String> {
    let line = reversi::obf::to_obf(board);
    log::info!("reversi: position {line}");
    cx.copy_to_clipboard(line.clone());
    write(cx, position_file(cx), &line).map(|_| "OBF copied and saved".to_string())
}

fn write(cx: &mut Services, file: PathBuf, text: &str) -> Option<String> {
    match persist::write_atomic(&file, &format!("{text}\n")) {
        Ok(()) => {
            log::debug!("reversi: wrote {}", file.display());
            Some(format!("Saved {}", file_name(&file)))
        }
        Err(e) => {
            cx.notify(format!("cannot write {}: {e}", file.display()));
            None
        }
    }
}

/// The folder of the player's game library.
pub fn library(cx: &Services) -> PathBuf {
    path(cx, "reversi-games")
}

/// Writes `record` into the library under a new name (`2026-11-24-1.txt`, …); the panel
/// message on success.
pub fn save_game(record: &Record, cx: &mut Services) -> Option<String> {
    let folder = library(cx);
    let free = (1..10_000)
        .map(|n| folder.join(format!("{}-{n}.txt", record.date)))
        .find(|p| !p.exists())?;
    write(cx, free, record.to_text().trim_end()).map(|_| "Game saved to your games".to_string())
}

/// The games in the library, newest first: each file with its record, or why it cannot be
/// read.
pub fn saved_games(cx: &Services) -> Vec<(PathBuf, Result<Record, String>)> {
    let Ok(entries) = std::fs::read_dir(library(cx)) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort_by_key(|p| std::cmp::Reverse(std::fs::metadata(p).and_then(|m| m.modified()).ok()));
    files
        .into_iter()
        .map(|p| {
            let record = std::fs::read_to_string(&p)
                .map_err(|e| e.to_string())
                .and_then(|text| Record::parse(&text).map_err(|e| e.to_string()));
            (p, record)
        })
        .collect()
}

/// Removes a game from the library; a failure becomes a notice.
pub fn delete_game(file: &std::path::Path, cx: &mut Services) {
    if let Err(e) = std::fs::remove_file(file) {
        cx.notify(format!("cannot delete {}: {e}", file.display()));
    }
}

fn file_name(file: &std::path::Path) -> String {
    file.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
