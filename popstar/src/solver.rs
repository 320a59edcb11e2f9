//! The solver: iterated beam search over the fast board, or over its mask form when the
//! board fits one (the same play, about twice as many positions per second).
//!
//! Each iteration is a beam search of a fixed width: every position in the beam is expanded
//! by all its moves, the children are ranked by an evaluation, duplicates (the same board
//! reached by moves in another order) are dropped by hash, and the best `width` children form
//! the next beam. Widths double from 1, so a complete line exists almost at once; from width
//! 256 on (or as soon as doubling would overrun the budget), each iteration is instead as wide
//! as the work the budget has left allows, so most of the budget goes into one wide search
//! rather than a ladder of doublings (anytime all the same: the best line only improves).
//! After each iteration the best line's tail is searched again with a beam as wide, where the
//! big final groups and the clear are decided: [`Weights::tails`] times, the first from a
//! quarter of its moves on, each from the line as the search before left it. Positions
//! with few stars left are not ranked but played out exactly (by the endgame module), since
//! the clearing bonus is decided there.
//!
//! Lines are compared by final score plus [`Weights::clear_premium`] when they clear the
//! board, and the evaluation withholds that premium from positions where a colour is down to
//! one star (it can never be cleared): the search then gives up a few points for a clear.
//!
//! Determinism: the search never reads the clock itself and breaks every tie by the order
//! children were generated, so for a given board the result depends only on the budget: a
//! [`crate::WorkLimit`] gives the same answer everywhere. A [`crate::Deadline`] estimates the
//! work it has left from the speed so far, so a timed run depends on the machine and its
//! load. When the budget runs out, the iteration under way is finished with a narrow beam,
//! so a solve returns a few milliseconds after its deadline.

use crate::board::Board;
use crate::budget::{Budget, Metered};
use crate::endgame::{BoardHash, Endgame};
use crate::fast::{Cell, FastBoard, NarrowBoard, Scan, SearchBoard, WideBoard};
use crate::outlook::{Outlook, expected_bonus, features, phase};
use crate::rules::{Rules, Scoring};
use grid_core::Pos;
use std::collections::HashSet;

/// The weights of the evaluation that ranks positions in the beam.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Share of 5·n² credited for each group of n on the board as it stands.
    pub group_share: f64,
    /// Share of 5·c² credited for the most numerous colour's c stars: kept for one big
    /// final group.
    pub largest_colour: f64,
    /// Share of 5·c² credited for each colour's c stars still on the board: what they
    /// might still score if they met in one big group.
    pub colour_potential: f64,
    /// Share of 5·c²/p credited for each colour's c stars in p pieces: what the colour
    /// would score popped as p equal groups, so a colour gathering into fewer pieces gains.
    pub gathered_share: f64,
    /// Points taken off for each piece (group or lone star) on the board: fewer, larger
    /// pieces mean bigger pops and an easier clear.
    pub piece_penalty: f64,
    /// Share of the bonus credited for the stars expected to be left at the end.
    pub bonus_share: f64,
    /// Expected leftovers per lone star (a colour's last star always counts fully).
    pub leftover_per_single: f64,
    /// Positions with at most this many stars are played out exactly instead of being
    /// ranked.
    pub exact_stars: usize,
    /// How many times the best line's tail is searched again after each iteration: the
    /// first time from a quarter of its moves, the others from further along, spread evenly
    /// up to halfway.
    pub tails: usize,
    /// Rank positions by points plus this learned [`Outlook`] instead of the terms above
    /// (which still feed it: its last figure is their outlook). The shipped one was fitted
    /// on PopStar's 10×10 five-colour boards only.
    pub outlook: Option<&'static Outlook>,
    /// Points a cleared board counts for on top of its final score when lines are compared:
    /// the bonus alone barely separates clearing (2000) from leaving one star (1980), yet a
    /// cleared board is what a player wants. It trades points for clears: with 4 M positions
    /// per board, 600 cleared 92 % of seeds 101–300 for 5,391 on average, 400 cleared
    /// 85.5 % for 5,421 and 300 only 81.5 % for 5,439.
    pub clear_premium: u32,
}

