//! NumPy's `datetime64` and `timedelta64` arrays, on the host only (CuPy has neither).
//!
//! A time array is an int64 array of counts of its unit since 1970-01-01 (datetimes) or of
//! its unit (timedeltas), NaT being int64's minimum, so views, indexing and the shape
//! functions are the numeric array's own (`times/calls.rs` routes them); arithmetic and
//! comparisons convert both operands to the finer unit first, as NumPy does.
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::print::{self as aprint, Elems};
use crate::array::{Array, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use crate::syntax::ast::BinOp;
use calendar::{NAT, Unit};
use std::rc::Rc;

mod busday;
pub mod calendar;
pub mod calls;

pub struct TimeArray {
    /// The counts: a host int64 array (views and indexing are its own).
    pub vals: ArrayRef,
    /// timedelta64 (true) or datetime64.
    pub delta: bool,
    pub unit: Unit,
}

pub fn new_value(
    vals: Vec<i64>,
    shape: Vec<usize>,
    delta: bool,
    unit: Unit,
    scalar: bool,
) -> Value {
    let a = Array::from_col(Col::I(vals), DType::I64, shape, true);
    let a = if scalar { a.as_scalar() } else { a };
    Value::Times(Rc::new(TimeArray {
        vals: a,
        delta,
        unit,
    }))
}

fn i64s(a: &ArrayRef) -> RtResult<Vec<i64>> {
    match a.to_col().map_err(arr_err)? {
        Col::I(v) => Ok(v),
        _ => Err(err(ExcType::RuntimeError, "time values lost")),
    }
}

impl TimeArray {
    pub fn shape(&self) -> &[usize] {
        &self.vals.shape
    }
    pub fn scalar(&self) -> bool {
        self.vals.scalar
    }
    pub fn values(&self) -> RtResult<Vec<i64>> {
        i64s(&self.vals)
    }
    pub fn kind_name(&self) -> &'static str {
        if self.delta {
            "timedelta64"
        } else {
            "datetime64"
        }
    }
    /// `datetime64[D]`, or `timedelta64` for a timedelta without a unit.
    pub fn dtype_name(&self) -> String {
        dtype_name(self.delta, self.unit)
    }
    pub fn with_vals(&self, vals: ArrayRef) -> Value {
        Value::Times(Rc::new(TimeArray {
            vals,
            delta: self.delta,
            unit: self.unit,
        }))
    }
    /// The values in another unit of the same kind.
    pub fn in_unit(&self, unit: Unit) -> RtResult<Vec<i64>> {
        let v = self.values()?;
        if unit == self.unit {
            return Ok(v);
        }
        v.iter()
            .map(|&x| {
                let c = if self.delta {
                    calendar::convert_delta(x, self.unit, unit)
                } else {
                    calendar::convert_datetime(x, self.unit, unit)
                };
                c.ok_or_else(|| cast_err(self.delta, self.unit, unit))
            })
            .collect()
    }
    /// Each element's text: the date for datetimes, the count for timedeltas.
    pub fn texts(&self) -> RtResult<Vec<String>> {
        Ok(self
            .values()?
            .iter()
            .map(|&v| match (v, self.delta) {
                (NAT, _) => "NaT".to_string(),
                (v, true) => v.to_string(),
                (v, false) => calendar::format_datetime(v, self.unit),
            })
            .collect())
    }
}

pub fn dtype_name(delta: bool, unit: Unit) -> String {
    let kind = if delta { "timedelta64" } else { "datetime64" };
    match unit {
        Unit::Generic => kind.to_string(),
        u => format!("{kind}[{}]", u.code()),
    }
}

pub fn cast_err(delta: bool, from: Unit, to: Unit) -> Box<crate::interp::error::RtErr> {
    type_err(format!(
        "Cannot cast NumPy {} scalar from metadata [{}] to [{}] according to the rule 'same_kind'",
        if delta { "timedelta64" } else { "datetime64" },
        from.code(),
        to.code()
    ))
}

