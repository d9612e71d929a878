//! `bytes`: the constructor, `str.encode`/`bytes.decode` (UTF-8, ASCII, Latin-1 with
//! `strict`/`ignore`/`replace`), operators and the methods scripts use on raw data.
use super::{allow_kw, arity, codecs, kwarg, want_int};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::Value;
use crate::ir::BinOp;
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

pub const METHODS: &[&str] = &[
    "decode",
    "hex",
    "startswith",
    "endswith",
    "find",
    "rfind",
    "index",
    "rindex",
    "count",
    "replace",
    "split",
    "splitlines",
    "strip",
    "lstrip",
    "rstrip",
    "join",
    "upper",
    "lower",
    "isascii",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "partition",
    "rpartition",
    "rsplit",
    "center",
    "ljust",
    "rjust",
    "zfill",
    "removeprefix",
    "removesuffix",
    "title",
    "capitalize",
    "swapcase",
    "isupper",
    "islower",
    "istitle",
    "expandtabs",
    "translate",
];

const ASCII_SPACE: &[u8] = b" \t\n\r\x0b\x0c";

/// `bytes.decode` / `str(b, encoding)`.
pub fn decode(b: &[u8], encoding: Option<&Value>, errs: Option<&Value>) -> RtResult<Value> {
    let (c, e) = (codecs::codec(encoding)?, codecs::errors(errs)?);
    Ok(Value::str(&codecs::decode(b, c, e)?))
}

/// `str.encode(encoding="utf-8", errors="strict")`.
pub fn encode(s: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    allow_kw("encode", kw, &["encoding", "errors"])?;
    arity("encode", a, 0, 2)?;
    let (c, e) = (
        codecs::codec(a.first().or(kwarg(kw, "encoding")))?,
        codecs::errors(a.get(1).or(kwarg(kw, "errors")))?,
    );
    Ok(Value::bytes(codecs::encode(s, c, e, true)?))
}

/// `bytes(...)`: empty, zeros, from ints, from a str with an encoding, or a copy.
pub fn construct(it: &mut Interp, a: &[Value], kw: &Kw) -> RtResult<Value> {
    construct_named(it, "bytes", a, kw)
}

/// The constructor of `bytes` and of `bytearray` (`name`, for the messages): bytes.
pub fn construct_named(it: &mut Interp, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    allow_kw(name, kw, &["source", "encoding", "errors"])?;
    arity(name, a, 0, 3)?;
    let src = a.first().or(kwarg(kw, "source"));
    let encoding = a.get(1).or(kwarg(kw, "encoding"));
    let errs = a.get(2).or(kwarg(kw, "errors"));
    // An int subclass is a count, as an int is.
    let count = src.and_then(crate::interp::builtin_base::integer);
    match count.as_ref().or(src) {
        None => Ok(Value::bytes(vec![])),
        Some(Value::Str(s)) => {
            if encoding.is_none() {
                return Err(type_err("string argument without an encoding"));
            }
            let mut args = vec![encoding.cloned().unwrap_or(Value::None)];
            args.extend(errs.cloned());
            encode(s, &args, &[])
        }
        Some(_) if encoding.is_some() || errs.is_some() => Err(type_err(if encoding.is_some() {
            "encoding without a string argument"
        } else {
            "errors without a string argument"
        })),
        Some(v @ Value::Bytes(_)) => Ok(v.clone()),
        Some(v @ (Value::ByteArray(_) | Value::MemView(_))) => Ok(Value::Bytes(
            super::bytearray::bytes_like(v)?.expect("bytes-like"),
        )),
        Some(Value::Int(n)) => {
            if *n < 0 {
                return Err(value_err("negative count"));
            }
            // As long strings and lists: a typo must not take the machine down.
            if *n as usize > crate::interp::ops::MAX_ITEMS {
                return Err(err(ExcType::MemoryError, ""));
            }
            Ok(Value::bytes(vec![0; *n as usize]))
        }
        Some(Value::Array(arr)) => Ok(Value::bytes(super::numpy::io::array_bytes(arr)?)),
        Some(v @ (Value::Float(_) | Value::None | Value::Bool(_) | Value::Complex(..))) => {
            Err(type_err(format!(
                "cannot convert '{}' object to {name}",
                v.type_name()
            )))
        }
        Some(v) => {
            let items = it.to_vec(v).map_err(|_| {
                type_err(format!(
                    "cannot convert '{}' object to {name}",
                    v.type_name()
                ))
            })?;
            let mut out = Vec::with_capacity(items.len());
            for x in items {
                out.push(byte_value(&x)?);
            }
            Ok(Value::bytes(out))
        }
    }
}

