//! The `warnings` module: `warn`, `simplefilter`, `filterwarnings`, `resetwarnings` and
//! `catch_warnings` (a context manager restoring the filters, with `record=True` collecting
//! the warnings in a list). Showing and filtering live in `interp/warn.rs`.
use super::{arity, kwarg, native, want_int};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err};
use crate::interp::value::{Module, TypeObj, Value};
use crate::interp::warn::{Action, Filter};
use std::cell::RefCell;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = Module::new("warnings");
    m.set(
        "warn",
        native("warn", |it, a, kw| {
            arity("warn", a, 1, 3)?;
            let category = a.get(1).or(kwarg(kw, "category"));
            let stacklevel = match a.get(2).or(kwarg(kw, "stacklevel")) {
                Some(v) => want_int(v, "stacklevel")?.max(1) as usize,
                None => 1,
            };
            let (cat, msg) = match &a[0] {
                Value::Exc(e) => (
                    e.typ,
                    e.args.first().map_or(Ok(String::new()), |v| it.to_str(v))?,
                ),
                v => (category_of(category)?, it.to_str(v)?),
            };
            it.warn_up(cat, &msg, stacklevel)?;
            Ok(Value::None)
        }),
    );
    m.set(
        "simplefilter",
        native("simplefilter", |it, a, kw| {
            arity("simplefilter", a, 1, 4)?;
            let category = a.get(1).or(kwarg(kw, "category"));
            let append = a.get(3).or(kwarg(kw, "append")).is_some_and(|v| v.truthy());
            add_filter(it, &a[0], "", category, append)
        }),
    );
    m.set(
        "filterwarnings",
        native("filterwarnings", |it, a, kw| {
            arity("filterwarnings", a, 1, 6)?;
            let message = match a.get(1).or(kwarg(kw, "message")) {
                Some(v) => it.to_str(v)?,
                None => String::new(),
            };
            let category = a.get(2).or(kwarg(kw, "category"));
            let append = a.get(5).or(kwarg(kw, "append")).is_some_and(|v| v.truthy());
            add_filter(it, &a[0], &message, category, append)
        }),
    );
    m.set(
        "resetwarnings",
        native("resetwarnings", |it, _, _| {
            it.settle_array_work()?;
            it.warnings.filters.clear();
            it.watch_warnings();
            Ok(Value::None)
        }),
    );
    m.set(
        "catch_warnings",
        native("catch_warnings", |_, a, kw| {
            arity("catch_warnings", a, 0, 0)?;
            let record = kwarg(kw, "record").is_some_and(|v| v.truthy());
            Ok(catch_warnings(record))
        }),
    );
    m
}

/// A warning category argument (a Warning subclass; UserWarning when absent).
fn category_of(v: Option<&Value>) -> RtResult<ExcType> {
    match v {
        None | Some(Value::None) => Ok(ExcType::UserWarning),
        Some(Value::Type(TypeObj::Exc(t))) if t.is_subclass(ExcType::Warning) => Ok(*t),
        Some(_) => Err(type_err("category must be a Warning subclass")),
    }
}

fn add_filter(
    it: &mut Interp,
    action: &Value,
    message: &str,
    category: Option<&Value>,
    append: bool,
) -> RtResult<Value> {
    let name = it.to_str(action)?;
    // CPython checks the action with an assert.
    let action = Action::parse(&name).ok_or_else(|| {
        err(
            ExcType::AssertionError,
            format!("invalid action: {}", it.repr(action).unwrap_or(name)),
        )
    })?;
    let category = match category {
        None | Some(Value::None) => ExcType::Warning,
        c => category_of(c)?,
    };
    let f = Filter {
        action,
        message: message.to_string(),
        category,
    };
    it.settle_array_work()?;
    let filters = &mut it.warnings.filters;
    // Python keeps one copy of a filter, at its newest place.
    filters
        .retain(|g| !(g.action == f.action && g.message == f.message && g.category == f.category));
    if append {
        filters.push(f);
    } else {
        filters.insert(0, f);
    }
    it.watch_warnings();
    Ok(Value::None)
}

/// `with warnings.catch_warnings(record=...) as w:` saves the filters on entry and puts
/// them back on exit; with `record=True`, `w` is the list the block's warnings go to.
fn catch_warnings(record: bool) -> Value {
    let text = "<warnings.catch_warnings object>".to_string();
    let obj = Module::record("catch_warnings", text.clone(), text);
    let saved: Rc<RefCell<Vec<Vec<Filter>>>> = Rc::default();
    let s = saved.clone();
    obj.set(
        "__enter__",
        native("__enter__", move |it, _, _| {
            it.settle_array_work()?;
            s.borrow_mut().push(it.warnings.filters.clone());
            if record {
                let list = Value::list(vec![]);
                it.warnings.recording.push(list.clone());
                it.watch_warnings();
                return Ok(list);
            }
            Ok(Value::None)
        }),
    );
    obj.set(
        "__exit__",
        native("__exit__", move |it, _, _| {
            if let Some(f) = saved.borrow_mut().pop() {
                it.warnings.filters = f;
            }
            if record {
                it.warnings.recording.pop();
            }
            it.watch_warnings();
            Ok(Value::Bool(false))
        }),
    );
    Value::Module(obj)
}
