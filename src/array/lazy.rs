//! The lazy graph and the fuser. Elementwise operations, casts and broadcasts record nodes;
//! a node runs only when something needs its value, and then the whole pending expression
//! runs as ONE program (any number of elementwise stages plus at most one trailing
//! reduction), evaluated chunk by chunk so intermediates stay in cache.
use super::col::Col;
use super::dtype::DType;
use super::layout::{Layout, size_of};
use super::ops::Op;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// Materialise before a graph gets deeper or wider than this (DESIGN.md's caps).
pub const MAX_DEPTH: u32 = 64;
pub const MAX_LEAVES: u32 = 24;

/// Host storage shared by an array and its views.
pub type Buf = Rc<RefCell<Col>>;

pub enum Kind {
    /// A materialised buffer seen through a layout (possibly broadcast or strided).
    Leaf {
        buf: Buf,
        layout: Layout,
    },
    /// One value broadcast everywhere (a Python scalar operand), already in the node's dtype.
    Const(Col),
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reduce {
    Sum,
    Prod,
    Max,
    Min,
    Any,
    All,
}

thread_local! {
    static PROGRAMS_RUN: Cell<u64> = const { Cell::new(0) };
    static DEBUG: bool = std::env::var("GPA_DEBUG").is_ok_and(|v| v.split(',').any(|x| x == "kernels"));
}

/// How many fused programs have run on this thread (tests assert fusion with it).
pub fn programs_run() -> u64 {
    PROGRAMS_RUN.with(|c| c.get())
}

impl Node {
    pub fn new(kind: Kind, dtype: DType, shape: Vec<usize>) -> Rc<Node> {
        let kids = kind_children(&kind);
        let depth = 1 + kids.iter().map(|k| k.depth).max().unwrap_or(0);
        let leaves = kids.iter().map(|k| k.leaves).sum::<u32>().max(match kind {
            Kind::Leaf { .. } => 1,
            _ => 0,
        });
        Rc::new(Node {
            kind,
            dtype,
            shape,
            depth,
            leaves,
        })
    }

    pub fn leaf(buf: Buf, layout: Layout, dtype: DType) -> Rc<Node> {
        let shape = layout.shape.clone();
        Node::new(Kind::Leaf { buf, layout }, dtype, shape)
    }

