//! The array namespaces: `numpy` (host arrays) and `cupy`/`gpa` (device arrays), with the
//! array attributes and methods. Ufuncs come from the operator table by name.
use super::{allow_kw, arity, kwarg, native, want_int};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{self as arr, Array, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::{arr_err, onto_current_device};
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{BuiltinType, Module, NativeFn, TypeObj, Value};
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

// The ufuncs: the operator table's ops by their NumPy names, with out=/where=.
mod array_api;
mod array_methods;
pub(crate) mod decomp;
mod einsum;
mod elementwise_kernel;
mod errstate;
mod factor;
mod fft;
mod indexing;
mod info;
pub(crate) mod io;
mod pad_modes;
mod random;
pub mod raw_kernel;
pub mod records;
mod reduce;
mod runtime;
mod shape;
mod sort;
mod stats;
pub(crate) use stats::give as write_out;
pub mod stdlib;
mod stride_tricks;
pub mod strings;
pub mod times;
mod ufunc;
pub mod ufunc_methods;

pub fn dtype_arg(v: &Value) -> RtResult<Option<DType>> {
    Ok(match v {
        Value::None => None,
        Value::DType(d, _) => Some(*d),
        Value::Str(s) => Some(DType::parse(s).map_err(type_err)?),
        Value::Type(TypeObj::Builtin(b)) => Some(match b {
            BuiltinType::NdArray | BuiltinType::CupyNdArray => {
                return Err(type_err("Cannot interpret 'ndarray' as a data type"));
            }
            BuiltinType::Float => DType::F64,
            BuiltinType::Int => DType::I64,
            BuiltinType::Bool => DType::Bool,
            BuiltinType::Complex => DType::C128,
            _ => return Err(type_err(format!("data type '{}' not understood", b.name()))),
        }),
        other => {
            return Err(type_err(format!(
                "Cannot interpret '{}' as a data type",
                other.type_name()
            )));
        }
    })
}

fn kw_dtype(kw: &Kw) -> RtResult<Option<DType>> {
    match kwarg(kw, "dtype") {
        Some(v) => dtype_arg(v),
        None => Ok(None),
    }
}

pub(super) fn shape_arg(it: &mut Interp, v: &Value) -> RtResult<Vec<usize>> {
    let dims: Vec<i64> = match v {
        Value::Int(_) | Value::Bool(_) => vec![want_int(v, "shape")?],
        v if crate::interp::builtin_base::integer(v).is_some() => vec![want_int(v, "shape")?],
        Value::Tuple(_) | Value::List(_) => it
            .to_vec(v)?
            .iter()
            .map(|d| want_int(d, "shape"))
            .collect::<RtResult<_>>()?,
        other => {
            return Err(type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    if dims.len() > crate::array::alloc::MAX_DIMS {
        return Err(arr_err(crate::array::alloc::too_many_dims(dims.len())));
    }
    if dims.iter().any(|d| *d < 0) {
        return Err(value_err("negative dimensions are not allowed"));
    }
    let dims: Vec<usize> = dims.into_iter().map(|d| d as usize).collect();
    crate::array::alloc::checked_size(&dims, 1).map_err(arr_err)?;
    Ok(dims)
}

fn filled(shape: Vec<usize>, dt: DType, v: (f64, f64), host: bool) -> RtResult<Value> {
    use crate::array::alloc;
    let n = alloc::shape_size(dt, &shape).map_err(arr_err)?;
    if !host && n > 0 {
        // The device's own limit (CuPy's OutOfMemoryError), before any host cap.
        alloc::device_room(dt, &shape).map_err(arr_err)?;
        // A device array: the value broadcast, pending, so it is filled where it is used (a
        // kernel on the GPU, or fused into the first expression that reads it), never
        // written on the host and copied over.
        let c = crate::array::constant(v, None, dt, false);
        let a = crate::array::broadcast_to(&c, &shape).map_err(arr_err)?;
        return Ok(Value::Array(a));
    }
    let oom = || {
        err(
            ExcType::MemoryError,
            crate::array::oom::oom_shape(dt, &shape),
        )
    };
    let col = if v == (0.0, 0.0) {
        Col::zeros(dt, n).ok_or_else(oom)?
    } else {
        let one = Col::C(vec![v]).cast(DType::C128, dt);
        one.try_repeat_first(n).ok_or_else(oom)?
    };
    Ok(Value::Array(Array::from_col(col, dt, shape, host)))
}

/// A number's real and imaginary parts (Python numbers and 0-d arrays).
fn complex_parts(v: &Value) -> RtResult<(f64, f64)> {
    match v {
        Value::Complex(a, b) => Ok((*a, *b)),
        Value::Array(x) if x.dtype.is_complex() && x.size() == 1 => {
            Ok(x.to_col().map_err(arr_err)?.get_c(0))
        }
        v => Ok((super::types::to_float(v)?, 0.0)),
    }
}

/// NumPy's arange fill: the first two values in the result dtype, then
/// `first + i * (second - first)` computed in that dtype (so `arange(1, 3, 0.5, dtype=int)`
/// is all ones, and float32 ranges round as NumPy's do).
fn arange_fill(start: f64, step: f64, n: usize, dt: DType) -> Col {
    let two = Col::F(vec![start, start + step]).cast(DType::F64, dt);
    match &two {
        Col::S(v) => {
            let d = v[1] - v[0];
            Col::S((0..n).map(|i| v[0] + i as f32 * d).collect()).cast(DType::F32, dt)
        }
        Col::I(v) => {
            let d = v[1].wrapping_sub(v[0]);
            Col::I(
                (0..n as i64)
                    .map(|i| v[0].wrapping_add(i.wrapping_mul(d)))
                    .collect(),
            )
            .cast(DType::I64, dt)
        }
        Col::U(v) => {
            let d = v[1].wrapping_sub(v[0]);
            Col::U(
                (0..n as u64)
                    .map(|i| v[0].wrapping_add(i.wrapping_mul(d)))
                    .collect(),
            )
        }
        Col::B(v) => Col::B((0..n).map(|i| v[i.min(1)]).collect()),
        _ => {
            let d = (start + step) - start;
            Col::F((0..n).map(|i| start + i as f64 * d).collect()).cast(DType::F64, dt)
        }
    }
}

/// Device ranges at least this long are generated where they are used (index nodes, fused
/// into the consumer) rather than filled on the host and copied.
const GENERATED_FROM: usize = 1024;

/// arange's integer start and step from its 1-3 integer arguments.
fn int_start_step(a: &[Value]) -> RtResult<(i64, i64)> {
    let s: Vec<i64> = a
        .iter()
        .map(|v| super::types::to_float(v).map(|f| f as i64))
        .collect::<RtResult<_>>()?;
    Ok(match s.len() {
        1 => (0, 1),
        2 => (s[0], 1),
        _ => (s[0], s[2]),
    })
}

/// `first + i * step` over an index node, in the arithmetic `arange_fill` uses (the same
/// values): int64 for integer arguments (then cast), else float64 or float32. Other dtypes
/// (float16, complex, bool, integers from float arguments) return None: filled on the host.
fn generated_arange(
    a: &[Value],
    all_int: bool,
    (start, step): (f64, f64),
    n: usize,
    dt: DType,
) -> RtResult<Option<ArrayRef>> {
    let i = arr::iota(n, false);
    let line = |i: &Array, first: ArrayRef, d: ArrayRef| -> crate::array::AResult<ArrayRef> {
        let scaled = arr::binary(Op::Mul, i, &d)?;
        arr::binary(Op::Add, &scaled, &first)
    };
    let r = if all_int && dt != DType::Bool {
        let (st, sp) = int_start_step(a)?;
        let c = |v: i64| arr::constant((v as f64, 0.0), Some(v), DType::I64, false);
        let r = line(&i, c(st), c(sp)).map_err(arr_err)?;
        arr::astype(&r, dt).map_err(arr_err)?
    } else if dt == DType::F64 {
        let c = |v: f64| arr::constant((v, 0.0), None, DType::F64, false);
        let i = arr::astype(&i, DType::F64).map_err(arr_err)?;
        line(&i, c(start), c((start + step) - start)).map_err(arr_err)?
    } else if dt == DType::F32 {
        let (v0, v1) = (start as f32, (start + step) as f32);
        let c = |v: f32| arr::constant((v as f64, 0.0), None, DType::F32, false);
        let i = arr::astype(&i, DType::F32).map_err(arr_err)?;
        line(&i, c(v0), c(v1 - v0)).map_err(arr_err)?
    } else {
        return Ok(None);
    };
    Ok(Some(r))
}

/// linspace's `start + i * step` (float64, as the host fill), the last value `stop` exactly
/// when `endpoint`, then cast to `dt`: generated on the device (`num` > 1).
fn generated_linspace(
    (start, stop): (f64, f64),
    num: usize,
    endpoint: bool,
    dt: DType,
) -> crate::array::AResult<ArrayRef> {
    let div = if endpoint { num - 1 } else { num };
    let c = |v: f64| arr::constant((v, 0.0), None, DType::F64, false);
    let i = arr::iota(num, false);
    let x = arr::astype(&i, DType::F64)?;
    let x = arr::binary(Op::Mul, &x, &c((stop - start) / div as f64))?;
    let mut x = arr::binary(Op::Add, &x, &c(start))?;
    if endpoint {
        let last = arr::constant(
            ((num - 1) as f64, 0.0),
            Some(num as i64 - 1),
            DType::I64,
            false,
        );
        let at_end = arr::binary(Op::Eq, &i, &last)?;
        x = arr::where_(&at_end, &c(stop), &x)?;
    }
    if dt.is_int() {
        // NumPy floors before casting to an integer dtype.
        x = arr::unary(Op::Floor, &x)?;
    }
    arr::astype(&x, dt)
}

/// `np.full(shape, value)`: the value (a scalar or an array broadcast to `shape`) in `dt`,
/// by default the value's own dtype.
fn full_of(
    it: &mut Interp,
    shape: Vec<usize>,
    value: &Value,
    dt: Option<DType>,
    host: bool,
) -> RtResult<Value> {
    if let (Value::Int(n), Some(d)) = (value, dt) {
        crate::array::dtype::check_weak_int(d, *n).map_err(|m| err(ExcType::OverflowError, m))?;
    }
    let value = it.to_array(value, host, None)?;
    let dt = dt.unwrap_or(value.dtype);
    let out = match filled(shape, dt, (0.0, 0.0), host)? {
        Value::Array(x) => x,
        _ => unreachable!("filled gives an array"),
    };
    let (buf, layout) = out.ready().map_err(arr_err)?;
    arr::write_into(&buf, &layout, dt, &value).map_err(arr_err)?;
    Ok(Value::Array(out))
}

fn arr_of(it: &mut Interp, v: &Value, host: bool) -> RtResult<ArrayRef> {
    it.to_array(v, host, None)
}

pub fn reg(
    m: &Module,
    n: &'static str,
    host: bool,
    g: impl Fn(&mut Interp, &[Value], &Kw, bool) -> RtResult<Value> + 'static,
) {
    reg_with(m, n, host, true, g)
}

/// `reg`, where `check` says whether the declaration binds the arguments first (so every
/// function gives NumPy's argument errors); ufuncs check their own, worded as NumPy's ufuncs.
pub fn reg_with(
    m: &Module,
    n: &'static str,
    host: bool,
    check: bool,
    g: impl Fn(&mut Interp, &[Value], &Kw, bool) -> RtResult<Value> + 'static,
) {
    let sig = super::decl::array_fn(&m.name, n);
    let checked = sig.filter(|_| check);
    m.set(
        n,
        Value::Native(Rc::new(NativeFn {
            name: n.into(),
            f: Rc::new(move |it, a, k| {
                if let Some(s) = checked {
                    s.check(a, k)?;
                }
                g(it, a, k, host)
            }),
            host: Some(host),
            sig,
        })),
    );
}

/// Gives the functions registered without `reg` (plain natives, the stdlib's wrappers) their
/// declarations and namespace, for `help` and completion; their own code (or the stdlib's
/// `def`) checks their arguments.
fn declare_rest(m: &Module, path: &str, host: bool, depth: usize) {
    for (name, v) in m.items() {
        match v {
            Value::Native(f) if f.sig.is_none() => {
                if let Some(sig) = super::decl::array_fn(path, &name) {
                    let f = NativeFn {
                        name: f.name.clone(),
                        f: f.f.clone(),
                        host: f.host.or(Some(host)),
                        sig: Some(sig),
                    };
                    m.set(&name, Value::Native(Rc::new(f)));
                }
            }
            // Submodules and objects (`cuda.Stream.null`), by the path that reaches them.
            Value::Module(sub) if depth < 4 && !name.starts_with('_') => {
                declare_rest(&sub, &format!("{path}.{name}"), host, depth + 1)
            }
            _ => {}
        }
    }
}

/// Registers a declared function whose arguments arrive bound to its declaration.
pub fn reg_bound(
    m: &Module,
    n: &'static str,
    host: bool,
    g: impl Fn(&mut Interp, &super::sig::Bound, bool) -> RtResult<Value> + 'static,
) {
    reg_declared(m, n, host, super::decl::array_fn(&m.name, n), g)
}

/// `reg_bound` with the declaration given: for functions of objects (a Generator's
/// methods), whose declarations are not found by their namespace's name.
pub fn reg_declared(
    m: &Module,
    n: &'static str,
    host: bool,
    sig: Option<&'static super::sig::Sig>,
    g: impl Fn(&mut Interp, &super::sig::Bound, bool) -> RtResult<Value> + 'static,
) {
    m.set(
        n,
        Value::Native(Rc::new(NativeFn {
            name: n.into(),
            f: Rc::new(move |it, a, k| {
                let s = sig.ok_or_else(|| {
                    err(ExcType::RuntimeError, format!("{n}() has no declaration"))
                })?;
                g(it, &s.bind(a, k)?, host)
            }),
            host: Some(host),
            sig,
        })),
    );
}

/// The arguments a call gave, by keyword (but those in `skip`): for a builtin that hands
/// its call on to another (the stdlib's general form of linspace).
pub(super) fn keywords(b: &super::sig::Bound, skip: &[&str]) -> Vec<(Rc<str>, Value)> {
    b.given_args()
        .filter(|(k, _)| !skip.contains(k))
        .map(|(k, v)| (Rc::from(k), v.clone()))
        .collect()
}

/// Whether linspace/logspace end points are arrays (not one number each): those go to the
/// stdlib's general form.
pub(super) fn array_like_ends(ends: &[Value]) -> bool {
    ends.iter().any(|v| match v {
        Value::List(_) | Value::Tuple(_) => true,
        Value::Array(x) => x.ndim() > 0,
        _ => false,
    })
}

/// Builds the `numpy` (host) or `cupy` (device) module.
pub fn module(name: &str, host: bool) -> Rc<Module> {
    let m = Module::new(name);
    for d in DType::ALL {
        let n = if d == DType::Bool { "bool_" } else { d.name() };
        m.set(n, Value::DType(d, true));
    }
    m.set("bool", Value::DType(DType::Bool, true));
    m.set("float_", Value::DType(DType::F64, true));
    m.set("int_", Value::DType(DType::I64, true));
    // NumPy's other names for the dtypes (C type names), as NumPy 2 maps them on 64-bit Linux.
    for (alias, d) in [
        ("byte", DType::I8),
        ("ubyte", DType::U8),
        ("short", DType::I16),
        ("ushort", DType::U16),
        ("intc", DType::I32),
        ("uintc", DType::U32),
        ("long", DType::I64),
        ("ulong", DType::U64),
        ("longlong", DType::I64),
        ("ulonglong", DType::U64),
        ("intp", DType::I64),
        ("uintp", DType::U64),
        ("uint", DType::U64),
        ("half", DType::F16),
        ("single", DType::F32),
        ("double", DType::F64),
        ("csingle", DType::C64),
        ("cdouble", DType::C128),
    ] {
        m.set(alias, Value::DType(d, true));
    }
    // The versions whose behaviour gpa follows (docs/differences.md).
    let version = match name {
        "numpy" => "2.2.6",
        "cupy" => "13.6.0",
        _ => env!("CARGO_PKG_VERSION"),
    };
    m.set("__version__", Value::str(version));
    let ns = name.to_string();
    m.set(
        "show_config",
        native("show_config", move |it, _, _| {
            let text = config_text(&ns);
            let _ = write!(it.out, "{text}");
            Ok(Value::None)
        }),
    );
    if host {
        for (n, b) in [("True_", true), ("False_", false)] {
            let a = Array::from_col(Col::B(vec![b]), DType::Bool, vec![], true);
            m.set(n, Value::Array(a.as_scalar()));
        }
    }
    // NumPy's table of type characters by kind (`x.dtype.char in np.typecodes['AllFloat']`).
    let mut codes = crate::interp::value::Map::default();
    for (k, v) in [
        ("Character", "c"),
        ("Integer", "bhilqnp"),
        ("UnsignedInteger", "BHILQNP"),
        ("Float", "efdg"),
        ("Complex", "FDG"),
        ("AllInteger", "bBhHiIlLqQnNpP"),
        ("AllFloat", "efdgFDG"),
        ("Datetime", "Mm"),
        ("All", "?bhilqnpBHILQNPefdgFDGSUVOMm"),
    ] {
        if let Ok(key) = crate::interp::value::Key::new(Value::str(k)) {
            codes.insert(key, Value::str(v));
        }
    }
    m.set(
        "typecodes",
        Value::Dict(Rc::new(std::cell::RefCell::new(codes))),
    );
    // For the stdlib: a record object (fixed repr and str, the attributes of a dict, whose
    // dunders such as `__call__` and `__add__` the interpreter uses): random.Random, printoptions.
    m.set(
        "_record",
        native("_record", |_, a, _| {
            arity("_record", a, 4, 4)?;
            let text = |v: &Value| match v {
                Value::Str(s) => Ok(s.to_string()),
                _ => Err(type_err("_record: repr and str must be strings")),
            };
            let (Value::Str(name), Value::Dict(attrs)) = (&a[0], &a[3]) else {
                return Err(type_err("_record(name, repr, str, attrs: dict)"));
            };
            let r = Module::record(name, text(&a[1])?, text(&a[2])?);
            for (k, v) in attrs.borrow().iter() {
                if let Value::Str(k) = &k.0 {
                    r.set(k, v.clone());
                }
            }
            Ok(Value::Module(r))
        }),
    );
    // For the stdlib's shares_memory: which buffer an array views (an id) and the element
    // positions it covers there; None for anything that is not an array.
    m.set(
        "_buffer_offsets",
        native("_buffer_offsets", move |_, a, _| {
            arity("_buffer_offsets", a, 1, 1)?;
            let Value::Array(x) = &a[0] else {
                return Ok(Value::None);
            };
            let (buf, lay) = x.ready().map_err(arr_err)?;
            let mut at = Vec::new();
            lay.indices(0, lay.size(), &mut at);
            let at: Vec<i64> = at.into_iter().map(|i| i as i64).collect();
            let n = at.len();
            let offsets = Array::from_col(Col::I(at), DType::I64, vec![n], host);
            Ok(Value::tuple(vec![
                Value::Int(Rc::as_ptr(&buf) as usize as i64),
                Value::Array(offsets),
            ]))
        }),
    );
    // For the stdlib's array2string: the text of an array's elements with a separator,
    // under the current print options.
    m.set(
        "_array_text",
        native("_array_text", move |it, a, _| {
            arity("_array_text", a, 4, 4)?;
            let x = it.to_array(&a[0], host, None)?;
            let sep = super::want_str(&a[1], "separator")?;
            let prefix = want_int(&a[2], "prefix")?.max(0) as usize;
            let suffix = want_int(&a[3], "suffix")?.max(0) as usize;
            Ok(Value::str(&it.array_text(&x, sep, prefix, suffix)?))
        }),
    );
    m.set("euler_gamma", Value::Float(0.577_215_664_901_532_9));
    m.set("little_endian", Value::Bool(cfg!(target_endian = "little")));
    m.set("pi", Value::Float(std::f64::consts::PI));
    m.set("e", Value::Float(std::f64::consts::E));
    m.set("inf", Value::Float(f64::INFINITY));
    m.set("nan", Value::Float(f64::NAN));
    m.set("newaxis", Value::None);
    for (name, kind) in crate::interp::value::ScalarKind::ALL {
        m.set(
            name,
            Value::Type(TypeObj::Builtin(BuiltinType::Abstract(kind))),
        );
    }
    reg_bound(&m, "issubdtype", host, |_, b, _| {
        let a = [b.arg("arg1").clone(), b.arg("arg2").clone()];
        let kind = |v: &Value| match v {
            Value::Type(TypeObj::Builtin(BuiltinType::Abstract(k))) => Some(*k),
            _ => None,
        };
        // String dtypes (any width) are one type here: `np.str_`, `str`, `'U5'`.
        let (s0, s1) = (strings::str_dtype(&a[0]), strings::str_dtype(&a[1]));
        if s0.is_some() && kind(&a[1]) == Some(crate::interp::value::ScalarKind::Generic) {
            return Ok(Value::Bool(true));
        }
        if s0.is_some() || s1.is_some() {
            return Ok(Value::Bool(s0.is_some() && s1.is_some()));
        }
        let Some(parent) = kind(&a[1]) else {
            // A concrete type: the same dtype.
            return Ok(Value::Bool(dtype_arg(&a[0])? == dtype_arg(&a[1])?));
        };
        if let Some(child) = kind(&a[0]) {
            return Ok(Value::Bool(child.within(parent)));
        }
        let d = dtype_arg(&a[0])?
            .ok_or_else(|| type_err("Cannot interpret 'NoneType' as a data type"))?;
        Ok(Value::Bool(parent.holds(d)))
    });
    for (name, numpy, cupy) in [
        ("ndarray", BuiltinType::NdArray, BuiltinType::CupyNdArray),
        ("ufunc", BuiltinType::Ufunc, BuiltinType::CupyUfunc),
    ] {
        let t = if host { numpy } else { cupy };
        m.set(name, Value::Type(TypeObj::Builtin(t)));
    }
    if host {
        // String arrays are NumPy's only (CuPy has none).
        m.set("char", Value::Module(strings::char::module("numpy.char")));
        m.set(
            "strings",
            Value::Module(strings::char::module("numpy.strings")),
        );
        m.set("str_", strings::scalar::class());
        times::calls::install(&m);
        m.set("rec", Value::Module(records::calls::rec_module()));
    }
    m.set("exceptions", Value::Module(exceptions_module(&m.name)));
    m.set(
        "dtype",
        native("dtype", |_, a, _| {
            arity("dtype", a, 1, 1)?;
            // String and time dtypes are records of their own (their arrays are other kinds).
            if let Some(w) = strings::str_dtype(&a[0]) {
                return Ok(strings::dtype_value(w.unwrap_or(0)));
            }
            if let Some((delta, unit)) = times::time_dtype(&a[0]) {
                return Ok(times::dtype_value(delta, unit));
            }
            Ok(Value::DType(dtype_arg(&a[0])?.unwrap_or(DType::F64), false))
        }),
    );
    reg_bound(&m, "array", host, |it, b, host| {
        // An array of another device is copied here first (then it is the array's own).
        let moved = match host {
            false => onto_current_device(b.arg("object"))?.map(Value::Array),
            true => None,
        };
        let obj = moved.as_ref().unwrap_or(b.arg("object"));
        if order_arg(b.get("order"), false)? == 'F' {
            let r = it.to_array(obj, host, dtype_arg(b.arg("dtype"))?)?;
            let r = arr::astype(&r, r.dtype).map_err(arr_err)?;
            return Ok(Value::Array(in_order(it, r, 'F')?));
        }
        let r = it.to_array(obj, host, dtype_arg(b.arg("dtype"))?)?;
        let same = matches!(obj, Value::Array(x) if Rc::ptr_eq(x, &r) && !x.scalar);
        let ndmin = want_int(b.arg("ndmin"), "ndmin")?.max(0) as usize;
        // copy=True (the default) never aliases the input; None copies only when it must,
        // False refuses to.
        let copy = b.get("copy");
        match copy {
            Some(Value::None) if same && r.ndim() >= ndmin => return Ok(obj.clone()),
            Some(c) if !matches!(c, Value::None) && !c.truthy() => {
                if same && r.ndim() >= ndmin {
                    return Ok(obj.clone());
                }
                if !same {
                    return Err(value_err(
                        "Unable to avoid copy while creating an array as requested.\nIf using `np.array(obj, copy=False)` replace it with `np.asarray(obj)` to allow a copy when needed (no behavior change in NumPy 1.x).\nFor more details, see https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-copy-keyword.",
                    ));
                }
            }
            _ => {}
        }
        // An array of the same dtype gets a pending copy (on the device it stays there);
        // anything else is new already. With copy None or False, ndmin's view of it.
        let copying = copy.is_none_or(|c| c.truthy());
        let r = match obj {
            Value::Array(x) if Rc::ptr_eq(x, &r) && (copying || x.scalar) => {
                arr::astype(&r, r.dtype).map_err(arr_err)?
            }
            _ => r,
        };
        if r.ndim() < ndmin {
            let mut dims = vec![1i64; ndmin - r.ndim()];
            dims.extend(r.shape.iter().map(|&d| d as i64));
            return Ok(Value::Array(it.reshape(&r, &dims)?));
        }
        Ok(Value::Array(r))
    });
    // asarray's copy= is np.array of this namespace (not whichever module `numpy` names).
    let ns = Rc::downgrade(&m);
    reg_bound(&m, "asarray", host, move |it, b, host| {
        let obj = b.arg("a");
        let dtype = dtype_arg(b.arg("dtype"))?;
        order_arg(b.get("order"), false)?;
        if let Some(copy) = b.opt("copy") {
            // copy=True always copies, copy=False never: np.array does both.
            let array = ns
                .upgrade()
                .and_then(|m| m.get("array"))
                .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
            let mut kw: Vec<(Rc<str>, Value)> = vec![(Rc::from("copy"), copy.clone())];
            if let Some(o) = b.opt("order") {
                kw.push((Rc::from("order"), o.clone()));
            }
            return it.call(&array, &[obj.clone(), b.arg("dtype").clone()], &kw);
        }
        // A NumPy scalar becomes a 0-d array (a copy: scalars are immutable).
        if let Value::Array(x) = obj
            && x.scalar
            && x.host == host
        {
            let d = dtype.unwrap_or(x.dtype);
            return Ok(Value::Array(arr::astype(x, d).map_err(arr_err)?));
        }
        if let Value::Array(x) = obj
            && x.host != host
        {
            // cp.asarray(host array) moves it to the device (straight from a contiguous
            // buffer); np.asarray the reverse is refused by NumPy for CuPy arrays, but a copy
            // is what users mean here. Then the dtype asked for, where it differs.
            let moved = if !host && let Some(whole) = x.whole_buffer() {
                Array::device_from(&whole.borrow(), x.dtype, x.shape.clone()).map_err(arr_err)?
            } else {
                let c = x.to_col().map_err(arr_err)?;
                if !host {
                    Array::device_from(&c, x.dtype, x.shape.clone()).map_err(arr_err)?
                } else {
                    Array::from_col(c, x.dtype, x.shape.clone(), host)
                }
            };
            return Ok(Value::Array(match dtype {
                Some(d) if d != moved.dtype => arr::astype(&moved, d).map_err(arr_err)?,
                _ => moved,
            }));
        }
        if !host && let Some(moved) = onto_current_device(obj)? {
            return Ok(Value::Array(match dtype {
                Some(d) if d != moved.dtype => arr::astype(&moved, d).map_err(arr_err)?,
                _ => moved,
            }));
        }
        Ok(Value::Array(it.to_array(obj, host, dtype)?))
    });
    if !host {
        // CuPy's idiom for code that runs on either library: cupy for a device array among
        // the arguments, else numpy.
        reg(&m, "get_array_module", host, |it, a, _, _| {
            let device = a.iter().any(|v| matches!(v, Value::Array(x) if !x.host));
            let name = if device { "cupy" } else { "numpy" };
            it.modules
                .get(name)
                .cloned()
                .ok_or_else(|| err(ExcType::ImportError, format!("No module named '{name}'")))
        });
    }
    reg_bound(&m, "asnumpy", host, |it, b, _| {
        let x = match b.arg("a") {
            Value::Array(x) => x.clone(),
            other => it.to_array(other, true, None)?,
        };
        let c = x.to_col().map_err(arr_err)?;
        Ok(Value::Array(Array::from_col(
            c,
            x.dtype,
            x.shape.clone(),
            true,
        )))
    });
    for (n, v) in [("zeros", 0.0), ("ones", 1.0), ("empty", 0.0)] {
        reg_bound(&m, n, host, move |it, b, host| {
            let order = order_arg(b.get("order"), false)?;
            let dt = dtype_arg(b.arg("dtype"))?.unwrap_or(DType::F64);
            let r = filled(shape_arg(it, b.arg("shape"))?, dt, (v, 0.0), host)?;
            match r {
                Value::Array(x) => Ok(Value::Array(in_order(it, x, order)?)),
                other => Ok(other),
            }
        });
    }
    for (n, v) in [
        ("zeros_like", Some(0.0)),
        ("ones_like", Some(1.0)),
        ("empty_like", Some(0.0)),
        ("full_like", None),
    ] {
        reg_bound(&m, n, host, move |it, b, host| {
            let proto = if n == "empty_like" { "prototype" } else { "a" };
            let x = arr_of(it, b.arg(proto), host)?;
            let dt = dtype_arg(b.arg("dtype"))?.unwrap_or(x.dtype);
            // Order changes strides and flags, never values (gpa's arrays are C-ordered).
            order_arg(b.get("order"), false)?;
            let shape = match b.opt("shape") {
                Some(s) => shape_arg(it, s)?,
                None => x.shape.clone(),
            };
            match v {
                Some(f) => filled(shape, dt, (f, 0.0), host),
                None => full_of(it, shape, b.arg("fill_value"), Some(dt), host),
            }
        });
    }
    reg_bound(&m, "full", host, |it, b, host| {
        let order = order_arg(b.get("order"), false)?;
        let shape = shape_arg(it, b.arg("shape"))?;
        let dt = dtype_arg(b.arg("dtype"))?;
        match full_of(it, shape, b.arg("fill_value"), dt, host)? {
            Value::Array(x) => Ok(Value::Array(in_order(it, x, order)?)),
            other => Ok(other),
        }
    });
    reg(&m, "arange", host, |_, a, kw, host| {
        allow_kw("arange", kw, &["dtype"])?;
        arity("arange", a, 1, 3)?;
        // Python ints, bools and NumPy integer scalars count as integers.
        let is_int = |v: &Value| match v {
            Value::Int(_) | Value::Bool(_) => true,
            Value::Array(x) => x.dtype.is_int() && x.ndim() == 0,
            v => crate::interp::builtin_base::integer(v).is_some(),
        };
        let all_int = a.iter().all(is_int);
        let nums: Vec<f64> = a
            .iter()
            .map(super::types::to_float)
            .collect::<RtResult<_>>()?;
        let (start, stop, step) = match nums.len() {
            1 => (0.0, nums[0], 1.0),
            2 => (nums[0], nums[1], 1.0),
            _ => (nums[0], nums[1], nums[2]),
        };
        if step == 0.0 {
            return Err(err(ExcType::ZeroDivisionError, "division by zero"));
        }
        let len = ((stop - start) / step).ceil();
        if len.is_nan() {
            return Err(value_err("arange: cannot compute length"));
        }
        if len >= isize::MAX as f64 {
            return Err(value_err("Maximum allowed size exceeded"));
        }
        let n = len.max(0.0) as usize;
        let dt = kw_dtype(kw)?.unwrap_or(if all_int { DType::I64 } else { DType::F64 });
        crate::array::alloc::shape_size(dt, &[n]).map_err(arr_err)?;
        if host || n < GENERATED_FROM {
            crate::array::alloc::reserve(dt, &[n]).map_err(arr_err)?;
        } else {
            crate::array::alloc::device_room(dt, &[n]).map_err(arr_err)?;
        }
        if dt == DType::Bool && n > 2 {
            return Err(type_err(
                "arange() is only supported for booleans when the result has at most length 2.",
            ));
        }
        if !host
            && n >= GENERATED_FROM
            && let Some(r) = generated_arange(a, all_int, (start, step), n, dt)?
        {
            return Ok(Value::Array(r));
        }
        let col = if all_int && dt != DType::Bool {
            let (st, sp) = int_start_step(a)?;
            Col::I((0..n as i64).map(|i| st + i * sp).collect()).cast(DType::I64, dt)
        } else {
            arange_fill(start, step, n, dt)
        };
        Ok(Value::Array(Array::from_col(col, dt, vec![n], host)))
    });
    let ns = Rc::downgrade(&m);
    reg_bound(&m, "linspace", host, move |it, b, host| {
        let ends = [b.arg("start").clone(), b.arg("stop").clone()];
        if b.given("axis") || array_like_ends(&ends) {
            return stdlib::call_private_kw(
                it,
                &ns,
                "_linspace_nd",
                &[],
                &keywords(b, &["device"]),
            );
        }
        let (start, stop) = (complex_parts(&ends[0])?, complex_parts(&ends[1])?);
        let complex = ends.iter().any(|v| match v {
            Value::Complex(..) => true,
            Value::Array(x) => x.dtype.is_complex(),
            _ => false,
        });
        let num = match b.get("num") {
            Some(v) => shape::int_of(v)?,
            None => 50,
        };
        if num < 0 {
            return Err(value_err(format!(
                "Number of samples, {num}, must be non-negative."
            )));
        }
        let endpoint = b.flag("endpoint");
        let elem = if complex { DType::C128 } else { DType::F64 };
        crate::array::alloc::shape_size(elem, &[num as usize]).map_err(arr_err)?;
        if host || (num as usize) < GENERATED_FROM {
            // Twice: the parts are built, then joined or cast.
            crate::array::alloc::reserve(elem, &[num as usize, 2]).map_err(|_| {
                arr_err(crate::array::ArrErr::Memory(crate::array::oom::oom(
                    elem,
                    num as usize,
                )))
            })?;
        } else {
            crate::array::alloc::device_room(elem, &[num as usize]).map_err(arr_err)?;
        }
        let div = if endpoint { num - 1 } else { num };
        // Real and imaginary parts are spaced independently, as NumPy's arithmetic does.
        let part = |s: f64, e: f64| -> (f64, Vec<f64>) {
            let step = if div > 0 {
                (e - s) / div as f64
            } else {
                f64::NAN
            };
            let mut v: Vec<f64> = (0..num)
                .map(|i| if div > 0 { s + i as f64 * step } else { s })
                .collect();
            if endpoint && num > 1 {
                v[num as usize - 1] = e;
            }
            (step, v)
        };
        let base = if complex { DType::C128 } else { DType::F64 };
        let dt = match b.opt("dtype") {
            Some(d) => dtype_arg(d)?,
            None => None,
        }
        .unwrap_or(base);
        let retstep = b.flag("retstep");
        if !host && !complex && !retstep && !dt.is_complex() && num as usize >= GENERATED_FROM {
            let r = generated_linspace((start.0, stop.0), num as usize, endpoint, dt)
                .map_err(arr_err)?;
            return Ok(Value::Array(r));
        }
        let (step_re, re) = part(start.0, stop.0);
        let (step_im, im) = part(start.1, stop.1);
        let col = if complex {
            Col::C(re.into_iter().zip(im).collect()).cast(DType::C128, dt)
        } else if dt.is_int() {
            // NumPy floors before casting to an integer dtype.
            Col::F(re.into_iter().map(f64::floor).collect()).cast(DType::F64, dt)
        } else {
            Col::F(re).cast(DType::F64, dt)
        };
        let arr = Value::Array(Array::from_col(col, dt, vec![num as usize], host));
        if !retstep {
            return Ok(arr);
        }
        if div <= 0 {
            // NumPy gives a plain Python nan when there is no step.
            return Ok(Value::tuple(vec![arr, Value::Float(f64::NAN)]));
        }
        // CuPy computes the step in Python: a Python number there, a NumPy scalar here.
        if !host {
            let step = if complex {
                Value::Complex(step_re, step_im)
            } else {
                Value::Float(step_re)
            };
            return Ok(Value::tuple(vec![arr, step]));
        }
        let step = if complex {
            Col::C(vec![(step_re, step_im)])
        } else {
            Col::F(vec![step_re])
        };
        let step = it.finish(Array::from_col(step, base, vec![], host))?;
        Ok(Value::tuple(vec![arr, step]))
    });
    ufunc::install(&m, host);
    let ns = Rc::downgrade(&m);
    reg_bound(&m, "where", host, move |it, b, host| {
        let a: Vec<Value> = ["condition", "x", "y"]
            .iter()
            .filter(|n| b.given(n))
            .map(|n| b.arg(n).clone())
            .collect();
        match a.len() {
            // One argument: NumPy's nonzero of the condition.
            1 => {
                let nonzero = ns
                    .upgrade()
                    .and_then(|m| m.get("nonzero"))
                    .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
                let c = arr_of(it, &a[0], host)?;
                return it.call(&nonzero, &[Value::Array(c)], &[]);
            }
            2 => {
                return Err(value_err(
                    "either both or neither of x and y should be given",
                ));
            }
            _ => {}
        }
        let c = arr_of(it, &a[0], host)?;
        let x = arr_of(it, &a[1], host)?;
        let y = arr_of(it, &a[2], host)?;
        // np.where is not a ufunc: a 0-d result stays an array.
        Ok(Value::Array(arr::where_(&c, &x, &y).map_err(arr_err)?))
    });
    for n in [
        "sum", "prod", "max", "amax", "min", "amin", "any", "all", "mean",
    ] {
        reg(&m, n, host, move |it, a, kw, host| {
            arity(n, a, 1, 7)?;
            let x = arr_of(it, &a[0], host)?;
            reduce::call(it, n, false, &x, &a[1..], kw)
        });
    }
    super::numpy_create::install(&m, host);
    // Families in their own files (numpy/*.rs) install their names here.
    info::install(&m, host);
    indexing::install(&m, host);
    sort::install(&m, host);
    shape::install(&m, host);
    stats::install(&m, host);
    stdlib::install(&m);
    io::install(&m, host);
    stride_tricks::install(&m, host);
    errstate::install(&m, host);
    random::install(&m, host);
    decomp::install(&m, host);
    einsum::install(&m, host);
    fft::install(&m, host);
    if !host {
        runtime::install(&m);
        raw_kernel::install(&m);
        elementwise_kernel::install(&m);
    }
    reg_bound(&m, "reshape", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        let shape = match (b.opt("shape"), b.opt("newshape")) {
            (Some(s), None) | (None, Some(s)) => s.clone(),
            (Some(_), Some(_)) => {
                return Err(type_err(
                    "You cannot specify 'newshape' and 'shape' arguments at the same time.",
                ));
            }
            (None, None) => {
                return Err(type_err(
                    "reshape() missing 1 required positional argument: 'shape'",
                ));
            }
        };
        let dims = array_methods::dims_of(it, &[shape])?;
        // copy=True: a new buffer even where a view would do.
        let x = if b.flag("copy") {
            arr::astype(&x, x.dtype).map_err(arr_err)?
        } else {
            x
        };
        array_methods::reshape(it, &x, &dims, order_arg(b.get("order"), true)?)
    });
    reg_bound(&m, "transpose", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        array_methods::transpose(it, &x, std::slice::from_ref(b.arg("axes")))
    });
    reg_bound(&m, "ravel", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        array_methods::ravel(it, &x, order_arg(b.get("order"), false)?, false)
    });
    // A pending copy: fused with what follows, and a device array stays on the device.
    reg_bound(&m, "copy", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        Ok(Value::Array(arr::astype(&x, x.dtype).map_err(arr_err)?))
    });
    // Aliases last: they name functions installed above.
    array_api::install(&m, host);
    declare_rest(&m, name, host, 0);
    errstate::quiet_internals(&m);
    m
}

