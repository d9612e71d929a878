//! Arrays: a dtype, a shape, and either a materialised buffer seen through a layout or a
//! pending lazy node. Host (`numpy`) and device (`cupy`/`gpa`) arrays are distinct kinds.
pub mod col;
pub mod dtype;
pub mod fastmath;
pub mod layout;
pub mod lazy;
pub mod linalg;
pub mod ops;

pub mod print;
pub mod program;

use col::Col;
use dtype::DType;
use layout::Layout;
use lazy::{Buf, Kind, Node, Reduce};
use ops::Op;
use std::cell::RefCell;
use std::rc::Rc;

pub enum State {
    Ready { buf: Buf, layout: Layout },
    Pending(Rc<Node>),
}

pub struct Array {
    pub dtype: DType,
    pub shape: Vec<usize>,
    /// A `numpy` (host) array, as opposed to a `cupy`/`gpa` (device) array.
    pub host: bool,
    /// A NumPy scalar (`np.float32(1.5)`, a host reduction): 0-d, prints as a scalar.
    pub scalar: bool,
    pub state: RefCell<State>,
}

pub type ArrayRef = Rc<Array>;

thread_local! {
    /// Pending arrays, so a write into a buffer can first run every queued reader of it.
    static PENDING: RefCell<Vec<std::rc::Weak<Array>>> = const { RefCell::new(Vec::new()) };
}

/// Materialises every pending array that reads `buf` (write-after-read ordering).
pub fn flush_readers(buf: &Buf) -> AResult<()> {
    let live: Vec<ArrayRef> = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        p.retain(|w| w.upgrade().is_some_and(|a| a.is_pending()));
        p.iter().filter_map(|w| w.upgrade()).collect()
    });
    for a in live {
        let reads = match &*a.state.borrow() {
            State::Pending(n) => n.reads(buf),
            State::Ready { .. } => false,
        };
        if reads {
            a.ready()?;
        }
    }
    Ok(())
}

/// Writes `src` (broadcast, cast to `dtype`) into `buf` through `layout`: assignment into an
/// existing array (`a[...] = v`, `a += v`). Queued readers of `buf` run first.
pub fn write_into(buf: &Buf, layout: &Layout, dtype: DType, src: &Array) -> AResult<()> {
    flush_readers(buf)?;
    let node = lazy::broadcast(&src.node(), &layout.shape).map_err(ArrErr::Value)?;
    let node = if node.dtype != dtype {
        Node::new(Kind::Cast(node), dtype, layout.shape.clone())
    } else {
        node
    };
    let vals = lazy::run(&node).map_err(classify)?;
    let mut idx = Vec::new();
    layout.indices(0, layout.size(), &mut idx);
    buf.borrow_mut().scatter(&idx, &vals);
    Ok(())
}

/// Array-level errors: the Python exception kind and NumPy's message.
#[derive(Debug, Clone, PartialEq)]
pub enum ArrErr {
    Value(String),
    Type(String),
    Memory(String),
    Index(String),
    Overflow(String),
}

pub type AResult<T> = Result<T, ArrErr>;

impl Array {
    pub fn from_col(col: Col, dtype: DType, shape: Vec<usize>, host: bool) -> ArrayRef {
        let layout = Layout::contiguous(&shape);
        Rc::new(Array {
            dtype,
            shape,
            host,
            scalar: false,
            state: RefCell::new(State::Ready {
                buf: Rc::new(RefCell::new(col)),
                layout,
            }),
        })
    }

    pub fn view(buf: Buf, layout: Layout, dtype: DType, host: bool) -> ArrayRef {
        Rc::new(Array {
            dtype,
            shape: layout.shape.clone(),
            host,
            scalar: false,
            state: RefCell::new(State::Ready { buf, layout }),
        })
    }

    pub fn pending(node: Rc<Node>, host: bool) -> ArrayRef {
        let a = Rc::new(Array {
            dtype: node.dtype,
            shape: node.shape.clone(),
            host,
            scalar: false,
            state: RefCell::new(State::Pending(node)),
        });
        PENDING.with(|p| {
            let mut p = p.borrow_mut();
            if p.len() > 64 && p.len().is_power_of_two() {
                p.retain(|w| w.upgrade().is_some_and(|a| a.is_pending()));
            }
            p.push(Rc::downgrade(&a));
        });
        a
    }

