//! Runtime values. Containers are `Rc<RefCell<..>>`: one interpreter owns its values; arrays
//! (a later issue) keep their buffers in `Arc`s that a device thread can share.
use super::error::{ExcType, RtResult, err};
use crate::ir::FuncCode;
use indexmap::{IndexMap, IndexSet};
use std::cell::RefCell;
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// The maps of dicts, instance attributes and class namespaces: insertion-ordered (as
/// Python's), hashed with foldhash. A `Key` already carries Python's hash, and names are
/// short strings, so the default SipHash (keyed against flooding) only added cost to every
/// attribute lookup.
pub type Map<K, V> = IndexMap<K, V, foldhash::fast::FixedState>;

pub type Args = [Value];
pub type Kwargs = [(Rc<str>, Value)];
pub type NativeImpl = dyn Fn(&mut crate::interp::Interp, &Args, &Kwargs) -> RtResult<Value>;

#[derive(Clone)]
pub struct NativeFn {
    pub name: Rc<str>,
    pub f: Rc<NativeImpl>,
    /// For a function of `numpy`/`cupy`: whether the arrays it makes are host arrays (a
    /// ufunc's methods, `np.add.outer(list, list)`, make theirs alike).
    pub host: Option<bool>,
    /// Its declaration (signature and docstring), for `help`, `__doc__` and completion.
    pub sig: Option<&'static crate::builtins::sig::Sig>,
}

impl NativeFn {
    /// Its inputs and outputs when it is a ufunc (`np.add`).
    pub fn ufunc_arity(&self) -> Option<(usize, usize)> {
        self.sig.and_then(|s| s.ufunc_arity())
    }
}

pub struct Function {
    pub code: Rc<FuncCode>,
    pub defaults: Vec<Value>,
    pub kwdefaults: Vec<Option<Value>>,
    pub captured: Vec<Rc<RefCell<Value>>>,
    pub module: Rc<Module>,
    /// Attributes set on the function (`f.cache = {}`, `chain.from_iterable = ...`).
    pub attrs: RefCell<IndexMap<String, Value>>,
}

pub struct Module {
    pub name: String,
    /// For record objects (`np.finfo(...)`): their repr and str, instead of `<module ...>`.
    pub display: Option<(String, String)>,
    pub globals: RefCell<Vec<Value>>,
    pub names: RefCell<IndexMap<Rc<str>, u32>>,
}

impl Module {
    /// An object of attributes that prints as `repr` / `str` (`np.finfo`, `np.iinfo`).
    pub fn record(name: &str, repr: String, str: String) -> Rc<Module> {
        Rc::new(Module {
            name: name.to_string(),
            display: Some((repr, str)),
            globals: RefCell::new(Vec::new()),
            names: RefCell::new(IndexMap::new()),
        })
    }

    /// The names bound now (a name is given a slot when any code refers to it).
    pub fn bound_names(&self) -> Vec<Rc<str>> {
        let g = self.globals.borrow();
        self.names
            .borrow()
            .iter()
            .filter(|(_, i)| !matches!(g.get(**i as usize), None | Some(Value::Undef)))
            .map(|(n, _)| n.clone())
            .collect()
    }

    /// A record object's own protocol method (`__getitem__`, `__iter__`, ...); modules have none.
    pub fn dunder(&self, name: &str) -> Option<Value> {
        self.display.as_ref()?;
        self.get(name)
    }

    pub fn new(name: &str) -> Rc<Module> {
        Rc::new(Module {
            name: name.to_string(),
            display: None,
            globals: RefCell::new(Vec::new()),
            names: RefCell::new(IndexMap::new()),
        })
    }
    pub fn slot(&self, name: &str) -> u32 {
        if let Some(i) = self.names.borrow().get(name) {
            return *i;
        }
        let mut names = self.names.borrow_mut();
        let i = names.len() as u32;
        names.insert(name.into(), i);
        self.globals.borrow_mut().push(Value::Undef);
        i
    }
    pub fn get(&self, name: &str) -> Option<Value> {
        let i = *self.names.borrow().get(name)?;
        match &self.globals.borrow()[i as usize] {
            Value::Undef => None,
            v => Some(v.clone()),
        }
    }
    pub fn set(&self, name: &str, v: Value) {
        let i = self.slot(name);
        self.globals.borrow_mut()[i as usize] = v;
    }
    /// Defined names in definition order.
    pub fn items(&self) -> Vec<(Rc<str>, Value)> {
        let g = self.globals.borrow();
        self.names
            .borrow()
            .iter()
            .filter(|(_, i)| !matches!(g[**i as usize], Value::Undef))
            .map(|(n, i)| (n.clone(), g[*i as usize].clone()))
            .collect()
    }
}

