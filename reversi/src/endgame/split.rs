//! Young-brothers-wait parallel search: a thread that has searched a position's first move
//! offers the remaining moves as a split point; idle threads take moves from it, and the
//! thread that offered it takes moves too, then waits for the others (helping with other
//! split points meanwhile).

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};
use std::sync::{Arc, Mutex, MutexGuard};

/// The split points open to idle threads.
#[derive(Default)]
pub(crate) struct Hub {
    open: Mutex<Vec<Arc<Split>>>,
    /// Threads looking for work.
    idle: AtomicUsize,
    /// Raised when the solve is over: helper threads leave.
    done: AtomicBool,
}

impl Hub {
    fn open(&self) -> MutexGuard<'_, Vec<Arc<Split>>> {
        self.open
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Whether a thread is waiting for work.
    #[inline]
    pub(crate) fn has_idle(&self) -> bool {
        self.idle.load(Relaxed) > 0
    }

    pub(crate) fn publish(&self, split: &Arc<Split>) {
        self.open().push(Arc::clone(split));
    }

    pub(crate) fn withdraw(&self, split: &Arc<Split>) {
        self.open().retain(|open| !Arc::ptr_eq(open, split));
    }

    /// A split point with moves left, below `under` if given, registered as joined (the
    /// caller must call [`Split::leave`]).
    pub(crate) fn join(&self, under: Option<&Arc<Split>>) -> Option<Arc<Split>> {
        let open = self.open();
        let split = open
            .iter()
            .find(|s| s.has_work() && under.is_none_or(|u| s.is_below(u)))?;
        split.workers.fetch_add(1, Relaxed);
        Some(Arc::clone(split))
    }

    pub(crate) fn set_idle(&self, idle: bool) {
        if idle {
            self.idle.fetch_add(1, Relaxed);
        } else {
            self.idle.fetch_sub(1, Relaxed);
        }
    }

    pub(crate) fn finish(&self) {
        self.done.store(true, Relaxed);
    }

    pub(crate) fn is_done(&self) -> bool {
        self.done.load(Relaxed)
    }
}

/// What a split point has found so far.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    pub alpha: i32,
    pub best_score: i32,
    pub best_move: u8,
}

/// A position whose remaining moves several threads share.
pub(crate) struct Split {
    /// The split points this one lies below, outermost first.
    chain: Vec<Arc<Split>>,
    pub player: u64,
    pub opponent: u64,
    pub beta: i32,
    /// The moves left after the first: square and flipped discs.
    pub moves: Vec<(u8, u64)>,
    next: AtomicUsize,
    found: Mutex<Found>,
    /// Threads other than the owner working on it.
    workers: AtomicUsize,
    /// Raised when a move reached `beta` (the rest is not needed) or the work was
    /// abandoned.
    cutoff: AtomicBool,
    /// Raised when a move's search was abandoned: what was found is incomplete.
    aborted: AtomicBool,
}

impl Split {
    /// A split point below `parent` (the innermost split point its creator works in).
    pub(crate) fn new(
        parent: Option<&Arc<Split>>,
        (player, opponent): (u64, u64),
        moves: Vec<(u8, u64)>,
        found: Found,
        beta: i32,
    ) -> Split {
        let chain = parent.map_or_else(Vec::new, |parent| {
            let mut chain = parent.chain.clone();
            chain.push(Arc::clone(parent));
            chain
        });
        Split {
            chain,
            player,
            opponent,
            beta,
            moves,
            next: AtomicUsize::new(0),
            found: Mutex::new(found),
            workers: AtomicUsize::new(0),
            cutoff: AtomicBool::new(false),
            aborted: AtomicBool::new(false),
        }
    }

    /// Whether this split point lies below `other`.
    fn is_below(&self, other: &Arc<Split>) -> bool {
        self.chain.iter().any(|s| Arc::ptr_eq(s, other))
    }

    /// Whether this split point or one it lies below is cut off: work here is useless.
    #[inline]
    pub(crate) fn is_void(&self) -> bool {
        self.is_cut() || self.chain.iter().any(|s| s.is_cut())
    }

    /// Marks the result incomplete and stops the work.
    pub(crate) fn abort(&self) {
        self.aborted.store(true, Relaxed);
        self.cut();
    }

    pub(crate) fn is_aborted(&self) -> bool {
        self.aborted.load(Relaxed)
    }

    fn found_lock(&self) -> MutexGuard<'_, Found> {
        self.found
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn has_work(&self) -> bool {
        !self.is_cut() && self.next.load(Relaxed) < self.moves.len()
    }

    /// The next move to search, if any is left and no cutoff happened.
    pub(crate) fn take(&self) -> Option<(u8, u64)> {
        if self.is_cut() {
            return None;
        }
        self.moves.get(self.next.fetch_add(1, Relaxed)).copied()
    }

    /// The best score so far (the lower end of the window for the next move).
    pub(crate) fn alpha(&self) -> i32 {
        self.found_lock().alpha
    }

    /// Records a move's score; a score reaching `beta` cuts the rest off.
    pub(crate) fn report(&self, square: u8, score: i32) {
        let mut found = self.found_lock();
        if score > found.best_score {
            found.best_score = score;
            found.best_move = square;
            found.alpha = found.alpha.max(score);
        }
        if score >= self.beta {
            self.cut();
        }
    }

    pub(crate) fn found(&self) -> Found {
        *self.found_lock()
    }

    pub(crate) fn cut(&self) {
        self.cutoff.store(true, Relaxed);
    }

    #[inline]
    pub(crate) fn is_cut(&self) -> bool {
        self.cutoff.load(Relaxed)
    }

    pub(crate) fn leave(&self) {
        self.workers.fetch_sub(1, Relaxed);
    }

    pub(crate) fn has_workers(&self) -> bool {
        self.workers.load(Relaxed) > 0
    }
}
