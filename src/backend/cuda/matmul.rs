//! matmul of integer and bool matrices on the device (`kernels/matmul.cu`, one module per
//! dtype): cuBLAS has no GEMM that wraps as NumPy's integer matmul.
use super::{DevBuf, blas, compile, gpu};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::backend::DeviceError;
use crate::backend::kernels::Part;
use crate::backend::products::Gemm;
use crate::lazy::{Buf, Store};

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

impl crate::backend::Products for super::Cuda {
    /// cuBLAS for floats and complex, gpa's own kernel for integers; k = 0 is zeros (cuBLAS
    /// leaves C untouched then: the sum of nothing is zero).
    fn matmul(&self, dt: DType, (a, oa): Part, (b, ob): Part, p: Gemm) -> DResult<Buf> {
        let len = p.nb * p.n * p.m;
        let g = gpu()?;
        let out = DevBuf {
            mem: g.alloc((len * dt.itemsize()).max(1))?,
            dtype: dt,
            len,
        };
        if len > 0 {
            let size = dt.itemsize();
            let pa = a.on_device(dt)?.ptr() + (oa * size) as u64;
            let pb = b.on_device(dt)?.ptr() + (ob * size) as u64;
            let dims = (p.n, p.k, p.m);
            if p.k == 0 {
                let z = Col::zeros(dt, len)
                    .ok_or_else(|| DeviceError::HostMemory(crate::array::oom::oom(dt, len)))?;
                return Ok(Store::host(z));
            }
            if dt.is_float() || dt.is_complex() {
                blas::matmul(dt, pa, pb, out.ptr(), p.nb, dims, p.strides)?;
            } else {
                matmul(dt, (pa, pb, out.ptr()), p.nb, dims, p.strides)?;
            }
        }
        Ok(Store::device(out))
    }
}
