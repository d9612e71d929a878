//! Function bodies compiled to closures on their first run.
//!
//! The tree walk (`exec.rs`) pays for one large `match` per node: a big stack frame, the
//! dispatch, the result moved through memory. A compiled body is a tree of small closures,
//! each made for one node and its operands (a local's slot, an int constant), so `i + 1` or
//! `i < n` costs a few instructions. Only the hot nodes are compiled: statements and
//! expressions, loops, calls and operators. Every other node compiles to a closure that hands
//! it to the tree walk, which stays the one definition of what it does, so the two paths
//! cannot drift: a compiled node calls the same operations (`fast_arith`, `binop`, `call_at`,
//! `assign`, `truth`, `tick`) with the same error locations.
//!
//! A compiled body lives in its `FuncCode` (`FuncCode::compiled`) and points into that code's
//! statements, which nothing moves or mutates after lowering (as `walk.rs` relies on too).
use super::exec::{Flow, at};
use super::ops::fast_arith;
use super::value::Value;
use super::{Frame, Interp};
use crate::interp::error::RtResult;
use crate::ir::*;
use std::rc::Rc;

/// A compiled piece of a body: what it gives a frame.
pub(super) type Compiled<T> = Box<dyn Fn(&mut Interp, &mut Frame) -> RtResult<T>>;
pub(super) type ExprFn = Compiled<Value>;
pub(super) type StmtFn = Compiled<Flow>;
/// A condition compiled to its truth (`if`, `while`, a generator expression's `if`).
pub(super) type CondFn = Compiled<bool>;

/// A node of the code being compiled, for the closures that hand it to the tree walk.
pub(super) struct Node<T: ?Sized>(*const T);

impl<T: ?Sized> Node<T> {
    pub(super) fn new(t: &T) -> Node<T> {
        Node(t)
    }

    /// The node.
    pub(super) fn get(&self) -> &T {
        // SAFETY: a `Node` lives in a closure (or a generator's plan) that the `FuncCode` it
        // points into owns (see the module's note), and the code's statements are not moved
        // or changed after lowering.
        unsafe { &*self.0 }
    }
}

/// A block of statements, each with its span (for the work that follows every statement).
pub struct Block {
    stmts: Box<[(StmtFn, Span)]>,
}

impl Block {
    pub fn new(body: &[Stmt]) -> Block {
        Block {
            stmts: body.iter().map(|s| (stmt(s), s.span)).collect(),
        }
    }

    /// Runs the block as `Interp::exec_block` runs it.
    #[inline]
    pub fn run(&self, it: &mut Interp, f: &mut Frame) -> RtResult<Flow> {
        for (s, sp) in self.stmts.iter() {
            // Array work queued by this statement remembers it, for errors found when it runs.
            crate::lazy::set_origin(f.src, *sp);
            let flow = s(it, f)?;
            it.after_span(f, *sp)?;
            if !matches!(flow, Flow::Normal) {
                return Ok(flow);
            }
        }
        Ok(Flow::Normal)
    }
}

/// A call's positional arguments: up to four on the stack.
type Args = smallvec::SmallVec<[Value; 4]>;

/// A value an operator reads: a local's slot and a constant are read in place, anything else
/// is evaluated.
pub(super) enum Operand {
    Local(usize, Rc<str>, Span),
    Global(usize, Rc<str>, Span),
    Const(Value),
    Expr(ExprFn),
}

impl Operand {
    pub(super) fn new(e: &Ex) -> Operand {
        match e {
            Ex::Load(s, name, sp) => Operand::load(*s, name.clone(), *sp),
            Ex::Const(v) => Operand::Const(v.clone()),
            e => Operand::Expr(expr(e)),
        }
    }

    /// A name's value, as `Interp::load` reads it (a cell's through it).
    fn load(s: Slot, name: Rc<str>, sp: Span) -> Operand {
        match s {
            Slot::Local(i) => Operand::Local(i as usize, name, sp),
            Slot::Global(i) => Operand::Global(i as usize, name, sp),
            Slot::Cell(_) => Operand::Expr(Box::new(move |it, f| {
                it.load(s, &name, f).map_err(|e| at(e, f.src, sp))
            })),
        }
    }

