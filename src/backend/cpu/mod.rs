//! The CPU backend: a fused program runs chunk by chunk (chunks of a few thousand elements,
//! so a program's registers stay in cache), chunks in parallel with rayon.
mod count;
mod fft;
mod matmul;
mod moves;
mod orders;
pub mod pcg;
mod quantile;
pub mod random;
pub mod reduce;
pub mod scan;
mod solver;
mod sort;
mod sum_order;

use super::random::Dist;
use super::{Backend, DResult, DeviceError};
use crate::array::col::{Col, lane};
use crate::array::dtype::DType;
use crate::array::fperr;
use crate::array::layout::{Layout, size_of};
use crate::array::oom::{oom, oom_shape};
use crate::array::ops;
use crate::array::ops::Op;
use crate::lazy::schedule::{Code, Instr, Program, StepError};
use crate::lazy::{Buf, Origin, Reduce, Store};
use rayon::prelude::*;
use reduce::reduce_col;
use std::borrow::Cow;
use std::sync::atomic::{AtomicU8, Ordering};

/// Elements per chunk: a few registers of chunks stay in L1/L2.
const CHUNK: usize = 8192;

pub struct Cpu;

/// A program's leaves, borrowed for one run: plain references the worker threads share.
struct Bound<'a> {
    code: &'a Code,
    leaves: Vec<(&'a Col, &'a Layout)>,
    consts: &'a [Col],
    /// The engine's interrupt flag: every chunk checks it first.
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// The statement (and error state) that queued each instruction.
    origins: &'a [Origin],
    /// Floating-point events found per instruction (`fperr` kinds), reported after the run.
    fp_events: Vec<AtomicU8>,
    /// An operator on NumPy scalars alone (events say "scalar divide").
    scalar: bool,
    /// The name the events take instead of the operation's (`fperr::renamed`).
    renamed: Option<&'static str>,
}

/// Runs `f` over the program's bound leaves, then hands the floating-point events it found
/// to `fperr` for the interpreter to report.
fn with_bound<T>(p: &Program, f: impl FnOnce(&Bound) -> T) -> T {
    let guards: Vec<_> = p.leaves.iter().map(|(b, _)| b.borrow()).collect();
    let bound = Bound {
        code: &p.code,
        leaves: guards
            .iter()
            .zip(&p.leaves)
            .map(|(g, (_, l))| (&**g, l))
            .collect(),
        consts: &p.consts,
        stop: crate::interrupt::flag(),
        origins: p.origins(),
        fp_events: p.code.instrs.iter().map(|_| AtomicU8::new(0)).collect(),
        scalar: fperr::in_scalar_op(),
        renamed: fperr::renamed_now(),
    };
    let out = f(&bound);
    for (k, flags) in bound.fp_events.iter().enumerate() {
        let flags = flags.load(Ordering::Relaxed);
        for (kind, _, _) in fperr::KINDS {
            if flags & kind != 0 {
                fperr::record(fperr::Event {
                    origin: bound.origins[k],
                    op: bound.renamed.unwrap_or(op_name(&p.code.instrs[k].0)),
                    kind,
                    scalar: bound.scalar,
                });
            }
        }
    }
    out
}

/// The NumPy name an instruction's events are reported under.
fn op_name(ins: &Instr) -> &'static str {
    match ins {
        Instr::Unary(op, _) | Instr::Binary(op, ..) => op.def().name,
        _ => "cast",
    }
}

