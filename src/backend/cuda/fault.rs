//! CUDA errors from queued work. Kernels run after the statement that launched them has
//! moved on, so a fault (an illegal address in a raw kernel, say) surfaces at the next
//! synchronisation: a copy back, `synchronize()`, an event. The launches since the last
//! good synchronisation are remembered with their statements, so the error can name them.
//! A fault unwinds (as a `DeviceFault` panic payload) from the copy that found it to the
//! statement's edge, where it becomes CuPy's `CUDARuntimeError`: a copy back happens deep
//! in code that cannot fail otherwise. `GPA_DEBUG=sync` waits after every launch instead,
//! so the failing launch is known exactly (as `CUDA_LAUNCH_BLOCKING=1` does for CuPy).
use crate::lazy::Origin;
use cudarc::driver::DriverError;
use std::cell::RefCell;

/// A device error and the statement it is attributed to.
#[derive(Debug, Clone)]
pub struct DeviceFault {
    pub msg: String,
    pub origin: Option<Origin>,
}

impl DeviceFault {
    /// Ctrl-C while the host waited for the device (`KeyboardInterrupt` at the edge).
    pub fn interrupted() -> Self {
        DeviceFault {
            msg: crate::interrupt::INTERRUPTED.to_string(),
            origin: None,
        }
    }

    pub fn is_interrupt(&self) -> bool {
        self.origin.is_none() && self.msg == crate::interrupt::INTERRUPTED
    }
}

/// One launch since the last good synchronisation.
struct Launch {
    /// A raw kernel's name; None for gpa's own kernels.
    raw: Option<String>,
    origin: Origin,
}

thread_local! {
    static QUEUED: RefCell<Vec<Launch>> = const { RefCell::new(Vec::new()) };
    static SYNC_EACH: bool = std::env::var("GPA_DEBUG").is_ok_and(|v| v.split(',').any(|x| x == "sync"));
}

/// Notes a launch made by the statement now running (`lazy::set_origin`).
pub fn note_launch(raw: Option<&str>) {
    let origin = crate::lazy::current_origin();
    QUEUED.with(|q| {
        let mut q = q.borrow_mut();
        // The first launches and every raw kernel are what a message names; the rest of a
        // long queue adds nothing.
        if q.len() < 64 || raw.is_some() {
            q.push(Launch {
                raw: raw.map(str::to_string),
                origin,
            });
        }
    });
}

/// Whether every launch is waited for (`GPA_DEBUG=sync`).
pub fn sync_each() -> bool {
    SYNC_EACH.with(|s| *s)
}

/// The queue ran without error up to here.
pub fn synced() {
    QUEUED.with(|q| q.borrow_mut().clear());
}

/// The fault for error `e` found at a synchronisation, attributed to the queued launches:
/// the last raw kernel among them (user code is where faults come from), else the first.
pub fn fault(e: &DriverError) -> DeviceFault {
    let queued = QUEUED.with(|q| std::mem::take(&mut *q.borrow_mut()));
    let mut msg = describe(e);
    let culprit = queued
        .iter()
        .rev()
        .find(|l| l.raw.is_some())
        .or(queued.first());
    match culprit {
        Some(Launch { raw: Some(k), .. }) => {
            msg.push_str(&format!(" (in raw kernel '{k}', launched here"));
        }
        Some(_) => msg.push_str(" (in device work queued here"),
        None => msg.push_str(" (found at this copy"),
    }
    if queued.len() > 1 && !sync_each() {
        msg.push_str(&format!(
            "; {} launches were queued since the last synchronisation, GPA_DEBUG=sync finds the one that failed",
            queued.len()
        ));
    }
    msg.push_str("; the CUDA context is unusable now: restart gpa to use the device again)");
    DeviceFault {
        msg,
        // With nothing queued, the statement that found it.
        origin: Some(culprit.map_or_else(crate::lazy::current_origin, |l| l.origin)),
    }
}

/// `CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered`.
pub fn describe(e: &DriverError) -> String {
    let name = e.error_name().map(|n| n.to_string_lossy().into_owned());
    let text = e.error_string().map(|n| n.to_string_lossy().into_owned());
    match (name, text) {
        (Ok(n), Ok(t)) => format!("{n}: {t}"),
        _ => format!("CUDA error {e:?}"),
    }
}

/// Unwinds to the statement's edge with the fault for `e`.
pub fn raise(e: &DriverError) -> ! {
    std::panic::panic_any(fault(e))
}
