//! More array creation (eye, identity, diag, tri/tril/triu, meshgrid, logspace, fromfunction)
//! and the print options, for the `numpy` and `cupy` namespaces.
use super::numpy::{dtype_arg, reg_bound};
use super::want_int;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::array::ops::Op;
use crate::array::{self as arr, Array, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::Map;
use crate::interp::value::{Key, Module, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// np.dot: a product with a scalar multiplies; 1-d/2-d operands are matmul.
pub fn dot(it: &mut Interp, a: &Value, b: &Value, host: bool) -> RtResult<Value> {
    let x = it.to_array(a, host, None)?;
    let y = it.to_array(b, host, None)?;
    if x.ndim() == 0 || y.ndim() == 0 {
        return it.binop(crate::ir::BinOp::Mul, &Value::Array(x), &Value::Array(y));
    }
    // NumPy sums a's last axis against b's second to last (its only one for a vector).
    let (i, j) = (x.ndim() - 1, y.ndim().saturating_sub(2));
    if x.shape[i] != y.shape[j] {
        return Err(value_err(format!(
            "shapes {} and {} not aligned: {} (dim {i}) != {} (dim {j})",
            crate::array::layout::shape_compact(&x.shape),
            crate::array::layout::shape_compact(&y.shape),
            x.shape[i],
            y.shape[j]
        )));
    }
    if !crate::array::linalg::dot_is_matmul(&x, &y) {
        return super::numpy::decomp::contract(it, &x, &y, &[i], &[j]);
    }
    it.array_matmul(&Value::Array(x), &Value::Array(y))
}

/// An n x m matrix of `dt`: one where the diagonal offset `j - i` compares (`op`) true with
/// `k`, else zero (eye, identity, tri): pending, so it is made where it is used.
fn mask_matrix(n: usize, m: usize, dt: DType, op: Op, k: i64, host: bool) -> RtResult<Value> {
    let mask = diagonal_mask(n, m, op, k, host)?;
    Ok(Value::Array(arr::astype(&mask, dt).map_err(arr_err)?))
}

/// The n x m booleans `(j - i) op k`, from two small index vectors.
fn diagonal_mask(n: usize, m: usize, op: Op, k: i64, host: bool) -> RtResult<ArrayRef> {
    let offset = arr::binary(
        Op::Sub,
        &iota(m, vec![1, m], host),
        &iota(n, vec![n, 1], host),
    )
    .map_err(arr_err)?;
    let k = arr::constant((k as f64, 0.0), Some(k), DType::I64, host);
    arr::binary(op, &offset, &k).map_err(arr_err)
}

/// `0..n` as int64 in `shape` (one axis of length n): a lazy index vector for masks.
fn iota(n: usize, shape: Vec<usize>, host: bool) -> ArrayRef {
    debug_assert_eq!(crate::array::layout::size_of(&shape), n);
    arr::positions(Layout::contiguous(&shape), host)
}

/// tril/triu: the last two axes keep `j - i <= k` (tril) or `j - i >= k` (triu), the rest
/// zeroed; one fused `where` on either backend.
fn masked(it: &mut Interp, a: &Value, host: bool, lower: bool, k: i64) -> RtResult<Value> {
    let x = it.to_array(a, host, None)?;
    // NumPy's mask is `tri(*x.shape[-2:])`: a 1-d x is broadcast against an (n, n) mask.
    let (n, m) = match x.shape[..] {
        [] => {
            return Err(type_err(
                "tri() missing 1 required positional argument: 'N'",
            ));
        }
        [n] => (n, n),
        [.., n, m] => (n, m),
    };
    let keep = diagonal_mask(n, m, if lower { Op::Le } else { Op::Ge }, k, host)?;
    let zero = arr::constant((0.0, 0.0), Some(0), x.dtype, host);
    Ok(Value::Array(
        arr::where_(&keep, &x, &zero).map_err(arr_err)?,
    ))
}

/// np.diag of a 1-d array: zeros with `x` written on diagonal `k` (on the array's device).
fn diag_matrix(x: &ArrayRef, k: i64, host: bool) -> RtResult<Value> {
    let n = x.size() + k.unsigned_abs() as usize;
    let zero = arr::constant((0.0, 0.0), Some(0), x.dtype, host);
    let z = arr::broadcast_to(&zero, &[n, n]).and_then(|z| arr::astype(&z, x.dtype));
    let (buf, _) = z.and_then(|z| z.ready()).map_err(arr_err)?;
    let start = if k >= 0 {
        k as usize
    } else {
        k.unsigned_abs() as usize * n
    };
    let diagonal = Layout {
        shape: vec![x.size()],
        strides: vec![n as isize + 1],
        offset: start,
    };
    arr::write_into(&buf, &diagonal, x.dtype, x).map_err(arr_err)?;
    Ok(Value::Array(Array::view(
        buf,
        Layout::contiguous(&[n, n]),
        x.dtype,
        host,
    )))
}

/// np.diag of a 2-d array: diagonal `k` as a strided view (NumPy's is a read-only view,
/// CuPy's a writable one, as here).
fn diag_of(x: &ArrayRef, k: i64) -> RtResult<Value> {
    let (n, m) = (x.shape[0] as i64, x.shape[1] as i64);
    let len = if k >= 0 { n.min(m - k) } else { (n + k).min(m) }.max(0) as usize;
    let (buf, lay) = x.ready().map_err(arr_err)?;
    let (s0, s1) = (lay.strides[0], lay.strides[1]);
    let start = if len == 0 {
        0
    } else if k >= 0 {
        k as isize * s1
    } else {
        -k as isize * s0
    };
    let diagonal = Layout {
        shape: vec![len],
        strides: vec![s0 + s1],
        offset: (lay.offset as isize + start) as usize,
    };
    Ok(Value::Array(Array::view(buf, diagonal, x.dtype, x.host)))
}

/// A product's result, written into `out=` when one is given (its shape must match).
fn into_out(it: &mut Interp, r: Value, out: Option<&Value>, host: bool) -> RtResult<Value> {
    match out {
        None => Ok(r),
        Some(o) => {
            let r = it.to_array(&r, host, None)?;
            super::numpy::write_out(it, r, &Some(o.clone()))
        }
    }
}

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "matmul", host, |it, b, host| {
        if b.opt("where")
            .is_some_and(|w| !matches!(w, Value::Bool(true)))
        {
            return Err(crate::interp::error::err(
                crate::interp::error::ExcType::NotImplementedError,
                "matmul(where=...) is not supported by gpa",
            ));
        }
        // Lists become arrays of this namespace (`cp.matmul([[1, 2]], ...)` is on the device).
        let mut operand = |v: &Value| -> RtResult<Value> {
            Ok(match v {
                Value::Array(_) => v.clone(),
                v => Value::Array(it.to_array(v, host, None)?),
            })
        };
        let (x1, x2) = (operand(b.arg("x1"))?, operand(b.arg("x2"))?);
        let r = it.array_matmul(&x1, &x2)?;
        let r = match (r, b.opt("dtype")) {
            (Value::Array(x), Some(d)) if let Some(dt) = dtype_arg(d)? => {
                Value::Array(crate::array::astype(&x, dt).map_err(arr_err)?)
            }
            (r, _) => r,
        };
        into_out(it, r, b.opt("out"), host)
    });
    reg_bound(m, "dot", host, |it, b, host| {
        let r = dot(it, b.arg("a"), b.arg("b"), host)?;
        into_out(it, r, b.opt("out"), host)
    });
    // eye(N, M, k) is a matrix of ones where column - row == k; tri(N, M, k) where it is <= k.
    for (name, test) in [("eye", Op::Eq), ("tri", Op::Le)] {
        reg_bound(m, name, host, move |_, b, host| {
            if name == "eye" {
                super::numpy::order_arg(b.get("order"), false)?;
            }
            let n = want_int(b.arg("N"), name)?.max(0) as usize;
            let cols = match b.opt("M") {
                None => n,
                Some(v) => want_int(v, name)?.max(0) as usize,
            };
            let k = want_int(b.arg("k"), name)?;
            let dt = dtype_arg(b.arg("dtype"))?.unwrap_or(DType::F64);
            mask_matrix(n, cols, dt, test, k, host)
        });
    }
    reg_bound(m, "identity", host, |_, b, host| {
        let n = want_int(b.arg("n"), "identity")?.max(0) as usize;
        let dt = dtype_arg(b.arg("dtype"))?.unwrap_or(DType::F64);
        mask_matrix(n, n, dt, Op::Eq, 0, host)
    });
    for (name, lower) in [("tril", true), ("triu", false)] {
        reg_bound(m, name, host, move |it, b, host| {
            let k = want_int(b.arg("k"), name)?;
            masked(it, b.arg("m"), host, lower, k)
        });
    }
    reg_bound(m, "diag", host, |it, b, host| {
        let k = want_int(b.arg("k"), "diag")?;
        let x = it.to_array(b.arg("v"), host, None)?;
        match x.ndim() {
            1 => diag_matrix(&x, k, host),
            2 => diag_of(&x, k),
            _ => Err(value_err("Input must be 1- or 2-d.")),
        }
    });
    let ns = m.name.clone();
    reg_bound(m, "logspace", host, move |it, b, host| {
        let ends = [b.arg("start").clone(), b.arg("stop").clone()];
        let base = [b.arg("base").clone()];
        if b.given("axis")
            || super::numpy::array_like_ends(&ends)
            || super::numpy::array_like_ends(&base)
        {
            let ns = it.import(&ns, true)?;
            let f = it.get_attr(&ns, &Rc::from("_logspace_nd"))?;
            return it.call(&f, &[], &super::numpy::keywords(b, &[]));
        }
        let (start, stop) = (
            super::types::to_float(&ends[0])?,
            super::types::to_float(&ends[1])?,
        );
        let num = match b.get("num") {
            Some(v) => want_int(v, "logspace")?.max(0) as usize,
            None => 50,
        };
        let base = super::types::to_float(&base[0])?;
        let endpoint = b.flag("endpoint");
        let div = if endpoint { num.saturating_sub(1) } else { num };
        let step = if div > 0 {
            (stop - start) / div as f64
        } else {
            0.0
        };
        let v: Vec<f64> = (0..num)
            .map(|i| {
                let e = if endpoint && num > 1 && i == num - 1 {
                    stop
                } else {
                    start + i as f64 * step
                };
                base.powf(e)
            })
            .collect();
        let dt = match b.opt("dtype") {
            Some(d) => dtype_arg(d)?,
            None => None,
        }
        .unwrap_or(DType::F64);
        Ok(Value::Array(Array::from_col(
            Col::F(v).cast(DType::F64, dt),
            dt,
            vec![num],
            host,
        )))
    });
    reg_bound(m, "meshgrid", host, |it, b, host| {
        let xy = match b.arg("indexing") {
            Value::Str(s) if &**s == "xy" => true,
            Value::Str(s) if &**s == "ij" => false,
            _ => return Err(value_err("Valid values for `indexing` are 'xy' and 'ij'.")),
        };
        let sparse = b.flag("sparse");
        let xs = b
            .rest
            .iter()
            .map(|v| it.to_array(v, host, None))
            .collect::<RtResult<Vec<_>>>()?;
        let mut shape: Vec<usize> = xs.iter().map(|x| x.size()).collect();
        if xy && shape.len() >= 2 {
            shape.swap(0, 1);
        }
        let mut out = Vec::new();
        for (k, x) in xs.iter().enumerate() {
            // Which output axis this input varies along: the input, flattened onto that
            // axis, broadcast to the grid and copied (pending, on the arrays' device).
            let axis = if xy && k < 2 && shape.len() >= 2 {
                1 - k
            } else {
                k
            };
            let mut along = vec![1i64; shape.len()];
            along[axis] = x.size() as i64;
            let line = it.reshape(x, &along)?;
            if sparse {
                // Each input along its own axis, ones elsewhere (NumPy returns copies).
                out.push(Value::Array(arr::astype(&line, x.dtype).map_err(arr_err)?));
                continue;
            }
            let grid = arr::broadcast_to(&line, &shape).and_then(|g| arr::astype(&g, x.dtype));
            out.push(Value::Array(grid.map_err(arr_err)?));
        }
        Ok(Value::tuple(out))
    });
    reg_bound(m, "fromfunction", host, |it, b, host| {
        let shape: Vec<usize> = it
            .to_vec(b.arg("shape"))?
            .iter()
            .map(|d| want_int(d, "fromfunction").map(|d| d.max(0) as usize))
            .collect::<RtResult<_>>()?;
        let dt = dtype_arg(b.arg("dtype"))?.unwrap_or(DType::F64);
        let total: usize = shape.iter().product();
        let mut idx_arrays = Vec::new();
        for axis in 0..shape.len() {
            let inner: usize = shape[axis + 1..].iter().product();
            let v: Vec<f64> = (0..total)
                .map(|p| ((p / inner) % shape[axis]) as f64)
                .collect();
            idx_arrays.push(Value::Array(Array::from_col(
                Col::F(v).cast(DType::F64, dt),
                dt,
                shape.clone(),
                host,
            )));
        }
        // Keywords past the declared ones go to the function, as NumPy passes them.
        it.call(b.arg("function"), &idx_arrays, &b.extra)
    });
    for (n, scientific) in [
        ("format_float_positional", false),
        ("format_float_scientific", true),
    ] {
        reg_bound(m, n, host, move |_, b, _| format_float(b, scientific));
    }
    reg_bound(m, "set_printoptions", host, |it, b, _| {
        let mut o = it.print_opts.clone();
        // As NumPy: an option given as None stays as it is, but the formatter is reset by
        // every call that does not give one.
        it.print_formatter = None;
        for (k, v) in b.given_args().filter(|(_, v)| !matches!(v, Value::None)) {
            // The options get_printoptions reports as None (so that its dict can be given
            // back); functions in them are not supported.
            if k == "formatter" {
                match v {
                    Value::Dict(_) => it.print_formatter = Some(v.clone()),
                    o => {
                        return Err(type_err(format!(
                            "formatter must be a dict, not {}",
                            o.type_name()
                        )));
                    }
                }
                continue;
            }
            if k == "override_repr" {
                return Err(crate::interp::error::err(
                    crate::interp::error::ExcType::NotImplementedError,
                    format!("set_printoptions({k}=...) is not supported by gpa"),
                ));
            }
            let int = |v: &Value| want_int(v, k).map(|x| x.max(0) as usize);
            match k {
                "precision" => o.precision = int(v)?,
                // Any number, as NumPy: `threshold=np.inf` (or sys.maxsize) never summarises.
                "threshold" => {
                    o.threshold = match v {
                        Value::Float(f) if f.is_nan() => {
                            return Err(crate::interp::error::value_err(
                                "threshold must be non-NAN, try sys.maxsize for untruncated representation",
                            ));
                        }
                        Value::Float(f) if *f >= usize::MAX as f64 => usize::MAX,
                        Value::Float(f) => f.max(0.0) as usize,
                        Value::Int(_) | Value::Bool(_) => int(v)?,
                        _ => {
                            return Err(crate::interp::error::type_err(
                                "threshold must be numeric",
                            ));
                        }
                    }
                }
                "edgeitems" => o.edgeitems = int(v)?,
                "linewidth" => o.linewidth = int(v)?,
                "suppress" => o.suppress = v.truthy(),
                "nanstr" => o.nanstr = super::want_str(v, "nanstr")?.to_string(),
                "infstr" => o.infstr = super::want_str(v, "infstr")?.to_string(),
                "sign" => {
                    let s = super::want_str(v, "sign")?;
                    o.sign = match &**s {
                        "-" | "+" | " " => s.chars().next().unwrap(),
                        _ => return Err(value_err("sign option must be one of ' ', '+', or '-'")),
                    };
                }
                "floatmode" => {
                    let s = super::want_str(v, "floatmode")?;
                    if !["fixed", "unique", "maxprec", "maxprec_equal"].contains(&&**s) {
                        return Err(value_err(format!(
                            "floatmode option must be one of 'fixed', 'unique', 'maxprec', 'maxprec_equal', not {s:?}"
                        )));
                    }
                    o.floatmode = s.to_string();
                }
                _ => {
                    o.legacy = false;
                    o.legacy_scalars = None;
                    match v {
                        Value::Bool(false) | Value::None => {}
                        Value::Str(s) if &**s == "1.13" => o.legacy = true,
                        Value::Str(s) if &**s == "1.21" => o.legacy_scalars = Some("1.21"),
                        Value::Str(s) if &**s == "1.25" => o.legacy_scalars = Some("1.25"),
                        // NumPy warns (its text lacks a quote) and prints as now.
                        _ => it.warn_here(
                            crate::interp::error::ExcType::UserWarning,
                            "legacy printing option can currently only be '1.13', '1.21', '1.25', '2.1, or `False`",
                        )?,
                    }
                }
            }
        }
        it.print_opts = o;
        Ok(Value::None)
    });
    reg_bound(m, "get_printoptions", host, |it, _, _| {
        let o = it.print_opts.clone();
        let mut d: Map<Key, Value> = Map::default();
        let mut put = |k: &str, v: Value| {
            d.insert(Key(Value::str(k)), v);
        };
        put("edgeitems", Value::Int(o.edgeitems as i64));
        put(
            "threshold",
            if o.threshold == usize::MAX {
                Value::Float(f64::INFINITY)
            } else {
                Value::Int(o.threshold.min(i64::MAX as usize) as i64)
            },
        );
        put("floatmode", Value::str(&o.floatmode));
        put("precision", Value::Int(o.precision as i64));
        put("suppress", Value::Bool(o.suppress));
        put("linewidth", Value::Int(o.linewidth as i64));
        put("nanstr", Value::str(&o.nanstr));
        put("infstr", Value::str(&o.infstr));
        put("sign", Value::str(&o.sign.to_string()));
        put(
            "formatter",
            it.print_formatter.clone().unwrap_or(Value::None),
        );
        put(
            "legacy",
            if o.legacy {
                Value::str("1.13")
            } else if let Some(v) = o.legacy_scalars {
                Value::str(v)
            } else {
                Value::Bool(false)
            },
        );
        put("override_repr", Value::None);
        Ok(Value::Dict(Rc::new(RefCell::new(d))))
    });
}

