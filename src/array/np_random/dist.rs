//! Algorithms both APIs share (NumPy's `distributions.c`), generic over the bit generator.
use super::zig_tables::{FE, FI, KE, KI, WE, WI};
use super::{BitGen, NpError};

/// Smallest all-ones mask covering `max`.
fn gen_mask(max: u64) -> u64 {
    if max == 0 {
        0
    } else {
        u64::MAX >> max.leading_zeros()
    }
}

/// Uniform in [0, max] by masked rejection, on 32-bit draws while `max` fits in 32 bits
/// (`random_interval`): the draw that every `shuffle`/`permutation` makes.
pub(super) fn interval<B: BitGen>(b: &mut B, max: u64) -> u64 {
    if max == 0 {
        return 0;
    }
    let mask = gen_mask(max);
    if max <= 0xffff_ffff {
        loop {
            let v = (b.next_u32() as u64) & mask;
            if v <= max {
                return v;
            }
        }
    }
    loop {
        let v = b.next_u64() & mask;
        if v <= max {
            return v;
        }
    }
}

/// Lemire's nearly divisionless method on one 32-bit draw; `rng < u32::MAX`.
fn lemire32<B: BitGen>(b: &mut B, rng: u32) -> u32 {
    let excl = rng + 1;
    let mut m = b.next_u32() as u64 * excl as u64;
    let mut left = m as u32;
    if left < excl {
        let threshold = (u32::MAX - rng) % excl;
        while left < threshold {
            m = b.next_u32() as u64 * excl as u64;
            left = m as u32;
        }
    }
    (m >> 32) as u32
}

/// Lemire's method on one 64-bit draw; `rng < u64::MAX`.
fn lemire64<B: BitGen>(b: &mut B, rng: u64) -> u64 {
    let excl = rng + 1;
    let mut m = b.next_u64() as u128 * excl as u128;
    let mut left = m as u64;
    if left < excl {
        let threshold = (u64::MAX - rng) % excl;
        while left < threshold {
            m = b.next_u64() as u128 * excl as u128;
            left = m as u64;
        }
    }
    (m >> 64) as u64
}

/// Uniform in [0, rng] as NumPy's bounded-integer fills draw it: nothing for rng 0, one
/// raw 32-bit word for rng = 2^32-1, 32-bit draws below that, 64-bit above; `masked`
/// selects RandomState's mask-and-reject, otherwise Generator's Lemire.
pub(super) fn bounded<B: BitGen>(b: &mut B, rng: u64, masked: bool) -> u64 {
    if rng == 0 {
        0
    } else if rng == 0xffff_ffff {
        b.next_u32() as u64
    } else if rng < 0xffff_ffff {
        if masked {
            let mask = gen_mask(rng) as u32;
            loop {
                let v = b.next_u32() & mask;
                if v as u64 <= rng {
                    return v as u64;
                }
            }
        }
        lemire32(b, rng as u32) as u64
    } else if rng == u64::MAX {
        b.next_u64()
    } else if masked {
        let mask = gen_mask(rng);
        loop {
            let v = b.next_u64() & mask;
            if v <= rng {
                return v;
            }
        }
    } else {
        lemire64(b, rng)
    }
}

/// Offset and inclusive range for drawing ints in [low, high) (or [low, high] when
/// `closed`) of a signed type spanning [lb, ub], with NumPy's checks and messages.
pub(super) fn int_bounds(
    low: i128,
    high: i128,
    closed: bool,
    (lb, ub, name): (i128, i128, &str),
) -> Result<(u64, u64), NpError> {
    let high = if closed { high } else { high - 1 };
    if low < lb {
        return Err(NpError::Value(format!("low is out of bounds for {name}")));
    }
    if high > ub {
        return Err(NpError::Value(format!("high is out of bounds for {name}")));
    }
    if low > high {
        let msg = match (low == 0, closed) {
            (true, true) => "high < 0",
            (true, false) => "high <= 0",
            (false, true) => "low > high",
            (false, false) => "low >= high",
        };
        return Err(NpError::Value(msg.into()));
    }
    Ok((low as u64, (high - low) as u64))
}

pub(super) const I64_RANGE: (i128, i128, &str) = (i64::MIN as i128, i64::MAX as i128, "int64");
pub(super) const I32_RANGE: (i128, i128, &str) = (i32::MIN as i128, i32::MAX as i128, "int32");

