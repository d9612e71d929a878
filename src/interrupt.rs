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
    flag.as_ref().is_some_and(|f| f.load(Ordering::Relaxed))
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
