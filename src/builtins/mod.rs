//! Built-in functions, types, methods and modules, registered through the same native-function
//! table that embedders use (`Engine::register_fn`).
pub mod bytearray;
pub mod bytes;
pub mod codecs;
pub(crate) mod collections;
pub mod dataclasses;
pub mod decl;
mod dunders;
mod dynamic;
mod files;
pub mod float_methods;
pub mod format;
mod func_attrs;
pub mod functions;
pub mod help;
mod int_bytes;
mod math;
mod math_gamma;
pub mod methods;
mod modules;
pub mod numpy;
pub mod numpy_create;
pub mod os;
mod pyrandom;
pub mod re;
pub mod sig;
pub mod strfmt;
mod strmethods;
mod timsort;
mod titlecase;
pub mod types;
pub(crate) mod unicode_numeric;
mod warnings;
mod zlib;

use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, type_err};
use crate::interp::value::{Args, BuiltinType, Kwargs, NativeFn, TypeObj, Value};
use std::rc::Rc;

pub fn native(
    name: &str,
    f: impl Fn(&mut Interp, &Args, &Kwargs) -> RtResult<Value> + 'static,
) -> Value {
    Value::Native(Rc::new(NativeFn {
        name: name.into(),
        f: Rc::new(f),
        host: None,
        sig: None,
    }))
}

pub fn install(it: &mut Interp) {
    functions::install(it);
    dynamic::install(it);
    crate::interp::class::install(&mut it.builtins);
    it.builtins.insert(
        "super".into(),
        native("super", |_, a, _| match a {
            [Value::Class(c), obj] => Ok(Value::Super(Rc::new((c.clone(), obj.clone())))),
            [] => Err(crate::interp::error::err(
                crate::interp::error::ExcType::RuntimeError,
                "super(): no arguments",
            )),
            _ => Err(type_err("super() argument 1 must be a class")),
        }),
    );
    help::install(it);
    use BuiltinType as B;
    for t in [
        B::Int,
        B::Float,
        B::Complex,
        B::Bool,
        B::Str,
        B::Bytes,
        B::ByteArray,
        B::MemoryView,
        B::List,
        B::Tuple,
        B::Dict,
        B::Set,
        B::FrozenSet,
        B::Range,
        B::Type,
        B::Slice,
        B::Object,
    ] {
        it.builtins
            .insert(t.name().into(), Value::Type(TypeObj::Builtin(t)));
    }
    for t in ExcType::ALL {
        if matches!(
            t,
            ExcType::LinAlgError
                | ExcType::AxisError
                | ExcType::TooHardError
                | ExcType::DTypePromotionError
                | ExcType::RankWarning
                | ExcType::VisibleDeprecationWarning
                | ExcType::ModuleDeprecationWarning
                | ExcType::OutOfMemoryError
                | ExcType::CUDARuntimeError
                | ExcType::CompileException
                | ExcType::ComplexWarning
                | ExcType::UnsupportedOperation
        ) {
            continue;
        }
        it.builtins
            .insert(t.name().into(), Value::Type(TypeObj::Exc(*t)));
    }
    // Python 3's other names of OSError.
    for alias in ["IOError", "EnvironmentError"] {
        it.builtins
            .insert(alias.into(), Value::Type(TypeObj::Exc(ExcType::OSError)));
    }
    it.builtins.insert("Ellipsis".into(), Value::Ellipsis);
    modules::install(it);
    os::guard_all(it);
}

/// Checks a builtin's positional argument count, with CPython's wording.
pub fn arity(name: &str, args: &Args, min: usize, max: usize) -> RtResult<()> {
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    let msg = if min == max {
        match min {
            0 => format!("{name}() takes no arguments ({n} given)"),
            1 => format!("{name}() takes exactly one argument ({n} given)"),
            _ => format!("{name}() takes exactly {min} arguments ({n} given)"),
        }
    } else if n < min {
        format!(
            "{name} expected at least {min} argument{}, got {n}",
            if min == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "{name} expected at most {max} argument{}, got {n}",
            if max == 1 { "" } else { "s" }
        )
    };
    Err(type_err(msg))
}

/// Rejects keyword arguments a builtin does not take.
pub fn allow_kw(name: &str, kw: &Kwargs, allowed: &[&str]) -> RtResult<()> {
    for (k, _) in kw {
        if !allowed.contains(&&**k) {
            return Err(type_err(if allowed.is_empty() {
                format!("{name}() takes no keyword arguments")
            } else {
                format!("'{k}' is an invalid keyword argument for {name}()")
            }));
        }
    }
    Ok(())
}

pub fn kwarg<'a>(kw: &'a Kwargs, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

pub fn want_int(v: &Value, what: &str) -> RtResult<i64> {
    // NumPy integers (and 0-d integer arrays) have __index__.
    if let Some(k) = crate::interp::iter::array_index(v) {
        return k;
    }
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::Long(_) => Err(crate::interp::error::err(
            crate::interp::error::ExcType::OverflowError,
            "Python int too large to convert to C long",
        )),
        v if let Some(n) = crate::interp::builtin_base::integer(v) => want_int(&n, what),
        // `what` empty: Python's own words (`operator.index`), with no function named.
        other if what.is_empty() => Err(type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
        other => Err(type_err(format!(
            "{what}: '{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

pub fn want_float(v: &Value, what: &str) -> RtResult<f64> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::Long(b) => crate::interp::long::to_f64(b),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::Float(f) => Ok(*f),
        // NumPy's real scalars (and other one-element arrays) have __float__.
        Value::Array(a) if a.size() != 1 => Err(type_err(
            "only length-1 arrays can be converted to Python scalars",
        )),
        Value::Array(a) if !a.dtype.is_complex() => {
            let c = a.to_col().map_err(crate::interp::arrays::arr_err)?;
            Ok(c.get_c(0).0)
        }
        v if let Some(n) = crate::interp::builtin_base::number(v) => want_float(&n, what),
        other => Err(type_err(format!(
            "{what}must be real number, not {}",
            other.type_name()
        ))),
    }
}

pub fn want_str<'a>(v: &'a Value, what: &str) -> RtResult<&'a Rc<str>> {
    match v {
        Value::Str(s) => Ok(s),
        other => Err(type_err(format!(
            "{what} must be str, not {}",
            other.type_name()
        ))),
    }
}
