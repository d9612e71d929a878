//! Scope analysis on the AST: which names a function binds, and which names nested functions
//! use without binding them (their free variables), so lowering knows locals from cells.
use crate::syntax::ast::*;
use std::collections::HashSet;

pub type Names = HashSet<String>;

#[derive(Default)]
pub struct Bindings {
    /// Bound names in first-binding order.
    pub locals: Vec<String>,
    pub globals: Names,
    pub nonlocals: Names,
}

impl Bindings {
    fn bind(&mut self, n: &str) {
        if !self.locals.iter().any(|x| x == n) {
            self.locals.push(n.to_string());
        }
    }
}

/// Names bound directly in `body` (not in nested functions or comprehensions).
pub fn bindings(params: Option<&Params>, body: &[Stmt]) -> Bindings {
    let mut b = Bindings::default();
    if let Some(p) = params {
        for n in param_names(p) {
            b.bind(&n);
        }
    }
    for s in body {
        bind_stmt(s, &mut b);
    }
    let (g, nl) = (b.globals.clone(), b.nonlocals.clone());
    b.locals.retain(|n| !g.contains(n) && !nl.contains(n));
    b
}

pub fn param_names(p: &Params) -> Vec<String> {
    let mut v: Vec<String> = p.positional.iter().map(|q| q.name.clone()).collect();
    v.extend(p.star.iter().map(|q| q.name.clone()));
    v.extend(p.kwonly.iter().map(|q| q.name.clone()));
    v.extend(p.starstar.iter().map(|q| q.name.clone()));
    v
}

pub fn bind_target(e: &Expr, b: &mut Bindings) {
    match &e.kind {
        ExprKind::Name(n) => b.bind(n),
        ExprKind::Tuple(v) | ExprKind::List(v) => v.iter().for_each(|x| bind_target(x, b)),
        ExprKind::Starred(x) => bind_target(x, b),
        _ => {}
    }
}

/// The targets of `name := value` in `e`, comprehensions and generator expressions included
/// (they bind in the enclosing function), lambdas not (they are functions of their own).
pub fn bind_walrus(e: &Expr, b: &mut Bindings) {
    match &e.kind {
        ExprKind::Walrus(n, v) => {
            b.bind(n);
            bind_walrus(v, b);
        }
        ExprKind::Lambda(..) => {}
        _ => for_each_child(e, &mut |c| bind_walrus(c, b)),
    }
}

fn bind_stmt(s: &Stmt, b: &mut Bindings) {
    if !matches!(s.kind, StmtKind::FuncDef { .. } | StmtKind::ClassDef { .. }) {
        let mut exprs = Vec::new();
        for_each_stmt_part(s, &mut |p| {
            if let Part::E(e) = p {
                exprs.push(e);
            }
        });
        exprs.into_iter().for_each(|e| bind_walrus(e, b));
    }
    match &s.kind {
        StmtKind::Assign(ts, _) => ts.iter().for_each(|t| bind_target(t, b)),
        StmtKind::AugAssign(t, _, _) | StmtKind::AnnAssign(t, _, _) => bind_target(t, b),
        StmtKind::Del(ts) => ts.iter().for_each(|t| bind_target(t, b)),
        StmtKind::Global(ns) => b.globals.extend(ns.iter().cloned()),
        StmtKind::Nonlocal(ns) => b.nonlocals.extend(ns.iter().cloned()),
        StmtKind::If(_, x, y) | StmtKind::While(_, x, y) => {
            x.iter().chain(y).for_each(|s| bind_stmt(s, b));
        }
        StmtKind::For(t, _, x, y) => {
            bind_target(t, b);
            x.iter().chain(y).for_each(|s| bind_stmt(s, b));
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finally,
        } => {
            body.iter()
                .chain(orelse)
                .chain(finally)
                .for_each(|s| bind_stmt(s, b));
            for h in handlers {
                if let Some(n) = &h.name {
                    b.bind(n);
                }
                h.body.iter().for_each(|s| bind_stmt(s, b));
            }
        }
        StmtKind::FuncDef { name, .. } | StmtKind::ClassDef { name, .. } => b.bind(name),
        StmtKind::Import(aliases) => {
            for a in aliases {
                match &a.asname {
                    Some(n) => b.bind(n),
                    None => b.bind(a.name.split('.').next().unwrap()),
                }
            }
        }
        StmtKind::ImportFrom(_, aliases) => {
            for a in aliases.iter().filter(|a| a.name != "*") {
                b.bind(a.asname.as_ref().unwrap_or(&a.name));
            }
        }
        StmtKind::With(items, body) => {
            items
                .iter()
                .filter_map(|(_, t)| t.as_ref())
                .for_each(|t| bind_target(t, b));
            body.iter().for_each(|s| bind_stmt(s, b));
        }
        StmtKind::RawKernel(k) => b.bind(&k.name),
        StmtKind::Match(_, cases) => {
            for c in cases {
                let mut names = Vec::new();
                c.pattern.names(&mut names);
                names.iter().for_each(|n| b.bind(n));
                c.body.iter().for_each(|s| bind_stmt(s, b));
            }
        }
        _ => {}
    }
}

