//! The midgame transposition table, shared by the threads of a parallel search without
//! locks ([`crate::shared_slots`]). Each hash has two slots: the first keeps the deepest
//! result of the current search (a deep entry saves the most work, and is the likeliest to
//! be overwritten by the many shallow ones under an always-replace rule), the second takes
//! whatever the first does not keep.

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
    /// Which search stored it (counting modulo 64): an older search's entry gives way to
    /// the current one's whatever its depth.
    pub generation: u8,
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
            | u64::from(self.generation & 63) << 50
    }

    fn unpack(word: u64) -> Entry {
        Entry {
            lower: from_stored(word as u16 as i16),
            upper: from_stored((word >> 16) as u16 as i16),
            depth: (word >> 32) as u8,
            best: (word >> 40) as u8,
            selective: word >> 49 & 1 == 1,
            generation: (word >> 50) as u8 & 63,
        }
    }
}

/// A table of `2^bits` slots in pairs: the deepest of the current search, and the latest.
pub(super) struct Table {
    slots: Slots,
}

impl Table {
    pub fn new(bits: u32) -> Table {
        Table {
            slots: Slots::new(bits.max(1)),
        }
    }

    /// The first slot of the pair for a position.
    #[inline(always)]
    fn index(&self, player: u64, opponent: u64) -> usize {
        self.slots.index(player, opponent, 29) & !1
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Entry> {
        let index = self.index(player, opponent);
        (index..index + 2)
            .find_map(|i| self.slots.get(i).read(player, opponent))
            .map(Entry::unpack)
    }

    /// Stores `entry`: in the first slot if it holds this position, an older search's entry
    /// or a shallower one, else in the second.
    #[inline]
    pub fn store(&self, player: u64, opponent: u64, entry: Entry) {
        let index = self.index(player, opponent);
        let first = self.slots.get(index);
        let keeps = first.read(player, opponent).is_some() || {
            let held = first.data();
            held == 0 || {
                let held = Entry::unpack(held);
                held.generation != entry.generation & 63 || held.depth <= entry.depth
            }
        };
        let packed = entry.pack();
        if keeps {
            first.write(player, opponent, packed);
        } else {
            self.slots.get(index + 1).write(player, opponent, packed);
        }
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
            generation: 5,
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
            generation: 63,
        };
        table.store(5, 6, entry);
        assert_eq!(table.probe(5, 6), Some(entry));
    }

    #[test]
    fn the_deepest_entry_of_the_search_stays_and_an_older_search_gives_way() {
        let table = Table::new(1);
        let entry = |depth, generation| Entry {
            lower: 0,
            upper: 0,
            depth,
            best: 1,
            selective: false,
            generation,
        };
        // With one pair, every position shares it.
        table.store(1, 2, entry(9, 0));
        table.store(3, 4, entry(2, 0));
        table.store(5, 6, entry(3, 0));
        assert_eq!(table.probe(1, 2), Some(entry(9, 0)));
        assert_eq!(table.probe(3, 4), None);
        assert_eq!(table.probe(5, 6), Some(entry(3, 0)));
        // The same position is replaced in place, even by a shallower result.
        table.store(1, 2, entry(4, 0));
        assert_eq!(table.probe(1, 2), Some(entry(4, 0)));
        table.store(1, 2, entry(9, 0));
        table.store(3, 4, entry(1, 1));
        assert_eq!(table.probe(3, 4), Some(entry(1, 1)));
        assert_eq!(table.probe(1, 2), None);
    }
}
