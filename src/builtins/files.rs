//! Files: `open()` in text and binary modes `r w a x` with `b` and `+`, and the file object
//! (read/readline/readlines/iteration, write/writelines, seek/tell, flush/close, `with`).
//!
//! A file opened for reading (or with `+`) is read whole into an image when it is opened;
//! `+` modes write the image back on flush and close. Write-only modes stream to the OS.
//! Text files decode UTF-8 (or ASCII/Latin-1) and read universal newlines; positions are
//! byte offsets, as CPython's `tell()` gives for UTF-8.
use super::numpy::io::{os_err, path_arg};
use super::{arity, kwarg, native, want_int};
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::cell::RefCell;
use std::io::{Seek, Write};
use std::rc::Rc;

struct OpenFile {
    binary: bool,
    readable: bool,
    writable: bool,
    append: bool,
    /// The contents (read and `+` modes); text is UTF-8 with newlines translated.
    image: Vec<u8>,
    pos: usize,
    /// `+` modes: the file the image goes back to, and whether it changed.
    backing: Option<std::fs::File>,
    dirty: bool,
    /// Something was written (the byte order mark of a `+` file comes with the first write).
    wrote: bool,
    /// Write-only modes: the stream, and how many bytes it holds.
    stream: Option<std::io::BufWriter<std::fs::File>>,
    written: usize,
    encoding: Option<Value>,
    errors: Option<Value>,
    /// `open(newline=...)`: None reads universal newlines and writes `\n`; "" and "\n"
    /// translate nothing; "\r" and "\r\n" are what a written `\n` becomes.
    newline: Option<String>,
    closed: bool,
}

fn io_err(e: std::io::Error) -> Box<crate::interp::error::RtErr> {
    err(ExcType::OSError, e.to_string())
}

