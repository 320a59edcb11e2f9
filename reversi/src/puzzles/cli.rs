//! `reversi puzzles make | check | bands | schedule`.

use super::check::check_text;
use super::file::{Band, HEADER, PuzzleError, parse_puzzles};
use super::find::{Finder, MIN_EMPTIES, estimated_band, selfplay_positions};
use super::schedule::{Schedule, ScheduleError, parse_date};
use super::{MAX_EMPTIES, Puzzle};
use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The first day of a new schedule.
const FIRST_DAY: &str = "2026-12-08";

/// The puzzle subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Plays self-play games and appends the puzzles found in them to a file. Resumable:
    /// run it again and it continues with the next game (kept in FILE.next). Meant to run
    /// in the background at `nice -n 19`.
    Make {
        /// The puzzle file to append to (made, with its header, if missing).
        #[arg(long)]
        out: PathBuf,
        /// Games to play in this run (default: until stopped).
        #[arg(long)]
        games: Option<u64>,
        /// The first game's seed when the file is new.
        #[arg(long, default_value_t = 1)]
        first_game: u64,
        /// Test positions with at most this many empties (12 to 22).
        #[arg(long, default_value_t = MAX_EMPTIES,
              value_parser = clap::value_parser!(u32).range(i64::from(MIN_EMPTIES)..=i64::from(MAX_EMPTIES)))]
        max_empties: u32,
        /// Test exactly only the positions whose estimated band (that of a 12-ply
        /// selective search's move) is one of these, e.g. `4,6,8,10,deep`: grows the
        /// bands the set lacks. Default: every position.
        #[arg(long, value_delimiter = ',', value_parser = parse_band)]
        bands: Vec<Band>,
    },
    /// Proves every puzzle of a file again (every value solved, the band probed); exits 2
    /// naming the line of the first bad one.
    Check {
        /// The puzzle file.
        file: PathBuf,
        /// Check only every N-th puzzle.
        #[arg(long, default_value_t = 1)]
        every: usize,
    },
    /// Counts the puzzles of a file by band and kind.
    Bands {
        /// The puzzle file.
        file: PathBuf,
    },
    /// Appends the puzzles of a file that the puzzle-of-the-day schedule does not list yet
    /// (made, from 2026-12-08, if missing); the days already listed never change.
    Schedule {
        /// The puzzle file.
        #[arg(long)]
        puzzles: PathBuf,
        /// The schedule file.
        #[arg(long)]
        schedule: PathBuf,
    },
}

/// Why a puzzle command failed; one line naming the file (and line).
#[derive(Debug, thiserror::Error)]
pub enum PuzzlesError {
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        source: std::io::Error,
    },
    /// A bad puzzle.
    #[error("{path}:{}: {}", source.line, source.problem)]
    Puzzle {
        /// The file.
        path: PathBuf,
        /// The line and problem.
        source: PuzzleError,
    },
    /// A bad schedule.
    #[error("{path}:{}: {}", source.line, source.problem)]
    Schedule {
        /// The file.
        path: PathBuf,
        /// The line and problem.
        source: ScheduleError,
    },
    /// Writing the output failed.
    #[error("writing output: {0}")]
    Output(#[from] std::io::Error),
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> PuzzlesError + '_ {
    move |source| PuzzlesError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn read_puzzles(path: &Path) -> Result<(String, Vec<(usize, Puzzle)>), PuzzlesError> {
    let text = std::fs::read_to_string(path).map_err(io(path))?;
    let puzzles = parse_puzzles(&text).map_err(|source| PuzzlesError::Puzzle {
        path: path.to_path_buf(),
        source,
    })?;
    Ok((text, puzzles))
}

/// Writes `text` to `path` through a temporary file, so a reader never sees half of it.
fn write_atomically(path: &Path, text: &str) -> Result<(), PuzzlesError> {
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = PathBuf::from(temporary);
    std::fs::write(&temporary, text).map_err(io(&temporary))?;
    std::fs::rename(&temporary, path).map_err(io(path))
}

/// Runs one puzzle subcommand, writing its normal output to `out`.
pub fn run(command: PuzzlesCommand, out: &mut dyn Write) -> Result<(), PuzzlesError> {
    match command {
        PuzzlesCommand::Make {
            out: file,
            games,
            first_game,
            max_empties,
            bands,
        } => make(&file, (games, first_game), (max_empties, &bands), out),
        PuzzlesCommand::Check { file, every } => {
            let text = std::fs::read_to_string(&file).map_err(io(&file))?;
            let started = Instant::now();
            let checked = check_text(&text, every)
                .map_err(|source| PuzzlesError::Puzzle { path: file, source })?;
            writeln!(
                out,
                "{checked} puzzles proven in {:.1} s",
                started.elapsed().as_secs_f64()
            )?;
            Ok(())
        }
        PuzzlesCommand::Bands { file } => {
            let (_, puzzles) = read_puzzles(&file)?;
            writeln!(out, "{} puzzles", puzzles.len())?;
            for band in Band::all() {
                let of_band: Vec<&Puzzle> = puzzles
                    .iter()
                    .map(|(_, p)| p)
                    .filter(|p| p.band == band)
                    .collect();
                let kinds = ["win", "draw", "loss"].map(|kind| {
                    of_band
                        .iter()
                        .filter(|p| p.kind().to_string() == kind)
                        .count()
                });
                writeln!(
                    out,
                    "band {band}: {} (win {}, draw {}, loss {})",
                    of_band.len(),
                    kinds[0],
                    kinds[1],
                    kinds[2]
                )?;
            }
            Ok(())
        }
        PuzzlesCommand::Schedule { puzzles, schedule } => {
            let (_, found) = read_puzzles(&puzzles)?;
            let mut days = match std::fs::read_to_string(&schedule) {
                Ok(text) => Schedule::parse(&text).map_err(|source| PuzzlesError::Schedule {
                    path: schedule.clone(),
                    source,
                })?,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    Schedule::new(parse_date(FIRST_DAY).expect("a valid date"))
                }
                Err(e) => return Err(io(&schedule)(e)),
            };
            let before = days.keys.len();
            let keys: Vec<String> = found.iter().map(|(_, p)| p.key()).collect();
            days.extend(keys.iter().map(String::as_str));
            write_atomically(&schedule, &days.to_string())?;
            writeln!(
                out,
                "{} days listed ({} added)",
                days.keys.len(),
                days.keys.len() - before
            )?;
            Ok(())
        }
    }
}

