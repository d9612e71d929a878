//! The special methods of built-in values, reached as attributes: `(3).__add__(4)`,
//! `[1].__len__()`, `hasattr(x, "__iter__")`, `int.__add__`, `d.__getitem__` passed as a
//! function. Each forwards to the operation the interpreter already has (the operator,
//! `len`, indexing), so there is one definition; a binary one answers `NotImplemented` for
//! an operand its type does not take, as CPython's slots do.
use crate::interp::Interp;
use crate::interp::class::not_implemented;
use crate::interp::error::{ExcType, RtResult};
use crate::interp::value::Value;
use crate::ir::{BinOp, CmpOp, UnOp};

const ARITH: &[&str] = &["add", "sub", "mul", "truediv", "floordiv", "mod", "pow"];
const BITS: &[&str] = &["and", "or", "xor", "lshift", "rshift"];
const ORDER: &[&str] = &["__lt__", "__le__", "__gt__", "__ge__"];
const ALL: &[&str] = &[
    "__repr__",
    "__str__",
    "__eq__",
    "__ne__",
    "__hash__",
    "__format__",
];
const CONTAINER: &[&str] = &["__len__", "__iter__", "__contains__"];
/// The unary and conversion slots of int and float alike.
const REAL_UNARY: &[&str] = &[
    "__neg__",
    "__pos__",
    "__abs__",
    "__bool__",
    "__int__",
    "__float__",
    "__round__",
    "__trunc__",
    "__floor__",
    "__ceil__",
];

fn binop_of(name: &str) -> Option<BinOp> {
    Some(match name {
        "add" => BinOp::Add,
        "sub" => BinOp::Sub,
        "mul" => BinOp::Mul,
        "truediv" => BinOp::Div,
        "floordiv" => BinOp::FloorDiv,
        "mod" => BinOp::Mod,
        "pow" => BinOp::Pow,
        "matmul" => BinOp::MatMul,
        "and" => BinOp::BitAnd,
        "or" => BinOp::BitOr,
        "xor" => BinOp::BitXor,
        "lshift" => BinOp::Shl,
        "rshift" => BinOp::Shr,
        _ => return None,
    })
}

/// `__add__` -> ("add", reflected, in-place).
fn split_binary(name: &str) -> Option<(&str, bool, bool)> {
    let inner = name.strip_prefix("__")?.strip_suffix("__")?;
    let (base, r, i) = if let Some(b) = inner.strip_prefix('r').filter(|b| binop_of(b).is_some()) {
        (b, true, false)
    } else if let Some(b) = inner.strip_prefix('i').filter(|b| binop_of(b).is_some()) {
        (b, false, true)
    } else {
        (inner, false, false)
    };
    binop_of(base).map(|_| (base, r, i))
}

