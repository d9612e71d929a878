//! `np.fft` / `cp.fft`: fft ifft rfft irfft hfft ihfft, their 2-d and n-d forms, fftfreq
//! rfftfreq fftshift ifftshift, with `n`/`s`, `axis`/`axes` and `norm` as NumPy. Every
//! transform is complex-to-complex in double precision by the array's backend (`Spectra`:
//! rustfft or cuFFT); cropping, zero-padding, the Hermitian spectrum of the inverse real
//! transforms, scaling, shifts and frequencies are array operations, the same on both.
//! float32/complex64 input gives complex64 (float32) results, as NumPy 2.
use super::reg_bound;
use super::stats::give;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::array::{self as arr, ArrayRef};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::arrays::device_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};

/// Which way a transform goes and how it is scaled (NumPy's `norm`).
#[derive(Clone, Copy, PartialEq)]
enum Norm {
    Backward,
    Ortho,
    Forward,
}

impl Norm {
    fn parse(v: Option<&Value>) -> RtResult<Norm> {
        match v {
            None | Some(Value::None) => Ok(Norm::Backward),
            Some(Value::Str(s)) => match &**s {
                "backward" => Ok(Norm::Backward),
                "ortho" => Ok(Norm::Ortho),
                "forward" => Ok(Norm::Forward),
                other => Err(value_err(format!(
                    "Invalid norm value {other}; should be \"backward\",\"ortho\" or \"forward\"."
                ))),
            },
            Some(_) => Err(value_err(
                "Invalid norm value; should be \"backward\",\"ortho\" or \"forward\".",
            )),
        }
    }

    /// hfft/ihfft use the opposite direction's scaling.
    fn swapped(self) -> Norm {
        match self {
            Norm::Backward => Norm::Forward,
            Norm::Forward => Norm::Backward,
            Norm::Ortho => Norm::Ortho,
        }
    }

    fn scale(self, n: usize, inverse: bool) -> f64 {
        match (self, inverse) {
            (Norm::Ortho, _) => 1.0 / (n as f64).sqrt(),
            (Norm::Backward, true) | (Norm::Forward, false) => 1.0 / n as f64,
            _ => 1.0,
        }
    }
}

/// The complex dtype results take: complex64 for float32/complex64 input.
fn complex_of(d: DType) -> DType {
    match d {
        DType::F32 | DType::C64 | DType::F16 => DType::C64,
        _ => DType::C128,
    }
}

fn real_of(d: DType) -> DType {
    if complex_of(d) == DType::C64 {
        DType::F32
    } else {
        DType::F64
    }
}

fn check_n(n: i64) -> RtResult<usize> {
    if n < 1 {
        return Err(value_err(format!(
            "Invalid number of FFT data points ({n}) specified."
        )));
    }
    Ok(n as usize)
}

/// A complex128 result of `x`'s shape with `n` along `axis` can be made: NumPy's errors for
/// a size too big or memory not there, before any row is built.
fn result_room(x: &ArrayRef, axis: usize, n: usize) -> RtResult<()> {
    let mut shape = x.shape.clone();
    shape[axis] = n;
    // Host memory is reserved up front (NumPy's MemoryError); a device checks its own.
    if arr::device_of(x) != crate::backend::Device::Cpu {
        crate::array::alloc::shape_size(DType::C128, &shape).map_err(arr_err)?;
    } else {
        crate::array::alloc::reserve(DType::C128, &shape).map_err(arr_err)?;
    }
    Ok(())
}

