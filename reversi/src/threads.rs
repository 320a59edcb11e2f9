//! Starting search threads without panicking: a thread the system refuses is left out (the
//! search runs with fewer), and [`check_threads`] (grid-core's, shared with the other games'
//! binaries) lets a command refuse a count it cannot start before any work begins.

use std::thread::{Builder, Scope, ScopedJoinHandle};

pub use grid_core::threads::{MAX_THREADS, ThreadsError, check_threads};

/// Starts `work` on a new scoped thread; `None` if the system refuses (the caller then
/// does without it or does the work itself).
pub fn spawn<'scope, 'env, T: Send + 'scope>(
    scope: &'scope Scope<'scope, 'env>,
    work: impl FnOnce() -> T + Send + 'scope,
) -> Option<ScopedJoinHandle<'scope, T>> {
    Builder::new().spawn_scoped(scope, work).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spawned_thread_returns_its_result() {
        let sum = std::thread::scope(|scope| {
            let handles: Vec<_> = (1..4u64)
                .filter_map(|i| spawn(scope, move || i * 10))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).sum::<u64>()
        });
        assert_eq!(sum, 60);
    }
}
