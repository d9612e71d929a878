//! Index functions: take take_along_axis put choose compress extract ix_, built on the
//! advanced-indexing core (`array::index`) and the fused `where`.
use super::reg_bound;
use crate::array::dtype::DType;
use crate::array::index::{self, Item};
use crate::array::layout::Layout;
use crate::array::ops::Op;
use crate::array::{self as arr, Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::builtins::want_int;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "take", host, |it, b, host| {
        let x = it.to_array(b.arg("a"), host, None)?;
        take(it, &x, b)
    });
    reg_bound(m, "take_along_axis", host, |it, b, host| {
        let x = it.to_array(b.get("arr").unwrap(), host, None)?;
        take_along_axis(it, &x, b.get("indices").unwrap(), b.get("axis").unwrap())
    });
    reg_bound(m, "put", host, |it, b, _| {
        let Value::Array(x) = b.arg("a") else {
            return Err(type_err(
                "argument 1 must be numpy.ndarray, not a list or scalar",
            ));
        };
        put(it, x, b.arg("ind"), b.arg("v"), b.get("mode"))
    });
    reg_bound(m, "choose", host, |it, b, host| {
        let x = it.to_array(b.get("a").unwrap(), host, None)?;
        choose(it, &x, b.get("choices").unwrap(), b.get("mode"), host)
    });
    reg_bound(m, "compress", host, |it, b, host| {
        let x = it.to_array(b.get("a").unwrap(), host, None)?;
        compress(it, b.get("condition").unwrap(), &x, b.get("axis"))
    });
    reg_bound(m, "extract", host, |it, b, host| {
        let x = it.to_array(b.get("arr").unwrap(), host, None)?;
        let c = it.to_array(b.get("condition").unwrap(), host, None)?;
        // NumPy's `take(ravel(arr), nonzero(ravel(condition))[0])`: a true entry past the
        // end of arr is its IndexError.
        let picks = arr::sort::flatnonzero(&c).map_err(arr_err)?;
        let r = index::take(&*flat(&x)?, vec![Item::Ints(picks)]).map_err(arr_err)?;
        Ok(Value::Array(r))
    });
    reg_bound(m, "ix_", host, |it, b, host| {
        let k = b.rest.len();
        let mut out = Vec::with_capacity(k);
        for (i, v) in b.rest.iter().enumerate() {
            let x = it.to_array(v, host, None)?;
            if x.ndim() != 1 {
                return Err(value_err("Cross index must be 1 dimensional"));
            }
            let mut shape = vec![1; k];
            if x.dtype.is_int() {
                // An integer index keeps its dtype and its device: a reshaped view.
                shape[i] = x.size() as i64;
                out.push(Value::Array(it.reshape(&x, &shape)?));
                continue;
            }
            // A mask's positions (their count decides the shape: a sync point on the device).
            let ints = match x.dtype {
                DType::Bool => arr::sort::flatnonzero(&x).map_err(arr_err)?,
                _ if x.size() == 0 => arr::astype(&x, DType::I64).map_err(arr_err)?,
                _ => return Err(value_err("Cross index must be 1 dimensional")),
            };
            shape[i] = ints.size() as i64;
            out.push(Value::Array(it.reshape(&ints, &shape)?));
        }
        Ok(Value::tuple(out))
    });
}

/// `a.NAME(...)` when NAME belongs to this family; `b` holds the arguments bound to the
/// method's declaration.
pub fn method(it: &mut Interp, a: &ArrayRef, name: &str, b: &Bound) -> Option<RtResult<Value>> {
    Some(match name {
        "take" => take(it, a, b),
        "put" => put(it, a, b.arg("indices"), b.arg("values"), b.get("mode")),
        "compress" => compress(it, b.arg("condition"), a, b.get("axis")),
        "choose" => choose(it, a, b.arg("choices"), b.get("mode"), a.host),
        _ => return None,
    })
}

/// The elements of `x` in C order as a 1-d array (a view when possible).
fn flat(x: &ArrayRef) -> RtResult<ArrayRef> {
    let (buf, lay) = x.ready().map_err(arr_err)?;
    let n = x.size();
    Ok(match lay.reshape_view(&[n]) {
        Some(l) => Array::view(buf, l, x.dtype, x.host),
        None => arr::reshaped_copy(x, &[n]).map_err(arr_err)?,
    })
}