/// The complex rows of `x` along `axis`, each cropped (a view) or zero-padded (a write into
/// zeros) to `n`, made contiguous along the axis, transformed by the backend of `x` in one
/// batched call, scaled lazily; the result in `dt` (complex64: single precision, as NumPy 2
/// and cuFFT's C2C; complex128) with `shape[axis] = n`.
fn transform(
    it: &mut Interp,
    x: &ArrayRef,
    axis: usize,
    n: usize,
    inverse: bool,
    scale: f64,
    dt: DType,
) -> RtResult<ArrayRef> {
    result_room(x, axis, n)?;
    let c = cast(x.clone(), dt)?;
    let len = c.shape[axis];
    let mut shape = c.shape.clone();
    shape[axis] = n;
    let rows_of = if n <= len {
        first(it, &c, axis, n)?
    } else {
        let z = zeros(&shape, x.host, dt)?;
        let head = first(it, &z, axis, len)?;
        let (buf, lay) = head.ready().map_err(arr_err)?;
        arr::write_into(&buf, &lay, dt, &c).map_err(arr_err)?;
        z
    };
    let (buf, off) = crate::array::rows::row_buf(&rows_of, Some(axis), false).map_err(arr_err)?;
    let count = others(&shape, axis);
    let out = arr::spectra_of(x)
        .fft((&buf, off), dt, n, count, inverse)
        .map_err(device_err)?;
    let r = crate::array::rows::from_rows_on(out, dt, &shape, axis, x.host).map_err(arr_err)?;
    if scale == 1.0 {
        return Ok(r);
    }
    let k = match dt {
        DType::C64 => arr::constant((scale, 0.0), None, DType::F32, x.host),
        _ => arr::constant((scale, 0.0), None, DType::F64, x.host),
    };
    arr::binary(crate::array::ops::Op::Mul, &r, &k).map_err(arr_err)
}

/// Zeros of complex `dt` and `shape` where the arrays live (`host`), to be written into.
fn zeros(shape: &[usize], host: bool, dt: DType) -> RtResult<ArrayRef> {
    let zero = arr::constant((0.0, 0.0), None, dt, host);
    let wide = arr::broadcast_to(&zero, shape).map_err(arr_err)?;
    arr::astype(&wide, dt).map_err(arr_err)
}

/// The dtype a transform into `out` runs in: complex64 for complex64 results.
fn work(out: DType) -> DType {
    match out {
        DType::C64 => DType::C64,
        _ => DType::C128,
    }
}

/// The Hermitian spectrum of length `n` along `axis` from the half spectrum `c` (complex128),
/// built with array operations: the first n/2+1 values (zero-padded; DC
/// and, for even n, Nyquist with their imaginary parts dropped), then the mirrored
/// conjugates of values 1..n-n/2-1, each written into a buffer of zeros through views.
fn hermitian(it: &mut Interp, c: &ArrayRef, axis: usize, n: usize) -> RtResult<ArrayRef> {
    let half = n / 2 + 1;
    let k = half.min(c.shape[axis]);
    let mut shape = c.shape.clone();
    shape[axis] = n;
    let z = zeros(&shape, c.host, DType::C128)?;
    let head = first(it, c, axis, k)?;
    // Positions along the axis: an index leaf that steps along `axis` only.
    let mut strides = vec![0isize; head.ndim()];
    strides[axis] = 1;
    let pos = arr::positions(
        crate::array::layout::Layout {
            shape: head.shape.clone(),
            strides,
            offset: 0,
        },
        c.host,
    );
    let at = |p: usize| arr::constant((p as f64, 0.0), Some(p as i64), DType::I64, c.host);
    let mut edge = arr::binary(Op::Eq, &pos, &at(0)).map_err(arr_err)?;
    if n.is_multiple_of(2) {
        let nyquist = arr::binary(Op::Eq, &pos, &at(n / 2)).map_err(arr_err)?;
        edge = arr::binary(Op::LogicalOr, &edge, &nyquist).map_err(arr_err)?;
    }
    let real = arr::unary(Op::Real, &head).map_err(arr_err)?;
    let real = arr::astype(&real, DType::C128).map_err(arr_err)?;
    let head = arr::where_(&edge, &real, &head).map_err(arr_err)?;
    let dst = span(it, &z, axis, (0, k as i64, 1))?;
    let (buf, lay) = dst.ready().map_err(arr_err)?;
    arr::write_into(&buf, &lay, DType::C128, &head).map_err(arr_err)?;
    if n > half {
        let mirror = span(it, &z, axis, ((n - half) as i64, 0, -1))?;
        let mirror = arr::unary(Op::Conj, &mirror).map_err(arr_err)?;
        let mirror = arr::astype(&mirror, DType::C128).map_err(arr_err)?;
        let (mbuf, _) = mirror.ready().map_err(arr_err)?;
        let mirror = crate::array::Array::view(
            mbuf,
            crate::array::layout::Layout::contiguous(&mirror.shape),
            DType::C128,
            c.host,
        );
        let dst = span(it, &z, axis, (half as i64, n as i64, 1))?;
        let (buf, lay) = dst.ready().map_err(arr_err)?;
        arr::write_into(&buf, &lay, DType::C128, &mirror).map_err(arr_err)?;
    }
    Ok(z)
}