/// Attributes of an array (not methods); `ARRAY_ATTRS` lists them.
pub fn array_attr(it: &mut Interp, a: &ArrayRef, name: &str) -> Option<RtResult<Value>> {
    Some(Ok(match name {
        "shape" => Value::tuple(a.shape.iter().map(|&d| Value::Int(d as i64)).collect()),
        "dtype" => Value::DType(a.dtype, false),
        "__class__" if a.scalar => Value::DType(a.dtype, true),
        "__class__" => Value::Type(TypeObj::Builtin(if a.host {
            BuiltinType::NdArray
        } else {
            BuiltinType::CupyNdArray
        })),
        "ndim" => Value::Int(a.ndim() as i64),
        "size" => Value::Int(a.size() as i64),
        "itemsize" => Value::Int(a.dtype.itemsize() as i64),
        "nbytes" => Value::Int((a.size() * a.dtype.itemsize()) as i64),
        "T" => return Some(it.transpose(a, None).map(Value::Array)),
        // Complex parts are computed (lazily) rather than strided views of the buffer: see
        // docs/differences.md. A real array's `.real` is the array itself, as in NumPy.
        "real" if !a.dtype.is_complex() => Value::Array(a.clone()),
        "real" | "imag" => {
            let op = if name == "real" {
                crate::array::ops::Op::Real
            } else {
                crate::array::ops::Op::Imag
            };
            return Some(arr::unary(op, a).map_err(arr_err).and_then(|r| {
                r.part_copy.set(true);
                it.finish(r)
            }));
        }
        // NumPy 2's array API: host arrays are on 'cpu'; CuPy's arrays on a Device.
        "device" if a.host => Value::str("cpu"),
        "device" => return Some(runtime::device_object(a.device_id().into())),
        "flags" => return Some(flags(a)),
        "flat" => return Some(flat(it, a)),
        "strides" => {
            let lay = match a.ready() {
                Ok((_, l)) => l,
                Err(e) => return Some(Err(arr_err(e))),
            };
            let isz = a.dtype.itemsize() as i64;
            Value::tuple(
                lay.strides
                    .iter()
                    .map(|&s| Value::Int(s as i64 * isz))
                    .collect(),
            )
        }
        _ => return None,
    }))
}

