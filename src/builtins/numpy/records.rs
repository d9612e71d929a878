//! NumPy's structured arrays (`dtype=[('x', int), ('y', float)]`), on the host only.
//!
//! A structured array is one column per field (numeric, string or time arrays of one
//! shape), so a field is a view of its column and a row index applies to every column. A
//! single record (`np.void`) is the columns and the row it stands for, so writing through
//! it writes the array, as in NumPy.
use crate::array::print::{self as aprint, Elems};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::rc::Rc;

pub mod calls;

pub struct RecArray {
    pub names: Vec<Rc<str>>,
    /// One array per field (Array, Strs or Times), all of one shape.
    pub cols: Vec<Value>,
    /// For a single record: its index into `cols`.
    pub row: Option<Value>,
    /// Made by `np.rec` (a recarray: fields as attributes, printed as `rec.array`).
    pub rec: bool,
}

pub fn col_shape(v: &Value) -> Vec<usize> {
    match v {
        Value::Array(a) => a.shape.clone(),
        Value::Strs(s) => s.shape().to_vec(),
        Value::Times(t) => t.shape().to_vec(),
        _ => vec![],
    }
}

/// `'<i8'`, `'<U10'`, `'<M8[D]'`: a field's type as NumPy's dtype descriptions show it.
pub fn col_type(v: &Value) -> String {
    match v {
        Value::Array(a) => a.dtype.str_code().to_string(),
        Value::Strs(s) => s.dtype_text(),
        Value::Times(t) => {
            let code = if t.delta { "m8" } else { "M8" };
            match t.unit {
                super::times::calendar::Unit::Generic => format!("<{code}"),
                u => format!("<{code}[{}]", u.code()),
            }
        }
        _ => "?".into(),
    }
}

impl RecArray {
    pub fn shape(&self) -> Vec<usize> {
        if self.row.is_some() {
            return vec![];
        }
        self.cols.first().map(col_shape).unwrap_or_default()
    }
    pub fn size(&self) -> usize {
        self.shape().iter().product()
    }
    pub fn field(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| &**n == name)
    }
    /// `[('x', '<i8'), ('y', '<f8')]`, as a structured dtype prints (a bool field is `'?'`,
    /// one-byte integers have no byte order; `.descr` keeps NumPy's `'|b1'`).
    pub fn descr(&self) -> String {
        let parts: Vec<String> = self
            .names
            .iter()
            .zip(&self.cols)
            .map(|(n, c)| {
                let t = col_type(c);
                let t = match t.as_str() {
                    "|b1" => "?",
                    "|i1" | "|u1" => &t[1..],
                    t => t,
                };
                format!("('{n}', '{t}')")
            })
            .collect();
        format!("[{}]", parts.join(", "))
    }
    pub fn with_cols(&self, cols: Vec<Value>, row: Option<Value>) -> Value {
        Value::Recs(Rc::new(RecArray {
            names: self.names.clone(),
            cols,
            row,
            rec: self.rec,
        }))
    }
}

/// A field's own dtype object (`dt['x']`, `dt.fields`).
fn col_dtype(c: &Value) -> Value {
    match c {
        Value::Array(a) => Value::DType(a.dtype, false),
        Value::Strs(s) => super::strings::dtype_value(s.width),
        Value::Times(t) => super::times::dtype_value(t.delta, t.unit),
        _ => Value::None,
    }
}

/// The bytes a record takes: its fields packed one after another.
pub fn record_itemsize(r: &RecArray) -> usize {
    r.cols.iter().map(col_itemsize).sum()
}

/// The bytes a field takes in NumPy's packed record layout.
fn col_itemsize(c: &Value) -> usize {
    match c {
        Value::Array(a) => a.dtype.itemsize(),
        Value::Strs(s) => 4 * s.width,
        _ => 8,
    }
}

