//! The rules as data: board size, colours, the smallest group that pops and the scoring.
//! PopStar (10×10, five colours, groups of two, 5·n² with levels) is one value of them;
//! SameGame, its ancestor, is another family (any size, (n − 2)², 1000 for a cleared board).

use crate::scoring::{bonus, pop_points, tile_deduction, tile_points};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The smallest board side the rules allow.
pub const MIN_SIDE: u8 = 5;
/// The largest board side the rules allow.
pub const MAX_RULES_SIDE: u8 = 20;
/// The fewest colours the rules allow.
pub const MIN_COLOURS: u8 = 2;
/// The most colours the rules allow.
pub const MAX_COLOURS: u8 = 8;

/// How pops and the end of a board score.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Scoring {
    /// 5·n² per group, an end bonus of max(0, 2000 − 20·m²) for m stars left, and levels.
    #[default]
    PopStar,
    /// (n − 2)² per group, 1000 for an emptied board, no levels.
    SameGame,
}

/// Points SameGame gives for an emptied board.
pub const SAMEGAME_CLEAR_BONUS: u32 = 1000;

impl Scoring {
    /// Points for popping a group of `n`.
    pub const fn pop_points(self, n: usize) -> u32 {
        match self {
            Scoring::PopStar => pop_points(n),
            Scoring::SameGame => {
                let over = n.saturating_sub(2) as u32;
                over * over
            }
        }
    }

    /// Points shown over the `i`-th tile removed in a pop (from 0); the first `n` sum to
    /// [`Scoring::pop_points`]`(n)` (for SameGame: nothing for the first two, then 2·i − 3).
    pub const fn tile_points(self, i: usize) -> u32 {
        match self {
            Scoring::PopStar => tile_points(i),
            Scoring::SameGame => {
                if i < 2 {
                    0
                } else {
                    2 * i as u32 - 3
                }
            }
        }
    }

    /// The bonus when a board ends with `left` tiles on it.
    pub const fn end_bonus(self, left: usize) -> u32 {
        match self {
            Scoring::PopStar => bonus(left),
            Scoring::SameGame => {
                if left == 0 {
                    SAMEGAME_CLEAR_BONUS
                } else {
                    0
                }
            }
        }
    }

    /// What the `i`-th tile left on a finished board takes off the bonus (SameGame: nothing,
    /// its bonus is all or nothing).
    pub const fn tile_deduction(self, i: usize) -> u32 {
        match self {
            Scoring::PopStar => tile_deduction(i),
            Scoring::SameGame => 0,
        }
    }

    /// Whether games are played in levels with cumulative targets.
    pub const fn has_levels(self) -> bool {
        matches!(self, Scoring::PopStar)
    }

    /// The two letters a game ID writes the scoring with.
    const fn code(self) -> &'static str {
        match self {
            Scoring::PopStar => "ps",
            Scoring::SameGame => "sg",
        }
    }
}

/// A checked set of rules: every value is within the ranges above.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawRules", into = "RawRules")]
pub struct Rules {
    width: u8,
    height: u8,
    colours: u8,
    min_group: u8,
    scoring: Scoring,
}

/// [`Rules`] as serialized, checked when read back.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct RawRules {
    width: u8,
    height: u8,
    colours: u8,
    min_group: u8,
    scoring: Scoring,
}

/// Why a set of rules was refused: one line naming the value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A value outside its range.
    #[error("the {what} {value} is outside {low}–{high}")]
    OutOfRange {
        /// Which value.
        what: &'static str,
        /// What was given.
        value: u64,
        /// The smallest allowed.
        low: u8,
        /// The largest allowed.
        high: u8,
    },
    /// Rules text that is not `ps|sg` W `x` H `c` C `m` M.
    #[error("the rules {0:?} are not written like sg15x15c5m2")]
    Syntax(String),
}

impl Rules {
    /// PopStar as the game has always been played.
    pub const POPSTAR: Rules = Rules {
        width: 10,
        height: 10,
        colours: 5,
        min_group: 2,
        scoring: Scoring::PopStar,
    };

    /// SameGame as the standard test set plays it: 15×15, five colours, groups of two.
    pub const SAMEGAME: Rules = Rules {
        width: 15,
        height: 15,
        colours: 5,
        min_group: 2,
        scoring: Scoring::SameGame,
    };

    /// Rules with these values, each checked against its range.
    pub fn new(
        width: u64,
        height: u64,
        colours: u64,
        min_group: u64,
        scoring: Scoring,
    ) -> Result<Rules, RulesError> {
        let check = |what, value: u64, low: u8, high: u8| {
            if (u64::from(low)..=u64::from(high)).contains(&value) {
                Ok(value as u8)
            } else {
                Err(RulesError::OutOfRange {
                    what,
                    value,
                    low,
                    high,
                })
            }
        };
        Ok(Rules {
            width: check("width", width, MIN_SIDE, MAX_RULES_SIDE)?,
            height: check("height", height, MIN_SIDE, MAX_RULES_SIDE)?,
            colours: check("number of colours", colours, MIN_COLOURS, MAX_COLOURS)?,
            min_group: check("minimum group", min_group, 2, 3)?,
            scoring,
        })
    }

    /// Rules with each value brought into its range (for settings files, whose
    /// out-of-range values are clamped rather than refused).
    pub fn clamped(
        width: u64,
        height: u64,
        colours: u64,
        min_group: u64,
        scoring: Scoring,
    ) -> Rules {
        let clamp =
            |value: u64, low: u8, high: u8| value.clamp(u64::from(low), u64::from(high)) as u8;
        Rules {
            width: clamp(width, MIN_SIDE, MAX_RULES_SIDE),
            height: clamp(height, MIN_SIDE, MAX_RULES_SIDE),
            colours: clamp(colours, MIN_COLOURS, MAX_COLOURS),
            min_group: clamp(min_group, 2, 3),
            scoring,
        }
    }

