//! The distributions NumPy draws one value at a time (`array::np_random::variates`: gamma,
//! beta, binomial, ...), for the module functions, `RandomState` and `Generator` objects of
//! both namespaces: NumPy's parameter checks and messages (`_common.pyx`), parameters
//! broadcast against each other and `size`, values drawn in C order. `numpy` draws NumPy's
//! own numbers; `cupy` runs the same algorithms on a Philox stream per element (host work,
//! the same numbers on both backends). `multivariate_normal` is in `stdlib/random.gpa`.
use super::{Api, Param, Shared, draw_shape, give, optional, param, reg_rand};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::np_random::Variates;
use crate::array::np_random::variates as var;
use crate::array::{self as arr, Array, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::rc::{Rc, Weak};

/// NumPy's parameter constraints, named as in `_common.pyx`.
#[derive(Clone, Copy, PartialEq)]
enum Cons {
    Any,
    NonNeg,
    Pos,
    PosNotNan,
    /// [0, 1]
    Unit,
    /// (0, 1]
    UnitGt0,
    /// [0, 1)
    UnitLt1,
    Gt1,
    Gte1,
}

/// NumPy's message when `x` breaks `cons`; `arrays` when any parameter was an array
/// (NumPy checks them as arrays then, and words a few messages differently).
fn broken(name: &str, x: f64, cons: Cons, arrays: bool) -> Option<String> {
    let nan = if arrays { "contains NaNs" } else { "is NaN" };
    let bad = match cons {
        Cons::Any => false,
        Cons::NonNeg => !x.is_nan() && x.is_sign_negative(),
        Cons::PosNotNan if x.is_nan() => return Some(format!("{name} must not be NaN")),
        Cons::Pos | Cons::PosNotNan => x <= 0.0,
        Cons::Unit => !(0.0..=1.0).contains(&x),
        Cons::UnitGt0 => !(x > 0.0 && x <= 1.0),
        Cons::UnitLt1 => !(0.0..1.0).contains(&x),
        Cons::Gt1 => x <= 1.0 || x.is_nan(),
        Cons::Gte1 => x < 1.0 || x.is_nan(),
    };
    bad.then(|| match cons {
        Cons::NonNeg => format!("{name} < 0"),
        Cons::Pos | Cons::PosNotNan => format!("{name} <= 0"),
        Cons::Unit => format!("{name} < 0, {name} > 1 or {name} {nan}"),
        Cons::UnitGt0 => format!("{name} <= 0, {name} > 1 or {name} contains NaNs"),
        Cons::UnitLt1 => format!("{name} < 0, {name} >= 1 or {name} {nan}"),
        Cons::Gt1 => format!("{name} <= 1 or {name} {nan}"),
        Cons::Gte1 => format!("{name} < 1 or {name} {nan}"),
        Cons::Any => unreachable!("never broken"),
    })
}

/// A parameter's values over the draw's shape.
enum Vals<T> {
    One(T),
    Many(Vec<T>),
}

impl<T: Copy> Vals<T> {
    fn at(&self, i: usize) -> T {
        match self {
            Vals::One(v) => *v,
            Vals::Many(v) => v[i],
        }
    }
}

/// The host values of `a` (a copy back for a device array).
fn host_f64(a: &ArrayRef) -> RtResult<Vec<f64>> {
    let c = a.to_col().map_err(arr_err)?;
    Ok((0..a.size()).map(|i| c.get_c(i).0).collect())
}

fn spread(p: &Param, shape: &[usize]) -> RtResult<Vals<f64>> {
    Ok(match p {
        Param::Num(v) => Vals::One(*v),
        Param::Arr(a) => Vals::Many(host_f64(&arr::broadcast_to(a, shape).map_err(arr_err)?)?),
    })
}

/// Element `i`'s parameters, in `buf` (no allocation per element).
fn at<'a>(vals: &[Vals<f64>], i: usize, buf: &'a mut [f64; 3]) -> &'a [f64] {
    for (b, v) in buf.iter_mut().zip(vals) {
        *b = v.at(i);
    }
    &buf[..vals.len()]
}

/// Checks `params` (name, value, constraint) in order, every element of an array.
fn check(params: &[(&str, &Param, Cons)]) -> RtResult<()> {
    let arrays = params.iter().any(|(_, p, _)| matches!(p, Param::Arr(_)));
    for (name, p, cons) in params {
        let vals = match p {
            Param::Num(v) => vec![*v],
            Param::Arr(a) => host_f64(a)?,
        };
        if let Some(m) = vals.iter().find_map(|&x| broken(name, x, *cons, arrays)) {
            return Err(value_err(m));
        }
    }
    Ok(())
}