/// The file that keeps the next game's seed beside the puzzle file.
fn next_file(file: &Path) -> PathBuf {
    let mut name = file.as_os_str().to_owned();
    name.push(".next");
    PathBuf::from(name)
}

/// A band as the command line names it: a probe depth (`1` … `10`) or `deep`.
fn parse_band(text: &str) -> Result<Band, String> {
    text.parse::<Band>()
        .map_err(|()| format!("`{text}` is not a band (1, 2, 4, 6, 8, 10 or deep)"))
}

fn make(
    file: &Path,
    (games, first_game): (Option<u64>, u64),
    (max_empties, bands): (u32, &[Band]),
    out: &mut dyn Write,
) -> Result<(), PuzzlesError> {
    let next_path = next_file(file);
    let mut known: HashSet<String> = HashSet::new();
    let mut next = first_game;
    match std::fs::read_to_string(file) {
        Ok(mut text) => {
            // A line cut short by a stop is dropped before appending.
            if !text.is_empty() && !text.ends_with('\n') {
                text.truncate(text.rfind('\n').map_or(0, |i| i + 1));
                std::fs::write(file, &text).map_err(io(file))?;
            }
            let puzzles = parse_puzzles(&text).map_err(|source| PuzzlesError::Puzzle {
                path: file.to_path_buf(),
                source,
            })?;
            if let Some(last) = puzzles.iter().filter_map(|(_, p)| p.game).max() {
                next = next.max(last + 1);
            }
            known.extend(puzzles.iter().map(|(_, p)| p.key()));
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            std::fs::write(file, format!("{HEADER}\n")).map_err(io(file))?;
        }
        Err(e) => return Err(io(file)(e)),
    }
    if let Ok(text) = std::fs::read_to_string(&next_path)
        && let Ok(seed) = text.trim().parse::<u64>()
    {
        next = next.max(seed);
    }
    let mut finder = Finder::new();
    let last = games.map_or(u64::MAX, |games| next.saturating_add(games));
    for seed in next..last {
        let started = Instant::now();
        let mut found = String::new();
        let mut count = 0;
        let positions = selfplay_positions(seed, (MIN_EMPTIES, max_empties));
        let tested = positions.len();
        for board in positions {
            let key = super::file::key_of(&board);
            if known.contains(&key)
                || !(bands.is_empty() || bands.contains(&estimated_band(&board)))
            {
                continue;
            }
            if let Some(puzzle) = finder.puzzle(&board, Some(seed)) {
                known.insert(key);
                found += &puzzle.to_string();
                count += 1;
            }
        }
        if !found.is_empty() {
            let mut appender = std::fs::OpenOptions::new()
                .append(true)
                .open(file)
                .map_err(io(file))?;
            appender.write_all(found.as_bytes()).map_err(io(file))?;
            appender.sync_data().map_err(io(file))?;
        }
        write_atomically(&next_path, &format!("{}\n", seed + 1))?;
        writeln!(
            out,
            "game {seed}: {count} puzzles of {tested} positions, {} in all, {:.1} s",
            known.len(),
            started.elapsed().as_secs_f64()
        )?;
        out.flush()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::tests::run_args;
    use crate::obf::parse_obf;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("reversi-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    const FFORUM_1: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

    #[test]
    fn solve_and_analyze_read_the_puzzle_file() {
        let dir = scratch("puzzle-obf");
        let file = dir.join("puzzles.obf");
        let board = parse_obf(FFORUM_1).unwrap().board;
        let puzzle = Finder::new().puzzle(&board, Some(1)).unwrap();
        std::fs::write(&file, format!("{HEADER}\n{puzzle}")).unwrap();
        let path = file.to_str().unwrap();
        let solved = run_args(&["solve", path]).unwrap();
        assert!(solved.starts_with("  1 g8 +18 "), "{solved}");
        assert!(!solved.contains("differs"), "{solved}");
        let analysed = run_args(&["analyze", path, "--depth", "60", "--obf"]).unwrap();
        assert_eq!(analysed.trim(), puzzle.obf().to_string());
        assert_eq!(
            run_args(&["puzzles", "check", path])
                .unwrap()
                .split(" in ")
                .next(),
            Some("1 puzzles proven")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// `puzzles make` of game 5 alone (positions up to 15 empties) into `path`, then `extra`.
    fn make_game_5<'a>(path: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
        let mut args = vec![
            "puzzles",
            "make",
            "--out",
            path,
            "--games",
            "1",
            "--first-game",
            "5",
            "--max-empties",
            "15",
        ];
        args.extend_from_slice(extra);
        args
    }

    #[test]
    fn make_appends_and_resumes() {
        let dir = scratch("puzzle-make");
        let file = dir.join("found.obf");
        let path = file.to_str().unwrap();
        let args = make_game_5(path, &[]);
        let first = run_args(&args).unwrap();
        assert!(first.starts_with("game 5: "), "{first}");
        assert_eq!(
            std::fs::read_to_string(dir.join("found.obf.next")).unwrap(),
            "6\n"
        );
        // A write cut short is dropped, and the next run goes on with the next game.
        let mut text = std::fs::read_to_string(&file).unwrap();
        text += "% puzzle key=";
        std::fs::write(&file, &text).unwrap();
        let second = run_args(&args).unwrap();
        assert!(second.starts_with("game 6: "), "{second}");
        let (_, puzzles) = read_puzzles(&file).unwrap();
        let keys: HashSet<String> = puzzles.iter().map(|(_, p)| p.key()).collect();
        assert_eq!(keys.len(), puzzles.len());
        assert!(puzzles.iter().all(|(_, p)| matches!(p.game, Some(5 | 6))));
        let bands = run_args(&["puzzles", "bands", path]).unwrap();
        assert!(
            bands.starts_with(&format!("{} puzzles\n", puzzles.len())),
            "{bands}"
        );
        assert_eq!(bands.lines().count(), 8, "{bands}");
        let schedule = dir.join("schedule.txt");
        let schedule_path = schedule.to_str().unwrap();
        let scheduled = [
            "puzzles",
            "schedule",
            "--puzzles",
            path,
            "--schedule",
            schedule_path,
        ];
        let out = run_args(&scheduled).unwrap();
        assert_eq!(out, format!("{0} days listed ({0} added)\n", puzzles.len()));
        let out = run_args(&scheduled).unwrap();
        assert_eq!(out, format!("{} days listed (0 added)\n", puzzles.len()));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn make_tests_only_the_bands_asked_for() {
        let dir = scratch("puzzle-bands");
        let file = dir.join("deep.obf");
        let path = file.to_str().unwrap();
        let make = |bands: &str| run_args(&make_game_5(path, &["--bands", bands]));
        let err = make("3").unwrap_err().to_string();
        assert!(err.contains("`3` is not a band"), "{err}");
        let everything = make("1,2,4,6,8,10,deep").unwrap();
        assert!(everything.starts_with("game 5: "), "{everything}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn check_names_the_line_of_a_bad_puzzle() {
        let dir = scratch("puzzle-check");
        let file = dir.join("bad.obf");
        let board = parse_obf(FFORUM_1).unwrap().board;
        let mut puzzle = Finder::new().puzzle(&board, None).unwrap();
        puzzle.values[0].1 += 2;
        let text = format!("{HEADER}\n{puzzle}");
        std::fs::write(&file, text).unwrap();
        let path = file.to_str().unwrap();
        let err = run_args(&["puzzles", "check", path]).unwrap_err();
        assert!(
            err.starts_with(&format!("{path}:3: wrong value: g8 is listed +20")),
            "{err}"
        );
        std::fs::write(&file, "% puzzle key=00\n").unwrap();
        let err = run_args(&["puzzles", "check", path]).unwrap_err();
        assert_eq!(
            err,
            format!("{path}:1: a puzzle is a `% puzzle` tag line followed by its OBF line")
        );
        let err = run_args(&["puzzles", "check", "/nonexistent/p.obf"]).unwrap_err();
        assert!(err.starts_with("/nonexistent/p.obf: "), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
