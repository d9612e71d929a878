//! Generators. Calling a function with `yield` in it makes a generator whose body runs on a
//! coroutine stack of its own (`corosensei`): `yield` suspends that stack and hands the value
//! to whoever resumed it (`next`, `send`, `throw`, a `for` loop), which is how a tree-walking
//! interpreter keeps its Rust call stack in the middle of a body between two `next` calls.
//!
//! The coroutine's frames keep the `&mut Interp` of their first resume; each resume checks
//! that it is the same interpreter (the engine keeps it boxed, so it does not move).
//!
//! Most generators need no coroutine: a simple generator expression runs as a loop
//! (`SimpleLoop`), and where every `yield` is a statement in `if`/`while`/`for` blocks the
//! body is walked (`walk.rs`); both run on the caller's stack.
use super::error::{ExcType, RtErr, RtResult, TraceEntry, err, type_err};
use super::exec::Flow;
use super::value::{ExcObj, Function, IterState, TypeObj, Value};
use super::walk::{FlatPlan, Walk, Walked};
use super::{Frame, Interp};
use corosensei::stack::{DefaultStack, Stack};
use corosensei::{Coroutine, CoroutineResult, Yielder};
use std::cell::{Cell, RefCell};
use std::io::Write;
use std::rc::Rc;

/// What a resume passes in: a value for `send` (None for `next`), or an error for `throw`.
pub enum Sent {
    Value(Value),
    Throw(Box<RtErr>),
}

type Resume = (*mut Interp, Sent);
/// A yielded value, with the interpreter passed back out so the compiler treats the
/// suspended frames' view of it as escaped across the switch.
type Out = (Value, *mut Interp);
type Co = Coroutine<Resume, Out, RtResult<Value>, DefaultStack>;
pub type YielderPtr = *const Yielder<Resume, Out>;

/// What one resume came to.
pub enum Step {
    Yielded(Value),
    Returned(Value),
}

pub struct Generator {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    co: RefCell<Option<Co>>,
    /// A body run on the caller's stack instead: a simple generator expression's loop
    /// (`SimpleLoop`) or a walk (`walk.rs`).
    flat: Option<RefCell<Flat>>,
    running: Cell<bool>,
    started: Cell<bool>,
    /// The interpreter whose frames the body holds (null until the first resume).
    owner: Cell<*mut Interp>,
    /// The stack limit in force where the body last yielded.
    stack_limit: Cell<usize>,
    /// Exceptions being handled inside the body when it yielded (`yield` in an `except`).
    handling: RefCell<Vec<Value>>,
}

impl Generator {
    pub fn finished(&self) -> bool {
        let done = match &self.flat {
            Some(l) => l.try_borrow().is_ok_and(|l| l.done()),
            None => self.co.borrow().is_none(),
        };
        done && !self.running.get()
    }
}

/// `(elt for t in it if c ...)` with one `for`: its body holds nothing between two items but
/// its frame and source iterator, so each `next` runs one pass of the loop here, with no
/// coroutine stack to switch to (a generator's `send`, `throw` and `close` keep their
/// meaning: what is sent is dropped, as the body's `yield` value is unused).
pub struct SimpleLoop {
    frame: Frame,
    code: Rc<crate::ir::FuncCode>,
    src: Option<super::iter::Cursor>,
    done: bool,
}

/// A body that runs on the caller's stack, with no coroutine.
enum Flat {
    Loop(SimpleLoop),
    Walk(Walk),
}

impl Flat {
    fn done(&self) -> bool {
        match self {
            Flat::Loop(l) => l.done,
            Flat::Walk(w) => w.done,
        }
    }

    fn end(&mut self) {
        match self {
            Flat::Loop(l) => l.done = true,
            Flat::Walk(w) => w.done = true,
        }
    }
}

