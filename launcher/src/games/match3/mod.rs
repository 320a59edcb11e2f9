//! Match-3 in the window: the scene that shows the `match3` rules engine's game.
//!
//! The engine decides every swap, line, special, fall and refill and reports them as
//! events; the scene plays those events one after another as animations (`play`), draws
//! the board (`board_view`) and the score panel (`hud`), and turns clicks and drags into
//! swaps (`scene`).

mod anim;
mod board_view;
mod hud;
pub mod layout;
mod pieces;
mod play;
mod scene;
#[cfg(test)]
mod tests;

pub use layout::{Layout, layout};
pub use scene::{Ending, Match3Scene, TIME_LIMIT};

use super::{GameKind, GameScene};
use crate::geom::Size;
use crate::persist::{Generation, Match3Mode, Match3Settings, Settings, engine_state};
use ::match3::{BoardConfig, Game, Method, Mode};
use serde::{Deserialize, Serialize};

/// The factory the registry holds for match-3.
pub struct Kind;

impl GameKind for Kind {
    fn new_game(&self, settings: &Settings, seed: u64) -> Box<dyn GameScene> {
        let game = Game::new(engine_settings(&settings.match3), seed);
        log::debug!("match3 new game seed {seed}");
        Box::new(Match3Scene::new(game, None, Size::REFERENCE))
    }

    fn resume(&self, saved: &str, _settings: &Settings) -> Result<Box<dyn GameScene>, String> {
        let (game, time_left, best_chain) = parse_save(saved)?;
        let mut scene = Match3Scene::new(game, time_left, Size::REFERENCE);
        scene.best_chain = best_chain;
        Ok(Box::new(scene))
    }
}

/// The engine's settings for the launcher's match-3 options. Classic is seed 000's game, so
/// it never makes specials (the settings screen shows the switch off in Classic); the chain
/// bonus is the player's choice in both modes.
pub fn engine_settings(s: &Match3Settings) -> ::match3::Settings {
    let board =
        BoardConfig::new(usize::from(s.width), usize::from(s.height), s.kinds).unwrap_or_default();
    ::match3::Settings {
        board,
        method: match s.generation {
            Generation::Constrained => Method::Constrained,
            Generation::Repair => Method::Repair,
        },
        mode: match s.mode {
            Match3Mode::Classic => Mode::Classic,
            Match3Mode::Timed => Mode::Timed,
        },
        specials: s.specials_active(),
        chain_bonus: s.chain_bonus_active(),
    }
}

/// What a save file holds: the engine's game as a TOML table, the clock and the longest
/// chain.
#[derive(Debug, Serialize, Deserialize)]
struct SavedGame {
    /// Format version: 2 holds the game as a table; 1 held it as JSON text.
    version: u32,
    /// Seconds left in a timed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    time_left: Option<f32>,
    /// The longest chain so far (shown in the panel and on the end screen).
    #[serde(default)]
    best_chain: u32,
    /// `match3::Game`.
    game: toml::Value,
}

/// The save format's version.
const SAVE_VERSION: u32 = 2;

/// The TOML of an unfinished game, or `None` (logged) if it cannot be written.
fn save_text(game: &Game, time_left: Option<f32>, best_chain: u32) -> Option<String> {
    let saved = toml::Value::try_from(game).and_then(|game| {
        toml::to_string(&SavedGame {
            version: SAVE_VERSION,
            time_left,
            best_chain,
            game,
        })
    });
    match saved {
        Ok(text) => Some(text),
        Err(e) => {
            log::warn!("match3: cannot save the game: {e}");
            None
        }
    }
}

/// The game, clock and longest chain of a save (this version's or version 1's), or a
/// one-line reason.
fn parse_save(text: &str) -> Result<(Game, Option<f32>, u32), String> {
    let saved: SavedGame = toml::from_str(text).map_err(|e| e.message().to_string())?;
    let game: Game = engine_state(saved.version, SAVE_VERSION, saved.game)
        .ok_or_else(|| format!("unknown save version {}", saved.version))??;
    Ok((game, saved.time_left, saved.best_chain))
}
