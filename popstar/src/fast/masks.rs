//! Boards small enough for one 128-bit mask per colour (up to 10 rows and 11 columns, so the
//! usual 10×10 board): the scan, where groups grow by shifting whole masks instead of
//! visiting stars one by one, and [`MaskBoard`], the solver's board for such positions, which
//! is never turned back into bytes (building the masks had been a third of the scan). The scan
//! is most of the solver's work; tests check it against the star-by-star scan and
//! [`MaskBoard`] against [`FastBoard`] move by move.

use super::{Cell, FastBoard, Group, STRIDE, Scan};
use crate::rules::Scoring;
use crate::scoring::pop_points;

/// Colours a mask board holds: PopStar's five.
const MASK_COLOURS: usize = 5;

/// A set of cells as bits `col * COLUMN + up`. The bit above each column's top row is never
/// a star, so a shift by one cannot carry a star into the next column.
type Mask = u128;

/// Bits per column in a [`Mask`]: up to ten rows and a guard bit (a shift by a constant is
/// much cheaper on a 128-bit value than one by a variable).
const COLUMN: usize = 11;

impl FastBoard {
    /// Whether the board fits a [`Mask`]: at most ten rows and eleven columns.
    pub(super) fn fits_masks(&self) -> bool {
        usize::from(self.rows) < COLUMN && usize::from(self.cols) * COLUMN <= Mask::BITS as usize
    }

    /// Whether the board is scanned and searched on masks: it fits them and plays PopStar's
    /// rules with at most five colours (what the mask code is written for).
    pub(super) fn uses_masks(&self) -> bool {
        self.fits_masks()
            && self.scoring == Scoring::PopStar
            && self.min_group == 2
            && usize::from(self.colours) <= MASK_COLOURS
    }

    /// The stars of each colour code as masks (index 0 unused).
    fn colour_masks(&self) -> [Mask; 6] {
        let mut masks: [Mask; 6] = [0; 6];
        for col in 0..usize::from(self.live) {
            let base = col * STRIDE;
            for up in 0..usize::from(self.heights[col]) {
                masks[usize::from(self.cells[base + up])] |= 1 << (col * COLUMN + up);
            }
        }
        masks
    }

    /// [`FastBoard::scan`] on masks, into a `scan` with no groups.
    pub(super) fn scan_masks(&self, scan: &mut Scan) {
        scan_colours(&self.colour_masks(), scan);
    }
}

/// Scans a board given as one mask per colour code (index 0 unused) into a `scan` with no
/// groups; records each group's cells in `scan.group_masks` as well.
fn scan_colours(masks: &[Mask; 6], scan: &mut Scan) {
    scan.group_masks.clear();
    scan.group_spans.clear();
    let mut joined_all = colour_statistics(masks, scan);
    // Groups are taken by their lowest bit, so they come in the star-by-star scan's
    // order (columns left to right, bottom-up): the solver breaks ties by that order.
    while joined_all != 0 {
        let first = joined_all.trailing_zeros() as usize;
        let (colour, group) = group_through(masks, 1 << first);
        joined_all &= !group;
        let size = group.count_ones() as usize;
        scan.pieces[colour] += 1;
        scan.ready += pop_points(size);
        scan.groups.push(Group {
            cell: Cell {
                col: (first / COLUMN) as u8,
                up: (first % COLUMN) as u8,
            },
            size: size as u8,
            colour: colour as u8,
        });
        scan.group_masks.push(group);
        scan.group_spans.push(span(group));
    }
}

/// The leftmost and rightmost columns of the non-empty `cells`.
fn span(cells: Mask) -> (u8, u8) {
    let first = cells.trailing_zeros() as usize / COLUMN;
    let last = (Mask::BITS - 1 - cells.leading_zeros()) as usize / COLUMN;
    (first as u8, last as u8)
}

