//! `np.datetime64`, `np.timedelta64`, the business-day functions, and the `numpy`
//! namespace's functions and array methods given time arrays: creation from text, the shape
//! functions on the counts (one unit for all operands), sorts and sets with NaT last.
use super::calendar::{self, NAT, Unit};
use super::{TimeArray, finer, new_value, time_dtype};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::{self as arr, Array};
use crate::builtins::kwarg;
use crate::builtins::numpy::strings::calls::LIFTED;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, NativeFn, Value};
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

/// The functions that take time arrays themselves.
const OWN: &[&str] = &[
    "datetime64",
    "timedelta64",
    "isnat",
    "datetime_as_string",
    "busday_count",
    "busday_offset",
    "datetime_data",
    "is_busday",
];

/// One element being gathered: a count and the unit it is in (Generic for bare integers
/// and NaT).
struct Leaf(i64, Unit, Option<bool>);

fn leaves(
    it: &mut Interp,
    v: &Value,
    depth: usize,
    shape: &mut Vec<usize>,
    out: &mut Vec<Leaf>,
) -> RtResult<()> {
    let dims = |shape: &mut Vec<usize>, d: &[usize]| {
        if shape.len() == depth {
            shape.extend_from_slice(d);
            Ok(())
        } else if shape.len() == depth + d.len() && shape[depth..] == *d {
            Ok(())
        } else {
            Err(value_err(
                "setting an array element with a sequence. The requested array has an inhomogeneous shape",
            ))
        }
    };
    match v {
        Value::List(_) | Value::Tuple(_) if depth < 64 => {
            let items = it.to_vec(v)?;
            if shape.len() == depth {
                shape.push(items.len());
            } else if shape.get(depth) != Some(&items.len()) {
                return Err(value_err(
                    "setting an array element with a sequence. The requested array has an inhomogeneous shape",
                ));
            }
            for x in &items {
                leaves(it, x, depth + 1, shape, out)?;
            }
            Ok(())
        }
        Value::Times(t) => {
            dims(shape, t.shape())?;
            out.extend(
                t.values()?
                    .into_iter()
                    .map(|x| Leaf(x, t.unit, Some(t.delta))),
            );
            Ok(())
        }
        Value::Strs(s) => {
            dims(shape, s.shape())?;
            for x in s.items()? {
                let (c, u) = calendar::parse_datetime(&x).map_err(value_err)?;
                out.push(Leaf(c, u, Some(false)));
            }
            Ok(())
        }
        Value::Str(s) => {
            dims(shape, &[])?;
            let (c, u) = calendar::parse_datetime(s).map_err(value_err)?;
            out.push(Leaf(c, u, if c == NAT { None } else { Some(false) }));
            Ok(())
        }
        Value::None => {
            dims(shape, &[])?;
            out.push(Leaf(NAT, Unit::Generic, None));
            Ok(())
        }
        Value::Int(_) | Value::Bool(_) => {
            dims(shape, &[])?;
            out.push(Leaf(
                crate::builtins::want_int(v, "value")?,
                Unit::Generic,
                None,
            ));
            Ok(())
        }
        Value::Array(a) if a.dtype.is_int() || a.dtype == DType::Bool => {
            dims(shape, &a.shape)?;
            let Col::I(c) = a.to_col().map_err(arr_err)?.cast(a.dtype, DType::I64) else {
                return Err(type_err("integer counts expected"));
            };
            out.extend(c.into_iter().map(|x| Leaf(x, Unit::Generic, None)));
            Ok(())
        }
        other => Err(type_err(format!(
            "Could not convert object to NumPy datetime: '{}' value",
            other.type_name()
        ))),
    }
}

