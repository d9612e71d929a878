//! The `numpy` namespace's functions, and the array methods, with string arrays: creation
//! (`np.array(['a'])`, `dtype=str`), the shape functions run on the positions (one table for
//! all operands), sorts and sets on ranks; any other function says it takes no strings.
use super::{
    StrArray, Table, clen, codes_in, cut, from_items, from_ranks, has_str_leaf, int_array, ranks,
    str_dtype, to_strs, wrap_result,
};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{self as arr, Array};
use crate::builtins::kwarg;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{NativeFn, Value};
use std::cell::RefCell;
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

/// Functions whose result holds the values of their string operands, rearranged: run on
/// the positions. (name, positions of the value operands, whether the first is a sequence)
pub const LIFTED: &[(&str, &[usize], bool)] = &[
    ("reshape", &[0], false),
    ("ravel", &[0], false),
    ("transpose", &[0], false),
    ("swapaxes", &[0], false),
    ("moveaxis", &[0], false),
    ("squeeze", &[0], false),
    ("expand_dims", &[0], false),
    ("flip", &[0], false),
    ("fliplr", &[0], false),
    ("flipud", &[0], false),
    ("rot90", &[0], false),
    ("roll", &[0], false),
    ("tile", &[0], false),
    ("repeat", &[0], false),
    ("atleast_1d", &[0], false),
    ("atleast_2d", &[0], false),
    ("atleast_3d", &[0], false),
    ("broadcast_to", &[0], false),
    ("copy", &[0], false),
    ("take", &[0], false),
    ("take_along_axis", &[0], false),
    ("split", &[0], false),
    ("array_split", &[0], false),
    ("diagonal", &[0], false),
    ("resize", &[0], false),
    ("compress", &[1], false),
    ("extract", &[1], false),
    ("where", &[1, 2], false),
    ("concatenate", &[0], true),
    ("stack", &[0], true),
    ("hstack", &[0], true),
    ("vstack", &[0], true),
    ("column_stack", &[0], true),
    ("dstack", &[0], true),
];

/// Array methods that rearrange the elements (run on the positions).
const LIFTED_METHODS: &[&str] = &[
    "reshape",
    "ravel",
    "flatten",
    "copy",
    "transpose",
    "swapaxes",
    "squeeze",
    "repeat",
    "take",
    "diagonal",
];

/// Whether `v`, or an item of a list or tuple `v`, is `is` (an argument holding a string,
/// time or structured array, for the routers of those kinds).
pub fn holds(v: &Value, is: fn(&Value) -> bool) -> bool {
    match v {
        Value::List(l) => l.borrow().iter().any(is),
        Value::Tuple(t) => t.iter().any(is),
        other => is(other),
    }
}

fn is_strs_arg(v: &Value) -> bool {
    holds(v, |x| matches!(x, Value::Strs(_)))
}

/// The dtype of a creation call: positional at `pos`, or `dtype=`; None when absent or None.
pub fn dtype_given<'a>(a: &'a [Value], pos: usize, kw: &'a Kw) -> Option<&'a Value> {
    a.get(pos)
        .or_else(|| kwarg(kw, "dtype"))
        .filter(|v| !matches!(v, Value::None))
}