/// Fills in the statistics of `scan` that need no group (per colour: counts, lone stars,
/// lone stars as pieces; the columns holding a star), sets [`Scan::ready`] to 0 and returns
/// the stars that belong to a group.
fn colour_statistics(masks: &[Mask; 6], scan: &mut Scan) -> Mask {
    scan.ready = 0;
    scan.colours = MASK_COLOURS;
    let occupied = masks.iter().fold(0, |all, &m| all | m);
    scan.columns = (occupied & BOTTOM_ROW).count_ones();
    let mut joined_all = 0;
    for (colour, &stars) in masks.iter().enumerate().skip(1) {
        let joined = stars & neighbours(stars);
        let singles = (stars & !joined).count_ones() as u16;
        scan.counts[colour] = stars.count_ones() as u16;
        scan.singles[colour] = singles;
        scan.pieces[colour] = singles;
        joined_all |= joined;
    }
    for figures in [&mut scan.counts, &mut scan.singles, &mut scan.pieces] {
        figures[MASK_COLOURS + 1..].fill(0);
    }
    joined_all
}

/// The colour code of the star at `bit` and its 4-connected group (of one or more).
fn group_through(masks: &[Mask; 6], bit: Mask) -> (usize, Mask) {
    let colour = (1..6).find(|&c| masks[c] & bit != 0).unwrap_or(0);
    (colour, grow(bit, masks[colour]))
}

