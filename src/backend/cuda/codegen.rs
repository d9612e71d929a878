//! CUDA C for a fused program: one `gpa_eval(i)` that computes element `i` of the program
//! (leaves read contiguously or through strides, every instruction in registers), and the
//! kernels that call it: elementwise, full reduction (per-block partials, then one block),
//! and per-row reduction (a block per long row, a thread per short row). Every kernel loops
//! grid-stride over 64-bit indices. Expressions come from the operator table (`OpDef::cuda`).
use crate::array::dtype::DType;
use crate::array::ops::Op;
use crate::lazy::Reduce;
use crate::lazy::schedule::{Code, Instr};
use std::fmt::Write;

/// Threads per block of every kernel (the reductions' shared arrays are this long).
pub const THREADS: u32 = 256;

/// How a dtype is held in memory.
pub fn store_ty(d: DType) -> &'static str {
    use DType::*;
    match d {
        Bool => "bool",
        I8 => "signed char",
        I16 => "short",
        I32 => "int",
        I64 => "long long",
        U8 => "unsigned char",
        U16 => "unsigned short",
        U32 => "unsigned int",
        U64 => "unsigned long long",
        F16 => "unsigned short",
        F32 => "float",
        F64 => "double",
        C64 => "gpa_c64",
        C128 => "gpa_c128",
    }
}

/// How a dtype is computed in registers (float16 in float, rounded after each operation,
/// as the CPU backend and NumPy do; both complex dtypes in two doubles, complex64 rounded
/// after each operation, as the CPU backend's complex lanes).
pub fn reg_ty(d: DType) -> &'static str {
    match d {
        DType::F16 => "float",
        DType::C64 | DType::C128 => "gpa_cd",
        d => store_ty(d),
    }
}

/// Whether a program (or its reduction's accumulator) holds a complex value: its source then
/// needs the complex prelude.
fn has_complex(code: &Code, acc: Option<DType>) -> bool {
    acc.is_some_and(DType::is_complex)
        || code.instrs.iter().any(|(ins, d)| {
            d.is_complex()
                || match ins {
                    Instr::Binary(_, ct, ..) => ct.is_complex(),
                    Instr::Cast(_, from) => from.is_complex(),
                    _ => false,
                }
        })
}

/// Kernel parameters, all 8 bytes: `n`, `row`, `out`, then per leaf its pointer, offset and
/// (strided leaves) one stride per axis, the shape (when any leaf is strided), the constants.
fn params(code: &Code) -> (String, String) {
    let (mut decl, mut args) = (String::new(), String::new());
    let mut add = |ty: &str, name: String| {
        let _ = write!(decl, ", {ty} {name}");
        let _ = write!(args, ", {name}");
    };
    for (k, l) in code.leaves.iter().enumerate() {
        add(
            &format!("const {}* __restrict__", store_ty(l.dtype)),
            format!("in{k}"),
        );
        add("long long", format!("off{k}"));
        if !l.contiguous {
            for d in 0..code.ndim {
                add("long long", format!("st{k}_{d}"));
            }
        }
    }
    if code.leaves.iter().any(|l| !l.contiguous) || code.out_strided {
        for d in 0..code.ndim {
            add("long long", format!("sh{d}"));
        }
    }
    let (cdecl, cargs) = const_params(code);
    (decl + &cdecl, args + &cargs)
}

/// The constants' parameters (each `, type name`), the last of `params`.
fn const_params(code: &Code) -> (String, String) {
    let (mut decl, mut args) = (String::new(), String::new());
    for (r, (ins, dt)) in code.instrs.iter().enumerate() {
        if let Instr::Const(_) = ins {
            let _ = write!(decl, ", {} c{r}", const_ty(*dt));
            let _ = write!(args, ", c{r}");
            if dt.is_complex() {
                let _ = write!(decl, ", double c{r}i");
                let _ = write!(args, ", c{r}i");
            }
        }
    }
    (decl, args)
}

