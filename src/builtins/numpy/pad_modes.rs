//! `np.pad`'s modes that compute their fill from the array (`maximum minimum mean median`
//! and `linear_ramp`), as NumPy does it: axis after axis, each axis padded from the array
//! already padded on the axes before it, with array operations (so on the device for
//! device arrays), and `reflect`/`symmetric` with `reflect_type='odd'`. The copying modes
//! (`constant edge reflect symmetric wrap`) are one gather in `array::shape::pad`.
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::array::ops::Op;
use crate::array::stats::slice_axis;
use crate::array::{self as arr, ArrayRef, shape as shp};
use crate::builtins::methods::call_method;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, value_err};
use crate::interp::value::Value;

/// What fills the pad of one axis.
pub enum Fill {
    /// A statistic of the `(before, after)` stretches next to each pad (None: all of it).
    Stat(&'static str, Vec<(Option<usize>, Option<usize>)>),
    /// A ramp from the `(before, after)` end values to the edge.
    Ramp(Vec<(f64, f64)>),
    /// `reflect` (false) or `symmetric` (true) with `reflect_type='odd'`.
    Odd(bool),
}

/// `x` padded by `widths` with `fill`.
pub fn pad(
    it: &mut Interp,
    x: &ArrayRef,
    widths: &[(usize, usize)],
    fill: &Fill,
) -> RtResult<ArrayRef> {
    if x.size() == 0 {
        // Nothing to compute from: NumPy's error for padding an empty axis, else the
        // (empty) padded array, as the copying modes give.
        return shp::pad(x, widths, &shp::PadMode::Edge).map_err(arr_err);
    }
    let mut cur = x.clone();
    for (k, &(b, e)) in widths.iter().enumerate() {
        let n = cur.shape[k];
        let (left, right) = match fill {
            Fill::Stat(name, lens) => {
                let (lb, le) = lens[k];
                let (lb, le) = (lb.unwrap_or(n).min(n), le.unwrap_or(n).min(n));
                if (lb == 0 || le == 0) && matches!(*name, "max" | "min") {
                    return Err(value_err("stat_length of 0 yields no value for padding"));
                }
                let left = stat(it, &slice_axis(&cur, k, 0, lb).map_err(arr_err)?, name, k)?;
                let right = stat(
                    it,
                    &slice_axis(&cur, k, n - le, n).map_err(arr_err)?,
                    name,
                    k,
                )?;
                (spread(&left, k, b)?, spread(&right, k, e)?)
            }
            Fill::Odd(symmetric) => {
                cur = reflect_odd(cur, k, (b, e), *symmetric)?;
                continue;
            }
            Fill::Ramp(ends) => {
                let (sb, se) = ends[k];
                let first = slice_axis(&cur, k, 0, 1).map_err(arr_err)?;
                let last = slice_axis(&cur, k, n.saturating_sub(1), n).map_err(arr_err)?;
                (
                    ramp(&first, sb, k, b, false, x.dtype)?,
                    ramp(&last, se, k, e, true, x.dtype)?,
                )
            }
        };
        let parts = [left, cur, right];
        cur = shp::concatenate(&parts, Some(k as i64), x.dtype, "unsafe").map_err(arr_err)?;
    }
    Ok(cur)
}

/// The statistic along `axis` (kept as length 1), rounded for an integer array as NumPy does.
fn stat(it: &mut Interp, chunk: &ArrayRef, name: &str, axis: usize) -> RtResult<ArrayRef> {
    let kw = [
        ("axis".into(), Value::Int(axis as i64)),
        ("keepdims".into(), Value::Bool(true)),
    ];
    let v = Value::Array(chunk.clone());
    let r = if name == "median" {
        super::stats::median_of(it, &v, &kw, chunk.host)?
    } else {
        call_method(it, &v, name, &[], &kw)?
    };
    let Value::Array(mut r) = r else {
        unreachable!("a statistic with keepdims is an array")
    };
    if chunk.dtype.is_int() && !r.dtype.is_int() {
        let Value::Array(round) = call_method(it, &Value::Array(r), "round", &[], &[])? else {
            unreachable!("round of an array is an array")
        };
        r = round;
    }
    arr::astype(&r, chunk.dtype).map_err(arr_err)
}

/// `v` (length 1 on `axis`) repeated `width` times along it.
fn spread(v: &ArrayRef, axis: usize, width: usize) -> RtResult<ArrayRef> {
    let mut shape = v.shape.clone();
    shape[axis] = width;
    arr::broadcast_to(v, &shape).map_err(arr_err)
}

/// NumPy's `linspace(end, edge, width, endpoint=False)` along `axis` (reversed after the
/// array: it ramps outwards), in the array's float dtype (float64 for integers, floored).
fn ramp(
    edge: &ArrayRef,
    end: f64,
    axis: usize,
    width: usize,
    after: bool,
    dt: DType,
) -> RtResult<ArrayRef> {
    let ct = if dt.is_float() || dt.is_complex() {
        dt
    } else {
        DType::F64
    };
    let host = edge.host;
    let c = |v: f64| arr::constant((v, 0.0), None, ct, host);
    let mut shape = vec![1; edge.ndim()];
    shape[axis] = width;
    // Step i of the ramp at each position (counting down after the array).
    let mut lay = Layout::contiguous(&shape);
    if after && width > 0 {
        lay.strides[axis] = -1;
        lay.offset = width - 1;
    }
    let i = arr::astype(&arr::positions(lay, host), ct).map_err(arr_err)?;
    let e = |r: Result<ArrayRef, crate::array::ArrErr>| r.map_err(arr_err);
    let start = c(end);
    let delta = e(arr::binary(Op::Sub, &*e(arr::astype(edge, ct))?, &start))?;
    let step = e(arr::binary(Op::Div, &delta, &c(width as f64)))?;
    // NumPy scales by delta / width, or (when some step is 0) divides first.
    let zero = e(arr::binary(Op::Eq, &step, &c(0.0)))?;
    let y = if arr::any_true(&zero).map_err(arr_err)? {
        let f = e(arr::binary(Op::Div, &i, &c(width as f64)))?;
        e(arr::binary(Op::Mul, &f, &delta))?
    } else {
        e(arr::binary(Op::Mul, &i, &step))?
    };
    let mut y = e(arr::binary(Op::Add, &y, &start))?;
    if dt.is_int() {
        y = e(arr::unary(Op::Floor, &y))?;
    }
    e(arr::astype(&y, dt))
}

/// NumPy's `reflect`/`symmetric` with `reflect_type='odd'` along `axis`: chunks of the
/// filled part reflected about the current edge (`2 * edge - value`), each at most the
/// filled length rounded to the array's period, so a pad wider than the array is filled
/// (and rounded) as NumPy's `_set_reflect_both` loop fills it.
fn reflect_odd(
    mut cur: ArrayRef,
    axis: usize,
    (mut b, mut e): (usize, usize),
    symmetric: bool,
) -> RtResult<ArrayRef> {
    let n0 = cur.shape[axis];
    let mut widths = vec![(0, 0); cur.ndim()];
    if n0 == 1 {
        // NumPy's legacy singleton case: the edge repeated.
        widths[axis] = (b, e);
        return shp::pad(&cur, &widths, &shp::PadMode::Edge).map_err(arr_err);
    }
    let eo = symmetric as usize;
    let dt = cur.dtype;
    while b > 0 || e > 0 {
        let len = cur.shape[axis];
        let old = if symmetric {
            len / n0 * n0
        } else {
            (len - 1) / (n0 - 1) * (n0 - 1)
        };
        if b > 0 {
            let cl = old.min(b);
            let chunk = reversed(&cur, axis, 1 - eo, cl + 1 - eo)?;
            let edge = slice_axis(&cur, axis, 0, 1).map_err(arr_err)?;
            let parts = [odd(&edge, &chunk)?, cur];
            cur = shp::concatenate(&parts, Some(axis as i64), dt, "unsafe").map_err(arr_err)?;
            b -= cl;
        }
        if e > 0 {
            let (len, cl) = (cur.shape[axis], old.min(e));
            let chunk = reversed(&cur, axis, len + eo - 1 - cl, len + eo - 1)?;
            let edge = slice_axis(&cur, axis, len - 1, len).map_err(arr_err)?;
            let parts = [cur, odd(&edge, &chunk)?];
            cur = shp::concatenate(&parts, Some(axis as i64), dt, "unsafe").map_err(arr_err)?;
            e -= cl;
        }
    }
    Ok(cur)
}

/// `x[hi - 1], ..., x[lo]` along `axis` (a view).
fn reversed(x: &ArrayRef, axis: usize, lo: usize, hi: usize) -> RtResult<ArrayRef> {
    let s = slice_axis(x, axis, lo, hi).map_err(arr_err)?;
    let (buf, lay) = s.ready().map_err(arr_err)?;
    Ok(arr::Array::view(
        buf,
        shp::flip(&lay, &[axis]),
        s.dtype,
        s.host,
    ))
}

/// `2 * edge - chunk` in the array's dtype (booleans as int64, then cast back as NumPy's
/// assignment casts).
fn odd(edge: &ArrayRef, chunk: &ArrayRef) -> RtResult<ArrayRef> {
    let e = |r: Result<ArrayRef, crate::array::ArrErr>| r.map_err(arr_err);
    let dt = chunk.dtype;
    let wt = if dt == DType::Bool { DType::I64 } else { dt };
    let two = arr::constant((2.0, 0.0), None, wt, chunk.host);
    let twice = e(arr::binary(Op::Mul, &two, &*e(arr::astype(edge, wt))?))?;
    let r = e(arr::binary(Op::Sub, &twice, &*e(arr::astype(chunk, wt))?))?;
    e(arr::astype(&r, dt))
}
