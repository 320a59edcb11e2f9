//! The midgame transposition table, shared by the threads of a parallel search without
//! locks ([`crate::shared_slots`]): one slot per hash, always replaced.

use super::INFINITY;
use crate::shared_slots::Slots;

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
    /// Whether a selective search (Multi-ProbCut) found the bounds: a full-width search
    /// must not trust them.
    pub selective: bool,
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
            | u64::from(self.selective) << 49
    }

    fn unpack(word: u64) -> Entry {
        Entry {
            lower: from_stored(word as u16 as i16),
            upper: from_stored((word >> 16) as u16 as i16),
            depth: (word >> 32) as u8,
            best: (word >> 40) as u8,
            selective: word >> 49 & 1 == 1,
        }
    }
}

/// A table of `2^bits` slots, always replacing.
pub(super) struct Table {
    slots: Slots,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: Slots::new(bits),
        }
    }

    #[inline(always)]
    fn index(&self, player: u64, opponent: u64) -> usize {
        self.slots.index(player, opponent, 29)
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Entry> {
        self.slots
            .get(self.index(player, opponent))
            .read(player, opponent)
            .map(Entry::unpack)
    }

    #[inline]
    pub fn store(&self, player: u64, opponent: u64, entry: Entry) {
        self.slots
            .get(self.index(player, opponent))
            .write(player, opponent, entry.pack());
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
            selective: true,
        };
        table.store(5, 6, entry);
        assert_eq!(table.probe(5, 6), Some(entry));
        assert_eq!(table.probe(6, 5), None);
        let entry = Entry {
            lower: -300,
            upper: INFINITY,
            depth: 0,
            best: 64,
            selective: false,
        };
        table.store(5, 6, entry);
        assert_eq!(table.probe(5, 6), Some(entry));
    }
}