/// The 4-connected part of `stars` that contains `seed`.
fn grow(seed: Mask, stars: Mask) -> Mask {
    let mut group = seed;
    loop {
        let grown = (group | neighbours(group)) & stars;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// Columns in a [`Mask`].
const COLUMNS: usize = Mask::BITS as usize / COLUMN;

/// The bottom row of every column.
const BOTTOM_ROW: Mask = repeat(1);

/// `bits` (of one column) in each of the eleven columns.
const fn repeat(bits: Mask) -> Mask {
    let mut all = 0;
    let mut col = 0;
    while col < COLUMNS {
        all |= bits << (col * COLUMN);
        col += 1;
    }
    all
}

/// The ten row bits of column 0.
const COLUMN_BITS: Mask = (1 << (COLUMN - 1)) - 1;

/// A board of up to ten rows and eleven columns held as one mask per colour: the solver's
/// board when the position fits (copying it, scanning it and hashing it are much cheaper than
/// for a [`FastBoard`]). It plays exactly like the [`FastBoard`] it was made from: the same
/// cells, groups in the same order, the same points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MaskBoard {
    /// The stars of colour code c + 1 at index c.
    colours: [Mask; 5],
}

impl MaskBoard {
    /// The mask form of `board`, if it is one masks are used for.
    pub fn new(board: &FastBoard) -> Option<Self> {
        board.uses_masks().then(|| {
            let masks = board.colour_masks();
            MaskBoard {
                colours: [masks[1], masks[2], masks[3], masks[4], masks[5]],
            }
        })
    }

    /// Every star.
    fn occupied(&self) -> Mask {
        self.colours.iter().fold(0, |all, &m| all | m)
    }

    /// Stars on the board.
    pub fn stars(&self) -> usize {
        self.occupied().count_ones() as usize
    }

    /// See [`FastBoard::scan`]; `scan.group_masks` also gets each group's cells, for
    /// [`MaskBoard::pop_scanned`].
    pub fn scan(&self, scan: &mut Scan) {
        scan.groups.clear();
        let c = &self.colours;
        scan_colours(&[0, c[0], c[1], c[2], c[3], c[4]], scan);
    }

    /// A 64-bit hash of the position.
    pub fn hash(&self) -> u64 {
        let mut h = 0x9E37_79B9_7F4A_7C15u64;
        for &m in &self.colours {
            for word in [m as u64, (m >> 64) as u64] {
                h = (h.rotate_left(23) ^ word).wrapping_mul(0x9FB2_1C65_1E98_DF25);
            }
            h ^= h >> 29;
        }
        h
    }

    /// See [`FastBoard::pop`].
    pub fn pop(&mut self, cell: Cell) -> u32 {
        if cell.up >= 10 || usize::from(cell.col) * COLUMN >= Mask::BITS as usize {
            return 0;
        }
        let bit: Mask = 1 << (usize::from(cell.col) * COLUMN + usize::from(cell.up));
        let Some(&stars) = self.colours.iter().find(|&&m| m & bit != 0) else {
            return 0;
        };
        let group = grow(bit, stars);
        if group == bit {
            return 0;
        }
        self.remove(group);
        pop_points(group.count_ones() as usize)
    }

    /// See [`SearchBoard::survey`](super::SearchBoard::survey). Only groups near the popped
    /// one can have changed: the cells whose content may differ are, in each column popped,
    /// those from its lowest popped cell up (every column from the first popped one when a
    /// column was emptied, since the columns beyond it moved). A parent group neither on
    /// nor next to such a cell keeps its cells and its neighbours, so it is a group of the
    /// child as it was; every other group of the child has a cell on or next to one and is
    /// grown from there.
    pub fn survey(&self, parent_scan: &Scan, popped: usize, scan: &mut Scan) {
        scan.groups.clear();
        scan.group_masks.clear();
        scan.group_spans.clear();
        let c = &self.colours;
        let masks = [0, c[0], c[1], c[2], c[3], c[4]];
        let joined_all = colour_statistics(&masks, scan);
        let popped_cells = parent_scan.group_masks[popped];
        let (first, last) = parent_scan.group_spans[popped];
        let moved = if scan.columns < parent_scan.columns {
            // A column was emptied: every column from the first one popped may hold other
            // stars now.
            !((1 << (usize::from(first) * COLUMN)) - 1)
        } else {
            // In each column popped, the cells from its lowest popped one up.
            (usize::from(first)..=usize::from(last)).fold(0, |moved, col| {
                let column = COLUMN_BITS << (col * COLUMN);
                let lowest = (popped_cells & column).trailing_zeros();
                moved | (column & !((1 << lowest) - 1))
            })
        };
        // Stars next to a cell that changed may have joined or left a group.
        let touched = moved | neighbours(moved);
        // The popped group itself lies in `moved`. Counted without branches: whether a
        // group was touched is as good as random.
        for (&cells, group) in parent_scan.group_masks.iter().zip(&parent_scan.groups) {
            let kept = u16::from(cells & touched == 0);
            scan.pieces[usize::from(group.colour)] += kept;
            scan.ready += u32::from(kept) * pop_points(usize::from(group.size));
        }
        let mut seeds = joined_all & touched;
        while seeds != 0 {
            let (colour, group) = group_through(&masks, 1 << seeds.trailing_zeros());
            seeds &= !group;
            scan.pieces[colour] += 1;
            scan.ready += pop_points(group.count_ones() as usize);
        }
    }

    /// Pops the `index`-th group of `scan`, the scan of this board; returns the points.
    pub fn pop_scanned(&mut self, scan: &Scan, index: usize) -> u32 {
        let group = scan.group_masks[index];
        self.remove(group);
        pop_points(group.count_ones() as usize)
    }

    /// Takes the stars of `group` off, lets the stars above them fall and closes emptied
    /// columns.
    fn remove(&mut self, group: Mask) {
        for m in &mut self.colours {
            *m &= !group;
        }
        // Highest cell first, so the cells still to remove keep their places.
        let mut rest = group;
        while rest != 0 {
            let top = (Mask::BITS - 1 - rest.leading_zeros()) as usize;
            rest &= !(1 << top);
            let col = top / COLUMN;
            let above = (COLUMN_BITS << (col * COLUMN)) & !((2 << top) - 1);
            for m in &mut self.colours {
                *m = (*m & !above) | ((*m & above) >> 1);
            }
        }
        let (first, last) = span(group);
        let occupied = self.occupied();
        for col in (usize::from(first)..=usize::from(last)).rev() {
            if occupied & (COLUMN_BITS << (col * COLUMN)) == 0 {
                let below: Mask = (1 << (col * COLUMN)) - 1;
                for m in &mut self.colours {
                    *m = (*m & below) | ((*m >> COLUMN) & !below);
                }
            }
        }
    }
}

/// The cells next to any cell of `cells` (and possibly guard bits, which hold no star).
fn neighbours(cells: Mask) -> Mask {
    (cells << 1) | (cells >> 1) | (cells << COLUMN) | (cells >> COLUMN)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_board;
    use grid_core::SeededRng;

    /// The star-by-star scan of `board`.
    fn plain(board: &FastBoard) -> Scan {
        let mut scan = Scan::default();
        board.scan_cells(&mut scan);
        scan
    }

    #[test]
    fn masks_find_what_the_star_by_star_scan_finds() {
        let mut rng = SeededRng::new(11);
        let mut checked = 0;
        for (width, height) in [(10, 10), (11, 10), (3, 10), (11, 9), (5, 7)] {
            for _ in 0..40 {
                let mut board = FastBoard::from_board(&random_board(&mut rng, width, height));
                assert!(board.fits_masks(), "these boards fit a mask");
                loop {
                    let want = plain(&board);
                    let mut got = Scan::default();
                    board.scan(&mut got);
                    assert_eq!(got.groups, want.groups);
                    assert_eq!(got.counts, want.counts);
                    assert_eq!(got.singles, want.singles);
                    assert_eq!(got.pieces, want.pieces);
                    checked += 1;
                    let Some(group) = got.groups.get(checked % got.groups.len().max(1)) else {
                        break;
                    };
                    board.pop(group.cell);
                }
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn mask_boards_play_like_fast_boards() {
        let mut rng = SeededRng::new(5);
        let mut moves = 0;
        for (width, height) in [(10, 10), (11, 10), (4, 10), (11, 3), (6, 8)] {
            for _ in 0..40 {
                let mut fast = FastBoard::from_board(&random_board(&mut rng, width, height));
                let Some(mut masks) = MaskBoard::new(&fast) else {
                    panic!("a {width}x{height} board fits masks");
                };
                let (mut want, mut got) = (Scan::default(), Scan::default());
                loop {
                    fast.scan(&mut want);
                    masks.scan(&mut got);
                    assert_eq!(got.groups, want.groups);
                    assert_eq!(got.counts, want.counts);
                    assert_eq!(got.singles, want.singles);
                    assert_eq!(got.pieces, want.pieces);
                    assert_eq!(masks.stars(), fast.stars());
                    let Some(group) = got.groups.get(moves % got.groups.len().max(1)) else {
                        break;
                    };
                    let index = moves % got.groups.len();
                    let mut by_cell = masks;
                    assert_eq!(by_cell.pop(group.cell), fast.pop(group.cell));
                    masks.pop_scanned(&got, index);
                    assert_eq!(masks, by_cell);
                    assert_eq!(MaskBoard::new(&fast), Some(masks));
                    moves += 1;
                }
            }
        }
        assert!(moves > 1000);
    }

    #[test]
    fn a_child_survey_matches_its_full_scan() {
        let mut rng = SeededRng::new(8);
        let mut children = 0;
        for (width, height) in [(10, 10), (11, 10), (4, 10), (11, 3), (6, 8)] {
            for _ in 0..30 {
                let fast = FastBoard::from_board(&random_board(&mut rng, width, height));
                let Some(mut board) = MaskBoard::new(&fast) else {
                    panic!("a {width}x{height} board fits masks");
                };
                let (mut scan, mut want, mut got) =
                    (Scan::default(), Scan::default(), Scan::default());
                loop {
                    board.scan(&mut scan);
                    for index in 0..scan.groups.len() {
                        let mut child = board;
                        child.pop_scanned(&scan, index);
                        child.scan(&mut want);
                        child.survey(&scan, index, &mut got);
                        assert_eq!(got.ready, want.ready);
                        assert_eq!(got.counts, want.counts);
                        assert_eq!(got.singles, want.singles);
                        assert_eq!(got.pieces, want.pieces);
                        children += 1;
                    }
                    let Some(index) =
                        (!scan.groups.is_empty()).then(|| children % scan.groups.len())
                    else {
                        break;
                    };
                    board.pop_scanned(&scan, index);
                }
            }
        }
        assert!(children > 10_000);
    }

    #[test]
    fn only_boards_that_fit_use_masks() {
        let mut rng = SeededRng::new(3);
        let mut fits = |w, h| FastBoard::from_board(&random_board(&mut rng, w, h)).fits_masks();
        assert!(fits(10, 10));
        assert!(fits(11, 10));
        assert!(!fits(12, 10));
        assert!(!fits(10, 11));
        assert!(!fits(20, 20));
    }
}
