//! Work that takes longer than a frame runs on its own thread: a one-off [`Job`] (deal a
//! level, find a hint), or a [`Worker`] that keeps its state between requests (a computer
//! player and its tables). A finished piece of work wakes the window ([`wake_ui`]), which
//! otherwise sleeps while nothing moves; the scene that asked collects the result in its
//! next update.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, OnceLock};
use std::thread::JoinHandle;

/// What wakes the window's event loop; set once by the backend.
type Waker = Box<dyn Fn() + Send + Sync>;

static WAKER: OnceLock<Waker> = OnceLock::new();

/// Sets what [`wake_ui`] calls (the backend's event-loop proxy). Only the first call of a
/// process counts: there is one window.
pub fn set_waker(waker: impl Fn() + Send + Sync + 'static) {
    if WAKER.set(Box::new(waker)).is_err() {
        log::debug!("the window's waker was already set");
    }
}

/// Wakes the window so it collects results (does nothing without a window, as in tests).
pub fn wake_ui() {
    if let Some(waker) = WAKER.get() {
        waker();
    }
}

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
                if tx.send(work(&flag)).is_ok() {
                    wake_ui();
                }
            });
        if let Err(e) = spawned {
            log::warn!("cannot start the {name} thread: {e}");
        }
        Job { rx, stop }
    }

    /// Like [`Job::spawn`], for work nobody waits on (the review after a game): its thread
    /// runs at the lowest priority, so on a busy machine the window's frames and the
    /// computer's moves come first.
    pub fn spawn_in_background(
        name: &str,
        work: impl FnOnce(&AtomicBool) -> T + Send + 'static,
    ) -> Job<T> {
        Job::spawn(name, move |stop| {
            lower_priority();
            work(stop)
        })
    }

    /// The result, once there is one.
    pub fn poll(&self) -> Poll<T> {
        match self.rx.try_recv() {
            Ok(v) => Poll::Done(v),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }

    /// The result of the job in `slot` once it has one; the slot is emptied when the job
    /// finished or failed (a failed job is logged and its result simply never shows).
    pub fn take(slot: &mut Option<Job<T>>) -> Option<T> {
        let poll = slot.as_ref()?.poll();
        match poll {
            Poll::Running => None,
            Poll::Done(v) => {
                *slot = None;
                Some(v)
            }
            Poll::Failed => {
                log::warn!("a background job ended without a result");
                *slot = None;
                None
            }
        }
    }
}

/// Gives the calling thread the lowest priority (nice 19; threads it starts inherit it).
fn lower_priority() {
    #[cfg(target_os = "linux")]
    if let Err(e) = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19) {
        log::debug!("cannot lower a background thread's priority: {e}");
    }
}

/// A thread that answers requests one after another and keeps its state between them.
/// Dropping it closes the request channel and waits for the thread, so whatever the
/// handler is doing should end quickly when asked (a stop flag the owner raises first).
#[derive(Debug)]
pub struct Worker<Q, A> {
    requests: Option<Sender<Q>>,
    answers: Receiver<A>,
    handle: Option<JoinHandle<()>>,
}

