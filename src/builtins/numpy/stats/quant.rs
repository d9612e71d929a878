//! median, nanmedian, percentile, quantile: NumPy's order statistics (`_median`,
//! `_quantile` with the methods linear, lower, higher, nearest, midpoint), each step
//! rounded to the dtype NumPy computes it in.
use super::{A, ae, array, axes_strict, bind, give, inexact, truthy};
use crate::array::col::{Col, round_half};
use crate::array::dtype::{self, DType};
use crate::array::{Array, stats as st};
use crate::builtins::numpy::reg;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::cmp::Ordering;

/// Rounds an f64 to what `dt` holds (each step of a computation in that dtype).
fn rnd(x: f64, dt: DType) -> f64 {
    match dt {
        DType::F32 => x as f32 as f64,
        DType::F16 => round_half(x as f32) as f64,
        _ => x,
    }
}

fn nan_last(a: &f64, b: &f64) -> Ordering {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ => a.partial_cmp(b).unwrap_or(Ordering::Equal),
    }
}

/// Rows of the reduced elements (as f64), their length, and the result shape.
struct Rows {
    vals: Vec<f64>,
    len: usize,
    shape: Vec<usize>,
}

fn rows_of(it: &Interp, a: &A, axis: &Option<Value>, keepdims: bool) -> RtResult<Rows> {
    if a.dtype.is_complex() {
        return Err(type_err("a must be an array of real numbers"));
    }
    let axes = axes_strict(it, axis, a.ndim())?;
    let c = ae(st::rows_axes(a, &axes))?.cast(a.dtype, DType::F64);
    let Col::F(vals) = c else {
        unreachable!("cast to float64")
    };
    let len: usize = axes.iter().map(|&k| a.shape[k]).product();
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
    Ok(Rows { vals, len, shape })
}

fn rows_iter(r: &Rows) -> Vec<&[f64]> {
    let nrows = crate::array::layout::size_of(&r.shape);
    (0..nrows)
        .map(|i| &r.vals[i * r.len..(i + 1) * r.len])
        .collect()
}

/// The median of one row in `cd` (NumPy's mean of the middle one or two).
fn median_row(row: &[f64], cd: DType, skip_nan: bool) -> f64 {
    let mut v: Vec<f64> = if skip_nan {
        row.iter().copied().filter(|x| !x.is_nan()).collect()
    } else {
        row.to_vec()
    };
    if v.is_empty() || (!skip_nan && v.iter().any(|x| x.is_nan())) {
        return f64::NAN;
    }
    v.sort_by(nan_last);
    let n = v.len();
    if n % 2 == 1 {
        rnd(v[n / 2], cd)
    } else {
        rnd(rnd(v[n / 2 - 1] + v[n / 2], cd) / 2.0, cd)
    }
}

