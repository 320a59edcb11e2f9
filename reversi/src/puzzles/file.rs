//! The puzzle file. Each puzzle is two lines: a tag line
//! `% puzzle key=3f9c0a1b2c3d4e5f band=4 kind=win game=17`, then an OBF line listing every
//! legal move's exact value, best first (`…-- X; C4:+6; D3:+2; A1:-4;`). The answer and
//! its margin follow from the OBF line alone; OBF readers skip the `%` lines, so
//! `reversi solve` and `reversi analyze` read the file as it is. Other `%`/`#` lines and
//! blank lines are comments; unknown tags are ignored, so later tags do not break older
//! readers.

use crate::board::Board;
use crate::obf::{ObfError, ObfPosition, parse_obf, to_obf};
use crate::square::Square;
use std::fmt;
use std::str::FromStr;

/// The first line of a puzzle file written by this version.
pub const HEADER: &str = "% reversi puzzles, format 1: a `% puzzle` tag line, then an OBF line with every legal move's exact value, best first";

/// The start of a puzzle's tag line.
const TAG_LINE: &str = "% puzzle ";

/// Difficulty: the shallowest fixed-depth probe that finds the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Band {
    /// A probe of this many plies (one of [`super::PROBE_DEPTHS`]) finds the answer.
    Depth(u32),
    /// No probe up to the deepest finds it.
    Deep,
}

impl Band {
    /// Every band, easiest first.
    pub fn all() -> impl Iterator<Item = Band> {
        super::PROBE_DEPTHS
            .into_iter()
            .map(Band::Depth)
            .chain(std::iter::once(Band::Deep))
    }
}

impl fmt::Display for Band {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Band::Depth(depth) => write!(f, "{depth}"),
            Band::Deep => f.write_str("deep"),
        }
    }
}

impl FromStr for Band {
    type Err = ();
    fn from_str(text: &str) -> Result<Band, ()> {
        if text == "deep" {
            return Ok(Band::Deep);
        }
        let depth: u32 = text.parse().map_err(|_| ())?;
        super::PROBE_DEPTHS
            .contains(&depth)
            .then_some(Band::Depth(depth))
            .ok_or(())
    }
}

/// What the answer achieves with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The answer wins.
    Win,
    /// The answer draws.
    Draw,
    /// Every move loses; the answer loses least.
    Loss,
}

impl Kind {
    /// The kind of a puzzle whose answer scores `best`.
    pub fn of(best: i32) -> Kind {
        match best.signum() {
            1 => Kind::Win,
            0 => Kind::Draw,
            _ => Kind::Loss,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Win => "win",
            Kind::Draw => "draw",
            Kind::Loss => "loss",
        })
    }
}

/// One puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The position; the side to move solves it.
    pub board: Board,
    /// Every legal move with its exact final disc difference for the side to move, best
    /// first.
    pub values: Vec<(Square, i32)>,
    /// Its difficulty.
    pub band: Band,
    /// The self-play game it comes from, if known.
    pub game: Option<u64>,
}

impl Puzzle {
    /// A short name that stays with the position: 16 hex digits hashed from its OBF text.
    pub fn key(&self) -> String {
        key_of(&self.board)
    }

    /// The one move that keeps the best result.
    pub fn answer(&self) -> Option<Square> {
        self.values.first().map(|&(square, _)| square)
    }

    /// The best move's exact result.
    pub fn best(&self) -> i32 {
        self.values.first().map_or(0, |&(_, value)| value)
    }

    /// What the answer achieves.
    pub fn kind(&self) -> Kind {
        Kind::of(self.best())
    }

    /// The least any other move loses against the answer.
    pub fn margin(&self) -> Option<i32> {
        self.values.get(1).map(|&(_, second)| self.best() - second)
    }

    /// The OBF line with every move's value.
    pub fn obf(&self) -> ObfPosition {
        ObfPosition {
            board: self.board,
            scores: self.values.iter().map(|&(s, v)| (Some(s), v)).collect(),
        }
    }
}

/// The key of a position: FNV-1a over its OBF text, as 16 hex digits.
pub fn key_of(board: &Board) -> String {
    let hash = to_obf(board)
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        });
    format!("{hash:016x}")
}

