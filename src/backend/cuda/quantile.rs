//! median and quantile of sorted rows on the device (`kernels/quantile.cu`, one module per
//! dtype), into float64: a thread per result.
use super::{DevBuf, compile, gpu, moves};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::Buf;

pub const SRC: &str = include_str!("../../../kernels/quantile.cu");

/// The module source for one dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    compile::typed_source(dt, SRC)
}

/// The kernel's code for rounding to `dt` after each step (0: none, as float64 or integers).
pub fn rounding(dt: DType) -> u64 {
    match dt {
        DType::F32 => 1,
        DType::F16 => 2,
        _ => 0,
    }
}

fn launch(dt: DType, name: &str, results: usize, args: &[u64]) -> Result<(), DeviceError> {
    let code = source(dt).ok_or_else(|| {
        DeviceError::Unsupported("no device median/quantile for this dtype".into())
    })?;
    let g = gpu()?;
    let k = compile::fixed(g, &format!("quantile_{}", dt.name()), &code)?;
    let f = k.get(name)?;
    let grid = results.div_ceil(256).clamp(1, 1 << 16) as u32;
    g.launch(&f, grid, args)
}

/// The median of each of `rows` sorted rows of `n` elements (dtype `dt`), rounded as `cd`;
/// with `skip`, of each row's numbers (nanmedian).
pub fn median(
    sorted: &Buf,
    dt: DType,
    rows: usize,
    n: usize,
    skip: bool,
    cd: DType,
) -> Result<Buf, DeviceError> {
    let out = moves::empty(DType::F64, rows)?;
    if rows > 0 {
        let args = [
            sorted.on_device(dt)?.ptr(),
            rows as u64,
            n as u64,
            skip as u64,
            rounding(cd),
            out.on_device(DType::F64)?.ptr(),
        ];
        launch(dt, "gpa_median", rows, &args)?;
    }
    Ok(out)
}

/// For each q's `(prev, next, g)` in `plan` (g < 0: pick prev) and each of `rows` sorted rows
/// of `n` > 0 elements, NumPy's quantile in the dtypes `(ad, gd, md)` (input, q, result):
/// float64 results, or with `picks` (every plan a pick) the elements themselves in `dt`.
pub fn quantile(
    sorted: &Buf,
    dt: DType,
    rows: usize,
    n: usize,
    plan: &[f64],
    (ad, gd, md): (DType, DType, DType),
    picks: bool,
) -> Result<(Buf, DType), DeviceError> {
    let nq = plan.len() / 3;
    let odt = if picks { dt } else { DType::F64 };
    let out = moves::empty(odt, nq * rows)?;
    if nq * rows > 0 {
        let p = DevBuf::upload(&Col::F(plan.to_vec()), DType::F64)?;
        let o = out.on_device(odt)?.ptr();
        let args = [
            sorted.on_device(dt)?.ptr(),
            rows as u64,
            n as u64,
            nq as u64,
            p.ptr(),
            rounding(ad),
            rounding(gd),
            rounding(md),
            if picks { 0 } else { o },
            if picks { o } else { 0 },
        ];
        launch(dt, "gpa_quantile", nq * rows, &args)?;
    }
    Ok((out, odt))
}
