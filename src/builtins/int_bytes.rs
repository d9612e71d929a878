//! `int.to_bytes` and `int.from_bytes`, with CPython's defaults (one byte, big-endian,
//! unsigned) and its messages; gpa's ints are 64-bit, so at most 8 significant bytes.
use super::sig::Sig;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Kwargs, Value};

fn declared(text: &str) -> &'static Sig {
    super::decl::intern(text).unwrap_or_else(|e| panic!("bad declaration {text}: {e}"))
}

/// Whether the byte order names big-endian (`'big'`) or little-endian (`'little'`).
fn big_endian(v: &Value) -> RtResult<bool> {
    match v {
        Value::Str(s) if &**s == "big" => Ok(true),
        Value::Str(s) if &**s == "little" => Ok(false),
        Value::Str(_) => Err(value_err("byteorder must be either 'little' or 'big'")),
        v => Err(type_err(format!(
            "to_bytes() argument 'byteorder' must be str, not {}",
            v.type_name()
        ))),
    }
}

/// `n.to_bytes(length=1, byteorder='big', *, signed=False)`.
pub fn to_bytes(n: &Value, a: &[Value], kw: &Kwargs) -> RtResult<Value> {
    let b = declared("to_bytes(length=1, byteorder='big', *, signed=False)").bind(a, kw)?;
    let n = match n {
        Value::Bool(x) => *x as i64,
        Value::Int(x) => *x,
        _ => unreachable!("int methods are called on ints"),
    };
    let length = super::want_int(b.arg("length"), "to_bytes")?;
    if length < 0 {
        return Err(value_err("length argument must be non-negative"));
    }
    let big = big_endian(b.arg("byteorder"))?;
    let signed = b.flag("signed");
    if n < 0 && !signed {
        return Err(err(
            ExcType::OverflowError,
            "can't convert negative int to unsigned",
        ));
    }
    // Two's complement, sign-extended past eight bytes; too long when the bytes that do not
    // fit are not all sign bytes.
    let len = length as usize;
    let le = (n as i128).to_le_bytes();
    let fits = match (signed, len) {
        (_, 16..) => true,
        (_, 0) => n == 0,
        (true, _) => {
            let half = 1i128 << (8 * len - 1);
            (-half..half).contains(&(n as i128))
        }
        (false, _) => (n as u128) < (1u128 << (8 * len)),
    };
    if !fits {
        return Err(err(ExcType::OverflowError, "int too big to convert"));
    }
    let fill = if n < 0 { 0xff } else { 0 };
    let mut out: Vec<u8> = (0..len)
        .map(|i| le.get(i).copied().unwrap_or(fill))
        .collect();
    if big {
        out.reverse();
    }
    Ok(Value::Bytes(out.into()))
}

/// `int.from_bytes(bytes, byteorder='big', *, signed=False)`.
pub fn from_bytes(it: &mut Interp, a: &[Value], kw: &Kwargs) -> RtResult<Value> {
    let b = declared("from_bytes(bytes, byteorder='big', *, signed=False)").bind(a, kw)?;
    let data: Vec<u8> = match b.arg("bytes") {
        Value::Bytes(d) => d.to_vec(),
        Value::Str(_) => {
            return Err(type_err("cannot convert 'str' object to bytes"));
        }
        v => it
            .to_vec(v)?
            .iter()
            .map(|x| match x {
                Value::Int(i) if (0..256).contains(i) => Ok(*i as u8),
                Value::Int(_) => Err(value_err("bytes must be in range(0, 256)")),
                x => Err(type_err(format!(
                    "'{}' object cannot be interpreted as an integer",
                    x.type_name()
                ))),
            })
            .collect::<RtResult<_>>()?,
    };
    let mut le = data;
    if big_endian(b.arg("byteorder"))? {
        le.reverse();
    }
    let negative = b.flag("signed") && le.last().is_some_and(|&x| x & 0x80 != 0);
    let fill = if negative { 0xff } else { 0 };
    // Bytes past the eighth must be sign bytes, and the value must fit an i64.
    if le.iter().skip(8).any(|&x| x != fill) {
        return Err(err(
            ExcType::OverflowError,
            "int too large for gpa's 64-bit integers",
        ));
    }
    let mut buf = [fill; 8];
    for (i, x) in le.iter().take(8).enumerate() {
        buf[i] = *x;
    }
    let v = i64::from_le_bytes(buf);
    if !negative && v < 0 {
        return Err(err(
            ExcType::OverflowError,
            "int too large for gpa's 64-bit integers",
        ));
    }
    Ok(Value::Int(v))
}