/// Integer index values (lists, arrays, scalars) as an int64 array on the `host` or device
/// side, where they stay.
fn ints(it: &mut Interp, v: &Value, host: bool) -> RtResult<ArrayRef> {
    let x = it.to_array(v, host, None)?;
    if !(x.dtype.is_int() || x.dtype == DType::Bool || x.size() == 0) {
        return Err(type_err(format!(
            "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
            x.dtype.name()
        )));
    }
    arr::astype(&x, DType::I64).map_err(arr_err)
}

/// `mode=`: 'raise' (None), 'wrap' or 'clip' for out-of-range indices.
fn mode_arg(v: Option<&Value>) -> RtResult<Option<&'static str>> {
    match v {
        None => Ok(None),
        Some(Value::Str(s)) => match &**s {
            "raise" => Ok(None),
            "wrap" => Ok(Some("wrap")),
            "clip" => Ok(Some("clip")),
            _ => Err(value_err(format!(
                "clipmode must be one of 'clip', 'raise', or 'wrap' (got '{s}')"
            ))),
        },
        Some(_) => Err(type_err("clipmode not understood")),
    }
}

/// `idx` under NumPy's mode for indices outside an axis of `n` (a lazy expression: the
/// values stay where they are); "raise" leaves them to the bounds check.
fn apply_mode(idx: &ArrayRef, n: usize, mode: Option<&str>) -> RtResult<ArrayRef> {
    let c = |v: usize| arr::int64(v as i64, idx.host);
    let r = match mode {
        Some("wrap") if n > 0 => arr::binary(Op::Mod, idx, &c(n)),
        Some("clip") => arr::binary(Op::Maximum, idx, &c(0))
            .and_then(|i| arr::binary(Op::Minimum, &i, &c(n.max(1) - 1))),
        _ => return Ok(idx.clone()),
    };
    r.map_err(arr_err)
}

fn axis_of(it: &Interp, v: Option<&Value>, ndim: usize) -> RtResult<Option<usize>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(it.norm_axis(want_int(v, "axis")?, ndim)?)),
    }
}

/// Full slices for the axes before `axis`, then `item`.
fn along(lay: &Layout, axis: usize, item: Item) -> Vec<Item> {
    let mut items: Vec<Item> = (0..axis).map(|k| Item::Slice(0, 1, lay.shape[k])).collect();
    items.push(item);
    items
}

/// `take(indices, axis, out, mode)`.
/// `take` of `x` (indices, axis, out, mode bound).
fn take(it: &mut Interp, x: &ArrayRef, b: &Bound) -> RtResult<Value> {
    let idx = ints(it, b.arg("indices"), x.host)?;
    let mode = mode_arg(b.get("mode"))?;
    let src = match axis_of(it, b.get("axis"), x.ndim())? {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), k),
    };
    let (a, axis) = src;
    let n = a.shape.get(axis).copied().unwrap_or(1);
    let idx = apply_mode(&idx, n, mode)?;
    let (_, lay) = a.ready().map_err(arr_err)?;
    if a.ndim() == 0 {
        return Err(value_err("take: 0-d arrays are indexed by `()`"));
    }
    let r = index::take(&a, along(&lay, axis, Item::Ints(idx))).map_err(arr_err)?;
    if let Some(Value::Array(o)) = b.get("out") {
        let (buf, l) = o.ready().map_err(arr_err)?;
        arr::write_into(&buf, &l, o.dtype, &r).map_err(arr_err)?;
        return Ok(Value::Array(o.clone()));
    }
    it.finish(r)
}

/// NumPy's take_along_axis: an index per position, along one axis.
fn take_along_axis(it: &mut Interp, x: &ArrayRef, ind: &Value, axis: &Value) -> RtResult<Value> {
    let Value::Array(ia) = ind else {
        return Err(type_err("`indices` must be an integer array"));
    };
    let (x, axis) = match axis {
        Value::None => (flat(x)?, 0),
        v => (x.clone(), it.norm_axis(want_int(v, "axis")?, x.ndim())?),
    };
    if !ia.dtype.is_int() {
        return Err(err(
            ExcType::IndexError,
            "`indices` must be an integer array",
        ));
    }
    if ia.ndim() != x.ndim() {
        return Err(value_err(
            "`indices` and `arr` must have the same number of dimensions",
        ));
    }
    // One integer array per axis: the given indices on `axis`, a broadcast arange elsewhere
    // (generated where it is used).
    let items: Vec<Item> = (0..x.ndim())
        .map(|k| {
            if k == axis {
                Item::Ints(ia.clone())
            } else {
                let mut s = vec![1; x.ndim()];
                s[k] = x.shape[k];
                Item::Known(arr::positions(Layout::contiguous(&s), x.host))
            }
        })
        .collect();
    let r = index::take(&x, items).map_err(arr_err)?;
    it.finish(r)
}

