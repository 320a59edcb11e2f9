//! When an item comes back: FSRS's memory model (stability and difficulty after each
//! answer) through the `rs-fsrs` crate, with its long-term scheduler (whole days). An
//! answer graded "again" is due at once, so the position comes back in the same sitting.

use super::item::Grade;
use chrono::{DateTime, Utc};
use rs_fsrs::{Card, FSRS, Parameters, Rating, State};
use serde::{Deserialize, Serialize};

/// An item's place in the spaced-repetition schedule. Times are seconds since 1970, UTC.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    /// When the item is due.
    pub due: i64,
    /// When it was last answered (0: never).
    pub last: i64,
    /// FSRS's stability: the days after which it is recalled nine times in ten.
    pub stability: f64,
    /// FSRS's difficulty, 1 to 10 (0 before the first answer).
    pub difficulty: f64,
    /// How many times it was answered.
    pub reps: u32,
    /// How many of those answers were graded "again".
    pub lapses: u32,
}

impl Schedule {
    /// A new item, due at `now`.
    pub fn new(now: i64) -> Schedule {
        Schedule {
            due: now,
            last: 0,
            stability: 0.0,
            difficulty: 0.0,
            reps: 0,
            lapses: 0,
        }
    }

    /// The schedule after an answer graded `grade` at `now`.
    pub fn review(&self, grade: Grade, now: i64) -> Schedule {
        let fsrs = FSRS::new(Parameters {
            enable_short_term: false,
            ..Parameters::default()
        });
        let rating = match grade {
            Grade::Again => Rating::Again,
            Grade::Hard => Rating::Hard,
            Grade::Good => Rating::Good,
        };
        let next = fsrs.next(self.card(), time(now), rating).card;
        let due = match grade {
            Grade::Again => now,
            Grade::Hard | Grade::Good => next.due.timestamp().max(now + DAY),
        };
        Schedule {
            due,
            last: now,
            stability: next.stability,
            difficulty: next.difficulty,
            reps: self.reps.saturating_add(1),
            lapses: self.lapses.saturating_add(u32::from(grade == Grade::Again)),
        }
    }

    /// The crate's card for this schedule.
    fn card(&self) -> Card {
        let state = if self.reps == 0 {
            State::New
        } else {
            State::Review
        };
        Card {
            due: time(self.due),
            stability: self.stability,
            difficulty: self.difficulty,
            elapsed_days: 0,
            scheduled_days: (self.due - self.last).max(0) / DAY,
            reps: i32::try_from(self.reps).unwrap_or(i32::MAX),
            lapses: i32::try_from(self.lapses).unwrap_or(i32::MAX),
            state,
            last_review: time(self.last),
        }
    }
}

/// Seconds in a day.
const DAY: i64 = 86_400;

/// `secs` since 1970 as a time (1970 itself if out of range).
fn time(secs: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(secs, 0).unwrap_or_default()
}
