//! Bots that play levels. Both try each possible move on a copy of the game whose refills
//! come from the bot's own RNG, so neither sees the pieces the real game will drop.
//!
//! - [`Bot::Greedy`]: the goal-aware greedy bot: the move that advances the goals most
//!   this turn (one try per move), then the one that scores most.
//! - [`Bot::Lookahead`]: expected cascades, then a second move: each move is tried
//!   [`LOOKAHEAD_SAMPLES`] times with different refills and judged by the average worth of
//!   the boards it leaves (goal progress, a pass and the moves it leaves, the specials
//!   waiting on the board); the [`REFINED`] best are tried again, each try now worth the
//!   best board one more move reaches from it, and the move with the highest sum of both
//!   judgements is played.

use super::{LevelGame, LevelStatus};
use crate::cell::Special;
use crate::moves::Swap;
use grid_core::SeededRng;
use serde::{Deserialize, Serialize};

/// Refills each move is tried with by [`Bot::Lookahead`].
pub const LOOKAHEAD_SAMPLES: u32 = 4;

/// Moves [`Bot::Lookahead`] looks two moves deep into.
pub const REFINED: usize = 5;

/// Which bot plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Bot {
    /// The goal-aware greedy bot.
    Greedy,
    /// Expected cascades over two moves for the most promising moves.
    #[default]
    Lookahead,
}

/// The moves worth trying: every line-making swap, and every colour bomb swapped with a
/// neighbouring piece.
pub fn candidate_moves(game: &LevelGame) -> Vec<Swap> {
    let mut moves = game.game().moves();
    let board = game.board();
    for (pos, special) in board.specials().iter() {
        if *special == Some(Special::ColourBomb) {
            for next in board.cells().neighbors4(pos) {
                if !board.cell(next).is_empty() {
                    moves.push(Swap::new(pos, next));
                }
            }
        }
    }
    moves.sort_unstable();
    moves.dedup();
    moves
}

impl Bot {
    /// The bot's move, `None` when there is none; `rng` draws the refills it imagines.
    pub fn choose(self, game: &LevelGame, rng: &mut SeededRng) -> Option<Swap> {
        match self {
            Bot::Greedy => greedy(game, rng),
            Bot::Lookahead => lookahead(game, rng),
        }
    }
}

/// `game` after `m`, with refills drawn from `seed`; `None` if the move is refused.
fn try_move(game: &LevelGame, m: Swap, seed: u64) -> Option<LevelGame> {
    let mut trial = game.clone();
    trial.reseed(seed);
    let mut events = Vec::new();
    trial.play_into(m.a, m.b, &mut events).ok()?;
    Some(trial)
}

/// Goal progress as one number: the sum of the goals' shares done, in millionths.
fn progress_units(game: &LevelGame) -> u64 {
    game.progress()
        .iter()
        .map(|p| (p.fraction() * 1e6) as u64)
        .sum()
}

fn greedy(game: &LevelGame, rng: &mut SeededRng) -> Option<Swap> {
    let mut best: Option<((u64, u64), Swap)> = None;
    for m in candidate_moves(game) {
        let Some(after) = try_move(game, m, rng.next_u64()) else {
            continue;
        };
        let key = (
            progress_units(&after),
            after.score().saturating_sub(game.score()),
        );
        if best.is_none_or(|(top, _)| key > top) {
            best = Some((key, m));
        }
    }
    best.map(|(_, m)| m)
}

/// What a board is worth to [`Bot::Lookahead`]: a pass above everything (sooner is
/// better), a loss below; otherwise each goal's share done, and each special waiting on
/// the board as part of a goal's worth.
fn worth(game: &LevelGame) -> f64 {
    const GOAL: f64 = 1000.0;
    match game.status() {
        LevelStatus::Passed { .. } => {
            return 1e6 + f64::from(game.moves_left().unwrap_or(0)) * 1e3;
        }
        LevelStatus::Failed(_) => return -1e6,
        LevelStatus::Playing => {}
    }
    let goals: f64 = game.progress().iter().map(|p| p.fraction() * GOAL).sum();
    let specials: f64 = game
        .board()
        .specials()
        .cells()
        .iter()
        .map(|s| match s {
            Some(Special::ColourBomb) => 60.0,
            Some(Special::AreaBomb) => 40.0,
            Some(_) => 30.0,
            None => 0.0,
        })
        .sum();
    goals + specials + game.score() as f64 * 1e-3
}

/// The average worth of the boards `m` leaves over [`LOOKAHEAD_SAMPLES`] refills; with
/// `deeper`, each board counts the best worth one more move reaches from it instead.
fn expected_worth(game: &LevelGame, m: Swap, deeper: bool, rng: &mut SeededRng) -> f64 {
    let mut total = 0.0;
    for _ in 0..LOOKAHEAD_SAMPLES {
        let Some(after) = try_move(game, m, rng.next_u64()) else {
            return f64::NEG_INFINITY;
        };
        let here = worth(&after);
        total += if deeper && after.status() == LevelStatus::Playing {
            candidate_moves(&after)
                .into_iter()
                .filter_map(|next| try_move(&after, next, rng.next_u64()))
                .map(|end| worth(&end))
                .fold(here, f64::max)
        } else {
            here
        };
    }
    total / f64::from(LOOKAHEAD_SAMPLES)
}

fn lookahead(game: &LevelGame, rng: &mut SeededRng) -> Option<Swap> {
    let mut ranked: Vec<(f64, Swap)> = candidate_moves(game)
        .into_iter()
        .map(|m| (expected_worth(game, m, false, rng), m))
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked.truncate(REFINED);
    let mut best: Option<(f64, Swap)> = None;
    for (first, m) in ranked {
        let value = first + expected_worth(game, m, true, rng);
        if best.is_none_or(|(top, _)| value > top) {
            best = Some((value, m));
        }
    }
    best.map(|(_, m)| m)
}
