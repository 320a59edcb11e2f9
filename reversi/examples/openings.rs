//! Makes a set of balanced openings for strength tests: random openings of a few plies
//! (seeded, each position once) whose full-width search value is within a margin of even,
//! written one per line as the moves and the value (read by `match --openings`).
//!
//! ```sh
//! nice -n 19 cargo run --release -p reversi --features cli --example openings -- \
//!     --out reversi/tests/data/openings-8ply.txt --count 200 --plies 8 --depth 10
//! ```

use clap::Parser;
use grid_core::SeededRng;
use rayon::prelude::*;
use reversi::search::{DEFAULT_EVALUATION, DISC, Engine, Level};
use reversi::{Board, Square, StopFlag};
use std::collections::HashSet;
use std::path::PathBuf;

/// Makes balanced openings.
#[derive(Parser)]
struct Args {
    /// Where to write them.
    #[arg(long)]
    out: PathBuf,
    /// Openings wanted.
    #[arg(long, default_value_t = 200)]
    count: usize,
    /// Plies of each opening.
    #[arg(long, default_value_t = 8)]
    plies: usize,
    /// Depth of the search that values them.
    #[arg(long, default_value_t = 10)]
    depth: u32,
    /// Largest value, either way, in discs.
    #[arg(long, default_value_t = 2.0)]
    within: f64,
    /// Candidates drawn per opening wanted.
    #[arg(long, default_value_t = 3)]
    draws: usize,
    /// Seed of the draw.
    #[arg(long, default_value_t = 2026)]
    seed: u64,
    /// Openings searched at once.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
}

/// Candidates valued at once before checking whether enough are balanced.
const BATCH: usize = 32;

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn main() {
    if let Err(error) = run(Args::parse()) {
        eprintln!("openings: {error}");
        std::process::exit(2);
    }
}

/// Distinct random openings of `plies` plies (none ending in a pass), in draw order.
fn candidates(args: &Args) -> Vec<(Vec<Square>, Board)> {
    let mut rng = SeededRng::new(args.seed);
    let mut seen = HashSet::new();
    let mut drawn = Vec::new();
    let wanted = args.count * args.draws;
    let mut attempts = 0;
    while drawn.len() < wanted && attempts < wanted * 20 {
        attempts += 1;
        let moves = reversi::opening::random(&mut rng, args.plies);
        let Some(board) = moves.iter().try_fold(Board::start(), |b, &sq| b.play(sq)) else {
            continue;
        };
        if moves.len() == args.plies
            && !board.must_pass()
            && seen.insert((board.player(), board.opponent()))
        {
            drawn.push((moves, board));
        }
    }
    drawn
}

fn value(board: &Board, depth: u32) -> i32 {
    let level = Level {
        name: "openings".into(),
        depth,
        time: None,
        exact_empties: 0,
        noise: 0,
        evaluation: DEFAULT_EVALUATION,
        selectivity: 0,
        book: false,
        book_loss: 0,
        temperature: 0,
        one_thread: false,
    };
    // For the side to move after the opening; written from black's view below.
    Engine::new(0, StopFlag::new())
        .best_move(board, &level)
        .score
}

fn run(args: Args) -> Result<(), Failure> {
    let drawn = candidates(&args);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.max(1))
        .build()?;
    let limit = (args.within * f64::from(DISC)).round() as i32;
    // Candidates are valued a batch at a time, in draw order, until enough are balanced:
    // the same openings as valuing them all, for a fraction of the searches.
    let mut values: Vec<i32> = Vec::new();
    for batch in drawn.chunks(BATCH) {
        values.extend(pool.install(|| {
            batch
                .par_iter()
                .map(|(_, board)| value(board, args.depth))
                .collect::<Vec<i32>>()
        }));
        if values.iter().filter(|v| v.abs() <= limit).count() >= args.count {
            break;
        }
    }
    let mut text = format!(
        "# Balanced openings: {} plies, a {}-ply full-width search within ±{} discs (value for black), made by the openings example (seed {}, {} candidates valued)\n\
         # cargo run --release -p reversi --features cli --example openings -- --out FILE --count {} --plies {} --depth {} --within {} --draws {} --seed {}\n",
        args.plies,
        args.depth,
        args.within,
        args.seed,
        values.len(),
        args.count,
        args.plies,
        args.depth,
        args.within,
        args.draws,
        args.seed,
    );
    let mut kept = 0;
    for ((moves, board), value) in drawn.iter().zip(&values) {
        if value.abs() > limit || kept == args.count {
            continue;
        }
        kept += 1;
        let for_black = if board.side() == reversi::Color::Black {
            *value
        } else {
            -value
        };
        let line: String = moves.iter().map(|s| s.to_string()).collect();
        text.push_str(&format!(
            "{line} {:+.2}\n",
            f64::from(for_black) / f64::from(DISC)
        ));
    }
    if kept < args.count {
        return Err(format!(
            "only {kept} of {} candidates within ±{} discs; draw more (--draws)",
            drawn.len(),
            args.within
        )
        .into());
    }
    std::fs::write(&args.out, text).map_err(|e| format!("{}: {e}", args.out.display()))?;
    println!("{kept} openings written to {}", args.out.display());
    Ok(())
}
