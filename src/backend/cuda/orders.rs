//! The CUDA backend's `Orders`: radix sorts of rows (sort.rs), arg-extremes (argext.rs),
//! searches (search.rs), unique runs of sorted values (unique.rs) and compaction
//! (select.rs), medians and quantiles of sorted rows (quantile.rs).
use super::{Cuda, argext, moves, quantile, select, sort, unique};
use crate::array::dtype::DType;
use crate::backend::DResult;
use crate::backend::kernels::Part;
use crate::backend::orders::{Orders, Search, UniqueParts};
use crate::lazy::Buf;

impl Orders for Cuda {
    fn sortable(&self, dt: DType, n: usize) -> bool {
        sort::sortable(dt, n)
    }

    fn sort_rows(
        &self,
        (src, off): Part,
        dt: DType,
        n: usize,
        row: usize,
        positions: bool,
    ) -> DResult<Buf> {
        sort::sort_rows(src, off, dt, n, row, positions)
    }

    fn arg_extreme_supported(&self, dt: DType) -> bool {
        argext::supported(dt)
    }

    fn arg_extreme(
        &self,
        (src, off): Part,
        dt: DType,
        (rows, row): (usize, usize),
        max: bool,
        skip_nan: bool,
    ) -> DResult<Buf> {
        argext::arg_extreme(src, off, dt, rows, row, max, skip_nan)
    }

    fn search(&self, s: &Search, numpy: bool) -> DResult<Buf> {
        if numpy {
            s.numpy_positions()
        } else {
            s.positions()
        }
    }

    /// A sort of the values (a stable argsort and the values taken by position, when the
    /// positions are asked for), then the unique kernels over the sorted run.
    fn unique(
        &self,
        (src, off): Part,
        dt: DType,
        n: usize,
        equal_nan: bool,
        positions: bool,
    ) -> DResult<UniqueParts> {
        if positions {
            let pos = sort::sort_rows(src, off, dt, n, n, true)?;
            let sorted = moves::take_rows(src, off, dt, &pos, n, 1, n)?;
            unique::unique(&sorted, Some(&pos), dt, n, equal_nan)
        } else {
            let sorted = sort::sort_rows(src, off, dt, n, n, false)?;
            unique::unique(&sorted, None, dt, n, equal_nan)
        }
    }

    fn true_positions(&self, (mask, moff): Part, n: usize) -> DResult<(Buf, usize)> {
        select::true_positions(mask, moff, n)
    }

    /// The rows sorted, then the middle read (a thread per row).
    fn median(
        &self,
        src: Part,
        dt: DType,
        (rows, n): (usize, usize),
        skip: bool,
        cd: DType,
    ) -> DResult<Buf> {
        let sorted = self.sort_rows(src, dt, rows * n, n, false)?;
        quantile::median(&sorted, dt, rows, n, skip, cd)
    }

    fn quantile(
        &self,
        sorted: &Buf,
        dt: DType,
        (rows, n): (usize, usize),
        plan: &[f64],
        dts: (DType, DType, DType),
        picks: bool,
    ) -> DResult<(Buf, DType)> {
        quantile::quantile(sorted, dt, rows, n, plan, dts, picks)
    }
}