/// What `np.show_config()` prints: gpa's own build and where each kind of work runs (NumPy
/// lists its compilers and BLAS; gpa's libraries are fixed at build time).
fn config_text(ns: &str) -> String {
    let mut text = format!(
        "gpa {}\n  namespace: {ns}\n  host arrays: fused programs on rayon threads, faer (linear algebra), rustfft\n",
        env!("CARGO_PKG_VERSION")
    );
    // The device only for the device namespaces: `np.show_config()` prints the same anywhere.
    if ns != "numpy" {
        let device = match crate::backend::runtime::device_info() {
            Some(d) => format!(
                "CUDA: {} (compute capability {}.{})",
                d.name, d.cc.0, d.cc.1
            ),
            None => "the CPU (no CUDA device in use)".to_string(),
        };
        text += &format!(
            "  device arrays run on: {device}\n  CUDA: NVRTC-compiled fused kernels, cuBLAS, cuSOLVER, cuFFT (loaded at run time)\n"
        );
    }
    text
}

/// `a.view()`: a new array object over the same buffer and layout. `a.view(np.int32)`
/// reinterprets the bytes: gpa's storage is typed, so that is a copy of the bytes read as the
/// new dtype (the last axis rescaled as NumPy's), marked so that writes through it, which
/// would not reach `a`, are refused.
fn view(a: &ArrayRef, dtype: Option<&Value>) -> RtResult<Value> {
    let (buf, lay) = a.ready().map_err(arr_err)?;
    // `a.view(np.ndarray)` names the array type, not a dtype.
    let dtype = dtype.filter(|v| {
        !matches!(
            v,
            Value::Type(crate::interp::value::TypeObj::Builtin(
                crate::interp::value::BuiltinType::NdArray
                    | crate::interp::value::BuiltinType::CupyNdArray
            ))
        )
    });
    let Some(d) = dtype.and_then(|v| dtype_arg(v).transpose()).transpose()? else {
        return Ok(Value::Array(Array::view(buf, lay, a.dtype, a.host)));
    };
    if d == a.dtype {
        return Ok(Value::Array(Array::view(buf, lay, a.dtype, a.host)));
    }
    let (old, new) = (a.dtype.itemsize(), d.itemsize());
    let mut shape = a.shape.clone();
    if old != new {
        let Some(&last) = shape.last() else {
            return Err(value_err(
                "Changing the dtype of a 0d array is only supported if the itemsize is unchanged",
            ));
        };
        if last > 1 && lay.strides.last() != Some(&1) {
            return Err(value_err(
                "To change to a dtype of a different size, the last axis must be contiguous",
            ));
        }
        if (last * old) % new != 0 {
            return Err(value_err(if new > old {
                "When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array."
            } else {
                "When changing to a smaller dtype, its size must be a divisor of the size of original dtype"
            }));
        }
        *shape.last_mut().expect("checked above") = last * old / new;
    }
    let r = io::reinterpret(a, d, shape)?;
    let (rb, _) = r.ready().map_err(arr_err)?;
    rb.mark_part_copy();
    Ok(Value::Array(if a.scalar { r.as_scalar() } else { r }))
}

