//! Random draws on the device (`kernels/random.cu`): a thread per element, Philox per
//! element, the same bits as the CPU backend's `cpu/random.rs`.
use super::{compile, gpu, moves};
use crate::backend::DeviceError;
use crate::backend::random::Dist;
use crate::lazy::Buf;

pub const SRC: &str = include_str!("../../../kernels/random.cu");

/// Elements `start..start + n` of `dist` under `key`, in a new device buffer.
pub fn fill(dist: Dist, key: [u32; 2], start: u64, n: usize) -> Result<Buf, DeviceError> {
    let dt = dist.dtype();
    let out = moves::empty(dt, n)?;
    if n == 0 {
        return Ok(out);
    }
    let g = gpu()?;
    let k = compile::fixed(g, "random", SRC)?;
    let f = k.get("gpa_random")?;
    let (code, p0, p1) = dist.code();
    let args = [
        key[0] as u64,
        key[1] as u64,
        start,
        n as u64,
        code,
        p0,
        p1,
        out.on_device(dt)?.ptr(),
    ];
    let grid = n.div_ceil(256).clamp(1, 1 << 16) as u32;
    g.launch(&f, grid, &args)?;
    Ok(out)
}
