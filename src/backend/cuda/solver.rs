//! Dense factorisations on the device with cuSOLVER's 64-bit API: LU (getrf/getrs),
//! Cholesky (potrf), Hermitian eigen (syevd) and SVD (gesvd), the np.linalg solvers of
//! device arrays. Matrices are column-major, float64 or complex128, `count` of them back to
//! back in one buffer, factored in place one call each on gpa's stream. Each call reports
//! into one int32 `info` per matrix, which the caller reads (a sync point) to raise
//! LinAlgError as NumPy does.
use super::{gpu, moves};
use crate::array::dtype::DType;
use crate::backend::solvers::{Job, Mats, Solvers};
use crate::backend::{DResult, DeviceError};
use crate::lazy::Buf;
use cudarc::cusolver::{result as dn, sys};
use std::sync::Mutex;

struct Handle(sys::cusolverDnHandle_t, sys::cusolverDnParams_t);
// SAFETY: the handle is used from the interpreter thread only, on gpa's one stream.
unsafe impl Send for Handle {}
unsafe impl Sync for Handle {}

/// Made at first use, for the current context (`forget_handle` after a reset).
static HANDLE: Mutex<Option<Handle>> = Mutex::new(None);

fn handle() -> Result<(sys::cusolverDnHandle_t, sys::cusolverDnParams_t), DeviceError> {
    let mut slot = HANDLE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(h) = &*slot {
        return Ok((h.0, h.1));
    }
    let g = gpu()?;
    // SAFETY: only checks whether the library can be opened.
    if !unsafe { sys::is_culib_present() } {
        return Err(DeviceError::Unavailable("libcusolver.so not found".into()));
    }
    let lib = |e| DeviceError::Driver(format!("cuSOLVER: {e:?}"));
    let h = dn::dn_create().map_err(lib)?;
    // SAFETY: a live handle and gpa's stream.
    unsafe { dn::dn_set_stream(h, g.stream.cu_stream().cast()) }.map_err(lib)?;
    let p = dn::dn_create_params().map_err(lib)?;
    *slot = Some(Handle(h, p));
    Ok((h, p))
}

/// After a reset: the handle belonged to the old context (dropped without destroying it).
pub fn forget_handle() {
    HANDLE.lock().unwrap_or_else(|p| p.into_inner()).take();
}

fn check(s: sys::cusolverStatus_t, what: &str) -> Result<(), DeviceError> {
    if s == sys::cusolverStatus_t::CUSOLVER_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(DeviceError::Driver(format!("cuSOLVER {what}: {s:?}")))
    }
}

/// The matrices' element type: float64 or complex128.
fn ty(dt: DType) -> sys::cudaDataType {
    if dt.is_complex() {
        sys::cudaDataType::CUDA_C_64F
    } else {
        sys::cudaDataType::CUDA_R_64F
    }
}

/// A device buffer's address, element `i` on (`dt` wide).
fn at(b: &Buf, dt: DType, i: usize) -> Result<*mut std::ffi::c_void, DeviceError> {
    Ok((b.on_device_for_write(dt)?.ptr() + (i * dt.itemsize()) as u64) as *mut _)
}

/// Device and host workspace of the sizes a `_bufferSize` query gave.
struct Work {
    dev: Buf,
    host: Vec<u8>,
    dev_len: usize,
}

impl Work {
    fn new((d, h): (usize, usize)) -> Result<Work, DeviceError> {
        Ok(Work {
            dev: moves::empty(DType::U8, d.max(1))?,
            host: vec![0; h.max(1)],
            dev_len: d,
        })
    }

    fn dev(&self) -> Result<*mut std::ffi::c_void, DeviceError> {
        at(&self.dev, DType::U8, 0)
    }
}

impl Mats<'_> {
    fn mat(&self, b: usize) -> Result<*mut std::ffi::c_void, DeviceError> {
        at(self.buf, self.dt, b * self.rows * self.cols)
    }
}

