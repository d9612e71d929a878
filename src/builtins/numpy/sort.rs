//! Sorting, searching and sets: sort argsort lexsort partition argpartition unique searchsorted
//! nonzero argwhere flatnonzero isin in1d intersect1d union1d setdiff1d argmin argmax
//! nanargmin nanargmax tril_indices triu_indices diag_indices, and the array methods.
use super::reg_bound;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::sort as s;
use crate::array::{self as arr, Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};

/// An integer argument (NumPy's integer scalars and int subclasses included).
fn int_of(v: &Value) -> RtResult<i64> {
    super::shape::int_of(v)
}

/// An `axis` argument: None flattens; a missing one is `default`.
fn axis_of(
    it: &Interp,
    v: &Option<Value>,
    default: Option<i64>,
    nd: usize,
) -> RtResult<Option<usize>> {
    let k = match v {
        None => default,
        Some(Value::None) => None,
        Some(v) => Some(int_of(v)?),
    };
    k.map(|k| it.norm_axis(k, nd)).transpose()
}

fn check_kind(v: &Option<Value>) -> RtResult<()> {
    match v {
        None | Some(Value::None) => Ok(()),
        Some(Value::Str(k)) => match k.chars().next().map(|c| c.to_ascii_lowercase()) {
            Some('q' | 'h' | 'm' | 's') => Ok(()),
            _ => Err(value_err(format!(
                "sort kind must be one of 'quick', 'heap', or 'stable' (got '{k}')"
            ))),
        },
        Some(o) => Err(type_err(format!(
            "sort kind must be str, not {}",
            o.type_name()
        ))),
    }
}

fn check_select_kind(v: &Option<Value>) -> RtResult<()> {
    match v {
        None => Ok(()),
        Some(Value::Str(k)) if &**k == "introselect" => Ok(()),
        Some(Value::Str(k)) => Err(value_err(format!(
            "select kind must be 'introselect' (got '{k}')"
        ))),
        Some(o) => Err(type_err(format!(
            "select kind must be str, not {}",
            o.type_name()
        ))),
    }
}

fn check_order(v: &Option<Value>) -> RtResult<()> {
    match v {
        None | Some(Value::None) => Ok(()),
        Some(_) => Err(value_err(
            "Cannot specify order when the array has no fields.",
        )),
    }
}

/// kth as a list of ints (an int or a sequence of them).
fn kth_of(it: &mut Interp, v: &Value) -> RtResult<Vec<i64>> {
    match v {
        Value::List(_) | Value::Tuple(_) => it.to_vec(v)?.iter().map(int_of).collect(),
        Value::Array(a) if !a.shape.is_empty() => {
            let c = a.to_col().map_err(arr_err)?.cast(a.dtype, DType::I64);
            let Col::I(v) = c else { unreachable!() };
            Ok(v)
        }
        v => Ok(vec![int_of(v)?]),
    }
}

/// `sort`/`argsort` of `x`; the method (`in_place`) sorts the array itself.
fn sort_call(
    it: &mut Interp,
    name: &str,
    x: ArrayRef,
    b: &Bound,
    in_place: bool,
) -> RtResult<Value> {
    let get = |n: &str| b.get(n).cloned();
    check_kind(&get("kind"))?;
    check_order(&get("order"))?;
    let arg = name == "argsort";
    // argsort of a 0-d array sorts it as one element; sort refuses its axis.
    let axis = if arg && x.ndim() == 0 {
        None
    } else {
        axis_of(it, &get("axis"), Some(-1), x.ndim())?
    };
    let r = if arg {
        s::argsort(&x, axis)
    } else {
        s::sort(&x, axis)
    }
    .map_err(arr_err)?;
    if in_place && !arg {
        return write_back(&x, &r);
    }
    Ok(Value::Array(r))
}

