//! The saved form of an unfinished game: who plays and the moves as transcripts, so a save
//! is readable and the engine checks every move again when it is resumed.

use crate::persist::ReversiSettings;
use reversi::{Event, Game, Move};
use serde::{Deserialize, Serialize};

/// What a save holds.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    /// The moves played (`f5d6c3…`).
    moves: String,
    /// Moves taken back that can be redone, the next one first.
    #[serde(default)]
    redo: String,
    /// Who plays.
    players: ReversiSettings,
}

/// The game (with its redo list) and the players from a save; a one-line reason if bad.
pub fn read(text: &str) -> Result<(Game, ReversiSettings), String> {
    let saved: Saved = toml::from_str(text).map_err(|e| e.message().to_string())?;
    let played = Game::from_transcript(&saved.moves).map_err(|e| e.to_string())?;
    let mut game = Game::from_transcript(&format!("{}{}", saved.moves, saved.redo))
        .map_err(|e| format!("redo list: {e}"))?;
    let discs = |g: &Game| g.moves().filter(|m| *m != Move::Pass).count();
    for _ in discs(&played)..discs(&game) {
        game.undo();
    }
    let players = ReversiSettings {
        level: saved.players.level.clamp(1, 5),
        ..saved.players
    };
    Ok((game, players))
}

/// The save of `game` played by `players`.
pub fn write(game: &Game, players: ReversiSettings) -> Option<String> {
    let mut ahead = game.clone();
    let mut redo = String::new();
    while let Some(events) = ahead.redo() {
        if let Some(Event::Placed { square, .. }) = events.first() {
            redo.push_str(&square.to_string());
        }
    }
    let saved = Saved {
        moves: game.transcript(),
        redo,
        players,
    };
    toml::to_string(&saved)
        .map_err(|e| log::warn!("reversi: cannot write the save: {e}"))
        .ok()
}
