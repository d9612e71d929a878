//! The CUDA backend's `Kernels`: each operation is one of the modules beside this file
//! (kernels of `kernels/*.cu`, cuBLAS, cuSOLVER, cuFFT).
use super::{Cuda, raw, solver};
use crate::backend::DResult;
use crate::backend::kernels::{Job, Kernels, Launch, Mats, RawError};
use crate::lazy::Buf;

impl Kernels for Cuda {
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
