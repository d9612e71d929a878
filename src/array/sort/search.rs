//! Searching and sets: searchsorted and unique through the backend's `Orders`; lexsort,
//! unique along an axis, isin and the pieces of the set operations.
use super::sets::at;
use super::{ints, orders_for};
use crate::array::astype;
use crate::array::col::Col;
use crate::array::dtype::{self, DType};
use crate::array::index::{self, Item};
use crate::array::layout::Layout;
use crate::array::ops::Op;
use crate::array::order::{Key, on_col};
use crate::array::rows::{compare_dtype, row_buf_as};
use crate::array::rows::{rows, unrows};
use crate::array::{AResult, ArrErr, Array, ArrayRef};
use crate::lazy::Buf;
use rayon::prelude::*;
use std::cmp::Ordering;

/// Both columns cast to their common dtype.
fn common(a: &Array, b: &Array) -> AResult<(Col, Col, DType)> {
    let dt = dtype::promote(a.dtype, b.dtype);
    Ok((
        a.to_col()?.cast(a.dtype, dt),
        b.to_col()?.cast(b.dtype, dt),
        dt,
    ))
}

fn bisect<T: Key>(n: usize, at: impl Fn(usize) -> T, x: &T, right: bool) -> usize {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let o = T::ord(&at(mid), x);
        if o == Ordering::Less || (right && o == Ordering::Equal) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// `np.searchsorted(a, v, side, sorter)` with `a` 1-d: on the device when all three live
/// there. A sorter with an index out of range takes NumPy's own search (one key after
/// another, each key's bounds from the previous key's), which fails only where it reads
/// such an index.
pub fn searchsorted(
    a: &Array,
    v: &Array,
    right: bool,
    sorter: Option<&Array>,
) -> AResult<ArrayRef> {
    let dt = compare_dtype(dtype::promote(a.dtype, v.dtype));
    let (n, m) = (a.size(), v.size());
    let mut replay = false;
    if let Some(s) = sorter {
        if s.size() != n {
            return Err(ArrErr::Value("sorter.size must equal a.size".into()));
        }
        replay = m > 0 && !index::within(s, n)?;
    }
    let on_device = !a.host && !v.host && sorter.is_none_or(|s| !s.host);
    let k = crate::backend::for_arrays(on_device).orders();
    // Contiguous copies in the search dtype (the arrays themselves when they already are).
    let flat = |x: &Array, d: DType| row_buf_as(x, d, None);
    let (ab, ao) = flat(a, dt)?;
    let (vb, vo) = flat(v, dt)?;
    let sb = sorter.map(|s| flat(s, DType::I64)).transpose()?;
    let search = crate::backend::orders::Search {
        a: (&ab, ao),
        n,
        sorter: sb.as_ref().map(|(b, o)| (b, *o)),
        v: (&vb, vo),
        m,
        dt,
        right,
    };
    let out = k.search(&search, replay).map_err(ArrErr::from)?;
    if replay {
        // The flag alone comes back to the host.
        let at_flag = Layout {
            offset: m,
            ..Layout::contiguous(&[1])
        };
        let flag = Array::view(out.clone(), at_flag, DType::I64, a.host);
        if flag.to_col()?.get_c(0).0 != 0.0 {
            return Err(ArrErr::Value("Sorter index out of range.".into()));
        }
    }
    Ok(Array::view(
        out,
        Layout::contiguous(&v.shape),
        DType::I64,
        a.host,
    ))
}

/// `np.lexsort`: indices sorting by the last key, then the one before, ... (stable).
pub fn lexsort(keys: &[ArrayRef], axis: usize) -> AResult<ArrayRef> {
    let shape = keys[0].shape.clone();
    if keys.iter().any(|k| k.shape != shape) {
        return Err(ArrErr::Value("all keys need to be the same shape".into()));
    }
    if keys.iter().all(|k| !k.host) {
        return super::by_keys::lexsort(keys, axis);
    }
    let row = shape[axis];
    let n = keys[0].size();
    let mut idx: Vec<i64> = (0..n).map(|i| (i % row.max(1)) as i64).collect();
    // Least significant key first: each stable pass keeps the order of the previous ones.
    for k in keys {
        let c = rows(k, axis)?;
        on_col!(&c, v => {
            if row > 0 {
                idx.par_chunks_mut(row).zip(v.par_chunks(row)).for_each(|(ix, r)| {
                    ix.sort_by(|&i, &j| Key::ord(&r[i as usize], &r[j as usize]));
                });
            }
        });
    }
    unrows(Col::I(idx), DType::I64, &shape, axis, keys[0].host)
}

/// `np.unique` of the flattened array with everything it can return.
pub struct Unique {
    pub values: ArrayRef,
    pub index: ArrayRef,
    pub inverse: ArrayRef,
    pub counts: ArrayRef,
}

pub fn unique(a: &Array, equal_nan: bool) -> AResult<Unique> {
    unique_parts(a, equal_nan, true)
}

/// `np.unique(a)` when only the values are asked for: a sort of the values alone (no
/// positions).
pub fn unique_values(a: &Array, equal_nan: bool) -> AResult<ArrayRef> {
    Ok(unique_parts(a, equal_nan, false)?.values)
}

/// `unique` through the backend's `Orders`; without `positions`, the values alone (the
/// other parts empty). Complex device arrays are sorted by their parts on every backend
/// (sets.rs: the GPU sorts real values only), so CI runs the GPU's way.
fn unique_parts(a: &Array, equal_nan: bool, positions: bool) -> AResult<Unique> {
    let n = a.size();
    let host = a.host;
    if n == 0 {
        let none = |shape: &[usize]| ints(Vec::new(), shape.to_vec(), host);
        return Ok(Unique {
            values: Array::from_col(
                Col::zeros(a.dtype, 0).expect("empty"),
                a.dtype,
                vec![0],
                host,
            ),
            index: none(&[0]),
            inverse: none(&a.shape),
            counts: none(&[0]),
        });
    }
    if !host && a.dtype.is_complex() {
        return super::sets::unique(a, equal_nan);
    }
    let dt = compare_dtype(a.dtype);
    let k = orders_for(a, |k| k.sortable(dt, n));
    let (buf, off) = row_buf_as(a, dt, None)?;
    let u = k
        .unique((&buf, off), dt, n, equal_nan, positions)
        .map_err(ArrErr::from)?;
    let view =
        |b: Buf, d: DType, shape: &[usize]| Array::view(b, Layout::contiguous(shape), d, host);
    let mut values = view(u.values, dt, &[u.k]);
    if dt != a.dtype {
        values = astype(&values, a.dtype)?;
    }
    // Without positions the other parts are empty.
    let part = |b: Buf, shape: &[usize]| view(b, DType::I64, if positions { shape } else { &[0] });
    Ok(Unique {
        values,
        index: part(u.index, &[u.k]),
        inverse: part(u.inverse, &a.shape),
        counts: part(u.counts, &[u.k]),
    })
}

/// `np.unique(a, axis=ax)`: the distinct slices along `ax`, compared as NumPy does (each
/// slice a row of its elements in C order, rows ordered lexicographically), with their
/// first positions, the inverse (one per slice) and counts.
pub fn unique_axis(a: &Array, ax: usize) -> AResult<Unique> {
    if !a.host && a.shape[ax] > 0 {
        return super::sets::unique_axis(a, ax);
    }
    let nd = a.ndim();
    let perm: Vec<usize> = std::iter::once(ax)
        .chain((0..nd).filter(|&k| k != ax))
        .collect();
    let (buf, lay) = a.ready()?;
    let c = Array::view(buf, lay.permute(&perm), a.dtype, a.host).to_col()?;
    let n = a.shape[ax];
    let w = c.len().checked_div(n).unwrap_or(0);
    let (vals, index, inverse, counts) = on_col!(&c, v => {
        let (u, index, inverse, counts) = unique_rows(v, n, w);
        (Key::into_col(u), index, inverse, counts)
    });
    let k = index.len();
    let mut moved: Vec<usize> = perm.iter().map(|&p| a.shape[p]).collect();
    moved[0] = k;
    let mut back = vec![0; nd];
    for (i, &p) in perm.iter().enumerate() {
        back[p] = i;
    }
    let (b, l) = Array::from_col(vals, a.dtype, moved, a.host).ready()?;
    let t = Array::view(b, l.permute(&back), a.dtype, a.host);
    let shape = t.shape.clone();
    Ok(Unique {
        values: Array::from_col(t.to_col()?, a.dtype, shape, a.host),
        index: ints(index, vec![k], a.host),
        inverse: ints(inverse, vec![n], a.host),
        counts: ints(counts, vec![k], a.host),
    })
}

/// unique over `n` rows of `w` elements: the distinct rows (concatenated) in sorted order;
/// rows are equal by NumPy's `==` (a row holding NaN equals no other).
fn unique_rows<T: Key>(v: &[T], n: usize, w: usize) -> RowParts<T> {
    let row = |i: usize| &v[i * w..(i + 1) * w];
    let cmp = |i: usize, j: usize| {
        row(i)
            .iter()
            .zip(row(j))
            .map(|(x, y)| T::ord(x, y))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&i, &j| cmp(i, j));
    let (mut u, mut index, mut counts) = (Vec::new(), Vec::new(), Vec::<i64>::new());
    let mut inverse = vec![0i64; n];
    let mut last: Option<usize> = None;
    let same = |l: usize, i: usize| row(l).iter().zip(row(i)).all(|(x, y)| T::same(x, y));
    for &i in &order {
        if last.is_none_or(|l| !same(l, i)) {
            u.extend_from_slice(row(i));
            index.push(i as i64);
            counts.push(0);
            last = Some(i);
        }
        *counts.last_mut().expect("one unique row") += 1;
        inverse[i] = index.len() as i64 - 1;
    }
    (u, index, inverse, counts)
}

type RowParts<T> = (Vec<T>, Vec<i64>, Vec<i64>, Vec<i64>);

/// Whether each element of `e` is in `t` (NumPy's `==`, so NaN is never found).
pub fn isin(e: &Array, t: &Array, invert: bool) -> AResult<ArrayRef> {
    let dt = dtype::promote(e.dtype, t.dtype);
    if !e.host && !t.host && t.size() > 0 {
        return device_isin(e, t, dt, invert);
    }
    let (ec, tc, _) = common(e, t)?;
    let found: Vec<bool> = match (&ec, tc) {
        (Col::B(x), Col::B(y)) => member(x, y, invert),
        (Col::I(x), Col::I(y)) => member(x, y, invert),
        (Col::U(x), Col::U(y)) => member(x, y, invert),
        (Col::S(x), Col::S(y)) => member(x, y, invert),
        (Col::F(x), Col::F(y)) => member(x, y, invert),
        (Col::Z(x), Col::Z(y)) => member(x, y, invert),
        (Col::C(x), Col::C(y)) => member(x, y, invert),
        _ => unreachable!("common dtype"),
    };
    Ok(Array::from_col(
        Col::B(found),
        DType::Bool,
        e.shape.clone(),
        e.host,
    ))
}

/// `isin` of device arrays where they are: `t` sorted, each element's searchsorted position
/// (clipped to the last), and a comparison with the value found there.
fn device_isin(e: &Array, t: &Array, dt: DType, invert: bool) -> AResult<ArrayRef> {
    let ee = super::super::astype(e, dt)?;
    let sorted = super::sort(&*super::super::astype(t, dt)?, None)?;
    let pos = searchsorted(&sorted, &ee, false, None)?;
    let last = (t.size() - 1) as i64;
    let last = super::super::constant((last as f64, 0.0), Some(last), DType::I64, false);
    let pos = super::super::binary(Op::Minimum, &pos, &last)?;
    let found = super::super::index::take(&sorted, vec![super::super::index::Item::Known(pos)])?;
    let op = if invert { Op::Ne } else { Op::Eq };
    super::super::binary(op, &found, &ee)
}

fn member<T: Key>(x: &[T], mut t: Vec<T>, invert: bool) -> Vec<bool> {
    t.par_sort_unstable_by(T::ord);
    x.par_iter()
        .map(|v| {
            let i = bisect(t.len(), |i| t[i], v, false);
            (i < t.len() && T::same(&t[i], v)) != invert
        })
        .collect()
}

/// Concatenation of two flattened arrays in their common dtype.
pub fn concat(a: &Array, b: &Array) -> AResult<ArrayRef> {
    let dt = dtype::promote(a.dtype, b.dtype);
    let flat = |x: &Array| super::super::reshaped_copy(x, &[x.size()]);
    super::super::shape::concatenate(&[flat(a)?, flat(b)?], Some(0), dt, "same_kind")
}

/// `np.setdiff1d`: the unique values of `a` not in `b`.
pub fn setdiff(a: &Array, b: &Array) -> AResult<ArrayRef> {
    let u = unique(a, true)?.values;
    let keep = isin(&u, b, true)?;
    index::take(&u, vec![Item::Mask(keep)])
}

/// `np.intersect1d` of the flattened arrays: the sorted values in both (in their common
/// dtype) and the first position of each in `a` and in `b`.
pub fn intersect1d(a: &Array, b: &Array) -> AResult<[ArrayRef; 3]> {
    let dt = dtype::promote(a.dtype, b.dtype);
    let (ua, ub) = (unique(a, true)?, unique(b, true)?);
    let [vals, i, j] = if !a.host && !b.host && ua.values.size() > 0 && ub.values.size() > 0 {
        super::sets::intersect(&ua.values, &ub.values, dt)?
    } else {
        let (i, j) = common_sorted(&ua.values, &ub.values)?;
        let known = |p: Vec<usize>| {
            let n = p.len();
            ints(p.into_iter().map(|k| k as i64).collect(), vec![n], a.host)
        };
        let (i, j) = (known(i), known(j));
        let vals = astype(&*at(&ua.values, &i)?, dt)?;
        [vals, i, j]
    };
    Ok([vals, at(&ua.index, &i)?, at(&ub.index, &j)?])
}

/// Sorted values of `a` (1-d, sorted unique) that are also in `b`: positions in each.
fn common_sorted(a: &Array, b: &Array) -> AResult<(Vec<usize>, Vec<usize>)> {
    let (x, y, _) = common(a, b)?;
    fn walk<T: Key>(x: &[T], y: &[T]) -> (Vec<usize>, Vec<usize>) {
        let (mut i, mut j, mut p, mut q) = (0, 0, Vec::new(), Vec::new());
        while i < x.len() && j < y.len() {
            match T::ord(&x[i], &y[j]) {
                Ordering::Less => i += 1,
                Ordering::Greater => j += 1,
                Ordering::Equal => {
                    if T::same(&x[i], &y[j]) {
                        p.push(i);
                        q.push(j);
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        (p, q)
    }
    Ok(match (&x, &y) {
        (Col::B(x), Col::B(y)) => walk(x, y),
        (Col::I(x), Col::I(y)) => walk(x, y),
        (Col::U(x), Col::U(y)) => walk(x, y),
        (Col::S(x), Col::S(y)) => walk(x, y),
        (Col::F(x), Col::F(y)) => walk(x, y),
        (Col::Z(x), Col::Z(y)) => walk(x, y),
        (Col::C(x), Col::C(y)) => walk(x, y),
        _ => unreachable!("common dtype"),
    })
}