/// Free variables of a class body: names it (or its methods) uses but does not bind. Its
/// own names are not visible to its methods (they read them through `self` or the class).
pub fn class_free(body: &[Stmt]) -> Names {
    let b = bindings(None, body);
    let mut used = Names::new();
    body.iter().for_each(|s| uses_stmt(s, &mut used));
    used.retain(|n| !b.locals.contains(n) && !b.globals.contains(n));
    used.extend(b.nonlocals.iter().cloned());
    used
}

fn class_bases(bases: &[Arg]) -> impl Iterator<Item = &Expr> {
    bases.iter().map(|a| match a {
        Arg::Pos(x) | Arg::Star(x) | Arg::Kw(_, x) | Arg::StarStar(x) => x,
    })
}

/// Free variables of a function: names it (or its nested functions) uses but does not bind.
pub fn function_free(params: &Params, body: &[Stmt]) -> Names {
    let b = bindings(Some(params), body);
    let mut used = Names::new();
    for p in params.positional.iter().chain(&params.kwonly) {
        // Defaults are evaluated outside; nothing to do here.
        let _ = p;
    }
    body.iter().for_each(|s| uses_stmt(s, &mut used));
    used.retain(|n| !b.locals.contains(n) && !b.globals.contains(n));
    used.extend(b.nonlocals.iter().cloned());
    used
}

pub fn lambda_free(params: &Params, body: &Expr) -> Names {
    let mut own = Bindings::default();
    bind_walrus(body, &mut own);
    let names = param_names(params);
    let mut used = Names::new();
    uses_expr(body, &mut used);
    used.retain(|n| !names.contains(n) && !own.locals.contains(n));
    used
}

/// Free variables of a comprehension (its loop targets are its own).
pub fn comp_free(elts: &[&Expr], comps: &[Comp]) -> Names {
    let mut used = Names::new();
    let mut bound = Bindings::default();
    for (i, c) in comps.iter().enumerate() {
        if i > 0 {
            uses_expr(&c.iter, &mut used);
        }
        bind_target(&c.target, &mut bound);
        c.conds.iter().for_each(|e| uses_expr(e, &mut used));
    }
    elts.iter().for_each(|e| uses_expr(e, &mut used));
    used.retain(|n| !bound.locals.contains(n));
    // The first iterable is evaluated in the enclosing scope.
    if let Some(c) = comps.first() {
        uses_expr(&c.iter, &mut used);
    }
    used
}

/// Where `e` holds a `yield` of its own scope (not one inside a nested lambda or
/// comprehension, which belongs there).
pub fn find_yield(e: &Expr) -> Option<Span> {
    match &e.kind {
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => Some(e.span),
        ExprKind::Lambda(..)
        | ExprKind::GenExp(..)
        | ExprKind::ListComp(..)
        | ExprKind::SetComp(..)
        | ExprKind::DictComp(..) => None,
        _ => {
            let mut found = None;
            for_each_child(e, &mut |c| {
                if found.is_none() {
                    found = find_yield(c);
                }
            });
            found
        }
    }
}

/// Where `e` holds a `:=` outside any nested lambda.
pub fn find_walrus(e: &Expr) -> Option<Span> {
    match &e.kind {
        ExprKind::Walrus(..) => Some(e.span),
        ExprKind::Lambda(..) => None,
        _ => {
            let mut found = None;
            for_each_child(e, &mut |c| {
                if found.is_none() {
                    found = find_walrus(c);
                }
            });
            found
        }
    }
}

/// Names used by nested functions/lambdas inside a comprehension's parts (for its cells).
pub fn nested_free_in_exprs(exprs: &[&Expr]) -> Names {
    let mut out = Names::new();
    for e in exprs {
        nested_free_expr(e, &mut out);
    }
    out
}

