//! Sorting on the device (`kernels/sort.cu`): a stable LSD radix sort of keys made from the
//! values (NaNs last, as NumPy), 8 bits per pass, for every real dtype. Many rows sort at once:
//! each element's position travels with its key and its row is sorted last. `argsort` returns
//! those positions (within their row). A pass whose digit is one for every key moves nothing
//! (the kernels see it in the counts; the host does not wait).
use super::{DevBuf, compile, gpu};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::{Buf, Store};
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/sort.cu");

/// The kernel tag of a dtype's keys, their width in bytes and their significant bits.
fn keys(dt: DType) -> Option<(&'static str, usize, u32)> {
    Some(match dt {
        DType::Bool => ("b1", 4, 8),
        DType::U8 => ("u8", 4, 8),
        DType::I8 => ("i8", 4, 8),
        DType::U16 => ("u16", 4, 16),
        DType::I16 => ("i16", 4, 16),
        DType::F16 => ("f16", 4, 16),
        DType::U32 => ("u32", 4, 32),
        DType::I32 => ("i32", 4, 32),
        DType::F32 => ("f32", 4, 32),
        DType::U64 => ("u64", 8, 64),
        DType::I64 => ("i64", 8, 64),
        DType::F64 => ("f64", 8, 64),
        DType::C64 | DType::C128 => return None,
    })
}

/// Whether `sort_rows` handles this dtype and size (positions travel as 32-bit values).
pub fn sortable(dt: DType, n: usize) -> bool {
    keys(dt).is_some() && n < 1 << 31
}

/// The `n` elements of `src` from element `off`, as rows of `row` elements each sorted: the
/// sorted values (dtype `dt`), or with `positions` their int64 positions within their row.
pub fn sort_rows(
    src: &Buf,
    off: usize,
    dt: DType,
    n: usize,
    row: usize,
    positions: bool,
) -> Result<Buf, DeviceError> {
    let (tag, kw, bits) = keys(dt)
        .ok_or_else(|| DeviceError::Unsupported("no device sort for complex values".into()))?;
    let g = gpu()?;
    if n == 0 {
        let dtype = if positions { DType::I64 } else { dt };
        let mem = g.alloc(1)?;
        return Ok(Store::device(DevBuf { mem, dtype, len: 0 }));
    }
    let k = compile::fixed(g, "sort", SRC)?;
    let get = |name: &str| k.get(name);
    let input = src.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64;
    let grid = n.div_ceil(256).clamp(1, 1 << 16) as u32;
    let nrows = n / row.max(1);
    // Float keys read their digits with -0.0 as 0.0 and every NaN alike (the kernel's
    // `gpa_canon`), so the stable sort keeps those in their order, as NumPy's.
    let float_bits = match dt {
        DType::F16 | DType::F32 | DType::F64 => dt.itemsize() as u64 * 8,
        _ => 0,
    };
    let with_pay = positions || nrows > 1;
    let key_a = g.alloc(n * kw)?;
    let key_b = g.alloc(n * kw)?;
    let (pay_a, pay_b) = if with_pay {
        (Some(g.alloc(n * 4)?), Some(g.alloc(n * 4)?))
    } else {
        (None, None)
    };
    let ptr = |m: &Option<super::pool::Mem>| m.as_ref().map_or(0, |m| m.device_ptr(&g.stream).0);
    let (k0, k1) = (key_a.device_ptr(&g.stream).0, key_b.device_ptr(&g.stream).0);
    let (p0, p1) = (ptr(&pay_a), ptr(&pay_b));
    // Which of the two buffers holds the data (0 or 1, in device memory: passes with a single
    // digit move nothing, which only the device knows).
    let current = g.alloc(4)?;
    let cur = current.device_ptr(&g.stream).0;
    let n64 = n as u64;
    g.launch(
        &get(&format!("gpa_key_{tag}"))?,
        grid,
        &[input, k0, n64, cur],
    )?;
    if with_pay {
        g.launch(&get("gpa_iota")?, grid, &[p0, n64])?;
    }
    // Keys per block, as the kernels' `gpa_tile`.
    let tile = if kw == 8 { 2048 } else { 4096 };
    let blocks = n.div_ceil(tile);
    let counts = g.alloc(256 * blocks * 4)?;
    let pc = counts.device_ptr(&g.stream).0;
    let row_bits = usize::BITS - nrows.saturating_sub(1).leading_zeros();
    // Key digits first, then (many rows) the row's digits as the most significant ones.
    let passes = (0..bits.div_ceil(8))
        .map(|p| (p * 8, 0))
        .chain((0..row_bits.div_ceil(8)).map(|p| (p * 8, row as u64)));
    let (hist, scatter, flip) = (
        get(&format!("gpa_hist_{}", kw * 8))?,
        get(&format!("gpa_scatter_{}", kw * 8))?,
        get("gpa_flip")?,
    );
    let bl = blocks as u64;
    for (shift, rowlen) in passes {
        let shift = shift as u64;
        let data = [k0, k1, p0, p1, cur, n64, shift, rowlen, float_bits];
        let args = [&data[..], &[pc, bl]].concat();
        g.launch(&hist, blocks as u32, &args)?;
        // Inclusive running counts; the scatter reads each block's start from the one before.
        super::scan::scan_at(pc, pc, DType::U32, 1, 256 * blocks, false)?;
        g.launch(&scatter, blocks as u32, &args)?;
        g.launch(&flip, 1, &[pc, bl, n64, cur])?;
    }
    let out_dt = if positions { DType::I64 } else { dt };
    let out = DevBuf {
        mem: g.alloc(n * out_dt.itemsize())?,
        dtype: out_dt,
        len: n,
    };
    let o = out.ptr();
    let (name, args) = if positions {
        (
            "gpa_positions".to_string(),
            vec![p0, p1, cur, o, n64, row.max(1) as u64],
        )
    } else {
        (format!("gpa_unkey_{tag}"), vec![k0, k1, cur, o, n64])
    };
    g.launch(&get(&name)?, grid, &args)?;
    Ok(Store::device(out))
}
