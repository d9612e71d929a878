//! Declared signatures of builtins. A declaration is the function's Python signature as text
//! (`mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True)`) and a short
//! docstring; `bind` turns a call's arguments into values by parameter name with CPython's
//! messages, and `help`, `__doc__`, `dir` and the REPL's completion read the same text.
//! The declarations themselves live in `decl/*.txt` (see `decl.rs`).
use crate::interp::call::join_names;
use crate::interp::error::{RtResult, type_err};
use crate::interp::value::Value;
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    PosOnly,
    PosOrKw,
    KwOnly,
    /// `*args`
    VarPos,
    /// `**kwargs`
    VarKw,
}

#[derive(Debug)]
pub struct Param {
    pub name: String,
    pub kind: Kind,
    /// The default as written (`None`, `False`, `'C'`, `<no value>`); `None` when required.
    pub default: Option<String>,
}

#[derive(Debug)]
pub struct Sig {
    /// The qualified name within its namespace (`mean`, `linalg.norm`).
    pub name: String,
    pub params: Vec<Param>,
    pub doc: String,
    /// Declared with a trailing `@c`: NumPy parses this function's arguments in C, whose
    /// message for a missing one differs from Python's (`missing required argument 'shape'
    /// (pos 0)`).
    pub c_parser: bool,
}

impl Sig {
    /// A ufunc's inputs and outputs (`add`: 2 and 1, `divmod`: 2 and 2), read from its
    /// declaration: required positional-only inputs, optional positional-only outputs, and
    /// the ufunc keywords `casting` and `subok`. None for other functions.
    pub fn ufunc_arity(&self) -> Option<(usize, usize)> {
        let has = |n: &str| {
            self.params
                .iter()
                .any(|p| p.name == n && p.kind == Kind::KwOnly)
        };
        if !(has("casting") && has("subok")) {
            return None;
        }
        let pos = self.params.iter().filter(|p| p.kind == Kind::PosOnly);
        let nin = pos.clone().filter(|p| p.default.is_none()).count();
        // `divmod(x1, x2, out1=None, out2=None, /, ...)`, or one `out` after the `/`.
        let nout = pos.filter(|p| p.default.is_some()).count().max(1);
        Some((nin, nout))
    }
}

/// A call's arguments bound to a signature's parameters.
pub struct Bound {
    sig: &'static Sig,
    /// Per parameter: the value given, else its default when the default is a plain literal.
    vals: Vec<Option<Value>>,
    given: Vec<bool>,
    /// What `*args` collected.
    pub rest: Vec<Value>,
    /// What `**kwargs` collected.
    pub extra: Vec<(Rc<str>, Value)>,
}

