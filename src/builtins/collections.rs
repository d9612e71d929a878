//! The `collections` module's `namedtuple`, over the interpreter's named tuples (the other
//! collections are written in gpa: `pylib/collections.gpa`). A named tuple type is
//! `TypeObj::Named(name)`; the types `namedtuple` made are registered here by the address
//! of their (leaked, one per definition) name, so calling the type, `_make`, `_fields`,
//! `_asdict`, `_replace` and the type's repr find their definition.
use super::{arity, kwarg, native};
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Key, Module, Named, TypeObj, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// What `namedtuple` defined: the constructor, the fields, defaults and module.
struct Definition {
    ctor: Value,
    fields: &'static [&'static str],
    defaults: Vec<Value>,
    module: Rc<str>,
}

thread_local! {
    static DEFINED: RefCell<HashMap<usize, Rc<Definition>>> = RefCell::default();
}

fn definition(name: &'static str) -> Option<Rc<Definition>> {
    DEFINED.with(|d| d.borrow().get(&(name.as_ptr() as usize)).cloned())
}

/// `P(...)` for a type `namedtuple` made (None: another kind of named tuple, e.g. NumPy's
/// result types, which cannot be called).
pub fn construct(
    it: &mut Interp,
    name: &'static str,
    a: &[Value],
    kw: &[(Rc<str>, Value)],
) -> Option<RtResult<Value>> {
    let d = definition(name)?;
    Some(it.call(&d.ctor, a, kw))
}

/// `<class '__main__.P'>` for a type `namedtuple` made.
pub fn type_repr(name: &'static str) -> Option<String> {
    definition(name).map(|d| format!("<class '{}.{name}'>", d.module))
}

