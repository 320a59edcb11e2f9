//! The learned evaluation: tables over board patterns, one weight set per game phase.
//!
//! Each position reads one entry per pattern instance (edges with X-squares, 2×5 and 3×3
//! corner blocks, rows 2–4, diagonals of 4–8 squares; 46 instances of 11 shapes) plus the
//! two sides' mobility and the number of empties, from the weight set of its phase (five
//! empties each), and adds them up: hundredths of a disc from the side to move's view,
//! an estimate of the final disc difference. The weights are fitted to self-play games by
//! the training pipeline (`examples/train`) and ship embedded in the library.

mod file;
mod shapes;
mod symmetry;

pub(crate) use file::Fnv;
pub use file::{FORMAT_VERSION, WeightsError};
pub use shapes::{FEATURES, INSTANCES, PHASES, phase};
pub(crate) use symmetry::all as symmetries;

use shapes::{PACKING, RAW_SIZE, layout_fingerprint, raw_features};
use std::sync::LazyLock;

/// The weights shipped with the library (produced by the training pipeline).
static EMBEDDED_BYTES: &[u8] = include_bytes!("../../weights/pattern.bin");

static EMBEDDED: LazyLock<Weights> = LazyLock::new(|| decode_embedded(EMBEDDED_BYTES));

/// The weights the library shipped before training run 3 (round 3 of run 1), kept
/// unchanged: the evaluation of the `round3` yardstick player and the one that picks the
/// daily openings, which must not change when the engine's weights do.
static ROUND3_BYTES: &[u8] = include_bytes!("../../weights/round3.bin");

static ROUND3: LazyLock<Weights> = LazyLock::new(|| decode_embedded(ROUND3_BYTES));

/// The weights of a file embedded in the library.
fn decode_embedded(bytes: &[u8]) -> Weights {
    Weights::from_bytes(bytes).expect("the embedded weight files are checked by the test suite")
}

/// A full set of pattern weights, unpacked for fast lookups (every phase's tables hold every
/// configuration, mirrored ones duplicated).
#[derive(Clone)]
pub struct Weights {
    raw: Box<[i16]>,
}

impl std::fmt::Debug for Weights {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Weights")
            .field("phases", &PHASES)
            .field("per_phase", &packed_len())
            .finish()
    }
}

/// Packed weights per phase: what the file stores and the training fits.
pub fn packed_len() -> usize {
    PACKING.size
}

/// The packed entries (indices within one phase's packed weights) that a position with
/// `player` to move reads: [`INSTANCES`] pattern entries, then the global terms. With
/// [`phase`] of its empties, this is what the training pipeline fits.
pub fn packed_features(player: u64, opponent: u64) -> [u32; FEATURES] {
    raw_features(player, opponent).map(|raw| PACKING.of_raw[raw as usize])
}

impl Weights {
    /// All weights zero: evaluates every position as even.
    pub fn zero() -> Weights {
        Weights {
            raw: vec![0; PHASES * RAW_SIZE].into_boxed_slice(),
        }
    }

