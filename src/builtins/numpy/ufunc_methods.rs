//! Methods of the binary ufuncs: `np.add.reduce`, `np.multiply.accumulate`,
//! `np.subtract.outer`, ... Each is the array operation NumPy defines it as: `reduce` is the
//! ufunc's reduction along `axis` (default 0), `accumulate` its running form, `outer` the
//! ufunc of `a` with new axes for `b`'s. They work on whichever kind of array they are given.
use crate::array::Array;
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Kwargs, Value};
use std::rc::Rc;

/// The method `attr` of the ufunc `f` (named `name`), if it has one.
pub fn method(f: &Value, name: &str, host: bool, attr: &str) -> Option<Value> {
    // What every ufunc tells of itself.
    if let Value::Native(n) = f
        && let Some((nin, nout)) = n.ufunc_arity()
    {
        match attr {
            "nin" => return Some(Value::Int(nin as i64)),
            "nout" => return Some(Value::Int(nout as i64)),
            "nargs" => return Some(Value::Int((nin + nout) as i64)),
            "signature" => return Some(Value::None),
            _ => {}
        }
    }
    if attr == "identity" {
        // The reductions' starting values; the other ufuncs have none.
        let ufunc = matches!(f, Value::Native(n) if n.ufunc_arity().is_some());
        return match binary(name) || matches!(name, "logaddexp" | "logaddexp2") {
            true => Some(identity(name)),
            false => ufunc.then_some(Value::None),
        };
    }
    if !matches!(attr, "reduce" | "accumulate" | "outer" | "at" | "reduceat") || !binary(name) {
        return None;
    }
    if attr == "reduceat" {
        // Written in gpa (`stdlib/numeric.gpa`), from `reduce` over each run.
        let f = f.clone();
        return Some(crate::builtins::native(
            &format!("{name}.reduceat"),
            move |it, a, kw| {
                let ns = it.import(if host { "numpy" } else { "cupy" }, true)?;
                let helper = it.get_attr(&ns, &Rc::from("_reduceat"))?;
                let args: Vec<Value> = std::iter::once(f.clone())
                    .chain(a.iter().cloned())
                    .collect();
                it.call(&helper, &args, kw)
            },
        ));
    }
    let (f, name, attr) = (f.clone(), name.to_string(), attr.to_string());
    Some(crate::builtins::native(
        &format!("{name}.{attr}"),
        move |it, a, kw| match attr.as_str() {
            "reduce" => reduce(it, &f, &name, host, a, kw, false),
            "accumulate" => reduce(it, &f, &name, host, a, kw, true),
            "at" => at(it, &f, &name, a, kw),
            _ => outer(it, &f, &name, host, a, kw),
        },
    ))
}

/// The binary ufuncs whose reduction may be regrouped (exactly: no rounding).
const ASSOCIATIVE: &[&str] = &[
    "maximum",
    "minimum",
    "fmax",
    "fmin",
    "logical_and",
    "logical_or",
    "logical_xor",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "gcd",
];

/// NumPy's `ufunc.identity`: the value reducing an empty array starts from (None for the
/// ufuncs that have none).
fn identity(name: &str) -> Value {
    match name {
        "add" | "bitwise_or" | "bitwise_xor" | "hypot" | "gcd" => Value::Int(0),
        "multiply" => Value::Int(1),
        "logical_and" => Value::Bool(true),
        "logical_or" | "logical_xor" => Value::Bool(false),
        "bitwise_and" => Value::Int(-1),
        "logaddexp" | "logaddexp2" => Value::Float(f64::NEG_INFINITY),
        _ => Value::None,
    }
}

fn binary(name: &str) -> bool {
    matches!(
        name,
        "add"
            | "subtract"
            | "multiply"
            | "divide"
            | "true_divide"
            | "floor_divide"
            | "power"
            | "mod"
            | "remainder"
            | "fmod"
            | "maximum"
            | "minimum"
            | "fmax"
            | "fmin"
            | "logical_and"
            | "logical_or"
            | "logical_xor"
            | "bitwise_and"
            | "bitwise_or"
            | "bitwise_xor"
            | "equal"
            | "not_equal"
            | "less"
            | "less_equal"
            | "greater"
            | "greater_equal"
            | "arctan2"
            | "hypot"
            | "copysign"
            | "gcd"
            | "lcm"
    )
}

