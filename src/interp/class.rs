//! User classes: `class` statements, instances, attribute lookup through the MRO, bound
//! methods, `super()`, static/class methods and properties, and the dunder methods the
//! interpreter's operators, `len`, `repr`, iteration, `with` and calls consult.
use super::Interp;
use super::error::{ExcType, RtErr, RtResult, err, type_err};
use super::value::{ExcObj, Key, Value};
use crate::interp::value::Map;
use crate::ir::{MakeClass, Slot};
use std::cell::RefCell;
use std::rc::Rc;

pub type Dict = RefCell<Map<Rc<str>, Value>>;

/// An instance's attributes: a Python dict, which `obj.__dict__` hands out itself (writes
/// through it are the object's).
pub type InstDict = Rc<RefCell<Map<Key, Value>>>;

/// A `&str` that looks up a string key of an instance dict without making a `Key`.
pub struct Name<'a>(pub &'a str);

impl std::hash::Hash for Name<'_> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // As `Key`'s hash of a `Value::Str` (`value::hash_value`).
        state.write_i64(super::value::str_hash(self.0));
    }
}

impl indexmap::Equivalent<Key> for Name<'_> {
    fn equivalent(&self, key: &Key) -> bool {
        matches!(&key.0, Value::Str(s) if &**s == self.0)
    }
}

/// The key an attribute name is stored under.
pub fn name_key(name: &str) -> Key {
    Key(Value::str(name))
}

pub struct Class {
    pub name: Rc<str>,
    /// The name for messages that need a `&'static str` (one small leak per class).
    pub static_name: super::value::TypeName,
    pub qualname: Rc<str>,
    pub bases: Vec<Rc<Class>>,
    /// The method resolution order after this class (C3).
    pub mro: Vec<Rc<Class>>,
    pub dict: Dict,
    /// The built-in exception a user exception class derives from (`class E(ValueError)`):
    /// the most derived one among its bases'.
    pub exc_base: Option<ExcType>,
    /// Further built-in exceptions it derives from that are not bases of `exc_base`
    /// (`class E(KeyError, ValueError)`): `except` and `isinstance` match them too.
    pub exc_also: Vec<ExcType>,
    /// Set on the class that stands for a built-in type among bases (`builtin_base.rs`).
    pub builtin: Option<super::value::TypeObj>,
    /// It or a base defines `__getattribute__` (checked on every attribute read, so kept
    /// here rather than looked up).
    pub getattribute: std::cell::Cell<bool>,
}

/// What a new class derives: its user base classes, their MRO and a built-in exception.
struct Lineage {
    classes: Vec<Rc<Class>>,
    mro: Vec<Rc<Class>>,
    exc_base: Option<ExcType>,
    exc_also: Vec<ExcType>,
}

pub struct Instance {
    pub class: Rc<Class>,
    pub dict: InstDict,
    /// As a dict key or set member, for a class with its own `__hash__`: the hash it gave
    /// and the equality class `Interp::key` found for it (see `interp/keys.rs`).
    pub key_id: std::cell::Cell<Option<(i64, u64)>>,
    /// The list, dict, str, ... inside an instance of a class deriving from that built-in
    /// type (`Undef` otherwise; see `builtin_base.rs`).
    pub payload: RefCell<Value>,
}

/// What a class attribute may wrap.
pub enum Descr {
    Static(Value),
    ClassMethod(Value),
    Property {
        get: Value,
        set: Value,
        del: Value,
        doc: Value,
    },
    /// A native function that binds like a method (dataclass's generated `__init__`).
    Method(Value),
}

impl Class {
    /// This class, then its MRO.
    pub fn lineage(self: &Rc<Self>) -> impl Iterator<Item = &Rc<Class>> {
        std::iter::once(self).chain(self.mro.iter())
    }
    pub fn lookup(self: &Rc<Self>, name: &str) -> Option<Value> {
        self.lineage()
            .find_map(|c| c.dict.borrow().get(name).cloned())
    }
    pub fn is_subclass(self: &Rc<Self>, other: &Rc<Class>) -> bool {
        self.lineage().any(|c| Rc::ptr_eq(c, other))
    }
    /// Whether the class derives from the built-in exception `e`.
    pub fn derives_exc(&self, e: ExcType) -> bool {
        self.exc_base
            .iter()
            .chain(&self.exc_also)
            .any(|x| x.is_subclass(e))
    }
    /// `module.qualname`, as reprs name the class (`__main__.A`; `numpy.poly1d` for the
    /// stdlib's classes, whose bodies set `__module__`).
    pub fn full_name(&self) -> String {
        match self.dict.borrow().get("__module__") {
            Some(Value::Str(m)) if &**m == "builtins" => self.qualname.to_string(),
            Some(Value::Str(m)) => format!("{m}.{}", self.qualname),
            _ => self.qualname.to_string(),
        }
    }
}

/// C3 linearisation of the bases' orders (CPython's MRO); None when there is none.
fn c3(bases: &[Rc<Class>]) -> Option<Vec<Rc<Class>>> {
    let mut seqs: Vec<Vec<Rc<Class>>> = bases
        .iter()
        .map(|b| b.lineage().cloned().collect())
        .collect();
    seqs.push(bases.to_vec());
    let mut out: Vec<Rc<Class>> = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Some(out);
        }
        let head = seqs.iter().find_map(|s| {
            let h = &s[0];
            let in_tail = seqs.iter().any(|t| t[1..].iter().any(|x| Rc::ptr_eq(x, h)));
            (!in_tail).then(|| h.clone())
        })?;
        for s in seqs.iter_mut() {
            if Rc::ptr_eq(&s[0], &head) {
                s.remove(0);
            }
        }
        out.push(head);
    }
}

/// Python's `NotImplemented` (a record compared by name).
pub fn not_implemented() -> Value {
    thread_local! {
        static NI: Value = Value::Module(super::value::Module::record(
            "NotImplementedType",
            "NotImplemented".into(),
            "NotImplemented".into(),
        ));
    }
    NI.with(|v| v.clone())
}

pub fn is_not_implemented(v: &Value) -> bool {
    matches!(v, Value::Module(m) if m.name == "NotImplementedType")
}

/// The class of a value that has one (instances, user exceptions).
pub fn class_of(v: &Value) -> Option<Rc<Class>> {
    match v {
        Value::Instance(i) => Some(i.class.clone()),
        Value::Exc(e) => e.inst.as_ref().map(|i| i.class.clone()),
        _ => None,
    }
}

/// The instance dict of a value that has one.
/// What `BaseException.__init__(obj, *args)` does to a user exception: its `args`.
pub fn set_exception_args(obj: &Value, args: Vec<Value>) {
    if let Some(d) = dict_of(obj) {
        d.borrow_mut().insert(name_key("args"), Value::tuple(args));
    }
}

