//! The state of a Reversi game as the host keeps it (saves, undo): who plays and the moves
//! as a transcript, so a save is readable and the engine checks every move again when it
//! is resumed; and the time left on the computer's clock, when it has one.

use super::clock::GameClock;
use super::errors;
use super::settings::ReversiSettings;
use reversi::Game;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

/// The state.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// The start position as an OBF line, when it is not the standard one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<String>,
    /// The moves played (`f5d6c3…`).
    moves: String,
    /// Moves that could be redone, kept by saves from before the host's history; read and
    /// no longer used.
    #[serde(default, skip_serializing, rename = "redo")]
    _redo: IgnoredAny,
    /// Who plays.
    players: ReversiSettings,
    /// The two people's names, Black's and White's, in a two-player game (empty where
    /// nobody typed one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    names: Option<[String; 2]>,
    /// Milliseconds left on the computer's clock, Black's and White's, when it plays to a
    /// time per game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock_ms: Option<[u64; 2]>,
    /// Whether the game counts for the player's rating (so far played straight through).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    rated: bool,
}

/// A kept game: the moves, who plays, and the names of two people playing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    /// The game.
    pub game: Game,
    /// Who plays.
    pub players: ReversiSettings,
    /// Black's and White's names as typed (two-player games; empty where nobody typed
    /// one).
    pub names: Option<[String; 2]>,
    /// The computer's clock, when it plays to a time per game.
    pub clock: Option<GameClock>,
    /// Whether the game counts for the player's rating.
    pub rated: bool,
}

/// The game a state holds; a one-line reason in the current language if it is damaged.
pub fn read(state: toml::Value) -> Result<Kept, String> {
    let state: State = state.try_into().map_err(|e: toml::de::Error| {
        launcher_kit::tr!("reversi-save-damaged", detail = e.message())
    })?;
    let start = match &state.start {
        Some(line) => {
            reversi::obf::parse_obf(line)
                .map_err(|e| launcher_kit::tr!("reversi-save-bad-start", detail = errors::obf(&e)))?
                .board
        }
        None => reversi::Board::start(),
    };
    let mut game = Game::from_board(start);
    game.play_transcript(&state.moves)
        .map_err(|e| errors::move_error(&e))?;
    Ok(Kept {
        game,
        players: state.players,
        names: state.names.map(super::names::typed_names),
        clock: state.clock_ms.map(GameClock::from_millis),
        rated: state.rated,
    })
}

/// The state of a kept game.
pub fn write(kept: &Kept) -> Option<toml::Value> {
    let (game, players) = (&kept.game, kept.players);
    let start = game.start();
    let state = State {
        start: (start != reversi::Board::start()).then(|| reversi::obf::to_obf(&start)),
        moves: game.transcript(),
        _redo: IgnoredAny,
        players,
        names: kept.names.clone(),
        clock_ms: kept.clock.map(|c| c.millis()),
        rated: kept.rated,
    };
    toml::Value::try_from(state)
        .map_err(|e| log::warn!("reversi: cannot keep the game: {e}"))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use launcher_kit::persist::envelope::{self, Saved};

    #[test]
    fn a_save_from_before_the_envelope_still_resumes() {
        let text = include_str!("../../launcher/tests/fixtures/saves/reversi-first.toml");
        let Saved::Earlier(state) = envelope::read(text, "reversi").unwrap() else {
            panic!("read as an envelope");
        };
        let kept = read(state).unwrap();
        assert_eq!(kept.game.transcript(), "f5d6c3d3c4f4");
        // Its level 3 was Medium.
        let medium = crate::levels::LevelChoice::named("medium").unwrap();
        assert_eq!(
            kept.players,
            ReversiSettings {
                level: medium,
                ..ReversiSettings::default()
            }
        );
    }

    #[test]
    fn the_state_round_trips() {
        let kept = Kept {
            game: Game::from_transcript("f5d6c3").unwrap(),
            players: ReversiSettings::default(),
            names: Some(["Ann".into(), "Bob".into()]),
            clock: None,
            rated: false,
        };
        assert_eq!(read(write(&kept).unwrap()), Ok(kept.clone()));

        let mut white_first = Game::from_board(reversi::id::white_first_start());
        white_first.play_transcript("c5").unwrap();
        let kept = Kept {
            game: white_first,
            names: None,
            ..kept
        };
        assert_eq!(read(write(&kept).unwrap()), Ok(kept));
    }

    #[test]
    fn the_computers_clock_and_dialog_choices_round_trip_and_stay_out_when_unused() {
        let kept = Kept {
            game: Game::from_transcript("f5d6c3").unwrap(),
            players: ReversiSettings {
                game_minutes: 5,
                book_loss: 3,
                ..ReversiSettings::default()
            },
            names: None,
            clock: Some(GameClock::from_millis([300_000, 287_450])),
            rated: false,
        };
        let state = write(&kept).unwrap();
        assert_eq!(
            state
                .get("clock_ms")
                .and_then(|c| c.as_array())
                .map(Vec::len),
            Some(2)
        );
        assert_eq!(read(state), Ok(kept));
        // Without them a save reads as saves always did.
        let plain = write(&Kept {
            game: Game::from_transcript("f5").unwrap(),
            players: ReversiSettings::default(),
            names: None,
            clock: None,
            rated: false,
        })
        .unwrap()
        .to_string();
        for key in ["clock_ms", "game_minutes", "book_loss", "rated"] {
            assert!(!plain.contains(key), "{plain}");
        }
    }
}
