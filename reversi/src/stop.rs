//! Interrupting a search from another thread.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// A shared flag: the UI (or a timer) raises it, the search polls it and returns its best
/// result so far. Cloning shares the same flag.
#[derive(Clone, Debug, Default)]
pub struct StopFlag(Arc<AtomicBool>);

impl StopFlag {
    /// A lowered flag.
    pub fn new() -> StopFlag {
        StopFlag::default()
    }

    /// Asks every search holding this flag to stop.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Lowers the flag again so it can be reused.
    pub fn reset(&self) {
        self.0.store(false, Ordering::Relaxed);
    }

    /// Whether a stop was asked for.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}
