//! Game IDs: `popstar:1:5eed` fixes a game — the level it starts at (with the score
//! carried into it when that is not the previous level's target: `popstar:3-4210:5eed`)
//! and the seed its boards are dealt from, in hexadecimal. Games under other rules than
//! PopStar's write them first ([`RuledId`]): `popstar:sg15x15c5m2:5eed` (SameGame has no
//! levels), `popstar:ps12x12c6m2:3:5eed`.

use crate::rules::{Rules, Scoring};
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

/// A game ID with the rules the game is played by. PopStar's own rules are not written,
/// so every PopStar ID reads as one and is written as it always was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuledId {
    /// The rules.
    pub rules: Rules,
    /// The start and the seed (level 1 and score 0 for rules without levels).
    pub game: GameId,
}

impl RuledId {
    /// A game under `rules` from `seed`, at level 1.
    pub fn new(rules: Rules, seed: u64) -> RuledId {
        RuledId {
            rules,
            game: GameId::new(seed),
        }
    }
}

impl From<GameId> for RuledId {
    fn from(game: GameId) -> RuledId {
        RuledId {
            rules: Rules::POPSTAR,
            game,
        }
    }
}

impl fmt::Display for RuledId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.rules.is_popstar() {
            return self.game.fmt(f);
        }
        let tail = self.game.to_string();
        let tail = tail.strip_prefix(GAME).unwrap_or(&tail);
        match self.rules.scoring() {
            Scoring::PopStar => write!(f, "{GAME}:{}{tail}", self.rules),
            Scoring::SameGame => write!(
                f,
                "{GAME}:{}:{}",
                self.rules,
                game_id::seed_text(self.game.seed)
            ),
        }
    }
}

impl FromStr for RuledId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<RuledId, IdError> {
        let after = text.trim().split_once(':').map_or("", |(_, rest)| rest);
        let written_rules = after
            .split(':')
            .next()
            .filter(|first| first.starts_with(|c: char| c.is_ascii_alphabetic()));
        let Some(rules_text) = written_rules else {
            return text.parse::<GameId>().map(RuledId::from);
        };
        let rules: Rules = rules_text
            .parse()
            .map_err(|e: crate::rules::RulesError| IdError::new(e.to_string()))?;
        match rules.scoring() {
            Scoring::SameGame => {
                let parts = game_id::parts(text, GAME, 2)?;
                Ok(RuledId::new(rules, game_id::parse_seed(parts[1])?))
            }
            Scoring::PopStar => {
                let parts = game_id::parts(text, GAME, 3)?;
                let game = format!("{GAME}:{}:{}", parts[1], parts[2]).parse()?;
                Ok(RuledId { rules, game })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_other_than_popstars_are_written_first() {
        let samegame = RuledId::new(Rules::SAMEGAME, 0x5eed);
        assert_eq!(samegame.to_string(), "popstar:sg15x15c5m2:5eed");
        assert_eq!("popstar:sg15x15c5m2:5eed".parse(), Ok(samegame));
        let small: Rules = "ps12x8c6m3".parse().unwrap();
        let levels = RuledId {
            rules: small,
            game: GameId::at_level(7, 3),
        };
        assert_eq!(levels.to_string(), "popstar:ps12x8c6m3:3:7");
        assert_eq!("popstar:ps12x8c6m3:3:7".parse(), Ok(levels));
        let popstar = RuledId::from(GameId::new(0x5eed));
        assert_eq!(
            popstar.to_string(),
            "popstar:1:5eed",
            "PopStar IDs as before"
        );
        assert_eq!("popstar:1:5eed".parse(), Ok(popstar));
        assert_eq!("popstar:ps10x10c5m2:1:5eed".parse(), Ok(popstar));
    }

    #[test]
    fn bad_rules_in_ids_are_named() {
        let why = |t: &str| t.parse::<RuledId>().unwrap_err().0;
        assert!(why("popstar:sg25x15c5m2:1").contains("width 25"));
        assert!(why("popstar:sg15x15c1m2:1").contains("colours 1"));
        assert!(why("popstar:sg15x15c5m9:1").contains("minimum group 9"));
        assert!(why("popstar:sgx:1").contains("not written"));
        assert!(why("popstar:sg15x15c5m2:1:2").contains("parts"));
        assert!(why("popstar:ps12x12c5m2:1").contains("parts"));
        assert!(why("popstar:sg15x15c5m2:zz").contains("seed"));
        assert!(why("popstar:0:1").contains("level 0"));
        assert!(why("reversi:sg15x15c5m2:1").contains("reversi"));
    }

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