impl Backend for Cpu {
    fn name(&self) -> &'static str {
        "cpu"
    }

    fn device(&self) -> super::Device {
        super::Device::Cpu
    }

    fn orders(&self) -> &dyn super::Orders {
        self
    }

    fn moves(&self) -> &dyn super::Moves {
        self
    }

    fn spectra(&self) -> &dyn super::Spectra {
        self
    }

    fn counts(&self) -> &dyn super::Counts {
        self
    }

    fn products(&self) -> &dyn super::Products {
        self
    }

    fn solvers(&self) -> &dyn super::Solvers {
        self
    }

    fn empty(&self, dt: DType, n: usize) -> DResult<Buf> {
        Col::zeros(dt, n)
            .map(Store::host)
            .ok_or_else(|| DeviceError::HostMemory(oom(dt, n)))
    }

    fn upload(&self, col: &Col, _dt: DType) -> DResult<Buf> {
        Ok(Store::host(col.clone()))
    }

    fn random_fill(&self, dist: Dist, key: [u32; 2], start: u64, n: usize) -> DResult<Buf> {
        random::fill(dist, key, start, n).map(Store::host)
    }

    fn pcg_fill(&self, run: &crate::array::np_random::PcgRun) -> DResult<Buf> {
        pcg::fill(run).map(Store::host)
    }

    fn run_into(&self, p: &Program, out: &Buf, layout: &Layout) -> Result<(), StepError> {
        // Written as any copy into a view is (rows as slices where the view has them).
        let vals = Store::host(with_bound(p, |b| run(b, &p.shape))?);
        Ok(self
            .moves()
            .write(out, layout, p.code.out_dtype(), (&vals, 0))?)
    }

    fn scan_rows(
        &self,
        (src, so): (&Buf, usize),
        (dst, off): (&Buf, usize),
        dt: DType,
        rows: usize,
        len: usize,
        prod: bool,
    ) -> DResult<()> {
        // A device buffer's values come back to the host first (a backend without its
        // own scan for `dt` lends the rows here).
        let n = rows * len;
        if !std::rc::Rc::ptr_eq(src, dst) || so != off {
            let vals = src.borrow().range(so, n);
            dst.borrow_mut().copy_runs(&[off], n, &vals, 0);
        }
        let mut c = dst.borrow_mut();
        match scan::scan(&mut c, off..off + n, dt, len, prod) {
            true => Ok(()),
            false => Err(DeviceError::Interrupted),
        }
    }

    fn run(&self, p: &Program) -> Result<Buf, StepError> {
        with_bound(p, |b| run(b, &p.shape)).map(Store::host)
    }

    fn run_reduce(&self, p: &Program, r: Reduce, acc: DType) -> Result<Buf, StepError> {
        with_bound(p, |b| run_reduce(b, size_of(&p.shape), r, acc)).map(Store::host)
    }

    fn run_reduce_rows(
        &self,
        p: &Program,
        row: usize,
        inner: usize,
        r: Reduce,
        acc: DType,
    ) -> Result<Buf, StepError> {
        with_bound(p, |b| {
            run_reduce_rows(b, size_of(&p.shape), row, inner, r, acc)
        })
        .map(Store::host)
    }
}

/// Runs the program into a new contiguous column: each chunk is computed in parallel and
/// written straight into its place in the output.
fn run(b: &Bound, shape: &[usize]) -> Result<Col, StepError> {
    let size = size_of(shape);
    let dt = b.code.out_dtype();
    let failed = std::sync::Mutex::new(None);
    let oom = || StepError::from(DeviceError::HostMemory(oom_shape(dt, shape)));
    // The output is written once, chunk by chunk, without zeroing it first.
    macro_rules! fill {
        ($k:ident) => {{
            let mut v = Vec::new();
            crate::array::alloc::try_reserve(&mut v, size).map_err(|_| oom())?;
            v.spare_capacity_mut()[..size]
                .par_chunks_mut(CHUNK)
                .enumerate()
                .for_each(|(i, dst)| match b.chunk(i * CHUNK, dst.len()) {
                    Ok(Col::$k(c)) => {
                        for (d, s) in dst.iter_mut().zip(c) {
                            d.write(s);
                        }
                    }
                    Ok(_) => unreachable!("program output lane"),
                    Err(e) => *failed.lock().unwrap() = Some(e),
                });
            if let Some(e) = failed.lock().unwrap().take() {
                return Err(e);
            }
            // SAFETY: every element of 0..size was written by exactly one chunk above
            // (an error returned before this point).
            unsafe { v.set_len(size) };
            Col::$k(v)
        }};
    }
    Ok(match Col::zeros(dt, 0).ok_or_else(oom)? {
        Col::B(_) => fill!(B),
        Col::I(_) => fill!(I),
        Col::U(_) => fill!(U),
        Col::S(_) => fill!(S),
        Col::F(_) => fill!(F),
        Col::Z(_) => fill!(Z),
        Col::C(_) => fill!(C),
    })
}

