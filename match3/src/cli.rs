//! The headless command line: `match3 new | play | hint | simulate | level`.

mod level;

use crate::board::{Board, BoardConfig, ConfigError};
use crate::bot::{Distribution, simulate};
use crate::events::Event;
use crate::game::{Game, PlayError, Settings, Status};
use crate::generate::{Method, generate};
use crate::id::GameId;
use crate::moves::first_move;
use grid_core::{ParseError, Pos, SeededRng};
use serde_json::json;
use std::io::Write;
use std::path::PathBuf;

/// Board shape and generation options shared by the subcommands that make a board.
#[derive(Debug, Clone, clap::Args)]
pub struct BoardArgs {
    /// Columns (5-12).
    #[arg(long, default_value_t = 8)]
    width: usize,
    /// Rows (5-12).
    #[arg(long, default_value_t = 8)]
    height: usize,
    /// Piece kinds (4-8).
    #[arg(long, default_value_t = 7)]
    kinds: u8,
    /// How the start board is made.
    #[arg(long, value_enum, default_value = "constrained")]
    method: MethodArg,
}

/// `--method` values.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum MethodArg {
    /// Row by row, never completing a line.
    Constrained,
    /// Uniform fill, then swaps that break lines.
    Repair,
}

impl BoardArgs {
    fn config(&self) -> Result<BoardConfig, CliError> {
        Ok(BoardConfig::new(self.width, self.height, self.kinds)?)
    }

    fn method(&self) -> Method {
        match self.method {
            MethodArg::Constrained => Method::Constrained,
            MethodArg::Repair => Method::Repair,
        }
    }
}