/// Constants travel as 8-byte values (complex ones as two).
fn const_ty(d: DType) -> &'static str {
    if d.is_float() || d.is_complex() {
        "double"
    } else if d.is_unsigned() {
        "unsigned long long"
    } else {
        "long long"
    }
}

/// A value of dtype `d` in a register, as stored (float16 is rounded).
fn fit(d: DType, e: &str) -> String {
    match d {
        DType::F16 => format!("gpa_round_half((float)({e}))"),
        DType::C64 => format!("gpa_narrow((gpa_cd)({e}))"),
        DType::Bool => format!("((bool)({e}))"),
        d => format!("(({})({e}))", reg_ty(d)),
    }
}

fn is_real_float(d: DType) -> bool {
    d.is_float()
}

/// The table's expression for `op` on operands of dtype `arg`, with type-specific cases the
/// C overloads do not cover (NaN tests and rounding of integers, bitwise not of bool).
fn op_expr(op: Op, arg: DType) -> String {
    let e = op.def().cuda;
    if arg.is_complex() {
        // The rest are overloads of the table's names in the complex prelude.
        return match op {
            Op::Abs => "gpa_cabs(a)",
            Op::Conj => "gpa_conj(a)",
            Op::Real => "a.re",
            Op::Imag => "a.im",
            Op::Angle => "atan2(a.im, a.re)",
            Op::IsNan => "gpa_cisnan(a)",
            Op::IsInf => "gpa_cisinf(a)",
            Op::IsFinite => "gpa_cisfinite(a)",
            _ => e,
        }
        .into();
    }
    if is_real_float(arg) && op == Op::Abs {
        return "fabs(a)".into(); // |-0.0| is +0.0
    }
    if arg == DType::F16 && op == Op::NextAfter {
        return "gpa_nextafter_half(a, b)".into(); // the next half, not the next float
    }
    if !is_real_float(arg) {
        match op {
            Op::IsNan | Op::IsInf => return "false".into(),
            Op::IsFinite => return "true".into(),
            Op::Floor | Op::Ceil | Op::Trunc | Op::Fix | Op::Rint => return "a".into(),
            Op::Fmax => return "gpa_maximum(a, b)".into(),
            Op::Fmin => return "gpa_minimum(a, b)".into(),
            Op::Invert if arg == DType::Bool => return "!a".into(),
            _ => {}
        }
    }
    e.to_string()
}

/// A stored value of dtype `d` as its register type.
fn from_store(d: DType, e: &str) -> String {
    match d {
        DType::F16 => format!("gpa_h2f({e})"),
        d if d.is_complex() => format!("gpa_load({e})"),
        _ => e.to_string(),
    }
}

