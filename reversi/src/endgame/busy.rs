//! The positions the threads of a parallel solve are searching right now: a small
//! lock-free table of position hashes. A collision only makes a thread put a move off or
//! leave a position unmarked, never changes a result.

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

const BITS: u32 = 16;

/// Marks of positions under search.
pub(crate) struct Busy {
    slots: Vec<AtomicU64>,
}

/// A mark to release: the slot and the key stored there.
#[derive(Clone, Copy)]
pub(crate) struct Claim {
    slot: usize,
    key: u64,
}

/// A non-zero hash of the position.
#[inline(always)]
fn key(player: u64, opponent: u64) -> u64 {
    (player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ opponent.rotate_left(31).wrapping_mul(0xD6E8_FEB8_6659_FD93))
        | 1
}

impl Busy {
    pub(crate) fn new() -> Busy {
        Busy {
            slots: (0..1usize << BITS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    #[inline(always)]
    fn slot(key: u64) -> usize {
        (key >> (64 - BITS)) as usize
    }

    /// Marks the position, unless its slot is taken.
    #[inline]
    pub(crate) fn claim(&self, player: u64, opponent: u64) -> Option<Claim> {
        let key = key(player, opponent);
        let slot = Busy::slot(key);
        self.slots[slot]
            .compare_exchange(0, key, Relaxed, Relaxed)
            .ok()
            .map(|_| Claim { slot, key })
    }

    /// Removes a mark.
    #[inline]
    pub(crate) fn release(&self, claim: Claim) {
        let _ = self.slots[claim.slot].compare_exchange(claim.key, 0, Relaxed, Relaxed);
    }

    /// Whether some thread is searching the position.
    #[inline]
    pub(crate) fn is_claimed(&self, player: u64, opponent: u64) -> bool {
        let key = key(player, opponent);
        self.slots[Busy::slot(key)].load(Relaxed) == key
    }
}
