//! `list.sort` and `sorted` as CPython 3.11+ sorts: timsort (runs found and extended by binary
//! insertion, merged with galloping) with powersort's merge order, calling only `<`. The
//! same comparisons in the same order give CPython's result even where `<` is not a total
//! order (NaN, objects whose `__lt__` is inconsistent), and never a panic; an error from `<`
//! stops the sort. The algorithm follows CPython's `Objects/listsort.txt`.
use crate::interp::error::RtResult;

const MIN_GALLOP: usize = 7;

/// Sorts `v` in place, stably, by `lt` (Python's `<` between two items).
pub fn sort<T: Copy, F: FnMut(T, T) -> RtResult<bool>>(v: &mut [T], lt: F) -> RtResult<()> {
    let n = v.len();
    if n < 2 {
        return Ok(());
    }
    let mut s = Merge {
        lt,
        min_gallop: MIN_GALLOP,
        tmp: Vec::new(),
        runs: Vec::new(),
        len: n,
    };
    let minrun = min_run(n);
    let mut lo = 0;
    while lo < n {
        let (mut len, descending) = s.count_run(v, lo, n)?;
        if descending {
            v[lo..lo + len].reverse();
        }
        if len < minrun {
            let force = (n - lo).min(minrun);
            s.binary_sort(&mut v[lo..lo + force], len)?;
            len = force;
        }
        s.found_new_run(v, lo, len)?;
        s.runs.push(Run {
            base: lo,
            len,
            power: 0,
        });
        lo += len;
    }
    // Merge what is left, the smaller neighbour first.
    while s.runs.len() > 1 {
        let mut k = s.runs.len() - 2;
        if k > 0 && s.runs[k - 1].len < s.runs[k + 1].len {
            k -= 1;
        }
        s.merge_at(v, k)?;
    }
    Ok(())
}

/// The run length below which runs are extended: n itself under 64, else between 32 and 64
/// so that n / minrun is a power of two or just under one.
fn min_run(mut n: usize) -> usize {
    let mut r = 0;
    while n >= 64 {
        r |= n & 1;
        n >>= 1;
    }
    n + r
}

#[derive(Clone, Copy)]
struct Run {
    base: usize,
    len: usize,
    /// Powersort's power of the boundary between this run and the next one.
    power: u32,
}

struct Merge<T, F> {
    lt: F,
    min_gallop: usize,
    tmp: Vec<T>,
    runs: Vec<Run>,
    len: usize,
}

/// Powersort's power of the boundary between the runs `[s1, s1+n1)` and `[s1+n1, s1+n1+n2)`
/// in a list of `n`: the first bit where the binary fractions of their midpoints differ.
fn power(s1: usize, n1: usize, n2: usize, n: usize) -> u32 {
    let (mut a, mut b) = (2 * s1 + n1, 2 * s1 + 2 * n1 + n2);
    let mut result = 0;
    loop {
        result += 1;
        if a >= n {
            a -= n;
            b -= n;
        } else if b >= n {
            return result;
        }
        a <<= 1;
        b <<= 1;
    }
}

impl<T: Copy, F: FnMut(T, T) -> RtResult<bool>> Merge<T, F> {
    fn lt(&mut self, a: T, b: T) -> RtResult<bool> {
        (self.lt)(a, b)
    }

    /// The run starting at `lo`: its length and whether it strictly descends.
    fn count_run(&mut self, v: &[T], lo: usize, hi: usize) -> RtResult<(usize, bool)> {
        if lo + 1 == hi {
            return Ok((1, false));
        }
        let mut n = 2;
        let descending = self.lt(v[lo + 1], v[lo])?;
        let mut i = lo + 2;
        while i < hi {
            let down = self.lt(v[i], v[i - 1])?;
            if down != descending {
                break;
            }
            i += 1;
            n += 1;
        }
        Ok((n, descending))
    }

    /// Insertion sort of `v`, whose first `start` items are sorted already.
    fn binary_sort(&mut self, v: &mut [T], start: usize) -> RtResult<()> {
        for i in start.max(1)..v.len() {
            let pivot = v[i];
            let (mut l, mut r) = (0, i);
            while l < r {
                let p = l + ((r - l) >> 1);
                if self.lt(pivot, v[p])? {
                    r = p;
                } else {
                    l = p + 1;
                }
            }
            v.copy_within(l..i, l + 1);
            v[l] = pivot;
        }
        Ok(())
    }