impl<Q: Send + 'static, A: Send + 'static> Worker<Q, A> {
    /// Starts the thread `name`, which hands each request to `answer` with the state and
    /// sends back what it returns. When requests queue up, only the newest is answered.
    /// `None` (and a log line) if the system refuses a thread.
    pub fn start<S: Send + 'static>(
        name: &str,
        state: S,
        answer: impl FnMut(&mut S, Q) -> A + Send + 'static,
    ) -> Option<Worker<Q, A>> {
        Worker::spawn(name, state, answer, true)
    }

    /// Like [`Worker::start`], but every request is answered, in the order asked (each
    /// request is a change that must not be lost), and requests still queued when the
    /// worker is dropped are answered before the thread ends.
    pub fn start_in_order<S: Send + 'static>(
        name: &str,
        state: S,
        answer: impl FnMut(&mut S, Q) -> A + Send + 'static,
    ) -> Option<Worker<Q, A>> {
        Worker::spawn(name, state, answer, false)
    }

    fn spawn<S: Send + 'static>(
        name: &str,
        mut state: S,
        mut answer: impl FnMut(&mut S, Q) -> A + Send + 'static,
        newest_only: bool,
    ) -> Option<Worker<Q, A>> {
        let (requests, inbox) = mpsc::channel::<Q>();
        let (outbox, answers) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || {
                while let Ok(mut request) = inbox.recv() {
                    if newest_only {
                        while let Ok(newer) = inbox.try_recv() {
                            request = newer;
                        }
                    }
                    if outbox.send(answer(&mut state, request)).is_err() {
                        return;
                    }
                    wake_ui();
                }
            });
        match spawned {
            Ok(handle) => Some(Worker {
                requests: Some(requests),
                answers,
                handle: Some(handle),
            }),
            Err(e) => {
                log::warn!("cannot start the {name} thread: {e}");
                None
            }
        }
    }

    /// Sends a request; `false` when the thread has ended.
    pub fn ask(&self, request: Q) -> bool {
        self.requests
            .as_ref()
            .is_some_and(|r| r.send(request).is_ok())
    }

    /// The next answer, once there is one ([`Poll::Failed`] when the thread has ended).
    pub fn poll(&self) -> Poll<A> {
        match self.answers.try_recv() {
            Ok(answer) => Poll::Done(answer),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }
}

impl<Q, A> Drop for Worker<Q, A> {
    /// Closes the request channel, which ends the thread after its current request.
    fn drop(&mut self) {
        self.requests = None;
        if let Some(handle) = self.handle.take() {
            if handle.join().is_err() {
                log::warn!("a worker thread panicked");
            }
        }
    }
}

#[cfg(any(test, feature = "testing"))]
impl<T> Job<T> {
    /// The flag dropping the job raises.
    pub fn stop_flag(&self) -> &Arc<AtomicBool> {
        &self.stop
    }
}

impl<T> Drop for Job<T> {
    /// Tells the work to stop: nobody wants its result any more.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn a_background_job_runs_at_the_lowest_priority() {
        let niceness = |slot: &mut Option<Job<i32>>| loop {
            if let Some(n) = Job::take(slot) {
                return n;
            }
            std::thread::sleep(std::time::Duration::from_millis(2));
        };
        let own = || rustix::process::getpriority_process(Some(rustix::thread::gettid()));
        let ours = own().expect("our niceness");
        let mut background = Some(Job::spawn_in_background("test-background", move |_| {
            own().expect("the niceness")
        }));
        assert_eq!(niceness(&mut background), 19);
        let mut plain = Some(Job::spawn("test-plain", move |_| {
            own().expect("the niceness")
        }));
        assert_eq!(niceness(&mut plain), ours, "a plain job keeps the window's");
    }

    #[test]
    fn a_job_delivers_its_result_and_a_dropped_job_is_told_to_stop() {
        let mut slot = Some(Job::spawn("test-job", |_| 6 * 7));
        let start = std::time::Instant::now();
        let answer = loop {
            if let Some(v) = Job::take(&mut slot) {
                break v;
            }
            assert!(start.elapsed().as_secs() < 10, "no answer");
            std::thread::yield_now();
        };
        assert_eq!(answer, 42);
        assert!(slot.is_none());
        let job = Job::spawn("test-job", |stop| {
            while !stop.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
        });
        let flag = Arc::clone(job.stop_flag());
        drop(job);
        assert!(flag.load(Ordering::Relaxed));
    }

    #[test]
    fn a_worker_keeps_its_state_between_requests() {
        let worker = Worker::start("test-worker", 0u32, |total, n: u32| {
            *total += n;
            *total
        })
        .unwrap();
        let mut answers = Vec::new();
        for n in [1, 2] {
            assert!(worker.ask(n));
            loop {
                if let Poll::Done(a) = worker.poll() {
                    answers.push(a);
                    break;
                }
                std::thread::yield_now();
            }
        }
        assert_eq!(answers, vec![1, 3]);
    }
}