    #[inline(always)]
    pub(super) fn get(&self, it: &mut Interp, f: &mut Frame) -> RtResult<Value> {
        match self {
            Operand::Local(i, name, sp) => read_local(it, f, *i, name, *sp),
            Operand::Global(i, name, sp) => {
                let v = f.module.globals.borrow()[*i].quick_clone();
                match v {
                    Value::Undef => load_missing(it, Slot::Global(*i as u32), name, *sp, f),
                    v => Ok(v),
                }
            }
            Operand::Const(v) => Ok(v.quick_clone()),
            Operand::Expr(e) => e(it, f),
        }
    }
}

impl Operand {
    /// The int a local, global or constant holds, read in place (None for anything else).
    #[inline(always)]
    fn int_of(&self, f: &Frame) -> Option<i64> {
        match self {
            Operand::Local(i, ..) => match f.locals[*i] {
                Value::Int(p) => Some(p),
                _ => None,
            },
            Operand::Global(i, ..) => match f.module.globals.borrow()[*i] {
                Value::Int(p) => Some(p),
                _ => None,
            },
            Operand::Const(Value::Int(c)) => Some(*c),
            _ => None,
        }
    }

    /// Whether the operand is read in place (no expression to evaluate).
    fn plain(&self) -> bool {
        !matches!(self, Operand::Expr(_))
    }
}

/// Local `i`'s value (an unbound one is `load`'s error).
#[inline(always)]
fn read_local(
    it: &mut Interp,
    f: &mut Frame,
    i: usize,
    name: &Rc<str>,
    sp: Span,
) -> RtResult<Value> {
    match &f.locals[i] {
        Value::Undef => load_missing(it, Slot::Local(i as u32), name, sp, f),
        v => Ok(v.quick_clone()),
    }
}

/// A condition's truth, taking the value: a bool answers in place (and needs no drop).
#[inline(always)]
pub(super) fn holds(it: &mut Interp, v: Value) -> RtResult<bool> {
    if let Value::Bool(b) = v {
        std::mem::forget(v);
        return Ok(b);
    }
    it.truth(&v)
}

#[cold]
fn load_missing(it: &mut Interp, s: Slot, name: &Rc<str>, sp: Span, f: &Frame) -> RtResult<Value> {
    it.load_missing(s, name, f).map_err(|e| at(e, f.src, sp))
}

/// The tree walk's evaluation of `e`.
fn walked(e: &Ex) -> ExprFn {
    let e = Node::new(e);
    Box::new(move |it, f| it.eval(e.get(), f))
}