/// What a distribution makes of one element's parameters.
#[derive(Clone, Copy)]
enum Draw {
    F(fn(&mut dyn Variates, &[f64]) -> f64),
    I(fn(&mut dyn Variates, &[f64]) -> i64),
}

/// A distribution of float parameters: (name, default or required, constraint) each.
struct Spec {
    name: &'static str,
    params: &'static [(&'static str, Option<f64>, Cons)],
    draw: Draw,
}

macro_rules! f {
    ($e:expr) => {
        Draw::F($e)
    };
}
macro_rules! i {
    ($e:expr) => {
        Draw::I($e)
    };
}

const REQ: Option<f64> = None;
const ZERO: Option<f64> = Some(0.0);
const ONE: Option<f64> = Some(1.0);

/// The distributions whose parameters are floats, with NumPy's constraints (RandomState's
/// where they differ: `fix_legacy` adjusts them).
const SPECS: &[Spec] = &[
    Spec {
        name: "standard_gamma",
        params: &[("shape", REQ, Cons::NonNeg)],
        draw: f!(|v, p| var::standard_gamma(v, p[0])),
    },
    Spec {
        name: "gamma",
        params: &[("shape", REQ, Cons::NonNeg), ("scale", ONE, Cons::NonNeg)],
        draw: f!(|v, p| var::gamma(v, p[0], p[1])),
    },
    Spec {
        name: "beta",
        params: &[("a", REQ, Cons::Pos), ("b", REQ, Cons::Pos)],
        draw: f!(|v, p| var::beta(v, p[0], p[1])),
    },
    Spec {
        name: "chisquare",
        params: &[("df", REQ, Cons::Pos)],
        draw: f!(|v, p| var::chisquare(v, p[0])),
    },
    Spec {
        name: "noncentral_chisquare",
        params: &[("df", REQ, Cons::Pos), ("nonc", REQ, Cons::NonNeg)],
        draw: f!(|v, p| var::noncentral_chisquare(v, p[0], p[1])),
    },
    Spec {
        name: "f",
        params: &[("dfnum", REQ, Cons::Pos), ("dfden", REQ, Cons::Pos)],
        draw: f!(|v, p| var::f(v, p[0], p[1])),
    },
    Spec {
        name: "noncentral_f",
        params: &[
            ("dfnum", REQ, Cons::Pos),
            ("dfden", REQ, Cons::Pos),
            ("nonc", REQ, Cons::NonNeg),
        ],
        draw: f!(|v, p| var::noncentral_f(v, p[0], p[1], p[2])),
    },
    Spec {
        name: "standard_t",
        params: &[("df", REQ, Cons::Pos)],
        draw: f!(|v, p| var::standard_t(v, p[0])),
    },
    Spec {
        name: "standard_cauchy",
        params: &[],
        draw: f!(|v, _| var::standard_cauchy(v)),
    },
    Spec {
        name: "laplace",
        params: &[("loc", ZERO, Cons::Any), ("scale", ONE, Cons::NonNeg)],
        draw: f!(|v, p| var::laplace(v, p[0], p[1])),
    },
    Spec {
        name: "gumbel",
        params: &[("loc", ZERO, Cons::Any), ("scale", ONE, Cons::NonNeg)],
        draw: f!(|v, p| var::gumbel(v, p[0], p[1])),
    },
    Spec {
        name: "logistic",
        params: &[("loc", ZERO, Cons::Any), ("scale", ONE, Cons::NonNeg)],
        draw: f!(|v, p| var::logistic(v, p[0], p[1])),
    },
    Spec {
        name: "rayleigh",
        params: &[("scale", ONE, Cons::NonNeg)],
        draw: f!(|v, p| var::rayleigh(v, p[0])),
    },
    Spec {
        name: "wald",
        params: &[("mean", REQ, Cons::Pos), ("scale", REQ, Cons::Pos)],
        draw: f!(|v, p| var::wald(v, p[0], p[1])),
    },
    Spec {
        name: "vonmises",
        params: &[("mu", REQ, Cons::Any), ("kappa", REQ, Cons::NonNeg)],
        draw: f!(|v, p| var::vonmises(v, p[0], p[1])),
    },
    Spec {
        name: "pareto",
        params: &[("a", REQ, Cons::Pos)],
        draw: f!(|v, p| var::pareto(v, p[0])),
    },
    Spec {
        name: "weibull",
        params: &[("a", REQ, Cons::NonNeg)],
        draw: f!(|v, p| var::weibull(v, p[0])),
    },
    Spec {
        name: "power",
        params: &[("a", REQ, Cons::Pos)],
        draw: f!(|v, p| var::power(v, p[0])),
    },
    Spec {
        name: "triangular",
        params: &[
            ("left", REQ, Cons::Any),
            ("mode", REQ, Cons::Any),
            ("right", REQ, Cons::Any),
        ],
        draw: f!(|v, p| var::triangular(v, p[0], p[1], p[2])),
    },
    Spec {
        name: "geometric",
        params: &[("p", REQ, Cons::UnitGt0)],
        draw: i!(|v, p| var::geometric(v, p[0])),
    },
    Spec {
        name: "logseries",
        params: &[("p", REQ, Cons::UnitLt1)],
        draw: i!(|v, p| var::logseries(v, p[0])),
    },
    Spec {
        name: "zipf",
        params: &[("a", REQ, Cons::Gt1)],
        draw: i!(|v, p| var::zipf(v, p[0])),
    },
    Spec {
        name: "negative_binomial",
        params: &[("n", REQ, Cons::PosNotNan), ("p", REQ, Cons::UnitGt0)],
        draw: i!(|v, p| var::negative_binomial(v, p[0], p[1])),
    },
];

