//! histogram, bincount, diff, gradient, following NumPy's algorithms
//! (linspace edges with the right edge inclusive, `_search_sorted_inclusive`, the
//! second-order central differences). cov and corrcoef are in stdlib/stats.gpa.
use super::{A, ae, array, bin, cast, cst, float_of, int_of, truthy};
use crate::array::col::{Col, round_to};
use crate::array::dtype::{self, DType};
use crate::array::ops::Op;
use crate::array::stats as st;
use crate::array::{self as arr, Array};
use crate::builtins::format::float_repr;
use crate::builtins::numpy::{reg, reg_bound};
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};
use crate::lazy::Reduce;

fn f64s(a: &A) -> RtResult<Vec<f64>> {
    match ae(a.to_col())?.cast(a.dtype, DType::F64) {
        Col::F(v) => Ok(v),
        _ => unreachable!("cast to float64"),
    }
}

/// `np.concatenate(parts, axis)` in the parts' common dtype (NumPy's messages and order of
/// checks: the axis against the first part, then dimensions, then sizes).
fn concat_axis(parts: &[A], axis: usize) -> RtResult<A> {
    let dt = parts
        .iter()
        .map(|p| p.dtype)
        .reduce(dtype::promote)
        .unwrap_or(DType::F64);
    ae(crate::array::shape::concatenate(
        parts,
        Some(axis as i64),
        dt,
        "same_kind",
    ))
}

fn diff(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let p = b.opts(&["a", "n", "axis", "prepend", "append"]);
    let n = match &p[1] {
        Some(v) => int_of(v)?,
        None => 1,
    };
    if n == 0 {
        return Ok(p[0].clone().unwrap_or(Value::None));
    }
    if n < 0 {
        return Err(value_err(format!("order must be non-negative but got {n}")));
    }
    let mut a = array(it, &p[0], host)?;
    if a.ndim() == 0 {
        return Err(value_err(
            "diff requires input that is at least one dimensional",
        ));
    }
    let axis = it.norm_axis(
        match &p[2] {
            Some(v) => int_of(v)?,
            None => -1,
        },
        a.ndim(),
    )?;
    let mut parts = Vec::new();
    for (i, v) in [(3, &p[3]), (4, &p[4])] {
        if let Some(v) = v {
            let x = it.to_array(v, host, None)?;
            let x = if x.ndim() == 0 {
                let mut s = a.shape.clone();
                s[axis] = 1;
                ae(arr::broadcast_to(&x, &s))?
            } else {
                x
            };
            parts.push((i, x));
        }
    }
    if !parts.is_empty() {
        let mut all: Vec<A> = parts
            .iter()
            .filter(|(i, _)| *i == 3)
            .map(|(_, x)| x.clone())
            .collect();
        all.push(a.clone());
        all.extend(
            parts
                .iter()
                .filter(|(i, _)| *i == 4)
                .map(|(_, x)| x.clone()),
        );
        a = concat_axis(&all, axis)?;
    }
    let op = if a.dtype == DType::Bool {
        Op::Ne
    } else {
        Op::Sub
    };
    for _ in 0..n {
        let len = a.shape[axis];
        let hi = ae(st::slice_axis(&a, axis, 1, len))?;
        let lo = ae(st::slice_axis(&a, axis, 0, len.saturating_sub(1)))?;
        a = bin(op, &hi, &lo)?;
    }
    Ok(Value::Array(a))
}

/// `out[sel] = v` for a slice `start..stop` along `axis` of a fresh array.
fn put(out: &A, axis: usize, start: usize, stop: usize, v: &A) -> RtResult<()> {
    let (buf, lay) = ae(out.ready())?;
    let l = st::slice_layout(&lay, axis, start, stop);
    ae(arr::write_into(&buf, &l, out.dtype, v))
}

