//! The exact endgame solver: the final disc difference with perfect play.
//!
//! Negamax alpha-beta with principal-variation (null-window) search. Far from the end it
//! generates moves with bitboards, tries the transposition-table move first and then the
//! others fastest-first (fewest replies for the opponent; from 15 empties on, by a shallow
//! search with the midgame evaluation), and cuts on stable discs. Near the
//! end it walks the empty squares directly in parity order (odd regions first), and the last
//! empty square only counts flips.
//!
//! Scores follow the usual convention: empty squares left at the end go to the winner.

mod split;
mod table;

use crate::bitboard::{
    CORNERS, NEIGHBOURS, flips, frontier_next_to, last_flip_count, legal_moves, stable_discs,
};
use crate::board::Board;
use crate::search::{DISC, Evaluator};
use crate::square::Square;
use crate::stop::StopFlag;
use split::{Found, Hub, Split};
use std::sync::Arc;
use std::time::Instant;
use table::Table;

/// Below this many empties, moves come from the empty-square list in parity order.
const SHALLOW: u32 = 6;
/// From this many empties on, positions go into the transposition table.
const HASHED: u32 = 8;
/// From this many empties on, children are looked up in the table before searching.
const ETC: u32 = 10;
/// From this many empties on, the stop flag is polled.
const POLL: u32 = 10;

/// From this many empties on, moves are ordered by a shallow midgame search instead of by
/// mobility alone: the subtrees are so large there that the search costs little. This and
/// the three settings below were tuned with the learned evaluation on FForum 40–49 (see the
/// README).
const SORTED_BY_SEARCH: u32 = 15;
/// From this many empties on, that ordering search looks two plies ahead instead of one.
const SORTED_DEEPER: u32 = 19;
/// From this many empties on, it looks four plies ahead (three ordered worse than two).
const SORTED_DEEPEST: u32 = 20;
/// The weight of the opponent's mobility added to the ordering search's value (evaluation
/// units: a hundredth of a disc per unit).
const ORDER_MOBILITY: i32 = 170;

/// Alpha-beta of `depth` plies on the midgame evaluation, for move ordering only.
fn ordering_value(
    evaluator: Evaluator,
    player: u64,
    opponent: u64,
    depth: u32,
    mut alpha: i32,
    beta: i32,
) -> i32 {
    if depth == 0 {
        return evaluator.evaluate(player, opponent);
    }
    let mut moves = legal_moves(player, opponent);
    if moves == 0 {
        if legal_moves(opponent, player) == 0 {
            return final_score(player, opponent) * DISC;
        }
        return -ordering_value(evaluator, opponent, player, depth, -beta, -alpha);
    }
    let mut best = i32::MIN + 1;
    while moves != 0 {
        let square = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        let flipped = flips(player, opponent, square);
        let value = -ordering_value(
            evaluator,
            opponent & !flipped,
            player | flipped | 1 << square,
            depth - 1,
            -beta,
            -alpha,
        );
        if value > best {
            best = value;
            if value > alpha {
                alpha = value;
                if value >= beta {
                    break;
                }
            }
        }
    }
    best
}

/// The four 4×4 quadrants, for parity ordering.
const QUADRANTS: [u64; 4] = [
    0x0000_0000_0F0F_0F0F,
    0x0000_0000_F0F0_F0F0,
    0x0F0F_0F0F_0000_0000,
    0xF0F0_F0F0_0000_0000,
];

/// The result of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Solution {
    /// A best move, `None` when the side to move must pass (or the game is over).
    pub best: Option<Square>,
    /// The exact final disc difference for the side to move (empties to the winner).
    pub score: i32,
    /// Positions visited.
    pub nodes: u64,
}

/// From this many empties on, a thread of a parallel solve offers a position's remaining
/// moves to idle threads once its first move is searched.
const SPLIT: u32 = 12;

