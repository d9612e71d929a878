//! Statement execution and expression evaluation.
use super::error::{ExcType, RtErr, RtResult, err, raise_value, type_err};
use super::value::{ExcObj, Function, Key, Value};
use super::{Frame, Interp};
use crate::interp::value::Map;
use crate::ir::*;
use indexmap::IndexSet;
use std::cell::RefCell;
use std::rc::Rc;

type Kwarg = (Rc<str>, Value);

pub enum Flow {
    Normal,
    Break,
    Continue,
    Return(Value),
}

/// Attaches a location to an error that has none yet.
pub fn at(mut e: Box<RtErr>, src: u32, span: Span) -> Box<RtErr> {
    if e.at.is_none() {
        e.at = Some((src, span));
    }
    e
}

macro_rules! tryat {
    ($e:expr, $f:expr, $span:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return Err(at(e, $f.src, $span)),
        }
    };
}

impl Interp {
    pub fn exec_block(&mut self, body: &[Stmt], f: &mut Frame) -> RtResult<Flow> {
        for s in body {
            let flow = self.exec(s, f)?;
            self.after_statement(f, s)?;
            match flow {
                Flow::Normal => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Normal)
    }

    /// What follows every statement: the step budget, and work waiting for its end.
    #[inline(always)]
    pub(super) fn after_statement(&mut self, f: &Frame, s: &Stmt) -> RtResult<()> {
        self.after_span(f, s.span)
    }

    /// `after_statement` for the statement at `sp`.
    #[inline(always)]
    pub(super) fn after_span(&mut self, f: &Frame, sp: Span) -> RtResult<()> {
        if self.step_limit.is_some() {
            self.check_budget().map_err(|e| at(e, f.src, sp))?;
        }
        if crate::attention::take() {
            self.statement_end(f, sp)?;
        }
        Ok(())
    }

    /// What waits for the end of a statement: results it dropped unread still run (their
    /// errors are its errors), floating-point events are reported, dropped generators closed.
    #[cold]
    fn statement_end(&mut self, f: &Frame, sp: Span) -> RtResult<()> {
        let r = (|| {
            if crate::array::has_orphans() {
                crate::array::run_orphans()
                    .map_err(|e| at(super::arrays::arr_err(e), f.src, sp))?;
            }
            // Queued where its floating-point events raise or are recorded: it runs now,
            // inside the `try` or `catch_warnings` around this statement.
            if crate::array::take_eager() {
                crate::array::flush_all().map_err(|e| at(super::arrays::arr_err(e), f.src, sp))?;
            }
            if crate::array::fperr::has_events() {
                self.report_fp_events().map_err(|e| at(e, f.src, sp))?;
            }
            if super::generator::has_dropped() {
                self.close_dropped();
            }
            Ok(())
        })();
        if r.is_err() {
            // What an error left queued is looked at again after the next statement.
            crate::attention::raise();
        }
        r
    }

    pub(super) fn exec(&mut self, s: &Stmt, f: &mut Frame) -> RtResult<Flow> {
        let sp = s.span;
        // Array work queued by this statement remembers it, for errors found when it runs.
        crate::lazy::set_origin(f.src, sp);
        match &s.kind {
            St::Expr(e) => {
                self.eval(e, f).map_err(|e| at(e, f.src, sp))?;
            }
            St::Assign(t, v) => {
                let v = self.eval(v, f).map_err(|e| at(e, f.src, sp))?;
                self.assign(t, v, f).map_err(|e| at(e, f.src, sp))?;
            }
            St::AssignMany(ts, v) => {
                let v = self.eval(v, f).map_err(|e| at(e, f.src, sp))?;
                for t in ts {
                    self.assign(t, v.clone(), f).map_err(|e| at(e, f.src, sp))?;
                }
            }
            St::AugAssign(t, op, v) => self
                .aug_assign(t, *op, v, f)
                .map_err(|e| at(e, f.src, sp))?,
            St::Del(t) => self.delete(t, f).map_err(|e| at(e, f.src, sp))?,
            St::Pass => {}
            St::Match(subject, cases) => return self.exec_match(subject, cases, f, sp),
            St::If(c, a, b) => {
                let c = self.eval(c, f).map_err(|e| at(e, f.src, sp))?;
                let c = self.truth(&c).map_err(|e| at(e, f.src, sp))?;
                return self.exec_block(if c { a } else { b }, f);
            }
            St::While(c, body, orelse) => loop {
                let cv = self.eval(c, f).map_err(|e| at(e, f.src, sp))?;
                if !self.truth(&cv).map_err(|e| at(e, f.src, sp))? {
                    return self.exec_block(orelse, f);
                }
                match self.exec_block(body, f)? {
                    Flow::Break => break,
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    _ => {}
                }
                self.tick().map_err(|e| at(e, f.src, sp))?;
            },
            St::For(t, it, body, orelse) => return self.exec_for(t, it, body, orelse, sp, f),
            St::Break => return Ok(Flow::Break),
            St::Continue => return Ok(Flow::Continue),
            St::Return(v) => {
                let v = match v {
                    Some(e) => self.eval(e, f).map_err(|e| at(e, f.src, sp))?,
                    None => Value::None,
                };
                return Ok(Flow::Return(v));
            }
            St::Raise(e, cause) => {
                return Err(at(self.raise(e.as_ref(), cause.as_ref(), f)?, f.src, sp));
            }
            St::Assert(c, m) => {
                let cv = self.eval(c, f).map_err(|e| at(e, f.src, sp))?;
                if !self.truth(&cv).map_err(|e| at(e, f.src, sp))? {
                    let args = match m {
                        Some(m) => vec![self.eval(m, f).map_err(|e| at(e, f.src, sp))?],
                        None => vec![],
                    };
                    let exc = Value::Exc(Rc::new(ExcObj {
                        typ: ExcType::AssertionError,
                        args,
                        inst: None,
                        links: Default::default(),
                    }));
                    return Err(at(raise_value(exc), f.src, sp));
                }
            }
            St::Try(t) => return self.exec_try(t, f),
            St::Import(path, t, whole) => {
                let m = self.import(path, *whole).map_err(|e| at(e, f.src, sp))?;
                self.assign(t, m, f)?;
            }
            St::ImportFrom(path, names) => {
                let m = self.import(path, true).map_err(|e| at(e, f.src, sp))?;
                for (n, t) in names {
                    let v = self
                        .import_attr(&m, path, n)
                        .map_err(|e| at(e, f.src, sp))?;
                    self.assign(t, v, f)?;
                }
            }
            St::ImportStar(path) => {
                let m = self.import(path, true).map_err(|e| at(e, f.src, sp))?;
                if let Value::Module(m) = m {
                    for (n, v) in m.items() {
                        if !n.starts_with('_') {
                            f.module.set(&n, v);
                        }
                    }
                }
            }
            St::With(items, body) => return self.exec_with(items, body, sp, f),
            St::RawKernel(k, t) => {
                // Defining a kernel works everywhere; launching one needs a CUDA device.
                let kernel = crate::builtins::numpy::raw_kernel::from_statement(self, k, f.src);
                self.assign(t, kernel, f)?;
            }
        }
        Ok(Flow::Normal)
    }

    /// `with a as x, b: body`: objects with `__enter__`/`__exit__` (gpa's records such as
    /// `np.errstate`, memoryviews) are entered in order and exited in reverse, also when the
    /// body raises; other values are CPython's TypeError.
    fn exec_with(
        &mut self,
        items: &[(Ex, Option<Target>)],
        body: &[Stmt],
        sp: Span,
        f: &mut Frame,
    ) -> RtResult<Flow> {
        let Some(((e, t), rest)) = items.split_first() else {
            return self.exec_block(body, f);
        };
        let v = self.eval(e, f).map_err(|e| at(e, f.src, sp))?;
        if let Value::Instance(_) = &v {
            return self.exec_with_instance(v, t, rest, body, sp, f);
        }
        let method = |name: &str| Value::Method(Rc::new((v.clone(), name.into())));
        let (enter, exit) = match &v {
            Value::Module(m) => (m.dunder("__enter__"), m.dunder("__exit__")),
            Value::MemView(_) => (Some(method("__enter__")), Some(method("__exit__"))),
            _ => (None, None),
        };
        // gpa's records (a CUDA stream, a device) enter as they are.
        if exit.is_none() && !matches!(v, Value::Module(_)) {
            return Err(at(
                type_err(format!(
                    "'{}' object does not support the context manager protocol",
                    v.type_name()
                )),
                f.src,
                sp,
            ));
        }
        let entered = match enter {
            Some(enter) => self.call(&enter, &[], &[]).map_err(|e| at(e, f.src, sp))?,
            None => v.clone(),
        };
        if let Some(t) = t {
            self.assign(t, entered, f)?;
        }
        let r = self.exec_with(rest, body, sp, f);
        if let Some(exit) = exit {
            let none = [Value::None, Value::None, Value::None];
            self.call(&exit, &none, &[]).map_err(|e| at(e, f.src, sp))?;
        }
        r
    }

    /// `with obj:` for a user object: `__enter__`, the body, then `__exit__` with the
    /// exception (type, value, None) if one escaped; a true result from it suppresses it.
    fn exec_with_instance(
        &mut self,
        v: Value,
        t: &Option<Target>,
        rest: &[(Ex, Option<Target>)],
        body: &[Stmt],
        sp: Span,
        f: &mut Frame,
    ) -> RtResult<Flow> {
        let (Some(enter), Some(exit)) =
            (self.special(&v, "__enter__"), self.special(&v, "__exit__"))
        else {
            return Err(at(
                type_err(format!(
                    "'{}' object does not support the context manager protocol",
                    v.type_name()
                )),
                f.src,
                sp,
            ));
        };
        let entered = self.call(&enter, &[], &[]).map_err(|e| at(e, f.src, sp))?;
        if let Some(t) = t {
            self.assign(t, entered, f)?;
        }
        let r = self.catch_faults(|it| it.exec_with(rest, body, sp, f));
        match r {
            Err(e) => {
                let exc = e.exc.clone();
                let typ = match super::class::class_of(&exc) {
                    Some(c) => Value::Class(c),
                    None => Value::Type(exc.type_of()),
                };
                let out = self
                    .call(&exit, &[typ, exc, Value::None], &[])
                    .map_err(|e| at(e, f.src, sp))?;
                if self.truth(&out)? && !self.stopping {
                    Ok(Flow::Normal)
                } else {
                    Err(e)
                }
            }
            ok => {
                let none = [Value::None, Value::None, Value::None];
                self.call(&exit, &none, &[]).map_err(|e| at(e, f.src, sp))?;
                ok
            }
        }
    }

    fn exec_for(
        &mut self,
        t: &Target,
        it: &Ex,
        body: &[Stmt],
        orelse: &[Stmt],
        sp: Span,
        f: &mut Frame,
    ) -> RtResult<Flow> {
        let iterable = self.eval(it, f).map_err(|e| at(e, f.src, sp))?;
        self.for_loop(
            t,
            iterable,
            sp,
            f,
            |it, f| it.exec_block(body, f),
            |it, f| it.exec_block(orelse, f),
        )
    }

    /// A `for` loop over `iterable`'s items, whichever way its blocks run (walked, or
    /// compiled: `compiled.rs`); a range needs no iterator.
    pub(super) fn for_loop(
        &mut self,
        t: &Target,
        iterable: Value,
        sp: Span,
        f: &mut Frame,
        body: impl Fn(&mut Interp, &mut Frame) -> RtResult<Flow>,
        orelse: impl Fn(&mut Interp, &mut Frame) -> RtResult<Flow>,
    ) -> RtResult<Flow> {
        if let Value::Range(r) = &iterable {
            let (start, stop, step) = **r;
            let mut i = start;
            while (step > 0 && i < stop) || (step < 0 && i > stop) {
                match t {
                    Target::Slot(Slot::Local(k), _) => {
                        std::mem::replace(&mut f.locals[*k as usize], Value::Int(i)).discard()
                    }
                    t => self
                        .assign(t, Value::Int(i), f)
                        .map_err(|e| at(e, f.src, sp))?,
                }
                match body(self, f)? {
                    Flow::Break => return Ok(Flow::Normal),
                    Flow::Return(v) => return Ok(Flow::Return(v)),
                    _ => {}
                }
                self.tick().map_err(|e| at(e, f.src, sp))?;
                i = match i.checked_add(step) {
                    Some(n) => n,
                    None => break,
                };
            }
            return orelse(self, f);
        }
        let iter = self.cursor(&iterable).map_err(|e| at(e, f.src, sp))?;
        loop {
            let Some(v) = self.step(&iter).map_err(|e| at(e, f.src, sp))? else {
                break;
            };
            self.assign(t, v, f).map_err(|e| at(e, f.src, sp))?;
            match body(self, f)? {
                Flow::Break => return Ok(Flow::Normal),
                Flow::Return(v) => return Ok(Flow::Return(v)),
                _ => {}
            }
            self.tick().map_err(|e| at(e, f.src, sp))?;
        }
        orelse(self, f)
    }

    fn raise(&mut self, e: Option<&Ex>, cause: Option<&Ex>, f: &mut Frame) -> RtResult<Box<RtErr>> {
        let Some(e) = e else {
            return Ok(match self.handling.last() {
                Some(v) => raise_value(v.clone()),
                None => err(ExcType::RuntimeError, "No active exception to reraise"),
            });
        };
        let v = self.eval(e, f)?;
        let raised = self.exception_from(v);
        if let Some(c) = cause {
            // `raise X from Y`: Y is the cause (None hides the context).
            let c = match self.eval(c, f)? {
                Value::None => Value::None,
                c @ Value::Exc(_) => c,
                c @ (Value::Class(_) | Value::Type(_)) => match self.exception_from(c) {
                    e if matches!(e.exc, Value::Exc(_)) && e.at.is_none() => e.exc,
                    e => return Ok(e),
                },
                _ => {
                    return Ok(type_err("exception causes must derive from BaseException"));
                }
            };
            if let Value::Exc(x) = &raised.exc {
                let mut links = x.links.borrow_mut();
                links.cause = (!matches!(c, Value::None)).then_some(c);
                links.suppress_context = true;
            }
        }
        Ok(raised)
    }

    /// The error that `raise v` raises (an instance, an exception class or type).
    pub fn exception_from(&mut self, v: Value) -> Box<RtErr> {
        match v {
            Value::Exc(_) => raise_value(v),
            Value::Class(c) if c.exc_base.is_some() => match self.instantiate(&c, &[], &[]) {
                Ok(x) => raise_value(x),
                Err(e) => e,
            },
            Value::Type(super::value::TypeObj::Exc(t)) => {
                raise_value(Value::Exc(Rc::new(ExcObj {
                    typ: t,
                    args: vec![],
                    inst: None,
                    links: Default::default(),
                })))
            }
            other => type_err(format!(
                "exceptions must derive from BaseException (got '{}')",
                other.type_name()
            )),
        }
    }

    fn exec_try(&mut self, t: &TryStmt, f: &mut Frame) -> RtResult<Flow> {
        let mut result = self.catch_faults(|it| it.exec_block(&t.body, f));
        if let Err(e) = result {
            // An embedder's limit, once hit, is not the script's to catch.
            result = if self.stopping {
                Err(e)
            } else if t.star {
                self.handle_star(e, &t.handlers, f)
            } else {
                self.handle(e, &t.handlers, f)
            };
        } else if let Ok(Flow::Normal) = result {
            result = self.exec_block(&t.orelse, f);
        }
        if t.finally.is_empty() {
            return result;
        }
        match self.exec_block(&t.finally, f)? {
            Flow::Normal => result,
            other => Ok(other),
        }
    }

    /// Runs `body`; a device error unwinding out of it (the backend's `fault::raise`, from a
    /// copy back in host code that cannot fail) becomes its exception, so `except` can catch
    /// it. Other panics go on unwinding.
    pub fn catch_faults<T>(&mut self, body: impl FnOnce(&mut Self) -> RtResult<T>) -> RtResult<T> {
        let (depth, handling, importing) = (self.depth, self.handling.len(), self.importing.len());
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body(self))) {
            Ok(r) => r,
            Err(p) => match p.downcast::<crate::backend::DeviceError>() {
                Ok(fault) => {
                    // The frames it unwound through did not pop what they pushed.
                    self.depth = depth;
                    self.handling.truncate(handling);
                    self.importing.truncate(importing);
                    Err(super::arrays::device_err(*fault))
                }
                Err(p) => std::panic::resume_unwind(p),
            },
        }
    }

    fn handle(&mut self, e: Box<RtErr>, handlers: &[Handler], f: &mut Frame) -> RtResult<Flow> {
        let typ = e.exc_type();
        for h in handlers {
            let matches = match &h.typ {
                None => true,
                Some(x) => {
                    let tv = self.eval(x, f)?;
                    self.exc_matches(typ, &e.exc, &tv)?
                }
            };
            if !matches {
                continue;
            }
            super::traceback::note_frames(&e);
            return match self.run_handler(h, &e.exc, f) {
                // Re-raised unchanged: keep the original location and trace.
                Err(ne) if ne.exc.is(&e.exc) && ne.trace.is_empty() => Err(e),
                other => other,
            };
        }
        Err(e)
    }

    /// Runs handler `h` for exception `exc`: its name bound (and unbound after, as Python
    /// does), `exc` the one being handled; a new exception raised in it gets `exc` as its
    /// `__context__`.
    pub(super) fn run_handler(
        &mut self,
        h: &Handler,
        exc: &Value,
        f: &mut Frame,
    ) -> RtResult<Flow> {
        if let Some(n) = &h.name {
            self.assign(n, exc.clone(), f)?;
        }
        self.handling.push(exc.clone());
        let r = self.exec_block(&h.body, f);
        self.handling.pop();
        if let Some(Target::Slot(s, _)) = &h.name {
            self.store_slot(*s, Value::Undef, f);
        }
        if let Err(ne) = &r
            && let (Value::Exc(new), false) = (&ne.exc, ne.exc.is(exc))
        {
            let mut links = new.links.borrow_mut();
            if links.context.is_none() {
                links.context = Some(exc.clone());
            }
        }
        r
    }

    fn exc_matches(&self, typ: ExcType, exc: &Value, tv: &Value) -> RtResult<bool> {
        use super::value::TypeObj;
        match tv {
            Value::Class(c) if c.exc_base.is_some() => {
                Ok(super::class::class_of(exc).is_some_and(|k| k.is_subclass(c)))
            }
            Value::Type(TypeObj::Exc(t)) => Ok(match super::class::class_of(exc) {
                Some(k) => k.derives_exc(*t),
                None => typ.is_subclass(*t),
            }),
            Value::Tuple(items) => {
                for x in items.iter() {
                    if self.exc_matches(typ, exc, x)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            _ => Err(type_err(
                "catching classes that do not inherit from BaseException is not allowed",
            )),
        }
    }

    pub fn truth(&mut self, v: &Value) -> RtResult<bool> {
        match v {
            Value::Array(a) => self.array_truth(a),
            Value::Strs(s) => self.strs_truth(s),
            Value::Instance(_) => self.instance_truth(v),
            Value::Times(t) if t.vals.size() == 1 => Ok(t.values()?[0] != 0),
            Value::Times(t) => self.array_truth(&t.vals),
            Value::Recs(r) if r.row.is_some() => Ok(true),
            Value::Recs(r) => match r.cols.first() {
                Some(Value::Array(a)) => self.array_truth(a),
                _ => Err(crate::interp::error::value_err(
                    "The truth value of an array with more than one element is ambiguous. Use a.any() or a.all()",
                )),
            },
            _ => Ok(v.truthy()),
        }
    }

    // ----- expressions -----

    #[inline]
    pub(super) fn load(&mut self, s: Slot, name: &Rc<str>, f: &Frame) -> RtResult<Value> {
        let v = match s {
            Slot::Local(i) => f.locals[i as usize].quick_clone(),
            Slot::Cell(i) => f.cells[i as usize].borrow().quick_clone(),
            Slot::Global(i) => f.module.globals.borrow()[i as usize].quick_clone(),
        };
        if let Value::Undef = v {
            return self.load_missing(s, name, f);
        }
        Ok(v)
    }

    /// Builtins written in gpa, loaded with their module on first use.
    pub(super) fn lazy_builtin(&mut self, name: &str) -> RtResult<Option<Value>> {
        const LAZY: &[(&str, &str)] = &[
            ("BaseExceptionGroup", "_exceptiongroup"),
            ("ExceptionGroup", "_exceptiongroup"),
        ];
        let Some((_, module)) = LAZY.iter().find(|(n, _)| *n == name) else {
            return Ok(None);
        };
        let Value::Module(m) = self.import(module, true)? else {
            return Ok(None);
        };
        for (n, _) in LAZY.iter().filter(|(_, m2)| m2 == module) {
            if let Some(v) = m.get(n) {
                self.builtins.insert(Rc::from(*n), v);
            }
        }
        Ok(self.builtins.get(name).cloned())
    }

    /// A name of `pylib/_generic_alias.gpa` (`GenericAlias`, `_union`), loaded on first use.
    pub(crate) fn alias_helper(&mut self, name: &str) -> RtResult<Value> {
        let m = self.import("_generic_alias", true)?;
        let name: Rc<str> = Rc::from(name);
        self.get_attr(&m, &name)
    }

    #[cold]
    pub(super) fn load_missing(&mut self, s: Slot, name: &Rc<str>, f: &Frame) -> RtResult<Value> {
        match s {
            Slot::Global(_) => match self.builtins.get(name).cloned() {
                Some(v) => Ok(v),
                None if let Some(v) = self.lazy_builtin(name)? => Ok(v),
                None => {
                    // CPython 3.12's suggestion: the module's bound names, then the builtins.
                    let msg = format!("name '{name}' is not defined");
                    let globals: Vec<Rc<str>> = f.module.bound_names();
                    let found = super::suggest::suggest(name, globals.iter().map(|n| &**n))
                        .or_else(|| {
                            super::suggest::suggest(name, self.builtins.keys().map(|n| &**n))
                        });
                    Err(super::error::suggesting(
                        err(ExcType::NameError, msg),
                        found,
                    ))
                }
            },
            Slot::Local(_) => Err(err(
                ExcType::UnboundLocalError,
                format!(
                    "cannot access local variable '{name}' where it is not associated with a value"
                ),
            )),
            Slot::Cell(_) => Err(err(
                ExcType::NameError,
                format!(
                    "cannot access free variable '{name}' where it is not associated with a value in enclosing scope"
                ),
            )),
        }
    }

    pub fn eval(&mut self, e: &Ex, f: &mut Frame) -> RtResult<Value> {
        match e {
            Ex::Const(v) => Ok(v.quick_clone()),
            Ex::Load(s, name, sp) => Ok(tryat!(self.load(*s, name, f), f, *sp)),
            Ex::LoadClassName(i, g, name, sp) => match f.locals[*i as usize].quick_clone() {
                Value::Undef => Ok(tryat!(self.load(Slot::Global(*g), name, f), f, *sp)),
                v => Ok(v),
            },
            Ex::Bin(op, a, b, sp) => {
                let a = self.eval(a, f)?;
                let b = self.eval(b, f)?;
                if let Some(r) = super::ops::fast_arith(*op, &a, &b) {
                    a.discard();
                    b.discard();
                    return Ok(r);
                }
                Ok(tryat!(self.binop(*op, &a, &b), f, *sp))
            }
            Ex::Unary(op, x, sp) => {
                let v = self.eval(x, f)?;
                Ok(tryat!(self.unary(*op, &v), f, *sp))
            }
            Ex::And(a, b) => {
                let v = self.eval(a, f)?;
                if !self.truth(&v)? {
                    Ok(v)
                } else {
                    self.eval(b, f)
                }
            }
            Ex::Or(a, b) => {
                let v = self.eval(a, f)?;
                if self.truth(&v)? {
                    Ok(v)
                } else {
                    self.eval(b, f)
                }
            }
            Ex::Compare(first, rest) => {
                let mut left = self.eval(first, f)?;
                let n = rest.len();
                for (i, (op, x, sp)) in rest.iter().enumerate() {
                    let right = self.eval(x, f)?;
                    // Fast path for int comparisons in loops.
                    let r = match (&left, &right, op) {
                        (Value::Int(a), Value::Int(b), CmpOp::Lt) => Value::Bool(a < b),
                        (Value::Int(a), Value::Int(b), CmpOp::Le) => Value::Bool(a <= b),
                        (Value::Int(a), Value::Int(b), CmpOp::Gt) => Value::Bool(a > b),
                        (Value::Int(a), Value::Int(b), CmpOp::Ge) => Value::Bool(a >= b),
                        (Value::Int(a), Value::Int(b), CmpOp::Eq) => Value::Bool(a == b),
                        (Value::Int(a), Value::Int(b), CmpOp::Ne) => Value::Bool(a != b),
                        _ => tryat!(self.compare(*op, &left, &right), f, *sp),
                    };
                    if i + 1 == n {
                        left.discard();
                        right.discard();
                        return Ok(r);
                    }
                    if !self.truth(&r)? {
                        return Ok(r);
                    }
                    std::mem::replace(&mut left, right).discard();
                }
                Ok(Value::Bool(true))
            }
            Ex::Walrus(slot, v) => {
                let v = self.eval(v, f)?;
                self.store_slot(*slot, v.clone(), f);
                Ok(v)
            }
            Ex::IfExp(c, a, b) => {
                let cv = self.eval(c, f)?;
                if self.truth(&cv)? {
                    self.eval(a, f)
                } else {
                    self.eval(b, f)
                }
            }
            Ex::Call(c) => {
                let func = self.eval(&c.func, f)?;
                if c.args.simple {
                    let mut args = Vec::with_capacity(c.args.pos.len());
                    for it in &c.args.pos {
                        if let Item::One(x) = it {
                            args.push(self.eval(x, f)?);
                        }
                    }
                    let r = self.call_at(&func, &args, &[], f.src, c.span);
                    // A generator the call's frame or arguments held is closed now, before
                    // the caller goes on (CPython's refcounting closes it there).
                    drop(args);
                    if crate::attention::raised() && super::generator::has_dropped() {
                        self.close_dropped();
                    }
                    return r;
                }
                let (args, kw) = self.eval_args(&c.args, f)?;
                self.call_at(&func, &args, &kw, f.src, c.span)
            }
            Ex::CallMethod(m) => {
                let (obj, name, args, sp) = &**m;
                let o = self.eval(obj, f)?;
                let (a, kw) = if args.simple {
                    let mut v = Vec::with_capacity(args.pos.len());
                    for it in &args.pos {
                        if let Item::One(x) = it {
                            v.push(self.eval(x, f)?);
                        }
                    }
                    (v, Vec::new())
                } else {
                    self.eval_args(args, f)?
                };
                self.call_method_at(&o, name, &a, &kw, f.src, *sp)
            }
            Ex::Attr(o, n, sp) => {
                let o = self.eval(o, f)?;
                Ok(tryat!(self.get_attr(&o, n), f, *sp))
            }
            Ex::Index(o, i, sp) => {
                let o = self.eval(o, f)?;
                let i = self.eval(i, f)?;
                Ok(tryat!(self.get_item(&o, &i), f, *sp))
            }
            Ex::Slice(parts) => {
                let mut v = [Value::None, Value::None, Value::None];
                for (k, p) in parts.iter().enumerate() {
                    if let Some(p) = p {
                        v[k] = self.eval(p, f)?;
                    }
                }
                // Bounds with `__index__` are read as ints, as CPython's slicing does.
                if v.iter().any(|x| matches!(x, Value::Instance(_))) {
                    let ints = self.indexed(&v)?.into_owned();
                    v.clone_from_slice(&ints);
                }
                let [a, b, c] = v;
                Ok(Value::Slice(Rc::new((a, b, c))))
            }
            Ex::List(items) => Ok(Value::list(self.eval_items(items, f)?)),
            Ex::Tuple(items) => Ok(Value::tuple(self.eval_items(items, f)?)),
            Ex::Set(items, sp) => {
                let v = self.eval_items(items, f)?;
                let mut s = IndexSet::new();
                for x in v {
                    s.insert(tryat!(self.key(x), f, *sp));
                }
                let s = Rc::new(RefCell::new(s));
                // CPython folds a display of three or more constants into a frozenset that is
                // built twice (compiled, then rebuilt from the first one's table order when
                // the constants are merged), so its order is that of a second build.
                let constant = |i: &Item| match i {
                    Item::One(Ex::Const(_)) => true,
                    Item::One(Ex::Tuple(t)) => {
                        t.iter().all(|x| matches!(x, Item::One(Ex::Const(_))))
                    }
                    _ => false,
                };
                if items.len() > 2 && items.iter().all(constant) {
                    super::set_order::settle(&s);
                }
                Ok(Value::Set(s, false))
            }
            Ex::Dict(items, sp) => {
                let mut d = Map::default();
                for (k, v) in items {
                    match k {
                        Some(k) => {
                            let k = self.eval(k, f)?;
                            let v = self.eval(v, f)?;
                            d.insert(tryat!(self.key(k), f, *sp), v);
                        }
                        None => {
                            let m = self.eval(v, f)?;
                            let m = tryat!(self.as_mapping(m), f, *sp);
                            let Value::Dict(m) = m else {
                                return Err(at(
                                    type_err(format!(
                                        "'{}' object is not a mapping",
                                        m.type_name()
                                    )),
                                    f.src,
                                    *sp,
                                ));
                            };
                            for (k, v) in m.borrow().iter() {
                                d.insert(k.clone(), v.clone());
                            }
                        }
                    }
                }
                Ok(Value::Dict(Rc::new(RefCell::new(d))))
            }
            Ex::FStr(parts) => Ok(Value::str(&self.fstring(parts, f)?)),
            Ex::MakeFunc(mf) => self.make_func(mf, f),
            Ex::MakeClass(mc) => {
                let r = self.make_class(mc, f);
                Ok(tryat!(r, f, mc.span))
            }
            Ex::ClassNs(ns) => self.class_namespace(ns, f),
            Ex::Super(s) => {
                let (slot, qualname, sp) = &**s;
                let obj = match slot {
                    Some(Slot::Local(i)) => Some(f.locals[*i as usize].clone()),
                    Some(Slot::Cell(i)) => Some(f.cells[*i as usize].borrow().clone()),
                    _ => None,
                };
                let r = self.make_super(obj, qualname);
                Ok(tryat!(r, f, *sp))
            }
            Ex::Comp(c) => self.comprehension(c, f),
            Ex::Yield(v, sp) => {
                let v = match v {
                    Some(x) => self.eval(x, f)?,
                    None => Value::None,
                };
                Ok(tryat!(self.gen_yield(v), f, *sp))
            }
            Ex::YieldFrom(x, sp) => {
                let src = self.eval(x, f)?;
                Ok(tryat!(self.gen_yield_from(&src), f, *sp))
            }
            Ex::GenExp(g) => {
                let first = self.eval(&g.first, f)?;
                let it = tryat!(self.iter(&first), f, g.first_span);
                let Value::Func(fun) = self.make_func(&g.func, f)? else {
                    unreachable!("make_func makes a function")
                };
                self.call_function(&fun, &[it], &[])
            }
        }
    }

    pub(super) fn eval_items(&mut self, items: &[Item], f: &mut Frame) -> RtResult<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for it in items {
            match it {
                Item::One(x) => out.push(self.eval(x, f)?),
                Item::Star(x, sp) => {
                    let v = self.eval(x, f)?;
                    out.extend(tryat!(self.to_vec(&v), f, *sp));
                }
            }
        }
        Ok(out)
    }

    /// `**v`: a dict as it is, an object with `keys()` (a mapping class, a dict subclass)
    /// as the dict of its keys and items; anything else as it is, for the caller's error.
    fn as_mapping(&mut self, v: Value) -> RtResult<Value> {
        if matches!(v, Value::Instance(_)) && self.get_attr(&v, &Rc::from("keys")).is_ok() {
            let dict = Value::Type(super::value::TypeObj::Builtin(
                super::value::BuiltinType::Dict,
            ));
            return self.call(&dict, &[v], &[]);
        }
        Ok(v)
    }

    fn eval_args(&mut self, a: &CallArgs, f: &mut Frame) -> RtResult<(Vec<Value>, Vec<Kwarg>)> {
        let args = self.eval_items(&a.pos, f)?;
        let mut kw: Vec<(Rc<str>, Value)> = Vec::with_capacity(a.kw.len());
        for (n, x) in &a.kw {
            let v = self.eval(x, f)?;
            if let Some(n) = n {
                kw.push((n.clone(), v));
                continue;
            }
            let v = self.as_mapping(v)?;
            let Value::Dict(d) = &v else {
                return Err(type_err(format!(
                    "argument after ** must be a mapping, not {}",
                    v.type_name()
                )));
            };
            for (k, v) in d.borrow().iter() {
                // A str subclass's key is its text.
                let s = match &k.0 {
                    Value::Str(s) => s.clone(),
                    k => match super::builtin_base::payload(k) {
                        Some(Value::Str(s)) => s,
                        _ => return Err(type_err("keywords must be strings")),
                    },
                };
                let s = &s;
                if kw.iter().any(|(n, _)| n == s) {
                    return Err(type_err(format!(
                        "got multiple values for keyword argument '{s}'"
                    )));
                }
                kw.push((s.clone(), v.clone()));
            }
        }
        Ok((args, kw))
    }

    pub(super) fn make_func(&mut self, mf: &MakeFunc, f: &mut Frame) -> RtResult<Value> {
        let mut defaults = Vec::with_capacity(mf.defaults.len());
        for d in &mf.defaults {
            defaults.push(self.eval(d, f)?);
        }
        let mut kwdefaults = Vec::with_capacity(mf.kwdefaults.len());
        for d in &mf.kwdefaults {
            kwdefaults.push(match d {
                Some(d) => Some(self.eval(d, f)?),
                None => None,
            });
        }
        let captured = mf
            .captures
            .iter()
            .map(|i| f.cells[*i as usize].clone())
            .collect();
        let mut attrs = indexmap::IndexMap::new();
        if !mf.annotations.is_empty() {
            let mut d = Map::default();
            for (name, e) in &mf.annotations {
                d.insert(Key(Value::Str(name.clone())), self.eval(e, f)?);
            }
            attrs.insert(
                "__annotations__".to_string(),
                Value::Dict(Rc::new(RefCell::new(d))),
            );
        }
        Ok(Value::Func(Rc::new(Function {
            code: mf.code.clone(),
            defaults,
            kwdefaults,
            captured,
            module: f.module.clone(),
            attrs: RefCell::new(attrs),
        })))
    }

    fn comprehension(&mut self, c: &Comprehension, f: &mut Frame) -> RtResult<Value> {
        let mut out = CompOut::new(c.kind);
        self.comp_loop(c, 0, f, &mut out)?;
        Ok(match out {
            CompOut::Vec(v) => Value::list(v),
            CompOut::Set(s) => Value::Set(Rc::new(RefCell::new(s)), false),
            CompOut::Dict(d) => Value::Dict(Rc::new(RefCell::new(d))),
        })
    }

    fn comp_loop(
        &mut self,
        c: &Comprehension,
        depth: usize,
        f: &mut Frame,
        out: &mut CompOut,
    ) -> RtResult<()> {
        if depth == c.loops.len() {
            let v = self.eval(&c.elt, f)?;
            match out {
                CompOut::Vec(vec) => vec.push(v),
                CompOut::Set(s) => {
                    s.insert(self.key(v).map_err(|e| at(e, f.src, c.span))?);
                }
                CompOut::Dict(d) => {
                    let val = self.eval(c.value.as_ref().unwrap(), f)?;
                    d.insert(self.key(v).map_err(|e| at(e, f.src, c.span))?, val);
                }
            }
            return Ok(());
        }
        let lp = &c.loops[depth];
        let iterable = self.eval(&lp.iter, f)?;
        let iter = self.cursor(&iterable).map_err(|e| at(e, f.src, lp.span))?;
        'outer: while let Some(v) = self.step(&iter).map_err(|e| at(e, f.src, lp.span))? {
            self.assign(&lp.target, v, f)?;
            for cond in &lp.conds {
                let cv = self.eval(cond, f)?;
                if !self.truth(&cv)? {
                    continue 'outer;
                }
            }
            self.comp_loop(c, depth + 1, f, out)?;
            self.tick()?;
        }
        Ok(())
    }

    fn fstring(&mut self, parts: &[FPiece], f: &mut Frame) -> RtResult<String> {
        let mut s = String::new();
        for p in parts {
            match p {
                FPiece::Lit(t) => s.push_str(t),
                FPiece::Field {
                    expr,
                    conv,
                    spec,
                    span,
                } => {
                    let v = self.eval(expr, f)?;
                    let spec = self.fstring(spec, f)?;
                    let v = match conv {
                        Some('r') => Value::str(&self.repr(&v)?),
                        Some('a') => {
                            Value::str(&crate::builtins::format::ascii_escape(&self.repr(&v)?))
                        }
                        Some('s') => Value::str(&self.to_str(&v)?),
                        _ => v,
                    };
                    s.push_str(&tryat!(self.format_value(&v, &spec), f, *span));
                }
            }
        }
        Ok(s)
    }
}

enum CompOut {
    Vec(Vec<Value>),
    Set(IndexSet<Key>),
    Dict(Map<Key, Value>),
}

impl CompOut {
    fn new(k: CompKind) -> CompOut {
        match k {
            CompKind::List => CompOut::Vec(Vec::new()),
            CompKind::Set => CompOut::Set(IndexSet::new()),
            CompKind::Dict => CompOut::Dict(Map::default()),
        }
    }
}
