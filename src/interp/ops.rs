//! Operators on values with Python's semantics: arithmetic, comparison, containment and
//! indexing. (Array operands join these in the array issue.)
use super::Interp;
use super::error::{ExcType, RtResult, err, type_err, value_err};
use super::value::{Key, Value, ViewKind, range_len};
use crate::ir::{BinOp, CmpOp, UnOp};
use num_bigint::BigInt;
use std::cmp::Ordering;
use std::rc::Rc;

/// The largest list or string a single operation builds (a clear MemoryError, not an abort).
pub const MAX_ITEMS: usize = 100_000_000;

pub fn op_symbol(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "+",
        BinOp::Sub => "-",
        BinOp::Mul => "*",
        BinOp::Div => "/",
        BinOp::FloorDiv => "//",
        BinOp::Mod => "%",
        BinOp::Pow => "** or pow()",
        BinOp::MatMul => "@",
        BinOp::BitAnd => "&",
        BinOp::BitOr => "|",
        BinOp::BitXor => "^",
        BinOp::Shl => "<<",
        BinOp::Shr => ">>",
    }
}

fn unsupported(op: BinOp, a: &Value, b: &Value) -> Box<super::error::RtErr> {
    // A record object goes by its own name, as its class would in Python.
    let name = |v: &Value| match v {
        Value::Module(m) if m.display.is_some() => m.name.clone(),
        v => v.type_name().to_string(),
    };
    type_err(format!(
        "unsupported operand type(s) for {}: '{}' and '{}'",
        op_symbol(op),
        name(a),
        name(b)
    ))
}

/// The operator's name in its dunder methods: `add` for `__add__` and `__radd__`.
pub fn dunder_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "add",
        BinOp::Sub => "sub",
        BinOp::Mul => "mul",
        BinOp::Div => "truediv",
        BinOp::FloorDiv => "floordiv",
        BinOp::Mod => "mod",
        BinOp::Pow => "pow",
        BinOp::MatMul => "matmul",
        BinOp::BitAnd => "and",
        BinOp::BitOr => "or",
        BinOp::BitXor => "xor",
        BinOp::Shl => "lshift",
        BinOp::Shr => "rshift",
    }
}

pub fn overflow(what: &str) -> Box<super::error::RtErr> {
    err(
        ExcType::OverflowError,
        format!("{what}: result does not fit in gpa's 64-bit int"),
    )
}

/// Numeric view of a value: Some for bool/int/long/float/complex.
enum Num<'a> {
    I(i64),
    L(&'a BigInt),
    F(f64),
    C(f64, f64),
}

fn num(v: &Value) -> Option<Num<'_>> {
    match v {
        Value::Bool(b) => Some(Num::I(*b as i64)),
        Value::Int(i) => Some(Num::I(*i)),
        Value::Long(b) => Some(Num::L(b)),
        Value::Float(f) => Some(Num::F(*f)),
        Value::Complex(a, b) => Some(Num::C(*a, *b)),
        _ => None,
    }
}

impl Num<'_> {
    fn big(&self) -> Option<BigInt> {
        match self {
            Num::I(i) => Some(BigInt::from(*i)),
            Num::L(b) => Some((*b).clone()),
            _ => None,
        }
    }
}

pub fn floor_div_i(a: i64, b: i64) -> RtResult<i64> {
    if b == 0 {
        return Err(err(
            ExcType::ZeroDivisionError,
            "integer division or modulo by zero",
        ));
    }
    let q = a
        .checked_div(b)
        .ok_or_else(|| overflow("integer division"))?;
    Ok(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

pub fn mod_i(a: i64, b: i64) -> RtResult<i64> {
    if b == 0 {
        return Err(err(ExcType::ZeroDivisionError, "integer modulo by zero"));
    }
    let r = a.checked_rem(b).unwrap_or(0);
    Ok(if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    })
}

pub fn pow_i(a: i64, b: i64) -> RtResult<Value> {
    if b < 0 {
        if a == 0 {
            return Err(err(
                ExcType::ZeroDivisionError,
                "0.0 cannot be raised to a negative power",
            ));
        }
        return Ok(Value::Float((a as f64).powf(b as f64)));
    }
    let mut result: i64 = 1;
    let mut base = a;
    let mut e = b;
    while e > 0 {
        if e & 1 == 1 {
            result = result
                .checked_mul(base)
                .ok_or_else(|| overflow("integer power"))?;
        }
        e >>= 1;
        if e > 0 {
            base = match base.checked_mul(base) {
                Some(x) => x,
                None if result == 0 => 0,
                None => return Err(overflow("integer power")),
            };
        }
    }
    Ok(Value::Int(result))
}

/// Python's float floor division and modulo (the sign follows the divisor).
pub fn divmod_f(a: f64, b: f64) -> (f64, f64) {
    let mut m = a % b;
    let mut div = (a - m) / b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) {
            m += b;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(b);
    }
    let fl = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(a / b)
    };
    (fl, m)
}

pub fn pow_f(a: f64, b: f64) -> RtResult<Value> {
    if a == 0.0 && b < 0.0 {
        return Err(err(
            ExcType::ZeroDivisionError,
            "0.0 cannot be raised to a negative power",
        ));
    }
    if a < 0.0 && b.fract() != 0.0 && b.is_finite() {
        return Ok(pow_c(a, 0.0, b, 0.0));
    }
    let r = a.powf(b);
    if r.is_infinite() && a.is_finite() && b.is_finite() {
        return Err(err(
            ExcType::OverflowError,
            "(34, 'Numerical result out of range')",
        ));
    }
    Ok(Value::Float(r))
}

fn pow_c(ar: f64, ai: f64, br: f64, bi: f64) -> Value {
    if br == 0.0 && bi == 0.0 {
        return Value::Complex(1.0, 0.0);
    }
    if ar == 0.0 && ai == 0.0 {
        return Value::Complex(0.0, 0.0);
    }
    // Small integral exponents by repeated multiplication, as CPython does.
    if bi == 0.0 && br.fract() == 0.0 && br.abs() <= 100.0 {
        let n = br.abs() as u32;
        let (mut rr, mut ri) = (1.0, 0.0);
        let (mut pr, mut pi) = (ar, ai);
        let mut k = n;
        while k > 0 {
            if k & 1 == 1 {
                let t = rr * pr - ri * pi;
                ri = rr * pi + ri * pr;
                rr = t;
            }
            let t = pr * pr - pi * pi;
            pi *= 2.0 * pr;
            pr = t;
            k >>= 1;
        }
        if br < 0.0 {
            let d = rr * rr + ri * ri;
            return Value::Complex(rr / d, -ri / d);
        }
        return Value::Complex(rr, ri);
    }
    let vabs = ar.hypot(ai);
    let len = vabs.powf(br);
    let at = ai.atan2(ar);
    let mut phase = at * br;
    let mut len = len;
    if bi != 0.0 {
        len /= (at * bi).exp();
        phase += bi * vabs.ln();
    }
    Value::Complex(len * phase.cos(), len * phase.sin())
}

