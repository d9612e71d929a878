//! Python's `re` through the `fancy-regex` crate (the `regex` crate's engine, with
//! backtracking for look-around, backreferences and atomic groups, as Python's engine has):
//! compile, search, match, fullmatch, findall, finditer, sub, subn, split, escape, the flags,
//! Pattern and Match objects. Positions are Python's (characters, not bytes).
use super::{kwarg, native};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err};
use crate::interp::value::{Key, Module, Value};
use fancy_regex::Regex;

type Captures<'t> = fancy_regex::Captures<'t, str>;

/// The first match at or after byte `pos`; a pattern that backtracks past the engine's
/// limit is an error (Python would run on, possibly for ever).
fn captures_at<'t>(re: &Regex, hay: &'t str, pos: usize) -> RtResult<Option<Captures<'t>>> {
    re.captures_from_pos(hay, pos)
        .map_err(|e| err(ExcType::RuntimeError, format!("regular expression: {e}")))
}
use std::cell::RefCell;
use std::rc::Rc;

const I: i64 = 2;
const M: i64 = 8;
const S: i64 = 16;
const X: i64 = 64;

struct Pat {
    re: Regex,
    source: Rc<str>,
    flags: i64,
}

fn re_error(msg: String) -> Box<crate::interp::error::RtErr> {
    // Python's re.error is a subclass of Exception; gpa raises ValueError with its text.
    err(ExcType::ValueError, msg)
}

/// Python's pattern syntax as the crate's: `\Z` is `\z`; the flags as inline groups.
fn compile(source: &str, flags: i64) -> RtResult<Pat> {
    let mut p = String::new();
    let inline: String = [(I, 'i'), (M, 'm'), (S, 's'), (X, 'x')]
        .iter()
        .filter(|(f, _)| flags & f != 0)
        .map(|(_, c)| *c)
        .collect();
    if !inline.is_empty() {
        p.push_str(&format!("(?{inline})"));
    }
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('Z') => p.push_str("\\z"),
                Some(d) => {
                    p.push('\\');
                    p.push(d);
                }
                None => p.push('\\'),
            }
        } else {
            p.push(c);
        }
    }
    Regex::new(&p)
        .map(|re| Pat {
            re,
            source: Rc::from(source),
            flags,
        })
        .map_err(|e| {
            let text = e.to_string();
            re_error(format!(
                "bad pattern {source:?}: {}",
                text.lines().last().unwrap_or("")
            ))
        })
}

fn chars_before(s: &str, byte: usize) -> i64 {
    s[..byte].chars().count() as i64
}

fn byte_at(s: &str, ch: i64) -> usize {
    if ch <= 0 {
        return 0;
    }
    s.char_indices()
        .nth(ch as usize)
        .map_or(s.len(), |(b, _)| b)
}

fn want_str(v: &Value, what: &str) -> RtResult<Rc<str>> {
    match v {
        Value::Str(s) => Ok(s.clone()),
        // A str subclass is searched as its text.
        v if let Some(Value::Str(s)) = crate::interp::builtin_base::payload(v) => Ok(s),
        other => Err(type_err(format!(
            "{what}: expected string or bytes-like object, got '{}'",
            other.type_name()
        ))),
    }
}

