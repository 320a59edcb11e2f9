//! The star colours (PopStar's five, and three more that SameGame boards may use) and the
//! tile a board cell holds.

use grid_core::TextCell;
use serde::{Deserialize, Serialize};

/// A star colour, written `R G B Y P` (PopStar's five) or `O C W` (SameGame's extra ones)
/// in text boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    /// Red, `R`.
    Red,
    /// Green, `G`.
    Green,
    /// Blue, `B`.
    Blue,
    /// Yellow, `Y`.
    Yellow,
    /// Purple, `P`.
    Purple,
    /// Orange, `O` (SameGame boards of six colours or more).
    Orange,
    /// Cyan, `C` (SameGame boards of seven colours or more).
    Cyan,
    /// White, `W` (SameGame boards of eight colours).
    White,
}

impl Colour {
    /// PopStar's five colours, in the order new boards allot their counts.
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Green,
        Colour::Blue,
        Colour::Yellow,
        Colour::Purple,
    ];

    /// Every colour a board may hold; a board of k colours uses the first k.
    pub const EVERY: [Colour; 8] = [
        Colour::Red,
        Colour::Green,
        Colour::Blue,
        Colour::Yellow,
        Colour::Purple,
        Colour::Orange,
        Colour::Cyan,
        Colour::White,
    ];

    /// The colour's position in [`Colour::EVERY`] (0–7), the compact code fast boards store.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with [`Colour::index`] `index`, if there is one.
    pub fn from_index(index: usize) -> Option<Colour> {
        Colour::EVERY.get(index).copied()
    }

    /// The letter that writes the colour.
    pub const fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Green => 'G',
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
            Colour::Purple => 'P',
            Colour::Orange => 'O',
            Colour::Cyan => 'C',
            Colour::White => 'W',
        }
    }
}

/// A board cell: a star of some colour, or empty.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tile {
    /// No star (written `.`).
    #[default]
    Empty,
    /// A star of this colour.
    Star(Colour),
}

impl Tile {
    /// Whether the cell holds no star.
    pub const fn is_empty(self) -> bool {
        matches!(self, Tile::Empty)
    }

    /// The star's colour, if there is a star.
    pub const fn colour(self) -> Option<Colour> {
        match self {
            Tile::Empty => None,
            Tile::Star(c) => Some(c),
        }
    }
}

impl TextCell for Tile {
    fn from_char(c: char) -> Option<Self> {
        match c {
            '.' => Some(Tile::Empty),
            _ => Colour::EVERY
                .into_iter()
                .find(|colour| colour.letter() == c)
                .map(Tile::Star),
        }
    }

    fn to_char(&self) -> char {
        match self {
            Tile::Empty => '.',
            Tile::Star(c) => c.letter(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for c in "RGBYPOCW.".chars() {
            assert_eq!(Tile::from_char(c).unwrap().to_char(), c);
        }
        assert_eq!(Tile::from_char('r'), None);
        assert_eq!(Tile::from_char('X'), None);
        for (i, colour) in Colour::EVERY.into_iter().enumerate() {
            assert_eq!(colour.index(), i);
            assert_eq!(Colour::from_index(i), Some(colour));
        }
        assert_eq!(Colour::ALL[..], Colour::EVERY[..5]);
        assert_eq!(Colour::from_index(8), None);
    }
}
