//! Python's dynamic builtins: `eval`, `exec`, `globals`, `locals`, `__import__`. gpa resolves names to
//! slots when it compiles, so code given as text runs at module level: in the main module,
//! or in a fresh one holding the names of the dicts passed (and written back to them, as
//! Python's `exec` does). Inside a function Python would also see the function's locals;
//! gpa cannot, so a call there without a namespace is refused (a global of the same name
//! would otherwise be answered silently), and `locals()` there too.
use super::{arity, kwarg, native};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err};
use crate::interp::value::{Key, Module, Value};
use std::cell::RefCell;
use std::rc::Rc;

pub fn install(it: &mut Interp) {
    it.builtins.insert(
        "eval".into(),
        native("eval", |it, a, kw| run(it, a, kw, true)),
    );
    it.builtins.insert(
        "exec".into(),
        native("exec", |it, a, kw| run(it, a, kw, false)),
    );
    it.builtins.insert(
        "globals".into(),
        native("globals", |it, a, _| {
            arity("globals", a, 0, 0)?;
            Ok(namespace_view(it.main.clone()))
        }),
    );
    it.builtins.insert(
        "__import__".into(),
        native("__import__", |it, a, kw| {
            super::allow_kw(
                "__import__",
                kw,
                &["globals", "locals", "fromlist", "level"],
            )?;
            arity("__import__", a, 1, 5)?;
            let Value::Str(name) = &a[0] else {
                return Err(type_err(format!(
                    "__import__() argument 1 must be str, not {}",
                    a[0].type_name()
                )));
            };
            let level = a.get(4).or(kwarg(kw, "level"));
            if !matches!(level, None | Some(Value::Int(0))) {
                return Err(err(
                    ExcType::NotImplementedError,
                    "__import__ with a level (a relative import) is not supported in gpa",
                ));
            }
            // As CPython: the top package, or the named module itself when a fromlist is given.
            let fromlist = a.get(3).or(kwarg(kw, "fromlist"));
            let whole = match fromlist {
                None | Some(Value::None) => false,
                Some(v) => it.truth(v)?,
            };
            it.import(name, whole)
        }),
    );
    it.builtins.insert(
        "locals".into(),
        native("locals", |it, a, _| {
            arity("locals", a, 0, 0)?;
            if it.depth > 0 {
                return Err(in_function("locals()"));
            }
            Ok(namespace_view(it.main.clone()))
        }),
    );
}

fn in_function(what: &str) -> Box<crate::interp::error::RtErr> {
    err(
        ExcType::NotImplementedError,
        format!(
            "{what} inside a function cannot see the function's local variables in gpa; pass a dict of the names it needs"
        ),
    )
}

/// A dict value's shared entries.
type Entries = Rc<RefCell<crate::interp::value::Map<Key, Value>>>;

/// A dict argument (None: not given).
fn dict_arg(v: Option<&Value>, what: &str) -> RtResult<Option<Entries>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Dict(d)) => Ok(Some(d.clone())),
        Some(o) => Err(type_err(format!(
            "{what} must be a dict, not {}",
            o.type_name()
        ))),
    }
}

fn run(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)], expr: bool) -> RtResult<Value> {
    let name = if expr { "eval" } else { "exec" };
    super::allow_kw(name, kw, &["globals", "locals"])?;
    arity(name, a, 1, 3)?;
    let text = match &a[0] {
        Value::Str(s) => s.to_string(),
        Value::Bytes(b) => String::from_utf8_lossy(b).into_owned(),
        o => {
            return Err(type_err(format!(
                "{name}() arg 1 must be a string, bytes or code object, not {}",
                o.type_name()
            )));
        }
    };
    let globals = dict_arg(a.get(1).or(kwarg(kw, "globals")), "globals")?;
    let locals = dict_arg(a.get(2).or(kwarg(kw, "locals")), "locals")?;
    // Python strips an expression's leading spaces and tabs.
    let text = if expr {
        text.trim_start_matches([' ', '\t']).to_string()
    } else {
        text
    };
    // The names' values before the run: only new or rebound names are written back.
    let mut before: Vec<(Rc<str>, Value)> = Vec::new();
    let (module, back) = match (&globals, &locals) {
        (None, None) => {
            if it.depth > 0 {
                return Err(in_function(&format!("{name}()")));
            }
            (it.main.clone(), None)
        }
        _ => {
            let m = Module::new("__main__");
            if globals.is_none() {
                for n in it.main.bound_names() {
                    if let Some(v) = it.main.get(&n) {
                        m.set(&n, v);
                    }
                }
            }
            for d in [&globals, &locals].into_iter().flatten() {
                for (k, v) in d.borrow().iter() {
                    if let Value::Str(k) = &k.0 {
                        m.set(k, v.clone());
                    }
                }
            }
            for n in m.bound_names() {
                if let Some(v) = m.get(&n) {
                    before.push((n, v));
                }
            }
            (m, locals.clone().or(globals.clone()))
        }
    };
    let src = it.add_source("<string>", &text);
    let code = if expr {
        crate::compile_expr(&text, &module, src)?
    } else {
        crate::compile(&text, &module, src, "<module>")?
    };
    it.run_code(&code, &module)?;
    let result = if expr {
        let v = module.get(crate::ECHO_SLOT).unwrap_or(Value::None);
        module.set(crate::ECHO_SLOT, Value::Undef);
        v
    } else {
        Value::None
    };
    // exec's new and changed names land in the dict given (locals if both).
    if let Some(d) = back {
        let mut d = d.borrow_mut();
        for n in module.bound_names() {
            if &*n == crate::ECHO_SLOT {
                continue;
            }
            let Some(v) = module.get(&n) else { continue };
            let same = before.iter().any(|(b, old)| *b == n && old.is(&v));
            if !same {
                d.insert(Key(Value::Str(n.clone())), v);
            }
        }
    }
    Ok(result)
}

