//! The CPU's `Solvers`: faer's LU, Cholesky, eigen and SVD, and LAPACK's unblocked
//! Householder QR (geqr2 / ung2r, written here so that R's signs and the reflectors are
//! LAPACK's, as NumPy returns them). Each stack is copied out of its buffer, its matrices
//! factored in parallel (faer's own threads within one), and the results written back; a
//! big stack runs abandonably, so Ctrl-C ends the call at once.
use super::Cpu;
use crate::array::col::Col;
use crate::backend::solvers::{Job, Mats, Solvers};
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use faer::linalg::matmul::matmul;
use faer::linalg::triangular_solve::{
    solve_unit_lower_triangular_in_place, solve_upper_triangular_in_place,
};
use faer::reborrow::{Reborrow, ReborrowMut};
use faer::{Accum, Mat, MatMut, MatRef, Par, Side, c64};
use rayon::prelude::*;
use std::ops::{Add, Div, DivAssign, Mul, MulAssign, Neg, Sub, SubAssign};

/// Stacks of this many elements (a 128x128 matrix) are factored on a worker thread.
const BIG: usize = 1 << 14;

/// An element the solvers work in: float64 or complex128.
trait Elem:
    faer::traits::ComplexField<Real = f64>
    + Copy
    + Send
    + Sync
    + 'static
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + SubAssign
    + MulAssign
    + DivAssign
{
    fn of(c: (f64, f64)) -> Self;
    fn parts(self) -> (f64, f64);
    fn cj(self) -> Self {
        let (re, im) = self.parts();
        Self::of((re, -im))
    }
    fn abs2(self) -> f64 {
        let (re, im) = self.parts();
        re * re + im * im
    }
    fn re(x: f64) -> Self {
        Self::of((x, 0.0))
    }
}

impl Elem for f64 {
    fn of(c: (f64, f64)) -> f64 {
        c.0
    }
    fn parts(self) -> (f64, f64) {
        (self, 0.0)
    }
}

impl Elem for c64 {
    fn of(c: (f64, f64)) -> c64 {
        c64::new(c.0, c.1)
    }
    fn parts(self) -> (f64, f64) {
        (self.re, self.im)
    }
}

/// The first `len` elements of a float64 or complex128 buffer.
fn load<T: Elem>(buf: &Buf, len: usize) -> DResult<Vec<T>> {
    let col = buf.borrow();
    let short = || DeviceError::Invalid("linalg: a buffer shorter than its matrices".into());
    Ok(match &*col {
        Col::F(v) => v
            .get(..len)
            .ok_or_else(short)?
            .iter()
            .map(|&x| T::re(x))
            .collect(),
        Col::C(v) => v
            .get(..len)
            .ok_or_else(short)?
            .iter()
            .map(|&x| T::of(x))
            .collect(),
        _ => {
            return Err(DeviceError::Invalid(
                "linalg: expected float64 or complex128 matrices".into(),
            ));
        }
    })
}

/// Writes `vals` over the first elements of `buf` (the rest, if any, kept).
fn save<T: Elem>(buf: &Buf, vals: &[T]) {
    match &mut *buf.borrow_mut() {
        Col::F(v) => v.iter_mut().zip(vals).for_each(|(d, s)| *d = s.parts().0),
        Col::C(v) => v.iter_mut().zip(vals).for_each(|(d, s)| *d = s.parts()),
        _ => unreachable!("load checked the dtype"),
    }
}

fn col_of<T: Elem>(vals: &[T], complex: bool) -> Col {
    if complex {
        Col::C(vals.iter().map(|x| x.parts()).collect())
    } else {
        Col::F(vals.iter().map(|x| x.parts().0).collect())
    }
}

fn ints(v: Vec<i64>) -> Buf {
    Store::host(Col::I(v))
}

/// `f` on each matrix (`size` elements) of `vals`, in parallel, on a worker thread when the
/// stack is big.
fn each<T: Elem, R: Send + 'static>(
    vals: Vec<T>,
    size: usize,
    count: usize,
    f: impl Fn(usize, &mut [T]) -> R + Send + Sync + 'static,
) -> DResult<(Vec<T>, Vec<R>)> {
    crate::interrupt::abandonable(size * count >= BIG, move || {
        let mut vals = vals;
        let mut parts: Vec<&mut [T]> = Vec::with_capacity(count);
        let mut rest = &mut vals[..];
        for _ in 0..count {
            let (one, tail) = rest.split_at_mut(size);
            parts.push(one);
            rest = tail;
        }
        let out = parts
            .into_par_iter()
            .enumerate()
            .map(|(i, m)| f(i, m))
            .collect();
        (vals, out)
    })
    .ok_or(DeviceError::Interrupted)
}