    pub fn as_scalar(self: &ArrayRef) -> ArrayRef {
        let (buf, layout) = self.ready().expect("scalar of a computed array");
        Rc::new(Array {
            dtype: self.dtype,
            shape: vec![],
            host: self.host,
            scalar: true,
            state: RefCell::new(State::Ready { buf, layout }),
        })
    }

    pub fn size(&self) -> usize {
        layout::size_of(&self.shape)
    }

    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    pub fn is_pending(&self) -> bool {
        matches!(&*self.state.borrow(), State::Pending(_))
    }

    /// This array as a graph node (a leaf when materialised).
    pub fn node(&self) -> Rc<Node> {
        match &*self.state.borrow() {
            State::Ready { buf, layout } => Node::leaf(buf.clone(), layout.clone(), self.dtype),
            State::Pending(n) => n.clone(),
        }
    }

    /// Runs pending work (one fused program) and returns the buffer and layout.
    pub fn ready(&self) -> AResult<(Buf, Layout)> {
        let node = match &*self.state.borrow() {
            State::Ready { buf, layout } => return Ok((buf.clone(), layout.clone())),
            State::Pending(n) => n.clone(),
        };
        let col = lazy::run(&node).map_err(classify)?;
        let buf = Rc::new(RefCell::new(col));
        let layout = Layout::contiguous(&self.shape);
        *self.state.borrow_mut() = State::Ready {
            buf: buf.clone(),
            layout: layout.clone(),
        };
        Ok((buf, layout))
    }

    /// The elements in C order, as a fresh contiguous column.
    pub fn to_col(&self) -> AResult<Col> {
        let (buf, layout) = self.ready()?;
        if layout.is_contiguous() && layout.offset == 0 && buf.borrow().len() == layout.size() {
            return Ok(buf.borrow().clone());
        }
        let mut idx = Vec::new();
        layout.indices(0, layout.size(), &mut idx);
        let c = buf.borrow().gather(&idx);
        Ok(c)
    }
}

fn classify(msg: String) -> ArrErr {
    if msg.starts_with("Unable to allocate") {
        ArrErr::Memory(msg)
    } else if msg.starts_with("ufunc") || msg.contains("not supported") {
        ArrErr::Type(msg)
    } else {
        ArrErr::Value(msg)
    }
}

/// Records a node, materialising inputs first where the caps say so.
fn capped(a: &Array) -> AResult<Rc<Node>> {
    let n = a.node();
    if n.depth >= lazy::MAX_DEPTH || n.leaves >= lazy::MAX_LEAVES {
        a.ready()?;
        return Ok(a.node());
    }
    Ok(n)
}

/// `a OP b` for two arrays (broadcast), recorded lazily.
pub fn binary(op: Op, a: &Array, b: &Array) -> AResult<ArrayRef> {
    let (ct, out) = op.dtypes(a.dtype, Some(b.dtype)).map_err(ArrErr::Type)?;
    binary_typed(op, a, b, ct, out)
}

pub fn binary_typed(op: Op, a: &Array, b: &Array, ct: DType, out: DType) -> AResult<ArrayRef> {
    let shape = layout::broadcast_shapes(&a.shape, &b.shape).map_err(ArrErr::Value)?;
    let (x, y) = (capped(a)?, capped(b)?);
    let x = lazy::broadcast(&x, &shape).map_err(ArrErr::Value)?;
    let y = lazy::broadcast(&y, &shape).map_err(ArrErr::Value)?;
    let n = Node::new(Kind::Binary(op, ct, x, y), out, shape);
    Ok(Array::pending(n, a.host))
}

/// A one-element constant array (a Python scalar operand) of dtype `dt`.
pub fn constant(v: (f64, f64), i: Option<i64>, dt: DType, host: bool) -> ArrayRef {
    let col = match (i, dt) {
        (Some(i), d) if d.is_int() && d != DType::U64 => Col::I(vec![col::wrap_int(i, d)]),
        (Some(i), DType::U64) => Col::U(vec![i as u64]),
        (Some(i), DType::Bool) => Col::B(vec![i != 0]),
        _ => Col::C(vec![v]).cast(DType::C128, dt),
    };
    let n = Node::new(Kind::Const(col), dt, vec![]);
    Array::pending(n, host)
}

pub fn unary(op: Op, a: &Array) -> AResult<ArrayRef> {
    let (ct, out) = op.dtypes(a.dtype, None).map_err(ArrErr::Type)?;
    let mut x = capped(a)?;
    if ct != a.dtype {
        x = Node::new(Kind::Cast(x), ct, a.shape.clone());
    }
    let n = Node::new(Kind::Unary(op, x), out, a.shape.clone());
    Ok(Array::pending(n, a.host))
}

