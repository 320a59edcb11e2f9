//! Analysis of a position: every legal move with its own score, whether the score is
//! exact, the depth reached and the expected line, for `reversi analyze` and for hint
//! displays. Moves are independent problems, so several threads split them.

use super::{DISC, Engine, Evaluator, INFINITY};
use crate::board::Board;
use crate::book::Book;
use crate::endgame::Solver;
use crate::obf::ObfPosition;
use crate::pattern::Weights;
use crate::square::Square;
use crate::stop::StopFlag;
use std::time::{Duration, Instant};

/// How long to analyse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysisLimit {
    /// Search every move this many plies deep (the move itself included); solve exactly
    /// when the game's remaining moves fit in that depth.
    Depth(u32),
    /// Deepen every move until this much time has passed; near the end, then solve as many
    /// moves exactly as the time allows.
    Time(Duration),
}

/// One move's analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAnalysis {
    /// The move; `None` for a forced pass.
    pub square: Option<Square>,
    /// Score for the side to move after playing it, hundredths of a disc ([`super::DISC`]).
    pub score: i32,
    /// Whether `score` is the exact final result with perfect play.
    pub exact: bool,
    /// Plies searched from the analysed position, the move included (all empties when exact).
    pub depth: u32,
    /// The expected continuation, starting with the move (passes left out).
    pub line: Vec<Square>,
    /// Whether a selective search (Multi-ProbCut) gave `score`: an estimate that may have
    /// missed a move the full-width search would find.
    pub selective: bool,
    /// Whether `score` is the opening book's value of the move.
    pub book: bool,
}

/// Every legal move of a position, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The moves, best score first.
    pub moves: Vec<MoveAnalysis>,
    /// Positions visited in all.
    pub nodes: u64,
}

impl Analysis {
    /// `board` as an OBF line listing every analysed move's score in whole discs, best
    /// first (`analyze --obf` prints such lines; sets of positions with every move's value
    /// are kept so).
    pub fn to_obf(&self, board: Board) -> ObfPosition {
        let scores = self
            .moves
            .iter()
            .map(|m| {
                (
                    m.square,
                    (f64::from(m.score) / f64::from(DISC)).round() as i32,
                )
            })
            .collect();
        ObfPosition { board, scores }
    }
}

/// With this many empties or fewer, timed analysis tries to solve the moves exactly.
const TIMED_EXACT_EMPTIES: u32 = 26;

/// Analyses every legal move of `board` (a forced pass is one move, `None`; a finished game
/// has none) with `evaluation`, on `threads` threads (at least one), until `limit` or
/// until `stop` is raised (what is finished by then is returned). Full-width searches.
pub fn analyze(
    board: &Board,
    limit: AnalysisLimit,
    evaluator: Evaluator,
    threads: usize,
    stop: &StopFlag,
) -> Analysis {
    analyze_with(board, limit, evaluator, threads, (0, false), stop)
}

/// [`analyze`] with the midgame searches selective at `selectivity` (as
/// [`super::Level::selectivity`]; 0: full width), their scores marked
/// [`MoveAnalysis::selective`], and with `book` the moves leading into the opening book
/// given their book values instead of a search ([`MoveAnalysis::book`]).
pub fn analyze_with(
    board: &Board,
    limit: AnalysisLimit,
    evaluator: Evaluator,
    threads: usize,
    (selectivity, book): (u32, bool),
    stop: &StopFlag,
) -> Analysis {
    let started = Instant::now();
    let from_book: Vec<MoveAnalysis> = if book {
        Book::embedded()
            .moves(board)
            .into_iter()
            .map(|(square, value)| MoveAnalysis {
                square: Some(square),
                score: i32::from(value.score) * super::DISC,
                exact: false,
                depth: u32::from(value.depth) + 1,
                line: vec![square],
                selective: false,
                book: true,
            })
            .collect()
    } else {
        Vec::new()
    };
    let mut candidates: Vec<Option<Square>> = board
        .moves()
        .filter(|&s| from_book.iter().all(|m| m.square != Some(s)))
        .map(Some)
        .collect();
    if board.must_pass() && !board.is_game_over() {
        candidates.push(None);
    }
    let threads = threads.clamp(1, candidates.len().max(1));
    let deadline = match limit {
        AnalysisLimit::Time(time) => Some(started + time),
        AnalysisLimit::Depth(_) => None,
    };
    let mut results: Vec<(Vec<MoveAnalysis>, u64)> = Vec::new();
    let share = |t: usize| -> Vec<Option<Square>> {
        candidates
            .iter()
            .skip(t)
            .step_by(threads)
            .copied()
            .collect()
    };
    let work = |mine: Vec<Option<Square>>| {
        let mut worker = Worker::new(evaluator, selectivity, stop.clone());
        let analysed = worker.moves(board, &mine, limit, started, deadline);
        (analysed, worker.nodes)
    };
    let (share, work) = (&share, &work);
    std::thread::scope(|scope| {
        // The first share is this thread's; a share whose thread the system refuses to
        // start is analysed here too, after it.
        let mut handles = Vec::new();
        let mut refused = Vec::new();
        for t in 1..threads {
            let mine = share(t);
            match crate::threads::spawn(scope, move || work(mine)) {
                Some(handle) => handles.push(handle),
                None => refused.push(t),
            }
        }
        for t in std::iter::once(0).chain(refused) {
            results.push(work(share(t)));
        }
        for handle in handles {
            results.push(handle.join().expect("analysis threads do not panic"));
        }
    });
    let nodes = results.iter().map(|(_, n)| n).sum();
    let mut moves: Vec<MoveAnalysis> = results.into_iter().flat_map(|(m, _)| m).collect();
    moves.extend(from_book);
    moves.sort_by_key(|m| (-m.score, m.square.map_or(64, Square::index)));
    Analysis { moves, nodes }
}

