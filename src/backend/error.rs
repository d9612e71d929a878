//! What can go wrong in a backend, as data. Every backend call returns `DeviceError`; the
//! array layer wraps it (`ArrErr::Device`) and `interp::arrays::arr_err` turns it into the
//! Python exception once, so no layer classifies messages by their text.
use crate::array::alloc::group;
use crate::lazy::Origin;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub enum DeviceError {
    /// Host memory for a result (NumPy's `MemoryError`, its text).
    HostMemory(String),
    /// Device memory: `requested` bytes did not fit (CuPy's `OutOfMemoryError`).
    DeviceMemory { requested: usize, why: Shortage },
    /// Queued work failed; found at a synchronisation and attributed to a launch.
    Fault { msg: String, origin: Option<Origin> },
    /// An earlier fault lost the device's context: nothing runs there until
    /// `cp.cuda.runtime.deviceReset()`.
    ContextLost { cause: String },
    /// An array whose device memory went with a reset context.
    StaleBuffer,
    /// NVRTC or the module loader rejected one of gpa's own kernels.
    Compile(String),
    /// An argument the operation cannot take (NumPy's `ValueError`).
    Invalid(String),
    /// A dtype or case the operation does not cover (NumPy's `TypeError`).
    Unsupported(String),
    /// A driver or library call failed (CuPy's `CUDARuntimeError`).
    Driver(String),
    /// A floating-point error whose mode is 'raise' (`np.seterr`): NumPy's FloatingPointError.
    FloatingPoint(String),
    /// Ctrl-C (or an embedder's interrupt) while the host waited.
    Interrupted,
    /// CUDA cannot be used here (no driver, no device, too old).
    Unavailable(String),
}

/// Why device memory ran out, with the sizes a user needs to act.
#[derive(Debug, Clone, PartialEq)]
pub enum Shortage {
    /// The pool's limit (`set_limit`, `GPA_GPU_MEMORY_LIMIT`).
    Limit { used: usize, limit: usize },
    /// The device itself, after cached blocks were given back.
    Device { free: usize, total: usize },
}

pub type DResult<T> = Result<T, DeviceError>;

impl DeviceError {
    /// The statement the error is attributed to, when it came from queued work.
    pub fn origin(&self) -> Option<Origin> {
        match self {
            DeviceError::Fault { origin, .. } => *origin,
            _ => None,
        }
    }
}

impl fmt::Display for DeviceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeviceError::HostMemory(m)
            | DeviceError::Compile(m)
            | DeviceError::Invalid(m)
            | DeviceError::Unsupported(m)
            | DeviceError::Driver(m)
            | DeviceError::FloatingPoint(m)
            | DeviceError::Unavailable(m) => f.write_str(m),
            DeviceError::DeviceMemory { requested, why } => {
                write!(f, "Out of memory allocating {} bytes ", group(*requested))?;
                match why {
                    Shortage::Limit { used, limit } => write!(
                        f,
                        "(allocated so far: {} bytes, limit set to: {} bytes).",
                        group(*used),
                        group(*limit)
                    ),
                    Shortage::Device { free, total } => write!(
                        f,
                        "(the device has {} bytes, {} free).",
                        group(*total),
                        group(*free)
                    ),
                }
            }
            DeviceError::Fault { msg, .. } => f.write_str(msg),
            DeviceError::ContextLost { cause } => write!(
                f,
                "the device's CUDA context was lost to an earlier fault ({cause}); CUDA keeps a \
                 device unusable after such a fault until the process ends: restart gpa to use \
                 it again (host arrays and the session's other values are unaffected)"
            ),
            DeviceError::StaleBuffer => f.write_str(
                "this array was on the device before cp.cuda.runtime.deviceReset(): its values \
                 went with the old context; create it again",
            ),
            DeviceError::Interrupted => f.write_str(crate::interrupt::INTERRUPTED),
        }
    }
}
