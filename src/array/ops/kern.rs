//! Scalar kernels shared by the operator table: NumPy's float helpers (npy_divmod,
//! logaddexp, heaviside, ...) written once for f32 and f64, and the integer helpers.
use super::super::dtype::DType;
use std::ops::{Add, Div, Mul, Neg, Rem, Sub};

/// The float operations the generic kernels need, on f32 (single-precision libm, as NumPy's
/// float32 loops) and f64.
pub trait Flt:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Rem<Output = Self>
    + Neg<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const HALF: Self;
    const NAN: Self;
    const INF: Self;
    const LN2: Self;
    const LOG2E: Self;
    const PI: Self;
    /// 180/π and π/180 computed in the type, as npy_degrees/npy_radians do.
    const DEG: Self;
    const RAD: Self;
    fn floor(self) -> Self;
    fn abs(self) -> Self;
    fn trunc(self) -> Self;
    fn is_infinite(self) -> bool;
    fn sqrt(self) -> Self;
    fn mul_add(self, a: Self, b: Self) -> Self;
    fn exp(self) -> Self;
    fn exp2(self) -> Self;
    fn ln_1p(self) -> Self;
    fn is_nan(self) -> bool;
    fn is_sign_negative(self) -> bool;
    fn copysign(self, sign: Self) -> Self;
    /// C's `scalbn`: `self * 2^n`, exact (one rounding for subnormal results).
    fn ldexp(self, n: i32) -> Self;
    /// C's `nextafter`.
    fn next_after(self, toward: Self) -> Self;
    fn to_f64(self) -> f64;
}

macro_rules! impl_flt {
    ($t:ident, $bits:ident, $mant:expr, $emax:expr, $consts:ident) => {
        impl Flt for $t {
            const ZERO: $t = 0.0;
            const ONE: $t = 1.0;
            const HALF: $t = 0.5;
            const NAN: $t = $t::NAN;
            const INF: $t = $t::INFINITY;
            const LN2: $t = std::$consts::consts::LN_2;
            const LOG2E: $t = std::$consts::consts::LOG2_E;
            const PI: $t = std::$consts::consts::PI;
            const DEG: $t = 180.0 / std::$consts::consts::PI;
            const RAD: $t = std::$consts::consts::PI / 180.0;
            fn floor(self) -> $t {
                $t::floor(self)
            }
            fn abs(self) -> $t {
                $t::abs(self)
            }
            fn trunc(self) -> $t {
                $t::trunc(self)
            }
            fn is_infinite(self) -> bool {
                $t::is_infinite(self)
            }
            fn sqrt(self) -> $t {
                $t::sqrt(self)
            }
            fn mul_add(self, a: $t, b: $t) -> $t {
                $t::mul_add(self, a, b)
            }
            fn exp(self) -> $t {
                $t::exp(self)
            }
            fn exp2(self) -> $t {
                $t::exp2(self)
            }
            fn ln_1p(self) -> $t {
                $t::ln_1p(self)
            }
            fn is_nan(self) -> bool {
                $t::is_nan(self)
            }
            fn is_sign_negative(self) -> bool {
                $t::is_sign_negative(self)
            }
            fn copysign(self, sign: $t) -> $t {
                $t::copysign(self, sign)
            }
            fn ldexp(self, n: i32) -> $t {
                // musl's scalbn: scale in steps so no intermediate overflows, and step over
                // the subnormal range with extra mantissa bits to round only once.
                let (emax, mant): (i32, i32) = ($emax, $mant);
                let big = $t::from_bits(((2 * emax) as $bits) << mant);
                let small =
                    $t::from_bits(1 << mant) * $t::from_bits(((emax + mant + 1) as $bits) << mant);
                let (mut y, mut n) = (self, n);
                if n > emax {
                    y *= big;
                    n -= emax;
                    if n > emax {
                        y *= big;
                        n -= emax;
                        n = n.min(emax);
                    }
                } else if n < 1 - emax {
                    y *= small;
                    n += emax - 1 - (mant + 1);
                    if n < 1 - emax {
                        y *= small;
                        n += emax - 1 - (mant + 1);
                        n = n.max(1 - emax);
                    }
                }
                y * $t::from_bits(((emax + n) as $bits) << mant)
            }
            fn next_after(self, toward: $t) -> $t {
                if self.is_nan() || toward.is_nan() {
                    $t::NAN
                } else if self == toward {
                    toward
                } else if self < toward {
                    self.next_up()
                } else {
                    self.next_down()
                }
            }
            fn to_f64(self) -> f64 {
                self as f64
            }
        }
    };
}
impl_flt!(f64, u64, 52, 1023, f64);
impl_flt!(f32, u32, 23, 127, f32);

