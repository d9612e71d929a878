//! Python's `dataclasses`: `@dataclass` (with `init repr eq order frozen unsafe_hash`)
//! generates `__init__`, `__repr__`, `__eq__` and the orderings from the class's annotated
//! fields; `field(default=, default_factory=)`, `fields`, `asdict`, `astuple`, `replace`,
//! `is_dataclass`.
use super::{kwarg, native};
use crate::interp::Interp;
use crate::interp::class::{Class, Descr, class_of, not_implemented};
use crate::interp::error::{ExcType, RtResult, err, type_err};
use crate::interp::value::{Key, Module, Value};
use std::rc::Rc;

#[derive(Clone)]
enum Default {
    Required,
    Given(Value),
    Factory(Value),
}

#[derive(Clone, Copy)]
struct Options {
    init: bool,
    repr: bool,
    eq: bool,
    order: bool,
    frozen: bool,
    unsafe_hash: bool,
    match_args: bool,
    kw_only: bool,
    slots: bool,
}

/// A field as the generated `__init__` takes it.
#[derive(Clone)]
struct InitField {
    name: Rc<str>,
    default: Default,
    /// A parameter (false for `field(init=False)`).
    param: bool,
    kw_only: bool,
}

fn is_field_marker(v: &Value) -> bool {
    matches!(v, Value::Module(m) if m.name == "Field" && m.display.is_some())
}

/// The field names of a dataclass (its own and its dataclass bases', in order).
/// Whether instances of `cls` hash by their fields: a dataclass's field hash comes before
/// any `__hash__` further up the classes, and a subclass's own `__hash__` before it.
pub fn hashes_fields(cls: &Rc<Class>) -> bool {
    for c in std::iter::once(cls).chain(cls.mro.iter()) {
        let d = c.dict.borrow();
        if d.contains_key("__hash__") {
            return false;
        }
        if d.contains_key("__dataclass_hash__") {
            return true;
        }
    }
    false
}

pub fn field_names(cls: &Rc<Class>) -> Vec<Rc<str>> {
    match cls.lookup("__dataclass_fields__") {
        Some(Value::Tuple(t)) => t
            .iter()
            .filter_map(|v| match v {
                Value::Str(s) => Some(s.clone()),
                _ => None,
            })
            .collect(),
        _ => vec![],
    }
}

/// The values of the fields that `==`, the orderings and hashing compare (not those declared
/// `field(compare=False)`), in field order.
pub fn compared_values(obj: &Value) -> Option<Vec<Value>> {
    let Value::Instance(i) = obj else { return None };
    let skip = match i.class.lookup("__dataclass_uncompared__") {
        Some(Value::Tuple(t)) => t.to_vec(),
        _ => vec![],
    };
    let names = field_names(&i.class);
    let vals = field_values(obj)?;
    Some(
        names
            .iter()
            .zip(vals)
            .filter(|(n, _)| !skip.iter().any(|h| matches!(h, Value::Str(s) if s == *n)))
            .map(|(_, v)| v)
            .collect(),
    )
}

/// The field values of a dataclass instance, in field order.
pub fn field_values(obj: &Value) -> Option<Vec<Value>> {
    let Value::Instance(i) = obj else { return None };
    let names = field_names(&i.class);
    if names.is_empty() && i.class.lookup("__dataclass_fields__").is_none() {
        return None;
    }
    let d = i.dict.borrow();
    Some(
        names
            .iter()
            .map(|n| {
                d.get(&crate::interp::class::Name(n))
                    .cloned()
                    .unwrap_or(Value::None)
            })
            .collect(),
    )
}

/// `ClassVar` or `ClassVar[...]` (typing's objects, or the annotation as a string).
fn is_classvar(it: &mut Interp, v: &Value) -> RtResult<bool> {
    let text = match v {
        Value::Str(s) => s.to_string(),
        Value::Instance(_) => it.repr(v)?,
        _ => return Ok(false),
    };
    Ok(["ClassVar", "typing.ClassVar"]
        .iter()
        .any(|p| text == *p || text.starts_with(&format!("{p}["))))
}

