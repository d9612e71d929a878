//! The operator table: every elementwise operation defined once — its name, its result-dtype
//! rule, its CPU computation per lane and its CUDA C expression (for the CUDA backend).
use super::col::{Col, lane, round_half, wrap_int};
use super::dtype::{DType, div_result, float_result, promote};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    // binary
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    Maximum,
    Minimum,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    BitAnd,
    BitOr,
    BitXor,
    // unary
    Neg,
    Abs,
    Sqrt,
    Exp,
    Log,
    Sin,
    Cos,
    Tanh,
    Floor,
    Ceil,
    Square,
    IsNan,
    Not,
    Invert,
}

/// How an op's result dtype follows from its (promoted) input dtype.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Rule {
    /// The promoted input dtype.
    Same,
    /// Floating: ints and bool go to float (NumPy's float_result).
    Float,
    /// Always bool.
    Bool,
    /// True division: ints and bool give float64 (NumPy's div_result).
    Div,
}

pub struct OpDef {
    pub name: &'static str,
    pub arity: u8,
    rule: Rule,
    /// CUDA C expression over `a` (and `b`), for generated kernels.
    pub cuda: &'static str,
}

impl Op {
    pub fn def(self) -> OpDef {
        use Op::*;
        let (name, arity, rule, cuda) = match self {
            Add => ("add", 2, Rule::Same, "a + b"),
            Sub => ("subtract", 2, Rule::Same, "a - b"),
            Mul => ("multiply", 2, Rule::Same, "a * b"),
            Div => ("divide", 2, Rule::Div, "a / b"),
            FloorDiv => ("floor_divide", 2, Rule::Same, "gpa_floordiv(a, b)"),
            Mod => ("remainder", 2, Rule::Same, "gpa_mod(a, b)"),
            Pow => ("power", 2, Rule::Same, "gpa_pow(a, b)"),
            Maximum => ("maximum", 2, Rule::Same, "gpa_max(a, b)"),
            Minimum => ("minimum", 2, Rule::Same, "gpa_min(a, b)"),
            Eq => ("equal", 2, Rule::Bool, "a == b"),
            Ne => ("not_equal", 2, Rule::Bool, "a != b"),
            Lt => ("less", 2, Rule::Bool, "a < b"),
            Le => ("less_equal", 2, Rule::Bool, "a <= b"),
            Gt => ("greater", 2, Rule::Bool, "a > b"),
            Ge => ("greater_equal", 2, Rule::Bool, "a >= b"),
            BitAnd => ("bitwise_and", 2, Rule::Same, "a & b"),
            BitOr => ("bitwise_or", 2, Rule::Same, "a | b"),
            BitXor => ("bitwise_xor", 2, Rule::Same, "a ^ b"),
            Neg => ("negative", 1, Rule::Same, "-a"),
            Abs => ("absolute", 1, Rule::Same, "gpa_abs(a)"),
            Sqrt => ("sqrt", 1, Rule::Float, "sqrt(a)"),
            Exp => ("exp", 1, Rule::Float, "exp(a)"),
            Log => ("log", 1, Rule::Float, "log(a)"),
            Sin => ("sin", 1, Rule::Float, "sin(a)"),
            Cos => ("cos", 1, Rule::Float, "cos(a)"),
            Tanh => ("tanh", 1, Rule::Float, "tanh(a)"),
            // NumPy 2 keeps integer and bool types for floor/ceil.
            Floor => ("floor", 1, Rule::Same, "floor(a)"),
            Ceil => ("ceil", 1, Rule::Same, "ceil(a)"),
            Square => ("square", 1, Rule::Same, "a * a"),
            IsNan => ("isnan", 1, Rule::Bool, "isnan(a)"),
            Not => ("logical_not", 1, Rule::Bool, "!a"),
            Invert => ("invert", 1, Rule::Same, "~a"),
        };
        OpDef {
            name,
            arity,
            rule,
            cuda,
        }
    }

    pub fn by_name(name: &str) -> Option<Op> {
        use Op::*;
        [
            Add, Sub, Mul, Div, FloorDiv, Mod, Pow, Maximum, Minimum, Eq, Ne, Lt, Le, Gt, Ge,
            BitAnd, BitOr, BitXor, Neg, Abs, Sqrt, Exp, Log, Sin, Cos, Tanh, Floor, Ceil, Square,
            IsNan, Not, Invert,
        ]
        .into_iter()
        .find(|o| o.def().name == name)
    }

