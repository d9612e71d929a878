//! Sorting, searching and sets on CPU columns: NumPy's orders (NaN last; complex lexicographic,
//! real then imaginary), stable everywhere so index results are deterministic.
use super::col::Col;
use super::dtype::DType;
use super::layout::Layout;
use super::rows::{compare_dtype, from_row_buf, row_buf, row_buf_as, rows, unrows};
use super::{AResult, ArrErr, Array, ArrayRef};
use rayon::prelude::*;
use std::cmp::Ordering;
use std::sync::atomic::AtomicBool;

/// An element type of a column with NumPy's sort order and `==`.
pub trait Key: Copy + Send + Sync + 'static {
    fn ord(a: &Self, b: &Self) -> Ordering;
    /// NumPy's `==` (NaN unequal to itself).
    fn same(a: &Self, b: &Self) -> bool;
    fn nan(&self) -> bool {
        false
    }
    /// NaN replaced by -inf (`hi` false) or +inf, as nanargmax/nanargmin do.
    fn nan_as(self, _hi: bool) -> Self {
        self
    }
    fn nz(&self) -> bool;
    fn into_col(v: Vec<Self>) -> Col;
    /// Significant bits of `rkey` (0: no radix sort for this type).
    const RBITS: u32 = 0;
    /// An unsigned key in the same order as `ord` (equal elements get equal keys).
    fn rkey(&self) -> u64 {
        0
    }
}

macro_rules! plain_key {
    ($t:ty, $lane:ident, $zero:expr, $bits:expr, $key:expr) => {
        impl Key for $t {
            fn ord(a: &Self, b: &Self) -> Ordering {
                a.cmp(b)
            }
            fn same(a: &Self, b: &Self) -> bool {
                a == b
            }
            fn nz(&self) -> bool {
                *self != $zero
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$lane(v)
            }
            const RBITS: u32 = $bits;
            fn rkey(&self) -> u64 {
                $key(self)
            }
        }
    };
}
plain_key!(bool, B, false, 0, |_: &bool| 0);
plain_key!(i64, I, 0, 64, |x: &i64| (*x as u64) ^ (1 << 63));
plain_key!(u64, U, 0, 64, |x: &u64| *x);

macro_rules! float_key {
    ($t:ty, $lane:ident, $zlane:ident, $ut:ty, $nan:expr) => {
        impl Key for $t {
            fn ord(a: &Self, b: &Self) -> Ordering {
                a.partial_cmp(b)
                    .unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
            }
            fn same(a: &Self, b: &Self) -> bool {
                a == b
            }
            fn nan(&self) -> bool {
                self.is_nan()
            }
            fn nan_as(self, hi: bool) -> Self {
                match (self.is_nan(), hi) {
                    (false, _) => self,
                    (true, true) => <$t>::INFINITY,
                    (true, false) => <$t>::NEG_INFINITY,
                }
            }
            fn nz(&self) -> bool {
                *self != 0.0
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$lane(v)
            }
            const RBITS: u32 = <$ut>::BITS;
            /// IEEE bits made monotonic; -0 and 0 share a key, NaNs share the largest.
            fn rkey(&self) -> u64 {
                let b = match *self {
                    x if x.is_nan() => $nan,
                    x if x == 0.0 => 0,
                    x => x.to_bits(),
                };
                let top = 1 << (<$ut>::BITS - 1);
                (if b & top != 0 { !b } else { b | top }) as u64
            }
        }
        impl Key for ($t, $t) {
            fn ord(a: &Self, b: &Self) -> Ordering {
                // NumPy's classes first: R+Rj < R+nanj < nan+Rj < nan+nanj.
                let class = |z: &Self| 2 * z.0.is_nan() as u8 + z.1.is_nan() as u8;
                class(a)
                    .cmp(&class(b))
                    .then_with(|| <$t>::ord(&a.0, &b.0))
                    .then_with(|| <$t>::ord(&a.1, &b.1))
            }
            fn same(a: &Self, b: &Self) -> bool {
                a.0 == b.0 && a.1 == b.1
            }
            fn nan(&self) -> bool {
                self.0.is_nan() || self.1.is_nan()
            }
            fn nan_as(self, hi: bool) -> Self {
                if self.nan() {
                    (<$t>::nan_as(<$t>::NAN, hi), 0.0)
                } else {
                    self
                }
            }
            fn nz(&self) -> bool {
                self.0 != 0.0 || self.1 != 0.0
            }
            fn into_col(v: Vec<Self>) -> Col {
                Col::$zlane(v)
            }
        }
    };
}
float_key!(f32, S, Z, u32, 0x7fc0_0000u32);
float_key!(f64, F, C, u64, 0x7ff8_0000_0000_0000u64);

