//! Classes deriving from built-in types: `class Registry(dict)`, `class Stack(list)`,
//! `class Name(str)`, `class Point(namedtuple('Point', 'x y'))`.
//!
//! The built-in type stands in the MRO as a class of its own (one per type and thread) whose
//! methods forward to the built-in value each instance carries (`Instance::payload`): a list,
//! dict or set made empty by `__new__` and filled by `__init__`, or a str, number, tuple or
//! named tuple made by `__new__` from the constructor's arguments, as CPython's types do. So
//! a user class's own methods come first, `super().__setitem__(k, v)` reaches the built-in
//! one, and the interpreter's protocols (`len`, `in`, indexing, iteration, operators,
//! printing) need nothing new: they find these dunders like any class's. Other methods
//! (`append`, `keys`, `upper`, fields of a named tuple) are the value's own, through
//! `__getattr__`, so they come after the instance's attributes as in Python.
use super::Interp;
use super::class::{Class, Descr, class_of};
use super::error::{ExcType, RtResult, err, type_err};
use super::value::{BuiltinType, TypeObj, Value};
use crate::builtins::native;
use crate::interp::value::Map;
use crate::ir::{BinOp, CmpOp};
use std::cell::RefCell;
use std::rc::Rc;

thread_local! {
    static CLASSES: RefCell<Vec<(TypeObj, Rc<Class>)>> = const { RefCell::new(Vec::new()) };
}

/// The class that stands for built-in type `t` as a base, if gpa classes may derive from it.
pub fn base_class(t: &Value) -> Option<Rc<Class>> {
    let Value::Type(t) = t else { return None };
    let ok = match t {
        TypeObj::Builtin(b) => matches!(
            b,
            BuiltinType::List
                | BuiltinType::Dict
                | BuiltinType::Set
                | BuiltinType::FrozenSet
                | BuiltinType::Str
                | BuiltinType::Bytes
                | BuiltinType::Int
                | BuiltinType::Float
                | BuiltinType::Tuple
        ),
        TypeObj::Named(_) => true,
        TypeObj::Exc(_) => false,
    };
    if !ok {
        return None;
    }
    if let Some(c) = CLASSES.with(|m| {
        m.borrow()
            .iter()
            .find(|(k, _)| same_type(*k, *t))
            .map(|e| e.1.clone())
    }) {
        return Some(c);
    }
    let c = make(*t);
    CLASSES.with(|m| m.borrow_mut().push((*t, c.clone())));
    Some(c)
}

/// Whether two type objects are one type: named tuple types by identity (two
/// `namedtuple('Vec', ...)` calls make two types), the others by kind.
pub fn same_type(a: TypeObj, b: TypeObj) -> bool {
    match (a, b) {
        (TypeObj::Named(x), TypeObj::Named(y)) => std::ptr::eq(*x, *y),
        _ => a == b,
    }
}

/// The built-in type an instance's class derives from.
pub fn builtin_type(cls: &Rc<Class>) -> Option<TypeObj> {
    cls.lineage().find_map(|c| c.builtin)
}

/// The built-in value inside `v`, an instance of a class deriving from a built-in type.
pub fn payload(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) => {
            let p = i.payload.borrow();
            (!matches!(*p, Value::Undef)).then(|| p.clone())
        }
        _ => None,
    }
}

/// The int, bool or float inside an instance of a class deriving from one: what natives that
/// take numbers read (`range(MyInt(3))`, `math.sqrt(MyFloat(2))`, `'%d' % MyInt(3)`).
pub fn number(v: &Value) -> Option<Value> {
    payload(v).filter(|p| {
        matches!(
            p,
            Value::Int(_) | Value::Bool(_) | Value::Long(_) | Value::Float(_)
        )
    })
}

/// The int or bool inside an instance of a class deriving from int (its `__index__`).
pub fn integer(v: &Value) -> Option<Value> {
    payload(v).filter(|p| matches!(p, Value::Int(_) | Value::Bool(_) | Value::Long(_)))
}

/// Whether the class of `v` (an instance of a class deriving from a built-in type) defines
/// `name` itself, before the built-in type in its MRO.
pub fn overrides(v: &Value, name: &str) -> bool {
    class_of(v).is_some_and(|c| {
        c.lineage()
            .find(|k| k.dict.borrow().contains_key(name))
            .is_some_and(|k| k.builtin.is_none())
    })
}

