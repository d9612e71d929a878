//! Methods and attributes of builtin values: str, list, dict, set, tuple, numbers.
use super::{allow_kw, arity, kwarg, want_int, want_str};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, raise_value, type_err, value_err};
use crate::interp::value::Map;
use crate::interp::value::{ExcObj, Key, TypeObj, Value, ViewKind};
use indexmap::IndexSet;
use std::cell::RefCell;
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

const STR_METHODS: &[&str] = &[
    "encode",
    "maketrans",
    "split",
    "rsplit",
    "splitlines",
    "join",
    "strip",
    "lstrip",
    "rstrip",
    "replace",
    "find",
    "rfind",
    "index",
    "rindex",
    "count",
    "startswith",
    "endswith",
    "upper",
    "lower",
    "title",
    "capitalize",
    "swapcase",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "isupper",
    "islower",
    "isnumeric",
    "isdecimal",
    "isidentifier",
    "isascii",
    "istitle",
    "center",
    "ljust",
    "rjust",
    "zfill",
    "partition",
    "rpartition",
    "format",
    "casefold",
    "removeprefix",
    "removesuffix",
    "expandtabs",
    "translate",
    "format_map",
    "isprintable",
];
const LIST_METHODS: &[&str] = &[
    "append", "extend", "insert", "pop", "remove", "index", "count", "sort", "reverse", "copy",
    "clear",
];
const DICT_METHODS: &[&str] = &[
    "get",
    "keys",
    "values",
    "items",
    "pop",
    "setdefault",
    "update",
    "copy",
    "clear",
    "popitem",
];
const SET_METHODS: &[&str] = &[
    "add",
    "remove",
    "discard",
    "pop",
    "union",
    "intersection",
    "difference",
    "symmetric_difference",
    "issubset",
    "issuperset",
    "isdisjoint",
    "update",
    "copy",
    "clear",
    "intersection_update",
    "difference_update",
    "symmetric_difference_update",
];

/// A value of a builtin type whose methods can be taken unbound (`str.lower`).
fn sample_of(b: crate::interp::value::BuiltinType) -> Option<Value> {
    use crate::interp::value::BuiltinType as B;
    Some(match b {
        B::Str => Value::str(""),
        B::List => Value::list(vec![]),
        B::Tuple => Value::tuple(vec![]),
        B::Dict => Value::Dict(Rc::new(RefCell::new(Map::default()))),
        B::Set => Value::Set(Rc::new(RefCell::new(indexmap::IndexSet::new())), false),
        B::Int => Value::Int(0),
        B::Float => Value::Float(0.0),
        B::Bytes => Value::Bytes(Rc::from(&[][..])),
        B::ByteArray => super::bytearray::ByteBuf::value(vec![]),
        _ => return None,
    })
}

fn has_method(v: &Value, name: &str) -> bool {
    if super::dunders::has(v, name) {
        return true;
    }
    match v {
        Value::Str(_) => STR_METHODS.contains(&name),
        Value::Bytes(_) => super::bytes::METHODS.contains(&name),
        Value::ByteArray(_) => {
            super::bytes::METHODS.contains(&name)
                || super::bytearray::BYTEARRAY_METHODS.contains(&name)
        }
        Value::MemView(_) => super::bytearray::MEMVIEW_METHODS.contains(&name),
        Value::List(_) => LIST_METHODS.contains(&name),
        Value::Dict(_) => DICT_METHODS.contains(&name),
        Value::Set(_, frozen) => {
            SET_METHODS.contains(&name)
                && (!frozen
                    || !matches!(
                        name,
                        "add" | "remove" | "discard" | "pop" | "update" | "clear"
                    ))
        }
        Value::Tuple(_) => matches!(name, "index" | "count"),
        Value::Int(_) | Value::Bool(_) | Value::Long(_) => {
            matches!(
                name,
                "bit_length" | "conjugate" | "bit_count" | "to_bytes" | "as_integer_ratio"
            )
        }
        Value::Float(_) => matches!(
            name,
            "is_integer" | "conjugate" | "hex" | "as_integer_ratio"
        ),
        Value::Complex(..) => name == "conjugate",
        Value::Iter(_) if crate::interp::generator::as_generator(v).is_some() => {
            matches!(name, "send" | "throw" | "close" | "__next__" | "__iter__")
        }
        Value::Iter(_) => matches!(name, "__next__" | "__iter__"),
        Value::Exc(_) => matches!(name, "add_note" | "with_traceback"),
        _ => false,
    }
}

/// Sets an exception's `__cause__`, `__context__`, `__suppress_context__`, `__notes__` or
/// (ignored: gpa keeps none) `__traceback__`; None for other names.
fn set_exc_link(e: &ExcObj, name: &str, v: &Value) -> Option<RtResult<()>> {
    let is_exc = |v: &Value| matches!(v, Value::None | Value::Exc(_));
    let mut links = e.links.borrow_mut();
    let what = match name {
        "__cause__" if is_exc(v) => {
            links.cause = (!matches!(v, Value::None)).then(|| v.clone());
            links.suppress_context = true;
            return Some(Ok(()));
        }
        "__cause__" => "cause",
        "__context__" if is_exc(v) => {
            links.context = (!matches!(v, Value::None)).then(|| v.clone());
            return Some(Ok(()));
        }
        "__context__" => "context",
        "__suppress_context__" => {
            links.suppress_context = v.truthy();
            return Some(Ok(()));
        }
        "__notes__" => {
            links.notes = Some(v.clone());
            return Some(Ok(()));
        }
        "__traceback__" => return Some(Ok(())),
        _ => return None,
    };
    Some(Err(type_err(format!(
        "exception {what} must be None or derive from BaseException"
    ))))
}

/// `e.add_note(note)`: appends to `__notes__` (made a list on first use).
fn add_note(e: &ExcObj, a: &[Value]) -> RtResult<Value> {
    let note = match a {
        [n @ Value::Str(_)] => n.clone(),
        [n] => {
            return Err(type_err(format!(
                "note must be a str, not '{}'",
                n.type_name()
            )));
        }
        _ => {
            return Err(type_err(format!(
                "BaseException.add_note() takes exactly one argument ({} given)",
                a.len()
            )));
        }
    };
    let notes = e.links.borrow().notes.clone();
    match notes {
        Some(Value::List(l)) => l.borrow_mut().push(note),
        Some(_) => return Err(type_err("Cannot add note: __notes__ is not a list")),
        None => e.links.borrow_mut().notes = Some(Value::list(vec![note])),
    }
    Ok(Value::None)
}

