//! The computer's levels as the window offers them: the engine's ladder, weakest first,
//! each named in the catalogs and rated on the ladder's Elo scale, and "match my rating",
//! which picks the level nearest the player's rating at each new game. Settings and saves
//! keep a level by its engine name; older ones kept its place among the five levels
//! before the ladder, which [`FORMER`] maps to their names.

use launcher_kit::rating::Opponent;
use reversi::ladder::Rating;
use reversi::search::Level;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::OnceLock;

/// The ladder's levels, weakest first: the engine's name and the message key of the name
/// players see.
pub const LADDER: [(&str, &str); 16] = [
    ("novice", "reversi-level-novice"),
    ("beginner", "reversi-level-beginner"),
    ("learner", "reversi-level-learner"),
    ("casual", "reversi-level-casual"),
    ("easy", "reversi-level-easy"),
    ("steady", "reversi-level-steady"),
    ("improver", "reversi-level-improver"),
    ("skilled", "reversi-level-skilled"),
    ("medium", "reversi-level-medium"),
    ("club", "reversi-level-club"),
    ("advanced", "reversi-level-advanced"),
    ("expert", "reversi-level-expert"),
    ("hard", "reversi-level-hard"),
    ("elite", "reversi-level-elite"),
    ("master", "reversi-level-master"),
    ("strongest", "reversi-level-strongest"),
];

/// The five levels before the ladder, by the number (from 1) settings and saves kept
/// them as; each is a ladder level of the same name.
pub const FORMER: [(i64, &str); 5] = [
    (1, "beginner"),
    (2, "easy"),
    (3, "medium"),
    (4, "hard"),
    (5, "strongest"),
];

/// How "match my rating" is kept in settings and saves.
pub const MATCH_RATING: &str = "match-rating";

/// The track of the player's rating in games against the computer.
pub const TRACK: &str = "reversi-game";

/// The computer's level as chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LevelChoice {
    /// A ladder level: its place in [`LADDER`].
    Ladder(usize),
    /// The level nearest the player's rating, picked at each new game.
    #[default]
    MatchRating,
}

impl LevelChoice {
    /// The ladder level called `name`; a retired level's name is the level that replaced
    /// it.
    pub fn named(name: &str) -> Option<LevelChoice> {
        let name = Level::current_name(name);
        LADDER
            .iter()
            .position(|(n, _)| *n == name)
            .map(LevelChoice::Ladder)
    }

    /// The choice a setting or save keeps as `key`: a level's name, "match my rating", or
    /// a level before the ladder by its number.
    pub fn from_kept(key: &toml::Value) -> Option<LevelChoice> {
        match key {
            toml::Value::String(s) if s == MATCH_RATING => Some(LevelChoice::MatchRating),
            toml::Value::String(s) => LevelChoice::named(s),
            toml::Value::Integer(n) => FORMER
                .iter()
                .find(|(old, _)| old == n)
                .and_then(|(_, name)| LevelChoice::named(name)),
            _ => None,
        }
    }

    /// How settings and saves keep it.
    pub fn key(self) -> &'static str {
        match self {
            LevelChoice::Ladder(i) => LADDER[i.min(LADDER.len() - 1)].0,
            LevelChoice::MatchRating => MATCH_RATING,
        }
    }

    /// The ladder level played (its place in [`LADDER`]) by a player rated `rating`.
    pub fn resolve(self, rating: f64) -> usize {
        match self {
            LevelChoice::Ladder(i) => i.min(LADDER.len() - 1),
            LevelChoice::MatchRating => nearest(rating),
        }
    }
}

impl Serialize for LevelChoice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for LevelChoice {
    /// A level's name or "match my rating"; a number kept by older versions is the level
    /// of that place before the ladder; anything else, the default.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<LevelChoice, D::Error> {
        let kept = toml::Value::deserialize(deserializer)?;
        Ok(LevelChoice::from_kept(&kept).unwrap_or_else(|| {
            log::warn!("reversi: unknown level {kept}; matching the player's rating");
            LevelChoice::default()
        }))
    }
}

/// The ladder as fitted (read once).
fn ratings() -> &'static [Rating] {
    static RATINGS: OnceLock<Vec<Rating>> = OnceLock::new();
    RATINGS.get_or_init(|| reversi::ladder::embedded().levels)
}

/// The fitted rating of ladder level `i`.
pub fn rating(i: usize) -> Option<&'static Rating> {
    let name = LADDER.get(i)?.0;
    ratings().iter().find(|r| r.name == name)
}

/// Ladder level `i`'s rating rounded, as the dialog shows it (0 for a level the fit has
/// not rated yet).
pub fn elo(i: usize) -> i64 {
    rating(i).map_or(0, |r| r.elo.round() as i64)
}

