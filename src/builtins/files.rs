//! Text files and the filesystem: `open()` (text modes 'r', 'w', 'a', 'x'; a record object
//! with read/readline/readlines/write/writelines/close, iteration by lines and `with`) and
//! the `os` module's common path functions. Files are UTF-8 text; binary modes wait for a
//! bytes type.
use super::numpy::io::{os_err, path_arg};
use super::{arity, kwarg, native, want_int};
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

/// An open file: the text still to be read (read modes) or the file written to.
struct OpenFile {
    text: String,
    pos: usize,
    out: Option<std::fs::File>,
    closed: bool,
}

impl OpenFile {
    fn check_open(&self) -> RtResult<()> {
        if self.closed {
            return Err(value_err("I/O operation on closed file."));
        }
        Ok(())
    }
    fn readable(&self) -> RtResult<()> {
        self.check_open()?;
        if self.out.is_some() {
            return Err(err(ExcType::UnsupportedOperation, "not readable"));
        }
        Ok(())
    }
    /// The next line, its newline included ("" at the end).
    fn line(&mut self) -> String {
        let rest = &self.text[self.pos..];
        let n = rest.find('\n').map_or(rest.len(), |i| i + 1);
        self.pos += n;
        rest[..n].to_string()
    }
}

pub fn open(
    _: &mut crate::interp::Interp,
    a: &[Value],
    kw: &[(Rc<str>, Value)],
) -> RtResult<Value> {
    super::allow_kw(
        "open",
        kw,
        &["file", "mode", "encoding", "newline", "errors"],
    )?;
    arity("open", a, 0, 2)?;
    let file = a
        .first()
        .or(kwarg(kw, "file"))
        .ok_or_else(|| type_err("open() missing required argument 'file' (pos 1)"))?;
    let path = path_arg(file)?;
    let mode = match a.get(1).or(kwarg(kw, "mode")) {
        None => "r".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => {
            return Err(type_err(format!(
                "open() argument 'mode' must be str, not {}",
                o.type_name()
            )));
        }
    };
    if let Some(Value::Str(e)) = kwarg(kw, "encoding")
        && !matches!(e.to_ascii_lowercase().as_str(), "utf-8" | "utf8")
    {
        return Err(err(
            ExcType::NotImplementedError,
            format!("open(): gpa reads and writes UTF-8 text only, not '{e}'"),
        ));
    }
    let kind = mode.replace('t', "");
    if mode.contains('b') || mode.contains('+') {
        return Err(err(
            ExcType::NotImplementedError,
            format!("open() mode '{mode}': gpa has text files only (no bytes, no '+')"),
        ));
    }
    let state = match kind.as_str() {
        "r" => {
            let text = std::fs::read_to_string(&path).map_err(|e| os_err(&e, &path))?;
            // Text mode reads universal newlines.
            let text = text.replace("\r\n", "\n");
            OpenFile {
                text,
                pos: 0,
                out: None,
                closed: false,
            }
        }
        "w" | "a" | "x" => {
            let mut o = std::fs::OpenOptions::new();
            match kind.as_str() {
                "w" => o.write(true).create(true).truncate(true),
                "a" => o.append(true).create(true),
                _ => o.write(true).create_new(true),
            };
            let f = o.open(&path).map_err(|e| os_err(&e, &path))?;
            OpenFile {
                text: String::new(),
                pos: 0,
                out: Some(f),
                closed: false,
            }
        }
        _ => return Err(value_err(format!("invalid mode: '{mode}'"))),
    };
    Ok(Value::Module(file_object(&path, &mode, state)))
}

