//! The lazy graph and the fuser. Elementwise operations, casts and broadcasts record nodes;
//! a node runs only when something needs its value, and then the whole pending expression
//! runs as ONE program (any number of elementwise stages plus at most one trailing
//! reduction), evaluated chunk by chunk so intermediates stay in cache.
pub mod schedule;
mod store;

pub use store::{Buf, Store};

use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::{Layout, size_of};
use crate::array::ops::Op;
use crate::backend;
use schedule::Program;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Materialise before a graph gets deeper or wider than this (DESIGN.md's caps).
pub const MAX_DEPTH: u32 = 64;
pub const MAX_LEAVES: u32 = 24;

pub enum Kind {
    /// A materialised buffer seen through a layout (possibly broadcast or strided).
    Leaf {
        buf: Buf,
        layout: Layout,
    },
    /// One value broadcast everywhere (a Python scalar operand), already in the node's dtype.
    Const(Col),
    /// Each element's position through `layout` (int64), as a leaf would read it but with
    /// no buffer: what arange, linspace and eye are made of on the device, so they are
    /// generated where they are used instead of filled on the host and copied.
    Index(Layout),
    Cast(Rc<Node>),
    Unary(Op, Rc<Node>),
    /// Inputs are cast to the compute dtype `ct` first.
    Binary(Op, DType, Rc<Node>, Rc<Node>),
    Where(Rc<Node>, Rc<Node>, Rc<Node>),
}

pub struct Node {
    pub kind: Kind,
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub depth: u32,
    pub leaves: u32,
    /// The statement that queued this node: an error found when it runs points there.
    pub origin: Origin,
    /// The device its values belong to: its first input's (a buffer's, or a node's), else
    /// the device current when it was queued (`backend::devices`).
    pub device: u8,
    /// Some program computed this node (alone or inside a larger expression): a dropped
    /// array holding it has nothing left to run.
    ran: Cell<bool>,
    /// The node this one was rebuilt from (broadcast or permuted): running this one runs
    /// that one's work, and holding it tells a dropped array of it that work is live.
    source: Option<Rc<Node>>,
    /// The values an array of this node was computed into (C order): a later program that
    /// holds this node reads them instead of computing them again, and no longer reads
    /// this node's inputs (so a write into an input need not wait for it: `lap` in
    /// `lap = f(u); u[1:-1] = u[1:-1] + lap`).
    result: RefCell<Option<Buf>>,
}

/// A source id and byte span (the interpreter's statement being executed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Origin {
    pub src: u32,
    pub span: (usize, usize),
    /// The floating-point error state (`np.errstate`) when the work was queued.
    pub fp: crate::array::fperr::Modes,
}

/// An error from running queued work, with the statement that queued the failing node.
#[derive(Debug)]
pub struct RunError {
    pub err: crate::backend::DeviceError,
    pub origin: Option<Origin>,
}

