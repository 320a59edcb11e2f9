//! The games as the launcher sees them: their identities, the interface each game's scene
//! implements, the registry the game scenes plug into, and the host scene that runs any
//! game (pause, resume, saving, high scores, end screen).

#[cfg(test)]
mod game_id_tests;
#[cfg(test)]
mod golden_saves_tests;
mod history;
mod host;
mod id;
pub mod levels;
#[cfg(test)]
mod lifecycle_tests;
pub mod match3;
mod options;
pub mod popstar;
mod registry;
pub mod reversi;

pub use host::GameHost;

/// The key of every game's table for today's board.
pub const DAILY_TABLE: &str = "daily";
pub use id::GameId;
pub use options::{GameOption, OptionKind, Options};
pub use registry::{
    GameAction, GameKind, GameScene, IdGame, Outcome, Registry, ScoreTable, message_or_text,
};
