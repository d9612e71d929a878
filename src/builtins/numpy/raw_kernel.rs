//! Raw kernels in scripts: the `raw_kernel` statement, `cp.RawKernel(code, name)` and
//! `cp.RawModule(code=...).get_function(name)`. A kernel is called as CuPy's:
//! `k(grid, block, args, shared_mem=0)`. Every argument is checked against the parameter
//! list and converted before the launch (LANGUAGE.md): a `float*` takes a C-contiguous
//! float32 device array, an `int` a 32-bit int; a mismatch is a TypeError naming the
//! parameter. NVRTC's errors for a `raw_kernel` statement point at the script's lines.
use crate::array::{self, ArrayRef, col::wrap_int, dtype::DType};
use crate::backend::kernels::{CompileError, Launch, RawError};
use crate::builtins::native;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::arrays::device_err;
use crate::interp::error::{ExcType, RtErr, RtResult, err, type_err, value_err};
use crate::interp::value::{Kwargs, Value};
use crate::syntax::lexer::{KernelParam, RawKernelTok, parse_kernel_params};
use std::rc::Rc;

/// A kernel as written: what NVRTC compiles and how to check a launch's arguments.
struct KernelDef {
    name: String,
    params: Vec<Param>,
    source: String,
    options: Vec<String>,
    /// For a `raw_kernel` statement: the script's source id (NVRTC's line numbers are the
    /// script's, through `#line`).
    script: Option<u32>,
}

struct Param {
    name: String,
    ctype: String,
    kind: Kind,
}

enum Kind {
    /// A pointer to elements of a dtype (None: `void*` or a type gpa does not know, which
    /// takes any dtype); `write` unless the pointee is `const`.
    Ptr {
        elem: Option<DType>,
        write: bool,
    },
    Scalar(DType),
    /// A by-value type gpa cannot pass (a struct, a vector type).
    Unknown,
}

/// The dtype a C type names (`unsigned int` is uint32, `long long` int64, ...).
fn c_dtype(words: &str) -> Option<DType> {
    use DType::*;
    Some(match words {
        "float" => F32,
        "double" => F64,
        "int" | "signed" | "signed int" | "int32_t" => I32,
        "unsigned" | "unsigned int" | "uint32_t" => U32,
        "long" | "long int" | "long long" | "long long int" | "int64_t" | "ptrdiff_t" => I64,
        "unsigned long"
        | "unsigned long long"
        | "unsigned long long int"
        | "uint64_t"
        | "size_t" => U64,
        "short" | "short int" | "int16_t" => I16,
        "unsigned short" | "uint16_t" => U16,
        "char" | "signed char" | "int8_t" => I8,
        "unsigned char" | "uint8_t" => U8,
        "bool" => Bool,
        "half" | "__half" => F16,
        _ => return None,
    })
}

fn param(p: &KernelParam) -> Param {
    let stars = p.ctype.matches('*').count();
    let words: Vec<&str> = p
        .ctype
        .split(|c: char| c.is_whitespace() || c == '*')
        .filter(|w| !w.is_empty() && !matches!(*w, "const" | "volatile" | "__restrict__"))
        .collect();
    let base = words.join(" ");
    let kind = match stars {
        0 => c_dtype(&base).map_or(Kind::Unknown, Kind::Scalar),
        // A const pointee: `const float*` or `float const*` (not `float* const`).
        1 => Kind::Ptr {
            elem: c_dtype(&base),
            write: !p.ctype.split('*').next().unwrap_or("").contains("const"),
        },
        // A pointer to pointers is an address; gpa has none to give.
        _ => Kind::Unknown,
    };
    Param {
        name: p.name.clone(),
        ctype: p.ctype.clone(),
        kind,
    }
}

/// The kernel a `raw_kernel` statement defines (in source `src`).
pub fn from_statement(it: &Interp, k: &RawKernelTok, src: u32) -> Value {
    kernel_value(Rc::new(KernelDef {
        name: k.name.clone(),
        params: k.params.iter().map(param).collect(),
        source: statement_source(&it.sources[src as usize].text, k),
        options: vec![],
        script: Some(src),
    }))
}

