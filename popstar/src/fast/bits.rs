//! The bit sets a mask board is made of: cells as bits `col * COLUMN + up`, each column a lane
//! of `COLUMN` bits whose top bit (a guard) never holds a star, so a shift by one cannot carry
//! a star into the next column. [`Narrow`] (one `u128`, lanes of 11 bits) fits PopStar's
//! 10×10; [`Wide`] (four `u64`, lanes of 16 bits, four columns to a word, so a column never
//! straddles two words) fits boards of up to 15 rows and 16 columns, such as SameGame's 15×15.

use super::Scan;
use std::fmt::Debug;
use std::ops::{BitAnd, BitOr, Not};

/// A set of cells of a mask board.
pub(crate) trait Mask:
    Copy + Eq + Debug + BitAnd<Output = Self> + BitOr<Output = Self> + Not<Output = Self>
{
    /// Bits per column: the rows and the guard bit.
    const COLUMN: usize;
    /// Columns the set holds.
    const COLUMNS: usize;
    /// No cell.
    const EMPTY: Self;
    /// The bottom row of every column.
    const BOTTOM_ROW: Self;

    /// The cell at bit `i`.
    fn bit(i: usize) -> Self;
    /// Every bit below `i` (so `!Self::below(i)` is every bit from `i` up).
    fn below(i: usize) -> Self;
    /// The lowest cell's bit (the set must not be empty).
    fn lowest(self) -> usize;
    /// The highest cell's bit (the set must not be empty).
    fn highest(self) -> usize;
    /// Cells in the set.
    fn count(self) -> u32;
    /// Whether the set is empty.
    fn is_empty(self) -> bool;
    /// The cells next to any cell of the set (and possibly guard bits, which hold no star).
    fn neighbours(self) -> Self;
    /// The set with, in each column, every star of `stars` above one of its cells in an
    /// unbroken run added (the set must lie in `stars`): an addition carries through each run
    /// in one step, where growing by neighbours takes a step per row.
    fn fill_up(self, stars: Self) -> Self;
    /// The 4-connected part of `stars` that contains the single cell `seed`.
    fn group(seed: Self, stars: Self) -> Self {
        grow(seed, stars)
    }
    /// Every cell moved one column to the left (column 0 is dropped).
    fn to_left(self) -> Self;
    /// Takes the cells of `gone` out of every set of `sets` and, in each column, moves the
    /// cells above them down to close the gaps (columns are not closed).
    fn collapse<const N: usize>(sets: &mut [Self; N], gone: Self);
    /// Mixes the set into hash `h`.
    fn mix(self, h: u64) -> u64;
    /// The groups' cells that a scan on these sets records in `scan`.
    fn groups(scan: &Scan) -> &[Self];
    /// See [`Mask::groups`].
    fn groups_mut(scan: &mut Scan) -> &mut Vec<Self>;

    /// Rows a column holds.
    const ROWS: usize = Self::COLUMN - 1;

    /// Every row of column `col`.
    fn column(col: usize) -> Self;
}

/// The 4-connected part of `stars` that contains `seed`.
fn grow<M: Mask>(seed: M, stars: M) -> M {
    grow_by(seed, |group: M| {
        let filled = group.fill_up(stars);
        (filled | filled.neighbours()) & stars
    })
}

/// `step` (which adds to a set the stars next to it) repeated on `seed` until nothing is
/// added.
fn grow_by<T: Copy + Eq>(seed: T, step: impl Fn(T) -> T) -> T {
    // The first step needs no test: every group of two or more grows in it.
    let mut group = step(seed);
    loop {
        let grown = step(group);
        if grown == group {
            return group;
        }
        group = step(grown);
        if grown == group {
            return group;
        }
    }
}

/// One step of the mixing both hashes use.
fn mix_word(h: u64, word: u64) -> u64 {
    (h.rotate_left(23) ^ word).wrapping_mul(0x9FB2_1C65_1E98_DF25)
}

