//! Work that takes longer than a frame, run on its own thread: dealing a level (about a
//! tenth of a second of solver search), the hint and the par score. The scene polls each
//! job in `update`; dropping a job (the scene leaves, the board changes) tells its search
//! to stop, so no thread outlives its use by more than a moment.

use popstar::{Board, Budget, Event, Game, Mode, Solver, WorkLimit};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// Solver work for a hint: a strong line in well under a second.
pub const HINT_WORK: u64 = 150_000;

/// Solver work for the par score of a finished board.
pub const PAR_WORK: u64 = 400_000;

/// A result being computed on another thread.
#[derive(Debug)]
pub struct Job<T> {
    rx: Receiver<T>,
    stop: Arc<AtomicBool>,
}

/// What polling a job found.
#[derive(Debug, PartialEq, Eq)]
pub enum Poll<T> {
    /// Still running.
    Running,
    /// Finished with this result.
    Done(T),
    /// The thread ended without a result (it panicked or could not start).
    Failed,
}

impl<T: Send + 'static> Job<T> {
    /// Runs `work` on a new thread; `work` should check the stop flag it is given.
    pub fn spawn(name: &str, work: impl FnOnce(&AtomicBool) -> T + Send + 'static) -> Job<T> {
        let (tx, rx) = mpsc::channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                // The receiver is gone when the scene dropped the job: nothing to report.
                let _ = tx.send(work(&flag));
            });
        if let Err(e) = spawned {
            log::warn!("cannot start the {name} thread: {e}");
        }
        Job { rx, stop }
    }

    /// The result, once there is one.
    pub fn poll(&self) -> Poll<T> {
        match self.rx.try_recv() {
            Ok(v) => Poll::Done(v),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }
}

#[cfg(test)]
impl<T> Job<T> {
    /// The flag dropping the job raises.
    pub fn stop_flag(&self) -> &Arc<AtomicBool> {
        &self.stop
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// A fixed amount of solver work that also ends when the job is dropped.
struct Stoppable<'a> {
    work: WorkLimit,
    stop: &'a AtomicBool,
}

impl Budget for Stoppable<'_> {
    fn spend(&mut self, work: u64) -> bool {
        self.work.spend(work) || self.stop.load(Ordering::Relaxed)
    }
}

/// The solver's line on `board` with `work`, stopping early when asked.
fn best_line(board: &Board, work: u64, stop: &AtomicBool) -> popstar::Solution {
    let mut budget = Stoppable {
        work: WorkLimit::new(work),
        stop,
    };
    Solver::default().solve(board, &mut budget)
}

/// Deals the first level of a new game from `seed`.
pub fn new_game(seed: u64, mode: Mode) -> Job<Game> {
    Job::spawn("popstar-deal", move |_| Game::new(seed, mode))
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
pub fn hint(board: Board) -> Job<Option<grid_core::Pos>> {
    Job::spawn("popstar-hint", move |stop| {
        best_line(&board, HINT_WORK, stop).moves.first().copied()
    })
}

/// The par of a board: the solver's final score on it, bonus included.
pub fn par(board: Board) -> Job<u32> {
    Job::spawn("popstar-par", move |stop| {
        best_line(&board, PAR_WORK, stop).final_score()
    })
}