/// npy_divmod: Python's floor division and remainder on floats. A zero divisor gives
/// `(a / b, fmod(a, b))` (inf or nan, and nan), as NumPy.
pub fn divmod<T: Flt>(a: T, b: T) -> (T, T) {
    let mut m = a % b;
    if b == T::ZERO {
        return (a / b, m);
    }
    let mut div = (a - m) / b;
    if m != T::ZERO {
        if (b < T::ZERO) != (m < T::ZERO) {
            m = m + b;
            div = div - T::ONE;
        }
    } else {
        m = T::ZERO.copysign(b);
    }
    let q = if div != T::ZERO {
        let f = div.floor();
        if div - f > T::HALF { f + T::ONE } else { f }
    } else {
        T::ZERO.copysign(a / b)
    };
    (q, m)
}

pub fn floor_divide<T: Flt>(a: T, b: T) -> T {
    divmod(a, b).0
}

pub fn remainder<T: Flt>(a: T, b: T) -> T {
    divmod(a, b).1
}

/// NumPy's logaddexp: log(exp(x) + exp(y)) without overflow.
pub fn logaddexp<T: Flt>(x: T, y: T) -> T {
    if x == y {
        return x + T::LN2;
    }
    let d = x - y;
    if d > T::ZERO {
        x + (-d).exp().ln_1p()
    } else if d <= T::ZERO {
        y + d.exp().ln_1p()
    } else {
        d
    }
}

/// NumPy's logaddexp2: log2(2**x + 2**y).
pub fn logaddexp2<T: Flt>(x: T, y: T) -> T {
    if x == y {
        return x + T::ONE;
    }
    let d = x - y;
    if d > T::ZERO {
        x + T::LOG2E * (-d).exp2().ln_1p()
    } else if d <= T::ZERO {
        y + T::LOG2E * d.exp2().ln_1p()
    } else {
        d
    }
}

pub fn heaviside<T: Flt>(x: T, h0: T) -> T {
    if x.is_nan() {
        T::NAN
    } else if x == T::ZERO {
        h0
    } else if x < T::ZERO {
        T::ZERO
    } else {
        T::ONE
    }
}

/// ldexp with the exponent already in the float compute type (integral, maybe huge).
pub fn ldexp<T: Flt>(x: T, n: T) -> T {
    let n = n.to_f64().clamp(-1e6, 1e6) as i32;
    x.ldexp(n)
}

/// np.sign on floats: nan stays nan, zeros give +0.
pub fn sign<T: Flt>(x: T) -> T {
    if x > T::ZERO {
        T::ONE
    } else if x < T::ZERO {
        -T::ONE
    } else if x == T::ZERO {
        T::ZERO
    } else {
        x
    }
}

pub fn degrees<T: Flt>(x: T) -> T {
    x * T::DEG
}

pub fn radians<T: Flt>(x: T) -> T {
    x * T::RAD
}

