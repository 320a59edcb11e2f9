//! Multi-ProbCut data: how well a shallow search predicts a deep one, per deep depth and
//! game phase, so that the midgame search can cut a move whose shallow value lies far
//! outside the window before searching it deeply.
//!
//! The deep value is modelled as `slope × shallow + offset` with a normal error of standard
//! deviation `sigma` (hundredths of a disc). A search with threshold `t` cuts a null-window
//! node when the prediction is at least `t × sigma` above beta (or below alpha). The
//! regression is measured by the `probcut` example from the training games' positions and
//! shipped as `weights/probcut.bin`, embedded like the weights (the library reads no
//! files). File layout, little-endian:
//!
//! | bytes | field |
//! |---|---|
//! | 0..4 | magic `RVPC` |
//! | 4..6 | format version (1) |
//! | 6 | first deep depth |
//! | 7 | last deep depth |
//! | 8 | empties per phase |
//! | 9 | phases |
//! | 10..18 | checksum of the weights it was measured with (the weight file's, bytes 16..24) |
//! | 18..20 | length `n` of the note |
//! | 20..20+n | the note (UTF-8): what made the file and from what |
//! | then | per deep depth, per phase: shallow depth `u8`, slope, offset, sigma (`f32` each) |
//! | last 8 | FNV-1a 64 checksum of everything before |

use crate::datafile::{FileError, Format};
use std::sync::LazyLock;

/// The format version this build reads and writes.
pub const PROBCUT_VERSION: u16 = 1;
/// Magic, version and the header up to the note.
const FORMAT: Format = Format {
    kind: "ProbCut",
    magic: *b"RVPC",
    version: PROBCUT_VERSION,
    header: 20,
};
/// Bytes of one entry.
const ENTRY: usize = 13;

/// The shipped regression (made by the `probcut` example).
static EMBEDDED_BYTES: &[u8] = include_bytes!("../../weights/probcut.bin");

static EMBEDDED: LazyLock<ProbCut> = LazyLock::new(|| {
    ProbCut::from_bytes(EMBEDDED_BYTES)
        .expect("the embedded ProbCut file is checked by the test suite")
});

/// The shallow search paired with a deep one of `depth` plies: about half as deep, with
/// the same parity (Othello evaluations swing between odd and even depths).
pub fn shallow_depth(depth: u32) -> u32 {
    let half = depth / 2;
    if (depth - half) % 2 == 1 {
        half.saturating_sub(1)
    } else {
        half
    }
}

/// One depth pair's regression in one phase.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cut {
    /// Depth of the shallow search.
    pub shallow: u32,
    /// Deep value per unit of shallow value.
    pub slope: f32,
    /// Deep value at a shallow value of 0, hundredths of a disc.
    pub offset: f32,
    /// Standard deviation of the deep value around the prediction, hundredths of a disc.
    pub sigma: f32,
}

impl Cut {
    /// The shallow value at or above which the deep one is at least `beta` with the
    /// confidence of `threshold` standard deviations.
    pub fn high_bound(&self, beta: i32, threshold: f32) -> i32 {
        ((threshold * self.sigma + beta as f32 - self.offset) / self.slope).round() as i32
    }

    /// The shallow value at or below which the deep one is at most `alpha` likewise.
    pub fn low_bound(&self, alpha: i32, threshold: f32) -> i32 {
        ((-threshold * self.sigma + alpha as f32 - self.offset) / self.slope).round() as i32
    }
}

/// Why a ProbCut file was refused.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum ProbCutError {
    /// A wrong magic, version, size or checksum.
    #[error(transparent)]
    File(#[from] FileError),
    /// A header or entry that makes no sense.
    #[error("ProbCut file: {0}")]
    Invalid(String),
}

/// The regression for every deep depth from `first` to `last` and every phase.
#[derive(Clone, Debug, PartialEq)]
pub struct ProbCut {
    first: u32,
    last: u32,
    phase_width: u32,
    phases: u32,
    weights_checksum: u64,
    note: String,
    cuts: Vec<Cut>,
}