/// One thread's engine and solver.
struct Worker {
    engine: Engine,
    solver: Solver,
    nodes: u64,
}

impl Worker {
    fn new(evaluator: Evaluator, selectivity: u32, stop: StopFlag) -> Worker {
        let weights = match evaluator {
            Evaluator::Learned(weights) => weights,
            _ => Weights::embedded(),
        };
        let mut engine = Engine::new(0, stop.clone()).with_weights(weights);
        engine.evaluator = evaluator;
        engine.threshold = selectivity as f32 / 100.0;
        let mut solver = Solver::with_table(stop, 21);
        solver.set_evaluator(evaluator);
        Worker {
            engine,
            solver,
            nodes: 0,
        }
    }

    /// The position after `square` (a pass when `None`).
    fn after(board: &Board, square: Option<Square>) -> Board {
        match square {
            Some(square) => board.play(square).expect("analysed moves are legal"),
            None => board.passed(),
        }
    }

    fn moves(
        &mut self,
        board: &Board,
        moves: &[Option<Square>],
        limit: AnalysisLimit,
        started: Instant,
        deadline: Option<Instant>,
    ) -> Vec<MoveAnalysis> {
        let mut results: Vec<MoveAnalysis> = moves
            .iter()
            .map(|&square| MoveAnalysis {
                square,
                score: 0,
                exact: false,
                depth: 0,
                line: square.into_iter().collect(),
                selective: false,
                book: false,
            })
            .collect();
        match limit {
            AnalysisLimit::Depth(depth) => {
                let depth = depth.max(1);
                if board.empties() <= depth {
                    self.solve_all(board, &mut results);
                } else {
                    self.deepen(board, &mut results, depth, None);
                }
            }
            AnalysisLimit::Time(time) => {
                let near_end = board.empties() <= TIMED_EXACT_EMPTIES;
                // Near the end a quarter of the time orders the moves, the rest solves.
                let midgame_until = if near_end {
                    Some(started + time / 4)
                } else {
                    deadline
                };
                self.deepen(board, &mut results, board.empties(), midgame_until);
                if near_end {
                    self.solver.set_deadline(deadline);
                    results.sort_by_key(|m| -m.score);
                    self.solve_all(board, &mut results);
                }
            }
        }
        results
    }

    /// Iterative deepening over all the moves together, up to `max_depth` plies or the
    /// deadline; each move keeps the score of its deepest finished search.
    fn deepen(
        &mut self,
        board: &Board,
        results: &mut [MoveAnalysis],
        max_depth: u32,
        deadline: Option<Instant>,
    ) {
        let engine = &mut self.engine;
        engine.deadline = deadline;
        engine.stopped = false;
        for depth in 1..=max_depth.min(board.empties().max(1)) {
            for result in results.iter_mut() {
                let child = Worker::after(board, result.square);
                engine.nodes = 0;
                let score = -engine.pvs(
                    child.player(),
                    child.opponent(),
                    depth - 1,
                    -INFINITY,
                    INFINITY,
                    1,
                    result.square.is_none(),
                );
                self.nodes += engine.nodes;
                if engine.stopped {
                    return;
                }
                result.score = score;
                result.depth = depth;
                result.selective = engine.threshold > 0.0 && depth < board.empties();
                result.line = result.square.into_iter().collect();
                result.line.extend(engine.line(&child, depth as usize - 1));
            }
            if engine.stop.is_raised() || deadline.is_some_and(|d| Instant::now() >= d) {
                return;
            }
        }
    }

