//! The headless command line: `new`, `play`, `solve`, `review`, `bench-solver`,
//! `bench-samegame` and `bench-review`. The only module that reads files, reads the clock
//! for budgets and timings, and prints.

mod bench;
mod review;

use crate::board::{Board, BoardError, MoveError};
use crate::budget::{Deadline, WorkLimit};
use crate::digits::{DigitsError, digit_rows, parse_digit_boards};
use crate::generate::board_for_rules;
use crate::id::{GameId, RuledId};
use crate::levels::{DEFAULT_LEVEL_WORK, passable_board, points_needed};
use crate::review::REVIEW_WORK;
use crate::rules::{Rules, Scoring};
use crate::solver::Solution;
use crate::team::{MAX_SEARCHES, solve_side_by_side, team};
use grid_core::threads::{ThreadsError, check_threads};
use grid_core::{Pos, SeededRng};
use rayon::prelude::*;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The standard SameGame test set (20 boards, 15×15, five colours), for `bench-samegame`.
const STANDARD_SET: &str = include_str!("../tests/data/samegame-standard.txt");

/// What `bench-samegame` calls the built-in standard set.
const STANDARD_SET_NAME: &str = "samegame-standard.txt";

/// Which rules a board file is played by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RulesName {
    /// PopStar: letters `R G B Y P`, 5·n², the 2000 − 20·m² bonus.
    Popstar,
    /// SameGame: rows of colour numbers, (n − 2)², 1000 for an emptied board; several
    /// boards per file, separated by blank lines.
    Samegame,
}

/// The rules options `play` and `solve` share.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct RulesArgs {
    /// The rules the board file is played by.
    #[arg(long, value_enum, default_value_t = RulesName::Popstar)]
    rules: RulesName,
    /// The smallest group that pops (SameGame only).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=3))]
    min_group: u8,
    /// Colour numbers allowed in the file are 0 to N − 1 (SameGame only).
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(2..=8))]
    colours: u8,
}

/// The search options `solve` and the benchmarks share.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct SearchArgs {
    /// Search time per board in milliseconds.
    #[arg(long, default_value_t = 1000)]
    time_ms: u64,
    /// Fixed work per board (evaluated positions) instead of a time: the same line on every
    /// machine and under any load, for comparing solver changes.
    #[arg(long)]
    work: Option<u64>,
    /// Boards solved at once (each with `--searches` threads).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Searches of each board side by side, each on a thread of its own ranking positions
    /// its own way; the better line is kept. They split a fixed work and each run for the
    /// whole time.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=MAX_SEARCHES as i64))]
    searches: u8,
}