thread_local! {
    /// Generators dropped while suspended in a body, waiting for their interpreter to close
    /// them (CPython closes a generator when it is collected, so its `finally` runs).
    static DROPPED: RefCell<Vec<Generator>> = const { RefCell::new(Vec::new()) };
    /// The interpreters that have resumed a generator and are still alive: a generator
    /// dropped with its interpreter (a global at teardown) is unwound, not queued.
    static LIVE: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// Whether a dropped generator waits to be closed (a cheap check for the statement loop).
pub fn has_dropped() -> bool {
    DROPPED.with(|d| !d.borrow().is_empty())
}

/// Forgets (unwinds without closing) the dropped generators of an interpreter that is
/// going away, so a later one at the same address never resumes them.
pub fn forget_dropped(owner: *mut Interp) {
    let _ = LIVE.try_with(|l| l.borrow_mut().retain(|&p| p != owner as usize));
    let gone: Vec<Generator> = DROPPED
        .try_with(|d| {
            let mut d = d.borrow_mut();
            let (gone, keep) = d.drain(..).partition(|g| g.owner.get() == owner);
            *d = keep;
            gone
        })
        .unwrap_or_default();
    for g in gone {
        g.co.borrow_mut().take();
    }
}

impl Drop for Generator {
    fn drop(&mut self) {
        // A body suspended at a `yield` is handed on whole, to be closed at the owner's next
        // statement; a generator never started, finished or running has nothing to run.
        let co = self.co.get_mut().take();
        let owner = self.owner.get() as usize;
        let live = LIVE
            .try_with(|l| l.borrow().contains(&owner))
            .unwrap_or(false);
        if co.is_none() || !self.started.get() || self.running.get() || !live {
            return;
        }
        let g = Generator {
            name: self.name.clone(),
            qualname: self.qualname.clone(),
            co: RefCell::new(co),
            flat: None,
            running: Cell::new(false),
            started: Cell::new(true),
            owner: Cell::new(self.owner.get()),
            stack_limit: Cell::new(self.stack_limit.get()),
            handling: RefCell::new(std::mem::take(self.handling.get_mut())),
        };
        // (During thread teardown the list is gone; the body is then only unwound.)
        let _ = DROPPED.try_with(|d| d.borrow_mut().push(g));
        crate::attention::raise();
    }
}

/// The value of calling generator function `fun` with its frame already bound.
pub fn make(fun: &Rc<Function>, mut frame: Frame) -> RtResult<Value> {
    if let Some(plan) = super::walk::plan(&fun.code) {
        let flat = match plan {
            FlatPlan::Loop(_) => Flat::Loop(SimpleLoop {
                frame,
                code: fun.code.clone(),
                src: None,
                done: false,
            }),
            FlatPlan::Walk(_) => Flat::Walk(Walk::new(frame, fun.code.clone())),
        };
        let g = Generator {
            name: fun.code.name.clone(),
            qualname: fun.code.qualname.clone(),
            co: RefCell::new(None),
            flat: Some(RefCell::new(flat)),
            running: Cell::new(false),
            started: Cell::new(false),
            owner: Cell::new(std::ptr::null_mut()),
            stack_limit: Cell::new(0),
            handling: RefCell::new(Vec::new()),
        };
        return Ok(Value::Iter(Rc::new(RefCell::new(IterState::Gen(Rc::new(
            g,
        ))))));
    }
    let stack = crate::stack::take().map_err(|e| {
        err(
            ExcType::MemoryError,
            format!("no memory for a generator: {e}"),
        )
    })?;
    let limit = stack.limit().get();
    let code = fun.code.clone();
    let co = Coroutine::with_stack(
        stack,
        move |y: &Yielder<Resume, Out>, (ip, sent): Resume| {
            // SAFETY: the resumer passed its own interpreter and is blocked in `resume` until
            // this body yields or returns; `resume` checks later calls come from the same one.
            let it = unsafe { &mut *ip };
            if let Sent::Throw(e) = sent {
                return Err(e);
            }
            it.yielders.push(y as YielderPtr);
            let r = code.compiled().run(it, &mut frame);
            it.yielders.pop();
            match r {
                Ok(Flow::Return(v)) => Ok(v),
                Ok(_) => Ok(Value::None),
                Err(e) => Err(pep479(e)),
            }
        },
    );
    let g = Generator {
        name: fun.code.name.clone(),
        qualname: fun.code.qualname.clone(),
        co: RefCell::new(Some(co)),
        flat: None,
        running: Cell::new(false),
        started: Cell::new(false),
        owner: Cell::new(std::ptr::null_mut()),
        stack_limit: Cell::new(limit),
        handling: RefCell::new(Vec::new()),
    };
    Ok(Value::Iter(Rc::new(RefCell::new(IterState::Gen(Rc::new(
        g,
    ))))))
}

/// The generator behind an iterator value, if it is one.
pub fn as_generator(v: &Value) -> Option<Rc<Generator>> {
    match v {
        Value::Iter(st) => match &*st.try_borrow().ok()? {
            IterState::Gen(g) => Some(g.clone()),
            _ => None,
        },
        _ => None,
    }
}

struct NotRunning<'a>(&'a Cell<bool>);
impl Drop for NotRunning<'_> {
    fn drop(&mut self) {
        self.0.set(false);
    }
}

