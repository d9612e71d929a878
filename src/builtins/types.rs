//! Calling a type: `int("5")`, `list(x)`, `ValueError("msg")`, `type(x)`, ...
use super::{allow_kw, arity, kwarg, want_int};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::Map;
use crate::interp::value::{BuiltinType as B, ExcObj, Key, TypeObj, Value};
use indexmap::IndexSet;
use std::cell::RefCell;
use std::rc::Rc;

pub fn construct(
    it: &mut Interp,
    t: TypeObj,
    a: &[Value],
    kw: &[(Rc<str>, Value)],
) -> RtResult<Value> {
    let b = match t {
        TypeObj::Exc(e) => {
            allow_kw(e.name(), kw, &[])?;
            // `OSError(errno, strerror, ...)` makes the subclass for that errno, as CPython's.
            let e = match (e, a) {
                (ExcType::OSError, [Value::Int(no), _, ..]) if a.len() <= 5 => {
                    crate::interp::error::os_error_for(*no).unwrap_or(e)
                }
                _ => e,
            };
            return Ok(Value::Exc(Rc::new(ExcObj {
                typ: e,
                args: a.to_vec(),
                inst: None,
                links: Default::default(),
            })));
        }
        TypeObj::Builtin(b) => b,
        TypeObj::Named(n) => {
            if let Some(r) = super::collections::construct(it, n, a, kw) {
                return r;
            }
            return Err(type_err(format!(
                "{n}() is made by the function that returns it"
            )));
        }
    };
    let name = b.name();
    if !matches!(
        b,
        B::Dict | B::Int | B::Bytes | B::Str | B::ByteArray | B::MemoryView
    ) {
        allow_kw(name, kw, &[])?;
    }
    match b {
        B::Int => to_int(it, a, kw),
        B::Float => {
            arity("float", a, 0, 1)?;
            warn_array_to_scalar(it, a.first())?;
            if let Some(p @ (Value::Str(_) | Value::Bytes(_))) =
                a.first().and_then(crate::interp::builtin_base::payload)
            {
                return construct(it, TypeObj::Builtin(B::Float), &[p], kw);
            }
            // An object converts through `__float__`, else `__index__`.
            if let Some(v @ Value::Instance(_)) = a.first() {
                let Some(r) = through_dunder(it, v, "__float__")? else {
                    return Err(type_err(format!(
                        "float() argument must be a string or a real number, not '{}'",
                        v.type_name()
                    )));
                };
                return match r {
                    Value::Float(_) => Ok(r),
                    Value::Int(i) => Ok(Value::Float(i as f64)),
                    other => Err(type_err(format!(
                        "{}.__float__ returned non-float (type {})",
                        v.type_name(),
                        other.type_name()
                    ))),
                };
            }
            Ok(Value::Float(match a.first() {
                None => 0.0,
                Some(v) => to_float(v)?,
            }))
        }
        B::Complex => {
            arity("complex", a, 0, 2)?;
            warn_array_to_scalar(it, a.first())?;
            if let (Some(Value::Str(_)), Some(_)) = (a.first(), a.get(1)) {
                return Err(type_err(
                    "complex() can't take second arg if first is a string",
                ));
            }
            if let Some(Value::Str(_)) = a.get(1) {
                return Err(type_err("complex() second arg can't be a string"));
            }
            // An object converts through `__complex__` (else `__float__`, `__index__`).
            if let Some(v @ Value::Instance(_)) = a.first()
                && a.len() == 1
            {
                if let Some(r) = it.call_special(v, "__complex__", &[]) {
                    return match r? {
                        c @ Value::Complex(..) => Ok(c),
                        other => Err(type_err(format!(
                            "__complex__ returned non-complex (type {})",
                            other.type_name()
                        ))),
                    };
                }
                if let Some(f) = through_dunder(it, v, "__float__")? {
                    return construct(it, TypeObj::Builtin(B::Complex), &[f], kw);
                }
            }
            let (ar, ai, a_complex) = complex_part(a.first())?;
            let (br, bi, b_complex) = complex_part(a.get(1))?;
            // As CPython: only complex arguments mix their parts (keeps signed zeros).
            let re = if b_complex { ar - bi } else { ar };
            let im = if a_complex { ai + br } else { br };
            Ok(Value::Complex(re, im))
        }
        B::Bool => {
            arity("bool", a, 0, 1)?;
            match a.first() {
                Some(v) => Ok(Value::Bool(it.truth(v)?)),
                None => Ok(Value::Bool(false)),
            }
        }
        B::Str => {
            allow_kw("str", kw, &["object", "encoding", "errors"])?;
            arity("str", a, 0, 3)?;
            let obj = a.first().or(kwarg(kw, "object"));
            let encoding = a.get(1).or(kwarg(kw, "encoding"));
            let errors = a.get(2).or(kwarg(kw, "errors"));
            match obj {
                // `str(b, "utf-8")` decodes.
                Some(v @ (Value::Bytes(_) | Value::ByteArray(_) | Value::MemView(_)))
                    if encoding.is_some() || errors.is_some() =>
                {
                    let b = super::bytearray::bytes_like(v)?.expect("bytes-like");
                    super::bytes::decode(&b, encoding, errors)
                }
                Some(v) if encoding.is_some() || errors.is_some() => Err(type_err(format!(
                    "decoding to str: need a bytes-like object, {} found",
                    v.type_name()
                ))),
                None => Ok(Value::str("")),
                Some(v) => Ok(Value::str(&it.to_str(v)?)),
            }
        }
        B::Bytes => super::bytes::construct(it, a, kw),
        B::ByteArray => super::bytearray::construct(it, a, kw),
        B::MemoryView => super::bytearray::memoryview(a, kw),
        B::List => {
            arity("list", a, 0, 1)?;
            Ok(Value::list(match a.first() {
                None => vec![],
                Some(v) => it.to_vec(v)?,
            }))
        }
        B::Tuple => {
            arity("tuple", a, 0, 1)?;
            match a.first() {
                None => Ok(Value::tuple(vec![])),
                Some(v @ Value::Tuple(_)) => Ok(v.clone()),
                Some(v) => Ok(Value::tuple(it.to_vec(v)?)),
            }
        }
        B::Set | B::FrozenSet => {
            arity(name, a, 0, 1)?;
            let mut s = IndexSet::new();
            if let Some(v) = a.first() {
                for x in it.to_vec(v)? {
                    s.insert(it.key(x)?);
                }
            }
            Ok(Value::Set(Rc::new(RefCell::new(s)), b == B::FrozenSet))
        }
        B::Dict => {
            arity("dict", a, 0, 1)?;
            let mut d = Map::default();
            if let Some(src) = a.first() {
                match src {
                    Value::Dict(o) => d = o.borrow().clone(),
                    // A dict subclass's own items, unless it iterates another way (as
                    // CPython's dict_merge, which ignores an overridden `keys` then).
                    Value::Instance(_)
                        if let Some(Value::Dict(o)) = crate::interp::builtin_base::payload(src)
                            && !crate::interp::builtin_base::overrides(src, "__iter__") =>
                    {
                        d = o.borrow().clone()
                    }
                    // A mapping object (Counter, defaultdict, a dict subclass): its keys and
                    // items.
                    Value::Instance(_)
                        if it.special(src, "keys").is_some()
                            || matches!(
                                crate::interp::builtin_base::payload(src),
                                Some(Value::Dict(_))
                            ) =>
                    {
                        let keys =
                            crate::builtins::methods::call_method(it, src, "keys", &[], &[])?;
                        for k in it.to_vec(&keys)? {
                            let v = it.get_item(src, &k)?;
                            d.insert(it.key(k)?, v);
                        }
                    }
                    // A record with the mapping protocol (`globals()`).
                    Value::Module(m)
                        if let (Some(keys), Some(_)) =
                            (m.dunder("keys"), m.dunder("__getitem__")) =>
                    {
                        let keys = it.call(&keys, &[], &[])?;
                        for k in it.to_vec(&keys)? {
                            let v = it.get_item(src, &k)?;
                            d.insert(it.key(k)?, v);
                        }
                    }
                    other => {
                        for (i, p) in it.to_vec(other)?.into_iter().enumerate() {
                            let kv = it.to_vec(&p).map_err(|_| {
                                type_err(format!(
                                    "cannot convert dictionary update sequence element #{i} to a sequence"
                                ))
                            })?;
                            if kv.len() != 2 {
                                return Err(value_err(format!(
                                    "dictionary update sequence element #{i} has length {}; 2 is required",
                                    kv.len()
                                )));
                            }
                            d.insert(it.key(kv[0].clone())?, kv[1].clone());
                        }
                    }
                }
            }
            for (k, v) in kw {
                d.insert(Key(Value::Str(k.clone())), v.clone());
            }
            Ok(Value::Dict(Rc::new(RefCell::new(d))))
        }
        B::Range => {
            arity("range", a, 1, 3)?;
            let ints: Vec<i64> = it
                .indexed(a)?
                .iter()
                .map(|v| {
                    if let Value::Long(_) = v {
                        // CPython's ranges take any int; gpa's hold 64-bit bounds.
                        return Err(err(
                            ExcType::OverflowError,
                            "range() bounds past 64 bits are not supported in gpa",
                        ));
                    }
                    want_int(v, "range").map_err(|_| {
                        type_err(format!(
                            "'{}' object cannot be interpreted as an integer",
                            v.type_name()
                        ))
                    })
                })
                .collect::<RtResult<_>>()?;
            let (start, stop, step) = match ints.len() {
                1 => (0, ints[0], 1),
                2 => (ints[0], ints[1], 1),
                _ => (ints[0], ints[1], ints[2]),
            };
            if step == 0 {
                return Err(value_err("range() arg 3 must not be zero"));
            }
            Ok(Value::Range(Rc::new((start, stop, step))))
        }
        B::Type => {
            arity("type", a, 1, 3)?;
            if a.len() == 3 {
                return it.type_new(&a[0], &a[1], &a[2]);
            }
            if a.len() == 2 {
                return Err(type_err("type() takes 1 or 3 arguments"));
            }
            match &a[0] {
                // A NumPy scalar's type is its scalar type: np.float64, np.int32, ...
                Value::Array(x) if x.scalar => Ok(Value::DType(x.dtype, true)),
                v if let Some(c) = crate::interp::class::class_of(v) => Ok(Value::Class(c)),
                // A record made by a class-like function (`np.random.Generator`) names it.
                Value::Module(m)
                    if m.display.is_some()
                        && let Some(c) = m.get("__class__") =>
                {
                    Ok(c)
                }
                v => Ok(Value::Type(v.type_of())),
            }
        }
        B::Slice => {
            arity("slice", a, 1, 3)?;
            let (x, y, z) = match a.len() {
                1 => (Value::None, a[0].clone(), Value::None),
                2 => (a[0].clone(), a[1].clone(), Value::None),
                _ => (a[0].clone(), a[1].clone(), a[2].clone()),
            };
            Ok(Value::Slice(Rc::new((x, y, z))))
        }
        B::Object => {
            arity("object", a, 0, 0)?;
            Ok(crate::interp::class::plain_object())
        }
        _ => Err(type_err(format!("cannot create '{name}' instances"))),
    }
}

