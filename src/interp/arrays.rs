//! Arrays inside the interpreter: conversion from Python values, operators with NEP 50
//! promotion, printing, attributes, methods and basic indexing.
use super::Interp;
use super::error::{ExcType, RtErr, RtResult, err, type_err, value_err};
use super::value::Value;
use crate::array::col::Col;
use crate::array::dtype::{self, DType, Weak};
use crate::array::index::Item;
use crate::array::layout::{self, Layout};
use crate::array::ops::Op;
use crate::array::print::{self as aprint, Elems};
use crate::array::{self as arr, ArrErr, Array, ArrayRef};
use crate::backend::DeviceError;
use crate::ir::{BinOp, CmpOp};
use crate::lazy::Reduce;

/// CuPy's refusal of a device array that is not on the current device, where work would
/// read it (peer access is unavailable between gpa's devices).
pub fn on_current_device(a: &Array) -> RtResult<()> {
    if a.host {
        return Ok(());
    }
    let (d, cur) = (a.device_id(), crate::backend::devices::current());
    if d == cur {
        return Ok(());
    }
    Err(err(
        ExcType::ValueError,
        format!(
            "The device where the array resides ({d}) is different from the current device ({cur}). Peer access is unavailable between these devices: copy it with cp.asarray(x) under the current device, or compute under `with cp.cuda.Device({d}):`"
        ),
    ))
}

/// `v` copied onto the current device when it is a device array of another device
/// (`cp.asarray(x)`, `cp.array(x)` under `with cp.cuda.Device(i):`, as CuPy copies peer to
/// peer); None for anything else.
pub fn onto_current_device(v: &Value) -> RtResult<Option<ArrayRef>> {
    match v {
        Value::Array(x) if !x.host && x.device_id() != crate::backend::devices::current() => {
            let c = x.to_col().map_err(arr_err)?;
            let moved = Array::device_from(&c, x.dtype, x.shape.clone()).map_err(arr_err)?;
            Ok(Some(moved))
        }
        _ => Ok(None),
    }
}

pub fn arr_err(e: ArrErr) -> Box<RtErr> {
    match e {
        ArrErr::Value(m) => err(ExcType::ValueError, m),
        ArrErr::Type(m) => err(ExcType::TypeError, m),
        ArrErr::Memory(m) => err(ExcType::MemoryError, m),
        ArrErr::Device(e) => device_err(e),
        ArrErr::Index(m) => err(ExcType::IndexError, m),
        ArrErr::Axis(m) => err(ExcType::AxisError, m),
        ArrErr::Overflow(m) => err(ExcType::OverflowError, m),
        ArrErr::Interrupted => {
            crate::interrupt::consume();
            err(ExcType::KeyboardInterrupt, "")
        }
        ArrErr::Queued(e, o) => {
            let mut e = arr_err(*e);
            e.at = Some((o.src, o.span));
            e
        }
    }
}

/// A backend error as the exception CuPy (or NumPy) raises for it, at the statement it is
/// attributed to when it came from queued work. The one place device errors become Python's.
pub fn device_err(e: DeviceError) -> Box<RtErr> {
    let typ = match &e {
        DeviceError::Interrupted => return arr_err(ArrErr::Interrupted),
        DeviceError::HostMemory(_) => ExcType::MemoryError,
        DeviceError::DeviceMemory { .. } => ExcType::OutOfMemoryError,
        DeviceError::Invalid(_) => ExcType::ValueError,
        DeviceError::FloatingPoint(_) => ExcType::FloatingPointError,
        DeviceError::Unsupported(_) => ExcType::TypeError,
        DeviceError::Compile(_) => ExcType::CompileException,
        DeviceError::Fault { .. }
        | DeviceError::ContextLost { .. }
        | DeviceError::StaleBuffer
        | DeviceError::Driver(_)
        | DeviceError::Unavailable(_) => ExcType::CUDARuntimeError,
    };
    let mut r = err(typ, e.to_string());
    r.at = e.origin().map(|o| (o.src, o.span));
    r
}

fn binop_to_op(op: BinOp) -> Option<Op> {
    Some(match op {
        BinOp::Add => Op::Add,
        BinOp::Sub => Op::Sub,
        BinOp::Mul => Op::Mul,
        BinOp::Div => Op::Div,
        BinOp::FloorDiv => Op::FloorDiv,
        BinOp::Mod => Op::Mod,
        BinOp::Pow => Op::Pow,
        BinOp::BitAnd => Op::BitAnd,
        BinOp::BitOr => Op::BitOr,
        BinOp::BitXor => Op::BitXor,
        BinOp::Shl => Op::LShift,
        BinOp::Shr => Op::RShift,
        BinOp::MatMul => return None,
    })
}

pub fn cmp_to_op(op: CmpOp) -> Option<Op> {
    Some(match op {
        CmpOp::Eq => Op::Eq,
        CmpOp::Ne => Op::Ne,
        CmpOp::Lt => Op::Lt,
        CmpOp::Le => Op::Le,
        CmpOp::Gt => Op::Gt,
        CmpOp::Ge => Op::Ge,
        _ => return None,
    })
}

/// The weak kind of a Python scalar (NEP 50), if it is one.
fn weak_kind(v: &Value) -> Option<Weak> {
    Some(match v {
        Value::Bool(_) => Weak::Bool,
        Value::Int(_) => Weak::Int,
        Value::Float(_) => Weak::Float,
        Value::Complex(..) => Weak::Complex,
        _ => return None,
    })
}

