//! Arrays: a dtype, a shape, and either a materialised buffer seen through a layout or a
//! pending lazy node. Host (`numpy`) and device (`cupy`/`gpa`) arrays are distinct kinds.
pub mod alloc;
pub mod col;
pub mod dtype;
pub mod fastmath;
pub mod fperr;
pub mod index;
pub mod layout;
pub mod linalg;
pub mod np_random;
pub mod oom;
pub mod ops;
pub mod order;
pub mod print;
pub mod random;
pub mod rows;
pub mod shape;
pub mod sort;
pub mod stats;

use crate::backend::DeviceError;
use crate::lazy::{self, Buf, Kind, Node, Origin, Reduce, RunError, Store};
use col::Col;
use dtype::DType;
use layout::Layout;
use ops::Op;
use std::cell::{Cell, RefCell};
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
    /// A complex array's part copied (`z.real`): its buffer is marked when it is made, so
    /// writes through it or its views are refused (`Store::part_copy`).
    pub part_copy: Cell<bool>,
}

pub type ArrayRef = Rc<Array>;

thread_local! {
    /// Pending arrays, so a write into a buffer can first run every queued reader of it.
    static PENDING: RefCell<Vec<std::rc::Weak<Array>>> = const { RefCell::new(Vec::new()) };
    /// Work of arrays dropped before anything needed their values (`f()` whose result is
    /// not kept): it still runs, at the end of the statement or the next sync point.
    static ORPHANS: RefCell<Vec<(Rc<Node>, bool)>> = const { RefCell::new(Vec::new()) };
    /// Work was queued while `fperr::eager()`: the statement's end runs all queued work.
    static EAGER: Cell<bool> = const { Cell::new(false) };
}

/// Whether work queued under `fperr::eager()` waits to run (and clears the mark).
pub fn take_eager() -> bool {
    EAGER.with(|e| e.replace(false))
}

impl Drop for Array {
    fn drop(&mut self) {
        if let State::Pending(n) = self.state.get_mut() {
            // Only this array holds the node: nothing else will run it.
            if Rc::strong_count(n) == 1 && n.is_work() {
                let orphan = (n.clone(), self.host);
                let _ = ORPHANS.try_with(|o| o.borrow_mut().push(orphan));
                crate::attention::raise();
            }
        }
    }
}

/// Runs the work of dropped pending arrays (every operation the program performed runs by
/// the next sync point, as with CuPy and NumPy); the first error found, after all ran.
pub fn run_orphans() -> AResult<()> {
    let orphans = ORPHANS.with(|o| std::mem::take(&mut *o.borrow_mut()));
    let mut first = Ok(());
    for (node, host) in orphans {
        if node.has_run() {
            continue;
        }
        if let Err(e) = lazy::run(&node, !host)
            && first.is_ok()
        {
            first = Err(e.into());
        }
    }
    first
}

/// After a device reset: queued and dropped work is forgotten (what it reads may be gone
/// with the old context; a pending array still used is computed then, or says so).
pub fn forget_queued() {
    ORPHANS.with(|o| o.borrow_mut().clear());
    PENDING.with(|p| p.borrow_mut().clear());
}

/// Whether dropped work is waiting (a cheap check for the interpreter's statement loop).
pub fn has_orphans() -> bool {
    ORPHANS.with(|o| !o.borrow().is_empty())
}

/// Runs all queued work (a device synchronisation point: `cp.cuda.Device().synchronize()`).
/// An array whose work fails here leaves the queue: its error is raised once, here, and
/// again only where that array is used, not at every later sync point.
pub fn flush_all() -> AResult<()> {
    run_orphans()?;
    let live: Vec<ArrayRef> = PENDING.with(|p| {
        let mut p = p.borrow_mut();
        p.retain(|w| w.upgrade().is_some_and(|a| a.is_pending()));
        p.iter().filter_map(|w| w.upgrade()).collect()
    });
    for a in live {
        if let Err(e) = a.ready() {
            PENDING.with(|p| {
                p.borrow_mut()
                    .retain(|w| !std::ptr::eq(w.as_ptr(), Rc::as_ptr(&a)))
            });
            return Err(e);
        }
    }
    Ok(())
}

