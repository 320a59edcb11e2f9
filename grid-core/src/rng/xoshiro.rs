//! The xoshiro256++ generator (Blackman and Vigna), written out here so that the saved state
//! is plainly ours: four words, no other crate's private serde form in between.

/// SplitMix64's increment, the golden ratio in 64 bits.
const PHI: u64 = 0x9e37_79b9_7f4a_7c15;

/// xoshiro256++: 256 bits of state, one 64-bit output per step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Xoshiro256pp {
    s: [u64; 4],
}

impl Xoshiro256pp {
    /// The generator for `seed`: its four state words are the next four outputs of SplitMix64
    /// started at `seed`, as `rand_xoshiro`'s `seed_from_u64` makes them, so every seed gives
    /// the stream it always gave.
    ///
    /// SplitMix64's output is a bijection of its counter, so at most one of the four words is
    /// 0 and the forbidden all-zero state never arises.
    pub(crate) fn seed_from_u64(seed: u64) -> Self {
        let mut x = seed;
        let mut next = || {
            x = x.wrapping_add(PHI);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        Xoshiro256pp {
            s: [next(), next(), next(), next()],
        }
    }

    /// The generator in state `s`, or `None` for the all-zero state, which would only ever
    /// yield zeros.
    pub(crate) fn from_words(s: [u64; 4]) -> Option<Self> {
        (s != [0; 4]).then_some(Xoshiro256pp { s })
    }

    /// The four state words, for saving.
    pub(crate) fn words(&self) -> [u64; 4] {
        self.s
    }

    /// The next output, and one step of the state.
    pub(crate) fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rand_xoshiro::Xoshiro256PlusPlus;
    use rand_xoshiro::rand_core::{Rng, SeedableRng};

    #[test]
    fn the_reference_outputs_are_reproduced() {
        // The first outputs of the authors' xoshiro256plusplus.c from the state 1, 2, 3, 4.
        let mut rng = Xoshiro256pp::from_words([1, 2, 3, 4]).unwrap();
        let expected = [41943041, 58720359, 3588806011781223, 3591011842654386];
        for e in expected {
            assert_eq!(rng.next_u64(), e);
        }
    }

    #[test]
    fn the_all_zero_state_is_refused() {
        assert_eq!(Xoshiro256pp::from_words([0; 4]), None);
    }

    proptest! {
        #[test]
        fn the_stream_is_rand_xoshiros(seed: u64, len in 0usize..300) {
            let mut ours = Xoshiro256pp::seed_from_u64(seed);
            let mut theirs = Xoshiro256PlusPlus::seed_from_u64(seed);
            for _ in 0..len {
                prop_assert_eq!(ours.next_u64(), theirs.next_u64());
            }
        }
    }
}