/// `a.flat`: NumPy's flatiter over `a` in C order; indexing reads `a.ravel()[key]`, assignment
/// writes through to `a` (`stdlib/numeric.gpa`'s `_flat_get`/`_flat_set`).
fn flat(it: &mut Interp, a: &ArrayRef) -> RtResult<Value> {
    let ns = it.import(if a.host { "numpy" } else { "cupy" }, true)?;
    let helper = |it: &mut Interp, name: &str| it.get_attr(&ns, &Rc::from(name));
    let (get, set) = (helper(it, "_flat_get")?, helper(it, "_flat_set")?);
    let text = format!(
        "<{}.flatiter object>",
        if a.host { "numpy" } else { "cupy" }
    );
    let m = Module::record("flatiter", text.clone(), text);
    let base = Value::Array(a.clone());
    let b = base.clone();
    m.set(
        "__getitem__",
        super::native("__getitem__", move |it, k, _| {
            it.call(&get, &[b.clone(), k[0].clone()], &[])
        }),
    );
    let b = base.clone();
    m.set(
        "__setitem__",
        super::native("__setitem__", move |it, k, _| {
            it.call(&set, &[b.clone(), k[0].clone(), k[1].clone()], &[])
        }),
    );
    let b = a.clone();
    m.set(
        "__iter__",
        super::native("__iter__", move |it, _, _| {
            crate::builtins::methods::call_method(it, &Value::Array(b.clone()), "ravel", &[], &[])
        }),
    );
    let n = a.size() as i64;
    m.set(
        "__len__",
        super::native("__len__", move |_, _, _| Ok(Value::Int(n))),
    );
    let b = a.clone();
    m.set(
        "copy",
        super::native("copy", move |it, _, _| {
            crate::builtins::methods::call_method(it, &Value::Array(b.clone()), "flatten", &[], &[])
        }),
    );
    m.set("base", base);
    Ok(Value::Module(m))
}