/// The value an instance stands for as a dict key or set member: its built-in value, when
/// the type is hashable and the class keeps the type's `__eq__` and `__hash__`, so
/// `{Name('a'): 1}['a']` finds it as in CPython.
pub fn plain_key(v: &Value) -> Option<Value> {
    let Value::Instance(i) = v else { return None };
    let t = builtin_type(&i.class)?;
    if mutable(t) || overrides(v, "__eq__") || overrides(v, "__hash__") {
        return None;
    }
    payload(v)
}

/// `v`, or the built-in value inside it (the other operand of a forwarded operator).
fn plain(v: &Value) -> Value {
    payload(v).unwrap_or_else(|| v.clone())
}

fn mutable(t: TypeObj) -> bool {
    matches!(
        t,
        TypeObj::Builtin(BuiltinType::List | BuiltinType::Dict | BuiltinType::Set)
    )
}

/// The value of `self` (the first argument) for a forwarding method of type `t`.
fn this(name: &str, t: TypeObj, a: &[Value]) -> RtResult<Value> {
    a.first().and_then(payload).ok_or_else(|| {
        let got = a.first().map_or("nothing", |v| v.type_name());
        type_err(format!(
            "descriptor '{name}' requires a '{}' object but received a '{got}'",
            t.name()
        ))
    })
}

