//! `cp.ElementwiseKernel(in_params, out_params, operation, name)`: CuPy's user-defined
//! elementwise kernel. The operation is CUDA C on one element: the parameters' names are
//! that element's values (outputs are references to assign), `i` its index and
//! `_ind.size()` the element count. Types are dtype names or one-letter placeholders (`T`)
//! taken from the arguments. Array inputs are broadcast together and cast to their
//! parameter's type; Python scalars go by value; outputs are new arrays unless given.
use crate::array::{self, ArrayRef, dtype::DType, layout};
use crate::backend::kernels::{Launch, RawError};
use crate::builtins::native;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::arrays::device_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Kwargs, Value};
use std::collections::HashMap;
use std::rc::Rc;

/// A parameter's type: a dtype, or a placeholder bound by the arguments.
#[derive(Clone)]
enum Ty {
    Fixed(DType),
    Var(String),
}

struct Param {
    ty: Ty,
    name: String,
}

struct Def {
    ins: Vec<Param>,
    outs: Vec<Param>,
    operation: String,
    name: String,
    preamble: String,
    options: Vec<String>,
}

/// The C type a kernel holds a dtype's element in (None: not offered here).
fn c_type(d: DType) -> Option<&'static str> {
    use DType::*;
    Some(match d {
        Bool => "bool",
        I8 => "signed char",
        U8 => "unsigned char",
        I16 => "short",
        U16 => "unsigned short",
        I32 => "int",
        U32 => "unsigned int",
        I64 => "long long",
        U64 => "unsigned long long",
        F32 => "float",
        F64 => "double",
        F16 | C64 | C128 => return None,
    })
}

fn params(text: &str) -> RtResult<Vec<Param>> {
    let mut out = Vec::new();
    for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let words: Vec<&str> = part.split_whitespace().collect();
        let (ty, name) = match words.as_slice() {
            [t, n] => (*t, *n),
            ["raw", ..] => {
                return Err(value_err(format!(
                    "ElementwiseKernel parameter '{part}': raw parameters are not supported by gpa"
                )));
            }
            _ => return Err(value_err(format!("cannot read kernel parameter '{part}'"))),
        };
        let ty = match DType::parse(ty) {
            Ok(d) => Ty::Fixed(d),
            Err(_) if ty.len() == 1 && ty.chars().all(|c| c.is_ascii_uppercase()) => {
                Ty::Var(ty.to_string())
            }
            Err(_) => return Err(type_err(format!("data type '{ty}' not understood"))),
        };
        out.push(Param {
            ty,
            name: name.to_string(),
        });
    }
    Ok(out)
}

pub fn install(m: &crate::interp::value::Module) {
    m.set(
        "ElementwiseKernel",
        native("ElementwiseKernel", |_, a, kw| {
            let s = |i: usize, name: &str| -> RtResult<String> {
                let v = a
                    .get(i)
                    .or_else(|| kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v));
                match v {
                    Some(Value::Str(s)) => Ok(s.to_string()),
                    None if name == "name" => Ok("kernel".into()),
                    _ => Err(type_err(format!(
                        "ElementwiseKernel() argument '{name}' must be a str"
                    ))),
                }
            };
            let opt = |name: &str| kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v);
            let options = super::raw_kernel::options(None, kw)?;
            let preamble = match opt("preamble") {
                Some(Value::Str(s)) => s.to_string(),
                _ => String::new(),
            };
            let def = Rc::new(Def {
                ins: params(&s(0, "in_params")?)?,
                outs: params(&s(1, "out_params")?)?,
                operation: s(2, "operation")?,
                name: s(3, "name")?,
                preamble,
                options,
            });
            let name = def.name.clone();
            Ok(native(&name, move |it, a, kw| call(it, &def, a, kw)))
        }),
    );
}

/// One argument as the kernel takes it.
enum Arg {
    Array(ArrayRef),
    Scalar(Value),
}

