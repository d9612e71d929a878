//! Shape operations on arrays. Views change only the layout (axes permuted, flipped, inserted
//! or removed, narrowed to a piece); copies (concatenate, tile, repeat, roll, pad) are one
//! gather from the source elements in C order, with index lists built per axis.
use super::col::{Col, Lane, lane};
use super::dtype::{DType, can_cast};
use super::layout::{Layout, shape_compact, shape_str, size_of};
use super::{AResult, ArrErr, Array, ArrayRef, oom};
use crate::lazy;

/// NumPy's AxisError.
pub fn axis_err(axis: i64, ndim: usize) -> ArrErr {
    ArrErr::Axis(format!(
        "axis {axis} is out of bounds for array of dimension {ndim}"
    ))
}

/// An axis in `-ndim..ndim`, normalised.
pub fn norm_axis(axis: i64, ndim: usize) -> AResult<usize> {
    let n = ndim as i64;
    let k = if axis < 0 { axis + n } else { axis };
    if k < 0 || k >= n {
        return Err(axis_err(axis, ndim));
    }
    Ok(k as usize)
}

/// A view of `a` through a layout derived from its own (pending work runs first).
pub fn view_with(a: &Array, f: impl FnOnce(&Layout) -> Layout) -> AResult<ArrayRef> {
    let (buf, lay) = a.ready()?;
    Ok(Array::view(buf, f(&lay), a.dtype, a.host))
}

/// Axes `i` and `j` exchanged.
pub fn swap(l: &Layout, i: usize, j: usize) -> Layout {
    let mut l = l.clone();
    l.shape.swap(i, j);
    l.strides.swap(i, j);
    l
}

/// The listed axes reversed (negative strides).
pub fn flip(l: &Layout, axes: &[usize]) -> Layout {
    let mut l = l.clone();
    for &k in axes {
        let n = l.shape[k];
        if n > 0 {
            l.offset = (l.offset as isize + (n as isize - 1) * l.strides[k]) as usize;
        }
        l.strides[k] = -l.strides[k];
    }
    l
}

/// The listed (size-1) axes dropped.
pub fn drop_axes(l: &Layout, axes: &[usize]) -> Layout {
    let keep = |k: &usize| !axes.contains(k);
    Layout {
        shape: (0..l.ndim()).filter(keep).map(|k| l.shape[k]).collect(),
        strides: (0..l.ndim()).filter(keep).map(|k| l.strides[k]).collect(),
        offset: l.offset,
    }
}

/// Size-1 axes inserted at the output positions `at` (as `a[np.newaxis]`: stride 0).
pub fn newaxes(l: &Layout, at: &[usize]) -> Layout {
    let nd = l.ndim() + at.len();
    let (mut shape, mut strides) = (Vec::with_capacity(nd), Vec::with_capacity(nd));
    let mut src = 0;
    for k in 0..nd {
        if at.contains(&k) {
            shape.push(1);
            strides.push(0);
        } else {
            shape.push(l.shape[src]);
            strides.push(l.strides[src]);
            src += 1;
        }
    }
    Layout {
        shape,
        strides,
        offset: l.offset,
    }
}

/// `a.reshape(shape)` for a shape that only adds or drops size-1 axes (always a view).
pub fn reshape_ones(l: &Layout, shape: &[usize]) -> Layout {
    l.reshape_view(shape).unwrap_or_else(|| {
        // Unreachable for size-1 changes; keep a valid layout all the same.
        let mut c = Layout::contiguous(shape);
        c.offset = l.offset;
        c
    })
}

/// Elements `start..start + len` along `axis`.
pub fn narrow(l: &Layout, axis: usize, start: usize, len: usize) -> Layout {
    let mut l = l.clone();
    if len > 0 {
        l.offset = (l.offset as isize + start as isize * l.strides[axis]) as usize;
    }
    l.shape[axis] = len;
    l
}

/// `np.rot90`'s view: `k` quarter turns (0..=3) in the plane of axes `a0`, `a1`.
pub fn rot90(l: &Layout, k: u8, a0: usize, a1: usize) -> Layout {
    let mut perm: Vec<usize> = (0..l.ndim()).collect();
    perm.swap(a0, a1);
    match k {
        0 => l.clone(),
        2 => flip(l, &[a0, a1]),
        1 => flip(l, &[a1]).permute(&perm),
        _ => flip(&l.permute(&perm), &[a1]),
    }
}

