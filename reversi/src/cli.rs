//! The headless command line: `reversi perft | solve | analyze | play | match | nboard |
//! puzzles | ladder | levels`.

use crate::arena::{Parallelism, play_match, play_openings};
use crate::board::{Board, Color};
use crate::endgame::Solver;
use crate::game::{Game, MoveError};
use crate::ladder::cli::{LadderCommand, LadderError, print_levels, run_ladder};
use crate::obf::{ObfError, ObfPosition, parse_obf};
use crate::opening::{OpeningsError, parse_openings};
use crate::pattern::Weights;
use crate::perft::perft;
use crate::search::{AnalysisLimit, DISC, Evaluator, Level, analyze_with, solve_exact};
use crate::stop::StopFlag;
use crate::threads::{ThreadsError, check_threads};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The subcommands of the `reversi` binary.
#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Counts the leaves D plies deep (a forced pass is a ply; an ended game one leaf).
    Perft {
        /// Depth in plies.
        depth: u32,
        /// Start from this OBF position instead of the standard start.
        #[arg(long, allow_hyphen_values = true)]
        position: Option<String>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Solves each position of an OBF file exactly: best move, score, nodes, time.
    Solve {
        /// The positions and how to search them.
        #[command(flatten)]
        positions: Positions,
        /// Solve only the first N positions.
        #[arg(long)]
        count: Option<usize>,
        /// Skip the first N positions.
        #[arg(long, default_value_t = 0)]
        skip: usize,
    },
    /// Analyses every legal move of each position of an OBF file: score, whether it is
    /// exact, depth and the expected line.
    Analyze {
        /// The positions and how to search them.
        #[command(flatten)]
        positions: Positions,
        /// Time per position in milliseconds (the default: 1000).
        #[arg(long, conflicts_with = "depth")]
        time_ms: Option<u64>,
        /// Search every move this many plies deep instead (exact when the rest of the game
        /// fits).
        #[arg(long)]
        depth: Option<u32>,
        /// Multi-ProbCut threshold of the midgame searches in hundredths of a standard
        /// deviation (0: full width; the timed levels use 150); their scores are marked
        /// selective.
        #[arg(long, default_value_t = 0)]
        selectivity: u32,
        /// Give the moves that lead into the opening book their book values.
        #[arg(long)]
        book: bool,
        /// Print each position as an OBF line listing every move's score (`G8:+18;`),
        /// e.g. to keep a set of positions with every move's exact value.
        #[arg(long, conflicts_with = "json")]
        obf: bool,
    },
    /// Plays a transcript (e.g. f5d6c3) from the start and prints the final board.
    Play {
        /// The moves; passes written `pa` or left out.
        #[arg(long)]
        moves: String,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Plays games between two computer levels and prints the result.
    Match {
        /// First level: a ladder level (`reversi levels`; novice … strongest), handset
        /// (strongest with the hand-set evaluation), round3 (strongest without selective
        /// search) or mobility.
        #[arg(long, default_value = "strongest")]
        first: String,
        /// Second level.
        #[arg(long, default_value = "mobility")]
        second: String,
        /// Number of games (colours alternate; each opening is played both ways).
        #[arg(long, default_value_t = 10)]
        games: u32,
        /// Seed for the random 4-ply openings.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Play the openings of this file instead (one per line, e.g. `f5d6c3d3c4f4f6f3`),
        /// each with both colours, as many as `--games` asks for.
        #[arg(long)]
        openings: Option<PathBuf>,
        /// Time per move in milliseconds for levels that think by time.
        #[arg(long)]
        time_ms: Option<u64>,
        /// Games played at once.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Search threads of each computer player.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Runs the engine under the NBoard protocol on standard input and output (for NBoard
    /// and other Othello GUIs); diagnostics go to standard error.
    Nboard {
        /// Search threads.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Play this computer level instead of the depth the GUI sets (until it sets one).
        #[arg(long)]
        level: Option<String>,
    },
    /// Measures the ladder of levels: the round robin, the rating fit, the losses a move.
    Ladder {
        /// What to do.
        #[command(subcommand)]
        command: LadderCommand,
    },
    /// Prints the ladder's levels weakest first: name, rating and 95 % interval.
    Levels {
        /// One JSON object a level: `{"name","elo","low","high"}`.
        #[arg(long)]
        json: bool,
    },
    /// Makes, checks and schedules the rated puzzles.
    Puzzles {
        /// What to do.
        #[command(subcommand)]
        command: crate::puzzles::cli::PuzzlesCommand,
    },
}

/// What `solve` and `analyze` share: the positions, how to search them and how to print.
#[derive(Debug, clap::Args)]
pub struct Positions {
    /// The OBF file, one position per line.
    pub file: PathBuf,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The evaluation that orders the moves and scores positions.
    #[arg(long, default_value = "standard")]
    pub eval: EvalChoice,
    /// One JSON object per position.
    #[arg(long)]
    pub json: bool,
}

/// An evaluation named on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum EvalChoice {
    /// The one the computer levels use.
    Standard,
    /// The pattern evaluation learned from self-play.
    Learned,
    /// The hand-set features.
    Handset,
}

impl EvalChoice {
    fn evaluator(self) -> Evaluator {
        match self {
            EvalChoice::Standard => Evaluator::standard(),
            EvalChoice::Learned => Evaluator::Learned(Weights::embedded()),
            EvalChoice::Handset => Evaluator::HandSet,
        }
    }
}

/// Why a command failed; displays as one line naming the file, line and problem.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A file could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A bad line in an OBF file.
    #[error("{path}:{line}: {source}")]
    Obf {
        /// The file.
        path: PathBuf,
        /// Line number from 1.
        line: usize,
        /// What is wrong.
        source: ObfError,
    },
    /// A bad `--position`.
    #[error("--position: {0}")]
    Position(ObfError),
    /// A bad transcript.
    #[error("--moves: {0}")]
    Moves(MoveError),
    /// An unknown level name.
    #[error("unknown level `{0}` ({names})", names = Level::names().join(", "))]
    Level(String),
    /// A ladder command failed.
    #[error(transparent)]
    Ladder(#[from] LadderError),
    /// A bad line in an openings file.
    #[error("{path}: {source}")]
    Openings {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        source: OpeningsError,
    },
    /// A thread or job count that cannot be used.
    #[error("{option} {count}: {source}")]
    Threads {
        /// The option (`--threads`, `--jobs`).
        option: &'static str,
        /// The count given.
        count: usize,
        /// Why it is refused.
        source: ThreadsError,
    },
    /// A puzzle command failed.
    #[error("{0}")]
    Puzzles(#[from] crate::puzzles::cli::PuzzlesError),
    /// Writing the output failed.
    #[error("writing output: {0}")]
    Output(#[from] std::io::Error),
}

/// Refuses a thread count of `option` that cannot be started, before any work begins.
fn usable(option: &'static str, count: usize) -> Result<usize, CliError> {
    check_threads(count).map_err(|source| CliError::Threads {
        option,
        count,
        source,
    })?;
    Ok(count)
}

/// Runs one subcommand, writing its normal output to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::Perft {
            depth,
            position,
            json,
        } => {
            let board = match position {
                Some(line) => parse_obf(&line).map_err(CliError::Position)?.board,
                None => Board::start(),
            };
            let leaves = perft(&board, depth);
            if json {
                writeln!(out, "{}", json!({"depth": depth, "leaves": leaves}))?;
            } else {
                writeln!(out, "{leaves}")?;
            }
        }
        Command::Solve {
            positions,
            count,
            skip,
        } => solve(&positions, (skip, count), out)?,
        Command::Analyze {
            positions,
            time_ms,
            depth,
            selectivity,
            book,
            obf,
        } => {
            let limit = match (depth, time_ms) {
                (Some(depth), _) => AnalysisLimit::Depth(depth),
                (None, ms) => AnalysisLimit::Time(Duration::from_millis(ms.unwrap_or(1000))),
            };
            analyze_file(&positions, limit, (selectivity, book), obf, out)?;
        }
        Command::Play { moves, json } => {
            let game = Game::from_transcript(&moves).map_err(CliError::Moves)?;
            let board = game.board();
            let (black, white) = (board.count(Color::Black), board.count(Color::White));
            if json {
                let text = board.to_text();
                let rows: Vec<&str> = text.lines().collect();
                let state = json!({
                    "board": rows,
                    "black": black,
                    "white": white,
                    "to_move": board.side().to_string(),
                    "over": game.is_over(),
                    "winner": game.winner().map(|c| c.to_string()),
                });
                writeln!(out, "{state}")?;
            } else {
                write!(out, "{}", board.to_text())?;
                let status = if game.is_over() {
                    match game.winner() {
                        Some(color) => format!("game over, {color} wins"),
                        None => "game over, draw".to_string(),
                    }
                } else {
                    format!("{} to move", board.side())
                };
                writeln!(out, "black {black} white {white}, {status}")?;
            }
        }
        Command::Ladder { command } => run_ladder(command, out, &mut std::io::stderr())?,
        Command::Levels { json } => print_levels(json, out)?,
        Command::Puzzles { command } => crate::puzzles::cli::run(command, out)?,
        Command::Nboard { threads, level } => {
            let threads = usable("--threads", threads)?;
            let level = match level {
                Some(name) => Some(Level::by_name(&name).ok_or(CliError::Level(name))?),
                None => None,
            };
            crate::nboard::serve(
                std::io::stdin(),
                out,
                &mut std::io::stderr(),
                threads,
                level,
            )?;
        }
        Command::Match {
            first,
            second,
            games,
            seed,
            openings,
            time_ms,
            jobs,
            threads,
            json,
        } => {
            let level = |name: &str| {
                let mut level = Level::by_name(name).ok_or_else(|| CliError::Level(name.into()))?;
                if let (Some(ms), Some(_)) = (time_ms, level.time) {
                    level.time = Some(Duration::from_millis(ms));
                }
                Ok::<Level, CliError>(level)
            };
            let (a, b) = (level(&first)?, level(&second)?);
            usable("--jobs", jobs)?;
            usable("--threads", threads)?;
            usable("--jobs × --threads", jobs.saturating_mul(threads))?;
            let started = Instant::now();
            let parallelism = Parallelism { jobs, threads };
            let result = match openings {
                Some(path) => {
                    let text = std::fs::read_to_string(&path).map_err(|source| CliError::Read {
                        path: path.clone(),
                        source,
                    })?;
                    let mut openings = parse_openings(&text)
                        .map_err(|source| CliError::Openings { path, source })?;
                    openings.truncate(games.div_ceil(2) as usize);
                    play_openings(&a, &b, &openings, seed, parallelism)
                }
                None => play_match(&a, &b, games, seed, parallelism),
            };
            let seconds = started.elapsed().as_secs_f64();
            if json {
                let summary = json!({
                    "first": first, "second": second, "wins": result.wins, "draws": result.draws,
                    "losses": result.losses, "disc_margin": result.disc_margin,
                    "score": result.score(), "seconds": seconds,
                });
                writeln!(out, "{summary}")?;
            } else {
                writeln!(
                    out,
                    "{first} vs {second}: {} wins, {} draws, {} losses ({:.1}%), disc margin {:+}, {seconds:.0} s",
                    result.wins,
                    result.draws,
                    result.losses,
                    result.score() * 100.0,
                    result.disc_margin
                )?;
            }
        }
    }
    Ok(())
}

