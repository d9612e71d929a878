//! Guards for walks over nested containers (`==`, `<`, hashing, conversion): past CPython's
//! recursion limit the answer is `RecursionError`, as CPython gives, never a stack overflow
//! (`a = []; a.append(a); b = []; b.append(b); a == b` recurses without end).
//!
//! The walks themselves stay infallible (`py_eq` is a `bool`): a walk that goes too deep
//! gives up and remembers it, and `checked`, around the walk's outermost call, turns that
//! into the error.
use super::error::{ExcType, RtResult, err};
use std::cell::Cell;

/// CPython's default recursion limit.
pub const LIMIT: u32 = 1000;

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    static TRIPPED: Cell<bool> = const { Cell::new(false) };
}

/// One level of a nested walk; the level is left when it drops.
pub struct Level(());

impl Drop for Level {
    fn drop(&mut self) {
        DEPTH.with(|d| d.set(d.get() - 1));
    }
}

/// One level deeper, or None past the limit (remembered for `checked`).
pub fn enter() -> Option<Level> {
    DEPTH.with(|d| {
        if d.get() >= LIMIT {
            TRIPPED.with(|t| t.set(true));
            None
        } else {
            d.set(d.get() + 1);
            Some(Level(()))
        }
    })
}

/// Runs the walk `f`; `RecursionError: maximum recursion depth exceeded {what}` when it
/// went past the limit.
pub fn checked<T>(what: &str, f: impl FnOnce() -> T) -> RtResult<T> {
    let outer = TRIPPED.with(|t| t.replace(false));
    let r = f();
    let tripped = TRIPPED.with(|t| t.replace(outer));
    if tripped {
        return Err(too_deep(what));
    }
    Ok(r)
}

pub fn too_deep(what: &str) -> Box<super::error::RtErr> {
    err(
        ExcType::RecursionError,
        format!("maximum recursion depth exceeded{what}"),
    )
}
