//! Finding possible moves (a swap of two pieces of different kinds after which a line runs
//! through one of them): the pattern method, which looks for a pair (or a split pair) and one
//! more piece of its kind a swap away (fast, used for hints and for the end-of-turn check),
//! and brute force over every adjacent swap (the reference).

use crate::cell::Cell;
use crate::lines::line_through;
use crate::swar::{Lanes, pack_row, zero_bytes};
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

/// A pattern cell and the cell it is swapped into, as `(along, across)` offsets.
type Probe = ((isize, isize), (isize, isize));

/// The pattern cells relative to the first piece of a pair, as `(along, across)` offsets:
/// where one more piece of the pair's kind would complete a line (a neighbour of the cell
/// just beyond either end of the pair: further along, or to either side), and that cell,
/// which it is swapped into.
const PAIR_THIRDS: [Probe; 6] = [
    ((-2, 0), (-1, 0)),
    ((-1, -1), (-1, 0)),
    ((-1, 1), (-1, 0)),
    ((3, 0), (2, 0)),
    ((2, -1), (2, 0)),
    ((2, 1), (2, 0)),
];

/// The same for a split pair (pieces at 0 and 2 along): a piece beside the gap.
const SPLIT_THIRDS: [Probe; 2] = [((1, -1), (1, 0)), ((1, 1), (1, 0))];

/// Cells of padding around the board copy [`scan_patterns`] works on: patterns reach two
/// cells back, three ahead and one to each side, so every probe lands inside the copy.
const PAD: usize = 3;

/// Padded copies up to this many cells live on the stack (a 12×12 board needs 324).
const STACK_CELLS: usize = (12 + 2 * PAD) * (12 + 2 * PAD);