/// Plain int and float arithmetic that cannot fail, the common case in loops, answered before
/// the general dispatch (which gives the same values, and the errors).
#[inline]
pub fn fast_arith(op: BinOp, a: &Value, b: &Value) -> Option<Value> {
    let f = |x: f64, y: f64| match op {
        BinOp::Add => Some(Value::Float(x + y)),
        BinOp::Sub => Some(Value::Float(x - y)),
        BinOp::Mul => Some(Value::Float(x * y)),
        BinOp::Div if y != 0.0 => Some(Value::Float(x / y)),
        _ => None,
    };
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => match op {
            BinOp::Add => x.checked_add(*y).map(Value::Int),
            BinOp::Sub => x.checked_sub(*y).map(Value::Int),
            BinOp::Mul => x.checked_mul(*y).map(Value::Int),
            // Python's floor division and modulo equal Rust's for these signs.
            BinOp::FloorDiv if *x >= 0 && *y > 0 => Some(Value::Int(x / y)),
            BinOp::Mod if *x >= 0 && *y > 0 => Some(Value::Int(x % y)),
            BinOp::BitAnd => Some(Value::Int(x & y)),
            BinOp::BitOr => Some(Value::Int(x | y)),
            BinOp::BitXor => Some(Value::Int(x ^ y)),
            _ => None,
        },
        (Value::Float(x), Value::Float(y)) => f(*x, *y),
        (Value::Float(x), Value::Int(y)) => f(*x, *y as f64),
        (Value::Int(x), Value::Float(y)) => f(*x as f64, *y),
        _ => None,
    }
}

fn arith_i(op: BinOp, x: i64, y: i64) -> RtResult<Value> {
    // Past 64 bits: the same operation on big integers.
    let long = || super::long::arith(op, &BigInt::from(x), &BigInt::from(y));
    Ok(Value::Int(match op {
        BinOp::Add => match x.checked_add(y) {
            Some(v) => v,
            None => return long(),
        },
        BinOp::Sub => match x.checked_sub(y) {
            Some(v) => v,
            None => return long(),
        },
        BinOp::Mul => match x.checked_mul(y) {
            Some(v) => v,
            None => return long(),
        },
        BinOp::Div => {
            if y == 0 {
                return Err(err(ExcType::ZeroDivisionError, "division by zero"));
            }
            // Exact as floats up to 2**53: one rounding. Past it, CPython's big-int quotient
            // (converting first would round twice).
            const EXACT: u64 = 1 << 53;
            if x.unsigned_abs() <= EXACT && y.unsigned_abs() <= EXACT {
                return Ok(Value::Float(x as f64 / y as f64));
            }
            return Ok(Value::Float(super::long::true_div(
                &BigInt::from(x),
                &BigInt::from(y),
            )?));
        }
        BinOp::FloorDiv if x == i64::MIN && y == -1 => return long(),
        BinOp::FloorDiv => floor_div_i(x, y)?,
        BinOp::Mod => mod_i(x, y)?,
        BinOp::Pow => return pow_i(x, y).or_else(|_| long()),
        BinOp::BitAnd => x & y,
        BinOp::BitOr => x | y,
        BinOp::BitXor => x ^ y,
        BinOp::Shl => {
            if y < 0 {
                return Err(value_err("negative shift count"));
            }
            if x == 0 {
                0
            } else {
                if y >= 63 || (x << y) >> y != x {
                    return long();
                }
                x << y
            }
        }
        BinOp::Shr => {
            if y < 0 {
                return Err(value_err("negative shift count"));
            }
            x >> y.min(63)
        }
        BinOp::MatMul => unreachable!(),
    }))
}

fn arith_f(op: BinOp, x: f64, y: f64) -> RtResult<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => {
            if y == 0.0 {
                return Err(err(ExcType::ZeroDivisionError, "float division by zero"));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(err(
                    ExcType::ZeroDivisionError,
                    "float floor division by zero",
                ));
            }
            divmod_f(x, y).0
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(err(ExcType::ZeroDivisionError, "float modulo"));
            }
            divmod_f(x, y).1
        }
        BinOp::Pow => return pow_f(x, y),
        _ => unreachable!(),
    }))
}

fn arith_c(op: BinOp, (a, b): (f64, f64), (c, d): (f64, f64)) -> RtResult<Value> {
    Ok(match op {
        BinOp::Add => Value::Complex(a + c, b + d),
        BinOp::Sub => Value::Complex(a - c, b - d),
        BinOp::Mul => Value::Complex(a * c - b * d, a * d + b * c),
        BinOp::Div => {
            if c == 0.0 && d == 0.0 {
                return Err(err(ExcType::ZeroDivisionError, "complex division by zero"));
            }
            // Smith's algorithm, as CPython.
            if c.abs() >= d.abs() {
                let r = d / c;
                let den = c + d * r;
                Value::Complex((a + b * r) / den, (b - a * r) / den)
            } else {
                let r = c / d;
                let den = c * r + d;
                Value::Complex((a * r + b) / den, (b * r - a) / den)
            }
        }
        BinOp::Pow => {
            if a == 0.0 && b == 0.0 && (d != 0.0 || c < 0.0) {
                return Err(err(
                    ExcType::ZeroDivisionError,
                    "0.0 to a negative or complex power",
                ));
            }
            pow_c(a, b, c, d)
        }
        _ => unreachable!(),
    })
}

impl Interp {
    /// A record object's operator method (`__add__`, or `__radd__` of the right operand),
    /// called with the other operand; None when neither side is a record that has one.
    fn record_binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Option<RtResult<Value>> {
        let name = dunder_name(op);
        if let Value::Module(m) = a
            && let Some(f) = m.dunder(&format!("__{name}__"))
        {
            return Some(self.call(&f, std::slice::from_ref(b), &[]));
        }
        if let Value::Module(m) = b
            && let Some(f) = m.dunder(&format!("__r{name}__"))
        {
            return Some(self.call(&f, std::slice::from_ref(a), &[]));
        }
        None
    }

