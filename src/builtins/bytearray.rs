//! `bytearray` (a mutable byte buffer) and `memoryview` (a window onto the buffer of a
//! bytes or bytearray, not a copy): constructors, indexing, methods, and `bytes_like`,
//! which every builtin that takes "a bytes-like object" reads its argument through.
//!
//! A bytearray counts the memoryviews that export it, and refuses to change its length
//! while any is alive (CPython's `BufferError`), so a view's window stays in bounds.
use super::{arity, want_int};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::Value;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

type Kw = [(Rc<str>, Value)];

/// A bytearray's bytes and the number of memoryviews exporting them.
#[derive(Default)]
pub struct ByteBuf {
    pub data: RefCell<Vec<u8>>,
    exports: Cell<usize>,
}

/// A memoryview: `len` bytes of `obj` (a bytes or bytearray) from `start`, `step` apart.
pub struct MemView {
    pub obj: Value,
    pub start: usize,
    pub step: isize,
    pub len: usize,
    pub released: Cell<bool>,
    pub readonly: bool,
}

pub const BYTEARRAY_METHODS: &[&str] = &[
    "append", "extend", "pop", "insert", "remove", "clear", "reverse", "copy",
];

pub const MEMVIEW_METHODS: &[&str] = &[
    "tobytes",
    "tolist",
    "hex",
    "release",
    "toreadonly",
    "cast",
    "__enter__",
    "__exit__",
];

impl ByteBuf {
    pub fn value(v: Vec<u8>) -> Value {
        Value::ByteArray(Rc::new(ByteBuf {
            data: RefCell::new(v),
            exports: Cell::new(0),
        }))
    }

    /// A change of length is refused while a memoryview exports the buffer.
    fn resizable(&self) -> RtResult<()> {
        if self.exports.get() > 0 {
            return Err(err(
                ExcType::BufferError,
                "Existing exports of data: object cannot be re-sized",
            ));
        }
        Ok(())
    }
}

impl MemView {
    fn check(&self) -> RtResult<()> {
        if self.released.get() {
            return Err(value_err(
                "operation forbidden on released memoryview object",
            ));
        }
        Ok(())
    }

    /// The positions in the underlying buffer this view shows.
    fn positions(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).map(|k| (self.start as isize + k as isize * self.step) as usize)
    }

    /// The bytes the view shows now.
    pub fn bytes(&self) -> RtResult<Vec<u8>> {
        self.check()?;
        Ok(match &self.obj {
            Value::Bytes(b) => self.positions().map(|p| b[p]).collect(),
            Value::ByteArray(b) => {
                let d = b.data.borrow();
                self.positions().map(|p| d[p]).collect()
            }
            _ => unreachable!("a memoryview is made of bytes or a bytearray"),
        })
    }

    fn release(&self) {
        if !self.released.replace(true)
            && let Value::ByteArray(b) = &self.obj
        {
            b.exports.set(b.exports.get() - 1);
        }
    }
}

impl Drop for MemView {
    fn drop(&mut self) {
        self.release();
    }
}

/// A view of `len` bytes of `obj` from `start`, `step` apart.
fn view(obj: &Value, start: usize, step: isize, len: usize, readonly: bool) -> Value {
    if let Value::ByteArray(b) = obj {
        b.exports.set(b.exports.get() + 1);
    }
    Value::MemView(Rc::new(MemView {
        obj: obj.clone(),
        start,
        step,
        len,
        released: Cell::new(false),
        readonly,
    }))
}

/// The bytes of a bytes-like value (bytes, bytearray, memoryview); None for other values.
pub fn bytes_like(v: &Value) -> RtResult<Option<Rc<[u8]>>> {
    Ok(match v {
        Value::Bytes(b) => Some(b.clone()),
        Value::ByteArray(b) => Some(Rc::from(&b.data.borrow()[..])),
        Value::MemView(m) => Some(Rc::from(m.bytes()?)),
        _ => None,
    })
}

