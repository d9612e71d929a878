//! Random numbers on the CPU: one counter-based generator (Philox4x32-10, Salmon et al.,
//! SC'11). Element `i` of a draw is a pure function of (key, position of the draw + i), so
//! this file (in parallel) and the GPU (`kernels/random.cu`, the same arithmetic line for
//! line) give the same bits. The transcendental functions the distributions need (log,
//! cos) are written here with + - * / and sqrt only, which IEEE rounds identically
//! everywhere (CUDA code is compiled with `--fmad=false`).
// The polynomial constants are fdlibm's as published (the kernel has the same text).
#![allow(clippy::excessive_precision)]
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::random::Dist;
use crate::backend::{DResult, DeviceError};
use rayon::prelude::*;

/// Philox4x32 with 10 rounds.
pub fn philox(ctr: [u32; 4], key: [u32; 2]) -> [u32; 4] {
    const M0: u64 = 0xD251_1F53;
    const M1: u64 = 0xCD9E_8D57;
    let (mut c, mut k) = (ctr, key);
    for r in 0..10 {
        if r > 0 {
            k[0] = k[0].wrapping_add(0x9E37_79B9);
            k[1] = k[1].wrapping_add(0xBB67_AE85);
        }
        let p0 = M0 * c[0] as u64;
        let p1 = M1 * c[2] as u64;
        c = [
            (p1 >> 32) as u32 ^ c[1] ^ k[0],
            p1 as u32,
            (p0 >> 32) as u32 ^ c[3] ^ k[1],
            p0 as u32,
        ];
    }
    c
}

/// The random words of one element: block `round` of position `pos`.
struct Element {
    key: [u32; 2],
    pos: u64,
    taken: u32,
    words: [u32; 4],
}

impl Element {
    fn new(key: [u32; 2], pos: u64) -> Element {
        Element {
            key,
            pos,
            taken: 0,
            words: [0; 4],
        }
    }

    /// The next 64 random bits (two per Philox block; block r has counter word 2 = r).
    fn next64(&mut self) -> u64 {
        if self.taken.is_multiple_of(2) {
            let ctr = [self.pos as u32, (self.pos >> 32) as u32, self.taken / 2, 0];
            self.words = philox(ctr, self.key);
        }
        let w = if self.taken.is_multiple_of(2) { 0 } else { 2 };
        self.taken += 1;
        (self.words[w] as u64) << 32 | self.words[w + 1] as u64
    }

