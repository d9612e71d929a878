//! Generators whose `yield`s are all statements (`yield v` or `x = yield v`) inside `if`,
//! `while` and `for` blocks run without a coroutine stack: the body is laid out flat, as ops
//! with jumps (`WalkPlan`), so its position is data (an op's index and the `for` loops'
//! iterators), and each resume runs on from there on the caller's stack. Every statement
//! that holds no `yield` is one op, its compiled closure, so only the `if`/`while`/`for`
//! on the way to a `yield` are stepped through here.
//!
//! A `yield` anywhere else (in an expression, a `try`, a `with`, `yield from`) needs the
//! Rust frames between it and the body kept alive: such generators run on a coroutine
//! (`generator.rs`). With no `try`/`with` around a suspension point, nothing in the body
//! can catch what `throw` or `close` raise there, so both simply end the walk.
use super::compiled::{CondFn, ExprFn, Node, Operand, StmtFn, cond, expr, stmt};
use super::error::RtResult;
use super::exec::{Flow, at};
use super::iter::Cursor;
use super::value::Value;
use super::{Frame, Interp};
use crate::ir::{Ex, FuncCode, Span, St, Stmt, Target};
use std::rc::Rc;

/// How a generator function's body runs without a coroutine, found on its first call.
pub enum FlatPlan {
    /// A generator expression with one `for` (`generator.rs`'s `SimpleLoop`).
    Loop(LoopPlan),
    /// A body whose `yield`s are all statements: walked (this module).
    Walk(WalkPlan),
}

/// `code`'s plan, or None when it needs a coroutine.
pub fn plan(code: &FuncCode) -> Option<&FlatPlan> {
    code.flat_plan
        .get_or_init(|| {
            if let Some(l) = LoopPlan::new(code) {
                return Some(FlatPlan::Loop(l));
            }
            // Any `yield` the walk would not reach (in an expression, a `try`, ...) leaves the
            // totals different: the body needs a coroutine.
            let found: u32 = code.body.iter().map(walked_yields).sum();
            (found == code.yields && found > 0).then(|| FlatPlan::Walk(WalkPlan::new(&code.body)))
        })
        .as_ref()
}

/// `(item for target in source if c1 if c2 ...)`, compiled: the conditions in order, then the
/// item.
pub struct LoopPlan {
    pub(super) target: Node<Target>,
    pub(super) source: ExprFn,
    pub(super) span: Span,
    pub(super) conds: Box<[(CondFn, Span)]>,
    pub(super) item: (Operand, Span),
}

impl LoopPlan {
    /// The plan of `code` when it is a generator expression of that shape.
    fn new(code: &FuncCode) -> Option<LoopPlan> {
        if &*code.name != "<genexpr>" || code.body.len() != 1 {
            return None;
        }
        let St::For(target, source, body, orelse) = &code.body[0].kind else {
            return None;
        };
        if !orelse.is_empty() {
            return None;
        }
        let mut conds = Vec::new();
        let mut stmts = body;
        loop {
            let [s] = &stmts[..] else {
                return None;
            };
            match &s.kind {
                St::If(c, then, els) if els.is_empty() => {
                    conds.push((cond(c), s.span));
                    stmts = then;
                }
                St::Expr(Ex::Yield(Some(e), _)) => {
                    return Some(LoopPlan {
                        target: Node::new(target),
                        source: expr(source),
                        span: code.body[0].span,
                        conds: conds.into_boxed_slice(),
                        item: (Operand::new(e), s.span),
                    });
                }
                _ => return None,
            }
        }
    }
}

/// The `yield` statements a walk reaches in `s`: itself, or in its `if`/`while`/`for` blocks.
fn walked_yields(s: &Stmt) -> u32 {
    match &s.kind {
        St::Expr(Ex::Yield(..)) | St::Assign(_, Ex::Yield(..)) => 1,
        St::If(_, a, b) | St::While(_, a, b) | St::For(_, _, a, b) => {
            a.iter().chain(b.iter()).map(walked_yields).sum()
        }
        _ => 0,
    }
}

/// A walked body: its ops in order, and the loops' exits.
pub struct WalkPlan {
    ops: Box<[Op]>,
    loops: Box<[Exits]>,
}

/// One op, with the span of the statement it comes from.
struct Op {
    kind: OpKind,
    span: Span,
}

