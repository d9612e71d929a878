//! Complex-to-complex FFTs on the device with cuFFT (complex64 in single precision, C2C;
//! complex128 in double, Z2Z; `count` rows of length `n`, one batched plan per shape and
//! precision, cached): `np.fft`'s transforms of device arrays.
use super::{gpu, moves};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::Buf;
use cudarc::cufft::{result as fft, sys};
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Plans by (n, count, single precision): planning is costly, and gpa's one stream runs
    /// them in order.
    static PLANS: RefCell<HashMap<(usize, usize, bool), sys::cufftHandle>> = RefCell::new(HashMap::new());
}

/// After a reset: the plans belonged to the old context (dropped without destroying them).
pub fn forget_plans() {
    PLANS.with(|p| p.borrow_mut().clear());
}

fn lib(e: cudarc::cufft::result::CufftError) -> DeviceError {
    DeviceError::Driver(format!("cuFFT: {e:?}"))
}

fn plan(n: usize, count: usize, single: bool) -> Result<sys::cufftHandle, DeviceError> {
    if let Some(p) = PLANS.with(|p| p.borrow().get(&(n, count, single)).copied()) {
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
    let kind = match single {
        true => sys::cufftType::CUFFT_C2C,
        false => sys::cufftType::CUFFT_Z2Z,
    };
    let p = fft::plan_1d(n as i32, kind, count as i32).map_err(lib)?;
    // SAFETY: a live plan and gpa's stream.
    unsafe { fft::set_stream(p, g.stream.cu_stream().cast()) }.map_err(lib)?;
    PLANS.with(|m| m.borrow_mut().insert((n, count, single), p));
    Ok(p)
}

/// The transforms of `count` contiguous rows of `n` values of `dt` (complex64 or
/// complex128) in `src` (from element `off`), unscaled, into a new buffer.
pub fn c2c(
    src: &Buf,
    off: usize,
    dt: DType,
    n: usize,
    count: usize,
    inverse: bool,
) -> Result<Buf, DeviceError> {
    let out = moves::empty(dt, n * count)?;
    if n == 0 || count == 0 {
        return Ok(out);
    }
    let single = dt == DType::C64;
    let p = plan(n, count, single)?;
    let w = dt.itemsize() as u64;
    let i = src.on_device(dt)?.ptr() + off as u64 * w;
    let o = out.on_device(dt)?.ptr();
    let dir = if inverse { 1 } else { -1 };
    // SAFETY: both addresses hold n * count values of `dt` (the input is not written:
    // cuFFT's out-of-place transforms leave it).
    match single {
        true => unsafe { fft::exec_c2c(p, i as *mut _, o as *mut _, dir) },
        false => unsafe { fft::exec_z2z(p, i as *mut _, o as *mut _, dir) },
    }
    .map_err(lib)?;
    Ok(out)
}

impl crate::backend::Spectra for super::Cuda {
    fn fft(
        &self,
        (src, off): crate::backend::kernels::Part,
        dt: DType,
        n: usize,
        count: usize,
        inverse: bool,
    ) -> crate::backend::DResult<Buf> {
        c2c(src, off, dt, n, count, inverse)
    }
}