/// `gpa_calc(l0, l1, ..., constants)`: the program's instructions on its leaves' values,
/// and `gpa_eval(i, ...)`: element `i` (C order) of the output, its leaves read contiguously
/// or through strides. Both return the output's register type.
fn eval_fn(code: &Code, decl: &str) -> String {
    let mut s = String::new();
    let out = reg_ty(code.out_dtype());
    let (cdecl, cargs) = const_params(code);
    let leaves: String = (0..code.leaves.len())
        .map(|k| format!(", {} l{k}", reg_ty(code.leaves[k].dtype)))
        .collect();
    let calc_decl = format!("{leaves}{cdecl}");
    let _ = writeln!(
        s,
        "__device__ __forceinline__ {out} gpa_calc({}) {{",
        calc_decl.trim_start_matches(", ")
    );
    for (r, (ins, dt)) in code.instrs.iter().enumerate() {
        let ty = reg_ty(*dt);
        let rhs = match ins {
            Instr::Load(k) => format!("l{k}"),
            Instr::Const(_) if dt.is_complex() => format!("gpa_cd(c{r}, c{r}i)"),
            Instr::Const(_) => format!("({ty})c{r}"),
            Instr::Cast(x, from) if dt.is_int() && from.is_float() => {
                let f = match dt {
                    DType::U64 => "gpa_f2u64",
                    DType::I64 | DType::U32 => "gpa_cvt64",
                    _ => "gpa_cvt32",
                };
                format!("(({ty}){f}((double)(r{x})))")
            }
            Instr::Cast(x, _) => fit(*dt, &format!("r{x}")),
            Instr::Unary(op, x) => {
                let ad = code.dtype_of(*x);
                let e = op_expr(*op, ad);
                let _ = writeln!(s, "  {ty} r{r};");
                let _ = writeln!(
                    s,
                    "  {{ {} a = r{x}; r{r} = {}; }}",
                    reg_ty(ad),
                    fit(*dt, &e)
                );
                continue;
            }
            Instr::Binary(op, ct, x, y) => {
                let e = op_expr(*op, *ct);
                let ctt = reg_ty(*ct);
                let _ = writeln!(s, "  {ty} r{r};");
                let _ = writeln!(
                    s,
                    "  {{ {ctt} a = ({ctt})r{x}; {ctt} b = ({ctt})r{y}; r{r} = {}; }}",
                    fit(*dt, &e)
                );
                continue;
            }
            Instr::Where(c, x, y) => format!("r{c} ? ({ty})r{x} : ({ty})r{y}"),
        };
        let _ = writeln!(s, "  {ty} r{r} = {rhs};");
    }
    let _ = writeln!(s, "  return r{};\n}}", code.instrs.len() - 1);

    let _ = writeln!(
        s,
        "__device__ __forceinline__ {out} gpa_eval(long long i{decl}) {{"
    );
    if code.leaves.iter().any(|l| !l.contiguous) && code.ndim > 0 {
        let _ = writeln!(s, "  long long rem = i;");
        for d in (0..code.ndim).rev() {
            let _ = writeln!(s, "  long long q{d} = rem % sh{d}; rem /= sh{d};");
        }
    }
    let mut loads = Vec::new();
    for (k, l) in code.leaves.iter().enumerate() {
        let mut at = format!("off{k}");
        if l.contiguous {
            at.push_str(" + i");
        } else {
            for d in 0..code.ndim {
                let _ = write!(at, " + q{d} * st{k}_{d}");
            }
        }
        loads.push(if l.index {
            format!("(long long)({at})")
        } else {
            from_store(l.dtype, &format!("in{k}[{at}]"))
        });
    }
    let call_args = format!(
        "{}{cargs}",
        loads.iter().map(|l| format!(", {l}")).collect::<String>()
    );
    let _ = writeln!(
        s,
        "  return gpa_calc({});\n}}",
        call_args.trim_start_matches(", ")
    );
    s
}

/// Whether the program gets `gpa_map4`, the kernel with 4-element vector loads and stores:
/// every leaf contiguous and at most 8 bytes wide (no complex values).
pub fn vectorizable(code: &Code) -> bool {
    code.leaves.iter().all(|l| l.contiguous) && !has_complex(code, None) && !code.out_strided
}

/// `gpa_map` for an output written through strides (`ost{d}`, after `out`): element `i`
/// goes where its coordinates put it in the strided view.
fn strided_map_kernel(code: &Code, decl: &str, args: &str) -> String {
    let out = code.out_dtype();
    let strides: String = (0..code.ndim)
        .map(|d| format!(", long long ost{d}"))
        .collect();
    let mut at = String::from("    long long rem = i, at = 0;\n");
    for d in (0..code.ndim).rev() {
        at.push_str(&format!(
            "    at += (rem % sh{d}) * ost{d}; rem /= sh{d};\n"
        ));
    }
    format!(
        "extern \"C\" __global__ void gpa_map(long long n, {}* __restrict__ out{strides}{decl}) {{\n  for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {{\n{at}    out[at] = {};\n  }}\n}}\n",
        store_ty(out),
        to_store(out, &format!("gpa_eval(i{args})"))
    )
}