/// |re + i im| as NumPy's SIMD complex absolute computes it: larger * sqrt(1 + ratio²),
/// with infinities winning over NaN.
pub fn cabs<T: Flt>(re: T, im: T) -> T {
    let (mut re, mut im) = (re.abs(), im.abs());
    let (re_inf, im_inf) = (re == T::INF, im == T::INF);
    if re_inf {
        im = T::INF;
    }
    if im_inf {
        re = T::INF;
    }
    if re.is_nan() || im.is_nan() {
        return T::NAN;
    }
    let (larger, smaller) = if re > im { (re, im) } else { (im, re) };
    let ratio = if larger == T::ZERO || smaller == T::INF {
        T::ZERO
    } else {
        smaller / larger
    };
    ratio.mul_add(ratio, T::ONE).sqrt() * larger
}

/// C's modf fractional part: the sign of x, and ±0 for infinities.
pub fn modf_frac<T: Flt>(x: T) -> T {
    if x.is_infinite() {
        T::ZERO.copysign(x)
    } else {
        (x - x.trunc()).copysign(x)
    }
}

/// C's frexp: x = m * 2^e with 0.5 <= |m| < 1; zeros, infinities and NaN give (x, 0).
/// Exact for float32 and float16 values too.
pub fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (y, adj) = if x.abs() < f64::MIN_POSITIVE {
        (x * 2f64.powi(54), -54)
    } else {
        (x, 0)
    };
    let bits = y.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i32;
    let m = f64::from_bits((bits & !(0x7ff << 52)) | (1022 << 52));
    (m, e - 1022 + adj)
}

/// np.angle of a real: arctan2(0, x), so π for negatives and -0.0.
pub fn angle<T: Flt>(x: T) -> T {
    if x.is_nan() {
        x
    } else if x.is_sign_negative() {
        T::PI
    } else {
        T::ZERO
    }
}

/// nextafter on float16 values (held in f32): steps one half-precision ulp.
pub fn nextafter_half(x: f32, y: f32) -> f32 {
    use half::f16;
    if x.is_nan() || y.is_nan() {
        return f32::NAN;
    }
    if x == y {
        return y;
    }
    let h = f16::from_f32(x);
    let bits = h.to_bits();
    let next = if x == 0.0 {
        // The smallest subnormal, signed toward y.
        if y > 0.0 { 1 } else { 0x8001 }
    } else if (x < y) == (x > 0.0) {
        bits + 1
    } else {
        bits - 1
    };
    f16::from_bits(next).to_f32()
}

/// Bits of an integer dtype (64 for the u64 lane).
pub fn int_bits(dt: DType) -> u32 {
    dt.itemsize() as u32 * 8
}

/// Python's floor division on ints; a zero divisor gives 0 (NumPy warns and returns 0).
pub fn floordiv_i(x: i64, y: i64) -> i64 {
    if y == 0 {
        return 0;
    }
    let q = x.wrapping_div(y);
    if x.wrapping_rem(y) != 0 && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}

/// Python's remainder on ints (sign of the divisor); a zero divisor gives 0.
pub fn remainder_i(x: i64, y: i64) -> i64 {
    if y == 0 {
        return 0;
    }
    let r = x.wrapping_rem(y);
    if r != 0 && ((r < 0) != (y < 0)) {
        r + y
    } else {
        r
    }
}

/// C's `%` (sign of the dividend); a zero divisor gives 0.
pub fn fmod_i(x: i64, y: i64) -> i64 {
    if y == 0 { 0 } else { x.wrapping_rem(y) }
}

/// Integer power by squaring (modular); negative exponents are rejected before this runs.
pub fn pow_i(x: i64, y: i64) -> i64 {
    let (mut r, mut b, mut e) = (1i64, x, y.max(0));
    while e > 0 {
        if e & 1 == 1 {
            r = r.wrapping_mul(b);
        }
        b = b.wrapping_mul(b);
        e >>= 1;
    }
    r
}

pub fn pow_u(x: u64, y: u64) -> u64 {
    x.wrapping_pow(y.min(u32::MAX as u64) as u32)
}

