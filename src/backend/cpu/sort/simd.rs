//! An AVX-512 quicksort of u32 keys (the float32 sort's integer keys), the algorithm NumPy's
//! own sort uses on these CPUs (x86-simd-sort): each partition step splits 16 keys at once
//! (a compare into a mask, two compresses, two masked stores), a run of at most 256 keys is
//! sorted in registers by a bitonic network, and the two halves of the first
//! partitions are sorted in parallel. Callers check `available()` first.
#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::*;
use std::sync::atomic::AtomicBool;

const LANES: usize = 16;
/// Runs this short are sorted in registers (16 of them) instead of partitioned.
const LEAF: usize = 16 * LANES;
/// Partitions longer than this sort their halves on two threads.
const PAR_MIN: usize = 1 << 16;

/// Whether this CPU runs the AVX-512 sort (POPCNT counts each split's lanes).
pub fn available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512f")
            && std::arch::is_x86_feature_detected!("popcnt")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Sorts `v` ascending (on a CPU where `available()`; else the standard sort). Partitions
/// of `PAR_MIN` keys or more check `stop` first: false when Ctrl-C stopped the sort (`v` is
/// then in no useful order).
#[must_use]
pub fn sort_u32(v: &mut [u32], stop: Option<&AtomicBool>) -> bool {
    #[cfg(target_arch = "x86_64")]
    if available() {
        // Past this many partition levels the data defeats the pivots: the standard sort.
        let depth = 2 * (usize::BITS - v.len().leading_zeros());
        // SAFETY: the CPU has AVX-512F and POPCNT (checked above).
        unsafe { qsort(v, depth, true, stop) };
        return !crate::interrupt::is_set(stop);
    }
    v.sort_unstable();
    true
}

/// The bitonic sorting network of 16 lanes: per stage, each lane's partner (lane ^ j) and
/// the lanes that keep the larger of the pair.
const NETWORK: [([i32; LANES], u16); 10] = network();

const fn network() -> [([i32; LANES], u16); 10] {
    let mut out = [([0; LANES], 0u16); 10];
    let (mut s, mut k) = (0, 2);
    while k <= LANES {
        let mut j = k / 2;
        while j >= 1 {
            let mut i = 0;
            while i < LANES {
                out[s].0[i] = (i ^ j) as i32;
                // In an ascending block the upper lane of a pair keeps the max; descending,
                // the lower one.
                if (i & j != 0) != (i & k != 0) {
                    out[s].1 |= 1 << i;
                }
                i += 1;
            }
            s += 1;
            j /= 2;
        }
        k *= 2;
    }
    out
}

#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
fn sort_register(v: __m512i) -> __m512i {
    run_stages(v, &NETWORK)
}

/// Network stages applied to the lanes of one register.
#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
fn run_stages(mut v: __m512i, stages: &[([i32; LANES], u16)]) -> __m512i {
    for (partner, keep_max) in stages {
        // SAFETY: `partner` holds 16 i32 lanes.
        let idx = unsafe { _mm512_loadu_epi32(partner.as_ptr()) };
        let p = _mm512_permutexvar_epi32(idx, v);
        let (lo, hi) = (_mm512_min_epu32(v, p), _mm512_max_epu32(v, p));
        v = _mm512_mask_blend_epi32(*keep_max, lo, hi);
    }
    v
}

/// At most `LEAF` keys, sorted in registers (missing lanes read as u32::MAX, so they sort
/// last and are not stored).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,popcnt")]
fn sort_short(v: &mut [u32]) {
    match v.len().div_ceil(LANES) {
        0 | 1 => sort_n::<1>(v),
        2 => sort_n::<2>(v),
        3 | 4 => sort_n::<4>(v),
        5..=8 => sort_n::<8>(v),
        _ => sort_n::<16>(v),
    }
}

#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
fn sort_n<const N: usize>(v: &mut [u32]) {
    let fill = _mm512_set1_epi32(-1);
    let mut regs = [fill; N];
    let len = v.len();
    let mask = |i: usize| {
        let n = len.saturating_sub(i * LANES).min(LANES);
        ((1u32 << n) - 1) as u16
    };
    // Registers past the end of `v` keep the fill (no pointer beyond the slice is made).
    let used = len.div_ceil(LANES);
    for (i, r) in regs.iter_mut().enumerate().take(used) {
        // SAFETY: the masked load reads only lanes inside `v`.
        *r = unsafe { _mm512_mask_loadu_epi32(fill, mask(i), v.as_ptr().add(i * LANES).cast()) };
    }
    sort_registers(&mut regs);
    for (i, r) in regs.iter().enumerate().take(used) {
        // SAFETY: the masked store writes only lanes inside `v`.
        unsafe { _mm512_mask_storeu_epi32(v.as_mut_ptr().add(i * LANES).cast(), mask(i), *r) };
    }
}

