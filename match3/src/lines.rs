//! Line detection: maximal horizontal and vertical runs of three or more pieces of one kind,
//! found with grid-core's direction walks, and the grouping of lines that share pieces.

use crate::cell::Cell;
use crate::swar::{Lanes, byte_bits, pack_row, zero_bytes};
use grid_core::{Dir, Grid, Pos};
use serde::{Deserialize, Serialize};

/// The direction a line runs in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Axis {
    /// Along a row, left to right.
    Horizontal,
    /// Along a column, top to bottom.
    Vertical,
}

impl Axis {
    /// The step from one cell of a line to the next.
    pub fn dir(self) -> Dir {
        match self {
            Axis::Horizontal => Dir::Right,
            Axis::Vertical => Dir::Down,
        }
    }
}

/// A line: a maximal run of at least three equal pieces, from its top or left end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Run {
    /// Top or left end.
    pub start: Pos,
    /// Number of pieces (3 or more).
    pub len: usize,
    /// Direction from `start`.
    pub axis: Axis,
}

impl Run {
    /// The line's cells from `start` on.
    pub fn cells(self) -> impl Iterator<Item = Pos> {
        (0..self.len).map(move |i| match self.axis {
            Axis::Horizontal => Pos::new(self.start.row, self.start.col + i),
            Axis::Vertical => Pos::new(self.start.row + i, self.start.col),
        })
    }

    /// The `i`-th cell from `start`.
    pub fn cell(self, i: usize) -> Pos {
        match self.axis {
            Axis::Horizontal => Pos::new(self.start.row, self.start.col + i),
            Axis::Vertical => Pos::new(self.start.row + i, self.start.col),
        }
    }

    /// Whether `pos` is one of the line's cells.
    pub fn contains(self, pos: Pos) -> bool {
        match self.axis {
            Axis::Horizontal => {
                pos.row == self.start.row
                    && pos.col >= self.start.col
                    && pos.col < self.start.col + self.len
            }
            Axis::Vertical => {
                pos.col == self.start.col
                    && pos.row >= self.start.row
                    && pos.row < self.start.row + self.len
            }
        }
    }
}

/// Appends every line of `cells` to `out`: rows top to bottom (each left to right), then
/// columns left to right (each top to bottom). Empty cells never form lines.
pub fn find_runs_into(cells: &Grid<Cell>, out: &mut Vec<Run>) {
    for axis in [Axis::Horizontal, Axis::Vertical] {
        let (outer, inner) = match axis {
            Axis::Horizontal => (cells.height(), cells.width()),
            Axis::Vertical => (cells.width(), cells.height()),
        };
        for a in 0..outer {
            let mut b = 0;
            while b < inner {
                let start = match axis {
                    Axis::Horizontal => Pos::new(a, b),
                    Axis::Vertical => Pos::new(b, a),
                };
                let len = 1 + cells.run_length(start, axis.dir());
                if len >= 3 && !cells[start].is_empty() {
                    out.push(Run { start, len, axis });
                }
                b += len;
            }
        }
    }
}

/// Widest and tallest board [`scan_runs_into`] handles: a row fits one `u128`, a column
/// one `u32` mask.
const SCAN_MAX_SIDE: usize = 16;

/// [`find_runs_into`] without grid-core's walks and without data-dependent branches: the
/// turn engine's hot path, checked against the walking version by a property test.
///
/// Random boards make run ends unpredictable, so a plain scan spends most of its time on
/// mispredicted branches. This one compares whole rows at once, one byte per cell (SWAR):
/// a byte's high bit marks a cell that starts three equal pieces, to the right or
/// downwards. Runs are then read off the few marks: a block of k consecutive starts is a
/// run of k + 2.
pub fn scan_runs_into(cells: &Grid<Cell>, out: &mut Vec<Run>) {
    let (w, h) = (cells.width(), cells.height());
    if h > SCAN_MAX_SIDE || w > SCAN_MAX_SIDE {
        find_runs_into(cells, out);
    } else if w <= u64::BYTES {
        scan_lanes::<u64>(cells, out);
    } else {
        scan_lanes::<u128>(cells, out);
    }
}