/// `bytearray(...)`: as `bytes(...)`, mutable.
pub fn construct(it: &mut Interp, a: &[Value], kw: &Kw) -> RtResult<Value> {
    let Value::Bytes(b) = super::bytes::construct_named(it, "bytearray", a, kw)? else {
        unreachable!("bytes' constructor gives bytes")
    };
    Ok(ByteBuf::value(b.to_vec()))
}

/// `memoryview(obj)` of a bytes, bytearray or memoryview.
pub fn memoryview(a: &[Value], kw: &Kw) -> RtResult<Value> {
    super::allow_kw("memoryview", kw, &["object"])?;
    arity("memoryview", a, 0, 1)?;
    let Some(o) = a.first().or(super::kwarg(kw, "object")) else {
        return Err(type_err(
            "memoryview() missing required argument 'object' (pos 1)",
        ));
    };
    match o {
        Value::Bytes(b) => Ok(view(o, 0, 1, b.len(), true)),
        Value::ByteArray(b) => Ok(view(o, 0, 1, b.data.borrow().len(), false)),
        Value::MemView(m) => {
            m.check()?;
            Ok(view(&m.obj, m.start, m.step, m.len, m.readonly))
        }
        other => Err(type_err(format!(
            "memoryview: a bytes-like object is required, not '{}'",
            other.type_name()
        ))),
    }
}

fn byte(x: &Value) -> RtResult<u8> {
    super::bytes::byte_value_of(x, "byte")
}

/// The bytes assigned to a slice: a bytes-like value or an iterable of ints.
fn assigned_bytes(it: &mut Interp, v: &Value) -> RtResult<Vec<u8>> {
    if let Some(b) = bytes_like(v)? {
        return Ok(b.to_vec());
    }
    let refuse =
        || type_err("can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    if matches!(v, Value::Int(_) | Value::Str(_) | Value::Bool(_)) {
        return Err(refuse());
    }
    let items = it.to_vec(v).map_err(|_| refuse())?;
    items.iter().map(byte).collect()
}

/// A bytes method's result with its bytes made bytearrays (as CPython's bytearray methods).
fn as_bytearrays(v: Value) -> Value {
    match v {
        Value::Bytes(b) => ByteBuf::value(b.to_vec()),
        Value::List(l) => {
            let items = l.borrow().iter().cloned().map(as_bytearrays).collect();
            Value::list(items)
        }
        Value::Tuple(t) => Value::tuple(t.iter().cloned().map(as_bytearrays).collect()),
        other => other,
    }
}

impl Interp {
    pub fn bytearray_get(&mut self, b: &ByteBuf, i: &Value) -> RtResult<Value> {
        let d = b.data.borrow();
        match i {
            Value::Slice(sl) => {
                let (a, _, c, n) = crate::interp::iter::slice_indices(sl, d.len() as i64)?;
                Ok(ByteBuf::value(
                    (0..n).map(|k| d[(a + k * c) as usize]).collect(),
                ))
            }
            _ => match crate::interp::iter::norm_index(i, d.len(), "bytearray")? {
                Some(k) => Ok(Value::Int(d[k] as i64)),
                None => Err(err(ExcType::IndexError, "bytearray index out of range")),
            },
        }
    }

    pub fn bytearray_set(&mut self, b: &ByteBuf, i: &Value, v: &Value) -> RtResult<()> {
        if let Value::Slice(sl) = i {
            let new = assigned_bytes(self, v)?;
            let n = b.data.borrow().len() as i64;
            let (a, e, c, len) = crate::interp::iter::slice_indices(sl, n)?;
            if c == 1 {
                let e = e.max(a);
                if new.len() as i64 != e - a {
                    b.resizable()?;
                }
                b.data.borrow_mut().splice(a as usize..e as usize, new);
                return Ok(());
            }
            if new.len() as i64 != len {
                return Err(value_err(format!(
                    "attempt to assign bytes of size {} to extended slice of size {len}",
                    new.len()
                )));
            }
            let mut d = b.data.borrow_mut();
            for (k, x) in new.into_iter().enumerate() {
                d[(a + k as i64 * c) as usize] = x;
            }
            return Ok(());
        }
        let x = byte(v)?;
        let mut d = b.data.borrow_mut();
        match crate::interp::iter::norm_index(i, d.len(), "bytearray")? {
            Some(k) => {
                d[k] = x;
                Ok(())
            }
            None => Err(err(ExcType::IndexError, "bytearray index out of range")),
        }
    }