fn process(it: &mut Interp, cls: &Rc<Class>, o: Options) -> RtResult<Value> {
    // Fields of dataclass bases first, then this class's annotations in order.
    let mut fields: Vec<(Rc<str>, Default)> = Vec::new();
    // Fields declared with field(repr=False) / field(compare=False), bases' included.
    let (mut hidden, mut uncompared): (Vec<Value>, Vec<Value>) = (Vec::new(), Vec::new());
    // And those declared field(init=False): set from their default, never passed.
    let mut noinit: Vec<Value> = Vec::new();
    // And those that `__init__` takes by keyword only (kw_only=True, after `_: KW_ONLY`).
    let mut kwonly: Vec<Value> = Vec::new();
    for base in cls.mro.iter().rev() {
        let d = base.dict.borrow();
        for (key, list) in [
            ("__dataclass_hidden__", &mut hidden),
            ("__dataclass_uncompared__", &mut uncompared),
            ("__dataclass_noinit__", &mut noinit),
            ("__dataclass_kwonly__", &mut kwonly),
        ] {
            if let Some(Value::Tuple(t)) = d.get(key) {
                list.extend(t.iter().cloned());
            }
        }
    }
    for base in cls.mro.iter().rev() {
        if let Some(Value::Tuple(names)) = base.dict.borrow().get("__dataclass_fields__").cloned() {
            for n in names.iter() {
                if let Value::Str(n) = n {
                    let factory = match base.dict.borrow().get("__dataclass_factories__") {
                        Some(Value::Dict(f)) => {
                            f.borrow().get(&Key(Value::Str(n.clone()))).cloned()
                        }
                        _ => None,
                    };
                    let d = match (factory, base.dict.borrow().get(&**n)) {
                        (Some(f), _) => Default::Factory(f),
                        (None, Some(v)) => Default::Given(v.clone()),
                        (None, None) => Default::Required,
                    };
                    fields.retain(|(m, _)| m != n);
                    fields.push((n.clone(), d));
                }
            }
        }
    }
    let ann = cls.dict.borrow().get("__annotations__").cloned();
    if let Some(Value::Dict(ann)) = ann {
        let entries: Vec<(Key, Value)> = ann
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let mut after_marker = false;
        for (k, v) in &entries {
            let Value::Str(name) = &k.0 else { continue };
            // A ClassVar annotation is a class attribute, not a field.
            if is_classvar(it, v)? {
                continue;
            }
            // `_: KW_ONLY`: the fields after it are keyword-only; it is no field itself.
            if is_kw_only_marker(v) {
                after_marker = true;
                continue;
            }
            let given = cls.dict.borrow().get(&**name).cloned();
            // The class's kw_only= (or the marker before it), unless field(kw_only=) says.
            let mut kw = o.kw_only || after_marker;
            let d = match given {
                Some(m) if is_field_marker(&m) => {
                    let Value::Module(m) = &m else { unreachable!() };
                    if let Some(Value::Bool(b)) = m.get("kw_only") {
                        kw = b;
                    }
                    for (flag, list) in [
                        ("repr", &mut hidden),
                        ("compare", &mut uncompared),
                        ("init", &mut noinit),
                    ] {
                        if matches!(m.get(flag), Some(Value::Bool(false))) {
                            list.push(Value::Str(name.clone()));
                        }
                    }
                    match (m.get("default"), m.get("default_factory")) {
                        (Some(v), _) if !is_missing(&v) => {
                            cls.dict.borrow_mut().insert(name.clone(), v.clone());
                            Default::Given(v)
                        }
                        (_, Some(f)) if !is_missing(&f) => {
                            cls.dict.borrow_mut().shift_remove(&**name);
                            Default::Factory(f)
                        }
                        _ => {
                            cls.dict.borrow_mut().shift_remove(&**name);
                            Default::Required
                        }
                    }
                }
                Some(Value::List(_) | Value::Dict(_) | Value::Set(_, false)) => {
                    return Err(err(
                        ExcType::ValueError,
                        format!(
                            "mutable default <class '{}'> for field {name} is not allowed: use default_factory",
                            given.as_ref().map_or("list", |v| v.type_name())
                        ),
                    ));
                }
                Some(v) => Default::Given(v),
                None => Default::Required,
            };
            kwonly.retain(|v| !matches!(v, Value::Str(s) if s == name));
            if kw {
                kwonly.push(Value::Str(name.clone()));
            }
            fields.retain(|(m, _)| m != name);
            fields.push((name.clone(), d));
        }
    }
    // A required field after one with a default is an error, as in Python.
    let mut seen_default = false;
    let no_init = |n: &Rc<str>| noinit.iter().any(|h| matches!(h, Value::Str(s) if s == n));
    let is_kw = |n: &Rc<str>| kwonly.iter().any(|h| matches!(h, Value::Str(s) if s == n));
    // `__init__`'s parameters: the positional fields, then the keyword-only ones.
    let params: Vec<&(Rc<str>, Default)> = fields
        .iter()
        .filter(|(n, _)| !no_init(n) && !is_kw(n))
        .chain(fields.iter().filter(|(n, _)| !no_init(n) && is_kw(n)))
        .collect();
    for (n, d) in params.iter().copied().filter(|(n, _)| !is_kw(n)) {
        match d {
            Default::Required if seen_default => {
                return Err(type_err(format!(
                    "non-default argument '{n}' follows default argument"
                )));
            }
            Default::Required => {}
            _ => seen_default = true,
        }
    }
    // CPython's docstring for a dataclass without one: its name and `__init__`'s signature.
    if matches!(cls.dict.borrow().get("__doc__"), None | Some(Value::None)) {
        let mut shown = Vec::new();
        let mut star = false;
        for (n, dflt) in params.iter().copied() {
            // `*` before the first keyword-only parameter (they come last).
            if is_kw(n) && !star {
                shown.push("*".to_string());
                star = true;
            }
            let mut p = n.to_string();
            if let Some(a) = annotation_of(cls, n) {
                p = format!("{p}: {}", format_annotation(it, &a)?);
            }
            match dflt {
                Default::Given(v) => p = format!("{p} = {}", it.repr(v)?),
                Default::Factory(_) => p.push_str(" = <factory>"),
                Default::Required => {}
            }
            shown.push(p);
        }
        let doc = format!("{}({})", cls.name, shown.join(", "));
        cls.dict
            .borrow_mut()
            .insert("__doc__".into(), Value::str(&doc));
    }
    let names: Vec<Rc<str>> = fields.iter().map(|(n, _)| n.clone()).collect();
    let mut d = cls.dict.borrow_mut();
    d.insert(
        "__dataclass_fields__".into(),
        Value::tuple(names.iter().map(|n| Value::Str(n.clone())).collect()),
    );
    d.insert("__dataclass_hidden__".into(), Value::tuple(hidden.clone()));
    d.insert("__dataclass_uncompared__".into(), Value::tuple(uncompared));
    d.insert("__dataclass_noinit__".into(), Value::tuple(noinit.clone()));
    d.insert("__dataclass_kwonly__".into(), Value::tuple(kwonly.clone()));
    if o.slots && !d.contains_key("__slots__") {
        d.insert(
            "__slots__".into(),
            Value::tuple(names.iter().map(|n| Value::Str(n.clone())).collect()),
        );
    }
    // Factories are kept for subclasses, whose fields include these.
    let factories: crate::interp::value::Map<Key, Value> = fields
        .iter()
        .filter_map(|(n, d)| match d {
            Default::Factory(f) => Some((Key(Value::Str(n.clone())), f.clone())),
            _ => None,
        })
        .collect();
    d.insert(
        "__dataclass_factories__".into(),
        Value::Dict(Rc::new(std::cell::RefCell::new(factories))),
    );
    if o.frozen {
        d.insert("__dataclass_frozen__".into(), Value::Bool(true));
    }
    // `case Point(x, y)` matches the fields `__init__` takes, in order.
    if o.match_args && !d.contains_key("__match_args__") {
        let args = names.iter().filter(|n| !no_init(n) && !is_kw(n));
        d.insert(
            "__match_args__".into(),
            Value::tuple(args.map(|n| Value::Str(n.clone())).collect()),
        );
    }
    // A `__hash__` written in the class stays (CPython adds one only where there is none).
    if o.eq && (o.frozen || o.unsafe_hash) && !d.contains_key("__hash__") {
        d.insert("__dataclass_hash__".into(), Value::Bool(true));
    }
    let method = |f: Value| Value::Descr(Rc::new(Descr::Method(f)));
    if o.init && !cls_defines(&d, "__init__") {
        let fields: Vec<InitField> = fields
            .iter()
            .map(|(n, d)| InitField {
                name: n.clone(),
                default: d.clone(),
                param: !no_init(n),
                kw_only: is_kw(n),
            })
            .collect();
        let qual = cls.qualname.clone();
        d.insert(
            "__init__".into(),
            method(native("__init__", move |it, a, kw| {
                init(it, &qual, &fields, a, kw)
            })),
        );
    }
    if o.repr && !cls_defines(&d, "__repr__") {
        let names: Vec<Rc<str>> = names
            .iter()
            .filter(|n| !hidden.iter().any(|h| matches!(h, Value::Str(s) if s == *n)))
            .cloned()
            .collect();
        d.insert(
            "__repr__".into(),
            method(native("__repr__", move |it, a, _| {
                let Value::Instance(i) = &a[0] else {
                    return Err(type_err("__repr__ needs an instance"));
                };
                // An object met again inside its own repr is `...` (reprlib.recursive_repr):
                // the ids `repr` is inside of, which nested reprs start from.
                let id = a[0].id();
                if it.repr_seen.contains(&id) {
                    return Ok(Value::str("..."));
                }
                it.repr_seen.push(id);
                // The instance's own class names it (a plain subclass prints its name).
                let own = i.class.qualname.clone();
                let r = field_reprs(it, &a[0], i, &names, &own);
                it.repr_seen.pop();
                r
            })),
        );
    }

    if o.eq && !cls_defines(&d, "__eq__") {
        d.insert(
            "__eq__".into(),
            method(native("__eq__", |it, a, _| {
                compare(it, a, crate::ir::CmpOp::Eq)
            })),
        );
    }
    if o.order {
        for (name, op) in [
            ("__lt__", crate::ir::CmpOp::Lt),
            ("__le__", crate::ir::CmpOp::Le),
            ("__gt__", crate::ir::CmpOp::Gt),
            ("__ge__", crate::ir::CmpOp::Ge),
        ] {
            d.insert(
                name.into(),
                method(native(name, move |it, a, _| compare(it, a, op))),
            );
        }
    }
    drop(d);
    let _ = it;
    Ok(Value::Class(cls.clone()))
}