fn dict_of(v: &Value) -> Option<&InstDict> {
    match v {
        Value::Instance(i) => Some(&i.dict),
        Value::Exc(e) => e.inst.as_ref().map(|i| &i.dict),
        _ => None,
    }
}

/// What names a class being built: its name, qualified name, docstring and module.
struct ClassHead<'a> {
    name: &'a Rc<str>,
    qualname: &'a Rc<str>,
    doc: Value,
    module: Rc<str>,
}

impl Interp {
    pub fn make_class(&mut self, mc: &MakeClass, f: &mut super::Frame) -> RtResult<Value> {
        let bases = self.eval_items(&mc.bases, f)?;
        // Class keywords go to the base's `__init_subclass__`; `metaclass=` is not supported.
        let mut class_kw = Vec::new();
        for (k, v) in &mc.kw {
            let v = self.eval(v, f)?;
            if &**k == "metaclass" {
                if !matches!(v, Value::None) {
                    return Err(err(
                        ExcType::NotImplementedError,
                        "metaclasses are not supported by gpa",
                    ));
                }
                continue;
            }
            class_kw.push((k.clone(), v));
        }
        let lineage = self.class_bases(&bases)?;
        let body = self.make_func(&mc.body, f)?;
        let ns = self.call(&body, &[], &[])?;
        let Value::Dict(ns) = ns else {
            return Err(err(ExcType::RuntimeError, "a class body gave no namespace"));
        };
        let doc = mc
            .body
            .code
            .doc
            .as_ref()
            .map_or(Value::None, |d| Value::Str(d.clone()));
        // `__module__` is the defining module's `__name__` (`collections` for pylib's).
        let module = match f.module.get("__name__") {
            Some(Value::Str(m)) => m,
            _ => Rc::from("__main__"),
        };
        let head = ClassHead {
            name: &mc.name,
            qualname: &mc.qualname,
            doc,
            module,
        };
        self.build_class(head, lineage, &ns.borrow(), &class_kw)
    }

    /// A class statement's or `type()`'s bases: the user classes among them, their MRO and
    /// the built-in exception they derive from.
    fn class_bases(&mut self, bases: &[Value]) -> RtResult<Lineage> {
        let mut classes = Vec::new();
        let mut excs: Vec<ExcType> = Vec::new();
        for b in bases {
            match b {
                Value::Class(c) => {
                    excs.extend(c.exc_base.iter().chain(&c.exc_also));
                    classes.push(c.clone());
                }
                Value::Type(super::value::TypeObj::Exc(t)) => excs.push(*t),
                Value::Type(super::value::TypeObj::Builtin(super::value::BuiltinType::Object)) => {}
                other if let Some(c) = super::builtin_base::base_class(other) => classes.push(c),
                Value::Type(super::value::TypeObj::Builtin(t))
                    if let Some(name) = final_type(*t) =>
                {
                    return Err(type_err(format!(
                        "type '{name}' is not an acceptable base type"
                    )));
                }
                other => {
                    return Err(err(
                        ExcType::NotImplementedError,
                        format!(
                            "gpa classes derive from other classes, object, exceptions and the types list, dict, set, frozenset, str, bytes, int, float, tuple and named tuples, not '{}'",
                            self.repr(other)?
                        ),
                    ));
                }
            }
        }
        // One built-in value per instance: two built-in types do not mix.
        let mut kinds = classes.iter().filter_map(super::builtin_base::builtin_type);
        if let Some(first) = kinds.next()
            && kinds.any(|t| t != first)
        {
            return Err(type_err("multiple bases have instance lay-out conflict"));
        }
        let mro = c3(&classes)
            .ok_or_else(|| type_err("Cannot create a consistent method resolution order (MRO)"))?;
        // The most derived exception leads (it makes the instances); unrelated ones are
        // kept for matching.
        let mut exc_base: Option<ExcType> = None;
        let mut exc_also: Vec<ExcType> = Vec::new();
        for e in excs {
            match exc_base {
                None => exc_base = Some(e),
                Some(b) if e.is_subclass(b) => exc_base = Some(e),
                Some(b) if b.is_subclass(e) => {}
                Some(_) => exc_also.push(e),
            }
        }
        let lead = exc_base;
        exc_also.retain(|e| !lead.is_some_and(|b| b.is_subclass(*e)));
        exc_also.dedup();
        Ok(Lineage {
            classes,
            mro,
            exc_base,
            exc_also,
        })
    }

    /// The class of namespace `ns` (string keys), its descriptors told their names
    /// (`__set_name__`).
    fn build_class(
        &mut self,
        head: ClassHead,
        lineage: Lineage,
        ns: &Map<Key, Value>,
        class_kw: &[(Rc<str>, Value)],
    ) -> RtResult<Value> {
        let ClassHead {
            name,
            qualname,
            doc,
            module,
        } = head;
        let mut dict: Map<Rc<str>, Value> = Map::default();
        dict.insert("__module__".into(), Value::Str(module));
        dict.insert("__qualname__".into(), Value::Str(qualname.clone()));
        dict.insert("__doc__".into(), doc);
        for (k, v) in ns.iter() {
            if let Value::Str(k) = &k.0 {
                // Python makes these two class methods even when written as plain functions.
                let v = match (&**k, v) {
                    ("__init_subclass__" | "__class_getitem__", Value::Func(_)) => {
                        Value::Descr(Rc::new(Descr::ClassMethod(v.clone())))
                    }
                    _ => v.clone(),
                };
                dict.insert(k.clone(), v);
            }
        }
        // A class that defines `__eq__` and not `__hash__` is unhashable, as in Python (its
        // bases' hash, a built-in type's included, no longer fits its equality).
        if dict.contains_key("__eq__") && !dict.contains_key("__hash__") {
            dict.insert("__hash__".into(), Value::None);
        }
        let cls = Rc::new(Class {
            name: name.clone(),
            static_name: super::value::leak_name(name),
            qualname: qualname.clone(),
            bases: lineage.classes,
            mro: lineage.mro,
            dict: RefCell::new(dict),
            exc_base: lineage.exc_base,
            exc_also: lineage.exc_also,
            builtin: None,
            getattribute: std::cell::Cell::new(false),
        });
        let own = cls.dict.borrow().contains_key("__getattribute__");
        cls.getattribute
            .set(own || cls.mro.iter().any(|c| c.getattribute.get()));
        let members: Vec<(Rc<str>, Value)> = cls
            .dict
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        for (k, v) in members {
            if let Some(r) = self.call_special(
                &v,
                "__set_name__",
                &[Value::Class(cls.clone()), Value::Str(k)],
            ) {
                r?;
            }
        }
        // The nearest base's `__init_subclass__`, a class method even when written as a
        // plain function (as CPython makes it).
        let hook = cls
            .mro
            .iter()
            .find_map(|c| c.dict.borrow().get("__init_subclass__").cloned());
        if let Some(hook) = hook {
            let f = match hook {
                Value::Descr(d) => match &*d {
                    Descr::ClassMethod(f) | Descr::Method(f) | Descr::Static(f) => f.clone(),
                    Descr::Property { .. } => Value::Descr(d.clone()),
                },
                f => f,
            };
            self.call(&f, &[Value::Class(cls.clone())], class_kw)?;
        } else if !class_kw.is_empty() {
            return Err(type_err(format!(
                "{}.__init_subclass__() takes no keyword arguments",
                cls.name
            )));
        }
        Ok(Value::Class(cls))
    }

