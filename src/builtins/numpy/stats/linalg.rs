//! np.linalg.norm (vector and matrix orders, SVD-based ones through the backend's solvers) and the
//! top-level products outer, inner, vdot, kron, trace.
use super::{A, ae, arg, bin, cast, cst, dtype_of, give, int_of, red, un};
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{Array, stats as st};
use crate::builtins::numpy::reg_bound;
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};
use crate::lazy::Reduce;

/// A norm order: a number (inf allowed) or one of the matrix names.
#[derive(Clone, PartialEq)]
enum Ord {
    Default,
    Num(f64),
    Name(String),
}

fn ord_of(v: &Option<Value>) -> RtResult<Ord> {
    Ok(match v {
        None => Ord::Default,
        Some(Value::Str(s)) => Ord::Name(s.to_string()),
        Some(v) => Ord::Num(super::float_of(v)?),
    })
}

fn reshape_to(it: &mut Interp, a: &A, shape: &[usize]) -> RtResult<A> {
    let dims: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
    if a.is_pending() {
        ae(a.ready())?;
    }
    it.reshape(a, &dims)
}

/// Singular values of each matrix over (row, col) axes, combined by `how`: the backend's
/// SVD of the matrices seen with (row, col) last, then a reduction.
fn svd_norm(x: &A, row: usize, col: usize, how: &str) -> RtResult<A> {
    let nd = x.ndim();
    let keep: Vec<usize> = (0..nd).filter(|&k| k != row && k != col).collect();
    let (m, n) = (x.shape[row], x.shape[col]);
    let out_shape: Vec<usize> = keep.iter().map(|&k| x.shape[k]).collect();
    // The solvers' dtype (complex stays complex) and the result's (real).
    let dt = match x.dtype {
        DType::F32 | DType::F64 | DType::C64 | DType::C128 => x.dtype,
        _ => DType::F64,
    };
    let rdt = match x.dtype {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        d => d,
    };
    let perm: Vec<usize> = keep.iter().copied().chain([row, col]).collect();
    let (buf, lay) = ae(x.ready())?;
    let xm = Array::view(buf, lay.permute(&perm), x.dtype, x.host);
    let sv = crate::builtins::numpy::factor::singular_values(&xm, &out_shape, (m, n), dt)?;
    let r = match how {
        "max" => Reduce::Max,
        "min" => Reduce::Min,
        _ => Reduce::Sum,
    };
    let last = sv.ndim() - 1;
    let v = ae(crate::array::reduce_axes(&sv, &[last], r, false, None))?;
    cast(&v, rdt)
}

