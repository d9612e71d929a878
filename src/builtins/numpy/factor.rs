//! np.linalg's results from the backend's `Solvers` (backend/solvers.rs: faer on the CPU,
//! cuSOLVER on CUDA), the same code for every backend: inv solve det slogdet cholesky qr
//! eigh eig svd pinv matrix_rank cond lstsq. Each stack of matrices is copied once into
//! column-major order in float64 or complex128, factored in place, and read back through
//! views; what follows a factorisation (determinants from the LU diagonal, triangles,
//! casts, pinv's products) is array operations, so it stays where the array lives and
//! fuses. The infos are read (a sync point) only where NumPy raises LinAlgError.
use super::decomp::real_of;
use crate::array::dtype::DType;
use crate::array::layout::{Layout, size_of};
use crate::array::ops::Op;
use crate::array::rows::permuted_buf;
use crate::array::{self as arr, ArrErr, Array, ArrayRef};
use crate::backend::Solvers;
use crate::backend::solvers::{Job, Mats};
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtErr, RtResult, err};
use crate::lazy::{Buf, Reduce};

fn dev_err(e: crate::backend::DeviceError) -> Box<RtErr> {
    arr_err(e.into())
}

fn a_err(e: ArrErr) -> Box<RtErr> {
    arr_err(e)
}

/// The solvers of the backend that runs work on `x`.
fn solver(x: &Array) -> &'static dyn Solvers {
    arr::solvers_of(x)
}

/// The dtype the solvers work in for result dtype `dt`.
fn work_dtype(dt: DType) -> DType {
    if dt.is_complex() {
        DType::C128
    } else {
        DType::F64
    }
}

/// A stack `(..., rows, cols)` as column-major matrices in a fresh buffer of `wt`.
fn col_major(x: &Array, wt: DType) -> RtResult<Buf> {
    let c = arr::astype(x, wt).map_err(a_err)?;
    let nd = c.ndim();
    let mut perm: Vec<usize> = (0..nd).collect();
    perm.swap(nd - 2, nd - 1);
    Ok(permuted_buf(&c, &perm, true).map_err(a_err)?.0)
}

/// The matrices `(batch..., rows, cols)` of a column-major buffer, as an array (a view).
fn from_col_major(
    buf: Buf,
    batch: &[usize],
    (rows, cols): (usize, usize),
    wt: DType,
    host: bool,
) -> ArrayRef {
    let mut shape = batch.to_vec();
    shape.extend([cols, rows]);
    let nd = shape.len();
    let mut perm: Vec<usize> = (0..nd).collect();
    perm.swap(nd - 2, nd - 1);
    Array::view(buf, Layout::contiguous(&shape).permute(&perm), wt, host)
}

/// A row-major buffer's `(batch..., rows, cols)` as an array.
fn from_row_major(
    buf: Buf,
    batch: &[usize],
    (rows, cols): (usize, usize),
    wt: DType,
    host: bool,
) -> ArrayRef {
    let mut shape = batch.to_vec();
    shape.extend([rows, cols]);
    Array::view(buf, Layout::contiguous(&shape), wt, host)
}

/// Raises `msg` when any info is positive (waits for the factorisations).
fn check_infos(info: Buf, count: usize, msg: &str, host: bool) -> RtResult<()> {
    let infos = Array::view(info, Layout::contiguous(&[count]), DType::I32, host);
    let col = infos.to_col().map_err(a_err)?;
    if (0..count).any(|i| col.get_c(i).0 > 0.0) {
        return Err(err(ExcType::LinAlgError, msg));
    }
    Ok(())
}

fn cast(x: ArrayRef, dt: DType) -> RtResult<ArrayRef> {
    if x.dtype == dt {
        return Ok(x);
    }
    arr::astype(&x, dt).map_err(a_err)
}

fn mats(buf: &Buf, wt: DType, rows: usize, cols: usize, count: usize) -> Mats<'_> {
    Mats {
        buf,
        dt: wt,
        rows,
        cols,
        count,
    }
}

