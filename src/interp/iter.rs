//! Iteration over values, and indexing (items, slices, attributes).
use super::Interp;
use super::error::{ExcType, RtResult, err, type_err};
use super::value::{IterState, Value, range_len};
use std::cell::RefCell;
use std::rc::Rc;

/// An iterator that a loop steps through: a generator is found once, so each step resumes
/// its body with no look through the iterator value (the way items pass along a pipeline).
pub enum Cursor {
    Gen(Rc<super::generator::Generator>),
    Any(Value),
}

impl Interp {
    /// An iterator value over `v` (iterators iterate themselves).
    pub fn iter(&mut self, v: &Value) -> RtResult<Value> {
        let st = match v {
            Value::Iter(_) => return Ok(v.clone()),
            Value::Class(c) if let Some(f) = self.class_hook(c, "__class_iter__") => {
                let items = self.call(&f, &[], &[])?;
                return self.iter(&items);
            }
            Value::Module(m) if let Some(f) = m.dunder("__iter__") => {
                let items = self.call(&f, &[], &[])?;
                return self.iter(&items);
            }
            // An object with `__next__` is its own iterator; `__iter__` gives one.
            Value::Instance(_) if self.special(v, "__next__").is_some() => {
                IterState::Dunder(v.clone())
            }
            Value::Instance(_) if let Some(f) = self.special(v, "__iter__") => {
                let r = self.call(&f, &[], &[])?;
                if r.is(v) {
                    return Err(type_err(format!(
                        "iter() returned non-iterator of type '{}'",
                        r.type_name()
                    )));
                }
                return self.iter(&r);
            }
            Value::Instance(_) if let Some(f) = self.special(v, "__getitem__") => {
                IterState::GetItem(f, 0)
            }
            Value::Array(a) => IterState::Vec {
                items: self.array_rows(a)?,
                pos: 0,
            },
            Value::Strs(s) => IterState::Vec {
                items: self.strs_rows(s)?,
                pos: 0,
            },
            Value::Times(t) => IterState::Vec {
                items: self.times_rows(t)?,
                pos: 0,
            },
            // A record iterates over its fields' values, as a tuple would.
            Value::Recs(r) if r.row.is_some() => {
                let row = r.row.clone().expect("a record");
                let mut items = Vec::new();
                for c in r.cols.clone() {
                    items.push(self.get_item(&c, &row)?);
                }
                IterState::Vec { items, pos: 0 }
            }
            Value::Recs(r) => IterState::Vec {
                items: self.recs_rows(r)?,
                pos: 0,
            },
            Value::List(_) | Value::Tuple(_) => IterState::Seq {
                items: v.clone(),
                pos: 0,
            },
            Value::Named(n) => IterState::Seq {
                items: Value::Tuple(n.items.clone()),
                pos: 0,
            },
            Value::Bytes(b) => IterState::Vec {
                items: b.iter().map(|&x| Value::Int(x as i64)).collect(),
                pos: 0,
            },
            // A bytearray iterates over its bytes as they are when each is reached.
            Value::ByteArray(b) => {
                let b = b.clone();
                let at = crate::builtins::native("bytearray_iterator", move |_, a, _| {
                    let k = match a.first() {
                        Some(Value::Int(k)) => *k as usize,
                        _ => unreachable!("called with the position"),
                    };
                    b.data.borrow().get(k).map_or_else(
                        || Err(err(ExcType::IndexError, "")),
                        |&x| Ok(Value::Int(x as i64)),
                    )
                });
                IterState::GetItem(at, 0)
            }
            Value::MemView(_) => IterState::Vec {
                items: crate::builtins::bytearray::bytes_like(v)?
                    .expect("bytes-like")
                    .iter()
                    .map(|&x| Value::Int(x as i64))
                    .collect(),
                pos: 0,
            },
            Value::Str(s) => IterState::Chars {
                s: s.clone(),
                pos: 0,
            },
            Value::Range(r) => IterState::Range {
                next: r.0,
                stop: r.1,
                step: r.2,
            },
            Value::Dict(d) => IterState::Watched {
                items: d.borrow().keys().map(|k| k.0.clone()).collect(),
                pos: 0,
                src: v.clone(),
                len: d.borrow().len(),
            },
            Value::View(d, k) => IterState::Watched {
                items: super::value::view_items(d, *k),
                pos: 0,
                src: v.clone(),
                len: d.borrow().len(),
            },
            Value::Set(s, _) => IterState::Watched {
                items: super::set_order::members(&s.borrow()),
                pos: 0,
                src: v.clone(),
                len: s.borrow().len(),
            },
            other => {
                return Err(type_err(format!(
                    "'{}' object is not iterable",
                    other.type_name()
                )));
            }
        };
        Ok(Value::Iter(Rc::new(RefCell::new(st))))
    }

