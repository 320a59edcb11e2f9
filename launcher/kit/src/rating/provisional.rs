//! A provisional rating: the most likely rating given the track's start and every result
//! so far, in Glicko-2's own model of a game.
//!
//! Glicko-2 rates one result at a time and narrows the deviation by each result's
//! information at the rating it had then. A player far from the start wins (or loses)
//! game after game while the deviation narrows as if each result had been expected, and
//! twenty results leave a strong player hundreds of points short. Rating all of a new
//! track's results together, as one posterior maximised to convergence, follows a streak
//! as far as it goes; from the first settled result on, Glicko-2 takes over from there.

use super::Start;
use std::f64::consts::{LN_10, PI};

/// Glicko's scale: an Elo difference times this is a difference in natural log odds.
const Q: f64 = LN_10 / 400.0;

/// Newton steps at most, and the largest one (a cap that keeps a lopsided first step
/// from overshooting; the posterior is concave, so the steps converge).
const STEPS: usize = 100;
const MAX_STEP: f64 = 400.0;

/// One result as the provisional rating weighs it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weighed {
    /// The opponent's rating.
    pub rating: f64,
    /// How well the opponent's rating is known (one standard deviation).
    pub deviation: f64,
    /// The player's score: 1 a win, ½ a draw, 0 a loss.
    pub score: f64,
}

/// Glicko's weight of a result against an opponent known to within `deviation`.
fn weight(deviation: f64) -> f64 {
    1.0 / (1.0 + 3.0 * (Q * deviation).powi(2) / (PI * PI)).sqrt()
}

/// The rating that makes the start and `results` most likely, and its deviation (the
/// curvature of the log posterior there).
pub fn most_likely(start: Start, results: &[Weighed]) -> (f64, f64) {
    let prior = 1.0 / (start.deviation * start.deviation);
    let slope_and_information = |rating: f64| {
        results.iter().fold(
            (-(rating - start.rating) * prior, prior),
            |(slope, info), r| {
                let g = weight(r.deviation);
                let expected = 1.0 / (1.0 + (-g * Q * (rating - r.rating)).exp());
                (
                    slope + g * Q * (r.score - expected),
                    info + (g * Q).powi(2) * expected * (1.0 - expected),
                )
            },
        )
    };
    let mut rating = start.rating;
    for _ in 0..STEPS {
        let (slope, information) = slope_and_information(rating);
        let step = (slope / information).clamp(-MAX_STEP, MAX_STEP);
        rating += step;
        if step.abs() < 1e-9 {
            break;
        }
    }
    let (_, information) = slope_and_information(rating);
    (rating, 1.0 / information.sqrt())
}