fn gradient(
    it: &mut Interp,
    args: &[Value],
    kw: &[(std::rc::Rc<str>, Value)],
    host: bool,
) -> RtResult<Value> {
    for (k, _) in kw {
        if !["axis", "edge_order"].contains(&&**k) {
            return Err(type_err(format!(
                "gradient() got an unexpected keyword argument '{k}'"
            )));
        }
    }
    let Some(f0) = args.first() else {
        return Err(type_err(
            "gradient() missing 1 required positional argument: 'f'",
        ));
    };
    let mut f = it.to_array(f0, host, None)?;
    let nd = f.ndim();
    let kwv = |n: &str| super::super::kwarg(kw, n).filter(|v| !matches!(v, Value::None));
    let (axes, single) = match kwv("axis") {
        None => ((0..nd).collect::<Vec<_>>(), nd == 1),
        Some(Value::Tuple(t)) => (
            t.iter()
                .map(|v| it.norm_axis(int_of(v)?, nd))
                .collect::<RtResult<Vec<_>>>()?,
            t.len() == 1,
        ),
        Some(v) => (vec![it.norm_axis(int_of(v)?, nd)?], true),
    };
    let varargs = &args[1..];
    let dx: Vec<f64> = match varargs.len() {
        0 => vec![1.0; axes.len()],
        1 if !matches!(&varargs[0], Value::List(_) | Value::Tuple(_))
            && !matches!(&varargs[0], Value::Array(x) if x.ndim() > 0) =>
        {
            vec![float_of(&varargs[0])?; axes.len()]
        }
        k if k == axes.len() => varargs
            .iter()
            .map(|v| match v {
                Value::List(_) | Value::Tuple(_) => Err(type_err(
                    "gradient(): coordinate arrays as spacing are not supported in gpa",
                )),
                Value::Array(x) if x.ndim() > 0 => Err(type_err(
                    "gradient(): coordinate arrays as spacing are not supported in gpa",
                )),
                v => float_of(v),
            })
            .collect::<RtResult<_>>()?,
        _ => return Err(type_err("invalid number of arguments")),
    };
    let edge = match kwv("edge_order") {
        Some(v) => int_of(v)?,
        None => 1,
    };
    if edge > 2 {
        return Err(value_err("'edge_order' greater than 2 not supported"));
    }
    if !(f.dtype.is_float() || f.dtype.is_complex()) {
        f = cast(&f, DType::F64)?;
    }
    let dt = f.dtype;
    let k = |v: f64| cst(v, dt, host);
    let mut outs = Vec::new();
    for (i, &ax) in axes.iter().enumerate() {
        let n = f.shape[ax];
        if n < edge as usize + 1 {
            return Err(value_err(
                "Shape of array too small to calculate a numerical gradient, at least (edge_order + 1) elements are required.",
            ));
        }
        let h = dx[i];
        // Zeros made where f is (a fill kernel on the device), then written piece by piece.
        let out = ae(arr::broadcast_to(&k(0.0), &f.shape))?;
        let out = ae(arr::astype(&out, dt))?;
        let sl = |a: usize, b: usize| ae(st::slice_axis(&f, ax, a, b));
        let inner = bin(Op::Sub, &sl(2, n)?, &sl(0, n - 2)?)?;
        put(&out, ax, 1, n - 1, &bin(Op::Div, &inner, &k(2.0 * h))?)?;
        if edge == 1 {
            let d0 = bin(Op::Div, &bin(Op::Sub, &sl(1, 2)?, &sl(0, 1)?)?, &k(h))?;
            put(&out, ax, 0, 1, &d0)?;
            let d1 = bin(
                Op::Div,
                &bin(Op::Sub, &sl(n - 1, n)?, &sl(n - 2, n - 1)?)?,
                &k(h),
            )?;
            put(&out, ax, n - 1, n, &d1)?;
        } else {
            let comb = |c: [f64; 3], at: [usize; 3]| -> RtResult<A> {
                let t0 = bin(Op::Mul, &k(c[0]), &sl(at[0], at[0] + 1)?)?;
                let t1 = bin(Op::Mul, &k(c[1]), &sl(at[1], at[1] + 1)?)?;
                let t2 = bin(Op::Mul, &k(c[2]), &sl(at[2], at[2] + 1)?)?;
                bin(Op::Add, &bin(Op::Add, &t0, &t1)?, &t2)
            };
            let e0 = comb([-1.5 / h, 2.0 / h, -0.5 / h], [0, 1, 2])?;
            put(&out, ax, 0, 1, &e0)?;
            let e1 = comb([0.5 / h, -2.0 / h, 1.5 / h], [n - 3, n - 2, n - 1])?;
            put(&out, ax, n - 1, n, &e1)?;
        }
        outs.push(Value::Array(out));
    }
    if single {
        return Ok(outs.pop().unwrap_or(Value::None));
    }
    Ok(Value::tuple(outs))
}