/// `x[..., start:stop:step, ...]` along `axis` (a view).
fn span(
    it: &mut Interp,
    x: &ArrayRef,
    axis: usize,
    (start, stop, step): (i64, i64, i64),
) -> RtResult<ArrayRef> {
    let mut items: Vec<Value> = (0..x.ndim())
        .map(|_| Value::Slice(std::rc::Rc::new((Value::None, Value::None, Value::None))))
        .collect();
    items[axis] = Value::Slice(std::rc::Rc::new((
        Value::Int(start),
        Value::Int(stop),
        Value::Int(step),
    )));
    match it.array_getitem(x, &Value::tuple(items))? {
        Value::Array(a) => Ok(a),
        _ => Err(type_err("fft: expected an array")),
    }
}

/// How many rows there are along `axis` (the product of the other axes).
fn others(shape: &[usize], axis: usize) -> usize {
    (0..shape.len())
        .filter(|&k| k != axis)
        .map(|k| shape[k])
        .product()
}

/// The first `k` entries along `axis` (a view).
fn first(it: &mut Interp, x: &ArrayRef, axis: usize, k: usize) -> RtResult<ArrayRef> {
    let mut items: Vec<Value> = (0..x.ndim())
        .map(|_| Value::Slice(std::rc::Rc::new((Value::None, Value::None, Value::None))))
        .collect();
    items[axis] = Value::Slice(std::rc::Rc::new((
        Value::None,
        Value::Int(k as i64),
        Value::None,
    )));
    match it.array_getitem(x, &Value::tuple(items))? {
        Value::Array(a) => Ok(a),
        _ => Err(type_err("fft: expected an array")),
    }
}

fn cast(x: ArrayRef, d: DType) -> RtResult<ArrayRef> {
    if x.dtype == d {
        Ok(x)
    } else {
        arr::astype(&x, d).map_err(arr_err)
    }
}

/// One 1-d transform of any kind along `axis`: `n` is the output length (the input length
/// for c2c, the real length for r2c/c2r).
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    C2C { inverse: bool },
    R2C,
    C2R,
}

fn one(
    it: &mut Interp,
    x: &ArrayRef,
    axis: usize,
    n: Option<usize>,
    kind: Kind,
    norm: Norm,
    out_dt: DType,
) -> RtResult<ArrayRef> {
    if x.dtype.is_complex() && kind == Kind::R2C {
        return Err(type_err(
            "ufunc 'rfft_n_even' not supported for the input types",
        ));
    }
    let len = x.shape[axis];
    match kind {
        Kind::C2C { inverse } => {
            let n = n.unwrap_or(len);
            let n = check_n(n as i64)?;
            let r = transform(
                it,
                x,
                axis,
                n,
                inverse,
                norm.scale(n, inverse),
                work(out_dt),
            )?;
            cast(r, out_dt)
        }
        Kind::R2C => {
            let n = check_n(n.unwrap_or(len) as i64)?;
            let r = transform(it, x, axis, n, false, norm.scale(n, false), work(out_dt))?;
            let r = first(it, &r, axis, n / 2 + 1)?;
            cast(r, out_dt)
        }
        Kind::C2R => {
            let n = check_n(n.map_or(2 * (len as i64 - 1), |v| v as i64))?;
            // The Hermitian spectrum: the first n/2+1 inputs (zero-padded), the rest their
            // mirrored conjugates; the imaginary parts of DC (and Nyquist) are ignored.
            let c = cast(x.clone(), DType::C128)?;
            result_room(&c, axis, n)?;
            let spec = hermitian(it, &c, axis, n)?;
            let r = transform(it, &spec, axis, n, true, norm.scale(n, true), DType::C128)?;
            let re = arr::unary(crate::array::ops::Op::Real, &r).map_err(arr_err)?;
            cast(re, out_dt)
        }
    }
}

fn axis_of(it: &Interp, v: Option<&Value>, nd: usize) -> RtResult<usize> {
    match v {
        None | Some(Value::None) => {
            if nd == 0 {
                return Err(crate::interp::error::err(
                    crate::interp::error::ExcType::AxisError,
                    "axis -1 is out of bounds for array of dimension 0",
                ));
            }
            Ok(nd - 1)
        }
        Some(v) => it.norm_axis(crate::builtins::want_int(v, "axis")?, nd),
    }
}

