//! Gravity (cells fall down their column) and column compaction (empty columns close up
//! leftwards), both reporting every cell that moved so a UI can animate it.

use crate::grid::Grid;
use crate::pos::Pos;
use serde::{Deserialize, Serialize};

/// One cell travelling from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Where the cell was.
    pub from: Pos,
    /// Where it is now.
    pub to: Pos,
}

impl<T> Grid<T> {
    /// Lets every non-hole cell fall to the bottom of its column, keeping their order; the
    /// holes end up on top. Returns the moves of the cells that changed place, column by
    /// column from the left and bottom-up within a column.
    pub fn fall(&mut self, is_hole: impl Fn(&T) -> bool) -> Vec<Move> {
        let mut moves = Vec::new();
        self.fall_into(is_hole, &mut moves);
        moves
    }

    /// [`Grid::fall`] appending to a caller's buffer, for loops that must not allocate.
    pub fn fall_into(&mut self, is_hole: impl Fn(&T) -> bool, moves: &mut Vec<Move>) {
        let width = self.width();
        for col in 0..width {
            // Everything between a tile being examined and `dest` is a hole, so swapping
            // moves the tile down and the hole up.
            let mut dest = self.height();
            for row in (0..self.height()).rev() {
                if is_hole(&self.cells()[row * width + col]) {
                    continue;
                }
                dest -= 1;
                if dest != row {
                    self.cells_mut().swap(row * width + col, dest * width + col);
                    moves.push(Move {
                        from: Pos::new(row, col),
                        to: Pos::new(dest, col),
                    });
                }
            }
        }
    }

    /// Removes the columns made only of holes by shifting the columns to their right
    /// leftwards (the empty columns end up on the right). Returns the moves of the non-hole
    /// cells that changed place.
    pub fn compact_columns(&mut self, is_hole: impl Fn(&T) -> bool) -> Vec<Move> {
        let mut moves = Vec::new();
        self.compact_columns_into(is_hole, &mut moves);
        moves
    }

    /// [`Grid::compact_columns`] appending to a caller's buffer.
    pub fn compact_columns_into(&mut self, is_hole: impl Fn(&T) -> bool, moves: &mut Vec<Move>) {
        let width = self.width();
        let mut dest = 0;
        for col in 0..width {
            if self.column(col).all(&is_hole) {
                continue;
            }
            if dest != col {
                for row in 0..self.height() {
                    let (from, to) = (row * width + col, row * width + dest);
                    if !is_hole(&self.cells()[from]) {
                        moves.push(Move {
                            from: Pos::new(row, col),
                            to: Pos::new(row, dest),
                        });
                    }
                    self.cells_mut().swap(from, to);
                }
            }
            dest += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Grid<char> {
        text.parse().unwrap()
    }

    #[test]
    fn tiles_fall_in_order() {
        let mut g = board("a.\n.b\nc.\n..\n");
        let moves = g.fall(|&c| c == '.');
        assert_eq!(g, board("..\n..\na.\ncb\n"));
        assert_eq!(
            moves,
            vec![
                Move {
                    from: Pos::new(2, 0),
                    to: Pos::new(3, 0)
                },
                Move {
                    from: Pos::new(0, 0),
                    to: Pos::new(2, 0)
                },
                Move {
                    from: Pos::new(1, 1),
                    to: Pos::new(3, 1)
                },
            ]
        );
        assert!(g.fall(|&c| c == '.').is_empty());
    }

    #[test]
    fn empty_columns_close_leftwards() {
        let mut g = board(".a..b\n.c..d\n");
        let moves = g.compact_columns(|&c| c == '.');
        assert_eq!(g, board("ab...\ncd...\n"));
        assert_eq!(moves.len(), 4);
        assert!(moves.contains(&Move {
            from: Pos::new(1, 4),
            to: Pos::new(1, 1)
        }));
    }
}
