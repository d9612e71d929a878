//! Sorts of device arrays by several keys, as stable argsorts least significant key first,
//! each key read in the order the earlier passes made: `np.lexsort`, and complex numbers in
//! NumPy's order (real part, then imaginary; NaNs last in NumPy's classes
//! `R+Rj < R+nanj < nan+Rj < nan+nanj`).
use super::super::index::{self, Item};
use super::super::layout::Layout;
use super::super::ops::Op;
use super::super::{AResult, Array, ArrayRef, DType};
use super::argsort;

/// `np.argsort` of a complex device array along `axis` (`None`: flattened); `None` for host
/// arrays and other dtypes. (Device arrays take this path on the CPU backend too, so the
/// CPU test runs check the algorithm the GPU runs.)
pub(super) fn argsort_complex(a: &Array, axis: Option<usize>) -> AResult<Option<ArrayRef>> {
    if a.host || !a.dtype.is_complex() {
        return Ok(None);
    }
    let (a, ax) = match axis {
        Some(k) => (Array::pending(a.node(), false), k),
        None => (super::super::reshaped_copy(a, &[a.size()])?, 0),
    };
    let re = super::super::unary(Op::Real, &a)?;
    let im = super::super::unary(Op::Imag, &a)?;
    let mut order = argsort(&im, Some(ax))?;
    order = then_by(&re, order, ax)?;
    let nan_re = super::super::unary(Op::IsNan, &re)?;
    let nan_im = super::super::unary(Op::IsNan, &im)?;
    let any_nan = super::super::binary(Op::LogicalOr, &nan_re, &nan_im)?;
    if super::super::any_true(&any_nan)? {
        // NumPy's NaN classes: 0 none, 1 imaginary only, 2 real (with or without imaginary).
        let two = super::super::constant((2.0, 0.0), Some(2), DType::I8, false);
        let cls = super::super::binary(
            Op::Add,
            &*super::super::binary(Op::Mul, &*super::super::astype(&nan_re, DType::I8)?, &two)?,
            &*super::super::astype(&nan_im, DType::I8)?,
        )?;
        order = then_by(&cls, order, ax)?;
    }
    Ok(Some(order))
}

/// `np.lexsort` of device keys along `axis` (the last key sorts first).
pub(super) fn lexsort(keys: &[ArrayRef], axis: usize) -> AResult<ArrayRef> {
    let mut order = argsort(&keys[0], Some(axis))?;
    for k in &keys[1..] {
        order = then_by(k, order, axis)?;
    }
    Ok(order)
}

/// `order` refined by a more significant key: a stable argsort of `key` read in `order`.
fn then_by(key: &ArrayRef, order: ArrayRef, axis: usize) -> AResult<ArrayRef> {
    let next = argsort(&*along(key, &order, axis)?, Some(axis))?;
    along(&order, &next, axis)
}

/// `x` reordered along `axis` by positions `p` of x's shape (`take_along_axis`).
pub(crate) fn along(x: &ArrayRef, p: &ArrayRef, axis: usize) -> AResult<ArrayRef> {
    let nd = x.ndim();
    let items = (0..nd)
        .map(|k| {
            if k == axis {
                Item::Known(p.clone())
            } else {
                let mut s = vec![1; nd];
                s[k] = x.shape[k];
                Item::Known(super::super::positions(Layout::contiguous(&s), x.host))
            }
        })
        .collect();
    index::take(x, items)
}