/// The start of a vector kernel's loop over 4-element groups: group `i0 = {base}` holds the
/// `cnt` elements below `{lim}`, read with one vector load per leaf when the launch is
/// `aligned` and the group whole, else element by element. Then the lane loop starts, its
/// body to follow with `r`, lane `u`'s output register; it is not unrolled, so the module
/// holds the program's instructions once (NVRTC's time grows with every copy).
fn group_head(code: &Code, base: &str, lim: &str) -> String {
    let (_, cargs) = const_params(code);
    let mut s = format!(
        "    long long i0 = {base};\n    int cnt = (int)min(4LL, {lim} - i0);\n    bool whole = aligned && cnt == 4;\n"
    );
    let mut vals = String::new();
    for (k, l) in code.leaves.iter().enumerate() {
        if l.index {
            let _ = write!(vals, ", (long long)(off{k} + i0 + u)");
            continue;
        }
        let t = store_ty(l.dtype);
        let _ = writeln!(
            s,
            "    gpa_v4<{t}> v{k};
    if (whole) v{k} = *(const gpa_v4<{t}>*)(in{k} + off{k} + i0);
    else for (int u = 0; u < 4; u++) v{k}.v[u] = u < cnt ? in{k}[off{k} + i0 + u] : ({t})0;"
        );
        let _ = write!(
            vals,
            ", {}",
            from_store(l.dtype, &format!("gpa_lane(v{k}, u)"))
        );
    }
    let call = format!("{vals}{cargs}");
    let _ = write!(
        s,
        "    #pragma unroll 1
    for (int u = 0; u < cnt; u++) {{
      {} r = gpa_calc({});
",
        reg_ty(code.out_dtype()),
        call.trim_start_matches(", ")
    );
    s
}

/// `gpa_map4`: `gpa_map` over 4-element groups (see `group_head`), each written with one
/// vector store where whole and aligned (`aligned`: every leaf and the output start on a
/// 4-element boundary, checked by the launcher).
fn map4_kernel(code: &Code, decl: &str) -> String {
    let out = code.out_dtype();
    format!(
        "extern \"C\" __global__ void gpa_map4(long long n, long long aligned, {t}* __restrict__ out{decl}) {{
  for (long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x; j < (n + 3) / 4; j += (long long)gridDim.x * blockDim.x) {{
    gpa_v4<{t}> o;
{head}      gpa_set_lane(o, u, ({t}){});
    }}
    if (whole) *(gpa_v4<{t}>*)(out + i0) = o;
    else for (int u = 0; u < cnt; u++) out[i0 + u] = o.v[u];
  }}
}}
",
        to_store(out, "r"),
        head = group_head(code, "4 * j", "n"),
        t = store_ty(out),
    )
}

/// `gpa_part4` and `gpa_rows4`: `gpa_part` and `gpa_rows` over 4-element groups (for
/// `gpa_rows4`, `aligned` also says the rows are a multiple of 4 long).
fn reduce4_kernels(code: &Code, decl: &str, r: Reduce, acc: DType) -> String {
    let t = reg_ty(acc);
    let st = store_ty(acc);
    let (id, comb) = reduce_parts(r, acc);
    let block = block_reduce(t, &comb);
    let fin = to_store(acc, "sh[0]");
    let y = to_acc(r, acc, "r");
    format!(
        "extern \"C\" __global__ void gpa_part4(long long n, long long aligned, {t}* __restrict__ part{decl}) {{
  {t} acc = {id};
  for (long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x; j < (n + 3) / 4; j += (long long)gridDim.x * blockDim.x) {{
{head}      {t} x = acc, y = {y}; acc = {comb};
    }}
  }}
{block}  if (threadIdx.x == 0) part[blockIdx.x] = sh[0];
}}
extern \"C\" __global__ void gpa_rows4(long long n, long long row, long long aligned, {st}* __restrict__ out{decl}) {{
  long long rows = n / row;
  for (long long k = blockIdx.x; k < rows; k += gridDim.x) {{
    {t} acc = {id};
    for (long long j = threadIdx.x; j < (row + 3) / 4; j += blockDim.x) {{
{row_head}      {t} x = acc, y = {y}; acc = {comb};
      }}
    }}
  {block}    if (threadIdx.x == 0) out[k] = {fin};
    __syncthreads();
  }}
}}
",
        head = group_head(code, "4 * j", "n"),
        row_head = group_head(code, "k * row + 4 * j", "k * row + row"),
    )
}

