//! Boards small enough for one bit set per colour ([`Narrow`] for PopStar's 10×10, [`Wide`]
//! for up to 15 rows and 16 columns, such as SameGame's 15×15): the scan, where groups grow
//! by shifting whole masks instead of visiting stars one by one, and [`MaskBoard`], the
//! solver's board for such positions, which is never turned back into bytes (building the
//! masks had been a third of the scan). The scan is most of the solver's work; tests check it
//! against the star-by-star scan and [`MaskBoard`] against [`FastBoard`] move by move.

use super::bits::{Mask, Narrow, Wide};
use super::{Cell, FastBoard, Group, STRIDE, Scan};
use crate::rules::Scoring;

/// Colours a mask board holds: PopStar's five (and the SameGame standard set's).
const MASK_COLOURS: usize = 5;

impl FastBoard {
    /// Whether the board can be played on masks of type `M`: it fits them, its smallest group
    /// is two stars and it has at most five colours (what the mask code is written for).
    pub(super) fn uses<M: Mask>(&self) -> bool {
        usize::from(self.rows) <= M::ROWS
            && usize::from(self.cols) <= M::COLUMNS
            && self.min_group == 2
            && usize::from(self.colours) <= MASK_COLOURS
    }

    /// Whether the board's own scan runs on masks (PopStar's 10×10 boards, the ones the
    /// solver's byte scan is still used for in the tests and benchmarks).
    pub(super) fn uses_masks(&self) -> bool {
        self.uses::<Narrow>()
    }

    /// The stars of each colour code as masks (index 0 unused).
    fn colour_masks<M: Mask>(&self) -> [M; 6] {
        let mut masks = [M::EMPTY; 6];
        for col in 0..usize::from(self.live) {
            let base = col * STRIDE;
            for up in 0..usize::from(self.heights[col]) {
                let colour = &mut masks[usize::from(self.cells[base + up])];
                *colour = *colour | M::bit(col * M::COLUMN + up);
            }
        }
        masks
    }

    /// [`FastBoard::scan`] on masks, into a `scan` with no groups.
    pub(super) fn scan_masks(&self, scan: &mut Scan) {
        scan_colours(&self.colour_masks::<Narrow>(), self.scoring, scan);
    }
}

/// Scans a board given as one mask per colour code (index 0 unused) into a `scan` with no
/// groups; records each group's cells in the scan's masks of type `M` as well.
fn scan_colours<M: Mask>(masks: &[M; 6], scoring: Scoring, scan: &mut Scan) {
    M::groups_mut(scan).clear();
    scan.group_spans.clear();
    let joined = colour_statistics(masks, scan);
    let mut joined_all = joined.iter().fold(M::EMPTY, |all, &m| all | m);
    // Groups are taken by their lowest bit, so they come in the star-by-star scan's
    // order (columns left to right, bottom-up): the solver breaks ties by that order.
    while !joined_all.is_empty() {
        let first = joined_all.lowest();
        let (colour, group) = group_through(masks, M::bit(first));
        joined_all = joined_all & !group;
        let size = group.count() as usize;
        scan.pieces[colour] += 1;
        scan.ready += scoring.pop_points(size);
        scan.groups.push(Group {
            cell: Cell {
                col: (first / M::COLUMN) as u8,
                up: (first % M::COLUMN) as u8,
            },
            size: size as u8,
            colour: colour as u8,
        });
        M::groups_mut(scan).push(group);
        scan.group_spans.push(span(group));
    }
    scan.movable = scan.groups.len() as u32;
}

/// The leftmost and rightmost columns of the non-empty `cells`.
fn span<M: Mask>(cells: M) -> (u8, u8) {
    (
        (cells.lowest() / M::COLUMN) as u8,
        (cells.highest() / M::COLUMN) as u8,
    )
}

