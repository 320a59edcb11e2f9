//! Reversi's items of the practice deck: the position before one of the person's moves,
//! every legal move's value in discs (as the review found it), the best line's first
//! moves, what was best and what was played. A practice answer is graded at once against
//! those values.

use launcher_kit::practice::NewItem;
use reversi::obf::{parse_obf, to_obf};
use reversi::{Board, Square};

/// A position of the deck and every legal move's value for the side to move, in discs.
#[derive(Debug, Clone, PartialEq)]
pub struct Position {
    /// The position.
    pub board: Board,
    /// Each legal move and its value, the best first.
    pub values: Vec<(Square, i32)>,
    /// The first moves of the best line, the best move first (empty when not known).
    pub line: Vec<Square>,
}

/// How many moves of the best line an item keeps.
pub const LINE_MOVES: usize = 4;

impl Position {
    /// `board` with the values of its moves (in any order).
    pub fn new(board: Board, mut values: Vec<(Square, i32)>) -> Position {
        values.sort_by_key(|&(square, value)| (std::cmp::Reverse(value), square.to_string()));
        Position {
            board,
            values,
            line: Vec::new(),
        }
    }

    /// The same position with the best line's first moves (at most [`LINE_MOVES`]).
    pub fn with_line(mut self, line: &[Square]) -> Position {
        self.line = line.iter().take(LINE_MOVES).copied().collect();
        self
    }

    /// The moves tied for best.
    pub fn best_moves(&self) -> Vec<Square> {
        let best = self.best().map(|(_, v)| v);
        self.values
            .iter()
            .filter(|(_, v)| Some(*v) == best)
            .map(|(s, _)| *s)
            .collect()
    }

    /// The best move and its value.
    pub fn best(&self) -> Option<(Square, i32)> {
        self.values.first().copied()
    }

    /// Discs lost by playing `square` against the best move; `None` for a move that is not
    /// legal here.
    pub fn loss(&self, square: Square) -> Option<i32> {
        let (_, best) = self.best()?;
        let (_, value) = self.values.iter().find(|(s, _)| *s == square)?;
        Some(best - value)
    }

    /// The deck's item for `played` here, graded "again" from a loss of `threshold` discs.
    pub fn item(&self, played: Square, threshold: i32) -> Option<NewItem> {
        let cost = self.loss(played)?;
        let best = squares(&self.best_moves());
        let values: toml::Table = self
            .values
            .iter()
            .map(|(square, value)| (square.to_string(), toml::Value::Integer(i64::from(*value))))
            .collect();
        let position = to_obf(&self.board);
        let mut payload = toml::Table::new();
        payload.insert("position".into(), toml::Value::String(position.clone()));
        payload.insert("values".into(), toml::Value::Table(values));
        if !self.line.is_empty() {
            payload.insert("line".into(), toml::Value::String(squares(&self.line)));
        }
        Some(NewItem {
            id: position,
            payload: toml::Value::Table(payload),
            best,
            played: played.to_string(),
            cost: f64::from(cost),
            threshold: f64::from(threshold),
        })
    }

    /// The position an item's payload holds; `None` when it is not one.
    pub fn from_payload(payload: &toml::Value) -> Option<Position> {
        let board = parse_obf(payload.get("position")?.as_str()?).ok()?.board;
        let values = payload
            .get("values")?
            .as_table()?
            .iter()
            .map(|(square, value)| {
                let value = i32::try_from(value.as_integer()?).ok()?;
                Some((square.parse().ok()?, value))
            })
            .collect::<Option<Vec<_>>>()?;
        let line = match payload.get("line") {
            Some(line) => line
                .as_str()?
                .split_whitespace()
                .map(|s| s.parse().ok())
                .collect::<Option<Vec<Square>>>()?,
            None => Vec::new(),
        };
        let legal: Vec<Square> = board.moves().collect();
        let all_legal = values.iter().all(|(s, _)| legal.contains(s));
        (all_legal && !values.is_empty()).then(|| Position::new(board, values).with_line(&line))
    }
}

/// Squares as a player reads them: `d3 c4`.
fn squares(squares: &[Square]) -> String {
    squares
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use launcher_kit::practice::Grade;
    use proptest::prelude::*;

    /// Every move of the 100 positions with 24 empties, whose exact values the file lists,
    /// graded through the deck's item as a practice answer.
    #[test]
    fn every_move_of_the_exact_positions_is_graded_by_its_loss() {
        let text = include_str!("../../../reversi/tests/data/exact-24.obf");
        let mut graded = [0; 3];
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let obf = parse_obf(line).expect("an OBF line");
            let values: Vec<(Square, i32)> = obf
                .scores
                .iter()
                .filter_map(|&(square, value)| Some((square?, value)))
                .collect();
            let best = values.iter().map(|&(_, v)| v).max().expect("moves");
            let best_square = values.iter().find(|&&(_, v)| v == best).map(|&(s, _)| s);
            let position = Position::new(obf.board, values.clone())
                .with_line(&[best_square.expect("a best move")]);
            for &(played, value) in &values {
                let item = position.item(played, 6).expect("a legal move");
                let kept = Position::from_payload(&item.payload).expect("the payload reads");
                assert_eq!(kept, position);
                let loss = kept.loss(played).expect("a listed move");
                assert_eq!(f64::from(loss), item.cost);
                let expected = match best - value {
                    0 => Grade::Good,
                    1..6 => Grade::Hard,
                    _ => Grade::Again,
                };
                let grade = Grade::of(f64::from(loss), item.threshold);
                assert_eq!(grade, expected, "{line}: {played}");
                graded[grade as usize] += 1;
            }
        }
        assert!(graded.iter().all(|&n| n > 50), "{graded:?}");
    }

    proptest! {
        #[test]
        fn a_payload_of_random_text_is_read_or_refused_never_a_panic(text in "\\PC{0,200}") {
            if let Ok(value) = toml::from_str::<toml::Value>(&text) {
                let _ = Position::from_payload(&value);
            }
        }
    }
}
