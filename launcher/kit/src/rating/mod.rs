//! The player's ratings: named tracks ("reversi-game", "reversi-puzzles"), each a Glicko-2
//! rating (rating, deviation, volatility) on the scale of the opponents it is measured
//! against, with its history. It knows no game: a game names its track and hands each
//! result with the opponent's rating and deviation (a computer level, a puzzle).
//!
//! ```no_run
//! # use launcher_kit::rating::{Opponent, Outcome, RatingStore};
//! # let path = std::path::PathBuf::from("/tmp/ratings.toml");
//! let (mut store, problem) = RatingStore::open(path);     // a damaged file: kept aside
//! let before = store.track("reversi-game");                 // the start rating when new
//! let medium = Opponent { id: "medium".into(), rating: 1772.0, deviation: 60.0 };
//! let problem = store.record("reversi-game", &medium, Outcome::Win);
//! let after = store.track("reversi-game");
//! assert!(after.rating > before.rating);
//! ```
//!
//! Every change is written at once, merged with what another program wrote meanwhile (the
//! file is read again under a lock): `ratings.toml` in the data folder ([`mod@file`]).

pub mod file;
mod provisional;
mod store;
#[cfg(test)]
mod tests;

pub use crate::persist::StoreProblem;
pub use store::RatingStore;

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The format this program writes: 2 keeps each track's start and each result's
/// opponent deviation, which rate a provisional track's results together.
pub const FORMAT: u32 = 2;

/// Where every track starts, and starts again after a reset: the middle of the levels a
/// person meets (Reversi's human-like levels run from 400 to about 2200).
pub const START_RATING: f64 = 1200.0;

/// The start rating's deviation: wider than Glicko's usual 350, so that twenty results
/// reach a player far from the start (the rating test in the Reversi window crate: a
/// narrower start holds a strong player back). A track whose game states a start of its
/// own ([`rating_start!`](crate::rating_start)) starts there instead.
pub const START_DEVIATION: f64 = 800.0;

/// The start volatility (Glicko-2's usual).
pub const START_VOLATILITY: f64 = 0.06;

/// A rating stays provisional over its first so many results, which are rated together
/// ([`Track::apply`]).
pub const PROVISIONAL_GAMES: u32 = 10;

/// How many results a track's history keeps (the oldest go first).
pub const HISTORY_KEPT: usize = 500;

/// The least deviation an opponent is taken to have: a level the fit anchored (an interval
/// of width 0) is still known only so well.
pub const MIN_OPPONENT_DEVIATION: f64 = 30.0;

/// Where a track starts when the game that keeps it says so (its results are noisier or
/// come faster than games against the ladder): stated with [`rating_start!`](crate::rating_start).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrackStart {
    /// The track's name.
    pub track: &'static str,
    /// The start rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
}

inventory::collect!(TrackStart);

/// States where a rating track starts, at a game crate's top level:
/// `launcher_kit::rating_start!("reversi-puzzles", 1200.0, 250.0);` (its name, rating and
/// deviation). Every program that links the game starts and resets the track there.
#[macro_export]
macro_rules! rating_start {
    ($track:expr, $rating:expr, $deviation:expr) => {
        $crate::inventory::submit! {
            $crate::rating::TrackStart {
                track: $track,
                rating: $rating,
                deviation: $deviation,
            }
        }
    };
}

/// How a game or a puzzle ended for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The player won (solved the puzzle).
    Win,
    /// A draw.
    Draw,
    /// The player lost (missed the puzzle).
    Loss,
}

impl Outcome {
    /// The player's score: 1 a win, ½ a draw, 0 a loss.
    fn score(self) -> f64 {
        match self {
            Outcome::Win => 1.0,
            Outcome::Draw => 0.5,
            Outcome::Loss => 0.0,
        }
    }

    fn glicko(self) -> Outcomes {
        match self {
            Outcome::Win => Outcomes::WIN,
            Outcome::Draw => Outcomes::DRAW,
            Outcome::Loss => Outcomes::LOSS,
        }
    }
}

/// Who or what the player was measured against.
#[derive(Debug, Clone, PartialEq)]
pub struct Opponent {
    /// Its name or key as the history keeps it (a level's name, a puzzle's id).
    pub id: String,
    /// Its rating.
    pub rating: f64,
    /// How well its rating is known (one standard deviation); at least
    /// [`MIN_OPPONENT_DEVIATION`] is used.
    pub deviation: f64,
}

impl Opponent {
    /// An opponent whose rating lies in a 95 % interval `low..=high`: its deviation is a
    /// quarter of the interval's width (1.96 deviations each side).
    pub fn from_interval(id: &str, rating: f64, low: f64, high: f64) -> Opponent {
        Opponent {
            id: id.to_string(),
            rating,
            deviation: (high - low) / (2.0 * 1.96),
        }
    }
}

/// One result as a track's history keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Played {
    /// The day, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// The player's rating after it.
    pub rating: f64,
    /// The rating's deviation after it.
    pub deviation: f64,
    /// The opponent's id.
    pub opponent: String,
    /// The opponent's rating then.
    pub opponent_rating: f64,
    /// The opponent's deviation then (format 2 on).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent_deviation: Option<f64>,
    /// How it ended.
    pub result: Outcome,
}