/// The value written to memory for a register of dtype `d`.
fn to_store(d: DType, e: &str) -> String {
    match d {
        DType::F16 => format!("gpa_f2h({e})"),
        DType::C64 => format!("gpa_to_c64({e})"),
        DType::C128 => format!("gpa_to_c128({e})"),
        _ => e.to_string(),
    }
}

/// The reduction's identity and combining expression in the accumulator's register type.
fn reduce_parts(r: Reduce, acc: DType) -> (String, String) {
    let t = reg_ty(acc);
    let (lo, hi) = match acc {
        DType::Bool => ("false", "true"),
        DType::I8 => ("-128", "127"),
        DType::I16 => ("-32768", "32767"),
        DType::I32 => ("(-2147483647 - 1)", "2147483647"),
        DType::I64 => ("(-9223372036854775807LL - 1)", "9223372036854775807LL"),
        DType::U8 => ("0", "255"),
        DType::U16 => ("0", "65535"),
        DType::U32 => ("0", "4294967295U"),
        DType::U64 => ("0", "18446744073709551615ULL"),
        // Below (above) every complex value in NumPy's lexicographic order.
        DType::C64 | DType::C128 => ("gpa_cd(-INFINITY, -INFINITY)", "gpa_cd(INFINITY, INFINITY)"),
        _ => ("-INFINITY", "INFINITY"),
    };
    // float16 sums and products accumulate in float, rounded once at the end (as NumPy's
    // half pairwise sum accumulates in float); complex64 ones round each step.
    let plain = |e: &str| match acc.is_complex() {
        true => fit(acc, e),
        false => format!("(({t})({e}))"),
    };
    let (id, comb) = match r {
        Reduce::Sum => return (format!("(({t})(0))"), plain("x + y")),
        Reduce::Prod => return (format!("(({t})(1))"), plain("x * y")),
        Reduce::Max => (lo.to_string(), "gpa_maximum(x, y)"),
        Reduce::Min => (hi.to_string(), "gpa_minimum(x, y)"),
        Reduce::Any => ("false".to_string(), "x || y"),
        Reduce::All => ("true".to_string(), "x && y"),
    };
    (format!("(({t})({id}))"), fit(acc, comb))
}

/// The accumulator dtype's value of a program output.
fn to_acc(r: Reduce, acc: DType, e: &str) -> String {
    match r {
        Reduce::Any | Reduce::All => format!("((bool)({e}))"),
        _ => fit(acc, e),
    }
}

/// Reduces the block's `acc` values into `sh[0]` (every thread of the block calls it).
fn block_reduce(t: &str, comb: &str) -> String {
    format!(
        "  __shared__ {t} sh[{THREADS}];
  sh[threadIdx.x] = acc;
  __syncthreads();
  for (unsigned s = {half}; s > 0; s >>= 1) {{
    if (threadIdx.x < s) {{ {t} x = sh[threadIdx.x], y = sh[threadIdx.x + s]; sh[threadIdx.x] = {comb}; }}
    __syncthreads();
  }}
",
        half = THREADS / 2
    )
}

