//! The state of a PopStar game as the host keeps it (saves, undo): the engine's game and
//! the board and score the level began with, so the level-passed panel can still compare
//! the board's score with its par after resuming.

use popstar::{Board, Game};
use serde::{Deserialize, Serialize};

/// The state.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// The engine's `Game`.
    game: Game,
    /// The level's first board, rows separated by newlines.
    level_board: String,
    /// The score the level began with.
    level_score: u32,
}

/// The state of `game`, whose level began on board `start` with `score` points.
pub fn write(game: &Game, start: &Board, score: u32) -> Result<toml::Value, String> {
    let state = State {
        game: game.clone(),
        level_board: start.to_string(),
        level_score: score,
    };
    toml::Value::try_from(state).map_err(|e| e.to_string())
}

/// The game and the board and score its level began with; a one-line reason when
/// `state` is not one.
pub fn read(state: toml::Value) -> Result<(Game, (Board, u32)), String> {
    let state: State = state
        .try_into()
        .map_err(|e: toml::de::Error| format!("not a PopStar game: {}", e.message()))?;
    let start =
        Board::parse(&state.level_board).map_err(|e| format!("damaged level board: {e}"))?;
    Ok((state.game, (start, state.level_score)))
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
    fn the_game_is_kept_as_plain_toml_and_read_back() {
        let game = game();
        let state = write(&game, game.board(), 0).unwrap();
        assert!(
            state.get("game").is_some_and(toml::Value::is_table),
            "{state}"
        );
        let (back, (start, score)) = read(state).unwrap();
        assert_eq!(back, game);
        assert_eq!((&start, score), (game.board(), 0));
    }

    #[test]
    fn a_save_from_before_the_envelope_still_resumes() {
        let text = include_str!("../../../tests/fixtures/saves/popstar-format-2.toml");
        let crate::persist::envelope::Saved::Earlier(state) =
            crate::persist::envelope::read(text, "popstar").unwrap()
        else {
            panic!("read as an envelope");
        };
        let (game, (_, score)) = read(state).unwrap();
        assert_eq!(score, 0);
        assert!(game.score() > 0);
    }
}