/// A Match object: groups as Python's values (None for a group that did not take part).
fn match_value(p: &Rc<Pat>, s: &Rc<str>, c: &Captures) -> Value {
    let spans: Vec<Option<(i64, i64)>> = (0..c.len())
        .map(|i| {
            c.get(i)
                .map(|m| (chars_before(s, m.start()), chars_before(s, m.end())))
        })
        .collect();
    let texts: Vec<Value> = (0..c.len())
        .map(|i| c.get(i).map_or(Value::None, |m| Value::str(m.as_str())))
        .collect();
    let names: Vec<Option<String>> =
        p.re.capture_names()
            .map(|n| n.map(str::to_string))
            .collect();
    let (a, b) = spans[0].unwrap_or((0, 0));
    let it_repr = crate::interp::repr::str_repr(c.get(0).map_or("", |m| m.as_str()));
    let repr = format!("<re.Match object; span=({a}, {b}), match={it_repr}>");
    let m = Module::record("Match", repr.clone(), repr);
    // `.re` is made when read (a Pattern record per match would cost every finditer step).
    {
        let p = p.clone();
        m.set(
            "__getattr__",
            native("__getattr__", move |_, a, _| match a.first() {
                Some(Value::Str(n)) if &**n == "re" => Ok(pattern_value(p.clone())),
                Some(Value::Str(n)) => Err(err(
                    ExcType::AttributeError,
                    format!("'re.Match' object has no attribute '{n}'"),
                )),
                _ => Err(type_err("attribute name must be string")),
            }),
        );
    }
    let data = Rc::new((texts, spans, names));
    {
        let data = data.clone();
        m.set(
            "expand",
            native("expand", move |_, a, _| {
                super::arity("expand", a, 1, 1)?;
                let t = want_str(&a[0], "expand")?;
                let groups: Vec<Option<&str>> = data
                    .0
                    .iter()
                    .map(|v| match v {
                        Value::Str(s) => Some(&**s),
                        _ => None,
                    })
                    .collect();
                Ok(Value::str(&expand_groups(&t, &groups, &data.2)?))
            }),
        );
    }
    let index = {
        let data = data.clone();
        move |v: &Value| -> RtResult<usize> {
            match v {
                Value::Int(i) if *i >= 0 && (*i as usize) < data.0.len() => Ok(*i as usize),
                Value::Str(n) => data
                    .2
                    .iter()
                    .position(|x| x.as_deref() == Some(&**n))
                    .ok_or_else(|| err(ExcType::IndexError, "no such group")),
                _ => Err(err(ExcType::IndexError, "no such group")),
            }
        }
    };
    let index = Rc::new(index);
    {
        let (data, index) = (data.clone(), index.clone());
        m.set(
            "group",
            native("group", move |_, a, _| {
                if a.len() <= 1 {
                    let i = index(a.first().unwrap_or(&Value::Int(0)))?;
                    return Ok(data.0[i].clone());
                }
                a.iter()
                    .map(|g| index(g).map(|i| data.0[i].clone()))
                    .collect::<RtResult<Vec<_>>>()
                    .map(Value::tuple)
            }),
        );
    }
    {
        let (data, index) = (data.clone(), index.clone());
        m.set(
            "__getitem__",
            native("__getitem__", move |_, a, _| {
                let i = index(&a[0])?;
                Ok(data.0[i].clone())
            }),
        );
    }
    {
        let data = data.clone();
        m.set(
            "groups",
            native("groups", move |_, a, kw| {
                let d = a
                    .first()
                    .or(kwarg(kw, "default"))
                    .cloned()
                    .unwrap_or(Value::None);
                Ok(Value::tuple(
                    data.0[1..]
                        .iter()
                        .map(|v| {
                            if matches!(v, Value::None) {
                                d.clone()
                            } else {
                                v.clone()
                            }
                        })
                        .collect(),
                ))
            }),
        );
    }
    {
        let data = data.clone();
        m.set(
            "groupdict",
            native("groupdict", move |_, a, kw| {
                let d = a
                    .first()
                    .or(kwarg(kw, "default"))
                    .cloned()
                    .unwrap_or(Value::None);
                let mut out = crate::interp::value::Map::default();
                for (i, n) in data.2.iter().enumerate() {
                    if let Some(n) = n {
                        let v = match &data.0[i] {
                            Value::None => d.clone(),
                            v => v.clone(),
                        };
                        out.insert(Key(Value::str(n)), v);
                    }
                }
                Ok(Value::Dict(Rc::new(RefCell::new(out))))
            }),
        );
    }
    for what in ["start", "end", "span"] {
        let (data, index) = (data.clone(), index.clone());
        m.set(
            what,
            native(what, move |_, a, _| {
                let i = index(a.first().unwrap_or(&Value::Int(0)))?;
                let (x, y) = data.1[i].unwrap_or((-1, -1));
                Ok(match what {
                    "start" => Value::Int(x),
                    "end" => Value::Int(y),
                    _ => Value::tuple(vec![Value::Int(x), Value::Int(y)]),
                })
            }),
        );
    }
    m.set("string", Value::Str(s.clone()));
    let last = (1..data.0.len()).rev().find(|&i| data.1[i].is_some());
    m.set(
        "lastindex",
        last.map_or(Value::None, |i| Value::Int(i as i64)),
    );
    m.set(
        "lastgroup",
        last.and_then(|i| data.2[i].clone())
            .map_or(Value::None, |n| Value::str(&n)),
    );
    Value::Module(m)
}