    /// (compute dtype the inputs are cast to, result dtype), or NumPy's TypeError text.
    pub fn dtypes(self, a: DType, b: Option<DType>) -> Result<(DType, DType), String> {
        let d = self.def();
        let ct = match b {
            Some(b) => promote(a, b),
            None => a,
        };
        let bitwise = matches!(self, Op::BitAnd | Op::BitOr | Op::BitXor | Op::Invert);
        if bitwise && !(ct.is_int() || ct == DType::Bool) {
            return Err(self.no_loop(a, b));
        }
        if self == Op::Sub && ct == DType::Bool {
            return Err("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, the `^` operator, or the logical_xor function instead.".into());
        }
        if self == Op::Neg && ct == DType::Bool {
            return Err("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator or the logical_not function instead.".into());
        }
        if ct.is_complex()
            && matches!(
                self,
                Op::FloorDiv
                    | Op::Mod
                    | Op::Maximum
                    | Op::Minimum
                    | Op::Floor
                    | Op::Ceil
                    | Op::Lt
                    | Op::Le
                    | Op::Gt
                    | Op::Ge
            )
        {
            return Err(self.no_loop(a, b));
        }
        Ok(match d.rule {
            Rule::Same if self == Op::Abs && ct.is_complex() => (
                ct,
                if ct == DType::C64 {
                    DType::F32
                } else {
                    DType::F64
                },
            ),
            Rule::Same
                if matches!(self, Op::Pow | Op::FloorDiv | Op::Mod | Op::Square)
                    && ct == DType::Bool =>
            {
                (DType::I8, DType::I8)
            }
            Rule::Same => (ct, ct),
            Rule::Float => {
                let f = float_result(ct);
                (f, f)
            }
            Rule::Bool => (ct, DType::Bool),
            Rule::Div => {
                let f = div_result(ct);
                (f, f)
            }
        })
    }

    fn no_loop(self, a: DType, b: Option<DType>) -> String {
        let sig = match b {
            Some(b) => format!("(dtype('{}'), dtype('{}'))", a.name(), b.name()),
            None => format!("(dtype('{}'),)", a.name()),
        };
        format!(
            "ufunc '{}' did not contain a loop with signature matching types {sig} -> None",
            self.def().name
        )
    }
}

macro_rules! map2 {
    ($a:expr, $b:expr, $f:expr) => {
        $a.iter().zip($b.iter()).map(|(&x, &y)| $f(x, y)).collect()
    };
}
macro_rules! map1 {
    ($a:expr, $f:expr) => {
        $a.iter().map(|&x| $f(x)).collect()
    };
}

fn py_floordiv_f(x: f64, y: f64) -> f64 {
    if y == 0.0 {
        return x / y;
    }
    crate::interp::ops::divmod_f(x, y).0
}

fn py_mod_f(x: f64, y: f64) -> f64 {
    if y == 0.0 {
        return f64::NAN;
    }
    crate::interp::ops::divmod_f(x, y).1
}

fn int_pow(x: i64, y: i64) -> Result<i64, String> {
    if y < 0 {
        return Err("Integers to negative integer powers are not allowed.".into());
    }
    let (mut r, mut b, mut e) = (1i64, x, y);
    while e > 0 {
        if e & 1 == 1 {
            r = r.wrapping_mul(b);
        }
        b = b.wrapping_mul(b);
        e >>= 1;
    }
    Ok(r)
}

