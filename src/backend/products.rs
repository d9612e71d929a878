//! Matrix products every backend does for `@`, `matmul` and `dot`: batches of row-major
//! n×k by k×m in one dtype (faer's GEMM or exact loops on the CPU; cuBLAS or gpa's integer
//! kernel on CUDA). Broadcasting, promotion and laying operands out are the array layer's.
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::backend::kernels::Part;
use crate::lazy::Buf;

/// The sizes of a batched matrix product: `nb` products of n×k by k×m, operands `strides`
/// elements apart in their batch (0: one matrix for all).
#[derive(Clone, Copy)]
pub struct Gemm {
    pub nb: usize,
    pub n: usize,
    pub k: usize,
    pub m: usize,
    pub strides: (usize, usize),
}

pub trait Products {
    /// The batched product of `a` and `b` (row-major, dtype `dt`) into a new buffer; integer
    /// products wrap as NumPy's, k = 0 gives zeros.
    fn matmul(&self, dt: DType, a: Part, b: Part, g: Gemm) -> DResult<Buf>;
}