/// Routes a call of a host namespace function that takes or makes string arrays; None
/// leaves the call to the function itself.
pub fn dispatch(it: &mut Interp, f: &NativeFn, a: &[Value], kw: &Kw) -> Option<RtResult<Value>> {
    if f.host != Some(true) {
        return None;
    }
    let name = &*f.name;
    // The random functions that take string populations do it themselves.
    if name == "choice" {
        return None;
    }
    let has = a.iter().chain(kw.iter().map(|(_, v)| v)).any(is_strs_arg);
    if !has {
        return match name {
            "array" | "asarray" | "asanyarray" | "ascontiguousarray" => {
                let dt = dtype_given(a, 1, kw);
                let wanted = dt.and_then(str_dtype);
                let first = a.first()?;
                if wanted.is_some() || (dt.is_none() && has_str_leaf(it, first, 0)) {
                    Some(create(it, name, first, wanted.flatten(), dt.is_some(), kw))
                } else if let Some(d) = dt
                    && has_str_leaf(it, first, 0)
                {
                    // np.array(['1', '2'], dtype=float): strings parsed.
                    Some(parse_strings(it, first, d))
                } else {
                    None
                }
            }
            "full"
                if matches!(a.get(1), Some(Value::Str(_)))
                    || dtype_given(a, 2, kw).and_then(str_dtype).is_some() =>
            {
                let w = dtype_given(a, 2, kw).and_then(str_dtype);
                Some(filled(it, a.first()?, a.get(1)?, w.flatten()))
            }
            "empty" | "zeros" | "ones" => {
                let w = dtype_given(a, 1, kw).and_then(str_dtype)?;
                let fill = Value::str(if name == "ones" { "1" } else { "" });
                Some(filled(it, a.first()?, &fill, Some(w.unwrap_or(1))))
            }
            // A list of strings where these take an array: a string array, as NumPy makes.
            "unique" | "sort" | "argsort" | "argmax" | "argmin" | "isin" | "in1d"
            | "searchsorted"
                if a.first().is_some_and(|v| has_str_leaf(it, v, 0)) =>
            {
                let mut args = a.to_vec();
                for (i, v) in a.iter().enumerate().take(2) {
                    if matches!(v, Value::List(_) | Value::Tuple(_)) && has_str_leaf(it, v, 0) {
                        match to_strs(it, v, None, false) {
                            Ok(s) => args[i] = Value::Strs(s),
                            Err(e) => return Some(Err(e)),
                        }
                    }
                }
                Some(call(it, f, name, &args, kw))
            }
            _ => {
                let (_, pos, _) = LIFTED.iter().find(|(n, ..)| *n == name)?;
                let stringy = pos
                    .iter()
                    .any(|&p| a.get(p).is_some_and(|v| has_str_leaf(it, v, 0)));
                stringy.then(|| lifted(it, f, a, kw, pos))
            }
        };
    }
    Some(call(it, f, name, a, kw))
}

fn create(
    it: &mut Interp,
    name: &str,
    obj: &Value,
    width: Option<usize>,
    explicit: bool,
    kw: &Kw,
) -> RtResult<Value> {
    let s = to_strs(it, obj, width, explicit)?;
    let copy = name == "array" && kwarg(kw, "copy").is_none_or(|c| c.truthy());
    let mut out = if copy && matches!(obj, Value::Strs(x) if Rc::ptr_eq(x, &s)) {
        s.with_codes(arr::astype(&s.codes, DType::I64).map_err(arr_err)?)
    } else {
        Value::Strs(s.clone())
    };
    if let Some(n) = kwarg(kw, "ndmin") {
        let n = crate::builtins::want_int(n, "ndmin")?.max(0) as usize;
        if s.shape().len() < n {
            let mut dims = vec![1i64; n - s.shape().len()];
            dims.extend(s.shape().iter().map(|&d| d as i64));
            out = s.with_codes(it.reshape(&s.codes, &dims)?);
        }
    }
    Ok(out)
}

/// `np.full(shape, 'ab')`, `np.zeros(n, dtype='U3')`.
fn filled(it: &mut Interp, shape: &Value, fill: &Value, width: Option<usize>) -> RtResult<Value> {
    let shape = super::super::shape_arg(it, shape)?;
    let text = it.to_str(fill)?;
    let n: usize = shape.iter().product();
    let width = width.unwrap_or(clen(&text).max(1));
    let mut t = Table::default();
    let c = t.intern(cut(&text, width));
    Ok(Value::Strs(Rc::new(StrArray {
        codes: int_array(vec![c; n], shape),
        table: Rc::new(RefCell::new(t)),
        width,
    })))
}

fn strs_of(v: &Value) -> Option<&Rc<StrArray>> {
    match v {
        Value::Strs(s) => Some(s),
        _ => None,
    }
}