/// `np.moveaxis`'s permutation: axes `src` go to positions `dst`, the others keep order.
pub fn moveaxis_order(nd: usize, src: &[usize], dst: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..nd).filter(|k| !src.contains(k)).collect();
    let mut pairs: Vec<(usize, usize)> = dst.iter().copied().zip(src.iter().copied()).collect();
    pairs.sort();
    for (d, s) in pairs {
        order.insert(d.min(order.len()), s);
    }
    order
}

/// `np.split` pieces at indices (Python slice rules: negative counts from the end, clamped):
/// (start, length) along an axis of length `n`.
pub fn split_at(n: usize, at: &[i64]) -> Vec<(usize, usize)> {
    let clamp = |i: i64| -> usize {
        let i = if i < 0 { i.saturating_add(n as i64) } else { i };
        i.clamp(0, n as i64) as usize
    };
    let mut div = vec![0usize];
    div.extend(at.iter().map(|&i| clamp(i)));
    div.push(n);
    div.windows(2)
        .map(|w| (w[0], w[1].saturating_sub(w[0])))
        .collect()
}

/// `np.array_split` into `k` sections: the first `n % k` one element longer.
pub fn split_sections(n: usize, k: usize) -> Vec<(usize, usize)> {
    let (each, extra) = (n / k, n % k);
    let mut start = 0;
    (0..k)
        .map(|i| {
            let len = each + usize::from(i < extra);
            start += len;
            (start - len, len)
        })
        .collect()
}

/// NumPy's `_as_pairs` for `np.pad`: positions (into a flattened argument of `shape`) of
/// (before, after) for each of `nd` axes.
pub fn as_pairs(shape: &[usize], nd: usize) -> AResult<Vec<(usize, usize)>> {
    let size: usize = shape.iter().product();
    if shape.len() < 3 && size == 1 {
        return Ok(vec![(0, 0); nd]);
    }
    if shape.len() < 3 && size == 2 && shape != [2, 1] {
        return Ok(vec![(0, 1); nd]);
    }
    let l = Layout::contiguous(shape)
        .broadcast_to(&[nd, 2])
        .map_err(|_| {
            ArrErr::Value(format!(
                "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
                shape_compact(shape),
                shape_compact(&[nd, 2])
            ))
        })?;
    let mut idx = Vec::new();
    l.indices(0, l.size(), &mut idx);
    Ok(idx.chunks(2).map(|c| (c[0], c[1])).collect())
}

/// `np.atleast_{n}d`'s view of an array with fewer than `n` axes.
pub fn atleast(l: &Layout, n: usize) -> Layout {
    match (n, l.ndim()) {
        (_, 0) => reshape_ones(l, &vec![1; n]),
        (2, _) => newaxes(l, &[0]),
        (_, 1) => newaxes(l, &[0, 2]),
        _ => newaxes(l, &[2]),
    }
}

/// `np.broadcast_to` with NumPy's checks of the requested shape.
pub fn broadcast_checked(a: &Array, dims: &[i64]) -> AResult<ArrayRef> {
    if dims.iter().any(|&d| d < 0) {
        return Err(ArrErr::Value(
            "all elements of broadcast shape must be non-negative".into(),
        ));
    }
    if a.ndim() > dims.len() {
        return Err(ArrErr::Value(
            "input operand has more dimensions than allowed by the axis remapping".into(),
        ));
    }
    let dims: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
    super::broadcast_view(a, &dims)
}

/// `np.broadcast_arrays`: arrays already of the common shape come back as they are.
pub fn broadcast_arrays(xs: &[ArrayRef]) -> AResult<Vec<ArrayRef>> {
    let shapes: Vec<Vec<usize>> = xs.iter().map(|x| x.shape.clone()).collect();
    let shape = broadcast_all(&shapes)?;
    xs.iter()
        .map(|x| {
            if x.shape == shape {
                Ok(x.clone())
            } else {
                super::broadcast_to(x, &shape)
            }
        })
        .collect()
}

/// `np.repeat`'s counts, checked with NumPy's messages.
pub fn repeat_counts(counts: &[i64]) -> AResult<Vec<usize>> {
    if counts.iter().any(|&c| c < 0) {
        return Err(ArrErr::Value(if counts.len() == 1 {
            "negative dimensions are not allowed".into()
        } else {
            "repeats may not contain negative values.".into()
        }));
    }
    Ok(counts.iter().map(|&c| c as usize).collect())
}

/// `np.roll`'s shifts and axes broadcast together into (axis, shift) pairs.
pub fn roll_pairs(shifts: &[i64], axes: &[usize]) -> AResult<Vec<(usize, i64)>> {
    let (ns, na) = (shifts.len(), axes.len());
    if (ns == 0 || na == 0) && ns.max(na) <= 1 {
        return Ok(vec![]);
    }
    if ns == 0 || na == 0 || (ns != na && ns != 1 && na != 1) {
        return Err(ArrErr::Value(format!(
            "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape ({ns},) and arg 1 with shape ({na},)."
        )));
    }
    Ok((0..ns.max(na))
        .map(|i| (axes[i.min(na - 1)], shifts[i.min(ns - 1)]))
        .collect())
}