    pub fn next(&mut self, it: &Value) -> RtResult<Option<Value>> {
        let Value::Iter(st) = it else {
            return Err(type_err(format!(
                "'{}' object is not an iterator",
                it.type_name()
            )));
        };
        // The common iterators first, under one borrow (let go before anything runs).
        let generator = match &mut *st.borrow_mut() {
            IterState::Range { next, stop, step } => {
                return Ok(
                    ((*step > 0 && *next < *stop) || (*step < 0 && *next > *stop)).then(|| {
                        let v = *next;
                        *next = next.saturating_add(*step);
                        Value::Int(v)
                    }),
                );
            }
            IterState::Gen(g) => Some(g.clone()),
            _ => None,
        };
        let Some(generator) = generator else {
            return self.next_other(st);
        };
        // A generator's body runs with no borrow held (it may reach its own iterator).
        self.gen_next(&generator)
    }

    /// `iter(v)` for a loop that steps through it (`step`).
    pub fn cursor(&mut self, v: &Value) -> RtResult<Cursor> {
        let it = self.iter(v)?;
        Ok(match &it {
            Value::Iter(st) => match &*st.borrow() {
                IterState::Gen(g) => Cursor::Gen(g.clone()),
                _ => Cursor::Any(it.clone()),
            },
            _ => Cursor::Any(it),
        })
    }

    /// The next item of a loop's iterator.
    #[inline]
    pub fn step(&mut self, c: &Cursor) -> RtResult<Option<Value>> {
        match c {
            Cursor::Gen(g) => self.gen_next(g),
            Cursor::Any(it) => self.next(it),
        }
    }

    /// `next` of the iterators other than a range or a generator.
    fn next_other(&mut self, st: &Rc<RefCell<IterState>>) -> RtResult<Option<Value>> {
        // An object's own `__next__` (StopIteration ends it); no borrow held while it runs.
        let dunder = match &*st.borrow() {
            IterState::Dunder(obj) => Some(obj.clone()),
            _ => None,
        };
        if let Some(r) = self.next_adapter(st) {
            return r;
        }
        if let Some(obj) = dunder {
            return match self.call_special(&obj, "__next__", &[]) {
                Some(Ok(v)) => Ok(Some(v)),
                Some(Err(e)) if e.exc_type() == ExcType::StopIteration => Ok(None),
                Some(Err(e)) => Err(e),
                None => Ok(None),
            };
        }
        let mut st = st.borrow_mut();
        Ok(match &mut *st {
            IterState::Dunder(_)
            | IterState::Gen(_)
            | IterState::Map(..)
            | IterState::Zip(..)
            | IterState::Filter(..)
            | IterState::Sentinel(..)
            | IterState::GetItem(..)
            | IterState::Enumerate(..) => None,
            IterState::Seq { items, pos } => {
                let v = match items {
                    Value::List(l) => l.borrow().get(*pos).cloned(),
                    Value::Tuple(t) => t.get(*pos).cloned(),
                    _ => None,
                };
                *pos += 1;
                v
            }
            IterState::Range { .. } => None,
            IterState::Chars { s, pos } => match s[*pos..].chars().next() {
                Some(c) => {
                    *pos += c.len_utf8();
                    Some(Value::str(c.encode_utf8(&mut [0; 4])))
                }
                None => None,
            },
            IterState::Vec { items, pos } => {
                let v = items.get(*pos).cloned();
                *pos += 1;
                v
            }
            IterState::Watched {
                items,
                pos,
                src,
                len,
            } => {
                let (now, what) = match src {
                    Value::Set(s, _) => (s.borrow().len(), "Set"),
                    Value::Dict(d) | Value::View(d, _) => (d.borrow().len(), "dictionary"),
                    _ => (*len, ""),
                };
                if now != *len {
                    // Once raised, the iterator stays finished (as CPython's).
                    *pos = items.len();
                    *len = now;
                    return Err(err(
                        ExcType::RuntimeError,
                        format!("{what} changed size during iteration"),
                    ));
                }
                let v = items.get(*pos).cloned();
                *pos += 1;
                v
            }
        })
    }