/// An object's own conversion (`__int__`, `__float__`), else its `__index__`; None when it
/// has neither.
fn through_dunder(it: &mut Interp, v: &Value, dunder: &str) -> RtResult<Option<Value>> {
    match it.call_special(v, dunder, &[]) {
        Some(r) => r.map(Some),
        None => it.index_of(v).transpose(),
    }
}

/// NumPy's words when an array of one element and ndim > 0 becomes a Python number.
pub const ARRAY_TO_SCALAR: &str = "Conversion of an array with ndim > 0 to a scalar is deprecated, and will error in future. Ensure you extract a single element from your array before performing this operation. (Deprecated NumPy 1.25.)";

/// Warns as NumPy does when `float()`, `int()` or `complex()` take such an array.
fn warn_array_to_scalar(it: &mut Interp, v: Option<&Value>) -> RtResult<()> {
    match v {
        Some(Value::Array(x)) if !x.shape.is_empty() && x.size() == 1 => {
            it.warn_here(ExcType::DeprecationWarning, ARRAY_TO_SCALAR)
        }
        _ => Ok(()),
    }
}

fn to_int(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("int", kw, &["base"])?;
    arity("int", a, 0, 2)?;
    warn_array_to_scalar(it, a.first())?;
    let base = a.get(1).or(kwarg(kw, "base"));
    let Some(v) = a.first() else {
        return Ok(Value::Int(0));
    };
    // A str or bytes subclass's instance parses as its value.
    if let Some(p @ (Value::Str(_) | Value::Bytes(_))) = crate::interp::builtin_base::payload(v) {
        let mut args = a.to_vec();
        args[0] = p;
        return to_int(it, &args, kw);
    }
    // An object converts through `__int__`, else `__index__`.
    if let Value::Instance(_) = v
        && base.is_none()
    {
        let Some(r) = through_dunder(it, v, "__int__")? else {
            return Err(type_err(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                v.type_name()
            )));
        };
        return match r {
            Value::Int(_) | Value::Long(_) => Ok(r),
            Value::Bool(b) => Ok(Value::Int(b as i64)),
            other => Err(type_err(format!(
                "__int__ returned non-int (type {})",
                other.type_name()
            ))),
        };
    }
    // Bytes are ASCII digits, as a str's (`int(b"80")`); the error shows the bytes.
    if let Some(b) = super::bytearray::bytes_like(v)? {
        let text: String = b.iter().map(|&c| c as char).collect();
        let radix = match base {
            Some(x) => want_int(x, "int")?,
            None => 10,
        };
        return match parse_py_int(&text, radix as u32) {
            Err(e)
                if e.exc_type() == ExcType::ValueError
                    && (radix == 0 || (2..=36).contains(&radix)) =>
            {
                Err(value_err(format!(
                    "invalid literal for int() with base {radix}: {}",
                    crate::interp::repr::bytes_repr(&b)
                )))
            }
            r => r,
        };
    }
    if let Some(base) = base {
        let Value::Str(s) = v else {
            return Err(type_err(
                "int() can't convert non-string with explicit base",
            ));
        };
        let b = want_int(base, "int")?;
        return parse_py_int(s, b as u32);
    }
    match v {
        Value::Int(_) | Value::Long(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        Value::Float(f) => crate::interp::long::from_f64(*f),
        Value::Str(s) => parse_py_int(s, 10),
        Value::Array(a) if a.size() == 1 => match it.array_item(a)? {
            Value::Float(f) => crate::interp::long::from_f64(f),
            Value::Bool(b) => Ok(Value::Int(b as i64)),
            other => Ok(other),
        },
        Value::Array(_) => Err(type_err(
            "only length-1 arrays can be converted to Python scalars",
        )),
        o => Err(type_err(format!(
            "int() argument must be a string, a bytes-like object or a real number, not '{}'",
            o.type_name()
        ))),
    }
}

