//! The CPU's `Moves`: plain loops over the host values (a device buffer's come back first).
use super::Cpu;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::backend::kernels::Part;
use crate::backend::moves::Moves;
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use rayon::prelude::*;
use std::rc::Rc;

/// The `n` int64 positions of `pos`, as indices below `len` (checked: the array layer
/// checks them first, so a bad one is a bug, reported rather than read past).
fn positions((buf, off): Part, n: usize, len: usize) -> DResult<Vec<usize>> {
    let Col::I(p) = buf.borrow().range(off, n) else {
        return Err(DeviceError::Unsupported("int64 positions".into()));
    };
    p.into_iter()
        .map(|i| usize::try_from(i).ok().filter(|&i| i < len))
        .collect::<Option<_>>()
        .ok_or_else(|| DeviceError::Invalid("a position out of range".into()))
}

/// Writes the values of `src` from its offset into `dst` at `idx`: straight from the
/// source buffer, through a copy only when it is the destination itself or starts later.
fn scatter(dst: &Buf, idx: &[usize], (src, off): Part) {
    if off == 0 && !std::rc::Rc::ptr_eq(dst, src) {
        dst.borrow_mut().scatter(idx, &src.borrow());
    } else {
        let vals = src.borrow().range(off, idx.len());
        dst.borrow_mut().scatter(idx, &vals);
    }
}

impl Moves for Cpu {
    fn write(&self, dst: &Buf, lay: &Layout, _dt: DType, (src, off): Part) -> DResult<()> {
        // Rows that are contiguous in the destination are copied as slices (a join along a
        // later axis, a block assignment), not element by element.
        let nd = lay.shape.len();
        if nd > 0 && lay.strides[nd - 1] == 1 && lay.shape[nd - 1] >= 16 {
            let run = lay.shape[nd - 1];
            let mut rows = lay.clone();
            rows.shape[nd - 1] = 1;
            let mut starts = Vec::new();
            rows.indices(0, rows.size(), &mut starts);
            if Rc::ptr_eq(dst, src) {
                let vals = src.borrow().range(off, lay.size());
                dst.borrow_mut().copy_runs(&starts, run, &vals, 0);
            } else {
                dst.borrow_mut().copy_runs(&starts, run, &src.borrow(), off);
            }
            return Ok(());
        }
        let mut idx = Vec::new();
        lay.indices(0, lay.size(), &mut idx);
        scatter(dst, &idx, (src, off));
        Ok(())
    }

    fn gather_at(&self, (src, off): Part, _dt: DType, pos: Part, n: usize) -> DResult<Buf> {
        let s = src.borrow();
        let at = positions(pos, n, s.len().saturating_sub(off))?;
        let at: Vec<usize> = at.into_iter().map(|i| i + off).collect();
        Ok(Store::host(s.gather(&at)))
    }

    fn mapped(
        &self,
        (src, off): Part,
        _dt: DType,
        strides: &[isize],
        maps: &[Vec<isize>],
        consts: Option<&Col>,
    ) -> DResult<Buf> {
        let s = src.borrow();
        // The source's extent: one past the farthest element the maps read.
        let far: usize = maps
            .iter()
            .zip(strides)
            .map(|(m, &st)| m.iter().copied().max().unwrap_or(0).max(0) as usize * st as usize)
            .sum();
        let n_src = (far + 1).min(s.len().saturating_sub(off));
        let mut vals = s.range(off, n_src);
        if let Some(c) = consts {
            vals.extend_from(c);
        }
        let idx = separable(strides, maps, n_src)?;
        Ok(Store::host(vals.gather(&idx)))
    }

    fn take_rows(
        &self,
        (src, off): Part,
        _dt: DType,
        idx: &Buf,
        n: usize,
        (inner, len): (usize, usize),
    ) -> DResult<Buf> {
        let rows = positions((idx, 0), n, len)?;
        let at: Vec<usize> = rows
            .into_iter()
            .flat_map(|r| off + r * inner..off + (r + 1) * inner)
            .collect();
        Ok(Store::host(src.borrow().gather(&at)))
    }

