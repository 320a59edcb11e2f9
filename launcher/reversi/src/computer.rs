//! The computer player on its own worker thread, so a frame never waits for a search.
//!
//! The scene sends a [`Job`] (a position, a level, what the answer is for) and polls for
//! the answer in `update`. One engine lives on the worker for the whole game, so its
//! tables carry over between moves. Raising the shared [`StopFlag`] makes the running
//! search return its best move so far: that is how a move is hurried, how an outdated
//! search is dropped (after an undo) and how the thread ends when the scene goes away.
//! Requests are numbered, and "stop everything up to number n" is kept beside the flag, so
//! a stop asked for before the worker picked its job up is not lost when the worker lowers
//! the flag for that job.

use launcher_kit::worker::{Poll, Worker};
use reversi::search::{Engine, Level, SearchResult};
use reversi::{Board, StopFlag};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

/// What a search is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move.
    Move,
    /// A suggestion for the person to move.
    Hint,
}

/// One search request.
#[derive(Debug, Clone)]
struct Job {
    id: u64,
    board: Board,
    level: Level,
    purpose: Purpose,
    threads: usize,
}

/// A finished search.
#[derive(Debug, Clone, Copy)]
pub struct Answer {
    /// The position it was asked about.
    pub board: Board,
    /// What it was for.
    pub purpose: Purpose,
    /// The engine's choice.
    pub result: SearchResult,
}

/// The worker thread and the requests in flight.
pub struct Computer {
    seed: u64,
    stop: StopFlag,
    /// Requests up to this number are to stop.
    stop_upto: Arc<AtomicU64>,
    worker: Option<Worker<Job, (u64, Answer)>>,
    next_id: u64,
    pending: Option<(u64, Purpose)>,
    /// Threads each search uses.
    threads: usize,
}

impl Computer {
    /// A computer whose random choices come from `seed`; the thread starts with the first
    /// request (two people at one computer never start it).
    pub fn new(seed: u64) -> Computer {
        Computer {
            seed,
            stop: StopFlag::new(),
            stop_upto: Arc::new(AtomicU64::new(0)),
            worker: None,
            next_id: 0,
            pending: None,
            threads: 1,
        }
    }

    /// Searches from now on use `threads` threads.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// What the computer is working on, if anything.
    pub fn busy(&self) -> Option<Purpose> {
        self.pending.map(|(_, p)| p)
    }

    /// Starts a search of `board` at `level`, dropping any search still running.
    pub fn ask(&mut self, board: Board, level: Level, purpose: Purpose) {
        self.cancel();
        self.next_id += 1;
        let job = Job {
            id: self.next_id,
            board,
            level,
            purpose,
            threads: self.threads,
        };
        if self.worker.is_none() {
            self.worker = start(self.seed, self.stop.clone(), self.stop_upto.clone());
        }
        let Some(worker) = &self.worker else {
            return;
        };
        if worker.ask(job) {
            self.pending = Some((self.next_id, purpose));
        } else {
            log::warn!("reversi: the computer's thread has stopped");
            self.worker = None;
        }
    }

    /// Asks the running search to answer now with its best move so far.
    pub fn hurry(&self) {
        if let Some((id, _)) = self.pending {
            self.stop_through(id);
        }
    }

    /// Drops the running search; its answer will be ignored.
    pub fn cancel(&mut self) {
        if let Some((id, _)) = self.pending.take() {
            self.stop_through(id);
        }
    }

    fn stop_through(&self, id: u64) {
        self.stop_upto.fetch_max(id, Ordering::SeqCst);
        self.stop.stop();
    }

    /// The answer to the latest request, once it has come.
    pub fn poll(&mut self) -> Option<Answer> {
        let worker = self.worker.as_ref()?;
        loop {
            match worker.poll() {
                Poll::Done((id, answer)) => {
                    if self.pending.is_some_and(|(want, _)| want == id) {
                        self.pending = None;
                        return Some(answer);
                    }
                }
                Poll::Running => return None,
                Poll::Failed => {
                    log::warn!("reversi: the computer's thread has stopped");
                    self.pending = None;
                    self.worker = None;
                    return None;
                }
            }
        }
    }
}

impl Drop for Computer {
    /// Stops the search: it answers within a few milliseconds of the stop flag, and the
    /// worker's thread ends when the worker is dropped after it.
    fn drop(&mut self) {
        self.stop_through(u64::MAX);
    }
}

/// Starts the computer's thread: one engine for the whole game, so its tables carry over
/// between moves.
fn start(
    seed: u64,
    stop: StopFlag,
    stop_upto: Arc<AtomicU64>,
) -> Option<Worker<Job, (u64, Answer)>> {
    let engine = Engine::new(seed, stop.clone());
    Worker::start("reversi-computer", engine, move |engine, job: Job| {
        engine.set_threads(job.threads);
        stop.reset();
        if job.id <= stop_upto.load(Ordering::SeqCst) {
            stop.stop();
        }
        let started = std::time::Instant::now();
        let result = engine.best_move(&job.board, &job.level);
        log::debug!(
            "reversi: {} {:?} at depth {} in {} ms ({} nodes)",
            job.level.name,
            job.purpose,
            result.depth,
            started.elapsed().as_millis(),
            result.nodes
        );
        let answer = Answer {
            board: job.board,
            purpose: job.purpose,
            result,
        };
        (job.id, answer)
    })
}