/// Runs `$e` with `$v` bound to the column's vector, whatever its lane.
macro_rules! on_col {
    ($c:expr, $v:ident => $e:expr) => {
        match $c {
            Col::B($v) => $e,
            Col::I($v) => $e,
            Col::U($v) => $e,
            Col::S($v) => $e,
            Col::F($v) => $e,
            Col::Z($v) => $e,
            Col::C($v) => $e,
        }
    };
}

pub(super) fn ints(v: Vec<i64>, shape: Vec<usize>, host: bool) -> ArrayRef {
    Array::from_col(Col::I(v), DType::I64, shape, host)
}

/// A device array's sort (values, or with `positions` argsort's int64 positions) on the
/// device; `None` where the device cannot (host arrays, complex values, 2^31 elements).
fn device_sort(
    a: &Array,
    axis: Option<usize>,
    shape: &[usize],
    ax: usize,
    positions: bool,
) -> AResult<Option<ArrayRef>> {
    let n = a.size();
    let Some(k) = super::kernels_of(a).filter(|k| k.sortable(a.dtype, n)) else {
        return Ok(None);
    };
    let (buf, off) = row_buf(a, axis, false)?;
    let row = shape.get(ax).copied().unwrap_or(1);
    let out = k
        .sort_rows((&buf, off), a.dtype, n, row, positions)
        .map_err(ArrErr::from)?;
    let dt = if positions { DType::I64 } else { a.dtype };
    from_row_buf(out, dt, shape, ax).map(Some)
}

/// Rows at least this long are radix sorted (stable, linear time).
const RADIX_MIN: usize = 2048;
const DIGIT: u32 = 11;
const BUCKETS: usize = 1 << DIGIT;

/// A destination shared by the threads of one radix pass; each writes disjoint positions.
struct Out<E>(*mut E);
// SAFETY: threads write through it only at the distinct positions their offsets give.
unsafe impl<E: Send> Sync for Out<E> {}

/// Stable LSD radix sort by `key` (11-bit digits: 3 passes for 32-bit keys; a digit equal
/// in all elements is skipped). Long inputs are split into parts, one per thread, each
/// counting and scattering its own elements: parts write disjoint ranges of each bucket.
///
/// Ctrl-C is checked every 64K elements of each pass: false when interrupted (`v` is then in no useful
/// order and the caller raises `KeyboardInterrupt`).
#[must_use]
fn radix<E: Copy + Send + Sync>(v: &mut [E], bits: u32, key: impl Fn(&E) -> u64 + Sync) -> bool {
    let stop = crate::interrupt::flag();
    let stop = stop.as_deref();
    let n = v.len();
    let passes = bits.div_ceil(DIGIT) as usize;
    let parts = if n >= 1 << 16 {
        rayon::current_num_threads().clamp(1, 16)
    } else {
        1
    };
    let chunk = n.div_ceil(parts).max(1);
    let digit = |k: u64, p: usize| ((k >> (DIGIT as usize * p)) as usize) & (BUCKETS - 1);
    // Totals of every digit from one read, so digits equal in all elements are skipped.
    let totals: Vec<[usize; BUCKETS]> = v
        .par_chunks(chunk)
        .map(|c| {
            let mut h = vec![[0usize; BUCKETS]; passes];
            for x in blocks(c, stop) {
                let k = key(x);
                for (p, hp) in h.iter_mut().enumerate() {
                    hp[digit(k, p)] += 1;
                }
            }
            h
        })
        .reduce_with(|mut a, b| {
            for (x, y) in a.iter_mut().zip(b) {
                for (s, t) in x.iter_mut().zip(y) {
                    *s += t;
                }
            }
            a
        })
        .unwrap_or_default();
    if crate::interrupt::is_set(stop) {
        return false;
    }
    let mut other = v.to_vec();
    let mut in_other = false;
    for (p, tot) in totals.iter().enumerate() {
        if tot.contains(&n) {
            continue;
        }
        let src: &[E] = if in_other { &other } else { v };
        // Each part's counts of this digit in the current order.
        let hist: Vec<[usize; BUCKETS]> = src
            .par_chunks(chunk)
            .map(|c| {
                let mut h = [0usize; BUCKETS];
                for x in blocks(c, stop) {
                    h[digit(key(x), p)] += 1;
                }
                h
            })
            .collect();
        // Part c's share of bucket d follows all smaller buckets and earlier parts' share.
        let mut offs = vec![[0usize; BUCKETS]; hist.len()];
        let mut acc = 0;
        for d in 0..BUCKETS {
            for (c, h) in hist.iter().enumerate() {
                offs[c][d] = acc;
                acc += h[d];
            }
        }
        let (src, dst) = if in_other {
            (&other[..], &mut *v)
        } else {
            (&*v, &mut other[..])
        };
        let out = Out(dst.as_mut_ptr());
        let out = &out;
        src.par_chunks(chunk).zip(offs).for_each(|(c, mut off)| {
            for x in blocks(c, stop) {
                let d = digit(key(x), p);
                // SAFETY: the offsets come from counting these same keys, so every position
                // written is below n and written once (by one part, for one element).
                unsafe { out.0.add(off[d]).write(*x) };
                off[d] += 1;
            }
        });
        in_other = !in_other;
        if crate::interrupt::is_set(stop) {
            return false;
        }
    }
    if in_other {
        v.copy_from_slice(&other);
    }
    true
}