/// LU with partial pivoting of each square matrix: the pivots (int64, 1-based, `n` per
/// matrix) and the infos (> 0: U is exactly singular).
pub fn getrf(a: &Mats) -> Result<(Buf, Buf), DeviceError> {
    let (h, p) = handle()?;
    let n = a.rows as i64;
    let ipiv = moves::empty(DType::I64, a.count * a.rows)?;
    let info = moves::empty(DType::I32, a.count)?;
    let t = ty(a.dt);
    let mut sizes = (0usize, 0usize);
    // SAFETY: the sizes query reads nothing; every address below covers the matrices, the
    // pivots and the infos as allocated here.
    unsafe {
        check(
            sys::cusolverDnXgetrf_bufferSize(
                h,
                p,
                n,
                n,
                t,
                a.mat(0)?,
                n,
                t,
                &mut sizes.0,
                &mut sizes.1,
            ),
            "getrf",
        )?;
        let mut w = Work::new(sizes)?;
        for b in 0..a.count {
            check(
                sys::cusolverDnXgetrf(
                    h,
                    p,
                    n,
                    n,
                    t,
                    a.mat(b)?,
                    n,
                    at(&ipiv, DType::I64, b * a.rows)? as *mut i64,
                    t,
                    w.dev()?,
                    w.dev_len,
                    w.host.as_mut_ptr().cast(),
                    w.host.len(),
                    at(&info, DType::I32, b)? as *mut i32,
                ),
                "getrf",
            )?;
        }
    }
    Ok((ipiv, info))
}

/// Solves each `A X = B` in place in `b` from `getrf`'s factors of `a`.
pub fn getrs(a: &Mats, ipiv: &Buf, b: &Mats) -> Result<(), DeviceError> {
    let (h, p) = handle()?;
    let n = a.rows as i64;
    let op = sys::cublasOperation_t::CUBLAS_OP_N;
    let info = moves::empty(DType::I32, 1)?;
    let t = ty(a.dt);
    for k in 0..a.count {
        // SAFETY: as getrf; `b` holds `count` matrices of n×cols.
        unsafe {
            check(
                sys::cusolverDnXgetrs(
                    h,
                    p,
                    op,
                    n,
                    b.cols as i64,
                    t,
                    a.mat(k)?,
                    n,
                    at(ipiv, DType::I64, k * a.rows)? as *const i64,
                    t,
                    b.mat(k)?,
                    n,
                    at(&info, DType::I32, 0)? as *mut i32,
                ),
                "getrs",
            )?;
        }
    }
    Ok(())
}

fn fill(upper: bool) -> sys::cublasFillMode_t {
    if upper {
        sys::cublasFillMode_t::CUBLAS_FILL_MODE_UPPER
    } else {
        sys::cublasFillMode_t::CUBLAS_FILL_MODE_LOWER
    }
}

/// Cholesky factor of each Hermitian matrix, from its `upper` or lower triangle, in place
/// (the other triangle is left as it was); infos > 0: not positive definite.
pub fn potrf(a: &Mats, upper: bool) -> Result<Buf, DeviceError> {
    let (h, p) = handle()?;
    let n = a.rows as i64;
    let info = moves::empty(DType::I32, a.count)?;
    let t = ty(a.dt);
    let mut sizes = (0usize, 0usize);
    // SAFETY: as getrf.
    unsafe {
        check(
            sys::cusolverDnXpotrf_bufferSize(
                h,
                p,
                fill(upper),
                n,
                t,
                a.mat(0)?,
                n,
                t,
                &mut sizes.0,
                &mut sizes.1,
            ),
            "potrf",
        )?;
        let mut w = Work::new(sizes)?;
        for b in 0..a.count {
            check(
                sys::cusolverDnXpotrf(
                    h,
                    p,
                    fill(upper),
                    n,
                    t,
                    a.mat(b)?,
                    n,
                    t,
                    w.dev()?,
                    w.dev_len,
                    w.host.as_mut_ptr().cast(),
                    w.host.len(),
                    at(&info, DType::I32, b)? as *mut i32,
                ),
                "potrf",
            )?;
        }
    }
    Ok(info)
}

