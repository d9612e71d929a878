//! Columns: the CPU backend's storage and the registers its fused programs compute in.
//! Each dtype lives in a "lane": small ints in i64 (wrapped back to their range after every
//! operation, which gives NumPy's modular results), uint64 in u64, float16 in f32 (rounded to
//! half after every operation, as NumPy computes half), float32/64 and complex natively.
use super::dtype::DType;
use half::f16;

#[derive(Clone, Debug, PartialEq)]
pub enum Col {
    B(Vec<bool>),
    I(Vec<i64>),
    U(Vec<u64>),
    S(Vec<f32>),
    F(Vec<f64>),
    Z(Vec<(f32, f32)>),
    C(Vec<(f64, f64)>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    B,
    I,
    U,
    S,
    F,
    Z,
    C,
}

pub fn lane(dt: DType) -> Lane {
    use DType::*;
    match dt {
        Bool => Lane::B,
        I8 | I16 | I32 | I64 | U8 | U16 | U32 => Lane::I,
        U64 => Lane::U,
        F16 | F32 => Lane::S,
        F64 => Lane::F,
        C64 => Lane::Z,
        C128 => Lane::C,
    }
}

/// Wraps an i64 to the range of a narrower integer dtype (two's complement, as NumPy).
pub fn wrap_int(v: i64, dt: DType) -> i64 {
    use DType::*;
    match dt {
        I8 => v as i8 as i64,
        I16 => v as i16 as i64,
        I32 => v as i32 as i64,
        U8 => v as u8 as i64,
        U16 => v as u16 as i64,
        U32 => v as u32 as i64,
        _ => v,
    }
}

pub fn round_half(x: f32) -> f32 {
    f16::from_f32(x).to_f32()
}

/// Rounds an f64 to what float dtype `dt` holds (each step of a computation NumPy does in
/// that dtype); other dtypes leave it as it is.
pub fn round_to(x: f64, dt: DType) -> f64 {
    match dt {
        DType::F32 => x as f32 as f64,
        DType::F16 => round_half(x as f32) as f64,
        _ => x,
    }
}

impl Col {
    /// Appends the values of `other`, a column of the same lane.
    pub fn extend_from(&mut self, other: &Col) {
        match (self, other) {
            (Col::B(a), Col::B(b)) => a.extend_from_slice(b),
            (Col::I(a), Col::I(b)) => a.extend_from_slice(b),
            (Col::U(a), Col::U(b)) => a.extend_from_slice(b),
            (Col::S(a), Col::S(b)) => a.extend_from_slice(b),
            (Col::F(a), Col::F(b)) => a.extend_from_slice(b),
            (Col::Z(a), Col::Z(b)) => a.extend_from_slice(b),
            (Col::C(a), Col::C(b)) => a.extend_from_slice(b),
            _ => unreachable!("columns of one lane"),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Col::B(v) => v.len(),
            Col::I(v) => v.len(),
            Col::U(v) => v.len(),
            Col::S(v) => v.len(),
            Col::F(v) => v.len(),
            Col::Z(v) => v.len(),
            Col::C(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A column of `n` zeros for `dt`, or None when the memory cannot be had.
    pub fn zeros(dt: DType, n: usize) -> Option<Col> {
        use super::alloc::zeroed;
        Some(match lane(dt) {
            Lane::B => Col::B(zeroed(n)?),
            Lane::I => Col::I(zeroed(n)?),
            Lane::U => Col::U(zeroed(n)?),
            Lane::S => Col::S(zeroed(n)?),
            Lane::F => Col::F(zeroed(n)?),
            Lane::Z => Col::Z(zeroed(n)?),
            Lane::C => Col::C(zeroed(n)?),
        })
    }

    /// The first element repeated `n` times (a broadcast constant's chunk).
    pub fn repeat_first(&self, n: usize) -> Col {
        match self {
            Col::B(v) => Col::B(vec![v[0]; n]),
            Col::I(v) => Col::I(vec![v[0]; n]),
            Col::U(v) => Col::U(vec![v[0]; n]),
            Col::S(v) => Col::S(vec![v[0]; n]),
            Col::F(v) => Col::F(vec![v[0]; n]),
            Col::Z(v) => Col::Z(vec![v[0]; n]),
            Col::C(v) => Col::C(vec![v[0]; n]),
        }
    }

    /// The first element repeated `n` times, or None when the memory cannot be had.
    pub fn try_repeat_first(&self, n: usize) -> Option<Col> {
        fn r<T: Copy>(v: &[T], n: usize) -> Option<Vec<T>> {
            let mut out = Vec::new();
            crate::array::alloc::try_reserve(&mut out, n).ok()?;
            out.resize(n, v[0]);
            Some(out)
        }
        Some(match self {
            Col::B(v) => Col::B(r(v, n)?),
            Col::I(v) => Col::I(r(v, n)?),
            Col::U(v) => Col::U(r(v, n)?),
            Col::S(v) => Col::S(r(v, n)?),
            Col::F(v) => Col::F(r(v, n)?),
            Col::Z(v) => Col::Z(r(v, n)?),
            Col::C(v) => Col::C(r(v, n)?),
        })
    }

    /// A copy of the `n` elements from position `off` (an empty view's offset may lie past
    /// the end: `s[:, 1]` of a (0, 2) array).
    pub fn range(&self, off: usize, n: usize) -> Col {
        fn r<T: Copy>(v: &[T], off: usize, n: usize) -> Vec<T> {
            if n == 0 {
                return Vec::new();
            }
            v[off..off + n].to_vec()
        }
        match self {
            Col::B(v) => Col::B(r(v, off, n)),
            Col::I(v) => Col::I(r(v, off, n)),
            Col::U(v) => Col::U(r(v, off, n)),
            Col::S(v) => Col::S(r(v, off, n)),
            Col::F(v) => Col::F(r(v, off, n)),
            Col::Z(v) => Col::Z(r(v, off, n)),
            Col::C(v) => Col::C(r(v, off, n)),
        }
    }

    /// Elements at buffer positions `idx`.
    pub fn gather(&self, idx: &[usize]) -> Col {
        fn g<T: Copy>(v: &[T], idx: &[usize]) -> Vec<T> {
            idx.iter().map(|&i| v[i]).collect()
        }
        match self {
            Col::B(v) => Col::B(g(v, idx)),
            Col::I(v) => Col::I(g(v, idx)),
            Col::U(v) => Col::U(g(v, idx)),
            Col::S(v) => Col::S(g(v, idx)),
            Col::F(v) => Col::F(g(v, idx)),
            Col::Z(v) => Col::Z(g(v, idx)),
            Col::C(v) => Col::C(g(v, idx)),
        }
    }

    /// Writes `src` at buffer positions `idx` (same lane).
    pub fn scatter(&mut self, idx: &[usize], src: &Col) {
        fn s<T: Copy>(dst: &mut [T], idx: &[usize], src: &[T]) {
            for (k, &i) in idx.iter().enumerate() {
                dst[i] = src[k];
            }
        }
        match (self, src) {
            (Col::B(d), Col::B(x)) => s(d, idx, x),
            (Col::I(d), Col::I(x)) => s(d, idx, x),
            (Col::U(d), Col::U(x)) => s(d, idx, x),
            (Col::S(d), Col::S(x)) => s(d, idx, x),
            (Col::F(d), Col::F(x)) => s(d, idx, x),
            (Col::Z(d), Col::Z(x)) => s(d, idx, x),
            (Col::C(d), Col::C(x)) => s(d, idx, x),
            _ => unreachable!("scatter between lanes"),
        }
    }

    /// Writes runs of `run` elements of `src` (from `src_off`, one after another) at the
    /// buffer positions `starts` (same lane): a strided write whose rows are contiguous.
    pub fn copy_runs(&mut self, starts: &[usize], run: usize, src: &Col, src_off: usize) {
        fn c<T: Copy>(dst: &mut [T], starts: &[usize], run: usize, src: &[T], off: usize) {
            for (r, &s) in starts.iter().enumerate() {
                let from = off + r * run;
                dst[s..s + run].copy_from_slice(&src[from..from + run]);
            }
        }
        match (self, src) {
            (Col::B(d), Col::B(x)) => c(d, starts, run, x, src_off),
            (Col::I(d), Col::I(x)) => c(d, starts, run, x, src_off),
            (Col::U(d), Col::U(x)) => c(d, starts, run, x, src_off),
            (Col::S(d), Col::S(x)) => c(d, starts, run, x, src_off),
            (Col::F(d), Col::F(x)) => c(d, starts, run, x, src_off),
            (Col::Z(d), Col::Z(x)) => c(d, starts, run, x, src_off),
            (Col::C(d), Col::C(x)) => c(d, starts, run, x, src_off),
            _ => unreachable!("copy between lanes"),
        }
    }

    /// Element `i` as a complex pair (for casts and printing).
    pub fn get_c(&self, i: usize) -> (f64, f64) {
        match self {
            Col::B(v) => (v[i] as u8 as f64, 0.0),
            Col::I(v) => (v[i] as f64, 0.0),
            Col::U(v) => (v[i] as f64, 0.0),
            Col::S(v) => (v[i] as f64, 0.0),
            Col::F(v) => (v[i], 0.0),
            Col::Z(v) => (v[i].0 as f64, v[i].1 as f64),
            Col::C(v) => v[i],
        }
    }

    /// NumPy's `astype(to)` (unsafe casting) from a column holding `from`.
    pub fn cast(&self, from: DType, to: DType) -> Col {
        if from == to {
            return self.clone();
        }
        let n = self.len();
        match (self, lane(to)) {
            (Col::I(v), Lane::I) => Col::I(v.iter().map(|&x| wrap_int(x, to)).collect()),
            (Col::U(v), Lane::I) => Col::I(v.iter().map(|&x| wrap_int(x as i64, to)).collect()),
            (Col::B(v), Lane::I) => Col::I(v.iter().map(|&x| x as i64).collect()),
            (Col::I(v), Lane::U) => Col::U(v.iter().map(|&x| x as u64).collect()),
            (Col::B(v), Lane::U) => Col::U(v.iter().map(|&x| x as u64).collect()),
            (Col::U(v), Lane::U) => Col::U(v.clone()),
            (Col::S(v), Lane::S) => Col::S(
                v.iter()
                    .map(|&x| if to == DType::F16 { round_half(x) } else { x })
                    .collect(),
            ),
            (Col::Z(v), Lane::C) => Col::C(v.iter().map(|&(a, b)| (a as f64, b as f64)).collect()),
            (Col::C(v), Lane::Z) => Col::Z(v.iter().map(|&(a, b)| (a as f32, b as f32)).collect()),
            (_, Lane::B) => Col::B((0..n).map(|i| self.get_c(i) != (0.0, 0.0)).collect()),
            (Col::S(_) | Col::F(_) | Col::Z(_) | Col::C(_), Lane::I) => {
                Col::I((0..n).map(|i| float_to_int(self.get_c(i).0, to)).collect())
            }
            (Col::S(_) | Col::F(_) | Col::Z(_) | Col::C(_), Lane::U) => {
                Col::U((0..n).map(|i| float_to_u64(self.get_c(i).0)).collect())
            }
            (_, Lane::F) => Col::F((0..n).map(|i| self.get_c(i).0).collect()),
            (_, Lane::S) => Col::S(
                (0..n)
                    .map(|i| {
                        let x = self.get_c(i).0 as f32;
                        if to == DType::F16 { round_half(x) } else { x }
                    })
                    .collect(),
            ),
            (_, Lane::C) => Col::C((0..n).map(|i| self.get_c(i)).collect()),
            (_, Lane::Z) => Col::Z(
                (0..n)
                    .map(|i| {
                        let (a, b) = self.get_c(i);
                        (a as f32, b as f32)
                    })
                    .collect(),
            ),
        }
    }
}

/// NumPy's float -> integer conversions on x86 (what C's casts compile to there), for values
/// no integer of the target holds too: int8..int32, uint8 and uint16 go through a 32-bit
/// conversion (out of range or NaN gives i32::MIN, whose low bits the narrow types keep),
/// int64 and uint32 through a 64-bit one (i64::MIN), uint64 through a 64-bit one offset by
/// 2^63 at and above it. NumPy's SIMD loops convert uint32 as uint64 does; its scalar loop
/// (and gpa) through int64. The CUDA prelude's `gpa_f2*` mirror these.
fn float_to_int(x: f64, to: DType) -> i64 {
    match to {
        DType::I64 | DType::U32 => wrap_int(cvt64(x), to),
        DType::U64 => float_to_u64(x) as i64,
        _ => wrap_int(cvt32(x) as i64, to),
    }
}

/// x86's truncating 32-bit conversion (cvttsd2si): i32::MIN when out of range or NaN.
fn cvt32(x: f64) -> i32 {
    if x > -2_147_483_649.0 && x < 2_147_483_648.0 {
        x as i32
    } else {
        i32::MIN
    }
}

/// The 64-bit conversion: i64::MIN when out of range or NaN.
fn cvt64(x: f64) -> i64 {
    if (-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&x) {
        x as i64
    } else {
        i64::MIN
    }
}

fn float_to_u64(x: f64) -> u64 {
    const TWO63: f64 = 9.223_372_036_854_776e18;
    if x >= TWO63 {
        cvt64(x - TWO63) as u64 ^ (1 << 63)
    } else {
        cvt64(x) as u64
    }
}
