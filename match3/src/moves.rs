//! Finding possible moves (a swap of two pieces of different kinds after which a line runs
//! through one of them): the pattern method of seeds 000 and 004 (fast, used for hints and
//! for the end-of-turn check) and brute force over every adjacent swap (the reference).

use crate::cell::Cell;
use crate::lines::line_through;
use grid_core::{Grid, Pos};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An exchange of two orthogonally adjacent cells, stored with `a` before `b` in row-major
/// order so that the same swap always compares equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Swap {
    /// The first cell in row-major order.
    pub a: Pos,
    /// The second cell.
    pub b: Pos,
}

impl Swap {
    /// The swap of `x` and `y` in either order.
    pub fn new(x: Pos, y: Pos) -> Self {
        Swap {
            a: x.min(y),
            b: x.max(y),
        }
    }
}

/// Written `r,c:r,c`, the command line's form.
impl fmt::Display for Swap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.a, self.b)
    }
}

/// Cells of padding around the board copy the pattern scan works on: patterns reach two
/// cells back, three ahead and one to each side, so every probe lands inside the copy.
const PAD: usize = 3;

/// Padded copies up to this many cells live on the stack (a 12×12 board needs 324).
const STACK_CELLS: usize = (12 + 2 * PAD) * (12 + 2 * PAD);

/// The pattern cells relative to the first piece of a pair, as `(along, across)` offsets
/// in the style of seed 000's `matchPattern`: the one more piece of the pair's kind that
/// completes a line, and the cell it is swapped into.
const PAIR_THIRDS: [((isize, isize), (isize, isize)); 6] = [
    ((-2, 0), (-1, 0)),
    ((-1, -1), (-1, 0)),
    ((-1, 1), (-1, 0)),
    ((3, 0), (2, 0)),
    ((2, -1), (2, 0)),
    ((2, 1), (2, 0)),
];

/// The same for a split pair (pieces at 0 and 2 along): a piece beside the gap.
const SPLIT_THIRDS: [((isize, isize), (isize, isize)); 2] = [((1, -1), (1, 0)), ((1, 1), (1, 0))];

/// Runs the pattern method (a pair plus one of six cells around it; a split pair plus one
/// of two cells; both orientations), calling `found` for every hit (a swap may be reported
/// more than once); stops early when `found` returns `true`. Returns whether it stopped.
///
/// It works on a copy of the kinds framed by empty cells, so the probes need no bounds
/// checks: an empty cell never matches a piece.
fn scan_patterns(cells: &Grid<Cell>, mut found: impl FnMut(Swap) -> bool) -> bool {
    let (w, h) = (cells.width(), cells.height());
    let stride = w + 2 * PAD;
    let size = stride * (h + 2 * PAD);
    let mut stack = [0u8; STACK_CELLS];
    let mut heap = Vec::new();
    let padded: &mut [u8] = if size <= STACK_CELLS {
        &mut stack[..size]
    } else {
        heap.resize(size, 0);
        &mut heap
    };
    for (r, row) in cells.rows().enumerate() {
        let start = (r + PAD) * stride + PAD;
        for (slot, cell) in padded[start..start + w].iter_mut().zip(row) {
            *slot = cell.raw();
        }
    }
    let padded = &*padded;
    let pos_of = |i: usize| Pos::new(i / stride - PAD, i % stride - PAD);
    let stride = stride as isize;
    // (along, across) steps: horizontal pairs run along a row, vertical ones down a column.
    let orientations = [(1, stride), (stride, 1)];
    for r in 0..h {
        for c in 0..w {
            let i = (r + PAD) * stride as usize + c + PAD;
            let kind = padded[i];
            if kind == 0 {
                continue;
            }
            for (along, across) in orientations {
                let at = |(a, x): (isize, isize)| (i as isize + a * along + x * across) as usize;
                for (partner, thirds) in [(1, &PAIR_THIRDS[..]), (2, &SPLIT_THIRDS[..])] {
                    if padded[at((partner, 0))] != kind {
                        continue;
                    }
                    for &(third, target) in thirds {
                        let (t, g) = (at(third), at(target));
                        let into = padded[g];
                        if padded[t] == kind
                            && into != kind
                            && into != 0
                            && found(Swap::new(pos_of(t), pos_of(g)))
                        {
                            return true;
                        }
                    }
                }
            }
        }
    }
    false
}

