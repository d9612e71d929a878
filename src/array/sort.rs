//! Sorting, searching and sets of arrays in NumPy's orders (NaN last; complex by real then
//! imaginary part; argsorts stable, so index results are deterministic). The values are
//! laid out as contiguous rows and the backend's `Orders` sort or search them; the CPU's are
//! the reference algorithms (backend/cpu/sort.rs).
use super::dtype::DType;
use super::layout::Layout;
use super::rows::{compare_dtype, from_rows_on, row_buf, row_buf_as};
use super::{AResult, ArrErr, Array, ArrayRef};
use crate::array::col::Col;
use crate::backend::Orders;

pub(super) fn ints(v: Vec<i64>, shape: Vec<usize>, host: bool) -> ArrayRef {
    Array::from_col(Col::I(v), DType::I64, shape, host)
}

/// The orders of `a`'s backend when it `takes` the work, else the CPU's (which reads the
/// values on the host: complex values, or more than the device sorts take).
pub fn orders_for(a: &Array, takes: impl Fn(&dyn Orders) -> bool) -> &'static dyn Orders {
    let k = super::orders_of(a);
    if takes(k) {
        k
    } else {
        crate::backend::for_arrays(false).orders()
    }
}

/// The values of `a` sorted along `axis` (None: flattened), or with `positions` the stable
/// argsort's int64 positions.
fn sorted(a: &Array, axis: Option<usize>, positions: bool) -> AResult<ArrayRef> {
    let (ax, shape) = match axis {
        Some(k) => (k, a.shape.clone()),
        None => (0, vec![a.size()]),
    };
    if let Some(order) = by_keys::argsort_complex(a, axis)? {
        if positions {
            return Ok(order);
        }
        let a = match axis {
            Some(_) => Array::pending(a.node(), a.host),
            None => super::reshaped_copy(a, &shape)?,
        };
        return by_keys::along(&a, &order, ax);
    }
    let n = a.size();
    let k = orders_for(a, |k| k.sortable(a.dtype, n));
    let (buf, off) = row_buf(a, axis, false)?;
    let row = shape.get(ax).copied().unwrap_or(1);
    let out = k
        .sort_rows((&buf, off), a.dtype, n, row, positions)
        .map_err(ArrErr::from)?;
    let dt = if positions { DType::I64 } else { a.dtype };
    from_rows_on(out, dt, &shape, ax, a.host)
}

/// `np.sort(a, axis)`; `None` sorts the flattened array.
pub fn sort(a: &Array, axis: Option<usize>) -> AResult<ArrayRef> {
    sorted(a, axis, false)
}

/// `np.argsort(a, axis)` (stable); `None` sorts the flattened array.
pub fn argsort(a: &Array, axis: Option<usize>) -> AResult<ArrayRef> {
    sorted(a, axis, true)
}

/// kth values normalised against an axis of length `n`, or NumPy's error.
pub fn check_kth(kth: &[i64], n: usize) -> AResult<()> {
    // NumPy partitions an empty axis whatever kth is (there is nothing to move).
    if n == 0 {
        return Ok(());
    }
    for &k in kth {
        let j = if k < 0 { k + n as i64 } else { k };
        if j < 0 || j >= n as i64 {
            return Err(ArrErr::Value(format!("kth(={j}) out of bounds ({n})")));
        }
    }
    Ok(())
}

/// argmin/argmax (and the nan- variants) along `axis`, or of the flattened array.
pub fn arg_extreme(
    a: &Array,
    axis: Option<usize>,
    max: bool,
    skip_nan: bool,
    keepdims: bool,
) -> AResult<ArrayRef> {
    let name = if max { "argmax" } else { "argmin" };
    let row = axis.map_or(a.size(), |k| a.shape[k]);
    let nrows = kept_size(a, axis);
    if row == 0 && nrows > 0 {
        return Err(ArrErr::Value(format!(
            "attempt to get {name} of an empty sequence"
        )));
    }
    let shape: Vec<usize> = match (axis, keepdims) {
        (None, false) => vec![],
        (None, true) => vec![1; a.ndim()],
        (Some(k), true) => (0..a.ndim())
            .map(|i| if i == k { 1 } else { a.shape[i] })
            .collect(),
        (Some(k), false) => (0..a.ndim())
            .filter(|&i| i != k)
            .map(|i| a.shape[i])
            .collect(),
    };
    if row == 0 {
        return Ok(ints(Vec::new(), shape, a.host));
    }
    let dt = compare_dtype(a.dtype);
    let k = orders_for(a, |k| k.arg_extreme_supported(dt));
    let (buf, off) = row_buf_as(a, dt, axis)?;
    let out = k
        .arg_extreme((&buf, off), dt, (nrows, row), max, skip_nan)
        .map_err(ArrErr::from)?;
    let r = Array::view(out, Layout::contiguous(&shape), DType::I64, a.host);
    // All-NaN rows (skipped NaNs) come back as -1: NumPy's error (the check waits for them).
    if skip_nan && !super::index::within(&r, usize::MAX >> 1)? {
        return Err(ArrErr::Value("All-NaN slice encountered".into()));
    }
    Ok(r)
}