/// Materialises every pending array that reads `buf` (write-after-read ordering).
pub fn flush_readers(buf: &Buf) -> AResult<()> {
    run_orphans()?;
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

/// The data movement of the backend that runs work on `a`.
pub fn moves_of(a: &Array) -> &'static dyn crate::backend::Moves {
    crate::backend::for_arrays(!a.host).moves()
}

/// The data movement of where `buf`'s values are (the CPU's while they are on the host).
pub fn moves_on(buf: &Buf) -> &'static dyn crate::backend::Moves {
    crate::backend::on(buf.lives_on()).moves()
}

/// The sorts and searches of the backend that runs work on `a`.
pub fn orders_of(a: &Array) -> &'static dyn crate::backend::Orders {
    crate::backend::for_arrays(!a.host).orders()
}

/// The device whose backend runs work on `a`.
pub fn device_of(a: &Array) -> crate::backend::Device {
    crate::backend::for_arrays(!a.host).device()
}

/// The counting of the backend that runs work on `a`.
pub fn counts_of(a: &Array) -> &'static dyn crate::backend::Counts {
    crate::backend::for_arrays(!a.host).counts()
}

/// The matrix products of the backend that runs work on `a`.
pub fn products_of(a: &Array) -> &'static dyn crate::backend::Products {
    crate::backend::for_arrays(!a.host).products()
}

/// The dense solvers of the backend that runs work on `a`.
pub fn solvers_of(a: &Array) -> &'static dyn crate::backend::Solvers {
    crate::backend::for_arrays(!a.host).solvers()
}

/// The Fourier transforms of the backend that runs work on `a`.
pub fn spectra_of(a: &Array) -> &'static dyn crate::backend::Spectra {
    crate::backend::for_arrays(!a.host).spectra()
}

/// The kernels that run work on `a` (None: a host array, or the CPU backend).
pub fn kernels_of(a: &Array) -> Option<&'static dyn crate::backend::Kernels> {
    crate::backend::kernels_for(!a.host)
}

/// Writes `src` (broadcast, cast to `dtype`) into `buf` through `layout`: assignment into an
/// existing array (`a[...] = v`, `a += v`). Queued readers of `buf` run first.
pub fn write_into(buf: &Buf, layout: &Layout, dtype: DType, src: &Array) -> AResult<()> {
    writable(buf, layout)?;
    // `a[i] = a[i]`, and the store that ends `a[i] += v` after the sum was made in place:
    // the values are already there.
    if let State::Ready { buf: b, layout: l } = &*src.state.borrow()
        && Rc::ptr_eq(b, buf)
        && l == layout
        && src.dtype == dtype
    {
        return Ok(());
    }
    flush_readers(buf)?;
    let node = lazy::broadcast(&value_node(src, &layout.shape)?, &layout.shape).map_err(|_| {
        ArrErr::Value(format!(
            "could not broadcast input array from shape {} into shape {}",
            layout::shape_compact(&src.shape),
            layout::shape_compact(&layout.shape)
        ))
    })?;
    write_node(buf, layout, dtype, node)
}

/// The values of `node` (of `layout`'s shape) written into `buf` through `layout`, once its
/// queued readers ran.
fn write_node(buf: &Buf, layout: &Layout, dtype: DType, node: Rc<Node>) -> AResult<()> {
    let node = if node.dtype != dtype {
        Node::new(Kind::Cast(node), dtype, layout.shape.clone())
    } else {
        node
    };
    // The values are made where the buffer's are, and written there.
    let on_device = buf.lives_on() != crate::backend::Device::Cpu;
    if node.reads_only_at(buf, layout) {
        // Each element is read only where it is written: computed in place, one pass.
        return lazy::run_into(&node, buf, layout, on_device).map_err(ArrErr::from);
    }
    let vals = lazy::run(&node, on_device).map_err(ArrErr::from)?;
    Ok(moves_on(buf).write(buf, layout, dtype, (&vals, 0))?)
}

