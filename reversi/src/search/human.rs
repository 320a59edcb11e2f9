//! Levels that err like people: every move valued by the level's own search (its horizon
//! in plies, exact values from its number of empties on), then one drawn by a softmax over
//! those values. A move slightly worse than the best is chosen often, one that gives away
//! a corner the search sees rarely: the mistakes of a person of that strength, not noise.
//! The draw comes from the engine's seeded RNG, so a game is reproducible from its seed.

use super::{DISC, Engine, Evaluator, INFINITY, Level, SearchResult};
use crate::board::Board;
use crate::square::Square;
use grid_core::SeededRng;

/// One legal move and its value for the side to move, hundredths of a disc.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    /// The move.
    pub square: Square,
    /// Its value after the level's search (exact: the final disc difference × [`DISC`]).
    pub value: i32,
}

impl Engine {
    /// Plays `level` on this thread alone (the solver too), whatever the engine's threads:
    /// a level with [`Level::one_thread`] plays alike on any machine.
    pub(super) fn on_one_thread(&mut self, board: &Board, level: &Level) -> SearchResult {
        let threads = self.threads;
        self.set_threads(1);
        let result = if level.temperature > 0 {
            self.human_move(board, level)
        } else {
            self.search_alone(board, level, 1)
        };
        self.set_threads(threads);
        result
    }

    /// A move drawn by the softmax of [`Level::temperature`] over the values of
    /// [`Engine::move_values`]; the score is the chosen move's value.
    fn human_move(&mut self, board: &Board, level: &Level) -> SearchResult {
        let (values, exact) = self.move_values(board, level);
        let mut result = SearchResult {
            best: board.moves().next(),
            score: 0,
            depth: 0,
            nodes: self.nodes,
            exact: false,
            selective: false,
            book: false,
        };
        if let Some(chosen) = choose(&values, level.temperature, &mut self.rng) {
            result.best = Some(chosen.square);
            result.score = chosen.value;
            result.exact = exact;
            result.depth = if exact {
                board.empties()
            } else {
                level.depth.min(board.empties()).max(1)
            };
        }
        result
    }

    /// Every legal move of `board` valued as `level` sees it: exactly when the empties are
    /// at most [`Level::exact_empties`], else by a full-window search of [`Level::depth`]
    /// plies (the move included); and whether the values are exact. Empty when the side
    /// to move must pass; cut short if the stop flag is raised.
    pub fn move_values(&mut self, board: &Board, level: &Level) -> (Vec<MoveValue>, bool) {
        self.nodes = 0;
        self.stopped = false;
        self.deadline = None;
        self.evaluator = Evaluator::new(level.evaluation, self.weights);
        self.threshold = level.selectivity as f32 / 100.0;
        self.solver.set_evaluator(self.evaluator);
        self.solver.set_deadline(None);
        let empties = board.empties();
        let exact = empties <= level.exact_empties;
        let depth = level.depth.min(empties).max(1);
        let mut values = Vec::new();
        for square in board.moves() {
            let after = board.play(square).expect("listed moves are legal");
            let value = if exact {
                match self.solver.solve(&after) {
                    Some(solution) => {
                        self.nodes += solution.nodes;
                        -solution.score * DISC
                    }
                    None => break,
                }
            } else {
                let (player, opponent) = (after.player(), after.opponent());
                let value = -self.pvs(player, opponent, depth - 1, -INFINITY, INFINITY, 1, false);
                if self.stopped {
                    break;
                }
                value
            };
            values.push(MoveValue { square, value });
        }
        (values, exact)
    }
}

/// Draws one of `values` with a weight of `exp((value - best) / temperature)` (temperature
/// in hundredths of a disc; 0: the best, the first of equals). `None` when there is none.
pub fn choose(values: &[MoveValue], temperature: u32, rng: &mut SeededRng) -> Option<MoveValue> {
    let best = values.iter().map(|m| m.value).max()?;
    if temperature == 0 {
        return values.iter().find(|m| m.value == best).copied();
    }
    let weights: Vec<f64> = values
        .iter()
        .map(|m| (f64::from(m.value - best) / f64::from(temperature)).exp())
        .collect();
    let mut left = rng.unit() * weights.iter().sum::<f64>();
    for (value, weight) in values.iter().zip(&weights) {
        if left < *weight {
            return Some(*value);
        }
        left -= weight;
    }
    values.last().copied()
}