/// Reduces elements `start..start+len` to one element: chunks in parallel, then the
/// chunks' partial results (float sums stay pairwise).
fn reduce_range(
    b: &Bound,
    start: usize,
    len: usize,
    r: Reduce,
    acc: DType,
) -> Result<Col, StepError> {
    let dt = b.code.out_dtype();
    let count = len.div_ceil(CHUNK);
    // A plain contiguous array reduced in its own dtype: reduce straight from memory.
    let direct = matches!(b.code.instrs.as_slice(), [(Instr::Load(0), _)])
        && dt == acc
        && b.leaves[0].1.is_contiguous()
        && !b.code.leaves[0].index;
    let parts: Vec<Col> = (0..count)
        .into_par_iter()
        .map(|k| {
            let s = start + k * CHUNK;
            let n = CHUNK.min(start + len - s);
            if direct {
                b.check_interrupt()?;
                let off = b.leaves[0].1.offset + s;
                // Sums of floats read memory in place; the rest copy one chunk.
                return Ok(match (b.leaves[0].0, r) {
                    (Col::S(v), Reduce::Sum) => Col::S(vec![reduce::pairwise32(&v[off..off + n])]),
                    (Col::F(v), Reduce::Sum) => Col::F(vec![reduce::pairwise(&v[off..off + n])]),
                    (c, _) => reduce_col(&slice_col(c, off, n), r, acc)?,
                });
            }
            let c = b.chunk(s, n)?;
            let c = if dt == acc { c } else { c.cast(dt, acc) };
            Ok(reduce_col(&c, r, acc)?)
        })
        .collect::<Result<_, StepError>>()?;
    let lane_dt = acc_lane_dtype(r, acc);
    if parts.len() == 1 {
        return Ok(parts.into_iter().next().unwrap());
    }
    let all = concat_all(parts, lane_dt, count)?;
    // NumPy adds the sums of its 8192-element blocks in order (`sum_order.rs`).
    if r == Reduce::Sum
        && sum_order::ordered(lane_dt, CHUNK)
        && let Some(s) = sum_order::fold_in_order(&all)
    {
        return Ok(s);
    }
    Ok(reduce_col(&all, r, lane_dt)?)
}

/// Runs the program with a trailing full reduction; returns one element.
fn run_reduce(b: &Bound, size: usize, r: Reduce, acc: DType) -> Result<Col, StepError> {
    if size == 0 {
        return Ok(reduce::identity(r, acc)?);
    }
    reduce_range(b, 0, size, r, acc)
}

/// One element per row of `row` consecutive elements. Long rows reduce like a full
/// reduction each; short rows are evaluated many to a chunk.
fn run_reduce_rows(
    b: &Bound,
    size: usize,
    row: usize,
    inner: usize,
    r: Reduce,
    acc: DType,
) -> Result<Col, StepError> {
    let lane_dt = acc_lane_dtype(r, acc);
    if row == 0 {
        // Callers give empty reductions their identity without running a program.
        return Err(
            DeviceError::Invalid("internal: reduction over rows of 0 elements".into()).into(),
        );
    }
    // Float sums over axes that do not end the array: NumPy's order, block by block.
    if r == Reduce::Sum && inner < row && sum_order::ordered(acc, inner) {
        return sum_order::sum_rows(b, size, row, inner, acc);
    }
    let rows = size / row;
    let parts: Vec<Col> = if row >= CHUNK {
        (0..rows)
            .map(|i| reduce_range(b, i * row, row, r, acc))
            .collect::<Result<_, _>>()?
    } else {
        let per = (CHUNK / row).max(1);
        let groups: Vec<usize> = (0..rows).step_by(per).collect();
        groups
            .par_iter()
            .map(|&g| {
                let n = per.min(rows - g);
                let c = b.chunk(g * row, n * row)?;
                let dt = b.code.out_dtype();
                let c = if dt == acc { c } else { c.cast(dt, acc) };
                let each = (0..n)
                    .map(|i| reduce_col(&slice_col(&c, i * row, row), r, acc))
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(concat_all(each, lane_dt, n)?)
            })
            .collect::<Result<_, StepError>>()?
    };
    Ok(concat_all(parts, lane_dt, rows)?)
}