/// The number of results of a reduction along `axis`.
fn kept_size(a: &Array, axis: Option<usize>) -> usize {
    match axis {
        None => 1,
        Some(k) => (0..a.ndim())
            .filter(|&i| i != k)
            .map(|i| a.shape[i])
            .product(),
    }
}

/// The flat (C order) positions of the nonzero elements, compacted where the array lives
/// (the count is a sync: the result's length must be known).
fn flat_nonzero(a: &Array) -> AResult<ArrayRef> {
    let (mbuf, moff) = match a.dtype {
        DType::Bool => row_buf(a, None, false)?,
        dt => {
            let zero = super::constant((0.0, 0.0), Some(0), dt, a.host);
            row_buf(&*super::binary(super::ops::Op::Ne, a, &zero)?, None, false)?
        }
    };
    let (buf, n) = super::orders_of(a)
        .true_positions((&mbuf, moff), a.size())
        .map_err(ArrErr::from)?;
    Ok(Array::view(
        buf,
        Layout::contiguous(&[n]),
        DType::I64,
        a.host,
    ))
}

/// `np.flatnonzero`.
pub fn flatnonzero(a: &Array) -> AResult<ArrayRef> {
    flat_nonzero(a)
}

/// Coordinate `axis` of flat C-order positions in `shape`: `flat // span % len`, lazily.
fn coordinate(flat: &ArrayRef, shape: &[usize], axis: usize) -> AResult<ArrayRef> {
    let c = |v: usize| super::int64(v as i64, flat.host);
    let span: usize = shape[axis + 1..].iter().product();
    let mut x = flat.clone();
    if span > 1 {
        x = super::binary(super::ops::Op::FloorDiv, &x, &c(span))?;
    }
    if axis > 0 {
        x = super::binary(super::ops::Op::Mod, &x, &c(shape[axis].max(1)))?;
    }
    Ok(x)
}

/// `np.nonzero` of an array of at least one dimension.
pub fn nonzero(a: &Array) -> AResult<Vec<ArrayRef>> {
    let flat = flat_nonzero(a)?;
    (0..a.ndim())
        .map(|k| coordinate(&flat, &a.shape, k))
        .collect()
}

/// `np.argwhere`: one row of indices per nonzero element (0-d input: 0 columns).
pub fn argwhere(a: &Array) -> AResult<ArrayRef> {
    let flat = flat_nonzero(a)?;
    let n = flat.size();
    let nd = a.ndim();
    if nd == 0 {
        return Ok(ints(Vec::new(), vec![n, 0], a.host));
    }
    // Row i, column k: coordinate k of flat[i] (the positions seen as an (n, 1) column).
    let (buf, lay) = flat.ready()?;
    let col = Layout {
        shape: vec![n, nd],
        strides: vec![1, 0],
        offset: lay.offset,
    };
    let flat = Array::view(buf, col, DType::I64, a.host);
    let spans: Vec<i64> = (0..nd)
        .map(|k| a.shape[k + 1..].iter().product::<usize>() as i64)
        .collect();
    let lens: Vec<i64> = a.shape.iter().map(|&d| d.max(1) as i64).collect();
    let spans = ints(spans, vec![nd], a.host);
    let lens = ints(lens, vec![nd], a.host);
    let q = super::binary(super::ops::Op::FloorDiv, &flat, &spans)?;
    super::binary(super::ops::Op::Mod, &q, &lens)
}

// Sorts by several keys on the device (lexsort, complex) beside.
mod by_keys;
// Searching and sets live beside: searchsorted, lexsort, unique, isin, set operations.
mod search;
mod sets;
pub(crate) use by_keys::along;
pub use search::*;
pub use sets::occurrence_rounds;
