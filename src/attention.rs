//! One flag the interpreter's statement loop reads: raised when something waits for the end
//! of the statement (work of dropped arrays, NumPy floating-point events to report,
//! generators dropped while suspended), so a statement with none pays one thread-local read
//! instead of a look at each queue.

use std::cell::Cell;

thread_local! {
    static RAISED: Cell<bool> = const { Cell::new(false) };
}

/// Something was queued for the end of the statement.
pub fn raise() {
    let _ = RAISED.try_with(|r| r.set(true));
}

/// Whether anything may be waiting; clears the flag (the caller looks at every queue).
pub fn take() -> bool {
    RAISED.with(|r| r.replace(false))
}

/// Whether anything may be waiting, leaving the flag as it is.
pub fn raised() -> bool {
    RAISED.with(|r| r.get())
}