/// `a.flags`: the layout questions NumPy's flags answer, by attribute or by key. Ownership
/// is not tracked by gpa, so OWNDATA is absent rather than guessed; views whose elements
/// overlap (broadcast_to, sliding windows) are the read-only ones.
fn flags(a: &ArrayRef) -> RtResult<Value> {
    let (buf, lay) = a.ready().map_err(arr_err)?;
    let c = lay.is_contiguous();
    let rev: Vec<usize> = (0..a.ndim()).rev().collect();
    let f = lay.permute(&rev).is_contiguous();
    let w = !lay.overlaps() && !buf.is_read_only();
    let text = format!(
        "  C_CONTIGUOUS : {}\n  F_CONTIGUOUS : {}\n  WRITEABLE : {}\n  ALIGNED : True",
        py_bool(c),
        py_bool(f),
        py_bool(w)
    );
    let m = Module::record("flagsobj", text.clone(), text);
    for (names, v) in [
        (
            ["C_CONTIGUOUS", "c_contiguous", "CONTIGUOUS", "contiguous"],
            c,
        ),
        (["F_CONTIGUOUS", "f_contiguous", "FORTRAN", "fortran"], f),
        (["WRITEABLE", "writeable", "W", "W"], w),
        (["ALIGNED", "aligned", "A", "A"], true),
    ] {
        for n in names {
            m.set(n, Value::Bool(v));
        }
    }
    Ok(Value::Module(m))
}

