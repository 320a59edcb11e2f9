//! The ladder's commands: `reversi ladder run | fit | losses` and `reversi levels`.

use super::fit::{FitError, fit};
use super::losses::{LevelLosses, Phase, measure};
use super::run::{outcomes, read_records, run, schedule};
use super::{Rating, Ratings, embedded, write};
use crate::obf::{ObfPosition, parse_obf};
use crate::opening::parse_openings;
use crate::search::Level;
use serde_json::json;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The balanced openings the round robin plays when no file is named.
const OPENINGS: &str = include_str!("../../tests/data/openings-8ply.txt");

/// The subcommands of `reversi ladder`.
#[derive(Debug, clap::Subcommand)]
pub enum LadderCommand {
    /// Plays the round robin (pairs one and two steps apart, each opening both ways),
    /// appending one JSON line a game to the records file; a stopped run resumes.
    Run {
        /// The records file.
        #[arg(long)]
        records: PathBuf,
        /// Balanced openings, one a line (default: the committed 8-ply set).
        #[arg(long)]
        openings: Option<PathBuf>,
        /// Play only the first N openings of each pair.
        #[arg(long)]
        count: Option<usize>,
        /// Games played at once (each on one thread).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
    /// Fits one Elo scale to the records (Bradley-Terry maximum likelihood, a draw half a
    /// point; 95 % intervals from the Fisher information). Records of levels whose
    /// definition has changed since are left out.
    Fit {
        /// The records file.
        #[arg(long)]
        records: PathBuf,
        /// The level whose rating is fixed: by default the first-timer's level, so that
        /// every rating on the ladder reads as a positive number.
        #[arg(long, default_value = "novice")]
        anchor: String,
        /// The anchor's rating.
        #[arg(long, default_value_t = 400.0)]
        elo: f64,
        /// Also write the ladder file the program embeds (`weights/ladder.txt`).
        #[arg(long)]
        out: Option<PathBuf>,
        /// The date written in the ladder file.
        #[arg(long, default_value = "")]
        date: String,
        /// One JSON object a level.
        #[arg(long)]
        json: bool,
    },
    /// Each level's mean loss a move by phase and its 95th-percentile move time, on an
    /// OBF file listing every move's value of each position.
    Losses {
        /// The positions.
        positions: PathBuf,
        /// The levels (default: the ladder below the strongest).
        #[arg(long, value_delimiter = ',')]
        levels: Vec<String>,
        /// One JSON object a level.
        #[arg(long)]
        json: bool,
    },
}

/// Why a ladder command failed.
#[derive(Debug, thiserror::Error)]
pub enum LadderError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    File {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A bad line in an input file.
    #[error("{path}: {problem}")]
    Input {
        /// The file.
        path: PathBuf,
        /// What is wrong, and where.
        problem: String,
    },
    /// An unknown level name.
    #[error("unknown level `{0}` ({names})", names = Level::names().join(", "))]
    Level(String),
    /// The records allow no fit.
    #[error("{path}: {source}")]
    Fit {
        /// The records file.
        path: PathBuf,
        /// Why.
        source: FitError,
    },
    /// Writing the output failed.
    #[error("writing output: {0}")]
    Output(#[from] std::io::Error),
}

fn level(name: &str) -> Result<Level, LadderError> {
    Level::by_name(name).ok_or_else(|| LadderError::Level(name.to_string()))
}

fn read(path: &Path) -> Result<String, LadderError> {
    std::fs::read_to_string(path).map_err(|source| LadderError::File {
        path: path.to_path_buf(),
        source,
    })
}

/// Runs one `ladder` subcommand; notices (corrupt records) go to `errors`.
pub fn run_ladder(
    command: LadderCommand,
    out: &mut dyn Write,
    errors: &mut dyn Write,
) -> Result<(), LadderError> {
    match command {
        LadderCommand::Run {
            records,
            openings,
            count,
            jobs,
        } => {
            let text = match &openings {
                Some(path) => read(path)?,
                None => OPENINGS.to_string(),
            };
            let mut list = parse_openings(&text).map_err(|e| LadderError::Input {
                path: openings.clone().unwrap_or_default(),
                problem: e.to_string(),
            })?;
            list.truncate(count.unwrap_or(usize::MAX));
            let games = schedule(&Level::ladder(), &list);
            let mut notices = Vec::new();
            let summary =
                run(&records, &games, jobs, &mut |line| notices.push(line)).map_err(|source| {
                    LadderError::File {
                        path: records.clone(),
                        source,
                    }
                })?;
            for line in notices {
                writeln!(errors, "{line}")?;
            }
            writeln!(
                out,
                "{} games already recorded, {} played",
                summary.skipped, summary.played
            )?;
        }
        LadderCommand::Fit {
            records,
            anchor,
            elo,
            out: file,
            date,
            json,
        } => {
            let ratings = fit_records(&records, (&anchor, elo), date, errors)?;
            if let Some(path) = file {
                std::fs::write(&path, write(&ratings))
                    .map_err(|source| LadderError::File { path, source })?;
            }
            print_ratings(&ratings, json, out)?;
        }
        LadderCommand::Losses {
            positions,
            levels,
            json,
        } => {
            let text = read(&positions)?;
            let mut list: Vec<ObfPosition> = Vec::new();
            for (i, line) in text.lines().enumerate() {
                if line.trim().is_empty() || line.starts_with('#') || line.starts_with('%') {
                    continue;
                }
                list.push(parse_obf(line).map_err(|e| LadderError::Input {
                    path: positions.clone(),
                    problem: format!("line {}: {e}", i + 1),
                })?);
            }
            let levels: Vec<Level> = if levels.is_empty() {
                Level::ladder()
                    .into_iter()
                    .filter(|l| l.time.is_none())
                    .collect()
            } else {
                levels.iter().map(|n| level(n)).collect::<Result<_, _>>()?
            };
            for level in &levels {
                print_losses(&measure(level, &list), json, out)?;
            }
        }
    }
    Ok(())
}

/// Fits the ladder's current levels to the records at `path`.
fn fit_records(
    path: &Path,
    (anchor, elo): (&str, f64),
    date: String,
    errors: &mut dyn Write,
) -> Result<Ratings, LadderError> {
    let ladder = Level::ladder();
    let records = read_records(path).map_err(|source| LadderError::File {
        path: path.to_path_buf(),
        source,
    })?;
    if let Some(line) = records.notice(path) {
        writeln!(errors, "{line}")?;
    }
    let anchor_at = ladder
        .iter()
        .position(|l| l.name == anchor)
        .ok_or_else(|| LadderError::Level(anchor.to_string()))?;
    let all = outcomes(&records.games, &ladder);
    // Only the levels that played: the others have no rating yet.
    let present: Vec<usize> = (0..ladder.len())
        .filter(|&i| all.iter().any(|g| g.first == i || g.second == i) || i == anchor_at)
        .collect();
    let names: Vec<String> = present.iter().map(|&i| ladder[i].name.clone()).collect();
    let place = |i: usize| present.iter().position(|&p| p == i).unwrap_or(0);
    let games: Vec<_> = all
        .iter()
        .map(|g| super::fit::Outcome {
            first: place(g.first),
            second: place(g.second),
            score: g.score,
        })
        .collect();
    let fitted = fit(&names, &games, place(anchor_at), elo).map_err(|source| LadderError::Fit {
        path: path.to_path_buf(),
        source,
    })?;
    let levels = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let (low, high) = fitted.interval(i);
            Rating {
                name: name.clone(),
                elo: fitted.elo[i],
                low,
                high,
                gap: i.checked_sub(1).map(|below| fitted.gap_interval(below, i)),
            }
        })
        .collect();
    Ok(Ratings {
        levels,
        games: fitted.games,
        anchor: (anchor.to_string(), elo),
        date,
    })
}