/// inv of a stack of square matrices: LU, then solving against the identity.
pub fn inv(x: &Array, batch: &[usize], n: usize, dt: DType) -> RtResult<ArrayRef> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let a = col_major(x, wt)?;
    let (ipiv, info) = solver(x)
        .getrf(&mats(&a, wt, n, n, count))
        .map_err(dev_err)?;
    check_infos(info, count, "Singular matrix", host)?;
    let b = identity(count, n, wt, host)?;
    solver(x)
        .getrs(
            &mats(&a, wt, n, n, count),
            &ipiv,
            &mats(&b, wt, n, n, count),
        )
        .map_err(dev_err)?;
    cast(from_col_major(b, batch, (n, n), wt, host), dt)
}

/// A new buffer of `len` zeros of `wt` where arrays of kind `host` live.
fn zeros(len: usize, wt: DType, host: bool) -> RtResult<Buf> {
    let zero = arr::constant((0.0, 0.0), None, wt, host);
    let wide = arr::broadcast_to(&zero, &[len]).map_err(a_err)?;
    Ok(arr::astype(&wide, wt)
        .map_err(a_err)?
        .ready()
        .map_err(a_err)?
        .0)
}

/// `count` identity matrices `n`×`n` of `wt` in a new buffer: zeros, then ones
/// written through a diagonal view (identities read the same in either order).
fn identity(count: usize, n: usize, wt: DType, host: bool) -> RtResult<Buf> {
    let buf = zeros(count * n * n, wt, host)?;
    let diag = Layout {
        shape: vec![count, n],
        strides: vec![(n * n) as isize, n as isize + 1],
        offset: 0,
    };
    let one = arr::constant((1.0, 0.0), None, wt, host);
    let ones = arr::broadcast_to(&one, &[count, n]).map_err(a_err)?;
    arr::write_into(&buf, &diag, wt, &ones).map_err(a_err)?;
    Ok(buf)
}

/// solve(a, b) with `a` broadcast to `(batch, n, n)` and `b` to `(batch, n, k)`.
pub fn solve(
    a: &Array,
    b: &Array,
    batch: &[usize],
    n: usize,
    k: usize,
    dt: DType,
) -> RtResult<ArrayRef> {
    let wt = work_dtype(dt);
    let host = a.host;
    let count = size_of(batch);
    let af = col_major(a, wt)?;
    let (ipiv, info) = solver(a)
        .getrf(&mats(&af, wt, n, n, count))
        .map_err(dev_err)?;
    check_infos(info, count, "Singular matrix", host)?;
    let bf = col_major(b, wt)?;
    solver(a)
        .getrs(
            &mats(&af, wt, n, n, count),
            &ipiv,
            &mats(&bf, wt, n, k, count),
        )
        .map_err(dev_err)?;
    cast(from_col_major(bf, batch, (n, k), wt, host), dt)
}