fn py_bool(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}

/// NumPy's `order` argument: 'C' (also for None), 'F', 'A' or 'K' (either case); reshaping
/// refuses 'K'.
/// `x` laid out as `order` asks: for 'F', the C-order copy of its reversed axes read
/// transposed (the same values, Fortran strides); other orders leave it as it is.
pub fn in_order(it: &mut Interp, x: ArrayRef, order: char) -> RtResult<ArrayRef> {
    if order != 'F' || x.ndim() < 2 {
        return Ok(x);
    }
    let t = it.transpose(&x, None)?;
    let c = arr::astype(&t, t.dtype).map_err(arr_err)?;
    it.transpose(&c, None)
}

pub fn order_arg(v: Option<&Value>, reshaping: bool) -> RtResult<char> {
    let c = match v {
        None | Some(Value::None) => 'C',
        Some(Value::Str(s)) => match s.to_ascii_uppercase().as_str() {
            o @ ("C" | "F" | "A" | "K") => o.chars().next().unwrap_or('C'),
            _ => {
                return Err(value_err(format!(
                    "order must be one of 'C', 'F', 'A', or 'K' (got '{s}')"
                )));
            }
        },
        Some(other) => {
            return Err(type_err(format!(
                "order must be str, not {}",
                other.type_name()
            )));
        }
    };
    if reshaping && c == 'K' {
        return Err(value_err("order 'K' is not permitted for reshaping"));
    }
    Ok(c)
}