/// An expression as a closure.
pub(super) fn expr(e: &Ex) -> ExprFn {
    match e {
        Ex::Const(_) | Ex::Load(..) => match Operand::new(e) {
            Operand::Expr(e) => e,
            Operand::Local(i, name, sp) => Box::new(move |it, f| read_local(it, f, i, &name, sp)),
            o => Box::new(move |it, f| o.get(it, f)),
        },
        Ex::Bin(op, a, b, sp) => arith(*op, Operand::new(a), Operand::new(b), *sp, false),
        Ex::Compare(first, rest) if rest.len() == 1 => {
            let (op, x, sp) = &rest[0];
            compare(*op, Operand::new(first), Operand::new(x), *sp)
        }
        Ex::Unary(op, x, sp) => {
            let (op, sp, x) = (*op, *sp, expr(x));
            Box::new(move |it, f| {
                let v = x(it, f)?;
                it.unary(op, &v).map_err(|e| at(e, f.src, sp))
            })
        }
        Ex::And(a, b) => {
            let (a, b) = (expr(a), expr(b));
            Box::new(move |it, f| {
                let v = a(it, f)?;
                if !it.truth(&v)? { Ok(v) } else { b(it, f) }
            })
        }
        Ex::Or(a, b) => {
            let (a, b) = (expr(a), expr(b));
            Box::new(move |it, f| {
                let v = a(it, f)?;
                if it.truth(&v)? { Ok(v) } else { b(it, f) }
            })
        }
        Ex::IfExp(c, a, b) => {
            let (c, a, b) = (cond(c), expr(a), expr(b));
            Box::new(move |it, f| if c(it, f)? { a(it, f) } else { b(it, f) })
        }
        Ex::Call(c) if c.args.simple => {
            let (func, args, sp) = (expr(&c.func), positional(&c.args), c.span);
            Box::new(move |it, f| {
                let func = func(it, f)?;
                let mut vals = Args::new();
                for a in &args {
                    vals.push(a.get(it, f)?);
                }
                let r = it.call_at(&func, &vals, &[], f.src, sp);
                // A generator the call's frame or arguments held is closed now, before the
                // caller goes on (CPython's refcounting closes it there).
                drop(vals);
                if crate::attention::raised() && super::generator::has_dropped() {
                    it.close_dropped();
                }
                r
            })
        }
        Ex::CallMethod(m) if m.2.simple => {
            let (obj, name, args, sp) = &**m;
            let (obj, name, args, sp) = (expr(obj), name.clone(), positional(args), *sp);
            Box::new(move |it, f| {
                let o = obj(it, f)?;
                let mut vals = Args::new();
                for a in &args {
                    vals.push(a.get(it, f)?);
                }
                it.call_method_at(&o, &name, &vals, &[], f.src, sp)
            })
        }
        Ex::Attr(o, n, sp) => {
            let (o, n, sp) = (expr(o), n.clone(), *sp);
            Box::new(move |it, f| {
                let o = o(it, f)?;
                it.get_attr(&o, &n).map_err(|e| at(e, f.src, sp))
            })
        }
        Ex::Index(o, i, sp) => {
            let (o, i, sp) = (Operand::new(o), Operand::new(i), *sp);
            Box::new(move |it, f| {
                let o = o.get(it, f)?;
                let i = i.get(it, f)?;
                it.get_item(&o, &i).map_err(|e| at(e, f.src, sp))
            })
        }
        e => walked(e),
    }
}

/// `a op b` (`a op= b` when `inplace`), with the int case of the common operators inline.
fn arith(op: BinOp, a: Operand, b: Operand, sp: Span, inplace: bool) -> ExprFn {
    by_int_op!(op, arith_by(op, a, b, sp, inplace))
}

/// Calls `$make(args..., int)` with `int` the int case of `$op` (a function item, so each
/// operator gets a closure of its own with the case inline).
macro_rules! by_int_op {
    ($op:expr, $make:ident ( $($arg:expr),* )) => {
        match $op {
            BinOp::Add => $make($($arg,)* i64::checked_add),
            BinOp::Sub => $make($($arg,)* i64::checked_sub),
            BinOp::Mul => $make($($arg,)* i64::checked_mul),
            BinOp::FloorDiv => $make($($arg,)* floor_div_int),
            BinOp::Mod => $make($($arg,)* mod_int),
            _ => $make($($arg,)* no_int),
        }
    };
}
use by_int_op;

// Python's floor division and modulo equal Rust's for these signs.
fn floor_div_int(x: i64, y: i64) -> Option<i64> {
    (x >= 0 && y > 0).then(|| x / y)
}

fn mod_int(x: i64, y: i64) -> Option<i64> {
    (x >= 0 && y > 0).then(|| x % y)
}

fn no_int(_: i64, _: i64) -> Option<i64> {
    None
}

/// `arith` with the int case answered by `int` (None: the general way).
fn arith_by(
    op: BinOp,
    a: Operand,
    b: Operand,
    sp: Span,
    inplace: bool,
    int: impl Fn(i64, i64) -> Option<i64> + Copy + 'static,
) -> ExprFn {
    let int = move |p, q| int(p, q).map(Value::Int);
    by_shape(a, b, sp, int, move |it, x, y| {
        general(it, op, x, y, inplace)
    })
}

/// `a op b` for one comparison, with ints compared inline.
fn compare(op: CmpOp, a: Operand, b: Operand, sp: Span) -> ExprFn {
    match op {
        CmpOp::Lt => compare_by(op, a, b, sp, |p, q| p < q),
        CmpOp::Le => compare_by(op, a, b, sp, |p, q| p <= q),
        CmpOp::Gt => compare_by(op, a, b, sp, |p, q| p > q),
        CmpOp::Ge => compare_by(op, a, b, sp, |p, q| p >= q),
        CmpOp::Eq => compare_by(op, a, b, sp, |p, q| p == q),
        CmpOp::Ne => compare_by(op, a, b, sp, |p, q| p != q),
        _ => Box::new(move |it, f| both_then(it, f, &a, &b, sp, |it, x, y| it.compare(op, &x, &y))),
    }
}