/// A time dtype asked for: `'datetime64[D]'`, `'M8[s]'`, `'<m8[h]'`, `'timedelta64'`,
/// `np.datetime64` itself, a time array's dtype. (timedelta?, unit)
pub fn time_dtype(v: &Value) -> Option<(bool, Unit)> {
    match v {
        Value::Str(s) => {
            let t = s.trim_start_matches(['<', '=', '|']);
            let (kind, rest) = if let Some(r) = t.strip_prefix("datetime64") {
                (false, r)
            } else if let Some(r) = t.strip_prefix("timedelta64") {
                (true, r)
            } else if let Some(r) = t.strip_prefix("M8") {
                (false, r)
            } else if let Some(r) = t.strip_prefix("m8") {
                (true, r)
            } else {
                return None;
            };
            let unit = match rest.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
                Some(u) => Unit::parse(u)?,
                None if rest.is_empty() => Unit::Generic,
                None => return None,
            };
            Some((kind, unit))
        }
        Value::Native(n) if n.host == Some(true) && &*n.name == "datetime64" => {
            Some((false, Unit::Generic))
        }
        Value::Native(n) if n.host == Some(true) && &*n.name == "timedelta64" => {
            Some((true, Unit::Generic))
        }
        Value::Module(m) if m.name == "dtype" => match (m.get("_time_unit"), m.get("kind")) {
            (Some(Value::Str(u)), Some(Value::Str(k))) => Some((&*k == "m", Unit::parse(&u)?)),
            _ => None,
        },
        _ => None,
    }
}

/// `d.dtype`: a record printing as NumPy's `dtype('<M8[D]')`.
pub fn dtype_value(delta: bool, unit: Unit) -> Value {
    let code = if delta { "m8" } else { "M8" };
    let short = match unit {
        Unit::Generic => format!("<{code}"),
        u => format!("<{code}[{}]", u.code()),
    };
    let name = dtype_name(delta, unit);
    let r = Module::record("dtype", format!("dtype('{short}')"), name.clone());
    r.set("_time_unit", Value::str(unit.code()));
    r.set("kind", Value::str(if delta { "m" } else { "M" }));
    r.set("char", Value::str(if delta { "m" } else { "M" }));
    r.set("str", Value::str(&short));
    r.set("name", Value::str(&name));
    r.set("itemsize", Value::Int(8));
    for (dunder, same) in [("__eq__", true), ("__ne__", false)] {
        r.set(
            dunder,
            crate::builtins::native(dunder, move |_, a, _| {
                let eq = a.first().and_then(time_dtype) == Some((delta, unit));
                Ok(Value::Bool(eq == same))
            }),
        );
    }
    Value::Module(r)
}

/// Python's floor division of integers.
fn floor_div(m: i64, n: i64) -> i64 {
    let q = m / n;
    if m % n != 0 && ((m < 0) != (n < 0)) {
        q - 1
    } else {
        q
    }
}

/// The finer of two units (a unit-less timedelta takes the other's).
pub fn finer(a: Unit, b: Unit) -> Unit {
    a.max(b)
}

/// An operand of time arithmetic: times, integers (counts of the other operand's unit)
/// or floats (factors), with its shape and whether it is a scalar.
enum Operand {
    Time(Rc<TimeArray>),
    Ints(Vec<i64>, Vec<usize>, bool),
    Floats(Vec<f64>, Vec<usize>, bool),
}

impl Operand {
    fn shape(&self) -> &[usize] {
        match self {
            Operand::Time(t) => t.shape(),
            Operand::Ints(_, s, _) | Operand::Floats(_, s, _) => s,
        }
    }
    fn scalar(&self) -> bool {
        match self {
            Operand::Time(t) => t.scalar(),
            Operand::Ints(_, _, s) | Operand::Floats(_, _, s) => *s,
        }
    }
}

