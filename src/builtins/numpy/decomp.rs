//! np.linalg's solvers and decompositions: det slogdet inv solve cholesky qr svd eigh
//! eigvalsh eig eigvals pinv lstsq matrix_rank cond, over stacks of matrices
//! (`(..., M, N)`), computed in float64 / complex128 and returned in NumPy's result dtype
//! (float32 stays float32). This file reads the arguments as NumPy does; `factor.rs` builds
//! the results from the backend's solvers, the same way on every backend. matrix_power and
//! tensordot are products.
use super::factor;
use super::reg_bound;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::{self as arr, Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtErr, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};

fn linalg_err(msg: impl Into<String>) -> Box<RtErr> {
    err(ExcType::LinAlgError, msg)
}

/// NumPy's linalg result dtype: integers and bools in float64; float16 is refused.
fn linalg_dtype(d: DType) -> RtResult<DType> {
    Ok(match d {
        DType::F32 | DType::F64 | DType::C64 | DType::C128 => d,
        DType::F16 => {
            return Err(type_err("array type float16 is unsupported in linalg"));
        }
        _ => DType::F64,
    })
}

/// The real dtype of a linalg result dtype (complex64 -> float32, complex128 -> float64).
pub(super) fn real_of(d: DType) -> DType {
    match d {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        d => d,
    }
}

/// A stack's `(batch, m, n, result dtype)`, checked as NumPy checks it.
fn dims(x: &Array, square: bool) -> RtResult<(Vec<usize>, usize, usize, DType)> {
    if x.ndim() < 2 {
        return Err(linalg_err(format!(
            "{}-dimensional array given. Array must be at least two-dimensional",
            x.ndim()
        )));
    }
    let nd = x.ndim();
    let (m, n) = (x.shape[nd - 2], x.shape[nd - 1]);
    if square && m != n {
        return Err(linalg_err("Last 2 dimensions of the array must be square"));
    }
    Ok((x.shape[..nd - 2].to_vec(), m, n, linalg_dtype(x.dtype)?))
}

/// An argument as a stack of matrices: the array, its batch shape, M, N and the result
/// dtype.
type Stack = (ArrayRef, Vec<usize>, usize, usize, DType);

fn matrices(it: &mut Interp, v: &Value, host: bool, square: bool) -> RtResult<Stack> {
    let x = it.to_array(v, host, None)?;
    let (batch, m, n, dt) = dims(&x, square)?;
    Ok((x, batch, m, n, dt))
}

fn with_dims(batch: &[usize], dims: &[usize]) -> Vec<usize> {
    let mut s = batch.to_vec();
    s.extend_from_slice(dims);
    s
}

fn give(it: &mut Interp, a: ArrayRef) -> RtResult<Value> {
    it.finish(a)
}

/// solve(a, b): `b` of shape (..., M) when 1-d, else (..., M, K), batches broadcast.
fn solve(it: &mut Interp, p: &Bound, host: bool) -> RtResult<Value> {
    let ax = it.to_array(p.arg("a"), host, None)?;
    let (abatch, _, n, adt) = dims(&ax, true)?;
    let b = it.to_array(p.arg("b"), host, None)?;
    let vector = b.ndim() == 1;
    let bm = if vector {
        let nb = b.shape[0];
        it.reshape(&b, &[nb as i64, 1])?
    } else {
        b.clone()
    };
    if bm.ndim() < 2 || bm.shape[bm.ndim() - 2] != n {
        let (name, sig) = if vector {
            ("solve1", "(m,m),(m)->(m)")
        } else {
            ("solve", "(m,m),(m,n)->(m,n)")
        };
        return Err(value_err(format!(
            "{name}: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature {sig} (size {} is different from {})",
            bm.shape
                .get(bm.ndim().wrapping_sub(2))
                .copied()
                .unwrap_or(0),
            n
        )));
    }
    let k = bm.shape[bm.ndim() - 1];
    let bbatch = bm.shape[..bm.ndim() - 2].to_vec();
    let batch = crate::array::layout::broadcast_shapes(&abatch, &bbatch).map_err(value_err)?;
    let dt = linalg_dtype(crate::array::dtype::promote(adt, bm.dtype))?;
    let ab = arr::broadcast_to(&ax, &with_dims(&batch, &[n, n])).map_err(arr_err)?;
    let bb = arr::broadcast_to(&bm, &with_dims(&batch, &[n, k])).map_err(arr_err)?;
    let x = factor::solve(&ab, &bb, &batch, n, k, dt)?;
    let shape = if vector {
        with_dims(&batch, &[n])
    } else {
        with_dims(&batch, &[n, k])
    };
    let x = it.reshape(&x, &shape.iter().map(|&d| d as i64).collect::<Vec<_>>())?;
    give(it, x)
}

