//! Advanced indexing (NumPy's rules): integer arrays, boolean masks, and their mix with
//! slices, integers, `None` and `...`. An index resolves to the result's shape and the
//! buffer positions of its elements in C order; reading gathers them (a copy), assignment
//! scatters into them (repeated positions: the last write wins, as NumPy).
use super::col::Col;
use super::layout::{Layout, shape_compact, size_of};
use super::ops::Op;
use super::{AResult, ArrErr, Array, ArrayRef, Buf, DType, flush_readers, lazy};

/// One entry of an index tuple, after `...` was expanded by the caller.
pub enum Item {
    /// `start`, `step`, `len` of a slice on the next axis.
    Slice(i64, i64, usize),
    NewAxis,
    Int(i64),
    /// An integer array (any integer dtype, on the host or the device).
    Ints(ArrayRef),
    /// A boolean mask: covers as many axes as it has.
    Mask(ArrayRef),
    /// Integer positions known to lie in `0..len` (made by gpa itself: sorts, compaction,
    /// `iota`), used as they are: no bounds check (a sync on the device) and no wrapping.
    Known(ArrayRef),
}

impl Item {
    /// An integer index array made of host values.
    pub fn ints(v: Vec<i64>, shape: Vec<usize>) -> Item {
        Item::Ints(Array::from_col(Col::I(v), DType::I64, shape, true))
    }
}

/// The resolved index: the result's shape and the buffer position of each of its elements
/// in C order, as a lazy int64 array on the indexed array's side (on the device it is one
/// generated kernel: no index value reaches the host).
pub struct Resolved {
    pub shape: Vec<usize>,
    pub positions: ArrayRef,
}

fn index_err(m: String) -> ArrErr {
    ArrErr::Index(m)
}

/// Broadcasts integer index arrays together (NumPy's message on mismatch).
fn broadcast_all(shapes: &[&[usize]]) -> AResult<Vec<usize>> {
    let mut shape: Vec<usize> = vec![];
    for s in shapes {
        shape = super::layout::broadcast_shapes(&shape, s).map_err(|_| {
            let all: Vec<String> = shapes.iter().map(|s| shape_compact(s)).collect();
            index_err(format!(
                "shape mismatch: indexing arrays could not be broadcast together with shapes {} ",
                all.join(" ")
            ))
        })?;
    }
    Ok(shape)
}

/// `x` on the host (`host`) or the device side: index arrays follow the indexed array.
fn on_side(x: &ArrayRef, host: bool) -> AResult<ArrayRef> {
    if x.host == host {
        return Ok(x.clone());
    }
    Ok(Array::from_col(x.to_col()?, x.dtype, x.shape.clone(), host))
}

/// NumPy's IndexError for the first value of `idx` outside -len..len. One fused reduction
/// decides (on the device a sync: the error must come now); only a failing index is read.
fn check_bounds(idx: &ArrayRef, len: usize, axis: usize) -> AResult<()> {
    if idx.size() == 0 || within_either(idx, len)? {
        return Ok(());
    }
    let n = len as i64;
    let Col::I(v) = super::astype(idx, DType::I64)?.to_col()? else {
        unreachable!("cast to int64")
    };
    let first = v.iter().find(|&&k| k < -n || k >= n).copied().unwrap_or(n);
    Err(index_err(format!(
        "index {first} is out of bounds for axis {axis} with size {len}"
    )))
}

