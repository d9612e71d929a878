//! Elementwise operations. `table.rs` defines every op once — its name, loop dtypes and
//! result-dtype rule, CUDA C expression and CPU computation per lane; this file resolves
//! dtypes as NumPy 2 does (NEP 50 Python scalars included) and runs the per-lane kernels.
mod cmath;
pub mod cuda;
pub mod cuda_complex;
pub mod kern;
pub mod out;
mod table;

pub use table::{ALL_OPS, Op};

use super::ArrErr;
use super::col::{Col, lane, round_half, wrap_int};
use super::dtype::{DType, Weak, can_cast, check_weak_int, div_result, promote, promote_weak};
use cmath::C;
use table::DEFS;

/// A float kernel for f64 and for f32 (single-precision libm, as NumPy's float32 loops).
#[derive(Clone, Copy)]
pub struct F1 {
    f: fn(f64) -> f64,
    s: fn(f32) -> f32,
}

#[derive(Clone, Copy)]
pub struct F2 {
    f: fn(f64, f64) -> f64,
    s: fn(f32, f32) -> f32,
}

/// Lane kernels of a unary op whose result stays in its lane. `i` gets the dtype (the
/// result is wrapped to it after); `None` means NumPy has no loop for that lane.
#[derive(Clone, Copy)]
pub struct Un {
    b: Option<fn(bool) -> bool>,
    i: Option<fn(i64, DType) -> i64>,
    u: Option<fn(u64) -> u64>,
    fl: Option<F1>,
    c: Option<fn(C) -> C>,
}

impl Un {
    const NONE: Un = Un {
        b: None,
        i: None,
        u: None,
        fl: None,
        c: None,
    };
}

/// Lane kernels of a binary op; `h` replaces `fl` for float16 when half precision needs
/// its own bit-level computation (nextafter).
#[derive(Clone, Copy)]
pub struct Bin {
    b: Option<fn(bool, bool) -> bool>,
    i: Option<fn(i64, i64, DType) -> i64>,
    u: Option<fn(u64, u64) -> u64>,
    fl: Option<F2>,
    h: Option<fn(f32, f32) -> f32>,
    c: Option<fn(C, C) -> C>,
}

impl Bin {
    const NONE: Bin = Bin {
        b: None,
        i: None,
        u: None,
        fl: None,
        h: None,
        c: None,
    };
}

/// A complex-to-real kernel for complex128 and complex64.
#[derive(Clone, Copy)]
pub struct CR {
    f: fn(f64, f64) -> f64,
    s: fn(f32, f32) -> f32,
}

/// A predicate (isnan, ...): `int` serves the bool and integer lanes.
#[derive(Clone, Copy)]
pub struct Pred {
    int: fn(i64) -> bool,
    f: fn(f64) -> bool,
    s: fn(f32) -> bool,
    c: Option<fn(C) -> bool>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy)]
pub enum Kern {
    /// Unary, result in the input's lane.
    Map1(Un),
    /// Unary; complex inputs give their real component type (absolute, real, imag, angle),
    /// computed from (re, im) in the component precision.
    Real1(Un, CR),
    /// Unary predicate, result bool.
    Pred1(Pred),
    /// Binary, result in the inputs' lane.
    Map2(Bin),
    /// Comparison, result bool (complex in NumPy's lexicographic order).
    Cmp(CmpOp),
    /// Logical op on inputs cast to bool.
    Logic(fn(bool, bool) -> bool),
}

impl Kern {
    pub const fn arity(&self) -> u8 {
        match self {
            Kern::Map1(_) | Kern::Real1(..) | Kern::Pred1(_) => 1,
            _ => 2,
        }
    }
}

/// How the loop (compute dtype) is chosen from the input dtypes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Res {
    /// NumPy's legacy linear search: the first loop dtype every input casts to safely.
    Legacy,
    /// New-style: the promoted dtype must itself have a loop.
    Promote,
    /// True division: bool and ints divide in float64.
    Div,
    /// Logical ops compute on bools, whatever the inputs.
    Logical,
    /// ldexp: a float mantissa with an integer exponent.
    Ldexp,
}

