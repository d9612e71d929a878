//! Python's float methods that need more than one line: `hex`, `fromhex` and
//! `as_integer_ratio`, exact as CPython's (`Objects/floatobject.c`).
use crate::interp::error::{ExcType, RtResult, err, value_err};
use crate::interp::value::Value;

/// `x.hex()`: `0x1.4000000000000p+1` for 2.5; thirteen hex digits always, as CPython.
pub fn hex(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    let sign = if x.is_sign_negative() { "-" } else { "" };
    if x == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = x.to_bits();
    let mant = bits & ((1u64 << 52) - 1);
    let biased = ((bits >> 52) & 0x7ff) as i64;
    // Subnormals keep a leading 0 and the smallest normal exponent.
    let (lead, exp) = if biased == 0 {
        (0, -1022)
    } else {
        (1, biased - 1023)
    };
    format!("{sign}0x{lead}.{mant:013x}p{exp:+}")
}

/// `float.fromhex(s)`: hex digits with an optional point and binary exponent, rounded to
/// the nearest float (ties to even), as CPython reads them.
pub fn fromhex(s: &str) -> RtResult<f64> {
    let bad = || value_err("invalid hexadecimal floating-point string");
    let t = s.trim();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let signed = |v: f64| if neg { -v } else { v };
    let lower = t.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Ok(signed(f64::INFINITY));
    }
    if lower == "nan" {
        return Ok(f64::NAN);
    }
    let t = lower.strip_prefix("0x").unwrap_or(&lower);
    let (digits, exp) = match t.split_once('p') {
        Some((d, e)) => (d, e.parse::<i64>().map_err(|_| bad())?),
        None => (t, 0),
    };
    let (int_part, frac_part) = digits.split_once('.').unwrap_or((digits, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return Err(bad());
    }
    // value = m * 2^e, with digits past what u128 holds folded into a sticky bit.
    let (mut m, mut e, mut sticky) = (0u128, exp.clamp(-1 << 40, 1 << 40), false);
    for (i, c) in int_part.chars().chain(frac_part.chars()).enumerate() {
        let d = c.to_digit(16).ok_or_else(bad)? as u128;
        let after_point = i >= int_part.len();
        if m >> 120 == 0 {
            m = m << 4 | d;
            if after_point {
                e -= 4;
            }
        } else {
            sticky |= d != 0;
            if !after_point {
                e += 4;
            }
        }
    }
    if m == 0 {
        return Ok(signed(0.0));
    }
    let n = 128 - m.leading_zeros() as i64;
    let top = n - 1 + e;
    let too_large = || {
        err(
            ExcType::OverflowError,
            "hexadecimal value too large to represent as a float",
        )
    };
    if top > 1023 {
        return Err(too_large());
    }
    // The bits a float keeps at this magnitude: 53, fewer for subnormals.
    let keep = if top >= -1022 { 53 } else { 53 - (-1022 - top) };
    if keep < 0 {
        return Ok(signed(0.0));
    }
    let shift = n - keep;
    let q = if shift > 0 {
        let q = m.checked_shr(shift as u32).unwrap_or(0);
        let rem = m & ((1u128 << (shift - 1)) * 2 - 1);
        let half = 1u128 << (shift - 1);
        let up = rem > half || (rem == half && (sticky || q & 1 == 1));
        q + up as u128
    } else {
        m << (-shift)
    };
    let v = scale(q as f64, e + shift);
    if v.is_infinite() {
        return Err(too_large());
    }
    Ok(signed(v))
}

/// `x * 2^k` in steps that stay in range (exact when the result is representable).
pub fn scale(x: f64, k: i64) -> f64 {
    // C's scalbn, which rounds once, also into the subnormal range (a product by a power
    // of two computed apart would flush 2**-1074 to zero or round twice).
    use crate::array::ops::kern::Flt;
    x.ldexp(k.clamp(-10_000, 10_000) as i32)
}

/// `x.as_integer_ratio()`: the exact fraction in lowest terms.
pub fn as_integer_ratio(x: f64) -> RtResult<Value> {
    use num_bigint::BigInt;
    if x.is_nan() {
        return Err(value_err("cannot convert NaN to integer ratio"));
    }
    if x.is_infinite() {
        return Err(err(
            ExcType::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    if x == 0.0 {
        return Ok(Value::tuple(vec![Value::Int(0), Value::Int(1)]));
    }
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut m, mut e) = if biased == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, biased - 1075)
    };
    let tz = m.trailing_zeros().min((-e).max(0) as u32);
    m >>= tz;
    e += tz as i64;
    let m = BigInt::from(if x < 0.0 { -(m as i64) } else { m as i64 });
    let one = BigInt::from(1);
    let (n, d) = if e >= 0 {
        (m << e as usize, one)
    } else {
        (m, one << (-e) as usize)
    };
    let int = crate::interp::long::int;
    Ok(Value::tuple(vec![int(n), int(d)]))
}

#[cfg(test)]
mod tests {
    use super::{fromhex, hex};

    #[test]
    fn hex_round_trips() {
        for x in [
            2.5,
            -0.1,
            1e300,
            5e-324,
            2.2250738585072014e-308,
            1.0,
            0.0,
            -0.0,
        ] {
            let h = hex(x);
            let back = fromhex(&h).unwrap_or(f64::NAN);
            assert_eq!(back.to_bits(), x.to_bits(), "{x} -> {h}");
        }
        assert_eq!(hex(2.5), "0x1.4000000000000p+1");
        assert_eq!(hex(5e-324), "0x0.0000000000001p-1022");
        // Ties round to even: 1 + 2^-53 is halfway between 1 and its successor.
        assert_eq!(fromhex("0x1.00000000000008p0").ok(), Some(1.0));
        assert_eq!(
            fromhex("0x1.00000000000018p0").ok(),
            Some(1.0 + 2.0 * f64::EPSILON)
        );
        assert_eq!(fromhex("0x.8").ok(), Some(0.5));
        assert_eq!(fromhex(" -0X1P-1 ").ok(), Some(-0.5));
    }
}
