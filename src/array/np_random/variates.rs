//! The distributions NumPy computes one value at a time from a few standard draws (gamma,
//! beta, binomial, ... of `distributions.c` and `legacy-distributions.c`, NumPy 2.2.6),
//! written over [`Variates`]: a source's uniform, normal and exponential draws. RandomState
//! keeps older formulas in places (`exp(x) - 1` where Generator has `expm1(x)`, no early
//! return in `binomial`, ...); each function says where the two differ, and
//! [`Variates::legacy`] picks the branch. Every value consumes the stream exactly as NumPy's.
use super::dist::{self, loggam};
use super::{BitGen, Generator, Legacy};
use std::f64::consts::PI;

/// What the distributions below draw from, one call per raw NumPy call.
pub trait Variates {
    /// RandomState's frozen algorithms (true) or Generator's (false).
    fn legacy(&self) -> bool;
    /// `next_double`: [0, 1) with 53 random bits.
    fn double(&mut self) -> f64;
    fn normal(&mut self) -> f64;
    fn exponential(&mut self) -> f64;
    fn poisson(&mut self, lam: f64) -> i64;
    /// `random_interval(max)`: uniform in [0, max] by masked rejection.
    fn interval(&mut self, max: u64) -> u64;
    /// One bounded integer in [0, rng] as `integers`/`randint` draw each element of an
    /// array of bounds (masked rejection for RandomState, Lemire's method for Generator).
    fn bounded_one(&mut self, rng: u64) -> u64;
}

impl Variates for Legacy {
    fn legacy(&self) -> bool {
        true
    }
    fn double(&mut self) -> f64 {
        self.mt.next_f64()
    }
    fn normal(&mut self) -> f64 {
        self.standard_normal()
    }
    fn exponential(&mut self) -> f64 {
        self.standard_exponential()
    }
    fn poisson(&mut self, lam: f64) -> i64 {
        dist::poisson(&mut self.mt, lam)
    }
    fn interval(&mut self, max: u64) -> u64 {
        dist::interval(&mut self.mt, max)
    }
    fn bounded_one(&mut self, rng: u64) -> u64 {
        dist::bounded(&mut self.mt, rng, true)
    }
}

impl Variates for Generator {
    fn legacy(&self) -> bool {
        false
    }
    fn double(&mut self) -> f64 {
        self.pcg.next_f64()
    }
    fn normal(&mut self) -> f64 {
        dist::standard_normal(&mut self.pcg)
    }
    fn exponential(&mut self) -> f64 {
        dist::standard_exponential(&mut self.pcg)
    }
    fn poisson(&mut self, lam: f64) -> i64 {
        dist::poisson(&mut self.pcg, lam)
    }
    fn interval(&mut self, max: u64) -> u64 {
        dist::interval(&mut self.pcg, max)
    }
    fn bounded_one(&mut self, rng: u64) -> u64 {
        dist::bounded(&mut self.pcg, rng, false)
    }
}

/// Generator's algorithms over any bit generator (the device namespace's Philox elements).
pub struct Modern<B>(pub B);

impl<B: BitGen> Variates for Modern<B> {
    fn legacy(&self) -> bool {
        false
    }
    fn double(&mut self) -> f64 {
        self.0.next_f64()
    }
    fn normal(&mut self) -> f64 {
        dist::standard_normal(&mut self.0)
    }
    fn exponential(&mut self) -> f64 {
        dist::standard_exponential(&mut self.0)
    }
    fn poisson(&mut self, lam: f64) -> i64 {
        dist::poisson(&mut self.0, lam)
    }
    fn interval(&mut self, max: u64) -> u64 {
        dist::interval(&mut self.0, max)
    }
    fn bounded_one(&mut self, rng: u64) -> u64 {
        dist::bounded(&mut self.0, rng, false)
    }
}

type V<'a> = &'a mut dyn Variates;