/// The result dtype given the compute dtype.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Out {
    Same,
    Bool,
    /// Complex gives its component float type (complex64 -> float32).
    Real,
}

pub struct OpDef {
    pub name: &'static str,
    pub arity: u8,
    /// Dtypes with a loop (bit `DType as usize`).
    types: u16,
    res: Res,
    out: Out,
    /// CUDA C expression over `a` (and `b`); `gpa_*` helpers are in the CUDA prelude (`ops/cuda.rs`).
    pub cuda: &'static str,
    kern: Kern,
}

/// NumPy's typenum order, in which the legacy resolver tries loops.
const TYPENUM: [DType; 14] = {
    use DType::*;
    [
        Bool, I8, U8, I16, U16, I32, U32, I64, U64, F16, F32, F64, C64, C128,
    ]
};

/// A ufunc operand as NumPy's resolution sees it: an array's dtype, or a Python scalar
/// (NEP 50 "weak"; a Python bool is an ordinary bool and passes as `Arr(Bool)`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Operand {
    Arr(DType),
    Int(i64),
    Float,
    Complex,
}

/// The outcome of ufunc dtype resolution.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The dtype inputs are cast to and the op computes in.
    pub ct: DType,
    /// The result dtype.
    pub out: DType,
    /// The dtype each Python-scalar operand becomes (unused for arrays).
    pub consts: [DType; 2],
}

enum Fail {
    /// Legacy resolution found no loop: "not supported for the input types".
    NotSupported,
    /// New-style resolution found no loop: "did not contain a loop with signature".
    NoLoop,
    Msg(&'static str),
}

fn has(types: u16, d: DType) -> bool {
    types & (1 << d as u16) != 0
}

fn safe(from: DType, to: DType) -> bool {
    can_cast(from, to, "safe")
}

fn real_of(d: DType) -> DType {
    match d {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        d => d,
    }
}

fn weak_default(o: Operand) -> DType {
    match o {
        Operand::Arr(d) => d,
        Operand::Int(_) => DType::I64,
        Operand::Float => DType::F64,
        Operand::Complex => DType::C128,
    }
}

/// NumPy's name for an operand's DType class, as its "no loop" errors print it.
fn dtype_class(o: Operand) -> String {
    let n = match o {
        Operand::Int(_) => return "<class 'numpy.dtypes._PyLongDType'>".into(),
        Operand::Float => return "<class 'numpy.dtypes._PyFloatDType'>".into(),
        Operand::Complex => return "<class 'numpy.dtypes._PyComplexDType'>".into(),
        Operand::Arr(d) => d.name(),
    };
    let cap = n
        .replace("uint", "UInt")
        .replace("int", "Int")
        .replace("float", "Float")
        .replace("complex", "Complex")
        .replace("bool", "Bool");
    format!("<class 'numpy.dtypes.{cap}DType'>")
}

impl Op {
    pub fn def(self) -> &'static OpDef {
        &DEFS[self as usize]
    }

    pub fn by_name(name: &str) -> Option<Op> {
        ALL_OPS.iter().copied().find(|o| o.def().name == name)
    }