/// RandomState's constraints where they differ from Generator's.
fn fix_legacy(name: &str, k: usize, cons: Cons) -> Cons {
    match (name, k) {
        ("negative_binomial", 0) => Cons::Pos,
        ("negative_binomial", 1) => Cons::Unit,
        _ => cons,
    }
}

/// NumPy's largest Poisson rate (int64's maximum less ten of its square roots).
fn poisson_lam_max() -> f64 {
    i64::MAX as f64 - (i64::MAX as f64).sqrt() * 10.0
}

/// Checks beyond the one-parameter constraints, on the broadcast values of one element.
fn joint_check(name: &str, api: Api, p: &[f64]) -> Option<&'static str> {
    match name {
        "triangular" if p[0] > p[1] => Some("left > mode"),
        "triangular" if p[1] > p[2] => Some("mode > right"),
        "triangular" if p[0] == p[2] => Some("left == right"),
        "negative_binomial"
            if api == Api::Generator
                && (1.0 - p[1]) / p[1] * (p[0] + 10.0 * p[0].sqrt()) > poisson_lam_max() =>
        {
            Some("n too large or p too small, see Generator.negative_binomial Notes")
        }
        _ => None,
    }
}

/// The dtype a `cupy` draw is cast to (`dtype=`; float64 or int64 by default).
fn out_dtype(v: &Option<Value>, integer: bool, name: &str) -> RtResult<Option<DType>> {
    let d = match v {
        None | Some(Value::None) => return Ok(None),
        Some(d) => super::dtype_arg(d)?,
    };
    match d {
        Some(d) if integer && (d.is_int() || d == DType::Bool) => Ok(Some(d)),
        Some(d) if !integer && matches!(d, DType::F32 | DType::F64) => Ok(Some(d)),
        None => Ok(None),
        Some(d) => Err(type_err(format!(
            "Unsupported dtype dtype('{}') for {name}",
            d.name()
        ))),
    }
}

/// The drawn values as an array (cast to `dt`), or one number without a size.
fn finish(
    it: &mut Interp,
    col: Col,
    dtype: DType,
    shape: Option<Vec<usize>>,
    dt: Option<DType>,
    host: bool,
) -> RtResult<Value> {
    let scalar = shape.is_none();
    let mut a = Array::from_col(col, dtype, shape.unwrap_or_default(), host);
    if let Some(d) = dt.filter(|&d| d != dtype) {
        a = arr::astype(&a, d).map_err(arr_err)?;
    }
    give(it, a, scalar)
}