pub struct ExcObj {
    pub typ: ExcType,
    pub args: Vec<Value>,
    /// An instance of a user exception class (`class E(ValueError)`): its class and
    /// attributes (`args` among them).
    pub inst: Option<Rc<super::class::Instance>>,
    /// `__cause__` (`raise ... from x`), `__context__` (the exception being handled when
    /// this one was raised) and `__suppress_context__`.
    pub links: RefCell<ExcLinks>,
}

#[derive(Default, Clone)]
pub struct ExcLinks {
    pub cause: Option<Value>,
    pub context: Option<Value>,
    pub suppress_context: bool,
    /// `__notes__` (`add_note`), printed under the exception's line.
    pub notes: Option<Value>,
    /// Attributes a script set on a built-in exception (`e.detail = ...`).
    pub attrs: Vec<(Rc<str>, Value)>,
    /// Where it was raised, frame by frame from the handler's frame inward, noted when an
    /// `except` catches it (for `traceback.format_exc()` and printed chains).
    pub frames: Option<Rc<Vec<super::error::TraceEntry>>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BuiltinType {
    NoneType,
    Bool,
    Int,
    Float,
    Complex,
    Str,
    Bytes,
    ByteArray,
    MemoryView,
    List,
    Tuple,
    Dict,
    Set,
    FrozenSet,
    Range,
    Function,
    BuiltinFunction,
    Module,
    Type,
    Slice,
    Ellipsis,
    Iterator,
    Generator,
    Object,
    DictKeys,
    DictValues,
    DictItems,
    NdArray,
    /// A device array's type (`cupy.ndarray`).
    CupyNdArray,
    /// The type of NumPy's and CuPy's ufuncs (`np.add`): functions declared as ufuncs.
    Ufunc,
    CupyUfunc,
    /// NumPy's abstract scalar types (`np.floating`, ...), for isinstance and issubdtype.
    Abstract(ScalarKind),
    DTypeObj,
    /// The scalar types of time values.
    Datetime64,
    Timedelta64,
    Void,
    Method,
    Super,
    StaticMethod,
    ClassMethod,
    Property,
}

impl BuiltinType {
    pub fn name(self) -> &'static str {
        use BuiltinType::*;
        match self {
            NoneType => "NoneType",
            Bool => "bool",
            Int => "int",
            Float => "float",
            Complex => "complex",
            Str => "str",
            Bytes => "bytes",
            ByteArray => "bytearray",
            MemoryView => "memoryview",
            List => "list",
            Tuple => "tuple",
            Dict => "dict",
            Set => "set",
            FrozenSet => "frozenset",
            Range => "range",
            Function => "function",
            BuiltinFunction => "builtin_function_or_method",
            Module => "module",
            Type => "type",
            Slice => "slice",
            Ellipsis => "ellipsis",
            Iterator => "iterator",
            Generator => "generator",
            Object => "object",
            DictKeys => "dict_keys",
            DictValues => "dict_values",
            DictItems => "dict_items",
            NdArray => "numpy.ndarray",
            CupyNdArray => "cupy.ndarray",
            Ufunc => "numpy.ufunc",
            CupyUfunc => "cupy.ufunc",
            Abstract(k) => k.name(),
            DTypeObj => "dtype",
            Datetime64 => "numpy.datetime64",
            Timedelta64 => "numpy.timedelta64",
            Void => "numpy.void",
            Method => "method",
            Super => "super",
            StaticMethod => "staticmethod",
            ClassMethod => "classmethod",
            Property => "property",
        }
    }
}

/// NumPy's abstract scalar types, from the most general.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarKind {
    Generic,
    Number,
    Integer,
    SignedInteger,
    UnsignedInteger,
    Inexact,
    Floating,
    ComplexFloating,
}

