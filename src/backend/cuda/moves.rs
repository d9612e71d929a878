//! Moving elements within device memory (`kernels/move.cu`): assignment through a strided
//! view, and the gather and scatter of advanced indexing at int64 positions that are
//! themselves on the device.
use super::{DevBuf, compile, gpu};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::backend::kernels::Part;
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/move.cu");
/// The axes the write kernel indexes; views with more (after merging) take one launch per
/// position of their leading axes.
const MAX_AXES: usize = 8;

fn grid(n: usize) -> u32 {
    n.div_ceil(256).clamp(1, 1 << 16) as u32
}

/// A new device buffer of `n` elements of `dt`, for kernels to fill.
pub fn empty(dt: DType, n: usize) -> Result<Buf, DeviceError> {
    let g = gpu()?;
    let mem = g.alloc(super::bytes_of(dt, n)?.max(1))?;
    Ok(Store::device(DevBuf {
        mem,
        dtype: dt,
        len: n,
    }))
}

/// Writes the contiguous `src` (the view's size, dtype `dt`, from element `src_off`) into
/// `dst` through `lay`.
pub fn write(
    dst: &Buf,
    lay: &Layout,
    dt: DType,
    src: &Buf,
    src_off: usize,
) -> Result<(), DeviceError> {
    let n = lay.size();
    if n == 0 {
        return Ok(());
    }
    let lay = &merged(lay);
    if lay.shape.len() > MAX_AXES {
        return write_by_leading_axes(dst, lay, dt, src, src_off);
    }
    let g = gpu()?;
    let k = compile::fixed(g, "move", SRC)?;
    let f = k.get(&format!("gpa_write_{}", dt.itemsize()))?;
    let s = src.on_device(dt)?.ptr() + (src_off * dt.itemsize()) as u64;
    let d = dst.on_device_for_write(dt)?.ptr();
    if lay.is_contiguous() {
        // A contiguous destination is one copy (no index arithmetic).
        let at = d + (lay.offset * dt.itemsize()) as u64;
        // SAFETY: both ranges lie in live device buffers of at least n elements from there.
        return unsafe {
            cudarc::driver::result::memcpy_dtod_async(
                at,
                s,
                n * dt.itemsize(),
                g.stream.cu_stream(),
            )
        }
        .map_err(|e| super::fault::fault(&e));
    }
    let mut args = vec![d, s, n as u64, lay.offset as u64, lay.shape.len() as u64];
    let pad = |v: Vec<u64>| v.into_iter().chain(std::iter::repeat(1)).take(MAX_AXES);
    args.extend(pad(lay.shape.iter().map(|&x| x as u64).collect()));
    args.extend(pad(lay.strides.iter().map(|&x| x as i64 as u64).collect()));
    g.launch(&f, grid(n), &args)
}

/// `lay` with length-1 axes dropped and neighbours merged where the outer stride steps
/// over the whole inner axis (the same elements in the same order, fewer axes).
fn merged(lay: &Layout) -> Layout {
    let (mut shape, mut strides): (Vec<usize>, Vec<isize>) = (Vec::new(), Vec::new());
    for (&n, &st) in lay.shape.iter().zip(&lay.strides) {
        if n == 1 {
            continue;
        }
        match (shape.last_mut(), strides.last_mut()) {
            (Some(ln), Some(ls)) if *ls == st * n as isize => {
                *ln *= n;
                *ls = st;
            }
            _ => {
                shape.push(n);
                strides.push(st);
            }
        }
    }
    Layout {
        shape,
        strides,
        offset: lay.offset,
    }
}

/// `write` through a view of more than `MAX_AXES` axes: one write of the last `MAX_AXES`
/// axes per position of the leading ones (rare shapes; each launch is queued, no sync).
fn write_by_leading_axes(
    dst: &Buf,
    lay: &Layout,
    dt: DType,
    src: &Buf,
    src_off: usize,
) -> Result<(), DeviceError> {
    let lead = lay.shape.len() - MAX_AXES;
    let inner = Layout {
        shape: lay.shape[lead..].to_vec(),
        strides: lay.strides[lead..].to_vec(),
        offset: 0,
    };
    let step = inner.size();
    let outer: usize = lay.shape[..lead].iter().product();
    for i in 0..outer {
        let (mut off, mut rest) = (lay.offset as isize, i);
        for k in (0..lead).rev() {
            off += (rest % lay.shape[k]) as isize * lay.strides[k];
            rest /= lay.shape[k];
        }
        let part = Layout {
            offset: off as usize,
            ..inner.clone()
        };
        write(dst, &part, dt, src, src_off + i * step)?;
    }
    Ok(())
}

/// The elements of `src` (dtype `dt`, from element `src_off`) at the `n` int64 positions of
/// the device buffer `pos` (from element `pos_off`), in a new device buffer.
pub fn gather_at(
    (src, src_off): (&Buf, usize),
    dt: DType,
    (pos, pos_off): (&Buf, usize),
    n: usize,
) -> Result<Buf, DeviceError> {
    let out = empty(dt, n)?;
    if n > 0 {
        let g = gpu()?;
        let k = compile::fixed(g, "move", SRC)?;
        let f = k.get(&format!("gpa_gather_{}", dt.itemsize()))?;
        let s = src.on_device(dt)?.ptr() + (src_off * dt.itemsize()) as u64;
        let p = pos.on_device(DType::I64)?.ptr() + (pos_off * 8) as u64;
        let o = out.on_device(dt)?.ptr();
        g.launch(&f, grid(n), &[o, s, p, n as u64])?;
    }
    Ok(out)
}

