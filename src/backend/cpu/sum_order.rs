//! NumPy's order of float summation, so sums print NumPy's last digits. NumPy's reduction
//! loop sums each inner run of the iteration pairwise, at most 8192 elements (its buffer)
//! at a time, and adds those block sums to the result in order. The inner run is the
//! reduced axes at the end of the array when the last axis is reduced (`sum(axis=-1)`, a
//! full sum), else one element: `sum(axis=0)` adds row after row. (The GPU sums in its
//! kernels' order, as CuPy does.)
use super::reduce::{pairwise, pairwise32};
use super::{Bound, CHUNK};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::lazy::schedule::StepError;
use rayon::prelude::*;

/// NumPy's buffer: the longest run summed pairwise in one go.
const BLOCK: usize = 8192;

/// Whether `sum_rows` gives NumPy's order for sums in `acc`: float32/float64 (pairwise
/// blocks), complex only one element at a time (NumPy's complex pairwise interleaves the
/// parts; the pairwise path keeps the CPU's own order there).
pub(super) fn ordered(acc: DType, inner: usize) -> bool {
    matches!(acc, DType::F32 | DType::F64)
        || (inner == 1 && matches!(acc, DType::C64 | DType::C128))
}

/// Partial sums of consecutive blocks added in order (NumPy's accumulation across blocks).
pub(super) fn fold_in_order(parts: &Col) -> Option<Col> {
    Some(match parts {
        Col::F(v) => Col::F(vec![v.iter().fold(0.0, |a, &b| a + b)]),
        Col::S(v) => Col::S(vec![v.iter().fold(0.0, |a, &b| a + b)]),
        Col::C(v) => Col::C(vec![
            v.iter().fold((0.0, 0.0), |a, b| (a.0 + b.0, a.1 + b.1)),
        ]),
        Col::Z(v) => Col::Z(vec![
            v.iter().fold((0.0, 0.0), |a, b| (a.0 + b.0, a.1 + b.1)),
        ]),
        _ => return None,
    })
}

/// `acc` plus one row's values (or a piece of it that starts at a block) in NumPy's order:
/// runs of `inner`, blocks of at most `BLOCK` in each, pairwise, added in order.
fn add_in_order(acc: Col, vals: &Col, inner: usize) -> Col {
    match (acc, vals) {
        (Col::F(a), Col::F(v)) => Col::F(vec![v.chunks(inner).fold(a[0], |a, run| {
            run.chunks(BLOCK).fold(a, |a, b| a + pairwise(b))
        })]),
        (Col::S(a), Col::S(v)) => Col::S(vec![v.chunks(inner).fold(a[0], |a, run| {
            run.chunks(BLOCK).fold(a, |a, b| a + pairwise32(b))
        })]),
        // Complex sums come here only one element at a time (`ordered`).
        (Col::C(a), Col::C(v)) => Col::C(vec![v.iter().fold(a[0], |a, b| (a.0 + b.0, a.1 + b.1))]),
        (Col::Z(a), Col::Z(v)) => Col::Z(vec![v.iter().fold(a[0], |a, b| (a.0 + b.0, a.1 + b.1))]),
        (a, _) => a,
    }
}

/// Sums each row of `row` elements (C order) in NumPy's order (`add_in_order`). Short rows
/// are evaluated many to a task; a long row is one task, evaluated in pieces that start at
/// blocks, its sum carried from piece to piece (so it stays exact, at one core per row).
pub(super) fn sum_rows(
    b: &Bound,
    size: usize,
    row: usize,
    inner: usize,
    acc: DType,
) -> Result<Col, StepError> {
    let dt = b.code.out_dtype();
    let eval = |start: usize, len: usize| -> Result<Col, StepError> {
        let c = b.chunk(start, len)?;
        Ok(if dt == acc { c } else { c.cast(dt, acc) })
    };
    let zero = Col::zeros(acc, 1).ok_or_else(|| StepError::from(oom_one(acc)))?;
    let rows = size / row;
    let parts: Vec<Col> = if row <= CHUNK {
        let per = (CHUNK / row).max(1);
        (0..rows)
            .step_by(per)
            .collect::<Vec<_>>()
            .par_iter()
            .map(|&g| {
                let n = per.min(rows - g);
                let c = eval(g * row, n * row)?;
                let each: Vec<Col> = (0..n)
                    .map(|i| add_in_order(zero.clone(), &super::slice_col(&c, i * row, row), inner))
                    .collect();
                Ok(super::concat_all(each, acc, n)?)
            })
            .collect::<Result<_, StepError>>()?
    } else {
        (0..rows)
            .into_par_iter()
            .map(|i| {
                let mut sum = zero.clone();
                let mut s = 0;
                while s < row {
                    // Whole runs up to CHUNK elements, or one block of a longer run.
                    let len = if inner <= CHUNK {
                        (CHUNK / inner * inner).min(row - s)
                    } else {
                        BLOCK.min(inner - s % inner)
                    };
                    sum = add_in_order(sum, &eval(i * row + s, len)?, inner);
                    s += len;
                }
                Ok(sum)
            })
            .collect::<Result<_, StepError>>()?
    };
    Ok(super::concat_all(parts, acc, rows)?)
}

fn oom_one(acc: DType) -> crate::backend::DeviceError {
    crate::backend::DeviceError::HostMemory(crate::array::oom::oom(acc, 1))
}