/// The array argument: an array as given, anything else as an array of the ufunc's kind.
fn array_arg(it: &mut Interp, v: Option<&Value>, host: bool, what: &str) -> RtResult<Value> {
    match v {
        Some(Value::Array(_)) => Ok(v.cloned().expect("matched")),
        Some(v) => Ok(Value::Array(it.to_array(v, host, None)?)),
        None => Err(type_err(format!(
            "{what} missing required argument 'array' (pos 0)"
        ))),
    }
}

/// `ufunc.reduce(array, axis=0, dtype=None, out=None, keepdims=False)` and
/// `ufunc.accumulate(array, axis=0, dtype=None, out=None)` as the array methods that
/// compute them.
fn reduce(
    it: &mut Interp,
    f: &Value,
    name: &str,
    host: bool,
    a: &[Value],
    kw: &Kwargs,
    running: bool,
) -> RtResult<Value> {
    let what = format!("{name}.{}", if running { "accumulate" } else { "reduce" });
    let method = match (name, running) {
        ("add", false) => "sum",
        ("multiply", false) => "prod",
        ("maximum", false) => "max",
        ("minimum", false) => "min",
        ("logical_and", false) => "all",
        ("logical_or", false) => "any",
        ("add", true) => "cumsum",
        ("multiply", true) => "cumprod",
        // The others are written in gpa (`stdlib/misc.gpa`): a log-step scan or halving
        // for the associative ones, a loop along the axis for the rest.
        _ => {
            let ns = it.import(if host { "numpy" } else { "cupy" }, true)?;
            let assoc = Value::Bool(ASSOCIATIVE.contains(&name));
            let mut args = vec![f.clone(), Value::str(name), assoc];
            let helper = if running {
                "_ufunc_accumulate"
            } else {
                args.push(identity(name));
                "_ufunc_reduce"
            };
            let helper = it.get_attr(&ns, &Rc::from(helper))?;
            args.extend(a.iter().cloned());
            return it.call(&helper, &args, kw);
        }
    };
    let x = array_arg(it, a.first(), host, &what)?;
    let names: &[&str] = if running {
        &["axis", "dtype", "out"]
    } else {
        &["axis", "dtype", "out", "keepdims"]
    };
    if a.len() > names.len() + 1 {
        return Err(type_err(format!(
            "{what} takes at most {} arguments",
            names.len() + 1
        )));
    }
    let mut kws: Vec<(Rc<str>, Value)> = names
        .iter()
        .zip(&a[1..])
        .map(|(n, v)| (Rc::from(*n), v.clone()))
        .collect();
    for (k, v) in kw {
        if !names.contains(&&**k) || kws.iter().any(|(n, _)| n == k) {
            return Err(type_err(format!(
                "{what}() got an unexpected keyword argument '{k}'"
            )));
        }
        kws.push((k.clone(), v.clone()));
    }
    // NumPy's ufunc methods reduce along axis 0 unless told otherwise.
    if !kws.iter().any(|(n, _)| &**n == "axis") {
        kws.push((Rc::from("axis"), Value::Int(0)));
    }
    // max/min/all/any take no dtype: only None is accepted for them.
    if matches!(method, "max" | "min" | "all" | "any") {
        kws.retain(|(n, v)| &**n != "dtype" || !matches!(v, Value::None));
    }
    crate::builtins::methods::call_method(it, &x, method, &[], &kws)
}

