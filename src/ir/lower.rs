//! AST -> IR: resolves every name to a local slot, a cell or a module global, and desugars.
use super::scope::{self, Names};
use super::*;
use crate::interp::value::Module;
use crate::syntax::ast::{self, Arg, Expr, ExprKind, StmtKind};
use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct LowerErr {
    pub msg: String,
    pub span: Span,
}

pub(super) fn lerr<T>(msg: impl Into<String>, span: Span) -> Result<T, LowerErr> {
    Err(LowerErr {
        msg: msg.into(),
        span,
    })
}

pub(super) type LResult<T> = Result<T, LowerErr>;

const MAX_DEPTH: u32 = 600;

/// The hidden parameter of a generator expression's function: its first iterator.
const GENEXP_ARG: &str = ".0";

struct FnCtx {
    is_module: bool,
    qualname: String,
    /// Name -> slot for this function's own variables and captured cells.
    vars: HashMap<String, Slot>,
    globals: Names,
    /// Comprehension variables in scope, innermost last.
    comp_envs: Vec<HashMap<String, Slot>>,
    nlocals: u32,
    /// Total cells: captured first, then own.
    ncells: u32,
    in_loop: u32,
    /// A class body: its names are class attributes, invisible to its methods.
    class_body: bool,
    /// In a method (a def directly in a class body): its first parameter, for `super()`.
    method_self: Option<Slot>,
    /// The `yield`s seen (its own, not nested functions'): calling it makes a generator.
    yields: u32,
}

impl FnCtx {
    /// A function's (or class body's) scope: its captured names `free` are its first cells.
    fn nested(qualname: String, globals: Names, free: &[String]) -> FnCtx {
        let vars = free
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), Slot::Cell(i as u32)))
            .collect();
        FnCtx {
            is_module: false,
            qualname,
            vars,
            globals,
            comp_envs: vec![],
            nlocals: 0,
            ncells: free.len() as u32,
            in_loop: 0,
            class_body: false,
            method_self: None,
            yields: 0,
        }
    }
}

pub(super) struct Lowerer<'m> {
    module: &'m Module,
    src: u32,
    stack: Vec<FnCtx>,
    depth: u32,
    /// The classes whose bodies (methods included) are being lowered, innermost last: their
    /// private attribute names (`self.__x`) are mangled as CPython does (`_Cls__x`).
    classes: Vec<String>,
    /// `from __future__ import annotations`: annotations are kept as their source text
    /// (PEP 563), not evaluated, so they may name what is defined later.
    postponed_annotations: bool,
}

/// CPython's private name mangling of an attribute `name` inside class `cls`: `__x` (not
/// ending in `__`) becomes `_Cls__x`, the class's leading underscores dropped.
fn mangle(cls: Option<&String>, name: &str) -> Rc<str> {
    match cls {
        Some(c)
            if name.starts_with("__")
                && !name.ends_with("__")
                && !name.contains('.')
                && !c.trim_start_matches('_').is_empty() =>
        {
            format!("_{}{name}", c.trim_start_matches('_')).into()
        }
        _ => name.into(),
    }
}

/// Lowers a module body (a script, an imported file or one REPL input).
pub fn lower_module(
    body: &[ast::Stmt],
    module: &Module,
    src: u32,
    name: &str,
) -> LResult<Rc<FuncCode>> {
    let mut l = Lowerer {
        module,
        src,
        classes: Vec::new(),
        stack: vec![FnCtx {
            is_module: true,
            ..FnCtx::nested(String::new(), Names::new(), &[])
        }],
        depth: 0,
        postponed_annotations: body.iter().any(|s| {
            matches!(&s.kind, StmtKind::ImportFrom(m, names)
                if m == "__future__" && names.iter().any(|a| a.name == "annotations"))
        }),
    };
    let body = l.block(body)?;
    let ctx = l.stack.pop().unwrap();
    let span = (0, 0);
    Ok(Rc::new(FuncCode {
        name: name.into(),
        qualname: name.into(),
        params: ParamSpec {
            names: vec![],
            npos: 0,
            posonly: 0,
            star: false,
            kwonly: 0,
            starstar: false,
        },
        nlocals: ctx.nlocals,
        ncells: ctx.ncells,
        cell_params: vec![],
        body,
        src,
        span,
        doc: None,
        generator: false,
        yields: 0,
        flat_plan: Default::default(),
        compiled: Default::default(),
    }))
}

/// A `break`, `continue` or `return` that would leave an `except*` block (CPython refuses
/// them); `in_loop`: inside a loop of the block, whose `break`/`continue` are its own.
fn exits_star_block(body: &[ast::Stmt], in_loop: bool) -> Option<Span> {
    body.iter().find_map(|s| match &s.kind {
        StmtKind::Return(_) => Some(s.span),
        StmtKind::Break | StmtKind::Continue if !in_loop => Some(s.span),
        StmtKind::If(_, a, b) => {
            exits_star_block(a, in_loop).or_else(|| exits_star_block(b, in_loop))
        }
        StmtKind::While(_, a, b) | StmtKind::For(_, _, a, b) => {
            exits_star_block(a, true).or_else(|| exits_star_block(b, in_loop))
        }
        StmtKind::With(_, b) => exits_star_block(b, in_loop),
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finally,
        } => exits_star_block(body, in_loop)
            .or_else(|| {
                handlers
                    .iter()
                    .find_map(|h| exits_star_block(&h.body, in_loop))
            })
            .or_else(|| exits_star_block(orelse, in_loop))
            .or_else(|| exits_star_block(finally, in_loop)),
        _ => None,
    })
}