impl Weights {
    /// The strongest weights for boards played by `rules`: on PopStar's own boards the
    /// learned outlook, elsewhere [`Weights::for_scoring`].
    pub fn for_rules(rules: &Rules) -> Weights {
        if *rules == Rules::POPSTAR {
            Weights::learned()
        } else {
            Weights::for_scoring(rules.scoring())
        }
    }

    /// The learned outlook on PopStar's boards, with the premium that balances it: at
    /// 4.6 M positions on 200 boards (seeds 11001–11200) 5,584 on average and 95.5 %
    /// cleared, against 5,542 and 92 % for the hand-set terms with their premium of 400
    /// (the outlook with 400: 5,603 and 92.5 %; with 700: 5,577 and 96.5 %).
    pub fn learned() -> Weights {
        Weights {
            outlook: Some(Outlook::standard()),
            clear_premium: 550,
            ..Weights::default()
        }
    }

    /// The hand-set weights for boards scored by `scoring`.
    pub fn for_scoring(scoring: Scoring) -> Weights {
        match scoring {
            Scoring::PopStar => Weights::default(),
            // Coordinate search (the tune example) from PopStar's weights with a piece
            // penalty of 20, 24 boards of 15×15 at 300 k positions (seeds 9001–9024); on 24
            // other boards at 1 M positions (seeds 9101–9124) 2,618 on average against
            // 2,378 for PopStar's weights (premium 150: 2,583, none: 2,529).
            Scoring::SameGame => Weights {
                group_share: 0.4,
                largest_colour: 0.6875,
                colour_potential: 0.15,
                gathered_share: 0.4,
                piece_penalty: 40.0,
                clear_premium: 300,
                // With 0.3 per lone star a 15×15 board's expected bonus is 0 until the
                // endgame, so the beam saw no gradient towards a clear; at 0.05, with the
                // bonus counted twice: +270, +57 and +28 per board on three sets of random
                // boards (seeds 9301–9324 at 1 M, 9401–9416 at 4 M, 9101–9124 at 1 M).
                leftover_per_single: 0.05,
                bonus_share: 2.0,
                // Exact play from 24 stars instead of 20, at 10 M positions per board: +58
                // and +42 on average on two sets of 16 random boards (seeds 9601–9616,
                // 9701–9716), 28 stars +18 on the first; at 4 M positions +9 (9501–9524).
                exact_stars: 24,
                // Three tail searches (from 1/4, 3/8 and 1/2 of the line) instead of one: +44
                // a board at 30 M positions (100 random boards, seeds 14201–14300); from 1/4,
                // 2/5 and 1/2 +53 at 10 M (200 boards, seeds 14001–14200). PopStar's boards
                // gained nothing from more than one.
                tails: 3,
                outlook: None,
            },
        }
    }
}

/// The hand-set weights for PopStar, which also deal the levels (so a level's board stays
/// the same when the solver's strongest weights change).
impl Default for Weights {
    fn default() -> Self {
        Weights {
            group_share: 0.3,
            largest_colour: 0.5,
            colour_potential: 0.1,
            gathered_share: 0.3,
            piece_penalty: 60.0,
            bonus_share: 1.0,
            leftover_per_single: 0.3,
            exact_stars: 20,
            tails: 1,
            outlook: None,
            clear_premium: 400,
        }
    }
}

/// The line the solver found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The moves, each a position on the board as it stands before that move.
    pub moves: Vec<Pos>,
    /// Points from the pops (bonus not included).
    pub score: u32,
    /// Stars left at the end.
    pub left: usize,
    /// Positions evaluated in all.
    pub work: u64,
    /// Work charged to the budget (see the module's note on determinism).
    pub spent: u64,
    /// Whether the budget stopped the search (rather than the search running out of width).
    pub ran_out: bool,
    /// How the line was scored.
    pub scoring: Scoring,
}

