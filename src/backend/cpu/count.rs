//! The CPU's `Counts`: one pass over the values in order (weights summed as NumPy sums
//! them).
use super::Cpu;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::counts::Counts;
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};

/// The `n` int64 or float64 values of `b`.
fn ints(b: &Buf, n: usize) -> DResult<Vec<i64>> {
    match b.borrow().range(0, n) {
        Col::I(v) => Ok(v),
        _ => Err(DeviceError::Invalid(
            "bincount: expected int64 values".into(),
        )),
    }
}

fn floats(b: &Buf, n: usize) -> DResult<Vec<f64>> {
    match b.borrow().range(0, n) {
        Col::F(v) => Ok(v),
        _ => Err(DeviceError::Invalid(
            "histogram: expected float64 values".into(),
        )),
    }
}

/// `len` zeros, or NumPy's `MemoryError` when they do not fit (the caller reserved them,
/// but memory can go meanwhile).
fn zeros<T: crate::array::alloc::Zeroable>(dt: DType, len: usize) -> DResult<Vec<T>> {
    crate::array::alloc::zeroed(len)
        .ok_or_else(|| DeviceError::HostMemory(crate::array::oom::oom(dt, len)))
}

/// Counts at the bins `bin` gives each of the `n` values (None: outside every bin).
fn tally(
    n: usize,
    weights: Option<&Buf>,
    bins: usize,
    bin: impl Fn(usize) -> Option<usize>,
) -> DResult<Buf> {
    Ok(match weights {
        None => {
            let mut c: Vec<i64> = zeros(DType::I64, bins)?;
            (0..n).filter_map(&bin).for_each(|k| c[k] += 1);
            Store::host(Col::I(c))
        }
        Some(w) => {
            let w = floats(w, n)?;
            let mut c: Vec<f64> = zeros(DType::F64, bins)?;
            (0..n).for_each(|i| {
                if let Some(k) = bin(i) {
                    c[k] += w[i];
                }
            });
            Store::host(Col::F(c))
        }
    })
}

impl Counts for Cpu {
    fn bincount(&self, x: &Buf, weights: Option<&Buf>, n: usize, len: usize) -> DResult<Buf> {
        let xs = ints(x, n)?;
        if xs.iter().any(|&v| v < 0 || v as u64 >= len as u64) {
            return Err(DeviceError::Invalid(
                "bincount: a value outside 0..len".into(),
            ));
        }
        tally(n, weights, len, |i| Some(xs[i] as usize))
    }

    fn histogram(
        &self,
        x: &Buf,
        weights: Option<&Buf>,
        n: usize,
        (lo, hi): (f64, f64),
        e: &[f64],
    ) -> DResult<Buf> {
        let xs = floats(x, n)?;
        let nb = e.len() - 1;
        let denom = hi - lo;
        tally(n, weights, nb, |i| {
            let x = xs[i];
            if !(x >= lo && x <= hi) {
                return None;
            }
            let f = (x - lo) / denom * nb as f64;
            let mut k = (f as usize).min(nb);
            if k == nb {
                k -= 1;
            }
            if x < e[k] && k > 0 {
                k -= 1;
            }
            if x >= e[k + 1] && k != nb - 1 {
                k += 1;
            }
            Some(k)
        })
    }
}
