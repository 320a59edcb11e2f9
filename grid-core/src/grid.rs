//! The rectangular grid: flat storage, bounds-checked access, rows, columns and neighbours.

use crate::pos::{Dir, Pos};
use serde::{Deserialize, Serialize};
use std::ops::{Index, IndexMut};

/// A `width` × `height` grid stored row by row in one `Vec`.
///
/// Access by [`Pos`] is bounds-checked through `Option`s ([`Grid::get`], [`Grid::set`]);
/// indexing with `grid[pos]` panics outside the grid and is meant for positions the caller
/// already knows are inside (for example ones produced by [`Grid::positions`]).
///
/// A deserialised grid is checked like [`Grid::from_vec`]: a save whose cell count does not
/// match its size is an error, not a grid that panics later.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Unchecked<T>")]
pub struct Grid<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

/// A grid as read from a save, before its size is checked.
#[derive(Deserialize)]
struct Unchecked<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

impl<T> TryFrom<Unchecked<T>> for Grid<T> {
    type Error = SizeError;

    fn try_from(raw: Unchecked<T>) -> Result<Self, SizeError> {
        Grid::from_vec(raw.width, raw.height, raw.cells)
    }
}

/// Why a grid could not be built from a vector of cells.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a {width}x{height} grid needs {} cells, got {got}", width * height)]
pub struct SizeError {
    /// Requested width.
    pub width: usize,
    /// Requested height.
    pub height: usize,
    /// Number of cells supplied.
    pub got: usize,
}

impl<T: Clone> Grid<T> {
    /// A grid with every cell set to `fill`.
    pub fn new(width: usize, height: usize, fill: T) -> Self {
        Grid {
            width,
            height,
            cells: vec![fill; width * height],
        }
    }
}

impl<T> Grid<T> {
    /// A grid whose cell at each position is `f(pos)`, filled row by row from the top left.
    pub fn from_fn(width: usize, height: usize, mut f: impl FnMut(Pos) -> T) -> Self {
        let cells = (0..height)
            .flat_map(|row| (0..width).map(move |col| Pos::new(row, col)))
            .map(&mut f)
            .collect();
        Grid {
            width,
            height,
            cells,
        }
    }

    /// A grid over `cells` given row by row; the length must be `width * height`.
    pub fn from_vec(width: usize, height: usize, cells: Vec<T>) -> Result<Self, SizeError> {
        if cells.len() != width * height {
            return Err(SizeError {
                width,
                height,
                got: cells.len(),
            });
        }
        Ok(Grid {
            width,
            height,
            cells,
        })
    }