/// Generator's standard normal: 256-layer ziggurat on one 64-bit draw (8 bits layer,
/// 1 bit sign, 52 bits magnitude), with exact tail and wedge fallbacks.
pub(super) fn standard_normal<B: BitGen>(b: &mut B) -> f64 {
    // The doubles nearest 3.65415288536100879635... and its reciprocal.
    const R: f64 = 3.654152885361009;
    const INV_R: f64 = 0.2736612373297583;
    loop {
        let r = b.next_u64();
        let idx = (r & 0xff) as usize;
        let r = r >> 8;
        let rabs = (r >> 1) & 0x000f_ffff_ffff_ffff;
        let mut x = rabs as f64 * WI[idx];
        if r & 1 == 1 {
            x = -x;
        }
        if rabs < KI[idx] {
            return x;
        }
        if idx == 0 {
            // Tail beyond R (Marsaglia); 1 - U keeps log away from 0.
            loop {
                let xx = -INV_R * (-b.next_f64()).ln_1p();
                let yy = -(-b.next_f64()).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(R + xx)
                    } else {
                        R + xx
                    };
                }
            }
        }
        if (FI[idx - 1] - FI[idx]) * b.next_f64() + FI[idx] < (-0.5 * x * x).exp() {
            return x;
        }
    }
}

/// Generator's standard exponential: 256-layer ziggurat on the top 61 bits of one draw
/// (8 bits layer, 53 bits magnitude). A rejected wedge point starts over from scratch.
pub(super) fn standard_exponential<B: BitGen>(b: &mut B) -> f64 {
    // The double nearest 7.69711747013104971404...
    const R: f64 = 7.69711747013105;
    loop {
        let ri = b.next_u64() >> 3;
        let idx = (ri & 0xff) as usize;
        let ri = ri >> 8;
        let x = ri as f64 * WE[idx];
        if ri < KE[idx] {
            return x;
        }
        if idx == 0 {
            return R - (-b.next_f64()).ln_1p();
        }
        if (FE[idx - 1] - FE[idx]) * b.next_f64() + FE[idx] < (-x).exp() {
            return x;
        }
    }
}

/// log Γ(x) for the integers PTRS needs (Stirling series, shifted up to x >= 7).
pub(super) fn loggam(x: f64) -> f64 {
    const A: [f64; 10] = [
        8.333333333333333e-02,
        -2.777777777777778e-03,
        7.936507936507937e-04,
        -5.952380952380952e-04,
        8.417508417508418e-04,
        -1.917526917526918e-03,
        6.41025641025641e-03,
        -2.955065359477124e-02,
        1.796443723688307e-01,
        -1.3924322169059e+00,
    ];
    if x == 1.0 || x == 2.0 {
        return 0.0;
    }
    let n: i64 = if x < 7.0 { (7.0 - x) as i64 } else { 0 };
    let mut x0 = x + n as f64;
    let x2 = (1.0 / x0) * (1.0 / x0);
    let mut gl0 = A[9];
    for k in (0..9).rev() {
        gl0 *= x2;
        gl0 += A[k];
    }
    let lg2pi = 1.8378770664093453e+00;
    let mut gl = gl0 / x0 + 0.5 * lg2pi + (x0 - 0.5) * x0.ln() - x0;
    if x < 7.0 {
        for _ in 0..n {
            gl -= (x0 - 1.0).ln();
            x0 -= 1.0;
        }
    }
    gl
}

/// A double to int64 as NumPy's C casts give it on x86: out-of-range values and NaN become
/// int64's minimum (Rust's `as` would saturate), so huge rates draw NumPy's numbers.
pub(super) fn c_i64(x: f64) -> i64 {
    if x.is_nan() || !(-9.223372036854776e18..9.223372036854776e18).contains(&x) {
        i64::MIN
    } else {
        x as i64
    }
}