    /// The next item of a lazy `map`/`zip`/`filter`/`enumerate`; no borrow is held while
    /// the iterators they pull from run (they may be generators).
    fn next_adapter(&mut self, st: &Rc<RefCell<IterState>>) -> Option<RtResult<Option<Value>>> {
        let state = match &*st.borrow() {
            IterState::Map(f, its) => IterState::Map(f.clone(), its.clone()),
            IterState::Zip(its, strict) => IterState::Zip(its.clone(), *strict),
            IterState::Filter(f, it) => IterState::Filter(f.clone(), it.clone()),
            IterState::Enumerate(it, n) => IterState::Enumerate(it.clone(), *n),
            IterState::Sentinel(f, end) => IterState::Sentinel(f.clone(), end.clone()),
            IterState::GetItem(f, i) => IterState::GetItem(f.clone(), *i),
            _ => return None,
        };
        Some(match state {
            IterState::GetItem(f, i) => match self.call(&f, &[Value::Int(i)], &[]) {
                Ok(x) => {
                    *st.borrow_mut() = IterState::GetItem(f, i + 1);
                    Ok(Some(x))
                }
                Err(e) if matches!(e.exc_type(), ExcType::IndexError | ExcType::StopIteration) => {
                    *st.borrow_mut() = IterState::Vec {
                        items: vec![],
                        pos: 0,
                    };
                    Ok(None)
                }
                Err(e) => Err(e),
            },
            IterState::Sentinel(f, end) => (|| {
                let v = self.call(&f, &[], &[])?;
                if self.values_equal(&v, &end)? {
                    // Finished for good, as CPython's callable iterator.
                    *st.borrow_mut() = IterState::Vec {
                        items: vec![],
                        pos: 0,
                    };
                    return Ok(None);
                }
                Ok(Some(v))
            })(),
            IterState::Map(f, its) => (|| {
                let mut args = Vec::with_capacity(its.len());
                for i in &its {
                    match self.next(i)? {
                        Some(v) => args.push(v),
                        None => return Ok(None),
                    }
                }
                self.call(&f, &args, &[]).map(Some)
            })(),
            IterState::Zip(its, strict) => self.next_zip(&its, strict),
            IterState::Filter(f, inner) => (|| {
                while let Some(x) = self.next(&inner)? {
                    let keep = match &f {
                        Value::None => self.truth(&x)?,
                        f => {
                            let r = self.call(f, std::slice::from_ref(&x), &[])?;
                            self.truth(&r)?
                        }
                    };
                    if keep {
                        return Ok(Some(x));
                    }
                    self.tick()?;
                }
                Ok(None)
            })(),
            IterState::Enumerate(inner, n) => match self.next(&inner) {
                Ok(Some(v)) => {
                    if let IterState::Enumerate(_, k) = &mut *st.borrow_mut() {
                        *k += 1;
                    }
                    Ok(Some(Value::tuple(vec![Value::Int(n), v])))
                }
                other => other,
            },
            _ => unreachable!(),
        })
    }