fn operand(it: &mut Interp, v: &Value) -> RtResult<Option<Operand>> {
    Ok(Some(match v {
        Value::Times(t) => Operand::Time(t.clone()),
        Value::Int(_) | Value::Bool(_) => {
            Operand::Ints(vec![crate::builtins::want_int(v, "operand")?], vec![], true)
        }
        Value::Float(f) => Operand::Floats(vec![*f], vec![], true),
        Value::Array(a) if a.dtype.is_int() || a.dtype == DType::Bool => {
            let c = a.to_col().map_err(arr_err)?.cast(a.dtype, DType::I64);
            let Col::I(v) = c else { return Ok(None) };
            Operand::Ints(v, a.shape.clone(), a.scalar)
        }
        Value::Array(a) if a.dtype.is_float() => {
            let c = a.to_col().map_err(arr_err)?.cast(a.dtype, DType::F64);
            let Col::F(v) = c else { return Ok(None) };
            Operand::Floats(v, a.shape.clone(), a.scalar)
        }
        Value::List(_) | Value::Tuple(_) => {
            let a = it.to_array(v, true, None)?;
            return operand(it, &Value::Array(a));
        }
        _ => return Ok(None),
    }))
}

/// Pairs of elements, and the shape they broadcast to.
type Paired<X, Y> = (Vec<(X, Y)>, Vec<usize>);

/// Pairs of values of `a` and `b` broadcast together, and the shape.
fn pairs<X: Copy, Y: Copy>(a: &[X], sa: &[usize], b: &[Y], sb: &[usize]) -> RtResult<Paired<X, Y>> {
    let shape = crate::array::layout::broadcast_shapes(sa, sb).map_err(|_| {
        value_err(format!(
            "operands could not be broadcast together with shapes {} {} ",
            crate::array::layout::shape_compact(sa),
            crate::array::layout::shape_compact(sb)
        ))
    })?;
    let ia = crate::builtins::numpy::strings::broadcast_index(sa, &shape);
    let ib = crate::builtins::numpy::strings::broadcast_index(sb, &shape);
    Ok((
        ia.iter().zip(&ib).map(|(&i, &j)| (a[i], b[j])).collect(),
        shape,
    ))
}

fn no_loop(op: &str, a: &Value, b: &Value) -> Box<crate::interp::error::RtErr> {
    let name = |v: &Value| match v {
        Value::Times(t) => format!("dtype('{}')", t.dtype_name()),
        other => format!("'{}'", other.type_name()),
    };
    type_err(format!(
        "ufunc '{op}' cannot use operands with types {} and {}",
        name(a),
        name(b)
    ))
}

impl Interp {
    pub fn times_str(&mut self, t: &TimeArray) -> RtResult<String> {
        let texts = self.times_texts(t)?;
        if t.shape().is_empty() {
            let v = t.values()?[0];
            return Ok(match (v, t.delta) {
                (NAT, _) => "NaT".into(),
                (v, true) => format!("{v}{}", t.unit.plural()),
                _ => texts[0].trim_matches('\'').to_string(),
            });
        }
        let opts = self.print_opts.clone();
        Ok(aprint::array_str(&Elems::Padded(&texts), t.shape(), &opts))
    }

    pub fn times_repr(&mut self, t: &TimeArray) -> RtResult<String> {
        if t.scalar() {
            let v = t.values()?[0];
            let kind = t.kind_name();
            let unit = match t.unit {
                Unit::Generic => String::new(),
                u => format!(",'{}'", u.code()),
            };
            return Ok(match (v, t.delta) {
                (NAT, _) => format!("np.{kind}('NaT'{unit})"),
                (v, true) => format!("np.{kind}({v}{unit})"),
                (v, false) => {
                    let text = calendar::format_datetime(v, t.unit);
                    let unit = if t.unit == Unit::H {
                        unit
                    } else {
                        String::new()
                    };
                    format!("np.{kind}('{text}'{unit})")
                }
            });
        }
        let texts = self.times_texts(t)?;
        let opts = self.print_opts.clone();
        Ok(aprint::array_repr(
            &Elems::Padded(&texts),
            t.shape(),
            &format!("'{}'", t.dtype_name()),
            &opts,
        ))
    }

