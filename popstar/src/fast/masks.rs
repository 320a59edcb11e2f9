//! The scan of boards small enough for one 128-bit mask per colour (up to 10 rows and 11
//! columns, so the usual 10×10 board):
//! groups grow by shifting whole masks instead of visiting stars one by one. The scan is
//! most of the solver's work; tests check this one against the star-by-star scan.

use super::{Cell, FastBoard, Group, STRIDE, Scan};

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

    /// [`FastBoard::scan`] on masks, into a `scan` with no groups.
    pub(super) fn scan_masks(&self, scan: &mut Scan) {
        let mut masks: [Mask; 6] = [0; 6];
        for col in 0..usize::from(self.live) {
            let base = col * STRIDE;
            for up in 0..usize::from(self.heights[col]) {
                masks[usize::from(self.cells[base + up])] |= 1 << (col * COLUMN + up);
            }
        }
        let mut joined_all = 0;
        for (colour, &stars) in masks.iter().enumerate().skip(1) {
            let joined = stars & neighbours(stars);
            let singles = (stars & !joined).count_ones() as u16;
            scan.counts[colour] = stars.count_ones() as u16;
            scan.singles[colour] = singles;
            scan.pieces[colour] = singles;
            joined_all |= joined;
        }
        // Groups are taken by their lowest bit, so they come in the star-by-star scan's
        // order (columns left to right, bottom-up): the solver breaks ties by that order.
        while joined_all != 0 {
            let first = joined_all.trailing_zeros() as usize;
            let cell = Cell {
                col: (first / COLUMN) as u8,
                up: (first % COLUMN) as u8,
            };
            let colour = self.at(cell);
            let stars = masks[usize::from(colour)];
            let mut group = 1 << first;
            loop {
                let grown = (group | neighbours(group)) & stars;
                if grown == group {
                    break;
                }
                group = grown;
            }
            joined_all &= !group;
            scan.pieces[usize::from(colour)] += 1;
            scan.groups.push(Group {
                cell,
                size: group.count_ones() as u8,
                colour,
            });
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