    fn next_zip(&mut self, its: &[Value], strict: bool) -> RtResult<Option<Value>> {
        if its.is_empty() {
            return Ok(None);
        }
        let mut row = Vec::with_capacity(its.len());
        for (k, i) in its.iter().enumerate() {
            match self.next(i)? {
                Some(v) => row.push(v),
                None => {
                    if strict {
                        if k > 0 {
                            return Err(zip_mismatch(k, "shorter"));
                        }
                        for (j, other) in its.iter().enumerate().skip(1) {
                            if self.next(other)?.is_some() {
                                return Err(zip_mismatch(j, "longer"));
                            }
                        }
                    }
                    return Ok(None);
                }
            }
        }
        Ok(Some(Value::tuple(row)))
    }

    /// All items of an iterable.
    /// Calls `f` with each item of `v` as Python's iteration gives it, one at a time (a
    /// generator runs only as far as needed), until `f` answers `false`.
    pub fn each(
        &mut self,
        v: &Value,
        mut f: impl FnMut(&mut Self, Value) -> RtResult<bool>,
    ) -> RtResult<()> {
        let it = self.cursor(v)?;
        let mut n = 0u32;
        while let Some(x) = self.step(&it)? {
            if !f(self, x)? {
                break;
            }
            n += 1;
            if n.is_multiple_of(4096) {
                self.tick()?;
            }
        }
        Ok(())
    }

    pub fn to_vec(&mut self, v: &Value) -> RtResult<Vec<Value>> {
        if let Value::Range(r) = v
            && range_len(r.0, r.1, r.2) as usize > super::ops::MAX_ITEMS
        {
            return Err(err(
                ExcType::MemoryError,
                "range is too large to list (gpa's limit is 10^8 items)",
            ));
        }
        match v {
            Value::List(l) => Ok(l.borrow().clone()),
            Value::Tuple(t) => Ok((**t).clone()),
            Value::Named(n) => Ok((*n.items).clone()),
            _ => {
                let it = self.iter(v)?;
                let mut out = Vec::new();
                while let Some(x) = self.next(&it)? {
                    out.push(x);
                    if out.len() % 4096 == 0 {
                        self.tick()?;
                    }
                }
                Ok(out)
            }
        }
    }

    /// An object used as the index of a list, tuple, string or array: its `__index__`.
    fn index_dunder(&mut self, o: &Value, i: &Value) -> Option<RtResult<Value>> {
        if !matches!(i, Value::Instance(_))
            || !matches!(
                o,
                Value::List(_)
                    | Value::Tuple(_)
                    | Value::Str(_)
                    | Value::Bytes(_)
                    | Value::ByteArray(_)
                    | Value::MemView(_)
                    | Value::Array(_)
                    | Value::Range(_)
            )
        {
            return None;
        }
        self.index_of(i)
    }