/// Fills in the statistics of `scan` that need no group (per colour: counts, lone stars,
/// lone stars as pieces; the columns holding a star), sets [`Scan::ready`] to 0 and returns
/// the stars of each colour code that belong to a group.
fn colour_statistics<M: Mask>(masks: &[M; 6], scan: &mut Scan) -> [M; 6] {
    scan.ready = 0;
    scan.colours = MASK_COLOURS;
    let occupied = masks.iter().fold(M::EMPTY, |all, &m| all | m);
    scan.columns = (occupied & M::BOTTOM_ROW).count();
    let mut joined_all = [M::EMPTY; 6];
    for (colour, &stars) in masks.iter().enumerate().skip(1) {
        let joined = stars & stars.neighbours();
        let singles = (stars & !joined).count() as u16;
        scan.counts[colour] = stars.count() as u16;
        scan.singles[colour] = singles;
        scan.pieces[colour] = singles;
        joined_all[colour] = joined;
    }
    for figures in [&mut scan.counts, &mut scan.singles, &mut scan.pieces] {
        figures[MASK_COLOURS + 1..].fill(0);
    }
    joined_all
}

/// The colour code of the star at `bit` and its 4-connected group (of one or more).
fn group_through<M: Mask>(masks: &[M; 6], bit: M) -> (usize, M) {
    let colour = (1..6).find(|&c| !(masks[c] & bit).is_empty()).unwrap_or(0);
    (colour, M::group(bit, masks[colour]))
}

/// A board that fits masks of type `M`, held as one mask per colour: the solver's board when
/// the position fits (copying it, scanning it and hashing it are much cheaper than for a
/// [`FastBoard`]). It plays exactly like the [`FastBoard`] it was made from: the same cells,
/// groups in the same order, the same points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MaskBoard<M> {
    /// The stars of colour code c + 1 at index c.
    colours: [M; MASK_COLOURS],
    scoring: Scoring,
}

/// PopStar's 10×10 board on masks.
pub(crate) type NarrowBoard = MaskBoard<Narrow>;

/// SameGame's 15×15 board (and any other of up to 15 rows and 16 columns) on masks.
pub(crate) type WideBoard = MaskBoard<Wide>;

impl<M: Mask> MaskBoard<M> {
    /// The mask form of `board`, if it is one masks of type `M` are used for.
    pub fn new(board: &FastBoard) -> Option<Self> {
        board.uses::<M>().then(|| {
            let masks = board.colour_masks::<M>();
            MaskBoard {
                colours: [masks[1], masks[2], masks[3], masks[4], masks[5]],
                scoring: board.scoring,
            }
        })
    }

    /// Every star.
    fn occupied(&self) -> M {
        self.colours.iter().fold(M::EMPTY, |all, &m| all | m)
    }

    /// The masks of every colour code (index 0 unused).
    fn masks(&self) -> [M; 6] {
        let c = &self.colours;
        [M::EMPTY, c[0], c[1], c[2], c[3], c[4]]
    }

    /// Stars on the board.
    pub fn stars(&self) -> usize {
        self.occupied().count() as usize
    }

    /// See [`FastBoard::scan`]; the scan's masks also get each group's cells, for
    /// [`MaskBoard::pop_scanned`].
    pub fn scan(&self, scan: &mut Scan) {
        scan.groups.clear();
        scan_colours(&self.masks(), self.scoring, scan);
    }

    /// A 64-bit hash of the position.
    pub fn hash(&self) -> u64 {
        self.colours.iter().fold(0x9E37_79B9_7F4A_7C15u64, |h, &m| {
            let h = m.mix(h);
            h ^ (h >> 29)
        })
    }

