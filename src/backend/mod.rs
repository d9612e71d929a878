//! The narrow interface between the array layer and a device. The array layer schedules
//! pending work into `Program`s (structure + bindings); a backend runs them into buffers
//! (`Store`s: host values, a device copy, or both). Device (`cupy`) arrays run on CUDA when
//! it is usable, host (`numpy`) arrays always on the CPU.
pub mod cpu;
pub mod cuda;

use crate::array::dtype::DType;
use crate::lazy::schedule::{Program, StepError};
use crate::lazy::{Buf, Reduce};
use std::sync::atomic::{AtomicU8, Ordering};

pub trait Backend {
    fn name(&self) -> &'static str;
    /// Runs an elementwise program into a new contiguous buffer of its shape.
    fn run(&self, p: &Program) -> Result<Buf, StepError>;
    /// The program followed by a full reduction in the same pass: one element of `acc`.
    fn run_reduce(&self, p: &Program, r: Reduce, acc: DType) -> Result<Buf, StepError>;
    /// The program's elements (C order) in rows of `row`, each row reduced to one element.
    fn run_reduce_rows(
        &self,
        p: &Program,
        row: usize,
        r: Reduce,
        acc: DType,
    ) -> Result<Buf, StepError>;
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
            cuda::gpu().map_err(|why| format!("--device {device}: CUDA is not usable ({why})"))?;
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

/// Whether device arrays run on CUDA (probes once in `auto` mode; says so on stderr when
/// CUDA is not usable).
/// The memory of the GPU device arrays live on, `(free, total)` bytes now, or None when they
/// live on the host (the CPU backend).
pub fn device_memory() -> Option<(usize, usize)> {
    if !cuda_active() {
        return None;
    }
    Some(
        cuda::gpu()
            .ok()
            .and_then(|g| g.ctx.mem_get_info().ok())
            .unwrap_or((usize::MAX, usize::MAX)),
    )
}

pub fn cuda_active() -> bool {
    match MODE.load(Ordering::Relaxed) {
        CPU => false,
        CUDA => true,
        _ => match cuda::gpu() {
            Ok(_) => true,
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
