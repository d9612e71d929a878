//! The introspection attributes of user functions: `__defaults__`, `__kwdefaults__`,
//! `__code__` (a record of the `co_*` fields scripts read), `__closure__`, `__globals__`
//! and `__dict__`, as CPython gives them.

use crate::interp::Interp;
use crate::interp::value::Map;
use crate::interp::value::{Function, Key, Module, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// The attribute `name` of a user function, or `None` when it is not one of these.
pub fn get(it: &Interp, f: &Rc<Function>, name: &str) -> Option<Value> {
    Some(match name {
        "__defaults__" if f.defaults.is_empty() => Value::None,
        "__defaults__" => Value::tuple(f.defaults.clone()),
        "__kwdefaults__" => kwdefaults(f),
        "__code__" => code(it, f),
        "__closure__" if f.captured.is_empty() => Value::None,
        "__closure__" => Value::tuple(f.captured.iter().map(cell).collect()),
        "__globals__" => crate::builtins::dynamic::namespace_view(f.module.clone()),
        "__dict__" => {
            let d: Map<Key, Value> = f
                .attrs
                .borrow()
                .iter()
                .filter(|(k, _)| k.as_str() != "__annotations__")
                .map(|(k, v)| (Key(Value::str(k)), v.clone()))
                .collect();
            Value::Dict(Rc::new(RefCell::new(d)))
        }
        "__type_params__" => Value::tuple(Vec::new()),
        _ => return None,
    })
}

/// The keyword-only parameters that have defaults, by name (None when none has).
fn kwdefaults(f: &Function) -> Value {
    let p = &f.code.params;
    let first_kw = p.npos + usize::from(p.star);
    let d: Map<Key, Value> = f
        .kwdefaults
        .iter()
        .enumerate()
        .filter_map(|(k, d)| {
            let d = d.as_ref()?;
            Some((Key(Value::Str(p.names[first_kw + k].clone())), d.clone()))
        })
        .collect();
    if d.is_empty() {
        Value::None
    } else {
        Value::Dict(Rc::new(RefCell::new(d)))
    }
}

/// CPython's code flags that scripts test: optimized | newlocals, varargs, varkeywords,
/// nested, generator.
fn flags(f: &Function) -> i64 {
    let p = &f.code.params;
    let mut flags = 0x1 | 0x2;
    if p.star {
        flags |= 0x4;
    }
    if p.starstar {
        flags |= 0x8;
    }
    if f.code.qualname.contains('.') {
        flags |= 0x10;
    }
    if f.code.generator {
        flags |= 0x20;
    }
    flags
}

/// `f.__code__`: the parameter counts and names, the file and first line. `co_varnames`
/// lists the parameters in CPython's order (positional, keyword-only, `*args`, `**kwargs`);
/// gpa's other locals are not named there.
fn code(it: &Interp, f: &Function) -> Value {
    let c = &f.code;
    let p = &c.params;
    let (file, line) = it
        .sources
        .get(c.src as usize)
        .map_or(("<unknown>".to_string(), 1), |s| {
            let at = crate::diag::line_col(&s.text, c.span.0).0;
            (s.name.clone(), at)
        });
    let star = p.star.then(|| p.names[p.npos].clone());
    let first_kw = p.npos + usize::from(p.star);
    let mut varnames: Vec<Value> = p.names[..p.npos].iter().cloned().map(Value::Str).collect();
    varnames.extend(
        p.names[first_kw..first_kw + p.kwonly]
            .iter()
            .cloned()
            .map(Value::Str),
    );
    varnames.extend(star.map(Value::Str));
    if p.starstar {
        varnames.push(Value::Str(p.names[first_kw + p.kwonly].clone()));
    }
    let repr = format!(
        "<code object {} at 0x{:x}, file \"{file}\", line {line}>",
        c.name,
        Rc::as_ptr(c) as usize
    );
    let r = Module::record("code", repr.clone(), repr);
    r.set("co_name", Value::Str(c.name.clone()));
    r.set("co_qualname", Value::Str(c.qualname.clone()));
    r.set("co_argcount", Value::Int(p.npos as i64));
    r.set("co_posonlyargcount", Value::Int(p.posonly as i64));
    r.set("co_kwonlyargcount", Value::Int(p.kwonly as i64));
    r.set("co_nlocals", Value::Int(varnames.len() as i64));
    r.set("co_varnames", Value::tuple(varnames));
    r.set("co_filename", Value::str(&file));
    r.set("co_firstlineno", Value::Int(line as i64));
    r.set("co_flags", Value::Int(flags(f)));
    Value::Module(r)
}

/// A closure cell: its `cell_contents` as the cell holds it now.
fn cell(c: &Rc<RefCell<Value>>) -> Value {
    let repr = format!("<cell at 0x{:x}>", Rc::as_ptr(c) as usize);
    let r = Module::record("cell", repr.clone(), repr);
    r.set("cell_contents", c.borrow().clone());
    Value::Module(r)
}
