//! median, nanmedian, percentile, quantile: NumPy's order statistics (`_median`,
//! `_quantile` with all thirteen methods and `inverted_cdf` weights), each step
//! rounded to the dtype NumPy computes it in.
use super::{A, ae, array, axes_strict, give, inexact, truthy};
use crate::array::col::{Col, round_to};
use crate::array::dtype::{self, DType};
use crate::array::layout::Layout;
use crate::array::ops::Op;
use crate::array::rows::{permuted_buf, reduced_last};
use crate::array::sort::along;
use crate::builtins::sig::Bound;
use crate::interp::arrays::device_err;

use crate::array::sort::orders_for;
use crate::array::sort::sort as sort_array;
use crate::array::{self as arr, Array, ArrayRef, astype, stats as st};
use crate::backend::Orders;
use crate::builtins::numpy::reg_bound;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use crate::lazy::{Buf, Reduce};
use std::rc::{Rc, Weak};

/// The reduced axes (checked) and the result's shape.
fn reduced(
    it: &Interp,
    a: &A,
    axis: &Option<Value>,
    keepdims: bool,
) -> RtResult<(Vec<usize>, Vec<usize>)> {
    if a.dtype.is_complex() {
        return Err(type_err("a must be an array of real numbers"));
    }
    let axes = axes_strict(it, axis, a.ndim())?;
    let shape = (0..a.ndim())
        .filter_map(|k| {
            if !axes.contains(&k) {
                Some(a.shape[k])
            } else if keepdims {
                Some(1)
            } else {
                None
            }
        })
        .collect();
    Ok((axes, shape))
}

/// How many rows the reduction leaves (the product of the other axes).
fn kept_rows(a: &A, axes: &[usize]) -> usize {
    (0..a.ndim())
        .filter(|k| !axes.contains(k))
        .map(|k| a.shape[k])
        .product()
}

/// Rows of the reduced elements, contiguous where the array lives (float16 as float32,
/// exactly), and the `Orders` that takes them: the array's, or the CPU's when the device
/// does not sort the dtype or size.
struct Rows {
    orders: &'static dyn Orders,
    buf: Buf,
    off: usize,
    dtype: DType,
    rows: usize,
    len: usize,
}

fn rows_where(a: &A, axes: &[usize]) -> RtResult<Rows> {
    let len: usize = axes.iter().map(|&k| a.shape[k]).product();
    let rows = kept_rows(a, axes);
    let dtype = crate::array::rows::compare_dtype(a.dtype);
    let x = if dtype == a.dtype {
        a.clone()
    } else {
        ae(astype(a, dtype))?
    };
    let orders = orders_for(&x, |o| o.sortable(dtype, a.size()));
    let (buf, off) = ae(permuted_buf(&x, &reduced_last(a.ndim(), axes), false))?;
    Ok(Rows {
        orders,
        buf,
        off,
        dtype,
        rows,
        len,
    })
}

/// `rows_where` with each row sorted (NaNs last) by its `Orders`.
fn sorted_rows(a: &A, axes: &[usize]) -> RtResult<Rows> {
    let r = rows_where(a, axes)?;
    let buf = r
        .orders
        .sort_rows((&r.buf, r.off), r.dtype, a.size(), r.len, false)
        .map_err(device_err)?;
    Ok(Rows { buf, off: 0, ..r })
}

/// A result of `shape` in `dt` where the arrays live (`host`), as `want`.
fn result(buf: Buf, shape: Vec<usize>, dt: DType, want: DType, host: bool) -> RtResult<A> {
    let r = Array::view(buf, Layout::contiguous(&shape), dt, host);
    if dt == want {
        Ok(r)
    } else {
        ae(astype(&r, want))
    }
}

