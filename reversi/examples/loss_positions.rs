//! The positions the ladder's losses a move are measured on (`ladder losses`): sampled from
//! the round robin's games, the same number in each phase (opening: 45 empties or more,
//! midgame 17–44, endgame 16 or fewer), each with at least two legal moves, and every legal
//! move valued once: by a deep selective search in the opening and midgame, exactly in the
//! endgame. The sample is fixed by the seed; the output is written a position at a time
//! and a run that finds the file started goes on after its last position, so a stopped run
//! resumes. Prints each phase's CPU seconds at the end.
//!
//! ```sh
//! cargo build --release -p reversi --features cli --example loss_positions
//! nice -n 19 target/release/examples/loss_positions reversi/ladder/games.jsonl \
//!     --out reversi/ladder/loss-positions.obf --per-phase 100 --depth 14
//! ```

use clap::Parser;
use grid_core::SeededRng;
use reversi::ladder::losses::Phase;
use reversi::ladder::run::parse_records;
use reversi::search::{AnalysisLimit, Evaluator, SELECTIVITY, analyze_with};
use reversi::{Board, Game, Move, StopFlag};
use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;

/// Samples positions from game records and values every move.
#[derive(Parser)]
struct Args {
    /// The round robin's records (one JSON game a line with its `moves`).
    records: PathBuf,
    /// The OBF file written (and resumed).
    #[arg(long)]
    out: PathBuf,
    /// Positions a phase.
    #[arg(long, default_value_t = 100)]
    per_phase: usize,
    /// Depth of the selective search that values opening and midgame moves.
    #[arg(long, default_value_t = 14)]
    depth: u32,
    /// Seed of the sample.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

type Failure = Box<dyn std::error::Error>;

/// Every position of a game's transcript where the side to move has two moves or more.
fn positions(moves: &str) -> Result<Vec<Board>, Failure> {
    let game = Game::from_transcript(moves)?;
    let mut board = Board::start();
    let mut boards = Vec::new();
    for m in game.moves() {
        if board.legal_moves().count_ones() >= 2 {
            boards.push(board);
        }
        board = match m {
            Move::Play(square) => board.play(square).ok_or("an illegal move")?,
            Move::Pass => board.passed(),
        };
    }
    Ok(boards)
}

/// `per_phase` distinct positions of each phase, opening first: each from a game drawn at
/// random, at a ply drawn at random among the game's positions of the phase.
fn sample(records: &str, per_phase: usize, seed: u64) -> Result<Vec<Board>, Failure> {
    let games: Vec<Vec<Board>> = parse_records(records)
        .games
        .iter()
        .map(|record| positions(&record.moves))
        .collect::<Result<_, _>>()?;
    let mut rng = SeededRng::new(seed);
    let mut seen = HashSet::new();
    let mut chosen = Vec::new();
    for phase in Phase::ALL {
        let mut found = 0;
        let mut tries = 0;
        while found < per_phase {
            tries += 1;
            if tries > 100 * per_phase.max(1) + games.len() {
                return Err(format!("only {found} {} positions found", phase.name()).into());
            }
            let game = &games[rng.below(games.len() as u64) as usize];
            let of_phase: Vec<&Board> = game
                .iter()
                .filter(|b| Phase::of(b.empties()) == phase)
                .collect();
            if of_phase.is_empty() {
                continue;
            }
            let board = *of_phase[rng.below(of_phase.len() as u64) as usize];
            if seen.insert((board.player(), board.opponent())) {
                chosen.push(board);
                found += 1;
            }
        }
    }
    Ok(chosen)
}

/// This thread's CPU time in seconds, if the system reports it.
fn cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

fn main() -> Result<(), Failure> {
    let args = Args::parse();
    let records = std::fs::read_to_string(&args.records)?;
    let boards = sample(&records, args.per_phase, args.seed)?;
    let done = match std::fs::read_to_string(&args.out) {
        Ok(text) => text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .count(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => 0,
        Err(e) => return Err(e.into()),
    };
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)?;
    if done == 0 {
        writeln!(
            out,
            "# {} positions a phase (opening >= 45 empties, midgame 17-44, endgame <= 16), \
             each with two legal moves or more, sampled (seed {}) from the ladder's games in {};",
            args.per_phase,
            args.seed,
            args.records.display()
        )?;
        writeln!(
            out,
            "# every legal move's value for the side to move: opening and midgame by a {}-ply \
             selective search (Multi-ProbCut at {} hundredths of a sigma), endgame exact.",
            args.depth, SELECTIVITY
        )?;
        writeln!(
            out,
            "# Made by the loss_positions example (see its header); read by `ladder losses`."
        )?;
    }
    let stop = StopFlag::new();
    let mut spent = [0.0f64; 3];
    for (i, board) in boards.iter().enumerate().skip(done) {
        let phase = Phase::of(board.empties());
        let (limit, selectivity) = match phase {
            Phase::Endgame => (AnalysisLimit::Depth(60), 0),
            _ => (AnalysisLimit::Depth(args.depth), SELECTIVITY),
        };
        let before = cpu_seconds().unwrap_or(0.0);
        let analysis = analyze_with(
            board,
            limit,
            Evaluator::standard(),
            1,
            (selectivity, false),
            &stop,
        );
        let seconds = cpu_seconds().unwrap_or(0.0) - before;
        spent[Phase::ALL.iter().position(|&p| p == phase).unwrap_or(1)] += seconds;
        writeln!(out, "{}", analysis.to_obf(*board))?;
        out.flush()?;
        eprintln!(
            "{}/{} {} {:.1} s",
            i + 1,
            boards.len(),
            phase.name(),
            seconds
        );
    }
    for (phase, seconds) in Phase::ALL.iter().zip(spent) {
        println!("{}: {seconds:.0} CPU s", phase.name());
    }
    Ok(())
}