fn no_attr(v: &Value, name: &str) -> Box<crate::interp::error::RtErr> {
    err(
        ExcType::AttributeError,
        format!("'{}' object has no attribute '{name}'", v.type_name()),
    )
}

impl Interp {
    pub fn no_module_attr(
        &self,
        m: &crate::interp::value::Module,
        name: &str,
    ) -> Box<crate::interp::error::RtErr> {
        let names = m.bound_names();
        crate::interp::error::suggesting(
            err(
                ExcType::AttributeError,
                format!("module '{}' has no attribute '{name}'", m.name),
            ),
            crate::interp::suggest::suggest(name, names.iter().map(|n| &**n)),
        )
    }

    /// CPython's `__isabstractmethod__` of a property, staticmethod or classmethod: whether
    /// a function it wraps is abstract (so `abc` sees `@property @abstractmethod`).
    fn descr_is_abstract(&mut self, d: &crate::interp::class::Descr) -> RtResult<bool> {
        use crate::interp::class::Descr;
        let parts = match d {
            Descr::Static(f) | Descr::ClassMethod(f) | Descr::Method(f) => vec![f.clone()],
            Descr::Property { get, set, del, .. } => vec![get.clone(), set.clone(), del.clone()],
        };
        let name: Rc<str> = Rc::from("__isabstractmethod__");
        for f in parts.iter().filter(|f| !matches!(f, Value::None)) {
            if let Ok(v) = self.get_attr(f, &name)
                && self.truth(&v)?
            {
                return Ok(true);
            }
        }
        Ok(false)
    }