/// CPython refuses `:=` in any iterable of a comprehension, the first included.
fn no_walrus_in_iterables(comps: &[ast::Comp]) -> LResult<()> {
    match comps.iter().find_map(|c| scope::find_walrus(&c.iter)) {
        Some(w) => lerr(
            "assignment expression cannot be used in a comprehension iterable expression",
            w,
        ),
        None => Ok(()),
    }
}

impl Lowerer<'_> {
    fn ctx(&mut self) -> &mut FnCtx {
        self.stack.last_mut().unwrap()
    }

    /// Where `name` lives from the innermost scope's point of view.
    fn resolve(&mut self, name: &str) -> Slot {
        let ctx = self.stack.last().unwrap();
        for env in ctx.comp_envs.iter().rev() {
            if let Some(s) = env.get(name) {
                return *s;
            }
        }
        if ctx.globals.contains(name) {
            return Slot::Global(self.module.slot(name));
        }
        if let Some(s) = ctx.vars.get(name) {
            // A comprehension in a class body does not see the class's names (past its first
            // iterable, which is evaluated in the class body), only the enclosing function's.
            let class_name = ctx.class_body && matches!(s, Slot::Local(_));
            if !class_name || ctx.comp_envs.is_empty() {
                return *s;
            }
        }
        Slot::Global(self.module.slot(name))
    }

    /// Is `name` visible as a variable of an enclosing function (so a child can capture it)?
    fn capturable(&self, name: &str) -> Option<u32> {
        let ctx = self.stack.last().unwrap();
        for env in ctx.comp_envs.iter().rev() {
            if let Some(s) = env.get(name) {
                return match s {
                    Slot::Cell(i) => Some(*i),
                    _ => None,
                };
            }
        }
        if ctx.globals.contains(name) {
            return None;
        }
        match ctx.vars.get(name) {
            Some(Slot::Cell(i)) => Some(*i),
            _ => None,
        }
    }

    pub(super) fn block(&mut self, body: &[ast::Stmt]) -> LResult<Vec<Stmt>> {
        let mut out = Vec::with_capacity(body.len());
        for s in body {
            if let Some(st) = self.stmt(s)? {
                out.push(Stmt {
                    kind: st,
                    span: s.span,
                });
            }
        }
        Ok(out)
    }

    fn new_local(&mut self) -> u32 {
        let c = self.ctx();
        c.nlocals += 1;
        c.nlocals - 1
    }

    fn new_cell(&mut self) -> u32 {
        let c = self.ctx();
        c.ncells += 1;
        c.ncells - 1
    }

    /// Binds a variable in the current scope (module level binds a global).
    pub(super) fn bind_slot(&mut self, name: &str) -> Slot {
        self.resolve(name)
    }

    fn stmt(&mut self, s: &ast::Stmt) -> LResult<Option<St>> {
        let sp = s.span;
        Ok(Some(match &s.kind {
            StmtKind::Expr(e) => St::Expr(self.expr(e)?),
            StmtKind::Assign(targets, v) => {
                let value = self.expr(v)?;
                let mut ts = targets
                    .iter()
                    .map(|t| self.target(t))
                    .collect::<LResult<Vec<_>>>()?;
                if ts.len() == 1 {
                    St::Assign(ts.pop().unwrap(), value)
                } else {
                    St::AssignMany(ts, value)
                }
            }
            StmtKind::AugAssign(t, op, v) => {
                if matches!(t.kind, ExprKind::Tuple(_) | ExprKind::List(_)) {
                    return lerr(
                        "'tuple' is an illegal expression for augmented assignment",
                        t.span,
                    );
                }
                St::AugAssign(self.target(t)?, *op, self.expr(v)?)
            }
            // In a class body, `x: int = 0` also records the annotation (dataclasses).
            StmtKind::AnnAssign(t, ann, v)
                if self.ctx().class_body && matches!(t.kind, ExprKind::Name(_)) =>
            {
                let ExprKind::Name(n) = &t.kind else {
                    unreachable!()
                };
                let ann_slot = self.resolve("__annotations__");
                let record = Stmt {
                    kind: St::Assign(
                        Target::Index(
                            Ex::Load(ann_slot, "__annotations__".into(), sp),
                            Ex::Const(crate::interp::value::Value::Str(mangle(
                                self.classes.last(),
                                n,
                            ))),
                            sp,
                        ),
                        self.annotation(ann)?,
                    ),
                    span: sp,
                };
                let mut stmts = vec![record];
                if let Some(v) = v {
                    stmts.push(Stmt {
                        kind: St::Assign(self.target(t)?, self.expr(v)?),
                        span: sp,
                    });
                }
                St::If(
                    Ex::Const(crate::interp::value::Value::Bool(true)),
                    stmts,
                    vec![],
                )
            }
            StmtKind::AnnAssign(t, _ann, v) => match v {
                Some(v) => St::Assign(self.target(t)?, self.expr(v)?),
                None => {
                    self.target(t)?;
                    St::Pass
                }
            },
            StmtKind::Del(ts) => {
                if ts.len() == 1 {
                    St::Del(self.del_target(&ts[0])?)
                } else {
                    let v = ts
                        .iter()
                        .map(|t| self.del_target(t))
                        .collect::<LResult<Vec<_>>>()?;
                    St::Del(Target::Unpack(v, None, sp))
                }
            }
            StmtKind::Pass => St::Pass,
            StmtKind::Break | StmtKind::Continue => {
                if self.ctx().in_loop == 0 {
                    let w = if matches!(s.kind, StmtKind::Break) {
                        "'break'"
                    } else {
                        "'continue'"
                    };
                    return lerr(format!("{w} outside loop"), sp);
                }
                if matches!(s.kind, StmtKind::Break) {
                    St::Break
                } else {
                    St::Continue
                }
            }
            StmtKind::Return(v) => {
                if self.ctx().is_module {
                    return lerr("'return' outside function", sp);
                }
                St::Return(v.as_ref().map(|e| self.expr(e)).transpose()?)
            }
            StmtKind::Raise(e, c) => St::Raise(
                e.as_ref().map(|e| self.expr(e)).transpose()?,
                c.as_ref().map(|e| self.expr(e)).transpose()?,
            ),
            StmtKind::Global(ns) => {
                for n in ns {
                    if !self.ctx().is_module && self.ctx().vars.contains_key(n.as_str()) {
                        // Bound before the declaration in this function.
                    }
                    self.ctx().globals.insert(n.clone());
                }
                St::Pass
            }
            StmtKind::Nonlocal(ns) => {
                if self.ctx().is_module {
                    return lerr("nonlocal declaration not allowed at module level", sp);
                }
                for n in ns {
                    if !matches!(self.ctx().vars.get(n.as_str()), Some(Slot::Cell(_))) {
                        return lerr(format!("no binding for nonlocal '{n}' found"), sp);
                    }
                }
                St::Pass
            }
            StmtKind::Assert(t, m) => {
                St::Assert(self.expr(t)?, m.as_ref().map(|e| self.expr(e)).transpose()?)
            }
            StmtKind::If(c, a, b) => St::If(self.expr(c)?, self.block(a)?, self.block(b)?),
            StmtKind::While(c, body, orelse) => {
                let c = self.expr(c)?;
                self.ctx().in_loop += 1;
                let body = self.block(body);
                self.ctx().in_loop -= 1;
                St::While(c, body?, self.block(orelse)?)
            }
            StmtKind::For(t, it, body, orelse) => {
                let it = self.expr(it)?;
                let t = self.target(t)?;
                self.ctx().in_loop += 1;
                let body = self.block(body);
                self.ctx().in_loop -= 1;
                St::For(t, it, body?, self.block(orelse)?)
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finally,
            } => {
                let body = self.block(body)?;
                let star = handlers.first().is_some_and(|h| h.star);
                let mut hs = Vec::new();
                for (i, h) in handlers.iter().enumerate() {
                    if h.typ.is_none() && i + 1 < handlers.len() {
                        return lerr("default 'except:' must be last", h.span);
                    }
                    if h.star != star {
                        return lerr(
                            "cannot have both 'except' and 'except*' on the same 'try'",
                            h.span,
                        );
                    }
                    if let Some(at) = h.star.then(|| exits_star_block(&h.body, false)).flatten() {
                        return lerr(
                            "'break', 'continue' and 'return' cannot appear in an except* block",
                            at,
                        );
                    }
                    hs.push(Handler {
                        typ: h.typ.as_ref().map(|e| self.expr(e)).transpose()?,
                        name: h
                            .name
                            .as_ref()
                            .map(|n| Target::Slot(self.bind_slot(n), n.as_str().into())),
                        body: self.block(&h.body)?,
                    });
                }
                St::Try(Box::new(TryStmt {
                    body,
                    handlers: hs,
                    star,
                    orelse: self.block(orelse)?,
                    finally: self.block(finally)?,
                }))
            }
            StmtKind::FuncDef {
                name,
                params,
                body,
                doc,
            } => {
                let mf = self.function(name, params, body, doc.as_deref(), sp)?;
                let t = Target::Slot(self.bind_slot(name), name.as_str().into());
                St::Assign(t, Ex::MakeFunc(Box::new(mf)))
            }
            StmtKind::ClassDef {
                name,
                bases,
                body,
                doc,
            } => {
                let mc = self.class(name, bases, body, doc.as_deref(), sp)?;
                let t = Target::Slot(self.bind_slot(name), name.as_str().into());
                St::Assign(t, Ex::MakeClass(Box::new(mc)))
            }
            StmtKind::Import(aliases) => {
                if aliases.len() == 1 {
                    self.import_one(&aliases[0])
                } else {
                    // Several imports: one statement each, in order.
                    let mut stmts = Vec::new();
                    for a in aliases {
                        stmts.push(Stmt {
                            kind: self.import_one(a),
                            span: a.span,
                        });
                    }
                    St::If(
                        Ex::Const(crate::interp::value::Value::Bool(true)),
                        stmts,
                        vec![],
                    )
                }
            }
            StmtKind::ImportFrom(m, aliases) => {
                if aliases.len() == 1 && aliases[0].name == "*" {
                    if !self.ctx().is_module {
                        return lerr("import * only allowed at module level", sp);
                    }
                    St::ImportStar(m.clone())
                } else {
                    let v = aliases
                        .iter()
                        .map(|a| {
                            let bind = a.asname.as_ref().unwrap_or(&a.name);
                            (
                                Rc::from(a.name.as_str()),
                                Target::Slot(self.bind_slot(bind), bind.as_str().into()),
                            )
                        })
                        .collect();
                    St::ImportFrom(m.clone(), v)
                }
            }
            StmtKind::With(items, body) => {
                let mut v = Vec::new();
                for (e, t) in items {
                    v.push((
                        self.expr(e)?,
                        t.as_ref().map(|t| self.target(t)).transpose()?,
                    ));
                }
                St::With(v, self.block(body)?)
            }
            StmtKind::Match(subject, cases) => self.match_stmt(subject, cases)?,
            StmtKind::RawKernel(k) => {
                let t = Target::Slot(self.bind_slot(&k.name), k.name.as_str().into());
                St::RawKernel(Rc::new((**k).clone()), t)
            }
        }))
    }

    fn import_one(&mut self, a: &ast::Alias) -> St {
        let (bind, whole) = match &a.asname {
            Some(n) => (n.clone(), true),
            None => (a.name.split('.').next().unwrap().to_string(), false),
        };
        St::Import(
            a.name.clone(),
            Target::Slot(self.bind_slot(&bind), bind.as_str().into()),
            whole,
        )
    }

    /// A class statement: its bases, and its body as a function run once that returns the
    /// class namespace.
    fn class(
        &mut self,
        name: &str,
        bases: &[Arg],
        body: &[ast::Stmt],
        doc: Option<&str>,
        span: Span,
    ) -> LResult<MakeClass> {
        let mut pos = Vec::new();
        let mut kw = Vec::new();
        for a in bases {
            match a {
                Arg::Pos(x) => pos.push(Item::One(self.expr(x)?)),
                Arg::Star(x) => pos.push(Item::Star(self.expr(x)?, x.span)),
                Arg::Kw(n, x) => kw.push((Rc::from(n.as_str()), self.expr(x)?)),
                Arg::StarStar(x) => {
                    return lerr("**kwargs in a class statement is not supported", x.span);
                }
            }
        }
        let mut b = scope::bindings(None, body);
        let annotated = body.iter().any(|s| {
            matches!(&s.kind, StmtKind::AnnAssign(t, _, _) if matches!(t.kind, ExprKind::Name(_)))
        });
        if annotated {
            b.locals.insert(0, "__annotations__".into());
        }
        let mut free: Vec<String> = scope::class_free(body)
            .into_iter()
            .filter(|n| self.capturable(n).is_some())
            .collect();
        free.sort();
        let captures: Vec<u32> = free.iter().map(|n| self.capturable(n).unwrap()).collect();
        let parent = self.stack.last().unwrap();
        let qualname = if parent.is_module {
            name.to_string()
        } else if parent.class_body {
            format!("{}.{name}", parent.qualname)
        } else {
            format!("{}.<locals>.{name}", parent.qualname)
        };
        let mut ctx = FnCtx::nested(qualname.clone(), b.globals.clone(), &free);
        ctx.class_body = true;
        // Class attributes are plain locals: no method captures them.
        for n in &b.locals {
            if !ctx.vars.contains_key(n) {
                ctx.vars.insert(n.clone(), Slot::Local(ctx.nlocals));
                ctx.nlocals += 1;
            }
        }
        self.stack.push(ctx);
        self.classes.push(name.to_string());
        let lowered = self.block(body);
        self.classes.pop();
        let ctx = self.stack.pop().unwrap();
        let mut stmts = Vec::new();
        if annotated {
            stmts.push(Stmt {
                kind: St::Assign(
                    Target::Slot(ctx.vars["__annotations__"], "__annotations__".into()),
                    Ex::Dict(vec![], span),
                ),
                span,
            });
        }
        stmts.extend(lowered?);
        let ns: Vec<(Rc<str>, Slot)> = b
            .locals
            .iter()
            .filter(|n| !n.starts_with('.'))
            .map(|n| (mangle(Some(&name.to_string()), n), ctx.vars[n]))
            .collect();
        stmts.push(Stmt {
            kind: St::Return(Some(Ex::ClassNs(ns))),
            span,
        });
        let code = FuncCode {
            name: name.into(),
            qualname: qualname.as_str().into(),
            params: ParamSpec {
                names: vec![],
                npos: 0,
                posonly: 0,
                star: false,
                kwonly: 0,
                starstar: false,
            },
            nlocals: ctx.nlocals,
            ncells: ctx.ncells - free.len() as u32,
            cell_params: vec![],
            body: stmts,
            src: self.src,
            span,
            doc: doc.map(Rc::from),
            generator: false,
            yields: 0,
            flat_plan: Default::default(),
            compiled: Default::default(),
        };
        Ok(MakeClass {
            name: name.into(),
            qualname: qualname.as_str().into(),
            body: MakeFunc {
                code: Rc::new(code),
                defaults: vec![],
                kwdefaults: vec![],
                annotations: vec![],
                captures,
            },
            bases: pos,
            kw,
            span,
        })
    }

    fn function(
        &mut self,
        name: &str,
        params: &ast::Params,
        body: &[ast::Stmt],
        doc: Option<&str>,
        span: Span,
    ) -> LResult<MakeFunc> {
        let b = scope::bindings(Some(params), body);
        let free = scope::function_free(params, body);
        let captured_below = scope::captured_by_children(body);
        self.build_function(
            name,
            params,
            b,
            free,
            captured_below,
            FnBody::Stmts(body),
            doc,
            span,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn build_function(
        &mut self,
        name: &str,
        params: &ast::Params,
        b: scope::Bindings,
        free: Names,
        captured_below: Names,
        body: FnBody,
        doc: Option<&str>,
        span: Span,
    ) -> LResult<MakeFunc> {
        // Defaults are evaluated in the defining scope.
        let defaults = params
            .positional
            .iter()
            .filter_map(|p| p.default.as_ref())
            .map(|e| self.expr(e))
            .collect::<LResult<Vec<_>>>()?;
        let kwdefaults = params
            .kwonly
            .iter()
            .map(|p| p.default.as_ref().map(|e| self.expr(e)).transpose())
            .collect::<LResult<Vec<_>>>()?;
        // Annotations too, in CPython's order: parameters as written, then `return`.
        let mut annotations = Vec::new();
        let all = params
            .positional
            .iter()
            .chain(&params.star)
            .chain(&params.kwonly)
            .chain(&params.starstar);
        for p in all {
            if let Some(a) = &p.annotation {
                annotations.push((Rc::from(p.name.as_str()), self.annotation(a)?));
            }
        }
        if let Some(r) = &params.returns {
            annotations.push((Rc::from("return"), self.annotation(r)?));
        }
        // Free names that an enclosing function binds are captured; the rest are globals.
        let mut free: Vec<String> = free
            .into_iter()
            .filter(|n| self.capturable(n).is_some())
            .collect();
        free.sort();
        for n in &b.nonlocals {
            if !free.contains(n) {
                return lerr(format!("no binding for nonlocal '{n}' found"), span);
            }
        }
        let captures: Vec<u32> = free.iter().map(|n| self.capturable(n).unwrap()).collect();
        let parent = self.stack.last().unwrap();
        let in_class = parent.class_body;
        let qualname = if parent.is_module {
            name.to_string()
        } else if in_class {
            format!("{}.{name}", parent.qualname)
        } else {
            format!("{}.<locals>.{name}", parent.qualname)
        };
        let mut ctx = FnCtx::nested(qualname, b.globals.clone(), &free);
        let pnames = scope::param_names(params);
        let mut cell_params = Vec::new();
        // Parameters take the first local slots, in order.
        for (i, n) in pnames.iter().enumerate() {
            ctx.nlocals += 1;
            if captured_below.contains(n) {
                let c = ctx.ncells;
                ctx.ncells += 1;
                ctx.vars.insert(n.clone(), Slot::Cell(c));
                cell_params.push((i as u32, c));
            } else {
                ctx.vars.insert(n.clone(), Slot::Local(i as u32));
            }
        }
        for n in &b.locals {
            if ctx.vars.contains_key(n) {
                continue;
            }
            if captured_below.contains(n) {
                ctx.vars.insert(n.clone(), Slot::Cell(ctx.ncells));
                ctx.ncells += 1;
            } else {
                ctx.vars.insert(n.clone(), Slot::Local(ctx.nlocals));
                ctx.nlocals += 1;
            }
        }
        if in_class && let Some(first) = pnames.first() {
            ctx.method_self = ctx.vars.get(first).copied();
        }
        self.stack.push(ctx);
        let body = match body {
            FnBody::Stmts(s) => self.block(s),
            FnBody::Lambda(e) => self.expr(e).map(|ex| {
                vec![Stmt {
                    kind: St::Return(Some(ex)),
                    span: e.span,
                }]
            }),
        };
        let ctx = self.stack.pop().unwrap();
        let body = body?;
        let code = FuncCode {
            name: name.into(),
            qualname: ctx.qualname.as_str().into(),
            params: ParamSpec {
                names: pnames.iter().map(|n| Rc::from(n.as_str())).collect(),
                npos: params.positional.len(),
                posonly: params.posonly,
                star: params.star.is_some(),
                kwonly: params.kwonly.len(),
                starstar: params.starstar.is_some(),
            },
            nlocals: ctx.nlocals,
            ncells: ctx.ncells - free.len() as u32,
            cell_params,
            body,
            src: self.src,
            span,
            doc: doc.map(Rc::from),
            generator: ctx.yields > 0,
            yields: ctx.yields,
            flat_plan: Default::default(),
            compiled: Default::default(),
        };
        Ok(MakeFunc {
            code: Rc::new(code),
            defaults,
            kwdefaults,
            annotations,
            captures,
        })
    }

    fn del_target(&mut self, t: &Expr) -> LResult<Target> {
        match &t.kind {
            ExprKind::Name(_) | ExprKind::Index(..) | ExprKind::Attr(..) => self.target(t),
            ExprKind::Tuple(v) | ExprKind::List(v) => Ok(Target::Unpack(
                v.iter()
                    .map(|x| self.del_target(x))
                    .collect::<LResult<_>>()?,
                None,
                t.span,
            )),
            _ => lerr(format!("cannot delete {}", describe(t)), t.span),
        }
    }

    fn target(&mut self, t: &Expr) -> LResult<Target> {
        Ok(match &t.kind {
            ExprKind::Name(n) => Target::Slot(self.bind_slot(n), n.as_str().into()),
            ExprKind::Index(a, i) => Target::Index(self.expr(a)?, self.expr(i)?, t.span),
            ExprKind::Attr(a, n) => {
                Target::Attr(self.expr(a)?, mangle(self.classes.last(), n), t.span)
            }
            ExprKind::Tuple(v) | ExprKind::List(v) => {
                let mut star = None;
                let mut ts = Vec::new();
                for (i, x) in v.iter().enumerate() {
                    if let ExprKind::Starred(inner) = &x.kind {
                        if star.is_some() {
                            return lerr("multiple starred expressions in assignment", x.span);
                        }
                        star = Some(i);
                        ts.push(self.target(inner)?);
                    } else {
                        ts.push(self.target(x)?);
                    }
                }
                Target::Unpack(ts, star, t.span)
            }
            ExprKind::Starred(_) => {
                return lerr(
                    "starred assignment target must be in a list or tuple",
                    t.span,
                );
            }
            _ => {
                return lerr(format!("cannot assign to {}", describe(t)), t.span);
            }
        })
    }

    pub(super) fn expr(&mut self, e: &Expr) -> LResult<Ex> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.depth -= 1;
            return lerr("too many nested expressions (gpa's limit is 600)", e.span);
        }
        let r = crate::stack::maybe_grow(64 * 1024, 1024 * 1024, || self.expr_inner(e));
        self.depth -= 1;
        r
    }

    fn boxed(&mut self, e: &Expr) -> LResult<Box<Ex>> {
        Ok(Box::new(self.expr(e)?))
    }

    fn items(&mut self, v: &[Expr]) -> LResult<Vec<Item>> {
        v.iter()
            .map(|x| match &x.kind {
                ExprKind::Starred(inner) => Ok(Item::Star(self.expr(inner)?, x.span)),
                _ => Ok(Item::One(self.expr(x)?)),
            })
            .collect()
    }

    fn expr_inner(&mut self, e: &Expr) -> LResult<Ex> {
        use crate::interp::value::Value as V;
        let sp = e.span;
        Ok(match &e.kind {
            ExprKind::Int(i) => Ex::Const(V::Int(*i)),
            ExprKind::Long(b) => Ex::Const(V::Long(b.clone())),
            ExprKind::Float(f) => Ex::Const(V::Float(*f)),
            ExprKind::Imag(f) => Ex::Const(V::Complex(0.0, *f)),
            ExprKind::Str(s) => Ex::Const(V::str(s)),
            ExprKind::Bytes(b) => Ex::Const(V::bytes(b.clone())),
            ExprKind::Bool(b) => Ex::Const(V::Bool(*b)),
            ExprKind::None => Ex::Const(V::None),
            ExprKind::Ellipsis => Ex::Const(V::Ellipsis),
            ExprKind::FStr(parts) => Ex::FStr(self.fparts(parts)?),
            ExprKind::Name(n) => match self.resolve(n) {
                Slot::Local(i) if self.ctx().class_body => {
                    Ex::LoadClassName(i, self.module.slot(n), n.as_str().into(), sp)
                }
                s => Ex::Load(s, n.as_str().into(), sp),
            },
            ExprKind::List(v) => Ex::List(self.items(v)?),
            ExprKind::Tuple(v) => Ex::Tuple(self.items(v)?),
            ExprKind::Set(v) => Ex::Set(self.items(v)?, sp),
            ExprKind::Dict(items) => {
                let mut out = Vec::new();
                for (k, v) in items {
                    out.push((k.as_ref().map(|k| self.expr(k)).transpose()?, self.expr(v)?));
                }
                Ex::Dict(out, sp)
            }
            ExprKind::Starred(_) => return lerr("can't use starred expression here", sp),
            ExprKind::Bin(op, a, b) => Ex::Bin(*op, self.boxed(a)?, self.boxed(b)?, sp),
            ExprKind::Unary(op, x) => {
                let inner = self.expr(x)?;
                match (op, &inner) {
                    (UnOp::Neg, Ex::Const(V::Int(i))) if *i != i64::MIN => Ex::Const(V::Int(-i)),
                    (UnOp::Neg, Ex::Const(V::Float(f))) => Ex::Const(V::Float(-f)),
                    _ => Ex::Unary(*op, Box::new(inner), sp),
                }
            }
            ExprKind::And(a, b) => Ex::And(self.boxed(a)?, self.boxed(b)?),
            ExprKind::Or(a, b) => Ex::Or(self.boxed(a)?, self.boxed(b)?),
            ExprKind::Compare(a, rest) => {
                let first = self.boxed(a)?;
                let mut v = Vec::new();
                let mut prev_start = a.span.0;
                for (op, x) in rest {
                    v.push((*op, self.expr(x)?, (prev_start, x.span.1)));
                    prev_start = x.span.0;
                }
                Ex::Compare(first, v)
            }
            ExprKind::IfExp(c, a, b) => Ex::IfExp(self.boxed(c)?, self.boxed(a)?, self.boxed(b)?),
            ExprKind::Walrus(n, v) => {
                if self.ctx().comp_envs.iter().any(|env| env.contains_key(n)) {
                    return lerr(
                        format!(
                            "assignment expression cannot rebind comprehension iteration variable '{n}'"
                        ),
                        sp,
                    );
                }
                if self.ctx().class_body && !self.ctx().comp_envs.is_empty() {
                    return lerr(
                        "assignment expression within a comprehension cannot be used in a class body",
                        sp,
                    );
                }
                let v = self.boxed(v)?;
                Ex::Walrus(self.bind_slot(n), v)
            }
            ExprKind::Lambda(p, body) => {
                // A `:=` in a lambda binds in the lambda, as in a def.
                let mut b = scope::Bindings {
                    locals: scope::param_names(p),
                    ..Default::default()
                };
                scope::bind_walrus(body, &mut b);
                let free = scope::lambda_free(p, body);
                let mut below = Names::new();
                scope::uses_expr(body, &mut Names::new());
                // Lambdas inside this lambda may capture its parameters.
                below.extend(scope::nested_free_in_exprs(&[body]));
                let mf = self.build_function(
                    "<lambda>",
                    p,
                    b,
                    free,
                    below,
                    FnBody::Lambda(body),
                    None,
                    sp,
                )?;
                Ex::MakeFunc(Box::new(mf))
            }
            ExprKind::Call(f, args) => self.call(f, args, sp)?,
            ExprKind::Attr(x, n) => Ex::Attr(self.boxed(x)?, mangle(self.classes.last(), n), sp),
            ExprKind::Index(x, i) => Ex::Index(self.boxed(x)?, self.boxed(i)?, sp),
            ExprKind::Slice(a, b, c) => {
                let mut f = |x: &Option<Box<Expr>>| x.as_ref().map(|x| self.expr(x)).transpose();
                Ex::Slice(Box::new([f(a)?, f(b)?, f(c)?]))
            }
            ExprKind::ListComp(x, c) => self.comprehension(CompKind::List, x, None, c, sp)?,
            ExprKind::SetComp(x, c) => self.comprehension(CompKind::Set, x, None, c, sp)?,
            ExprKind::GenExp(x, c) => self.generator_expression(x, c, sp)?,
            ExprKind::Yield(v) => {
                self.yield_here(sp)?;
                let v = v.as_ref().map(|x| self.boxed(x)).transpose()?;
                Ex::Yield(v, sp)
            }
            ExprKind::YieldFrom(x) => {
                self.yield_here(sp)?;
                Ex::YieldFrom(self.boxed(x)?, sp)
            }
            ExprKind::DictComp(k, v, c) => self.comprehension(CompKind::Dict, k, Some(v), c, sp)?,
        })
    }

    fn fparts(&mut self, parts: &[ast::FPart]) -> LResult<Vec<FPiece>> {
        let mut out = Vec::new();
        for p in parts {
            out.push(match p {
                ast::FPart::Lit(s) => FPiece::Lit(s.as_str().into()),
                ast::FPart::Expr { expr, conv, spec } => FPiece::Field {
                    expr: self.expr(expr)?,
                    conv: *conv,
                    spec: self.fparts(spec)?,
                    span: expr.span,
                },
            });
        }
        Ok(out)
    }

    fn call(&mut self, f: &Expr, args: &[Arg], sp: Span) -> LResult<Ex> {
        // `super()` in a method: the class whose method this is, found from its qualname.
        if args.is_empty()
            && matches!(&f.kind, ExprKind::Name(n) if n == "super")
            && matches!(self.resolve("super"), Slot::Global(_))
        {
            let ctx = self.stack.last().unwrap();
            return Ok(Ex::Super(Box::new((
                ctx.method_self,
                Rc::from(ctx.qualname.as_str()),
                sp,
            ))));
        }
        let mut pos = Vec::new();
        let mut kw: Vec<(Option<Rc<str>>, Ex)> = Vec::new();
        let mut simple = true;
        for a in args {
            match a {
                Arg::Pos(x) => {
                    if !kw.is_empty() {
                        return lerr("positional argument follows keyword argument", x.span);
                    }
                    pos.push(Item::One(self.expr(x)?))
                }
                Arg::Star(x) => {
                    simple = false;
                    pos.push(Item::Star(self.expr(x)?, x.span))
                }
                Arg::Kw(n, x) => {
                    simple = false;
                    if kw.iter().any(|(k, _)| k.as_deref() == Some(n.as_str())) {
                        return lerr(format!("keyword argument repeated: {n}"), x.span);
                    }
                    kw.push((Some(n.as_str().into()), self.expr(x)?))
                }
                Arg::StarStar(x) => {
                    simple = false;
                    kw.push((None, self.expr(x)?))
                }
            }
        }
        let args = CallArgs { pos, kw, simple };
        if let ExprKind::Attr(obj, name) = &f.kind {
            let o = self.expr(obj)?;
            return Ok(Ex::CallMethod(Box::new((
                o,
                mangle(self.classes.last(), name),
                args,
                sp,
            ))));
        }
        Ok(Ex::Call(Box::new(Call {
            func: self.expr(f)?,
            args,
            span: sp,
        })))
    }

    /// An annotation's value: evaluated where it stands, or its text when postponed.
    fn annotation(&mut self, a: &Expr) -> LResult<Ex> {
        if self.postponed_annotations {
            if let Some(at) = scope::find_walrus(a) {
                return lerr(
                    "'named expression' can not be used within an annotation",
                    at,
                );
            }
            let text = crate::syntax::unparse::unparse(a);
            return Ok(Ex::Const(crate::interp::value::Value::Str(text.into())));
        }
        self.expr(a)
    }

    /// A `yield` makes the function around it a generator; elsewhere it is an error.
    fn yield_here(&mut self, sp: Span) -> LResult<()> {
        let ctx = self.ctx();
        if ctx.is_module || ctx.class_body {
            return lerr("'yield' outside function", sp);
        }
        if !ctx.comp_envs.is_empty() {
            return lerr("'yield' inside comprehension", sp);
        }
        ctx.yields += 1;
        Ok(())
    }

    /// `(elt for t in it if c ...)` is a generator function over `iter(it)`, called at once:
    /// the first iterable is evaluated here, the rest runs lazily in a frame of its own.
    fn generator_expression(&mut self, elt: &Expr, comps: &[ast::Comp], sp: Span) -> LResult<Ex> {
        let mut inner: Vec<&Expr> = vec![elt];
        for (i, c) in comps.iter().enumerate() {
            inner.extend(c.conds.iter());
            if i > 0 {
                inner.push(&c.iter);
            }
        }
        if let Some(y) = inner.iter().find_map(|e| scope::find_yield(e)) {
            return lerr("'yield' inside generator expression", y);
        }
        no_walrus_in_iterables(comps)?;
        // The generator runs in a frame of its own: its `:=` targets are the enclosing
        // scope's names, declared `nonlocal` (or `global`) in it, as CPython scopes them.
        let mut walrus = scope::Bindings::default();
        inner
            .iter()
            .for_each(|e| scope::bind_walrus(e, &mut walrus));
        let mut declare = (vec![], vec![]);
        for n in &walrus.locals {
            let mut targets = scope::Bindings::default();
            comps
                .iter()
                .for_each(|c| scope::bind_target(&c.target, &mut targets));
            let at = inner
                .iter()
                .find_map(|e| scope::find_walrus(e))
                .unwrap_or(sp);
            if targets.locals.contains(n) {
                return lerr(
                    format!(
                        "assignment expression cannot rebind comprehension iteration variable '{n}'"
                    ),
                    at,
                );
            }
            if self.ctx().class_body {
                return lerr(
                    "assignment expression within a comprehension cannot be used in a class body",
                    at,
                );
            }
            match self.resolve(n) {
                Slot::Global(_) => declare.0.push(n.clone()),
                _ => declare.1.push(n.clone()),
            }
        }
        let stmt = |kind, span| ast::Stmt { kind, span };
        let yield_elt = Expr::new(ExprKind::Yield(Some(Box::new(elt.clone()))), elt.span);
        let mut body = vec![stmt(StmtKind::Expr(yield_elt), elt.span)];
        for (i, c) in comps.iter().enumerate().rev() {
            for cond in c.conds.iter().rev() {
                body = vec![stmt(StmtKind::If(cond.clone(), body, vec![]), cond.span)];
            }
            let iter = if i == 0 {
                Expr::new(ExprKind::Name(GENEXP_ARG.into()), c.iter.span)
            } else {
                c.iter.clone()
            };
            body = vec![stmt(
                StmtKind::For(c.target.clone(), iter, body, vec![]),
                c.iter.span,
            )];
        }
        if !declare.1.is_empty() {
            body.insert(0, stmt(StmtKind::Nonlocal(declare.1), sp));
        }
        if !declare.0.is_empty() {
            body.insert(0, stmt(StmtKind::Global(declare.0), sp));
        }
        let params = ast::Params {
            positional: vec![ast::Param {
                name: GENEXP_ARG.into(),
                default: None,
                span: sp,
                annotation: None,
            }],
            ..Default::default()
        };
        let first = self.expr(&comps[0].iter)?;
        let func = self.function("<genexpr>", &params, &body, None, sp)?;
        Ok(Ex::GenExp(Box::new(GenExp {
            func,
            first,
            first_span: comps[0].iter.span,
        })))
    }

    fn comprehension(
        &mut self,
        kind: CompKind,
        elt: &Expr,
        value: Option<&Expr>,
        comps: &[ast::Comp],
        sp: Span,
    ) -> LResult<Ex> {
        let mut parts: Vec<&Expr> = vec![elt];
        parts.extend(value);
        for c in comps {
            parts.extend(c.conds.iter());
            parts.push(&c.iter);
        }
        // The first iterable is evaluated outside, where a `yield` is the function's own.
        let first_iter = comps.first().map(|c| &c.iter as *const Expr);
        if let Some(y) = parts
            .iter()
            .filter(|e| Some(**e as *const Expr) != first_iter)
            .find_map(|e| scope::find_yield(e))
        {
            let what = match kind {
                CompKind::List => "list comprehension",
                CompKind::Set => "set comprehension",
                CompKind::Dict => "dict comprehension",
            };
            return lerr(format!("'yield' inside {what}"), y);
        }
        no_walrus_in_iterables(comps)?;
        let captured = scope::nested_free_in_exprs(&parts);
        let mut loops = Vec::new();
        let envs_before = self.ctx().comp_envs.len();
        let mut result = Ok(());
        for (i, c) in comps.iter().enumerate() {
            // The first iterable is evaluated outside the comprehension's scope.
            let iter = match self.expr(&c.iter) {
                Ok(x) => x,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            let _ = i;
            let mut b = scope::Bindings::default();
            collect_names(&c.target, &mut b.locals);
            let mut env = HashMap::new();
            for n in &b.locals {
                let slot = if captured.contains(n) {
                    Slot::Cell(self.new_cell())
                } else {
                    Slot::Local(self.new_local())
                };
                env.insert(n.clone(), slot);
            }
            self.ctx().comp_envs.push(env);
            let target = match self.target(&c.target) {
                Ok(t) => t,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            let conds = match c
                .conds
                .iter()
                .map(|x| self.expr(x))
                .collect::<LResult<Vec<_>>>()
            {
                Ok(v) => v,
                Err(e) => {
                    result = Err(e);
                    break;
                }
            };
            loops.push(CompLoop {
                target,
                iter,
                conds,
                span: c.iter.span,
            });
        }
        let elt = result.and_then(|_| self.expr(elt));
        let value = elt.and_then(|e| Ok((e, value.map(|v| self.expr(v)).transpose()?)));
        self.ctx().comp_envs.truncate(envs_before);
        let (elt, value) = value?;
        Ok(Ex::Comp(Box::new(Comprehension {
            kind,
            elt,
            value,
            loops,
            span: sp,
        })))
    }
}

enum FnBody<'a> {
    Stmts(&'a [ast::Stmt]),
    Lambda(&'a Expr),
}

fn collect_names(t: &Expr, out: &mut Vec<String>) {
    match &t.kind {
        ExprKind::Name(n) if !out.contains(n) => out.push(n.clone()),
        ExprKind::Tuple(v) | ExprKind::List(v) => v.iter().for_each(|x| collect_names(x, out)),
        ExprKind::Starred(x) => collect_names(x, out),
        _ => {}
    }
}

fn describe(e: &Expr) -> &'static str {
    match &e.kind {
        ExprKind::Int(_)
        | ExprKind::Long(_)
        | ExprKind::Float(_)
        | ExprKind::Imag(_)
        | ExprKind::Str(_)
        | ExprKind::Bool(_) => "literal",
        ExprKind::None => "None",
        ExprKind::Ellipsis => "ellipsis",
        ExprKind::FStr(_) => "f-string expression",
        ExprKind::Call(..) => "function call",
        ExprKind::Bin(..) | ExprKind::Unary(..) => "expression",
        ExprKind::And(..) | ExprKind::Or(..) => "expression",
        ExprKind::Compare(..) => "comparison",
        ExprKind::IfExp(..) => "conditional expression",
        ExprKind::Lambda(..) => "lambda",
        ExprKind::Dict(_) => "dict literal",
        ExprKind::Set(_) => "set display",
        ExprKind::ListComp(..) => "list comprehension",
        ExprKind::SetComp(..) => "set comprehension",
        ExprKind::DictComp(..) => "dict comprehension",
        ExprKind::GenExp(..) => "generator expression",
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => "yield expression",
        ExprKind::Walrus(..) => "named expression",
        _ => "expression",
    }
}
