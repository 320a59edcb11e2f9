//! The player's puzzle rating: where it stands, its history, and a puzzle's result
//! entered into it.

use launcher_kit::services::Services;
use std::cell::RefCell;

/// The rating of a player who has had no puzzle yet.
pub const START: f64 = 1500.0;

/// One rated puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Rated {
    /// The puzzle's key.
    pub key: String,
    /// Whether it was solved at the first try.
    pub solved: bool,
    /// The player's rating after it.
    pub rating: f64,
}

/// The player's puzzle rating as it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The rating.
    pub rating: f64,
    /// The rated puzzles, oldest first.
    pub history: Vec<Rated>,
}

impl Standing {
    /// The keys of the rated puzzles, oldest first.
    pub fn seen(&self) -> Vec<String> {
        self.history.iter().map(|r| r.key.clone()).collect()
    }

    /// Whether the puzzle `key` was rated already.
    pub fn has_rated(&self, key: &str) -> bool {
        self.history.iter().any(|r| r.key == key)
    }

    /// How many puzzles were solved at the first try.
    pub fn solved(&self) -> usize {
        self.history.iter().filter(|r| r.solved).count()
    }
}

thread_local! {
    /// The rating as long as the program runs.
    static KEPT: RefCell<Standing> = const {
        RefCell::new(Standing {
            rating: START,
            history: Vec::new(),
        })
    };
}

/// The player's puzzle rating.
pub fn standing(_cx: &Services) -> Standing {
    KEPT.with(|k| k.borrow().clone())
}

/// Enters the puzzle `key`, rated `against`, into the player's rating, solved at the first
/// try or not; the rating before and after.
pub fn rate(_cx: &mut Services, key: &str, against: f64, solved: bool) -> (f64, f64) {
    KEPT.with(|k| {
        let mut k = k.borrow_mut();
        let before = k.rating;
        let expected = 1.0 / (1.0 + 10f64.powf((against - before) / 400.0));
        let score = if solved { 1.0 } else { 0.0 };
        k.rating = before + 32.0 * (score - expected);
        let rating = k.rating;
        k.history.push(Rated {
            key: key.to_string(),
            solved,
            rating,
        });
        (before, rating)
    })
}
