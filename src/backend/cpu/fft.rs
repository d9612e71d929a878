//! The CPU's `Spectra`: rustfft, one plan per length, rows in parallel. A long transform
//! is one library call with no place to poll Ctrl-C, so big work runs abandonably.
use super::Cpu;
use crate::array::col::Col;
use crate::backend::kernels::Part;
use crate::backend::spectra::Spectra;
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use rayon::prelude::*;
use rustfft::FftPlanner;
use rustfft::num_complex::Complex64;

impl Spectra for Cpu {
    fn fft(&self, (src, off): Part, n: usize, count: usize, inverse: bool) -> DResult<Buf> {
        let Col::C(data) = src.borrow().range(off, n * count) else {
            return Err(DeviceError::Invalid("fft: expected complex128 rows".into()));
        };
        // Ctrl-C: checked between rows; a long row (one library call) is abandoned, with
        // the plan (its twiddles take as long as a transform) and the copy out.
        let stop = crate::interrupt::flag();
        let out = crate::interrupt::abandonable(n * count >= 1 << 16, move || {
            let mut planner = FftPlanner::<f64>::new();
            let plan = if inverse {
                planner.plan_fft_inverse(n)
            } else {
                planner.plan_fft_forward(n)
            };
            let mut out: Vec<Complex64> = data
                .iter()
                .map(|&(re, im)| Complex64::new(re, im))
                .collect();
            let done = out.par_chunks_mut(n.max(1)).all(|row| {
                if crate::interrupt::requested(&stop) {
                    return false;
                }
                plan.process(row);
                true
            });
            done.then(|| out.into_iter().map(|z| (z.re, z.im)).collect())
        })
        .flatten()
        .ok_or(DeviceError::Interrupted)?;
        Ok(Store::host(Col::C(out)))
    }
}