/// Condition `e`'s truth. A comparison answers with no bool value made (ints inline, as in
/// `compare`); `not`, `and` and `or` combine their operands' truths, each asked once, as
/// CPython's jumps do; anything else is evaluated, then asked.
pub(super) fn cond(e: &Ex) -> CondFn {
    match e {
        Ex::Compare(first, rest) if rest.len() == 1 => {
            let (op, x, sp) = &rest[0];
            let (op, a, b, sp) = (*op, Operand::new(first), Operand::new(x), *sp);
            let truth = move |it: &mut Interp, x: Value, y: Value| {
                let v = it.compare(op, &x, &y)?;
                holds(it, v)
            };
            match op {
                CmpOp::Lt => by_shape(a, b, sp, |p, q| Some(p < q), truth),
                CmpOp::Le => by_shape(a, b, sp, |p, q| Some(p <= q), truth),
                CmpOp::Gt => by_shape(a, b, sp, |p, q| Some(p > q), truth),
                CmpOp::Ge => by_shape(a, b, sp, |p, q| Some(p >= q), truth),
                CmpOp::Eq => by_shape(a, b, sp, |p, q| Some(p == q), truth),
                CmpOp::Ne => by_shape(a, b, sp, |p, q| Some(p != q), truth),
                _ => Box::new(move |it, f| both_then(it, f, &a, &b, sp, truth)),
            }
        }
        Ex::Unary(UnOp::Not, x, _) => {
            let x = cond(x);
            Box::new(move |it, f| Ok(!x(it, f)?))
        }
        Ex::And(a, b) => {
            let (a, b) = (cond(a), cond(b));
            Box::new(move |it, f| Ok(a(it, f)? && b(it, f)?))
        }
        Ex::Or(a, b) => {
            let (a, b) = (cond(a), cond(b));
            Box::new(move |it, f| Ok(a(it, f)? || b(it, f)?))
        }
        e => {
            let e = expr(e);
            Box::new(move |it, f| {
                let v = e(it, f)?;
                holds(it, v)
            })
        }
    }
}

/// `compare` of an order or equality, with ints answered by `int`.
fn compare_by(
    op: CmpOp,
    a: Operand,
    b: Operand,
    sp: Span,
    int: impl Fn(i64, i64) -> bool + Copy + 'static,
) -> ExprFn {
    let int = move |p, q| Some(Value::Bool(int(p, q)));
    by_shape(a, b, sp, int, move |it, x, y| it.compare(op, &x, &y))
}

/// A binary operation whose two int operands `int` may answer (None: `rest` combines the
/// operands' values). Made for the operands' shape: a local and an int constant, or two
/// locals, are read in place with no clone (`i + 1`, `n % 2`, `a < b`); any other plain pair
/// through `Operand::int_of`; an expression against an int constant (`x % 2 == 0`) evaluates
/// the expression only.
fn by_shape<T: 'static>(
    a: Operand,
    b: Operand,
    sp: Span,
    int: impl Fn(i64, i64) -> Option<T> + Copy + 'static,
    rest: impl Fn(&mut Interp, Value, Value) -> RtResult<T> + Copy + 'static,
) -> Compiled<T> {
    match (&a, &b) {
        (Operand::Local(i, ..), Operand::Const(Value::Int(c))) => {
            let (i, c) = (*i, *c);
            Box::new(move |it, f| {
                if let Value::Int(p) = f.locals[i]
                    && let Some(r) = int(p, c)
                {
                    return Ok(r);
                }
                both_then(it, f, &a, &b, sp, rest)
            })
        }
        (Operand::Local(i, ..), Operand::Local(j, ..)) => {
            let (i, j) = (*i, *j);
            Box::new(move |it, f| {
                if let (Value::Int(p), Value::Int(q)) = (&f.locals[i], &f.locals[j])
                    && let Some(r) = int(*p, *q)
                {
                    return Ok(r);
                }
                both_then(it, f, &a, &b, sp, rest)
            })
        }
        _ if a.plain() && b.plain() => Box::new(move |it, f| {
            if let (Some(p), Some(q)) = (a.int_of(f), b.int_of(f))
                && let Some(r) = int(p, q)
            {
                return Ok(r);
            }
            both_then(it, f, &a, &b, sp, rest)
        }),
        (Operand::Expr(_), Operand::Const(Value::Int(c))) => {
            let c = *c;
            let Operand::Expr(x) = a else { unreachable!() };
            Box::new(move |it, f| {
                let v = x(it, f)?;
                if let Value::Int(p) = v
                    && let Some(r) = int(p, c)
                {
                    v.discard();
                    return Ok(r);
                }
                rest(it, v, Value::Int(c)).map_err(|e| at(e, f.src, sp))
            })
        }
        _ => Box::new(move |it, f| {
            let x = a.get(it, f)?;
            let y = b.get(it, f)?;
            if let (Value::Int(p), Value::Int(q)) = (&x, &y)
                && let Some(r) = int(*p, *q)
            {
                x.discard();
                y.discard();
                return Ok(r);
            }
            rest(it, x, y).map_err(|e| at(e, f.src, sp))
        }),
    }
}

