//! Data movement that every backend does for the array layer: strided writes, gathers by
//! positions, mapped copies (tile, repeat, pad, ...), row takes, scatters and compaction.
//! The CPU's work on the host values (the reference), the CUDA backend's are kernels.
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::backend::DResult;
use crate::backend::kernels::Part;
use crate::lazy::Buf;

pub trait Moves {
    /// Writes the contiguous `src` (the view's size) into `dst` through `lay`.
    fn write(&self, dst: &Buf, lay: &Layout, dt: DType, src: Part) -> DResult<()>;
    /// `n` elements of `src` at the int64 positions `pos`.
    fn gather_at(&self, src: Part, dt: DType, pos: Part, n: usize) -> DResult<Buf>;
    /// The copy whose axis `d` reads source positions `maps[d]` (`-1 - j`: constant `j`; a
    /// later axis's constant wins where two overlap, NumPy's pad order), the source read
    /// through `strides`.
    fn mapped(
        &self,
        src: Part,
        dt: DType,
        strides: &[isize],
        maps: &[Vec<isize>],
        consts: Option<&Col>,
    ) -> DResult<Buf>;
    /// `n` rows of `inner` elements of `src` (viewed as `len` rows) at the int64 rows `idx`.
    fn take_rows(
        &self,
        src: Part,
        dt: DType,
        idx: &Buf,
        n: usize,
        inner_len: (usize, usize),
    ) -> DResult<Buf>;
    /// Writes the `n` elements of `src` into `dst` at the int64 positions `pos` (the last
    /// write to a position wins, as in NumPy); a `src` of one element goes to every position.
    fn put_at(&self, dst: &Buf, dt: DType, pos: Part, n: usize, src: &Buf) -> DResult<()>;
    /// The elements of `src` whose bool in `mask` is set, and how many.
    fn compact(&self, src: Part, dt: DType, mask: Part, n: usize) -> DResult<(Buf, usize)>;
}
