//! Fourier transforms every backend does for `np.fft`: batched, unscaled complex-to-complex
//! transforms of contiguous complex128 rows, in double precision (rustfft on the CPU, cuFFT
//! on CUDA). Cropping, padding, Hermitian spectra and scaling are array operations above.
use crate::backend::DResult;
use crate::backend::kernels::Part;
use crate::lazy::Buf;

pub trait Spectra {
    /// The transforms of `count` contiguous rows of `n` complex128 values at `src`.
    fn fft(&self, src: Part, n: usize, count: usize, inverse: bool) -> DResult<Buf>;
}
