//! Python's builtin functions (print, len, range, sorted, ...).
use super::{allow_kw, arity, kwarg, native, want_int};
use crate::array::dtype::DType;
use crate::interp::Interp;
use crate::interp::builtin_base::builtin_type;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::ops::py_cmp;
use crate::interp::value::{BuiltinType, IterState, TypeObj, Value, hash_value, range_len};
use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

type Builtin = fn(&mut Interp, &[Value], &[(Rc<str>, Value)]) -> RtResult<Value>;

pub fn install(it: &mut Interp) {
    let mut add = |name: &str, f: Builtin| {
        it.builtins.insert(name.into(), native(name, f));
    };
    add("print", print);
    add("input", input);
    add("ascii", |it, a, kw| {
        allow_kw("ascii", kw, &[])?;
        arity("ascii", a, 1, 1)?;
        let r = it.repr(&a[0])?;
        Ok(Value::str(&super::format::ascii_escape(&r)))
    });
    add("len", len);
    add("abs", abs);
    add("min", |it, a, k| min_max(it, a, k, "min", Ordering::Less));
    add("max", |it, a, k| {
        min_max(it, a, k, "max", Ordering::Greater)
    });
    add("sum", sum);
    add("round", round);
    add("pow", pow);
    add("divmod", divmod);
    add("repr", |it, a, k| {
        allow_kw("repr", k, &[])?;
        arity("repr", a, 1, 1)?;
        Ok(Value::str(&it.repr(&a[0])?))
    });
    add("enumerate", enumerate);
    add("zip", zip);
    add("map", map);
    add("filter", filter);
    add("sorted", sorted);
    add("reversed", reversed);
    add("any", |it, a, _| {
        arity("any", a, 1, 1)?;
        let mut found = false;
        it.each(&a[0], |it, v| {
            found = it.truth(&v)?;
            Ok(!found)
        })?;
        Ok(Value::Bool(found))
    });
    add("all", |it, a, _| {
        arity("all", a, 1, 1)?;
        let mut every = true;
        it.each(&a[0], |it, v| {
            every = it.truth(&v)?;
            Ok(every)
        })?;
        Ok(Value::Bool(every))
    });
    add("isinstance", isinstance);
    add("open", super::files::open);
    add("issubclass", issubclass);
    add("hasattr", |it, a, _| {
        arity("hasattr", a, 2, 2)?;
        let name = super::want_str(&a[1], "attribute name")?.clone();
        Ok(Value::Bool(it.get_attr(&a[0], &name).is_ok()))
    });
    add("getattr", |it, a, _| {
        arity("getattr", a, 2, 3)?;
        let name = super::want_str(&a[1], "attribute name")?.clone();
        match it.get_attr(&a[0], &name) {
            Ok(v) => Ok(v),
            Err(e) if a.len() == 3 && e.exc_type() == ExcType::AttributeError => Ok(a[2].clone()),
            Err(e) => Err(e),
        }
    });
    add("setattr", |it, a, _| {
        arity("setattr", a, 3, 3)?;
        let name = super::want_str(&a[1], "attribute name")?.clone();
        it.set_attr(&a[0], &name, a[2].clone())?;
        Ok(Value::None)
    });
    add("vars", |it, a, _| {
        arity("vars", a, 1, 1)?;
        match &a[0] {
            Value::Instance(_) | Value::Class(_) => it
                .get_attr(&a[0], &Rc::from("__dict__"))
                .map_err(|_| type_err("vars() argument must have __dict__ attribute")),
            Value::Module(m) => {
                let mut d = crate::interp::value::Map::default();
                for n in m.bound_names() {
                    if let Some(v) = m.get(&n) {
                        d.insert(crate::interp::value::Key(Value::Str(n)), v);
                    }
                }
                Ok(Value::Dict(Rc::new(RefCell::new(d))))
            }
            _ => Err(type_err("vars() argument must have __dict__ attribute")),
        }
    });
    add("iter", |it, a, _| {
        arity("iter", a, 1, 2)?;
        if let Some(end) = a.get(1) {
            if !is_callable(&a[0]) {
                return Err(type_err("iter(v, w): v must be callable"));
            }
            let st = crate::interp::value::IterState::Sentinel(a[0].clone(), end.clone());
            return Ok(Value::Iter(Rc::new(RefCell::new(st))));
        }
        it.iter(&a[0])
    });
    add("delattr", |it, a, _| {
        arity("delattr", a, 2, 2)?;
        let Value::Str(name) = &a[1] else {
            return Err(type_err(format!(
                "attribute name must be string, not '{}'",
                a[1].type_name()
            )));
        };
        match it.instance_delattr(&a[0], name) {
            Some(r) => r.map(|_| Value::None),
            None => Err(err(
                ExcType::AttributeError,
                format!(
                    "'{}' object attribute '{name}' is read-only",
                    a[0].type_name()
                ),
            )),
        }
    });
    add("next", |it, a, _| {
        arity("next", a, 1, 2)?;
        // An object's own __next__ (its StopIteration taken as the end).
        if let Some(r) = it.call_special(&a[0], "__next__", &[]) {
            return match r {
                Err(e) if e.exc_type() == ExcType::StopIteration && a.len() == 2 => {
                    Ok(a[1].clone())
                }
                other => other,
            };
        }
        // A generator's return value travels in its StopIteration.
        if let Some(g) = crate::interp::generator::as_generator(&a[0]) {
            use crate::interp::generator::{Sent, Step, stop_iteration};
            return match it.gen_resume(&g, Sent::Value(Value::None))? {
                Step::Yielded(v) => Ok(v),
                Step::Returned(_) if a.len() == 2 => Ok(a[1].clone()),
                Step::Returned(v) => Err(stop_iteration(v)),
            };
        }
        if !matches!(a[0], Value::Iter(_)) {
            return Err(type_err(format!(
                "'{}' object is not an iterator",
                a[0].type_name()
            )));
        }
        match it.next(&a[0])? {
            Some(v) => Ok(v),
            None if a.len() == 2 => Ok(a[1].clone()),
            None => Err(err(ExcType::StopIteration, "")),
        }
    });
    add("id", |_, a, _| {
        arity("id", a, 1, 1)?;
        Ok(Value::Int(a[0].id()))
    });
    add("hash", |it, a, _| {
        arity("hash", a, 1, 1)?;
        it.key(a[0].clone())?;
        Ok(Value::Int(hash_value(&a[0])))
    });
    add("ord", |_, a, _| {
        arity("ord", a, 1, 1)?;
        // A str subclass's character is its value's.
        let own = match crate::interp::builtin_base::payload(&a[0]) {
            Some(p @ Value::Str(_)) => p,
            _ => a[0].clone(),
        };
        let s = super::want_str(&own, "ord() argument")?;
        let mut cs = s.chars();
        match (cs.next(), cs.next()) {
            (Some(c), None) => Ok(Value::Int(c as i64)),
            _ => Err(type_err(format!(
                "ord() expected a character, but string of length {} found",
                s.chars().count()
            ))),
        }
    });
    add("chr", |_, a, _| {
        arity("chr", a, 1, 1)?;
        let i = want_int(&a[0], "chr()")?;
        match u32::try_from(i).ok().and_then(char::from_u32) {
            Some(c) => Ok(Value::str(&c.to_string())),
            // CPython makes a lone surrogate here; gpa's strings are UTF-8 and cannot hold one.
            None if (0xD800..0xE000).contains(&i) => Err(value_err(format!(
                "chr() arg 0x{i:X} is a lone surrogate, which gpa strings (UTF-8) cannot hold"
            ))),
            None => Err(value_err("chr() arg not in range(0x110000)")),
        }
    });
    add("format", |it, a, _| {
        arity("format", a, 1, 2)?;
        let spec = match a.get(1) {
            Some(s) => super::want_str(s, "format() argument 2")?.to_string(),
            None => String::new(),
        };
        Ok(Value::str(&it.format_value(&a[0], &spec)?))
    });
    add("bin", |it, a, _| base_str(&it.indexed(a)?, 2, "bin"));
    add("oct", |it, a, _| base_str(&it.indexed(a)?, 8, "oct"));
    add("hex", |it, a, _| base_str(&it.indexed(a)?, 16, "hex"));
    add("callable", |_, a, _| {
        arity("callable", a, 1, 1)?;
        Ok(Value::Bool(is_callable(&a[0])))
    });
}

