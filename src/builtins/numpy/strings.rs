//! NumPy's string arrays (`dtype='<U5'`), on the host only (CuPy has none).
//!
//! A string array is an int64 array of positions into a table of the distinct strings that
//! it and its views hold (dictionary encoding). Shapes, views, indexing, copies and the
//! shape functions are the numeric array's own, run on the positions; comparisons, sorts
//! and sets work on ranks in the sorted table of all operands' strings; `np.char` maps the
//! table (`strings/char.rs`); `strings/calls.rs` routes the namespace's functions here.
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::print::{self as aprint, Elems};
use crate::array::{Array, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{BuiltinType, Module, TypeObj, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

pub mod calls;
pub mod char;
pub mod scalar;

pub struct StrArray {
    /// Each element's position in `table`: a host int64 array, so views, indexing,
    /// reshapes and copies are the numeric array's own.
    pub codes: ArrayRef,
    /// The distinct strings, shared by an array and its views (a write adds to it).
    pub table: Rc<RefCell<Table>>,
    /// NumPy's `<U{width}`: the characters an element keeps (longer writes are cut).
    pub width: usize,
}

#[derive(Default)]
pub struct Table {
    strs: Vec<Rc<str>>,
    index: HashMap<Rc<str>, i64>,
}

impl Table {
    pub fn intern(&mut self, s: &str) -> i64 {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let r: Rc<str> = Rc::from(s);
        let i = self.strs.len() as i64;
        self.strs.push(r.clone());
        self.index.insert(r, i);
        i
    }
    pub fn get(&self, c: i64) -> Rc<str> {
        self.strs[c as usize].clone()
    }
    pub fn strs(&self) -> &[Rc<str>] {
        &self.strs
    }
}

/// `s` cut to `width` characters, as a write into `<U{width}` keeps it.
pub fn cut(s: &str, width: usize) -> &str {
    match s.char_indices().nth(width) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}

pub fn clen(s: &str) -> usize {
    s.chars().count()
}

pub fn int_array(v: Vec<i64>, shape: Vec<usize>) -> ArrayRef {
    Array::from_col(Col::I(v), DType::I64, shape, true)
}

impl StrArray {
    pub fn shape(&self) -> &[usize] {
        &self.codes.shape
    }
    pub fn size(&self) -> usize {
        self.codes.size()
    }
    /// The positions in C order.
    pub fn code_vec(&self) -> RtResult<Vec<i64>> {
        match self.codes.to_col().map_err(arr_err)? {
            Col::I(v) => Ok(v),
            _ => Err(err(ExcType::RuntimeError, "string array positions lost")),
        }
    }
    /// The elements in C order.
    pub fn items(&self) -> RtResult<Vec<Rc<str>>> {
        let t = self.table.borrow();
        Ok(self.code_vec()?.iter().map(|&c| t.get(c)).collect())
    }
    pub fn dtype_text(&self) -> String {
        format!("<U{}", self.width)
    }
    /// The same strings over other positions (a view or a copy made from `codes`).
    pub fn with_codes(&self, codes: ArrayRef) -> Value {
        Value::Strs(Rc::new(StrArray {
            codes,
            table: self.table.clone(),
            width: self.width,
        }))
    }
    /// Values of type `T` per element, from one value per table entry.
    pub fn map_table<T: Clone>(&self, f: impl Fn(&str) -> T) -> RtResult<(Vec<T>, Vec<usize>)> {
        let t = self.table.borrow();
        let lut: Vec<T> = t.strs.iter().map(|s| f(s)).collect();
        let codes = self.code_vec()?;
        let out = codes.iter().map(|&c| lut[c as usize].clone()).collect();
        Ok((out, self.shape().to_vec()))
    }
}

/// A new string array of `items` (C order), `<U{width}` or as wide as the longest.
pub fn from_items(items: &[impl AsRef<str>], shape: Vec<usize>, width: Option<usize>) -> Value {
    let width = width.unwrap_or_else(|| {
        items
            .iter()
            .map(|s| clen(s.as_ref()))
            .max()
            .unwrap_or(0)
            .max(1)
    });
    let mut table = Table::default();
    let codes: Vec<i64> = items
        .iter()
        .map(|s| table.intern(cut(s.as_ref(), width)))
        .collect();
    Value::Strs(Rc::new(StrArray {
        codes: int_array(codes, shape),
        table: Rc::new(RefCell::new(table)),
        width,
    }))
}

/// The width NumPy gives the strings of a dtype's values (`astype(str)`).
pub fn width_of(d: DType) -> usize {
    use DType::*;
    match d {
        Bool => 5,
        I8 => 4,
        U8 => 3,
        I16 => 6,
        U16 => 5,
        I32 => 11,
        U32 => 10,
        I64 => 21,
        U64 => 20,
        F16 | F32 | F64 => 32,
        C64 | C128 => 64,
    }
}

/// `str()` of each element of a numeric array, as NumPy's scalars print.
pub fn col_strings(c: &Col, d: DType) -> Vec<String> {
    let one = |e: Elems| aprint::scalar_str(&e, "");
    match c {
        Col::B(v) => v.iter().map(|x| one(Elems::Bool(&[*x]))).collect(),
        Col::I(v) => v.iter().map(|x| x.to_string()).collect(),
        Col::U(v) => v.iter().map(|x| x.to_string()).collect(),
        Col::S(v) if d == DType::F16 => v
            .iter()
            .map(|x| one(Elems::F16(&[half::f16::from_f32(*x)])))
            .collect(),
        Col::S(v) => v.iter().map(|x| one(Elems::F32(&[*x]))).collect(),
        Col::F(v) => v.iter().map(|x| one(Elems::F64(&[*x]))).collect(),
        Col::Z(v) => v.iter().map(|x| one(Elems::C64(&[*x]))).collect(),
        Col::C(v) => v.iter().map(|x| one(Elems::C128(&[*x]))).collect(),
    }
}

/// A string dtype asked for: `str`, `np.str_`, `'U'`, `'<U5'`, `'str'`, a string array's
/// dtype. `Some(None)` when no width is given.
pub fn str_dtype(v: &Value) -> Option<Option<usize>> {
    match v {
        Value::Type(TypeObj::Builtin(BuiltinType::Str)) => Some(None),
        Value::Class(c) if &*c.name == "str_" && c.builtin.is_none() && scalar::is_np_str(c) => {
            Some(None)
        }
        Value::Str(s) => {
            let t = s.trim_start_matches(['<', '=', '|']);
            if matches!(t, "str" | "str_" | "unicode" | "U") {
                return Some(None);
            }
            let n = t.strip_prefix('U')?;
            n.parse::<usize>().ok().map(|w| Some(w).filter(|&w| w > 0))
        }
        Value::Module(m) if m.name == "dtype" => match m.get("_str_width") {
            Some(Value::Int(w)) => Some(Some(w as usize).filter(|&w| w > 0)),
            _ => None,
        },
        _ => None,
    }
}

/// `s.dtype`: a record printing as NumPy's `dtype('<U5')`, with its common attributes.
/// Width 0 is the flexible `dtype('<U')` (`np.dtype(str)`).
pub fn dtype_value(width: usize) -> Value {
    let text = match width {
        0 => "<U".to_string(),
        w => format!("<U{w}"),
    };
    // `print(np.dtype(str))` shows the flexible type's width as 0.
    let shown = if width == 0 {
        "<U0".to_string()
    } else {
        text.clone()
    };
    let r = Module::record("dtype", format!("dtype('{text}')"), shown);
    r.set("_str_width", Value::Int(width as i64));
    r.set("kind", Value::str("U"));
    r.set("char", Value::str("U"));
    r.set("str", Value::str(&text));
    let name = match width {
        0 => "str".to_string(),
        w => format!("str{}", w * 32),
    };
    r.set("name", Value::str(&name));
    r.set("itemsize", Value::Int(4 * width as i64));
    r.set("type", scalar::class());
    for (name, same) in [("__eq__", true), ("__ne__", false)] {
        r.set(
            name,
            crate::builtins::native(name, move |_, a, _| {
                let want = Some(Some(width).filter(|&w| w > 0));
                let eq = a.first().and_then(str_dtype) == want;
                Ok(Value::Bool(eq == same))
            }),
        );
    }
    Value::Module(r)
}

/// Python's `str()` of a scalar stored into a string array.
fn scalar_text(it: &mut Interp, v: &Value) -> RtResult<Option<String>> {
    if let Some(s) = scalar::text_of(v) {
        return Ok(Some(s.to_string()));
    }
    Ok(match v {
        Value::Bool(_) | Value::Int(_) | Value::Float(_) | Value::Complex(..) => {
            Some(it.to_str(v)?)
        }
        Value::Array(a) if a.ndim() == 0 => Some(it.to_str(v)?),
        _ => None,
    })
}

/// Any value as a string array: nested lists of strings and numbers, numeric arrays (their
/// elements' `str`), string arrays (a copy when `width` changes them). `width` None: as
/// NumPy discovers it (strings by length, numbers by their type's width) when `measure` is
/// false, or the longest string when true (`np.array([1, 22], dtype=str)`).
pub fn to_strs(
    it: &mut Interp,
    v: &Value,
    width: Option<usize>,
    measure: bool,
) -> RtResult<Rc<StrArray>> {
    if let Value::Strs(s) = v
        && width.is_none_or(|w| w == s.width)
    {
        return Ok(s.clone());
    }
    let mut shape = Vec::new();
    let mut items: Vec<String> = Vec::new();
    let mut found = 1usize;
    flatten(it, v, 0, &mut shape, &mut items, &mut found)?;
    let w = match width {
        Some(w) => w,
        None if measure => items.iter().map(|s| clen(s)).max().unwrap_or(0).max(1),
        None => found,
    };
    match from_items(&items, shape, Some(w)) {
        Value::Strs(s) => Ok(s),
        _ => unreachable!(),
    }
}

fn inhomogeneous() -> Box<crate::interp::error::RtErr> {
    value_err(
        "setting an array element with a sequence. The requested array has an inhomogeneous shape",
    )
}

fn flatten(
    it: &mut Interp,
    v: &Value,
    depth: usize,
    shape: &mut Vec<usize>,
    out: &mut Vec<String>,
    width: &mut usize,
) -> RtResult<()> {
    let leaf_dims = |shape: &mut Vec<usize>, dims: &[usize]| {
        if shape.len() == depth {
            shape.extend_from_slice(dims);
            Ok(())
        } else if shape.len() == depth + dims.len() && shape[depth..] == *dims {
            Ok(())
        } else {
            Err(inhomogeneous())
        }
    };
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Range(_) => {
            if depth >= crate::array::alloc::MAX_DIMS {
                return Err(value_err(
                    "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of 64.",
                ));
            }
            let items = it.to_vec(v)?;
            if shape.len() == depth {
                shape.push(items.len());
            } else if shape.len() <= depth || shape[depth] != items.len() {
                return Err(inhomogeneous());
            }
            for x in &items {
                flatten(it, x, depth + 1, shape, out, width)?;
            }
            Ok(())
        }
        Value::Strs(s) => {
            leaf_dims(shape, s.shape())?;
            *width = (*width).max(s.width);
            out.extend(s.items()?.iter().map(|x| x.to_string()));
            Ok(())
        }
        Value::Array(a) if a.ndim() > 0 => {
            leaf_dims(shape, &a.shape)?;
            *width = (*width).max(width_of(a.dtype));
            out.extend(col_strings(&a.to_col().map_err(arr_err)?, a.dtype));
            Ok(())
        }
        other => {
            let Some(text) = scalar_text(it, other)? else {
                return Err(type_err(format!(
                    "cannot make a string array of '{}' values",
                    other.type_name()
                )));
            };
            leaf_dims(shape, &[])?;
            *width = (*width).max(match other {
                _ if scalar::text_of(other).is_some() => clen(&text),
                Value::Bool(_) => 5,
                Value::Int(_) => 21,
                Value::Float(_) => 32,
                Value::Array(a) => width_of(a.dtype),
                _ => 64,
            });
            out.push(text);
            Ok(())
        }
    }
}

/// Whether a value holds a Python string somewhere in its nesting (what makes
/// `np.array(...)` a string array).
pub fn has_str_leaf(it: &mut Interp, v: &Value, depth: usize) -> bool {
    match v {
        Value::Str(_) | Value::Strs(_) => true,
        Value::Instance(_) => scalar::text_of(v).is_some(),
        Value::List(_) | Value::Tuple(_) if depth < 64 => match it.to_vec(v) {
            Ok(items) => items.iter().any(|x| has_str_leaf(it, x, depth + 1)),
            Err(_) => false,
        },
        _ => false,
    }
}

/// `v` as positions in `table` (interned there, cut to `width`): an int for a string, an
/// int64 array for anything array-like. What writes and the shape functions store.
pub fn codes_in(
    it: &mut Interp,
    v: &Value,
    table: &RefCell<Table>,
    width: usize,
) -> RtResult<Value> {
    if let Some(text) = scalar_text(it, v)? {
        return Ok(Value::Int(table.borrow_mut().intern(cut(&text, width))));
    }
    let s = to_strs(it, v, None, false)?;
    if std::ptr::eq(&*s.table, table) && s.width <= width {
        return Ok(Value::Array(s.codes.clone()));
    }
    let lut: Vec<i64> = {
        let mut t = table.borrow_mut();
        let src = s.table.borrow();
        src.strs.iter().map(|x| t.intern(cut(x, width))).collect()
    };
    let codes = s.code_vec()?;
    Ok(Value::Array(int_array(
        codes.iter().map(|&c| lut[c as usize]).collect(),
        s.shape().to_vec(),
    )))
}

/// The sorted distinct strings of several arrays, and each array's elements as positions
/// in it (equal strings, equal ranks; the order of strings, the order of ranks).
pub fn ranks(arrays: &[&StrArray]) -> RtResult<(Vec<Rc<str>>, Vec<ArrayRef>)> {
    let mut all: Vec<Rc<str>> = Vec::new();
    for a in arrays {
        all.extend(a.table.borrow().strs.iter().cloned());
    }
    all.sort();
    all.dedup();
    let mut out = Vec::new();
    for a in arrays {
        let lut: Vec<i64> = a
            .table
            .borrow()
            .strs
            .iter()
            .map(|s| all.binary_search(s).map_or(0, |i| i as i64))
            .collect();
        let codes = a.code_vec()?;
        out.push(int_array(
            codes.iter().map(|&c| lut[c as usize]).collect(),
            a.shape().to_vec(),
        ));
    }
    Ok((all, out))
}

/// A string array over a sorted table from ranks in it (what sort and unique give).
pub fn from_ranks(sorted: &[Rc<str>], ranks: ArrayRef, width: usize) -> Value {
    let mut table = Table::default();
    for s in sorted {
        table.intern(s);
    }
    Value::Strs(Rc::new(StrArray {
        codes: ranks,
        table: Rc::new(RefCell::new(table)),
        width,
    }))
}

/// Element `v` of a positions result: a string for a scalar, a string array for an array.
pub fn wrap_result(table: &Rc<RefCell<Table>>, width: usize, v: Value) -> Value {
    match v {
        Value::Array(a) if a.scalar && a.dtype == DType::I64 => match first_int(&a) {
            Ok(c) => scalar::np_str(table.borrow().get(c)),
            Err(_) => Value::Array(a),
        },
        Value::Int(c) => scalar::np_str(table.borrow().get(c)),
        Value::Array(a) if a.dtype == DType::I64 => Value::Strs(Rc::new(StrArray {
            codes: a,
            table: table.clone(),
            width,
        })),
        Value::List(l) => {
            let items = l.borrow().clone();
            Value::list(
                items
                    .into_iter()
                    .map(|x| wrap_result(table, width, x))
                    .collect(),
            )
        }
        Value::Tuple(t) => Value::tuple(
            t.iter()
                .map(|x| wrap_result(table, width, x.clone()))
                .collect(),
        ),
        other => other,
    }
}

/// The first element of an int64 array (a rank or a position).
pub fn first_int(a: &ArrayRef) -> RtResult<i64> {
    match a.to_col().map_err(arr_err)? {
        Col::I(v) if !v.is_empty() => Ok(v[0]),
        _ => Err(err(ExcType::RuntimeError, "expected an int64 position")),
    }
}

impl Interp {
    /// The `numpy` namespace (string arrays call its functions on positions).
    pub fn host_numpy(&mut self) -> RtResult<Rc<Module>> {
        match self.module("numpy") {
            Some(Value::Module(m)) => Ok(m),
            _ => Err(err(ExcType::RuntimeError, "the numpy namespace is missing")),
        }
    }

    pub fn strs_repr(&mut self, s: &StrArray) -> RtResult<String> {
        let items = s.items()?;
        let opts = self.print_opts.clone();
        Ok(aprint::array_repr(
            &Elems::Str(&items),
            s.shape(),
            &format!("'{}'", s.dtype_text()),
            &opts,
        ))
    }

    pub fn strs_str(&mut self, s: &StrArray) -> RtResult<String> {
        let items = s.items()?;
        let opts = self.print_opts.clone();
        Ok(aprint::array_str(&Elems::Str(&items), s.shape(), &opts))
    }

    pub fn strs_getitem(&mut self, s: &StrArray, idx: &Value) -> RtResult<Value> {
        let r = self.array_getitem(&s.codes, idx)?;
        Ok(wrap_result(&s.table, s.width, r))
    }

    pub fn strs_setitem(&mut self, s: &StrArray, idx: Value, v: &Value) -> RtResult<()> {
        let codes = codes_in(self, v, &s.table, s.width)?;
        self.set_item(&Value::Array(s.codes.clone()), idx, codes)
    }

    /// The rows of the first axis (`for x in s`, `list(s)`).
    pub fn strs_rows(&mut self, s: &StrArray) -> RtResult<Vec<Value>> {
        let Some(&n) = s.shape().first() else {
            return Err(type_err("iteration over a 0-d array"));
        };
        (0..n)
            .map(|i| self.strs_getitem(s, &Value::Int(i as i64)))
            .collect()
    }

    pub fn strs_tolist(&mut self, s: &StrArray) -> RtResult<Value> {
        fn build(items: &[Rc<str>], shape: &[usize], at: &mut usize) -> Value {
            match shape.split_first() {
                None => {
                    *at += 1;
                    Value::Str(items[*at - 1].clone())
                }
                Some((&n, rest)) => Value::list((0..n).map(|_| build(items, rest, at)).collect()),
            }
        }
        let items = s.items()?;
        Ok(build(&items, s.shape(), &mut 0))
    }

    /// `bool(s)`: a one-element array is whether its string is non-empty.
    pub fn strs_truth(&mut self, s: &StrArray) -> RtResult<bool> {
        match s.size() {
            1 => Ok(!s.items()?[0].is_empty()),
            0 => Err(value_err(
                "The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty.",
            )),
            _ => Err(value_err(
                "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
            )),
        }
    }

    /// `s + t` (elementwise concatenation); other operators are NumPy's no-loop TypeError.
    pub fn strs_binop(
        &mut self,
        op: crate::syntax::ast::BinOp,
        a: &Value,
        b: &Value,
    ) -> RtResult<Value> {
        use crate::syntax::ast::BinOp;
        let stringy = |v: &Value| {
            matches!(
                v,
                Value::Strs(_) | Value::Str(_) | Value::List(_) | Value::Tuple(_)
            )
        };
        if op == BinOp::Add && stringy(a) && stringy(b) {
            return zip_with(self, a, b, |x, y| x + y, |x, y| format!("{x}{y}"));
        }
        let name = |v: &Value| match v {
            Value::Strs(s) => format!("dtype('{}')", s.dtype_text()),
            other => format!("'{}'", other.type_name()),
        };
        Err(type_err(format!(
            "unsupported operand for string arrays: {} {} {}",
            name(a),
            crate::interp::ops::op_symbol(op),
            name(b)
        )))
    }

    /// `==` `<` ... of string arrays (with strings or lists of them): NumPy's elementwise
    /// comparison, on ranks in the shared sorted table. Against numbers `==` is all False
    /// and `!=` all True, as in NumPy 2; ordering them is a TypeError.
    pub fn strs_compare(
        &mut self,
        op: crate::array::ops::Op,
        a: &Value,
        b: &Value,
    ) -> RtResult<Value> {
        use crate::array::ops::Op;
        let stringy = |v: &Value| {
            matches!(
                v,
                Value::Strs(_) | Value::Str(_) | Value::List(_) | Value::Tuple(_)
            )
        };
        if !(stringy(a) && stringy(b)) {
            let s = if let Value::Strs(s) = a {
                s
            } else if let Value::Strs(s) = b {
                s
            } else {
                unreachable!()
            };
            let other = if matches!(a, Value::Strs(_)) { b } else { a };
            let fill = match op {
                Op::Eq => false,
                Op::Ne => true,
                _ => {
                    return Err(type_err(format!(
                        "ordering a string array (dtype('{}')) against '{}' values is not supported",
                        s.dtype_text(),
                        other.type_name()
                    )));
                }
            };
            let shape = match other {
                Value::Array(x) => crate::array::layout::broadcast_shapes(s.shape(), &x.shape)
                    .map_err(value_err)?,
                _ => s.shape().to_vec(),
            };
            let n = shape.iter().product();
            return Ok(Value::Array(Array::from_col(
                Col::B(vec![fill; n]),
                DType::Bool,
                shape,
                true,
            )));
        }
        let x = to_strs(self, a, None, false)?;
        let y = to_strs(self, b, None, false)?;
        let (_, r) = ranks(&[&x, &y])?;
        self.array_binop(
            op,
            &Value::Array(r[0].clone()),
            &Value::Array(r[1].clone()),
            true,
        )
    }
}

/// Flat positions of `src` (shape `from`) broadcast to `to`.
pub fn broadcast_index(from: &[usize], to: &[usize]) -> Vec<usize> {
    let n: usize = to.iter().product();
    let off = to.len() - from.len();
    let mut strides = vec![0usize; to.len()];
    let mut acc = 1;
    for ax in (0..from.len()).rev() {
        strides[ax + off] = if from[ax] == 1 { 0 } else { acc };
        acc *= from[ax];
    }
    let mut out = Vec::with_capacity(n);
    let mut idx = vec![0usize; to.len()];
    for _ in 0..n {
        out.push(idx.iter().zip(&strides).map(|(i, s)| i * s).sum());
        for ax in (0..to.len()).rev() {
            idx[ax] += 1;
            if idx[ax] < to[ax] {
                break;
            }
            idx[ax] = 0;
        }
    }
    out
}

/// Elementwise `f(x, y)` of two string operands broadcast together (`s + t`).
pub fn zip_with(
    it: &mut Interp,
    a: &Value,
    b: &Value,
    width: impl Fn(usize, usize) -> usize,
    f: impl Fn(&str, &str) -> String,
) -> RtResult<Value> {
    let x = to_strs(it, a, None, false)?;
    let y = to_strs(it, b, None, false)?;
    let shape = crate::array::layout::broadcast_shapes(x.shape(), y.shape()).map_err(|_| {
        value_err(format!(
            "operands could not be broadcast together with shapes {} {} ",
            crate::array::layout::shape_compact(x.shape()),
            crate::array::layout::shape_compact(y.shape())
        ))
    })?;
    let (xi, yi) = (x.items()?, y.items()?);
    let (px, py) = (
        broadcast_index(x.shape(), &shape),
        broadcast_index(y.shape(), &shape),
    );
    let out: Vec<String> = px
        .iter()
        .zip(&py)
        .map(|(&i, &j)| f(&xi[i], &yi[j]))
        .collect();
    Ok(from_items(&out, shape, Some(width(x.width, y.width))))
}