enum OpKind {
    /// A statement with no `yield`, compiled; the innermost loop around it (an index into
    /// `loops`) for its `break` or `continue`.
    Run(StmtFn, Option<usize>),
    /// `yield v`, or `target = yield v`.
    Yield(Option<Operand>, Option<Node<Target>>),
    /// An `if`'s or a `while`'s condition: on to the next op when it holds, else to the op
    /// at the index.
    Test(CondFn, usize),
    Jump(usize),
    /// A `while`'s way round (the end of its body, or `continue`): a tick, then its
    /// condition again: back to the body's start at the index when it holds, else on (to
    /// the loop's `else`).
    Again(CondFn, usize),
    /// A `for`'s iterable: its iterator goes on top of the walk's iterators.
    ForIter(ExprFn),
    /// A `for`'s first item: the next of the top iterator into the target; at its end the
    /// iterator is dropped and the walk goes on at the index (the loop's `else`).
    ForNext(Node<Target>, usize),
    /// A `for`'s way round: a tick, then its next item and back to the body's start at the
    /// index; at its end the iterator is dropped and the walk goes on.
    ForAgain(Node<Target>, usize),
}

/// Where a loop's `break` and `continue` go.
#[derive(Clone, Copy, Default)]
struct Exits {
    brk: usize,
    cont: usize,
    /// A `for`: `break` drops its iterator.
    pops: bool,
}

impl WalkPlan {
    fn new(body: &[Stmt]) -> WalkPlan {
        let mut l = Lowering {
            ops: Vec::new(),
            loops: Vec::new(),
        };
        l.block(body, None);
        WalkPlan {
            ops: l.ops.into_boxed_slice(),
            loops: l.loops.into_boxed_slice(),
        }
    }
}

impl WalkPlan {
    /// The exits of loop `lp`, the innermost around a `break` or `continue` (lowering refuses
    /// either outside a loop).
    fn exits(&self, lp: Option<usize>) -> Exits {
        self.loops[lp.expect("a loop around break/continue")]
    }
}

struct Lowering {
    ops: Vec<Op>,
    loops: Vec<Exits>,
}

impl Lowering {
    fn push(&mut self, kind: OpKind, span: Span) -> usize {
        self.ops.push(Op { kind, span });
        self.ops.len() - 1
    }

    /// Points the jump of the op at `at` to the next op to be pushed.
    fn land(&mut self, at: usize) {
        let here = self.ops.len();
        match &mut self.ops[at].kind {
            OpKind::Test(_, to) | OpKind::Jump(to) | OpKind::ForNext(_, to) => *to = here,
            _ => unreachable!("only a jump lands"),
        }
    }

    /// `block`'s ops, inside loop `lp` (an index into `loops`) if any.
    fn block(&mut self, block: &[Stmt], lp: Option<usize>) {
        for s in block {
            let sp = s.span;
            if walked_yields(s) == 0 {
                self.push(OpKind::Run(stmt(s), lp), sp);
                continue;
            }
            match &s.kind {
                St::Expr(Ex::Yield(v, _)) => {
                    self.push(OpKind::Yield(v.as_deref().map(Operand::new), None), sp);
                }
                St::Assign(t, Ex::Yield(v, _)) => {
                    let target = Some(Node::new(t));
                    self.push(OpKind::Yield(v.as_deref().map(Operand::new), target), sp);
                }
                St::If(c, then, orelse) => {
                    let test = self.push(OpKind::Test(cond(c), 0), sp);
                    self.block(then, lp);
                    if orelse.is_empty() {
                        self.land(test);
                    } else {
                        let jump = self.push(OpKind::Jump(0), sp);
                        self.land(test);
                        self.block(orelse, lp);
                        self.land(jump);
                    }
                }
                St::While(c, body, orelse) => {
                    // The condition is tested again at the body's end (one op a round).
                    let test = self.push(OpKind::Test(cond(c), 0), sp);
                    let again = |start| OpKind::Again(cond(c), start);
                    self.looped(test, again, false, (body, orelse), lp, sp);
                }
                St::For(t, it, body, orelse) => {
                    self.push(OpKind::ForIter(expr(it)), sp);
                    let next = self.push(OpKind::ForNext(Node::new(t), 0), sp);
                    let again = |start| OpKind::ForAgain(Node::new(t), start);
                    self.looped(next, again, true, (body, orelse), lp, sp);
                }
                _ => unreachable!("a statement with a walked yield is one of these"),
            }
        }
    }

    /// A loop after its first test `head`: the body, its way round (`again` of the body's
    /// start), then the `else`, where `head`'s exit lands; `pops` for a `for`.
    fn looped(
        &mut self,
        head: usize,
        again: impl FnOnce(usize) -> OpKind,
        pops: bool,
        (body, orelse): (&[Stmt], &[Stmt]),
        lp: Option<usize>,
        sp: Span,
    ) {
        self.loops.push(Exits::default());
        let me = self.loops.len() - 1;
        let start = self.ops.len();
        self.block(body, Some(me));
        let cont = self.push(again(start), sp);
        self.land(head);
        self.block(orelse, lp);
        let brk = self.ops.len();
        self.loops[me] = Exits { brk, cont, pops };
    }
}