impl Bound<'_> {
    fn check_interrupt(&self) -> Result<(), StepError> {
        if crate::interrupt::requested(&self.stop) {
            return Err(DeviceError::Interrupted.into());
        }
        Ok(())
    }

    /// Evaluates output elements `start..start+len`; an error names the failing instruction.
    fn chunk(&self, start: usize, len: usize) -> Result<Col, StepError> {
        self.check_interrupt()?;
        let code = self.code;
        let mut regs: Vec<Col> = Vec::with_capacity(code.instrs.len());
        let mut idx = Vec::new();
        for (k, (ins, dt)) in code.instrs.iter().enumerate() {
            let dt = *dt;
            let fail = |msg| StepError {
                instr: Some(k),
                err: DeviceError::Invalid(msg),
            };
            let v = match ins {
                Instr::Load(l) if code.leaves[*l].index => {
                    positions(self.leaves[*l].1, start, len, &mut idx)
                }
                Instr::Load(l) => load(self.leaves[*l].0, self.leaves[*l].1, start, len, &mut idx),
                Instr::Const(c) => self.consts[*c].repeat_first(len),
                Instr::Cast(r, from) => regs[*r].cast(*from, dt),
                Instr::Unary(op, r) => {
                    ops::unary(*op, &regs[*r], code.dtype_of(*r), dt).map_err(fail)?
                }
                Instr::Binary(op, ct, a, b) => {
                    let x = cast_cow(&regs[*a], code.dtype_of(*a), *ct);
                    let y = cast_cow(&regs[*b], code.dtype_of(*b), *ct);
                    ops::binary(*op, &x, &y, *ct, dt).map_err(fail)?
                }
                Instr::Where(c, a, b) => {
                    let Col::B(cond) = regs[*c].cast(code.dtype_of(*c), DType::Bool) else {
                        unreachable!()
                    };
                    let x = cast_cow(&regs[*a], code.dtype_of(*a), dt);
                    let y = cast_cow(&regs[*b], code.dtype_of(*b), dt);
                    select(&cond, &x, &y)
                }
            };
            self.note_fp_events(k, ins, &regs, &v)?;
            regs.push(v);
        }
        Ok(regs.pop().unwrap_or(Col::F(vec![])))
    }

    /// Looks for floating-point events in instruction `k`'s result `v`: a kind whose mode
    /// (when the work was queued) is 'raise' stops the run with NumPy's FloatingPointError;
    /// 'warn' and 'print' are noted for the report after the run.
    fn note_fp_events(
        &self,
        k: usize,
        ins: &Instr,
        regs: &[Col],
        v: &Col,
    ) -> Result<(), StepError> {
        let code = self.code;
        let to = code.instrs[k].1;
        // The common case costs one scan of the result: nothing to look at.
        let worth = match ins {
            Instr::Binary(op, ct, ..) if !(ct.is_float() || ct.is_complex()) => {
                matches!(op, Op::FloorDiv | Op::Mod | Op::Fmod)
                    // NumPy warns of integer overflow for operators on scalars alone.
                    || (self.scalar && matches!(op, Op::Add | Op::Sub | Op::Mul))
            }
            Instr::Cast(_, from) if from.is_float() && to.is_int() => true,
            Instr::Unary(Op::Reciprocal, r) if !code.dtype_of(*r).is_float() => true,
            Instr::Unary(..) | Instr::Binary(..) | Instr::Cast(..) => fperr::any_nonfinite(v),
            _ => false,
        };
        if !worth {
            return Ok(());
        }
        let flags = match ins {
            Instr::Unary(op, r)
                if !code.dtype_of(*r).is_float() && !code.dtype_of(*r).is_complex() =>
            {
                fperr::unary_int(*op, &regs[*r])
            }
            Instr::Unary(op, r) => fperr::unary(*op, &regs[*r], v),
            Instr::Binary(op @ (Op::Add | Op::Sub | Op::Mul), ct, a, b)
                if !(ct.is_float() || ct.is_complex()) =>
            {
                let x = cast_cow(&regs[*a], code.dtype_of(*a), *ct);
                let y = cast_cow(&regs[*b], code.dtype_of(*b), *ct);
                fperr::int_overflow(*op, &x, &y, v)
            }
            Instr::Binary(op, ct, a, b) => {
                let x = cast_cow(&regs[*a], code.dtype_of(*a), *ct);
                let y = cast_cow(&regs[*b], code.dtype_of(*b), *ct);
                fperr::binary(*op, *ct, &x, &y, v)
            }
            Instr::Cast(r, from) => fperr::cast(&regs[*r], *from, to, v),
            _ => 0,
        };
        if flags == 0 {
            return Ok(());
        }
        let modes = self.origins[k].fp;
        for (kind, _, _) in fperr::KINDS {
            match modes.get(kind) {
                _ if flags & kind == 0 => {}
                fperr::Mode::Ignore => {}
                fperr::Mode::Raise => {
                    return Err(StepError {
                        instr: Some(k),
                        err: DeviceError::FloatingPoint(
                            fperr::Event {
                                origin: self.origins[k],
                                op: self.renamed.unwrap_or(op_name(ins)),
                                kind,
                                scalar: self.scalar,
                            }
                            .message(),
                        ),
                    });
                }
                fperr::Mode::Warn | fperr::Mode::Print => {
                    self.fp_events[k].fetch_or(kind, Ordering::Relaxed);
                }
            }
        }
        Ok(())
    }
}

fn acc_lane_dtype(r: Reduce, acc: DType) -> DType {
    if matches!(r, Reduce::Any | Reduce::All) {
        DType::Bool
    } else {
        acc
    }
}

