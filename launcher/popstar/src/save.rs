//! The state of a PopStar game as the host keeps it (saves, undo): the engine's game and
//! the board and score the level began with, so the level-passed panel can still compare
//! the board's score with its par after resuming.
//!
//! Format 4 (SameGame's rules in the engine's game) writes its number, so a version that
//! knows only PopStar refuses the state rather than play a SameGame board by PopStar's
//! rules; states without the number are format 3 and read as PopStar games. Format 5 adds
//! the moves played on the level's board, for the review of the finished board; states
//! without them resume with no review of that board. Format 6 adds whether the finished
//! board's review has been counted (its drops put into the practice deck), so a finished
//! board resumed shows its review again without counting it twice; states without it
//! count it when resumed.

use grid_core::Pos;
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
    /// The moves played on the level's board, `r,c` separated by spaces.
    #[serde(default)]
    level_moves: String,
    /// The finished board's review has been counted.
    #[serde(default)]
    level_reviewed: bool,
}

/// The format this version writes.
pub const FORMAT: u32 = 6;

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
    /// The moves played on the level's board, in order.
    pub line: Vec<Pos>,
    /// Whether the finished board's review has been counted.
    pub reviewed: bool,
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
        level_moves: saved
            .line
            .iter()
            .map(Pos::to_string)
            .collect::<Vec<_>>()
            .join(" "),
        level_reviewed: saved.reviewed,
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
    // A move list that does not read or does not lead to the game's board only loses the
    // board's review.
    let line = popstar::review::parse_moves(&state.level_moves)
        .map_err(|e| log::warn!("popstar: the saved moves do not read: {e}"))
        .ok()
        .filter(|line| leads_to(&start, &state.game, line))
        .unwrap_or_default();
    Ok(Saved {
        game: state.game,
        level_start: (start, state.level_score),
        origin: (state.origin_level.max(1), state.origin_score),
        counts: !state.retried,
        line,
        reviewed: state.level_reviewed,
    })
}

/// Whether `line` played on `start` gives `game`'s board.
fn leads_to(start: &Board, game: &Game, line: &[Pos]) -> bool {
    popstar::review::replay(start, game.rules(), line)
        .is_ok_and(|(boards, _)| boards.last() == Some(game.board()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game after its first move, with its level's first board and that move.
    fn played() -> (Game, Board, Vec<Pos>) {
        let mut game = Game::new(13, popstar::Mode::Classic);
        let start = game.board().clone();
        let at = game.board().groups().remove(0)[0];
        game.pop(at).unwrap();
        (game, start, vec![at])
    }

    fn game() -> Game {
        played().0
    }

    #[test]
    fn the_game_is_kept_as_plain_toml_and_read_back() {
        let (game, start, line) = played();
        let saved = Saved {
            level_start: (start, 0),
            origin: (2, 1000),
            counts: false,
            game,
            line,
            reviewed: true,
        };
        let state = write(&saved).unwrap();
        assert!(
            state.get("game").is_some_and(toml::Value::is_table),
            "{state}"
        );
        assert_eq!(read(state), Ok(saved.clone()));
        let mut wrong = write(&saved).unwrap();
        if let Some(table) = wrong.as_table_mut() {
            table.insert("level_moves".into(), "9,9 x".into());
        }
        let resumed = read(wrong).unwrap();
        assert!(
            resumed.line.is_empty(),
            "moves that do not read are dropped"
        );
        assert_eq!(resumed.game, saved.game);
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
        // Written back, it is the same game in the format of today.
        let again = write(&saved).unwrap();
        assert_eq!(
            again.get("format").and_then(toml::Value::as_integer),
            Some(i64::from(FORMAT))
        );
        assert_eq!(read(again), Ok(saved));
    }

    #[test]
    fn a_save_of_format_5_keeps_the_moves_of_the_level() {
        let text = include_str!("../../launcher/tests/fixtures/saves/popstar-format-5.toml");
        let launcher_kit::persist::envelope::Saved::Game(envelope) =
            launcher_kit::persist::envelope::read(text, "popstar").unwrap()
        else {
            panic!("read as an envelope");
        };
        let saved = read(envelope.state).unwrap();
        assert_eq!(saved.line, [Pos::new(6, 7)]);
        assert!(!saved.reviewed, "format 5 does not say");
        let again = write(&saved).unwrap();
        assert_eq!(
            again.get("level_moves").and_then(toml::Value::as_str),
            Some("6,7")
        );
    }

    #[test]
    fn a_save_of_format_6_says_its_finished_board_was_reviewed() {
        let text = include_str!("../../launcher/tests/fixtures/saves/popstar-format-6.toml");
        let launcher_kit::persist::envelope::Saved::Game(envelope) =
            launcher_kit::persist::envelope::read(text, "popstar").unwrap()
        else {
            panic!("read as an envelope");
        };
        let saved = read(envelope.state).unwrap();
        assert_eq!(saved.game.status(), popstar::Status::Passed);
        assert_eq!(saved.line.len(), 32, "the level's moves lead to its end");
        assert!(saved.reviewed);
        assert_eq!(read(write(&saved).unwrap()), Ok(saved));
    }

    #[test]
    fn a_state_of_a_newer_format_is_refused() {
        let game = game();
        let saved = Saved {
            level_start: (game.board().clone(), 0),
            origin: (1, 0),
            counts: true,
            game,
            line: Vec::new(),
            reviewed: false,
        };
        let mut state = write(&saved).unwrap();
        if let Some(table) = state.as_table_mut() {
            table.insert("format".into(), 7.into());
        }
        assert!(read(state).unwrap_err().contains("format 7"));
    }
}
