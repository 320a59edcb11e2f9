//! SWAR ("SIMD within a register") helpers: a row of cells packed one byte per cell into
//! an integer, so whole rows are compared at once without data-dependent branches.

use crate::cell::Cell;
use std::ops::{Add, BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// An unsigned integer used as a row of byte lanes, one cell per byte (SWAR): `u64` for
/// rows of up to 8 cells, `u128` up to 16.
pub(crate) trait Lanes:
    Copy
    + PartialEq
    + From<u8>
    + Add<Output = Self>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// Bytes in the word.
    const BYTES: usize;
    /// All bits clear.
    const ZERO: Self;
    /// The low seven bits of every byte.
    const LOW7: Self;
    /// The high bit of every byte.
    const HIGH: Self;
    /// Index of the lowest set bit.
    fn lowest_bit(self) -> u32;
}

macro_rules! lanes {
    ($t:ty, $bytes:expr) => {
        impl Lanes for $t {
            const BYTES: usize = $bytes;
            const ZERO: Self = 0;
            const LOW7: Self = <$t>::from_le_bytes([0x7f; $bytes]);
            const HIGH: Self = <$t>::from_le_bytes([0x80; $bytes]);
            fn lowest_bit(self) -> u32 {
                self.trailing_zeros()
            }
        }
    };
}
lanes!(u64, 8);
lanes!(u128, 16);

/// High bit set in each byte of `x` that is zero (exact, no carries between bytes).
pub(crate) fn zero_bytes<L: Lanes>(x: L) -> L {
    !(((x & L::LOW7) + L::LOW7) | x | L::LOW7)
}

/// A row of cells as bytes, cell `i` in byte `i`, zero beyond the row. Built in registers:
/// going through a byte array and loading it as one word stalls on store forwarding.
pub(crate) fn pack_row<L: Lanes>(row: &[Cell]) -> L {
    row.iter()
        .rev()
        .fold(L::ZERO, |acc, cell| (acc << 8) | L::from(cell.raw()))
}

/// Gathers the high bits of the bytes of `marks` into bit `i` for byte `i`.
pub(crate) fn byte_bits<L: Lanes>(mut marks: L) -> u32 {
    let mut bits = 0;
    while marks != L::ZERO {
        let bit = marks.lowest_bit();
        bits |= 1 << (bit / 8);
        marks = marks & !(L::from(0x80) << (bit - 7));
    }
    bits
}