    /// Values with objects that have `__index__` replaced by its int (`range`, `bin`, slice
    /// bounds); other values as they are.
    pub fn indexed<'a>(&mut self, a: &'a [Value]) -> RtResult<std::borrow::Cow<'a, [Value]>> {
        if !a.iter().any(|v| matches!(v, Value::Instance(_))) {
            return Ok(std::borrow::Cow::Borrowed(a));
        }
        a.iter()
            .map(|v| match v {
                Value::Instance(_) => self.index_of(v).unwrap_or_else(|| Ok(v.clone())),
                _ => Ok(v.clone()),
            })
            .collect::<RtResult<Vec<_>>>()
            .map(std::borrow::Cow::Owned)
    }

    /// `operator.index(v)` for an object: its `__index__`, which must give an int.
    pub fn index_of(&mut self, v: &Value) -> Option<RtResult<Value>> {
        let r = self.call_special(v, "__index__", &[])?;
        Some(r.and_then(|r| match r {
            Value::Int(_) | Value::Bool(_) | Value::Long(_) => Ok(r),
            other => Err(type_err(format!(
                "__index__ returned non-int (type {})",
                other.type_name()
            ))),
        }))
    }

    pub fn get_item(&mut self, o: &Value, i: &Value) -> RtResult<Value> {
        if let Some(n) = self.index_dunder(o, i) {
            return self.get_item(o, &n?);
        }
        match o {
            Value::List(l) => {
                let l = l.borrow();
                seq_get(&l, i, "list").map(|r| r.unwrap_or_else(Value::list))
            }
            Value::Tuple(t) => seq_get(t, i, "tuple").map(|r| r.unwrap_or_else(Value::tuple)),
            Value::Named(n) => {
                seq_get(&n.items, i, "tuple").map(|r| r.unwrap_or_else(Value::tuple))
            }
            Value::Str(s) => str_get(s, i),
            Value::ByteArray(b) => self.bytearray_get(b, i),
            Value::MemView(m) => self.memview_get(m, i),
            Value::Bytes(b) => match i {
                Value::Slice(sl) => {
                    let (a, _, c, n) = slice_indices(sl, b.len() as i64)?;
                    Ok(Value::bytes(
                        (0..n).map(|k| b[(a + k * c) as usize]).collect(),
                    ))
                }
                _ => match norm_index(i, b.len(), "index")? {
                    Some(k) => Ok(Value::Int(b[k] as i64)),
                    None => Err(err(ExcType::IndexError, "index out of range")),
                },
            },
            // Record objects whose fields are also keys (`a.flags['C_CONTIGUOUS']`).
            Value::Module(m) if m.name == "flagsobj" => match i {
                Value::Str(k) => m
                    .get(k)
                    .ok_or_else(|| err(ExcType::KeyError, format!("Unknown flag {k}"))),
                _ => Err(err(ExcType::KeyError, "Unknown flag")),
            },
            // Record objects subscripted through a function (`np.mgrid[0:3, 0:2]`).
            Value::Module(m) if let Some(f) = m.dunder("__getitem__") => {
                self.call(&f, std::slice::from_ref(i), &[])
            }
            Value::Dict(d) => {
                let k = self.key(i.clone())?;
                match d.borrow().get(&k) {
                    Some(v) => Ok(v.clone()),
                    None => Err(super::error::raise_value(Value::Exc(Rc::new(
                        super::value::ExcObj {
                            typ: ExcType::KeyError,
                            args: vec![i.clone()],
                            inst: None,
                            links: Default::default(),
                        },
                    )))),
                }
            }
            Value::Range(r) => {
                let (start, stop, step) = **r;
                let n = range_len(start, stop, step);
                match i {
                    Value::Slice(s) => {
                        let (a, _b, c, len) = slice_indices(s, n)?;
                        let st = start + a * step;
                        let nstep = step * c;
                        Ok(Value::Range(Rc::new((st, st + len * nstep, nstep))))
                    }
                    _ => {
                        let k = index_of(i, "range object")?;
                        let k = if k < 0 { k + n } else { k };
                        if k < 0 || k >= n {
                            return Err(err(
                                ExcType::IndexError,
                                "range object index out of range",
                            ));
                        }
                        Ok(Value::Int(start + k * step))
                    }
                }
            }
            Value::Array(a) => self.array_getitem(a, i),
            Value::Strs(s) => self.strs_getitem(s, i),
            Value::Instance(_) if let Some(f) = self.special(o, "__getitem__") => {
                self.call(&f, std::slice::from_ref(i), &[])
            }
            Value::Class(c) if let Some(f) = c.lookup("__class_getitem__") => {
                let f = match &f {
                    Value::Descr(d) => match &**d {
                        crate::interp::class::Descr::ClassMethod(g) => g.clone(),
                        _ => f.clone(),
                    },
                    _ => f.clone(),
                };
                self.call(&f, &[o.clone(), i.clone()], &[])
            }
            Value::Times(t) => self.times_getitem(t, i),
            Value::Recs(r) => self.recs_getitem(r, i),
            // `list[int]`, `np.dtype[np.float64]`: a `types.GenericAlias`.
            Value::Type(_) | Value::DType(_, true) => {
                let alias = self.alias_helper("GenericAlias")?;
                self.call(&alias, &[o.clone(), i.clone()], &[])
            }
            Value::Native(n) if &*n.name == "dtype" => {
                let alias = self.alias_helper("GenericAlias")?;
                self.call(&alias, &[o.clone(), i.clone()], &[])
            }
            other => Err(type_err(format!(
                "'{}' object is not subscriptable",
                other.type_name()
            ))),
        }
    }

    pub fn set_item(&mut self, o: &Value, i: Value, v: Value) -> RtResult<()> {
        if let Some(n) = self.index_dunder(o, &i) {
            return self.set_item(o, n?, v);
        }
        match o {
            Value::Module(m) if let Some(f) = m.dunder("__setitem__") => {
                self.call(&f, &[i, v], &[]).map(|_| ())
            }
            Value::Strs(s) => self.strs_setitem(s, i, &v),
            Value::ByteArray(b) => self.bytearray_set(b, &i, &v),
            Value::MemView(m) => self.memview_set(m, &i, &v),
            Value::Instance(_) if let Some(f) = self.special(o, "__setitem__") => {
                self.call(&f, &[i, v], &[]).map(|_| ())
            }
            Value::Times(t) => self.times_setitem(t, i, &v),
            Value::Recs(r) => self.recs_setitem(r, i, &v),
            Value::Array(a) if is_advanced_index(&i) => {
                super::arrays::on_current_device(a)?;
                let (buf, lay) = a.ready().map_err(super::arrays::arr_err)?;
                crate::array::writable(&buf, &lay).map_err(super::arrays::arr_err)?;
                let items = match &i {
                    Value::Tuple(t) => t.to_vec(),
                    other => vec![other.clone()],
                };
                let items = self.index_items(&lay, &items, a.host)?;
                let src = self.store_source(&v, a.dtype, a.host)?;
                crate::array::index::put(&buf, &lay, a.dtype, a.host, items, &src)
                    .map_err(super::arrays::arr_err)
            }
            Value::Array(a) => {
                // A write through a read-only view (broadcast, sliding windows) is refused
                // even where the indexed part alone would not overlap.
                super::arrays::on_current_device(a)?;
                let (buf, whole) = a.ready().map_err(super::arrays::arr_err)?;
                crate::array::writable(&buf, &whole).map_err(super::arrays::arr_err)?;
                let i = plain_index(&i)?;
                let Value::Array(view) = self.array_getitem(a, &i)? else {
                    unreachable!("basic indexing of an array gives an array")
                };
                let view = if view.scalar {
                    self.array_view_of_scalar(a, &i)?
                } else {
                    view
                };
                let src = self.store_source(&v, a.dtype, a.host)?;
                // A value no name holds may be computed straight into the view.
                drop(v);
                let (buf, lay) = view.ready().map_err(super::arrays::arr_err)?;
                crate::array::write_result(&buf, &lay, a.dtype, src).map_err(super::arrays::arr_err)
            }
            Value::List(l) => {
                if let Value::Slice(s) = &i {
                    let items = self
                        .to_vec(&v)
                        .map_err(|_| type_err("must assign iterable to extended slice"))?;
                    let mut l = l.borrow_mut();
                    let n = l.len() as i64;
                    let (a, b, c, len) = slice_indices(s, n)?;
                    if c == 1 {
                        let b = b.max(a);
                        l.splice(a as usize..b as usize, items);
                    } else {
                        if items.len() as i64 != len {
                            return Err(err(
                                ExcType::ValueError,
                                format!(
                                    "attempt to assign sequence of size {} to extended slice of size {len}",
                                    items.len()
                                ),
                            ));
                        }
                        for (k, x) in items.into_iter().enumerate() {
                            l[(a + k as i64 * c) as usize] = x;
                        }
                    }
                    return Ok(());
                }
                let mut l = l.borrow_mut();
                let k = norm_index(&i, l.len(), "list")?;
                let Some(k) = k else {
                    return Err(err(
                        ExcType::IndexError,
                        "list assignment index out of range",
                    ));
                };
                l[k] = v;
                Ok(())
            }
            Value::Dict(d) => {
                d.borrow_mut().insert(self.key(i)?, v);
                Ok(())
            }
            other => Err(type_err(format!(
                "'{}' object does not support item assignment",
                other.type_name()
            ))),
        }
    }

    pub fn del_item(&mut self, o: &Value, i: &Value) -> RtResult<()> {
        if let Some(n) = self.index_dunder(o, i) {
            return self.del_item(o, &n?);
        }
        match o {
            Value::Instance(_) if let Some(f) = self.special(o, "__delitem__") => {
                self.call(&f, std::slice::from_ref(i), &[]).map(|_| ())
            }
            Value::ByteArray(b) => self.bytearray_del(b, i),
            Value::MemView(_) => Err(type_err("cannot delete memory")),
            Value::List(l) => {
                let mut l = l.borrow_mut();
                if let Value::Slice(s) = i {
                    let (a, _b, c, len) = slice_indices(s, l.len() as i64)?;
                    let mut idx: Vec<usize> = (0..len).map(|k| (a + k * c) as usize).collect();
                    idx.sort_unstable();
                    for k in idx.into_iter().rev() {
                        l.remove(k);
                    }
                    return Ok(());
                }
                let Some(k) = norm_index(i, l.len(), "list")? else {
                    return Err(err(
                        ExcType::IndexError,
                        "list assignment index out of range",
                    ));
                };
                l.remove(k);
                Ok(())
            }
            Value::Dict(d) => {
                if d.borrow_mut().shift_remove(&self.key(i.clone())?).is_none() {
                    return Err(super::error::raise_value(Value::Exc(Rc::new(
                        super::value::ExcObj {
                            typ: ExcType::KeyError,
                            args: vec![i.clone()],
                            inst: None,
                            links: Default::default(),
                        },
                    ))));
                }
                Ok(())
            }
            other => Err(type_err(format!(
                "'{}' object doesn't support item deletion",
                other.type_name()
            ))),
        }
    }
}

