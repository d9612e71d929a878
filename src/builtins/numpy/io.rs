//! File I/O: save/load of .npy, savez/savez_compressed/load of .npz, savetxt/loadtxt,
//! fromfile/tofile; and the np.testing module.
//!
//! `np.load` of an `.npz` returns NumPy's `NpzFile` (`pylib/_npz.gpa`) over the members,
//! every one read when the file is opened.
use crate::array::{Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::builtins::want_int;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtErr, RtResult, err, type_err, value_err};
use crate::interp::value::{Key, Module, Value};
use std::cell::RefCell;
use std::io::Write;
use std::rc::Rc;

mod genfromtxt;
mod npy;
mod stream;
mod testing;
pub(crate) mod text;

pub fn install(m: &Module, host: bool) {
    super::reg_bound(m, "save", host, save);
    super::reg_bound(m, "load", host, load);
    super::reg_bound(m, "savez", host, |it, b, host| savez(it, b, host, false));
    super::reg_bound(m, "savez_compressed", host, |it, b, host| {
        savez(it, b, host, true)
    });
    super::reg_bound(m, "savetxt", host, text::savetxt);
    super::reg_bound(m, "loadtxt", host, text::loadtxt);
    super::reg_bound(m, "genfromtxt", host, genfromtxt::genfromtxt);
    super::reg_bound(m, "fromfile", host, fromfile);
    super::reg_bound(m, "frombuffer", host, frombuffer);
    let t = testing::module(host);
    // The assertions written in gpa (stdlib/misc.gpa's `_testing_*`, installed before).
    for name in ["assert_almost_equal", "assert_", "assert_raises"] {
        if let Some(f) = m.get(&format!("_testing_{name}")) {
            t.set(name, f);
        }
    }
    m.set("testing", Value::Module(t));
    for name in [
        "save",
        "load",
        "savez",
        "savez_compressed",
        "savetxt",
        "loadtxt",
        "genfromtxt",
        "fromfile",
    ] {
        if let Some(f) = m.get(name) {
            let what = format!("{}.{name}", m.name);
            m.set(
                name,
                crate::interp::caps::guard(crate::interp::caps::Cap::Files, &what, &f),
            );
        }
    }
}

/// `a.NAME(...)` when NAME belongs to this family.
pub fn method(it: &mut Interp, a: &ArrayRef, name: &str, b: &Bound) -> Option<RtResult<Value>> {
    match name {
        "tofile" => Some(
            it.require(crate::interp::caps::Cap::Files, "ndarray.tofile")
                .and_then(|_| tofile(it, a, b)),
        ),
        "tobytes" => Some(tobytes(it, a, b)),
        _ => None,
    }
}

/// The array's elements in C order, laid out as NumPy holds them (little-endian).
pub fn array_bytes(a: &ArrayRef) -> RtResult<Vec<u8>> {
    let mut out = Vec::new();
    npy::encode(&a.to_col().map_err(arr_err)?, a.dtype, &mut out);
    Ok(out)
}

/// `a`'s bytes (C order) read as `dt` in `shape` (whose size the caller has matched).
pub fn reinterpret(
    a: &ArrayRef,
    dt: crate::array::dtype::DType,
    shape: Vec<usize>,
) -> RtResult<ArrayRef> {
    Ok(from_bytes(&array_bytes(a)?, dt, shape, a.host))
}

/// Native-order `bytes` read as `dt` in `shape` (whose size matches).
pub fn from_bytes(
    bytes: &[u8],
    dt: crate::array::dtype::DType,
    shape: Vec<usize>,
    host: bool,
) -> ArrayRef {
    let n = bytes.len() / dt.itemsize();
    Array::from_col(npy::decode(bytes, dt, false, n), dt, shape, host)
}

