//! The pieces of the training pipeline that fits the pattern evaluation ([`crate::pattern`])
//! to self-play: games, labels and the least-squares fit, as pure functions of their seeds
//! and inputs. The `train` example runs them stage by stage, with checkpoint files.
//!
//! - [`selfplay`]: games from randomised openings, played by a fixed-depth search with
//!   noise and perfectly over the last empties.
//! - [`labels`]: each position's target — the exact score near the end, the game's result
//!   further back.
//! - [`fit`]: phase by phase, weights that minimise the squared error on the training
//!   positions, with a validation split that is never trained on.
//! - [`records`]: the compact binary forms of games and labels.
//! - [`book_growth`]: the opening book grown by self-play walks and deep searches.

pub mod book_growth;
pub mod fit;
pub mod labels;
pub mod records;
pub mod selfplay;

#[cfg(test)]
mod tests {
    use super::fit::{FitParams, PhaseData, fit_phase};
    use super::labels::{label_game, samples};
    use super::records::{decode_games, decode_labels, encode_games, encode_labels};
    use super::selfplay::SelfPlay;
    use crate::StopFlag;
    use crate::endgame::Solver;
    use crate::pattern::{PHASES, Weights, packed_len, phase};
    use crate::search::{Engine, Evaluation};

    /// The whole chain on a few games: play, label, store and read back, fit one phase,
    /// and the fitted weights evaluate a position of that phase closer to its label.
    #[test]
    fn pipeline_smoke_test() {
        let config = SelfPlay {
            random_min: 2,
            random_max: 8,
            depth: 2,
            noise: 100,
            exact_empties: 10,
            evaluation: Evaluation::HandSet,
        };
        let mut engine = Engine::new(1, StopFlag::new());
        let games: Vec<_> = (0..6).map(|seed| config.play(seed, &mut engine)).collect();
        let mut solver = Solver::with_table(StopFlag::new(), 16);
        let labels: Vec<_> = games
            .iter()
            .map(|game| label_game(game, 10, 12, &mut solver).unwrap())
            .collect();
        let games = decode_games(&encode_games(&games)).unwrap();
        let labels = decode_labels(&encode_labels(&labels)).unwrap();
        let target_phase = phase(12);
        let mut data = PhaseData::default();
        let mut first = None;
        for (game, label) in games.iter().zip(&labels) {
            for sample in samples(game, label, 10).unwrap() {
                let empties = 64 - (sample.player | sample.opponent).count_ones();
                if phase(empties) == target_phase {
                    data.push(
                        sample.player,
                        sample.opponent,
                        f64::from(sample.score) * 100.0,
                    );
                    first.get_or_insert(sample);
                }
            }
        }
        let start = vec![0.0; packed_len()];
        let params = FitParams {
            iterations: 10,
            ridge: 1.0,
        };
        let fit = fit_phase(&data, &PhaseData::default(), &start, params);
        let mut packed = vec![0i16; PHASES * packed_len()];
        for (slot, weight) in packed[target_phase * packed_len()..]
            .iter_mut()
            .zip(&fit.weights)
        {
            *slot = weight.round() as i16;
        }
        let weights = Weights::from_packed(&packed).unwrap();
        let sample = first.unwrap();
        let error = (weights.evaluate(sample.player, sample.opponent)
            - i32::from(sample.score) * 100)
            .abs();
        assert!(
            error < (i32::from(sample.score) * 100).abs().max(1),
            "{error}"
        );
    }
}
