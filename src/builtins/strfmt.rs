//! `str % args` and `str.format(...)`, on top of the formatting rules in `format.rs`.
use super::format::{
    FmtPiece, PercentArg, PercentArgs, PercentError, PyErrKind, parse_format_template,
    percent_format,
};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, raise_value, type_err, value_err};
use crate::interp::value::{ExcObj, Value};
use std::collections::HashMap;
use std::rc::Rc;

/// A value prepared for `%` formatting (its str and repr computed up front).
#[derive(Clone)]
struct PArg {
    int: Option<i64>,
    /// An int past i64's range, or a uint64 there (`int` is None then).
    long: Option<num_bigint::BigInt>,
    float: Option<f64>,
    s: String,
    r: String,
    tname: String,
    /// An array of one element and ndim > 0, which NumPy converts for `%d`/`%f` with a
    /// DeprecationWarning; `used` notes that a conversion took its number.
    deprecated: bool,
    used: std::cell::Cell<bool>,
}

impl PercentArg for PArg {
    fn as_int(&self) -> Option<i64> {
        self.used.set(self.int.is_some());
        self.int
    }
    fn as_float(&self) -> Option<f64> {
        self.used.set(self.float.is_some());
        self.float
    }
    fn to_str(&self) -> String {
        self.s.clone()
    }
    fn to_repr(&self) -> String {
        self.r.clone()
    }
    fn type_name(&self) -> String {
        self.tname.clone()
    }
    fn as_long(&self) -> Option<num_bigint::BigInt> {
        self.used.set(self.long.is_some());
        self.long.clone()
    }
    fn as_char(&self) -> Option<char> {
        let mut c = self.s.chars();
        match (self.tname.as_str(), c.next(), c.next()) {
            ("str", Some(ch), None) => Some(ch),
            _ => None,
        }
    }
}

fn parg(it: &mut Interp, v: &Value) -> RtResult<PArg> {
    // An int or float subclass formats as its value for %d and %f (its own str for %s).
    let number = crate::interp::builtin_base::number(v);
    let mut uint = None;
    let (int, float) = match number.as_ref().unwrap_or(v) {
        Value::Int(i) => (Some(*i), Some(*i as f64)),
        Value::Bool(b) => (Some(*b as i64), Some(*b as i64 as f64)),
        Value::Long(b) => {
            uint = Some((**b).clone());
            (None, crate::interp::long::to_f64(b).ok())
        }
        Value::Float(f) => (None, Some(*f)),
        // NumPy scalars and 0-d arrays format as their value (`'%d' % np.int64(3)`), as do
        // arrays of one element (deprecated by NumPy).
        Value::Array(a) if a.size() == 1 && !a.dtype.is_complex() => {
            let c = a.to_col().map_err(crate::interp::arrays::arr_err)?;
            if let crate::array::col::Col::U(u) = &c
                && u[0] > i64::MAX as u64
            {
                uint = Some(u[0].into());
            }
            match Interp::py_elem(&c, 0) {
                _ if uint.is_some() => (None, Some(c.get_c(0).0)),
                Value::Int(i) => (Some(i), Some(i as f64)),
                Value::Bool(b) => (Some(b as i64), Some(b as i64 as f64)),
                Value::Float(f) => (None, Some(f)),
                _ => (None, None),
            }
        }
        // An object formats through `__int__`/`__index__` for %d and `__float__` for %f; one
        // that has neither is the format's TypeError.
        Value::Instance(_) => {
            let mut num = |name: &str| match it.call_special(v, name, &[]) {
                Some(Ok(x)) => Some(x),
                _ => None,
            };
            let int = match num("__index__").or_else(|| num("__int__")) {
                Some(Value::Int(i)) => Some(i),
                _ => None,
            };
            let float = match num("__float__") {
                Some(Value::Float(f)) => Some(f),
                _ => int.map(|i| i as f64),
            };
            (int, float)
        }
        _ => (None, None),
    };
    Ok(PArg {
        int,
        long: uint,
        float,
        s: it.to_str(v)?,
        r: it.repr(v)?,
        tname: v.type_name().to_string(),
        deprecated: matches!(v, Value::Array(a) if !a.shape.is_empty() && a.size() == 1),
        used: Default::default(),
    })
}

/// NumPy's DeprecationWarning for an array of one element taken as a number.
fn warn_deprecated(it: &mut Interp, args: &[&PArg]) -> RtResult<()> {
    if args.iter().any(|a| a.deprecated && a.used.get()) {
        it.warn_here(ExcType::DeprecationWarning, super::types::ARRAY_TO_SCALAR)?;
    }
    Ok(())
}

fn to_rt(e: PercentError) -> Box<crate::interp::error::RtErr> {
    match e.kind {
        PyErrKind::TypeError => type_err(e.msg),
        PyErrKind::ValueError => value_err(e.msg),
        PyErrKind::OverflowError => err(ExcType::OverflowError, e.msg),
        PyErrKind::KeyError => raise_value(Value::Exc(Rc::new(ExcObj {
            typ: ExcType::KeyError,
            args: vec![Value::str(&e.msg)],
            inst: None,
            links: Default::default(),
        }))),
    }
}