/// A NumPy integer scalar or 0-d integer array as an index (its `__index__`).
/// An index with its 0-d integer arrays as plain ints: a basic index, which selects a view
/// (a device's gather of 0-d index arrays would give a copy, and a write into it is lost).
pub fn plain_index(i: &Value) -> RtResult<Value> {
    let plain = |v: &Value| -> RtResult<Value> {
        match array_index(v) {
            Some(k) => Ok(Value::Int(k?)),
            None => Ok(v.clone()),
        }
    };
    Ok(match i {
        Value::Tuple(t) => Value::tuple(t.iter().map(plain).collect::<RtResult<_>>()?),
        v => plain(v)?,
    })
}

pub fn array_index(v: &Value) -> Option<RtResult<i64>> {
    let Value::Array(a) = v else { return None };
    if a.ndim() != 0 || !a.dtype.is_int() {
        return None;
    }
    let col = match a.to_col() {
        Ok(c) => c,
        Err(e) => return Some(Err(super::arrays::arr_err(e))),
    };
    Some(match col {
        crate::array::col::Col::U(v) if v[0] > i64::MAX as u64 => Err(err(
            ExcType::IndexError,
            format!(
                "cannot fit 'numpy.{}' into an index-sized integer",
                a.dtype.name()
            ),
        )),
        c => match c.cast(a.dtype, crate::array::dtype::DType::I64) {
            crate::array::col::Col::I(v) => Ok(v[0]),
            _ => unreachable!("cast to int64"),
        },
    })
}