pub fn astype(a: &Array, dt: DType) -> AResult<ArrayRef> {
    let n = Node::new(Kind::Cast(capped(a)?), dt, a.shape.clone());
    Ok(Array::pending(n, a.host))
}

pub fn where_(c: &Array, a: &Array, b: &Array) -> AResult<ArrayRef> {
    let out = dtype::promote(a.dtype, b.dtype);
    let s1 = layout::broadcast_shapes(&c.shape, &a.shape).map_err(ArrErr::Value)?;
    let shape = layout::broadcast_shapes(&s1, &b.shape).map_err(ArrErr::Value)?;
    let bc = |x: &Array| -> AResult<Rc<Node>> {
        lazy::broadcast(&capped(x)?, &shape).map_err(ArrErr::Value)
    };
    let n = Node::new(Kind::Where(bc(c)?, bc(a)?, bc(b)?), out, shape.clone());
    Ok(Array::pending(n, a.host))
}

/// Full reduction fused into the pending expression: one program.
pub fn reduce_all(a: &Array, r: Reduce, dtype: Option<DType>) -> AResult<ArrayRef> {
    let acc = dtype.unwrap_or_else(|| reduce_dtype(a.dtype, r));
    let n = a.node();
    let col = lazy::run_reduce(&n, r, acc).map_err(classify)?;
    let out_dt = match r {
        Reduce::Any | Reduce::All => DType::Bool,
        _ => acc,
    };
    let col = if matches!(r, Reduce::Any | Reduce::All) {
        col
    } else {
        col.cast(acc, out_dt)
    };
    Ok(Array::from_col(col, out_dt, vec![], a.host))
}

/// NumPy's accumulator dtype: small ints and bool sum in the default int.
pub fn reduce_dtype(dt: DType, r: Reduce) -> DType {
    match r {
        Reduce::Sum | Reduce::Prod => match dt {
            DType::Bool | DType::I8 | DType::I16 | DType::I32 => DType::I64,
            DType::U8 | DType::U16 | DType::U32 => DType::U64,
            d => d,
        },
        Reduce::Any | Reduce::All => DType::Bool,
        _ => dt,
    }
}

/// Reduction over some axes (materialises the input, then one pass per output element).
pub fn reduce_axes(
    a: &Array,
    axes: &[usize],
    r: Reduce,
    keepdims: bool,
    dtype: Option<DType>,
) -> AResult<ArrayRef> {
    let acc = dtype.unwrap_or_else(|| reduce_dtype(a.dtype, r));
    let (buf, lay) = a.ready()?;
    let out_shape: Vec<usize> = (0..a.ndim())
        .filter(|k| !axes.contains(k))
        .map(|k| a.shape[k])
        .collect();
    let kept: Vec<usize> = (0..a.ndim()).filter(|k| !axes.contains(k)).collect();
    let red_shape: Vec<usize> = axes.iter().map(|&k| a.shape[k]).collect();
    let n_out = layout::size_of(&out_shape);
    let perm: Vec<usize> = kept.iter().chain(axes.iter()).copied().collect();
    let moved = lay.permute(&perm);
    let m = layout::size_of(&red_shape);
    let mut parts: Vec<Col> = Vec::with_capacity(n_out);
    let mut idx = Vec::new();
    for o in 0..n_out {
        moved.indices(o * m, m, &mut idx);
        let c = buf.borrow().gather(&idx).cast(a.dtype, acc);
        parts.push(lazy::reduce_col(&c, r, acc).map_err(classify)?);
    }
    let out_dt = if matches!(r, Reduce::Any | Reduce::All) {
        DType::Bool
    } else {
        acc
    };
    let mut col =
        Col::zeros(out_dt, n_out).ok_or_else(|| ArrErr::Memory(lazy::oom(out_dt, n_out)))?;
    for (i, p) in parts.iter().enumerate() {
        col.scatter(
            &[i],
            &p.cast(
                if matches!(r, Reduce::Any | Reduce::All) {
                    DType::Bool
                } else {
                    acc
                },
                out_dt,
            ),
        );
    }
    let shape = if keepdims {
        (0..a.ndim())
            .map(|k| if axes.contains(&k) { 1 } else { a.shape[k] })
            .collect()
    } else {
        out_shape
    };
    Ok(Array::from_col(col, out_dt, shape, a.host))
}