/// Every possible move by the pattern method, sorted and without repeats, into `out`
/// (cleared first) so a caller can reuse the buffer.
pub fn pattern_moves_into(cells: &Grid<Cell>, out: &mut Vec<Swap>) {
    out.clear();
    scan_patterns(cells, |swap| {
        out.push(swap);
        false
    });
    out.sort_unstable();
    out.dedup();
}

/// Every possible move by the pattern method, sorted.
pub fn pattern_moves(cells: &Grid<Cell>) -> Vec<Swap> {
    let mut out = Vec::new();
    pattern_moves_into(cells, &mut out);
    out
}

/// The first move the pattern method meets (scanning rows from the top), for a hint.
pub fn first_move(cells: &Grid<Cell>) -> Option<Swap> {
    let mut first = None;
    scan_patterns(cells, |swap| {
        first = Some(swap);
        true
    });
    first
}

/// Whether any move exists (the pattern method, stopping at the first hit).
pub fn has_move(cells: &Grid<Cell>) -> bool {
    scan_patterns(cells, |_| true)
}

/// Whether swapping `a` and `b` leaves a line through one of them.
pub fn swap_makes_line(cells: &mut Grid<Cell>, a: Pos, b: Pos) -> bool {
    if !cells.swap(a, b) {
        return false;
    }
    let made = line_through(cells, a) || line_through(cells, b);
    cells.swap(a, b);
    made
}

/// Every possible move by trying each adjacent swap of two pieces of different kinds (a swap
/// of equal pieces or with an empty cell changes nothing playable): the reference the
/// pattern method is checked against.
pub fn brute_force_moves(cells: &Grid<Cell>) -> Vec<Swap> {
    let mut work = cells.clone();
    let mut out = Vec::new();
    for pos in cells.positions() {
        for next in [
            Pos::new(pos.row, pos.col + 1),
            Pos::new(pos.row + 1, pos.col),
        ] {
            let differ = cells.get(next).is_some_and(|&other| {
                other != cells[pos] && !other.is_empty() && !cells[pos].is_empty()
            });
            if differ && swap_makes_line(&mut work, pos, next) {
                out.push(Swap::new(pos, next));
            }
        }
    }
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid<Cell> {
        text.parse().unwrap()
    }

    #[test]
    fn finds_the_seed_patterns() {
        // Pair 1-1 at (1,1),(1,2); the 1 at (0,3) completes it by dropping into (1,3).
        let g = grid("2341\n2113\n3452\n");
        let moves = pattern_moves(&g);
        assert_eq!(moves, vec![Swap::new(Pos::new(0, 3), Pos::new(1, 3))]);
        assert_eq!(moves, brute_force_moves(&g));
        // Split pair in a column: 5 . 5 with a 5 beside the gap.
        let g = grid("512\n354\n523\n");
        assert_eq!(
            pattern_moves(&g),
            vec![Swap::new(Pos::new(1, 0), Pos::new(1, 1))]
        );
        assert_eq!(
            first_move(&g),
            Some(Swap::new(Pos::new(1, 0), Pos::new(1, 1)))
        );
    }

    #[test]
    fn dead_board_has_no_move() {
        let g = grid("1234\n3412\n1234\n3412\n");
        assert!(!has_move(&g));
        assert_eq!(first_move(&g), None);
        assert!(brute_force_moves(&g).is_empty());
    }

    #[test]
    fn swap_displays_as_on_the_command_line() {
        let s = Swap::new(Pos::new(3, 2), Pos::new(2, 2));
        assert_eq!(s.to_string(), "2,2:3,2");
    }
}