/// `concatenate(..., out=o)`: the result (already in `o`'s dtype) written into `o`.
pub fn write_out(r: &Array, o: &Array, flat: bool) -> AResult<()> {
    if flat && o.ndim() != 1 {
        return Err(ArrErr::Value("Output array must be 1D".into()));
    }
    if o.shape != r.shape {
        return Err(ArrErr::Value(if flat {
            "Output array is the wrong size".into()
        } else {
            "Output array is the wrong shape".into()
        }));
    }
    let (buf, lay) = o.ready()?;
    super::write_into(&buf, &lay, o.dtype, r)
}

/// The size of a result of `shape`, or NumPy's errors when it cannot be allocated.
pub fn alloc_size(dt: DType, shape: &[usize]) -> AResult<usize> {
    super::alloc::reserve(dt, shape)
}

/// An empty result of `shape` (checked before any per-axis map is built, so a huge
/// dimension beside a zero one costs nothing).
fn empty_result(a: &Array, shape: &[usize]) -> Option<ArrayRef> {
    if !shape.contains(&0) {
        return None;
    }
    let col = Col::zeros(a.dtype, 0)?;
    Some(Array::from_col(col, a.dtype, shape.to_vec(), a.host))
}

/// The elements of `a` in C order, cast to `dt` (pending work and the cast run as one pass).
pub fn elems(a: &Array, dt: DType) -> AResult<Col> {
    if a.dtype == dt {
        a.to_col()
    } else {
        super::astype(a, dt)?.to_col()
    }
}

/// Columns of one lane (that of `dt`) joined end to end.
pub fn join(dt: DType, cols: &[Col]) -> AResult<Col> {
    let n: usize = cols.iter().map(Col::len).sum();
    let oom = || ArrErr::Memory(oom::oom(dt, n));
    macro_rules! cat {
        ($($v:ident),*) => {
            match lane(dt) {
                $(Lane::$v => {
                    let mut o = Vec::new();
                    crate::array::alloc::try_reserve(&mut o, n).map_err(|_| oom())?;
                    for c in cols {
                        if let Col::$v(x) = c {
                            o.extend_from_slice(x);
                        }
                    }
                    Col::$v(o)
                })*
            }
        };
    }
    Ok(cat!(B, I, U, S, F, Z, C))
}

/// A copy of `a` gathered through per-axis maps (`Moves::mapped`), with optional constants.
fn gather_maps(
    a: &Array,
    src_shape: &[usize],
    maps: &[Vec<isize>],
    consts: Option<Col>,
) -> AResult<ArrayRef> {
    let shape: Vec<usize> = maps.iter().map(Vec::len).collect();
    alloc_size(a.dtype, &shape)?;
    // The source made contiguous (when it is not), then one mapped copy.
    let (buf, off) = super::rows::row_buf(a, None, false)?;
    let strides = Layout::contiguous(src_shape).strides;
    let out = super::moves_of(a)
        .mapped((&buf, off), a.dtype, &strides, maps, consts.as_ref())
        .map_err(ArrErr::from)?;
    Ok(Array::view(
        out,
        Layout::contiguous(&shape),
        a.dtype,
        a.host,
    ))
}

/// `np.tile(a, reps)` with reps already extended to at least `a.ndim` entries.
pub fn tile(a: &Array, reps: &[usize]) -> AResult<ArrayRef> {
    let d = reps.len().max(a.ndim());
    let mut shape = vec![1; d - a.ndim()];
    shape.extend_from_slice(&a.shape);
    let mut t = vec![1; d - reps.len()];
    t.extend_from_slice(reps);
    let out: Vec<usize> = shape
        .iter()
        .zip(&t)
        .map(|(&s, &r)| s.saturating_mul(r))
        .collect();
    alloc_size(a.dtype, &out)?;
    if let Some(e) = empty_result(a, &out) {
        return Ok(e);
    }
    let maps: Vec<Vec<isize>> = shape
        .iter()
        .zip(&out)
        .map(|(&s, &o)| (0..o).map(|i| (i % s) as isize).collect())
        .collect();
    gather_maps(a, &shape, &maps, None)
}

