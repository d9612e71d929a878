//! Python's `int` past 64 bits. An int is `Value::Int(i64)` while it fits, and
//! `Value::Long(BigInt)` only when it does not (every result goes through `int`, so the two
//! never overlap): loops over small ints keep the machine-word fast path, and `2**100`,
//! `math.factorial(30)` or a hash accumulated without a modulus give Python's exact answer.
use super::error::{ExcType, RtResult, err, value_err};
use super::value::Value;
use crate::ir::BinOp;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{FromPrimitive, Signed, ToPrimitive, Zero};
use std::cell::Cell;
use std::cmp::Ordering;
use std::rc::Rc;

/// The largest int a single operation builds, in bits (a `MemoryError` past it, where CPython
/// would spend minutes): 2**(2**25) has 10 million decimal digits, and squaring an int of
/// half that size takes about two seconds, which no time limit can interrupt.
const MAX_BITS: u64 = 1 << 25;

thread_local! {
    /// `sys.set_int_max_str_digits`: CPython's guard against quadratic int/str conversions.
    static MAX_STR_DIGITS: Cell<usize> = const { Cell::new(4300) };
}

pub fn max_str_digits() -> usize {
    MAX_STR_DIGITS.with(|m| m.get())
}

/// `sys.set_int_max_str_digits(n)`: 0 lifts the limit; otherwise at least 640, as CPython.
pub fn set_max_str_digits(n: i64) -> RtResult<()> {
    if n != 0 && n < 640 {
        return Err(value_err("maxdigits must be 0 or larger than 640"));
    }
    MAX_STR_DIGITS.with(|m| m.set(n as usize));
    Ok(())
}

/// The int `b` as a value: `Int` when it fits in 64 bits.
pub fn int(b: BigInt) -> Value {
    match b.to_i64() {
        Some(i) => Value::Int(i),
        None => Value::Long(Rc::new(b)),
    }
}

/// A bool, int or long as a big integer (None for other values).
pub fn big(v: &Value) -> Option<BigInt> {
    match v {
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::Long(b) => Some((**b).clone()),
        _ => None,
    }
}

fn too_big() -> Box<super::error::RtErr> {
    err(
        ExcType::MemoryError,
        "integer result too large (gpa's limit is 2**25 bits)",
    )
}

fn check_bits(bits: u64) -> RtResult<()> {
    if bits > MAX_BITS {
        return Err(too_big());
    }
    Ok(())
}

/// `float(b)`, correctly rounded; CPython's `OverflowError` past the float range.
pub fn to_f64(b: &BigInt) -> RtResult<f64> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(err(
            ExcType::OverflowError,
            "int too large to convert to float",
        )),
    }
}

/// `a / b` as CPython gives it: the exact quotient rounded once to a float.
pub fn true_div(a: &BigInt, b: &BigInt) -> RtResult<f64> {
    if b.is_zero() {
        return Err(err(ExcType::ZeroDivisionError, "division by zero"));
    }
    let exact = |x: &BigInt| x.bits() <= 53;
    if exact(a) && exact(b) {
        return Ok(to_f64(a)? / to_f64(b)?);
    }
    // Scale so the integer quotient has 55 or 56 bits, fold the remainder into its last bit
    // (sticky), and let the one conversion round.
    let shift = a.bits() as i64 - b.bits() as i64 - 55;
    let (n, d) = (a.abs(), b.abs());
    let (n, d) = if shift >= 0 {
        (n, d << shift as usize)
    } else {
        (n << (-shift) as usize, d)
    };
    let (mut q, r) = n.div_rem(&d);
    if !r.is_zero() {
        q |= BigInt::from(1);
    }
    let f = crate::builtins::float_methods::scale(q.to_f64().unwrap_or(f64::INFINITY), shift);
    if f.is_infinite() {
        return Err(err(
            ExcType::OverflowError,
            "integer division result too large for a float",
        ));
    }
    Ok(if a.is_negative() != b.is_negative() {
        -f
    } else {
        f
    })
}