fn cls_defines(d: &crate::interp::value::Map<Rc<str>, Value>, name: &str) -> bool {
    d.get(name)
        .is_some_and(|v| !matches!(v, Value::Descr(x) if matches!(&**x, Descr::Method(_))))
}

fn is_missing(v: &Value) -> bool {
    matches!(v, Value::Module(m) if m.name == "_MISSING_TYPE")
}

/// Field `n`'s annotation, from the nearest class in the MRO that annotates it.
fn annotation_of(cls: &Rc<Class>, n: &str) -> Option<Value> {
    std::iter::once(cls).chain(cls.mro.iter()).find_map(|c| {
        match c.dict.borrow().get("__annotations__") {
            Some(Value::Dict(a)) => a.borrow().get(&Key(Value::str(n))).cloned(),
            _ => None,
        }
    })
}

/// An annotation as `inspect` prints it in a signature: a class by its name (with its
/// module unless built in), anything else (a string too) by its repr.
fn format_annotation(it: &mut Interp, a: &Value) -> RtResult<String> {
    Ok(match a {
        Value::Type(t) if !t.name().contains('.') => t.name().to_string(),
        Value::Class(c) => {
            let module = it.get_attr(a, &"__module__".into())?;
            match module {
                Value::Str(m) if &*m != "builtins" => format!("{m}.{}", c.qualname),
                _ => c.qualname.to_string(),
            }
        }
        // typing's objects without their module, as `inspect` shows them.
        other => it.repr(other)?.replace("typing.", ""),
    })
}

