//! The dense solvers and decompositions np.linalg is built on, at LAPACK's level (the calls
//! cuSOLVER and LAPACK share): LU, Cholesky, Hermitian and general eigen, SVD and QR of
//! stacks of column-major float64 / complex128 matrices, in place. The CPU computes them
//! with faer and its own Householder QR (backend/cpu/solver.rs), CUDA with cuSOLVER
//! (cuda/solver.rs). What NumPy returns is built from their results by array operations
//! (builtins/numpy/decomp.rs), the same on every backend.
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::lazy::Buf;

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

/// Infos (int32, one per matrix) follow LAPACK: 0 when the matrix's work succeeded, > 0
/// when it is singular, not positive definite or did not converge.
pub trait Solvers {
    /// LU with partial pivoting of each square matrix: the pivots (int64, 1-based row
    /// swaps, `rows` per matrix) and the infos (> 0: U is exactly singular).
    fn getrf(&self, a: &Mats) -> DResult<(Buf, Buf)>;
    /// Solves A X = B with `getrf`'s factors of `a`; `b` is overwritten by X.
    fn getrs(&self, a: &Mats, ipiv: &Buf, b: &Mats) -> DResult<()>;
    /// The Cholesky factor of each Hermitian matrix from its `upper` (else lower) triangle,
    /// written over that triangle (the other is left as it was): the infos.
    fn potrf(&self, a: &Mats, upper: bool) -> DResult<Buf>;
    /// Eigenvalues (float64, ascending, `rows` per matrix) of each Hermitian matrix read
    /// from its `upper` or lower triangle and, with `vectors`, its eigenvectors written
    /// over it as columns: the values and the infos.
    fn syevd(&self, a: &Mats, upper: bool, vectors: bool) -> DResult<(Buf, Buf)>;
    /// The SVD `A = U S Vᴴ` of each matrix (rows ≥ cols; `a` is destroyed): S (float64,
    /// descending, `cols` per matrix), U (rows×rows or rows×cols), Vᴴ (cols×cols), both
    /// column-major, and the infos.
    fn gesvd(&self, a: &Mats, job: Job) -> DResult<(Buf, Buf, Buf, Buf)>;
    /// QR of each matrix in place: R in the upper triangle, the Householder vectors below
    /// it (LAPACK's: H = I - tau v vᴴ, v's first element 1, not stored) and the scalars
    /// `tau` returned (min(rows, cols) per matrix, of the matrices' dtype).
    fn geqrf(&self, a: &Mats) -> DResult<Buf>;
    /// The first `cols` columns of Q = H(1)…H(k), in place, from the `k` reflectors in the
    /// first columns of `a` and their `tau`; rows ≥ cols ≥ k.
    fn orgqr(&self, a: &Mats, tau: &Buf, k: usize) -> DResult<()>;
    /// Eigenvalues (complex128, `rows` per matrix) of each general square matrix and, with
    /// `vectors`, the right eigenvectors (columns of unit norm) in the matrices' dtype: for
    /// real matrices LAPACK's packing (a complex pair j, j+1 with imag(w_j) > 0 is
    /// re = column j, im = column j+1), written from element `pad` of a buffer `pad`
    /// elements longer at each end, so neighbouring columns can be read as views.
    fn geev(&self, a: &Mats, vectors: bool, pad: usize) -> DResult<(Buf, Option<Buf>, Buf)>;
}
