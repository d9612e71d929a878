//! What a random draw produces per element: one definition read by both backends (the CPU
//! backend's `cpu/random.rs` and the device kernel `kernels/random.cu`, which compute the
//! same bits for the same key and position).
use crate::array::dtype::DType;

/// What a draw produces per element (the standard forms; `loc`/`scale` are applied after,
/// as array operations, in NumPy's order).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Dist {
    /// [0, 1) with 53 random bits (float64).
    Uniform,
    /// [0, 1) with 24 random bits (float32), four values to a Philox block.
    Uniform32,
    /// Box-Muller from two 53-bit uniforms (float64).
    Normal,
    /// Box-Muller in float32, both values of each pair used: four to a Philox block.
    Normal32,
    /// -log(u), u in (0, 1].
    Exponential,
    /// `low + k`, k uniform in [0, range) by Lemire's method with rejection (int64).
    Integers { low: i64, range: u64 },
    /// Poisson(lam) as NumPy draws it: multiplication for lam < 10, PTRS above (int64).
    Poisson { lam: f64 },
    /// 64 random bits (uint64): keys that permutations sort by.
    Bits,
}

impl Dist {
    pub fn dtype(self) -> DType {
        match self {
            Dist::Uniform | Dist::Normal | Dist::Exponential => DType::F64,
            Dist::Uniform32 | Dist::Normal32 => DType::F32,
            Dist::Integers { .. } | Dist::Poisson { .. } => DType::I64,
            Dist::Bits => DType::U64,
        }
    }

    /// The kernel's distribution code and its two parameters (as f64 bit patterns or ints).
    pub fn code(self) -> (u64, u64, u64) {
        match self {
            Dist::Uniform => (0, 0, 0),
            Dist::Uniform32 => (1, 0, 0),
            Dist::Normal => (2, 0, 0),
            Dist::Normal32 => (3, 0, 0),
            Dist::Exponential => (4, 0, 0),
            Dist::Integers { low, range } => (5, low as u64, range),
            Dist::Poisson { lam } => (6, lam.to_bits(), (-lam).exp().to_bits()),
            Dist::Bits => (7, 0, 0),
        }
    }
}
