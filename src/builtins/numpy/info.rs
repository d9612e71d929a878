//! `np.finfo` and `np.iinfo`: machine limits of the float and integer dtypes, as records
//! whose attributes are NumPy scalars (floats) or Python ints (integers), printed as NumPy;
//! and the dtype questions `result_type promote_types can_cast iscomplexobj isrealobj`.
use super::{dtype_arg, reg_bound};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::dtype::{self, Weak};
use crate::array::{Array, ArrayRef};
use crate::builtins::format::format_float;
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "finfo", host, |it, b, _| {
        finfo(it, dtype_of(b.arg("dtype"))?)
    });
    reg_bound(m, "iinfo", host, |it, b, _| iinfo(it, b.arg("int_type")));
    reg_bound(m, "result_type", host, |_, b, _| {
        if b.rest.is_empty() {
            return Err(value_err("at least one array or dtype is required"));
        }
        Ok(Value::DType(result_type(&b.rest)?, false))
    });
    reg_bound(m, "promote_types", host, |_, b, _| {
        let (x, y) = (strong_dtype(b.arg("type1"))?, strong_dtype(b.arg("type2"))?);
        Ok(Value::DType(dtype::promote(x, y), false))
    });
    reg_bound(m, "can_cast", host, |_, b, _| {
        let casting = match b.get("casting") {
            Some(Value::Str(s)) => s.to_string(),
            Some(o) => {
                return Err(type_err(format!(
                    "casting must be str, not {}",
                    o.type_name()
                )));
            }
            None => "safe".into(),
        };
        dtype::check_casting(&casting).map_err(value_err)?;
        let (from, to) = (b.arg("from_"), b.arg("to"));
        if matches!(from, Value::Int(_) | Value::Float(_) | Value::Complex(..)) {
            return Err(type_err(
                "can_cast() does not support Python ints, floats, and complex because the result used to depend on the value.\nThis change was part of adopting NEP 50, we may explicitly allow them again in the future.",
            ));
        }
        let (from, to) = (strong_dtype(from)?, strong_dtype(to)?);
        Ok(Value::Bool(dtype::can_cast(from, to, &casting)))
    });
    for (name, complex) in [("iscomplexobj", true), ("isrealobj", false)] {
        reg_bound(m, name, host, move |it, b, host| {
            let d = match b.arg("x") {
                Value::Array(x) => x.dtype,
                v => it.to_array(v, host, None)?.dtype,
            };
            Ok(Value::Bool(d.is_complex() == complex))
        });
    }
}

/// The dtype of an array or a dtype-like (a Python scalar here names its default dtype).
fn strong_dtype(v: &Value) -> RtResult<DType> {
    match v {
        Value::Array(x) => Ok(x.dtype),
        Value::None => Err(type_err("Cannot interpret 'None' as a data type")),
        v => dtype_of(v),
    }
}

/// `np.result_type` under NEP 50: arrays and dtypes promote as `promote_types`; Python
/// scalars are weak (they only raise the kind: int8 with 1.0 gives float64, float32 stays).
fn result_type(args: &[Value]) -> RtResult<DType> {
    let mut strong: Option<DType> = None;
    let mut weak: Vec<Weak> = Vec::new();
    for v in args {
        match v {
            Value::Bool(_) => weak.push(Weak::Bool),
            Value::Int(_) => weak.push(Weak::Int),
            Value::Float(_) => weak.push(Weak::Float),
            Value::Complex(..) => weak.push(Weak::Complex),
            v => {
                let d = strong_dtype(v)?;
                strong = Some(strong.map_or(d, |s| dtype::promote(s, d)));
            }
        }
    }
    Ok(match strong {
        None => dtype::from_python_kinds(&weak),
        Some(d) => weak.into_iter().fold(d, dtype::promote_weak),
    })
}

/// The dtype a value names: a dtype, a dtype string, an array, or a Python number.
fn dtype_of(v: &Value) -> RtResult<DType> {
    Ok(match v {
        Value::Array(a) => a.dtype,
        Value::Float(_) => DType::F64,
        Value::Int(_) => DType::I64,
        Value::Complex(..) => DType::C128,
        Value::Bool(_) => DType::Bool,
        v => dtype_arg(v)?.unwrap_or(DType::F64),
    })
}

/// (bits, machep, negep, minexp, maxexp, nmant, nexp, precision, digits in `str`)
fn float_params(d: DType) -> (i64, i32, i32, i32, i32, i64, i64, i64, usize) {
    match d {
        DType::F16 => (16, -10, -11, -14, 16, 10, 5, 3, 5),
        DType::F32 => (32, -23, -24, -126, 128, 23, 8, 6, 7),
        _ => (64, -52, -53, -1022, 1024, 52, 11, 15, 16),
    }
}

