//! The plain reference rules: a `Grid<Cell>` and grid-core ray walks, written for clarity.
//! The bitboard engine is checked against this in the tests.

use crate::board::{Board, Color};
use crate::square::Square;
use grid_core::{Dir, Grid, Pos};

/// One square of the reference board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// No disc.
    Empty,
    /// A disc of this colour.
    Disc(Color),
}

/// The board as a grid, row 0 at the top.
pub fn to_grid(board: &Board) -> Grid<Cell> {
    Grid::from_fn(8, 8, |pos| {
        let square = Square::at(pos.row, pos.col).expect("8x8 grid positions are squares");
        board.at(square).map_or(Cell::Empty, Cell::Disc)
    })
}

/// The discs `mover` flips by playing `pos`, walking each of the eight rays: a run of
/// opponent discs closed by one of the mover's.
pub fn flips(grid: &Grid<Cell>, pos: Pos, mover: Color) -> Vec<Pos> {
    if grid.get(pos) != Some(&Cell::Empty) {
        return Vec::new();
    }
    let mut flipped = Vec::new();
    for dir in Dir::ALL {
        let end = grid.ray_until(pos, dir, |&cell| cell != Cell::Disc(mover.opponent()));
        if let Some((stop, passed)) = end
            && passed > 0
            && grid[stop] == Cell::Disc(mover)
        {
            flipped.extend(grid.walk(pos, dir).take(passed));
        }
    }
    flipped
}

/// The legal moves of `mover`, in row-major order.
pub fn legal_moves(grid: &Grid<Cell>, mover: Color) -> Vec<Pos> {
    grid.positions()
        .filter(|&pos| !flips(grid, pos, mover).is_empty())
        .collect()
}

/// The grid after `mover` plays `pos` (unchanged when the move is illegal).
pub fn play(grid: &Grid<Cell>, pos: Pos, mover: Color) -> Grid<Cell> {
    let mut next = grid.clone();
    let flipped = flips(grid, pos, mover);
    if !flipped.is_empty() {
        next[pos] = Cell::Disc(mover);
        for p in flipped {
            next[p] = Cell::Disc(mover);
        }
    }
    next
}
