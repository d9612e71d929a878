//! Matrix products (`@`, matmul, dot): NumPy's shapes, broadcasting and promotion here, the
//! batched product by the array's backend (`Products`).
use super::dtype::promote;
use super::layout::Layout;
use super::{AResult, ArrErr, Array, ArrayRef};
use crate::backend::products::Gemm;
use crate::lazy::{self, Buf, Node};
use std::rc::Rc;

fn mismatch(operand: usize, dim: usize, got: usize, want: usize) -> ArrErr {
    ArrErr::Value(format!(
        "matmul: Input operand {operand} has a mismatch in its core dimension {dim}, with gufunc signature (n?,k),(k,m?)->(n?,m?) (size {got} is different from {want})"
    ))
}

/// NumPy's matmul: 1-d operands are promoted to matrices and the added axis removed; leading
/// (batch) axes broadcast.
pub fn matmul(a: &Array, b: &Array) -> AResult<ArrayRef> {
    if a.ndim() == 0 || b.ndim() == 0 {
        return Err(ArrErr::Value(
            "matmul: Input operand 0 does not have enough dimensions (has 0, gufunc core with signature (n?,k),(k,m?)->(n?,m?) requires 1)".into(),
        ));
    }
    let dt = promote(a.dtype, b.dtype);
    let (ash, bsh) = (a.shape.clone(), b.shape.clone());
    let (n, k) = if ash.len() == 1 {
        (1, ash[0])
    } else {
        (ash[ash.len() - 2], ash[ash.len() - 1])
    };
    let (k2, m) = if bsh.len() == 1 {
        (bsh[0], 1)
    } else {
        (bsh[bsh.len() - 2], bsh[bsh.len() - 1])
    };
    if k != k2 {
        return Err(mismatch(1, 0, k2, k));
    }
    let abatch = if ash.len() > 2 {
        &ash[..ash.len() - 2]
    } else {
        &[][..]
    };
    let bbatch = if bsh.len() > 2 {
        &bsh[..bsh.len() - 2]
    } else {
        &[][..]
    };
    let batch = super::layout::broadcast_shapes(abatch, bbatch).map_err(ArrErr::Value)?;
    let nb: usize = batch.iter().product();
    super::alloc::count_work(nb.saturating_mul(n).saturating_mul(m).saturating_mul(k));
    // Operands as batches of matrices in the result dtype (pending nodes).
    let operand = |x: &Array, bshape: &[usize], r: usize, c: usize| -> AResult<Rc<Node>> {
        let mut full = batch.clone();
        full.extend([r, c]);
        let shaped = if bshape.len() + 2 == x.ndim() || x.ndim() <= 2 {
            let mut s = bshape.to_vec();
            s.extend([r, c]);
            s
        } else {
            full.clone()
        };
        let node = lazy::broadcast(&reshape_node(x, &shaped)?, &full).map_err(ArrErr::Value)?;
        Ok(if node.dtype != dt {
            Node::new(lazy::Kind::Cast(node), dt, full.clone())
        } else {
            node
        })
    };
    let (na, nbn) = (operand(a, abatch, n, k)?, operand(b, bbatch, k, m)?);
    let mut shape = batch.clone();
    if ash.len() > 1 {
        shape.push(n);
    }
    if bsh.len() > 1 {
        shape.push(m);
    }
    let (ba, oa, sa) = operand_buf(&na, n, k, !a.host)?;
    let (bb, ob, sb) = operand_buf(&nbn, k, m, !a.host)?;
    let g = Gemm {
        nb,
        n,
        k,
        m,
        strides: (sa, sb),
    };
    let buf = super::products_of(a).matmul(dt, (&ba, oa), (&bb, ob), g)?;
    Ok(Array::view(buf, Layout::contiguous(&shape), dt, a.host))
}

/// An operand's buffer, first element and batch stride (elements). A materialised
/// row-major operand (or one matrix broadcast over the batch) is used in place; anything
/// else is first computed into a contiguous buffer where the arrays live (`device`).
fn operand_buf(node: &Rc<Node>, r: usize, c: usize, device: bool) -> AResult<(Buf, usize, usize)> {
    if let lazy::Kind::Leaf { buf, layout } = &node.kind {
        let nd = layout.shape.len();
        let (rs, cs) = (layout.strides[nd - 2], layout.strides[nd - 1]);
        // Row-major matrix rows: unit column stride, rows `c` apart (one row or column: less).
        let inner = (cs == 1 && (rs == c as isize || r == 1)) || (c == 1 && rs == 1);
        let batch = &layout.strides[..nd - 2];
        let plain = Layout::contiguous(&layout.shape).strides;
        if inner && batch == &plain[..nd - 2] {
            return Ok((buf.clone(), layout.offset, r * c));
        }
        if inner && batch.iter().all(|&s| s == 0) {
            return Ok((buf.clone(), layout.offset, 0));
        }
    }
    Ok((lazy::run(node, device).map_err(ArrErr::from)?, 0, r * c))
}
/// A node viewing `x` with `shape` (same size; 1-d operands gain their unit axis).
fn reshape_node(x: &Array, shape: &[usize]) -> AResult<std::rc::Rc<crate::lazy::Node>> {
    let (buf, lay) = x.ready()?;
    let l = lay
        .reshape_view(shape)
        .unwrap_or_else(|| super::layout::Layout::contiguous(shape));
    if lay.reshape_view(shape).is_none() {
        let c = x.to_col()?;
        let a = Array::from_col(c, x.dtype, shape.to_vec(), x.host);
        return Ok(a.node());
    }
    Ok(crate::lazy::Node::leaf(buf, l, x.dtype))
}

/// True when `a` is a 1-d/2-d case `dot` handles like matmul.
pub fn dot_is_matmul(a: &Array, b: &Array) -> bool {
    a.ndim() >= 1 && b.ndim() >= 1 && a.ndim() <= 2 && b.ndim() <= 2
}
