//! The `math` module, with CPython's domain and range errors.
use super::math_gamma;
use super::{arity, kwarg, native, want_float, want_int};
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::long::{self, want_big};
use crate::interp::value::{Module, Value};
use num_bigint::BigInt;
use num_integer::Integer;
use std::rc::Rc;

fn domain() -> Box<crate::interp::error::RtErr> {
    value_err("math domain error")
}

fn range_err() -> Box<crate::interp::error::RtErr> {
    err(ExcType::OverflowError, "math range error")
}

fn f1(m: &Module, name: &str, f: fn(f64) -> f64, ok: fn(f64) -> bool) {
    let n = name.to_string();
    m.set(
        name,
        native(name, move |_, a, _| {
            arity(&n, a, 1, 1)?;
            let x = want_float(&a[0], "")?;
            if !ok(x) {
                return Err(domain());
            }
            let r = f(x);
            if r.is_infinite() && x.is_finite() {
                return Err(range_err());
            }
            if r.is_nan() && !x.is_nan() {
                return Err(domain());
            }
            Ok(Value::Float(r))
        }),
    );
}

/// A two-float function without domain errors (atan2, copysign).
fn f2(m: &Module, name: &'static str, f: fn(f64, f64) -> f64) {
    m.set(
        name,
        native(name, move |_, a, _| {
            arity(name, a, 2, 2)?;
            Ok(Value::Float(f(
                want_float(&a[0], "")?,
                want_float(&a[1], "")?,
            )))
        }),
    );
}

fn any(_: f64) -> bool {
    true
}

