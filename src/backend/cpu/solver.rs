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
use faer::linalg::triangular_solve::{
    solve_unit_lower_triangular_in_place, solve_upper_triangular_in_place,
};
use faer::reborrow::ReborrowMut;
use faer::{MatMut, MatRef, Par, Side, c64};
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
    let (vals, _) = each(vals, n * k, b.count, move |i, x| {
        for (r, &p) in piv[i * n..(i + 1) * n].iter().enumerate() {
            let p = (p - 1) as usize;
            if p != r {
                (0..k).for_each(|c| x.swap(r + c * n, p + c * n));
            }
        }
        let f = MatRef::from_column_major_slice(&factors[i * n * n..(i + 1) * n * n], n, n);
        let mut x = MatMut::from_column_major_slice_mut(x, n, k);
        solve_unit_lower_triangular_in_place(f, x.rb_mut(), Par::Seq);
        solve_upper_triangular_in_place(f, x, Par::Seq);
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

fn geqrf_all<T: Elem>(a: &Mats) -> DResult<Buf> {
    let (m, n) = (a.rows, a.cols);
    let k = m.min(n);
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    let (vals, taus) = each(vals, m * n, a.count, move |_, x| {
        let mut taus = Vec::with_capacity(k);
        for i in 0..k {
            let (left, right) = x.split_at_mut((i + 1) * m);
            let v = &mut left[i * m + i..];
            let tau = reflector(v);
            // geqr2 applies Hᴴ (conj(tau)) to the columns on the right.
            apply(v, tau.cj(), right, m, i);
            taus.push(tau);
        }
        taus
    })?;
    save(a.buf, &vals);
    Ok(Store::host(col_of(&taus.concat(), a.dt.is_complex())))
}

fn orgqr_all<T: Elem>(a: &Mats, tau: &Buf, k: usize) -> DResult<()> {
    let (m, n) = (a.rows, a.cols);
    let taus = load::<T>(tau, k * a.count)?;
    let vals = load::<T>(a.buf, size(a) * a.count)?;
    // LAPACK's ung2r: the columns past k start as the identity's; the reflectors are applied
    // last to first, each column i becoming H(i)'s.
    let (vals, _) = each(vals, m * n, a.count, move |b, x| {
        for j in k..n {
            x[j * m..(j + 1) * m]
                .iter_mut()
                .for_each(|v| *v = T::re(0.0));
            x[j * m + j] = T::re(1.0);
        }
        for i in (0..k).rev() {
            let t = taus[b * k + i];
            let (left, right) = x.split_at_mut((i + 1) * m);
            let v = &mut left[i * m + i..];
            apply(v, t, right, m, i);
            v[1..].iter_mut().for_each(|e| *e = -(t * *e));
            v[0] = T::re(1.0) - t;
            left[i * m..i * m + i]
                .iter_mut()
                .for_each(|e| *e = T::re(0.0));
        }
    })?;
    save(a.buf, &vals);
    Ok(())
}

/// One matrix's eigenvalues and right eigenvectors (columns, unit norm, largest component
/// real, as LAPACK scales them), or None when it did not converge.
type EigParts = Option<(Vec<c64>, Vec<c64>)>;

fn eigen_one<T: Elem>(x: &[T], n: usize, vectors: bool) -> EigParts {
    let mat = MatRef::from_column_major_slice(x, n, n);
    if !vectors {
        return Some((mat.eigenvalues().ok()?, vec![]));
    }
    let e = mat.eigen().ok()?;
    let w = (0..n).map(|i| e.S()[i]).collect();
    let u = e.U();
    let mut v = Vec::with_capacity(n * n);
    for j in 0..n {
        let col: Vec<c64> = (0..n).map(|i| u[(i, j)]).collect();
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

    /// geqrf then orgqr of a 4x3 matrix: Q's columns orthonormal, Q R = A, and R's first
    /// diagonal element -sign(a00) * |column 0|, as LAPACK (and NumPy) give it.
    #[test]
    fn householder_qr_reconstructs() {
        let a0: Vec<f64> = (0..12).map(|i| ((i * 7 % 5) as f64) - 1.5).collect();
        let a = Store::host(Col::F(a0.clone()));
        let tau = Cpu.geqrf(&mats(&a, DType::F64, 4, 3, 1)).unwrap();
        let f = floats(&a);
        let r = |i: usize, j: usize| if i <= j { f[i + 4 * j] } else { 0.0 };
        let norm0 = a0[..4].iter().map(|v| v * v).sum::<f64>().sqrt();
        assert!((r(0, 0) + a0[0].signum() * norm0).abs() < 1e-12);
        Cpu.orgqr(&mats(&a, DType::F64, 4, 3, 1), &tau, 3).unwrap();
        let q = floats(&a);
        for i in 0..3 {
            for j in 0..3 {
                let dot: f64 = (0..4).map(|k| q[k + 4 * i] * q[k + 4 * j]).sum();
                assert!((dot - (i == j) as u8 as f64).abs() < 1e-12);
            }
        }
        for i in 0..4 {
            for j in 0..3 {
                let qr: f64 = (0..3).map(|k| q[i + 4 * k] * r(k, j)).sum();
                assert!((qr - a0[i + 4 * j]).abs() < 1e-12, "({i}, {j})");
            }
        }
    }
}
