//! The seeded random number generator every game draws from.

use rand_xoshiro::Xoshiro256PlusPlus;
use rand_xoshiro::rand_core::{Rng, SeedableRng, TryRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::convert::Infallible;

/// A deterministic RNG: `rand_xoshiro`'s xoshiro256++, seeded through SplitMix64
/// (`Xoshiro256PlusPlus::seed_from_u64(seed)`), with the few draws the games need. The same
/// seed gives the same numbers on every machine, and the state can be saved with a game
/// (serde) so a resumed game continues the same stream. It is a `rand_core` generator too,
/// for code that draws through `rand`'s traits.
///
/// Bounded draws use Lemire's multiply-and-reject method written here, so the sequence
/// that game IDs and saves replay depends only on this file and the generator, not on a
/// `rand` version's algorithms.
///
/// The saved state is one string of 64 hex digits (the four state words): most of them
/// exceed the signed 64-bit integers TOML holds, so as numbers they could not go into a
/// TOML save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeededRng {
    inner: Xoshiro256PlusPlus,
}

impl Serialize for SeededRng {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let text: String = self.words().iter().map(|w| format!("{w:016x}")).collect();
        serializer.serialize_str(&text)
    }
}

/// What a saved state may look like: the hex string, or the form saves had before it,
/// `{"inner": {"s": [four words]}}` (read so that they still resume).
#[derive(Deserialize)]
#[serde(untagged)]
enum SavedState {
    Hex(String),
    Words { inner: Words },
}

/// The four state words as the older saves hold them.
#[derive(Deserialize)]
struct Words {
    s: [u64; 4],
}

impl<'de> Deserialize<'de> for SeededRng {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let bad = || serde::de::Error::custom("an RNG state is 64 hex digits, not all 0");
        let words = match SavedState::deserialize(deserializer)? {
            SavedState::Hex(text) => parse_hex(&text).ok_or_else(bad)?,
            SavedState::Words { inner } => inner.s,
        };
        SeededRng::from_words(words).ok_or_else(bad)
    }
}

/// The four words of a 64-hex-digit state, or `None` if `text` is not one.
fn parse_hex(text: &str) -> Option<[u64; 4]> {
    // Digits only: `from_str_radix` alone would also take a sign.
    if text.len() != 64 || !text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let mut words = [0u64; 4];
    for (i, word) in words.iter_mut().enumerate() {
        *word = u64::from_str_radix(&text[16 * i..16 * (i + 1)], 16).ok()?;
    }
    Some(words)
}

impl SeededRng {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> Self {
        SeededRng {
            inner: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// The generator in state `words`; `None` for the all-zero state, which xoshiro never
    /// reaches.
    fn from_words(words: [u64; 4]) -> Option<Self> {
        if words == [0; 4] {
            return None;
        }
        let mut seed = [0u8; 32];
        for (bytes, word) in seed.chunks_exact_mut(8).zip(words) {
            bytes.copy_from_slice(&word.to_le_bytes());
        }
        Some(SeededRng {
            inner: Xoshiro256PlusPlus::from_seed(seed),
        })
    }

    /// The four state words, as saves hold them.
    fn words(&self) -> [u64; 4] {
        let state = self.inner.state();
        let mut words = [0u64; 4];
        for (word, bytes) in words.iter_mut().zip(state.chunks_exact(8)) {
            let mut le = [0u8; 8];
            le.copy_from_slice(bytes);
            *word = u64::from_le_bytes(le);
        }
        words
    }

    /// The next raw 64-bit value.
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A uniform value in `0..n`, without bias. Panics if `n` is 0.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "SeededRng::below(0)");
        let mut product = u128::from(self.next_u64()) * u128::from(n);
        if (product as u64) < n {
            let threshold = n.wrapping_neg() % n;
            while (product as u64) < threshold {
                product = u128::from(self.next_u64()) * u128::from(n);
            }
        }
        (product >> 64) as u64
    }