/// (sign, log|det|) of each matrix from its LU factors, as array operations on the device:
/// the diagonal of U and the parity of the row swaps.
pub fn slogdet(
    x: &Array,
    batch: &[usize],
    n: usize,
    dt: DType,
) -> RtResult<(ArrayRef, ArrayRef, ArrayRef)> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let lu = col_major(x, wt)?;
    let (ipiv, _info) = solver(x)
        .getrf(&mats(&lu, wt, n, n, count))
        .map_err(dev_err)?;
    // The diagonal: stride n + 1 within a matrix, n² between matrices.
    let mut shape = batch.to_vec();
    shape.push(n);
    let mut strides = Layout::contiguous(batch).strides;
    strides.iter_mut().for_each(|s| *s *= (n * n) as isize);
    strides.push(n as isize + 1);
    let diag = Array::view(
        lu,
        Layout {
            shape: shape.clone(),
            strides,
            offset: 0,
        },
        wt,
        host,
    );
    let last = [batch.len()];
    // Row swaps: pivots differing from their own (1-based) position.
    let pivots = Array::view(ipiv, Layout::contiguous(&shape), DType::I64, host);
    let own = crate::array::col::Col::I((1..=n as i64).collect());
    let own = Array::from_col(own, DType::I64, vec![n], host);
    let swapped = arr::binary(Op::Ne, &pivots, &own).map_err(a_err)?;
    let swaps =
        arr::reduce_axes(&swapped, &last, Reduce::Sum, false, Some(DType::I64)).map_err(a_err)?;
    let two = arr::constant((2.0, 0.0), Some(2), DType::I64, host);
    let odd = arr::binary(Op::Mod, &swaps, &two).map_err(a_err)?;
    let odd = cast(odd, DType::F64)?;
    let minus_two = arr::constant((-2.0, 0.0), None, DType::F64, host);
    let one = arr::constant((1.0, 0.0), None, DType::F64, host);
    let parity = arr::binary(Op::Mul, &odd, &minus_two).map_err(a_err)?;
    let parity = arr::binary(Op::Add, &parity, &one).map_err(a_err)?;
    // sign = parity · Π d/|d| (0 where some d is 0), log|det| = Σ log|d|.
    let mag = arr::unary(Op::Abs, &diag).map_err(a_err)?;
    let zero = arr::constant((0.0, 0.0), None, DType::F64, host);
    let is_zero = arr::binary(Op::Eq, &mag, &zero).map_err(a_err)?;
    let unit = arr::binary(Op::Div, &diag, &mag).map_err(a_err)?;
    let unit = arr::where_(&is_zero, &zero, &unit).map_err(a_err)?;
    let unit = cast(unit, wt)?;
    let sign = arr::reduce_axes(&unit, &last, Reduce::Prod, false, None).map_err(a_err)?;
    let sign = arr::binary(Op::Mul, &sign, &parity).map_err(a_err)?;
    // A singular matrix's sign is +0.0 (NumPy's), not the -0.0 an odd permutation makes.
    let sign = cast(arr::binary(Op::Add, &sign, &zero).map_err(a_err)?, wt)?;
    let logs = arr::unary(Op::Log, &mag).map_err(a_err)?;
    // As NumPy: the logarithms added in order (a running sum), and det = sign · exp(log|det|),
    // so integer matrices show NumPy's rounding: det([[1, 2], [3, 4]]) = -2.0000000000000004.
    let logdet = if n == 0 {
        arr::reduce_axes(&logs, &last, Reduce::Sum, false, None).map_err(a_err)?
    } else {
        let ax = batch.len();
        let running = arr::stats::cumulative(&logs, DType::F64, Some(ax), false).map_err(a_err)?;
        let total = arr::stats::slice_axis(&running, ax, n - 1, n).map_err(a_err)?;
        let (buf, lay) = total.ready().map_err(a_err)?;
        let lay = crate::array::shape::reshape_ones(&lay, batch);
        Array::view(buf, lay, DType::F64, host)
    };
    let size = cast(arr::unary(Op::Exp, &logdet).map_err(a_err)?, wt)?;
    let det = arr::binary(Op::Mul, &sign, &size).map_err(a_err)?;
    let real = real_of(dt);
    Ok((cast(sign, dt)?, cast(logdet, real)?, cast(det, dt)?))
}

/// The lower (or upper) triangle of each `rows`×`cols` matrix, zeros elsewhere.
fn triangle(x: &Array, (rows, cols): (usize, usize), lower: bool) -> RtResult<ArrayRef> {
    let host = x.host;
    let keep = crate::array::col::Col::B(
        (0..rows * cols)
            .map(|i| {
                let (r, c) = (i / cols, i % cols);
                if lower { r >= c } else { r <= c }
            })
            .collect(),
    );
    let keep = Array::from_col(keep, DType::Bool, vec![rows, cols], host);
    let zero = arr::constant((0.0, 0.0), None, x.dtype, host);
    arr::where_(&keep, x, &zero).map_err(a_err)
}

