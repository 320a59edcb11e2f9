//! `match3 level`: shows a level file's start board, or lets a bot play it many times and
//! prints how hard it is (and, with `--write-stars`, writes its star thresholds).

use super::CliError;
use crate::level::bots::Bot;
use crate::level::simulate::{LevelRun, LevelStats, Percentiles, play_level};
use crate::level::{Goal, Level, LevelGame, Limit};
use crate::terrain::Tile;
use rayon::prelude::*;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// `match3 level` arguments.
#[derive(Debug, Clone, clap::Args)]
pub struct LevelArgs {
    /// Level files (TOML).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Let the bot play each level this many times (seeds 1..=N) and print the figures.
    #[arg(long, value_name = "N")]
    simulate: Option<u32>,
    /// The bot that plays.
    #[arg(long, value_enum, default_value = "lookahead")]
    bot: BotArg,
    /// With --simulate: write the star thresholds measured into each file.
    #[arg(long, requires = "simulate")]
    write_stars: bool,
    /// Without --simulate: the seed whose start board is shown.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// One JSON object per file.
    #[arg(long)]
    json: bool,
}

/// `--bot` values.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum BotArg {
    /// Goal-aware greedy: the move that advances the goals most this turn, then points.
    Greedy,
    /// Expected cascades, two moves deep for the most promising moves.
    Lookahead,
}

impl BotArg {
    fn bot(self) -> Bot {
        match self {
            BotArg::Greedy => Bot::Greedy,
            BotArg::Lookahead => Bot::Lookahead,
        }
    }

    fn name(self) -> &'static str {
        match self {
            BotArg::Greedy => "greedy",
            BotArg::Lookahead => "lookahead",
        }
    }
}

/// Reads and checks a level file.
pub fn load(path: &Path) -> Result<Level, CliError> {
    let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    Level::parse(&text).map_err(|source| CliError::Level {
        path: path.to_path_buf(),
        source,
    })
}

/// Runs `match3 level`.
pub fn run(args: LevelArgs, out: &mut dyn Write) -> Result<(), CliError> {
    for path in &args.files {
        let mut level = load(path)?;
        match args.simulate {
            None => show(path, &level, args.seed, args.json, out)?,
            Some(games) => {
                let started = Instant::now();
                let runs = (1..=u64::from(games))
                    .into_par_iter()
                    .map(|seed| play_level(&level, args.bot.bot(), seed))
                    .collect::<Result<Vec<LevelRun>, _>>()
                    .map_err(|source| CliError::Level {
                        path: path.clone(),
                        source,
                    })?;
                let stats = LevelStats::of(&runs);
                let ms = started.elapsed().as_millis();
                report(path, &level, args.bot, &stats, ms, args.json, out)?;
                if args.write_stars {
                    level.stars = stats.stars.clone();
                    std::fs::write(path, level.to_toml()).map_err(|source| CliError::Write {
                        path: path.clone(),
                        source,
                    })?;
                }
            }
        }
    }
    Ok(())
}

/// The goals as short words, e.g. `jelly`, `collect 3x20`, `score 5000`.
fn goal_text(goal: &Goal) -> String {
    match goal {
        Goal::Score { points } => format!("score {points}"),
        Goal::Collect { kind, count } => format!("collect {kind}x{count}"),
        Goal::Jelly => "jelly".into(),
        Goal::Blockers => "blockers".into(),
    }
}

fn limit_text(limit: Limit) -> String {
    match limit {
        Limit::Moves(n) => format!("{n} moves"),
        Limit::Seconds(n) => format!("{n} seconds"),
    }
}

/// The start board: pieces as digits, holes `-`, blockers `b`/`B`.
fn start_rows(game: &LevelGame) -> Vec<String> {
    let terrain = game.terrain();
    terrain
        .rows()
        .enumerate()
        .map(|(r, row)| {
            row.iter()
                .enumerate()
                .map(|(c, tile)| match tile {
                    Tile::Floor | Tile::Jelly(_) => {
                        let cell = game.board().cell(grid_core::Pos::new(r, c));
                        char::from(b'0' + cell.raw())
                    }
                    other => grid_core::TextCell::to_char(other),
                })
                .collect()
        })
        .collect()
}

fn show(
    path: &Path,
    level: &Level,
    seed: u64,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let game = LevelGame::new(level, seed).map_err(|source| CliError::Level {
        path: path.to_path_buf(),
        source,
    })?;
    let goals: Vec<String> = level.goals.iter().map(goal_text).collect();
    let rows = start_rows(&game);
    if json {
        let line = json!({
            "file": path.display().to_string(),
            "name": level.name,
            "kinds": level.kinds,
            "limit": limit_text(level.limit),
            "goals": goals,
            "stars": level.stars,
            "board": rows,
        });
        writeln!(out, "{line}")?;
    } else {
        writeln!(
            out,
            "{}: {} | kinds {} | {} | goals: {}",
            path.display(),
            level.name,
            level.kinds,
            limit_text(level.limit),
            goals.join(", ")
        )?;
        for row in rows {
            writeln!(out, "{row}")?;
        }
    }
    Ok(())
}

fn percentiles_json(p: &Percentiles) -> serde_json::Value {
    json!({"mean": p.mean, "min": p.min, "p10": p.p10, "p25": p.p25, "p50": p.p50,
           "p75": p.p75, "p90": p.p90, "max": p.max})
}

fn report(
    path: &Path,
    level: &Level,
    bot: BotArg,
    stats: &LevelStats,
    ms: u128,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    if json {
        let line = json!({
            "file": path.display().to_string(),
            "name": level.name,
            "bot": bot.name(),
            "games": stats.games,
            "passed": stats.passed,
            "pass_rate": stats.pass_rate,
            "score": percentiles_json(&stats.score),
            "moves_left": percentiles_json(&stats.moves_left),
            "stars": stats.stars,
            "ms": ms,
        });
        writeln!(out, "{line}")?;
    } else {
        let (s, m) = (&stats.score, &stats.moves_left);
        writeln!(
            out,
            "{}: {} | bot {} | passed {}/{} ({:.1}%) | {} ms",
            path.display(),
            level.name,
            bot.name(),
            stats.passed,
            stats.games,
            stats.pass_rate * 100.0,
            ms
        )?;
        writeln!(
            out,
            "score: mean {:.0}, min {}, p10 {}, p25 {}, median {}, p75 {}, p90 {}, max {}",
            s.mean, s.min, s.p10, s.p25, s.p50, s.p75, s.p90, s.max
        )?;
        writeln!(
            out,
            "moves left when passed: mean {:.1}, min {}, p25 {}, median {}, p75 {}, max {}",
            m.mean, m.min, m.p25, m.p50, m.p75, m.max
        )?;
        let stars: Vec<String> = stats.stars.iter().map(u64::to_string).collect();
        writeln!(out, "stars (p25 p50 p90 of scores): {}", stars.join(" "))?;
    }
    Ok(())
}
