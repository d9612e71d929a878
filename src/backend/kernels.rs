//! The operations a device backend runs with kernels and libraries of its own, beyond fused
//! programs: data movement, sorting and searching, counting, GEMM, the dense solvers, FFT
//! and user kernels. The array layer and the builtins reach them through
//! `Backend::kernels()` of the array's backend. The CPU backend has none today (`None`):
//! the array layer's reference algorithms work on its values directly. Sorting and
//! searching, which both backends do, are `Orders` (orders.rs).
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::lazy::Buf;

/// A contiguous buffer and the element its data starts at.
pub type Part<'a> = (&'a Buf, usize);

/// A stack of `count` column-major matrices of `rows`×`cols` in `buf` (float64 or
/// complex128, `dt`), factored in place.
pub struct Mats<'a> {
    pub buf: &'a Buf,
    pub dt: DType,
    pub rows: usize,
    pub cols: usize,
    pub count: usize,
}

/// What an SVD computes of U and Vᴴ.
#[derive(Clone, Copy, PartialEq)]
pub enum Job {
    /// All columns of U (rows of Vᴴ).
    Full,
    /// The first min(m, n).
    Thin,
    /// None: singular values only.
    None,
}

/// The compiler's refusal of a user's kernel: its status and log.
pub struct CompileError {
    pub status: String,
    pub log: String,
}

/// Why a user's kernel did not launch.
pub enum RawError {
    /// The compiler rejected the source (the log names lines of it).
    Compile(CompileError),
    /// A device call failed (a lost context, a launch the driver refused, ...).
    Device(super::DeviceError),
}

/// One launch of a user's kernel: its name in `src`, the grid and block sizes (x, y, z),
/// dynamic shared memory in bytes, and each argument's bits (a value of 4 bytes or fewer
/// sits in the low bytes, which is what the kernel reads on a little-endian host).
pub struct Launch<'a> {
    pub src: &'a str,
    pub options: &'a [String],
    pub name: &'a str,
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared: u32,
    pub args: &'a [u64],
}

pub trait Kernels {
    // Libraries.
    /// LU with partial pivoting of each square matrix: the pivots and the infos.
    fn getrf(&self, a: &Mats) -> DResult<(Buf, Buf)>;
    /// Solves with the LU factors of `a` (transposed when asked), `b` overwritten.
    fn getrs(&self, a: &Mats, ipiv: &Buf, b: &Mats, transpose: bool) -> DResult<()>;
    /// Cholesky factor (in place) of each matrix: the infos.
    fn potrf(&self, a: &Mats, upper: bool) -> DResult<Buf>;
    /// Hermitian eigenvalues (and vectors in place): the values and the infos.
    fn syevd(&self, a: &Mats, upper: bool, vectors: bool) -> DResult<(Buf, Buf)>;
    /// The SVD of each matrix (rows ≥ cols): S, U, Vᴴ and the infos.
    fn gesvd(&self, a: &Mats, job: Job) -> DResult<(Buf, Buf, Buf, Buf)>;
    /// QR factors in place: the Householder scalars.
    fn geqrf(&self, a: &Mats) -> DResult<Buf>;
    /// Q from the Householder vectors of `a` and `tau` (`k` reflectors), in place.
    fn orgqr(&self, a: &Mats, tau: &Buf, k: usize) -> DResult<()>;
    /// General eigenvalues (and right vectors): values, vectors and the infos.
    fn geev(&self, a: &Mats, vectors: bool, pad: usize) -> DResult<(Buf, Option<Buf>, Buf)>;

    // User kernels.
    /// Compiles (once) and launches a user's kernel on the backend's stream.
    fn launch_raw(&self, l: &Launch) -> Result<(), RawError>;
}
