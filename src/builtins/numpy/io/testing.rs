//! `np.testing`: assert_allclose, assert_array_equal, assert_array_almost_equal, assert_equal,
//! with NumPy's AssertionError messages (a port of `assert_array_compare` and `build_err_msg`).
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::broadcast_shapes;
use crate::array::ops::Op;
use crate::array::{self as arr, Array, ArrayRef};
use crate::builtins::format::format_float;
use crate::builtins::numpy::reg_bound;
use crate::builtins::{want_float, want_int};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err};
use crate::interp::value::{Module, Value};
use crate::syntax::ast::CmpOp;
use std::rc::Rc;

pub fn module(host: bool) -> Rc<Module> {
    let m = Module::new(if host {
        "numpy.testing"
    } else {
        "cupy.testing"
    });
    reg_bound(&m, "assert_allclose", host, |it, b, host| {
        let v = |n: &str| b.get(n).cloned();
        let rtol = opt_f(&v("rtol"), 1e-7)?;
        let atol = opt_f(&v("atol"), 0.0)?;
        let c = Cmp {
            kind: Kind::Close(rtol, atol),
            header: format!("Not equal to tolerance rtol={}, atol={}", g(rtol), g(atol)),
            err_msg: opt_s(it, &v("err_msg"))?,
            verbose: b.flag("verbose"),
            precision: 6,
            equal_nan: b.flag("equal_nan"),
            strict: b.flag("strict"),
        };
        compare(it, &v("actual"), &v("desired"), &c, host)
    });
    reg_bound(&m, "assert_array_equal", host, |it, b, host| {
        let v = |n: &str| b.get(n).cloned();
        let c = Cmp {
            kind: Kind::Equal,
            header: "Arrays are not equal".into(),
            err_msg: opt_s(it, &v("err_msg"))?,
            verbose: b.flag("verbose"),
            precision: 6,
            equal_nan: true,
            strict: b.flag("strict"),
        };
        compare(it, &v("actual"), &v("desired"), &c, host)
    });
    reg_bound(&m, "assert_array_almost_equal", host, |it, b, host| {
        let v = |n: &str| b.get(n).cloned();
        let decimal = match &v("decimal") {
            None => 6,
            Some(d) => want_int(d, "decimal")?,
        };
        let c = Cmp {
            kind: Kind::Almost(decimal),
            header: format!("Arrays are not almost equal to {decimal} decimals"),
            err_msg: opt_s(it, &v("err_msg"))?,
            verbose: b.flag("verbose"),
            precision: decimal.clamp(0, 100) as usize,
            equal_nan: true,
            strict: false,
        };
        compare(it, &v("actual"), &v("desired"), &c, host)
    });
    reg_bound(&m, "assert_equal", host, |it, b, host| {
        let err_msg = opt_s(it, &b.get("err_msg").cloned())?;
        let (x, y) = (b.arg("actual"), b.arg("desired"));
        assert_equal(
            it,
            x,
            y,
            &err_msg,
            b.flag("verbose"),
            b.flag("strict"),
            host,
        )
    });
    m
}

fn opt_f(v: &Option<Value>, d: f64) -> RtResult<f64> {
    match v {
        None => Ok(d),
        Some(v) => want_float(v, ""),
    }
}

fn opt_s(it: &mut Interp, v: &Option<Value>) -> RtResult<String> {
    match v {
        None => Ok(String::new()),
        Some(v) => it.to_str(v),
    }
}

/// Python's `f'{x:g}'`.
fn g(x: f64) -> String {
    format_float(x, "g").unwrap_or_else(|_| x.to_string())
}

#[derive(Clone, Copy)]
enum Kind {
    Equal,
    Close(f64, f64),
    Almost(i64),
}

struct Cmp {
    kind: Kind,
    header: String,
    err_msg: String,
    verbose: bool,
    precision: usize,
    equal_nan: bool,
    strict: bool,
}

fn fail(msg: String) -> Box<crate::interp::error::RtErr> {
    err(ExcType::AssertionError, msg)
}

/// A host array for a value (device arrays are copied, NumPy scalars become 0-d arrays, as
/// `np.asanyarray` gives).
fn as_array(it: &mut Interp, v: &Value) -> RtResult<ArrayRef> {
    let a = match v {
        Value::Array(a) => a.clone(),
        other => it.to_array(other, true, None)?,
    };
    if a.host && !a.scalar {
        return Ok(a);
    }
    let c = a.to_col().map_err(arr_err)?;
    Ok(Array::from_col(c, a.dtype, a.shape.clone(), true))
}