/// An int past int64 beside an array of `dt`: a float for float arrays, a uint64 for
/// uint64 ones, else NumPy's `OverflowError`.
fn long_operand(n: &num_bigint::BigInt, dt: DType) -> RtResult<Value> {
    if dt.is_float() || dt.is_complex() {
        return Ok(Value::Float(super::long::to_f64(n)?));
    }
    match u64::try_from(n) {
        Ok(u) if dt == DType::U64 => Ok(Value::Array(
            Array::from_col(Col::U(vec![u]), DType::U64, vec![], true).as_scalar(),
        )),
        _ => Err(err(
            ExcType::OverflowError,
            format!("Python integer {n} out of bounds for {}", dt.name()),
        )),
    }
}

pub(crate) fn scalar_parts(v: &Value) -> ((f64, f64), Option<i64>) {
    match v {
        Value::Bool(b) => ((*b as i64 as f64, 0.0), Some(*b as i64)),
        Value::Int(i) => ((*i as f64, 0.0), Some(*i)),
        Value::Float(f) => ((*f, 0.0), None),
        Value::Complex(a, b) => ((*a, *b), None),
        _ => ((0.0, 0.0), None),
    }
}

/// A NumPy scalar used where a device array is wanted becomes a 0-d device array, as in
/// CuPy; everything else is returned as it is (mixing kinds is checked by the caller).
fn device_scalar(a: &ArrayRef, host: bool) -> Result<ArrayRef, ArrErr> {
    if a.host && a.scalar && !host {
        Ok(Array::from_col(a.to_col()?, a.dtype, vec![], false))
    } else {
        Ok(a.clone())
    }
}

/// The TypeError for an array of the other kind (numpy where cupy is wanted, or back).
fn kind_mismatch(array_host: bool) -> Box<RtErr> {
    type_err(format!(
        "a {} array cannot be used here directly: move it with {}",
        ns(array_host),
        if array_host {
            "cp.asarray(x)"
        } else {
            "cp.asnumpy(x) or x.get()"
        }
    ))
}

fn ns(host: bool) -> &'static str {
    if host { "numpy" } else { "cupy" }
}

impl Interp {
    /// `a OP b` where at least one side is an array.
    pub fn array_binop(
        &mut self,
        op: Op,
        a: &Value,
        b: &Value,
        is_compare: bool,
    ) -> RtResult<Value> {
        let r = match (a, b) {
            (Value::Array(x), Value::Array(y)) => {
                // CuPy accepts NumPy scalars beside device arrays (as 0-d device arrays).
                let x = &device_scalar(x, y.host).map_err(arr_err)?;
                let y = &device_scalar(y, x.host).map_err(arr_err)?;
                if x.host != y.host {
                    return Err(type_err(format!(
                        "operands are a {} array and a {} array: move one with cp.asarray(x) (host to device) or cp.asnumpy(x) (device to host)",
                        ns(x.host),
                        ns(y.host)
                    )));
                }
                on_current_device(x)?;
                on_current_device(y)?;
                arr::binary(op, x, y)
            }
            (Value::Array(x), Value::Long(n)) | (Value::Long(n), Value::Array(x)) => {
                let s = long_operand(n, x.dtype)?;
                return if matches!(a, Value::Array(_)) {
                    self.array_binop(op, a, &s, is_compare)
                } else {
                    self.array_binop(op, &s, b, is_compare)
                };
            }
            (Value::Array(x), s) | (s, Value::Array(x)) => {
                let Some(w) = weak_kind(s) else {
                    // A list or tuple operand becomes an array of the same kind.
                    let other = Value::Array(self.to_array(s, x.host, None)?);
                    return if matches!(a, Value::Array(_)) {
                        self.array_binop(op, a, &other, is_compare)
                    } else {
                        self.array_binop(op, &other, b, is_compare)
                    };
                };
                let mut sdt = dtype::promote_weak(x.dtype, w);
                if let Value::Int(i) = s
                    && sdt.is_int()
                    && let Err(m) = dtype::check_weak_int(x.dtype, *i)
                {
                    if !is_compare {
                        return Err(err(ExcType::OverflowError, m));
                    }
                    // Comparisons use the true value: compare in a type that holds it.
                    sdt = if x.dtype == DType::U64 {
                        DType::F64
                    } else {
                        DType::I64
                    };
                }
                on_current_device(x)?;
                let (c, i) = scalar_parts(s);
                let k = arr::constant(c, i, sdt, x.host);
                if matches!(a, Value::Array(_)) {
                    arr::binary(op, x, &k)
                } else {
                    arr::binary(op, &k, x)
                }
            }
            _ => unreachable!(),
        };
        let r = r.map_err(arr_err)?;
        // NumPy names events of operators on scalars alone "scalar divide", ...
        let scalar = |v: &Value| !matches!(v, Value::Array(x) if !x.scalar);
        if r.host && r.shape.is_empty() && scalar(a) && scalar(b) {
            crate::array::fperr::scalar_op(|| r.ready()).map_err(arr_err)?;
        }
        self.finish(r)
    }

    /// Host results of 0-d shape are NumPy scalars (computed now); device results stay lazy.
    pub fn finish(&mut self, r: ArrayRef) -> RtResult<Value> {
        if r.host && r.shape.is_empty() {
            r.ready().map_err(arr_err)?;
            return Ok(Value::Array(r.as_scalar()));
        }
        Ok(Value::Array(r))
    }

    /// `a @ b` (and np.matmul): both operands become arrays of the same kind.
    pub fn array_matmul(&mut self, a: &Value, b: &Value) -> RtResult<Value> {
        let host = match (a, b) {
            (Value::Array(x), _) | (_, Value::Array(x)) => x.host,
            _ => true,
        };
        // A scalar operand (a Python number, a NumPy scalar or any 0-d array) has no axis to
        // contract: NumPy's error, checked before the operands' kinds.
        let zero_d = |v: &Value| match v {
            Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::Complex(..) => true,
            Value::Array(x) => x.ndim() == 0,
            _ => false,
        };
        if let Some(k) = [a, b].iter().position(|v| zero_d(v)) {
            return Err(err(
                ExcType::ValueError,
                format!(
                    "matmul: Input operand {k} does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)"
                ),
            ));
        }
        if let (Value::Array(x), Value::Array(y)) = (a, b)
            && x.host != y.host
        {
            // Mixed numpy/cupy operands: the same TypeError as the other operators.
            return Err(kind_mismatch(y.host));
        }
        let x = self.to_array(a, host, None)?;
        let y = self.to_array(b, host, None)?;
        let r = crate::array::linalg::matmul(&x, &y).map_err(arr_err)?;
        self.finish(r)
    }

