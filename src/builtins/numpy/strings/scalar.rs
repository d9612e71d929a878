//! `np.str_`: the type of a string array's elements, a class deriving from `str` (so every
//! string operation takes it, as in NumPy) whose repr is `np.str_('abc')`.
use crate::builtins::native;
use crate::interp::builtin_base::{base_class, payload};
use crate::interp::class::{Class, Descr};
use crate::interp::error::type_err;
use crate::interp::value::Map;
use crate::interp::value::{BuiltinType, TypeObj, Value};
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static NP_STR: Rc<Class> = make();
}

fn make() -> Rc<Class> {
    let str_type = Value::Type(TypeObj::Builtin(BuiltinType::Str));
    let base = base_class(&str_type).expect("str can be a base class");
    let mut d: Map<Rc<str>, Value> = Map::default();
    d.insert("__module__".into(), Value::str("numpy"));
    d.insert("__qualname__".into(), Value::str("str_"));
    d.insert(
        "__repr__".into(),
        Value::Descr(Rc::new(Descr::Method(native(
            "__repr__",
            |_, a, _| match a.first().and_then(payload) {
                Some(Value::Str(s)) => Ok(Value::str(&format!(
                    "np.str_({})",
                    crate::interp::repr::str_repr(&s)
                ))),
                _ => Err(type_err(
                    "descriptor '__repr__' requires a 'numpy.str_' object",
                )),
            },
        )))),
    );
    // What NumPy scalars answer (np.generic): item()/tolist() give the Python str.
    for name in ["item", "tolist"] {
        d.insert(
            name.into(),
            Value::Descr(Rc::new(Descr::Method(native(name, |_, a, _| {
                text_of(&a[0])
                    .map(Value::Str)
                    .ok_or_else(|| type_err("expected a numpy.str_"))
            })))),
        );
    }
    let prop = |f: Value| {
        Value::Descr(Rc::new(Descr::Property {
            get: f,
            set: Value::None,
            del: Value::None,
            doc: Value::None,
        }))
    };
    d.insert(
        "dtype".into(),
        prop(native("dtype", |_, a, _| {
            let n = text_of(&a[0]).map_or(0, |s| s.chars().count());
            Ok(super::dtype_value(n))
        })),
    );
    d.insert(
        "shape".into(),
        prop(native("shape", |_, _, _| Ok(Value::tuple(vec![])))),
    );
    d.insert(
        "ndim".into(),
        prop(native("ndim", |_, _, _| Ok(Value::Int(0)))),
    );
    d.insert(
        "size".into(),
        prop(native("size", |_, _, _| Ok(Value::Int(1)))),
    );
    let mro = base.lineage().cloned().collect();
    Rc::new(Class {
        name: "str_".into(),
        static_name: &"str_",
        qualname: "str_".into(),
        bases: vec![base],
        mro,
        dict: RefCell::new(d),
        exc_base: None,
        exc_also: vec![],
        builtin: None,
        getattribute: std::cell::Cell::new(false),
    })
}

/// The class `np.str_`.
pub fn class() -> Value {
    Value::Class(NP_STR.with(|c| c.clone()))
}

/// A string array's element `s`.
pub fn np_str(s: Rc<str>) -> Value {
    let obj = NP_STR.with(|c| crate::interp::class::bare_instance(c, &[]));
    if let Value::Instance(i) = &obj {
        *i.payload.borrow_mut() = Value::Str(s);
    }
    obj
}

/// The text of a `str` or of a `str`-derived value (`np.str_`, a user's `class S(str)`).
pub fn text_of(v: &Value) -> Option<Rc<str>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(_) => match payload(v) {
            Some(Value::Str(s)) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `c` is the class `np.str_`.
pub fn is_np_str(c: &Rc<Class>) -> bool {
    NP_STR.with(|k| Rc::ptr_eq(k, c))
}