/// One byte given as an int (a NumPy integer scalar too); `noun` is CPython's word in the
/// range error: "bytes" for the constructor's items, "byte" for one element.
pub fn byte_value_of(x: &Value, noun: &str) -> RtResult<u8> {
    let n = match x {
        Value::Int(_) | Value::Bool(_) => want_int(x, "")?,
        v if crate::interp::builtin_base::integer(v).is_some() => want_int(x, "")?,
        Value::Array(a) if a.scalar && a.dtype.is_int() => want_int(x, "")?,
        other => {
            return Err(type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    u8::try_from(n).map_err(|_| value_err(format!("{noun} must be in range(0, 256)")))
}

fn byte_value(x: &Value) -> RtResult<u8> {
    byte_value_of(x, "bytes")
}

/// `bytes.fromhex("de ad")`.
pub fn fromhex(v: &Value) -> RtResult<Value> {
    let Value::Str(s) = v else {
        return Err(type_err(format!(
            "fromhex() argument must be str, not {}",
            v.type_name()
        )));
    };
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let hi = chars[i].to_digit(16);
        let lo = chars.get(i + 1).and_then(|c| c.to_digit(16));
        match (hi, lo) {
            (Some(h), Some(l)) => out.push((h * 16 + l) as u8),
            (None, _) => {
                return Err(value_err(format!(
                    "non-hexadecimal number found in fromhex() arg at position {i}"
                )));
            }
            (Some(_), None) => {
                return Err(value_err(format!(
                    "non-hexadecimal number found in fromhex() arg at position {}",
                    i + 1
                )));
            }
        }
        i += 2;
    }
    Ok(Value::bytes(out))
}

/// `x in b`: a byte value or a sub-sequence.
pub fn contains(b: &[u8], x: &Value) -> RtResult<bool> {
    if let Some(sub) = super::bytearray::bytes_like(x)? {
        return Ok(find(b, &sub, 0, b.len()).is_some());
    }
    match x {
        Value::Int(_) | Value::Bool(_) => {
            let v = want_int(x, "in")?;
            let v = u8::try_from(v).map_err(|_| value_err("byte must be in range(0, 256)"))?;
            Ok(b.contains(&v))
        }
        other => Err(type_err(format!(
            "a bytes-like object is required, not '{}'",
            other.type_name()
        ))),
    }
}

/// `+` and `*` on bytes; None when neither side is bytes.
pub fn binop(op: BinOp, a: &Value, b: &Value) -> Option<RtResult<Value>> {
    match (op, a, b) {
        (BinOp::Add, Value::Bytes(x), Value::Bytes(y)) => {
            Some(Ok(Value::bytes([&x[..], &y[..]].concat())))
        }
        (BinOp::Mul, Value::Bytes(x), Value::Int(n))
        | (BinOp::Mul, Value::Int(n), Value::Bytes(x)) => {
            let n = (*n).max(0) as usize;
            if x.len().saturating_mul(n) > crate::interp::ops::MAX_ITEMS {
                return Some(Err(err(ExcType::MemoryError, "")));
            }
            Some(Ok(Value::bytes(x.repeat(n))))
        }
        (BinOp::Add, Value::Bytes(_), other)
            if !matches!(other, Value::ByteArray(_) | Value::MemView(_)) =>
        {
            Some(Err(type_err(format!(
                "can't concat {} to bytes",
                other.type_name()
            ))))
        }
        (_, Value::Bytes(_), _) | (_, _, Value::Bytes(_)) => None,
        _ => None,
    }
}

fn find(hay: &[u8], needle: &[u8], from: usize, to: usize) -> Option<usize> {
    if from > to || to > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(from);
    }
    hay[from..to]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn rfind(hay: &[u8], needle: &[u8], from: usize, to: usize) -> Option<usize> {
    if from > to || to > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(to);
    }
    hay[from..to]
        .windows(needle.len())
        .rposition(|w| w == needle)
        .map(|p| p + from)
}

fn want_bytes(v: &Value, what: &str) -> RtResult<Rc<[u8]>> {
    match super::bytearray::bytes_like(v)? {
        Some(b) => Ok(b),
        None => Err(type_err(format!(
            "{what}a bytes-like object is required, not '{}'",
            v.type_name()
        ))),
    }
}

/// An error of a bytes method, worded for the type whose method it was (`bytearray`).
pub fn renamed(
    mut e: Box<crate::interp::error::RtErr>,
    ty: &str,
) -> Box<crate::interp::error::RtErr> {
    if let Value::Exc(x) = &e.exc
        && let Some(Value::Str(m)) = x.args.first()
        && m.contains("'bytes' object")
    {
        let m = m.replace("'bytes' object", &format!("'{ty}' object"));
        e.exc = Value::exc(x.typ, &m);
    }
    e
}

/// A sub-sequence argument: bytes, or one byte given as an int.
fn needle(v: &Value) -> RtResult<Vec<u8>> {
    match v {
        Value::Int(_) => Ok(vec![byte_value(v)?]),
        other => want_bytes(
            other,
            "argument should be integer or bytes-like object, not ",
        )
        .map(|b| b.to_vec())
        .map_err(|_| {
            type_err(format!(
                "argument should be integer or bytes-like object, not '{}'",
                other.type_name()
            ))
        }),
    }
}

/// Python's start/end arguments clipped to a length.
fn bounds(a: &[Value], i: usize, len: usize) -> RtResult<(usize, usize)> {
    let clip = |v: Option<&Value>, d: i64| -> RtResult<usize> {
        let n = match v {
            None | Some(Value::None) => d,
            Some(v) => want_int(v, "slice")?,
        };
        let n = if n < 0 { n + len as i64 } else { n };
        Ok(n.clamp(0, len as i64) as usize)
    };
    Ok((clip(a.get(i), 0)?, clip(a.get(i + 1), len as i64)?))
}

fn split_ws(b: &[u8], maxsplit: i64) -> Vec<Value> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && ASCII_SPACE.contains(&b[i]) {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        if maxsplit >= 0 && out.len() as i64 == maxsplit {
            let mut end = b.len();
            while end > i && ASCII_SPACE.contains(&b[end - 1]) {
                end -= 1;
            }
            out.push(Value::bytes(b[i..end].to_vec()));
            return out;
        }
        let start = i;
        while i < b.len() && !ASCII_SPACE.contains(&b[i]) {
            i += 1;
        }
        out.push(Value::bytes(b[start..i].to_vec()));
    }
    out
}

