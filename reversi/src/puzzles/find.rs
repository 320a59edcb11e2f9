//! Finding puzzles: the engine plays itself from seeded balanced openings, and each
//! position of its endgame is tested exactly. A position is kept when exactly one move
//! keeps the best result and every other move loses at least [`MARGIN`] discs; the
//! difficulty band is the shallowest fixed-depth probe that plays the answer.

use super::file::{Band, Puzzle};
use super::{MARGIN, MAX_EMPTIES, MIN_MOVES, PROBE_DEPTHS};
use crate::board::Board;
use crate::endgame::Solver;
use crate::opening;
use crate::search::{DEFAULT_EVALUATION, DISC, Engine, Level, SELECTIVITY};
use crate::square::Square;
use crate::stop::StopFlag;

/// Positions with fewer empties are not offered: the deepest probe (10 plies) would see
/// the end of the game, and such short endings make poor puzzles.
pub const MIN_EMPTIES: u32 = 12;

/// The self-play level: a 6-ply search with a disc of root noise, the book while it has
/// moves (up to 2 discs off its best), so that games differ and leave mistakes to punish.
pub fn selfplay_level() -> Level {
    Level {
        name: "puzzle self-play".to_string(),
        depth: 6,
        time: None,
        exact_empties: 0,
        noise: DISC,
        evaluation: DEFAULT_EVALUATION,
        selectivity: 0,
        book: true,
        book_loss: 2,
        temperature: 0,
        one_thread: false,
    }
}

/// The positions of self-play game `seed` with `empties` empties (inclusive range) where
/// the side to move has a move, in the order played. The same seed gives the same game.
pub fn selfplay_positions(seed: u64, empties: (u32, u32)) -> Vec<Board> {
    let level = selfplay_level();
    let mut engine = Engine::new(seed, StopFlag::new());
    let mut board = opening::balanced(seed).board();
    let mut positions = Vec::new();
    while !board.is_game_over() && board.empties() >= empties.0 {
        if board.must_pass() {
            board = board.passed();
            continue;
        }
        if board.empties() <= empties.1 {
            positions.push(board);
        }
        let Some(square) = engine.best_move(&board, &level).best else {
            break;
        };
        board = board.play(square).expect("the engine plays legal moves");
    }
    positions
}

/// The exact tests, with a solver kept between positions.
pub struct Finder {
    solver: Solver,
    /// Orders the moves before the exact tests.
    engine: Engine,
}

impl Default for Finder {
    fn default() -> Self {
        Finder::new()
    }
}

/// What a move is known to be worth, from the mover's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Known {
    Exact(i32),
    AtMost(i32),
}

impl Finder {
    /// A finder with a 2^21-entry solver table (about 50 MB), one thread.
    pub fn new() -> Finder {
        Finder {
            solver: Solver::with_table(StopFlag::new(), 21),
            engine: Engine::new(0, StopFlag::new()),
        }
    }

    /// The exact value of `square` for the side to move, probing near `guess`.
    fn exact(&mut self, board: &Board, square: Square, guess: i32) -> i32 {
        let child = board.play(square).expect("a legal move");
        -self
            .solver
            .solve_near(&child, -guess)
            .expect("no stop flag is raised")
            .score
    }

    /// Whether `square` scores at most `bound` (a null-window proof).
    fn at_most(&mut self, board: &Board, square: Square, bound: i32) -> bool {
        let child = board.play(square).expect("a legal move");
        // The move scores at most `bound` when the reply scores at least `-bound`. Scores
        // are even, so a window around the odd `cut` just below `-bound` decides it.
        let cut = -bound - 1;
        let reply = self
            .solver
            .solve_window(&child, cut - 1, cut + 1)
            .expect("no stop flag is raised")
            .score;
        reply > cut
    }

    /// Every legal move's exact value, best first, when `board` is a puzzle: at most
    /// [`MAX_EMPTIES`] empties, at least [`MIN_MOVES`] moves, one move best by at least
    /// [`MARGIN`] discs. `None` otherwise. A 4-ply analysis orders the moves; null-window
    /// proofs dismiss the clearly worse moves before any other move is solved exactly.
    pub fn values(&mut self, board: &Board) -> Option<Vec<(Square, i32)>> {
        let moves: Vec<Square> = board.moves().collect();
        if moves.len() < MIN_MOVES || board.empties() > MAX_EMPTIES {
            return None;
        }
        let order = shallow_order(board, &mut self.engine);
        let (first, first_guess) = order[0];
        let mut best = (first, self.exact(board, first, first_guess));
        let mut known = vec![(first, Known::Exact(best.1))];
        for &(square, guess) in &order[1..] {
            if self.at_most(board, square, best.1 - MARGIN) {
                known.push((square, Known::AtMost(best.1 - MARGIN)));
                continue;
            }
            let value = self.exact(board, square, guess);
            if value > best.1 - MARGIN && value < best.1 + MARGIN {
                return None;
            }
            known.push((square, Known::Exact(value)));
            if value > best.1 {
                // Every move so far is at most the old best, now `MARGIN` or more below.
                best = (square, value);
            }
        }
        let mut values: Vec<(Square, i32)> = known
            .into_iter()
            .map(|(square, known)| match known {
                Known::Exact(value) => (square, value),
                Known::AtMost(bound) => (square, self.exact(board, square, bound)),
            })
            .collect();
        values.sort_by_key(|&(square, value)| (-value, square.index()));
        Some(values)
    }

