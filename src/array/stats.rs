//! Column-level pieces of the statistics family: cumulative sums and products (NumPy's
//! sequential `accumulate`; a scan kernel on the device), rows along any set of axes, concatenation of columns, and
//! strided views along one axis (slices and diagonals).
use super::col::{self, Col};
use super::dtype::DType;
use super::layout::Layout;
use super::{AResult, ArrErr, Array, ArrayRef};
use crate::backend::cuda;

/// Running sums (or products) of each row of `len` elements of `c`, already in `acc`.
/// False when Ctrl-C stopped it (checked every 64K elements).
#[must_use]
fn scan(c: &mut Col, acc: DType, len: usize, prod: bool) -> bool {
    if len == 0 {
        return true;
    }
    let half = acc == DType::F16;
    let stop = crate::interrupt::flag();
    const BLOCK: usize = 1 << 16;
    macro_rules! run {
        ($v:expr, $f:expr) => {
            // Blocks of whole rows, or of one long row (its running value carried over).
            for block in $v.chunks_mut(len.max(BLOCK) / len * len) {
                for row in block.chunks_mut(len) {
                    for part in 0..row.len().div_ceil(BLOCK) {
                        if part > 0 && crate::interrupt::requested(&stop) {
                            return false;
                        }
                        for i in (part * BLOCK).max(1)..((part + 1) * BLOCK).min(row.len()) {
                            row[i] = $f(row[i - 1], row[i]);
                        }
                    }
                }
                if crate::interrupt::requested(&stop) {
                    return false;
                }
            }
        };
    }
    match c {
        Col::B(v) => run!(v, |a: bool, b: bool| if prod { a && b } else { a || b }),
        Col::I(v) => run!(v, |a: i64, b: i64| col::wrap_int(
            if prod {
                a.wrapping_mul(b)
            } else {
                a.wrapping_add(b)
            },
            acc
        )),
        Col::U(v) => run!(v, |a: u64, b: u64| if prod {
            a.wrapping_mul(b)
        } else {
            a.wrapping_add(b)
        }),
        Col::S(v) => run!(v, |a: f32, b: f32| {
            let r = if prod { a * b } else { a + b };
            if half { col::round_half(r) } else { r }
        }),
        Col::F(v) => run!(v, |a: f64, b: f64| if prod { a * b } else { a + b }),
        Col::Z(v) => run!(v, |a: (f32, f32), b: (f32, f32)| if prod {
            (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
        } else {
            (a.0 + b.0, a.1 + b.1)
        }),
        Col::C(v) => run!(v, |a: (f64, f64), b: (f64, f64)| if prod {
            (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
        } else {
            (a.0 + b.0, a.1 + b.1)
        }),
    }
    true
}

/// `cumsum`/`cumprod` along `axis` (`None`: the flattened array) accumulated in `acc`: for
/// device arrays with CUDA a scan kernel over rows along the axis, else NumPy's sequential
/// loop over host rows.
pub fn cumulative(a: &Array, acc: DType, axis: Option<usize>, prod: bool) -> AResult<ArrayRef> {
    let (shape, ax) = match axis {
        Some(k) => (a.shape.clone(), k),
        None => (vec![a.size()], 0),
    };
    let len = shape.get(ax).copied().unwrap_or(1);
    if !a.host && cuda::scan::supported(acc) && crate::backend::cuda_active() {
        let x = super::astype(a, acc)?;
        let (buf, off) = super::rows::device_rows(&x, axis, true)?;
        let rows = x.size().checked_div(len).unwrap_or(0);
        cuda::scan::scan_rows(&buf, off, acc, rows, len, prod).map_err(ArrErr::Value)?;
        return super::rows::device_unrows(buf, acc, &shape, ax);
    }
    let c = match axis {
        Some(k) => super::rows::rows(a, k)?,
        None => a.to_col()?,
    };
    let mut c = c.cast(a.dtype, acc);
    if !scan(&mut c, acc, len, prod) {
        return Err(ArrErr::Interrupted);
    }
    super::rows::unrows(c, acc, &shape, ax, a.host)
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
