//! Advanced indexing (NumPy's rules): integer arrays, boolean masks, and their mix with
//! slices, integers, `None` and `...`. An index resolves to the result's shape and the
//! buffer positions of its elements in C order; reading gathers them (a copy), assignment
//! scatters into them (repeated positions: the last write wins, as NumPy).
use super::col::Col;
use super::layout::{Layout, shape_compact, size_of};
use super::{AResult, ArrErr, Array, ArrayRef, Buf, DType, flush_readers, lazy};
use crate::backend::cuda;
use rayon::prelude::*;

/// One entry of an index tuple, after `...` was expanded by the caller.
pub enum Item {
    /// `start`, `step`, `len` of a slice on the next axis.
    Slice(i64, i64, usize),
    NewAxis,
    Int(i64),
    /// An integer array (C-order values and its shape).
    Ints(Vec<i64>, Vec<usize>),
    /// A boolean mask (C-order values and its shape): covers as many axes as it has.
    Mask(Vec<bool>, Vec<usize>),
}

/// The resolved index: result shape and buffer positions in C order.
pub struct Resolved {
    pub shape: Vec<usize>,
    pub positions: Vec<usize>,
}

fn index_err(m: String) -> ArrErr {
    ArrErr::Index(m)
}

/// Broadcasts integer index arrays together (NumPy's message on mismatch).
fn broadcast_all(arrays: &[(Vec<i64>, Vec<usize>)]) -> AResult<Vec<usize>> {
    let mut shape: Vec<usize> = vec![];
    for (_, s) in arrays {
        shape = super::layout::broadcast_shapes(&shape, s).map_err(|_| {
            let shapes: Vec<String> = arrays.iter().map(|(_, s)| shape_compact(s)).collect();
            index_err(format!(
                "shape mismatch: indexing arrays could not be broadcast together with shapes {} ",
                shapes.join(" ")
            ))
        })?;
    }
    Ok(shape)
}