pub fn method(it: &mut Interp, b: &Rc<[u8]>, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    let bytes_list = |v: Vec<Vec<u8>>| Value::list(v.into_iter().map(Value::bytes).collect());
    match name {
        "decode" => {
            allow_kw("decode", kw, &["encoding", "errors"])?;
            arity("decode", a, 0, 2)?;
            decode(
                b,
                a.first().or(kwarg(kw, "encoding")),
                a.get(1).or(kwarg(kw, "errors")),
            )
        }
        "hex" => {
            arity("hex", a, 0, 2)?;
            let sep = a.first().or(kwarg(kw, "sep"));
            let per = match a.get(1).or(kwarg(kw, "bytes_per_sep")) {
                Some(v) => want_int(v, "hex")?,
                None => 1,
            };
            Ok(Value::str(&hex_with_sep(b, sep, per)?))
        }
        "startswith" | "endswith" => {
            arity(name, a, 1, 3)?;
            let (from, to) = bounds(a, 1, b.len())?;
            let part = &b[from..to.max(from)];
            let test = |p: &[u8]| {
                if name == "startswith" {
                    part.starts_with(p)
                } else {
                    part.ends_with(p)
                }
            };
            match &a[0] {
                Value::Tuple(t) => {
                    for p in t.iter() {
                        if test(&want_bytes(p, "")?) {
                            return Ok(Value::Bool(true));
                        }
                    }
                    Ok(Value::Bool(false))
                }
                p => Ok(Value::Bool(test(&want_bytes(
                    p,
                    &format!("{name} first arg must be bytes or a tuple of bytes, not "),
                )?))),
            }
        }
        "find" | "rfind" | "index" | "rindex" | "count" => {
            arity(name, a, 1, 3)?;
            let n = needle(&a[0])?;
            let (from, to) = bounds(a, 1, b.len())?;
            if name == "count" {
                if from > to {
                    return Ok(Value::Int(0));
                }
                if n.is_empty() {
                    return Ok(Value::Int((to - from + 1) as i64));
                }
                let mut k = 0;
                let mut i = from;
                while let Some(p) = find(b, &n, i, to) {
                    k += 1;
                    i = p + n.len();
                }
                return Ok(Value::Int(k));
            }
            let r = if name.starts_with('r') {
                rfind(b, &n, from, to)
            } else {
                find(b, &n, from, to)
            };
            match r {
                Some(p) => Ok(Value::Int(p as i64)),
                None if name.ends_with("index") => Err(value_err("subsection not found")),
                None => Ok(Value::Int(-1)),
            }
        }
        "replace" => {
            arity("replace", a, 2, 3)?;
            let (old, new) = (want_bytes(&a[0], "")?, want_bytes(&a[1], "")?);
            let (old, new) = (&old[..], &new[..]);
            let mut count = match a.get(2) {
                Some(v) => want_int(v, "replace")?,
                None => -1,
            };
            let mut out = Vec::with_capacity(b.len());
            let mut i = 0;
            if old.is_empty() {
                // Between every byte, as Python's.
                for &x in b.iter() {
                    if count != 0 {
                        out.extend_from_slice(new);
                        count -= 1;
                    }
                    out.push(x);
                }
                if count != 0 {
                    out.extend_from_slice(new);
                }
                return Ok(Value::bytes(out));
            }
            while count != 0
                && let Some(p) = find(b, old, i, b.len())
            {
                out.extend_from_slice(&b[i..p]);
                out.extend_from_slice(new);
                i = p + old.len();
                count -= 1;
            }
            out.extend_from_slice(&b[i..]);
            Ok(Value::bytes(out))
        }
        "split" => {
            allow_kw("split", kw, &["sep", "maxsplit"])?;
            arity("split", a, 0, 2)?;
            let sep = a.first().or(kwarg(kw, "sep"));
            let maxsplit = match a.get(1).or(kwarg(kw, "maxsplit")) {
                Some(v) => want_int(v, "split")?,
                None => -1,
            };
            match sep {
                None | Some(Value::None) => Ok(Value::list(split_ws(b, maxsplit))),
                Some(s) => {
                    let s = &want_bytes(s, "")?[..];
                    if s.is_empty() {
                        return Err(value_err("empty separator"));
                    }
                    let mut parts = Vec::new();
                    let mut i = 0;
                    while (maxsplit < 0 || (parts.len() as i64) < maxsplit)
                        && let Some(p) = find(b, s, i, b.len())
                    {
                        parts.push(b[i..p].to_vec());
                        i = p + s.len();
                    }
                    parts.push(b[i..].to_vec());
                    Ok(bytes_list(parts))
                }
            }
        }
        "splitlines" => {
            allow_kw("splitlines", kw, &["keepends"])?;
            arity("splitlines", a, 0, 1)?;
            let keep = a
                .first()
                .or(kwarg(kw, "keepends"))
                .is_some_and(|v| v.truthy());
            let mut parts = Vec::new();
            let mut start = 0;
            let mut i = 0;
            while i < b.len() {
                let eol = match b[i] {
                    b'\r' if b.get(i + 1) == Some(&b'\n') => 2,
                    b'\r' | b'\n' => 1,
                    _ => 0,
                };
                if eol > 0 {
                    let end = if keep { i + eol } else { i };
                    parts.push(b[start..end].to_vec());
                    i += eol;
                    start = i;
                } else {
                    i += 1;
                }
            }
            if start < b.len() {
                parts.push(b[start..].to_vec());
            }
            Ok(bytes_list(parts))
        }
        "strip" | "lstrip" | "rstrip" => {
            arity(name, a, 0, 1)?;
            let chars: Vec<u8> = match a.first() {
                None | Some(Value::None) => ASCII_SPACE.to_vec(),
                Some(v) => want_bytes(v, "")?.to_vec(),
            };
            let mut from = 0;
            let mut to = b.len();
            if name != "rstrip" {
                while from < to && chars.contains(&b[from]) {
                    from += 1;
                }
            }
            if name != "lstrip" {
                while to > from && chars.contains(&b[to - 1]) {
                    to -= 1;
                }
            }
            Ok(Value::bytes(b[from..to].to_vec()))
        }
        "join" => {
            arity("join", a, 1, 1)?;
            let mut out = Vec::new();
            for (i, x) in it.to_vec(&a[0])?.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(b);
                }
                match super::bytearray::bytes_like(x)? {
                    Some(p) => out.extend_from_slice(&p),
                    None => {
                        return Err(type_err(format!(
                            "sequence item {i}: expected a bytes-like object, {} found",
                            x.type_name()
                        )));
                    }
                }
            }
            Ok(Value::bytes(out))
        }
        "upper" => Ok(Value::bytes(b.to_ascii_uppercase())),
        "lower" => Ok(Value::bytes(b.to_ascii_lowercase())),
        "isascii" => Ok(Value::Bool(b.is_ascii())),
        "isdigit" | "isalpha" | "isalnum" | "isspace" => {
            let test: fn(&u8) -> bool = match name {
                "isdigit" => u8::is_ascii_digit,
                "isalpha" => u8::is_ascii_alphabetic,
                "isalnum" => u8::is_ascii_alphanumeric,
                _ => |c| ASCII_SPACE.contains(c),
            };
            Ok(Value::Bool(!b.is_empty() && b.iter().all(test)))
        }
        _ => more_methods(b, name, a, kw),
    }
}