/// Marsaglia and Tsang's method for shape >= 1, Johnk-style rejection below 1.
pub fn standard_gamma(v: V, shape: f64) -> f64 {
    if shape == 1.0 {
        return v.exponential();
    }
    if shape == 0.0 {
        return 0.0;
    }
    if shape < 1.0 {
        loop {
            let u = v.double();
            let e = v.exponential();
            if u <= 1.0 - shape {
                let x = u.powf(1.0 / shape);
                if x <= e {
                    return x;
                }
            } else {
                let y = -((1.0 - u) / shape).ln();
                let x = (1.0 - shape + shape * y).powf(1.0 / shape);
                if x <= e + y {
                    return x;
                }
            }
        }
    }
    let b = shape - 1.0 / 3.0;
    let c = 1.0 / (9.0 * b).sqrt();
    loop {
        let (mut x, mut w);
        loop {
            x = v.normal();
            w = 1.0 + c * x;
            // NumPy's `while (V <= 0.0)`: a NaN shape leaves the loop.
            if w > 0.0 || w.is_nan() {
                break;
            }
        }
        w = w * w * w;
        let u = v.double();
        if u < 1.0 - 0.0331 * (x * x) * (x * x) {
            return b * w;
        }
        if u.ln() < 0.5 * x * x + b * (1.0 - w + w.ln()) {
            return b * w;
        }
    }
}

pub fn gamma(v: V, shape: f64, scale: f64) -> f64 {
    scale * standard_gamma(v, shape)
}

/// Johnk's algorithm for a, b <= 1, else a ratio of gammas. Generator guards tiny
/// parameters and underflow differently from RandomState.
pub fn beta(v: V, a: f64, b: f64) -> f64 {
    if !(a <= 1.0 && b <= 1.0) {
        let ga = standard_gamma(v, a);
        let gb = standard_gamma(v, b);
        return ga / (ga + gb);
    }
    let legacy = v.legacy();
    if !legacy && a < 3e-103 && b < 3e-103 {
        let u = v.double();
        return ((a + b) * u < a) as u8 as f64;
    }
    loop {
        let u = v.double();
        let w = v.double();
        let x = u.powf(1.0 / a);
        let y = w.powf(1.0 / b);
        let xpy = x + y;
        if legacy {
            if xpy <= 1.0 {
                if xpy > 0.0 {
                    return x / xpy;
                }
                let (mut lx, mut ly) = (u.ln() / a, w.ln() / b);
                let lm = if lx > ly { lx } else { ly };
                lx -= lm;
                ly -= lm;
                return (lx - (lx.exp() + ly.exp()).ln()).exp();
            }
        } else if xpy <= 1.0 && u + w > 0.0 {
            if x > 0.0 && y > 0.0 {
                return x / xpy;
            }
            let delta = u.ln() / a - w.ln() / b;
            return if delta > 0.0 {
                (-(-delta).exp().ln_1p()).exp()
            } else {
                (delta - delta.exp().ln_1p()).exp()
            };
        }
    }
}

pub fn chisquare(v: V, df: f64) -> f64 {
    2.0 * standard_gamma(v, df / 2.0)
}

pub fn f(v: V, dfnum: f64, dfden: f64) -> f64 {
    let num = chisquare(v, dfnum) * dfden;
    num / (chisquare(v, dfden) * dfnum)
}

pub fn noncentral_chisquare(v: V, df: f64, nonc: f64) -> f64 {
    let legacy = v.legacy();
    if !legacy && nonc.is_nan() {
        return f64::NAN;
    }
    if nonc == 0.0 {
        return chisquare(v, df);
    }
    if 1.0 < df {
        let chi2 = chisquare(v, df - 1.0);
        let n = v.normal() + nonc.sqrt();
        return chi2 + n * n;
    }
    let i = v.poisson(nonc / 2.0);
    // (`2 * i` in C's int64 arithmetic: a huge rate's int64-minimum count wraps to 0.)
    let out = chisquare(v, df + 2i64.wrapping_mul(i) as f64);
    // RandomState draws before its NaN guard (so the stream moves as it always did).
    if nonc.is_nan() { f64::NAN } else { out }
}