/// What `fields(cls)` gives for field `n`: its name, type, default or default factory, and
/// the flags it was declared with, read back from what `process` left on the classes.
fn field_record(cls: &Rc<Class>, n: Rc<str>) -> Value {
    let r = Module::record(
        "Field",
        format!("Field(name='{n}')"),
        format!("Field(name='{n}')"),
    );
    let key = Key(Value::Str(n.clone()));
    let declared = |c: &Rc<Class>, attr: &str| match c.dict.borrow().get(attr) {
        Some(Value::Dict(d)) => d.borrow().get(&key).cloned(),
        _ => None,
    };
    // The class itself, then the classes after it.
    let chain = || std::iter::once(cls).chain(cls.mro.iter());
    let typ = chain().find_map(|c| declared(c, "__annotations__"));
    let factory = chain().find_map(|c| declared(c, "__dataclass_factories__"));
    let listed_in = |attr: &str| {
        chain().any(|c| match c.dict.borrow().get(attr) {
            Some(Value::Tuple(t)) => t.iter().any(|v| matches!(v, Value::Str(s) if *s == n)),
            _ => false,
        })
    };
    let default = match &factory {
        Some(_) => missing(),
        None => cls.lookup(&n).unwrap_or_else(missing),
    };
    r.set("type", typ.unwrap_or(Value::None));
    r.set("default", default);
    r.set("default_factory", factory.unwrap_or_else(missing));
    r.set("init", Value::Bool(!listed_in("__dataclass_noinit__")));
    r.set("repr", Value::Bool(!listed_in("__dataclass_hidden__")));
    r.set(
        "compare",
        Value::Bool(!listed_in("__dataclass_uncompared__")),
    );
    r.set("hash", Value::None);
    r.set("kw_only", Value::Bool(listed_in("__dataclass_kwonly__")));
    r.set("metadata", Value::Dict(std::default::Default::default()));
    r.set("name", Value::Str(n));
    Value::Module(r)
}

