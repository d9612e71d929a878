//! matmul of integer and bool matrices on the device (`kernels/matmul.cu`, one module per
//! dtype): cuBLAS has no GEMM that wraps as NumPy's integer matmul.
use super::{compile, gpu};
use crate::array::dtype::DType;
use crate::backend::DeviceError;

pub const SRC: &str = include_str!("../../../kernels/matmul.cu");
const TS: usize = 16;

/// The module source for an integer or bool dtype (also compiled by the unit tests).
pub fn source(dt: DType) -> Option<String> {
    if dt.is_float() || dt.is_complex() {
        return None;
    }
    let flag = if dt == DType::Bool {
        "#define GPA_BOOL\n"
    } else {
        ""
    };
    compile::elem_ty(dt).map(|c| format!("typedef {c} T;\n{flag}{SRC}"))
}

/// `nb` row-major products `c[i] = a[i] (n×k) · b[i] (k×m)` on device addresses (batch
/// strides `sa`, `sb` in elements; 0 shares one matrix), as `blas::matmul`.
pub fn matmul(
    dt: DType,
    (a, b, c): (u64, u64, u64),
    nb: usize,
    (n, k, m): (usize, usize, usize),
    (sa, sb): (usize, usize),
) -> Result<(), DeviceError> {
    let code = source(dt)
        .ok_or_else(|| DeviceError::Unsupported("no device matmul kernel for this dtype".into()))?;
    let g = gpu()?;
    let kern = compile::fixed(g, &format!("matmul_{}", dt.name()), &code)?;
    let f = kern.get("gpa_matmul")?;
    let blocks = nb * n.div_ceil(TS) * m.div_ceil(TS);
    let grid = u32::try_from(blocks)
        .map_err(|_| DeviceError::Invalid("matmul too large for one launch".into()))?;
    let args = [a, b, c, n as u64, k as u64, m as u64, sa as u64, sb as u64];
    g.launch_with(&f, grid, (TS * TS) as u32, &args)
}
