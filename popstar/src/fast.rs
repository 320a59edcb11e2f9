//! A compact board for the solver: column-major bytes, each column stored bottom-up with no
//! holes, so a pop only rewrites the columns it touched and copying a board is one memcpy.
//!
//! It is checked against the grid-core [`Board`] in tests (same groups, same boards after
//! moves, same points); the solver uses only this type.

use crate::board::{Board, MAX_SIDE};
use crate::rules::{Rules, Scoring};
use crate::tile::{Colour, Tile};
use grid_core::Pos;

mod bits;
mod masks;

use bits::Mask;
pub(crate) use masks::{NarrowBoard, WideBoard};

/// Cells per column slot (columns are stored `STRIDE` bytes apart).
const STRIDE: usize = MAX_SIDE;

/// A cell of a [`FastBoard`]: column from the left, height from the bottom row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cell {
    /// Column, from the left.
    pub col: u8,
    /// Row counted from the bottom (0 is the bottom row).
    pub up: u8,
}

/// Colour codes a scan keeps figures for: 0 (unused) and one per colour.
pub(crate) const CODES: usize = Colour::EVERY.len() + 1;

/// One poppable group: a cell of it, its size and colour code (1–8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    /// A cell of the group (the first one met scanning columns left to right, bottom-up).
    pub cell: Cell,
    /// Stars in the group.
    pub size: u8,
    /// Colour code: [`Colour::index`] + 1.
    pub colour: u8,
}

/// What the search needs of a board: [`FastBoard`] for any size, a mask board for the boards
/// that fit one (they play identically).
pub(crate) trait SearchBoard: Copy {
    /// Every group and the colour statistics, into `scan`.
    fn scan(&self, scan: &mut Scan);
    /// Pops the group at `cell`; returns the points (0, changing nothing, for no group).
    fn pop(&mut self, cell: Cell) -> u32;
    /// Pops the `index`-th group of `scan`, this board's scan; returns the points.
    fn pop_scanned(&mut self, scan: &Scan, index: usize) -> u32;
    /// The colour statistics and [`Scan::ready`] of this board, the child left by popping
    /// group `popped` of `parent_scan` from the board that scan is of, into `scan` (its
    /// groups are not listed).
    fn survey(&self, parent_scan: &Scan, popped: usize, scan: &mut Scan);
    /// Stars on the board.
    fn stars(&self) -> usize;
    /// A 64-bit hash, for spotting the same board reached twice.
    fn hash(&self) -> u64;
}

impl SearchBoard for FastBoard {
    fn scan(&self, scan: &mut Scan) {
        FastBoard::scan(self, scan);
    }

    fn pop(&mut self, cell: Cell) -> u32 {
        FastBoard::pop(self, cell)
    }

    fn pop_scanned(&mut self, scan: &Scan, index: usize) -> u32 {
        scan.groups
            .get(index)
            .map_or(0, |group| FastBoard::pop(self, group.cell))
    }

    fn survey(&self, _: &Scan, _: usize, scan: &mut Scan) {
        FastBoard::scan(self, scan);
    }

    fn stars(&self) -> usize {
        FastBoard::stars(self)
    }

    fn hash(&self) -> u64 {
        FastBoard::hash(self)
    }
}

impl<M: Mask> SearchBoard for masks::MaskBoard<M> {
    fn scan(&self, scan: &mut Scan) {
        masks::MaskBoard::scan(self, scan);
    }

    fn pop(&mut self, cell: Cell) -> u32 {
        masks::MaskBoard::pop(self, cell)
    }

    fn pop_scanned(&mut self, scan: &Scan, index: usize) -> u32 {
        masks::MaskBoard::pop_scanned(self, scan, index)
    }

    fn survey(&self, parent_scan: &Scan, popped: usize, scan: &mut Scan) {
        masks::MaskBoard::survey(self, parent_scan, popped, scan);
    }

    fn stars(&self) -> usize {
        masks::MaskBoard::stars(self)
    }

    fn hash(&self) -> u64 {
        masks::MaskBoard::hash(self)
    }
}

/// The solver's board. Empty cells hold 0, stars their colour index + 1; cells above a
/// column's height are always 0. It plays by the rules it was made with (the smallest group
/// and the scoring; its size is its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FastBoard {
    cells: [u8; STRIDE * MAX_SIDE],
    heights: [u8; MAX_SIDE],
    /// Columns holding at least one star (all to the left).
    live: u8,
    rows: u8,
    cols: u8,
    /// Colour codes that may occur (the highest on the board when it was made).
    colours: u8,
    /// The smallest group that pops.
    min_group: u8,
    scoring: Scoring,
}