/// `np.repeat(a, counts, axis)`: counts has one entry (for every element) or one per element
/// along the axis; axis None repeats the flattened array.
pub fn repeat(a: &Array, counts: &[usize], axis: Option<usize>) -> AResult<ArrayRef> {
    let (shape, ax) = match axis {
        Some(k) => (a.shape.clone(), k),
        None => (vec![a.size()], 0),
    };
    let n = shape[ax];
    if counts.len() != 1 && counts.len() != n {
        return Err(ArrErr::Value(format!(
            "operands could not be broadcast together with shape ({n},) ({},)",
            counts.len()
        )));
    }
    let count = |i: usize| counts[if counts.len() == 1 { 0 } else { i }];
    let len = (0..n).try_fold(0usize, |acc, i| acc.checked_add(count(i)));
    let mut out = shape.clone();
    out[ax] = len.unwrap_or(usize::MAX);
    alloc_size(a.dtype, &out)?;
    if let Some(e) = empty_result(a, &out) {
        return Ok(e);
    }
    let maps: Vec<Vec<isize>> = (0..shape.len())
        .map(|k| {
            if k == ax {
                (0..n)
                    .flat_map(|i| std::iter::repeat_n(i as isize, count(i)))
                    .collect()
            } else {
                (0..shape[k] as isize).collect()
            }
        })
        .collect();
    gather_maps(a, &shape, &maps, None)
}

/// `np.roll` with the total shift per axis (`axis=None`: `flat` rolls the flattened array).
pub fn roll(a: &Array, shifts: &[(usize, i64)], flat: bool) -> AResult<ArrayRef> {
    let shape = if flat {
        vec![a.size()]
    } else {
        a.shape.clone()
    };
    let mut total = vec![0i64; shape.len()];
    for &(k, s) in shifts {
        total[k] = total[k].wrapping_add(s);
    }
    let maps: Vec<Vec<isize>> = shape
        .iter()
        .zip(&total)
        .map(|(&n, &s)| {
            let s = if n == 0 { 0 } else { s.rem_euclid(n as i64) };
            (0..n as i64)
                .map(|i| (i - s).rem_euclid(n.max(1) as i64) as isize)
                .collect()
        })
        .collect();
    let r = gather_maps(a, &shape, &maps, None)?;
    if !flat {
        return Ok(r);
    }
    let (buf, _) = r.ready()?;
    Ok(Array::view(
        buf,
        Layout::contiguous(&a.shape),
        a.dtype,
        a.host,
    ))
}

#[derive(Clone, Debug)]
pub enum PadMode {
    /// Two values per axis (before, after) in the array's dtype.
    Constant(Col),
    Edge,
    Reflect,
    Symmetric,
    Wrap,
}

/// `np.pad` with `(before, after)` per axis.
pub fn pad(a: &Array, widths: &[(usize, usize)], mode: &PadMode) -> AResult<ArrayRef> {
    let constant = matches!(mode, PadMode::Constant(_));
    if !constant && a.size() == 0 {
        for (k, &(b, e)) in widths.iter().enumerate() {
            if a.shape[k] == 0 && (b > 0 || e > 0) {
                return Err(ArrErr::Value(format!(
                    "can't extend empty axis {k} using modes other than 'constant' or 'empty'"
                )));
            }
        }
    }
    let out: Vec<usize> = a
        .shape
        .iter()
        .zip(widths)
        .map(|(&n, &(b, e))| n.saturating_add(b).saturating_add(e))
        .collect();
    alloc_size(a.dtype, &out)?;
    if let Some(e) = empty_result(a, &out) {
        return Ok(e);
    }
    let maps: Vec<Vec<isize>> = a
        .shape
        .iter()
        .zip(widths)
        .enumerate()
        .map(|(k, (&n, &(b, e)))| {
            let n = n as i64;
            (0..n + b as i64 + e as i64)
                .map(|o| {
                    let i = o - b as i64;
                    let src = match mode {
                        PadMode::Constant(_) if i < 0 => return -1 - 2 * k as isize,
                        PadMode::Constant(_) if i >= n => return -2 - 2 * k as isize,
                        PadMode::Constant(_) => i,
                        PadMode::Edge => i.clamp(0, n - 1),
                        PadMode::Wrap => i.rem_euclid(n),
                        PadMode::Symmetric => {
                            let j = i.rem_euclid(2 * n);
                            if j < n { j } else { 2 * n - 1 - j }
                        }
                        PadMode::Reflect if n == 1 => 0,
                        PadMode::Reflect => {
                            let p = 2 * (n - 1);
                            let j = i.rem_euclid(p);
                            if j < n { j } else { p - j }
                        }
                    };
                    src as isize
                })
                .collect()
        })
        .collect();
    let consts = match mode {
        PadMode::Constant(c) => Some(c.clone()),
        _ => None,
    };
    gather_maps(a, &a.shape, &maps, consts)
}

