//! Level files: TOML with the board drawn as text. Reading checks everything a level needs
//! to be played and names the line of each problem; writing gives the canonical form,
//! which reads back to the same level.
//!
//! ```toml
//! name = "Jelly heart"
//! kinds = 5
//! moves = 22          # or: seconds = 90
//! stars = [4000, 7000, 12000]
//! goals = [
//!     { type = "jelly" },
//!     { type = "collect", kind = 2, count = 15 },
//! ]
//! board = """
//! -..-..-
//! .jj.jj.
//! .jjjjj.
//! -.jjj.-
//! --.j.--
//! """
//! ```
//!
//! Board letters: `-` hole, `.` cell, `j` jelly, `J` double jelly, `b` blocker, `B`
//! blocker needing two hits. Goals: `score` (`points`), `collect` (`kind`, `count`),
//! `jelly`, `blockers`.

use super::{Goal, Level, Limit};
use crate::board::{BoardConfig, KINDS_RANGE, SIDE_RANGE};
use crate::game::{Game, MAX_SHAPED_TRIES};
use crate::level::play::level_settings;
use crate::terrain::{Terrain, blocker_hits, jelly_layers};
use grid_core::ParseError;
use serde::Deserialize;
use toml::Spanned;

/// A problem with a level and, when it comes from a file, the file's line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{problem}", line.map(|l| format!("line {l}: ")).unwrap_or_default())]
pub struct LevelError {
    /// The line of the file (from 1), when known.
    pub line: Option<usize>,
    /// What is wrong.
    pub problem: Problem,
}

/// What can be wrong with a level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// Not TOML, a missing or unknown key, or a value of the wrong type.
    #[error("{0}")]
    Toml(String),
    /// The board has no rows.
    #[error("the board is empty")]
    EmptyBoard,
    /// A board row of another length than the first.
    #[error("board row has {found} cells, but the first row has {expected}")]
    Ragged {
        /// Cells in the first row.
        expected: usize,
        /// Cells in this row.
        found: usize,
    },
    /// A board letter that names no cell.
    #[error("column {column}: unknown cell letter {letter:?} (use - . j J b B)")]
    UnknownCell {
        /// Column in the row, from 1.
        column: usize,
        /// The letter.
        letter: char,
    },
    /// Too big or too small a board.
    #[error("the board is {width}x{height}; each side must be 5-12")]
    Size {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
    /// Kinds outside 4–8.
    #[error("kinds {0} is outside 4-8")]
    Kinds(u8),
    /// Neither or both of `moves` and `seconds`, or a zero limit.
    #[error("give either moves or seconds (more than 0), not both")]
    Limit,
    /// No goal.
    #[error("a level needs at least one goal")]
    NoGoals,
    /// A collect goal for a kind the level does not have.
    #[error("goal {goal}: collects kind {kind}, but the level has kinds 1-{kinds}")]
    CollectKind {
        /// Goal number, from 1.
        goal: usize,
        /// The kind asked for.
        kind: u8,
        /// The level's kinds.
        kinds: u8,
    },
    /// A goal that asks for nothing (zero points or pieces, or no jelly or blockers).
    #[error("goal {goal}: asks for nothing (no {what} to clear or a count of 0)")]
    EmptyGoal {
        /// Goal number, from 1.
        goal: usize,
        /// What is missing.
        what: &'static str,
    },
    /// Star thresholds not rising, or more than three.
    #[error("stars must be up to three rising scores")]
    Stars,
    /// A given board whose pieces do not sit exactly on the cells that hold pieces.
    #[error("the board's pieces do not fit the level's holes and blockers")]
    BoardMismatch,
    /// No start board with a move fits the shape.
    #[error("no start board with a possible move fits this shape ({0} tries)")]
    NoStartBoard(u32),
}

impl Problem {
    fn at(self, line: Option<usize>) -> LevelError {
        LevelError {
            line,
            problem: self,
        }
    }
}

/// The file as written, with the places of its values.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLevel {
    name: String,
    kinds: Spanned<u8>,
    moves: Option<Spanned<u32>>,
    seconds: Option<Spanned<u32>>,
    #[serde(default)]
    stars: Option<Spanned<Vec<u64>>>,
    goals: Spanned<Vec<Spanned<Goal>>>,
    board: Spanned<String>,
}

/// The line (from 1) of byte `offset` of `text`.
fn line_of(text: &str, offset: usize) -> usize {
    text.get(..offset)
        .map_or(1, |t| t.matches('\n').count() + 1)
}

