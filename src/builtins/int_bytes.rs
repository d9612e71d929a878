//! `int.to_bytes` and `int.from_bytes`, with CPython's defaults (one byte, big-endian,
//! unsigned) and its messages, for ints of any size.
use super::sig::Sig;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Kwargs, Value};
use num_bigint::{BigInt, Sign};

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
    let n = crate::interp::long::big(n).unwrap_or_default();
    let length = super::want_int(b.arg("length"), "to_bytes")?;
    if length < 0 {
        return Err(value_err("length argument must be non-negative"));
    }
    let big = big_endian(b.arg("byteorder"))?;
    let signed = b.flag("signed");
    if n.sign() == Sign::Minus && !signed {
        return Err(err(
            ExcType::OverflowError,
            "can't convert negative int to unsigned",
        ));
    }
    // Two's complement (signed) or the magnitude, sign-extended to the length.
    let len = length as usize;
    let le = match (signed, n.sign()) {
        (_, Sign::NoSign) => vec![],
        (true, _) => n.to_signed_bytes_le(),
        (false, _) => n.to_bytes_le().1,
    };
    if le.len() > len {
        return Err(err(ExcType::OverflowError, "int too big to convert"));
    }
    let fill = if n.sign() == Sign::Minus { 0xff } else { 0 };
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
    let v = if b.flag("signed") {
        BigInt::from_signed_bytes_le(&le)
    } else {
        BigInt::from_bytes_le(Sign::Plus, &le)
    };
    Ok(crate::interp::long::int(v))
}