    /// The name NumPy's errors use (np.fix is ceil and floor underneath).
    fn err_name(self) -> &'static str {
        if self == Op::Fix {
            "ceil"
        } else {
            self.def().name
        }
    }

    fn is_compare(self) -> bool {
        matches!(self.def().kern, Kern::Cmp(_))
    }

    /// (compute dtype, result dtype) for array operands, or NumPy's TypeError text.
    pub fn dtypes(self, a: DType, b: Option<DType>) -> Result<(DType, DType), String> {
        self.resolve(a, b)
            .map_err(|f| self.fail_msg(f, Operand::Arr(a), b.map(Operand::Arr)))
    }

    fn fail_msg(self, f: Fail, a: Operand, b: Option<Operand>) -> String {
        match f {
            Fail::NotSupported => format!(
                "ufunc '{}' not supported for the input types, and the inputs could not be safely coerced to any supported types according to the casting rule ''safe''",
                self.err_name()
            ),
            Fail::NoLoop => {
                let sig = match b {
                    Some(b) => format!("({}, {})", dtype_class(a), dtype_class(b)),
                    None => dtype_class(a),
                };
                format!(
                    "ufunc '{}' did not contain a loop with signature matching types {sig} -> None",
                    self.err_name()
                )
            }
            Fail::Msg(m) => m.into(),
        }
    }

    /// Chooses the loop: (compute dtype, result dtype, ldexp's exponent dtype). `a`/`b` say
    /// what each operand may cast to; `an`/`bn` are their dtypes for promotion.
    fn resolve_ty(self, a: Ty, b: Option<Ty>, an: DType, bn: Option<DType>) -> Result<Res3, Fail> {
        use DType::*;
        let d = self.def();
        if self == Op::Sub && an == Bool && bn == Some(Bool) {
            return Err(Fail::Msg(
                "numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.",
            ));
        }
        if self == Op::Neg && an == Bool {
            return Err(Fail::Msg(
                "The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.",
            ));
        }
        // np.angle(bool) is arctan2(0, x) with a Python int 0: int64 math, float64.
        if self == Op::Angle && an == Bool {
            return Ok((F64, F64, I64));
        }
        let both = |t: DType| a.fits(t) && b.is_none_or(|b| b.fits(t));
        let common = || bn.map_or(an, |bn| promote(an, bn));
        let mut exp = I64;
        let ct = match d.res {
            Res::Legacy => TYPENUM
                .into_iter()
                .find(|&t| has(d.types, t) && both(t))
                .ok_or(Fail::NotSupported)?,
            Res::Promote => {
                let t = common();
                if !has(d.types, t) {
                    return Err(Fail::NoLoop);
                }
                t
            }
            Res::Div => {
                let t = div_result(common());
                if !has(d.types, t) {
                    return Err(Fail::NotSupported);
                }
                t
            }
            Res::Logical => Bool,
            Res::Ldexp => {
                // NumPy's loop order: ei fi el fl di dl.
                let b = b.ok_or(Fail::NotSupported)?;
                let (f, i) = [
                    (F16, I32),
                    (F32, I32),
                    (F16, I64),
                    (F32, I64),
                    (F64, I32),
                    (F64, I64),
                ]
                .into_iter()
                .find(|&(f, i)| a.fits(f) && b.fits(i))
                .ok_or(Fail::NotSupported)?;
                exp = i;
                f
            }
        };
        let out = match d.out {
            Out::Same => ct,
            Out::Bool => Bool,
            Out::Real => real_of(ct),
        };
        Ok((ct, out, exp))
    }

    fn resolve(self, a: DType, b: Option<DType>) -> Result<(DType, DType), Fail> {
        self.resolve_ty(Ty::Strong(a), b.map(Ty::Strong), a, b)
            .map(|(ct, out, _)| (ct, out))
    }

    /// Resolution for a ufunc call whose operands may be Python scalars (NEP 50). A scalar of
    /// a higher kind than the array it meets becomes that kind's dtype (`promote_weak`);
    /// otherwise it stays "weak" and fits any loop of its kind or above, its value checked
    /// against the loop's integer type (OverflowError) — except in comparisons, which
    /// compare an out-of-range int by its true value. Only Python scalars: default dtypes.
    pub fn plan(self, a: Operand, b: Option<Operand>) -> Result<Plan, ArrErr> {
        let ops = [Some(a), b];
        let mut tys = [None, None];
        let mut nom = [None, None];
        for (k, o) in ops.iter().enumerate() {
            let Some(o) = *o else { continue };
            let other = match ops[1 - k] {
                Some(Operand::Arr(d)) => Some(d),
                _ => None,
            };
            let (ty, n) = match (o, weak_of(o), other) {
                (Operand::Arr(d), ..) => (Ty::Strong(d), d),
                (_, Some(w), Some(d)) => {
                    let t = promote_weak(d, w);
                    if let Operand::Int(v) = o
                        && self.is_compare()
                        && t.is_int()
                        && check_weak_int(t, v).is_err()
                    {
                        // Comparisons hold the true value of an out-of-range int.
                        let t = if t == DType::U64 {
                            DType::F64
                        } else {
                            DType::I64
                        };
                        (Ty::Strong(t), t)
                    } else if w as u8 > kind_rank(d) {
                        (Ty::Strong(t), t)
                    } else {
                        (Ty::Weak(w as u8), t)
                    }
                }
                _ => {
                    let t = weak_default(o);
                    (Ty::Strong(t), t)
                }
            };
            tys[k] = Some(ty);
            nom[k] = Some(n);
        }
        let fail = |f: Fail| ArrErr::Type(self.fail_msg(f, a, b));
        let (ct, out, exp) = self
            .resolve_ty(
                tys[0].expect("an input"),
                tys[1],
                nom[0].expect("an input"),
                nom[1],
            )
            .map_err(fail)?;
        // Each Python scalar becomes a constant: weak ones in their loop dtype, others in
        // their own dtype (the program casts them).
        let mut consts = [ct, ct];
        for k in 0..2 {
            match (tys[k], ops[k]) {
                (Some(Ty::Weak(_)), _) if self == Op::Ldexp && k == 1 => consts[k] = exp,
                (Some(Ty::Weak(_)), _) => {}
                (Some(Ty::Strong(_)), Some(Operand::Arr(_))) => {}
                (Some(Ty::Strong(t)), _) => consts[k] = t,
                (None, _) => {}
            }
            if let (Some(Operand::Int(v)), Some(Ty::Weak(_))) = (ops[k], tys[k])
                && consts[k].is_int()
                && !self.is_compare()
            {
                check_weak_int(consts[k], v).map_err(ArrErr::Overflow)?;
            }
        }
        // NumPy rejects a negative integer exponent at the call; later it is a value error.
        if self == Op::Pow
            && ct.is_int()
            && let Some(Operand::Int(v)) = b
            && v < 0
        {
            return Err(ArrErr::Value(
                "Integers to negative integer powers are not allowed.".into(),
            ));
        }
        Ok(Plan { ct, out, consts })
    }
}

