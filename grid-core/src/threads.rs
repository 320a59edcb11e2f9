//! Thread counts given on a command line, checked up front by every game's binary: an absurd
//! count is refused with one line before any work, instead of starting a pool of that size.

/// The most threads a command accepts: beyond any machine these games run on, and far below
/// what the system refuses.
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
            std::thread::Builder::new()
                .spawn_scoped(scope, || {})
                .map_err(|source| ThreadsError::Refused { count, source })?;
        }
        Ok(())
    })
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
}
