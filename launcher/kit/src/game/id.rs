//! Which game is meant.

/// A game, by its key: the name of its save file, the first part of its score tables'
/// names, its table in the settings file and its binary's name. Each game's folder
/// declares its own (`games::match3::ID`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(&'static str);

impl GameId {
    /// The game keyed `key` (lower-case letters and digits).
    pub const fn new(key: &'static str) -> GameId {
        GameId(key)
    }

    /// The key.
    pub fn key(self) -> &'static str {
        self.0
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}