/// A suspended (or not yet started) walk through a generator's body.
pub struct Walk {
    pub frame: Frame,
    /// The code whose plan this walks.
    code: Rc<FuncCode>,
    /// The op to run next, or the `yield` suspended in.
    pc: usize,
    /// Suspended in the `yield` at `pc` (not so before the first resume).
    at_yield: bool,
    /// The iterators of the `for` loops the walk is in, innermost last.
    iters: Vec<Cursor>,
    pub done: bool,
}

/// What one resume came to: a value yielded, or the body's end with its return value.
pub enum Walked {
    Yielded(Value),
    Returned(Value),
}

impl Walk {
    /// A walk through `code`'s body, whose plan is a walk.
    pub fn new(frame: Frame, code: Rc<FuncCode>) -> Walk {
        Walk {
            frame,
            code,
            pc: 0,
            at_yield: false,
            iters: Vec::new(),
            done: false,
        }
    }
}

impl Interp {
    /// Runs `w` from where it stands to its next `yield` or its end; `sent` is the value of
    /// the pending `x = yield v`.
    pub fn walk_resume(&mut self, w: &mut Walk, sent: Value) -> RtResult<Walked> {
        let Walk {
            frame: f,
            code,
            pc,
            at_yield,
            iters,
            ..
        } = w;
        let Some(FlatPlan::Walk(plan)) = plan(code) else {
            unreachable!("a walk is made for a walked plan")
        };
        let src = f.src;
        match std::mem::take(at_yield) {
            true => {
                // Back at the `yield` it stopped in: the value sent is its value.
                let op = &plan.ops[*pc];
                *pc += 1;
                match &op.kind {
                    OpKind::Yield(_, Some(t)) => self
                        .assign(t.get(), sent, f)
                        .map_err(|e| at(e, src, op.span))?,
                    _ => sent.discard(),
                }
                self.after_span(f, op.span)?;
            }
            false => sent.discard(),
        }
        loop {
            let Some(op) = plan.ops.get(*pc) else {
                return Ok(Walked::Returned(Value::None));
            };
            crate::lazy::set_origin(src, op.span);
            let here = |e| at(e, src, op.span);
            match &op.kind {
                OpKind::Run(run, lp) => {
                    let flow = run(self, f)?;
                    self.after_span(f, op.span)?;
                    match flow {
                        Flow::Normal => *pc += 1,
                        Flow::Return(v) => return Ok(Walked::Returned(v)),
                        Flow::Break => {
                            let exits = plan.exits(*lp);
                            if exits.pops {
                                iters.pop();
                            }
                            *pc = exits.brk;
                        }
                        Flow::Continue => *pc = plan.exits(*lp).cont,
                    }
                }
                OpKind::Yield(v, _) => {
                    let v = match v {
                        Some(v) => v.get(self, f).map_err(here)?,
                        None => Value::None,
                    };
                    *at_yield = true;
                    return Ok(Walked::Yielded(v));
                }
                OpKind::Test(c, to) => {
                    *pc = match c(self, f).map_err(here)? {
                        true => *pc + 1,
                        false => *to,
                    };
                }
                OpKind::Jump(to) => *pc = *to,
                OpKind::Again(c, start) => {
                    self.tick().map_err(here)?;
                    *pc = match c(self, f).map_err(here)? {
                        true => *start,
                        false => *pc + 1,
                    };
                }
                OpKind::ForIter(it) => {
                    let v = it(self, f).map_err(here)?;
                    iters.push(self.cursor(&v).map_err(here)?);
                    *pc += 1;
                }
                OpKind::ForNext(t, end) => {
                    *pc = match self.for_next(iters, t, f).map_err(here)? {
                        true => *pc + 1,
                        false => *end,
                    };
                }
                OpKind::ForAgain(t, start) => {
                    self.tick().map_err(here)?;
                    *pc = match self.for_next(iters, t, f).map_err(here)? {
                        true => *start,
                        false => *pc + 1,
                    };
                }
            }
        }
    }

    /// The next item of a `for`'s iterator (the top of `iters`) into its target: false at
    /// its end, with the iterator dropped.
    fn for_next(
        &mut self,
        iters: &mut Vec<Cursor>,
        t: &Node<Target>,
        f: &mut Frame,
    ) -> RtResult<bool> {
        let iter = iters.last().expect("a for's iterator is on the stack");
        match self.step(iter)? {
            Some(v) => {
                self.assign(t.get(), v, f)?;
                Ok(true)
            }
            None => {
                iters.pop();
                Ok(false)
            }
        }
    }
}