/// Runs `$body` with `T` the element type of `$a`'s dtype.
macro_rules! by_elem {
    ($a:expr, $f:ident($($arg:expr),*)) => {
        if $a.dt.is_complex() {
            $f::<c64>($($arg),*)
        } else {
            $f::<f64>($($arg),*)
        }
    };
}

impl Solvers for Cpu {
    fn getrf(&self, a: &Mats) -> DResult<(Buf, Buf)> {
        by_elem!(a, getrf_all(a))
    }

    fn getrs(&self, a: &Mats, ipiv: &Buf, b: &Mats) -> DResult<()> {
        by_elem!(a, getrs_all(a, ipiv, b))
    }

    fn potrf(&self, a: &Mats, upper: bool) -> DResult<Buf> {
        by_elem!(a, potrf_all(a, upper))
    }

    fn syevd(&self, a: &Mats, upper: bool, vectors: bool) -> DResult<(Buf, Buf)> {
        by_elem!(a, syevd_all(a, upper, vectors))
    }

    fn gesvd(&self, a: &Mats, job: Job) -> DResult<(Buf, Buf, Buf, Buf)> {
        by_elem!(a, gesvd_all(a, job))
    }

    fn geqrf(&self, a: &Mats) -> DResult<Buf> {
        by_elem!(a, geqrf_all(a))
    }

    fn orgqr(&self, a: &Mats, tau: &Buf, k: usize) -> DResult<()> {
        by_elem!(a, orgqr_all(a, tau, k))
    }

    fn geev(&self, a: &Mats, vectors: bool, pad: usize) -> DResult<(Buf, Option<Buf>, Buf)> {
        by_elem!(a, geev_all(a, vectors, pad))
    }
}

fn size(a: &Mats) -> usize {
    a.rows * a.cols
}

fn getrf_all<T: Elem>(a: &Mats) -> DResult<(Buf, Buf)> {
    let n = a.rows;
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (vals, out) = each(vals, size(a), a.count, move |_, m| lu(m, n))?;
    save(a.buf, &vals);
    let (ipiv, info): (Vec<Vec<i64>>, Vec<i64>) = out.into_iter().unzip();
    Ok((ints(ipiv.concat()), ints(info)))
}

/// One LU in place (L's multipliers below the diagonal, U on and above it): LAPACK's row
/// swaps and info.
fn lu<T: Elem>(m: &mut [T], n: usize) -> (Vec<i64>, i64) {
    let f = MatRef::from_column_major_slice(&*m, n, n).partial_piv_lu();
    let (l, u) = (f.L(), f.U());
    if (0..n).any(|i| u[(i, i)].abs2() == 0.0) {
        // Exactly singular: faer's multipliers below a zero pivot are 0/0; LAPACK's are
        // left alone, so its factors stay finite (slogdet reads them).
        return lu_unblocked(m, n);
    }
    // faer's P A = L U, with row i of P A row `fwd[i]` of A: the swaps that bring each
    // `fwd[i]` to position i in turn.
    let (fwd, _) = f.P().arrays();
    let mut at: Vec<usize> = (0..n).collect();
    let mut pos: Vec<usize> = (0..n).collect();
    let mut ipiv = Vec::with_capacity(n);
    for (i, &want) in fwd.iter().enumerate() {
        let p = pos[want];
        ipiv.push(p as i64 + 1);
        let other = at[i];
        at.swap(i, p);
        pos[other] = p;
        pos[want] = i;
    }
    for j in 0..n {
        for i in 0..n {
            m[i + j * n] = if i > j { l[(i, j)] } else { u[(i, j)] };
        }
    }
    (ipiv, 0)
}