fn norm(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let mut x = it.to_array(b.arg("x"), host, None)?;
    if !(x.dtype.is_float() || x.dtype.is_complex()) {
        x = cast(&x, DType::F64)?;
    }
    let ord = ord_of(&arg(b, "ord"))?;
    let keepdims = b.flag("keepdims");
    let axis = arg(b, "axis");
    let nd = x.ndim();
    let sq = |x: &A| -> RtResult<A> {
        if x.dtype.is_complex() {
            un(Op::Real, &bin(Op::Mul, &un(Op::Conj, x)?, x)?)
        } else {
            bin(Op::Mul, x, x)
        }
    };
    if axis.is_none() {
        let fro = matches!(&ord, Ord::Name(s) if s == "f" || s == "fro") && nd == 2;
        if ord == Ord::Default || fro || (ord == Ord::Num(2.0) && nd == 1) {
            let all: Vec<usize> = (0..nd).collect();
            let s = red(&sq(&x)?, &all, Reduce::Sum, keepdims, None)?;
            return it.finish(un(Op::Sqrt, &s)?);
        }
    }
    let axes: Vec<i64> = match &axis {
        None => (0..nd as i64).collect(),
        Some(Value::Tuple(t)) => t.iter().map(int_of).collect::<RtResult<_>>()?,
        Some(v) => vec![
            int_of(v)
                .map_err(|_| type_err("'axis' must be None, an integer or a tuple of integers"))?,
        ],
    };
    let absx = || un(Op::Abs, &x);
    match axes.len() {
        1 => {
            let ax = [it.norm_axis(axes[0], nd)?];
            let r = match &ord {
                Ord::Num(o) if *o == f64::INFINITY => {
                    red(&absx()?, &ax, Reduce::Max, keepdims, None)?
                }
                Ord::Num(o) if *o == f64::NEG_INFINITY => {
                    red(&absx()?, &ax, Reduce::Min, keepdims, None)?
                }
                Ord::Num(o) if *o == 0.0 => {
                    let rd = match x.dtype {
                        DType::C64 => DType::F32,
                        DType::C128 => DType::F64,
                        d => d,
                    };
                    let nz = cast(&bin(Op::Ne, &x, &cst(0.0, x.dtype, host))?, rd)?;
                    red(&nz, &ax, Reduce::Sum, keepdims, None)?
                }
                Ord::Num(o) if *o == 1.0 => red(&absx()?, &ax, Reduce::Sum, keepdims, None)?,
                Ord::Default => un(Op::Sqrt, &red(&sq(&x)?, &ax, Reduce::Sum, keepdims, None)?)?,
                Ord::Num(o) if *o == 2.0 => {
                    un(Op::Sqrt, &red(&sq(&x)?, &ax, Reduce::Sum, keepdims, None)?)?
                }
                Ord::Name(s) => {
                    return Err(value_err(format!("Invalid norm order '{s}' for vectors")));
                }
                Ord::Num(o) => {
                    let a = absx()?;
                    let pw = bin(Op::Pow, &a, &cst(*o, a.dtype, host))?;
                    let s = red(&pw, &ax, Reduce::Sum, keepdims, None)?;
                    let e = cst(1.0 / o, s.dtype, host);
                    bin(Op::Pow, &s, &e)?
                }
            };
            it.finish(r)
        }
        2 => {
            let (mut ra, mut ca) = (it.norm_axis(axes[0], nd)?, it.norm_axis(axes[1], nd)?);
            if ra == ca {
                return Err(value_err("Duplicate axes given."));
            }
            let (r0, c0) = (ra, ca);
            let r = match &ord {
                Ord::Num(o) if *o == 2.0 => svd_norm(&x, ra, ca, "max")?,
                Ord::Num(o) if *o == -2.0 => svd_norm(&x, ra, ca, "min")?,
                Ord::Num(o) if o.abs() == 1.0 => {
                    if ca > ra {
                        ca -= 1;
                    }
                    let s = red(&absx()?, &[ra], Reduce::Sum, false, None)?;
                    let r = if *o > 0.0 { Reduce::Max } else { Reduce::Min };
                    red(&s, &[ca], r, false, None)?
                }
                Ord::Num(o) if o.is_infinite() => {
                    if ra > ca {
                        ra -= 1;
                    }
                    let s = red(&absx()?, &[ca], Reduce::Sum, false, None)?;
                    let r = if *o > 0.0 { Reduce::Max } else { Reduce::Min };
                    red(&s, &[ra], r, false, None)?
                }
                Ord::Default => un(
                    Op::Sqrt,
                    &red(&sq(&x)?, &[ra, ca], Reduce::Sum, false, None)?,
                )?,
                Ord::Name(s) if s == "fro" || s == "f" => un(
                    Op::Sqrt,
                    &red(&sq(&x)?, &[ra, ca], Reduce::Sum, false, None)?,
                )?,
                Ord::Name(s) if s == "nuc" => svd_norm(&x, ra, ca, "sum")?,
                _ => return Err(value_err("Invalid norm order for matrices.")),
            };
            let r = if keepdims {
                let mut s = x.shape.clone();
                s[r0] = 1;
                s[c0] = 1;
                reshape_to(it, &r, &s)?
            } else {
                r
            };
            it.finish(r)
        }
        _ => Err(value_err("Improper number of dimensions to norm.")),
    }
}

fn outer(it: &mut Interp, bound: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(bound.arg("a"), host, None)?;
    let b = it.to_array(bound.arg("b"), host, None)?;
    let a = reshape_to(it, &a, &[a.size(), 1])?;
    let b = reshape_to(it, &b, &[1, b.size()])?;
    let r = bin(Op::Mul, &a, &b)?;
    give(it, r, &arg(bound, "out"))
}

fn inner(it: &mut Interp, bound: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(bound.arg("a"), host, None)?;
    let b = it.to_array(bound.arg("b"), host, None)?;
    if a.ndim() == 0 || b.ndim() == 0 {
        let r = bin(Op::Mul, &a, &b)?;
        return it.finish(r);
    }
    let (ka, kb) = (a.shape[a.ndim() - 1], b.shape[b.ndim() - 1]);
    if ka != kb {
        return Err(value_err(format!(
            "shapes {} and {} not aligned: {ka} (dim {}) != {kb} (dim {})",
            crate::array::layout::shape_str(&a.shape),
            crate::array::layout::shape_str(&b.shape),
            a.ndim() - 1,
            b.ndim() - 1
        )));
    }
    let mut shape: Vec<usize> = a.shape[..a.ndim() - 1].to_vec();
    shape.extend_from_slice(&b.shape[..b.ndim() - 1]);
    let (ra, rb) = (a.size() / ka.max(1), b.size() / kb.max(1));
    if ka == 0 || ra == 0 || rb == 0 {
        let dt = crate::array::dtype::promote(a.dtype, b.dtype);
        let n = crate::array::layout::size_of(&shape);
        let c = crate::array::col::Col::zeros(dt, n).unwrap_or(crate::array::col::Col::F(vec![]));
        return it.finish(Array::from_col(c, dt, shape, host));
    }
    let a2 = reshape_to(it, &a, &[ra, ka])?;
    let b2 = reshape_to(it, &b, &[rb, kb])?;
    let bt = it.transpose(&b2, None)?;
    let r = ae(crate::array::linalg::matmul(&a2, &bt))?;
    let r = reshape_to(it, &r, &shape)?;
    it.finish(r)
}

