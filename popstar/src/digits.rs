//! Boards in the SameGame test set's text form: one row per line, top row first, each cell
//! a colour number (0 to 7) separated by spaces; boards separated by blank lines; lines
//! starting with `#` are comments. Errors name the line (from 1, as an editor counts).

use crate::board::{Board, MAX_SIDE};
use crate::tile::{Colour, Tile};
use grid_core::Grid;

/// Why a file of digit boards was refused: one line naming where.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DigitsError {
    /// A cell that is not a number.
    #[error("line {line}: {text:?} is not a colour number")]
    NotDigit {
        /// The line.
        line: usize,
        /// The cell as written (cut short).
        text: String,
    },
    /// A colour number beyond the colours allowed.
    #[error("line {line}: colour {colour} is outside 0–{highest}")]
    Colour {
        /// The line.
        line: usize,
        /// The number written.
        colour: u64,
        /// The highest colour allowed.
        highest: usize,
    },
    /// A row of another length than the board's first row.
    #[error("line {line}: {found} cells, the board's first row has {expected}")]
    RowLength {
        /// The line.
        line: usize,
        /// Cells on it.
        found: usize,
        /// Cells in the board's first row.
        expected: usize,
    },
    /// A row or a board beyond [`MAX_SIDE`].
    #[error("line {line}: more than {MAX_SIDE} {what}; boards are at most {MAX_SIDE}x{MAX_SIDE}")]
    TooBig {
        /// The line.
        line: usize,
        /// `cells` or `rows`.
        what: &'static str,
    },
    /// Nothing but blank lines and comments.
    #[error("no board in the text (rows of colour numbers separated by spaces)")]
    Empty,
}

/// Reads every board of `text`, whose colours must be below `colours` (at most 8).
pub fn parse_digit_boards(text: &str, colours: usize) -> Result<Vec<Board>, DigitsError> {
    let colours = colours.clamp(1, Colour::EVERY.len());
    let mut boards = Vec::new();
    let mut rows: Vec<Vec<Tile>> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if !rows.is_empty() {
                boards.push(board_of(std::mem::take(&mut rows)));
            }
            continue;
        }
        let row = parse_row(line, number, colours)?;
        if let Some(first) = rows.first().filter(|first| first.len() != row.len()) {
            return Err(DigitsError::RowLength {
                line: number,
                found: row.len(),
                expected: first.len(),
            });
        }
        if rows.len() == MAX_SIDE {
            return Err(DigitsError::TooBig {
                line: number,
                what: "rows",
            });
        }
        rows.push(row);
    }
    if !rows.is_empty() {
        boards.push(board_of(rows));
    }
    if boards.is_empty() {
        return Err(DigitsError::Empty);
    }
    Ok(boards)
}

/// One line's cells.
fn parse_row(line: &str, number: usize, colours: usize) -> Result<Vec<Tile>, DigitsError> {
    let mut row = Vec::new();
    for word in line.split_whitespace() {
        if !word.bytes().all(|b| b.is_ascii_digit()) {
            return Err(DigitsError::NotDigit {
                line: number,
                text: word.chars().take(12).collect(),
            });
        }
        let colour = word.parse::<u64>().unwrap_or(u64::MAX);
        let Some(colour) = usize::try_from(colour)
            .ok()
            .filter(|&c| c < colours)
            .and_then(Colour::from_index)
        else {
            return Err(DigitsError::Colour {
                line: number,
                colour,
                highest: colours - 1,
            });
        };
        if row.len() == MAX_SIDE {
            return Err(DigitsError::TooBig {
                line: number,
                what: "cells",
            });
        }
        row.push(Tile::Star(colour));
    }
    Ok(row)
}

/// A full board of `rows` (all of one length, at most [`MAX_SIDE`] each way).
fn board_of(rows: Vec<Vec<Tile>>) -> Board {
    let width = rows.first().map_or(0, Vec::len);
    let height = rows.len();
    let cells: Vec<Tile> = rows.into_iter().flatten().collect();
    let grid = Grid::from_vec(width, height, cells).expect("rows of equal length");
    Board::new(grid).expect("a full board within the size limit is settled")
}

/// `board` in the digit form, one line per row (empty cells, which full boards do not
/// have, as `.`).
pub fn digit_rows(board: &Board) -> Vec<String> {
    (0..board.height())
        .map(|row| {
            (0..board.width())
                .map(|col| {
                    board
                        .colour(grid_core::Pos::new(row, col))
                        .map_or_else(|| ".".to_owned(), |c| c.index().to_string())
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_read_between_blank_lines_and_comments() {
        let text = "# two boards\n0 1 2\n2 1 0\n\n\n# next\n3 3\n4 4\n4 4\n";
        let boards = parse_digit_boards(text, 8).unwrap();
        assert_eq!(boards.len(), 2);
        assert_eq!(boards[0].row_strings(), ["RGB", "BGR"]);
        assert_eq!((boards[1].width(), boards[1].height()), (2, 3));
        assert_eq!(digit_rows(&boards[1]), ["3 3", "4 4", "4 4"]);
    }

    #[test]
    fn bad_text_names_its_line() {
        let why = |text: &str| parse_digit_boards(text, 5).unwrap_err().to_string();
        assert_eq!(
            why("0 1\n0 1 2\n"),
            "line 2: 3 cells, the board's first row has 2"
        );
        assert_eq!(why("# c\n0 5\n"), "line 2: colour 5 is outside 0–4");
        assert_eq!(why("0 x\n"), "line 1: \"x\" is not a colour number");
        assert_eq!(why("0 -1\n"), "line 1: \"-1\" is not a colour number");
        assert!(why(&"0 ".repeat(21)).starts_with("line 1: more than 20 cells"));
        assert!(why(&"0 0\n".repeat(21)).starts_with("line 21: more than 20 rows"));
        assert!(why("\n# nothing\n\n").starts_with("no board"));
        assert!(why("99999999999999999999999\n").contains("colour 18446744073709551615"));
    }
}