/// Any value as a time array: nested lists of date strings, times and counts, string
/// arrays, integer arrays. `want`: the kind and unit asked for (Generic: the finest found).
pub fn to_times(it: &mut Interp, v: &Value, want: Option<(bool, Unit)>) -> RtResult<Rc<TimeArray>> {
    if let Value::Times(t) = v
        && want.is_none_or(|(d, u)| d == t.delta && (u == Unit::Generic || u == t.unit))
    {
        return Ok(t.clone());
    }
    let mut shape = Vec::new();
    let mut out = Vec::new();
    leaves(it, v, 0, &mut shape, &mut out)?;
    let delta = match want {
        Some((d, _)) => d,
        None => out.iter().find_map(|l| l.2).unwrap_or(false),
    };
    if out.iter().any(|l| l.2.is_some_and(|d| d != delta)) {
        return Err(type_err(format!(
            "Cannot cast {} values to {}",
            if delta { "datetime64" } else { "timedelta64" },
            if delta { "timedelta64" } else { "datetime64" }
        )));
    }
    let unit = match want {
        Some((_, u)) if u != Unit::Generic => u,
        _ => out.iter().map(|l| l.1).fold(Unit::Generic, finer),
    };
    if !delta && unit == Unit::Generic && out.iter().any(|l| l.0 != NAT) {
        return Err(value_err(
            "Converting an integer to a NumPy datetime requires a specified unit",
        ));
    }
    let mut vals = Vec::with_capacity(out.len());
    for Leaf(x, u, _) in out {
        let c = if u == Unit::Generic {
            Some(x)
        } else if delta {
            calendar::convert_delta(x, u, unit)
        } else {
            calendar::convert_datetime(x, u, unit)
        };
        vals.push(c.ok_or_else(|| super::cast_err(delta, u, unit))?);
    }
    let Value::Times(t) = new_value(vals, shape, delta, unit, false) else {
        unreachable!()
    };
    Ok(t)
}

fn times_of(v: &Value) -> Option<&Rc<TimeArray>> {
    match v {
        Value::Times(t) => Some(t),
        _ => None,
    }
}

fn holds_times(v: &Value) -> bool {
    crate::builtins::numpy::strings::calls::holds(v, |x| matches!(x, Value::Times(_)))
}

use crate::builtins::numpy::strings::calls::dtype_given;

/// Routes a host namespace call that takes or makes time arrays; None leaves it alone.
pub fn dispatch(it: &mut Interp, f: &NativeFn, a: &[Value], kw: &Kw) -> Option<RtResult<Value>> {
    if f.host != Some(true) || OWN.contains(&&*f.name) {
        return None;
    }
    let name = &*f.name;
    let has = a.iter().chain(kw.iter().map(|(_, v)| v)).any(holds_times);
    if !has {
        return match name {
            "array" | "asarray" | "asanyarray" => {
                let want = dtype_given(a, 1, kw).and_then(time_dtype)?;
                Some(to_times(it, a.first()?, Some(want)).map(Value::Times))
            }
            "empty" | "zeros" => {
                let (delta, unit) = dtype_given(a, 1, kw).and_then(time_dtype)?;
                Some(super::super::shape_arg(it, a.first()?).map(|shape| {
                    let n = shape.iter().product();
                    new_value(vec![0; n], shape, delta, unit, false)
                }))
            }
            "arange" => {
                let want = kwarg(kw, "dtype").and_then(time_dtype);
                let stringy = a.first().is_some_and(|v| matches!(v, Value::Str(_)));
                (want.is_some() || stringy).then(|| arange(it, a, want))
            }
            _ => None,
        };
    }
    Some(call(it, f, name, a, kw))
}

/// `np.arange(start, stop, step)` over dates (`step` a count or a timedelta).
fn arange(it: &mut Interp, a: &[Value], want: Option<(bool, Unit)>) -> RtResult<Value> {
    if a.len() < 2 {
        return Err(value_err("arange of dates needs a start and a stop"));
    }
    let start = to_times(it, &a[0], want.map(|(d, _)| (d, Unit::Generic)))?;
    let stop = to_times(it, &a[1], Some((start.delta, Unit::Generic)))?;
    let step = match a.get(2) {
        Some(v @ Value::Times(_)) => Some(to_times(it, v, Some((true, Unit::Generic)))?),
        _ => None,
    };
    let mut unit = finer(start.unit, stop.unit);
    if let Some(s) = &step {
        unit = finer(unit, s.unit);
    }
    if let Some((_, u)) = want.filter(|(_, u)| *u != Unit::Generic) {
        unit = u;
    }
    let first = start.in_unit(unit)?[0];
    let last = stop.in_unit(unit)?[0];
    let by = match (&step, a.get(2)) {
        (Some(s), _) => s.in_unit(unit)?[0],
        (None, Some(v)) => crate::builtins::want_int(v, "step")?,
        (None, None) => 1,
    };
    if by == 0 {
        return Err(value_err("Maximum allowed size exceeded"));
    }
    if first == NAT || last == NAT {
        return Err(value_err(
            "arange: cannot use NaT (not-a-time) datetime values",
        ));
    }
    let n = ((last as i128 - first as i128) as f64 / by as f64)
        .ceil()
        .max(0.0) as usize;
    crate::array::alloc::reserve(DType::I64, &[n]).map_err(arr_err)?;
    let vals = (0..n as i64).map(|k| first + k * by).collect();
    Ok(new_value(vals, vec![n], start.delta, unit, false))
}

