//! Rows along one axis: an array's elements with that axis moved last and made contiguous
//! (on the host as a column, on the device as a buffer), and back. Sorts, scans and
//! argmin/argmax work on such rows.
use super::col::Col;
use super::dtype::DType;
use super::layout::Layout;
use super::{AResult, Array, ArrayRef};
use crate::lazy::{self, Buf};

/// The axes order that moves `axis` last.
pub fn moved(nd: usize, axis: usize) -> Vec<usize> {
    (0..nd).filter(|&k| k != axis).chain([axis]).collect()
}

/// The elements with `axis` moved last, as a contiguous column (rows along `axis`).
pub fn rows(a: &Array, axis: usize) -> AResult<Col> {
    if axis + 1 >= a.ndim() {
        return a.to_col();
    }
    let (buf, lay) = a.ready()?;
    Array::view(buf, lay.permute(&moved(a.ndim(), axis)), a.dtype, a.host).to_col()
}

/// The inverse of `rows`: data laid out with `axis` last, back in the order of `shape`.
pub fn unrows(c: Col, dt: DType, shape: &[usize], axis: usize, host: bool) -> AResult<ArrayRef> {
    let nd = shape.len();
    if axis + 1 >= nd {
        return Ok(Array::from_col(c, dt, shape.to_vec(), host));
    }
    let perm = moved(nd, axis);
    let t = Array::from_col(c, dt, perm.iter().map(|&k| shape[k]).collect(), host);
    let mut inv = vec![0; nd];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    let (buf, lay) = t.ready()?;
    let c = Array::view(buf, lay.permute(&inv), dt, host).to_col()?;
    Ok(Array::from_col(c, dt, shape.to_vec(), host))
}

/// An array's elements, flattened (`axis` None) or with `axis` moved last, contiguous in a
/// buffer where the array lives: the buffer and the first element's offset. With `fresh`, always a new
/// buffer (to be written in place), else the array's own when already contiguous.
pub fn row_buf(a: &Array, axis: Option<usize>, fresh: bool) -> AResult<(Buf, usize)> {
    match axis {
        Some(k) if k + 1 < a.ndim() => permuted_buf(a, &moved(a.ndim(), k), fresh),
        _ => permuted_buf(a, &[], fresh),
    }
}

/// The dtype device kernels that order or compare values read a dtype in: float16 as
/// float32 and complex64 as complex128 (the same order, equality and NaNs, exactly),
/// others as they are.
pub fn compare_dtype(dt: DType) -> DType {
    match dt {
        DType::F16 => DType::F32,
        DType::C64 => DType::C128,
        d => d,
    }
}

/// `row_buf` of `a` read as dtype `dt` (a converted copy when it differs).
pub fn row_buf_as(a: &Array, dt: DType, axis: Option<usize>) -> AResult<(Buf, usize)> {
    if a.dtype == dt {
        row_buf(a, axis, false)
    } else {
        row_buf(&*super::astype(a, dt)?, axis, false)
    }
}

/// The axes order that moves `axes` last (in their order), the others first.
pub fn reduced_last(nd: usize, axes: &[usize]) -> Vec<usize> {
    (0..nd)
        .filter(|k| !axes.contains(k))
        .chain(axes.iter().copied())
        .collect()
}

/// A device array's elements in the axes order `perm` (empty: as they are), contiguous on
/// the device, as `row_buf`.
pub fn permuted_buf(a: &Array, perm: &[usize], fresh: bool) -> AResult<(Buf, usize)> {
    let (buf, lay) = a.ready()?;
    let lay = if perm.is_empty() {
        lay
    } else {
        lay.permute(perm)
    };
    if lay.is_contiguous() && !fresh {
        return Ok((buf, lay.offset));
    }
    let copy = Array::pending(lazy::Node::leaf(buf, lay, a.dtype), a.host);
    Ok((copy.ready()?.0, 0))
}

/// The inverse of `row_buf`: rows along `axis`, back in the order of `shape` (a device
/// array unless `host`).
pub fn from_row_buf(buf: Buf, dt: DType, shape: &[usize], axis: usize) -> AResult<ArrayRef> {
    from_rows_on(buf, dt, shape, axis, false)
}

/// `from_row_buf` for a host (`host`) or device array.
pub fn from_rows_on(
    buf: Buf,
    dt: DType,
    shape: &[usize],
    axis: usize,
    host: bool,
) -> AResult<ArrayRef> {
    let nd = shape.len();
    if axis + 1 >= nd {
        return Ok(Array::view(buf, Layout::contiguous(shape), dt, host));
    }
    let perm = moved(nd, axis);
    let moved_shape: Vec<usize> = perm.iter().map(|&k| shape[k]).collect();
    let mut inv = vec![0; nd];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    let lay = Layout::contiguous(&moved_shape).permute(&inv);
    let back = Array::pending(lazy::Node::leaf(buf, lay, dt), host);
    let (buf, lay) = back.ready()?;
    Ok(Array::view(buf, lay, dt, host))
}