/// Python's `callable(v)`.
fn is_callable(v: &Value) -> bool {
    matches!(
        v,
        Value::Func(_)
            | Value::Native(_)
            | Value::Method(_)
            | Value::Type(_)
            | Value::Class(_)
            | Value::Bound(_)
    ) || matches!(v, Value::Instance(i) if i.class.lookup("__call__").is_some())
}

fn base_str(a: &[Value], base: u32, name: &str) -> RtResult<Value> {
    arity(name, a, 1, 1)?;
    if let Value::Long(b) = &a[0] {
        let sign = if b.sign() == num_bigint::Sign::Minus {
            "-"
        } else {
            ""
        };
        let prefix = match base {
            2 => "0b",
            8 => "0o",
            _ => "0x",
        };
        let digits = b.magnitude().to_str_radix(base);
        return Ok(Value::str(&format!("{sign}{prefix}{digits}")));
    }
    let v = want_int(&a[0], name).map_err(|_| {
        type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            a[0].type_name()
        ))
    })?;
    Ok(Value::str(&super::format::int_to_base(v, base, true)))
}

/// `input(prompt)`: the prompt written (and flushed), one line read without its newline;
/// `EOFError` at the end of the input.
fn input(it: &mut Interp, args: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("input", kw, &[])?;
    arity("input", args, 0, 1)?;
    if let Some(p) = args.first() {
        let p = it.to_str(p)?;
        it.write_out(&p)?;
    }
    let _ = it.out.flush();
    let line = super::modules::read_line(it)?;
    if line.is_empty() {
        return Err(err(ExcType::EOFError, "EOF when reading a line"));
    }
    let line = line.strip_suffix('\n').unwrap_or(&line);
    Ok(Value::str(line.strip_suffix('\r').unwrap_or(line)))
}

