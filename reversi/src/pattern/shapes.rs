//! The board patterns the learned evaluation reads, and how a position turns into table
//! indices.
//!
//! A shape is a list of squares; its instances are its images under the board's
//! symmetries, and all instances of a shape share one table. A table index writes the
//! squares as base-3 digits (0 empty, 1 the side to move, 2 the opponent), the shape's
//! first square the lowest digit. Configurations that a symmetry of the shape maps onto
//! each other (an edge read left to right or right to left) share one weight in the packed
//! form the weight file and the training use.

use super::symmetry::{all, source_square};
use crate::bitboard::legal_moves;
use std::sync::LazyLock;

/// One pattern: the squares of its first instance and the symmetries that give the others.
pub(crate) struct Shape {
    /// Squares of the first instance (`row * 8 + col`), lowest digit first.
    pub squares: &'static [usize],
    /// The symmetries ([`all`]) whose images are the instances, one per distinct square set.
    pub transforms: &'static [usize],
}

/// The shapes, in table order: edge with both X-squares, 2×5 corner block, 3×3 corner
/// block, the second, third and fourth rows, and the diagonals of 8, 7, 6, 5 and 4 squares.
pub(crate) const SHAPES: [Shape; 11] = [
    Shape {
        squares: &[0, 1, 2, 3, 4, 5, 6, 7, 9, 14],
        transforms: &[0, 2, 4, 6],
    },
    Shape {
        squares: &[0, 1, 2, 3, 4, 8, 9, 10, 11, 12],
        transforms: &[0, 1, 2, 3, 4, 5, 6, 7],
    },
    Shape {
        squares: &[0, 1, 2, 8, 9, 10, 16, 17, 18],
        transforms: &[0, 1, 2, 3],
    },
    Shape {
        squares: &[8, 9, 10, 11, 12, 13, 14, 15],
        transforms: &[0, 2, 4, 6],
    },
    Shape {
        squares: &[16, 17, 18, 19, 20, 21, 22, 23],
        transforms: &[0, 2, 4, 6],
    },
    Shape {
        squares: &[24, 25, 26, 27, 28, 29, 30, 31],
        transforms: &[0, 2, 4, 6],
    },
    Shape {
        squares: &[0, 9, 18, 27, 36, 45, 54, 63],
        transforms: &[0, 1],
    },
    Shape {
        squares: &[8, 17, 26, 35, 44, 53, 62],
        transforms: &[0, 1, 2, 3],
    },
    Shape {
        squares: &[16, 25, 34, 43, 52, 61],
        transforms: &[0, 1, 2, 3],
    },
    Shape {
        squares: &[24, 33, 42, 51, 60],
        transforms: &[0, 1, 2, 3],
    },
    Shape {
        squares: &[32, 41, 50, 59],
        transforms: &[0, 1, 2, 3],
    },
];

/// Pattern instances on the board (the sum of the shapes' transforms).
pub const INSTANCES: usize = 46;
/// Table entries read per position: one per pattern instance, then the side to move's
/// mobility, the opponent's mobility and the number of empty squares (which carries parity).
pub const FEATURES: usize = INSTANCES + 3;

/// Mobility counts above this share the last entry.
const MOBILITY_CAP: usize = 31;

const fn pow3(n: usize) -> usize {
    let mut p = 1;
    let mut i = 0;
    while i < n {
        p *= 3;
        i += 1;
    }
    p
}

/// Where each shape's table starts in one phase's raw tables, then the global terms.
const fn raw_offsets() -> [usize; 15] {
    let mut offsets = [0; 15];
    let mut i = 0;
    while i < SHAPES.len() {
        offsets[i + 1] = offsets[i] + pow3(SHAPES[i].squares.len());
        i += 1;
    }
    offsets[12] = offsets[11] + MOBILITY_CAP + 1;
    offsets[13] = offsets[12] + MOBILITY_CAP + 1;
    offsets[14] = offsets[13] + 64;
    offsets
}

const RAW_OFFSETS: [usize; 15] = raw_offsets();
const PLAYER_MOBILITY: usize = RAW_OFFSETS[11];
const OPPONENT_MOBILITY: usize = RAW_OFFSETS[12];
const EMPTIES: usize = RAW_OFFSETS[13];
/// Raw entries per phase: every configuration of every shape, then the global terms.
pub(crate) const RAW_SIZE: usize = RAW_OFFSETS[14];

/// Game phases: one weight set per five empty squares.
pub const PHASES: usize = 12;

/// The phase (weight set) of a position with `empties` empty squares.
#[inline(always)]
pub fn phase(empties: u32) -> usize {
    (empties.min(59) / 5) as usize
}

/// Base-3 value of a bit mask: bit `k` becomes the digit `3^k`.
const TERNARY: [u32; 1024] = {
    let mut table = [0u32; 1024];
    let mut mask = 0;
    while mask < 1024 {
        let mut value = 0u32;
        let mut k = 10;
        while k > 0 {
            k -= 1;
            value = value * 3 + ((mask >> k) & 1) as u32;
        }
        table[mask] = value;
        mask += 1;
    }
    table
};