fn histogram(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let p = b.opts(&["a", "bins", "range", "density", "weights"]);
    let a = array(it, &p[0], host)?;
    if a.dtype.is_complex() {
        return Err(type_err(
            "histogram of complex values is not supported in gpa",
        ));
    }
    let w_arr = match &p[4] {
        Some(w) => {
            let w = it.to_array(w, host, None)?;
            if w.shape != a.shape {
                return Err(value_err("weights should have the same shape as a."));
            }
            Some(w)
        }
        None => None,
    };
    // Counted where `a` lives: uniform bins by the backend's `Counts`; array bins through
    // the values sorted there (with the weights), the edges searched there.
    let ntype = w_arr.as_ref().map_or(DType::I64, |w| w.dtype);
    let bins = p[1].clone().unwrap_or(Value::Int(10));
    let (counts, edges): (Vec<f64>, A) = match &bins {
        Value::Int(_) | Value::Bool(_) => {
            let nb = int_of(&bins)?;
            if nb < 1 {
                return Err(value_err("`bins` must be positive, when an integer"));
            }
            let nb = nb as usize;
            let (mut lo, mut hi, ld) = match &p[2] {
                Some(r) => {
                    let r = it.to_vec(r)?;
                    if r.len() != 2 {
                        return Err(value_err("too many values to unpack (expected 2)"));
                    }
                    let (lo, hi) = (float_of(&r[0])?, float_of(&r[1])?);
                    if lo > hi {
                        return Err(value_err("max must be larger than min in range parameter."));
                    }
                    if !(lo.is_finite() && hi.is_finite()) {
                        let (s0, s1) = (it.to_str(&r[0])?, it.to_str(&r[1])?);
                        return Err(value_err(format!(
                            "supplied range of [{s0}, {s1}] is not finite"
                        )));
                    }
                    (lo, hi, DType::F64)
                }
                None if a.size() == 0 => (0.0, 1.0, DType::F64),
                None => {
                    let (lo, hi) = (reduced(&a, Reduce::Min)?, reduced(&a, Reduce::Max)?);
                    if !(lo.is_finite() && hi.is_finite()) {
                        return Err(value_err(format!(
                            "autodetected range of [{}, {}] is not finite",
                            float_repr(lo),
                            float_repr(hi)
                        )));
                    }
                    let ld = if a.dtype.is_float() {
                        a.dtype
                    } else {
                        DType::F64
                    };
                    (lo, hi, ld)
                }
            };
            if lo == hi {
                lo = round_to(lo - 0.5, ld);
                hi = round_to(hi + 0.5, ld);
            }
            let bt = if a.dtype.is_float() {
                a.dtype
            } else {
                DType::F64
            };
            // np.linspace(lo, hi, nb + 1) in `ld`, stored in the bins' dtype.
            let step = round_to(round_to(hi - lo, ld) / nb as f64, ld);
            let edges = nb.saturating_add(1);
            let mut e: Vec<f64> = ae(crate::array::alloc::try_collect(
                edges,
                (0..=nb).map(|i| round_to(round_to(round_to(i as f64, ld) * step, ld) + lo, ld)),
                bt,
                &[edges],
            ))?;
            e[nb] = hi;
            e.iter_mut().for_each(|v| *v = round_to(*v, bt));
            let mut counts: Vec<f64> = ae(crate::array::alloc::try_zeroed(DType::F64, &[nb]))?;
            if a.size() > 0 {
                // The values as float64, as NumPy's bin search computes with them (float16/32
                // values are exact in it, so none is moved across an edge of their dtype).
                let xb = flat_values(&a, DType::F64)?;
                let wb = match &w_arr {
                    Some(w) => Some(flat_values(w, DType::F64)?),
                    None => None,
                };
                let c = arr::counts_of(&a).histogram(&xb, wb.as_ref(), a.size(), (lo, hi), &e);
                counts = match crate::lazy::Store::into_col(ae(c.map_err(arr::ArrErr::from))?) {
                    Col::F(v) => v,
                    Col::I(v) => v.into_iter().map(|c| c as f64).collect(),
                    _ => unreachable!("counts are int64 or float64"),
                };
            }
            let edges = Array::from_col(Col::F(e).cast(DType::F64, bt), bt, vec![nb + 1], host);
            (counts, edges)
        }
        other => {
            let edges = it.to_array(other, host, None)?;
            if edges.ndim() != 1 {
                return Err(value_err("`bins` must be 1d, when an array"));
            }
            let e = f64s(&edges)?;
            if e.windows(2).any(|p| p[0] > p[1]) {
                return Err(value_err(
                    "`bins` must increase monotonically, when an array",
                ));
            }
            let counts = if a.size() == 0 || e.len() < 2 {
                vec![0.0; e.len().saturating_sub(1)]
            } else {
                match &w_arr {
                    Some(w) => {
                        let cum = edge_sums(&a, w, &e)?;
                        cum.windows(2).map(|p| p[1] - p[0]).collect()
                    }
                    None => {
                        let cum = edge_counts(&a, &e)?;
                        cum.windows(2).map(|p| (p[1] - p[0]) as f64).collect()
                    }
                }
            };
            (counts, edges)
        }
    };
    finish_histogram(counts, edges, truthy(&p[3]), ntype, host)
}

