//! OBF position lines: 64 characters for a1…h8 (`X`, `O`, `-`), a space, the side to move,
//! then optionally `;` and `MOVE:SCORE;` comments (scores from the mover's view).

use crate::board::{Board, Color};
use crate::square::Square;
use std::fmt;

/// A parsed OBF line: the position and the move scores of its comment, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObfPosition {
    /// The position.
    pub board: Board,
    /// `(move, score)` pairs from the comment, in file order; `None` is a pass (`PA`).
    pub scores: Vec<(Option<Square>, i32)>,
}

impl ObfPosition {
    /// The best score listed in the comment, if any.
    pub fn best_score(&self) -> Option<i32> {
        self.scores.iter().map(|&(_, score)| score).max()
    }
}

/// What is wrong with an OBF line. Columns count from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ObfError {
    /// The board part is shorter than 64 squares.
    #[error("the board has {0} squares, expected 64")]
    TooShort(usize),
    /// A board character that is not `X`, `O` or `-`.
    #[error("column {column}: `{found}` is not a square (X, O or -)")]
    BadSquare {
        /// Column of the character.
        column: usize,
        /// The character.
        found: char,
    },
    /// The side to move is missing or not `X`/`O`.
    #[error("column {column}: expected a space and the side to move (X or O)")]
    BadSide {
        /// Column where the side was expected.
        column: usize,
    },
    /// Text after the side to move that is not a `;` comment.
    #[error("column {column}: expected `;` after the side to move")]
    Trailing {
        /// Column of the unexpected text.
        column: usize,
    },
    /// A comment entry that is not `MOVE:SCORE`.
    #[error("bad move score `{0}` (expected e.g. G8:+18)")]
    BadScore(String),
}

impl fmt::Display for ObfPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", to_obf(&self.board))?;
        if !self.scores.is_empty() {
            f.write_str(";")?;
            for (mv, score) in &self.scores {
                let name = mv.map_or_else(|| "PA".to_string(), |s| s.to_string().to_uppercase());
                write!(f, " {name}:{score:+};")?;
            }
        }
        Ok(())
    }
}

/// The OBF line of a board, without comment (e.g. `…---- X`).
pub fn to_obf(board: &Board) -> String {
    let mut line: String = Square::all()
        .map(|square| board.at(square).map_or('-', Color::letter))
        .collect();
    line.push(' ');
    line.push(board.side().letter());
    line
}

/// Reads one OBF line (with or without comment).
pub fn parse_obf(line: &str) -> Result<ObfPosition, ObfError> {
    let chars: Vec<char> = line.trim_end().chars().collect();
    let mut black = 0u64;
    let mut white = 0u64;
    for index in 0..64 {
        let Some(&c) = chars.get(index) else {
            return Err(ObfError::TooShort(index));
        };
        match c {
            'X' | 'x' | '*' => black |= 1 << index,
            'O' | 'o' => white |= 1 << index,
            '-' | '.' => {}
            found => {
                return Err(ObfError::BadSquare {
                    column: index + 1,
                    found,
                });
            }
        }
    }
    let side = match (chars.get(64), chars.get(65)) {
        (Some(' '), Some('X' | 'x' | '*')) => Color::Black,
        (Some(' '), Some('O' | 'o')) => Color::White,
        _ => return Err(ObfError::BadSide { column: 65 }),
    };
    let rest: String = chars[66..].iter().collect();
    let rest = rest.trim();
    let mut scores = Vec::new();
    if !rest.is_empty() {
        let Some(comment) = rest.strip_prefix(';') else {
            return Err(ObfError::Trailing { column: 67 });
        };
        for entry in comment.split(';').map(str::trim).filter(|e| !e.is_empty()) {
            scores.push(parse_score(entry)?);
        }
    }
    let board = Board::from_discs(black, white, side).expect("each square is read once");
    Ok(ObfPosition { board, scores })
}

fn parse_score(entry: &str) -> Result<(Option<Square>, i32), ObfError> {
    let bad = || ObfError::BadScore(entry.to_string());
    let (mv, score) = entry.split_once(':').ok_or_else(bad)?;
    let mv = mv.trim();
    let mv = if mv.eq_ignore_ascii_case("pa") {
        None
    } else {
        Some(mv.parse::<Square>().map_err(|_| bad())?)
    };
    let score = score.trim().parse::<i32>().map_err(|_| bad())?;
    Ok((mv, score))
}

impl TryFrom<String> for Board {
    type Error = ObfError;
    fn try_from(line: String) -> Result<Self, Self::Error> {
        parse_obf(&line).map(|position| position.board)
    }
}

impl From<Board> for String {
    fn from(board: Board) -> String {
        to_obf(&board)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIRST: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6;";

    #[test]
    fn parses_fforum_line() {
        let position = parse_obf(FIRST).unwrap();
        assert_eq!(position.board.side(), Color::Black);
        assert_eq!(position.board.empties(), 14);
        assert_eq!(position.board.at("c1".parse().unwrap()), Some(Color::Black));
        assert_eq!(position.board.at("a1".parse().unwrap()), None);
        assert_eq!(position.scores[0], (Some("g8".parse().unwrap()), 18));
        assert_eq!(position.best_score(), Some(18));
        assert_eq!(
            position.to_string(),
            "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; H7:+6;"
        );
    }

    #[test]
    fn round_trips_the_start() {
        let line = to_obf(&Board::start());
        assert_eq!(parse_obf(&line).unwrap().board, Board::start());
        let json = serde_json::to_string(&Board::start()).unwrap();
        assert_eq!(
            serde_json::from_str::<Board>(&json).unwrap(),
            Board::start()
        );
    }

    #[test]
    fn errors_name_the_problem() {
        assert_eq!(parse_obf("XO-"), Err(ObfError::TooShort(3)));
        let mut bad = FIRST.to_string();
        bad.replace_range(5..6, "Z");
        assert_eq!(
            parse_obf(&bad),
            Err(ObfError::BadSquare {
                column: 6,
                found: 'Z'
            })
        );
        assert_eq!(
            parse_obf(&FIRST[..64]),
            Err(ObfError::BadSide { column: 65 })
        );
        assert_eq!(
            parse_obf(&format!("{} X junk", &FIRST[..64])),
            Err(ObfError::Trailing { column: 67 })
        );
        assert_eq!(
            parse_obf(&format!("{} X; Z9:+1;", &FIRST[..64])),
            Err(ObfError::BadScore("Z9:+1".into()))
        );
        assert!(serde_json::from_str::<Board>("\"nonsense\"").is_err());
    }
}
