//! isclose, allclose, array_equal: NumPy's formulas, Python scalars kept weak (NEP 50).
use super::{A, ae, arg};
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{self as arr};
use crate::builtins::numpy::reg_bound;
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::error::RtResult;
use crate::interp::value::{Module, Value};
use crate::lazy::Reduce;

fn is_py(v: &Value) -> bool {
    matches!(
        v,
        Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..)
    )
}

/// `a OP b` with NumPy's promotion; two Python scalars compute as a 0-d array and a scalar.
fn bop(it: &mut Interp, op: Op, a: &Value, b: &Value, host: bool) -> RtResult<Value> {
    let cmp = matches!(op, Op::Eq | Op::Le);
    match (a, b) {
        (Value::Array(_), _) | (_, Value::Array(_)) => it.array_binop(op, a, b, cmp),
        _ => {
            let x = Value::Array(it.to_array(a, host, None)?);
            it.array_binop(op, &x, b, cmp)
        }
    }
}

fn uop(it: &mut Interp, op: Op, a: &Value, host: bool) -> RtResult<Value> {
    let x = it.to_array(a, host, None)?;
    it.array_unary(op, &x)
}

/// A Python value or an array argument (lists become arrays).
fn operand(it: &mut Interp, v: &Option<Value>, host: bool) -> RtResult<Value> {
    let v = v.clone().unwrap_or(Value::None);
    if is_py(&v) {
        Ok(v)
    } else {
        Ok(Value::Array(it.to_array(&v, host, None)?))
    }
}

/// NumPy 2.2's isclose as an array (0-d kept).
fn isclose_of(it: &mut Interp, b: &Bound, host: bool) -> RtResult<A> {
    let x = operand(it, &arg(b, "a"), host)?;
    let mut y = operand(it, &arg(b, "b"), host)?;
    let rtol = operand(it, &arg(b, "rtol"), host)?;
    let atol = operand(it, &arg(b, "atol"), host)?;
    match &y {
        Value::Array(a) => {
            let dt = match a.dtype {
                d if d.is_float() || d.is_complex() => d,
                _ => DType::F64,
            };
            y = Value::Array(ae(arr::astype(a, dt))?);
        }
        Value::Int(i) => y = Value::Float(*i as f64),
        Value::Bool(b) => y = Value::Float(*b as i64 as f64),
        _ => {}
    }
    let d = bop(it, Op::Sub, &x, &y, host)?;
    let ad = uop(it, Op::Abs, &d, host)?;
    let ay = uop(it, Op::Abs, &y, host)?;
    let t = bop(it, Op::Mul, &rtol, &ay, host)?;
    let tol = bop(it, Op::Add, &atol, &t, host)?;
    let le = bop(it, Op::Le, &ad, &tol, host)?;
    let fin = uop(it, Op::IsFinite, &y, host)?;
    let both = bop(it, Op::BitAnd, &le, &fin, host)?;
    let eq = bop(it, Op::Eq, &x, &y, host)?;
    let mut r = bop(it, Op::BitOr, &both, &eq, host)?;
    if b.flag("equal_nan") {
        let nx = uop(it, Op::IsNan, &x, host)?;
        let ny = uop(it, Op::IsNan, &y, host)?;
        let nn = bop(it, Op::BitAnd, &nx, &ny, host)?;
        r = bop(it, Op::BitOr, &r, &nn, host)?;
    }
    it.to_array(&r, host, None)
}

fn all_true(a: &A) -> RtResult<bool> {
    let r = ae(arr::reduce_all(a, Reduce::All, None))?;
    Ok(ae(r.to_col())?.get_c(0).0 != 0.0)
}

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "isclose", host, |it, b, host| {
        let r = isclose_of(it, b, host)?;
        it.finish(r)
    });
    reg_bound(m, "allclose", host, |it, b, host| {
        let r = isclose_of(it, b, host)?;
        Ok(Value::Bool(all_true(&r)?))
    });
    reg_bound(m, "array_equal", host, |it, b, host| {
        let (Ok(x), Ok(y)) = (
            it.to_array(b.arg("a1"), host, None),
            it.to_array(b.arg("a2"), host, None),
        ) else {
            return Ok(Value::Bool(false));
        };
        if x.shape != y.shape {
            return Ok(Value::Bool(false));
        }
        let eq = ae(arr::binary(Op::Eq, &x, &y))?;
        let can_nan = |d: DType| d.is_float() || d.is_complex();
        if !b.flag("equal_nan") || !(can_nan(x.dtype) || can_nan(y.dtype)) {
            return Ok(Value::Bool(all_true(&eq)?));
        }
        let nx = ae(arr::unary(Op::IsNan, &x))?;
        let ny = ae(arr::unary(Op::IsNan, &y))?;
        let same = ae(arr::binary(Op::Eq, &nx, &ny))?;
        if !all_true(&same)? {
            return Ok(Value::Bool(false));
        }
        let ok = ae(arr::binary(Op::LogicalOr, &eq, &nx))?;
        Ok(Value::Bool(all_true(&ok)?))
    });
}