/// `globals()`: a live view of a module's names with the dict protocol (reads and writes
/// go to the module). It is not a `dict` (`isinstance(globals(), dict)` is False).
pub(crate) fn namespace_view(m: Rc<Module>) -> Value {
    let rec = Module::record("dict", "<globals>".into(), "<globals>".into());
    let names = {
        let m = m.clone();
        move || -> Vec<Rc<str>> {
            m.bound_names()
                .into_iter()
                .filter(|n| &**n != crate::ECHO_SLOT)
                .collect()
        }
    };
    let key = |v: &Value| -> RtResult<Rc<str>> {
        match v {
            Value::Str(s) => Ok(s.clone()),
            o => Err(type_err(format!(
                "globals() keys must be strings in gpa, not {}",
                o.type_name()
            ))),
        }
    };
    let get = {
        let m = m.clone();
        move |k: &Value| -> RtResult<Option<Value>> {
            let k = key(k)?;
            Ok(m.get(&k).filter(|v| !matches!(v, Value::Undef)))
        }
    };
    {
        let get = get.clone();
        rec.set(
            "__getitem__",
            native("__getitem__", move |_, a, _| {
                arity("__getitem__", a, 1, 1)?;
                get(&a[0])?.ok_or_else(|| {
                    err(
                        ExcType::KeyError,
                        crate::interp::repr::str_repr(&key(&a[0]).unwrap_or_default()),
                    )
                })
            }),
        );
    }
    {
        let get = get.clone();
        rec.set(
            "get",
            native("get", move |_, a, _| {
                arity("get", a, 1, 2)?;
                Ok(get(&a[0])?.unwrap_or_else(|| a.get(1).cloned().unwrap_or(Value::None)))
            }),
        );
    }
    {
        let get = get.clone();
        rec.set(
            "__contains__",
            native("__contains__", move |_, a, _| {
                arity("__contains__", a, 1, 1)?;
                Ok(Value::Bool(get(&a[0])?.is_some()))
            }),
        );
    }
    {
        let m = m.clone();
        rec.set(
            "__setitem__",
            native("__setitem__", move |_, a, _| {
                arity("__setitem__", a, 2, 2)?;
                m.set(&key(&a[0])?, a[1].clone());
                Ok(Value::None)
            }),
        );
    }
    {
        let m = m.clone();
        rec.set(
            "update",
            native("update", move |it, a, kw| {
                arity("update", a, 0, 1)?;
                if let Some(d) = a.first() {
                    let pairs: Vec<Value> = match d {
                        Value::Dict(d) => d
                            .borrow()
                            .iter()
                            .map(|(k, v)| Value::tuple(vec![k.0.clone(), v.clone()]))
                            .collect(),
                        o => it.to_vec(o)?,
                    };
                    for pair in pairs {
                        let kv = it.to_vec(&pair)?;
                        if let [k, v] = &kv[..] {
                            m.set(&key(k)?, v.clone());
                        }
                    }
                }
                for (k, v) in kw {
                    m.set(k, v.clone());
                }
                Ok(Value::None)
            }),
        );
    }
    let listing = |kind: u8| {
        let names = names.clone();
        let m = m.clone();
        native("keys", move |_, _, _| {
            let out: Vec<Value> = names()
                .into_iter()
                .filter_map(|n| {
                    let v = m.get(&n)?;
                    Some(match kind {
                        0 => Value::Str(n),
                        1 => v,
                        _ => Value::tuple(vec![Value::Str(n), v]),
                    })
                })
                .collect();
            Ok(Value::list(out))
        })
    };
    rec.set("keys", listing(0));
    rec.set("__iter__", listing(0));
    rec.set("values", listing(1));
    rec.set("items", listing(2));
    {
        let names = names.clone();
        rec.set(
            "__len__",
            native("__len__", move |_, _, _| {
                Ok(Value::Int(names().len() as i64))
            }),
        );
    }
    {
        let names = names.clone();
        let m = m.clone();
        rec.set(
            "copy",
            native("copy", move |_, _, _| {
                let d = names()
                    .into_iter()
                    .filter_map(|n| Some((Key(Value::Str(n.clone())), m.get(&n)?)))
                    .collect();
                Ok(Value::Dict(Rc::new(RefCell::new(d))))
            }),
        );
    }
    Value::Module(rec)
}