/// A shape function on the positions of its string operands: one table for all of them
/// (the only operand's own, so views stay views, else a new one).
fn lifted(it: &mut Interp, f: &NativeFn, a: &[Value], kw: &Kw, pos: &[usize]) -> RtResult<Value> {
    let seq = LIFTED.iter().any(|(n, _, s)| *n == &*f.name && *s);
    let mut operands: Vec<Value> = Vec::new();
    for &p in pos {
        match a.get(p) {
            Some(v) if seq => operands.extend(it.to_vec(v)?),
            Some(v) => operands.push(v.clone()),
            None => {}
        }
    }
    let arrays: Vec<&Rc<StrArray>> = operands.iter().filter_map(strs_of).collect();
    let mut width = arrays.iter().map(|s| s.width).max().unwrap_or(0);
    for v in &operands {
        if !matches!(v, Value::Strs(_)) {
            width = width.max(to_strs(it, v, None, false)?.width);
        }
    }
    let width = width.max(1);
    let shared = match arrays.first() {
        Some(s) if arrays.iter().all(|x| Rc::ptr_eq(&x.table, &s.table)) => s.width == width,
        _ => false,
    };
    let table = if shared {
        arrays[0].table.clone()
    } else {
        Rc::new(RefCell::new(Table::default()))
    };
    let mut args = a.to_vec();
    for &p in pos {
        let Some(v) = a.get(p) else { continue };
        args[p] = if seq {
            let items = it.to_vec(v)?;
            let mut out = Vec::new();
            for x in &items {
                out.push(position_operand(it, x, &table, width, shared)?);
            }
            Value::list(out)
        } else {
            position_operand(it, v, &table, width, shared)?
        };
    }
    let r = (f.f.clone())(it, &args, kw)?;
    Ok(wrap_result(&table, width, r))
}

fn position_operand(
    it: &mut Interp,
    v: &Value,
    table: &Rc<RefCell<Table>>,
    width: usize,
    shared: bool,
) -> RtResult<Value> {
    match v {
        Value::Strs(s) if shared => Ok(Value::Array(s.codes.clone())),
        _ => codes_in(it, v, table, width),
    }
}

/// Ranks for the operands at `pos` (a string is its rank, a number), the rest as given.
fn ranked(
    it: &mut Interp,
    a: &[Value],
    pos: &[usize],
) -> RtResult<(Vec<Rc<str>>, Vec<Value>, usize)> {
    let mut arrays = Vec::new();
    for &p in pos {
        if let Some(v) = a.get(p) {
            arrays.push(to_strs(it, v, None, false)?);
        }
    }
    let refs: Vec<&StrArray> = arrays.iter().map(|s| &**s).collect();
    let (sorted, r) = ranks(&refs)?;
    let width = arrays.iter().map(|s| s.width).max().unwrap_or(1);
    let mut args = a.to_vec();
    for (k, &p) in pos.iter().enumerate() {
        if p >= a.len() {
            continue;
        }
        args[p] = match &a[p] {
            Value::Str(_) => Value::Int(super::first_int(&r[k])?),
            _ => Value::Array(r[k].clone()),
        };
    }
    Ok((sorted, args, width))
}