/// Whether built-in value `v` has special method `name`.
pub fn has(v: &Value, name: &str) -> bool {
    if !(name.starts_with("__") && name.ends_with("__")) {
        return false;
    }
    let plain = matches!(
        v,
        Value::Int(_)
            | Value::Bool(_)
            | Value::Float(_)
            | Value::Complex(..)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::List(_)
            | Value::Tuple(_)
            | Value::Dict(_)
            | Value::Set(..)
            | Value::Range(..)
            | Value::None
    );
    if plain && ALL.contains(&name) {
        return true;
    }
    let binary = split_binary(name);
    let arith = |kinds: &[&str]| binary.is_some_and(|(b, _, i)| !i && kinds.contains(&b));
    match v {
        Value::Int(_) | Value::Bool(_) => {
            arith(ARITH)
                || arith(BITS)
                || ORDER.contains(&name)
                || REAL_UNARY.contains(&name)
                || matches!(name, "__invert__" | "__index__")
        }
        Value::Float(_) => arith(ARITH) || ORDER.contains(&name) || REAL_UNARY.contains(&name),
        Value::Complex(..) => {
            arith(&["add", "sub", "mul", "truediv", "pow"])
                || matches!(name, "__neg__" | "__pos__" | "__abs__" | "__bool__")
        }
        // Sequences have no reflected slots but `__rmul__` (and str's `__rmod__`).
        Value::Str(_) | Value::Bytes(_) => {
            CONTAINER.contains(&name)
                || ORDER.contains(&name)
                || matches!(
                    name,
                    "__add__" | "__mul__" | "__mod__" | "__rmod__" | "__getitem__" | "__rmul__"
                )
        }
        Value::List(_) | Value::ByteArray(_) => {
            CONTAINER.contains(&name)
                || ORDER.contains(&name)
                || matches!(name, "__add__" | "__mul__")
                || matches!(
                    name,
                    "__getitem__"
                        | "__setitem__"
                        | "__delitem__"
                        | "__rmul__"
                        | "__iadd__"
                        | "__imul__"
                        | "__reversed__"
                )
        }
        Value::Tuple(_) => {
            CONTAINER.contains(&name)
                || ORDER.contains(&name)
                || matches!(name, "__add__" | "__mul__" | "__getitem__" | "__rmul__")
        }
        Value::Dict(_) => {
            CONTAINER.contains(&name)
                || matches!(
                    name,
                    "__getitem__"
                        | "__setitem__"
                        | "__delitem__"
                        | "__or__"
                        | "__ror__"
                        | "__ior__"
                        | "__reversed__"
                )
        }
        Value::Set(_, frozen) => {
            CONTAINER.contains(&name)
                || ORDER.contains(&name)
                || binary.is_some_and(|(b, _, i)| {
                    matches!(b, "or" | "and" | "sub" | "xor") && !(i && *frozen)
                })
        }
        Value::Range(..) => {
            CONTAINER.contains(&name) || matches!(name, "__getitem__" | "__reversed__")
        }
        Value::None => name == "__bool__",
        // An array (or NumPy scalar) has every operator's slot; its `__len__`, indexing and
        // iteration are those of arrays (a scalar's raise NumPy's TypeError when called).
        Value::Array(_) => {
            ALL.contains(&name)
                || CONTAINER.contains(&name)
                || ORDER.contains(&name)
                || binary.is_some()
                || matches!(
                    name,
                    "__getitem__"
                        | "__setitem__"
                        | "__delitem__"
                        | "__neg__"
                        | "__pos__"
                        | "__abs__"
                        | "__invert__"
                        | "__bool__"
                        | "__int__"
                        | "__float__"
                        | "__complex__"
                        | "__index__"
                        | "__round__"
                        | "__copy__"
                        | "__deepcopy__"
                        | "__array__"
                )
        }
        Value::Func(_) | Value::Native(_) | Value::Bound(_) | Value::Method(_) => {
            name == "__call__"
        }
        _ => false,
    }
}

/// Calls special method `name` of built-in value `o` (`has(o, name)` holds).
pub fn call(
    it: &mut Interp,
    o: &Value,
    name: &str,
    a: &[Value],
    kw: &[(std::rc::Rc<str>, Value)],
) -> RtResult<Value> {
    // Only a call takes keywords.
    if !kw.is_empty() && name != "__call__" {
        return Err(crate::interp::error::type_err(format!(
            "{name}() takes no keyword arguments"
        )));
    }
    let want = |n: usize| -> RtResult<()> {
        if a.len() != n {
            return Err(crate::interp::error::type_err(format!(
                "expected {n} argument{}, got {}",
                if n == 1 { "" } else { "s" },
                a.len()
            )));
        }
        Ok(())
    };
    let builtin = |it: &mut Interp, f: &str, args: &[Value]| -> RtResult<Value> {
        let f = it.builtins.get(f).cloned().unwrap_or(Value::None);
        it.call(&f, args, &[])
    };
    if let Some((base, reflected, inplace)) = split_binary(name) {
        want(1)?;
        let op = binop_of(base).expect("split_binary checked it");
        if !takes(o, &a[0], base, inplace) {
            return Ok(not_implemented());
        }
        if inplace {
            return it.inplace_op(op, o.clone(), a[0].clone());
        }
        let r = if reflected {
            it.binop(op, &a[0], o)
        } else {
            it.binop(op, o, &a[0])
        };
        return match r {
            Err(e) if e.exc_type() == ExcType::TypeError => Ok(not_implemented()),
            r => r,
        };
    }
    let cmp = match name {
        "__eq__" => Some(CmpOp::Eq),
        "__ne__" => Some(CmpOp::Ne),
        "__lt__" => Some(CmpOp::Lt),
        "__le__" => Some(CmpOp::Le),
        "__gt__" => Some(CmpOp::Gt),
        "__ge__" => Some(CmpOp::Ge),
        _ => None,
    };
    if let Some(op) = cmp {
        want(1)?;
        if !comparable(o, &a[0]) {
            return Ok(not_implemented());
        }
        return it.compare(op, o, &a[0]);
    }
    match name {
        "__repr__" => {
            want(0)?;
            Ok(Value::str(&it.repr(o)?))
        }
        "__str__" => {
            want(0)?;
            Ok(Value::str(&it.to_str(o)?))
        }
        "__format__" => {
            want(1)?;
            let spec = it.to_str(&a[0])?;
            Ok(Value::str(&it.format_value(o, &spec)?))
        }
        "__len__" | "__hash__" | "__abs__" | "__int__" | "__float__" | "__bool__"
        | "__reversed__" | "__iter__" => {
            want(0)?;
            let f = &name[2..name.len() - 2];
            builtin(it, f, std::slice::from_ref(o))
        }
        // NumPy's `__index__` takes integer values only (not floats, not arrays of size > 1).
        "__index__" if matches!(o, Value::Array(x) if !(x.dtype.is_int() || x.dtype == crate::array::dtype::DType::Bool) || x.size() != 1) => {
            Err(crate::interp::error::type_err(
                "only integer scalar arrays can be converted to a scalar index",
            ))
        }
        "__index__" | "__trunc__" => {
            want(0)?;
            builtin(it, "int", std::slice::from_ref(o))
        }
        "__floor__" | "__ceil__" => {
            want(0)?;
            let x = match o {
                Value::Float(f) if name == "__floor__" => Value::Float(f.floor()),
                Value::Float(f) => Value::Float(f.ceil()),
                other => other.clone(),
            };
            builtin(it, "int", &[x])
        }
        "__round__" => {
            let mut args = vec![o.clone()];
            args.extend_from_slice(a);
            builtin(it, "round", &args)
        }
        "__neg__" => it.unary(UnOp::Neg, o),
        "__pos__" => it.unary(UnOp::Pos, o),
        "__invert__" => it.unary(UnOp::Invert, o),
        "__complex__" => {
            want(0)?;
            builtin(it, "complex", std::slice::from_ref(o))
        }
        "__copy__" => {
            want(0)?;
            super::methods::call_method(it, o, "copy", &[], &[])
        }
        // The array itself, or a copy in the dtype asked for.
        "__array__" if a.is_empty() => Ok(o.clone()),
        "__array__" => super::methods::call_method(it, o, "astype", &a[..1], &[]),
        "__deepcopy__" => super::methods::call_method(it, o, "copy", &[], &[]),
        "__contains__" => {
            want(1)?;
            Ok(Value::Bool(it.contains(o, &a[0])?))
        }
        "__getitem__" => {
            want(1)?;
            it.get_item(o, &a[0])
        }
        "__setitem__" => {
            want(2)?;
            it.set_item(o, a[0].clone(), a[1].clone())?;
            Ok(Value::None)
        }
        "__delitem__" => {
            want(1)?;
            it.del_item(o, &a[0])?;
            Ok(Value::None)
        }
        "__call__" => it.call(o, a, kw),
        _ => Err(crate::interp::error::err(
            crate::interp::error::ExcType::AttributeError,
            format!("'{}' object has no attribute '{name}'", o.type_name()),
        )),
    }
}