    /// The puzzle at `board`, with its band, or `None` when it is not one.
    pub fn puzzle(&mut self, board: &Board, game: Option<u64>) -> Option<Puzzle> {
        if board.empties() < MIN_EMPTIES {
            return None;
        }
        let values = self.values(board)?;
        let band = band(board, values[0].0);
        Some(Puzzle {
            board: *board,
            values,
            band,
            game,
        })
    }
}

/// The moves with their 4-ply estimates in whole discs, best first.
fn shallow_order(board: &Board, engine: &mut Engine) -> Vec<(Square, i32)> {
    let level = probe_level(4);
    let mut order: Vec<(Square, i32)> = board
        .moves()
        .map(|square| {
            let child = board.play(square).expect("a legal move");
            let reply = engine.best_move(&child, &level).score;
            (square, -(reply as f64 / f64::from(DISC)).round() as i32)
        })
        .collect();
    order.sort_by_key(|&(square, value)| (-value, square.index()));
    order
}

/// A fixed-depth probe: full width, no noise, no book, never solving exactly.
fn probe_level(depth: u32) -> Level {
    Level {
        name: format!("probe {depth}"),
        depth,
        time: None,
        exact_empties: 0,
        noise: 0,
        evaluation: DEFAULT_EVALUATION,
        selectivity: 0,
        book: false,
        book_loss: 0,
        temperature: 0,
        one_thread: false,
    }
}

/// A cheap guess at `board`'s band, before any exact solving: the band of the move a
/// 12-ply selective search prefers. The generator spends its exact tests on the bands it
/// still lacks; a kept puzzle's band is always probed again against its proven answer.
pub fn estimated_band(board: &Board) -> Band {
    let deep = Level {
        selectivity: SELECTIVITY,
        ..probe_level(12)
    };
    let mut engine = Engine::new(0, StopFlag::new());
    match engine.best_move(board, &deep).best {
        Some(guess) => band(board, guess),
        None => Band::Depth(PROBE_DEPTHS[0]),
    }
}

/// The shallowest probe of [`PROBE_DEPTHS`] (one thread, a fresh engine each) that plays
/// `answer`; [`Band::Deep`] when none does.
pub fn band(board: &Board, answer: Square) -> Band {
    PROBE_DEPTHS
        .into_iter()
        .find(|&depth| {
            let mut engine = Engine::new(0, StopFlag::new());
            engine.best_move(board, &probe_level(depth)).best == Some(answer)
        })
        .map_or(Band::Deep, Band::Depth)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf::parse_obf;

    #[test]
    fn selfplay_is_seeded_and_stays_in_range() {
        let a = selfplay_positions(3, (14, 16));
        assert_eq!(a, selfplay_positions(3, (14, 16)));
        assert!(!a.is_empty());
        assert!(a.iter().all(|b| (14..=16).contains(&b.empties())));
        assert_ne!(a, selfplay_positions(4, (14, 16)));
    }

    #[test]
    fn values_agree_with_a_plain_solve() {
        // FForum 1: G8 +18, H1 +12, H7 +6, the others lower.
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let board = parse_obf(line).unwrap().board;
        let values = Finder::new().values(&board).expect("a unique best move");
        let mut solver = Solver::default();
        for &(square, value) in &values {
            let child = board.play(square).unwrap();
            assert_eq!(value, -solver.solve(&child).unwrap().score, "{square}");
        }
        assert_eq!(values[0], ("g8".parse().unwrap(), 18));
        assert_eq!(values.len(), board.moves().count());
        let puzzle = Finder::new().puzzle(&board, None).unwrap();
        assert_eq!(puzzle.values, values);
        assert!(matches!(puzzle.band, Band::Depth(_) | Band::Deep));
        assert_eq!(estimated_band(&board), estimated_band(&board));
    }

    #[test]
    fn positions_without_a_unique_answer_are_not_puzzles() {
        // The start: four symmetric moves, and far too many empties.
        assert_eq!(Finder::new().values(&Board::start()), None);
        // Fewer moves than a puzzle needs: refused before any search.
        let few = Board::from_discs(0b11, 0b100, crate::Color::White).unwrap();
        assert_eq!(Finder::new().values(&few), None);
    }
}