/// The subcommands of the `popstar` binary.
#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Print the board a game from SEED deals for a level (checked passable by the solver),
    /// with the game's ID.
    New {
        /// The game's seed.
        #[arg(long, required_unless_present = "id", conflicts_with = "id")]
        seed: Option<u64>,
        /// The level, from 1; the previous level's target is taken as the score carried in.
        #[arg(long, default_value_t = 1, conflicts_with = "id")]
        level: u32,
        /// The game ID to print the board of (e.g. `popstar:1:5eed`, or with rules:
        /// `popstar:sg15x15c5m2:5eed`), instead of a seed and a level.
        #[arg(long)]
        id: Option<String>,
        /// One JSON object: the ID, the level and the board's rows.
        #[arg(long)]
        json: bool,
    },
    /// Play moves on a board file and report each pop and the end.
    Play {
        /// The board file (rows top first, `R G B Y P` and `.`; for SameGame rows of colour
        /// numbers, and the first board of the file is played).
        #[arg(long)]
        board: PathBuf,
        /// The rules and their options.
        #[command(flatten)]
        rules: RulesArgs,
        /// The moves, `r,c` separated by spaces (row 0 at the top).
        #[arg(long, allow_hyphen_values = true)]
        moves: String,
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
    },
    /// Search the best line for a board file (for SameGame, for each board in the file).
    Solve {
        /// The board file.
        #[arg(long)]
        board: PathBuf,
        /// The rules and their options.
        #[command(flatten)]
        rules: RulesArgs,
        /// How long and how each board is searched.
        #[command(flatten)]
        search: SearchArgs,
        /// One JSON object per board.
        #[arg(long)]
        json: bool,
    },
    /// Show where the points went on a played line: for each move the final score still
    /// within reach before it, and the points it gave away (its drop) with a better move,
    /// as the game's window shows them after a board.
    Review {
        /// The board file.
        #[arg(long)]
        board: PathBuf,
        /// The rules and their options.
        #[command(flatten)]
        rules: RulesArgs,
        /// The moves played, `r,c` separated by spaces (row 0 at the top).
        #[arg(long, allow_hyphen_values = true)]
        moves: String,
        /// Solver work per position (evaluated positions): the same review on every machine.
        #[arg(long, default_value_t = REVIEW_WORK)]
        work: u64,
        /// Searches of each position side by side (they split the work).
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=MAX_SEARCHES as i64))]
        searches: u8,
        /// One JSON object per move, then one for the end.
        #[arg(long)]
        json: bool,
    },
    /// Solve the standard SameGame test set (20 boards, 15×15, five colours) and print
    /// each board's score and the total.
    BenchSamegame {
        /// How long and how each board is searched.
        #[command(flatten)]
        search: SearchArgs,
        /// Another file of SameGame boards instead of the standard set.
        #[arg(long)]
        board: Option<PathBuf>,
        /// Print each board's move list too.
        #[arg(long)]
        moves: bool,
    },
    /// Measure the solver on the boards of N consecutive seeds and time level generation.
    BenchSolver {
        /// How many boards (seeds `first_seed`, `first_seed` + 1, …).
        #[arg(long, default_value_t = 100)]
        boards: u64,
        /// The first board's seed: other seeds than 1–100 keep solver development from
        /// fitting the boards the figures are reported on.
        #[arg(long, default_value_t = 1)]
        first_seed: u64,
        /// Also print one line per board (seed, final score, stars left, positions), for
        /// comparing two versions board by board.
        #[arg(long)]
        each: bool,
        /// How long and how each board is searched.
        #[command(flatten)]
        search: SearchArgs,
        /// Levels to deal (seeds 1, 2, … at levels 1, 2, …) for the generation timing.
        #[arg(long, default_value_t = 5)]
        levels: u32,
    },
    /// Time the review of random lines (a random group each move) on the boards of N
    /// consecutive seeds, one search on this thread.
    BenchReview {
        /// How many boards.
        #[arg(long, default_value_t = 10)]
        boards: u64,
        /// The first board's seed.
        #[arg(long, default_value_t = 1)]
        first_seed: u64,
        /// PopStar's 10×10 boards or SameGame's 15×15.
        #[arg(long, value_enum, default_value_t = RulesName::Popstar)]
        rules: RulesName,
        /// Solver work per position.
        #[arg(long, default_value_t = REVIEW_WORK)]
        work: u64,
    },
}

/// What went wrong, as one line naming the file, line, move or problem.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A file could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// A SameGame board file is malformed.
    #[error("{path}: {source}")]
    Digits {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line.
        source: DigitsError,
    },
    /// A board of a size the rules do not allow.
    #[error("{path}: board {board}: {source}")]
    Rules {
        /// The file.
        path: PathBuf,
        /// Which board, from 1.
        board: usize,
        /// What is out of range.
        source: crate::rules::RulesError,
    },
    /// A board file is malformed.
    #[error("{path}: {source}")]
    Board {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line.
        source: BoardError,
    },
    /// A move is not written `r,c`.
    #[error("move {number} {text:?}: expected row,col")]
    MoveSyntax {
        /// Which move, from 1.
        number: usize,
        /// What was written.
        text: String,
    },
    /// A move cannot be played.
    #[error("move {number} ({at}): {source}")]
    IllegalMove {
        /// Which move, from 1.
        number: usize,
        /// Where.
        at: Pos,
        /// Why.
        source: MoveError,
    },
    /// A game ID that cannot be read.
    #[error("--id: {0}")]
    Id(grid_core::game_id::IdError),
    /// Output could not be written.
    #[error("cannot write output: {0}")]
    Write(#[from] std::io::Error),
    /// A thread count refused up front (zero, absurd, or more than the system starts).
    #[error("{option} {count}: {source}")]
    ThreadCount {
        /// The option (`--threads`, or it times `--searches`).
        option: &'static str,
        /// The count given.
        count: usize,
        /// Why it is refused.
        source: ThreadsError,
    },
    /// A thread pool could not be started.
    #[error("cannot start {threads} solver threads: {reason}")]
    Threads {
        /// Threads asked for.
        threads: usize,
        /// Why.
        reason: String,
    },
}

