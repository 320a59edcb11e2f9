//! The computer player: iterative-deepening principal-variation search in the midgame,
//! the exact solver near the end, and the levels that tune both.
//!
//! Call [`Engine::best_move`] off the UI thread; raise the [`StopFlag`] to interrupt it (it
//! then returns the best move of the last finished iteration). The search reads the clock
//! only to honour a level's time per move.

mod analysis;
mod clock;
mod eval;
mod evaluator;
mod level;
pub mod probcut;
mod table;

pub use analysis::{Analysis, AnalysisLimit, MoveAnalysis, analyze, analyze_with};
pub use clock::Clock;
pub use eval::{DISC, evaluate, mobility_and_corners};
pub use evaluator::Evaluator;
pub use level::{DEFAULT_EVALUATION, Evaluation, Level, SELECTIVITY};

use crate::bitboard::{CORNERS, flips, legal_moves};
use crate::board::Board;
use crate::book::Book;
use crate::endgame::{Solution, Solver};
use crate::pattern::Weights;
use crate::square::Square;
use crate::stop::StopFlag;
use grid_core::SeededRng;
use probcut::ProbCut;
use std::sync::Arc;
use std::time::Instant;
use table::{Entry, Table};

/// Larger than any evaluation.
const INFINITY: i32 = 1_000_000;
/// Evaluations are clamped to this (far beyond any real score), so that they fit the
/// table's 16-bit slots.
const SCORE_LIMIT: i32 = 30_000;

/// What the engine chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` when the side to move must pass or the game is over.
    pub best: Option<Square>,
    /// Score for the side to move in hundredths of a disc ([`DISC`]); exact results are
    /// the final disc difference times [`DISC`].
    pub score: i32,
    /// Depth of the last finished iteration (empties when exact).
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
    /// Whether `score` is the exact final result.
    pub exact: bool,
    /// Whether a selective search (Multi-ProbCut, [`Level::selectivity`]) gave `score`:
    /// an estimate that may have missed a move the full-width search would find.
    pub selective: bool,
    /// Whether the move and score come from the opening book ([`Level::book`]).
    pub book: bool,
}

/// A computer player with its tables and RNG; keep one per game so it learns as it goes.
pub struct Engine {
    table: Arc<Table>,
    threads: usize,
    killers: [[u8; 2]; 64],
    history: [i32; 64],
    solver: Solver,
    rng: SeededRng,
    nodes: u64,
    stop: StopFlag,
    deadline: Option<Instant>,
    stopped: bool,
    evaluator: Evaluator,
    weights: &'static Weights,
    probcut: &'static ProbCut,
    /// The Multi-ProbCut threshold in standard deviations (0: full width).
    threshold: f32,
    /// Counts the searches, so that the table prefers the current one's entries.
    generation: u8,
}

/// From this many plies to go, moves are ordered by their evaluation
/// ([`Engine::ordered_moves_with`]): a third fewer nodes at depth 19 than by mobility alone.
const SORTED_BY_EVALUATION: u32 = 4;

/// Multi-ProbCut is tried from this remaining depth on (shallower nodes are cheap anyway).
const PROBCUT_MIN_DEPTH: u32 = 3;

const TABLE_BITS: u32 = 20;

/// Search threads that leave one core free for the rest of the program (at least 1): the
/// default for an interactive computer player.
pub fn default_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .saturating_sub(1)
        .max(1)
}

/// Chooses a move for `board` at `level` (a fresh engine; use [`Engine`] to keep tables
/// between moves).
pub fn best_move(board: &Board, level: &Level, stop: &StopFlag) -> SearchResult {
    Engine::new(0, stop.clone()).best_move(board, level)
}

/// A suggested move for the side to move: what the hard level would play.
pub fn hint(board: &Board, stop: &StopFlag) -> Option<Square> {
    best_move(board, &Level::hard(), stop).best
}

/// Depth of the midgame search that gives [`solve_exact`] its guess: a fraction of a
/// second, against minutes for the solves it speeds up.
const GUESS_DEPTH: u32 = 10;