type Res3 = (DType, DType, DType);

/// What an operand may be cast to in loop selection.
#[derive(Clone, Copy, Debug)]
enum Ty {
    /// An array (or a Python scalar that took a dtype): NumPy's 'safe' casting.
    Strong(DType),
    /// A weak Python scalar of kind rank 1 (int), 2 (float) or 3 (complex): any loop dtype
    /// of that kind or above.
    Weak(u8),
}

impl Ty {
    fn fits(self, to: DType) -> bool {
        match self {
            Ty::Strong(d) => safe(d, to),
            Ty::Weak(r) => kind_rank(to) >= r,
        }
    }
}

/// bool 0, integers 1, floats 2, complex 3.
fn kind_rank(d: DType) -> u8 {
    match d.kind() {
        'b' => 0,
        'i' | 'u' => 1,
        'f' => 2,
        _ => 3,
    }
}

fn weak_of(o: Operand) -> Option<Weak> {
    match o {
        Operand::Arr(_) => None,
        Operand::Int(_) => Some(Weak::Int),
        Operand::Float => Some(Weak::Float),
        Operand::Complex => Some(Weak::Complex),
    }
}

macro_rules! map {
    ($v:expr, $f:expr) => {{
        let f = $f;
        $v.iter().map(|&x| f(x)).collect()
    }};
    ($v:expr, $w:expr, $f:expr) => {{
        let f = $f;
        $v.iter().zip($w.iter()).map(|(&x, &y)| f(x, y)).collect()
    }};
}

fn widen(v: &[(f32, f32)]) -> Vec<C> {
    v.iter().map(|&(a, b)| (a as f64, b as f64)).collect()
}

