//! `np.random.default_rng(seed)`: a `Generator` over `PCG64`.
use super::dist::{self, I32_RANGE, I64_RANGE};
use super::{BitGen, NpError, Pcg64, SeedSequence};

/// A `Generator`; all its state is the bit generator's (including PCG64's saved
/// 32-bit half, which `integers` on small ranges consumes before drawing again).
#[derive(Clone, Debug)]
pub struct Generator {
    pub pcg: Pcg64,
}

impl Generator {
    /// `default_rng(seed)` for an int or a sequence of ints (see `SeedSequence::new`):
    /// `default_rng(5)` is `from_seed(&[5])`.
    pub fn from_seed(seed: &[u128]) -> Generator {
        Generator::from_seed_seq(&SeedSequence::new(seed))
    }

    pub fn from_seed_seq(ss: &SeedSequence) -> Generator {
        Generator {
            pcg: Pcg64::from_seed_seq(ss),
        }
    }

    /// `random()`: [0, 1) from the top 53 bits of one 64-bit draw.
    pub fn random(&mut self) -> f64 {
        self.pcg.next_f64()
    }

    /// `uniform(low, high)`: `low + (high - low) * U`; see `check_uniform`.
    pub fn uniform(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.pcg.next_f64()
    }

    /// `standard_normal()`: ziggurat, usually one 64-bit draw.
    pub fn standard_normal(&mut self) -> f64 {
        dist::standard_normal(&mut self.pcg)
    }

    /// `normal(loc, scale)`; see `check_scale`.
    pub fn normal(&mut self, loc: f64, scale: f64) -> f64 {
        loc + scale * self.standard_normal()
    }

    /// `standard_exponential()` (default method 'zig').
    pub fn standard_exponential(&mut self) -> f64 {
        dist::standard_exponential(&mut self.pcg)
    }

    /// `exponential(scale)`; see `check_scale`.
    pub fn exponential(&mut self, scale: f64) -> f64 {
        scale * self.standard_exponential()
    }

    /// `poisson(lam)`; see `check_poisson_lam`.
    pub fn poisson(&mut self, lam: f64) -> i64 {
        dist::poisson(&mut self.pcg, lam)
    }

    /// `integers(low, high, size, dtype=np.int64, endpoint)`: Lemire's method on 32-bit
    /// draws (halves of buffered 64-bit words) when the inclusive range fits in 32 bits,
    /// on 64-bit draws otherwise. An empty `out` returns before any check, as in NumPy.
    pub fn integers_i64(
        &mut self,
        low: i128,
        high: i128,
        endpoint: bool,
        out: &mut [i64],
    ) -> Result<(), NpError> {
        if out.is_empty() {
            return Ok(());
        }
        let (off, rng) = dist::int_bounds(low, high, endpoint, I64_RANGE)?;
        for o in out.iter_mut() {
            *o = off.wrapping_add(dist::bounded(&mut self.pcg, rng, false)) as i64;
        }
        Ok(())
    }

    /// `integers(..., dtype=np.int32)`: same draws as int64 for the same range.
    pub fn integers_i32(
        &mut self,
        low: i128,
        high: i128,
        endpoint: bool,
        out: &mut [i32],
    ) -> Result<(), NpError> {
        if out.is_empty() {
            return Ok(());
        }
        let (off, rng) = dist::int_bounds(low, high, endpoint, I32_RANGE)?;
        for o in out.iter_mut() {
            *o = (off as u32).wrapping_add(dist::bounded(&mut self.pcg, rng, false) as u32) as i32;
        }
        Ok(())
    }

    /// Fisher–Yates over `data[first..]` with Lemire draws (`choice`'s internal shuffle).
    fn shuffle_int(&mut self, data: &mut [i64], first: usize) {
        for i in (first..data.len()).rev() {
            let j = dist::bounded(&mut self.pcg, i as u64, false) as usize;
            data.swap(i, j);
        }
    }

    /// `choice(n, size, replace, p, shuffle)` as indices into `a` (for an array `a`
    /// NumPy's empty message is "a cannot be empty unless no samples are taken").
    /// With replacement: `integers(0, n)`, or the cdf of `size` uniforms when `p` is
    /// given. Without: NumPy's loop for `p`; otherwise a partial tail shuffle of
    /// `arange(n)` when n > 10000 and size > n // (50 if shuffle else 20), else Floyd's
    /// sampling followed (when `shuffle`) by a shuffle of the sample.
    pub fn choice(
        &mut self,
        n: usize,
        size: usize,
        replace: bool,
        p: Option<&[f64]>,
        shuffle: bool,
    ) -> Result<Vec<i64>, NpError> {
        if n == 0 && size != 0 {
            return Err(NpError::Value(
                "a must be a positive integer unless no samples are taken".into(),
            ));
        }
        if let Some(p) = p {
            dist::check_p(p, n, false)?;
        }
        if replace {
            return Ok(match p {
                Some(p) => {
                    let c = dist::cdf(p);
                    (0..size)
                        .map(|_| dist::search_right(&c, self.random()))
                        .collect()
                }
                None => {
                    let mut out = vec![0i64; size];
                    self.integers_i64(0, n as i128, false, &mut out)?;
                    out
                }
            });
        }
        if size > n {
            return Err(NpError::Value(
                "Cannot take a larger sample than population when replace is False".into(),
            ));
        }
        if let Some(p) = p {
            return dist::choice_p_without_replacement(p, size, |k| {
                (0..k).map(|_| self.random()).collect()
            });
        }
        let cutoff = if shuffle { 50 } else { 20 };
        if n > 10000 && size > n / cutoff {
            let mut idx: Vec<i64> = (0..n as i64).collect();
            self.shuffle_int(&mut idx, (n - size).max(1));
            return Ok(idx.split_off(n - size));
        }
        // Floyd: for j in n-size..n take a draw in [0, j], or j itself if already taken.
        let mut taken = std::collections::HashSet::with_capacity(size);
        let mut out = Vec::with_capacity(size);
        for j in (n - size) as u64..n as u64 {
            let val = dist::bounded(&mut self.pcg, j, false);
            let pick = if taken.insert(val) { val } else { j };
            taken.insert(pick);
            out.push(pick as i64);
        }
        if shuffle {
            self.shuffle_int(&mut out, 1);
        }
        Ok(out)
    }
}

impl super::Draws for Generator {
    type Bits = Pcg64;
    fn bits(&mut self) -> &mut Pcg64 {
        &mut self.pcg
    }
    fn random(&mut self) -> f64 {
        Generator::random(self)
    }
    fn standard_normal(&mut self) -> f64 {
        Generator::standard_normal(self)
    }
    fn standard_exponential(&mut self) -> f64 {
        Generator::standard_exponential(self)
    }
    fn poisson(&mut self, lam: f64) -> i64 {
        Generator::poisson(self, lam)
    }
    fn ints(&mut self, low: i128, high: i128, out: &mut [i64]) -> Result<(), NpError> {
        self.integers_i64(low, high, false, out)
    }
    fn bounded(&mut self, off: u64, rng: u64, bits: u32, n: usize) -> Vec<u64> {
        dist::bounded_fill(&mut self.pcg, off, rng, bits, false, n)
    }
    fn standard_normal_f32(&mut self) -> f32 {
        super::zig32::standard_normal(&mut self.pcg)
    }
    fn standard_exponential_f32(&mut self) -> f32 {
        super::zig32::standard_exponential(&mut self.pcg)
    }
}
