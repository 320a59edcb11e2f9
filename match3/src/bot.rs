//! The greedy bot and the self-play statistics of `match3 simulate`: it plays the move that
//! scores most this turn, which makes it both a baseline player and a soak test.

use crate::game::{Game, Settings, Status};
use crate::moves::Swap;
use serde::Serialize;

/// Turns after which a simulated game is stopped even if moves remain, so a run always ends.
pub const MAX_TURNS: u32 = 10_000;

/// The move that scores most this turn (the first such in row-major order on ties), played
/// as `a` onto `b`; `None` when no move is left.
pub fn greedy_move(game: &Game) -> Option<Swap> {
    let mut best: Option<(u64, Swap)> = None;
    let mut trial = game.clone();
    let mut events = Vec::new();
    for m in game.moves() {
        trial.clone_from(game);
        events.clear();
        let points = trial.play_into(m.a, m.b, &mut events).unwrap_or(0);
        if best.is_none_or(|(top, _)| points > top) {
            best = Some((points, m));
        }
    }
    best.map(|(_, m)| m)
}

/// One game played by the greedy bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GameResult {
    /// Final score.
    pub score: u64,
    /// Swaps played.
    pub turns: u32,
    /// Whether it ended on a board without moves (rather than at [`MAX_TURNS`]).
    pub dead: bool,
}

/// Plays one game from `seed` with the greedy bot until no move is left.
pub fn play_greedy(settings: Settings, seed: u64) -> GameResult {
    let mut game = Game::new(settings, seed);
    let mut events = Vec::new();
    while game.status() == Status::Playing && game.turns() < MAX_TURNS {
        let Some(m) = greedy_move(&game) else { break };
        events.clear();
        if game.play_into(m.a, m.b, &mut events).is_err() {
            break;
        }
        if game.status() == Status::NeedsReshuffle && game.reshuffle().is_err() {
            break;
        }
    }
    GameResult {
        score: game.score(),
        turns: game.turns(),
        dead: game.status() != Status::Playing,
    }
}

/// Minimum, quartiles and maximum of a sample, with its mean.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Distribution {
    /// Mean.
    pub mean: f64,
    /// Smallest value.
    pub min: u64,
    /// First quartile.
    pub q1: u64,
    /// Median.
    pub median: u64,
    /// Third quartile.
    pub q3: u64,
    /// Largest value.
    pub max: u64,
}

impl Distribution {
    /// The distribution of `values` (all zero when empty).
    pub fn of(mut values: Vec<u64>) -> Self {
        values.sort_unstable();
        let at = |q: usize| {
            values
                .get((values.len().saturating_sub(1)) * q / 4)
                .copied()
        };
        let mean = if values.is_empty() {
            0.0
        } else {
            values.iter().sum::<u64>() as f64 / values.len() as f64
        };
        Distribution {
            mean,
            min: at(0).unwrap_or(0),
            q1: at(1).unwrap_or(0),
            median: at(2).unwrap_or(0),
            q3: at(3).unwrap_or(0),
            max: at(4).unwrap_or(0),
        }
    }
}

/// What `match3 simulate` reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Simulation {
    /// Games played.
    pub games: u32,
    /// Final scores.
    pub score: Distribution,
    /// Swaps per game.
    pub turns: Distribution,
    /// Share of turns after which the board had no move.
    pub dead_rate: f64,
}

/// Plays `games` games with seeds `seed`, `seed + 1`, … and sums them up.
pub fn simulate(settings: Settings, games: u32, seed: u64) -> Simulation {
    let results: Vec<GameResult> = (0..games)
        .map(|i| play_greedy(settings, seed.wrapping_add(u64::from(i))))
        .collect();
    let total_turns: u64 = results.iter().map(|r| u64::from(r.turns)).sum();
    let dead = results.iter().filter(|r| r.dead && r.turns > 0).count();
    Simulation {
        games,
        score: Distribution::of(results.iter().map(|r| r.score).collect()),
        turns: Distribution::of(results.iter().map(|r| u64::from(r.turns)).collect()),
        dead_rate: if total_turns == 0 {
            0.0
        } else {
            dead as f64 / total_turns as f64
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greedy_picks_the_best_scoring_move() {
        let game = Game::new(Settings::classic(), 4);
        let best = greedy_move(&game).unwrap();
        let score_of = |m: Swap| {
            let mut g = game.clone();
            g.play(m.a, m.b).unwrap();
            g.score()
        };
        let top = score_of(best);
        assert!(game.moves().into_iter().all(|m| score_of(m) <= top));
    }

    #[test]
    fn classic_games_end_dead_and_stats_add_up() {
        let sim = simulate(Settings::classic(), 5, 1);
        assert_eq!(sim.games, 5);
        assert!(sim.score.min <= sim.score.median && sim.score.median <= sim.score.max);
        assert!(sim.turns.min >= 1);
        let expected = 5.0 / (sim.turns.mean * 5.0);
        assert!((sim.dead_rate - expected).abs() < 1e-9);
        let result = play_greedy(Settings::classic(), 1);
        assert!(result.dead);
    }

    #[test]
    fn distribution_of_a_small_sample() {
        let d = Distribution::of(vec![5, 1, 3, 2, 4]);
        assert_eq!((d.min, d.q1, d.median, d.q3, d.max), (1, 2, 3, 4, 5));
        assert!((d.mean - 3.0).abs() < 1e-12);
        assert_eq!(Distribution::of(Vec::new()).max, 0);
    }
}