fn n_of(v: Option<&Value>) -> RtResult<Option<usize>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => Ok(Some(check_n(crate::builtins::want_int(v, "n")?)?)),
    }
}

/// `s` and `axes` of the n-d transforms as NumPy's `_cook_nd_args`.
fn cook(
    it: &mut Interp,
    x: &ArrayRef,
    s: Option<&Value>,
    axes: Option<&Value>,
    default_two: bool,
) -> RtResult<(Vec<Option<usize>>, Vec<usize>)> {
    let nd = x.ndim();
    let ints = |it: &mut Interp, v: &Value, what: &str| -> RtResult<Vec<i64>> {
        it.to_vec(v)?
            .iter()
            .map(|e| crate::builtins::want_int(e, what))
            .collect()
    };
    let s = match s {
        None | Some(Value::None) => None,
        Some(v) => Some(ints(it, v, "s")?),
    };
    let axes: Vec<i64> = match axes {
        None | Some(Value::None) => match (&s, default_two) {
            (_, true) => vec![-2, -1],
            (Some(s), false) => (nd as i64 - s.len() as i64..nd as i64).collect(),
            (None, false) => (0..nd as i64).collect(),
        },
        Some(v) => ints(it, v, "axes")?,
    };
    if let Some(s) = &s
        && s.len() != axes.len()
    {
        return Err(value_err("Shape and axes have different lengths."));
    }
    let axes: Vec<usize> = axes
        .iter()
        .map(|&a| it.norm_axis(a, nd))
        .collect::<RtResult<_>>()?;
    let sizes = match s {
        Some(s) => s
            .iter()
            .map(|&v| {
                if v == -1 {
                    Ok(None)
                } else {
                    check_n(v).map(Some)
                }
            })
            .collect::<RtResult<_>>()?,
        None => vec![None; axes.len()],
    };
    Ok((sizes, axes))
}