/// The elements of `c`, ending early once Ctrl-C is pending (checked every 64K elements).
fn blocks<'a, E>(c: &'a [E], stop: Option<&'a AtomicBool>) -> impl Iterator<Item = &'a E> {
    c.chunks(1 << 16)
        .take_while(move |_| !crate::interrupt::is_set(stop))
        .flatten()
}

/// Monotonic, invertible keys of float32 bits (NaNs made positive so they sort last).
fn key32(x: f32) -> u32 {
    let b = if x.is_nan() {
        x.to_bits() & 0x7fff_ffff
    } else {
        x.to_bits()
    };
    if b & 0x8000_0000 != 0 {
        !b
    } else {
        b | 0x8000_0000
    }
}

fn unkey32(k: u32) -> f32 {
    f32::from_bits(if k & 0x8000_0000 != 0 {
        k & 0x7fff_ffff
    } else {
        !k
    })
}

fn key64(x: f64) -> u64 {
    let b = if x.is_nan() {
        x.to_bits() & !(1 << 63)
    } else {
        x.to_bits()
    };
    if b >> 63 != 0 { !b } else { b | 1 << 63 }
}

fn unkey64(k: u64) -> f64 {
    f64::from_bits(if k >> 63 != 0 { k & !(1 << 63) } else { !k })
}

/// A long float row sorted through plain integer keys (computed once): a parallel pattern-
/// defeating quicksort of the keys, which beat the LSD radix sort by 2-3x on 2^22 float32
/// (its scatters are memory-bound). Unstable, like NumPy's default sort: equal keys are
/// equal bits, so only -0.0/0.0 (equal values) may come in either order, as in NumPy.
/// `None` for rows that are not float; `Some(false)` when Ctrl-C stopped the sort.
fn sort_float_row(c: &mut Col) -> Option<bool> {
    let stop = crate::interrupt::flag();
    let stop = stop.as_deref();
    let sorted = match c {
        Col::S(v) => {
            // SAFETY: f32 and u32 have the same size and alignment; every bit pattern is valid.
            let k: &mut [u32] =
                unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr().cast(), v.len()) };
            k.par_iter_mut()
                .for_each(|b| *b = key32(f32::from_bits(*b)));
            let sorted = if simd::available() {
                simd::sort_u32(k, stop)
            } else {
                until_stopped(|| k.par_sort_unstable_by(stoppable(stop, u32::cmp)))
            };
            // An interrupted sort's values are dropped: no need to turn them back.
            if sorted {
                k.par_iter_mut().for_each(|b| *b = unkey32(*b).to_bits());
            }
            sorted
        }
        Col::F(v) => {
            // SAFETY: as above, for f64 and u64.
            let k: &mut [u64] =
                unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr().cast(), v.len()) };
            k.par_iter_mut()
                .for_each(|b| *b = key64(f64::from_bits(*b)));
            let sorted = until_stopped(|| k.par_sort_unstable_by(stoppable(stop, u64::cmp)));
            if sorted {
                k.par_iter_mut().for_each(|b| *b = unkey64(*b).to_bits());
            }
            sorted
        }
        _ => return None,
    };
    Some(sorted)
}

