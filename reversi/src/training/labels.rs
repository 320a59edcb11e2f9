//! Training targets: the final disc difference a position leads to, from the side to
//! move's view. Positions the game played perfectly (the last empties of a self-play game)
//! and positions solved exactly here get their exact score; earlier ones the game's result.

use super::records::Searched;
use super::selfplay::replay;
use crate::board::{Board, Color};
use crate::endgame::Solver;
use crate::search::{Engine, Level};
use crate::square::Square;

/// What is known of a game's positions besides the moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLabels {
    /// Final disc difference for black, empties to the winner.
    pub result: i8,
    /// Exact scores found by solving: (move number from 0, score for the side to move).
    pub solved: Vec<(u8, i8)>,
}

/// One labelled position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The side to move's discs.
    pub player: u64,
    /// The other side's discs.
    pub opponent: u64,
    /// The target: final disc difference for the side to move.
    pub score: i8,
    /// Whether `score` is the exact result of perfect play.
    pub exact: bool,
}

/// Final disc difference for black, empties going to the winner.
fn black_result(end: &Board) -> i32 {
    let black = end.count(Color::Black) as i32;
    let white = end.count(Color::White) as i32;
    let empties = 64 - black - white;
    let diff = black - white;
    diff + diff.signum() * empties
}

/// Labels a game: its result, and exact solves of the positions with more than
/// `played_exact` and at most `solve_empties` empties (the game played those imperfectly).
/// They are solved from the end backwards, each around the score of the position after it
/// (right whenever the game's move was a best one) and with the table of the later solves.
/// `None` if the game is not a complete legal game.
pub fn label_game(
    moves: &[Square],
    played_exact: u32,
    solve_empties: u32,
    solver: &mut Solver,
) -> Option<GameLabels> {
    let (positions, end) = replay(moves)?;
    let result = black_result(&end);
    let for_mover = |board: &Board| {
        if board.side() == Color::Black {
            result
        } else {
            -result
        }
    };
    // The position after the last one to solve, with its exact score.
    let mut next = positions
        .iter()
        .find(|b| b.empties() <= played_exact)
        .map(|b| (*b, for_mover(b)));
    solver.clear();
    let mut solved = Vec::new();
    for (ply, board) in positions.iter().enumerate().rev() {
        let empties = board.empties();
        if empties <= played_exact || empties > solve_empties {
            continue;
        }
        let guess = match next {
            Some((after, score)) if after.side() == board.side() => score,
            Some((_, score)) => -score,
            None => 0,
        };
        let solution = solver
            .solve_near(board, guess)
            .expect("no stop is requested");
        solved.push((ply as u8, solution.score as i8));
        next = Some((*board, solution.score));
    }
    solved.reverse();
    Some(GameLabels {
        result: result as i8,
        solved,
    })
}

/// Searches the positions of a game with more than `solve_empties` empties (those no
/// solve labels) with `engine` at `level`: their scores, for a target between the game's
/// result and what a deeper look than the evaluation's sees. `None` if the game is not a
/// complete legal game.
pub fn search_labels(
    moves: &[Square],
    solve_empties: u32,
    engine: &mut Engine,
    level: &Level,
) -> Option<Searched> {
    let (positions, _) = replay(moves)?;
    let scores = positions
        .iter()
        .take_while(|board| board.empties() > solve_empties)
        .map(|board| {
            let score = engine.best_move(board, level).score;
            score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16
        })
        .collect();
    Some(Searched { first: 0, scores })
}

/// The labelled positions of a game: every position before a move, with the exact score
/// where the game played perfectly (`played_exact` empties or fewer) or a solve found it,
/// and the game's result elsewhere.
pub fn samples(moves: &[Square], labels: &GameLabels, played_exact: u32) -> Option<Vec<Sample>> {
    let (positions, _) = replay(moves)?;
    let mut solved = labels.solved.iter().peekable();
    let samples = positions
        .iter()
        .enumerate()
        .map(|(ply, board)| {
            let for_black = i32::from(labels.result);
            let result = if board.side() == Color::Black {
                for_black
            } else {
                -for_black
            };
            let (score, exact) = match solved.peek() {
                Some(&&(at, score)) if usize::from(at) == ply => {
                    solved.next();
                    (i32::from(score), true)
                }
                _ => (result, board.empties() <= played_exact),
            };
            Sample {
                player: board.player(),
                opponent: board.opponent(),
                score: score as i8,
                exact,
            }
        })
        .collect();
    Some(samples)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Evaluation;
    use crate::stop::StopFlag;
    use crate::training::selfplay::SelfPlay;

    #[test]
    fn searched_scores_cover_the_positions_before_the_solved_ones() {
        let config = SelfPlay {
            random_min: 2,
            random_max: 4,
            depth: 1,
            noise: 0,
            exact_empties: 8,
            evaluation: Evaluation::HandSet,
        };
        let mut engine = Engine::new(0, StopFlag::new());
        let game = config.play(3, &mut engine);
        let level = Level {
            exact_empties: 0,
            ..config.level()
        };
        let searched = search_labels(&game, 10, &mut engine, &level).unwrap();
        let (positions, _) = replay(&game).unwrap();
        let unsolved = positions.iter().filter(|b| b.empties() > 10).count();
        assert_eq!(searched.scores.len(), unsolved);
        let mut fresh = Engine::new(0, StopFlag::new());
        let fifth = fresh.best_move(&positions[5], &level).score;
        assert_eq!(searched.at(5), Some(fifth as i16));
    }

    #[test]
    fn perfect_play_keeps_the_score_and_solves_agree() {
        let config = SelfPlay {
            random_min: 4,
            random_max: 8,
            depth: 2,
            noise: 0,
            exact_empties: 12,
            evaluation: Evaluation::HandSet,
        };
        let mut solver = Solver::with_table(StopFlag::new(), 16);
        for seed in 0..3 {
            let game = config.play(seed, &mut Engine::new(seed, StopFlag::new()));
            let labels = label_game(&game, 12, 14, &mut solver).unwrap();
            assert_eq!(labels.solved.len(), 2);
            let samples = samples(&game, &labels, 12).unwrap();
            assert_eq!(samples.len(), game.len());
            for sample in samples.iter().filter(|s| s.exact) {
                let board =
                    Board::from_discs(sample.player, sample.opponent, Color::Black).unwrap();
                solver.clear();
                assert_eq!(solver.solve(&board).unwrap().score, i32::from(sample.score));
            }
        }
    }
}