/// Each shape's squares of the first instance gathered into the low bits, in digit order.
#[inline(always)]
fn gather(shape: usize, x: u64) -> usize {
    let diagonal = |mask: u64| (((x & mask).wrapping_mul(0x0101_0101_0101_0101)) >> 56) as usize;
    match shape {
        0 => ((x & 0xFF) | ((x >> 1) & 0x100) | ((x >> 5) & 0x200)) as usize,
        1 => ((x & 0x1F) | ((x >> 3) & 0x3E0)) as usize,
        2 => ((x & 0x7) | ((x >> 5) & 0x38) | ((x >> 10) & 0x1C0)) as usize,
        3 => ((x >> 8) & 0xFF) as usize,
        4 => ((x >> 16) & 0xFF) as usize,
        5 => ((x >> 24) & 0xFF) as usize,
        6 => diagonal(0x8040_2010_0804_0201),
        7 => diagonal(0x4020_1008_0402_0100),
        8 => diagonal(0x2010_0804_0201_0000),
        9 => diagonal(0x1008_0402_0100_0000),
        _ => diagonal(0x0804_0201_0000_0000),
    }
}

/// The raw table entries (offsets within one phase) that a position reads, with `player`
/// to move: the fast path the search uses.
#[inline(always)]
pub(crate) fn raw_features(player: u64, opponent: u64) -> [u32; FEATURES] {
    let p = all(player);
    let o = all(opponent);
    let mut features = [0u32; FEATURES];
    let mut n = 0;
    macro_rules! shape {
        ($shape:literal) => {
            for &t in SHAPES[$shape].transforms {
                let index = TERNARY[gather($shape, p[t])] + 2 * TERNARY[gather($shape, o[t])];
                features[n] = RAW_OFFSETS[$shape] as u32 + index;
                n += 1;
            }
        };
    }
    shape!(0);
    shape!(1);
    shape!(2);
    shape!(3);
    shape!(4);
    shape!(5);
    shape!(6);
    shape!(7);
    shape!(8);
    shape!(9);
    shape!(10);
    globals(player, opponent, &mut features);
    features
}

/// The three global terms after the pattern entries.
#[inline(always)]
fn globals(player: u64, opponent: u64, features: &mut [u32; FEATURES]) {
    let mine = (legal_moves(player, opponent).count_ones() as usize).min(MOBILITY_CAP);
    let theirs = (legal_moves(opponent, player).count_ones() as usize).min(MOBILITY_CAP);
    let empties = (!(player | opponent)).count_ones() as usize;
    features[INSTANCES] = (PLAYER_MOBILITY + mine) as u32;
    features[INSTANCES + 1] = (OPPONENT_MOBILITY + theirs) as u32;
    features[INSTANCES + 2] = (EMPTIES + empties) as u32;
}

/// The same entries computed square by square from the shapes' definitions: the
/// reference the fast path is tested against.
#[cfg(test)]
fn plain_raw_features(player: u64, opponent: u64) -> [u32; FEATURES] {
    let mut features = [0u32; FEATURES];
    let mut n = 0;
    for (shape, definition) in SHAPES.iter().enumerate() {
        for &t in definition.transforms {
            let mut index = 0;
            for &square in definition.squares.iter().rev() {
                let source = source_square(t, square);
                let digit = if player >> source & 1 != 0 {
                    1
                } else if opponent >> source & 1 != 0 {
                    2
                } else {
                    0
                };
                index = index * 3 + digit;
            }
            features[n] = (RAW_OFFSETS[shape] + index) as u32;
            n += 1;
        }
    }
    globals(player, opponent, &mut features);
    features
}

/// The packed numbering: raw entries that a symmetry of their shape identifies share one
/// packed entry.
pub(crate) struct Packing {
    /// Packed entry of each raw entry of a phase.
    pub of_raw: Vec<u32>,
    /// Packed entries per phase.
    pub size: usize,
}

/// The square permutations that map a shape onto itself: `perm[k]` is the digit that
/// lands on digit `k` (identity included).
fn self_symmetries(squares: &[usize]) -> Vec<Vec<usize>> {
    let mut sorted = squares.to_vec();
    sorted.sort_unstable();
    let mut perms = Vec::new();
    for t in 0..8 {
        let image: Vec<usize> = squares.iter().map(|&s| source_square(t, s)).collect();
        let mut image_sorted = image.clone();
        image_sorted.sort_unstable();
        if image_sorted != sorted {
            continue;
        }
        let perm: Vec<usize> = image
            .iter()
            .map(|s| {
                squares
                    .iter()
                    .position(|q| q == s)
                    .expect("the image has the same squares")
            })
            .collect();
        if !perms.contains(&perm) {
            perms.push(perm);
        }
    }
    perms
}