    /// Whether this node reads `buf` (for write-after-read ordering).
    pub fn reads(&self, buf: &Buf) -> bool {
        match &self.kind {
            Kind::Leaf { buf: b, .. } => Rc::ptr_eq(b, buf),
            k => kind_children(k).iter().any(|c| c.reads(buf)),
        }
    }
}

fn kind_children(k: &Kind) -> Vec<&Rc<Node>> {
    match k {
        Kind::Leaf { .. } | Kind::Const(_) => vec![],
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
    let kind = match &n.kind {
        Kind::Leaf { buf, layout } => Kind::Leaf {
            buf: buf.clone(),
            layout: layout.broadcast_to(shape)?,
        },
        Kind::Const(c) => Kind::Const(c.clone()),
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
    Ok(Node::new(kind, n.dtype, shape.to_vec()))
}

/// A structural description of the program (what `GPA_DEBUG=kernels` prints; the CUDA
/// backend's cache key).
pub fn describe(n: &Node) -> String {
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
        Kind::Cast(a) => format!("{}({})", n.dtype.name(), describe(a)),
        Kind::Unary(op, a) => format!("{}({})", op.def().name, describe(a)),
        Kind::Binary(op, _, a, b) => format!("{}({}, {})", op.def().name, describe(a), describe(b)),
        Kind::Where(c, a, b) => format!("where({}, {}, {})", describe(c), describe(a), describe(b)),
    }
}

fn count_program(n: &Node, what: &str) {
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

/// Runs the program that computes `n` into a new contiguous buffer.
pub fn run(n: &Rc<Node>) -> Result<Col, String> {
    count_program(n, "elementwise");
    super::program::Program::compile(n).run()
}

pub fn oom(dt: DType, n: usize) -> String {
    oom_shape(dt, &[n])
}

/// NumPy's MemoryError text.
pub fn oom_shape(dt: DType, shape: &[usize]) -> String {
    let n = shape.iter().fold(1usize, |a, &d| a.saturating_mul(d));
    format!(
        "Unable to allocate {} for an array with shape {} and data type {}",
        human_bytes(n.saturating_mul(dt.itemsize())),
        super::layout::shape_str(shape),
        dt.name()
    )
}

/// NumPy's `_size_to_string`: three significant figures in binary units.
fn human_bytes(b: usize) -> String {
    let units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let bits = usize::BITS - b.leading_zeros();
    let mut unit = ((bits.saturating_sub(1)).max(1) / 10) as usize;
    let mut n = b as f64 / (1u128 << (unit * 10)) as f64;
    if n.round() == 1024.0 {
        unit += 1;
        n /= 1024.0;
    }
    let fmt = |spec: &str| crate::builtins::format::format_float(n, spec).unwrap_or_default();
    match unit {
        0 => format!("{b} bytes"),
        _ if n.round() < 1000.0 => format!("{} {}", fmt("#.3g"), units[unit.min(6)]),
        _ => format!("{} {}", fmt("#.0f"), units[unit.min(6)]),
    }
}

/// Runs `n` with a trailing full reduction in the same pass; returns one element.
pub fn run_reduce(n: &Rc<Node>, r: Reduce, acc_dtype: DType) -> Result<Col, String> {
    count_program(n, &format!("{r:?} reduction"));
    if size_of(&n.shape) == 0 {
        return identity(r, acc_dtype);
    }
    super::program::Program::compile(n).run_reduce(r, acc_dtype)
}

fn identity(r: Reduce, acc: DType) -> Result<Col, String> {
    let one = |v: f64| Col::F(vec![v]).cast(DType::F64, acc);
    match r {
        Reduce::Sum => Ok(one(0.0)),
        Reduce::Prod => Ok(one(1.0)),
        Reduce::Any => Ok(Col::B(vec![false])),
        Reduce::All => Ok(Col::B(vec![true])),
        Reduce::Max | Reduce::Min => Err(format!(
            "zero-size array to reduction operation {} which has no identity",
            if r == Reduce::Max {
                "maximum"
            } else {
                "minimum"
            }
        )),
    }
}

/// Reduces a column to one element. Float sums are pairwise, like NumPy's.
pub fn reduce_col(c: &Col, r: Reduce, dt: DType) -> Result<Col, String> {
    if c.is_empty() {
        return identity(r, dt);
    }
    Ok(match (r, c) {
        (Reduce::Any, _) => Col::B(vec![(0..c.len()).any(|i| c.get_c(i) != (0.0, 0.0))]),
        (Reduce::All, _) => Col::B(vec![(0..c.len()).all(|i| c.get_c(i) != (0.0, 0.0))]),
        (Reduce::Sum, Col::F(v)) => Col::F(vec![pairwise(v)]),
        (Reduce::Sum, Col::S(v)) => Col::S(vec![pairwise32(v)]).cast(DType::F32, dt),
        (Reduce::Sum, Col::I(v)) => Col::I(vec![super::col::wrap_int(
            v.iter().fold(0i64, |a, &b| a.wrapping_add(b)),
            dt,
        )]),
        (Reduce::Sum, Col::U(v)) => Col::U(vec![v.iter().fold(0u64, |a, &b| a.wrapping_add(b))]),
        (Reduce::Prod, Col::I(v)) => Col::I(vec![super::col::wrap_int(
            v.iter().fold(1i64, |a, &b| a.wrapping_mul(b)),
            dt,
        )]),
        (Reduce::Prod, Col::U(v)) => Col::U(vec![v.iter().fold(1u64, |a, &b| a.wrapping_mul(b))]),
        (Reduce::Prod, Col::F(v)) => Col::F(vec![v.iter().product()]),
        (Reduce::Prod, Col::S(v)) => Col::S(vec![v.iter().product()]),
        (Reduce::Max | Reduce::Min, _) => {
            let want_max = r == Reduce::Max;
            let mut best = 0usize;
            for i in 1..c.len() {
                let (a, b) = (c.get_c(i), c.get_c(best));
                if a.0.is_nan() || b.0.is_nan() {
                    if b.0.is_nan() {
                        continue;
                    }
                    best = i;
                    continue;
                }
                let better = match c {
                    Col::I(v) => {
                        if want_max {
                            v[i] > v[best]
                        } else {
                            v[i] < v[best]
                        }
                    }
                    Col::U(v) => {
                        if want_max {
                            v[i] > v[best]
                        } else {
                            v[i] < v[best]
                        }
                    }
                    _ => {
                        if want_max {
                            a.0 > b.0
                        } else {
                            a.0 < b.0
                        }
                    }
                };
                if better {
                    best = i;
                }
            }
            c.gather(&[best])
        }
        (Reduce::Sum, Col::B(v)) => {
            Col::I(vec![v.iter().filter(|x| **x).count() as i64]).cast(DType::I64, dt)
        }
        (Reduce::Sum | Reduce::Prod, Col::C(_) | Col::Z(_)) => {
            let mut acc = if r == Reduce::Sum {
                (0.0, 0.0)
            } else {
                (1.0, 0.0)
            };
            for i in 0..c.len() {
                let x = c.get_c(i);
                acc = if r == Reduce::Sum {
                    (acc.0 + x.0, acc.1 + x.1)
                } else {
                    (acc.0 * x.0 - acc.1 * x.1, acc.0 * x.1 + acc.1 * x.0)
                };
            }
            Col::C(vec![acc]).cast(DType::C128, dt)
        }
        (Reduce::Prod, Col::B(v)) => Col::I(vec![v.iter().all(|x| *x) as i64]).cast(DType::I64, dt),
    })
}

/// NumPy's pairwise summation (blocks of 8 unrolled partial sums below 128 elements), in the
/// array's own precision (float32 sums in float32, as NumPy).
fn pairwise_sum<
    T: Copy + Send + Sync + Default + std::ops::Add<Output = T> + std::ops::AddAssign,
>(
    v: &[T],
) -> T {
    if v.len() < 8 {
        return v.iter().fold(T::default(), |a, &b| a + b);
    }
    if v.len() <= 128 {
        let mut r = [T::default(); 8];
        r.copy_from_slice(&v[..8]);
        let mut i = 8;
        while i + 8 <= v.len() {
            for k in 0..8 {
                r[k] += v[i + k];
            }
            i += 8;
        }
        let mut s = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        for &x in &v[i..] {
            s += x;
        }
        return s;
    }
    let half = (v.len() / 2) & !7;
    let (a, b) = v.split_at(half);
    if v.len() > 1 << 16 {
        let (x, y) = rayon::join(|| pairwise_sum(a), || pairwise_sum(b));
        x + y
    } else {
        pairwise_sum(a) + pairwise_sum(b)
    }
}

pub(super) fn pairwise32(v: &[f32]) -> f32 {
    pairwise_sum(v)
}

pub(super) fn pairwise(v: &[f64]) -> f64 {
    pairwise_sum(v)
}