fn print(it: &mut Interp, args: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("print", kw, &["sep", "end", "file", "flush"])?;
    let sep = match kwarg(kw, "sep") {
        None | Some(Value::None) => " ".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => {
            return Err(type_err(format!(
                "sep must be None or a string, not {}",
                o.type_name()
            )));
        }
    };
    let end = match kwarg(kw, "end") {
        None | Some(Value::None) => "\n".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => {
            return Err(type_err(format!(
                "end must be None or a string, not {}",
                o.type_name()
            )));
        }
    };
    let mut s = String::new();
    for (i, a) in args.iter().enumerate() {
        if i > 0 {
            s.push_str(&sep);
        }
        s.push_str(&it.to_str(a)?);
    }
    s.push_str(&end);
    // Without file=, whatever sys.stdout is now (contextlib.redirect_stdout replaces it).
    let file = match kwarg(kw, "file") {
        None | Some(Value::None) => match it.modules.get("sys") {
            Some(Value::Module(sys)) => sys.get("stdout"),
            _ => None,
        },
        Some(f) => Some(f.clone()),
    };
    match file.as_ref() {
        Some(Value::Module(m)) if m.name == "sys.stderr" => {
            let _ = it.out.flush_hint();
            it.err_out
                .write_all(s.as_bytes())
                .map_err(|e| err(ExcType::OSError, e.to_string()))?;
            Ok(Value::None)
        }
        // A file object from open().
        Some(Value::Module(m)) if let Some(w) = m.dunder("write") => {
            it.call(&w, &[Value::str(&s)], &[])?;
            Ok(Value::None)
        }
        // Any object with a write method (io.StringIO, a user class).
        Some(f @ Value::Instance(_)) => {
            let f = f.clone();
            super::methods::call_method(it, &f, "write", &[Value::str(&s)], &[])?;
            Ok(Value::None)
        }
        None | Some(Value::None) | Some(Value::Module(_)) => {
            it.write_out(&s)?;
            if kwarg(kw, "flush").is_some_and(|v| v.truthy()) {
                let _ = it.out.flush();
            }
            Ok(Value::None)
        }
        Some(o) => Err(type_err(format!(
            "print() file must be sys.stdout or sys.stderr, not {}",
            o.type_name()
        ))),
    }
}

trait FlushHint {
    fn flush_hint(&mut self) -> std::io::Result<()>;
}
impl FlushHint for Box<dyn std::io::Write> {
    fn flush_hint(&mut self) -> std::io::Result<()> {
        self.flush()
    }
}

pub fn length(it: &mut Interp, v: &Value) -> RtResult<i64> {
    Ok(match v {
        Value::Module(m) if let Some(f) = m.dunder("__len__") => {
            let n = it.call(&f, &[], &[])?;
            super::want_int(&n, "__len__")?
        }
        Value::Str(s) => {
            if s.is_ascii() {
                s.len() as i64
            } else {
                s.chars().count() as i64
            }
        }
        Value::List(l) => l.borrow().len() as i64,
        Value::Bytes(b) => b.len() as i64,
        Value::ByteArray(b) => b.data.borrow().len() as i64,
        Value::MemView(m) => {
            crate::builtins::bytearray::bytes_like(v)?;
            m.len as i64
        }
        Value::Tuple(t) => t.len() as i64,
        Value::Named(n) => n.items.len() as i64,
        Value::Dict(d) | Value::View(d, _) => d.borrow().len() as i64,
        Value::Set(s, _) => s.borrow().len() as i64,
        Value::Range(r) => range_len(r.0, r.1, r.2),
        Value::Array(a) if a.shape.is_empty() => return Err(type_err("len() of unsized object")),
        Value::Strs(s) if s.shape().is_empty() => return Err(type_err("len() of unsized object")),
        Value::Strs(s) => s.shape()[0] as i64,
        Value::Times(t) if t.shape().is_empty() => return Err(type_err("len() of unsized object")),
        Value::Times(t) => t.shape()[0] as i64,
        Value::Recs(r) if r.row.is_some() => r.cols.len() as i64,
        Value::Recs(r) if r.shape().is_empty() => return Err(type_err("len() of unsized object")),
        Value::Recs(r) => r.shape()[0] as i64,
        Value::Class(c) if let Some(f) = it.class_hook(c, "__class_len__") => {
            let n = it.call(&f, &[], &[])?;
            super::want_int(&n, "__len__")?
        }
        Value::Instance(_) => match it.call_special(v, "__len__", &[]) {
            Some(r) => {
                let n = r?;
                let Value::Int(n) = n else {
                    return Err(type_err(format!(
                        "'{}' object cannot be interpreted as an integer",
                        n.type_name()
                    )));
                };
                if n < 0 {
                    return Err(crate::interp::error::value_err(
                        "__len__() should return >= 0",
                    ));
                }
                n
            }
            None => {
                return Err(type_err(format!(
                    "object of type '{}' has no len()",
                    v.type_name()
                )));
            }
        },
        Value::Array(a) => a.shape[0] as i64,
        other => {
            return Err(type_err(format!(
                "object of type '{}' has no len()",
                other.type_name()
            )));
        }
    })
}

fn len(it: &mut Interp, a: &[Value], k: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("len", k, &[])?;
    arity("len", a, 1, 1)?;
    Ok(Value::Int(length(it, &a[0])?))
}

