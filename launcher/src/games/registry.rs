//! The interface every game scene implements and the registry that lists the games.
//!
//! A game plugs in by implementing [`GameKind`] (how to start or resume it) and
//! [`GameScene`] (the running game), and by being listed in [`Registry::standard`].
//! An entry without a kind (a build without that game's scene, or a test registry) still
//! shows its card in the menu; opening it only explains that the game is not available.

use super::GameId;
use crate::draw::Painter;
use crate::input::InputEvent;
use crate::persist::Settings;
use crate::scene::Wake;
use crate::services::Services;

/// How a finished game ended, for the end screen and the high-score table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The big line of the end screen ("No more moves", "Black wins 40–24").
    pub headline: String,
    /// A smaller line under it ("Level 3 reached").
    pub detail: String,
    /// The score to enter in the high-score table for the game's current mode, or `None`
    /// when this game does not count (practice mode, two people at one computer).
    pub score: Option<u64>,
}

/// What a game tells its host after handling input or a time step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameAction {
    /// Nothing for the host to do.
    None,
    /// Show the pause dialog (e.g. the game's own pause button was clicked).
    Pause,
    /// The game (re)started from a state no undo goes behind: the first board was dealt,
    /// a new level began. The host's history starts again from [`GameScene::state`].
    Began,
    /// A move was made: the host records [`GameScene::state`]. `checkpoint` says whether
    /// undo and redo may stop here (against the computer, only where it is the person's
    /// turn again).
    Moved {
        /// Whether undo and redo stop at this state.
        checkpoint: bool,
    },
    /// The game's Undo button was clicked.
    Undo,
    /// The game's Redo button was clicked.
    Redo,
    /// The game's New game button was clicked.
    NewGame,
}

/// A running game, hosted by [`super::GameHost`] in the launcher or standalone.
///
/// The host owns the lifecycle: new game, restart, undo and redo (from the states the
/// game reports), Esc and the pause dialog, saving on leave, high scores and the end
/// screen. The game owns its board, its panels and its animations.
pub trait GameScene {
    /// Which game this is.
    fn id(&self) -> GameId;

    /// The high-score table this game counts for (one of [`GameId::score_modes`]).
    fn mode_key(&self) -> String;

    /// Reacts to input (Esc and the host's undo/redo keys never arrive here).
    fn event(&mut self, ev: &InputEvent, cx: &mut Services) -> GameAction;

    /// Advances animations, timers and computer players by `dt` seconds.
    fn update(&mut self, dt: f32, cx: &mut Services) -> GameAction;

    /// When the game next changes by itself (see [`crate::scene::Wake`]); not asked while
    /// a host dialog covers it.
    fn wake(&self, cx: &Services) -> Wake;

    /// Draws the game filling `cx.viewport`.
    fn draw(&self, p: &mut Painter, cx: &Services);

    /// The current score (shown by the host's dialogs).
    fn score(&self) -> u64;

    /// `Some` once the game is over and its end animations have finished.
    fn outcome(&self) -> Option<Outcome>;

    /// The whole game as it stands, in the game's own save format: what the host saves
    /// and what undo and redo return to ([`GameKind::resume`] reads it back). `None`
    /// while there is no game yet (a first board still being dealt).
    fn state(&self) -> Option<toml::Value>;

    /// Whether leaving now should keep the game for resuming: a move was made and the
    /// game is not over. Otherwise the host removes any saved game.
    fn worth_keeping(&self) -> bool;

    /// Whether this game's mode lets the player take moves back (PopStar practice,
    /// Reversi with a person playing).
    fn undo_allowed(&self) -> bool {
        false
    }

    /// The host's history changed: whether undo and redo can go anywhere now (for the
    /// game's own buttons).
    fn history_changed(&mut self, _can_undo: bool, _can_redo: bool) {}

    /// The pause dialog opened (`true`) or closed: stop and restart clocks.
    fn set_paused(&mut self, _paused: bool) {}
}

/// How to start a game: the factory the registry holds for each playable game.
pub trait GameKind {
    /// A new game from the current settings; `seed` makes it reproducible.
    fn new_game(&self, settings: &Settings, seed: u64) -> Box<dyn GameScene>;

    /// A game showing a state [`GameScene::state`] gave (a save, or a step of the undo
    /// history), at rest; a one-line reason when the state is damaged.
    fn resume(&self, state: toml::Value, settings: &Settings)
    -> Result<Box<dyn GameScene>, String>;

    /// The settings of this game within `settings`, as a save keeps them.
    fn options(&self, settings: &Settings) -> toml::Value;

    /// `settings` with this game's settings replaced by `options` (from a save); a
    /// one-line reason when they are damaged.
    fn with_options(&self, settings: &Settings, options: toml::Value) -> Result<Settings, String>;
}

/// One game in the menu.
pub struct GameEntry {
    /// Which game.
    pub id: GameId,
    /// How to start it; `None` while the game's scene is not built into this program.
    pub kind: Option<Box<dyn GameKind>>,
}

/// The games the menu offers, in order.
pub struct Registry {
    entries: Vec<GameEntry>,
}

impl Registry {
    /// The three games, each with its scene.
    pub fn standard() -> Registry {
        Registry {
            entries: vec![
                GameEntry {
                    id: GameId::Match3,
                    kind: Some(Box::new(super::match3::Kind)),
                },
                GameEntry {
                    id: GameId::PopStar,
                    kind: Some(Box::new(super::popstar::Kind)),
                },
                GameEntry {
                    id: GameId::Reversi,
                    kind: Some(Box::new(super::reversi::Kind)),
                },
            ],
        }
    }

    /// A registry with the given entries (tests plug in stand-in games this way).
    pub fn with_entries(entries: Vec<GameEntry>) -> Registry {
        Registry { entries }
    }

    /// All entries in menu order.
    pub fn entries(&self) -> &[GameEntry] {
        &self.entries
    }

    /// The factory of `id`, if that game is playable in this build.
    pub fn kind(&self, id: GameId) -> Option<&dyn GameKind> {
        self.entries
            .iter()
            .find(|e| e.id == id)
            .and_then(|e| e.kind.as_deref())
    }
}
