//! cumsum/cumprod on the device (`kernels/scan.cu`, one module per dtype), in place on
//! contiguous rows: a thread per row for many rows; else tile totals, their prefixes per
//! row, then each tile from its prefix.
use super::{compile, gpu};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::Buf;
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/scan.cu");
/// Elements per tile of the long-row scan (GPA_TILE in the kernel).
const TILE: usize = 256 * 16;

/// The module's C prelude for one dtype: T (stored), R (registers), gpa_ld, gpa_st and
/// gpa_op, each rounding as NumPy's loop does for the dtype.
fn prelude(dt: DType) -> Option<String> {
    use crate::array::ops::{cuda::PRELUDE, cuda_complex::COMPLEX_PRELUDE};
    let plain = "__device__ __forceinline__ R gpa_ld(T x) { return x; }
__device__ __forceinline__ T gpa_st(R x) { return x; }\n";
    let op = |sum: &str, product: &str| {
        format!(
            "__device__ __forceinline__ R gpa_op(R a, R b, long long prod) {{ return prod ? {product} : {sum}; }}\n"
        )
    };
    Some(match dt {
        DType::Bool => format!(
            "typedef unsigned char T; typedef T R;\n{plain}{}",
            op("(R)(a || b)", "(R)(a && b)")
        ),
        // float16 in float registers, rounded to half after each step.
        DType::F16 => format!(
            "{PRELUDE}typedef unsigned short T; typedef float R;
__device__ __forceinline__ R gpa_ld(T x) {{ return gpa_h2f(x); }}
__device__ __forceinline__ T gpa_st(R x) {{ return gpa_f2h(x); }}\n{}",
            op("gpa_round_half(a + b)", "gpa_round_half(a * b)")
        ),
        // Complex in two doubles; complex64 narrowed after each step.
        DType::C64 | DType::C128 => {
            let (t, st, fit) = match dt {
                DType::C64 => ("gpa_c64", "gpa_to_c64", "gpa_narrow"),
                _ => ("gpa_c128", "gpa_to_c128", ""),
            };
            format!(
                "{PRELUDE}{COMPLEX_PRELUDE}typedef {t} T; typedef gpa_cd R;
__device__ __forceinline__ R gpa_ld(T x) {{ return gpa_load(x); }}
__device__ __forceinline__ T gpa_st(R x) {{ return {st}(x); }}\n{}",
                op(&format!("{fit}(a + b)"), &format!("{fit}(a * b)"))
            )
        }
        d if d.is_float() => {
            let t = compile::elem_ty(d)?;
            format!(
                "typedef {t} T; typedef T R;\n{plain}{}",
                op("a + b", "a * b")
            )
        }
        // Integers wrap as NumPy's: the arithmetic runs unsigned.
        d => {
            let t = compile::elem_ty(d)?;
            let u = match d.itemsize() {
                1 => "unsigned char",
                2 => "unsigned short",
                4 => "unsigned int",
                _ => "unsigned long long",
            };
            format!(
                "typedef {t} T; typedef T R; typedef {u} U;\n{plain}{}",
                op("(R)((U)a + (U)b)", "(R)((U)a * (U)b)")
            )
        }
    })
}

/// Whether `scan_rows` handles this dtype.
pub fn supported(dt: DType) -> bool {
    prelude(dt).is_some()
}

/// The module source for one dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    prelude(dt).map(|p| format!("{p}{SRC}"))
}

/// Scans each of `rows` rows of `len` elements of `buf` (dtype `dt`, from element `off`) in
/// place. Many rows: a thread per row, NumPy's sequential order; few long rows: tiles.
pub fn scan_rows(
    buf: &Buf,
    off: usize,
    dt: DType,
    rows: usize,
    len: usize,
    prod: bool,
) -> Result<(), DeviceError> {
    if rows == 0 || len == 0 {
        return Ok(());
    }
    let x = buf.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64;
    scan_at(x, dt, rows, len, prod)
}

/// `scan_rows` of the device memory at `x` (also the sort's scan of its digit counts).
pub fn scan_at(x: u64, dt: DType, rows: usize, len: usize, prod: bool) -> Result<(), DeviceError> {
    let src = source(dt).ok_or_else(|| {
        DeviceError::Unsupported("no device cumsum/cumprod for this dtype".into())
    })?;
    if rows == 0 || len == 0 {
        return Ok(());
    }
    let g = gpu()?;
    let name = format!("scan_{}", dt.name());
    let k = compile::fixed(g, &name, &src)?;
    let get = |f: &str| k.get(f);
    let (r, l, p) = (rows as u64, len as u64, prod as u64);
    if rows >= 1 << 12 || len <= 64 {
        let grid = rows.div_ceil(256).clamp(1, 1 << 16) as u32;
        return g.launch(&get("gpa_scan_rows")?, grid, &[x, r, l, p]);
    }
    let tiles = len.div_ceil(TILE);
    let blocks = rows * tiles;
    let totals = g.alloc(blocks * dt.itemsize())?;
    let t = totals.device_ptr(&g.stream).0;
    let tl = tiles as u64;
    g.launch(&get("gpa_scan_totals")?, blocks as u32, &[x, l, tl, p, t])?;
    g.launch(&get("gpa_scan_tiles")?, rows as u32, &[t, tl, p])?;
    g.launch(&get("gpa_scan_apply")?, blocks as u32, &[x, l, tl, p, t])
}