/// What NVRTC compiles for a `raw_kernel` statement in script `text`: the kernel as
/// `extern "C"`, its body on the script's own line numbers (`#line`; the file is named
/// `gpa-script`, which the error message replaces by the script's name).
fn statement_source(text: &str, k: &RawKernelTok) -> String {
    // The body starts just after `{`, on the line the signature is written on here.
    let line = text[..k.body_span.0].matches('\n').count() + 1;
    let params: Vec<String> = k
        .params
        .iter()
        .map(|p| format!("{} {}", p.ctype, p.name))
        .collect();
    format!(
        "#line {line} \"gpa-script\"\nextern \"C\" __global__ void {}({}) {{{}}}\n",
        k.name,
        params.join(", "),
        k.body
    )
}

/// A kernel from CUDA C source text (`cp.RawKernel`, `RawModule.get_function`): its
/// parameters are read from `__global__ void NAME(...)` in the code.
fn from_code(code: &str, name: &str, options: Vec<String>) -> RtResult<Value> {
    let mut at = 0;
    let params = loop {
        let Some(p) = code[at..].find("__global__") else {
            return Err(value_err(format!(
                "no '__global__ void {name}(...)' in the kernel's code"
            )));
        };
        at += p + "__global__".len();
        let rest = code[at..].trim_start();
        let Some(rest) = rest.strip_prefix("void") else {
            continue;
        };
        let rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix(name)
            && after.trim_start().starts_with('(')
        {
            let open = code.len() - after.trim_start().len();
            let close = code[open..].find(')').map(|c| c + open).ok_or_else(|| {
                value_err(format!("the parameter list of '{name}' is not closed"))
            })?;
            break parse_kernel_params(code, open + 1, close)
                .map_err(|(m, _)| value_err(format!("kernel '{name}': {m}")))?;
        }
    };
    Ok(kernel_value(Rc::new(KernelDef {
        name: name.to_string(),
        params: params.iter().map(param).collect(),
        source: code.to_string(),
        options,
        script: None,
    })))
}

fn kernel_value(def: Rc<KernelDef>) -> Value {
    let name = def.name.clone();
    native(&name, move |it, a, kw| call(it, &def, a, kw))
}

/// `k(grid, block, args, shared_mem=0)`.
fn call(it: &mut Interp, k: &KernelDef, a: &[Value], kw: &Kwargs) -> RtResult<Value> {
    let name = &k.name;
    let mut shared = 0u32;
    for (key, v) in kw {
        match (&**key, v) {
            ("shared_mem", Value::Int(n)) if (0..=u32::MAX as i64).contains(n) => {
                shared = *n as u32
            }
            ("shared_mem", _) => {
                return Err(type_err("shared_mem must be a number of bytes (an int)"));
            }
            (other, _) => {
                return Err(type_err(format!(
                    "kernel '{name}' got an unexpected keyword argument '{other}'"
                )));
            }
        }
    }
    if a.len() != 3 {
        return Err(type_err(format!(
            "kernel '{name}' is called as {name}(grid, block, args) ({} arguments given)",
            a.len()
        )));
    }
    let grid = dims("grid", &a[0])?;
    let block = dims("block", &a[1])?;
    let args: Vec<Value> = match &a[2] {
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.borrow().clone(),
        _ => return Err(type_err("the kernel's arguments must be a tuple")),
    };
    if args.len() != k.params.len() {
        return Err(type_err(format!(
            "kernel '{name}' takes {} arguments ({} given)",
            k.params.len(),
            args.len()
        )));
    }
    // Check every argument before anything runs.
    let mut bits = Vec::with_capacity(args.len());
    let mut arrays = Vec::new();
    for (i, (p, v)) in k.params.iter().zip(&args).enumerate() {
        match &p.kind {
            Kind::Ptr { elem, write } => {
                arrays.push((i, pointee(name, p, *elem, v)?, *write));
                bits.push(0);
            }
            Kind::Scalar(dt) => bits.push(scalar(it, name, p, *dt, v)?),
            Kind::Unknown => {
                return Err(type_err(format!(
                    "kernel '{name}' parameter '{}' has type '{}', which gpa cannot pass",
                    p.name, p.ctype
                )));
            }
        }
    }
    let Some(device) = crate::backend::kernels_for(true) else {
        return Err(err(
            ExcType::RuntimeError,
            format!(
                "raw_kernel needs a CUDA device (kernel '{name}'; this session runs on the CPU)"
            ),
        ));
    };
    // Pending work runs first: what the kernel reads is computed, and whatever still reads
    // a buffer the kernel writes has read it.
    for (i, x, write) in &arrays {
        let (buf, lay) = x.ready().map_err(arr_err)?;
        if *write {
            array::flush_readers(&buf).map_err(arr_err)?;
        }
        let dev = if *write {
            buf.on_device_for_write(x.dtype)
        } else {
            buf.on_device(x.dtype)
        }
        .map_err(device_err)?;
        bits[*i] = dev.ptr() + (lay.offset * x.dtype.itemsize()) as u64;
    }
    let launch = Launch {
        src: &k.source,
        options: &k.options,
        name,
        grid,
        block,
        shared,
        args: &bits,
    };
    match device.launch_raw(&launch) {
        Ok(()) => Ok(Value::None),
        Err(RawError::Device(e)) => Err(crate::interp::arrays::device_err(e)),
        Err(RawError::Compile(e)) => Err(compile_error(it, k, &e)),
    }
}

