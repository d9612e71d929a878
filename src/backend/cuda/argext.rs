//! argmin/argmax on the device (`kernels/argext.cu`, one module per dtype): partial extremes
//! of row chunks, then one pick per row.
use super::{DevBuf, compile, gpu};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::{Buf, Store};

pub const SRC: &str = include_str!("../../../kernels/argext.cu");

/// Whether `arg_extreme` handles this dtype (complex64 is read as complex128 and float16
/// as float32 by the callers: `rows::compare_dtype`).
pub fn supported(dt: DType) -> bool {
    dt == DType::C128 || compile::elem_ty(dt).is_some()
}

/// The module source for one dtype (also compiled by the unit tests). complex128 compares
/// in `gpa_cd` (the same 16 bytes), with NumPy's lexicographic order and NaN rules.
pub fn source(dt: DType) -> Option<String> {
    use crate::array::ops::{cuda::PRELUDE, cuda_complex::COMPLEX_PRELUDE};
    match dt {
        DType::C128 => Some(format!(
            "{PRELUDE}{COMPLEX_PRELUDE}typedef gpa_cd T;\n#define GPA_FLOAT\n{SRC}"
        )),
        _ => compile::typed_source(dt, SRC),
    }
}

/// The int64 position of each row's extreme (`rows` rows of `row` > 0 contiguous elements of
/// `src` from element `off`); -1 where `skip_nan` and the row is all NaN.
pub fn arg_extreme(
    src: &Buf,
    off: usize,
    dt: DType,
    rows: usize,
    row: usize,
    max: bool,
    skip_nan: bool,
) -> Result<Buf, DeviceError> {
    let code = source(dt)
        .ok_or_else(|| DeviceError::Unsupported("no device argmin/argmax for this dtype".into()))?;
    let g = gpu()?;
    let name = format!("argext_{}", dt.name());
    let k = compile::fixed(g, &name, &code)?;
    let get = |f: &str| k.get(f);
    if rows == 0 {
        let mem = g.alloc(1)?;
        return Ok(Store::device(DevBuf {
            mem,
            dtype: DType::I64,
            len: 0,
        }));
    }
    let x = src.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64;
    // Enough blocks to fill the GPU, each at least 2048 elements of one row.
    let want = 2048usize.div_ceil(rows).max(1);
    let per = row.div_ceil(want).max(2048);
    let chunks = row.div_ceil(per);
    let parts = rows * chunks;
    let pv = g.alloc(parts * dt.itemsize())?;
    let pi = g.alloc(parts * 8)?;
    let (pv, pi) = (
        DevBuf {
            mem: pv,
            dtype: dt,
            len: parts,
        },
        DevBuf {
            mem: pi,
            dtype: DType::I64,
            len: parts,
        },
    );
    let (m, s) = (max as u64, skip_nan as u64);
    g.launch(
        &get("gpa_arg_part")?,
        parts as u32,
        &[
            x,
            row as u64,
            chunks as u64,
            per as u64,
            m,
            s,
            pv.ptr(),
            pi.ptr(),
        ],
    )?;
    if chunks == 1 {
        // One chunk per row: its partial position is the answer.
        return Ok(Store::device(pi));
    }
    let out = DevBuf {
        mem: g.alloc(rows * 8)?,
        dtype: DType::I64,
        len: rows,
    };
    g.launch(
        &get("gpa_arg_final")?,
        rows as u32,
        &[
            pv.ptr(),
            pi.ptr(),
            rows as u64,
            chunks as u64,
            m,
            s,
            out.ptr(),
        ],
    )?;
    Ok(Store::device(out))
}
