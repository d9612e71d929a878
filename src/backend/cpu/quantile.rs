//! The CPU's medians and quantiles of sorted rows (NaNs last): NumPy's arithmetic step by
//! step, each step rounded to the dtype NumPy computes it in, as `kernels/quantile.cu` does.
use crate::array::col::{Col, round_to};
use crate::array::dtype::DType;
use crate::lazy::{Buf, Store};
use rayon::prelude::*;
use std::cmp::Ordering;

/// The median of each of `rows` rows of `n` in any order (NumPy's mean of the middle one
/// or two, in `cd`); with `skip`, of the row's numbers only; NaN for a row with a NaN
/// (without `skip`) or none left. A selection per row (NumPy's partition): linear time.
/// None when Ctrl-C stopped it.
pub fn median(c: &Col, dt: DType, (rows, n): (usize, usize), skip: bool, cd: DType) -> Option<Buf> {
    let stop = crate::interrupt::flag();
    let one = |r: usize| {
        let row = c.range(r * n, n).cast(dt, DType::F64);
        let Col::F(mut v) = row else {
            unreachable!("cast to float64")
        };
        if skip {
            v.retain(|x| !x.is_nan());
        }
        if v.is_empty() || (!skip && v.iter().any(|x| x.is_nan())) {
            return f64::NAN;
        }
        // No NaN is left here.
        let m = v.len();
        let (below, &mut upper, _) =
            v.select_nth_unstable_by(m / 2, |a, b| a.partial_cmp(b).unwrap_or(Ordering::Equal));
        // NumPy's mean starts its sum at 0.0, so a middle -0.0 gives 0.0.
        if m % 2 == 1 {
            round_to(0.0 + upper, cd)
        } else {
            let lower = below.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            round_to(round_to(0.0 + lower + upper, cd) / 2.0, cd)
        }
    };
    let out: Vec<f64> = (0..rows)
        .into_par_iter()
        .map(|r| (!crate::interrupt::requested(&stop)).then(|| one(r)))
        .collect::<Option<_>>()?;
    Some(Store::host(Col::F(out)))
}

/// `hi - lo` of the elements `j` and `i` in their own dtype `dt` (integers wrap, as
/// NumPy's subtract), floats rounded to `ad`.
fn diff(c: &Col, i: usize, j: usize, dt: DType, ad: DType) -> f64 {
    let bits = 64 - 8 * dt.itemsize() as u32;
    match c {
        Col::I(v) if dt.is_unsigned() => ((v[j].wrapping_sub(v[i]) as u64) << bits >> bits) as f64,
        Col::I(v) => ((v[j].wrapping_sub(v[i]) << bits) >> bits) as f64,
        Col::U(v) => v[j].wrapping_sub(v[i]) as f64,
        _ => round_to(c.get_c(j).0 - c.get_c(i).0, ad),
    }
}

/// Quantiles from `plan`'s `(prev, next, g)` triples (g < 0: take prev): result i is q =
/// i / rows of row i % rows; with `picks` the elements themselves in the rows' dtype.
pub fn quantile(
    c: &Col,
    dt: DType,
    (rows, n): (usize, usize),
    plan: &[f64],
    (ad, gd, md): (DType, DType, DType),
    picks: bool,
) -> (Buf, DType) {
    let nq = plan.len() / 3;
    let nan_row = |r: usize| c.get_c(r * n + n - 1).0.is_nan();
    if picks {
        // A row ending in NaN gives that NaN, as NumPy's take of a NaN-holding row does.
        let idx: Vec<usize> = (0..nq * rows)
            .map(|i| {
                let (q, r) = (i / rows, i % rows);
                let last = r * n + n - 1;
                if dt.is_float() && nan_row(r) {
                    last
                } else {
                    r * n + plan[3 * q] as usize
                }
            })
            .collect();
        return (Store::host(c.gather(&idx)), dt);
    }
    let out: Vec<f64> = (0..nq * rows)
        .into_par_iter()
        .map(|i| {
            let (q, r) = (i / rows, i % rows);
            if nan_row(r) {
                return f64::NAN;
            }
            let (prev, next, g) = (
                plan[3 * q] as usize,
                plan[3 * q + 1] as usize,
                plan[3 * q + 2],
            );
            let (i, j) = (r * n + prev, r * n + next);
            let (lo, hi) = (c.get_c(i).0, c.get_c(j).0);
            let d = diff(c, i, j, dt, ad);
            if g >= 0.5 {
                round_to(hi - round_to(d * round_to(1.0 - g, gd), md), md)
            } else {
                round_to(lo + round_to(d * g, md), md)
            }
        })
        .collect();
    (Store::host(Col::F(out)), DType::F64)
}