/// Cells of a board of up to ten rows and eleven columns.
pub(crate) type Narrow = u128;

/// `bits` (of one lane of `width` bits) in each of the `lanes` lanes of a `u128`.
const fn repeat(bits: u128, width: usize, lanes: usize) -> u128 {
    let mut all = 0;
    let mut lane = 0;
    while lane < lanes {
        all |= bits << (lane * width);
        lane += 1;
    }
    all
}

impl Mask for Narrow {
    const COLUMN: usize = 11;
    const COLUMNS: usize = 128 / 11;
    const EMPTY: Self = 0;
    const BOTTOM_ROW: Self = repeat(1, 11, 11);

    fn bit(i: usize) -> Self {
        1 << i
    }

    fn below(i: usize) -> Self {
        (1 << i) - 1
    }

    fn lowest(self) -> usize {
        self.trailing_zeros() as usize
    }

    fn highest(self) -> usize {
        (u128::BITS - 1 - self.leading_zeros()) as usize
    }

    fn count(self) -> u32 {
        self.count_ones()
    }

    fn is_empty(self) -> bool {
        self == 0
    }

    fn neighbours(self) -> Self {
        (self << 1) | (self >> 1) | (self << 11) | (self >> 11)
    }

    fn fill_up(self, stars: Self) -> Self {
        // The carries of stars + self run from each cell of the set to the top of its run
        // and stop at the first cell without a star (at the latest the guard bit).
        ((stars.wrapping_add(self) ^ stars ^ self) & stars) | self
    }

    fn to_left(self) -> Self {
        self >> 11
    }

    fn collapse<const N: usize>(sets: &mut [Self; N], gone: Self) {
        for m in sets.iter_mut() {
            *m &= !gone;
        }
        // Highest cell first, so the cells still to take out keep their places.
        let mut rest = gone;
        while rest != 0 {
            let top = rest.highest();
            rest &= !(1 << top);
            let above = Self::column(top / 11) & !((2 << top) - 1);
            for m in sets.iter_mut() {
                *m = (*m & !above) | ((*m & above) >> 1);
            }
        }
    }

    fn column(col: usize) -> Self {
        ((1 << 10) - 1) << (col * 11)
    }

    fn mix(self, h: u64) -> u64 {
        mix_word(mix_word(h, self as u64), (self >> 64) as u64)
    }

    fn groups(scan: &Scan) -> &[Self] {
        &scan.group_masks
    }

    fn groups_mut(scan: &mut Scan) -> &mut Vec<Self> {
        &mut scan.group_masks
    }
}

/// Cells of a board of up to fifteen rows and sixteen columns: column `c` is bits
/// `16·(c % 4)..` of word `c / 4`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Wide([u64; 4]);

/// Bits per [`Wide`] column.
const LANE: usize = 16;

impl BitAnd for Wide {
    type Output = Wide;
    fn bitand(self, o: Wide) -> Wide {
        let (a, b) = (self.0, o.0);
        Wide([a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]])
    }
}

impl BitOr for Wide {
    type Output = Wide;
    fn bitor(self, o: Wide) -> Wide {
        let (a, b) = (self.0, o.0);
        Wide([a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]])
    }
}

impl Not for Wide {
    type Output = Wide;
    fn not(self) -> Wide {
        let a = self.0;
        Wide([!a[0], !a[1], !a[2], !a[3]])
    }
}

/// The rows of a lane at the bottom of a `u128`.
const LANE_ROWS_128: u128 = (1 << (LANE - 1)) - 1;

/// Bits a lane moves from the bottom of a `u128` to its top.
const CROSS: usize = 128 - LANE;

/// The bottom bit of each lane of a word.
const LANE_BOTTOMS: u64 = 0x0001_0001_0001_0001;

impl Mask for Wide {
    const COLUMN: usize = LANE;
    const COLUMNS: usize = 16;
    const EMPTY: Self = Wide([0; 4]);
    const BOTTOM_ROW: Self = Wide([LANE_BOTTOMS; 4]);