/// `repr` of an array with `precision`, cut to 3 lines as build_err_msg does.
fn arr_repr(it: &mut Interp, a: &ArrayRef, precision: usize) -> RtResult<String> {
    let saved = it.print_opts.precision;
    it.print_opts.precision = precision;
    let r = it.array_repr(a);
    it.print_opts.precision = saved;
    Ok(cut(r?))
}

fn cut(r: String) -> String {
    if r.matches('\n').count() > 3 {
        let mut s = r.lines().take(3).collect::<Vec<_>>().join("\n");
        s.push_str("...");
        s
    } else {
        r
    }
}

/// NumPy's build_err_msg; `reprs` are the already formatted ACTUAL and DESIRED.
fn build_msg(header: &str, err_msg: &str, reprs: Option<(String, String)>) -> String {
    let mut msg = vec![format!("\n{header}")];
    if !err_msg.is_empty() {
        if !err_msg.contains('\n') && err_msg.chars().count() + header.chars().count() < 79 {
            msg[0] = format!("{} {err_msg}", msg[0]);
        } else {
            msg.push(err_msg.to_string());
        }
    }
    if let Some((a, d)) = reprs {
        msg.push(format!(" ACTUAL: {a}"));
        msg.push(format!(" DESIRED: {d}"));
    }
    msg.join("\n")
}

fn array_msg(
    it: &mut Interp,
    c: &Cmp,
    x: &ArrayRef,
    y: &ArrayRef,
    err_msg: &str,
) -> RtResult<String> {
    let reprs = if c.verbose {
        Some((arr_repr(it, x, c.precision)?, arr_repr(it, y, c.precision)?))
    } else {
        None
    };
    Ok(build_msg(&c.header, err_msg, reprs))
}

fn shape_str(s: &[usize]) -> String {
    super::npy::shape_repr(s)
}

/// Elements broadcast to `shape`, as complex pairs.
fn cplx(a: &ArrayRef, shape: &[usize]) -> RtResult<Vec<(f64, f64)>> {
    let b = broadcast(a, shape)?;
    let c = b.to_col().map_err(arr_err)?;
    Ok((0..c.len()).map(|i| c.get_c(i)).collect())
}

fn broadcast(a: &ArrayRef, shape: &[usize]) -> RtResult<ArrayRef> {
    let (buf, lay) = a.ready().map_err(arr_err)?;
    let l = lay
        .broadcast_to(shape)
        .map_err(crate::interp::error::value_err)?;
    Ok(Array::view(buf, l, a.dtype, true))
}

/// Exact integer values (for int/bool arrays), so equality of big ints is exact.
fn ints(a: &ArrayRef, shape: &[usize]) -> RtResult<Option<Vec<i128>>> {
    let c = broadcast(a, shape)?.to_col().map_err(arr_err)?;
    Ok(match c {
        Col::I(v) => Some(v.into_iter().map(i128::from).collect()),
        Col::U(v) => Some(v.into_iter().map(i128::from).collect()),
        Col::B(v) => Some(v.into_iter().map(i128::from).collect()),
        _ => None,
    })
}