/// Sorts the keys of `regs` (a power of two of registers) across them: each register
/// sorted, then runs of registers merged pairwise (the second run reversed so the pair is
/// bitonic, half-cleaners across registers, each register's last four network stages).
/// Loops over constant bounds, so they unroll and the registers stay in registers.
#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
fn sort_registers<const N: usize>(regs: &mut [__m512i; N]) {
    // SAFETY: REVERSE holds 16 lanes.
    let rev = unsafe { _mm512_loadu_epi32(REVERSE.as_ptr()) };
    for r in regs.iter_mut() {
        *r = sort_register(*r);
    }
    let mut run = 1;
    while run < N {
        for start in (0..N).step_by(2 * run) {
            regs[start + run..start + 2 * run].reverse();
            for r in &mut regs[start + run..start + 2 * run] {
                *r = _mm512_permutexvar_epi32(rev, *r);
            }
            let mut h = run;
            while h >= 1 {
                for b in (start..start + 2 * run).step_by(2 * h) {
                    for i in b..b + h {
                        let (x, y) = (regs[i], regs[i + h]);
                        regs[i] = _mm512_min_epu32(x, y);
                        regs[i + h] = _mm512_max_epu32(x, y);
                    }
                }
                h /= 2;
            }
            for r in &mut regs[start..start + 2 * run] {
                *r = run_stages(*r, &NETWORK[6..]);
            }
        }
        run *= 2;
    }
}

const REVERSE: [i32; LANES] = [15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];

/// The median of 16 keys spread over `v` (more than 16 long).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,popcnt")]
fn pivot_of(v: &[u32]) -> u32 {
    let step = v.len() / LANES;
    let mut s = [0u32; LANES];
    for (i, x) in s.iter_mut().enumerate() {
        *x = v[i * step + step / 2];
    }
    // SAFETY: `s` holds 16 lanes.
    unsafe {
        let r = sort_register(_mm512_loadu_epi32(s.as_ptr().cast()));
        _mm512_storeu_epi32(s.as_mut_ptr().cast(), r);
    }
    s[LANES / 2]
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn qsort(v: &mut [u32], depth: u32, par: bool, stop: Option<&AtomicBool>) {
    if v.len() >= PAR_MIN && crate::interrupt::is_set(stop) {
        return;
    }
    if v.len() <= LEAF {
        return sort_short(v);
    }
    if depth == 0 {
        return v.sort_unstable();
    }
    let pivot = pivot_of(v);
    // SAFETY: the partitions stay inside `v`.
    let (mut k, smallest, biggest) = unsafe { partition(v, pivot, false) };
    // Everything >= pivot (it is the minimum): split off its copies instead, which are done.
    let copies_left = pivot == smallest;
    if copies_left {
        k = unsafe { partition(v, pivot, true) }.0;
    }
    // Unless the pivot's copies went left, the right part is all copies when it is the max.
    let (sort_left, sort_right) = (!copies_left, copies_left || pivot != biggest);
    let parallel = par && v.len() >= PAR_MIN;
    let (l, r) = v.split_at_mut(k);
    // SAFETY (both closures): the CPU has AVX-512F and POPCNT (this function requires them).
    let mut left = move || {
        if sort_left {
            unsafe { qsort(l, depth - 1, par, stop) }
        }
    };
    let mut right = move || {
        if sort_right {
            unsafe { qsort(r, depth - 1, par, stop) }
        }
    };
    if parallel {
        rayon::join(left, right);
    } else {
        left();
        right();
    }
}

/// Vectors read per step of a partition: the side to read next is a branch the CPU cannot
/// predict, so it is taken once per `UNROLL` vectors (as x86-simd-sort does).
const UNROLL: usize = 4;

/// Splits `v` (longer than `LEAF`) around `pivot`: keys below it (at most it, `strict`)
/// first; returns where the rest starts and the smallest and largest key. x86-simd-sort's
/// in-place scheme, in blocks of `UNROLL` vectors: the first and last block are held in
/// registers, which leaves room to store each next block's two parts at the two write ends;
/// the side read next is the one with less room left.
///
/// # Safety
/// The CPU has AVX-512F and POPCNT.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn partition(v: &mut [u32], pivot: u32, strict: bool) -> (usize, u32, u32) {
    const U: usize = UNROLL;
    let block = U * LANES;
    // At least two whole blocks remain after the remainder below.
    debug_assert!(v.len() > LEAF && LEAF >= 2 * block);
    let goes_right = |x: u32| if strict { x > pivot } else { x >= pivot };
    let (mut left, mut right) = (0, v.len());
    let (mut smallest, mut biggest) = (u32::MAX, 0);
    // Whole blocks only: the remainder is partitioned one key at a time.
    for _ in 0..v.len() % block {
        let x = v[left];
        smallest = smallest.min(x);
        biggest = biggest.max(x);
        if goes_right(x) {
            right -= 1;
            v.swap(left, right);
        } else {
            left += 1;
        }
    }
    if left == right {
        return (left, smallest, biggest);
    }
    let p = v.as_mut_ptr();
    let pv = _mm512_set1_epi32(pivot as i32);
    let mut lims = (
        _mm512_set1_epi32(smallest as i32),
        _mm512_set1_epi32(biggest as i32),
    );
    let mut split_all = |xs: [__m512i; U], l_store: &mut usize, r_end: &mut usize| {
        for x in xs {
            // SAFETY: [l_store, r_end) is free room as large as the keys held and read.
            let n = unsafe { split(p, (*l_store, *r_end), x, pv, strict, &mut lims) };
            *l_store += n;
            *r_end -= LANES - n;
        }
    };
    // SAFETY (every load below): reads come from [left, right), inside `v`.
    let load = |at: usize| -> [__m512i; U] {
        std::array::from_fn(|i| unsafe { load16(p.add(at + i * LANES)) })
    };
    let (mut l_store, mut r_end) = (left, right);
    let (first, last) = (load(left), load(right - block));
    left += block;
    right -= block;
    while right != left {
        // A whole block is read before any of it is stored over.
        let xs = if r_end - right < left - l_store {
            right -= block;
            load(right)
        } else {
            left += block;
            load(left - block)
        };
        split_all(xs, &mut l_store, &mut r_end);
    }
    // The two held blocks fill the room left.
    split_all(first, &mut l_store, &mut r_end);
    split_all(last, &mut l_store, &mut r_end);
    (l_store, reduce_min(lims.0), reduce_max(lims.1))
}