/// `(hist, edges)`: the counts (or weight sums) as `ntype`, or with `density` as float64
/// densities.
fn finish_histogram(
    counts: Vec<f64>,
    edges: A,
    density: bool,
    ntype: DType,
    host: bool,
) -> RtResult<Value> {
    let hist = if density {
        let e = f64s(&edges)?;
        let total: f64 = counts.iter().sum();
        let v: Vec<f64> = counts
            .iter()
            .zip(e.windows(2))
            .map(|(c, p)| c / (p[1] - p[0]) / total)
            .collect();
        let n = v.len();
        Array::from_col(Col::F(v), DType::F64, vec![n], host)
    } else {
        let n = counts.len();
        Array::from_col(Col::F(counts).cast(DType::F64, ntype), ntype, vec![n], host)
    };
    Ok(Value::tuple(vec![Value::Array(hist), Value::Array(edges)]))
}

/// How many values of `a` lie below each edge (at or below the last one): NumPy's
/// `_search_sorted_inclusive` of the values sorted where they live (as float64).
fn edge_counts(a: &A, edges: &[f64]) -> RtResult<Vec<i64>> {
    let n = a.size();
    let values = flat_values(a, DType::F64)?;
    let sorted = arr::orders_of(a).sort_rows((&values, 0), DType::F64, n, n, false);
    edge_positions(a, &dev(sorted)?, n, edges)
}