fn file_object(path: &str, mode: &str, state: OpenFile) -> Rc<Module> {
    let repr = format!(
        "<_io.TextIOWrapper name={} mode={} encoding='UTF-8'>",
        crate::interp::repr::str_repr(path),
        crate::interp::repr::str_repr(mode)
    );
    let m = Module::record("TextIOWrapper", repr.clone(), repr);
    let st = Rc::new(RefCell::new(state));
    m.set("name", Value::str(path));
    m.set("mode", Value::str(mode));
    let s = st.clone();
    m.set(
        "read",
        native("read", move |_, a, _| {
            arity("read", a, 0, 1)?;
            let mut f = s.borrow_mut();
            f.readable()?;
            let size = match a.first() {
                None | Some(Value::None) => -1,
                Some(v) => want_int(v, "read")?,
            };
            let rest = &f.text[f.pos..];
            let n = if size < 0 {
                rest.len()
            } else {
                rest.char_indices()
                    .nth(size as usize)
                    .map_or(rest.len(), |(i, _)| i)
            };
            let out = rest[..n].to_string();
            f.pos += n;
            Ok(Value::str(&out))
        }),
    );
    let s = st.clone();
    m.set(
        "readline",
        native("readline", move |_, a, _| {
            arity("readline", a, 0, 0)?;
            let mut f = s.borrow_mut();
            f.readable()?;
            Ok(Value::str(&f.line()))
        }),
    );
    let lines = |s: &Rc<RefCell<OpenFile>>| -> RtResult<Value> {
        let mut f = s.borrow_mut();
        f.readable()?;
        let mut out = Vec::new();
        loop {
            let l = f.line();
            if l.is_empty() {
                break;
            }
            out.push(Value::str(&l));
        }
        Ok(Value::list(out))
    };
    let s = st.clone();
    m.set(
        "readlines",
        native("readlines", move |_, a, _| {
            arity("readlines", a, 0, 0)?;
            lines(&s)
        }),
    );
    let s = st.clone();
    m.set("__iter__", native("__iter__", move |_, _, _| lines(&s)));
    let s = st.clone();
    m.set(
        "write",
        native("write", move |_, a, _| {
            arity("write", a, 1, 1)?;
            let mut f = s.borrow_mut();
            f.check_open()?;
            let Value::Str(text) = &a[0] else {
                return Err(type_err(format!(
                    "write() argument must be str, not {}",
                    a[0].type_name()
                )));
            };
            let Some(out) = f.out.as_mut() else {
                return Err(err(ExcType::UnsupportedOperation, "not writable"));
            };
            out.write_all(text.as_bytes())
                .map_err(|e| err(ExcType::OSError, e.to_string()))?;
            Ok(Value::Int(text.chars().count() as i64))
        }),
    );
    let write = m.get("write").unwrap_or(Value::None);
    m.set(
        "writelines",
        native("writelines", move |it, a, _| {
            arity("writelines", a, 1, 1)?;
            for line in it.to_vec(&a[0])? {
                it.call(&write, &[line], &[])?;
            }
            Ok(Value::None)
        }),
    );
    let s = st.clone();
    let close = native("close", move |_, _, _| {
        let mut f = s.borrow_mut();
        if let Some(out) = f.out.as_mut() {
            out.flush()
                .map_err(|e| err(ExcType::OSError, e.to_string()))?;
        }
        f.out = None;
        f.closed = true;
        Ok(Value::None)
    });
    m.set("close", close.clone());
    m.set("flush", native("flush", |_, _, _| Ok(Value::None)));
    let me = Rc::downgrade(&m);
    m.set(
        "__enter__",
        native("__enter__", move |_, _, _| {
            Ok(me.upgrade().map_or(Value::None, Value::Module))
        }),
    );
    m.set(
        "__exit__",
        native("__exit__", move |it, _, _| {
            it.call(&close, &[], &[])?;
            Ok(Value::Bool(false))
        }),
    );
    m
}

/// The `io` module: the exception a file raises for an operation its mode does not allow.
pub fn io_module() -> Rc<Module> {
    let m = Module::new("io");
    m.set(
        "UnsupportedOperation",
        Value::Type(crate::interp::value::TypeObj::Exc(
            ExcType::UnsupportedOperation,
        )),
    );
    m
}