/// `first-last` as the seeds it names: the `--seeds` of the tuning and training examples.
pub fn parse_seeds(text: &str) -> Result<Vec<u64>, String> {
    let (first, last) = text
        .split_once('-')
        .ok_or_else(|| format!("seeds '{text}': expected first-last"))?;
    let parse = |s: &str| {
        s.trim()
            .parse::<u64>()
            .map_err(|e| format!("seeds '{text}': {e}"))
    };
    Ok((parse(first)?..=parse(last)?).collect())
}

/// Runs one subcommand, writing its normal output to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::New {
            seed,
            level,
            id,
            json,
        } => {
            let id = match (id, seed) {
                (Some(text), _) => text.parse().map_err(CliError::Id)?,
                (None, seed) => RuledId::from(GameId::at_level(seed.unwrap_or_default(), level)),
            };
            if id.rules.is_popstar() {
                new(id.game, json, out)
            } else {
                new_with_rules(id, json, out)
            }
        }
        Command::Play {
            board,
            rules,
            moves,
            json,
        } => play(&board, rules, &moves, json, out),
        Command::Solve {
            board,
            rules,
            search,
            json,
        } => {
            search.check_threads()?;
            match rules.rules {
                RulesName::Popstar => solve(&board, search, json, out),
                RulesName::Samegame => {
                    let boards = read_digit_boards(&board, rules)?;
                    let rules = rules_for(&boards, rules, &board)?;
                    let solved = solve_boards(&boards, &rules, search)?;
                    print_solved(&boards, &solved, json, out)
                }
            }
        }
        Command::BenchSamegame {
            search,
            board,
            moves,
        } => {
            search.check_threads()?;
            let rules = RulesArgs {
                rules: RulesName::Samegame,
                min_group: 2,
                colours: 8,
            };
            let path = board.unwrap_or_else(|| PathBuf::from(STANDARD_SET_NAME));
            let boards = if path.as_os_str() == STANDARD_SET_NAME {
                parse_digit_boards(STANDARD_SET, 8).map_err(|source| CliError::Digits {
                    path: path.clone(),
                    source,
                })?
            } else {
                read_digit_boards(&path, rules)?
            };
            let rules = rules_for(&boards, rules, &path)?;
            bench::bench_samegame(&boards, &rules, search, moves, out)
        }
        Command::BenchSolver {
            boards,
            first_seed,
            each,
            search,
            levels,
        } => {
            search.check_threads()?;
            let seeds = first_seed..first_seed.saturating_add(boards);
            bench::bench_solver(seeds, each, search, levels, out)
        }
        Command::Review {
            board,
            rules,
            moves,
            work,
            searches,
            json,
        } => review::run_review(&board, rules, &moves, work, searches, json, out),
        Command::BenchReview {
            boards,
            first_seed,
            rules,
            work,
        } => review::bench_review(boards, first_seed, rules, work, out),
    }
}

fn read_board(path: &Path) -> Result<Board, CliError> {
    let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
        path: path.to_owned(),
        source,
    })?;
    Board::parse(&text).map_err(|source| CliError::Board {
        path: path.to_owned(),
        source,
    })
}

/// The score carried into `level` when the previous level was passed exactly.
/// Prints the first board of the game `id` fixes, its ID first (a comment line, so the
/// output reads back as a board file), or as one JSON object.
fn new(id: GameId, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let needed = points_needed(id.level, id.score);
    let dealt = passable_board(&mut SeededRng::new(id.seed), needed, DEFAULT_LEVEL_WORK);
    if json {
        let rows = dealt.board.row_strings();
        let object = json!({"id": id.to_string(), "level": id.level, "board": rows});
        writeln!(out, "{object}")?;
    } else {
        write!(out, "{} {id}\n{}", grid_core::COMMENT, dealt.board)?;
    }
    Ok(())
}

