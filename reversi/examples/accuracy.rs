//! How well the analysis ranks moves: for each position of a file that lists every move's
//! exact value (`analyze --depth 60 --obf` writes one), the analysis runs for a fixed time
//! and the move it ranks first is looked up; its loss is the best move's exact value minus
//! its own. Prints the mean loss, how often the first move is a best one, and the worst
//! losses.
//!
//! ```sh
//! cargo run --release -p reversi --features cli --example accuracy -- \
//!     reversi/tests/data/exact-24.obf --time-ms 100 --selectivity 150 --book
//! ```

use clap::Parser;
use reversi::StopFlag;
use reversi::obf::parse_obf;
use reversi::search::{AnalysisLimit, Evaluator, analyze_with};
use std::path::PathBuf;
use std::time::Duration;

/// Measures the analysis against exact move values.
#[derive(Parser)]
struct Args {
    /// OBF positions with every legal move's exact value in the comment.
    file: PathBuf,
    /// Time per position in milliseconds.
    #[arg(long, default_value_t = 100)]
    time_ms: u64,
    /// Multi-ProbCut threshold in hundredths of a standard deviation (0: full width).
    #[arg(long, default_value_t = 0)]
    selectivity: u32,
    /// Use the opening book where it has the position's moves.
    #[arg(long)]
    book: bool,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

type Failure = Box<dyn std::error::Error>;

fn main() -> Result<(), Failure> {
    let args = Args::parse();
    let text =
        std::fs::read_to_string(&args.file).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let mut losses = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let position =
            parse_obf(line).map_err(|e| format!("{} line {}: {e}", args.file.display(), i + 1))?;
        let best = position
            .best_score()
            .ok_or_else(|| format!("{} line {}: no move values", args.file.display(), i + 1))?;
        let analysis = analyze_with(
            &position.board,
            AnalysisLimit::Time(Duration::from_millis(args.time_ms)),
            Evaluator::standard(),
            args.threads.max(1),
            (args.selectivity, args.book),
            &StopFlag::new(),
        );
        let first = analysis
            .moves
            .first()
            .ok_or_else(|| format!("line {}: the analysis found no move", i + 1))?
            .square;
        let value = position
            .scores
            .iter()
            .find(|&&(square, _)| square == first)
            .map(|&(_, score)| score)
            .ok_or_else(|| {
                format!(
                    "line {}: no exact value for the analysis' first move",
                    i + 1
                )
            })?;
        losses.push((best - value, i + 1));
    }
    if losses.is_empty() {
        return Err(format!("{}: no positions", args.file.display()).into());
    }
    let n = losses.len() as f64;
    let mean = losses.iter().map(|&(l, _)| f64::from(l)).sum::<f64>() / n;
    let best_found = losses.iter().filter(|&&(l, _)| l == 0).count();
    losses.sort_by_key(|&(l, line)| (std::cmp::Reverse(l), line));
    let worst: Vec<String> = losses
        .iter()
        .take(5)
        .map(|(l, line)| format!("line {line}: {l}"))
        .collect();
    println!(
        "{} positions, {} ms each, selectivity {}, book {}: mean loss {mean:.2} discs, best move first in {best_found} ({:.0} %); worst: {}",
        losses.len(),
        args.time_ms,
        args.selectivity,
        args.book,
        100.0 * best_found as f64 / n,
        worst.join(", ")
    );
    Ok(())
}
