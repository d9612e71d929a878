//! `np.random.RandomState` / the `np.random.*` module functions.
use super::dist::{self, I32_RANGE, I64_RANGE};
use super::{BitGen, Draws, Mt19937, NpError};

/// A `RandomState`: MT19937 plus the cached second normal of the polar method (part of
/// the state: `seed` clears it, any other draw leaves it for the next normal).
#[derive(Clone, Debug)]
pub struct Legacy {
    pub mt: Mt19937,
    pub gauss: Option<f64>,
}

impl Legacy {
    /// `RandomState(seed)` / `np.random.seed(seed)` for an int in [0, 2**32).
    pub fn seed(seed: u32) -> Legacy {
        Legacy {
            mt: Mt19937::new(seed),
            gauss: None,
        }
    }

    /// `RandomState(seq)` for a 1-d sequence of ints in [0, 2**32).
    pub fn seed_array(key: &[u32]) -> Result<Legacy, NpError> {
        if key.is_empty() {
            return Err(NpError::Value("Seed must be non-empty".into()));
        }
        Ok(Legacy {
            mt: Mt19937::from_key(key),
            gauss: None,
        })
    }

    /// `random_sample` / `random` / `rand`: [0, 1), two 32-bit words each.
    pub fn random(&mut self) -> f64 {
        self.mt.next_f64()
    }

    /// `uniform(low, high)`: `low + (high - low) * U`; see `check_uniform`.
    pub fn uniform(&mut self, low: f64, high: f64) -> f64 {
        low + (high - low) * self.mt.next_f64()
    }

    /// `standard_normal` / `randn`: polar Box–Muller, which makes two normals per
    /// accepted pair; the first returned is `f * x2`, `f * x1` waits in `gauss`.
    pub fn standard_normal(&mut self) -> f64 {
        if let Some(g) = self.gauss.take() {
            return g;
        }
        loop {
            let x1 = 2.0 * self.mt.next_f64() - 1.0;
            let x2 = 2.0 * self.mt.next_f64() - 1.0;
            let r2 = x1 * x1 + x2 * x2;
            if r2 < 1.0 && r2 != 0.0 {
                let f = (-2.0 * r2.ln() / r2).sqrt();
                self.gauss = Some(f * x1);
                return f * x2;
            }
        }
    }

    /// `normal(loc, scale)`; see `check_scale`.
    pub fn normal(&mut self, loc: f64, scale: f64) -> f64 {
        loc + scale * self.standard_normal()
    }

    /// `standard_exponential`: inversion, `-log(1 - U)` (not the ziggurat).
    pub fn standard_exponential(&mut self) -> f64 {
        -(1.0 - self.mt.next_f64()).ln()
    }

    /// `exponential(scale)`; see `check_scale`.
    pub fn exponential(&mut self, scale: f64) -> f64 {
        scale * self.standard_exponential()
    }

    /// `poisson(lam)`; see `check_poisson_lam`.
    pub fn poisson(&mut self, lam: f64) -> i64 {
        dist::poisson(&mut self.mt, lam)
    }

    /// `randint(low, high, size)` with the default dtype (int64): masked rejection,
    /// 32-bit draws when `high - low - 1` fits in 32 bits. A scalar call is a fill of 1.
    /// An empty `out` (a size with a zero) returns before any check, as NumPy does.
    pub fn randint_i64(&mut self, low: i128, high: i128, out: &mut [i64]) -> Result<(), NpError> {
        if out.is_empty() {
            return Ok(());
        }
        let (off, rng) = dist::int_bounds(low, high, false, I64_RANGE)?;
        for o in out.iter_mut() {
            *o = off.wrapping_add(dist::bounded(&mut self.mt, rng, true)) as i64;
        }
        Ok(())
    }

    /// `randint(low, high, size, dtype=np.int32)`: the same draws as int64 for the
    /// same range; only the bounds checks and the wrap-around differ.
    pub fn randint_i32(&mut self, low: i128, high: i128, out: &mut [i32]) -> Result<(), NpError> {
        if out.is_empty() {
            return Ok(());
        }
        let (off, rng) = dist::int_bounds(low, high, false, I32_RANGE)?;
        for o in out.iter_mut() {
            *o = (off as u32).wrapping_add(dist::bounded(&mut self.mt, rng, true) as u32) as i32;
        }
        Ok(())
    }

    /// `choice(n, size, replace, p)` as indices into `a` (for `choice(array, ...)` index
    /// the array with them; NumPy's empty-array message then differs: "'a' cannot be
    /// empty unless no samples are taken"). Uniform with replacement is `randint(0, n)`;
    /// with `p` it inverts the cdf of `size` uniforms; without replacement and `p` it is
    /// `permutation(n)[:size]`.
    pub fn choice(
        &mut self,
        n: usize,
        size: usize,
        replace: bool,
        p: Option<&[f64]>,
    ) -> Result<Vec<i64>, NpError> {
        if n == 0 && size != 0 {
            return Err(NpError::Value(
                "a must be greater than 0 unless no samples are taken".into(),
            ));
        }
        if let Some(p) = p {
            dist::check_p(p, n, true)?;
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
                    self.randint_i64(0, n as i128, &mut out)?;
                    out
                }
            });
        }
        if size > n {
            return Err(NpError::Value(
                "Cannot take a larger sample than population when 'replace=False'".into(),
            ));
        }
        match p {
            Some(p) => dist::choice_p_without_replacement(p, size, |k| {
                (0..k).map(|_| self.random()).collect()
            }),
            None => {
                let mut v = self.permutation(n);
                v.truncate(size);
                Ok(v)
            }
        }
    }
}

impl super::Draws for Legacy {
    type Bits = Mt19937;
    fn bits(&mut self) -> &mut Mt19937 {
        &mut self.mt
    }
    fn random(&mut self) -> f64 {
        Legacy::random(self)
    }
    fn standard_normal(&mut self) -> f64 {
        Legacy::standard_normal(self)
    }
    fn standard_exponential(&mut self) -> f64 {
        Legacy::standard_exponential(self)
    }
    fn poisson(&mut self, lam: f64) -> i64 {
        Legacy::poisson(self, lam)
    }
    fn ints(&mut self, low: i128, high: i128, out: &mut [i64]) -> Result<(), NpError> {
        self.randint_i64(low, high, out)
    }
    fn bounded(&mut self, off: u64, rng: u64, bits: u32, n: usize) -> Vec<u64> {
        dist::bounded_fill(&mut self.mt, off, rng, bits, true, n)
    }
}