    /// Merges pending runs as powersort orders them, before a new run of `n2` at `base` is
    /// pushed.
    fn found_new_run(&mut self, v: &mut [T], base: usize, n2: usize) -> RtResult<()> {
        let Some(top) = self.runs.last() else {
            return Ok(());
        };
        let p = power(top.base, top.len, n2, self.len);
        debug_assert_eq!(top.base + top.len, base);
        while self.runs.len() > 1 && self.runs[self.runs.len() - 2].power > p {
            let k = self.runs.len() - 2;
            self.merge_at(v, k)?;
        }
        if let Some(top) = self.runs.last_mut() {
            top.power = p;
        }
        Ok(())
    }

    /// Merges runs `k` and `k + 1`.
    fn merge_at(&mut self, v: &mut [T], k: usize) -> RtResult<()> {
        let (a, b) = (self.runs[k], self.runs[k + 1]);
        self.runs[k].len = a.len + b.len;
        self.runs.remove(k + 1);
        // Items of a already in place before b's first, and of b after a's last.
        let skip = self.gallop_right(v[b.base], &v[a.base..a.base + a.len], 0)?;
        let (base_a, na) = (a.base + skip, a.len - skip);
        if na == 0 {
            return Ok(());
        }
        let nb = self.gallop_left(v[base_a + na - 1], &v[b.base..b.base + b.len], b.len - 1)?;
        if nb == 0 {
            return Ok(());
        }
        let span = &mut v[base_a..b.base + nb];
        if na <= nb {
            self.merge_lo(span, na)
        } else {
            self.merge_hi(span, na)
        }
    }

    /// Where `key` goes in sorted `a`: before every item equal to it. `hint` is where to
    /// start looking.
    fn gallop_left(&mut self, key: T, a: &[T], hint: usize) -> RtResult<usize> {
        let n = a.len();
        let (mut last, mut ofs);
        if self.lt(a[hint], key)? {
            // a[hint] < key: gallop right until a[hint + last] < key <= a[hint + ofs].
            let max = n - hint;
            (last, ofs) = (0, 1);
            while ofs < max && self.lt(a[hint + ofs], key)? {
                last = ofs;
                ofs = (ofs << 1) + 1;
            }
            ofs = ofs.min(max);
            (last, ofs) = (last + hint, ofs + hint);
        } else {
            // key <= a[hint]: gallop left until a[hint - ofs] < key <= a[hint - last].
            let max = hint + 1;
            (last, ofs) = (0, 1);
            while ofs < max && !self.lt(a[hint - ofs], key)? {
                last = ofs;
                ofs = (ofs << 1) + 1;
            }
            ofs = ofs.min(max);
            (last, ofs) = ((hint as isize - ofs as isize) as usize, hint - last);
            // `last` may be -1 (as a wrapped usize) here; the +1 below brings it back.
        }
        let mut lo = last.wrapping_add(1);
        while lo < ofs {
            let m = lo + ((ofs - lo) >> 1);
            if self.lt(a[m], key)? {
                lo = m + 1;
            } else {
                ofs = m;
            }
        }
        Ok(ofs)
    }

    /// Where `key` goes in sorted `a`: after every item equal to it.
    fn gallop_right(&mut self, key: T, a: &[T], hint: usize) -> RtResult<usize> {
        let n = a.len();
        let (mut last, mut ofs);
        if self.lt(key, a[hint])? {
            // key < a[hint]: gallop left until a[hint - ofs] <= key < a[hint - last].
            let max = hint + 1;
            (last, ofs) = (0, 1);
            while ofs < max && self.lt(key, a[hint - ofs])? {
                last = ofs;
                ofs = (ofs << 1) + 1;
            }
            ofs = ofs.min(max);
            (last, ofs) = ((hint as isize - ofs as isize) as usize, hint - last);
        } else {
            // a[hint] <= key: gallop right until a[hint + last] <= key < a[hint + ofs].
            let max = n - hint;
            (last, ofs) = (0, 1);
            while ofs < max && !self.lt(key, a[hint + ofs])? {
                last = ofs;
                ofs = (ofs << 1) + 1;
            }
            ofs = ofs.min(max);
            (last, ofs) = (last + hint, ofs + hint);
        }
        let mut lo = last.wrapping_add(1);
        while lo < ofs {
            let m = lo + ((ofs - lo) >> 1);
            if self.lt(key, a[m])? {
                ofs = m;
            } else {
                lo = m + 1;
            }
        }
        Ok(ofs)
    }