fn narrow(v: Vec<C>) -> Vec<(f32, f32)> {
    v.into_iter().map(|(a, b)| (a as f32, b as f32)).collect()
}

/// float16 values live in f32 lanes and are rounded to half after every operation.
fn half_round(v: Vec<f32>, out: DType) -> Vec<f32> {
    if out == DType::F16 {
        v.into_iter().map(round_half).collect()
    } else {
        v
    }
}

fn map1(k: &Un, a: &Col, out: DType) -> Option<Col> {
    Some(match a {
        Col::B(x) => Col::B(map!(x, k.b?)),
        Col::I(x) => {
            let f = k.i?;
            Col::I(x.iter().map(|&v| wrap_int(f(v, out), out)).collect())
        }
        Col::U(x) => Col::U(map!(x, k.u?)),
        Col::S(x) => Col::S(half_round(map!(x, k.fl?.s), out)),
        Col::F(x) => Col::F(map!(x, k.fl?.f)),
        Col::C(x) => Col::C(map!(x, k.c?)),
        Col::Z(x) => Col::Z(narrow(map!(widen(x), k.c?))),
    })
}

fn pred1(p: &Pred, a: &Col) -> Option<Col> {
    Some(Col::B(match a {
        Col::B(x) => map!(x, |v: bool| (p.int)(v as i64)),
        Col::I(x) => map!(x, p.int),
        Col::U(x) => map!(x, |v: u64| (p.int)(v.min(i64::MAX as u64) as i64)),
        Col::S(x) => map!(x, p.s),
        Col::F(x) => map!(x, p.f),
        Col::C(x) => map!(x, p.c?),
        Col::Z(x) => map!(widen(x), p.c?),
    }))
}

/// Applies a unary op to a column already cast to its compute dtype.
pub fn unary(op: Op, a: &Col, _ct: DType, out: DType) -> Result<Col, String> {
    if let Some(c) = fast_unary(op, a, out) {
        return Ok(c);
    }
    let miss = || op.fail_msg(Fail::NotSupported, Operand::Arr(out), None);
    match op.def().kern {
        Kern::Map1(k) => map1(&k, a, out),
        Kern::Real1(k, f) => match a {
            Col::C(x) => Some(Col::F(map!(x, |(p, q)| (f.f)(p, q)))),
            Col::Z(x) => Some(Col::S(map!(x, |(p, q)| (f.s)(p, q)))),
            _ => map1(&k, a, out),
        },
        Kern::Pred1(p) => pred1(&p, a),
        _ => None,
    }
    .ok_or_else(miss)
}

fn map2(k: &Bin, a: &Col, b: &Col, ct: DType, out: DType) -> Option<Col> {
    Some(match (a, b) {
        (Col::B(x), Col::B(y)) => Col::B(map!(x, y, k.b?)),
        (Col::I(x), Col::I(y)) => {
            let f = k.i?;
            Col::I(map!(x, y, |p, q| wrap_int(f(p, q, ct), out)))
        }
        (Col::U(x), Col::U(y)) => Col::U(map!(x, y, k.u?)),
        (Col::S(x), Col::S(y)) => match k.h {
            Some(h) if out == DType::F16 => Col::S(map!(x, y, h)),
            _ => Col::S(half_round(map!(x, y, k.fl?.s), out)),
        },
        (Col::F(x), Col::F(y)) => Col::F(map!(x, y, k.fl?.f)),
        (Col::C(x), Col::C(y)) => Col::C(map!(x, y, k.c?)),
        (Col::Z(x), Col::Z(y)) => Col::Z(narrow(map!(widen(x), widen(y), k.c?))),
        _ => return None,
    })
}