/// `src`'s node for a write into `shape`: NumPy drops a value's leading axes of length 1
/// that the target lacks (`y[1:3] = np.ones((1, 2))`, `y[idx] = [[7.0]]`).
pub fn value_node(src: &Array, shape: &[usize]) -> AResult<Rc<Node>> {
    let extra = src.ndim().saturating_sub(shape.len());
    if extra == 0 || src.shape[..extra].iter().any(|&d| d != 1) {
        return Ok(src.node());
    }
    let (buf, lay) = src.ready()?;
    let lay = shape::reshape_ones(&lay, &src.shape[extra..]);
    Ok(Node::leaf(buf, lay, src.dtype))
}

/// NumPy's error for a write through a read-only view (`broadcast_to`, sliding windows), and
/// gpa's for a write into a complex array's copied part.
pub fn writable(buf: &Buf, layout: &Layout) -> AResult<()> {
    if buf.is_part_copy() {
        return Err(ArrErr::Value(
            "assignment destination is a copy: .real and .imag of a complex array and a.view(other_dtype) are not views in gpa, so this write would not reach the array; assign the array instead (z = new_real + 1j * z.imag)".to_string(),
        ));
    }
    if layout.overlaps() || buf.is_read_only() {
        return Err(ArrErr::Value(
            "assignment destination is read-only".to_string(),
        ));
    }
    Ok(())
}

/// `write_into` for a pending result only the caller holds (`a += v`, `x[mask] = 0`,
/// `u[1:-1] = u[1:-1] + d`): where it reads the buffer only where it writes (its other
/// readers of the buffer run first, and a computed part is read from its values), it is
/// computed straight into the buffer by one program instead of into a new one and copied.
pub fn write_result(buf: &Buf, layout: &Layout, dtype: DType, src: ArrayRef) -> AResult<()> {
    let node = match &*src.state.borrow() {
        State::Pending(n) => Some(n.clone()),
        State::Ready { .. } => None,
    };
    if let Some(node) = node
        && Rc::strong_count(&src) == 1
        && src.shape == layout.shape
    {
        writable(buf, layout)?;
        // Not queued as dropped work: this function runs it.
        drop(src);
        flush_readers(buf)?;
        return write_node(buf, layout, dtype, node);
    }
    write_into(buf, layout, dtype, &src)
}

/// An output operand (`out=`, `a += b`) takes the result's broadcast shape as it is: a
/// result that would need a bigger output is NumPy's error.
pub fn check_out_shape(result: &[usize], out: &[usize]) -> AResult<()> {
    match layout::broadcast_shapes(result, out) {
        Ok(s) if s == out => Ok(()),
        Ok(s) => Err(ArrErr::Value(format!(
            "non-broadcastable output operand with shape {} doesn't match the broadcast shape {}",
            layout::shape_compact(out),
            layout::shape_compact(&s)
        ))),
        Err(m) => Err(ArrErr::Value(m)),
    }
}