fn cast_cow(c: &Col, from: DType, to: DType) -> Cow<'_, Col> {
    if from == to
        || (lane(from) == lane(to)
            && !matches!(to, DType::F16)
            && !to.is_int()
            && to != DType::Bool)
    {
        Cow::Borrowed(c)
    } else {
        Cow::Owned(c.cast(from, to))
    }
}

/// Reads a chunk of a leaf: a slice copy when contiguous, a fill when broadcast from one
/// element, else gathered through its strides.
fn load(c: &Col, l: &Layout, start: usize, len: usize, idx: &mut Vec<usize>) -> Col {
    macro_rules! slice_or_fill {
        ($v:expr, $k:ident) => {{
            if l.is_contiguous() {
                let s = l.offset + start;
                Col::$k($v[s..s + len].to_vec())
            } else if l.strides.iter().all(|&s| s == 0) {
                Col::$k(vec![$v[l.offset]; len])
            } else {
                l.indices(start, len, idx);
                Col::$k(idx.iter().map(|&i| $v[i]).collect())
            }
        }};
    }
    match c {
        Col::B(v) => slice_or_fill!(v, B),
        Col::I(v) => slice_or_fill!(v, I),
        Col::U(v) => slice_or_fill!(v, U),
        Col::S(v) => slice_or_fill!(v, S),
        Col::F(v) => slice_or_fill!(v, F),
        Col::Z(v) => slice_or_fill!(v, Z),
        Col::C(v) => slice_or_fill!(v, C),
    }
}

/// An index leaf's values: the positions elements `start..start+len` read through `l`.
fn positions(l: &Layout, start: usize, len: usize, idx: &mut Vec<usize>) -> Col {
    if l.is_contiguous() {
        let s = (l.offset + start) as i64;
        return Col::I((s..s + len as i64).collect());
    }
    l.indices(start, len, idx);
    Col::I(idx.iter().map(|&i| i as i64).collect())
}

/// A copy of `len` elements from `off` (one chunk; cheap next to the reduction).
fn slice_col(c: &Col, off: usize, len: usize) -> Col {
    match c {
        Col::B(v) => Col::B(v[off..off + len].to_vec()),
        Col::I(v) => Col::I(v[off..off + len].to_vec()),
        Col::U(v) => Col::U(v[off..off + len].to_vec()),
        Col::S(v) => Col::S(v[off..off + len].to_vec()),
        Col::F(v) => Col::F(v[off..off + len].to_vec()),
        Col::Z(v) => Col::Z(v[off..off + len].to_vec()),
        Col::C(v) => Col::C(v[off..off + len].to_vec()),
    }
}

fn select(cond: &[bool], x: &Col, y: &Col) -> Col {
    macro_rules! sel {
        ($p:expr, $q:expr, $k:ident) => {
            Col::$k(
                cond.iter()
                    .enumerate()
                    .map(|(i, &c)| if c { $p[i] } else { $q[i] })
                    .collect(),
            )
        };
    }
    match (x, y) {
        (Col::B(p), Col::B(q)) => sel!(p, q, B),
        (Col::I(p), Col::I(q)) => sel!(p, q, I),
        (Col::U(p), Col::U(q)) => sel!(p, q, U),
        (Col::S(p), Col::S(q)) => sel!(p, q, S),
        (Col::F(p), Col::F(q)) => sel!(p, q, F),
        (Col::Z(p), Col::Z(q)) => sel!(p, q, Z),
        (Col::C(p), Col::C(q)) => sel!(p, q, C),
        _ => unreachable!("where() branches share a dtype"),
    }
}

fn concat_all(parts: Vec<Col>, dt: DType, size: usize) -> Result<Col, DeviceError> {
    let mut out = Col::zeros(dt, 0).unwrap_or(Col::F(vec![]));
    macro_rules! cat {
        ($k:ident) => {{
            let mut v = Vec::new();
            crate::array::alloc::try_reserve(&mut v, size)
                .map_err(|_| DeviceError::HostMemory(oom(dt, size)))?;
            for p in parts {
                if let Col::$k(x) = p {
                    v.extend_from_slice(&x);
                }
            }
            Col::$k(v)
        }};
    }
    out = match out {
        Col::B(_) => cat!(B),
        Col::I(_) => cat!(I),
        Col::U(_) => cat!(U),
        Col::S(_) => cat!(S),
        Col::F(_) => cat!(F),
        Col::Z(_) => cat!(Z),
        Col::C(_) => cat!(C),
    };
    Ok(out)
}
