//! Sets of device arrays from array operations (a stable argsort, neighbour comparisons,
//! compaction, a scan and a scatter), NumPy's own algorithms: `unique` where the fixed
//! unique kernels do not reach (complex values, rows of `unique(axis=k)`) and the merging
//! steps of `intersect1d`/`union1d`/`setdiff1d`. Device arrays take these paths on the CPU
//! backend too, so the CPU test runs check the algorithm the GPU runs.
use super::super::index::{self, Item};
use super::super::ops::Op;
use super::super::shape::concatenate;
use super::super::stats::{cumulative, slice_axis};
use super::super::{AResult, Array, ArrayRef, DType};
use super::super::{binary, broadcast_to, constant, int64, reduce_axes, reshaped_copy, unary};
use super::{Unique, argsort, by_keys, flatnonzero};
use crate::lazy::Reduce;

/// `x[p]` along axis 0 for positions `p` gpa made (in range: no check).
pub(super) fn at(x: &ArrayRef, p: &ArrayRef) -> AResult<ArrayRef> {
    index::take(x, vec![Item::Known(p.clone())])
}

/// The arrays joined along axis 0 in dtype `dt`.
fn join(xs: &[ArrayRef], dt: DType) -> AResult<ArrayRef> {
    concatenate(xs, Some(0), dt, "same_kind")
}

/// A 1-element array holding `v`.
fn one(v: i64, dt: DType, host: bool) -> AResult<ArrayRef> {
    broadcast_to(&constant((v as f64, 0.0), Some(v), dt, host), &[1])
}

/// Whether each row of `s` (1-d: each element; more: each slice along axis 0) equals the
/// next one, by NumPy's `==` (NaN equals nothing unless `equal_nan`): one fewer than rows.
fn equals_next(s: &ArrayRef, equal_nan: bool) -> AResult<ArrayRef> {
    let n = s.shape[0];
    let (prev, next) = (slice_axis(s, 0, 0, n - 1)?, slice_axis(s, 0, 1, n)?);
    let mut same = binary(Op::Eq, &prev, &next)?;
    if equal_nan && (s.dtype.is_float() || s.dtype.is_complex()) {
        let nans = binary(
            Op::LogicalAnd,
            &*unary(Op::IsNan, &prev)?,
            &*unary(Op::IsNan, &next)?,
        )?;
        same = binary(Op::LogicalOr, &same, &nans)?;
    }
    if s.ndim() > 1 {
        let rest: Vec<usize> = (1..s.ndim()).collect();
        same = reduce_axes(&same, &rest, Reduce::All, false, None)?;
    }
    Ok(same)
}

/// `unique`'s four results from rows `sorted` (sorted along axis 0 by `order`): runs of
/// equal rows become one value each (`equal_nan` as NumPy's flat unique).
fn runs(sorted: &ArrayRef, order: &ArrayRef, equal_nan: bool) -> AResult<Unique> {
    let n = sorted.shape[0];
    let host = sorted.host;
    // A run starts at row 0 and wherever a row differs from the one before.
    let differs = unary(Op::Not, &*equals_next(sorted, equal_nan)?)?;
    let starts = join(&[one(1, DType::Bool, host)?, differs], DType::Bool)?;
    let first = flatnonzero(&starts)?;
    let k = first.size();
    let ends = join(
        &[
            slice_axis(&first, 0, 1, k)?,
            one(n as i64, DType::I64, host)?,
        ],
        DType::I64,
    )?;
    // Each sorted row's run number, sent back to the row's place.
    let run = binary(
        Op::Sub,
        &*cumulative(&starts, DType::I64, None, false)?,
        &int64(1, host),
    )?;
    Ok(Unique {
        values: at(sorted, &first)?,
        index: at(order, &first)?,
        inverse: unpermute(&run, order)?,
        counts: binary(Op::Sub, &ends, &first)?,
    })
}

/// `out[order[i]] = v[i]` for a permutation `order` (1-d): a scatter into a new array.
fn unpermute(v: &ArrayRef, order: &ArrayRef) -> AResult<ArrayRef> {
    let n = v.size();
    let zero = constant((0.0, 0.0), Some(0), v.dtype, v.host);
    let (buf, lay) = reshaped_copy(&*broadcast_to(&zero, &[n])?, &[n])?.ready()?;
    index::put(
        &buf,
        &lay,
        v.dtype,
        v.host,
        vec![Item::Known(order.clone())],
        v,
    )?;
    Ok(Array::view(buf, lay, v.dtype, v.host))
}

