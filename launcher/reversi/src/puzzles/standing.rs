//! The player's puzzle rating: a track of the kit's rating store, each puzzle's first
//! answer a result against the rating of the puzzle's band (solved: a win). It starts at
//! [`START`] ± [`START_DEVIATION`].

use launcher_kit::rating::{Opponent, Outcome};
use launcher_kit::services::Services;

/// The puzzle rating's track in the rating store.
pub const TRACK: &str = "reversi-puzzles";

/// The puzzle rating's start: the easiest band's rating, where the first puzzles come from.
pub const START: f64 = launcher_kit::rating::START_RATING;

/// The start's deviation: narrower than a game rating's, as one puzzle says less than a
/// game. The first answer moves the rating by at most about 120, less than a band's step
/// (150), so the next puzzle comes from the same band or the next; forty puzzles still
/// bring a player of any band but the top within 150 of their strength (the test below).
pub const START_DEVIATION: f64 = 250.0;

launcher_kit::rating_start!(TRACK, START, START_DEVIATION);

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
        start: whole.then_some(START),
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

#[cfg(test)]
mod tests {
    use super::*;
    use grid_core::SeededRng;
    use launcher_kit::rating::Track;
    use reversi::puzzles::file::Band;
    use reversi::puzzles::rating::rating;

    /// The band rated nearest `at`, as the next puzzle is chosen.
    fn band_near(at: f64) -> f64 {
        Band::all()
            .map(rating)
            .min_by(|a, b| (a - at).abs().total_cmp(&(b - at).abs()))
            .expect("bands")
    }

    fn answer(track: &mut Track, band: f64, solved: bool) {
        let puzzle = Opponent {
            id: "puzzle".into(),
            rating: band,
            deviation: BAND_DEVIATION,
        };
        let outcome = if solved { Outcome::Win } else { Outcome::Loss };
        track.apply(&puzzle, outcome, "2026-12-07");
    }

    #[test]
    fn the_first_answer_moves_the_rating_less_than_a_band() {
        let start = Track::start(TRACK);
        assert_eq!((start.rating, start.deviation), (START, START_DEVIATION));
        let step = rating(Band::Depth(2)) - rating(Band::Depth(1));
        for solved in [true, false] {
            let mut track = start.clone();
            answer(&mut track, band_near(START), solved);
            let moved = (track.rating - START).abs();
            println!("solved {solved}: the rating moved by {moved:.0}");
            assert!(moved > step / 2.0 && moved < step, "{solved}: {moved}");
        }
    }

    #[test]
    fn forty_puzzles_rate_a_player_within_150_in_nine_series_of_ten() {
        let mut rng = SeededRng::new(0x0009_a221);
        let bands: Vec<f64> = Band::all().map(rating).collect();
        // Every band's strength but the top one's, which has no harder puzzles to tell.
        for &truth in &bands[..bands.len() - 1] {
            let near = (0..200)
                .filter(|_| {
                    let mut track = Track::start(TRACK);
                    for _ in 0..40 {
                        let band = band_near(track.rating);
                        let chance = 1.0 / (1.0 + 10f64.powf((band - truth) / 400.0));
                        answer(&mut track, band, rng.unit() < chance);
                    }
                    (track.rating - truth).abs() <= 150.0
                })
                .count();
            println!("strength {truth}: {near} of 200 series within 150");
            assert!(
                near >= 180,
                "strength {truth}: only {near} of 200 within 150"
            );
        }
    }
}