/// The bytes methods that mirror str's less common ones (ASCII letters only, as CPython's).
fn more_methods(b: &[u8], name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    let by = |v: Vec<u8>| Value::bytes(v);
    match name {
        "partition" | "rpartition" => {
            arity(name, a, 1, 1)?;
            let sep = want_bytes(&a[0], "")?;
            if sep.is_empty() {
                return Err(value_err("empty separator"));
            }
            let at = if name == "partition" {
                find(b, &sep, 0, b.len())
            } else {
                rfind(b, &sep, 0, b.len())
            };
            let parts = match at {
                Some(p) => [b[..p].to_vec(), sep.to_vec(), b[p + sep.len()..].to_vec()],
                None if name == "partition" => [b.to_vec(), vec![], vec![]],
                None => [vec![], vec![], b.to_vec()],
            };
            Ok(Value::tuple(parts.into_iter().map(by).collect()))
        }
        "rsplit" => {
            allow_kw("rsplit", kw, &["sep", "maxsplit"])?;
            arity("rsplit", a, 0, 2)?;
            let maxsplit = match a.get(1).or(kwarg(kw, "maxsplit")) {
                Some(v) => want_int(v, "rsplit")?,
                None => -1,
            };
            let mut parts = Vec::new();
            match a.first().or(kwarg(kw, "sep")) {
                None | Some(Value::None) => {
                    let mut end = b.len();
                    loop {
                        while end > 0 && ASCII_SPACE.contains(&b[end - 1]) {
                            end -= 1;
                        }
                        if end == 0 {
                            break;
                        }
                        if maxsplit >= 0 && parts.len() as i64 == maxsplit {
                            let mut from = 0;
                            while from < end && ASCII_SPACE.contains(&b[from]) {
                                from += 1;
                            }
                            parts.push(b[from..end].to_vec());
                            break;
                        }
                        let mut start = end;
                        while start > 0 && !ASCII_SPACE.contains(&b[start - 1]) {
                            start -= 1;
                        }
                        parts.push(b[start..end].to_vec());
                        end = start;
                    }
                }
                Some(sep) => {
                    let sep = want_bytes(sep, "")?;
                    if sep.is_empty() {
                        return Err(value_err("empty separator"));
                    }
                    let mut end = b.len();
                    while (maxsplit < 0 || (parts.len() as i64) < maxsplit)
                        && let Some(p) = rfind(b, &sep, 0, end)
                    {
                        parts.push(b[p + sep.len()..end].to_vec());
                        end = p;
                    }
                    parts.push(b[..end].to_vec());
                }
            }
            parts.reverse();
            Ok(Value::list(parts.into_iter().map(by).collect()))
        }
        "center" | "ljust" | "rjust" => {
            arity(name, a, 1, 2)?;
            let width = want_int(&a[0], name)?.max(0) as usize;
            let fill = match a.get(1) {
                None => b' ',
                Some(v) => match super::bytearray::bytes_like(v)? {
                    Some(f) if f.len() == 1 => f[0],
                    _ => {
                        return Err(type_err(format!(
                            "{name}() argument 2 must be a byte string of length 1, not {}",
                            v.type_name()
                        )));
                    }
                },
            };
            if width <= b.len() {
                return Ok(by(b.to_vec()));
            }
            let pad = width - b.len();
            let left = match name {
                "ljust" => 0,
                "rjust" => pad,
                // CPython's rounding: the odd byte goes left when the width is odd.
                _ => pad / 2 + (pad & width & 1),
            };
            let mut out = vec![fill; left];
            out.extend_from_slice(b);
            out.resize(width, fill);
            Ok(by(out))
        }
        "zfill" => {
            arity("zfill", a, 1, 1)?;
            let width = want_int(&a[0], "zfill")?.max(0) as usize;
            if width <= b.len() {
                return Ok(by(b.to_vec()));
            }
            let sign = matches!(b.first(), Some(b'+' | b'-')) as usize;
            let mut out = b[..sign].to_vec();
            out.resize(width - b.len() + sign, b'0');
            out.extend_from_slice(&b[sign..]);
            Ok(by(out))
        }
        "removeprefix" | "removesuffix" => {
            arity(name, a, 1, 1)?;
            let p = want_bytes(&a[0], "")?;
            let out = if name == "removeprefix" {
                b.strip_prefix(&p[..]).unwrap_or(b)
            } else {
                b.strip_suffix(&p[..]).unwrap_or(b)
            };
            Ok(by(out.to_vec()))
        }
        "title" | "capitalize" | "swapcase" => {
            arity(name, a, 0, 0)?;
            let mut prev_cased = false;
            let out = b
                .iter()
                .enumerate()
                .map(|(i, &c)| {
                    let r = match name {
                        "swapcase" if c.is_ascii_lowercase() => c.to_ascii_uppercase(),
                        "swapcase" => c.to_ascii_lowercase(),
                        "capitalize" if i == 0 => c.to_ascii_uppercase(),
                        "capitalize" => c.to_ascii_lowercase(),
                        _ if prev_cased => c.to_ascii_lowercase(),
                        _ => c.to_ascii_uppercase(),
                    };
                    prev_cased = c.is_ascii_alphabetic();
                    r
                })
                .collect();
            Ok(by(out))
        }
        "isupper" | "islower" => {
            arity(name, a, 0, 0)?;
            let (up, low) = (
                b.iter().any(u8::is_ascii_uppercase),
                b.iter().any(u8::is_ascii_lowercase),
            );
            Ok(Value::Bool(if name == "isupper" {
                up && !low
            } else {
                low && !up
            }))
        }
        "istitle" => {
            arity(name, a, 0, 0)?;
            let (mut prev_cased, mut any) = (false, false);
            for c in b {
                if c.is_ascii_uppercase() {
                    if prev_cased {
                        return Ok(Value::Bool(false));
                    }
                    (prev_cased, any) = (true, true);
                } else if c.is_ascii_lowercase() {
                    if !prev_cased {
                        return Ok(Value::Bool(false));
                    }
                    (prev_cased, any) = (true, true);
                } else {
                    prev_cased = false;
                }
            }
            Ok(Value::Bool(any))
        }
        "expandtabs" => {
            allow_kw("expandtabs", kw, &["tabsize"])?;
            arity(name, a, 0, 1)?;
            let size = match a.first().or(kwarg(kw, "tabsize")) {
                Some(v) => want_int(v, "expandtabs")?,
                None => 8,
            };
            let mut out = Vec::new();
            let mut col = 0i64;
            for &c in b {
                match c {
                    b'\t' => {
                        if size > 0 {
                            let n = size - col % size;
                            out.extend(std::iter::repeat_n(b' ', n as usize));
                            col += n;
                        }
                    }
                    b'\n' | b'\r' => {
                        out.push(c);
                        col = 0;
                    }
                    _ => {
                        out.push(c);
                        col += 1;
                    }
                }
            }
            Ok(by(out))
        }
        "translate" => {
            allow_kw("translate", kw, &["delete"])?;
            arity(name, a, 1, 2)?;
            let table = match &a[0] {
                Value::None => None,
                v => {
                    let t = want_bytes(v, "")?;
                    if t.len() != 256 {
                        return Err(value_err("translation table must be 256 characters long"));
                    }
                    Some(t)
                }
            };
            let delete = match a.get(1).or(kwarg(kw, "delete")) {
                Some(v) => want_bytes(v, "")?.to_vec(),
                None => vec![],
            };
            let out = b
                .iter()
                .filter(|c| !delete.contains(c))
                .map(|&c| table.as_ref().map_or(c, |t| t[c as usize]))
                .collect();
            Ok(by(out))
        }
        _ => Err(err(
            ExcType::AttributeError,
            format!("'bytes' object has no attribute '{name}'"),
        )),
    }
}