    /// A uniform index in `0..len`. Panics if `len` is 0.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// A uniform value in the inclusive range `low..=high`. Panics if `low > high`.
    pub fn between(&mut self, low: i64, high: i64) -> i64 {
        assert!(low <= high, "SeededRng::between({low}, {high})");
        let span = high.abs_diff(low);
        if span == u64::MAX {
            return self.next_u64() as i64;
        }
        low.wrapping_add(self.below(span + 1) as i64)
    }

    /// A uniform float in `[0, 1)`, from the top 53 bits of one draw.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Shuffles `items` in place with Fisher–Yates (from the last element down), so every
    /// order is equally likely.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(i + 1);
            items.swap(i, j);
        }
    }

    /// A uniform element of `items`, or `None` if it is empty.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.index(items.len())])
    }

    /// A uniform element of `items` among those not in `exclude` (one draw, no allocation),
    /// or `None` if every element is excluded. Match-3's constrained fill draws a kind this
    /// way, excluding the kinds that would complete a line.
    pub fn pick_excluding<T: Copy + PartialEq>(&mut self, items: &[T], exclude: &[T]) -> Option<T> {
        let allowed = |x: &&T| !exclude.contains(x);
        let count = items.iter().filter(allowed).count();
        if count == 0 {
            return None;
        }
        let chosen = self.index(count);
        items.iter().filter(allowed).nth(chosen).copied()
    }
}