pub fn math() -> Rc<Module> {
    let m = Module::new("math");
    m.set("pi", Value::Float(std::f64::consts::PI));
    m.set("e", Value::Float(std::f64::consts::E));
    m.set("tau", Value::Float(std::f64::consts::TAU));
    m.set("inf", Value::Float(f64::INFINITY));
    m.set("nan", Value::Float(f64::NAN));
    f1(&m, "sqrt", f64::sqrt, |x| x >= 0.0 || x.is_nan());
    f1(&m, "exp", f64::exp, any);
    f1(&m, "exp2", f64::exp2, any);
    f1(&m, "expm1", f64::exp_m1, any);
    f1(&m, "log2", f64::log2, |x| x > 0.0 || x.is_nan());
    f1(&m, "log10", f64::log10, |x| x > 0.0 || x.is_nan());
    // Ints past the float range have logarithms too (from their top bits and length).
    for (name, f) in [("log2", f64::log2 as fn(f64) -> f64), ("log10", f64::log10)] {
        let plain = m.get(name).unwrap_or(Value::None);
        m.set(
            name,
            native(name, move |it, a, kw| match a {
                [Value::Long(b)] if let Some((x, e)) = crate::interp::long::frexp(b) => {
                    Ok(Value::Float(f(x) + e as f64 * f(2.0)))
                }
                _ => it.call(&plain, a, kw),
            }),
        );
    }
    f1(&m, "log1p", f64::ln_1p, |x| x > -1.0 || x.is_nan());
    f1(&m, "sin", f64::sin, |x| !x.is_infinite());
    f1(&m, "cos", f64::cos, |x| !x.is_infinite());
    f1(&m, "tan", f64::tan, |x| !x.is_infinite());
    f1(&m, "asin", f64::asin, |x| {
        (-1.0..=1.0).contains(&x) || x.is_nan()
    });
    f1(&m, "acos", f64::acos, |x| {
        (-1.0..=1.0).contains(&x) || x.is_nan()
    });
    f1(&m, "atan", f64::atan, any);
    f1(&m, "sinh", f64::sinh, any);
    f1(&m, "cosh", f64::cosh, any);
    f1(&m, "tanh", f64::tanh, any);
    f1(&m, "asinh", f64::asinh, any);
    f1(&m, "acosh", f64::acosh, |x| x >= 1.0 || x.is_nan());
    f1(&m, "atanh", f64::atanh, |x| {
        (x > -1.0 && x < 1.0) || x.is_nan()
    });
    f1(&m, "fabs", f64::abs, any);
    f1(&m, "degrees", f64::to_degrees, any);
    f1(&m, "radians", f64::to_radians, any);
    f1(&m, "erf", math_gamma::erf, any);
    f1(&m, "erfc", math_gamma::erfc, any);
    f1(&m, "gamma", math_gamma::gamma, |x| !math_gamma::is_pole(x));
    f1(&m, "lgamma", math_gamma::lgamma, |x| {
        x.is_infinite() || !math_gamma::is_pole(x)
    });
    f1(&m, "cbrt", f64::cbrt, any);
    m.set(
        "log",
        native("log", |_, a, _| {
            arity("log", a, 1, 2)?;
            let r = match &a[0] {
                Value::Long(b) if let Some((x, e)) = crate::interp::long::frexp(b) => {
                    x.ln() + e as f64 * std::f64::consts::LN_2
                }
                v => {
                    let x = want_float(v, "")?;
                    if x <= 0.0 {
                        return Err(domain());
                    }
                    x.ln()
                }
            };
            match a.get(1) {
                None => Ok(Value::Float(r)),
                Some(b) => {
                    let b = want_float(b, "")?;
                    if b <= 0.0 {
                        return Err(domain());
                    }
                    if b == 1.0 {
                        return Err(err(ExcType::ZeroDivisionError, "float division by zero"));
                    }
                    Ok(Value::Float(r / b.ln()))
                }
            }
        }),
    );
    m.set(
        "pow",
        native("pow", |_, a, _| {
            arity("pow", a, 2, 2)?;
            let (x, y) = (want_float(&a[0], "")?, want_float(&a[1], "")?);
            if x == 0.0 && y < 0.0 || (x < 0.0 && y.fract() != 0.0 && y.is_finite()) {
                return Err(domain());
            }
            let r = x.powf(y);
            if r.is_infinite() && x.is_finite() && y.is_finite() {
                return Err(range_err());
            }
            Ok(Value::Float(r))
        }),
    );
    f2(&m, "atan2", f64::atan2);
    m.set(
        "hypot",
        native("hypot", |_, a, _| {
            let mut acc = 0.0f64;
            for v in a {
                acc = acc.hypot(want_float(v, "")?);
            }
            Ok(Value::Float(acc))
        }),
    );
    f2(&m, "copysign", f64::copysign);
    m.set(
        "fmod",
        native("fmod", |_, a, _| {
            arity("fmod", a, 2, 2)?;
            let (x, y) = (want_float(&a[0], "")?, want_float(&a[1], "")?);
            if y == 0.0 || x.is_infinite() {
                return Err(domain());
            }
            Ok(Value::Float(x % y))
        }),
    );
    m.set(
        "remainder",
        native("remainder", |_, a, _| {
            arity("remainder", a, 2, 2)?;
            let (x, y) = (want_float(&a[0], "")?, want_float(&a[1], "")?);
            if y == 0.0 {
                return Err(domain());
            }
            Ok(Value::Float(x - (x / y).round_ties_even() * y))
        }),
    );
    for (name, f) in [
        ("floor", f64::floor as fn(f64) -> f64),
        ("ceil", f64::ceil),
        ("trunc", f64::trunc),
    ] {
        m.set(
            name,
            native(name, move |it, a, _| {
                arity(name, a, 1, 1)?;
                match &a[0] {
                    Value::Int(_) | Value::Long(_) => Ok(a[0].clone()),
                    Value::Bool(b) => Ok(Value::Int(*b as i64)),
                    // An object's own __floor__ / __ceil__ / __trunc__ (Fraction, ...).
                    v @ Value::Instance(_)
                        if let Some(r) = it.call_special(v, &format!("__{name}__"), &[]) =>
                    {
                        r
                    }
                    v => {
                        let x = want_float(v, "")?;
                        crate::interp::long::from_f64(f(x))
                    }
                }
            }),
        );
    }
    m.set("isnan", pred("isnan", f64::is_nan));
    m.set("isinf", pred("isinf", f64::is_infinite));
    m.set("isfinite", pred("isfinite", f64::is_finite));
    m.set(
        "isclose",
        native("isclose", |_, a, kw| {
            arity("isclose", a, 2, 2)?;
            let (x, y) = (want_float(&a[0], "")?, want_float(&a[1], "")?);
            let rel = kwarg(kw, "rel_tol")
                .map(|v| want_float(v, ""))
                .transpose()?
                .unwrap_or(1e-9);
            let abs = kwarg(kw, "abs_tol")
                .map(|v| want_float(v, ""))
                .transpose()?
                .unwrap_or(0.0);
            if rel < 0.0 || abs < 0.0 {
                return Err(value_err("tolerances must be non-negative"));
            }
            if x == y {
                return Ok(Value::Bool(true));
            }
            if x.is_infinite() || y.is_infinite() {
                return Ok(Value::Bool(false));
            }
            let d = (x - y).abs();
            Ok(Value::Bool(
                d <= (rel * y).abs() || d <= (rel * x).abs() || d <= abs,
            ))
        }),
    );
    m.set(
        "gcd",
        native("gcd", |_, a, _| {
            let mut g = BigInt::from(0);
            for v in a {
                g = g.gcd(&want_big(v, "gcd")?);
            }
            Ok(long::int(g))
        }),
    );
    m.set(
        "lcm",
        native("lcm", |_, a, _| {
            let mut l = BigInt::from(1);
            for v in a {
                l = l.lcm(&want_big(v, "lcm")?);
            }
            Ok(long::int(l))
        }),
    );
    m.set(
        "factorial",
        native("factorial", |_, a, _| {
            arity("factorial", a, 1, 1)?;
            let n = match &a[0] {
                Value::Float(_) => {
                    return Err(type_err(
                        "'float' object cannot be interpreted as an integer",
                    ));
                }
                v => want_int(v, "factorial")?,
            };
            if n < 0 {
                return Err(value_err("factorial() not defined for negative values"));
            }
            product(1, n)
        }),
    );
    m.set(
        "comb",
        native("comb", |_, a, _| {
            arity("comb", a, 2, 2)?;
            let (n, k) = (want_int(&a[0], "comb")?, want_int(&a[1], "comb")?);
            if n < 0 || k < 0 {
                return Err(value_err(if n < 0 {
                    "n must be a non-negative integer"
                } else {
                    "k must be a non-negative integer"
                }));
            }
            if k > n {
                return Ok(Value::Int(0));
            }
            let k = k.min(n - k);
            let mut r = BigInt::from(1);
            for i in 0..k {
                r = r * (n - i) / (i + 1);
            }
            Ok(long::int(r))
        }),
    );
    m.set(
        "perm",
        native("perm", |_, a, _| {
            arity("perm", a, 1, 2)?;
            let n = want_int(&a[0], "perm")?;
            let k = match a.get(1) {
                Some(Value::None) | None => n,
                Some(v) => want_int(v, "perm")?,
            };
            if n < 0 || k < 0 {
                return Err(value_err(if n < 0 {
                    "n must be a non-negative integer"
                } else {
                    "k must be a non-negative integer"
                }));
            }
            if k > n {
                return Ok(Value::Int(0));
            }
            product(n - k + 1, n)
        }),
    );
    m.set(
        "nextafter",
        native("nextafter", |_, a, _| {
            arity("nextafter", a, 2, 2)?;
            let (x, y) = (
                want_float(&a[0], "nextafter")?,
                want_float(&a[1], "nextafter")?,
            );
            Ok(Value::Float(next_after(x, y)))
        }),
    );
    m.set(
        "ulp",
        native("ulp", |_, a, _| {
            arity("ulp", a, 1, 1)?;
            let x = want_float(&a[0], "ulp")?.abs();
            if !x.is_finite() {
                return Ok(Value::Float(x));
            }
            // The distance to the next float up; at the largest float, to the one below.
            let up = f64::from_bits(x.to_bits() + 1);
            Ok(Value::Float(if up.is_finite() {
                up - x
            } else {
                x - f64::from_bits(x.to_bits() - 1)
            }))
        }),
    );
    m.set(
        "isqrt",
        native("isqrt", |_, a, _| {
            arity("isqrt", a, 1, 1)?;
            if let Value::Long(b) = &a[0] {
                if b.sign() == num_bigint::Sign::Minus {
                    return Err(value_err("isqrt() argument must be nonnegative"));
                }
                return Ok(long::int(b.sqrt()));
            }
            let n = want_int(&a[0], "isqrt")?;
            if n < 0 {
                return Err(value_err("isqrt() argument must be nonnegative"));
            }
            let mut r = (n as f64).sqrt() as i64;
            while r.checked_mul(r).is_none_or(|x| x > n) {
                r -= 1;
            }
            while (r + 1).checked_mul(r + 1).is_some_and(|x| x <= n) {
                r += 1;
            }
            Ok(Value::Int(r))
        }),
    );
    m.set(
        "prod",
        native("prod", |it, a, kw| {
            arity("prod", a, 1, 1)?;
            let mut acc = kwarg(kw, "start").cloned().unwrap_or(Value::Int(1));
            for x in it.to_vec(&a[0])? {
                acc = it.binop(crate::ir::BinOp::Mul, &acc, &x)?;
            }
            Ok(acc)
        }),
    );
    m.set(
        "fsum",
        native("fsum", |it, a, _| {
            arity("fsum", a, 1, 1)?;
            let xs = it
                .to_vec(&a[0])?
                .iter()
                .map(|v| want_float(v, ""))
                .collect::<RtResult<Vec<f64>>>()?;
            Ok(Value::Float(fsum(&xs)?))
        }),
    );
    m.set(
        "modf",
        native("modf", |_, a, _| {
            arity("modf", a, 1, 1)?;
            let x = want_float(&a[0], "")?;
            let i = x.trunc();
            let f = if x.is_infinite() {
                0.0f64.copysign(x)
            } else {
                (x - i).copysign(x)
            };
            Ok(Value::tuple(vec![Value::Float(f), Value::Float(i)]))
        }),
    );
    m.set(
        "frexp",
        native("frexp", |_, a, _| {
            arity("frexp", a, 1, 1)?;
            let x = want_float(&a[0], "")?;
            let (mm, e) = crate::interp::value::frexp(x);
            Ok(Value::tuple(vec![Value::Float(mm), Value::Int(e as i64)]))
        }),
    );
    m.set(
        "ldexp",
        native("ldexp", |_, a, _| {
            arity("ldexp", a, 2, 2)?;
            let x = want_float(&a[0], "")?;
            let e = want_int(&a[1], "ldexp")?;
            let r = super::float_methods::scale(x, e);
            if r.is_infinite() && x.is_finite() {
                return Err(range_err());
            }
            Ok(Value::Float(r))
        }),
    );
    m.set(
        "dist",
        native("dist", |it, a, _| {
            arity("dist", a, 2, 2)?;
            let p = it.to_vec(&a[0])?;
            let q = it.to_vec(&a[1])?;
            if p.len() != q.len() {
                return Err(value_err(
                    "both points must have the same number of dimensions",
                ));
            }
            let mut acc = 0.0f64;
            for (x, y) in p.iter().zip(&q) {
                acc = acc.hypot(want_float(x, "")? - want_float(y, "")?);
            }
            Ok(Value::Float(acc))
        }),
    );
    objects_as_floats(&m);
    m
}

