//! Room on the stack for deep recursion (nested calls, nested expressions).
//!
//! On a thread's own stack `stacker` grows it in segments. A generator's body runs on a
//! coroutine stack of its own, which `stacker` does not know (its limit is per thread), so
//! there the limit is tracked here: the resumer installs the generator's limit while it runs
//! and puts its own back when it yields.
use corosensei::stack::{DefaultStack, Stack};
use std::cell::{Cell, RefCell};

thread_local! {
    /// The lowest usable address of the coroutine stack running now; 0 on a thread's stack.
    static COROUTINE_LIMIT: Cell<usize> = const { Cell::new(0) };
    /// Finished generators' stacks, kept for the next ones (creating one costs syscalls).
    static POOL: RefCell<Vec<DefaultStack>> = const { RefCell::new(Vec::new()) };
}

/// A generator's stack: enough for the deepest expression the grammar allows; calls in it
/// grow further in segments.
pub const GENERATOR_STACK: usize = 8 << 20;
const POOL_MAX: usize = 16;

/// Runs `f` with at least `red_zone` bytes of stack, moving to a new `size`-byte segment
/// when less is left.
pub fn maybe_grow<R>(red_zone: usize, size: usize, f: impl FnOnce() -> R) -> R {
    let limit = COROUTINE_LIMIT.get();
    if limit == 0 {
        return stacker::maybe_grow(red_zone, size, f);
    }
    let sp = psm::stack_pointer() as usize;
    if sp.saturating_sub(limit) >= red_zone {
        return f();
    }
    let stack = match DefaultStack::new(size) {
        Ok(s) => s,
        // Caught at the engine's edge and reported as an error; the session survives.
        Err(e) => panic!("out of memory for a stack segment: {e}"),
    };
    let _limit = LimitGuard::install(stack.limit().get());
    corosensei::on_stack(stack, f)
}

/// Installs a coroutine stack's limit until dropped, then puts the previous one back.
pub struct LimitGuard(usize);

impl LimitGuard {
    pub fn install(limit: usize) -> LimitGuard {
        LimitGuard(COROUTINE_LIMIT.replace(limit))
    }
}

impl Drop for LimitGuard {
    fn drop(&mut self) {
        COROUTINE_LIMIT.set(self.0);
    }
}

/// The limit in force now (a generator records it when it yields).
pub fn current_limit() -> usize {
    COROUTINE_LIMIT.get()
}

/// A stack for a new generator, from the pool when one is free.
pub fn take() -> std::io::Result<DefaultStack> {
    match POOL.with(|p| p.borrow_mut().pop()) {
        Some(s) => Ok(s),
        None => DefaultStack::new(GENERATOR_STACK),
    }
}

/// Gives a finished generator's stack back for reuse.
pub fn give(stack: DefaultStack) {
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < POOL_MAX {
            p.push(stack);
        }
    });
}
