//! Computer levels: how deep, how long, how exact and how random each one plays.

use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Which evaluation a level uses at the leaves of its search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Evaluation {
    /// The pattern evaluation learned from self-play ([`crate::pattern`]).
    Learned,
    /// The hand-set features ([`crate::search::evaluate`]): the reference the learned
    /// evaluation is measured against.
    HandSet,
    /// Mobility and corners only: the yardstick opponent of the strength test.
    MobilityCorners,
    /// The pattern evaluation with the weights shipped before training run 3
    /// ([`crate::pattern::Weights::round3`]): the yardstick of the learned one's progress.
    Round3,
}

/// The evaluation the offered levels use.
pub const DEFAULT_EVALUATION: Evaluation = Evaluation::Learned;

/// The Multi-ProbCut threshold of the timed levels, hundredths of a standard deviation.
pub const SELECTIVITY: u32 = 150;

/// A computer player's settings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Level {
    /// Short name shown in menus and accepted by the command line.
    pub name: String,
    /// Deepest midgame search, in plies.
    pub depth: u32,
    /// Time to think per move; `None` searches to `depth` whatever it takes.
    pub time: Option<Duration>,
    /// From this many empty squares on, solve the rest of the game exactly (0: never).
    pub exact_empties: u32,
    /// Random noise added to each root move's score, in hundredths of a disc (0: none);
    /// it makes weaker levels slip now and then. Drawn from the engine's seeded RNG.
    pub noise: i32,
    /// The leaf evaluation.
    pub evaluation: Evaluation,
    /// Multi-ProbCut threshold in hundredths of the regression's standard deviation: a
    /// move whose shallow search predicts a value this far outside the window is cut
    /// without its deep search (0: full-width search). Lower is faster and riskier.
    #[serde(default)]
    pub selectivity: u32,
    /// Whether to play from the opening book while the position has book moves.
    #[serde(default)]
    pub book: bool,
    /// How many discs worse than the best book move a book move may be and still be
    /// chosen (drawn at random among those, so games vary; 0: always the best).
    #[serde(default)]
    pub book_loss: u32,
    /// Softmax temperature of a level that errs like a person, hundredths of a disc (0:
    /// always the best move found). Such a level values every move with its own search
    /// (`depth` plies, exact from `exact_empties`) and draws one with a weight of
    /// `exp(value / temperature)`: the higher the temperature, the larger its mean loss a
    /// move, and a move much worse than the best (a corner given away) stays rare.
    #[serde(default)]
    pub temperature: u32,
    /// Searches on one thread whatever the engine's threads, so that the level plays
    /// alike on any machine (the ladder's levels below the strongest).
    #[serde(default)]
    pub one_thread: bool,
}

impl Level {
    /// A level that errs like a person (see [`Level::temperature`]): it sees `depth`
    /// plies ahead and exact values from `exact` empties, and its temperature sets how
    /// often and how badly it slips. One thread, no book, no noise.
    fn human(name: &str, depth: u32, exact: u32, temperature: u32) -> Level {
        Level {
            temperature,
            one_thread: true,
            ..Level::fixed(name, depth, exact, 0, DEFAULT_EVALUATION)
        }
    }

    /// The ladder's step called `name` among those that err like people.
    fn step(name: &str) -> Level {
        let &(name, depth, temperature, exact) = LADDER
            .iter()
            .find(|step| step.0 == name)
            .expect("the ladder names this step");
        Level::human(name, depth, exact, temperature)
    }

    /// One ply ahead and a hot softmax: slips often, yet mostly takes a free corner.
    pub fn beginner() -> Level {
        Level::step("beginner")
    }

    /// A few plies ahead, frequent slips, exact only over the last few empties.
    pub fn easy() -> Level {
        Level::step("easy")
    }

    /// The middle of the ladder.
    pub fn medium() -> Level {
        Level::step("medium")
    }

    /// Fixed-depth selective search to 7 plies on one thread, exact over the last 18
    /// empties: no time limit, so it plays alike on any machine and under load. (At 8
    /// plies it stood 237 Elo above `expert`, too far for one step.)
    pub fn hard() -> Level {
        Level {
            selectivity: SELECTIVITY,
            one_thread: true,
            ..Level::fixed("hard", 7, 18, 0, DEFAULT_EVALUATION)
        }
    }

    /// Fixed-depth selective search to 9 plies on one thread, exact over the last 18
    /// empties: the step between `hard` and `master`.
    pub fn elite() -> Level {
        Level {
            selectivity: SELECTIVITY,
            one_thread: true,
            ..Level::fixed("elite", 9, 18, 0, DEFAULT_EVALUATION)
        }
    }

    /// Fixed-depth selective search to 12 plies on one thread, exact over the last 16
    /// empties: the step between `hard` and the timed strongest level, without a clock.
    pub fn master() -> Level {
        Level {
            selectivity: SELECTIVITY,
            one_thread: true,
            ..Level::fixed("master", 12, 16, 0, DEFAULT_EVALUATION)
        }
    }

    /// The opening book, then iterative deepening as deep as 1 s allows, selective, perfect
    /// play from 20 empty squares.
    pub fn strongest() -> Level {
        Level::strongest_with(Duration::from_secs(1))
    }

    /// The strongest level with its own time per move.
    pub fn strongest_with(time: Duration) -> Level {
        Level {
            time: Some(time),
            selectivity: SELECTIVITY,
            book: true,
            ..Level::fixed("strongest", 60, 20, 0, DEFAULT_EVALUATION)
        }
    }