/// The weighted form, NumPy's too: the weights taken in the values' sorted order, summed
/// cumulatively, and read at each edge's position (all where `a` lives, as float64; only
/// the edges' sums come back).
fn edge_sums(a: &A, w: &A, edges: &[f64]) -> RtResult<Vec<f64>> {
    let n = a.size();
    let values = flat_values(a, DType::F64)?;
    let order = dev(arr::orders_of(a).sort_rows((&values, 0), DType::F64, n, n, true))?;
    let moves = arr::moves_of(a);
    let sorted = dev(moves.take_rows((&values, 0), DType::F64, &order, n, (1, n)))?;
    let weights = flat_values(w, DType::F64)?;
    let cw = dev(moves.take_rows((&weights, 0), DType::F64, &order, n, (1, n)))?;
    dev(crate::backend::for_arrays(!a.host).scan_rows(
        (&cw, 0),
        (&cw, 0),
        DType::F64,
        1,
        n,
        false,
    ))?;
    // cw[k - 1] is the sum of the k smallest values' weights (k = 0: none).
    let cum = edge_positions(a, &sorted, n, edges)?;
    let at: Vec<i64> = cum.iter().filter(|&&k| k > 0).map(|&k| k - 1).collect();
    let m = at.len();
    let at = crate::lazy::Store::host(Col::I(at));
    let sums = dev(moves.gather_at((&cw, 0), DType::F64, (&at, 0), m))?;
    let mut sums = match crate::lazy::Store::into_col(sums) {
        Col::F(v) => v.into_iter(),
        _ => unreachable!("float64 sums"),
    };
    Ok(cum
        .iter()
        .map(|&k| {
            if k > 0 {
                sums.next().unwrap_or(0.0)
            } else {
                0.0
            }
        })
        .collect())
}

/// A backend's result, or its error as the Python exception.
fn dev<T>(r: Result<T, crate::backend::DeviceError>) -> RtResult<T> {
    ae(r.map_err(arr::ArrErr::from))
}

/// NumPy's `_search_sorted_inclusive` of the edges in the `n` sorted float64 values of `a`.
fn edge_positions(a: &A, sorted: &crate::lazy::Buf, n: usize, edges: &[f64]) -> RtResult<Vec<i64>> {
    let nb = edges.len() - 1;
    let keys = crate::lazy::Store::host(Col::F(edges.to_vec()));
    let search = |from: usize, m: usize, right: bool| -> RtResult<Vec<i64>> {
        let search = crate::backend::orders::Search {
            a: (sorted, 0),
            n,
            sorter: None,
            v: (&keys, from),
            m,
            dt: DType::F64,
            right,
        };
        match crate::lazy::Store::into_col(dev(arr::orders_of(a).search(&search, false))?) {
            Col::I(v) => Ok(v),
            _ => unreachable!("int64 positions"),
        }
    };
    let mut cum = search(0, nb, false)?;
    cum.extend(search(nb, 1, true)?);
    Ok(cum)
}

/// A full reduction's value, on the host (a sync point for device arrays).
fn reduced(a: &A, r: Reduce) -> RtResult<f64> {
    let v = ae(arr::reduce_all(a, r, None))?;
    Ok(ae(v.to_col())?.get_c(0).0)
}

/// The array's values (flattened) as a new contiguous buffer of `dt` where they live.
fn flat_values(a: &A, dt: DType) -> RtResult<crate::lazy::Buf> {
    let c = cast(a, dt)?;
    Ok(ae(crate::array::rows::row_buf(&c, None, true))?.0)
}