/// The whole source: prelude, `gpa_eval`, and the kernels `gpa_map`, `gpa_part`,
/// `gpa_final`, `gpa_rows`, `gpa_row_thread` (reductions only when `reduce` is given).
pub fn source(code: &Code, reduce: Option<(Reduce, DType)>) -> String {
    let (decl, args) = params(code);
    let mut s = String::from(crate::array::ops::cuda::PRELUDE);
    if has_complex(code, reduce.map(|(_, acc)| acc)) {
        s.push_str(crate::array::ops::cuda_complex::COMPLEX_PRELUDE);
    }
    s.push_str(&eval_fn(code, &decl));
    let out = code.out_dtype();
    let grid = "for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)";
    let Some((r, acc)) = reduce else {
        if code.out_strided {
            s.push_str(&strided_map_kernel(code, &decl, &args));
            return s;
        }
        if vectorizable(code) {
            s.push_str(&map4_kernel(code, &decl));
            return s;
        }
        let _ = writeln!(
            s,
            "extern \"C\" __global__ void gpa_map(long long n, {}* __restrict__ out{decl}) {{\n  {grid} out[i] = {};\n}}",
            store_ty(out),
            to_store(out, &format!("gpa_eval(i{args})"))
        );
        return s;
    };
    let t = reg_ty(acc);
    let (id, comb) = reduce_parts(r, acc);
    let val = to_acc(r, acc, &format!("gpa_eval(i{args})"));
    let st = store_ty(acc);
    let fin = to_store(acc, "sh[0]");
    let block = block_reduce(t, &comb);
    // Full reduction: partial results per block, then one block reduces the partials.
    // Per-row reductions: a block per long row (`gpa_rows`), a thread per short one. Programs
    // with contiguous leaves get the 4-element group forms of the first kernel of each.
    let _ = writeln!(
        s,
        "extern \"C\" __global__ void gpa_final(long long n, {st}* __restrict__ out, const {t}* __restrict__ part) {{
  {t} acc = {id};
  for (long long i = threadIdx.x; i < n; i += blockDim.x) {{ {t} x = acc, y = part[i]; acc = {comb}; }}
{block}  if (threadIdx.x == 0) out[0] = {fin};
}}"
    );
    let row_val = to_acc(r, acc, &format!("gpa_eval(k * row + j{args})"));
    let _ = writeln!(
        s,
        "extern \"C\" __global__ void gpa_row_thread(long long n, long long row, {st}* __restrict__ out{decl}) {{
  long long rows = n / row;
  for (long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x; k < rows; k += (long long)gridDim.x * blockDim.x) {{
    {t} acc = {id};
    for (long long j = 0; j < row; j++) {{ {t} x = acc, y = {row_val}; acc = {comb}; }}
    out[k] = {};
  }}
}}",
        to_store(acc, "acc")
    );
    if vectorizable(code) {
        s.push_str(&reduce4_kernels(code, &decl, r, acc));
        return s;
    }
    let _ = writeln!(
        s,
        "extern \"C\" __global__ void gpa_part(long long n, {t}* __restrict__ part{decl}) {{
  {t} acc = {id};
  {grid} {{ {t} x = acc, y = {val}; acc = {comb}; }}
{block}  if (threadIdx.x == 0) part[blockIdx.x] = sh[0];
}}
extern \"C\" __global__ void gpa_rows(long long n, long long row, {st}* __restrict__ out{decl}) {{
  long long rows = n / row;
  for (long long k = blockIdx.x; k < rows; k += gridDim.x) {{
    {t} acc = {id};
    for (long long j = threadIdx.x; j < row; j += blockDim.x) {{ {t} x = acc, y = {row_val}; acc = {comb}; }}
  {block}    if (threadIdx.x == 0) out[k] = {fin};
    __syncthreads();
  }}
}}"
    );
    s
}

#[cfg(test)]
mod tests {
    //! Every operator's generated kernels compile under NVRTC (when NVRTC is present;
    //! `GPA_REQUIRE_NVRTC=1`, as CI sets it, makes its absence a failure).
    use super::*;
    use crate::array::ops::ALL_OPS;
    use crate::lazy::schedule::LeafKind;

    fn nvrtc() -> bool {
        // SAFETY: only opens the library.
        let present = unsafe { cudarc::nvrtc::sys::is_culib_present() };
        if !present && std::env::var("GPA_REQUIRE_NVRTC").is_ok_and(|v| v == "1") {
            panic!("GPA_REQUIRE_NVRTC=1 but libnvrtc could not be loaded");
        }
        present
    }

    fn leaf(dtype: DType, contiguous: bool) -> LeafKind {
        LeafKind {
            dtype,
            index: false,
            contiguous,
            ndim: 2,
        }
    }

