//! Generators whose `yield`s are all statements (`yield v` or `x = yield v`) inside `if`,
//! `while` and `for` blocks run without a coroutine stack: the body's position is kept as
//! data (the blocks it is inside, the statement it is at), and each resume walks on from
//! there on the caller's stack. Everything that holds no `yield` runs through the ordinary
//! `exec`, so only the few statements on the way to a `yield` are stepped through here.
//!
//! A `yield` anywhere else (in an expression, a `try`, a `with`, `yield from`) needs the
//! Rust frames between it and the body kept alive: such generators run on a coroutine
//! (`generator.rs`). With no `try`/`with` around a suspension point, nothing in the body
//! can catch what `throw` or `close` raise there, so both simply end the walk.
use super::compiled::{ExprFn, Node, StmtFn, expr, holds, stmt};
use super::error::RtResult;
use super::exec::{Flow, at};
use super::value::Value;
use super::{Frame, Interp};
use crate::ir::{Ex, FuncCode, Span, St, Stmt, Target};
use std::rc::Rc;

/// How a generator function's body runs without a coroutine, found on its first call.
pub enum FlatPlan {
    /// A generator expression with one `for` (`generator.rs`'s `SimpleLoop`).
    Loop(LoopPlan),
    /// A body whose `yield`s are all statements: walked (this module).
    Walk(Box<[Step]>),
}

/// `code`'s plan, or None when it needs a coroutine.
pub fn plan(code: &FuncCode) -> Option<&FlatPlan> {
    code.flat_plan
        .get_or_init(|| {
            if let Some(l) = LoopPlan::new(code) {
                return Some(FlatPlan::Loop(l));
            }
            let mut found = 0;
            let body = steps(&code.body, &mut found);
            (found == code.yields && found > 0).then_some(FlatPlan::Walk(body))
        })
        .as_ref()
}

/// `(item for target in source if c1 if c2 ...)`, compiled: the conditions in order, then the
/// item.
pub struct LoopPlan {
    pub(super) target: Node<Target>,
    pub(super) source: ExprFn,
    pub(super) span: Span,
    pub(super) conds: Box<[(ExprFn, Span)]>,
    pub(super) item: (ExprFn, Span),
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
                    conds.push((expr(c), s.span));
                    stmts = then;
                }
                St::Expr(Ex::Yield(Some(e), _)) => {
                    return Some(LoopPlan {
                        target: Node::new(target),
                        source: expr(source),
                        span: code.body[0].span,
                        conds: conds.into_boxed_slice(),
                        item: (expr(e), s.span),
                    });
                }
                _ => return None,
            }
        }
    }
}

/// A statement of a walked body: run whole, or stepped into on the way to a `yield`.
pub struct Step {
    kind: StepKind,
    span: Span,
}

enum StepKind {
    /// A statement with no `yield`, compiled.
    Run(StmtFn),
    /// `yield v`, or `target = yield v`.
    Yield(Option<ExprFn>, Option<Node<Target>>),
    If(ExprFn, Box<[Step]>, Box<[Step]>),
    While(ExprFn, Box<[Step]>, Box<[Step]>),
    For(Node<Target>, ExprFn, Box<[Step]>, Box<[Step]>),
}

/// `block` as steps; adds the statement `yield`s it holds to `found` (a `yield` elsewhere is
/// not counted, so the totals then differ and the body needs a coroutine).
fn steps(block: &[Stmt], found: &mut u32) -> Box<[Step]> {
    let step = |s: &Stmt, found: &mut u32| {
        let before = *found;
        let kind = match &s.kind {
            St::Expr(Ex::Yield(v, _)) => StepKind::Yield(v.as_deref().map(expr), None),
            St::Assign(t, Ex::Yield(v, _)) => {
                StepKind::Yield(v.as_deref().map(expr), Some(Node::new(t)))
            }
            St::If(c, a, b) => StepKind::If(expr(c), steps(a, found), steps(b, found)),
            St::While(c, a, b) => StepKind::While(expr(c), steps(a, found), steps(b, found)),
            St::For(t, it, a, b) => {
                StepKind::For(Node::new(t), expr(it), steps(a, found), steps(b, found))
            }
            _ => StepKind::Run(stmt(s)),
        };
        let kind = match kind {
            StepKind::Yield(..) => {
                *found += 1;
                kind
            }
            // A block with no `yield` inside runs whole.
            StepKind::If(..) | StepKind::While(..) | StepKind::For(..) if *found == before => {
                StepKind::Run(stmt(s))
            }
            kind => kind,
        };
        Step { kind, span: s.span }
    };
    block.iter().map(|s| step(s, found)).collect()
}