/// Why a library sort unwound (`stoppable`): Ctrl-C, not a bug.
struct SortStopped;

/// `cmp`, unwinding (without the panic hook: `resume_unwind`) once Ctrl-C is pending, so a
/// library sort ends at its next comparison on every thread; `until_stopped` catches it. The
/// slice is left a permutation of its values (Rust's sorts are unwind-safe).
fn stoppable<T>(
    stop: Option<&AtomicBool>,
    cmp: impl Fn(&T, &T) -> Ordering + Sync,
) -> impl Fn(&T, &T) -> Ordering + Sync {
    move |a, b| {
        if crate::interrupt::is_set(stop) {
            std::panic::resume_unwind(Box::new(SortStopped));
        }
        cmp(a, b)
    }
}

/// Runs a sort whose comparator is `stoppable`: false when Ctrl-C stopped it.
fn until_stopped(sort: impl FnOnce()) -> bool {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(sort)) {
        Ok(()) => true,
        Err(p) if p.is::<SortStopped>() => false,
        Err(p) => std::panic::resume_unwind(p),
    }
}

/// Sorts one row; false when Ctrl-C stopped it.
#[must_use]
fn sort_row<T: Key>(r: &mut [T]) -> bool {
    if T::RBITS > 0 && r.len() >= RADIX_MIN {
        radix(r, T::RBITS, T::rkey)
    } else {
        r.sort_by(T::ord);
        true
    }
}

/// Sorts rows of `row` elements, checking Ctrl-C before each row (and each radix pass);
/// false when interrupted.
#[must_use]
fn sort_rows<T: Key>(v: &mut [T], row: usize) -> bool {
    if row < 2 {
        true
    } else if v.len() == row {
        if T::RBITS > 0 && row >= RADIX_MIN {
            radix(v, T::RBITS, T::rkey)
        } else {
            v.par_sort_by(T::ord);
            true
        }
    } else {
        let stop = crate::interrupt::flag();
        v.par_chunks_mut(row)
            .all(|r| !crate::interrupt::requested(&stop) && sort_row(r))
    }
}

/// Stable argsort of one row, written into `out`: sorting (value, index) pairs is equivalent
/// to a stable sort and stays cache-friendly.
/// False when Ctrl-C stopped it (`out` is then no order).
#[must_use]
pub(super) fn argsort_row<T: Key>(v: &[T], out: &mut [i64], par: bool) -> bool {
    if T::RBITS > 0 && v.len() >= RADIX_MIN && v.len() <= u32::MAX as usize {
        let mut p: Vec<(T, u32)> = if par {
            v.par_iter().copied().zip(0..v.len() as u32).collect()
        } else {
            v.iter().copied().zip(0..).collect()
        };
        if !radix(&mut p, T::RBITS, |e| e.0.rkey()) {
            return false;
        }
        if par {
            out.par_iter_mut()
                .zip(p)
                .for_each(|(o, (_, i))| *o = i as i64);
        } else {
            for (o, (_, i)) in out.iter_mut().zip(p) {
                *o = i as i64;
            }
        }
        return true;
    }
    let mut p: Vec<(T, i64)> = v.iter().copied().zip(0..).collect();
    let stop = crate::interrupt::flag();
    let cmp = stoppable(stop.as_deref(), |a: &(T, i64), b: &(T, i64)| {
        T::ord(&a.0, &b.0).then(a.1.cmp(&b.1))
    });
    let sorted = until_stopped(|| {
        if par {
            p.par_sort_unstable_by(cmp);
        } else {
            p.sort_unstable_by(cmp);
        }
    });
    if !sorted {
        return false;
    }
    for (o, (_, i)) in out.iter_mut().zip(p) {
        *o = i;
    }
    true
}