/// `a.dtype`: prints as `dtype([('x', '<i8'), ('y', '<f8')])` (a record array's as
/// `dtype((numpy.record, [...]))`), answers `.names .fields .itemsize`, `len` and `dt['x']`,
/// and can make another array of the same fields (`np.zeros(3, dtype=a.dtype)`).
pub fn dtype_value(r: &RecArray) -> Value {
    let d = match r.rec {
        true => format!("(numpy.record, {})", r.descr()),
        false => r.descr(),
    };
    let m = Module::record("dtype", format!("dtype({d})"), d);
    m.set(
        "names",
        Value::tuple(r.names.iter().map(|n| Value::Str(n.clone())).collect()),
    );
    m.set("kind", Value::str("V"));
    m.set("char", Value::str("V"));
    m.set("isbuiltin", Value::Int(0));
    // Fields are packed one after another, as NumPy lays out a list of fields.
    let mut fields = crate::interp::value::Map::default();
    let mut offset = 0;
    for (n, c) in r.names.iter().zip(&r.cols) {
        let entry = Value::tuple(vec![col_dtype(c), Value::Int(offset as i64)]);
        fields.insert(crate::interp::value::Key(Value::Str(n.clone())), entry);
        offset += col_itemsize(c);
    }
    m.set(
        "fields",
        Value::Dict(Rc::new(std::cell::RefCell::new(fields))),
    );
    m.set("itemsize", Value::Int(offset as i64));
    m.set("str", Value::str(&format!("|V{offset}")));
    let (names, types): (Vec<Rc<str>>, Vec<Value>) =
        (r.names.clone(), r.cols.iter().map(col_dtype).collect());
    let n = names.len() as i64;
    m.set(
        "__len__",
        crate::builtins::native("__len__", move |_, _, _| Ok(Value::Int(n))),
    );
    m.set(
        "__getitem__",
        crate::builtins::native("__getitem__", move |_, a, _| match a.first() {
            Some(Value::Str(k)) => match names.iter().position(|n| n == k) {
                Some(i) => Ok(types[i].clone()),
                None => Err(err(ExcType::KeyError, format!("Field named '{k}' not found."))),
            },
            Some(Value::Int(i)) => {
                let j = if *i < 0 { i + n } else { *i };
                match usize::try_from(j).ok().and_then(|j| types.get(j)) {
                    Some(t) => Ok(t.clone()),
                    None => Err(err(ExcType::IndexError, format!("Field index {i} out of range."))),
                }
            }
            _ => Err(value_err("Field key must be an integer field offset, single field name, or a list of field names.")),
        }),
    );
    // Equal to another structured dtype of the same fields (a record array's included).
    let plain = r.descr();
    m.set("_plain", Value::str(&plain));
    for (name, same) in [("__eq__", true), ("__ne__", false)] {
        let plain = plain.clone();
        m.set(
            name,
            crate::builtins::native(name, move |_, a, _| {
                let eq = matches!(a.first(), Some(Value::Module(o))
                    if o.name == "dtype" && matches!(o.get("_plain"), Some(Value::Str(p)) if *p == *plain));
                Ok(Value::Bool(eq == same))
            }),
        );
    }
    // The fields again as (name, type) pairs, the spec `calls::spec` reads.
    let spec: Vec<Value> = r
        .names
        .iter()
        .zip(&r.cols)
        .map(|(n, c)| Value::tuple(vec![Value::Str(n.clone()), Value::str(&col_type(c))]))
        .collect();
    m.set("descr", Value::list(spec));
    m.set("_fields", Value::Bool(true));
    Value::Module(m)
}

impl Interp {
    /// Each element of a field's column as it prints inside a record (one format per field).
    fn field_texts(&mut self, col: &Value) -> RtResult<Vec<String>> {
        Ok(match col {
            Value::Array(a) => self.array_elem_texts(a)?,
            Value::Strs(s) => s
                .items()?
                .iter()
                .map(|x| crate::interp::repr::str_repr(x))
                .collect(),
            Value::Times(t) => {
                let texts = t.texts()?;
                if t.delta {
                    texts
                } else {
                    texts.into_iter().map(|s| format!("'{s}'")).collect()
                }
            }
            other => vec![self.repr(other)?],
        })
    }