fn make(t: TypeObj) -> Rc<Class> {
    let tname = t.name();
    let ty = Value::Type(t);
    let mut d: Map<Rc<str>, Value> = Map::default();
    d.insert("__module__".into(), Value::str("builtins"));
    let method = |f: Value| Value::Descr(Rc::new(Descr::Method(f)));
    // `__new__(cls, *args)`: an instance of `cls` with the type's value (empty for the
    // mutable types, whose `__init__` fills it).
    let t2 = ty.clone();
    d.insert(
        "__new__".into(),
        Value::Descr(Rc::new(Descr::Static(native(
            "__new__",
            move |it, a, kw| {
                let Some(Value::Class(cls)) = a.first() else {
                    return Err(type_err(format!(
                        "{tname}.__new__(X): X is not a type object"
                    )));
                };
                let v = if mutable(t) {
                    it.call(&t2, &[], &[])?
                } else {
                    it.call(&t2, &a[1..], kw)?
                };
                let obj = super::class::bare_instance(cls, &[]);
                if let Value::Instance(i) = &obj {
                    *i.payload.borrow_mut() = v;
                }
                Ok(obj)
            },
        )))),
    );
    let t3 = ty.clone();
    d.insert(
        "__init__".into(),
        method(native("__init__", move |it, a, kw| {
            if !mutable(t) {
                return Ok(Value::None);
            }
            let cur = this("__init__", t, a)?;
            let new = it.call(&t3, &a[1..], kw)?;
            refill(&cur, new);
            Ok(Value::None)
        })),
    );
    d.insert(
        "__getattr__".into(),
        method(native("__getattr__", move |it, a, _| {
            let v = this("__getattr__", t, a)?;
            let Some(Value::Str(n)) = a.get(1) else {
                return Err(type_err("attribute name must be string"));
            };
            it.get_attr(&v, n).map_err(|e| {
                if e.exc_type() != ExcType::AttributeError {
                    return e;
                }
                let cls = a
                    .first()
                    .and_then(class_of)
                    .map_or(tname.into(), |c| c.name.clone());
                err(
                    ExcType::AttributeError,
                    format!("'{cls}' object has no attribute '{n}'"),
                )
            })
        })),
    );
    let fwd = |name: &'static str, f: fn(&mut Interp, &Value, &[Value]) -> RtResult<Value>| {
        method(native(name, move |it, a, _| {
            let v = this(name, t, a)?;
            f(it, &v, &a[1..])
        }))
    };
    d.insert(
        "__len__".into(),
        fwd("__len__", |it, v, _| {
            crate::builtins::functions::length(it, v).map(Value::Int)
        }),
    );
    // A dict subclass's `__missing__` answers keys it lacks, as dict's `__getitem__` asks.
    d.insert(
        "__getitem__".into(),
        method(native("__getitem__", move |it, a, _| {
            let v = this("__getitem__", t, a)?;
            let k = a.get(1).cloned().unwrap_or(Value::None);
            match it.get_item(&v, &k) {
                Err(e) if e.exc_type() == ExcType::KeyError && matches!(v, Value::Dict(_)) => {
                    match it.special(&a[0], "__missing__") {
                        Some(m) => it.call(&m, &[k], &[]),
                        None => Err(e),
                    }
                }
                r => r,
            }
        })),
    );
    d.insert(
        "__contains__".into(),
        fwd("__contains__", |it, v, a| {
            it.contains(v, &first(a)).map(Value::Bool)
        }),
    );
    d.insert("__iter__".into(), fwd("__iter__", |it, v, _| it.iter(v)));
    // Only numbers have their own truth (containers ask `__len__`, which a class may
    // override) and only str and bytes their own str (the others print their repr).
    if matches!(t, TypeObj::Builtin(BuiltinType::Int | BuiltinType::Float)) {
        d.insert(
            "__bool__".into(),
            fwd("__bool__", |it, v, _| it.truth(v).map(Value::Bool)),
        );
    }
    if matches!(t, TypeObj::Builtin(BuiltinType::Str | BuiltinType::Bytes)) {
        d.insert(
            "__str__".into(),
            fwd("__str__", |it, v, _| it.to_str(v).map(|s| Value::str(&s))),
        );
    }
    // An empty spec is `str(self)` (the class's own `__str__` included), as CPython's.
    d.insert(
        "__format__".into(),
        method(native("__format__", move |it, a, _| {
            let v = this("__format__", t, a)?;
            match a.get(1) {
                Some(Value::Str(s)) if !s.is_empty() => it.format_value(&v, s),
                _ => it.to_str(&a[0]),
            }
            .map(|s| Value::str(&s))
        })),
    );
    // A named tuple's repr names the subclass, as its generated `__repr__` does.
    d.insert(
        "__repr__".into(),
        method(native("__repr__", move |it, a, _| {
            let v = this("__repr__", t, a)?;
            let r = it.repr(&v)?;
            Ok(Value::str(&match (&v, a.first().and_then(class_of)) {
                (Value::Named(_), Some(c)) => match r.find('(') {
                    Some(p) => format!("{}{}", c.name, &r[p..]),
                    None => r,
                },
                _ => r,
            }))
        })),
    );
    if mutable(t) {
        d.insert(
            "__setitem__".into(),
            fwd("__setitem__", |it, v, a| {
                it.set_item(v, first(a), a.get(1).cloned().unwrap_or(Value::None))?;
                Ok(Value::None)
            }),
        );
        d.insert(
            "__delitem__".into(),
            fwd("__delitem__", |it, v, a| {
                it.del_item(v, &first(a))?;
                Ok(Value::None)
            }),
        );
        // `+=`, `|=`, ... change the value in place and keep the instance.
        for op in [
            BinOp::Add,
            BinOp::Mul,
            BinOp::BitOr,
            BinOp::BitAnd,
            BinOp::BitXor,
            BinOp::Sub,
        ] {
            let name: &'static str =
                Box::leak(format!("__i{}__", super::ops::dunder_name(op)).into_boxed_str());
            d.insert(
                name.into(),
                method(native(name, move |it, a, _| {
                    let v = this(name, t, a)?;
                    let other = a.get(1).map(plain).unwrap_or(Value::None);
                    match it.inplace_op(op, v.clone(), other) {
                        Ok(r) => {
                            if !r.is(&v) {
                                refill(&v, r);
                            }
                            Ok(a[0].clone())
                        }
                        Err(e) if e.exc_type() == ExcType::TypeError => {
                            Ok(super::class::not_implemented())
                        }
                        Err(e) => Err(e),
                    }
                })),
            );
        }
        // Unhashable, as list, dict and set are.
        d.insert("__hash__".into(), Value::None);
    } else {
        d.insert(
            "__hash__".into(),
            fwd("__hash__", |_, v, _| {
                Ok(Value::Int(super::value::hash_value(v)))
            }),
        );
    }
    for (name, op) in [
        ("__eq__", CmpOp::Eq),
        ("__ne__", CmpOp::Ne),
        ("__lt__", CmpOp::Lt),
        ("__le__", CmpOp::Le),
        ("__gt__", CmpOp::Gt),
        ("__ge__", CmpOp::Ge),
    ] {
        d.insert(
            name.into(),
            method(native(name, move |it, a, _| {
                let v = this(name, t, a)?;
                let other = a.get(1).map(plain).unwrap_or(Value::None);
                // An operand the type does not compare with: the other side's turn.
                match it.compare(op, &v, &other) {
                    Err(e) if e.exc_type() == ExcType::TypeError => {
                        Ok(super::class::not_implemented())
                    }
                    r => r,
                }
            })),
        );
    }
    for op in [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::FloorDiv,
        BinOp::Mod,
        BinOp::Pow,
        BinOp::BitAnd,
        BinOp::BitOr,
        BinOp::BitXor,
        BinOp::Shl,
        BinOp::Shr,
    ] {
        let n = super::ops::dunder_name(op);
        for reflected in [false, true] {
            let name: &'static str =
                Box::leak(format!("__{}{n}__", if reflected { "r" } else { "" }).into_boxed_str());
            d.insert(
                name.into(),
                method(native(name, move |it, a, _| {
                    let v = this(name, t, a)?;
                    let other = a.get(1).map(plain).unwrap_or(Value::None);
                    let r = if reflected {
                        it.binop(op, &other, &v)
                    } else {
                        it.binop(op, &v, &other)
                    };
                    // An operand the type does not take: the other side's turn.
                    match r {
                        Err(e) if e.exc_type() == ExcType::TypeError => {
                            Ok(super::class::not_implemented())
                        }
                        r => r,
                    }
                })),
            );
        }
    }
    if matches!(t, TypeObj::Builtin(BuiltinType::Int | BuiltinType::Float)) {
        use crate::syntax::ast::UnOp;
        for (name, op) in [
            ("__neg__", UnOp::Neg),
            ("__pos__", UnOp::Pos),
            ("__invert__", UnOp::Invert),
        ] {
            d.insert(
                name.into(),
                method(native(name, move |it, a, _| {
                    let v = this(name, t, a)?;
                    it.unary(op, &v)
                })),
            );
        }
        d.insert(
            "__abs__".into(),
            fwd("__abs__", |it, v, _| {
                let abs = it.builtins.get("abs").cloned().unwrap_or(Value::None);
                it.call(&abs, std::slice::from_ref(v), &[])
            }),
        );
    }
    for (name, conv) in [
        ("__int__", "int"),
        ("__float__", "float"),
        ("__index__", "int"),
    ] {
        if matches!(t, TypeObj::Builtin(BuiltinType::Int | BuiltinType::Float)) {
            let conv = Value::Type(TypeObj::Builtin(if conv == "int" {
                BuiltinType::Int
            } else {
                BuiltinType::Float
            }));
            d.insert(
                name.into(),
                method(native(name, move |it, a, _| {
                    let v = this(name, t, a)?;
                    it.call(&conv, &[v], &[])
                })),
            );
        }
    }
    Rc::new(Class {
        name: tname.into(),
        static_name: match t {
            TypeObj::Named(n) => n,
            _ => super::value::leak_name(tname),
        },
        qualname: tname.into(),
        bases: vec![],
        mro: vec![],
        dict: RefCell::new(d),
        exc_base: None,
        exc_also: vec![],
        builtin: Some(t),
        getattribute: std::cell::Cell::new(false),
    })
}

fn first(a: &[Value]) -> Value {
    a.first().cloned().unwrap_or(Value::None)
}

/// Puts `new`'s contents into the list, dict or set `cur` (which the instance keeps).
fn refill(cur: &Value, new: Value) {
    match (cur, new) {
        (Value::List(c), Value::List(n)) => *c.borrow_mut() = n.borrow().clone(),
        (Value::Dict(c), Value::Dict(n)) => *c.borrow_mut() = n.borrow().clone(),
        (Value::Set(c, _), Value::Set(n, _)) => *c.borrow_mut() = n.borrow().clone(),
        _ => {}
    }
}