pub fn noncentral_f(v: V, dfnum: f64, dfden: f64, nonc: f64) -> f64 {
    let t = noncentral_chisquare(v, dfnum, nonc) * dfden;
    t / (chisquare(v, dfden) * dfnum)
}

/// The numerator is drawn first (as NumPy's build evaluates `normal() / normal()`).
pub fn standard_cauchy(v: V) -> f64 {
    let n = v.normal();
    n / v.normal()
}

pub fn standard_t(v: V, df: f64) -> f64 {
    let num = v.normal();
    let denom = standard_gamma(v, df / 2.0);
    (df / 2.0).sqrt() * num / denom.sqrt()
}

pub fn pareto(v: V, a: f64) -> f64 {
    let e = v.exponential();
    if v.legacy() {
        (e / a).exp() - 1.0
    } else {
        (e / a).exp_m1()
    }
}

pub fn weibull(v: V, a: f64) -> f64 {
    if a == 0.0 {
        return 0.0;
    }
    v.exponential().powf(1.0 / a)
}

pub fn power(v: V, a: f64) -> f64 {
    let e = v.exponential();
    let base = if v.legacy() {
        1.0 - (-e).exp()
    } else {
        -(-e).exp_m1()
    };
    base.powf(1.0 / a)
}

pub fn laplace(v: V, loc: f64, scale: f64) -> f64 {
    loop {
        let u = v.double();
        if u >= 0.5 {
            return loc - scale * (2.0 - u - u).ln();
        }
        if u > 0.0 {
            return loc + scale * (u + u).ln();
        }
    }
}

pub fn gumbel(v: V, loc: f64, scale: f64) -> f64 {
    loop {
        let u = 1.0 - v.double();
        if u < 1.0 {
            return loc - scale * (-u.ln()).ln();
        }
    }
}

pub fn logistic(v: V, loc: f64, scale: f64) -> f64 {
    loop {
        let u = v.double();
        if u > 0.0 {
            return loc + scale * (u / (1.0 - u)).ln();
        }
    }
}

pub fn rayleigh(v: V, mode: f64) -> f64 {
    if v.legacy() {
        mode * (-2.0 * (-v.double()).ln_1p()).sqrt()
    } else {
        mode * (2.0 * v.exponential()).sqrt()
    }
}

pub fn wald(v: V, mean: f64, scale: f64) -> f64 {
    let mu_2l = mean / (2.0 * scale);
    let y = v.normal();
    let y = mean * y * y;
    let x = mean + mu_2l * (y - (4.0 * scale * y + y * y).sqrt());
    let u = v.double();
    if u <= mean / (mean + x) {
        x
    } else {
        mean * mean / x
    }
}

pub fn triangular(v: V, left: f64, mode: f64, right: f64) -> f64 {
    let base = right - left;
    let leftbase = mode - left;
    let ratio = leftbase / base;
    let leftprod = leftbase * base;
    let rightprod = (right - mode) * base;
    let u = v.double();
    if u <= ratio {
        left + (u * leftprod).sqrt()
    } else {
        right - ((1.0 - u) * rightprod).sqrt()
    }
}