fn median(
    it: &mut Interp,
    name: &str,
    args: &[Value],
    kw: &[(std::rc::Rc<str>, Value)],
    host: bool,
) -> RtResult<Value> {
    let p = bind(
        name,
        args,
        kw,
        &["a", "axis", "out", "overwrite_input", "keepdims"],
        1,
        5,
    )?;
    let a = array(it, &p[0], host)?;
    let r = rows_of(it, &a, &p[1], truthy(&p[4]))?;
    let (cd, out) = match a.dtype {
        DType::F16 => (DType::F32, DType::F16),
        d if inexact(d) => (d, d),
        _ => (DType::F64, DType::F64),
    };
    let skip = name == "nanmedian";
    let vals: Vec<f64> = rows_iter(&r)
        .into_iter()
        .map(|row| median_row(row, cd, skip))
        .collect();
    let res = Array::from_col(Col::F(vals).cast(DType::F64, out), out, r.shape, host);
    give(it, res, &p[2])
}

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
    name: &str,
    args: &[Value],
    kw: &[(std::rc::Rc<str>, Value)],
    host: bool,
) -> RtResult<Value> {
    let p = bind(
        name,
        args,
        kw,
        &[
            "a",
            "q",
            "axis",
            "out",
            "overwrite_input",
            "method",
            "keepdims",
            "weights",
            "interpolation",
        ],
        2,
        7,
    )?;
    let a = array(it, &p[0], host)?;
    if a.dtype.is_complex() {
        return Err(type_err("a must be an array of real numbers"));
    }
    if p[7].is_some() {
        return Err(type_err(format!(
            "{name}(): weights are not supported in gpa"
        )));
    }
    let method = match &p[5] {
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
    if !["linear", "lower", "higher", "nearest", "midpoint"].contains(&method.as_str()) {
        return Err(value_err(format!(
            "method '{method}' is not supported in gpa (linear, lower, higher, nearest, midpoint are)"
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
    let int_q = !pct && !q.dtype.is_float();
    let qc = ae(q.to_col())?.cast(q.dtype, DType::F64);
    let Col::F(mut qs) = qc else {
        unreachable!("cast to float64")
    };
    if pct {
        for x in qs.iter_mut() {
            *x = rnd(*x / 100.0, gd);
        }
    }
    if qs.iter().any(|&x| !(0.0..=1.0).contains(&x)) {
        return Err(value_err(if pct {
            "Percentiles must be in the range [0, 100]"
        } else {
            "Quantiles must be in the range [0, 1]"
        }));
    }
    let r = rows_of(it, &a, &p[2], truthy(&p[6]))?;
    let n = r.len;
    let rows = rows_iter(&r);
    let ad = if a.dtype.is_float() {
        a.dtype
    } else {
        DType::F64
    };
    let index_only = int_q || ["lower", "higher", "nearest"].contains(&method.as_str());
    let md = if index_only {
        if int_q {
            gd = DType::I64;
        }
        a.dtype
    } else {
        dtype::promote(ad, gd)
    };
    if n == 0 && !rows.is_empty() {
        return Err(err(
            ExcType::IndexError,
            "index -1 is out of bounds for axis 0 with size 0",
        ));
    }
    let sorted: Vec<Vec<f64>> = rows
        .iter()
        .map(|row| {
            let mut v = row.to_vec();
            v.sort_by(nan_last);
            v
        })
        .collect();
    let mut vals = Vec::with_capacity(qs.len() * sorted.len());
    for &qq in &qs {
        let x = if gd == DType::I64 {
            (n as f64 - 1.0) * qq
        } else {
            rnd((n as f64 - 1.0) * qq, gd)
        };
        for v in &sorted {
            if v.last().is_some_and(|l| l.is_nan()) {
                vals.push(f64::NAN);
                continue;
            }
            let at = |i: f64| -> f64 {
                let i = (i.max(0.0) as usize).min(n - 1);
                v[i]
            };
            let res = match method.as_str() {
                _ if int_q => at(x),
                "lower" => at(x.floor()),
                "higher" => at(x.ceil()),
                "nearest" => at(x.round_ties_even()),
                m => {
                    let vi = if m == "midpoint" {
                        rnd(0.5 * (x.floor() + x.ceil()), gd)
                    } else {
                        x
                    };
                    let (prev, next, pnum) = if vi >= n as f64 - 1.0 {
                        (n - 1, n - 1, -1.0)
                    } else {
                        let f = vi.floor();
                        (f as usize, f as usize + 1, f)
                    };
                    let mut g = rnd(vi - pnum, gd);
                    if m == "midpoint" {
                        g = if vi % 1.0 == 0.0 { 0.0 } else { 0.5 };
                    }
                    let (lo, hi) = (v[prev], v[next]);
                    let diff = rnd(hi - lo, ad);
                    if g >= 0.5 {
                        rnd(hi - rnd(diff * rnd(1.0 - g, gd), md), md)
                    } else {
                        rnd(lo + rnd(diff * g, md), md)
                    }
                }
            };
            vals.push(res);
        }
    }
    let mut shape = q.shape.clone();
    shape.extend(r.shape.iter());
    let res = Array::from_col(Col::F(vals).cast(DType::F64, md), md, shape, host);
    give(it, res, &p[3])
}

pub fn install(m: &Module, host: bool) {
    for n in ["median", "nanmedian"] {
        reg(m, n, host, move |it, a, kw, host| {
            median(it, n, a, kw, host)
        });
    }
    for n in ["quantile", "percentile"] {
        reg(m, n, host, move |it, a, kw, host| {
            quantile(it, n, a, kw, host)
        });
    }
}