    /// `type(name, bases, namespace)`: a class made at run time.
    pub fn type_new(&mut self, name: &Value, bases: &Value, ns: &Value) -> RtResult<Value> {
        let Value::Str(name) = name else {
            return Err(type_err(format!(
                "type.__new__() argument 1 must be str, not {}",
                name.type_name()
            )));
        };
        let Value::Tuple(bases) = bases else {
            return Err(type_err(format!(
                "type.__new__() argument 2 must be tuple, not {}",
                bases.type_name()
            )));
        };
        let Value::Dict(ns) = ns else {
            return Err(type_err(format!(
                "type.__new__() argument 3 must be dict, not {}",
                ns.type_name()
            )));
        };
        let lineage = self.class_bases(bases)?;
        let head = ClassHead {
            name,
            qualname: name,
            doc: Value::None,
            module: Rc::from("__main__"),
        };
        self.build_class(head, lineage, &ns.borrow(), &[])
    }

    pub fn class_namespace(
        &mut self,
        ns: &[(Rc<str>, Slot)],
        f: &mut super::Frame,
    ) -> RtResult<Value> {
        let mut d = Map::default();
        for (name, slot) in ns {
            let v = match slot {
                Slot::Local(i) => f.locals[*i as usize].clone(),
                Slot::Cell(i) => f.cells[*i as usize].borrow().clone(),
                Slot::Global(i) => f.module.globals.borrow()[*i as usize].clone(),
            };
            if !matches!(v, Value::Undef) {
                d.insert(super::value::Key(Value::Str(name.clone())), v);
            }
        }
        Ok(Value::Dict(Rc::new(RefCell::new(d))))
    }

