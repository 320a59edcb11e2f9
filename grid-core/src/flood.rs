//! Flood fill: 4-connected regions of equal cells, without recursion.

use crate::grid::Grid;
use crate::pos::{Dir, Pos};

/// Reusable scratch space for flood fills.
///
/// Keep one per board (or per thread) and call [`FloodFill::region`] as often as needed: once
/// it has grown to the board's size it does not allocate again, which matters in solver loops.
#[derive(Clone, Debug, Default)]
pub struct FloodFill {
    /// Generation stamp per cell; a cell is visited when it holds the current `stamp`.
    seen: Vec<u32>,
    stamp: u32,
    /// Breadth-first queue of flat indices; also the region found, in visiting order.
    queue: Vec<usize>,
    region: Vec<Pos>,
}

impl FloodFill {
    /// Empty scratch space; it grows to fit the first grid it is used on.
    pub fn new() -> Self {
        Self::default()
    }

    /// The 4-connected region of cells equal to the one at `start`, in breadth-first order
    /// from `start` (so `start` comes first). Empty when `start` is outside the grid.
    pub fn region<T: PartialEq>(&mut self, grid: &Grid<T>, start: Pos) -> &[Pos] {
        self.region.clear();
        if let Some(index) = grid.index_of(start) {
            self.next_stamp(grid);
            self.fill(grid, index);
            self.region
                .extend(self.queue.iter().map(|&i| grid.pos_of(i)));
        }
        &self.region
    }

    /// Every region of the grid, each in breadth-first order; regions are listed in the
    /// row-major order of their first cell, so together they cover every cell exactly once.
    pub fn regions<T: PartialEq>(&mut self, grid: &Grid<T>) -> Vec<Vec<Pos>> {
        self.next_stamp(grid);
        let mut regions = Vec::new();
        for index in 0..grid.cells().len() {
            if self.seen[index] != self.stamp {
                self.fill(grid, index);
                regions.push(self.queue.iter().map(|&i| grid.pos_of(i)).collect());
            }
        }
        regions
    }

    /// Starts a new generation so earlier marks count as unvisited, sizing the marks to `grid`.
    fn next_stamp<T>(&mut self, grid: &Grid<T>) {
        let cells = grid.cells().len();
        if self.seen.len() < cells {
            self.seen.resize(cells, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
    }

    /// Breadth-first fill from flat index `start` under the current stamp; leaves the region
    /// in `self.queue`.
    fn fill<T: PartialEq>(&mut self, grid: &Grid<T>, start: usize) {
        let cells = grid.cells();
        let value = &cells[start];
        self.queue.clear();
        self.queue.push(start);
        self.seen[start] = self.stamp;
        let mut head = 0;
        while head < self.queue.len() {
            let pos = grid.pos_of(self.queue[head]);
            head += 1;
            for dir in Dir::ORTHOGONAL {
                if let Some(next) = grid.step(pos, dir).and_then(|p| grid.index_of(p))
                    && self.seen[next] != self.stamp
                    && cells[next] == *value
                {
                    self.seen[next] = self.stamp;
                    self.queue.push(next);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn region_is_breadth_first_from_start() {
        let g: Grid<char> = "aab\nbab\nbbb\n".parse().unwrap();
        let mut ff = FloodFill::new();
        let r = ff.region(&g, Pos::new(0, 0)).to_vec();
        assert_eq!(r, vec![Pos::new(0, 0), Pos::new(0, 1), Pos::new(1, 1)]);
        assert_eq!(ff.region(&g, Pos::new(2, 2)).len(), 6);
        assert!(ff.region(&g, Pos::new(3, 0)).is_empty());
    }

    #[test]
    fn regions_partition_the_grid() {
        let g: Grid<char> = "aab\nbab\nbbb\n".parse().unwrap();
        let regions = FloodFill::new().regions(&g);
        assert_eq!(regions.len(), 2);
        assert_eq!(regions.iter().map(Vec::len).sum::<usize>(), 9);
        assert_eq!(
            regions[1],
            vec![
                Pos::new(0, 2),
                Pos::new(1, 2),
                Pos::new(2, 2),
                Pos::new(2, 1),
                Pos::new(2, 0),
                Pos::new(1, 0)
            ]
        );
    }

    #[test]
    fn stamps_survive_wrap_around() {
        let g: Grid<char> = "ab\nab\n".parse().unwrap();
        let mut ff = FloodFill {
            stamp: u32::MAX - 1,
            ..FloodFill::new()
        };
        for _ in 0..4 {
            assert_eq!(ff.region(&g, Pos::new(0, 0)).len(), 2);
        }
    }
}
