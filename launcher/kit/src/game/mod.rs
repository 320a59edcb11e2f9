//! The game interface: which game is meant ([`GameId`]), the descriptor and the running
//! game every game implements ([`GameKind`], [`GameScene`]), its typed options, and the
//! [`Registry`] the games plug into. It names no game; the games name it.

mod id;
mod options;
mod registry;

/// The key of every game's table for today's board.
pub const DAILY_TABLE: &str = "daily";
pub use id::GameId;
pub use options::{GameOption, OptionKind, Options};
pub use registry::{
    About, GameAction, GameKind, GameScene, IdGame, Outcome, Rated, Registry, ScoreTable,
    message_or_text,
};