    /// Number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether `pos` lies on the grid.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row < self.height && pos.col < self.width
    }

    /// The index of `pos` in the flat row-major storage, if it is on the grid.
    pub fn index_of(&self, pos: Pos) -> Option<usize> {
        self.contains(pos).then(|| pos.row * self.width + pos.col)
    }

    /// The position of flat index `index` (the inverse of [`Grid::index_of`]).
    pub fn pos_of(&self, index: usize) -> Pos {
        Pos::new(index / self.width, index % self.width)
    }

    /// The cell at `pos`, or `None` outside the grid.
    pub fn get(&self, pos: Pos) -> Option<&T> {
        self.index_of(pos).map(|i| &self.cells[i])
    }

    /// The cell at `pos` for changing in place, or `None` outside the grid.
    pub fn get_mut(&mut self, pos: Pos) -> Option<&mut T> {
        self.index_of(pos).map(|i| &mut self.cells[i])
    }

    /// Puts `value` at `pos` and returns the value it replaced, or `None` (leaving the grid
    /// unchanged) when `pos` is outside.
    pub fn set(&mut self, pos: Pos, value: T) -> Option<T> {
        self.get_mut(pos).map(|cell| std::mem::replace(cell, value))
    }

    /// Exchanges the cells at `a` and `b`; returns `false` (and changes nothing) if either is
    /// outside the grid.
    pub fn swap(&mut self, a: Pos, b: Pos) -> bool {
        match (self.index_of(a), self.index_of(b)) {
            (Some(i), Some(j)) => {
                self.cells.swap(i, j);
                true
            }
            _ => false,
        }
    }

    /// All cells in row-major order.
    pub fn cells(&self) -> &[T] {
        &self.cells
    }

    /// All cells in row-major order, mutable.
    pub fn cells_mut(&mut self) -> &mut [T] {
        &mut self.cells
    }

    /// Every position, row by row from the top left.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + use<T> {
        let width = self.width;
        (0..self.height).flat_map(move |row| (0..width).map(move |col| Pos::new(row, col)))
    }

    /// Every position with its cell, row by row from the top left.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> {
        self.positions().zip(self.cells.iter())
    }

    /// Row `row` as a slice, or `None` if there is no such row.
    pub fn row(&self, row: usize) -> Option<&[T]> {
        (row < self.height).then(|| &self.cells[row * self.width..(row + 1) * self.width])
    }

    /// The rows from top to bottom.
    pub fn rows(&self) -> impl Iterator<Item = &[T]> {
        self.cells.chunks(self.width.max(1)).take(self.height)
    }

    /// The cells of column `col` from top to bottom (empty if there is no such column).
    pub fn column(&self, col: usize) -> impl Iterator<Item = &T> {
        let rows = if col < self.width { self.height } else { 0 };
        self.cells
            .iter()
            .skip(col)
            .step_by(self.width.max(1))
            .take(rows)
    }

    /// The columns from left to right, each from top to bottom.
    pub fn columns(&self) -> impl Iterator<Item = impl Iterator<Item = &T>> {
        (0..self.width).map(move |col| self.column(col))
    }

    /// The neighbour of `pos` in `dir`, if it is on the grid.
    pub fn step(&self, pos: Pos, dir: Dir) -> Option<Pos> {
        pos.step(dir).filter(|&p| self.contains(p))
    }

    /// The up-to-four edge-sharing neighbours of `pos` that are on the grid.
    pub fn neighbors4(&self, pos: Pos) -> impl Iterator<Item = Pos> + '_ {
        Dir::ORTHOGONAL
            .into_iter()
            .filter_map(move |d| self.step(pos, d))
    }

    /// The up-to-eight neighbours of `pos` (edges and corners) that are on the grid.
    pub fn neighbors8(&self, pos: Pos) -> impl Iterator<Item = Pos> + '_ {
        Dir::ALL.into_iter().filter_map(move |d| self.step(pos, d))
    }

    /// The positions after `from` going in `dir`, up to the edge of the grid (`from` itself
    /// is not included).
    pub fn walk(&self, from: Pos, dir: Dir) -> Walk {
        Walk {
            next: self.step(from, dir),
            dir,
            width: self.width,
            height: self.height,
        }
    }

    /// The first position along the ray from `from` in `dir` (excluding `from`) whose cell
    /// satisfies `stop`, together with how many cells were passed before it; `None` if the
    /// edge comes first. A Reversi move flanks in `dir` when this stops on the mover's disc
    /// after passing at least one opponent disc.
    pub fn ray_until(
        &self,
        from: Pos,
        dir: Dir,
        mut stop: impl FnMut(&T) -> bool,
    ) -> Option<(Pos, usize)> {
        self.walk(from, dir)
            .enumerate()
            .find(|&(_, p)| stop(&self[p]))
            .map(|(n, p)| (p, n))
    }
}

impl<T: PartialEq> Grid<T> {
    /// How many cells directly after `from` in `dir` hold the same value as `from`
    /// (0 when `from` is outside the grid).
    pub fn run_length(&self, from: Pos, dir: Dir) -> usize {
        match self.get(from) {
            Some(value) => self
                .walk(from, dir)
                .take_while(|&p| self[p] == *value)
                .count(),
            None => 0,
        }
    }

    /// Length of the line of equal values through `pos` along the axis of `dir`:
    /// the cell itself plus the runs in `dir` and in the opposite direction.
    /// A match-3 line exists at `pos` when this is at least 3.
    pub fn line_length(&self, pos: Pos, dir: Dir) -> usize {
        if !self.contains(pos) {
            return 0;
        }
        1 + self.run_length(pos, dir) + self.run_length(pos, dir.opposite())
    }
}

impl<T> Index<Pos> for Grid<T> {
    type Output = T;

    fn index(&self, pos: Pos) -> &T {
        assert!(
            self.contains(pos),
            "{pos} is outside the {}x{} grid",
            self.width,
            self.height
        );
        &self.cells[pos.row * self.width + pos.col]
    }
}

impl<T> IndexMut<Pos> for Grid<T> {
    fn index_mut(&mut self, pos: Pos) -> &mut T {
        assert!(
            self.contains(pos),
            "{pos} is outside the {}x{} grid",
            self.width,
            self.height
        );
        &mut self.cells[pos.row * self.width + pos.col]
    }
}

/// Iterator over the positions along one direction, see [`Grid::walk`].
#[derive(Clone, Debug)]
pub struct Walk {
    next: Option<Pos>,
    dir: Dir,
    width: usize,
    height: usize,
}

impl Iterator for Walk {
    type Item = Pos;

