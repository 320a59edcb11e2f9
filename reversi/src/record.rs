//! Game records: a finished or unfinished game as a text file a person can read — a few
//! header lines (the players, the date, the result, the start position as OBF), then the
//! moves, one per line, each with its value in discs for the player who made it when the
//! game was reviewed:
//!
//! ```text
//! Black: Ann
//! White: Computer (hard)
//! Date: 2026-11-24
//! Result: 36-28
//! Start: ---------------------------OX------XO--------------------------- X
//! 1. f5 +0
//! 2. d6 -3
//! ```

use crate::board::Color;
use crate::game::{Game, Move};
use crate::obf;
use crate::square::Square;
use std::fmt::Write;

/// A game record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// The day it was played, `YYYY-MM-DD`.
    pub date: String,
    /// The game.
    pub game: Game,
    /// Each move's value for its player in discs, where known (one per move played,
    /// passes left out).
    pub values: Vec<Option<i32>>,
}

/// What is wrong with a record, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct RecordError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

impl Record {
    /// The discs on the board, black's and white's: the result once the game is over.
    pub fn discs(&self) -> (u32, u32) {
        let board = self.game.board();
        (board.count(Color::Black), board.count(Color::White))
    }

    /// The `Result:` header of the record file, `black-white` discs (the file's own
    /// notation; a player sees [`Record::discs`] written the way their language writes
    /// results).
    fn result_header(&self) -> String {
        let (black, white) = self.discs();
        format!("{black}-{white}")
    }

    /// The record's text.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        let _ = writeln!(text, "Black: {}", self.black);
        let _ = writeln!(text, "White: {}", self.white);
        let _ = writeln!(text, "Date: {}", self.date);
        let _ = writeln!(text, "Result: {}", self.result_header());
        let _ = writeln!(text, "Start: {}", obf::to_obf(&self.game.start()));
        let played = self.game.moves().filter_map(|m| match m {
            Move::Play(square) => Some(square),
            Move::Pass => None,
        });
        for (i, square) in played.enumerate() {
            let _ = write!(text, "{}. {square}", i + 1);
            if let Some(value) = self.values.get(i).copied().flatten() {
                let _ = write!(text, " {value:+}");
            }
            text.push('\n');
        }
        text
    }

    /// Reads a record; the first problem with its line.
    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut black = None;
        let mut white = None;
        let mut date = None;
        let mut game: Option<Game> = None;
        let mut values = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |problem: String| RecordError { line, problem };
            let raw = raw.trim();
            if raw.is_empty() {
                continue;
            }
            if let Some((key, value)) = raw.split_once(": ") {
                match key {
                    "Black" => black = Some(value.to_string()),
                    "White" => white = Some(value.to_string()),
                    "Date" => date = Some(value.to_string()),
                    "Result" => {}
                    "Start" => {
                        let board = obf::parse_obf(value)
                            .map_err(|e| err(format!("start position: {e}")))?
                            .board;
                        game = Some(Game::from_board(board));
                    }
                    other => return Err(err(format!("unknown header {other:?}"))),
                }
                continue;
            }
            let game = game
                .as_mut()
                .ok_or_else(|| err("a move before the Start line".into()))?;
            let mut words = raw.split_whitespace().skip(1);
            let square: Square = words
                .next()
                .and_then(|w| w.parse().ok())
                .ok_or_else(|| err(format!("{raw:?} is not a numbered move such as `1. f5`")))?;
            game.play(square).map_err(|e| err(e.to_string()))?;
            let value = match words.next() {
                Some(w) => Some(
                    w.parse::<i32>()
                        .map_err(|_| err(format!("{w:?} is not a value in discs")))?,
                ),
                None => None,
            };
            values.push(value);
        }
        let missing = |what: &str| RecordError {
            line: text.lines().count().max(1),
            problem: format!("no {what} line"),
        };
        Ok(Record {
            black: black.ok_or_else(|| missing("Black"))?,
            white: white.ok_or_else(|| missing("White"))?,
            date: date.ok_or_else(|| missing("Date"))?,
            game: game.ok_or_else(|| missing("Start"))?,
            values,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> Record {
        Record {
            black: "Ann".into(),
            white: "Computer (hard)".into(),
            date: "2026-11-24".into(),
            game: Game::from_transcript("f5d6c3").unwrap(),
            values: vec![Some(0), Some(-3), None],
        }
    }

    #[test]
    fn records_round_trip() {
        let r = record();
        let text = r.to_text();
        assert_eq!(r.discs(), (5, 2));
        assert!(text.contains("Result: 5-2\n"), "{text}");
        assert!(text.contains("2. d6 -3\n3. c3\n"), "{text}");
        assert_eq!(Record::parse(&text), Ok(r));
    }

    #[test]
    fn damaged_records_name_their_line() {
        let text = record().to_text();
        let bad_move = text.replace("2. d6", "2. a1");
        assert_eq!(Record::parse(&bad_move).unwrap_err().line, 7);
        let bad_value = text.replace("-3", "x");
        assert!(
            Record::parse(&bad_value)
                .unwrap_err()
                .problem
                .contains("value")
        );
        let no_start: String = text
            .lines()
            .filter(|l| !l.starts_with("Start"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(
            Record::parse(&no_start)
                .unwrap_err()
                .problem
                .contains("before the Start")
        );
        assert!(Record::parse("Colour: red").is_err());
        assert!(Record::parse("").is_err());
    }
}
