//! The CPU's `Orders`: the reference sorts and searches (NumPy's orders) on the host values
//! of the rows the array layer lays out.
use super::Cpu;
use super::sort::{RADIX_MIN, arg_row, argsort_rows, sort_float_row, sort_rows};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::order::{Key, on_col};
use crate::backend::kernels::Part;
use crate::backend::orders::{Orders, Search, UniqueParts};
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use rayon::prelude::*;
use std::cmp::Ordering;

/// A copy of the `n` values of `src` (a device buffer's come back to the host first).
fn values((buf, off): Part, n: usize) -> Col {
    buf.borrow().range(off, n)
}

/// int64 results as a buffer.
fn ints(v: Vec<i64>) -> Buf {
    Store::host(Col::I(v))
}

impl Orders for Cpu {
    fn sortable(&self, _dt: DType, _n: usize) -> bool {
        true
    }

    fn sort_rows(
        &self,
        src: Part,
        _dt: DType,
        n: usize,
        row: usize,
        positions: bool,
    ) -> DResult<Buf> {
        let mut c = values(src, n);
        if positions {
            let idx = on_col!(&c, v => argsort_rows(v, row)).ok_or(DeviceError::Interrupted)?;
            return Ok(ints(idx));
        }
        // One long float row through its integer keys, else row by row.
        let one_long_row = row == n && row >= RADIX_MIN;
        let sorted = match one_long_row.then(|| sort_float_row(&mut c)).flatten() {
            Some(sorted) => sorted,
            None => on_col!(&mut c, v => sort_rows(v, row)),
        };
        if !sorted {
            return Err(DeviceError::Interrupted);
        }
        Ok(Store::host(c))
    }

    fn arg_extreme_supported(&self, _dt: DType) -> bool {
        true
    }

    fn arg_extreme(
        &self,
        src: Part,
        _dt: DType,
        (rows, row): (usize, usize),
        max: bool,
        skip_nan: bool,
    ) -> DResult<Buf> {
        let c = values(src, rows * row);
        let out: Vec<i64> = on_col!(&c, v => v
            .par_chunks(row.max(1))
            .map(|r| if skip_nan && r.iter().all(|x| x.nan()) { -1 } else { arg_row(r, max, skip_nan) })
            .collect());
        Ok(ints(out))
    }

    fn search(&self, s: &Search, numpy: bool) -> DResult<Buf> {
        let a = values(s.a, s.n);
        let v = values(s.v, s.m);
        let sorter = match s.sorter {
            Some(p) => match values(p, s.n) {
                Col::I(p) => Some(p),
                _ => return Err(DeviceError::Unsupported("a sorter of int64 values".into())),
            },
            None => None,
        };
        let found = match (&a, &v) {
            (Col::B(x), Col::B(y)) => walk(x, y, s.right, &sorter),
            (Col::I(x), Col::I(y)) => walk(x, y, s.right, &sorter),
            (Col::U(x), Col::U(y)) => walk(x, y, s.right, &sorter),
            (Col::S(x), Col::S(y)) => walk(x, y, s.right, &sorter),
            (Col::F(x), Col::F(y)) => walk(x, y, s.right, &sorter),
            (Col::Z(x), Col::Z(y)) => walk(x, y, s.right, &sorter),
            (Col::C(x), Col::C(y)) => walk(x, y, s.right, &sorter),
            _ => return Err(DeviceError::Unsupported("keys of another dtype".into())),
        };
        let (mut out, bad) = match found {
            Ok(out) => (out, false),
            Err(Walk::BadSorter) => (vec![0; s.m], true),
            Err(Walk::Stopped) => return Err(DeviceError::Interrupted),
        };
        match (numpy, bad) {
            (true, _) => out.push(bad as i64),
            (false, true) => {
                return Err(DeviceError::Invalid("Sorter index out of range.".into()));
            }
            (false, false) => {}
        }
        Ok(ints(out))
    }

    fn unique(
        &self,
        src: Part,
        _dt: DType,
        n: usize,
        equal_nan: bool,
        positions: bool,
    ) -> DResult<UniqueParts> {
        let mut c = values(src, n);
        let (values, index, inverse, counts) = on_col!(&mut c, v => {
            let (u, index, inverse, counts) =
                unique_of(v, equal_nan, positions).ok_or(DeviceError::Interrupted)?;
            (Key::into_col(u), index, inverse, counts)
        });
        Ok(UniqueParts {
            k: values.len(),
            values: Store::host(values),
            index: ints(index),
            inverse: ints(inverse),
            counts: ints(counts),
        })
    }

