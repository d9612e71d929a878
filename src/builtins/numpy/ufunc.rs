//! The ufuncs of the `numpy`/`cupy` namespaces: every elementwise op of the operator table
//! under its NumPy name (and aliases), called with arrays, lists or Python scalars (NEP 50),
//! with `out=` and `where=`; the two-output ufuncs (divmod, modf, frexp); and clip,
//! round/around and nan_to_num composed from the table's ops.
use super::super::{kwarg, want_int};
use super::{Kw, arr_of, reg_bound, reg_with};
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{self as arr, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};

/// Registers the ufuncs in a namespace.
pub fn install(m: &Module, host: bool) {
    for &n in UFUNCS {
        reg_with(m, n, host, false, move |it, a, kw, host| {
            ufunc_call(it, n, a, kw, host)
        });
    }
    ufunc_extras(m, host);
}

/// The ufuncs (and the ufunc-like fix, real, imag, angle) of the operator table; divmod,
/// modf and frexp have two outputs, one table op each.
const UFUNCS: &[&str] = &[
    "add",
    "subtract",
    "multiply",
    "divide",
    "true_divide",
    "floor_divide",
    "power",
    "float_power",
    "mod",
    "remainder",
    "fmod",
    "negative",
    "positive",
    "absolute",
    "abs",
    "fabs",
    "sign",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "sqrt",
    "cbrt",
    "square",
    "reciprocal",
    "sin",
    "cos",
    "tan",
    "arcsin",
    "arccos",
    "arctan",
    "arctan2",
    "hypot",
    "sinh",
    "cosh",
    "tanh",
    "arcsinh",
    "arccosh",
    "arctanh",
    "degrees",
    "radians",
    "deg2rad",
    "rad2deg",
    "floor",
    "ceil",
    "trunc",
    "rint",
    "fix",
    "maximum",
    "minimum",
    "fmax",
    "fmin",
    "isnan",
    "isinf",
    "isfinite",
    "signbit",
    "copysign",
    "nextafter",
    "ldexp",
    "logaddexp",
    "logaddexp2",
    "heaviside",
    "equal",
    "not_equal",
    "less",
    "less_equal",
    "greater",
    "greater_equal",
    "logical_and",
    "logical_or",
    "logical_xor",
    "logical_not",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "invert",
    "left_shift",
    "right_shift",
    "gcd",
    "lcm",
    "conj",
    "conjugate",
    "real",
    "imag",
    "angle",
    "divmod",
    "modf",
    "frexp",
];

fn ufunc_op(name: &str) -> Op {
    match name {
        "true_divide" => Op::Div,
        "mod" => Op::Mod,
        "abs" => Op::Abs,
        "conj" => Op::Conj,
        n => Op::by_name(n).expect("ufunc in the table"),
    }
}

/// np.divmod, np.modf and np.frexp: two outputs, each an op of the table.
fn two_outputs(n: &str) -> Option<(Op, Op)> {
    Some(match n {
        "divmod" => (Op::FloorDiv, Op::Mod),
        "modf" => (Op::ModfFrac, Op::ModfInt),
        "frexp" => (Op::FrexpMant, Op::FrexpExp),
        _ => return None,
    })
}

/// A ufunc's inputs as arrays: Python numbers (NEP 50 weak) become constants of the dtype
/// the resolution gives them; a Python bool is an ordinary bool. Errors name the ufunc `name`.
fn ufunc_inputs(
    it: &mut Interp,
    op: Op,
    name: &str,
    args: &[Value],
    host: bool,
) -> RtResult<(Vec<ArrayRef>, crate::array::ops::Plan)> {
    use crate::array::ops::Operand;
    let mut kinds = Vec::with_capacity(args.len());
    let mut xs: Vec<Option<ArrayRef>> = Vec::with_capacity(args.len());
    let mut vals = Vec::with_capacity(args.len());
    for v in args {
        let (k, x, c) = match v {
            Value::Int(i) => (Operand::Int(*i), None, ((*i as f64, 0.0), Some(*i))),
            Value::Float(f) => (Operand::Float, None, ((*f, 0.0), None)),
            Value::Complex(re, im) => (Operand::Complex, None, ((*re, *im), None)),
            Value::Bool(b) => {
                let x = arr::constant((*b as i64 as f64, 0.0), Some(*b as i64), DType::Bool, host);
                (Operand::Arr(DType::Bool), Some(x), ((0.0, 0.0), None))
            }
            v => {
                let x = arr_of(it, v, host)?;
                (Operand::Arr(x.dtype), Some(x), ((0.0, 0.0), None))
            }
        };
        kinds.push(k);
        xs.push(x);
        vals.push(c);
    }
    let plan = op
        .plan(kinds[0], kinds.get(1).copied())
        .map_err(|e| match e {
            arr::ArrErr::Type(m) => {
                arr::ArrErr::Type(m.replace(&format!("'{}'", op.def().name), &format!("'{name}'")))
            }
            e => e,
        })
        .map_err(arr_err)?;
    let xs = xs
        .into_iter()
        .enumerate()
        .map(|(k, x)| {
            x.unwrap_or_else(|| arr::constant(vals[k].0, vals[k].1, plan.consts[k], host))
        })
        .collect();
    Ok((xs, plan))
}

