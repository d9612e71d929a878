//! `np.pad`'s modes that compute their fill from the array (`maximum minimum mean median`
//! and `linear_ramp`), as NumPy does it: axis after axis, each axis padded from the array
//! already padded on the axes before it, with array operations (so on the device for
//! device arrays). The copying modes (`constant edge reflect symmetric wrap`) are one
//! gather in `array::shape::pad`.
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