/// The broadcast shape of several arrays, or `np.broadcast_arrays`'s message.
pub fn broadcast_all(shapes: &[Vec<usize>]) -> AResult<Vec<usize>> {
    let nd = shapes.iter().map(Vec::len).max().unwrap_or(0);
    let mut out = vec![1usize; nd];
    for (i, o) in out.iter_mut().enumerate() {
        let mut src = None;
        for (j, s) in shapes.iter().enumerate() {
            if i + s.len() < nd {
                continue;
            }
            let d = s[i + s.len() - nd];
            if d == 1 {
                continue;
            }
            match src {
                None => {
                    *o = d;
                    src = Some(j);
                }
                Some(k) if d != *o => {
                    return Err(ArrErr::Value(format!(
                        "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {k} with shape {} and arg {j} with shape {}.",
                        shape_str(&shapes[k]),
                        shape_str(s)
                    )));
                }
                Some(_) => {}
            }
        }
    }
    Ok(out)
}

/// `np.concatenate(arrays, axis, dtype=dt, casting=casting)`; `axis` None joins the
/// flattened arrays.
/// `concatenate` where the arrays live: each part (cast to `dt`) is written into its slice
/// of a new buffer along `ax` (of the flattened result without `axis`).
fn join_into(
    arrs: &[ArrayRef],
    axis: bool,
    ax: usize,
    dt: DType,
    shape: Vec<usize>,
    host: bool,
) -> AResult<ArrayRef> {
    let out = crate::backend::for_arrays(!host)
        .empty(dt, size_of(&shape))
        .map_err(ArrErr::from)?;
    let whole = Layout::contiguous(&shape);
    let mut at = 0;
    for a in arrs {
        let len = if axis { a.shape[ax] } else { a.size() };
        if a.size() > 0 {
            let mut view = whole.clone();
            view.offset = at * whole.strides[ax] as usize;
            view.shape[ax] = len;
            let (buf, lay) = a.ready()?;
            let (src, off) = if lay.is_contiguous() && a.dtype == dt {
                (buf, lay.offset)
            } else {
                let node = if a.dtype == dt {
                    a.node()
                } else {
                    lazy::Node::new(lazy::Kind::Cast(a.node()), dt, a.shape.clone())
                };
                (lazy::run(&node, !host).map_err(ArrErr::from)?, 0)
            };
            crate::backend::for_arrays(!host)
                .moves()
                .write(&out, &view, dt, (&src, off))
                .map_err(ArrErr::from)?;
        }
        at += len;
    }
    Ok(Array::view(out, whole, dt, host))
}

pub fn concatenate(
    arrs: &[ArrayRef],
    axis: Option<i64>,
    dt: DType,
    casting: &str,
) -> AResult<ArrayRef> {
    let first = arrs
        .first()
        .ok_or_else(|| ArrErr::Value("need at least one array to concatenate".into()))?;
    let host = first.host;
    let (shape, ax) = match axis {
        None => (vec![arrs.iter().map(|a| a.size()).sum()], 0),
        Some(axis) => {
            let nd = first.ndim();
            if nd == 0 {
                return Err(ArrErr::Value(
                    "zero-dimensional arrays cannot be concatenated".into(),
                ));
            }
            let ax = norm_axis(axis, nd)?;
            let mut shape = first.shape.clone();
            for (i, a) in arrs.iter().enumerate().skip(1) {
                if a.ndim() != nd {
                    return Err(ArrErr::Value(format!(
                        "all the input arrays must have same number of dimensions, but the array at index 0 has {nd} dimension(s) and the array at index {i} has {} dimension(s)",
                        a.ndim()
                    )));
                }
                for d in 0..nd {
                    if d != ax && a.shape[d] != first.shape[d] {
                        return Err(ArrErr::Value(format!(
                            "all the input array dimensions except for the concatenation axis must match exactly, but along dimension {d}, the array at index 0 has size {} and the array at index {i} has size {}",
                            first.shape[d], a.shape[d]
                        )));
                    }
                }
                shape[ax] += a.shape[ax];
            }
            (shape, ax)
        }
    };
    for a in arrs {
        if !can_cast(a.dtype, dt, casting) {
            return Err(ArrErr::Type(format!(
                "Cannot cast array data from dtype('{}') to dtype('{}') according to the rule '{casting}'",
                a.dtype.name(),
                dt.name()
            )));
        }
    }
    alloc_size(dt, &shape)?;
    join_into(arrs, axis.is_some(), ax, dt, shape, host)
}