impl OpenFile {
    fn check_open(&self) -> RtResult<()> {
        if self.closed {
            return Err(value_err("I/O operation on closed file."));
        }
        Ok(())
    }
    fn check_readable(&self) -> RtResult<()> {
        self.check_open()?;
        if !self.readable {
            return Err(err(ExcType::UnsupportedOperation, "not readable"));
        }
        Ok(())
    }
    /// The value of `raw` as the file hands it out: bytes, or text.
    fn value(&self, raw: &[u8]) -> Value {
        if self.binary {
            Value::bytes(raw.to_vec())
        } else {
            Value::str(std::str::from_utf8(raw).unwrap_or_default())
        }
    }
    /// Up to `size` bytes (binary) or characters (text) from the position; all when < 0.
    fn read(&mut self, size: i64) -> Value {
        let rest = &self.image[self.pos.min(self.image.len())..];
        let n = if size < 0 {
            rest.len()
        } else if self.binary {
            (size as usize).min(rest.len())
        } else {
            let text = std::str::from_utf8(rest).unwrap_or_default();
            text.char_indices()
                .nth(size as usize)
                .map_or(text.len(), |(i, _)| i)
        };
        let v = self.value(&rest[..n]);
        self.pos += n;
        v
    }
    /// The next line with its newline ("" at the end), at most `size` characters.
    fn line(&mut self, size: i64) -> Value {
        let rest = &self.image[self.pos.min(self.image.len())..];
        let end_at = |term: &[u8]| {
            rest.windows(term.len())
                .position(|w| w == term)
                .map_or(rest.len(), |i| i + term.len())
        };
        let mut n = match self.newline.as_deref() {
            _ if self.binary => end_at(b"\n"),
            // Untranslated: a line ends at any of \r\n, \r and \n.
            Some("") => rest
                .iter()
                .position(|&c| c == b'\n' || c == b'\r')
                .map_or(rest.len(), |i| {
                    i + 1 + (rest[i] == b'\r' && rest.get(i + 1) == Some(&b'\n')) as usize
                }),
            Some(nl @ ("\r" | "\r\n")) => end_at(nl.as_bytes()),
            _ => end_at(b"\n"),
        };
        if size >= 0 {
            let cut = if self.binary {
                size as usize
            } else {
                let text = std::str::from_utf8(&rest[..n]).unwrap_or_default();
                text.char_indices()
                    .nth(size as usize)
                    .map_or(text.len(), |(i, _)| i)
            };
            n = n.min(cut);
        }
        let v = self.value(&rest[..n]);
        self.pos += n;
        v
    }
    fn lines(&mut self) -> Vec<Value> {
        let mut out = Vec::new();
        while self.pos < self.image.len() {
            out.push(self.line(-1));
        }
        out
    }
    fn write(&mut self, v: &Value) -> RtResult<Value> {
        self.check_open()?;
        let (raw, count) = match (v, self.binary) {
            (Value::Bytes(b), true) => (b.to_vec(), b.len()),
            (Value::ByteArray(_) | Value::MemView(_), true) => {
                let b = super::bytearray::bytes_like(v)?.expect("bytes-like");
                (b.to_vec(), b.len())
            }
            (other, true) => {
                return Err(type_err(format!(
                    "a bytes-like object is required, not '{}'",
                    other.type_name()
                )));
            }
            (Value::Str(s), false) => {
                let text = match self.newline.as_deref() {
                    Some(nl @ ("\r" | "\r\n")) => std::borrow::Cow::Owned(s.replace('\n', nl)),
                    _ => std::borrow::Cow::Borrowed(&**s),
                };
                // Encoded here so an unencodable character fails this write; an image (`+`
                // modes) keeps the text, encoded whole when it goes back to the file.
                let bytes = encode_text(
                    &text,
                    self.encoding.as_ref(),
                    self.errors.as_ref(),
                    self.written == 0,
                )?;
                let raw = match self.stream {
                    Some(_) => bytes,
                    // As CPython's text layer, the first write of a `+` file past its start
                    // writes a byte order mark there.
                    None if !self.wrote && self.pos > 0 && bom_codec(self.encoding.as_ref()) => {
                        format!("\u{feff}{text}").into_bytes()
                    }
                    None => text.as_bytes().to_vec(),
                };
                self.wrote = true;
                (raw, s.chars().count())
            }
            (other, false) => {
                return Err(type_err(format!(
                    "write() argument must be str, not {}",
                    other.type_name()
                )));
            }
        };
        if !self.writable {
            return Err(err(ExcType::UnsupportedOperation, "not writable"));
        }
        if let Some(out) = self.stream.as_mut() {
            out.write_all(&raw).map_err(io_err)?;
            self.written += raw.len();
        } else {
            if self.append {
                self.pos = self.image.len();
            }
            let end = (self.pos + raw.len()).min(self.image.len());
            self.image.splice(self.pos..end, raw.iter().copied());
            self.pos += raw.len();
            self.dirty = true;
        }
        Ok(Value::Int(count as i64))
    }
    fn flush(&mut self) -> RtResult<()> {
        if let Some(out) = self.stream.as_mut() {
            out.flush().map_err(io_err)?;
        }
        if self.dirty
            && let Some(f) = self.backing.as_mut()
        {
            f.set_len(0).map_err(io_err)?;
            f.rewind().map_err(io_err)?;
            if self.binary {
                f.write_all(&self.image).map_err(io_err)?;
            } else {
                let text = std::str::from_utf8(&self.image).unwrap_or_default();
                let enc = (self.encoding.as_ref(), self.errors.as_ref());
                f.write_all(&encode_text(text, enc.0, enc.1, true)?)
                    .map_err(io_err)?;
            }
            f.flush().map_err(io_err)?;
            self.dirty = false;
        }
        Ok(())
    }
    fn tell(&self) -> usize {
        if self.stream.is_some() {
            self.written
        } else {
            self.pos
        }
    }
}

/// Text from a file's bytes in its encoding (`encoding=`, `errors=` of `open`).
/// A read size argument: all (-1) when absent or None.
fn size(a: &[Value], what: &str) -> RtResult<i64> {
    match a.first() {
        None | Some(Value::None) => Ok(-1),
        Some(v) => want_int(v, what),
    }
}

/// Whether `enc` names a codec with a byte order mark (UTF-16, UTF-32, UTF-8-sig).
fn bom_codec(enc: Option<&Value>) -> bool {
    super::codecs::codec(enc).is_ok_and(|c| c.has_bom())
}

fn decode_text(raw: &[u8], enc: Option<&Value>, errors: Option<&Value>) -> RtResult<String> {
    let (c, e) = (super::codecs::codec(enc)?, super::codecs::errors(errors)?);
    super::codecs::decode(raw, c, e)
}

/// Text for a file in its encoding; `at_start` writes the codec's byte order mark (UTF-16,
/// UTF-32, UTF-8-sig), which a file has once, at its start.
fn encode_text(
    s: &str,
    enc: Option<&Value>,
    errors: Option<&Value>,
    at_start: bool,
) -> RtResult<Vec<u8>> {
    let (c, e) = (super::codecs::codec(enc)?, super::codecs::errors(errors)?);
    super::codecs::encode(s, c, e, at_start)
}

