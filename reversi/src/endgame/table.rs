//! The endgame transposition table: exact-score bounds per position.

/// One stored position: its bounds on the final disc difference and the best move found.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    lower: i8,
    upper: i8,
    best: u8,
    empties: u8,
}

/// Bounds found for a position.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bounds {
    pub lower: i32,
    pub upper: i32,
    /// Best move index, or 64 for none.
    pub best: u8,
}

/// A fixed-size table of two-entry buckets indexed by a hash of the position. Full
/// positions are stored, so a hit is never a different position.
pub(crate) struct Table {
    entries: Vec<Entry>,
    shift: u32,
}

impl Table {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Table {
        Table {
            entries: vec![Entry::default(); 1 << bits],
            shift: 64 - bits,
        }
    }

    #[inline(always)]
    fn index(&self, player: u64, opponent: u64) -> usize {
        let h = player.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ opponent.rotate_left(23).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        (h >> self.shift) as usize & !1
    }

    #[inline]
    pub fn probe(&self, player: u64, opponent: u64) -> Option<Bounds> {
        let index = self.index(player, opponent);
        self.entries[index..index + 2]
            .iter()
            .find(|e| e.player == player && e.opponent == opponent && e.empties != 0)
            .map(|entry| Bounds {
                lower: i32::from(entry.lower),
                upper: i32::from(entry.upper),
                best: entry.best,
            })
    }

    /// Stores what a search of `[alpha, beta]` proved: `score` is exact inside the window,
    /// a lower bound at or above `beta`, an upper bound at or below `alpha`.
    #[inline]
    pub fn store(
        &mut self,
        player: u64,
        opponent: u64,
        empties: u32,
        (alpha, beta): (i32, i32),
        score: i32,
        best: u8,
    ) {
        let index = self.index(player, opponent);
        // Two slots per bucket: the first keeps the deepest search, the second the latest.
        let same = |e: &Entry| e.player == player && e.opponent == opponent && e.empties != 0;
        let slot = if same(&self.entries[index]) {
            index
        } else if same(&self.entries[index + 1]) {
            index + 1
        } else if u32::from(self.entries[index].empties) <= empties {
            self.entries[index + 1] = self.entries[index];
            index
        } else {
            index + 1
        };
        let entry = &mut self.entries[slot];
        let (mut lower, mut upper) = (-64, 64);
        if same(entry) {
            lower = i32::from(entry.lower);
            upper = i32::from(entry.upper);
        }
        if score < beta {
            upper = upper.min(score);
        }
        if score > alpha {
            lower = lower.max(score);
        }
        *entry = Entry {
            player,
            opponent,
            lower: lower as i8,
            upper: upper as i8,
            best,
            empties: empties as u8,
        };
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }
}
