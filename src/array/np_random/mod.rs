//! NumPy-exact random streams on the host (NumPy 2.2.6), so a script that seeds and draws
//! prints the same numbers as NumPy. Pure std; f64/u64/i64 in and out.
//!
//! * [`Legacy`] is `np.random.RandomState(seed)` / `np.random.seed(seed)`: [`Mt19937`]
//!   with NumPy's legacy seeding and the frozen `RandomState` algorithms (polar
//!   Box–Muller with its cached second value, `-log(1-U)` exponentials, masked-rejection
//!   `randint`, `random_interval` shuffles).
//! * [`Generator`] is `np.random.default_rng(seed)`: [`Pcg64`] seeded through
//!   [`SeedSequence`], with the `Generator` algorithms (256-layer ziggurats for normal and
//!   exponential, Lemire `integers`, Floyd / tail-shuffle `choice`).
//!
//! Every stream here is bit-for-bit NumPy's, including how many raw draws each value
//! consumes, so interleaving calls keeps the two in step. Array shapes, broadcasting of
//! array-valued parameters and dtype casts are the caller's business: each method draws
//! one value, or fills a slice in C order as NumPy fills its output.
//!
//! Parameter checks that NumPy raises for are `check_*` functions / `Result`s returning
//! NumPy's exception class and message ([`NpError`]); draws themselves never fail.

mod dist;
mod generator;
mod legacy;
mod mt19937;
pub mod pcg64;
mod seed_seq;
pub mod variates;
mod zig32;
mod zig_tables;

#[cfg(test)]
mod tests;

pub use dist::kahan_sum;
pub use generator::Generator;
pub use legacy::Legacy;
pub use mt19937::Mt19937;
pub use pcg64::{Pcg64, PcgRun};
pub use seed_seq::SeedSequence;
pub use variates::{Modern, Variates};

/// A bit generator as NumPy's distributions see it (`bitgen_t`): the three raw draws.
/// Which one a distribution calls matters, since each consumes the stream differently.
pub trait BitGen {
    fn next_u32(&mut self) -> u32;
    fn next_u64(&mut self) -> u64;
    /// A double in [0, 1) with 53 random bits.
    fn next_f64(&mut self) -> f64;
}

/// What both NumPy APIs draw, one value at a time, in their own algorithms (the array
/// layer fills arrays from these), and the shuffles they share.
pub trait Draws {
    type Bits: BitGen;
    fn bits(&mut self) -> &mut Self::Bits;
    /// [0, 1) with 53 random bits.
    fn random(&mut self) -> f64;
    fn standard_normal(&mut self) -> f64;
    fn standard_exponential(&mut self) -> f64;
    fn poisson(&mut self, lam: f64) -> i64;
    /// int64 draws in [low, high) (`randint` / `integers`).
    fn ints(&mut self, low: i128, high: i128, out: &mut [i64]) -> Result<(), NpError>;
    /// `n` draws `off + [0, rng]` for an integer dtype `bits` wide (1: bool), in the API's
    /// method (masked for RandomState, Lemire for Generator); bounds checked by the caller.
    fn bounded(&mut self, off: u64, rng: u64, bits: u32, n: usize) -> Vec<u64>;
    /// float32 normals: the Generator's own ziggurat; RandomState has no float32 draws,
    /// so its rounded double serves callers that ask (CuPy's `dtype=` on the legacy API).
    fn standard_normal_f32(&mut self) -> f32 {
        self.standard_normal() as f32
    }
    fn standard_exponential_f32(&mut self) -> f32 {
        self.standard_exponential() as f32
    }

    /// `shuffle(x)` along the first axis: Fisher–Yates from the end, swapping i with a
    /// masked `random_interval(i)` draw (both APIs; not Lemire). For an n-d array shuffle
    /// a slice of row indices.
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = dist::interval(self.bits(), i as u64) as usize;
            v.swap(i, j);
        }
    }

    /// `permutation(n)`: `arange(n)` shuffled.
    fn permutation(&mut self, n: usize) -> Vec<i64> {
        let mut v: Vec<i64> = (0..n as i64).collect();
        self.shuffle(&mut v);
        v
    }
}

/// An exception NumPy would raise: its Python class and its message.
#[derive(Clone, Debug, PartialEq)]
pub enum NpError {
    Value(String),
    Overflow(String),
}

impl std::fmt::Display for NpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NpError::Value(m) => write!(f, "ValueError: {m}"),
            NpError::Overflow(m) => write!(f, "OverflowError: {m}"),
        }
    }
}

/// `scale` of `normal`/`exponential` (both APIs): NumPy rejects a negative sign bit
/// (so -0.0 too) but lets NaN through.
pub fn check_scale(scale: f64) -> Result<(), NpError> {
    if !scale.is_nan() && scale.is_sign_negative() {
        return Err(NpError::Value("scale < 0".into()));
    }
    Ok(())
}

/// `lam` of `poisson` (both APIs; on 64-bit Linux the legacy bound is the same).
pub fn check_poisson_lam(lam: f64) -> Result<(), NpError> {
    // int64 max less ten square roots of it, as NumPy computes it in doubles.
    let max = i64::MAX as f64 - (i64::MAX as f64).sqrt() * 10.0;
    if lam.is_nan() || lam < 0.0 {
        return Err(NpError::Value("lam < 0 or lam is NaN".into()));
    }
    if lam > max {
        return Err(NpError::Value("lam value too large".into()));
    }
    Ok(())
}

/// `uniform(low, high)` (scalar bounds): both APIs reject a non-finite `high - low`;
/// only the Generator rejects a negative one.
pub fn check_uniform(low: f64, high: f64, legacy: bool) -> Result<(), NpError> {
    let range = high - low;
    if !range.is_finite() {
        let msg = if legacy {
            "Range exceeds valid bounds"
        } else {
            "high - low range exceeds valid bounds"
        };
        return Err(NpError::Overflow(msg.into()));
    }
    if !legacy && range.is_sign_negative() {
        return Err(NpError::Value("high - low < 0".into()));
    }
    Ok(())
}