/// One line of `solve --json`, fields in the documented order.
#[derive(serde::Serialize)]
struct SolveRecord<'a> {
    index: usize,
    #[serde(rename = "move")]
    mv: &'a str,
    score: i32,
    nodes: u64,
    ms: u128,
}

/// The positions of an OBF file (blank lines and `%` or `#` comments skipped).
fn read_positions(file: &PathBuf) -> Result<Vec<ObfPosition>, CliError> {
    let text = std::fs::read_to_string(file).map_err(|source| CliError::Read {
        path: file.clone(),
        source,
    })?;
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('%') || line.starts_with('#') {
            continue;
        }
        let position = parse_obf(line).map_err(|source| CliError::Obf {
            path: file.clone(),
            line: number + 1,
            source,
        })?;
        positions.push(position);
    }
    Ok(positions)
}

/// One move of `analyze --json`, fields in the documented order.
#[derive(serde::Serialize)]
struct MoveRecord {
    #[serde(rename = "move")]
    mv: String,
    score: i32,
    exact: bool,
    selective: bool,
    book: bool,
    depth: u32,
    line: Vec<String>,
}

/// One position of `analyze --json`.
#[derive(serde::Serialize)]
struct AnalysisRecord {
    index: usize,
    moves: Vec<MoveRecord>,
    nodes: u64,
    ms: u128,
}