    /// See [`FastBoard::pop`].
    pub fn pop(&mut self, cell: Cell) -> u32 {
        if usize::from(cell.up) >= M::ROWS || usize::from(cell.col) >= M::COLUMNS {
            return 0;
        }
        let bit = M::bit(usize::from(cell.col) * M::COLUMN + usize::from(cell.up));
        let Some(&stars) = self.colours.iter().find(|&&m| !(m & bit).is_empty()) else {
            return 0;
        };
        let group = M::group(bit, stars);
        if group == bit {
            return 0;
        }
        self.remove(group);
        self.scoring.pop_points(group.count() as usize)
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
        M::groups_mut(scan).clear();
        scan.group_spans.clear();
        let masks = self.masks();
        let joined = colour_statistics(&masks, scan);
        let popped_cells = M::groups(parent_scan)[popped];
        let (first, last) = parent_scan.group_spans[popped];
        let moved = if scan.columns < parent_scan.columns {
            // A column was emptied: every column from the first one popped may hold other
            // stars now.
            !M::below(usize::from(first) * M::COLUMN)
        } else {
            // In each column popped, the cells from its lowest popped one up.
            (usize::from(first)..=usize::from(last)).fold(M::EMPTY, |moved, col| {
                let column = M::column(col);
                let lowest = (popped_cells & column).lowest();
                moved | (column & !M::below(lowest))
            })
        };
        // Stars next to a cell that changed may have joined or left a group.
        let touched = moved | moved.neighbours();
        // The popped group itself lies in `moved`. Counted without branches: whether a
        // group was touched is as good as random.
        let mut movable = 0;
        for (&cells, group) in M::groups(parent_scan).iter().zip(&parent_scan.groups) {
            let kept = u16::from((cells & touched).is_empty());
            scan.pieces[usize::from(group.colour)] += kept;
            movable += u32::from(kept);
            scan.ready += u32::from(kept) * self.scoring.pop_points(usize::from(group.size));
        }
        // Taken colour by colour: a survey lists no groups, so their order does not matter.
        for colour in 1..=MASK_COLOURS {
            let mut seeds = joined[colour] & touched;
            while !seeds.is_empty() {
                let group = M::group(M::bit(seeds.lowest()), masks[colour]);
                seeds = seeds & !group;
                scan.pieces[colour] += 1;
                movable += 1;
                scan.ready += self.scoring.pop_points(group.count() as usize);
            }
        }
        scan.movable = movable;
    }

    /// Pops the `index`-th group of `scan`, the scan of this board; returns the points.
    pub fn pop_scanned(&mut self, scan: &Scan, index: usize) -> u32 {
        let group = M::groups(scan)[index];
        self.remove(group);
        self.scoring.pop_points(group.count() as usize)
    }