fn build_packing() -> Packing {
    let mut of_raw = vec![0u32; RAW_SIZE];
    let mut next = 0u32;
    for (shape, definition) in SHAPES.iter().enumerate() {
        let n = definition.squares.len();
        let perms = self_symmetries(definition.squares);
        let count = pow3(n);
        let mut digits = vec![0usize; n];
        let mut class = vec![u32::MAX; count];
        for index in 0..count {
            let mut rest = index;
            for digit in digits.iter_mut() {
                *digit = rest % 3;
                rest /= 3;
            }
            let representative = perms
                .iter()
                .map(|perm| perm.iter().rev().fold(0, |acc, &k| acc * 3 + digits[k]))
                .min()
                .unwrap_or(index);
            if class[representative] == u32::MAX {
                class[representative] = next;
                next += 1;
            }
            class[index] = class[representative];
            of_raw[RAW_OFFSETS[shape] + index] = class[index];
        }
    }
    for entry in of_raw.iter_mut().skip(RAW_OFFSETS[11]) {
        *entry = next;
        next += 1;
    }
    Packing {
        of_raw,
        size: next as usize,
    }
}

/// The packed numbering, built on first use.
pub(crate) static PACKING: LazyLock<Packing> = LazyLock::new(build_packing);

/// A fingerprint of the layout (shapes, phases, global terms), stored in weight files so
/// that a file made for another layout is refused even if its size happens to fit.
pub(crate) fn layout_fingerprint() -> u32 {
    let mut hash = super::file::Fnv::new();
    for shape in &SHAPES {
        for &s in shape.squares {
            hash.write(&[s as u8]);
        }
        hash.write(&[0xFF]);
        for &t in shape.transforms {
            hash.write(&[t as u8]);
        }
        hash.write(&[0xFE]);
    }
    hash.write(&(PHASES as u32).to_le_bytes());
    hash.write(&(MOBILITY_CAP as u32).to_le_bytes());
    hash.finish() as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    fn random_positions() -> Vec<(u64, u64)> {
        let mut rng = grid_core::SeededRng::new(11);
        let mut positions = Vec::new();
        for _ in 0..40 {
            let mut board = Board::start();
            while !board.is_game_over() {
                positions.push((board.player(), board.opponent()));
                if board.must_pass() {
                    board = board.passed();
                    continue;
                }
                let moves: Vec<_> = board.moves().collect();
                board = board.play(moves[rng.index(moves.len())]).unwrap();
            }
        }
        positions
    }

    #[test]
    fn instances_are_the_distinct_images_of_each_shape() {
        let mut total = 0;
        for shape in &SHAPES {
            let mut sets: Vec<Vec<usize>> = Vec::new();
            for t in 0..8 {
                let mut image: Vec<usize> =
                    shape.squares.iter().map(|&s| source_square(t, s)).collect();
                image.sort_unstable();
                if !sets.contains(&image) {
                    sets.push(image);
                }
            }
            let listed: Vec<Vec<usize>> = shape
                .transforms
                .iter()
                .map(|&t| {
                    let mut image: Vec<usize> =
                        shape.squares.iter().map(|&s| source_square(t, s)).collect();
                    image.sort_unstable();
                    image
                })
                .collect();
            assert_eq!(listed, sets, "{:?}", shape.squares);
            total += listed.len();
        }
        assert_eq!(total, INSTANCES);
    }

    #[test]
    fn fast_features_match_the_plain_ones() {
        for (player, opponent) in random_positions() {
            assert_eq!(
                raw_features(player, opponent),
                plain_raw_features(player, opponent)
            );
        }
    }

    #[test]
    fn mirrored_configurations_share_a_packed_entry() {
        let packing = &*PACKING;
        // The first edge read from a1 and from h1: the same configuration.
        let a1_only = 1u32; // digit 0 = a1 holds the mover's disc
        let h1_only = 3u32.pow(7);
        assert_eq!(
            packing.of_raw[a1_only as usize],
            packing.of_raw[h1_only as usize]
        );
        // A symmetric board gives equal packed features for mirror-image instances.
        assert!(packing.size < RAW_SIZE);
        assert!(packing.of_raw.iter().all(|&p| (p as usize) < packing.size));
    }

    #[test]
    fn symmetric_positions_read_the_same_packed_entries() {
        for (player, opponent) in random_positions().into_iter().take(500) {
            let mut a: Vec<u32> = raw_features(player, opponent)
                .iter()
                .map(|&f| PACKING.of_raw[f as usize])
                .collect();
            let p = all(player);
            let o = all(opponent);
            for t in 1..8 {
                let mut b: Vec<u32> = raw_features(p[t], o[t])
                    .iter()
                    .map(|&f| PACKING.of_raw[f as usize])
                    .collect();
                a.sort_unstable();
                b.sort_unstable();
                assert_eq!(a, b, "symmetry {t}");
            }
        }
    }
}
