//! Random draws on the device: Philox per element (`kernels/random.cu`, the same bits as
//! the CPU backend's `cpu/random.rs`), and NumPy's PCG64 uniforms with a jump-ahead per
//! thread (`kernels/pcg64.cu`, the same values as `cpu/pcg.rs` and NumPy's).
use super::{compile, gpu, moves};
use crate::array::dtype::DType;
use crate::array::np_random::PcgRun;
use crate::array::np_random::pcg64::jump;
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
    let (code, p0, p1) = dist.code();
    // Float32 draws read four values from a Philox block: a thread per block.
    let (name, threads) = match dt {
        DType::F32 => ("gpa_random32", (start + n as u64 - 1) / 4 - start / 4 + 1),
        _ => ("gpa_random", n as u64),
    };
    let f = k.get(name)?;
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
    let grid = threads.div_ceil(256).clamp(1, 1 << 16) as u32;
    g.launch(&f, grid, &args)?;
    Ok(out)
}

pub const PCG_SRC: &str = include_str!("../../../kernels/pcg64.cu");

/// NumPy's PCG64 uniforms of `run` in a new device buffer (`kernels/pcg64.cu`).
pub fn pcg_fill(run: &PcgRun) -> Result<Buf, DeviceError> {
    let dt = if run.single { DType::F32 } else { DType::F64 };
    let out = moves::empty(dt, run.n)?;
    if run.n == 0 {
        return Ok(out);
    }
    let g = gpu()?;
    let k = compile::fixed(g, "pcg64", PCG_SRC)?;
    let f = k.get("gpa_pcg64")?;
    let words = run.words();
    // About one resident thread per core's slot on a large GPU; more words loop.
    let grid = words.div_ceil(256).clamp(1, 1024) as u32;
    let threads = grid as u128 * super::codegen::THREADS as u128;
    let (m, p) = jump(run.inc, threads);
    let half = |x: u128| [(x >> 64) as u64, x as u64];
    let lead = run.lead.map_or(0, |u| 1u64 << 32 | u as u64);
    let mut args = Vec::with_capacity(13);
    for x in [run.state, run.inc, m, p] {
        args.extend(half(x));
    }
    args.extend([
        words as u64,
        run.n as u64,
        run.single as u64,
        lead,
        out.on_device(dt)?.ptr(),
    ]);
    g.launch(&f, grid, &args)?;
    Ok(out)
}