    pub fn array_unary(&mut self, op: Op, a: &ArrayRef) -> RtResult<Value> {
        on_current_device(a)?;
        let r = arr::unary(op, a).map_err(arr_err)?;
        self.finish(r)
    }

    /// Any value as an array (lists become arrays; arrays pass through).
    pub fn to_array(&mut self, v: &Value, host: bool, dt: Option<DType>) -> RtResult<ArrayRef> {
        if let Value::Array(a) = v {
            let a = &device_scalar(a, host).map_err(arr_err)?;
            if a.host != host {
                return Err(kind_mismatch(a.host));
            }
            on_current_device(a)?;
            return match dt {
                Some(d) if d != a.dtype => arr::astype(a, d).map_err(arr_err),
                _ => Ok(a.clone()),
            };
        }
        // An object with `__array__` (poly1d) converts through it.
        let own = match v {
            Value::Module(m) => m.dunder("__array__").map(|f| self.call(&f, &[], &[])),
            Value::Instance(_) => self.call_special(v, "__array__", &[]),
            _ => None,
        };
        if let Some(a) = own {
            let a = a?;
            if !matches!(a, Value::Module(_) | Value::Instance(_)) {
                return self.to_array(&a, host, dt);
            }
        }
        let mut shape = Vec::new();
        let mut flat = Vec::new();
        let mut leaf = None;
        self.flatten_nested(v, 0, &mut shape, &mut leaf, &mut flat)?;
        let kinds: Vec<Weak> = flat.iter().filter_map(weak_kind).collect();
        // Python numbers take their default dtypes; NumPy scalars (0-d arrays) their own.
        let mut inferred = (!kinds.is_empty()).then(|| dtype::from_python_kinds(&kinds));
        for x in &flat {
            if let Value::Array(a) = x {
                inferred = Some(inferred.map_or(a.dtype, |d| dtype::promote(d, a.dtype)));
            }
        }
        let d = dt.or(inferred).unwrap_or(DType::F64);
        // A Python int must fit the integer dtype asked for (NumPy's OverflowError).
        if dt.is_some() {
            for x in &flat {
                if let Value::Int(n) = x {
                    dtype::check_weak_int(d, *n).map_err(|m| err(ExcType::OverflowError, m))?;
                }
            }
        }
        let mut col = Col::zeros(d, flat.len())
            .ok_or_else(|| err(ExcType::MemoryError, "cannot allocate the array"))?;
        for (i, x) in flat.iter().enumerate() {
            let c = match x {
                Value::Array(a) => a.to_col().map_err(arr_err)?.cast(a.dtype, d),
                Value::Int(n) if d.is_int() => Col::I(vec![*n]).cast(DType::I64, d),
                Value::Int(n) if d == DType::U64 => Col::U(vec![*n as u64]),
                other => {
                    let (c, i) = scalar_parts(other);
                    match i {
                        Some(n) if d == DType::Bool => Col::B(vec![n != 0]),
                        _ => Col::C(vec![c]).cast(DType::C128, d),
                    }
                }
            };
            col.scatter(&[i], &c);
        }
        Ok(Array::from_col(col, d, shape, host))
    }

