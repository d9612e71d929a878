//! The narrow interface between the array layer and a device. The array layer schedules
//! pending work into `Program`s (structure + bindings); a backend runs them into buffers
//! (`Store`s: host values, a device copy, or both). Device (`cupy`) arrays run on CUDA when
//! it is usable, host (`numpy`) arrays always on the CPU.
pub mod counts;
pub mod cpu;
pub mod cuda;
pub mod devices;
mod error;
pub mod kernels;
pub mod moves;
pub mod orders;
pub mod products;
pub mod random;
pub mod runtime;
pub mod solvers;
pub mod spectra;

pub use counts::Counts;
pub use error::{DResult, DeviceError, Shortage};
pub use kernels::Kernels;
pub use moves::Moves;
pub use orders::Orders;
pub use products::Products;
pub use solvers::Solvers;
pub use spectra::Spectra;

/// A device buffer (the CUDA backend's today), as an array's `Store` holds it.
pub type DeviceBuf = cuda::DevBuf;

use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::lazy::schedule::{Program, StepError};
use crate::lazy::{Buf, Reduce};
use std::sync::atomic::{AtomicU8, Ordering};

/// Where an array's buffer lives and its work runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Device {
    Cpu,
    Cuda(usize),
}

/// Every operation the array layer asks of a device, in the spirit of candle's
/// `BackendStorage`: the array layer picks the backend of the array (`for_arrays`) and
/// calls it; how the work is done (rayon loops, CUDA kernels, libraries) is the backend's.
pub trait Backend {
    fn name(&self) -> &'static str;
    fn device(&self) -> Device;
    /// Elements `start..start + n` of `dist` under `key` (a counter-based generator: the
    /// same bits on every backend).
    /// A new buffer of `n` elements of `dt` where this backend keeps arrays, for work to
    /// fill (zeros on the CPU; uninitialised device memory).
    fn empty(&self, dt: DType, n: usize) -> DResult<Buf>;
    /// A copy of host values (as `dt`) where this backend keeps arrays, made now (on a
    /// device: its memory taken, and a limit met, here, as `cp.asarray` does).
    fn upload(&self, col: &Col, dt: DType) -> DResult<Buf>;
    fn random_fill(&self, dist: random::Dist, key: [u32; 2], start: u64, n: usize) -> DResult<Buf>;
    /// NumPy's PCG64 uniforms of `run`, made in parallel (each thread jumps ahead).
    fn pcg_fill(&self, run: &crate::array::np_random::PcgRun) -> DResult<Buf>;
    /// Running sums (products) of `rows` contiguous rows of `len` elements of dtype `dt`
    /// in `src` from element `src.1`, written to `dst` from element `dst.1` (the same
    /// buffer and element: in place).
    fn scan_rows(
        &self,
        src: (&Buf, usize),
        dst: (&Buf, usize),
        dt: DType,
        rows: usize,
        len: usize,
        prod: bool,
    ) -> DResult<()>;
    /// Runs an elementwise program into a new contiguous buffer of its shape.
    fn run(&self, p: &Program) -> Result<Buf, StepError>;
    /// Runs an elementwise program into `out` through `layout` (the program's shape; strided
    /// when `p.code.out_strided`, else contiguous from its offset).
    fn run_into(&self, p: &Program, out: &Buf, layout: &Layout) -> Result<(), StepError>;
    /// The program followed by a full reduction in the same pass: one element of `acc`.
    fn run_reduce(&self, p: &Program, r: Reduce, acc: DType) -> Result<Buf, StepError>;
    /// The program's elements (C order) in rows of `row`, each row reduced to one element.
    /// `inner` (a divisor of `row`) is the run NumPy sums pairwise: the reduced axes at the
    /// end of the array, or 1 when its last axis is kept; NumPy adds the runs in order, and
    /// the CPU backend does the same for float sums so they print NumPy's digits.
    fn run_reduce_rows(
        &self,
        p: &Program,
        row: usize,
        inner: usize,
        r: Reduce,
        acc: DType,
    ) -> Result<Buf, StepError>;
    /// Sorting and searching (every backend has them).
    fn orders(&self) -> &dyn Orders;
    /// Data movement: writes, gathers, scatters, compaction (every backend has them).
    fn moves(&self) -> &dyn Moves;
    /// Its counting (bincount, uniform histograms).
    fn counts(&self) -> &dyn Counts;
    /// Its matrix products.
    fn products(&self) -> &dyn Products;
    /// Its Fourier transforms.
    fn spectra(&self) -> &dyn Spectra;
    fn solvers(&self) -> &dyn Solvers;
    /// The backend's own kernels for data movement, sorting, counting and libraries; None
    /// when the array layer's reference algorithms do that work on the host values.
    fn kernels(&self) -> Option<&dyn Kernels> {
        None
    }
}

