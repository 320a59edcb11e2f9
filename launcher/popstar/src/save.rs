//! The state of a PopStar game as the host keeps it (saves, undo): the engine's game and
//! the board and score the level began with, so the level-passed panel can still compare
//! the board's score with its par after resuming.
//!
//! Format 4 (SameGame's rules in the engine's game) writes its number, so a version that
//! knows only PopStar refuses the state rather than play a SameGame board by PopStar's
//! rules; states without the number are format 3 and read as PopStar games.

use popstar::{Board, Game};
use serde::{Deserialize, Serialize};

/// The state.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// The state's format ([`FORMAT`]; 3 when missing).
    #[serde(default = "envelope_format")]
    format: u32,
    /// The engine's `Game`.
    game: Game,
    /// The level's first board, rows separated by newlines.
    level_board: String,
    /// The score the level began with.
    level_score: u32,
    /// Where the game started: its level and score (its ID's).
    #[serde(default = "first_level")]
    origin_level: u32,
    /// The score the game started with.
    #[serde(default)]
    origin_score: u32,
    /// A level was retried: the game counts in the statistics only.
    #[serde(default)]
    retried: bool,
}

/// The format this version writes.
pub const FORMAT: u32 = 4;

/// The format of states written without a number (inside format-3 envelopes).
fn envelope_format() -> u32 {
    3
}

/// Where saves from before game IDs started.
fn first_level() -> u32 {
    1
}

/// A saved game: the engine's game, the board and score its level began with, and the
/// level and score the whole game started at.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    /// The engine's game.
    pub game: Game,
    /// The level's first board and score.
    pub level_start: (Board, u32),
    /// The level and score the game started at.
    pub origin: (u32, u32),
    /// Whether the game may enter the high scores.
    pub counts: bool,
}

/// The state of a game.
pub fn write(saved: &Saved) -> Result<toml::Value, String> {
    let state = State {
        format: FORMAT,
        game: saved.game.clone(),
        level_board: saved.level_start.0.to_string(),
        level_score: saved.level_start.1,
        origin_level: saved.origin.0,
        origin_score: saved.origin.1,
        retried: !saved.counts,
    };
    toml::Value::try_from(state).map_err(|e| e.to_string())
}

/// The game a state holds; a one-line reason when `state` is not one.
pub fn read(state: toml::Value) -> Result<Saved, String> {
    let state: State = state.try_into().map_err(|e: toml::de::Error| {
        launcher_kit::tr!("popstar-resume-not-a-game", detail = e.message())
    })?;
    if state.format > FORMAT {
        return Err(launcher_kit::tr!(
            "popstar-resume-not-a-game",
            detail = format!("format {} is newer than {FORMAT}", state.format)
        ));
    }
    let start = Board::parse(&state.level_board).map_err(|e| {
        log::warn!("popstar: the saved level board does not read: {e}");
        launcher_kit::tr!("popstar-resume-bad-board")
    })?;
    Ok(Saved {
        game: state.game,
        level_start: (start, state.level_score),
        origin: (state.origin_level.max(1), state.origin_score),
        counts: !state.retried,
    })
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
        let saved = Saved {
            level_start: (game.board().clone(), 0),
            origin: (2, 1000),
            counts: false,
            game,
        };
        let state = write(&saved).unwrap();
        assert!(
            state.get("game").is_some_and(toml::Value::is_table),
            "{state}"
        );
        assert_eq!(read(state), Ok(saved));
    }

    #[test]
    fn a_save_from_before_the_envelope_still_resumes() {
        let text = include_str!("../../launcher/tests/fixtures/saves/popstar-format-2.toml");
        let launcher_kit::persist::envelope::Saved::Earlier(state) =
            launcher_kit::persist::envelope::read(text, "popstar").unwrap()
        else {
            panic!("read as an envelope");
        };
        let saved = read(state).unwrap();
        assert_eq!(saved.level_start.1, 0);
        assert_eq!(saved.origin, (1, 0), "games before IDs started at level 1");
        assert!(saved.game.score() > 0);
    }

    #[test]
    fn a_samegame_save_of_format_4_resumes_under_its_rules() {
        let text = include_str!("../../launcher/tests/fixtures/saves/popstar-format-4.toml");
        let launcher_kit::persist::envelope::Saved::Game(envelope) =
            launcher_kit::persist::envelope::read(text, "popstar").unwrap()
        else {
            panic!("read as an envelope");
        };
        let saved = read(envelope.state).unwrap();
        let rules = saved.game.rules();
        assert_eq!(rules.to_string(), "sg8x8c3m2");
        assert_eq!(saved.game.board().width(), 8);
        assert_eq!(saved.level_start.0.stars(), 64);
        assert!(saved.game.board().stars() < 64, "a move was played");
        assert_eq!(saved.game.status(), popstar::Status::Playing);
        // Written back, it is the same game in the same format.
        let again = write(&saved).unwrap();
        assert_eq!(
            again.get("format").and_then(toml::Value::as_integer),
            Some(4)
        );
        assert_eq!(read(again), Ok(saved));
    }

    #[test]
    fn a_state_of_a_newer_format_is_refused() {
        let game = game();
        let saved = Saved {
            level_start: (game.board().clone(), 0),
            origin: (1, 0),
            counts: true,
            game,
        };
        let mut state = write(&saved).unwrap();
        if let Some(table) = state.as_table_mut() {
            table.insert("format".into(), 5.into());
        }
        assert!(read(state).unwrap_err().contains("format 5"));
    }
}