pub(super) fn median(it: &mut Interp, name: &str, b: &Bound, host: bool) -> RtResult<Value> {
    let p = b.opts(&["a", "axis", "out", "overwrite_input", "keepdims"]);
    let a = array(it, &p[0], host)?;
    let (cd, out) = match a.dtype {
        DType::F16 => (DType::F32, DType::F16),
        d if inexact(d) => (d, d),
        _ => (DType::F64, DType::F64),
    };
    let skip = name == "nanmedian";
    if a.dtype.is_complex() {
        let r = complex_median(it, &a, &p[1], truthy(&p[4]), skip)?;
        return give(it, r, &p[2]);
    }
    let (axes, shape) = reduced(it, &a, &p[1], truthy(&p[4]))?;
    let s = rows_where(&a, &axes)?;
    let m = s
        .orders
        .median((&s.buf, s.off), s.dtype, (s.rows, s.len), skip, cd)
        .map_err(device_err)?;
    let res = result(m, shape, DType::F64, out, a.host)?;
    // Only a row of NaNs has a NaN median once NaNs are skipped: NumPy's warning for it.
    if skip && host && res.size() > 0 {
        let nan = crate::array::unary(crate::array::ops::Op::IsNan, &res)
            .map_err(crate::interp::arrays::arr_err)?;
        if it.array_any(&nan)? {
            it.warn_here(
                crate::interp::error::ExcType::RuntimeWarning,
                "All-NaN slice encountered",
            )?;
        }
    }
    give(it, res, &p[2])
}