impl fmt::Display for Puzzle {
    /// The tag line and the OBF line, each ended by a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{TAG_LINE}key={} band={} kind={}",
            self.key(),
            self.band,
            self.kind()
        )?;
        if let Some(game) = self.game {
            write!(f, " game={game}")?;
        }
        writeln!(f)?;
        writeln!(f, "{}", self.obf())
    }
}

/// What is wrong with a puzzle file, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct PuzzleError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub problem: Problem,
}

/// What is wrong with one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Problem {
    /// The OBF line does not read.
    #[error("{0}")]
    Obf(ObfError),
    /// A tag line without its OBF line, or an OBF line without its tag line.
    #[error("a puzzle is a `% puzzle` tag line followed by its OBF line")]
    Unpaired,
    /// A tag that is missing or does not read.
    #[error("tag `{0}` is missing or wrong")]
    Tag(&'static str),
    /// The key does not belong to the position.
    #[error("key {listed} does not match the position (its key is {actual})")]
    Key {
        /// The key in the file.
        listed: String,
        /// The position's key.
        actual: String,
    },
    /// The kind does not match the best value.
    #[error("kind {listed} does not match the best value {best:+}")]
    Kind {
        /// The kind in the file.
        listed: String,
        /// The best listed value.
        best: i32,
    },
    /// A pass listed as a move.
    #[error("a puzzle lists no pass")]
    Pass,
    /// A position no game can reach.
    #[error("illegal position: {0}")]
    Illegal(&'static str),
    /// A listed move that is not legal, or a legal move left out.
    #[error("the listed moves are not the legal moves ({0})")]
    Moves(String),
    /// Too few moves to choose from.
    #[error("{0} legal moves, a puzzle needs at least {min}", min = super::MIN_MOVES)]
    FewMoves(usize),
    /// Too many empties to be solved exactly.
    #[error("{0} empties, a puzzle has at most {max}", max = super::MAX_EMPTIES)]
    Empties(u32),
    /// The moves are not listed best first.
    #[error("the moves are not listed best first")]
    Order,
    /// Another move keeps the best result too, or loses less than the margin.
    #[error("not unique: {square} {value:+} is within {margin} discs of the answer {best:+}", margin = super::MARGIN)]
    NotUnique {
        /// The other move.
        square: Square,
        /// Its value.
        value: i32,
        /// The answer's value.
        best: i32,
    },
    /// A listed value that the solver does not confirm.
    #[error("wrong value: {square} is listed {listed:+}, its exact value is {exact:+}")]
    Wrong {
        /// The move.
        square: Square,
        /// The value in the file.
        listed: i32,
        /// The solved value.
        exact: i32,
    },
    /// The band listed is not what the probes find.
    #[error("band {listed} is listed, the probes give {actual}")]
    Band {
        /// The band in the file.
        listed: Band,
        /// The band the probes give.
        actual: Band,
    },
}

/// Reads a puzzle file; each puzzle with the line number of its OBF line. Only the format is
/// checked here ([`super::check::shape`] checks the rules, [`super::check::prove`] the values).
pub fn parse_puzzles(text: &str) -> Result<Vec<(usize, Puzzle)>, PuzzleError> {
    let mut puzzles = Vec::new();
    let mut pending: Option<(usize, &str)> = None;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let fail = |problem| PuzzleError { line, problem };
        if let Some(tags) = raw.strip_prefix(TAG_LINE) {
            if pending.is_some() {
                return Err(fail(Problem::Unpaired));
            }
            pending = Some((line, tags));
            continue;
        }
        if raw.trim().is_empty() || raw.starts_with('%') || raw.starts_with('#') {
            continue;
        }
        let Some((_, tags)) = pending.take() else {
            return Err(fail(Problem::Unpaired));
        };
        let position = parse_obf(raw).map_err(|e| fail(Problem::Obf(e)))?;
        let puzzle = from_parts(tags, position).map_err(fail)?;
        puzzles.push((line, puzzle));
    }
    match pending {
        Some((line, _)) => Err(PuzzleError {
            line,
            problem: Problem::Unpaired,
        }),
        None => Ok(puzzles),
    }
}

