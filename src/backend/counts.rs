//! Counting every backend does for `np.bincount` and `np.histogram` of uniform bins: the
//! array layer checks ranges and makes the edges (NumPy's `linspace`), the backend counts.
use crate::backend::DResult;
use crate::lazy::Buf;

pub trait Counts {
    /// Occurrences (int64; with float64 `weights`, their sums) of each value 0..len of the
    /// `n` int64 `x`, all known to lie in that range.
    fn bincount(&self, x: &Buf, weights: Option<&Buf>, n: usize, len: usize) -> DResult<Buf>;
    /// Counts (int64; with float64 `weights`, their sums) of the `n` float64 `x` in the
    /// uniform bins of `edges` over `range` (NumPy's bin search: the computed bin, moved by
    /// one where an edge's rounding disagrees; the last bin holds its upper edge).
    fn histogram(
        &self,
        x: &Buf,
        weights: Option<&Buf>,
        n: usize,
        range: (f64, f64),
        edges: &[f64],
    ) -> DResult<Buf>;
}