    pub fn get_attr(&mut self, o: &Value, name: &Rc<str>) -> RtResult<Value> {
        match o {
            Value::Instance(_) | Value::Exc(_) => {
                if let Some(r) = self.instance_attr(o, name) {
                    return r;
                }
            }
            Value::Class(c) => return self.class_attr(c, name),
            Value::Super(s) => return self.super_attr(s, name),
            Value::Descr(d) if &**name == "__isabstractmethod__" => {
                return self.descr_is_abstract(d).map(Value::Bool);
            }
            Value::Descr(d) => {
                return crate::interp::class::property_attr(d, name)
                    .ok_or_else(|| no_attr(o, name));
            }
            Value::Bound(b) => {
                return match &**name {
                    "__self__" => Ok(b.0.clone()),
                    "__func__" => Ok(b.1.clone()),
                    // Calling it calls the bound method (its `self` included).
                    "__call__" => Ok(Value::Method(Rc::new((o.clone(), name.clone())))),
                    _ => self.get_attr(&b.1, name),
                };
            }
            _ => {}
        }
        if let Value::Array(a) = o {
            if let Some(r) = super::numpy::array_attr(self, a, name) {
                return r;
            }
            if super::numpy::is_array_method(name) || super::dunders::has(o, name) {
                return Ok(Value::Method(Rc::new((o.clone(), name.clone()))));
            }
            // A NumPy float scalar has the Python float's own methods (is_integer, ...).
            if a.scalar
                && a.dtype.is_float()
                && (matches!(&**name, "is_integer" | "as_integer_ratio")
                    || &**name == "hex" && a.dtype == crate::array::dtype::DType::F64)
            {
                let f = self.array_item(a)?;
                return self.get_attr(&f, name);
            }
            return Err(err(
                ExcType::AttributeError,
                format!(
                    "'{}.ndarray' object has no attribute '{name}'",
                    if a.host { "numpy" } else { "cupy" }
                ),
            ));
        }
        if let Value::Strs(s) = o {
            if let Some(r) = super::numpy::strings::calls::attr(self, s, name) {
                return r;
            }
            if super::numpy::strings::calls::has_method(name) {
                return Ok(Value::Method(Rc::new((o.clone(), name.clone()))));
            }
            return Err(err(
                ExcType::AttributeError,
                format!("'numpy.ndarray' object has no attribute '{name}' (gpa's string arrays)"),
            ));
        }
        if let Value::Recs(r) = o {
            if let Some(v) = super::numpy::records::calls::attr(self, r, name) {
                return v;
            }
            if super::numpy::records::calls::has_method(name) {
                return Ok(Value::Method(Rc::new((o.clone(), name.clone()))));
            }
            return Err(err(
                ExcType::AttributeError,
                format!("'{}' object has no attribute '{name}'", o.type_name()),
            ));
        }
        if let Value::Times(t) = o {
            if let Some(r) = super::numpy::times::calls::attr(self, t, name) {
                return r;
            }
            if super::numpy::times::calls::has_method(name) {
                return Ok(Value::Method(Rc::new((o.clone(), name.clone()))));
            }
            return Err(err(
                ExcType::AttributeError,
                format!(
                    "'numpy.{}' object has no attribute '{name}'",
                    if t.scalar() { t.kind_name() } else { "ndarray" }
                ),
            ));
        }
        if let Value::DType(d, _) = o
            && let Some(v) = super::numpy::dtype_attr(*d, name)
        {
            return Ok(v);
        }
        match (o, &**name) {
            (Value::Module(m), _) => match (m.get(name), m.dunder("__getattr__")) {
                (Some(v), _) => super::numpy::stdlib::resolve_class(self, m, name, v),
                (None, _) if &**name == "__name__" && m.display.is_none() => {
                    Ok(Value::str(&m.name))
                }
                // A record's computed attributes.
                (None, Some(f)) if !name.starts_with("__") => {
                    self.call(&f, &[Value::Str(name.clone())], &[])
                }
                _ => Err(self.no_module_attr(m, name)),
            },
            (Value::Complex(re, _), "real") => Ok(Value::Float(*re)),
            (Value::Complex(_, im), "imag") => Ok(Value::Float(*im)),
            (Value::Int(_) | Value::Long(_) | Value::Bool(_) | Value::Float(_), "real") => {
                Ok(o.clone())
            }
            (Value::Int(_) | Value::Long(_) | Value::Bool(_), "imag") => Ok(Value::Int(0)),
            // An int is its own fraction: numerator itself, denominator 1.
            (Value::Int(_) | Value::Long(_), "numerator") => Ok(o.clone()),
            (Value::Bool(b), "numerator") => Ok(Value::Int(*b as i64)),
            (Value::Int(_) | Value::Long(_) | Value::Bool(_), "denominator") => Ok(Value::Int(1)),
            (Value::Float(_), "imag") => Ok(Value::Float(0.0)),
            (Value::Exc(e), "args") => Ok(Value::tuple(
                crate::interp::error::visible_args(e.typ, &e.args).to_vec(),
            )),
            (Value::Exc(e), "errno" | "strerror" | "filename" | "filename2")
                if e.typ.is_subclass(ExcType::OSError) =>
            {
                let parts = crate::interp::error::os_error_parts(e.typ, &e.args);
                Ok(match (name.as_ref(), parts) {
                    ("errno", Some((no, _, _))) => no.clone(),
                    ("strerror", Some((_, text, _))) => text.clone(),
                    ("filename", Some((_, _, Some(f)))) => f.clone(),
                    ("filename2", _) => e.args.get(4).cloned().unwrap_or(Value::None),
                    _ => Value::None,
                })
            }
            // SyntaxError(msg, (filename, lineno, offset, text, end_lineno, end_offset)).
            (
                Value::Exc(e),
                "msg" | "filename" | "lineno" | "offset" | "text" | "end_lineno" | "end_offset",
            ) if e.typ.is_subclass(ExcType::SyntaxError) => {
                let at = [
                    "filename",
                    "lineno",
                    "offset",
                    "text",
                    "end_lineno",
                    "end_offset",
                ]
                .iter()
                .position(|f| *f == &**name);
                Ok(match (at, e.args.first(), e.args.get(1)) {
                    (None, Some(m), _) => m.clone(),
                    (Some(i), _, Some(Value::Tuple(d))) => d.get(i).cloned().unwrap_or(Value::None),
                    _ => Value::None,
                })
            }
            (Value::Exc(e), "encoding" | "object" | "start" | "end" | "reason")
                if crate::interp::error::is_unicode_args(e.typ, &e.args) =>
            {
                let i = ["encoding", "object", "start", "end", "reason"]
                    .iter()
                    .position(|f| *f == &**name)
                    .unwrap_or(0);
                Ok(e.args[i].clone())
            }
            (Value::Exc(e), "__cause__") => {
                Ok(e.links.borrow().cause.clone().unwrap_or(Value::None))
            }
            (Value::Exc(e), "__context__") => {
                Ok(e.links.borrow().context.clone().unwrap_or(Value::None))
            }
            (Value::Exc(e), "__suppress_context__") => {
                Ok(Value::Bool(e.links.borrow().suppress_context))
            }
            (Value::Exc(e), "__notes__") if let Some(n) = &e.links.borrow().notes => Ok(n.clone()),
            // gpa keeps no traceback objects.
            (Value::Exc(_), "__traceback__") => Ok(Value::None),
            (Value::Exc(e), _)
                if let Some((_, v)) = e.links.borrow().attrs.iter().find(|(n, _)| n == name) =>
            {
                Ok(v.clone())
            }
            (Value::Exc(e), "code") if e.typ == ExcType::SystemExit => {
                Ok(e.args.first().cloned().unwrap_or(Value::None))
            }
            (Value::Exc(e), "value") if e.typ == ExcType::StopIteration => {
                Ok(e.args.first().cloned().unwrap_or(Value::None))
            }
            (Value::Named(n), f) if let Some(i) = n.fields.iter().position(|x| *x == f) => {
                Ok(n.items[i].clone())
            }
            (Value::Named(n), f) if let Some(v) = super::collections::value_attr(n, f) => Ok(v),
            // A named tuple is a tuple: its `count` and `index`.
            (Value::Named(n), "count" | "index") => {
                self.get_attr(&Value::Tuple(n.items.clone()), name)
            }
            (Value::Type(crate::interp::value::TypeObj::Named(n)), f)
                if let Some(v) = super::collections::type_attr(n, f) =>
            {
                Ok(v)
            }
            (Value::Func(f), _) if let Some(v) = f.attrs.borrow().get(&**name) => Ok(v.clone()),
            // A function without annotations gets an empty dict of its own on first use.
            (Value::Func(f), "__annotations__") => {
                let d = Value::Dict(Rc::new(RefCell::new(Map::default())));
                f.attrs
                    .borrow_mut()
                    .insert("__annotations__".to_string(), d.clone());
                Ok(d)
            }
            (Value::Func(f), _) if let Some(v) = super::func_attrs::get(self, f, name) => Ok(v),
            (Value::Func(f), "__name__") => Ok(Value::str(&f.code.name)),
            (Value::Func(f), "__qualname__") => Ok(Value::Str(f.code.qualname.clone())),
            (Value::Func(f), "__module__") => Ok(Value::str(&f.module.name)),
            (Value::Func(f), "__doc__") => Ok(f
                .code
                .doc
                .as_ref()
                .map_or(Value::None, |d| Value::Str(d.clone()))),
            (Value::Method(m), "__name__") => Ok(Value::Str(m.1.clone())),
            (Value::Method(m), "__self__") => Ok(m.0.clone()),
            (Value::Method(m), "__doc__") => Ok(super::help::method_doc(&m.0, &m.1)),
            (Value::Native(n), "__name__") => Ok(Value::Str(n.name.clone())),
            (Value::Native(n), "__doc__") => Ok(super::help::native_doc(n)),
            (Value::Native(n), attr)
                if let Some(m) = super::numpy::ufunc_methods::method(
                    o,
                    &n.name,
                    n.host.unwrap_or(true),
                    attr,
                ) =>
            {
                Ok(m)
            }
            (
                Value::Type(crate::interp::value::TypeObj::Builtin(
                    crate::interp::value::BuiltinType::Object,
                )),
                "__new__",
            ) => Ok(crate::interp::class::object_new()),
            (
                Value::Type(crate::interp::value::TypeObj::Builtin(
                    crate::interp::value::BuiltinType::Object,
                )),
                "__setattr__" | "__delattr__" | "__getattribute__",
            ) => Ok(crate::interp::class::object_attr_fn(match &**name {
                "__setattr__" => "__setattr__",
                "__delattr__" => "__delattr__",
                _ => "__getattribute__",
            })),
            (
                Value::Type(crate::interp::value::TypeObj::Builtin(
                    crate::interp::value::BuiltinType::Object,
                )),
                "__eq__" | "__ne__" | "__hash__" | "__init__" | "__repr__" | "__str__",
            )
            | (Value::Type(TypeObj::Exc(_)), "__repr__" | "__str__") => {
                // A method descriptor: bound when a class body takes it
                // (`__hash__ = object.__hash__`), a plain function when called from the type.
                Ok(Value::Descr(Rc::new(crate::interp::class::Descr::Method(
                    crate::interp::class::object_dunder(name),
                ))))
            }
            // `tuple.__new__(cls, items)` (in a subclass's `__new__`): the type's own, or
            // for the type itself its constructor.
            (Value::Type(t @ TypeObj::Builtin(_)), "__new__")
                if let Some(base) = crate::interp::builtin_base::base_class(o)
                    && let Some(Value::Descr(d)) = base.dict.borrow().get("__new__").cloned()
                    && let crate::interp::class::Descr::Static(new) = &*d =>
            {
                let (t, new) = (*t, new.clone());
                Ok(super::native("__new__", move |it, a, kw| match a.first() {
                    Some(Value::Type(x)) if *x == t => it.call(&Value::Type(t), &a[1..], kw),
                    _ => it.call(&new, a, kw),
                }))
            }
            // `ValueError.__init__(self, msg)` in a subclass's `__init__`: sets `args`.
            (Value::Type(TypeObj::Exc(_)), "__init__") => {
                Ok(super::native("__init__", |_, a, _| {
                    let Some(me) = a.first() else {
                        return Err(type_err(
                            "descriptor '__init__' of 'BaseException' object needs an argument",
                        ));
                    };
                    crate::interp::class::set_exception_args(me, a[1..].to_vec());
                    Ok(Value::None)
                }))
            }
            // A built-in exception's bases and MRO, up to BaseException and object.
            (Value::Type(TypeObj::Exc(e)), "__mro__" | "__bases__") => {
                let object =
                    Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::Object));
                if &**name == "__bases__" {
                    return Ok(Value::tuple(vec![
                        e.parent().map_or(object, |p| Value::Type(TypeObj::Exc(p))),
                    ]));
                }
                let mut v = Vec::new();
                let mut t = Some(*e);
                while let Some(x) = t {
                    v.push(Value::Type(TypeObj::Exc(x)));
                    t = x.parent();
                }
                v.push(object);
                Ok(Value::tuple(v))
            }
            // The name without its module (`numpy.ndarray` is `ndarray`).
            (Value::Type(t), "__name__" | "__qualname__") => {
                Ok(Value::str(t.name().rsplit('.').next().unwrap_or_default()))
            }
            // The module: what the full name says (`numpy.ndarray`), else the builtins.
            (Value::Type(t), "__module__") => Ok(Value::str(
                t.name().rsplit_once('.').map_or("builtins", |(m, _)| m),
            )),
            (Value::DType(d, true), "__name__" | "__qualname__") => {
                Ok(Value::str(if *d == crate::array::dtype::DType::Bool {
                    "bool"
                } else {
                    d.name()
                }))
            }
            (Value::DType(_, true), "__module__") => Ok(Value::str("numpy")),
            (Value::Slice(s), "start") => Ok(s.0.clone()),
            (Value::Slice(s), "stop") => Ok(s.1.clone()),
            (Value::Slice(s), "step") => Ok(s.2.clone()),
            (Value::Slice(s), "indices") => {
                let s = s.clone();
                Ok(super::native("indices", move |_, a, _| {
                    arity("indices", a, 1, 1)?;
                    slice_indices(&s, want_int(&a[0], "indices")?)
                }))
            }
            (Value::Range(r), "start") => Ok(Value::Int(r.0)),
            (Value::Range(r), "stop") => Ok(Value::Int(r.1)),
            (Value::Range(r), "step") => Ok(Value::Int(r.2)),
            (
                Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::Bytes)),
                "fromhex",
            ) => Ok(super::native("fromhex", |_, a, _| {
                arity("fromhex", a, 1, 1)?;
                super::bytes::fromhex(&a[0])
            })),
            (
                Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::ByteArray)),
                "fromhex",
            ) => Ok(super::native("fromhex", |_, a, _| {
                arity("fromhex", a, 1, 1)?;
                let Value::Bytes(b) = super::bytes::fromhex(&a[0])? else {
                    unreachable!("fromhex gives bytes")
                };
                Ok(super::bytearray::ByteBuf::value(b.to_vec()))
            })),
            (
                Value::Type(TypeObj::Builtin(
                    crate::interp::value::BuiltinType::Bytes
                    | crate::interp::value::BuiltinType::ByteArray,
                )),
                "maketrans",
            ) => Ok(super::native("maketrans", |_, a, _| {
                super::bytes::maketrans(a)
            })),
            (Value::MemView(m), _) if let Some(r) = super::bytearray::memview_attr(m, name) => r,
            (
                Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::Float)),
                "fromhex",
            ) => Ok(super::native("fromhex", |_, a, _| {
                arity("fromhex", a, 1, 1)?;
                let Value::Str(s) = &a[0] else {
                    return Err(type_err(format!(
                        "fromhex() argument must be str, not {}",
                        a[0].type_name()
                    )));
                };
                Ok(Value::Float(super::float_methods::fromhex(s)?))
            })),
            (
                Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::Int)),
                "from_bytes",
            ) => Ok(super::native("from_bytes", super::int_bytes::from_bytes)),
            (
                Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::Dict)),
                "fromkeys",
            ) => Ok(super::native("fromkeys", |it, a, _| {
                arity("fromkeys", a, 1, 2)?;
                let v = a.get(1).cloned().unwrap_or(Value::None);
                let mut d = Map::default();
                for k in it.to_vec(&a[0])? {
                    d.insert(it.key(k)?, v.clone());
                }
                Ok(Value::Dict(Rc::new(RefCell::new(d))))
            })),
            (
                Value::Type(TypeObj::Builtin(crate::interp::value::BuiltinType::Str)),
                "maketrans",
            ) => Ok(super::native("maketrans", |it, a, _| {
                super::strmethods::maketrans(it, a)
            })),
            (Value::Array(x), "__class__") if x.scalar => Ok(Value::DType(x.dtype, true)),
            (_, "__class__") if !matches!(o, Value::Module(_)) => Ok(Value::Type(o.type_of())),
            // `str.lower`, `list.append`: the method with its receiver as first argument.
            (Value::Type(TypeObj::Builtin(b)), _)
                if let Some(sample) = sample_of(*b)
                    && has_method(&sample, name) =>
            {
                let (b, name) = (*b, name.clone());
                Ok(super::native(&name.clone(), move |it, a, kw| {
                    let Some(me) = a.first() else {
                        return Err(type_err(format!(
                            "unbound method {}.{name}() needs an argument",
                            b.name()
                        )));
                    };
                    // An instance of a class deriving from the type applies through its value.
                    let own = crate::interp::builtin_base::payload(me);
                    let me = own.as_ref().unwrap_or(me);
                    let fits = sample_of(b)
                        .is_some_and(|s| std::mem::discriminant(&s) == std::mem::discriminant(me));
                    if !fits {
                        return Err(type_err(format!(
                            "descriptor '{name}' for '{}' objects doesn't apply to a '{}' object",
                            b.name(),
                            me.type_name()
                        )));
                    }
                    call_method(it, me, &name, &a[1..], kw)
                }))
            }
            _ if has_method(o, name) => Ok(Value::Method(Rc::new((o.clone(), name.clone())))),
            _ => Err(no_attr(o, name)),
        }
    }

    pub fn set_attr(&mut self, o: &Value, name: &str, v: Value) -> RtResult<()> {
        if let Value::Exc(e) = o
            && let Some(r) = set_exc_link(e, name, &v)
        {
            return r;
        }
        if let Some(r) = self.instance_setattr(o, name, v.clone()) {
            return r;
        }
        // A built-in exception takes new attributes, as CPython's do.
        if let Value::Exc(e) = o {
            let mut links = e.links.borrow_mut();
            match links.attrs.iter_mut().find(|(n, _)| &**n == name) {
                Some(slot) => slot.1 = v,
                None => links.attrs.push((Rc::from(name), v)),
            }
            return Ok(());
        }
        match o {
            Value::Class(c) => {
                if name == "__getattribute__" {
                    c.getattribute.set(true);
                }
                c.dict.borrow_mut().insert(Rc::from(name), v);
                Ok(())
            }
            // Functions carry attributes, as in Python.
            Value::Func(f) if name != "__class__" => {
                f.attrs.borrow_mut().insert(name.to_string(), v);
                Ok(())
            }
            Value::Module(m) => {
                m.set(name, v);
                Ok(())
            }
            _ if has_method(o, name) => Err(err(
                ExcType::AttributeError,
                format!("'{}' object attribute '{name}' is read-only", o.type_name()),
            )),
            // A real array's `.real` is the array itself: `a.real = v` writes all of it.
            Value::Array(a) if name == "real" && !a.scalar && !a.dtype.is_complex() => {
                self.set_item(o, Value::Ellipsis, v)
            }
            Value::Array(a) if name == "imag" && !a.scalar && !a.dtype.is_complex() => Err(err(
                ExcType::TypeError,
                "array does not have imaginary part to set",
            )),
            Value::Array(a) if matches!(name, "real" | "imag") && !a.scalar => Err(err(
                ExcType::NotImplementedError,
                format!(
                    "gpa cannot set a.{name} of a complex array in place (its parts are not views); assign the array instead (z = new_real + 1j * z.imag)"
                ),
            )),
            // `a.flat = values` writes every element in C order (values repeated cyclically).
            Value::Array(a) if name == "flat" && !a.scalar => {
                let flat = self.get_attr(o, &Rc::from("flat"))?;
                let all = Value::Slice(Rc::new((Value::None, Value::None, Value::None)));
                self.set_item(&flat, all, v)
            }
            // Attributes NumPy lets a script set and gpa does not (`a.shape = ...` as a
            // statement rebinds, see `assign_shape`).
            Value::Array(a) if !a.scalar && matches!(name, "shape" | "dtype" | "strides") => {
                Err(err(
                    ExcType::NotImplementedError,
                    format!(
                        "gpa cannot set a.{name} this way; make a new array instead (a.reshape, a.astype, a.flat[...] = v)"
                    ),
                ))
            }
            // NumPy's words for its read-only properties.
            Value::Array(a) if super::numpy::is_array_attr(name) => {
                let cls = match (a.scalar, a.host) {
                    (true, _) => "numpy.generic",
                    (false, true) => "numpy.ndarray",
                    (false, false) => "cupy.ndarray",
                };
                Err(err(
                    ExcType::AttributeError,
                    format!("attribute '{name}' of '{cls}' objects is not writable"),
                ))
            }
            _ => Err(no_attr(o, name)),
        }
    }
}

