//! How hard a level is: a bot plays it with seeds 1..=N; the pass rate, the score
//! distribution and the moves left tell its difficulty, and fixed percentiles of the
//! scores give its star thresholds.

use super::bots::Bot;
use super::{Level, LevelError, LevelGame, LevelStatus, Limit};
use grid_core::SeededRng;
use serde::Serialize;

/// Timed levels are simulated as this many seconds per move: the bot gets the level's
/// seconds divided by it as its moves.
pub const SECONDS_PER_MOVE: u32 = 3;

/// The percentiles of the bot's scores (over all games) that give one, two and three
/// stars.
pub const STAR_PERCENTILES: [u32; 3] = [25, 50, 90];

/// Turns after which a simulated game is stopped, so a run always ends.
const MAX_TURNS: u32 = 1000;

/// One game of a level played by a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LevelRun {
    /// The game's seed.
    pub seed: u64,
    /// Whether every goal was met.
    pub passed: bool,
    /// Final score.
    pub score: u64,
    /// Moves (timed levels: simulated moves) not used.
    pub moves_left: u32,
}

/// The RNG a bot draws its imagined refills from in a game of seed `seed`: seeded from
/// it, so a run is reproducible (and a window can show the same run).
pub fn bot_rng(seed: u64) -> SeededRng {
    SeededRng::new(seed ^ 0x9e37_79b9_7f4a_7c15)
}

/// The moves a bot gets on `level`: its moves, or a timed level's seconds at
/// [`SECONDS_PER_MOVE`] each.
pub fn bot_moves(level: &Level) -> u32 {
    match level.limit {
        Limit::Moves(n) => n,
        Limit::Seconds(s) => (s / SECONDS_PER_MOVE).max(1),
    }
}

/// Plays `level` from `seed` with `bot` until it is passed or lost. The bot's own RNG is
/// seeded from `seed` too ([`bot_rng`]), so a run is reproducible.
pub fn play_level(level: &Level, bot: Bot, seed: u64) -> Result<LevelRun, LevelError> {
    let mut game = LevelGame::new(level, seed)?;
    let mut rng = bot_rng(seed);
    let budget = bot_moves(level);
    let mut played = 0;
    let mut events = Vec::new();
    while game.status() == LevelStatus::Playing && played < MAX_TURNS {
        if game.needs_reshuffle() {
            // Refused only once the level has ended, which the loop checks.
            let _ = game.reshuffle();
            continue;
        }
        if level.is_timed() && played >= budget {
            game.time_up();
            break;
        }
        let Some(m) = bot.choose(&game, &mut rng) else {
            break;
        };
        events.clear();
        if game.play_into(m.a, m.b, &mut events).is_err() {
            break;
        }
        played += 1;
    }
    Ok(LevelRun {
        seed,
        passed: matches!(game.status(), LevelStatus::Passed { .. }),
        score: game.score(),
        moves_left: budget.saturating_sub(played),
    })
}

/// Percentiles of a sample.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Percentiles {
    /// Mean.
    pub mean: f64,
    /// Smallest.
    pub min: u64,
    /// 10th percentile.
    pub p10: u64,
    /// 25th.
    pub p25: u64,
    /// Median.
    pub p50: u64,
    /// 75th.
    pub p75: u64,
    /// 90th.
    pub p90: u64,
    /// Largest.
    pub max: u64,
}

/// The `p`-th percentile (nearest rank) of sorted `values`; 0 when empty.
pub fn percentile(sorted: &[u64], p: u32) -> u64 {
    if sorted.is_empty() {
        return 0;
    }
    let rank = (sorted.len() - 1) * p as usize / 100;
    sorted[rank]
}

impl Percentiles {
    /// The percentiles of `values`.
    pub fn of(mut values: Vec<u64>) -> Self {
        values.sort_unstable();
        let mean = if values.is_empty() {
            0.0
        } else {
            values.iter().sum::<u64>() as f64 / values.len() as f64
        };
        let at = |p| percentile(&values, p);
        Percentiles {
            mean,
            min: at(0),
            p10: at(10),
            p25: at(25),
            p50: at(50),
            p75: at(75),
            p90: at(90),
            max: at(100),
        }
    }
}

/// What a simulation of a level reports.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LevelStats {
    /// Games played.
    pub games: u32,
    /// Games passed.
    pub passed: u32,
    /// `passed / games`.
    pub pass_rate: f64,
    /// Final scores of all games.
    pub score: Percentiles,
    /// Moves left in the games passed.
    pub moves_left: Percentiles,
    /// Star thresholds from the scores ([`STAR_PERCENTILES`]).
    pub stars: Vec<u64>,
}

impl LevelStats {
    /// Sums up `runs`.
    pub fn of(runs: &[LevelRun]) -> Self {
        let games = runs.len() as u32;
        let passed = runs.iter().filter(|r| r.passed).count() as u32;
        let mut scores: Vec<u64> = runs.iter().map(|r| r.score).collect();
        scores.sort_unstable();
        let left = runs
            .iter()
            .filter(|r| r.passed)
            .map(|r| u64::from(r.moves_left))
            .collect();
        LevelStats {
            games,
            passed,
            pass_rate: if games == 0 {
                0.0
            } else {
                f64::from(passed) / f64::from(games)
            },
            stars: star_thresholds(&scores),
            score: Percentiles::of(scores),
            moves_left: Percentiles::of(left),
        }
    }
}

/// Star thresholds at [`STAR_PERCENTILES`] of sorted `scores`, made strictly rising.
pub fn star_thresholds(sorted: &[u64]) -> Vec<u64> {
    let mut stars: Vec<u64> = Vec::with_capacity(3);
    for p in STAR_PERCENTILES {
        let value = percentile(sorted, p).max(1);
        let floor = stars.last().map_or(0, |&s| s + 1);
        stars.push(value.max(floor));
    }
    stars
}

/// Plays `level` with seeds `1..=games` one after another and sums up.
pub fn simulate(level: &Level, bot: Bot, games: u32) -> Result<LevelStats, LevelError> {
    let runs = (1..=u64::from(games))
        .map(|seed| play_level(level, bot, seed))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(LevelStats::of(&runs))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(seed: u64, passed: bool, score: u64, moves_left: u32) -> LevelRun {
        LevelRun {
            seed,
            passed,
            score,
            moves_left,
        }
    }

    #[test]
    fn stats_add_up() {
        let runs = [
            run(1, true, 500, 3),
            run(2, false, 100, 0),
            run(3, true, 900, 5),
            run(4, false, 300, 0),
        ];
        let stats = LevelStats::of(&runs);
        assert_eq!((stats.games, stats.passed), (4, 2));
        assert!((stats.pass_rate - 0.5).abs() < 1e-12);
        assert_eq!(
            (stats.score.min, stats.score.p50, stats.score.max),
            (100, 300, 900)
        );
        assert_eq!((stats.moves_left.min, stats.moves_left.max), (3, 5));
        assert_eq!(stats.stars, vec![100, 300, 500]);
        let empty = LevelStats::of(&[]);
        assert_eq!((empty.games, empty.pass_rate), (0, 0.0));
    }

    #[test]
    fn star_thresholds_always_rise() {
        assert_eq!(star_thresholds(&[700; 10]), vec![700, 701, 702]);
        assert_eq!(star_thresholds(&[]), vec![1, 2, 3]);
    }
}