/// Stores the lanes of `x` going left at `l_store` and the others ending at `r_end`;
/// returns how many went left and folds `x` into the running (min, max).
///
/// # Safety
/// The CPU has AVX-512F and POPCNT; [l_store, l_store + left count) and [r_end - right count, r_end)
/// lie inside the slice behind `p`.
#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn split(
    p: *mut u32,
    (l_store, r_end): (usize, usize),
    x: __m512i,
    pv: __m512i,
    strict: bool,
    lims: &mut (__m512i, __m512i),
) -> usize {
    let right = if strict {
        _mm512_cmpgt_epu32_mask(x, pv)
    } else {
        _mm512_cmpge_epu32_mask(x, pv)
    };
    let n_right = right.count_ones() as usize;
    let n_left = LANES - n_right;
    let low = |n: usize| ((1u32 << n) - 1) as u16;
    // SAFETY: the caller's ranges.
    unsafe {
        _mm512_mask_storeu_epi32(
            p.add(l_store).cast(),
            low(n_left),
            _mm512_maskz_compress_epi32(!right, x),
        );
        _mm512_mask_storeu_epi32(
            p.add(r_end - n_right).cast(),
            low(n_right),
            _mm512_maskz_compress_epi32(right, x),
        );
    }
    lims.0 = _mm512_min_epu32(lims.0, x);
    lims.1 = _mm512_max_epu32(lims.1, x);
    n_left
}

/// # Safety
/// The CPU has AVX-512F and POPCNT; 16 keys from `p` are readable.
#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
unsafe fn load16(p: *const u32) -> __m512i {
    unsafe { _mm512_loadu_epi32(p.cast()) }
}

#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
fn reduce_min(x: __m512i) -> u32 {
    _mm512_reduce_min_epu32(x)
}

#[cfg(target_arch = "x86_64")]
#[inline]
#[target_feature(enable = "avx512f,popcnt")]
fn reduce_max(x: __m512i) -> u32 {
    _mm512_reduce_max_epu32(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator (deterministic inputs).
    fn keys(n: usize, seed: u64, modulo: u32) -> Vec<u32> {
        let mut s = seed | 1;
        (0..n)
            .map(|_| {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                (s >> 16) as u32 % modulo
            })
            .collect()
    }

    fn check(v: Vec<u32>) {
        let mut want = v.clone();
        want.sort_unstable();
        let mut got = v;
        assert!(sort_u32(&mut got, None));
        assert_eq!(got, want);
    }

    #[test]
    fn a_pending_interrupt_stops_a_long_sort() {
        let stop = AtomicBool::new(true);
        let mut v = keys(1 << 20, 3, u32::MAX);
        // The standard sort (no AVX-512) cannot be stopped; it sorts and says so.
        assert_eq!(sort_u32(&mut v, Some(&stop)), !available());
    }

    #[test]
    fn sorts_like_the_standard_sort() {
        if !available() {
            eprintln!("no AVX-512 on this CPU: the standard sort runs instead");
        }
        for n in (0..140).chain([255, 256, 257, 1000, 4099, 70_001, 300_017]) {
            for (seed, modulo) in [(1, u32::MAX), (7, 3), (11, 1), (13, 100)] {
                check(keys(n, seed + n as u64, modulo));
            }
            let mut up: Vec<u32> = (0..n as u32).collect();
            check(up.clone());
            up.reverse();
            check(up.clone());
            check(
                (0..n as u32)
                    .map(|i| if i % 2 == 0 { u32::MAX } else { 0 })
                    .collect(),
            );
        }
    }
}