fn register_spec(m: &Module, s: &Shared, host: bool, api: Api, spec: &'static Spec) {
    let st = s.clone();
    reg_rand(m, host, api, spec.name, move |it, b, host| {
        let mut names: Vec<&str> = spec.params.iter().map(|p| p.0).collect();
        names.extend(["size", "dtype", "out"]);
        // CuPy's distributions (and a Generator's standard_gamma) take a dtype; NumPy's
        // legacy ones do not (`optional` gives None for what is not declared).
        let bound = optional(b, &names);
        let float64 = |d: &Value| matches!(super::dtype_arg(d), Ok(Some(DType::F64)));
        let dtype = &bound[names.len() - 2];
        if host && (dtype.as_ref().is_some_and(|d| !float64(d)) || bound[names.len() - 1].is_some())
        {
            return Err(crate::interp::error::err(
                crate::interp::error::ExcType::NotImplementedError,
                format!(
                    "{}(dtype=, out=) are not supported by gpa's NumPy streams yet",
                    spec.name
                ),
            ));
        }
        let mut params = Vec::with_capacity(spec.params.len());
        for (k, (_, default, _)) in spec.params.iter().enumerate() {
            params.push(param(it, &bound[k], default.unwrap_or(0.0), host)?);
        }
        let named: Vec<(&str, &Param, Cons)> = spec
            .params
            .iter()
            .zip(&params)
            .enumerate()
            .map(|(k, ((n, _, c), p))| {
                let c = if api == Api::Legacy {
                    fix_legacy(spec.name, k, *c)
                } else {
                    *c
                };
                (*n, p, c)
            })
            .collect();
        check(&named)?;
        let refs: Vec<&Param> = params.iter().collect();
        let size = &bound[spec.params.len()];
        let shape = draw_shape(it, size, &refs)?;
        let dims = shape.clone().unwrap_or_default();
        let vals = params
            .iter()
            .map(|p| spread(p, &dims))
            .collect::<RtResult<Vec<_>>>()?;
        let n = crate::array::layout::size_of(&dims);
        let mut row = vec![0.0; vals.len()];
        for i in 0..n {
            vals.iter()
                .zip(row.iter_mut())
                .for_each(|(v, r)| *r = v.at(i));
            if let Some(m) = joint_check(spec.name, api, &row) {
                return Err(value_err(m));
            }
        }
        let dt = if host {
            None
        } else {
            out_dtype(
                &bound[names.len() - 2],
                matches!(spec.draw, Draw::I(_)),
                spec.name,
            )?
        };
        let mut src = st.borrow_mut();
        let mut buf = [0.0; 3];
        let col = match spec.draw {
            Draw::F(f) => Col::F(
                src.each(n, 1, |v, i, out: &mut [f64]| {
                    out[0] = f(v, at(&vals, i, &mut buf));
                })
                .map_err(arr_err)?,
            ),
            Draw::I(f) => Col::I(
                src.each(n, 1, |v, i, out: &mut [i64]| {
                    out[0] = f(v, at(&vals, i, &mut buf));
                })
                .map_err(arr_err)?,
            ),
        };
        drop(src);
        let dtype = if matches!(spec.draw, Draw::I(_)) {
            DType::I64
        } else {
            DType::F64
        };
        finish(it, col, dtype, shape, dt, host)
    });
}

/// An integer parameter (binomial's `n`, hypergeometric's counts): a number or an int64
/// array; float arrays are refused as NumPy's safe cast refuses them.
fn int_param(it: &mut Interp, v: &Option<Value>, host: bool) -> RtResult<(Param, Vals<i64>)> {
    let v = v.clone().unwrap_or(Value::None);
    let scalar = |i: i64| Ok((Param::Num(i as f64), Vals::One(i)));
    match &v {
        Value::Int(i) => scalar(*i),
        Value::Bool(b) => scalar(*b as i64),
        Value::Float(f) if f.is_finite() => scalar(f.trunc() as i64),
        _ => {
            let a = it.to_array(&v, host, None)?;
            if !(a.dtype.is_int() || a.dtype == DType::Bool) {
                return Err(type_err(format!(
                    "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
                    a.dtype.name()
                )));
            }
            let a = arr::astype(&a, DType::I64).map_err(arr_err)?;
            let ints = match a.to_col().map_err(arr_err)? {
                Col::I(v) => v,
                c => (0..a.size()).map(|i| c.get_c(i).0 as i64).collect(),
            };
            if a.shape.is_empty() {
                return scalar(ints[0]);
            }
            let f = arr::astype(&a, DType::F64).map_err(arr_err)?;
            Ok((Param::Arr(f), Vals::Many(ints)))
        }
    }
}