impl ProbCut {
    /// The regression shipped with the library.
    pub fn embedded() -> &'static ProbCut {
        &EMBEDDED
    }

    /// A regression for deep depths `first..=last` and `phases` phases of `phase_width`
    /// empties; `cuts` lists each depth's phases in order, depth after depth.
    pub fn new(
        (first, last): (u32, u32),
        (phase_width, phases): (u32, u32),
        weights_checksum: u64,
        note: String,
        cuts: Vec<Cut>,
    ) -> Result<ProbCut, ProbCutError> {
        let probcut = ProbCut {
            first,
            last,
            phase_width,
            phases,
            weights_checksum,
            note,
            cuts,
        };
        probcut.check()?;
        Ok(probcut)
    }

    fn check(&self) -> Result<(), ProbCutError> {
        let invalid = |what: String| Err(ProbCutError::Invalid(what));
        if self.first < 2 || self.last < self.first || self.last > 60 {
            return invalid(format!("deep depths {}..={}", self.first, self.last));
        }
        if self.phase_width == 0 || self.phases == 0 || self.phase_width * self.phases > 64 {
            return invalid(format!(
                "{} phases of {} empties",
                self.phases, self.phase_width
            ));
        }
        let expected = ((self.last - self.first + 1) * self.phases) as usize;
        if self.cuts.len() != expected {
            return invalid(format!("{} entries, expected {expected}", self.cuts.len()));
        }
        if self.note.len() > usize::from(u16::MAX) {
            return invalid("the note is longer than 65535 bytes".into());
        }
        for (i, cut) in self.cuts.iter().enumerate() {
            let depth = self.first + i as u32 / self.phases;
            let sound = cut.shallow < depth
                && cut.slope.is_finite()
                && cut.slope > 0.0
                && cut.offset.is_finite()
                && cut.sigma.is_finite()
                && cut.sigma > 0.0;
            if !sound {
                return invalid(format!("entry {i} (depth {depth}): {cut:?}"));
            }
        }
        Ok(())
    }

    /// The regression for a deep search of `depth` plies from a position with `empties`
    /// empty squares; `None` outside the measured depths.
    pub fn cut(&self, depth: u32, empties: u32) -> Option<&Cut> {
        if depth < self.first || depth > self.last {
            return None;
        }
        let phase = (empties / self.phase_width).min(self.phases - 1);
        self.cuts
            .get(((depth - self.first) * self.phases + phase) as usize)
    }

    /// [`ProbCut::cut`], extended beyond the deepest measured depth: a deeper search pairs
    /// with a shallow one of about half its depth ([`shallow_depth`]) and takes the slope and
    /// offset of the deepest measured depth of its parity, its sigma widened by the square
    /// root of the longer gap between the two depths (the error of a prediction grows with
    /// the plies it skips). A selective search to a depth beyond the measured ones thus stays
    /// selective in its upper plies, where cuts save the most.
    pub fn extended(&self, depth: u32, empties: u32) -> Option<Cut> {
        if depth <= self.last {
            return self.cut(depth, empties).copied();
        }
        let base_depth = self.last - (depth - self.last) % 2;
        let base = *self.cut(base_depth, empties)?;
        let shallow = shallow_depth(depth);
        let widening = ((depth - shallow) as f32 / (base_depth - base.shallow) as f32).sqrt();
        Some(Cut {
            shallow,
            sigma: base.sigma * widening.max(1.0),
            ..base
        })
    }

    /// The deep depths measured.
    pub fn depths(&self) -> (u32, u32) {
        (self.first, self.last)
    }

    /// The checksum of the weights the regression was measured with.
    pub fn weights_checksum(&self) -> u64 {
        self.weights_checksum
    }

    /// What made the file and from what.
    pub fn note(&self) -> &str {
        &self.note
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = FORMAT.start();
        for value in [self.first, self.last, self.phase_width, self.phases] {
            bytes.push(value as u8);
        }
        bytes.extend(self.weights_checksum.to_le_bytes());
        bytes.extend((self.note.len() as u16).to_le_bytes());
        bytes.extend(self.note.as_bytes());
        for cut in &self.cuts {
            bytes.push(cut.shallow as u8);
            for value in [cut.slope, cut.offset, cut.sigma] {
                bytes.extend(value.to_le_bytes());
            }
        }
        Format::finish(bytes)
    }

    /// Reads a ProbCut file, checking its header, size, checksum and entries.
    pub fn from_bytes(bytes: &[u8]) -> Result<ProbCut, ProbCutError> {
        const HEADER: usize = FORMAT.header;
        let note_len = |header: &[u8]| usize::from(u16::from_le_bytes([header[18], header[19]]));
        let body = FORMAT.read(bytes, |header| {
            let [first, last, phases] = [6, 7, 9].map(|i| usize::from(header[i]));
            let entries = (last.saturating_sub(first) + 1) * phases;
            HEADER + note_len(header) + entries * ENTRY
        })?;
        let [first, last, phase_width, phases] = [6, 7, 8, 9].map(|i| u32::from(body[i]));
        let note_len = note_len(body);
        let weights_checksum = u64::from_le_bytes(bytes[10..18].try_into().expect("eight bytes"));
        let note = String::from_utf8(bytes[HEADER..HEADER + note_len].to_vec())
            .map_err(|_| ProbCutError::Invalid("the note is not UTF-8".into()))?;
        let f32_at = |at: usize| f32::from_le_bytes(body[at..at + 4].try_into().expect("four"));
        let cuts = body[HEADER + note_len..]
            .chunks_exact(ENTRY)
            .enumerate()
            .map(|(i, _)| {
                let at = HEADER + note_len + i * ENTRY;
                Cut {
                    shallow: u32::from(body[at]),
                    slope: f32_at(at + 1),
                    offset: f32_at(at + 5),
                    sigma: f32_at(at + 9),
                }
            })
            .collect();
        ProbCut::new(
            (first, last),
            (phase_width, phases),
            weights_checksum,
            note,
            cuts,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::Weights;

    fn sample() -> ProbCut {
        let cuts = (3..=4)
            .flat_map(|depth| {
                (0..2).map(move |phase| Cut {
                    shallow: shallow_depth(depth),
                    slope: 1.0 + phase as f32 / 10.0,
                    offset: -20.0,
                    sigma: 300.0 + depth as f32,
                })
            })
            .collect();
        ProbCut::new((3, 4), (32, 2), 7, "test".into(), cuts).unwrap()
    }

    #[test]
    fn shallow_depths_keep_the_parity() {
        let pairs: Vec<u32> = (3..=12).map(shallow_depth).collect();
        assert_eq!(pairs, [1, 2, 1, 2, 3, 4, 3, 4, 5, 6]);
    }

    #[test]
    fn round_trips_and_looks_up_by_depth_and_phase() {
        let probcut = sample();
        let read = ProbCut::from_bytes(&probcut.to_bytes()).unwrap();
        assert_eq!(read, probcut);
        assert_eq!(read.cut(4, 40).unwrap().slope, 1.1);
        assert_eq!(read.cut(3, 10).unwrap().sigma, 303.0);
        assert!(read.cut(5, 40).is_none());
        let cut = read.cut(3, 10).unwrap();
        assert_eq!(cut.high_bound(0, 1.0), 323);
        assert_eq!(cut.low_bound(0, 1.0), -283);
    }

    #[test]
    fn deeper_searches_take_the_deepest_measured_cut_of_their_parity_widened() {
        let probcut = sample();
        assert_eq!(probcut.extended(4, 40), probcut.cut(4, 40).copied());
        // Depth 6 pairs with 2 and takes depth 4's fit (4 − 2 plies apart, now 4).
        let six = probcut.extended(6, 40).unwrap();
        let four = probcut.cut(4, 40).unwrap();
        assert_eq!(
            (six.shallow, six.slope, six.offset),
            (2, four.slope, four.offset)
        );
        assert!(
            (six.sigma - four.sigma * 2f32.sqrt()).abs() < 1e-3,
            "{six:?}"
        );
        // Depth 5 takes depth 3's.
        let five = probcut.extended(5, 10).unwrap();
        assert_eq!(five.slope, probcut.cut(3, 10).unwrap().slope);
        assert_eq!(five.shallow, shallow_depth(5));
    }

    #[test]
    fn damaged_files_are_refused_with_the_reason() {
        let bytes = sample().to_bytes();
        assert_eq!(
            ProbCut::from_bytes(&bytes[..10]).unwrap_err().to_string(),
            "ProbCut file too short: 10 bytes"
        );
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert_eq!(
            ProbCut::from_bytes(&magic),
            Err(ProbCutError::File(FileError::Magic { kind: "ProbCut" }))
        );
        let mut version = bytes.clone();
        version[4] = 9;
        assert_eq!(
            ProbCut::from_bytes(&version).unwrap_err().to_string(),
            "ProbCut file format version 9, this build reads version 1"
        );
        let mut short = bytes.clone();
        short.pop();
        assert!(matches!(
            ProbCut::from_bytes(&short),
            Err(ProbCutError::File(FileError::Size { .. }))
        ));
        let mut flipped = bytes.clone();
        flipped[30] ^= 1;
        assert!(matches!(
            ProbCut::from_bytes(&flipped),
            Err(ProbCutError::File(FileError::Checksum { .. }))
        ));
        let mut bad = sample();
        bad.cuts[1].sigma = -1.0;
        let bytes = bad.to_bytes();
        assert!(
            ProbCut::from_bytes(&bytes)
                .unwrap_err()
                .to_string()
                .starts_with("ProbCut file: entry 1 (depth 3)")
        );
    }

    #[test]
    fn the_embedded_file_loads_and_matches_the_embedded_weights() {
        let probcut = ProbCut::embedded();
        let weights = Weights::embedded().to_bytes();
        let checksum = u64::from_le_bytes(weights[16..24].try_into().unwrap());
        assert_eq!(probcut.weights_checksum(), checksum);
        assert!(probcut.note().contains("probcut"));
    }
}
