//! The saved form of an unfinished PopStar game: a small TOML file holding the engine's
//! game as JSON (its random-number state has 64-bit words TOML integers cannot hold) and
//! the board and score the level began with, so the level-passed panel can still compare
//! the board's score with its par after resuming.

use popstar::{Board, Game};
use serde::{Deserialize, Serialize};

/// The version of the saved form; other versions are refused, not guessed at.
const FORMAT: u32 = 1;

/// What the save file holds.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    format: u32,
    /// The engine's `Game` as JSON.
    game: String,
    /// The level's first board, rows separated by newlines.
    level_board: String,
    /// The score the level began with.
    level_score: u32,
}

/// The save text for `game`, whose level began on board `start` with `score` points.
pub fn write(game: &Game, start: &Board, score: u32) -> Result<String, String> {
    let saved = Saved {
        format: FORMAT,
        game: serde_json::to_string(game).map_err(|e| e.to_string())?,
        level_board: start.to_string(),
        level_score: score,
    };
    toml::to_string(&saved).map_err(|e| e.to_string())
}

/// The game and the board and score its level began with, from a save text; a one-line
/// reason when it is not one.
pub fn read(text: &str) -> Result<(Game, (Board, u32)), String> {
    let saved: Saved = toml::from_str(text).map_err(|e| format!("not a PopStar save: {e}"))?;
    if saved.format != FORMAT {
        return Err(format!("save format {} is not {FORMAT}", saved.format));
    }
    let game: Game =
        serde_json::from_str(&saved.game).map_err(|e| format!("damaged game state: {e}"))?;
    let start =
        Board::parse(&saved.level_board).map_err(|e| format!("damaged level board: {e}"))?;
    Ok((game, (start, saved.level_score)))
}