impl ScalarKind {
    pub const ALL: [(&'static str, ScalarKind); 8] = [
        ("generic", ScalarKind::Generic),
        ("number", ScalarKind::Number),
        ("integer", ScalarKind::Integer),
        ("signedinteger", ScalarKind::SignedInteger),
        ("unsignedinteger", ScalarKind::UnsignedInteger),
        ("inexact", ScalarKind::Inexact),
        ("floating", ScalarKind::Floating),
        ("complexfloating", ScalarKind::ComplexFloating),
    ];

    pub fn name(self) -> &'static str {
        match self {
            ScalarKind::Generic => "numpy.generic",
            ScalarKind::Number => "numpy.number",
            ScalarKind::Integer => "numpy.integer",
            ScalarKind::SignedInteger => "numpy.signedinteger",
            ScalarKind::UnsignedInteger => "numpy.unsignedinteger",
            ScalarKind::Inexact => "numpy.inexact",
            ScalarKind::Floating => "numpy.floating",
            ScalarKind::ComplexFloating => "numpy.complexfloating",
        }
    }

    /// Whether scalars of `d` belong to this kind (bool is a generic, not a number).
    pub fn holds(self, d: crate::array::dtype::DType) -> bool {
        match self {
            ScalarKind::Generic => true,
            ScalarKind::Number => d != crate::array::dtype::DType::Bool,
            ScalarKind::Integer => d.is_int(),
            ScalarKind::SignedInteger => d.is_int() && !d.is_unsigned(),
            ScalarKind::UnsignedInteger => d.is_int() && d.is_unsigned(),
            ScalarKind::Inexact => d.is_float() || d.is_complex(),
            ScalarKind::Floating => d.is_float(),
            ScalarKind::ComplexFloating => d.is_complex(),
        }
    }

    /// Whether this kind is `other` or under it (`np.issubdtype(np.floating, np.number)`).
    pub fn within(self, other: ScalarKind) -> bool {
        use ScalarKind::*;
        self == other
            || match other {
                Generic => true,
                Number => self != Generic,
                Integer => matches!(self, SignedInteger | UnsignedInteger),
                Inexact => matches!(self, Floating | ComplexFloating),
                _ => false,
            }
    }
}

/// The name of a type made at run time (a class, a named tuple type), behind a thin pointer:
/// so `TypeObj` is 16 bytes, and `Value` keeps a tag byte of its own instead of packing its
/// tag into `TypeObj`'s, which made every `match` on a value decode it.
pub type TypeName = &'static &'static str;

/// A name made at run time, as a `TypeName` (leaked: one per type made).
pub fn leak_name(name: &str) -> TypeName {
    Box::leak(Box::new(&*Box::leak(name.to_string().into_boxed_str())))
}

/// A type object: a builtin type, an exception class, or a named tuple's class (a tuple
/// subclass such as NumPy's `EighResult`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeObj {
    Builtin(BuiltinType),
    Exc(ExcType),
    Named(TypeName),
}

impl TypeObj {
    pub fn name(self) -> &'static str {
        match self {
            TypeObj::Builtin(b) => b.name(),
            TypeObj::Exc(e) => e.name(),
            TypeObj::Named(n) => n,
        }
    }
}

pub enum IterState {
    Seq {
        items: Value,
        pos: usize,
    },
    Range {
        next: i64,
        stop: i64,
        step: i64,
    },
    Chars {
        s: Rc<str>,
        pos: usize,
    },
    Vec {
        items: Vec<Value>,
        pos: usize,
    },
    /// Over a dict, a dict view or a set (`src`), whose size must stay `len` meanwhile:
    /// CPython's `RuntimeError` when the loop body adds or removes entries.
    Watched {
        items: Vec<Value>,
        pos: usize,
        src: Value,
        len: usize,
    },
    /// An object whose `__next__` gives the items.
    Dunder(Value),
    /// A generator: its body runs up to the next `yield` (see `generator.rs`).
    Gen(Rc<super::generator::Generator>),
    /// `map(f, *iterables)`, `zip(*iterables)`, `filter(f, iterable)` and `enumerate`:
    /// lazy, pulling from their iterators one item at a time as Python's do.
    Map(Value, Vec<Value>),
    Zip(Vec<Value>, bool),
    Filter(Value, Value),
    Enumerate(Value, i64),
    /// `iter(f, sentinel)`: `f()` until it gives the sentinel.
    Sentinel(Value, Value),
    /// The old sequence protocol: `__getitem__` (the bound method) at 0, 1, ... until
    /// IndexError, one item per `next` as CPython's.
    GetItem(Value, i64),
}