/// A shape function on the counts, every time operand in one unit.
fn lifted(
    it: &mut Interp,
    f: &NativeFn,
    a: &[Value],
    kw: &Kw,
    pos: &[usize],
    seq: bool,
) -> RtResult<Value> {
    let mut operands: Vec<Value> = Vec::new();
    for &p in pos {
        match a.get(p) {
            Some(v) if seq => operands.extend(it.to_vec(v)?),
            Some(v) => operands.push(v.clone()),
            None => {}
        }
    }
    let kinds: Vec<&Rc<TimeArray>> = operands.iter().filter_map(times_of).collect();
    let delta = kinds.first().is_some_and(|t| t.delta);
    let unit = kinds.iter().map(|t| t.unit).fold(Unit::Generic, finer);
    let convert = |it: &mut Interp, v: &Value| -> RtResult<Value> {
        let t = to_times(it, v, Some((delta, unit)))?;
        let counts = t.in_unit(unit)?;
        Ok(Value::Array(Array::from_col(
            Col::I(counts),
            DType::I64,
            t.shape().to_vec(),
            true,
        )))
    };
    let mut args = a.to_vec();
    for &p in pos {
        let Some(v) = a.get(p) else { continue };
        args[p] = if seq {
            let items = it.to_vec(v)?;
            let mut out = Vec::new();
            for x in &items {
                out.push(convert(it, x)?);
            }
            Value::list(out)
        } else {
            convert(it, v)?
        };
    }
    let r = (f.f.clone())(it, &args, kw)?;
    Ok(wrap(r, delta, unit))
}

/// Count results as times of one kind and unit.
fn wrap(v: Value, delta: bool, unit: Unit) -> Value {
    match v {
        Value::Array(a) if a.dtype == DType::I64 => Value::Times(Rc::new(TimeArray {
            vals: a,
            delta,
            unit,
        })),
        Value::Int(x) => new_value(vec![x], vec![], delta, unit, true),
        Value::List(l) => {
            let items = l.borrow().clone();
            Value::list(items.into_iter().map(|x| wrap(x, delta, unit)).collect())
        }
        Value::Tuple(t) => Value::tuple(t.iter().map(|x| wrap(x.clone(), delta, unit)).collect()),
        other => other,
    }
}

/// The counts with NaT moved past every date (NumPy sorts NaT last).
fn nat_last(t: &TimeArray) -> RtResult<(Value, bool)> {
    let v = t.values()?;
    let has = v.contains(&NAT);
    let v: Vec<i64> = v
        .into_iter()
        .map(|x| if x == NAT { i64::MAX } else { x })
        .collect();
    let a = Array::from_col(Col::I(v), DType::I64, t.shape().to_vec(), true);
    Ok((
        Value::Array(if t.scalar() { a.as_scalar() } else { a }),
        has,
    ))
}

/// Undoes `nat_last` in a result.
fn nat_back(v: Value) -> RtResult<Value> {
    Ok(match v {
        Value::Array(a) if a.dtype == DType::I64 => {
            let Col::I(c) = a.to_col().map_err(arr_err)? else {
                unreachable!()
            };
            let c = c
                .into_iter()
                .map(|x| if x == i64::MAX { NAT } else { x })
                .collect();
            let r = Array::from_col(Col::I(c), DType::I64, a.shape.clone(), true);
            Value::Array(if a.scalar { r.as_scalar() } else { r })
        }
        Value::Int(i64::MAX) => Value::Int(NAT),
        other => other,
    })
}