/// A launch dimension: an int or a tuple of one to three positive ints.
fn dims(what: &str, v: &Value) -> RtResult<[u32; 3]> {
    let items: Vec<Value> = match v {
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.borrow().clone(),
        Value::Int(_) => vec![v.clone()],
        _ => vec![],
    };
    let mut d = [1u32; 3];
    if items.is_empty() || items.len() > 3 {
        return Err(type_err(format!("{what} must be a tuple of 1 to 3 ints")));
    }
    for (k, x) in items.iter().enumerate() {
        match x {
            Value::Int(n) if (1..=u32::MAX as i64).contains(n) => d[k] = *n as u32,
            Value::Int(n) => {
                return Err(value_err(format!("{what} sizes must be positive, got {n}")));
            }
            _ => return Err(type_err(format!("{what} must be a tuple of 1 to 3 ints"))),
        }
    }
    Ok(d)
}

/// The array a pointer parameter takes: on the device, C-contiguous, of its dtype.
fn pointee(name: &str, p: &Param, elem: Option<DType>, v: &Value) -> RtResult<ArrayRef> {
    let want = elem.map_or("a".to_string(), |d| format!("a {}", d.name()));
    let bad = |got: String| {
        type_err(format!(
            "kernel '{name}' parameter '{}' ({}) needs {want} C-contiguous device array, got {got}",
            p.name, p.ctype
        ))
    };
    let Value::Array(x) = v else {
        return Err(bad(v.type_name().to_string()));
    };
    if x.host {
        return Err(bad("a numpy (host) array".into()));
    }
    if let Some(d) = elem
        && d != x.dtype
    {
        return Err(bad(format!("a {} array", x.dtype.name())));
    }
    // Pending work is computed now (into a contiguous buffer); a view must be contiguous.
    if !x.ready().map_err(arr_err)?.1.is_contiguous() {
        return Err(bad("a non-contiguous view".into()));
    }
    Ok(x.clone())
}

/// A by-value argument's bits, in the parameter's C type.
fn scalar(it: &mut Interp, name: &str, p: &Param, dt: DType, v: &Value) -> RtResult<u64> {
    let v = match v {
        Value::Array(x) if x.shape.is_empty() => it.array_item(x)?,
        v => v.clone(),
    };
    let mismatch = |got: &str| {
        type_err(format!(
            "kernel '{name}' parameter '{}' ({}) needs {}, got {got}",
            p.name,
            p.ctype,
            if dt.is_float() { "a number" } else { "an int" }
        ))
    };
    scalar_bits(dt, &v).map_err(|e| match e {
        BitsErr::Type => mismatch(v.type_name()),
        BitsErr::Overflow(i) => err(
            ExcType::OverflowError,
            format!(
                "kernel '{name}' parameter '{}' ({}): {i} does not fit in {}",
                p.name,
                p.ctype,
                dt.name()
            ),
        ),
    })
}