/// The float functions take an object through its `__float__` (else `__index__`), as
/// CPython's do; the integer ones and floor/ceil/trunc ask their own dunders.
fn objects_as_floats(m: &Module) {
    const OWN: &[&str] = &[
        "floor",
        "ceil",
        "trunc",
        "factorial",
        "gcd",
        "lcm",
        "comb",
        "perm",
        "isqrt",
        "prod",
    ];
    for (name, v) in m.items() {
        let Value::Native(f) = v else { continue };
        if OWN.contains(&&*name) {
            continue;
        }
        let inner = f.f.clone();
        let wrapped: Rc<crate::interp::value::NativeImpl> = Rc::new(move |it, a, kw| {
            if !a.iter().any(|v| matches!(v, Value::Instance(_))) {
                return inner(it, a, kw);
            }
            let mut args = Vec::with_capacity(a.len());
            for v in a {
                args.push(match v {
                    Value::Instance(_) if crate::interp::builtin_base::number(v).is_none() => {
                        match it.call_special(v, "__float__", &[]) {
                            Some(r) => r?,
                            None => it.index_of(v).transpose()?.unwrap_or_else(|| v.clone()),
                        }
                    }
                    _ => v.clone(),
                });
            }
            inner(it, &args, kw)
        });
        m.set(
            &name,
            Value::Native(Rc::new(crate::interp::value::NativeFn {
                name: f.name.clone(),
                f: wrapped,
                host: f.host,
                sig: f.sig,
            })),
        );
    }
}

