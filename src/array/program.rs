//! A fused program: the pending graph flattened into instructions over registers, run chunk
//! by chunk (chunks in parallel with rayon). The same flat form is what the CUDA backend will
//! render to a kernel.
use super::col::{Col, lane};
use super::dtype::DType;
use super::layout::{Layout, size_of};
use super::lazy::{Buf, Kind, Node, Reduce, reduce_col};
use super::ops::{self, Op};
use rayon::prelude::*;
use std::borrow::Cow;
use std::collections::HashMap;
use std::rc::Rc;

/// Elements per chunk: a few registers of chunks stay in L1/L2.
const CHUNK: usize = 8192;

enum Instr {
    Load(usize),
    Const(Col),
    Cast(usize, DType),
    Unary(Op, usize),
    Binary(Op, DType, usize, usize),
    Where(usize, usize, usize),
}

/// The instructions alone: plain data, shared by the worker threads.
struct Code {
    instrs: Vec<(Instr, DType)>,
}

pub struct Program {
    code: Code,
    leaves: Vec<(Buf, Layout, DType)>,
    pub shape: Vec<usize>,
}

impl Program {
    /// Flattens the graph under `n` (shared subexpressions become one register).
    pub fn compile(n: &Rc<Node>) -> Program {
        let mut p = Program {
            code: Code { instrs: Vec::new() },
            leaves: Vec::new(),
            shape: n.shape.clone(),
        };
        let mut seen: HashMap<*const Node, usize> = HashMap::new();
        p.emit(n, &mut seen);
        p
    }

    fn emit(&mut self, n: &Rc<Node>, seen: &mut HashMap<*const Node, usize>) -> usize {
        if let Some(r) = seen.get(&Rc::as_ptr(n)) {
            return *r;
        }
        let ins = match &n.kind {
            Kind::Leaf { buf, layout } => {
                self.leaves.push((buf.clone(), layout.clone(), n.dtype));
                Instr::Load(self.leaves.len() - 1)
            }
            Kind::Const(c) => Instr::Const(c.clone()),
            Kind::Cast(a) => {
                let r = self.emit(a, seen);
                Instr::Cast(r, a.dtype)
            }
            Kind::Unary(op, a) => Instr::Unary(*op, self.emit(a, seen)),
            Kind::Binary(op, ct, a, b) => {
                let (x, y) = (self.emit(a, seen), self.emit(b, seen));
                Instr::Binary(*op, *ct, x, y)
            }
            Kind::Where(c, a, b) => {
                let (x, y, z) = (self.emit(c, seen), self.emit(a, seen), self.emit(b, seen));
                Instr::Where(x, y, z)
            }
        };
        self.code.instrs.push((ins, n.dtype));
        let r = self.code.instrs.len() - 1;
        seen.insert(Rc::as_ptr(n), r);
        r
    }

    fn out_dtype(&self) -> DType {
        self.code.instrs.last().map_or(DType::F64, |(_, d)| *d)
    }