/// LAPACK's unblocked LU (getf2) in place: the largest pivot of each column, a zero pivot
/// noted in `info` and its column left unscaled.
fn lu_unblocked<T: Elem>(m: &mut [T], n: usize) -> (Vec<i64>, i64) {
    let mut ipiv = Vec::with_capacity(n);
    let mut info = 0;
    for j in 0..n {
        // The first of the largest, as LAPACK's i*amax.
        let p = (j..n).fold(j, |best, i| {
            if m[i + j * n].abs2() > m[best + j * n].abs2() {
                i
            } else {
                best
            }
        });
        ipiv.push(p as i64 + 1);
        let pivot = m[p + j * n];
        if pivot.abs2() == 0.0 {
            if info == 0 {
                info = j as i64 + 1;
            }
            continue;
        }
        if p != j {
            (0..n).for_each(|c| m.swap(j + c * n, p + c * n));
        }
        for i in j + 1..n {
            m[i + j * n] /= pivot;
        }
        for c in j + 1..n {
            let f = m[j + c * n];
            for i in j + 1..n {
                let d = m[i + j * n] * f;
                m[i + c * n] -= d;
            }
        }
    }
    (ipiv, info)
}

fn getrs_all<T: Elem>(a: &Mats, ipiv: &Buf, b: &Mats) -> DResult<()> {
    let (n, k) = (a.rows, b.cols);
    let factors = load::<T>(a.buf, size(a) * a.count)?;
    let Col::I(piv) = ipiv.borrow().clone() else {
        return Err(DeviceError::Invalid("getrs: pivots are not int64".into()));
    };
    let vals = load::<T>(b.buf, size(b) * b.count)?;
    let par = par_for(b.count);
    let (vals, _) = each(vals, n * k, b.count, move |i, x| {
        for (r, &p) in piv[i * n..(i + 1) * n].iter().enumerate() {
            let p = (p - 1) as usize;
            if p != r {
                (0..k).for_each(|c| x.swap(r + c * n, p + c * n));
            }
        }
        let f = MatRef::from_column_major_slice(&factors[i * n * n..(i + 1) * n * n], n, n);
        let mut x = MatMut::from_column_major_slice_mut(x, n, k);
        solve_unit_lower_triangular_in_place(f, x.rb_mut(), par);
        solve_upper_triangular_in_place(f, x, par);
    })?;
    save(b.buf, &vals);
    Ok(())
}

fn potrf_all<T: Elem>(a: &Mats, upper: bool) -> DResult<Buf> {
    let n = a.rows;
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (vals, info) = each(vals, n * n, a.count, move |_, m| {
        let side = if upper { Side::Upper } else { Side::Lower };
        let Ok(c) = MatRef::from_column_major_slice(&*m, n, n).llt(side) else {
            return 1;
        };
        let l = c.L();
        for j in 0..n {
            for i in 0..n {
                if upper && i <= j {
                    m[i + j * n] = l[(j, i)].cj();
                } else if !upper && i >= j {
                    m[i + j * n] = l[(i, j)];
                }
            }
        }
        0
    })?;
    save(a.buf, &vals);
    Ok(ints(info))
}

fn syevd_all<T: Elem>(a: &Mats, upper: bool, vectors: bool) -> DResult<(Buf, Buf)> {
    let n = a.rows;
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (vals, out) = each(vals, n * n, a.count, move |_, m| {
        let side = if upper { Side::Upper } else { Side::Lower };
        let mat = MatRef::from_column_major_slice(&*m, n, n);
        if !vectors {
            return mat.self_adjoint_eigenvalues(side).map_err(|_| ());
        }
        let e = mat.self_adjoint_eigen(side).map_err(|_| ())?;
        let w = (0..n).map(|i| e.S()[i].parts().0).collect();
        let u = e.U();
        for j in 0..n {
            for i in 0..n {
                m[i + j * n] = u[(i, j)];
            }
        }
        Ok(w)
    })?;
    if vectors {
        save(a.buf, &vals);
    }
    let info = out.iter().map(|r| r.is_err() as i64).collect();
    let w = out
        .into_iter()
        .flat_map(|r| r.unwrap_or_else(|_| vec![f64::NAN; n]))
        .collect();
    Ok((Store::host(Col::F(w)), ints(info)))
}

/// One matrix's SVD parts: S, U and Vᴴ (column-major), or None when it did not converge.
type SvdParts<T> = Option<(Vec<f64>, Vec<T>, Vec<T>)>;