    /// The weights shipped with the library.
    pub fn embedded() -> &'static Weights {
        &EMBEDDED
    }

    /// The round-3 weights of training run 1, which the library shipped before: see
    /// `weights/round3.bin`.
    pub fn round3() -> &'static Weights {
        &ROUND3
    }

    /// Weights from their packed form: [`PHASES`] blocks of [`packed_len`] values.
    /// `None` if the length is wrong.
    pub fn from_packed(packed: &[i16]) -> Option<Weights> {
        let per_phase = packed_len();
        if packed.len() != PHASES * per_phase {
            return None;
        }
        let mut raw = vec![0i16; PHASES * RAW_SIZE].into_boxed_slice();
        for (phase, table) in raw.chunks_exact_mut(RAW_SIZE).enumerate() {
            let block = &packed[phase * per_phase..][..per_phase];
            for (entry, &packed_index) in table.iter_mut().zip(&PACKING.of_raw) {
                *entry = block[packed_index as usize];
            }
        }
        Some(Weights { raw })
    }

    /// The packed form (see [`Weights::from_packed`]).
    pub fn to_packed(&self) -> Vec<i16> {
        let per_phase = packed_len();
        let mut packed = vec![0i16; PHASES * per_phase];
        for (phase, table) in self.raw.chunks_exact(RAW_SIZE).enumerate() {
            let block = &mut packed[phase * per_phase..][..per_phase];
            for (&entry, &packed_index) in table.iter().zip(&PACKING.of_raw) {
                block[packed_index as usize] = entry;
            }
        }
        packed
    }

    /// Reads a weight file, checking its header, size and checksum.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, WeightsError> {
        let packed = file::decode(bytes, PHASES, packed_len(), layout_fingerprint())?;
        Ok(Weights::from_packed(&packed).expect("decode checked the length"))
    }

    /// The weight file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        file::encode(
            PHASES,
            packed_len(),
            layout_fingerprint(),
            &self.to_packed(),
        )
    }

    /// The evaluation of the position with `player` to move, in hundredths of a disc.
    #[inline]
    pub fn evaluate(&self, player: u64, opponent: u64) -> i32 {
        let empties = (!(player | opponent)).count_ones();
        let table = &self.raw[phase(empties) * RAW_SIZE..][..RAW_SIZE];
        raw_features(player, opponent)
            .iter()
            .map(|&f| i32::from(table[f as usize]))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    /// Weights with a varied value in every packed entry.
    fn varied() -> Weights {
        let packed: Vec<i16> = (0..PHASES * packed_len())
            .map(|i| ((i * 7919) % 601) as i16 - 300)
            .collect();
        Weights::from_packed(&packed).unwrap()
    }

    #[test]
    fn packed_form_and_file_round_trip() {
        let weights = varied();
        assert_eq!(
            Weights::from_packed(&weights.to_packed())
                .unwrap()
                .to_packed(),
            weights.to_packed()
        );
        let bytes = weights.to_bytes();
        let read = Weights::from_bytes(&bytes).unwrap();
        assert_eq!(read.raw, weights.raw);
        let board = Board::start();
        assert_eq!(
            read.evaluate(board.player(), board.opponent()),
            weights.evaluate(board.player(), board.opponent())
        );
    }

    #[test]
    fn evaluation_sums_the_packed_entries_of_its_phase() {
        let weights = varied();
        let packed = weights.to_packed();
        let mut board = Board::start();
        for square in ["f5", "d6", "c3", "d3", "c4"] {
            board = board.play(square.parse().unwrap()).unwrap();
            let block = &packed[phase(board.empties()) * packed_len()..];
            let expected: i32 = packed_features(board.player(), board.opponent())
                .iter()
                .map(|&f| i32::from(block[f as usize]))
                .sum();
            assert_eq!(weights.evaluate(board.player(), board.opponent()), expected);
        }
    }

    #[test]
    fn damaged_files_are_refused() {
        let bytes = varied().to_bytes();
        assert_eq!(
            Weights::from_bytes(&bytes[..10]).unwrap_err(),
            WeightsError::TooShort(10)
        );
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert_eq!(
            Weights::from_bytes(&magic).unwrap_err(),
            WeightsError::Magic
        );
        let mut version = bytes.clone();
        version[4] = 9;
        assert!(matches!(
            Weights::from_bytes(&version).unwrap_err(),
            WeightsError::Version { found: 9, .. }
        ));
        let mut layout = bytes.clone();
        layout[6] = 3;
        assert!(matches!(
            Weights::from_bytes(&layout).unwrap_err(),
            WeightsError::Layout { phases: 3, .. }
        ));
        let short = &bytes[..bytes.len() - 2];
        assert_eq!(
            Weights::from_bytes(short).unwrap_err(),
            WeightsError::Size {
                expected: bytes.len(),
                found: bytes.len() - 2
            }
        );
        let mut flipped = bytes.clone();
        let last = flipped.len() - 1;
        flipped[last] ^= 1;
        let error = Weights::from_bytes(&flipped).unwrap_err();
        assert!(matches!(error, WeightsError::Checksum { .. }));
        assert!(error.to_string().contains("checksum"), "{error}");
    }

    #[test]
    fn the_embedded_weights_load() {
        assert!(Weights::from_bytes(EMBEDDED_BYTES).is_ok());
        assert!(Weights::from_bytes(ROUND3_BYTES).is_ok());
        let _ = Weights::embedded();
        let _ = Weights::round3();
    }
}