    /// Both operands as sets when either is a keys or items view (None otherwise).
    fn view_operands(&mut self, a: &Value, b: &Value) -> RtResult<Option<(Value, Value)>> {
        let is_view = |v: &Value| matches!(v, Value::View(_, ViewKind::Keys | ViewKind::Items));
        if !is_view(a) && !is_view(b) {
            return Ok(None);
        }
        let mut as_set = |v: &Value| -> RtResult<Value> {
            if let Value::Set(..) = v {
                return Ok(v.clone());
            }
            let mut s = indexmap::IndexSet::new();
            for x in self.to_vec(v)? {
                s.insert(self.key(x)?);
            }
            Ok(Value::Set(Rc::new(std::cell::RefCell::new(s)), false))
        };
        Ok(Some((as_set(a)?, as_set(b)?)))
    }

    pub fn binop(&mut self, op: BinOp, a: &Value, b: &Value) -> RtResult<Value> {
        if let Some(r) = fast_arith(op, a, b) {
            return Ok(r);
        }
        // `int | None`: a `types.UnionType` (unions and aliases on either side answer
        // through their own `__or__`/`__ror__`).
        if op == BinOp::BitOr
            && is_union_member(a)
            && is_union_member(b)
            && (matches!(a, Value::Type(_) | Value::Class(_))
                || matches!(b, Value::Type(_) | Value::Class(_)))
        {
            let union = self.alias_helper("_union")?;
            return self.call(&union, &[a.clone(), b.clone()], &[]);
        }
        // Keys and items views are sets: `d.keys() & other` is a set of what both hold
        // (the other side any iterable), as CPython's dict views.
        if matches!(
            op,
            BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor
        ) && let Some((x, y)) = self.view_operands(a, b)?
        {
            return self.binop(op, &x, &y);
        }
        // (`"%s" % obj` is str formatting, which takes any object; so is bytes'.)
        // An array on the left converts an object with `__array__` on the right (poly1d),
        // as NumPy's ndarray operators do.
        if let (Value::Array(x), Value::Instance(_)) = (a, b)
            && let Some(conv) = self.call_special(b, "__array__", &[])
        {
            let y = conv?;
            let y = self.to_array(&y, x.host, None)?;
            return self.binop(op, a, &Value::Array(y));
        }
        if !(op == BinOp::Mod && matches!(a, Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_)))
            && let Some(r) = self.instance_binop(op, a, b)
        {
            return r;
        }
        // (An array on the left converts a record on the right through `__array__`, as
        // NumPy's ndarray operators do.)
        if (matches!(a, Value::Module(_))
            || matches!(b, Value::Module(_)) && !matches!(a, Value::Array(_)))
            && let Some(r) = self.record_binop(op, a, b)
        {
            return r;
        }
        if matches!(a, Value::Times(_)) || matches!(b, Value::Times(_)) {
            return self.times_binop(op, a, b);
        }
        if matches!(a, Value::Strs(_)) || matches!(b, Value::Strs(_)) {
            return self.strs_binop(op, a, b);
        }
        // `b"%d" % n`: bytes formatting (a bytearray's gives a bytearray).
        if op == BinOp::Mod && matches!(a, Value::Bytes(_) | Value::ByteArray(_)) {
            let fmt = crate::builtins::bytearray::bytes_like(a)?.expect("bytes-like");
            let out = crate::builtins::bytes::percent(self, &fmt, b)?;
            return Ok(match a {
                Value::Bytes(_) => Value::bytes(out),
                _ => crate::builtins::bytearray::ByteBuf::value(out),
            });
        }
        if let Some(r) = crate::builtins::bytes::binop(op, a, b) {
            return r;
        }
        if let Some(r) = crate::builtins::bytearray::binop(op, a, b) {
            return r;
        }
        // `"%.3f" % a[1]`: string formatting, not the array's `%`.
        if let (BinOp::Mod, Value::Str(s)) = (op, a) {
            let s = s.clone();
            return crate::builtins::strfmt::percent(self, &s, b).map(|s| Value::str(&s));
        }
        // A sequence times a NumPy integer scalar repeats it (the scalar's `__index__`).
        if op == BinOp::Mul {
            let int_scalar = |v: &Value| match v {
                Value::Array(x) if x.scalar && x.dtype.is_int() => zero_d_value(v),
                _ => None,
            };
            let seq = |v: &Value| matches!(v, Value::Str(_) | Value::List(_) | Value::Tuple(_));
            match (a, b) {
                (s, n) | (n, s) if seq(s) && int_scalar(n).is_some() => {
                    return repeat(s, &int_scalar(n).unwrap_or(Value::Int(0)));
                }
                _ => {}
            }
        }
        if matches!(a, Value::Array(_)) || matches!(b, Value::Array(_)) {
            return match super::arrays::array_op_for(op) {
                Some(o) => self.array_binop(o, a, b, false),
                None => self.array_matmul(a, b),
            };
        }
        if let (Some(x), Some(y)) = (num(a), num(b)) {
            let bitop = matches!(op, BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor);
            if bitop && let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                return Ok(Value::Bool(match op {
                    BinOp::BitAnd => p & q,
                    BinOp::BitOr => p | q,
                    _ => p ^ q,
                }));
            }
            if op == BinOp::MatMul {
                return Err(unsupported(op, a, b));
            }
            return match (x, y) {
                (Num::I(x), Num::I(y)) => arith_i(op, x, y),
                (x @ (Num::I(_) | Num::L(_)), y @ (Num::I(_) | Num::L(_))) => super::long::arith(
                    op,
                    &x.big().unwrap_or_default(),
                    &y.big().unwrap_or_default(),
                ),
                _ if matches!(
                    op,
                    BinOp::BitAnd | BinOp::BitOr | BinOp::BitXor | BinOp::Shl | BinOp::Shr
                ) =>
                {
                    Err(unsupported(op, a, b))
                }
                (Num::C(p, q), y) => {
                    if matches!(op, BinOp::FloorDiv | BinOp::Mod) {
                        return Err(unsupported(op, a, b));
                    }
                    arith_c(op, (p, q), cplx(y)?)
                }
                (x, Num::C(p, q)) => {
                    if matches!(op, BinOp::FloorDiv | BinOp::Mod) {
                        return Err(unsupported(op, a, b));
                    }
                    arith_c(op, cplx(x)?, (p, q))
                }
                (x, y) => arith_f(op, fl(x)?, fl(y)?),
            };
        }
        // A named tuple concatenates and repeats as the plain tuple of its items.
        if matches!(op, BinOp::Add | BinOp::Mul)
            && (matches!(a, Value::Named(_)) || matches!(b, Value::Named(_)))
        {
            let plain = |v: &Value| match v {
                Value::Named(n) => Value::Tuple(n.items.clone()),
                v => v.clone(),
            };
            return self.binop(op, &plain(a), &plain(b));
        }
        match (op, a, b) {
            (BinOp::Add, Value::Str(x), Value::Str(y)) => {
                let mut s = String::with_capacity(x.len() + y.len());
                s.push_str(x);
                s.push_str(y);
                Ok(Value::str(&s))
            }
            (BinOp::Add, Value::List(x), Value::List(y)) => {
                let mut v = x.borrow().clone();
                v.extend(y.borrow().iter().cloned());
                Ok(Value::list(v))
            }
            (BinOp::Add, Value::Tuple(x), Value::Tuple(y)) => {
                let mut v = (**x).clone();
                v.extend(y.iter().cloned());
                Ok(Value::tuple(v))
            }
            (BinOp::Add, Value::Str(_) | Value::List(_) | Value::Tuple(_), _) => {
                Err(type_err(format!(
                    "can only concatenate {} (not \"{}\") to {}",
                    a.type_name(),
                    b.type_name(),
                    a.type_name()
                )))
            }
            (BinOp::Mul, Value::Str(_) | Value::List(_) | Value::Tuple(_), Value::Long(_))
            | (BinOp::Mul, Value::Long(_), Value::Str(_) | Value::List(_) | Value::Tuple(_)) => {
                Err(err(
                    ExcType::OverflowError,
                    "cannot fit 'int' into an index-sized integer",
                ))
            }
            (
                BinOp::Mul,
                Value::Str(_) | Value::List(_) | Value::Tuple(_),
                Value::Int(_) | Value::Bool(_),
            ) => repeat(a, b),
            (
                BinOp::Mul,
                Value::Int(_) | Value::Bool(_),
                Value::Str(_) | Value::List(_) | Value::Tuple(_),
            ) => repeat(b, a),
            (BinOp::Mul, Value::Str(_) | Value::List(_) | Value::Tuple(_), _) => {
                Err(type_err(format!(
                    "can't multiply sequence by non-int of type '{}'",
                    b.type_name()
                )))
            }
            (BinOp::Mod, Value::Str(s), _) => {
                let s = s.clone();
                crate::builtins::strfmt::percent(self, &s, b).map(|s| Value::str(&s))
            }
            (BinOp::BitOr, Value::Dict(x), Value::Dict(y)) => {
                let mut d = x.borrow().clone();
                for (k, v) in y.borrow().iter() {
                    d.insert(k.clone(), v.clone());
                }
                Ok(Value::Dict(Rc::new(std::cell::RefCell::new(d))))
            }
            (
                BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor,
                Value::Set(x, fx),
                Value::Set(y, _),
            ) => {
                // In CPython's order: each operand's table order, and `&` walks the smaller.
                let (x, y) = (x.borrow(), y.borrow());
                let (xs, ys) = (super::set_order::ordered(&x), super::set_order::ordered(&y));
                let s: indexmap::IndexSet<Key> = match op {
                    BinOp::BitOr => xs.into_iter().chain(ys).cloned().collect(),
                    BinOp::BitAnd => {
                        let (walk, other) = if y.len() > x.len() {
                            (xs, &y)
                        } else {
                            (ys, &x)
                        };
                        walk.into_iter()
                            .filter(|k| other.contains(*k))
                            .cloned()
                            .collect()
                    }
                    BinOp::Sub => xs
                        .into_iter()
                        .filter(|k| !y.contains(*k))
                        .cloned()
                        .collect(),
                    _ => xs
                        .into_iter()
                        .filter(|k| !y.contains(*k))
                        .chain(ys.into_iter().filter(|k| !x.contains(*k)))
                        .cloned()
                        .collect(),
                };
                Ok(Value::Set(Rc::new(std::cell::RefCell::new(s)), *fx))
            }
            _ => Err(unsupported(op, a, b)),
        }
    }

    pub fn unary(&mut self, op: UnOp, v: &Value) -> RtResult<Value> {
        if let Value::Module(m) = v {
            let name = match op {
                UnOp::Neg => "__neg__",
                UnOp::Pos => "__pos__",
                UnOp::Invert => "__invert__",
                UnOp::Not => "",
            };
            if let Some(f) = m.dunder(name) {
                return self.call(&f, &[], &[]);
            }
        }
        if let Value::Instance(_) = v
            && op != UnOp::Not
        {
            let name = match op {
                UnOp::Neg => "__neg__",
                UnOp::Pos => "__pos__",
                _ => "__invert__",
            };
            if let Some(r) = self.call_special(v, name, &[]) {
                return r;
            }
        }
        if let (UnOp::Neg, Value::Times(t)) = (op, v) {
            return self.times_neg(t);
        }
        if let Value::Array(a) = v {
            return match op {
                UnOp::Neg => self.array_unary(crate::array::ops::Op::Neg, a),
                UnOp::Pos => Ok(v.clone()),
                UnOp::Invert => self.array_unary(crate::array::ops::Op::Invert, a),
                UnOp::Not => Ok(Value::Bool(!self.truth(v)?)),
            };
        }
        match (op, v) {
            (UnOp::Not, _) => Ok(Value::Bool(!self.truth(v)?)),
            (UnOp::Neg, Value::Int(i)) => Ok(match i.checked_neg() {
                Some(n) => Value::Int(n),
                None => super::long::int(-BigInt::from(*i)),
            }),
            (UnOp::Neg, Value::Long(b)) => Ok(super::long::int(-&**b)),
            (UnOp::Invert, Value::Long(b)) => Ok(super::long::int(!&**b)),
            (UnOp::Pos, Value::Long(_)) => Ok(v.clone()),
            (UnOp::Neg, Value::Bool(b)) => Ok(Value::Int(-(*b as i64))),
            (UnOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
            (UnOp::Neg, Value::Complex(a, b)) => Ok(Value::Complex(-a, -b)),
            (UnOp::Pos, Value::Int(_) | Value::Float(_) | Value::Complex(..)) => Ok(v.clone()),
            (UnOp::Pos, Value::Bool(b)) => Ok(Value::Int(*b as i64)),
            (UnOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
            (UnOp::Invert, Value::Bool(b)) => Ok(Value::Int(!(*b as i64))),
            _ => {
                let sym = match op {
                    UnOp::Neg => "-",
                    UnOp::Pos => "+",
                    _ => "~",
                };
                Err(type_err(format!(
                    "bad operand type for unary {sym}: '{}'",
                    v.type_name()
                )))
            }
        }
    }

    pub fn compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> RtResult<Value> {
        if let Some(r) = self.instance_compare(op, a, b) {
            return r;
        }
        // `==`/`!=` of a record object that defines them.
        if let (CmpOp::Eq | CmpOp::Ne, Value::Module(m)) = (op, a)
            && let Some(f) = m.dunder(if op == CmpOp::Eq { "__eq__" } else { "__ne__" })
        {
            return self.call(&f, std::slice::from_ref(b), &[]);
        }
        // Structured arrays and records: equal where every field is (NumPy's rule).
        if let (CmpOp::Eq | CmpOp::Ne, Value::Recs(x), Value::Recs(y)) = (op, a, b)
            && x.names == y.names
        {
            let mut out: Option<Value> = None;
            for name in &x.names {
                let key = Value::Str(name.clone());
                let (fa, fb) = (self.get_item(a, &key)?, self.get_item(b, &key)?);
                let r = self.compare(op, &fa, &fb)?;
                out = Some(match out {
                    None => r,
                    Some(prev) if op == CmpOp::Eq => self.binop(BinOp::BitAnd, &prev, &r)?,
                    Some(prev) => self.binop(BinOp::BitOr, &prev, &r)?,
                });
            }
            if let Some(r) = out {
                return Ok(r);
            }
        }
        if (matches!(a, Value::Times(_)) || matches!(b, Value::Times(_)))
            && let Some(o) = super::arrays::cmp_to_op(op)
        {
            return self.times_compare(o, a, b);
        }
        if (matches!(a, Value::Strs(_)) || matches!(b, Value::Strs(_)))
            && let Some(o) = super::arrays::cmp_to_op(op)
        {
            return self.strs_compare(o, a, b);
        }
        // An array against None or a str compares element by element as NumPy's object
        // comparison does: nothing is equal.
        if let (CmpOp::Eq | CmpOp::Ne, Value::Array(x), Value::None | Value::Str(_))
        | (CmpOp::Eq | CmpOp::Ne, Value::None | Value::Str(_), Value::Array(x)) = (op, a, b)
        {
            use crate::array::{self as arr, dtype::DType};
            let ne = op == CmpOp::Ne;
            let one = arr::constant((ne as u8 as f64, 0.0), Some(ne as i64), DType::Bool, x.host);
            let all = arr::broadcast_to(&one, &x.shape).map_err(super::arrays::arr_err)?;
            let r = arr::astype(&all, DType::Bool).map_err(super::arrays::arr_err)?;
            return self.finish(r);
        }
        if (matches!(a, Value::Array(_)) || matches!(b, Value::Array(_)))
            && let Some(o) = super::arrays::cmp_to_op(op)
        {
            return self.array_binop(o, a, b, true);
        }
        // Items views of two dicts are equal when the dicts are (no hashing of values).
        if let (
            CmpOp::Eq | CmpOp::Ne,
            Value::View(x, ViewKind::Items),
            Value::View(y, ViewKind::Items),
        ) = (op, a, b)
        {
            let eq = self.values_equal(&Value::Dict(x.clone()), &Value::Dict(y.clone()))?;
            return Ok(Value::Bool(eq == (op == CmpOp::Eq)));
        }
        // Keys and items views compare as sets with sets and with each other.
        let set_like = |v: &Value| {
            matches!(
                v,
                Value::Set(..) | Value::View(_, ViewKind::Keys | ViewKind::Items)
            )
        };
        if !matches!(op, CmpOp::Is | CmpOp::IsNot | CmpOp::In | CmpOp::NotIn)
            && set_like(a)
            && set_like(b)
            && let Some((x, y)) = self.view_operands(a, b)?
        {
            return self.compare(op, &x, &y);
        }
        Ok(Value::Bool(match op {
            CmpOp::Eq => self.eq_op(a, b)?,
            CmpOp::Ne => !self.eq_op(a, b)?,
            CmpOp::Is => a.is(b),
            CmpOp::IsNot => !a.is(b),
            CmpOp::In => self.contains(b, a)?,
            CmpOp::NotIn => !self.contains(b, a)?,
            CmpOp::Lt | CmpOp::Le | CmpOp::Gt | CmpOp::Ge => {
                let sym = match op {
                    CmpOp::Lt => "<",
                    CmpOp::Le => "<=",
                    CmpOp::Gt => ">",
                    _ => ">=",
                };
                if let (Value::Set(x, _), Value::Set(y, _)) = (a, b) {
                    let (x, y) = (x.borrow(), y.borrow());
                    let sub = x.iter().all(|k| y.contains(k));
                    let sup = y.iter().all(|k| x.contains(k));
                    return Ok(Value::Bool(match op {
                        CmpOp::Lt => sub && x.len() < y.len(),
                        CmpOp::Le => sub,
                        CmpOp::Gt => sup && x.len() > y.len(),
                        _ => sup,
                    }));
                }
                match cmp_checked(a, b)? {
                    Some(o) => match op {
                        CmpOp::Lt => o == Ordering::Less,
                        CmpOp::Le => o != Ordering::Greater,
                        CmpOp::Gt => o == Ordering::Greater,
                        _ => o != Ordering::Less,
                    },
                    None if is_nan_cmp(a, b) => false,
                    // Sequences holding NaN or objects: item by item through the interpreter.
                    None if seq_pair(a, b).is_some() => {
                        let (x, y) = seq_pair(a, b).unwrap_or_default();
                        return self.seq_order(op, &x, &y).map(Value::Bool);
                    }
                    None => {
                        return Err(type_err(format!(
                            "'{sym}' not supported between instances of '{}' and '{}'",
                            a.type_name(),
                            b.type_name()
                        )));
                    }
                }
            }
        }))
    }

    /// Python's order of two sequences: the first pair of items that are not equal decides,
    /// compared as Python compares them (NaN, objects' `__lt__`), else the lengths do.
    fn seq_order(&mut self, op: CmpOp, x: &[Value], y: &[Value]) -> RtResult<bool> {
        let _level = super::nest::enter().ok_or_else(|| super::nest::too_deep(" in comparison"))?;
        for (p, q) in x.iter().zip(y) {
            if self.values_equal(p, q)? {
                continue;
            }
            let r = self.compare(op, p, q)?;
            return self.truth(&r);
        }
        let o = x.len().cmp(&y.len());
        Ok(match op {
            CmpOp::Lt => o == Ordering::Less,
            CmpOp::Le => o != Ordering::Greater,
            CmpOp::Gt => o == Ordering::Greater,
            _ => o != Ordering::Less,
        })
    }

    /// Python's `==` for containers' searches (`in`, `index`, `count`, `remove`): an
    /// object's own `__eq__` runs; everything else compares as `py_eq`.
    pub fn values_equal(&mut self, a: &Value, b: &Value) -> RtResult<bool> {
        if a.is(b) {
            return Ok(true);
        }
        if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
            let r = self.compare(CmpOp::Eq, a, b)?;
            return self.truth(&r);
        }
        self.eq_op(a, b)
    }

    /// `a == b` (no identity shortcut: `nan == nan` is False), lists and tuples holding
    /// objects item by item.
    fn eq_op(&mut self, a: &Value, b: &Value) -> RtResult<bool> {
        // Lists and tuples holding objects compare item by item with their `__eq__`.
        let seqs = match (a, b) {
            (Value::List(x), Value::List(y)) => Some((x.borrow().clone(), y.borrow().clone())),
            (Value::Tuple(x), Value::Tuple(y)) => Some((x.to_vec(), y.to_vec())),
            _ => None,
        };
        if let Some((x, y)) = seqs
            && x.iter().chain(&y).any(holds_objects)
        {
            let _level =
                super::nest::enter().ok_or_else(|| super::nest::too_deep(" in comparison"))?;
            if x.len() != y.len() {
                return Ok(false);
            }
            for (p, q) in x.iter().zip(&y) {
                if !self.values_equal(p, q)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        eq_checked(a, b)
    }

    /// Where `x` first is in `items` by `values_equal`.
    pub fn position_of(&mut self, items: &[Value], x: &Value) -> RtResult<Option<usize>> {
        for (i, v) in items.iter().enumerate() {
            if self.values_equal(v, x)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    pub fn contains(&mut self, container: &Value, x: &Value) -> RtResult<bool> {
        let r = super::nest::checked(" in comparison", || self.contains_unchecked(container, x));
        r?
    }

    fn contains_unchecked(&mut self, container: &Value, x: &Value) -> RtResult<bool> {
        if let Value::Module(m) = container
            && let Some(f) = m.dunder("__contains__")
        {
            let v = self.call(&f, std::slice::from_ref(x), &[])?;
            return self.truth(&v);
        }
        if let Value::Class(c) = container
            && let Some(f) = self.class_hook(c, "__class_contains__")
        {
            let v = self.call(&f, std::slice::from_ref(x), &[])?;
            return self.truth(&v);
        }
        if let Value::Instance(_) = container {
            if let Some(r) = self.call_special(container, "__contains__", std::slice::from_ref(x)) {
                let v = r?;
                return self.truth(&v);
            }
            // Else through iteration, as Python falls back.
            let it = self.iter(container)?;
            while let Some(v) = self.next(&it)? {
                let eq = self.compare(CmpOp::Eq, &v, x)?;
                if v.is(x) || self.truth(&eq)? {
                    return Ok(true);
                }
            }
            return Ok(false);
        }
        Ok(match container {
            Value::Bytes(b) => crate::builtins::bytes::contains(b, x)?,
            Value::ByteArray(_) | Value::MemView(_) => {
                let b = crate::builtins::bytearray::bytes_like(container)?.expect("bytes-like");
                crate::builtins::bytes::contains(&b, x)?
            }
            Value::Str(s) => match x {
                Value::Str(sub) => s.contains(&**sub),
                Value::Instance(_)
                    if let Some(Value::Str(sub)) = super::builtin_base::payload(x) =>
                {
                    s.contains(&*sub)
                }
                _ => {
                    return Err(type_err(format!(
                        "'in <string>' requires string as left operand, not {}",
                        x.type_name()
                    )));
                }
            },
            Value::List(l) => {
                let items = l.borrow().clone();
                self.position_of(&items, x)?.is_some()
            }
            Value::Tuple(t) => self.position_of(t, x)?.is_some(),
            Value::Named(n) => self.position_of(&n.items, x)?.is_some(),
            Value::Dict(d) => d.borrow().contains_key(&self.key(x.clone())?),
            Value::Set(s, _) => s.borrow().contains(&self.key(x.clone())?),
            Value::View(d, super::value::ViewKind::Keys) => {
                d.borrow().contains_key(&self.key(x.clone())?)
            }
            Value::View(d, k) => {
                let items = super::value::view_items(d, *k);
                items.iter().any(|v| v.is(x) || py_eq(v, x))
            }
            Value::Range(r) => match x {
                Value::Int(_) | Value::Bool(_) | Value::Float(_) => {
                    let (start, stop, step) = **r;
                    let n = range_len(start, stop, step);
                    let v = match x {
                        Value::Float(f) if f.fract() != 0.0 => return Ok(false),
                        Value::Float(f) => *f as i64,
                        Value::Bool(b) => *b as i64,
                        Value::Int(i) => *i,
                        _ => unreachable!(),
                    };
                    let off = v as i128 - start as i128;
                    off % step as i128 == 0 && (0..n as i128).contains(&(off / step as i128))
                }
                _ => false,
            },
            Value::Array(_) | Value::Strs(_) | Value::Times(_) => {
                let eq = self.compare(CmpOp::Eq, container, x)?;
                match eq {
                    Value::Array(e) => {
                        let any = crate::array::reduce_all(&e, crate::lazy::Reduce::Any, None)
                            .map_err(super::arrays::arr_err)?;
                        self.array_item(&any)?.truthy()
                    }
                    other => other.truthy(),
                }
            }
            Value::Iter(_) => {
                let it = container.clone();
                while let Some(v) = self.next(&it)? {
                    if v.is(x) || py_eq(&v, x) {
                        return Ok(true);
                    }
                }
                false
            }
            other => {
                return Err(type_err(format!(
                    "argument of type '{}' is not iterable",
                    other.type_name()
                )));
            }
        })
    }
}

fn is_nan_cmp(a: &Value, b: &Value) -> bool {
    let real = |v| matches!(num(v), Some(Num::I(_) | Num::L(_) | Num::F(_)));
    real(a) && real(b)
}

fn cplx(n: Num) -> RtResult<(f64, f64)> {
    Ok(match n {
        Num::C(a, b) => (a, b),
        n => (fl(n)?, 0.0),
    })
}

fn fl(n: Num) -> RtResult<f64> {
    Ok(match n {
        Num::I(i) => i as f64,
        Num::L(b) => super::long::to_f64(b)?,
        Num::F(f) => f,
        Num::C(a, _) => a,
    })
}

fn repeat(seq: &Value, n: &Value) -> RtResult<Value> {
    let n = match n {
        Value::Int(i) => (*i).max(0) as usize,
        Value::Bool(b) => *b as usize,
        _ => 0,
    };
    let len = match seq {
        Value::Str(s) => s.len(),
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        _ => 0,
    };
    if len.saturating_mul(n) > MAX_ITEMS {
        return Err(err(
            ExcType::MemoryError,
            "repeated sequence is too large (gpa's limit is 10^8 items; use an array)",
        ));
    }
    Ok(match seq {
        Value::Str(s) => Value::str(&s.repeat(n)),
        Value::List(l) => {
            let l = l.borrow();
            Value::list((0..n).flat_map(|_| l.iter().cloned()).collect())
        }
        Value::Tuple(t) => Value::tuple((0..n).flat_map(|_| t.iter().cloned()).collect()),
        _ => unreachable!(),
    })
}

/// Python `==` with CPython's `RecursionError` for containers nested past the limit.
pub fn eq_checked(a: &Value, b: &Value) -> RtResult<bool> {
    super::nest::checked(" in comparison", || py_eq(a, b))
}

/// `py_cmp` with CPython's `RecursionError` for containers nested past the limit.
pub fn cmp_checked(a: &Value, b: &Value) -> RtResult<Option<Ordering>> {
    super::nest::checked(" in comparison", || py_cmp(a, b))
}

/// Python `==` (a walk too deep gives false: callers that answer a script use `eq_checked`).
pub fn py_eq(a: &Value, b: &Value) -> bool {
    // A str, number or tuple subclass's instance keyed as its value.
    if matches!(a, Value::Instance(_)) || matches!(b, Value::Instance(_)) {
        let (pa, pb) = (
            super::builtin_base::plain_key(a),
            super::builtin_base::plain_key(b),
        );
        if pa.is_some() || pb.is_some() {
            return py_eq(pa.as_ref().unwrap_or(a), pb.as_ref().unwrap_or(b));
        }
    }
    let _level = match (a, b) {
        (Value::List(_) | Value::Tuple(_) | Value::Dict(_) | Value::Named(_), _) => {
            match super::nest::enter() {
                Some(l) => Some(l),
                None => return false,
            }
        }
        _ => None,
    };
    // Objects with their own `__hash__`: equal when `Interp::key` found them so.
    if let (Value::Instance(x), Value::Instance(y)) = (a, b)
        && let (Some((_, p)), Some((_, q))) = (x.key_id.get(), y.key_id.get())
    {
        return p == q;
    }
    // Hashable dataclass instances (dict keys) are equal when their fields are.
    if let (Value::Instance(x), Value::Instance(y)) = (a, b)
        && Rc::ptr_eq(&x.class, &y.class)
        && crate::builtins::dataclasses::hashes_fields(&x.class)
    {
        let (p, q) = (
            crate::builtins::dataclasses::compared_values(a),
            crate::builtins::dataclasses::compared_values(b),
        );
        return p
            .zip(q)
            .is_some_and(|(p, q)| py_eq(&Value::tuple(p), &Value::tuple(q)));
    }
    if matches!(a, Value::Array(_)) || matches!(b, Value::Array(_)) {
        if a.is(b) {
            return true;
        }
        let x = zero_d_value(a).unwrap_or_else(|| a.clone());
        let y = zero_d_value(b).unwrap_or_else(|| b.clone());
        if matches!(x, Value::Array(_)) || matches!(y, Value::Array(_)) {
            return false;
        }
        return py_eq(&x, &y);
    }
    match (a, b) {
        (Value::Named(n), o) | (o, Value::Named(n)) => py_eq(&Value::Tuple(n.items.clone()), o),
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::Bytes(x), Value::Bytes(y)) => x == y,
        (
            Value::Bytes(_) | Value::ByteArray(_) | Value::MemView(_),
            Value::Bytes(_) | Value::ByteArray(_) | Value::MemView(_),
        ) => {
            use crate::builtins::bytearray::bytes_like;
            match (bytes_like(a), bytes_like(b)) {
                (Ok(x), Ok(y)) => x == y,
                // A released memoryview equals only itself.
                _ => a.is(b),
            }
        }
        (Value::None, Value::None) => true,
        (Value::List(x), Value::List(y)) => {
            if Rc::ptr_eq(x, y) {
                return true;
            }
            let (x, y) = (x.borrow(), y.borrow());
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| p.is(q) || py_eq(p, q))
        }
        (Value::Tuple(x), Value::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| p.is(q) || py_eq(p, q))
        }
        (Value::Dict(x), Value::Dict(y)) => {
            let (x, y) = (x.borrow(), y.borrow());
            x.len() == y.len()
                && x.iter()
                    .all(|(k, v)| y.get(k).is_some_and(|w| v.is(w) || py_eq(v, w)))
        }
        (Value::Set(x, _), Value::Set(y, _)) => {
            let (x, y) = (x.borrow(), y.borrow());
            x.len() == y.len() && x.iter().all(|k| y.contains(k))
        }
        (Value::Range(x), Value::Range(y)) => {
            let (lx, ly) = (range_len(x.0, x.1, x.2), range_len(y.0, y.1, y.2));
            lx == ly && (lx == 0 || (x.0 == y.0 && (lx == 1 || x.2 == y.2)))
        }
        (Value::Exc(_), _) | (Value::Func(_), _) | (Value::Module(_), _) => a.is(b),
        (Value::DType(x, _), Value::DType(y, _)) => x == y,
        // `a.dtype == float`: a dtype object equals the Python type that names it.
        (Value::DType(x, false), t @ Value::Type(_))
        | (t @ Value::Type(_), Value::DType(x, false)) => {
            crate::builtins::numpy::dtype_arg(t).is_ok_and(|d| d == Some(*x))
        }
        (Value::DType(x, _), Value::Str(s)) | (Value::Str(s), Value::DType(x, _)) => {
            crate::array::dtype::DType::parse(s).is_ok_and(|d| d == *x)
        }
        _ => match (num(a), num(b)) {
            (Some(x), Some(y)) => match (x, y) {
                (Num::I(p), Num::I(q)) => p == q,
                (Num::L(p), Num::L(q)) => p == q,
                (Num::L(_), Num::I(_)) | (Num::I(_), Num::L(_)) => false,
                (Num::L(p), Num::F(q)) | (Num::F(q), Num::L(p)) => {
                    super::long::cmp_float(p, q) == Some(Ordering::Equal)
                }
                (Num::L(p), Num::C(re, im)) | (Num::C(re, im), Num::L(p)) => {
                    im == 0.0 && super::long::cmp_float(p, re) == Some(Ordering::Equal)
                }
                (Num::I(p), Num::F(q)) | (Num::F(q), Num::I(p)) => int_eq_float(p, q),
                (Num::F(p), Num::F(q)) => p == q,
                (x, y) => cplx(x).ok() == cplx(y).ok(),
            },
            _ => a.is(b),
        },
    }
}

fn int_eq_float(i: i64, f: f64) -> bool {
    f.fract() == 0.0
        && (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f)
        && f as i64 == i
}

/// The value a 0-d array holds, as a Python number: NumPy scalars and 0-d arrays compare,
/// sort and hash as the numbers they hold (`sorted(a)`, `max(a)`, dict keys).
pub fn zero_d_value(v: &Value) -> Option<Value> {
    match v {
        Value::Array(a) if a.shape.is_empty() => {
            a.to_col().ok().map(|c| super::Interp::py_elem(&c, 0))
        }
        _ => None,
    }
}

/// Python ordering (`<`); None when the types cannot be ordered or a NaN is involved.
pub fn py_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    if matches!(a, Value::Array(_)) || matches!(b, Value::Array(_)) {
        let x = zero_d_value(a).unwrap_or_else(|| a.clone());
        let y = zero_d_value(b).unwrap_or_else(|| b.clone());
        if matches!(x, Value::Array(_)) || matches!(y, Value::Array(_)) {
            return None;
        }
        return py_cmp(&x, &y);
    }
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Some(x.cmp(y)),
        (Value::Bytes(x), Value::Bytes(y)) => Some(x.cmp(y)),
        (Value::Bytes(_) | Value::ByteArray(_), Value::Bytes(_) | Value::ByteArray(_)) => {
            use crate::builtins::bytearray::bytes_like;
            Some(bytes_like(a).ok()??.cmp(&bytes_like(b).ok()??))
        }
        (Value::List(x), Value::List(y)) => seq_cmp(&x.borrow(), &y.borrow()),
        (Value::Tuple(_) | Value::Named(_), Value::Tuple(_) | Value::Named(_)) => {
            seq_cmp(tuple_items(a)?, tuple_items(b)?)
        }
        _ => match (num(a)?, num(b)?) {
            (Num::I(p), Num::I(q)) => Some(p.cmp(&q)),
            (Num::C(..), _) | (_, Num::C(..)) => None,
            (Num::L(p), Num::F(q)) => super::long::cmp_float(p, q),
            (Num::F(p), Num::L(q)) => super::long::cmp_float(q, p).map(|o| o.reverse()),
            (Num::I(p), Num::F(q)) => cmp_int_float(p, q),
            (Num::F(p), Num::I(q)) => cmp_int_float(q, p).map(|o| o.reverse()),
            (Num::F(p), Num::F(q)) => p.partial_cmp(&q),
            (x, y) => Some(x.big()?.cmp(&y.big()?)),
        },
    }
}