fn gesvd_all<T: Elem>(a: &Mats, job: Job) -> DResult<(Buf, Buf, Buf, Buf)> {
    let (m, n) = (a.rows, a.cols);
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (_, out) = each(vals, m * n, a.count, move |_, x| -> SvdParts<T> {
        let mat = MatRef::from_column_major_slice(&*x, m, n);
        if job == Job::None {
            return Some((mat.singular_values().ok()?, vec![], vec![]));
        }
        let d = if job == Job::Full {
            mat.svd()
        } else {
            mat.thin_svd()
        }
        .ok()?;
        let s = (0..m.min(n)).map(|i| d.S()[i].parts().0).collect();
        let (u, v) = (d.U(), d.V());
        let u = (0..u.ncols())
            .flat_map(|j| (0..m).map(move |i| u[(i, j)]))
            .collect();
        // Vᴴ column-major: element (i, j) is conj(V[j, i]).
        let vh = (0..n)
            .flat_map(|j| (0..n).map(move |i| v[(j, i)].cj()))
            .collect();
        Some((s, u, vh))
    })?;
    let k = m.min(n);
    let ucols = match job {
        Job::Full => m,
        Job::Thin => n,
        Job::None => 0,
    };
    let vrows = if job == Job::None { 0 } else { n };
    let (mut s, mut u, mut vh, mut info) = (vec![], vec![], vec![], vec![]);
    for r in out {
        info.push(r.is_none() as i64);
        let (sv, uv, vv) = r.unwrap_or_else(|| {
            let nan = T::re(f64::NAN);
            (
                vec![f64::NAN; k],
                vec![nan; m * ucols],
                vec![nan; vrows * n],
            )
        });
        s.extend(sv);
        u.extend(uv);
        vh.extend(vv);
    }
    let complex = a.dt.is_complex();
    Ok((
        Store::host(Col::F(s)),
        Store::host(col_of(&u, complex)),
        Store::host(col_of(&vh, complex)),
        ints(info),
    ))
}

/// LAPACK's Householder reflector for the column `x` (x[0] the diagonal element): turns
/// x into (beta, 0, ..., 0) with H = I - tau v vᴴ, v = (1, x[1..] scaled); returns tau.
fn reflector<T: Elem>(x: &mut [T]) -> T {
    let tail: f64 = x[1..].iter().map(|v| v.abs2()).sum();
    let (ar, ai) = x[0].parts();
    if tail == 0.0 && ai == 0.0 {
        return T::re(0.0);
    }
    let norm = (ar * ar + ai * ai + tail).sqrt();
    let beta = if ar >= 0.0 { -norm } else { norm };
    let tau = T::of(((beta - ar) / beta, -ai / beta));
    let scale = T::re(1.0) / (x[0] - T::re(beta));
    x[1..].iter_mut().for_each(|v| *v *= scale);
    x[0] = T::re(beta);
    tau
}

/// Applies H = I - tau v vᴴ (v's first element taken as 1) to each column in `cols`
/// (column-major, `rows` apart, rows `from..`): in parallel when the work is big.
fn apply<T: Elem>(v: &[T], tau: T, cols: &mut [T], rows: usize, from: usize) {
    if tau.abs2() == 0.0 || cols.is_empty() {
        return;
    }
    let one = |c: &mut [T]| {
        let c = &mut c[from..];
        let w = c[0]
            + v[1..]
                .iter()
                .zip(&c[1..])
                .fold(T::re(0.0), |s, (&a, &b)| s + a.cj() * b);
        let tw = tau * w;
        c[0] -= tw;
        c[1..]
            .iter_mut()
            .zip(&v[1..])
            .for_each(|(b, &a)| *b -= a * tw);
    };
    if cols.len() * (rows - from) >= 1 << 15 {
        cols.par_chunks_mut(rows).for_each(one);
    } else {
        cols.chunks_mut(rows).for_each(one);
    }
}

/// Columns per block of the QR: reflectors are made one column at a time inside a block
/// and applied to the columns right of it at once, as products (LAPACK's geqrf/orgqr).
const NB: usize = 32;

/// faer's threads for one big matrix; one thread per matrix when a stack runs in parallel.
fn par_for(count: usize) -> Par {
    if count == 1 {
        faer::get_global_parallelism()
    } else {
        Par::Seq
    }
}

/// The reflectors of columns `i..i + ib` (rows `i..`) with their implicit unit diagonal.
fn block_v<T: Elem>(x: &[T], m: usize, i: usize, ib: usize) -> Mat<T> {
    Mat::from_fn(m - i, ib, |r, c| match r.cmp(&c) {
        std::cmp::Ordering::Equal => T::re(1.0),
        std::cmp::Ordering::Less => T::re(0.0),
        std::cmp::Ordering::Greater => x[(i + r) + (i + c) * m],
    })
}