impl Bound {
    /// Where the parameter is. Asking for one the declaration lacks is a bug in the builtin:
    /// tests (debug builds) stop on it; a release build reads it as not given.
    fn index(&self, name: &str) -> Option<usize> {
        let at = self.sig.params.iter().position(|p| p.name == name);
        debug_assert!(
            at.is_some(),
            "{}() declares no parameter '{name}'",
            self.sig.name
        );
        at
    }
    /// The parameter's value: given, or its literal default; `None` when neither.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.vals[self.index(name)?].as_ref()
    }
    /// Whether the declaration has the parameter (a namespace's variant may lack it: NumPy's
    /// `rand` takes no dtype, CuPy's does).
    pub fn declares(&self, name: &str) -> bool {
        self.sig.params.iter().any(|p| p.name == name)
    }
    /// The value unless it is absent or Python's None.
    pub fn opt(&self, name: &str) -> Option<&Value> {
        self.get(name).filter(|v| !matches!(v, Value::None))
    }
    /// A required parameter's value (the binder checked it is there).
    pub fn arg(&self, name: &str) -> &Value {
        self.get(name).unwrap_or(&Value::None)
    }
    /// Whether the caller passed the parameter.
    pub fn given(&self, name: &str) -> bool {
        self.index(name).is_some_and(|i| self.given[i])
    }
    /// The values of `names` (as `opt` gives them), for code that reads them by position.
    pub fn opts(&self, names: &[&str]) -> Vec<Option<Value>> {
        names.iter().map(|n| self.opt(n).cloned()).collect()
    }
    /// The values of `names` the caller passed (None included), for code that reads them by
    /// position and supplies its own defaults.
    pub fn passed(&self, names: &[&str]) -> Vec<Option<Value>> {
        names
            .iter()
            .map(|n| {
                let i = self.index(n)?;
                self.vals[i].clone().filter(|_| self.given[i])
            })
            .collect()
    }
    /// Every parameter's value in declaration order (given or default), for a declaration
    /// without `*args`/`**kwargs` whose defaults are literals (`Sig::typed_problem`).
    pub fn in_order(&self) -> Vec<Value> {
        self.vals
            .iter()
            .map(|v| v.clone().unwrap_or(Value::None))
            .collect()
    }
    /// The parameters the caller passed, by name, in declaration order.
    pub fn given_args(&self) -> impl Iterator<Item = (&str, &Value)> {
        self.sig
            .params
            .iter()
            .zip(&self.vals)
            .zip(&self.given)
            .filter(|(_, given)| **given)
            .filter_map(|((p, v), _)| Some((p.name.as_str(), v.as_ref()?)))
    }
    /// Whether a flag parameter is true (absent counts as false).
    pub fn flag(&self, name: &str) -> bool {
        self.get(name).is_some_and(|v| v.truthy())
    }
}

/// Splits `text` at top-level commas (outside brackets and quotes).
fn split_top(text: &str) -> Vec<&str> {
    let (mut depth, mut quote, mut start) = (0i32, None::<char>, 0usize);
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '(' | '[' | '{' | '<') => depth += 1,
            (None, ')' | ']' | '}' | '>') => depth -= 1,
            (None, ',') if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

