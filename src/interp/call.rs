//! Calling functions: argument binding, frames, the recursion limit and the call trace.
use super::error::{RtErr, RtResult, TraceEntry, type_err};
use super::exec::{Flow, at};
use super::value::{Function, Key, Value};
use super::{Frame, Interp};
use crate::interp::value::Map;
use crate::ir::Span;
use std::cell::RefCell;
use std::rc::Rc;

impl Interp {
    /// Calls `func` from a call site; errors get the site's location and a trace entry.
    pub fn call_at(
        &mut self,
        func: &Value,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
        src: u32,
        span: Span,
    ) -> RtResult<Value> {
        match func {
            Value::Func(fun) => {
                self.tick().map_err(|e| at(e, src, span))?;
                self.call_function(fun, args, kw).map_err(|mut e| {
                    if e.at.is_none() {
                        e.at = Some((src, span));
                    } else {
                        e.trace.insert(
                            0,
                            TraceEntry {
                                func: fun.code.name.clone(),
                                src,
                                span,
                            },
                        );
                    }
                    e
                })
            }
            // A native that ran gpa code (a stdlib function, a user callback) returns an error
            // located there: the call site joins the trace, so the user's line is shown too.
            Value::Native(n) => self.call(func, args, kw).map_err(|mut e| {
                if e.at.is_some() {
                    let func = n.name.clone();
                    e.trace.insert(0, TraceEntry { func, src, span });
                }
                at(e, src, span)
            }),
            _ => self.call(func, args, kw).map_err(|e| at(e, src, span)),
        }
    }

    pub fn call_method_at(
        &mut self,
        obj: &Value,
        name: &Rc<str>,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
        src: u32,
        span: Span,
    ) -> RtResult<Value> {
        match obj {
            Value::Module(m) => {
                let f = m
                    .get(name)
                    .ok_or_else(|| at(self.no_module_attr(m, name), src, span))?;
                self.call_at(&f, args, kw, src, span)
            }
            _ => crate::builtins::methods::call_method(self, obj, name, args, kw)
                .map_err(|e| at(e, src, span)),
        }
    }

