//! Reductions of one column on the CPU: NumPy's pairwise float sums, NaN-propagating
//! min/max, wrapping integer sums, and the identities of empty reductions.
use crate::array::col::{self, Col};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::Reduce;

pub fn identity(r: Reduce, acc: DType) -> Result<Col, DeviceError> {
    let one = |v: f64| Col::F(vec![v]).cast(DType::F64, acc);
    match r {
        Reduce::Sum => Ok(one(0.0)),
        Reduce::Prod => Ok(one(1.0)),
        Reduce::Any => Ok(Col::B(vec![false])),
        Reduce::All => Ok(Col::B(vec![true])),
        Reduce::Max | Reduce::Min => Err(DeviceError::Invalid(format!(
            "zero-size array to reduction operation {} which has no identity",
            if r == Reduce::Max {
                "maximum"
            } else {
                "minimum"
            }
        ))),
    }
}

/// Reduces a column to one element. Float sums are pairwise, like NumPy's.
pub fn reduce_col(c: &Col, r: Reduce, dt: DType) -> Result<Col, DeviceError> {
    if c.is_empty() {
        return identity(r, dt);
    }
    Ok(match (r, c) {
        (Reduce::Any, _) => Col::B(vec![(0..c.len()).any(|i| c.get_c(i) != (0.0, 0.0))]),
        (Reduce::All, _) => Col::B(vec![(0..c.len()).all(|i| c.get_c(i) != (0.0, 0.0))]),
        (Reduce::Sum, Col::F(v)) => Col::F(vec![pairwise(v)]),
        (Reduce::Sum, Col::S(v)) => Col::S(vec![pairwise32(v)]).cast(DType::F32, dt),
        (Reduce::Sum, Col::I(v)) => Col::I(vec![col::wrap_int(
            v.iter().fold(0i64, |a, &b| a.wrapping_add(b)),
            dt,
        )]),
        (Reduce::Sum, Col::U(v)) => Col::U(vec![v.iter().fold(0u64, |a, &b| a.wrapping_add(b))]),
        (Reduce::Prod, Col::I(v)) => Col::I(vec![col::wrap_int(
            v.iter().fold(1i64, |a, &b| a.wrapping_mul(b)),
            dt,
        )]),
        (Reduce::Prod, Col::U(v)) => Col::U(vec![v.iter().fold(1u64, |a, &b| a.wrapping_mul(b))]),
        (Reduce::Prod, Col::F(v)) => Col::F(vec![v.iter().product()]),
        (Reduce::Prod, Col::S(v)) => Col::S(vec![v.iter().product()]),
        (Reduce::Max | Reduce::Min, _) => {
            let want_max = r == Reduce::Max;
            let mut best = 0usize;
            for i in 1..c.len() {
                let (a, b) = (c.get_c(i), c.get_c(best));
                if a.0.is_nan() || b.0.is_nan() {
                    if b.0.is_nan() {
                        continue;
                    }
                    best = i;
                    continue;
                }
                let better = match c {
                    Col::I(v) => {
                        if want_max {
                            v[i] > v[best]
                        } else {
                            v[i] < v[best]
                        }
                    }
                    Col::U(v) => {
                        if want_max {
                            v[i] > v[best]
                        } else {
                            v[i] < v[best]
                        }
                    }
                    _ => {
                        if want_max {
                            a.0 > b.0
                        } else {
                            a.0 < b.0
                        }
                    }
                };
                if better {
                    best = i;
                }
            }
            c.gather(&[best])
        }
        (Reduce::Sum, Col::B(v)) => {
            Col::I(vec![v.iter().filter(|x| **x).count() as i64]).cast(DType::I64, dt)
        }
        (Reduce::Sum | Reduce::Prod, Col::C(_) | Col::Z(_)) => {
            let mut acc = if r == Reduce::Sum {
                (0.0, 0.0)
            } else {
                (1.0, 0.0)
            };
            for i in 0..c.len() {
                let x = c.get_c(i);
                acc = if r == Reduce::Sum {
                    (acc.0 + x.0, acc.1 + x.1)
                } else {
                    (acc.0 * x.0 - acc.1 * x.1, acc.0 * x.1 + acc.1 * x.0)
                };
            }
            Col::C(vec![acc]).cast(DType::C128, dt)
        }
        (Reduce::Prod, Col::B(v)) => Col::I(vec![v.iter().all(|x| *x) as i64]).cast(DType::I64, dt),
    })
}

/// NumPy's pairwise summation (blocks of 8 unrolled partial sums below 128 elements), in the
/// array's own precision (float32 sums in float32, as NumPy).
fn pairwise_sum<
    T: Copy + Send + Sync + Default + std::ops::Add<Output = T> + std::ops::AddAssign,
>(
    v: &[T],
) -> T {
    if v.len() < 8 {
        return v.iter().fold(T::default(), |a, &b| a + b);
    }
    if v.len() <= 128 {
        let mut r = [T::default(); 8];
        r.copy_from_slice(&v[..8]);
        let mut i = 8;
        while i + 8 <= v.len() {
            for k in 0..8 {
                r[k] += v[i + k];
            }
            i += 8;
        }
        let mut s = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for &x in &v[i..] {
            s += x;
        }
        return s;
    }
    let half = (v.len() / 2) & !7;
    let (a, b) = v.split_at(half);
    if v.len() > 1 << 16 {
        let (x, y) = rayon::join(|| pairwise_sum(a), || pairwise_sum(b));
        x + y
    } else {
        pairwise_sum(a) + pairwise_sum(b)
    }
}

pub fn pairwise32(v: &[f32]) -> f32 {
    pairwise_sum(v)
}

pub fn pairwise(v: &[f64]) -> f64 {
    pairwise_sum(v)
}