/// Whether `o`'s binary slot `base` takes `other` (else `NotImplemented`, as CPython's
/// `int.__add__(1, 1.5)`).
fn takes(o: &Value, other: &Value, base: &str, inplace: bool) -> bool {
    let int = |v: &Value| matches!(v, Value::Int(_) | Value::Bool(_));
    let real = |v: &Value| int(v) || matches!(v, Value::Float(_));
    let num = |v: &Value| real(v) || matches!(v, Value::Complex(..));
    match o {
        Value::Int(_) | Value::Bool(_) => int(other),
        Value::Float(_) => real(other),
        Value::Complex(..) => num(other),
        Value::Str(_) | Value::Bytes(_) if base == "mod" => true,
        // `list += iterable` extends with any iterable.
        Value::List(_) if base == "add" && inplace => true,
        Value::Str(_)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
            if base == "mul" =>
        {
            int(other)
        }
        Value::ByteArray(_) => matches!(
            other,
            Value::Bytes(_) | Value::ByteArray(_) | Value::MemView(_)
        ),
        Value::Str(_) => matches!(other, Value::Str(_)),
        Value::Bytes(_) => matches!(other, Value::Bytes(_)),
        Value::List(_) => matches!(other, Value::List(_)),
        Value::Tuple(_) => matches!(other, Value::Tuple(_)),
        Value::Dict(_) => matches!(other, Value::Dict(_)),
        Value::Set(..) => matches!(other, Value::Set(..)),
        _ => true,
    }
}

/// Whether a comparison slot of `o` takes `other` (an int's ints, a float's ints and
/// floats, else values of its own type).
fn comparable(o: &Value, other: &Value) -> bool {
    let int = |v: &Value| matches!(v, Value::Int(_) | Value::Bool(_));
    let real = |v: &Value| int(v) || matches!(v, Value::Float(_));
    match o {
        Value::Int(_) | Value::Bool(_) => int(other),
        Value::Float(_) => real(other),
        Value::Complex(..) => real(other) || matches!(other, Value::Complex(..)),
        // An array compares with anything it broadcasts against.
        Value::Array(_) => true,
        _ => std::mem::discriminant(o) == std::mem::discriminant(other),
    }
}
