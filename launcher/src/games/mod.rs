//! The games as the launcher sees them: their identities, the interface each game's scene
//! implements, the registry the game scenes plug into, and the host scene that runs any
//! game (pause, resume, saving, high scores, end screen).

mod history;
mod host;
mod id;
pub mod match3;
mod pictures;
pub mod popstar;
mod registry;
pub mod reversi;

pub use host::GameHost;
pub use id::GameId;
pub use pictures::draw_picture;
pub use registry::{GameAction, GameEntry, GameKind, GameScene, Outcome, Registry};
