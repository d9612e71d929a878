//! np.linalg's solvers and decompositions through faer (LU, Cholesky, QR, SVD, eigen):
//! det slogdet inv solve cholesky qr svd eigh eigvalsh eig eigvals pinv lstsq matrix_rank
//! cond, over stacks of matrices (`(..., M, N)`), in float64 / complex128 and returned in
//! NumPy's result dtype (float32 stays float32). Device arrays go to cuSOLVER
//! (`decomp_device`); matrix_power and tensordot are products, so they stay on the device.
use super::decomp_device;
use super::reg;
use super::sort::bind;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::{self as arr, ArrErr, Array, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtErr, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use faer::linalg::solvers::{DenseSolveCore, Solve};
use faer::{Mat, Side, c64};
use std::rc::Rc;
use std::sync::Arc;

type Kw = [(Rc<str>, Value)];
/// Matrix values as (re, im) pairs, row-major, matrix after matrix.
type Vals = Vec<(f64, f64)>;

fn linalg_err(msg: impl Into<String>) -> Box<RtErr> {
    err(ExcType::LinAlgError, msg)
}

/// An element faer works in: float64 or complex128.
trait Elem: faer::traits::ComplexField<Real = f64> + Copy {
    fn of(c: (f64, f64)) -> Self;
    fn parts(self) -> (f64, f64);
    fn abs2(self) -> f64 {
        let (r, i) = self.parts();
        r * r + i * i
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

/// A stack of matrices read from an array `(..., M, N)`.
#[derive(Clone)]
struct Stack {
    batch: Vec<usize>,
    m: usize,
    n: usize,
    col: Col,
    /// The dtype results take (NumPy's `_commonType`).
    dt: DType,
    host: bool,
}

impl Stack {
    fn count(&self) -> usize {
        crate::array::layout::size_of(&self.batch)
    }

    fn mat<T: Elem>(&self, b: usize) -> Mat<T> {
        let base = b * self.m * self.n;
        Mat::from_fn(self.m, self.n, |i, j| {
            T::of(self.col.get_c(base + i * self.n + j))
        })
    }

    fn complex(&self) -> bool {
        self.dt.is_complex()
    }
}

/// NumPy's linalg result dtype: integers and bools in float64; float16 is refused.
fn linalg_dtype(d: DType) -> RtResult<DType> {
    Ok(match d {
        DType::F32 | DType::F64 | DType::C64 | DType::C128 => d,
        DType::F16 => {
            return Err(type_err("array type float16 is unsupported in linalg"));
        }
        _ => DType::F64,
    })
}

/// The real dtype of a linalg result dtype (complex64 -> float32, complex128 -> float64).
pub(super) fn real_of(d: DType) -> DType {
    match d {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        d => d,
    }
}

/// A stack's `(batch, m, n, result dtype)`, checked as NumPy checks it.
fn dims(x: &Array, square: bool) -> RtResult<(Vec<usize>, usize, usize, DType)> {
    if x.ndim() < 2 {
        return Err(linalg_err(format!(
            "{}-dimensional array given. Array must be at least two-dimensional",
            x.ndim()
        )));
    }
    let nd = x.ndim();
    let (m, n) = (x.shape[nd - 2], x.shape[nd - 1]);
    if square && m != n {
        return Err(linalg_err("Last 2 dimensions of the array must be square"));
    }
    Ok((x.shape[..nd - 2].to_vec(), m, n, linalg_dtype(x.dtype)?))
}

fn stack(it: &mut Interp, v: &Value, host: bool, square: bool) -> RtResult<Arc<Stack>> {
    let x = it.to_array(v, host, None)?;
    let (batch, m, n, dt) = dims(&x, square)?;
    Ok(Arc::new(Stack {
        batch,
        m,
        n,
        col: x.to_col().map_err(arr_err)?,
        dt,
        host: x.host,
    }))
}

/// A device stack for cuSOLVER (`decomp_device`): the array and its dims when `v` is a
/// non-empty device array and CUDA runs device work; else None (the host path).
type DevStack = (ArrayRef, Vec<usize>, usize, usize, DType);

fn device_stack(
    it: &mut Interp,
    v: &Value,
    host: bool,
    square: bool,
) -> RtResult<Option<DevStack>> {
    let x = it.to_array(v, host, None)?;
    let (batch, m, n, dt) = dims(&x, square)?;
    if arr::kernels_of(&x).is_none() || x.size() == 0 {
        return Ok(None);
    }
    Ok(Some((x, batch, m, n, dt)))
}

/// Values (as complex parts) of dtype `dt` shaped `shape`: an array of that kind.
fn build(vals: Vec<(f64, f64)>, shape: Vec<usize>, dt: DType, host: bool) -> ArrayRef {
    let col = if dt.is_complex() {
        Col::C(vals).cast(DType::C128, dt)
    } else {
        Col::F(vals.into_iter().map(|v| v.0).collect()).cast(DType::F64, dt)
    };
    Array::from_col(col, dt, shape, host)
}

fn push_mat<T: Elem>(out: &mut Vec<(f64, f64)>, m: faer::MatRef<'_, T>) {
    for i in 0..m.nrows() {
        for j in 0..m.ncols() {
            out.push(m[(i, j)].parts());
        }
    }
}

fn with_dims(batch: &[usize], dims: &[usize]) -> Vec<usize> {
    let mut s = batch.to_vec();
    s.extend_from_slice(dims);
    s
}

fn give(it: &mut Interp, a: ArrayRef) -> RtResult<Value> {
    it.finish(a)
}

/// Each matrix of a stack through `f` (real or complex, as the stack's dtype); a big stack
/// on a worker thread, so Ctrl-C ends the call at once (`interrupt::abandonable`).
macro_rules! per_matrix {
    ($s:expr, $f:ident $(, $arg:expr)*) => {{
        let s: Arc<Stack> = Arc::clone($s);
        crate::interrupt::abandonable(s.col.len() >= BIG, move || {
            if s.complex() {
                $f::<c64>(&s $(, $arg)*)
            } else {
                $f::<f64>(&s $(, $arg)*)
            }
        })
        .ok_or_else(|| arr_err(ArrErr::Interrupted))?
    }};
}

/// Stacks of this many elements (a 128x128 matrix) are factorised on a worker thread.
const BIG: usize = 1 << 14;

/// A LinAlgError from work on a worker thread (an `RtErr` holds values of this thread).
struct LinAlg(&'static str);

impl From<LinAlg> for Box<RtErr> {
    fn from(e: LinAlg) -> Self {
        linalg_err(e.0)
    }
}

fn is_singular<T: Elem>(lu: &faer::linalg::solvers::PartialPivLu<T>) -> bool {
    let u = lu.U();
    (0..u.nrows().min(u.ncols())).any(|i| u[(i, i)].abs2() == 0.0)
}

fn inv_all<T: Elem>(s: &Stack) -> Result<Vec<(f64, f64)>, LinAlg> {
    let mut out = Vec::with_capacity(s.count() * s.n * s.n);
    for b in 0..s.count() {
        let lu = s.mat::<T>(b).partial_piv_lu();
        if is_singular(&lu) {
            return Err(LinAlg("Singular matrix"));
        }
        push_mat(&mut out, lu.inverse().as_ref());
    }
    Ok(out)
}

/// (sign, log|det|) of each matrix, from its LU factors.
/// Each matrix's (sign as complex parts, log|det|).
type SignLogDets = Vec<((f64, f64), f64)>;

fn slogdet_all<T: Elem>(s: &Stack) -> Result<SignLogDets, LinAlg> {
    let mut out = Vec::with_capacity(s.count());
    for b in 0..s.count() {
        if s.n == 0 {
            out.push(((1.0, 0.0), 0.0));
            continue;
        }
        let lu = s.mat::<T>(b).partial_piv_lu();
        let (fwd, _) = lu.P().arrays();
        // The permutation's parity, by its cycles.
        let mut seen = vec![false; s.n];
        let mut odd = false;
        for i in 0..s.n {
            let mut j = i;
            let mut len = 0;
            while !seen[j] {
                seen[j] = true;
                j = fwd[j];
                len += 1;
            }
            if len > 0 && len % 2 == 0 {
                odd = !odd;
            }
        }
        let mut sign = if odd { (-1.0, 0.0) } else { (1.0, 0.0) };
        let mut logdet = 0.0;
        let u = lu.U();
        for i in 0..s.n {
            let (re, im) = u[(i, i)].parts();
            let a = re.hypot(im);
            if a == 0.0 {
                sign = (0.0, 0.0);
                logdet = f64::NEG_INFINITY;
                break;
            }
            let (ur, ui) = (re / a, im / a);
            sign = (sign.0 * ur - sign.1 * ui, sign.0 * ui + sign.1 * ur);
            logdet += a.ln();
        }
        out.push((sign, logdet));
    }
    Ok(out)
}

/// solve(a, b): `b` of shape (..., M) when 1-d, else (..., M, K), batches broadcast.
fn solve(it: &mut Interp, a: &[Value], kw: &Kw, host: bool) -> RtResult<Value> {
    let p = bind("solve", a, kw, &["a", "b"], 2, 2)?;
    let (av, bv) = (p[0].clone().unwrap(), p[1].clone().unwrap());
    let ax = it.to_array(&av, host, None)?;
    let (abatch, _, n, adt) = dims(&ax, true)?;
    let b = it.to_array(&bv, host, None)?;
    let vector = b.ndim() == 1;
    let bm = if vector {
        let nb = b.shape[0];
        it.reshape(&b, &[nb as i64, 1])?
    } else {
        b.clone()
    };
    if bm.ndim() < 2 || bm.shape[bm.ndim() - 2] != n {
        let (name, sig) = if vector {
            ("solve1", "(m,m),(m)->(m)")
        } else {
            ("solve", "(m,m),(m,n)->(m,n)")
        };
        return Err(value_err(format!(
            "{name}: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {sig} (size {} is different from {})",
            bm.shape
                .get(bm.ndim().wrapping_sub(2))
                .copied()
                .unwrap_or(0),
            n
        )));
    }
    let k = bm.shape[bm.ndim() - 1];
    let bbatch = bm.shape[..bm.ndim() - 2].to_vec();
    let batch = crate::array::layout::broadcast_shapes(&abatch, &bbatch).map_err(value_err)?;
    let dt = linalg_dtype(crate::array::dtype::promote(adt, bm.dtype))?;
    // Broadcast both to the common batch and read them.
    let ab = arr::broadcast_to(&ax, &with_dims(&batch, &[n, n])).map_err(arr_err)?;
    let bb = arr::broadcast_to(&bm, &with_dims(&batch, &[n, k])).map_err(arr_err)?;
    if arr::kernels_of(&ax).is_some() && ab.size() > 0 && bb.size() > 0 {
        let x = decomp_device::solve(&ab, &bb, &batch, n, k, dt)?;
        let shape = if vector {
            with_dims(&batch, &[n])
        } else {
            with_dims(&batch, &[n, k])
        };
        let x = it.reshape(&x, &shape.iter().map(|&d| d as i64).collect::<Vec<_>>())?;
        return give(it, x);
    }
    let sa = Stack {
        batch: batch.clone(),
        m: n,
        n,
        col: ab.to_col().map_err(arr_err)?,
        dt,
        host: ax.host,
    };
    let sb = Stack {
        batch: batch.clone(),
        m: n,
        n: k,
        col: bb.to_col().map_err(arr_err)?,
        dt,
        host: ax.host,
    };
    fn run<T: Elem>(sa: &Stack, sb: &Stack) -> Result<Vec<(f64, f64)>, LinAlg> {
        let mut out = Vec::new();
        for i in 0..sa.count() {
            let lu = sa.mat::<T>(i).partial_piv_lu();
            if is_singular(&lu) {
                return Err(LinAlg("Singular matrix"));
            }
            push_mat(&mut out, lu.solve(sb.mat::<T>(i)).as_ref());
        }
        Ok(out)
    }
    let big = sa.col.len() >= BIG;
    let (sa, sb) = (Arc::new(sa), Arc::new(sb));
    let (a2, b2) = (Arc::clone(&sa), Arc::clone(&sb));
    let vals = crate::interrupt::abandonable(big, move || {
        if dt.is_complex() {
            run::<c64>(&a2, &b2)
        } else {
            run::<f64>(&a2, &b2)
        }
    })
    .ok_or_else(|| arr_err(ArrErr::Interrupted))??;
    let shape = if vector {
        with_dims(&batch, &[sa.n])
    } else {
        with_dims(&batch, &[sa.n, k])
    };
    give(it, build(vals, shape, dt, sa.host))
}

fn svd_parts<T: Elem>(s: &Stack, full: bool, uv: bool) -> Result<(Vals, Vals, Vals), LinAlg> {
    let (mut u, mut sv, mut vh) = (Vec::new(), Vec::new(), Vec::new());
    for b in 0..s.count() {
        let m = s.mat::<T>(b);
        if !uv {
            let vals = m
                .singular_values()
                .map_err(|_| LinAlg("SVD did not converge"))?;
            sv.extend(vals.into_iter().map(|x| (x, 0.0)));
            continue;
        }
        let d = if full { m.svd() } else { m.thin_svd() }
            .map_err(|_| LinAlg("SVD did not converge"))?;
        push_mat(&mut u, d.U());
        let k = s.m.min(s.n);
        for i in 0..k {
            sv.push((d.S()[i].parts().0, 0.0));
        }
        // Vh = V^H.
        let v = d.V();
        for i in 0..v.ncols() {
            for j in 0..v.nrows() {
                let (re, im) = v[(j, i)].parts();
                vh.push((re, -im));
            }
        }
    }
    Ok((u, sv, vh))
}

/// The fields of NumPy 2's named results (`SVDResult`, `EigResult`/`EighResult`).
const SVD_FIELDS: &[&str] = &["U", "S", "Vh"];
const EIG_FIELDS: &[&str] = &["eigenvalues", "eigenvectors"];

fn svd(it: &mut Interp, a: &[Value], kw: &Kw, host: bool) -> RtResult<Value> {
    let p = bind(
        "svd",
        a,
        kw,
        &["a", "full_matrices", "compute_uv", "hermitian"],
        1,
        4,
    )?;
    let full = p[1].as_ref().is_none_or(|v| v.truthy());
    let uv = p[2].as_ref().is_none_or(|v| v.truthy());
    if let Some((x, batch, m, n, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, false)? {
        let (s, uvh) = decomp_device::svd(&x, &batch, (m, n), dt, full, uv)?;
        let s = give(it, s)?;
        return match uvh {
            None => Ok(s),
            Some((u, vh)) => Ok(Value::named(
                "SVDResult",
                SVD_FIELDS,
                vec![give(it, u)?, s, give(it, vh)?],
            )),
        };
    }
    let s = stack(it, p[0].as_ref().unwrap(), host, false)?;
    let (u, sv, vh) = per_matrix!(&s, svd_parts, full, uv)?;
    let k = s.m.min(s.n);
    let svals = build(sv, with_dims(&s.batch, &[k]), real_of(s.dt), s.host);
    if !uv {
        return give(it, svals);
    }
    let (uc, vr) = if full { (s.m, s.n) } else { (k, k) };
    let um = build(u, with_dims(&s.batch, &[s.m, uc]), s.dt, s.host);
    let vm = build(vh, with_dims(&s.batch, &[vr, s.n]), s.dt, s.host);
    Ok(Value::named(
        "SVDResult",
        SVD_FIELDS,
        vec![Value::Array(um), Value::Array(svals), Value::Array(vm)],
    ))
}

/// Singular values of each matrix (descending), as plain floats.
fn singular_values(s: &Arc<Stack>) -> RtResult<Vec<Vec<f64>>> {
    let (_, sv, _) = per_matrix!(s, svd_parts, false, false)?;
    let k = s.m.min(s.n);
    Ok((0..s.count())
        .map(|b| sv[b * k..(b + 1) * k].iter().map(|v| v.0).collect())
        .collect())
}

/// pinv = V diag(1/s) U^H with the small singular values cut at `rcond * max(s)`.
fn pinv_all<T: Elem>(s: &Stack, rcond: f64) -> Result<Vec<(f64, f64)>, LinAlg> {
    let mut out = Vec::new();
    for b in 0..s.count() {
        let m = s.mat::<T>(b);
        let d = m.thin_svd().map_err(|_| LinAlg("SVD did not converge"))?;
        let k = s.m.min(s.n);
        let sv: Vec<f64> = (0..k).map(|i| d.S()[i].parts().0).collect();
        let cut = rcond * sv.iter().copied().fold(0.0, f64::max);
        let (u, v) = (d.U(), d.V());
        for i in 0..s.n {
            for j in 0..s.m {
                let mut acc = (0.0, 0.0);
                for (l, &x) in sv.iter().enumerate() {
                    if x > cut {
                        let (vr, vi) = v[(i, l)].parts();
                        let (ur, ui) = u[(j, l)].parts();
                        // v * conj(u) / s
                        acc.0 += (vr * ur + vi * ui) / x;
                        acc.1 += (vi * ur - vr * ui) / x;
                    }
                }
                out.push(acc);
            }
        }
    }
    Ok(out)
}

fn eigh_all<T: Elem>(s: &Stack, lower: bool, vectors: bool) -> Result<(Vec<f64>, Vals), LinAlg> {
    let side = if lower { Side::Lower } else { Side::Upper };
    let (mut w, mut v) = (Vec::new(), Vec::new());
    for b in 0..s.count() {
        let m = s.mat::<T>(b);
        if vectors {
            let e = m
                .self_adjoint_eigen(side)
                .map_err(|_| LinAlg("Eigenvalues did not converge"))?;
            for i in 0..s.n {
                w.push(e.S()[i].parts().0);
            }
            push_mat(&mut v, e.U());
        } else {
            let vals = m
                .self_adjoint_eigenvalues(side)
                .map_err(|_| LinAlg("Eigenvalues did not converge"))?;
            w.extend(vals);
        }
    }
    Ok((w, v))
}

fn eig_all<T: Elem>(s: &Stack, vectors: bool) -> Result<(Vals, Vals), LinAlg> {
    let (mut w, mut v) = (Vec::new(), Vec::new());
    for b in 0..s.count() {
        let m = s.mat::<T>(b);
        if vectors {
            let e = m
                .eigen()
                .map_err(|_| LinAlg("Eigenvalues did not converge"))?;
            for i in 0..s.n {
                let z = e.S()[i];
                w.push((z.re, z.im));
            }
            // LAPACK's (and NumPy's) normalisation: each vector of unit norm with its
            // largest component real.
            let u = e.U();
            let scale: Vec<c64> = (0..s.n)
                .map(|j| {
                    let col = (0..s.n).map(|i| u[(i, j)]);
                    let norm = col.clone().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
                    let top = col.fold(
                        c64::new(0.0, 0.0),
                        |m, z| {
                            if z.norm() > m.norm() { z } else { m }
                        },
                    );
                    let phase = if top.norm() > 0.0 {
                        top / top.norm()
                    } else {
                        c64::new(1.0, 0.0)
                    };
                    phase * norm.max(f64::MIN_POSITIVE)
                })
                .collect();
            for i in 0..s.n {
                for (j, d) in scale.iter().enumerate() {
                    let z = u[(i, j)] / *d;
                    v.push((z.re, z.im));
                }
            }
        } else {
            let vals = m
                .eigenvalues()
                .map_err(|_| LinAlg("Eigenvalues did not converge"))?;
            w.extend(vals.into_iter().map(|z| (z.re, z.im)));
        }
    }
    Ok((w, v))
}

fn qr_all<T: Elem>(s: &Stack, complete: bool) -> (Vals, Vals) {
    let (mut q, mut r) = (Vec::new(), Vec::new());
    for b in 0..s.count() {
        let d = s.mat::<T>(b).qr();
        if complete {
            push_mat(&mut q, d.compute_Q().as_ref());
            // R is (M, N): faer's (min(M, N), N) factor with zero rows below.
            let t = d.thin_R();
            for i in 0..s.m {
                for j in 0..s.n {
                    r.push(if i < t.nrows() {
                        t[(i, j)].parts()
                    } else {
                        (0.0, 0.0)
                    });
                }
            }
        } else {
            push_mat(&mut q, d.compute_thin_Q().as_ref());
            push_mat(&mut r, d.thin_R());
        }
    }
    (q, r)
}

fn cholesky_all<T: Elem>(s: &Stack, upper: bool) -> Result<Vec<(f64, f64)>, LinAlg> {
    let mut out = Vec::new();
    for b in 0..s.count() {
        let m = s.mat::<T>(b);
        let l = m
            .llt(Side::Lower)
            .map_err(|_| LinAlg("Matrix is not positive definite"))?;
        let l = l.L();
        for i in 0..s.n {
            for j in 0..s.n {
                let (row, col) = if upper { (j, i) } else { (i, j) };
                let (re, im) = if row >= col {
                    l[(row, col)].parts()
                } else {
                    (0.0, 0.0)
                };
                out.push(if upper { (re, -im) } else { (re, im) });
            }
        }
    }
    Ok(out)
}

fn eps_of(dt: DType) -> f64 {
    if real_of(dt) == DType::F32 {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    }
}

fn float_arg(v: &Option<Value>) -> RtResult<Option<f64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i as f64)),
        Some(Value::Float(f)) => Ok(Some(*f)),
        Some(Value::Array(a)) if a.size() == 1 => Ok(Some(a.to_col().map_err(arr_err)?.get_c(0).0)),
        Some(v) => Err(type_err(format!(
            "expected a number, not '{}'",
            v.type_name()
        ))),
    }
}

pub fn install(m: &std::rc::Rc<Module>, host: bool) {
    let lm = match m.get("linalg") {
        Some(Value::Module(l)) => l,
        _ => {
            let l = Module::new(if host { "numpy.linalg" } else { "cupy.linalg" });
            m.set("linalg", Value::Module(l.clone()));
            l
        }
    };
    reg(&lm, "inv", host, |it, a, kw, host| {
        let p = bind("inv", a, kw, &["a"], 1, 1)?;
        if let Some((x, batch, n, _, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, true)? {
            let r = decomp_device::inv(&x, &batch, n, dt)?;
            return give(it, r);
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, true)?;
        let vals = per_matrix!(&s, inv_all)?;
        give(
            it,
            build(vals, with_dims(&s.batch, &[s.n, s.n]), s.dt, s.host),
        )
    });
    reg(&lm, "det", host, |it, a, kw, host| {
        let p = bind("det", a, kw, &["a"], 1, 1)?;
        if let Some((x, batch, n, _, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, true)? {
            let (_, _, det) = decomp_device::slogdet(&x, &batch, n, dt)?;
            return give(it, det);
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, true)?;
        let sl = per_matrix!(&s, slogdet_all)?;
        let vals = sl
            .into_iter()
            .map(|((sr, si), l)| {
                let e = l.exp();
                (sr * e, si * e)
            })
            .collect();
        give(it, build(vals, s.batch.clone(), s.dt, s.host))
    });
    reg(&lm, "slogdet", host, |it, a, kw, host| {
        let p = bind("slogdet", a, kw, &["a"], 1, 1)?;
        if let Some((x, batch, n, _, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, true)? {
            let (sign, logdet, _) = decomp_device::slogdet(&x, &batch, n, dt)?;
            let sign = give(it, sign)?;
            let logdet = give(it, logdet)?;
            return Ok(Value::named(
                "SlogdetResult",
                &["sign", "logabsdet"],
                vec![sign, logdet],
            ));
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, true)?;
        let sl = per_matrix!(&s, slogdet_all)?;
        let signs = sl.iter().map(|x| x.0).collect();
        let logs = sl.iter().map(|x| (x.1, 0.0)).collect();
        let sign = give(it, build(signs, s.batch.clone(), s.dt, s.host))?;
        let logdet = give(it, build(logs, s.batch.clone(), real_of(s.dt), s.host))?;
        Ok(Value::named(
            "SlogdetResult",
            &["sign", "logabsdet"],
            vec![sign, logdet],
        ))
    });
    reg(&lm, "solve", host, solve);
    reg(&lm, "svd", host, svd);
    reg(&lm, "cholesky", host, |it, a, kw, host| {
        let p = bind("cholesky", a, kw, &["a", "upper"], 1, 1)?;
        let upper = p[1].as_ref().is_some_and(|v| v.truthy());
        if let Some((x, batch, n, _, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, true)? {
            let r = decomp_device::cholesky(&x, &batch, n, dt, upper)?;
            return give(it, r);
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, true)?;
        let vals = per_matrix!(&s, cholesky_all, upper)?;
        give(
            it,
            build(vals, with_dims(&s.batch, &[s.n, s.n]), s.dt, s.host),
        )
    });
    reg(&lm, "qr", host, |it, a, kw, host| {
        let p = bind("qr", a, kw, &["a", "mode"], 1, 2)?;
        let mode = match &p[1] {
            None | Some(Value::None) => "reduced".to_string(),
            Some(Value::Str(s)) => s.to_string(),
            Some(_) => return Err(type_err("mode must be a string")),
        };
        if !["reduced", "complete", "r"].contains(&mode.as_str()) {
            return Err(value_err(format!("Unrecognized mode '{mode}'")));
        }
        let complete = mode == "complete";
        if let Some((x, batch, m, n, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, false)? {
            let (q, r) = decomp_device::qr(&x, &batch, (m, n), dt, complete, mode != "r")?;
            let r = give(it, r)?;
            return match q {
                None => Ok(r),
                Some(q) => Ok(Value::named("QRResult", &["Q", "R"], vec![give(it, q)?, r])),
            };
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, false)?;
        let (q, r) = per_matrix!(&s, qr_all, complete);
        let k = s.m.min(s.n);
        let (qc, rr) = if complete { (s.m, s.m) } else { (k, k) };
        let rm = build(r, with_dims(&s.batch, &[rr, s.n]), s.dt, s.host);
        if mode == "r" {
            return Ok(Value::Array(rm));
        }
        let qm = build(q, with_dims(&s.batch, &[s.m, qc]), s.dt, s.host);
        Ok(Value::named(
            "QRResult",
            &["Q", "R"],
            vec![Value::Array(qm), Value::Array(rm)],
        ))
    });
    for (name, vectors) in [("eigh", true), ("eigvalsh", false)] {
        reg(&lm, name, host, move |it, a, kw, host| {
            let p = bind(name, a, kw, &["a", "UPLO"], 1, 2)?;
            let result = "EighResult";
            let lower = match &p[1] {
                None | Some(Value::None) => true,
                Some(Value::Str(s)) if &**s == "L" || &**s == "l" => true,
                Some(Value::Str(s)) if &**s == "U" || &**s == "u" => false,
                Some(_) => return Err(value_err("UPLO argument must be 'L' or 'U'")),
            };
            if let Some((x, batch, n, _, dt)) =
                device_stack(it, p[0].as_ref().unwrap(), host, true)?
            {
                let (w, v) = decomp_device::eigh(&x, &batch, n, dt, lower, vectors)?;
                let w = give(it, w)?;
                return match v {
                    None => Ok(w),
                    Some(v) => Ok(Value::named(result, EIG_FIELDS, vec![w, give(it, v)?])),
                };
            }
            let s = stack(it, p[0].as_ref().unwrap(), host, true)?;
            let (w, v) = per_matrix!(&s, eigh_all, lower, vectors)?;
            let w = build(
                w.into_iter().map(|x| (x, 0.0)).collect(),
                with_dims(&s.batch, &[s.n]),
                real_of(s.dt),
                s.host,
            );
            if !vectors {
                return give(it, w);
            }
            let v = build(v, with_dims(&s.batch, &[s.n, s.n]), s.dt, s.host);
            Ok(Value::named(
                "EighResult",
                EIG_FIELDS,
                vec![Value::Array(w), Value::Array(v)],
            ))
        });
    }
    for (name, vectors) in [("eig", true), ("eigvals", false)] {
        reg(&lm, name, host, move |it, a, kw, host| {
            let p = bind(name, a, kw, &["a"], 1, 1)?;
            let result = "EigResult";
            if let Some((x, batch, n, _, dt)) =
                device_stack(it, p[0].as_ref().unwrap(), host, true)?
            {
                let (w, v) = decomp_device::eig(&x, &batch, n, dt, vectors)?;
                let w = give(it, w)?;
                return match v {
                    None => Ok(w),
                    Some(v) => Ok(Value::named(result, EIG_FIELDS, vec![w, give(it, v)?])),
                };
            }
            let s = stack(it, p[0].as_ref().unwrap(), host, true)?;
            let (w, v) = per_matrix!(&s, eig_all, vectors)?;
            // Real input with only real eigenvalues gives real results, as NumPy.
            let real = !s.complex() && w.iter().all(|z| z.1 == 0.0);
            let dt = if real {
                s.dt
            } else if real_of(s.dt) == DType::F32 {
                DType::C64
            } else {
                DType::C128
            };
            let wa = build(w, with_dims(&s.batch, &[s.n]), dt, s.host);
            if !vectors {
                return give(it, wa);
            }
            let va = build(v, with_dims(&s.batch, &[s.n, s.n]), dt, s.host);
            Ok(Value::named(
                "EigResult",
                EIG_FIELDS,
                vec![Value::Array(wa), Value::Array(va)],
            ))
        });
    }
    reg(&lm, "pinv", host, |it, a, kw, host| {
        let p = bind("pinv", a, kw, &["a", "rcond", "hermitian", "rtol"], 1, 3)?;
        let given = match (float_arg(&p[1])?, float_arg(&p[3])?) {
            (Some(r), _) | (None, Some(r)) => Some(r),
            (None, None) => None,
        };
        if let Some((x, batch, m, n, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, false)? {
            let rcond = given.unwrap_or(eps_of(dt) * m.max(n) as f64);
            let r = decomp_device::pinv(&x, &batch, (m, n), dt, rcond)?;
            return give(it, r);
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, false)?;
        let rcond = given.unwrap_or(eps_of(s.dt) * s.m.max(s.n) as f64);
        let vals = per_matrix!(&s, pinv_all, rcond)?;
        give(
            it,
            build(vals, with_dims(&s.batch, &[s.n, s.m]), s.dt, s.host),
        )
    });
    reg(&lm, "matrix_rank", host, |it, a, kw, host| {
        let p = bind(
            "matrix_rank",
            a,
            kw,
            &["A", "tol", "hermitian", "rtol"],
            1,
            3,
        )?;
        let x = it.to_array(p[0].as_ref().unwrap(), host, None)?;
        if x.ndim() < 2 {
            let c = x.to_col().map_err(arr_err)?;
            let any = (0..x.size()).any(|i| c.get_c(i) != (0.0, 0.0));
            return Ok(Value::Int(any as i64));
        }
        let tol = float_arg(&p[1])?;
        if let Some((x, batch, m, n, dt)) = device_stack(it, &Value::Array(x.clone()), host, false)?
        {
            let rtol = float_arg(&p[3])?.unwrap_or(eps_of(dt) * m.max(n) as f64);
            let r = decomp_device::matrix_rank(&x, &batch, (m, n), dt, (tol, rtol))?;
            if batch.is_empty() {
                return Ok(Value::Int(r.to_col().map_err(arr_err)?.get_c(0).0 as i64));
            }
            return give(it, r);
        }
        let s = stack(it, &Value::Array(x), host, false)?;
        let rtol = float_arg(&p[3])?.unwrap_or(eps_of(s.dt) * s.m.max(s.n) as f64);
        let ranks: Vec<(f64, f64)> = singular_values(&s)?
            .into_iter()
            .map(|sv| {
                let cut = tol.unwrap_or(rtol * sv.iter().copied().fold(0.0, f64::max));
                (sv.iter().filter(|&&x| x > cut).count() as f64, 0.0)
            })
            .collect();
        if s.batch.is_empty() {
            return Ok(Value::Int(ranks[0].0 as i64));
        }
        let r = build(ranks, s.batch.clone(), DType::F64, s.host);
        give(it, arr::astype(&r, DType::I64).map_err(arr_err)?)
    });
    let ns = std::rc::Rc::downgrade(m);
    reg(&lm, "cond", host, move |it, a, kw, host| {
        let p = bind("cond", a, kw, &["x", "p"], 1, 2)?;
        match &p[1] {
            None | Some(Value::None) | Some(Value::Int(2)) | Some(Value::Int(-2)) => {}
            Some(Value::Float(f)) if f.abs() == 2.0 => {}
            Some(v) => {
                // The other norms: NumPy's norm(x) * norm(inv(x)) (stdlib/linalg.gpa).
                let ok = match v {
                    Value::Int(k) => k.abs() == 1,
                    Value::Float(f) => f.is_infinite() || f.abs() == 1.0,
                    Value::Str(s) => &**s == "fro",
                    _ => false,
                };
                if !ok {
                    return Err(value_err("Invalid norm order for matrices."));
                }
                let args = [p[0].clone().unwrap(), v.clone()];
                return super::stdlib::call_private(it, &ns, "_cond_by_norm", &args);
            }
        }
        let min = matches!(p[1], Some(Value::Int(-2)))
            || matches!(p[1], Some(Value::Float(f)) if f == -2.0);
        if let Some((x, batch, m, n, dt)) = device_stack(it, p[0].as_ref().unwrap(), host, false)? {
            let r = decomp_device::cond(&x, &batch, (m, n), dt, min)?;
            return give(it, r);
        }
        let s = stack(it, p[0].as_ref().unwrap(), host, false)?;
        let vals = singular_values(&s)?
            .into_iter()
            .map(|sv| {
                let (hi, lo) = (sv[0], sv[sv.len() - 1]);
                (if min { lo / hi } else { hi / lo }, 0.0)
            })
            .collect();
        give(it, build(vals, s.batch.clone(), real_of(s.dt), s.host))
    });
    reg(&lm, "lstsq", host, lstsq);
    reg(&lm, "matrix_power", host, matrix_power);
    reg(m, "tensordot", host, tensordot);
}

/// lstsq(a, b, rcond): x through the SVD, NumPy's residuals (when full rank and M > N),
/// rank and singular values.
fn lstsq(it: &mut Interp, a: &[Value], kw: &Kw, host: bool) -> RtResult<Value> {
    let p = bind("lstsq", a, kw, &["a", "b", "rcond"], 2, 3)?;
    let ax = it.to_array(p[0].as_ref().unwrap(), host, None)?;
    let (batch, am, an, adt) = dims(&ax, false)?;
    if !batch.is_empty() {
        return Err(linalg_err(format!(
            "{}-dimensional array given. Array must be two-dimensional",
            batch.len() + 2
        )));
    }
    let b = it.to_array(p[1].as_ref().unwrap(), host, None)?;
    let vector = b.ndim() == 1;
    if b.ndim() == 0 || b.ndim() > 2 || b.shape[0] != am {
        return Err(linalg_err("Incompatible dimensions"));
    }
    let k = if vector { 1 } else { b.shape[1] };
    let dt = linalg_dtype(crate::array::dtype::promote(adt, b.dtype))?;
    if arr::kernels_of(&ax).is_some() && am > 0 && an > 0 && k > 0 {
        let bm = it.reshape(&b, &[am as i64, k as i64])?;
        let rcond = float_arg(&p[2])?.unwrap_or(eps_of(dt) * am.max(an) as f64);
        let (x, resid, rank, sv) = decomp_device::lstsq(&ax, &bm, (am, an), dt, rcond)?;
        let xshape: Vec<i64> = if vector {
            vec![an as i64]
        } else {
            vec![an as i64, k as i64]
        };
        let x = it.reshape(&x, &xshape)?;
        return Ok(Value::tuple(vec![
            give(it, x)?,
            give(it, resid)?,
            Value::Int(rank as i64),
            give(it, sv)?,
        ]));
    }
    let s = stack(it, &Value::Array(ax), host, false)?;
    let sb = Stack {
        batch: vec![],
        m: s.m,
        n: k,
        col: b.to_col().map_err(arr_err)?,
        dt,
        host: s.host,
    };
    let sa = Stack {
        dt,
        ..Arc::unwrap_or_clone(s)
    };
    let rcond = float_arg(&p[2])?.unwrap_or(eps_of(dt) * sa.m.max(sa.n) as f64);
    /// (x, residuals, rank, singular values).
    type Solution = (Vals, Vec<f64>, usize, Vec<f64>);
    fn run<T: Elem>(sa: &Stack, sb: &Stack, rcond: f64) -> Result<Solution, LinAlg> {
        let am = sa.mat::<T>(0);
        let bm = sb.mat::<T>(0);
        let d = am
            .thin_svd()
            .map_err(|_| LinAlg("SVD did not converge in Linear Least Squares"))?;
        let kk = sa.m.min(sa.n);
        let sv: Vec<f64> = (0..kk).map(|i| d.S()[i].parts().0).collect();
        let cut = rcond * sv.iter().copied().fold(0.0, f64::max);
        let rank = sv.iter().filter(|&&x| x > cut).count();
        let (u, v) = (d.U(), d.V());
        // x = V diag(1/s) U^H b
        let mut x = vec![(0.0, 0.0); sa.n * sb.n];
        for c in 0..sb.n {
            for (l, &sl) in sv.iter().enumerate() {
                if sl <= cut {
                    continue;
                }
                let mut t = (0.0, 0.0);
                for r in 0..sa.m {
                    let (ur, ui) = u[(r, l)].parts();
                    let (br, bi) = bm[(r, c)].parts();
                    t.0 += ur * br + ui * bi;
                    t.1 += ur * bi - ui * br;
                }
                for i in 0..sa.n {
                    let (vr, vi) = v[(i, l)].parts();
                    x[i * sb.n + c].0 += (vr * t.0 - vi * t.1) / sl;
                    x[i * sb.n + c].1 += (vr * t.1 + vi * t.0) / sl;
                }
            }
        }
        let mut resid = Vec::new();
        if rank == sa.n && sa.m > sa.n {
            for c in 0..sb.n {
                let mut acc = 0.0;
                for r in 0..sa.m {
                    let mut y = (0.0, 0.0);
                    for i in 0..sa.n {
                        let (ar, ai) = am[(r, i)].parts();
                        let (xr, xi) = x[i * sb.n + c];
                        y.0 += ar * xr - ai * xi;
                        y.1 += ar * xi + ai * xr;
                    }
                    let (br, bi) = bm[(r, c)].parts();
                    acc += (br - y.0).powi(2) + (bi - y.1).powi(2);
                }
                resid.push(acc);
            }
        }
        Ok((x, resid, rank, sv))
    }
    let big = sa.col.len() >= BIG;
    let (sa, sb) = (Arc::new(sa), Arc::new(sb));
    let (a2, b2) = (Arc::clone(&sa), Arc::clone(&sb));
    let (x, resid, rank, sv) = crate::interrupt::abandonable(big, move || {
        if dt.is_complex() {
            run::<c64>(&a2, &b2, rcond)
        } else {
            run::<f64>(&a2, &b2, rcond)
        }
    })
    .ok_or_else(|| arr_err(ArrErr::Interrupted))??;
    let xshape = if vector { vec![sa.n] } else { vec![sa.n, k] };
    let nres = resid.len();
    let xa = build(x, xshape, dt, sa.host);
    let ra = build(
        resid.into_iter().map(|r| (r, 0.0)).collect(),
        vec![nres],
        real_of(dt),
        sa.host,
    );
    let sa_ = build(
        sv.into_iter().map(|x| (x, 0.0)).collect(),
        vec![sa.m.min(sa.n)],
        real_of(dt),
        sa.host,
    );
    Ok(Value::tuple(vec![
        Value::Array(xa),
        Value::Array(ra),
        Value::Int(rank as i64),
        Value::Array(sa_),
    ]))
}

/// matrix_power(a, n): repeated squaring with matmul (on the device for device arrays);
/// n < 0 inverts first, n == 0 is the identity in a's dtype.
fn matrix_power(it: &mut Interp, a: &[Value], kw: &Kw, host: bool) -> RtResult<Value> {
    let p = bind("matrix_power", a, kw, &["a", "n"], 2, 2)?;
    let x = it.to_array(p[0].as_ref().unwrap(), host, None)?;
    let n = match &p[1] {
        Some(Value::Int(n)) => *n,
        Some(Value::Bool(b)) => *b as i64,
        _ => return Err(type_err("exponent must be an integer")),
    };
    let nd = x.ndim();
    if nd < 2 {
        return Err(linalg_err(format!(
            "{nd}-dimensional array given. Array must be at least two-dimensional"
        )));
    }
    if x.shape[nd - 1] != x.shape[nd - 2] {
        return Err(linalg_err("Last 2 dimensions of the array must be square"));
    }
    let m = x.shape[nd - 1];
    let base = if n < 0 {
        if let Some((x, batch, m, _, dt)) = device_stack(it, &Value::Array(x.clone()), host, true)?
        {
            decomp_device::inv(&x, &batch, m, dt)?
        } else {
            let s = stack(it, &Value::Array(x.clone()), host, true)?;
            let vals = per_matrix!(&s, inv_all)?;
            build(vals, x.shape.clone(), s.dt, s.host)
        }
    } else {
        x.clone()
    };
    if n == 0 {
        let eye: Vec<(f64, f64)> = (0..m * m)
            .map(|i| ((i / m == i % m) as u8 as f64, 0.0))
            .collect();
        let e = Array::from_col(
            Col::C(eye).cast(DType::C128, x.dtype),
            x.dtype,
            vec![m, m],
            x.host,
        );
        let wide = arr::broadcast_to(&e, &x.shape).map_err(arr_err)?;
        return Ok(Value::Array(arr::astype(&wide, x.dtype).map_err(arr_err)?));
    }
    let mut k = n.unsigned_abs();
    let mut result: Option<Value> = None;
    let mut sq = Value::Array(base);
    loop {
        if k & 1 == 1 {
            result = Some(match result {
                None => sq.clone(),
                Some(r) => it.array_matmul(&r, &sq)?,
            });
        }
        k >>= 1;
        if k == 0 {
            break;
        }
        sq = it.array_matmul(&sq, &sq)?;
    }
    Ok(result.unwrap_or(Value::None))
}

/// tensordot(a, b, axes): the summed axes moved together, both reshaped to matrices, one
/// matmul, the free axes restored (all array operations: device arrays stay there).
fn tensordot(it: &mut Interp, a: &[Value], kw: &Kw, host: bool) -> RtResult<Value> {
    let p = bind("tensordot", a, kw, &["a", "b", "axes"], 2, 3)?;
    let x = it.to_array(p[0].as_ref().unwrap(), host, None)?;
    let y = it.to_array(p[1].as_ref().unwrap(), host, None)?;
    let (ax, bx): (Vec<i64>, Vec<i64>) = match &p[2] {
        None | Some(Value::None) => tail_head(&x, &y, 2)?,
        Some(Value::Int(k)) => tail_head(&x, &y, *k)?,
        Some(v @ (Value::Tuple(_) | Value::List(_))) => {
            let parts = it.to_vec(v)?;
            if parts.len() != 2 {
                return Err(value_err("axes must consist of two sequences"));
            }
            let one = |it: &mut Interp, v: &Value| -> RtResult<Vec<i64>> {
                match v {
                    Value::Int(i) => Ok(vec![*i]),
                    v => it
                        .to_vec(v)?
                        .iter()
                        .map(|e| crate::builtins::want_int(e, "axes"))
                        .collect(),
                }
            };
            (one(it, &parts[0])?, one(it, &parts[1])?)
        }
        Some(_) => return Err(type_err("axes must be an int or a pair of sequences")),
    };
    if ax.len() != bx.len() {
        return Err(value_err("shape-mismatch for sum"));
    }
    let norm = |it: &Interp, v: &[i64], nd: usize| -> RtResult<Vec<usize>> {
        v.iter().map(|&i| it.norm_axis(i, nd)).collect()
    };
    let ax = norm(it, &ax, x.ndim())?;
    let bx = norm(it, &bx, y.ndim())?;
    for (i, j) in ax.iter().zip(&bx) {
        if x.shape[*i] != y.shape[*j] {
            return Err(value_err("shape-mismatch for sum"));
        }
    }
    let afree: Vec<usize> = (0..x.ndim()).filter(|k| !ax.contains(k)).collect();
    let bfree: Vec<usize> = (0..y.ndim()).filter(|k| !bx.contains(k)).collect();
    let ksize: usize = ax.iter().map(|&i| x.shape[i]).product();
    let asz: usize = afree.iter().map(|&i| x.shape[i]).product();
    let bsz: usize = bfree.iter().map(|&i| y.shape[i]).product();
    let at = it.transpose(&x, Some(afree.iter().chain(&ax).copied().collect()))?;
    let bt = it.transpose(&y, Some(bx.iter().chain(&bfree).copied().collect()))?;
    let am = it.reshape(&at, &[asz as i64, ksize as i64])?;
    let bm = it.reshape(&bt, &[ksize as i64, bsz as i64])?;
    let r = it.array_matmul(&Value::Array(am), &Value::Array(bm))?;
    let Value::Array(r) = r else { return Ok(r) };
    let shape: Vec<i64> = afree
        .iter()
        .map(|&i| x.shape[i] as i64)
        .chain(bfree.iter().map(|&i| y.shape[i] as i64))
        .collect();
    let r = it.reshape(&r, &shape)?;
    it.finish(r)
}

fn tail_head(x: &Array, y: &Array, k: i64) -> RtResult<(Vec<i64>, Vec<i64>)> {
    if k < 0 || k as usize > x.ndim() || k as usize > y.ndim() {
        return Err(value_err("shape-mismatch for sum"));
    }
    let k = k as usize;
    let a = (x.ndim() - k..x.ndim()).map(|i| i as i64).collect();
    let b = (0..k).map(|i| i as i64).collect();
    Ok((a, b))
}
