//! cumsum/cumprod on the device (`kernels/scan.cu`, one module per dtype) of contiguous
//! rows, into another buffer or in place: a thread per row for many rows; else one pass
//! over tiles with a decoupled look-back.
use super::{compile, gpu};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::Buf;
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/scan.cu");

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

/// Whether `scan_rows` handles these rows: float16 only a thread per row, since NumPy's
/// sequential sum in float16 stops growing early (at 2048 for ones), which tiles added
/// in parallel would not reproduce.
pub fn supported(dt: DType, rows: usize, len: usize) -> bool {
    prelude(dt).is_some() && (dt != DType::F16 || per_row(rows, len))
}

/// Whether rows are scanned a thread per row.
fn per_row(rows: usize, len: usize) -> bool {
    rows >= 1 << 12 || len <= 64
}

/// The module source for one dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    prelude(dt).map(|p| format!("{p}{SRC}"))
}

/// Scans each of `rows` rows of `len` elements of `src` (dtype `dt`, from its element
/// `src.1`) into `dst` from its element `dst.1` (in place when they are the same).
pub fn scan_rows(
    src: (&Buf, usize),
    dst: (&Buf, usize),
    dt: DType,
    rows: usize,
    len: usize,
    prod: bool,
) -> Result<(), DeviceError> {
    if rows == 0 || len == 0 {
        return Ok(());
    }
    let at = |(b, off): (&Buf, usize)| -> Result<u64, DeviceError> {
        Ok(b.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64)
    };
    let (x, y) = (at(src)?, at(dst)?);
    scan_at(x, y, dt, rows, len, prod)
}

/// `scan_rows` of the device memory at `x` into `y` (also the sort's scan of its digit
/// counts). Many rows: a thread per row; else one pass over tiles.
pub fn scan_at(
    x: u64,
    y: u64,
    dt: DType,
    rows: usize,
    len: usize,
    prod: bool,
) -> Result<(), DeviceError> {
    let src = source(dt).ok_or_else(|| {
        DeviceError::Unsupported("no device cumsum/cumprod for this dtype".into())
    })?;
    if rows == 0 || len == 0 {
        return Ok(());
    }
    let g = gpu()?;
    let name = format!("scan_{}", dt.name());
    let k = compile::fixed(g, &name, &src)?;
    let (r, l, p) = (rows as u64, len as u64, prod as u64);
    if per_row(rows, len) {
        let grid = rows.div_ceil(256).clamp(1, 1 << 16) as u32;
        return g.launch(&k.get("gpa_scan_rows")?, grid, &[x, y, r, l, p]);
    }
    // GPA_TILE of the kernel: 256 threads of 16 elements, 8 of 8 bytes, 4 of 16 bytes.
    let tile = 256
        * match dt.itemsize() {
            16.. => 4,
            8 => 8,
            _ => 16,
        };
    let tiles = len.div_ceil(tile);
    let blocks = rows * tiles;
    // Flags and the tile counter (zeroed), then each tile's total and running prefix.
    let flags = (blocks + 1) * 4;
    let slots = flags.next_multiple_of(16);
    let mut status = g.alloc(slots + 2 * 16 * blocks)?;
    let base = status.device_ptr(&g.stream).0;
    // Zeroing the flags is enough, but one memset of the whole is as cheap and simpler.
    status.zero(&g.stream)?;
    let (next, total) = (base + 4 * blocks as u64, base + slots as u64);
    let prefix = total + 16 * blocks as u64;
    let args = [x, y, l, tiles as u64, p, base, next, total, prefix];
    g.launch(&k.get("gpa_scan_onepass")?, blocks as u32, &args)
}
