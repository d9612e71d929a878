//! The CPU's sorts: stable LSD radix sorts of integer keys for long rows, an AVX-512
//! quicksort (`simd`) or a parallel pattern-defeating quicksort of float keys for one long
//! row, the standard sorts otherwise; every one stops at Ctrl-C.
use crate::array::col::Col;
use crate::array::order::Key;
use rayon::prelude::*;
use std::cmp::Ordering;
use std::sync::atomic::AtomicBool;

mod simd;

/// Rows at least this long are radix sorted (stable, linear time).
pub(super) const RADIX_MIN: usize = 2048;
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

/// Elements per Ctrl-C check in the loops below.
const BLOCK: usize = 1 << 16;

/// `f` on every element of `v`, in parallel blocks of 64K, skipping the blocks left once Ctrl-C
/// is pending: false when interrupted (`v` is then partly mapped). Keeps the passes before
/// and after a long sort as prompt to stop as the sort itself.
#[must_use]
fn map_blocks<E: Send>(v: &mut [E], stop: Option<&AtomicBool>, f: impl Fn(&mut E) + Sync) -> bool {
    v.par_chunks_mut(BLOCK).for_each(|c| {
        if !crate::interrupt::is_set(stop) {
            c.iter_mut().for_each(&f);
        }
    });
    !crate::interrupt::is_set(stop)
}

/// `out[i] = f(i, src[i])` in parallel blocks of 64K, stopping like `map_blocks`.
#[must_use]
fn fill_blocks<S: Sync, E: Send>(
    out: &mut [E],
    src: &[S],
    stop: Option<&AtomicBool>,
    f: impl Fn(usize, &S) -> E + Sync,
) -> bool {
    out.par_chunks_mut(BLOCK)
        .zip(src.par_chunks(BLOCK))
        .enumerate()
        .for_each(|(b, (o, s))| {
            if !crate::interrupt::is_set(stop) {
                for (i, (o, s)) in o.iter_mut().zip(s).enumerate() {
                    *o = f(b * BLOCK + i, s);
                }
            }
        });
    !crate::interrupt::is_set(stop)
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
pub(super) fn sort_float_row(c: &mut Col) -> Option<bool> {
    let stop = crate::interrupt::flag();
    let stop = stop.as_deref();
    let sorted = match c {
        Col::S(v) => {
            // SAFETY: f32 and u32 have the same size and alignment; every bit pattern is valid.
            let k: &mut [u32] =
                unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr().cast(), v.len()) };
            if !map_blocks(k, stop, |b| *b = key32(f32::from_bits(*b))) {
                return Some(false);
            }
            let sorted = if simd::available() {
                simd::sort_u32(k, stop)
            } else {
                until_stopped(|| k.par_sort_unstable_by(stoppable(stop, u32::cmp)))
            };
            // An interrupted sort's values are dropped: no need to turn them back.
            sorted && map_blocks(k, stop, |b| *b = unkey32(*b).to_bits())
        }
        Col::F(v) => {
            // SAFETY: as above, for f64 and u64.
            let k: &mut [u64] =
                unsafe { std::slice::from_raw_parts_mut(v.as_mut_ptr().cast(), v.len()) };
            if !map_blocks(k, stop, |b| *b = key64(f64::from_bits(*b))) {
                return Some(false);
            }
            let sorted = until_stopped(|| k.par_sort_unstable_by(stoppable(stop, u64::cmp)));
            sorted && map_blocks(k, stop, |b| *b = unkey64(*b).to_bits())
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
pub(super) fn sort_rows<T: Key>(v: &mut [T], row: usize) -> bool {
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
fn argsort_row<T: Key>(v: &[T], out: &mut [i64], par: bool) -> bool {
    if T::RBITS > 0 && v.len() >= RADIX_MIN && v.len() <= u32::MAX as usize {
        let stop = crate::interrupt::flag();
        let stop = stop.as_deref();
        let mut p: Vec<(T, u32)> = if par {
            let mut p = Vec::with_capacity(v.len());
            let filled = fill_blocks(&mut p.spare_capacity_mut()[..v.len()], v, stop, |i, &x| {
                std::mem::MaybeUninit::new((x, i as u32))
            });
            if !filled {
                return false;
            }
            // SAFETY: fill_blocks wrote all v.len() elements (it was not interrupted).
            unsafe { p.set_len(v.len()) };
            p
        } else {
            v.iter().copied().zip(0..).collect()
        };
        if !radix(&mut p, T::RBITS, |e| e.0.rkey()) {
            return false;
        }
        if par {
            return fill_blocks(out, &p, stop, |_, &(_, i)| i as i64);
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
pub(super) fn argsort_rows<T: Key>(v: &[T], row: usize) -> Option<Vec<i64>> {
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

pub(super) fn arg_row<T: Key>(r: &[T], max: bool, skip_nan: bool) -> i64 {
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