#[derive(Clone)]
pub enum Value {
    /// An unbound variable slot; never visible to programs.
    Undef,
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// An int outside 64 bits (never one that fits: see `interp::long`).
    Long(Rc<num_bigint::BigInt>),
    Complex(f64, f64),
    Str(Rc<str>),
    /// `bytes`: immutable raw bytes (`b"..."`, `str.encode`, binary files).
    Bytes(Rc<[u8]>),
    /// `bytearray`: a mutable byte buffer (see `builtins/bytearray.rs`).
    ByteArray(Rc<crate::builtins::bytearray::ByteBuf>),
    /// `memoryview` of a bytes or bytearray: a window onto its buffer, not a copy.
    MemView(Rc<crate::builtins::bytearray::MemView>),
    List(Rc<RefCell<Vec<Value>>>),
    Tuple(Rc<Vec<Value>>),
    /// A tuple whose items are also attributes: NumPy 2's results such as
    /// `EighResult(eigenvalues=..., eigenvectors=...)`.
    Named(Rc<Named>),
    Dict(Rc<RefCell<Map<Key, Value>>>),
    Set(Rc<RefCell<IndexSet<Key>>>, bool),
    Range(Rc<(i64, i64, i64)>),
    Slice(Rc<(Value, Value, Value)>),
    Ellipsis,
    Func(Rc<Function>),
    Native(Rc<NativeFn>),
    /// A method bound to its receiver: `xs.append`.
    Method(Rc<(Value, Rc<str>)>),
    Module(Rc<Module>),
    Type(TypeObj),
    Exc(Rc<ExcObj>),
    Iter(Rc<RefCell<IterState>>),
    /// An n-d array (host or device) or a NumPy scalar.
    Array(crate::array::ArrayRef),
    /// A host string array (`np.array(['a', 'b'])`, dtype `<U1`).
    Strs(Rc<crate::builtins::numpy::strings::StrArray>),
    /// A host datetime64/timedelta64 array or scalar.
    Times(Rc<crate::builtins::numpy::times::TimeArray>),
    /// A host structured array, or one record of it (`np.void`).
    Recs(Rc<crate::builtins::numpy::records::RecArray>),
    /// A user class, an instance of one, a wrapped class attribute (static/class method,
    /// property), a method bound to its object, and `super()`.
    Class(Rc<super::class::Class>),
    Instance(Rc<super::class::Instance>),
    Descr(Rc<super::class::Descr>),
    Bound(Rc<(Value, Value)>),
    Super(Rc<(Rc<super::class::Class>, Value)>),
    /// A dtype: `np.dtype('f4')`, or a scalar type such as `np.float32` (`true`).
    DType(crate::array::dtype::DType, bool),
    /// `d.keys()`, `d.values()`, `d.items()`: live views of a dict.
    View(Rc<RefCell<Map<Key, Value>>>, ViewKind),
}

/// A named tuple's type name, field names and items (a tuple for indexing, unpacking, `len`
/// and `==`; `repr` names the fields).
pub struct Named {
    pub name: TypeName,
    pub fields: &'static [&'static str],
    pub items: Rc<Vec<Value>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// The items a dict view shows now.
pub fn view_items(d: &RefCell<Map<Key, Value>>, k: ViewKind) -> Vec<Value> {
    let d = d.borrow();
    match k {
        ViewKind::Keys => d.keys().map(|k| k.0.clone()).collect(),
        ViewKind::Values => d.values().cloned().collect(),
        ViewKind::Items => d
            .iter()
            .map(|(k, v)| Value::tuple(vec![k.0.clone(), v.clone()]))
            .collect(),
    }
}

impl Value {
    pub fn bytes(b: Vec<u8>) -> Value {
        Value::Bytes(Rc::from(b))
    }

