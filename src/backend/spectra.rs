//! Fourier transforms every backend does for `np.fft`: batched, unscaled complex-to-complex
//! transforms of contiguous complex64 rows in single precision or complex128 rows in double
//! (rustfft on the CPU, cuFFT on CUDA). Cropping, padding, Hermitian spectra and scaling are array operations above.
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::backend::kernels::Part;
use crate::lazy::Buf;

pub trait Spectra {
    /// The transforms of `count` contiguous rows of `n` values of `dt` (complex64, computed
    /// in single precision, or complex128) at `src`.
    fn fft(&self, src: Part, dt: DType, n: usize, count: usize, inverse: bool) -> DResult<Buf>;
}