fn call(it: &mut Interp, f: &NativeFn, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    let g = f.f.clone();
    if crate::builtins::numpy::stdlib::NAMES.contains(&name) {
        return g(it, a, kw);
    }
    if let Some((_, pos, seq)) = LIFTED.iter().find(|(n, ..)| *n == name) {
        return lifted(it, f, a, kw, pos, *seq);
    }
    if name == "arange" {
        return arange(it, a, kwarg(kw, "dtype").and_then(time_dtype));
    }
    let Some(t) = a.first().and_then(times_of).cloned() else {
        if matches!(name, "array" | "asarray" | "asanyarray") && !a.is_empty() {
            let want = dtype_given(a, 1, kw).and_then(time_dtype);
            return to_times(it, &a[0], want).map(Value::Times);
        }
        return Err(unsupported(name, a));
    };
    let (delta, unit) = (t.delta, t.unit);
    let with_first = |it: &mut Interp, first: Value| {
        let mut args = a.to_vec();
        args[0] = first;
        g(it, &args, kw)
    };
    match name {
        "array" | "asarray" | "asanyarray" => match dtype_given(a, 1, kw) {
            None => Ok(if name == "array" {
                t.with_vals(arr::astype(&t.vals, DType::I64).map_err(arr_err)?)
            } else {
                Value::Times(t.clone())
            }),
            Some(d) => astype(it, &t, d),
        },
        "shape" => Ok(Value::tuple(
            t.shape().iter().map(|&d| Value::Int(d as i64)).collect(),
        )),
        "ndim" => Ok(Value::Int(t.shape().len() as i64)),
        "size" => Ok(Value::Int(t.vals.size() as i64)),
        "zeros_like" | "empty_like" => {
            let n = t.vals.size();
            Ok(new_value(
                vec![0; n],
                t.shape().to_vec(),
                delta,
                unit,
                false,
            ))
        }
        "sort" | "unique" => {
            let (v, _) = nat_last(&t)?;
            let r = with_first(it, v)?;
            let r = match r {
                Value::Tuple(items) => {
                    let mut items = items.to_vec();
                    items[0] = wrap(nat_back(items[0].clone())?, delta, unit);
                    Value::tuple(items)
                }
                other => wrap(nat_back(other)?, delta, unit),
            };
            Ok(r)
        }
        "argsort" | "argmin" | "argmax" | "searchsorted" | "isin" | "in1d" => {
            let mut args = a.to_vec();
            for p in 0..a.len().min(2) {
                if name.starts_with("arg") && p == 1 {
                    break;
                }
                let x = to_times(it, &a[p], Some((delta, Unit::Generic)))?;
                let u = finer(unit, x.unit);
                let v: Vec<i64> = x
                    .in_unit(u)?
                    .into_iter()
                    .map(|c| if c == NAT { i64::MAX } else { c })
                    .collect();
                let arr = Array::from_col(Col::I(v), DType::I64, x.shape().to_vec(), true);
                args[p] = Value::Array(if x.scalar() { arr.as_scalar() } else { arr });
            }
            g(it, &args, kw)
        }
        "min" | "amin" | "max" | "amax" => {
            let (v, has_nat) = nat_last(&t)?;
            if has_nat && a.len() == 1 && kwarg(kw, "axis").is_none() {
                return Ok(new_value(vec![NAT], vec![], delta, unit, true));
            }
            let r = with_first(it, v)?;
            Ok(wrap(nat_back(r)?, delta, unit))
        }
        "diff" => {
            if t.values()?.contains(&NAT) {
                return Err(err(
                    ExcType::NotImplementedError,
                    "np.diff of times holding NaT is not supported by gpa",
                ));
            }
            let r = with_first(it, Value::Array(t.vals.clone()))?;
            Ok(wrap(r, true, unit))
        }
        "mean" | "sum" | "median" if delta => {
            if t.values()?.contains(&NAT) {
                return Ok(new_value(vec![NAT], vec![], true, unit, true));
            }
            let r = with_first(it, Value::Array(t.vals.clone()))?;
            Ok(match r {
                Value::Array(x) => {
                    let c = x.to_col().map_err(arr_err)?.cast(x.dtype, DType::I64);
                    let Col::I(c) = c else { unreachable!() };
                    new_value(c, x.shape.clone(), true, unit, x.scalar || x.ndim() == 0)
                }
                Value::Int(i) => new_value(vec![i], vec![], true, unit, true),
                Value::Float(x) => new_value(vec![x as i64], vec![], true, unit, true),
                other => other,
            })
        }
        "array_equal" if a.len() >= 2 => {
            let y = to_times(it, &a[1], Some((delta, Unit::Generic)))?;
            if t.shape() != y.shape() {
                return Ok(Value::Bool(false));
            }
            let u = finer(unit, y.unit);
            Ok(Value::Bool(t.in_unit(u)? == y.in_unit(u)?))
        }
        _ => Err(unsupported(name, a)),
    }
}