/// The generator as `rand` sees it: its raw stream, for `rand`'s distributions where a
/// stream need not stay the same across versions.
impl TryRng for SeededRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok(self.inner.next_u32())
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.inner.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        self.inner.fill_bytes(dst);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = SeededRng::new(42);
        let mut b = SeededRng::new(42);
        let xs: Vec<u64> = (0..8).map(|_| a.next_u64()).collect();
        let ys: Vec<u64> = (0..8).map(|_| b.next_u64()).collect();
        assert_eq!(xs, ys);
        assert_ne!(SeededRng::new(43).next_u64(), xs[0]);
    }

    #[test]
    fn golden_stream_is_pinned() {
        // Changing how draws are made changes every seeded board; this test says so first.
        let mut rng = SeededRng::new(1);
        let draws: Vec<u64> = (0..6).map(|_| rng.below(10)).collect();
        let mut deck: Vec<u8> = (0..8).collect();
        rng.shuffle(&mut deck);
        assert_eq!(draws, [8, 7, 1, 7, 1, 5]);
        assert_eq!(deck, [2, 4, 1, 6, 5, 0, 3, 7]);
    }

    #[test]
    fn every_draw_is_pinned() {
        // The raw stream, and each draw built on it, as saved games and game IDs replay
        // them: a change of generator or of a draw's algorithm fails here first.
        let mut rng = SeededRng::new(0x5eed);
        let raw: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let between: Vec<i64> = (0..6).map(|_| rng.between(-4, 4)).collect();
        let wide = rng.between(i64::MIN, i64::MAX);
        let index: Vec<usize> = (0..6).map(|_| rng.index(100)).collect();
        let unit = rng.unit();
        let picks: Vec<Option<char>> = (0..4).map(|_| rng.pick(&['a', 'b', 'c'])).collect();
        let kinds = [1u8, 2, 3, 4, 5, 6, 7];
        let excluding: Vec<Option<u8>> = (0..6)
            .map(|_| rng.pick_excluding(&kinds, &[2, 5]))
            .collect();
        let huge = rng.below(u64::MAX - 3);
        let actual =
            format!("{raw:x?} {between:?} {wide} {index:?} {unit} {picks:?} {excluding:?} {huge}");
        let expected = "[8eb2871b24ae0c00, fdd2c14d7560f757, 17460bdf1e7c3333] \
            [-1, -1, -1, -2, 2, -4] -3470333054626265660 [98, 28, 95, 57, 10, 3] \
            0.008924013777588113 [Some('b'), Some('a'), Some('c'), Some('a')] \
            [Some(7), Some(4), Some(3), Some(6), Some(7), Some(1)] 17317884605991798915";
        assert_eq!(actual, expected);
    }

    #[test]
    fn bounded_draws_stay_in_range_and_cover_it() {
        let mut rng = SeededRng::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.index(6)] += 1;
        }
        assert!(seen.iter().all(|&n| (800..1200).contains(&n)), "{seen:?}");
        for _ in 0..1000 {
            let v = rng.between(-4, 4);
            assert!((-4..=4).contains(&v));
            let u = rng.unit();
            assert!((0.0..1.0).contains(&u));
        }
        assert_eq!(rng.between(3, 3), 3);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = SeededRng::new(3);
        let mut v: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut v);
        assert_ne!(v, (0..50).collect::<Vec<_>>());
        v.sort_unstable();
        assert_eq!(v, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn pick_excluding_never_returns_an_excluded_value() {
        let mut rng = SeededRng::new(9);
        let kinds = [1u8, 2, 3, 4];
        let mut seen = [false; 5];
        for _ in 0..200 {
            let k = rng.pick_excluding(&kinds, &[2, 4]).unwrap();
            assert!(k == 1 || k == 3);
            seen[k as usize] = true;
        }
        assert!(seen[1] && seen[3]);
        assert_eq!(rng.pick_excluding(&kinds, &kinds), None);
        assert_eq!(rng.pick::<u8>(&[]), None);
    }

    #[test]
    fn state_survives_serde() {
        let mut rng = SeededRng::new(5);
        rng.next_u64();
        let json = serde_json::to_string(&rng).unwrap();
        assert_eq!(json.len(), 66, "{json}");
        let mut back: SeededRng = serde_json::from_str(&json).unwrap();
        assert_eq!(back, rng);
        assert_eq!(back.next_u64(), rng.next_u64());
    }

    #[test]
    fn the_generators_own_form_is_still_read() {
        use rand_xoshiro::Xoshiro256PlusPlus;
        use rand_xoshiro::rand_core::{Rng, SeedableRng};

        let mut old_generator = Xoshiro256PlusPlus::seed_from_u64(9);
        old_generator.next_u64();
        let words = serde_json::to_string(&old_generator).unwrap();
        let old = format!(r#"{{"inner":{words}}}"#);
        let mut back: SeededRng = serde_json::from_str(&old).unwrap();
        let mut rng = SeededRng::new(9);
        rng.next_u64();
        assert_eq!(back, rng);
        assert_eq!(back.next_u64(), old_generator.next_u64());
    }

    #[test]
    fn the_saved_form_is_the_state_words_in_hex() {
        use rand_xoshiro::Xoshiro256PlusPlus;
        use rand_xoshiro::rand_core::SeedableRng;

        let state = Xoshiro256PlusPlus::seed_from_u64(5).state();
        let hex: String = state
            .chunks_exact(8)
            .map(|c| format!("{:016x}", u64::from_le_bytes(c.try_into().unwrap())))
            .collect();
        let json = serde_json::to_string(&SeededRng::new(5)).unwrap();
        assert_eq!(json, format!("\"{hex}\""));
    }

    #[test]
    fn damaged_states_are_refused() {
        let json = serde_json::to_string(&SeededRng::new(5)).unwrap();
        for bad in [
            json.replacen('"', "\"0", 1),
            json.replace(&json[1..3], "zz"),
            json.replacen(&json[1..2], "+", 1),
            format!("\"{}\"", "0".repeat(64)),
            "12".to_string(),
            r#"{"inner":{"s":[0,0,0,0]}}"#.to_string(),
        ] {
            assert!(serde_json::from_str::<SeededRng>(&bad).is_err(), "{bad}");
        }
    }
}
