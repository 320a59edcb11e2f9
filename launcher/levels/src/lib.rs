//! Match-3 levels in the window: the level map, a level in play with its goals and moves,
//! the result screen with stars, and the level editor. The `match3` crate's `LevelGame`
//! decides everything; this scene shows its events with the match-3 board's drawing and
//! animations, and adds the level's own (goal counters, jelly, blockers, moves).

mod card;
mod editor;
mod editor_layout;
mod editor_view;
pub mod howto;
mod map;
mod pack;
mod panel;
mod play;
mod progress;
mod result;
mod scene;
mod stars;
pub(crate) use stars::draw_stars;
#[cfg(test)]
mod testing;
#[cfg(test)]
mod tests;
mod words;

pub use map::{MapLayout, map_layout};
pub use scene::LevelsScene;

use ::match3::level::{Level, LevelGame};
use launcher_kit::game::{About, GameId, GameKind, GameOption, GameScene, Options, ScoreTable};
use launcher_kit::geom::Size;
use pack::Source;
use play::LevelPlay;
use serde::{Deserialize, Serialize};

/// The level game's key.
pub const ID: GameId = GameId::new("levels");

/// The statistics' one table: every level counts alike.
const TABLE: &str = "levels";

/// The name the statistics keep the levels passed under (the English name earlier
/// versions wrote; shown through [`GameKind::figure_name`]).
const LEVELS_PASSED: &str = "Levels passed";
/// The name the statistics keep the stars won under (likewise).
const STARS_WON: &str = "Stars won";

// The level game's messages in every language.
launcher_kit::catalogs!("levels");

/// What the menu shows of the level game.
const ABOUT: About = About {
    id: ID,
    title: "levels-title",
    tagline: "levels-tagline",
    keywords: "levels-keywords",
    card: card::draw_card,
    lessons: howto::lessons,
};

/// The level game as the registry lists it.
pub struct Kind;

impl GameKind for Kind {
    fn about(&self) -> About {
        ABOUT
    }

    fn options(&self) -> Vec<GameOption> {
        Vec::new()
    }

    fn figure_name(&self, name: &str) -> String {
        match name {
            LEVELS_PASSED => launcher_kit::tr!("levels-figure-passed"),
            STARS_WON => launcher_kit::tr!("levels-figure-stars"),
            _ => launcher_kit::game::message_or_text(name),
        }
    }

    fn score_tables(&self) -> Vec<ScoreTable> {
        vec![ScoreTable::new(TABLE, "levels-table")]
    }

    fn new_game(&self, _options: &Options, _seed: u64) -> Box<dyn GameScene> {
        Box::new(LevelsScene::new(Size::REFERENCE))
    }

    fn resume(&self, state: toml::Value, _options: &Options) -> Result<Box<dyn GameScene>, String> {
        let play = read_state(state)?;
        Ok(Box::new(LevelsScene::playing(play, Size::REFERENCE)))
    }
}

/// A level in play as the host keeps it: where the level comes from, its text (so a
/// changed or removed level file does not lose the game), the clock and the engine's game.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    /// The level's key (`01-first-steps`, `own/name`).
    source: String,
    /// The level file's text.
    level: String,
    /// The title shown when it was kept ("Level 3"; the title shown now follows the
    /// source and the player's language).
    title: String,
    /// Seconds left on a timed level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    time_left: Option<f32>,
    /// The seed the level started from (Restart plays it again); saves from before it
    /// was kept have none.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "launcher_kit::persist::envelope::hex_seed"
    )]
    seed: Option<u64>,
    /// The engine's game.
    game: LevelGame,
}

/// The state of a level in play, or `None` (logged) if it cannot be written.
fn write_state(play: &LevelPlay) -> Option<toml::Value> {
    let state = State {
        source: play.source().key(),
        level: play.level.to_toml(),
        title: play.title(),
        time_left: play.time_left(),
        seed: play.seed(),
        game: play.game().clone(),
    };
    toml::Value::try_from(state)
        .map_err(|e| log::warn!("levels: cannot keep the level: {e}"))
        .ok()
}

/// The level in play a state holds, or a one-line reason.
fn read_state(state: toml::Value) -> Result<LevelPlay, String> {
    let state: State = state.try_into().map_err(|e: toml::de::Error| {
        launcher_kit::tr!("levels-resume-not-a-level", detail = e.message())
    })?;
    let level = Level::parse(&state.level).map_err(|e| {
        launcher_kit::tr!("levels-resume-bad-level", problem = words::level_error(&e))
    })?;
    if state.game.terrain().width() != level.terrain.width()
        || state.game.terrain().height() != level.terrain.height()
    {
        return Err(launcher_kit::tr!("levels-resume-mismatch"));
    }
    Ok(LevelPlay::new(
        Source::from_key(&state.source),
        level,
        state.title,
        state.game,
        state.time_left,
        true,
        Size::REFERENCE,
    )
    .seeded(state.seed))
}