/// LAPACK's larft: the upper triangular T with H(i)…H(i + ib - 1) = I - V T Vᴴ.
fn block_t<T: Elem>(v: MatRef<'_, T>, taus: &[T]) -> Mat<T> {
    let ib = taus.len();
    let mut t = Mat::<T>::zeros(ib, ib);
    for (j, &tau) in taus.iter().enumerate() {
        t[(j, j)] = tau;
        if tau.abs2() == 0.0 {
            continue;
        }
        let w: Vec<T> = (0..j)
            .map(|c| {
                let dot = (0..v.nrows()).fold(T::re(0.0), |s, r| s + v[(r, c)].cj() * v[(r, j)]);
                -(tau * dot)
            })
            .collect();
        for r in 0..j {
            t[(r, j)] = (r..j).fold(T::re(0.0), |s, c| s + t[(r, c)] * w[c]);
        }
    }
    t
}

/// C -= V op(T) (Vᴴ C): the block reflector (or, with `adjoint`, its adjoint) applied from
/// the left.
fn apply_block<T: Elem>(
    v: MatRef<'_, T>,
    t: MatRef<'_, T>,
    c: MatMut<'_, T>,
    adjoint: bool,
    par: Par,
) {
    let one = T::re(1.0);
    let mut w = Mat::<T>::zeros(v.ncols(), c.ncols());
    matmul(w.as_mut(), Accum::Replace, v.adjoint(), c.rb(), one, par);
    let mut tw = Mat::<T>::zeros(v.ncols(), c.ncols());
    if adjoint {
        matmul(
            tw.as_mut(),
            Accum::Replace,
            t.adjoint(),
            w.as_ref(),
            one,
            par,
        );
    } else {
        matmul(tw.as_mut(), Accum::Replace, t, w.as_ref(), one, par);
    }
    matmul(c, Accum::Add, v, tw.as_ref(), -one, par);
}

/// One QR in place (LAPACK's geqrf): the reflectors' scalars.
fn qr_in_place<T: Elem>(x: &mut [T], m: usize, n: usize, par: Par) -> Vec<T> {
    let k = m.min(n);
    let mut taus = Vec::with_capacity(k);
    for i in (0..k).step_by(NB) {
        let ib = NB.min(k - i);
        for j in i..i + ib {
            let (left, right) = x.split_at_mut((j + 1) * m);
            let v = &mut left[j * m + j..];
            let tau = reflector(v);
            // geqr2 applies Hᴴ (conj(tau)) to the block's columns on the right.
            apply(v, tau.cj(), &mut right[..(i + ib - j - 1) * m], m, j);
            taus.push(tau);
        }
        if i + ib < n {
            let v = block_v(x, m, i, ib);
            let t = block_t(v.as_ref(), &taus[i..i + ib]);
            let mut a = MatMut::from_column_major_slice_mut(&mut *x, m, n);
            let c = a.rb_mut().submatrix_mut(i, i + ib, m - i, n - i - ib);
            apply_block(v.as_ref(), t.as_ref(), c, true, par);
        }
    }
    taus
}

/// Q's first `n` columns in place from `k` reflectors (LAPACK's orgqr): the columns past k
/// start as the identity's; blocks of reflectors are applied last to first, each block's
/// own columns becoming its reflectors' (ung2r).
fn q_in_place<T: Elem>(x: &mut [T], (m, n, k): (usize, usize, usize), taus: &[T], par: Par) {
    for j in k..n {
        x[j * m..(j + 1) * m]
            .iter_mut()
            .for_each(|v| *v = T::re(0.0));
        x[j * m + j] = T::re(1.0);
    }
    let starts: Vec<usize> = (0..k).step_by(NB).collect();
    for &i in starts.iter().rev() {
        let ib = NB.min(k - i);
        if i + ib < n {
            let v = block_v(x, m, i, ib);
            let t = block_t(v.as_ref(), &taus[i..i + ib]);
            let mut a = MatMut::from_column_major_slice_mut(&mut *x, m, n);
            let c = a.rb_mut().submatrix_mut(i, i + ib, m - i, n - i - ib);
            apply_block(v.as_ref(), t.as_ref(), c, false, par);
        }
        for j in (i..i + ib).rev() {
            let t = taus[j];
            let (left, right) = x.split_at_mut((j + 1) * m);
            let v = &mut left[j * m + j..];
            apply(v, t, &mut right[..(i + ib - j - 1) * m], m, j);
            v[1..].iter_mut().for_each(|e| *e = -(t * *e));
            v[0] = T::re(1.0) - t;
            left[j * m..j * m + j]
                .iter_mut()
                .for_each(|e| *e = T::re(0.0));
        }
    }
}