/// An exact solver with its transposition table (reuse one for many positions). With
/// several threads ([`Solver::set_threads`]) positions whose first move is searched share
/// their other moves between threads (young brothers wait), except the root's children;
/// the score stays exact, the node count grows a little.
pub struct Solver {
    table: Arc<Table>,
    threads: usize,
    /// The split points of a parallel solve.
    hub: Option<Arc<Hub>>,
    /// The split points this thread is working in, outermost first: a cutoff in one of
    /// them ends this thread's work below it.
    within: Vec<Arc<Split>>,
    /// Stopped by the stop flag or the deadline (not by a split point's cutoff).
    halted: bool,
    nodes: u64,
    stop: StopFlag,
    deadline: Option<Instant>,
    polls: u32,
    stopped: bool,
    evaluator: Evaluator,
    /// Empties of the position a parallel solve started from: its children are not split.
    root_empties: u32,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new(StopFlag::new())
    }
}

/// Final score when neither side can move: the difference, with empties to the winner.
#[inline(always)]
fn final_score(player: u64, opponent: u64) -> i32 {
    let p = player.count_ones() as i32;
    let o = opponent.count_ones() as i32;
    let empties = 64 - p - o;
    let diff = p - o;
    if diff > 0 {
        diff + empties
    } else if diff < 0 {
        diff - empties
    } else {
        0
    }
}

/// Stability: the opponent's stable discs cap what the player can reach. The cap, when
/// `alpha` is high enough for a cutoff to be likely: the opponent's discs must be able to
/// cap the score at `alpha`, and `alpha` must reach `2 × empties − 10` (tuned on FForum
/// 40–49: counting stable discs wherever the first condition holds saves 7 % more nodes
/// but costs 8 % more time; from `2 × empties − 2` on, 8 % fewer nodes are saved).
#[inline(always)]
fn stability_cap(player: u64, opponent: u64, alpha: i32, empties: u32) -> Option<i32> {
    (alpha >= 64 - 2 * opponent.count_ones() as i32 && alpha >= 2 * empties as i32 - 10)
        .then(|| 64 - 2 * stable_discs(opponent, player).count_ones() as i32)
}

/// Squares of the quadrants holding an odd number of empties, for parity ordering.
/// Folds the rows of each half onto one byte and each nibble onto one bit, so the four
/// parities cost a few shifts instead of four population counts.
#[inline(always)]
fn odd_quadrants(empty: u64) -> u64 {
    let mut x = empty ^ (empty >> 8);
    x ^= x >> 16;
    x ^= x >> 2;
    x ^= x >> 1;
    let mask = |bit: u32, quadrant: u64| 0u64.wrapping_sub((x >> bit) & 1) & quadrant;
    mask(0, QUADRANTS[0]) | mask(4, QUADRANTS[1]) | mask(32, QUADRANTS[2]) | mask(36, QUADRANTS[3])
}

impl Solver {
    /// A solver that gives up (returning `None` from [`Solver::solve`]) when `stop` is raised.
    pub fn new(stop: StopFlag) -> Solver {
        Solver::with_table(stop, 22)
    }

    /// A solver with a transposition table of `2^bits` entries of 24 bytes (the default
    /// is 2^22, about 100 MB; in-game engines use less).
    pub fn with_table(stop: StopFlag, bits: u32) -> Solver {
        Solver {
            table: Arc::new(Table::new(bits)),
            threads: 1,
            hub: None,
            within: Vec::new(),
            halted: false,
            nodes: 0,
            stop,
            deadline: None,
            polls: 0,
            stopped: false,
            evaluator: Evaluator::standard(),
            root_empties: 0,
        }
    }

    /// The midgame evaluation that orders moves far from the end (the offered levels'
    /// by default).
    pub fn set_evaluator(&mut self, evaluator: Evaluator) {
        self.evaluator = evaluator;
    }

    /// The evaluation that orders moves far from the end.
    pub fn evaluator(&self) -> Evaluator {
        self.evaluator
    }

    /// Search threads of each solve, this one included (at least 1).
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Search threads of each solve.
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// A helper thread's solver: the same tables and evaluator, its own counters, stopped
    /// by `done`.
    fn helper(&self, done: StopFlag) -> Solver {
        Solver {
            table: Arc::clone(&self.table),
            threads: 1,
            hub: self.hub.clone(),
            within: Vec::new(),
            halted: false,
            nodes: 0,
            stop: done,
            deadline: None,
            polls: 0,
            stopped: false,
            evaluator: self.evaluator,
            root_empties: self.root_empties,
        }
    }