/// cholesky: L (lower, A = L Lᴴ) or, with `upper`, U = Lᴴ (A = Uᴴ U).
pub fn cholesky(
    x: &Array,
    batch: &[usize],
    n: usize,
    dt: DType,
    upper: bool,
) -> RtResult<ArrayRef> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let a = col_major(x, wt)?;
    let info = solver(x)
        .potrf(&mats(&a, wt, n, n, count), upper)
        .map_err(dev_err)?;
    check_infos(info, count, "Matrix is not positive definite", host)?;
    let f = from_col_major(a, batch, (n, n), wt, host);
    cast(triangle(&f, (n, n), !upper)?, dt)
}

/// eigh / eigvalsh: ascending eigenvalues (real) and, with `vectors`, the eigenvectors as
/// columns; `lower`: NumPy's UPLO='L'.
pub fn eigh(
    x: &Array,
    batch: &[usize],
    n: usize,
    dt: DType,
    lower: bool,
    vectors: bool,
) -> RtResult<(ArrayRef, Option<ArrayRef>)> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let a = col_major(x, wt)?;
    let (w, info) = solver(x)
        .syevd(&mats(&a, wt, n, n, count), !lower, vectors)
        .map_err(dev_err)?;
    check_infos(info, count, "Eigenvalues did not converge", host)?;
    let mut shape = batch.to_vec();
    shape.push(n);
    let real = real_of(dt);
    let w = cast(
        Array::view(w, Layout::contiguous(&shape), DType::F64, host),
        real,
    )?;
    if !vectors {
        return Ok((w, None));
    }
    Ok((
        w,
        Some(cast(from_col_major(a, batch, (n, n), wt, host), dt)?),
    ))
}

/// svd: (U, S, Vᴴ) or S alone. cuSOLVER needs rows ≥ cols, so a wide A is factored as its
/// transpose, Aᵀ = U' S V'ᴴ, whose factors read in the other order give A's:
/// U = (V'ᴴ)ᵀ and Vᴴ = U'ᵀ.
pub fn svd(
    x: &Array,
    batch: &[usize],
    (m, n): (usize, usize),
    dt: DType,
    full: bool,
    uv: bool,
) -> RtResult<(ArrayRef, Option<(ArrayRef, ArrayRef)>)> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let k = m.min(n);
    let job = match (uv, full) {
        (false, _) => Job::None,
        (true, true) => Job::Full,
        (true, false) => Job::Thin,
    };
    let tall = m >= n;
    let (rows, cols) = if tall { (m, n) } else { (n, m) };
    let a = if tall {
        col_major(x, wt)?
    } else {
        // A row-major copy of A is Aᵀ column-major.
        let c = arr::astype(x, wt).map_err(a_err)?;
        permuted_buf(&c, &[], true).map_err(a_err)?.0
    };
    let (s, u, vt, info) = solver(x)
        .gesvd(&mats(&a, wt, rows, cols, count), job)
        .map_err(dev_err)?;
    check_infos(info, count, "SVD did not converge", host)?;
    let real = real_of(dt);
    let mut sshape = batch.to_vec();
    sshape.push(k);
    let s = cast(
        Array::view(s, Layout::contiguous(&sshape), DType::F64, host),
        real,
    )?;
    if !uv {
        return Ok((s, None));
    }
    let ucols = if full { rows } else { cols };
    let (um, vm) = if tall {
        (
            from_col_major(u, batch, (rows, ucols), wt, host),
            from_col_major(vt, batch, (cols, cols), wt, host),
        )
    } else {
        (
            from_row_major(vt, batch, (cols, cols), wt, host),
            from_row_major(u, batch, (ucols, rows), wt, host),
        )
    };
    Ok((s, Some((cast(um, dt)?, cast(vm, dt)?))))
}