fn compare(
    it: &mut Interp,
    xv: &Option<Value>,
    yv: &Option<Value>,
    c: &Cmp,
    _host: bool,
) -> RtResult<Value> {
    let x = as_array(it, xv.as_ref().unwrap_or(&Value::None))?;
    let y = as_array(it, yv.as_ref().unwrap_or(&Value::None))?;
    let ok_shape = if c.strict {
        x.shape == y.shape && x.dtype == y.dtype
    } else {
        x.shape.is_empty() || y.shape.is_empty() || x.shape == y.shape
    };
    if !ok_shape {
        let reason = if x.shape != y.shape {
            format!(
                "\n(shapes {}, {} mismatch)",
                shape_str(&x.shape),
                shape_str(&y.shape)
            )
        } else {
            format!("\n(dtypes {}, {} mismatch)", x.dtype.name(), y.dtype.name())
        };
        return Err(fail(array_msg(
            it,
            c,
            &x,
            &y,
            &format!("{}{reason}", c.err_msg),
        )?));
    }
    let shape = broadcast_shapes(&x.shape, &y.shape).map_err(crate::interp::error::value_err)?;
    let (xs, ys) = (cplx(&x, &shape)?, cplx(&y, &shape)?);
    let n = xs.len();
    let isnan = |v: (f64, f64)| v.0.is_nan() || v.1.is_nan();
    let mut flagged = vec![false; n];
    type Check<'a> = (&'a str, &'a dyn Fn((f64, f64)) -> bool);
    let checks: [Check; 3] = [
        ("nan", &isnan),
        ("+inf", &|v: (f64, f64)| v == (f64::INFINITY, 0.0)),
        ("-inf", &|v: (f64, f64)| v == (f64::NEG_INFINITY, 0.0)),
    ];
    for (k, (what, f)) in checks.iter().enumerate() {
        if k == 0 && !c.equal_nan {
            continue;
        }
        if (0..n).any(|i| f(xs[i]) != f(ys[i])) {
            let m = format!("{}\n{what} location mismatch:", c.err_msg);
            return Err(fail(array_msg(it, c, &x, &y, &m)?));
        }
        for i in 0..n {
            flagged[i] |= f(xs[i]);
        }
    }
    let (xi, yi) = (ints(&x, &shape)?, ints(&y, &shape)?);
    let mut bad = vec![false; n];
    for i in 0..n {
        if flagged[i] {
            continue;
        }
        let (a, b) = (xs[i], ys[i]);
        bad[i] = match c.kind {
            Kind::Equal => match (&xi, &yi) {
                (Some(p), Some(q)) => p[i] != q[i],
                _ => a != b,
            },
            Kind::Close(rtol, atol) => {
                let d = (a.0 - b.0).hypot(a.1 - b.1);
                let close = d <= atol + rtol * b.0.hypot(b.1);
                !(close || (c.equal_nan && isnan(a) && isnan(b)))
            }
            Kind::Almost(dec) => {
                let d = (a.0 - b.0).hypot(a.1 - b.1);
                // NaN differences count as violations, as `z < tol` is False for NaN.
                d.partial_cmp(&(1.5 * 10f64.powi(-dec as i32))) != Some(std::cmp::Ordering::Less)
            }
        };
    }
    let n_bad = bad.iter().filter(|&&b| b).count();
    if n_bad == 0 {
        return Ok(Value::None);
    }
    let pct = 100.0 * n_bad as f64 / n as f64;
    let mut remarks = vec![format!(
        "Mismatched elements: {n_bad} / {n} ({}%)",
        format_float(pct, ".3g").unwrap_or_default()
    )];
    if !(x.dtype == DType::Bool && y.dtype == DType::Bool) {
        remarks.extend(diff_remarks(it, &x, &y, &shape, &bad)?);
    }
    let m = format!("{}\n{}", c.err_msg, remarks.join("\n"));
    Err(fail(array_msg(it, c, &x, &y, &m)?))
}

/// The "Max absolute/relative difference among violations" lines, computed with NumPy's dtype
/// rules by gpa's own ufuncs (abs(x - y), and abs(y - x) for unsigned x).
fn diff_remarks(
    it: &mut Interp,
    x: &ArrayRef,
    y: &ArrayRef,
    shape: &[usize],
    bad: &[bool],
) -> RtResult<Vec<String>> {
    let sub = |p: &ArrayRef, q: &ArrayRef| -> RtResult<ArrayRef> {
        let d = arr::binary(Op::Sub, p, q).map_err(arr_err)?;
        arr::unary(Op::Abs, &d).map_err(arr_err)
    };
    let mut error = sub(x, y)?;
    if x.dtype.is_unsigned() {
        let e2 = sub(y, x)?;
        error = arr::binary(Op::Minimum, &error, &e2).map_err(arr_err)?;
    }
    let error = broadcast(
        &Array::from_col(
            error.to_col().map_err(arr_err)?,
            error.dtype,
            error.shape.clone(),
            true,
        ),
        shape,
    )?;
    let ec = error.to_col().map_err(arr_err)?;
    let idx: Vec<usize> = (0..bad.len()).filter(|&i| bad[i]).collect();
    let mut out = vec![format!(
        "Max absolute difference among violations: {}",
        max_str(it, &ec, &idx, error.dtype)?
    )];
    let yb = broadcast(y, shape)?;
    let yc = yb.to_col().map_err(arr_err)?;
    let nz: Vec<usize> = idx
        .iter()
        .copied()
        .filter(|&i| yc.get_c(i) != (0.0, 0.0))
        .collect();
    let rel = if nz.is_empty() {
        "inf".to_string()
    } else {
        let ay = arr::unary(Op::Abs, &yb).map_err(arr_err)?;
        let r = arr::binary(Op::Div, &error, &ay).map_err(arr_err)?;
        let rc = r.to_col().map_err(arr_err)?;
        max_str(it, &rc, &nz, r.dtype)?
    };
    out.push(format!("Max relative difference among violations: {rel}"));
    Ok(out)
}