fn call(it: &mut Interp, k: &Def, a: &[Value], kw: &Kwargs) -> RtResult<Value> {
    let name = &k.name;
    if let Some((key, _)) = kw.first() {
        return Err(type_err(format!(
            "{name}() got an unexpected keyword argument '{key}'"
        )));
    }
    let (n_in, n_out) = (k.ins.len(), k.outs.len());
    if a.len() != n_in && a.len() != n_in + n_out {
        return Err(type_err(format!(
            "Wrong number of arguments for '{name}': {n_in} or {} expected, {} given",
            n_in + n_out,
            a.len()
        )));
    }
    let args: Vec<Arg> = a
        .iter()
        .map(|v| match v {
            Value::Array(x) if x.host => Err(type_err(format!(
                "{name}: a numpy (host) array was given; ElementwiseKernel takes cupy arrays"
            ))),
            Value::Array(x) if !x.shape.is_empty() => Ok(Arg::Array(x.clone())),
            Value::Array(x) => Ok(Arg::Scalar(it.array_item(x)?)),
            Value::Int(_) | Value::Float(_) | Value::Bool(_) => Ok(Arg::Scalar(v.clone())),
            other => Err(type_err(format!(
                "{name}: unsupported argument type {}",
                other.type_name()
            ))),
        })
        .collect::<RtResult<_>>()?;
    // Placeholders take the dtype of the first array argument declared with them.
    let mut bound: HashMap<String, DType> = HashMap::new();
    for (p, arg) in k.ins.iter().chain(&k.outs).zip(&args) {
        if let (Ty::Var(t), Arg::Array(x)) = (&p.ty, arg) {
            bound.entry(t.clone()).or_insert(x.dtype);
        }
    }
    let dtype_of = |p: &Param| -> RtResult<DType> {
        match &p.ty {
            Ty::Fixed(d) => Ok(*d),
            Ty::Var(t) => bound.get(t).copied().ok_or_else(|| {
                type_err(format!(
                    "{name}: the type of '{}' ({t}) could not be determined from the arguments",
                    p.name
                ))
            }),
        }
    };
    let mut shape: Vec<usize> = vec![];
    for arg in &args {
        if let Arg::Array(x) = arg {
            shape = layout::broadcast_shapes(&shape, &x.shape).map_err(value_err)?;
        }
    }
    let n = layout::size_of(&shape);
    // The C parameters and the per-element lines, with each argument's bits.
    let mut sig = Vec::new();
    let mut lines = Vec::new();
    let mut bits: Vec<u64> = Vec::new();
    let mut outs = Vec::new();
    // The inputs' (cast, contiguous) buffers live until the launch: a dropped one would be
    // freed and its memory handed to the next input.
    let mut keep = Vec::new();
    let device = crate::backend::kernels_for(true);
    for (k_i, p) in k.ins.iter().chain(&k.outs).enumerate() {
        let dt = dtype_of(p)?;
        let c = c_type(dt).ok_or_else(|| {
            type_err(format!(
                "{name}: parameter '{}' of dtype {} is not supported by gpa's ElementwiseKernel",
                p.name,
                dt.name()
            ))
        })?;
        let is_out = k_i >= n_in;
        match args.get(k_i) {
            Some(Arg::Scalar(v)) if !is_out => {
                sig.push(format!("{c} _s_{}", p.name));
                lines.push(format!("const {c} {} = _s_{};", p.name, p.name));
                bits.push(scalar_bits(name, &p.name, dt, v)?);
            }
            Some(Arg::Scalar(_)) => {
                return Err(type_err(format!(
                    "{name}: output '{}' must be an array",
                    p.name
                )));
            }
            Some(Arg::Array(x)) if is_out => {
                if x.shape != shape || x.dtype != dt {
                    return Err(value_err(format!(
                        "{name}: output '{}' must be a {} array of shape {}",
                        p.name,
                        dt.name(),
                        layout::shape_compact(&shape)
                    )));
                }
                outs.push((k_i, x.clone()));
                sig.push(format!("{c}* _p_{}", p.name));
                lines.push(format!("{c}& {} = _p_{}[i];", p.name, p.name));
                bits.push(0);
            }
            Some(Arg::Array(x)) => {
                let b = array::broadcast_to(x, &shape).map_err(arr_err)?;
                let b = if b.dtype == dt {
                    b
                } else {
                    array::astype(&b, dt).map_err(arr_err)?
                };
                // A contiguous copy when the array is a broadcast or strided view.
                let (buf, lay) = b.ready().map_err(arr_err)?;
                let (buf, off) = if lay.is_contiguous() {
                    (buf, lay.offset)
                } else {
                    let c = array::astype(&b, dt).map_err(arr_err)?;
                    let (buf, lay) = c.ready().map_err(arr_err)?;
                    (buf, lay.offset)
                };
                sig.push(format!("const {c}* _p_{}", p.name));
                lines.push(format!("const {c} {} = _p_{}[i];", p.name, p.name));
                if device.is_some() {
                    let d = buf.on_device(dt).map_err(device_err)?;
                    bits.push(d.ptr() + (off * dt.itemsize()) as u64);
                    drop(d);
                    keep.push(buf);
                } else {
                    bits.push(0);
                }
            }
            None => {
                let buf = crate::backend::for_arrays(true)
                    .empty(dt, n)
                    .map_err(device_err)?;
                let x = array::Array::view(buf, layout::Layout::contiguous(&shape), dt, false);
                outs.push((k_i, x));
                sig.push(format!("{c}* _p_{}", p.name));
                lines.push(format!("{c}& {} = _p_{}[i];", p.name, p.name));
                bits.push(0);
            }
        }
    }
    let Some(device) = device else {
        return Err(err(
            ExcType::RuntimeError,
            format!(
                "ElementwiseKernel needs a CUDA device (kernel '{name}'; this session runs on the CPU)"
            ),
        ));
    };
    // Outputs: pending readers run first, then the kernel writes them on the device.
    for (k_i, x) in &outs {
        let (buf, lay) = x.ready().map_err(arr_err)?;
        array::flush_readers(&buf).map_err(arr_err)?;
        let dt = x.dtype;
        let d = buf.on_device_for_write(dt).map_err(device_err)?;
        bits[*k_i] = d.ptr() + (lay.offset * dt.itemsize()) as u64;
    }
    sig.push("long long _n".into());
    bits.push(n as u64);
    let src = kernel_source(&k.preamble, name, &sig, &lines, &k.operation);
    if n > 0 {
        let blocks = n.div_ceil(256).clamp(1, 1 << 20) as u32;
        let launch = Launch {
            src: &src,
            options: &k.options,
            name,
            grid: [blocks, 1, 1],
            block: [256, 1, 1],
            shared: 0,
            args: &bits,
        };
        match device.launch_raw(&launch) {
            Ok(()) => {}
            Err(RawError::Device(e)) => return Err(crate::interp::arrays::device_err(e)),
            Err(RawError::Compile(e)) => {
                return Err(err(
                    ExcType::CompileException,
                    format!(
                        "ElementwiseKernel '{name}' did not compile (NVRTC):\n{}",
                        e.log.trim_end()
                    ),
                ));
            }
        }
    }
    drop(keep);
    let mut vals: Vec<Value> = outs.into_iter().map(|(_, x)| Value::Array(x)).collect();
    Ok(if vals.len() == 1 {
        vals.pop().expect("one output")
    } else {
        Value::tuple(vals)
    })
}