impl Interp {
    /// Runs `g` until its next `yield` or its end.
    pub fn gen_resume(&mut self, g: &Generator, sent: Sent) -> RtResult<Step> {
        if g.running.get() {
            return Err(err(ExcType::ValueError, "generator already executing"));
        }
        if let Some(flat) = &g.flat {
            return self.flat_resume(g, flat, sent);
        }
        let Some(mut co) = g.co.borrow_mut().take() else {
            // Finished: `next` stops again, `throw` raises its exception here.
            return match sent {
                Sent::Throw(e) => Err(e),
                Sent::Value(_) => Ok(Step::Returned(Value::None)),
            };
        };
        let me = self as *mut Interp;
        if g.owner.get().is_null() {
            g.owner.set(me);
            LIVE.with(|l| {
                let mut l = l.borrow_mut();
                if !l.contains(&(me as usize)) {
                    l.push(me as usize);
                }
            });
        } else if g.owner.get() != me {
            *g.co.borrow_mut() = Some(co);
            return Err(err(
                ExcType::RuntimeError,
                "a generator runs only in the interpreter that made it",
            ));
        }
        if let Err(e) = self.check_depth() {
            *g.co.borrow_mut() = Some(co);
            return Err(e);
        }
        g.started.set(true);
        g.running.set(true);
        let _running = NotRunning(&g.running);
        let handling = self.handling.len();
        if !g.handling.borrow().is_empty() {
            self.handling.append(&mut g.handling.borrow_mut());
        }
        self.depth += 1;
        let caller = crate::lazy::current_site();
        self.call_origins.push(caller);
        let r = {
            let _limit = crate::stack::LimitGuard::install(g.stack_limit.get());
            let r = co.resume((me, sent));
            g.stack_limit.set(crate::stack::current_limit());
            r
        };
        self.call_origins.pop();
        crate::lazy::set_origin(caller.0, caller.1);
        self.depth -= 1;
        if self.handling.len() > handling {
            *g.handling.borrow_mut() = self.handling.split_off(handling);
        }
        match r {
            CoroutineResult::Yield((v, _)) => {
                *g.co.borrow_mut() = Some(co);
                Ok(Step::Yielded(v))
            }
            CoroutineResult::Return(r) => {
                g.handling.borrow_mut().clear();
                if co.done() {
                    crate::stack::give(co.into_stack());
                }
                r.map(Step::Returned)
                    .map_err(|e| through(e, &g.name, caller))
            }
        }
    }

