//! The endgame transposition table: exact-score bounds per position, shared by the threads
//! of a parallel solve without locks ([`crate::shared_slots`]).

use crate::shared_slots::{Slot, Slots};

/// What a slot holds, unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Data {
    lower: i8,
    upper: i8,
    best: u8,
    empties: u8,
}

impl Data {
    fn pack(self) -> u64 {
        u64::from(self.lower as u8)
            | u64::from(self.upper as u8) << 8
            | u64::from(self.best) << 16
            | u64::from(self.empties) << 24
    }

    fn unpack(word: u64) -> Data {
        Data {
            lower: word as u8 as i8,
            upper: (word >> 8) as u8 as i8,
            best: (word >> 16) as u8,
            empties: (word >> 24) as u8,
        }
    }
}

/// Bounds found for a position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bounds {
    pub lower: i32,
    pub upper: i32,
    /// Best move index, or 64 for none.
    pub best: u8,
}

/// A fixed-size table of two-slot buckets indexed by a hash of the position. Full
/// positions are checked, so a hit is never a different position.
pub(crate) struct Table {
    slots: Slots,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Table {
        Table {
            slots: Slots::new(bits),
        }
    }

    #[inline(always)]
    fn bucket(&self, player: u64, opponent: u64) -> (&Slot, &Slot) {
        let index = self.slots.index(player, opponent, 23) & !1;
        (self.slots.get(index), self.slots.get(index + 1))
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Bounds> {
        let (first, second) = self.bucket(player, opponent);
        first
            .read(player, opponent)
            .or_else(|| second.read(player, opponent))
            .map(Data::unpack)
            .map(|data| Bounds {
                lower: i32::from(data.lower),
                upper: i32::from(data.upper),
                best: data.best,
            })
    }

    /// Stores what a search of `[alpha, beta]` proved: `score` is exact inside the window,
    /// a lower bound at or above `beta`, an upper bound at or below `alpha`.
    #[inline]
    pub fn store(
        &self,
        player: u64,
        opponent: u64,
        empties: u32,
        (alpha, beta): (i32, i32),
        score: i32,
        best: u8,
    ) {
        let (first, second) = self.bucket(player, opponent);
        // Two slots per bucket: the first keeps the deepest search, the second the latest.
        let (slot, known) = if let Some(data) = first.read(player, opponent) {
            (first, Some(Data::unpack(data)))
        } else if let Some(data) = second.read(player, opponent) {
            (second, Some(Data::unpack(data)))
        } else if Data::unpack(first.data()).empties as u32 <= empties {
            second.copy_from(first);
            (first, None)
        } else {
            (second, None)
        };
        let (mut lower, mut upper) =
            known.map_or((-64, 64), |d| (i32::from(d.lower), i32::from(d.upper)));
        if score < beta {
            upper = upper.min(score);
        }
        if score > alpha {
            lower = lower.max(score);
        }
        slot.write(
            player,
            opponent,
            Data {
                lower: lower as i8,
                upper: upper as i8,
                best,
                empties: empties as u8,
            }
            .pack(),
        );
    }

    /// Forgets everything.
    pub fn clear(&self) {
        self.slots.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_packs_and_bounds_merge() {
        let data = Data {
            lower: -64,
            upper: 12,
            best: 63,
            empties: 20,
        };
        assert_eq!(Data::unpack(data.pack()), data);
        let table = Table::new(4);
        table.store(1, 2, 10, (-64, 64), 8, 5);
        let bounds = table.probe(1, 2).unwrap();
        assert_eq!((bounds.lower, bounds.upper, bounds.best), (8, 8, 5));
        table.store(3, 4, 10, (0, 2), 6, 7);
        table.store(3, 4, 10, (8, 10), 8, 7);
        let bounds = table.probe(3, 4).unwrap();
        assert_eq!((bounds.lower, bounds.upper), (6, 8));
        assert!(table.probe(2, 1).is_none());
        table.clear();
        assert!(table.probe(1, 2).is_none());
    }
}
