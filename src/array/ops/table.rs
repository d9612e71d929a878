//! THE operator table. One row per elementwise op: its variant and NumPy name, the dtypes
//! it has loops for, how the loop is chosen, the result dtype, the CUDA C expression, and
//! the CPU computation per lane. Every other part of gpa reads ops from here.
//!
//! Loop sets and resolution follow NumPy 2.2.6: `Legacy` takes the first loop dtype (in
//! NumPy's typenum order) both inputs cast to safely, so bool -> int8 for `power` and
//! int8 -> float16 for `sqrt`; `Promote` needs a loop for the promoted dtype itself.
use super::cmath::{self, C};
use super::kern::{self, Flt};
use super::{Bin, CR, CmpOp, F1, F2, Kern, OpDef, Out, Pred, Res, Un};
use crate::array::dtype::DType::{self, *};

const fn set(ds: &[DType]) -> u16 {
    let mut m = 0u16;
    let mut i = 0;
    while i < ds.len() {
        m |= 1 << ds[i] as u16;
        i += 1;
    }
    m
}
const B_: u16 = set(&[Bool]);
const INT: u16 = set(&[I8, I16, I32, I64, U8, U16, U32, U64]);
const FLT: u16 = set(&[F16, F32, F64]);
const CPX: u16 = set(&[C64, C128]);
const ALL: u16 = B_ | INT | FLT | CPX;
const NUM: u16 = INT | FLT | CPX;
const REAL: u16 = B_ | INT | FLT;
const INEXACT: u16 = FLT | CPX;
const INT_B: u16 = B_ | INT;
const INT_F: u16 = INT | FLT;
const DOUBLE: u16 = set(&[F64, C128]);

/// A float kernel written once, instantiated for f64 and f32.
macro_rules! f1 {
    (|$x:ident| $e:expr) => {
        Some(F1 {
            f: |$x: f64| $e,
            s: |$x: f32| $e,
        })
    };
}
macro_rules! f2 {
    (|$x:ident, $y:ident| $e:expr) => {
        Some(F2 {
            f: |$x: f64, $y: f64| $e,
            s: |$x: f32, $y: f32| $e,
        })
    };
}
/// A complex-to-real kernel over (re, im), instantiated for complex128 and complex64.
macro_rules! cr {
    (|$re:ident, $im:ident| $e:expr) => {
        CR {
            f: |$re: f64, $im: f64| $e,
            s: |$re: f32, $im: f32| $e,
        }
    };
}
/// A float kernel whose float32 lane computes in f64 and rounds once (Rust's own f32
/// asinh/acosh/atanh formulas lose digits; glibc's, which NumPy calls, do not).
macro_rules! wide {
    ($m:ident) => {
        Some(F1 {
            f: f64::$m,
            s: |x: f32| (x as f64).$m() as f32,
        })
    };
}
/// The integer lanes of a unary op, written once for i64 (wrapped to the dtype after) and u64.
macro_rules! ints {
    (|$x:ident| $e:expr) => {
        Un {
            i: Some(|$x, _| $e),
            u: Some(|$x| $e),
            ..Un::NONE
        }
    };
}

