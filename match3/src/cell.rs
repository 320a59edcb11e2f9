//! One board cell: a piece of some kind, or empty, and the specials a piece may carry.

use grid_core::TextCell;
use serde::{Deserialize, Serialize};

/// The largest number of piece kinds a board may use (text digits `1`–`8`).
pub const MAX_KINDS: u8 = 8;

/// A cell of the board: empty, or a piece of kind `1..=8`.
///
/// Stored as one byte (0 = empty) so boards stay small to copy and lines can be found by
/// comparing cells directly; a special lives in a separate layer (see [`crate::Board`]) so
/// that a special piece still lines up with plain pieces of its kind.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(try_from = "u8", into = "u8")]
pub struct Cell(u8);

impl Cell {
    /// The empty cell, written `.`.
    pub const EMPTY: Cell = Cell(0);

    /// A piece of `kind` (1–8), or `None` when `kind` is out of that range.
    pub const fn piece(kind: u8) -> Option<Cell> {
        if kind >= 1 && kind <= MAX_KINDS {
            Some(Cell(kind))
        } else {
            None
        }
    }

    /// The piece's kind (1–8), or `None` for an empty cell.
    pub const fn kind(self) -> Option<u8> {
        if self.0 == 0 { None } else { Some(self.0) }
    }

    /// The raw byte: 0 for empty, else the kind. Fast paths compare these directly.
    pub const fn raw(self) -> u8 {
        self.0
    }

    /// Whether the cell holds no piece.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Why a byte is not a cell (a save naming kind 9, for example).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a cell: kinds are 1-8 and 0 is empty")]
pub struct CellError(pub u8);

impl TryFrom<u8> for Cell {
    type Error = CellError;

    fn try_from(raw: u8) -> Result<Self, CellError> {
        if raw <= MAX_KINDS {
            Ok(Cell(raw))
        } else {
            Err(CellError(raw))
        }
    }
}

impl From<Cell> for u8 {
    fn from(cell: Cell) -> u8 {
        cell.0
    }
}

/// Digits `1`–`8` are pieces of that kind, `.` is empty.
impl TextCell for Cell {
    fn from_char(c: char) -> Option<Self> {
        match c {
            '.' => Some(Cell::EMPTY),
            '1'..='8' => Cell::piece(c as u8 - b'0'),
            _ => None,
        }
    }

    fn to_char(&self) -> char {
        if self.0 == 0 {
            '.'
        } else {
            char::from(b'0' + self.0)
        }
    }
}

/// A special piece (a "bonus piece"): it keeps its kind and lines up as usual, and
/// when it is cleared it clears more cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Special {
    /// Made by a horizontal line of four; clears its whole row.
    RowClearer,
    /// Made by a vertical line of four; clears its whole column.
    ColumnClearer,
    /// Made by a line of five or more; clears every piece of one kind (its own when it is
    /// caught in a line, the partner's kind when it is swapped).
    ColourBomb,
    /// Made by an L, T or + group; clears the 3×3 square around it.
    AreaBomb,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_is_digits_and_dot() {
        for c in ['.', '1', '5', '8'] {
            assert_eq!(Cell::from_char(c).unwrap().to_char(), c);
        }
        assert_eq!(Cell::from_char('0'), None);
        assert_eq!(Cell::from_char('9'), None);
        assert_eq!(Cell::from_char('x'), None);
        assert_eq!(Cell::from_char('3').unwrap().kind(), Some(3));
        assert!(Cell::from_char('.').unwrap().is_empty());
    }

    #[test]
    fn pieces_are_checked() {
        assert_eq!(Cell::piece(0), None);
        assert_eq!(Cell::piece(9), None);
        assert_eq!(Cell::try_from(9u8), Err(CellError(9)));
        assert_eq!(Cell::try_from(0u8), Ok(Cell::EMPTY));
        let json = serde_json::to_string(&Cell::piece(4).unwrap()).unwrap();
        assert_eq!(json, "4");
        assert!(serde_json::from_str::<Cell>("12").is_err());
    }
}
