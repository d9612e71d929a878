//! cuBLAS matrix products on gpa's row-major buffers: C = A·B in row-major order is
//! Cᵀ = Bᵀ·Aᵀ in cuBLAS's column-major terms, so the operands are passed swapped.
use super::gpu;
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use cudarc::cublas::{result as blas, sys};
use std::sync::Mutex;

struct Handle(sys::cublasHandle_t);
// SAFETY: the handle is used from the interpreter thread only, on gpa's one stream.
unsafe impl Send for Handle {}
unsafe impl Sync for Handle {}

/// Made at first use, for the current context (`forget_handle` after a reset).
static HANDLE: Mutex<Option<Handle>> = Mutex::new(None);

fn handle() -> Result<sys::cublasHandle_t, DeviceError> {
    let mut slot = HANDLE.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(h) = &*slot {
        return Ok(h.0);
    }
    let g = gpu()?;
    // SAFETY: only checks whether the library can be opened.
    if !unsafe { sys::is_culib_present() } {
        return Err(DeviceError::Unavailable("libcublas.so not found".into()));
    }
    let lib = |e| DeviceError::Driver(format!("cuBLAS: {e:?}"));
    let h = blas::create_handle().map_err(lib)?;
    // SAFETY: a live handle and gpa's stream.
    unsafe { blas::set_stream(h, g.stream.cu_stream().cast()) }.map_err(lib)?;
    *slot = Some(Handle(h));
    Ok(h)
}

/// After a reset: the handle belonged to the old context (dropped without destroying it).
pub fn forget_handle() {
    HANDLE.lock().unwrap_or_else(|p| p.into_inner()).take();
}

/// `nb` row-major products `c[i] = a[i] (n×k) · b[i] (k×m)` on device addresses; operands
/// of one matrix (batch stride 0) are shared by every product.
#[allow(clippy::too_many_arguments)]
pub fn matmul(
    dt: DType,
    a: u64,
    b: u64,
    c: u64,
    nb: usize,
    (n, k, m): (usize, usize, usize),
    (sa, sb): (usize, usize),
) -> Result<(), DeviceError> {
    let h = handle()?;
    let big = [n, k, m, nb].iter().any(|&d| d > i32::MAX as usize);
    if big {
        return Err(DeviceError::Invalid(
            "matmul: a dimension exceeds cuBLAS's 32-bit limit".into(),
        ));
    }
    let op = sys::cublasOperation_t::CUBLAS_OP_N;
    let (n, k, m, nbi) = (n as i32, k as i32, m as i32, nb as i32);
    let sc = (n as i64) * (m as i64);
    // SAFETY: the addresses cover nb products of these shapes (callers allocate them).
    let r = unsafe {
        match dt {
            DType::F32 => blas::sgemm_strided_batched(
                h,
                op,
                op,
                m,
                n,
                k,
                &1.0f32,
                b as *const f32,
                m,
                sb as i64,
                a as *const f32,
                k,
                sa as i64,
                &0.0f32,
                c as *mut f32,
                m,
                sc,
                nbi,
            ),
            DType::F64 => blas::dgemm_strided_batched(
                h,
                op,
                op,
                m,
                n,
                k,
                &1.0f64,
                b as *const f64,
                m,
                sb as i64,
                a as *const f64,
                k,
                sa as i64,
                &0.0f64,
                c as *mut f64,
                m,
                sc,
                nbi,
            ),
            _ => return gemm_ex(h, dt, (a, b, c), (n, k, m), (sa, sb, sc), nbi),
        }
    };
    r.map_err(|e| DeviceError::Driver(format!("cuBLAS matmul failed: {e:?}")))
}

/// float16 (products summed in float, as NumPy's half matmul) and complex products through
/// cublasGemmStridedBatchedEx; operands as in `matmul`.
fn gemm_ex(
    h: sys::cublasHandle_t,
    dt: DType,
    (a, b, c): (u64, u64, u64),
    (n, k, m): (i32, i32, i32),
    (sa, sb, sc): (usize, usize, i64),
    nb: i32,
) -> Result<(), DeviceError> {
    use sys::cublasComputeType_t::{CUBLAS_COMPUTE_32F, CUBLAS_COMPUTE_64F};
    use sys::cudaDataType::{CUDA_C_32F, CUDA_C_64F, CUDA_R_16F};
    // alpha = 1 and beta = 0 in the compute type (complex ones as (re, im) pairs).
    let (one32, zero32) = ([1.0f32, 0.0], [0.0f32, 0.0]);
    let (one64, zero64) = ([1.0f64, 0.0], [0.0f64, 0.0]);
    let (ty, compute, one, zero) = match dt {
        DType::F16 => (
            CUDA_R_16F,
            CUBLAS_COMPUTE_32F,
            one32.as_ptr().cast(),
            zero32.as_ptr().cast(),
        ),
        DType::C64 => (
            CUDA_C_32F,
            CUBLAS_COMPUTE_32F,
            one32.as_ptr().cast(),
            zero32.as_ptr().cast(),
        ),
        DType::C128 => (
            CUDA_C_64F,
            CUBLAS_COMPUTE_64F,
            one64.as_ptr().cast(),
            zero64.as_ptr().cast(),
        ),
        _ => {
            return Err(DeviceError::Unsupported(format!(
                "cuBLAS matmul of {}",
                dt.name()
            )));
        }
    };
    let op = sys::cublasOperation_t::CUBLAS_OP_N;
    let ptr = |p: u64| p as *const std::ffi::c_void;
    // SAFETY: the addresses cover nb products of these shapes; alpha/beta live across the call.
    let status = unsafe {
        sys::cublasGemmStridedBatchedEx(
            h,
            op,
            op,
            m,
            n,
            k,
            one,
            ptr(b),
            ty,
            m,
            sb as i64,
            ptr(a),
            ty,
            k,
            sa as i64,
            zero,
            c as *mut std::ffi::c_void,
            ty,
            m,
            sc,
            nb,
            compute,
            sys::cublasGemmAlgo_t::CUBLAS_GEMM_DEFAULT,
        )
    };
    status
        .result()
        .map_err(|e| DeviceError::Driver(format!("cuBLAS matmul failed: {e:?}")))
}