pub fn install(m: &Module, host: bool) {
    let f = Module::new(if host { "numpy.fft" } else { "cupy.fft" });
    let one_d: [(&'static str, Kind, bool); 6] = [
        ("fft", Kind::C2C { inverse: false }, false),
        ("ifft", Kind::C2C { inverse: true }, false),
        ("rfft", Kind::R2C, false),
        ("irfft", Kind::C2R, false),
        ("hfft", Kind::C2R, true),
        ("ihfft", Kind::R2C, true),
    ];
    for (name, kind, herm) in one_d {
        reg_bound(&f, name, host, move |it, b, host| {
            let x = it.to_array(b.arg("a"), host, None)?;
            let axis = axis_of(it, b.opt("axis"), x.ndim())?;
            let n = n_of(b.opt("n"))?;
            let norm = Norm::parse(b.opt("norm"))?;
            let out_dt = match kind {
                Kind::C2R => real_of(x.dtype),
                _ => complex_of(x.dtype),
            };
            let r = if herm {
                // hfft(a) = irfft(conj(a)) and ihfft(a) = conj(rfft(a)), norms swapped.
                let conj =
                    |x: &ArrayRef| arr::unary(crate::array::ops::Op::Conj, x).map_err(arr_err);
                if kind == Kind::C2R {
                    let c = conj(&x)?;
                    one(it, &c, axis, n, kind, norm.swapped(), out_dt)?
                } else {
                    let r = one(it, &x, axis, n, kind, norm.swapped(), out_dt)?;
                    conj(&r)?
                }
            } else {
                one(it, &x, axis, n, kind, norm, out_dt)?
            };
            give(it, r, &b.opt("out").cloned())
        });
    }
    let n_d: [(&'static str, Kind, bool); 8] = [
        ("fft2", Kind::C2C { inverse: false }, true),
        ("ifft2", Kind::C2C { inverse: true }, true),
        ("rfft2", Kind::R2C, true),
        ("irfft2", Kind::C2R, true),
        ("fftn", Kind::C2C { inverse: false }, false),
        ("ifftn", Kind::C2C { inverse: true }, false),
        ("rfftn", Kind::R2C, false),
        ("irfftn", Kind::C2R, false),
    ];
    for (name, kind, two) in n_d {
        reg_bound(&f, name, host, move |it, b, host| {
            let x = it.to_array(b.arg("a"), host, None)?;
            let (sizes, axes) = cook(it, &x, b.opt("s"), b.opt("axes"), two)?;
            let norm = Norm::parse(b.opt("norm"))?;
            let r = nd(it, &x, &sizes, &axes, kind, norm)?;
            give(it, r, &b.opt("out").cloned())
        });
    }
    for (name, real) in [("fftfreq", false), ("rfftfreq", true)] {
        reg_bound(&f, name, host, move |it, b, host| {
            let n = crate::builtins::want_int(b.arg("n"), "n")?;
            let d = match b.opt("d") {
                None => 1.0,
                Some(Value::Int(i)) => *i as f64,
                Some(Value::Float(f)) => *f,
                Some(v) => {
                    it.to_array(v, host, Some(DType::F64))?
                        .to_col()
                        .map_err(arr_err)?
                        .get_c(0)
                        .0
                }
            };
            if n <= 0 {
                return Err(value_err(if n == 0 {
                    "float division by zero"
                } else {
                    "negative dimensions are not allowed"
                }));
            }
            let val = 1.0 / (n as f64 * d);
            let ks: Vec<i64> = if real {
                (0..n / 2 + 1).collect()
            } else {
                let half = (n - 1) / 2 + 1;
                (0..half).chain(-(n / 2)..0).collect()
            };
            let vals: Vec<f64> = ks.iter().map(|&k| k as f64 * val).collect();
            let len = vals.len();
            Ok(Value::Array(arr::Array::from_col(
                Col::F(vals),
                DType::F64,
                vec![len],
                host,
            )))
        });
    }
    for (name, inverse) in [("fftshift", false), ("ifftshift", true)] {
        reg_bound(&f, name, host, move |it, b, host| {
            let x = it.to_array(b.arg("x"), host, None)?;
            let axes: Vec<usize> = match b.opt("axes") {
                None => (0..x.ndim()).collect(),
                Some(Value::Int(i)) => vec![it.norm_axis(*i, x.ndim())?],
                Some(v) => it
                    .to_vec(v)?
                    .iter()
                    .map(|e| it.norm_axis(crate::builtins::want_int(e, "axes")?, x.ndim()))
                    .collect::<RtResult<_>>()?,
            };
            let shifts: Vec<(usize, i64)> = axes
                .iter()
                .map(|&ax| {
                    let half = (x.shape[ax] / 2) as i64;
                    (ax, if inverse { -half } else { half })
                })
                .collect();
            let r = crate::array::shape::roll(&x, &shifts, false).map_err(arr_err)?;
            Ok(Value::Array(r))
        });
    }
    m.set("fft", Value::Module(f));
}

/// The n-d transforms: c2c over every axis; r2c on the last axis then c2c on the others;
/// c2r after c2c on all but the last axis.
fn nd(
    it: &mut Interp,
    x: &ArrayRef,
    sizes: &[Option<usize>],
    axes: &[usize],
    kind: Kind,
    norm: Norm,
) -> RtResult<ArrayRef> {
    let cdt = complex_of(x.dtype);
    let mut r = x.clone();
    let k = axes.len();
    if k == 0 {
        return cast(r, cdt);
    }
    match kind {
        Kind::C2C { .. } => {
            for i in (0..k).rev() {
                r = one(it, &r, axes[i], sizes[i], kind, norm, cdt)?;
            }
        }
        Kind::R2C => {
            r = one(it, &r, axes[k - 1], sizes[k - 1], Kind::R2C, norm, cdt)?;
            for i in (0..k - 1).rev() {
                r = one(
                    it,
                    &r,
                    axes[i],
                    sizes[i],
                    Kind::C2C { inverse: false },
                    norm,
                    cdt,
                )?;
            }
        }
        Kind::C2R => {
            for i in (0..k - 1).rev() {
                r = one(
                    it,
                    &r,
                    axes[i],
                    sizes[i],
                    Kind::C2C { inverse: true },
                    norm,
                    cdt,
                )?;
            }
            r = one(
                it,
                &r,
                axes[k - 1],
                sizes[k - 1],
                Kind::C2R,
                norm,
                real_of(x.dtype),
            )?;
        }
    }
    Ok(r)
}