fn index_of(i: &Value, what: &str) -> RtResult<i64> {
    if let Some(k) = array_index(i) {
        return k;
    }
    match i {
        Value::Int(k) => Ok(*k),
        Value::Bool(b) => Ok(*b as i64),
        Value::Long(_) => Err(err(
            ExcType::IndexError,
            "cannot fit 'int' into an index-sized integer",
        )),
        other => Err(type_err(format!(
            "{what} indices must be integers or slices, not {}",
            other.type_name()
        ))),
    }
}

/// A normalised index, or None when out of range.
pub fn norm_index(i: &Value, len: usize, what: &str) -> RtResult<Option<usize>> {
    let k = index_of(i, what)?;
    let k = if k < 0 { k + len as i64 } else { k };
    Ok((k >= 0 && (k as usize) < len).then_some(k as usize))
}

/// Python's slice.indices(): (start, stop, step, length).
/// Whether an array index is advanced (assignment scatters instead of writing a view).
fn is_advanced_index(i: &Value) -> bool {
    match i {
        Value::Tuple(t) => t.iter().any(super::arrays::is_advanced),
        v => super::arrays::is_advanced(v),
    }
}

pub fn slice_indices(s: &(Value, Value, Value), len: i64) -> RtResult<(i64, i64, i64, i64)> {
    let get = |v: &Value| -> RtResult<Option<i64>> {
        match v {
            Value::None => Ok(None),
            Value::Int(i) => Ok(Some(*i)),
            Value::Bool(b) => Ok(Some(*b as i64)),
            // Past 64 bits a bound is past any sequence's end: clamped, as CPython clamps.
            Value::Long(b) if b.sign() == num_bigint::Sign::Minus => Ok(Some(-i64::MAX)),
            Value::Long(_) => Ok(Some(i64::MAX)),
            v => match array_index(v) {
                Some(k) => k.map(Some),
                None if let Some(Value::Int(k)) = super::builtin_base::integer(v) => Ok(Some(k)),
                None => Err(type_err(
                    "slice indices must be integers or None or have an __index__ method",
                )),
            },
        }
    };
    let step = get(&s.2)?.unwrap_or(1);
    if step == 0 {
        return Err(err(ExcType::ValueError, "slice step cannot be zero"));
    }
    let (lo, hi) = if step < 0 { (-1, len - 1) } else { (0, len) };
    let adj = |v: Option<i64>, default: i64| -> i64 {
        match v {
            None => default,
            Some(x) if x < 0 => (x + len).max(lo),
            Some(x) => x.min(hi),
        }
    };
    let start = adj(get(&s.0)?, if step < 0 { hi } else { lo });
    let stop = adj(get(&s.1)?, if step < 0 { lo } else { hi });
    let n = range_len(start, stop, step);
    Ok((start, stop, step, n))
}