/// The CUDA C of one kernel: a grid-stride loop binding each parameter's element, then
/// the user's operation.
fn kernel_source(preamble: &str, name: &str, sig: &[String], lines: &[String], op: &str) -> String {
    format!(
        "{preamble}
struct gpa_ind {{ long long n; __device__ long long size() const {{ return n; }} }};
extern \"C\" __global__ void {name}({}) {{
  const gpa_ind _ind = {{_n}};
  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < _n; i += (long long)gridDim.x * blockDim.x) {{
    {}
    {op};
  }}
}}
",
        sig.join(", "),
        lines.join("\n    "),
    )
}

/// A by-value input's bits in its C type (the low bytes hold narrower types).
fn scalar_bits(name: &str, param: &str, dt: DType, v: &Value) -> RtResult<u64> {
    use super::raw_kernel::BitsErr;
    super::raw_kernel::scalar_bits(dt, v).map_err(|e| match e {
        BitsErr::Type => type_err(format!(
            "{name}: parameter '{param}' ({}) cannot take {}",
            dt.name(),
            v.type_name()
        )),
        BitsErr::Overflow(i) => err(
            ExcType::OverflowError,
            format!(
                "{name}: parameter '{param}' ({}): {i} does not fit",
                dt.name()
            ),
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_source_compiles() {
        if !crate::backend::compiler_present() {
            assert!(
                !std::env::var("GPA_REQUIRE_NVRTC").is_ok_and(|v| v == "1"),
                "GPA_REQUIRE_NVRTC=1 but libnvrtc could not be loaded"
            );
            return;
        }
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let src = kernel_source(
            "",
            "pair",
            &s(&[
                "const int* _p_a",
                "float _s_b",
                "int* _p_lo",
                "long long _n",
            ]),
            &s(&[
                "const int a = _p_a[i];",
                "const float b = _s_b;",
                "int& lo = _p_lo[i];",
            ]),
            "lo = a - 1 + (int)b + i + _ind.size()",
        );
        let r = crate::backend::compile_check(&src);
        assert!(r.is_ok(), "{}", r.err().map(|e| e.log).unwrap_or_default());
    }
}