    /// Gives up at `deadline` as well as when the stop flag is raised (`None`: no limit).
    pub fn set_deadline(&mut self, deadline: Option<Instant>) {
        self.deadline = deadline;
    }

    /// Whether to give up now: the flag and the split points' cutoffs every time, the
    /// clock every 256 polls.
    fn should_stop(&mut self) -> bool {
        self.polls = self.polls.wrapping_add(1);
        if self.stop.is_raised()
            || (self.polls % 256 == 0 && self.deadline.is_some_and(|d| Instant::now() >= d))
        {
            self.halted = true;
            return true;
        }
        self.in_void()
    }

    /// Solves `board` exactly, or `None` if stopped first.
    pub fn solve(&mut self, board: &Board) -> Option<Solution> {
        self.solve_window(board, -64, 64)
    }

    /// Solves within `[alpha, beta]`: the score is exact when it falls strictly inside,
    /// otherwise a bound (used to prove a move wins, draws or loses cheaply).
    pub fn solve_window(&mut self, board: &Board, alpha: i32, beta: i32) -> Option<Solution> {
        if self.threads <= 1 || board.empties() < SPLIT {
            return self.solve_alone(board, alpha, beta);
        }
        self.root_empties = board.empties();
        let done = StopFlag::new();
        let hub = Arc::new(Hub::default());
        self.hub = Some(Arc::clone(&hub));
        let helpers: Vec<Solver> = (1..self.threads)
            .map(|_| self.helper(done.clone()))
            .collect();
        let solution = std::thread::scope(|scope| {
            // A helper the system refuses to start is left out: the others share its work.
            let handles: Vec<_> = helpers
                .into_iter()
                .filter_map(|mut helper| {
                    let hub = Arc::clone(&hub);
                    crate::threads::spawn(scope, move || {
                        helper.serve(&hub);
                        helper.nodes
                    })
                })
                .collect();
            let solution = self.solve_alone(board, alpha, beta);
            hub.finish();
            let helped: u64 = handles
                .into_iter()
                .map(|handle| handle.join().expect("helper threads do not panic"))
                .sum();
            self.nodes += helped;
            solution.map(|s| Solution {
                nodes: s.nodes + helped,
                ..s
            })
        });
        self.hub = None;
        solution
    }

    /// A helper thread's life: take moves from split points until the solve is over.
    fn serve(&mut self, hub: &Hub) {
        while !hub.is_done() {
            hub.set_idle(true);
            let mut split = hub.join(None);
            while split.is_none() && !hub.is_done() {
                std::thread::yield_now();
                split = hub.join(None);
            }
            hub.set_idle(false);
            if let Some(split) = split {
                self.work_in(&split);
                split.leave();
                self.stopped = self.halted;
            }
        }
    }

    /// Whether a split point this thread works in (or one above it) is cut off.
    fn in_void(&self) -> bool {
        self.within.last().is_some_and(|split| split.is_void())
    }

    /// Searches moves of `split` until none is left. A stop that only means this split
    /// point's cutoff is cleared; any other abandons the split point's result.
    fn work_in(&mut self, split: &Arc<Split>) {
        self.within.push(Arc::clone(split));
        while !self.stopped {
            let Some((square, flipped)) = split.take() else {
                break;
            };
            let (player, opponent) = (split.player, split.opponent);
            let (next_p, next_o) = (opponent & !flipped, player | flipped | 1 << square);
            let alpha = split.alpha();
            let mut score = -self.search(next_p, next_o, -alpha - 1, -alpha, false);
            if !self.stopped && score > alpha && score < split.beta {
                score = -self.search(next_p, next_o, -split.beta, -score, false);
            }
            if self.stopped {
                break;
            }
            split.report(square, score);
        }
        self.within.pop();
        if self.stopped {
            if split.is_cut() && !split.is_aborted() && !self.halted && !self.in_void() {
                self.stopped = false;
            } else {
                split.abort();
            }
        }
    }