impl Solution {
    /// The end-of-board bonus.
    pub fn bonus(&self) -> u32 {
        self.scoring.end_bonus(self.left)
    }

    /// Score plus bonus.
    pub fn final_score(&self) -> u32 {
        self.score + self.bonus()
    }

    /// Whether no star is left.
    pub fn cleared(&self) -> bool {
        self.left == 0
    }
}

/// A position in the beam; `step` indexes its last move in the iteration's move arena.
#[derive(Clone, Copy)]
struct Node<B> {
    board: B,
    score: u32,
    step: u32,
}

/// A child waiting to be ranked.
#[derive(Clone, Copy)]
struct Candidate {
    eval: f64,
    /// Its place in generation order, which breaks ties between equal evaluations.
    order: u32,
    parent: u32,
    cell: Cell,
    score: u32,
}

/// One move in the arena: the cell popped and the arena index of the move before it.
#[derive(Clone, Copy)]
struct Step {
    parent: u32,
    cell: Cell,
}

/// The arena index that stands for "no move yet" (the root of every line).
const ROOT: u32 = u32::MAX;

/// The width that finishes an iteration cut short by the budget: a few milliseconds of
/// search past the deadline turn the partial beam into complete lines.
const CLOSING_WIDTH: usize = 8;

/// Where the `tail`-th of `tails` tail searches starts on a line of `moves` moves: the
/// first a quarter of the way along the line, the others spread evenly up to halfway.
fn tail_start(moves: usize, tail: usize, tails: usize) -> usize {
    if tails <= 1 {
        moves / TAIL_AT
    } else {
        moves * (tails + tail - 2) / (TAIL_AT * (tails - 1))
    }
}

/// The narrowest root beam after which the best line's tail is searched again.
const TAIL_FROM: usize = 8;

/// The first tail search starts after the first 1/`TAIL_AT` of the best line's moves: early
/// enough that the big final groups are still being built (on PopStar's boards starting
/// halfway instead gained less, at three quarters the exact endgame already covers most of
/// the tail).
const TAIL_AT: usize = 4;

/// How many times wider than the root beam each tail search is. With 4.8 M positions per
/// board on seeds 301–500, sized from 256: as wide did 19 points better than four times as
/// wide, twice as wide the same, no tail search 8 worse than as wide; sized from 64, eight
/// times as wide did 33 worse than four.
const TAIL_WIDTH: usize = 1;

/// From this root width on, iterations stop doubling and are sized to the work left (see
/// [`next_width`]). With 4.8 M positions per board on seeds 301–500 and the tail four times
/// wider: from 64 on 21 points better than doubling to the end, from 16 9 worse than 64,
/// from 256 13 better than 64; with the tail twice as wide, from 1,024 10 worse than 256.
/// With the tail as wide, sizing from 256 beats doubling (tail four times wider) by 49
/// points on seeds 101–300 and 53 on seeds 301–500.
const SIZED_FROM: usize = 256;

/// The share of the work left that a sized iteration is planned to take: its cost is
/// estimated from the iteration before, and an iteration cut short is finished narrow.
const SIZED_SHARE: f64 = 0.9;

/// The root width of the iteration after one of `width` that cost `cost` work units, given
/// the work `left` in the budget (if it can tell): twice as wide, or, from
/// [`SIZED_FROM`] on or when doubling would not fit, as wide as [`SIZED_SHARE`] of the
/// work left allows at the same cost per unit of width. Iterations narrower than
/// [`TAIL_FROM`] are not sized: their cost leaves out the tail searches that wider ones add.
fn next_width(width: usize, cost: u64, left: Option<u64>) -> usize {
    match left {
        Some(left) if width >= TAIL_FROM && (width >= SIZED_FROM || 2 * cost > left) => {
            let scale = left as f64 / cost.max(1) as f64 * SIZED_SHARE;
            ((width as f64 * scale) as usize).max(1)
        }
        _ => 2 * width,
    }
}