/// `op` applied to ufunc arguments (arrays, lists or Python numbers), recorded lazily.
fn ufunc_apply(it: &mut Interp, op: Op, args: &[Value], host: bool) -> RtResult<ArrayRef> {
    let (xs, plan) = ufunc_inputs(it, op, op.def().name, args, host)?;
    match xs.as_slice() {
        [x] => arr::unary(op, x),
        [x, y] => arr::binary_typed(op, x, y, plan.ct, plan.out),
        _ => unreachable!("ufuncs take one or two inputs"),
    }
    .map_err(arr_err)
}

/// The `out` arrays of a ufunc call: positional after the inputs, or `out=` (a tuple with one
/// entry per output; a bare array for one output). `None` entries are allocated.
fn ufunc_outs(
    it: &mut Interp,
    a: &[Value],
    nin: usize,
    nout: usize,
    kw: &Kw,
    host: bool,
) -> RtResult<Vec<Option<(ArrayRef, Value)>>> {
    if a.len() > nin && kwarg(kw, "out").is_some() {
        return Err(type_err(
            "cannot specify 'out' as both a positional and keyword argument",
        ));
    }
    if a.len() > nin {
        return out_arrays(it, &a[nin..], nout, host);
    }
    out_keyword(it, kwarg(kw, "out"), nout, host)
}

/// The outputs `out=` names (a tuple with one entry per output; a bare array for one).
fn out_keyword(
    it: &mut Interp,
    out: Option<&Value>,
    nout: usize,
    host: bool,
) -> RtResult<Vec<Option<(ArrayRef, Value)>>> {
    match out {
        Some(Value::Tuple(t)) if t.len() != nout => Err(value_err(
            "The 'out' tuple must have exactly one entry per ufunc output",
        )),
        Some(Value::Tuple(t)) => out_arrays(it, t, nout, host),
        Some(Value::None) | None => out_arrays(it, &[], nout, host),
        Some(v) if nout == 1 => out_arrays(it, std::slice::from_ref(v), nout, host),
        Some(_) => Err(type_err("'out' must be a tuple of arrays")),
    }
}

/// Each output's array (and the value to return for it); `None` where one is allocated.
fn out_arrays(
    it: &mut Interp,
    given: &[Value],
    nout: usize,
    host: bool,
) -> RtResult<Vec<Option<(ArrayRef, Value)>>> {
    let mut outs = Vec::with_capacity(nout);
    for k in 0..nout {
        outs.push(match given.get(k) {
            None | Some(Value::None) => None,
            Some(Value::Array(o)) if !o.scalar => {
                let v = Value::Array(o.clone());
                Some((arr_of(it, &v, host)?, v))
            }
            Some(_) => return Err(type_err("return arrays must be of ArrayType")),
        });
    }
    Ok(outs)
}

/// The `where=` mask of a ufunc call; None where every element is computed.
fn where_mask(it: &mut Interp, w: Option<&Value>, host: bool) -> RtResult<Option<ArrayRef>> {
    Ok(match w {
        None | Some(Value::None) | Some(Value::Bool(true)) => None,
        Some(Value::Bool(false)) => Some(arr::constant((0.0, 0.0), Some(0), DType::Bool, host)),
        Some(v @ Value::Array(_)) => {
            let m = arr_of(it, v, host)?;
            crate::array::ops::out::check_mask(&m).map_err(arr_err)?;
            Some(m)
        }
        Some(v) => Some(it.to_array(v, host, Some(DType::Bool))?),
    })
}

