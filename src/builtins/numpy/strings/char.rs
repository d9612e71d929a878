//! `np.char` and NumPy 2's `np.strings`: each function is Python's str method applied to
//! every distinct string once (the table), the elements then mapped through it.
use super::{StrArray, Table, to_strs};
use crate::array::Array;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::builtins::arity;
use crate::builtins::methods::call_method;
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err};
use crate::interp::value::{Module, NativeFn, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// Functions giving strings of the input's width (NumPy keeps it).
const SAME_WIDTH: &[&str] = &[
    "upper",
    "lower",
    "capitalize",
    "title",
    "swapcase",
    "strip",
    "lstrip",
    "rstrip",
];

/// Functions giving a bool per element.
const PREDICATES: &[&str] = &[
    "startswith",
    "endswith",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "islower",
    "isupper",
    "istitle",
    "isnumeric",
    "isdecimal",
];

/// Functions giving an int per element.
const COUNTS: &[&str] = &["find", "rfind", "count", "str_len"];

/// Functions padding to a width given as their second argument.
const PADDING: &[&str] = &["zfill", "center", "ljust", "rjust"];

/// Python's `s.method(*args)` for every distinct string of `a`.
fn per_entry(
    it: &mut Interp,
    a: &Value,
    method: &str,
    args: &[Value],
) -> RtResult<(Rc<StrArray>, Vec<Value>)> {
    if !super::has_str_leaf(it, a, 0) {
        return Err(type_err("string operation on non-string array"));
    }
    let s = to_strs(it, a, None, false)?;
    let strs = s.table.borrow().strs().to_vec();
    let mut out = Vec::with_capacity(strs.len());
    for x in strs {
        out.push(if method == "str_len" {
            Value::Int(super::clen(&x) as i64)
        } else {
            call_method(it, &Value::Str(x), method, args, &[])?
        });
    }
    Ok((s, out))
}

/// The elements mapped through one result per table entry.
fn mapped(s: &StrArray, out: Vec<Value>, width: Option<usize>) -> RtResult<Value> {
    let codes = s.code_vec()?;
    let shape = s.shape().to_vec();
    let pick = |k: usize| &out[codes[k] as usize];
    // A 0-d input gives NumPy scalars of bools and ints (ufunc results), 0-d string arrays.
    let scalar = |v: Value| match v {
        Value::Array(x) if x.ndim() == 0 => Value::Array(x.as_scalar()),
        other => other,
    };
    Ok(match out.first() {
        Some(Value::Bool(_)) => {
            let v = (0..codes.len()).map(|k| matches!(pick(k), Value::Bool(true)));
            scalar(Value::Array(Array::from_col(
                Col::B(v.collect()),
                DType::Bool,
                shape,
                true,
            )))
        }
        Some(Value::Int(_)) => {
            let v = (0..codes.len()).map(|k| match pick(k) {
                Value::Int(i) => *i,
                _ => 0,
            });
            scalar(Value::Array(super::int_array(v.collect(), shape)))
        }
        _ => {
            let texts: Vec<Rc<str>> = out
                .iter()
                .map(|v| match v {
                    Value::Str(t) => t.clone(),
                    _ => Rc::from(""),
                })
                .collect();
            let width = width.unwrap_or_else(|| {
                texts
                    .iter()
                    .map(|t| super::clen(t))
                    .max()
                    .unwrap_or(0)
                    .max(1)
            });
            let mut table = Table::default();
            let lut: Vec<i64> = texts
                .iter()
                .map(|t| table.intern(super::cut(t, width)))
                .collect();
            Value::Strs(Rc::new(StrArray {
                codes: super::int_array(codes.iter().map(|&c| lut[c as usize]).collect(), shape),
                table: Rc::new(RefCell::new(table)),
                width,
            }))
        }
    })
}

fn char_fn(it: &mut Interp, name: &str, a: &[Value]) -> RtResult<Value> {
    arity(name, a, 1, 4)?;
    let rest = &a[1..];
    if SAME_WIDTH.contains(&name) || PREDICATES.contains(&name) || COUNTS.contains(&name) {
        let (s, out) = per_entry(it, &a[0], name, rest)?;
        let w = s.width;
        return mapped(&s, out, Some(w));
    }
    if PADDING.contains(&name) {
        let Some(w) = rest.first() else {
            return Err(type_err(format!(
                "{name}() missing required argument 'width'"
            )));
        };
        let w = crate::builtins::want_int(w, name)?.max(0) as usize;
        let (s, out) = per_entry(it, &a[0], name, rest)?;
        let width = s.width.max(w);
        return mapped(&s, out, Some(width));
    }
    match name {
        "replace" => {
            let (s, out) = per_entry(it, &a[0], name, rest)?;
            mapped(&s, out, None)
        }
        "add" => {
            arity(name, a, 2, 2)?;
            super::zip_with(it, &a[0], &a[1], |x, y| x + y, |x, y| format!("{x}{y}"))
        }
        "multiply" => {
            arity(name, a, 2, 2)?;
            let n = crate::builtins::want_int(&a[1], name)?.max(0) as usize;
            let s = to_strs(it, &a[0], None, false)?;
            let out = s
                .table
                .borrow()
                .strs()
                .iter()
                .map(|x| Value::str(&x.repeat(n)))
                .collect();
            let w = (s.width * n).max(1);
            mapped(&s, out, Some(w))
        }
        "equal" | "not_equal" | "less" | "less_equal" | "greater" | "greater_equal" => {
            arity(name, a, 2, 2)?;
            let op = match name {
                "equal" => Op::Eq,
                "not_equal" => Op::Ne,
                "less" => Op::Lt,
                "less_equal" => Op::Le,
                "greater" => Op::Gt,
                _ => Op::Ge,
            };
            let (x, y) = (
                Value::Strs(to_strs(it, &a[0], None, false)?),
                Value::Strs(to_strs(it, &a[1], None, false)?),
            );
            it.strs_compare(op, &x, &y)
        }
        _ => Err(type_err(format!("np.char.{name} is not available"))),
    }
}

/// The `np.char` (and `np.strings`) namespace.
pub fn module(name: &str) -> Rc<Module> {
    let m = Module::new(name);
    let all = SAME_WIDTH
        .iter()
        .chain(PREDICATES)
        .chain(COUNTS)
        .chain(PADDING)
        .chain(&[
            "replace",
            "add",
            "multiply",
            "equal",
            "not_equal",
            "less",
            "less_equal",
            "greater",
            "greater_equal",
        ]);
    for &n in all {
        let sig = crate::builtins::decl::array_fn(name, n);
        m.set(
            n,
            Value::Native(Rc::new(NativeFn {
                name: n.into(),
                f: Rc::new(move |it, a, kw| {
                    // The declaration binds keywords; the values go on in its order, the
                    // trailing defaults left to Python's str methods.
                    let Some(s) = sig else {
                        return char_fn(it, n, a);
                    };
                    let b = s.bind(a, kw)?;
                    let mut args: Vec<Value> = s
                        .params
                        .iter()
                        .map(|p| b.get(&p.name).cloned().unwrap_or(Value::None))
                        .collect();
                    while args.len() > 1 && matches!(args.last(), Some(Value::None)) {
                        args.pop();
                    }
                    char_fn(it, n, &args)
                }),
                host: None,
                sig,
            })),
        );
    }
    m
}