/// What a scan of the board found: its groups and, per colour, stars and lone stars.
#[derive(Clone, Debug, Default)]
pub struct Scan {
    /// Poppable groups (of the rules' minimum size or more).
    pub groups: Vec<Group>,
    /// Stars per colour code (index 0 unused).
    pub counts: [u16; CODES],
    /// Stars per colour code that have no same-coloured neighbour.
    pub singles: [u16; CODES],
    /// Connected pieces (groups, smaller clusters and single stars) per colour code.
    pub pieces: [u16; CODES],
    /// The highest colour code the figures above cover.
    pub(crate) colours: usize,
    /// What the groups would score popped as they stand (Σ 5·n² under PopStar's rules).
    pub(crate) ready: u32,
    labels: Vec<u8>,
    stack: Vec<u16>,
    /// Each group's cells, when the board was scanned on narrow masks.
    group_masks: Vec<bits::Narrow>,
    /// Each group's cells, when the board was scanned on wide masks.
    wide_group_masks: Vec<bits::Wide>,
    /// Each group's leftmost and rightmost columns, when the board was scanned on masks.
    group_spans: Vec<(u8, u8)>,
    /// Columns holding a star, when the board was scanned on masks: a child's survey
    /// compares its own count with it to see whether a column was emptied.
    columns: u32,
    /// How many groups can be popped (a survey counts them without listing them).
    movable: u32,
}

impl Scan {
    /// Whether the scanned board has no group left to pop.
    pub(crate) fn finished(&self) -> bool {
        self.movable == 0
    }

    /// How many groups can be popped.
    pub(crate) fn movable(&self) -> u32 {
        self.movable
    }
}

impl FastBoard {
    /// The fast form of `board`, played by PopStar's rules.
    pub fn from_board(board: &Board) -> Self {
        FastBoard::with_rules(board, &Rules::POPSTAR)
    }

    /// The fast form of `board`, played by `rules` (their smallest group and scoring).
    pub fn with_rules(board: &Board, rules: &Rules) -> Self {
        let (rows, cols) = (board.height(), board.width());
        let mut fast = FastBoard {
            cells: [0; STRIDE * MAX_SIDE],
            heights: [0; MAX_SIDE],
            live: 0,
            rows: rows as u8,
            cols: cols as u8,
            colours: board.colours_used() as u8,
            min_group: rules.min_group() as u8,
            scoring: rules.scoring(),
        };
        for col in 0..cols {
            let mut h = 0;
            for row in (0..rows).rev() {
                if let Tile::Star(c) = board.tile(Pos::new(row, col)) {
                    fast.cells[col * STRIDE + h] = c.index() as u8 + 1;
                    h += 1;
                }
            }
            fast.heights[col] = h as u8;
            if h > 0 {
                fast.live = col as u8 + 1;
            }
        }
        fast
    }

    /// The grid-core form of this board.
    pub fn to_board(&self) -> Board {
        let (rows, cols) = (usize::from(self.rows), usize::from(self.cols));
        let grid = grid_core::Grid::from_fn(cols, rows, |pos| {
            let up = rows - 1 - pos.row;
            match Colour::from_index(usize::from(self.cells[pos.col * STRIDE + up]).wrapping_sub(1))
            {
                Some(c) => Tile::Star(c),
                None => Tile::Empty,
            }
        });
        Board::new(grid).expect("a fast board is always settled")
    }

    /// The board position of `cell` (row from the top).
    pub fn pos(&self, cell: Cell) -> Pos {
        Pos::new(
            usize::from(self.rows) - 1 - usize::from(cell.up),
            usize::from(cell.col),
        )
    }

    /// The cell at board position `pos`, if it is on the board.
    pub fn cell(&self, pos: Pos) -> Option<Cell> {
        (pos.row < usize::from(self.rows) && pos.col < usize::from(self.cols)).then(|| Cell {
            col: pos.col as u8,
            up: (usize::from(self.rows) - 1 - pos.row) as u8,
        })
    }

    /// The colour code at `cell` (0 for empty).
    pub fn at(&self, cell: Cell) -> u8 {
        if cell.col >= self.cols || cell.up >= self.rows {
            return 0;
        }
        self.cells[usize::from(cell.col) * STRIDE + usize::from(cell.up)]
    }

