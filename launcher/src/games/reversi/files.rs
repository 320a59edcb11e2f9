//! The files a player can write and read from the panel, next to the saved games:
//! `reversi-moves.txt` holds the moves as a transcript (`f5d6c3…`, the form other Othello
//! programs read), `reversi-position.obf` the current position as one OBF line.

use crate::persist;
use crate::services::Services;
use reversi::{Board, Game};
use std::path::PathBuf;

/// Where a file of `name` goes: the folder of the saved games.
fn path(cx: &Services, name: &str) -> PathBuf {
    cx.storage
        .save_file(crate::games::reversi::ID)
        .with_file_name(name)
}

/// The moves file.
pub fn moves_file(cx: &Services) -> PathBuf {
    path(cx, "reversi-moves.txt")
}

/// The position file.
pub fn position_file(cx: &Services) -> PathBuf {
    path(cx, "reversi-position.obf")
}

/// Writes the transcript; the panel message on success (failures become notices).
pub fn save_moves(game: &Game, cx: &mut Services) -> Option<String> {
    write(cx, moves_file(cx), &game.transcript())
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

/// Reads the transcript back; what is wrong with it becomes a notice.
pub fn load_moves(cx: &mut Services) -> Option<Game> {
    let file = moves_file(cx);
    let text = match persist::read_text(&file) {
        Ok(Some(text)) => text,
        Ok(None) => {
            cx.notify(format!("no saved moves yet ({})", file.display()));
            return None;
        }
        Err(problem) => {
            cx.notify(problem);
            return None;
        }
    };
    match Game::from_transcript(text.trim()) {
        Ok(game) => Some(game),
        Err(e) => {
            cx.notify(format!("{}: {e}", file.display()));
            None
        }
    }
}

fn file_name(file: &std::path::Path) -> String {
    file.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
