//! Making structured arrays (`np.array(rows, dtype=[...])`, `np.zeros(n, dtype=[...])`,
//! `np.rec.fromarrays`, `np.dtype([...])`), their methods, and the `numpy` functions that
//! take them (sorts by field, concatenation); anything else says it does not.
use super::{RecArray, dtype_value};
use crate::builtins::kwarg;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Key, Module, NativeFn, Value};
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

/// A structured dtype's fields: (name, the type each column is made with).
pub type Fields = Vec<(Rc<str>, Value)>;

/// The fields a dtype describes, as (name, type) pairs: `[('x', int), ('y', 'f8')]`,
/// `{'names': [...], 'formats': [...]}`, `'i4,f8'` (fields f0, f1, ...), or a structured
/// array's dtype. None for any other dtype.
pub fn spec(it: &mut Interp, v: &Value) -> RtResult<Option<Fields>> {
    match v {
        Value::List(l) => {
            let items = l.borrow().clone();
            if items.is_empty() || !items.iter().all(|x| matches!(x, Value::Tuple(_))) {
                return Ok(None);
            }
            let mut out = Vec::new();
            for x in &items {
                let Value::Tuple(t) = x else { unreachable!() };
                match &t[..] {
                    [Value::Str(n), ty] => out.push((n.clone(), ty.clone())),
                    [Value::Str(_), _, _] => {
                        return Err(err(
                            ExcType::NotImplementedError,
                            "structured fields with a shape (subarrays) are not supported by gpa",
                        ));
                    }
                    _ => {
                        return Err(type_err(
                            "data type not understood: a field is (name, type)",
                        ));
                    }
                }
            }
            Ok(Some(out))
        }
        Value::Dict(d) => {
            let d = d.borrow();
            let get = |k: &str| d.get(&Key(Value::str(k))).cloned();
            let (Some(names), Some(formats)) = (get("names"), get("formats")) else {
                return Ok(None);
            };
            let names = it.to_vec(&names)?;
            let formats = it.to_vec(&formats)?;
            if names.len() != formats.len() {
                return Err(value_err("'names' and 'formats' must have the same length"));
            }
            let mut out = Vec::new();
            for (n, f) in names.into_iter().zip(formats) {
                let Value::Str(n) = n else {
                    return Err(type_err("field names must be strings"));
                };
                out.push((n, f));
            }
            Ok(Some(out))
        }
        Value::Str(s) if s.contains(',') => Ok(Some(
            s.split(',')
                .enumerate()
                .map(|(i, t)| (Rc::from(format!("f{i}").as_str()), Value::str(t.trim())))
                .collect(),
        )),
        Value::Module(m) if m.name == "dtype" && m.get("_fields").is_some() => {
            let d = m.get("descr").unwrap_or(Value::None);
            spec(it, &d)
        }
        _ => Ok(None),
    }
}

/// The `numpy` namespace's function `name` called with positional args and keywords.
fn np_call(it: &mut Interp, name: &str, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    let np = it.host_numpy()?;
    let f = np
        .get(name)
        .ok_or_else(|| type_err(format!("numpy.{name} is missing")))?;
    it.call(&f, a, kw)
}

fn dtype_kw(t: &Value) -> Vec<(Rc<str>, Value)> {
    vec![(Rc::from("dtype"), t.clone())]
}

fn shape_value(shape: &[usize]) -> Value {
    Value::tuple(shape.iter().map(|&d| Value::Int(d as i64)).collect())
}