fn abs(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("abs", a, 1, 1)?;
    Ok(match &a[0] {
        Value::Int(i) => match i.checked_abs() {
            Some(v) => Value::Int(v),
            None => {
                crate::interp::long::int(num_bigint::BigInt::from(*i).magnitude().clone().into())
            }
        },
        Value::Long(b) => crate::interp::long::int(b.magnitude().clone().into()),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Float(f) => Value::Float(f.abs()),
        Value::Complex(x, y) => Value::Float(x.hypot(*y)),
        Value::Array(x) => return it.array_unary(crate::array::ops::Op::Abs, x),
        o @ Value::Instance(_) if let Some(r) = it.call_special(o, "__abs__", &[]) => return r,
        o => {
            return Err(type_err(format!(
                "bad operand type for abs(): '{}'",
                o.type_name()
            )));
        }
    })
}

fn min_max(
    it: &mut Interp,
    a: &[Value],
    kw: &[(Rc<str>, Value)],
    name: &str,
    want: Ordering,
) -> RtResult<Value> {
    allow_kw(name, kw, &["key", "default"])?;
    let key = kwarg(kw, "key")
        .filter(|k| !matches!(k, Value::None))
        .cloned();
    if a.len() > 1 && kwarg(kw, "default").is_some() {
        return Err(type_err(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        )));
    }
    let items = match a.len() {
        0 => {
            return Err(type_err(format!(
                "{name} expected at least 1 argument, got 0"
            )));
        }
        1 => a[0].clone(),
        _ => Value::tuple(a.to_vec()),
    };
    let op = if want == Ordering::Less {
        crate::ir::CmpOp::Lt
    } else {
        crate::ir::CmpOp::Gt
    };
    // Item by item as CPython: the next item, its key, the comparison.
    let mut best: Option<(Value, Value)> = None;
    it.each(&items, |it, x| {
        let kx = match &key {
            Some(k) => it.call(k, std::slice::from_ref(&x), &[])?,
            None => x.clone(),
        };
        let better = match &best {
            None => true,
            Some((_, best_key)) => {
                let b = it.compare(op, &kx, best_key)?;
                it.truth(&b)?
            }
        };
        if better {
            best = Some((x, kx));
        }
        Ok(true)
    })?;
    match best {
        Some((b, _)) => Ok(b),
        None => match kwarg(kw, "default") {
            Some(d) => Ok(d.clone()),
            None => Err(value_err(format!("{name}() iterable argument is empty"))),
        },
    }
}

fn sum(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("sum", kw, &["start"])?;
    arity("sum", a, 1, 2)?;
    let mut acc = a
        .get(1)
        .or(kwarg(kw, "start"))
        .cloned()
        .unwrap_or(Value::Int(0));
    if let Value::Str(_) = acc {
        return Err(type_err(
            "sum() can't sum strings [use ''.join(seq) instead]",
        ));
    }
    // Once the total is a float, add with Neumaier compensation, as CPython 3.12+ does.
    let mut comp: Option<(f64, f64)> = None;
    it.each(&a[0], |it, x| {
        if let Some((f, c)) = &mut comp {
            let y = match x {
                Value::Float(y) => y,
                Value::Int(i) => i as f64,
                Value::Bool(b) => b as i64 as f64,
                other => {
                    acc = Value::Float(*f + *c);
                    comp = None;
                    acc = it.binop(crate::ir::BinOp::Add, &acc, &other)?;
                    return Ok(true);
                }
            };
            let t = *f + y;
            if f.abs() >= y.abs() {
                *c += (*f - t) + y;
            } else {
                *c += (y - t) + *f;
            }
            *f = t;
            return Ok(true);
        }
        if let (Value::Int(p), Value::Int(q)) = (&mut acc, &x)
            && let Some(r) = p.checked_add(*q)
        {
            *p = r;
            x.discard();
            return Ok(true);
        }
        acc = it.binop(crate::ir::BinOp::Add, &acc, &x)?;
        if let Value::Float(f) = acc {
            comp = Some((f, 0.0));
        }
        Ok(true)
    })?;
    if let Some((f, c)) = comp {
        acc = Value::Float(if c != 0.0 && c.is_finite() { f + c } else { f });
    }
    Ok(acc)
}

fn round(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("round", kw, &["ndigits"])?;
    arity("round", a, 1, 2)?;
    let nd = a
        .get(1)
        .or(kwarg(kw, "ndigits"))
        .filter(|v| !matches!(v, Value::None));
    match (&a[0], nd) {
        (Value::Int(_) | Value::Long(_), None) => Ok(a[0].clone()),
        (Value::Bool(b), None) => Ok(Value::Int(*b as i64)),
        (Value::Int(_) | Value::Long(_), Some(n)) => {
            let n = want_int(n, "round")?;
            round_int(&a[0], n)
        }
        // (NaN and infinities get CPython's errors there.)
        (Value::Float(f), None) => crate::interp::long::from_f64(f.round_ties_even()),
        (Value::Float(f), Some(n)) => {
            let n = want_int(n, "round")?;
            Ok(Value::Float(super::format::round_float(*f, n)))
        }
        // A NumPy scalar rounds to a Python int; with ndigits (or an array) it is np.round.
        (Value::Array(x), None) if x.scalar => {
            match it.array_item(x)? {
                // A uint64 past i64 stays a NumPy scalar: an integer rounds to itself.
                v @ Value::Array(_) => Ok(v),
                v => round(it, &[v], &[]),
            }
        }
        (Value::Array(x), _) if x.ndim() > 0 => Err(type_err(format!(
            "type {}.ndarray doesn't define __round__ method",
            if x.host { "numpy" } else { "cupy" }
        ))),
        (Value::Array(x), n) => {
            let d = match n {
                Some(n) => want_int(n, "round")?,
                None => 0,
            };
            crate::builtins::numpy::round_array(it, x, d)
        }
        (o @ Value::Instance(_), n) if let Some(f) = it.special(o, "__round__") => {
            it.call(&f, n.map(std::slice::from_ref).unwrap_or_default(), &[])
        }
        // An int or float subclass rounds as its value does.
        (o, n) if let Some(x) = crate::interp::builtin_base::number(o) => {
            let mut args = vec![x];
            args.extend(n.cloned());
            round(it, &args, &[])
        }
        (o, _) => Err(type_err(format!(
            "type {} doesn't define __round__ method",
            o.type_name()
        ))),
    }
}

