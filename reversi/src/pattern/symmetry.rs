//! The eight symmetries of the board as bitboard transforms, so that every instance of a
//! pattern can be read with the one gather written for its first instance.

/// Columns reversed: square `(r, c)` takes the value of `(r, 7 - c)`.
#[inline(always)]
pub(crate) fn mirror(b: u64) -> u64 {
    let b = ((b >> 1) & 0x5555_5555_5555_5555) | ((b & 0x5555_5555_5555_5555) << 1);
    let b = ((b >> 2) & 0x3333_3333_3333_3333) | ((b & 0x3333_3333_3333_3333) << 2);
    ((b >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((b & 0x0F0F_0F0F_0F0F_0F0F) << 4)
}

/// Rows reversed: square `(r, c)` takes the value of `(7 - r, c)`.
#[inline(always)]
pub(crate) fn flip(b: u64) -> u64 {
    b.swap_bytes()
}

/// Rows and columns exchanged: square `(r, c)` takes the value of `(c, r)`.
#[inline(always)]
pub(crate) fn transpose(mut b: u64) -> u64 {
    let t = 0x0F0F_0F0F_0000_0000 & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    b
}

/// The board under all eight symmetries: entry `t` has at square `s` the value `b` has at
/// [`source_square`]`(t, s)`. Bit 1 of `t` mirrors, bit 2 flips, bit 4 transposes.
#[inline(always)]
pub(crate) fn all(b: u64) -> [u64; 8] {
    let x4 = transpose(b);
    let x2 = flip(b);
    let x6 = flip(x4);
    [b, mirror(b), x2, mirror(x2), x4, mirror(x4), x6, mirror(x6)]
}

/// The square whose value symmetry `t` moves to square `s`: the plain definition that
/// [`all`] is checked against.
pub(crate) fn source_square(t: usize, s: usize) -> usize {
    let (mut row, mut col) = (s / 8, s % 8);
    if t & 1 != 0 {
        col = 7 - col;
    }
    if t & 2 != 0 {
        row = 7 - row;
    }
    if t & 4 != 0 {
        std::mem::swap(&mut row, &mut col);
    }
    row * 8 + col
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transforms_match_the_plain_square_map() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let boards = all(state);
            for (t, board) in boards.iter().enumerate() {
                for s in 0..64 {
                    let expected = state >> source_square(t, s) & 1;
                    assert_eq!(board >> s & 1, expected, "transform {t} square {s}");
                }
            }
        }
    }
}
