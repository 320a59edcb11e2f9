//! The state of a Reversi game as the host keeps it (saves, undo): who plays and the moves
//! as a transcript, so a save is readable and the engine checks every move again when it
//! is resumed.

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
}

/// The game and the players of a state; a one-line reason if it is damaged.
pub fn read(state: toml::Value) -> Result<(Game, ReversiSettings), String> {
    let state: State = state
        .try_into()
        .map_err(|e: toml::de::Error| format!("not a Reversi game: {}", e.message()))?;
    let start = match &state.start {
        Some(line) => {
            reversi::obf::parse_obf(line)
                .map_err(|e| format!("damaged start position: {e}"))?
                .board
        }
        None => reversi::Board::start(),
    };
    let mut game = Game::from_board(start);
    game.play_transcript(&state.moves)
        .map_err(|e| e.to_string())?;
    let players = ReversiSettings {
        level: state.players.level.clamp(1, super::settings::level_count()),
        ..state.players
    };
    Ok((game, players))
}

/// The state of `game` played by `players`.
pub fn write(game: &Game, players: ReversiSettings) -> Option<toml::Value> {
    let start = game.start();
    let state = State {
        start: (start != reversi::Board::start()).then(|| reversi::obf::to_obf(&start)),
        moves: game.transcript(),
        _redo: IgnoredAny,
        players,
    };
    toml::Value::try_from(state)
        .map_err(|e| log::warn!("reversi: cannot keep the game: {e}"))
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::persist::envelope::{self, Saved};

    #[test]
    fn a_save_from_before_the_envelope_still_resumes() {
        let text = include_str!("../../../tests/fixtures/saves/reversi-first.toml");
        let Saved::Earlier(state) = envelope::read(text, "reversi").unwrap() else {
            panic!("read as an envelope");
        };
        let (game, players) = read(state).unwrap();
        assert_eq!(game.transcript(), "f5d6c3d3c4f4");
        assert_eq!(players, ReversiSettings::default());
    }

    #[test]
    fn the_state_round_trips() {
        let game = Game::from_transcript("f5d6c3").unwrap();
        let players = ReversiSettings::default();
        let (back, who) = read(write(&game, players).unwrap()).unwrap();
        assert_eq!((back, who), (game, players));

        let mut white_first = Game::from_board(reversi::id::white_first_start());
        white_first.play_transcript("c5").unwrap();
        let (back, _) = read(write(&white_first, players).unwrap()).unwrap();
        assert_eq!(back, white_first);
    }
}