/// Eigenvalues (float64, ascending, `n` per matrix) of each Hermitian matrix from its
/// `upper` or lower triangle; with `vectors` the matrix is overwritten by its orthonormal
/// eigenvectors (columns). Infos > 0: did not converge.
pub fn syevd(a: &Mats, upper: bool, vectors: bool) -> Result<(Buf, Buf), DeviceError> {
    let (h, p) = handle()?;
    let n = a.rows as i64;
    let w_out = moves::empty(DType::F64, a.count * a.rows)?;
    let info = moves::empty(DType::I32, a.count)?;
    let t = ty(a.dt);
    let rt = sys::cudaDataType::CUDA_R_64F;
    let job = if vectors {
        sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_VECTOR
    } else {
        sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_NOVECTOR
    };
    let mut sizes = (0usize, 0usize);
    // SAFETY: as getrf; `w_out` holds n values per matrix.
    unsafe {
        check(
            sys::cusolverDnXsyevd_bufferSize(
                h,
                p,
                job,
                fill(upper),
                n,
                t,
                a.mat(0)?,
                n,
                rt,
                at(&w_out, DType::F64, 0)?,
                t,
                &mut sizes.0,
                &mut sizes.1,
            ),
            "syevd",
        )?;
        let mut w = Work::new(sizes)?;
        for b in 0..a.count {
            check(
                sys::cusolverDnXsyevd(
                    h,
                    p,
                    job,
                    fill(upper),
                    n,
                    t,
                    a.mat(b)?,
                    n,
                    rt,
                    at(&w_out, DType::F64, b * a.rows)?,
                    t,
                    w.dev()?,
                    w.dev_len,
                    w.host.as_mut_ptr().cast(),
                    w.host.len(),
                    at(&info, DType::I32, b)? as *mut i32,
                ),
                "syevd",
            )?;
        }
    }
    Ok((w_out, info))
}

/// The SVD `A = U S Vᴴ` of each matrix (rows ≥ cols, cuSOLVER's condition; `a` is
/// destroyed): S (float64, descending, cols per matrix), U (rows×rows or rows×cols,
/// column-major), Vᴴ (cols×cols) and the infos (> 0: did not converge).
pub fn gesvd(a: &Mats, job: Job) -> Result<(Buf, Buf, Buf, Buf), DeviceError> {
    let (h, p) = handle()?;
    let (m, n) = (a.rows, a.cols);
    if m < n {
        return Err(DeviceError::Invalid("gesvd needs rows >= cols".into()));
    }
    let ucols = match job {
        Job::Full => m,
        Job::Thin => n,
        Job::None => 0,
    };
    let vrows = if job == Job::None { 0 } else { n };
    let s = moves::empty(DType::F64, a.count * n)?;
    let u = moves::empty(a.dt, (a.count * m * ucols).max(1))?;
    let vt = moves::empty(a.dt, (a.count * vrows * n).max(1))?;
    let info = moves::empty(DType::I32, a.count)?;
    let t = ty(a.dt);
    let rt = sys::cudaDataType::CUDA_R_64F;
    let (ju, jv) = match job {
        Job::Full => (b'A', b'A'),
        Job::Thin => (b'S', b'S'),
        Job::None => (b'N', b'N'),
    };
    let (mi, ni) = (m as i64, n as i64);
    let ldvt = ni.max(1);
    let mut sizes = (0usize, 0usize);
    // SAFETY: as getrf; s, u and vt are sized for count matrices of these shapes.
    unsafe {
        check(
            sys::cusolverDnXgesvd_bufferSize(
                h,
                p,
                ju as _,
                jv as _,
                mi,
                ni,
                t,
                a.mat(0)?,
                mi,
                rt,
                at(&s, DType::F64, 0)?,
                t,
                at(&u, a.dt, 0)?,
                mi,
                t,
                at(&vt, a.dt, 0)?,
                ldvt,
                t,
                &mut sizes.0,
                &mut sizes.1,
            ),
            "gesvd",
        )?;
        let mut w = Work::new(sizes)?;
        for b in 0..a.count {
            check(
                sys::cusolverDnXgesvd(
                    h,
                    p,
                    ju as _,
                    jv as _,
                    mi,
                    ni,
                    t,
                    a.mat(b)?,
                    mi,
                    rt,
                    at(&s, DType::F64, b * n)?,
                    t,
                    at(&u, a.dt, b * m * ucols)?,
                    mi,
                    t,
                    at(&vt, a.dt, b * vrows * n)?,
                    ldvt,
                    t,
                    w.dev()?,
                    w.dev_len,
                    w.host.as_mut_ptr().cast(),
                    w.host.len(),
                    at(&info, DType::I32, b)? as *mut i32,
                ),
                "gesvd",
            )?;
        }
    }
    Ok((s, u, vt, info))
}