    /// A resume of a body on the caller's stack: nothing in it can catch what is thrown.
    fn flat_resume(&mut self, g: &Generator, flat: &RefCell<Flat>, sent: Sent) -> RtResult<Step> {
        let mut flat = flat.borrow_mut();
        if flat.done() {
            return match sent {
                Sent::Throw(e) => Err(e),
                Sent::Value(_) => Ok(Step::Returned(Value::None)),
            };
        }
        let sent = match sent {
            Sent::Value(v) => v,
            Sent::Throw(e) => {
                // Raised at the pending `yield` (or before the body): no `try` is around it.
                flat.end();
                return Err(e);
            }
        };
        let r = self.in_flat(
            g,
            &mut flat,
            |r| matches!(r, Walked::Returned(_)),
            |it, flat| {
                match flat {
                    Flat::Loop(l) => {
                        // (What is sent to a loop is dropped: its `yield`'s value is unused.)
                        sent.discard();
                        Ok(match it.loop_step(l)? {
                            Some(v) => Walked::Yielded(v),
                            None => Walked::Returned(Value::None),
                        })
                    }
                    Flat::Walk(w) => it.walk_resume(w, sent),
                }
            },
        )?;
        Ok(match r {
            Walked::Yielded(v) => Step::Yielded(v),
            Walked::Returned(v) => Step::Returned(v),
        })
    }

    /// `next` of a generator, with the body of one that runs flat resumed here directly
    /// (`flat_resume` with nothing sent and no results rewrapped: the common way items pass
    /// through a pipeline of generators).
    pub(super) fn gen_next(&mut self, g: &Generator) -> RtResult<Option<Value>> {
        let Some(flat) = &g.flat else {
            return match self.gen_resume(g, Sent::Value(Value::None))? {
                Step::Yielded(v) => Ok(Some(v)),
                Step::Returned(_) => Ok(None),
            };
        };
        if g.running.get() {
            return Err(err(ExcType::ValueError, "generator already executing"));
        }
        let mut flat = flat.borrow_mut();
        if flat.done() {
            return Ok(None);
        }
        self.in_flat(g, &mut flat, Option::is_none, |it, flat| match flat {
            Flat::Loop(l) => it.loop_step(l),
            Flat::Walk(w) => match it.walk_resume(w, Value::None) {
                Ok(Walked::Yielded(v)) => Ok(Some(v)),
                Ok(Walked::Returned(_)) => Ok(None),
                Err(e) => Err(e),
            },
        })
    }

    /// Runs `body` as a resume of `g`'s flat body: the depth, `running` and the caller's
    /// statement kept around it; a result that `ended` says is the body's end, or an error,
    /// ends the generator.
    #[inline(always)]
    fn in_flat<R>(
        &mut self,
        g: &Generator,
        flat: &mut Flat,
        ended: impl FnOnce(&R) -> bool,
        body: impl FnOnce(&mut Interp, &mut Flat) -> RtResult<R>,
    ) -> RtResult<R> {
        self.check_depth()?;
        g.started.set(true);
        g.running.set(true);
        let _running = NotRunning(&g.running);
        self.depth += 1;
        let caller = crate::lazy::current_site();
        let r = body(self, flat);
        crate::lazy::set_origin(caller.0, caller.1);
        self.depth -= 1;
        match r {
            Ok(v) => {
                if ended(&v) {
                    flat.end();
                }
                Ok(v)
            }
            Err(e) => {
                flat.end();
                Err(through(pep479(e), &g.name, caller))
            }
        }
    }