pub fn call_method(
    it: &mut Interp,
    o: &Value,
    name: &str,
    a: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    // A str's or bytes's methods take str/bytes subclass instances as their values (those
    // that keep the type's equality: see `plain_key`); `format` prints them as objects.
    let plain_args: Vec<Value>;
    let a = if matches!(o, Value::Str(_) | Value::Bytes(_))
        && !matches!(name, "format" | "format_map")
        && a.iter().any(|v| matches!(v, Value::Instance(_)))
    {
        plain_args = a
            .iter()
            .map(|v| match crate::interp::builtin_base::plain_key(v) {
                Some(p @ (Value::Str(_) | Value::Bytes(_))) => p,
                _ => v.clone(),
            })
            .collect();
        &plain_args[..]
    } else {
        a
    };
    if name.starts_with("__") && super::dunders::has(o, name) {
        return super::dunders::call(it, o, name, a, kw);
    }
    match o {
        Value::Str(s) => str_method(it, s, name, a, kw),
        Value::Bytes(b) => super::bytes::method(it, b, name, a, kw),
        Value::ByteArray(b) => it.bytearray_method(b, name, a, kw),
        Value::MemView(m) => it.memview_method(o, m, name, a, kw),
        // A NumPy float scalar has the Python float's own methods (is_integer, ...).
        Value::Array(arr)
            if arr.scalar
                && arr.dtype.is_float()
                && (matches!(name, "is_integer" | "as_integer_ratio")
                    || name == "hex" && arr.dtype == crate::array::dtype::DType::F64) =>
        {
            let f = it.array_item(arr)?;
            call_method(it, &f, name, a, kw)
        }
        Value::Array(arr) => super::numpy::array_method(it, arr, name, a, kw),
        Value::Strs(s) => super::numpy::strings::calls::method(it, s, name, a, kw),
        Value::Times(t) => super::numpy::times::calls::method(it, t, name, a, kw),
        Value::Recs(r) => super::numpy::records::calls::method(it, r, name, a, kw),
        Value::List(l) => list_method(it, l, name, a, kw),
        Value::Dict(d) => dict_method(it, d, name, a, kw),
        Value::Exc(e) if name == "add_note" => add_note(e, a),
        Value::Exc(_) if name == "with_traceback" => Ok(o.clone()),
        Value::Set(s, frozen) if has_method(o, name) => set_method(it, s, *frozen, name, a),
        Value::Tuple(t) if has_method(o, name) => seq_index_count(it, t, name, a, "tuple"),
        Value::Int(i) if name == "bit_length" => {
            Ok(Value::Int(64 - i.unsigned_abs().leading_zeros() as i64))
        }
        Value::Long(b) if name == "bit_length" => Ok(Value::Int(b.bits() as i64)),
        Value::Long(b) if name == "bit_count" => Ok(Value::Int(
            b.magnitude()
                .iter_u64_digits()
                .map(|d| d.count_ones() as i64)
                .sum(),
        )),
        Value::Long(_) if name == "as_integer_ratio" => {
            Ok(Value::tuple(vec![o.clone(), Value::Int(1)]))
        }
        Value::Long(_) if name == "conjugate" => Ok(o.clone()),
        Value::Int(_) | Value::Bool(_) if name == "as_integer_ratio" => {
            arity("as_integer_ratio", a, 0, 0)?;
            let n = super::want_int(o, "")?;
            Ok(Value::tuple(vec![Value::Int(n), Value::Int(1)]))
        }
        Value::Int(i) if name == "bit_count" => {
            Ok(Value::Int(i.unsigned_abs().count_ones() as i64))
        }
        Value::Int(_) | Value::Float(_) if name == "conjugate" => Ok(o.clone()),
        Value::Float(f) if name == "is_integer" => {
            Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
        }
        Value::Float(f) if name == "hex" => {
            arity("hex", a, 0, 0)?;
            Ok(Value::Str(super::float_methods::hex(*f).into()))
        }
        Value::Float(f) if name == "as_integer_ratio" => {
            arity("as_integer_ratio", a, 0, 0)?;
            super::float_methods::as_integer_ratio(*f)
        }
        Value::Int(_) | Value::Bool(_) | Value::Long(_) if name == "to_bytes" => {
            super::int_bytes::to_bytes(o, a, kw)
        }
        Value::Complex(re, im) if name == "conjugate" => Ok(Value::Complex(*re, -im)),
        Value::Iter(_) if has_method(o, name) => iterator_method(it, o, name, a),
        _ => {
            let m = it.get_attr(o, &Rc::from(name))?;
            // An attribute that is this same bound method again would call back here forever.
            if let Value::Method(b) = &m
                && b.1.as_ref() == name
                && b.0.is(o)
            {
                return Err(no_attr(o, name));
            }
            it.call(&m, a, kw)
        }
    }
}