/// Array-level errors: the Python exception kind and NumPy's message.
#[derive(Debug, Clone, PartialEq)]
pub enum ArrErr {
    Value(String),
    Type(String),
    Memory(String),
    Index(String),
    /// NumPy's AxisError (a ValueError and an IndexError).
    Axis(String),
    Overflow(String),
    /// A backend call failed (out of device memory, a fault, a lost context, ...).
    Device(DeviceError),
    /// Ctrl-C (or an embedder's interrupt) stopped native work.
    Interrupted,
    /// An error from queued work, located at the statement that queued it.
    Queued(Box<ArrErr>, Origin),
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
            part_copy: Cell::new(false),
            state: RefCell::new(State::Ready {
                buf: Store::host(col),
                layout,
            }),
        })
    }

    /// A device array of a host column's values, copied to the GPU now when CUDA is in use
    /// (as `cp.asarray` does: the memory is taken, and a limit met, here).
    pub fn device_from(col: &Col, dtype: DType, shape: Vec<usize>) -> AResult<ArrayRef> {
        let buf = crate::backend::for_arrays(true)
            .upload(col, dtype)
            .map_err(ArrErr::from)?;
        Ok(Array::view(buf, Layout::contiguous(&shape), dtype, false))
    }

    pub fn view(buf: Buf, layout: Layout, dtype: DType, host: bool) -> ArrayRef {
        Rc::new(Array {
            dtype,
            shape: layout.shape.clone(),
            host,
            scalar: false,
            part_copy: Cell::new(false),
            state: RefCell::new(State::Ready { buf, layout }),
        })
    }

    pub fn pending(node: Rc<Node>, host: bool) -> ArrayRef {
        alloc::count_work(node.shape.iter().fold(1usize, |n, &d| n.saturating_mul(d)));
        let a = Rc::new(Array {
            dtype: node.dtype,
            shape: node.shape.clone(),
            host,
            scalar: false,
            part_copy: Cell::new(false),
            state: RefCell::new(State::Pending(node)),
        });
        if fperr::eager() {
            EAGER.with(|e| e.set(true));
            crate::attention::raise();
        }
        PENDING.with(|p| {
            let mut p = p.borrow_mut();
            if p.len() > 64 && p.len().is_power_of_two() {
                p.retain(|w| w.upgrade().is_some_and(|a| a.is_pending()));
            }
            p.push(Rc::downgrade(&a));
        });
        a
    }

    /// The NumPy scalar of a 0-d host array: a value of its own (copied out of the array's
    /// buffer), so a later write to the array it was read from leaves it unchanged, as
    /// NumPy's scalars are. Device 0-d arrays stay views, as CuPy's are.
    pub fn as_scalar(self: &ArrayRef) -> ArrayRef {
        if self.host
            && let Ok(col) = self.to_col()
        {
            return Rc::new(Array {
                dtype: self.dtype,
                shape: vec![],
                host: true,
                scalar: true,
                part_copy: Cell::new(false),
                state: RefCell::new(State::Ready {
                    buf: Store::host(col),
                    layout: Layout::contiguous(&[]),
                }),
            });
        }
        let (buf, layout) = self.ready().expect("scalar of a computed array");
        Rc::new(Array {
            dtype: self.dtype,
            shape: vec![],
            host: self.host,
            scalar: true,
            part_copy: Cell::new(false),
            state: RefCell::new(State::Ready { buf, layout }),
        })
    }

    pub fn size(&self) -> usize {
        layout::size_of(&self.shape)
    }

    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    /// The device a device array belongs to (`backend::devices`): its buffer's, or that of
    /// its queued work.
    pub fn device_id(&self) -> u8 {
        match &*self.state.borrow() {
            State::Ready { buf, .. } => buf.device_id(),
            State::Pending(n) => n.device,
        }
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
        let buf = lazy::run(&node, !self.host).map_err(ArrErr::from)?;
        if self.part_copy.get() {
            buf.mark_part_copy();
        }
        node.keep_result(&buf);
        let layout = Layout::contiguous(&self.shape);
        *self.state.borrow_mut() = State::Ready {
            buf: buf.clone(),
            layout: layout.clone(),
        };
        Ok((buf, layout))
    }

    /// The buffer when it holds exactly this computed array's elements in C order (no
    /// copy needed to use them all).
    pub fn whole_buffer(&self) -> Option<Buf> {
        match &*self.state.borrow() {
            State::Ready { buf, layout }
                if layout.is_contiguous()
                    && layout.offset == 0
                    && buf.borrow().len() == layout.size() =>
            {
                Some(buf.clone())
            }
            _ => None,
        }
    }

    /// The elements in C order, as a fresh contiguous column. Values only the device has
    /// come back as the view's elements alone: a contiguous run copied directly, any other
    /// view gathered there first.
    pub fn to_col(&self) -> AResult<Col> {
        let (buf, layout) = self.ready()?;
        if layout.is_contiguous() {
            return Ok(buf.range_col(layout.offset, layout.size()));
        }
        if buf.only_on_device() {
            let node = Node::leaf(buf, layout.clone(), self.dtype);
            let vals = lazy::run(&node, true).map_err(ArrErr::from)?;
            return Ok(vals.range_col(0, layout.size()));
        }
        let mut idx = Vec::new();
        layout.indices(0, layout.size(), &mut idx);
        let c = buf.borrow().gather(&idx);
        Ok(c)
    }
}