/// Delivers a ufunc's results: written into `out` arrays (returned as given) or finished as
/// new arrays (host 0-d results become NumPy scalars); two outputs make a tuple.
fn ufunc_results(
    it: &mut Interp,
    name: &str,
    rs: Vec<ArrayRef>,
    outs: Vec<Option<(ArrayRef, Value)>>,
    mask: Option<&ArrayRef>,
) -> RtResult<Value> {
    let mut vals = Vec::with_capacity(rs.len());
    for (r, o) in rs.into_iter().zip(outs) {
        vals.push(match o {
            Some((o, v)) => {
                crate::array::ops::out::write_out(name, &r, &o, mask).map_err(arr_err)?;
                v
            }
            None => {
                // Without `out` the masked-off elements are unspecified; the mask still
                // takes part in broadcasting.
                let r = match mask {
                    Some(m) => arr::where_(m, &r, &r).map_err(arr_err)?,
                    None => r,
                };
                it.finish(r)?
            }
        });
    }
    Ok(if vals.len() == 1 {
        vals.pop().expect("one result")
    } else {
        Value::tuple(vals)
    })
}

/// np.clip (maximum, then minimum; out-of-range Python int bounds clamp to the integer
/// dtype's range), np.round/np.around (rint, with NumPy's scaling by 10**decimals) and
/// np.nan_to_num, composed from the table's ops.
fn ufunc_extras(m: &Module, host: bool) {
    reg_bound(m, "clip", host, |it, b, host| {
        // NumPy passes the rest on to its clip ufunc; gpa's takes `where`.
        if let Some((k, _)) = b.extra.iter().find(|(k, _)| &**k != "where") {
            return Err(type_err(format!(
                "clip() got an unexpected keyword argument '{k}'"
            )));
        }
        // NumPy's rules: a_min and a_max come together, or min=/max= stand for them.
        let arg = |n: &str| b.given(n).then(|| b.arg(n).clone());
        let (lo, hi) = match (arg("a_min"), arg("a_max")) {
            (None, None) => (
                arg("min").unwrap_or(Value::None),
                arg("max").unwrap_or(Value::None),
            ),
            (None, Some(_)) | (Some(_), None) => {
                let missing = if b.given("a_min") { "a_max" } else { "a_min" };
                return Err(type_err(format!(
                    "clip() missing 1 required positional argument: '{missing}'"
                )));
            }
            (Some(_), Some(_)) if b.given("min") || b.given("max") => {
                return Err(value_err(
                    "Passing `min` or `max` keyword argument when `a_min` and `a_max` are provided is forbidden.",
                ));
            }
            (Some(lo), Some(hi)) => (lo, hi),
        };
        let x0 = arr_of(it, b.arg("a"), host)?;
        let dt = x0.dtype;
        let mut x = Value::Array(x0);
        let outs = out_keyword(it, b.get("out"), 1, host)?;
        let w = b
            .extra
            .iter()
            .find(|(k, _)| &**k == "where")
            .map(|(_, v)| v);
        let mask = where_mask(it, w, host)?;
        // A Python int beyond an integer array's range clips nothing on that side.
        let clamp = |v: Value| match v {
            Value::Int(i) if dt.is_int() => {
                let bits = dt.itemsize() as u32 * 8;
                let (lo, hi): (i128, i128) = if dt.is_unsigned() {
                    (0, (1i128 << bits) - 1)
                } else {
                    (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
                };
                Value::Int((i as i128).clamp(lo, hi.min(i64::MAX as i128)) as i64)
            }
            v => v,
        };
        let mut r = None;
        for (op, b) in [(Op::Maximum, lo), (Op::Minimum, hi)] {
            if !matches!(b, Value::None) {
                let y = ufunc_apply(it, op, &[x, clamp(b)], host)?;
                x = Value::Array(y.clone());
                r = Some(y);
            }
        }
        let r = match r {
            Some(r) => r,
            None => match &x {
                Value::Array(x) => arr::astype(x, x.dtype).map_err(arr_err)?,
                _ => unreachable!(),
            },
        };
        if let Some(m) = &mask {
            let shapes = [r.shape.as_slice()];
            let out_shape = outs[0].as_ref().map(|o| o.0.shape.as_slice());
            crate::array::ops::out::call_shape(&shapes, out_shape, Some(m.shape.as_slice()))
                .map_err(arr_err)?;
        }
        ufunc_results(it, "clip", vec![r], outs, mask.as_ref())
    });
    for n in ["round", "around"] {
        reg_bound(m, n, host, move |it, b, host| {
            let d = want_int(b.arg("decimals"), n)?;
            let x = arr_of(it, b.arg("a"), host)?;
            let outs = out_keyword(it, b.get("out"), 1, host)?;
            let (r, name) = round_to(it, &x, d, host)?;
            if x.dtype == DType::Bool && d != 0 {
                // NumPy scales bools in an output of their own dtype.
                return Err(type_err(format!(
                    "Cannot cast ufunc '{name}' output from dtype('float64') to dtype('bool') with casting rule 'same_kind'"
                )));
            }
            ufunc_results(it, name, vec![r], outs, None)
        });
    }
    reg_bound(m, "nan_to_num", host, |it, b, host| {
        let copy = b.flag("copy");
        let num = |v: Option<&Value>| -> RtResult<Option<f64>> {
            v.map(crate::builtins::types::to_float).transpose()
        };
        let nan = num(b.opt("nan"))?.unwrap_or(0.0);
        let (posinf, neginf) = (num(b.opt("posinf"))?, num(b.opt("neginf"))?);
        let x = arr_of(it, b.arg("x"), host)?;
        if !(x.dtype.is_float() || x.dtype.is_complex()) {
            let r = if copy {
                arr::astype(&x, x.dtype).map_err(arr_err)?
            } else {
                x
            };
            return it.finish(r);
        }
        let part_dt = match x.dtype {
            DType::C64 => DType::F32,
            DType::C128 => DType::F64,
            d => d,
        };
        let big = match part_dt {
            DType::F16 => 65504.0,
            DType::F32 => f32::MAX as f64,
            _ => f64::MAX,
        };
        let k = |v: f64| arr::constant((v, 0.0), None, part_dt, host);
        let fix = |p: &ArrayRef| -> crate::array::AResult<ArrayRef> {
            let isnan = arr::unary(Op::IsNan, p)?;
            let r = arr::where_(&isnan, &k(nan), p)?;
            let pinf = arr::binary(Op::Eq, p, &k(f64::INFINITY))?;
            let r = arr::where_(&pinf, &k(posinf.unwrap_or(big)), &r)?;
            let ninf = arr::binary(Op::Eq, p, &k(f64::NEG_INFINITY))?;
            arr::where_(&ninf, &k(neginf.unwrap_or(-big)), &r)
        };
        let r = if x.dtype.is_complex() {
            let re = fix(&arr::unary(Op::Real, &x).map_err(arr_err)?).map_err(arr_err)?;
            let im = fix(&arr::unary(Op::Imag, &x).map_err(arr_err)?).map_err(arr_err)?;
            complex_of(&re, &im, x.dtype, host).map_err(arr_err)?
        } else {
            fix(&x).map_err(arr_err)?
        };
        if copy {
            it.finish(r)
        } else {
            let (buf, layout) = x.ready().map_err(arr_err)?;
            arr::write_into(&buf, &layout, x.dtype, &r).map_err(arr_err)?;
            Ok(Value::Array(x))
        }
    });
}

/// re + im * 1j in the complex dtype `dt` (exact: the products with 0 and 1 are).
fn complex_of(
    re: &ArrayRef,
    im: &ArrayRef,
    dt: DType,
    host: bool,
) -> crate::array::AResult<ArrayRef> {
    let j = arr::constant((0.0, 1.0), None, dt, host);
    let imj = arr::binary_typed(Op::Mul, im, &j, dt, dt)?;
    let z = arr::binary_typed(Op::Add, re, &imj, dt, dt)?;
    // Negative zeros: adding 0 makes every zero part +0.0 (some sums kept -0.0, some did
    // not); then conj gives the imaginary part's sign back, -conj the real part's.
    let zero = arr::constant((0.0, 0.0), None, dt, host);
    let z: ArrayRef = arr::binary_typed(Op::Add, &z, &zero, dt, dt)?;
    let neg_zero = |x: &ArrayRef| -> crate::array::AResult<ArrayRef> {
        let zero = arr::constant((0.0, 0.0), None, x.dtype, host);
        let one = arr::constant((1.0, 0.0), None, x.dtype, host);
        let is_zero = arr::binary(Op::Eq, x, &zero)?;
        let sign = arr::binary(Op::CopySign, &one, x)?;
        let negative = arr::binary(Op::Lt, &sign, &zero)?;
        arr::binary(Op::LogicalAnd, &is_zero, &negative)
    };
    let (im_neg, re_neg): (ArrayRef, ArrayRef) = (neg_zero(im)?, neg_zero(re)?);
    let conj: ArrayRef = arr::unary(Op::Conj, &z)?;
    let z: ArrayRef = arr::where_(&im_neg, &conj, &z)?;
    let conj: ArrayRef = arr::unary(Op::Conj, &z)?;
    let minus_conj: ArrayRef = arr::unary(Op::Neg, &conj)?;
    arr::where_(&re_neg, &minus_conj, &z)
}

/// np.round's algorithm: complex parts separately; integers unchanged for decimals >= 0;
/// rint for 0; else scale by the Python float 10**|decimals|, rint, and scale back (integers
/// return to their dtype). Also gives the name of the first ufunc, for cast errors.
pub(super) fn round_to(
    it: &mut Interp,
    x: &ArrayRef,
    d: i64,
    host: bool,
) -> RtResult<(ArrayRef, &'static str)> {
    if x.dtype.is_complex() {
        let re = arr::unary(Op::Real, x).map_err(arr_err)?;
        let im = arr::unary(Op::Imag, x).map_err(arr_err)?;
        let (re, name) = round_to(it, &re, d, host)?;
        let (im, _) = round_to(it, &im, d, host)?;
        return Ok((complex_of(&re, &im, x.dtype, host).map_err(arr_err)?, name));
    }
    if x.dtype.is_int() && d >= 0 {
        return Ok((arr::astype(x, x.dtype).map_err(arr_err)?, "rint"));
    }
    if d == 0 {
        return Ok((arr::unary(Op::Rint, x).map_err(arr_err)?, "rint"));
    }
    // NumPy's power_of_ten: a table to 1e8, then repeated multiplication.
    let n = d.unsigned_abs();
    let mut f = 10f64.powi(n.min(8) as i32);
    for _ in 8..n {
        f *= 10.0;
    }
    let (first, second, name) = if d > 0 {
        (Op::Mul, Op::Div, "multiply")
    } else {
        (Op::Div, Op::Mul, "divide")
    };
    let y = ufunc_apply(it, first, &[Value::Array(x.clone()), Value::Float(f)], host)?;
    let y = arr::unary(Op::Rint, &y).map_err(arr_err)?;
    let y = ufunc_apply(it, second, &[Value::Array(y), Value::Float(f)], host)?;
    let y = if x.dtype.is_int() {
        arr::astype(&y, x.dtype).map_err(arr_err)?
    } else {
        y
    };
    Ok((y, name))
}

/// A ufunc call: inputs are arrays, nested lists or Python scalars (NEP 50 weak), with
/// optional `out` (written in place and returned) and a `where` mask.
fn ufunc_call(it: &mut Interp, n: &str, a: &[Value], kw: &Kw, host: bool) -> RtResult<Value> {
    use crate::array::ops::out;
    let pair = two_outputs(n);
    let op = pair.map_or_else(|| ufunc_op(n), |p| p.0);
    let name = if pair.is_some() { n } else { op.def().name };
    let extra: &[&str] = if op == Op::Angle { &["deg"] } else { &[] };
    for (k, _) in kw {
        if !["out", "where", "dtype"].contains(&&**k) && !extra.contains(&&**k) {
            return Err(type_err(format!(
                "{name}() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    let nin = op.def().arity as usize;
    let nout = if pair.is_some() { 2 } else { 1 };
    if a.len() < nin || a.len() > nin + nout {
        return Err(type_err(format!(
            "{name}() takes from {nin} to {} positional arguments but {} were given",
            nin + nout,
            a.len()
        )));
    }
    // np.real/np.imag of a Python number are its attributes.
    if let (Op::Real | Op::Imag, [v]) = (op, a) {
        match (op, v) {
            (Op::Real, Value::Int(_) | Value::Float(_) | Value::Bool(_)) => return Ok(v.clone()),
            (Op::Imag, Value::Int(_) | Value::Bool(_)) => return Ok(Value::Int(0)),
            (Op::Imag, Value::Float(_)) => return Ok(Value::Float(0.0)),
            (Op::Real, Value::Complex(re, _)) => return Ok(Value::Float(*re)),
            (Op::Imag, Value::Complex(_, im)) => return Ok(Value::Float(*im)),
            _ => {}
        }
    }
    let outs = ufunc_outs(it, a, nin, nout, kw, host)?;
    let (mut xs, mut plan) = ufunc_inputs(it, op, name, &a[..nin], host)?;
    // dtype= picks the loop: the inputs cast to it (NumPy's same_kind rule), the result in it.
    if let Some(d) = kwarg(kw, "dtype").filter(|v| !matches!(v, Value::None)) {
        let Some(dt) = super::dtype_arg(d)? else {
            return Err(type_err("dtype must be a data type"));
        };
        for (i, x) in xs.iter_mut().enumerate() {
            if !crate::array::dtype::can_cast(x.dtype, dt, "same_kind") {
                return Err(crate::interp::error::err(
                    crate::interp::error::ExcType::TypeError,
                    format!(
                        "Cannot cast ufunc '{name}' input {i} from dtype('{}') to dtype('{}') with casting rule 'same_kind'",
                        x.dtype.name(),
                        dt.name()
                    ),
                ));
            }
            if x.dtype != dt {
                *x = arr::astype(x, dt).map_err(arr_err)?;
            }
        }
        if let [x, y] = xs.as_slice() {
            let (_, again) = ufunc_inputs(
                it,
                op,
                name,
                &[Value::Array(x.clone()), Value::Array(y.clone())],
                host,
            )?;
            plan = again;
        }
    }
    let mask = where_mask(it, kwarg(kw, "where"), host)?;
    let shapes: Vec<&[usize]> = xs.iter().map(|x| x.shape.as_slice()).collect();
    let mask_shape = mask.as_ref().map(|m| m.shape.as_slice());
    for o in outs.iter().flatten() {
        out::call_shape(&shapes, Some(o.0.shape.as_slice()), mask_shape).map_err(arr_err)?;
    }
    if mask.is_some() {
        out::call_shape(&shapes, None, mask_shape).map_err(arr_err)?;
    }
    let one = |op: Op| match xs.as_slice() {
        [x] => arr::unary(op, x),
        [x, y] => arr::binary_typed(op, x, y, plan.ct, plan.out),
        _ => unreachable!("ufuncs take one or two inputs"),
    };
    // NumPy computes nothing where the mask is False: no events can come from there.
    let one = |op: Op| match &mask {
        Some(_) => crate::array::fperr::quiet(|| one(op)),
        None => one(op),
    };
    let mut rs = vec![one(op).map_err(arr_err)?];
    if let Some((_, second)) = pair {
        let r = one(second).map_err(arr_err)?;
        rs.push(if second == Op::FrexpExp {
            arr::astype(&r, DType::I32).map_err(arr_err)?
        } else {
            r
        });
        // NumPy's events name the ufunc (`divmod`): host results are computed under it now.
        if n == "divmod" && host {
            crate::array::fperr::renamed("divmod", || {
                rs.iter().try_for_each(|r| r.ready().map(|_| ()))
            })
            .map_err(arr_err)?;
        }
    }
    if op == Op::Angle && kwarg(kw, "deg").is_some_and(|v| v.truthy()) {
        // np.angle multiplies by the Python float 180/pi.
        let r = &rs[0];
        let k = arr::constant((180.0 / std::f64::consts::PI, 0.0), None, r.dtype, host);
        rs[0] = arr::binary_typed(Op::Mul, r, &k, r.dtype, r.dtype).map_err(arr_err)?;
    }
    ufunc_results(it, name, rs, outs, mask.as_ref())
}