/// `median` of complex values: NumPy sorts them (real part, then imaginary, NaN-holding
/// values last) and averages the middle one or two; where the last sorted value holds a NaN
/// the median is that value (`skip`, nanmedian: the middle of each row's values without
/// NaN, NaN for a row of NaNs). Array operations, so device arrays stay on the device.
fn complex_median(
    it: &Interp,
    a: &A,
    axis: &Option<Value>,
    keepdims: bool,
    skip: bool,
) -> RtResult<ArrayRef> {
    let axes = axes_strict(it, axis, a.ndim())?;
    let shape: Vec<usize> = (0..a.ndim())
        .filter_map(|k| match (axes.contains(&k), keepdims) {
            (false, _) => Some(a.shape[k]),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect();
    let len: usize = axes.iter().map(|&k| a.shape[k]).product();
    let rows: usize = (0..a.ndim())
        .filter(|k| !axes.contains(k))
        .map(|k| a.shape[k])
        .product();
    if len == 0 || rows == 0 {
        let nan = arr::constant((f64::NAN, f64::NAN), None, a.dtype, a.host);
        return ae(arr::reshaped_copy(
            &*ae(arr::broadcast_to(&nan, &shape))?,
            &shape,
        ));
    }
    let (buf, lay) = ae(a.ready())?;
    let x = Array::view(
        buf,
        lay.permute(&reduced_last(a.ndim(), &axes)),
        a.dtype,
        a.host,
    );
    let sorted = ae(sort_array(
        &*ae(arr::reshaped_copy(&x, &[rows, len]))?,
        Some(1),
    ))?;
    let at = |i: usize| ae(st::slice_axis(&sorted, 1, i, i + 1));
    // NumPy's mean of the middle: a sum from +0 (so -0.0 comes out 0.0), then a division.
    let zero = arr::constant((0.0, 0.0), None, a.dtype, a.host);
    if skip {
        let m = nan_skipping_middle(&sorted, &zero)?;
        return ae(arr::reshaped_copy(&m, &shape));
    }
    let mut m = ae(arr::binary(Op::Add, &zero, &*at(len / 2)?))?;
    if len.is_multiple_of(2) {
        let two = arr::constant((2.0, 0.0), None, a.dtype, a.host);
        let sum = ae(arr::binary(
            Op::Add,
            &*ae(arr::binary(Op::Add, &zero, &*at(len / 2 - 1)?))?,
            &*at(len / 2)?,
        ))?;
        m = ae(arr::binary(Op::Div, &sum, &two))?;
    }
    let last = at(len - 1)?;
    let nan = ae(arr::unary(Op::IsNan, &last))?;
    let m = ae(arr::where_(&nan, &last, &m))?;
    ae(arr::reshaped_copy(&m, &shape))
}

/// The middle of each sorted complex row's values without NaN (they sort last): the
/// positions come from each row's count, as nanmedian's; a row of NaNs gives NaN.
fn nan_skipping_middle(sorted: &ArrayRef, zero: &ArrayRef) -> RtResult<ArrayRef> {
    let (dt, host) = (sorted.dtype, sorted.host);
    let int = |v: f64| arr::constant((v, 0.0), None, DType::I64, host);
    let bin = |op: Op, x: &ArrayRef, y: &ArrayRef| ae(arr::binary(op, x, y));
    let held = ae(arr::unary(Op::Not, &*ae(arr::unary(Op::IsNan, sorted))?))?;
    let cnt = ae(arr::reduce_axes(
        &held,
        &[1],
        Reduce::Sum,
        true,
        Some(DType::I64),
    ))?;
    let hi = bin(Op::FloorDiv, &cnt, &int(2.0))?;
    let lo = bin(Op::Maximum, &bin(Op::Sub, &cnt, &int(1.0))?, &int(0.0))?;
    let lo = bin(Op::FloorDiv, &lo, &int(2.0))?;
    let (lo, hi) = (ae(along(sorted, &lo, 1))?, ae(along(sorted, &hi, 1))?);
    let odd = bin(Op::Add, zero, &hi)?;
    let two = arr::constant((2.0, 0.0), None, dt, host);
    let even = bin(
        Op::Div,
        &bin(Op::Add, &bin(Op::Add, zero, &lo)?, &hi)?,
        &two,
    )?;
    let parity = bin(Op::Mod, &cnt, &int(2.0))?;
    let m = ae(arr::where_(&*bin(Op::Eq, &parity, &int(0.0))?, &even, &odd))?;
    let none = bin(Op::Eq, &cnt, &int(0.0))?;
    let nan = arr::constant((f64::NAN, 0.0), None, dt, host);
    ae(arr::where_(&none, &nan, &m))
}

/// What one q reads from a sorted row of n elements: one element, or two mixed by weight
/// `g` (the same for every row; the device kernel applies it too).
#[derive(Clone, Copy)]
enum Plan {
    Pick(usize),
    Mix { prev: usize, next: usize, g: f64 },
}

/// NumPy's `_quantile` index arithmetic for q (in `gd`) over n > 0 sorted elements: each
/// method's virtual index (Hyndman and Fan's, as `_QuantileMethods` writes them) and gamma.
fn plan(qq: f64, n: usize, method: &str, gd: DType, int_q: bool) -> Plan {
    let r = |x: f64| round_to(x, gd);
    let nf = n as f64;
    let at = |i: f64| Plan::Pick((i.max(0.0) as usize).min(n - 1));
    // The discrete methods' boundary: `previous` where `keep(gamma, previous)`, else next.
    let bound = |i: f64, keep: &dyn Fn(f64, f64) -> bool| {
        let prev = i.floor();
        at(if keep(r(i - prev), prev) {
            prev
        } else {
            prev + 1.0
        })
    };
    // `_compute_virtual_index`: n*q + (alpha + q*(1 - alpha - beta)) - 1.
    // (The Python-float constants take q's dtype first, as NEP 50 has them.)
    let hf = |alpha: f64, beta: f64| {
        let spread = r(qq * r(1.0 - alpha - beta));
        r(r(r(nf * qq) + r(r(alpha) + spread)) - 1.0)
    };
    if int_q {
        return at((nf - 1.0) * qq);
    }
    let linear = r((nf - 1.0) * qq);
    let vi = match method {
        "lower" => return at(linear.floor()),
        "higher" => return at(linear.ceil()),
        "nearest" => return at(linear.round_ties_even()),
        "inverted_cdf" => return bound(r(r(nf * qq) - 1.0), &|g, _| g == 0.0),
        "closest_observation" => {
            let i = r(r(r(nf * qq) - 1.0) - 0.5);
            return bound(i, &|g, prev| g == 0.0 && prev.rem_euclid(2.0) == 1.0);
        }
        "midpoint" => r(0.5 * (linear.floor() + linear.ceil())),
        "averaged_inverted_cdf" => r(r(nf * qq) - 1.0),
        "interpolated_inverted_cdf" => hf(0.0, 1.0),
        "hazen" => hf(0.5, 0.5),
        "weibull" => hf(0.0, 0.0),
        "median_unbiased" => hf(1.0 / 3.0, 1.0 / 3.0),
        "normal_unbiased" => hf(3.0 / 8.0, 3.0 / 8.0),
        _ => linear,
    };
    // `_get_indexes`: past the last element both read it (previous taken as -1), before
    // the first both read element 0.
    let (prev, next, pnum) = if vi >= nf - 1.0 {
        (n - 1, n - 1, -1.0)
    } else if vi < 0.0 {
        (0, 0, 0.0)
    } else {
        let f = vi.floor();
        (f as usize, f as usize + 1, f)
    };
    let g = r(vi - pnum);
    let g = match method {
        "midpoint" if vi % 1.0 == 0.0 => 0.0,
        "midpoint" => 0.5,
        "averaged_inverted_cdf" if g == 0.0 => 0.5,
        "averaged_inverted_cdf" => 1.0,
        _ => g,
    };
    // Before the first element gamma is negative and prev == next, so the lerp adds
    // 0 * gamma (NaN for an infinite element, as NumPy's); -0.0 keeps that sum and is not
    // read as a pick (g < 0) by `encode`'s users.
    Plan::Mix {
        prev,
        next,
        g: if g < 0.0 { -0.0 } else { g },
    }
}

impl Plan {
    /// The kernel's (prev, next, g) triple; g < 0 is a pick.
    fn encode(self) -> [f64; 3] {
        match self {
            Plan::Pick(i) => [i as f64, i as f64, -1.0],
            Plan::Mix { prev, next, g } => [prev as f64, next as f64, g],
        }
    }
}

/// The methods that take elements (no interpolation): the result keeps the array's dtype.
const DISCRETE: &[&str] = &[
    "inverted_cdf",
    "closest_observation",
    "lower",
    "higher",
    "nearest",
];

const METHODS: &[&str] = &[
    "inverted_cdf",
    "averaged_inverted_cdf",
    "closest_observation",
    "interpolated_inverted_cdf",
    "hazen",
    "weibull",
    "linear",
    "median_unbiased",
    "normal_unbiased",
    "lower",
    "higher",
    "midpoint",
    "nearest",
];

fn quantile(
    it: &mut Interp,
    ns: &Weak<Module>,
    name: &str,
    b: &Bound,
    host: bool,
) -> RtResult<Value> {
    let p = b.opts(&[
        "a",
        "q",
        "axis",
        "out",
        "overwrite_input",
        "method",
        "keepdims",
        "weights",
        "interpolation",
    ]);
    let a = array(it, &p[0], host)?;
    if a.dtype.is_complex() {
        return Err(type_err("a must be an array of real numbers"));
    }
    // The deprecated `interpolation=` is another name for `method=`.
    let interpolation = p[8].clone().filter(|v| !matches!(v, Value::None));
    if let Some(i) = &interpolation {
        it.warn_here(
            ExcType::DeprecationWarning,
            &format!("the `interpolation=` argument to {name} was renamed to `method=`, which has additional options.\nUsers of the modes 'nearest', 'lower', 'higher', or 'midpoint' are encouraged to review the method they used. (Deprecated NumPy 1.22)"),
        )?;
        if p[5]
            .as_ref()
            .is_some_and(|m| !matches!(m, Value::Str(s) if &**s == "linear"))
        {
            return Err(type_err(
                "You shall not pass both `method` and `interpolation`!\n(`interpolation` is Deprecated in favor of `method`)",
            ));
        }
        if !matches!(i, Value::Str(_)) {
            return Err(type_err(format!(
                "method must be str, not {}",
                i.type_name()
            )));
        }
    }
    let method = match interpolation.as_ref().or(p[5].as_ref()) {
        None => "linear".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => {
            return Err(type_err(format!(
                "method must be str, not {}",
                v.type_name()
            )));
        }
    };
    if !METHODS.contains(&method.as_str()) {
        let list: Vec<String> = METHODS.iter().map(|m| format!("'{m}'")).collect();
        return Err(value_err(format!(
            "'{method}' is not a valid method. Use one of: dict_keys([{}])",
            list.join(", ")
        )));
    }
    let qv = p[1].clone().unwrap_or(Value::None);
    let py_scalar = matches!(qv, Value::Int(_) | Value::Float(_) | Value::Bool(_));
    // A Python-scalar q takes a float array's dtype (NumPy's percentile/quantile do so).
    let q = if py_scalar && a.dtype.is_float() {
        it.to_array(&qv, host, Some(a.dtype))?
    } else {
        it.to_array(&qv, host, None)?
    };
    if q.dtype.is_complex() {
        return Err(type_err("q must be real"));
    }
    let pct = name == "percentile";
    let mut gd = if q.dtype.is_float() {
        q.dtype
    } else {
        DType::F64
    };
    // An integer q (0 or 1) makes an integer virtual index in these methods: elements
    // taken as they are (linear), or through an integer lerp that gives int64 for integer
    // arrays (float arrays take the float lerp, whose 0 * inf NaN NumPy's keeps).
    let lerp_int = [
        "averaged_inverted_cdf",
        "interpolated_inverted_cdf",
        "weibull",
    ];
    let int_q = !pct
        && !q.dtype.is_float()
        && (method == "linear" || !a.dtype.is_float() && lerp_int.contains(&method.as_str()));
    let int_lerp = int_q && method != "linear";
    let qc = ae(q.to_col())?.cast(q.dtype, DType::F64);
    let Col::F(mut qs) = qc else {
        unreachable!("cast to float64")
    };
    if pct {
        for x in qs.iter_mut() {
            *x = round_to(*x / 100.0, gd);
        }
    }
    if qs.iter().any(|&x| !(0.0..=1.0).contains(&x)) {
        return Err(value_err(if pct {
            "Percentiles must be in the range [0, 100]"
        } else {
            "Quantiles must be in the range [0, 1]"
        }));
    }
    let ad = if a.dtype.is_float() {
        a.dtype
    } else {
        DType::F64
    };
    let index_only = int_q || DISCRETE.contains(&method.as_str());
    let md = if int_lerp {
        gd = DType::I64;
        dtype::promote(a.dtype, DType::I64)
    } else if index_only {
        if int_q {
            gd = DType::I64;
        }
        a.dtype
    } else {
        dtype::promote(ad, gd)
    };
    if a.dtype == DType::Bool && (!index_only || int_lerp) {
        return Err(type_err(
            "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
        ));
    }
    let (axes, rshape) = reduced(it, &a, &p[2], truthy(&p[6]))?;
    if let Some(w) = &p[7] {
        if method != "inverted_cdf" {
            return Err(value_err(format!(
                "Only method 'inverted_cdf' supports weights. Got: {method}."
            )));
        }
        // q as NumPy passes it on (a float q rounded to its dtype, percentiles divided).
        let q = if gd.is_float() {
            Array::from_col(Col::F(qs).cast(DType::F64, gd), gd, q.shape.clone(), host)
        } else {
            q
        };
        let ints = |v: &[usize]| Value::tuple(v.iter().map(|&k| Value::Int(k as i64)).collect());
        let axis = match &p[2] {
            None | Some(Value::None) => Value::None,
            Some(_) => ints(&axes),
        };
        let args = [
            Value::Array(a),
            Value::Array(q),
            axis,
            ints(&rshape),
            w.clone(),
        ];
        let r = super::super::stdlib::call_private(it, ns, "_weighted_quantile", &args)?;
        let r = array(it, &Some(r), host)?;
        // NumPy's weighted path gives a 0-d array, not a scalar, for one q.
        if p[3].is_none() {
            return Ok(Value::Array(r));
        }
        return give(it, r, &p[3]);
    }
    let s = sorted_rows(&a, &axes)?;
    let (nrows, n) = (s.rows, s.len);
    if n == 0 && nrows > 0 {
        return Err(err(
            ExcType::IndexError,
            "index -1 is out of bounds for axis 0 with size 0",
        ));
    }
    let plans: Vec<Plan> = if n == 0 {
        Vec::new()
    } else {
        qs.iter()
            .map(|&qq| plan(qq, n, &method, gd, int_q))
            .collect()
    };
    let mut shape = q.shape.clone();
    shape.extend(rshape);
    // Every row's quantiles where they were sorted, from the same plans.
    let flat: Vec<f64> = plans.iter().flat_map(|p| p.encode()).collect();
    let (out, dt) = s
        .orders
        .quantile(&s.buf, s.dtype, (nrows, n), &flat, (ad, gd, md), index_only)
        .map_err(device_err)?;
    let res = result(out, shape, dt, md, a.host)?;
    give(it, res, &p[3])
}

pub fn install(m: &Rc<Module>, host: bool) {
    for n in ["median", "nanmedian"] {
        reg_bound(m, n, host, move |it, b, host| median(it, n, b, host));
    }
    for n in ["quantile", "percentile"] {
        let ns = Rc::downgrade(m);
        reg_bound(m, n, host, move |it, b, host| quantile(it, &ns, n, b, host));
    }
}
