//! cumsum/cumprod on the device (`kernels/scan.cu`, one module per dtype), in place on
//! contiguous rows: a thread per row for many rows; else tile totals, their prefixes per
//! row, then each tile from its prefix.
use super::{compile, gpu};
use crate::array::dtype::DType;
use crate::lazy::Buf;
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/scan.cu");
/// Elements per tile of the long-row scan (GPA_TILE in the kernel).
const TILE: usize = 256 * 16;

/// The module's cache name and its C prelude (float16 and complex: none).
fn prelude(dt: DType) -> Option<(&'static str, &'static str)> {
    Some(match dt {
        DType::Bool => (
            "scan_b1",
            "typedef unsigned char T; typedef unsigned char U;\n#define GPA_BOOL\n",
        ),
        DType::U8 => (
            "scan_u8",
            "typedef unsigned char T; typedef unsigned char U;\n",
        ),
        DType::I8 => (
            "scan_i8",
            "typedef signed char T; typedef unsigned char U;\n",
        ),
        DType::U16 => (
            "scan_u16",
            "typedef unsigned short T; typedef unsigned short U;\n",
        ),
        DType::I16 => ("scan_i16", "typedef short T; typedef unsigned short U;\n"),
        DType::U32 => ("scan_u32", "typedef unsigned T; typedef unsigned U;\n"),
        DType::I32 => ("scan_i32", "typedef int T; typedef unsigned U;\n"),
        DType::U64 => (
            "scan_u64",
            "typedef unsigned long long T; typedef unsigned long long U;\n",
        ),
        DType::I64 => (
            "scan_i64",
            "typedef long long T; typedef unsigned long long U;\n",
        ),
        DType::F32 => ("scan_f32", "typedef float T; typedef float U;\n"),
        DType::F64 => ("scan_f64", "typedef double T; typedef double U;\n"),
        DType::F16 | DType::C64 | DType::C128 => return None,
    })
}

/// Whether `scan_rows` handles this dtype.
pub fn supported(dt: DType) -> bool {
    prelude(dt).is_some()
}

/// The module source for one dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    prelude(dt).map(|(_, p)| format!("{p}{SRC}"))
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
) -> Result<(), String> {
    let (name, _) = prelude(dt).ok_or("no device cumsum/cumprod for this dtype")?;
    if rows == 0 || len == 0 {
        return Ok(());
    }
    let g = gpu().map_err(|e| e.to_string())?;
    let k = compile::fixed(g, name, &source(dt).unwrap_or_default()).map_err(|e| e.msg)?;
    let get = |f: &str| k.get(f).map_err(|e| e.msg);
    let err = |e: crate::lazy::schedule::StepError| e.msg;
    let x = buf.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64;
    let (r, l, p) = (rows as u64, len as u64, prod as u64);
    if rows >= 1 << 12 || len <= 64 {
        let grid = rows.div_ceil(256).clamp(1, 1 << 16) as u32;
        return g
            .launch(&get("gpa_scan_rows")?, grid, &[x, r, l, p])
            .map_err(err);
    }
    let tiles = len.div_ceil(TILE);
    let blocks = rows * tiles;
    let totals = g.alloc(blocks * dt.itemsize())?;
    let t = totals.device_ptr(&g.stream).0;
    let tl = tiles as u64;
    g.launch(&get("gpa_scan_totals")?, blocks as u32, &[x, l, tl, p, t])
        .map_err(err)?;
    g.launch(&get("gpa_scan_tiles")?, rows as u32, &[t, tl, p])
        .map_err(err)?;
    g.launch(&get("gpa_scan_apply")?, blocks as u32, &[x, l, tl, p, t])
        .map_err(err)
}
