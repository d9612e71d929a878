//! The CPU's `Spectra`: rustfft, one plan per length, rows in parallel. A long transform
//! is one library call with no place to poll Ctrl-C, so big work runs abandonably.
use super::Cpu;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::kernels::Part;
use crate::backend::spectra::Spectra;
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use rayon::prelude::*;
use rustfft::FftPlanner;
use rustfft::num_complex::Complex;

impl Spectra for Cpu {
    fn fft(
        &self,
        (src, off): Part,
        dt: DType,
        n: usize,
        count: usize,
        inverse: bool,
    ) -> DResult<Buf> {
        let col = src.borrow().range(off, n * count);
        // Ctrl-C: checked between rows; a long row (one library call) is abandoned, with
        // the plan (its twiddles take as long as a transform) and the copy out.
        let big = n * count >= 1 << 16;
        let out = match (dt, col) {
            (DType::C64, Col::Z(data)) => {
                crate::interrupt::abandonable(big, move || rows(&data, n, inverse).map(Col::Z))
            }
            (DType::C128, Col::C(data)) => {
                crate::interrupt::abandonable(big, move || rows(&data, n, inverse).map(Col::C))
            }
            _ => return Err(DeviceError::Invalid("fft: expected complex rows".into())),
        };
        Ok(Store::host(out.flatten().ok_or(DeviceError::Interrupted)?))
    }
}

/// Each row of `n` values transformed in `T`'s precision; None when Ctrl-C stopped it.
fn rows<T: rustfft::FftNum>(data: &[(T, T)], n: usize, inverse: bool) -> Option<Vec<(T, T)>> {
    let stop = crate::interrupt::flag();
    let mut planner = FftPlanner::<T>::new();
    let plan = if inverse {
        planner.plan_fft_inverse(n)
    } else {
        planner.plan_fft_forward(n)
    };
    let mut out: Vec<Complex<T>> = data.iter().map(|&(re, im)| Complex::new(re, im)).collect();
    let done = out.par_chunks_mut(n.max(1)).all(|row| {
        if crate::interrupt::requested(&stop) {
            return false;
        }
        plan.process(row);
        true
    });
    done.then(|| out.into_iter().map(|z| (z.re, z.im)).collect())
}