    /// Calls any callable value.
    pub fn call(
        &mut self,
        func: &Value,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> RtResult<Value> {
        match func {
            Value::Func(f) => {
                self.tick()?;
                self.call_function(f, args, kw)
            }
            Value::Native(n) => {
                // String and time arrays take their own paths through the numpy namespace.
                if let Some(r) = crate::builtins::numpy::records::calls::dispatch(self, n, args, kw)
                {
                    return r;
                }
                if let Some(r) = crate::builtins::numpy::times::calls::dispatch(self, n, args, kw) {
                    return r;
                }
                if let Some(r) = crate::builtins::numpy::strings::calls::dispatch(self, n, args, kw)
                {
                    return r;
                }
                (n.f.clone())(self, args, kw)
            }
            Value::Method(m) => {
                let (obj, name) = &**m;
                crate::builtins::methods::call_method(self, obj, name, args, kw)
            }
            Value::Type(t) => crate::builtins::types::construct(self, *t, args, kw),
            Value::Class(c) => {
                self.tick()?;
                self.instantiate(c, args, kw)
            }
            Value::Bound(b) => {
                let (obj, f) = &**b;
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(obj.clone());
                all.extend_from_slice(args);
                self.call(f, &all, kw)
            }
            Value::Instance(_) if let Some(f) = self.special(func, "__call__") => {
                self.call(&f, args, kw)
            }
            // A built-in method taken from its type (`object.__hash__`): a function.
            Value::Descr(d) if let super::class::Descr::Method(f) = &**d => {
                let f = f.clone();
                self.call(&f, args, kw)
            }
            Value::DType(d, true) => crate::builtins::numpy::scalar_of(self, *d, args),
            // A namespace that is also a constructor (`cp.cuda.Stream(...)`, `Stream.null`).
            Value::Module(m) if m.get("__call__").is_some() => {
                let f = m.get("__call__").unwrap_or(Value::None);
                self.call(&f, args, kw)
            }
            other => Err(type_err(format!(
                "'{}' object is not callable",
                other.type_name()
            ))),
        }
    }

    pub fn call_function(
        &mut self,
        fun: &Rc<Function>,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
    ) -> RtResult<Value> {
        self.check_depth()?;
        let code = &fun.code;
        let mut locals = self.spare_locals.pop().unwrap_or_default();
        locals.resize(code.nlocals as usize, Value::Undef);
        let p = &code.params;
        if kw.is_empty() && !p.star && args.len() == p.npos && p.kwonly == 0 && !p.starstar {
            for (slot, a) in locals.iter_mut().zip(args) {
                *slot = a.quick_clone();
            }
        } else {
            self.bind_args(fun, args, kw, &mut locals)?;
        }
        let mut cells = fun.captured.clone();
        for _ in 0..code.ncells {
            cells.push(Rc::new(RefCell::new(Value::Undef)));
        }
        for (pi, ci) in &code.cell_params {
            *cells[*ci as usize].borrow_mut() =
                std::mem::replace(&mut locals[*pi as usize], Value::Undef);
        }
        let mut frame = Frame {
            locals,
            cells,
            module: fun.module.clone(),
            src: code.src,
        };
        if code.generator {
            return super::generator::make(fun, frame);
        }
        self.depth += 1;
        // The caller's statement is running again after the call: work it queues is its.
        let caller = crate::lazy::current_site();
        self.call_origins.push(caller);
        let r = crate::stack::maybe_grow(128 * 1024, 4 * 1024 * 1024, || {
            code.compiled().run(self, &mut frame)
        });
        self.call_origins.pop();
        crate::lazy::set_origin(caller.0, caller.1);
        self.depth -= 1;
        let mut locals = std::mem::take(&mut frame.locals);
        locals.clear();
        if self.spare_locals.len() < 64 {
            self.spare_locals.push(locals);
        }
        match r? {
            Flow::Return(v) => Ok(v),
            _ => Ok(Value::None),
        }
    }

    fn bind_args(
        &mut self,
        fun: &Function,
        args: &[Value],
        kw: &[(Rc<str>, Value)],
        locals: &mut [Value],
    ) -> RtResult<()> {
        let code = &fun.code;
        let p = &code.params;
        let fname = &code.qualname;
        let npos = p.npos;
        // Positional parameters.
        for (i, a) in args.iter().enumerate().take(npos) {
            locals[i] = a.clone();
        }
        let mut idx = npos;
        if p.star {
            let extra: Vec<Value> = args.iter().skip(npos).cloned().collect();
            locals[idx] = Value::tuple(extra);
            idx += 1;
        } else if args.len() > npos {
            let takes = match fun.defaults.len() {
                0 => npos.to_string(),
                d => format!("from {} to {npos}", npos - d),
            };
            let kwonly = &p.names[npos..npos + p.kwonly];
            let kwonly_given = kw.iter().filter(|(n, _)| kwonly.contains(n)).count();
            return Err(too_many_positional(fname, &takes, args.len(), kwonly_given));
        }
        let kw_start = idx;
        let starstar_slot = if p.starstar {
            Some(kw_start + p.kwonly)
        } else {
            None
        };
        let mut extra_kw: Map<Key, Value> = Map::default();
        let mut posonly_by_kw = Vec::new();
        for (name, v) in kw {
            let pos = p.names.iter().position(|n| n == name);
            match pos {
                // A positional-only parameter's name goes to **kwargs, if there is one.
                Some(i) if i < p.posonly && starstar_slot.is_none() => {
                    posonly_by_kw.push(name.to_string());
                }
                Some(i) if i < p.posonly => {
                    extra_kw.insert(Key(Value::Str(name.clone())), v.clone());
                }
                Some(i) if i < npos || (i >= kw_start && i < kw_start + p.kwonly) => {
                    if !matches!(locals[i], Value::Undef) {
                        return Err(type_err(format!(
                            "{fname}() got multiple values for argument '{name}'"
                        )));
                    }
                    locals[i] = v.clone();
                }
                _ => {
                    if starstar_slot.is_some() {
                        extra_kw.insert(Key(Value::Str(name.clone())), v.clone());
                    } else {
                        return Err(type_err(format!(
                            "{fname}() got an unexpected keyword argument '{name}'"
                        )));
                    }
                }
            }
        }
        if !posonly_by_kw.is_empty() {
            return Err(type_err(format!(
                "{fname}() got some positional-only arguments passed as keyword arguments: '{}'",
                posonly_by_kw.join(", ")
            )));
        }
        // Defaults and missing arguments.
        let first_default = npos - fun.defaults.len();
        let mut missing = Vec::new();
        for (i, slot) in locals.iter_mut().enumerate().take(npos) {
            if matches!(slot, Value::Undef) {
                if i >= first_default {
                    *slot = fun.defaults[i - first_default].clone();
                } else {
                    missing.push(format!("'{}'", p.names[i]));
                }
            }
        }
        if !missing.is_empty() {
            return Err(type_err(format!(
                "{fname}() missing {} required positional argument{}: {}",
                missing.len(),
                if missing.len() == 1 { "" } else { "s" },
                join_names(&missing)
            )));
        }
        let mut missing_kw = Vec::new();
        for k in 0..p.kwonly {
            let i = kw_start + k;
            if matches!(locals[i], Value::Undef) {
                match &fun.kwdefaults[k] {
                    Some(d) => locals[i] = d.clone(),
                    None => missing_kw.push(format!("'{}'", p.names[i])),
                }
            }
        }
        if !missing_kw.is_empty() {
            return Err(type_err(format!(
                "{fname}() missing {} required keyword-only argument{}: {}",
                missing_kw.len(),
                if missing_kw.len() == 1 { "" } else { "s" },
                join_names(&missing_kw)
            )));
        }
        if let Some(s) = starstar_slot {
            locals[s] = Value::Dict(Rc::new(RefCell::new(extra_kw)));
        }
        Ok(())
    }
}

/// `'a'`, `'a' and 'b'`, `'a', 'b', and 'c'`: CPython's list of argument names.
pub(crate) fn join_names(v: &[String]) -> String {
    match v.len() {
        1 => v[0].clone(),
        2 => format!("{} and {}", v[0], v[1]),
        _ => format!("{}, and {}", v[..v.len() - 1].join(", "), v[v.len() - 1]),
    }
}

/// CPython's TypeError for too many positional arguments: `takes` is "2" or "from 1 to 3";
/// keyword-only arguments passed as well are counted in it.
pub fn too_many_positional(
    fname: &str,
    takes: &str,
    given: usize,
    kwonly_given: usize,
) -> Box<RtErr> {
    let s = |n: usize| if n == 1 { "" } else { "s" };
    let also = match kwonly_given {
        0 => String::new(),
        k => format!(
            " positional argument{} (and {k} keyword-only argument{})",
            s(given),
            s(k)
        ),
    };
    let verb = if given == 1 && kwonly_given == 0 {
        "was"
    } else {
        "were"
    };
    type_err(format!(
        "{fname}() takes {takes} positional argument{} but {given}{also} {verb} given",
        if takes == "1" { "" } else { "s" }
    ))
}