fn fields_tuple(fields: &[&'static str]) -> Value {
    Value::tuple(fields.iter().map(|f| Value::str(f)).collect())
}

/// Attributes of a named tuple type: `_fields`, `_field_defaults`, `_make`, `__module__`.
pub fn type_attr(name: &'static str, attr: &str) -> Option<Value> {
    let d = definition(name)?;
    Some(match attr {
        "_fields" => fields_tuple(d.fields),
        "_field_defaults" => {
            let first = d.fields.len() - d.defaults.len();
            let m = d.fields[first..]
                .iter()
                .zip(&d.defaults)
                .map(|(f, v)| (Key(Value::str(f)), v.clone()))
                .collect();
            Value::Dict(Rc::new(RefCell::new(m)))
        }
        "__module__" => Value::Str(d.module.clone()),
        "_make" => {
            let ctor = d.ctor.clone();
            native("_make", move |it, a, _| {
                arity("_make", a, 1, 1)?;
                let items = it.to_vec(&a[0])?;
                it.call(&ctor, &items, &[])
            })
        }
        _ => return None,
    })
}

/// Attributes of a named tuple: `_fields`, `_asdict()`, `_replace(**kw)` (any named tuple).
pub fn value_attr(n: &Rc<Named>, attr: &str) -> Option<Value> {
    Some(match attr {
        "_fields" => fields_tuple(n.fields),
        "_asdict" => {
            let n = n.clone();
            native("_asdict", move |_, a, _| {
                arity("_asdict", a, 0, 0)?;
                let m = n
                    .fields
                    .iter()
                    .zip(n.items.iter())
                    .map(|(f, v)| (Key(Value::str(f)), v.clone()))
                    .collect();
                Ok(Value::Dict(Rc::new(RefCell::new(m))))
            })
        }
        "_replace" => {
            let n = n.clone();
            native("_replace", move |_, a, kw| {
                arity("_replace", a, 0, 0)?;
                let mut items = (*n.items).clone();
                let mut unknown = Vec::new();
                for (k, v) in kw {
                    match n.fields.iter().position(|f| **f == **k) {
                        Some(i) => items[i] = v.clone(),
                        None => unknown.push(format!("'{k}'")),
                    }
                }
                if !unknown.is_empty() {
                    return Err(value_err(format!(
                        "Got unexpected field names: [{}]",
                        unknown.join(", ")
                    )));
                }
                Ok(Value::Named(Rc::new(Named {
                    name: n.name,
                    fields: n.fields,
                    items: Rc::new(items),
                })))
            })
        }
        _ => return None,
    })
}

/// The `collections` module's `namedtuple`.
pub fn module() -> Rc<Module> {
    let m = Module::new("collections");
    // For `copy`: the list, dict, str, ... inside an instance of a class deriving from a
    // built-in type (None for anything else).
    m.set(
        "_builtin_value",
        native("_builtin_value", |_, a, _| {
            arity("_builtin_value", a, 1, 1)?;
            Ok(crate::interp::builtin_base::payload(&a[0]).unwrap_or(Value::None))
        }),
    );
    m.set(
        "namedtuple",
        native("namedtuple", |it, a, kw| {
            super::allow_kw(
                "namedtuple",
                kw,
                &["typename", "field_names", "defaults", "rename", "module"],
            )?;
            arity("namedtuple", a, 0, 2)?;
            let get = |i: usize, k: &str| a.get(i).or(kwarg(kw, k)).cloned();
            let Some(Value::Str(name)) = get(0, "typename") else {
                return Err(type_err("namedtuple() needs a typename string"));
            };
            let fields: Vec<String> = match get(1, "field_names") {
                Some(Value::Str(s)) => s
                    .replace(',', " ")
                    .split_whitespace()
                    .map(str::to_string)
                    .collect(),
                Some(v) => it
                    .to_vec(&v)?
                    .iter()
                    .map(|f| match f {
                        Value::Str(s) => Ok(s.to_string()),
                        _ => Err(type_err("Type names and field names must be strings")),
                    })
                    .collect::<RtResult<_>>()?,
                None => return Err(type_err("namedtuple() missing field_names")),
            };
            for f in &fields {
                let ok = f.chars().next().is_some_and(|c| c.is_alphabetic())
                    && f.chars().all(|c| c.is_alphanumeric() || c == '_');
                if !ok {
                    return Err(value_err(format!(
                        "Type names and field names must be valid identifiers: {}",
                        crate::interp::repr::str_repr(f)
                    )));
                }
            }
            let defaults = match kwarg(kw, "defaults") {
                Some(Value::None) | None => Vec::new(),
                Some(v) => it.to_vec(v)?,
            };
            if defaults.len() > fields.len() {
                return Err(type_err("Got more default values than field names"));
            }
            // Type and field names live as long as the program (one per definition).
            let tname = crate::interp::value::leak_name(&name);
            let fnames: &'static [&'static str] = Box::leak(
                fields
                    .into_iter()
                    .map(|f| &*Box::leak(f.into_boxed_str()))
                    .collect::<Vec<&'static str>>()
                    .into_boxed_slice(),
            );
            let module: Rc<str> = match kwarg(kw, "module") {
                Some(Value::Str(m)) => m.clone(),
                _ => Rc::from("__main__"),
            };
            let ctor_defaults = defaults.clone();
            let ctor = native(tname, move |_, a, kw| {
                let defaults = &ctor_defaults;
                let n = fnames.len();
                if a.len() > n {
                    return Err(type_err(format!(
                        "{tname}.__new__() takes {} positional arguments but {} were given",
                        n + 1,
                        a.len() + 1
                    )));
                }
                let mut items: Vec<Option<Value>> = a.iter().cloned().map(Some).collect();
                items.resize(n, None);
                for (k, v) in kw {
                    let Some(i) = fnames.iter().position(|f| **f == **k) else {
                        return Err(type_err(format!(
                            "{tname}.__new__() got an unexpected keyword argument '{k}'"
                        )));
                    };
                    if items[i].is_some() {
                        return Err(type_err(format!(
                            "{tname}.__new__() got multiple values for argument '{k}'"
                        )));
                    }
                    items[i] = Some(v.clone());
                }
                let first_default = n - defaults.len();
                let mut missing = Vec::new();
                for (i, slot) in items.iter_mut().enumerate() {
                    if slot.is_none() {
                        match i.checked_sub(first_default) {
                            Some(d) => *slot = Some(defaults[d].clone()),
                            None => missing.push(format!("'{}'", fnames[i])),
                        }
                    }
                }
                if !missing.is_empty() {
                    let list = match missing.len() {
                        1 => missing[0].clone(),
                        k => format!("{} and {}", missing[..k - 1].join(", "), missing[k - 1]),
                    };
                    return Err(type_err(format!(
                        "{tname}.__new__() missing {} required positional argument{}: {list}",
                        missing.len(),
                        if missing.len() == 1 { "" } else { "s" }
                    )));
                }
                Ok(Value::Named(Rc::new(Named {
                    name: tname,
                    fields: fnames,
                    items: Rc::new(items.into_iter().flatten().collect()),
                })))
            });
            let def = Definition {
                ctor,
                fields: fnames,
                defaults,
                module,
            };
            DEFINED.with(|d| d.borrow_mut().insert(tname.as_ptr() as usize, Rc::new(def)));
            Ok(Value::Type(TypeObj::Named(tname)))
        }),
    );
    m
}