    /// Columns.
    pub const fn width(&self) -> usize {
        self.width as usize
    }

    /// Rows.
    pub const fn height(&self) -> usize {
        self.height as usize
    }

    /// Colours dealt.
    pub const fn colours(&self) -> usize {
        self.colours as usize
    }

    /// The smallest group that can be popped (2 or 3).
    pub const fn min_group(&self) -> usize {
        self.min_group as usize
    }

    /// How pops and the end score.
    pub const fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// Whether these are PopStar's own rules.
    pub fn is_popstar(&self) -> bool {
        *self == Rules::POPSTAR
    }

    /// The same rules with another size, colours or minimum group, checked.
    pub fn with(
        &self,
        width: Option<u64>,
        height: Option<u64>,
        colours: Option<u64>,
        min_group: Option<u64>,
    ) -> Result<Rules, RulesError> {
        Rules::new(
            width.unwrap_or(u64::from(self.width)),
            height.unwrap_or(u64::from(self.height)),
            colours.unwrap_or(u64::from(self.colours)),
            min_group.unwrap_or(u64::from(self.min_group)),
            self.scoring,
        )
    }
}

impl Default for Rules {
    fn default() -> Self {
        Rules::POPSTAR
    }
}

impl TryFrom<RawRules> for Rules {
    type Error = RulesError;

    fn try_from(raw: RawRules) -> Result<Rules, RulesError> {
        Rules::new(
            raw.width.into(),
            raw.height.into(),
            raw.colours.into(),
            raw.min_group.into(),
            raw.scoring,
        )
    }
}

impl From<Rules> for RawRules {
    fn from(rules: Rules) -> RawRules {
        RawRules {
            width: rules.width,
            height: rules.height,
            colours: rules.colours,
            min_group: rules.min_group,
            scoring: rules.scoring,
        }
    }
}

/// The compact form game IDs use: `sg15x15c5m2` (scoring, width × height, colours, minimum
/// group).
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}x{}c{}m{}",
            self.scoring.code(),
            self.width,
            self.height,
            self.colours,
            self.min_group
        )
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    fn from_str(text: &str) -> Result<Rules, RulesError> {
        let syntax = || RulesError::Syntax(text.chars().take(40).collect());
        let scoring = match text.get(..2) {
            Some("ps") => Scoring::PopStar,
            Some("sg") => Scoring::SameGame,
            _ => return Err(syntax()),
        };
        let rest = &text[2..];
        let (width, rest) = rest.split_once('x').ok_or_else(syntax)?;
        let (height, rest) = rest.split_once('c').ok_or_else(syntax)?;
        let (colours, min_group) = rest.split_once('m').ok_or_else(syntax)?;
        let number = |part: &str| -> Result<u64, RulesError> {
            if part.is_empty() || part.len() > 6 || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax());
            }
            part.parse().map_err(|_| syntax())
        };
        Rules::new(
            number(width)?,
            number(height)?,
            number(colours)?,
            number(min_group)?,
            scoring,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samegame_scores_n_minus_two_squared() {
        let s = Scoring::SameGame;
        assert_eq!(s.pop_points(2), 0);
        assert_eq!(s.pop_points(3), 1);
        assert_eq!(s.pop_points(12), 100);
        for n in 0..60 {
            assert_eq!(
                (0..n).map(|i| s.tile_points(i)).sum::<u32>(),
                s.pop_points(n)
            );
        }
        assert_eq!(s.end_bonus(0), 1000);
        assert_eq!(s.end_bonus(1), 0);
        assert_eq!(Scoring::PopStar.pop_points(4), 80);
        assert_eq!(Scoring::PopStar.end_bonus(3), 1820);
    }

    #[test]
    fn rules_read_back_and_name_bad_values() {
        assert_eq!(Rules::SAMEGAME.to_string(), "sg15x15c5m2");
        assert_eq!("sg15x15c5m2".parse(), Ok(Rules::SAMEGAME));
        assert_eq!("ps10x10c5m2".parse(), Ok(Rules::POPSTAR));
        let eight: Rules = "sg8x8c3m3".parse().unwrap();
        assert_eq!(
            (eight.width(), eight.colours(), eight.min_group()),
            (8, 3, 3)
        );
        let why = |t: &str| t.parse::<Rules>().unwrap_err().to_string();
        assert!(why("sg21x15c5m2").contains("width 21"));
        assert!(why("sg15x4c5m2").contains("height 4"));
        assert!(why("sg15x15c9m2").contains("colours 9"));
        assert!(why("sg15x15c5m4").contains("minimum group 4"));
        assert!(why("xx15x15c5m2").contains("not written"));
        assert!(why("sg15x15c5").contains("not written"));
        assert!(why("sgAx15c5m2").contains("not written"));
        assert!(why("s").contains("not written"));
    }

    #[test]
    fn settings_values_are_clamped_into_range() {
        let rules = Rules::clamped(40, 1, 0, 9, Scoring::SameGame);
        assert_eq!(rules.to_string(), "sg20x5c2m3");
        assert_eq!(
            Rules::clamped(15, 15, 5, 2, Scoring::SameGame),
            Rules::SAMEGAME
        );
    }

    #[test]
    fn serialized_rules_are_checked() {
        let text = serde_json::to_string(&Rules::SAMEGAME).unwrap();
        assert_eq!(
            serde_json::from_str::<Rules>(&text).unwrap(),
            Rules::SAMEGAME
        );
        let bad = text.replace("15", "30");
        assert!(serde_json::from_str::<Rules>(&bad).is_err());
    }
}