    fn true_positions(&self, mask: Part, n: usize) -> DResult<(Buf, usize)> {
        let Col::B(m) = values(mask, n) else {
            return Err(DeviceError::Unsupported("a mask of bools".into()));
        };
        let at: Vec<i64> = (0..n as i64).filter(|&i| m[i as usize]).collect();
        let k = at.len();
        Ok((ints(at), k))
    }

    /// A selection per row (NumPy's partition), not a sort: linear time.
    fn median(
        &self,
        src: Part,
        dt: DType,
        (rows, n): (usize, usize),
        skip: bool,
        cd: DType,
    ) -> DResult<Buf> {
        let c = values(src, rows * n);
        super::quantile::median(&c, dt, (rows, n), skip, cd).ok_or(DeviceError::Interrupted)
    }

    fn quantile(
        &self,
        sorted: &Buf,
        dt: DType,
        rows_n: (usize, usize),
        plan: &[f64],
        dts: (DType, DType, DType),
        picks: bool,
    ) -> DResult<(Buf, DType)> {
        Ok(super::quantile::quantile(
            &sorted.borrow(),
            dt,
            rows_n,
            plan,
            dts,
            picks,
        ))
    }
}

/// Why a search walk ended early.
enum Walk {
    /// It read a sorter index out of range (NumPy's ValueError).
    BadSorter,
    /// Ctrl-C.
    Stopped,
}

/// NumPy's binary search (npy_binsearch), one key after another: each key's bounds start
/// from the previous key's, which decides the answers where `a` is not sorted, and a sorter
/// index out of range fails only where it is read. Ctrl-C is checked every 64K keys.
fn walk<T: Key>(a: &[T], v: &[T], right: bool, perm: &Option<Vec<i64>>) -> Result<Vec<i64>, Walk> {
    let n = a.len();
    let stop = crate::interrupt::flag();
    let (mut lo, mut hi) = (0, n);
    let Some(&first) = v.first() else {
        return Ok(Vec::new());
    };
    let mut last = first;
    let mut out = Vec::with_capacity(v.len());
    for (k, x) in v.iter().enumerate() {
        if k % (1 << 16) == 0 && crate::interrupt::requested(&stop) {
            return Err(Walk::Stopped);
        }
        // NumPy compares with the side's own order: last <= x for the right side.
        let o = T::ord(&last, x);
        if o == Ordering::Less || (right && o == Ordering::Equal) {
            hi = n;
        } else {
            lo = 0;
            hi = if hi < n { hi + 1 } else { n };
        }
        last = *x;
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            let at = match perm {
                None => mid,
                Some(p) => match usize::try_from(p[mid]) {
                    Ok(i) if i < n => i,
                    _ => return Err(Walk::BadSorter),
                },
            };
            let o = T::ord(&a[at], x);
            if o == Ordering::Less || (right && o == Ordering::Equal) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        out.push(lo as i64);
    }
    Ok(out)
}

type Parts<T> = (Vec<T>, Vec<i64>, Vec<i64>, Vec<i64>);

/// The unique values of `v` in order, by NumPy's `==` (NaNs one value with `equal_nan`);
/// with `positions`, their first positions (a stable argsort finds them), the inverse and
/// the counts, else a plain (stable) sort of `v` in place and those empty. None when Ctrl-C
/// stopped the sort.
fn unique_of<T: Key>(v: &mut Vec<T>, equal_nan: bool, positions: bool) -> Option<Parts<T>> {
    let dup = |p: &T, x: &T| T::same(p, x) || (equal_nan && p.nan() && x.nan());
    if !positions {
        let n = v.len();
        if !sort_rows(v, n) {
            return None;
        }
        let mut s = std::mem::take(v);
        s.dedup_by(|x, p| dup(p, x));
        return Some((s, Vec::new(), Vec::new(), Vec::new()));
    }
    let order = argsort_rows(v, v.len())?;
    let (mut u, mut index, mut counts) = (Vec::new(), Vec::new(), Vec::new());
    let mut inverse = vec![0i64; v.len()];
    for &i in &order {
        let x = v[i as usize];
        if !u.last().is_some_and(|p: &T| dup(p, &x)) {
            u.push(x);
            index.push(i);
            counts.push(0);
        }
        *counts.last_mut().expect("one unique value") += 1;
        inverse[i as usize] = u.len() as i64 - 1;
    }
    Some((u, index, inverse, counts))
}