/// QR of each matrix (rows×cols) in place: R in the upper triangle, the Householder
/// reflectors below it and their scalars in the returned `tau` (min(rows, cols) per
/// matrix, of the matrices' dtype).
pub fn geqrf(a: &Mats) -> Result<Buf, DeviceError> {
    let (h, p) = handle()?;
    let (m, n) = (a.rows as i64, a.cols as i64);
    let k = a.rows.min(a.cols);
    let tau = moves::empty(a.dt, (a.count * k).max(1))?;
    let info = moves::empty(DType::I32, a.count)?;
    let t = ty(a.dt);
    let mut sizes = (0usize, 0usize);
    // SAFETY: as getrf; `tau` holds k scalars per matrix.
    unsafe {
        check(
            sys::cusolverDnXgeqrf_bufferSize(
                h,
                p,
                m,
                n,
                t,
                a.mat(0)?,
                m,
                t,
                at(&tau, a.dt, 0)?,
                t,
                &mut sizes.0,
                &mut sizes.1,
            ),
            "geqrf",
        )?;
        let mut w = Work::new(sizes)?;
        for b in 0..a.count {
            check(
                sys::cusolverDnXgeqrf(
                    h,
                    p,
                    m,
                    n,
                    t,
                    a.mat(b)?,
                    m,
                    t,
                    at(&tau, a.dt, b * k)?,
                    t,
                    w.dev()?,
                    w.dev_len,
                    w.host.as_mut_ptr().cast(),
                    w.host.len(),
                    at(&info, DType::I32, b)? as *mut i32,
                ),
                "geqrf",
            )?;
        }
    }
    Ok(tau)
}

/// Q's first `a.cols` columns from `k` reflectors (geqrf's, in `a`'s first columns, with
/// their `tau`), in place: each matrix rows×cols with rows ≥ cols ≥ k.
pub fn orgqr(a: &Mats, tau: &Buf, k: usize) -> Result<(), DeviceError> {
    let (h, _) = handle()?;
    if [a.rows, a.cols].iter().any(|&d| d > i32::MAX as usize) {
        return Err(DeviceError::Invalid(
            "qr: a dimension exceeds cuSOLVER's 32-bit limit".into(),
        ));
    }
    let (m, n, ki) = (a.rows as i32, a.cols as i32, k as i32);
    let info = moves::empty(DType::I32, 1)?;
    let complex = a.dt.is_complex();
    let mut lwork = 0i32;
    // SAFETY: as getrf; the workspace holds `lwork` elements of the matrices' dtype.
    unsafe {
        let (a0, t0) = (a.mat(0)?, at(tau, a.dt, 0)?);
        let s = if complex {
            sys::cusolverDnZungqr_bufferSize(h, m, n, ki, a0.cast(), m, t0.cast(), &mut lwork)
        } else {
            sys::cusolverDnDorgqr_bufferSize(h, m, n, ki, a0.cast(), m, t0.cast(), &mut lwork)
        };
        check(s, "orgqr")?;
        let work = moves::empty(a.dt, (lwork as usize).max(1))?;
        let wp = at(&work, a.dt, 0)?;
        let ip = at(&info, DType::I32, 0)? as *mut i32;
        for b in 0..a.count {
            let (ab, tb) = (a.mat(b)?, at(tau, a.dt, b * k)?);
            let s = if complex {
                sys::cusolverDnZungqr(h, m, n, ki, ab.cast(), m, tb.cast(), wp.cast(), lwork, ip)
            } else {
                sys::cusolverDnDorgqr(h, m, n, ki, ab.cast(), m, tb.cast(), wp.cast(), lwork, ip)
            };
            check(s, "orgqr")?;
        }
    }
    Ok(())
}