    pub fn bytearray_del(&mut self, b: &ByteBuf, i: &Value) -> RtResult<()> {
        b.resizable()?;
        let mut d = b.data.borrow_mut();
        if let Value::Slice(sl) = i {
            let (a, _, c, len) = crate::interp::iter::slice_indices(sl, d.len() as i64)?;
            let mut idx: Vec<usize> = (0..len).map(|k| (a + k * c) as usize).collect();
            idx.sort_unstable();
            for k in idx.into_iter().rev() {
                d.remove(k);
            }
            return Ok(());
        }
        match crate::interp::iter::norm_index(i, d.len(), "bytearray")? {
            Some(k) => {
                d.remove(k);
                Ok(())
            }
            None => Err(err(ExcType::IndexError, "bytearray index out of range")),
        }
    }

    pub fn bytearray_method(
        &mut self,
        b: &ByteBuf,
        name: &str,
        a: &[Value],
        kw: &Kw,
    ) -> RtResult<Value> {
        match name {
            "append" => {
                arity("append", a, 1, 1)?;
                let x = byte(&a[0])?;
                b.resizable()?;
                b.data.borrow_mut().push(x);
                Ok(Value::None)
            }
            "extend" => {
                arity("extend", a, 1, 1)?;
                let new = match bytes_like(&a[0])? {
                    Some(x) => x.to_vec(),
                    None => {
                        let items = self.to_vec(&a[0]).map_err(|_| {
                            type_err(format!("can't extend bytearray with {}", a[0].type_name()))
                        })?;
                        items.iter().map(byte).collect::<RtResult<_>>()?
                    }
                };
                b.resizable()?;
                b.data.borrow_mut().extend(new);
                Ok(Value::None)
            }
            "pop" => {
                arity("pop", a, 0, 1)?;
                b.resizable()?;
                let mut d = b.data.borrow_mut();
                if d.is_empty() {
                    return Err(err(ExcType::IndexError, "pop from empty bytearray"));
                }
                let i = match a.first() {
                    Some(v) => want_int(v, "pop")?,
                    None => -1,
                };
                let n = d.len() as i64;
                let k = if i < 0 { i + n } else { i };
                if !(0..n).contains(&k) {
                    return Err(err(ExcType::IndexError, "pop index out of range"));
                }
                Ok(Value::Int(d.remove(k as usize) as i64))
            }
            "insert" => {
                arity("insert", a, 2, 2)?;
                let i = want_int(&a[0], "insert")?;
                let x = byte(&a[1])?;
                b.resizable()?;
                let mut d = b.data.borrow_mut();
                let n = d.len() as i64;
                let k = if i < 0 { (i + n).max(0) } else { i.min(n) };
                d.insert(k as usize, x);
                Ok(Value::None)
            }
            "remove" => {
                arity("remove", a, 1, 1)?;
                let x = byte(&a[0])?;
                b.resizable()?;
                let mut d = b.data.borrow_mut();
                match d.iter().position(|&y| y == x) {
                    Some(k) => {
                        d.remove(k);
                        Ok(Value::None)
                    }
                    None => Err(value_err("value not found in bytearray")),
                }
            }
            "clear" => {
                arity("clear", a, 0, 0)?;
                b.resizable()?;
                b.data.borrow_mut().clear();
                Ok(Value::None)
            }
            "reverse" => {
                arity("reverse", a, 0, 0)?;
                b.data.borrow_mut().reverse();
                Ok(Value::None)
            }
            "copy" => {
                arity("copy", a, 0, 0)?;
                Ok(ByteBuf::value(b.data.borrow().clone()))
            }
            _ => {
                let snapshot: Rc<[u8]> = Rc::from(&b.data.borrow()[..]);
                let r = super::bytes::method(self, &snapshot, name, a, kw)
                    .map_err(|e| super::bytes::renamed(e, "bytearray"))?;
                Ok(as_bytearrays(r))
            }
        }
    }