/// NumPy's Kahan-compensated sum (`kahan_sum` of `_common.pyx`).
pub fn kahan_sum(p: &[f64]) -> f64 {
    let Some((&first, rest)) = p.split_first() else {
        return 0.0;
    };
    let (mut sum, mut c) = (first, 0.0);
    for &x in rest {
        let y = x - c;
        let t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    sum
}

/// Poisson as both APIs draw it: product of uniforms below 10, Hörmann's PTRS
/// (transformed rejection) from 10 up. `lam` must pass `check_poisson_lam`.
pub(super) fn poisson<B: BitGen>(b: &mut B, lam: f64) -> i64 {
    if lam >= 10.0 {
        return poisson_ptrs(b, lam);
    }
    if lam == 0.0 {
        return 0;
    }
    let enlam = (-lam).exp();
    let mut k = 0;
    let mut prod = 1.0;
    loop {
        prod *= b.next_f64();
        if prod > enlam {
            k += 1;
        } else {
            return k;
        }
    }
}

fn poisson_ptrs<B: BitGen>(b: &mut B, lam: f64) -> i64 {
    let slam = lam.sqrt();
    let loglam = lam.ln();
    let bb = 0.931 + 2.53 * slam;
    let a = -0.059 + 0.02483 * bb;
    let invalpha = 1.1239 + 1.1328 / (bb - 3.4);
    let vr = 0.9277 - 3.6224 / (bb - 2.0);
    loop {
        let u = b.next_f64() - 0.5;
        let v = b.next_f64();
        let us = 0.5 - u.abs();
        let k = c_i64(((2.0 * a / us + bb) * u + lam + 0.43).floor());
        if us >= 0.07 && v <= vr {
            return k;
        }
        if k < 0 || (us < 0.013 && v > us) {
            continue;
        }
        let lhs = v.ln() + invalpha.ln() - (a / (us * us) + bb).ln();
        let rhs = -lam + k as f64 * loglam - loggam(k as f64 + 1.0);
        if lhs <= rhs {
            return k;
        }
    }
}

/// `choice`'s `p` checks, in NumPy's order (the sum is Kahan-compensated).
pub(super) fn check_p(p: &[f64], pop: usize, legacy: bool) -> Result<(), NpError> {
    let err = |legacy_msg: &str, gen_msg: &str| {
        Err(NpError::Value(
            if legacy { legacy_msg } else { gen_msg }.to_string(),
        ))
    };
    if p.len() != pop {
        return err(
            "'a' and 'p' must have same size",
            "a and p must have same size",
        );
    }
    let sum = kahan_sum(p);
    if sum.is_nan() {
        return err("probabilities contain NaN", "Probabilities contain NaN");
    }
    if p.iter().any(|&x| x < 0.0) {
        return err(
            "probabilities are not non-negative",
            "Probabilities are not non-negative",
        );
    }
    let atol = f64::EPSILON.sqrt();
    if (sum - 1.0).abs() > atol {
        return err(
            "probabilities do not sum to 1",
            "Probabilities do not sum to 1. See Notes section of docstring for more information.",
        );
    }
    Ok(())
}

/// Running sum of `p` (sequential, as `cumsum`), divided by its last entry.
pub(super) fn cdf(p: &[f64]) -> Vec<f64> {
    let mut acc = 0.0;
    let mut c: Vec<f64> = p
        .iter()
        .map(|&x| {
            acc += x;
            acc
        })
        .collect();
    if let Some(&last) = c.last() {
        c.iter_mut().for_each(|x| *x /= last);
    }
    c
}

/// `cdf.searchsorted(u, side='right')`: entries <= u.
pub(super) fn search_right(cdf: &[f64], u: f64) -> i64 {
    cdf.partition_point(|&c| c <= u) as i64
}

/// `choice(replace=False, p=p)` (same loop in both APIs): draw for the missing count,
/// zero the probabilities already taken, keep first occurrences, repeat. `uniforms(n)`
/// is the API's `random(n)`.
pub(super) fn choice_p_without_replacement(
    p: &[f64],
    size: usize,
    mut uniforms: impl FnMut(usize) -> Vec<f64>,
) -> Result<Vec<i64>, NpError> {
    if p.iter().filter(|&&x| x > 0.0).count() < size {
        return Err(NpError::Value(
            "Fewer non-zero entries in p than size".into(),
        ));
    }
    let mut p = p.to_vec();
    let mut found: Vec<i64> = Vec::with_capacity(size);
    while found.len() < size {
        let x = uniforms(size - found.len());
        for &f in &found {
            p[f as usize] = 0.0;
        }
        let c = cdf(&p);
        let mut seen = std::collections::HashSet::new();
        for u in x {
            let k = search_right(&c, u);
            if seen.insert(k) {
                found.push(k);
            }
        }
    }
    Ok(found)
}

/// `integers`/`randint` into a dtype `bits` wide (1 for bool): `n` values in
/// `off + [0, rng]` as NumPy's `random_bounded_*_fill` draws them. 32- and 64-bit dtypes
/// draw one word per value (`bounded`); 8- and 16-bit ones and bool cut their draws from
/// 32-bit words, low bits first, a word serving the whole fill (`buffered_uint8` ...).
pub(super) fn bounded_fill<B: BitGen>(
    b: &mut B,
    off: u64,
    rng: u64,
    bits: u32,
    masked: bool,
    n: usize,
) -> Vec<u64> {
    if bits >= 32 {
        return (0..n)
            .map(|_| off.wrapping_add(bounded(b, rng, masked)))
            .collect();
    }
    let full = (1u32 << bits) - 1;
    let (mut buf, mut left) = (0u32, 0u32);
    let mut next = |b: &mut B| {
        if left == 0 {
            buf = b.next_u32();
            left = 32 / bits - 1;
        } else {
            buf >>= bits;
            left -= 1;
        }
        buf & full
    };
    let rng = rng as u32;
    let mut one = |b: &mut B| -> u32 {
        if rng == 0 {
            0
        } else if bits == 1 || rng == full {
            next(b)
        } else if masked {
            let mask = gen_mask(rng as u64) as u32;
            loop {
                let v = next(b) & mask;
                if v <= rng {
                    return v;
                }
            }
        } else {
            // Lemire on the narrow type: the product's low `bits` are the leftover.
            let excl = rng + 1;
            let mut m = next(b) * excl;
            if m & full < excl {
                let threshold = (full - rng) % excl;
                while m & full < threshold {
                    m = next(b) * excl;
                }
            }
            m >> bits
        }
    };
    (0..n).map(|_| off.wrapping_add(one(b) as u64)).collect()
}