fn analyze_file(
    args: &Positions,
    limit: AnalysisLimit,
    selective: (u32, bool),
    obf: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let (evaluator, json) = (args.eval.evaluator(), args.json);
    let threads = usable("--threads", args.threads)?;
    let positions = read_positions(&args.file)?;
    for (i, position) in positions.iter().enumerate() {
        let started = Instant::now();
        let stop = StopFlag::new();
        let analysis = analyze_with(&position.board, limit, evaluator, threads, selective, &stop);
        let ms = started.elapsed().as_millis();
        let moves: Vec<MoveRecord> = analysis
            .moves
            .iter()
            .map(|m| MoveRecord {
                mv: m.square.map_or_else(|| "pa".to_string(), |s| s.to_string()),
                score: (f64::from(m.score) / f64::from(DISC)).round() as i32,
                exact: m.exact,
                selective: m.selective,
                book: m.book,
                depth: m.depth,
                line: m.line.iter().map(|s| s.to_string()).collect(),
            })
            .collect();
        if obf {
            writeln!(out, "{}", analysis.to_obf(position.board))?;
        } else if json {
            let record = AnalysisRecord {
                index: i + 1,
                moves,
                nodes: analysis.nodes,
                ms,
            };
            writeln!(
                out,
                "{}",
                serde_json::to_string(&record).expect("plain data serialises")
            )?;
        } else {
            let board = &position.board;
            writeln!(
                out,
                "{:>3} {} to move, {} empties",
                i + 1,
                board.side(),
                board.empties()
            )?;
            for m in &moves {
                let kind = match (m.exact, m.selective, m.book) {
                    (true, _, _) => "exact",
                    (false, _, true) => "book",
                    (false, true, false) => "selective estimate",
                    (false, false, false) => "estimate",
                };
                writeln!(
                    out,
                    "    {} {:+} {kind} depth {}: {}",
                    m.mv,
                    m.score,
                    m.depth,
                    m.line.join(" ")
                )?;
            }
            writeln!(out, "    nodes {} time {ms} ms", analysis.nodes)?;
        }
    }
    Ok(())
}