impl Sig {
    /// Parses `name(params)`; the error says what is malformed (a unit test parses every
    /// declaration).
    pub fn parse(text: &str, doc: String) -> Result<Sig, String> {
        let text = text.trim();
        let (text, c_parser) = match text.strip_suffix("@c") {
            Some(t) => (t.trim_end(), true),
            None => (text, false),
        };
        let open = text.find('(').ok_or(format!("no '(' in {text:?}"))?;
        if !text.ends_with(')') {
            return Err(format!("no closing ')' in {text:?}"));
        }
        let name = text[..open].trim().to_string();
        let bare = name.rsplit(':').next().unwrap_or(&name);
        if bare.is_empty()
            || !bare
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            return Err(format!("bad name {name:?}"));
        }
        let mut params: Vec<Param> = Vec::new();
        let mut kind = Kind::PosOrKw;
        for part in split_top(&text[open + 1..text.len() - 1]) {
            match part {
                "/" => {
                    for p in params.iter_mut() {
                        p.kind = Kind::PosOnly;
                    }
                }
                "*" => kind = Kind::KwOnly,
                _ if part.starts_with("**") => params.push(Param {
                    name: part[2..].to_string(),
                    kind: Kind::VarKw,
                    default: None,
                }),
                _ if part.starts_with('*') => {
                    params.push(Param {
                        name: part[1..].to_string(),
                        kind: Kind::VarPos,
                        default: None,
                    });
                    kind = Kind::KwOnly;
                }
                _ => {
                    let (n, d) = match part.split_once('=') {
                        Some((n, d)) => (n.trim(), Some(d.trim().to_string())),
                        None => (part, None),
                    };
                    if n.is_empty() || !n.chars().all(|c| c.is_alphanumeric() || c == '_') {
                        return Err(format!("bad parameter {part:?} in {text:?}"));
                    }
                    params.push(Param {
                        name: n.to_string(),
                        kind,
                        default: d,
                    });
                }
            }
        }
        Ok(Sig {
            name,
            params,
            doc,
            c_parser,
        })
    }

    /// The name a message uses: the last part of the qualified name.
    pub fn short_name(&self) -> &str {
        self.name.rsplit(['.', ':']).next().unwrap_or(&self.name)
    }

    /// The qualified name within the namespace, without a `cupy:` mark.
    pub fn qualified(&self) -> &str {
        self.name.rsplit(':').next().unwrap_or(&self.name)
    }

    /// The signature as Python prints it.
    pub fn text(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        let mut star_done = false;
        for (i, p) in self.params.iter().enumerate() {
            match p.kind {
                Kind::KwOnly if !star_done => {
                    parts.push("*".into());
                    star_done = true;
                }
                Kind::VarPos => star_done = true,
                _ => {}
            }
            parts.push(match (&p.kind, &p.default) {
                (Kind::VarPos, _) => format!("*{}", p.name),
                (Kind::VarKw, _) => format!("**{}", p.name),
                (_, Some(d)) => format!("{}={d}", p.name),
                (_, None) => p.name.clone(),
            });
            let next_pos_only = self.params.get(i + 1).map(|q| q.kind) == Some(Kind::PosOnly);
            if p.kind == Kind::PosOnly && !next_pos_only {
                parts.push("/".into());
            }
        }
        format!("{}({})", self.short_name(), parts.join(", "))
    }

    /// Why a typed Rust function cannot take this declaration, if it cannot: `*args` and
    /// `**kwargs` have no typed form, and a default must be a literal (None, True, False, a
    /// number or a string) to become a value.
    pub fn typed_problem(&self) -> Option<String> {
        for p in &self.params {
            match (&p.kind, &p.default) {
                (Kind::VarPos | Kind::VarKw, _) => {
                    return Some(format!(
                        "{}: *args and **kwargs are not supported",
                        self.name
                    ));
                }
                (_, Some(d)) if literal(d).is_none() => {
                    return Some(format!(
                        "{}: the default of '{}' ({d}) is not a literal",
                        self.name, p.name
                    ));
                }
                _ => {}
            }
        }
        None
    }

    /// Names a caller may pass by keyword (completion offers them).
    pub fn keywords(&self) -> impl Iterator<Item = &str> {
        self.params
            .iter()
            .filter(|p| matches!(p.kind, Kind::PosOrKw | Kind::KwOnly))
            .map(|p| p.name.as_str())
    }

    /// Checks that a call's arguments fit, with `bind`'s errors. A call that plainly fits
    /// (no keywords, as many positional arguments as the signature allows, no required
    /// keyword-only parameter) is answered without binding: `numpy::reg` asks on every call.
    pub fn check(&'static self, args: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<()> {
        if kw.is_empty() {
            let (mut most, mut least, mut var_pos, mut kw_required) = (0, 0, false, false);
            for p in &self.params {
                match p.kind {
                    Kind::PosOnly | Kind::PosOrKw => {
                        most += 1;
                        least += p.default.is_none() as usize;
                    }
                    Kind::VarPos => var_pos = true,
                    Kind::KwOnly => kw_required |= p.default.is_none(),
                    Kind::VarKw => {}
                }
            }
            if !kw_required && args.len() >= least && (args.len() <= most || var_pos) {
                return Ok(());
            }
        }
        self.bind(args, kw).map(|_| ())
    }

    /// Binds positional and keyword arguments, with CPython's messages for every mismatch.
    pub fn bind(&'static self, args: &[Value], kw: &[(Rc<str>, Value)]) -> RtResult<Bound> {
        let fname = self.short_name();
        let n = self.params.len();
        let mut vals: Vec<Option<Value>> = vec![None; n];
        let mut given = vec![false; n];
        let mut rest = Vec::new();
        let mut extra = Vec::new();
        let positional: Vec<usize> = (0..n)
            .filter(|&i| matches!(self.params[i].kind, Kind::PosOnly | Kind::PosOrKw))
            .collect();
        let var_pos = self.params.iter().any(|p| p.kind == Kind::VarPos);
        for (k, v) in args.iter().enumerate() {
            match positional.get(k) {
                Some(&i) => {
                    vals[i] = Some(v.clone());
                    given[i] = true;
                }
                None if var_pos => rest.push(v.clone()),
                None => {
                    let most = positional.len();
                    let least = positional
                        .iter()
                        .filter(|&&i| self.params[i].default.is_none())
                        .count();
                    let takes = if least == most {
                        format!(
                            "{most} positional argument{}",
                            if most == 1 { "" } else { "s" }
                        )
                    } else {
                        format!("from {least} to {most} positional arguments")
                    };
                    let m = args.len();
                    return Err(type_err(format!(
                        "{fname}() takes {takes} but {m} {} given",
                        if m == 1 { "was" } else { "were" }
                    )));
                }
            }
        }
        let var_kw = self.params.iter().any(|p| p.kind == Kind::VarKw);
        let mut pos_only_by_kw = Vec::new();
        for (k, v) in kw {
            let at = self
                .params
                .iter()
                .position(|p| p.name == **k && matches!(p.kind, Kind::PosOrKw | Kind::KwOnly));
            match at {
                Some(i) if given[i] => {
                    return Err(type_err(format!(
                        "{fname}() got multiple values for argument '{k}'"
                    )));
                }
                Some(i) => {
                    vals[i] = Some(v.clone());
                    given[i] = true;
                }
                None if var_kw => extra.push((k.clone(), v.clone())),
                None => {
                    let pos_only = self
                        .params
                        .iter()
                        .any(|p| p.name == **k && p.kind == Kind::PosOnly);
                    if pos_only {
                        pos_only_by_kw.push(k.to_string());
                        continue;
                    }
                    return Err(type_err(format!(
                        "{fname}() got an unexpected keyword argument '{k}'"
                    )));
                }
            }
        }
        let all_pos_only = self.params.iter().all(|p| p.kind == Kind::PosOnly);
        if !pos_only_by_kw.is_empty() && all_pos_only {
            // As CPython's C functions (`len(obj=1)`, NumPy's `where`).
            return Err(type_err(format!("{fname}() takes no keyword arguments")));
        }
        if !pos_only_by_kw.is_empty() {
            return Err(type_err(format!(
                "{fname}() got some positional-only arguments passed as keyword arguments: '{}'",
                pos_only_by_kw.join(", ")
            )));
        }
        let (mut missing, mut missing_kw) = (Vec::new(), Vec::new());
        for (i, p) in self.params.iter().enumerate() {
            if given[i] || matches!(p.kind, Kind::VarPos | Kind::VarKw) {
                continue;
            }
            match &p.default {
                Some(d) => vals[i] = literal(d),
                None if p.kind == Kind::KwOnly => missing_kw.push(format!("'{}'", p.name)),
                None => missing.push(format!("'{}'", p.name)),
            }
        }
        if self.c_parser
            && let Some(first) = missing.first()
        {
            let pos = self
                .params
                .iter()
                .position(|p| format!("'{}'", p.name) == *first)
                .unwrap_or(0);
            return Err(type_err(format!(
                "{fname}() missing required argument {first} (pos {pos})"
            )));
        }
        for (list, what) in [(&missing, "positional"), (&missing_kw, "keyword-only")] {
            if !list.is_empty() {
                return Err(type_err(format!(
                    "{fname}() missing {} required {what} argument{}: {}",
                    list.len(),
                    if list.len() == 1 { "" } else { "s" },
                    join_names(list)
                )));
            }
        }
        Ok(Bound {
            sig: self,
            vals,
            given,
            rest,
            extra,
        })
    }
}

