//! The saved form of an unfinished PopStar game: a small TOML file holding the engine's
//! game and the board and score the level began with, so the level-passed panel can still
//! compare the board's score with its par after resuming.

use crate::persist::engine_state;
use popstar::{Board, Game};
use serde::{Deserialize, Serialize};

/// The version of the saved form: 2 holds the game as a TOML table, 1 held it as JSON
/// text (still read); other versions are refused, not guessed at.
const FORMAT: u32 = 2;

/// What the save file holds.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    format: u32,
    /// The engine's `Game`.
    game: toml::Value,
    /// The level's first board, rows separated by newlines.
    level_board: String,
    /// The score the level began with.
    level_score: u32,
}

/// The save text for `game`, whose level began on board `start` with `score` points.
pub fn write(game: &Game, start: &Board, score: u32) -> Result<String, String> {
    let saved = Saved {
        format: FORMAT,
        game: toml::Value::try_from(game).map_err(|e| e.to_string())?,
        level_board: start.to_string(),
        level_score: score,
    };
    toml::to_string(&saved).map_err(|e| e.to_string())
}

/// The game and the board and score its level began with, from a save text; a one-line
/// reason when it is not one.
pub fn read(text: &str) -> Result<(Game, (Board, u32)), String> {
    let saved: Saved = toml::from_str(text).map_err(|e| format!("not a PopStar save: {e}"))?;
    let game: Game = engine_state(saved.format, FORMAT, saved.game)
        .ok_or_else(|| format!("save format {} is not {FORMAT}", saved.format))?
        .map_err(|e| format!("damaged game state: {e}"))?;
    let start =
        Board::parse(&saved.level_board).map_err(|e| format!("damaged level board: {e}"))?;
    Ok((game, (start, saved.level_score)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> Game {
        let mut game = Game::new(13, popstar::Mode::Classic);
        let group = game.board().groups().remove(0);
        game.pop(group[0]).unwrap();
        game
    }

    #[test]
    fn the_game_is_saved_as_plain_toml_and_read_back() {
        let game = game();
        let text = write(&game, game.board(), 0).unwrap();
        assert!(
            text.contains("[game]") && !text.contains("game = \""),
            "{text}"
        );
        let (back, (start, score)) = read(&text).unwrap();
        assert_eq!(back, game);
        assert_eq!((&start, score), (game.board(), 0));
        let newer = text.replace("format = 2", "format = 3");
        assert_eq!(read(&newer).unwrap_err(), "save format 3 is not 2");
    }

    #[test]
    fn a_save_of_the_first_format_still_resumes() {
        let game = game();
        let old = Saved {
            format: 1,
            game: toml::Value::String(serde_json::to_string(&game).unwrap()),
            level_board: game.board().to_string(),
            level_score: 0,
        };
        let (back, _) = read(&toml::to_string(&old).unwrap()).unwrap();
        assert_eq!(back, game);
    }
}
