//! The `collections` module: `namedtuple`, over the interpreter's named tuples (the other
//! collections, Counter defaultdict deque OrderedDict, need classes: issue #25).
use super::{arity, kwarg, native};
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::rc::Rc;

/// The `collections` module's `namedtuple` (the other collections need classes, #25).
pub fn module() -> Rc<Module> {
    let m = Module::new("collections");
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
            let tname: &'static str = Box::leak(name.to_string().into_boxed_str());
            let fnames: &'static [&'static str] = Box::leak(
                fields
                    .into_iter()
                    .map(|f| &*Box::leak(f.into_boxed_str()))
                    .collect::<Vec<&'static str>>()
                    .into_boxed_slice(),
            );
            Ok(native(tname, move |_, a, kw| {
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
                Ok(Value::Named(Rc::new(crate::interp::value::Named {
                    name: tname,
                    fields: fnames,
                    items: Rc::new(items.into_iter().flatten().collect()),
                })))
            }))
        }),
    );
    m
}