/// npy_lshift: shifts of the type's width or more (or negative) give 0.
pub fn lshift_i(x: i64, y: i64, dt: DType) -> i64 {
    if (y as u64) < int_bits(dt) as u64 {
        x.wrapping_shl(y as u32)
    } else {
        0
    }
}

/// npy_rshift: arithmetic; shifting everything out leaves the sign.
pub fn rshift_i(x: i64, y: i64, dt: DType) -> i64 {
    if (y as u64) < int_bits(dt) as u64 {
        x >> y
    } else if x < 0 {
        -1
    } else {
        0
    }
}

pub fn gcd_u(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

pub fn lcm_u(a: u64, b: u64) -> u64 {
    let g = gcd_u(a, b);
    a.checked_div(g).map_or(0, |q| q.wrapping_mul(b))
}

pub fn gcd_i(a: i64, b: i64) -> i64 {
    gcd_u(a.unsigned_abs(), b.unsigned_abs()) as i64
}

pub fn lcm_i(a: i64, b: i64) -> i64 {
    lcm_u(a.unsigned_abs(), b.unsigned_abs()) as i64
}

/// Integer reciprocal as NumPy computes it: `1.0 / x` converted back with C's conversion
/// (so 1/0 is the x86 "integer indefinite" value for int32 and int64, else 0).
pub fn reciprocal_i(x: i64, dt: DType) -> i64 {
    match x {
        1 => 1,
        -1 => -1,
        0 => match dt {
            DType::I32 => i32::MIN as i64,
            DType::I64 => i64::MIN,
            _ => 0,
        },
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_helpers() {
        assert_eq!(divmod(7.0f64, -2.0), (-4.0, -1.0));
        assert_eq!(divmod(-7.5f32, 2.0), (-4.0, 0.5));
        assert!(remainder(1.0f64, 0.0).is_nan());
        assert_eq!(floor_divide(1.0f64, 0.0), f64::INFINITY);
        assert_eq!(1.5f64.ldexp(3), 12.0);
        assert_eq!(1.0f64.ldexp(-1074), 5e-324);
        assert_eq!(1.0f64.ldexp(1024), f64::INFINITY);
        assert_eq!(1.0f32.ldexp(-149), f32::from_bits(1));
        assert_eq!(3.0f32.ldexp(127), 3.0 * 2f32.powi(127));
        assert_eq!(0.0f64.next_after(1.0), 5e-324);
        assert_eq!(nextafter_half(1.0, 2.0), 1.0 + 2f32.powi(-10));
        assert_eq!(nextafter_half(0.0, -1.0), -(2f32.powi(-24)));
        assert!((logaddexp(1.0f64, 2.0) - 2.313261687518223).abs() < 1e-15);
        assert_eq!(logaddexp2(3.0f64, 3.0), 4.0);
        assert_eq!(frexp(8.0), (0.5, 4));
        assert_eq!(frexp(-5.0), (-0.625, 3));
        assert_eq!(frexp(5e-324), (0.5, -1073));
        assert_eq!(modf_frac(-3.25f64), -0.25);
        assert!(modf_frac(-0.0f32).is_sign_negative() && modf_frac(f64::INFINITY) == 0.0);
    }

    #[test]
    fn int_helpers() {
        assert_eq!(floordiv_i(-7, 2), -4);
        assert_eq!(remainder_i(-7, 2), 1);
        assert_eq!(fmod_i(-7, 2), -1);
        assert_eq!(floordiv_i(i64::MIN, -1), i64::MIN);
        assert_eq!(lshift_i(1, 7, DType::I8), 128);
        assert_eq!(rshift_i(-5, 9, DType::I8), -1);
        assert_eq!(gcd_i(-12, 18), 6);
        assert_eq!(lcm_i(-4, 6), 12);
        assert_eq!(reciprocal_i(0, DType::I32), i32::MIN as i64);
    }
}