fn read_digit_boards(path: &Path, rules: RulesArgs) -> Result<Vec<Board>, CliError> {
    let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
        path: path.to_owned(),
        source,
    })?;
    parse_digit_boards(&text, usize::from(rules.colours)).map_err(|source| CliError::Digits {
        path: path.to_owned(),
        source,
    })
}

/// The rules each board of a file is played by: its own size and colours (however many it
/// uses, at least two), the chosen scoring and smallest group; a board of a size the rules
/// do not allow is an error naming it.
fn rules_for(boards: &[Board], args: RulesArgs, path: &Path) -> Result<Vec<Rules>, CliError> {
    boards
        .iter()
        .enumerate()
        .map(|(index, board)| match args.rules {
            RulesName::Popstar => Ok(Rules::POPSTAR),
            RulesName::Samegame => Rules::new(
                board.width() as u64,
                board.height() as u64,
                board.colours_used().max(2) as u64,
                u64::from(args.min_group),
                Scoring::SameGame,
            )
            .map_err(|source| CliError::Rules {
                path: path.to_owned(),
                board: index + 1,
                source,
            }),
        })
        .collect()
}

impl SearchArgs {
    /// Refuses thread counts that cannot be started, before any work begins.
    fn check_threads(&self) -> Result<(), CliError> {
        let usable = |option, count| {
            check_threads(count).map_err(|source| CliError::ThreadCount {
                option,
                count,
                source,
            })
        };
        usable("--threads", self.threads)?;
        let searches = usize::from(self.searches);
        usable(
            "--threads × --searches",
            self.threads.saturating_mul(searches),
        )
    }

    /// The best line for `board` played by `rules`: `work` positions if given, else
    /// `time_ms`, by `searches` searches side by side.
    fn solve(self, board: &Board, rules: Rules) -> Solution {
        let members = team(&rules, usize::from(self.searches));
        match self.work {
            Some(work) => solve_side_by_side(board, rules, &members, &WorkLimit::new(work)),
            None => {
                let deadline = Deadline::after(Duration::from_millis(self.time_ms));
                solve_side_by_side(board, rules, &members, &deadline)
            }
        }
    }

    /// How the search reads in a benchmark's summary.
    fn describe(self) -> String {
        let each = match self.work {
            Some(work) => format!("{work} positions of work each"),
            None => format!("{} ms each", self.time_ms),
        };
        match self.searches {
            1 => each,
            n => format!("{each}, {n} searches side by side"),
        }
    }
}

/// A pool of `threads` threads (at least one) for boards solved at once.
fn pool(threads: usize) -> Result<rayon::ThreadPool, CliError> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads.max(1))
        .build()
        .map_err(|e| CliError::Threads {
            threads,
            reason: e.to_string(),
        })
}

/// A board's solution and the milliseconds it took.
struct Solved {
    solution: Solution,
    ms: u128,
}

/// Solves every board under its rules, `threads` boards at once.
fn solve_boards(
    boards: &[Board],
    rules: &[Rules],
    search: SearchArgs,
) -> Result<Vec<Solved>, CliError> {
    Ok(pool(search.threads)?.install(|| {
        boards
            .par_iter()
            .zip(rules)
            .map(|(board, &rules)| {
                let started = Instant::now();
                let solution = search.solve(board, rules);
                Solved {
                    solution,
                    ms: started.elapsed().as_millis(),
                }
            })
            .collect()
    }))
}