/// The fields of NumPy 2's named results (`SVDResult`, `EigResult`/`EighResult`).
const SVD_FIELDS: &[&str] = &["U", "S", "Vh"];
const EIG_FIELDS: &[&str] = &["eigenvalues", "eigenvectors"];

fn svd(it: &mut Interp, p: &Bound, host: bool) -> RtResult<Value> {
    let (full, uv) = (p.flag("full_matrices"), p.flag("compute_uv"));
    let (x, batch, m, n, dt) = matrices(it, p.arg("a"), host, false)?;
    let (s, uvh) = factor::svd(&x, &batch, (m, n), dt, full, uv)?;
    let s = give(it, s)?;
    match uvh {
        None => Ok(s),
        Some((u, vh)) => Ok(Value::named(
            &"SVDResult",
            SVD_FIELDS,
            vec![give(it, u)?, s, give(it, vh)?],
        )),
    }
}

/// A result with named fields, or its first field alone when the second was not asked for.
fn pair(
    it: &mut Interp,
    name: crate::interp::value::TypeName,
    fields: &'static [&'static str],
    (w, v): (ArrayRef, Option<ArrayRef>),
) -> RtResult<Value> {
    let w = give(it, w)?;
    match v {
        None => Ok(w),
        Some(v) => Ok(Value::named(name, fields, vec![w, give(it, v)?])),
    }
}

fn eps_of(dt: DType) -> f64 {
    if real_of(dt) == DType::F32 {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    }
}

fn float_arg(v: Option<&Value>) -> RtResult<Option<f64>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i as f64)),
        Some(Value::Float(f)) => Ok(Some(*f)),
        Some(Value::Array(a)) if a.size() == 1 => Ok(Some(a.to_col().map_err(arr_err)?.get_c(0).0)),
        Some(v) => Err(type_err(format!(
            "expected a number, not '{}'",
            v.type_name()
        ))),
    }
}