    /// Solves each move exactly (until the deadline or a stop), best guesses first.
    fn solve_all(&mut self, board: &Board, results: &mut [MoveAnalysis]) {
        for result in results.iter_mut() {
            let child = Worker::after(board, result.square);
            let guess = -(result.score as f64 / f64::from(super::DISC)).round() as i32;
            let solution = self.solver.solve_near(&child, guess);
            self.nodes += self.solver.nodes();
            let Some(solution) = solution else {
                return;
            };
            result.score = -solution.score * super::DISC;
            result.exact = true;
            result.selective = false;
            result.depth = board.empties();
            result.line = result.square.into_iter().collect();
            result.line.extend(self.solver.line(&child));
        }
    }
}

impl Engine {
    /// The expected line from `board`: the table's best moves, at most `plies` of them.
    pub(super) fn line(&self, board: &Board, plies: usize) -> Vec<Square> {
        let mut line = Vec::new();
        let mut board = *board;
        while line.len() < plies {
            if board.must_pass() && !board.is_game_over() {
                board = board.passed();
            }
            let Some(square) = self
                .probe(board.player(), board.opponent())
                .and_then(|entry| Square::new(entry.best))
                .filter(|&square| board.is_legal(square))
            else {
                break;
            };
            line.push(square);
            board = board.play(square).expect("checked legal");
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf::parse_obf;

    const FFORUM_1: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";

    #[test]
    fn exact_analysis_scores_every_move_like_the_solver() {
        let board = parse_obf(FFORUM_1).unwrap().board;
        for threads in [1, 3] {
            let analysis = analyze(
                &board,
                AnalysisLimit::Depth(60),
                Evaluator::HandSet,
                threads,
                &StopFlag::new(),
            );
            assert_eq!(analysis.moves.len(), board.moves().count());
            let best = &analysis.moves[0];
            assert_eq!(best.square.map(|s| s.to_string()), Some("g8".into()));
            assert_eq!(best.score, 18 * super::super::DISC);
            let mut solver = Solver::default();
            for analysed in &analysis.moves {
                assert!(analysed.exact);
                assert_eq!(analysed.depth, board.empties());
                assert_eq!(analysed.line.first().copied(), analysed.square);
                let child = board.play(analysed.square.unwrap()).unwrap();
                solver.clear();
                let exact = solver.solve(&child).unwrap().score;
                assert_eq!(analysed.score, -exact * super::super::DISC);
                // The line is legal from the position.
                let mut position = board;
                for &square in &analysed.line {
                    if position.must_pass() {
                        position = position.passed();
                    }
                    position = position.play(square).unwrap();
                }
            }
        }
    }

    #[test]
    fn shallow_and_timed_analysis_cover_every_move() {
        let board = Board::start();
        let fixed = analyze(
            &board,
            AnalysisLimit::Depth(3),
            Evaluator::HandSet,
            2,
            &StopFlag::new(),
        );
        assert_eq!(fixed.moves.len(), 4);
        assert!(fixed.moves.iter().all(|m| m.depth == 3 && !m.exact));
        assert!(fixed.moves.iter().all(|m| m.line.len() == 3));
        let timed = analyze(
            &board,
            AnalysisLimit::Time(Duration::from_millis(100)),
            Evaluator::HandSet,
            1,
            &StopFlag::new(),
        );
        assert_eq!(timed.moves.len(), 4);
        assert!(timed.moves.iter().all(|m| m.depth >= 1));
    }

    #[test]
    fn a_forced_pass_is_one_move() {
        // White to move has no move; black has.
        let board = Board::from_discs(0b11, 0b100, crate::Color::White).unwrap();
        assert!(board.must_pass());
        let analysis = analyze(
            &board,
            AnalysisLimit::Depth(4),
            Evaluator::HandSet,
            1,
            &StopFlag::new(),
        );
        assert_eq!(analysis.moves.len(), 1);
        assert_eq!(analysis.moves[0].square, None);
    }
}