/// How one beam search ended.
enum Outcome {
    /// The budget ran out.
    OutOfBudget,
    /// It finished, having dropped some children.
    Pruned,
    /// It finished without dropping any child: every line was tried.
    Exhaustive,
}

/// The best line found so far, as a chain of fast-board cells.
struct Best {
    cells: Vec<Cell>,
    score: u32,
    left: usize,
}

impl Best {
    /// What the line is worth to the search: final score plus the premium if it clears.
    fn rank(&self, scoring: Scoring, premium: u32) -> u32 {
        ranked(scoring, self.score, self.left, premium)
    }
}

/// Points plus bonus, plus `premium` when no star is left.
fn ranked(scoring: Scoring, score: u32, left: usize, premium: u32) -> u32 {
    score + scoring.end_bonus(left) + if left == 0 { premium } else { 0 }
}

/// Where a beam search starts: a position and the moves that reached it from the root.
struct Start<B> {
    board: B,
    score: u32,
    prefix: Vec<Cell>,
}

impl<B: SearchBoard> Start<B> {
    /// The position after the first `moves` cells of `line` played from `root`.
    fn along(root: B, line: &[Cell], moves: usize) -> Self {
        let mut start = Start {
            board: root,
            score: 0,
            prefix: line[..moves].to_vec(),
        };
        for &cell in &start.prefix {
            start.score += start.board.pop(cell);
        }
        start
    }
}

/// The iterated beam search with its scratch space.
pub struct Solver {
    weights: Weights,
    rules: Rules,
    scan: Scan,
    child_scan: Scan,
    arena: Vec<Step>,
    seen: HashSet<u64, BoardHash>,
    endgame: Endgame,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new(Weights::default())
    }
}

impl Solver {
    /// A solver ranking positions with `weights`, for PopStar's rules.
    pub fn new(weights: Weights) -> Self {
        Solver::with_rules(weights, Rules::POPSTAR)
    }

    /// A solver for boards played by `rules` (their smallest group and scoring; any size
    /// up to 20×20), with the strongest weights for them ([`Weights::for_rules`]).
    pub fn for_rules(rules: Rules) -> Self {
        Solver::with_rules(Weights::for_rules(&rules), rules)
    }

    /// A solver for `rules` ranking positions with `weights`.
    pub fn with_rules(weights: Weights, rules: Rules) -> Self {
        Solver {
            weights,
            rules,
            scan: Scan::default(),
            child_scan: Scan::default(),
            arena: Vec::new(),
            seen: HashSet::default(),
            endgame: Endgame::default(),
        }
    }

    /// The best line found for `board` within `budget`. The first (width 1) iteration always
    /// completes, so a full line is returned even on a spent budget.
    pub fn solve(&mut self, board: &Board, budget: &mut impl Budget) -> Solution {
        let mut budget = Metered::new(budget);
        let root = FastBoard::with_rules(board, &self.rules);
        let (best, work) = if let Some(masks) = NarrowBoard::new(&root) {
            self.search(masks, &mut budget)
        } else if let Some(masks) = WideBoard::new(&root) {
            self.search(masks, &mut budget)
        } else {
            self.search(root, &mut budget)
        };
        let mut fast = root;
        let moves = best
            .cells
            .iter()
            .map(|&cell| {
                let pos = fast.pos(cell);
                fast.pop(cell);
                pos
            })
            .collect();
        Solution {
            moves,
            score: best.score,
            left: best.left,
            work,
            spent: budget.spent,
            ran_out: budget.ran_out,
            scoring: self.rules.scoring(),
        }
    }

