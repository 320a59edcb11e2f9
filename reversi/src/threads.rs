//! Starting search threads without panicking: a thread the system refuses is left out (the
//! search runs with fewer), and [`check_threads`] lets a command refuse a count it cannot
//! start before any work begins.

use std::thread::{Builder, Scope, ScopedJoinHandle};

/// The most search threads a command accepts: beyond any machine this runs on, and far
/// below what the system refuses.
pub const MAX_THREADS: usize = 256;

/// Why a thread count is refused.
#[derive(Debug, thiserror::Error)]
pub enum ThreadsError {
    /// Zero threads.
    #[error("at least one thread is needed")]
    None,
    /// More than [`MAX_THREADS`].
    #[error("{0} threads is more than the {MAX_THREADS} allowed")]
    TooMany(usize),
    /// The system refused to start one of them.
    #[error("cannot start {count} threads: {source}")]
    Refused {
        /// The count asked for.
        count: usize,
        /// What the system said.
        source: std::io::Error,
    },
}

/// Checks that `count` threads can work at once: at least one, at most [`MAX_THREADS`],
/// and the system starts `count - 1` helpers beside the calling thread.
pub fn check_threads(count: usize) -> Result<(), ThreadsError> {
    if count == 0 {
        return Err(ThreadsError::None);
    }
    if count > MAX_THREADS {
        return Err(ThreadsError::TooMany(count));
    }
    std::thread::scope(|scope| {
        for _ in 1..count {
            Builder::new()
                .spawn_scoped(scope, || {})
                .map_err(|source| ThreadsError::Refused { count, source })?;
        }
        Ok(())
    })
}

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
    fn counts_outside_the_range_are_refused() {
        assert!(check_threads(1).is_ok());
        assert!(check_threads(3).is_ok());
        assert!(matches!(check_threads(0), Err(ThreadsError::None)));
        let error = check_threads(100_000).unwrap_err();
        assert_eq!(
            error.to_string(),
            "100000 threads is more than the 256 allowed"
        );
    }

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