fn pred(name: &'static str, f: fn(f64) -> bool) -> Value {
    native(name, move |_, a, _| {
        arity(name, a, 1, 1)?;
        Ok(Value::Bool(f(want_float(&a[0], "")?)))
    })
}

/// `lo * (lo + 1) * ... * hi` (1 when empty), multiplied as a balanced tree so big
/// products stay fast; a `MemoryError` past gpa's int size.
fn product(lo: i64, hi: i64) -> RtResult<Value> {
    fn tree(lo: i64, hi: i64) -> BigInt {
        if hi - lo < 16 {
            return (lo..=hi).fold(BigInt::from(1), |acc, k| acc * k);
        }
        let mid = lo + (hi - lo) / 2;
        tree(lo, mid) * tree(mid + 1, hi)
    }
    // log2 of the product is at most (hi - lo + 1) * log2(hi): refuse what cannot fit.
    let terms = (hi - lo + 1).max(0) as f64;
    if terms * (hi.max(2) as f64).log2() > (1u64 << 25) as f64 {
        return Err(err(
            ExcType::MemoryError,
            "integer result too large (gpa's limit is 2**25 bits)",
        ));
    }
    Ok(long::int(if hi < lo {
        BigInt::from(1)
    } else {
        tree(lo.max(1), hi)
    }))
}