fn unsupported(name: &str, a: &[Value]) -> Box<crate::interp::error::RtErr> {
    let d = a
        .iter()
        .find_map(times_of)
        .map(|t| t.dtype_name())
        .unwrap_or_else(|| "datetime64".into());
    type_err(format!(
        "numpy.{name}() does not take {d} arrays in gpa: time arrays support arithmetic, comparisons, indexing, the shape functions, sort, unique, min/max, diff and (timedeltas) sum/mean"
    ))
}

/// `d.astype('datetime64[M]')`, `td.astype(int)`, `d.astype(str)`.
pub fn astype(it: &mut Interp, t: &TimeArray, dt: &Value) -> RtResult<Value> {
    if let Some((delta, unit)) = time_dtype(dt) {
        if delta != t.delta {
            return Err(type_err(format!(
                "Cannot cast {} to {}",
                t.dtype_name(),
                super::dtype_name(delta, unit)
            )));
        }
        let unit = if unit == Unit::Generic { t.unit } else { unit };
        let v = t.in_unit(unit)?;
        return Ok(new_value(v, t.shape().to_vec(), delta, unit, t.scalar()));
    }
    if let Some(w) = crate::builtins::numpy::strings::str_dtype(dt) {
        let texts = t.texts()?;
        let texts: Vec<String> = if t.delta {
            let v = t.values()?;
            texts
                .into_iter()
                .zip(v)
                .map(|(s, x)| {
                    if x == NAT {
                        s
                    } else {
                        format!("{s}{}", t.unit.plural())
                    }
                })
                .collect()
        } else {
            texts
        };
        return Ok(crate::builtins::numpy::strings::from_items(
            &texts,
            t.shape().to_vec(),
            w,
        ));
    }
    let d = crate::builtins::numpy::dtype_arg(dt)?.unwrap_or(DType::F64);
    let v = t.values()?;
    let _ = it;
    if d.is_float() {
        let f: Vec<f64> = v
            .iter()
            .map(|&x| if x == NAT { f64::NAN } else { x as f64 })
            .collect();
        let a = Array::from_col(Col::F(f), DType::F64, t.shape().to_vec(), true);
        let r = arr::astype(&a, d).map_err(arr_err)?;
        return Ok(Value::Array(if t.scalar() { r.as_scalar() } else { r }));
    }
    let a = Array::from_col(Col::I(v), DType::I64, t.shape().to_vec(), true);
    let r = arr::astype(&a, d).map_err(arr_err)?;
    Ok(Value::Array(if t.scalar() { r.as_scalar() } else { r }))
}

/// Array methods that rearrange the elements (run on the counts).
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

pub fn attr(it: &mut Interp, t: &Rc<TimeArray>, name: &str) -> Option<RtResult<Value>> {
    Some(Ok(match name {
        "shape" => Value::tuple(t.shape().iter().map(|&d| Value::Int(d as i64)).collect()),
        "ndim" => Value::Int(t.shape().len() as i64),
        "size" => Value::Int(t.vals.size() as i64),
        "dtype" => super::dtype_value(t.delta, t.unit),
        "itemsize" => Value::Int(8),
        "nbytes" => Value::Int(8 * t.vals.size() as i64),
        "T" => return Some(it.transpose(&t.vals, None).map(|v| t.with_vals(v))),
        _ => return None,
    }))
}

pub fn has_method(name: &str) -> bool {
    LIFTED_METHODS.contains(&name)
        || matches!(
            name,
            "astype"
                | "sort"
                | "argsort"
                | "min"
                | "max"
                | "argmin"
                | "argmax"
                | "mean"
                | "sum"
                | "fill"
                | "tolist"
                | "item"
                | "view"
        )
}

