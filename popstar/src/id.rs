//! Game IDs: `popstar:1:5eed` fixes a game — the level it starts at (with the score
//! carried into it when that is not the previous level's target: `popstar:3-4210:5eed`)
//! and the seed its boards are dealt from, in hexadecimal.

use crate::scoring::level_target;
use grid_core::game_id::{self, IdError};
use std::fmt;
use std::str::FromStr;

/// The game's name in its IDs.
pub const GAME: &str = "popstar";

/// The highest level an ID may start at.
pub const MAX_LEVEL: u32 = 999;

/// What a PopStar game ID fixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameId {
    /// The level the game starts at, from 1.
    pub level: u32,
    /// The score carried into that level.
    pub score: u32,
    /// The seed the boards are dealt from.
    pub seed: u64,
}

impl GameId {
    /// A game starting at level 1 from `seed`.
    pub fn new(seed: u64) -> GameId {
        GameId::at_level(seed, 1)
    }

    /// A game starting at `level` (at least 1) with the previous level's target carried
    /// in, as if that level had just been passed exactly.
    pub fn at_level(seed: u64, level: u32) -> GameId {
        let level = level.max(1);
        GameId {
            level,
            score: carried_into(level),
            seed,
        }
    }
}

/// The score a level starts with when the one before it was passed exactly.
pub fn carried_into(level: u32) -> u32 {
    if level <= 1 {
        0
    } else {
        level_target(level - 1)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{GAME}:{}", self.level)?;
        if self.score != carried_into(self.level) {
            write!(f, "-{}", self.score)?;
        }
        write!(f, ":{}", game_id::seed_text(self.seed))
    }
}

impl FromStr for GameId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<GameId, IdError> {
        let parts = game_id::parts(text, GAME, 2)?;
        let (level, score) = match parts[0].split_once('-') {
            Some((level, score)) => (level, Some(score)),
            None => (parts[0], None),
        };
        let level = game_id::parse_number(level, "level", 1..=u64::from(MAX_LEVEL))? as u32;
        let target = level_target(level);
        let score = match score {
            Some(score) => {
                game_id::parse_number(score, "score", 0..=u64::from(target.saturating_sub(1)))?
                    as u32
            }
            None => carried_into(level),
        };
        let seed = game_id::parse_seed(parts[1])?;
        Ok(GameId { level, score, seed })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back() {
        assert_eq!(GameId::new(0x5eed).to_string(), "popstar:1:5eed");
        let third = GameId::at_level(1, 3);
        assert_eq!(third.to_string(), "popstar:3:1");
        assert_eq!("popstar:3:1".parse(), Ok(third));
        let carried = GameId {
            score: 4210,
            ..third
        };
        assert_eq!(carried.to_string(), "popstar:3-4210:1");
        assert_eq!("popstar:3-4210:1".parse(), Ok(carried));
    }

    #[test]
    fn impossible_starts_are_named() {
        let why = |t: &str| t.parse::<GameId>().unwrap_err().0;
        assert!(why("popstar:0:1").contains("level 0"));
        assert!(why("popstar:1-999999:1").contains("score"));
        assert!(why("popstar:x:1").contains("level"));
        assert!(why("popstar:1:").contains("seed"));
    }
}