impl From<crate::backend::DeviceError> for RunError {
    fn from(err: crate::backend::DeviceError) -> Self {
        RunError {
            origin: err.origin(),
            err,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reduce {
    Sum,
    Prod,
    Max,
    Min,
    Any,
    All,
}

thread_local! {
    static ORIGIN: Cell<Origin> = const {
        Cell::new(Origin { src: 0, span: (0, 0), fp: crate::array::fperr::Modes::NUMPY })
    };
    static PROGRAMS_RUN: Cell<u64> = const { Cell::new(0) };
    static DEBUG: bool = std::env::var("GPA_DEBUG").is_ok_and(|v| v.split(',').any(|x| x == "kernels"));
}

/// Records which statement is running: nodes created now remember it.
#[inline]
pub fn set_origin(src: u32, span: (usize, usize)) {
    // The error state is read when work is queued (`current_origin`).
    let fp = crate::array::fperr::Modes::NUMPY;
    ORIGIN.with(|o| o.set(Origin { src, span, fp }));
}

thread_local! {
    /// The interpreter's sources (name, text) by id, so a device error can name a line.
    static SOURCES: RefCell<Vec<(String, Rc<str>)>> = const { RefCell::new(Vec::new()) };
}

/// Remembers source `id` (`Interp::add_source`) for `describe_origin`.
pub fn note_source(id: u32, name: &str, text: Rc<str>) {
    SOURCES.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() <= id as usize {
            s.resize(id as usize + 1, (String::new(), Rc::from("")));
        }
        s[id as usize] = (name.to_string(), text);
    });
}

/// `at line 4 of script.gpa`: where a statement is, for messages that outlive it.
pub fn describe_origin(o: Origin) -> String {
    SOURCES.with(|s| match s.borrow().get(o.src as usize) {
        Some((name, text)) => {
            let (line, _) = crate::diag::line_col(text, o.span.0);
            format!("at line {line} of {name}")
        }
        None => "by an earlier statement".to_string(),
    })
}

/// The source and span of the statement running now (`set_origin`'s), to put back later.
#[inline]
pub fn current_site() -> (u32, (usize, usize)) {
    let o = ORIGIN.with(|o| o.get());
    (o.src, o.span)
}

/// The statement running now (launches are attributed to it).
pub fn current_origin() -> Origin {
    let fp = crate::array::fperr::modes();
    Origin {
        fp,
        ..ORIGIN.with(|o| o.get())
    }
}

/// How many fused programs have run on this thread (tests assert fusion with it).
pub fn programs_run() -> u64 {
    PROGRAMS_RUN.with(|c| c.get())
}

impl Node {
    /// Whether a program computed this node already.
    pub fn has_run(&self) -> bool {
        self.ran.get()
    }

    /// Keeps the buffer this node was computed into (see `result`).
    pub fn keep_result(&self, buf: &Buf) {
        *self.result.borrow_mut() = Some(buf.clone());
    }

    /// A leaf over this node's computed values, where it has them.
    fn result_leaf(&self) -> Option<Rc<Node>> {
        let buf = self.result.borrow().clone()?;
        let mut leaf = Node::leaf(buf, Layout::contiguous(&self.shape), self.dtype);
        Rc::get_mut(&mut leaf).expect("fresh node").origin = self.origin;
        Some(leaf)
    }

    /// This node and everything below it are computed by the program about to run.
    fn mark_ran(&self) {
        if !self.ran.replace(true) {
            for k in kind_children(&self.kind).into_iter().chain(&self.source) {
                k.mark_ran();
            }
        }
    }

    /// Whether dropping an array of this node would skip work: a computation (not a view,
    /// a constant or positions, which have no effect but their values) that has not run.
    pub fn is_work(&self) -> bool {
        !self.ran.get()
            && !matches!(
                self.kind,
                Kind::Leaf { .. } | Kind::Const(_) | Kind::Index(_)
            )
    }

    pub fn new(kind: Kind, dtype: DType, shape: Vec<usize>) -> Rc<Node> {
        let kids = kind_children(&kind);
        let depth = 1 + kids.iter().map(|k| k.depth).max().unwrap_or(0);
        let leaves = kids.iter().map(|k| k.leaves).sum::<u32>().max(match kind {
            Kind::Leaf { .. } | Kind::Index(_) => 1,
            _ => 0,
        });
        let device = match &kind {
            Kind::Leaf { buf, .. } => buf.device_id(),
            // A constant or positions take the device of what they meet.
            _ => kids
                .iter()
                .find(|k| !matches!(k.kind, Kind::Const(_) | Kind::Index(_)))
                .map_or_else(crate::backend::devices::current, |k| k.device),
        };
        Rc::new(Node {
            kind,
            dtype,
            shape,
            depth,
            leaves,
            device,
            origin: current_origin(),
            ran: Cell::new(false),
            source: None,
            result: RefCell::new(None),
        })
    }

    /// Element positions through `layout` (see `Kind::Index`).
    pub fn index(layout: Layout) -> Rc<Node> {
        let shape = layout.shape.clone();
        Node::new(Kind::Index(layout), DType::I64, shape)
    }

    pub fn leaf(buf: Buf, layout: Layout, dtype: DType) -> Rc<Node> {
        let shape = layout.shape.clone();
        Node::new(Kind::Leaf { buf, layout }, dtype, shape)
    }