    /// Shares the moves `rest` of a position whose first move is searched (`found`) with
    /// idle threads, works on them too, and waits for the others (helping with the split
    /// points below this one meanwhile). Returns what the split point found; `stopped` is
    /// set if that is incomplete.
    fn split(
        &mut self,
        position: (u64, u64),
        rest: Vec<(u8, u64)>,
        found: Found,
        beta: i32,
    ) -> Found {
        let hub = Arc::clone(self.hub.as_ref().expect("splits happen in parallel solves"));
        let split = Arc::new(Split::new(self.within.last(), position, rest, found, beta));
        hub.publish(&split);
        self.work_in(&split);
        hub.withdraw(&split);
        while split.has_workers() {
            let other = if self.stopped {
                None
            } else {
                hub.set_idle(true);
                let other = hub.join(Some(&split));
                hub.set_idle(false);
                other
            };
            match other {
                Some(other) => {
                    self.work_in(&other);
                    other.leave();
                    // Abandoning work below this split point says nothing about it.
                    self.stopped = self.halted || self.in_void();
                }
                None => std::thread::yield_now(),
            }
        }
        self.stopped = self.halted || self.in_void() || split.is_aborted();
        split.found()
    }

    /// [`Solver::solve_window`] on this thread alone.
    fn solve_alone(&mut self, board: &Board, alpha: i32, beta: i32) -> Option<Solution> {
        self.nodes = 0;
        self.stopped = false;
        self.halted = false;
        let (player, opponent) = (board.player(), board.opponent());
        let moves = legal_moves(player, opponent);
        if moves == 0 {
            let score = -self.search(opponent, player, -beta, -alpha, true);
            return (!self.stopped).then_some(Solution {
                best: None,
                score,
                nodes: self.nodes,
            });
        }
        // The root is searched like any position (its moves split between threads too),
        // without the cutoffs that would leave it without a move.
        let hint = self.table.probe(player, opponent).map_or(64, |b| b.best);
        let (score, best) = self.children(
            player,
            opponent,
            (alpha, beta),
            board.empties(),
            moves,
            hint,
        );
        (!self.stopped).then_some(Solution {
            best: Square::new(best),
            score,
            nodes: self.nodes,
        })
    }

    /// Solves `board` exactly by narrow probes around `guess` (aspiration). Scores are
    /// even, so the window `(g - 1, g + 1)` answers "below, equal to or above `g`" at the
    /// cost of a null-window search; a failed probe moves `g` to the bound it proved, and the
    /// table kept between probes lets later probes reuse the earlier trees. With a guess
    /// within a few discs this visits a fifth to a third fewer nodes than [`Solver::solve`]'s
    /// full window. `nodes` counts all probes.
    pub fn solve_near(&mut self, board: &Board, guess: i32) -> Option<Solution> {
        let mut guess = guess.clamp(-64, 64) / 2 * 2;
        let mut nodes = 0;
        loop {
            let solution = self.solve_window(board, guess - 1, guess + 1)?;
            nodes += solution.nodes;
            if solution.score == guess {
                return Some(Solution { nodes, ..solution });
            }
            guess = solution.score;
        }
    }

    /// The expected line from `board` after a solve: the table's best moves while it has
    /// them, then (few empties, no longer stored) the moves small solves find best.
    pub fn line(&mut self, board: &Board) -> Vec<Square> {
        let mut line = Vec::new();
        let mut board = *board;
        while !board.is_game_over() {
            if board.must_pass() {
                board = board.passed();
            }
            let stored = self
                .table
                .probe(board.player(), board.opponent())
                .and_then(|bounds| Square::new(bounds.best))
                .filter(|&square| board.is_legal(square));
            let square = match stored {
                Some(square) => square,
                None if board.empties() < HASHED + 2 => {
                    match self.solve(&board).and_then(|solution| solution.best) {
                        Some(square) => square,
                        None => break,
                    }
                }
                None => break,
            };
            line.push(square);
            board = board.play(square).expect("checked legal");
        }
        line
    }

