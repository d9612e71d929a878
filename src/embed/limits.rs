//! Limits for untrusted scripts that need help from outside the interpreter: a wall-clock
//! time limit, enforced by a watchdog thread that raises the engine's interrupt flag (which
//! loops, calls and long native array work all poll) once the time is up, and keeps
//! raising it, so a script that catches `KeyboardInterrupt` is stopped again.
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

pub struct Watchdog {
    stop: mpsc::Sender<()>,
    fired: Arc<AtomicBool>,
    thread: std::thread::JoinHandle<()>,
}

impl Watchdog {
    /// Starts timing a run of at most `limit`: when it is up, `fired` is set and the
    /// interrupt `flag` raised (again every few milliseconds until `stop`).
    pub fn start(limit: Duration, flag: Arc<AtomicBool>, fired: Arc<AtomicBool>) -> Watchdog {
        let (stop, stopped) = mpsc::channel::<()>();
        fired.store(false, Ordering::SeqCst);
        let fired2 = fired.clone();
        let thread = std::thread::spawn(move || {
            if stopped.recv_timeout(limit) != Err(RecvTimeoutError::Timeout) {
                return;
            }
            fired2.store(true, Ordering::SeqCst);
            loop {
                flag.store(true, Ordering::SeqCst);
                if stopped.recv_timeout(Duration::from_millis(5)) != Err(RecvTimeoutError::Timeout)
                {
                    return;
                }
            }
        });
        Watchdog {
            stop,
            fired,
            thread,
        }
    }

    /// Ends the timing; whether the time ran out.
    pub fn stop(self) -> bool {
        let _ = self.stop.send(());
        let _ = self.thread.join();
        self.fired.load(Ordering::SeqCst)
    }
}