fn seq_index_count(
    it: &mut Interp,
    items: &[Value],
    name: &str,
    a: &[Value],
    what: &str,
) -> RtResult<Value> {
    if name == "count" {
        arity("count", a, 1, 1)?;
        let mut n = 0;
        for v in items {
            if it.values_equal(v, &a[0])? {
                n += 1;
            }
        }
        return Ok(Value::Int(n));
    }
    arity("index", a, 1, 3)?;
    let n = items.len() as i64;
    let clamp = |v: Option<&Value>, d: i64| -> RtResult<i64> {
        Ok(match v {
            None => d,
            Some(v) => {
                let i = want_int(v, "index")?;
                if i < 0 { (i + n).max(0) } else { i.min(n) }
            }
        })
    };
    let start = clamp(a.get(1), 0)?;
    let stop = clamp(a.get(2), n)?;
    for i in start..stop {
        let v = &items[i as usize];
        if it.values_equal(v, &a[0])? {
            return Ok(Value::Int(i));
        }
    }
    Err(value_err(if what == "list" {
        format!("{} is not in list", it.repr(&a[0])?)
    } else {
        "tuple.index(x): x not in tuple".to_string()
    }))
}

fn list_method(
    it: &mut Interp,
    l: &Rc<RefCell<Vec<Value>>>,
    name: &str,
    a: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    if name != "sort" {
        allow_kw(name, kw, &[])?;
    }
    match name {
        "append" => {
            arity("list.append", a, 1, 1)?;
            l.borrow_mut().push(a[0].clone());
        }
        "extend" => {
            arity("list.extend", a, 1, 1)?;
            let v = it.to_vec(&a[0])?;
            l.borrow_mut().extend(v);
        }
        "insert" => {
            arity("insert", a, 2, 2)?;
            let mut l = l.borrow_mut();
            let n = l.len() as i64;
            let i = want_int(&a[0], "insert")?;
            let i = if i < 0 { (i + n).max(0) } else { i.min(n) };
            l.insert(i as usize, a[1].clone());
        }
        "pop" => {
            arity("pop", a, 0, 1)?;
            let mut l = l.borrow_mut();
            if l.is_empty() {
                return Err(err(ExcType::IndexError, "pop from empty list"));
            }
            let n = l.len() as i64;
            let i = match a.first() {
                Some(v) => want_int(v, "pop")?,
                None => -1,
            };
            let i = if i < 0 { i + n } else { i };
            if i < 0 || i >= n {
                return Err(err(ExcType::IndexError, "pop index out of range"));
            }
            return Ok(l.remove(i as usize));
        }
        "remove" => {
            arity("list.remove", a, 1, 1)?;
            let items = l.borrow().clone();
            match it.position_of(&items, &a[0])? {
                Some(i) => {
                    l.borrow_mut().remove(i);
                }
                None => return Err(value_err("list.remove(x): x not in list")),
            }
        }
        "index" | "count" => {
            let items = l.borrow().clone();
            return seq_index_count(it, &items, name, a, "list");
        }
        "sort" => {
            allow_kw("sort", kw, &["key", "reverse"])?;
            arity("sort", a, 0, 0)?;
            let mut items = std::mem::take(&mut *l.borrow_mut());
            let reverse = kwarg(kw, "reverse").is_some_and(|v| v.truthy());
            let r = super::functions::sort_values(it, &mut items, kwarg(kw, "key"), reverse);
            // The list reads empty while it sorts; a key that added to it changed it (CPython
            // keeps the sorted items and raises).
            let touched = !l.borrow().is_empty();
            *l.borrow_mut() = items;
            r?;
            if touched {
                return Err(value_err("list modified during sort"));
            }
        }
        "reverse" => l.borrow_mut().reverse(),
        "copy" => return Ok(Value::list(l.borrow().clone())),
        "clear" => l.borrow_mut().clear(),
        _ => return Err(no_attr(&Value::List(l.clone()), name)),
    }
    Ok(Value::None)
}