/// qr: Q (`m`×k, or m×m when `complete`) and R (k×n, or m×n), k = min(m, n); Q is None
/// for mode 'r'. geqrf leaves R above the diagonal and the reflectors below it; Q is formed
/// from a copy of them by orgqr.
pub fn qr(
    x: &Array,
    batch: &[usize],
    (m, n): (usize, usize),
    dt: DType,
    complete: bool,
    want_q: bool,
) -> RtResult<(Option<ArrayRef>, ArrayRef)> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let k = m.min(n);
    let a = col_major(x, wt)?;
    let tau = solver(x)
        .geqrf(&mats(&a, wt, m, n, count))
        .map_err(dev_err)?;
    let rr = if complete { m } else { k };
    let mut shape = batch.to_vec();
    shape.extend([rr, n]);
    let mut strides = Layout::contiguous(batch).strides;
    strides.iter_mut().for_each(|s| *s *= (m * n) as isize);
    strides.extend([1, m as isize]);
    let rview = Array::view(
        a.clone(),
        Layout {
            shape,
            strides,
            offset: 0,
        },
        wt,
        host,
    );
    let r = cast(triangle(&rview, (rr, n), false)?, dt)?;
    if !want_q {
        return Ok((None, r));
    }
    // Q's buffer: the first columns of each factor (column-major, so a prefix of each
    // matrix), then orgqr.
    let qc = if complete { m } else { k };
    let cols = qc.min(n);
    let q = zeros(count * m * qc, wt, host)?;
    let src = Array::view(
        a,
        Layout {
            shape: vec![count, m * cols],
            strides: vec![(m * n) as isize, 1],
            offset: 0,
        },
        wt,
        host,
    );
    let dst = Layout {
        shape: vec![count, m * cols],
        strides: vec![(m * qc) as isize, 1],
        offset: 0,
    };
    arr::write_into(&q, &dst, wt, &src).map_err(a_err)?;
    solver(x)
        .orgqr(&mats(&q, wt, m, qc, count), &tau, k)
        .map_err(dev_err)?;
    Ok((
        Some(cast(from_col_major(q, batch, (m, qc), wt, host), dt)?),
        r,
    ))
}

/// Swaps the last two axes (a view) and, for complex, conjugates: the conjugate transpose.
fn adjoint(x: &Array) -> RtResult<ArrayRef> {
    let nd = x.ndim();
    let mut perm: Vec<usize> = (0..nd).collect();
    perm.swap(nd - 2, nd - 1);
    let (buf, lay) = x.ready().map_err(a_err)?;
    let t = Array::view(buf, lay.permute(&perm), x.dtype, x.host);
    if x.dtype.is_complex() {
        arr::unary(Op::Conj, &t).map_err(a_err)
    } else {
        Ok(t)
    }
}

/// Adds a length-1 axis at `at` (a view).
fn expand(x: &Array, at: usize) -> RtResult<ArrayRef> {
    let mut shape = x.shape.clone();
    shape.insert(at, 1);
    let (buf, lay) = x.ready().map_err(a_err)?;
    let lay = lay
        .reshape_view(&shape)
        .ok_or_else(|| a_err(ArrErr::Value("expand: not a view".into())))?;
    Ok(Array::view(buf, lay, x.dtype, x.host))
}

/// Singular values above `rcond` times each matrix's largest, inverted; zeros for the rest
/// (and the count kept per matrix, int64).
fn inverted_values(s: &Array, rcond: f64, tol: Option<f64>) -> RtResult<(ArrayRef, ArrayRef)> {
    let last = [s.ndim() - 1];
    let host = s.host;
    let cut = match tol {
        Some(t) => arr::constant((t, 0.0), None, DType::F64, host),
        None => {
            let top = arr::reduce_axes(s, &last, Reduce::Max, true, None).map_err(a_err)?;
            let r = arr::constant((rcond, 0.0), None, DType::F64, host);
            arr::binary(Op::Mul, &top, &r).map_err(a_err)?
        }
    };
    let keep = arr::binary(Op::Gt, s, &cut).map_err(a_err)?;
    let inv = arr::unary(Op::Reciprocal, s).map_err(a_err)?;
    let zero = arr::constant((0.0, 0.0), None, s.dtype, host);
    let inv = arr::where_(&keep, &inv, &zero).map_err(a_err)?;
    let kept =
        arr::reduce_axes(&keep, &last, Reduce::Sum, false, Some(DType::I64)).map_err(a_err)?;
    Ok((inv, kept))
}