/// The subcommands of the `match3` binary.
#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Prints the start board of a seed.
    New {
        /// The seed.
        #[arg(long, required_unless_present = "id", conflicts_with = "id")]
        seed: Option<u64>,
        /// Board size, kinds and generation method.
        #[command(flatten)]
        board: BoardArgs,
        /// The game ID to print the board of (e.g. `match3:c8x8k7:5eed`), instead of a
        /// seed and board options.
        #[arg(long, conflicts_with_all = ["width", "height", "kinds", "method"])]
        id: Option<String>,
        /// Print one JSON object (with the game's ID and the number of boards drawn).
        #[arg(long)]
        json: bool,
    },
    /// Plays swaps from a seed's start board and reports every cascade.
    Play {
        /// The seed.
        #[arg(long)]
        seed: u64,
        /// Classic mode (no specials, no chain bonus); otherwise Timed rules.
        #[arg(long)]
        classic: bool,
        /// The swaps, e.g. "2,3:2,4 5,1:6,1" (row,col of the moved piece : of its target).
        #[arg(long)]
        swaps: String,
        /// Board size, kinds and generation method.
        #[command(flatten)]
        board: BoardArgs,
        /// One JSON object per line.
        #[arg(long)]
        json: bool,
    },
    /// Prints one possible move of a board file as r,c:r,c, or `none`.
    Hint {
        /// The text board: digits 1-8, one line per row.
        #[arg(long)]
        board: PathBuf,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Lets the greedy bot play Classic games and prints score and turn statistics.
    Simulate {
        /// Number of games.
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Seed of the first game (the others use the following seeds).
        #[arg(long)]
        seed: u64,
        /// Board size, kinds and generation method.
        #[command(flatten)]
        board: BoardArgs,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Shows a level file's start board, or measures the level with a bot (--simulate N).
    Level(level::LevelArgs),
}

/// Why a command failed; displays as one line naming the file, line or swap and the problem.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A board file could not be read.
    #[error("{path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A board file is not a board.
    #[error("{path}: {source}")]
    Board {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line.
        source: ParseError,
    },
    /// A board dimension out of range.
    #[error("{0}")]
    Config(#[from] ConfigError),
    /// A swap not written `r,c:r,c`.
    #[error("--swaps: `{0}` is not r,c:r,c")]
    SwapSyntax(String),
    /// A swap the game refuses (outside the board, not neighbours, game over).
    #[error("--swaps: swap {index} ({text}): {source}")]
    Swap {
        /// Which swap, from 1.
        index: usize,
        /// The swap as written.
        text: String,
        /// Why.
        source: PlayError,
    },
    /// A game ID that cannot be read.
    #[error("--id: {0}")]
    Id(grid_core::game_id::IdError),
    /// Writing the output failed.
    #[error("writing output: {0}")]
    Output(#[from] std::io::Error),
    /// A level file is not a playable level.
    #[error("{path}: {source}")]
    Level {
        /// The file.
        path: PathBuf,
        /// What is wrong, with its line.
        source: crate::level::LevelError,
    },
    /// A file could not be written.
    #[error("{path}: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
}

/// Runs one subcommand, writing its normal output to `out`.
pub fn run(command: Command, out: &mut dyn Write) -> Result<(), CliError> {
    match command {
        Command::New {
            seed,
            board,
            id,
            json,
        } => {
            let id = match id {
                Some(text) => text.parse().map_err(CliError::Id)?,
                None => GameId {
                    settings: Settings {
                        board: board.config()?,
                        method: board.method(),
                        ..Settings::classic()
                    },
                    seed: seed.unwrap_or_default(),
                },
            };
            let settings = id.settings;
            let start = generate(
                settings.board,
                settings.method,
                &mut SeededRng::new(id.seed),
            );
            if json {
                let rows = start.cells.row_strings();
                let object = json!({"id": id.to_string(), "board": rows, "tries": start.tries});
                writeln!(out, "{object}")?;
            } else {
                write!(
                    out,
                    "{} {id}\n{}",
                    grid_core::COMMENT,
                    start.cells.to_text()
                )?;
            }
        }
        Command::Play {
            seed,
            classic,
            swaps,
            board,
            json,
        } => {
            let swaps = parse_swaps(&swaps)?;
            let base = if classic {
                Settings::classic()
            } else {
                Settings::timed()
            };
            let settings = Settings {
                board: board.config()?,
                method: board.method(),
                ..base
            };
            play(Game::new(settings, seed), &swaps, json, out)?;
        }
        Command::Hint { board, json } => {
            let text = std::fs::read_to_string(&board).map_err(|source| CliError::Read {
                path: board.clone(),
                source,
            })?;
            let parsed = Board::parse(&text).map_err(|source| CliError::Board {
                path: board.clone(),
                source,
            })?;
            let hint = first_move(parsed.cells()).map(|m| m.to_string());
            if json {
                writeln!(out, "{}", json!({"hint": hint}))?;
            } else {
                writeln!(out, "{}", hint.as_deref().unwrap_or("none"))?;
            }
        }
        Command::Simulate {
            games,
            seed,
            board,
            json,
        } => {
            let settings = Settings {
                board: board.config()?,
                method: board.method(),
                ..Settings::classic()
            };
            let sim = simulate(settings, games, seed);
            if json {
                writeln!(
                    out,
                    "{}",
                    serde_json::to_string(&sim).map_err(std::io::Error::other)?
                )?;
            } else {
                writeln!(out, "games {}", sim.games)?;
                write_distribution(out, "score", &sim.score)?;
                write_distribution(out, "turns", &sim.turns)?;
                writeln!(out, "dead boards per turn {:.4}", sim.dead_rate)?;
            }
        }
        Command::Level(args) => level::run(args, out)?,
    }
    Ok(())
}

fn write_distribution(out: &mut dyn Write, name: &str, d: &Distribution) -> std::io::Result<()> {
    writeln!(
        out,
        "{name}: mean {:.1}, min {}, q1 {}, median {}, q3 {}, max {}",
        d.mean, d.min, d.q1, d.median, d.q3, d.max
    )
}

/// A swap as written on the command line, with the text kept for error messages.
struct SwapArg {
    text: String,
    from: Pos,
    to: Pos,
}

/// Reads `r,c:r,c r,c:r,c …`.
fn parse_swaps(text: &str) -> Result<Vec<SwapArg>, CliError> {
    let pos = |s: &str| -> Option<Pos> {
        let (r, c) = s.split_once(',')?;
        Some(Pos::new(r.trim().parse().ok()?, c.trim().parse().ok()?))
    };
    text.split_whitespace()
        .map(|item| {
            let (a, b) = item
                .split_once(':')
                .ok_or_else(|| CliError::SwapSyntax(item.into()))?;
            match (pos(a), pos(b)) {
                (Some(from), Some(to)) => Ok(SwapArg {
                    text: item.to_string(),
                    from,
                    to,
                }),
                _ => Err(CliError::SwapSyntax(item.into())),
            }
        })
        .collect()
}

/// Points and lines of one cascade, gathered from its events.
#[derive(Default)]
struct Cascade {
    lines: Vec<Vec<Pos>>,
    points: u64,
}

/// Plays the swaps and reports each one, each cascade and the end.
fn play(
    mut game: Game,
    swaps: &[SwapArg],
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    for (i, swap) in swaps.iter().enumerate() {
        let mut board = game.board().clone();
        let events = game
            .play(swap.from, swap.to)
            .map_err(|source| CliError::Swap {
                index: i + 1,
                text: swap.text.clone(),
                source,
            })?;
        let valid = !matches!(events.first(), Some(Event::SwapRejected { .. }));
        if json {
            let line = json!({"event": "swap", "from": pos_json(swap.from), "to": pos_json(swap.to), "valid": valid});
            writeln!(out, "{line}")?;
        } else {
            let verdict = if valid { "valid" } else { "invalid" };
            writeln!(out, "swap {} {verdict}", swap.text)?;
        }
        let mut cascade = Cascade::default();
        let mut index = 0;
        for event in &events {
            crate::events::replay(&mut board, std::slice::from_ref(event));
            match event {
                Event::Cleared { lines, points, .. } => {
                    cascade.points += points;
                    cascade.lines.extend(lines.iter().map(|l| l.cells.clone()));
                }
                Event::SpecialTriggered { points, .. } => cascade.points += points,
                Event::Spawned { .. } => {
                    index += 1;
                    write_cascade(out, json, index, &std::mem::take(&mut cascade), &board)?;
                }
                _ => {}
            }
        }
        if game.status() == Status::NeedsReshuffle {
            game.reshuffle().map_err(|source| CliError::Swap {
                index: i + 1,
                text: swap.text.clone(),
                source,
            })?;
            if json {
                let line = json!({"event": "reshuffle", "board": game.board().row_strings()});
                writeln!(out, "{line}")?;
            } else {
                writeln!(out, "reshuffled\n{}", game.board().to_text().trim_end())?;
            }
        }
    }
    let moves = game.moves_available();
    if json {
        let line = json!({"event": "end", "score": game.score(), "board": game.board().row_strings(), "moves_available": moves});
        writeln!(out, "{line}")?;
    } else {
        let available = if moves { "yes" } else { "no" };
        writeln!(out, "total {}", game.score())?;
        writeln!(out, "moves available: {available}")?;
        write!(out, "{}", game.board().to_text())?;
    }
    Ok(())
}

fn pos_json(p: Pos) -> serde_json::Value {
    json!([p.row, p.col])
}

fn write_cascade(
    out: &mut dyn Write,
    json: bool,
    index: usize,
    cascade: &Cascade,
    board: &Board,
) -> std::io::Result<()> {
    if json {
        let lines: Vec<Vec<serde_json::Value>> = cascade
            .lines
            .iter()
            .map(|l| l.iter().map(|&p| pos_json(p)).collect())
            .collect();
        let line = json!({"event": "chain", "index": index, "lines": lines, "points": cascade.points, "board": board.row_strings()});
        writeln!(out, "{line}")
    } else {
        let lines: Vec<String> = cascade
            .lines
            .iter()
            .map(|l| l.iter().map(Pos::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        writeln!(
            out,
            "chain {index}: points {} lines [{}]",
            cascade.points,
            lines.join("] [")
        )?;
        write!(out, "{}", board.to_text())
    }
}
