//! `math.gamma`/`lgamma` by CPython's own Lanczos method (it does not call the C library's, and
//! the two differ in the last digits), and `erf`/`erfc` from the C library, as CPython's.
// The constants are written with the digits they were published with; the compiler rounds
// them to the nearest double, as C does.
#![allow(clippy::excessive_precision)]
use std::f64::consts::PI;

// The Lanczos approximation with N = 13, g ~ 6.0247 (constants from Godfrey's fit, as CPython).
const G: f64 = 6.024_680_040_776_729_583_740_234_375;
const G_MINUS_HALF: f64 = 5.524_680_040_776_729_583_740_234_375;
const NUM: [f64; 13] = [
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
];
/// The coefficients of x (x+1) ... (x+11).
const DEN: [f64; 13] = [
    0.0,
    39916800.0,
    120543840.0,
    150917976.0,
    105258076.0,
    45995730.0,
    13339535.0,
    2637558.0,
    357423.0,
    32670.0,
    1925.0,
    66.0,
    1.0,
];

/// The rational part of the approximation; Horner's rule in 1/x for large x keeps it finite.
fn lanczos_sum(x: f64) -> f64 {
    let (mut num, mut den) = (0.0, 0.0);
    if x < 5.0 {
        for i in (0..13).rev() {
            num = num * x + NUM[i];
            den = den * x + DEN[i];
        }
    } else {
        for i in 0..13 {
            num = num / x + NUM[i];
            den = den / x + DEN[i];
        }
    }
    num / den
}

/// sin(pi x), exact at the integers and half-integers.
fn sin_pi(x: f64) -> f64 {
    let y = x.abs() % 2.0;
    let r = match (2.0 * y).round() as i32 {
        0 => (PI * y).sin(),
        1 => (PI * (y - 0.5)).cos(),
        2 => (PI * (1.0 - y)).sin(),
        3 => -(PI * (y - 1.5)).cos(),
        _ => (PI * (y - 2.0)).sin(),
    };
    1f64.copysign(x) * r
}

/// The poles (zero and the negative integers) and -inf, where both functions are domain errors.
pub fn is_pole(x: f64) -> bool {
    x == f64::NEG_INFINITY || (x <= 0.0 && x == x.floor())
}

/// Gamma(x); callers turn a pole into a domain error and an infinite result into a range error.
pub fn gamma(x: f64) -> f64 {
    if !x.is_finite() || is_pole(x) {
        return if x == f64::INFINITY { x } else { f64::NAN };
    }
    if x == x.floor() && x <= 23.0 {
        // (x-1)! exactly: every partial product fits 53 bits.
        return (1..x as i64).fold(1.0, |acc, k| acc * k as f64);
    }
    let ax = x.abs();
    if ax < 1e-20 {
        return 1.0 / x;
    }
    if ax > 200.0 {
        return if x < 0.0 {
            0.0 / sin_pi(x)
        } else {
            f64::INFINITY
        };
    }
    let y = ax + G_MINUS_HALF;
    // z is the rounding error of y, to correct pow(y, ...) / exp(y) by.
    let z = if ax > G_MINUS_HALF {
        (y - ax) - G_MINUS_HALF
    } else {
        (y - G_MINUS_HALF) - ax
    };
    let z = z * G / y;
    let power = |r: f64, mul: bool| {
        let apply = |r: f64, p: f64| if mul { r * p } else { r / p };
        if ax < 140.0 {
            apply(r, y.powf(ax - 0.5))
        } else {
            // Two half powers, so that y^(x-1/2) / e^y does not overflow on the way.
            let half = y.powf(ax / 2.0 - 0.25);
            apply(apply(r, half), half)
        }
    };
    if x < 0.0 {
        let r = -PI / sin_pi(ax) / ax * y.exp() / lanczos_sum(ax);
        power(r - z * r, false)
    } else {
        let r = lanczos_sum(ax) / y.exp();
        power(r + z * r, true)
    }
}

/// log|Gamma(x)|.
pub fn lgamma(x: f64) -> f64 {
    if !x.is_finite() {
        return if x.is_nan() { x } else { f64::INFINITY };
    }
    if is_pole(x) {
        return f64::NAN;
    }
    if x == 1.0 || x == 2.0 {
        return 0.0;
    }
    let ax = x.abs();
    if ax < 1e-20 {
        return -ax.ln();
    }
    let r = lanczos_sum(ax).ln() - G + (ax - 0.5) * ((ax + G - 0.5).ln() - 1.0);
    if x < 0.0 {
        PI.ln() - sin_pi(ax).abs().ln() - ax.ln() - r
    } else {
        r
    }
}

unsafe extern "C" {
    // The C library's, which CPython's math.erf/erfc call; Rust's std links it on every target.
    #[link_name = "erf"]
    fn c_erf(x: f64) -> f64;
    #[link_name = "erfc"]
    fn c_erfc(x: f64) -> f64;
}

pub fn erf(x: f64) -> f64 {
    // SAFETY: a pure function of one double.
    unsafe { c_erf(x) }
}

pub fn erfc(x: f64) -> f64 {
    // SAFETY: a pure function of one double.
    unsafe { c_erfc(x) }
}