    pub fn str(s: &str) -> Value {
        Value::Str(Rc::from(s))
    }
    pub fn list(v: Vec<Value>) -> Value {
        Value::List(Rc::new(RefCell::new(v)))
    }
    pub fn tuple(v: Vec<Value>) -> Value {
        Value::Tuple(Rc::new(v))
    }
    /// A named tuple of `items` (one per field).
    pub fn named(name: TypeName, fields: &'static [&'static str], items: Vec<Value>) -> Value {
        debug_assert_eq!(fields.len(), items.len());
        Value::Named(Rc::new(Named {
            name,
            fields,
            items: Rc::new(items),
        }))
    }
    pub fn exc(typ: ExcType, msg: &str) -> Value {
        Value::Exc(Rc::new(ExcObj {
            typ,
            args: vec![Value::str(msg)],
            inst: None,
            links: Default::default(),
        }))
    }

    pub fn type_of(&self) -> TypeObj {
        use BuiltinType as B;
        TypeObj::Builtin(match self {
            Value::Undef | Value::None => B::NoneType,
            Value::Bool(_) => B::Bool,
            Value::Int(_) | Value::Long(_) => B::Int,
            Value::Float(_) => B::Float,
            Value::Complex(..) => B::Complex,
            Value::Str(_) => B::Str,
            Value::Bytes(_) => B::Bytes,
            Value::ByteArray(_) => B::ByteArray,
            Value::MemView(_) => B::MemoryView,
            Value::List(_) => B::List,
            Value::Tuple(_) => B::Tuple,
            Value::Named(n) => return TypeObj::Named(n.name),
            Value::Dict(_) => B::Dict,
            Value::Set(_, frozen) => {
                if *frozen {
                    B::FrozenSet
                } else {
                    B::Set
                }
            }
            Value::Range(_) => B::Range,
            Value::Slice(_) => B::Slice,
            Value::Ellipsis => B::Ellipsis,
            Value::Func(_) => B::Function,
            Value::Native(n) if n.ufunc_arity().is_some() => match n.host {
                Some(false) => B::CupyUfunc,
                _ => B::Ufunc,
            },
            Value::Native(_) | Value::Method(_) => B::BuiltinFunction,
            Value::Module(_) => B::Module,
            Value::Type(_) => B::Type,
            Value::Exc(e) => {
                return match &e.inst {
                    Some(i) => TypeObj::Named(i.class.static_name),
                    None => TypeObj::Exc(e.typ),
                };
            }
            Value::Iter(st) if matches!(st.try_borrow().as_deref(), Ok(IterState::Gen(_))) => {
                B::Generator
            }
            Value::Iter(_) => B::Iterator,
            Value::View(_, ViewKind::Keys) => B::DictKeys,
            Value::View(_, ViewKind::Values) => B::DictValues,
            Value::View(_, ViewKind::Items) => B::DictItems,
            Value::Array(a) if a.host => B::NdArray,
            Value::Strs(_) => B::NdArray,
            Value::Times(t) if t.scalar() => {
                if t.delta {
                    B::Timedelta64
                } else {
                    B::Datetime64
                }
            }
            Value::Times(_) => B::NdArray,
            Value::Recs(r) if r.row.is_some() => B::Void,
            Value::Recs(_) => B::NdArray,
            Value::Class(_) => B::Type,
            Value::Instance(i) => return TypeObj::Named(i.class.static_name),
            Value::Bound(_) => B::Method,
            Value::Super(_) => B::Super,
            Value::Descr(d) => match &**d {
                super::class::Descr::Static(_) => B::StaticMethod,
                super::class::Descr::ClassMethod(_) => B::ClassMethod,
                super::class::Descr::Property { .. } => B::Property,
                super::class::Descr::Method(_) => B::BuiltinFunction,
            },
            Value::Array(_) => B::CupyNdArray,
            Value::DType(_, false) => B::DTypeObj,
            Value::DType(_, true) => B::Type,
        })
    }

    pub fn type_name(&self) -> &'static str {
        self.type_of().name()
    }

    pub fn truthy(&self) -> bool {
        match self {
            Value::Undef | Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Long(_) => true,
            Value::Float(f) => *f != 0.0,
            Value::Complex(a, b) => *a != 0.0 || *b != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::Bytes(b) => !b.is_empty(),
            Value::ByteArray(b) => !b.data.borrow().is_empty(),
            Value::MemView(m) => m.len > 0,
            Value::List(l) => !l.borrow().is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::Dict(d) | Value::View(d, _) => !d.borrow().is_empty(),
            Value::Set(s, _) => !s.borrow().is_empty(),
            Value::Range(r) => range_len(r.0, r.1, r.2) > 0,
            // A one-element array (a NumPy scalar passed as a flag) is its value; code that
            // must refuse bigger arrays asks `Interp::truth`.
            Value::Array(a) if a.size() == 1 => {
                a.to_col().map(|c| c.get_c(0) != (0.0, 0.0)).unwrap_or(true)
            }
            Value::Array(a) => a.size() > 0,
            _ => true,
        }
    }

    /// `clone` with the plain numbers copied inline: loads of loop variables and constants
    /// are mostly ints and floats, and the derived `clone` is an out-of-line call.
    #[inline(always)]
    pub fn quick_clone(&self) -> Value {
        if self.owns_nothing() {
            // SAFETY: these variants hold plain data (no pointer, nothing to drop), so a
            // bitwise copy is a clone.
            return unsafe { std::ptr::read(self) };
        }
        self.clone()
    }

    /// Whether the value holds no pointer (nothing to count or drop): the enum's first five
    /// variants, so this is one compare of the tag.
    #[inline(always)]
    fn owns_nothing(&self) -> bool {
        matches!(
            self,
            Value::Undef | Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_)
        )
    }

    /// Drops `self`, inline for the plain numbers (the derived drop is an out-of-line call
    /// even for values that own nothing).
    #[inline(always)]
    pub fn discard(self) {
        if self.owns_nothing() {
            std::mem::forget(self);
        }
    }

    /// Python `is`: identity for containers, value for immutable scalars.
    pub fn is(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::None, Value::None) | (Value::Ellipsis, Value::Ellipsis) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Int(a), Value::Int(b)) => a == b,
            (Value::Long(a), Value::Long(b)) => Rc::ptr_eq(a, b),
            (Value::Float(a), Value::Float(b)) => a.to_bits() == b.to_bits(),
            (Value::Str(a), Value::Str(b)) => Rc::ptr_eq(a, b) || (a.len() <= 1 && a == b),
            (Value::List(a), Value::List(b)) => Rc::ptr_eq(a, b),
            (Value::Tuple(a), Value::Tuple(b)) => {
                Rc::ptr_eq(a, b) || (a.is_empty() && b.is_empty())
            }
            (Value::Dict(a), Value::Dict(b)) => Rc::ptr_eq(a, b),
            (Value::Set(a, _), Value::Set(b, _)) => Rc::ptr_eq(a, b),
            (Value::Func(a), Value::Func(b)) => Rc::ptr_eq(a, b),
            (Value::Native(a), Value::Native(b)) => Rc::ptr_eq(a, b),
            (Value::Module(a), Value::Module(b)) => Rc::ptr_eq(a, b),
            (Value::Type(a), Value::Type(b)) => a == b,
            (Value::Exc(a), Value::Exc(b)) => Rc::ptr_eq(a, b),
            (Value::Iter(a), Value::Iter(b)) => Rc::ptr_eq(a, b),
            (Value::Array(a), Value::Array(b)) => Rc::ptr_eq(a, b),
            (Value::Strs(a), Value::Strs(b)) => Rc::ptr_eq(a, b),
            (Value::Times(a), Value::Times(b)) => Rc::ptr_eq(a, b),
            (Value::Recs(a), Value::Recs(b)) => Rc::ptr_eq(a, b),
            (Value::Class(a), Value::Class(b)) => Rc::ptr_eq(a, b),
            (Value::Instance(a), Value::Instance(b)) => Rc::ptr_eq(a, b),
            (Value::Descr(a), Value::Descr(b)) => Rc::ptr_eq(a, b),
            (Value::DType(a, x), Value::DType(b, y)) => a == b && x == y,
            _ => false,
        }
    }

    /// A stable identity number for `id()`.
    pub fn id(&self) -> i64 {
        fn p<T: ?Sized>(r: &Rc<T>) -> i64 {
            Rc::as_ptr(r) as *const u8 as i64
        }
        match self {
            Value::Str(r) => p(r),
            Value::Long(r) => p(r),
            Value::List(r) => p(r),
            Value::Tuple(r) => p(r),
            Value::Dict(r) => p(r),
            Value::Set(r, _) => p(r),
            Value::Func(r) => p(r),
            Value::Native(r) => p(r),
            Value::Module(r) => p(r),
            Value::Exc(r) => p(r),
            Value::Iter(r) => p(r),
            Value::Strs(r) => p(r),
            Value::Times(r) => p(r),
            Value::Recs(r) => p(r),
            Value::Class(r) => p(r),
            Value::Instance(r) => p(r),
            Value::Descr(r) => p(r),
            Value::Bound(r) => p(r),
            Value::Super(r) => p(r),
            Value::Array(r) => p(r),
            Value::Bytes(r) => p(r),
            Value::ByteArray(r) => p(r),
            Value::MemView(r) => p(r),
            Value::Named(r) => p(r),
            Value::Range(r) => p(r),
            Value::Int(i) => i.wrapping_mul(2654435761),
            Value::Float(f) => f.to_bits() as i64,
            Value::Bool(b) => *b as i64 + 1,
            Value::None => 0x5eed,
            other => other.type_name().as_ptr() as i64,
        }
    }
}