    /// Flattens nested sequences into `out`, finding their `shape`; `leaf` is the depth of
    /// the scalars, so a scalar and a sequence side by side are NumPy's inhomogeneous error.
    fn flatten_nested(
        &mut self,
        v: &Value,
        depth: usize,
        shape: &mut Vec<usize>,
        leaf: &mut Option<usize>,
        out: &mut Vec<Value>,
    ) -> RtResult<()> {
        let ragged = |shape: &[usize], at: usize| {
            let known: Vec<String> = shape[..at.min(shape.len())]
                .iter()
                .map(|d| d.to_string())
                .collect();
            let tuple = if known.len() == 1 {
                format!("({},)", known[0])
            } else {
                format!("({})", known.join(", "))
            };
            value_err(format!(
                "setting an array element with a sequence. The requested array has an inhomogeneous shape after {at} dimensions. The detected shape was {tuple} + inhomogeneous part."
            ))
        };
        // A list, tuple or number subclass's instance: its value.
        if let Some(p) = super::builtin_base::payload(v) {
            return self.flatten_nested(&p, depth, shape, leaf, out);
        }
        // A named tuple (`slogdet`'s result) is a tuple.
        if let Value::Named(n) = v {
            return self.flatten_nested(&Value::Tuple(n.items.clone()), depth, shape, leaf, out);
        }
        match v {
            Value::List(_) | Value::Tuple(_) | Value::Range(_) => {
                if depth >= crate::array::alloc::MAX_DIMS {
                    // A cyclic list (`a.append(a)`) lands here too.
                    return Err(value_err(format!(
                        "setting an array element with a sequence. The requested array would exceed the maximum number of dimension of {}.",
                        crate::array::alloc::MAX_DIMS
                    )));
                }
                let items = self.to_vec(v)?;
                if leaf.is_some_and(|l| l <= depth) {
                    return Err(ragged(shape, depth));
                }
                if shape.len() == depth {
                    shape.push(items.len());
                } else if shape.len() <= depth || shape[depth] != items.len() {
                    return Err(ragged(shape, depth));
                }
                for x in &items {
                    self.flatten_nested(x, depth + 1, shape, leaf, out)?;
                }
                Ok(())
            }
            Value::Array(a) if !a.shape.is_empty() => {
                let c = a.to_col().map_err(arr_err)?;
                if leaf.is_some_and(|l| l <= depth) {
                    return Err(ragged(shape, depth));
                }
                if shape.len() == depth {
                    shape.extend(a.shape.iter());
                } else {
                    // Every axis of the array must agree with what its siblings gave.
                    for (k, &d) in a.shape.iter().enumerate() {
                        if shape.get(depth + k) != Some(&d) {
                            return Err(ragged(shape, depth + k));
                        }
                    }
                    if shape.len() != depth + a.ndim() {
                        return Err(ragged(shape, depth + a.ndim()));
                    }
                }
                *leaf = Some(depth + a.ndim());
                for i in 0..a.size() {
                    out.push(Value::Array(Array::from_col(
                        c.gather(&[i]),
                        a.dtype,
                        vec![],
                        a.host,
                    )));
                }
                Ok(())
            }
            // An int past int64 is a uint64 when it fits one (as NumPy infers it).
            Value::Long(n) => {
                let u = u64::try_from(&**n).map_err(|_| {
                    err(
                        ExcType::OverflowError,
                        "Python int too large to convert to C long",
                    )
                })?;
                let s = Array::from_col(Col::U(vec![u]), DType::U64, vec![], true).as_scalar();
                self.flatten_nested(&Value::Array(s), depth, shape, leaf, out)
            }
            Value::Bool(_)
            | Value::Int(_)
            | Value::Float(_)
            | Value::Complex(..)
            | Value::Array(_) => {
                if shape.len() > depth || leaf.is_some_and(|l| l != depth) {
                    return Err(ragged(shape, depth));
                }
                *leaf = Some(depth);
                out.push(v.clone());
                Ok(())
            }
            other => Err(type_err(format!(
                "cannot make an array of '{}' values (gpa arrays hold numbers and bools)",
                other.type_name()
            ))),
        }
    }

    /// The array a write into an array of dtype `dt` copies from: Python strings (alone
    /// or in lists) parsed as NumPy parses them (`a[0] = '2.5'`), else `v` as an array once
    /// `check_store` passed it.
    pub fn store_source(&mut self, v: &Value, dt: DType, host: bool) -> RtResult<ArrayRef> {
        use crate::builtins::numpy::strings;
        let stringy = matches!(v, Value::Str(_))
            || matches!(v, Value::List(_) | Value::Tuple(_)) && strings::has_str_leaf(self, v, 0);
        if stringy && dt != DType::Bool {
            let parsed = strings::calls::parse_strings(self, v, &Value::DType(dt, false))?;
            if let Value::Array(x) = parsed {
                return self.to_array(&Value::Array(x), host, None);
            }
        }
        self.check_store(v, dt)?;
        self.to_array(v, host, None)
    }

    /// NumPy's casting of Python numbers stored into an integer array (`a[i] = v`,
    /// `a[:] = [..]`, `a.fill(v)`): an int out of the dtype's range is `OverflowError`, a NaN
    /// `ValueError`, an infinity `OverflowError`, instead of a wrapped value. NumPy scalars
    /// and arrays cast as they are (unsafe casting, as NumPy).
    pub fn check_store(&mut self, v: &Value, dt: DType) -> RtResult<()> {
        if !dt.is_int() && !dt.is_float() {
            return Ok(());
        }
        self.check_store_at(v, dt, 0)
    }