/// The axes in the order `ravel(order=...)` reads them: 'C' as they are, 'F' reversed, 'A'
/// reversed only for a Fortran-contiguous array that is not C-contiguous, 'K' by falling
/// stride size (memory order; negative strides stay as they are, as NumPy).
pub(super) fn ravel_axes(a: &ArrayRef, order: char) -> RtResult<Vec<usize>> {
    let nd = a.ndim();
    let ident: Vec<usize> = (0..nd).collect();
    let rev: Vec<usize> = (0..nd).rev().collect();
    if order == 'C' || nd < 2 {
        return Ok(ident);
    }
    if order == 'F' {
        return Ok(rev);
    }
    let (_, lay) = a.ready().map_err(arr_err)?;
    if order == 'A' {
        let f = lay.permute(&rev).is_contiguous() && !lay.is_contiguous();
        return Ok(if f { rev } else { ident });
    }
    let mut k = ident;
    // Axes of length 1 carry no order; they keep their places relative to each other.
    k.sort_by_key(|&i| {
        std::cmp::Reverse(if lay.shape[i] == 1 {
            0
        } else {
            lay.strides[i].unsigned_abs()
        })
    });
    Ok(k)
}

/// `a.NAME(*args, **kw)` (see `array_methods`).
pub fn array_method(
    it: &mut Interp,
    a: &ArrayRef,
    name: &str,
    args: &[Value],
    kw: &Kw,
) -> RtResult<Value> {
    array_methods::call(it, a, name, args, kw)
}