fn key_error(k: &Value) -> Box<crate::interp::error::RtErr> {
    raise_value(Value::Exc(Rc::new(ExcObj {
        typ: ExcType::KeyError,
        args: vec![k.clone()],
        inst: None,
        links: Default::default(),
    })))
}

fn dict_method(
    it: &mut Interp,
    d: &Rc<RefCell<Map<Key, Value>>>,
    name: &str,
    a: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    match name {
        "get" => {
            arity("get", a, 1, 2)?;
            let k = it.key(a[0].clone())?;
            Ok(d.borrow()
                .get(&k)
                .cloned()
                .unwrap_or_else(|| a.get(1).cloned().unwrap_or(Value::None)))
        }
        "keys" => Ok(Value::View(d.clone(), ViewKind::Keys)),
        "values" => Ok(Value::View(d.clone(), ViewKind::Values)),
        "items" => Ok(Value::View(d.clone(), ViewKind::Items)),
        "pop" => {
            arity("pop", a, 1, 2)?;
            let k = it.key(a[0].clone())?;
            match d.borrow_mut().shift_remove(&k) {
                Some(v) => Ok(v),
                None => a.get(1).cloned().ok_or_else(|| key_error(&a[0])),
            }
        }
        "popitem" => {
            let last = d.borrow_mut().pop();
            match last {
                Some((k, v)) => Ok(Value::tuple(vec![k.0, v])),
                None => Err(raise_value(Value::exc(
                    ExcType::KeyError,
                    "popitem(): dictionary is empty",
                ))),
            }
        }
        "setdefault" => {
            arity("setdefault", a, 1, 2)?;
            let k = it.key(a[0].clone())?;
            let mut m = d.borrow_mut();
            Ok(m.entry(k)
                .or_insert_with(|| a.get(1).cloned().unwrap_or(Value::None))
                .clone())
        }
        "update" => {
            arity("update", a, 0, 1)?;
            if let Some(src) = a.first() {
                let pairs: Vec<(Key, Value)> = match src {
                    Value::Dict(o) => o
                        .borrow()
                        .iter()
                        .map(|(k, v)| (k.clone(), v.clone()))
                        .collect(),
                    other => {
                        let mut v = Vec::new();
                        for p in it.to_vec(other)? {
                            let kv = it.to_vec(&p)?;
                            if kv.len() != 2 {
                                return Err(value_err(format!(
                                    "dictionary update sequence element has length {}; 2 is required",
                                    kv.len()
                                )));
                            }
                            v.push((it.key(kv[0].clone())?, kv[1].clone()));
                        }
                        v
                    }
                };
                d.borrow_mut().extend(pairs);
            }
            for (k, v) in kw {
                d.borrow_mut().insert(Key(Value::Str(k.clone())), v.clone());
            }
            Ok(Value::None)
        }
        "copy" => Ok(Value::Dict(Rc::new(RefCell::new(d.borrow().clone())))),
        "clear" => {
            d.borrow_mut().clear();
            Ok(Value::None)
        }
        _ => Err(no_attr(&Value::Dict(d.clone()), name)),
    }
}