    /// One pass of a `SimpleLoop` (see there): the next item whose conditions hold.
    fn loop_step(&mut self, l: &mut SimpleLoop) -> RtResult<Option<Value>> {
        use super::exec::at;
        let Some(FlatPlan::Loop(p)) = super::walk::plan(&l.code) else {
            unreachable!("a simple loop is made for a loop plan")
        };
        let (src, sp) = (l.frame.src, p.span);
        let f = &mut l.frame;
        crate::lazy::set_origin(src, sp);
        let iter = match &mut l.src {
            Some(it) => it,
            none => {
                let v = (p.source)(self, f).map_err(|e| at(e, src, sp))?;
                none.insert(self.cursor(&v).map_err(|e| at(e, src, sp))?)
            }
        };
        'items: loop {
            let Some(v) = self.step(iter).map_err(|e| at(e, src, sp))? else {
                return Ok(None);
            };
            match p.target.get() {
                crate::ir::Target::Slot(crate::ir::Slot::Local(i), _) => {
                    std::mem::replace(&mut f.locals[*i as usize], v).discard()
                }
                t => self.assign(t, v, f).map_err(|e| at(e, src, sp))?,
            }
            for (c, csp) in &p.conds {
                crate::lazy::set_origin(src, *csp);
                if !c(self, f).map_err(|e| at(e, src, *csp))? {
                    self.tick().map_err(|e| at(e, src, sp))?;
                    continue 'items;
                }
            }
            let (item, isp) = &p.item;
            crate::lazy::set_origin(src, *isp);
            return item.get(self, f).map(Some).map_err(|e| at(e, src, *isp));
        }
    }

    /// `yield v` in a running generator's body: suspends it; the value sent back in is the
    /// expression's value, or the error thrown in is raised here.
    pub fn gen_yield(&mut self, v: Value) -> RtResult<Value> {
        match self.gen_suspend(v)? {
            Sent::Value(v) => Ok(v),
            Sent::Throw(e) => Err(e),
        }
    }

    fn gen_suspend(&mut self, v: Value) -> RtResult<Sent> {
        let Some(y) = self.yielders.pop() else {
            return Err(err(ExcType::SyntaxError, "'yield' outside function"));
        };
        // SAFETY: the yielder belongs to the innermost running generator, whose body is the
        // one evaluating this `yield` (a `yield` makes its own function a generator).
        let (ip, sent) = unsafe { &*y }.suspend((v, self as *mut Interp));
        debug_assert!(std::ptr::eq(ip, self));
        self.yielders.push(y);
        Ok(sent)
    }

    /// `yield from src`: yields all of `src`'s items; a generator also receives what is sent
    /// and thrown in, and its return value is the expression's value.
    pub fn gen_yield_from(&mut self, src: &Value) -> RtResult<Value> {
        let it = self.iter(src)?;
        let Some(g) = as_generator(&it) else {
            while let Some(v) = self.next(&it)? {
                if let Sent::Throw(e) = self.gen_suspend(v)? {
                    return Err(e);
                }
            }
            return Ok(Value::None);
        };
        let mut sent = Sent::Value(Value::None);
        loop {
            // GeneratorExit closes the inner generator, then ends this one.
            if let Sent::Throw(e) = &sent
                && e.exc_type() == ExcType::GeneratorExit
            {
                self.gen_close(&g)?;
                let Sent::Throw(e) = sent else { unreachable!() };
                return Err(e);
            }
            match self.gen_resume(&g, sent)? {
                Step::Yielded(v) => sent = self.gen_suspend(v)?,
                Step::Returned(v) => return Ok(v),
            }
        }
    }

    /// `g.send(v)`: resumes with `v` as the value of the pending `yield`.
    pub fn gen_send(&mut self, g: &Rc<Generator>, v: Value) -> RtResult<Value> {
        if !g.started.get() && !matches!(v, Value::None) && !g.finished() {
            return Err(type_err(
                "can't send non-None value to a just-started generator",
            ));
        }
        match self.gen_resume(g, Sent::Value(v))? {
            Step::Yielded(v) => Ok(v),
            Step::Returned(v) => Err(stop_iteration(v)),
        }
    }

    /// `g.throw(exc)`: raises `exc` at the pending `yield`.
    pub fn gen_throw(&mut self, g: &Rc<Generator>, exc: Value) -> RtResult<Value> {
        let is_exc = match &exc {
            Value::Exc(_) | Value::Type(TypeObj::Exc(_)) => true,
            Value::Class(c) => c.exc_base.is_some(),
            _ => false,
        };
        if !is_exc {
            return Err(type_err(format!(
                "exceptions must be classes or instances deriving from BaseException, not {}",
                exc.type_name()
            )));
        }
        let e = self.exception_from(exc);
        match self.gen_resume(g, Sent::Throw(e))? {
            Step::Yielded(v) => Ok(v),
            Step::Returned(v) => Err(stop_iteration(v)),
        }
    }

    /// Closes the generators this interpreter dropped while suspended, as CPython does when
    /// it collects one; an error is reported as CPython's "Exception ignored in" and dropped.
    pub fn close_dropped(&mut self) {
        let me: *mut Interp = self;
        let mine: Vec<Generator> = DROPPED.with(|d| {
            let mut d = d.borrow_mut();
            let (mine, others) = d.drain(..).partition(|g| g.owner.get() == me);
            *d = others;
            mine
        });
        for g in mine {
            let g = Rc::new(g);
            if let Err(e) = self.gen_close(&g) {
                let exc = e.exc.clone();
                let text = self.to_str(&exc).unwrap_or_default();
                let msg = format!(
                    "Exception ignored in: <generator object {} at 0x{:x}>\n{}: {text}\n",
                    g.qualname,
                    Rc::as_ptr(&g) as usize,
                    exc.type_name(),
                );
                let _ = self.err_out.write_all(msg.as_bytes());
            }
            // A body that ignored GeneratorExit is unwound, not closed again.
            g.co.borrow_mut().take();
        }
    }

    /// `g.close()`: raises GeneratorExit at the pending `yield` so `finally` blocks run.
    pub fn gen_close(&mut self, g: &Rc<Generator>) -> RtResult<()> {
        if let Some(flat) = &g.flat {
            // No `finally` is around such a body's `yield`: closing only ends it.
            if g.running.get() {
                return Err(err(ExcType::ValueError, "generator already executing"));
            }
            flat.borrow_mut().end();
            return Ok(());
        }
        if !g.started.get() || g.finished() {
            g.co.borrow_mut().take();
            return Ok(());
        }
        match self.gen_resume(g, Sent::Throw(err(ExcType::GeneratorExit, ""))) {
            Ok(Step::Yielded(_)) => Err(err(
                ExcType::RuntimeError,
                "generator ignored GeneratorExit",
            )),
            Ok(Step::Returned(_)) => Ok(()),
            Err(e)
                if matches!(
                    e.exc_type(),
                    ExcType::GeneratorExit | ExcType::StopIteration
                ) =>
            {
                Ok(())
            }
            Err(e) => Err(e),
        }
    }
}