    pub fn memview_get(&mut self, m: &MemView, i: &Value) -> RtResult<Value> {
        m.check()?;
        match i {
            Value::Slice(sl) => {
                let (a, _, c, n) = crate::interp::iter::slice_indices(sl, m.len as i64)?;
                let start = (m.start as isize + a as isize * m.step) as usize;
                Ok(view(
                    &m.obj,
                    start,
                    m.step * c as isize,
                    n as usize,
                    m.readonly,
                ))
            }
            _ => match crate::interp::iter::norm_index(i, m.len, "memoryview")? {
                Some(k) => Ok(Value::Int(m.bytes()?[k] as i64)),
                None => Err(err(
                    ExcType::IndexError,
                    "index out of bounds on dimension 1",
                )),
            },
        }
    }

    pub fn memview_set(&mut self, m: &MemView, i: &Value, v: &Value) -> RtResult<()> {
        m.check()?;
        let Value::ByteArray(b) = &m.obj else {
            return Err(type_err("cannot modify read-only memory"));
        };
        if m.readonly {
            return Err(type_err("cannot modify read-only memory"));
        }
        let at: Vec<usize> = m.positions().collect();
        if let Value::Slice(sl) = i {
            let (a, _, c, n) = crate::interp::iter::slice_indices(sl, m.len as i64)?;
            let Some(new) = bytes_like(v)? else {
                return Err(type_err(format!(
                    "a bytes-like object is required, not '{}'",
                    v.type_name()
                )));
            };
            if new.len() as i64 != n {
                return Err(value_err(
                    "memoryview assignment: lvalue and rvalue have different structures",
                ));
            }
            let mut d = b.data.borrow_mut();
            for (k, x) in new.iter().enumerate() {
                d[at[(a + k as i64 * c) as usize]] = *x;
            }
            return Ok(());
        }
        let x = match v {
            Value::Int(n) => u8::try_from(*n)
                .map_err(|_| value_err("memoryview: invalid value for format 'B'"))?,
            _ => return Err(type_err("memoryview: invalid type for format 'B'")),
        };
        match crate::interp::iter::norm_index(i, m.len, "memoryview")? {
            Some(k) => {
                b.data.borrow_mut()[at[k]] = x;
                Ok(())
            }
            None => Err(err(
                ExcType::IndexError,
                "index out of bounds on dimension 1",
            )),
        }
    }

    pub fn memview_method(
        &mut self,
        me: &Value,
        m: &MemView,
        name: &str,
        a: &[Value],
        kw: &Kw,
    ) -> RtResult<Value> {
        match name {
            "release" | "__exit__" => {
                m.release();
                Ok(if name == "release" {
                    Value::None
                } else {
                    Value::Bool(false)
                })
            }
            "__enter__" => {
                m.check()?;
                Ok(me.clone())
            }
            "tobytes" => {
                super::allow_kw("tobytes", kw, &["order"])?;
                Ok(Value::bytes(m.bytes()?))
            }
            "tolist" => {
                arity("tolist", a, 0, 0)?;
                Ok(Value::list(
                    m.bytes()?
                        .into_iter()
                        .map(|x| Value::Int(x as i64))
                        .collect(),
                ))
            }
            "toreadonly" => {
                m.check()?;
                Ok(view(&m.obj, m.start, m.step, m.len, true))
            }
            "cast" => {
                arity("cast", a, 1, 2)?;
                m.check()?;
                match &a[0] {
                    Value::Str(f) if matches!(&**f, "B" | "b" | "c") && a.len() == 1 => {
                        Ok(view(&m.obj, m.start, m.step, m.len, m.readonly))
                    }
                    _ => Err(value_err(
                        "memoryview: gpa's memoryviews hold bytes only (cast to 'B')",
                    )),
                }
            }
            _ => {
                let snapshot: Rc<[u8]> = Rc::from(m.bytes()?);
                super::bytes::method(self, &snapshot, name, a, kw)
            }
        }
    }
}

