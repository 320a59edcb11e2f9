//! PopStar's work that takes longer than a frame, each on a worker thread: dealing a level (about a
//! tenth of a second of solver search), the hint, the par score and the review of a
//! finished board. The scene polls each
//! job in `update`; dropping a job (the scene leaves, the board changes) tells its search
//! to stop, so no thread outlives its use by more than a moment.

use launcher_kit::worker::Job;
use popstar::id::RuledId;
use popstar::review::{REVIEW_WORK, Review};
use popstar::{
    Board, Budget, DEFAULT_LEVEL_WORK, Dealer, Event, Game, MAX_SEARCHES, Mode, Rules, Shared,
    WorkLimit, solve_side_by_side, team,
};
use std::sync::atomic::{AtomicBool, Ordering};

/// Solver work for a hint: a strong line in well under a second.
pub const HINT_WORK: u64 = 150_000;

/// Solver work for the par score of a finished board.
pub const PAR_WORK: u64 = 400_000;

/// A fixed amount of solver work that also ends when the job is dropped.
#[derive(Clone, Copy)]
struct Stoppable<'a> {
    work: WorkLimit,
    stop: &'a AtomicBool,
}

impl Budget for Stoppable<'_> {
    fn spend(&mut self, work: u64) -> bool {
        self.work.spend(work) || self.stop.load(Ordering::Relaxed)
    }
}

impl Shared for Stoppable<'_> {
    fn share(&self, searches: usize) -> Self {
        Stoppable {
            work: self.work.share(searches),
            stop: self.stop,
        }
    }
}

/// The solver's line on `board` played by `rules` with `work`, stopping early when asked.
/// Two searches side by side split the work: as strong as one search of all of it at
/// these works, the same line on any machine, and about a third less wait on two cores
/// (the two searches cost different amounts per position).
fn best_line(board: &Board, rules: Rules, work: u64, stop: &AtomicBool) -> popstar::Solution {
    let budget = Stoppable {
        work: WorkLimit::new(work),
        stop,
    };
    solve_side_by_side(board, rules, &team(&rules, MAX_SEARCHES), &budget)
}

/// Deals the first board of the game `start` fixes (under its rules).
pub fn new_game(start: RuledId, mode: Mode) -> Job<Game> {
    Job::spawn("popstar-deal", move |_| {
        Game::with_rules(
            start,
            mode,
            Dealer::Guaranteed {
                work: DEFAULT_LEVEL_WORK,
            },
        )
    })
}

/// A dealt next level: the game on its new board and the events announcing it; `None`
/// when the game had not passed its level.
pub type Dealt = Option<(Game, Vec<Event>)>;

/// Deals the next level of a passed game (the engine's guaranteed-passable dealer), with
/// the events that announce it.
pub fn next_level(game: Game) -> Job<Dealt> {
    Job::spawn("popstar-deal", move |_| {
        let mut game = game;
        game.next_level().ok().map(|events| (game, events))
    })
}

/// The first move of the solver's line: the group the hint shows.
pub fn hint(board: Board, rules: Rules) -> Job<Option<grid_core::Pos>> {
    Job::spawn("popstar-hint", move |stop| {
        best_line(&board, rules, HINT_WORK, stop)
            .moves
            .first()
            .copied()
    })
}

/// The par of a board: the solver's final score on it, bonus included (in the background:
/// the panel shows it when it comes).
pub fn par(board: Board, rules: Rules) -> Job<u32> {
    Job::spawn_in_background("popstar-par", move |stop| {
        best_line(&board, rules, PAR_WORK, stop).final_score()
    })
}

/// "Where the points went" for the line played on `board`: one search per position on this
/// worker, in the background (the window's frames come first), the same review `popstar
/// review` prints;
/// `None` when the job was dropped or the line does not fit the board.
pub fn review(board: Board, rules: Rules, line: Vec<grid_core::Pos>) -> Job<Option<Review>> {
    Job::spawn_in_background("popstar-review", move |stop| {
        let budget = Stoppable {
            work: WorkLimit::new(REVIEW_WORK),
            stop,
        };
        let review = popstar::review::review(&board, rules, &line, 1, &budget).ok();
        review.filter(|_| !stop.load(Ordering::Relaxed))
    })
}
