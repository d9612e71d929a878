//! CUDA errors from queued work. Kernels run after the statement that launched them has
//! moved on, so a fault (an illegal address in a raw kernel, say) surfaces at the next
//! synchronisation: a copy back, `synchronize()`, an event. The launches since the last
//! good synchronisation are remembered with their statements, so the error can name them.
//! A fault found by a call that returns a `Result` is a `DeviceError::Fault`; one found by a
//! copy back inside host code that cannot fail (`Store::borrow`) unwinds with the error as
//! the panic payload to the statement's edge (`Interp::catch_faults`). Either becomes CuPy's
//! `CUDARuntimeError`. A fault that kills the context (an illegal address, say) marks the
//! device lost (`mark_lost`): every later device call says so until `deviceReset()`. `GPA_DEBUG=sync` waits after every launch instead,
//! so the failing launch is known exactly (as `CUDA_LAUNCH_BLOCKING=1` does for CuPy).
use crate::backend::DeviceError;
use crate::lazy::Origin;
use cudarc::driver::DriverError;
use cudarc::driver::sys::cudaError_enum as E;
use std::cell::RefCell;

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
pub fn fault(e: &DriverError) -> DeviceError {
    let queued = QUEUED.with(|q| std::mem::take(&mut *q.borrow_mut()));
    let what = describe(e);
    let culprit = queued
        .iter()
        .rev()
        .find(|l| l.raw.is_some())
        .or(queued.first());
    // With nothing queued, the statement that found it.
    let origin = culprit.map_or_else(crate::lazy::current_origin, |l| l.origin);
    let mut msg = what.clone();
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
    if kills_context(e) {
        msg.push_str("; the CUDA context is unusable now: restart gpa to use the device again");
        let kernel = match culprit {
            Some(Launch { raw: Some(k), .. }) => format!(" in raw kernel '{k}'"),
            _ => String::new(),
        };
        let at = crate::lazy::describe_origin(origin);
        super::mark_lost(format!("{what}{kernel}, queued {at}"));
    }
    msg.push(')');
    DeviceError::Fault {
        msg,
        origin: Some(origin),
    }
}

/// Errors after which the context cannot run anything (CUDA's "sticky" errors).
fn kills_context(e: &DriverError) -> bool {
    matches!(
        e.0,
        E::CUDA_ERROR_ILLEGAL_ADDRESS
            | E::CUDA_ERROR_LAUNCH_FAILED
            | E::CUDA_ERROR_ILLEGAL_INSTRUCTION
            | E::CUDA_ERROR_MISALIGNED_ADDRESS
            | E::CUDA_ERROR_INVALID_ADDRESS_SPACE
            | E::CUDA_ERROR_INVALID_PC
            | E::CUDA_ERROR_HARDWARE_STACK_ERROR
            | E::CUDA_ERROR_ASSERT
            | E::CUDA_ERROR_LAUNCH_TIMEOUT
            | E::CUDA_ERROR_ECC_UNCORRECTABLE
            | E::CUDA_ERROR_CONTEXT_IS_DESTROYED
    )
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

/// Unwinds to the statement's edge with `e` (from host code that cannot return it).
pub fn raise(e: DeviceError) -> ! {
    crate::backend::raise(e)
}