/// Resolves `items` against a view `lay`.
pub fn resolve(lay: &Layout, items: Vec<Item>) -> AResult<Resolved> {
    // Masks become one integer array per axis they cover (their nonzero coordinates);
    // integers become 0-d integer arrays (NumPy treats them as advanced beside arrays).
    enum Part {
        Basic(usize, isize), // len, stride (elements)
        NewAxis,
        Adv(Vec<i64>, Vec<usize>, usize), // values, shape, axis
    }
    let mut parts: Vec<Part> = Vec::new();
    let mut offset = lay.offset as isize;
    let mut axis = 0usize;
    let ndim = lay.shape.len();
    let consumed: usize = items
        .iter()
        .map(|i| match i {
            Item::NewAxis => 0,
            Item::Mask(_, s) => s.len(),
            _ => 1,
        })
        .sum();
    if consumed > ndim {
        return Err(index_err(format!(
            "too many indices for array: array is {ndim}-dimensional, but {consumed} were indexed"
        )));
    }
    for item in items {
        match item {
            Item::NewAxis => parts.push(Part::NewAxis),
            Item::Slice(start, step, len) => {
                offset += start as isize * lay.strides[axis];
                parts.push(Part::Basic(len, lay.strides[axis] * step as isize));
                axis += 1;
            }
            Item::Int(i) => {
                parts.push(Part::Adv(vec![i], vec![], axis));
                axis += 1;
            }
            Item::Ints(v, s) => {
                parts.push(Part::Adv(v, s, axis));
                axis += 1;
            }
            Item::Mask(m, s) => {
                for (k, &d) in s.iter().enumerate() {
                    if lay.shape[axis + k] != d {
                        return Err(index_err(format!(
                            "boolean index did not match indexed array along axis {}; size of axis is {} but size of corresponding boolean axis is {d}",
                            axis + k,
                            lay.shape[axis + k]
                        )));
                    }
                }
                // Coordinates of the true elements, one list per covered axis.
                let mut coords: Vec<Vec<i64>> = vec![Vec::new(); s.len()];
                for (flat, _) in m.iter().enumerate().filter(|(_, b)| **b) {
                    let mut rem = flat;
                    for k in (0..s.len()).rev() {
                        coords[k].push((rem % s[k].max(1)) as i64);
                        rem /= s[k].max(1);
                    }
                }
                let n = coords.first().map_or(0, |c| c.len());
                if s.is_empty() {
                    // A 0-d mask: a new axis of length 1 (True) or 0 (False).
                    let keep = m.first().copied().unwrap_or(false);
                    parts.push(Part::Basic(keep as usize, 0));
                    continue;
                }
                for (k, c) in coords.into_iter().enumerate() {
                    parts.push(Part::Adv(c, vec![n], axis + k));
                }
                axis += s.len();
            }
        }
    }
    while axis < ndim {
        parts.push(Part::Basic(lay.shape[axis], lay.strides[axis]));
        axis += 1;
    }
    // The advanced block: broadcast shape, and where it goes (in place when the advanced
    // entries are adjacent, else first).
    let adv_pos: Vec<usize> = parts
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p, Part::Adv(..)))
        .map(|(i, _)| i)
        .collect();
    let arrays: Vec<(Vec<i64>, Vec<usize>)> = parts
        .iter()
        .filter_map(|p| match p {
            Part::Adv(v, s, _) => Some((v.clone(), s.clone())),
            _ => None,
        })
        .collect();
    let bshape = broadcast_all(&arrays)?;
    let bsize = size_of(&bshape);
    let mut block: Vec<isize> = vec![0; bsize];
    for p in &parts {
        let Part::Adv(v, s, ax) = p else { continue };
        let n = lay.shape[*ax] as i64;
        let stride = lay.strides[*ax];
        let view = Layout::contiguous(s)
            .broadcast_to(&bshape)
            .map_err(ArrErr::Value)?;
        let mut pos = Vec::new();
        view.indices(0, bsize, &mut pos);
        for (b, &j) in block.iter_mut().zip(&pos) {
            let i = v[j];
            let k = if i < 0 { i + n } else { i };
            if k < 0 || k >= n {
                return Err(index_err(format!(
                    "index {i} is out of bounds for axis {ax} with size {n}"
                )));
            }
            *b += k as isize * stride;
        }
    }
    let adjacent = adv_pos.windows(2).all(|w| w[1] == w[0] + 1);
    // Per result "dimension group": its sizes and element offsets.
    let mut groups: Vec<(Vec<usize>, Vec<isize>)> = Vec::new();
    if !adv_pos.is_empty() && !adjacent {
        groups.push((bshape.clone(), block.clone()));
    }
    for (i, p) in parts.iter().enumerate() {
        match p {
            Part::Basic(len, stride) => {
                groups.push((vec![*len], (0..*len as isize).map(|j| j * stride).collect()))
            }
            Part::NewAxis => groups.push((vec![1], vec![0])),
            Part::Adv(..) if adjacent && adv_pos.first() == Some(&i) => {
                groups.push((bshape.clone(), block.clone()));
            }
            Part::Adv(..) => {}
        }
    }
    let shape: Vec<usize> = groups.iter().flat_map(|g| g.0.iter().copied()).collect();
    let total = size_of(&shape);
    let mut positions: Vec<usize> = Vec::new();
    positions
        .try_reserve_exact(total)
        .map_err(|_| ArrErr::Memory(super::oom::oom_shape(DType::I64, &shape)))?;
    positions.push(offset as usize);
    for (_, offs) in &groups {
        let mut next = Vec::with_capacity(positions.len() * offs.len());
        for &p in &positions {
            next.extend(offs.iter().map(|&o| (p as isize + o) as usize));
        }
        positions = next;
    }
    if total == 0 {
        positions.clear();
    }
    Ok(Resolved { shape, positions })
}