fn call(it: &mut Interp, f: &NativeFn, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    if let Some((_, pos, _)) = LIFTED.iter().find(|(n, ..)| *n == name) {
        return lifted(it, f, a, kw, pos);
    }
    let g = f.f.clone();
    // Functions written in gpa (append, insert, delete, ...) are made of the ones below; the
    // .npy writers take string arrays themselves.
    if super::super::stdlib::NAMES.contains(&name)
        || matches!(name, "save" | "savez" | "savez_compressed")
    {
        return g(it, a, kw);
    }
    let first = a.first().and_then(strs_of).cloned();
    match (name, &first) {
        ("array" | "asarray" | "asanyarray" | "ascontiguousarray", _) if !a.is_empty() => {
            match dtype_given(a, 1, kw) {
                Some(d) if str_dtype(d).is_none() => {
                    let s = to_strs(it, &a[0], None, false)?;
                    astype(it, &s, d)
                }
                d => {
                    let w = d.and_then(str_dtype).flatten();
                    create(it, name, &a[0], w, w.is_some(), kw)
                }
            }
        }
        ("zeros_like" | "empty_like" | "ones_like" | "full_like", Some(s))
            if dtype_given(a, if name == "full_like" { 2 } else { 1 }, kw).is_none() =>
        {
            let fill = match name {
                "ones_like" => Value::str("1"),
                "full_like" => a.get(1).cloned().unwrap_or(Value::None),
                _ => Value::str(""),
            };
            let shape = match kwarg(kw, "shape") {
                Some(v) => v.clone(),
                None => Value::tuple(s.shape().iter().map(|&d| Value::Int(d as i64)).collect()),
            };
            filled(it, &shape, &fill, Some(s.width))
        }
        ("zeros_like" | "empty_like" | "ones_like" | "full_like", Some(s)) => {
            let mut args = a.to_vec();
            args[0] = Value::Array(s.codes.clone());
            g(it, &args, kw)
        }
        ("shape", Some(s)) => Ok(Value::tuple(
            s.shape().iter().map(|&d| Value::Int(d as i64)).collect(),
        )),
        ("ndim", Some(s)) => Ok(Value::Int(s.shape().len() as i64)),
        ("size", Some(s)) => Ok(Value::Int(s.size() as i64)),
        ("sort", _) => {
            let (sorted, args, width) = ranked(it, a, &[0])?;
            let r = g(it, &args, kw)?;
            Ok(match r {
                Value::Array(x) if !x.scalar => from_ranks(&sorted, x, width),
                Value::Array(x) => Value::Str(sorted[super::first_int(&x)? as usize].clone()),
                Value::Int(i) => Value::Str(sorted[i as usize].clone()),
                other => other,
            })
        }
        ("argsort" | "argmax" | "argmin", _) => {
            let (_, args, _) = ranked(it, a, &[0])?;
            g(it, &args, kw)
        }
        // Each string key sorts as its ranks (a 2-d string array: its rows are the keys).
        ("lexsort", _) if !a.is_empty() => {
            let keys = match &a[0] {
                Value::Strs(s) => Value::Array(ranks(&[&**s])?.1.remove(0)),
                v => {
                    let mut keys = it.to_vec(v)?;
                    for k in keys.iter_mut() {
                        if let Value::Strs(s) = k {
                            *k = Value::Array(ranks(&[&**s])?.1.remove(0));
                        }
                    }
                    Value::tuple(keys)
                }
            };
            let mut args = a.to_vec();
            args[0] = keys;
            g(it, &args, kw)
        }
        ("searchsorted" | "isin" | "in1d", _) => {
            let (_, args, _) = ranked(it, a, &[0, 1])?;
            g(it, &args, kw)
        }
        ("unique", _) => {
            let (sorted, args, width) = ranked(it, a, &[0])?;
            let first_values = |v: Value| match v {
                Value::Array(x) => from_ranks(&sorted, x, width),
                other => other,
            };
            Ok(match g(it, &args, kw)? {
                Value::Tuple(t) => {
                    let mut items = t.to_vec();
                    items[0] = first_values(items[0].clone());
                    Value::tuple(items)
                }
                Value::Named(n) => {
                    let mut items = n.items.to_vec();
                    items[0] = first_values(items[0].clone());
                    Value::named(n.name, n.fields, items)
                }
                other => first_values(other),
            })
        }
        ("equal" | "not_equal" | "less" | "less_equal" | "greater" | "greater_equal", _)
            if a.len() == 2 =>
        {
            let op = match name {
                "equal" => Op::Eq,
                "not_equal" => Op::Ne,
                "less" => Op::Lt,
                "less_equal" => Op::Le,
                "greater" => Op::Gt,
                _ => Op::Ge,
            };
            it.strs_compare(op, &a[0], &a[1])
        }
        ("array_equal", _) if a.len() >= 2 => {
            let x = to_strs(it, &a[0], None, false)?;
            let y = to_strs(it, &a[1], None, false)?;
            if x.shape() != y.shape() {
                return Ok(Value::Bool(false));
            }
            Ok(Value::Bool(x.items()? == y.items()?))
        }
        ("add", _) if a.len() == 2 => {
            super::zip_with(it, &a[0], &a[1], |x, y| x + y, |x, y| format!("{x}{y}"))
        }
        ("count_nonzero", Some(s)) => {
            let (v, shape) = s.map_table(|x| !x.is_empty())?;
            let mut args = a.to_vec();
            args[0] = Value::Array(Array::from_col(Col::B(v), DType::Bool, shape, true));
            g(it, &args, kw)
        }
        _ => {
            let s = a
                .iter()
                .find_map(strs_of)
                .map(|s| s.dtype_text())
                .unwrap_or_else(|| "<U".into());
            Err(type_err(format!(
                "numpy.{name}() does not take string arrays (dtype('{s}')) in gpa: they support indexing, the shape functions, comparisons, sort, unique, isin and np.char"
            )))
        }
    }
}