/// `int(s, base)` as a machine integer (NumPy's parsing): an `OverflowError` past 64 bits.
pub fn parse_int(s: &str, base: u32) -> RtResult<i64> {
    let (neg, clean, base) = int_digits(s, base)?;
    let mag = u64::from_str_radix(&clean, base).map_err(|e| {
        if matches!(e.kind(), std::num::IntErrorKind::PosOverflow) {
            crate::interp::ops::overflow("int()")
        } else {
            bad_int(s, base)
        }
    })?;
    if neg {
        if mag > i64::MAX as u64 + 1 {
            return Err(crate::interp::ops::overflow("int()"));
        }
        Ok((mag as i128).wrapping_neg() as i64)
    } else {
        i64::try_from(mag).map_err(|_| crate::interp::ops::overflow("int()"))
    }
}

/// Python's `int(s, base)`: any size, with CPython's limit on decimal digits.
pub fn parse_py_int(s: &str, base: u32) -> RtResult<Value> {
    let (neg, clean, radix) = int_digits(s, base)?;
    if let Ok(mag) = u64::from_str_radix(&clean, radix) {
        return Ok(crate::interp::long::int(if neg {
            -num_bigint::BigInt::from(mag)
        } else {
            num_bigint::BigInt::from(mag)
        }));
    }
    if !clean.chars().all(|c| c.is_digit(radix)) {
        return Err(bad_int(s, base));
    }
    // CPython limits the digits of bases that are not powers of two.
    if !radix.is_power_of_two() {
        return crate::interp::long::parse_decimal_in(&clean, radix, neg);
    }
    crate::interp::long::parse_radix(&clean, radix, neg).ok_or_else(|| bad_int(s, base))
}

