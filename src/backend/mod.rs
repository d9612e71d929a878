//! The narrow interface between the array layer and a device. The array layer schedules
//! pending work into `Program`s (structure + bindings); a backend runs them and provides the
//! library calls. Buffers are host `Col`s until the CUDA backend adds device storage.
pub mod cpu;

use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::lazy::Reduce;
use crate::lazy::schedule::{Program, StepError};

pub trait Backend {
    fn name(&self) -> &'static str;
    /// Runs an elementwise program into a new contiguous buffer of its shape.
    fn run(&self, p: &Program) -> Result<Col, StepError>;
    /// The program followed by a full reduction in the same pass: one element of `acc`.
    fn run_reduce(&self, p: &Program, r: Reduce, acc: DType) -> Result<Col, StepError>;
    /// The program's elements (C order) in rows of `row`, each row reduced to one element.
    fn run_reduce_rows(
        &self,
        p: &Program,
        row: usize,
        r: Reduce,
        acc: DType,
    ) -> Result<Col, StepError>;
}

/// The backend that runs array work now.
pub fn current() -> &'static dyn Backend {
    &cpu::Cpu
}