/// `a <op> b` for ints of any size (bools and 64-bit ints included). The work counts
/// against an embedder's operation budget by the 64-bit words it touches (a product by
/// the pairs of them).
pub fn arith(op: BinOp, a: &BigInt, b: &BigInt) -> RtResult<Value> {
    let words = |x: &BigInt| x.bits() / 64 + 1;
    let work = match op {
        BinOp::Mul | BinOp::FloorDiv | BinOp::Mod | BinOp::Div => words(a).saturating_mul(words(b)),
        _ => words(a) + words(b),
    };
    crate::array::alloc::count_work(work as usize);
    let zero_div = |m: &str| err(ExcType::ZeroDivisionError, m.to_string());
    Ok(match op {
        BinOp::Add => int(a + b),
        BinOp::Sub => int(a - b),
        BinOp::Mul => {
            check_bits(a.bits() + b.bits())?;
            int(a * b)
        }
        BinOp::Div => Value::Float(true_div(a, b)?),
        BinOp::FloorDiv => {
            if b.is_zero() {
                return Err(zero_div("integer division or modulo by zero"));
            }
            int(a.div_floor(b))
        }
        BinOp::Mod => {
            if b.is_zero() {
                return Err(zero_div("integer modulo by zero"));
            }
            int(a.mod_floor(b))
        }
        BinOp::Pow => return pow(a, b),
        BinOp::BitAnd => int(a & b),
        BinOp::BitOr => int(a | b),
        BinOp::BitXor => int(a ^ b),
        BinOp::Shl | BinOp::Shr => {
            if b.is_negative() {
                return Err(value_err("negative shift count"));
            }
            if a.is_zero() {
                return Ok(Value::Int(0));
            }
            let n = b.to_u64();
            if op == BinOp::Shr {
                return Ok(match n {
                    Some(n) if n < a.bits() => int(a >> n),
                    _ => Value::Int(if a.is_negative() { -1 } else { 0 }),
                });
            }
            let n = n.ok_or_else(too_big)?;
            check_bits(a.bits().saturating_add(n))?;
            int(a << n)
        }
        BinOp::MatMul => unreachable!("ints have no @"),
    })
}

/// `a ** b`: an int for b >= 0, else a float (as CPython's `float(a) ** b`).
pub fn pow(a: &BigInt, b: &BigInt) -> RtResult<Value> {
    if b.is_negative() {
        if a.is_zero() {
            return Err(err(
                ExcType::ZeroDivisionError,
                "0.0 cannot be raised to a negative power",
            ));
        }
        let (x, y) = (to_f64(a)?, b.to_f64().unwrap_or(f64::NEG_INFINITY));
        return super::ops::pow_f(x, y);
    }
    // 0, 1 and -1 stay small whatever the exponent.
    if let Some(s @ -1..=1) = a.to_i64() {
        return Ok(Value::Int(match s {
            0 => b.is_zero() as i64,
            -1 if b.is_odd() => -1,
            _ => 1,
        }));
    }
    let e = b.to_u64().ok_or_else(too_big)?;
    let bits = (a.bits() - 1).saturating_mul(e);
    check_bits(bits)?;
    let words = bits / 64 + 1;
    crate::array::alloc::count_work(words.saturating_mul(words) as usize);
    Ok(int(num_traits::Pow::pow(a, e)))
}

/// `pow(a, b, m)`: modular power; a negative `b` uses the inverse of `a` modulo `m`.
pub fn pow_mod(a: &BigInt, b: &BigInt, m: &BigInt) -> RtResult<Value> {
    if m.is_zero() {
        return Err(value_err("pow() 3rd argument cannot be 0"));
    }
    let base = if b.is_negative() {
        match inverse(&a.mod_floor(m), m) {
            Some(inv) => inv,
            None => return Err(value_err("base is not invertible for the given modulus")),
        }
    } else {
        a.mod_floor(m)
    };
    let r = base.modpow(&b.abs(), &m.abs());
    // Python's result takes the modulus's sign.
    Ok(int(if m.is_negative() && !r.is_zero() {
        r + m
    } else {
        r
    }))
}

fn inverse(a: &BigInt, m: &BigInt) -> Option<BigInt> {
    let g = a.extended_gcd(&m.abs());
    (g.gcd == BigInt::from(1)).then(|| g.x.mod_floor(&m.abs()))
}