    fn put_at(&self, dst: &Buf, _dt: DType, pos: Part, n: usize, src: &Buf) -> DResult<()> {
        let len = dst.borrow().len();
        let at = positions(pos, n, len)?;
        // In order, so the last write to a position wins.
        if src.borrow().len() == 1 && n > 1 {
            let all = Store::host(src.borrow().repeat_first(n));
            scatter(dst, &at, (&all, 0));
        } else {
            scatter(dst, &at, (src, 0));
        }
        Ok(())
    }

    fn compact(
        &self,
        (src, off): Part,
        _dt: DType,
        (mask, moff): Part,
        n: usize,
    ) -> DResult<(Buf, usize)> {
        let m = mask.borrow();
        let Col::B(mv) = &*m else {
            return Err(DeviceError::Unsupported("a mask of bools".into()));
        };
        let c = compact(&src.borrow(), off, &mv[moff..moff + n]);
        let len = c.len();
        Ok((Store::host(c), len))
    }
}

/// Where each output element of `mapped` comes from: `maps[k][i]` is the source position
/// along axis k of output position i, or `-1 - c` for constant `c` (stored after the `n_src`
/// source elements). A later axis's constant wins where two overlap (NumPy's pad order).
fn separable(strides: &[isize], maps: &[Vec<isize>], n_src: usize) -> DResult<Vec<usize>> {
    let total: usize = maps.iter().map(Vec::len).product();
    let mut out = Vec::new();
    crate::array::alloc::try_reserve(&mut out, total)
        .map_err(|_| DeviceError::HostMemory(crate::array::oom::oom(DType::I64, total)))?;
    fn walk(
        k: usize,
        base: usize,
        cst: Option<usize>,
        maps: &[Vec<isize>],
        strides: &[isize],
        n_src: usize,
        out: &mut Vec<usize>,
    ) {
        let pick = |m: isize| -> Result<usize, usize> {
            if m >= 0 {
                Ok(base + m as usize * strides[k] as usize)
            } else {
                Err(n_src + (-1 - m) as usize)
            }
        };
        if k + 1 == maps.len() {
            for &m in &maps[k] {
                out.push(match (pick(m), cst) {
                    (Err(c), _) => c,
                    (Ok(_), Some(c)) => c,
                    (Ok(i), None) => i,
                });
            }
            return;
        }
        for &m in &maps[k] {
            match pick(m) {
                Ok(b) => walk(k + 1, b, cst, maps, strides, n_src, out),
                Err(c) => walk(k + 1, base, Some(c), maps, strides, n_src, out),
            }
        }
    }
    if maps.is_empty() {
        out.push(0);
    } else if total > 0 {
        walk(0, 0, None, maps, strides, n_src, &mut out);
    }
    Ok(out)
}
/// The elements of `src[off..off+mask.len()]` where `mask` is true, in parallel chunks.
fn compact(src: &Col, off: usize, mask: &[bool]) -> Col {
    const CHUNK: usize = 1 << 16;
    // Count per chunk, then each chunk copies its picks straight into its own slice of the
    // output (one pass over the data, in parallel).
    let counts: Vec<usize> = mask
        .par_chunks(CHUNK)
        .map(|m| m.iter().filter(|b| **b).count())
        .collect();
    let total: usize = counts.iter().sum();
    macro_rules! pick {
        ($v:expr, $k:ident) => {{
            let v = &$v[off..off + mask.len()];
            let mut out = vec![Default::default(); total];
            let mut slices = Vec::with_capacity(counts.len());
            let mut rest = &mut out[..];
            for &c in &counts {
                let (a, b) = rest.split_at_mut(c);
                slices.push(a);
                rest = b;
            }
            slices
                .into_par_iter()
                .zip(mask.par_chunks(CHUNK))
                .zip(v.par_chunks(CHUNK))
                .for_each(|((dst, m), x)| {
                    let mut k = 0;
                    for (b, e) in m.iter().zip(x) {
                        if *b {
                            dst[k] = *e;
                            k += 1;
                        }
                    }
                });
            Col::$k(out)
        }};
    }
    match src {
        Col::B(v) => pick!(v, B),
        Col::I(v) => pick!(v, I),
        Col::U(v) => pick!(v, U),
        Col::S(v) => pick!(v, S),
        Col::F(v) => pick!(v, F),
        Col::Z(v) => pick!(v, Z),
        Col::C(v) => pick!(v, C),
    }
}