/// Records from nested lists of tuples: one column per field, each made by `np.array` of
/// the field's type and given the rows' shape.
pub fn from_rows(
    it: &mut Interp,
    data: &Value,
    fields: &[(Rc<str>, Value)],
    rec: bool,
) -> RtResult<Value> {
    fn walk(
        it: &mut Interp,
        v: &Value,
        depth: usize,
        shape: &mut Vec<usize>,
        rows: &mut Vec<Vec<Value>>,
        n: usize,
    ) -> RtResult<()> {
        match v {
            Value::List(_) if depth < 64 => {
                let items = it.to_vec(v)?;
                if shape.len() == depth {
                    shape.push(items.len());
                } else if shape.get(depth) != Some(&items.len()) {
                    return Err(value_err(
                        "setting an array element with a sequence. The requested array has an inhomogeneous shape",
                    ));
                }
                for x in &items {
                    walk(it, x, depth + 1, shape, rows, n)?;
                }
                Ok(())
            }
            Value::Tuple(t) => {
                if t.len() != n {
                    return Err(value_err(format!(
                        "could not assign tuple of length {} to structure with {n} fields.",
                        t.len()
                    )));
                }
                if shape.len() != depth {
                    return Err(value_err(
                        "setting an array element with a sequence. The requested array has an inhomogeneous shape",
                    ));
                }
                rows.push(t.to_vec());
                Ok(())
            }
            Value::Recs(r) if r.row.is_some() => {
                let row = r.row.clone().expect("a record");
                let mut t = Vec::new();
                for c in r.cols.clone() {
                    t.push(it.get_item(&c, &row)?);
                }
                walk(it, &Value::tuple(t), depth, shape, rows, n)
            }
            other => Err(type_err(format!(
                "a structured array's rows are tuples, not '{}'",
                other.type_name()
            ))),
        }
    }
    let mut shape = Vec::new();
    let mut rows = Vec::new();
    walk(it, data, 0, &mut shape, &mut rows, fields.len())?;
    let mut cols = Vec::new();
    for (k, (_, ty)) in fields.iter().enumerate() {
        let vals: Vec<Value> = rows.iter().map(|r| r[k].clone()).collect();
        let col = np_call(it, "array", &[Value::list(vals)], &dtype_kw(ty))?;
        let col = crate::builtins::methods::call_method(
            it,
            &col,
            "reshape",
            &[shape_value(&shape)],
            &[],
        )?;
        cols.push(col);
    }
    check_cols(&cols)?;
    Ok(Value::Recs(Rc::new(RecArray {
        names: fields.iter().map(|(n, _)| n.clone()).collect(),
        cols,
        row: None,
        rec,
    })))
}

fn check_cols(cols: &[Value]) -> RtResult<()> {
    if cols.iter().any(|c| {
        !matches!(c, Value::Array(a) if a.host) && !matches!(c, Value::Strs(_) | Value::Times(_))
    }) {
        return Err(type_err("structured arrays hold host arrays (numpy) only"));
    }
    Ok(())
}

/// `np.zeros(shape, dtype=[...])` and `np.empty`/`np.ones`: one filled column per field.
fn filled(
    it: &mut Interp,
    how: &str,
    shape: &Value,
    fields: &[(Rc<str>, Value)],
) -> RtResult<Value> {
    let mut cols = Vec::new();
    for (_, ty) in fields {
        cols.push(np_call(
            it,
            how,
            std::slice::from_ref(shape),
            &dtype_kw(ty),
        )?);
    }
    check_cols(&cols)?;
    Ok(Value::Recs(Rc::new(RecArray {
        names: fields.iter().map(|(n, _)| n.clone()).collect(),
        cols,
        row: None,
        rec: false,
    })))
}

fn recs_of(v: &Value) -> Option<&Rc<RecArray>> {
    match v {
        Value::Recs(r) => Some(r),
        _ => None,
    }
}

fn holds_recs(v: &Value) -> bool {
    crate::builtins::numpy::strings::calls::holds(v, |x| matches!(x, Value::Recs(_)))
}

/// Routes a host namespace call that makes or takes structured arrays.
pub fn dispatch(it: &mut Interp, f: &NativeFn, a: &[Value], kw: &Kw) -> Option<RtResult<Value>> {
    if f.host != Some(true) {
        return None;
    }
    let name = &*f.name;
    let has = a.iter().chain(kw.iter().map(|(_, v)| v)).any(holds_recs);
    if !has {
        let dt = match name {
            "array" | "asarray" | "zeros" | "empty" | "ones" => {
                a.get(1).or_else(|| kwarg(kw, "dtype"))?
            }
            "dtype" => a.first()?,
            _ => return None,
        };
        let fields = match spec(it, dt) {
            Ok(Some(f)) => f,
            Ok(None) => return None,
            Err(e) => return Some(Err(e)),
        };
        return Some(match name {
            "array" | "asarray" => from_rows(it, a.first()?, &fields, false),
            "dtype" => filled(it, "zeros", &Value::Int(0), &fields).map(|r| match &r {
                Value::Recs(r) => dtype_value(r),
                _ => r,
            }),
            _ => filled(it, name, a.first()?, &fields),
        });
    }
    Some(call(it, name, a, kw))
}

/// Sort keys per field for lexsort: numbers as they are, strings as ranks, times as counts.
fn sort_key(v: &Value) -> RtResult<Value> {
    Ok(match v {
        Value::Strs(s) => {
            let (_, r) = crate::builtins::numpy::strings::ranks(&[s])?;
            Value::Array(r[0].clone())
        }
        Value::Times(t) => Value::Array(t.vals.clone()),
        other => other.clone(),
    })
}