/// A suspended (or not yet started) walk through a generator's body.
pub struct Walk {
    pub frame: Frame,
    /// Holds the plan the levels point into.
    code: Rc<FuncCode>,
    /// The plan's body (in `code`, see `Level::block`).
    body: *const [Step],
    /// The blocks the body is in, outermost (the body itself) first.
    levels: Vec<Level>,
    pub done: bool,
}

struct Level {
    /// This level's block, in the plan of the `code` its `Walk` holds.
    block: *const [Step],
    /// The statement of the block that runs now (or is suspended in).
    at: usize,
    kind: Kind,
}

impl Level {
    fn new(block: &[Step], kind: Kind) -> Level {
        Level { block, at: 0, kind }
    }

    /// The block, borrowed as long as `code`, the code of the level's walk.
    fn block<'c>(&self, code: &'c FuncCode) -> &'c [Step] {
        let _ = code;
        // SAFETY: `block` points into the plan of the code its `Walk` holds, which nothing
        // changes once made; a level never leaves its walk, so `code` is that code.
        unsafe { &*self.block }
    }
}

enum Kind {
    Body,
    /// A branch of an `if`.
    If,
    While,
    /// A `for` body, with the loop's iterator.
    For(Value),
    /// The `else` of a `while` or `for`.
    Else,
}

/// What one resume came to: a value yielded, or the body's end with its return value.
pub enum Walked {
    Yielded(Value),
    Returned(Value),
}

impl Walk {
    /// A walk through `code`'s body, whose plan is a walk.
    pub fn new(frame: Frame, code: Rc<FuncCode>) -> Walk {
        let Some(FlatPlan::Walk(body)) = plan(&code) else {
            unreachable!("a walk is made for a walked plan")
        };
        let body: *const [Step] = &**body;
        Walk {
            frame,
            code,
            body,
            levels: Vec::new(),
            done: false,
        }
    }
}

impl Interp {
    /// Runs `w` from where it stands to its next `yield` or its end; `sent` is the value of
    /// the pending `x = yield v`.
    pub fn walk_resume(&mut self, w: &mut Walk, sent: Value) -> RtResult<Walked> {
        let Walk {
            frame,
            code,
            body,
            levels,
            ..
        } = w;
        let (code, src) = (&**code, frame.src);
        match levels.last_mut() {
            None => {
                sent.discard();
                levels.push(Level {
                    block: *body,
                    at: 0,
                    kind: Kind::Body,
                })
            }
            Some(l) => {
                // Back at the `yield` statement it stopped in: the value sent is its value.
                let s = &l.block(code)[l.at];
                l.at += 1;
                match &s.kind {
                    StepKind::Yield(_, Some(t)) => self
                        .assign(t.get(), sent, frame)
                        .map_err(|e| at(e, src, s.span))?,
                    _ => sent.discard(),
                }
                self.after_span(frame, s.span)?;
            }
        }
        loop {
            let l = levels.last_mut().expect("the body's level stays");
            let Some(s) = l.block(code).get(l.at) else {
                if let Some(done) = self.block_end(code, levels, frame)? {
                    return Ok(done);
                }
                continue;
            };
            crate::lazy::set_origin(src, s.span);
            let f = &mut *frame;
            let here = |e| at(e, src, s.span);
            let level = match &s.kind {
                StepKind::Run(run) => {
                    let flow = run(self, f)?;
                    self.after_span(f, s.span)?;
                    match flow {
                        Flow::Normal => {
                            if let Some(l) = levels.last_mut() {
                                l.at += 1;
                            }
                        }
                        Flow::Return(v) => return Ok(Walked::Returned(v)),
                        Flow::Break => break_out(levels),
                        Flow::Continue => continue_out(levels),
                    }
                    continue;
                }
                StepKind::Yield(v, _) => {
                    let v = match v {
                        Some(v) => v(self, f).map_err(here)?,
                        None => Value::None,
                    };
                    return Ok(Walked::Yielded(v));
                }
                StepKind::If(c, then, orelse) => {
                    let c = c(self, f).map_err(here)?;
                    match holds(self, c).map_err(here)? {
                        true => Level::new(then, Kind::If),
                        false => Level::new(orelse, Kind::If),
                    }
                }
                StepKind::While(c, body, orelse) => {
                    let c = c(self, f).map_err(here)?;
                    match holds(self, c).map_err(here)? {
                        true => Level::new(body, Kind::While),
                        false => Level::new(orelse, Kind::Else),
                    }
                }
                StepKind::For(t, it, body, orelse) => {
                    let v = it(self, f).map_err(here)?;
                    let iter = self.iter(&v).map_err(here)?;
                    match self.next(&iter).map_err(here)? {
                        Some(v) => {
                            self.assign(t.get(), v, f).map_err(here)?;
                            Level::new(body, Kind::For(iter))
                        }
                        None => Level::new(orelse, Kind::Else),
                    }
                }
            };
            if level.block(code).is_empty() {
                // An `else` that is not there: on to the next statement.
                if let Some(l) = levels.last_mut() {
                    l.at += 1;
                }
            } else {
                levels.push(level);
            }
        }
    }