/// `np.frombuffer(buffer, dtype=float, count=-1, offset=0)`: an array over a bytes value's
/// elements (a copy: gpa's bytes are immutable, as the read-only array NumPy returns).
fn frombuffer(_: &mut Interp, b: &crate::builtins::sig::Bound, host: bool) -> RtResult<Value> {
    let buf = match b.get("buffer") {
        Some(v) if let Some(x) = crate::builtins::bytearray::bytes_like(v)? => x,
        Some(other) => {
            return Err(type_err(format!(
                "a bytes-like object is required, not '{}'",
                other.type_name()
            )));
        }
        None => {
            return Err(type_err(
                "frombuffer() missing required argument 'buffer' (pos 1)",
            ));
        }
    };
    let dt = match b.opt("dtype") {
        Some(v) => super::dtype_arg(v)?.unwrap_or(crate::array::dtype::DType::F64),
        None => crate::array::dtype::DType::F64,
    };
    let count = match b.opt("count") {
        Some(v) => want_int(v, "count")?,
        None => -1,
    };
    let offset = match b.opt("offset") {
        Some(v) => want_int(v, "offset")?,
        None => 0,
    };
    if offset < 0 || offset as usize > buf.len() {
        return Err(value_err(format!(
            "offset must be non-negative and no greater than buffer length ({})",
            buf.len()
        )));
    }
    let data = &buf[offset as usize..];
    let size = dt.itemsize();
    let n = if count < 0 {
        if data.len() % size != 0 {
            return Err(value_err("buffer size must be a multiple of element size"));
        }
        data.len() / size
    } else {
        if count as usize * size > data.len() {
            return Err(value_err("buffer is smaller than requested size"));
        }
        count as usize
    };
    let col = npy::decode(&data[..n * size], dt, false, n);
    let r = Array::from_col(col, dt, vec![n], host);
    // NumPy's array over immutable bytes is read-only.
    r.ready().map_err(arr_err)?.0.mark_read_only();
    Ok(Value::Array(r))
}

/// Where a text table comes from: a file name, or what NumPy also reads: an open file or
/// `io.StringIO` (anything with `read`), or a list of lines.
pub enum TextSource {
    Path(String),
    Text(Vec<u8>, String),
}

impl TextSource {
    pub fn of(it: &mut Interp, v: &Value) -> RtResult<TextSource> {
        if let Value::Str(s) = v {
            return Ok(TextSource::Path(s.to_string()));
        }
        let label = it.repr(v)?;
        if let Ok(read) = it.get_attr(v, &Rc::from("read")) {
            return match it.call(&read, &[], &[])? {
                Value::Str(s) => Ok(TextSource::Text(s.as_bytes().to_vec(), label)),
                Value::Bytes(b) => Ok(TextSource::Text(b.to_vec(), label)),
                other => Err(type_err(format!(
                    "read() gave {}, not text",
                    other.type_name()
                ))),
            };
        }
        if matches!(v, Value::List(_) | Value::Tuple(_) | Value::Iter(_)) {
            let mut text = Vec::new();
            for line in it.to_vec(v)? {
                let bytes: Vec<u8> = match line {
                    Value::Str(s) => s.as_bytes().to_vec(),
                    Value::Bytes(b) => b.to_vec(),
                    other => {
                        return Err(type_err(format!(
                            "lines must be str or bytes, not {}",
                            other.type_name()
                        )));
                    }
                };
                // Each item is one line (an empty one too), its own newline or not.
                text.extend_from_slice(&bytes);
                if bytes.last() != Some(&b'\n') {
                    text.push(b'\n');
                }
            }
            return Ok(TextSource::Text(text, label));
        }
        Err(crate::interp::error::value_err(format!(
            "fname must be a string, filehandle, list of strings,\nor generator. Got <class '{}'> instead.",
            v.type_name()
        )))
    }

    /// The bytes: a missing file is NumPy's `FileNotFoundError: x not found.`
    pub fn bytes(&self) -> RtResult<std::borrow::Cow<'_, [u8]>> {
        match self {
            TextSource::Path(path) => {
                if !std::path::Path::new(path).exists() {
                    return Err(crate::interp::error::err(
                        ExcType::FileNotFoundError,
                        format!("{path} not found."),
                    ));
                }
                Ok(std::borrow::Cow::Owned(read_file(path, None)?))
            }
            TextSource::Text(b, _) => Ok(std::borrow::Cow::Borrowed(b)),
        }
    }

    /// How NumPy names the input in its warnings.
    pub fn label(&self) -> &str {
        match self {
            TextSource::Path(p) => p,
            TextSource::Text(_, l) => l,
        }
    }
}

/// Where `savetxt` writes: a file name, or an object with `write` (an open file,
/// `io.StringIO`), which gets the text.
pub enum TextSink {
    Path(String),
    Obj(Value),
}