/// Shewchuk's exact summation, as CPython's math.fsum.
/// CPython's `math.fsum` (Shewchuk's partials), with its errors: `-inf + inf`, and an
/// overflow of finite values.
fn fsum(xs: &[f64]) -> RtResult<f64> {
    let mut partials: Vec<f64> = Vec::new();
    let (mut special, mut inf_sum) = (0.0, 0.0);
    for &x0 in xs {
        if !x0.is_finite() {
            if x0.is_infinite() {
                inf_sum += x0;
            }
            special += x0;
            continue;
        }
        let mut x = x0;
        let mut i = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[i] = lo;
                i += 1;
            }
            x = hi;
        }
        partials.truncate(i);
        if !x.is_finite() {
            return Err(err(ExcType::OverflowError, "intermediate overflow in fsum"));
        }
        partials.push(x);
    }
    if special != 0.0 || special.is_nan() {
        if inf_sum.is_nan() {
            return Err(value_err("-inf + inf in fsum"));
        }
        return Ok(special);
    }
    let mut hi = 0.0;
    if let Some(mut n) = partials.len().checked_sub(1) {
        hi = partials[n];
        let mut lo = 0.0;
        while n > 0 {
            n -= 1;
            let x = hi;
            let y = partials[n];
            hi = x + y;
            let yr = hi - x;
            lo = y - yr;
            if lo != 0.0 {
                break;
            }
        }
        if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
            let y = lo * 2.0;
            let x = hi + y;
            let yr = x - hi;
            if y == yr {
                hi = x;
            }
        }
    }
    Ok(hi)
}

/// C's nextafter: the float after x in the direction of y.
fn next_after(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1).copysign(y);
    }
    let bits = x.to_bits();
    // Away from zero when y lies beyond x, towards it otherwise.
    f64::from_bits(if (y > x) == (x > 0.0) {
        bits + 1
    } else {
        bits - 1
    })
}