/// `dataclasses.KW_ONLY`: annotating `_: KW_ONLY` makes the fields after it keyword-only.
fn kw_only_marker() -> Value {
    thread_local! {
        static KW_ONLY: Rc<Module> = Module::record(
            "_KW_ONLY_TYPE",
            "<class 'dataclasses.KW_ONLY'>".into(),
            "<class 'dataclasses.KW_ONLY'>".into(),
        );
    }
    Value::Module(KW_ONLY.with(|m| m.clone()))
}

/// Whether annotation `v` is `KW_ONLY` (or its name, under postponed annotations).
fn is_kw_only_marker(v: &Value) -> bool {
    match v {
        Value::Str(s) => matches!(&**s, "KW_ONLY" | "dataclasses.KW_ONLY"),
        Value::Module(m) => m.name == "_KW_ONLY_TYPE" && m.display.is_some(),
        _ => false,
    }
}

/// `dataclasses.MISSING`: one object, so `f.default is MISSING` holds.
fn missing() -> Value {
    thread_local! {
        static MISSING: Rc<Module> = Module::record(
            "_MISSING_TYPE",
            "<dataclasses._MISSING_TYPE object>".into(),
            "<dataclasses._MISSING_TYPE object>".into(),
        );
    }
    Value::Module(MISSING.with(|m| m.clone()))
}