    /// Forgets stored positions (e.g. between unrelated problems, for fair node counts).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    fn search(&mut self, player: u64, opponent: u64, alpha: i32, beta: i32, passed: bool) -> i32 {
        let empty = !(player | opponent);
        let empties = empty.count_ones();
        if empties < SHALLOW {
            return self.shallow(player, opponent, alpha, beta, empty, passed);
        }
        self.deep(player, opponent, alpha, beta, empties, passed)
    }

    fn deep(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        mut beta: i32,
        empties: u32,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        if empties >= POLL && self.should_stop() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(cap) = stability_cap(player, opponent, alpha, empties) {
            if cap <= alpha {
                return cap;
            }
            beta = beta.min(cap);
        }
        let mut hint = 64;
        if empties >= HASHED
            && let Some(bounds) = self.table.probe(player, opponent)
        {
            if bounds.lower >= beta {
                return bounds.lower;
            }
            if bounds.upper <= alpha {
                return bounds.upper;
            }
            if bounds.lower == bounds.upper {
                return bounds.lower;
            }
            alpha = alpha.max(bounds.lower);
            beta = beta.min(bounds.upper);
            hint = bounds.best;
        }
        let moves = legal_moves(player, opponent);
        if moves == 0 {
            if passed {
                return final_score(player, opponent);
            }
            return -self.deep(opponent, player, -beta, -alpha, empties, true);
        }
        self.children(player, opponent, (alpha, beta), empties, moves, hint)
            .0
    }

    /// The moves of a position (hash move first, then enhanced transposition cutoffs, then
    /// the others sorted), searched with principal-variation windows; the result is stored.
    /// Returns the score and the move that gives it.
    fn children(
        &mut self,
        player: u64,
        opponent: u64,
        window: (i32, i32),
        empties: u32,
        moves: u64,
        hint: u8,
    ) -> (i32, u8) {
        let (mut alpha, beta) = window;
        let mut best_score = -65;
        let mut best_move = 64;
        let mut remaining = moves;
        // The hash move first, before generating and sorting the others: it often cuts.
        if hint < 64 && moves & (1 << hint) != 0 {
            let flipped = flips(player, opponent, usize::from(hint));
            let bit = 1u64 << hint;
            best_score = -self.search(
                opponent & !flipped,
                player | flipped | bit,
                -beta,
                -alpha,
                false,
            );
            best_move = hint;
            remaining &= !bit;
            alpha = alpha.max(best_score);
        }
        if remaining != 0 && best_score < beta {
            let mut list = MoveList::new(player, opponent, remaining);
            if empties >= ETC {
                // Enhanced transposition cutoff: a child already known to be bad enough for
                // the opponent ends the search here without searching anything.
                for m in &list.moves[..list.len] {
                    let (next_p, next_o) = (opponent & !m.flips, player | m.flips | 1 << m.square);
                    if let Some(bounds) = self.table.probe(next_p, next_o)
                        && -bounds.upper >= beta
                    {
                        return (-bounds.upper, m.square);
                    }
                }
            }
            list.order(empties, self.evaluator);
            for i in 0..list.len {
                // The root's children are not split: in the probes that prove a score they
                // are the cut nodes with the largest subtrees, where threads sharing the
                // moves after the first search replies the sequential search never needs
                // (on FForum 49 almost doubling the last probe's nodes).
                if best_move != 64
                    && empties >= SPLIT
                    && empties + 1 != self.root_empties
                    && i + 1 < list.len
                    && self.hub.as_ref().is_some_and(|hub| hub.has_idle())
                {
                    let rest = list.moves[i..list.len]
                        .iter()
                        .map(|m| (m.square, m.flips))
                        .collect();
                    let found = Found {
                        alpha,
                        best_score,
                        best_move,
                    };
                    let found = self.split((player, opponent), rest, found, beta);
                    best_score = found.best_score;
                    best_move = found.best_move;
                    break;
                }
                let Move { square, flips, .. } = list.moves[i];
                let (next_p, next_o) = (opponent & !flips, player | flips | 1 << square);
                let mut score;
                if i == 0 && best_move == 64 {
                    score = -self.search(next_p, next_o, -beta, -alpha, false);
                } else {
                    score = -self.search(next_p, next_o, -alpha - 1, -alpha, false);
                    if score > alpha && score < beta {
                        score = -self.search(next_p, next_o, -beta, -score, false);
                    }
                }
                if score > best_score {
                    best_score = score;
                    best_move = square;
                    if score > alpha {
                        alpha = score;
                        if score >= beta {
                            break;
                        }
                    }
                }
            }
        }
        if empties >= HASHED && !self.stopped {
            self.table
                .store(player, opponent, empties, window, best_score, best_move);
        }
        (best_score, best_move)
    }

    /// Few empties: try each empty square directly (no move generation), odd quadrants
    /// first.
    fn shallow(
        &mut self,
        player: u64,
        opponent: u64,
        mut alpha: i32,
        beta: i32,
        empty: u64,
        passed: bool,
    ) -> i32 {
        if empty & (empty.wrapping_sub(1)) == 0 {
            if empty == 0 {
                self.nodes += 1;
                return final_score(player, opponent);
            }
            return self.last(player, opponent, empty);
        }
        let rest = empty & (empty - 1);
        if rest & (rest - 1) == 0 {
            return self.two(player, opponent, alpha, beta, empty, passed);
        }
        self.nodes += 1;
        let count = empty.count_ones();
        if count > 3
            && let Some(cap) = stability_cap(player, opponent, alpha, count)
            && cap <= alpha
        {
            return cap;
        }
        let odd = odd_quadrants(empty);
        let mut best_score = -65;
        for group in [empty & odd, empty & !odd] {
            let mut squares = group;
            while squares != 0 {
                let square = squares.trailing_zeros();
                squares &= squares - 1;
                if NEIGHBOURS[square as usize] & opponent == 0 {
                    continue;
                }
                let flipped = flips(player, opponent, square as usize);
                if flipped == 0 {
                    continue;
                }
                let bit = 1u64 << square;
                let score = -self.shallow(
                    opponent & !flipped,
                    player | flipped | bit,
                    -beta,
                    -alpha,
                    empty & !bit,
                    false,
                );
                if score > best_score {
                    best_score = score;
                    if score > alpha {
                        alpha = score;
                        if score >= beta {
                            return score;
                        }
                    }
                }
            }
        }
        if best_score == -65 {
            if passed {
                return final_score(player, opponent);
            }
            return -self.shallow(opponent, player, -beta, -alpha, empty, true);
        }
        best_score
    }

    /// Two empty squares: both orders written out, no parity or loop bookkeeping.
    fn two(
        &mut self,
        player: u64,
        opponent: u64,
        alpha: i32,
        beta: i32,
        empty: u64,
        passed: bool,
    ) -> i32 {
        self.nodes += 1;
        let first = empty.trailing_zeros() as usize;
        let second = 63 - empty.leading_zeros() as usize;
        let mut best = -65;
        for (square, other) in [(first, second), (second, first)] {
            if NEIGHBOURS[square] & opponent == 0 {
                continue;
            }
            let flipped = flips(player, opponent, square);
            if flipped == 0 {
                continue;
            }
            let score = -self.last(
                opponent & !flipped,
                player | flipped | 1 << square,
                1 << other,
            );
            if score > best {
                best = score;
                if score >= beta {
                    return score;
                }
            }
        }
        if best > -65 {
            return best;
        }
        if passed {
            return final_score(player, opponent);
        }
        -self.two(opponent, player, -beta, -alpha, empty, true)
    }

    /// One empty square left: count the flips of whoever can play it.
    #[inline(always)]
    fn last(&mut self, player: u64, opponent: u64, empty: u64) -> i32 {
        self.nodes += 1;
        let square = empty.trailing_zeros() as usize;
        let discs = 2 * player.count_ones() as i32;
        let flipped = last_flip_count(player, square) as i32;
        if flipped > 0 {
            return discs + 2 * flipped - 62;
        }
        let flipped = last_flip_count(opponent, square) as i32;
        if flipped > 0 {
            return discs - 2 * flipped - 64;
        }
        let diff = discs - 63;
        if diff > 0 { diff + 1 } else { diff - 1 }
    }

    /// Positions visited by the last solve so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// Corners and the edge squares next to own corners: discs that are (nearly always)