fn geqrf_all<T: Elem>(a: &Mats) -> DResult<Buf> {
    let (m, n) = (a.rows, a.cols);
    let par = par_for(a.count);
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (vals, taus) = each(vals, m * n, a.count, move |_, x| qr_in_place(x, m, n, par))?;
    save(a.buf, &vals);
    Ok(Store::host(col_of(&taus.concat(), a.dt.is_complex())))
}

fn orgqr_all<T: Elem>(a: &Mats, tau: &Buf, k: usize) -> DResult<()> {
    let (m, n) = (a.rows, a.cols);
    let par = par_for(a.count);
    let taus = load::<T>(tau, k * a.count)?;
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (vals, _) = each(vals, m * n, a.count, move |b, x| {
        q_in_place(x, (m, n, k), &taus[b * k..(b + 1) * k], par)
    })?;
    save(a.buf, &vals);
    Ok(())
}

/// One matrix's eigenvalues and right eigenvectors (columns, unit norm, largest component
/// real, as LAPACK scales them), or None when it did not converge.
type EigParts = Option<(Vec<c64>, Vec<c64>)>;

fn eigen_one<T: Elem>(x: &[T], n: usize, vectors: bool) -> EigParts {
    // Balanced first, as LAPACK's geev is (faer's eigen is not): badly scaled matrices, such
    // as the companion matrices behind `roots`, otherwise lose many digits.
    let (b, scale) = balance(x, n);
    let mat = MatRef::from_column_major_slice(&b, n, n);
    if !vectors {
        return Some((mat.eigenvalues().ok()?, vec![]));
    }
    let e = mat.eigen().ok()?;
    let w = (0..n).map(|i| e.S()[i]).collect();
    let u = e.U();
    let mut v = Vec::with_capacity(n * n);
    for j in 0..n {
        // Back to the unbalanced matrix's vectors (LAPACK's gebak), then normalised.
        let col: Vec<c64> = (0..n).map(|i| u[(i, j)] * scale[i]).collect();
        let norm = col.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
        let top = col.iter().fold(
            c64::new(0.0, 0.0),
            |m, &z| if z.norm() > m.norm() { z } else { m },
        );
        let phase = if top.norm() > 0.0 {
            top / top.norm()
        } else {
            c64::new(1.0, 0.0)
        };
        let d = phase * norm.max(f64::MIN_POSITIVE);
        v.extend(col.into_iter().map(|z| z / d));
    }
    Some((w, v))
}

/// LAPACK's balancing by scaling (gebal's second part): a diagonal similarity D^-1 A D by
/// powers of two, so exact, that brings each row's and column's norms together. Returns the
/// balanced copy and D.
fn balance<T: Elem>(x: &[T], n: usize) -> (Vec<T>, Vec<f64>) {
    let mut a = x.to_vec();
    let mut scale = vec![1.0; n];
    let sfmin1 = f64::MIN_POSITIVE / (f64::EPSILON / 2.0);
    let (sfmax1, sfmin2) = (1.0 / sfmin1, sfmin1 * 2.0);
    let sfmax2 = 1.0 / sfmin2;
    let abs = |z: T| z.abs2().sqrt();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            let col = (0..n).map(|k| a[k + i * n]);
            let row = (0..n).map(|k| a[i + k * n]);
            let mut c = col.clone().map(|z| z.abs2()).sum::<f64>().sqrt();
            let mut r = row.clone().map(|z| z.abs2()).sum::<f64>().sqrt();
            let mut ca: f64 = col.map(abs).fold(0.0, f64::max);
            let mut ra: f64 = row.map(abs).fold(0.0, f64::max);
            if c == 0.0 || r == 0.0 {
                continue;
            }
            if !(c + ca + r + ra).is_finite() {
                return (x.to_vec(), vec![1.0; n]);
            }
            let total = c + r;
            let (mut f, mut g): (f64, f64) = (1.0, r / 2.0);
            while c < g && f.max(c).max(ca) < sfmax2 && r.min(g).min(ra) > sfmin2 {
                (f, c, ca, r, g, ra) = (f * 2.0, c * 2.0, ca * 2.0, r / 2.0, g / 2.0, ra / 2.0);
            }
            g = c / 2.0;
            while g >= r && r.max(ra) < sfmax2 && f.min(c).min(g).min(ca) > sfmin2 {
                (f, c, g, ca, r, ra) = (f / 2.0, c / 2.0, g / 2.0, ca / 2.0, r * 2.0, ra * 2.0);
            }
            if c + r >= 0.95 * total
                || (f < 1.0 && scale[i] < 1.0 && f * scale[i] <= sfmin1)
                || (f > 1.0 && scale[i] > 1.0 && scale[i] >= sfmax1 / f)
            {
                continue;
            }
            scale[i] *= f;
            changed = true;
            let (down, up) = (T::re(1.0 / f), T::re(f));
            for k in 0..n {
                a[i + k * n] *= down;
                a[k + i * n] *= up;
            }
        }
    }
    (a, scale)
}