/// The positions sorting each row; None when Ctrl-C stopped it.
fn argsort_rows<T: Key>(v: &[T], row: usize) -> Option<Vec<i64>> {
    let mut out = vec![0i64; v.len()];
    let done = if row == 0 {
        true
    } else if v.len() == row {
        argsort_row(v, &mut out, true)
    } else {
        let stop = crate::interrupt::flag();
        out.par_chunks_mut(row)
            .zip(v.par_chunks(row))
            .all(|(o, r)| !crate::interrupt::requested(&stop) && argsort_row(r, o, false))
    };
    done.then_some(out)
}

/// `np.sort(a, axis)`; `None` sorts the flattened array.
pub fn sort(a: &Array, axis: Option<usize>) -> AResult<ArrayRef> {
    let (ax, shape) = match axis {
        Some(k) => (k, a.shape.clone()),
        None => (0, vec![a.size()]),
    };
    if let Some(out) = device_sort(a, axis, &shape, ax, false)? {
        return Ok(out);
    }
    if let Some(order) = by_keys::argsort_complex(a, axis)? {
        let a = match axis {
            Some(_) => Array::pending(a.node(), a.host),
            None => super::reshaped_copy(a, &shape)?,
        };
        return by_keys::along(&a, &order, ax);
    }
    let mut c = if axis.is_some() {
        rows(a, ax)?
    } else {
        a.to_col()?
    };
    let row = shape.get(ax).copied().unwrap_or(1);
    let one_long_row = row == c.len() && row >= RADIX_MIN;
    // A long float row through its keys, else row by row (false when Ctrl-C stopped it).
    let sorted = match one_long_row.then(|| sort_float_row(&mut c)).flatten() {
        Some(sorted) => sorted,
        None => on_col!(&mut c, v => sort_rows(v, row)),
    };
    if !sorted {
        return Err(ArrErr::Interrupted);
    }
    unrows(c, a.dtype, &shape, ax, a.host)
}

/// `np.argsort(a, axis)` (stable); `None` sorts the flattened array.
pub fn argsort(a: &Array, axis: Option<usize>) -> AResult<ArrayRef> {
    let (ax, shape) = match axis {
        Some(k) => (k, a.shape.clone()),
        None => (0, vec![a.size()]),
    };
    if let Some(out) = device_sort(a, axis, &shape, ax, true)? {
        return Ok(out);
    }
    if let Some(order) = by_keys::argsort_complex(a, axis)? {
        return Ok(order);
    }
    let c = if axis.is_some() {
        rows(a, ax)?
    } else {
        a.to_col()?
    };
    let row = shape.get(ax).copied().unwrap_or(1);
    let idx = on_col!(&c, v => argsort_rows(v, row)).ok_or(ArrErr::Interrupted)?;
    unrows(Col::I(idx), DType::I64, &shape, ax, a.host)
}

/// kth values normalised against an axis of length `n`, or NumPy's error.
pub fn check_kth(kth: &[i64], n: usize) -> AResult<()> {
    // NumPy partitions an empty axis whatever kth is (there is nothing to move).
    if n == 0 {
        return Ok(());
    }
    for &k in kth {
        let j = if k < 0 { k + n as i64 } else { k };
        if j < 0 || j >= n as i64 {
            return Err(ArrErr::Value(format!("kth(={j}) out of bounds ({n})")));
        }
    }
    Ok(())
}

fn arg_row<T: Key>(r: &[T], max: bool, skip_nan: bool) -> i64 {
    let mut best = 0;
    let val = |x: T| if skip_nan { x.nan_as(!max) } else { x };
    let mut b = val(r[0]);
    for (i, &x) in r.iter().enumerate() {
        let x = val(x);
        if !skip_nan && x.nan() {
            return i as i64;
        }
        let better = match T::ord(&x, &b) {
            Ordering::Greater => max,
            Ordering::Less => !max,
            Ordering::Equal => false,
        };
        if better {
            best = i;
            b = x;
        }
    }
    best as i64
}