/// safe, counted cheaply for move ordering.
#[inline(always)]
fn corner_stability(discs: u64) -> i32 {
    let next_to_corners = ((0x0100_0000_0000_0001 & discs) << 1)
        | ((0x8000_0000_0000_0080 & discs) >> 1)
        | ((0x0000_0000_0000_0081 & discs) << 8)
        | ((0x8100_0000_0000_0000 & discs) >> 8)
        | CORNERS;
    (next_to_corners & discs).count_ones() as i32
}

/// A candidate move with its flips and ordering key (lower is tried first).
#[derive(Clone, Copy, Default)]
struct Move {
    square: u8,
    flips: u64,
    key: i32,
}

/// The moves of a position, sorted for the search.
struct MoveList {
    moves: [Move; 32],
    len: usize,
    player: u64,
    opponent: u64,
}

impl MoveList {
    fn new(player: u64, opponent: u64, mut moves: u64) -> MoveList {
        let mut list = MoveList {
            moves: [Move::default(); 32],
            len: 0,
            player,
            opponent,
        };
        while moves != 0 && list.len < 32 {
            let square = moves.trailing_zeros();
            moves &= moves - 1;
            list.moves[list.len] = Move {
                square: square as u8,
                flips: flips(player, opponent, square as usize),
                key: 0,
            };
            list.len += 1;
        }
        list
    }

