//! Matches between computer levels: pairs of games from random 4-ply openings or from a
//! set of balanced ones, each opening played once with each level as black.

use crate::board::{Board, Color};
use crate::search::{Engine, Level};
use crate::square::Square;
use crate::stop::StopFlag;
use grid_core::SeededRng;
use rayon::prelude::*;

/// Result of one game, from the first level's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The opening plies played before the levels took over.
    pub opening: Vec<Square>,
    /// Whether the first level had black.
    pub first_is_black: bool,
    /// First level's discs minus the second's at the end.
    pub margin: i32,
    /// Every move of the game, the opening included (passes left out).
    pub moves: Vec<Square>,
}

/// Totals of a match.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchResult {
    /// Games the first level won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games the second level won.
    pub losses: u32,
    /// Sum of the first level's disc margins.
    pub disc_margin: i64,
    /// Every game, in order.
    pub games: Vec<GameRecord>,
}

impl MatchResult {
    /// The first level's score: wins plus half the draws, as a share of the games.
    pub fn score(&self) -> f64 {
        let games = self.wins + self.draws + self.losses;
        if games == 0 {
            return 0.0;
        }
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games)
    }
}

/// Plays one game from `opening`; `first` has black when `first_is_black`. Each engine
/// searches with `threads` threads.
pub fn play_game(
    first: &Level,
    second: &Level,
    opening: &[Square],
    first_is_black: bool,
    seed: u64,
    threads: usize,
) -> GameRecord {
    let mut board = Board::start();
    let mut moves = opening.to_vec();
    for &square in opening {
        board = board.play(square).expect("openings are legal");
    }
    let stop = StopFlag::new();
    let mut first_engine = Engine::new(seed, stop.clone());
    let mut second_engine = Engine::new(seed ^ 0x5555, stop);
    first_engine.set_threads(threads);
    second_engine.set_threads(threads);
    let first_color = if first_is_black {
        Color::Black
    } else {
        Color::White
    };
    while !board.is_game_over() {
        if board.must_pass() {
            board = board.passed();
            continue;
        }
        let result = if board.side() == first_color {
            first_engine.best_move(&board, first)
        } else {
            second_engine.best_move(&board, second)
        };
        let square = result.best.expect("the side to move has a move");
        board = board.play(square).expect("engines play legal moves");
        moves.push(square);
    }
    let margin = board.count(first_color) as i32 - board.count(first_color.opponent()) as i32;
    GameRecord {
        opening: opening.to_vec(),
        first_is_black,
        margin,
        moves,
    }
}

/// How a match is run on the machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parallelism {
    /// Games played at once.
    pub jobs: usize,
    /// Search threads of each engine.
    pub threads: usize,
}

/// Plays `games` games (rounded up to pairs) between `first` and `second`. Openings come
/// from `seed`: random 4-ply ones.
pub fn play_match(
    first: &Level,
    second: &Level,
    games: u32,
    seed: u64,
    parallelism: Parallelism,
) -> MatchResult {
    let mut rng = SeededRng::new(seed);
    let openings: Vec<Vec<Square>> = (0..games.div_ceil(2))
        .map(|_| crate::opening::random(&mut rng, 4))
        .collect();
    play_openings(first, second, &openings, seed, parallelism)
}

/// Plays each of `openings` twice between `first` and `second`, once with each as black;
/// the engines' random choices come from `seed`.
pub fn play_openings(
    first: &Level,
    second: &Level,
    openings: &[Vec<Square>],
    seed: u64,
    parallelism: Parallelism,
) -> MatchResult {
    let jobs: Vec<(&Vec<Square>, bool, u64)> = openings
        .iter()
        .enumerate()
        .flat_map(|(i, opening)| [(opening, true, i as u64), (opening, false, i as u64)])
        .collect();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(parallelism.jobs.max(1))
        .build();
    let run = || -> Vec<GameRecord> {
        jobs.par_iter()
            .map(|&(opening, black, game_seed)| {
                play_game(
                    first,
                    second,
                    opening,
                    black,
                    seed ^ game_seed,
                    parallelism.threads,
                )
            })
            .collect()
    };
    let records = match pool {
        Ok(pool) => pool.install(run),
        Err(_) => run(),
    };
    let mut result = MatchResult::default();
    for record in records {
        match record.margin.signum() {
            1 => result.wins += 1,
            0 => result.draws += 1,
            _ => result.losses += 1,
        }
        result.disc_margin += i64::from(record.margin);
        result.games.push(record);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openings_are_seeded_and_legal() {
        let a = crate::opening::random(&mut SeededRng::new(7), 4);
        let b = crate::opening::random(&mut SeededRng::new(7), 4);
        assert_eq!(a, b);
        assert_eq!(a.len(), 4);
    }

    #[test]
    fn a_short_match_adds_up() {
        let one = Parallelism {
            jobs: 1,
            threads: 1,
        };
        let result = play_match(&Level::beginner(), &Level::mobility_corners(1), 2, 3, one);
        assert_eq!(result.wins + result.draws + result.losses, 2);
        assert_eq!(result.games.len(), 2);
        assert!(result.games[0].first_is_black && !result.games[1].first_is_black);
    }
}