    fn borrow_leaves(&self) -> Vec<std::cell::Ref<'_, Col>> {
        self.leaves.iter().map(|(b, _, _)| b.borrow()).collect()
    }

    /// The borrowed leaves with their layouts: plain references the worker threads share.
    fn leaf_views<'a>(
        &'a self,
        guards: &'a [std::cell::Ref<'a, Col>],
    ) -> Vec<(&'a Col, &'a Layout)> {
        guards
            .iter()
            .zip(&self.leaves)
            .map(|(g, (_, l, _))| (&**g, l))
            .collect()
    }

    /// Runs the program into a new contiguous column: each chunk is computed in parallel and
    /// written straight into its place in the output.
    pub fn run(&self) -> Result<Col, String> {
        let size = size_of(&self.shape);
        let guards = self.borrow_leaves();
        let leaves = self.leaf_views(&guards);
        let dt = self.out_dtype();
        let code = &self.code;
        let failed = std::sync::Mutex::new(None);
        let oom = || super::lazy::oom_shape(dt, &self.shape);
        // The output is written once, chunk by chunk, without zeroing it first.
        macro_rules! fill {
            ($k:ident) => {{
                let mut v = Vec::new();
                v.try_reserve_exact(size).map_err(|_| oom())?;
                v.spare_capacity_mut()[..size]
                    .par_chunks_mut(CHUNK)
                    .enumerate()
                    .for_each(|(i, dst)| match code.chunk(&leaves, i * CHUNK, dst.len()) {
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

    /// Runs the program with a trailing full reduction; returns one element.
    pub fn run_reduce(&self, r: Reduce, acc: DType) -> Result<Col, String> {
        let size = size_of(&self.shape);
        let guards = self.borrow_leaves();
        let leaves = self.leaf_views(&guards);
        let starts: Vec<usize> = (0..size).step_by(CHUNK).collect();
        let dt = self.out_dtype();
        let code = &self.code;
        // A plain contiguous array reduced in its own dtype: reduce straight from memory.
        let direct = matches!(code.instrs.as_slice(), [(Instr::Load(0), _)])
            && dt == acc
            && leaves[0].1.is_contiguous();
        let parts: Vec<Col> = starts
            .par_iter()
            .map(|&s| {
                let len = CHUNK.min(size - s);
                if direct {
                    let off = leaves[0].1.offset + s;
                    // Sums of floats read memory in place; the rest copy one chunk.
                    return match (leaves[0].0, r) {
                        (Col::S(v), Reduce::Sum) => {
                            Ok(Col::S(vec![super::lazy::pairwise32(&v[off..off + len])]))
                        }
                        (Col::F(v), Reduce::Sum) => {
                            Ok(Col::F(vec![super::lazy::pairwise(&v[off..off + len])]))
                        }
                        (c, _) => reduce_col(&slice_col(c, off, len), r, acc),
                    };
                }
                let c = code.chunk(&leaves, s, len)?;
                let c = if dt == acc { c } else { c.cast(dt, acc) };
                reduce_col(&c, r, acc)
            })
            .collect::<Result<_, _>>()?;
        let lane_dt = acc_lane_dtype(r, acc);
        if parts.is_empty() {
            return reduce_col(
                &Col::zeros(lane_dt, 0).unwrap_or(Col::F(vec![])),
                r,
                lane_dt,
            );
        }
        let all = concat_all(parts, lane_dt, starts.len())?;
        reduce_col(&all, r, lane_dt)
    }
}

impl Code {
    /// Evaluates output elements `start..start+len`.
    fn chunk(&self, leaves: &[(&Col, &Layout)], start: usize, len: usize) -> Result<Col, String> {
        let mut regs: Vec<Col> = Vec::with_capacity(self.instrs.len());
        let mut idx = Vec::new();
        for (ins, dt) in &self.instrs {
            let dt = *dt;
            let v = match ins {
                Instr::Load(k) => load(leaves[*k].0, leaves[*k].1, start, len, &mut idx),
                Instr::Const(c) => c.gather(&vec![0; len]),
                Instr::Cast(r, from) => regs[*r].cast(*from, dt),
                Instr::Unary(op, r) => ops::unary(*op, &regs[*r], self.dtype_of(*r), dt)?,
                Instr::Binary(op, ct, a, b) => {
                    let x = cast_cow(&regs[*a], self.dtype_of(*a), *ct);
                    let y = cast_cow(&regs[*b], self.dtype_of(*b), *ct);
                    ops::binary(*op, &x, &y, *ct, dt)?
                }
                Instr::Where(c, a, b) => {
                    let Col::B(cond) = regs[*c].cast(self.dtype_of(*c), DType::Bool) else {
                        unreachable!()
                    };
                    let x = cast_cow(&regs[*a], self.dtype_of(*a), dt);
                    let y = cast_cow(&regs[*b], self.dtype_of(*b), dt);
                    select(&cond, &x, &y)
                }
            };
            regs.push(v);
        }
        Ok(regs.pop().unwrap_or(Col::F(vec![])))
    }

    fn dtype_of(&self, r: usize) -> DType {
        self.instrs[r].1
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

fn concat_all(parts: Vec<Col>, dt: DType, size: usize) -> Result<Col, String> {
    let mut out = Col::zeros(dt, 0).unwrap_or(Col::F(vec![]));
    macro_rules! cat {
        ($k:ident) => {{
            let mut v = Vec::new();
            v.try_reserve_exact(size)
                .map_err(|_| super::lazy::oom(dt, size))?;
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