/// A new buffer of `shape` gathered from the contiguous `src` (dtype `dt`, from element
/// `off`, with element `strides`) through per-axis maps: on axis k, output coordinate j reads
/// source coordinate `maps[k][j]`, or for `-1 - c` the constant `consts[c]`.
pub fn mapped(
    (src, off): (&Buf, usize),
    dt: DType,
    strides: &[isize],
    maps: &[Vec<isize>],
    consts: Option<&Col>,
) -> Result<Buf, DeviceError> {
    let shape: Vec<usize> = maps.iter().map(Vec::len).collect();
    let n: usize = shape.iter().product();
    let out = empty(dt, n)?;
    if n == 0 {
        return Ok(out);
    }
    let g = gpu()?;
    let k = compile::fixed(g, "move", SRC)?;
    let f = k.get(&format!("gpa_mapped_{}", dt.itemsize()))?;
    let flat: Vec<i64> = maps.iter().flatten().map(|&m| m as i64).collect();
    let mut geo: Vec<i64> = shape.iter().map(|&l| l as i64).collect();
    let mut at = 0;
    for m in maps {
        geo.push(at);
        at += m.len() as i64;
    }
    geo.extend(strides.iter().map(|&s| s as i64));
    let maps = DevBuf::upload(&Col::I(flat), DType::I64)?;
    let geo = DevBuf::upload(&Col::I(geo), DType::I64)?;
    let consts = consts.map(|c| DevBuf::upload(c, dt)).transpose()?;
    let args = [
        out.on_device(dt)?.ptr(),
        src.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64,
        maps.ptr(),
        geo.ptr(),
        shape.len() as u64,
        n as u64,
        consts.as_ref().map_or(0, |c| c.ptr()),
    ];
    g.launch(&f, grid(n), &args)?;
    Ok(out)
}

/// Rows of the contiguous `src` (rows of `inner` elements, `len` of them) at the `n` int64
/// indices of `idx` (each in -len..len), in a new device buffer: `a[idx]`.
pub fn take_rows(
    src: &Buf,
    off: usize,
    dt: DType,
    idx: &Buf,
    n: usize,
    inner: usize,
    len: usize,
) -> Result<Buf, DeviceError> {
    let out = empty(dt, n * inner)?;
    if n * inner > 0 {
        let g = gpu()?;
        let k = compile::fixed(g, "move", SRC)?;
        let f = k.get(&format!("gpa_take_{}", dt.itemsize()))?;
        let s = src.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64;
        let i = idx.on_device(DType::I64)?.ptr();
        let o = out.on_device(dt)?.ptr();
        let args = [o, s, i, (n * inner) as u64, inner as u64, len as u64];
        g.launch(&f, grid(n * inner), &args)?;
    }
    Ok(out)
}

/// Writes the `n` contiguous values of `src` into `dst` at the int64 device positions `pos`
/// (from element `off`); of repeated positions the last value wins, as in NumPy: each
/// target element's slot in a scratch array claims the largest value number aimed at it
/// (atomicMax), then only the winners write. Three launches, no sort and no sync. One
/// value in `src` goes to every position: then which write wins does not matter, and the
/// values are written in one launch.
pub fn put_at(
    dst: &Buf,
    dt: DType,
    (pos, off): (&Buf, usize),
    n: usize,
    src: &Buf,
) -> Result<(), DeviceError> {
    if n == 0 {
        return Ok(());
    }
    let g = gpu()?;
    let k = compile::fixed(g, "move", SRC)?;
    let d = dst.on_device_for_write(dt)?;
    let (d, len) = (d.ptr(), d.len);
    let p = pos.on_device(DType::I64)?.ptr() + (off * 8) as u64;
    let s = src.on_device(dt)?;
    let (s, one) = (s.ptr(), s.len == 1);
    let put = k.get(&format!("gpa_put_{}", dt.itemsize()))?;
    if one {
        return g.launch(&put, grid(n), &[d, s, p, 0, 0, n as u64, 0]);
    }
    let wide = n >= u32::MAX as usize;
    let win = g.alloc((len * if wide { 8 } else { 4 }).max(1))?;
    let (w, _w) = win.device_ptr(&g.stream);
    for step in ["gpa_unclaim", "gpa_claim"] {
        let f = k.get(step)?;
        g.launch(&f, grid(n), &[p, w, wide as u64, n as u64])?;
    }
    g.launch(&put, grid(n), &[d, s, p, w, wide as u64, n as u64, 1])
}

/// The CUDA backend's `Moves`: the kernels above, and mask compaction (select.rs).
impl crate::backend::Moves for super::Cuda {
    fn write(&self, dst: &Buf, lay: &Layout, dt: DType, (src, off): Part) -> DResult<()> {
        write(dst, lay, dt, src, off)
    }

    fn gather_at(&self, src: Part, dt: DType, pos: Part, n: usize) -> DResult<Buf> {
        gather_at(src, dt, pos, n)
    }

    fn mapped(
        &self,
        src: Part,
        dt: DType,
        strides: &[isize],
        maps: &[Vec<isize>],
        consts: Option<&Col>,
    ) -> DResult<Buf> {
        mapped(src, dt, strides, maps, consts)
    }

    fn take_rows(
        &self,
        (src, off): Part,
        dt: DType,
        idx: &Buf,
        n: usize,
        (inner, len): (usize, usize),
    ) -> DResult<Buf> {
        take_rows(src, off, dt, idx, n, inner, len)
    }

    fn put_at(&self, dst: &Buf, dt: DType, pos: Part, n: usize, src: &Buf) -> DResult<()> {
        put_at(dst, dt, pos, n, src)
    }

    fn compact(
        &self,
        (src, off): Part,
        dt: DType,
        (m, moff): Part,
        n: usize,
    ) -> DResult<(Buf, usize)> {
        super::select::compact(src, off, dt, m, moff, n)
    }
}