    /// The iterated beam search from `root`: the best line and the work it took.
    fn search<B: SearchBoard>(&mut self, root: B, budget: &mut impl Budget) -> (Best, u64) {
        self.endgame
            .reset(self.weights.clear_premium, self.rules.scoring());
        let mut best = Best {
            cells: Vec::new(),
            score: 0,
            left: root.stars(),
        };
        let mut work = 0u64;
        let mut width = 1usize;
        let start = Start {
            board: root,
            score: 0,
            prefix: Vec::new(),
        };
        // Stop when the budget runs out, or when a beam kept every child: then the search
        // was exhaustive and wider beams would find nothing new.
        loop {
            let before = work;
            if !matches!(
                self.beam(&start, width, &mut best, &mut work, budget, width > 1),
                Outcome::Pruned
            ) {
                break;
            }
            if width >= TAIL_FROM && !self.tails(root, width, &mut best, &mut work, budget) {
                break;
            }
            width = next_width(width, work - before, budget.left());
        }
        (best, work)
    }

    /// Searches the best line's tail again, [`Weights::tails`] times, each time from further
    /// along the line as it then stands; false when the budget ran out.
    fn tails<B: SearchBoard>(
        &mut self,
        root: B,
        width: usize,
        best: &mut Best,
        work: &mut u64,
        budget: &mut impl Budget,
    ) -> bool {
        for tail in 1..=self.weights.tails {
            let moves = tail_start(best.cells.len(), tail, self.weights.tails);
            let start = Start::along(root, &best.cells, moves);
            if let Outcome::OutOfBudget =
                self.beam(&start, width * TAIL_WIDTH, best, work, budget, true)
            {
                return false;
            }
        }
        true
    }

    /// One beam search of `width` (the budget is only checked when `limited`).
    fn beam<B: SearchBoard>(
        &mut self,
        start: &Start<B>,
        width: usize,
        best: &mut Best,
        work: &mut u64,
        budget: &mut impl Budget,
        limited: bool,
    ) -> Outcome {
        let mut pruned = false;
        let mut width = width;
        let mut closing = false;
        self.arena.clear();
        let mut beam = vec![Node {
            board: start.board,
            score: start.score,
            step: ROOT,
        }];
        let mut candidates: Vec<Candidate> = Vec::new();
        while !beam.is_empty() {
            candidates.clear();
            'expand: for (index, node) in beam.iter().enumerate() {
                node.board.scan(&mut self.scan);
                for (at, group) in self.scan.groups.iter().enumerate() {
                    let mut child = node.board;
                    let score = node.score + child.pop_scanned(&self.scan, at);
                    child.survey(&self.scan, at, &mut self.child_scan);
                    *work += 1;
                    let stars = child.stars();
                    let scoring = self.rules.scoring();
                    if self.child_scan.finished() {
                        let premium = self.weights.clear_premium;
                        if ranked(scoring, score, stars, premium) > best.rank(scoring, premium) {
                            best.cells = self.line(&start.prefix, node.step, group.cell);
                            best.score = score;
                            best.left = stars;
                        }
                    } else if stars <= self.weights.exact_stars {
                        let before = *work;
                        let value = self.endgame.value(&child, work);
                        if score + value > best.rank(scoring, self.weights.clear_premium) {
                            let finish = self.endgame.finish(&child, work);
                            best.cells = self.line(&start.prefix, node.step, group.cell);
                            best.cells.extend(finish.cells);
                            best.score = score + finish.points;
                            best.left = finish.left;
                        }
                        if limited && !closing && budget.spend(*work - before) {
                            closing = true;
                            break 'expand;
                        }
                        continue;
                    } else {
                        candidates.push(Candidate {
                            eval: evaluate(
                                &self.weights,
                                &self.rules,
                                score,
                                stars,
                                &self.child_scan,
                            ),
                            order: candidates.len() as u32,
                            parent: index as u32,
                            cell: group.cell,
                            score,
                        });
                    }
                    if limited && !closing && budget.spend(1) {
                        closing = true;
                        break 'expand;
                    }
                }
            }
            if closing {
                // Out of budget: rather than waste this iteration, finish the lines of its
                // best positions (the beam is in evaluation order) with a narrow beam.
                width = width.min(CLOSING_WIDTH);
            }
            self.seen.clear();
            let mut next = Vec::with_capacity(width);
            let mut ranked_to = 0;
            let mut at = 0;
            while next.len() < width && at < candidates.len() {
                if at == ranked_to {
                    // Only the best few are put in order, twice as many as the beam still
                    // needs (duplicates are rare): most children are never looked at.
                    ranked_to += rank_best(&mut candidates[at..], 2 * (width - next.len()));
                }
                let candidate = &candidates[at];
                at += 1;
                let parent = &beam[candidate.parent as usize];
                let mut board = parent.board;
                board.pop(candidate.cell);
                if !self.seen.insert(board.hash()) {
                    continue;
                }
                self.arena.push(Step {
                    parent: parent.step,
                    cell: candidate.cell,
                });
                next.push(Node {
                    board,
                    score: candidate.score,
                    step: (self.arena.len() - 1) as u32,
                });
            }
            pruned |= next.len() == width && candidates.len() > width;
            beam = next;
        }
        if closing {
            Outcome::OutOfBudget
        } else if pruned {
            Outcome::Pruned
        } else {
            Outcome::Exhaustive
        }
    }

    /// The cells of the line that plays `prefix`, then the beam's moves up to arena step
    /// `step`, then `last`.
    fn line(&self, prefix: &[Cell], mut step: u32, last: Cell) -> Vec<Cell> {
        let mut tail = vec![last];
        while step != ROOT {
            let s = self.arena[step as usize];
            tail.push(s.cell);
            step = s.parent;
        }
        let mut cells = prefix.to_vec();
        cells.extend(tail.iter().rev());
        cells
    }
}