/// `bytes.maketrans(from, to)`: the 256-byte table mapping each byte of `from` to `to`'s.
pub fn maketrans(a: &[Value]) -> RtResult<Value> {
    arity("maketrans", a, 2, 2)?;
    let (from, to) = (want_bytes(&a[0], "")?, want_bytes(&a[1], "")?);
    if from.len() != to.len() {
        return Err(value_err("maketrans arguments must have same length"));
    }
    let mut t: Vec<u8> = (0..=255).collect();
    for (x, y) in from.iter().zip(to.iter()) {
        t[*x as usize] = *y;
    }
    Ok(Value::bytes(t))
}

/// `b.hex(sep, bytes_per_sep)`: the separator between groups of `|per|` bytes, counted
/// from the right for a positive `per`, from the left for a negative one.
fn hex_with_sep(b: &[u8], sep: Option<&Value>, per: i64) -> RtResult<String> {
    let digits = |x: &[u8]| x.iter().map(|x| format!("{x:02x}")).collect::<String>();
    let sep = match sep {
        None | Some(Value::None) => return Ok(digits(b)),
        Some(Value::Str(s)) => s.to_string(),
        Some(Value::Bytes(s)) => String::from_utf8_lossy(s).into_owned(),
        Some(v) => {
            return Err(type_err(format!(
                "object of type '{}' has no len()",
                v.type_name()
            )));
        }
    };
    if sep.chars().count() != 1 {
        return Err(value_err("sep must be length 1."));
    }
    if !sep.is_ascii() {
        return Err(value_err("sep must be ASCII."));
    }
    if per == 0 || b.is_empty() {
        return Ok(digits(b));
    }
    let n = per.unsigned_abs() as usize;
    let groups: Vec<String> = if per > 0 {
        // From the right: the first group takes what is left over.
        let first = b.len() % n;
        let mut g = Vec::new();
        if first > 0 {
            g.push(digits(&b[..first]));
        }
        g.extend(b[first..].chunks(n).map(digits));
        g
    } else {
        b.chunks(n).map(digits).collect()
    };
    Ok(groups.join(&sep))
}