/// `np.bincount`: NumPy's checks (a reduction where `x` lives), then the backend counts.
fn bincount(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let p = b.opts(&["x", "weights", "minlength"]);
    let x = array(it, &p[0], host)?;
    match x.ndim() {
        0 => return Err(value_err("object of too small depth for desired array")),
        1 => {}
        _ => return Err(value_err("object too deep for desired array")),
    }
    // NumPy casts x to int64 "safe"ly (uint64 too): floats and complex are refused.
    if x.size() > 0 && (x.dtype.is_float() || x.dtype.is_complex()) {
        return Err(type_err(format!(
            "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
            x.dtype.name()
        )));
    }
    let minlength = match &p[2] {
        Some(v) => int_of(v)?,
        None => 0,
    };
    if minlength < 0 {
        return Err(value_err("'minlength' must not be negative"));
    }
    let n = x.size();
    let len = if n == 0 {
        minlength
    } else {
        // One pass: the largest value, or the largest int64 where any is negative (a second
        // pass then tells a negative from that value).
        let xi = ae(arr::astype(&x, DType::I64))?;
        let negative = ae(arr::binary(Op::Lt, &xi, &arr::int64(0, x.host)))?;
        let most = arr::int64(i64::MAX, x.host);
        let top = reduced(&ae(arr::where_(&negative, &most, &xi))?, Reduce::Max)?;
        if top == i64::MAX as f64 && reduced(&x, Reduce::Min)? < 0.0 {
            return Err(value_err("'list' argument must have no negative elements"));
        }
        (top as i64).saturating_add(1).max(minlength)
    } as usize;
    let dt = if p[1].is_some() {
        DType::F64
    } else {
        DType::I64
    };
    // NumPy's "array is too big" past the address space and its MemoryError past the host's
    // memory; on a GPU, CuPy's OutOfMemoryError past the device's.
    if arr::device_of(&x) == crate::backend::Device::Cpu {
        ae(crate::array::alloc::reserve(dt, &[len]))?;
    } else {
        ae(crate::array::alloc::device_room(dt, &[len]))?;
    }
    let xs = match ae(crate::array::rows::row_buf_as(&x, DType::I64, None))? {
        (buf, 0) => buf,
        _ => flat_values(&x, DType::I64)?,
    };
    let w = match &p[1] {
        Some(w) => {
            let w = it.to_array(w, x.host, None)?;
            if w.size() != n {
                return Err(value_err(
                    "The weights and list don't have the same length.",
                ));
            }
            Some(flat_values(&w, DType::F64)?)
        }
        None => None,
    };
    let out = dev(arr::counts_of(&x).bincount(&xs, w.as_ref(), n, len))?;
    let l = crate::array::layout::Layout::contiguous(&[len]);
    Ok(Value::Array(Array::view(out, l, dt, x.host)))
}

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "diff", host, diff);
    // Coordinates as spacing (arrays of positions along an axis) go through NumPy's steps
    // written in gpa (`stdlib/numeric.gpa`); numbers as spacing stay here.
    let gns = m.name.clone();
    reg(m, "gradient", host, move |it, a, kw, host| {
        let coords = a.iter().skip(1).any(|v| match v {
            Value::List(_) | Value::Tuple(_) => true,
            Value::Array(x) => x.ndim() > 0,
            _ => false,
        });
        if coords {
            let module = it.import(&gns, true)?;
            let f = it.get_attr(&module, &std::rc::Rc::from("_gradient_coords"))?;
            return it.call(&f, a, kw);
        }
        gradient(it, a, kw, host)
    });
    // Estimated bins (`bins='auto'`, ...) become their edges, as NumPy's histogram_bin_edges
    // gives them (written in gpa), then count as array bins.
    let ns = m.name.clone();
    reg(m, "histogram", host, move |it, a, kw, host| {
        let by_name = a
            .get(1)
            .or(kw.iter().find(|(k, _)| &**k == "bins").map(|(_, v)| v));
        if let Some(Value::Str(_)) = by_name {
            let module = it.import(&ns, true)?;
            let edges_fn = it.get_attr(&module, &std::rc::Rc::from("histogram_bin_edges"))?;
            let keep = |k: &str| matches!(k, "bins" | "range" | "weights");
            let ekw: Vec<_> = kw.iter().filter(|(k, _)| keep(k)).cloned().collect();
            let edges = it.call(&edges_fn, &a[..a.len().min(4)], &ekw)?;
            let mut a = a.to_vec();
            let mut kw = kw.to_vec();
            match a.get_mut(1) {
                Some(b) => *b = edges,
                None => {
                    kw.retain(|(k, _)| &**k != "bins");
                    kw.push(("bins".into(), edges));
                }
            }
            let b = crate::builtins::decl::bind_numpy("histogram", &a, &kw)?;
            return histogram(it, &b, host);
        }
        histogram(
            it,
            &crate::builtins::decl::bind_numpy("histogram", a, kw)?,
            host,
        )
    });
    reg_bound(m, "bincount", host, bincount);
}