/// `re.sub`'s replacement template: `\1`, `\g<1>`, `\g<name>`, `\n` and friends.
fn expand(template: &str, c: &Captures, names: &[Option<String>]) -> RtResult<String> {
    let groups: Vec<Option<&str>> = (0..c.len()).map(|i| c.get(i).map(|m| m.as_str())).collect();
    expand_groups(template, &groups, names)
}

/// `expand` over the groups' texts (None: a group that did not take part).
fn expand_groups(
    template: &str,
    groups: &[Option<&str>],
    names: &[Option<String>],
) -> RtResult<String> {
    let mut out = String::new();
    let mut it = template.chars().peekable();
    let group = |i: usize| -> RtResult<&str> {
        if i >= groups.len() {
            return Err(re_error(format!("invalid group reference {i}")));
        }
        Ok(groups[i].unwrap_or(""))
    };
    while let Some(ch) = it.next() {
        if ch != '\\' {
            out.push(ch);
            continue;
        }
        match it.next() {
            Some(d) if d.is_ascii_digit() => {
                let mut n = d.to_string();
                if let Some(&e) = it.peek()
                    && e.is_ascii_digit()
                {
                    n.push(e);
                    it.next();
                }
                out.push_str(group(n.parse().unwrap_or(0))?);
            }
            Some('g') => {
                if it.next() != Some('<') {
                    return Err(re_error("missing <".into()));
                }
                let name: String = it.by_ref().take_while(|&x| x != '>').collect();
                let i = match name.parse::<usize>() {
                    Ok(i) => i,
                    Err(_) => names
                        .iter()
                        .position(|x| x.as_deref() == Some(name.as_str()))
                        .ok_or_else(|| {
                            err(ExcType::IndexError, format!("unknown group name '{name}'"))
                        })?,
                };
                out.push_str(group(i)?);
            }
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some(x) if x.is_ascii_alphabetic() => {
                return Err(re_error(format!("bad escape \\{x}")));
            }
            Some(x) => {
                out.push('\\');
                out.push(x);
            }
            None => return Err(re_error("bad escape (end of pattern)".into())),
        }
    }
    Ok(out)
}

/// A pattern method's `pos` and `endpos` (its second and third arguments): the text up to
/// `endpos` and the byte where the search starts.
fn window<'s>(s: &'s str, a: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<(&'s str, usize)> {
    let pos = int_arg(a, kw, 1, "pos", 0)?;
    let end = match a.get(2).or(kwarg(kw, "endpos")) {
        Some(v) => byte_at(s, super::want_int(v, "endpos")?),
        None => s.len(),
    };
    let hay = &s[..end.min(s.len())];
    Ok((hay, byte_at(hay, pos)))
}

enum Anchor {
    Search,
    Match,
    Full,
}

