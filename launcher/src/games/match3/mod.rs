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
use crate::persist::{Generation, Match3Mode, Match3Settings, Settings};
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

    fn resume(
        &self,
        state: toml::Value,
        _settings: &Settings,
    ) -> Result<Box<dyn GameScene>, String> {
        let (game, time_left, best_chain) = read_state(state)?;
        let mut scene = Match3Scene::new(game, time_left, Size::REFERENCE);
        scene.best_chain = best_chain;
        Ok(Box::new(scene))
    }

    fn options(&self, settings: &Settings) -> toml::Value {
        toml::Value::try_from(settings.match3).unwrap_or_else(|e| {
            log::warn!("match3: cannot keep the settings: {e}");
            toml::Value::Table(toml::Table::new())
        })
    }

    fn with_options(&self, settings: &Settings, options: toml::Value) -> Result<Settings, String> {
        let match3 = options
            .try_into()
            .map_err(|e: toml::de::Error| format!("damaged match-3 settings: {}", e.message()))?;
        Ok(Settings {
            match3,
            ..*settings
        }
        .sanitized())
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

/// The state the host keeps (saves, restart): the engine's game, the clock and the
/// longest chain.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// Seconds left in a timed game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    time_left: Option<f32>,
    /// The longest chain so far (shown in the panel and on the end screen).
    #[serde(default)]
    best_chain: u32,
    /// The engine's game.
    game: Game,
}

/// The state of a game, or `None` (logged) if it cannot be written.
fn write_state(game: &Game, time_left: Option<f32>, best_chain: u32) -> Option<toml::Value> {
    let state = State {
        time_left,
        best_chain,
        game: game.clone(),
    };
    toml::Value::try_from(state)
        .map_err(|e| log::warn!("match3: cannot keep the game: {e}"))
        .ok()
}

/// The game, clock and longest chain of a state, or a one-line reason.
fn read_state(state: toml::Value) -> Result<(Game, Option<f32>, u32), String> {
    let state: State = state
        .try_into()
        .map_err(|e: toml::de::Error| format!("not a match-3 game: {}", e.message()))?;
    Ok((state.game, state.time_left, state.best_chain))
}