/// [`scan_runs_into`] with rows packed into `L`.
fn scan_lanes<L: Lanes>(cells: &Grid<Cell>, out: &mut Vec<Run>) {
    let (w, h) = (cells.width(), cells.height());
    let mut rows = [L::ZERO; SCAN_MAX_SIDE];
    for (packed, row) in rows.iter_mut().zip(cells.rows()) {
        *packed = pack_row(row);
    }
    let rows = &rows[..h];
    let mut column_starts = [0u32; SCAN_MAX_SIDE];
    for (r, &x) in rows.iter().enumerate() {
        let filled = !zero_bytes(x) & L::HIGH;
        let same_right = zero_bytes(x ^ (x >> 8));
        push_runs(
            byte_bits(same_right & (same_right >> 8) & filled),
            |s, len| Run {
                start: Pos::new(r, s),
                len,
                axis: Axis::Horizontal,
            },
            out,
        );
        if r + 2 < h {
            let down = zero_bytes(x ^ rows[r + 1]) & zero_bytes(rows[r + 1] ^ rows[r + 2]);
            let mut starts = byte_bits(down & filled);
            while starts != 0 {
                let c = starts.trailing_zeros() as usize;
                column_starts[c] |= 1 << r;
                starts &= starts - 1;
            }
        }
    }
    for (c, &starts) in column_starts.iter().enumerate().take(w) {
        push_runs(
            starts,
            |s, len| Run {
                start: Pos::new(s, c),
                len,
                axis: Axis::Vertical,
            },
            out,
        );
    }
}

/// Turns a mask of triple starts into runs, lowest bit first.
fn push_runs(mut starts: u32, run: impl Fn(usize, usize) -> Run, out: &mut Vec<Run>) {
    while starts != 0 {
        let s = starts.trailing_zeros();
        let block = (!(starts >> s)).trailing_zeros();
        out.push(run(s as usize, block as usize + 2));
        starts &= !(((1u32 << block) - 1) << s);
    }
}

/// Every line of `cells`, in the order of [`find_runs_into`].
pub fn find_runs(cells: &Grid<Cell>) -> Vec<Run> {
    let mut out = Vec::new();
    find_runs_into(cells, &mut out);
    out
}

/// Whether a line passes through `pos`.
pub fn line_through(cells: &Grid<Cell>, pos: Pos) -> bool {
    cells.get(pos).is_some_and(|c| !c.is_empty())
        && (cells.line_length(pos, Dir::Right) >= 3 || cells.line_length(pos, Dir::Down) >= 3)
}

/// [`line_through`] on the flat bytes, for the swap check of every turn; checked against
/// the walking version by a property test.
pub fn line_through_fast(cells: &Grid<Cell>, pos: Pos) -> bool {
    let Some(i) = cells.index_of(pos) else {
        return false;
    };
    let raw = cells.cells();
    let kind = raw[i];
    if kind.is_empty() {
        return false;
    }
    let (w, h) = (cells.width(), cells.height());
    // Equal neighbours on each side, up to two, along a row (step 1) or a column (step w).
    let count = |room_back: usize, room_ahead: usize, step: usize| {
        let back = (1..=room_back.min(2))
            .take_while(|&d| raw[i - d * step] == kind)
            .count();
        let ahead = (1..=room_ahead.min(2))
            .take_while(|&d| raw[i + d * step] == kind)
            .count();
        back + ahead >= 2
    };
    count(pos.col, w - 1 - pos.col, 1) || count(pos.row, h - 1 - pos.row, w)
}

/// Whether the board has any line.
pub fn has_line(cells: &Grid<Cell>) -> bool {
    let (w, h) = (cells.width(), cells.height());
    let raw = cells.cells();
    let same3 = |i: usize, step: usize| {
        let k = raw[i];
        !k.is_empty() && raw[i + step] == k && raw[i + 2 * step] == k
    };
    (0..h).any(|r| (0..w.saturating_sub(2)).any(|c| same3(r * w + c, 1)))
        || (0..h.saturating_sub(2)).any(|r| (0..w).any(|c| same3(r * w + c, w)))
}