fn find(p: &Rc<Pat>, s: &Rc<str>, pos: i64, endpos: Option<i64>, how: Anchor) -> RtResult<Value> {
    let end = endpos.map_or(s.len(), |e| byte_at(s, e));
    let hay = &s[..end.min(s.len())];
    let start = byte_at(hay, pos);
    let found = match how {
        Anchor::Search => captures_at(&p.re, hay, start)?,
        Anchor::Match => {
            captures_at(&p.re, hay, start)?.filter(|c| c.get(0).is_some_and(|m| m.start() == start))
        }
        Anchor::Full => {
            // The leftmost match at `start` may be shorter than the rest: try an anchored form.
            let full = Regex::new(&format!("^(?:{})$", p.re.as_str()));
            match full {
                Ok(re) if start == 0 => captures_at(&re, hay, 0)?,
                _ => captures_at(&p.re, hay, start)?.filter(|c| {
                    c.get(0)
                        .is_some_and(|m| m.start() == start && m.end() == hay.len())
                }),
            }
        }
    };
    Ok(found.map_or(Value::None, |c| match_value(p, s, &c)))
}

/// The matches Python's `findall`/`finditer`/`sub`/`split` visit (3.7+): an empty match may
/// follow a non-empty one at the same position (`re.split('x*', 'axb')` gives
/// `['', 'a', '', 'b', '']`), never another empty one. (Where an empty match is refused,
/// the search moves one character on; Python would first try a longer match at the same
/// place, which only patterns like `|a` notice.)
fn py_matches<'s>(re: &Regex, s: &'s str) -> RtResult<Vec<Captures<'s>>> {
    py_matches_from(re, s, 0)
}

/// `py_matches` from byte `start` of `s`.
fn py_matches_from<'s>(re: &Regex, s: &'s str, start: usize) -> RtResult<Vec<Captures<'s>>> {
    let mut out = Vec::new();
    let (mut pos, mut after_empty) = (start, false);
    while pos <= s.len() {
        let Some(c) = captures_at(re, s, pos)? else {
            break;
        };
        let m = c.get(0).expect("a whole match");
        if after_empty && m.start() == pos && m.end() == pos {
            // An empty match where the last one ended: look from the next character.
            match s[pos..].chars().next() {
                Some(ch) => {
                    pos += ch.len_utf8();
                    after_empty = false;
                    // The search from there may again find an empty match right at `pos`:
                    // that one is allowed (it follows no match).
                    continue;
                }
                None => break,
            }
        }
        after_empty = m.end() == m.start();
        pos = m.end();
        out.push(c);
    }
    Ok(out)
}

fn findall(p: &Pat, s: &str, start: usize) -> RtResult<Value> {
    let out = py_matches_from(&p.re, s, start)?
        .into_iter()
        .map(|c| {
            let g = |i: usize| Value::str(c.get(i).map_or("", |m| m.as_str()));
            match c.len() {
                1 => g(0),
                2 => g(1),
                n => Value::tuple((1..n).map(g).collect()),
            }
        })
        .collect();
    Ok(Value::list(out))
}

fn sub(
    it: &mut Interp,
    p: &Rc<Pat>,
    repl: &Value,
    s: &Rc<str>,
    count: i64,
) -> RtResult<(String, i64)> {
    let names: Vec<Option<String>> =
        p.re.capture_names()
            .map(|n| n.map(str::to_string))
            .collect();
    let mut out = String::new();
    let mut last = 0;
    let mut n = 0;
    for c in py_matches(&p.re, s)? {
        if count > 0 && n >= count {
            break;
        }
        let m = c.get(0).expect("a whole match");
        out.push_str(&s[last..m.start()]);
        match repl {
            Value::Str(t) => out.push_str(&expand(t, &c, &names)?),
            f => {
                let mv = match_value(p, s, &c);
                let r = it.call(f, &[mv], &[])?;
                match r {
                    Value::Str(t) => out.push_str(&t),
                    other => {
                        return Err(type_err(format!(
                            "expected str instance, {} found",
                            other.type_name()
                        )));
                    }
                }
            }
        }
        last = m.end();
        n += 1;
    }
    out.push_str(&s[last..]);
    Ok((out, n))
}

fn split(p: &Pat, s: &str, maxsplit: i64) -> RtResult<Value> {
    let mut out = Vec::new();
    let mut last = 0;
    for (n, c) in py_matches(&p.re, s)?.into_iter().enumerate() {
        if maxsplit > 0 && n as i64 >= maxsplit {
            break;
        }
        let m = c.get(0).expect("a whole match");
        out.push(Value::str(&s[last..m.start()]));
        for i in 1..c.len() {
            out.push(c.get(i).map_or(Value::None, |g| Value::str(g.as_str())));
        }
        last = m.end();
    }
    out.push(Value::str(&s[last..]));
    Ok(Value::list(out))
}