fn cmp_map<T: PartialOrd + Copy>(c: CmpOp, x: &[T], y: &[T]) -> Vec<bool> {
    // One loop per comparison (not a match per element), so each loop vectorises.
    match c {
        CmpOp::Eq => map!(x, y, |p: T, q: T| p == q),
        CmpOp::Ne => map!(x, y, |p: T, q: T| p != q),
        CmpOp::Lt => map!(x, y, |p: T, q: T| p < q),
        CmpOp::Le => map!(x, y, |p: T, q: T| p <= q),
        CmpOp::Gt => map!(x, y, |p: T, q: T| p > q),
        CmpOp::Ge => map!(x, y, |p: T, q: T| p >= q),
    }
}

fn cmp_c(c: CmpOp, x: &[C], y: &[C]) -> Vec<bool> {
    let f: fn(C, C) -> bool = match c {
        CmpOp::Eq => |p, q| p == q,
        CmpOp::Ne => |p, q| p != q,
        CmpOp::Lt => cmath::lt,
        CmpOp::Le => cmath::le,
        CmpOp::Gt => cmath::gt,
        CmpOp::Ge => cmath::ge,
    };
    map!(x, y, f)
}

/// Applies a binary op to two columns already cast to its compute dtype `ct`.
/// The hot float arithmetic as inlinable loops the compiler vectorises (the table's
/// per-element function pointers cannot be).
fn fast_binary(op: Op, a: &Col, b: &Col, out: DType) -> Option<Col> {
    macro_rules! arith {
        ($x:expr, $y:expr) => {
            match op {
                Op::Add => map!($x, $y, |p, q| p + q),
                Op::Sub => map!($x, $y, |p, q| p - q),
                Op::Mul => map!($x, $y, |p, q| p * q),
                Op::Div => map!($x, $y, |p, q| p / q),
                _ => return None,
            }
        };
    }
    match (a, b) {
        (Col::S(x), Col::S(y)) if out == DType::F32 => Some(Col::S(arith!(x, y))),
        (Col::F(x), Col::F(y)) if out == DType::F64 => Some(Col::F(arith!(x, y))),
        _ => None,
    }
}

/// Hot float32/float64 unary functions as plain loops (sin/cos vectorised in fastmath).
fn fast_unary(op: Op, a: &Col, out: DType) -> Option<Col> {
    match (a, out) {
        (Col::S(x), DType::F32) => Some(Col::S(match op {
            Op::Sqrt => map!(x, |p: f32| p.sqrt()),
            Op::Abs => map!(x, |p: f32| p.abs()),
            Op::Neg => map!(x, |p: f32| -p),
            Op::Sin => super::fastmath::sin_cos(x, false),
            Op::Cos => super::fastmath::sin_cos(x, true),
            _ => return None,
        })),
        (Col::F(x), DType::F64) => Some(Col::F(match op {
            Op::Sqrt => map!(x, |p: f64| p.sqrt()),
            Op::Abs => map!(x, |p: f64| p.abs()),
            Op::Neg => map!(x, |p: f64| -p),
            _ => return None,
        })),
        _ => None,
    }
}

pub fn binary(op: Op, a: &Col, b: &Col, ct: DType, out: DType) -> Result<Col, String> {
    if std::mem::discriminant(a) != std::mem::discriminant(b) {
        return Err(format!("internal: mismatched lanes for {}", op.def().name));
    }
    if let Some(c) = fast_binary(op, a, b, out) {
        return Ok(c);
    }
    if let (Op::Pow, Col::I(y)) = (op, b)
        && y.iter().any(|&e| e < 0)
    {
        return Err("Integers to negative integer powers are not allowed.".into());
    }
    let r = match op.def().kern {
        Kern::Map2(k) => map2(&k, a, b, ct, out),
        Kern::Cmp(c) => Some(Col::B(match (a, b) {
            (Col::B(x), Col::B(y)) => cmp_map(c, x, y),
            (Col::I(x), Col::I(y)) => cmp_map(c, x, y),
            (Col::U(x), Col::U(y)) => cmp_map(c, x, y),
            (Col::S(x), Col::S(y)) => cmp_map(c, x, y),
            (Col::F(x), Col::F(y)) => cmp_map(c, x, y),
            (Col::C(x), Col::C(y)) => cmp_c(c, x, y),
            (Col::Z(x), Col::Z(y)) => cmp_c(c, &widen(x), &widen(y)),
            _ => unreachable!("lanes checked above"),
        })),
        Kern::Logic(f) => match (a, b) {
            (Col::B(x), Col::B(y)) => Some(Col::B(map!(x, y, f))),
            _ => None,
        },
        _ => None,
    };
    r.ok_or_else(|| op.fail_msg(Fail::NotSupported, Operand::Arr(ct), Some(Operand::Arr(ct))))
}