/// Runs the pattern method over the pairs whose first piece lies in `rows` (a pair plus
/// one of six cells around it; a split pair plus one of two cells; horizontal before
/// vertical for each cell), calling `found` for every hit (a swap may be reported more
/// than once); stops early when `found` returns `true`. Returns whether it stopped.
///
/// It works on a copy of the rows it can reach, framed by empty cells, so the probes need
/// no bounds checks: an empty cell never matches a piece.
fn scan_patterns(
    cells: &Grid<Cell>,
    rows: std::ops::Range<usize>,
    mut found: impl FnMut(Swap) -> bool,
) -> bool {
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
    let reach = rows.start.saturating_sub(2)..(rows.end + 3).min(h);
    for r in reach {
        let start = (r + PAD) * stride + PAD;
        let row = &cells.cells()[r * w..(r + 1) * w];
        for (slot, cell) in padded[start..start + w].iter_mut().zip(row) {
            *slot = cell.raw();
        }
    }
    let padded = &*padded;
    let pos_of = |i: usize| Pos::new(i / stride - PAD, i % stride - PAD);
    // (along, across) steps: horizontal pairs run along a row, vertical ones down a column.
    let orientations = [(1, stride as isize), (stride as isize, 1)];
    for r in rows {
        for c in 0..w {
            let i = (r + PAD) * stride + c + PAD;
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

/// Tallest board the SWAR row filter packs (it keeps the rows on the stack).
const FILTER_MAX_ROWS: usize = 16;

/// The first row holding the first piece of some pattern hit: the pattern method for a
/// whole row at once (SWAR, one byte per cell), without branches on the cells.
/// [`scan_patterns`] over that row finds at least one move; the rows before it are skipped
/// without the scalar scan's mispredicted branches.
fn first_row_with_move<L: Lanes>(cells: &Grid<Cell>) -> Option<usize> {
    let h = cells.height();
    let mut packed = [L::ZERO; FILTER_MAX_ROWS];
    for (slot, row) in packed.iter_mut().zip(cells.rows()) {
        *slot = pack_row(row);
    }
    let row = |r: isize| -> L {
        if (0..h as isize).contains(&r) {
            packed[r as usize]
        } else {
            L::ZERO
        }
    };
    for r in 0..h as isize {
        let x = row(r);
        let filled = !zero_bytes(x) & L::HIGH;
        // Byte c of `probe` is the cell (r + dr, c + dc), empty outside the board.
        let probe = |(dr, dc): (isize, isize)| -> L {
            let v = row(r + dr);
            if dc >= 0 {
                v >> (8 * dc as u32)
            } else {
                v << (8 * (-dc) as u32)
            }
        };
        let same = |d: (isize, isize)| zero_bytes(x ^ probe(d)) & filled;
        let target_ok = |d: (isize, isize)| {
            let v = probe(d);
            !zero_bytes(x ^ v) & !zero_bytes(v) & L::HIGH
        };
        let mut hits = L::ZERO;
        for vertical in [false, true] {
            let d = |(along, across): (isize, isize)| {
                if vertical {
                    (along, across)
                } else {
                    (across, along)
                }
            };
            let any = |thirds: &[Probe]| {
                thirds
                    .iter()
                    .fold(L::ZERO, |acc, &(third, _)| acc | same(d(third)))
            };
            let before = any(&PAIR_THIRDS[..3]) & target_ok(d(PAIR_THIRDS[0].1));
            let after = any(&PAIR_THIRDS[3..]) & target_ok(d(PAIR_THIRDS[3].1));
            let split = any(&SPLIT_THIRDS) & target_ok(d(SPLIT_THIRDS[0].1));
            hits = hits | (same(d((1, 0))) & (before | after)) | (same(d((2, 0))) & split);
        }
        if hits != L::ZERO {
            return Some(r as usize);
        }
    }
    None
}

/// What the SWAR filter says about a board.
enum Filter {
    /// The board is too big for it: scan every row.
    TooBig,
    /// No move anywhere.
    NoMove,
    /// The first row whose scan finds a move.
    Row(usize),
}

/// Runs the SWAR filter with the narrowest word that holds a row.
fn filter(cells: &Grid<Cell>) -> Filter {
    let (w, h) = (cells.width(), cells.height());
    let row = if h > FILTER_MAX_ROWS {
        return Filter::TooBig;
    } else if w <= u64::BYTES {
        first_row_with_move::<u64>(cells)
    } else if w <= u128::BYTES {
        first_row_with_move::<u128>(cells)
    } else {
        return Filter::TooBig;
    };
    row.map_or(Filter::NoMove, Filter::Row)
}

/// Every possible move by the pattern method, sorted and without repeats, into `out`
/// (cleared first) so a caller can reuse the buffer.
pub fn pattern_moves_into(cells: &Grid<Cell>, out: &mut Vec<Swap>) {
    out.clear();
    scan_patterns(cells, 0..cells.height(), |swap| {
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

/// The first move the pattern method meets (pairs in row-major order of their first piece,
/// horizontal before vertical), for a hint.
pub fn first_move(cells: &Grid<Cell>) -> Option<Swap> {
    let rows = match filter(cells) {
        Filter::TooBig => 0..cells.height(),
        Filter::NoMove => return None,
        Filter::Row(r) => r..r + 1,
    };
    let mut first = None;
    scan_patterns(cells, rows, |swap| {
        first = Some(swap);
        true
    });
    first
}

/// [`first_move`] by the scalar scan alone, without the SWAR row filter: the reference the
/// filter is tested against.
pub fn first_move_scalar(cells: &Grid<Cell>) -> Option<Swap> {
    let mut first = None;
    scan_patterns(cells, 0..cells.height(), |swap| {
        first = Some(swap);
        true
    });
    first
}

/// Whether any move exists (the SWAR filter alone on boards it fits).
pub fn has_move(cells: &Grid<Cell>) -> bool {
    match filter(cells) {
        Filter::TooBig => scan_patterns(cells, 0..cells.height(), |_| true),
        Filter::NoMove => false,
        Filter::Row(_) => true,
    }
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
