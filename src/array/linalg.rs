//! Matrix products (`@`, matmul, dot). float32/float64 go through faer's GEMM; other dtypes
//! use a plain loop (exact for integers, as NumPy).
use super::col::Col;
use super::dtype::promote;
use super::layout::Layout;
use super::{AResult, ArrErr, Array, ArrayRef};
use crate::backend::kernels::Gemm;
use crate::lazy::{self, Buf, Node, Store};
use faer::linalg::matmul::matmul as gemm;
use faer::{Accum, MatMut, MatRef, Par};
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
    if let Some(kernels) = super::kernels_of(a) {
        let (ba, oa, sa) = device_operand(&na, n, k)?;
        let (bb, ob, sb) = device_operand(&nbn, k, m)?;
        let g = Gemm {
            nb,
            n,
            k,
            m,
            strides: (sa, sb),
        };
        let buf = kernels.matmul(dt, (&ba, oa), (&bb, ob), g)?;
        return Ok(Array::view(buf, Layout::contiguous(&shape), dt, a.host));
    }
    let expand = |node: &Rc<Node>| -> AResult<Col> {
        lazy::run(node, false)
            .map(Store::into_col)
            .map_err(ArrErr::from)
    };
    let ca = expand(&na)?;
    let cb = expand(&nbn)?;
    let mut out = Col::zeros(dt, nb * n * m)
        .ok_or_else(|| ArrErr::Memory(super::oom::oom(dt, nb * n * m)))?;
    for bi in 0..nb {
        product(&ca, &cb, &mut out, bi, n, k, m)?;
    }
    // Small ints and float16 are computed in wider lanes: bring the results to the dtype
    // (wrapping, as NumPy's int8 matmul wraps).
    match &mut out {
        Col::I(v) => v.iter_mut().for_each(|x| *x = super::col::wrap_int(*x, dt)),
        Col::S(_) if dt == super::dtype::DType::F16 => {
            out = out.cast(super::dtype::DType::F32, dt);
        }
        _ => {}
    }
    Ok(Array::from_col(out, dt, shape, a.host))
}

/// An operand on the device: its address and batch stride (elements). A materialised
/// row-major operand (or one matrix broadcast over the batch) is used in place; anything
/// else is first computed into a contiguous buffer.
fn device_operand(node: &Rc<Node>, r: usize, c: usize) -> AResult<(Buf, usize, usize)> {
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
    Ok((lazy::run(node, true).map_err(ArrErr::from)?, 0, r * c))
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

fn product(
    a: &Col,
    b: &Col,
    out: &mut Col,
    bi: usize,
    n: usize,
    k: usize,
    m: usize,
) -> AResult<()> {
    let (ao, bo, oo) = (bi * n * k, bi * k * m, bi * n * m);
    let par = if n * m * k > 1 << 18 {
        Par::rayon(0)
    } else {
        Par::Seq
    };
    // Float products run in blocks of rows of about 2^30 multiply-adds, each after a check
    // for Ctrl-C (an 8000x8000 product stops within a block, not after a minute).
    let block = ((1usize << 30) / k.saturating_mul(m).max(1)).max(64);
    let interrupted = || crate::interrupt::check().map_err(|_| ArrErr::Interrupted);
    macro_rules! blocked_gemm {
        ($x:expr, $y:expr, $z:expr, $one:expr) => {{
            let rhs = MatRef::from_row_major_slice(&$y[bo..bo + k * m], k, m);
            let mut r0 = 0;
            while r0 < n {
                interrupted()?;
                let r = block.min(n - r0);
                let lhs = MatRef::from_row_major_slice(&$x[ao + r0 * k..ao + (r0 + r) * k], r, k);
                let dst =
                    MatMut::from_row_major_slice_mut(&mut $z[oo + r0 * m..oo + (r0 + r) * m], r, m);
                gemm(dst, Accum::Replace, lhs, rhs, $one, par);
                r0 += r;
            }
        }};
    }
    match (a, b, out) {
        (Col::F(x), Col::F(y), Col::F(z)) => blocked_gemm!(x, y, z, 1.0),
        (Col::S(x), Col::S(y), Col::S(z)) => blocked_gemm!(x, y, z, 1.0f32),
        (Col::I(x), Col::I(y), Col::I(z)) => {
            for i in 0..n {
                interrupted()?;
                for j in 0..m {
                    z[oo + i * m + j] = (0..k).fold(0i64, |s, p| {
                        s.wrapping_add(x[ao + i * k + p].wrapping_mul(y[bo + p * m + j]))
                    });
                }
            }
        }
        (Col::U(x), Col::U(y), Col::U(z)) => {
            for i in 0..n {
                interrupted()?;
                for j in 0..m {
                    z[oo + i * m + j] = (0..k).fold(0u64, |s, p| {
                        s.wrapping_add(x[ao + i * k + p].wrapping_mul(y[bo + p * m + j]))
                    });
                }
            }
        }
        (Col::B(x), Col::B(y), Col::B(z)) => {
            for i in 0..n {
                interrupted()?;
                for j in 0..m {
                    z[oo + i * m + j] = (0..k).any(|p| x[ao + i * k + p] && y[bo + p * m + j]);
                }
            }
        }
        (Col::C(x), Col::C(y), Col::C(z)) => complex_loop(x, y, z, (ao, bo, oo), n, k, m)?,
        (Col::Z(x), Col::Z(y), Col::Z(z)) => {
            let w = |v: &[(f32, f32)]| {
                v.iter()
                    .map(|&(a, b)| (a as f64, b as f64))
                    .collect::<Vec<_>>()
            };
            let mut tmp = vec![(0.0, 0.0); z.len()];
            complex_loop(&w(x), &w(y), &mut tmp, (ao, bo, oo), n, k, m)?;
            for i in oo..oo + n * m {
                z[i] = (tmp[i].0 as f32, tmp[i].1 as f32);
            }
        }
        _ => return Err(ArrErr::Type("matmul: unsupported operand types".into())),
    }
    Ok(())
}

fn complex_loop(
    x: &[(f64, f64)],
    y: &[(f64, f64)],
    z: &mut [(f64, f64)],
    o: (usize, usize, usize),
    n: usize,
    k: usize,
    m: usize,
) -> AResult<()> {
    let (ao, bo, oo) = o;
    for i in 0..n {
        crate::interrupt::check().map_err(|_| ArrErr::Interrupted)?;
        for j in 0..m {
            let mut s = (0.0, 0.0);
            for p in 0..k {
                let (a, b) = (x[ao + i * k + p], y[bo + p * m + j]);
                s = (s.0 + a.0 * b.0 - a.1 * b.1, s.1 + a.0 * b.1 + a.1 * b.0);
            }
            z[oo + i * m + j] = s;
        }
    }
    Ok(())
}

/// True when `a` is a 1-d/2-d case `dot` handles like matmul.
pub fn dot_is_matmul(a: &Array, b: &Array) -> bool {
    a.ndim() >= 1 && b.ndim() >= 1 && a.ndim() <= 2 && b.ndim() <= 2
}
