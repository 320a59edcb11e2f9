//! Work that takes longer than a frame runs on its own thread. A finished piece of work
//! wakes the window ([`wake_ui`]), which otherwise sleeps while nothing moves; the scene
//! that asked collects the result in its next update.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, OnceLock};

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

#[cfg(test)]
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