fn bad_int(s: &str, base: u32) -> Box<crate::interp::error::RtErr> {
    value_err(format!(
        "invalid literal for int() with base {base}: {}",
        crate::interp::repr::str_repr(s)
    ))
}

/// The sign, the plain ASCII digits and the base of `int(s, base)`'s text.
fn int_digits(s: &str, base: u32) -> RtResult<(bool, String, u32)> {
    let given = base;
    let bad = || bad_int(s, given);
    if base != 0 && !(2..=36).contains(&base) {
        return Err(value_err("int() base must be >= 2 and <= 36, or 0"));
    }
    let t = s.trim();
    let (neg, body) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let lower = body.to_ascii_lowercase();
    let (digits, base) = match (base, lower.get(..2)) {
        (16 | 0, Some("0x")) => (&body[2..], 16),
        (8 | 0, Some("0o")) => (&body[2..], 8),
        (2 | 0, Some("0b")) => (&body[2..], 2),
        (0, _) => (body, 10),
        (b, _) => (body, b),
    };
    let digits = digits
        .strip_prefix('_')
        .filter(|_| base != 10)
        .unwrap_or(digits);
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return Err(bad());
    }
    // Decimal digits of any script count (`int("٣")` is 3).
    let clean: String = digits
        .chars()
        .filter(|c| *c != '_')
        .map(|c| match super::unicode_numeric::decimal_value(c) {
            Some(d) if !c.is_ascii() => char::from_digit(d, 10).unwrap_or(c),
            _ => c,
        })
        .collect();
    Ok((neg, clean, base))
}

