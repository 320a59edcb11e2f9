//! The weight file: a little-endian header, then every phase's packed weights as `i16`.
//!
//! | bytes | field |
//! |---|---|
//! | 0..4 | magic `RVPW` |
//! | 4..6 | format version (1) |
//! | 6..8 | phases |
//! | 8..12 | packed weights per phase |
//! | 12..16 | layout fingerprint (the shapes and phases the weights were fitted for) |
//! | 16..24 | FNV-1a 64 checksum of the weights |
//! | 24.. | `phases × per phase` weights, `i16`, hundredths of a disc |

/// The first bytes of every weight file.
pub(crate) const MAGIC: [u8; 4] = *b"RVPW";
/// The format version this build reads and writes.
pub const FORMAT_VERSION: u16 = 1;
/// Header bytes before the weights.
pub(crate) const HEADER: usize = 24;

/// Why a weight file was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WeightsError {
    /// Fewer bytes than the header.
    #[error("weight file too short: {0} bytes, the header alone is 24")]
    TooShort(usize),
    /// Not a weight file.
    #[error("not a weight file (bad magic bytes)")]
    Magic,
    /// A format version this build does not read.
    #[error("weight file format version {found}, this build reads version {supported}")]
    Version {
        /// The file's version.
        found: u16,
        /// The version this build reads.
        supported: u16,
    },
    /// Weights for other patterns or phases.
    #[error(
        "weight file made for another layout ({phases} phases of {per_phase} weights, \
         fingerprint {fingerprint:08x}); this build has {expected_phases} of {expected_per_phase} \
         ({expected_fingerprint:08x})"
    )]
    Layout {
        /// Phases in the file.
        phases: usize,
        /// Weights per phase in the file.
        per_phase: usize,
        /// The file's layout fingerprint.
        fingerprint: u32,
        /// Phases this build has.
        expected_phases: usize,
        /// Weights per phase this build has.
        expected_per_phase: usize,
        /// This build's layout fingerprint.
        expected_fingerprint: u32,
    },
    /// Truncated or padded.
    #[error("weight file has {found} bytes, its header says {expected}")]
    Size {
        /// Length the header implies.
        expected: usize,
        /// Actual length.
        found: usize,
    },
    /// Damaged weights.
    #[error("weight file checksum {computed:016x} does not match the stored {stored:016x}")]
    Checksum {
        /// Checksum in the header.
        stored: u64,
        /// Checksum of the weights read.
        computed: u64,
    },
}

/// FNV-1a, 64 bits: a checksum that catches damaged or truncated files (not an adversary).
pub(crate) struct Fnv(u64);

impl Fnv {
    pub(crate) fn new() -> Fnv {
        Fnv(0xCBF2_9CE4_8422_2325)
    }

    pub(crate) fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01B3);
        }
    }

    pub(crate) fn finish(&self) -> u64 {
        self.0
    }
}

/// Writes the header and weights.
pub(crate) fn encode(
    phases: usize,
    per_phase: usize,
    fingerprint: u32,
    weights: &[i16],
) -> Vec<u8> {
    let mut body = Vec::with_capacity(weights.len() * 2);
    for w in weights {
        body.extend_from_slice(&w.to_le_bytes());
    }
    let mut checksum = Fnv::new();
    checksum.write(&body);
    let mut bytes = Vec::with_capacity(HEADER + body.len());
    bytes.extend_from_slice(&MAGIC);
    bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    bytes.extend_from_slice(&(phases as u16).to_le_bytes());
    bytes.extend_from_slice(&(per_phase as u32).to_le_bytes());
    bytes.extend_from_slice(&fingerprint.to_le_bytes());
    bytes.extend_from_slice(&checksum.finish().to_le_bytes());
    bytes.extend_from_slice(&body);
    bytes
}

/// Checks the header against this build's layout and the checksum, and returns the weights.
pub(crate) fn decode(
    bytes: &[u8],
    phases: usize,
    per_phase: usize,
    fingerprint: u32,
) -> Result<Vec<i16>, WeightsError> {
    if bytes.len() < HEADER {
        return Err(WeightsError::TooShort(bytes.len()));
    }
    let u16_at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]);
    let u32_at =
        |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    if bytes[..4] != MAGIC {
        return Err(WeightsError::Magic);
    }
    let version = u16_at(4);
    if version != FORMAT_VERSION {
        return Err(WeightsError::Version {
            found: version,
            supported: FORMAT_VERSION,
        });
    }
    let (file_phases, file_per_phase, file_fingerprint) =
        (usize::from(u16_at(6)), u32_at(8) as usize, u32_at(12));
    if (file_phases, file_per_phase, file_fingerprint) != (phases, per_phase, fingerprint) {
        return Err(WeightsError::Layout {
            phases: file_phases,
            per_phase: file_per_phase,
            fingerprint: file_fingerprint,
            expected_phases: phases,
            expected_per_phase: per_phase,
            expected_fingerprint: fingerprint,
        });
    }
    let expected = HEADER + phases * per_phase * 2;
    if bytes.len() != expected {
        return Err(WeightsError::Size {
            expected,
            found: bytes.len(),
        });
    }
    let stored = u64::from(u32_at(16)) | u64::from(u32_at(20)) << 32;
    let mut checksum = Fnv::new();
    checksum.write(&bytes[HEADER..]);
    if checksum.finish() != stored {
        return Err(WeightsError::Checksum {
            stored,
            computed: checksum.finish(),
        });
    }
    Ok(bytes[HEADER..]
        .chunks_exact(2)
        .map(|pair| i16::from_le_bytes([pair[0], pair[1]]))
        .collect())
}