/// PEP 479: a StopIteration escaping a generator's body would end the caller's loop
/// silently; it becomes a RuntimeError.
fn pep479(e: Box<RtErr>) -> Box<RtErr> {
    if e.exc_type() != ExcType::StopIteration {
        return e;
    }
    let mut e2 = err(ExcType::RuntimeError, "generator raised StopIteration");
    if let Value::Exc(x) = &e2.exc {
        // Raised from the StopIteration, as CPython chains it (cause and context).
        let mut links = x.links.borrow_mut();
        links.cause = Some(e.exc.clone());
        links.context = Some(e.exc.clone());
        links.suppress_context = true;
    }
    e2.at = e.at;
    e2.trace = e.trace;
    e2
}

/// An error leaving generator `name`'s body: its frame joins the trace, called from the
/// statement that resumed it.
fn through(mut e: Box<RtErr>, name: &Rc<str>, caller: (u32, crate::ir::Span)) -> Box<RtErr> {
    if e.at.is_some() {
        e.trace.insert(
            0,
            TraceEntry {
                func: name.clone(),
                src: caller.0,
                span: caller.1,
            },
        );
    }
    e
}

/// `StopIteration(value)`, as a generator's `return value` ends `send`.
pub fn stop_iteration(v: Value) -> Box<RtErr> {
    let args = if matches!(v, Value::None) {
        vec![]
    } else {
        vec![v]
    };
    super::error::raise_value(Value::Exc(Rc::new(ExcObj {
        typ: ExcType::StopIteration,
        args,
        inst: None,
        links: Default::default(),
    })))
}