/// Writes `r` into `x`'s buffer (after its queued readers run): `a.sort()`, `a.partition()`.
fn write_back(x: &ArrayRef, r: &Array) -> RtResult<Value> {
    let (buf, lay) = x.ready().map_err(arr_err)?;
    arr::write_into(&buf, &lay, x.dtype, r).map_err(arr_err)?;
    Ok(Value::None)
}

/// `partition`/`argpartition` of `x`; the method (`in_place`) partitions the array itself.
fn partition_call(
    it: &mut Interp,
    name: &str,
    x: ArrayRef,
    b: &Bound,
    in_place: bool,
) -> RtResult<Value> {
    let get = |n: &str| b.get(n).cloned();
    let arg = name == "argpartition";
    let axis = if arg && x.ndim() == 0 && !in_place {
        None
    } else {
        axis_of(it, &get("axis"), Some(-1), x.ndim())?
    };
    let kth = kth_of(it, b.arg("kth"))?;
    check_select_kind(&get("kind"))?;
    check_order(&get("order"))?;
    let n = match axis {
        Some(k) => x.shape[k],
        None => x.size(),
    };
    s::check_kth(&kth, n).map_err(arr_err)?;
    // A full sort is one valid partition for every kth.
    let r = if arg {
        s::argsort(&x, axis)
    } else {
        s::sort(&x, axis)
    }
    .map_err(arr_err)?;
    if in_place && !arg {
        return write_back(&x, &r);
    }
    Ok(Value::Array(r))
}

/// `argmin`/`argmax` (and the nan- forms) of `x`.
fn arg_call(it: &mut Interp, name: &str, x: ArrayRef, b: &Bound) -> RtResult<Value> {
    if b.opt("out").is_some() {
        return Err(type_err(format!("{name}() does not support out= in gpa")));
    }
    let axis = axis_of(it, &b.get("axis").cloned(), None, x.ndim())?;
    let max = name.ends_with("max");
    let nan = name.starts_with("nan");
    let r = s::arg_extreme(&x, axis, max, nan, b.flag("keepdims")).map_err(arr_err)?;
    it.finish(r)
}

fn nonzero_of(x: &Array) -> RtResult<Value> {
    if x.ndim() == 0 {
        return Err(value_err(
            "Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead.",
        ));
    }
    let v = s::nonzero(x).map_err(arr_err)?;
    Ok(Value::tuple(v.into_iter().map(Value::Array).collect()))
}

fn searchsorted_of(it: &mut Interp, a: &ArrayRef, b: &Bound, host: bool) -> RtResult<Value> {
    let right = match b.get("side") {
        None => false,
        Some(Value::Str(k)) if &**k == "left" => false,
        Some(Value::Str(k)) if &**k == "right" => true,
        Some(Value::Str(k)) => {
            return Err(value_err(format!(
                "search side must be 'left' or 'right' (got '{k}')"
            )));
        }
        Some(o) => {
            return Err(type_err(format!(
                "search side must be str, not {}",
                o.type_name()
            )));
        }
    };
    if a.ndim() != 1 {
        return Err(value_err(if a.ndim() == 0 {
            "object of too small depth for desired array"
        } else {
            "object too deep for desired array"
        }));
    }
    let sorter = match b.opt("sorter") {
        None => None,
        Some(v) => Some(it.to_array(v, host, None)?),
    };
    let v = it.to_array(b.arg("v"), host, None)?;
    let r = s::searchsorted(a, &v, right, sorter.as_deref()).map_err(arr_err)?;
    it.finish(r)
}

/// Keys of lexsort: the rows of an array or the items of a sequence.
fn lex_keys(it: &mut Interp, v: &Value, host: bool) -> RtResult<Vec<ArrayRef>> {
    let items = match v {
        Value::Array(a) if a.ndim() > 0 => (0..a.shape[0])
            .map(|i| it.array_getitem(a, &Value::Int(i as i64)))
            .collect::<RtResult<Vec<_>>>()?,
        Value::List(_) | Value::Tuple(_) => it.to_vec(v)?,
        _ => Vec::new(),
    };
    if items.is_empty() {
        return Err(type_err("need sequence of keys with len > 0 in lexsort"));
    }
    items.iter().map(|k| it.to_array(k, host, None)).collect()
}