    /// The strongest level as it was before selective search, the book and training run 3:
    /// full width with the weights embedded then, the yardstick of the engine's progress.
    pub fn round3() -> Level {
        Level {
            name: "round3".to_string(),
            evaluation: Evaluation::Round3,
            selectivity: 0,
            book: false,
            ..Level::strongest()
        }
    }

    /// The strongest level with the hand-set evaluation: the yardstick of the learned one.
    pub fn handset() -> Level {
        Level {
            name: "handset".to_string(),
            evaluation: Evaluation::HandSet,
            selectivity: 0,
            book: false,
            ..Level::strongest()
        }
    }

    /// Fixed-depth alpha-beta on mobility and corners alone: the reference opponent.
    pub fn mobility_corners(depth: u32) -> Level {
        Level::fixed("mobility", depth, 0, 0, Evaluation::MobilityCorners)
    }

    /// The levels offered in the window, weakest first (the ladder's steps that carry the
    /// names players knew before the ladder).
    pub fn all() -> Vec<Level> {
        vec![
            Level::beginner(),
            Level::easy(),
            Level::medium(),
            Level::hard(),
            Level::strongest(),
        ]
    }

    /// The ladder, weakest first: the steps that err like people, then `hard` and the
    /// levels above it, each about 150–200 Elo above the one before.
    pub fn ladder() -> Vec<Level> {
        let mut ladder: Vec<Level> = LADDER
            .iter()
            .map(|&(name, depth, temperature, exact)| Level::human(name, depth, exact, temperature))
            .collect();
        ladder.extend(TOP.iter().map(|make| make()));
        ladder
    }

    /// The names of the ladder's levels, weakest first.
    pub fn ladder_names() -> Vec<String> {
        Level::ladder()
            .into_iter()
            .map(|level| level.name)
            .collect()
    }

    /// A level by name: a ladder level ([`Level::ladder_names`]), a retired one (the level
    /// that replaced it, [`Level::current_name`]) or a yardstick (`handset`, `round3`,
    /// `mobility`). The names of the levels before the ladder (`beginner`, `easy`,
    /// `medium`, `hard`, `strongest`) are ladder steps themselves, so saved games, match
    /// scripts and NBoard settings keep working.
    pub fn by_name(name: &str) -> Option<Level> {
        match name {
            "mobility" => return Some(Level::mobility_corners(4)),
            "handset" => return Some(Level::handset()),
            "round3" => return Some(Level::round3()),
            _ => {}
        }
        let name = Level::current_name(name);
        Level::ladder().into_iter().find(|level| level.name == name)
    }

    /// The name a level has today: a retired ladder level's is the remaining level
    /// nearest its rating; any other name stays as it is.
    pub fn current_name(name: &str) -> &str {
        RETIRED
            .iter()
            .find(|(old, _)| *old == name)
            .map_or(name, |&(_, now)| now)
    }

    /// Every name [`Level::by_name`] accepts, the ladder's weakest first.
    pub fn names() -> Vec<String> {
        let mut names = Level::ladder_names();
        names.extend(["handset", "round3", "mobility"].map(String::from));
        names
    }

    fn fixed(name: &str, depth: u32, exact: u32, noise: i32, evaluation: Evaluation) -> Level {
        Level {
            name: name.to_string(),
            depth,
            time: None,
            exact_empties: exact,
            noise,
            evaluation,
            selectivity: 0,
            book: false,
            book_loss: 0,
            temperature: 0,
            one_thread: false,
        }
    }
}

/// The ladder's steps that err like people, weakest first: name, search depth (plies),
/// softmax temperature (hundredths of a disc) and the empties from which values are exact.
const LADDER: [(&str, u32, u32, u32); 12] = [
    ("novice", 1, 1000, 2),
    ("beginner", 1, 610, 4),
    ("learner", 1, 413, 4),
    ("casual", 1, 240, 6),
    ("easy", 2, 285, 6),
    ("steady", 2, 208, 8),
    ("improver", 3, 185, 8),
    ("skilled", 3, 85, 10),
    ("medium", 4, 95, 10),
    ("club", 4, 42, 12),
    ("advanced", 5, 35, 12),
    ("expert", 6, 20, 14),
];

/// The ladder's levels above those that err like people, weakest first.
const TOP: [fn() -> Level; 4] = [Level::hard, Level::elite, Level::master, Level::strongest];

/// Ladder levels taken out because they sat too near a neighbour (under 90 Elo), each with
/// the remaining level nearest its rating in the last fit that had it (`keen` 1542 between
/// `improver` 1456 and `skilled` 1598; `tough` 2336 between `expert` 2249 and `hard`
/// 2472), so saved games, settings, match scripts and NBoard keep working.
const RETIRED: [(&str, &str); 2] = [("keen", "skilled"), ("tough", "expert")];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retired_names_play_the_level_nearest_them_and_other_names_stay() {
        let names = Level::ladder_names();
        for (old, now) in RETIRED {
            assert!(!names.iter().any(|n| n == old), "{old} is still a level");
            assert_eq!(Level::by_name(old), Level::by_name(now));
            assert_eq!(Level::current_name(old), now);
        }
        assert_eq!(Level::current_name("elite"), "elite");
        assert_eq!(Level::current_name("grandmaster"), "grandmaster");
        assert_eq!(Level::by_name("grandmaster"), None);
    }

    #[test]
    fn the_ladder_deepens_from_hard_to_master() {
        let depth = |name: &str| Level::by_name(name).map(|level| level.depth);
        assert_eq!(
            [depth("hard"), depth("elite"), depth("master")],
            [Some(7), Some(9), Some(12)]
        );
        assert!(
            Level::ladder()
                .iter()
                .all(|level| level.one_thread || level.time.is_some())
        );
    }
}