/// `np.format_float_positional` / `np.format_float_scientific`: NumPy's Dragon4 printer
/// (`array/print_float.rs`) for one value of its own precision.
fn format_float(b: &crate::builtins::sig::Bound, scientific: bool) -> RtResult<Value> {
    let x = b.arg("x");
    let (v, kind) = match x {
        Value::Float(f) => (*f, 'd'),
        Value::Int(i) => (*i as f64, 'd'),
        Value::Bool(v) => (*v as i64 as f64, 'd'),
        Value::Array(a) if a.size() == 1 && !a.dtype.is_complex() => {
            let c = a.to_col().map_err(arr_err)?;
            let kind = match a.dtype {
                DType::F16 => 'e',
                DType::F32 => 'f',
                _ => 'd',
            };
            (c.get_c(0).0, kind)
        }
        v => {
            let t = match v {
                Value::Array(a) if a.dtype.is_complex() => "complex",
                v => v.type_name(),
            };
            return Err(type_err(format!("must be real number, not {t}")));
        }
    };
    let int = |n: &str| -> RtResult<Option<i64>> {
        match b.opt(n) {
            None => Ok(None),
            Some(v) => want_int(v, n).map(Some),
        }
    };
    let trim = match b.arg("trim") {
        Value::Str(t) if t.chars().count() == 1 => t.chars().next().unwrap_or('k'),
        Value::Str(t) => {
            return Err(type_err(format!(
                "if supplied, trim must be 'k', '.', '0' or '-' found `{t}`"
            )));
        }
        v => {
            return Err(type_err(format!(
                "trim must be a str, not {}",
                v.type_name()
            )));
        }
    };
    let o = crate::array::print::Dragon4Options {
        scientific,
        precision: int("precision")?,
        unique: b.arg("unique").truthy(),
        fractional: !b.declares("fractional") || b.arg("fractional").truthy(),
        trim,
        sign: b.arg("sign").truthy(),
        pad_left: int("pad_left")?,
        pad_right: if b.declares("pad_right") {
            int("pad_right")?
        } else {
            None
        },
        exp_digits: if b.declares("exp_digits") {
            int("exp_digits")?
        } else {
            None
        },
        min_digits: int("min_digits")?,
    };
    crate::array::print::format_dragon4(v, kind, &o)
        .map(|s| Value::str(&s))
        .map_err(|(k, m)| if k == 'T' { type_err(m) } else { value_err(m) })
}