pub fn range_len(start: i64, stop: i64, step: i64) -> i64 {
    if step > 0 && start < stop {
        ((stop as i128 - start as i128 - 1) / step as i128 + 1) as i64
    } else if step < 0 && start > stop {
        ((start as i128 - stop as i128 - 1) / (-(step as i128)) + 1) as i64
    } else {
        0
    }
}

/// A hashable value used as a dict key or set element, with Python's equality
/// (`1 == 1.0 == True` are one key).
#[derive(Clone)]
pub struct Key(pub Value);

impl Key {
    pub fn new(v: Value) -> RtResult<Key> {
        check_hashable(&v)?;
        Ok(Key(v))
    }
}

fn check_hashable(v: &Value) -> RtResult<()> {
    let _level = match v {
        Value::Tuple(_) | Value::Named(_) => Some(
            super::nest::enter()
                .ok_or_else(|| super::nest::too_deep(" while calling a Python object"))?,
        ),
        _ => None,
    };
    match v {
        // NumPy scalars are hashable (as the numbers they hold); arrays are not.
        Value::Array(a) if a.scalar => Ok(()),
        Value::List(_)
        | Value::Dict(_)
        | Value::Set(_, false)
        | Value::ByteArray(_)
        | Value::Array(_)
        | Value::Strs(_)
        | Value::Times(_)
        | Value::Recs(_) => Err(err(
            ExcType::TypeError,
            format!("unhashable type: '{}'", v.type_name()),
        )),
        Value::MemView(m) if !m.readonly => Err(err(
            ExcType::ValueError,
            "cannot hash writable memoryview object",
        )),
        Value::MemView(m) => m.bytes().map(|_| ()),
        Value::Tuple(t) => t.iter().try_for_each(check_hashable),
        Value::Named(n) => n.items.iter().try_for_each(check_hashable),
        // Objects hash by identity, unless their class defines `__eq__` (then they are
        // unhashable, as in Python, unless a dataclass hashes its fields).
        Value::Instance(_) if let Some(p) = super::builtin_base::plain_key(v) => check_hashable(&p),
        Value::Instance(i) => {
            let c = &i.class;
            if crate::builtins::dataclasses::hashes_fields(c) {
                return crate::builtins::dataclasses::field_values(v)
                    .unwrap_or_default()
                    .iter()
                    .try_for_each(check_hashable);
            }
            let own_eq = c.lookup("__eq__").is_some();
            match c.lookup("__hash__") {
                Some(Value::None) => Err(err(
                    ExcType::TypeError,
                    format!("unhashable type: '{}'", v.type_name()),
                )),
                // `Interp::key` called its `__hash__` (and `__eq__`) first.
                Some(_) if i.key_id.get().is_some() => Ok(()),
                Some(_) => Err(err(
                    ExcType::TypeError,
                    format!(
                        "gpa cannot call {}'s __hash__ here (a key made outside the interpreter)",
                        v.type_name()
                    ),
                )),
                None if own_eq => Err(err(
                    ExcType::TypeError,
                    format!("unhashable type: '{}'", v.type_name()),
                )),
                None => Ok(()),
            }
        }
        _ => Ok(()),
    }
}

