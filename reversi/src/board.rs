//! The position: both sides' discs as bitboards and the side to move.

use crate::bitboard;
use crate::square::{Square, Squares};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A side. Black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Color {
    /// The side that starts (`X` in OBF).
    Black,
    /// The other side (`O` in OBF).
    White,
}

impl Color {
    /// The other side.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The OBF letter: `X` for black, `O` for white.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'X',
            Color::White => 'O',
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// A position. Stored relative to the side to move (`player` moves next, `opponent` waits)
/// because that is what every search wants; `side` says which colour `player` is.
/// Serialised as its OBF line, which is validated when read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Board {
    player: u64,
    opponent: u64,
    side: Color,
}

/// Two colours on one square.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("black and white overlap on {0}")]
pub struct OverlapError(pub Square);

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

impl Board {
    /// The standard start: d4 and e5 white, d5 and e4 black, black to move.
    pub const fn start() -> Board {
        Board {
            player: (1 << 28) | (1 << 35),
            opponent: (1 << 27) | (1 << 36),
            side: Color::Black,
        }
    }

    /// A board from the black and white discs and the side to move.
    pub fn from_discs(black: u64, white: u64, side: Color) -> Result<Board, OverlapError> {
        if black & white != 0 {
            return Err(OverlapError(Square::first_of(black & white)));
        }
        Ok(Board::from_relative(black, white, Color::Black).with_side(side))
    }

    /// A board from the mover's and the waiting side's discs (callers guarantee they are
    /// disjoint).
    pub(crate) const fn from_relative(player: u64, opponent: u64, side: Color) -> Board {
        Board {
            player,
            opponent,
            side,
        }
    }

    /// The same discs with `side` to move.
    pub fn with_side(self, side: Color) -> Board {
        if side == self.side {
            self
        } else {
            self.passed()
        }
    }

    /// Discs of the side to move.
    pub const fn player(&self) -> u64 {
        self.player
    }

    /// Discs of the side waiting.
    pub const fn opponent(&self) -> u64 {
        self.opponent
    }

    /// The colour to move.
    pub const fn side(&self) -> Color {
        self.side
    }

    /// Discs of `color`.
    pub const fn discs(&self, color: Color) -> u64 {
        if matches!(
            (color, self.side),
            (Color::Black, Color::Black) | (Color::White, Color::White)
        ) {
            self.player
        } else {
            self.opponent
        }
    }

    /// Number of discs of `color`.
    pub const fn count(&self, color: Color) -> u32 {
        self.discs(color).count_ones()
    }

    /// Empty squares.
    pub const fn empty(&self) -> u64 {
        !(self.player | self.opponent)
    }

    /// Number of empty squares.
    pub const fn empties(&self) -> u32 {
        self.empty().count_ones()
    }

    /// What stands on `square`.
    pub const fn at(&self, square: Square) -> Option<Color> {
        let bit = square.bit();
        if self.discs(Color::Black) & bit != 0 {
            Some(Color::Black)
        } else if self.discs(Color::White) & bit != 0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// Legal moves of the side to move, as a bitboard.
    pub fn legal_moves(&self) -> u64 {
        bitboard::legal_moves(self.player, self.opponent)
    }

    /// Legal moves of the side to move, as squares.
    pub fn moves(&self) -> Squares {
        Squares(self.legal_moves())
    }

    /// Whether the side to move may play on `square`.
    pub fn is_legal(&self, square: Square) -> bool {
        self.legal_moves() & square.bit() != 0
    }

    /// Whether the side to move has no move (it must pass or the game is over).
    pub fn must_pass(&self) -> bool {
        self.legal_moves() == 0
    }

    /// Whether neither side can move.
    pub fn is_game_over(&self) -> bool {
        self.legal_moves() == 0 && bitboard::legal_moves(self.opponent, self.player) == 0
    }

    /// The discs `square` would flip for the side to move (0 if illegal or occupied).
    pub fn flips(&self, square: Square) -> u64 {
        if self.empty() & square.bit() == 0 {
            return 0;
        }
        bitboard::flips(self.player, self.opponent, square.index())
    }

    /// The position after the side to move plays `square`, or `None` if that is illegal.
    pub fn play(&self, square: Square) -> Option<Board> {
        let flips = self.flips(square);
        (flips != 0).then(|| self.after(square, flips))
    }

    /// The position after a move whose flips are already known (no legality check).
    pub(crate) const fn after(&self, square: Square, flips: u64) -> Board {
        Board {
            player: self.opponent & !flips,
            opponent: self.player | flips | square.bit(),
            side: self.side.opponent(),
        }
    }

    /// Plays `square` in place, returning the flipped discs so that [`Board::undo`] can
    /// restore the position; `None` (and no change) if the move is illegal.
    pub fn make_move(&mut self, square: Square) -> Option<u64> {
        let flips = self.flips(square);
        if flips == 0 {
            return None;
        }
        *self = self.after(square, flips);
        Some(flips)
    }

    /// Takes back a move made by [`Board::make_move`] with its returned flips.
    pub fn undo(&mut self, square: Square, flips: u64) {
        *self = Board {
            player: self.opponent & !(flips | square.bit()),
            opponent: self.player | flips,
            side: self.side.opponent(),
        };
    }

    /// The same discs with the other side to move.
    pub const fn passed(&self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
            side: self.side.opponent(),
        }
    }

    /// The colour with more discs, or `None` for a draw.
    pub fn leader(&self) -> Option<Color> {
        let black = self.count(Color::Black);
        let white = self.count(Color::White);
        match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The board as eight lines of eight characters (`X`, `O`, `-`), row 1 first.
    pub fn to_text(&self) -> String {
        let mut text = String::with_capacity(72);
        for square in Square::all() {
            text.push(match self.at(square) {
                Some(color) => color.letter(),
                None => '-',
            });
            if square.col() == 7 {
                text.push('\n');
            }
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position() {
        let board = Board::start();
        assert_eq!(board.count(Color::Black), 2);
        assert_eq!(board.count(Color::White), 2);
        assert_eq!(board.at("d4".parse().unwrap()), Some(Color::White));
        assert_eq!(board.at("e4".parse().unwrap()), Some(Color::Black));
        let moves: Vec<String> = board.moves().map(|s| s.to_string()).collect();
        assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
    }

    #[test]
    fn play_and_undo() {
        let mut board = Board::start();
        let f5: Square = "f5".parse().unwrap();
        let flips = board.make_move(f5).unwrap();
        assert_eq!(board.count(Color::Black), 4);
        assert_eq!(board.count(Color::White), 1);
        assert_eq!(board.side(), Color::White);
        board.undo(f5, flips);
        assert_eq!(board, Board::start());
        assert_eq!(board.make_move("a1".parse().unwrap()), None);
    }

    #[test]
    fn overlapping_discs_are_rejected() {
        assert_eq!(
            Board::from_discs(3, 2, Color::Black),
            Err(OverlapError(Square::first_of(2)))
        );
    }
}