/// `array2string(max(c[idx]))`: NaN wins, as np.max propagates it.
fn max_str(it: &mut Interp, c: &Col, idx: &[usize], dt: DType) -> RtResult<String> {
    let mut best = idx[0];
    for &i in idx {
        let (v, b) = (c.get_c(i).0, c.get_c(best).0);
        if b.is_nan() {
            break;
        }
        if v.is_nan() || v > b {
            best = i;
        }
    }
    // Exact ints: compare in their own lane for u64/i64 beyond f64 precision.
    if let Col::I(v) = c {
        best = *idx.iter().max_by_key(|&&i| v[i]).unwrap_or(&best);
    } else if let Col::U(v) = c {
        best = *idx.iter().max_by_key(|&&i| v[i]).unwrap_or(&best);
    }
    let one = Array::from_col(c.gather(&[best]), dt, vec![1], true);
    let s = it.array_str(&one)?;
    Ok(s.trim_start_matches('[').trim_end_matches(']').to_string())
}

fn is_ndarray(v: &Value) -> bool {
    matches!(v, Value::Array(a) if !a.scalar)
}

fn is_scalar(v: &Value) -> bool {
    match v {
        Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) | Value::Str(_) => {
            true
        }
        Value::Array(a) => a.scalar,
        _ => false,
    }
}

fn assert_equal(
    it: &mut Interp,
    actual: &Value,
    desired: &Value,
    err_msg: &str,
    verbose: bool,
    strict: bool,
    host: bool,
) -> RtResult<Value> {
    if let Value::Dict(d) = desired {
        let Value::Dict(a) = actual else {
            let t = it.repr(&Value::Type(actual.type_of()))?;
            return Err(fail(t));
        };
        assert_equal(
            it,
            &Value::Int(a.borrow().len() as i64),
            &Value::Int(d.borrow().len() as i64),
            err_msg,
            verbose,
            false,
            host,
        )?;
        let items: Vec<(Value, Value)> = d
            .borrow()
            .iter()
            .map(|(k, v)| (k.0.clone(), v.clone()))
            .collect();
        for (k, v) in items {
            if !it.contains(actual, &k)? {
                return Err(fail(it.repr(&k)?));
            }
            let av = it.get_item(actual, &k)?;
            let m = format!("key={}\n{err_msg}", it.repr(&k)?);
            assert_equal(it, &av, &v, &m, verbose, false, host)?;
        }
        return Ok(Value::None);
    }
    let seq = |v: &Value| matches!(v, Value::List(_) | Value::Tuple(_));
    if seq(desired) && seq(actual) {
        let (a, d) = (it.to_vec(actual)?, it.to_vec(desired)?);
        assert_equal(
            it,
            &Value::Int(a.len() as i64),
            &Value::Int(d.len() as i64),
            err_msg,
            verbose,
            false,
            host,
        )?;
        for (k, (x, y)) in a.iter().zip(&d).enumerate() {
            let m = format!("item={k}\n{err_msg}");
            assert_equal(it, x, y, &m, verbose, false, host)?;
        }
        return Ok(Value::None);
    }
    if is_ndarray(actual) || is_ndarray(desired) {
        let c = Cmp {
            kind: Kind::Equal,
            header: "Arrays are not equal".into(),
            err_msg: err_msg.to_string(),
            verbose,
            precision: 6,
            equal_nan: true,
            strict,
        };
        return compare(it, &Some(actual.clone()), &Some(desired.clone()), &c, host);
    }
    let reprs = if verbose {
        Some((it.repr(actual)?, it.repr(desired)?))
    } else {
        None
    };
    let msg = build_msg("Items are not equal:", err_msg, reprs);
    if is_scalar(desired) != is_scalar(actual) {
        return Err(fail(msg));
    }
    let num = |v: &Value| -> Option<(f64, f64)> {
        match v {
            Value::Bool(b) => Some((*b as i64 as f64, 0.0)),
            Value::Int(i) => Some((*i as f64, 0.0)),
            Value::Float(f) => Some((*f, 0.0)),
            Value::Complex(a, b) => Some((*a, *b)),
            Value::Array(a) if a.scalar => a.to_col().ok().map(|c| c.get_c(0)),
            _ => None,
        }
    };
    if let (Some(a), Some(d)) = (num(actual), num(desired)) {
        let nan = |v: (f64, f64)| v.0.is_nan() || v.1.is_nan();
        if nan(a) && nan(d) {
            return Ok(Value::None);
        }
        if a == (0.0, 0.0)
            && d == (0.0, 0.0)
            && (a.0.is_sign_negative() != d.0.is_sign_negative()
                || a.1.is_sign_negative() != d.1.is_sign_negative())
        {
            return Err(fail(msg));
        }
    }
    let eq = it.compare(CmpOp::Eq, desired, actual)?;
    if !it.truth(&eq)? {
        return Err(fail(msg));
    }
    Ok(Value::None)
}