/// `a[index]` for an advanced index: a new array.
pub fn take(a: &Array, items: Vec<Item>) -> AResult<ArrayRef> {
    let (buf, lay) = a.ready()?;
    // The common `x[mask]` with a mask of x's own shape over a contiguous x: compaction.
    if let [Item::Mask(m, s)] = items.as_slice()
        && *s == a.shape
        && lay.is_contiguous()
    {
        let src = buf.borrow();
        let c = compact(&src, lay.offset, m);
        let n = c.len();
        return Ok(Array::from_col(c, a.dtype, vec![n], a.host));
    }
    let r = resolve(&lay, items)?;
    if !a.host && super::on_device(&buf) {
        let out = cuda::moves::gather(&buf, a.dtype, &r.positions).map_err(ArrErr::Value)?;
        return Ok(Array::view(
            out,
            Layout::contiguous(&r.shape),
            a.dtype,
            false,
        ));
    }
    let c = buf.borrow().gather(&r.positions);
    Ok(Array::from_col(c, a.dtype, r.shape, a.host))
}

/// `a[i0, i1, ...]` with integer arrays for the leading axes of a device array, on the
/// device: the arrays broadcast together, each is checked against its axis by two
/// reductions (a sync, as an error must come now), and they combine into one row number
/// per element (a fused expression) that a kernel gathers rows by. `None` when an index is
/// out of range or the arrays do not broadcast (the general path raises NumPy's error), or
/// not on a GPU.
pub fn take_ints(a: &Array, idx: &[&Array]) -> AResult<Option<ArrayRef>> {
    let k = idx.len();
    if a.host || k == 0 || k > a.ndim() || !crate::backend::cuda_active() {
        return Ok(None);
    }
    if idx.iter().any(|i| i.host || !i.dtype.is_int()) {
        return Ok(None);
    }
    let mut bshape: Vec<usize> = vec![];
    for i in idx {
        match super::layout::broadcast_shapes(&bshape, &i.shape) {
            Ok(s) => bshape = s,
            Err(_) => return Ok(None),
        }
    }
    let n = size_of(&bshape);
    let len: usize = a.shape[..k].iter().product();
    let mut shape = bshape.clone();
    shape.extend_from_slice(&a.shape[k..]);
    // The row of a viewed as (len, inner): sum of each index (made non-negative) times the
    // rows one step on its axis spans.
    let mut rows: Option<ArrayRef> = None;
    for (axis, i) in idx.iter().enumerate() {
        let size = a.shape[axis];
        if n > 0 && i.size() > 0 && !within_either(i, size)? {
            return Ok(None);
        }
        let c = |v: i64| super::constant((v as f64, 0.0), Some(v), DType::I64, false);
        let i = super::astype(i, DType::I64)?;
        let negative = super::binary(super::ops::Op::Lt, &i, &c(0))?;
        let wrapped = super::binary(super::ops::Op::Add, &i, &c(size as i64))?;
        let i = super::where_(&negative, &wrapped, &i)?;
        let span: usize = a.shape[axis + 1..k].iter().product();
        let term = super::binary(super::ops::Op::Mul, &i, &c(span as i64))?;
        rows = Some(match rows {
            None => term,
            Some(r) => super::binary(super::ops::Op::Add, &r, &term)?,
        });
    }
    let rows = super::broadcast_to(&rows.expect("k > 0"), &bshape)?;
    let (src, off) = super::rows::device_rows(a, None, false)?;
    let (ibuf, ioff) = super::rows::device_rows(&rows, None, false)?;
    let ibuf = if ioff == 0 {
        ibuf
    } else {
        super::rows::device_rows(&rows, None, true)?.0
    };
    let inner = a.size().checked_div(len).unwrap_or(0);
    let out =
        cuda::moves::take_rows(&src, off, a.dtype, &ibuf, n, inner, len).map_err(ArrErr::Value)?;
    Ok(Some(Array::view(
        out,
        Layout::contiguous(&shape),
        a.dtype,
        false,
    )))
}