impl TextSink {
    pub fn of(v: &Value) -> RtResult<TextSink> {
        match v {
            Value::Str(s) => Ok(TextSink::Path(s.to_string())),
            Value::Instance(_) | Value::Module(_) => Ok(TextSink::Obj(v.clone())),
            other => Err(type_err(format!(
                "fname must be a string or file handle, not {}",
                other.type_name()
            ))),
        }
    }

    /// Writes the whole text (a file is replaced; an object is written to).
    pub fn write(&self, it: &mut Interp, text: &str) -> RtResult<()> {
        match self {
            TextSink::Path(p) => write_file(p, text.as_bytes()),
            // (NumPy truncates a named file first; an object has nothing to truncate.)
            TextSink::Obj(_) if text.is_empty() => Ok(()),
            TextSink::Obj(o) => {
                let w = it.get_attr(o, &Rc::from("write"))?;
                match it.call(&w, &[Value::str(text)], &[]) {
                    // A file opened in binary mode takes the encoded text, as NumPy writes.
                    Err(e) if e.exc_type() == ExcType::TypeError => {
                        let bytes = Value::Bytes(Rc::from(text.as_bytes()));
                        it.call(&w, &[bytes], &[]).map(|_| ())
                    }
                    r => r.map(|_| ()),
                }
            }
        }
    }
}

/// A file name argument: a str, or a path-like object (`__fspath__`, as `pathlib.Path`).
pub fn path_arg(it: &mut Interp, v: &Value) -> RtResult<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        v if let Some(Value::Str(s)) = crate::interp::builtin_base::payload(v) => Ok(s.to_string()),
        Value::Instance(_) if let Some(r) = it.call_special(v, "__fspath__", &[]) => match r? {
            Value::Str(s) => Ok(s.to_string()),
            other => Err(type_err(format!(
                "expected {}.__fspath__() to return str or bytes, not {}",
                v.type_name(),
                other.type_name()
            ))),
        },
        other => Err(type_err(format!(
            "expected str, bytes or os.PathLike object, not {}",
            other.type_name()
        ))),
    }
}

/// An `OSError` as Python words it: `[Errno 2] No such file or directory: 'x.npy'`.
pub fn os_err(e: &std::io::Error, path: &str) -> Box<RtErr> {
    let kind = match e.kind() {
        std::io::ErrorKind::NotFound => ExcType::FileNotFoundError,
        std::io::ErrorKind::AlreadyExists => ExcType::FileExistsError,
        std::io::ErrorKind::PermissionDenied => ExcType::PermissionError,
        std::io::ErrorKind::IsADirectory => ExcType::IsADirectoryError,
        std::io::ErrorKind::NotADirectory => ExcType::NotADirectoryError,
        std::io::ErrorKind::BrokenPipe => ExcType::BrokenPipeError,
        std::io::ErrorKind::TimedOut => ExcType::TimeoutError,
        _ => ExcType::OSError,
    };
    let text = e.to_string();
    let text = match text.find(" (os error") {
        Some(i) => text[..i].to_string(),
        None => text,
    };
    match e.raw_os_error() {
        // CPython's OSError(errno, strerror, filename): `[Errno 2] ...: 'x.npy'` as its text.
        Some(code) => crate::interp::error::raise_value(Value::Exc(std::rc::Rc::new(
            crate::interp::value::ExcObj {
                typ: kind,
                args: vec![Value::Int(code as i64), Value::str(&text), Value::str(path)],
                inst: None,
                links: Default::default(),
            },
        ))),
        None => err(
            kind,
            format!("{text}: {}", crate::interp::repr::str_repr(path)),
        ),
    }
}

pub fn write_file(path: &str, bytes: &[u8]) -> RtResult<()> {
    std::fs::write(path, bytes).map_err(|e| os_err(&e, path))
}

pub fn open_file(path: &str) -> RtResult<std::fs::File> {
    std::fs::File::open(path).map_err(|e| os_err(&e, path))
}

/// Up to `limit` bytes of the file at `path` (all of it when None), read in chunks that
/// check Ctrl-C and memory.
pub fn read_file(path: &str, limit: Option<u64>) -> RtResult<Vec<u8>> {
    let mut f = open_file(path)?;
    let mut out = Vec::new();
    stream::read_into(&mut f, &mut out, limit, &|e| os_err(&e, path))?;
    Ok(out)
}