/// `bytes % args`: the format read as Latin-1 text and handed to str's `%`, each argument
/// first made what its conversion takes in bytes (`%s`/`%b` the bytes themselves, `%r`/`%a`
/// the ASCII repr, `%c` one byte), so the result encodes back to the same bytes.
pub fn percent(it: &mut Interp, fmt: &[u8], args: &Value) -> RtResult<Vec<u8>> {
    let latin1 = |b: &[u8]| -> String { b.iter().map(|&c| c as char).collect() };
    let (text, convs) = conversions(&latin1(fmt));
    let fix = |it: &mut Interp, conv: char, v: &Value| -> RtResult<Value> {
        Ok(match conv {
            's' | 'b' => match super::bytearray::bytes_like(v)? {
                Some(b) => Value::str(&latin1(&b)),
                None => match it.call_special(v, "__bytes__", &[]) {
                    Some(r) => match r? {
                        Value::Bytes(b) => Value::str(&latin1(&b)),
                        o => {
                            return Err(type_err(format!(
                                "__bytes__ returned non-bytes (type {})",
                                o.type_name()
                            )));
                        }
                    },
                    None => {
                        return Err(type_err(format!(
                            "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
                            v.type_name()
                        )));
                    }
                },
            },
            'r' | 'a' => {
                let r = it.repr(v)?;
                Value::str(&super::format::percent::ascii_escape(&r))
            }
            'c' => {
                let bad = || type_err("%c requires an integer in range(256) or a single byte");
                match v {
                    Value::Int(n) if (0..256).contains(n) => Value::str(&latin1(&[*n as u8])),
                    Value::Int(_) => {
                        return Err(err(ExcType::OverflowError, "%c arg not in range(256)"));
                    }
                    _ => match super::bytearray::bytes_like(v)? {
                        Some(b) if b.len() == 1 => Value::str(&latin1(&b)),
                        _ => return Err(bad()),
                    },
                }
            }
            _ => v.clone(),
        })
    };
    let args = match args {
        Value::Dict(d) => {
            // Keys are bytes: the names in the format, as Latin-1 text.
            let items: Vec<(Value, Value)> = d
                .borrow()
                .iter()
                .map(|(k, v)| (k.0.clone(), v.clone()))
                .collect();
            let mut out = crate::interp::value::Map::default();
            for (k, v) in items {
                let Some(kb) = super::bytearray::bytes_like(&k)? else {
                    continue;
                };
                let name = latin1(&kb);
                let conv = convs
                    .iter()
                    .find(|(n, _)| n.as_deref() == Some(&name))
                    .map_or('d', |(_, c)| *c);
                out.insert(it.key(Value::str(&name))?, fix(it, conv, &v)?);
            }
            Value::Dict(Rc::new(std::cell::RefCell::new(out)))
        }
        Value::Tuple(t) => {
            let mut out = Vec::with_capacity(t.len());
            for (i, v) in t.iter().enumerate() {
                let conv = convs.get(i).map_or('d', |(_, c)| *c);
                out.push(fix(it, conv, v)?);
            }
            Value::tuple(out)
        }
        v => fix(it, convs.first().map_or('d', |(_, c)| *c), v)?,
    };
    let out = super::strfmt::percent(it, &text, &args)?;
    Ok(out.chars().map(|c| c as u32 as u8).collect())
}

