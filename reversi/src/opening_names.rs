//! The names of the best-known openings, written for the project, with their usual lines
//! from the standard start and the first move f5. A game opened with one of the other three
//! first moves (e6, c4, d3) is the same opening turned: it is turned back before the lines
//! are compared.

use crate::square::Square;

/// The named lines, from f5. A longer line that extends a shorter one is the more
/// specific name.
const LINES: &[(&str, &str)] = &[
    ("Parallel opening", "f5f4"),
    ("Diagonal opening", "f5f6"),
    ("Perpendicular opening", "f5d6"),
    ("Tiger", "f5d6c3d3c4"),
    ("Aubrey", "f5d6c3d3c4b3"),
    ("Cow", "f5d6c5"),
    ("Rose", "f5d6c5f4e3c6d3f6e6d7"),
    ("Buffalo", "f5f6e6f4c3"),
    ("Heath", "f5f6e6f4g5"),
];

/// A symmetry of the board: `(row, col)` to `(row, col)`.
type Turn = fn(usize, usize) -> (usize, usize);

/// The symmetry of the board that takes a game's first move to f5 (the start position
/// stays as it is under each of them).
fn to_f5(first: Square) -> Option<Turn> {
    match first.to_string().as_str() {
        "f5" => Some(|r, c| (r, c)),
        "e6" => Some(|r, c| (c, r)),
        "c4" => Some(|r, c| (7 - r, 7 - c)),
        "d3" => Some(|r, c| (7 - c, 7 - r)),
        _ => None,
    }
}

/// The name of the opening `moves` (from the standard start, passes left out) follow:
/// the longest named line the game has played so far, if any.
pub fn name(moves: &[Square]) -> Option<&'static str> {
    let turn = to_f5(*moves.first()?)?;
    let line: String = moves
        .iter()
        .map(|sq| {
            let (r, c) = turn(sq.row(), sq.col());
            Square::at(r, c).map_or_else(String::new, |s| s.to_string())
        })
        .collect();
    LINES
        .iter()
        .filter(|(_, named)| line.starts_with(named))
        .max_by_key(|(_, named)| named.len())
        .map(|(name, _)| *name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    fn squares(transcript: &str) -> Vec<Square> {
        transcript
            .as_bytes()
            .chunks(2)
            .map(|c| std::str::from_utf8(c).unwrap().parse().unwrap())
            .collect()
    }

    #[test]
    fn every_named_line_is_a_legal_game() {
        for (name, line) in LINES {
            assert!(Game::from_transcript(line).is_ok(), "{name}: {line}");
        }
    }

    #[test]
    fn the_longest_named_line_played_names_the_opening() {
        assert_eq!(name(&squares("f5d6c3d3c4")), Some("Tiger"));
        assert_eq!(name(&squares("f5d6c3d3c4f4")), Some("Tiger"));
        assert_eq!(name(&squares("f5d6c3d3c4b3")), Some("Aubrey"));
        assert_eq!(name(&squares("f5d6c3")), Some("Perpendicular opening"));
        assert_eq!(name(&squares("f5")), None);
        assert_eq!(name(&[]), None);
    }

    #[test]
    fn the_other_first_moves_are_the_same_openings_turned() {
        for first in ["f5", "e6", "c4", "d3"] {
            let turn = to_f5(first.parse().unwrap()).unwrap();
            // Turning the Tiger back from each first move gives a legal game.
            let tiger = squares("f5d6c3d3c4");
            let turned: Vec<Square> = tiger
                .iter()
                .map(|sq| {
                    // The symmetries are their own inverses.
                    let (r, c) = turn(sq.row(), sq.col());
                    Square::at(r, c).unwrap()
                })
                .collect();
            let text: String = turned.iter().map(|s| s.to_string()).collect();
            assert!(Game::from_transcript(&text).is_ok(), "{first}: {text}");
            assert_eq!(name(&turned), Some("Tiger"), "{first}: {text}");
        }
    }
}