fn scalar(d: DType, v: f64) -> ArrayRef {
    let c = Col::F(vec![v]).cast(DType::F64, d);
    Array::from_col(c, d, vec![], true).as_scalar()
}

fn finfo(it: &mut Interp, d: DType) -> RtResult<Value> {
    let d = match d {
        DType::C64 => DType::F32,
        DType::C128 => DType::F64,
        d if d.is_float() => d,
        d => {
            return Err(value_err(format!(
                "data type <class 'numpy.{}'> not inexact",
                d.name()
            )));
        }
    };
    let (bits, machep, negep, minexp, maxexp, nmant, nexp, precision, digits) = float_params(d);
    let p2 = |e: i32| 2f64.powi(e);
    let max = match d {
        DType::F16 => 65504.0,
        DType::F32 => f32::MAX as f64,
        _ => f64::MAX,
    };
    let sub = p2(minexp - nmant as i32);
    let sub = if d == DType::F64 { 5e-324 } else { sub };
    let resolution = scalar(d, 10f64.powi(-(precision as i32)));
    let e = |v: f64| {
        let x = Col::F(vec![v]).cast(DType::F64, d).get_c(0).0;
        format_float(x, &format!(".{digits}e")).unwrap_or_default()
    };
    let res_str = it.to_str(&Value::Array(resolution.clone()))?;
    let repr = format!(
        "finfo(resolution={res_str}, min=-{}, max={}, dtype={})",
        e(max),
        e(max),
        d.name()
    );
    let line = "---------------------------------------------------------------";
    let str = format!(
        "Machine parameters for {}\n{line}\nprecision = {precision:>3}   resolution = {}\nmachep = {machep:>6}   eps =        {}\nnegep =  {negep:>6}   epsneg =     {}\nminexp = {minexp:>6}   tiny =       {}\nmaxexp = {maxexp:>6}   max =        {}\nnexp =   {nexp:>6}   min =        -max\nsmallest_normal = {}   smallest_subnormal = {}\n{line}\n",
        d.name(),
        e(10f64.powi(-(precision as i32))),
        e(p2(machep)),
        e(p2(negep)),
        e(p2(minexp)),
        e(max),
        e(p2(minexp)),
        e(sub),
    );
    let m = Module::record("finfo", repr, str);
    m.set("bits", Value::Int(bits));
    m.set("eps", Value::Array(scalar(d, p2(machep))));
    m.set("epsneg", Value::Array(scalar(d, p2(negep))));
    m.set("max", Value::Array(scalar(d, max)));
    m.set("min", Value::Array(scalar(d, -max)));
    m.set("tiny", Value::Array(scalar(d, p2(minexp))));
    m.set("smallest_normal", Value::Array(scalar(d, p2(minexp))));
    m.set("smallest_subnormal", Value::Array(scalar(d, sub)));
    m.set("resolution", Value::Array(resolution));
    m.set("precision", Value::Int(precision));
    m.set("machep", Value::Int(machep as i64));
    m.set("negep", Value::Int(negep as i64));
    m.set("minexp", Value::Int(minexp as i64));
    m.set("maxexp", Value::Int(maxexp as i64));
    m.set("nmant", Value::Int(nmant));
    m.set("nexp", Value::Int(nexp));
    m.set("dtype", Value::DType(d, false));
    Ok(Value::Module(m))
}

fn iinfo(_: &mut Interp, v: &Value) -> RtResult<Value> {
    let d = dtype_of(v)?;
    if !d.is_int() {
        return Err(value_err(format!(
            "Invalid integer data type '{}'.",
            d.kind()
        )));
    }
    let bits = 8 * d.itemsize() as u32;
    let unsigned = d.kind() == 'u';
    let (min, max): (i128, i128) = if unsigned {
        (0, (1i128 << bits) - 1)
    } else {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    };
    let line = "---------------------------------------------------------------";
    let repr = format!("iinfo(min={min}, max={max}, dtype={})", d.name());
    let str = format!(
        "Machine parameters for {}\n{line}\nmin = {min}\nmax = {max}\n{line}\n",
        d.name()
    );
    let m = Module::record("iinfo", repr, str);
    m.set("bits", Value::Int(bits as i64));
    m.set("min", Value::Int(min as i64));
    m.set("max", crate::interp::long::int(max.into()));
    m.set("kind", Value::str(&d.kind().to_string()));
    m.set("dtype", Value::DType(d, false));
    Ok(Value::Module(m))
}
