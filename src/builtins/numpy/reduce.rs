//! The reductions `sum prod mean max min any all` (functions and methods) with NumPy's
//! arguments: `axis dtype out keepdims initial where`, positional or by keyword.
use super::{Kw, dtype_arg};
use crate::array::dtype::DType;
use crate::array::layout::shape_compact;
use crate::array::ops::Op;
use crate::array::{self as arr, ArrayRef};
use crate::builtins::kwarg;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::Value;
use crate::lazy::Reduce;

/// The methods this module answers (their messages name NumPy's helpers: `_sum()`).
pub const NAMES: &[&str] = &["sum", "prod", "mean", "max", "min", "any", "all"];

/// The reduction a name means, whether it is a mean, and NumPy's parameter order.
fn spec(name: &str) -> (Reduce, bool, &'static [&'static str]) {
    const SUM: &[&str] = &["axis", "dtype", "out", "keepdims", "initial", "where"];
    const MEAN: &[&str] = &["axis", "dtype", "out", "keepdims", "where"];
    const MAX: &[&str] = &["axis", "out", "keepdims", "initial", "where"];
    const ANY: &[&str] = &["axis", "out", "keepdims", "where"];
    match name {
        "sum" => (Reduce::Sum, false, SUM),
        "prod" => (Reduce::Prod, false, SUM),
        "mean" => (Reduce::Sum, true, MEAN),
        "max" | "amax" => (Reduce::Max, false, MAX),
        "min" | "amin" => (Reduce::Min, false, MAX),
        "any" => (Reduce::Any, false, ANY),
        _ => (Reduce::All, false, ANY),
    }
}

/// NumPy's ufunc name of a reduction (for messages).
fn ufunc_name(r: Reduce) -> &'static str {
    match r {
        Reduce::Sum => "add",
        Reduce::Prod => "multiply",
        Reduce::Max => "maximum",
        Reduce::Min => "minimum",
        Reduce::Any => "logical_or",
        Reduce::All => "logical_and",
    }
}