/// Why a Python scalar cannot be passed as a kernel parameter of some dtype.
pub(crate) enum BitsErr {
    /// A float for an integer parameter, or not a number.
    Type,
    /// An int outside the parameter type's range.
    Overflow(i64),
}

/// A Python scalar as the bits of a by-value kernel parameter of dtype `dt` (raw kernels and
/// ElementwiseKernel): floats rounded to the width, ints range-checked, two's complement.
pub(crate) fn scalar_bits(dt: DType, v: &Value) -> Result<u64, BitsErr> {
    let f = match (v, dt) {
        (Value::Bool(b), _) => *b as i64 as f64,
        (Value::Int(i), _) => *i as f64,
        (Value::Float(x), d) if d.is_float() => *x,
        _ => return Err(BitsErr::Type),
    };
    Ok(match dt {
        DType::F32 => (f as f32).to_bits() as u64,
        DType::F64 => f.to_bits(),
        DType::F16 => half::f16::from_f64(f).to_bits() as u64,
        DType::Bool => (f != 0.0) as u64,
        d => {
            let i = match v {
                Value::Bool(b) => *b as i64,
                Value::Int(i) => *i,
                _ => unreachable!("ints only, checked above"),
            };
            let fits = match d {
                DType::U64 => i >= 0,
                DType::I64 => true,
                d => wrap_int(i, d) == i,
            };
            if !fits {
                return Err(BitsErr::Overflow(i));
            }
            // Two's complement bits; the kernel reads the parameter's width of them.
            i as u64
        }
    })
}

/// NVRTC's refusal as CuPy's `CompileException`; for a `raw_kernel` statement it points
/// at the script line of the first error and names the script in the log.
fn compile_error(it: &Interp, k: &KernelDef, e: &CompileError) -> Box<RtErr> {
    let Some(src) = k.script else {
        return err(ExcType::CompileException, e.log.trim_end().to_string());
    };
    let s = &it.sources[src as usize];
    let log = e.log.replace("gpa-script(", &format!("{}(", s.name));
    let mut x = err(
        ExcType::CompileException,
        format!(
            "raw_kernel '{}' did not compile (NVRTC):\n{}",
            k.name,
            log.trim_end()
        ),
    );
    x.at = locate(&s.text, &e.log).map(|span| (src, span));
    x
}

/// The script span of the line NVRTC's first error names (`gpa-script(LINE): error`),
/// without its indentation.
fn locate(text: &str, log: &str) -> Option<(usize, usize)> {
    let after = log.split("gpa-script(").nth(1)?;
    let line: usize = after.split(')').next()?.parse().ok()?;
    let start = line_start(text, line)?;
    let end = text[start..].find('\n').map_or(text.len(), |e| start + e);
    let lead = text[start..end].len() - text[start..end].trim_start().len();
    Some((start + lead, end.max(start + lead)))
}

/// The byte offset where line `line` (1-based) starts.
fn line_start(text: &str, line: usize) -> Option<usize> {
    if line == 1 {
        return Some(0);
    }
    text.match_indices('\n').nth(line - 2).map(|(i, _)| i + 1)
}

/// `cp.RawKernel`, `cp.RawModule` and `cp.fuse` (gpa fuses every elementwise expression
/// anyway, so `fuse` gives the function back).
pub fn install(m: &crate::interp::value::Module) {
    m.set(
        "RawKernel",
        native("RawKernel", |_, a, kw| {
            let code = str_arg(a.first(), kw, "code")?;
            let name = str_arg(a.get(1), kw, "name")?;
            from_code(&code, &name, options(a.get(2), kw)?)
        }),
    );
    m.set(
        "RawModule",
        native("RawModule", |_, a, kw| {
            let code = str_arg(a.first(), kw, "code")?;
            let opts = options(a.get(1), kw)?;
            let module = crate::interp::value::Module::record(
                "RawModule",
                "<cupy.RawModule>".into(),
                "<cupy.RawModule>".into(),
            );
            module.set(
                "get_function",
                native("get_function", move |_, a, kw| {
                    let name = str_arg(a.first(), kw, "name")?;
                    from_code(&code, &name, opts.clone())
                }),
            );
            Ok(Value::Module(module))
        }),
    );
    m.set(
        "fuse",
        native("fuse", |_, a, _| match a.first() {
            Some(f) => Ok(f.clone()),
            // `@cp.fuse(kernel_name=...)`: a decorator that gives the function back.
            None => Ok(native("fuse", |_, a, _| {
                a.first()
                    .cloned()
                    .ok_or_else(|| type_err("fuse() takes the function to fuse"))
            })),
        }),
    );
}

