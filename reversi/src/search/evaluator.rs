//! The leaf evaluation a search carries: which function, and for the learned one which
//! weights (the library's own, or a training run's).

use super::eval::{evaluate, mobility_and_corners};
use super::level::Evaluation;
use crate::pattern::Weights;

/// A copyable handle on an evaluation function.
#[derive(Clone, Copy, Debug)]
pub enum Evaluator {
    /// The pattern evaluation with these weights.
    Learned(&'static Weights),
    /// The hand-set features.
    HandSet,
    /// Mobility and corners only.
    MobilityCorners,
}

impl Evaluator {
    /// The evaluator of `evaluation`, with `weights` for the learned one.
    pub fn new(evaluation: Evaluation, weights: &'static Weights) -> Evaluator {
        match evaluation {
            Evaluation::Learned => Evaluator::Learned(weights),
            Evaluation::HandSet => Evaluator::HandSet,
            Evaluation::MobilityCorners => Evaluator::MobilityCorners,
            Evaluation::Round3 => Evaluator::Learned(Weights::round3()),
        }
    }

    /// The evaluator the offered levels use, with the library's weights.
    pub fn standard() -> Evaluator {
        Evaluator::new(super::level::DEFAULT_EVALUATION, Weights::embedded())
    }

    /// Which kind of evaluation this is.
    pub fn evaluation(self) -> Evaluation {
        match self {
            Evaluator::Learned(_) => Evaluation::Learned,
            Evaluator::HandSet => Evaluation::HandSet,
            Evaluator::MobilityCorners => Evaluation::MobilityCorners,
        }
    }

    /// The position with `player` to move, in hundredths of a disc for `player`
    /// (within ±300 discs, far beyond any real score).
    #[inline]
    pub fn evaluate(self, player: u64, opponent: u64) -> i32 {
        let value = match self {
            Evaluator::Learned(weights) => weights.evaluate(player, opponent),
            Evaluator::HandSet => evaluate(player, opponent),
            Evaluator::MobilityCorners => mobility_and_corners(player, opponent),
        };
        value.clamp(-super::SCORE_LIMIT, super::SCORE_LIMIT)
    }
}