    /// Elements as printed inside an array: quoted dates, bare counts (a NaT span quoted).
    fn times_texts(&mut self, t: &TimeArray) -> RtResult<Vec<String>> {
        let texts = t.texts()?;
        Ok(if t.delta {
            let nat = |s: String| if s == "NaT" { "'NaT'".to_string() } else { s };
            texts.into_iter().map(nat).collect()
        } else {
            texts.into_iter().map(|s| format!("'{s}'")).collect()
        })
    }

    pub fn times_getitem(&mut self, t: &TimeArray, idx: &Value) -> RtResult<Value> {
        match self.array_getitem(&t.vals, idx)? {
            Value::Array(a) => Ok(t.with_vals(a)),
            Value::Int(v) => Ok(new_value(vec![v], vec![], t.delta, t.unit, true)),
            other => Ok(other),
        }
    }

    /// `v` as counts of `t`'s unit: times converted, dates parsed, integers as they are.
    pub fn times_counts(&mut self, t: &TimeArray, v: &Value) -> RtResult<Value> {
        let src = calls::to_times(self, v, Some((t.delta, Unit::Generic)))?;
        if src.delta != t.delta {
            return Err(type_err(format!(
                "Cannot cast {} to {}",
                src.dtype_name(),
                t.dtype_name()
            )));
        }
        let vals = src.in_unit(t.unit)?;
        let shape = src.shape().to_vec();
        Ok(Value::Array(Array::from_col(
            Col::I(vals),
            DType::I64,
            shape,
            true,
        )))
    }

    pub fn times_setitem(&mut self, t: &TimeArray, idx: Value, v: &Value) -> RtResult<()> {
        let counts = self.times_counts(t, v)?;
        self.set_item(&Value::Array(t.vals.clone()), idx, counts)
    }

    pub fn times_rows(&mut self, t: &TimeArray) -> RtResult<Vec<Value>> {
        let Some(&n) = t.shape().first() else {
            return Err(type_err("iteration over a 0-d array"));
        };
        (0..n)
            .map(|i| self.times_getitem(t, &Value::Int(i as i64)))
            .collect()
    }