fn set_method(
    it: &mut Interp,
    s: &Rc<RefCell<IndexSet<Key>>>,
    frozen: bool,
    name: &str,
    a: &[Value],
) -> RtResult<Value> {
    let mk = |set: IndexSet<Key>| Value::Set(Rc::new(RefCell::new(set)), frozen);
    let other_sets = |it: &mut Interp| -> RtResult<Vec<IndexSet<Key>>> {
        a.iter()
            .map(|x| {
                it.to_vec(x)?
                    .into_iter()
                    .map(Key::new)
                    .collect::<RtResult<IndexSet<Key>>>()
            })
            .collect()
    };
    match name {
        "add" => {
            arity("set.add", a, 1, 1)?;
            s.borrow_mut().insert(it.key(a[0].clone())?);
            Ok(Value::None)
        }
        "remove" => {
            arity("set.remove", a, 1, 1)?;
            if !s.borrow_mut().shift_remove(&it.key(a[0].clone())?) {
                return Err(key_error(&a[0]));
            }
            Ok(Value::None)
        }
        "discard" => {
            arity("set.discard", a, 1, 1)?;
            s.borrow_mut().shift_remove(&it.key(a[0].clone())?);
            Ok(Value::None)
        }
        "pop" => {
            // The first member in CPython's order, as CPython's pop takes.
            let at = crate::interp::set_order::first(&s.borrow());
            let first = at.and_then(|i| s.borrow_mut().shift_remove_index(i));
            first
                .map(|k| k.0)
                .ok_or_else(|| raise_value(Value::exc(ExcType::KeyError, "pop from an empty set")))
        }
        "clear" => {
            s.borrow_mut().clear();
            Ok(Value::None)
        }
        "copy" => Ok(mk(s.borrow().clone())),
        "union" | "update" => {
            let mut r = s.borrow().clone();
            for o in other_sets(it)? {
                r.extend(o);
            }
            if name == "update" {
                *s.borrow_mut() = r;
                return Ok(Value::None);
            }
            Ok(mk(r))
        }
        "intersection" | "intersection_update" => {
            let mut r = s.borrow().clone();
            for o in other_sets(it)? {
                r.retain(|k| o.contains(k));
            }
            if name == "intersection_update" {
                *s.borrow_mut() = r;
                return Ok(Value::None);
            }
            Ok(mk(r))
        }
        "difference" | "difference_update" => {
            let mut r = s.borrow().clone();
            for o in other_sets(it)? {
                r.retain(|k| !o.contains(k));
            }
            if name == "difference_update" {
                *s.borrow_mut() = r;
                return Ok(Value::None);
            }
            Ok(mk(r))
        }
        "symmetric_difference" | "symmetric_difference_update" => {
            arity(name, a, 1, 1)?;
            let o = other_sets(it)?.remove(0);
            let r: IndexSet<Key> = {
                let me = s.borrow();
                me.iter()
                    .filter(|k| !o.contains(*k))
                    .chain(o.iter().filter(|k| !me.contains(*k)))
                    .cloned()
                    .collect()
            };
            if name == "symmetric_difference_update" {
                *s.borrow_mut() = r;
                return Ok(Value::None);
            }
            Ok(mk(r))
        }
        "issubset" | "issuperset" | "isdisjoint" => {
            arity(name, a, 1, 1)?;
            let o = other_sets(it)?.remove(0);
            let me = s.borrow();
            Ok(Value::Bool(match name {
                "issubset" => me.iter().all(|k| o.contains(k)),
                "issuperset" => o.iter().all(|k| me.contains(k)),
                _ => me.iter().all(|k| !o.contains(k)),
            }))
        }
        _ => Err(type_err(format!("set has no method {name}"))),
    }
}