pub fn method(
    it: &mut Interp,
    t: &Rc<TimeArray>,
    name: &str,
    a: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    if LIFTED_METHODS.contains(&name) {
        let r = crate::builtins::numpy::array_method(it, &t.vals, name, a, kw)?;
        return Ok(wrap(r, t.delta, t.unit));
    }
    match name {
        "astype" => {
            let d = a
                .first()
                .or_else(|| kwarg(kw, "dtype"))
                .ok_or_else(|| type_err("astype() missing required argument 'dtype' (pos 1)"))?;
            astype(it, t, d)
        }
        "fill" => {
            let v = a
                .first()
                .ok_or_else(|| type_err("fill() takes exactly 1 argument"))?;
            it.times_setitem(t, Value::Ellipsis, v).map(|_| Value::None)
        }
        // The int64 counts under the dates: the same buffer, as NumPy's view.
        "view" => {
            let d = a.first().or_else(|| kwarg(kw, "dtype"));
            if d.is_none() || d.and_then(time_dtype) == Some((t.delta, t.unit)) {
                return Ok(Value::Times(t.clone()));
            }
            match d
                .map(crate::builtins::numpy::dtype_arg)
                .transpose()?
                .flatten()
            {
                Some(DType::I64) => Ok(Value::Array(t.vals.clone())),
                _ => Err(err(
                    ExcType::NotImplementedError,
                    format!("{}.view() takes int64 (the counts) in gpa", t.dtype_name()),
                )),
            }
        }
        "tolist" | "item" => Err(err(
            ExcType::NotImplementedError,
            format!(
                "{name}() of a {} array would give Python datetime objects; gpa has no datetime module yet (use astype(str) or astype(int))",
                t.dtype_name()
            ),
        )),
        "sort" => {
            let np = it.host_numpy()?;
            let f = np
                .get("sort")
                .ok_or_else(|| type_err("numpy.sort is missing"))?;
            let mut args = vec![Value::Times(t.clone())];
            args.extend(a.iter().cloned());
            let sorted = it.call(&f, &args, kw)?;
            it.times_setitem(t, Value::Ellipsis, &sorted)?;
            Ok(Value::None)
        }
        _ => {
            let np = it.host_numpy()?;
            let f = np
                .get(name)
                .ok_or_else(|| type_err(format!("numpy.{name} is missing")))?;
            let mut args = vec![Value::Times(t.clone())];
            args.extend(a.iter().cloned());
            it.call(&f, &args, kw)
        }
    }
}

/// Day counts of dates given as text, times or lists of them (for the business-day
/// functions), with their shape.
pub(super) fn days(it: &mut Interp, v: &Value) -> RtResult<(Vec<i64>, Vec<usize>, bool)> {
    let t = to_times(it, v, Some((false, Unit::Generic)))?;
    let scalar = t.scalar() || matches!(v, Value::Str(_));
    Ok((t.in_unit(Unit::D)?, t.shape().to_vec(), scalar))
}

/// The business-day functions' options gpa does not take (never silently ignored).
pub(super) fn default_week(b: &crate::builtins::sig::Bound) -> RtResult<()> {
    let custom = matches!(b.opt("weekmask"), Some(w) if !matches!(w, Value::Str(s) if &**s == "1111100"))
        || matches!(b.opt("holidays"), Some(h) if !matches!(h, Value::List(l) if l.borrow().is_empty()))
        || b.opt("busdaycal").is_some()
        || b.opt("out").is_some();
    if custom {
        return Err(err(
            ExcType::NotImplementedError,
            "gpa's business-day functions take the default weekmask, no holidays, busdaycal or out",
        ));
    }
    Ok(())
}

pub(super) fn weekday(d: i64) -> i64 {
    (d + 3).rem_euclid(7)
}

/// A call's `unit=` ('D', 'h', ...), None when not given.
fn unit_arg(b: &crate::builtins::sig::Bound) -> RtResult<Option<Unit>> {
    match b.opt("unit") {
        Some(Value::Str(u)) if &**u != "auto" => Unit::parse(u)
            .map(Some)
            .ok_or_else(|| type_err(format!("Invalid datetime unit \"{u}\" in metadata"))),
        _ => Ok(None),
    }
}

/// `np.datetime64(v, unit)` / `np.timedelta64(v, unit)`: a scalar for a scalar value.
fn time_scalar(it: &mut Interp, v: &Value, delta: bool, unit: Option<Unit>) -> RtResult<Value> {
    let t = to_times(it, v, Some((delta, unit.unwrap_or(Unit::Generic))))?;
    let u = unit.unwrap_or(t.unit);
    let vals = t.in_unit(u)?;
    Ok(new_value(
        vals,
        t.shape().to_vec(),
        delta,
        u,
        t.shape().is_empty(),
    ))
}