    /// NumPy's arithmetic of datetimes and timedeltas (NaT in, NaT out).
    pub fn times_binop(&mut self, op: BinOp, a: &Value, b: &Value) -> RtResult<Value> {
        let sym = crate::interp::ops::op_symbol(op);
        let ufunc = match op {
            BinOp::Add => "add",
            BinOp::Sub => "subtract",
            BinOp::Mul => "multiply",
            BinOp::Div => "divide",
            BinOp::FloorDiv => "floor_divide",
            BinOp::Mod => "remainder",
            _ => sym,
        };
        let (Some(x), Some(y)) = (operand(self, a)?, operand(self, b)?) else {
            return Err(no_loop(ufunc, a, b));
        };
        let scalar = x.scalar() && y.scalar();
        let (sx, sy) = (x.shape().to_vec(), y.shape().to_vec());
        use Operand::*;
        let counts = |t: &TimeArray, u: Unit| t.in_unit(u);
        let time_result = |vals: Vec<i64>, shape: Vec<usize>, delta: bool, unit: Unit| -> Value {
            new_value(vals, shape, delta, unit, scalar)
        };
        let nat2 = |p: i64, q: i64, f: &dyn Fn(i64, i64) -> Option<i64>| {
            if p == NAT || q == NAT {
                NAT
            } else {
                f(p, q).unwrap_or(NAT)
            }
        };
        match (op, &x, &y) {
            // datetime ± timedelta / int, timedelta ± timedelta / int
            (BinOp::Add | BinOp::Sub, Time(p), Time(q))
                if !(op == BinOp::Add && !p.delta && !q.delta) =>
            {
                if p.delta && !q.delta {
                    if op == BinOp::Sub {
                        return Err(no_loop(ufunc, a, b));
                    }
                    return self.times_binop(op, b, a);
                }
                let unit = finer(p.unit, q.unit);
                let (vp, vq) = (counts(p, unit)?, counts(q, unit)?);
                let (pr, shape) = pairs(&vp, &sx, &vq, &sy)?;
                let f: &dyn Fn(i64, i64) -> Option<i64> = if op == BinOp::Add {
                    &|m, n| m.checked_add(n)
                } else {
                    &|m, n| m.checked_sub(n)
                };
                let out = pr.iter().map(|&(m, n)| nat2(m, n, f)).collect();
                // datetime - datetime is a timedelta; otherwise the left operand's kind.
                let delta = p.delta || !q.delta;
                Ok(time_result(out, shape, delta, unit))
            }
            (BinOp::Add | BinOp::Sub, Time(p), Ints(v, _, _)) => {
                let vp = p.values()?;
                let (pr, shape) = pairs(&vp, &sx, v, &sy)?;
                let out = pr
                    .iter()
                    .map(|&(m, n)| {
                        nat2(m, n, &|m, n| {
                            if op == BinOp::Add {
                                m.checked_add(n)
                            } else {
                                m.checked_sub(n)
                            }
                        })
                    })
                    .collect();
                Ok(time_result(out, shape, p.delta, p.unit))
            }
            (BinOp::Add, Ints(..), Time(_)) => self.times_binop(op, b, a),
            (BinOp::Mul, Time(p), Ints(..) | Floats(..)) if p.delta => {
                let f = match &y {
                    Ints(v, ..) => v.iter().map(|&n| n as f64).collect(),
                    Floats(v, ..) => v.clone(),
                    Time(_) => unreachable!(),
                };
                let vp = p.values()?;
                let (pr, shape) = pairs(&vp, &sx, &f, &sy)?;
                let out = pr
                    .iter()
                    .map(|&(m, k)| {
                        if m == NAT || !k.is_finite() {
                            NAT
                        } else {
                            match &y {
                                Ints(..) => m.checked_mul(k as i64).unwrap_or(NAT),
                                _ => (m as f64 * k) as i64,
                            }
                        }
                    })
                    .collect();
                Ok(time_result(out, shape, true, p.unit))
            }
            (BinOp::Mul, Ints(..) | Floats(..), Time(_)) => self.times_binop(op, b, a),
            (BinOp::Div | BinOp::FloorDiv | BinOp::Mod, Time(p), Time(q)) if p.delta && q.delta => {
                let unit = finer(p.unit, q.unit);
                let (vp, vq) = (counts(p, unit)?, counts(q, unit)?);
                let (pr, shape) = pairs(&vp, &sx, &vq, &sy)?;
                match op {
                    BinOp::Div => {
                        let out: Vec<f64> = pr
                            .iter()
                            .map(|&(m, n)| {
                                if m == NAT || n == NAT {
                                    f64::NAN
                                } else {
                                    m as f64 / n as f64
                                }
                            })
                            .collect();
                        let r = Array::from_col(Col::F(out), DType::F64, shape, true);
                        Ok(Value::Array(if scalar { r.as_scalar() } else { r }))
                    }
                    BinOp::FloorDiv => {
                        let out: Vec<i64> = pr
                            .iter()
                            .map(|&(m, n)| {
                                if m == NAT || n == NAT || n == 0 {
                                    0
                                } else {
                                    floor_div(m, n)
                                }
                            })
                            .collect();
                        let r = Array::from_col(Col::I(out), DType::I64, shape, true);
                        Ok(Value::Array(if scalar { r.as_scalar() } else { r }))
                    }
                    _ => {
                        let out = pr
                            .iter()
                            .map(|&(m, n)| {
                                if m == NAT || n == NAT || n == 0 {
                                    NAT
                                } else {
                                    m - n * floor_div(m, n)
                                }
                            })
                            .collect();
                        Ok(time_result(out, shape, true, unit))
                    }
                }
            }
            (BinOp::Div | BinOp::FloorDiv, Time(p), Ints(..) | Floats(..)) if p.delta => {
                let f = match &y {
                    Ints(v, ..) => v.iter().map(|&n| n as f64).collect(),
                    Floats(v, ..) => v.clone(),
                    Time(_) => unreachable!(),
                };
                let vp = p.values()?;
                let (pr, shape) = pairs(&vp, &sx, &f, &sy)?;
                let out = pr
                    .iter()
                    .map(|&(m, k)| {
                        let q = m as f64 / k;
                        if m == NAT || !q.is_finite() {
                            NAT
                        } else if op == BinOp::FloorDiv {
                            q.floor() as i64
                        } else {
                            q as i64
                        }
                    })
                    .collect();
                Ok(time_result(out, shape, true, p.unit))
            }
            _ => Err(no_loop(ufunc, a, b)),
        }
    }

