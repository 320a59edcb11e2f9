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
}

impl Level {
    /// Looks at one move ahead and plays with a lot of noise: loses corners, good for
    /// a first game.
    pub fn beginner() -> Level {
        Level::fixed("beginner", 1, 0, 400, DEFAULT_EVALUATION)
    }

    /// Two plies, some noise, exact over the last 8 squares.
    pub fn easy() -> Level {
        Level::fixed("easy", 2, 8, 150, DEFAULT_EVALUATION)
    }

    /// Four plies, a little noise, exact over the last 12 squares.
    pub fn medium() -> Level {
        Level::fixed("medium", 4, 12, 40, DEFAULT_EVALUATION)
    }

    /// Iterative deepening up to 8 plies or 0.5 s, selective, exact over the last 16
    /// squares.
    pub fn hard() -> Level {
        Level {
            time: Some(Duration::from_millis(500)),
            selectivity: SELECTIVITY,
            ..Level::fixed("hard", 8, 16, 0, DEFAULT_EVALUATION)
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

    /// The levels offered to players, weakest first.
    pub fn all() -> Vec<Level> {
        vec![
            Level::beginner(),
            Level::easy(),
            Level::medium(),
            Level::hard(),
            Level::strongest(),
        ]
    }

    /// A level by name (`beginner`, `easy`, `medium`, `hard`, `strongest`, `handset`,
    /// `round3`, `mobility`).
    pub fn by_name(name: &str) -> Option<Level> {
        match name {
            "mobility" => return Some(Level::mobility_corners(4)),
            "handset" => return Some(Level::handset()),
            "round3" => return Some(Level::round3()),
            _ => {}
        }
        Level::all().into_iter().find(|level| level.name == name)
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
        }
    }
}