/// pinv = V · diag(1/s, small ones cut) · Uᴴ from the thin SVD.
pub fn pinv(
    x: &Array,
    batch: &[usize],
    mn: (usize, usize),
    dt: DType,
    rcond: f64,
) -> RtResult<ArrayRef> {
    let (s, uvh) = svd(x, batch, mn, dt, false, true)?;
    let (u, vh) = uvh.expect("asked for U and Vh");
    let (inv, _) = inverted_values(&s, rcond, None)?;
    let v = adjoint(&vh)?;
    let scaled = arr::binary(Op::Mul, &v, &*expand(&inv, inv.ndim() - 1)?).map_err(a_err)?;
    crate::array::linalg::matmul(&scaled, &*adjoint(&u)?).map_err(a_err)
}

/// Singular values (descending) of each matrix: the SVD without U and Vᴴ.
pub fn singular_values(
    x: &Array,
    batch: &[usize],
    mn: (usize, usize),
    dt: DType,
) -> RtResult<ArrayRef> {
    Ok(svd(x, batch, mn, dt, false, false)?.0)
}

/// matrix_rank of each matrix: the singular values above `tol`, or above `rtol` times the
/// largest (int64 counts).
pub fn matrix_rank(
    x: &Array,
    batch: &[usize],
    mn: (usize, usize),
    dt: DType,
    (tol, rtol): (Option<f64>, f64),
) -> RtResult<ArrayRef> {
    let s = singular_values(x, batch, mn, dt)?;
    Ok(inverted_values(&s, rtol, tol)?.1)
}

/// cond with p = None/2 (largest over smallest singular value) or -2 (the inverse).
pub fn cond(
    x: &Array,
    batch: &[usize],
    mn: (usize, usize),
    dt: DType,
    min: bool,
) -> RtResult<ArrayRef> {
    let s = singular_values(x, batch, mn, dt)?;
    let last = [s.ndim() - 1];
    let hi = arr::reduce_axes(&s, &last, Reduce::Max, false, None).map_err(a_err)?;
    let lo = arr::reduce_axes(&s, &last, Reduce::Min, false, None).map_err(a_err)?;
    let (num, den) = if min { (lo, hi) } else { (hi, lo) };
    arr::binary(Op::Div, &num, &den).map_err(a_err)
}

/// lstsq of one matrix `a` (m×n) and `b` (m×k, as a matrix): x = V · diag(1/s) · Uᴴ b with
/// the small values cut, the residuals' squared norms when the rank is full and m > n,
/// the rank (read back: a Python int) and the singular values.
pub fn lstsq(
    a: &Array,
    b: &Array,
    (m, n): (usize, usize),
    dt: DType,
    rcond: f64,
) -> RtResult<(ArrayRef, ArrayRef, usize, ArrayRef)> {
    let wt = work_dtype(dt);
    let host = a.host;
    let a = arr::astype(a, dt).map_err(a_err)?;
    let b = arr::astype(b, dt).map_err(a_err)?;
    let (s, uvh) = svd(&a, &[], (m, n), dt, false, true)?;
    let (u, vh) = uvh.expect("asked for U and Vh");
    let (inv, kept) = inverted_values(&s, rcond, None)?;
    let rank = kept.to_col().map_err(a_err)?.get_c(0).0 as usize;
    let utb = crate::array::linalg::matmul(&*adjoint(&u)?, &b).map_err(a_err)?;
    let scaled = arr::binary(Op::Mul, &utb, &*expand(&inv, 1)?).map_err(a_err)?;
    let x = crate::array::linalg::matmul(&*adjoint(&vh)?, &scaled).map_err(a_err)?;
    let real = real_of(dt);
    let resid = if rank == n && m > n {
        let ax = crate::array::linalg::matmul(&a, &x).map_err(a_err)?;
        let d = arr::binary(Op::Sub, &b, &ax).map_err(a_err)?;
        let d = arr::unary(Op::Abs, &d).map_err(a_err)?;
        let d2 = arr::binary(Op::Mul, &d, &d).map_err(a_err)?;
        let d2 = cast(d2, wt)?;
        cast(
            arr::reduce_axes(&d2, &[0], Reduce::Sum, false, None).map_err(a_err)?,
            real,
        )?
    } else {
        Array::from_col(
            crate::array::col::Col::zeros(real, 0).expect("empty"),
            real,
            vec![0],
            host,
        )
    };
    Ok((x, resid, rank, s))
}