/// The array to write: `np.*` takes host arrays (and Python data); `cp.*` takes either kind,
/// as CuPy's `cp.save` does.
fn array_to_write(it: &mut Interp, v: &Value, host: bool) -> RtResult<ArrayRef> {
    match v {
        Value::Array(a) if !host => Ok(a.clone()),
        _ => it.to_array(v, host, None),
    }
}

/// The `.npy` bytes of an array: C order, or Fortran order for an F-contiguous array that is
/// not C-contiguous (as NumPy writes `a.T`).
fn npy_bytes(a: &ArrayRef) -> RtResult<Vec<u8>> {
    let (buf, lay) = a.ready().map_err(arr_err)?;
    let rev: Vec<usize> = (0..a.ndim()).rev().collect();
    let fortran =
        a.ndim() > 1 && a.size() > 0 && !lay.is_contiguous() && lay.permute(&rev).is_contiguous();
    let col = if fortran {
        Array::view(buf, lay.permute(&rev), a.dtype, a.host)
            .to_col()
            .map_err(arr_err)?
    } else {
        a.to_col().map_err(arr_err)?
    };
    let mut out = npy::header(a.dtype, &a.shape, fortran);
    npy::encode(&col, a.dtype, &mut out);
    Ok(out)
}

fn npy_err(e: npy::NpyErr) -> Box<RtErr> {
    match e {
        npy::NpyErr::Value(m) => value_err(m),
        npy::NpyErr::Eof(m) => err(ExcType::EOFError, m),
    }
}

/// The value from parsed `.npy` contents: an array, or a string array.
fn npy_value(n: npy::Npy, host: bool) -> Value {
    let Some((items, width)) = n.strs else {
        return Value::Array(npy_array(n, host));
    };
    if !(n.fortran && n.shape.len() > 1) {
        return super::strings::from_items(&items, n.shape, Some(width));
    }
    // File order is Fortran order: element i (C order) is at its column-major position.
    let shape = &n.shape;
    let c_order: Vec<&String> = (0..items.len())
        .map(|mut i| {
            let (mut f, mut stride) = (0, 1);
            let mut idx = vec![0; shape.len()];
            for k in (0..shape.len()).rev() {
                idx[k] = i % shape[k];
                i /= shape[k];
            }
            for (k, d) in shape.iter().enumerate() {
                f += idx[k] * stride;
                stride *= d;
            }
            &items[f]
        })
        .collect();
    super::strings::from_items(&c_order, n.shape.clone(), Some(width))
}

/// The `.npy` bytes of a value to save: an array's, or a string array's.
fn value_npy_bytes(it: &mut Interp, v: &Value, host: bool) -> RtResult<Vec<u8>> {
    if let Value::Strs(s) = v {
        return Ok(npy::str_file(&s.items()?, s.shape(), s.width));
    }
    npy_bytes(&array_to_write(it, v, host)?)
}

/// An array from parsed `.npy` contents.
fn npy_array(n: npy::Npy, host: bool) -> ArrayRef {
    if n.fortran && n.shape.len() > 1 {
        let rev: Vec<usize> = n.shape.iter().rev().copied().collect();
        let a = Array::from_col(n.col, n.dtype, rev, host);
        let (buf, lay) = a.ready().expect("a fresh array is ready");
        let axes: Vec<usize> = (0..n.shape.len()).rev().collect();
        let t = Array::view(buf, lay.permute(&axes), n.dtype, host);
        let c = t.to_col().expect("a view of a ready buffer");
        return Array::from_col(c, n.dtype, n.shape, host);
    }
    Array::from_col(n.col, n.dtype, n.shape, host)
}

/// A file object argument (`io.BytesIO`, `open(..., 'rb')`): one with `method`, not a path.
fn file_object(it: &mut Interp, v: &Value, method: &str) -> Option<Value> {
    if matches!(v, Value::Str(_)) || it.special(v, "__fspath__").is_some() {
        return None;
    }
    it.get_attr(v, &Rc::from(method)).ok()
}

fn save(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let (file, arr) = (b.arg("file"), b.arg("arr"));
    // A file object takes the .npy bytes as they are (NumPy adds no suffix there).
    if let Some(write) = file_object(it, file, "write") {
        let bytes = Value::Bytes(Rc::from(value_npy_bytes(it, arr, host)?));
        it.call(&write, &[bytes], &[])?;
        return Ok(Value::None);
    }
    let mut path = path_arg(it, file)?;
    if !path.ends_with(".npy") {
        path.push_str(".npy");
    }
    write_file(&path, &value_npy_bytes(it, arr, host)?)?;
    Ok(Value::None)
}

