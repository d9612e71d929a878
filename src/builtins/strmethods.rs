//! The methods of `str`.
use super::methods::opt_str;
use super::{arity, kwarg, want_int, want_str};
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::Value;
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

fn s(v: &str) -> Value {
    Value::str(v)
}

fn strs(v: Vec<&str>) -> Value {
    Value::list(v.into_iter().map(s).collect())
}

/// Char-index range [start, end) from optional Python start/end arguments, as byte offsets.
fn sub_range(text: &str, a: &[Value], from: usize) -> RtResult<(usize, usize)> {
    let n = text.chars().count() as i64;
    let get = |i: usize, d: i64| -> RtResult<i64> {
        Ok(match a.get(i) {
            None | Some(Value::None) => d,
            Some(v) => {
                let x = want_int(v, "slice index")?;
                if x < 0 { (x + n).max(0) } else { x.min(n) }
            }
        })
    };
    let (st, en) = (get(from, 0)?, get(from + 1, n)?);
    let byte = |c: i64| {
        text.char_indices()
            .nth(c as usize)
            .map_or(text.len(), |(b, _)| b)
    };
    if st > en {
        return Ok((usize::MAX, 0));
    }
    Ok((byte(st), byte(en)))
}

fn char_index(text: &str, byte: usize) -> i64 {
    text[..byte].chars().count() as i64
}

fn pad(text: &str, width: i64, fill: char, how: char) -> RtResult<String> {
    let n = text.chars().count() as i64;
    if width <= n {
        return Ok(text.to_string());
    }
    too_wide(width)?;
    let total = (width - n) as usize;
    let (left, right) = match how {
        '<' => (0, total),
        '>' => (total, 0),
        // CPython's center puts the extra char on the left when the width is odd.
        _ => {
            let left = total / 2 + (total & width as usize & 1);
            (left, total - left)
        }
    };
    let f = fill.to_string();
    Ok(format!("{}{}{}", f.repeat(left), text, f.repeat(right)))
}

fn too_wide(width: i64) -> RtResult<()> {
    if width > crate::interp::ops::MAX_ITEMS as i64 {
        return Err(crate::interp::error::err(
            crate::interp::error::ExcType::MemoryError,
            "padded string is too large (gpa's limit is 10^8 characters)",
        ));
    }
    Ok(())
}

fn fill_char(a: &[Value], i: usize) -> RtResult<char> {
    match a.get(i) {
        None => Ok(' '),
        Some(v) => {
            let st = want_str(v, "The fill character")?;
            let mut cs = st.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Ok(c),
                _ => Err(type_err(
                    "The fill character must be exactly one character long",
                )),
            }
        }
    }
}

/// Python's whitespace (`str.isspace`, `split()`, `strip()`): Unicode's White_Space and
/// the separators U+001C..U+001F, which Python counts too.
pub fn py_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

fn split_ws(t: &str, max: i64, from_right: bool) -> Vec<&str> {
    if max < 0 {
        return t.split(py_space).filter(|w| !w.is_empty()).collect();
    }
    let mut out = Vec::new();
    if !from_right {
        let mut rest = t.trim_start_matches(py_space);
        while !rest.is_empty() {
            if out.len() as i64 == max {
                out.push(rest);
                break;
            }
            let end = rest.find(py_space).unwrap_or(rest.len());
            out.push(&rest[..end]);
            rest = rest[end..].trim_start_matches(py_space);
        }
    } else {
        let mut rest = t.trim_end_matches(py_space);
        while !rest.is_empty() {
            if out.len() as i64 == max {
                out.push(rest);
                break;
            }
            let start = rest
                .rfind(py_space)
                .map_or(0, |p| p + rest[p..].chars().next().unwrap().len_utf8());
            out.push(&rest[start..]);
            rest = rest[..start].trim_end_matches(py_space);
        }
        out.reverse();
    }
    out
}

fn is_cased_upper(c: char) -> bool {
    c.is_uppercase()
}

pub fn title(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    let mut prev_cased = false;
    for c in t.chars() {
        if prev_cased {
            out.extend(c.to_lowercase());
        } else {
            super::titlecase::title_case(c, &mut out);
        }
        prev_cased = c.is_alphabetic();
    }
    out
}

/// Python's `str.casefold`: lower case plus the full case foldings that change length or
/// letter (ß is ss, final sigma is sigma, the Latin ligatures spelled out, long s is s).
fn casefold(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    for c in t.chars() {
        match c {
            'ß' | 'ẞ' => out.push_str("ss"),
            'ς' => out.push('σ'),
            'ſ' => out.push('s'),
            'ﬀ' => out.push_str("ff"),
            'ﬁ' => out.push_str("fi"),
            'ﬂ' => out.push_str("fl"),
            'ﬃ' => out.push_str("ffi"),
            'ﬄ' => out.push_str("ffl"),
            'ﬅ' | 'ﬆ' => out.push_str("st"),
            'ŉ' => out.push_str("\u{2bc}n"),
            'µ' => out.push('μ'),
            _ => out.extend(c.to_lowercase()),
        }
    }
    out
}