/// The row order of a 1-d structured array sorted by `order` (a field, a list of fields,
/// or every field in turn).
fn order_of(it: &mut Interp, r: &RecArray, order: Option<&Value>) -> RtResult<Value> {
    if r.shape().len() != 1 {
        return Err(err(
            ExcType::NotImplementedError,
            "gpa sorts 1-d structured arrays only",
        ));
    }
    let names: Vec<Rc<str>> = match order {
        None | Some(Value::None) => r.names.clone(),
        Some(Value::Str(s)) => vec![s.clone()],
        Some(v) => it
            .to_vec(v)?
            .into_iter()
            .map(|x| match x {
                Value::Str(s) => Ok(s),
                _ => Err(type_err("order must be a field name or a list of them")),
            })
            .collect::<RtResult<_>>()?,
    };
    // The named fields first, then the rest in order (NumPy breaks ties so).
    let mut keys: Vec<Rc<str>> = names.clone();
    keys.extend(r.names.iter().filter(|n| !names.contains(n)).cloned());
    let mut cols = Vec::new();
    for n in keys.iter().rev() {
        let k = r
            .field(n)
            .ok_or_else(|| value_err(format!("unknown field name: {n}")))?;
        cols.push(sort_key(&r.cols[k])?);
    }
    np_call(it, "lexsort", &[Value::tuple(cols)], &[])
}

fn call(it: &mut Interp, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    let first = a.first().and_then(recs_of).cloned();
    match (name, first) {
        ("sort", Some(r)) => {
            let idx = order_of(it, &r, kwarg(kw, "order"))?;
            it.recs_getitem(&r, &idx)
        }
        ("argsort", Some(r)) => order_of(it, &r, kwarg(kw, "order")),
        ("shape", Some(r)) => Ok(shape_value(&r.shape())),
        ("ndim", Some(r)) => Ok(Value::Int(r.shape().len() as i64)),
        ("size", Some(r)) => Ok(Value::Int(r.size() as i64)),
        ("array" | "asarray" | "copy", Some(r)) => {
            if name == "asarray" {
                return Ok(Value::Recs(r));
            }
            copy(it, &r)
        }
        ("concatenate", _) => {
            let parts = it.to_vec(a.first().unwrap_or(&Value::None))?;
            let recs: Vec<Rc<RecArray>> = parts
                .iter()
                .map(|p| {
                    recs_of(p).cloned().ok_or_else(|| {
                        type_err("concatenate: every part must be a structured array")
                    })
                })
                .collect::<RtResult<_>>()?;
            let first = recs[0].clone();
            if recs.iter().any(|x| x.names != first.names) {
                return Err(type_err(
                    "invalid type promotion with structured datatype(s).",
                ));
            }
            let mut cols = Vec::new();
            for k in 0..first.names.len() {
                let pieces: Vec<Value> = recs.iter().map(|x| x.cols[k].clone()).collect();
                cols.push(np_call(it, "concatenate", &[Value::list(pieces)], kw)?);
            }
            Ok(first.with_cols(cols, None))
        }
        _ => Err(type_err(format!(
            "numpy.{name}() does not take structured arrays in gpa: they support field and row indexing, sort/argsort(order=), concatenate, tolist and printing"
        ))),
    }
}

fn copy(it: &mut Interp, r: &RecArray) -> RtResult<Value> {
    let mut cols = Vec::new();
    for c in r.cols.clone() {
        cols.push(crate::builtins::methods::call_method(
            it,
            &c,
            "copy",
            &[],
            &[],
        )?);
    }
    Ok(r.with_cols(cols, None))
}

pub fn attr(it: &mut Interp, r: &Rc<RecArray>, name: &str) -> Option<RtResult<Value>> {
    let _ = it;
    Some(Ok(match name {
        "shape" => shape_value(&r.shape()),
        "ndim" => Value::Int(r.shape().len() as i64),
        "size" => Value::Int(r.size() as i64),
        "dtype" => dtype_value(r),
        "itemsize" => Value::Int(super::record_itemsize(r) as i64),
        "nbytes" => Value::Int((super::record_itemsize(r) * r.size()) as i64),
        // A recarray's fields are attributes too.
        n if r.rec && r.field(n).is_some() => {
            return Some(it.recs_getitem(r, &Value::str(n)));
        }
        _ => return None,
    }))
}

pub fn has_method(name: &str) -> bool {
    matches!(
        name,
        "sort" | "argsort" | "copy" | "tolist" | "item" | "view" | "astype"
    ) || is_shape_method(name)
}

