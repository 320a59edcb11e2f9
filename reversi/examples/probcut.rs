//! Measures the Multi-ProbCut regression (`weights/probcut.bin`): how a shallow search's
//! value predicts a deep one's, per deep depth and game phase, from positions of the
//! training games.
//!
//! ```sh
//! nice -n 19 cargo run --release -p reversi --features cli --example probcut -- \
//!     --games reversi/training/run-1/round-4/games --out reversi/weights/probcut.bin
//! ```
//!
//! One position is drawn from each game (seeded), with 12 to 56 empties; each is searched
//! full width at every depth up to `--last` with the embedded weights. For each deep depth
//! `d` and its shallow partner `s` ([`shallow_depth`]), least squares fits
//! `deep = slope × shallow + offset` per phase of 10 empties and the residuals' standard
//! deviation is `sigma`. A phase with too few positions takes the fit of all phases.

use clap::Parser;
use rayon::prelude::*;
use reversi::pattern::Weights;
use reversi::search::probcut::{Cut, ProbCut, shallow_depth};
use reversi::search::{Engine, Evaluator, Level};
use reversi::training::records::decode_games;
use reversi::training::selfplay::replay;
use reversi::{Board, StopFlag};
use std::path::{Path, PathBuf};

/// Measures the Multi-ProbCut regression.
#[derive(Parser)]
struct Args {
    /// A directory of game chunks (`CCCC.bin`, as the train example writes them).
    #[arg(long)]
    games: PathBuf,
    /// Where to write the ProbCut file.
    #[arg(long)]
    out: PathBuf,
    /// Positions to measure (one per game, at most one per game available).
    #[arg(long, default_value_t = 1200)]
    positions: usize,
    /// Deepest depth measured.
    #[arg(long, default_value_t = 12)]
    last: u32,
    /// Seed of the position draw.
    #[arg(long, default_value_t = 2026)]
    seed: u64,
    /// Positions searched at once.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
}

const FIRST: u32 = 3;
const PHASE_WIDTH: u32 = 10;
const PHASES: u32 = 6;
/// Fewer positions than this in a phase: that phase takes the fit of all phases.
const FEWEST: usize = 30;

type Failure = Box<dyn std::error::Error + Send + Sync>;

fn main() {
    if let Err(error) = run(Args::parse()) {
        eprintln!("probcut: {error}");
        std::process::exit(2);
    }
}

/// A 64-bit mix (splitmix64) for the position draw.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// One position drawn from each game of the chunk files in `dir`, in file order.
fn draw_positions(dir: &Path, count: usize, seed: u64) -> Result<Vec<Board>, Failure> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "bin"))
        .collect();
    files.sort();
    let mut positions = Vec::new();
    for file in files {
        let bytes = std::fs::read(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let games = decode_games(&bytes).map_err(|e| format!("{}: {e}", file.display()))?;
        for game in games {
            let (boards, _) =
                replay(&game).ok_or_else(|| format!("{}: a game is not legal", file.display()))?;
            let candidates: Vec<Board> = boards
                .into_iter()
                .filter(|b| (12..=56).contains(&b.empties()))
                .collect();
            if candidates.is_empty() {
                continue;
            }
            let pick = mix(seed ^ positions.len() as u64) as usize % candidates.len();
            positions.push(candidates[pick]);
            if positions.len() == count {
                return Ok(positions);
            }
        }
    }
    Ok(positions)
}

/// The full-width values of `board` at depths 0 to `last`.
fn values(board: &Board, last: u32) -> Vec<f64> {
    let mut engine = Engine::new(0, StopFlag::new());
    let mut values = vec![f64::from(
        Evaluator::standard().evaluate(board.player(), board.opponent()),
    )];
    for depth in 1..=last {
        let level = Level {
            name: "probcut".into(),
            depth,
            time: None,
            exact_empties: 0,
            noise: 0,
            evaluation: reversi::search::DEFAULT_EVALUATION,
            selectivity: 0,
            book: false,
            book_loss: 0,
            temperature: 0,
            one_thread: false,
        };
        values.push(f64::from(engine.best_move(board, &level).score));
    }
    values
}

/// Least squares `y = slope × x + offset` and the residuals' standard deviation.
fn regression(pairs: &[(f64, f64)]) -> (f64, f64, f64) {
    let n = pairs.len() as f64;
    let (mx, my) = pairs
        .iter()
        .fold((0.0, 0.0), |(a, b), (x, y)| (a + x / n, b + y / n));
    let (sxy, sxx) = pairs.iter().fold((0.0, 0.0), |(sxy, sxx), (x, y)| {
        (sxy + (x - mx) * (y - my), sxx + (x - mx) * (x - mx))
    });
    let slope = if sxx > 0.0 { sxy / sxx } else { 1.0 };
    let offset = my - slope * mx;
    let residual: f64 = pairs
        .iter()
        .map(|(x, y)| (y - slope * x - offset).powi(2))
        .sum::<f64>()
        / (n - 2.0).max(1.0);
    (slope, offset, residual.sqrt().max(1.0))
}

fn run(args: Args) -> Result<(), Failure> {
    if !(FIRST..=30).contains(&args.last) {
        return Err(format!("--last must be {FIRST} to 30").into());
    }
    let positions = draw_positions(&args.games, args.positions, args.seed)?;
    if positions.len() < FEWEST {
        return Err(format!(
            "only {} positions in {}",
            positions.len(),
            args.games.display()
        )
        .into());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs.max(1))
        .build()?;
    let measured: Vec<(u32, Vec<f64>)> = pool.install(|| {
        positions
            .par_iter()
            .map(|board| (board.empties(), values(board, args.last)))
            .collect()
    });
    let mut cuts = Vec::new();
    println!("depth shallow phase positions slope offset sigma (discs)");
    for depth in FIRST..=args.last {
        let shallow = shallow_depth(depth);
        let pairs = |phase: Option<u32>| -> Vec<(f64, f64)> {
            measured
                .iter()
                .filter(|(empties, _)| {
                    phase.is_none_or(|p| (empties / PHASE_WIDTH).min(PHASES - 1) == p)
                })
                .map(|(_, v)| (v[shallow as usize], v[depth as usize]))
                .collect()
        };
        let pooled = regression(&pairs(None));
        for phase in 0..PHASES {
            let these = pairs(Some(phase));
            let (slope, offset, sigma) = if these.len() >= FEWEST {
                regression(&these)
            } else {
                pooled
            };
            println!(
                "{depth:>5} {shallow:>7} {:>2}-{:<2} {:>9} {slope:>5.3} {:>6.2} {:>5.2}",
                phase * PHASE_WIDTH,
                phase * PHASE_WIDTH + PHASE_WIDTH - 1,
                these.len(),
                offset / 100.0,
                sigma / 100.0
            );
            cuts.push(Cut {
                shallow,
                slope: slope as f32,
                offset: offset as f32,
                sigma: sigma as f32,
            });
        }
    }
    let weights = Weights::embedded().to_bytes();
    let checksum = u64::from_le_bytes(weights[16..24].try_into()?);
    let note = format!(
        "made by the probcut example: {} positions (one per game, 12-56 empties, seed {}) from {}, depths {FIRST}-{}, the embedded weights",
        positions.len(),
        args.seed,
        args.games.display(),
        args.last
    );
    let probcut = ProbCut::new(
        (FIRST, args.last),
        (PHASE_WIDTH, PHASES),
        checksum,
        note,
        cuts,
    )?;
    std::fs::write(&args.out, probcut.to_bytes())
        .map_err(|e| format!("{}: {e}", args.out.display()))?;
    println!("written {}", args.out.display());
    Ok(())
}
