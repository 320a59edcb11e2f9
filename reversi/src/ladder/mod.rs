//! The ladder of computer levels on one Elo scale: the fitted ratings embedded from
//! `weights/ladder.txt`, the file's format, and each level's fingerprint (which ties a game
//! record to the level definitions that played it). With the `cli` feature: the round
//! robin that measures the ladder (`run`), the per-level losses (`losses`) and their
//! commands.

#[cfg(feature = "cli")]
pub mod cli;
pub mod fit;
#[cfg(feature = "cli")]
pub mod losses;
#[cfg(feature = "cli")]
pub mod run;

use crate::pattern::Fnv;
use crate::search::Level;
use std::fmt::Write as _;

/// One level's fitted rating and its 95 % interval.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The level's name.
    pub name: String,
    /// Its rating.
    pub elo: f64,
    /// The low end of the interval.
    pub low: f64,
    /// The high end of the interval.
    pub high: f64,
    /// The 95 % interval (low, high) of its gap to the level rated before it, the next
    /// weaker (`None` for the weakest).
    pub gap: Option<(f64, f64)>,
}

/// A fitted ladder: the ratings, weakest first, and what they rest on.
#[derive(Clone, Debug, PartialEq)]
pub struct Ratings {
    /// The levels with a rating, weakest first.
    pub levels: Vec<Rating>,
    /// Games the fit rests on.
    pub games: usize,
    /// The anchor: a level and the rating it was given.
    pub anchor: (String, f64),
    /// When the fit was made (as written in the file).
    pub date: String,
}

/// A bad line of a ladder file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct RatingsError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

/// The ladder as fitted and shipped (`weights/ladder.txt`).
pub fn embedded() -> Ratings {
    parse(include_str!("../../weights/ladder.txt")).expect("the shipped ladder file parses")
}

