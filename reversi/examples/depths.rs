//! How long `go` takes at each fixed depth of the NBoard protocol (the selective search to
//! the depth, exact near the end, [`reversi::nboard::depth_level`]), from the first openings
//! of a file, on one thread, without the opening book, each search with a fresh engine.
//! Prints each position's seconds and nodes, then per depth the median and the slowest
//! time and the growth of the median from the depth before. Times are the search thread's
//! CPU time where Linux reports it (`/proc/thread-self/schedstat`), so that a busy machine
//! does not inflate them; the wall time is printed beside.
//!
//! ```sh
//! cargo run --release -p reversi --features cli --example depths -- \
//!     reversi/tests/data/openings-8ply.txt --count 20 --from 16 --to 20
//! ```

use clap::Parser;
use reversi::StopFlag;
use reversi::opening::parse_openings;
use reversi::search::{Engine, Level};
use reversi::{Board, Square};
use std::path::PathBuf;
use std::time::Instant;

/// Times fixed-depth searches.
#[derive(Parser)]
struct Args {
    /// The openings (one per line, e.g. `f5d6c3d3c4f4f6f3`).
    file: PathBuf,
    /// How many openings, from the first.
    #[arg(long, default_value_t = 20)]
    count: usize,
    /// The shallowest depth.
    #[arg(long, default_value_t = 16)]
    from: u32,
    /// The deepest depth.
    #[arg(long, default_value_t = 20)]
    to: u32,
    /// Print only the summary.
    #[arg(long)]
    quiet: bool,
}

type Failure = Box<dyn std::error::Error>;

fn position(moves: &[Square]) -> Result<Board, Failure> {
    let mut board = Board::start();
    for &square in moves {
        if board.must_pass() {
            board = board.passed();
        }
        board = board.play(square).ok_or("an illegal opening move")?;
    }
    Ok(board)
}

/// This thread's CPU time in seconds, if the system reports it.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

fn main() -> Result<(), Failure> {
    let args = Args::parse();
    let text =
        std::fs::read_to_string(&args.file).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let openings = parse_openings(&text).map_err(|e| format!("{}: {e}", args.file.display()))?;
    let boards = openings
        .iter()
        .take(args.count)
        .map(|moves| position(moves))
        .collect::<Result<Vec<_>, _>>()?;
    let mut previous: Option<f64> = None;
    let mut summary = Vec::new();
    for depth in args.from..=args.to {
        let level = Level {
            book: false,
            ..reversi::nboard::depth_level(depth)
        };
        let mut times = Vec::new();
        let mut nodes = Vec::new();
        for (i, board) in boards.iter().enumerate() {
            let mut engine = Engine::new(0, StopFlag::new());
            let (started, cpu) = (Instant::now(), cpu_seconds());
            let result = engine.best_move(board, &level);
            let wall = started.elapsed().as_secs_f64();
            let seconds = match (cpu, cpu_seconds()) {
                (Some(before), Some(after)) => after - before,
                _ => wall,
            };
            if !args.quiet {
                println!(
                    "depth {depth} opening {:2}: {:7.2} s ({:7.2} s wall) {:12} nodes, {} {:+.2}",
                    i + 1,
                    seconds,
                    wall,
                    result.nodes,
                    result.best.map_or("pa".to_string(), |s| s.to_string()),
                    f64::from(result.score) / 100.0
                );
            }
            times.push(seconds);
            nodes.push(result.nodes as f64);
        }
        let slowest = times.iter().copied().fold(0.0, f64::max);
        let middle = median(&mut times);
        let growth = previous.map_or("".to_string(), |p| {
            format!(", {:.1}x the depth before", middle / p)
        });
        summary.push(format!(
            "depth {depth}: median {middle:.2} s, slowest {slowest:.2} s, median {:.0} nodes{growth}",
            median(&mut nodes)
        ));
        println!("{}", summary.last().expect("just pushed"));
        previous = Some(middle);
    }
    println!("--");
    for line in summary {
        println!("{line}");
    }
    Ok(())
}
