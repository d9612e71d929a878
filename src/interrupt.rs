//! Ctrl-C inside native work. The interpreter checks its interrupt flag between statements
//! and at loop back-edges; long native loops (fused programs on the CPU, sorts, matmul
//! blocks) poll the same flag per chunk through this module, so an interrupt stops them
//! within a chunk's time and surfaces as `KeyboardInterrupt` at the statement.
use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The message native work fails with when interrupted (classified as `KeyboardInterrupt`).
pub const INTERRUPTED: &str = "KeyboardInterrupt";

thread_local! {
    /// The flag of the engine running on this thread.
    static CURRENT: RefCell<Option<Arc<AtomicBool>>> = const { RefCell::new(None) };
}

/// Makes `flag` the one native work on this thread polls, until the guard drops.
pub fn enter(flag: Arc<AtomicBool>) -> Guard {
    Guard(CURRENT.with(|c| c.replace(Some(flag))))
}

pub struct Guard(Option<Arc<AtomicBool>>);

impl Drop for Guard {
    fn drop(&mut self) {
        let prev = self.0.take();
        CURRENT.with(|c| *c.borrow_mut() = prev);
    }
}

/// The flag, for work handed to other threads (rayon workers have no `CURRENT`).
pub fn flag() -> Option<Arc<AtomicBool>> {
    CURRENT.with(|c| c.borrow().clone())
}

/// Whether an interrupt is pending on `flag`.
pub fn requested(flag: &Option<Arc<AtomicBool>>) -> bool {
    is_set(flag.as_deref())
}

/// `requested` for a borrowed flag (what threads of one call share).
pub fn is_set(flag: Option<&AtomicBool>) -> bool {
    flag.is_some_and(|f| f.load(Ordering::Relaxed))
}

/// `Err(INTERRUPTED)` when an interrupt is pending on this thread's engine.
pub fn check() -> Result<(), String> {
    if requested(&flag()) {
        Err(INTERRUPTED.to_string())
    } else {
        Ok(())
    }
}

/// The interrupt has been raised as `KeyboardInterrupt`: the flag is cleared so the next
/// statement (or the embedder's next `eval`) starts clean.
pub fn consume() {
    if let Some(f) = flag() {
        f.store(false, Ordering::Relaxed);
    }
}

/// Runs library work that has no place to poll a flag (faer's factorisations, rustfft) so
/// that Ctrl-C still ends the call at once: with an engine flag to poll and `big` work, it
/// runs on a thread of its own while this one polls; `None` when interrupted (the work
/// finishes in the background and its result is dropped). Small work runs inline.
pub fn abandonable<T: Send + 'static>(
    big: bool,
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let stop = flag();
    if !big || stop.is_none() {
        return Some(work());
    }
    // Shared so that the work can still run here when no thread can be started.
    let work = Arc::new(std::sync::Mutex::new(Some(work)));
    let (tx, rx) = std::sync::mpsc::channel();
    let theirs = Arc::clone(&work);
    let spawned = std::thread::Builder::new()
        .name("gpa-library-call".into())
        .spawn(move || {
            let work = theirs.lock().ok().and_then(|mut w| w.take());
            if let Some(work) = work {
                let _ = tx.send(std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)));
            }
        });
    if spawned.is_err() {
        let work = work.lock().ok().and_then(|mut w| w.take());
        return work.map(|w| w());
    }
    loop {
        match rx.recv_timeout(std::time::Duration::from_millis(10)) {
            Ok(Ok(v)) => return Some(v),
            // A panic in the library is a bug: it goes on unwinding here, where the edge
            // reports it as before.
            Ok(Err(p)) => std::panic::resume_unwind(p),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) if !requested(&stop) => {}
            // Interrupted (or the worker ended without a result, which cannot happen).
            Err(_) => return None,
        }
    }
}