/// Integer values over the draw's shape.
fn spread_int(p: &Param, ints: &Vals<i64>, shape: &[usize]) -> RtResult<Vals<i64>> {
    Ok(match (p, ints) {
        (_, Vals::One(i)) => Vals::One(*i),
        (Param::Arr(a), Vals::Many(_)) => {
            let b = arr::broadcast_to(a, shape).map_err(arr_err)?;
            let b = arr::astype(&b, DType::I64).map_err(arr_err)?;
            match b.to_col().map_err(arr_err)? {
                Col::I(v) => Vals::Many(v),
                c => Vals::Many((0..b.size()).map(|i| c.get_c(i).0 as i64).collect()),
            }
        }
        (Param::Num(_), Vals::Many(v)) => Vals::Many(v.clone()),
    })
}

fn register_binomial(m: &Module, s: &Shared, host: bool, api: Api) {
    let st = s.clone();
    reg_rand(m, host, api, "binomial", move |it, b, host| {
        let b = optional(b, &["n", "p", "size", "dtype"]);
        let pp = param(it, &b[1], 0.0, host)?;
        let (np, nv) = int_param(it, &b[0], host)?;
        check(&[("p", &pp, Cons::Unit), ("n", &np, Cons::NonNeg)])?;
        let shape = draw_shape(it, &b[2], &[&pp, &np])?;
        let dims = shape.clone().unwrap_or_default();
        let (pv, nv) = (spread(&pp, &dims)?, spread_int(&np, &nv, &dims)?);
        let n = crate::array::layout::size_of(&dims);
        let dt = match b.get(3) {
            Some(d) => out_dtype(d, true, "binomial")?,
            None => None,
        };
        let v = st
            .borrow_mut()
            .each(n, 1, |v, i, out: &mut [i64]| {
                out[0] = var::binomial(v, nv.at(i), pv.at(i))
            })
            .map_err(arr_err)?;
        finish(it, Col::I(v), DType::I64, shape, dt, host)
    });
}

const HYPERGEOM_MAX: i64 = 1_000_000_000;

fn register_hypergeometric(m: &Module, s: &Shared, host: bool, api: Api) {
    let st = s.clone();
    reg_rand(m, host, api, "hypergeometric", move |it, b, host| {
        let b = optional(b, &["ngood", "nbad", "nsample", "size", "dtype"]);
        let (gp, gv) = int_param(it, &b[0], host)?;
        let (bp, bv) = int_param(it, &b[1], host)?;
        let (sp, sv) = int_param(it, &b[2], host)?;
        let shape = draw_shape(it, &b[3], &[&gp, &bp, &sp])?;
        let dims = shape.clone().unwrap_or_default();
        let (gv, bv, sv) = (
            spread_int(&gp, &gv, &dims)?,
            spread_int(&bp, &bv, &dims)?,
            spread_int(&sp, &sv, &dims)?,
        );
        let n = crate::array::layout::size_of(&dims);
        let legacy = api == Api::Legacy;
        if !legacy && (0..n).any(|i| gv.at(i) >= HYPERGEOM_MAX || bv.at(i) >= HYPERGEOM_MAX) {
            return Err(value_err(format!(
                "both ngood and nbad must be less than {HYPERGEOM_MAX}"
            )));
        }
        // (NumPy adds in int64, wrapping: a sum past it is "< nsample" there too.)
        if (0..n).any(|i| gv.at(i).wrapping_add(bv.at(i)) < sv.at(i)) {
            return Err(value_err("ngood + nbad < nsample"));
        }
        let last = if legacy { Cons::Gte1 } else { Cons::NonNeg };
        check(&[
            ("ngood", &gp, Cons::NonNeg),
            ("nbad", &bp, Cons::NonNeg),
            ("nsample", &sp, last),
        ])?;
        let dt = match b.get(4) {
            Some(d) => out_dtype(d, true, "hypergeometric")?,
            None => None,
        };
        let v = st
            .borrow_mut()
            .each(n, 1, |v, i, out: &mut [i64]| {
                let (g, b, s) = (gv.at(i), bv.at(i), sv.at(i));
                out[0] = if legacy {
                    var::hypergeometric_legacy(v, g, b, s)
                } else {
                    var::hypergeometric(v, g, b, s)
                };
            })
            .map_err(arr_err)?;
        finish(it, Col::I(v), DType::I64, shape, dt, host)
    });
}