    /// `==` `<` ... of times (against times, date strings, or counts for timedeltas).
    pub fn times_compare(
        &mut self,
        op: crate::array::ops::Op,
        a: &Value,
        b: &Value,
    ) -> RtResult<Value> {
        use crate::array::ops::Op;
        let x = operand(self, a)?;
        let y = operand(self, b)?;
        let scalar = x
            .as_ref()
            .zip(y.as_ref())
            .is_some_and(|(p, q)| p.scalar() && q.scalar());
        let (vx, vy, sx, sy) = match (&x, &y) {
            (Some(Operand::Time(p)), Some(Operand::Time(q))) if p.delta == q.delta => {
                let unit = finer(p.unit, q.unit);
                (
                    p.in_unit(unit)?,
                    q.in_unit(unit)?,
                    p.shape().to_vec(),
                    q.shape().to_vec(),
                )
            }
            (Some(Operand::Time(p)), Some(Operand::Ints(v, s, _))) if p.delta => {
                (p.values()?, v.clone(), p.shape().to_vec(), s.clone())
            }
            (Some(Operand::Ints(v, s, _)), Some(Operand::Time(q))) if q.delta => {
                (v.clone(), q.values()?, s.clone(), q.shape().to_vec())
            }
            _ => {
                // Unrelated operands: never equal, as NumPy 2 answers ==.
                let fill = match op {
                    Op::Eq => false,
                    Op::Ne => true,
                    _ => return Err(no_loop("less", a, b)),
                };
                let shape = match (a, b) {
                    (Value::Times(t), _) | (_, Value::Times(t)) => t.shape().to_vec(),
                    _ => vec![],
                };
                let n = shape.iter().product();
                return Ok(Value::Array(Array::from_col(
                    Col::B(vec![fill; n]),
                    DType::Bool,
                    shape,
                    true,
                )));
            }
        };
        let (pr, shape) = pairs(&vx, &sx, &vy, &sy)?;
        let out: Vec<bool> = pr
            .iter()
            .map(|&(m, n)| {
                if m == NAT || n == NAT {
                    return op == Op::Ne;
                }
                match op {
                    Op::Eq => m == n,
                    Op::Ne => m != n,
                    Op::Lt => m < n,
                    Op::Le => m <= n,
                    Op::Gt => m > n,
                    _ => m >= n,
                }
            })
            .collect();
        let r = Array::from_col(Col::B(out), DType::Bool, shape, true);
        Ok(Value::Array(if scalar { r.as_scalar() } else { r }))
    }

    pub fn times_neg(&mut self, t: &TimeArray) -> RtResult<Value> {
        if !t.delta {
            return Err(type_err(format!(
                "ufunc 'negative' did not contain a loop with signature matching types {}",
                t.dtype_name()
            )));
        }
        let v = t.values()?;
        let out = v.iter().map(|&x| if x == NAT { NAT } else { -x }).collect();
        Ok(new_value(out, t.shape().to_vec(), true, t.unit, t.scalar()))
    }
}