/// Resolves `items` against a view `lay` of an array on the host (`host`) or the device.
pub fn resolve(lay: &Layout, items: Vec<Item>, host: bool) -> AResult<Resolved> {
    // Masks become one integer array per axis they cover (their nonzero coordinates);
    // integers become 0-d integer arrays (NumPy treats them as advanced beside arrays).
    enum Part {
        Basic(usize, isize), // len, stride (elements)
        NewAxis,
        /// Positions along `axis` (non-negative, in range) times its stride, lazily.
        Adv(ArrayRef),
    }
    let mut parts: Vec<Part> = Vec::new();
    let mut offset = lay.offset as isize;
    let mut axis = 0usize;
    let ndim = lay.shape.len();
    let consumed: usize = items
        .iter()
        .map(|i| match i {
            Item::NewAxis => 0,
            Item::Mask(m) => m.ndim(),
            _ => 1,
        })
        .sum();
    if consumed > ndim {
        return Err(index_err(format!(
            "too many indices for array: array is {ndim}-dimensional, but {consumed} were indexed"
        )));
    }
    // Coordinates (in range) on `ax` as element offsets.
    let offsets = |c: &ArrayRef, ax: usize| -> AResult<ArrayRef> {
        super::binary(Op::Mul, c, &super::int64(lay.strides[ax] as i64, host))
    };
    for item in items {
        match item {
            Item::NewAxis => parts.push(Part::NewAxis),
            Item::Slice(start, step, len) => {
                offset += start as isize * lay.strides[axis];
                parts.push(Part::Basic(len, lay.strides[axis] * step as isize));
                axis += 1;
            }
            Item::Int(i) => {
                let n = lay.shape[axis] as i64;
                let k = if i < 0 { i + n } else { i };
                if k < 0 || k >= n {
                    return Err(index_err(format!(
                        "index {i} is out of bounds for axis {axis} with size {n}"
                    )));
                }
                parts.push(Part::Adv(super::int64(k * lay.strides[axis] as i64, host)));
                axis += 1;
            }
            Item::Ints(v) => {
                let v = on_side(&v, host)?;
                check_bounds(&v, lay.shape[axis], axis)?;
                let v = super::astype(&v, DType::I64)?;
                let wrapped =
                    super::binary(Op::Add, &v, &super::int64(lay.shape[axis] as i64, host))?;
                let negative = super::binary(Op::Lt, &v, &super::int64(0, host))?;
                let v = super::where_(&negative, &wrapped, &v)?;
                parts.push(Part::Adv(offsets(&v, axis)?));
                axis += 1;
            }
            Item::Known(v) => {
                let v = super::astype(&*on_side(&v, host)?, DType::I64)?;
                parts.push(Part::Adv(offsets(&v, axis)?));
                axis += 1;
            }
            Item::Mask(m) => {
                for (k, &d) in m.shape.iter().enumerate() {
                    if lay.shape[axis + k] != d {
                        return Err(index_err(format!(
                            "boolean index did not match indexed array along axis {}; size of axis is {} but size of corresponding boolean axis is {d}",
                            axis + k,
                            lay.shape[axis + k]
                        )));
                    }
                }
                if m.ndim() == 0 {
                    // A 0-d mask: a new axis of length 1 (True) or 0 (False).
                    let keep = matches!(m.to_col()?, Col::B(v) if v.first() == Some(&true));
                    parts.push(Part::Basic(keep as usize, 0));
                    continue;
                }
                let m = on_side(&m, host)?;
                for (k, c) in super::sort::nonzero(&m)?.into_iter().enumerate() {
                    parts.push(Part::Adv(offsets(&c, axis + k)?));
                }
                axis += m.ndim();
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
    let adv_shapes: Vec<&[usize]> = parts
        .iter()
        .filter_map(|p| match p {
            Part::Adv(a) => Some(&a.shape[..]),
            _ => None,
        })
        .collect();
    let bshape = broadcast_all(&adv_shapes)?;
    let adjacent = adv_pos.windows(2).all(|w| w[1] == w[0] + 1);
    // The result's axes as (len, stride): basic axes step through the buffer, the block's
    // axes are stride 0 here and add their offsets below.
    let mut dims: Vec<(usize, isize)> = Vec::new();
    let block = |dims: &mut Vec<(usize, isize)>| {
        let at = dims.len();
        dims.extend(bshape.iter().map(|&d| (d, 0)));
        at
    };
    let mut block_at = (!adv_pos.is_empty() && !adjacent).then(|| block(&mut dims));
    for (i, p) in parts.iter().enumerate() {
        match p {
            Part::Basic(len, stride) => dims.push((*len, *stride)),
            Part::NewAxis => dims.push((1, 0)),
            Part::Adv(..) if block_at.is_none() && adv_pos.first() == Some(&i) => {
                block_at = Some(block(&mut dims));
            }
            Part::Adv(..) => {}
        }
    }
    let shape: Vec<usize> = dims.iter().map(|d| d.0).collect();
    let base = Layout {
        shape: shape.clone(),
        strides: dims.iter().map(|d| d.1).collect(),
        offset: offset as usize,
    };
    let mut positions = super::positions(base, host);
    let at = block_at.unwrap_or(0);
    let (nb, na) = (bshape.len(), shape.len() - at - bshape.len());
    for p in &parts {
        let Part::Adv(offs) = p else { continue };
        // The block's values broadcast over the other axes: they broadcast behind them
        // (trailing alignment), then move into the block's place.
        let mut behind: Vec<usize> = shape[..at].to_vec();
        behind.extend_from_slice(&shape[at + nb..]);
        behind.extend_from_slice(&bshape);
        let node = lazy::broadcast(&offs.node(), &behind).map_err(ArrErr::Value)?;
        let perm: Vec<usize> = (0..at)
            .chain(at + na..at + na + nb)
            .chain(at..at + na)
            .collect();
        let node = lazy::permute(&node, &perm);
        positions = super::binary(Op::Add, &positions, &Array::pending(node, host))?;
    }
    Ok(Resolved { shape, positions })
}

/// `a[index]` for an advanced index: a new array.
pub fn take(a: &Array, items: Vec<Item>) -> AResult<ArrayRef> {
    // `x[mask]` with a mask of x's own shape: compaction.
    if let [Item::Mask(m)] = items.as_slice()
        && m.host == a.host
        && let Some(r) = take_mask(a, m)?
    {
        return Ok(r);
    }
    let (buf, lay) = a.ready()?;
    let r = resolve(&lay, items, a.host)?;
    let (pos, off) = super::rows::row_buf(&r.positions, None, false)?;
    let n = r.positions.size();
    let out = super::moves_on(&buf)
        .gather_at((&buf, 0), a.dtype, (&pos, off), n)
        .map_err(ArrErr::from)?;
    Ok(Array::view(
        out,
        Layout::contiguous(&r.shape),
        a.dtype,
        a.host,
    ))
}

/// `a[i0, i1, ...]` with integer arrays for the leading axes of a device array, on the
/// device: the arrays broadcast together, each is checked against its axis by one
/// reduction (read after the gather is queued: a sync, as an error must come now), and they
/// combine into one row number per element (a fused expression; one int64 array is used as
/// it is) that a kernel gathers rows by. `None` when an index is
/// out of range or the arrays do not broadcast (the general path raises NumPy's error), or
/// not on a GPU (the host's general gather reads only the positions it needs, where this
/// path would copy a strided source whole and wait for the index checks).
pub fn take_ints(a: &Array, idx: &[&Array]) -> AResult<Option<ArrayRef>> {
    let k = idx.len();
    // (No index arrays: nothing to gather, and no reason to ask which device runs.)
    if k == 0 || k > a.ndim() || a.host {
        return Ok(None);
    }
    if crate::backend::default_device() == crate::backend::Device::Cpu {
        return Ok(None);
    }
    let moves = super::moves_of(a);
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
    if n > 0 && len == 0 {
        return Ok(None);
    }
    // The range checks are queued first and read after the gather is queued too (the
    // kernel reads a row in range whatever the index), so the device does not wait for the
    // host between them; an index out of range throws the gather away.
    let mut checks = Vec::new();
    let mut rows: Option<ArrayRef> = None;
    for (axis, i) in idx.iter().enumerate() {
        let size = a.shape[axis];
        if n > 0 && i.size() > 0 {
            let n = i64::try_from(size).unwrap_or(i64::MAX);
            checks.push(outside(i, -n, n)?);
        }
        // One int64 index: its values are the rows (the kernel wraps negative ones).
        if k == 1 && i.dtype == DType::I64 {
            let (b, l) = i.ready()?;
            rows = Some(Array::view(b, l, DType::I64, i.host));
            break;
        }
        let c = |v: i64| super::int64(v, false);
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
    let (src, off) = super::rows::row_buf(a, None, false)?;
    let (ibuf, ioff) = super::rows::row_buf(&rows, None, false)?;
    let ibuf = if ioff == 0 {
        ibuf
    } else {
        super::rows::row_buf(&rows, None, true)?.0
    };
    let inner = a.size().checked_div(len).unwrap_or(0);
    let out = moves
        .take_rows((&src, off), a.dtype, &ibuf, n, (inner, len))
        .map_err(ArrErr::from)?;
    for c in checks {
        if matches!(c.to_col()?, Col::B(v) if v.first() == Some(&true)) {
            return Ok(None);
        }
    }
    Ok(Some(Array::view(
        out,
        Layout::contiguous(&shape),
        a.dtype,
        false,
    )))
}

/// Whether every value of the (non-empty) integer array `idx` lies in -len..len.
fn within_either(idx: &Array, len: usize) -> AResult<bool> {
    let n = i64::try_from(len).unwrap_or(i64::MAX);
    in_range(idx, n.saturating_neg(), n)
}

/// Whether every value of the integer array `idx` lies in 0..len (true when empty).
pub fn within(idx: &Array, len: usize) -> AResult<bool> {
    if idx.size() == 0 {
        return Ok(true);
    }
    in_range(idx, 0, i64::try_from(len).unwrap_or(i64::MAX))
}

/// Whether every value of `idx` lies in lo..hi: one fused pass on the array's device (the
/// answer waits for it).
fn in_range(idx: &Array, lo: i64, hi: i64) -> AResult<bool> {
    let out = outside(idx, lo, hi)?;
    Ok(matches!(out.to_col()?, Col::B(v) if v.first() == Some(&false)))
}

/// Whether any value of `idx` lies outside lo..hi, as a 0-d bool array whose pass is queued
/// where `idx` lives (reading it waits for the answer).
fn outside(idx: &Array, lo: i64, hi: i64) -> AResult<ArrayRef> {
    let i = super::astype(idx, DType::I64)?;
    let c = |v: i64| super::int64(v, idx.host);
    let below = super::binary(Op::Lt, &i, &c(lo))?;
    let above = super::binary(Op::Ge, &i, &c(hi))?;
    let out = super::binary(Op::LogicalOr, &below, &above)?;
    super::reduce_all(&out, lazy::Reduce::Any, None)
}

/// `a[m]` with a boolean array of `a`'s own shape, both contiguous: compaction reading the
/// mask in place (no copy of it). `None` when the layouts need the general path.
pub fn take_mask(a: &Array, m: &Array) -> AResult<Option<ArrayRef>> {
    let (buf, lay) = a.ready()?;
    let (mbuf, mlay) = m.ready()?;
    if m.shape != a.shape || !lay.is_contiguous() || !mlay.is_contiguous() || m.dtype != DType::Bool
    {
        return Ok(None);
    }
    let (out, len) = super::moves_of(a)
        .compact((&buf, lay.offset), a.dtype, (&mbuf, mlay.offset), a.size())
        .map_err(ArrErr::from)?;
    let l = super::layout::Layout::contiguous(&[len]);
    Ok(Some(Array::view(out, l, a.dtype, a.host)))
}

/// `a[index] = src` for an advanced index into `buf` seen through `lay` (an array on the
/// host, `host`, or the device): queued readers of the buffer run first.
pub fn put(
    buf: &Buf,
    lay: &Layout,
    dtype: DType,
    host: bool,
    items: Vec<Item>,
    src: &Array,
) -> AResult<()> {
    super::writable(buf, lay)?;
    // One mask over all axes is NumPy's boolean assignment, with its own checks.
    let full_mask = match items.as_slice() {
        [Item::Mask(m)] if m.ndim() == lay.shape.len() => Some(m.clone()),
        _ => None,
    };
    // `x[mask] = scalar` is `where(mask, scalar, x)` written back: one fused pass, no sync.
    if let Some(m) = &full_mask
        && src.size() == 1
        && src.ndim() <= lay.shape.len().min(1)
        && m.shape == lay.shape
    {
        let m = on_side(m, host)?;
        let v = super::astype(src, dtype)?;
        let old = Array::view(buf.clone(), lay.clone(), dtype, host);
        let new = super::where_(&m, &v, &old)?;
        return super::write_result(buf, lay, dtype, new);
    }
    let r = resolve(lay, items, host)?;
    if full_mask.is_some() {
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
    let src_node = super::value_node(src, &r.shape)?;
    let node = lazy::broadcast(&src_node, &r.shape).map_err(|_| {
        ArrErr::Value(format!(
            "shape mismatch: value array of shape {} could not be broadcast to indexing result of shape {}",
            shape_compact(&src.shape),
            shape_compact(&r.shape)
        ))
    })?;
    // One value for every position (`x[idx] = 1.0`) is written as one element.
    let node = if src.size() == 1 { src.node() } else { node };
    let node = if node.dtype != dtype {
        let shape = node.shape.clone();
        lazy::Node::new(lazy::Kind::Cast(node), dtype, shape)
    } else {
        node
    };
    // The values are made where the buffer's are, and written there.
    let on_device = !host && buf.lives_on() != crate::backend::Device::Cpu;
    let (pos, off) = super::rows::row_buf(&r.positions, None, false)?;
    let vals = lazy::run(&node, on_device).map_err(ArrErr::from)?;
    flush_readers(buf)?;
    let n = r.positions.size();
    super::moves_on(buf)
        .put_at(buf, dtype, (&pos, off), n, &vals)
        .map_err(ArrErr::from)
}
