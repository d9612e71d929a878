//! `repr()`, `str()` and `format()` of values, as CPython prints them.
use super::Interp;
use super::error::{RtResult, type_err, value_err};
use super::value::{TypeObj, Value};
use crate::builtins::format as fmt;

/// Python's repr of a str: single quotes unless the text has ' and no ".
/// `b'...'`, as Python writes bytes: printable ASCII as is, the rest escaped.
pub fn bytes_repr(b: &[u8]) -> String {
    quoted_bytes(b, false)
}

/// The bytes inside `bytearray(...)`: as bytes', but a `'` is escaped whatever the quotes
/// (CPython's bytearray repr does so).
pub fn bytearray_repr(b: &[u8]) -> String {
    quoted_bytes(b, true)
}

fn quoted_bytes(b: &[u8], escape_single: bool) -> String {
    let q = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    out.push(q as char);
    for &c in b {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            c if c == q || escape_single && c == b'\'' => {
                out.push('\\');
                out.push(c as char)
            }
            0x20..=0x7e => out.push(c as char),
            c => out.push_str(&format!("\\x{c:02x}")),
        }
    }
    out.push(q as char);
    out
}

pub fn str_repr(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(q);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == q => {
                out.push('\\');
                out.push(c)
            }
            c if !is_printable(c) => {
                let n = c as u32;
                if n < 0x100 {
                    out.push_str(&format!("\\x{n:02x}"))
                } else if n < 0x10000 {
                    out.push_str(&format!("\\u{n:04x}"))
                } else {
                    out.push_str(&format!("\\U{n:08x}"))
                }
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

/// Python's str.isprintable for one char (approximated without the Unicode database:
/// controls, format characters, separators other than space and private use are not).
pub fn is_printable(c: char) -> bool {
    let n = c as u32;
    !(n < 0x20
        || (0x7f..0xa1).contains(&n)
        || n == 0xad
        || (0x600..=0x605).contains(&n)
        || n == 0x61c
        || n == 0x6dd
        || n == 0x70f
        || n == 0x1680
        || (0x2000..=0x200f).contains(&n)
        || (0x2028..=0x202f).contains(&n)
        || (0x205f..=0x2064).contains(&n)
        || (0x2066..=0x206f).contains(&n)
        || n == 0x3000
        || (0xe000..=0xf8ff).contains(&n)
        || n == 0xfeff
        || (0xfff9..=0xfffb).contains(&n)
        || n >= 0xf0000)
}

/// Widths and precisions past 10^8 would allocate gigabytes: refuse them up front.
pub fn check_widths(spec: &str) -> RtResult<()> {
    let mut run = 0;
    for c in spec.chars() {
        run = if c.is_ascii_digit() { run + 1 } else { 0 };
        if run > 8 {
            return Err(value_err("Too many decimal digits in format string"));
        }
    }
    Ok(())
}

impl Interp {
    pub fn repr(&mut self, v: &Value) -> RtResult<String> {
        let mut seen = self.repr_seen.clone();
        let mut out = String::new();
        self.repr_into(v, &mut out, &mut seen)?;
        Ok(out)
    }

    fn repr_into(&mut self, v: &Value, out: &mut String, seen: &mut Vec<i64>) -> RtResult<()> {
        match v {
            Value::Str(s) => out.push_str(&str_repr(s)),
            Value::Bytes(b) => out.push_str(&bytes_repr(b)),
            Value::Long(b) => out.push_str(&super::long::to_decimal(b)?),
            Value::List(l) => {
                let id = v.id();
                if seen.contains(&id) {
                    out.push_str("[...]");
                    return Ok(());
                }
                seen.push(id);
                out.push('[');
                let items = l.borrow().clone();
                self.join_into(&items, out, seen)?;
                out.push(']');
                seen.pop();
            }
            Value::Named(n) => {
                out.push_str(n.name);
                out.push('(');
                for (i, (f, x)) in n.fields.iter().zip(n.items.iter()).enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(f);
                    out.push('=');
                    self.repr_into(x, out, seen)?;
                }
                out.push(')');
            }
            Value::Tuple(t) => {
                out.push('(');
                self.join_into(t, out, seen)?;
                if t.len() == 1 {
                    out.push(',');
                }
                out.push(')');
            }
            Value::Dict(d) => {
                let id = v.id();
                if seen.contains(&id) {
                    out.push_str("{...}");
                    return Ok(());
                }
                seen.push(id);
                out.push('{');
                let items: Vec<(Value, Value)> = d
                    .borrow()
                    .iter()
                    .map(|(k, v)| (k.0.clone(), v.clone()))
                    .collect();
                for (i, (k, val)) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.repr_into(k, out, seen)?;
                    out.push_str(": ");
                    self.repr_into(val, out, seen)?;
                }
                out.push('}');
                seen.pop();
            }
            Value::Set(s, frozen) => {
                let items = super::set_order::members(&s.borrow());
                if items.is_empty() {
                    out.push_str(if *frozen { "frozenset()" } else { "set()" });
                    return Ok(());
                }
                if *frozen {
                    out.push_str("frozenset(");
                }
                out.push('{');
                self.join_into(&items, out, seen)?;
                out.push('}');
                if *frozen {
                    out.push(')');
                }
            }
            Value::View(d, k) => {
                out.push_str(v.type_name());
                out.push_str("([");
                let items = super::value::view_items(d, *k);
                self.join_into(&items, out, seen)?;
                out.push_str("])");
            }
            Value::Instance(_) | Value::Exc(_) if let Some(f) = self.special(v, "__repr__") => {
                let outer = std::mem::replace(&mut self.repr_seen, seen.clone());
                let r = self.call(&f, &[], &[]);
                self.repr_seen = outer;
                match r? {
                    Value::Str(s) => out.push_str(&s),
                    other => {
                        return Err(type_err(format!(
                            "__repr__ returned non-string (type {})",
                            other.type_name()
                        )));
                    }
                }
            }
            Value::Instance(i) => out.push_str(&super::class::default_repr(&i.class, v)),
            Value::Class(c) if let Some(f) = self.class_hook(c, "__class_repr__") => {
                match self.call(&f, &[], &[])? {
                    Value::Str(s) => out.push_str(&s),
                    other => {
                        return Err(type_err(format!(
                            "__repr__ returned non-string (type {})",
                            other.type_name()
                        )));
                    }
                }
            }
            Value::Class(c) => out.push_str(&format!("<class '{}'>", c.full_name())),
            Value::Bound(b) => {
                let name = match &b.1 {
                    Value::Func(f) => f.code.qualname.to_string(),
                    other => other.type_name().to_string(),
                };
                out.push_str(&format!("<bound method {name} of "));
                let obj = b.0.clone();
                self.repr_into(&obj, out, seen)?;
                out.push('>');
            }
            Value::Super(s) => out.push_str(&format!(
                "<super: <class '{}'>, <{} object>>",
                s.0.name,
                s.1.type_name()
            )),
            Value::Descr(_) => out.push_str(&format!(
                "<{} object at {:#x}>",
                v.type_name(),
                v.id() as u64 & 0xffff_ffff_ffff
            )),
            Value::Exc(e) if e.inst.is_some() => {
                out.push_str(v.type_name());
                out.push('(');
                let args = self.exc_args(v);
                self.join_into(&args, out, seen)?;
                out.push(')');
            }
            Value::Exc(e) => {
                out.push_str(e.typ.name());
                out.push('(');
                let args = super::error::visible_args(e.typ, &e.args).to_vec();
                self.join_into(&args, out, seen)?;
                out.push(')');
            }
            Value::Array(a) => out.push_str(&self.array_repr(a)?),
            Value::Strs(s) => out.push_str(&self.strs_repr(s)?),
            Value::Times(t) => out.push_str(&self.times_repr(t)?),
            Value::Recs(r) => out.push_str(&self.recs_repr(r)?),
            Value::Slice(s) => {
                let parts = [s.0.clone(), s.1.clone(), s.2.clone()];
                out.push_str("slice(");
                self.join_into(&parts, out, seen)?;
                out.push(')');
            }
            other => out.push_str(&self.simple_str(other, true)),
        }
        Ok(())
    }

    fn join_into(
        &mut self,
        items: &[Value],
        out: &mut String,
        seen: &mut Vec<i64>,
    ) -> RtResult<()> {
        for (i, x) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.repr_into(x, out, seen)?;
            if out.len() > (1 << 28) {
                return Err(super::error::err(
                    super::error::ExcType::MemoryError,
                    "repr is too large",
                ));
            }
        }
        Ok(())
    }

    /// str() and repr() of values that hold no other values.
    fn simple_str(&self, v: &Value, repr: bool) -> String {
        match v {
            Value::Undef | Value::None => "None".into(),
            Value::Bool(b) => if *b { "True" } else { "False" }.into(),
            Value::Int(i) => i.to_string(),
            Value::Float(f) => fmt::float_repr(*f),
            Value::Complex(a, b) => fmt::complex_repr(*a, *b),
            Value::Bytes(b) => bytes_repr(b),
            Value::ByteArray(b) => format!("bytearray({})", bytearray_repr(&b.data.borrow())),
            Value::MemView(m) => {
                let what = if m.released.get() { "released " } else { "" };
                format!("<{what}memory at {:#x}>", v.id())
            }
            Value::Str(s) => {
                if repr {
                    str_repr(s)
                } else {
                    s.to_string()
                }
            }
            Value::Range(r) => {
                if r.2 == 1 {
                    format!("range({}, {})", r.0, r.1)
                } else {
                    format!("range({}, {}, {})", r.0, r.1, r.2)
                }
            }
            Value::Ellipsis => "Ellipsis".into(),
            Value::Func(f) => format!("<function {} at 0x{:x}>", f.code.qualname, v.id()),
            Value::Native(n) if n.ufunc_arity().is_some() => format!("<ufunc '{}'>", n.name),
            Value::Native(n) => format!("<built-in function {}>", n.name),
            Value::Method(m) => format!(
                "<built-in method {} of {} object at 0x{:x}>",
                m.1,
                m.0.type_name(),
                m.0.id()
            ),
            Value::Module(m) => match &m.display {
                Some((r, _)) => r.clone(),
                None => format!("<module '{}'>", m.name),
            },
            Value::Type(TypeObj::Exc(e)) => format!("<class '{}'>", e.name()),
            Value::Type(TypeObj::Named(n)) => crate::builtins::collections::type_repr(n)
                .unwrap_or_else(|| format!("<class 'numpy.linalg._linalg.{n}'>")),
            Value::Type(t) => format!("<class '{}'>", t.name()),
            Value::Iter(_) if let Some(g) = super::generator::as_generator(v) => {
                format!("<generator object {} at 0x{:x}>", g.qualname, v.id())
            }
            Value::Iter(_) => format!("<iterator object at 0x{:x}>", v.id()),
            Value::Slice(_) => "slice(...)".into(),
            Value::DType(d, true) => format!(
                "<class 'numpy.{}'>",
                if *d == crate::array::dtype::DType::Bool {
                    "bool"
                } else {
                    d.name()
                }
            ),
            Value::DType(d, false) if repr => format!("dtype('{}')", d.name()),
            Value::DType(d, false) => d.name().to_string(),
            _ => format!("<{} object>", v.type_name()),
        }
    }

    /// A user exception's `args` (its instance attribute; empty when not a tuple).
    fn exc_args(&mut self, v: &Value) -> Vec<Value> {
        match self.instance_attr(v, &std::rc::Rc::from("args")) {
            Some(Ok(Value::Tuple(t))) => t.to_vec(),
            _ => vec![],
        }
    }

    /// `BaseException.__str__`: the message from `args`, whatever `__str__` a subclass
    /// defines (what `super().__str__()` and `Exception.__str__(e)` give).
    pub fn exc_default_str(&mut self, v: &Value) -> RtResult<String> {
        let Value::Exc(e) = v else {
            return self.to_str(v);
        };
        if e.inst.is_none() {
            return self.to_str(v);
        }
        let args = self.exc_args(v);
        match args.len() {
            0 => Ok(String::new()),
            // KeyError's str is its key's repr, in subclasses too.
            1 if e.typ == super::error::ExcType::KeyError => self.repr(&args[0]),
            1 => self.to_str(&args[0]),
            _ => self.repr(&Value::tuple(args)),
        }
    }

    /// `BaseException.__repr__`: `Name(args...)`, whatever `__repr__` a subclass defines.
    pub fn exc_default_repr(&mut self, v: &Value) -> RtResult<String> {
        let Value::Exc(e) = v else {
            return self.repr(v);
        };
        if e.inst.is_none() {
            return self.repr(v);
        }
        let args = self.exc_args(v);
        let mut out = v.type_name().to_string();
        out.push('(');
        self.join_into(&args, &mut out, &mut Vec::new())?;
        out.push(')');
        Ok(out)
    }

    pub fn to_str(&mut self, v: &Value) -> RtResult<String> {
        match v {
            Value::Str(s) => Ok(s.to_string()),
            Value::Long(b) => super::long::to_decimal(b),
            Value::Module(m) if m.display.is_some() => {
                Ok(m.display.as_ref().map(|d| d.1.clone()).unwrap_or_default())
            }
            Value::Instance(_) | Value::Exc(_)
                if let Some(r) = self.call_special(v, "__str__", &[]) =>
            {
                match r? {
                    Value::Str(s) => Ok(s.to_string()),
                    other => Err(type_err(format!(
                        "__str__ returned non-string (type {})",
                        other.type_name()
                    ))),
                }
            }
            Value::Instance(_) => self.repr(v),
            Value::Exc(e) if e.inst.is_some() => self.exc_default_str(v),
            Value::Exc(e)
                if let Some((no, text, file)) = super::error::os_error_parts(e.typ, &e.args) =>
            {
                let (no, text, file) = (no.clone(), text.clone(), file.cloned());
                let mut s = format!("[Errno {}] {}", self.to_str(&no)?, self.to_str(&text)?);
                if let Some(f) = file {
                    s += &format!(": {}", self.repr(&f)?);
                }
                Ok(s)
            }
            Value::Exc(e) if let Some(m) = super::error::unicode_message(e.typ, &e.args) => Ok(m),
            Value::Exc(e) => match e.args.len() {
                0 => Ok(String::new()),
                1 if e.typ == super::error::ExcType::KeyError => self.repr(&e.args[0]),
                1 => {
                    let a = e.args[0].clone();
                    self.to_str(&a)
                }
                _ => self.repr(&Value::tuple(e.args.clone())),
            },
            Value::Slice(s) => {
                let (a, b, c) = (s.0.clone(), s.1.clone(), s.2.clone());
                Ok(format!(
                    "slice({}, {}, {})",
                    self.repr(&a)?,
                    self.repr(&b)?,
                    self.repr(&c)?
                ))
            }
            Value::List(_)
            | Value::Tuple(_)
            | Value::Named(_)
            | Value::Dict(_)
            | Value::Set(..)
            | Value::View(..)
            | Value::Class(_)
            | Value::Bound(_)
            | Value::Super(_) => self.repr(v),
            Value::Array(a) => self.array_str(a),
            Value::Strs(s) => self.strs_str(s),
            Value::Times(t) => self.times_str(t),
            Value::Recs(r) => self.recs_str(r),
            other => Ok(self.simple_str(other, false)),
        }
    }

    /// `format(v, spec)`.
    pub fn format_value(&mut self, v: &Value, spec: &str) -> RtResult<String> {
        // An object's own `__format__` (a date's strftime codes).
        if let Value::Instance(_) = v
            && let Some(r) = self.call_special(v, "__format__", &[Value::str(spec)])
        {
            return match r? {
                Value::Str(s) => Ok(s.to_string()),
                other => Err(type_err(format!(
                    "__format__ must return a str, not {}",
                    other.type_name()
                ))),
            };
        }
        check_widths(spec)?;
        let r = match v {
            Value::Bool(b) if spec.is_empty() => Ok(if *b { "True" } else { "False" }.to_string()),
            Value::Bool(b) => fmt::format_int(*b as i64, spec),
            Value::Int(i) => fmt::format_int(*i, spec),
            Value::Long(b) => fmt::format_long(b, spec),
            Value::Float(f) => fmt::format_float(*f, spec),
            Value::Complex(a, b) => fmt::format_complex(*a, *b, spec),
            Value::Str(s) => fmt::format_str(s, spec),
            // NumPy's scalars (and 0-d arrays) format as the Python number they convert to,
            // even with an empty spec: a float32's `f"{x}"` shows its double (`str` stays
            // short).
            Value::Array(a)
                if a.shape.is_empty()
                    && spec.is_empty()
                    && matches!(
                        a.dtype,
                        crate::array::dtype::DType::F32
                            | crate::array::dtype::DType::F16
                            | crate::array::dtype::DType::C64
                    ) =>
            {
                let item = self.array_item(a)?;
                return self.format_value(&item, spec);
            }
            Value::Array(a) if a.size() == 1 && !spec.is_empty() => {
                // A uint64 past i64's range has no Python int in gpa: formatted as itself.
                if let Ok(crate::array::col::Col::U(u)) = a.to_col() {
                    return fmt::format_u64(u[0], spec).map_err(value_err);
                }
                let item = self.array_item(a)?;
                return self.format_value(&item, spec);
            }
            other => {
                if spec.is_empty() {
                    return self.to_str(other);
                }
                return Err(type_err(format!(
                    "unsupported format string passed to {}.__format__",
                    other.type_name()
                )));
            }
        };
        r.map_err(value_err)
    }
}