/// `rest` of both operands' values: the way past an inline int case that did not answer.
#[inline(never)]
fn both_then<T>(
    it: &mut Interp,
    f: &mut Frame,
    a: &Operand,
    b: &Operand,
    sp: Span,
    rest: impl Fn(&mut Interp, Value, Value) -> RtResult<T>,
) -> RtResult<T> {
    let x = a.get(it, f)?;
    let y = b.get(it, f)?;
    rest(it, x, y).map_err(|e| at(e, f.src, sp))
}

/// `x op y` (or `x op= y`) past the int case: plain numbers, then the general dispatch.
#[inline(never)]
fn general(it: &mut Interp, op: BinOp, x: Value, y: Value, inplace: bool) -> RtResult<Value> {
    if let Some(r) = fast_arith(op, &x, &y) {
        x.discard();
        y.discard();
        return Ok(r);
    }
    match inplace {
        true => it.inplace_op(op, x, y),
        false => it.binop(op, &x, &y),
    }
}

/// `name op= c` for an int constant and a local or global name: an int is changed in place
/// when `int` answers, else `value` (the general `arith`) computes the new value.
fn int_in_place(
    slot: Slot,
    c: i64,
    value: ExprFn,
    sp: Span,
    int: impl Fn(i64, i64) -> Option<i64> + 'static,
) -> StmtFn {
    let in_place = move |v: &mut Value| match v {
        Value::Int(p) => int(*p, c).map(|r| *p = r).is_some(),
        _ => false,
    };
    match slot {
        Slot::Local(i) => Box::new(move |it, f| {
            if !in_place(&mut f.locals[i as usize]) {
                let r = value(it, f).map_err(|e| at(e, f.src, sp))?;
                std::mem::replace(&mut f.locals[i as usize], r).discard();
            }
            Ok(Flow::Normal)
        }),
        Slot::Global(i) => Box::new(move |it, f| {
            if !in_place(&mut f.module.globals.borrow_mut()[i as usize]) {
                let r = value(it, f).map_err(|e| at(e, f.src, sp))?;
                it.store_slot(slot, r, f);
            }
            Ok(Flow::Normal)
        }),
        Slot::Cell(_) => unreachable!("only locals and globals are changed in place"),
    }
}

/// A simple call's positional arguments (`CallArgs::simple`: no star, no keyword).
fn positional(args: &CallArgs) -> Vec<Operand> {
    args.pos
        .iter()
        .filter_map(|it| match it {
            Item::One(x) => Some(Operand::new(x)),
            Item::Star(..) => None,
        })
        .collect()
}

/// The tree walk's execution of `s`.
fn walked_stmt(s: &Stmt) -> StmtFn {
    let s = Node::new(s);
    Box::new(move |it, f| it.exec(s.get(), f))
}

