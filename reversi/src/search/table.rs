//! The midgame transposition table, shared by the threads of a parallel search: one slot
//! per hash, three atomic words written without locks (each bitboard XORed with the data
//! word, and the data word), so a slot torn by two writers reads as a miss.

use super::INFINITY;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Bounds and best move stored for a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// Lower bound on the score (`-INFINITY`: none).
    pub lower: i32,
    /// Upper bound on the score (`INFINITY`: none).
    pub upper: i32,
    /// Depth of the search that found them.
    pub depth: u8,
    /// Best move found, 64 for none.
    pub best: u8,
}

/// Scores are stored as `i16`; these stand for "no bound".
const NO_LOWER: i16 = i16::MIN;
const NO_UPPER: i16 = i16::MAX;

fn to_stored(score: i32, none: i16) -> i16 {
    if score.abs() >= INFINITY {
        none
    } else {
        score.clamp(-super::SCORE_LIMIT, super::SCORE_LIMIT) as i16
    }
}

fn from_stored(value: i16) -> i32 {
    match value {
        NO_LOWER => -INFINITY,
        NO_UPPER => INFINITY,
        v => i32::from(v),
    }
}

impl Entry {
    /// Packed with a marker bit so that a stored word is never zero.
    fn pack(self) -> u64 {
        u64::from(to_stored(self.lower, NO_LOWER) as u16)
            | u64::from(to_stored(self.upper, NO_UPPER) as u16) << 16
            | u64::from(self.depth) << 32
            | u64::from(self.best) << 40
            | 1 << 48
    }

    fn unpack(word: u64) -> Entry {
        Entry {
            lower: from_stored(word as u16 as i16),
            upper: from_stored((word >> 16) as u16 as i16),
            depth: (word >> 32) as u8,
            best: (word >> 40) as u8,
        }
    }
}

#[derive(Default)]
struct Slot {
    player: AtomicU64,
    opponent: AtomicU64,
    data: AtomicU64,
}

/// A table of `2^bits` slots, always replacing.
pub(super) struct Table {
    slots: Vec<Slot>,
    shift: u32,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: (0..1usize << bits).map(|_| Slot::default()).collect(),
            shift: 64 - bits,
        }
    }

    #[inline(always)]
    fn slot(&self, player: u64, opponent: u64) -> &Slot {
        let h = player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.rotate_left(29).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        &self.slots[(h >> self.shift) as usize]
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Entry> {
        let slot = self.slot(player, opponent);
        let data = slot.data.load(Relaxed);
        if data == 0
            || slot.player.load(Relaxed) ^ data != player
            || slot.opponent.load(Relaxed) ^ data != opponent
        {
            return None;
        }
        Some(Entry::unpack(data))
    }

    #[inline]
    pub fn store(&self, player: u64, opponent: u64, entry: Entry) {
        let slot = self.slot(player, opponent);
        let data = entry.pack();
        slot.data.store(data, Relaxed);
        slot.player.store(player ^ data, Relaxed);
        slot.opponent.store(opponent ^ data, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_with_open_bounds() {
        let table = Table::new(4);
        let entry = Entry {
            lower: -INFINITY,
            upper: 1234,
            depth: 7,
            best: 63,
        };
        table.store(5, 6, entry);
        assert_eq!(table.probe(5, 6), Some(entry));
        assert_eq!(table.probe(6, 5), None);
        let entry = Entry {
            lower: -300,
            upper: INFINITY,
            depth: 0,
            best: 64,
        };
        table.store(5, 6, entry);
        assert_eq!(table.probe(5, 6), Some(entry));
    }
}
