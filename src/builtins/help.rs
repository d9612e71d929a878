//! `help(x)`, `dir(x)` and `__doc__`, read from the declarations (`decl.rs`) for builtins and
//! from the `def` for functions written in gpa.
use super::{arity, native};
use crate::interp::Interp;
use crate::interp::error::RtResult;
use crate::interp::value::{Function, Value};
use std::rc::Rc;

pub fn install(it: &mut Interp) {
    it.builtins.insert("help".into(), native("help", help));
    it.builtins.insert("dir".into(), native("dir", dir));
}

/// A function's signature and docstring, as `help` shows them; `None` for other values.
pub fn doc_of(it: &mut Interp, v: &Value) -> RtResult<Option<(String, String)>> {
    Ok(match v {
        Value::Native(n) => n.sig.map(|s| (s.text(), s.doc.clone())),
        Value::Method(m) => method_sig(&m.0, &m.1).map(|s| (s.text(), s.doc.clone())),
        Value::Func(f) => Some((
            func_signature(it, f)?,
            f.code.doc.as_deref().unwrap_or("").to_string(),
        )),
        _ => None,
    })
}

/// `f(x, y=1, *args, k, **kw)` from a gpa function's parameters and defaults.
fn func_signature(it: &mut Interp, f: &Function) -> RtResult<String> {
    let p = &f.code.params;
    let mut parts = Vec::new();
    let first_default = p.npos - f.defaults.len();
    for i in 0..p.npos {
        parts.push(if i >= first_default {
            format!(
                "{}={}",
                p.names[i],
                it.repr(&f.defaults[i - first_default])?
            )
        } else {
            p.names[i].to_string()
        });
    }
    let mut at = p.npos;
    if p.star {
        parts.push(format!("*{}", p.names[at]));
        at += 1;
    } else if p.kwonly > 0 {
        parts.push("*".into());
    }
    for k in 0..p.kwonly {
        let n = &p.names[at + k];
        parts.push(match &f.kwdefaults[k] {
            Some(d) => format!("{n}={}", it.repr(d)?),
            None => n.to_string(),
        });
    }
    if p.starstar {
        parts.push(format!("**{}", p.names[at + p.kwonly]));
    }
    Ok(format!("{}({})", f.code.name, parts.join(", ")))
}

/// `__doc__` of a builtin: its signature, a blank line, its docstring (as CPython's C
/// functions carry theirs).
pub fn native_doc(n: &crate::interp::value::NativeFn) -> Value {
    match n.sig {
        Some(s) => Value::str(&format!("{}\n\n{}", s.text(), s.doc)),
        None => Value::None,
    }
}

/// The declaration of a method of a value (arrays' methods are declared).
fn method_sig(obj: &Value, name: &str) -> Option<&'static crate::builtins::sig::Sig> {
    match obj {
        Value::Array(_) => super::decl::method(name),
        _ => None,
    }
}

/// `__doc__` of a bound method: its declaration's, as `native_doc` gives a function's.
pub fn method_doc(obj: &Value, name: &str) -> Value {
    match method_sig(obj, name) {
        Some(s) => Value::str(&format!("{}\n\n{}", s.text(), s.doc)),
        None => Value::None,
    }
}