/// A default's value when it is a plain literal; other defaults (`<no value>`, `float`) are
/// left to the function.
fn literal(d: &str) -> Option<Value> {
    Some(match d {
        "None" => Value::None,
        "True" => Value::Bool(true),
        "False" => Value::Bool(false),
        _ if d.len() >= 2
            && (d.starts_with('\'') && d.ends_with('\'')
                || d.starts_with('"') && d.ends_with('"')) =>
        {
            Value::Str(unescape(&d[1..d.len() - 1]).into())
        }
        _ => match d.parse::<i64>() {
            Ok(i) => Value::Int(i),
            Err(_) => Value::Float(d.parse::<f64>().ok()?),
        },
    })
}

/// The escapes a declared default may use (`newline='\\n'`).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some(o) => out.push(o),
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leak(text: &str) -> &'static Sig {
        Box::leak(Box::new(Sig::parse(text, String::new()).unwrap()))
    }

    fn msg<T>(r: RtResult<T>) -> String {
        match r {
            Err(e) => match e.exc_obj().and_then(|o| o.args.first().cloned()) {
                Some(Value::Str(m)) => m.to_string(),
                _ => "no message".into(),
            },
            Ok(_) => "bound".into(),
        }
    }

    #[test]
    fn binds_with_cpython_messages() {
        let s = leak("mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True)");
        assert_eq!(
            s.text(),
            "mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True)"
        );
        let b = s.bind(&[Value::Int(1)], &[("keepdims".into(), Value::Bool(true))]);
        let b = b.unwrap_or_else(|_| panic!("binds"));
        assert!(b.flag("keepdims") && b.given("keepdims") && !b.given("axis"));
        assert!(matches!(b.get("where"), Some(Value::Bool(true))));
        assert!(b.opt("axis").is_none());
        assert_eq!(
            msg(s.bind(&[], &[])),
            "mean() missing 1 required positional argument: 'a'"
        );
        let six = vec![Value::None; 6];
        assert_eq!(
            msg(s.bind(&six, &[])),
            "mean() takes from 1 to 5 positional arguments but 6 were given"
        );
        assert_eq!(
            msg(s.bind(&[Value::None], &[("axes".into(), Value::None)])),
            "mean() got an unexpected keyword argument 'axes'"
        );
        assert_eq!(
            msg(s.bind(&[Value::None], &[("a".into(), Value::None)])),
            "mean() got multiple values for argument 'a'"
        );
    }

    #[test]
    fn positional_only_var_args_and_keyword_only() {
        let s = leak("add(x1, x2, /, out=None, *, where=True, **kwargs)");
        assert_eq!(
            s.text(),
            "add(x1, x2, /, out=None, *, where=True, **kwargs)"
        );
        // As CPython: with **kwargs a positional-only name given by keyword lands there.
        assert_eq!(
            msg(s.bind(&[Value::Int(1)], &[("x2".into(), Value::Int(1))])),
            "add() missing 1 required positional argument: 'x2'"
        );
        let p = leak("sub(x1, x2, /, out=None)");
        assert_eq!(
            msg(p.bind(&[Value::Int(1)], &[("x2".into(), Value::Int(1))])),
            "sub() got some positional-only arguments passed as keyword arguments: 'x2'"
        );
        assert_eq!(
            msg(s.bind(&[Value::Int(1)], &[])),
            "add() missing 1 required positional argument: 'x2'"
        );
        let b = s.bind(
            &[Value::Int(1), Value::Int(2)],
            &[("casting".into(), Value::None)],
        );
        assert_eq!(b.map(|b| b.extra.len()).unwrap_or(0), 1);
        let v = leak("f(*arrays, axis=0, k)");
        assert_eq!(
            msg(v.bind(&[Value::Int(1), Value::Int(2)], &[])),
            "f() missing 1 required keyword-only argument: 'k'"
        );
        let b = v.bind(
            &[Value::Int(1), Value::Int(2)],
            &[("k".into(), Value::None)],
        );
        assert_eq!(b.map(|b| b.rest.len()).unwrap_or(0), 2);
        // `check` answers plain calls without binding, and others as `bind` does.
        assert!(
            v.check(&[Value::Int(1)], &[("k".into(), Value::None)])
                .is_ok()
        );
        assert_eq!(
            msg(v.check(&[Value::Int(1)], &[])),
            "f() missing 1 required keyword-only argument: 'k'"
        );
        let m = leak("m(a, b=1)");
        assert!(m.check(&[Value::Int(1)], &[]).is_ok());
        assert_eq!(
            msg(m.check(&[], &[])),
            "m() missing 1 required positional argument: 'a'"
        );
        assert!(Sig::parse("f(a b)", String::new()).is_err());
        assert!(Sig::parse("f(a", String::new()).is_err());
    }
}