impl From<DeviceError> for ArrErr {
    fn from(e: DeviceError) -> Self {
        match e {
            DeviceError::Interrupted => ArrErr::Interrupted,
            DeviceError::HostMemory(m) => ArrErr::Memory(m),
            DeviceError::Invalid(m) => ArrErr::Value(m),
            DeviceError::Unsupported(m) => ArrErr::Type(m),
            DeviceError::Fault {
                origin: Some(o), ..
            } => ArrErr::Queued(Box::new(ArrErr::Device(e)), o),
            e => ArrErr::Device(e),
        }
    }
}

/// An error of queued work, located at the statement that queued the failing node.
impl From<RunError> for ArrErr {
    fn from(e: RunError) -> Self {
        match (ArrErr::from(e.err), e.origin) {
            (kind @ ArrErr::Queued(..), _) | (kind, None) => kind,
            (kind, Some(o)) => ArrErr::Queued(Box::new(kind), o),
        }
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
    // NumPy rejects a negative integer exponent at the call. An array exponent is looked at
    // here too (one fused `any(b < 0)`, a sync point on the device), so the CUDA kernels
    // need no error channel for it.
    if op == Op::Pow && ct.is_int() && negative_exponent(b, &y)? {
        return Err(ArrErr::Value(
            "Integers to negative integer powers are not allowed.".into(),
        ));
    }
    let x = lazy::broadcast(&x, &shape).map_err(ArrErr::Value)?;
    let y = lazy::broadcast(&y, &shape).map_err(ArrErr::Value)?;
    let n = Node::new(Kind::Binary(op, ct, x, y), out, shape);
    Ok(Array::pending(n, a.host))
}

/// Whether a signed integer exponent holds a negative value.
fn negative_exponent(b: &Array, node: &Node) -> AResult<bool> {
    if let Kind::Const(Col::I(v)) = &node.kind {
        return Ok(v.iter().any(|&e| e < 0));
    }
    if !b.dtype.is_int() || b.dtype.is_unsigned() || b.size() == 0 {
        return Ok(false);
    }
    let zero = constant((0.0, 0.0), Some(0), b.dtype, b.host);
    any_true(&*binary(Op::Lt, b, &zero)?)
}

/// Whether any element of `a` is true: one fused reduction whose answer is read (on the
/// device a sync point), for checks that decide an error or a path now.
pub fn any_true(a: &Array) -> AResult<bool> {
    let any = reduce_all(a, Reduce::Any, None)?;
    Ok(matches!(any.to_col()?, Col::B(v) if v.first() == Some(&true)))
}

/// A 0-d int64 constant (an index operand), on the host or the device side.
pub fn int64(v: i64, host: bool) -> ArrayRef {
    constant((v as f64, 0.0), Some(v), DType::I64, host)
}

/// Each element's position through `layout`, as int64: a lazy index node, generated where it
/// is used (on the device, no host fill and no copy).
pub fn positions(layout: Layout, host: bool) -> ArrayRef {
    Array::pending(Node::index(layout), host)
}

/// `0, 1, ..., n-1` as int64, lazily (see `positions`).
pub fn iota(n: usize, host: bool) -> ArrayRef {
    positions(Layout::contiguous(&[n]), host)
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

/// `a` in `shape` (of the same size) through a contiguous copy made on its device: for a
/// reshape that no view of its layout expresses.
pub fn reshaped_copy(a: &Array, shape: &[usize]) -> AResult<ArrayRef> {
    let (buf, _) = astype(a, a.dtype)?.ready()?;
    Ok(Array::view(buf, Layout::contiguous(shape), a.dtype, a.host))
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

/// `np.broadcast_to`: a read-only-in-spirit view (stride 0 on new axes) of a materialised
/// array, or the broadcast pending expression.
pub fn broadcast_to(a: &Array, shape: &[usize]) -> AResult<ArrayRef> {
    let err = || {
        ArrErr::Value(format!(
            "operands could not be broadcast together with remapped shapes [original->remapped]: {}  and requested shape {}",
            layout::shape_compact(&a.shape),
            layout::shape_compact(shape)
        ))
    };
    if a.is_pending() {
        let n = lazy::broadcast(&a.node(), shape).map_err(|_| err())?;
        return Ok(Array::pending(n, a.host));
    }
    let (buf, lay) = a.ready()?;
    let l = lay.broadcast_to(shape).map_err(|_| err())?;
    Ok(Array::view(buf, l, a.dtype, a.host))
}

/// `np.broadcast_to` as users see it: a read-only view (stride 0 on new axes). A pending
/// input is run first, since a pending broadcast would materialise into a writable copy and
/// writes to it would be lost silently where NumPy refuses them. (`broadcast_to` above stays
/// lazy for the operations that only read the broadcast.)
pub fn broadcast_view(a: &Array, shape: &[usize]) -> AResult<ArrayRef> {
    if a.is_pending() {
        a.ready()?;
    }
    broadcast_to(a, shape)
}

/// Full reduction fused into the pending expression: one program.
pub fn reduce_all(a: &Array, r: Reduce, dtype: Option<DType>) -> AResult<ArrayRef> {
    let acc = dtype.unwrap_or_else(|| reduce_dtype(a.dtype, r));
    let n = a.node();
    // The result is in `acc` (bool for any/all): one element, on the device for device arrays.
    let buf = lazy::run_reduce(&n, r, acc, !a.host).map_err(ArrErr::from)?;
    let out_dt = match r {
        Reduce::Any | Reduce::All => DType::Bool,
        _ => acc,
    };
    Ok(Array::view(buf, Layout::contiguous(&[]), out_dt, a.host))
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

/// The run of elements NumPy's reduction loop sums in one go (pairwise): the reduced axes
/// that end the array (its iterator joins them), or 1 when a kept axis is last. Axes of
/// length 1 do not count, as NumPy's iterator drops them.
fn numpy_inner_run(shape: &[usize], axes: &[usize]) -> usize {
    let mut run = 1;
    for k in (0..shape.len()).rev() {
        if shape[k] == 1 {
            continue;
        }
        if !axes.contains(&k) {
            break;
        }
        run *= shape[k];
    }
    run
}

/// Reduction over some axes, fused into the pending expression: the reduced axes are
/// permuted last, so each output element reduces one run of consecutive elements.
pub fn reduce_axes(
    a: &Array,
    axes: &[usize],
    r: Reduce,
    keepdims: bool,
    dtype: Option<DType>,
) -> AResult<ArrayRef> {
    let acc = dtype.unwrap_or_else(|| reduce_dtype(a.dtype, r));
    let kept: Vec<usize> = (0..a.ndim()).filter(|k| !axes.contains(k)).collect();
    let out_shape: Vec<usize> = kept.iter().map(|&k| a.shape[k]).collect();
    let n_out = layout::size_of(&out_shape);
    let row: usize = axes.iter().map(|&k| a.shape[k]).product();
    let out_dt = if matches!(r, Reduce::Any | Reduce::All) {
        DType::Bool
    } else {
        acc
    };
    let buf = if n_out == 0 {
        Store::host(Col::zeros(out_dt, 0).ok_or_else(|| ArrErr::Memory(oom::oom(out_dt, 0)))?)
    } else if row == 0 {
        // Every output reduces nothing: the identity (or NumPy's error for min/max).
        let one = crate::backend::cpu::reduce::identity(r, acc).map_err(ArrErr::from)?;
        Store::host(one.cast(out_dt, out_dt).gather(&vec![0; n_out]))
    } else {
        // The reduced axes last, in their order in the array (NumPy sums in C order).
        let mut reduced = axes.to_vec();
        reduced.sort_unstable();
        let perm: Vec<usize> = kept.iter().chain(reduced.iter()).copied().collect();
        let node = lazy::permute(&a.node(), &perm);
        let inner = numpy_inner_run(&a.shape, axes);
        // The result is in `acc` (bool for any/all), which is `out_dt`.
        lazy::run_reduce_rows(&node, row, inner, r, acc, !a.host).map_err(ArrErr::from)?
    };
    let shape = if keepdims {
        (0..a.ndim())
            .map(|k| if axes.contains(&k) { 1 } else { a.shape[k] })
            .collect()
    } else {
        out_shape
    };
    Ok(Array::view(buf, Layout::contiguous(&shape), out_dt, a.host))
}