/// `np.datetime64`, `np.timedelta64`, `np.isnat`, `np.datetime_as_string`,
/// `np.busday_count`, `np.is_busday` in the host namespace.
pub fn install(m: &Module) {
    use crate::builtins::numpy::reg_bound;
    reg_bound(m, "datetime64", true, |it, b, _| {
        let v = b.opt("value").cloned().unwrap_or(Value::None);
        time_scalar(it, &v, false, unit_arg(b)?)
    });
    reg_bound(m, "timedelta64", true, |it, b, _| {
        let v = match b.get("value").cloned().unwrap_or(Value::Int(0)) {
            Value::Str(s) if s.trim().eq_ignore_ascii_case("nat") => Value::None,
            Value::Str(_) => {
                return Err(value_err("Could not convert a string to a NumPy timedelta"));
            }
            other => other,
        };
        time_scalar(it, &v, true, unit_arg(b)?)
    });
    reg_bound(m, "isnat", true, |it, b, _| {
        let x = b.get("x").cloned().unwrap_or(Value::None);
        let Value::Times(t) = &x else {
            return Err(type_err(
                "ufunc 'isnat' is only defined for np.datetime64 and np.timedelta64.",
            ));
        };
        let v: Vec<bool> = t.values()?.iter().map(|&c| c == NAT).collect();
        let r = Array::from_col(Col::B(v), DType::Bool, t.shape().to_vec(), true);
        let _ = it;
        Ok(Value::Array(if t.scalar() { r.as_scalar() } else { r }))
    });
    reg_bound(m, "datetime_as_string", true, |it, b, _| {
        let x = b.get("arr").cloned().unwrap_or(Value::None);
        let t = to_times(it, &x, Some((false, Unit::Generic)))?;
        let t = match unit_arg(b)? {
            Some(u) => {
                let Value::Times(c) = new_value(t.in_unit(u)?, t.shape().to_vec(), false, u, false)
                else {
                    unreachable!()
                };
                c
            }
            None => t,
        };
        let texts = t.texts()?;
        if t.scalar() || t.shape().is_empty() {
            return Ok(Value::str(&texts[0]));
        }
        Ok(crate::builtins::numpy::strings::from_items(
            &texts,
            t.shape().to_vec(),
            None,
        ))
    });
    super::busday::install(m);
    reg_bound(m, "busday_count", true, |it, b, _| {
        default_week(b)?;
        let (p, sp, scal_p) = days(it, b.get("begindates").unwrap_or(&Value::None))?;
        let (q, sq, scal_q) = days(it, b.get("enddates").unwrap_or(&Value::None))?;
        let shape = crate::array::layout::broadcast_shapes(&sp, &sq).map_err(value_err)?;
        let ip = crate::builtins::numpy::strings::broadcast_index(&sp, &shape);
        let iq = crate::builtins::numpy::strings::broadcast_index(&sq, &shape);
        let count = |from: i64, to: i64| -> i64 {
            // Weekdays in [from, to); backwards, minus those in (to, from], as NumPy counts.
            let (lo, hi, sign) = if from <= to {
                (from, to, 1)
            } else {
                (to + 1, from + 1, -1)
            };
            let n = hi - lo;
            let mut c = n / 7 * 5;
            for d in lo + n / 7 * 7..hi {
                c += i64::from(weekday(d) < 5);
            }
            sign * c
        };
        let out: Vec<i64> = ip
            .iter()
            .zip(&iq)
            .map(|(&i, &j)| count(p[i], q[j]))
            .collect();
        if scal_p && scal_q {
            return Ok(Value::Int(out[0]));
        }
        Ok(Value::Array(Array::from_col(
            Col::I(out),
            DType::I64,
            shape,
            true,
        )))
    });
    reg_bound(m, "is_busday", true, |it, b, _| {
        default_week(b)?;
        let (d, shape, scalar) = days(it, b.get("dates").unwrap_or(&Value::None))?;
        let v: Vec<bool> = d.iter().map(|&x| x != NAT && weekday(x) < 5).collect();
        let r = Array::from_col(Col::B(v), DType::Bool, shape, true);
        Ok(Value::Array(if scalar { r.as_scalar() } else { r }))
    });
}
