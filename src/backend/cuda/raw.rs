//! Raw kernels: a user's CUDA C (`raw_kernel`, `cp.RawKernel`), compiled by NVRTC at
//! first launch (cached in memory and on disk like gpa's kernels) and launched on gpa's
//! stream with arguments the interpreter has already checked and converted.
use super::compile::{self, UserError};
use super::gpu;
use crate::backend::DeviceError;
use cudarc::driver::{LaunchConfig, PushKernelArg};

use crate::backend::kernels::{Launch, RawError};

pub fn launch(l: &Launch) -> Result<(), RawError> {
    let g = gpu().map_err(RawError::Device)?;
    let k = compile::user(g, l.src, l.options).map_err(|e| match e {
        UserError::Compile(e) => RawError::Compile(e),
        UserError::Load(m) => RawError::Device(DeviceError::Driver(m)),
    })?;
    let f = k.get(l.name).map_err(RawError::Device)?;
    let mut b = g.stream.launch_builder(&f);
    for a in l.args {
        b.arg(a);
    }
    let cfg = LaunchConfig {
        grid_dim: (l.grid[0], l.grid[1], l.grid[2]),
        block_dim: (l.block[0], l.block[1], l.block[2]),
        shared_mem_bytes: l.shared,
    };
    // SAFETY: the interpreter matched every argument to the kernel's parameter list (its
    // width, and for pointers a live device buffer of the parameter's element type); what
    // the kernel does with them is the user's code, as in CuPy.
    unsafe { b.launch(cfg) }
        .map_err(|e| RawError::Device(DeviceError::Driver(super::fault::describe(&e))))?;
    g.launched(Some(l.name)).map_err(RawError::Device)
}