/// `round(i, n)` for an int and `n < 0`: to a multiple of `10**-n`, ties to even.
fn round_int(i: &Value, n: i64) -> RtResult<Value> {
    use num_integer::Integer;
    let big = crate::interp::long::big(i).unwrap_or_default();
    if n >= 0 {
        return Ok(i.clone());
    }
    if n < -(big.bits() as i64) {
        return Ok(Value::Int(0));
    }
    let p = num_traits::Pow::pow(num_bigint::BigInt::from(10), n.unsigned_abs());
    let (q, r) = big.div_mod_floor(&p);
    let twice: num_bigint::BigInt = &r * 2;
    let q = if twice > p || (twice == p && q.is_odd()) {
        q + 1
    } else {
        q
    };
    Ok(crate::interp::long::int(q * p))
}

/// `op(x, y)` through `x.__op__(y)` or `y.__rop__(x)` when either is an object (None when
/// neither is, or both decline); `extra` is a third argument for `__op__` (`pow`'s modulus).
fn object_binary(
    it: &mut Interp,
    x: &Value,
    y: &Value,
    op: &str,
    extra: Option<&Value>,
) -> RtResult<Option<Value>> {
    use crate::interp::class::is_not_implemented;
    if matches!(x, Value::Instance(_)) {
        let mut args = vec![y.clone()];
        args.extend(extra.cloned());
        if let Some(r) = it.call_special(x, &format!("__{op}__"), &args) {
            let r = r?;
            if !is_not_implemented(&r) {
                return Ok(Some(r));
            }
        }
    }
    if extra.is_none()
        && matches!(y, Value::Instance(_))
        && let Some(r) = it.call_special(y, &format!("__r{op}__"), std::slice::from_ref(x))
    {
        let r = r?;
        if !is_not_implemented(&r) {
            return Ok(Some(r));
        }
    }
    Ok(None)
}

fn pow(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("pow", a, 2, 3)?;
    if a.len() == 3
        && let Some(r) = object_binary(it, &a[0], &a[1], "pow", a.get(2))?
    {
        return Ok(r);
    }
    if a.len() == 3 && a.iter().any(|v| matches!(v, Value::Long(_))) {
        let big = |v: &Value| crate::interp::long::big(v);
        return match (big(&a[0]), big(&a[1]), big(&a[2])) {
            (Some(b), Some(e), Some(m)) => crate::interp::long::pow_mod(&b, &e, &m),
            _ => Err(type_err(
                "pow() 3rd argument not allowed unless all arguments are integers",
            )),
        };
    }
    if a.len() == 3 {
        let (Value::Int(b), Value::Int(e), Value::Int(m)) = (&a[0], &a[1], &a[2]) else {
            return Err(type_err(
                "pow() 3rd argument not allowed unless all arguments are integers",
            ));
        };
        if *m == 0 {
            return Err(value_err("pow() 3rd argument cannot be 0"));
        }
        let m128 = *m as i128;
        let mut base = (*b as i128).rem_euclid(m128);
        // A negative exponent raises the inverse of the base modulo m (Python 3.8).
        if *e < 0 {
            base = mod_inverse(base, m128.abs())
                .ok_or_else(|| value_err("base is not invertible for the given modulus"))?;
        }
        let mut r: i128 = 1 % m128;
        let mut e = e.unsigned_abs();
        while e > 0 {
            if e & 1 == 1 {
                r = (r * base).rem_euclid(m128);
            }
            base = (base * base).rem_euclid(m128);
            e >>= 1;
        }
        let r = r as i64;
        // Python's result takes the sign of the modulus.
        return Ok(Value::Int(if r != 0 && (r < 0) != (*m < 0) {
            r + m
        } else {
            r
        }));
    }
    it.binop(crate::ir::BinOp::Pow, &a[0], &a[1])
}

/// `x` such that `a * x = 1 (mod m)`, for `0 <= a < m`, if there is one (extended Euclid).
fn mod_inverse(a: i128, m: i128) -> Option<i128> {
    let (mut r0, mut r1, mut s0, mut s1) = (m, a.rem_euclid(m), 0i128, 1i128);
    while r1 != 0 {
        let q = r0 / r1;
        (r0, r1) = (r1, r0 - q * r1);
        (s0, s1) = (s1, s0 - q * s1);
    }
    (r0 == 1).then(|| s0.rem_euclid(m))
}

