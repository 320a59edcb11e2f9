//! The opening book: positions near the start with their values from deep searches (made
//! by the `book` example and embedded as `weights/book.bin`; the library reads no files).
//! A position is stored once for its eight symmetric images, by the smallest image. A
//! position's book moves are its moves whose resulting positions are in the book, each
//! worth minus that position's value.
//!
//! File layout, little-endian: magic `RVBK`, format version (`u16`), the number of
//! positions (`u32`), the positions sorted by (mover's discs, opponent's discs) without
//! repeats, each as the mover's discs (`u64`), the opponent's (`u64`), the value for the
//! mover in discs (`i8`) and the depth it was searched to (`u8`), then an FNV-1a 64
//! checksum of everything before.

use crate::board::Board;
use crate::datafile::{FileError, Format};
use crate::pattern::symmetries;
use crate::square::{Square, Squares};
use grid_core::SeededRng;
use std::sync::LazyLock;

/// The format version this build reads and writes.
pub const BOOK_VERSION: u16 = 1;
/// Magic, version and the header up to the positions.
const FORMAT: Format = Format {
    kind: "book",
    magic: *b"RVBK",
    version: BOOK_VERSION,
    header: 10,
};
/// Bytes of one position.
const ENTRY: usize = 18;

static EMBEDDED_BYTES: &[u8] = include_bytes!("../weights/book.bin");

static EMBEDDED: LazyLock<Book> = LazyLock::new(|| {
    Book::from_bytes(EMBEDDED_BYTES).expect("the embedded book is checked by the test suite")
});

/// A book position's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookValue {
    /// Final disc difference expected for the side to move.
    pub score: i8,
    /// Depth of the search that gave it (backed-up values: the deepest leaf's).
    pub depth: u8,
}

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BookError {
    /// A wrong magic, version, size or checksum.
    #[error(transparent)]
    File(#[from] FileError),
    /// A position that cannot occur in a game, not stored by its smallest image, or out of
    /// order.
    #[error("book position {index}: {problem}")]
    Position {
        /// Index of the position in the file.
        index: usize,
        /// What is wrong with it.
        problem: &'static str,
    },
}

/// The smallest of a position's eight symmetric images (mover's discs, opponent's): the
/// key under which the book stores it.
pub fn canonical(player: u64, opponent: u64) -> (u64, u64) {
    let (ps, os) = (symmetries(player), symmetries(opponent));
    (0..8).map(|t| (ps[t], os[t])).min().expect("eight images")
}

/// The key the book stores `board` under: its smallest symmetric image.
pub fn key(board: &Board) -> (u64, u64) {
    canonical(board.player(), board.opponent())
}

/// The centre squares, occupied from the start.
const CENTRE: u64 = 0x0000_0018_1800_0000;

/// An opening book.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    positions: Vec<(u64, u64, BookValue)>,
}

