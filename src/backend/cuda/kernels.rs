//! The CUDA backend's `Kernels`: user kernels compiled by NVRTC (raw.rs).
use super::{Cuda, raw};
use crate::backend::kernels::{Kernels, Launch, RawError};

impl Kernels for Cuda {
    fn launch_raw(&self, l: &Launch) -> Result<(), RawError> {
        raw::launch(l)
    }
}