/// Whether every value of the (non-empty) integer array `idx` lies in -len..len, found by two
/// reductions on the array's device (the answer waits for them).
fn within_either(idx: &Array, len: usize) -> AResult<bool> {
    let (lo, hi) = min_max(idx)?;
    Ok(lo >= -(len as f64) && hi < len as f64)
}

/// Whether every value of the integer array `idx` lies in 0..len (true when empty).
pub fn within(idx: &Array, len: usize) -> AResult<bool> {
    if idx.size() == 0 {
        return Ok(true);
    }
    let (lo, hi) = min_max(idx)?;
    Ok(lo >= 0.0 && hi < len as f64)
}

fn min_max(idx: &Array) -> AResult<(f64, f64)> {
    let lo = super::reduce_all(idx, lazy::Reduce::Min, Some(DType::I64))?;
    let hi = super::reduce_all(idx, lazy::Reduce::Max, Some(DType::I64))?;
    Ok((lo.to_col()?.get_c(0).0, hi.to_col()?.get_c(0).0))
}

/// `a[m]` with a boolean array of `a`'s own shape, both contiguous: compaction reading the
/// mask in place (no copy of it). `None` when the layouts need the general path.
pub fn take_mask(a: &Array, m: &Array) -> AResult<Option<ArrayRef>> {
    let (buf, lay) = a.ready()?;
    let (mbuf, mlay) = m.ready()?;
    if m.shape != a.shape || !lay.is_contiguous() || !mlay.is_contiguous() {
        return Ok(None);
    }
    if !a.host && crate::backend::cuda_active() {
        let (out, len) = crate::backend::cuda::select::compact(
            &buf,
            lay.offset,
            a.dtype,
            &mbuf,
            mlay.offset,
            a.size(),
        )
        .map_err(ArrErr::Value)?;
        let l = super::layout::Layout::contiguous(&[len]);
        return Ok(Some(Array::view(out, l, a.dtype, a.host)));
    }
    let mcol = mbuf.borrow();
    let Col::B(mv) = &*mcol else {
        return Ok(None);
    };
    let n = a.size();
    let c = compact(&buf.borrow(), lay.offset, &mv[mlay.offset..mlay.offset + n]);
    let len = c.len();
    Ok(Some(Array::from_col(c, a.dtype, vec![len], a.host)))
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

/// `a[index] = src` for an advanced index: queued readers of the buffer run first.
pub fn put(buf: &Buf, lay: &Layout, dtype: DType, items: Vec<Item>, src: &Array) -> AResult<()> {
    // One mask over all axes is NumPy's boolean assignment, with its own checks.
    let full_mask = matches!(items.as_slice(), [Item::Mask(_, s)] if s.len() == lay.shape.len());
    let r = resolve(lay, items)?;
    if full_mask {
        let count = r.shape.first().copied().unwrap_or(0);
        if src.ndim() > 1 {
            return Err(ArrErr::Type(format!(
                "NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has {} dimensions",
                src.ndim()
            )));
        }
        if src.size() != 1 && src.size() != count {
            return Err(ArrErr::Value(format!(
                "NumPy boolean array indexing assignment cannot assign {} input values to the {count} output values where the mask is true",
                src.size()
            )));
        }
    }
    let node = lazy::broadcast(&src.node(), &r.shape).map_err(|_| {
        ArrErr::Value(format!(
            "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}",
            shape_compact(&src.shape),
            shape_compact(&r.shape)
        ))
    })?;
    let node = if node.dtype != dtype {
        lazy::Node::new(lazy::Kind::Cast(node), dtype, r.shape.clone())
    } else {
        node
    };
    flush_readers(buf)?;
    if super::on_device(buf) {
        let vals = lazy::run(&node, true).map_err(super::classify)?;
        return cuda::moves::put(buf, dtype, &r.positions, &vals).map_err(ArrErr::Value);
    }
    let vals = lazy::run(&node, false).map_err(super::classify)?;
    buf.borrow_mut().scatter(&r.positions, &vals.borrow());
    Ok(())
}