/// The rows' leading shape: `size` as a tuple (None: one row).
fn rows_shape(it: &mut Interp, size: &Option<Value>) -> RtResult<Vec<usize>> {
    match size {
        None | Some(Value::None) => Ok(vec![]),
        Some(v) => super::shape_arg(it, v),
    }
}

/// A 1-d float parameter (multinomial's `pvals`, dirichlet's `alpha`) on the host.
fn vector(it: &mut Interp, v: &Option<Value>, what: &str, host: bool) -> RtResult<Vec<f64>> {
    let v = v.clone().unwrap_or(Value::None);
    let a = it.to_array(&v, host, Some(DType::F64))?;
    match a.ndim() {
        1 => host_f64(&a),
        0 => Err(type_err(format!("{what} must be a 1-d sequence"))),
        _ => Err(crate::interp::error::err(
            crate::interp::error::ExcType::NotImplementedError,
            format!("{what} with more than one dimension is not supported by gpa yet"),
        )),
    }
}

fn register_multinomial(m: &Module, s: &Shared, host: bool, api: Api) {
    let st = s.clone();
    reg_rand(m, host, api, "multinomial", move |it, b, host| {
        let b = optional(b, &["n", "pvals", "size"]);
        let n = match &b[0] {
            Some(Value::Int(n)) => *n,
            Some(Value::Bool(x)) => *x as i64,
            Some(v @ Value::Array(x)) if x.ndim() == 0 && x.dtype.is_int() => {
                it.to_array(v, host, None)?
                    .to_col()
                    .map_err(arr_err)?
                    .get_c(0)
                    .0 as i64
            }
            Some(Value::Array(_)) => {
                return Err(crate::interp::error::err(
                    crate::interp::error::ExcType::NotImplementedError,
                    "multinomial with an array of n is not supported by gpa yet",
                ));
            }
            Some(v) => {
                return Err(type_err(format!(
                    "'{}' object cannot be interpreted as an integer",
                    v.type_name()
                )));
            }
            None => unreachable!("required"),
        };
        let p = vector(it, &b[1], "pvals", host)?;
        let d = p.len();
        if d == 0 {
            return Err(value_err(
                "pvals must have at least 1 dimension and the last dimension of pvals must be greater than 0.",
            ));
        }
        if p.iter().any(|&x| !(0.0..=1.0).contains(&x)) {
            return Err(value_err("pvals < 0, pvals > 1 or pvals contains NaNs"));
        }
        if crate::array::np_random::kahan_sum(&p[..d - 1]) > 1.0 + 1e-12 {
            return Err(value_err("sum(pvals[:-1]) > 1.0"));
        }
        if n < 0 {
            return Err(value_err("n < 0"));
        }
        let mut shape = rows_shape(it, &b[2])?;
        let rows = crate::array::layout::size_of(&shape);
        shape.push(d);
        let v = st
            .borrow_mut()
            .each(rows, d, |v, _, out: &mut [i64]| {
                var::multinomial(v, n, &p, out)
            })
            .map_err(arr_err)?;
        Ok(Value::Array(Array::from_col(
            Col::I(v),
            DType::I64,
            shape,
            host,
        )))
    });
}

fn register_dirichlet(m: &Module, s: &Shared, host: bool, api: Api) {
    let st = s.clone();
    reg_rand(m, host, api, "dirichlet", move |it, b, host| {
        let b = optional(b, &["alpha", "size", "dtype"]);
        let alpha = vector(it, &b[0], "alpha", host)?;
        let k = alpha.len();
        match api {
            Api::Legacy if alpha.iter().any(|&x| x <= 0.0) => {
                return Err(value_err("alpha <= 0"));
            }
            Api::Generator if alpha.iter().any(|&x| x < 0.0) => {
                return Err(value_err("alpha < 0"));
            }
            _ => {}
        }
        let mut csum = vec![0.0; k];
        let mut acc = 0.0;
        for j in (0..k).rev() {
            acc += alpha[j];
            csum[j] = acc;
        }
        let mut shape = rows_shape(it, &b[1])?;
        let rows = crate::array::layout::size_of(&shape);
        shape.push(k);
        let dt = match b.get(2) {
            Some(d) => out_dtype(d, false, "dirichlet")?,
            None => None,
        };
        let v = st
            .borrow_mut()
            .each(rows, k, |v, _, out: &mut [f64]| {
                var::dirichlet(v, &alpha, &csum, out)
            })
            .map_err(arr_err)?;
        let mut r = Array::from_col(Col::F(v), DType::F64, shape, host);
        if let Some(d) = dt.filter(|&d| d != DType::F64) {
            r = arr::astype(&r, d).map_err(arr_err)?;
        }
        Ok(Value::Array(r))
    });
}