    fn bit(i: usize) -> Self {
        // Built word by word rather than written into an array at a computed index, which
        // the compiler would store to memory and load back as a vector (a slow round trip).
        let (word, bit) = (i / 64, 1 << (i % 64));
        Wide(std::array::from_fn(|k| if k == word { bit } else { 0 }))
    }

    fn below(i: usize) -> Self {
        let (word, bits) = (i / 64, (1 << (i % 64)) - 1);
        Wide(std::array::from_fn(|k| match k.cmp(&word) {
            std::cmp::Ordering::Less => u64::MAX,
            std::cmp::Ordering::Equal => bits,
            std::cmp::Ordering::Greater => 0,
        }))
    }

    fn lowest(self) -> usize {
        let w = self.0;
        if w[0] != 0 {
            w[0].trailing_zeros() as usize
        } else if w[1] != 0 {
            64 + w[1].trailing_zeros() as usize
        } else if w[2] != 0 {
            128 + w[2].trailing_zeros() as usize
        } else {
            192 + w[3].trailing_zeros() as usize
        }
    }

    fn highest(self) -> usize {
        let w = self.0;
        if w[3] != 0 {
            255 - w[3].leading_zeros() as usize
        } else if w[2] != 0 {
            191 - w[2].leading_zeros() as usize
        } else if w[1] != 0 {
            127 - w[1].leading_zeros() as usize
        } else {
            63 - w[0].leading_zeros() as usize
        }
    }

    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    fn is_empty(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    fn neighbours(self) -> Self {
        // Up and down within each word: a lane's guard bit takes what crosses a lane border,
        // and what would cross a word border is a guard bit or falls onto one.
        let a = self.0;
        Wide([
            (a[0] << 1) | (a[0] >> 1) | (a[0] << 16) | (a[0] >> 16) | (a[1] << 48),
            (a[1] << 1) | (a[1] >> 1) | (a[1] << 16) | (a[0] >> 48) | (a[1] >> 16) | (a[2] << 48),
            (a[2] << 1) | (a[2] >> 1) | (a[2] << 16) | (a[1] >> 48) | (a[2] >> 16) | (a[3] << 48),
            (a[3] << 1) | (a[3] >> 1) | (a[3] << 16) | (a[2] >> 48) | (a[3] >> 16),
        ])
    }

    fn fill_up(self, stars: Self) -> Self {
        // As for `Narrow`, word by word: no carry leaves a word, whose top bit is a guard.
        let (a, s) = (self.0, stars.0);
        let fill = |k: usize| ((s[k].wrapping_add(a[k]) ^ s[k] ^ a[k]) & s[k]) | a[k];
        Wide([fill(0), fill(1), fill(2), fill(3)])
    }

    fn group(seed: Self, stars: Self) -> Self {
        // Grown in a window of eight columns (two words) around the seed, in general
        // registers, unless the group reaches the window's inner edge: most groups are a few
        // stars across.
        let word = match seed.lowest() / LANE {
            0..6 => 0,
            6..10 => 1,
            _ => 2,
        };
        let pair = |w: &[u64; 4]| u128::from(w[word]) | (u128::from(w[word + 1]) << 64);
        let stars_pair = pair(&stars.0);
        let group = grow_by(pair(&seed.0), |group: u128| {
            // `Narrow`'s carry fill works on any lanes with guard bits on top.
            let filled = group.fill_up(stars_pair);
            let next = (filled << 1) | (filled >> 1) | (filled << LANE) | (filled >> LANE);
            (filled | next) & stars_pair
        });
        let left_edge = if word > 0 { LANE_ROWS_128 } else { 0 };
        let right_edge = if word < 2 { LANE_ROWS_128 << CROSS } else { 0 };
        if group & (left_edge | right_edge) != 0 {
            return grow(seed, stars);
        }
        let (low, high) = (group as u64, (group >> 64) as u64);
        Wide(std::array::from_fn(|k| match k.wrapping_sub(word) {
            0 => low,
            1 => high,
            _ => 0,
        }))
    }

    fn to_left(self) -> Self {
        let a = self.0;
        Wide([
            (a[0] >> 16) | (a[1] << 48),
            (a[1] >> 16) | (a[2] << 48),
            (a[2] >> 16) | (a[3] << 48),
            a[3] >> 16,
        ])
    }

    fn column(col: usize) -> Self {
        let (word, rows) = (col / 4, ((1 << (LANE - 1)) - 1) << (col % 4 * LANE));
        Wide(std::array::from_fn(|k| if k == word { rows } else { 0 }))
    }

    fn collapse<const N: usize>(sets: &mut [Self; N], gone: Self) {
        // Word by word in general registers, every set at once.
        for (k, &gone) in gone.0.iter().enumerate() {
            if gone == 0 {
                continue;
            }
            let mut words: [u64; N] = std::array::from_fn(|s| sets[s].0[k] & !gone);
            let mut rest = gone;
            while rest != 0 {
                let at = 63 - rest.leading_zeros() as usize;
                rest &= !(1 << at);
                let lane = ((1u64 << (LANE - 1)) - 1) << (at / LANE * LANE);
                let above = lane & !((2 << at) - 1);
                for word in &mut words {
                    *word = (*word & !above) | ((*word & above) >> 1);
                }
            }
            for (set, word) in sets.iter_mut().zip(words) {
                set.0[k] = word;
            }
        }
    }

    fn mix(self, h: u64) -> u64 {
        self.0.iter().fold(h, |h, &word| mix_word(h, word))
    }

    fn groups(scan: &Scan) -> &[Self] {
        &scan.wide_group_masks
    }

    fn groups_mut(scan: &mut Scan) -> &mut Vec<Self> {
        &mut scan.wide_group_masks
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cells of a [`Wide`] as (column, row) pairs.
    fn cells(m: Wide) -> Vec<(usize, usize)> {
        (0..256)
            .filter(|&i| !(m & Wide::bit(i)).is_empty())
            .map(|i| (i / LANE, i % LANE))
            .collect()
    }

    fn at(col: usize, up: usize) -> Wide {
        Wide::bit(col * LANE + up)
    }

    #[test]
    fn wide_neighbours_cross_word_borders() {
        // Column 3 is the top lane of word 0, column 4 the bottom lane of word 1.
        assert_eq!(
            cells(at(3, 5).neighbours()),
            vec![(2, 5), (3, 4), (3, 6), (4, 5)]
        );
        assert_eq!(cells(at(4, 0).neighbours()), vec![(3, 0), (4, 1), (5, 0)]);
        assert_eq!(cells(at(15, 14).neighbours()).last(), Some(&(15, 15)));
    }

    #[test]
    fn wide_columns_move_left_and_stars_fall_into_gaps() {
        assert_eq!(
            cells((at(4, 2) | at(8, 14)).to_left()),
            vec![(3, 2), (7, 14)]
        );
        let mut sets = [
            at(5, 0) | at(5, 2) | at(5, 14) | at(6, 3),
            at(5, 1) | at(4, 8),
        ];
        Wide::collapse(&mut sets, at(5, 1) | at(6, 3));
        assert_eq!(cells(sets[0]), vec![(5, 0), (5, 1), (5, 13)]);
        assert_eq!(cells(sets[1]), vec![(4, 8)]);
        assert_eq!(cells(Wide::column(9)).len(), 15);
        assert_eq!(cells(Wide::column(9))[14], (9, 14));
        assert_eq!(cells(!Wide::below(4 * LANE + 3) & at(4, 2)), vec![]);
        assert_eq!(at(13, 7).lowest(), 13 * LANE + 7);
        assert_eq!((at(1, 0) | at(13, 7)).highest(), 13 * LANE + 7);
    }
}
