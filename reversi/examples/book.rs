//! Builds or extends the opening book (`weights/book.bin`): every position up to `--plies`
//! plies from the start (each once up to symmetry; passes count as plies), the last ply's
//! scored by a full-width search of `--depth` plies with the embedded weights, the others
//! by negamax over their moves. With `--from FILE` the book read from it is kept and the
//! new positions added (a position already there keeps the deeper value).
//!
//! With `--grow N` it grows the book read `--from` by N self-play walks instead
//! ([`reversi::training::book_growth`]): each follows the book's moves within
//! `--deviation` discs of the best to a position not expanded yet, whose children are
//! scored by `--depth` searches and join the book. The book is written every
//! `--save-every` walks, so a run stopped at any point continues from its `--out` file.
//!
//! ```sh
//! nice -n 19 cargo run --release -p reversi --features cli --example book -- \
//!     --out reversi/weights/book.bin --plies 6 --depth 12 --jobs 2
//! nice -n 19 cargo run --release -p reversi --features cli --example book -- \
//!     --from reversi/weights/book.bin --out reversi/weights/book.bin --grow 500 \
//!     --depth 16 --selectivity 150 --deviation 2 --jobs 2
//! ```

use clap::Parser;
use grid_core::SeededRng;
use rayon::prelude::*;
use reversi::book::{Book, BookValue, key};
use reversi::search::{DEFAULT_EVALUATION, DISC, Engine, Level};
use reversi::training::book_growth::{BookTree, children};
use reversi::{Board, Color, StopFlag};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

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
    /// Selectivity of those searches, in hundredths of the Multi-ProbCut error (0: full
    /// width, exact to the depth; 150: about eight times fewer nodes).
    #[arg(long, default_value_t = 0)]
    selectivity: u32,
    /// Positions searched at once.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
    /// Grow the `--from` book by this many self-play walks instead of adding plies.
    #[arg(long)]
    grow: Option<u32>,
    /// How many discs worse than the best a walk's move may be.
    #[arg(long, default_value_t = 2)]
    deviation: i32,
    /// Positions this many plies from the start or more are not grown.
    #[arg(long, default_value_t = 24)]
    max_plies: usize,
    /// Seed of the walks (mixed with the book's size, so a continued run walks anew).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Write the book after this many walks.
    #[arg(long, default_value_t = 10)]
    save_every: u32,
}

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn main() {
    if let Err(error) = run(Args::parse()) {
        eprintln!("book: {error}");
        std::process::exit(2);
    }
}

fn search(board: &Board, depth: u32, selectivity: u32) -> BookValue {
    let level = Level {
        name: "book".into(),
        depth,
        time: None,
        exact_empties: 0,
        noise: 0,
        evaluation: DEFAULT_EVALUATION,
        selectivity,
        book: false,
        book_loss: 0,
        temperature: 0,
        one_thread: false,
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

/// Writes `book` to `path` through a temporary file, so a stopped run never leaves half a
/// book.
fn write(book: &Book, path: &Path) -> Result<(), Failure> {
    let temporary = path.with_extension("tmp");
    std::fs::write(&temporary, book.to_bytes())
        .and_then(|()| std::fs::rename(&temporary, path))
        .map_err(|e| format!("{}: {e}", path.display()).into())
}

/// Grows `book` by `--grow` walks (see the module's note).
fn grow(args: &Args, walks: u32, book: &Book, pool: &rayon::ThreadPool) -> Result<(), Failure> {
    let mut tree = BookTree::new(book);
    let mut rng = SeededRng::new(args.seed ^ (tree.len() as u64).wrapping_mul(0x9E37_79B9));
    let mut misses = 0;
    for walk in 1..=walks {
        let Some(leaf) = tree.walk(args.deviation, args.max_plies, &mut rng) else {
            misses += 1;
            if misses == 100 {
                println!("100 walks in a row found nothing to grow within the plies given");
                break;
            }
            continue;
        };
        misses = 0;
        let scored: Vec<(Board, BookValue)> = pool.install(|| {
            children(&leaf)
                .par_iter()
                .map(|child| (*child, search(child, args.depth, args.selectivity)))
                .collect()
        });
        tree.add(scored);
        let start = tree.get(&Board::start()).map_or(0, |v| v.score);
        println!(
            "walk {walk}: grew a position {} plies in, {} positions, the start is worth {start}",
            (leaf.player() | leaf.opponent()).count_ones() - 4,
            tree.len()
        );
        if walk % args.save_every.max(1) == 0 {
            write(&tree.book(), &args.out)?;
        }
    }
    let book = tree.book();
    write(&book, &args.out)?;
    println!("{} positions written to {}", book.len(), args.out.display());
    Ok(())
}

fn run(args: Args) -> Result<(), Failure> {
    let earlier = match &args.from {
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            Book::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))?
        }
        None => Book::default(),
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.max(1))
        .build()?;
    if let Some(walks) = args.grow {
        if earlier.is_empty() {
            return Err("--grow needs a book to grow (--from)".into());
        }
        return grow(&args, walks, &earlier, &pool);
    }
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
    let leaves = plies.last().expect("at least the start");
    let scored: Vec<BookValue> = pool.install(|| {
        leaves
            .par_iter()
            .map(|board| search(board, args.depth, args.selectivity))
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
    write(&book, &args.out)?;
    println!(
        "{} positions ({} searched to {} plies) written to {}",
        book.len(),
        leaves.len(),
        args.depth,
        args.out.display()
    );
    Ok(())
}