fn str_arg(v: Option<&Value>, kw: &Kwargs, name: &str) -> RtResult<String> {
    let v = v.or_else(|| kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v));
    match v {
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(_) => Err(type_err(format!("{name} must be a str"))),
        None => Err(type_err(format!(
            "missing required argument '{name}' (pos 1)"
        ))),
    }
}

/// `options=("-DN=4", ...)`: extra NVRTC options.
pub(super) fn options(v: Option<&Value>, kw: &Kwargs) -> RtResult<Vec<String>> {
    let v = v.or_else(|| kw.iter().find(|(k, _)| &**k == "options").map(|(_, v)| v));
    let items = match v {
        None | Some(Value::None) => return Ok(vec![]),
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(Value::List(l)) => l.borrow().clone(),
        Some(_) => return Err(type_err("options must be a tuple of str")),
    };
    items
        .into_iter()
        .map(|o| match o {
            Value::Str(s) => Ok(s.to_string()),
            _ => Err(type_err("options must be a tuple of str")),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    //! NVRTC's messages land on the script's lines (when NVRTC is present; CI has it).
    use super::*;
    use crate::syntax::lexer::scan_raw_kernel;

    fn kernel(text: &str) -> RawKernelTok {
        let at = text.find("raw_kernel").unwrap() + "raw_kernel".len();
        scan_raw_kernel(text, at).unwrap().0
    }

    #[test]
    fn parameters_become_dtypes() {
        let k = kernel(
            "raw_kernel k(const float* x, float *y, unsigned int n, const double* __restrict__ z, long long m, void* p, float4 q) {}",
        );
        let kinds: Vec<String> = k
            .params
            .iter()
            .map(|p| match param(p).kind {
                Kind::Ptr { elem, write } => format!("ptr {elem:?} {write}"),
                Kind::Scalar(d) => format!("{d:?}"),
                Kind::Unknown => "unknown".into(),
            })
            .collect();
        assert_eq!(
            kinds,
            [
                "ptr Some(F32) false",
                "ptr Some(F32) true",
                "U32",
                "ptr Some(F64) false",
                "I64",
                "ptr None true",
                "unknown"
            ]
        );
    }

    #[test]
    fn compile_errors_point_at_script_lines() {
        if !crate::backend::compiler_present() {
            assert!(
                !std::env::var("GPA_REQUIRE_NVRTC").is_ok_and(|v| v == "1"),
                "GPA_REQUIRE_NVRTC=1 but libnvrtc could not be loaded"
            );
            return;
        }
        let text = "x = 1\n\nraw_kernel k(const float* x, float* y, int n) {\n    int i = threadIdx.x;\n    if (i < n) { y[i] = x[i] + undefined_name; }\n}\n";
        let k = kernel(text);
        let src = statement_source(text, &k);
        let compile = crate::backend::compile_check;
        let e = match compile(&src) {
            Err(e) => e,
            Ok(_) => panic!("a kernel using an undefined name compiled"),
        };
        assert!(e.log.contains("undefined_name"), "{}", e.log);
        let span = locate(text, &e.log).expect("a line in the log");
        assert_eq!(
            &text[span.0..span.1],
            "if (i < n) { y[i] = x[i] + undefined_name; }"
        );
        // Without the typo it compiles.
        let good = text.replace(" + undefined_name", "");
        assert!(compile(&statement_source(&good, &kernel(&good))).is_ok());
    }
}