pub fn install(m: &std::rc::Rc<Module>, host: bool) {
    let lm = match m.get("linalg") {
        Some(Value::Module(l)) => l,
        _ => {
            let l = Module::new(if host { "numpy.linalg" } else { "cupy.linalg" });
            m.set("linalg", Value::Module(l.clone()));
            l
        }
    };
    reg_bound(&lm, "inv", host, |it, b, host| {
        let (x, batch, n, _, dt) = matrices(it, b.arg("a"), host, true)?;
        give(it, factor::inv(&x, &batch, n, dt)?)
    });
    reg_bound(&lm, "det", host, |it, b, host| {
        let (x, batch, n, _, dt) = matrices(it, b.arg("a"), host, true)?;
        let (_, _, det) = factor::slogdet(&x, &batch, n, dt)?;
        give(it, det)
    });
    reg_bound(&lm, "slogdet", host, |it, b, host| {
        let (x, batch, n, _, dt) = matrices(it, b.arg("a"), host, true)?;
        let (sign, logdet, _) = factor::slogdet(&x, &batch, n, dt)?;
        let sign = give(it, sign)?;
        let logdet = give(it, logdet)?;
        Ok(Value::named(
            &"SlogdetResult",
            &["sign", "logabsdet"],
            vec![sign, logdet],
        ))
    });
    reg_bound(&lm, "solve", host, solve);
    reg_bound(&lm, "svd", host, svd);
    reg_bound(&lm, "cholesky", host, |it, b, host| {
        let (x, batch, n, _, dt) = matrices(it, b.arg("a"), host, true)?;
        give(it, factor::cholesky(&x, &batch, n, dt, b.flag("upper"))?)
    });
    reg_bound(&lm, "qr", host, |it, b, host| {
        let mode = match b.opt("mode") {
            None => "reduced".to_string(),
            Some(v) => it.to_str(v)?,
        };
        if !["reduced", "complete", "r"].contains(&mode.as_str()) {
            return Err(value_err(format!("Unrecognized mode '{mode}'")));
        }
        let complete = mode == "complete";
        let (x, batch, m, n, dt) = matrices(it, b.arg("a"), host, false)?;
        let (q, r) = factor::qr(&x, &batch, (m, n), dt, complete, mode != "r")?;
        let r = give(it, r)?;
        match q {
            None => Ok(r),
            Some(q) => Ok(Value::named(
                &"QRResult",
                &["Q", "R"],
                vec![give(it, q)?, r],
            )),
        }
    });
    for (name, vectors) in [("eigh", true), ("eigvalsh", false)] {
        reg_bound(&lm, name, host, move |it, b, host| {
            let lower = match b.opt("UPLO") {
                None => true,
                Some(Value::Str(s)) if &**s == "L" || &**s == "l" => true,
                Some(Value::Str(s)) if &**s == "U" || &**s == "u" => false,
                Some(_) => return Err(value_err("UPLO argument must be 'L' or 'U'")),
            };
            let (x, batch, n, _, dt) = matrices(it, b.arg("a"), host, true)?;
            let wv = factor::eigh(&x, &batch, n, dt, lower, vectors)?;
            pair(it, &"EighResult", EIG_FIELDS, wv)
        });
    }
    for (name, vectors) in [("eig", true), ("eigvals", false)] {
        reg_bound(&lm, name, host, move |it, b, host| {
            let (x, batch, n, _, dt) = matrices(it, b.arg("a"), host, true)?;
            // NumPy checks first (LAPACK's geev would not converge on them).
            let finite = arr::unary(crate::array::ops::Op::IsFinite, &x).map_err(arr_err)?;
            let bad = arr::unary(crate::array::ops::Op::Not, &finite).map_err(arr_err)?;
            if arr::any_true(&bad).map_err(arr_err)? {
                return Err(err(
                    ExcType::LinAlgError,
                    "Array must not contain infs or NaNs",
                ));
            }
            let wv = factor::eig(&x, &batch, n, dt, vectors)?;
            pair(it, &"EigResult", EIG_FIELDS, wv)
        });
    }
    reg_bound(&lm, "pinv", host, |it, b, host| {
        let given = match (float_arg(b.opt("rcond"))?, float_arg(b.opt("rtol"))?) {
            (Some(r), _) | (None, Some(r)) => Some(r),
            (None, None) => None,
        };
        let (x, batch, m, n, dt) = matrices(it, b.arg("a"), host, false)?;
        let rcond = given.unwrap_or(eps_of(dt) * m.max(n) as f64);
        give(it, factor::pinv(&x, &batch, (m, n), dt, rcond)?)
    });
    reg_bound(&lm, "matrix_rank", host, |it, b, host| {
        let x = it.to_array(b.arg("A"), host, None)?;
        if x.ndim() < 2 {
            let c = x.to_col().map_err(arr_err)?;
            let any = (0..x.size()).any(|i| c.get_c(i) != (0.0, 0.0));
            return Ok(Value::Int(any as i64));
        }
        let tol = float_arg(b.opt("tol"))?;
        let (x, batch, m, n, dt) = matrices(it, &Value::Array(x), host, false)?;
        let rtol = float_arg(b.opt("rtol"))?.unwrap_or(eps_of(dt) * m.max(n) as f64);
        let r = factor::matrix_rank(&x, &batch, (m, n), dt, (tol, rtol))?;
        if batch.is_empty() {
            return Ok(Value::Int(r.to_col().map_err(arr_err)?.get_c(0).0 as i64));
        }
        give(it, r)
    });
    let ns = std::rc::Rc::downgrade(m);
    reg_bound(&lm, "cond", host, move |it, b, host| {
        let p = b.opt("p");
        match p {
            None | Some(Value::Int(2)) | Some(Value::Int(-2)) => {}
            Some(Value::Float(f)) if f.abs() == 2.0 => {}
            Some(v) => {
                // The other norms: NumPy's norm(x) * norm(inv(x)) (stdlib/linalg.gpa).
                let ok = match v {
                    Value::Int(k) => k.abs() == 1,
                    Value::Float(f) => f.is_infinite() || f.abs() == 1.0,
                    Value::Str(s) => &**s == "fro",
                    _ => false,
                };
                if !ok {
                    return Err(value_err("Invalid norm order for matrices."));
                }
                let args = [b.arg("x").clone(), v.clone()];
                return super::stdlib::call_private(it, &ns, "_cond_by_norm", &args);
            }
        }
        let min =
            matches!(p, Some(Value::Int(-2))) || matches!(p, Some(Value::Float(f)) if *f == -2.0);
        let (x, batch, m, n, dt) = matrices(it, b.arg("x"), host, false)?;
        give(it, factor::cond(&x, &batch, (m, n), dt, min)?)
    });
    reg_bound(&lm, "lstsq", host, lstsq);
    reg_bound(&lm, "matrix_power", host, matrix_power);
    reg_bound(m, "tensordot", host, tensordot);
}