    /// The records' texts, `(1, 2.5)`, in C order.
    fn record_texts(&mut self, r: &RecArray) -> RtResult<Vec<String>> {
        let cols: Vec<Vec<String>> = r
            .cols
            .clone()
            .iter()
            .map(|c| self.field_texts(c))
            .collect::<RtResult<_>>()?;
        let n = cols.first().map_or(0, |c| c.len());
        Ok((0..n)
            .map(|i| {
                let parts: Vec<&str> = cols.iter().map(|c| c[i].as_str()).collect();
                if parts.len() == 1 {
                    format!("({},)", parts[0])
                } else {
                    format!("({})", parts.join(", "))
                }
            })
            .collect())
    }

    /// A single record's text: each field as its scalar prints (`(1, 2.5)`).
    fn one_record(&mut self, r: &RecArray, row: &Value) -> RtResult<String> {
        let mut parts = Vec::new();
        for c in r.cols.clone() {
            let v = self.get_item(&c, row)?;
            parts.push(match &v {
                Value::Str(_) => self.repr(&v)?,
                // A string field's element (np.str_) shows as the quoted text.
                _ if let Some(t) = super::strings::scalar::text_of(&v) => {
                    crate::interp::repr::str_repr(&t)
                }
                Value::Times(t) if !t.delta => format!("'{}'", self.to_str(&v)?),
                _ => self.to_str(&v)?,
            });
        }
        Ok(if parts.len() == 1 {
            format!("({},)", parts[0])
        } else {
            format!("({})", parts.join(", "))
        })
    }

    pub fn recs_str(&mut self, r: &RecArray) -> RtResult<String> {
        if let Some(row) = &r.row {
            return self.one_record(r, row);
        }
        let texts = self.record_texts(r)?;
        let opts = self.print_opts.clone();
        Ok(aprint::array_str(&Elems::Raw(&texts), &r.shape(), &opts))
    }

    pub fn recs_repr(&mut self, r: &RecArray) -> RtResult<String> {
        if let Some(row) = &r.row {
            let text = self.one_record(r, row)?;
            return Ok(format!("np.void({text}, dtype={})", r.descr()));
        }
        let texts = self.record_texts(r)?;
        let opts = self.print_opts.clone();
        let prefix = if r.rec { "rec.array(" } else { "array(" };
        let text =
            aprint::array_repr_with(&Elems::Raw(&texts), &r.shape(), &r.descr(), &opts, prefix);
        // A record array's repr always puts its dtype on a line of its own, as NumPy's.
        Ok(match text.rfind(", dtype=") {
            Some(k) if r.rec => format!("{},\n          dtype={}", &text[..k], &text[k + 8..]),
            _ => text,
        })
    }

    fn no_field(&self, name: &str) -> Box<crate::interp::error::RtErr> {
        err(ExcType::ValueError, format!("no field of name {name}"))
    }

    pub fn recs_getitem(&mut self, r: &RecArray, idx: &Value) -> RtResult<Value> {
        match idx {
            Value::Str(name) => {
                let k = r.field(name).ok_or_else(|| self.no_field(name))?;
                match &r.row {
                    Some(row) => self.get_item(&r.cols[k], row),
                    None => Ok(r.cols[k].clone()),
                }
            }
            // A record's fields by position.
            Value::Int(i) if r.row.is_some() => {
                let n = r.cols.len() as i64;
                let k = if *i < 0 { i + n } else { *i };
                if !(0..n).contains(&k) {
                    return Err(err(
                        ExcType::IndexError,
                        format!("invalid index {i} for a record of {n} fields"),
                    ));
                }
                let row = r.row.clone().expect("a record");
                self.get_item(&r.cols[k as usize], &row)
            }
            Value::List(l) if l.borrow().iter().all(|x| matches!(x, Value::Str(_))) => {
                let mut names = Vec::new();
                let mut cols = Vec::new();
                for x in l.borrow().iter() {
                    let Value::Str(n) = x else { unreachable!() };
                    let k = r.field(n).ok_or_else(|| self.no_field(n))?;
                    names.push(n.clone());
                    cols.push(r.cols[k].clone());
                }
                Ok(Value::Recs(Rc::new(RecArray {
                    names,
                    cols,
                    row: r.row.clone(),
                    rec: r.rec,
                })))
            }
            _ if r.row.is_some() => Err(err(
                ExcType::IndexError,
                "only integers, slices and field names index a record",
            )),
            _ => {
                let mut out = Vec::new();
                for c in r.cols.clone() {
                    out.push(self.get_item(&c, idx)?);
                }
                let scalar = match out.first() {
                    Some(Value::Array(a)) => a.scalar,
                    Some(Value::Times(t)) => t.scalar(),
                    Some(Value::Strs(_)) => false,
                    Some(_) => true,
                    None => false,
                };
                Ok(if scalar {
                    r.with_cols(r.cols.clone(), Some(idx.clone()))
                } else {
                    r.with_cols(out, None)
                })
            }
        }
    }