/// `put(ind, v, mode)`: flat positions (C order) of `x` get `v`, cycled as NumPy does.
fn put(
    it: &mut Interp,
    x: &ArrayRef,
    indices: &Value,
    values: &Value,
    mode: Option<&Value>,
) -> RtResult<Value> {
    let idx = ints(it, indices, x.host)?;
    let v = it.to_array(values, x.host, Some(x.dtype))?;
    let mode = mode_arg(mode)?;
    let n = x.size();
    let idx = apply_mode(&flat(&idx)?, n, mode)?;
    let m = idx.size();
    if m == 0 {
        return Ok(Value::None);
    }
    if v.size() == 0 {
        return Err(value_err("cannot put an empty array"));
    }
    // The values cycled to the indices' count: v[i % len(v)].
    let v = flat(&v)?;
    let src = if v.size() == m {
        v
    } else {
        let turn = apply_mode(&arr::iota(m, x.host), v.size(), Some("wrap"))?;
        index::take(&v, vec![Item::Known(turn)]).map_err(arr_err)?
    };
    let (buf, lay) = x.ready().map_err(arr_err)?;
    let flat_lay = match lay.reshape_view(&[n]) {
        Some(l) => l,
        None => {
            return Err(value_err(
                "put: the array must be contiguous (a view with gaps cannot be written flat)",
            ));
        }
    };
    let items = vec![Item::Ints(idx)];
    index::put(&buf, &flat_lay, x.dtype, x.host, items, &src).map_err(arr_err)?;
    Ok(Value::None)
}

/// `choose(a, choices, mode)`: a chain of fused `where`s over the broadcast choices.
fn choose(
    it: &mut Interp,
    a: &ArrayRef,
    choices: &Value,
    mode: Option<&Value>,
    host: bool,
) -> RtResult<Value> {
    let cs: Vec<ArrayRef> = it
        .to_vec(choices)?
        .iter()
        .map(|c| it.to_array(c, host, None))
        .collect::<RtResult<_>>()?;
    if cs.is_empty() {
        return Err(value_err("0-length sequence."));
    }
    let idx = ints(it, &Value::Array(a.clone()), host)?;
    let n = cs.len();
    let sel = match mode_arg(mode)? {
        None => {
            if !index::within(&idx, n).map_err(arr_err)? {
                return Err(value_err("invalid entry in choice array"));
            }
            idx
        }
        m => apply_mode(&idx, n, m)?,
    };
    let mut r = cs[n - 1].clone();
    for (k, c) in cs.iter().enumerate().rev().skip(1) {
        let kk = arr::constant((k as f64, 0.0), Some(k as i64), DType::I64, host);
        let is_k = arr::binary(Op::Eq, &sel, &kk).map_err(arr_err)?;
        r = arr::where_(&is_k, c, &r).map_err(arr_err)?;
    }
    // The result has the broadcast shape of `a` and every choice (also with one choice).
    let shape = crate::array::layout::broadcast_shapes(&sel.shape, &r.shape).map_err(value_err)?;
    let r = arr::broadcast_to(&r, &shape).map_err(arr_err)?;
    it.finish(r)
}

/// `compress(condition, a, axis)`: the slices along `axis` where the condition holds.
fn compress(it: &mut Interp, cond: &Value, x: &ArrayRef, axis: Option<&Value>) -> RtResult<Value> {
    let c = it.to_array(cond, x.host, None)?;
    if c.ndim() != 1 {
        return Err(value_err("condition must be a 1-d array"));
    }
    let picks = arr::sort::flatnonzero(&c).map_err(arr_err)?;
    let (a, axis) = match axis_of(it, axis, x.ndim())? {
        None => (flat(x)?, 0),
        Some(k) => (x.clone(), k),
    };
    let (_, lay) = a.ready().map_err(arr_err)?;
    let r = index::take(&a, along(&lay, axis, Item::Ints(picks))).map_err(arr_err)?;
    it.finish(r)
}
