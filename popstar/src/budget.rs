//! How long a search may run: a deadline on the clock or a fixed amount of work.
//!
//! The solver counts its work in evaluated positions and asks the budget after each one, and
//! between its iterations asks how much work is left, to size the next one. With
//! [`WorkLimit`] the search is fully deterministic; with [`Deadline`] it stops on time and
//! estimates the work left from the speed it has measured, so its result depends on the
//! machine and its load.

use std::time::{Duration, Instant};

/// Tells a search when to stop.
pub trait Budget {
    /// Records `work` more units (evaluated positions); `true` once the budget is spent.
    fn spend(&mut self, work: u64) -> bool;

    /// Work units still to be spent (exact or estimated), when the budget can tell.
    fn left(&self) -> Option<u64> {
        None
    }
}

/// A budget that searches run side by side can divide among themselves.
pub trait Shared: Budget + Send {
    /// The budget of each of `searches` searches that run at once in place of one.
    fn share(&self, searches: usize) -> Self;
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

    fn left(&self) -> Option<u64> {
        Some(self.left)
    }
}

/// Searches side by side split the work between them, so the answer stays the same
/// whatever the number of cores.
impl Shared for WorkLimit {
    fn share(&self, searches: usize) -> Self {
        WorkLimit::new(self.left / searches.max(1) as u64)
    }
}

/// Stops when the clock passes a deadline. Reading the clock costs more than evaluating a
/// position, so it is read only every [`Deadline::CHECK_EVERY`] units.
#[derive(Clone, Copy, Debug)]
pub struct Deadline {
    start: Instant,
    end: Instant,
    spent: u64,
    since_check: u64,
    passed: bool,
}

impl Deadline {
    /// Work units between two clock readings (well under a millisecond of search).
    pub const CHECK_EVERY: u64 = 256;

    /// A deadline `budget` from now.
    pub fn after(budget: Duration) -> Self {
        let start = Instant::now();
        Deadline {
            start,
            end: start + budget,
            spent: 0,
            since_check: 0,
            passed: budget.is_zero(),
        }
    }
}

impl Budget for Deadline {
    fn spend(&mut self, work: u64) -> bool {
        self.spent += work;
        self.since_check += work;
        if !self.passed && self.since_check >= Self::CHECK_EVERY {
            self.since_check = 0;
            self.passed = Instant::now() >= self.end;
        }
        self.passed
    }

    /// The work the time left allows at the speed measured so far.
    fn left(&self) -> Option<u64> {
        let now = Instant::now();
        let elapsed = now.duration_since(self.start).as_secs_f64();
        let remaining = self.end.saturating_duration_since(now).as_secs_f64();
        (self.spent > 0 && elapsed > 0.0).then(|| (self.spent as f64 * remaining / elapsed) as u64)
    }
}

/// Searches side by side each run until the deadline.
impl Shared for Deadline {
    fn share(&self, _searches: usize) -> Self {
        *self
    }
}

/// Counts the work handed to another budget (what a solution reports as spent).
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

    fn left(&self) -> Option<u64> {
        self.inner.left()
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
        assert_eq!(budget.left(), Some(0));
    }

    #[test]
    fn a_deadline_estimates_the_work_left_from_its_speed() {
        let mut budget = Deadline::after(Duration::from_secs(10));
        assert_eq!(budget.left(), None, "no speed measured yet");
        budget.spend(1000);
        std::thread::sleep(Duration::from_millis(20));
        let left = budget.left().unwrap_or(0);
        // 1000 units in at least 20 ms, with almost all of the 10 s still to come.
        assert!((1000..=500_000).contains(&left), "estimated {left}");
        let mut spent = Deadline::after(Duration::ZERO);
        spent.spend(10);
        assert_eq!(
            spent.left().unwrap_or(0),
            0,
            "nothing is left after the deadline"
        );
    }

    #[test]
    fn shares_split_work_but_not_time() {
        assert_eq!(WorkLimit::new(10).share(2), WorkLimit::new(5));
        assert_eq!(WorkLimit::new(10).share(0), WorkLimit::new(10));
        let deadline = Deadline::after(Duration::from_secs(3600));
        assert_eq!(deadline.share(2).end, deadline.end);
    }

    #[test]
    fn deadlines_pass() {
        let mut zero = Deadline::after(Duration::ZERO);
        assert!(zero.spend(1));
        let mut long = Deadline::after(Duration::from_secs(3600));
        assert!(!(0..1000).any(|_| long.spend(1)));
    }
}