    pub fn recs_setitem(&mut self, r: &RecArray, idx: Value, v: &Value) -> RtResult<()> {
        let at = |r: &RecArray, i: Value| r.row.clone().unwrap_or(i);
        match &idx {
            Value::Str(name) => {
                let k = r.field(name).ok_or_else(|| self.no_field(name))?;
                let place = at(r, Value::Ellipsis);
                self.set_item(&r.cols[k], place, v.clone())
            }
            Value::Int(i) if r.row.is_some() => {
                let n = r.cols.len() as i64;
                let k = if *i < 0 { i + n } else { *i };
                if !(0..n).contains(&k) {
                    return Err(err(ExcType::IndexError, format!("invalid index {i}")));
                }
                let place = at(r, Value::Ellipsis);
                self.set_item(&r.cols[k as usize], place, v.clone())
            }
            _ => {
                // A row (or rows) from a tuple of field values or another structured array.
                let parts: Vec<Value> = match v {
                    Value::Tuple(t) => t.to_vec(),
                    Value::Recs(o) if o.names == r.names => match &o.row {
                        Some(row) => {
                            let mut p = Vec::new();
                            for c in o.cols.clone() {
                                p.push(self.get_item(&c, row)?);
                            }
                            p
                        }
                        None => o.cols.clone(),
                    },
                    other => vec![other.clone(); r.cols.len()],
                };
                if parts.len() != r.cols.len() {
                    return Err(value_err(format!(
                        "could not assign tuple of length {} to structure with {} fields.",
                        parts.len(),
                        r.cols.len()
                    )));
                }
                for (c, p) in r.cols.clone().iter().zip(parts) {
                    self.set_item(c, idx.clone(), p)?;
                }
                Ok(())
            }
        }
    }

    pub fn recs_rows(&mut self, r: &RecArray) -> RtResult<Vec<Value>> {
        let shape = r.shape();
        let Some(&n) = shape.first() else {
            return Err(type_err("iteration over a 0-d array"));
        };
        (0..n)
            .map(|i| self.recs_getitem(r, &Value::Int(i as i64)))
            .collect()
    }

    /// `a.tolist()`: tuples of Python values (nested lists for more axes).
    pub fn recs_tolist(&mut self, r: &RecArray) -> RtResult<Value> {
        if let Some(row) = &r.row {
            let mut items = Vec::new();
            for c in r.cols.clone() {
                let v = self.get_item(&c, row)?;
                items.push(match &v {
                    Value::Array(a) => self.array_item(a)?,
                    _ => match super::strings::scalar::text_of(&v) {
                        Some(s) => Value::Str(s),
                        None => v,
                    },
                });
            }
            return Ok(Value::tuple(items));
        }
        let rows = self.recs_rows(r)?;
        let mut out = Vec::new();
        for x in rows {
            let Value::Recs(x) = &x else { unreachable!() };
            out.push(self.recs_tolist(x)?);
        }
        Ok(Value::list(out))
    }
}
