//! The CPU's `Products`: float32/float64 through faer's GEMM in blocks of rows that check
//! Ctrl-C; integers, bools and complex values by plain loops (integers wrap, as NumPy's).
use super::Cpu;
use crate::array::col::{Col, wrap_int};
use crate::array::dtype::DType;
use crate::array::oom::oom;
use crate::backend::kernels::Part;
use crate::backend::products::{Gemm, Products};
use crate::backend::{DResult, DeviceError};
use crate::lazy::{Buf, Store};
use faer::linalg::matmul::matmul as gemm;
use faer::{Accum, MatMut, MatRef, Par};

impl Products for Cpu {
    fn matmul(&self, dt: DType, (a, oa): Part, (b, ob): Part, g: Gemm) -> DResult<Buf> {
        let Gemm {
            nb,
            n,
            k,
            m,
            strides: (sa, sb),
        } = g;
        let len = nb * n * m;
        let mut out = Col::zeros(dt, len).ok_or_else(|| DeviceError::HostMemory(oom(dt, len)))?;
        if k > 0 {
            let (x, y) = (a.borrow(), b.borrow());
            for bi in 0..nb {
                product(
                    &x,
                    &y,
                    &mut out,
                    (oa + bi * sa, ob + bi * sb, bi * n * m),
                    n,
                    k,
                    m,
                )?;
            }
        }
        // Small ints and float16 are computed in wider lanes: bring the results to the dtype
        // (wrapping, as NumPy's int8 matmul wraps).
        match &mut out {
            Col::I(v) => v.iter_mut().for_each(|x| *x = wrap_int(*x, dt)),
            Col::S(_) if dt == DType::F16 => out = out.cast(DType::F32, dt),
            _ => {}
        }
        Ok(Store::host(out))
    }
}

/// One product: `a` from element `ao` (n×k) by `b` from `bo` (k×m) into `out` from `oo`.
fn product(
    a: &Col,
    b: &Col,
    out: &mut Col,
    (ao, bo, oo): (usize, usize, usize),
    n: usize,
    k: usize,
    m: usize,
) -> DResult<()> {
    let par = if n * m * k > 1 << 18 {
        Par::rayon(0)
    } else {
        Par::Seq
    };
    // Float products run in blocks of rows of about 2^30 multiply-adds, each after a check
    // for Ctrl-C (an 8000x8000 product stops within a block, not after a minute).
    let block = ((1usize << 30) / k.saturating_mul(m).max(1)).max(64);
    let interrupted = || crate::interrupt::check().map_err(|_| DeviceError::Interrupted);
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
        _ => {
            return Err(DeviceError::Unsupported(
                "matmul: unsupported operand types".into(),
            ));
        }
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
) -> DResult<()> {
    let (ao, bo, oo) = o;
    for i in 0..n {
        crate::interrupt::check().map_err(|_| DeviceError::Interrupted)?;
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
