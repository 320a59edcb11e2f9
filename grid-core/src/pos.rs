//! Cell positions and the eight compass directions.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A cell position: `row` 0 is the top row, `col` 0 the left column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row index, counted from the top.
    pub row: usize,
    /// Column index, counted from the left.
    pub col: usize,
}

impl Pos {
    /// The position at `row`, `col`.
    pub const fn new(row: usize, col: usize) -> Self {
        Pos { row, col }
    }

    /// The neighbouring position one step in `dir`, or `None` when that would leave the
    /// non-negative quadrant. Whether it is on a particular grid is the grid's question
    /// ([`crate::Grid::step`]).
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (dr, dc) = dir.delta();
        Some(Pos {
            row: self.row.checked_add_signed(dr)?,
            col: self.col.checked_add_signed(dc)?,
        })
    }

    /// Whether `other` shares an edge with this position.
    pub fn is_orthogonal_neighbor(self, other: Pos) -> bool {
        self.row.abs_diff(other.row) + self.col.abs_diff(other.col) == 1
    }
}

/// Written as `row,col`, the form the command lines read and print.
impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

/// One of the eight king-move directions. Up is towards row 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Up and right.
    UpRight,
    /// Towards higher columns.
    Right,
    /// Down and right.
    DownRight,
    /// Towards higher rows.
    Down,
    /// Down and left.
    DownLeft,
    /// Towards column 0.
    Left,
    /// Up and left.
    UpLeft,
}

impl Dir {
    /// The four edge-sharing directions (rook moves), clockwise from up.
    pub const ORTHOGONAL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    /// All eight directions (king moves), clockwise from up.
    pub const ALL: [Dir; 8] = [
        Dir::Up,
        Dir::UpRight,
        Dir::Right,
        Dir::DownRight,
        Dir::Down,
        Dir::DownLeft,
        Dir::Left,
        Dir::UpLeft,
    ];

    /// The step as `(row delta, column delta)`.
    pub const fn delta(self) -> (isize, isize) {
        match self {
            Dir::Up => (-1, 0),
            Dir::UpRight => (-1, 1),
            Dir::Right => (0, 1),
            Dir::DownRight => (1, 1),
            Dir::Down => (1, 0),
            Dir::DownLeft => (1, -1),
            Dir::Left => (0, -1),
            Dir::UpLeft => (-1, -1),
        }
    }

    /// The direction pointing the other way.
    pub const fn opposite(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::UpRight => Dir::DownLeft,
            Dir::Right => Dir::Left,
            Dir::DownRight => Dir::UpLeft,
            Dir::Down => Dir::Up,
            Dir::DownLeft => Dir::UpRight,
            Dir::Left => Dir::Right,
            Dir::UpLeft => Dir::DownRight,
        }
    }

    /// Whether this is one of the four edge-sharing directions.
    pub const fn is_orthogonal(self) -> bool {
        matches!(self, Dir::Up | Dir::Right | Dir::Down | Dir::Left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn step_stops_at_zero() {
        assert_eq!(Pos::new(0, 3).step(Dir::Up), None);
        assert_eq!(Pos::new(2, 0).step(Dir::DownLeft), None);
        assert_eq!(Pos::new(2, 3).step(Dir::UpLeft), Some(Pos::new(1, 2)));
    }

    #[test]
    fn opposite_undoes_a_step() {
        let p = Pos::new(4, 4);
        for d in Dir::ALL {
            let q = p.step(d).unwrap();
            assert_eq!(q.step(d.opposite()), Some(p));
            assert_eq!(d.is_orthogonal(), p.is_orthogonal_neighbor(q));
        }
    }

    #[test]
    fn display_is_row_comma_col() {
        assert_eq!(Pos::new(3, 11).to_string(), "3,11");
    }
}