/// `ufunc.outer(a, b)`: `ufunc(a[..., None, ...], b)`.
fn outer(
    it: &mut Interp,
    f: &Value,
    name: &str,
    host: bool,
    a: &[Value],
    kw: &Kwargs,
) -> RtResult<Value> {
    if a.len() != 2 {
        return Err(type_err(format!(
            "{name}.outer() takes exactly two arguments"
        )));
    }
    let x = array_arg(it, a.first(), host, "outer")?;
    let y = array_arg(it, a.get(1), host, "outer")?;
    let (Value::Array(xa), Value::Array(ya)) = (&x, &y) else {
        unreachable!("arrays")
    };
    let shape: Vec<Value> = xa
        .shape
        .iter()
        .map(|&d| Value::Int(d as i64))
        .chain(std::iter::repeat_n(Value::Int(1), ya.ndim()))
        .collect();
    let xs = crate::builtins::methods::call_method(it, &x, "reshape", &[Value::tuple(shape)], &[])?;
    it.call(f, &[xs, y], kw)
}

/// `ufunc.at(a, indices, b)`: `a[indices] = ufunc(a[indices], b)` unbuffered, so a position
/// indexed k times is combined k times, in index order. Done in rounds: round j takes each
/// position's j-th occurrence (positions unique within a round; grouped by a sort where the
/// array lives), gathers, applies the ufunc (any dtype, either backend) and scatters back.
/// Repeats cost a round each.
fn at(it: &mut Interp, f: &Value, name: &str, a: &[Value], kw: &Kwargs) -> RtResult<Value> {
    use crate::array::index::{self, Item};
    use crate::interp::arrays::arr_err;
    if !kw.is_empty() || !(2..=3).contains(&a.len()) {
        return Err(type_err(format!(
            "{name}.at() takes exactly three arguments (a, indices, b)"
        )));
    }
    let Value::Array(x) = &a[0] else {
        return Err(type_err("first operand must be array"));
    };
    let Some(b) = a.get(2) else {
        return Err(value_err(format!(
            "second operand needed for ufunc '{name}'"
        )));
    };
    let (buf, lay) = x.ready().map_err(arr_err)?;
    let items = match &a[1] {
        Value::Tuple(t) => t.to_vec(),
        other => vec![other.clone()],
    };
    let items = it.index_items(&lay, &items, x.host)?;
    let r = index::resolve(&lay, items, x.host).map_err(arr_err)?;
    let b = it.to_array(b, x.host, None)?;
    let b = crate::array::broadcast_to(&b, &r.shape).map_err(|_| {
        value_err(format!(
            "array is not broadcastable to correct shape (value shape {}, indexed shape {})",
            crate::array::layout::shape_compact(&b.shape),
            crate::array::layout::shape_compact(&r.shape)
        ))
    })?;
    let b = crate::builtins::methods::call_method(
        it,
        &Value::Array(b),
        "reshape",
        &[Value::Int(-1)],
        &[],
    )?;
    let Value::Array(b) = b else {
        unreachable!("reshape gives an array")
    };
    // The buffer seen flat up to the farthest element the view reaches.
    let reach: isize = lay
        .shape
        .iter()
        .zip(&lay.strides)
        .map(|(&d, &st)| (d.max(1) as isize - 1) * st.max(0))
        .sum();
    let flat = crate::array::layout::Layout::contiguous(&[lay.offset + reach as usize + 1]);
    let whole = Array::view(buf.clone(), flat.clone(), x.dtype, x.host);
    let rounds = crate::array::sort::occurrence_rounds(&r.positions).map_err(arr_err)?;
    for (pos, sel) in rounds {
        let cur = index::take(&whole, vec![Item::Known(pos.clone())]).map_err(arr_err)?;
        let vals = index::take(&b, vec![Item::Known(sel)]).map_err(arr_err)?;
        let Value::Array(res) = it.call(f, &[Value::Array(cur), Value::Array(vals)], &[])? else {
            unreachable!("a ufunc of arrays gives an array")
        };
        // Cast back unsafely at each step, as NumPy's ufunc.at does.
        let at = vec![Item::Known(pos)];
        index::put(&buf, &flat, x.dtype, x.host, at, &res).map_err(arr_err)?;
    }
    Ok(Value::None)
}