fn indent(text: &str, by: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                String::new()
            } else {
                format!("{by}{l}")
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn help(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("help", a, 0, 1)?;
    let Some(v) = a.first() else {
        it.write_out(
            "Type help(name) for a function's signature and description, dir(name) for the \
             attributes of a module or value.\n",
        )?;
        return Ok(Value::None);
    };
    let text = match v {
        Value::Module(m) => {
            let mut out = format!("Help on module {}:\n\nFUNCTIONS\n", m.name);
            let mut items = m.items();
            items.sort_by(|a, b| a.0.cmp(&b.0));
            for (name, f) in items {
                if name.starts_with('_') {
                    continue;
                }
                if let Some((sig, doc)) = doc_of(it, &f)? {
                    let first = doc.lines().next().unwrap_or("");
                    out += &format!("    {sig}\n        {first}\n\n");
                } else if matches!(f, Value::Module(_)) {
                    out += &format!("    {name} (module)\n\n");
                }
            }
            out
        }
        _ => match doc_of(it, v)? {
            Some((sig, doc)) => {
                let name = sig.split('(').next().unwrap_or("").to_string();
                let on = match v {
                    Value::Native(_) => {
                        format!("built-in function {name} in module {}", module_of(v))
                    }
                    Value::Method(m) => {
                        format!("built-in method {name} of {} object", m.0.type_name())
                    }
                    _ => format!("function {name} in module __main__"),
                };
                format!("Help on {on}:\n\n{sig}\n{}\n\n", indent(&doc, "    "))
            }
            None => {
                let t = v.type_name();
                let mut names = attribute_names(v);
                names.retain(|n| !n.starts_with('_'));
                format!(
                    "Help on {t} object:\n\n{}\n\n  Methods and attributes: {}\n\n",
                    it.repr(v)?,
                    names.join(", ")
                )
            }
        },
    };
    it.write_out(&text)?;
    Ok(Value::None)
}

/// The module a builtin belongs to, by its declaration (`linalg.norm` is `numpy.linalg`).
fn module_of(v: &Value) -> String {
    match v {
        Value::Native(n) => match (n.host, n.sig) {
            (Some(host), Some(s)) => {
                let root = if host { "numpy" } else { "cupy" };
                match s.qualified().rsplit_once('.') {
                    Some((sub, _)) => format!("{root}.{sub}"),
                    None => root.to_string(),
                }
            }
            _ => "builtins".to_string(),
        },
        _ => "builtins".to_string(),
    }
}

/// The attribute names of a value, sorted (what `dir` lists and the REPL completes).
/// What `dir()` shows of any plain object beyond its own and its classes' names (CPython's
/// `object` members).
const OBJECT_NAMES: &[&str] = &[
    "__class__",
    "__delattr__",
    "__dict__",
    "__dir__",
    "__doc__",
    "__eq__",
    "__format__",
    "__ge__",
    "__getattribute__",
    "__getstate__",
    "__gt__",
    "__hash__",
    "__init__",
    "__init_subclass__",
    "__le__",
    "__lt__",
    "__module__",
    "__ne__",
    "__new__",
    "__reduce__",
    "__reduce_ex__",
    "__repr__",
    "__setattr__",
    "__sizeof__",
    "__str__",
    "__subclasshook__",
    "__weakref__",
];

/// The names gpa keeps in a class for itself (dataclass bookkeeping, class hooks such as
/// `__class_iter__`), and `__qualname__`, which CPython keeps on the type, not in its dict.
fn internal_name(x: &str) -> bool {
    x == "__qualname__"
        || x.starts_with("__dataclass_") && !matches!(x, "__dataclass_fields__")
        || x.starts_with("__class_") && x != "__class__"
}

/// The names of a user class and the classes after it, with `object`'s.
fn class_names(c: &std::rc::Rc<crate::interp::class::Class>) -> Vec<String> {
    let mut names: Vec<String> = OBJECT_NAMES.iter().map(|s| s.to_string()).collect();
    for k in std::iter::once(c).chain(c.mro.iter()) {
        names.extend(k.dict.borrow().keys().map(|n| n.to_string()));
    }
    names
}

pub fn attribute_names(v: &Value) -> Vec<String> {
    let mut names: Vec<String> = match v {
        Value::Module(m) => m.items().into_iter().map(|(n, _)| n.to_string()).collect(),
        // An object: its own attributes, then its class's (gpa-internal markers left out).
        Value::Instance(i) => {
            let mut n = class_names(&i.class);
            n.extend(i.dict.borrow().keys().filter_map(|k| match &k.0 {
                Value::Str(s) => Some(s.to_string()),
                _ => None,
            }));
            n.retain(|x| !internal_name(x));
            n
        }
        Value::Class(c) => {
            let mut n = class_names(c);
            n.retain(|x| !internal_name(x));
            n
        }
        Value::Array(_) => super::numpy::array_member_names(),
        v => super::methods::method_names(v),
    };
    names.sort();
    names.dedup();
    names
}

/// The result of a class's own `__dir__` (None when it defines none).
fn v_own_dir(it: &mut Interp, v: &Value) -> Option<RtResult<Value>> {
    let Value::Instance(i) = v else { return None };
    std::iter::once(&i.class)
        .chain(i.class.mro.iter())
        .any(|c| c.dict.borrow().contains_key("__dir__"))
        .then(|| it.call_special(v, "__dir__", &[]))
        .flatten()
}

fn dir(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("dir", a, 0, 1)?;
    let names = match a.first() {
        // An object's own `__dir__`, sorted as CPython sorts it.
        Some(v @ Value::Instance(_)) if let Some(d) = v_own_dir(it, v) => {
            let items = it.to_vec(&d?)?;
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                out.push(it.to_str(&x)?);
            }
            out.sort();
            out
        }
        Some(v) => attribute_names(v),
        None => {
            let mut n: Vec<String> = it
                .main
                .items()
                .into_iter()
                .map(|(n, _)| n.to_string())
                .collect();
            n.sort();
            n
        }
    };
    Ok(Value::list(names.iter().map(|n| Value::str(n)).collect()))
}
