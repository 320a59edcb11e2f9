//! How long a search may run: a deadline on the clock or a fixed amount of work.
//!
//! The solver counts its work in evaluated positions and asks the budget after each one.
//! With [`WorkLimit`] the search is fully deterministic; with [`Deadline`] it stops on time,
//! and its result is the one the same search reaches with [`WorkLimit`] set to the work it
//! managed ([`Solution::spent`](crate::Solution::spent)).

use std::time::{Duration, Instant};

/// Tells a search when to stop.
pub trait Budget {
    /// Records `work` more units (evaluated positions); `true` once the budget is spent.
    fn spend(&mut self, work: u64) -> bool;
}

/// Stops after a fixed number of evaluated positions: the same answer on every machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WorkLimit {
    left: u64,
}

impl WorkLimit {
    /// A budget of `work` evaluated positions.
    pub fn new(work: u64) -> Self {
        WorkLimit { left: work }
    }
}

impl Budget for WorkLimit {
    fn spend(&mut self, work: u64) -> bool {
        self.left = self.left.saturating_sub(work);
        self.left == 0
    }
}

/// Stops when the clock passes a deadline. Reading the clock costs more than evaluating a
/// position, so it is read only every [`Deadline::CHECK_EVERY`] units.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    end: Instant,
    since_check: u64,
    passed: bool,
}

impl Deadline {
    /// Work units between two clock readings (well under a millisecond of search).
    pub const CHECK_EVERY: u64 = 256;

    /// A deadline `budget` from now.
    pub fn after(budget: Duration) -> Self {
        Deadline {
            end: Instant::now() + budget,
            since_check: 0,
            passed: budget.is_zero(),
        }
    }
}

impl Budget for Deadline {
    fn spend(&mut self, work: u64) -> bool {
        self.since_check += work;
        if !self.passed && self.since_check >= Self::CHECK_EVERY {
            self.since_check = 0;
            self.passed = Instant::now() >= self.end;
        }
        self.passed
    }
}

/// Counts the work handed to another budget, so a run cut short by a [`Deadline`] can be
/// repeated exactly with a [`WorkLimit`] of the same amount.
pub(crate) struct Metered<'a, B: Budget> {
    inner: &'a mut B,
    /// Work handed over so far.
    pub spent: u64,
    /// Whether the inner budget has said stop.
    pub ran_out: bool,
}

impl<'a, B: Budget> Metered<'a, B> {
    /// Counts the work spent on `inner`.
    pub fn new(inner: &'a mut B) -> Self {
        Metered {
            inner,
            spent: 0,
            ran_out: false,
        }
    }
}

impl<B: Budget> Budget for Metered<'_, B> {
    fn spend(&mut self, work: u64) -> bool {
        self.spent += work;
        self.ran_out = self.inner.spend(work);
        self.ran_out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn work_limit_counts_down() {
        let mut budget = WorkLimit::new(3);
        assert!(!budget.spend(1));
        assert!(!budget.spend(1));
        assert!(budget.spend(1));
        assert!(budget.spend(5));
    }

    #[test]
    fn deadlines_pass() {
        let mut zero = Deadline::after(Duration::ZERO);
        assert!(zero.spend(1));
        let mut long = Deadline::after(Duration::from_secs(3600));
        assert!(!(0..1000).any(|_| long.spend(1)));
    }
}