pub fn open(
    it: &mut crate::interp::Interp,
    a: &[Value],
    kw: &[(Rc<str>, Value)],
) -> RtResult<Value> {
    super::allow_kw(
        "open",
        kw,
        &["file", "mode", "buffering", "encoding", "errors", "newline"],
    )?;
    arity("open", a, 0, 3)?;
    let file = a
        .first()
        .or(kwarg(kw, "file"))
        .ok_or_else(|| type_err("open() missing required argument 'file' (pos 1)"))?;
    let path = path_arg(it, file)?;
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
    let encoding = kwarg(kw, "encoding")
        .filter(|v| !matches!(v, Value::None))
        .cloned();
    let errors = kwarg(kw, "errors")
        .filter(|v| !matches!(v, Value::None))
        .cloned();
    // Mode letters: one of r w a x, then any of b t +, each once.
    let once = mode
        .chars()
        .enumerate()
        .all(|(i, c)| !mode[..i].contains(c));
    if !once || !mode.chars().all(|c| "rwaxbt+".contains(c)) {
        return Err(value_err(format!("invalid mode: '{mode}'")));
    }
    if mode.contains('b') && mode.contains('t') {
        return Err(value_err("can't have text and binary mode at once"));
    }
    if mode.chars().filter(|c| "rwax".contains(*c)).count() != 1 {
        return Err(value_err(
            "must have exactly one of create/read/write/append mode",
        ));
    }
    let binary = mode.contains('b');
    if binary && encoding.is_some() {
        return Err(value_err("binary mode doesn't take an encoding argument"));
    }
    if binary && errors.is_some() {
        return Err(value_err("binary mode doesn't take an errors argument"));
    }
    let newline = match kwarg(kw, "newline") {
        None | Some(Value::None) => None,
        Some(Value::Str(s)) if matches!(&**s, "" | "\n" | "\r" | "\r\n") => Some(s.to_string()),
        Some(v @ Value::Str(_)) => {
            return Err(value_err(format!(
                "illegal newline value: {}",
                it.to_str(v)?
            )));
        }
        Some(v) => {
            return Err(type_err(format!(
                "open() argument 'newline' must be str or None, not {}",
                v.type_name()
            )));
        }
    };
    if binary && newline.is_some() {
        return Err(value_err("binary mode doesn't take a newline argument"));
    }
    if let Some(e) = &encoding {
        super::bytes::decode(b"", Some(e), None)?;
    }
    let plus = mode.contains('+');
    let kind = mode.chars().find(|c| "rwax".contains(*c)).unwrap_or('r');
    let mut o = std::fs::OpenOptions::new();
    match kind {
        'r' => o.read(true).write(plus),
        'w' => o.write(true).create(true).truncate(true).read(plus),
        'a' => o.append(!plus).write(plus).create(true).read(plus),
        _ => o.write(true).create_new(true).read(plus),
    };
    let mut f = o.open(&path).map_err(|e| os_err(&e, &path))?;
    if std::path::Path::new(&path).is_dir() {
        return Err(err(
            ExcType::IsADirectoryError,
            format!(
                "[Errno 21] Is a directory: {}",
                crate::interp::repr::str_repr(&path)
            ),
        ));
    }
    let mut state = OpenFile {
        binary,
        readable: kind == 'r' || plus,
        writable: kind != 'r' || plus,
        append: kind == 'a',
        image: Vec::new(),
        pos: 0,
        backing: None,
        dirty: false,
        wrote: false,
        stream: None,
        written: 0,
        encoding,
        errors,
        newline,
        closed: false,
    };
    if state.readable {
        let mut raw = Vec::new();
        std::io::Read::read_to_end(&mut f, &mut raw).map_err(|e| os_err(&e, &path))?;
        state.image = if binary {
            raw
        } else {
            // Text mode reads universal newlines unless `newline` is given.
            let text = decode_text(&raw, state.encoding.as_ref(), state.errors.as_ref())?;
            match state.newline {
                None => text.replace("\r\n", "\n").replace('\r', "\n").into_bytes(),
                Some(_) => text.into_bytes(),
            }
        };
        if kind == 'a' {
            state.pos = state.image.len();
        }
        if plus {
            state.backing = Some(f);
        }
    } else {
        if kind == 'a' {
            state.written = f.metadata().map_or(0, |m| m.len() as usize);
        }
        state.stream = Some(std::io::BufWriter::new(f));
    }
    Ok(Value::Module(file_object(&path, &mode, state)))
}

