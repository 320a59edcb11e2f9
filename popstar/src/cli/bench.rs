//! The benchmarks: `bench-samegame` and `bench-solver`.

use super::{CliError, SearchArgs, moves_text, pool, solve_boards};
use crate::board::Board;
use crate::generate::board_for_seed;
use crate::id::carried_into;
use crate::levels::{DEFAULT_LEVEL_WORK, passable_board, points_needed};
use crate::rules::Rules;
use crate::solver::Solution;
use grid_core::SeededRng;
use rayon::prelude::*;
use std::io::Write;
use std::time::Instant;

/// Solves the SameGame boards and prints each one's score and the total.
pub(super) fn bench_samegame(
    boards: &[Board],
    rules: &[Rules],
    search: SearchArgs,
    moves: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let started = Instant::now();
    let solved = solve_boards(boards, rules, search)?;
    let elapsed = started.elapsed().as_secs_f64();
    let mut total = 0;
    for (index, s) in solved.iter().enumerate() {
        let solution = &s.solution;
        total += solution.final_score();
        writeln!(
            out,
            "board {:2}: {:5} (pops {}, bonus {}), {} left, {} positions, {} ms",
            index + 1,
            solution.final_score(),
            solution.score,
            solution.bonus(),
            solution.left,
            solution.work,
            s.ms
        )?;
        if moves {
            writeln!(out, "  moves {}", moves_text(&solution.moves))?;
        }
    }
    let limit = search.describe();
    let cleared = solved.iter().filter(|s| s.solution.cleared()).count();
    writeln!(
        out,
        "samegame: {} boards, {limit}, {} at once: total {total}, cleared {cleared}, \
         {elapsed:.1} s",
        solved.len(),
        search.threads
    )?;
    Ok(())
}

/// Solves the PopStar boards of `seeds` and deals `levels` levels, and prints the figures.
pub(super) fn bench_solver(
    seeds: std::ops::Range<u64>,
    each: bool,
    search: SearchArgs,
    levels: u32,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let threads = search.threads;
    let started = Instant::now();
    let results: Vec<Solution> = pool(threads)?.install(|| {
        seeds
            .clone()
            .into_par_iter()
            .map(|seed| search.solve(&board_for_seed(seed), Rules::POPSTAR))
            .collect()
    });
    let elapsed = started.elapsed().as_secs_f64();
    if each {
        for (seed, s) in seeds.clone().zip(&results) {
            writeln!(
                out,
                "seed {seed}: final {}, left {}, positions {}",
                s.final_score(),
                s.left,
                s.work
            )?;
        }
    }
    let boards = results.len();
    let n = boards.max(1) as f64;
    let average = results
        .iter()
        .map(|s| f64::from(s.final_score()))
        .sum::<f64>()
        / n;
    let cleared = results.iter().filter(|s| s.cleared()).count();
    let positions = results.iter().map(|s| s.work as f64).sum::<f64>() / n;
    let limit = search.describe();
    writeln!(
        out,
        "solver: {boards} boards, {limit}, {threads} at once: average final {average:.0}, \
         cleared {cleared}/{boards} ({:.0}%), {:.3} s per board, {positions:.0} positions per board",
        100.0 * cleared as f64 / n,
        elapsed * threads.max(1) as f64 / n,
    )?;
    if levels > 0 {
        let started = Instant::now();
        let mut tries = 0;
        for level in 1..=levels {
            let needed = points_needed(level, carried_into(level));
            let dealt = passable_board(
                &mut SeededRng::new(u64::from(level)),
                needed,
                DEFAULT_LEVEL_WORK,
            );
            tries += dealt.tries;
        }
        let per_level = started.elapsed().as_secs_f64() * 1000.0 / f64::from(levels);
        writeln!(
            out,
            "levels: {levels} dealt, {per_level:.0} ms per level, {:.1} boards tried per level",
            f64::from(tries) / f64::from(levels)
        )?;
    }
    Ok(())
}