/// Methods that only rearrange elements: each column alike.
fn is_shape_method(name: &str) -> bool {
    matches!(
        name,
        "reshape" | "ravel" | "flatten" | "squeeze" | "transpose" | "swapaxes" | "repeat" | "take"
    )
}

pub fn method(
    it: &mut Interp,
    r: &Rc<RecArray>,
    name: &str,
    a: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    match name {
        "tolist" | "item" => it.recs_tolist(r),
        "copy" => copy(it, r),
        "argsort" => order_of(it, r, kwarg(kw, "order")),
        "sort" => {
            let idx = order_of(it, r, kwarg(kw, "order"))?;
            let sorted = it.recs_getitem(r, &idx)?;
            it.recs_setitem(r, Value::Ellipsis, &sorted)?;
            Ok(Value::None)
        }
        "view" => view(it, r, a.first().or_else(|| kwarg(kw, "dtype"))),
        "astype" => astype(it, r, a.first().or_else(|| kwarg(kw, "dtype"))),
        _ if is_shape_method(name) => {
            let mut cols = Vec::new();
            for c in r.cols.clone() {
                cols.push(crate::builtins::methods::call_method(it, &c, name, a, kw)?);
            }
            Ok(r.with_cols(cols, None))
        }
        // The arithmetic and reductions (NumPy has no loops for structured types either).
        _ => Err(err(
            ExcType::AttributeError,
            format!("'numpy.ndarray' object has no attribute '{name}'"),
        )),
    }
}

/// Whether `dt` (a dtype argument) names `r`'s own structured type.
fn same_type(it: &mut Interp, r: &RecArray, dt: &Value) -> RtResult<bool> {
    let mine = it.repr(&dtype_value(r))?;
    let other = match dt {
        Value::Recs(o) => dtype_value(o),
        Value::Module(_) => dt.clone(),
        _ => np_call(it, "dtype", std::slice::from_ref(dt), &[])?,
    };
    Ok(it.repr(&other)? == mine)
}

/// `a.view(dtype)`: the same structured type shares the columns; a number type that every
/// field has gives the fields side by side in the last axis (NumPy's layout), as a copy
/// (gpa keeps fields as separate columns, so a write to it does not reach `a`).
fn view(it: &mut Interp, r: &Rc<RecArray>, dt: Option<&Value>) -> RtResult<Value> {
    let Some(dt) = dt.filter(|d| !matches!(d, Value::None)) else {
        return Ok(r.with_cols(r.cols.clone(), None));
    };
    if same_type(it, r, dt)? {
        return Ok(r.with_cols(r.cols.clone(), None));
    }
    let want = crate::builtins::numpy::dtype_arg(dt).ok().flatten();
    let same = want.is_some()
        && r.row.is_none()
        && r.cols
            .iter()
            .all(|c| matches!(c, Value::Array(a) if Some(a.dtype) == want));
    if !same {
        return Err(err(
            ExcType::NotImplementedError,
            "gpa views a structured array only as its own type or as the number type all its fields have",
        ));
    }
    let stacked = np_call(
        it,
        "stack",
        &[Value::list(r.cols.clone()), Value::Int(-1)],
        &[],
    )?;
    let mut shape: Vec<Value> = super::col_shape(&r.cols[0])
        .iter()
        .map(|&n| Value::Int(n as i64))
        .collect();
    let k = r.cols.len() as i64;
    match shape.last_mut() {
        Some(Value::Int(n)) => *n *= k,
        _ => shape.push(Value::Int(k)),
    }
    crate::builtins::methods::call_method(
        it,
        &stacked,
        "reshape",
        &[Value::Tuple(Rc::from(shape))],
        &[],
    )
}

/// `a.astype(dtype)`: its own type copies; NumPy cannot cast fields to one number either.
fn astype(it: &mut Interp, r: &Rc<RecArray>, dt: Option<&Value>) -> RtResult<Value> {
    let Some(dt) = dt else {
        return Err(type_err(
            "astype() missing required argument 'dtype' (pos 1)",
        ));
    };
    if same_type(it, r, dt)? {
        return copy(it, r);
    }
    if crate::builtins::numpy::dtype_arg(dt)
        .ok()
        .flatten()
        .is_some()
    {
        let from = it.repr(&dtype_value(r))?;
        let to = np_call(it, "dtype", std::slice::from_ref(dt), &[])?;
        let to = it.repr(&to)?;
        return Err(type_err(format!(
            "Cannot cast array data from {from} to {to} according to the rule 'unsafe'"
        )));
    }
    Err(err(
        ExcType::NotImplementedError,
        "gpa casts a structured array only to its own type",
    ))
}