    /// Uniform in [0, 1).
    fn uniform(&mut self) -> f64 {
        (self.next64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }

    /// Uniform in (0, 1].
    fn uniform_pos(&mut self) -> f64 {
        ((self.next64() >> 11) + 1) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }
}

/// One element's own Philox stream as a NumPy bit generator: the device namespace's
/// rarer distributions (gamma, binomial, ...) run NumPy's Generator algorithms on it, on the
/// host, so both backends give the same values.
pub struct PhiloxBits(Element);

impl PhiloxBits {
    pub fn at(key: [u32; 2], pos: u64) -> PhiloxBits {
        PhiloxBits(Element::new(key, pos))
    }
}

impl crate::array::np_random::BitGen for PhiloxBits {
    fn next_u32(&mut self) -> u32 {
        (self.0.next64() >> 32) as u32
    }
    fn next_u64(&mut self) -> u64 {
        self.0.next64()
    }
    fn next_f64(&mut self) -> f64 {
        self.0.uniform()
    }
}

/// Natural log of a positive, finite, normal double (fdlibm's reduction and polynomial).
pub fn log(x: f64) -> f64 {
    const LN2_HI: f64 = 6.931_471_803_691_238_164_90e-01;
    const LN2_LO: f64 = 1.908_214_929_270_587_700_02e-10;
    const LG: [f64; 7] = [
        6.666_666_666_666_735_130e-01,
        3.999_999_999_940_941_908e-01,
        2.857_142_874_366_239_149e-01,
        2.222_219_843_214_978_396e-01,
        1.818_357_216_161_805_012e-01,
        1.531_383_769_920_937_332e-01,
        1.479_819_860_511_658_591e-01,
    ];
    let bits = x.to_bits();
    let mut e = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    if m > std::f64::consts::SQRT_2 {
        m *= 0.5;
        e += 1;
    }
    let f = m - 1.0;
    let s = f / (2.0 + f);
    let z = s * s;
    let mut p = LG[6];
    for c in LG[..6].iter().rev() {
        p = p * z + c;
    }
    let r = z * p;
    let hfsq = 0.5 * f * f;
    let e = e as f64;
    e * LN2_HI + (f - (hfsq - (s * (hfsq + r) + e * LN2_LO)))
}

/// cos(2 pi t) for t in [0, 1): reduced exactly to |2 pi y| <= pi/4, then fdlibm's kernels.
pub fn cos2pi(t: f64) -> f64 {
    let q = (t * 4.0).round();
    let y = t - q * 0.25;
    let a = y * std::f64::consts::TAU;
    let z = a * a;
    let cos = {
        const C: [f64; 6] = [
            4.166_666_666_666_660_190_37e-02,
            -1.388_888_888_887_410_957_49e-03,
            2.480_158_728_947_672_941_78e-05,
            -2.755_731_435_139_066_330_35e-07,
            2.087_572_321_298_174_827_90e-09,
            -1.135_964_755_778_819_482_65e-11,
        ];
        let mut p = C[5];
        for c in C[..5].iter().rev() {
            p = p * z + c;
        }
        let r = z * p;
        let hz = 0.5 * z;
        let w = 1.0 - hz;
        w + (((1.0 - w) - hz) + z * r)
    };
    let sin = {
        const S: [f64; 6] = [
            -1.666_666_666_666_663_243_48e-01,
            8.333_333_333_322_489_461_24e-03,
            -1.984_126_982_985_794_931_34e-04,
            2.755_731_370_707_006_767_89e-06,
            -2.505_076_025_340_686_341_95e-08,
            1.589_690_995_211_550_102_21e-10,
        ];
        let mut r = S[5];
        for c in S[1..5].iter().rev() {
            r = r * z + c;
        }
        let v = z * a;
        a + v * (S[0] + z * r)
    };
    match q as i64 & 3 {
        0 => cos,
        1 => -sin,
        2 => -cos,
        _ => sin,
    }
}

/// log(Gamma(x)) for x >= 1 as NumPy's `random_loggam` computes it.
fn loggam(x: f64) -> f64 {
    const A: [f64; 10] = [
        8.333_333_333_333_333e-02,
        -2.777_777_777_777_778e-03,
        7.936_507_936_507_937e-04,
        -5.952_380_952_380_952e-04,
        8.417_508_417_508_418e-04,
        -1.917_526_917_526_918e-03,
        6.410_256_410_256_410e-03,
        -2.955_065_359_477_124e-02,
        1.796_443_723_688_307e-01,
        -1.392_432_216_905_90e+00,
    ];
    if x == 1.0 || x == 2.0 {
        return 0.0;
    }
    let n = if x <= 7.0 { (7.0 - x) as i64 } else { 0 };
    let mut x0 = x + n as f64;
    let x2 = 1.0 / (x0 * x0);
    let mut gl0 = A[9];
    for c in A[..9].iter().rev() {
        gl0 = gl0 * x2 + c;
    }
    // 0.5 * log(2 pi)
    const HALF_LOG_2PI: f64 = 0.918_938_533_204_672_8;
    let mut gl = gl0 / x0 + HALF_LOG_2PI + (x0 - 0.5) * log(x0) - x0;
    for _ in 0..n {
        x0 -= 1.0;
        gl -= log(x0);
    }
    gl
}

/// A Poisson variate (NumPy's algorithms: multiplication below 10, PTRS from 10).
fn poisson(e: &mut Element, lam: f64) -> i64 {
    if lam == 0.0 {
        return 0;
    }
    if lam < 10.0 {
        // exp(-lam) is computed once by the caller and passed to the kernel as it is here.
        let enlam = (-lam).exp();
        let (mut k, mut prod) = (0, 1.0);
        loop {
            prod *= e.uniform();
            if prod > enlam {
                k += 1;
            } else {
                return k;
            }
        }
    }
    let slam = lam.sqrt();
    let loglam = log(lam);
    let b = 0.931 + 2.53 * slam;
    let a = -0.059 + 0.02483 * b;
    let invalpha = 1.1239 + 1.1328 / (b - 3.4);
    let vr = 0.9277 - 3.6224 / (b - 2.0);
    loop {
        let u = e.uniform() - 0.5;
        let v = e.uniform_pos();
        let us = 0.5 - u.abs();
        let k = ((2.0 * a / us + b) * u + lam + 0.43).floor();
        if us >= 0.07 && v <= vr {
            return k as i64;
        }
        if k < 0.0 || (us < 0.013 && v > us) {
            continue;
        }
        if log(v) + log(invalpha) - log(a / (us * us) + b) <= -lam + k * loglam - loggam(k + 1.0) {
            return k as i64;
        }
    }
}

/// Element `pos` of a draw of `dist` under `key`.
fn one(dist: Dist, key: [u32; 2], pos: u64) -> Value64 {
    let mut e = Element::new(key, pos);
    match dist {
        Dist::Uniform => Value64::F(e.uniform()),
        Dist::Normal => {
            let u1 = e.uniform_pos();
            let u2 = e.uniform();
            Value64::F((-2.0 * log(u1)).sqrt() * cos2pi(u2))
        }
        // `fill` reads these a block at a time; this is the same value, widened exactly.
        Dist::Uniform32 | Dist::Normal32 => {
            Value64::F(block32(dist, key, pos / 4)[(pos % 4) as usize].into())
        }
        Dist::Exponential => Value64::F(-log(e.uniform_pos())),
        Dist::Integers { low, range } => {
            let mut m = e.next64() as u128 * range as u128;
            if (m as u64) < range {
                let t = range.wrapping_neg() % range;
                while (m as u64) < t {
                    m = e.next64() as u128 * range as u128;
                }
            }
            Value64::I(low.wrapping_add((m >> 64) as i64))
        }
        Dist::Poisson { lam } => Value64::I(poisson(&mut e, lam)),
        Dist::Bits => Value64::U(e.next64()),
    }
}

enum Value64 {
    F(f64),
    I(i64),
    U(u64),
}

/// Counter word 3 of the blocks that float32 draws read four values from, so they never
/// share a Philox block with the per-element draws (whose word 3 is 0).
const BLOCK_TAG: u32 = 0x6770_6134;

/// The four float32 values at positions `4b..4b + 4` of a float32 draw: one Philox block
/// gives four 24-bit uniforms, or two Box-Muller pairs (both the cosine and the sine), so
/// a float32 draw costs a quarter of a block per element and runs at memory speed on a GPU.
fn block32(dist: Dist, key: [u32; 2], b: u64) -> [f32; 4] {
    let w = philox([b as u32, (b >> 32) as u32, 0, BLOCK_TAG], key);
    if dist == Dist::Uniform32 {
        return w.map(|x| (x >> 8) as f32 * (1.0 / 16_777_216.0));
    }
    let (a0, a1) = normal_pair(w[0], w[1]);
    let (b0, b1) = normal_pair(w[2], w[3]);
    [a0, a1, b0, b1]
}

/// Box-Muller in float32: u1 in (0, 1] from 32 bits (tails to 6.7 sigma), the angle from 24.
fn normal_pair(w0: u32, w1: u32) -> (f32, f32) {
    const TWO_M32: f32 = 2.328_306_436_538_696_289_062_5e-10;
    const TWO_M33: f32 = 1.164_153_218_269_348_144_531_25e-10;
    let u1 = w0 as f32 * TWO_M32 + TWO_M33;
    let t = (w1 >> 8) as f32 * (1.0 / 16_777_216.0);
    // 0 - 2l, not -2l: log(1) = +0 gives +0, not -0.
    let r = (0.0 - 2.0 * logf(u1)).sqrt();
    let (c, s) = sincos2pi_f32(t);
    (r * c, r * s)
}

/// Natural log of a positive, normal float (fdlibm's `logf` reduction and polynomial).
pub fn logf(x: f32) -> f32 {
    const LN2_HI: f32 = 6.931_381_225_6e-01;
    const LN2_LO: f32 = 9.058_000_614_5e-06;
    const LG1: f32 = 6.666_666_269_3e-01;
    const LG2: f32 = 4.000_097_215_2e-01;
    const LG3: f32 = 2.849_878_668_8e-01;
    const LG4: f32 = 2.427_907_884_1e-01;
    let bits = x.to_bits();
    let mut e = ((bits >> 23) & 0xff) as i32 - 127;
    let mut m = f32::from_bits((bits & 0x007f_ffff) | 0x3f80_0000);
    if m > std::f32::consts::SQRT_2 {
        m *= 0.5;
        e += 1;
    }
    let f = m - 1.0;
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let r = z * (LG1 + w * LG3) + w * (LG2 + w * LG4);
    let hfsq = 0.5 * f * f;
    let e = e as f32;
    e * LN2_HI + (f - (hfsq - (s * (hfsq + r) + e * LN2_LO)))
}

/// (cos, sin) of 2 pi t for t in [0, 1): reduced exactly to |2 pi y| <= pi/4, then
/// Cephes' single-precision kernels.
pub fn sincos2pi_f32(t: f32) -> (f32, f32) {
    let q = (t * 4.0 + 0.5).floor();
    let y = t - q * 0.25;
    let a = y * std::f32::consts::TAU;
    let z = a * a;
    let cos = (1.0 - 0.5 * z)
        + z * z
            * ((2.443_315_711_809_948e-5 * z - 1.388_731_625_493_765e-3) * z
                + 4.166_664_568_298_827e-2);
    let sin = a + a * z * ((-1.951_529_589_1e-4 * z + 8.332_160_873_6e-3) * z - 1.666_665_461_1e-1);
    match q as i32 & 3 {
        0 => (cos, sin),
        1 => (-sin, cos),
        2 => (-cos, -sin),
        _ => (sin, -cos),
    }
}

/// `n` draws of `dist` from stream position `start`, in parallel chunks that each check
/// for Ctrl-C first.
pub fn fill(dist: Dist, key: [u32; 2], start: u64, n: usize) -> DResult<Col> {
    /// `n` values, each chunk written by `chunk(first index, its slots)`.
    fn par<T: Send>(
        n: usize,
        chunk: impl Fn(usize, &mut [std::mem::MaybeUninit<T>]) + Sync + Send,
    ) -> DResult<Vec<T>> {
        const CHUNK: usize = 1 << 16;
        let stop = crate::interrupt::flag();
        let mut v: Vec<T> = Vec::new();
        crate::array::alloc::try_reserve(&mut v, n)
            .map_err(|_| DeviceError::HostMemory(crate::array::oom::oom_shape(DType::F64, &[n])))?;
        let skipped = std::sync::atomic::AtomicBool::new(false);
        v.spare_capacity_mut()[..n]
            .par_chunks_mut(CHUNK)
            .enumerate()
            .for_each(|(c, out)| {
                if crate::interrupt::requested(&stop) {
                    skipped.store(true, std::sync::atomic::Ordering::Relaxed);
                    return;
                }
                chunk(c * CHUNK, out);
            });
        // Interrupted: chunks may be unwritten; the vector stays empty and is dropped.
        if skipped.into_inner() {
            return Err(DeviceError::Interrupted);
        }
        // SAFETY: no chunk was skipped, and every chunk writes each of its slots.
        unsafe { v.set_len(n) };
        Ok(v)
    }
    /// Element by element, each value taken from `one`'s variant (never another: every
    /// element of one draw has the variant `dist.dtype()` names).
    fn each<T: Send + Default>(
        n: usize,
        f: impl Fn(usize) -> Option<T> + Sync + Send,
    ) -> DResult<Vec<T>> {
        par(n, |first, out| {
            for (j, o) in out.iter_mut().enumerate() {
                o.write(f(first + j).unwrap_or_default());
            }
        })
    }
    let pos = |i: usize| start.wrapping_add(i as u64);
    if let Dist::Uniform32 | Dist::Normal32 = dist {
        return Ok(Col::S(par(n, |first, out| {
            let mut held = (u64::MAX, [0.0f32; 4]);
            for (j, o) in out.iter_mut().enumerate() {
                let p = pos(first + j);
                if held.0 != p / 4 {
                    held = (p / 4, block32(dist, key, p / 4));
                }
                o.write(held.1[(p % 4) as usize]);
            }
        })?));
    }
    let at = |i: usize| one(dist, key, pos(i));
    Ok(match dist.dtype() {
        DType::F64 => Col::F(each(n, |i| match at(i) {
            Value64::F(x) => Some(x),
            _ => None,
        })?),
        DType::I64 => Col::I(each(n, |i| match at(i) {
            Value64::I(x) => Some(x),
            _ => None,
        })?),
        _ => Col::U(each(n, |i| match at(i) {
            Value64::U(x) => Some(x),
            _ => None,
        })?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random123's known answers for Philox4x32-10.
    #[test]
    fn philox_known_answers() {
        assert_eq!(
            philox([0; 4], [0; 2]),
            [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8]
        );
        assert_eq!(
            philox([u32::MAX; 4], [u32::MAX; 2]),
            [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd]
        );
        assert_eq!(
            philox(
                [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
                [0xa4093822, 0x299f31d0]
            ),
            [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1]
        );
    }

    #[test]
    fn log_and_cos_match_libm() {
        let mut worst = (0.0f64, 0.0f64);
        for i in 1..200_000u64 {
            let x = (i as f64 / 200_000.0).powi(3) + 1e-300 * (i % 7) as f64;
            let got = log(x);
            let err = ((got - x.ln()) / x.ln().abs().max(1e-300)).abs();
            worst.0 = worst.0.max(err);
            let t = i as f64 / 200_000.0;
            let c = (std::f64::consts::TAU * t).cos();
            worst.1 = worst.1.max((cos2pi(t) - c).abs());
        }
        assert!(worst.0 < 4e-16, "log rel error {}", worst.0);
        assert!(worst.1 < 2e-15, "cos error {}", worst.1);
        assert_eq!(log(1.0), 0.0);
        assert_eq!(cos2pi(0.0), 1.0);
        assert_eq!(cos2pi(0.5), -1.0);
    }

    #[test]
    fn float32_log_and_sincos_match_libm() {
        let (mut log_err, mut trig_err) = (0.0f64, 0.0f64);
        for i in 0..(1u32 << 20) {
            let x = f32::from_bits(0x0080_0000 + i * 1913); // normals across the range
            if x > 1.0 {
                break;
            }
            let want = (x as f64).ln();
            log_err = log_err.max((logf(x) as f64 - want).abs() / want.abs().max(1e-30));
            let t = (i >> 8) as f32 / 4096.0;
            let (c, s) = sincos2pi_f32(t);
            let a = std::f64::consts::TAU * t as f64;
            trig_err = trig_err.max((c as f64 - a.cos()).abs().max((s as f64 - a.sin()).abs()));
        }
        assert!(log_err < 2.5e-7, "logf rel error {log_err}");
        assert!(trig_err < 2.5e-7, "sincos error {trig_err}");
        assert_eq!(logf(1.0).to_bits(), 0);
        assert_eq!(sincos2pi_f32(0.0), (1.0, 0.0));
    }

    #[test]
    fn float32_draws_read_blocks_by_position() {
        // A draw from any start gives the values the longer draw has there.
        for dist in [Dist::Uniform32, Dist::Normal32] {
            let Col::S(all) = fill(dist, [7, 9], 0, 4096).unwrap() else {
                panic!()
            };
            let Col::S(part) = fill(dist, [7, 9], 13, 50).unwrap() else {
                panic!()
            };
            assert_eq!(&all[13..63], &part[..]);
            let mean = all.iter().map(|&x| x as f64).sum::<f64>() / all.len() as f64;
            let want = if dist == Dist::Uniform32 { 0.5 } else { 0.0 };
            assert!((mean - want).abs() < 0.05, "{dist:?} mean {mean}");
        }
    }

    #[test]
    fn loggam_matches_factorials() {
        let mut f = 1.0f64;
        for k in 1..30 {
            f *= k as f64;
            let want = f.ln();
            assert!(
                (loggam(k as f64 + 1.0) - want).abs() < 1e-12 * want.max(1.0),
                "{k}"
            );
        }
    }

    #[test]
    fn integers_stay_in_range_and_cover_it() {
        let Col::I(v) = fill(Dist::Integers { low: -3, range: 7 }, [1, 2], 5, 7000).unwrap() else {
            panic!()
        };
        let mut seen = [0; 7];
        for x in v {
            assert!((-3..4).contains(&x));
            seen[(x + 3) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 850 && c < 1150), "{seen:?}");
    }
}