    /// The end of the innermost level's block: a loop goes round again, anything else
    /// returns to the statement after it; the body's end is the generator's.
    fn block_end(
        &mut self,
        code: &FuncCode,
        levels: &mut Vec<Level>,
        frame: &mut Frame,
    ) -> RtResult<Option<Walked>> {
        let src = frame.src;
        if levels.len() == 1 {
            return Ok(Some(Walked::Returned(Value::None)));
        }
        let n = levels.len();
        if matches!(levels[n - 1].kind, Kind::While) {
            // The `while` runs again: its condition decides, in place (the level is kept
            // for the next round).
            let parent = &levels[n - 2];
            let s = &parent.block(code)[parent.at];
            let StepKind::While(c, _, orelse) = &s.kind else {
                unreachable!("a while level's statement is a while")
            };
            let here = |e| at(e, src, s.span);
            self.tick().map_err(here)?;
            crate::lazy::set_origin(src, s.span);
            let cv = c(self, frame).map_err(here)?;
            if holds(self, cv).map_err(here)? {
                levels[n - 1].at = 0;
                return Ok(None);
            }
            levels.pop();
            let parent = levels.last_mut().expect("the body's level stays");
            match orelse.is_empty() {
                true => parent.at += 1,
                false => levels.push(Level::new(orelse, Kind::Else)),
            }
            return Ok(None);
        }
        let level = levels.pop().expect("more than the body's level");
        let parent = levels.last_mut().expect("the body's level stays");
        let s = &parent.block(code)[parent.at];
        match (level.kind, &s.kind) {
            (Kind::For(iter), StepKind::For(t, _, body, orelse)) => {
                self.tick().map_err(|e| at(e, src, s.span))?;
                let here = |e| at(e, src, s.span);
                match self.next(&iter).map_err(here)? {
                    Some(v) => {
                        self.assign(t.get(), v, frame).map_err(here)?;
                        levels.push(Level::new(body, Kind::For(iter)));
                    }
                    None if orelse.is_empty() => parent.at += 1,
                    None => levels.push(Level::new(orelse, Kind::Else)),
                }
            }
            _ => parent.at += 1,
        }
        Ok(None)
    }
}

/// `break`: leaves the innermost loop the walk is in (its `else` skipped).
fn break_out(levels: &mut Vec<Level>) {
    while let Some(l) = levels.pop() {
        if matches!(l.kind, Kind::While | Kind::For(_)) {
            break;
        }
    }
    if let Some(parent) = levels.last_mut() {
        parent.at += 1;
    }
}

/// `continue`: drops the levels inside the innermost loop and ends its block.
fn continue_out(levels: &mut Vec<Level>) {
    while let Some(l) = levels.last_mut() {
        if matches!(l.kind, Kind::While | Kind::For(_)) {
            l.at = usize::MAX;
            return;
        }
        levels.pop();
    }
}
