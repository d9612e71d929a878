//! `a.NAME(...)`: an array's methods. Each call is bound to the method's declaration
//! (`decl/ndarray.txt`) first, so argument errors are Python's; the array's own methods
//! (reshape, astype, ravel, transpose, item, ...) are here, the others belong to the
//! families (`sort`, `stats`, `indexing`, `shape`, `io`) and the reductions (`reduce`).
//! The functions of the same names (`np.reshape`, `np.transpose`, ...) call the same code.
use super::{
    DType, Kw, dtype_arg, indexing, io, order_arg, ravel_axes, reduce, shape, sort, stats, strings,
    times, view,
};
use crate::array::{self as arr, Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::builtins::want_int;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtErr, RtResult, err, type_err, value_err};
use crate::interp::value::Value;

/// `a.NAME(*args, **kw)`.
pub fn call(it: &mut Interp, a: &ArrayRef, name: &str, args: &[Value], kw: &Kw) -> RtResult<Value> {
    let Some(sig) = crate::builtins::decl::method(name) else {
        return Err(no_method(a, name));
    };
    // Methods that compute run on the current device (CuPy's kernels do); copies to the
    // host and views do not.
    if !matches!(
        name,
        "get"
            | "tolist"
            | "item"
            | "view"
            | "reshape"
            | "transpose"
            | "squeeze"
            | "swapaxes"
            | "tobytes"
            | "tofile"
            | "copy"
    ) {
        crate::interp::arrays::on_current_device(a)?;
    }
    // The reductions bind their own arguments, with NumPy's messages (`_sum() got ...`).
    if reduce::NAMES.contains(&name) {
        return reduce::call(it, name, true, a, args, kw);
    }
    let b = sig.bind(args, kw)?;
    match name {
        "reshape" => {
            let dims = dims_of(it, &b.rest)?;
            reshape(it, a, &dims, order_arg(b.get("order"), true)?)
        }
        "astype" => astype(it, a, &b),
        "ravel" | "flatten" => ravel(it, a, order_arg(b.get("order"), false)?, name == "flatten"),
        // A pending copy: fused with what follows, and a device array stays on the device.
        // From another device it is copied here, as CuPy's copy is.
        "copy"
            if let Some(moved) =
                crate::interp::arrays::onto_current_device(&Value::Array(a.clone()))? =>
        {
            Ok(Value::Array(moved))
        }
        "copy" => {
            let c = arr::astype(a, a.dtype).map_err(arr_err)?;
            let order = order_arg(b.get("order"), false)?;
            Ok(Value::Array(super::in_order(it, c, order)?))
        }
        "tolist" => it.array_tolist(a),
        // An int64 host array seen as dates or spans: the same buffer.
        "view"
            if a.host
                && a.dtype == crate::array::dtype::DType::I64
                && let Some((delta, unit)) = b.get("dtype").and_then(super::times::time_dtype) =>
        {
            Ok(Value::Times(std::rc::Rc::new(super::times::TimeArray {
                vals: a.clone(),
                delta,
                unit,
            })))
        }
        "view" => view(a, b.get("dtype")),
        "byteswap" => byteswap(it, a, b.flag("inplace")),
        "conj" | "conjugate" => {
            let r = arr::unary(crate::array::ops::Op::Conj, a).map_err(arr_err)?;
            it.finish(r)
        }
        "dot" => {
            crate::builtins::numpy_create::dot(it, &Value::Array(a.clone()), b.arg("b"), a.host)
        }
        "item" => item(it, a, &b.rest),
        "get" => to_host(a),
        "transpose" => transpose(it, a, &b.rest),
        _ => family(it, a, name, &b, args, kw).unwrap_or_else(|| Err(no_method(a, name))),
    }
}

/// The families' methods.
fn family(
    it: &mut Interp,
    a: &ArrayRef,
    name: &str,
    b: &Bound,
    args: &[Value],
    kw: &Kw,
) -> Option<RtResult<Value>> {
    sort::method(it, a, name, b)
        .or_else(|| stats::method(it, a, name, b, args, kw))
        .or_else(|| indexing::method(it, a, name, b))
        .or_else(|| shape::method(it, a, name, b))
        .or_else(|| io::method(it, a, name, b))
}