/// Eigenvalues (complex128, `n` per matrix) of each general square matrix and, with
/// `vectors`, the right eigenvectors (columns, unit norm) in the matrices' dtype: for real
/// matrices LAPACK's packing (a complex pair j, j+1 is re = column j, im = column j+1),
/// written from element `pad` of a buffer `pad` elements longer at each end, so neighbouring
/// columns can be read as views. Infos > 0: did not converge.
pub fn geev(a: &Mats, vectors: bool, pad: usize) -> Result<(Buf, Option<Buf>, Buf), DeviceError> {
    let (h, p) = handle()?;
    let n = a.rows as i64;
    let w_out = moves::empty(DType::C128, a.count * a.rows)?;
    let vr = if vectors {
        Some(moves::empty(a.dt, a.count * a.rows * a.rows + 2 * pad)?)
    } else {
        None
    };
    let info = moves::empty(DType::I32, a.count)?;
    let t = ty(a.dt);
    let ct = sys::cudaDataType::CUDA_C_64F;
    let none = sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_NOVECTOR;
    let jobvr = if vectors {
        sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_VECTOR
    } else {
        none
    };
    let vr_at = |b: usize| -> Result<*mut std::ffi::c_void, DeviceError> {
        match &vr {
            Some(v) => at(v, a.dt, pad + b * a.rows * a.rows),
            None => Ok(std::ptr::null_mut()),
        }
    };
    let mut sizes = (0usize, 0usize);
    // SAFETY: as getrf; `w_out` holds n complex values per matrix, `vr` n² per matrix
    // after `pad`; no left vectors are asked for (VL is not read).
    unsafe {
        check(
            sys::cusolverDnXgeev_bufferSize(
                h,
                p,
                none,
                jobvr,
                n,
                t,
                a.mat(0)?,
                n,
                ct,
                at(&w_out, DType::C128, 0)?,
                t,
                std::ptr::null(),
                n,
                t,
                vr_at(0)?,
                n,
                t,
                &mut sizes.0,
                &mut sizes.1,
            ),
            "geev",
        )?;
        let mut w = Work::new(sizes)?;
        for b in 0..a.count {
            check(
                sys::cusolverDnXgeev(
                    h,
                    p,
                    none,
                    jobvr,
                    n,
                    t,
                    a.mat(b)?,
                    n,
                    ct,
                    at(&w_out, DType::C128, b * a.rows)?,
                    t,
                    std::ptr::null_mut(),
                    n,
                    t,
                    vr_at(b)?,
                    n,
                    t,
                    w.dev()?,
                    w.dev_len,
                    w.host.as_mut_ptr().cast(),
                    w.host.len(),
                    at(&info, DType::I32, b)? as *mut i32,
                ),
                "geev",
            )?;
        }
    }
    Ok((w_out, vr, info))
}

/// Empty matrices (no rows, columns or matrices) are not cuSOLVER's to take (its size
/// queries want a matrix to point at): the CPU's answers for them, which involve no work.
fn empty(a: &Mats) -> bool {
    a.rows * a.cols * a.count == 0
}

fn cpu() -> &'static dyn Solvers {
    crate::backend::on(crate::backend::Device::Cpu).solvers()
}

impl Solvers for super::Cuda {
    fn getrf(&self, a: &Mats) -> DResult<(Buf, Buf)> {
        if empty(a) {
            return cpu().getrf(a);
        }
        getrf(a)
    }

    fn getrs(&self, a: &Mats, ipiv: &Buf, b: &Mats) -> DResult<()> {
        if empty(a) || empty(b) {
            return Ok(());
        }
        getrs(a, ipiv, b)
    }

    fn potrf(&self, a: &Mats, upper: bool) -> DResult<Buf> {
        if empty(a) {
            return cpu().potrf(a, upper);
        }
        potrf(a, upper)
    }

    fn syevd(&self, a: &Mats, upper: bool, vectors: bool) -> DResult<(Buf, Buf)> {
        if empty(a) {
            return cpu().syevd(a, upper, vectors);
        }
        syevd(a, upper, vectors)
    }

    fn gesvd(&self, a: &Mats, job: Job) -> DResult<(Buf, Buf, Buf, Buf)> {
        if empty(a) {
            return cpu().gesvd(a, job);
        }
        gesvd(a, job)
    }

    fn geqrf(&self, a: &Mats) -> DResult<Buf> {
        if empty(a) {
            return cpu().geqrf(a);
        }
        geqrf(a)
    }

    fn orgqr(&self, a: &Mats, tau: &Buf, k: usize) -> DResult<()> {
        if empty(a) {
            return cpu().orgqr(a, tau, k);
        }
        orgqr(a, tau, k)
    }

    fn geev(&self, a: &Mats, vectors: bool, pad: usize) -> DResult<(Buf, Option<Buf>, Buf)> {
        if empty(a) {
            return cpu().geev(a, vectors, pad);
        }
        geev(a, vectors, pad)
    }
}