fn load(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let file = b.arg("file");
    let allow_pickle = b.flag("allow_pickle");
    let max_header = match b.get("max_header_size") {
        Some(v) => want_int(v, "max_header_size")?.max(0) as usize,
        None => 10000,
    };
    // A file object: its bytes from here on (a .npy or an .npz).
    if let Some(read) = file_object(it, file, "read") {
        let data = match it.call(&read, &[], &[])? {
            Value::Bytes(b) => b.to_vec(),
            other => {
                return Err(type_err(format!(
                    "np.load needs a binary file object, whose read() gave {}",
                    other.type_name()
                )));
            }
        };
        if data.is_empty() {
            return Err(err(ExcType::EOFError, "No data left in file"));
        }
        if data.starts_with(npy::MAGIC) {
            let n = npy::read(&data, allow_pickle, max_header, false).map_err(npy_err)?;
            return Ok(npy_value(n, host));
        }
        if data.starts_with(b"PK\x03\x04") || data.starts_with(b"PK\x05\x06") {
            let arrays = load_npz(std::io::Cursor::new(data), allow_pickle, max_header, host)?;
            return npz_file(it, arrays, file.clone());
        }
        return Err(value_err("This file is neither a .npy nor a .npz file"));
    }
    let path = path_arg(it, file)?;
    let mut f = open_file(&path)?;
    let bytes = stream::read_npy(&mut f, allow_pickle, max_header, &|e| os_err(&e, &path))?;
    if bytes.is_empty() {
        return Err(err(ExcType::EOFError, "No data left in file"));
    }
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        let arrays = load_npz(open_file(&path)?, allow_pickle, max_header, host)?;
        return npz_file(it, arrays, Value::str(&path));
    }
    if bytes.starts_with(npy::MAGIC) {
        let n = npy::read(&bytes, allow_pickle, max_header, false).map_err(npy_err)?;
        return Ok(npy_value(n, host));
    }
    Err(value_err(if allow_pickle {
        "This file is neither a .npy nor a .npz file, and gpa cannot read pickled data"
    } else {
        "This file contains pickled (object) data. If you trust the file you can load it \
         unsafely using the `allow_pickle=` keyword argument or `pickle.load()`."
    }))
}

fn zip_err(e: zip::result::ZipError) -> Box<RtErr> {
    err(ExcType::ValueError, format!("bad .npz (zip) file: {e}"))
}

/// NumPy's `NpzFile` over the arrays read (`pylib/_npz.gpa`); `fid` names it in its repr.
fn npz_file(it: &mut Interp, arrays: Value, fid: Value) -> RtResult<Value> {
    let m = it.import("_npz", true)?;
    let class = it.get_attr(&m, &Rc::from("NpzFile"))?;
    it.call(&class, &[arrays, fid], &[])
}

/// The members of an `.npz`, as a dict keyed by name (without `.npy`).
fn load_npz(
    file: impl std::io::Read + std::io::Seek,
    allow_pickle: bool,
    max_header: usize,
    host: bool,
) -> RtResult<Value> {
    let mut z = zip::ZipArchive::new(file).map_err(zip_err)?;
    let mut d = crate::interp::value::Map::default();
    for i in 0..z.len() {
        let mut f = z.by_index(i).map_err(zip_err)?;
        let name = f.name().map(|n| n.to_string()).map_err(zip_err)?;
        // Inflated only as far as the member's own header says (a zip bomb stops there).
        let data = stream::read_npy(&mut f, allow_pickle, max_header, &|e| {
            err(
                ExcType::ValueError,
                format!("bad .npz (zip) member '{name}': {e}"),
            )
        })?;
        let key = name.strip_suffix(".npy").unwrap_or(&name).to_string();
        if !data.starts_with(npy::MAGIC) {
            return Err(value_err(format!(
                "member '{name}' of the .npz file is not a .npy file (gpa cannot load it)"
            )));
        }
        let n = npy::read(&data, allow_pickle, max_header, true).map_err(npy_err)?;
        d.insert(Key::new(Value::str(&key))?, npy_value(n, host));
    }
    Ok(Value::Dict(Rc::new(RefCell::new(d))))
}