/// Best and Fisher's rejection; Generator falls back to a wrapped normal past kappa 1e6.
pub fn vonmises(v: V, mu: f64, kappa: f64) -> f64 {
    if kappa.is_nan() {
        return f64::NAN;
    }
    if kappa < 1e-8 {
        return PI * (2.0 * v.double() - 1.0);
    }
    let s = if kappa < 1e-5 {
        1.0 / kappa + kappa
    } else if kappa <= 1e6 || v.legacy() {
        let r = 1.0 + (1.0 + 4.0 * kappa * kappa).sqrt();
        let rho = (r - (2.0 * r).sqrt()) / (2.0 * kappa);
        (1.0 + rho * rho) / (2.0 * rho)
    } else {
        let mut result = mu + (1.0 / kappa).sqrt() * v.normal();
        if result < -PI {
            result += 2.0 * PI;
        }
        if result > PI {
            result -= 2.0 * PI;
        }
        return result;
    };
    let w = loop {
        let u = v.double();
        let z = (PI * u).cos();
        let w = (1.0 + s * z) / (s + z);
        let y = kappa * (s - w);
        let r = v.double();
        if y * (2.0 - y) - r >= 0.0 || (y / r).ln() + 1.0 - y >= 0.0 {
            break w;
        }
    };
    let u = v.double();
    let mut result = w.acos();
    if u < 0.5 {
        result = -result;
    }
    result += mu;
    let neg = result < 0.0;
    let m = (result.abs() + PI) % (2.0 * PI) - PI;
    if neg { -m } else { m }
}

/// A gamma-mixed Poisson; the caller checks that the rate stays in Poisson's range.
pub fn negative_binomial(v: V, n: f64, p: f64) -> i64 {
    let y = gamma(v, n, (1.0 - p) / p);
    v.poisson(y)
}

/// Kachitvichyanukul and Schmeiser's BTPE above n*p = 30, inversion below. Generator
/// returns 0 at once for n == 0 or p == 0; RandomState draws anyway.
pub fn binomial(v: V, n: i64, p: f64) -> i64 {
    if !v.legacy() && (n == 0 || p == 0.0) {
        return 0;
    }
    if p <= 0.5 {
        if p * n as f64 <= 30.0 {
            binomial_inversion(v, n, p)
        } else {
            binomial_btpe(v, n, p)
        }
    } else {
        let q = 1.0 - p;
        if q * n as f64 <= 30.0 {
            n - binomial_inversion(v, n, q)
        } else {
            n - binomial_btpe(v, n, q)
        }
    }
}

fn binomial_inversion(v: V, n: i64, p: f64) -> i64 {
    let q = 1.0 - p;
    let qn = (n as f64 * q.ln()).exp();
    let np = n as f64 * p;
    let bound = (n as f64).min(np + 10.0 * (np * q + 1.0).sqrt()) as i64;
    let mut x = 0i64;
    let mut px = qn;
    let mut u = v.double();
    while u > px {
        x += 1;
        if x > bound {
            x = 0;
            px = qn;
            u = v.double();
        } else {
            u -= px;
            px = ((n - x + 1) as f64 * p * px) / (x as f64 * q);
        }
    }
    x
}

/// The error terms of BTPE's final test (Stirling's series at one point).
fn btpe_term(x: f64) -> f64 {
    let x2 = x * x;
    (13680.0 - (462.0 - (132.0 - (99.0 - 140.0 / x2) / x2) / x2) / x2) / x / 166320.0
}