    /// Takes the stars of `group` off, lets the stars above them fall and closes emptied
    /// columns.
    fn remove(&mut self, group: M) {
        M::collapse(&mut self.colours, group);
        let (first, last) = span(group);
        let occupied = self.occupied();
        for col in (usize::from(first)..=usize::from(last)).rev() {
            if (occupied & M::column(col)).is_empty() {
                let below = M::below(col * M::COLUMN);
                for m in &mut self.colours {
                    *m = (*m & below) | (m.to_left() & !below);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{board_for_rules, random_board};
    use crate::rules::Rules;
    use grid_core::SeededRng;
    use proptest::prelude::*;

    /// The star-by-star scan of `board`.
    fn plain(board: &FastBoard) -> Scan {
        let mut scan = Scan::default();
        board.scan_cells(&mut scan);
        scan
    }

    /// A SameGame board of `width`×`height` in `colours` colours from `seed`.
    fn samegame(seed: u64, width: u64, height: u64, colours: u64) -> FastBoard {
        let rules = Rules::new(width, height, colours, 2, Scoring::SameGame)
            .expect("sizes and colours in range");
        FastBoard::with_rules(&board_for_rules(&mut SeededRng::new(seed), &rules), &rules)
    }

    /// Plays `fast` out on masks of type `M`, move `picks[i]` (modulo the groups) at step i,
    /// checking at each step that the mask board finds the byte board's groups and
    /// statistics, pops to the same board for the same points (by cell and by scan), and
    /// that each child's survey matches its full scan. Returns the moves played.
    fn play_alike<M: Mask>(mut fast: FastBoard, picks: &[usize]) -> usize {
        let Some(mut masks) = MaskBoard::<M>::new(&fast) else {
            panic!("the board fits the masks");
        };
        let (mut want, mut got, mut child_scan, mut child_want) = (
            Scan::default(),
            Scan::default(),
            Scan::default(),
            Scan::default(),
        );
        for (moves, &pick) in picks.iter().enumerate() {
            fast.scan_cells(&mut want);
            masks.scan(&mut got);
            assert_eq!(got.groups, want.groups);
            assert_eq!(got.counts[..6], want.counts[..6]);
            assert_eq!(got.singles, want.singles);
            assert_eq!(got.pieces, want.pieces);
            assert_eq!(got.ready, want.ready);
            assert_eq!(masks.stars(), fast.stars());
            if got.groups.is_empty() {
                assert!(got.finished());
                return moves;
            }
            for index in 0..got.groups.len() {
                let mut child = masks;
                child.pop_scanned(&got, index);
                child.scan(&mut child_want);
                child.survey(&got, index, &mut child_scan);
                assert_eq!(child_scan.ready, child_want.ready);
                assert_eq!(child_scan.counts, child_want.counts);
                assert_eq!(child_scan.singles, child_want.singles);
                assert_eq!(child_scan.pieces, child_want.pieces);
                assert_eq!(child_scan.finished(), child_want.finished());
            }
            let index = pick % got.groups.len();
            let cell = got.groups[index].cell;
            let mut by_cell = masks;
            let points = by_cell.pop(cell);
            assert_eq!(points, fast.pop(cell));
            assert_eq!(masks.pop_scanned(&got, index), points);
            assert_eq!(masks, by_cell);
            assert_eq!(MaskBoard::new(&fast), Some(masks));
        }
        picks.len()
    }

    #[test]
    fn masks_find_what_the_star_by_star_scan_finds() {
        let mut rng = SeededRng::new(11);
        let mut checked = 0;
        for (width, height) in [(10, 10), (11, 10), (3, 10), (11, 9), (5, 7)] {
            for _ in 0..40 {
                let mut board = FastBoard::from_board(&random_board(&mut rng, width, height));
                assert!(board.uses_masks(), "these boards fit a mask");
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
    fn narrow_mask_boards_play_like_fast_boards() {
        let mut rng = SeededRng::new(5);
        let picks: Vec<usize> = (0..200).map(|i| i * 7 + 3).collect();
        let mut moves = 0;
        for (width, height) in [(10, 10), (11, 10), (4, 10), (11, 3), (6, 8)] {
            for _ in 0..30 {
                let fast = FastBoard::from_board(&random_board(&mut rng, width, height));
                moves += play_alike::<Narrow>(fast, &picks);
            }
        }
        assert!(moves > 1000);
    }

    #[test]
    fn wide_mask_boards_play_samegame_like_fast_boards() {
        let picks: Vec<usize> = (0..300).map(|i| i * 5 + 1).collect();
        let mut moves = 0;
        for (seed, (width, height)) in [(15, 15), (16, 15), (12, 15), (16, 5), (7, 11)]
            .into_iter()
            .enumerate()
        {
            for round in 0..6 {
                let board = samegame(seed as u64 * 100 + round, width, height, 5);
                moves += play_alike::<Wide>(board, &picks);
            }
        }
        assert!(moves > 1000);
    }

    proptest! {
        #[test]
        fn wide_masks_agree_with_bytes_on_random_play(
            seed in any::<u64>(),
            width in 5u64..=16,
            height in 5u64..=15,
            colours in 2u64..=5,
            picks in prop::collection::vec(any::<usize>(), 1..120),
        ) {
            play_alike::<Wide>(samegame(seed, width, height, colours), &picks);
        }

        #[test]
        fn narrow_masks_agree_with_bytes_under_samegame_rules(
            seed in any::<u64>(),
            width in 5u64..=11,
            height in 5u64..=10,
            picks in prop::collection::vec(any::<usize>(), 1..80),
        ) {
            play_alike::<Narrow>(samegame(seed, width, height, 5), &picks);
        }
    }

    #[test]
    fn only_boards_that_fit_use_masks() {
        let mut rng = SeededRng::new(3);
        let mut board = |w, h| FastBoard::from_board(&random_board(&mut rng, w, h));
        assert!(board(10, 10).uses::<Narrow>());
        assert!(board(11, 10).uses::<Narrow>());
        assert!(!board(12, 10).uses::<Narrow>());
        assert!(!board(10, 11).uses::<Narrow>());
        assert!(board(15, 15).uses::<Wide>());
        assert!(board(16, 15).uses::<Wide>());
        assert!(!board(16, 16).uses::<Wide>());
        assert!(!board(17, 10).uses::<Wide>());
        assert!(!board(20, 20).uses::<Wide>());
        let rules = Rules::new(15, 15, 5, 3, Scoring::SameGame).expect("in range");
        let board = board_for_rules(&mut SeededRng::new(1), &rules);
        assert!(
            !FastBoard::with_rules(&board, &rules).uses::<Wide>(),
            "groups of three"
        );
    }
}
