//! Which device `cupy` arrays are made and computed on. Each interpreter thread has a
//! current device (`with cp.cuda.Device(i):`, `Device(i).use()`, `runtime.setDevice`), and
//! every buffer remembers the device it was made on (`Store::device_id`), so an operation
//! that reads an array of another device is refused, as CuPy refuses it where peer access
//! is unavailable. With CUDA the devices are the GPUs gpa drives (device 0 in this version);
//! on the CPU backend `GPA_CPU_DEVICES=N` (default 1) presents N stand-in devices over host
//! memory, as XLA's forced host device count does, so multi-device programs and their
//! errors run in CI.
use std::cell::{Cell, RefCell};
use std::sync::OnceLock;

/// The most stand-in devices `GPA_CPU_DEVICES` may ask for.
pub const MAX_CPU_DEVICES: usize = 64;

thread_local! {
    static CURRENT: Cell<u8> = const { Cell::new(0) };
    /// The devices current before each `with cp.cuda.Device(i):` still open.
    static ENTERED: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// The current device of this thread (0 until a script picks another).
pub fn current() -> u8 {
    CURRENT.with(|c| c.get())
}

/// How many devices `cupy` arrays can use: the GPUs in use, or the CPU backend's stand-ins.
pub fn count() -> Result<usize, String> {
    if super::cuda_active() {
        Ok(1)
    } else {
        cpu_devices().clone()
    }
}

/// `GPA_CPU_DEVICES`, read once.
fn cpu_devices() -> &'static Result<usize, String> {
    static N: OnceLock<Result<usize, String>> = OnceLock::new();
    N.get_or_init(|| match std::env::var("GPA_CPU_DEVICES") {
        Err(_) => Ok(1),
        Ok(v) => match v.trim().parse::<usize>() {
            Ok(n) if (1..=MAX_CPU_DEVICES).contains(&n) => Ok(n),
            _ => Err(format!(
                "GPA_CPU_DEVICES must be a number of devices from 1 to {MAX_CPU_DEVICES}, not '{v}'"
            )),
        },
    })
}

/// Whether `id` names a device of this process.
pub fn valid(id: i64) -> Result<bool, String> {
    Ok(id >= 0 && (id as u64) < count()? as u64)
}

/// Makes `id` (a valid device) current on this thread; returns the one it replaces.
pub fn set_current(id: u8) -> u8 {
    CURRENT.with(|c| c.replace(id))
}

/// Runs `f` with `id` as the current device, then puts the previous one back (work queued
/// on a device runs there, whichever device is current when it runs).
pub fn on<T>(id: u8, f: impl FnOnce() -> T) -> T {
    // Put back on unwinding too (a device fault unwinds to the statement's edge).
    struct Restore(u8);
    impl Drop for Restore {
        fn drop(&mut self) {
            set_current(self.0);
        }
    }
    let _restore = Restore(set_current(id));
    f()
}

/// Enters `with Device(id):`: `id` is current until the matching `exit`.
pub fn enter(id: u8) {
    let before = set_current(id);
    ENTERED.with(|e| e.borrow_mut().push(before));
}

/// Leaves the innermost `with Device(...)`: the device current before it is again.
pub fn exit() {
    if let Some(before) = ENTERED.with(|e| e.borrow_mut().pop()) {
        set_current(before);
    }
}
