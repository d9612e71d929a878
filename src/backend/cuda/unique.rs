//! unique on the device (`kernels/unique.cu`, one module per dtype): from the sorted values
//! and their positions, new-value flags, an inclusive scan of them (scan.cu's), then the
//! values, first positions, inverse and counts.
use super::{compile, gpu, moves, scan};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::backend::orders::UniqueParts as Parts;
use crate::lazy::Buf;

pub const SRC: &str = include_str!("../../../kernels/unique.cu");

/// The module source for one dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    compile::typed_source(dt, SRC)
}

/// The unique values of the `n` > 0 sorted values `s` (dtype `dt`) whose int64 input
/// positions are `p` (a stable argsort, so each value's first position comes first).
/// Without `p`, the values alone (the other parts are empty).
pub fn unique(
    s: &Buf,
    p: Option<&Buf>,
    dt: DType,
    n: usize,
    equal_nan: bool,
) -> Result<Parts, DeviceError> {
    let code = source(dt)
        .ok_or_else(|| DeviceError::Unsupported("no device unique for this dtype".into()))?;
    let g = gpu()?;
    let k = compile::fixed(g, &format!("unique_{}", dt.name()), &code)?;
    let get = |f: &str| k.get(f);
    let grid = |m: usize| m.div_ceil(256).clamp(1, 1 << 16) as u32;
    let sp = s.on_device(dt)?.ptr();
    let pp = match p {
        Some(p) => p.on_device(DType::I64)?.ptr(),
        None => 0,
    };
    let groups = moves::empty(DType::U32, n)?;
    let gp = groups.on_device(DType::U32)?.ptr();
    let args = [sp, n as u64, equal_nan as u64, gp];
    g.launch(&get("gpa_unique_flags")?, grid(n), &args)?;
    scan::scan_at(gp, gp, DType::U32, 1, n, false)?;
    // How many values: the last group number (the host waits for it, as for NumPy's shape).
    let Col::I(last) = groups.on_device(DType::U32)?.download_range(n - 1, 1) else {
        return Err(DeviceError::Unsupported(
            "uint32 counts come back as integers".into(),
        ));
    };
    let k = last[0] as usize;
    let values = moves::empty(dt, k)?;
    let all = if p.is_some() { (k, n) } else { (0, 0) };
    let (index, inverse) = (
        moves::empty(DType::I64, all.0)?,
        moves::empty(DType::I64, all.1)?,
    );
    let (starts, counts) = (
        moves::empty(DType::I64, all.0)?,
        moves::empty(DType::I64, all.0)?,
    );
    let ptr = |b: &Buf, d: DType| b.on_device(d).map(|x| x.ptr());
    let args = [
        sp,
        pp,
        gp,
        n as u64,
        ptr(&values, dt)?,
        ptr(&index, DType::I64)?,
        ptr(&inverse, DType::I64)?,
        ptr(&starts, DType::I64)?,
    ];
    g.launch(&get("gpa_unique_out")?, grid(n), &args)?;
    if p.is_some() {
        let args = [
            ptr(&starts, DType::I64)?,
            k as u64,
            n as u64,
            ptr(&counts, DType::I64)?,
        ];
        g.launch(&get("gpa_unique_counts")?, grid(k), &args)?;
    }
    Ok(Parts {
        values,
        index,
        inverse,
        counts,
        k,
    })
}
