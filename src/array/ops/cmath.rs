//! Complex kernels on (re, im) pairs in double precision (complex64 lanes widen, compute
//! and narrow). The formulas follow NumPy's npymath (`nc_*`) and C99's principal branches.
pub type C = (f64, f64);

use std::f64::consts::{FRAC_PI_2, LN_2, LOG2_E, LOG10_E};

pub fn add(a: C, b: C) -> C {
    (a.0 + b.0, a.1 + b.1)
}

pub fn sub(a: C, b: C) -> C {
    (a.0 - b.0, a.1 - b.1)
}

pub fn mul(a: C, b: C) -> C {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

/// Smith's division, as NumPy's complex divide loop.
pub fn div(a: C, b: C) -> C {
    let (br, bi) = (b.0.abs(), b.1.abs());
    if br >= bi {
        if br == 0.0 && bi == 0.0 {
            return (a.0 / br, a.1 / br);
        }
        let rat = b.1 / b.0;
        let scl = 1.0 / (b.0 + b.1 * rat);
        ((a.0 + a.1 * rat) * scl, (a.1 - a.0 * rat) * scl)
    } else {
        let rat = b.0 / b.1;
        let scl = 1.0 / (b.1 + b.0 * rat);
        ((a.0 * rat + a.1) * scl, (a.1 * rat - a.0) * scl)
    }
}

pub fn neg(a: C) -> C {
    (-a.0, -a.1)
}

pub fn conj(a: C) -> C {
    (a.0, -a.1)
}

pub fn abs(a: C) -> f64 {
    a.0.hypot(a.1)
}

pub fn angle(a: C) -> f64 {
    a.1.atan2(a.0)
}

pub fn is_nan(a: C) -> bool {
    a.0.is_nan() || a.1.is_nan()
}

pub fn square(a: C) -> C {
    mul(a, a)
}

/// nc_reciprocal.
pub fn reciprocal(a: C) -> C {
    if a.1.abs() <= a.0.abs() {
        let r = a.1 / a.0;
        let d = a.0 + a.1 * r;
        (1.0 / d, -r / d)
    } else {
        let r = a.0 / a.1;
        let d = a.0 * r + a.1;
        (r / d, -1.0 / d)
    }
}

/// NumPy 2's complex sign: z / |z| (0 for 0, nan for nan).
pub fn sign(a: C) -> C {
    let m = abs(a);
    if m.is_nan() {
        (f64::NAN, f64::NAN)
    } else if m == 0.0 {
        (0.0, 0.0)
    } else if m.is_infinite() {
        match (a.0.is_infinite(), a.1.is_infinite()) {
            (true, true) => (f64::NAN, f64::NAN),
            (true, false) => (a.0.signum(), 0.0),
            _ => (0.0, a.1.signum()),
        }
    } else {
        (a.0 / m, a.1 / m)
    }
}

pub fn rint(a: C) -> C {
    (a.0.round_ties_even(), a.1.round_ties_even())
}

pub fn exp(a: C) -> C {
    let r = a.0.exp();
    if a.1 == 0.0 {
        return (r, a.1);
    }
    (r * a.1.cos(), r * a.1.sin())
}

pub fn exp2(a: C) -> C {
    exp((a.0 * LN_2, a.1 * LN_2))
}

/// nc_expm1.
pub fn expm1(a: C) -> C {
    let s = (a.1 / 2.0).sin();
    (
        a.0.exp_m1() * a.1.cos() - 2.0 * s * s,
        a.0.exp() * a.1.sin(),
    )
}

pub fn log(a: C) -> C {
    (abs(a).ln(), angle(a))
}

pub fn log2(a: C) -> C {
    let l = log(a);
    (l.0 * LOG2_E, l.1 * LOG2_E)
}

pub fn log10(a: C) -> C {
    let l = log(a);
    (l.0 * LOG10_E, l.1 * LOG10_E)
}

/// nc_log1p.
pub fn log1p(a: C) -> C {
    let l = (a.0 + 1.0).hypot(a.1);
    (l.ln(), a.1.atan2(a.0 + 1.0))
}

/// Principal square root without cancellation (C99 csqrt).
pub fn sqrt(a: C) -> C {
    let (x, y) = a;
    if x == 0.0 && y == 0.0 {
        return (0.0, y);
    }
    if y.is_infinite() {
        return (f64::INFINITY, y);
    }
    if x.is_nan() {
        return (x, f64::NAN);
    }
    if x.is_infinite() {
        return if x > 0.0 {
            (x, if y.is_nan() { y } else { 0.0f64.copysign(y) })
        } else {
            (
                if y.is_finite() { 0.0 } else { f64::NAN },
                f64::INFINITY.copysign(y),
            )
        };
    }
    // Scale to avoid overflow in hypot for huge parts.
    let t = ((x.abs() + x.hypot(y)) * 0.5).sqrt();
    if x >= 0.0 {
        (t, y / (2.0 * t))
    } else {
        (y.abs() / (2.0 * t), t.copysign(y))
    }
}

/// nc_pow: small integral real exponents by repeated multiplication, else exp(b log a).
pub fn pow(a: C, b: C) -> C {
    let (ar, ai) = a;
    let (br, bi) = b;
    if br == 0.0 && bi == 0.0 {
        return (1.0, 0.0);
    }
    if ar == 0.0 && ai == 0.0 {
        return if br > 0.0 && bi == 0.0 {
            (0.0, 0.0)
        } else {
            (f64::NAN, f64::NAN)
        };
    }
    if bi == 0.0 && br == br.trunc() && br.abs() < 100.0 {
        let n = br as i64;
        match n {
            1 => return a,
            2 => return mul(a, a),
            3 => return mul(a, mul(a, a)),
            _ => {
                let (mut acc, mut p, mut k) = ((1.0, 0.0), a, n.unsigned_abs());
                while k > 0 {
                    if k & 1 == 1 {
                        acc = mul(acc, p);
                    }
                    k >>= 1;
                    if k > 0 {
                        p = mul(p, p);
                    }
                }
                return if n < 0 { div((1.0, 0.0), acc) } else { acc };
            }
        }
    }
    exp(mul(b, log(a)))
}

pub fn sin(a: C) -> C {
    (a.0.sin() * a.1.cosh(), a.0.cos() * a.1.sinh())
}

pub fn cos(a: C) -> C {
    (a.0.cos() * a.1.cosh(), -(a.0.sin() * a.1.sinh()))
}

pub fn sinh(a: C) -> C {
    (a.0.sinh() * a.1.cos(), a.0.cosh() * a.1.sin())
}

pub fn cosh(a: C) -> C {
    (a.0.cosh() * a.1.cos(), a.0.sinh() * a.1.sin())
}

pub fn tanh(a: C) -> C {
    let (x, y) = a;
    if x.abs() > 20.0 {
        // cosh(2x) overflows; tanh is ±1 to double precision there.
        let e = (-2.0 * x.abs()).exp();
        return (x.signum(), 4.0 * y.sin() * y.cos() * e);
    }
    let d = (2.0 * x).cosh() + (2.0 * y).cos();
    ((2.0 * x).sinh() / d, (2.0 * y).sin() / d)
}

/// tan(z) = -i tanh(iz).
pub fn tan(a: C) -> C {
    let t = tanh((-a.1, a.0));
    (t.1, -t.0)
}

/// Evaluates an odd function symmetric under conjugation (asinh, asin, atanh, atan) in the
/// first quadrant and carries the signs over, so zeros and branch cuts get C99's signs.
fn by_quadrant(a: C, f: fn(f64, f64) -> C) -> C {
    let r = f(a.0.abs(), a.1.abs());
    (r.0.copysign(a.0), r.1.copysign(a.1))
}

/// asinh(z) = log(z + sqrt(z² + 1)) for x, y >= 0 (no cancellation there).
fn asinh_q1(x: f64, y: f64) -> C {
    let z = (x, y);
    log(add(z, sqrt(add(mul(z, z), (1.0, 0.0)))))
}

/// atanh(z) = (log(1 + z) - log(1 - z)) / 2 for x, y >= 0.
fn atanh_q1(x: f64, y: f64) -> C {
    let p = log1p((x, y));
    let m = log1p((-x, -y));
    ((p.0 - m.0) / 2.0, (p.1 - m.1) / 2.0)
}

pub fn asinh(a: C) -> C {
    by_quadrant(a, asinh_q1)
}

/// asin(z) = -i asinh(iz).
pub fn asin(a: C) -> C {
    by_quadrant(a, |x, y| {
        let t = asinh_q1(y, x);
        (t.1, t.0)
    })
}

/// acos(z) = π/2 - asin(z).
pub fn acos(a: C) -> C {
    let s = asin(a);
    (FRAC_PI_2 - s.0, -s.1)
}

pub fn atanh(a: C) -> C {
    by_quadrant(a, atanh_q1)
}

/// atan(z) = -i atanh(iz).
pub fn atan(a: C) -> C {
    by_quadrant(a, |x, y| {
        let t = atanh_q1(y, x);
        (t.1, t.0)
    })
}

/// acosh(z) = log(z + sqrt(z + 1) sqrt(z - 1)).
pub fn acosh(a: C) -> C {
    let s = mul(sqrt((a.0 + 1.0, a.1)), sqrt((a.0 - 1.0, a.1)));
    log(add(a, s))
}

/// Lexicographic order with NumPy's NaN rules (CLT/CLE/CGT/CGE of npy_math).
pub fn lt(a: C, b: C) -> bool {
    (a.0 < b.0 && !a.1.is_nan() && !b.1.is_nan()) || (a.0 == b.0 && a.1 < b.1)
}

pub fn le(a: C, b: C) -> bool {
    (a.0 < b.0 && !a.1.is_nan() && !b.1.is_nan()) || (a.0 == b.0 && a.1 <= b.1)
}

pub fn gt(a: C, b: C) -> bool {
    (a.0 > b.0 && !a.1.is_nan() && !b.1.is_nan()) || (a.0 == b.0 && a.1 > b.1)
}

pub fn ge(a: C, b: C) -> bool {
    (a.0 > b.0 && !a.1.is_nan() && !b.1.is_nan()) || (a.0 == b.0 && a.1 >= b.1)
}

/// maximum/minimum propagate NaN; fmax/fmin ignore it.
pub fn maximum(a: C, b: C) -> C {
    if ge(a, b) || is_nan(a) { a } else { b }
}

pub fn minimum(a: C, b: C) -> C {
    if le(a, b) || is_nan(a) { a } else { b }
}

pub fn fmax(a: C, b: C) -> C {
    if ge(a, b) || is_nan(b) { a } else { b }
}

pub fn fmin(a: C, b: C) -> C {
    if le(a, b) || is_nan(b) { a } else { b }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: C, b: C) -> bool {
        (a.0 - b.0).abs() < 1e-12 && (a.1 - b.1).abs() < 1e-12
    }

    #[test]
    fn elementary() {
        assert!(close(sqrt((-4.0, 0.0)), (0.0, 2.0)));
        assert!(close(sqrt((3.0, 4.0)), (2.0, 1.0)));
        assert!(close(exp((0.0, std::f64::consts::PI)), (-1.0, 0.0)));
        assert!(close(pow((0.0, 1.0), (2.0, 0.0)), (-1.0, 0.0)));
        assert!(close(pow((2.0, 0.0), (-2.0, 0.0)), (0.25, 0.0)));
        assert!(close(div((1.0, 2.0), (3.0, 4.0)), (0.44, 0.08)));
        assert!(close(asin(sin((0.3, 0.2))), (0.3, 0.2)));
        assert!(close(acos(cos((0.3, 0.2))), (0.3, 0.2)));
        assert!(close(atan(tan((0.3, 0.2))), (0.3, 0.2)));
        assert!(close(asinh(sinh((0.3, -0.2))), (0.3, -0.2)));
        assert!(close(acosh(cosh((0.3, 0.2))), (0.3, 0.2)));
        assert!(close(atanh(tanh((0.3, 0.2))), (0.3, 0.2)));
        assert!(lt((1.0, 5.0), (2.0, 0.0)) && lt((1.0, 1.0), (1.0, 2.0)));
    }
}