impl Book {
    /// The book shipped with the library.
    pub fn embedded() -> &'static Book {
        &EMBEDDED
    }

    /// A book of `positions` (any images, repeats keep the deepest value).
    pub fn new(positions: impl IntoIterator<Item = (Board, BookValue)>) -> Book {
        let mut all: Vec<(u64, u64, BookValue)> = positions
            .into_iter()
            .map(|(board, value)| {
                let (p, o) = key(&board);
                (p, o, value)
            })
            .collect();
        all.sort_by_key(|&(p, o, value)| (p, o, std::cmp::Reverse(value.depth)));
        all.dedup_by_key(|&mut (p, o, _)| (p, o));
        Book { positions: all }
    }

    /// Positions in the book.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// Every position with its value.
    pub fn positions(&self) -> impl Iterator<Item = (u64, u64, BookValue)> + '_ {
        self.positions.iter().copied()
    }

    /// The value of `board` for its side to move, if it is in the book.
    pub fn get(&self, board: &Board) -> Option<BookValue> {
        self.positions
            .binary_search_by_key(&key(board), |&(p, o, _)| (p, o))
            .ok()
            .map(|i| self.positions[i].2)
    }

    /// The moves of `board` that lead into the book, with their values for the side to move
    /// (best first).
    pub fn moves(&self, board: &Board) -> Vec<(Square, BookValue)> {
        let mut moves: Vec<(Square, BookValue)> = Squares(board.legal_moves())
            .filter_map(|square| {
                let after = board.play(square)?;
                let value = self.get(&after)?;
                Some((
                    square,
                    BookValue {
                        score: value.score.saturating_neg(),
                        depth: value.depth,
                    },
                ))
            })
            .collect();
        moves.sort_by_key(|&(square, value)| (-i32::from(value.score), square.index()));
        moves
    }

    /// A book move for `board`: the best one, or with `loss` > 0 one drawn at random among
    /// those at most `loss` discs worse than the best. `None` when no move leads into the
    /// book.
    pub fn choose(
        &self,
        board: &Board,
        loss: i32,
        rng: &mut SeededRng,
    ) -> Option<(Square, BookValue)> {
        let moves = self.moves(board);
        let best = i32::from(moves.first()?.1.score);
        let near: Vec<_> = moves
            .into_iter()
            .filter(|&(_, value)| best - i32::from(value.score) <= loss.max(0))
            .collect();
        Some(near[rng.index(near.len())])
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = FORMAT.start();
        bytes.extend((self.positions.len() as u32).to_le_bytes());
        for &(player, opponent, value) in &self.positions {
            bytes.extend(player.to_le_bytes());
            bytes.extend(opponent.to_le_bytes());
            bytes.push(value.score as u8);
            bytes.push(value.depth);
        }
        Format::finish(bytes)
    }

    /// Reads a book file, checking its header, size, checksum and every position.
    pub fn from_bytes(bytes: &[u8]) -> Result<Book, BookError> {
        let count = |header: &[u8]| {
            u32::from_le_bytes(header[6..10].try_into().expect("four bytes")) as usize
        };
        let body = FORMAT.read(bytes, |header| {
            FORMAT
                .header
                .saturating_add(count(header).saturating_mul(ENTRY))
        })?;
        let count = count(body);
        let mut positions: Vec<(u64, u64, BookValue)> = Vec::with_capacity(count);
        for (index, entry) in body[FORMAT.header..].chunks_exact(ENTRY).enumerate() {
            let player = u64::from_le_bytes(entry[..8].try_into().expect("eight bytes"));
            let opponent = u64::from_le_bytes(entry[8..16].try_into().expect("eight bytes"));
            let value = BookValue {
                score: entry[16] as i8,
                depth: entry[17],
            };
            let problem = if player & opponent != 0 {
                Some("both sides on one square")
            } else if (player | opponent) & CENTRE != CENTRE {
                Some("an empty centre square")
            } else if !(-64..=64).contains(&value.score) {
                Some("a value beyond 64 discs")
            } else if canonical(player, opponent) != (player, opponent) {
                Some("not stored by its smallest symmetric image")
            } else if positions
                .last()
                .is_some_and(|&(p, o, _)| (p, o) >= (player, opponent))
            {
                Some("out of order or repeated")
            } else {
                None
            };
            if let Some(problem) = problem {
                return Err(BookError::Position { index, problem });
            }
            positions.push((player, opponent, value));
        }
        Ok(Book { positions })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A book value of `score` discs from a 10-ply search.
    pub(crate) fn value(score: i8) -> BookValue {
        BookValue { score, depth: 10 }
    }

    /// The position after `moves` from the start.
    pub(crate) fn after(moves: &[&str]) -> Board {
        moves
            .iter()
            .fold(Board::start(), |b, m| b.play(m.parse().unwrap()).unwrap())
    }

    #[test]
    fn symmetric_positions_share_an_entry_and_moves_come_best_first() {
        // The four first moves lead to one position up to symmetry.
        let book = Book::new([(after(&["f5"]), value(-1)), (after(&["d3"]), value(-1))]);
        assert_eq!(book.len(), 1);
        let moves = book.moves(&Board::start());
        assert_eq!(moves.len(), 4);
        assert!(moves.iter().all(|&(_, v)| v.score == 1));
        let book = Book::new([
            (after(&["f5", "d6"]), value(2)),
            (after(&["f5", "f6"]), value(-3)),
        ]);
        let replies = book.moves(&after(&["f5"]));
        assert_eq!(replies[0].0.to_string(), "f6");
        assert_eq!(replies[0].1.score, 3);
        let mut rng = SeededRng::new(1);
        let best = book.choose(&after(&["f5"]), 0, &mut rng).unwrap();
        assert_eq!(best.0.to_string(), "f6");
        let picks: std::collections::HashSet<String> = (0..40)
            .map(|_| {
                book.choose(&after(&["f5"]), 6, &mut rng)
                    .unwrap()
                    .0
                    .to_string()
            })
            .collect();
        assert!(picks.contains("d6") && picks.contains("f6"));
        assert!(
            book.choose(&after(&["f5", "d6", "c3"]), 6, &mut rng)
                .is_none()
        );
    }

    #[test]
    fn files_round_trip_and_damage_is_named() {
        let book = Book::new([
            (after(&["f5", "d6"]), value(2)),
            (after(&["f5", "f6"]), value(-3)),
        ]);
        let bytes = book.to_bytes();
        assert_eq!(Book::from_bytes(&bytes).unwrap(), book);
        assert_eq!(
            Book::from_bytes(&bytes[..9]).unwrap_err().to_string(),
            "book file too short: 9 bytes"
        );
        let mut magic = bytes.clone();
        magic[1] = b'X';
        assert_eq!(
            Book::from_bytes(&magic),
            Err(BookError::File(FileError::Magic { kind: "book" }))
        );
        let mut version = bytes.clone();
        version[4] = 7;
        assert!(matches!(
            Book::from_bytes(&version),
            Err(BookError::File(FileError::Version { found: 7, .. }))
        ));
        assert!(matches!(
            Book::from_bytes(&bytes[..bytes.len() - 1]),
            Err(BookError::File(FileError::Size { .. }))
        ));
        let mut damaged = bytes.clone();
        damaged[FORMAT.header + 3] ^= 4;
        assert!(matches!(
            Book::from_bytes(&damaged),
            Err(BookError::File(FileError::Checksum { .. }))
        ));
        // A position with an empty centre square, checksummed as if it were good.
        let mut illegal = Book::default();
        illegal.positions.push((1, 2, value(0)));
        assert_eq!(
            Book::from_bytes(&illegal.to_bytes())
                .unwrap_err()
                .to_string(),
            "book position 0: an empty centre square"
        );
        let mut swapped = book.clone();
        swapped.positions.reverse();
        assert_eq!(
            Book::from_bytes(&swapped.to_bytes())
                .unwrap_err()
                .to_string(),
            "book position 1: out of order or repeated"
        );
    }

    #[test]
    fn the_embedded_book_loads_and_covers_the_start() {
        let book = Book::embedded();
        assert!(!book.is_empty());
        assert!(!book.moves(&Board::start()).is_empty());
    }
}