/// Solves `board` exactly with `solver`: a midgame search guesses the score, then the
/// solver probes narrow windows around the guess ([`Solver::solve_near`]); `nodes`
/// includes the midgame search's. `None` if `stop` (which should also be the solver's stop
/// flag) is raised first. The guess uses the solver's evaluator and threads.
pub fn solve_exact(board: &Board, solver: &mut Solver, stop: &StopFlag) -> Option<Solution> {
    let evaluator = solver.evaluator();
    let level = Level {
        depth: GUESS_DEPTH,
        time: None,
        exact_empties: 0,
        noise: 0,
        evaluation: evaluator.evaluation(),
        book: false,
        ..Level::strongest()
    };
    let mut engine = Engine::new(0, stop.clone());
    if let Evaluator::Learned(weights) = evaluator {
        engine = engine.with_weights(weights);
    }
    engine.set_threads(solver.threads());
    let estimate = engine.best_move(board, &level);
    if stop.is_raised() {
        return None;
    }
    let guess = (estimate.score as f64 / f64::from(DISC)).round() as i32;
    let solution = solver.solve_near(board, guess)?;
    Some(Solution {
        nodes: solution.nodes + estimate.nodes,
        ..solution
    })
}

impl Engine {
    /// An engine whose random choices come from `seed`, interrupted by `stop`.
    pub fn new(seed: u64, stop: StopFlag) -> Engine {
        Engine {
            table: Arc::new(Table::new(TABLE_BITS)),
            threads: 1,
            killers: [[64; 2]; 64],
            history: [0; 64],
            solver: Solver::with_table(stop.clone(), 20),
            rng: SeededRng::new(seed),
            nodes: 0,
            stop,
            deadline: None,
            stopped: false,
            evaluator: Evaluator::standard(),
            weights: Weights::embedded(),
            probcut: ProbCut::embedded(),
            threshold: 0.0,
            generation: 0,
        }
    }

    /// The same engine with other weights for the learned evaluation (a training run's).
    pub fn with_weights(mut self, weights: &'static Weights) -> Engine {
        self.weights = weights;
        self
    }