/// Each level's rating and interval, and its gap to the level before with the gap's
/// interval; as text or one JSON object a level.
fn print_ratings(ratings: &Ratings, json: bool, out: &mut dyn Write) -> std::io::Result<()> {
    let mut below: Option<f64> = None;
    for level in &ratings.levels {
        let gap = below
            .zip(level.gap)
            .map(|(b, interval)| (level.elo - b, interval));
        below = Some(level.elo);
        if json {
            let mut object = json!({
                "name": level.name,
                "elo": level.elo.round(),
                "low": level.low.round(),
                "high": level.high.round(),
            });
            if let Some((gap, (low, high))) = gap {
                object["gap"] = json!(gap.round());
                object["gap_low"] = json!(low.round());
                object["gap_high"] = json!(high.round());
            }
            writeln!(out, "{object}")?;
        } else {
            let gap = gap.map_or(String::new(), |(gap, (low, high))| {
                format!(
                    "  gap {gap:>4.0} [{low:.0}, {high:.0}] ±{:.0}",
                    (high - low) / 2.0
                )
            });
            writeln!(
                out,
                "{:<10} {:>5.0}  [{:.0}, {:.0}]{gap}",
                level.name, level.elo, level.low, level.high
            )?;
        }
    }
    if !json {
        let (name, elo) = &ratings.anchor;
        writeln!(
            out,
            "{} games; {name} anchored at {elo:.0}; 95 % intervals from the Fisher information \
             (a gap's: var a + var b - 2 cov(a, b))",
            ratings.games
        )?;
    }
    Ok(())
}

