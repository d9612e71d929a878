//! argmin/argmax on the device (`kernels/argext.cu`, one module per dtype): partial extremes
//! of row chunks, then one pick per row.
use super::{DevBuf, compile, gpu};
use crate::array::dtype::DType;
use crate::lazy::{Buf, Store};

pub const SRC: &str = include_str!("../../../kernels/argext.cu");

/// The module's cache name and the C type of a dtype's elements (float16 and complex: none).
fn ctype(dt: DType) -> Option<(&'static str, &'static str)> {
    Some(match dt {
        DType::Bool => ("argext_b1", "unsigned char"),
        DType::U8 => ("argext_u8", "unsigned char"),
        DType::I8 => ("argext_i8", "signed char"),
        DType::U16 => ("argext_u16", "unsigned short"),
        DType::I16 => ("argext_i16", "short"),
        DType::U32 => ("argext_u32", "unsigned"),
        DType::I32 => ("argext_i32", "int"),
        DType::U64 => ("argext_u64", "unsigned long long"),
        DType::I64 => ("argext_i64", "long long"),
        DType::F32 => ("argext_f32", "float"),
        DType::F64 => ("argext_f64", "double"),
        DType::F16 | DType::C64 | DType::C128 => return None,
    })
}

/// Whether `arg_extreme` handles this dtype.
pub fn supported(dt: DType) -> bool {
    ctype(dt).is_some()
}

/// The module source for one dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    let float = if dt.is_float() {
        "#define GPA_FLOAT\n"
    } else {
        ""
    };
    ctype(dt).map(|(_, c)| format!("typedef {c} T;\n{float}{SRC}"))
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
) -> Result<Buf, String> {
    let (name, _) = ctype(dt).ok_or("no device argmin/argmax for this dtype")?;
    let g = gpu().map_err(|e| e.to_string())?;
    let k = compile::fixed(g, name, &source(dt).unwrap_or_default()).map_err(|e| e.msg)?;
    let get = |f: &str| k.get(f).map_err(|e| e.msg);
    let err = |e: crate::lazy::schedule::StepError| e.msg;
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
    )
    .map_err(err)?;
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
    )
    .map_err(err)?;
    Ok(Store::device(out))
}