/// Puts the best `count` of `candidates` first, best first (ties in generation order), and
/// returns how many were put in order.
fn rank_best(candidates: &mut [Candidate], count: usize) -> usize {
    let by_rank =
        |a: &Candidate, b: &Candidate| b.eval.total_cmp(&a.eval).then(a.order.cmp(&b.order));
    if count < candidates.len() {
        candidates.select_nth_unstable_by(count, by_rank);
        candidates[..count].sort_unstable_by(by_rank);
        count
    } else {
        candidates.sort_unstable_by(by_rank);
        candidates.len()
    }
}

/// How promising a position with `stars` stars is: points so far plus its outlook, learned
/// or hand-set.
fn evaluate(w: &Weights, rules: &Rules, score: u32, stars: usize, scan: &Scan) -> f64 {
    let outlook = if let Some(learned) = w.outlook {
        let cells = rules.width() * rules.height();
        learned.value(phase(stars, cells), &features(w, rules, scan))
    } else {
        hand_outlook(w, rules, scan, &ColourTerms::of(w, rules, scan))
    };
    f64::from(score) + outlook
}

/// What both outlooks read off a scan's colours, gathered in one pass.
pub(crate) struct ColourTerms {
    /// The most numerous colour's stars scored as one group.
    largest: f64,
    /// Every colour's stars scored as one group each.
    all: f64,
    /// Pieces (groups, smaller clusters and lone stars) of every colour.
    pieces: f64,
    /// Every colour scored as its pieces, as equal groups ([`gathered_points`]).
    gathered: f64,
    /// Stars expected to be left at the end.
    pub(crate) stuck: f64,
    /// Whether some colour is down to fewer stars than the smallest group.
    pub(crate) dead: bool,
}