/// A column-major stack's matrices read from element `off` of `buf` (a view).
fn col_major_at(
    buf: &Buf,
    off: usize,
    batch: &[usize],
    n: usize,
    wt: DType,
    host: bool,
) -> ArrayRef {
    let mut lay = Layout::contiguous(&[batch, &[n, n]].concat());
    let nd = lay.shape.len();
    lay.strides.swap(nd - 2, nd - 1);
    lay.offset = off;
    Array::view(buf.clone(), lay, wt, host)
}

/// eig / eigvals of general matrices (cuSOLVER's geev). Real input gives real results when
/// every eigenvalue is real (read back: a sync point, as NumPy decides the dtype from the
/// values), else complex ones; a real matrix's packed eigenvector pairs are unpacked with
/// array operations on the neighbouring columns.
pub fn eig(
    x: &Array,
    batch: &[usize],
    n: usize,
    dt: DType,
    vectors: bool,
) -> RtResult<(ArrayRef, Option<ArrayRef>)> {
    let wt = work_dtype(dt);
    let host = x.host;
    let count = size_of(batch);
    let a = col_major(x, wt)?;
    let (w, vr, info) = solver(x)
        .geev(&mats(&a, wt, n, n, count), vectors, n)
        .map_err(dev_err)?;
    check_infos(info, count, "Eigenvalues did not converge", host)?;
    let mut wshape = batch.to_vec();
    wshape.push(n);
    let w = Array::view(w, Layout::contiguous(&wshape), DType::C128, host);
    let single = matches!(dt, DType::F32 | DType::C64);
    let complex_dt = if single { DType::C64 } else { DType::C128 };
    let real_dt = real_of(dt);
    let wi = arr::unary(Op::Imag, &w).map_err(a_err)?;
    let real = !dt.is_complex() && {
        let zero = arr::constant((0.0, 0.0), None, DType::F64, host);
        let nonzero = arr::binary(Op::Ne, &wi, &zero).map_err(a_err)?;
        !arr::any_true(&nonzero).map_err(a_err)?
    };
    let w_out = if real {
        cast(arr::unary(Op::Real, &w).map_err(a_err)?, real_dt)?
    } else {
        cast(w, complex_dt)?
    };
    let Some(vr) = vr else {
        return Ok((w_out, None));
    };
    let cur = col_major_at(&vr, n, batch, n, wt, host);
    if dt.is_complex() {
        return Ok((w_out, Some(cast(cur, complex_dt)?)));
    }
    if real {
        return Ok((w_out, Some(cast(cur, real_dt)?)));
    }
    // Pair j, j+1 (imag(w_j) > 0): v_j = col j + i col j+1, v_j+1 = col j - i col j+1.
    let next = col_major_at(&vr, 2 * n, batch, n, wt, host);
    let prev = col_major_at(&vr, 0, batch, n, wt, host);
    let wi = expand(&wi, wi.ndim() - 1)?;
    let zero = arr::constant((0.0, 0.0), None, DType::F64, host);
    let first = arr::binary(Op::Gt, &wi, &zero).map_err(a_err)?;
    let second = arr::binary(Op::Lt, &wi, &zero).map_err(a_err)?;
    let re = arr::where_(&second, &prev, &cur).map_err(a_err)?;
    let minus = arr::unary(Op::Neg, &cur).map_err(a_err)?;
    let im = arr::where_(&second, &minus, &zero).map_err(a_err)?;
    let im = arr::where_(&first, &next, &im).map_err(a_err)?;
    let i = arr::constant((0.0, 1.0), None, DType::C128, host);
    let im = arr::binary(Op::Mul, &im, &i).map_err(a_err)?;
    let v = arr::binary(Op::Add, &re, &im).map_err(a_err)?;
    Ok((w_out, Some(cast(v, complex_dt)?)))
}