fn vdot(it: &mut Interp, bound: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(bound.arg("a"), host, None)?;
    let b = it.to_array(bound.arg("b"), host, None)?;
    if a.size() != b.size() {
        return Err(value_err(format!(
            "cannot reshape array of size {} into shape ({},)",
            b.size(),
            a.size()
        )));
    }
    let a = reshape_to(it, &a, &[a.size()])?;
    let b = reshape_to(it, &b, &[b.size()])?;
    let a = if a.dtype.is_complex() {
        un(Op::Conj, &a)?
    } else {
        a
    };
    let pr = bin(Op::Mul, &a, &b)?;
    let dt = pr.dtype;
    let r = red(&pr, &[0], Reduce::Sum, false, Some(dt))?;
    it.finish(r)
}

fn kron(it: &mut Interp, bound: &Bound, host: bool) -> RtResult<Value> {
    let a = it.to_array(bound.arg("a"), host, None)?;
    let b = it.to_array(bound.arg("b"), host, None)?;
    if a.ndim() == 0 || b.ndim() == 0 {
        let r = bin(Op::Mul, &a, &b)?;
        return it.finish(r);
    }
    let nd = a.ndim().max(b.ndim());
    let pad = |s: &[usize]| -> Vec<usize> {
        let mut v = vec![1; nd - s.len()];
        v.extend_from_slice(s);
        v
    };
    let (sa, sb) = (pad(&a.shape), pad(&b.shape));
    let ia: Vec<usize> = sa.iter().flat_map(|&d| [d, 1]).collect();
    let ib: Vec<usize> = sb.iter().flat_map(|&d| [1, d]).collect();
    let a2 = reshape_to(it, &a, &ia)?;
    let b2 = reshape_to(it, &b, &ib)?;
    let r = bin(Op::Mul, &a2, &b2)?;
    let shape: Vec<usize> = sa.iter().zip(&sb).map(|(x, y)| x * y).collect();
    let r = reshape_to(it, &r, &shape)?;
    it.finish(r)
}

/// The diagonals `diagonal`/`trace` take: `offset`, `axis1`, `axis2` of the bound arguments
/// (NumPy's messages for bad axes), as a view of `a`.
fn diagonal_of(it: &Interp, a: &A, b: &Bound) -> RtResult<A> {
    if a.ndim() < 2 {
        return Err(value_err(
            "diag requires an array of at least two dimensions",
        ));
    }
    let geti = |name: &str, d: i64| -> RtResult<i64> {
        match &arg(b, name) {
            Some(v) => int_of(v),
            None => Ok(d),
        }
    };
    let off = geti("offset", 0)?;
    let named = |it: &Interp, k: i64, what: &str| {
        it.norm_axis(k, a.ndim()).map_err(|_| {
            crate::interp::error::err(
                crate::interp::error::ExcType::AxisError,
                format!(
                    "{what}: axis {k} is out of bounds for array of dimension {}",
                    a.ndim()
                ),
            )
        })
    };
    let a1 = named(it, geti("axis1", 0)?, "axis1")?;
    let a2 = named(it, geti("axis2", 1)?, "axis2")?;
    if a1 == a2 {
        return Err(value_err("axis1 and axis2 cannot be the same"));
    }
    ae(st::diagonal(a, off, a1, a2))
}

/// diagonal(a, offset=0, axis1=0, axis2=1); also `a.diagonal(...)`: a view.
/// diagonal(a, offset=0, axis1=0, axis2=1) of `a`; also `a.diagonal(...)`.
pub fn diagonal(it: &mut Interp, a: A, b: &Bound) -> RtResult<Value> {
    Ok(Value::Array(diagonal_of(it, &a, b)?))
}

/// trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None) of `a`; also `a.trace(...)`.
pub fn trace(it: &mut Interp, a: A, b: &Bound) -> RtResult<Value> {
    let d = diagonal_of(it, &a, b)?;
    let last = d.ndim() - 1;
    let r = red(&d, &[last], Reduce::Sum, false, dtype_of(&arg(b, "dtype"))?)?;
    give(it, r, &arg(b, "out"))
}

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "outer", host, outer);
    reg_bound(m, "inner", host, inner);
    reg_bound(m, "vdot", host, vdot);
    reg_bound(m, "kron", host, kron);
    reg_bound(m, "trace", host, |it, b, host| {
        let a = it.to_array(b.arg("a"), host, None)?;
        trace(it, a, b)
    });
    reg_bound(m, "diagonal", host, |it, b, host| {
        let a = it.to_array(b.arg("a"), host, None)?;
        diagonal(it, a, b)
    });
    let lm = match m.get("linalg") {
        Some(Value::Module(l)) => l,
        _ => {
            let l = Module::new(if host { "numpy.linalg" } else { "cupy.linalg" });
            m.set("linalg", Value::Module(l.clone()));
            l
        }
    };
    reg_bound(&lm, "norm", host, norm);
    use crate::interp::{error::ExcType, value::TypeObj};
    lm.set(
        "LinAlgError",
        Value::Type(TypeObj::Exc(ExcType::LinAlgError)),
    );
}