const AUTO: u8 = 0;
const CPU: u8 = 1;
const CUDA: u8 = 2;
static MODE: AtomicU8 = AtomicU8::new(AUTO);

/// Chooses where device arrays run: `auto` (CUDA when usable, probed at the first device
/// work), `cpu`, or `cuda`/`cuda:0` (an error now when CUDA is not usable).
pub fn select(device: &str) -> Result<(), String> {
    let mode = match device {
        "auto" => AUTO,
        "cpu" => CPU,
        "cuda" | "cuda:0" => {
            cuda::usable()
                .map_err(|why| format!("--device {device}: CUDA is not usable ({why})"))?;
            CUDA
        }
        d if d.starts_with("cuda:") => {
            return Err(format!(
                "--device {d}: only device 0 is supported in this version"
            ));
        }
        d => {
            return Err(format!(
                "invalid device '{d}' (expected cpu, cuda or cuda:N)"
            ));
        }
    };
    MODE.store(mode, Ordering::Relaxed);
    Ok(())
}

/// The memory of the GPU device arrays live on, `(free, total)` bytes now, or None when they
/// live on the host (the CPU backend).
pub fn device_memory() -> Option<(usize, usize)> {
    if !cuda_active() {
        return None;
    }
    Some(
        cuda::device_info()
            .and_then(|g| g.ctx.mem_get_info().ok())
            .unwrap_or((usize::MAX, usize::MAX)),
    )
}

/// Whether device arrays run on CUDA (probes once in `auto` mode; says so on stderr when
/// CUDA is not usable).
pub fn cuda_active() -> bool {
    match MODE.load(Ordering::Relaxed) {
        CPU => false,
        CUDA => true,
        _ => match cuda::usable() {
            Ok(()) => true,
            Err(why) => {
                static SAID: std::sync::Once = std::sync::Once::new();
                SAID.call_once(|| eprintln!("no CUDA device found ({why}); running on CPU"));
                MODE.store(CPU, Ordering::Relaxed);
                false
            }
        },
    }
}

/// The backend for work on host (`numpy`) or device (`cupy`) arrays.
pub fn for_arrays(device: bool) -> &'static dyn Backend {
    if device && cuda_active() {
        &cuda::Cuda
    } else {
        &cpu::Cpu
    }
}

/// The backend of `device`.
pub fn on(device: Device) -> &'static dyn Backend {
    match device {
        Device::Cpu => &cpu::Cpu,
        Device::Cuda(_) => for_arrays(true),
    }
}

/// The kernels of the backend that runs work on host (`numpy`) or device (`cupy`) arrays;
/// None when that is the CPU's reference algorithms.
pub fn kernels_for(device: bool) -> Option<&'static dyn Kernels> {
    for_arrays(device).kernels()
}

/// The kernels of `device` (None for the CPU: its reference algorithms are the array
/// layer's).
pub fn kernels_on(device: Device) -> Option<&'static dyn Kernels> {
    match device {
        Device::Cpu => None,
        Device::Cuda(_) => kernels_for(true),
    }
}

/// Where device (`cupy`) arrays live in this session.
pub fn default_device() -> Device {
    for_arrays(true).device()
}

/// Unwinds to the statement's edge with `e`, for host code that cannot return an error
/// (reading a device buffer whose values are lost); `Interp` turns it into an exception.
pub fn raise(e: DeviceError) -> ! {
    std::panic::panic_any(e)
}

/// Compiles a user's CUDA kernel without a device (tests of the compiler's messages).
#[cfg(test)]
pub fn compile_check(src: &str) -> Result<(), kernels::CompileError> {
    cuda::compile::compile_user(src, &[], "sm_90").map(|_| ())
}

/// Whether the CUDA compiler library can be opened (tests that compile without a device).
#[cfg(test)]
pub fn compiler_present() -> bool {
    // SAFETY: only opens the library.
    unsafe { cudarc::nvrtc::sys::is_culib_present() }
}