    fn check_store_at(&mut self, v: &Value, dt: DType, depth: usize) -> RtResult<()> {
        let overflow = |m: String| err(ExcType::OverflowError, m);
        match v {
            // A Python complex goes through `float()`/`int()`, which refuse it (NumPy's
            // complex scalars and arrays are cast instead, with a ComplexWarning).
            Value::Complex(..) => Err(type_err(if dt.is_int() {
                "int() argument must be a string, a bytes-like object or a real number, not 'complex'"
            } else {
                "float() argument must be a string or a real number, not 'complex'"
            })),
            Value::List(_) | Value::Tuple(_) if depth < crate::array::alloc::MAX_DIMS => {
                for x in self.to_vec(v)? {
                    self.check_store_at(&x, dt, depth + 1)?;
                }
                Ok(())
            }
            _ if !dt.is_int() => Ok(()),
            Value::Int(i) => dtype::check_weak_int(dt, *i).map_err(overflow),
            Value::Float(f) if f.is_nan() => Err(value_err("cannot convert float NaN to integer")),
            Value::Float(f) if f.is_infinite() => {
                Err(overflow("cannot convert float infinity to integer".into()))
            }
            Value::Float(f) => {
                let t = f.trunc();
                let too_large = || overflow("Python int too large to convert to C long".into());
                if dt == DType::U64 && t >= 0.0 {
                    return if t < 18_446_744_073_709_551_616.0 {
                        Ok(())
                    } else {
                        Err(too_large())
                    };
                }
                if !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&t) {
                    return Err(too_large());
                }
                dtype::check_weak_int(dt, t as i64).map_err(overflow)
            }
            _ => Ok(()),
        }
    }

    /// Element `i` (C order) of a column as a Python value.
    pub fn py_elem(c: &Col, i: usize) -> Value {
        match c {
            Col::B(v) => Value::Bool(v[i]),
            Col::I(v) => Value::Int(v[i]),
            // A uint64 past i64 is a big int, as NumPy's Python int.
            Col::U(v) if v[i] > i64::MAX as u64 => super::long::int(v[i].into()),
            Col::U(v) => Value::Int(v[i] as i64),
            Col::S(v) => Value::Float(v[i] as f64),
            Col::F(v) => Value::Float(v[i]),
            Col::Z(v) => Value::Complex(v[i].0 as f64, v[i].1 as f64),
            Col::C(v) => Value::Complex(v[i].0, v[i].1),
        }
    }

    pub fn array_item(&mut self, a: &Array) -> RtResult<Value> {
        if a.size() != 1 {
            return Err(err(
                ExcType::ValueError,
                "can only convert an array of size 1 to a Python scalar",
            ));
        }
        let c = a.to_col().map_err(arr_err)?;
        Ok(Self::py_elem(&c, 0))
    }

    pub fn array_truth(&mut self, a: &Array) -> RtResult<bool> {
        match a.size() {
            1 => Ok(self.array_item(a)?.truthy()),
            0 => Err(err(
                ExcType::ValueError,
                "The truth value of an empty array is ambiguous. Use `array.size > 0` to check that an array is not empty.",
            )),
            _ => Err(err(
                ExcType::ValueError,
                "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
            )),
        }
    }

    pub fn array_tolist(&mut self, a: &Array) -> RtResult<Value> {
        let c = a.to_col().map_err(arr_err)?;
        fn build(c: &Col, shape: &[usize], start: &mut usize) -> Value {
            if shape.is_empty() {
                let v = Interp::py_elem(c, *start);
                *start += 1;
                return v;
            }
            Value::list(
                (0..shape[0])
                    .map(|_| build(c, &shape[1..], start))
                    .collect(),
            )
        }
        let mut pos = 0;
        Ok(build(&c, &a.shape, &mut pos))
    }

    fn with_elems<R>(&mut self, a: &Array, f: impl FnOnce(&Elems) -> R) -> RtResult<R> {
        let c = a.to_col().map_err(arr_err)?;
        Ok(match &c {
            Col::B(v) => f(&Elems::Bool(v)),
            Col::I(v) => f(&Elems::Int(v)),
            Col::U(v) => f(&Elems::UInt(v)),
            Col::S(v) if a.dtype == DType::F16 => {
                let h: Vec<half::f16> = v.iter().map(|&x| half::f16::from_f32(x)).collect();
                f(&Elems::F16(&h))
            }
            Col::S(v) => f(&Elems::F32(v)),
            Col::F(v) => f(&Elems::F64(v)),
            Col::Z(v) => f(&Elems::C64(v)),
            Col::C(v) => f(&Elems::C128(v)),
        })
    }

    /// The formatter function for `a`'s dtype from `set_printoptions(formatter=...)`, by
    /// NumPy's precedence: the dtype's own key, then its kind's, then 'all'.
    fn formatter_for(&self, a: &Array, given: Option<&Value>) -> Option<Value> {
        let Some(Value::Dict(f)) = given.or(self.print_formatter.as_ref()) else {
            return None;
        };
        let keys: &[&str] = match a.dtype {
            DType::Bool => &["bool", "all"],
            d if d.is_int() => &["int", "int_kind", "all"],
            d if d.is_complex() => &["complexfloat", "complex_kind", "all"],
            _ => &["float", "float_kind", "all"],
        };
        let f = f.borrow();
        keys.iter().find_map(|k| {
            f.get(&super::value::Key(Value::str(k)))
                .filter(|v| !matches!(v, Value::None))
                .cloned()
        })
    }

    /// Every element's text through a formatter function (NumPy passes each element as a
    /// NumPy scalar; the texts are printed as they are, without padding).
    fn formatted(&mut self, a: &Array, f: &Value) -> RtResult<Vec<String>> {
        let n = a.size();
        let flat = Array::from_col(a.to_col().map_err(arr_err)?, a.dtype, vec![n], true);
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let x = self.array_getitem(&flat, &Value::Int(i as i64))?;
            let s = self.call(f, &[x], &[])?;
            out.push(self.to_str(&s)?);
        }
        Ok(out)
    }

    pub fn array_str(&mut self, a: &Array) -> RtResult<String> {
        let opts = self.print_opts.clone();
        let (shape, dt, scalar) = (a.shape.clone(), a.dtype, a.scalar);
        if !scalar
            && !shape.is_empty()
            && let Some(f) = self.formatter_for(a, None)
        {
            let texts = self.formatted(a, &f)?;
            return Ok(aprint::array_str(&Elems::Raw(&texts), &shape, &opts));
        }
        self.with_elems(a, |e| {
            if scalar {
                aprint::scalar_str(e, dt.name())
            } else {
                aprint::array_str(e, &shape, &opts)
            }
        })
    }

    /// Each element's text under the array's shared format (the fields of records).
    pub fn array_elem_texts(&mut self, a: &Array) -> RtResult<Vec<String>> {
        let opts = self.print_opts.clone();
        let n = a.size();
        self.with_elems(a, |e| aprint::elem_texts(e, n, &opts))
    }

    /// `np.array2string`'s text under the current print options.
    pub fn array_text(
        &mut self,
        a: &Array,
        sep: &str,
        prefix_len: usize,
        suffix_len: usize,
    ) -> RtResult<String> {
        let opts = self.print_opts.clone();
        let shape = a.shape.clone();
        if !shape.is_empty()
            && let Some(f) = self.formatter_for(a, None)
        {
            let texts = self.formatted(a, &f)?;
            let e = Elems::Raw(&texts);
            return Ok(aprint::array_text(
                &e, &shape, &opts, sep, prefix_len, suffix_len,
            ));
        }
        self.with_elems(a, |e| {
            aprint::array_text(e, &shape, &opts, sep, prefix_len, suffix_len)
        })
    }

    pub fn array_repr(&mut self, a: &Array) -> RtResult<String> {
        let opts = self.print_opts.clone();
        let (shape, dt, scalar) = (a.shape.clone(), a.dtype, a.scalar);
        if !scalar
            && !shape.is_empty()
            && let Some(f) = self.formatter_for(a, None)
        {
            let texts = self.formatted(a, &f)?;
            return Ok(aprint::array_repr(
                &Elems::Raw(&texts),
                &shape,
                dt.name(),
                &opts,
            ));
        }
        // NumPy 1.x's scalar reprs under `legacy=`: the scalar's str.
        let old_scalars = opts.legacy || opts.legacy_scalars.is_some();
        self.with_elems(a, |e| {
            if scalar && old_scalars {
                aprint::scalar_str(e, dt.name())
            } else if scalar {
                aprint::scalar_repr(e, dt.name())
            } else {
                aprint::array_repr(e, &shape, dt.name(), &opts)
            }
        })
    }

    /// Indexing: basic (ints, slices, None, ...) gives a view sharing memory; advanced
    /// (integer arrays, boolean masks, lists) gives a copy.
    pub fn array_getitem(&mut self, a: &ArrayRef, idx: &Value) -> RtResult<Value> {
        let items: Vec<Value> = match idx {
            Value::Tuple(t) => t.to_vec(),
            other => vec![other.clone()],
        };
        single_ellipsis(&items)?;
        // Basic indexing makes a view (no work); an index array gathers where `a` lives.
        if items.iter().any(is_advanced) {
            on_current_device(a)?;
            for x in &items {
                if let Value::Array(x) = x {
                    on_current_device(x)?;
                }
            }
        }
        if let [Value::Array(m)] = items.as_slice()
            && m.dtype == DType::Bool
            && let Some(r) = crate::array::index::take_mask(a, m).map_err(arr_err)?
        {
            return Ok(Value::Array(r));
        }
        // Integer arrays for the leading axes (`x[idx]`, `x[rows, cols]`): on the device.
        let int_arrays: Vec<&ArrayRef> = items
            .iter()
            .filter_map(|v| match v {
                Value::Array(ix) if ix.dtype.is_int() => Some(ix),
                _ => None,
            })
            .collect();
        if int_arrays.len() == items.len()
            && let Some(r) = crate::array::index::take_ints(
                a,
                &int_arrays.iter().map(|x| &***x).collect::<Vec<_>>(),
            )
            .map_err(arr_err)?
        {
            return Ok(Value::Array(r));
        }
        if items.iter().any(is_advanced) {
            let (_, lay) = a.ready().map_err(arr_err)?;
            let items = self.index_items(&lay, &items, a.host)?;
            let r = crate::array::index::take(a, items).map_err(arr_err)?;
            return Ok(Value::Array(r));
        }
        let items: Vec<Value> = items.iter().map(int_of_0d).collect();
        let (buf, lay) = a.ready().map_err(arr_err)?;
        let nreal = items
            .iter()
            .filter(|v| !matches!(v, Value::None | Value::Ellipsis))
            .count();
        if nreal > a.ndim() {
            return Err(err(
                ExcType::IndexError,
                format!(
                    "too many indices for array: array is {}-dimensional, but {nreal} were indexed",
                    a.ndim()
                ),
            ));
        }
        let mut shape = Vec::new();
        let mut strides = Vec::new();
        let mut offset = lay.offset as isize;
        let mut axis = 0;
        for it in &items {
            match it {
                Value::None => {
                    shape.push(1);
                    strides.push(0);
                }
                Value::Ellipsis => {
                    let fill = a.ndim() - nreal;
                    for _ in 0..fill {
                        shape.push(lay.shape[axis]);
                        strides.push(lay.strides[axis]);
                        axis += 1;
                    }
                }
                Value::Int(_) | Value::Bool(_) => {
                    let Value::Int(i) = (if let Value::Bool(b) = it {
                        Value::Int(*b as i64)
                    } else {
                        it.clone()
                    }) else {
                        unreachable!()
                    };
                    let n = lay.shape[axis] as i64;
                    let k = if i < 0 { i + n } else { i };
                    if k < 0 || k >= n {
                        return Err(err(
                            ExcType::IndexError,
                            format!("index {i} is out of bounds for axis {axis} with size {n}"),
                        ));
                    }
                    offset += k as isize * lay.strides[axis];
                    axis += 1;
                }
                Value::Slice(s) => {
                    let (start, _, step, len) =
                        super::iter::slice_indices(s, lay.shape[axis] as i64)?;
                    offset += start as isize * lay.strides[axis];
                    shape.push(len as usize);
                    strides.push(lay.strides[axis] * step as isize);
                    axis += 1;
                }
                _ => {
                    return Err(err(
                        ExcType::IndexError,
                        "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices",
                    ));
                }
            }
        }
        while axis < a.ndim() {
            shape.push(lay.shape[axis]);
            strides.push(lay.strides[axis]);
            axis += 1;
        }
        let view = Layout {
            shape,
            strides,
            offset: offset as usize,
        };
        let v = Array::view(buf, view, a.dtype, a.host);
        // Integers for every axis give a NumPy scalar (host); `...`/None keep a 0-d array.
        let all_ints = nreal == a.ndim()
            && !items
                .iter()
                .any(|v| matches!(v, Value::Slice(_) | Value::Ellipsis | Value::None));
        if all_ints {
            self.finish(v)
        } else {
            Ok(Value::Array(v))
        }
    }

    /// An advanced index's entries as the array layer's items (`...` expanded, slices
    /// resolved against the axes they apply to, lists as arrays on the indexed array's side
    /// (`host`), arrays as integer arrays or masks where they are).
    pub fn index_items(
        &mut self,
        lay: &Layout,
        items: &[Value],
        host: bool,
    ) -> RtResult<Vec<Item>> {
        let mut idx: Vec<(Value, Option<ArrayRef>)> = Vec::with_capacity(items.len());
        for v in items {
            let arr = match v {
                Value::List(_) => Some(
                    self.to_array(v, host, None)
                        .map_err(|_| err(ExcType::IndexError, "invalid index"))?,
                ),
                Value::Array(a) if !(a.ndim() == 0 && a.dtype.is_int()) => Some(a.clone()),
                Value::Bool(b) => {
                    Some(Array::from_col(Col::B(vec![*b]), DType::Bool, vec![], host))
                }
                _ => None,
            };
            idx.push((int_of_0d(v), arr));
        }
        let consumed: usize = idx
            .iter()
            .map(|(v, a)| match (v, a) {
                (_, Some(a)) if a.dtype == DType::Bool => a.ndim(),
                (Value::None | Value::Ellipsis, None) => 0,
                _ => 1,
            })
            .sum();
        let mut out = Vec::with_capacity(idx.len());
        let mut axis = 0usize;
        let mut seen_ellipsis = false;
        for (v, a) in idx {
            if let Some(a) = a {
                if a.dtype == DType::Bool {
                    axis += a.ndim();
                    out.push(Item::Mask(a));
                } else if a.dtype.is_int() {
                    axis += 1;
                    out.push(Item::Ints(a));
                } else if a.size() == 0 {
                    // An empty list is an empty integer index, as in NumPy.
                    axis += 1;
                    out.push(Item::ints(vec![], a.shape.clone()));
                } else {
                    return Err(err(
                        ExcType::IndexError,
                        "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices",
                    ));
                }
                continue;
            }
            match v {
                Value::None => out.push(Item::NewAxis),
                Value::Ellipsis => {
                    if seen_ellipsis {
                        return Err(err(
                            ExcType::IndexError,
                            "an index can only have a single ellipsis ('...')",
                        ));
                    }
                    seen_ellipsis = true;
                    for _ in 0..lay.shape.len().saturating_sub(consumed) {
                        out.push(Item::Slice(0, 1, lay.shape[axis]));
                        axis += 1;
                    }
                }
                Value::Int(i) => {
                    out.push(Item::Int(i));
                    axis += 1;
                }
                Value::Bool(b) => {
                    out.push(Item::Int(b as i64));
                    axis += 1;
                }
                Value::Slice(s) => {
                    let n = *lay.shape.get(axis).ok_or_else(|| {
                        err(
                            ExcType::IndexError,
                            format!(
                                "too many indices for array: array is {}-dimensional, but {} were indexed",
                                lay.shape.len(),
                                consumed
                            ),
                        )
                    })?;
                    let (start, _, step, len) = super::iter::slice_indices(&s, n as i64)?;
                    out.push(Item::Slice(start, step, len as usize));
                    axis += 1;
                }
                _ => {
                    return Err(err(
                        ExcType::IndexError,
                        "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or boolean arrays are valid indices",
                    ));
                }
            }
        }
        Ok(out)
    }

    /// The 0-d view `a[i, j]` names (host indexing gives a scalar copy instead).
    pub fn array_view_of_scalar(&mut self, a: &ArrayRef, i: &Value) -> RtResult<ArrayRef> {
        // Seen as a device array, the element is a 0-d view rather than a NumPy scalar; its
        // integer scalars become plain ints so no device path is asked for the host buffer.
        let (buf, lay) = a.ready().map_err(arr_err)?;
        let as_view = Array::view(buf, lay, a.dtype, false);
        let i = super::iter::plain_index(i)?;
        match self.array_getitem(&as_view, &i)? {
            Value::Array(v) => Ok(v),
            _ => unreachable!(),
        }
    }

    /// Rows of an array, for `for row in a`.
    pub fn array_rows(&mut self, a: &ArrayRef) -> RtResult<Vec<Value>> {
        if a.shape.is_empty() {
            return Err(type_err("iteration over a 0-d array"));
        }
        (0..a.shape[0])
            .map(|i| self.array_getitem(a, &Value::Int(i as i64)))
            .collect()
    }

    pub fn reshape(&mut self, a: &ArrayRef, dims: &[i64]) -> RtResult<ArrayRef> {
        let size = a.size();
        if dims.len() > crate::array::alloc::MAX_DIMS {
            return Err(arr_err(crate::array::alloc::too_many_dims(dims.len())));
        }
        let unknown = dims.iter().filter(|d| **d == -1).count();
        let bad = || {
            err(
                ExcType::ValueError,
                format!(
                    "cannot reshape array of size {size} into shape {}",
                    shape_text(dims)
                ),
            )
        };
        let known: i64 = dims
            .iter()
            .filter(|d| **d > 0)
            .try_fold(1i64, |acc, &d| acc.checked_mul(d))
            .ok_or_else(bad)?
            * dims.iter().all(|&d| d != 0) as i64;
        if unknown > 1 {
            return Err(err(
                ExcType::ValueError,
                "can only specify one unknown dimension",
            ));
        }
        if dims.iter().any(|d| *d < -1) {
            return Err(err(ExcType::ValueError, "negative dimensions not allowed"));
        }
        let shape: Vec<usize> = if unknown == 1 {
            if known == 0 || size as i64 % known != 0 {
                return Err(bad());
            }
            dims.iter()
                .map(|&d| {
                    if d == -1 {
                        (size as i64 / known) as usize
                    } else {
                        d as usize
                    }
                })
                .collect()
        } else {
            dims.iter().map(|&d| d as usize).collect()
        };
        if layout::size_of(&shape) != size {
            return Err(bad());
        }
        let (buf, lay) = a.ready().map_err(arr_err)?;
        Ok(match lay.reshape_view(&shape) {
            Some(l) => Array::view(buf, l, a.dtype, a.host),
            None => arr::reshaped_copy(a, &shape).map_err(arr_err)?,
        })
    }

    pub fn transpose(&mut self, a: &ArrayRef, axes: Option<Vec<usize>>) -> RtResult<ArrayRef> {
        let axes = axes.unwrap_or_else(|| (0..a.ndim()).rev().collect());
        if axes.len() != a.ndim() {
            return Err(err(ExcType::ValueError, "axes don't match array"));
        }
        if (1..axes.len()).any(|i| axes[..i].contains(&axes[i])) {
            return Err(err(ExcType::ValueError, "repeated axis in transpose"));
        }
        let (buf, lay) = a.ready().map_err(arr_err)?;
        Ok(Array::view(buf, lay.permute(&axes), a.dtype, a.host))
    }

    /// sum/prod/max/min/any/all/mean with `axis`, `keepdims`, `dtype`.
    pub fn array_reduce(
        &mut self,
        a: &ArrayRef,
        r: Reduce,
        mean: bool,
        axis: &Value,
        keepdims: bool,
        dt: Option<DType>,
    ) -> RtResult<Value> {
        let axes = self.axes_arg(axis, a.ndim())?;
        let count: usize = axes.iter().map(|&k| a.shape[k]).product();
        let acc = if mean {
            Some(dt.unwrap_or(match a.dtype {
                // NumPy averages float16 in float32 and gives float16 back.
                DType::F16 => DType::F32,
                d if d.is_float() || d.is_complex() => d,
                _ => DType::F64,
            }))
        } else {
            dt
        };
        let full = axes.len() == a.ndim() && !keepdims;
        let mut out = if full {
            arr::reduce_all(a, r, acc)
        } else {
            arr::reduce_axes(a, &axes, r, keepdims, acc)
        }
        .map_err(arr_err)?;
        if mean {
            let n = arr::constant((count as f64, 0.0), None, out.dtype, a.host);
            out = arr::binary(Op::Div, &out, &n).map_err(arr_err)?;
            if a.dtype == DType::F16 && dt.is_none() {
                out = arr::astype(&out, DType::F16).map_err(arr_err)?;
            }
        }
        self.finish(out)
    }

    /// A reduction's `axis=`: None (all), an int or a tuple of ints, each normalised, no
    /// repeats. A 0-d array accepts axis 0 / -1 as NumPy does.
    pub fn axes_arg(&self, axis: &Value, ndim: usize) -> RtResult<Vec<usize>> {
        let one = |v: &Value| -> RtResult<usize> {
            match v {
                Value::Int(i) if ndim == 0 && (*i == 0 || *i == -1) => Ok(usize::MAX),
                Value::Int(i) => self.norm_axis(*i, ndim),
                Value::Bool(b) => self.norm_axis(*b as i64, ndim),
                other if let Some(Value::Int(i)) = super::builtin_base::integer(other) => {
                    self.norm_axis(i, ndim)
                }
                other => Err(type_err(format!(
                    "'{}' object cannot be interpreted as an integer",
                    other.type_name()
                ))),
            }
        };
        let mut axes: Vec<usize> = match axis {
            Value::None => return Ok((0..ndim).collect()),
            Value::Tuple(t) => t.iter().map(one).collect::<RtResult<_>>()?,
            v => vec![one(v)?],
        };
        if (1..axes.len()).any(|i| axes[..i].contains(&axes[i])) {
            return Err(err(ExcType::ValueError, "duplicate value in 'axis'"));
        }
        axes.retain(|&k| k != usize::MAX);
        Ok(axes)
    }

    pub fn norm_axis(&self, i: i64, ndim: usize) -> RtResult<usize> {
        let n = ndim as i64;
        let k = if i < 0 { i + n } else { i };
        if k < 0 || k >= n {
            return Err(err(
                ExcType::AxisError,
                format!("axis {i} is out of bounds for array of dimension {ndim}"),
            ));
        }
        Ok(k as usize)
    }
}