/// A memoryview's attributes; None for other names.
pub fn memview_attr(m: &MemView, name: &str) -> Option<RtResult<Value>> {
    let live = || m.check();
    Some(match name {
        "obj" => live().map(|_| m.obj.clone()),
        "nbytes" => live().map(|_| Value::Int(m.len as i64)),
        "readonly" => live().map(|_| Value::Bool(m.readonly)),
        "itemsize" => live().map(|_| Value::Int(1)),
        "format" => live().map(|_| Value::str("B")),
        "ndim" => live().map(|_| Value::Int(1)),
        "shape" => live().map(|_| Value::tuple(vec![Value::Int(m.len as i64)])),
        "strides" => live().map(|_| Value::tuple(vec![Value::Int(m.step as i64)])),
        "released" => Ok(Value::Bool(m.released.get())),
        "c_contiguous" | "f_contiguous" | "contiguous" => {
            live().map(|_| Value::Bool(m.step == 1 || m.len <= 1))
        }
        _ => return None,
    })
}

/// `+` and `*` where a bytearray or memoryview takes part; None for other operands.
pub fn binop(op: crate::ir::BinOp, a: &Value, b: &Value) -> Option<RtResult<Value>> {
    use crate::ir::BinOp;
    let is_buf = |v: &Value| matches!(v, Value::ByteArray(_) | Value::MemView(_));
    if !is_buf(a) && !is_buf(b) {
        return None;
    }
    Some((|| match (op, a, b) {
        (BinOp::Add, Value::Bytes(_) | Value::ByteArray(_), _) => {
            let Some(y) = bytes_like(b)? else {
                return Err(type_err(format!(
                    "can't concat {} to {}",
                    b.type_name(),
                    a.type_name()
                )));
            };
            let x = bytes_like(a)?.expect("bytes or bytearray");
            let out = [&x[..], &y[..]].concat();
            Ok(match a {
                Value::Bytes(_) => Value::bytes(out),
                _ => ByteBuf::value(out),
            })
        }
        (BinOp::Mul, Value::ByteArray(x), Value::Int(n))
        | (BinOp::Mul, Value::Int(n), Value::ByteArray(x)) => {
            let d = x.data.borrow();
            let n = (*n).max(0) as usize;
            if d.len().saturating_mul(n) > crate::interp::ops::MAX_ITEMS {
                return Err(err(ExcType::MemoryError, ""));
            }
            Ok(ByteBuf::value(d.repeat(n)))
        }
        _ => Err(type_err(format!(
            "unsupported operand type(s) for {}: '{}' and '{}'",
            crate::interp::ops::op_symbol(op),
            a.type_name(),
            b.type_name()
        ))),
    })())
}

/// `b += x` and `b *= n` on a bytearray change it in place.
pub fn inplace(op: crate::ir::BinOp, cur: &Value, rhs: &Value) -> Option<RtResult<()>> {
    use crate::ir::BinOp;
    let Value::ByteArray(b) = cur else {
        return None;
    };
    match (op, rhs) {
        (BinOp::Add, _) => Some((|| {
            let Some(y) = bytes_like(rhs)? else {
                return Err(type_err(format!(
                    "can't concat {} to bytearray",
                    rhs.type_name()
                )));
            };
            b.resizable()?;
            b.data.borrow_mut().extend_from_slice(&y);
            Ok(())
        })()),
        (BinOp::Mul, Value::Int(n)) => Some((|| {
            b.resizable()?;
            let mut d = b.data.borrow_mut();
            let n = (*n).max(0) as usize;
            if d.len().saturating_mul(n) > crate::interp::ops::MAX_ITEMS {
                return Err(err(ExcType::MemoryError, ""));
            }
            *d = d.repeat(n);
            Ok(())
        })()),
        _ => None,
    }
}
