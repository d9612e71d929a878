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

/// A device array's elements, flattened (`axis` None) or with `axis` moved last, contiguous
/// on the device: the buffer and the first element's offset. With `fresh`, always a new
/// buffer (to be written in place), else the array's own when already contiguous.
pub fn device_rows(a: &Array, axis: Option<usize>, fresh: bool) -> AResult<(Buf, usize)> {
    match axis {
        Some(k) if k + 1 < a.ndim() => device_permuted(a, &moved(a.ndim(), k), fresh),
        _ => device_permuted(a, &[], fresh),
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

/// `device_rows` of `a` read as dtype `dt` (a converted copy when it differs).
pub fn device_rows_as(a: &Array, dt: DType, axis: Option<usize>) -> AResult<(Buf, usize)> {
    if a.dtype == dt {
        device_rows(a, axis, false)
    } else {
        device_rows(&*super::astype(a, dt)?, axis, false)
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
/// the device, as `device_rows`.
pub fn device_permuted(a: &Array, perm: &[usize], fresh: bool) -> AResult<(Buf, usize)> {
    let (buf, lay) = a.ready()?;
    let lay = if perm.is_empty() {
        lay
    } else {
        lay.permute(perm)
    };
    if lay.is_contiguous() && !fresh {
        return Ok((buf, lay.offset));
    }
    let copy = Array::pending(lazy::Node::leaf(buf, lay, a.dtype), false);
    Ok((copy.ready()?.0, 0))
}

/// The inverse of `device_rows`: rows along `axis`, back in the order of `shape` on the device.
pub fn device_unrows(buf: Buf, dt: DType, shape: &[usize], axis: usize) -> AResult<ArrayRef> {
    let nd = shape.len();
    if axis + 1 >= nd {
        return Ok(Array::view(buf, Layout::contiguous(shape), dt, false));
    }
    let perm = moved(nd, axis);
    let moved_shape: Vec<usize> = perm.iter().map(|&k| shape[k]).collect();
    let mut inv = vec![0; nd];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    let lay = Layout::contiguous(&moved_shape).permute(&inv);
    let back = Array::pending(lazy::Node::leaf(buf, lay, dt), false);
    let (buf, lay) = back.ready()?;
    Ok(Array::view(buf, lay, dt, false))
}