/// Where a track started: the rating and deviation its provisional results are rated
/// from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Start {
    /// The start rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
}

/// One named rating and its history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Track {
    /// The rating.
    pub rating: f64,
    /// Its deviation (one standard deviation).
    pub deviation: f64,
    /// Glicko-2's volatility: how erratic the results have been.
    pub volatility: f64,
    /// Results since the start or the last reset.
    pub games: u32,
    /// Where it started (format 2 on; a track begun by format 1 rates every result on
    /// its own, as it did then).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
    /// The last results, oldest first, at most [`HISTORY_KEPT`].
    #[serde(default)]
    pub history: Vec<Played>,
}

impl Default for Track {
    fn default() -> Track {
        Track::starting_at(Start {
            rating: START_RATING,
            deviation: START_DEVIATION,
        })
    }
}

impl Track {
    /// A track with no results yet, at `start`.
    fn starting_at(start: Start) -> Track {
        Track {
            rating: start.rating,
            deviation: start.deviation,
            volatility: START_VOLATILITY,
            games: 0,
            start: Some(start),
            history: Vec::new(),
        }
    }

    /// Track `name` at its start: where its game said ([`TrackStart`]), else at
    /// [`START_RATING`] ± [`START_DEVIATION`].
    pub fn start(name: &str) -> Track {
        inventory::iter::<TrackStart>
            .into_iter()
            .find(|s| s.track == name)
            .map_or_else(Track::default, |stated| {
                Track::starting_at(Start {
                    rating: stated.rating,
                    deviation: stated.deviation,
                })
            })
    }

    /// Whether the rating rests on too few results to be taken at its word.
    pub fn is_provisional(&self) -> bool {
        self.games < PROVISIONAL_GAMES
    }

    /// Rates a result against `opponent` on day `date` (`YYYY-MM-DD`) and keeps it in the
    /// history. While the rating is provisional, the start and every result so far are
    /// rated together: the most likely rating in Glicko-2's model, to convergence
    /// (the `provisional` module); after that each result is one Glicko-2 rating period.
    pub fn apply(&mut self, opponent: &Opponent, outcome: Outcome, date: &str) {
        let deviation = opponent.deviation.max(MIN_OPPONENT_DEVIATION);
        let together = self
            .start
            .filter(|_| self.is_provisional() && self.history.len() == self.games as usize);
        match together {
            Some(start) => self.rate_together(start, opponent.rating, deviation, outcome),
            None => self.rate_one(opponent.rating, deviation, outcome),
        }
        self.games = self.games.saturating_add(1);
        self.history.push(Played {
            date: date.to_string(),
            rating: self.rating,
            deviation: self.deviation,
            opponent: opponent.id.clone(),
            opponent_rating: opponent.rating,
            opponent_deviation: Some(deviation),
            result: outcome,
        });
        let over = self.history.len().saturating_sub(HISTORY_KEPT);
        self.history.drain(..over);
    }

    /// The provisional rating from `start`, the results in the history and this one.
    fn rate_together(&mut self, start: Start, rating: f64, deviation: f64, outcome: Outcome) {
        let earlier = self.history.iter().map(|p| provisional::Weighed {
            rating: p.opponent_rating,
            deviation: p.opponent_deviation.unwrap_or(MIN_OPPONENT_DEVIATION),
            score: p.result.score(),
        });
        let now = provisional::Weighed {
            rating,
            deviation,
            score: outcome.score(),
        };
        let results: Vec<_> = earlier.chain([now]).collect();
        let (rating, deviation) = provisional::most_likely(start, &results);
        if rating.is_finite() && deviation.is_finite() && deviation > 0.0 {
            self.rating = rating;
            self.deviation = deviation.min(START_DEVIATION);
        }
    }

    /// One Glicko-2 rating period of one result.
    fn rate_one(&mut self, rating: f64, deviation: f64, outcome: Outcome) {
        let player = Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        };
        let other = Glicko2Rating {
            rating,
            deviation,
            volatility: START_VOLATILITY,
        };
        let (after, _) = glicko2(&player, &other, &outcome.glicko(), &Glicko2Config::new());
        if after.rating.is_finite() && after.deviation > 0.0 && after.volatility > 0.0 {
            self.rating = after.rating;
            self.deviation = after.deviation.min(START_DEVIATION);
            self.volatility = after.volatility;
        }
    }

    /// Whether every number is one a rating can have.
    fn is_sound(&self) -> bool {
        let finite = |x: f64| x.is_finite();
        finite(self.rating)
            && finite(self.deviation)
            && self.deviation > 0.0
            && finite(self.volatility)
            && self.volatility > 0.0
            && self
                .start
                .is_none_or(|s| finite(s.rating) && finite(s.deviation) && s.deviation > 0.0)
            && self.history.iter().all(|p| {
                finite(p.rating)
                    && finite(p.deviation)
                    && finite(p.opponent_rating)
                    && p.opponent_deviation.is_none_or(|d| finite(d) && d > 0.0)
            })
    }
}
