//! The CUDA backend's `Kernels`: each operation is one of the modules beside this file
//! (kernels of `kernels/*.cu`, cuBLAS, cuSOLVER, cuFFT).
use super::{Cuda, DevBuf, blas, gpu, matmul, moves, raw, solver};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::backend::kernels::{Gemm, Job, Kernels, Launch, Mats, Part, RawError};
use crate::lazy::{Buf, Store};

impl Kernels for Cuda {
    fn empty(&self, dt: DType, n: usize) -> DResult<Buf> {
        moves::empty(dt, n)
    }

    fn upload(&self, col: &Col, dt: DType) -> DResult<Buf> {
        Ok(Store::device(DevBuf::upload(col, dt)?))
    }

    fn gather(&self, src: &Buf, dt: DType, positions: &[usize]) -> DResult<Buf> {
        moves::gather(src, dt, positions)
    }

    /// cuBLAS for floats and complex, gpa's own kernel for integers; k = 0 is zeros (cuBLAS
    /// leaves C untouched then: the sum of nothing is zero).
    fn matmul(&self, dt: DType, (a, oa): Part, (b, ob): Part, p: Gemm) -> DResult<Buf> {
        let len = p.nb * p.n * p.m;
        let g = gpu()?;
        let out = DevBuf {
            mem: g.alloc((len * dt.itemsize()).max(1))?,
            dtype: dt,
            len,
        };
        if len > 0 {
            let size = dt.itemsize();
            let pa = a.on_device(dt)?.ptr() + (oa * size) as u64;
            let pb = b.on_device(dt)?.ptr() + (ob * size) as u64;
            let dims = (p.n, p.k, p.m);
            if p.k == 0 {
                let z = Col::zeros(dt, len).ok_or_else(|| {
                    crate::backend::DeviceError::HostMemory(crate::array::oom::oom(dt, len))
                })?;
                return Ok(Store::host(z));
            }
            if dt.is_float() || dt.is_complex() {
                blas::matmul(dt, pa, pb, out.ptr(), p.nb, dims, p.strides)?;
            } else {
                matmul::matmul(dt, (pa, pb, out.ptr()), p.nb, dims, p.strides)?;
            }
        }
        Ok(Store::device(out))
    }

    fn getrf(&self, a: &Mats) -> DResult<(Buf, Buf)> {
        solver::getrf(a)
    }

    fn getrs(&self, a: &Mats, ipiv: &Buf, b: &Mats, transpose: bool) -> DResult<()> {
        solver::getrs(a, ipiv, b, transpose)
    }

    fn potrf(&self, a: &Mats, upper: bool) -> DResult<Buf> {
        solver::potrf(a, upper)
    }

    fn syevd(&self, a: &Mats, upper: bool, vectors: bool) -> DResult<(Buf, Buf)> {
        solver::syevd(a, upper, vectors)
    }

    fn gesvd(&self, a: &Mats, job: Job) -> DResult<(Buf, Buf, Buf, Buf)> {
        solver::gesvd(a, job)
    }

    fn geqrf(&self, a: &Mats) -> DResult<Buf> {
        solver::geqrf(a)
    }

    fn orgqr(&self, a: &Mats, tau: &Buf, k: usize) -> DResult<()> {
        solver::orgqr(a, tau, k)
    }

    fn geev(&self, a: &Mats, vectors: bool, pad: usize) -> DResult<(Buf, Option<Buf>, Buf)> {
        solver::geev(a, vectors, pad)
    }

    fn launch_raw(&self, l: &Launch) -> Result<(), RawError> {
        raw::launch(l)
    }
}