fn unique_call(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let x = it.to_array(b.arg("ar"), host, None)?;
    let axis = axis_of(it, &b.get("axis").cloned(), None, x.ndim())?;
    let equal_nan = b.get("equal_nan").is_none_or(|v| v.truthy());
    let flags = ["return_index", "return_inverse", "return_counts"].map(|f| b.flag(f));
    if axis.is_none() && !flags.contains(&true) {
        return Ok(Value::Array(
            s::unique_values(&x, equal_nan).map_err(arr_err)?,
        ));
    }
    let u = match axis {
        Some(k) if x.ndim() > 1 => s::unique_axis(&x, k),
        _ => s::unique(&x, equal_nan),
    }
    .map_err(arr_err)?;
    let mut out = vec![Value::Array(u.values)];
    for (flag, r) in [(0, u.index), (1, u.inverse), (2, u.counts)] {
        if flags[flag] {
            out.push(Value::Array(r));
        }
    }
    Ok(if out.len() == 1 {
        out.pop().expect("values")
    } else {
        Value::tuple(out)
    })
}

fn flat(x: &ArrayRef) -> RtResult<ArrayRef> {
    let c = x.to_col().map_err(arr_err)?;
    Ok(Array::from_col(c, x.dtype, vec![x.size()], x.host))
}

fn intersect_call(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let x = it.to_array(b.arg("ar1"), host, None)?;
    let y = it.to_array(b.arg("ar2"), host, None)?;
    let [vals, ix, iy] = s::intersect1d(&x, &y).map_err(arr_err)?;
    if !b.flag("return_indices") {
        return Ok(Value::Array(vals));
    }
    Ok(Value::tuple(vec![
        Value::Array(vals),
        Value::Array(ix),
        Value::Array(iy),
    ]))
}

/// (rows, cols) of the n x m grid where `keep(i, j)`, row-major.
fn grid_indices(n: i64, m: i64, keep: impl Fn(i64, i64) -> bool, host: bool) -> Value {
    let (mut r, mut c) = (Vec::new(), Vec::new());
    for i in 0..n.max(0) {
        for j in 0..m.max(0) {
            if keep(i, j) {
                r.push(i);
                c.push(j);
            }
        }
    }
    let k = r.len();
    Value::tuple(vec![
        Value::Array(Array::from_col(Col::I(r), DType::I64, vec![k], host)),
        Value::Array(Array::from_col(Col::I(c), DType::I64, vec![k], host)),
    ])
}

