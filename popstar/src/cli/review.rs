//! `review` and `bench-review`: where the points went on a played line, and how long the
//! review takes.

use super::{CliError, RulesArgs, RulesName, read_board, read_digit_boards, rules_for};
use crate::board::Board;
use crate::budget::WorkLimit;
use crate::generate::{board_for_rules, board_for_seed};
use crate::review::{Review, ReviewError, parse_moves, review};
use crate::rules::Rules;
use grid_core::{Pos, SeededRng};
use serde_json::json;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// Reviews the line `moves` on the board file's (first) board and prints each move's value
/// and drop, then the line's end.
pub(super) fn run_review(
    path: &Path,
    args: RulesArgs,
    moves: &str,
    work: u64,
    searches: u8,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let board = match args.rules {
        RulesName::Popstar => read_board(path)?,
        RulesName::Samegame => read_digit_boards(path, args)?.remove(0),
    };
    let rules = rules_for(std::slice::from_ref(&board), args, path)?.remove(0);
    let moves = parse_moves(moves)?;
    let reviewed = review(
        &board,
        rules,
        &moves,
        usize::from(searches),
        &WorkLimit::new(work),
    )?;
    print_review(&reviewed, json, out)
}

impl From<crate::review::MovesError> for CliError {
    fn from(e: crate::review::MovesError) -> Self {
        CliError::MoveSyntax {
            number: e.number,
            text: e.text,
        }
    }
}

impl From<ReviewError> for CliError {
    fn from(e: ReviewError) -> Self {
        CliError::IllegalMove {
            number: e.number,
            at: e.at,
            source: e.source,
        }
    }
}

fn print_review(reviewed: &Review, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let pair = |p: Pos| [p.row, p.col];
    for (index, step) in reviewed.moves.iter().enumerate() {
        if json {
            let line = json!({
                "move": index + 1,
                "at": pair(step.at),
                "points": step.points,
                "score": step.before,
                "value": step.value,
                "reachable": step.reachable(),
                "drop": step.drop,
                "better": step.better.map(pair),
            });
            writeln!(out, "{line}")?;
        } else {
            write!(
                out,
                "move {} ({}): points {}, reachable {}, drop {}",
                index + 1,
                step.at,
                step.points,
                step.reachable(),
                step.drop
            )?;
            match step.better {
                Some(better) => writeln!(out, ", better {better}")?,
                None => writeln!(out)?,
            }
        }
    }
    let dropped = reviewed.best() - reviewed.reached();
    if json {
        let line = json!({
            "event": "end",
            "score": reviewed.score(),
            "end": reviewed.end,
            "final": reviewed.reached(),
            "best": reviewed.best(),
            "dropped": dropped,
        });
        writeln!(out, "{line}")?;
    } else {
        writeln!(
            out,
            "end: score {}, final {}, within reach at the start {}, dropped {dropped}",
            reviewed.score(),
            reviewed.reached(),
            reviewed.best()
        )?;
    }
    Ok(())
}

/// A player's line for the benchmark: a seeded random group at each move, until none is
/// left (longer lines than a person's, so the timing errs on the slow side).
fn random_line(board: &Board, rules: &Rules, rng: &mut SeededRng) -> Vec<Pos> {
    let mut board = board.clone();
    let mut moves = Vec::new();
    loop {
        let groups = board.groups_for(rules);
        if groups.is_empty() {
            return moves;
        }
        let at = groups[rng.index(groups.len())][0];
        if board.pop_for(at, rules).is_err() {
            return moves;
        }
        moves.push(at);
    }
}

/// Reviews random lines on the boards of seeds `first_seed`, … one after another on this
/// thread, and prints each one's time and the mean.
pub(super) fn bench_review(
    boards: u64,
    first_seed: u64,
    rules: RulesName,
    work: u64,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let rules = match rules {
        RulesName::Popstar => Rules::POPSTAR,
        RulesName::Samegame => Rules::SAMEGAME,
    };
    let mut total = 0.0;
    let mut slowest: f64 = 0.0;
    for seed in first_seed..first_seed.saturating_add(boards) {
        let board = if rules.is_popstar() {
            board_for_seed(seed)
        } else {
            board_for_rules(&mut SeededRng::new(seed), &rules)
        };
        let moves = random_line(&board, &rules, &mut SeededRng::new(seed));
        let started = Instant::now();
        let reviewed = review(&board, rules, &moves, 1, &WorkLimit::new(work))?;
        let seconds = started.elapsed().as_secs_f64();
        total += seconds;
        slowest = slowest.max(seconds);
        writeln!(
            out,
            "seed {seed}: {} moves, final {}, within reach {}, {seconds:.2} s",
            moves.len(),
            reviewed.reached(),
            reviewed.best()
        )?;
    }
    writeln!(
        out,
        "review: {boards} lines of {rules}, {work} positions of work per position, one search: \
         {:.2} s per line, slowest {slowest:.2} s",
        total / boards.max(1) as f64
    )?;
    Ok(())
}