macro_rules! table {
    ($($v:ident $name:literal $types:ident $res:ident $out:ident $cuda:literal => $k:expr;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Op { $($v),* }

        pub static DEFS: &[OpDef] = &[$(OpDef {
            name: $name,
            arity: $k.arity(),
            types: $types,
            res: Res::$res,
            out: Out::$out,
            cuda: $cuda,
            kern: $k,
        }),*];

        pub const ALL_OPS: &[Op] = &[$(Op::$v),*];
    };
}

table! {
    // ---- binary arithmetic
    Add "add" ALL Legacy Same "a + b" => Kern::Map2(Bin {
        b: Some(|p, q| p | q),
        i: Some(|x, y, _| x.wrapping_add(y)),
        u: Some(|x, y| x.wrapping_add(y)),
        fl: f2!(|x, y| x + y),
        c: Some(cmath::add),
        ..Bin::NONE
    });
    Sub "subtract" NUM Legacy Same "a - b" => Kern::Map2(Bin {
        i: Some(|x, y, _| x.wrapping_sub(y)),
        u: Some(|x, y| x.wrapping_sub(y)),
        fl: f2!(|x, y| x - y),
        c: Some(cmath::sub),
        ..Bin::NONE
    });
    Mul "multiply" ALL Legacy Same "a * b" => Kern::Map2(Bin {
        b: Some(|p, q| p & q),
        i: Some(|x, y, _| x.wrapping_mul(y)),
        u: Some(|x, y| x.wrapping_mul(y)),
        fl: f2!(|x, y| x * y),
        c: Some(cmath::mul),
        ..Bin::NONE
    });
    Div "divide" INEXACT Div Same "a / b" => Kern::Map2(Bin {
        fl: f2!(|x, y| x / y),
        c: Some(cmath::div),
        ..Bin::NONE
    });
    FloorDiv "floor_divide" INT_F Legacy Same "gpa_floor_divide(a, b)" => Kern::Map2(Bin {
        i: Some(|x, y, _| kern::floordiv_i(x, y)),
        u: Some(|x, y| x.checked_div(y).unwrap_or(0)),
        fl: f2!(|x, y| kern::floor_divide(x, y)),
        ..Bin::NONE
    });
    Mod "remainder" INT_F Legacy Same "gpa_remainder(a, b)" => Kern::Map2(Bin {
        i: Some(|x, y, _| kern::remainder_i(x, y)),
        u: Some(|x, y| x.checked_rem(y).unwrap_or(0)),
        fl: f2!(|x, y| kern::remainder(x, y)),
        ..Bin::NONE
    });
    Fmod "fmod" INT_F Legacy Same "gpa_fmod(a, b)" => Kern::Map2(Bin {
        i: Some(|x, y, _| kern::fmod_i(x, y)),
        u: Some(|x, y| x.checked_rem(y).unwrap_or(0)),
        fl: f2!(|x, y| x % y),
        ..Bin::NONE
    });
    // Integer powers reject negative exponents before the kernel runs (see `binary`).
    Pow "power" NUM Legacy Same "gpa_power(a, b)" => Kern::Map2(Bin {
        i: Some(|x, y, _| kern::pow_i(x, y)),
        u: Some(kern::pow_u),
        fl: f2!(|x, y| x.powf(y)),
        c: Some(cmath::pow),
        ..Bin::NONE
    });
    FloatPower "float_power" DOUBLE Legacy Same "pow(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| x.powf(y)),
        c: Some(cmath::pow),
        ..Bin::NONE
    });
    // ---- binary float functions
    Arctan2 "arctan2" FLT Legacy Same "atan2(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| x.atan2(y)),
        ..Bin::NONE
    });
    Hypot "hypot" FLT Legacy Same "hypot(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| x.hypot(y)),
        ..Bin::NONE
    });
    CopySign "copysign" FLT Legacy Same "copysign(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| x.copysign(y)),
        ..Bin::NONE
    });
    NextAfter "nextafter" FLT Legacy Same "nextafter(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| x.next_after(y)),
        h: Some(kern::nextafter_half),
        ..Bin::NONE
    });
    Ldexp "ldexp" FLT Ldexp Same "ldexp(a, (int)b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| kern::ldexp(x, y)),
        ..Bin::NONE
    });
    LogAddExp "logaddexp" FLT Legacy Same "gpa_logaddexp(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| kern::logaddexp(x, y)),
        ..Bin::NONE
    });
    LogAddExp2 "logaddexp2" FLT Legacy Same "gpa_logaddexp2(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| kern::logaddexp2(x, y)),
        ..Bin::NONE
    });
    Heaviside "heaviside" FLT Legacy Same "gpa_heaviside(a, b)" => Kern::Map2(Bin {
        fl: f2!(|x, y| kern::heaviside(x, y)),
        ..Bin::NONE
    });
    // ---- extrema: maximum/minimum propagate NaN, fmax/fmin ignore it
    Maximum "maximum" ALL Legacy Same "gpa_maximum(a, b)" => Kern::Map2(Bin {
        b: Some(|p, q| p | q),
        i: Some(|x, y, _| x.max(y)),
        u: Some(|x, y| x.max(y)),
        fl: f2!(|x, y| if x > y || x.is_nan() { x } else { y }),
        c: Some(cmath::maximum),
        ..Bin::NONE
    });
    Minimum "minimum" ALL Legacy Same "gpa_minimum(a, b)" => Kern::Map2(Bin {
        b: Some(|p, q| p & q),
        i: Some(|x, y, _| x.min(y)),
        u: Some(|x, y| x.min(y)),
        fl: f2!(|x, y| if x < y || x.is_nan() { x } else { y }),
        c: Some(cmath::minimum),
        ..Bin::NONE
    });
    Fmax "fmax" ALL Legacy Same "fmax(a, b)" => Kern::Map2(Bin {
        b: Some(|p, q| p | q),
        i: Some(|x, y, _| x.max(y)),
        u: Some(|x, y| x.max(y)),
        fl: f2!(|x, y| if x > y || y.is_nan() { x } else { y }),
        c: Some(cmath::fmax),
        ..Bin::NONE
    });
    Fmin "fmin" ALL Legacy Same "fmin(a, b)" => Kern::Map2(Bin {
        b: Some(|p, q| p & q),
        i: Some(|x, y, _| x.min(y)),
        u: Some(|x, y| x.min(y)),
        fl: f2!(|x, y| if x < y || y.is_nan() { x } else { y }),
        c: Some(cmath::fmin),
        ..Bin::NONE
    });
    // ---- comparisons and logic
    Eq "equal" ALL Legacy Bool "a == b" => Kern::Cmp(CmpOp::Eq);
    Ne "not_equal" ALL Legacy Bool "a != b" => Kern::Cmp(CmpOp::Ne);
    Lt "less" ALL Legacy Bool "a < b" => Kern::Cmp(CmpOp::Lt);
    Le "less_equal" ALL Legacy Bool "a <= b" => Kern::Cmp(CmpOp::Le);
    Gt "greater" ALL Legacy Bool "a > b" => Kern::Cmp(CmpOp::Gt);
    Ge "greater_equal" ALL Legacy Bool "a >= b" => Kern::Cmp(CmpOp::Ge);
    LogicalAnd "logical_and" ALL Logical Bool "a && b" => Kern::Logic(|p, q| p & q);
    LogicalOr "logical_or" ALL Logical Bool "a || b" => Kern::Logic(|p, q| p | q);
    LogicalXor "logical_xor" ALL Logical Bool "a != b" => Kern::Logic(|p, q| p ^ q);
    // ---- bits
    BitAnd "bitwise_and" INT_B Legacy Same "a & b" => Kern::Map2(Bin {
        b: Some(|p, q| p & q),
        i: Some(|x, y, _| x & y),
        u: Some(|x, y| x & y),
        ..Bin::NONE
    });
    BitOr "bitwise_or" INT_B Legacy Same "a | b" => Kern::Map2(Bin {
        b: Some(|p, q| p | q),
        i: Some(|x, y, _| x | y),
        u: Some(|x, y| x | y),
        ..Bin::NONE
    });
    BitXor "bitwise_xor" INT_B Legacy Same "a ^ b" => Kern::Map2(Bin {
        b: Some(|p, q| p ^ q),
        i: Some(|x, y, _| x ^ y),
        u: Some(|x, y| x ^ y),
        ..Bin::NONE
    });
    LShift "left_shift" INT Legacy Same "gpa_left_shift(a, b)" => Kern::Map2(Bin {
        i: Some(kern::lshift_i),
        u: Some(|x, y| if y < 64 { x << y } else { 0 }),
        ..Bin::NONE
    });
    RShift "right_shift" INT Legacy Same "gpa_right_shift(a, b)" => Kern::Map2(Bin {
        i: Some(kern::rshift_i),
        u: Some(|x, y| if y < 64 { x >> y } else { 0 }),
        ..Bin::NONE
    });
    Gcd "gcd" INT Promote Same "gpa_gcd(a, b)" => Kern::Map2(Bin {
        i: Some(|x, y, _| kern::gcd_i(x, y)),
        u: Some(kern::gcd_u),
        ..Bin::NONE
    });
    Lcm "lcm" INT Promote Same "gpa_lcm(a, b)" => Kern::Map2(Bin {
        i: Some(|x, y, _| kern::lcm_i(x, y)),
        u: Some(kern::lcm_u),
        ..Bin::NONE
    });
    // ---- unary arithmetic
    Neg "negative" NUM Legacy Same "-a" => Kern::Map1(Un {
        fl: f1!(|x| -x),
        c: Some(cmath::neg),
        ..ints!(|x| x.wrapping_neg())
    });
    Positive "positive" NUM Promote Same "a" => Kern::Map1(Un {
        fl: f1!(|x| x),
        c: Some(|z| z),
        ..ints!(|x| x)
    });
    Abs "absolute" ALL Legacy Real "gpa_absolute(a)" => Kern::Real1(Un {
        b: Some(|p| p),
        i: Some(|x, _| x.wrapping_abs()),
        u: Some(|x| x),
        fl: f1!(|x| x.abs()),
        c: None,
    }, cr!(|re, im| kern::cabs(re, im)));
    Fabs "fabs" FLT Legacy Same "fabs(a)" => Kern::Map1(Un { fl: f1!(|x| x.abs()), ..Un::NONE });
    Sign "sign" NUM Promote Same "gpa_sign(a)" => Kern::Map1(Un {
        i: Some(|x, _| x.signum()),
        u: Some(|x| x.min(1)),
        fl: f1!(|x| kern::sign(x)),
        c: Some(cmath::sign),
        ..Un::NONE
    });
    Square "square" NUM Legacy Same "a * a" => Kern::Map1(Un {
        fl: f1!(|x| x * x),
        c: Some(cmath::square),
        ..ints!(|x| x.wrapping_mul(x))
    });
    Reciprocal "reciprocal" NUM Legacy Same "gpa_reciprocal(a)" => Kern::Map1(Un {
        i: Some(kern::reciprocal_i),
        u: Some(|x| (x == 1) as u64),
        fl: f1!(|x| 1.0 / x),
        c: Some(cmath::reciprocal),
        ..Un::NONE
    });
    Conj "conjugate" NUM Legacy Same "a" => Kern::Map1(Un {
        fl: f1!(|x| x),
        c: Some(cmath::conj),
        ..ints!(|x| x)
    });
    // ---- exponents and logarithms
    Exp "exp" INEXACT Legacy Same "exp(a)" => Kern::Map1(Un { fl: f1!(|x| x.exp()), c: Some(cmath::exp), ..Un::NONE });
    Exp2 "exp2" INEXACT Legacy Same "exp2(a)" => Kern::Map1(Un { fl: f1!(|x| x.exp2()), c: Some(cmath::exp2), ..Un::NONE });
    Expm1 "expm1" INEXACT Legacy Same "expm1(a)" => Kern::Map1(Un { fl: f1!(|x| x.exp_m1()), c: Some(cmath::expm1), ..Un::NONE });
    Log "log" INEXACT Legacy Same "log(a)" => Kern::Map1(Un { fl: f1!(|x| x.ln()), c: Some(cmath::log), ..Un::NONE });
    Log2 "log2" INEXACT Legacy Same "log2(a)" => Kern::Map1(Un { fl: f1!(|x| x.log2()), c: Some(cmath::log2), ..Un::NONE });
    Log10 "log10" INEXACT Legacy Same "log10(a)" => Kern::Map1(Un { fl: f1!(|x| x.log10()), c: Some(cmath::log10), ..Un::NONE });
    Log1p "log1p" INEXACT Legacy Same "log1p(a)" => Kern::Map1(Un { fl: f1!(|x| x.ln_1p()), c: Some(cmath::log1p), ..Un::NONE });
    Sqrt "sqrt" INEXACT Legacy Same "sqrt(a)" => Kern::Map1(Un { fl: f1!(|x| x.sqrt()), c: Some(cmath::sqrt), ..Un::NONE });
    Cbrt "cbrt" FLT Legacy Same "cbrt(a)" => Kern::Map1(Un { fl: f1!(|x| x.cbrt()), ..Un::NONE });
    // ---- trigonometric and hyperbolic
    Sin "sin" INEXACT Legacy Same "sin(a)" => Kern::Map1(Un { fl: f1!(|x| x.sin()), c: Some(cmath::sin), ..Un::NONE });
    Cos "cos" INEXACT Legacy Same "cos(a)" => Kern::Map1(Un { fl: f1!(|x| x.cos()), c: Some(cmath::cos), ..Un::NONE });
    Tan "tan" INEXACT Legacy Same "tan(a)" => Kern::Map1(Un { fl: f1!(|x| x.tan()), c: Some(cmath::tan), ..Un::NONE });
    Arcsin "arcsin" INEXACT Legacy Same "asin(a)" => Kern::Map1(Un { fl: f1!(|x| x.asin()), c: Some(cmath::asin), ..Un::NONE });
    Arccos "arccos" INEXACT Legacy Same "acos(a)" => Kern::Map1(Un { fl: f1!(|x| x.acos()), c: Some(cmath::acos), ..Un::NONE });
    Arctan "arctan" INEXACT Legacy Same "atan(a)" => Kern::Map1(Un { fl: f1!(|x| x.atan()), c: Some(cmath::atan), ..Un::NONE });
    Sinh "sinh" INEXACT Legacy Same "sinh(a)" => Kern::Map1(Un { fl: f1!(|x| x.sinh()), c: Some(cmath::sinh), ..Un::NONE });
    Cosh "cosh" INEXACT Legacy Same "cosh(a)" => Kern::Map1(Un { fl: f1!(|x| x.cosh()), c: Some(cmath::cosh), ..Un::NONE });
    Tanh "tanh" INEXACT Legacy Same "tanh(a)" => Kern::Map1(Un { fl: f1!(|x| x.tanh()), c: Some(cmath::tanh), ..Un::NONE });
    Arcsinh "arcsinh" INEXACT Legacy Same "asinh(a)" => Kern::Map1(Un { fl: wide!(asinh), c: Some(cmath::asinh), ..Un::NONE });
    Arccosh "arccosh" INEXACT Legacy Same "acosh(a)" => Kern::Map1(Un { fl: wide!(acosh), c: Some(cmath::acosh), ..Un::NONE });
    Arctanh "arctanh" INEXACT Legacy Same "atanh(a)" => Kern::Map1(Un { fl: wide!(atanh), c: Some(cmath::atanh), ..Un::NONE });
    Degrees "degrees" FLT Legacy Same "a * (180.0 / M_PI)" => Kern::Map1(Un { fl: f1!(|x| kern::degrees(x)), ..Un::NONE });
    Radians "radians" FLT Legacy Same "a * (M_PI / 180.0)" => Kern::Map1(Un { fl: f1!(|x| kern::radians(x)), ..Un::NONE });
    Rad2deg "rad2deg" FLT Legacy Same "a * (180.0 / M_PI)" => Kern::Map1(Un { fl: f1!(|x| kern::degrees(x)), ..Un::NONE });
    Deg2rad "deg2rad" FLT Legacy Same "a * (M_PI / 180.0)" => Kern::Map1(Un { fl: f1!(|x| kern::radians(x)), ..Un::NONE });
    // ---- rounding: NumPy 2 keeps integer and bool types for floor/ceil/trunc
    Floor "floor" REAL Legacy Same "floor(a)" => Kern::Map1(Un { b: Some(|p| p), fl: f1!(|x| x.floor()), ..ints!(|x| x) });
    Ceil "ceil" REAL Legacy Same "ceil(a)" => Kern::Map1(Un { b: Some(|p| p), fl: f1!(|x| x.ceil()), ..ints!(|x| x) });
    Trunc "trunc" REAL Legacy Same "trunc(a)" => Kern::Map1(Un { b: Some(|p| p), fl: f1!(|x| x.trunc()), ..ints!(|x| x) });
    Fix "fix" REAL Legacy Same "trunc(a)" => Kern::Map1(Un { b: Some(|p| p), fl: f1!(|x| x.trunc()), ..ints!(|x| x) });
    Rint "rint" INEXACT Legacy Same "rint(a)" => Kern::Map1(Un { fl: f1!(|x| x.round_ties_even()), c: Some(cmath::rint), ..Un::NONE });
    // ---- the two-output ufuncs, one op per output (np.modf, np.frexp; np.divmod is
    // floor_divide and remainder); frexp's exponent is computed as a float, then cast to int32
    ModfFrac "modf" FLT Legacy Same "gpa_modf_frac(a)" => Kern::Map1(Un { fl: f1!(|x| kern::modf_frac(x)), ..Un::NONE });
    ModfInt "modf" FLT Legacy Same "trunc(a)" => Kern::Map1(Un { fl: f1!(|x| x.trunc()), ..Un::NONE });
    FrexpMant "frexp" FLT Legacy Same "gpa_frexp_mant(a)" => Kern::Map1(Un {
        fl: Some(F1 {
            f: |x| kern::frexp(x).0,
            s: |x| kern::frexp(x as f64).0 as f32,
        }),
        ..Un::NONE
    });
    FrexpExp "frexp" FLT Legacy Same "gpa_frexp_exp(a)" => Kern::Map1(Un {
        fl: Some(F1 {
            f: |x| kern::frexp(x).1 as f64,
            s: |x| kern::frexp(x as f64).1 as f32,
        }),
        ..Un::NONE
    });
    // ---- classification
    IsNan "isnan" ALL Legacy Bool "isnan(a)" => Kern::Pred1(Pred {
        int: |_| false,
        f: f64::is_nan,
        s: f32::is_nan,
        c: Some(cmath::is_nan),
    });
    IsInf "isinf" ALL Legacy Bool "isinf(a)" => Kern::Pred1(Pred {
        int: |_| false,
        f: f64::is_infinite,
        s: f32::is_infinite,
        c: Some(|z: C| z.0.is_infinite() || z.1.is_infinite()),
    });
    IsFinite "isfinite" ALL Legacy Bool "isfinite(a)" => Kern::Pred1(Pred {
        int: |_| true,
        f: f64::is_finite,
        s: f32::is_finite,
        c: Some(|z: C| z.0.is_finite() && z.1.is_finite()),
    });
    SignBit "signbit" FLT Legacy Bool "signbit(a)" => Kern::Pred1(Pred {
        int: |x| x < 0,
        f: f64::is_sign_negative,
        s: f32::is_sign_negative,
        c: None,
    });
    // ---- logic and bits (unary)
    Not "logical_not" ALL Logical Bool "!a" => Kern::Map1(Un { b: Some(|p| !p), ..Un::NONE });
    Invert "invert" INT_B Legacy Same "~a" => Kern::Map1(Un {
        b: Some(|p| !p),
        i: Some(|x, _| !x),
        u: Some(|x| !x),
        ..Un::NONE
    });
    // ---- complex parts (real input: itself, zeros, arctan2(0, x))
    Real "real" ALL Legacy Real "a" => Kern::Real1(Un { b: Some(|p| p), fl: f1!(|x| x), ..ints!(|x| x) }, cr!(|re, _im| re));
    Imag "imag" ALL Legacy Real "0" => Kern::Real1(Un {
        b: Some(|_| false),
        i: Some(|_, _| 0),
        u: Some(|_| 0),
        fl: f1!(|_x| 0.0),
        c: None,
    }, cr!(|_re, im| im));
    Angle "angle" INEXACT Legacy Real "atan2((decltype(a))0, a)" => Kern::Real1(Un { fl: f1!(|x| kern::angle(x)), ..Un::NONE }, cr!(|re, im| im.atan2(re)));
}