fn solve(
    args: &Positions,
    (skip, count): (usize, Option<usize>),
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let json = args.json;
    let threads = usable("--threads", args.threads)?;
    let positions = read_positions(&args.file)?;
    let mut solver = Solver::default();
    solver.set_threads(threads);
    solver.set_evaluator(args.eval.evaluator());
    let (mut total_nodes, mut total_ms) = (0u64, 0u128);
    for (i, position) in positions
        .iter()
        .enumerate()
        .skip(skip)
        .take(count.unwrap_or(usize::MAX))
    {
        solver.clear();
        let started = Instant::now();
        let solution = solve_exact(&position.board, &mut solver, &StopFlag::new())
            .expect("no stop flag is raised");
        let ms = started.elapsed().as_millis();
        total_nodes += solution.nodes;
        total_ms += ms;
        let mv = solution
            .best
            .map_or_else(|| "pa".to_string(), |s| s.to_string());
        if json {
            let record = SolveRecord {
                index: i + 1,
                mv: &mv,
                score: solution.score,
                nodes: solution.nodes,
                ms,
            };
            writeln!(
                out,
                "{}",
                serde_json::to_string(&record).expect("plain data serialises")
            )?;
        } else {
            let check = match position.best_score() {
                Some(expected) if expected == solution.score => "",
                Some(_) => " (differs from the file)",
                None => "",
            };
            writeln!(
                out,
                "{:>3} {mv} {:+} nodes {} time {} ms{check}",
                i + 1,
                solution.score,
                solution.nodes,
                ms
            )?;
        }
    }
    if !json {
        writeln!(out, "total nodes {total_nodes} time {total_ms} ms")?;
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests;