/// Reads a ladder file: `#` comments, `games N`, `anchor NAME ELO`, `date TEXT` and one
/// line a level, weakest first: `NAME ELO LOW HIGH`, and after the first also the 95 %
/// interval of its gap to the level before, `NAME ELO LOW HIGH GAP_LOW GAP_HIGH`.
pub fn parse(text: &str) -> Result<Ratings, RatingsError> {
    let mut ratings = Ratings {
        levels: Vec::new(),
        games: 0,
        anchor: (String::new(), 0.0),
        date: String::new(),
    };
    for (i, line) in text.lines().enumerate() {
        let bad = |problem: &str| RatingsError {
            line: i + 1,
            problem: problem.to_string(),
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let number = |text: &str| -> Result<f64, RatingsError> {
            text.parse::<f64>()
                .ok()
                .filter(|v| v.is_finite())
                .ok_or_else(|| bad(&format!("`{text}` is not a number")))
        };
        match fields.as_slice() {
            ["games", n] => {
                ratings.games = n.parse().map_err(|_| bad("`games` needs a count"))?;
            }
            ["anchor", name, elo] => ratings.anchor = (name.to_string(), number(elo)?),
            ["date", rest @ ..] => ratings.date = rest.join(" "),
            [name, elo, low, high, gap @ ..] => {
                let (elo, low, high) = (number(elo)?, number(low)?, number(high)?);
                if !(low <= elo && elo <= high) {
                    return Err(bad("the rating lies outside its interval"));
                }
                let gap = match gap {
                    [] => None,
                    [gap_low, gap_high] => {
                        let Some(below) = ratings.levels.last() else {
                            return Err(bad("the weakest level has no gap below it"));
                        };
                        let (gap_low, gap_high) = (number(gap_low)?, number(gap_high)?);
                        // The ratings are written rounded: the gap may be 1 off.
                        let gap = elo - below.elo;
                        if !(gap_low - 1.0 <= gap && gap <= gap_high + 1.0) {
                            return Err(bad("the gap lies outside its interval"));
                        }
                        Some((gap_low, gap_high))
                    }
                    _ => return Err(bad(EXPECTED)),
                };
                ratings.levels.push(Rating {
                    name: name.to_string(),
                    elo,
                    low,
                    high,
                    gap,
                });
            }
            _ => return Err(bad(EXPECTED)),
        }
    }
    Ok(ratings)
}

/// What a level's line holds.
const EXPECTED: &str = "expected `NAME ELO LOW HIGH [GAP_LOW GAP_HIGH]`";

/// Writes `ratings` in the format [`parse`] reads.
pub fn write(ratings: &Ratings) -> String {
    let mut out = String::from(
        "# The Reversi ladder: each level's rating on one Elo scale and its 95 % interval,\n\
         # Bradley-Terry maximum likelihood over the ladder's round robin (a draw half a point),\n\
         # intervals from the Fisher information, relative to the anchor. Made by `reversi ladder fit`.\n\
         # NAME ELO LOW HIGH, then the 95 % interval of the gap to the level before\n\
         # (var a + var b - 2 cov(a, b)).\n",
    );
    let (name, elo) = &ratings.anchor;
    let _ = writeln!(out, "date {}", ratings.date);
    let _ = writeln!(out, "games {}", ratings.games);
    let _ = writeln!(out, "anchor {name} {elo:.0}");
    for level in &ratings.levels {
        let _ = write!(
            out,
            "{} {:.0} {:.0} {:.0}",
            level.name, level.elo, level.low, level.high
        );
        if let Some((low, high)) = level.gap {
            let _ = write!(out, " {low:.0} {high:.0}");
        }
        out.push('\n');
    }
    out
}

/// A fingerprint of a level's definition (every setting, the name included), as 16 hex
/// digits: game records carry it so that records of a level since changed are left out of
/// the fit.
pub fn fingerprint(level: &Level) -> String {
    let mut hash = Fnv::new();
    let text = format!(
        "{}|{}|{:?}|{}|{}|{:?}|{}|{}|{}|{}|{}",
        level.name,
        level.depth,
        level.time.map(|t| t.as_millis()),
        level.exact_empties,
        level.noise,
        level.evaluation,
        level.selectivity,
        level.book,
        level.book_loss,
        level.temperature,
        level.one_thread
    );
    hash.write(text.as_bytes());
    format!("{:016x}", hash.finish())
}

/// The ladder's level nearest to `elo` by the embedded ratings (`None` before any fit).
pub fn nearest(elo: f64) -> Option<Level> {
    embedded()
        .levels
        .iter()
        .min_by(|a, b| (a.elo - elo).abs().total_cmp(&(b.elo - elo).abs()))
        .and_then(|rating| Level::by_name(&rating.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_ladder_names_ladder_levels_weakest_first() {
        let ratings = embedded();
        let names = Level::ladder_names();
        let mut last = None;
        for rating in &ratings.levels {
            let place = names.iter().position(|n| *n == rating.name);
            assert!(place > last, "{} out of order or unknown", rating.name);
            last = place;
        }
        assert!(ratings.games > 0);
    }

    #[test]
    fn the_file_reads_back_what_was_written_and_names_bad_lines() {
        let ratings = Ratings {
            levels: vec![
                Rating {
                    name: "novice".into(),
                    elo: 700.0,
                    low: 650.0,
                    high: 750.0,
                    gap: None,
                },
                Rating {
                    name: "medium".into(),
                    elo: 1500.0,
                    low: 1500.0,
                    high: 1500.0,
                    gap: Some((750.0, 850.0)),
                },
            ],
            games: 12,
            anchor: ("medium".into(), 1500.0),
            date: "2026-12-07".into(),
        };
        assert_eq!(parse(&write(&ratings)), Ok(ratings));
        let err = parse("games 3\nnovice 700 800 900\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 2: the rating lies outside its interval"
        );
        let err = parse("novice 7x0 600 900\n").unwrap_err();
        assert_eq!(err.to_string(), "line 1: `7x0` is not a number");
        let err = parse("novice NaN 600 900\n").unwrap_err();
        assert_eq!(err.to_string(), "line 1: `NaN` is not a number");
        assert!(parse("novice 700\n").is_err());
        let err = parse("novice 700 650 750 1 2\n").unwrap_err();
        assert_eq!(
            err.to_string(),
            "line 1: the weakest level has no gap below it"
        );
        let err = parse("novice 700 650 750\nmedium 900 850 950 300 400\n").unwrap_err();
        assert_eq!(err.to_string(), "line 2: the gap lies outside its interval");
        assert!(parse("novice 700 650 750\nmedium 900 850 950 300\n").is_err());
    }

    #[test]
    fn the_readme_table_is_the_embedded_ladder() {
        let readme = include_str!("../../README.md");
        let (_, table) = readme
            .split_once("<!-- ladder table")
            .expect("the README has the ladder table");
        let rows: Vec<Vec<String>> = table
            .lines()
            .skip(3)
            .take_while(|line| line.starts_with('|'))
            .map(|line| {
                line.split('|')
                    .map(|cell| cell.trim().to_string())
                    .collect()
            })
            .collect();
        let ratings = embedded();
        assert_eq!(rows.len(), ratings.levels.len());
        let mut below: Option<f64> = None;
        for (row, level) in rows.iter().zip(&ratings.levels) {
            assert_eq!(row[1], format!("`{}`", level.name));
            assert_eq!(row[2], format!("{:.0}", level.elo));
            assert_eq!(row[3], format!("{:.0}–{:.0}", level.low, level.high));
            let gap = match (below, level.gap) {
                (Some(b), Some((low, high))) => {
                    format!("{:.0} ({low:.0}–{high:.0})", level.elo - b)
                }
                _ => "–".to_string(),
            };
            assert_eq!(row[4], gap, "{}", level.name);
            below = Some(level.elo);
        }
        let games = format!("the fit of {} games", ratings.games);
        assert!(
            readme.contains(&games),
            "the README says what the fit rests on"
        );
    }

    #[test]
    fn the_ladder_file_format_is_pinned() {
        let golden = include_str!("../../tests/golden/ladder.txt");
        let ratings = parse(golden).expect("the golden ladder file parses");
        assert_eq!(write(&ratings), golden);
        assert_eq!(ratings.levels[1].name, "beginner");
        assert_eq!(ratings.levels[0].gap, None);
        assert_eq!(ratings.levels[2].gap, Some((1135.0, 1323.0)));
    }

    #[test]
    fn fingerprints_tell_definitions_apart() {
        let easy = Level::easy();
        assert_eq!(fingerprint(&easy), fingerprint(&Level::easy()));
        let hotter = Level {
            temperature: easy.temperature + 1,
            ..easy.clone()
        };
        assert_ne!(fingerprint(&easy), fingerprint(&hotter));
        assert_eq!(fingerprint(&easy).len(), 16);
    }
}