/// The order LAPACK gives a real matrix's eigenvalues in: each complex pair together, the
/// one with positive imaginary part first.
fn paired(w: &[c64]) -> Vec<usize> {
    let mut used = vec![false; w.len()];
    let mut order = Vec::with_capacity(w.len());
    for i in 0..w.len() {
        if used[i] {
            continue;
        }
        used[i] = true;
        if w[i].im == 0.0 {
            order.push(i);
            continue;
        }
        let partner = (0..w.len())
            .filter(|&j| !used[j] && w[j].im * w[i].im < 0.0)
            .min_by(|&p, &q| {
                let d = |j: usize| (w[j] - w[i].conj()).norm();
                d(p).total_cmp(&d(q))
            });
        match partner {
            Some(j) => {
                used[j] = true;
                if w[i].im > 0.0 {
                    order.extend([i, j]);
                } else {
                    order.extend([j, i]);
                }
            }
            None => order.push(i),
        }
    }
    order
}

fn geev_all<T: Elem>(a: &Mats, vectors: bool, pad: usize) -> DResult<(Buf, Option<Buf>, Buf)> {
    let n = a.rows;
    let complex = a.dt.is_complex();
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (_, out) = each(vals, n * n, a.count, move |_, x| eigen_one(&*x, n, vectors))?;
    let nan = c64::new(f64::NAN, f64::NAN);
    let (mut w, mut info) = (Vec::with_capacity(n * a.count), vec![]);
    let mut vr: Vec<(f64, f64)> = vec![(0.0, 0.0); pad];
    for r in out {
        info.push(r.is_none() as i64);
        let (wv, vv) =
            r.unwrap_or_else(|| (vec![nan; n], vec![nan; if vectors { n * n } else { 0 }]));
        let order = if complex {
            (0..n).collect()
        } else {
            paired(&wv)
        };
        let mut j = 0;
        while j < order.len() {
            let z = wv[order[j]];
            w.push((z.re, z.im));
            if !vectors {
                j += 1;
                continue;
            }
            let col = &vv[order[j] * n..(order[j] + 1) * n];
            if complex || z.im == 0.0 || j + 1 == order.len() {
                vr.extend(col.iter().map(|z| (z.re, z.im)));
                j += 1;
                continue;
            }
            // A real matrix's pair: re then im of the first vector's columns.
            vr.extend(col.iter().map(|z| (z.re, 0.0)));
            vr.extend(col.iter().map(|z| (z.im, 0.0)));
            if let Some(&next) = order.get(j + 1) {
                let z2 = wv[next];
                w.push((z2.re, z2.im));
            }
            j += 2;
        }
    }
    vr.extend(std::iter::repeat_n((0.0, 0.0), pad));
    let vr = vectors.then(|| {
        Store::host(if complex {
            Col::C(vr)
        } else {
            Col::F(vr.into_iter().map(|z| z.0).collect())
        })
    });
    Ok((Store::host(Col::C(w)), vr, ints(info)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::array::dtype::DType;

    fn mats(buf: &Buf, dt: DType, rows: usize, cols: usize, count: usize) -> Mats<'_> {
        Mats {
            buf,
            dt,
            rows,
            cols,
            count,
        }
    }

    fn cells(b: &Buf) -> Vec<c64> {
        match &*b.borrow() {
            Col::F(v) => v.iter().map(|&x| c64::new(x, 0.0)).collect(),
            Col::C(v) => v.iter().map(|&(re, im)| c64::new(re, im)).collect(),
            c => panic!("not floats: {c:?}"),
        }
    }

    fn floats(b: &Buf) -> Vec<f64> {
        match &*b.borrow() {
            Col::F(v) => v.clone(),
            Col::C(v) => v.iter().map(|z| z.0).collect(),
            c => panic!("not floats: {c:?}"),
        }
    }

    /// A X = B for two column-major 3x3 systems, the first needing row swaps (a zero
    /// corner): the pivots must be LAPACK's sequential swaps for getrs to solve it.
    #[test]
    fn lu_solves_with_row_swaps() {
        // Column-major: A1 = [[0, 2, 1], [1, 1, 0], [3, 0, 1]], A2 = 2 I + ones.
        let a1 = [0.0, 1.0, 3.0, 2.0, 1.0, 0.0, 1.0, 0.0, 1.0];
        let a2 = [3.0, 1.0, 1.0, 1.0, 3.0, 1.0, 1.0, 1.0, 3.0];
        let x = [1.0, -2.0, 0.5];
        let mul = |a: &[f64]| -> Vec<f64> {
            (0..3)
                .map(|i| (0..3).map(|j| a[i + 3 * j] * x[j]).sum())
                .collect()
        };
        let a = Store::host(Col::F([a1, a2].concat()));
        let b = Store::host(Col::F([mul(&a1), mul(&a2)].concat()));
        let (ipiv, info) = Cpu.getrf(&mats(&a, DType::F64, 3, 3, 2)).unwrap();
        assert!(matches!(&*info.borrow(), Col::I(v) if v == &[0, 0]));
        Cpu.getrs(
            &mats(&a, DType::F64, 3, 3, 2),
            &ipiv,
            &mats(&b, DType::F64, 3, 1, 2),
        )
        .unwrap();
        for (got, want) in floats(&b).iter().zip(x.iter().chain(&x)) {
            assert!((got - want).abs() < 1e-12, "{got} vs {want}");
        }
    }

    /// An exactly singular matrix: info names the zero pivot and the factors stay finite.
    #[test]
    fn singular_lu_is_finite() {
        let a = Store::host(Col::F(vec![1.0; 9]));
        let (_, info) = Cpu.getrf(&mats(&a, DType::F64, 3, 3, 1)).unwrap();
        assert!(matches!(&*info.borrow(), Col::I(v) if v[0] == 2));
        assert!(floats(&a).iter().all(|v| v.is_finite()));
    }

    /// geqrf then orgqr: Q's columns orthonormal, Q R = A, and R's first diagonal element
    /// -sign(a00) |column 0|, as LAPACK (and NumPy) give it; sizes past one block of
    /// columns take the blocked updates, complex ones the conjugates.
    #[test]
    fn householder_qr_reconstructs() {
        for (m, n, complex) in [
            (4, 3, false),
            (80, 70, false),
            (70, 70, true),
            (90, 40, true),
        ] {
            let dt = if complex { DType::C128 } else { DType::F64 };
            let a0: Vec<(f64, f64)> = (0..m * n)
                .map(|i| {
                    let re = ((i * 7919 % 101) as f64) / 50.0 - 1.0;
                    let im = if complex {
                        ((i * 31 % 17) as f64) / 8.0 - 1.0
                    } else {
                        0.0
                    };
                    (re, im)
                })
                .collect();
            let col = if complex {
                Col::C(a0.clone())
            } else {
                Col::F(a0.iter().map(|z| z.0).collect())
            };
            let a = Store::host(col);
            let tau = Cpu.geqrf(&mats(&a, dt, m, n, 1)).unwrap();
            let f = cells(&a);
            let r = |i: usize, j: usize| {
                if i <= j {
                    f[i + m * j]
                } else {
                    c64::new(0.0, 0.0)
                }
            };
            let norm0 = (0..m)
                .map(|i| a0[i].0.powi(2) + a0[i].1.powi(2))
                .sum::<f64>()
                .sqrt();
            if !complex {
                assert!((r(0, 0).re + a0[0].0.signum() * norm0).abs() < 1e-12);
            }
            Cpu.orgqr(&mats(&a, dt, m, n, 1), &tau, n).unwrap();
            let q = cells(&a);
            for i in 0..n {
                for j in 0..n {
                    let dot: c64 = (0..m).map(|k| q[k + m * i].conj() * q[k + m * j]).sum();
                    let want = if i == j { 1.0 } else { 0.0 };
                    assert!((dot - want).norm() < 1e-10, "{m}x{n}: Q not orthonormal");
                }
            }
            for i in 0..m {
                for j in 0..n {
                    let qr: c64 = (0..n).map(|k| q[i + m * k] * r(k, j)).sum();
                    let want = c64::new(a0[i + m * j].0, a0[i + m * j].1);
                    assert!((qr - want).norm() < 1e-10, "{m}x{n}: QR != A at ({i}, {j})");
                }
            }
        }
    }
}
