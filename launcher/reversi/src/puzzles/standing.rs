//! The player's puzzle rating: a track of the kit's rating store, each puzzle's first
//! answer a result against the rating of the puzzle's band (solved: a win).

use launcher_kit::rating::{Opponent, Outcome};
use launcher_kit::services::Services;

/// The puzzle rating's track in the rating store.
pub const TRACK: &str = "reversi-puzzles";

/// How well a band's rating is known: half the step between two bands
/// (`reversi/puzzles/ratings.txt`).
pub const BAND_DEVIATION: f64 = 75.0;

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
    /// The rated puzzles the store keeps, oldest first.
    pub history: Vec<Rated>,
    /// The rating before the first of them, when the history goes back to the start.
    pub start: Option<f64>,
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

/// The player's puzzle rating.
pub fn standing(cx: &Services) -> Standing {
    let track = cx.records.rating(TRACK);
    let history: Vec<Rated> = (track.history.iter())
        .map(|played| Rated {
            key: played.opponent.clone(),
            solved: played.result == Outcome::Win,
            rating: played.rating,
        })
        .collect();
    let whole = usize::try_from(track.games).is_ok_and(|games| games == history.len());
    Standing {
        rating: track.rating,
        start: whole.then_some(launcher_kit::rating::START_RATING),
        history,
    }
}

/// Enters the puzzle `key`, rated `against`, into the player's rating, solved at the first
/// try or not; the rating before and after.
pub fn rate(cx: &mut Services, key: &str, against: f64, solved: bool) -> (f64, f64) {
    let before = cx.records.rating(TRACK).rating;
    let opponent = Opponent {
        id: key.to_string(),
        rating: against,
        deviation: BAND_DEVIATION,
    };
    let outcome = if solved { Outcome::Win } else { Outcome::Loss };
    cx.records.rate(TRACK, &opponent, outcome);
    (before, cx.records.rating(TRACK).rating)
}