/// `str.maketrans(x[, y[, z]])`: a dict from code points to code points, strings or None.
pub fn maketrans(it: &mut Interp, a: &[Value]) -> RtResult<Value> {
    use crate::interp::value::Key;
    arity("maketrans", a, 1, 3)?;
    let mut d = crate::interp::value::Map::default();
    match a {
        [Value::Dict(m)] => {
            for (k, v) in m.borrow().iter() {
                let k = match &k.0 {
                    Value::Str(s) if s.chars().count() == 1 => {
                        Value::Int(s.chars().next().unwrap_or_default() as i64)
                    }
                    Value::Int(i) => Value::Int(*i),
                    _ => {
                        return Err(value_err(
                            "string keys in translate table must be of length 1",
                        ));
                    }
                };
                d.insert(it.key(k)?, v.clone());
            }
        }
        [_] => {
            return Err(type_err(
                "if you give only one argument to maketrans it must be a dict",
            ));
        }
        [Value::Str(x), Value::Str(y), rest @ ..] => {
            if x.chars().count() != y.chars().count() {
                return Err(value_err(
                    "the first two maketrans arguments must have equal length",
                ));
            }
            for (p, q) in x.chars().zip(y.chars()) {
                d.insert(Key(Value::Int(p as i64)), Value::Int(q as i64));
            }
            match rest.first() {
                Some(Value::Str(z)) => {
                    for c in z.chars() {
                        d.insert(Key(Value::Int(c as i64)), Value::None);
                    }
                }
                Some(other) => {
                    return Err(type_err(format!(
                        "maketrans() argument 3 must be str, not {}",
                        other.type_name()
                    )));
                }
                None => {}
            }
        }
        _ => return Err(type_err("maketrans() arguments must be strings")),
    }
    Ok(Value::Dict(std::rc::Rc::new(std::cell::RefCell::new(d))))
}

/// `str.translate(table)`: each character looked up by its code point (`table[ord(c)]`); a
/// missing entry keeps it, None drops it, an int or a string replaces it.
fn translate(it: &mut Interp, t: &str, table: &Value) -> RtResult<Value> {
    let mut out = String::with_capacity(t.len());
    for c in t.chars() {
        let found = match it.get_item(table, &Value::Int(c as i64)) {
            Ok(v) => Some(v),
            Err(e)
                if e.exc_type()
                    .is_subclass(crate::interp::error::ExcType::LookupError) =>
            {
                None
            }
            Err(e) => return Err(e),
        };
        match found {
            None => out.push(c),
            Some(Value::None) => {}
            Some(Value::Int(i)) => match u32::try_from(i).ok().and_then(char::from_u32) {
                Some(r) => out.push(r),
                None => return Err(value_err("character mapping must be in range(0x110000)")),
            },
            Some(Value::Str(s)) => out.push_str(&s),
            Some(_) => {
                return Err(type_err(
                    "character mapping must return integer, None or str",
                ));
            }
        }
    }
    Ok(Value::str(&out))
}

