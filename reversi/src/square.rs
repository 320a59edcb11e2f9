//! Square names and indices: `a1` is the top-left corner, `h8` the bottom-right.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the 64 squares. The index is `row * 8 + col` with row 0 at the top, so bit `index`
/// of a bitboard is this square and the 64 characters of an OBF line are squares 0..64 in
/// order (a1, b1, …, h1, a2, …, h8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Square(u8);

/// A square name that is not a letter `a`–`h` followed by a digit `1`–`8`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a square (expected a1..h8)")]
pub struct SquareError(pub String);

impl Square {
    /// The square with bit index `index` (0..64), or `None` beyond the board.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square at `row` (0 = top) and `col` (0 = left), or `None` off the board.
    pub const fn at(row: usize, col: usize) -> Option<Square> {
        if row < 8 && col < 8 {
            Some(Square((row * 8 + col) as u8))
        } else {
            None
        }
    }

    /// Bit index `0..64`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row, 0 at the top (rank 1).
    pub const fn row(self) -> usize {
        (self.0 / 8) as usize
    }

    /// Column, 0 at the left (file a).
    pub const fn col(self) -> usize {
        (self.0 % 8) as usize
    }

    /// The single-bit bitboard of this square.
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The lowest square of a non-empty bitboard (used to walk sets of squares).
    pub(crate) const fn first_of(bits: u64) -> Square {
        Square(bits.trailing_zeros() as u8)
    }

    /// All 64 squares in index order.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.0 % 8);
        let rank = char::from(b'1' + self.0 / 8);
        write!(f, "{file}{rank}")
    }
}

impl FromStr for Square {
    type Err = SquareError;

    /// Reads `a1`..`h8`, either case.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bytes = text.as_bytes();
        let bad = || SquareError(text.to_string());
        if bytes.len() != 2 {
            return Err(bad());
        }
        let col = bytes[0].to_ascii_lowercase().wrapping_sub(b'a');
        let row = bytes[1].wrapping_sub(b'1');
        Square::at(usize::from(row), usize::from(col)).ok_or_else(bad)
    }
}

impl TryFrom<String> for Square {
    type Error = SquareError;
    fn try_from(text: String) -> Result<Self, Self::Error> {
        text.parse()
    }
}

impl From<Square> for String {
    fn from(square: Square) -> String {
        square.to_string()
    }
}

/// Iterates over the squares of a bitboard, lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(pub u64);

impl Iterator for Squares {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let square = Square::first_of(self.0);
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Squares {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for square in Square::all() {
            assert_eq!(square.to_string().parse::<Square>(), Ok(square));
        }
        assert_eq!("a1".parse::<Square>().map(Square::index), Ok(0));
        assert_eq!("H1".parse::<Square>().map(Square::index), Ok(7));
        assert_eq!("a2".parse::<Square>().map(Square::index), Ok(8));
        assert_eq!("h8".parse::<Square>().map(Square::index), Ok(63));
    }

    #[test]
    fn rejects_bad_names() {
        for bad in ["", "a", "a0", "i1", "a9", "a10", "11", "ä1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn squares_iterates_bits_in_order() {
        let names: Vec<String> = Squares(0x8000_0000_0000_0101)
            .map(|s| s.to_string())
            .collect();
        assert_eq!(names, ["a1", "a2", "h8"]);
    }
}