/// `fmt % args`.
pub fn percent(it: &mut Interp, fmt: &str, args: &Value) -> RtResult<String> {
    crate::interp::repr::check_widths(fmt)?;
    // A named tuple is a tuple of arguments, as any tuple.
    if let Value::Named(n) = args {
        return percent(it, fmt, &Value::Tuple(n.items.clone()));
    }
    match args {
        Value::Tuple(t) => {
            // A '*' width comes from the arguments: keep it within what can be allocated.
            if fmt.contains('*')
                && t.iter()
                    .any(|x| matches!(x, Value::Int(i) if i.unsigned_abs() > 100_000_000))
            {
                return Err(err(ExcType::MemoryError, "'*' width is too large"));
            }
            let v = t
                .iter()
                .map(|x| parg(it, x))
                .collect::<RtResult<Vec<_>>>()?;
            let out = percent_format(fmt, PercentArgs::Tuple(&v)).map_err(to_rt)?;
            warn_deprecated(it, &v.iter().collect::<Vec<_>>())?;
            Ok(out)
        }
        Value::Dict(d) => {
            let whole = parg(it, args)?;
            let mut map = HashMap::new();
            let entries: Vec<(Value, Value)> = d
                .borrow()
                .iter()
                .map(|(k, v)| (k.0.clone(), v.clone()))
                .collect();
            for (k, v) in entries {
                if let Value::Str(k) = k {
                    map.insert(k.to_string(), parg(it, &v)?);
                }
            }
            let lookup = |k: &str| {
                map.get(k).cloned().ok_or(PercentError {
                    kind: PyErrKind::KeyError,
                    msg: k.to_string(),
                })
            };
            percent_format(
                fmt,
                PercentArgs::Map {
                    whole: &whole,
                    lookup: &lookup,
                },
            )
            .map_err(to_rt)
        }
        other => {
            let a = parg(it, other)?;
            let out = percent_format(fmt, PercentArgs::Single(&a)).map_err(to_rt)?;
            warn_deprecated(it, &[&a])?;
            Ok(out)
        }
    }
}

/// `template.format(*args, **kw)`.
pub fn str_format(
    it: &mut Interp,
    template: &str,
    args: &[Value],
    kw: &[(Rc<str>, Value)],
) -> RtResult<String> {
    let mut auto = 0usize;
    let mut manual = false;
    render(it, template, args, kw, &mut auto, &mut manual, 0)
}

fn render(
    it: &mut Interp,
    template: &str,
    args: &[Value],
    kw: &[(Rc<str>, Value)],
    auto: &mut usize,
    manual: &mut bool,
    depth: u32,
) -> RtResult<String> {
    if depth > 1 {
        return Err(value_err("Max string recursion exceeded"));
    }
    let pieces = parse_format_template(template).map_err(value_err)?;
    let mut out = String::new();
    for p in pieces {
        match p {
            FmtPiece::Lit(s) => out.push_str(&s),
            FmtPiece::Field {
                name,
                conversion,
                spec,
            } => {
                let v = field_value(it, &name, args, kw, auto, manual)?;
                let v = match conversion {
                    Some('r') => Value::str(&it.repr(&v)?),
                    Some('a') => Value::str(&super::format::ascii_escape(&it.repr(&v)?)),
                    Some('s') => Value::str(&it.to_str(&v)?),
                    _ => v,
                };
                let spec = if spec.contains('{') {
                    render(it, &spec, args, kw, auto, manual, depth + 1)?
                } else {
                    spec
                };
                out.push_str(&it.format_value(&v, &spec)?);
            }
        }
    }
    Ok(out)
}

fn field_value(
    it: &mut Interp,
    name: &str,
    args: &[Value],
    kw: &[(Rc<str>, Value)],
    auto: &mut usize,
    manual: &mut bool,
) -> RtResult<Value> {
    let end = name.find(['.', '[']).unwrap_or(name.len());
    let (first, mut rest) = name.split_at(end);
    let mut v = if first.is_empty() {
        if *manual {
            return Err(value_err(
                "cannot switch from manual field specification to automatic field numbering",
            ));
        }
        let i = *auto;
        *auto += 1;
        args.get(i).cloned().ok_or_else(|| {
            err(
                ExcType::IndexError,
                format!("Replacement index {i} out of range for positional args tuple"),
            )
        })?
    } else if let Ok(i) = first.parse::<usize>() {
        if *auto > 0 {
            return Err(value_err(
                "cannot switch from automatic field numbering to manual field specification",
            ));
        }
        *manual = true;
        args.get(i).cloned().ok_or_else(|| {
            err(
                ExcType::IndexError,
                format!("Replacement index {i} out of range for positional args tuple"),
            )
        })?
    } else {
        match kw.iter().find(|(k, _)| &**k == first) {
            Some((_, v)) => v.clone(),
            None => {
                return Err(raise_value(Value::Exc(Rc::new(ExcObj {
                    typ: ExcType::KeyError,
                    args: vec![Value::str(first)],
                    inst: None,
                    links: Default::default(),
                }))));
            }
        }
    };
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let e = r.find(['.', '[']).unwrap_or(r.len());
            v = it.get_attr(&v, &Rc::from(&r[..e]))?;
            rest = &r[e..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let e = r
                .find(']')
                .ok_or_else(|| value_err("Missing ']' in format string"))?;
            let key = &r[..e];
            let k = match key.parse::<i64>() {
                Ok(i) => Value::Int(i),
                Err(_) => Value::str(key),
            };
            v = it.get_item(&v, &k)?;
            rest = &r[e + 1..];
        } else {
            return Err(value_err(
                "Only '.' or '[' may follow ']' in format field specifier",
            ));
        }
    }
    Ok(v)
}
