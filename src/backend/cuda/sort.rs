//! Sorting on the device (`kernels/sort.cu`): a stable LSD radix sort of 32-bit keys made
//! from float32, int32 or uint32 values (NaNs last, as NumPy).
use super::{DevBuf, compile, gpu};
use crate::array::dtype::DType;
use crate::lazy::{Buf, Store};
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/sort.cu");
const TILE: usize = 4096;

/// Whether `sort_1d` handles this dtype.
pub fn sortable(dt: DType) -> bool {
    matches!(dt, DType::F32 | DType::I32 | DType::U32)
}

/// The `n` elements of `src` from element `off`, sorted, in a new device buffer.
pub fn sort_1d(src: &Buf, off: usize, dt: DType, n: usize) -> Result<Buf, String> {
    let g = gpu().map_err(|e| e.to_string())?;
    let k = compile::fixed(g, "sort", SRC).map_err(|e| e.msg)?;
    let get = |name: &str| k.get(name).map_err(|e| e.msg);
    let tag = match dt {
        DType::F32 => "f32",
        DType::I32 => "i32",
        _ => "u32",
    };
    let input = src.on_device(dt)?.ptr() + (off * 4) as u64;
    let a = g.alloc(n * 4)?;
    let b = g.alloc(n * 4)?;
    let (pa, _sa) = a.device_ptr(&g.stream);
    let (pb, _sb) = b.device_ptr(&g.stream);
    let blocks = n.div_ceil(TILE);
    let counts = g.alloc(256 * blocks * 4)?;
    let (pc, _sc) = counts.device_ptr(&g.stream);
    let grid = (n.div_ceil(256)).clamp(1, 1 << 16) as u32;
    let err = |e: crate::lazy::schedule::StepError| e.msg;
    g.launch(
        &get(&format!("gpa_key_{tag}"))?,
        grid,
        &[input, pa, n as u64],
    )
    .map_err(err)?;
    let (mut kin, mut kout) = (pa, pb);
    for pass in 0..4u64 {
        let shift = pass * 8;
        let bl = blocks as u64;
        g.launch(
            &get("gpa_hist")?,
            blocks as u32,
            &[kin, n as u64, shift, pc, bl],
        )
        .map_err(err)?;
        g.launch_with(&get("gpa_scan")?, 1, 1024, &[pc, 256 * bl])
            .map_err(err)?;
        g.launch(
            &get("gpa_scatter")?,
            blocks as u32,
            &[kin, kout, n as u64, shift, pc, bl],
        )
        .map_err(err)?;
        std::mem::swap(&mut kin, &mut kout);
    }
    // After 4 passes the keys are back in `a`; values go to a fresh buffer.
    let out = DevBuf {
        mem: g.alloc(n * 4)?,
        dtype: dt,
        len: n,
    };
    let unkey = if dt == DType::F32 {
        "gpa_unkey_f32"
    } else if dt == DType::I32 {
        "gpa_unkey_i32"
    } else {
        "gpa_key_u32"
    };
    g.launch(&get(unkey)?, grid, &[kin, out.ptr(), n as u64])
        .map_err(err)?;
    Ok(Store::device(out))
}