pub fn call(it: &mut Interp, text: &Rc<str>, name: &str, a: &[Value], kw: &Kw) -> RtResult<Value> {
    let t: &str = text;
    Ok(match name {
        "split" | "rsplit" => {
            let sep = opt_str(a, 0, "sep")?.cloned().or(match kwarg(kw, "sep") {
                Some(Value::Str(x)) => Some(x.clone()),
                _ => None,
            });
            let max = match a.get(1).or(kwarg(kw, "maxsplit")) {
                Some(v) => want_int(v, "maxsplit")?,
                None => -1,
            };
            let right = name == "rsplit";
            match sep {
                None => strs(split_ws(t, max, right)),
                Some(sep) if sep.is_empty() => return Err(value_err("empty separator")),
                Some(sep) => {
                    let v: Vec<&str> = match (max < 0, right) {
                        (true, _) => t.split(&*sep).collect(),
                        (false, false) => t.splitn(max as usize + 1, &*sep).collect(),
                        (false, true) => {
                            let mut v: Vec<&str> = t.rsplitn(max as usize + 1, &*sep).collect();
                            v.reverse();
                            v
                        }
                    };
                    strs(v)
                }
            }
        }
        "splitlines" => {
            let keep = a
                .first()
                .or(kwarg(kw, "keepends"))
                .is_some_and(|v| v.truthy());
            // Python's line boundaries: \n \r \r\n \v \f \x1c-\x1e \x85 \u2028 \u2029.
            let mut out = Vec::new();
            let mut start = 0;
            let mut chars = t.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                if matches!(
                    c,
                    '\n' | '\r'
                        | '\x0b'
                        | '\x0c'
                        | '\x1c'
                        | '\x1d'
                        | '\x1e'
                        | '\u{85}'
                        | '\u{2028}'
                        | '\u{2029}'
                ) {
                    let mut end = i + c.len_utf8();
                    if c == '\r' && chars.peek().is_some_and(|&(_, n)| n == '\n') {
                        chars.next();
                        end += 1;
                    }
                    out.push(&t[start..if keep { end } else { i }]);
                    start = end;
                }
            }
            if start < t.len() {
                out.push(&t[start..]);
            }
            strs(out)
        }
        "join" => {
            arity("join", a, 1, 1)?;
            let items = it.to_vec(&a[0])?;
            let mut out = String::new();
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(t);
                }
                match x {
                    Value::Str(p) => out.push_str(p),
                    // A str subclass's instance joins as its value, as CPython's.
                    Value::Instance(_)
                        if let Some(Value::Str(p)) = crate::interp::builtin_base::payload(x) =>
                    {
                        out.push_str(&p)
                    }
                    o => {
                        return Err(type_err(format!(
                            "sequence item {i}: expected str instance, {} found",
                            o.type_name()
                        )));
                    }
                }
            }
            s(&out)
        }
        "strip" | "lstrip" | "rstrip" => {
            arity(name, a, 0, 1)?;
            let chars: Option<Vec<char>> = opt_str(a, 0, "strip arg")?.map(|c| c.chars().collect());
            let pred = |c: char| match &chars {
                None => py_space(c),
                Some(cs) => cs.contains(&c),
            };
            s(match name {
                "strip" => t.trim_matches(pred),
                "lstrip" => t.trim_start_matches(pred),
                _ => t.trim_end_matches(pred),
            })
        }
        "replace" => {
            arity("replace", a, 2, 3)?;
            let old = want_str(&a[0], "replace() argument 1")?;
            let new = want_str(&a[1], "replace() argument 2")?;
            let count = match a.get(2) {
                Some(v) => want_int(v, "count")?,
                None => -1,
            };
            if count < 0 {
                if old.is_empty() {
                    let mut out = String::from(&**new);
                    for c in t.chars() {
                        out.push(c);
                        out.push_str(new);
                    }
                    s(&out)
                } else {
                    s(&t.replace(&**old, new))
                }
            } else {
                s(&t.replacen(&**old, new, count as usize))
            }
        }
        "find" | "rfind" | "index" | "rindex" | "count" => {
            arity(name, a, 1, 3)?;
            let sub = want_str(&a[0], "must be str, not")?;
            let (st, en) = sub_range(t, a, 1)?;
            if st == usize::MAX || st > en {
                if name == "count" {
                    return Ok(Value::Int(0));
                }
                return not_found(name);
            }
            let hay = &t[st..en];
            if name == "count" {
                let n = if sub.is_empty() {
                    hay.chars().count() + 1
                } else {
                    hay.matches(&**sub).count()
                };
                return Ok(Value::Int(n as i64));
            }
            let pos = if name.starts_with('r') {
                hay.rfind(&**sub)
            } else {
                hay.find(&**sub)
            };
            match pos {
                Some(p) => Value::Int(char_index(t, st + p)),
                None if name.ends_with("find") => Value::Int(-1),
                None => return not_found(name),
            }
        }
        "startswith" | "endswith" => {
            arity(name, a, 1, 3)?;
            let (st, en) = sub_range(t, a, 1)?;
            if st == usize::MAX {
                return Ok(Value::Bool(false));
            }
            let hay = &t[st..en];
            let test = |p: &str| {
                if name == "startswith" {
                    hay.starts_with(p)
                } else {
                    hay.ends_with(p)
                }
            };
            match &a[0] {
                Value::Str(p) => Value::Bool(test(p)),
                Value::Tuple(ps) => {
                    let mut any = false;
                    for p in ps.iter() {
                        any |= test(want_str(
                            p,
                            "tuple for startswith must only contain str, not",
                        )?);
                    }
                    Value::Bool(any)
                }
                o => {
                    return Err(type_err(format!(
                        "{name} first arg must be str or a tuple of str, not {}",
                        o.type_name()
                    )));
                }
            }
        }
        "upper" => s(&t.to_uppercase()),
        "lower" => s(&t.to_lowercase()),
        "casefold" => s(&casefold(t)),
        "translate" => {
            arity("translate", a, 1, 1)?;
            return translate(it, t, &a[0]);
        }
        "title" => s(&title(t)),
        "capitalize" => {
            let mut cs = t.chars();
            match cs.next() {
                Some(c) => {
                    let mut head = String::new();
                    super::titlecase::title_case(c, &mut head);
                    s(&(head + &cs.as_str().to_lowercase()))
                }
                None => s(""),
            }
        }
        "swapcase" => s(&t
            .chars()
            .flat_map(|c| {
                if c.is_uppercase() {
                    c.to_lowercase().collect::<Vec<_>>()
                } else {
                    c.to_uppercase().collect::<Vec<_>>()
                }
            })
            .collect::<String>()),
        "isdigit" | "isnumeric" | "isdecimal" => {
            use super::unicode_numeric as u;
            let class: fn(char) -> bool = match name {
                "isdigit" => u::is_digit,
                "isnumeric" => u::is_numeric,
                _ => u::is_decimal,
            };
            Value::Bool(!t.is_empty() && t.chars().all(class))
        }
        "isascii" => Value::Bool(t.is_ascii()),
        "isalpha" => Value::Bool(!t.is_empty() && t.chars().all(char::is_alphabetic)),
        "isalnum" => Value::Bool(!t.is_empty() && t.chars().all(char::is_alphanumeric)),
        "isspace" => Value::Bool(!t.is_empty() && t.chars().all(py_space)),
        "isupper" => {
            Value::Bool(t.chars().any(is_cased_upper) && !t.chars().any(char::is_lowercase))
        }
        "islower" => {
            Value::Bool(t.chars().any(char::is_lowercase) && !t.chars().any(char::is_uppercase))
        }
        "istitle" => Value::Bool(t.chars().any(char::is_alphabetic) && title(t) == t),
        "isprintable" => Value::Bool(t.chars().all(crate::interp::repr::is_printable)),
        "isidentifier" => Value::Bool(
            t.chars()
                .next()
                .is_some_and(|c| c.is_alphabetic() || c == '_')
                && t.chars().all(|c| c.is_alphanumeric() || c == '_'),
        ),
        "center" | "ljust" | "rjust" => {
            arity(name, a, 1, 2)?;
            let w = want_int(&a[0], name)?;
            let how = match name {
                "ljust" => '<',
                "rjust" => '>',
                _ => '^',
            };
            s(&pad(t, w, fill_char(a, 1)?, how)?)
        }
        "zfill" => {
            arity("zfill", a, 1, 1)?;
            let w = want_int(&a[0], "zfill")?;
            too_wide(w)?;
            let n = t.chars().count() as i64;
            if w <= n {
                s(t)
            } else {
                let zeros = "0".repeat((w - n) as usize);
                match t.chars().next() {
                    Some(c @ ('+' | '-')) => s(&format!("{c}{zeros}{}", &t[1..])),
                    _ => s(&format!("{zeros}{t}")),
                }
            }
        }
        "partition" | "rpartition" => {
            arity(name, a, 1, 1)?;
            let sep = want_str(&a[0], "sep")?;
            if sep.is_empty() {
                return Err(value_err("empty separator"));
            }
            let pos = if name == "partition" {
                t.find(&**sep)
            } else {
                t.rfind(&**sep)
            };
            let parts = match pos {
                Some(p) => vec![s(&t[..p]), Value::Str(sep.clone()), s(&t[p + sep.len()..])],
                None if name == "partition" => vec![s(t), s(""), s("")],
                None => vec![s(""), s(""), s(t)],
            };
            Value::tuple(parts)
        }
        "removeprefix" => {
            let p = want_str(&a[0], "removeprefix() argument")?;
            s(t.strip_prefix(&**p).unwrap_or(t))
        }
        "removesuffix" => {
            let p = want_str(&a[0], "removesuffix() argument")?;
            s(t.strip_suffix(&**p).unwrap_or(t))
        }
        "expandtabs" => {
            let size = match a.first() {
                Some(v) => want_int(v, "tabsize")?,
                None => 8,
            };
            let mut out = String::new();
            let mut col = 0i64;
            for c in t.chars() {
                match c {
                    '\t' => {
                        let n = if size > 0 { size - col % size } else { 0 };
                        too_wide(out.len() as i64 + n)?;
                        out.push_str(&" ".repeat(n as usize));
                        col += n;
                    }
                    '\n' | '\r' => {
                        out.push(c);
                        col = 0;
                    }
                    c => {
                        out.push(c);
                        col += 1;
                    }
                }
            }
            s(&out)
        }
        _ => {
            return Err(crate::interp::error::err(
                crate::interp::error::ExcType::AttributeError,
                format!("'str' object has no attribute '{name}'"),
            ));
        }
    })
}

fn not_found(name: &str) -> RtResult<Value> {
    if name.ends_with("find") {
        Ok(Value::Int(-1))
    } else {
        Err(value_err("substring not found"))
    }
}