/// The conversions of a `%` format in argument order (a `*` width or precision takes an
/// argument of its own, shown as `d`), with the format where `%r`, `%a` and `%b` read `%s`
/// (their arguments are made text first).
fn conversions(fmt: &str) -> (String, Vec<(Option<String>, char)>) {
    let cs: Vec<char> = fmt.chars().collect();
    let (mut out, mut convs) = (String::with_capacity(fmt.len()), Vec::new());
    let mut i = 0;
    while i < cs.len() {
        out.push(cs[i]);
        if cs[i] != '%' {
            i += 1;
            continue;
        }
        i += 1;
        let mut name = None;
        if cs.get(i) == Some(&'(') {
            let end = cs[i..]
                .iter()
                .position(|&c| c == ')')
                .map_or(cs.len(), |p| i + p);
            name = Some(cs[i + 1..end.min(cs.len())].iter().collect::<String>());
            out.extend(&cs[i..(end + 1).min(cs.len())]);
            i = end + 1;
        }
        while i < cs.len() && "-+ #0123456789.*hlL".contains(cs[i]) {
            if cs[i] == '*' {
                convs.push((None, 'd'));
            }
            out.push(cs[i]);
            i += 1;
        }
        if let Some(&c) = cs.get(i) {
            if c != '%' {
                convs.push((name, c));
            }
            out.push(if matches!(c, 'r' | 'a' | 'b') { 's' } else { c });
            i += 1;
        }
    }
    (out, convs)
}
