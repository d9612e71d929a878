//! Shape operations: reshape ravel transpose swapaxes moveaxis expand_dims squeeze
//! broadcast_to broadcast_arrays concatenate stack vstack hstack dstack column_stack split
//! array_split tile repeat flip fliplr flipud roll rot90 pad atleast_1d atleast_2d atleast_3d.
//! Argument handling lives here; the array work is in `crate::array::shape`.
use super::dtype_arg;
use super::reg_bound;
use crate::array::col::Col;
use crate::array::dtype::{self, DType};
use crate::array::layout::Layout;
use crate::array::shape::{self as shp, PadMode};
use crate::array::{ArrErr, Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};

/// An integer argument: Python ints and bools, NumPy integer scalars and 0-d arrays.
pub(super) fn int_of(v: &Value) -> RtResult<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(*b as i64),
        Value::Array(a) if a.ndim() == 0 && (a.dtype.is_int() || a.dtype == DType::Bool) => {
            match shp::elems(a, DType::I64).map_err(arr_err)? {
                Col::I(v) if v.len() == 1 => Ok(v[0]),
                _ => Err(type_err("expected an integer")),
            }
        }
        v if let Some(n) = crate::interp::builtin_base::integer(v) => int_of(&n),
        other => Err(type_err(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// An int or a sequence of ints.
pub(super) fn ints_of(it: &mut Interp, v: &Value) -> RtResult<Vec<i64>> {
    match v {
        Value::List(_) | Value::Tuple(_) => {
            let items = it.to_vec(v)?;
            items.iter().map(int_of).collect()
        }
        Value::Array(a) if a.ndim() > 0 => {
            let rows = it.array_rows(a)?;
            rows.iter().map(int_of).collect()
        }
        v => Ok(vec![int_of(v)?]),
    }
}

fn is_seq(v: &Value) -> bool {
    match v {
        Value::List(_) | Value::Tuple(_) => true,
        Value::Array(a) => a.ndim() > 0,
        _ => false,
    }
}

fn axis1(i: i64, nd: usize) -> RtResult<usize> {
    shp::norm_axis(i, nd).map_err(arr_err)
}

/// `argname: axis 3 is out of bounds ...` (NumPy's AxisError with a prefix).
fn axis_named(i: i64, nd: usize, name: &str) -> RtResult<usize> {
    shp::norm_axis(i, nd).map_err(|e| match e {
        ArrErr::Axis(m) => err(ExcType::AxisError, format!("{name}: {m}")),
        e => arr_err(e),
    })
}

/// An axis or axes, normalised; a repeat is `dup`'s ValueError.
fn axes_of(it: &mut Interp, v: &Value, nd: usize, dup: &str) -> RtResult<Vec<usize>> {
    let raw = ints_of(it, v)?;
    let axes = raw
        .iter()
        .map(|&i| axis1(i, nd))
        .collect::<RtResult<Vec<_>>>()?;
    if (1..axes.len()).any(|i| axes[..i].contains(&axes[i])) {
        return Err(value_err(dup));
    }
    Ok(axes)
}

fn arr_of(it: &mut Interp, v: &Value, host: bool) -> RtResult<ArrayRef> {
    it.to_array(v, host, None)
}

fn view(a: &Array, f: impl FnOnce(&Layout) -> Layout) -> RtResult<ArrayRef> {
    shp::view_with(a, f).map_err(arr_err)
}

fn val(r: RtResult<ArrayRef>) -> RtResult<Value> {
    r.map(Value::Array)
}

/// The arrays of a sequence argument (a list, a tuple, or an array's rows).
fn seq(it: &mut Interp, v: &Value, host: bool) -> RtResult<Vec<ArrayRef>> {
    let items = match v {
        Value::List(_) | Value::Tuple(_) => it.to_vec(v)?,
        Value::Array(a) if a.ndim() > 0 => it.array_rows(a)?,
        _ => {
            return Err(type_err(
                "dispatcher for __array_function__ did not return an iterable",
            ));
        }
    };
    items.iter().map(|x| arr_of(it, x, host)).collect()
}

fn swapaxes(_it: &mut Interp, x: &ArrayRef, a1: &Value, a2: &Value) -> RtResult<Value> {
    let nd = x.ndim();
    let i = axis_named(int_of(a1)?, nd, "axis1")?;
    let j = axis_named(int_of(a2)?, nd, "axis2")?;
    val(view(x, |l| shp::swap(l, i, j)))
}

fn squeeze(it: &mut Interp, x: &ArrayRef, axis: Option<&Value>) -> RtResult<Value> {
    let axes = match axis {
        None => (0..x.ndim()).filter(|&k| x.shape[k] == 1).collect(),
        // A 0-d array accepts axis 0 / -1 (nothing to remove), as NumPy's reductions do.
        Some(v) if x.ndim() == 0 && ints_of(it, v)?.iter().all(|&k| k == 0 || k == -1) => vec![],
        Some(v) => {
            let axes = axes_of(it, v, x.ndim(), "duplicate value in 'axis'")?;
            if axes.iter().any(|&k| x.shape[k] != 1) {
                return Err(value_err(
                    "cannot select an axis to squeeze out which has size not equal to one",
                ));
            }
            axes
        }
    };
    if x.scalar {
        // A NumPy scalar's squeeze is the scalar itself.
        return Ok(Value::Array(x.clone()));
    }
    val(view(x, |l| shp::drop_axes(l, &axes)))
}

fn repeat(it: &mut Interp, x: &ArrayRef, reps: &Value, axis: Option<&Value>) -> RtResult<Value> {
    let axis = match axis {
        None => None,
        // A 0-d array repeats along "axis 0" as if flattened.
        Some(v) if x.ndim() == 0 && matches!(int_of(v)?, 0 | -1) => None,
        Some(v) => Some(axis1(int_of(v)?, x.ndim())?),
    };
    let r = arr_of(it, reps, x.host)?;
    if r.dtype.is_complex() {
        return Err(type_err(
            "int() argument must be a string, a bytes-like object or a real number, not 'complex'",
        ));
    }
    if r.ndim() > 1 {
        return Err(value_err("object too deep for desired array"));
    }
    let counts = match shp::elems(&r, DType::I64).map_err(arr_err)? {
        Col::I(v) => v,
        _ => return Err(type_err("repeats must be integers")),
    };
    let counts = shp::repeat_counts(&counts).map_err(arr_err)?;
    val(shp::repeat(x, &counts, axis).map_err(arr_err))
}

/// `np.concatenate`'s core: dtype from `out`, `dtype=` or promotion; the result written into
/// `out` when given.
fn concat(
    arrs: &[ArrayRef],
    axis: Option<i64>,
    out: Option<ArrayRef>,
    dt: Option<DType>,
    casting: &str,
) -> RtResult<Value> {
    dtype::check_casting(casting).map_err(value_err)?;
    let dt = match (&out, dt) {
        (Some(o), _) => o.dtype,
        (None, Some(d)) => d,
        (None, None) => arrs
            .iter()
            .map(|a| a.dtype)
            .reduce(dtype::promote)
            .unwrap_or(DType::F64),
    };
    let r = shp::concatenate(arrs, axis, dt, casting).map_err(arr_err)?;
    match out {
        None => Ok(Value::Array(r)),
        Some(o) => {
            shp::write_out(&r, &o, axis.is_none()).map_err(arr_err)?;
            Ok(Value::Array(o))
        }
    }
}

fn out_arg(v: Option<&Value>) -> RtResult<Option<ArrayRef>> {
    match v {
        None => Ok(None),
        Some(Value::Array(a)) => Ok(Some(a.clone())),
        Some(o) => Err(type_err(format!(
            "'out' must be an array, not {}",
            o.type_name()
        ))),
    }
}

fn casting_arg(v: Option<&Value>) -> RtResult<String> {
    match v {
        None => Ok("same_kind".into()),
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(o) => Err(type_err(format!(
            "casting must be a string, not {}",
            o.type_name()
        ))),
    }
}

fn dt_arg(v: Option<&Value>) -> RtResult<Option<DType>> {
    v.map(dtype_arg).transpose().map(Option::flatten)
}

fn atleast(x: &ArrayRef, n: usize) -> RtResult<ArrayRef> {
    if x.ndim() >= n {
        return Ok(x.clone());
    }
    view(x, |l| shp::atleast(l, n))
}

fn split(it: &mut Interp, x: &ArrayRef, ios: &Value, axis: &Value, even: bool) -> RtResult<Value> {
    let a = int_of(axis)?;
    let nd = x.ndim() as i64;
    if a >= nd || a < -nd {
        return Err(err(ExcType::IndexError, "tuple index out of range"));
    }
    let ax = if a < 0 { a + nd } else { a } as usize;
    let n = x.shape[ax];
    let bounds = if is_seq(ios) {
        shp::split_at(n, &ints_of(it, ios)?)
    } else {
        let k = int_of(ios)?;
        if even {
            if k == 0 {
                return Err(err(ExcType::ZeroDivisionError, "integer modulo by zero"));
            }
            if n as i64 % k != 0 {
                return Err(value_err(
                    "array split does not result in an equal division",
                ));
            }
        }
        if k <= 0 {
            return Err(value_err("number sections must be larger than 0."));
        }
        shp::split_sections(n, k as usize)
    };
    let pieces = bounds
        .iter()
        .map(|&(s, len)| view(x, |l| shp::narrow(l, ax, s, len)).map(Value::Array))
        .collect::<RtResult<Vec<_>>>()?;
    Ok(Value::list(pieces))
}

fn as_pairs(shape: &[usize], nd: usize) -> RtResult<Vec<(usize, usize)>> {
    shp::as_pairs(shape, nd).map_err(arr_err)
}

/// np.pad(array, pad_width, mode, **kwargs): the mode's own options arrive in `**kwargs`.
fn pad(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    let extra = &b.extra;
    let x = arr_of(it, b.arg("array"), host)?;
    let pw = arr_of(it, b.arg("pad_width"), host)?;
    if !pw.dtype.is_int() || pw.dtype.is_unsigned() {
        return Err(type_err("`pad_width` must be of integral type."));
    }
    let w = match shp::elems(&pw, DType::I64).map_err(arr_err)? {
        Col::I(v) => v,
        _ => return Err(type_err("`pad_width` must be of integral type.")),
    };
    if w.is_empty() {
        return Err(value_err(
            "zero-size array to reduction operation minimum which has no identity",
        ));
    }
    if w.iter().any(|&v| v < 0) {
        return Err(value_err("index can't contain negative values"));
    }
    let nd = x.ndim();
    let widths: Vec<(usize, usize)> = as_pairs(&pw.shape, nd)?
        .iter()
        .map(|&(b, e)| (w[b] as usize, w[e] as usize))
        .collect();
    let mode = match b.opt("mode") {
        None => "constant".to_string(),
        Some(Value::Str(s)) => s.to_string(),
        Some(o) => {
            return Err(type_err(format!(
                "pad mode must be a string, not {}",
                o.type_name()
            )));
        }
    };
    let allowed: &[&str] = match mode.as_str() {
        "empty" | "edge" | "wrap" => &[],
        "constant" => &["constant_values"],
        "linear_ramp" => &["end_values"],
        "maximum" | "mean" | "median" | "minimum" => &["stat_length"],
        "reflect" | "symmetric" => &["reflect_type"],
        _ => return Err(value_err(format!("mode '{mode}' is not supported"))),
    };
    let bad: Vec<String> = extra
        .iter()
        .filter(|(k, _)| !allowed.contains(&&**k))
        .map(|(k, _)| format!("'{k}'"))
        .collect();
    if !bad.is_empty() {
        return Err(value_err(format!(
            "unsupported keyword arguments for mode '{mode}': {{{}}}",
            bad.join(", ")
        )));
    }
    let get = |n: &str| {
        extra
            .iter()
            .find(|(k, _)| &**k == n)
            .map(|(_, v)| v.clone())
    };
    // NumPy reads only 'odd'; any other reflect_type is the default 'even'.
    if matches!(get("reflect_type"), Some(Value::Str(t)) if &*t == "odd") {
        let fill = super::pad_modes::Fill::Odd(mode == "symmetric");
        return val(super::pad_modes::pad(it, &x, &widths, &fill));
    }
    let stat = match mode.as_str() {
        "maximum" => Some("max"),
        "minimum" => Some("min"),
        "mean" => Some("mean"),
        "median" => Some("median"),
        _ => None,
    };
    if let Some(name) = stat {
        let lens = match get("stat_length") {
            None | Some(Value::None) => vec![(None, None); nd],
            Some(v) => {
                let l = arr_of(it, &v, true)?;
                let pos = as_pairs(&l.shape, nd)?;
                let Col::F(v) = shp::elems(&l, DType::F64).map_err(arr_err)? else {
                    unreachable!("float64 elements")
                };
                if v.iter().any(|&x| x.round() < 0.0) {
                    return Err(value_err("index can't contain negative values"));
                }
                let at = |i: usize| Some(v[i].round_ties_even() as usize);
                pos.iter().map(|&(b, e)| (at(b), at(e))).collect()
            }
        };
        let fill = super::pad_modes::Fill::Stat(name, lens);
        return val(super::pad_modes::pad(it, &x, &widths, &fill));
    }
    if mode == "linear_ramp" {
        let ev = arr_of(it, &get("end_values").unwrap_or(Value::Int(0)), true)?;
        let pos = as_pairs(&ev.shape, nd)?;
        let Col::F(v) = shp::elems(&ev, DType::F64).map_err(arr_err)? else {
            unreachable!("float64 elements")
        };
        let ends = pos.iter().map(|&(b, e)| (v[b], v[e])).collect();
        let fill = super::pad_modes::Fill::Ramp(ends);
        return val(super::pad_modes::pad(it, &x, &widths, &fill));
    }
    let pm = match mode.as_str() {
        // Values NumPy leaves undefined: zeros are as good as any.
        "empty" => PadMode::Constant(Col::zeros(x.dtype, 2 * nd).expect("two per axis")),
        "constant" => {
            let cv = arr_of(it, &get("constant_values").unwrap_or(Value::Int(0)), host)?;
            let pos = as_pairs(&cv.shape, nd)?;
            let flat: Vec<usize> = pos.iter().flat_map(|&(b, e)| [b, e]).collect();
            let vals = shp::elems(&cv, x.dtype).map_err(arr_err)?;
            PadMode::Constant(vals.gather(&flat))
        }
        "edge" => PadMode::Edge,
        "reflect" => PadMode::Reflect,
        "symmetric" => PadMode::Symmetric,
        "wrap" => PadMode::Wrap,
        m => {
            return Err(err(
                ExcType::NotImplementedError,
                format!("np.pad mode '{m}' is not supported by gpa"),
            ));
        }
    };
    val(shp::pad(&x, &widths, &pm).map_err(arr_err))
}

/// `rot90`'s k: an int, or a float taken modulo 4 as Python does (then 0, 1, 2 or other).
fn rot_k(v: &Value) -> RtResult<u8> {
    let k = match v {
        Value::Float(f) => {
            let r = f.rem_euclid(4.0);
            return Ok(if r == 0.0 {
                0
            } else if r == 1.0 {
                1
            } else if r == 2.0 {
                2
            } else {
                3
            });
        }
        v => int_of(v)?,
    };
    Ok(k.rem_euclid(4) as u8)
}

fn rot90(it: &mut Interp, x: &ArrayRef, k: &Value, axes: Option<&Value>) -> RtResult<Value> {
    let ax = match axes {
        None => vec![0, 1],
        Some(v) => ints_of(it, v)?,
    };
    if ax.len() != 2 {
        return Err(value_err("len(axes) must be 2."));
    }
    let nd = x.ndim() as i64;
    if ax[0] == ax[1] || ax[0].abs_diff(ax[1]) == nd as u64 {
        return Err(value_err("Axes must be different."));
    }
    if ax.iter().any(|&a| a >= nd || a < -nd) {
        return Err(value_err(format!(
            "Axes=({}, {}) out of range for array of ndim={nd}.",
            ax[0], ax[1]
        )));
    }
    let (a0, a1) = (axis1(ax[0], x.ndim())?, axis1(ax[1], x.ndim())?);
    let k = rot_k(k)?;
    val(view(x, |l| shp::rot90(l, k, a0, a1)))
}

fn roll(it: &mut Interp, x: &ArrayRef, shift: &Value, axis: Option<&Value>) -> RtResult<Value> {
    let shifts = ints_of(it, shift)?;
    let Some(axis) = axis else {
        let total = shifts.iter().fold(0i64, |a, &s| a.wrapping_add(s));
        return val(shp::roll(x, &[(0, total)], true).map_err(arr_err));
    };
    let axes = ints_of(it, axis)?
        .iter()
        .map(|&a| axis1(a, x.ndim()))
        .collect::<RtResult<Vec<_>>>()?;
    let pairs = shp::roll_pairs(&shifts, &axes).map_err(arr_err)?;
    val(shp::roll(x, &pairs, false).map_err(arr_err))
}

fn moveaxis(it: &mut Interp, x: &ArrayRef, src: &Value, dst: &Value) -> RtResult<Value> {
    let nd = x.ndim();
    let norm = |it: &mut Interp, v: &Value, name: &str| -> RtResult<Vec<usize>> {
        let axes = ints_of(it, v)?
            .iter()
            .map(|&a| axis_named(a, nd, name))
            .collect::<RtResult<Vec<_>>>()?;
        if (1..axes.len()).any(|i| axes[..i].contains(&axes[i])) {
            return Err(value_err(format!("repeated axis in `{name}` argument")));
        }
        Ok(axes)
    };
    let s = norm(it, src, "source")?;
    let d = norm(it, dst, "destination")?;
    if s.len() != d.len() {
        return Err(value_err(
            "`source` and `destination` arguments must have the same number of elements",
        ));
    }
    let order = shp::moveaxis_order(nd, &s, &d);
    val(view(x, |l| l.permute(&order)))
}

fn expand_dims(it: &mut Interp, x: &ArrayRef, axis: &Value) -> RtResult<Value> {
    let n = if is_seq(axis) {
        ints_of(it, axis)?.len()
    } else {
        1
    };
    let out_nd = x.ndim() + n;
    let axes = axes_of(it, axis, out_nd, "repeated axis")?;
    let mut dims = x.shape.iter();
    let shape: Vec<usize> = (0..out_nd)
        .map(|k| {
            if axes.contains(&k) {
                1
            } else {
                dims.next().copied().unwrap_or(1)
            }
        })
        .collect();
    val(view(x, |l| shp::reshape_ones(l, &shape)))
}

fn broadcast_to(it: &mut Interp, x: &ArrayRef, shape: &Value) -> RtResult<Value> {
    let dims = ints_of(it, shape)?;
    val(shp::broadcast_checked(x, &dims).map_err(arr_err))
}

fn flip(it: &mut Interp, x: &ArrayRef, axis: Option<&Value>) -> RtResult<Value> {
    let axes = match axis {
        None => (0..x.ndim()).collect(),
        Some(v) => axes_of(it, v, x.ndim(), "repeated axis")?,
    };
    let r = view(x, |l| shp::flip(l, &axes))?;
    if r.ndim() == 0 {
        // `m[()]` of a 0-d array: a NumPy scalar on the host.
        return it.finish(r);
    }
    Ok(Value::Array(r))
}

/// Several arrays in, one result each: one array or a tuple (NumPy's atleast_* rule).
fn one_or_tuple(v: Vec<Value>) -> Value {
    if v.len() == 1 {
        v.into_iter().next().unwrap_or(Value::None)
    } else {
        Value::tuple(v)
    }
}

fn stack_like(it: &mut Interp, name: &str, b: &Bound, host: bool, dims: usize) -> RtResult<Value> {
    let (dt, casting) = if matches!(name, "vstack" | "hstack") {
        (dt_arg(b.opt("dtype"))?, casting_arg(b.opt("casting"))?)
    } else {
        (None, "same_kind".to_string())
    };
    let items = seq(it, b.arg("tup"), host)?;
    let items = items
        .iter()
        .map(|x| {
            if name == "column_stack" && x.ndim() < 2 {
                // 1-d (and 0-d) inputs become columns.
                view(x, |l| {
                    if l.ndim() == 0 {
                        shp::reshape_ones(l, &[1, 1])
                    } else {
                        shp::newaxes(l, &[1])
                    }
                })
            } else {
                atleast(x, dims)
            }
        })
        .collect::<RtResult<Vec<_>>>()?;
    let axis = match name {
        "vstack" => 0,
        "hstack" if items.first().is_some_and(|a| a.ndim() == 1) => 0,
        "hstack" | "column_stack" => 1,
        _ => 2,
    };
    concat(&items, Some(axis), None, dt, &casting)
}

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "swapaxes", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        swapaxes(it, &x, b.arg("axis1"), b.arg("axis2"))
    });
    reg_bound(m, "moveaxis", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        moveaxis(it, &x, b.arg("source"), b.arg("destination"))
    });
    reg_bound(m, "expand_dims", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        expand_dims(it, &x, b.arg("axis"))
    });
    reg_bound(m, "squeeze", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        squeeze(it, &x, b.opt("axis"))
    });
    reg_bound(m, "broadcast_to", host, |it, b, host| {
        let x = arr_of(it, b.arg("array"), host)?;
        broadcast_to(it, &x, b.arg("shape"))
    });
    reg_bound(m, "broadcast_arrays", host, |it, b, host| {
        let xs = b
            .rest
            .iter()
            .map(|v| arr_of(it, v, host))
            .collect::<RtResult<Vec<_>>>()?;
        let out = shp::broadcast_arrays(&xs).map_err(arr_err)?;
        Ok(Value::tuple(out.into_iter().map(Value::Array).collect()))
    });
    reg_bound(m, "concatenate", host, |it, b, host| {
        if b.opt("out").is_some() && b.opt("dtype").is_some() {
            return Err(type_err(
                "concatenate() only takes `out` or `dtype` as an argument, but both were provided.",
            ));
        }
        let arrs = seq(it, b.arg("arrays"), host)?;
        let axis = match &b.get("axis").cloned() {
            None => Some(0),
            Some(Value::None) => None,
            Some(v) => Some(int_of(v)?),
        };
        let out = out_arg(b.opt("out"))?;
        let dt = dt_arg(b.opt("dtype"))?;
        concat(&arrs, axis, out, dt, &casting_arg(b.opt("casting"))?)
    });
    reg_bound(m, "stack", host, |it, b, host| {
        let arrs = seq(it, b.arg("arrays"), host)?;
        let Some(first) = arrs.first() else {
            return Err(value_err("need at least one array to stack"));
        };
        if arrs.iter().any(|x| x.shape != first.shape) {
            return Err(value_err("all input arrays must have the same shape"));
        }
        let axis = match b.opt("axis") {
            None => 0,
            Some(v) => int_of(v)?,
        };
        let ax = axis1(axis, first.ndim() + 1)?;
        let arrs = arrs
            .iter()
            .map(|x| view(x, |l| shp::newaxes(l, &[ax])))
            .collect::<RtResult<Vec<_>>>()?;
        if b.opt("out").is_some() && b.opt("dtype").is_some() {
            return Err(type_err(
                "concatenate() only takes `out` or `dtype` as an argument, but both were provided.",
            ));
        }
        let out = out_arg(b.opt("out"))?;
        let dt = dt_arg(b.opt("dtype"))?;
        concat(
            &arrs,
            Some(ax as i64),
            out,
            dt,
            &casting_arg(b.opt("casting"))?,
        )
    });
    for (n, dims) in [
        ("vstack", 2),
        ("hstack", 1),
        ("dstack", 3),
        ("column_stack", 2),
    ] {
        reg_bound(m, n, host, move |it, b, host| {
            stack_like(it, n, b, host, dims)
        });
    }
    for (n, even) in [("split", true), ("array_split", false)] {
        reg_bound(m, n, host, move |it, b, host| {
            let x = arr_of(it, b.arg("ary"), host)?;
            let axis = b.opt("axis").cloned().unwrap_or(Value::Int(0));
            split(it, &x, b.arg("indices_or_sections"), &axis, even)
        });
    }
    reg_bound(m, "tile", host, |it, b, host| {
        let x = arr_of(it, b.arg("A"), host)?;
        let reps = ints_of(it, b.arg("reps"))?;
        if reps.iter().any(|&r| r < 0) {
            return Err(value_err("negative dimensions are not allowed"));
        }
        let reps: Vec<usize> = reps.iter().map(|&r| r as usize).collect();
        val(shp::tile(&x, &reps).map_err(arr_err))
    });
    reg_bound(m, "repeat", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        repeat(it, &x, b.arg("repeats"), b.opt("axis"))
    });
    reg_bound(m, "flip", host, |it, b, host| {
        let x = arr_of(it, b.arg("m"), host)?;
        flip(it, &x, b.opt("axis"))
    });
    for (n, dims) in [("fliplr", 2), ("flipud", 1)] {
        reg_bound(m, n, host, move |it, b, host| {
            let x = arr_of(it, b.arg("m"), host)?;
            if x.ndim() < dims {
                return Err(value_err(format!("Input must be >= {dims}-d.")));
            }
            val(view(&x, |l| shp::flip(l, &[dims - 1])))
        });
    }
    reg_bound(m, "roll", host, |it, b, host| {
        let x = arr_of(it, b.arg("a"), host)?;
        roll(it, &x, b.arg("shift"), b.opt("axis"))
    });
    reg_bound(m, "rot90", host, |it, b, host| {
        let x = arr_of(it, b.arg("m"), host)?;
        let k = b.get("k").cloned().unwrap_or(Value::Int(1));
        rot90(it, &x, &k, b.opt("axes"))
    });
    reg_bound(m, "pad", host, pad);
    for (n, dims) in [("atleast_1d", 1), ("atleast_2d", 2), ("atleast_3d", 3)] {
        reg_bound(m, n, host, move |it, b, host| {
            let out = b
                .rest
                .iter()
                .map(|v| {
                    let x = arr_of(it, v, host)?;
                    atleast(&x, dims).map(Value::Array)
                })
                .collect::<RtResult<Vec<_>>>()?;
            Ok(if out.is_empty() {
                Value::tuple(out)
            } else {
                one_or_tuple(out)
            })
        });
    }
}

/// `a.NAME(...)` when NAME belongs to this family; `b` holds the arguments bound to the
/// method's declaration.
pub fn method(it: &mut Interp, a: &ArrayRef, name: &str, b: &Bound) -> Option<RtResult<Value>> {
    Some(match name {
        "swapaxes" => swapaxes(it, a, b.arg("axis1"), b.arg("axis2")),
        "squeeze" => squeeze(it, a, b.opt("axis")),
        "repeat" => repeat(it, a, b.arg("repeats"), b.opt("axis")),
        _ => return None,
    })
}
