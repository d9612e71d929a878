//! Sorting and searching, which every backend does for the array layer: the CPU's are the
//! reference algorithms (NumPy's orders: NaN last, complex by real then imaginary part,
//! stable argsorts), the CUDA backend's are kernels of its own. The array layer lays the
//! values out as contiguous rows (`array::rows::row_buf`) and calls the `Orders` of the
//! array's backend.
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::backend::kernels::Part;
use crate::lazy::Buf;

/// A search of the `m` keys `v` in the `n` sorted elements `a` (both of dtype `dt`), through
/// the int64 `sorter` when given.
pub struct Search<'a> {
    pub a: Part<'a>,
    pub n: usize,
    pub sorter: Option<Part<'a>>,
    pub v: Part<'a>,
    pub m: usize,
    pub dt: DType,
    pub right: bool,
}

/// What `unique` returns: the k values (dtype of the input) and the int64 first positions,
/// inverse (n) and counts.
pub struct UniqueParts {
    pub values: Buf,
    pub index: Buf,
    pub inverse: Buf,
    pub counts: Buf,
    pub k: usize,
}

pub trait Orders {
    /// Whether `sort_rows` and `unique` take `n` elements of `dt`.
    fn sortable(&self, dt: DType, n: usize) -> bool;
    /// Each row of `row` elements (of `n`) sorted, NaN last; with `positions`, the int64
    /// stable argsort instead.
    fn sort_rows(
        &self,
        src: Part,
        dt: DType,
        n: usize,
        row: usize,
        positions: bool,
    ) -> DResult<Buf>;
    /// Whether `arg_extreme` takes `dt`.
    fn arg_extreme_supported(&self, dt: DType) -> bool;
    /// The int64 position of each row's largest (`max`) or smallest element; with
    /// `skip_nan`, NaNs are passed over and a row of NaNs only gives -1.
    fn arg_extreme(
        &self,
        src: Part,
        dt: DType,
        rows_row: (usize, usize),
        max: bool,
        skip_nan: bool,
    ) -> DResult<Buf>;
    /// The int64 insertion points of a search; `numpy`: NumPy's own walk through a sorter
    /// that may hold bad indices (`m + 1` elements, the last 1 when one was read).
    fn search(&self, s: &Search, numpy: bool) -> DResult<Buf>;
    /// The sorted unique values of the `n` > 0 values `src`; with `positions`, also their
    /// first positions, the inverse and the counts (else those are empty).
    fn unique(
        &self,
        src: Part,
        dt: DType,
        n: usize,
        equal_nan: bool,
        positions: bool,
    ) -> DResult<UniqueParts>;
    /// The int64 positions of the set bools of `mask`, and how many.
    fn true_positions(&self, mask: Part, n: usize) -> DResult<(Buf, usize)>;
    /// The float64 median of each of `rows` rows of `n` (in any order; `sortable` must take
    /// them), each step rounded to `cd`; with `skip`, of each row's numbers (nanmedian; NaN
    /// for none), else NaN for a row holding one. The backend sorts or selects.
    fn median(
        &self,
        src: Part,
        dt: DType,
        rows_n: (usize, usize),
        skip: bool,
        cd: DType,
    ) -> DResult<Buf>;
    /// For each q's `(prev, next, g)` in `plan` (g < 0: take prev) and each sorted row of
    /// `n` > 0, NumPy's quantile in the dtypes `(ad, gd, md)` (input, q, result): float64
    /// results, or with `picks` (every plan takes) the elements themselves in `dt`; a row
    /// ending in NaN gives NaN. The result and its dtype.
    fn quantile(
        &self,
        sorted: &Buf,
        dt: DType,
        rows_n: (usize, usize),
        plan: &[f64],
        dts: (DType, DType, DType),
        picks: bool,
    ) -> DResult<(Buf, DType)>;
}