fn str_method(it: &mut Interp, s: &Rc<str>, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    if name == "format" {
        return super::strfmt::str_format(it, s, a, kw).map(|r| Value::str(&r));
    }
    if name == "encode" {
        return super::bytes::encode(s, a, kw);
    }
    // A static method, reachable from an instance too (`"".maketrans(...)`).
    if name == "maketrans" {
        return super::strmethods::maketrans(it, a);
    }
    if name == "format_map" {
        arity("format_map", a, 1, 1)?;
        let Value::Dict(d) = &a[0] else {
            return Err(type_err(format!(
                "format_map() argument must be a mapping, not {}",
                a[0].type_name()
            )));
        };
        let kw: Vec<(Rc<str>, Value)> = d
            .borrow()
            .iter()
            .filter_map(|(k, v)| match &k.0 {
                Value::Str(k) => Some((k.clone(), v.clone())),
                _ => None,
            })
            .collect();
        return super::strfmt::str_format(it, s, &[], &kw).map(|r| Value::str(&r));
    }
    if !matches!(name, "split" | "rsplit" | "splitlines") {
        allow_kw(name, kw, &[])?;
    }
    super::strmethods::call(it, s, name, a, kw)
}

pub fn opt_str<'a>(a: &'a [Value], i: usize, what: &str) -> RtResult<Option<&'a Rc<str>>> {
    match a.get(i) {
        None | Some(Value::None) => Ok(None),
        Some(v) => want_str(v, what).map(Some),
    }
}

/// Method names of a value, for REPL completion.
pub fn method_names(v: &Value) -> Vec<String> {
    let list: &[&str] = match v {
        Value::Str(_) => STR_METHODS,
        Value::List(_) => LIST_METHODS,
        Value::Dict(_) => DICT_METHODS,
        Value::Set(..) => SET_METHODS,
        Value::Tuple(_) => &["count", "index"],
        _ => &[],
    };
    list.iter().map(|s| s.to_string()).collect()
}

/// Python's `slice.indices(n)`: the (start, stop, step) a slice selects in a sequence of n.
fn slice_indices(s: &(Value, Value, Value), n: i64) -> RtResult<Value> {
    if n < 0 {
        return Err(err(ExcType::ValueError, "length should not be negative"));
    }
    let part = |v: &Value| -> RtResult<Option<i64>> {
        match v {
            Value::None => Ok(None),
            v => want_int(v, "slice indices").map(Some),
        }
    };
    let step = part(&s.2)?.unwrap_or(1);
    if step == 0 {
        return Err(err(ExcType::ValueError, "slice step cannot be zero"));
    }
    let (lower, upper) = if step < 0 { (-1, n - 1) } else { (0, n) };
    let clamp = |v: Option<i64>, default: i64| match v {
        None => default,
        Some(v) if v < 0 => (v + n).max(lower),
        Some(v) => v.min(upper),
    };
    let start = clamp(part(&s.0)?, if step < 0 { upper } else { lower });
    let stop = clamp(part(&s.1)?, if step < 0 { lower } else { upper });
    Ok(Value::tuple(vec![
        Value::Int(start),
        Value::Int(stop),
        Value::Int(step),
    ]))
}

/// Generator methods, and the iterator protocol's own two.
fn iterator_method(it: &mut Interp, o: &Value, name: &str, a: &[Value]) -> RtResult<Value> {
    let gen_ = crate::interp::generator::as_generator(o);
    let want = |n: usize| {
        if a.len() == n {
            Ok(())
        } else {
            Err(type_err(format!(
                "{name}() takes exactly {n} argument{} ({} given)",
                if n == 1 { "" } else { "s" },
                a.len()
            )))
        }
    };
    match (name, gen_) {
        ("__iter__", _) => want(0).map(|_| o.clone()),
        ("__next__", _) => {
            want(0)?;
            match it.next(o)? {
                Some(v) => Ok(v),
                None => Err(err(ExcType::StopIteration, "")),
            }
        }
        ("send", Some(g)) => {
            want(1)?;
            it.gen_send(&g, a[0].clone())
        }
        ("throw", Some(g)) => {
            want(1)?;
            it.gen_throw(&g, a[0].clone())
        }
        ("close", Some(g)) => {
            want(0)?;
            it.gen_close(&g).map(|_| Value::None)
        }
        _ => Err(no_attr(o, name)),
    }
}