fn print_losses(losses: &LevelLosses, json: bool, out: &mut dyn Write) -> std::io::Result<()> {
    if json {
        let mut object = json!({"name": losses.name, "p95_ms": losses.p95_ms});
        for (i, phase) in Phase::ALL.iter().enumerate() {
            object[phase.name()] = json!(losses.loss[i]);
        }
        return writeln!(out, "{object}");
    }
    let cells: Vec<String> = losses
        .loss
        .iter()
        .zip(losses.positions)
        .map(|(loss, n)| match loss {
            Some(loss) => format!("{loss:>6.2} ({n})"),
            None => format!("{:>6} ({n})", "-"),
        })
        .collect();
    writeln!(
        out,
        "{:<10} {}  p95 {:.0} ms",
        losses.name,
        cells.join("  "),
        losses.p95_ms
    )
}

/// `reversi levels`: the embedded ladder, weakest first.
pub fn print_levels(json: bool, out: &mut dyn Write) -> std::io::Result<()> {
    print_ratings(&embedded(), json, out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_args(command: LadderCommand) -> (Result<String, String>, String) {
        let (mut out, mut errors) = (Vec::new(), Vec::new());
        let result = run_ladder(command, &mut out, &mut errors).map_err(|e| e.to_string());
        let text = String::from_utf8(out).unwrap();
        (result.map(|_| text), String::from_utf8(errors).unwrap())
    }

    #[test]
    fn fit_refuses_empty_and_separated_records_and_fits_played_ones() {
        let dir = std::env::temp_dir().join(format!("reversi-ladder-cli-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let records = dir.join("games.jsonl");
        let fit = |anchor: &str| LadderCommand::Fit {
            records: records.clone(),
            anchor: anchor.into(),
            elo: 1000.0,
            out: Some(dir.join("ladder.txt")),
            date: "today".into(),
            json: true,
        };
        std::fs::write(&records, "").unwrap();
        let (result, _) = run_args(fit("novice"));
        assert!(
            result
                .unwrap_err()
                .ends_with("games.jsonl: no games to fit")
        );
        let (result, _) = run_args(LadderCommand::Run {
            records: records.clone(),
            openings: None,
            count: Some(2),
            jobs: 2,
        });
        assert!(result.unwrap().contains("0 games already recorded"));
        std::fs::OpenOptions::new()
            .append(true)
            .open(&records)
            .unwrap()
            .write_all(b"not a record\n")
            .unwrap();
        let (result, errors) = run_args(fit("novice"));
        assert!(errors.contains("1 corrupt record left out"), "{errors}");
        match result {
            Ok(text) => {
                let first: serde_json::Value =
                    serde_json::from_str(text.lines().next().unwrap()).unwrap();
                assert_eq!(first["name"], "novice");
                assert_eq!(first["elo"], 1000.0);
                let written = std::fs::read_to_string(dir.join("ladder.txt")).unwrap();
                assert!(super::super::parse(&written).unwrap().games > 0);
            }
            // Four games a pair may leave a level with only wins or losses.
            Err(e) => assert!(
                e.contains("every game") || e.contains("never scored"),
                "{e}"
            ),
        }
        let (result, _) = run_args(fit("grandmaster"));
        assert!(
            result
                .unwrap_err()
                .starts_with("unknown level `grandmaster` (novice")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn levels_print_the_embedded_ladder_weakest_first() {
        let mut out = Vec::new();
        print_levels(true, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let ratings = embedded();
        assert_eq!(text.lines().count(), ratings.levels.len());
        for (line, rating) in text.lines().zip(&ratings.levels) {
            let value: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(value["name"], rating.name.as_str());
            assert_eq!(value["elo"], rating.elo.round());
            assert!(value["low"].as_f64() <= value["elo"].as_f64());
            match rating.gap {
                Some((low, high)) => {
                    assert_eq!(value["gap_low"], low.round());
                    assert_eq!(value["gap_high"], high.round());
                }
                None => assert!(value.get("gap").is_none()),
            }
        }
    }
}