fn divmod(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("divmod", a, 2, 2)?;
    // An object's own `__divmod__`, then the other's `__rdivmod__`.
    if let Some(r) = object_binary(it, &a[0], &a[1], "divmod", None)? {
        return Ok(r);
    }
    if matches!(a[0], Value::Float(_)) || matches!(a[1], Value::Float(_)) {
        let x = super::want_float(&a[0], "")?;
        let y = super::want_float(&a[1], "")?;
        if y == 0.0 {
            return Err(err(ExcType::ZeroDivisionError, "float divmod()"));
        }
        let (q, r) = crate::interp::ops::divmod_f(x, y);
        return Ok(Value::tuple(vec![Value::Float(q), Value::Float(r)]));
    }
    let q = it.binop(crate::ir::BinOp::FloorDiv, &a[0], &a[1])?;
    let r = it.binop(crate::ir::BinOp::Mod, &a[0], &a[1])?;
    Ok(Value::tuple(vec![q, r]))
}

fn lazy(items: Vec<Value>) -> Value {
    Value::Iter(Rc::new(RefCell::new(IterState::Vec { items, pos: 0 })))
}

fn adapter(st: IterState) -> Value {
    Value::Iter(Rc::new(RefCell::new(st)))
}

fn enumerate(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("enumerate", kw, &["start"])?;
    arity("enumerate", a, 1, 2)?;
    let start = match a.get(1).or(kwarg(kw, "start")) {
        Some(v) => want_int(v, "enumerate")?,
        None => 0,
    };
    Ok(adapter(IterState::Enumerate(it.iter(&a[0])?, start)))
}

fn zip(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("zip", kw, &["strict"])?;
    let strict = kwarg(kw, "strict").is_some_and(|v| v.truthy());
    // Pulled round-robin, so `zip(it, it)` pairs successive items as in Python.
    let iters = a.iter().map(|x| it.iter(x)).collect::<RtResult<Vec<_>>>()?;
    Ok(adapter(IterState::Zip(iters, strict)))
}

fn map(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    if a.len() < 2 {
        return Err(type_err("map() must have at least two arguments."));
    }
    let iters = a[1..]
        .iter()
        .map(|x| it.iter(x))
        .collect::<RtResult<Vec<_>>>()?;
    Ok(adapter(IterState::Map(a[0].clone(), iters)))
}

fn filter(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("filter", a, 2, 2)?;
    Ok(adapter(IterState::Filter(a[0].clone(), it.iter(&a[1])?)))
}

/// Sorts values in place (stable), by key when given; Python's `<` decides.
pub fn sort_values(
    it: &mut Interp,
    items: &mut Vec<Value>,
    key: Option<&Value>,
    reverse: bool,
) -> RtResult<()> {
    let keys: Vec<Value> = match key {
        Some(k) if !matches!(k, Value::None) => {
            let mut v = Vec::with_capacity(items.len());
            for x in items.iter() {
                v.push(it.call(k, std::slice::from_ref(x), &[])?);
            }
            v
        }
        _ => items.clone(),
    };
    // NumPy scalars compare as the Python numbers they stand for.
    let keys: Vec<Value> = keys
        .into_iter()
        .map(|k| crate::interp::ops::zero_d_value(&k).unwrap_or(k))
        .collect();
    // As CPython: reversed, sorted stably, reversed back (equal items keep their order).
    let mut idx: Vec<usize> = (0..items.len()).collect();
    if reverse {
        idx.reverse();
    }
    sort_positions(it, &mut idx, &keys)?;
    if reverse {
        idx.reverse();
    }
    let sorted: Vec<Value> = idx.into_iter().map(|i| items[i].clone()).collect();
    *items = sorted;
    Ok(())
}

/// Sorts positions into `keys` by Python's `<` between the keys. Floats alone, or ints
/// alone, sort as machine numbers next to their positions (the same comparisons, so the
/// same order, NaN included); anything else compares as Python does.
fn sort_positions(it: &mut Interp, idx: &mut [usize], keys: &[Value]) -> RtResult<()> {
    fn by_number<N: Copy + PartialOrd>(idx: &mut [usize], nums: Vec<N>) -> RtResult<()> {
        let mut pairs: Vec<(N, usize)> = idx.iter().map(|&i| (nums[i], i)).collect();
        super::timsort::sort(&mut pairs, |a, b| Ok(a.0 < b.0))?;
        for (slot, (_, i)) in idx.iter_mut().zip(pairs) {
            *slot = i;
        }
        Ok(())
    }
    let floats: Option<Vec<f64>> = keys
        .iter()
        .map(|k| match k {
            Value::Float(f) => Some(*f),
            _ => None,
        })
        .collect();
    if let Some(f) = floats {
        return by_number(idx, f);
    }
    let ints: Option<Vec<i64>> = keys
        .iter()
        .map(|k| match k {
            Value::Int(i) => Some(*i),
            _ => None,
        })
        .collect();
    if let Some(n) = ints {
        return by_number(idx, n);
    }
    super::timsort::sort(idx, |i, j| {
        let (a, b) = (&keys[i], &keys[j]);
        // Plain values order directly; objects and NaN inside sequences go through `<`.
        if let Some(o) = py_cmp(a, b) {
            return Ok(o == Ordering::Less);
        }
        let r = it.compare(crate::ir::CmpOp::Lt, a, b)?;
        it.truth(&r)
    })
}

