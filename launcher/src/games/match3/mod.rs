//! Match-3 in the window: the scene that shows the `match3` rules engine's game.
//!
//! The engine decides every swap, line, special, fall and refill and reports them as
//! events; the scene plays those events one after another as animations (`play`), draws
//! the board (`board_view`) and the score panel (`hud`), and turns clicks and drags into
//! swaps (`scene`).

mod anim;
mod board_view;
mod card;
mod hud;
pub mod layout;
mod pieces;
mod scene;
mod settings;
#[cfg(test)]
mod tests;

pub use card::draw_gem;
pub use layout::{Layout, layout};
pub use scene::{Ending, Match3Scene, TIME_LIMIT};
pub use settings::{Generation, Match3Mode, Match3Settings};

use super::{GameId, GameKind, GameOption, GameScene, Options, ScoreTable};
use crate::draw::Painter;
use crate::geom::{Rect, Size};
use ::match3::Game;
use serde::{Deserialize, Serialize};

/// Match-3's key.
pub const ID: GameId = GameId::new("match3");

/// Match-3 as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn id(&self) -> GameId {
        ID
    }

    fn title(&self) -> &'static str {
        "Match-3"
    }

    fn tagline(&self) -> &'static str {
        "Swap gems, line up three"
    }

    fn draw_card(&self, p: &mut Painter, area: Rect, t: f32) {
        card::draw_card(p, area, t);
    }

    fn options(&self) -> Vec<GameOption> {
        settings::options()
    }

    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![
            ScoreTable::new(Match3Mode::Classic.key(), "Classic"),
            ScoreTable::new(Match3Mode::Timed.key(), "Timed"),
        ]
    }

    fn new_game(&self, options: &Options, seed: u64) -> Box<dyn GameScene> {
        let settings = Match3Settings::from_options(options);
        let game = Game::new(settings.engine(), seed);
        log::debug!("match3 new game seed {seed}");
        Box::new(Match3Scene::new(game, None, &settings, Size::REFERENCE))
    }

    fn resume(&self, state: toml::Value, options: &Options) -> Result<Box<dyn GameScene>, String> {
        let (game, time_left, best_chain) = read_state(state)?;
        let settings = Match3Settings::from_options(options);
        let mut scene = Match3Scene::new(game, time_left, &settings, Size::REFERENCE);
        scene.best_chain = best_chain;
        Ok(Box::new(scene))
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