fn cmp_int_float(i: i64, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f >= 9.3e18 {
        return Some(Ordering::Less);
    }
    if f <= -9.3e18 {
        return Some(Ordering::Greater);
    }
    // Exact comparison through i128 and the fractional part.
    let fl = f.floor();
    let fi = fl as i128;
    match (i as i128).cmp(&fi) {
        Ordering::Equal if f > fl => Some(Ordering::Less),
        o => Some(o),
    }
}

/// What a `|` of types joins here: a type or None (unions and aliases are instances whose
/// own `__or__`/`__ror__` answer).
fn is_union_member(v: &Value) -> bool {
    matches!(v, Value::Type(_) | Value::Class(_) | Value::None)
}

/// The items of two lists, or of two tuples: what Python orders item by item.
fn seq_pair(a: &Value, b: &Value) -> Option<(Vec<Value>, Vec<Value>)> {
    match (a, b) {
        (Value::List(x), Value::List(y)) => Some((x.borrow().clone(), y.borrow().clone())),
        _ => Some((tuple_items(a)?.to_vec(), tuple_items(b)?.to_vec())),
    }
}

/// A tuple's items; a named tuple is a tuple.
fn tuple_items(v: &Value) -> Option<&[Value]> {
    match v {
        Value::Tuple(t) => Some(t),
        Value::Named(n) => Some(&n.items),
        _ => None,
    }
}

fn seq_cmp(x: &[Value], y: &[Value]) -> Option<Ordering> {
    let _level = super::nest::enter()?;
    for (p, q) in x.iter().zip(y.iter()) {
        if p.is(q) || py_eq(p, q) {
            continue;
        }
        return py_cmp(p, q);
    }
    Some(x.len().cmp(&y.len()))
}

/// An object, or a list/tuple holding one (whose `==` must call `__eq__`).
fn holds_objects(v: &Value) -> bool {
    holds_objects_within(v, 64)
}

/// (Looks `depth` levels down: a cyclic list must not loop; deeper ones compare plainly.)
fn holds_objects_within(v: &Value, depth: u32) -> bool {
    match v {
        Value::Instance(_) => true,
        _ if depth == 0 => false,
        Value::List(l) => l
            .try_borrow()
            .is_ok_and(|l| l.iter().any(|x| holds_objects_within(x, depth - 1))),
        Value::Tuple(t) => t.iter().any(|x| holds_objects_within(x, depth - 1)),
        _ => false,
    }
}