    /// Calling a class: `__new__` when the class defines one (its result goes to `__init__`
    /// only when it is an instance of the class, as in Python), else a new instance given
    /// to `__init__`.
    pub fn instantiate(
        &mut self,
        cls: &Rc<Class>,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> RtResult<Value> {
        if let Some(new) = cls.lookup("__new__") {
            // `__new__` is a static method whether or not it is declared one.
            let new = match &new {
                Value::Descr(d) => match &**d {
                    Descr::Static(f) | Descr::Method(f) => f.clone(),
                    _ => new.clone(),
                },
                _ => new,
            };
            let mut with_cls = Vec::with_capacity(args.len() + 1);
            with_cls.push(Value::Class(cls.clone()));
            with_cls.extend_from_slice(args);
            let obj = self.call(&new, &with_cls, kw)?;
            // The object's own class's `__init__` (a subclass's, when `__new__` made one).
            if let Some(c) = class_of(&obj).filter(|c| c.is_subclass(cls)) {
                self.init_instance(&c, &obj, args, kw)?;
            }
            return Ok(obj);
        }
        let obj = bare_instance(cls, args);
        self.init_instance(cls, &obj, args, kw)?;
        Ok(obj)
    }

    fn init_instance(
        &mut self,
        cls: &Rc<Class>,
        obj: &Value,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> RtResult<()> {
        match cls.lookup("__init__") {
            Some(init) => {
                let bound = self.bind(obj, cls, init);
                let r = self.call(&bound, args, kw)?;
                if !matches!(r, Value::None) {
                    return Err(type_err(format!(
                        "__init__() should return None, not '{}'",
                        r.type_name()
                    )));
                }
            }
            None if cls.exc_base.is_none()
                && cls.lookup("__new__").is_none()
                && (!args.is_empty() || !kw.is_empty()) =>
            {
                return Err(type_err(format!("{}() takes no arguments", cls.name)));
            }
            None => {}
        }
        Ok(())
    }

    /// A class attribute as seen through `obj`: functions bound to it, static and class
    /// methods unwrapped, properties computed.
    fn bind(&mut self, obj: &Value, cls: &Rc<Class>, v: Value) -> Value {
        match &v {
            Value::Func(_) => Value::Bound(Rc::new((obj.clone(), v))),
            Value::Descr(d) => match &**d {
                Descr::Static(f) => f.clone(),
                Descr::ClassMethod(f) => {
                    Value::Bound(Rc::new((Value::Class(cls.clone()), f.clone())))
                }
                Descr::Method(f) => Value::Bound(Rc::new((obj.clone(), f.clone()))),
                Descr::Property { .. } => v.clone(),
            },
            _ => v,
        }
    }

    /// `obj.name` for instances (and user exceptions): the instance dict, then the class.
    pub fn instance_attr(&mut self, obj: &Value, name: &Rc<str>) -> Option<RtResult<Value>> {
        let cls = class_of(obj)?;
        // A class's own `__getattribute__` answers every lookup; `__getattr__` only what it
        // raises AttributeError for.
        if cls.getattribute.get()
            && &**name != "__class__"
            && let Some(f) = cls.lookup("__getattribute__")
        {
            let f = self.bind(obj, &cls, f);
            let r = self.call(&f, &[Value::Str(name.clone())], &[]);
            return Some(match r {
                Err(e) if e.exc_type() == ExcType::AttributeError => {
                    match cls.lookup("__getattr__") {
                        Some(ga) => {
                            let ga = self.bind(obj, &cls, ga);
                            self.call(&ga, &[Value::Str(name.clone())], &[])
                        }
                        None => Err(e),
                    }
                }
                r => r,
            });
        }
        self.object_getattribute(obj, name, true)
    }

    /// `object.__getattribute__`: properties and data descriptors, the instance dict, the
    /// class; then (`with_getattr`, the lookup without a `__getattribute__` of its own)
    /// the class's `__getattr__`.
    pub fn object_getattribute(
        &mut self,
        obj: &Value,
        name: &Rc<str>,
        with_getattr: bool,
    ) -> Option<RtResult<Value>> {
        let cls = class_of(obj)?;
        match &**name {
            "__class__" => return Some(Ok(Value::Class(cls))),
            "__dict__" if !slots_allow(&cls, "__dict__") => {
                return Some(Err(err(
                    ExcType::AttributeError,
                    format!("'{}' object has no attribute '__dict__'", cls.name),
                )));
            }
            "__dict__" => return Some(Ok(Value::Dict(dict_of(obj)?.clone()))),
            _ => {}
        }
        // A property of the class comes before the instance dict (a data descriptor).
        let found = cls.lookup(name);
        if let Some(Value::Descr(d)) = &found
            && let Descr::Property { get, .. } = &**d
        {
            if matches!(get, Value::None) {
                return Some(Err(err(
                    ExcType::AttributeError,
                    format!("property '{name}' of '{}' object has no getter", cls.name),
                )));
            }
            let get = get.clone();
            return Some(self.call(&get, std::slice::from_ref(obj), &[]));
        }
        // A user descriptor: one with `__set__`/`__delete__` comes before the instance dict.
        let descr = found
            .as_ref()
            .filter(|v| has_special(v, "__get__"))
            .cloned();
        if let Some(d) = &descr
            && (has_special(d, "__set__") || has_special(d, "__delete__"))
        {
            let args = [obj.clone(), Value::Class(cls.clone())];
            return self.call_special(d, "__get__", &args);
        }
        if let Some(v) = dict_of(obj).and_then(|d| d.borrow().get(&Name(name)).cloned()) {
            return Some(Ok(v));
        }
        if let Some(d) = descr {
            return self.call_special(&d, "__get__", &[obj.clone(), Value::Class(cls.clone())]);
        }
        if let Some(v) = found {
            return Some(Ok(self.bind(obj, &cls, v)));
        }
        if let Value::Exc(e) = obj
            && &**name == "args"
        {
            return Some(Ok(Value::tuple(e.args.clone())));
        }
        // A built-in base's methods come from the class, before any `__getattr__`.
        if let Some(p) = super::builtin_base::payload(obj)
            && let Ok(v) = self.get_attr(&p, name)
        {
            return Some(Ok(v));
        }
        if with_getattr && let Some(ga) = cls.lookup("__getattr__") {
            let ga = self.bind(obj, &cls, ga);
            return Some(self.call(&ga, &[Value::Str(name.clone())], &[]));
        }
        if cls.exc_base.is_some() {
            // The exception's own attributes (args, ...) are answered by the caller.
            return None;
        }
        let mut names: Vec<Rc<str>> = dict_of(obj)
            .map(|d| {
                d.borrow()
                    .keys()
                    .filter_map(|k| match &k.0 {
                        Value::Str(s) => Some(s.clone()),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default();
        for c in cls.lineage() {
            names.extend(c.dict.borrow().keys().cloned());
        }
        Some(Err(super::error::suggesting(
            err(
                ExcType::AttributeError,
                format!("'{}' object has no attribute '{name}'", cls.name),
            ),
            super::suggest::suggest(name, names.iter().map(|n| &**n)),
        )))
    }

    /// `cls.name`: functions as they are, class methods bound to the class.
    pub fn class_attr(&mut self, cls: &Rc<Class>, name: &str) -> RtResult<Value> {
        match name {
            "__name__" => return Ok(Value::Str(cls.name.clone())),
            "__mro__" => {
                let mut v: Vec<Value> = cls.lineage().map(|c| Value::Class(c.clone())).collect();
                // A user exception's built-in bases up to BaseException, then object.
                let mut base = cls.exc_base;
                while let Some(t) = base {
                    v.push(Value::Type(super::value::TypeObj::Exc(t)));
                    base = t.parent();
                }
                v.push(Value::Type(super::value::TypeObj::Builtin(
                    super::value::BuiltinType::Object,
                )));
                return Ok(Value::tuple(v));
            }
            "__bases__" => {
                return Ok(Value::tuple(
                    cls.bases.iter().map(|c| Value::Class(c.clone())).collect(),
                ));
            }
            // A class's own annotations: an empty dict (kept) for a class without any, never
            // its base's (Python 3.10+).
            "__annotations__" => {
                let mut d = cls.dict.borrow_mut();
                return Ok(d
                    .entry("__annotations__".into())
                    .or_insert_with(|| Value::Dict(Default::default()))
                    .clone());
            }
            "__dict__" => {
                let d = cls
                    .dict
                    .borrow()
                    .iter()
                    .map(|(k, v)| (super::value::Key(Value::Str(k.clone())), v.clone()))
                    .collect();
                return Ok(Value::Dict(Rc::new(RefCell::new(d))));
            }
            _ => {}
        }
        match cls.lookup(name) {
            Some(Value::Descr(d)) => Ok(match &*d {
                Descr::Static(f) => f.clone(),
                Descr::ClassMethod(f) => {
                    Value::Bound(Rc::new((Value::Class(cls.clone()), f.clone())))
                }
                Descr::Method(f) => f.clone(),
                Descr::Property { .. } => Value::Descr(d.clone()),
            }),
            Some(v) if has_special(&v, "__get__") => {
                let args = [Value::None, Value::Class(cls.clone())];
                self.call_special(&v, "__get__", &args).unwrap_or(Ok(v))
            }
            Some(v) => Ok(v),
            // object's own: a class without `__new__` makes instances with object's.
            None if name == "__new__" => Ok(object_new()),
            // A built-in base's other attributes (`Point._fields`, `list.append`).
            None if let Some(t) = super::builtin_base::builtin_type(cls)
                && let Ok(v) = self.get_attr(&Value::Type(t), &Rc::from(name)) =>
            {
                Ok(v)
            }
            None => Err(err(
                ExcType::AttributeError,
                format!("type object '{}' has no attribute '{name}'", cls.name),
            )),
        }
    }

    /// `obj.name = v` for instances: the class's own `__setattr__`, else `object`'s.
    pub fn instance_setattr(&mut self, obj: &Value, name: &str, v: Value) -> Option<RtResult<()>> {
        let cls = class_of(obj)?;
        if let Some(f) = cls.lookup("__setattr__") {
            let f = self.bind(obj, &cls, f);
            return Some(self.call(&f, &[Value::str(name), v], &[]).map(|_| ()));
        }
        // A frozen dataclass's own __setattr__ refuses (object.__setattr__ still stores).
        if let Some(Value::Bool(true)) = cls.lookup("__dataclass_frozen__") {
            return Some(Err(frozen_error(format!(
                "cannot assign to field '{name}'"
            ))));
        }
        self.object_setattr(obj, name, v)
    }

    /// `object.__setattr__`: a property's setter or a descriptor's `__set__`, else the
    /// instance dict.
    pub fn object_setattr(&mut self, obj: &Value, name: &str, v: Value) -> Option<RtResult<()>> {
        let cls = class_of(obj)?;
        let found = cls.lookup(name);
        if let Some(d) = &found
            && has_special(d, "__set__")
        {
            return self
                .call_special(d, "__set__", &[obj.clone(), v])
                .map(|r| r.map(|_| ()));
        }
        if let Some(Value::Descr(d)) = found
            && let Descr::Property { set, .. } = &*d
        {
            if matches!(set, Value::None) {
                return Some(Err(err(
                    ExcType::AttributeError,
                    format!("property '{name}' of '{}' object has no setter", cls.name),
                )));
            }
            let set = set.clone();
            return Some(self.call(&set, &[obj.clone(), v], &[]).map(|_| ()));
        }
        // `object()` has no instance dict, as `__slots__ = ()` (CPython's sentinels).
        if !slots_allow(&cls, name) || OBJECT.with(|o| Rc::ptr_eq(o, &cls)) {
            return Some(Err(err(
                ExcType::AttributeError,
                format!("'{}' object has no attribute '{name}'", cls.name),
            )));
        }
        dict_of(obj)?.borrow_mut().insert(name_key(name), v);
        Some(Ok(()))
    }

    /// `del obj.name` for instances: the class's own `__delattr__`, else `object`'s.
    pub fn instance_delattr(&mut self, obj: &Value, name: &str) -> Option<RtResult<()>> {
        let cls = class_of(obj)?;
        if let Some(f) = cls.lookup("__delattr__") {
            let f = self.bind(obj, &cls, f);
            return Some(self.call(&f, &[Value::str(name)], &[]).map(|_| ()));
        }
        if let Some(Value::Bool(true)) = cls.lookup("__dataclass_frozen__") {
            return Some(Err(frozen_error(format!("cannot delete field '{name}'"))));
        }
        self.object_delattr(obj, name)
    }

    /// `object.__delattr__`: a descriptor's `__delete__`, a property's deleter, else the
    /// instance dict's entry (AttributeError when there is none).
    pub fn object_delattr(&mut self, obj: &Value, name: &str) -> Option<RtResult<()>> {
        let cls = class_of(obj)?;
        let found = cls.lookup(name);
        if let Some(d) = &found
            && has_special(d, "__delete__")
        {
            return self
                .call_special(d, "__delete__", std::slice::from_ref(obj))
                .map(|r| r.map(|_| ()));
        }
        if let Some(Value::Descr(d)) = &found
            && let Descr::Property { del, .. } = &**d
        {
            if matches!(del, Value::None) {
                return Some(Err(err(
                    ExcType::AttributeError,
                    format!("property '{name}' of '{}' object has no deleter", cls.name),
                )));
            }
            let del = del.clone();
            return Some(self.call(&del, std::slice::from_ref(obj), &[]).map(|_| ()));
        }
        if dict_of(obj)?
            .borrow_mut()
            .shift_remove(&Name(name))
            .is_some()
        {
            return Some(Ok(()));
        }
        Some(Err(err(
            ExcType::AttributeError,
            format!("'{}' object has no attribute '{name}'", cls.name),
        )))
    }

    /// A special method of `v`'s class, bound to `v` (None when it has none).
    pub fn special(&mut self, v: &Value, name: &str) -> Option<Value> {
        let cls = class_of(v)?;
        let f = cls.lookup(name)?;
        Some(self.bind(v, &cls, f))
    }

    /// Calls `v.name(args)` when the class defines it.
    pub fn call_special(
        &mut self,
        v: &Value,
        name: &str,
        args: &[Value],
    ) -> Option<RtResult<Value>> {
        let f = self.special(v, name)?;
        Some(self.call(&f, args, &[]))
    }

    /// A class-level protocol method of `cls` (`__class_iter__`, `__class_len__`,
    /// `__class_contains__`, `__class_repr__`): gpa's stand-in for the metaclass methods
    /// `enum` needs (`for c in Color`, `len(Color)`), bound to the class. Not Python API.
    pub fn class_hook(&mut self, cls: &Rc<Class>, name: &str) -> Option<Value> {
        let f = match cls.lookup(name)? {
            Value::Descr(d) => match &*d {
                Descr::ClassMethod(f) | Descr::Method(f) | Descr::Static(f) => f.clone(),
                Descr::Property { .. } => return None,
            },
            f => f,
        };
        Some(Value::Bound(Rc::new((Value::Class(cls.clone()), f))))
    }

    /// `super()` in the method named `qualname` whose first argument is `obj`.
    pub fn make_super(&mut self, obj: Option<Value>, qualname: &str) -> RtResult<Value> {
        let Some(obj) = obj.filter(|v| !matches!(v, Value::Undef)) else {
            return Err(err(ExcType::RuntimeError, "super(): no arguments"));
        };
        let start = match &obj {
            Value::Class(c) => c.clone(),
            other => class_of(other).ok_or_else(|| {
                err(
                    ExcType::RuntimeError,
                    "super(): no class for the first argument",
                )
            })?,
        };
        let defines = |c: &Rc<Class>| {
            c.dict.borrow().values().any(|v| {
                let f = match v {
                    Value::Descr(d) => match &**d {
                        Descr::Static(f) | Descr::ClassMethod(f) | Descr::Method(f) => f.clone(),
                        Descr::Property { get, set, .. } => {
                            if matches!(set, Value::Func(s) if &*s.code.qualname == qualname) {
                                set.clone()
                            } else {
                                get.clone()
                            }
                        }
                    },
                    other => other.clone(),
                };
                matches!(&f, Value::Func(func) if &*func.code.qualname == qualname)
            })
        };
        let cls = start
            .lineage()
            .find(|c| defines(c))
            .cloned()
            .ok_or_else(|| err(ExcType::RuntimeError, "super(): __class__ cell not found"))?;
        Ok(Value::Super(Rc::new((cls, obj))))
    }

    /// `super(C, obj).name`: the first class after C in obj's MRO that has it.
    pub fn super_attr(&mut self, sup: &(Rc<Class>, Value), name: &str) -> RtResult<Value> {
        let (cls, obj) = sup;
        let start = match obj {
            Value::Class(c) => c.clone(),
            other => class_of(other).unwrap_or_else(|| cls.clone()),
        };
        let order: Vec<Rc<Class>> = start.lineage().cloned().collect();
        let after = order
            .iter()
            .position(|c| Rc::ptr_eq(c, cls))
            .map_or(0, |i| i + 1);
        for c in &order[after..] {
            if let Some(v) = c.dict.borrow().get(name).cloned() {
                return Ok(match obj {
                    Value::Class(_) => match &v {
                        Value::Descr(d) => match &**d {
                            Descr::ClassMethod(f) => {
                                Value::Bound(Rc::new((obj.clone(), f.clone())))
                            }
                            Descr::Static(f) | Descr::Method(f) => f.clone(),
                            Descr::Property { .. } => v.clone(),
                        },
                        _ => v,
                    },
                    // `super().prop`: the getter of the property found (CPython's
                    // super binds data descriptors to the instance too).
                    _ if let Value::Descr(d) = &v
                        && let Descr::Property { get, .. } = &**d =>
                    {
                        if matches!(get, Value::None) {
                            return Err(err(
                                ExcType::AttributeError,
                                format!("property '{name}' of '{}' object has no getter", c.name),
                            ));
                        }
                        let get = get.clone();
                        return self.call(&get, std::slice::from_ref(obj), &[]);
                    }
                    _ if has_special(&v, "__get__") => {
                        let args = [obj.clone(), Value::Class(start.clone())];
                        return self.call_special(&v, "__get__", &args).unwrap_or(Ok(v));
                    }
                    _ => {
                        let start = start.clone();
                        self.bind(obj, &start, v)
                    }
                });
            }
        }
        // A built-in base's other methods (`super().append(x)`): the value's own.
        if order[after..].iter().any(|c| c.builtin.is_some())
            && let Some(v) = super::builtin_base::payload(obj)
        {
            return self.get_attr(&v, &Rc::from(name));
        }
        // Past the user classes: object's and BaseException's own methods.
        match name {
            "__init__" if cls.exc_base.is_some() => {
                let obj = obj.clone();
                Ok(crate::builtins::native("__init__", move |_, a, _| {
                    set_exception_args(&obj, a.to_vec());
                    Ok(Value::None)
                }))
            }
            "__init__" => Ok(crate::builtins::native("__init__", |_, _, _| {
                Ok(Value::None)
            })),
            "__new__" => Ok(object_new()),
            "__init_subclass__" => Ok(crate::builtins::native("__init_subclass__", |_, a, kw| {
                if !kw.is_empty() || a.len() > 1 {
                    let owner = match a.first() {
                        Some(Value::Class(c)) => format!("{}.", c.name),
                        _ => String::new(),
                    };
                    return Err(type_err(format!(
                        "{owner}__init_subclass__() takes no keyword arguments"
                    )));
                }
                Ok(Value::None)
            })),
            "__setattr__" | "__delattr__" | "__getattribute__" => {
                let f = object_attr_fn(match name {
                    "__setattr__" => "__setattr__",
                    "__delattr__" => "__delattr__",
                    _ => "__getattribute__",
                });
                Ok(Value::Bound(Rc::new((obj.clone(), f))))
            }
            "__repr__" | "__str__" if matches!(obj, Value::Exc(_)) => {
                let obj = obj.clone();
                let str = name == "__str__";
                Ok(crate::builtins::native(
                    if str { "__str__" } else { "__repr__" },
                    move |it, _, _| {
                        Ok(Value::str(&if str {
                            it.exc_default_str(&obj)?
                        } else {
                            it.exc_default_repr(&obj)?
                        }))
                    },
                ))
            }
            "__repr__" | "__str__" => {
                let obj = obj.clone();
                let cls = start.clone();
                Ok(crate::builtins::native("__repr__", move |_, _, _| {
                    Ok(Value::str(&default_repr(&cls, &obj)))
                }))
            }
            "__eq__" | "__ne__" | "__hash__" => {
                Ok(Value::Bound(Rc::new((obj.clone(), object_dunder(name)))))
            }
            _ => Err(err(
                ExcType::AttributeError,
                format!("'super' object has no attribute '{name}'"),
            )),
        }
    }
}

/// Whether instances of `cls` may hold attribute `name`: with `__slots__` on every class of
/// its lineage (and no `__dict__` among them), only the names the slots list.
fn slots_allow(cls: &Rc<Class>, name: &str) -> bool {
    let mut allowed = false;
    for c in cls.lineage() {
        // A built-in type gives its instances no attribute dict, as a slotted class.
        if c.builtin.is_some() {
            continue;
        }
        let d = c.dict.borrow();
        let names: Vec<Value> = match d.get("__slots__") {
            None => return true,
            Some(Value::Str(s)) => vec![Value::Str(s.clone())],
            Some(Value::Tuple(t)) => t.to_vec(),
            Some(Value::List(l)) => l.borrow().clone(),
            Some(_) => return true,
        };
        for n in names {
            // A private slot (`__x`) holds the mangled name (`_Cls__x`).
            if let Value::Str(n) = n
                && (&*n == name
                    || &*n == "__dict__"
                    || (n.starts_with("__")
                        && !n.ends_with("__")
                        && name == format!("_{}{n}", c.name.trim_start_matches('_'))))
            {
                allowed = true;
            }
        }
    }
    allowed
}

/// A new instance of `cls` with nothing set (`object.__new__(cls)`); an exception class's
/// instance keeps the constructor's arguments, as `BaseException.__new__` does.
pub fn bare_instance(cls: &Rc<Class>, args: &[Value]) -> Value {
    let inst = Rc::new(Instance {
        class: cls.clone(),
        dict: Rc::new(RefCell::new(Map::default())),
        key_id: Default::default(),
        payload: RefCell::new(Value::Undef),
    });
    match cls.exc_base {
        Some(typ) => {
            inst.dict
                .borrow_mut()
                .insert(name_key("args"), Value::tuple(args.to_vec()));
            Value::Exc(Rc::new(ExcObj {
                typ,
                args: vec![],
                inst: Some(inst),
                links: Default::default(),
            }))
        }
        None => Value::Instance(inst),
    }
}

/// Whether `v` is an object whose class defines the special method `name`.
fn has_special(v: &Value, name: &str) -> bool {
    class_of(v).is_some_and(|c| c.lookup(name).is_some())
}

/// `object.__eq__`, `__ne__`, `__hash__`, `__init__`, `__repr__`, `__str__` and
/// `BaseException.__str__`/`__repr__` taken from the type (`object.__repr__(self)`,
/// `__hash__ = object.__hash__`): the default behaviour, whatever the instance's class
/// defines.
pub fn object_dunder(which: &str) -> Value {
    let which: &'static str = match which {
        "__eq__" => "__eq__",
        "__ne__" => "__ne__",
        "__hash__" => "__hash__",
        "__init__" => "__init__",
        "__str__" => "__str__",
        _ => "__repr__",
    };
    crate::builtins::native(which, move |it, a, _| {
        let Some(me) = a.first() else {
            return Err(type_err(format!(
                "descriptor '{which}' of 'object' object needs an argument"
            )));
        };
        match which {
            "__eq__" | "__ne__" => {
                let [_, other] = a else {
                    return Err(type_err(format!(
                        "expected 1 argument, got {}",
                        a.len() - 1
                    )));
                };
                let same = me.is(other);
                Ok(match (which, same) {
                    ("__eq__", true) => Value::Bool(true),
                    ("__ne__", true) => Value::Bool(false),
                    // `!=` is the negation of `__eq__` when that decides.
                    ("__ne__", false) => {
                        match it.call_special(me, "__eq__", std::slice::from_ref(other)) {
                            Some(r) => match r? {
                                Value::Bool(b) => Value::Bool(!b),
                                other => other,
                            },
                            None => not_implemented(),
                        }
                    }
                    _ => not_implemented(),
                })
            }
            "__hash__" => Ok(Value::Int(me.id())),
            "__init__" => Ok(Value::None),
            "__str__" if matches!(me, Value::Exc(_)) => Ok(Value::str(&it.exc_default_str(me)?)),
            _ if matches!(me, Value::Exc(_)) => Ok(Value::str(&it.exc_default_repr(me)?)),
            // object.__str__ is repr(): the class's own __repr__ when it has one.
            "__str__" => Ok(Value::str(&it.repr(me)?)),
            _ => Ok(Value::str(&match class_of(me) {
                Some(c) => default_repr(&c, me),
                None => it.repr(me)?,
            })),
        }
    })
}

/// `object.__setattr__(obj, name, value)` and `object.__delattr__(obj, name)`: what a
/// class's own `__setattr__`/`__delattr__` calls to store or remove for real.
pub fn object_attr_fn(which: &'static str) -> Value {
    crate::builtins::native(which, move |it, a, _| {
        let (obj, name) = match a {
            [obj, Value::Str(n), ..] => (obj, n.clone()),
            [_, other, ..] => {
                return Err(type_err(format!(
                    "attribute name must be string, not '{}'",
                    other.type_name()
                )));
            }
            _ => return Err(type_err(format!("expected arguments for object.{which}"))),
        };
        if which == "__getattribute__" {
            return match it.object_getattribute(obj, &name, false) {
                Some(r) => r,
                None => it.get_attr(obj, &name),
            };
        }
        let r = match (which, a.get(2)) {
            ("__setattr__", Some(v)) => it.object_setattr(obj, &name, v.clone()),
            ("__setattr__", None) => {
                return Err(type_err("expected 2 arguments, got 1"));
            }
            _ => it.object_delattr(obj, &name),
        };
        match r {
            Some(r) => r.map(|_| Value::None),
            None => {
                // Not an instance of a user class: the plain attribute machinery.
                match which {
                    "__setattr__" => it.set_attr(obj, &name, a[2].clone()).map(|_| Value::None),
                    _ => Err(err(
                        ExcType::AttributeError,
                        format!("cannot delete attribute '{name}'"),
                    )),
                }
            }
        }
    })
}

thread_local! {
    /// The class of `object()`'s instances (sentinels): nothing but identity.
    static OBJECT: Rc<Class> = Rc::new(Class {
        name: "object".into(),
        static_name: &"object",
        qualname: "object".into(),
        bases: vec![],
        mro: vec![],
        dict: RefCell::new(Map::from_iter([("__module__".into(), Value::str("builtins"))])),
        exc_base: None,
        exc_also: vec![],
        builtin: None,
        getattribute: std::cell::Cell::new(false),
    });
}

thread_local! {
    /// `dataclasses.FrozenInstanceError`, a subclass of AttributeError (one per thread, as
    /// every class value is).
    static FROZEN: Rc<Class> = exception_class("FrozenInstanceError", "dataclasses", ExcType::AttributeError);
}

/// A built-in module's exception class deriving from a built-in exception.
pub fn exception_class(name: &'static str, module: &str, base: ExcType) -> Rc<Class> {
    Rc::new(Class {
        name: name.into(),
        static_name: super::value::leak_name(name),
        qualname: name.into(),
        bases: vec![],
        mro: vec![],
        dict: RefCell::new(Map::from_iter([("__module__".into(), Value::str(module))])),
        exc_base: Some(base),
        exc_also: vec![],
        builtin: None,
        getattribute: std::cell::Cell::new(false),
    })
}

/// `dataclasses.FrozenInstanceError` (the class).
pub fn frozen_instance_error() -> Value {
    FROZEN.with(|c| Value::Class(c.clone()))
}

/// A `FrozenInstanceError` with message `msg`.
pub fn frozen_error(msg: String) -> Box<RtErr> {
    let e = FROZEN.with(|c| bare_instance(c, &[Value::str(&msg)]));
    super::error::raise_value(e)
}

/// `object()`: a new instance of nothing in particular.
pub fn plain_object() -> Value {
    OBJECT.with(|c| bare_instance(c, &[]))
}

/// `object.__new__(cls, ...)`: a bare instance of the class given.
pub fn object_new() -> Value {
    crate::builtins::native("__new__", |_, a, _| match a.first() {
        Some(Value::Class(c)) => Ok(bare_instance(c, &a[1..])),
        Some(other) => Err(type_err(format!(
            "object.__new__(X): X is not a type object ({})",
            other.type_name()
        ))),
        None => Err(type_err("object.__new__(): not enough arguments")),
    })
}

/// `<__main__.A object at 0x...>`
pub fn default_repr(cls: &Class, obj: &Value) -> String {
    format!(
        "<{} object at {:#x}>",
        cls.full_name(),
        obj.id() as u64 & 0xffff_ffff_ffff
    )
}

/// `staticmethod`, `classmethod`, `property` as builtins.
pub fn install(b: &mut std::collections::HashMap<Rc<str>, Value>) {
    use crate::builtins::{arity, native};
    b.insert(
        "staticmethod".into(),
        native("staticmethod", |_, a, _| {
            arity("staticmethod", a, 1, 1)?;
            Ok(Value::Descr(Rc::new(Descr::Static(a[0].clone()))))
        }),
    );
    b.insert(
        "classmethod".into(),
        native("classmethod", |_, a, _| {
            arity("classmethod", a, 1, 1)?;
            Ok(Value::Descr(Rc::new(Descr::ClassMethod(a[0].clone()))))
        }),
    );
    b.insert(
        "property".into(),
        native("property", |_, a, kw| {
            arity("property", a, 0, 4)?;
            let pick = |i: usize, k: &str| {
                a.get(i)
                    .cloned()
                    .or_else(|| crate::builtins::kwarg(kw, k).cloned())
                    .unwrap_or(Value::None)
            };
            Ok(Value::Descr(Rc::new(Descr::Property {
                get: pick(0, "fget"),
                set: pick(1, "fset"),
                del: pick(2, "fdel"),
                doc: pick(3, "doc"),
            })))
        }),
    );
    b.insert("NotImplemented".into(), not_implemented());
}

/// `prop.setter` / `prop.getter` / `prop.deleter`: a property with one function replaced.
pub fn property_attr(d: &Rc<Descr>, name: &str) -> Option<Value> {
    let Descr::Property { get, set, del, doc } = &**d else {
        return None;
    };
    let parts = [get.clone(), set.clone(), del.clone(), doc.clone()];
    let replacing = |which: usize, what: &'static str| {
        let parts = parts.clone();
        crate::builtins::native(what, move |_, a, _| {
            crate::builtins::arity(what, a, 1, 1)?;
            let mut p = parts.clone();
            p[which] = a[0].clone();
            let [get, set, del, doc] = p;
            Ok(Value::Descr(Rc::new(Descr::Property {
                get,
                set,
                del,
                doc,
            })))
        })
    };
    Some(match name {
        "getter" => replacing(0, "getter"),
        "setter" => replacing(1, "setter"),
        "deleter" => replacing(2, "deleter"),
        "fget" => parts[0].clone(),
        "fset" => parts[1].clone(),
        "fdel" => parts[2].clone(),
        "__doc__" => parts[3].clone(),
        _ => return None,
    })
}

impl Interp {
    /// `a.__add__(b)`, then `b.__radd__(a)`, when either is an instance.
    pub fn instance_binop(
        &mut self,
        op: crate::syntax::ast::BinOp,
        a: &Value,
        b: &Value,
    ) -> Option<RtResult<Value>> {
        if !matches!(a, Value::Instance(_)) && !matches!(b, Value::Instance(_)) {
            return None;
        }
        let name = super::ops::dunder_name(op);
        let (own, refl) = (format!("__{name}__"), format!("__r{name}__"));
        // A subclass's own reflected method goes first (`a + B()` with B(A) defining
        // `__radd__` differently), as in Python.
        let first = proper_subclass(b, a)
            && match (class_of(a), class_of(b)) {
                (Some(ca), Some(cb)) => match (ca.lookup(&refl), cb.lookup(&refl)) {
                    (Some(x), Some(y)) => !x.is(&y),
                    (None, Some(_)) => true,
                    _ => false,
                },
                _ => false,
            };
        let order = if first {
            [(b, a, refl.clone()), (a, b, own.clone())]
        } else {
            [(a, b, own.clone()), (b, a, refl.clone())]
        };
        for (x, y, dunder) in order {
            if let Some(r) = self.call_special(x, &dunder, std::slice::from_ref(y)) {
                match r {
                    Ok(v) if is_not_implemented(&v) => {}
                    other => return Some(other),
                }
            }
        }
        // A sequence times an object that declined: the sequence's own repeat refuses it.
        let seq = |v: &Value| matches!(v, Value::Str(_) | Value::List(_) | Value::Tuple(_));
        if op == crate::ir::BinOp::Mul && (seq(a) || seq(b)) {
            let other = if seq(a) { b } else { a };
            return Some(Err(type_err(format!(
                "can't multiply sequence by non-int of type '{}'",
                other.type_name()
            ))));
        }
        Some(Err(type_err(format!(
            "unsupported operand type(s) for {}: '{}' and '{}'",
            super::ops::op_symbol(op),
            a.type_name(),
            b.type_name()
        ))))
    }

    /// Rich comparison of instances: the method, then the reflected one, then identity for
    /// `==`/`!=` (Python's default) or a TypeError for ordering.
    pub fn instance_compare(
        &mut self,
        op: crate::syntax::ast::CmpOp,
        a: &Value,
        b: &Value,
    ) -> Option<RtResult<Value>> {
        use crate::syntax::ast::CmpOp;
        // Instances, and instances of user exception classes.
        let object = |v: &Value| match v {
            Value::Instance(_) => true,
            Value::Exc(e) => e.inst.is_some(),
            _ => false,
        };
        if !object(a) && !object(b) {
            return None;
        }
        let (own, refl, sym) = match op {
            CmpOp::Eq => ("__eq__", "__eq__", "=="),
            CmpOp::Ne => ("__ne__", "__ne__", "!="),
            CmpOp::Lt => ("__lt__", "__gt__", "<"),
            CmpOp::Le => ("__le__", "__ge__", "<="),
            CmpOp::Gt => ("__gt__", "__lt__", ">"),
            CmpOp::Ge => ("__ge__", "__le__", ">="),
            _ => return None,
        };
        // The right operand's reflected method first when its class derives from the left's.
        let order = if proper_subclass(b, a) {
            [(b, a, refl), (a, b, own)]
        } else {
            [(a, b, own), (b, a, refl)]
        };
        for (x, y, dunder) in order {
            if let Some(r) = self.call_special(x, dunder, std::slice::from_ref(y)) {
                match r {
                    Ok(v) if is_not_implemented(&v) => {}
                    other => return Some(other),
                }
            }
        }
        Some(match op {
            // `!=` inverts `==` when only that is defined.
            CmpOp::Ne => match self.instance_compare(CmpOp::Eq, a, b)? {
                Ok(v) => self.truth(&v).map(|t| Value::Bool(!t)),
                Err(e) => Err(e),
            },
            CmpOp::Eq => Ok(Value::Bool(a.is(b))),
            _ => Err(type_err(format!(
                "'{sym}' not supported between instances of '{}' and '{}'",
                a.type_name(),
                b.type_name()
            ))),
        })
    }

    /// `bool(obj)`: `__bool__`, else `__len__`, else true.
    pub fn instance_truth(&mut self, v: &Value) -> RtResult<bool> {
        if let Some(r) = self.call_special(v, "__bool__", &[]) {
            return match r? {
                Value::Bool(b) => Ok(b),
                other => Err(type_err(format!(
                    "__bool__ should return bool, returned {}",
                    other.type_name()
                ))),
            };
        }
        if let Some(r) = self.call_special(v, "__len__", &[]) {
            return match r? {
                Value::Int(n) => Ok(n != 0),
                other => Err(type_err(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                ))),
            };
        }
        Ok(true)
    }
}

/// Whether `b`'s class derives from `a`'s and is not it (both objects of user classes).
fn proper_subclass(b: &Value, a: &Value) -> bool {
    match (class_of(a), class_of(b)) {
        (Some(ca), Some(cb)) => !Rc::ptr_eq(&ca, &cb) && cb.mro.iter().any(|c| Rc::ptr_eq(c, &ca)),
        _ => false,
    }
}

/// The name of a built-in type Python lets no class derive from (its types that are "final").
fn final_type(t: super::value::BuiltinType) -> Option<&'static str> {
    use super::value::BuiltinType as B;
    Some(match t {
        B::NoneType => "NoneType",
        B::Bool => "bool",
        B::Range => "range",
        B::Slice => "slice",
        B::Function => "function",
        B::BuiltinFunction => "builtin_function_or_method",
        B::Method => "method",
        B::Ellipsis => "ellipsis",
        B::Generator => "generator",
        B::DictKeys => "dict_keys",
        B::DictValues => "dict_values",
        B::DictItems => "dict_items",
        _ => return None,
    })
}