/// One argument of `complex()`: its parts and whether it was complex (a complex number,
/// string or array).
fn complex_part(v: Option<&Value>) -> RtResult<(f64, f64, bool)> {
    match v {
        None => Ok((0.0, 0.0, false)),
        Some(Value::Complex(x, y)) => Ok((*x, *y, true)),
        Some(v) if let Some(n) = crate::interp::builtin_base::number(v) => complex_part(Some(&n)),
        Some(Value::Str(s)) => parse_complex(s).map(|(x, y)| (x, y, true)),
        Some(Value::Array(a)) if a.dtype.is_complex() => {
            let c = a.to_col().map_err(crate::interp::arrays::arr_err)?;
            if a.size() != 1 {
                return Err(type_err(
                    "only length-1 arrays can be converted to Python scalars",
                ));
            }
            let (x, y) = c.get_c(0);
            Ok((x, y, true))
        }
        Some(v) => Ok((
            to_float(v).map_err(|_| {
                type_err(format!(
                    "complex() first argument must be a string or a number, not '{}'",
                    v.type_name()
                ))
            })?,
            0.0,
            false,
        )),
    }
}

pub fn to_float(v: &Value) -> RtResult<f64> {
    match v {
        Value::Array(a) => {
            let c = a.to_col().map_err(crate::interp::arrays::arr_err)?;
            if a.size() != 1 {
                return Err(type_err(
                    "only length-1 arrays can be converted to Python scalars",
                ));
            }
            Ok(c.get_c(0).0)
        }
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Long(b) => crate::interp::long::to_f64(b),
        Value::Bool(b) => Ok(*b as i64 as f64),
        o if let Some(n) = crate::interp::builtin_base::number(o) => to_float(&n),
        Value::Str(s) => parse_float(s).ok_or_else(|| {
            value_err(format!(
                "could not convert string to float: {}",
                crate::interp::repr::str_repr(s)
            ))
        }),
        o => Err(type_err(format!(
            "float() argument must be a string or a real number, not '{}'",
            o.type_name()
        ))),
    }
}

pub fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim();
    let lower = t.to_ascii_lowercase();
    let (sign, body) = match lower.as_bytes().first() {
        Some(b'-') => (-1.0, &lower[1..]),
        Some(b'+') => (1.0, &lower[1..]),
        _ => (1.0, &lower[..]),
    };
    if body.starts_with(['+', '-']) {
        return None;
    }
    match body {
        "inf" | "infinity" => return Some(sign * f64::INFINITY),
        "nan" => return Some(f64::NAN),
        _ => {}
    }
    if body.is_empty() || body.starts_with('_') || body.ends_with('_') || body.contains("__") {
        return None;
    }
    if !body
        .chars()
        .all(|c| c.is_ascii_digit() || matches!(c, '.' | 'e' | '+' | '-' | '_'))
    {
        return None;
    }
    let clean: String = body.chars().filter(|c| *c != '_').collect();
    clean.parse::<f64>().ok().map(|f| sign * f)
}

fn parse_complex(s: &str) -> RtResult<(f64, f64)> {
    let bad = || value_err("complex() arg is a malformed string");
    let t = s.trim().trim_start_matches('(').trim_end_matches(')');
    if let Some(body) = t.strip_suffix(['j', 'J']) {
        // Split at the last sign that is not part of an exponent.
        let b = body.as_bytes();
        let mut split = None;
        for i in (1..b.len()).rev() {
            if (b[i] == b'+' || b[i] == b'-') && !matches!(b[i - 1], b'e' | b'E') {
                split = Some(i);
                break;
            }
        }
        let imag = |x: &str| -> RtResult<f64> {
            match x {
                "" | "+" => Ok(1.0),
                "-" => Ok(-1.0),
                _ => parse_float(x).ok_or_else(bad),
            }
        };
        return match split {
            Some(i) => Ok((parse_float(&body[..i]).ok_or_else(bad)?, imag(&body[i..])?)),
            None => Ok((0.0, imag(body)?)),
        };
    }
    Ok((parse_float(t).ok_or_else(bad)?, 0.0))
}