/// A puzzle from its tags and OBF line; the key and kind must agree with the position.
fn from_parts(tags: &str, position: ObfPosition) -> Result<Puzzle, Problem> {
    let tag = |name: &'static str| {
        tags.split_whitespace()
            .filter_map(|pair| pair.split_once('='))
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value)
    };
    let values = position
        .scores
        .iter()
        .map(|&(square, value)| square.map(|s| (s, value)).ok_or(Problem::Pass))
        .collect::<Result<Vec<_>, _>>()?;
    let band = tag("band")
        .and_then(|b| b.parse().ok())
        .ok_or(Problem::Tag("band"))?;
    let game = match tag("game") {
        Some(text) => Some(text.parse().map_err(|_| Problem::Tag("game"))?),
        None => None,
    };
    let puzzle = Puzzle {
        board: position.board,
        values,
        band,
        game,
    };
    let listed = tag("key").ok_or(Problem::Tag("key"))?;
    if listed != puzzle.key() {
        return Err(Problem::Key {
            listed: listed.to_string(),
            actual: puzzle.key(),
        });
    }
    let kind = tag("kind").ok_or(Problem::Tag("kind"))?;
    if kind != puzzle.kind().to_string() {
        return Err(Problem::Kind {
            listed: kind.to_string(),
            best: puzzle.best(),
        });
    }
    Ok(puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// FForum position 1 with values in the file's format (not a puzzle by the rules).
    pub(crate) fn sample() -> Puzzle {
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6;";
        let position = parse_obf(line).unwrap();
        Puzzle {
            board: position.board,
            values: position
                .scores
                .iter()
                .map(|&(s, v)| (s.unwrap(), v))
                .collect(),
            band: Band::Depth(4),
            game: Some(17),
        }
    }

    #[test]
    fn a_puzzle_round_trips_and_reads_as_obf() {
        let puzzle = sample();
        let text = format!("{HEADER}\n{puzzle}");
        let read = parse_puzzles(&text).unwrap();
        assert_eq!(read, vec![(3, puzzle.clone())]);
        assert_eq!(puzzle.answer(), Some("g8".parse().unwrap()));
        assert_eq!(puzzle.margin(), Some(6));
        assert_eq!(puzzle.kind(), Kind::Win);
        let obf_line = text.lines().nth(2).unwrap();
        assert_eq!(parse_obf(obf_line).unwrap().best_score(), Some(18));
    }

    #[test]
    fn bands_read_back() {
        for band in Band::all() {
            assert_eq!(band.to_string().parse(), Ok(band));
        }
        assert!("3".parse::<Band>().is_err());
        assert!("".parse::<Band>().is_err());
    }

    #[test]
    fn bad_files_name_the_line() {
        let good = sample().to_string();
        let (tags, obf) = good.split_once('\n').unwrap();
        let err = |text: &str| parse_puzzles(text).unwrap_err();
        assert_eq!(err(obf).line, 1);
        assert_eq!(err(obf).problem, Problem::Unpaired);
        assert_eq!(err(&format!("{tags}\n")).problem, Problem::Unpaired);
        assert_eq!(
            err(&format!("{tags}\n{tags}\n{obf}")).problem,
            Problem::Unpaired
        );
        let wrong_key = good.replacen("key=", "key=0", 1);
        assert!(matches!(err(&wrong_key).problem, Problem::Key { .. }));
        let wrong_kind = good.replace("kind=win", "kind=loss");
        assert!(matches!(err(&wrong_kind).problem, Problem::Kind { .. }));
        let no_band = good.replace("band=4", "band=3");
        assert_eq!(err(&no_band).problem, Problem::Tag("band"));
        let short = good.replace("--XXXXX--", "--");
        assert_eq!(err(&short).line, 2);
        assert!(matches!(err(&short).problem, Problem::Obf(_)));
        let pass = good.replace("H7:+6;", "PA:+6;");
        assert_eq!(err(&pass).problem, Problem::Pass);
        assert_eq!(
            err(&good.replace("game=17", "game=x")).problem,
            Problem::Tag("game")
        );
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
            let _ = parse_puzzles(&String::from_utf8_lossy(&bytes));
        }

        #[test]
        fn mutated_files_never_panic(at in 0usize..200, byte in any::<u8>()) {
            let mut bytes = sample().to_string().into_bytes();
            let at = at % bytes.len();
            bytes[at] = byte;
            let _ = parse_puzzles(&String::from_utf8_lossy(&bytes));
        }
    }
}