/// Assigns each run a group number so that runs sharing a cell (L, T, + shapes) share a
/// group. Groups are numbered 0, 1, … in the order of their first run.
///
/// `owner` is scratch space (one slot per board cell) kept by the caller so repeated calls
/// do not allocate.
pub fn group_runs(width: usize, runs: &[Run], owner: &mut Vec<u16>, groups: &mut Vec<usize>) {
    groups.clear();
    groups.extend(0..runs.len());
    // Union-find over the runs: `groups[i]` points towards its root until flattened below.
    fn root(groups: &mut [usize], mut i: usize) -> usize {
        while groups[i] != i {
            groups[i] = groups[groups[i]];
            i = groups[i];
        }
        i
    }
    let needed = runs
        .iter()
        .map(|r| {
            let end = r.cell(r.len - 1);
            end.row * width + end.col + 1
        })
        .max()
        .unwrap_or(0);
    if owner.len() < needed {
        owner.resize(needed, 0);
    }
    for run in runs {
        for p in run.cells() {
            owner[p.row * width + p.col] = 0;
        }
    }
    for (i, run) in runs.iter().enumerate() {
        for p in run.cells() {
            let slot = &mut owner[p.row * width + p.col];
            if *slot == 0 {
                *slot = i as u16 + 1;
            } else {
                let (x, y) = (root(groups, i), root(groups, usize::from(*slot) - 1));
                let (lo, hi) = (x.min(y), x.max(y));
                groups[hi] = lo;
            }
        }
    }
    // Roots are always the lowest index of their group, so one pass in order can replace
    // each root by the next group number and each other run by its root's number.
    for i in 0..runs.len() {
        groups[i] = root(groups, i);
    }
    let mut next = 0;
    for i in 0..runs.len() {
        let r = groups[i];
        if r == i {
            groups[i] = next;
            next += 1;
        } else {
            groups[i] = groups[r];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(text: &str) -> Grid<Cell> {
        text.parse().unwrap()
    }

    #[test]
    fn finds_maximal_runs_in_both_directions() {
        let g = grid("1112\n2342\n2452\n2111\n");
        let runs = find_runs(&g);
        assert_eq!(
            runs,
            vec![
                Run {
                    start: Pos::new(0, 0),
                    len: 3,
                    axis: Axis::Horizontal
                },
                Run {
                    start: Pos::new(3, 1),
                    len: 3,
                    axis: Axis::Horizontal
                },
                Run {
                    start: Pos::new(1, 0),
                    len: 3,
                    axis: Axis::Vertical
                },
                Run {
                    start: Pos::new(0, 3),
                    len: 3,
                    axis: Axis::Vertical
                },
            ]
        );
        assert!(has_line(&g));
        assert!(line_through(&g, Pos::new(2, 0)));
        assert!(!line_through(&g, Pos::new(1, 1)));
        assert!(!has_line(&grid("1121\n2212\n")));
        assert!(find_runs(&grid("...\n1.1\n")).is_empty());
    }

    #[test]
    fn crossing_lines_form_one_group() {
        // An L sharing the corner (0,0) and a separate four at the bottom.
        let g = grid("11123\n14564\n15654\n23333\n");
        let runs = find_runs(&g);
        let mut owner = Vec::new();
        let mut groups = Vec::new();
        group_runs(g.width(), &runs, &mut owner, &mut groups);
        let described: Vec<(Pos, Axis, usize)> = runs
            .iter()
            .zip(&groups)
            .map(|(r, &g)| (r.start, r.axis, g))
            .collect();
        assert_eq!(
            described,
            vec![
                (Pos::new(0, 0), Axis::Horizontal, 0),
                (Pos::new(3, 1), Axis::Horizontal, 1),
                (Pos::new(0, 0), Axis::Vertical, 0),
            ]
        );
        let plus = grid("515\n111\n515\n");
        let runs = find_runs(&plus);
        group_runs(plus.width(), &runs, &mut owner, &mut groups);
        assert_eq!(groups, vec![0, 0]);
    }
}