/// argmin/argmax (and the nan- variants) along `axis`, or of the flattened array.
pub fn arg_extreme(
    a: &Array,
    axis: Option<usize>,
    max: bool,
    skip_nan: bool,
    keepdims: bool,
) -> AResult<ArrayRef> {
    let name = if max { "argmax" } else { "argmin" };
    let row = axis.map_or(a.size(), |k| a.shape[k]);
    if row == 0 && kept_size(a, axis) > 0 {
        return Err(ArrErr::Value(format!(
            "attempt to get {name} of an empty sequence"
        )));
    }
    let shape: Vec<usize> = match (axis, keepdims) {
        (None, false) => vec![],
        (None, true) => vec![1; a.ndim()],
        (Some(k), true) => (0..a.ndim())
            .map(|i| if i == k { 1 } else { a.shape[i] })
            .collect(),
        (Some(k), false) => (0..a.ndim())
            .filter(|&i| i != k)
            .map(|i| a.shape[i])
            .collect(),
    };
    let nrows = kept_size(a, axis);
    let dt = compare_dtype(a.dtype);
    if row > 0
        && let Some(k) = super::kernels_of(a).filter(|k| k.arg_extreme_supported(dt))
    {
        let (buf, off) = row_buf_as(a, dt, axis)?;
        let out = k
            .arg_extreme((&buf, off), dt, (nrows, row), max, skip_nan)
            .map_err(ArrErr::from)?;
        let r = Array::view(out, Layout::contiguous(&shape), DType::I64, false);
        // All-NaN rows (skipped NaNs) come back as -1: NumPy's error (the check waits for them).
        if skip_nan && !super::index::within(&r, usize::MAX >> 1)? {
            return Err(ArrErr::Value("All-NaN slice encountered".into()));
        }
        return Ok(r);
    }
    let (c, row) = match axis {
        Some(k) => (rows(a, k)?, a.shape[k]),
        None => (a.to_col()?, a.size()),
    };
    if skip_nan && row > 0 {
        let all_nan = on_col!(&c, v => v.chunks(row).any(|r| r.iter().all(|x| x.nan())));
        if all_nan {
            return Err(ArrErr::Value("All-NaN slice encountered".into()));
        }
    }
    let out: Vec<i64> = if row == 0 {
        Vec::new()
    } else {
        on_col!(&c, v => v.par_chunks(row).map(|r| arg_row(r, max, skip_nan)).collect())
    };
    Ok(ints(out, shape, a.host))
}

/// The number of results of a reduction along `axis`.
fn kept_size(a: &Array, axis: Option<usize>) -> usize {
    match axis {
        None => 1,
        Some(k) => (0..a.ndim())
            .filter(|&i| i != k)
            .map(|i| a.shape[i])
            .product(),
    }
}

/// Flat (C order) positions of the nonzero elements.
fn flat_nonzero(a: &Array) -> AResult<Vec<usize>> {
    let c = a.to_col()?;
    Ok(on_col!(&c, v => v.iter().enumerate().filter(|(_, x)| x.nz()).map(|(i, _)| i).collect()))
}

/// The flat positions of a device array's nonzero elements, compacted on the device (the
/// count is a sync, as the result's length must be known); `None` for host arrays.
fn device_flat_nonzero(a: &Array) -> AResult<Option<ArrayRef>> {
    let Some(k) = super::kernels_of(a) else {
        return Ok(None);
    };
    let (mbuf, moff) = match a.dtype {
        DType::Bool => row_buf(a, None, false)?,
        dt => {
            let zero = super::constant((0.0, 0.0), Some(0), dt, false);
            row_buf(&*super::binary(super::ops::Op::Ne, a, &zero)?, None, false)?
        }
    };
    let (buf, n) = k
        .true_positions((&mbuf, moff), a.size())
        .map_err(ArrErr::from)?;
    Ok(Some(Array::view(
        buf,
        Layout::contiguous(&[n]),
        DType::I64,
        false,
    )))
}

/// `np.flatnonzero`.
pub fn flatnonzero(a: &Array) -> AResult<ArrayRef> {
    if let Some(f) = device_flat_nonzero(a)? {
        return Ok(f);
    }
    let f = flat_nonzero(a)?;
    let n = f.len();
    Ok(ints(
        f.into_iter().map(|i| i as i64).collect(),
        vec![n],
        a.host,
    ))
}

/// Coordinate `axis` of flat C-order positions in `shape`: `flat // span % len`, lazily.
fn coordinate(flat: &ArrayRef, shape: &[usize], axis: usize) -> AResult<ArrayRef> {
    let c = |v: usize| super::int64(v as i64, flat.host);
    let span: usize = shape[axis + 1..].iter().product();
    let mut x = flat.clone();
    if span > 1 {
        x = super::binary(super::ops::Op::FloorDiv, &x, &c(span))?;
    }
    if axis > 0 {
        x = super::binary(super::ops::Op::Mod, &x, &c(shape[axis].max(1)))?;
    }
    Ok(x)
}