pub(super) fn no_method(a: &ArrayRef, name: &str) -> Box<RtErr> {
    err(
        ExcType::AttributeError,
        format!(
            "'{}.ndarray' object has no attribute '{name}'",
            if a.host { "numpy" } else { "cupy" }
        ),
    )
}

/// A new shape given as one tuple or list, or as separate integers (`a.reshape(2, 3)`).
pub(super) fn dims_of(it: &mut Interp, parts: &[Value]) -> RtResult<Vec<i64>> {
    let items = match parts {
        [one @ (Value::Tuple(_) | Value::List(_))] => it.to_vec(one)?,
        _ => parts.to_vec(),
    };
    items.iter().map(|v| want_int(v, "")).collect()
}

/// `a.reshape(dims, order=...)` (also `np.reshape`).
pub(super) fn reshape(it: &mut Interp, a: &ArrayRef, dims: &[i64], order: char) -> RtResult<Value> {
    // 'F' (or 'A' of a Fortran-ordered array): the reversed axes reshaped in C order.
    let fortran = order == 'F' || (order == 'A' && ravel_axes(a, 'A')? != ravel_axes(a, 'C')?);
    if !fortran {
        let r = it.reshape(a, dims)?;
        // A NumPy scalar reshaped to () stays a scalar (np.float64(4).reshape(())).
        if a.scalar && r.shape.is_empty() {
            return Ok(Value::Array(a.clone()));
        }
        return Ok(Value::Array(r));
    }
    let t = it.transpose(a, None)?;
    let rev: Vec<i64> = dims.iter().rev().copied().collect();
    let r = it.reshape(&t, &rev)?;
    Ok(Value::Array(it.transpose(&r, None)?))
}

/// `a.ravel(order)` / `a.flatten(order)` (a copy always); also `np.ravel`.
pub(super) fn ravel(it: &mut Interp, a: &ArrayRef, order: char, copy: bool) -> RtResult<Value> {
    let n = a.size() as i64;
    let perm = ravel_axes(a, order)?;
    let src = if perm.iter().enumerate().all(|(i, &k)| i == k) {
        a.clone()
    } else {
        it.transpose(a, Some(perm))?
    };
    if !copy && src.ready().map_err(arr_err)?.1.is_contiguous() {
        return Ok(Value::Array(it.reshape(&src, &[n])?));
    }
    // A pending copy: fused with what follows, and a device array stays on the device.
    let c = arr::astype(&src, a.dtype).map_err(arr_err)?;
    Ok(Value::Array(it.reshape(&c, &[n])?))
}

/// `a.transpose(*axes)`: none reverses the axes; a tuple or separate integers permute them.
/// Also `np.transpose(a, axes)`.
pub(super) fn transpose(it: &mut Interp, a: &ArrayRef, axes: &[Value]) -> RtResult<Value> {
    let axes = match axes {
        [] | [Value::None] => None,
        _ => {
            let v: Vec<i64> = match axes {
                [one] => shape::ints_of(it, one)?,
                _ => axes.iter().map(shape::int_of).collect::<RtResult<_>>()?,
            };
            if v.len() != a.ndim() {
                return Err(value_err("axes don't match array"));
            }
            Some(
                v.iter()
                    .map(|&k| it.norm_axis(k, a.ndim()))
                    .collect::<RtResult<Vec<_>>>()?,
            )
        }
    };
    Ok(Value::Array(it.transpose(a, axes)?))
}

