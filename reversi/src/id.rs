//! Game IDs: `reversi:s:f5d6c3:5eed` fixes a game — its start position (`s` the standard
//! one with Black to move, `w` the same with White to move, or 64 squares `-XO` and the
//! side to move as in OBF), the moves played from it (`-` for none) and the seed of the
//! computer's choices, in hexadecimal.

use crate::board::{Board, Color};
use crate::game::Game;
use crate::obf;
use grid_core::game_id::{self, IdError};
use std::fmt;
use std::str::FromStr;

/// The game's name in its IDs.
pub const GAME: &str = "reversi";

/// What a Reversi game ID fixes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameId {
    /// The position and the moves made from it.
    pub game: Game,
    /// The seed of the computer's random choices.
    pub seed: u64,
}

/// The standard start with White to move first (a house rule some players use).
pub fn white_first_start() -> Board {
    Board::start().with_side(Color::White)
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.game.start();
        write!(f, "{GAME}:")?;
        if start == Board::start() {
            write!(f, "s")?;
        } else if start == white_first_start() {
            write!(f, "w")?;
        } else {
            write!(f, "{}", obf::to_obf(&start).replace(' ', ""))?;
        }
        let moves = self.game.transcript();
        let moves = if moves.is_empty() { "-" } else { &moves };
        write!(f, ":{moves}:{}", game_id::seed_text(self.seed))
    }
}

impl FromStr for GameId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<GameId, IdError> {
        let parts = game_id::parts(text, GAME, 3)?;
        let start = match parts[0] {
            "s" => Board::start(),
            "w" => white_first_start(),
            squares if squares.len() == 65 && squares.is_ascii() => {
                let (board, side) = squares.split_at(64);
                obf::parse_obf(&format!("{board} {side}"))
                    .map_err(|e| IdError::new(format!("the start position: {e}")))?
                    .board
            }
            other => {
                return Err(IdError::new(format!(
                    "the start {other:?} is neither s, w nor 64 squares and a side"
                )));
            }
        };
        if start.is_game_over() {
            return Err(IdError::new("neither side can move in the start position"));
        }
        let mut game = Game::from_board(start);
        if parts[1] != "-" {
            game.play_transcript(parts[1])
                .map_err(|e| IdError::new(e.to_string()))?;
        }
        let seed = game_id::parse_seed(parts[2])?;
        Ok(GameId { game, seed })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        let id: GameId = "reversi:s:f5d6c3:5eed".parse().unwrap();
        assert_eq!(id.game.transcript(), "f5d6c3");
        assert_eq!(id.seed, 0x5eed);
        assert_eq!(id.to_string(), "reversi:s:f5d6c3:5eed");

        let white: GameId = "reversi:w:-:1".parse().unwrap();
        assert_eq!(white.game.board().side(), Color::White);
        assert_eq!(white.to_string(), "reversi:w:-:1");

        let set_up = Game::from_board(Board::from_discs(0b111, 0b1000, Color::Black).unwrap());
        let id = GameId {
            game: set_up,
            seed: 9,
        };
        let text = id.to_string();
        assert_eq!(text.parse(), Ok(id), "{text}");
    }

    #[test]
    fn impossible_games_are_named() {
        let why = |t: &str| t.parse::<GameId>().unwrap_err().0;
        assert!(why("reversi:s:a1:1").contains("illegal"));
        assert!(why("reversi:q:-:1").contains("start"));
        assert!(why("reversi:s:zz:1").contains("not a square"));
        let full = format!("reversi:{}X:-:1", "X".repeat(64));
        assert!(why(&full).contains("neither side"));
        let bad_square = format!("reversi:{}X:-:1", "Q".repeat(64));
        assert!(why(&bad_square).contains("start position"));
    }
}
