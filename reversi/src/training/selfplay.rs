//! Self-play games for training: random opening moves for variety, then a fixed-depth
//! search with random noise at the root (so games differ), and perfect play over the last
//! empties (so those positions' results are exact).

use crate::board::Board;
use crate::search::{Engine, Evaluation, Level};
use crate::square::Square;
use grid_core::SeededRng;

/// How the self-play games are played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfPlay {
    /// Fewest random moves at the start.
    pub random_min: u32,
    /// Most random moves at the start.
    pub random_max: u32,
    /// Depth of the midgame search that plays the other moves.
    pub depth: u32,
    /// Noise added to each root move's score, in hundredths of a disc.
    pub noise: i32,
    /// From this many empties on, both sides play perfectly (exact solves).
    pub exact_empties: u32,
    /// The evaluation of the midgame search.
    pub evaluation: Evaluation,
}

impl SelfPlay {
    /// The level both sides play with after the opening.
    pub fn level(&self) -> Level {
        Level {
            name: "self-play".to_string(),
            depth: self.depth,
            time: None,
            exact_empties: self.exact_empties,
            noise: self.noise,
            evaluation: self.evaluation,
            selectivity: 0,
            book: false,
            book_loss: 0,
            temperature: 0,
            one_thread: false,
        }
    }

    /// Plays one game; the moves (passes left out). `engine` carries its tables from game
    /// to game, so a series of games depends on the whole series' seeds (it is still
    /// reproducible).
    pub fn play(&self, seed: u64, engine: &mut Engine) -> Vec<Square> {
        let mut rng = SeededRng::new(seed);
        let span = u64::from(self.random_max.saturating_sub(self.random_min)) + 1;
        let random = self.random_min as usize + rng.below(span) as usize;
        let level = self.level();
        let mut board = Board::start();
        let mut moves = Vec::new();
        while !board.is_game_over() {
            if board.must_pass() {
                board = board.passed();
                continue;
            }
            let square = if moves.len() < random {
                let legal: Vec<Square> = board.moves().collect();
                legal[rng.index(legal.len())]
            } else {
                engine
                    .best_move(&board, &level)
                    .best
                    .expect("the side to move has a move")
            };
            board = board.play(square).expect("a legal move");
            moves.push(square);
        }
        moves
    }
}

/// The positions before each move of a game, and the final board. `None` if a move is
/// illegal.
pub fn replay(moves: &[Square]) -> Option<(Vec<Board>, Board)> {
    let mut board = Board::start();
    let mut positions = Vec::with_capacity(moves.len());
    for &square in moves {
        if board.must_pass() {
            board = board.passed();
        }
        positions.push(board);
        board = board.play(square)?;
    }
    if board.must_pass() {
        board = board.passed();
    }
    board.is_game_over().then_some((positions, board))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stop::StopFlag;

    fn config() -> SelfPlay {
        SelfPlay {
            random_min: 2,
            random_max: 6,
            depth: 2,
            noise: 100,
            exact_empties: 10,
            evaluation: Evaluation::HandSet,
        }
    }

    #[test]
    fn games_are_complete_and_reproducible() {
        let play = |seed| config().play(seed, &mut Engine::new(seed, StopFlag::new()));
        let game = play(5);
        assert_eq!(game, play(5));
        assert_ne!(game, play(6));
        let (positions, end) = replay(&game).unwrap();
        assert_eq!(positions.len(), game.len());
        assert!(end.is_game_over());
    }
}