fn nested_free_expr(e: &Expr, out: &mut Names) {
    // Collect names used (which include nested function frees) only from function-like nodes.
    let mut all = Names::new();
    uses_expr_nested_only(e, &mut all);
    out.extend(all);
}

fn uses_expr_nested_only(e: &Expr, out: &mut Names) {
    match &e.kind {
        ExprKind::Lambda(p, b) => out.extend(lambda_free(p, b)),
        // A generator expression runs later, in a frame of its own.
        ExprKind::GenExp(x, c) => out.extend(comp_free(&[x], c)),
        _ => for_each_child(e, &mut |c| uses_expr_nested_only(c, out)),
    }
}

/// Names that nested functions, lambdas and comprehensions in `body` take from this scope.
pub fn captured_by_children(body: &[Stmt]) -> Names {
    let mut all = Names::new();
    for s in body {
        children_free_stmt(s, &mut all);
    }
    all
}

fn children_free_stmt(s: &Stmt, out: &mut Names) {
    match &s.kind {
        StmtKind::ClassDef { bases, body, .. } => {
            out.extend(class_free(body));
            class_bases(bases).for_each(|d| children_free_expr(d, out));
        }
        StmtKind::FuncDef { params, body, .. } => {
            out.extend(function_free(params, body));
            defaults(params).for_each(|d| children_free_expr(d, out));
        }
        _ => {
            for_each_stmt_part(s, &mut |p| match p {
                Part::E(e) => children_free_expr(e, out),
                Part::S(st) => children_free_stmt(st, out),
            });
        }
    }
}

fn children_free_expr(e: &Expr, out: &mut Names) {
    match &e.kind {
        ExprKind::Lambda(p, b) => {
            out.extend(lambda_free(p, b));
            defaults(p).for_each(|d| children_free_expr(d, out));
        }
        ExprKind::GenExp(x, c) => out.extend(comp_free(&[x], c)),
        _ => for_each_child(e, &mut |c| children_free_expr(c, out)),
    }
}

/// What a function's header evaluates in the defining scope: defaults and annotations.
fn defaults(p: &Params) -> impl Iterator<Item = &Expr> {
    let all = || {
        p.positional
            .iter()
            .chain(&p.star)
            .chain(&p.kwonly)
            .chain(&p.starstar)
    };
    all()
        .filter_map(|q| q.default.as_ref())
        .chain(all().filter_map(|q| q.annotation.as_ref()))
        .chain(p.returns.as_deref())
}

fn uses_stmt(s: &Stmt, out: &mut Names) {
    match &s.kind {
        StmtKind::ClassDef { bases, body, .. } => {
            out.extend(class_free(body));
            class_bases(bases).for_each(|d| uses_expr(d, out));
        }
        StmtKind::FuncDef { params, body, .. } => {
            out.extend(function_free(params, body));
            defaults(params).for_each(|d| uses_expr(d, out));
        }
        _ => for_each_stmt_part(s, &mut |p| match p {
            Part::E(e) => uses_expr(e, out),
            Part::S(st) => uses_stmt(st, out),
        }),
    }
}

pub fn uses_expr(e: &Expr, out: &mut Names) {
    match &e.kind {
        ExprKind::Name(n) => {
            out.insert(n.clone());
        }
        ExprKind::Walrus(n, v) => {
            out.insert(n.clone());
            uses_expr(v, out);
        }
        ExprKind::Lambda(p, b) => {
            out.extend(lambda_free(p, b));
            defaults(p).for_each(|d| uses_expr(d, out));
        }
        ExprKind::ListComp(x, c) | ExprKind::SetComp(x, c) | ExprKind::GenExp(x, c) => {
            out.extend(comp_free(&[x], c));
        }
        ExprKind::DictComp(k, v, c) => out.extend(comp_free(&[k, v], c)),
        _ => for_each_child(e, &mut |c| uses_expr(c, out)),
    }
}