/// Field tuples of two instances of the same dataclass, compared by `op`.
fn compare(it: &mut Interp, a: &[Value], op: crate::ir::CmpOp) -> RtResult<Value> {
    let (Some(x), Some(y)) = (a.first(), a.get(1)) else {
        return Err(type_err("comparison needs two operands"));
    };
    let same = match (class_of(x), class_of(y)) {
        (Some(p), Some(q)) => Rc::ptr_eq(&p, &q),
        _ => false,
    };
    if !same {
        return Ok(not_implemented());
    }
    let (Some(p), Some(q)) = (compared_values(x), compared_values(y)) else {
        return Ok(not_implemented());
    };
    it.compare(op, &Value::tuple(p), &Value::tuple(q))
}

/// The generated `__repr__`'s text: `Qual(name=value, ...)`.
fn field_reprs(
    it: &mut Interp,
    obj: &Value,
    i: &crate::interp::class::Instance,
    names: &[Rc<str>],
    qual: &str,
) -> RtResult<Value> {
    let mut vals: Vec<Value> = Vec::new();
    for n in names {
        let v = i.dict.borrow().get(&crate::interp::class::Name(n)).cloned();
        // A field left unset (init=False, no default) fails as Python's repr does.
        vals.push(match v {
            Some(v) => v,
            None => it.get_attr(obj, n)?,
        });
    }
    let mut parts = Vec::new();
    for (n, v) in names.iter().zip(vals) {
        parts.push(format!("{n}={}", it.repr(&v)?));
    }
    Ok(Value::str(&format!("{qual}({})", parts.join(", "))))
}

/// The generated `__init__`: `all` is every field, in order.
fn init(
    it: &mut Interp,
    qual: &str,
    all: &[InitField],
    a: &[Value],
    kw: &[(Rc<str>, Value)],
) -> RtResult<Value> {
    // The positional parameters, then the keyword-only ones.
    let params: Vec<&InitField> = all
        .iter()
        .filter(|f| f.param && !f.kw_only)
        .chain(all.iter().filter(|f| f.param && f.kw_only))
        .collect();
    let npos = params.iter().filter(|f| !f.kw_only).count();
    let obj = a[0].clone();
    let args = &a[1..];
    if args.len() > npos {
        let required = params
            .iter()
            .filter(|f| !f.kw_only && matches!(f.default, Default::Required))
            .count();
        let takes = if required == npos {
            format!("{}", npos + 1)
        } else {
            format!("from {} to {}", required + 1, npos + 1)
        };
        let kwonly_given = kw
            .iter()
            .filter(|(k, _)| params.iter().any(|f| f.kw_only && &f.name == k))
            .count();
        return Err(crate::interp::call::too_many_positional(
            &format!("{qual}.__init__"),
            &takes,
            args.len() + 1,
            kwonly_given,
        ));
    }
    let mut vals: Vec<Option<Value>> = vec![None; params.len()];
    for (i, v) in args.iter().enumerate() {
        vals[i] = Some(v.clone());
    }
    for (k, v) in kw {
        let Some(i) = params.iter().position(|f| &f.name == k) else {
            return Err(type_err(format!(
                "{qual}.__init__() got an unexpected keyword argument '{k}'"
            )));
        };
        if vals[i].is_some() {
            return Err(type_err(format!(
                "{qual}.__init__() got multiple values for argument '{k}'"
            )));
        }
        vals[i] = Some(v.clone());
    }
    for (kw_only, what) in [(false, "positional"), (true, "keyword-only")] {
        let missing: Vec<String> = params
            .iter()
            .zip(&vals)
            .filter(|(f, v)| {
                f.kw_only == kw_only && v.is_none() && matches!(f.default, Default::Required)
            })
            .map(|(f, _)| format!("'{}'", f.name))
            .collect();
        if !missing.is_empty() {
            let list = crate::interp::call::join_names(&missing);
            return Err(type_err(format!(
                "{qual}.__init__() missing {} required {what} argument{}: {list}",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" }
            )));
        }
    }
    let Value::Instance(inst) = &obj else {
        return Err(type_err("__init__ needs an instance"));
    };
    for f in all {
        let (name, d) = (&f.name, &f.default);
        let v = match params.iter().position(|p| p.name == f.name) {
            Some(i) => vals[i].take(),
            None => None,
        };
        let v = match (v, d) {
            (Some(v), _) => v,
            (None, Default::Given(x)) => x.clone(),
            (None, Default::Factory(f)) => it.call(f, &[], &[])?,
            // Only a field(init=False) without a default: left unset, as in Python.
            (None, Default::Required) => continue,
        };
        inst.dict
            .borrow_mut()
            .insert(Key(Value::Str(name.clone())), v);
    }
    if let Some(post) = it.special(&obj, "__post_init__") {
        it.call(&post, &[], &[])?;
    }
    Ok(Value::None)
}