/// Ok(Err(vec)) for a slice result, Ok(Ok(value)) for one item.
fn seq_get(items: &[Value], i: &Value, what: &str) -> RtResult<Result<Value, Vec<Value>>> {
    if let Value::Slice(s) = i {
        let (a, _, c, n) = slice_indices(s, items.len() as i64)?;
        return Ok(Err((0..n)
            .map(|k| items[(a + k * c) as usize].clone())
            .collect()));
    }
    match norm_index(i, items.len(), what)? {
        Some(k) => Ok(Ok(items[k].clone())),
        None => Err(err(
            ExcType::IndexError,
            format!("{what} index out of range"),
        )),
    }
}

fn str_get(s: &Rc<str>, i: &Value) -> RtResult<Value> {
    if s.is_ascii() {
        let b = s.as_bytes();
        if let Value::Slice(sl) = i {
            let (a, _, c, n) = slice_indices(sl, b.len() as i64)?;
            if c == 1 {
                return Ok(Value::str(&s[a as usize..(a + n) as usize]));
            }
            let out: String = (0..n).map(|k| b[(a + k * c) as usize] as char).collect();
            return Ok(Value::str(&out));
        }
        return match norm_index(i, b.len(), "string")? {
            Some(k) => Ok(Value::str(&s[k..k + 1])),
            None => Err(err(ExcType::IndexError, "string index out of range")),
        };
    }
    let chars: Vec<char> = s.chars().collect();
    if let Value::Slice(sl) = i {
        let (a, _, c, n) = slice_indices(sl, chars.len() as i64)?;
        let out: String = (0..n).map(|k| chars[(a + k * c) as usize]).collect();
        return Ok(Value::str(&out));
    }
    match norm_index(i, chars.len(), "string")? {
        Some(k) => Ok(Value::str(&chars[k].to_string())),
        None => Err(err(ExcType::IndexError, "string index out of range")),
    }
}

/// `zip(strict=True)`'s error: argument `k + 1` against the ones before it.
fn zip_mismatch(k: usize, what: &str) -> Box<super::error::RtErr> {
    let (s, range) = if k == 1 {
        ("", String::new())
    } else {
        ("s", format!("-{k}"))
    };
    err(
        ExcType::ValueError,
        format!(
            "zip() argument {} is {what} than argument{s} 1{range}",
            k + 1
        ),
    )
}