    /// Search threads, this one included (at least 1): the midgame search runs helpers on
    /// the shared table (lazy SMP) and the exact solver splits its tree.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
        self.solver.set_threads(self.threads);
    }

    /// Search threads (see [`Engine::set_threads`]).
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// A helper thread's engine: the same table and weights, its own killers and history,
    /// no solver of its own, stopped by `done`.
    fn helper(&self, done: StopFlag) -> Engine {
        Engine {
            table: Arc::clone(&self.table),
            threads: 1,
            killers: [[64; 2]; 64],
            history: [0; 64],
            solver: Solver::with_table(done.clone(), 1),
            rng: SeededRng::new(0),
            nodes: 0,
            stop: done,
            deadline: None,
            stopped: false,
            evaluator: self.evaluator,
            weights: self.weights,
            probcut: self.probcut,
            threshold: self.threshold,
            generation: self.generation,
        }
    }

    /// Chooses a move for the side to move at `level`.
    pub fn best_move(&mut self, board: &Board, level: &Level) -> SearchResult {
        if level.book
            && let Some((square, value)) =
                Book::embedded().choose(board, level.book_loss as i32, &mut self.rng)
        {
            return SearchResult {
                best: Some(square),
                score: i32::from(value.score) * DISC,
                depth: u32::from(value.depth),
                nodes: 0,
                exact: false,
                selective: false,
                book: true,
            };
        }
        self.generation = self.generation.wrapping_add(1) & 63;
        let exact_now = board.empties() <= level.exact_empties;
        if self.threads <= 1 || exact_now || board.legal_moves().count_ones() < 2 {
            return self.search_alone(board, level, 1);
        }
        // Helpers deepen the same position (every other one a ply ahead) and leave what
        // they find in the shared table; the answer is this thread's.
        let done = StopFlag::new();
        let helper_level = Level {
            noise: 0,
            ..level.clone()
        };
        self.evaluator = Evaluator::new(level.evaluation, self.weights);
        let helpers: Vec<Engine> = (1..self.threads)
            .map(|_| self.helper(done.clone()))
            .collect();
        std::thread::scope(|scope| {
            // A helper the system refuses to start is left out: the search needs none.
            let handles: Vec<_> = helpers
                .into_iter()
                .enumerate()
                .filter_map(|(i, mut helper)| {
                    let helper_level = &helper_level;
                    crate::threads::spawn(scope, move || {
                        helper.search_alone(board, helper_level, 1 + (i as u32 + 1) % 2);
                        helper.nodes
                    })
                })
                .collect();
            let mut result = self.search_alone(board, level, 1);
            done.stop();
            let helped: u64 = handles
                .into_iter()
                .map(|handle| handle.join().expect("helper threads do not panic"))
                .sum();
            result.nodes += helped;
            result
        })
    }

    /// [`Engine::best_move`] on this thread alone, the iterations starting at `first_depth`.
    fn search_alone(&mut self, board: &Board, level: &Level, first_depth: u32) -> SearchResult {
        let start = Instant::now();
        self.nodes = 0;
        self.stopped = false;
        self.evaluator = Evaluator::new(level.evaluation, self.weights);
        self.threshold = level.selectivity as f32 / 100.0;
        self.solver.set_evaluator(self.evaluator);
        self.deadline = level.time.map(|t| start + t);
        self.history = [0; 64];
        let moves = board.legal_moves();
        if moves == 0 {
            return SearchResult {
                best: None,
                score: 0,
                depth: 0,
                nodes: 0,
                exact: false,
                selective: false,
                book: false,
            };
        }
        let empties = board.empties();
        let mut result = SearchResult {
            best: Some(Square::first_of(moves)),
            score: 0,
            depth: 0,
            nodes: 0,
            exact: false,
            selective: false,
            book: false,
        };
        if moves.count_ones() == 1 && level.time.is_some() {
            return result;
        }
        let exact_now = empties <= level.exact_empties;
        let max_depth = level.depth.min(empties).max(1);
        // Midgame iterations; when an exact solve follows, keep a share of the time for it.
        let midgame_deadline = match (exact_now, level.time) {
            (true, Some(t)) => Some(start + t / 4),
            (true, None) => Some(start),
            _ => self.deadline,
        };
        for depth in first_depth.min(max_depth)..=max_depth {
            if exact_now && depth > 1 && midgame_deadline.is_some_and(|d| Instant::now() >= d) {
                break;
            }
            let saved = self.deadline;
            if exact_now {
                self.deadline = midgame_deadline;
            }
            let iteration = self.root(board, depth, level.noise);
            self.deadline = saved;
            if let Some((best, score)) = iteration {
                result = SearchResult {
                    best: Some(best),
                    score,
                    depth,
                    nodes: self.nodes,
                    exact: false,
                    selective: self.threshold > 0.0,
                    book: false,
                };
            } else {
                break;
            }
            // Another iteration costs several times this one: stop early if it cannot end.
            if let Some(deadline) = self.deadline {
                let now = Instant::now();
                let spent = now - start;
                if now + spent * 2 >= deadline && !exact_now {
                    break;
                }
            }
            if self.stop.is_raised() {
                break;
            }
        }
        if exact_now && !self.stop.is_raised() {
            self.solver.set_deadline(self.deadline);
            if let Some(solution) = self.solver.solve(board) {
                result = SearchResult {
                    best: solution.best,
                    score: solution.score * DISC,
                    depth: empties,
                    nodes: self.nodes + solution.nodes,
                    exact: true,
                    selective: false,
                    book: false,
                };
            }
        }
        result.nodes = result.nodes.max(self.nodes);
        result
    }

    /// The static evaluation of `board` for the side to move with the offered levels'
    /// evaluation (for an evaluation display).
    pub fn evaluate(board: &Board) -> i32 {
        Evaluator::standard().evaluate(board.player(), board.opponent())
    }

    /// One iteration at the root. With noise, every move gets an exact score so the noise
    /// compares like with like; without, the usual principal-variation search.
    fn root(&mut self, board: &Board, depth: u32, noise: i32) -> Option<(Square, i32)> {
        let (player, opponent) = (board.player(), board.opponent());
        let moves = self.ordered_moves(player, opponent, 0);
        let mut alpha = -INFINITY;
        let mut best: Option<(Square, i32)> = None;
        let mut best_noisy = -INFINITY;
        for (i, &(square, flipped)) in moves.iter().enumerate() {
            let (next_p, next_o) = (opponent & !flipped, player | flipped | 1 << square);
            let score = if noise > 0 || i == 0 {
                -self.pvs(next_p, next_o, depth - 1, -INFINITY, INFINITY, 1, false)
            } else {
                let score = -self.pvs(next_p, next_o, depth - 1, -alpha - 1, -alpha, 1, false);
                if score > alpha {
                    -self.pvs(next_p, next_o, depth - 1, -INFINITY, -alpha, 1, false)
                } else {
                    score
                }
            };
            if self.stopped {
                return None;
            }
            let noisy = if noise > 0 {
                score + self.rng.between(-i64::from(noise), i64::from(noise)) as i32
            } else {
                score
            };
            if noisy > best_noisy {
                best_noisy = noisy;
                best = Square::new(square).map(|s| (s, score));
            }
            if noise == 0 && score > alpha {
                alpha = score;
            }
        }
        if let Some((square, score)) = best {
            self.store(
                player,
                opponent,
                depth,
                (-INFINITY, INFINITY),
                score,
                square.index() as u8,
            );
        }
        best
    }

    #[allow(clippy::too_many_arguments)]
    fn pvs(
        &mut self,
        player: u64,
        opponent: u64,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0
            && (self.stop.is_raised() || self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if depth == 0 {
            return self.evaluator.evaluate(player, opponent);
        }
        let mut hint = 64;
        if let Some(entry) = self.probe(player, opponent) {
            if u32::from(entry.depth) >= depth && (!entry.selective || self.threshold > 0.0) {
                if entry.lower >= beta {
                    return entry.lower;
                }
                if entry.upper <= alpha {
                    return entry.upper;
                }
                alpha = alpha.max(entry.lower);
                beta = beta.min(entry.upper);
                if alpha >= beta {
                    return alpha;
                }
            }
            hint = entry.best;
        }
        let moves = legal_moves(player, opponent);
        if moves == 0 {
            if passed || legal_moves(opponent, player) == 0 {
                let diff = player.count_ones() as i32 - opponent.count_ones() as i32;
                let empties = 64 - (player | opponent).count_ones() as i32;
                let result = diff + diff.signum() * empties;
                return result * DISC;
            }
            return -self.pvs(opponent, player, depth, -beta, -alpha, ply, true);
        }
        if self.threshold > 0.0
            && beta - alpha == 1
            && depth >= PROBCUT_MIN_DEPTH
            && let Some(bound) = self.probcut(player, opponent, depth, (alpha, beta), ply)
        {
            return bound;
        }
        let window = (alpha, beta);
        let list = self.ordered_moves_with(player, opponent, ply, hint, depth);
        let mut best_score = -INFINITY;
        let mut best_move = 64u8;
        for (i, &(square, flipped)) in list.iter().enumerate() {
            let (next_p, next_o) = (opponent & !flipped, player | flipped | 1 << square);
            let mut score;
            if i == 0 {
                score = -self.pvs(next_p, next_o, depth - 1, -beta, -alpha, ply + 1, false);
            } else {
                score = -self.pvs(
                    next_p,
                    next_o,
                    depth - 1,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    false,
                );
                if score > alpha && score < beta {
                    score = -self.pvs(next_p, next_o, depth - 1, -beta, -score, ply + 1, false);
                }
            }
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = square;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        self.remember_cutoff(square, ply, depth);
                        break;
                    }
                }
            }
        }
        self.store(player, opponent, depth, window, best_score, best_move);
        best_score
    }

    /// Multi-ProbCut at a null-window node: a shallow search that proves the deep value
    /// lies outside the window with the level's confidence answers for the deep search
    /// (`beta` for a fail high, `alpha` for a fail low); `None` when it proves neither.
    fn probcut(
        &mut self,
        player: u64,
        opponent: u64,
        depth: u32,
        (alpha, beta): (i32, i32),
        ply: usize,
    ) -> Option<i32> {
        let empties = 64 - (player | opponent).count_ones();
        if depth >= empties {
            return None;
        }
        let cut = self.probcut.extended(depth, empties)?;
        let most = 64 * DISC;
        if beta < most {
            let bound = cut.high_bound(beta, self.threshold);
            if bound.abs() < SCORE_LIMIT
                && self.pvs(player, opponent, cut.shallow, bound - 1, bound, ply, false) >= bound
            {
                return Some(beta);
            }
        }
        if alpha > -most {
            let bound = cut.low_bound(alpha, self.threshold);
            if bound.abs() < SCORE_LIMIT
                && self.pvs(player, opponent, cut.shallow, bound, bound + 1, ply, false) <= bound
            {
                return Some(alpha);
            }
        }
        None
    }

    fn remember_cutoff(&mut self, square: u8, ply: usize, depth: u32) {
        let killers = &mut self.killers[ply.min(63)];
        if killers[0] != square {
            killers[1] = killers[0];
            killers[0] = square;
        }
        self.history[usize::from(square)] += (depth * depth) as i32;
    }

    fn ordered_moves(&self, player: u64, opponent: u64, ply: usize) -> Vec<(u8, u64)> {
        let hint = self.probe(player, opponent).map_or(64, |e| e.best);
        self.ordered_moves_with(player, opponent, ply, hint, 0)
    }

    /// Hash move, then killers, then the others: with [`SORTED_BY_EVALUATION`] plies or more
    /// to go, by the evaluation after the move plus a disc for every reply left to the
    /// opponent (the subtrees are large enough there to repay an evaluation per move), else
    /// by the opponent's mobility after the move and corners; both with the history of
    /// cutoffs.
    fn ordered_moves_with(
        &self,
        player: u64,
        opponent: u64,
        ply: usize,
        hint: u8,
        depth: u32,
    ) -> Vec<(u8, u64)> {
        let mut list: Vec<(i32, u8, u64)> = crate::square::Squares(legal_moves(player, opponent))
            .map(|square| {
                let index = square.index();
                let flipped = flips(player, opponent, index);
                let sq = index as u8;
                let key = if sq == hint {
                    -INFINITY
                } else if self.killers[ply.min(63)].contains(&sq) {
                    -INFINITY / 2
                } else if depth >= SORTED_BY_EVALUATION {
                    let (next_p, next_o) = (opponent & !flipped, player | flipped | 1 << index);
                    let replies = legal_moves(next_p, next_o);
                    let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
                    self.evaluator.evaluate(next_p, next_o) + mobility * DISC
                        - self.history[index].min(1000) / 5
                } else {
                    let replies = legal_moves(opponent & !flipped, player | flipped | 1 << index);
                    let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
                    let corner = if CORNERS & (1 << index) != 0 { 20 } else { 0 };
                    mobility * 10 - corner - self.history[index].min(1000) / 50
                };
                (key, sq, flipped)
            })
            .collect();
        list.sort_unstable_by_key(|&(key, _, _)| key);
        list.into_iter()
            .map(|(_, sq, flipped)| (sq, flipped))
            .collect()
    }

    fn probe(&self, player: u64, opponent: u64) -> Option<Entry> {
        self.table.probe(player, opponent)
    }

    fn store(
        &mut self,
        player: u64,
        opponent: u64,
        depth: u32,
        window: (i32, i32),
        score: i32,
        best: u8,
    ) {
        let (alpha, beta) = window;
        let entry = Entry {
            lower: if score > alpha { score } else { -INFINITY },
            upper: if score < beta { score } else { INFINITY },
            depth: depth.min(255) as u8,
            best,
            selective: self.threshold > 0.0,
            generation: self.generation,
        };
        self.table.store(player, opponent, entry);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn plays_a_legal_move_at_every_level() {
        let board = Board::start();
        for level in Level::all().into_iter().chain([Level::mobility_corners(4)]) {
            let level = Level {
                time: level.time.map(|_| Duration::from_millis(50)),
                ..level
            };
            let result = best_move(&board, &level, &StopFlag::new());
            let best = result.best.expect("the start has moves");
            assert!(board.is_legal(best), "{}", level.name);
        }
    }

    #[test]
    fn takes_a_free_corner() {
        // Black can take a1 by flanking b2 from c3.
        let line = format!("-{}O{}X{} X", "-".repeat(8), "-".repeat(8), "-".repeat(45));
        let board = crate::obf::parse_obf(&line).unwrap().board;
        let result = best_move(&board, &Level::medium(), &StopFlag::new());
        assert_eq!(result.best.map(|s| s.to_string()), Some("a1".into()));
    }

    #[test]
    fn stops_when_asked() {
        let stop = StopFlag::new();
        stop.stop();
        let level = Level {
            time: None,
            book: false,
            ..Level::strongest()
        };
        let result = best_move(&Board::start(), &level, &stop);
        assert!(result.best.is_some());
        assert!(result.depth <= 1);
    }

    #[test]
    fn another_thread_can_interrupt() {
        let stop = StopFlag::new();
        let raiser = stop.clone();
        let handle = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(100));
            raiser.stop();
        });
        let level = Level {
            time: None,
            depth: 60,
            book: false,
            ..Level::strongest()
        };
        let started = Instant::now();
        let result = best_move(&Board::start(), &level, &stop);
        handle.join().unwrap();
        assert!(started.elapsed() < Duration::from_secs(5));
        assert!(result.depth >= 1 && result.depth < 60);
        assert!(Board::start().is_legal(result.best.unwrap()));
    }

    #[test]
    fn time_per_move_is_respected() {
        let level = Level {
            book: false,
            ..Level::strongest_with(Duration::from_millis(200))
        };
        let started = Instant::now();
        let result = best_move(&Board::start(), &level, &StopFlag::new());
        assert!(started.elapsed() < Duration::from_millis(1500));
        assert!(result.depth >= 2, "{result:?}");
    }

    #[test]
    fn several_threads_play_legal_moves_and_solve_exactly() {
        let mut engine = Engine::new(0, StopFlag::new());
        engine.set_threads(2);
        let level = Level {
            time: None,
            depth: 7,
            ..Level::hard()
        };
        let mut single = Engine::new(0, StopFlag::new());
        let board = Board::start().play("f5".parse().unwrap()).unwrap();
        let both = engine.best_move(&board, &level);
        assert!(board.is_legal(both.best.unwrap()));
        assert_eq!(both.depth, 7);
        assert!(single.best_move(&board, &level).nodes > 0);
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let board = crate::obf::parse_obf(line).unwrap().board;
        let exact = engine.best_move(&board, &Level::strongest());
        assert!(exact.exact);
        assert_eq!(exact.score, 18 * DISC);
    }

    #[test]
    fn selective_search_is_cheaper_marked_and_leaves_full_width_results_alone() {
        let mut board = Board::start();
        for square in [
            "f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7", "d7", "g6",
        ] {
            board = board.play(square.parse().unwrap()).unwrap();
        }
        let full = Level {
            time: None,
            depth: 8,
            exact_empties: 0,
            selectivity: 0,
            ..Level::strongest()
        };
        let selective = Level {
            selectivity: 150,
            ..full.clone()
        };
        let mut fresh = Engine::new(0, StopFlag::new());
        let width = fresh.best_move(&board, &full);
        assert!(!width.selective);
        let mut engine = Engine::new(0, StopFlag::new());
        let cut = engine.best_move(&board, &selective);
        assert!(cut.selective);
        assert!(cut.nodes < width.nodes, "{} {}", cut.nodes, width.nodes);
        assert!(board.is_legal(cut.best.unwrap()));
        // The selective search's table entries do not answer for a full-width search.
        assert_eq!(engine.best_move(&board, &full).score, width.score);
    }

    #[test]
    fn the_strongest_level_opens_from_the_book() {
        let mut engine = Engine::new(0, StopFlag::new());
        let from_book = engine.best_move(&Board::start(), &Level::strongest());
        assert!(from_book.book && from_book.nodes == 0);
        assert!(Board::start().is_legal(from_book.best.unwrap()));
        let searched = engine.best_move(
            &Board::start(),
            &Level {
                time: Some(Duration::from_millis(20)),
                ..Level::round3()
            },
        );
        assert!(!searched.book && searched.nodes > 0);
        // Allowed to lose discs in the book, the level varies its replies.
        let after = Board::start().play("f5".parse().unwrap()).unwrap();
        let loose = Level {
            book_loss: 64,
            ..Level::strongest()
        };
        let replies: std::collections::HashSet<_> = (0..12)
            .map(|seed| {
                Engine::new(seed, StopFlag::new())
                    .best_move(&after, &loose)
                    .best
            })
            .collect();
        assert!(replies.len() > 1, "{replies:?}");
    }

    #[test]
    fn exact_near_the_end() {
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let board = crate::obf::parse_obf(line).unwrap().board;
        let level = Level {
            exact_empties: 20,
            ..Level::medium()
        };
        let result = best_move(&board, &level, &StopFlag::new());
        assert!(result.exact);
        assert_eq!(result.score, 18 * DISC);
        assert_eq!(result.best.map(|s| s.to_string()), Some("g8".into()));
    }
}