/// A statement as a closure, doing what `Interp::exec` does.
pub(super) fn stmt(s: &Stmt) -> StmtFn {
    let sp = s.span;
    match &s.kind {
        St::Expr(e) => {
            let e = expr(e);
            Box::new(move |it, f| {
                e(it, f).map_err(|e| at(e, f.src, sp))?.discard();
                Ok(Flow::Normal)
            })
        }
        St::Assign(Target::Slot(Slot::Local(i), _), v) => {
            let (i, v) = (*i as usize, expr(v));
            Box::new(move |it, f| {
                let v = v(it, f).map_err(|e| at(e, f.src, sp))?;
                std::mem::replace(&mut f.locals[i], v).discard();
                Ok(Flow::Normal)
            })
        }
        St::Assign(Target::Slot(Slot::Global(i), _), v) => {
            let (i, v) = (*i as usize, expr(v));
            Box::new(move |it, f| {
                let v = v(it, f).map_err(|e| at(e, f.src, sp))?;
                let old = std::mem::replace(&mut f.module.globals.borrow_mut()[i], v);
                old.discard();
                Ok(Flow::Normal)
            })
        }
        St::Assign(t, v) => {
            let (t, v) = (Node::new(t), expr(v));
            Box::new(move |it, f| {
                let v = v(it, f).map_err(|e| at(e, f.src, sp))?;
                it.assign(t.get(), v, f).map_err(|e| at(e, f.src, sp))?;
                Ok(Flow::Normal)
            })
        }
        St::AugAssign(
            Target::Slot(slot @ (Slot::Local(_) | Slot::Global(_)), name),
            op,
            Ex::Const(Value::Int(c)),
        ) => {
            // `i += 1`: an int variable changed in place.
            let (slot, c) = (*slot, *c);
            let cur = Operand::load(slot, name.clone(), sp);
            let value = arith(*op, cur, Operand::Const(Value::Int(c)), sp, true);
            by_int_op!(*op, int_in_place(slot, c, value, sp))
        }
        St::AugAssign(Target::Slot(slot, name), op, v) => {
            // The current value is read as a name at the statement (where its errors point).
            let cur = Operand::load(*slot, name.clone(), sp);
            let (slot, value) = (*slot, arith(*op, cur, Operand::new(v), sp, true));
            Box::new(move |it, f| {
                let r = value(it, f).map_err(|e| at(e, f.src, sp))?;
                match slot {
                    Slot::Local(i) => std::mem::replace(&mut f.locals[i as usize], r).discard(),
                    slot => it.store_slot(slot, r, f),
                }
                Ok(Flow::Normal)
            })
        }
        St::Pass => Box::new(|_, _| Ok(Flow::Normal)),
        St::If(c, a, b) => {
            let (c, a, b) = (cond(c), Block::new(a), Block::new(b));
            Box::new(move |it, f| match c(it, f).map_err(|e| at(e, f.src, sp))? {
                true => a.run(it, f),
                false => b.run(it, f),
            })
        }
        St::While(c, body, orelse) => {
            let (c, body, orelse) = (cond(c), Block::new(body), Block::new(orelse));
            Box::new(move |it, f| {
                loop {
                    if !c(it, f).map_err(|e| at(e, f.src, sp))? {
                        return orelse.run(it, f);
                    }
                    match body.run(it, f)? {
                        Flow::Break => return Ok(Flow::Normal),
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        _ => {}
                    }
                    it.tick().map_err(|e| at(e, f.src, sp))?;
                }
            })
        }
        St::For(t, src, body, orelse) => {
            let (t, src) = (Node::new(t), expr(src));
            let (body, orelse) = (Block::new(body), Block::new(orelse));
            Box::new(move |it, f| {
                let iterable = src(it, f).map_err(|e| at(e, f.src, sp))?;
                it.for_loop(
                    t.get(),
                    iterable,
                    sp,
                    f,
                    |it, f| body.run(it, f),
                    |it, f| orelse.run(it, f),
                )
            })
        }
        St::Break => Box::new(|_, _| Ok(Flow::Break)),
        St::Continue => Box::new(|_, _| Ok(Flow::Continue)),
        St::Return(v) => match v {
            Some(e) => {
                let e = expr(e);
                Box::new(move |it, f| Ok(Flow::Return(e(it, f).map_err(|e| at(e, f.src, sp))?)))
            }
            None => Box::new(|_, _| Ok(Flow::Return(Value::None))),
        },
        _ => walked_stmt(s),
    }
}