pub enum Part<'a> {
    E(&'a Expr),
    S(&'a Stmt),
}

/// Visits the expressions and nested statements of one statement (not nested function bodies).
fn for_each_stmt_part<'a>(s: &'a Stmt, f: &mut dyn FnMut(Part<'a>)) {
    let fe = |e: &'a Expr, f: &mut dyn FnMut(Part<'a>)| f(Part::E(e));
    match &s.kind {
        StmtKind::Expr(e) => fe(e, f),
        StmtKind::Assign(ts, v) => {
            ts.iter().for_each(|t| f(Part::E(t)));
            f(Part::E(v))
        }
        StmtKind::AugAssign(t, _, v) => {
            f(Part::E(t));
            f(Part::E(v))
        }
        StmtKind::AnnAssign(t, a, v) => {
            f(Part::E(t));
            f(Part::E(a));
            v.iter().for_each(|x| f(Part::E(x)))
        }
        StmtKind::Del(ts) => ts.iter().for_each(|t| f(Part::E(t))),
        StmtKind::Return(v) => v.iter().for_each(|x| f(Part::E(x))),
        StmtKind::Raise(a, b) => a.iter().chain(b).for_each(|x| f(Part::E(x))),
        StmtKind::Assert(a, b) => {
            f(Part::E(a));
            b.iter().for_each(|x| f(Part::E(x)))
        }
        StmtKind::If(c, x, y) | StmtKind::While(c, x, y) => {
            f(Part::E(c));
            x.iter().chain(y).for_each(|st| f(Part::S(st)))
        }
        StmtKind::For(t, it, x, y) => {
            f(Part::E(t));
            f(Part::E(it));
            x.iter().chain(y).for_each(|st| f(Part::S(st)))
        }
        StmtKind::Try {
            body,
            handlers,
            orelse,
            finally,
        } => {
            body.iter()
                .chain(orelse)
                .chain(finally)
                .for_each(|st| f(Part::S(st)));
            for h in handlers {
                h.typ.iter().for_each(|x| f(Part::E(x)));
                h.body.iter().for_each(|st| f(Part::S(st)));
            }
        }
        StmtKind::With(items, body) => {
            for (e, t) in items {
                f(Part::E(e));
                t.iter().for_each(|x| f(Part::E(x)));
            }
            body.iter().for_each(|st| f(Part::S(st)))
        }
        StmtKind::Match(subject, cases) => {
            f(Part::E(subject));
            for c in cases {
                let mut exprs = Vec::new();
                c.pattern.exprs(&mut exprs);
                exprs.into_iter().for_each(|e| f(Part::E(e)));
                c.guard.iter().for_each(|g| f(Part::E(g)));
                c.body.iter().for_each(|st| f(Part::S(st)));
            }
        }
        _ => {}
    }
}

pub fn for_each_child(e: &Expr, f: &mut dyn FnMut(&Expr)) {
    match &e.kind {
        ExprKind::List(v) | ExprKind::Tuple(v) | ExprKind::Set(v) => v.iter().for_each(f),
        ExprKind::Dict(items) => {
            for (k, v) in items {
                k.iter().for_each(&mut *f);
                f(v);
            }
        }
        ExprKind::Starred(x) | ExprKind::Unary(_, x) | ExprKind::Attr(x, _) => f(x),
        ExprKind::Bin(_, a, b)
        | ExprKind::And(a, b)
        | ExprKind::Or(a, b)
        | ExprKind::Index(a, b) => {
            f(a);
            f(b)
        }
        ExprKind::Compare(a, rest) => {
            f(a);
            rest.iter().for_each(|(_, x)| f(x))
        }
        ExprKind::IfExp(a, b, c) => {
            f(a);
            f(b);
            f(c)
        }
        ExprKind::Call(func, args) => {
            f(func);
            for a in args {
                match a {
                    Arg::Pos(x) | Arg::Star(x) | Arg::Kw(_, x) | Arg::StarStar(x) => f(x),
                }
            }
        }
        ExprKind::Slice(a, b, c) => a.iter().chain(b).chain(c).for_each(|x| f(x)),
        ExprKind::FStr(parts) => fparts(parts, f),
        ExprKind::ListComp(x, c) | ExprKind::SetComp(x, c) | ExprKind::GenExp(x, c) => {
            f(x);
            comps(c, f)
        }
        ExprKind::DictComp(k, v, c) => {
            f(k);
            f(v);
            comps(c, f)
        }
        ExprKind::Lambda(_, b) => f(b),
        ExprKind::Yield(x) => x.iter().for_each(|x| f(x)),
        ExprKind::YieldFrom(x) => f(x),
        ExprKind::Walrus(_, x) => f(x),
        _ => {}
    }
}

fn comps(c: &[Comp], f: &mut dyn FnMut(&Expr)) {
    for x in c {
        f(&x.iter);
        x.conds.iter().for_each(&mut *f);
    }
}

fn fparts(parts: &[FPart], f: &mut dyn FnMut(&Expr)) {
    for p in parts {
        if let FPart::Expr { expr, spec, .. } = p {
            f(expr);
            fparts(spec, f);
        }
    }
}