fn sorted(it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Value> {
    allow_kw("sorted", kw, &["key", "reverse"])?;
    arity("sorted", a, 1, 1)?;
    let mut items = it.to_vec(&a[0])?;
    let reverse = kwarg(kw, "reverse").is_some_and(|v| v.truthy());
    sort_values(it, &mut items, kwarg(kw, "key"), reverse)?;
    Ok(Value::list(items))
}

fn reversed(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("reversed", a, 1, 1)?;
    match &a[0] {
        Value::List(_)
        | Value::Tuple(_)
        | Value::Str(_)
        | Value::Range(_)
        | Value::Dict(_)
        | Value::Bytes(_)
        | Value::ByteArray(_)
        | Value::MemView(_)
        | Value::Named(_)
        | Value::Array(_) => {
            let mut v = it.to_vec(&a[0])?;
            v.reverse();
            Ok(lazy(v))
        }
        // An enum class (gpa's class hook stands in for EnumType.__reversed__).
        Value::Class(c) if it.class_hook(c, "__class_iter__").is_some() => {
            let mut v = it.to_vec(&a[0])?;
            v.reverse();
            Ok(lazy(v))
        }
        o @ Value::Instance(_) if let Some(r) = it.call_special(o, "__reversed__", &[]) => r,
        // The sequence protocol: __len__ and __getitem__ from the end.
        o @ Value::Instance(_) if it.special(o, "__getitem__").is_some() => {
            let n = length(it, o)?;
            let mut v = Vec::with_capacity(n.max(0) as usize);
            for i in (0..n).rev() {
                v.push(it.get_item(o, &Value::Int(i))?);
            }
            Ok(lazy(v))
        }
        o => Err(type_err(format!(
            "'{}' object is not reversible",
            o.type_name()
        ))),
    }
}

pub fn isinstance(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("isinstance", a, 2, 2)?;
    fn check(it: &mut Interp, v: &Value, t: &Value) -> RtResult<bool> {
        if let Value::Class(c) = t {
            if crate::interp::class::class_of(v).is_some_and(|k| k.is_subclass(c)) {
                return Ok(true);
            }
            // gpa's stand-in for a metaclass's `__instancecheck__` (`numbers.Real`).
            return match it.class_hook(c, "__class_instancecheck__") {
                Some(hook) => {
                    let r = it.call(&hook, std::slice::from_ref(v), &[])?;
                    it.truth(&r)
                }
                None => Ok(false),
            };
        }
        if let (Value::Instance(i), Value::Type(t @ (TypeObj::Builtin(_) | TypeObj::Named(_)))) =
            (v, t)
        {
            let base = builtin_type(&i.class);
            return Ok(*t == TypeObj::Builtin(BuiltinType::Object)
                || base.is_some_and(|b| crate::interp::builtin_base::same_type(b, *t))
                || matches!(base, Some(TypeObj::Named(_)))
                    && *t == TypeObj::Builtin(BuiltinType::Tuple));
        }
        match t {
            // np.float64 subclasses float and np.complex128 complex, as in NumPy (np.int64
            // and np.bool_ are not int and bool).
            Value::Type(TypeObj::Builtin(BuiltinType::Float)) if matches!(v, Value::Array(a) if a.scalar && a.dtype == DType::F64) => {
                Ok(true)
            }
            Value::Type(TypeObj::Builtin(BuiltinType::Complex)) if matches!(v, Value::Array(a) if a.scalar && a.dtype == DType::C128) => {
                Ok(true)
            }
            // NumPy's scalar types: `isinstance(a[0], np.float64)`, `np.floating`.
            Value::Type(TypeObj::Builtin(BuiltinType::Abstract(k))) => {
                Ok(matches!(v, Value::Array(a) if a.scalar && k.holds(a.dtype)))
            }
            Value::DType(d, true) => Ok(matches!(v, Value::Array(a) if a.scalar && a.dtype == *d)),
            // NumPy scalars are not arrays.
            Value::Type(TypeObj::Builtin(BuiltinType::NdArray | BuiltinType::CupyNdArray)) if matches!(v, Value::Array(a) if a.scalar) => {
                Ok(false)
            }
            // `property`, `staticmethod` and `classmethod` are functions here; their
            // instances are the descriptors they make.
            Value::Native(f) if matches!(&*f.name, "property" | "staticmethod" | "classmethod") => {
                use crate::interp::class::Descr;
                Ok(match v {
                    Value::Descr(d) => matches!(
                        (&*f.name, &**d),
                        ("property", Descr::Property { .. })
                            | ("staticmethod", Descr::Static(_))
                            | ("classmethod", Descr::ClassMethod(_))
                    ),
                    _ => false,
                })
            }
            // Classes that gpa makes as a function and record objects (`np.random.Generator`,
            // `RandomState`, `np.finfo`): their instances are the records of that name.
            Value::Native(f) if matches!(v, Value::Module(m) if m.display.is_some() && m.name == *f.name) => {
                Ok(true)
            }
            Value::Native(f)
                if matches!(
                    &*f.name,
                    "Generator"
                        | "RandomState"
                        | "finfo"
                        | "iinfo"
                        | "BitGenerator"
                        | "PCG64"
                        | "MT19937"
                        | "SeedSequence"
                ) =>
            {
                Ok(false)
            }
            // `np.dtype` is a function here; its instances are the dtype objects.
            Value::Native(f) if &*f.name == "dtype" => Ok(matches!(v, Value::DType(_, false))),
            Value::Type(TypeObj::Builtin(b)) => Ok(match (v.type_of(), b) {
                (_, BuiltinType::Object) => true,
                (TypeObj::Builtin(BuiltinType::Bool), BuiltinType::Int) => true,
                (TypeObj::Builtin(x), y) => x == *y,
                (TypeObj::Named(_), y) => *y == BuiltinType::Tuple,
                (TypeObj::Exc(_), _) => false,
            }),
            Value::Type(TypeObj::Exc(e)) => Ok(match v {
                Value::Exc(x) => match &x.inst {
                    Some(i) => i.class.derives_exc(*e),
                    None => x.typ.is_subclass(*e),
                },
                _ => false,
            }),
            Value::Type(t @ TypeObj::Named(_)) => Ok(v.type_of() == *t),
            // `types.UnionType` and `types.GenericAlias` answer for themselves.
            Value::Instance(_)
                if let Some(r) =
                    it.call_special(t, "__instancecheck__", std::slice::from_ref(v)) =>
            {
                it.truth(&r?)
            }
            Value::Tuple(ts) => {
                for t in ts.iter() {
                    if check(it, v, t)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            _ => Err(type_err(
                "isinstance() arg 2 must be a type, a tuple of types, or a union",
            )),
        }
    }
    Ok(Value::Bool(check(it, &a[0], &a[1])?))
}

fn issubclass(it: &mut Interp, a: &[Value], _: &[(Rc<str>, Value)]) -> RtResult<Value> {
    arity("issubclass", a, 2, 2)?;
    fn sub(it: &mut Interp, c: &Value, t: &Value) -> RtResult<bool> {
        // gpa's stand-in for a metaclass's `__subclasscheck__` (`collections.abc`).
        if let Value::Class(k) = t
            && matches!(c, Value::Class(_) | Value::Type(_))
            && !matches!(c, Value::Class(x) if x.is_subclass(k))
            && let Some(hook) = it.class_hook(k, "__class_subclasscheck__")
        {
            let r = it.call(&hook, std::slice::from_ref(c), &[])?;
            return it.truth(&r);
        }
        // `types.UnionType` and `types.GenericAlias` answer for themselves.
        if let Value::Instance(_) = t
            && let Some(r) = it.call_special(t, "__subclasscheck__", std::slice::from_ref(c))
        {
            return it.truth(&r?);
        }
        if let Value::Tuple(ts) = t {
            for t in ts.iter() {
                if sub(it, c, t)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        if !matches!(t, Value::Type(_) | Value::DType(_, true) | Value::Class(_)) {
            return Err(type_err(
                "issubclass() arg 2 must be a class, a tuple of classes, or a union",
            ));
        }
        Ok(match (c, t) {
            (Value::Class(a), Value::Class(b)) => a.is_subclass(b),
            (Value::Class(a), Value::Type(TypeObj::Exc(e))) => a.derives_exc(*e),
            (Value::Class(_), Value::Type(TypeObj::Builtin(BuiltinType::Object))) => true,
            (Value::Class(a), Value::Type(t)) if let Some(b) = builtin_type(a) => {
                crate::interp::builtin_base::same_type(b, *t)
                    || matches!(b, TypeObj::Named(_)) && *t == TypeObj::Builtin(BuiltinType::Tuple)
            }
            (Value::Class(_), _) | (_, Value::Class(_)) => false,
            (_, Value::Type(TypeObj::Builtin(BuiltinType::Object))) => true,
            (Value::DType(d, true), Value::DType(e, true)) => d == e,
            (Value::DType(d, true), Value::Type(TypeObj::Builtin(BuiltinType::Abstract(k)))) => {
                k.holds(*d)
            }
            // np.float64 subclasses float and np.complex128 complex, as in NumPy.
            (Value::DType(d, true), Value::Type(TypeObj::Builtin(b))) => matches!(
                (d, b),
                (DType::F64, BuiltinType::Float) | (DType::C128, BuiltinType::Complex)
            ),
            (
                Value::Type(TypeObj::Builtin(BuiltinType::Abstract(x))),
                Value::Type(TypeObj::Builtin(BuiltinType::Abstract(y))),
            ) => x.within(*y),
            (Value::Type(TypeObj::Exc(x)), Value::Type(TypeObj::Exc(y))) => x.is_subclass(*y),
            (Value::Type(TypeObj::Builtin(x)), Value::Type(TypeObj::Builtin(y))) => {
                x == y || (*x == BuiltinType::Bool && *y == BuiltinType::Int)
            }
            (Value::Type(TypeObj::Named(_)), Value::Type(TypeObj::Builtin(y))) => {
                *y == BuiltinType::Tuple
            }
            (Value::Type(x), Value::Type(y)) => x == y,
            (Value::Type(_) | Value::DType(_, true), _) => false,
            _ => return Err(type_err("issubclass() arg 1 must be a class")),
        })
    }
    Ok(Value::Bool(sub(it, &a[0], &a[1])?))
}