fn options(kw: &[(Rc<str>, Value)]) -> RtResult<Options> {
    let flag = |k: &str, d: bool| kwarg(kw, k).map_or(d, |v| v.truthy());
    for (k, _) in kw {
        if !matches!(
            &**k,
            "init"
                | "repr"
                | "eq"
                | "order"
                | "frozen"
                | "unsafe_hash"
                | "match_args"
                | "kw_only"
                | "slots"
        ) {
            return Err(type_err(format!(
                "dataclass() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    let o = Options {
        init: flag("init", true),
        repr: flag("repr", true),
        eq: flag("eq", true),
        order: flag("order", false),
        frozen: flag("frozen", false),
        unsafe_hash: flag("unsafe_hash", false),
        match_args: flag("match_args", true),
        kw_only: flag("kw_only", false),
        slots: flag("slots", false),
    };
    if o.order && !o.eq {
        return Err(err(ExcType::ValueError, "eq must be true if order is true"));
    }
    Ok(o)
}

fn asdict(v: &Value, tuples: bool) -> RtResult<Value> {
    if let (Value::Instance(i), Some(vals)) = (v, field_values(v)) {
        let names = field_names(&i.class);
        let mut out = Vec::new();
        for x in &vals {
            out.push(asdict(x, tuples)?);
        }
        if tuples {
            return Ok(Value::tuple(out));
        }
        let d = names
            .into_iter()
            .zip(out)
            .map(|(n, x)| (Key(Value::Str(n)), x))
            .collect();
        return Ok(Value::Dict(Rc::new(std::cell::RefCell::new(d))));
    }
    Ok(match v {
        Value::List(l) => {
            let items = l.borrow().clone();
            let mut out = Vec::new();
            for x in &items {
                out.push(asdict(x, tuples)?);
            }
            Value::list(out)
        }
        Value::Tuple(t) => {
            let mut out = Vec::new();
            for x in t.iter() {
                out.push(asdict(x, tuples)?);
            }
            Value::tuple(out)
        }
        other => other.clone(),
    })
}

pub fn module() -> Rc<Module> {
    let m = Module::new("dataclasses");
    m.set(
        "dataclass",
        native("dataclass", |it, a, kw| {
            let o = options(kw)?;
            match a.first() {
                Some(Value::Class(c)) => process(it, c, o),
                None => Ok(native("dataclass", move |it, a, _| match a.first() {
                    Some(Value::Class(c)) => process(it, c, o),
                    _ => Err(type_err("dataclass() should be called on a class")),
                })),
                Some(_) => Err(type_err("dataclass() should be called on a class")),
            }
        }),
    );
    m.set("MISSING", missing());
    m.set("KW_ONLY", kw_only_marker());
    m.set(
        "FrozenInstanceError",
        crate::interp::class::frozen_instance_error(),
    );
    m.set(
        "field",
        native("field", |_, a, kw| {
            if !a.is_empty() {
                return Err(type_err("field() takes 0 positional arguments"));
            }
            let r = Module::record("Field", "Field(...)".into(), "Field(...)".into());
            let get = |k: &str| kwarg(kw, k).cloned().unwrap_or_else(missing);
            let (d, f) = (get("default"), get("default_factory"));
            if !is_missing(&d) && !is_missing(&f) {
                return Err(err(
                    ExcType::ValueError,
                    "cannot specify both default and default_factory",
                ));
            }
            for (k, _) in kw {
                if !matches!(
                    &**k,
                    "default"
                        | "default_factory"
                        | "repr"
                        | "compare"
                        | "init"
                        | "hash"
                        | "kw_only"
                        | "metadata"
                ) {
                    return Err(type_err(format!(
                        "field() got an unexpected keyword argument '{k}'"
                    )));
                }
            }
            r.set("default", d);
            r.set(
                "kw_only",
                kwarg(kw, "kw_only").map_or_else(missing, |v| Value::Bool(v.truthy())),
            );
            r.set("default_factory", f);
            for flag in ["repr", "compare", "init"] {
                r.set(
                    flag,
                    Value::Bool(kwarg(kw, flag).is_none_or(|v| v.truthy())),
                );
            }
            Ok(Value::Module(r))
        }),
    );
    m.set(
        "asdict",
        native("asdict", |_, a, _| {
            super::arity("asdict", a, 1, 1)?;
            if field_values(&a[0]).is_none() {
                return Err(type_err("asdict() should be called on dataclass instances"));
            }
            asdict(&a[0], false)
        }),
    );
    m.set(
        "astuple",
        native("astuple", |_, a, _| {
            super::arity("astuple", a, 1, 1)?;
            if field_values(&a[0]).is_none() {
                return Err(type_err(
                    "astuple() should be called on dataclass instances",
                ));
            }
            asdict(&a[0], true)
        }),
    );
    m.set(
        "is_dataclass",
        native("is_dataclass", |_, a, _| {
            super::arity("is_dataclass", a, 1, 1)?;
            let cls = match &a[0] {
                Value::Class(c) => Some(c.clone()),
                other => class_of(other),
            };
            Ok(Value::Bool(cls.is_some_and(|c| {
                c.lookup("__dataclass_fields__").is_some()
            })))
        }),
    );
    m.set(
        "fields",
        native("fields", |_, a, _| {
            super::arity("fields", a, 1, 1)?;
            let cls = match &a[0] {
                Value::Class(c) => Some(c.clone()),
                other => class_of(other),
            }
            .filter(|c| c.lookup("__dataclass_fields__").is_some())
            .ok_or_else(|| type_err("must be called with a dataclass type or instance"))?;
            Ok(Value::tuple(
                field_names(&cls)
                    .into_iter()
                    .map(|n| field_record(&cls, n))
                    .collect(),
            ))
        }),
    );
    m.set(
        "replace",
        native("replace", |it, a, kw| {
            super::arity("replace", a, 1, 1)?;
            let (Value::Instance(i), Some(vals)) = (&a[0], field_values(&a[0])) else {
                return Err(type_err(
                    "replace() should be called on dataclass instances",
                ));
            };
            let names = field_names(&i.class);
            // Fields declared field(init=False) are not passed to `__init__`.
            let noinit: Vec<Value> = match i.class.lookup("__dataclass_noinit__") {
                Some(Value::Tuple(t)) => t.to_vec(),
                _ => vec![],
            };
            let is_noinit = |n: &Rc<str>| noinit.iter().any(|v| matches!(v, Value::Str(s) if s == n));
            for (k, _) in kw {
                if is_noinit(k) {
                    return Err(crate::interp::error::value_err(format!(
                        "field {k} is declared with init=False, it cannot be specified with replace()"
                    )));
                }
            }
            let mut kws: Vec<(Rc<str>, Value)> = names
                .into_iter()
                .zip(vals)
                .filter(|(n, _)| !is_noinit(n))
                .collect();
            for (k, v) in kw {
                match kws.iter_mut().find(|(n, _)| n == k) {
                    Some(slot) => slot.1 = v.clone(),
                    None => {
                        return Err(type_err(format!(
                            "{}.__init__() got an unexpected keyword argument '{k}'",
                            i.class.qualname
                        )));
                    }
                }
            }
            it.instantiate(&i.class, &[], &kws)
        }),
    );
    m
}