/// `a.astype(dtype, order, casting, subok, copy)`: `casting` checked as NumPy does; dates
/// and strings become those arrays.
fn astype(it: &mut Interp, a: &ArrayRef, b: &Bound) -> RtResult<Value> {
    let want = b.arg("dtype");
    if a.host {
        // `counts.astype('datetime64[D]')`: the integers as counts of the unit.
        if let Some(unit) = times::time_dtype(want) {
            // Floats are truncated towards zero (NaN and infinities become NaT), as NumPy casts.
            if a.dtype.is_float() {
                let crate::array::col::Col::F(xs) = arr::astype(a, DType::F64)
                    .and_then(|f| f.to_col())
                    .map_err(arr_err)?
                else {
                    return Err(type_err("expected float64 values"));
                };
                let vals = xs
                    .iter()
                    .map(|x| match x.is_finite() {
                        true => x.trunc() as i64,
                        false => times::calendar::NAT,
                    })
                    .collect();
                return Ok(times::new_value(
                    vals,
                    a.shape.clone(),
                    unit.0,
                    unit.1,
                    a.scalar,
                ));
            }
            let v = Value::Array(a.clone());
            return times::calls::to_times(it, &v, Some(unit)).map(Value::Times);
        }
        // `a.astype(str)`: each element's text, as NumPy's scalars print.
        if let Some(w) = strings::str_dtype(want) {
            let texts = strings::col_strings(&a.to_col().map_err(arr_err)?, a.dtype);
            let width = w.unwrap_or(strings::width_of(a.dtype));
            return Ok(strings::from_items(&texts, a.shape.clone(), Some(width)));
        }
    }
    let dt = dtype_arg(want)?.unwrap_or(DType::F64);
    let casting = match b.get("casting") {
        Some(Value::Str(c)) => c.to_string(),
        _ => "unsafe".to_string(),
    };
    if !["no", "equiv", "safe", "same_kind", "unsafe"].contains(&casting.as_str()) {
        return Err(value_err(format!(
            "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got '{casting}')"
        )));
    }
    if !crate::array::dtype::can_cast(a.dtype, dt, &casting) {
        return Err(type_err(format!(
            "Cannot cast array data from dtype('{}') to dtype('{}') according to the rule '{casting}'",
            a.dtype.name(),
            dt.name()
        )));
    }
    // copy=False: the same array when no conversion is needed (NumPy returns self).
    if dt == a.dtype && !b.flag("copy") {
        return Ok(Value::Array(a.clone()));
    }
    if a.host && a.dtype.is_complex() && !dt.is_complex() && dt != DType::Bool {
        it.warn_here(
            ExcType::ComplexWarning,
            "Casting complex values to real discards the imaginary part",
        )?;
    }
    let r = arr::astype(a, dt).map_err(arr_err)?;
    it.finish(r)
}

/// `a.item(*args)`: the only element, the one at a flat index, or at an index per axis.
fn item(it: &mut Interp, a: &ArrayRef, args: &[Value]) -> RtResult<Value> {
    let idx: Vec<Value> = match args {
        [Value::Tuple(t)] => t.to_vec(),
        _ => args.to_vec(),
    };
    match idx.as_slice() {
        [] => it.array_item(a),
        [i] => {
            // One index is flat, in C order.
            let i = want_int(i, "item")?;
            let n = a.size() as i64;
            let k = if i < 0 { i + n } else { i };
            if k < 0 || k >= n {
                return Err(err(
                    ExcType::IndexError,
                    format!("index {i} is out of bounds for size {n}"),
                ));
            }
            let c = a.to_col().map_err(arr_err)?;
            Ok(Interp::py_elem(&c, k as usize))
        }
        _ if idx.len() != a.ndim() => Err(value_err("incorrect number of indices for array")),
        _ => match it.array_getitem(a, &Value::tuple(idx))? {
            Value::Array(x) => it.array_item(&x),
            v => Ok(v),
        },
    }
}

/// CuPy's `a.get()`: the values as a NumPy array.
fn to_host(a: &ArrayRef) -> RtResult<Value> {
    if a.host {
        return Err(no_method(a, "get"));
    }
    let c = a.to_col().map_err(arr_err)?;
    Ok(Value::Array(Array::from_col(
        c,
        a.dtype,
        a.shape.clone(),
        true,
    )))
}

/// `a.byteswap(inplace=False)`: each element's bytes reversed (a copy of the bytes read
/// back; `inplace` writes them into `a`).
fn byteswap(it: &mut Interp, a: &ArrayRef, inplace: bool) -> RtResult<Value> {
    let size = a.dtype.itemsize();
    // A complex element swaps its two parts' bytes separately, as NumPy's.
    let part = if a.dtype.is_complex() { size / 2 } else { size };
    let mut bytes = super::io::array_bytes(a)?;
    bytes.chunks_mut(part).for_each(|c| c.reverse());
    let r = super::io::from_bytes(&bytes, a.dtype, a.shape.clone(), a.host);
    if inplace {
        it.set_item(&Value::Array(a.clone()), Value::Ellipsis, Value::Array(r))?;
        return Ok(Value::Array(a.clone()));
    }
    Ok(Value::Array(if a.scalar { r.as_scalar() } else { r }))
}