    fn next(&mut self) -> Option<Pos> {
        let current = self.next?;
        self.next = current
            .step(self.dir)
            .filter(|p| p.row < self.height && p.col < self.width);
        Some(current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Grid<u8> {
        // 0 1 2
        // 3 4 5
        Grid::from_vec(3, 2, vec![0, 1, 2, 3, 4, 5]).unwrap()
    }

    #[test]
    fn access_is_bounds_checked() {
        let mut g = sample();
        assert_eq!(g.get(Pos::new(1, 2)), Some(&5));
        assert_eq!(g.get(Pos::new(2, 0)), None);
        assert_eq!(g.get(Pos::new(0, 3)), None);
        assert_eq!(g.set(Pos::new(0, 0), 9), Some(0));
        assert_eq!(g.set(Pos::new(5, 5), 9), None);
        assert_eq!(g[Pos::new(0, 0)], 9);
        assert!(g.swap(Pos::new(0, 0), Pos::new(1, 1)));
        assert!(!g.swap(Pos::new(0, 0), Pos::new(7, 1)));
        assert_eq!(g.cells(), &[4, 1, 2, 3, 9, 5]);
    }

    #[test]
    fn deserialising_checks_size() {
        let good: Grid<u8> =
            serde_json::from_str(r#"{"width":2,"height":1,"cells":[1,2]}"#).unwrap();
        assert_eq!(good, Grid::from_vec(2, 1, vec![1, 2]).unwrap());
        let bad = serde_json::from_str::<Grid<u8>>(r#"{"width":2,"height":2,"cells":[1,2]}"#);
        assert!(
            bad.unwrap_err()
                .to_string()
                .contains("needs 4 cells, got 2")
        );
    }

    #[test]
    fn from_vec_checks_size() {
        let err = Grid::from_vec(3, 3, vec![0u8; 8]).unwrap_err();
        assert_eq!(err.to_string(), "a 3x3 grid needs 9 cells, got 8");
    }

    #[test]
    fn rows_and_columns() {
        let g = sample();
        let rows: Vec<&[u8]> = g.rows().collect();
        assert_eq!(rows, vec![&[0, 1, 2][..], &[3, 4, 5][..]]);
        assert_eq!(g.row(1), Some(&[3, 4, 5][..]));
        assert_eq!(g.row(2), None);
        assert_eq!(g.column(1).copied().collect::<Vec<_>>(), vec![1, 4]);
        assert_eq!(g.column(3).count(), 0);
        let cols: Vec<Vec<u8>> = g.columns().map(|c| c.copied().collect()).collect();
        assert_eq!(cols, vec![vec![0, 3], vec![1, 4], vec![2, 5]]);
        assert_eq!(g.pos_of(4), Pos::new(1, 1));
        assert_eq!(g.index_of(Pos::new(1, 1)), Some(4));
    }

    #[test]
    fn neighbours_stay_on_the_grid() {
        let g = sample();
        let n4: Vec<Pos> = g.neighbors4(Pos::new(0, 0)).collect();
        assert_eq!(n4, vec![Pos::new(0, 1), Pos::new(1, 0)]);
        assert_eq!(g.neighbors8(Pos::new(0, 1)).count(), 5);
        assert_eq!(g.neighbors8(Pos::new(1, 1)).count(), 5);
    }

    #[test]
    fn walks_run_to_the_edge() {
        let g = Grid::new(5, 4, 0u8);
        let w: Vec<Pos> = g.walk(Pos::new(1, 1), Dir::DownRight).collect();
        assert_eq!(w, vec![Pos::new(2, 2), Pos::new(3, 3)]);
        assert_eq!(g.walk(Pos::new(0, 4), Dir::Right).count(), 0);
        assert_eq!(g.walk(Pos::new(0, 4), Dir::Left).count(), 4);
    }

    #[test]
    fn runs_and_lines() {
        let g = Grid::from_vec(5, 1, vec![1u8, 1, 1, 2, 1]).unwrap();
        assert_eq!(g.run_length(Pos::new(0, 0), Dir::Right), 2);
        assert_eq!(g.run_length(Pos::new(0, 2), Dir::Right), 0);
        assert_eq!(g.line_length(Pos::new(0, 1), Dir::Left), 3);
        assert_eq!(g.line_length(Pos::new(0, 4), Dir::Right), 1);
        assert_eq!(g.line_length(Pos::new(0, 9), Dir::Right), 0);
    }

    #[test]
    fn ray_until_reports_what_it_passed() {
        // A Reversi-like row: mover 1 at col 0, opponents 2 at cols 1-2, mover at col 3.
        let g = Grid::from_vec(5, 1, vec![1u8, 2, 2, 1, 0]).unwrap();
        let hit = g.ray_until(Pos::new(0, 0), Dir::Right, |&c| c != 2);
        assert_eq!(hit, Some((Pos::new(0, 3), 2)));
        assert_eq!(g.ray_until(Pos::new(0, 3), Dir::Right, |&c| c == 9), None);
        assert_eq!(
            g.ray_until(Pos::new(0, 3), Dir::Left, |&c| c == 1),
            Some((Pos::new(0, 0), 2))
        );
    }
}
