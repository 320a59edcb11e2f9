//! The framing the engine's data files share (the Multi-ProbCut regression, the opening
//! book): four magic bytes, a little-endian `u16` format version, the kind's own header
//! and contents, then an FNV-1a 64 checksum of everything before it. One reader checks the
//! framing, so every kind refuses a damaged file with the same reasons.

use crate::pattern::Fnv;

/// Why a data file's framing was refused; `kind` names the file ("book", "ProbCut").
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Fewer bytes than the header and checksum.
    #[error("{kind} file too short: {found} bytes")]
    TooShort {
        /// The kind of file.
        kind: &'static str,
        /// Its length.
        found: usize,
    },
    /// Not a file of this kind.
    #[error("not a {kind} file (bad magic bytes)")]
    Magic {
        /// The kind of file expected.
        kind: &'static str,
    },
    /// A format version this build does not read.
    #[error("{kind} file format version {found}, this build reads version {supported}")]
    Version {
        /// The kind of file.
        kind: &'static str,
        /// The file's version.
        found: u16,
        /// The version this build reads.
        supported: u16,
    },
    /// Truncated or padded.
    #[error("{kind} file has {found} bytes, its header says {expected}")]
    Size {
        /// The kind of file.
        kind: &'static str,
        /// Length the header implies.
        expected: usize,
        /// Actual length.
        found: usize,
    },
    /// Damaged contents.
    #[error("{kind} file checksum {computed:016x} does not match the stored {stored:016x}")]
    Checksum {
        /// The kind of file.
        kind: &'static str,
        /// Checksum at the end of the file.
        stored: u64,
        /// Checksum of the bytes read.
        computed: u64,
    },
}

/// One kind of data file.
pub(crate) struct Format {
    /// How errors name it.
    pub kind: &'static str,
    pub magic: [u8; 4],
    /// The version this build reads and writes.
    pub version: u16,
    /// Bytes from the start up to the contents (magic and version included).
    pub header: usize,
}

/// Bytes of the checksum at the end.
const CHECKSUM: usize = 8;

impl Format {
    /// The magic bytes and version, for the writer to append its header and contents to
    /// before [`Format::finish`].
    pub fn start(&self) -> Vec<u8> {
        let mut bytes = self.magic.to_vec();
        bytes.extend(self.version.to_le_bytes());
        bytes
    }

    /// Appends the checksum.
    pub fn finish(mut bytes: Vec<u8>) -> Vec<u8> {
        let mut checksum = Fnv::new();
        checksum.write(&bytes);
        bytes.extend(checksum.finish().to_le_bytes());
        bytes
    }

    /// Checks the magic, the version, the length (`length` computes the length the header
    /// implies, checksum excluded, from the header's bytes) and the checksum. Returns the
    /// bytes before the checksum.
    pub fn read<'a>(
        &self,
        bytes: &'a [u8],
        length: impl FnOnce(&[u8]) -> usize,
    ) -> Result<&'a [u8], FileError> {
        let kind = self.kind;
        if bytes.len() < self.header + CHECKSUM {
            return Err(FileError::TooShort {
                kind,
                found: bytes.len(),
            });
        }
        if bytes[..4] != self.magic {
            return Err(FileError::Magic { kind });
        }
        let found = u16::from_le_bytes([bytes[4], bytes[5]]);
        if found != self.version {
            return Err(FileError::Version {
                kind,
                found,
                supported: self.version,
            });
        }
        let expected = length(&bytes[..self.header]).saturating_add(CHECKSUM);
        if bytes.len() != expected {
            return Err(FileError::Size {
                kind,
                expected,
                found: bytes.len(),
            });
        }
        let (body, tail) = bytes.split_at(bytes.len() - CHECKSUM);
        let stored = u64::from_le_bytes(tail.try_into().expect("eight bytes"));
        let mut checksum = Fnv::new();
        checksum.write(body);
        if checksum.finish() != stored {
            return Err(FileError::Checksum {
                kind,
                stored,
                computed: checksum.finish(),
            });
        }
        Ok(body)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEST: Format = Format {
        kind: "test",
        magic: *b"TEST",
        version: 3,
        header: 7,
    };

    /// A file whose header's last byte is the number of content bytes.
    fn file(contents: &[u8]) -> Vec<u8> {
        let mut bytes = TEST.start();
        bytes.push(contents.len() as u8);
        bytes.extend(contents);
        Format::finish(bytes)
    }

    fn read(bytes: &[u8]) -> Result<&[u8], FileError> {
        TEST.read(bytes, |header| TEST.header + usize::from(header[6]))
    }

    #[test]
    fn reads_what_it_wrote_and_names_each_problem() {
        let bytes = file(b"abc");
        assert_eq!(read(&bytes).unwrap(), &bytes[..10]);
        let error = read(&bytes[..5]).unwrap_err();
        assert_eq!(error.to_string(), "test file too short: 5 bytes");
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert_eq!(read(&magic), Err(FileError::Magic { kind: "test" }));
        let mut version = bytes.clone();
        version[4] = 9;
        assert_eq!(
            read(&version).unwrap_err().to_string(),
            "test file format version 9, this build reads version 3"
        );
        assert_eq!(
            read(&bytes[..bytes.len() - 1]).unwrap_err().to_string(),
            "test file has 17 bytes, its header says 18"
        );
        let mut damaged = bytes.clone();
        damaged[8] ^= 1;
        assert!(matches!(read(&damaged), Err(FileError::Checksum { .. })));
    }
}
