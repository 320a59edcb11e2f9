//! Levels that can be passed: boards are drawn from the game's seed and kept only when the
//! solver's line reaches what the level still needs, so every dealt level has a known way
//! through, not merely some move.

use crate::board::Board;
use crate::budget::WorkLimit;
use crate::generate::random_board;
use crate::rules::Rules;
use crate::scoring::level_target;
use crate::solver::{Solution, Solver};
use grid_core::{Pos, SeededRng};
use serde::{Deserialize, Serialize};

/// Solver work per candidate board when dealing a level: a fixed amount, so a seed deals
/// the same levels on every machine (about a tenth of a second of search).
pub const DEFAULT_LEVEL_WORK: u64 = 60_000;

/// Boards tried before settling for the best one seen.
pub const MAX_TRIES: u32 = 200;

/// How a game deals its boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dealer {
    /// Any board with a move, as the classic game deals them.
    Random,
    /// Only boards on which the solver, given this much work, reaches the level's target.
    Guaranteed {
        /// Solver work per candidate board.
        work: u64,
    },
}

/// A board dealt for a level, with the solver's line for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelBoard {
    /// The board.
    pub board: Board,
    /// The solver's line: its final score is the board's par.
    pub par: Solution,
    /// Boards drawn to find it.
    pub tries: u32,
    /// Whether the par reaches what the level needs (false only if [`MAX_TRIES`] boards all
    /// fell short; the best of them is dealt).
    pub passable: bool,
}

/// Draws boards from `rng` until the solver's final score on one (with `work` per board)
/// reaches `needed` points.
pub fn passable_board(rng: &mut SeededRng, needed: u32, work: u64) -> LevelBoard {
    let mut solver = Solver::default();
    let mut best: Option<LevelBoard> = None;
    for tries in 1..=MAX_TRIES {
        let board = random_board(rng, 10, 10);
        let par = solver.solve(&board, &mut WorkLimit::new(work));
        let passable = par.final_score() >= needed;
        let candidate = LevelBoard {
            board,
            par,
            tries,
            passable,
        };
        if passable {
            return candidate;
        }
        if best
            .as_ref()
            .is_none_or(|b| candidate.par.final_score() > b.par.final_score())
        {
            best = Some(candidate);
        }
    }
    let mut best = best.expect("MAX_TRIES is at least 1");
    best.tries = MAX_TRIES;
    best
}

/// Points a level still needs when `carried` points are brought into level `level`.
pub fn points_needed(level: u32, carried: u32) -> u32 {
    level_target(level).saturating_sub(carried)
}

/// Deals the board for `level` with `carried` points brought in.
pub fn deal(rng: &mut SeededRng, dealer: Dealer, level: u32, carried: u32) -> Board {
    match dealer {
        Dealer::Random => random_board(rng, 10, 10),
        Dealer::Guaranteed { work } => {
            passable_board(rng, points_needed(level, carried), work).board
        }
    }
}

/// The hint: the first move of the solver's line on `board` with `work`, or `None` when
/// the board has no move.
pub fn hint(board: &Board, work: u64) -> Option<Pos> {
    hint_for(board, &Rules::POPSTAR, work)
}

/// [`hint`] for a board played by `rules`.
pub fn hint_for(board: &Board, rules: &Rules, work: u64) -> Option<Pos> {
    Solver::for_rules(*rules)
        .solve(board, &mut WorkLimit::new(work))
        .moves
        .first()
        .copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dealt_levels_reach_what_they_need() {
        let mut rng = SeededRng::new(4);
        for needed in [1000, 2500] {
            let level = passable_board(&mut rng, needed, 20_000);
            assert!(level.passable);
            assert!(level.par.final_score() >= needed);
            let mut board = level.board.clone();
            let mut score = 0;
            for &at in &level.par.moves {
                score += board.pop(at).unwrap().points;
            }
            assert_eq!(score, level.par.score);
        }
    }

    #[test]
    fn impossible_needs_deal_the_best_board_seen() {
        let level = passable_board(&mut SeededRng::new(1), 1_000_000, 50);
        assert!(!level.passable);
        assert_eq!(level.tries, MAX_TRIES);
    }

    #[test]
    fn hints_are_legal_first_moves() {
        let board = crate::board_for_seed(3);
        let at = hint(&board, 5_000).unwrap();
        assert!(board.clone().pop(at).is_ok());
        let stuck: Board = "RG\nGR\n".parse().unwrap();
        assert_eq!(hint(&stuck, 100), None);
        assert_eq!(points_needed(2, 3500), 0);
        assert_eq!(points_needed(2, 1200), 1800);
    }
}
