//! bincount and uniform-bin histogram on the device (`kernels/count.cu`): atomic counts
//! (int64) or weight sums (float64) into a zeroed buffer.
use super::{DevBuf, compile, gpu};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::{Buf, Store};

pub const SRC: &str = include_str!("../../../kernels/count.cu");
/// GPA_SHARED_BINS of the kernel: counts of up to this many values are kept per block.
const SHARED_BINS: usize = 8192;

/// A zeroed device buffer of `n` int64 counts (no weights) or float64 sums.
/// `n` zero counts (int64, or float64 sums when `weighted`), made on the device: a length
/// past the device's memory is its `OutOfMemoryError`, not a host allocation.
fn zeros(n: usize, weighted: bool) -> Result<DevBuf, DeviceError> {
    let dtype = if weighted { DType::F64 } else { DType::I64 };
    let g = gpu()?;
    let mut mem = g.alloc(super::bytes_of(dtype, n)?.max(1))?;
    mem.zero(&g.stream)?;
    Ok(DevBuf { mem, dtype, len: n })
}

fn run(
    name: &str,
    n: usize,
    out: &DevBuf,
    weighted: bool,
    args: Vec<u64>,
) -> Result<(), DeviceError> {
    let g = gpu()?;
    let k = compile::fixed(g, "count", SRC)?;
    let f = k.get(name)?;
    let (counts, sums) = if weighted {
        (0, out.ptr())
    } else {
        (out.ptr(), 0)
    };
    let mut args = args;
    args.extend([counts, sums]);
    let grid = n.div_ceil(256).clamp(1, 1 << 16) as u32;
    if n > 0 {
        g.launch(&f, grid, &args)?;
    }
    Ok(())
}

/// Counts of each value 0..len of the int64 buffer `x` (`n` elements, all in range), or the
/// sums of the float64 `weights` per value.
pub fn bincount(x: &Buf, weights: Option<&Buf>, n: usize, len: usize) -> Result<Buf, DeviceError> {
    let out = zeros(len, weights.is_some())?;
    let xp = x.on_device(DType::I64)?.ptr();
    if weights.is_none() && len <= SHARED_BINS && n > 0 {
        // A few blocks per multiprocessor, each counting a long stretch in shared memory.
        let g = gpu()?;
        let k = compile::fixed(g, "count", SRC)?;
        let grid = n.div_ceil(256 * 16).clamp(1, g.sms as usize * 4) as u32;
        let args = [xp, n as u64, len as u64, out.ptr()];
        g.launch(&k.get("gpa_bincount_shared")?, grid, &args)?;
        return Ok(Store::device(out));
    }
    let wp = match weights {
        Some(w) => w.on_device(DType::F64)?.ptr(),
        None => 0,
    };
    run(
        "gpa_bincount",
        n,
        &out,
        weights.is_some(),
        vec![xp, wp, n as u64],
    )?;
    Ok(Store::device(out))
}

/// numpy.histogram's counts (or weight sums) over `bins` uniform bins of [lo, hi] with the
/// float64 `edges`; `x` and `weights` are float64 buffers of `n` elements.
pub fn histogram(
    x: &Buf,
    weights: Option<&Buf>,
    n: usize,
    (lo, hi): (f64, f64),
    edges: &[f64],
) -> Result<Buf, DeviceError> {
    let bins = edges.len() - 1;
    let out = zeros(bins, weights.is_some())?;
    let e = DevBuf::upload(&Col::F(edges.to_vec()), DType::F64)?;
    let xp = x.on_device(DType::F64)?.ptr();
    let wp = match weights {
        Some(w) => w.on_device(DType::F64)?.ptr(),
        None => 0,
    };
    let args = vec![
        xp,
        wp,
        n as u64,
        lo.to_bits(),
        hi.to_bits(),
        bins as u64,
        e.ptr(),
    ];
    run("gpa_histogram", n, &out, weights.is_some(), args)?;
    Ok(Store::device(out))
}

use crate::backend::DResult;

impl crate::backend::Counts for super::Cuda {
    fn bincount(&self, x: &Buf, weights: Option<&Buf>, n: usize, len: usize) -> DResult<Buf> {
        bincount(x, weights, n, len)
    }

    fn histogram(
        &self,
        x: &Buf,
        weights: Option<&Buf>,
        n: usize,
        range: (f64, f64),
        edges: &[f64],
    ) -> DResult<Buf> {
        histogram(x, weights, n, range, edges)
    }
}