/// `name(x, *args, **kw)`: `args` are what follows the array; `method` for `x.name(...)`.
pub fn call(
    it: &mut Interp,
    name: &str,
    method: bool,
    x: &ArrayRef,
    args: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    let (r, mean, params) = spec(name);
    // NumPy's messages name the Python helper behind a method (`_sum`, `_amax`).
    let shown = match (method, name) {
        (false, n) => n.to_string(),
        (true, "max" | "min") => format!("_a{name}"),
        (true, n) => format!("_{n}"),
    };
    let name = shown.as_str();
    if args.len() > params.len() {
        return Err(type_err(format!(
            "{name}() takes from 1 to {} positional arguments but {} were given",
            params.len() + 1,
            args.len() + 1
        )));
    }
    for (k, _) in kw.iter() {
        if !params.contains(&&**k) {
            return Err(type_err(format!(
                "{name}() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    let get = |p: &str| -> Option<Value> {
        let i = params.iter().position(|q| *q == p)?;
        args.get(i)
            .or(kwarg(kw, p))
            .filter(|v| !matches!(v, Value::None))
            .cloned()
    };
    let axis = get("axis").unwrap_or(Value::None);
    let keepdims = get("keepdims").is_some_and(|v| v.truthy());
    let dtype = match get("dtype") {
        Some(d) => dtype_arg(&d)?,
        None => None,
    };
    let initial = get("initial");
    let mask = match get("where") {
        Some(Value::Bool(true)) | None => None,
        Some(w) => Some(it.to_array(&w, x.host, None)?),
    };
    let axes = it.axes_arg(&axis, x.ndim())?;
    let count: usize = axes.iter().map(|&k| x.shape[k]).product();
    let host = x.host;
    let scalar = |v: (f64, f64), dt: DType| arr::constant(v, None, dt, host);
    // Elements outside `where` become the reduction's identity (or `initial` for max/min).
    let mut input = x.clone();
    if let Some(m) = &mask {
        let fill = match (r, &initial) {
            (Reduce::Sum | Reduce::Any, _) => scalar((0.0, 0.0), x.dtype),
            (Reduce::Prod | Reduce::All, _) => scalar((1.0, 0.0), x.dtype),
            (_, Some(i)) => it.to_array(i, host, Some(x.dtype))?,
            (_, None) => {
                return Err(value_err(format!(
                    "reduction operation '{}' does not have an identity, so to use a where mask one has to specify 'initial'",
                    ufunc_name(r)
                )));
            }
        };
        let m = arr::broadcast_to(m, &x.shape).map_err(arr_err)?;
        input = arr::where_(&m, x, &fill).map_err(arr_err)?;
    }
    let empty_with_initial = count == 0 && initial.is_some();
    let mut out = if empty_with_initial && matches!(r, Reduce::Max | Reduce::Min) {
        // Nothing to reduce: every output is `initial`.
        let base = it.array_reduce(&input, Reduce::Sum, false, &axis, keepdims, dtype)?;
        let Value::Array(b) = base else {
            unreachable!("reductions give arrays")
        };
        let i = it.to_array(initial.as_ref().unwrap(), host, Some(b.dtype))?;
        let full = arr::binary(Op::Add, &b, &i).map_err(arr_err)?;
        arr::astype(&full, dtype.unwrap_or(x.dtype)).map_err(arr_err)?
    } else {
        let v = it.array_reduce(
            &input,
            r,
            false,
            &axis,
            keepdims,
            mean_dtype(x, mean, dtype),
        )?;
        let Value::Array(v) = v else {
            unreachable!("reductions give arrays")
        };
        v
    };
    let done = empty_with_initial && matches!(r, Reduce::Max | Reduce::Min);
    if let Some(i) = &initial
        && !done
    {
        let i = it.to_array(i, host, None)?;
        let op = match r {
            Reduce::Sum => Op::Add,
            Reduce::Prod => Op::Mul,
            Reduce::Max => Op::Maximum,
            Reduce::Min => Op::Minimum,
            Reduce::Any => Op::LogicalOr,
            Reduce::All => Op::LogicalAnd,
        };
        let typed = arr::astype(&i, out.dtype).map_err(arr_err)?;
        out = arr::binary(op, &out, &typed).map_err(arr_err)?;
    }
    if mean {
        let n = match &mask {
            None => scalar((count as f64, 0.0), out.dtype),
            Some(m) => {
                let m = arr::broadcast_to(m, &x.shape).map_err(arr_err)?;
                let ones = arr::astype(&m, DType::I64).map_err(arr_err)?;
                match it.array_reduce(&ones, Reduce::Sum, false, &axis, keepdims, None)? {
                    Value::Array(c) => arr::astype(&c, out.dtype).map_err(arr_err)?,
                    _ => unreachable!("reductions give arrays"),
                }
            }
        };
        // NumPy warns once for an empty mean (host arrays; CuPy does not) and divides
        // 0 by 0 without a second warning.
        out = if count == 0 && mask.is_none() {
            if host {
                it.warn_here(
                    crate::interp::error::ExcType::RuntimeWarning,
                    "Mean of empty slice.",
                )?;
            }
            crate::array::fperr::quiet(|| arr::binary(Op::Div, &out, &n)).map_err(arr_err)?
        } else {
            arr::binary(Op::Div, &out, &n).map_err(arr_err)?
        };
        if x.dtype == DType::F16 && dtype.is_none() {
            out = arr::astype(&out, DType::F16).map_err(arr_err)?;
        }
    }
    if let Some(o) = get("out") {
        let Value::Array(o) = o else {
            return Err(type_err("output must be an array"));
        };
        if o.ndim() != out.ndim() {
            return Err(value_err(format!(
                "output parameter for reduction operation {} has the wrong number of dimensions: Found {} but expected {}",
                ufunc_name(r),
                o.ndim(),
                out.ndim()
            )));
        }
        if o.shape != out.shape {
            return Err(value_err(format!(
                "output parameter for reduction operation {} has a non-reducible shape {}",
                ufunc_name(r),
                shape_compact(&o.shape)
            )));
        }
        let (buf, lay) = o.ready().map_err(arr_err)?;
        arr::write_into(&buf, &lay, o.dtype, &out).map_err(arr_err)?;
        return Ok(Value::Array(o));
    }
    it.finish(out)
}

/// The accumulator of a mean: float64 for integers, float32 for float16 (NumPy's rule).
fn mean_dtype(x: &ArrayRef, mean: bool, dtype: Option<DType>) -> Option<DType> {
    if !mean {
        return dtype;
    }
    Some(dtype.unwrap_or(match x.dtype {
        DType::F16 => DType::F32,
        d if d.is_float() || d.is_complex() => d,
        _ => DType::F64,
    }))
}