/// lstsq(a, b, rcond): x through the SVD, NumPy's residuals (when full rank and M > N),
/// rank and singular values.
fn lstsq(it: &mut Interp, p: &Bound, host: bool) -> RtResult<Value> {
    let ax = it.to_array(p.arg("a"), host, None)?;
    let (batch, am, an, adt) = dims(&ax, false)?;
    if !batch.is_empty() {
        return Err(linalg_err(format!(
            "{}-dimensional array given. Array must be two-dimensional",
            batch.len() + 2
        )));
    }
    let b = it.to_array(p.arg("b"), host, None)?;
    let vector = b.ndim() == 1;
    if b.ndim() == 0 || b.ndim() > 2 || b.shape[0] != am {
        return Err(linalg_err("Incompatible dimensions"));
    }
    let k = if vector { 1 } else { b.shape[1] };
    let dt = linalg_dtype(crate::array::dtype::promote(adt, b.dtype))?;
    let bm = it.reshape(&b, &[am as i64, k as i64])?;
    let rcond = float_arg(p.opt("rcond"))?.unwrap_or(eps_of(dt) * am.max(an) as f64);
    let (x, resid, rank, sv) = factor::lstsq(&ax, &bm, (am, an), dt, rcond)?;
    let xshape: Vec<i64> = if vector {
        vec![an as i64]
    } else {
        vec![an as i64, k as i64]
    };
    let x = it.reshape(&x, &xshape)?;
    Ok(Value::tuple(vec![
        give(it, x)?,
        give(it, resid)?,
        // NumPy's rank is an np.int32 (LAPACK's integer).
        if host {
            Value::Array(
                crate::array::Array::from_col(
                    crate::array::col::Col::I(vec![rank as i64]),
                    crate::array::dtype::DType::I32,
                    vec![],
                    true,
                )
                .as_scalar(),
            )
        } else {
            Value::Int(rank as i64)
        },
        give(it, sv)?,
    ]))
}

/// matrix_power(a, n): repeated squaring with matmul (on the device for device arrays);
/// n < 0 inverts first, n == 0 is the identity in a's dtype.
fn matrix_power(it: &mut Interp, p: &Bound, host: bool) -> RtResult<Value> {
    let x = it.to_array(p.arg("a"), host, None)?;
    let n = match p.arg("n") {
        Value::Int(n) => *n,
        Value::Bool(b) => *b as i64,
        _ => return Err(type_err("exponent must be an integer")),
    };
    let nd = x.ndim();
    if nd < 2 {
        return Err(linalg_err(format!(
            "{nd}-dimensional array given. Array must be at least two-dimensional"
        )));
    }
    if x.shape[nd - 1] != x.shape[nd - 2] {
        return Err(linalg_err("Last 2 dimensions of the array must be square"));
    }
    let m = x.shape[nd - 1];
    let base = if n < 0 {
        let (x, batch, m, _, dt) = matrices(it, &Value::Array(x.clone()), host, true)?;
        factor::inv(&x, &batch, m, dt)?
    } else {
        x.clone()
    };
    if n == 0 {
        let eye: Vec<(f64, f64)> = (0..m * m)
            .map(|i| ((i / m == i % m) as u8 as f64, 0.0))
            .collect();
        let e = Array::from_col(
            Col::C(eye).cast(DType::C128, x.dtype),
            x.dtype,
            vec![m, m],
            x.host,
        );
        let wide = arr::broadcast_to(&e, &x.shape).map_err(arr_err)?;
        return Ok(Value::Array(arr::astype(&wide, x.dtype).map_err(arr_err)?));
    }
    let mut k = n.unsigned_abs();
    let mut result: Option<Value> = None;
    let mut sq = Value::Array(base);
    loop {
        if k & 1 == 1 {
            result = Some(match result {
                None => sq.clone(),
                Some(r) => it.array_matmul(&r, &sq)?,
            });
        }
        k >>= 1;
        if k == 0 {
            break;
        }
        sq = it.array_matmul(&sq, &sq)?;
    }
    Ok(result.unwrap_or(Value::None))
}