/// `s.astype(float)` and friends: each distinct string parsed once, as NumPy parses it.
pub fn astype(it: &mut Interp, s: &StrArray, dt: &Value) -> RtResult<Value> {
    convert(it, s, dt, true)
}

/// Python strings (a list of them, or one) parsed into a numeric array as NumPy does when
/// it makes or writes one (`np.array(['1', '2'], dtype=float)`, `a[0] = '2.5'`); errors
/// quote them as Python's `float()` does.
pub fn parse_strings(it: &mut Interp, v: &Value, dt: &Value) -> RtResult<Value> {
    let s = to_strs(it, v, None, false)?;
    convert(it, &s, dt, false)
}

/// `astype` of a string array; `numpy_quotes` quotes a bad element as `np.str_('x')`, as
/// `astype` words its errors (the Python conversions say `'x'`).
fn convert(it: &mut Interp, s: &StrArray, dt: &Value, numpy_quotes: bool) -> RtResult<Value> {
    if let Some(want) = crate::builtins::numpy::times::time_dtype(dt) {
        let v = Value::Strs(Rc::new(StrArray {
            codes: s.codes.clone(),
            table: s.table.clone(),
            width: s.width,
        }));
        return crate::builtins::numpy::times::calls::to_times(it, &v, Some(want))
            .map(Value::Times);
    }
    if let Some(w) = str_dtype(dt) {
        let w = w.unwrap_or(s.width);
        let items = s.items()?;
        return Ok(from_items(&items, s.shape().to_vec(), Some(w)));
    }
    let d = super::super::dtype_arg(dt)?.unwrap_or(DType::F64);
    let codes = s.code_vec()?;
    let t = s.table.borrow();
    let shape = s.shape().to_vec();
    let quoted = |x: &str| match numpy_quotes {
        true => format!("np.str_({})", crate::interp::repr::str_repr(x)),
        false => crate::interp::repr::str_repr(x),
    };
    // Each distinct string used is parsed once, in the order of the elements (so the
    // error names the first bad element, as NumPy's does).
    fn parse_each<T: Clone>(
        codes: &[i64],
        t: &Table,
        f: impl Fn(&str) -> RtResult<T>,
    ) -> RtResult<Vec<T>> {
        let mut seen: Vec<Option<T>> = vec![None; t.strs().len()];
        let mut out = Vec::with_capacity(codes.len());
        for &c in codes {
            let slot = &mut seen[c as usize];
            if slot.is_none() {
                *slot = Some(f(&t.get(c))?);
            }
            out.push(slot.clone().expect("parsed above"));
        }
        Ok(out)
    }
    let (col, lut_dt) = if d == DType::Bool {
        (
            Col::B(parse_each(&codes, &t, |x| Ok(!x.is_empty()))?),
            DType::Bool,
        )
    } else if d.is_complex() {
        let v = parse_each(&codes, &t, |x| {
            crate::builtins::numpy::io::text::parse_complex(x).ok_or_else(|| {
                value_err(format!(
                    "complex() arg is a malformed string: {}",
                    quoted(x)
                ))
            })
        })?;
        (Col::C(v), DType::C128)
    } else if d.is_int() || d == DType::U64 {
        let v = parse_each(&codes, &t, |x| {
            crate::builtins::types::parse_int(x, 10).map_err(|_| {
                value_err(format!(
                    "invalid literal for int() with base 10: {}",
                    quoted(x)
                ))
            })
        })?;
        (Col::I(v), DType::I64)
    } else {
        let v = parse_each(&codes, &t, |x| {
            crate::builtins::types::parse_float(x).ok_or_else(|| {
                value_err(format!("could not convert string to float: {}", quoted(x)))
            })
        })?;
        (Col::F(v), DType::F64)
    };
    let _ = it;
    let vals = Array::from_col(col, lut_dt, shape, true);
    Ok(Value::Array(arr::astype(&vals, d).map_err(arr_err)?))
}

