//! Statistics and comparisons: std var ptp cumsum cumprod nan* median percentile quantile
//! average diff gradient cov corrcoef histogram bincount count_nonzero allclose isclose
//! array_equal; and np.linalg.norm outer inner vdot kron trace.
//!
//! The moments are built from the fused operations (`binary`, `unary`, the reductions), in
//! NumPy's own order of operations (`_methods._var`, `nanfunctions`), so pending inputs fuse
//! and the numbers agree with NumPy's pairwise sums.
use super::{Kw, dtype_arg, reg_bound};
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{self as arr, AResult, Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use crate::lazy::Reduce;
use std::cell::RefCell;
use std::rc::Rc;

mod cmp;
mod hist;
mod linalg;
mod quant;

/// `np.median(a, **kw)` for other builtins (np.pad's median mode).
pub(super) fn median_of(
    it: &mut Interp,
    a: &Value,
    kw: &[(std::rc::Rc<str>, Value)],
    host: bool,
) -> RtResult<Value> {
    let b = crate::builtins::decl::bind_numpy("median", std::slice::from_ref(a), kw)?;
    quant::median(it, "median", &b, host)
}

type A = ArrayRef;

fn ae<T>(r: AResult<T>) -> RtResult<T> {
    r.map_err(arr_err)
}

fn bin(op: Op, a: &A, b: &A) -> RtResult<A> {
    ae(arr::binary(op, a, b))
}

fn un(op: Op, a: &A) -> RtResult<A> {
    ae(arr::unary(op, a))
}

fn cst(v: f64, dt: DType, host: bool) -> A {
    arr::constant((v, 0.0), None, dt, host)
}

fn cast(a: &A, dt: DType) -> RtResult<A> {
    if a.dtype == dt {
        Ok(a.clone())
    } else {
        ae(arr::astype(a, dt))
    }
}

fn inexact(d: DType) -> bool {
    d.is_float() || d.is_complex()
}

/// A reduction over `axes` (all of them and no keepdims: one full pass).
fn red(a: &A, axes: &[usize], r: Reduce, keepdims: bool, dt: Option<DType>) -> RtResult<A> {
    if axes.len() == a.ndim() && !keepdims {
        ae(arr::reduce_all(a, r, dt))
    } else {
        ae(arr::reduce_axes(a, axes, r, keepdims, dt))
    }
}

/// NumPy's `true_divide(s, count, casting='unsafe')` by an intp count (or float): computed
/// in double precision, stored back in `s`'s dtype.
fn div_by(s: &A, n: &A) -> RtResult<A> {
    let wide = if s.dtype.is_complex() {
        DType::C128
    } else {
        DType::F64
    };
    let r = bin(Op::Div, &cast(s, wide)?, &cast(n, DType::F64)?)?;
    let back = if inexact(s.dtype) {
        s.dtype
    } else {
        DType::F64
    };
    cast(&r, back)
}

fn div_n(s: &A, n: f64) -> RtResult<A> {
    div_by(s, &cst(n, DType::F64, s.host))
}

/// A bound argument, with an explicit None the same as leaving it out (every optional
/// parameter of these functions defaults to None or to its usual value).
fn arg(b: &Bound, name: &str) -> Option<Value> {
    b.opt(name).cloned()
}

fn array(it: &mut Interp, v: &Option<Value>, host: bool) -> RtResult<A> {
    match v {
        Some(v) => it.to_array(v, host, None),
        None => it.to_array(&Value::None, host, None),
    }
}

fn truthy(v: &Option<Value>) -> bool {
    v.as_ref().is_some_and(|v| v.truthy())
}

fn dtype_of(v: &Option<Value>) -> RtResult<Option<DType>> {
    match v {
        Some(d) => dtype_arg(d),
        None => Ok(None),
    }
}

fn axes_of(it: &Interp, v: &Option<Value>, nd: usize) -> RtResult<Vec<usize>> {
    it.axes_arg(v.as_ref().unwrap_or(&Value::None), nd)
}

/// `axis` as NumPy's `normalize_axis_tuple` reads it: a 0-d array has no axis at all.
fn axes_strict(it: &Interp, v: &Option<Value>, nd: usize) -> RtResult<Vec<usize>> {
    if nd == 0
        && let Some(v) = v
    {
        let first = match v {
            Value::Tuple(t) => t.first().cloned(),
            v => Some(v.clone()),
        };
        if let Some(k) = first {
            it.norm_axis(int_of(&k)?, 0)?;
        }
    }
    axes_of(it, v, nd)
}

fn float_of(v: &Value) -> RtResult<f64> {
    match v {
        Value::Array(a) if a.size() == 1 && !a.dtype.is_complex() => {
            Ok(a.to_col().map_err(arr_err)?.get_c(0).0)
        }
        v => crate::builtins::types::to_float(v),
    }
}

/// An integer argument (NumPy's integer scalars and int subclasses included).
fn int_of(v: &Value) -> RtResult<i64> {
    super::shape::int_of(v)
}

/// The result into `out=` (same shape, cast as NumPy's unsafe casting) or as a value.
pub(crate) fn give(it: &mut Interp, r: A, out: &Option<Value>) -> RtResult<Value> {
    match out {
        None => it.finish(r),
        Some(Value::Array(o)) => {
            if o.shape != r.shape {
                return Err(value_err(format!(
                    "output parameter has the wrong shape: expected {}, got {}",
                    crate::array::layout::shape_compact(&r.shape),
                    crate::array::layout::shape_compact(&o.shape)
                )));
            }
            let (buf, lay) = o.ready().map_err(arr_err)?;
            ae(arr::write_into(&buf, &lay, o.dtype, &r))?;
            Ok(Value::Array(o.clone()))
        }
        Some(_) => Err(type_err("output must be an array")),
    }
}

/// NumPy's `_var`: mean over the axes (kept), squared deviations, their sum over
/// `max(n - ddof, 0)`; integers and bools in float64, complex to its real dtype.
fn var_of(a: &A, axes: &[usize], keepdims: bool, dtype: Option<DType>, ddof: f64) -> RtResult<A> {
    let n: usize = axes.iter().map(|&k| a.shape[k]).product();
    let acc = dtype.or(if inexact(a.dtype) {
        None
    } else {
        Some(DType::F64)
    });
    let s = red(a, axes, Reduce::Sum, true, acc)?;
    let mean = div_n(&s, n as f64)?;
    let d = bin(Op::Sub, a, &mean)?;
    let sq = squares(&d)?;
    let acc2 = acc.map(|d| match d {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        d => d,
    });
    let v = red(&sq, axes, Reduce::Sum, keepdims, acc2)?;
    div_n(&v, (n as f64 - ddof).max(0.0))
}

/// `x * x`, or `(x * conj(x)).real` for complex.
fn squares(d: &A) -> RtResult<A> {
    if d.dtype.is_complex() {
        let p = bin(Op::Mul, d, &un(Op::Conj, d)?)?;
        un(Op::Real, &p)
    } else {
        bin(Op::Mul, d, d)
    }
}

/// `nanvar`, as NumPy's nanfunctions compute it.
fn nanvar_of(
    a: &A,
    axes: &[usize],
    keepdims: bool,
    dtype: Option<DType>,
    ddof: f64,
) -> RtResult<A> {
    if !inexact(a.dtype) {
        return var_of(a, axes, keepdims, dtype, ddof);
    }
    let keep = un(Op::Not, &un(Op::IsNan, a)?)?;
    masked_var(a, &keep, axes, keepdims, dtype, ddof)
}

/// The variance of the elements where `keep` holds (NaN where fewer than `ddof` + 1 are
/// kept): `nanvar`, and `var(where=)`. `a` is inexact.
fn masked_var(
    a: &A,
    keep: &A,
    axes: &[usize],
    keepdims: bool,
    dtype: Option<DType>,
    ddof: f64,
) -> RtResult<A> {
    let host = a.host;
    let mask = un(Op::Not, keep)?;
    let zero = cst(0.0, a.dtype, host);
    let x = ae(arr::where_(&mask, &zero, a))?;
    let cnt = red(keep, axes, Reduce::Sum, true, Some(DType::I64))?;
    let avg = red(&x, axes, Reduce::Sum, true, dtype)?;
    let avg = div_by(&avg, &cnt)?;
    let d = cast(&bin(Op::Sub, &x, &avg)?, x.dtype)?;
    let d = ae(arr::where_(&mask, &zero, &d))?;
    let sq = squares(&d)?;
    let v = red(&sq, axes, Reduce::Sum, keepdims, dtype)?;
    let cnt = red(keep, axes, Reduce::Sum, keepdims, Some(DType::I64))?;
    let dof = bin(
        Op::Sub,
        &cast(&cnt, DType::F64)?,
        &cst(ddof, DType::F64, host),
    )?;
    let r = div_by(&v, &dof)?;
    let bad = bin(Op::Le, &dof, &cst(0.0, DType::F64, host))?;
    ae(arr::where_(&bad, &cst(f64::NAN, r.dtype, host), &r)).and_then(|w| cast(&w, r.dtype))
}

/// std/var/nanstd/nanvar of `a` (axis, dtype, out, ddof, keepdims, where).
fn moment(it: &mut Interp, name: &str, a: A, b: &Bound) -> RtResult<Value> {
    let host = a.host;
    let keep = match &arg(b, "where") {
        None | Some(Value::Bool(true)) => None,
        Some(w) => {
            let w = it.to_array(w, host, None)?;
            ae(crate::array::ops::out::check_mask(&w))?;
            Some(ae(arr::broadcast_to(&w, &a.shape))?)
        }
    };
    let axes = if name.starts_with("nan") && inexact(a.dtype) {
        axes_of(it, &arg(b, "axis"), a.ndim())?
    } else {
        axes_strict(it, &arg(b, "axis"), a.ndim())?
    };
    let dtype = dtype_of(&arg(b, "dtype"))?;
    let ddof = match &arg(b, "ddof") {
        Some(v) => float_of(v)?,
        None => 0.0,
    };
    let keepdims = b.flag("keepdims");
    let nan = name.starts_with("nan");
    // NumPy's warning when a slice has no degrees of freedom left (the division that
    // follows gives NaN or inf without a second warning).
    let count: usize = axes.iter().map(|&k| a.shape[k]).product();
    let few = if nan && inexact(a.dtype) {
        let kept = un(Op::Not, &un(Op::IsNan, &a)?)?;
        host && no_freedom(it, &kept, &axes, ddof)?
    } else if let Some(k) = &keep {
        host && no_freedom(it, k, &axes, ddof)?
    } else {
        count as f64 - ddof <= 0.0
    };
    if few && host {
        let dot = if nan { "." } else { "" };
        it.warn_here(
            crate::interp::error::ExcType::RuntimeWarning,
            &format!("Degrees of freedom <= 0 for slice{dot}"),
        )?;
    }
    let quiet = |f: &dyn Fn() -> RtResult<A>| {
        if few {
            crate::array::fperr::quiet(f)
        } else {
            f()
        }
    };
    let mut r = quiet(&|| {
        if let Some(keep) = &keep {
            // Integers are averaged in float64, as NumPy does.
            let a = if inexact(a.dtype) {
                a.clone()
            } else {
                cast(&a, DType::F64)?
            };
            let keep = if nan {
                bin(Op::LogicalAnd, keep, &un(Op::Not, &un(Op::IsNan, &a)?)?)?
            } else {
                keep.clone()
            };
            masked_var(&a, &keep, &axes, keepdims, dtype, ddof)
        } else if nan {
            nanvar_of(&a, &axes, keepdims, dtype, ddof)
        } else {
            var_of(&a, &axes, keepdims, dtype, ddof)
        }
    })?;
    if name.ends_with("std") {
        r = un(Op::Sqrt, &r)?;
    }
    give(it, r, &arg(b, "out"))
}

/// Whether some slice along `axes` keeps at most `ddof` of the elements `kept` marks.
fn no_freedom(it: &mut Interp, kept: &A, axes: &[usize], ddof: f64) -> RtResult<bool> {
    let n = red(kept, axes, Reduce::Sum, false, Some(DType::F64))?;
    let few = bin(Op::Le, &n, &cst(ddof, DType::F64, kept.host))?;
    it.array_any(&few)
}

/// nanmean(a, axis, dtype, out, keepdims, where).
fn nanmean(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(b.arg("a"), host, None)?;
    if !inexact(a.dtype) {
        return super::reduce::call(it, "mean", false, &a, &[], &given_except_a(b));
    }
    let axes = axes_of(it, &arg(b, "axis"), a.ndim())?;
    let keepdims = b.flag("keepdims");
    let mask = un(Op::IsNan, &a)?;
    let x = ae(arr::where_(&mask, &cst(0.0, a.dtype, host), &a))?;
    let keep = un(Op::Not, &mask)?;
    let cnt = red(&keep, &axes, Reduce::Sum, keepdims, Some(DType::I64))?;
    let tot = red(
        &x,
        &axes,
        Reduce::Sum,
        keepdims,
        dtype_of(&arg(b, "dtype"))?,
    )?;
    let zero = bin(Op::Eq, &cnt, &cst(0.0, DType::I64, host))?;
    let empty = host && it.array_any(&zero)?;
    if empty {
        it.warn_here(
            crate::interp::error::ExcType::RuntimeWarning,
            "Mean of empty slice",
        )?;
    }
    let r = if empty {
        crate::array::fperr::quiet(|| div_by(&tot, &cnt))?
    } else {
        div_by(&tot, &cnt)?
    };
    give(it, r, &arg(b, "out"))
}

/// The arguments the caller gave, by keyword, but the array: what the plain reduction takes.
fn given_except_a(b: &Bound) -> Vec<(Rc<str>, Value)> {
    b.given_args()
        .filter(|(k, _)| *k != "a")
        .map(|(k, v)| (k.into(), v.clone()))
        .collect()
}

/// nansum/nanprod: NaN becomes the identity, then the plain reduction.
fn nan_sum(it: &mut Interp, name: &str, b: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(b.arg("a"), host, None)?;
    let kw = given_except_a(b);
    let prod = name == "nanprod";
    let x = if inexact(a.dtype) {
        let mask = un(Op::IsNan, &a)?;
        let id = cst(if prod { 1.0 } else { 0.0 }, a.dtype, host);
        ae(arr::where_(&mask, &id, &a))?
    } else {
        a
    };
    super::reduce::call(it, if prod { "prod" } else { "sum" }, false, &x, &[], &kw)
}

/// nanmin/nanmax(a, axis, out, keepdims, initial): NumPy's fmin/fmax reductions.
fn nan_ext(it: &mut Interp, name: &str, b: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(b.arg("a"), host, None)?;
    let max = name == "nanmax";
    let axes = axes_of(it, &arg(b, "axis"), a.ndim())?;
    let count: usize = axes.iter().map(|&k| a.shape[k]).product();
    let initial = arg(b, "initial");
    if count == 0 && initial.is_none() && a.size() == 0 {
        return Err(value_err(format!(
            "zero-size array to reduction operation {} which has no identity",
            if max { "fmax" } else { "fmin" }
        )));
    }
    let mut kw2: Vec<(Rc<str>, Value)> = Vec::new();
    for k in ["axis", "keepdims", "initial", "where"] {
        if let Some(v) = arg(b, k) {
            kw2.push((k.into(), v));
        }
    }
    let r = if inexact(a.dtype) {
        let mask = un(Op::IsNan, &a)?;
        let fill = cst(
            if max {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            },
            a.dtype,
            host,
        );
        let x = ae(arr::where_(&mask, &fill, &a))?;
        let Value::Array(m) =
            super::reduce::call(it, if max { "max" } else { "min" }, false, &x, &[], &kw2)?
        else {
            unreachable!("reductions give arrays")
        };
        if initial.is_some() {
            m
        } else {
            let all = red(&mask, &axes, Reduce::All, b.flag("keepdims"), None)?;
            if host && count > 0 && it.array_any(&all)? {
                it.warn_here(
                    crate::interp::error::ExcType::RuntimeWarning,
                    "All-NaN slice encountered",
                )?;
            }
            let w = ae(arr::where_(&all, &cst(f64::NAN, m.dtype, host), &m))?;
            cast(&w, m.dtype)?
        }
    } else {
        let Value::Array(m) =
            super::reduce::call(it, if max { "max" } else { "min" }, false, &a, &[], &kw2)?
        else {
            unreachable!("reductions give arrays")
        };
        m
    };
    let r = ae(arr::astype(&r, r.dtype))?;
    give(it, r, &arg(b, "out"))
}

/// ptp(a, axis, out, keepdims): max - min in the array's dtype.
fn ptp(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(b.arg("a"), host, None)?;
    let axes = axes_of(it, &arg(b, "axis"), a.ndim())?;
    let keepdims = b.flag("keepdims");
    let hi = red(&a, &axes, Reduce::Max, keepdims, None)?;
    let lo = red(&a, &axes, Reduce::Min, keepdims, None)?;
    let r = bin(Op::Sub, &hi, &lo)?;
    give(it, r, &arg(b, "out"))
}

/// cumsum/cumprod of `a` (axis, dtype, out): NumPy's sequential accumulate.
fn cumulative(it: &mut Interp, name: &str, a: A, b: &Bound) -> RtResult<Value> {
    let prod = name.ends_with("prod");
    let r = if prod { Reduce::Prod } else { Reduce::Sum };
    let acc = dtype_of(&arg(b, "dtype"))?.unwrap_or_else(|| arr::reduce_dtype(a.dtype, r));
    let axis = match &arg(b, "axis") {
        None => None,
        Some(v) if a.ndim() == 0 => {
            it.norm_axis(int_of(v)?, 1)?;
            None
        }
        Some(v) => Some(it.norm_axis(int_of(v)?, a.ndim())?),
    };
    let out = ae(crate::array::stats::cumulative(&a, acc, axis, prod))?;
    give(it, out, &arg(b, "out"))
}

/// count_nonzero(a, axis=None, *, keepdims=False).
fn count_nonzero(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(b.arg("a"), host, None)?;
    let keepdims = b.flag("keepdims");
    let nz = cast(&a, DType::Bool)?;
    let axis = arg(b, "axis");
    let axes = axes_of(it, &axis, a.ndim())?;
    let r = red(&nz, &axes, Reduce::Sum, keepdims, Some(DType::I64))?;
    if axis.is_none() && !keepdims {
        return Ok(Value::Int(r.to_col().map_err(arr_err)?.get_c(0).0 as i64));
    }
    it.finish(r)
}

/// average(a, axis=None, weights=None, returned=False, *, keepdims).
fn average(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(b.arg("a"), host, None)?;
    let axis = arg(b, "axis");
    // np.average names its argument in the axis error ("axis: axis 3 is out of bounds ...").
    let axes = axes_strict(it, &axis, a.ndim()).map_err(|e| {
        match e.exc_obj().and_then(|x| x.args.first()) {
            Some(Value::Str(m)) if m.starts_with("axis ") => {
                crate::interp::error::err(e.exc_type(), format!("axis: {m}"))
            }
            _ => e,
        }
    })?;
    let keepdims = b.flag("keepdims");
    let (avg, scl) = match &arg(b, "weights") {
        None => {
            let avg = mean_of(&a, &axes, keepdims)?;
            // NumPy computes `a.size / avg.size` in Python: an empty result divides by zero.
            if avg.size() == 0 {
                return Err(crate::interp::error::err(
                    crate::interp::error::ExcType::ZeroDivisionError,
                    "division by zero".to_string(),
                ));
            }
            let ratio = a.size() as f64 / avg.size() as f64;
            let scl = cst(ratio, avg.dtype, host);
            (avg, scl)
        }
        Some(w) => {
            let w = it.to_array(w, host, None)?;
            let rdt = if inexact(a.dtype) {
                crate::array::dtype::promote(a.dtype, w.dtype)
            } else {
                crate::array::dtype::promote(
                    crate::array::dtype::promote(a.dtype, w.dtype),
                    DType::F64,
                )
            };
            let w = if a.shape != w.shape {
                if axis.is_none() {
                    return Err(type_err(
                        "Axis must be specified when shapes of a and weights differ.",
                    ));
                }
                let order = axis_order(it, &axis, a.ndim())?;
                let want: Vec<usize> = order.iter().map(|&k| a.shape[k]).collect();
                if w.shape != want {
                    return Err(value_err(
                        "Shape of weights must be consistent with shape of a along specified axis.",
                    ));
                }
                // Weights along the named axes, broadcast over the others.
                let mut perm: Vec<usize> = (0..order.len()).collect();
                perm.sort_by_key(|&i| order[i]);
                let wt = it.transpose(&w, Some(perm))?;
                let dims: Vec<i64> = (0..a.ndim())
                    .map(|k| {
                        if axes.contains(&k) {
                            a.shape[k] as i64
                        } else {
                            1
                        }
                    })
                    .collect();
                it.reshape(&wt, &dims)?
            } else {
                w
            };
            let scl = red(&cast(&w, rdt)?, &axes, Reduce::Sum, keepdims, Some(rdt))?;
            let wb = ae(arr::broadcast_to(&w, &a.shape))?;
            let zero = red(
                &bin(Op::Eq, &scl, &cst(0.0, rdt, host))?,
                &(0..scl.ndim()).collect::<Vec<_>>(),
                Reduce::Any,
                false,
                None,
            )?;
            if zero.to_col().map_err(arr_err)?.get_c(0).0 != 0.0 {
                return Err(err(
                    ExcType::ZeroDivisionError,
                    "Weights sum to zero, can't be normalized",
                ));
            }
            let prod = bin(Op::Mul, &cast(&a, rdt)?, &cast(&wb, rdt)?)?;
            let s = red(&prod, &axes, Reduce::Sum, keepdims, None)?;
            (bin(Op::Div, &s, &scl)?, scl)
        }
    };
    if !b.flag("returned") {
        return it.finish(avg);
    }
    let scl = if scl.shape != avg.shape {
        ae(arr::broadcast_to(&scl, &avg.shape))?
    } else {
        scl
    };
    let scl = Array::from_col(
        scl.to_col().map_err(arr_err)?,
        scl.dtype,
        avg.shape.clone(),
        host,
    );
    let a = it.finish(avg)?;
    let s = it.finish(scl)?;
    Ok(Value::tuple(vec![a, s]))
}

/// The axes as given (normalised, in the order written).
fn axis_order(it: &Interp, v: &Option<Value>, nd: usize) -> RtResult<Vec<usize>> {
    match v {
        Some(Value::Tuple(t)) => t.iter().map(|x| it.norm_axis(int_of(x)?, nd)).collect(),
        Some(x) => Ok(vec![it.norm_axis(int_of(x)?, nd)?]),
        None => Ok((0..nd).collect()),
    }
}

/// NumPy's mean over axes: float64 for integers, float32 accumulation for float16.
fn mean_of(a: &A, axes: &[usize], keepdims: bool) -> RtResult<A> {
    let n: usize = axes.iter().map(|&k| a.shape[k]).product();
    let acc = match a.dtype {
        DType::F16 => DType::F32,
        d if inexact(d) => d,
        _ => DType::F64,
    };
    let s = red(a, axes, Reduce::Sum, keepdims, Some(acc))?;
    let m = bin(Op::Div, &s, &cst(n as f64, acc, a.host))?;
    if a.dtype == DType::F16 {
        cast(&m, DType::F16)
    } else {
        Ok(m)
    }
}

thread_local! {
    /// The module's clip and round functions, for the array methods (by host flag).
    static UFUNCS: RefCell<Vec<(bool, &'static str, Value)>> = const { RefCell::new(Vec::new()) };
}

pub fn install(m: &std::rc::Rc<Module>, host: bool) {
    for n in ["clip", "round"] {
        if let Some(f) = m.get(n) {
            UFUNCS.with(|u| u.borrow_mut().push((host, n, f)));
        }
    }
    for n in ["std", "var", "nanstd", "nanvar"] {
        reg_bound(m, n, host, move |it, b, host| {
            let a = it.to_array(b.arg("a"), host, None)?;
            moment(it, n, a, b)
        });
    }
    reg_bound(m, "nanmean", host, nanmean);
    for n in ["nansum", "nanprod"] {
        reg_bound(m, n, host, move |it, b, host| nan_sum(it, n, b, host));
    }
    for n in ["nanmin", "nanmax"] {
        reg_bound(m, n, host, move |it, b, host| nan_ext(it, n, b, host));
    }
    reg_bound(m, "ptp", host, ptp);
    for n in ["cumsum", "cumprod"] {
        reg_bound(m, n, host, move |it, b, host| {
            let a = it.to_array(b.arg("a"), host, None)?;
            cumulative(it, n, a, b)
        });
    }
    reg_bound(m, "count_nonzero", host, count_nonzero);
    reg_bound(m, "average", host, average);
    quant::install(m, host);
    hist::install(m, host);
    cmp::install(m, host);
    linalg::install(m, host);
}

/// `a.NAME(...)` when NAME belongs to this family; `b` holds the arguments bound to the
/// method's declaration (clip and round pass the call on to their ufuncs as it came).
pub fn method(
    it: &mut Interp,
    a: &ArrayRef,
    name: &str,
    b: &Bound,
    args: &[Value],
    kw: &Kw,
) -> Option<RtResult<Value>> {
    let host = a.host;
    Some(match name {
        "std" | "var" => moment(it, name, a.clone(), b),
        "cumsum" | "cumprod" => cumulative(it, name, a.clone(), b),
        "trace" => linalg::trace(it, a.clone(), b),
        "diagonal" => linalg::diagonal(it, a.clone(), b),
        "fill" => fill(it, a, b),
        "clip" | "round" => {
            // (The namespace registers its ufuncs when it is made.)
            it.array_namespace(host);
            let f = UFUNCS.with(|u| {
                u.borrow()
                    .iter()
                    .find(|(h, n, _)| *h == host && *n == name)
                    .map(|(_, _, f)| f.clone())
            });
            match f {
                // `a.clip(1)`: the method's min and max are np.clip's keywords.
                Some(f) if name == "clip" => {
                    let mut kws: Vec<(Rc<str>, Value)> = ["min", "max", "out"]
                        .into_iter()
                        .filter(|n| b.given(n))
                        .map(|n| (Rc::from(n), b.arg(n).clone()))
                        .collect();
                    kws.extend(b.extra.iter().cloned());
                    it.call(&f, &[Value::Array(a.clone())], &kws)
                }
                Some(f) => {
                    let mut full = vec![Value::Array(a.clone())];
                    full.extend_from_slice(args);
                    it.call(&f, &full, kw)
                }
                None => return None,
            }
        }
        _ => return None,
    })
}

/// `a.fill(value)`: every element becomes the value (cast to the array's dtype).
fn fill(it: &mut Interp, a: &A, b: &Bound) -> RtResult<Value> {
    let value = b.arg("value");
    it.check_store(value, a.dtype)?;
    let v = it.to_array(value, a.host, None)?;
    if v.size() != 1 {
        return Err(value_err(
            "could not convert to a scalar: fill takes one value",
        ));
    }
    let v = ae(arr::astype(&v, a.dtype))?;
    let (buf, lay) = a.ready().map_err(arr_err)?;
    ae(arr::write_into(&buf, &lay, a.dtype, &v))?;
    Ok(Value::None)
}