impl Level {
    /// Reads a level file's text and checks the level ([`Level::check`]); errors name the
    /// line.
    pub fn parse(text: &str) -> Result<Level, LevelError> {
        let raw: RawLevel = toml::from_str(text).map_err(|e| {
            let line = e.span().map(|s| line_of(text, s.start));
            Problem::Toml(e.message().trim().replace('\n', " ")).at(line)
        })?;
        let line = |span: std::ops::Range<usize>| Some(line_of(text, span.start));
        let board_line = {
            let start = raw.board.span().start;
            let after_quotes = text.get(start + 3..).unwrap_or("");
            let skip = after_quotes.starts_with('\n') || after_quotes.starts_with("\r\n");
            line_of(text, start) + usize::from(skip)
        };
        let terrain = Terrain::parse(raw.board.get_ref()).map_err(|e| match e {
            ParseError::Empty => Problem::EmptyBoard.at(Some(board_line)),
            ParseError::Ragged {
                line,
                expected,
                found,
            } => Problem::Ragged { expected, found }.at(Some(board_line + line - 1)),
            ParseError::UnknownChar { line, column, ch } => {
                Problem::UnknownCell { column, letter: ch }.at(Some(board_line + line - 1))
            }
        })?;
        let limit = match (&raw.moves, &raw.seconds) {
            (Some(m), None) if *m.get_ref() > 0 => Limit::Moves(*m.get_ref()),
            (None, Some(s)) if *s.get_ref() > 0 => Limit::Seconds(*s.get_ref()),
            (Some(v), _) | (None, Some(v)) => return Err(Problem::Limit.at(line(v.span()))),
            (None, None) => return Err(Problem::Limit.at(None)),
        };
        let level = Level {
            name: raw.name,
            kinds: *raw.kinds.get_ref(),
            limit,
            goals: raw.goals.get_ref().iter().map(|g| *g.get_ref()).collect(),
            stars: raw
                .stars
                .as_ref()
                .map(|s| s.get_ref().clone())
                .unwrap_or_default(),
            terrain,
        };
        level.check().map_err(|problem| {
            let at = match &problem {
                Problem::Kinds(_) => line(raw.kinds.span()),
                Problem::NoGoals => line(raw.goals.span()),
                Problem::CollectKind { goal, .. } | Problem::EmptyGoal { goal, .. } => raw
                    .goals
                    .get_ref()
                    .get(goal - 1)
                    .and_then(|g| line(g.span())),
                Problem::Stars => raw.stars.as_ref().and_then(|s| line(s.span())),
                _ => Some(board_line),
            };
            problem.at(at)
        })?;
        Ok(level)
    }

    /// Checks that the level can be played: board size, kinds, limit, goals that fit the
    /// board and its kinds, stars, and a start board with a move for its shape.
    pub fn check(&self) -> Result<(), Problem> {
        let (width, height) = (self.terrain.width(), self.terrain.height());
        if !SIDE_RANGE.contains(&width) || !SIDE_RANGE.contains(&height) {
            return Err(Problem::Size { width, height });
        }
        if !KINDS_RANGE.contains(&self.kinds) {
            return Err(Problem::Kinds(self.kinds));
        }
        if matches!(self.limit, Limit::Moves(0) | Limit::Seconds(0)) {
            return Err(Problem::Limit);
        }
        if self.goals.is_empty() {
            return Err(Problem::NoGoals);
        }
        for (i, goal) in self.goals.iter().enumerate() {
            let goal_no = i + 1;
            let empty = |what| {
                Err(Problem::EmptyGoal {
                    goal: goal_no,
                    what,
                })
            };
            match *goal {
                Goal::Collect { kind, .. } if kind == 0 || kind > self.kinds => {
                    return Err(Problem::CollectKind {
                        goal: goal_no,
                        kind,
                        kinds: self.kinds,
                    });
                }
                Goal::Collect { count: 0, .. } => return empty("pieces"),
                Goal::Score { points: 0 } => return empty("points"),
                Goal::Jelly if jelly_layers(&self.terrain) == 0 => return empty("jelly"),
                Goal::Blockers if blocker_hits(&self.terrain) == 0 => return empty("blockers"),
                _ => {}
            }
        }
        if self.stars.len() > 3 || self.stars.windows(2).any(|w| w[0] >= w[1]) {
            return Err(Problem::Stars);
        }
        let config = BoardConfig::new(width, height, self.kinds)
            .map_err(|_| Problem::Size { width, height })?;
        let settings = level_settings(config);
        if Game::shaped(settings, self.terrain.clone(), 0).is_none() {
            return Err(Problem::NoStartBoard(MAX_SHAPED_TRIES));
        }
        Ok(())
    }

    /// The level file's canonical text; [`Level::parse`] reads it back to this level.
    pub fn to_toml(&self) -> String {
        let name = toml::Value::String(self.name.clone());
        let mut out = format!("name = {name}\nkinds = {}\n", self.kinds);
        out += &match self.limit {
            Limit::Moves(n) => format!("moves = {n}\n"),
            Limit::Seconds(n) => format!("seconds = {n}\n"),
        };
        if !self.stars.is_empty() {
            let stars: Vec<String> = self.stars.iter().map(u64::to_string).collect();
            out += &format!("stars = [{}]\n", stars.join(", "));
        }
        out += "goals = [\n";
        for goal in &self.goals {
            let fields = match *goal {
                Goal::Score { points } => format!("\"score\", points = {points}"),
                Goal::Collect { kind, count } => {
                    format!("\"collect\", kind = {kind}, count = {count}")
                }
                Goal::Jelly => "\"jelly\"".into(),
                Goal::Blockers => "\"blockers\"".into(),
            };
            out += &format!("    {{ type = {fields} }},\n");
        }
        out += &format!("]\nboard = \"\"\"\n{}\"\"\"\n", self.terrain.to_text());
        out
    }

    /// Whether the level runs against the clock.
    pub fn is_timed(&self) -> bool {
        matches!(self.limit, Limit::Seconds(_))
    }
}