/// `round(a, n)` of Python on an array or NumPy scalar: `np.round(a, n)`.
pub fn round_array(it: &mut Interp, x: &ArrayRef, decimals: i64) -> RtResult<Value> {
    let (r, _) = ufunc::round_to(it, x, decimals, x.host)?;
    it.finish(r)
}

/// Whether `name` is one of the array's attributes (not a method).
pub fn is_array_attr(name: &str) -> bool {
    ARRAY_ATTRS.contains(&name) || name == "flat"
}

/// The attributes `array_attr` answers (for `dir` and completion).
const ARRAY_ATTRS: &[&str] = &[
    "shape", "dtype", "ndim", "size", "itemsize", "nbytes", "T", "real", "imag", "strides",
    "device", "flags",
];

/// An array's attributes and methods (for `dir` and completion).
pub fn array_member_names() -> Vec<String> {
    ARRAY_ATTRS
        .iter()
        .copied()
        .chain(super::decl::method_names())
        .map(|s| s.to_string())
        .collect()
}

/// Whether `name` is an array method: the declared ones (`decl/ndarray.txt`).
pub fn is_array_method(name: &str) -> bool {
    super::decl::method(name).is_some()
}

/// A call of a scalar type: `np.float32(1.5)`.
pub fn scalar_of(it: &mut Interp, d: DType, a: &[Value]) -> RtResult<Value> {
    arity(d.name(), a, 0, 1)?;
    let mut v = a.first().cloned().unwrap_or(Value::Int(0));
    // A string is parsed as Python's float()/int()/complex() would (np.float64('1.5')).
    if let Value::Str(text) = &v {
        let ctor = if d.is_complex() {
            BuiltinType::Complex
        } else if d.is_float() {
            BuiltinType::Float
        } else if d == DType::Bool {
            return Ok(Value::Array(
                it.to_array(&Value::Bool(!text.is_empty()), true, Some(d))?
                    .as_scalar(),
            ));
        } else {
            BuiltinType::Int
        };
        v = it.call(
            &Value::Type(TypeObj::Builtin(ctor)),
            std::slice::from_ref(&v),
            &[],
        )?;
    }
    // An int past int64 converts to a float type by value (`np.float64(2**70)`).
    if let Value::Long(n) = &v
        && (d.is_float() || d.is_complex())
    {
        v = Value::Float(crate::interp::long::to_f64(n)?);
    }
    let x = it.to_array(&v, true, Some(d))?;
    x.ready().map_err(arr_err)?;
    if x.shape.is_empty() {
        Ok(Value::Array(x.as_scalar()))
    } else {
        Ok(Value::Array(x))
    }
}

/// dtype attributes: `a.dtype.name`, `.itemsize`, `.kind`, `.char`, `.str`.
pub fn dtype_attr(d: DType, name: &str) -> Option<Value> {
    Some(match name {
        "name" => Value::str(d.name()),
        "itemsize" => Value::Int(d.itemsize() as i64),
        "kind" => Value::str(&d.kind().to_string()),
        "char" => Value::str(&d.char_code().to_string()),
        "str" => Value::str(d.str_code()),
        "type" => Value::DType(d, true),
        _ => return None,
    })
}

/// `numpy.exceptions` (and CuPy's): the exception and warning types NumPy defines.
fn exceptions_module(ns: &str) -> Rc<Module> {
    use crate::interp::error::ExcType as E;
    let m = Module::new(&format!("{ns}.exceptions"));
    for t in [
        E::AxisError,
        E::ComplexWarning,
        E::DTypePromotionError,
        E::ModuleDeprecationWarning,
        E::RankWarning,
        E::TooHardError,
        E::VisibleDeprecationWarning,
    ] {
        m.set(t.name(), Value::Type(TypeObj::Exc(t)));
    }
    m
}