    /// Stars on the board.
    pub fn stars(&self) -> usize {
        self.heights[..usize::from(self.live)]
            .iter()
            .map(|&h| usize::from(h))
            .sum()
    }

    /// A 64-bit hash of the position, for spotting the same board reached twice.
    pub fn hash(&self) -> u64 {
        let mut h = 0x9E37_79B9_7F4A_7C15u64;
        for col in 0..usize::from(self.live) {
            let base = col * STRIDE;
            for chunk in self.cells[base..base + STRIDE].chunks(8) {
                let mut word = [0u8; 8];
                word[..chunk.len()].copy_from_slice(chunk);
                h = (h.rotate_left(23) ^ u64::from_le_bytes(word))
                    .wrapping_mul(0x9FB2_1C65_1E98_DF25);
            }
            h ^= h >> 29;
        }
        h
    }

    /// Scans the board: every group the rules pop and the colour statistics, into `scan`
    /// (whose buffers are reused). PopStar boards of up to 10 rows and 11 columns are
    /// scanned on colour masks, others star by star; both list the groups in the same order.
    pub fn scan(&self, scan: &mut Scan) {
        if self.uses_masks() {
            scan.groups.clear();
            self.scan_masks(scan);
        } else {
            self.scan_cells(scan);
        }
    }

    /// [`FastBoard::scan`] star by star, for any board size.
    fn scan_cells(&self, scan: &mut Scan) {
        scan.groups.clear();
        scan.counts = [0; CODES];
        scan.singles = [0; CODES];
        scan.pieces = [0; CODES];
        scan.colours = usize::from(self.colours);
        scan.ready = 0;
        let min_group = usize::from(self.min_group);
        let live = usize::from(self.live);
        scan.labels.resize(STRIDE * MAX_SIDE, 0);
        scan.labels[..live * STRIDE].fill(0);
        for col in 0..live {
            for up in 0..usize::from(self.heights[col]) {
                let i = col * STRIDE + up;
                if scan.labels[i] != 0 {
                    continue;
                }
                let colour = self.cells[i];
                let size = if self.has_twin(i, colour) {
                    self.flood(i, colour, &mut scan.labels, &mut scan.stack)
                } else {
                    1
                };
                scan.counts[usize::from(colour)] += size as u16;
                scan.pieces[usize::from(colour)] += 1;
                if size == 1 {
                    scan.singles[usize::from(colour)] += 1;
                } else if size >= min_group {
                    scan.ready += self.scoring.pop_points(size);
                    scan.groups.push(Group {
                        cell: Cell {
                            col: col as u8,
                            up: up as u8,
                        },
                        size: size as u8,
                        colour,
                    });
                }
            }
        }
        scan.movable = scan.groups.len() as u32;
    }

    /// Marks (in `marks`) the 4-connected stars of `colour` reachable from flat index
    /// `start` and returns how many; `stack` is scratch space kept by the caller so that
    /// no buffer is cleared per call.
    fn flood(&self, start: usize, colour: u8, marks: &mut [u8], stack: &mut Vec<u16>) -> usize {
        stack.clear();
        stack.push(start as u16);
        marks[start] = 1;
        let mut size = 0;
        let live = usize::from(self.live);
        while let Some(i) = stack.pop() {
            let i = usize::from(i);
            size += 1;
            let (col, up) = (i / STRIDE, i % STRIDE);
            let mut try_push = |j: usize| {
                if marks[j] == 0 && self.cells[j] == colour {
                    marks[j] = 1;
                    stack.push(j as u16);
                }
            };
            if up + 1 < STRIDE {
                try_push(i + 1);
            }
            if up > 0 {
                try_push(i - 1);
            }
            if col + 1 < live {
                try_push(i + STRIDE);
            }
            if col > 0 {
                try_push(i - STRIDE);
            }
        }
        size
    }

    /// The size of the group at `cell` (0 for an empty cell, 1 for a single star).
    pub fn group_size(&self, cell: Cell) -> usize {
        let colour = self.at(cell);
        if colour == 0 {
            return 0;
        }
        let mut marks = [0u8; STRIDE * MAX_SIDE];
        let start = usize::from(cell.col) * STRIDE + usize::from(cell.up);
        self.flood(start, colour, &mut marks, &mut Vec::new())
    }