/// Python's hash of an int: its value modulo 2**61 - 1, with the sign.
pub fn hash(b: &BigInt) -> i64 {
    let m = BigInt::from(super::value::HASH_MODULUS);
    let h = (b.abs() % m).to_i64().unwrap_or(0);
    let h = if b.is_negative() { -h } else { h };
    if h == -1 { -2 } else { h }
}

/// The exact order of an int and a float (None for NaN), as CPython compares them.
pub fn cmp_float(b: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let fl = f.floor();
    let fi = BigInt::from_f64(fl)?;
    Some(match b.cmp(&fi) {
        Ordering::Equal if f > fl => Ordering::Less,
        o => o,
    })
}

/// `int(f)` for any finite float: the truncated value, exactly.
pub fn from_f64(f: f64) -> RtResult<Value> {
    if f.is_nan() {
        return Err(value_err("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(err(
            ExcType::OverflowError,
            "cannot convert float infinity to integer",
        ));
    }
    Ok(int(BigInt::from_f64(f.trunc()).unwrap_or_default()))
}

fn str_limit_message(digits: Option<usize>) -> String {
    let limit = max_str_digits();
    match digits {
        Some(d) => format!(
            "Exceeds the limit ({limit} digits) for integer string conversion: value has {d} \
             digits; use sys.set_int_max_str_digits() to increase the limit"
        ),
        None => format!(
            "Exceeds the limit ({limit} digits) for integer string conversion; use \
             sys.set_int_max_str_digits() to increase the limit"
        ),
    }
}

/// `str(b)` in decimal, with CPython's digit limit (its message as the error).
pub fn decimal(b: &BigInt) -> Result<String, String> {
    let limit = max_str_digits();
    // Past this many bits the digits surely exceed the limit (no string is made).
    if limit > 0 && (b.bits() as f64) * std::f64::consts::LOG10_2 > limit as f64 + 1.0 {
        return Err(str_limit_message(None));
    }
    let s = b.to_string();
    let digits = s.trim_start_matches('-').len();
    if limit > 0 && digits > limit {
        return Err(str_limit_message(None));
    }
    Ok(s)
}

/// `str(b)` in decimal: a `ValueError` past CPython's digit limit.
pub fn to_decimal(b: &BigInt) -> RtResult<String> {
    decimal(b).map_err(value_err)
}

/// Digits in a base that is not a power of two (no sign, underscores removed) as an int,
/// with CPython's limit on their number.
pub fn parse_decimal_in(digits: &str, radix: u32, negative: bool) -> RtResult<Value> {
    let limit = max_str_digits();
    if limit > 0 && digits.len() > limit {
        return Err(value_err(str_limit_message(Some(digits.len()))));
    }
    parse_radix(digits, radix, negative).ok_or_else(|| value_err("invalid digits"))
}

/// Digits in base 2..=36 (no sign or prefix) as an int; None when one is not a digit.
pub fn parse_radix(digits: &str, radix: u32, negative: bool) -> Option<Value> {
    let b = BigInt::parse_bytes(digits.as_bytes(), radix)?;
    Some(int(if negative { -b } else { b }))
}

/// An int argument of any size (`math.factorial`, `gcd`): an index object's value too.
pub fn want_big(v: &Value, what: &str) -> RtResult<BigInt> {
    match v {
        Value::Long(b) => Ok((**b).clone()),
        Value::Instance(_) if let Some(Value::Long(b)) = super::builtin_base::integer(v) => {
            Ok((*b).clone())
        }
        v => crate::builtins::want_int(v, what).map(BigInt::from),
    }
}

/// A positive int past the float range as `m * 2**e` (m a float in [0.5, 1)), for the
/// logarithms CPython takes of any int.
pub fn frexp(b: &BigInt) -> Option<(f64, i64)> {
    if !b.is_positive() || b.bits() < 1000 {
        return None;
    }
    let e = b.bits() as i64 - 60;
    let top = (b >> e as usize).to_f64()?;
    Some((top / 2f64.powi(60), e + 60))
}
