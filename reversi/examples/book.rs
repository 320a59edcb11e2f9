//! Builds or extends the opening book (`weights/book.bin`): every position up to `--plies`
//! plies from the start (each once up to symmetry; passes count as plies), the last ply's scored by a full-width
//! search of `--depth` plies with the embedded weights, the others by negamax over their
//! moves. With `--from FILE` the book read from it is kept and the new positions added (a
//! position already there keeps the deeper value).
//!
//! ```sh
//! nice -n 19 cargo run --release -p reversi --features cli --example book -- \
//!     --out reversi/weights/book.bin --plies 6 --depth 12 --jobs 2
//! ```

use clap::Parser;
use rayon::prelude::*;
use reversi::book::{Book, BookValue, canonical};
use reversi::search::{DEFAULT_EVALUATION, DISC, Engine, Level};
use reversi::{Board, Color, StopFlag};
use std::collections::HashMap;
use std::path::PathBuf;

/// Builds or extends the opening book.
#[derive(Parser)]
struct Args {
    /// Where to write the book.
    #[arg(long)]
    out: PathBuf,
    /// An existing book to extend.
    #[arg(long)]
    from: Option<PathBuf>,
    /// Plies from the start covered.
    #[arg(long, default_value_t = 6)]
    plies: u32,
    /// Depth of the searches that score the last ply's positions.
    #[arg(long, default_value_t = 12)]
    depth: u32,
    /// Positions searched at once.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
}

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn main() {
    if let Err(error) = run(Args::parse()) {
        eprintln!("book: {error}");
        std::process::exit(2);
    }
}

/// A position up to symmetry (its value for the mover is the same in every image).
fn key(board: &Board) -> (u64, u64) {
    canonical(board.player(), board.opponent())
}

/// The positions after each move of `board` (a pass when it has none; none at the end).
fn children(board: &Board) -> Vec<Board> {
    if board.is_game_over() {
        return Vec::new();
    }
    if board.must_pass() {
        return vec![board.passed()];
    }
    board.moves().filter_map(|s| board.play(s)).collect()
}

fn search(board: &Board, depth: u32) -> BookValue {
    let level = Level {
        name: "book".into(),
        depth,
        time: None,
        exact_empties: 0,
        noise: 0,
        evaluation: DEFAULT_EVALUATION,
        selectivity: 0,
        book: false,
        book_loss: 0,
    };
    let score = Engine::new(0, StopFlag::new())
        .best_move(board, &level)
        .score;
    BookValue {
        score: (f64::from(score) / f64::from(DISC))
            .round()
            .clamp(-64.0, 64.0) as i8,
        depth: depth.min(255) as u8,
    }
}

fn run(args: Args) -> Result<(), Failure> {
    let earlier = match &args.from {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            Book::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => Book::default(),
    };
    // Every position by ply, each once.
    let mut plies: Vec<Vec<Board>> = vec![vec![Board::start()]];
    for _ in 0..args.plies {
        let mut seen = HashMap::new();
        for board in plies.last().expect("the start").iter() {
            for child in children(board) {
                seen.entry(key(&child)).or_insert(child);
            }
        }
        let mut next: Vec<Board> = seen.into_values().collect();
        next.sort_by_key(key);
        plies.push(next);
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.max(1))
        .build()?;
    let leaves = plies.last().expect("at least the start");
    let scored: Vec<BookValue> = pool.install(|| {
        leaves
            .par_iter()
            .map(|board| search(board, args.depth))
            .collect()
    });
    let mut values: HashMap<(u64, u64), BookValue> = leaves.iter().map(key).zip(scored).collect();
    for ply in plies.iter().rev().skip(1) {
        for board in ply {
            let best = children(board)
                .iter()
                .filter_map(|child| values.get(&key(child)))
                .map(|v| BookValue {
                    score: v.score.saturating_neg(),
                    depth: v.depth.saturating_add(1),
                })
                .max_by_key(|v| v.score);
            if let Some(best) = best {
                values.insert(key(board), best);
            }
        }
    }
    let mut positions: Vec<(Board, BookValue)> = plies
        .iter()
        .flatten()
        .filter_map(|board| values.get(&key(board)).map(|&v| (*board, v)))
        .collect();
    for (player, opponent, value) in earlier.positions() {
        let board = Board::from_discs(player, opponent, Color::Black)?;
        positions.push((board, value));
    }
    let book = Book::new(positions);
    std::fs::write(&args.out, book.to_bytes())
        .map_err(|e| format!("{}: {e}", args.out.display()))?;
    println!(
        "{} positions ({} searched to {} plies) written to {}",
        book.len(),
        leaves.len(),
        args.depth,
        args.out.display()
    );
    Ok(())
}