fn binomial_btpe(v: V, n: i64, p: f64) -> i64 {
    let r = p.min(1.0 - p);
    let q = 1.0 - r;
    let fm = n as f64 * r + r;
    let m = fm.floor() as i64;
    let p1 = (2.195 * (n as f64 * r * q).sqrt() - 4.6 * q).floor() + 0.5;
    let xm = m as f64 + 0.5;
    let xl = xm - p1;
    let xr = xm + p1;
    let c = 0.134 + 20.5 / (15.3 + m as f64);
    let a = (fm - xl) / (fm - xl * r);
    let laml = a * (1.0 + a / 2.0);
    let a = (xr - fm) / (xr * q);
    let lamr = a * (1.0 + a / 2.0);
    let p2 = p1 * (1.0 + 2.0 * c);
    let p3 = p2 + c / laml;
    let p4 = p3 + c / lamr;
    let nrq = n as f64 * r * q;
    let y = 'draw: loop {
        let u = v.double() * p4;
        let mut w = v.double();
        let y;
        if u <= p1 {
            break 'draw (xm - p1 * w + u).floor() as i64;
        } else if u <= p2 {
            let x = xl + (u - p1) / c;
            w = w * c + 1.0 - (m as f64 - x + 0.5).abs() / p1;
            if w > 1.0 {
                continue;
            }
            y = x.floor() as i64;
        } else if u <= p3 {
            y = (xl + w.ln() / laml).floor() as i64;
            if y < 0 || w == 0.0 {
                continue;
            }
            w *= (u - p2) * laml;
        } else {
            y = (xr - w.ln() / lamr).floor() as i64;
            if y > n || w == 0.0 {
                continue;
            }
            w *= (u - p3) * lamr;
        }
        let k = (y - m).abs();
        if !(k > 20 && (k as f64) < nrq / 2.0 - 1.0) {
            // Explicit evaluation of f(y) / f(m).
            let s = r / q;
            let a = s * (n + 1) as f64;
            let mut big_f = 1.0;
            if m < y {
                for i in m + 1..=y {
                    big_f *= a / i as f64 - s;
                }
            } else if m > y {
                for i in y + 1..=m {
                    big_f /= a / i as f64 - s;
                }
            }
            if w > big_f {
                continue;
            }
            break 'draw y;
        }
        // Squeezing on log f(y) / f(m).
        let kf = k as f64;
        let rho = (kf / nrq) * ((kf * (kf / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
        let t = -(k.wrapping_mul(k)) as f64 / (2.0 * nrq);
        let big_a = w.ln();
        if big_a < t - rho {
            break 'draw y;
        }
        if big_a > t + rho {
            continue;
        }
        let x1 = (y + 1) as f64;
        let f1 = (m + 1) as f64;
        let z = (n + 1 - m) as f64;
        let w1 = (n - y + 1) as f64;
        let bound = xm * (f1 / x1).ln()
            + ((n - m) as f64 + 0.5) * (z / w1).ln()
            + (y - m) as f64 * (w1 * r / (x1 * q)).ln()
            + btpe_term(f1)
            + btpe_term(z)
            + btpe_term(x1)
            + btpe_term(w1);
        if big_a > bound {
            continue;
        }
        break 'draw y;
    };
    if p > 0.5 { n - y } else { y }
}

/// Search below p = 1/3 of the way, inversion of an exponential (Generator) or a uniform
/// (RandomState) below.
pub fn geometric(v: V, p: f64) -> i64 {
    if p >= 0.333_333_333_333_333_3 {
        let mut x = 1;
        let (mut sum, mut prod) = (p, p);
        let q = 1.0 - p;
        let u = v.double();
        while u > sum {
            prod *= q;
            sum += prod;
            x += 1;
        }
        return x;
    }
    if v.legacy() {
        return dist::c_i64(((-v.double()).ln_1p() / (1.0 - p).ln()).ceil());
    }
    let z = (-v.exponential() / (-p).ln_1p()).ceil();
    if z >= 9.223372036854776e18 {
        return i64::MAX;
    }
    z as i64
}

pub fn logseries(v: V, p: f64) -> i64 {
    let legacy = v.legacy();
    let r = if legacy { (1.0 - p).ln() } else { (-p).ln_1p() };
    loop {
        let w = v.double();
        if w >= p {
            return 1;
        }
        let u = v.double();
        let q = if legacy {
            1.0 - (r * u).exp()
        } else {
            -(r * u).exp_m1()
        };
        if w <= q * q {
            let result = dist::c_i64((1.0 + w.ln() / q.ln()).floor());
            if result < 1 || w == 0.0 {
                continue;
            }
            return result;
        }
        return if w >= q { 1 } else { 2 };
    }
}

/// Rejection from a Pareto envelope; Generator samples U from (Umin, 1] and answers 1 at
/// once for a >= 1025.
pub fn zipf(v: V, a: f64) -> i64 {
    let legacy = v.legacy();
    if !legacy && a >= 1025.0 {
        return 1;
    }
    let am1 = a - 1.0;
    let b = 2f64.powf(am1);
    let umin = (i64::MAX as f64).powf(-am1);
    loop {
        let u = if legacy {
            1.0 - v.double()
        } else {
            let u01 = v.double();
            u01 * umin + (1.0 - u01)
        };
        let w = v.double();
        let x = u.powf(-1.0 / am1).floor();
        if x > i64::MAX as f64 || x < 1.0 {
            continue;
        }
        let t = (1.0 + 1.0 / x).powf(am1);
        if w * x * (t - 1.0) / (b - 1.0) <= t / b {
            return x as i64;
        }
    }
}

/// RandomState's hypergeometric: HYP (a urn walk) up to 10 draws, HRUA (ratio of
/// uniforms) above.
pub fn hypergeometric_legacy(v: V, good: i64, bad: i64, sample: i64) -> i64 {
    if sample > 10 {
        hypergeometric_hrua(v, good, bad, sample)
    } else if sample > 0 {
        let d1 = bad + good - sample;
        let d2 = good.min(bad) as f64;
        let mut y = d2;
        let mut k = sample;
        while y > 0.0 {
            let u = v.double();
            y -= (u + y / (d1 + k) as f64).floor() as i64 as f64;
            k -= 1;
            if k == 0 {
                break;
            }
        }
        let z = (d2 - y) as i64;
        if good > bad { sample - z } else { z }
    } else {
        0
    }
}

fn hypergeometric_hrua(v: V, good: i64, bad: i64, sample: i64) -> i64 {
    const D1: f64 = 1.7155277699214135;
    const D2: f64 = 0.8989161620588988;
    let mingoodbad = good.min(bad);
    let popsize = good + bad;
    let maxgoodbad = good.max(bad);
    let m = sample.min(popsize - sample);
    let d4 = mingoodbad as f64 / popsize as f64;
    let d5 = 1.0 - d4;
    let d6 = m as f64 * d4 + 0.5;
    let d7 = ((popsize - m) as f64 * sample as f64 * d4 * d5 / (popsize - 1) as f64 + 0.5).sqrt();
    let d8 = D1 * d7 + D2;
    let d9 = ((m + 1) as f64 * (mingoodbad + 1) as f64 / (popsize + 2) as f64).floor() as i64;
    let lg = |z: i64| {
        loggam((z + 1) as f64)
            + loggam((mingoodbad - z + 1) as f64)
            + loggam((m - z + 1) as f64)
            + loggam((maxgoodbad - m + z + 1) as f64)
    };
    let d10 = lg(d9);
    let d11 = ((m.min(mingoodbad) + 1) as f64).min((d6 + 16.0 * d7).floor());
    hrua_draw(v, (d6, d8, d11, d10), lg, (good, bad, sample, m))
}

/// HRUA's rejection loop and the mapping back to a count of good items (both APIs, which
/// differ only in the hat's constants and their log-factorial function `lf`): `a` the
/// shifted mean, `h` the hat's width, `b` the bound past which a point is rejected, `g` the
/// log-density at the mode; `taken` is min(sample, popsize - sample).
fn hrua_draw(
    v: V,
    (a, h, b, g): (f64, f64, f64, f64),
    lf: impl Fn(i64) -> f64,
    (good, bad, sample, taken): (i64, i64, i64, i64),
) -> i64 {
    let mut k = loop {
        let u = v.double();
        let w = v.double();
        let x = a + h * (w - 0.5) / u;
        if x < 0.0 || x >= b {
            continue;
        }
        let k = x.floor() as i64;
        let t = g - lf(k);
        if u * (4.0 - u) - 3.0 <= t {
            break k;
        }
        if u * (u - t) >= 1.0 {
            continue;
        }
        if 2.0 * u.ln() <= t {
            break k;
        }
    };
    if good > bad {
        k = taken - k;
    }
    if taken < sample {
        k = good - k;
    }
    k
}

/// The doubles nearest log(k!) for k < 126 (computed to 60 digits and rounded).
const LOG_FACTORIAL: [f64; 126] = [
    0.0,
    0.0,
    std::f64::consts::LN_2,
    1.791759469228055,
    3.1780538303479458,
    4.787491742782046,
    6.579251212010101,
    8.525161361065415,
    10.60460290274525,
    12.801827480081469,
    15.104412573075516,
    17.502307845873887,
    19.987214495661885,
    22.552163853123425,
    25.19122118273868,
    27.89927138384089,
    30.671860106080672,
    33.50507345013689,
    36.39544520803305,
    39.339884187199495,
    42.335616460753485,
    45.38013889847691,
    48.47118135183523,
    51.60667556776438,
    54.78472939811232,
    58.00360522298052,
    61.261701761002,
    64.55753862700634,
    67.88974313718154,
    71.25703896716801,
    74.65823634883016,
    78.0922235533153,
    81.55795945611504,
    85.05446701758152,
    88.58082754219768,
    92.1361756036871,
    95.7196945421432,
    99.33061245478743,
    102.96819861451381,
    106.63176026064346,
    110.32063971475739,
    114.0342117814617,
    117.77188139974507,
    121.53308151543864,
    125.3172711493569,
    129.12393363912722,
    132.95257503561632,
    136.80272263732635,
    140.67392364823425,
    144.5657439463449,
    148.47776695177302,
    152.40959258449735,
    156.3608363030788,
    160.3311282166309,
    164.32011226319517,
    168.32744544842765,
    172.3527971391628,
    176.39584840699735,
    180.45629141754378,
    184.53382886144948,
    188.6281734236716,
    192.7390472878449,
    196.86618167289,
    201.00931639928152,
    205.1681994826412,
    209.34258675253685,
    213.53224149456327,
    217.73693411395422,
    221.95644181913033,
    226.1905483237276,
    230.43904356577696,
    234.70172344281826,
    238.97838956183432,
    243.2688490029827,
    247.57291409618688,
    251.8904022097232,
    256.22113555000954,
    260.5649409718632,
    264.9216497985528,
    269.2910976510198,
    273.6731242856937,
    278.0675734403661,
    282.4742926876304,
    286.893133295427,
    291.3239500942703,
    295.76660135076065,
    300.22094864701415,
    304.6868567656687,
    309.1641935801469,
    313.65282994987905,
    318.1526396202093,
    322.66349912672615,
    327.1852877037752,
    331.7178871969285,
    336.26118197919845,
    340.815058870799,
    345.37940706226686,
    349.95411804077025,
    354.5390855194408,
    359.1342053695754,
    363.73937555556347,
    368.35449607240474,
    372.979468885689,
    377.61419787391867,
    382.25858877306,
    386.91254912321756,
    391.5759882173296,
    396.24881705179155,
    400.93094827891576,
    405.6222961611449,
    410.32277652693733,
    415.03230672824964,
    419.7508055995447,
    424.4781934182571,
    429.21439186665157,
    433.9593239950148,
    438.71291418612117,
    443.47508812091894,
    448.2457727453846,
    453.0248962384961,
    457.81238798127816,
    462.6081785268749,
    467.4121995716082,
    472.2243839269806,
    477.04466549258564,
    481.87297922988796,
];

/// log(k!): the table, then Stirling's series to the 1/k^3 term.
fn log_factorial(k: i64) -> f64 {
    if let Some(&v) = LOG_FACTORIAL.get(k as usize) {
        return v;
    }
    let kf = k as f64;
    const HALF_LN_2PI: f64 = 0.9189385332046728;
    (kf + 0.5) * kf.ln() - kf + (HALF_LN_2PI + (1.0 / kf) * (1.0 / 12.0 - 1.0 / (360.0 * kf * kf)))
}

/// Generator's hypergeometric: an urn walk (one bounded draw per item taken) for small or
/// nearly whole samples, Stadlober's ratio of uniforms (HRUA) otherwise.
pub fn hypergeometric(v: V, good: i64, bad: i64, sample: i64) -> i64 {
    let total = good + bad;
    if sample >= 10 && sample <= total - 10 {
        return hypergeometric_ratio(v, good, bad, sample);
    }
    let flip = sample > total / 2;
    let mut left = if flip { total - sample } else { sample };
    let (mut rest, mut rest_good) = (total, good);
    while left > 0 && rest_good > 0 && rest > rest_good {
        rest -= 1;
        if (v.interval(rest as u64) as i64) < rest_good {
            rest_good -= 1;
        }
        left -= 1;
    }
    if rest == rest_good {
        rest_good -= left;
    }
    if flip { rest_good } else { good - rest_good }
}

fn hypergeometric_ratio(v: V, good: i64, bad: i64, sample: i64) -> i64 {
    const D1: f64 = 1.7155277699214135;
    const D2: f64 = 0.8989161620588988;
    let popsize = good + bad;
    let taken = sample.min(popsize - sample);
    let mingoodbad = good.min(bad);
    let maxgoodbad = good.max(bad);
    let p = mingoodbad as f64 / popsize as f64;
    let q = maxgoodbad as f64 / popsize as f64;
    let a = taken as f64 * p + 0.5;
    let var = (popsize - taken) as f64 * taken as f64 * p * q / (popsize - 1) as f64;
    let c = (var + 0.5).sqrt();
    let h = D1 * c + D2;
    let lf = |k: i64| {
        log_factorial(k)
            + log_factorial(mingoodbad - k)
            + log_factorial(taken - k)
            + log_factorial(maxgoodbad - taken + k)
    };
    let m = ((taken + 1) as f64 * (mingoodbad + 1) as f64 / (popsize + 2) as f64).floor() as i64;
    let g = lf(m);
    let b = ((taken.min(mingoodbad) + 1) as f64).min((a + 16.0 * c).floor());
    hrua_draw(v, (a, h, b, g), lf, (good, bad, sample, taken))
}

/// One multinomial row: a binomial per category on what is left.
pub fn multinomial(v: V, n: i64, p: &[f64], out: &mut [i64]) {
    let d = p.len();
    let mut remaining = 1.0;
    let mut dn = n;
    for j in 0..d.saturating_sub(1) {
        out[j] = binomial(v, dn, p[j] / remaining);
        dn -= out[j];
        if dn <= 0 {
            break;
        }
        remaining -= p[j];
    }
    if dn > 0 && d > 0 {
        out[d - 1] = dn;
    }
}

/// One Dirichlet row: normalised gammas; Generator breaks sticks with betas when every
/// alpha is below 0.1 (`csum[j]` is the sum of `alpha[j..]`).
pub fn dirichlet(v: V, alpha: &[f64], csum: &[f64], out: &mut [f64]) {
    let k = alpha.len();
    let small = !v.legacy() && k > 0 && alpha.iter().all(|&a| a < 0.1);
    if small {
        if csum[0] > 0.0 {
            let mut acc = 1.0;
            for j in 0..k - 1 {
                let b = beta(v, alpha[j], csum[j + 1]);
                out[j] = acc * b;
                acc *= 1.0 - b;
                if csum[j + 1] == 0.0 {
                    break;
                }
            }
            out[k - 1] = acc;
        }
        return;
    }
    let mut acc = 0.0;
    for j in 0..k {
        out[j] = standard_gamma(v, alpha[j]);
        acc += out[j];
    }
    let inv = 1.0 / acc;
    for o in out.iter_mut() {
        *o *= inv;
    }
}