impl ColourTerms {
    /// The terms of `scan`'s colours.
    pub(crate) fn of(w: &Weights, rules: &Rules, scan: &Scan) -> Self {
        let scoring = rules.scoring();
        let min_group = rules.min_group() as f64;
        let mut terms = ColourTerms {
            largest: 0.0,
            all: 0.0,
            pieces: 0.0,
            gathered: 0.0,
            stuck: 0.0,
            dead: false,
        };
        for colour in 1..=scan.colours {
            let count = f64::from(scan.counts[colour]);
            let square = group_points(scoring, count);
            terms.all += square;
            let colour_pieces = f64::from(scan.pieces[colour]);
            terms.gathered += gathered_points(scoring, count, colour_pieces);
            terms.largest = terms.largest.max(square);
            terms.pieces += colour_pieces;
            let lost = count > 0.0 && count < min_group;
            terms.dead |= lost;
            terms.stuck += if lost {
                count
            } else {
                f64::from(scan.singles[colour]) * w.leftover_per_single
            };
        }
        terms
    }
}

/// The hand-set outlook from `scan` and its colours' `terms`: a share of what the groups on
/// the board would score popped as they stand, a share of what the most numerous colour
/// would score popped as one group at the end and a smaller share of the other colours'
/// 5·c², a share of what each colour would score popped in as many groups as it has pieces,
/// minus a penalty per piece, plus the bonus expected from the lone stars.
pub(crate) fn hand_outlook(w: &Weights, rules: &Rules, scan: &Scan, terms: &ColourTerms) -> f64 {
    let ready = f64::from(scan.ready);
    w.group_share * ready
        + w.largest_colour * terms.largest
        + w.colour_potential * (terms.all - terms.largest)
        + w.gathered_share * terms.gathered
        - w.piece_penalty * terms.pieces
        + w.bonus_share * expected_bonus(rules.scoring(), terms.stuck, terms.dead)
        + if terms.dead {
            0.0
        } else {
            f64::from(w.clear_premium)
        }
}

/// What a colour's `count` stars would score popped as `pieces` equal groups (nothing when
/// it has no piece): under PopStar's 5·n² the colour's 5·c² shared among them.
pub(crate) fn gathered_points(scoring: Scoring, count: f64, pieces: f64) -> f64 {
    if pieces <= 0.0 {
        return 0.0;
    }
    match scoring {
        Scoring::PopStar => group_points(scoring, count) / pieces,
        Scoring::SameGame => pieces * group_points(scoring, count / pieces),
    }
}

/// What a group of `n` (not necessarily whole) would score by `scoring`.
pub(crate) fn group_points(scoring: Scoring, n: f64) -> f64 {
    match scoring {
        Scoring::PopStar => 5.0 * n * n,
        Scoring::SameGame => {
            let over = (n - 2.0).max(0.0);
            over * over
        }
    }
}

/// The best line for `board` within `budget`, with the default weights.
pub fn solve(board: &Board, budget: &mut impl Budget) -> Solution {
    Solver::default().solve(board, budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tail_searches_start_from_a_quarter_to_halfway_along_the_line() {
        let starts = |tails| {
            (1..=tails)
                .map(|t| tail_start(48, t, tails))
                .collect::<Vec<_>>()
        };
        assert_eq!(starts(1), [12]);
        assert_eq!(starts(2), [12, 24]);
        assert_eq!(starts(3), [12, 18, 24]);
        assert_eq!(starts(5), [12, 15, 18, 21, 24]);
    }

    #[test]
    fn widths_double_until_the_budget_can_size_them() {
        assert_eq!(next_width(4, 1_000, Some(1_000_000)), 8);
        assert_eq!(next_width(64, 1_000, Some(1_000_000)), 128);
        assert_eq!(
            next_width(1_024, 1_000, None),
            2_048,
            "no estimate of the work left"
        );
    }

    #[test]
    fn wide_iterations_are_sized_to_the_work_left() {
        // From SIZED_FROM on: 90 % of 100 times the last iteration's cost.
        assert_eq!(
            next_width(SIZED_FROM, 1_000, Some(100_000)),
            90 * SIZED_FROM
        );
        // Narrower, when doubling would overrun what is left.
        assert_eq!(next_width(16, 1_000, Some(1_500)), 21);
        assert_eq!(next_width(16, 1_000, Some(0)), 1);
    }
}