/// `multivariate_normal` through the stdlib (NumPy's Python steps: standard normals, a
/// factorisation of `cov`, one product), with this object's `standard_normal`.
fn register_multivariate_normal(m: &Module, host: bool, api: Api, ns: &Weak<Module>) {
    let Some(normal) = m.get("standard_normal") else {
        return;
    };
    let ns = ns.clone();
    reg_rand(m, host, api, "multivariate_normal", move |it, b, host| {
        let (check_valid, method) = match (host, api) {
            (false, _) => ("ignore", "cholesky"),
            (true, Api::Legacy) => ("warn", "svd"),
            (true, Api::Generator) => ("warn", "svd"),
        };
        let names = [
            "mean",
            "cov",
            "size",
            "check_valid",
            "tol",
            "method",
            "dtype",
        ];
        let b = optional(b, &names);
        let get = |k: usize, d: Value| b.get(k).cloned().flatten().unwrap_or(d);
        let args = vec![
            normal.clone(),
            get(0, Value::None),
            get(1, Value::None),
            get(2, Value::None),
            get(3, Value::Str(check_valid.into())),
            get(4, Value::Float(1e-8)),
            get(5, Value::Str(method.into())),
            Value::Bool(host && api == Api::Legacy),
        ];
        let r = super::super::stdlib::call_private(it, &ns, "_multivariate_normal", &args)?;
        match (host, b.get(6).cloned().flatten()) {
            (false, Some(d)) if !matches!(d, Value::None) => {
                let dt = out_dtype(&Some(d), false, "multivariate_normal")?;
                match (r, dt) {
                    (Value::Array(x), Some(t)) if t != x.dtype => {
                        Ok(Value::Array(arr::astype(&x, t).map_err(arr_err)?))
                    }
                    (r, _) => Ok(r),
                }
            }
            _ => Ok(r),
        }
    });
}

/// `poisson(lam)` for an array of rates: NumPy's checks on the array (the bound first),
/// then one draw per element in C order.
pub(super) fn poisson_rates(
    it: &mut Interp,
    s: &Shared,
    lam: ArrayRef,
    size: &Option<Value>,
    dtype: &Option<Value>,
    host: bool,
) -> RtResult<Value> {
    let vals = host_f64(&lam)?;
    // NumPy tests the bound first, so NaN is "too large" here.
    if vals.iter().any(|&l| l > poisson_lam_max() || l.is_nan()) {
        return Err(value_err("lam value too large"));
    }
    if vals.iter().any(|&l| l < 0.0 || l.is_nan()) {
        return Err(value_err("lam < 0 or lam contains NaNs"));
    }
    let lam = Param::Arr(lam);
    let shape = draw_shape(it, size, &[&lam])?;
    let dims = shape.clone().unwrap_or_default();
    let rates = spread(&lam, &dims)?;
    let n = crate::array::layout::size_of(&dims);
    let v = s
        .borrow_mut()
        .each(n, 1, |v, i, out: &mut [i64]| {
            out[0] = v.poisson(rates.at(i))
        })
        .map_err(arr_err)?;
    let dt = out_dtype(dtype, true, "poisson")?;
    finish(it, Col::I(v), DType::I64, shape, dt, host)
}