    /// `op` applied to leaves of dtype `a` (and `b`), cast to the loop's dtype first.
    fn program(op: Op, a: DType, b: Option<DType>) -> Option<Code> {
        let (ct, out) = op.dtypes(a, b).ok()?;
        let mut instrs = vec![(Instr::Load(0), a)];
        let mut leaves = vec![leaf(a, true)];
        let x = if a != ct && b.is_none() {
            instrs.push((Instr::Cast(0, a), ct));
            1
        } else {
            0
        };
        match b {
            None => instrs.push((Instr::Unary(op, x), out)),
            Some(b) => {
                leaves.push(leaf(b, false));
                instrs.push((Instr::Load(1), b));
                instrs.push((Instr::Const(0), b));
                let y = instrs.len();
                instrs.push((Instr::Binary(Op::Add, b, 1, 2), b));
                instrs.push((Instr::Binary(op, ct, x, y), out));
            }
        }
        let code = Code {
            out_strided: false,
            instrs,
            leaves,
            ndim: 2,
        };
        Some(code)
    }

    const DTYPES: &[DType] = &[
        DType::Bool,
        DType::I8,
        DType::I32,
        DType::I64,
        DType::U16,
        DType::U64,
        DType::F16,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
    ];

    #[test]
    fn every_operator_compiles_for_every_dtype() {
        if !nvrtc() {
            eprintln!("NVRTC not found: generated kernels not compiled");
            return;
        }
        // All operators' loops in one translation unit per dtype: each program's kernels
        // are renamed so they do not clash.
        let mut failures = Vec::new();
        for &dt in DTYPES {
            let mut prelude = String::from(crate::array::ops::cuda::PRELUDE);
            if dt.is_complex() {
                prelude.push_str(crate::array::ops::cuda_complex::COMPLEX_PRELUDE);
            }
            let mut unit = prelude.clone();
            let mut n = 0;
            for &op in ALL_OPS {
                let arity = op.def().arity;
                let b = (arity == 2).then_some(dt);
                let Some(code) = program(op, dt, b) else {
                    continue;
                };
                let src = source(&code, None);
                let body = &src[prelude.len()..];
                unit.push_str(
                    &body
                        .replace("gpa_eval", &format!("gpa_eval{n}"))
                        .replace("gpa_calc", &format!("gpa_calc{n}"))
                        .replace("gpa_map", &format!("gpa_map{n}")),
                );
                n += 1;
            }
            if let Err(e) = crate::backend::cuda::compile_cubin(&unit, "sm_90") {
                failures.push(format!("{dt:?}: {e}"));
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    #[test]
    fn strided_outputs_compile_and_store_through_strides() {
        for &dt in DTYPES {
            let Some(mut code) = program(Op::Add, dt, Some(dt)) else {
                continue;
            };
            code.out_strided = true;
            assert!(!vectorizable(&code));
            let src = source(&code, None);
            assert!(src.contains("long long ost0, long long ost1"), "{src}");
            assert!(src.contains("out[at] = "), "{src}");
            if nvrtc()
                && let Err(e) = crate::backend::cuda::compile_cubin(&src, "sm_90")
            {
                panic!("{dt:?}: {e}\n{src}");
            }
        }
    }

    #[test]
    fn contiguous_programs_get_vector_kernels() {
        // float16 * constant + float32: both leaves contiguous, then one strided.
        let mut code = Code {
            out_strided: false,
            instrs: vec![
                (Instr::Load(0), DType::F16),
                (Instr::Load(1), DType::F32),
                (Instr::Cast(0, DType::F16), DType::F32),
                (Instr::Const(0), DType::F32),
                (Instr::Binary(Op::Mul, DType::F32, 2, 3), DType::F32),
                (Instr::Binary(Op::Add, DType::F32, 4, 1), DType::F32),
            ],
            leaves: vec![leaf(DType::F16, true), leaf(DType::F32, true)],
            ndim: 2,
        };
        let map = source(&code, None);
        let load = "if (whole) v0 = *(const gpa_v4<unsigned short>*)(in0 + off0 + i0);";
        assert!(map.contains(load), "{map}");
        let call = "r = gpa_calc(gpa_h2f(gpa_lane(v0, u)), gpa_lane(v1, u), c3);";
        assert!(map.contains(call), "{map}");
        // The instructions once per module: the lane loop is not unrolled, no scalar kernel.
        assert_eq!(map.matches("gpa_calc(").count(), 3, "{map}");
        assert!(!map.contains("gpa_map("));
        let sum = source(&code, Some((Reduce::Sum, DType::F32)));
        assert!(sum.contains("gpa_part4") && sum.contains("gpa_rows4"));
        assert!(!sum.contains("gpa_part(") && !sum.contains("gpa_rows("));
        code.leaves[1].contiguous = false;
        assert!(!source(&code, None).contains("gpa_map4"));
        assert!(!source(&code, Some((Reduce::Sum, DType::F32))).contains("gpa_part4"));
        if nvrtc() {
            code.leaves[1].contiguous = true;
            let src = source(&code, Some((Reduce::Max, DType::F32)));
            crate::backend::cuda::compile_cubin(&src, "sm_90").unwrap();
        }
    }

    #[test]
    fn reductions_compile() {
        if !nvrtc() {
            return;
        }
        let mut failures = Vec::new();
        for &dt in DTYPES {
            for r in [
                Reduce::Sum,
                Reduce::Prod,
                Reduce::Max,
                Reduce::Min,
                Reduce::Any,
                Reduce::All,
            ] {
                for contiguous in [false, true] {
                    let code = Code {
                        out_strided: false,
                        instrs: vec![(Instr::Load(0), dt)],
                        leaves: vec![leaf(dt, contiguous)],
                        ndim: 2,
                    };
                    let acc = match r {
                        Reduce::Any | Reduce::All => DType::Bool,
                        _ => crate::array::reduce_dtype(dt, r),
                    };
                    let src = source(&code, Some((r, acc)));
                    if let Err(e) = crate::backend::cuda::compile_cubin(&src, "sm_90") {
                        failures.push(format!("{dt:?} {r:?}: {e}"));
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }

    /// An index leaf (arange's positions) scaled as float32, alone and beside a stored
    /// leaf, contiguous and strided, mapped and reduced: its value is the position itself.
    #[test]
    fn index_leaves_compile() {
        if !nvrtc() {
            return;
        }
        for contiguous in [true, false] {
            let index = LeafKind {
                dtype: DType::I64,
                index: true,
                contiguous,
                ndim: 2,
            };
            let code = Code {
                out_strided: false,
                instrs: vec![
                    (Instr::Load(0), DType::I64),
                    (Instr::Cast(0, DType::I64), DType::F32),
                    (Instr::Load(1), DType::F32),
                    (Instr::Binary(Op::Mul, DType::F32, 1, 2), DType::F32),
                ],
                leaves: vec![index, leaf(DType::F32, true)],
                ndim: 2,
            };
            let src = source(&code, None);
            assert!(src.contains("(long long)("), "{src}");
            crate::backend::cuda::compile_cubin(&src, "sm_90").unwrap();
            let src = source(&code, Some((Reduce::Sum, DType::F32)));
            crate::backend::cuda::compile_cubin(&src, "sm_90").unwrap();
        }
    }

    #[test]
    fn fixed_kernels_compile() {
        if !nvrtc() {
            return;
        }
        let mut sources = vec![
            crate::backend::cuda::select::SRC.to_string(),
            crate::backend::cuda::sort::SRC.to_string(),
            crate::backend::cuda::moves::SRC.to_string(),
            crate::backend::cuda::count::SRC.to_string(),
            crate::backend::cuda::random::SRC.to_string(),
        ];
        // The per-dtype modules, for every dtype they take.
        use crate::backend::cuda::{argext, matmul, quantile, scan, search, unique};
        for dt in DType::ALL {
            sources.extend(argext::source(dt));
            sources.extend(scan::source(dt));
            sources.extend(search::source(dt));
            sources.extend(quantile::source(dt));
            sources.extend(unique::source(dt));
            sources.extend(matmul::source(dt));
        }
        for src in sources {
            if let Err(e) = crate::backend::cuda::compile_cubin(&src, "sm_90") {
                panic!("{e}");
            }
        }
    }
}