fn int_arg(a: &[Value], kw: &[(Rc<str>, Value)], i: usize, name: &str, d: i64) -> RtResult<i64> {
    match a.get(i).or(kwarg(kw, name)) {
        Some(v) => super::want_int(v, name),
        None => Ok(d),
    }
}

fn pattern_value(p: Rc<Pat>) -> Value {
    let repr = format!("re.compile({})", crate::interp::repr::str_repr(&p.source));
    let m = Module::record("Pattern", repr.clone(), repr);
    m.set("pattern", Value::Str(p.source.clone()));
    m.set("flags", Value::Int(p.flags | 32));
    m.set("groups", Value::Int(p.re.captures_len() as i64 - 1));
    let mut gi = crate::interp::value::Map::default();
    for (i, n) in p.re.capture_names().enumerate() {
        if let Some(n) = n {
            gi.insert(Key(Value::str(n)), Value::Int(i as i64));
        }
    }
    m.set("groupindex", Value::Dict(Rc::new(RefCell::new(gi))));
    for (name, how) in [("search", 0), ("match", 1), ("fullmatch", 2)] {
        let p = p.clone();
        m.set(
            name,
            native(name, move |_, a, kw| {
                let s = want_str(
                    a.first().or(kwarg(kw, "string")).unwrap_or(&Value::None),
                    name,
                )?;
                let pos = int_arg(a, kw, 1, "pos", 0)?;
                let endpos = match a.get(2).or(kwarg(kw, "endpos")) {
                    Some(v) => Some(super::want_int(v, "endpos")?),
                    None => None,
                };
                let how = match how {
                    0 => Anchor::Search,
                    1 => Anchor::Match,
                    _ => Anchor::Full,
                };
                find(&p, &s, pos, endpos, how)
            }),
        );
    }
    {
        let p = p.clone();
        m.set(
            "findall",
            native("findall", move |_, a, kw| {
                let s = want_str(
                    a.first().or(kwarg(kw, "string")).unwrap_or(&Value::None),
                    "findall",
                )?;
                let (hay, start) = window(&s, a, kw)?;
                findall(&p, hay, start)
            }),
        );
    }
    {
        let p = p.clone();
        m.set(
            "finditer",
            native("finditer", move |it, a, kw| {
                let s = want_str(
                    a.first().or(kwarg(kw, "string")).unwrap_or(&Value::None),
                    "finditer",
                )?;
                let (hay, start) = window(&s, a, kw)?;
                let ms: Vec<Value> = py_matches_from(&p.re, hay, start)?
                    .into_iter()
                    .map(|c| match_value(&p, &s, &c))
                    .collect();
                it.iter(&Value::list(ms))
            }),
        );
    }
    for name in ["sub", "subn"] {
        let p = p.clone();
        m.set(
            name,
            native(name, move |it, a, kw| {
                let repl = a
                    .first()
                    .or(kwarg(kw, "repl"))
                    .cloned()
                    .unwrap_or(Value::None);
                let s = want_str(
                    a.get(1).or(kwarg(kw, "string")).unwrap_or(&Value::None),
                    name,
                )?;
                let count = int_arg(a, kw, 2, "count", 0)?;
                let (text, n) = sub(it, &p, &repl, &s, count)?;
                Ok(if name == "sub" {
                    Value::str(&text)
                } else {
                    Value::tuple(vec![Value::str(&text), Value::Int(n)])
                })
            }),
        );
    }
    {
        let p = p.clone();
        m.set(
            "split",
            native("split", move |_, a, kw| {
                let s = want_str(
                    a.first().or(kwarg(kw, "string")).unwrap_or(&Value::None),
                    "split",
                )?;
                split(&p, &s, int_arg(a, kw, 1, "maxsplit", 0)?)
            }),
        );
    }
    Value::Module(m)
}