/// The multi-indices of the nonzero elements: (count, one index vector per axis).
fn nz_coords(a: &Array) -> AResult<(usize, Vec<Vec<i64>>)> {
    let f = flat_nonzero(a)?;
    let mut out = vec![Vec::with_capacity(f.len()); a.ndim()];
    for &p in &f {
        let mut rem = p;
        for k in (0..a.ndim()).rev() {
            let d = a.shape[k].max(1);
            out[k].push((rem % d) as i64);
            rem /= d;
        }
    }
    Ok((f.len(), out))
}

/// `np.nonzero` of an array of at least one dimension.
pub fn nonzero(a: &Array) -> AResult<Vec<ArrayRef>> {
    if let Some(flat) = device_flat_nonzero(a)? {
        return (0..a.ndim())
            .map(|k| coordinate(&flat, &a.shape, k))
            .collect();
    }
    let (n, coords) = nz_coords(a)?;
    Ok(coords
        .into_iter()
        .map(|v| ints(v, vec![n], a.host))
        .collect())
}

/// `np.argwhere`: one row of indices per nonzero element (0-d input: 0 columns).
pub fn argwhere(a: &Array) -> AResult<ArrayRef> {
    if a.ndim() > 0
        && let Some(flat) = device_flat_nonzero(a)?
    {
        // Row i, column k: coordinate k of flat[i] (the positions seen as an (n, 1) column).
        let n = flat.size();
        let nd = a.ndim();
        let (buf, lay) = flat.ready()?;
        let col = Layout {
            shape: vec![n, nd],
            strides: vec![1, 0],
            offset: lay.offset,
        };
        let flat = Array::view(buf, col, DType::I64, false);
        let spans: Vec<i64> = (0..nd)
            .map(|k| a.shape[k + 1..].iter().product::<usize>() as i64)
            .collect();
        let lens: Vec<i64> = a.shape.iter().map(|&d| d.max(1) as i64).collect();
        let spans = ints(spans, vec![nd], false);
        let lens = ints(lens, vec![nd], false);
        let q = super::binary(super::ops::Op::FloorDiv, &flat, &spans)?;
        return super::binary(super::ops::Op::Mod, &q, &lens);
    }
    let (n, coords) = nz_coords(a)?;
    let nd = a.ndim();
    let mut out = Vec::with_capacity(n * nd);
    for i in 0..n {
        out.extend(coords.iter().map(|c| c[i]));
    }
    Ok(ints(out, vec![n, nd], a.host))
}

// Sorts by several keys on the device (lexsort, complex) beside.
mod by_keys;
mod simd;
// Searching and sets live beside: searchsorted, lexsort, unique, isin, set operations.
mod search;
mod sets;
pub(crate) use by_keys::along;
pub use search::*;
pub use sets::occurrence_rounds;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_keys_order_and_invert() {
        let xs = [
            f32::NEG_INFINITY,
            -2.5,
            -1e-40,
            -0.0,
            0.0,
            1e-40,
            3.0,
            f32::INFINITY,
        ];
        let ks: Vec<u32> = xs.iter().map(|&x| key32(x)).collect();
        assert!(ks.windows(2).all(|w| w[0] < w[1]));
        assert!(
            xs.iter()
                .all(|&x| unkey32(key32(x)).to_bits() == x.to_bits())
        );
        // Every NaN (either sign) sorts after +inf.
        assert!(key32(f32::NAN) > key32(f32::INFINITY) && key32(-f32::NAN) > key32(f32::INFINITY));
        let ys = [f64::NEG_INFINITY, -1.0, -0.0, 0.0, 2.0, f64::INFINITY];
        let ks: Vec<u64> = ys.iter().map(|&x| key64(x)).collect();
        assert!(ks.windows(2).all(|w| w[0] < w[1]));
        assert!(
            ys.iter()
                .all(|&x| unkey64(key64(x)).to_bits() == x.to_bits())
        );
        assert!(key64(-f64::NAN) > key64(f64::INFINITY));
    }
}