    /// Fastest-first: the opponent's mobility after the move (corners count double), its
    /// potential mobility, and parity; far from the end, a shallow search with the
    /// evaluation plus the opponent's mobility instead.
    fn order(&mut self, empties: u32, evaluator: Evaluator) {
        let empty = !(self.player | self.opponent);
        let odd = odd_quadrants(empty);
        for m in &mut self.moves[..self.len] {
            let bit = 1u64 << m.square;
            let next_p = self.opponent & !m.flips;
            let next_o = self.player | m.flips | bit;
            let replies = legal_moves(next_p, next_o);
            let mobility = (replies.count_ones() + (replies & CORNERS).count_ones()) as i32;
            let potential = frontier_next_to(next_o, empty & !bit).count_ones() as i32;
            let mut key = mobility * 128 + potential * 4 - corner_stability(next_o) * 32;
            if empties < 14 && bit & odd != 0 {
                key -= 16;
            }
            if empties >= SORTED_BY_SEARCH {
                // The opponent's value after the move: lower is better for the mover.
                let depth = match empties {
                    SORTED_DEEPEST.. => 4,
                    SORTED_DEEPER.. => 2,
                    _ => 1,
                };
                key = ordering_value(evaluator, next_p, next_o, depth, i32::MIN + 1, i32::MAX)
                    + ORDER_MOBILITY * mobility;
            }
            m.key = key;
        }
        self.moves[..self.len].sort_unstable_by_key(|m| m.key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::obf::parse_obf;

    #[test]
    fn full_board_and_wipe_out() {
        let mut solver = Solver::default();
        let board = Board::from_discs(u64::MAX, 0, crate::Color::Black).unwrap();
        assert_eq!(solver.solve(&board).map(|s| s.score), Some(64));
        let board = Board::from_discs(0b110, 0, crate::Color::White).unwrap();
        assert_eq!(
            solver.solve(&board).map(|s| (s.best, s.score)),
            Some((None, -64))
        );
    }

    #[test]
    fn odd_quadrants_match_counting() {
        let mut state = 0x1234_5678_9ABC_DEF1u64;
        for _ in 0..1000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let expected = QUADRANTS
                .iter()
                .filter(|&&q| (state & q).count_ones() % 2 == 1)
                .fold(0, |odd, &q| odd | q);
            assert_eq!(odd_quadrants(state), expected);
        }
    }

    #[test]
    fn a_parallel_solve_stops_when_asked() {
        let stop = StopFlag::new();
        let mut solver = Solver::new(stop.clone());
        solver.set_threads(2);
        let line = include_str!("../../tests/data/fforum-40-59.obf")
            .lines()
            .nth(9)
            .unwrap();
        let board = parse_obf(line).unwrap().board;
        let raiser = stop.clone();
        let timer = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            raiser.stop();
        });
        let started = Instant::now();
        assert_eq!(solver.solve(&board), None);
        timer.join().unwrap();
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
    }

    #[test]
    fn stops_when_asked() {
        let stop = StopFlag::new();
        stop.stop();
        let mut solver = Solver::new(stop);
        let line = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X";
        let board = parse_obf(line).unwrap().board;
        assert_eq!(solver.solve(&board), None);
    }
}