fn cmul(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

fn cdiv(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    let d = b.0 * b.0 + b.1 * b.1;
    ((a.0 * b.0 + a.1 * b.1) / d, (a.1 * b.0 - a.0 * b.1) / d)
}

/// Applies a binary op to two columns already cast to its compute dtype `ct`.
pub fn binary(op: Op, a: &Col, b: &Col, ct: DType, out: DType) -> Result<Col, String> {
    use Op::*;
    let cmp = matches!(op, Eq | Ne | Lt | Le | Gt | Ge);
    Ok(match (a, b) {
        (Col::B(x), Col::B(y)) => Col::B(match op {
            Add | BitOr | Maximum => map2!(x, y, |p: bool, q: bool| p | q),
            Mul | BitAnd | Minimum => map2!(x, y, |p: bool, q: bool| p & q),
            BitXor | Ne => map2!(x, y, |p: bool, q: bool| p ^ q),
            Eq => map2!(x, y, |p: bool, q: bool| p == q),
            Lt => map2!(x, y, |p: bool, q: bool| !p & q),
            Le => map2!(x, y, |p: bool, q: bool| p <= q),
            Gt => map2!(x, y, |p: bool, q: bool| p & !q),
            Ge => map2!(x, y, |p: bool, q: bool| p >= q),
            _ => return Err(op.no_loop(ct, Some(ct))),
        }),
        (Col::I(x), Col::I(y)) if cmp => Col::B(cmp_map(op, x, y)),
        (Col::I(x), Col::I(y)) => {
            let v: Vec<i64> = match op {
                Add => map2!(x, y, |p: i64, q: i64| p.wrapping_add(q)),
                Sub => map2!(x, y, |p: i64, q: i64| p.wrapping_sub(q)),
                Mul => map2!(x, y, |p: i64, q: i64| p.wrapping_mul(q)),
                FloorDiv => map2!(x, y, |p: i64, q: i64| if q == 0 {
                    0
                } else {
                    crate::interp::ops::floor_div_i(p, q).unwrap_or(i64::MIN)
                }),
                Mod => map2!(x, y, |p: i64, q: i64| if q == 0 {
                    0
                } else {
                    crate::interp::ops::mod_i(p, q).unwrap_or(0)
                }),
                Pow => x
                    .iter()
                    .zip(y)
                    .map(|(&p, &q)| int_pow(p, q))
                    .collect::<Result<_, _>>()?,
                Maximum => map2!(x, y, |p: i64, q: i64| p.max(q)),
                Minimum => map2!(x, y, |p: i64, q: i64| p.min(q)),
                BitAnd => map2!(x, y, |p: i64, q: i64| p & q),
                BitOr => map2!(x, y, |p: i64, q: i64| p | q),
                BitXor => map2!(x, y, |p: i64, q: i64| p ^ q),
                _ => return Err(op.no_loop(ct, Some(ct))),
            };
            Col::I(v.into_iter().map(|v| wrap_int(v, out)).collect())
        }
        (Col::U(x), Col::U(y)) if cmp => Col::B(cmp_map(op, x, y)),
        (Col::U(x), Col::U(y)) => Col::U(match op {
            Add => map2!(x, y, |p: u64, q: u64| p.wrapping_add(q)),
            Sub => map2!(x, y, |p: u64, q: u64| p.wrapping_sub(q)),
            Mul => map2!(x, y, |p: u64, q: u64| p.wrapping_mul(q)),
            FloorDiv => map2!(x, y, |p: u64, q: u64| p.checked_div(q).unwrap_or(0)),
            Mod => map2!(x, y, |p: u64, q: u64| p.checked_rem(q).unwrap_or(0)),
            Pow => map2!(x, y, |p: u64, q: u64| p
                .wrapping_pow(q.min(u32::MAX as u64) as u32)),
            Maximum => map2!(x, y, |p: u64, q: u64| p.max(q)),
            Minimum => map2!(x, y, |p: u64, q: u64| p.min(q)),
            BitAnd => map2!(x, y, |p: u64, q: u64| p & q),
            BitOr => map2!(x, y, |p: u64, q: u64| p | q),
            BitXor => map2!(x, y, |p: u64, q: u64| p ^ q),
            _ => return Err(op.no_loop(ct, Some(ct))),
        }),
        (Col::F(x), Col::F(y)) if cmp => Col::B(cmp_map(op, x, y)),
        (Col::F(x), Col::F(y)) => Col::F(float2(op, x, y)?),
        (Col::S(x), Col::S(y)) if cmp => Col::B(cmp_map(op, x, y)),
        (Col::S(x), Col::S(y)) => {
            // float32 math in f32; float16 computed in f32 and rounded, as NumPy.
            let v: Vec<f32> = match op {
                Add => map2!(x, y, |p: f32, q: f32| p + q),
                Sub => map2!(x, y, |p: f32, q: f32| p - q),
                Mul => map2!(x, y, |p: f32, q: f32| p * q),
                Div => map2!(x, y, |p: f32, q: f32| p / q),
                _ => {
                    let w = |v: &Vec<f32>| v.iter().map(|&a| a as f64).collect::<Vec<_>>();
                    float2(op, &w(x), &w(y))?
                        .into_iter()
                        .map(|a| a as f32)
                        .collect()
                }
            };
            Col::S(if out == DType::F16 {
                v.into_iter().map(round_half).collect()
            } else {
                v
            })
        }
        (Col::C(x), Col::C(y)) => complex2(op, x, y, ct)?,
        (Col::Z(x), Col::Z(y)) => {
            let w = |v: &Vec<(f32, f32)>| {
                v.iter()
                    .map(|&(a, b)| (a as f64, b as f64))
                    .collect::<Vec<_>>()
            };
            match complex2(op, &w(x), &w(y), ct)? {
                Col::C(v) => Col::Z(v.into_iter().map(|(a, b)| (a as f32, b as f32)).collect()),
                other => other,
            }
        }
        _ => return Err(format!("internal: mismatched lanes for {}", op.def().name)),
    })
}

fn cmp_map<T: PartialOrd + Copy>(op: Op, x: &[T], y: &[T]) -> Vec<bool> {
    use Op::*;
    x.iter()
        .zip(y)
        .map(|(p, q)| match op {
            Eq => p == q,
            Ne => p != q,
            Lt => p < q,
            Le => p <= q,
            Gt => p > q,
            _ => p >= q,
        })
        .collect()
}

fn float2(op: Op, x: &[f64], y: &[f64]) -> Result<Vec<f64>, String> {
    use Op::*;
    Ok(match op {
        Add => map2!(x, y, |p: f64, q: f64| p + q),
        Sub => map2!(x, y, |p: f64, q: f64| p - q),
        Mul => map2!(x, y, |p: f64, q: f64| p * q),
        Div => map2!(x, y, |p: f64, q: f64| p / q),
        FloorDiv => map2!(x, y, py_floordiv_f),
        Mod => map2!(x, y, py_mod_f),
        Pow => map2!(x, y, |p: f64, q: f64| p.powf(q)),
        // NumPy's maximum/minimum propagate NaN.
        Maximum => map2!(x, y, |p: f64, q: f64| if p.is_nan() || q.is_nan() {
            f64::NAN
        } else {
            p.max(q)
        }),
        Minimum => map2!(x, y, |p: f64, q: f64| if p.is_nan() || q.is_nan() {
            f64::NAN
        } else {
            p.min(q)
        }),
        _ => {
            return Err(format!(
                "ufunc '{}' not supported for the input types",
                op.def().name
            ));
        }
    })
}

fn complex2(op: Op, x: &[(f64, f64)], y: &[(f64, f64)], ct: DType) -> Result<Col, String> {
    use Op::*;
    Ok(match op {
        Eq => Col::B(map2!(x, y, |p, q| p == q)),
        Ne => Col::B(map2!(x, y, |p, q| p != q)),
        Add => Col::C(map2!(x, y, |p: (f64, f64), q: (f64, f64)| (
            p.0 + q.0,
            p.1 + q.1
        ))),
        Sub => Col::C(map2!(x, y, |p: (f64, f64), q: (f64, f64)| (
            p.0 - q.0,
            p.1 - q.1
        ))),
        Mul => Col::C(map2!(x, y, cmul)),
        Div => Col::C(map2!(x, y, cdiv)),
        _ => return Err(op.no_loop(ct, Some(ct))),
    })
}

/// Applies a unary op to a column already cast to its compute dtype.
pub fn unary(op: Op, a: &Col, ct: DType, out: DType) -> Result<Col, String> {
    use Op::*;
    let ff = |f: fn(f64) -> f64, x: &[f64]| -> Vec<f64> { map1!(x, f) };
    Ok(match (op, a) {
        (Not, _) => match a.cast(ct, DType::Bool) {
            Col::B(v) => Col::B(map1!(v, |p: bool| !p)),
            _ => unreachable!(),
        },
        (IsNan, Col::F(x)) => Col::B(map1!(x, |p: f64| p.is_nan())),
        (IsNan, Col::S(x)) => Col::B(map1!(x, |p: f32| p.is_nan())),
        (IsNan, Col::C(x)) => Col::B(map1!(x, |p: (f64, f64)| p.0.is_nan() || p.1.is_nan())),
        (IsNan, Col::Z(x)) => Col::B(map1!(x, |p: (f32, f32)| p.0.is_nan() || p.1.is_nan())),
        (IsNan, _) => Col::B(vec![false; a.len()]),
        (Invert, Col::B(x)) => Col::B(map1!(x, |p: bool| !p)),
        (Invert, Col::I(x)) => Col::I(map1!(x, |p: i64| wrap_int(!p, out))),
        (Invert, Col::U(x)) => Col::U(map1!(x, |p: u64| !p)),
        (Neg, Col::I(x)) => Col::I(map1!(x, |p: i64| wrap_int(p.wrapping_neg(), out))),
        (Neg, Col::U(x)) => Col::U(map1!(x, |p: u64| p.wrapping_neg())),
        (Abs, Col::I(x)) => Col::I(map1!(x, |p: i64| wrap_int(p.wrapping_abs(), out))),
        (Abs | Floor | Ceil, Col::U(_) | Col::B(_)) => a.clone(),
        (Floor | Ceil, Col::I(_)) => a.clone(),
        (Square, Col::I(x)) => Col::I(map1!(x, |p: i64| wrap_int(p.wrapping_mul(p), out))),
        (Square, Col::U(x)) => Col::U(map1!(x, |p: u64| p.wrapping_mul(p))),
        (Abs, Col::C(x)) => Col::F(map1!(x, |p: (f64, f64)| p.0.hypot(p.1))),
        (Abs, Col::Z(x)) => Col::S(map1!(x, |p: (f32, f32)| p.0.hypot(p.1))),
        (Neg, Col::C(x)) => Col::C(map1!(x, |p: (f64, f64)| (-p.0, -p.1))),
        (Neg, Col::Z(x)) => Col::Z(map1!(x, |p: (f32, f32)| (-p.0, -p.1))),
        (Square, Col::C(x)) => Col::C(map1!(x, |p: (f64, f64)| cmul(p, p))),
        (_, Col::F(x)) => Col::F(ff(float_fn(op)?, x)),
        (_, Col::S(x)) => {
            let f = float_fn32(op)?;
            let v: Vec<f32> = map1!(x, f);
            Col::S(if out == DType::F16 {
                v.into_iter().map(round_half).collect()
            } else {
                v
            })
        }
        _ => return Err(op.no_loop(ct, None)),
    })
}

/// float32 kernels use single-precision libm, as NumPy's float32 loops do.
fn float_fn32(op: Op) -> Result<fn(f32) -> f32, String> {
    use Op::*;
    Ok(match op {
        Neg => |x| -x,
        Abs => f32::abs,
        Sqrt => f32::sqrt,
        Exp => f32::exp,
        Log => f32::ln,
        Sin => f32::sin,
        Cos => f32::cos,
        Tanh => f32::tanh,
        Floor => f32::floor,
        Ceil => f32::ceil,
        Square => |x| x * x,
        _ => {
            return Err(format!(
                "ufunc '{}' is not defined for floats",
                op.def().name
            ));
        }
    })
}

fn float_fn(op: Op) -> Result<fn(f64) -> f64, String> {
    use Op::*;
    Ok(match op {
        Neg => |x| -x,
        Abs => f64::abs,
        Sqrt => f64::sqrt,
        Exp => f64::exp,
        Log => f64::ln,
        Sin => f64::sin,
        Cos => f64::cos,
        Tanh => f64::tanh,
        Floor => f64::floor,
        Ceil => f64::ceil,
        Square => |x| x * x,
        _ => {
            return Err(format!(
                "ufunc '{}' is not defined for floats",
                op.def().name
            ));
        }
    })
}

/// The lane a dtype computes in (re-exported for the fuser).
pub fn lane_of(dt: DType) -> super::col::Lane {
    lane(dt)
}