    /// Pops the group at `cell`, lets stars fall and closes empty columns; returns the
    /// points (0, changing nothing, when the cell is empty or its group too small to pop).
    pub fn pop(&mut self, cell: Cell) -> u32 {
        let colour = self.at(cell);
        let start = usize::from(cell.col) * STRIDE + usize::from(cell.up);
        if colour == 0 || !self.has_twin(start, colour) {
            return 0;
        }
        if self.min_group > 2 && self.group_size(cell) < usize::from(self.min_group) {
            return 0;
        }
        let (first_col, last_col) = self.clear_group(start, colour);
        let size = self.settle(first_col, last_col);
        self.scoring.pop_points(size)
    }

    /// Whether the star at flat index `i` has a same-coloured neighbour.
    fn has_twin(&self, i: usize, colour: u8) -> bool {
        let (col, up) = (i / STRIDE, i % STRIDE);
        (up + 1 < STRIDE && self.cells[i + 1] == colour)
            || (up > 0 && self.cells[i - 1] == colour)
            || (col + 1 < usize::from(self.live) && self.cells[i + STRIDE] == colour)
            || (col > 0 && self.cells[i - STRIDE] == colour)
    }

    /// Empties the group of `colour` through flat index `start` (cells are cleared as they
    /// are reached, which also marks them); returns its leftmost and rightmost columns.
    fn clear_group(&mut self, start: usize, colour: u8) -> (usize, usize) {
        let mut frontier = Frontier::default();
        frontier.push(start as u16);
        self.cells[start] = 0;
        let mut first_col = start / STRIDE;
        let mut last_col = first_col;
        let live = usize::from(self.live);
        while let Some(i) = frontier.pop() {
            let i = usize::from(i);
            let (col, up) = (i / STRIDE, i % STRIDE);
            first_col = first_col.min(col);
            last_col = last_col.max(col);
            let mut try_push = |cells: &mut [u8], j: usize| {
                if cells[j] == colour {
                    cells[j] = 0;
                    frontier.push(j as u16);
                }
            };
            if up + 1 < STRIDE {
                try_push(&mut self.cells, i + 1);
            }
            if up > 0 {
                try_push(&mut self.cells, i - 1);
            }
            if col + 1 < live {
                try_push(&mut self.cells, i + STRIDE);
            }
            if col > 0 {
                try_push(&mut self.cells, i - STRIDE);
            }
        }
        (first_col, last_col)
    }

    /// Closes the holes left by a group cleared from columns `first_col..=last_col`: stars
    /// fall, then empty columns are dropped; returns how many stars were cleared.
    fn settle(&mut self, first_col: usize, last_col: usize) -> usize {
        let live = usize::from(self.live);
        let mut cleared = 0;
        let mut dest = first_col;
        for col in first_col..live {
            let base = col * STRIDE;
            let height = usize::from(self.heights[col]);
            let dest_base = dest * STRIDE;
            if col > last_col {
                // Untouched columns have no holes: they stay, or move whole if a column
                // to their left was emptied.
                if dest == col {
                    return cleared;
                }
                self.cells.copy_within(base..base + height, dest_base);
                self.cells[base..base + height].fill(0);
                self.heights[dest] = height as u8;
                dest += 1;
                continue;
            }
            let mut kept = 0;
            for up in 0..height {
                let value = self.cells[base + up];
                if value != 0 {
                    self.cells[dest_base + kept] = value;
                    kept += 1;
                }
            }
            cleared += height - kept;
            // When the column moved, its whole old slot is cleared; the slot it moved into
            // was cleared when its own column was emptied or moved.
            let stale = if dest == col { base + kept } else { base };
            self.cells[stale..base + height].fill(0);
            if kept > 0 {
                self.heights[dest] = kept as u8;
                dest += 1;
            }
        }
        self.heights[dest..live].fill(0);
        self.live = dest as u8;
        cleared
    }
}

/// The cells still to visit in a pop's flood fill: a small array that lives on the stack
/// (clearing a board-sized one per pop was a measurable cost), spilling to the heap only
/// for the rare group whose frontier outgrows it.
struct Frontier {
    near: [u16; 64],
    len: usize,
    spill: Vec<u16>,
}

impl Default for Frontier {
    fn default() -> Self {
        Frontier {
            near: [0; 64],
            len: 0,
            spill: Vec::new(),
        }
    }
}

impl Frontier {
    fn push(&mut self, i: u16) {
        if self.len < self.near.len() {
            self.near[self.len] = i;
            self.len += 1;
        } else {
            self.spill.push(i);
        }
    }

    fn pop(&mut self) -> Option<u16> {
        self.spill.pop().or_else(|| {
            self.len = self.len.checked_sub(1)?;
            Some(self.near[self.len])
        })
    }
}