/// `np.savez(file, *args, allow_pickle=True, **kwds)`: the keyword arrays first, then
/// `arr_0`, `arr_1`, ... (NumPy's order).
fn savez(it: &mut Interp, b: &Bound, host: bool, compress: bool) -> RtResult<Value> {
    let mut path = path_arg(it, b.arg("file"))?;
    if !path.ends_with(".npz") {
        path.push_str(".npz");
    }
    // NumPy's order: the keyword arrays first, then arr_0, arr_1, ...
    let mut members: Vec<(String, Vec<u8>)> = Vec::new();
    for (k, v) in &b.extra {
        members.push((k.to_string(), value_npy_bytes(it, v, host)?));
    }
    for (i, v) in b.rest.iter().enumerate() {
        let key = format!("arr_{i}");
        if members.iter().any(|(n, _)| *n == key) {
            return Err(value_err(format!(
                "Cannot use un-named variables and keyword {key}"
            )));
        }
        members.push((key, value_npy_bytes(it, v, host)?));
    }
    let method = if compress {
        zip::CompressionMethod::Deflated
    } else {
        zip::CompressionMethod::Stored
    };
    let mut z = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let zerr =
        |e: zip::result::ZipError| err(ExcType::OSError, format!("cannot write {path}: {e}"));
    for (name, bytes) in &members {
        let opts = zip::write::SimpleFileOptions::default()
            .compression_method(method)
            .large_file(bytes.len() as u64 >= u32::MAX as u64);
        z.start_file(format!("{name}.npy"), opts).map_err(zerr)?;
        z.write_all(bytes).map_err(|e| os_err(&e, &path))?;
    }
    let out = z.finish().map_err(zerr)?.into_inner();
    write_file(&path, &out)?;
    Ok(Value::None)
}

/// `np.fromfile(file, dtype=float, count=-1, sep='', offset=0)`: raw binary data (native
/// little-endian), no header.
fn fromfile(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let path = path_arg(it, b.arg("file"))?;
    let dt = match b.opt("dtype") {
        Some(v) => super::dtype_arg(v)?.unwrap_or(crate::array::dtype::DType::F64),
        None => crate::array::dtype::DType::F64,
    };
    let count = match b.get("count") {
        Some(v) => want_int(v, "count")?,
        None => -1,
    };
    let sep = match b.get("sep") {
        Some(v) => it.to_str(v)?,
        None => String::new(),
    };
    if !sep.is_empty() {
        return Err(err(
            ExcType::NotImplementedError,
            "np.fromfile with sep= (text mode) is not supported: use np.loadtxt",
        ));
    }
    let offset = match b.get("offset") {
        Some(v) => want_int(v, "offset")?.max(0) as usize,
        None => 0,
    };
    let limit = u64::try_from(count)
        .ok()
        .map(|c| (offset as u64).saturating_add(c.saturating_mul(dt.itemsize() as u64)));
    let bytes = read_file(&path, limit)?;
    let data = &bytes[offset.min(bytes.len())..];
    let avail = data.len() / dt.itemsize();
    let n = if count < 0 {
        avail
    } else {
        (count as usize).min(avail)
    };
    let col = npy::decode(data, dt, false, n);
    Ok(Value::Array(Array::from_col(col, dt, vec![n], host)))
}

/// `a.tobytes(order)`: the elements' bytes read in the given order.
fn tobytes(it: &mut Interp, a: &ArrayRef, b: &Bound) -> RtResult<Value> {
    // NumPy reads 'K' as 'C' here.
    let order = match super::order_arg(b.get("order"), false)? {
        'K' => 'C',
        o => o,
    };
    let perm = super::ravel_axes(a, order)?;
    let x = it.transpose(a, Some(perm))?;
    Ok(Value::bytes(array_bytes(&x)?))
}

/// `a.tofile(fid, sep='', format='%s')`: raw binary data in C order.
fn tofile(it: &mut Interp, a: &ArrayRef, b: &Bound) -> RtResult<Value> {
    let path = path_arg(it, b.arg("fid"))?;
    if b.get("sep")
        .is_some_and(|v| !matches!(v, Value::Str(s) if s.is_empty()))
    {
        return Err(err(
            ExcType::NotImplementedError,
            "a.tofile with sep= (text mode) is not supported: use np.savetxt",
        ));
    }
    let mut out = Vec::new();
    npy::encode(&a.to_col().map_err(arr_err)?, a.dtype, &mut out);
    write_file(&path, &out)?;
    Ok(Value::None)
}