/// Python's hash for numbers: equal numbers hash equal (ints are their own hash, except -1).
/// The hash of a string (FNV-1a: cheap for the short names attribute lookups hash; the
/// map's own hasher mixes it again).
pub fn str_hash(s: &str) -> i64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in s.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h as i64
}

pub fn hash_value(v: &Value) -> i64 {
    if let Some(p) = super::builtin_base::plain_key(v) {
        return hash_value(&p);
    }
    if let Some(n) = super::ops::zero_d_value(v) {
        return hash_value(&n);
    }
    if let Value::Instance(i) = v
        && let Some((h, _)) = i.key_id.get()
    {
        return h;
    }
    if let Value::Instance(i) = v
        && crate::builtins::dataclasses::hashes_fields(&i.class)
        && let Some(f) = crate::builtins::dataclasses::field_values(v)
    {
        return hash_value(&Value::tuple(f));
    }
    match v {
        Value::Bool(b) => *b as i64,
        Value::Int(i) => py_int_hash(*i),
        Value::Long(b) => super::long::hash(b),
        Value::Float(f) => float_hash(*f),
        Value::Complex(re, im) => {
            let h = float_hash(*re).wrapping_add(1000003i64.wrapping_mul(float_hash(*im)));
            if h == -1 { -2 } else { h }
        }
        Value::Str(s) => str_hash(s),
        Value::Bytes(b) => {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            b.hash(&mut h);
            h.finish() as i64
        }
        // A read-only memoryview hashes as the bytes it shows (it equals them).
        Value::MemView(m) => match m.bytes() {
            Ok(b) => hash_value(&Value::bytes(b)),
            Err(_) => 0,
        },
        // A named tuple equals the plain tuple of its items, so it hashes as one.
        Value::Tuple(_) | Value::Named(_) => {
            let t = match v {
                Value::Named(n) => &n.items,
                Value::Tuple(t) => t,
                _ => unreachable!("matched above"),
            };
            // CPython's tuple hash (xxHash's mixing), so `hash((1, 2))` and the order of sets
            // of tuples are Python's.
            const P1: u64 = 11400714785074694791;
            const P2: u64 = 14029467366897019727;
            const P5: u64 = 2870177450012600261;
            let mut acc = P5;
            for x in t.iter() {
                acc = acc.wrapping_add((hash_value(x) as u64).wrapping_mul(P2));
                acc = acc.rotate_left(31).wrapping_mul(P1);
            }
            acc = acc.wrapping_add(t.len() as u64 ^ (P5 ^ 3527539));
            if acc == u64::MAX {
                1546275796
            } else {
                acc as i64
            }
        }
        // Equal frozensets hash equal whatever their order (a mix of each member's hash
        // that does not depend on order, as CPython's).
        Value::Set(s, true) => {
            let mut acc: u64 = 0;
            for k in s.borrow().iter() {
                let h = hash_value(&k.0) as u64;
                acc ^= (h ^ (h << 16) ^ 89_869_747).wrapping_mul(3_644_798_167);
            }
            (acc ^ (s.borrow().len() as u64 + 1).wrapping_mul(1_927_868_237)) as i64
        }
        Value::None => 0x5eed,
        // Values equal by content hash by content (or by type, which equality refines).
        // As CPython: by length, then the first item and the step where they matter.
        Value::Range(r) => {
            let n = range_len(r.0, r.1, r.2);
            let start = if n > 0 { Value::Int(r.0) } else { Value::None };
            let step = if n > 1 { Value::Int(r.2) } else { Value::None };
            hash_value(&Value::tuple(vec![Value::Int(n), start, step]))
        }
        other => other.id(),
    }
}