/// Ladder level `i` as the player's rating meets it: its rating, and a deviation from
/// its interval.
pub fn opponent(i: usize) -> Opponent {
    let name = LADDER[i.min(LADDER.len() - 1)].0;
    match rating(i) {
        Some(r) => Opponent::from_interval(name, r.elo, r.low, r.high),
        None => Opponent {
            id: name.to_string(),
            rating: 0.0,
            deviation: launcher_kit::rating::START_DEVIATION,
        },
    }
}

/// The ladder level whose rating is nearest `rating` (the weaker of two as near).
pub fn nearest(rating: f64) -> usize {
    (0..LADDER.len())
        .filter(|&i| self::rating(i).is_some())
        .min_by(|&a, &b| {
            let gap = |i: usize| (elo(i) as f64 - rating).abs();
            gap(a).total_cmp(&gap(b))
        })
        .unwrap_or(0)
}

/// The engine's ladder level `i`.
pub fn engine_level(i: usize) -> Level {
    let name = LADDER[i.min(LADDER.len() - 1)].0;
    Level::by_name(name).unwrap_or_else(Level::medium)
}

/// Ladder level `i`'s name in the current language.
pub fn text(i: usize) -> String {
    launcher_kit::tr!(LADDER[i.min(LADDER.len() - 1)].1)
}

/// Ladder level `i`'s name in English with a capital (for the log and game records).
pub fn english(i: usize) -> String {
    let name = LADDER[i.min(LADDER.len() - 1)].0;
    let mut chars = name.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_offers_the_engines_ladder_rated_as_fitted() {
        let names: Vec<&str> = LADDER.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, Level::ladder_names());
        for (i, (name, _)) in LADDER.iter().enumerate() {
            assert_eq!(engine_level(i).name, *name);
        }
        // Every level the fit rated is offered, with its rating.
        for fitted in ratings() {
            let i = LevelChoice::named(&fitted.name).map(|c| c.resolve(0.0));
            assert_eq!(i.and_then(rating), Some(fitted), "{}", fitted.name);
        }
    }

    #[test]
    fn the_levels_before_the_ladder_keep_their_names() {
        for (n, name) in FORMER {
            let choice = LevelChoice::from_kept(&toml::Value::Integer(n));
            assert_eq!(choice.map(LevelChoice::key), Some(name));
        }
        assert_eq!(LevelChoice::from_kept(&toml::Value::Integer(6)), None);
        // Levels taken out of the ladder play the level nearest them.
        for (old, now) in [("keen", "skilled"), ("tough", "expert")] {
            let choice = LevelChoice::from_kept(&old.into());
            assert_eq!(choice.map(LevelChoice::key), Some(now));
        }
        assert_eq!(
            LevelChoice::from_kept(&"match-rating".into()),
            Some(LevelChoice::MatchRating)
        );
    }

    #[test]
    fn settings_that_kept_a_number_read_as_that_level_by_name() {
        use crate::settings::{ReversiSettings, options};
        use launcher_kit::game::Options;
        for (n, name) in FORMER {
            let kept: toml::Table = toml::from_str(&format!("level = {n}")).unwrap();
            let read = Options::new(&options(), &kept);
            assert_eq!(read.table()["level"].as_str(), Some(name));
            let players = ReversiSettings::from_options(&read);
            assert_eq!(players.level, LevelChoice::named(name).unwrap());
        }
        let none = Options::new(&options(), &toml::Table::new());
        assert_eq!(
            ReversiSettings::from_options(&none).level,
            LevelChoice::MatchRating
        );
    }

    #[test]
    fn match_my_rating_picks_the_nearest_level() {
        for (i, (name, _)) in LADDER.iter().enumerate() {
            let at = LevelChoice::MatchRating.resolve(elo(i) as f64);
            if rating(i).is_some() {
                assert_eq!(elo(at), elo(i), "{name}");
            }
            assert!(
                rating(at).is_some(),
                "{name}: a level without a rating is never picked"
            );
        }
        assert_eq!(nearest(-5000.0), 0);
        assert_eq!(elo(nearest(9000.0)), elo(LADDER.len() - 1));
        assert_eq!(LevelChoice::Ladder(3).resolve(2000.0), 3);
    }

    #[test]
    fn a_levels_deviation_comes_from_its_interval() {
        let i = LevelChoice::named("medium")
            .map(|c| c.resolve(0.0))
            .unwrap_or_default();
        let r = rating(i).unwrap();
        let o = opponent(i);
        assert_eq!((o.id.as_str(), o.rating), ("medium", r.elo));
        assert!((o.deviation * 2.0 * 1.96 - (r.high - r.low)).abs() < 1e-9);
    }
}