/// `integers`/`randint` with arrays of bounds: NumPy's checks on the arrays, then one
/// bounded draw per element of the broadcast shape (int64 results only).
pub(super) fn integers_broadcast(
    it: &mut Interp,
    s: &Shared,
    name: &str,
    p: &[Option<Value>],
    endpoint: bool,
    host: bool,
) -> RtResult<Value> {
    if let Some(d) = p
        .get(3)
        .cloned()
        .flatten()
        .filter(|v| !matches!(v, Value::None))
        && super::dtype_arg(&d)? != Some(DType::I64)
    {
        return Err(crate::interp::error::err(
            crate::interp::error::ExcType::NotImplementedError,
            format!("{name}() with arrays of bounds draws int64 only in gpa"),
        ));
    }
    let (lo, hi) = match (&p[0], &p[1]) {
        (lo, Some(h)) if !matches!(h, Value::None) => (lo.clone(), Some(h.clone())),
        (lo, _) => (Some(Value::Int(0)), lo.clone()),
    };
    let (lp, lv) = int_param(it, &lo, host)?;
    let (hp, hv) = int_param(it, &hi, host)?;
    let shape = draw_shape(it, &p[2], &[&lp, &hp])?;
    let dims = shape.clone().unwrap_or_default();
    let (lv, hv) = (spread_int(&lp, &lv, &dims)?, spread_int(&hp, &hv, &dims)?);
    let n = crate::array::layout::size_of(&dims);
    if (0..n).any(|i| {
        let (l, h) = (lv.at(i), hv.at(i));
        if endpoint { l > h } else { l >= h }
    }) {
        return Err(value_err(if endpoint {
            "low > high"
        } else {
            "low >= high"
        }));
    }
    let v = s
        .borrow_mut()
        .each(n, 1, |v, i, out: &mut [i64]| {
            let (l, h) = (lv.at(i), hv.at(i));
            let rng = (h as i128 - l as i128 - if endpoint { 0 } else { 1 }) as u64;
            out[0] = (l as u64).wrapping_add(v.bounded_one(rng)) as i64;
        })
        .map_err(arr_err)?;
    finish(it, Col::I(v), DType::I64, shape, None, host)
}

/// Registers every distribution of this file on `m` (a namespace's `random`, a
/// `RandomState` or a `Generator`) over the stream `s`.
pub(super) fn install(m: &Module, s: &Shared, host: bool, api: Api, ns: &Weak<Module>) {
    for spec in SPECS {
        register_spec(m, s, host, api, spec);
    }
    register_binomial(m, s, host, api);
    register_hypergeometric(m, s, host, api);
    register_multinomial(m, s, host, api);
    register_dirichlet(m, s, host, api);
    register_multivariate_normal(m, host, api, ns);
    if api == Api::Generator {
        register_permuted(m, host, api, ns);
    }
    if host {
        register_bytes(m, host, api);
    }
}

/// `bytes(length)`: NumPy draws whole uint32 words (`integers(0, 2**32, dtype=uint32)`, or
/// RandomState's `randint`) and keeps the first `length` bytes of their little-endian images.
fn register_bytes(m: &Module, host: bool, api: Api) {
    let Some(draw) = m.get(if api == Api::Generator {
        "integers"
    } else {
        "randint"
    }) else {
        return;
    };
    reg_rand(m, host, api, "bytes", move |it, b, _| {
        let length = crate::builtins::want_int(b.arg("length"), "bytes")?;
        if length < 0 {
            return Err(value_err("negative dimensions are not allowed"));
        }
        // NumPy's C division: `(length - 1) / 4 + 1` words, so even length 0 draws one.
        let words = ((length - 1) / 4 + 1) as usize;
        let kw = [
            (Rc::from("size"), Value::Int(words as i64)),
            (Rc::from("dtype"), Value::DType(DType::U32, true)),
        ];
        let drawn = it.call(&draw, &[Value::Int(0), Value::Int(1 << 32)], &kw)?;
        let Value::Array(a) = drawn else {
            return Ok(Value::bytes(vec![]));
        };
        let col = a.to_col().map_err(arr_err)?;
        let mut out: Vec<u8> = (0..words)
            .flat_map(|i| (col.get_c(i).0 as u32).to_le_bytes())
            .collect();
        out.truncate(length as usize);
        Ok(Value::bytes(out))
    });
}

/// `Generator.permuted(x, axis=None, out=None)` through the stdlib, with this object's
/// `permutation` (so the draws are the Generator's).
fn register_permuted(m: &Module, host: bool, api: Api, ns: &Weak<Module>) {
    let Some(permutation) = m.get("permutation") else {
        return;
    };
    let ns = ns.clone();
    reg_rand(m, host, api, "permuted", move |it, b, _| {
        let b = b.passed(&["x", "axis", "out"]);
        let args = vec![
            permutation.clone(),
            b[0].clone().unwrap_or(Value::None),
            b[1].clone().unwrap_or(Value::None),
            b[2].clone().unwrap_or(Value::None),
        ];
        super::super::stdlib::call_private(it, &ns, "_permuted", &args)
    });
}