/// `np.rec` with `fromarrays`, and `np.core.records` (the same).
pub fn rec_module() -> Rc<Module> {
    let m = Module::new("numpy.rec");
    let sig = crate::builtins::decl::array_fn("numpy.rec", "fromarrays");
    m.set(
        "fromarrays",
        Value::Native(Rc::new(NativeFn {
            name: "fromarrays".into(),
            f: Rc::new(move |it, a, kw| {
                let s = sig.ok_or_else(|| type_err("fromarrays() has no declaration"))?;
                let b = s.bind(a, kw)?;
                for what in ["dtype", "shape", "formats", "titles", "byteorder"] {
                    if b.opt(what).is_some() {
                        return Err(err(
                            ExcType::NotImplementedError,
                            format!("fromarrays(..., {what}=) is not supported by gpa"),
                        ));
                    }
                }
                let arrays = it.to_vec(b.arg("arrayList"))?;
                let names: Vec<Rc<str>> = match b.opt("names") {
                    None => (0..arrays.len())
                        .map(|i| Rc::from(format!("f{i}").as_str()))
                        .collect(),
                    Some(Value::Str(s)) => s.split(',').map(|n| Rc::from(n.trim())).collect(),
                    Some(v) => it
                        .to_vec(v)?
                        .into_iter()
                        .map(|x| match x {
                            Value::Str(s) => Ok(s),
                            _ => Err(type_err("names must be strings")),
                        })
                        .collect::<RtResult<_>>()?,
                };
                if names.len() != arrays.len() {
                    return Err(value_err(
                        "mismatch between the number of fields and the number of arrays",
                    ));
                }
                let mut cols = Vec::new();
                for x in &arrays {
                    cols.push(np_call(it, "array", std::slice::from_ref(x), &[])?);
                }
                check_cols(&cols)?;
                let shape = super::col_shape(&cols[0]);
                if cols.iter().any(|c| super::col_shape(c) != shape) {
                    return Err(value_err("array-shape mismatch in array 1"));
                }
                Ok(Value::Recs(Rc::new(RecArray {
                    names,
                    cols,
                    row: None,
                    rec: true,
                })))
            }),
            host: None,
            sig,
        })),
    );
    // `np.rec.fromrecords(rows, names=...)` and `np.rec.array(...)`: rows of tuples become
    // the columns `fromarrays` takes (or, with a dtype, a structured array); a structured
    // array becomes a record array over the same columns.
    let from_arrays = m.get("fromarrays").expect("registered above");
    for name in ["fromrecords", "array"] {
        let sig = crate::builtins::decl::array_fn("numpy.rec", name);
        let from_arrays = from_arrays.clone();
        m.set(
            name,
            Value::Native(Rc::new(NativeFn {
                name: name.into(),
                f: Rc::new(move |it, a, kw| {
                    let s = sig.ok_or_else(|| type_err(format!("{name}() has no declaration")))?;
                    let b = s.bind(a, kw)?;
                    let data = b
                        .arg(if name == "array" { "obj" } else { "recList" })
                        .clone();
                    let as_rec = |r: &RecArray| {
                        Value::Recs(Rc::new(RecArray {
                            names: r.names.clone(),
                            cols: r.cols.clone(),
                            row: None,
                            rec: true,
                        }))
                    };
                    if let Value::Recs(r) = &data {
                        return Ok(as_rec(r));
                    }
                    if let Some(dt) = b.opt("dtype") {
                        let arr = np_call(it, "array", &[data, dt.clone()], &[])?;
                        return match &arr {
                            Value::Recs(r) => Ok(as_rec(r)),
                            _ => Err(type_err("dtype must describe fields ([('x', int), ...])")),
                        };
                    }
                    let rows = it.to_vec(&data)?;
                    let width = match rows.first() {
                        Some(r) => it.to_vec(r)?.len(),
                        None => return Err(value_err("rec.array of no records needs a dtype")),
                    };
                    let mut cols: Vec<Vec<Value>> = vec![Vec::new(); width];
                    for r in &rows {
                        let items = it.to_vec(r)?;
                        if items.len() != width {
                            return Err(value_err(
                                "all records must have the same number of fields",
                            ));
                        }
                        for (c, x) in cols.iter_mut().zip(items) {
                            c.push(x);
                        }
                    }
                    let cols = Value::list(cols.into_iter().map(Value::list).collect());
                    let mut kwargs = Vec::new();
                    if let Some(n) = b.opt("names") {
                        kwargs.push((Rc::from("names"), n.clone()));
                    }
                    it.call(&from_arrays, &[cols], &kwargs)
                }),
                host: None,
                sig,
            })),
        );
    }
    m
}
