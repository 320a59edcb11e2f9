//! The slots of a transposition table shared between threads without locks (the midgame
//! search's and the endgame solver's).
//!
//! Each slot is three atomic words: the two bitboards each XORed with the data word, and
//! the data word. A reader accepts a slot only if both bitboards come back from it, so a
//! slot torn by two threads writing at once reads as a miss, never as another position's
//! data.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// One slot: `player ^ data`, `opponent ^ data`, `data`.
#[derive(Default)]
pub(crate) struct Slot {
    player: AtomicU64,
    opponent: AtomicU64,
    data: AtomicU64,
}

impl Slot {
    /// The data word if the slot holds this position (a stored data word is never zero).
    #[inline(always)]
    pub(crate) fn read(&self, player: u64, opponent: u64) -> Option<u64> {
        let data = self.data.load(Relaxed);
        if data == 0
            || self.player.load(Relaxed) ^ data != player
            || self.opponent.load(Relaxed) ^ data != opponent
        {
            return None;
        }
        Some(data)
    }

    /// Stores `data` (never zero) for this position.
    #[inline(always)]
    pub(crate) fn write(&self, player: u64, opponent: u64, data: u64) {
        self.data.store(data, Relaxed);
        self.player.store(player ^ data, Relaxed);
        self.opponent.store(opponent ^ data, Relaxed);
    }

    /// The data word, whatever position the slot holds (0 for none).
    #[inline(always)]
    pub(crate) fn data(&self) -> u64 {
        self.data.load(Relaxed)
    }

    pub(crate) fn copy_from(&self, other: &Slot) {
        self.data.store(other.data.load(Relaxed), Relaxed);
        self.player.store(other.player.load(Relaxed), Relaxed);
        self.opponent.store(other.opponent.load(Relaxed), Relaxed);
    }

    fn clear(&self) {
        self.data.store(0, Relaxed);
        self.player.store(0, Relaxed);
        self.opponent.store(0, Relaxed);
    }
}

/// `2^bits` slots indexed by the top bits of a hash.
pub(crate) struct Slots {
    slots: Vec<Slot>,
    shift: u32,
}

impl Slots {
    pub(crate) fn new(bits: u32) -> Slots {
        Slots {
            slots: (0..1usize << bits).map(|_| Slot::default()).collect(),
            shift: 64 - bits,
        }
    }

    /// The index of the slot for a position: a multiplicative hash of both bitboards, the
    /// opponent's rotated by `rotation` (each table its own, so that they collide apart).
    #[inline(always)]
    pub(crate) fn index(&self, player: u64, opponent: u64, rotation: u32) -> usize {
        let hash = player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent
                .rotate_left(rotation)
                .wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        (hash >> self.shift) as usize
    }

    #[inline(always)]
    pub(crate) fn get(&self, index: usize) -> &Slot {
        &self.slots[index]
    }

    /// Empties every slot.
    pub(crate) fn clear(&self) {
        for slot in &self.slots {
            slot.clear();
        }
    }
}