/// The lane a dtype computes in (re-exported for the fuser).
pub fn lane_of(dt: DType) -> super::col::Lane {
    lane(dt)
}

#[cfg(test)]
mod tests {
    use super::*;
    use DType::*;

    fn dt(op: &str, a: DType, b: Option<DType>) -> Result<DType, String> {
        Op::by_name(op).unwrap().dtypes(a, b).map(|r| r.1)
    }

    #[test]
    fn result_dtypes_follow_numpy() {
        assert_eq!(dt("sqrt", I8, None), Ok(F16));
        assert_eq!(dt("sqrt", U16, None), Ok(F32));
        assert_eq!(dt("sqrt", Bool, None), Ok(F16));
        assert_eq!(dt("square", Bool, None), Ok(I8));
        assert_eq!(dt("absolute", C64, None), Ok(F32));
        assert_eq!(dt("arctan2", I8, Some(U8)), Ok(F16));
        assert_eq!(dt("add", I8, Some(U8)), Ok(I16));
        assert_eq!(dt("divide", I8, Some(I8)), Ok(F64));
        assert_eq!(dt("float_power", F32, Some(I8)), Ok(F64));
        assert_eq!(dt("float_power", C64, Some(I8)), Ok(C128));
        assert_eq!(dt("ldexp", F32, Some(I64)), Ok(F32));
        assert_eq!(dt("ldexp", I8, Some(I64)), Ok(F16));
        assert!(dt("ldexp", I8, Some(U64)).is_err());
        assert_eq!(dt("left_shift", Bool, Some(Bool)), Ok(I8));
        assert_eq!(dt("logical_and", F64, Some(C64)), Ok(Bool));
        assert_eq!(dt("angle", Bool, None), Ok(F64));
        assert_eq!(dt("real", C128, None), Ok(F64));
        assert_eq!(dt("gcd", Bool, Some(I8)), Ok(I8));
        assert!(
            dt("gcd", Bool, Some(Bool))
                .unwrap_err()
                .contains("BoolDType")
        );
        assert!(dt("fabs", C64, None).unwrap_err().contains("not supported"));
        assert!(dt("bitwise_and", U64, Some(I8)).is_err());
    }

    #[test]
    fn python_scalars_are_weak() {
        let p = |op: &str, a, b| Op::by_name(op).unwrap().plan(a, Some(b));
        let r = p("ldexp", Operand::Arr(F32), Operand::Int(3)).unwrap();
        assert_eq!((r.out, r.consts[1]), (F32, I32));
        assert!(matches!(
            p("ldexp", Operand::Arr(F64), Operand::Int(1 << 40)),
            Err(ArrErr::Overflow(_))
        ));
        let r = p("arctan2", Operand::Arr(U8), Operand::Int(-1)).unwrap();
        assert_eq!((r.out, r.consts[1]), (F16, F16));
        assert!(matches!(
            p("add", Operand::Arr(I8), Operand::Int(300)),
            Err(ArrErr::Overflow(_))
        ));
        assert_eq!(
            p("less", Operand::Arr(U8), Operand::Int(300)).unwrap().ct,
            I64
        );
        assert_eq!(p("add", Operand::Int(1), Operand::Float).unwrap().out, F64);
        let e = p("gcd", Operand::Arr(F64), Operand::Int(3)).unwrap_err();
        assert!(matches!(e, ArrErr::Type(m) if m.contains("_PyLongDType")));
    }
}