pub fn install(m: &Module, host: bool) {
    for n in ["sort", "argsort"] {
        reg_bound(m, n, host, move |it, b, host| {
            let x = it.to_array(b.arg("a"), host, None)?;
            sort_call(it, n, x, b, false)
        });
    }
    for n in ["partition", "argpartition"] {
        reg_bound(m, n, host, move |it, b, host| {
            let x = it.to_array(b.arg("a"), host, None)?;
            partition_call(it, n, x, b, false)
        });
    }
    for n in ["argmin", "argmax", "nanargmin", "nanargmax"] {
        reg_bound(m, n, host, move |it, b, host| {
            let x = it.to_array(b.arg("a"), host, None)?;
            arg_call(it, n, x, b)
        });
    }
    reg_bound(m, "nonzero", host, |it, b, host| {
        let x = it.to_array(b.arg("a"), host, None)?;
        nonzero_of(&x)
    });
    reg_bound(m, "argwhere", host, |it, b, host| {
        let x = it.to_array(b.arg("a"), host, None)?;
        Ok(Value::Array(s::argwhere(&x).map_err(arr_err)?))
    });
    reg_bound(m, "flatnonzero", host, |it, b, host| {
        let x = it.to_array(b.arg("a"), host, None)?;
        Ok(Value::Array(s::flatnonzero(&x).map_err(arr_err)?))
    });
    reg_bound(m, "searchsorted", host, |it, b, host| {
        let x = it.to_array(b.arg("a"), host, None)?;
        searchsorted_of(it, &x, b, host)
    });
    reg_bound(m, "lexsort", host, |it, b, host| {
        let keys = lex_keys(it, b.arg("keys"), host)?;
        if keys[0].ndim() == 0 {
            return it.finish(Array::from_col(Col::I(vec![0]), DType::I64, vec![], host));
        }
        let axis = axis_of(it, &b.get("axis").cloned(), Some(-1), keys[0].ndim())?.unwrap_or(0);
        Ok(Value::Array(s::lexsort(&keys, axis).map_err(arr_err)?))
    });
    reg_bound(m, "unique", host, unique_call);
    for (n, first, second) in [("isin", "element", "test_elements"), ("in1d", "ar1", "ar2")] {
        reg_bound(m, n, host, move |it, b, host| {
            let mut x = it.to_array(b.arg(first), host, None)?;
            if n == "in1d" {
                x = flat(&x)?;
            }
            let t = it.to_array(b.arg(second), host, None)?;
            Ok(Value::Array(
                s::isin(&x, &t, b.flag("invert")).map_err(arr_err)?,
            ))
        });
    }
    reg_bound(m, "intersect1d", host, intersect_call);
    reg_bound(m, "union1d", host, |it, b, host| {
        let x = it.to_array(b.arg("ar1"), host, None)?;
        let y = it.to_array(b.arg("ar2"), host, None)?;
        let both = s::concat(&x, &y).map_err(arr_err)?;
        Ok(Value::Array(
            s::unique_values(&both, true).map_err(arr_err)?,
        ))
    });
    reg_bound(m, "setdiff1d", host, |it, b, host| {
        let x = it.to_array(b.arg("ar1"), host, None)?;
        let y = it.to_array(b.arg("ar2"), host, None)?;
        Ok(Value::Array(s::setdiff(&x, &y).map_err(arr_err)?))
    });
    for (n, lower) in [("tril_indices", true), ("triu_indices", false)] {
        reg_bound(m, n, host, move |_, b, host| {
            let rows = int_of(b.arg("n"))?;
            let k = match b.get("k") {
                Some(v) => int_of(v)?,
                None => 0,
            };
            let cols = match b.opt("m") {
                None => rows,
                Some(v) => int_of(v)?,
            };
            Ok(grid_indices(
                rows,
                cols,
                move |i, j| if lower { j - i <= k } else { j - i >= k },
                host,
            ))
        });
    }
    reg_bound(m, "diag_indices", host, |_, b, host| {
        let n = int_of(b.arg("n"))?.max(0);
        let nd = match b.get("ndim") {
            Some(v) => int_of(v)?.max(0),
            None => 2,
        };
        let idx: Vec<i64> = (0..n).collect();
        Ok(Value::tuple(
            (0..nd)
                .map(|_| {
                    Value::Array(Array::from_col(
                        Col::I(idx.clone()),
                        DType::I64,
                        vec![n as usize],
                        host,
                    ))
                })
                .collect(),
        ))
    });
}

/// `a.NAME(...)` when NAME belongs to this family; `b` holds the arguments bound to the
/// method's declaration.
pub fn method(it: &mut Interp, a: &ArrayRef, name: &str, b: &Bound) -> Option<RtResult<Value>> {
    let x = a.clone();
    Some(match name {
        "sort" | "argsort" => sort_call(it, name, x, b, true),
        "partition" | "argpartition" => partition_call(it, name, x, b, true),
        "argmin" | "argmax" => arg_call(it, name, x, b),
        "nonzero" => nonzero_of(a),
        "searchsorted" => searchsorted_of(it, a, b, a.host),
        _ => return None,
    })
}