fn file_object(path: &str, mode: &str, state: OpenFile) -> Rc<Module> {
    let name = crate::interp::repr::str_repr(path);
    let (kind, repr) = if state.binary {
        let kind = if state.readable && state.writable {
            "BufferedRandom"
        } else if state.readable {
            "BufferedReader"
        } else {
            "BufferedWriter"
        };
        (kind, format!("<_io.{kind} name={name}>"))
    } else {
        let enc = match &state.encoding {
            Some(Value::Str(e)) => e.to_string(),
            _ => "UTF-8".into(),
        };
        (
            "TextIOWrapper",
            format!(
                "<_io.TextIOWrapper name={name} mode={} encoding='{enc}'>",
                crate::interp::repr::str_repr(mode)
            ),
        )
    };
    let m = Module::record(kind, repr.clone(), repr);
    let st = Rc::new(RefCell::new(state));
    m.set("name", Value::str(path));
    m.set("mode", Value::str(mode));
    m.set("closed", Value::Bool(false));
    // Methods over the shared state: `f(&mut file, args)`.
    let method = |name: &'static str,
                  min: usize,
                  max: usize,
                  f: fn(&mut OpenFile, &[Value]) -> RtResult<Value>| {
        let s = st.clone();
        native(name, move |_, a, _| {
            arity(name, a, min, max)?;
            f(&mut s.borrow_mut(), a)
        })
    };
    m.set(
        "read",
        method("read", 0, 1, |f, a| {
            f.check_readable()?;
            Ok(f.read(size(a, "read")?))
        }),
    );
    m.set(
        "readline",
        method("readline", 0, 1, |f, a| {
            f.check_readable()?;
            Ok(f.line(size(a, "readline")?))
        }),
    );
    m.set(
        "readlines",
        method("readlines", 0, 1, |f, _| {
            f.check_readable()?;
            Ok(Value::list(f.lines()))
        }),
    );
    m.set(
        "__iter__",
        method("__iter__", 0, 0, |f, _| {
            f.check_readable()?;
            Ok(Value::list(f.lines()))
        }),
    );
    m.set("write", method("write", 1, 1, |f, a| f.write(&a[0])));
    m.set(
        "tell",
        method("tell", 0, 0, |f, _| {
            f.check_open()?;
            Ok(Value::Int(f.tell() as i64))
        }),
    );
    m.set(
        "seek",
        method("seek", 1, 2, |f, a| {
            f.check_open()?;
            let offset = want_int(&a[0], "seek")?;
            let whence = match a.get(1) {
                Some(v) => want_int(v, "seek")?,
                None => 0,
            };
            if f.stream.is_some() {
                return Err(err(
                    ExcType::UnsupportedOperation,
                    "seek on a write-only file: gpa streams those; open with '+' to move around",
                ));
            }
            if !f.binary && (whence != 0 && offset != 0) {
                return Err(err(
                    ExcType::UnsupportedOperation,
                    if whence == 1 {
                        "can't do nonzero cur-relative seeks"
                    } else {
                        "can't do nonzero end-relative seeks"
                    },
                ));
            }
            let base = match whence {
                0 => 0,
                1 => f.pos as i64,
                2 => f.image.len() as i64,
                w => {
                    return Err(value_err(format!(
                        "invalid whence ({w}, should be 0, 1 or 2)"
                    )));
                }
            };
            let at = base + offset;
            if at < 0 {
                return Err(value_err(format!("negative seek position {at}")));
            }
            f.pos = at as usize;
            // Past the end, a write fills the gap with zeros (as the OS would).
            if f.pos > f.image.len() && f.writable {
                f.image.resize(f.pos, 0);
            }
            Ok(Value::Int(at))
        }),
    );
    m.set(
        "flush",
        method("flush", 0, 0, |f, _| {
            f.check_open()?;
            f.flush().map(|_| Value::None)
        }),
    );
    m.set(
        "readable",
        method("readable", 0, 0, |f, _| {
            f.check_open()?;
            Ok(Value::Bool(f.readable))
        }),
    );
    m.set(
        "writable",
        method("writable", 0, 0, |f, _| {
            f.check_open()?;
            Ok(Value::Bool(f.writable))
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
    let me = Rc::downgrade(&m);
    let close = native("close", move |_, _, _| {
        let mut f = s.borrow_mut();
        if f.closed {
            return Ok(Value::None);
        }
        let r = f.flush();
        f.stream = None;
        f.backing = None;
        f.image = Vec::new();
        f.closed = true;
        if let Some(m) = me.upgrade() {
            m.set("closed", Value::Bool(true));
        }
        r.map(|_| Value::None)
    });
    m.set("close", close.clone());
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
