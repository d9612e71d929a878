//! Column-level pieces of the statistics family: cumulative sums and products (NumPy's
//! sequential `accumulate`, run by the array's backend), rows along any set of axes, concatenation of columns, and
//! strided views along one axis (slices and diagonals).
use super::col::Col;
use super::dtype::DType;
use super::layout::Layout;
use super::{AResult, Array, ArrayRef};
use std::rc::Rc;

/// `cumsum`/`cumprod` along `axis` (`None`: the flattened array) accumulated in `acc`, by
/// the array's backend: rows that lie contiguous in `a`'s buffer are read from there into a
/// new one; others (or a cast) are laid out in a fresh buffer and scanned in place.
pub fn cumulative(a: &Array, acc: DType, axis: Option<usize>, prod: bool) -> AResult<ArrayRef> {
    let (shape, ax) = match axis {
        Some(k) => (a.shape.clone(), k),
        None => (vec![a.size()], 0),
    };
    let len = shape.get(ax).copied().unwrap_or(1);
    let rows = a.size().checked_div(len).unwrap_or(0);
    let backend = crate::backend::for_arrays(!a.host);
    let cast = (a.dtype != acc)
        .then(|| super::astype(a, acc))
        .transpose()?;
    let x: &Array = cast.as_deref().unwrap_or(a);
    // The rows in place in `x`'s buffer, or laid out in a fresh one.
    let (src, off) = super::rows::row_buf(x, axis, false)?;
    let own = cast.is_some() || !Rc::ptr_eq(&src, &x.ready()?.0);
    let (buf, at) = match own {
        true => (src.clone(), off),
        false => (backend.empty(acc, a.size())?, 0),
    };
    backend.scan_rows((&src, off), (&buf, at), acc, rows, len, prod)?;
    super::rows::from_rows_on(buf, acc, &shape, ax, a.host)
}

/// The elements with the axes `axes` moved last (in that order), as a contiguous column:
/// one row per kept position, each row the elements reduced over.
pub fn rows_axes(a: &Array, axes: &[usize]) -> AResult<Col> {
    let perm = super::rows::reduced_last(a.ndim(), axes);
    let (buf, lay) = a.ready()?;
    Array::view(buf, lay.permute(&perm), a.dtype, a.host).to_col()
}

/// A view of `a` restricted to `start..stop` along `axis` (a basic slice).
pub fn slice_axis(a: &Array, axis: usize, start: usize, stop: usize) -> AResult<ArrayRef> {
    let (buf, lay) = a.ready()?;
    Ok(Array::view(
        buf,
        slice_layout(&lay, axis, start, stop),
        a.dtype,
        a.host,
    ))
}

pub fn slice_layout(lay: &Layout, axis: usize, start: usize, stop: usize) -> Layout {
    let mut l = lay.clone();
    let stop = stop.max(start);
    if stop > start {
        l.offset = (l.offset as isize + start as isize * l.strides[axis]) as usize;
    }
    l.shape[axis] = stop - start;
    l
}

/// The diagonal `offset` of axes `a1`, `a2` as a view whose last axis walks the diagonal
/// (NumPy's `diagonal`), the other axes in order.
pub fn diagonal(a: &Array, offset: i64, a1: usize, a2: usize) -> AResult<ArrayRef> {
    let (buf, lay) = a.ready()?;
    let (n1, n2) = (lay.shape[a1] as i64, lay.shape[a2] as i64);
    let (r0, c0) = if offset >= 0 {
        (0, offset)
    } else {
        (-offset, 0)
    };
    let len = (n1 - r0).min(n2 - c0).max(0) as usize;
    let mut shape = Vec::new();
    let mut strides = Vec::new();
    for k in 0..lay.ndim() {
        if k != a1 && k != a2 {
            shape.push(lay.shape[k]);
            strides.push(lay.strides[k]);
        }
    }
    shape.push(len);
    strides.push(lay.strides[a1] + lay.strides[a2]);
    let offset = if len > 0 {
        (lay.offset as isize + r0 as isize * lay.strides[a1] + c0 as isize * lay.strides[a2])
            as usize
    } else {
        lay.offset
    };
    let l = Layout {
        shape,
        strides,
        offset,
    };
    Ok(Array::view(buf, l, a.dtype, a.host))
}
