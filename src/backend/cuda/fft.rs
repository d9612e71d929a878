//! Complex-to-complex FFTs on the device with cuFFT (double precision, `count` rows of
//! length `n`, one batched plan per shape, cached): `np.fft`'s transforms of device arrays.
use super::{gpu, moves};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::Buf;
use cudarc::cufft::{result as fft, sys};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Plans by (n, count): planning is costly, and gpa's one stream runs them in order.
    static PLANS: RefCell<HashMap<(usize, usize), sys::cufftHandle>> = RefCell::new(HashMap::new());
}

/// After a reset: the plans belonged to the old context (dropped without destroying them).
pub fn forget_plans() {
    PLANS.with(|p| p.borrow_mut().clear());
}

fn lib(e: cudarc::cufft::result::CufftError) -> DeviceError {
    DeviceError::Driver(format!("cuFFT: {e:?}"))
}

fn plan(n: usize, count: usize) -> Result<sys::cufftHandle, DeviceError> {
    if let Some(p) = PLANS.with(|p| p.borrow().get(&(n, count)).copied()) {
        return Ok(p);
    }
    let g = gpu()?;
    // SAFETY: only checks whether the library can be opened.
    if !unsafe { sys::is_culib_present() } {
        return Err(DeviceError::Unavailable("libcufft.so not found".into()));
    }
    if n > i32::MAX as usize || count > i32::MAX as usize {
        return Err(DeviceError::Invalid(
            "fft: a dimension exceeds cuFFT's 32-bit plan limit".into(),
        ));
    }
    let p = fft::plan_1d(n as i32, sys::cufftType::CUFFT_Z2Z, count as i32).map_err(lib)?;
    // SAFETY: a live plan and gpa's stream.
    unsafe { fft::set_stream(p, g.stream.cu_stream().cast()) }.map_err(lib)?;
    PLANS.with(|m| m.borrow_mut().insert((n, count), p));
    Ok(p)
}

/// The transforms of `count` contiguous complex128 rows of length `n` in `src` (from
/// element `off`), unscaled, into a new buffer.
pub fn z2z(
    src: &Buf,
    off: usize,
    n: usize,
    count: usize,
    inverse: bool,
) -> Result<Buf, DeviceError> {
    let out = moves::empty(DType::C128, n * count)?;
    if n == 0 || count == 0 {
        return Ok(out);
    }
    let p = plan(n, count)?;
    let i = src.on_device(DType::C128)?.ptr() + (off * 16) as u64;
    let o = out.on_device(DType::C128)?.ptr();
    let dir = if inverse { 1 } else { -1 };
    // SAFETY: both addresses hold n * count complex128 values (the input is not written:
    // cuFFT's out-of-place Z2Z leaves it).
    unsafe { fft::exec_z2z(p, i as *mut _, o as *mut _, dir) }.map_err(lib)?;
    Ok(out)
}

impl crate::backend::Spectra for super::Cuda {
    fn fft(
        &self,
        (src, off): crate::backend::kernels::Part,
        n: usize,
        count: usize,
        inverse: bool,
    ) -> crate::backend::DResult<Buf> {
        z2z(src, off, n, count, inverse)
    }
}