/// Whether an index entry makes the index advanced (a copy): lists and arrays other than
/// 0-d integers (which act as integers).
pub fn is_advanced(v: &Value) -> bool {
    match v {
        // A Python bool is a 0-d mask (a new axis of length 1 or 0), as in NumPy.
        Value::List(_) | Value::Bool(_) => true,
        Value::Array(x) => !(x.ndim() == 0 && x.dtype.is_int()),
        _ => false,
    }
}

/// A 0-d integer array used as an index is that integer.
fn int_of_0d(v: &Value) -> Value {
    if let Value::Array(x) = v
        && x.ndim() == 0
        && x.dtype.is_int()
        && let Ok(c) = x.to_col()
        && let Col::I(n) = c.cast(x.dtype, DType::I64)
    {
        return Value::Int(n[0]);
    }
    v.clone()
}

/// The shape in NumPy's reshape message: `(2,7)`; an unknown (-1) dimension prints as
/// `newaxis`, except in first place where NumPy leaves it out.
fn shape_text(dims: &[i64]) -> String {
    let parts: Vec<String> = dims
        .iter()
        .enumerate()
        .filter(|&(i, &d)| !(i == 0 && d == -1))
        .map(|(_, &d)| {
            if d == -1 {
                "newaxis".into()
            } else {
                d.to_string()
            }
        })
        .collect();
    if parts.len() == 1 && !dims.contains(&-1) {
        format!("({},)", parts[0])
    } else {
        format!("({})", parts.join(","))
    }
}

/// The binary operator table entry for a Python operator, if arrays support it.
pub fn array_op_for(op: BinOp) -> Option<Op> {
    binop_to_op(op)
}

/// NumPy's error for `a[..., ...]`.
fn single_ellipsis(items: &[Value]) -> RtResult<()> {
    if items
        .iter()
        .filter(|v| matches!(v, Value::Ellipsis))
        .count()
        > 1
    {
        return Err(err(
            ExcType::IndexError,
            "an index can only have a single ellipsis ('...')".to_string(),
        ));
    }
    Ok(())
}
