//! Rated puzzles: positions from the engine's own games where exactly one move keeps the
//! best exact result and every other move loses at least [`MARGIN`] discs.
//!
//! - [`mod@file`]: the puzzle file, OBF lines that list every legal move's exact value, each
//!   after a `%` line with its key, band and kind (so `reversi solve` and `analyze` read it).
//! - [`find`]: self-play games, the exact test that keeps a position, and the difficulty
//!   band (the shallowest fixed-depth probe that finds the answer).
//! - [`check`]: the shape rules every puzzle keeps and the proof of its values.
//! - [`schedule`]: the puzzle of the day, a frozen append-only list of keys.
//! - [`rating`]: the rating each band stands for.

pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
pub mod file;
pub mod find;
pub mod rating;
pub mod schedule;

pub use file::{Band, Kind, Puzzle, PuzzleError, parse_puzzles};

/// Every move but the answer loses at least this many discs against it.
pub const MARGIN: i32 = 4;

/// Puzzles have at most this many empty squares, so that every value is solved exactly.
pub const MAX_EMPTIES: u32 = 22;

/// A puzzle offers at least this many legal moves.
pub const MIN_MOVES: usize = 3;

/// The fixed depths of the band probes, shallowest first.
pub const PROBE_DEPTHS: [u32; 6] = [1, 2, 4, 6, 8, 10];

/// The shipped puzzle file (`reversi/puzzles/puzzles.obf`).
pub const SHIPPED: &str = include_str!("../../puzzles/puzzles.obf");

/// The shipped puzzles, in file order.
pub fn shipped() -> Vec<Puzzle> {
    parse_puzzles(SHIPPED)
        .map(|puzzles| puzzles.into_iter().map(|(_, puzzle)| puzzle).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::schedule::Schedule;
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_shipped_puzzles_keep_the_rules_and_a_sample_proves_exact() {
        let puzzles = parse_puzzles(SHIPPED).expect("the shipped file reads");
        assert_eq!(shipped().len(), puzzles.len());
        for (line, puzzle) in &puzzles {
            assert_eq!(check::shape(puzzle), Ok(()), "line {line}");
        }
        let keys: HashSet<String> = puzzles.iter().map(|(_, p)| p.key()).collect();
        assert_eq!(keys.len(), puzzles.len(), "a puzzle is shipped twice");
        let schedule = Schedule::parse(schedule::SHIPPED).expect("the schedule reads");
        let scheduled: HashSet<String> = schedule.keys.iter().cloned().collect();
        assert_eq!(
            scheduled, keys,
            "every shipped puzzle has its day, and only those"
        );
        // About eight puzzles spread over the file: the whole file is `puzzles check`'s job.
        let every = puzzles.len().div_ceil(8).max(1);
        let proven = check::check_text(SHIPPED, every).expect("the sample proves");
        assert!(proven >= puzzles.len().min(8), "{proven}");
    }
}