/// `np.unique` of the flattened (non-empty) array: sort, mark runs, compact.
pub(super) fn unique(a: &Array, equal_nan: bool) -> AResult<Unique> {
    let flat = reshaped_copy(a, &[a.size()])?;
    let order = argsort(&flat, None)?;
    let mut u = runs(&at(&flat, &order)?, &order, equal_nan)?;
    u.inverse = reshaped_copy(&u.inverse, &a.shape)?;
    Ok(u)
}

/// `np.unique(a, axis=ax)` (a non-empty axis): the slices along `ax` as rows in C order,
/// sorted lexicographically (a stable sort per column, last column first), runs of equal
/// rows (NumPy compares rows with `==`, so rows holding NaN stay distinct).
pub(super) fn unique_axis(a: &Array, ax: usize) -> AResult<Unique> {
    let nd = a.ndim();
    let perm: Vec<usize> = std::iter::once(ax)
        .chain((0..nd).filter(|&k| k != ax))
        .collect();
    let moved: Vec<usize> = perm.iter().map(|&p| a.shape[p]).collect();
    let (buf, lay) = a.ready()?;
    let n = a.shape[ax];
    let w = a.size() / n;
    let rows = reshaped_copy(
        &Array::view(buf, lay.permute(&perm), a.dtype, a.host),
        &[n, w],
    )?;
    // lexsort's keys: the last column first, so column 0 decides first.
    let keys = (0..w)
        .rev()
        .map(|j| slice_axis(&rows, 1, j, j + 1))
        .collect::<AResult<Vec<_>>>()?;
    let order = if w == 0 {
        super::super::iota(n, a.host)
    } else {
        reshaped_copy(&*by_keys::lexsort(&keys, 0)?, &[n])?
    };
    let mut u = runs(&at(&rows, &order)?, &order, false)?;
    // The distinct rows back in the array's axis order.
    let mut shape = moved;
    shape[0] = u.values.shape[0];
    let mut back = vec![0; nd];
    for (i, &p) in perm.iter().enumerate() {
        back[p] = i;
    }
    let (vb, vl) = reshaped_copy(&u.values, &shape)?.ready()?;
    let out = Array::view(vb, vl.permute(&back), a.dtype, a.host);
    u.values = reshaped_copy(&out, &out.shape.clone())?;
    Ok(u)
}

/// `np.intersect1d` of two unique sorted arrays `x`, `y` (1-d, non-empty in all): the
/// values in both and their positions in each. NumPy's algorithm: both joined, stably
/// sorted, and a value equal to the next one is in both.
pub(super) fn intersect(x: &ArrayRef, y: &ArrayRef, dt: DType) -> AResult<[ArrayRef; 3]> {
    let both = join(&[x.clone(), y.clone()], dt)?;
    let order = argsort(&both, None)?;
    let s = at(&both, &order)?;
    let hit = flatnonzero(&*equals_next(&s, false)?)?;
    let next = binary(Op::Add, &hit, &int64(1, x.host))?;
    let in_y = binary(
        Op::Sub,
        &*at(&order, &next)?,
        &int64(x.size() as i64, x.host),
    )?;
    Ok([at(&s, &hit)?, at(&order, &hit)?, in_y])
}

/// Repeated positions split into rounds in which each position appears once: round j holds
/// every position's j-th occurrence, as (positions, occurrence numbers in `pos`). Applying
/// the rounds in turn is NumPy's unbuffered, in-order `ufunc.at`. Array operations where
/// `pos` lives; one sync reads the number of rounds and one per round its length.
pub fn occurrence_rounds(pos: &ArrayRef) -> AResult<Vec<(ArrayRef, ArrayRef)>> {
    let n = pos.size();
    if n == 0 {
        return Ok(vec![]);
    }
    let host = pos.host;
    let flat = reshaped_copy(pos, &[n])?;
    let order = argsort(&flat, None)?;
    let sorted = at(&flat, &order)?;
    // Each sorted occurrence's rank within its run of equal positions.
    let differs = unary(Op::Not, &*equals_next(&sorted, false)?)?;
    let starts = join(&[one(1, DType::Bool, host)?, differs], DType::Bool)?;
    let first = flatnonzero(&starts)?;
    let run = binary(
        Op::Sub,
        &*cumulative(&starts, DType::I64, None, false)?,
        &int64(1, host),
    )?;
    let rank = binary(Op::Sub, &super::super::iota(n, host), &*at(&first, &run)?)?;
    let rank = reshaped_copy(&rank, &[n])?;
    let most = super::super::reduce_all(&rank, Reduce::Max, None)?.to_col()?;
    let rounds = most.get_c(0).0 as i64 + 1;
    (0..rounds)
        .map(|j| {
            let sel = flatnonzero(&*binary(Op::Eq, &rank, &int64(j, host))?)?;
            Ok((at(&sorted, &sel)?, at(&order, &sel)?))
        })
        .collect()
}