    /// Merges `v[..na]` and `v[na..]` (a is the shorter), a copied aside and merged from the
    /// left. As CPython: b's first item goes first and a's last goes last.
    fn merge_lo(&mut self, v: &mut [T], na: usize) -> RtResult<()> {
        let mut tmp = std::mem::take(&mut self.tmp);
        tmp.clear();
        tmp.extend_from_slice(&v[..na]);
        let r = self.merge_lo_with(v, &tmp, na);
        self.tmp = tmp;
        r
    }

    fn merge_lo_with(&mut self, v: &mut [T], a: &[T], na: usize) -> RtResult<()> {
        let (mut ia, mut na) = (0usize, na);
        let (mut ib, mut nb) = (na, v.len() - na);
        let mut dest = 0usize;
        // On every exit the rest of a goes where it belongs (an error leaves a permutation).
        macro_rules! finish {
            ($r:expr) => {{
                v[dest..dest + na].copy_from_slice(&a[ia..ia + na]);
                return $r;
            }};
        }
        macro_rules! copy_b {
            () => {{
                // na == 1: a's last item belongs after the rest of b.
                v.copy_within(ib..ib + nb, dest);
                v[dest + nb] = a[ia];
                return Ok(());
            }};
        }
        macro_rules! check {
            ($e:expr) => {
                match $e {
                    Ok(x) => x,
                    Err(e) => finish!(Err(e)),
                }
            };
        }
        v[dest] = v[ib];
        dest += 1;
        ib += 1;
        nb -= 1;
        if nb == 0 {
            finish!(Ok(()));
        }
        if na == 1 {
            copy_b!();
        }
        let mut min_gallop = self.min_gallop;
        loop {
            let (mut acount, mut bcount) = (0usize, 0usize);
            loop {
                if check!(self.lt(v[ib], a[ia])) {
                    v[dest] = v[ib];
                    dest += 1;
                    ib += 1;
                    bcount += 1;
                    acount = 0;
                    nb -= 1;
                    if nb == 0 {
                        finish!(Ok(()));
                    }
                    if bcount >= min_gallop {
                        break;
                    }
                } else {
                    v[dest] = a[ia];
                    dest += 1;
                    ia += 1;
                    acount += 1;
                    bcount = 0;
                    na -= 1;
                    if na == 1 {
                        copy_b!();
                    }
                    if acount >= min_gallop {
                        break;
                    }
                }
            }
            min_gallop += 1;
            loop {
                min_gallop -= (min_gallop > 1) as usize;
                self.min_gallop = min_gallop;
                let k = check!(self.gallop_right(v[ib], &a[ia..ia + na], 0));
                acount = k;
                if k > 0 {
                    v[dest..dest + k].copy_from_slice(&a[ia..ia + k]);
                    dest += k;
                    ia += k;
                    na -= k;
                    if na == 1 {
                        copy_b!();
                    }
                    // Only an inconsistent `<` empties a here.
                    if na == 0 {
                        finish!(Ok(()));
                    }
                }
                v[dest] = v[ib];
                dest += 1;
                ib += 1;
                nb -= 1;
                if nb == 0 {
                    finish!(Ok(()));
                }
                let k = check!(self.gallop_left(a[ia], &v[ib..ib + nb], 0));
                bcount = k;
                if k > 0 {
                    v.copy_within(ib..ib + k, dest);
                    dest += k;
                    ib += k;
                    nb -= k;
                    if nb == 0 {
                        finish!(Ok(()));
                    }
                }
                v[dest] = a[ia];
                dest += 1;
                ia += 1;
                na -= 1;
                if na == 1 {
                    copy_b!();
                }
                if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                    break;
                }
            }
            min_gallop += 1;
            self.min_gallop = min_gallop;
        }
    }

    /// Merges `v[..na]` and `v[na..]` (b is the shorter), b copied aside and merged from the
    /// right. As CPython: a's last item goes last and b's first goes first.
    fn merge_hi(&mut self, v: &mut [T], na: usize) -> RtResult<()> {
        let mut tmp = std::mem::take(&mut self.tmp);
        tmp.clear();
        tmp.extend_from_slice(&v[na..]);
        let r = self.merge_hi_with(v, &tmp, na);
        self.tmp = tmp;
        r
    }

    fn merge_hi_with(&mut self, v: &mut [T], b: &[T], na: usize) -> RtResult<()> {
        // Counts of items left; the last one of each is at index count - 1 (a in v, b in b),
        // and `dest` is one past the next slot to fill.
        let (mut na, mut nb) = (na, b.len());
        let mut dest = v.len();
        macro_rules! finish {
            ($r:expr) => {{
                v[dest - nb..dest].copy_from_slice(&b[..nb]);
                return $r;
            }};
        }
        macro_rules! copy_a {
            () => {{
                // nb == 1: b's first item belongs before the rest of a.
                v.copy_within(0..na, dest - na);
                v[dest - na - 1] = b[0];
                return Ok(());
            }};
        }
        macro_rules! check {
            ($e:expr) => {
                match $e {
                    Ok(x) => x,
                    Err(e) => finish!(Err(e)),
                }
            };
        }
        dest -= 1;
        v[dest] = v[na - 1];
        na -= 1;
        if na == 0 {
            finish!(Ok(()));
        }
        if nb == 1 {
            copy_a!();
        }
        let mut min_gallop = self.min_gallop;
        loop {
            let (mut acount, mut bcount) = (0usize, 0usize);
            loop {
                if check!(self.lt(b[nb - 1], v[na - 1])) {
                    dest -= 1;
                    v[dest] = v[na - 1];
                    na -= 1;
                    acount += 1;
                    bcount = 0;
                    if na == 0 {
                        finish!(Ok(()));
                    }
                    if acount >= min_gallop {
                        break;
                    }
                } else {
                    dest -= 1;
                    v[dest] = b[nb - 1];
                    nb -= 1;
                    bcount += 1;
                    acount = 0;
                    if nb == 1 {
                        copy_a!();
                    }
                    if bcount >= min_gallop {
                        break;
                    }
                }
            }
            min_gallop += 1;
            loop {
                min_gallop -= (min_gallop > 1) as usize;
                self.min_gallop = min_gallop;
                let k = check!(self.gallop_right(b[nb - 1], &v[..na], na - 1));
                let k = na - k;
                acount = k;
                if k > 0 {
                    v.copy_within(na - k..na, dest - k);
                    dest -= k;
                    na -= k;
                    if na == 0 {
                        finish!(Ok(()));
                    }
                }
                dest -= 1;
                v[dest] = b[nb - 1];
                nb -= 1;
                if nb == 1 {
                    copy_a!();
                }
                let k = check!(self.gallop_left(v[na - 1], &b[..nb], nb - 1));
                let k = nb - k;
                bcount = k;
                if k > 0 {
                    v[dest - k..dest].copy_from_slice(&b[nb - k..nb]);
                    dest -= k;
                    nb -= k;
                    if nb == 1 {
                        copy_a!();
                    }
                    // Only an inconsistent `<` empties b here.
                    if nb == 0 {
                        finish!(Ok(()));
                    }
                }
                dest -= 1;
                v[dest] = v[na - 1];
                na -= 1;
                if na == 0 {
                    finish!(Ok(()));
                }
                if acount < MIN_GALLOP && bcount < MIN_GALLOP {
                    break;
                }
            }
            min_gallop += 1;
            self.min_gallop = min_gallop;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sorted(mut v: Vec<i64>) -> Vec<i64> {
        assert!(sort(&mut v, |a: i64, b: i64| Ok(a < b)).is_ok());
        v
    }

    #[test]
    fn sorts_like_the_standard_sort() {
        let mut x: u64 = 12345;
        for n in [0, 1, 2, 5, 63, 64, 65, 100, 1000, 5000] {
            for modulus in [3, 1000, 1 << 40] {
                let v: Vec<i64> = (0..n)
                    .map(|_| {
                        x = x
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        ((x >> 20) % modulus) as i64
                    })
                    .collect();
                let mut want = v.clone();
                want.sort();
                assert_eq!(sorted(v), want);
            }
        }
        // Runs up and down, merged by galloping.
        let v: Vec<i64> = (0..3000)
            .map(|i| if i < 1500 { i } else { 4000 - i })
            .collect();
        let mut want = v.clone();
        want.sort();
        assert_eq!(sorted(v), want);
    }

    #[test]
    fn stable_and_never_panics_on_an_inconsistent_order() {
        let v: Vec<(i64, usize)> = (0..2000).map(|i| ((i * 7919) % 13, i as usize)).collect();
        let mut w = v.clone();
        assert!(sort(&mut w, |a: (i64, usize), b: (i64, usize)| Ok(a.0 < b.0)).is_ok());
        let mut want = v;
        want.sort_by_key(|p| p.0);
        assert_eq!(w, want);
        let mut x: u64 = 7;
        let mut v: Vec<usize> = (0..3000).collect();
        let r = sort(&mut v, |_, _| {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
            Ok(x >> 63 == 1)
        });
        assert!(r.is_ok());
        v.sort();
        assert_eq!(v, (0..3000).collect::<Vec<_>>());
    }
}