/// `s.shape`, `s.dtype`, ...; None for names string arrays lack.
pub fn attr(it: &mut Interp, s: &Rc<StrArray>, name: &str) -> Option<RtResult<Value>> {
    Some(Ok(match name {
        "shape" => Value::tuple(s.shape().iter().map(|&d| Value::Int(d as i64)).collect()),
        "ndim" => Value::Int(s.shape().len() as i64),
        "size" => Value::Int(s.size() as i64),
        "dtype" => super::dtype_value(s.width),
        "itemsize" => Value::Int(4 * s.width as i64),
        "nbytes" => Value::Int((4 * s.width * s.size()) as i64),
        "T" => return Some(it.transpose(&s.codes, None).map(|c| s.with_codes(c))),
        _ => return None,
    }))
}

pub fn has_method(name: &str) -> bool {
    LIFTED_METHODS.contains(&name)
        || matches!(
            name,
            "tolist" | "item" | "astype" | "sort" | "argsort" | "fill" | "argmax" | "argmin"
        )
}

/// `s.reshape(...)`, `s.astype(float)`, `s.sort()`, ...
pub fn method(
    it: &mut Interp,
    s: &Rc<StrArray>,
    name: &str,
    a: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    if LIFTED_METHODS.contains(&name) {
        let r = crate::builtins::numpy::array_method(it, &s.codes, name, a, kw)?;
        return Ok(wrap_result(&s.table, s.width, r));
    }
    match name {
        "tolist" => it.strs_tolist(s),
        "item" => {
            let r = crate::builtins::numpy::array_method(it, &s.codes, name, a, kw)?;
            Ok(match r {
                Value::Int(c) => Value::Str(s.table.borrow().get(c)),
                other => other,
            })
        }
        "astype" => {
            let d = a
                .first()
                .or_else(|| kwarg(kw, "dtype"))
                .ok_or_else(|| type_err("astype() missing required argument 'dtype' (pos 1)"))?;
            astype(it, s, d)
        }
        "fill" => {
            let v = a
                .first()
                .ok_or_else(|| type_err("fill() takes exactly 1 argument"))?;
            it.strs_setitem(s, Value::Ellipsis, v).map(|_| Value::None)
        }
        "sort" => {
            // In place: the sorted ranks written back as positions of this table.
            let (sorted, r) = ranks(&[&**s])?;
            let mut args = vec![Value::Array(r[0].clone())];
            args.extend(a.iter().cloned());
            let np = it.host_numpy()?;
            let f = np
                .get("sort")
                .ok_or_else(|| type_err("numpy.sort is missing"))?;
            let Value::Array(x) = it.call(&f, &args, kw)? else {
                return Err(type_err("sort gave no array"));
            };
            let out = from_ranks(&sorted, x, s.width);
            it.strs_setitem(s, Value::Ellipsis, &out)?;
            Ok(Value::None)
        }
        _ => {
            // argsort argmax argmin: the namespace's function.
            let np = it.host_numpy()?;
            let f = np
                .get(name)
                .ok_or_else(|| type_err(format!("numpy.{name} is missing")))?;
            let mut args = vec![Value::Strs(s.clone())];
            args.extend(a.iter().cloned());
            it.call(&f, &args, kw)
        }
    }
}