/// The mean loss of [`choose`] at `temperature` over `values`, hundredths of a disc: what
/// the level gives away in this position on average.
pub fn expected_loss(values: &[MoveValue], temperature: u32) -> f64 {
    let Some(best) = values.iter().map(|m| m.value).max() else {
        return 0.0;
    };
    if temperature == 0 {
        return 0.0;
    }
    let weights: Vec<f64> = values
        .iter()
        .map(|m| (f64::from(m.value - best) / f64::from(temperature)).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    values
        .iter()
        .zip(&weights)
        .map(|(m, w)| f64::from(best - m.value) * w / total)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stop::StopFlag;

    fn values(list: &[(&str, i32)]) -> Vec<MoveValue> {
        list.iter()
            .map(|&(square, value)| MoveValue {
                square: square.parse().unwrap(),
                value,
            })
            .collect()
    }

    #[test]
    fn a_cold_softmax_plays_the_best_and_a_hot_one_varies() {
        let list = values(&[("c4", -200), ("d3", 300), ("e6", 250), ("f5", -3000)]);
        let mut rng = SeededRng::new(1);
        assert_eq!(choose(&list, 0, &mut rng).unwrap().square, list[1].square);
        let mut counts = [0u32; 4];
        for _ in 0..4000 {
            let chosen = choose(&list, 100, &mut rng).unwrap();
            counts[list.iter().position(|m| *m == chosen).unwrap()] += 1;
        }
        // exp(-0.5) ≈ 0.61 of the best's weight for e6, exp(-5) for c4, exp(-33) for f5.
        assert!(counts[1] > counts[2] && counts[2] > 1000, "{counts:?}");
        assert!(counts[0] < 60 && counts[3] == 0, "{counts:?}");
        assert_eq!(choose(&[], 100, &mut rng), None);
    }

    #[test]
    fn the_expected_loss_grows_with_the_temperature() {
        let list = values(&[("c4", -200), ("d3", 300), ("e6", 250), ("f5", -3000)]);
        let losses: Vec<f64> = [0, 50, 100, 400, 2000]
            .iter()
            .map(|&t| expected_loss(&list, t))
            .collect();
        assert_eq!(losses[0], 0.0);
        assert!(losses.windows(2).all(|w| w[0] < w[1]), "{losses:?}");
        assert!(losses[4] < 3300.0 / 4.0 + 1.0, "{losses:?}");
    }

    #[test]
    fn human_levels_are_reproducible_from_the_seed_and_vary_between_seeds() {
        let board = Board::start().play("f5".parse().unwrap()).unwrap();
        let board = board.play("d6".parse().unwrap()).unwrap();
        let level = Level::easy();
        let play = |seed| {
            Engine::new(seed, StopFlag::new())
                .best_move(&board, &level)
                .best
        };
        assert_eq!(play(3), play(3));
        let moves: std::collections::HashSet<_> = (0..20).map(play).collect();
        assert!(moves.len() > 1, "{moves:?}");
    }

    #[test]
    fn exact_values_near_the_end_and_one_thread_whatever_the_engine_has() {
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let board = crate::obf::parse_obf(line).unwrap().board;
        let level = Level {
            exact_empties: 20,
            ..Level::medium()
        };
        let mut engine = Engine::new(0, StopFlag::new());
        engine.set_threads(2);
        let (values, exact) = engine.move_values(&board, &level);
        assert!(exact);
        assert_eq!(values.iter().map(|m| m.value).max(), Some(18 * DISC));
        let result = engine.best_move(&board, &level);
        assert!(result.exact && board.is_legal(result.best.unwrap()));
        assert_eq!(engine.threads(), 2);
    }
}