fn moves_text(moves: &[Pos]) -> String {
    moves
        .iter()
        .map(Pos::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn print_solved(
    boards: &[Board],
    solved: &[Solved],
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    for (index, (board, s)) in boards.iter().zip(solved).enumerate() {
        let solution = &s.solution;
        if json {
            let moves: Vec<[usize; 2]> = solution.moves.iter().map(|p| [p.row, p.col]).collect();
            let line = json!({
                "board": index + 1,
                "width": board.width(),
                "height": board.height(),
                "moves": moves,
                "score": solution.score,
                "bonus": solution.bonus(),
                "final": solution.final_score(),
                "cleared": solution.cleared(),
                "work": solution.work,
                "ms": s.ms,
            });
            writeln!(out, "{line}")?;
        } else {
            writeln!(
                out,
                "board {}: final {} (pops {}, bonus {}), cleared {}\nmoves {}",
                index + 1,
                solution.final_score(),
                solution.score,
                solution.bonus(),
                solution.cleared(),
                moves_text(&solution.moves)
            )?;
        }
    }
    Ok(())
}

/// Prints the first board of a game under other rules than PopStar's: SameGame boards in
/// the test set's digit form (so `solve --rules samegame` reads the output back).
fn new_with_rules(id: RuledId, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let board = board_for_rules(&mut SeededRng::new(id.game.seed), &id.rules);
    let rows = match id.rules.scoring() {
        Scoring::SameGame => digit_rows(&board),
        Scoring::PopStar => board.row_strings(),
    };
    if json {
        let object = json!({"id": id.to_string(), "level": id.game.level, "board": rows});
        writeln!(out, "{object}")?;
    } else {
        writeln!(out, "{} {id}", grid_core::COMMENT)?;
        for row in rows {
            writeln!(out, "{row}")?;
        }
    }
    Ok(())
}

fn play(
    path: &Path,
    args: RulesArgs,
    moves: &str,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let mut board = match args.rules {
        RulesName::Popstar => read_board(path)?,
        RulesName::Samegame => read_digit_boards(path, args)?.remove(0),
    };
    let rules = rules_for(std::slice::from_ref(&board), args, path)?.remove(0);
    let rows = |board: &Board| match args.rules {
        RulesName::Popstar => board.row_strings(),
        RulesName::Samegame => digit_rows(board),
    };
    let moves = crate::review::parse_moves(moves)?;
    let mut total = 0;
    for (i, &at) in moves.iter().enumerate() {
        let pop = board
            .pop_for(at, &rules)
            .map_err(|source| CliError::IllegalMove {
                number: i + 1,
                at,
                source,
            })?;
        total += pop.points;
        if json {
            let line = json!({
                "event": "pop",
                "at": [at.row, at.col],
                "removed": pop.removed,
                "points": pop.points,
                "total": total,
                "board": rows(&board),
            });
            writeln!(out, "{line}")?;
        } else {
            writeln!(
                out,
                "pop {at}: removed {}, points {}, total {total}",
                pop.removed, pop.points
            )?;
            for row in rows(&board) {
                writeln!(out, "{row}")?;
            }
        }
    }
    let over = !board.has_move_for(&rules);
    let remaining = board.stars();
    let bonus = if over {
        rules.scoring().end_bonus(remaining)
    } else {
        0
    };
    let final_score = total + bonus;
    if json {
        let line = json!({
            "event": "end",
            "remaining": remaining,
            "over": over,
            "bonus": bonus,
            "final": final_score,
        });
        writeln!(out, "{line}")?;
    } else {
        writeln!(
            out,
            "end: remaining {remaining}, over {over}, bonus {bonus}, final {final_score}"
        )?;
    }
    Ok(())
}

fn solve(path: &Path, search: SearchArgs, json: bool, out: &mut dyn Write) -> Result<(), CliError> {
    let board = read_board(path)?;
    let started = Instant::now();
    let solution = search.solve(&board, Rules::POPSTAR);
    let ms = started.elapsed().as_millis();
    if json {
        let moves: Vec<[usize; 2]> = solution.moves.iter().map(|p| [p.row, p.col]).collect();
        let line = json!({
            "moves": moves,
            "score": solution.score,
            "bonus": solution.bonus(),
            "final": solution.final_score(),
            "cleared": solution.cleared(),
            "work": solution.work,
            "ms": ms,
        });
        writeln!(out, "{line}")?;
    } else {
        let moves: Vec<String> = solution.moves.iter().map(Pos::to_string).collect();
        writeln!(out, "moves {}", moves.join(" "))?;
        writeln!(
            out,
            "score {}\nbonus {}\nfinal {}\ncleared {}",
            solution.score,
            solution.bonus(),
            solution.final_score(),
            solution.cleared()
        )?;
    }
    Ok(())
}
