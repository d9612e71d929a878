//! User kernels (`cp.RawKernel`, `cp.ElementwiseKernel`): CUDA C compiled and launched
//! on a device. Only a device backend has them (`Backend::kernels()` is None on the CPU);
//! every other operation is a trait both backends implement (orders, moves, counts,
//! products, spectra, solvers).
use crate::lazy::Buf;

/// A contiguous buffer and the element its data starts at.
pub type Part<'a> = (&'a Buf, usize);

/// The compiler's refusal of a user's kernel: its status and log.
pub struct CompileError {
    pub status: String,
    pub log: String,
}

/// Why a user's kernel did not launch.
pub enum RawError {
    /// The compiler rejected the source (the log names lines of it).
    Compile(CompileError),
    /// A device call failed (a lost context, a launch the driver refused, ...).
    Device(super::DeviceError),
}

/// One launch of a user's kernel: its name in `src`, the grid and block sizes (x, y, z),
/// dynamic shared memory in bytes, and each argument's bits (a value of 4 bytes or fewer
/// sits in the low bytes, which is what the kernel reads on a little-endian host).
pub struct Launch<'a> {
    pub src: &'a str,
    pub options: &'a [String],
    pub name: &'a str,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared: u32,
    pub args: &'a [u64],
}

pub trait Kernels {
    /// Compiles (once) and launches a user's kernel on the backend's stream.
    fn launch_raw(&self, l: &Launch) -> Result<(), RawError>;
}
