//! Scheduling: a pending graph becomes a `Program` = structural `Code` (instructions over
//! registers, what a backend compiles and caches) + the bindings of one run (leaf buffers and
//! layouts, constant values, the statements that queued each step).
use super::{Buf, Kind, Node, Origin, RunError};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::Layout;
use crate::array::ops::Op;
use crate::backend::DeviceError;
use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Instr {
    Load(usize),
    Const(usize),
    /// Register, and its dtype (the instruction's own dtype is the target).
    Cast(usize, DType),
    Unary(Op, usize),
    /// Both registers are cast to the compute dtype first.
    Binary(Op, DType, usize, usize),
    Where(usize, usize, usize),
}

/// How a leaf is read: part of the structure (the CUDA backend emits different index code).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LeafKind {
    pub dtype: DType,
    /// A `Kind::Index` leaf: its value is the position itself (its buffer is a stand-in).
    pub index: bool,
    pub contiguous: bool,
    pub ndim: usize,
}

/// The structure of a fused program: equal `Code` means the same compiled kernel.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Code {
    /// Each instruction with its result dtype; the last one is the output.
    pub instrs: Vec<(Instr, DType)>,
    pub leaves: Vec<LeafKind>,
    pub ndim: usize,
    /// The output is written through strides (`lazy::run_into` a strided view).
    pub out_strided: bool,
}

impl Code {
    pub fn dtype_of(&self, r: usize) -> DType {
        self.instrs[r].1
    }

    pub fn out_dtype(&self) -> DType {
        self.instrs.last().map_or(DType::F64, |(_, d)| *d)
    }
}

pub struct Program {
    pub code: Rc<Code>,
    pub leaves: Vec<(Buf, Layout)>,
    pub consts: Vec<Col>,
    pub shape: Vec<usize>,
    /// The statement that queued each instruction.
    origins: Vec<Origin>,
}

/// A step that failed while running: which instruction (when known) and NumPy's message.
#[derive(Debug)]
pub struct StepError {
    pub instr: Option<usize>,
    pub err: DeviceError,
}

impl From<DeviceError> for StepError {
    fn from(err: DeviceError) -> Self {
        StepError { instr: None, err }
    }
}

/// Distinct structures kept at most; past this the cache starts again (a loop that builds
/// ever-new shapes of program must not grow memory without bound).
const CACHE_CAP: usize = 4096;

thread_local! {
    static CACHE: RefCell<HashSet<Rc<Code>>> = RefCell::new(HashSet::new());
    static COMPILED: Cell<u64> = const { Cell::new(0) };
}

/// How many distinct program structures were scheduled for the first time on this thread
/// (a cache miss; with CUDA, a compile). Tests assert that repeated work reuses programs.
pub fn programs_compiled() -> u64 {
    COMPILED.with(|c| c.get())
}

impl Program {
    /// Flattens the graph under `n` (shared subexpressions become one register) and finds
    /// its structure in the cache.
    pub fn schedule(n: &Rc<Node>) -> Program {
        Program::schedule_out(n, false)
    }

    /// `schedule` for a program whose output is written through strides (`out_strided`).
    pub fn schedule_out(n: &Rc<Node>, out_strided: bool) -> Program {
        let mut b = Builder::default();
        b.emit(n);
        let code = Code {
            instrs: b.instrs,
            leaves: b
                .leaves
                .iter()
                .zip(b.leaf_dtypes.iter().zip(&b.leaf_index))
                .map(|((_, l), (&dtype, &index))| LeafKind {
                    dtype,
                    index,
                    contiguous: l.is_contiguous(),
                    ndim: l.shape.len(),
                })
                .collect(),
            ndim: n.shape.len(),
            out_strided,
        };
        let code = CACHE.with(|c| {
            let mut c = c.borrow_mut();
            if let Some(hit) = c.get(&code) {
                return hit.clone();
            }
            if c.len() >= CACHE_CAP {
                c.clear();
            }
            COMPILED.with(|k| k.set(k.get() + 1));
            let code = Rc::new(code);
            c.insert(code.clone());
            code
        });
        Program {
            code,
            leaves: b.leaves,
            consts: b.consts,
            shape: n.shape.clone(),
            origins: b.origins,
        }
    }

    /// The statement that queued each instruction (with its error state).
    pub fn origins(&self) -> &[Origin] {
        &self.origins
    }

    /// Attaches the statement that queued the failing step (else the program's output).
    pub fn locate(&self, e: StepError) -> RunError {
        let at = e.instr.or(self.origins.len().checked_sub(1));
        // A fault found at a sync already names the launch it came from.
        let origin = e
            .err
            .origin()
            .or(at.and_then(|k| self.origins.get(k).copied()));
        RunError { err: e.err, origin }
    }
}

thread_local! {
    /// The buffer an index leaf stands on (never read: backends pass its address only).
    static INDEX_STAND_IN: Buf = super::Store::host(Col::I(vec![0]));
}

#[derive(Default)]
struct Builder {
    instrs: Vec<(Instr, DType)>,
    leaves: Vec<(Buf, Layout)>,
    leaf_dtypes: Vec<DType>,
    leaf_index: Vec<bool>,
    consts: Vec<Col>,
    origins: Vec<Origin>,
    seen: HashMap<*const Node, usize>,
    made: Vec<Rc<Node>>,
}

impl Builder {
    fn emit(&mut self, n: &Rc<Node>) -> usize {
        if let Some(r) = self.seen.get(&Rc::as_ptr(n)) {
            return *r;
        }
        // Values computed already are read, not computed again.
        if let Some(leaf) = n.result_leaf() {
            let r = self.emit(&leaf);
            self.seen.insert(Rc::as_ptr(n), r);
            // Kept alive while scheduling: `seen` is keyed by address.
            self.made.push(leaf);
            return r;
        }
        let ins = match &n.kind {
            Kind::Leaf { buf, layout } => {
                self.leaves.push((buf.clone(), layout.clone()));
                self.leaf_dtypes.push(n.dtype);
                self.leaf_index.push(false);
                Instr::Load(self.leaves.len() - 1)
            }
            Kind::Index(layout) => {
                self.leaves
                    .push((INDEX_STAND_IN.with(|b| b.clone()), layout.clone()));
                self.leaf_dtypes.push(DType::I64);
                self.leaf_index.push(true);
                Instr::Load(self.leaves.len() - 1)
            }
            Kind::Const(c) => {
                self.consts.push(c.clone());
                Instr::Const(self.consts.len() - 1)
            }
            Kind::Cast(a) => {
                let r = self.emit(a);
                Instr::Cast(r, a.dtype)
            }
            Kind::Unary(op, a) => Instr::Unary(*op, self.emit(a)),
            Kind::Binary(op, ct, a, b) => {
                let (x, y) = (self.emit(a), self.emit(b));
                Instr::Binary(*op, *ct, x, y)
            }
            Kind::Where(c, a, b) => {
                let (x, y, z) = (self.emit(c), self.emit(a), self.emit(b));
                Instr::Where(x, y, z)
            }
        };
        self.instrs.push((ins, n.dtype));
        self.origins.push(n.origin);
        let r = self.instrs.len() - 1;
        self.seen.insert(Rc::as_ptr(n), r);
        r
    }
}

impl From<StepError> for RunError {
    fn from(e: StepError) -> Self {
        RunError {
            origin: e.err.origin(),
            err: e.err,
        }
    }
}