/// The pattern of a call: a compiled Pattern's, or one compiled now (cached by text).
fn pattern_of(it: &mut Interp, v: &Value, flags: i64) -> RtResult<Value> {
    if let Some(p @ Value::Str(_)) = crate::interp::builtin_base::payload(v) {
        return pattern_of(it, &p, flags);
    }
    match v {
        Value::Module(m) if m.name == "Pattern" => Ok(v.clone()),
        Value::Str(s) => {
            let key = format!("{flags}:{s}");
            if let Some(p) = it.re_cache.get(&key) {
                return Ok(p.clone());
            }
            let p = pattern_value(Rc::new(compile(s, flags)?));
            if it.re_cache.len() > 512 {
                it.re_cache.clear();
            }
            it.re_cache.insert(key, p.clone());
            Ok(p)
        }
        other => Err(type_err(format!(
            "first argument must be string or compiled pattern, not '{}'",
            other.type_name()
        ))),
    }
}

pub fn module() -> Rc<Module> {
    let m = Module::new("re");
    for (name, v) in [
        ("I", I),
        ("IGNORECASE", I),
        ("M", M),
        ("MULTILINE", M),
        ("S", S),
        ("DOTALL", S),
        ("X", X),
        ("VERBOSE", X),
        ("NOFLAG", 0),
    ] {
        m.set(name, Value::Int(v));
    }
    m.set(
        "error",
        Value::Type(crate::interp::value::TypeObj::Exc(ExcType::ValueError)),
    );
    m.set(
        "compile",
        native("compile", |it, a, kw| {
            super::arity("compile", a, 1, 2)?;
            let flags = int_arg(a, kw, 1, "flags", 0)?;
            pattern_of(it, &a[0], flags)
        }),
    );
    m.set(
        "escape",
        native("escape", |_, a, _| {
            super::arity("escape", a, 1, 1)?;
            let s = want_str(&a[0], "escape")?;
            // Python 3.7+: only the characters special in a pattern, and whitespace.
            const SPECIAL: &str = "()[]{}?*+-|^$\\.&~# \t\n\r\x0b\x0c";
            let mut out = String::new();
            for c in s.chars() {
                if SPECIAL.contains(c) {
                    out.push('\\');
                }
                out.push(c);
            }
            Ok(Value::str(&out))
        }),
    );
    // The module functions: compile (cached), then the Pattern's method.
    for (name, nargs) in [
        ("search", 2),
        ("match", 2),
        ("fullmatch", 2),
        ("findall", 2),
        ("finditer", 2),
        ("split", 2),
        ("sub", 3),
        ("subn", 3),
    ] {
        m.set(
            name,
            native(name, move |it, a, kw| {
                if a.len() < nargs {
                    return Err(type_err(format!(
                        "{name}() missing required argument (takes pattern{})",
                        if nargs == 3 {
                            ", repl, string"
                        } else {
                            ", string"
                        }
                    )));
                }
                // Where flags sits: search(p, s, flags), split(p, s, maxsplit, flags),
                // sub(p, repl, s, count, flags).
                let at = match name {
                    "sub" | "subn" => 4,
                    "split" => 3,
                    _ => 2,
                };
                let flags = match a.get(at).or(kwarg(kw, "flags")) {
                    Some(v) => super::want_int(v, "flags")?,
                    None => 0,
                };
                let p = pattern_of(it, &a[0], flags)?;
                let f = it.get_attr(&p, &Rc::from(name))?;
                let rest: Vec<Value> = match name {
                    "sub" | "subn" => a[1..a.len().min(4)].to_vec(),
                    "split" => a[1..a.len().min(3)].to_vec(),
                    _ => a[1..2].to_vec(),
                };
                let kws: Vec<(Rc<str>, Value)> = kw
                    .iter()
                    .filter(|(k, _)| &**k != "flags")
                    .cloned()
                    .collect();
                it.call(&f, &rest, &kws)
            }),
        );
    }
    m
}