/// tensordot(a, b, axes): the summed axes moved together, both reshaped to matrices, one
/// matmul, the free axes restored (all array operations: device arrays stay there).
fn tensordot(it: &mut Interp, p: &Bound, host: bool) -> RtResult<Value> {
    let x = it.to_array(p.arg("a"), host, None)?;
    let y = it.to_array(p.arg("b"), host, None)?;
    let (ax, bx): (Vec<i64>, Vec<i64>) = match p.get("axes") {
        None | Some(Value::None) => tail_head(&x, &y, 2)?,
        Some(Value::Int(k)) => tail_head(&x, &y, *k)?,
        Some(v @ (Value::Tuple(_) | Value::List(_))) => {
            let parts = it.to_vec(v)?;
            if parts.len() != 2 {
                return Err(value_err("axes must consist of two sequences"));
            }
            let one = |it: &mut Interp, v: &Value| -> RtResult<Vec<i64>> {
                match v {
                    Value::Int(i) => Ok(vec![*i]),
                    v => it
                        .to_vec(v)?
                        .iter()
                        .map(|e| crate::builtins::want_int(e, "axes"))
                        .collect(),
                }
            };
            (one(it, &parts[0])?, one(it, &parts[1])?)
        }
        Some(_) => return Err(type_err("axes must be an int or a pair of sequences")),
    };
    if ax.len() != bx.len() {
        return Err(value_err("shape-mismatch for sum"));
    }
    let norm = |it: &Interp, v: &[i64], nd: usize| -> RtResult<Vec<usize>> {
        v.iter().map(|&i| it.norm_axis(i, nd)).collect()
    };
    let ax = norm(it, &ax, x.ndim())?;
    let bx = norm(it, &bx, y.ndim())?;
    contract(it, &x, &y, &ax, &bx)
}

/// The sum over axes `ax` of `x` paired with `bx` of `y` (tensordot's, and N-D `dot`'s).
pub fn contract(
    it: &mut Interp,
    x: &ArrayRef,
    y: &ArrayRef,
    ax: &[usize],
    bx: &[usize],
) -> RtResult<Value> {
    for (i, j) in ax.iter().zip(bx) {
        if x.shape[*i] != y.shape[*j] {
            return Err(value_err("shape-mismatch for sum"));
        }
    }
    let afree: Vec<usize> = (0..x.ndim()).filter(|k| !ax.contains(k)).collect();
    let bfree: Vec<usize> = (0..y.ndim()).filter(|k| !bx.contains(k)).collect();
    let ksize: usize = ax.iter().map(|&i| x.shape[i]).product();
    let asz: usize = afree.iter().map(|&i| x.shape[i]).product();
    let bsz: usize = bfree.iter().map(|&i| y.shape[i]).product();
    let at = it.transpose(x, Some(afree.iter().chain(ax).copied().collect()))?;
    let bt = it.transpose(y, Some(bx.iter().chain(&bfree).copied().collect()))?;
    let am = it.reshape(&at, &[asz as i64, ksize as i64])?;
    let bm = it.reshape(&bt, &[ksize as i64, bsz as i64])?;
    let r = it.array_matmul(&Value::Array(am), &Value::Array(bm))?;
    let Value::Array(r) = r else { return Ok(r) };
    let shape: Vec<i64> = afree
        .iter()
        .map(|&i| x.shape[i] as i64)
        .chain(bfree.iter().map(|&i| y.shape[i] as i64))
        .collect();
    let r = it.reshape(&r, &shape)?;
    it.finish(r)
}

fn tail_head(x: &Array, y: &Array, k: i64) -> RtResult<(Vec<i64>, Vec<i64>)> {
    if k < 0 || k as usize > x.ndim() || k as usize > y.ndim() {
        return Err(value_err("shape-mismatch for sum"));
    }
    let k = k as usize;
    let a = (x.ndim() - k..x.ndim()).map(|i| i as i64).collect();
    let b = (0..k).map(|i| i as i64).collect();
    Ok((a, b))
}
