//! Match-3 in the window: the scene that shows the `match3` rules engine's game.
//!
//! The engine decides every swap, line, special, fall and refill and reports them as
//! events; the board controller (`board`) turns clicks, drags and keys into swaps, plays
//! the events one after another as animations (`stage`, `turns`) and draws the board
//! (`board_view`); the scene (`scene`) adds the score panel (`hud`) and the end of the
//! game. The levels game plays on the same board controller.

pub mod anim;
pub mod board;
pub mod board_view;
mod card;
pub mod ground;
pub mod howto;
pub mod hud;
pub mod layout;
pub mod picking;
pub mod pieces;
mod popups;
mod scene;
mod settings;
pub mod stage;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;
pub mod turns;

pub use board::{BoardAction, BoardController, BoardRules, BoardState, Engine, Setup};
pub use card::draw_gem;
pub use layout::{Layout, layout};
pub use scene::{Ending, Match3Scene, TIME_LIMIT};
pub use settings::{Generation, Match3Mode, Match3Settings};

use ::match3::Game;
use grid_core::game_id::{self, IdError};
use launcher_kit::game::{
    About, DAILY_TABLE, GameId, GameKind, GameOption, GameScene, IdGame, Options, ScoreTable,
};
use launcher_kit::geom::Size;
use serde::{Deserialize, Serialize};

/// Match-3's key.
pub const ID: GameId = GameId::new("match3");

/// The name the statistics keep the longest chain under (the English name earlier
/// versions wrote; shown through [`GameKind::figure_name`]).
pub const BEST_CHAIN: &str = "Best chain";

// Match-3's messages in every language (the levels game's board shows some of them too).
launcher_kit::catalogs!("match3");

/// What the menu shows of match-3.
const ABOUT: About = About {
    id: ID,
    title: "match3-title",
    tagline: "match3-tagline",
    keywords: "match3-keywords",
    card: card::draw_card,
    lessons: howto::lessons,
};

/// Match-3 as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn about(&self) -> About {
        ABOUT
    }

    fn options(&self) -> Vec<GameOption> {
        settings::options()
    }

    fn figure_name(&self, name: &str) -> String {
        match name {
            BEST_CHAIN => launcher_kit::tr!("match3-figure-best-chain"),
            _ => launcher_kit::game::message_or_text(name),
        }
    }

    /// One table per mode on the standard board, and today's board; tables of other
    /// sizes appear once they hold a score (see [`GameKind::table_label`]).
    fn score_tables(&self) -> Vec<ScoreTable> {
        let standard = ::match3::Settings::classic().board;
        let mut tables: Vec<ScoreTable> =
            [Match3Mode::Classic, Match3Mode::Timed, Match3Mode::Endless]
                .into_iter()
                .map(|mode| ScoreTable::new(table_key(mode, &standard), mode.label()))
                .collect();
        tables.push(ScoreTable::new(DAILY_TABLE, "match3-table-daily"));
        tables
    }

    fn table_label(&self, key: &str) -> Option<String> {
        let mut parts = key.split('-');
        let mode = [Match3Mode::Classic, Match3Mode::Timed, Match3Mode::Endless]
            .into_iter()
            .find(|m| Some(m.key()) == parts.next())?;
        let (width, height) = parts.next()?.split_once('x')?;
        let (width, height) = (width.parse::<u32>().ok()?, height.parse::<u32>().ok()?);
        let kinds = parts.next()?.parse::<u32>().ok()?;
        Some(launcher_kit::tr!(
            "match3-table-board",
            mode = launcher_kit::tr!(mode.label()),
            width = width,
            height = height,
            kinds = kinds,
        ))
    }

    fn renamed_tables(&self) -> Vec<(&'static str, String)> {
        let standard = ::match3::Settings::classic().board;
        [Match3Mode::Classic, Match3Mode::Timed]
            .into_iter()
            .map(|mode| (mode.key(), table_key(mode, &standard)))
            .collect()
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
        scene.board.state.stage.best_chain = best_chain;
        Ok(Box::new(scene))
    }

    fn open_id(&self, id: &str, options: &Options) -> Result<IdGame, String> {
        let id: ::match3::id::GameId = id
            .parse()
            .map_err(|e: IdError| launcher_kit::tr!("match3-bad-id", detail = e.to_string()))?;
        let settings = Match3Settings::from_options(options).with_engine(&id.settings);
        let options = Options::from_typed(&settings::options(), &settings);
        Ok(IdGame {
            game: self.new_game(&options, id.seed),
            options,
            seed: id.seed,
        })
    }

    /// Classic on the standard board, the same for everyone on the day.
    fn daily(&self, day: i64, options: &Options) -> Option<(String, Options)> {
        let id = ::match3::id::GameId {
            settings: ::match3::Settings::classic(),
            seed: game_id::daily_seed(ID.key(), day),
        };
        let settings = Match3Settings::from_options(options).with_engine(&id.settings);
        Some((
            id.to_string(),
            Options::from_typed(&settings::options(), &settings),
        ))
    }
}

/// The key of the high-score table for `mode` on boards of `board`'s size and kinds
/// (`classic-8x8-7`): a small board with few kinds does not compete with the standard one.
pub fn table_key(mode: Match3Mode, board: &::match3::BoardConfig) -> String {
    format!(
        "{}-{}x{}-{}",
        mode.key(),
        board.width(),
        board.height(),
        board.kinds()
    )
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
    let state: State = state.try_into().map_err(|e: toml::de::Error| {
        launcher_kit::tr!("match3-resume-not-a-game", detail = e.message())
    })?;
    Ok((state.game, state.time_left, state.best_chain))
}