pub const HASH_MODULUS: i64 = (1 << 61) - 1;

fn py_int_hash(i: i64) -> i64 {
    let m = (i.unsigned_abs() % HASH_MODULUS as u64) as i64;
    let h = if i < 0 { -m } else { m };
    if h == -1 { -2 } else { h }
}

fn float_hash(f: f64) -> i64 {
    if f.is_nan() {
        return 0;
    }
    if f.is_infinite() {
        return if f > 0.0 { 314159 } else { -314159 };
    }
    if f.fract() == 0.0 && f.abs() < 9.2e18 {
        return py_int_hash(f as i64);
    }
    // Python reduces the exact binary fraction modulo 2^61-1.
    let (mut m, mut e) = frexp(f.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & HASH_MODULUS as u64) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= HASH_MODULUS as u64 {
            x -= HASH_MODULUS as u64;
        }
    }
    let e = if e >= 0 {
        e % 61
    } else {
        61 - 1 - ((-1 - e) % 61)
    };
    x = ((x << e) & HASH_MODULUS as u64) | (x >> (61 - e));
    let h = if f < 0.0 { -(x as i64) } else { x as i64 };
    if h == -1 { -2 } else { h }
}

pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(x * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_i64(hash_value(&self.0));
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        self.0.is(&other.0) || super::ops::py_eq(&self.0, &other.0)
    }
}
impl Eq for Key {}
