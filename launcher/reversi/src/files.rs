//! The files a player writes and reads from the panel, next to the saved games: the
//! game library `reversi-games/` (one game record per file: players, date, result, start
//! position, the moves with their values when reviewed) and `reversi-position.obf`, the
//! current position as one OBF line.

use launcher_kit::persist;
use launcher_kit::services::Notices;
use launcher_kit::services::Records;
use launcher_kit::services::Services;
use reversi::Board;
use reversi::record::{Record, RecordError};
use std::path::{Path, PathBuf};

/// Where a file of `name` goes: the folder of the saved games.
fn path(records: &Records, name: &str) -> PathBuf {
    records.storage.save_file(crate::ID).with_file_name(name)
}

/// The position file.
pub fn position_file(cx: &Services) -> PathBuf {
    path(&cx.records, "reversi-position.obf")
}

/// Copies the position as OBF to the clipboard and writes it to the position file (a
/// clipboard can be missing or emptied); whether it was written.
pub fn save_position(board: &Board, cx: &mut Services) -> bool {
    let line = reversi::obf::to_obf(board);
    log::info!("reversi: position {line}");
    cx.clipboard.copy(line.clone());
    let file = position_file(cx);
    write(&mut cx.notices, file, &line)
}

/// Writes `text` to `file`; a failure becomes a notice.
fn write(notices: &mut Notices, file: PathBuf, text: &str) -> bool {
    match persist::write_atomic(&file, &format!("{text}\n")) {
        Ok(()) => {
            log::debug!("reversi: wrote {}", file.display());
            true
        }
        Err(e) => {
            notices.notify(launcher_kit::tr!(
                "reversi-cannot-write",
                file = file.display().to_string(),
                error = e.to_string()
            ));
            false
        }
    }
}

/// The folder of the player's game library.
pub fn library(cx: &Services) -> PathBuf {
    path(&cx.records, "reversi-games")
}

/// Writes `record` into the library under a new name (`2026-11-24-1.txt`, …); whether it
/// was written.
pub fn save_game(record: &Record, cx: &mut Services) -> bool {
    let folder = library(cx);
    let free = (1..10_000)
        .map(|n| folder.join(format!("{}-{n}.txt", record.date)))
        .find(|p| !p.exists());
    free.is_some_and(|file| write(&mut cx.notices, file, record.to_text().trim_end()))
}

/// Why a file of the library cannot be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Damage {
    /// The file cannot be read (the system's reason).
    Unreadable(String),
    /// The file is not a game record: what is wrong and the text of the line it is on.
    Record(RecordError, String),
}

impl Damage {
    /// Why, in the current language, after the file's name.
    pub fn describe(&self, file: &str) -> String {
        match self {
            Damage::Unreadable(why) => {
                launcher_kit::tr!("reversi-library-unreadable", file = file, error = why)
            }
            Damage::Record(e, line) => launcher_kit::tr!(
                "reversi-library-damaged",
                file = file,
                line = e.line,
                problem = record_problem(&e.problem, line)
            ),
        }
    }
}

/// What is wrong with a record's line in the current language. The record reader says
/// it in English words, the same few each time; the line itself gives the details. A
/// problem it does not know is shown as the reader said it.
fn record_problem(problem: &str, line: &str) -> String {
    let header = line
        .split_once(": ")
        .map(|(key, value)| (key.trim(), value));
    let word = |i: usize| {
        line.split_whitespace()
            .nth(i)
            .unwrap_or_default()
            .to_string()
    };
    if let Some(missing) = problem
        .strip_prefix("no ")
        .and_then(|p| p.strip_suffix(" line"))
    {
        launcher_kit::tr!("reversi-record-missing-header", header = missing)
    } else if problem.starts_with("unknown header") {
        let name = header.map_or_else(|| word(0), |(key, _)| key.to_string());
        launcher_kit::tr!("reversi-record-unknown-header", header = name)
    } else if problem.starts_with("start position") {
        let why = header.and_then(|(_, value)| reversi::obf::parse_obf(value).err());
        let detail = why.map_or_else(|| problem.to_string(), |e| super::errors::obf(&e));
        launcher_kit::tr!("reversi-record-bad-start", problem = detail)
    } else if problem == "a move before the Start line" {
        launcher_kit::tr!("reversi-record-move-before-start")
    } else if problem.ends_with("is not a numbered move such as `1. f5`") {
        launcher_kit::tr!("reversi-record-not-a-move")
    } else if problem.ends_with("is not a value in discs") {
        launcher_kit::tr!("reversi-record-not-a-value")
    } else if problem.starts_with("move ") {
        launcher_kit::tr!("reversi-record-bad-move", square = word(1))
    } else {
        problem.to_string()
    }
}

/// The games in the library, newest first: each file with its record, or why it cannot be
/// read.
pub fn saved_games(cx: &Services) -> Vec<(PathBuf, Result<Record, Damage>)> {
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
                .map_err(|e| Damage::Unreadable(e.to_string()))
                .and_then(|text| {
                    Record::parse(&text).map_err(|e| {
                        let line = text.lines().nth(e.line.saturating_sub(1));
                        Damage::Record(e, line.unwrap_or_default().trim().to_string())
                    })
                });
            (p, record)
        })
        .collect()
}

/// Removes a game from the library; a failure becomes a notice.
pub fn delete_game(file: &Path, notices: &mut Notices) {
    if let Err(e) = std::fs::remove_file(file) {
        notices.notify(launcher_kit::tr!(
            "common-error-remove-file",
            file = file.display().to_string(),
            error = e.to_string()
        ));
    }
}

/// The name of `file` without its folder.
pub fn file_name(file: &Path) -> String {
    file.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default()
}