    /// Whether every read of `buf` goes through exactly `layout`: then computing into `buf`
    /// through `layout` is safe in place (each element is read only where it is written).
    pub fn reads_only_at(&self, buf: &Buf, layout: &Layout) -> bool {
        if let Some(r) = &*self.result.borrow() {
            return !Rc::ptr_eq(r, buf);
        }
        match &self.kind {
            Kind::Leaf { buf: b, layout: l } => !Rc::ptr_eq(b, buf) || l == layout,
            k => kind_children(k)
                .iter()
                .all(|c| c.reads_only_at(buf, layout)),
        }
    }

    /// Whether this node reads `buf` (for write-after-read ordering).
    pub fn reads(&self, buf: &Buf) -> bool {
        if let Some(r) = &*self.result.borrow() {
            return Rc::ptr_eq(r, buf);
        }
        match &self.kind {
            Kind::Leaf { buf: b, .. } => Rc::ptr_eq(b, buf),
            k => kind_children(k).iter().any(|c| c.reads(buf)),
        }
    }
}

fn kind_children(k: &Kind) -> Vec<&Rc<Node>> {
    match k {
        Kind::Leaf { .. } | Kind::Const(_) | Kind::Index(_) => vec![],
        Kind::Cast(a) | Kind::Unary(_, a) => vec![a],
        Kind::Binary(_, _, a, b) => vec![a, b],
        Kind::Where(c, a, b) => vec![c, a, b],
    }
}

/// The same expression seen at a broadcast shape: broadcasting moves down to the leaves.
pub fn broadcast(n: &Rc<Node>, shape: &[usize]) -> Result<Rc<Node>, String> {
    if n.shape == shape {
        return Ok(n.clone());
    }
    if let Some(leaf) = n.result_leaf() {
        return broadcast(&leaf, shape);
    }
    // Checked here, not only at the leaves: a constant (a pending `zeros(3)`) has no layout
    // that would refuse a shape (3,) -> (4,).
    crate::array::layout::Layout::contiguous(&n.shape).broadcast_to(shape)?;
    let kind = match &n.kind {
        Kind::Leaf { buf, layout } => Kind::Leaf {
            buf: buf.clone(),
            layout: layout.broadcast_to(shape)?,
        },
        Kind::Const(c) => Kind::Const(c.clone()),
        Kind::Index(layout) => Kind::Index(layout.broadcast_to(shape)?),
        Kind::Cast(a) => Kind::Cast(broadcast(a, shape)?),
        Kind::Unary(op, a) => Kind::Unary(*op, broadcast(a, shape)?),
        Kind::Binary(op, ct, a, b) => {
            Kind::Binary(*op, *ct, broadcast(a, shape)?, broadcast(b, shape)?)
        }
        Kind::Where(c, a, b) => Kind::Where(
            broadcast(c, shape)?,
            broadcast(a, shape)?,
            broadcast(b, shape)?,
        ),
    };
    Ok(rebuilt(n, kind, shape.to_vec()))
}

/// A node rebuilt with new children, keeping its dtype and origin.
fn rebuilt(n: &Rc<Node>, kind: Kind, shape: Vec<usize>) -> Rc<Node> {
    let mut m = Node::new(kind, n.dtype, shape);
    let fresh = Rc::get_mut(&mut m).expect("fresh node");
    fresh.origin = n.origin;
    fresh.source = Some(n.clone());
    m
}

/// The same expression with its axes permuted (`perm[i]` is the old axis that becomes axis
/// i): the permutation moves down to the leaves' layouts.
pub fn permute(n: &Rc<Node>, perm: &[usize]) -> Rc<Node> {
    if perm.iter().enumerate().all(|(i, &p)| i == p) {
        return n.clone();
    }
    if let Some(leaf) = n.result_leaf() {
        return permute(&leaf, perm);
    }
    let kind = match &n.kind {
        Kind::Leaf { buf, layout } => Kind::Leaf {
            buf: buf.clone(),
            layout: layout.permute(perm),
        },
        Kind::Const(c) => Kind::Const(c.clone()),
        Kind::Index(layout) => Kind::Index(layout.permute(perm)),
        Kind::Cast(a) => Kind::Cast(permute(a, perm)),
        Kind::Unary(op, a) => Kind::Unary(*op, permute(a, perm)),
        Kind::Binary(op, ct, a, b) => Kind::Binary(*op, *ct, permute(a, perm), permute(b, perm)),
        Kind::Where(c, a, b) => Kind::Where(permute(c, perm), permute(a, perm), permute(b, perm)),
    };
    let shape = perm.iter().map(|&p| n.shape[p]).collect();
    rebuilt(n, kind, shape)
}

/// A structural description of the program: what `GPA_DEBUG=kernels` prints (kernels are
/// cached by the scheduled `Code`, not by this text).
pub fn describe(n: &Node) -> String {
    if n.result.borrow().is_some() {
        return format!("in:{}", n.dtype.name());
    }
    match &n.kind {
        Kind::Leaf { layout, .. } => format!(
            "in:{}{}",
            n.dtype.name(),
            if layout.is_contiguous() {
                ""
            } else {
                "(strided)"
            }
        ),
        Kind::Const(_) => format!("const:{}", n.dtype.name()),
        Kind::Index(_) => "index".into(),
        Kind::Cast(a) => format!("{}({})", n.dtype.name(), describe(a)),
        Kind::Unary(op, a) => format!("{}({})", op.def().name, describe(a)),
        Kind::Binary(op, _, a, b) => format!("{}({}, {})", op.def().name, describe(a), describe(b)),
        Kind::Where(c, a, b) => format!("where({}, {}, {})", describe(c), describe(a), describe(b)),
    }
}

fn count_program(n: &Node, what: &str) {
    n.mark_ran();
    PROGRAMS_RUN.with(|c| c.set(c.get() + 1));
    if DEBUG.with(|d| *d) {
        eprintln!(
            "[gpa kernel] {what} shape={:?} -> {}: {}",
            n.shape,
            n.dtype.name(),
            describe(n)
        );
    }
}

/// Runs the program that computes `n` into a new contiguous buffer, on the device for
/// device arrays.
pub fn run(n: &Rc<Node>, device: bool) -> Result<Buf, RunError> {
    count_program(n, "elementwise");
    let p = Program::schedule(n);
    on_its_device(n, || backend::for_arrays(device).run(&p)).map_err(|e| p.locate(e))
}

/// Runs `f` (the work of `n`) with `n`'s device current, so the buffers it makes belong
/// there whichever device is current when queued work runs.
fn on_its_device<T>(n: &Node, f: impl FnOnce() -> T) -> T {
    backend::devices::on(n.device, f)
}

/// Runs the program that computes `n` straight into the buffer `out` through `layout` (of
/// `n`'s shape): an in-place update such as `a += v` or `u[1:-1] = u[1:-1] + d` in one
/// kernel.
pub fn run_into(n: &Rc<Node>, out: &Buf, layout: &Layout, device: bool) -> Result<(), RunError> {
    count_program(n, "elementwise");
    let p = Program::schedule_out(n, !layout.is_contiguous());
    on_its_device(n, || backend::for_arrays(device).run_into(&p, out, layout))
        .map_err(|e| p.locate(e))
}

/// Runs `n` with a trailing full reduction in the same pass; returns one element.
pub fn run_reduce(n: &Rc<Node>, r: Reduce, acc: DType, device: bool) -> Result<Buf, RunError> {
    count_program(n, &format!("{r:?} reduction"));
    if size_of(&n.shape) == 0 {
        let id = backend::cpu::reduce::identity(r, acc)?;
        return Ok(on_its_device(n, || Store::host(id)));
    }
    let p = Program::schedule(n);
    on_its_device(n, || backend::for_arrays(device).run_reduce(&p, r, acc)).map_err(|e| p.locate(e))
}

/// Runs `n` and reduces each run of `row` consecutive elements (C order) to one: a per-axis
/// reduction after the reduced axes were permuted last. Same pass as the elementwise work.
pub fn run_reduce_rows(
    n: &Rc<Node>,
    row: usize,
    inner: usize,
    r: Reduce,
    acc: DType,
    device: bool,
) -> Result<Buf, RunError> {
    count_program(n, &format!("{r:?} reduction over rows of {row}"));
    let p = Program::schedule(n);
    on_its_device(n, || {
        backend::for_arrays(device).run_reduce_rows(&p, row, inner, r, acc)
    })
    .map_err(|e| p.locate(e))
}
