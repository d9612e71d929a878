//! `match` statements: trying each case's pattern against the subject, binding captures as
//! it goes (as CPython, a failed case may leave some of its names bound).
use super::error::{RtResult, type_err};
use super::exec::{Flow, at};
use super::value::{BuiltinType, Key, TypeObj, Value};
use super::{Frame, Interp};
use crate::ir::*;
use std::rc::Rc;

/// What a pattern sees of the subject: a sequence's items, a mapping, or neither.
enum Shape {
    Seq(Vec<Value>),
    Map(Value),
    Other,
}

impl Interp {
    pub(super) fn exec_match(
        &mut self,
        subject: &Ex,
        cases: &[Case],
        f: &mut Frame,
        sp: Span,
    ) -> RtResult<Flow> {
        let v = self.eval(subject, f).map_err(|e| at(e, f.src, sp))?;
        for c in cases {
            if !self
                .match_pat(&c.pat, &v, f)
                .map_err(|e| at(e, f.src, sp))?
            {
                continue;
            }
            if let Some(g) = &c.guard {
                let g = self.eval(g, f).map_err(|e| at(e, f.src, sp))?;
                if !self.truth(&g).map_err(|e| at(e, f.src, sp))? {
                    continue;
                }
            }
            return self.exec_block(&c.body, f);
        }
        Ok(Flow::Normal)
    }

    fn match_pat(&mut self, p: &Pat, v: &Value, f: &mut Frame) -> RtResult<bool> {
        Ok(match p {
            Pat::Wild => true,
            Pat::Capture(s) => {
                self.store_slot(*s, v.clone(), f);
                true
            }
            Pat::Value(e, identity) => {
                let want = self.eval(e, f)?;
                match identity {
                    true => want.is(v),
                    false => {
                        let eq = self.compare(CmpOp::Eq, v, &want)?;
                        self.truth(&eq)?
                    }
                }
            }
            Pat::Seq(items, star) => {
                let Some(n) = self.seq_len(v)? else {
                    return Ok(false);
                };
                // The length decides first, so a long subject is not copied for nothing.
                let fits = match star {
                    None => n == items.len(),
                    Some(_) => n + 1 >= items.len(),
                };
                if !fits {
                    return Ok(false);
                }
                let Shape::Seq(elems) = self.shape(v)? else {
                    return Ok(false);
                };
                self.match_seq(items, star, &elems, f)?
            }
            Pat::Map(pairs, rest) => {
                let Shape::Map(m) = self.shape(v)? else {
                    return Ok(false);
                };
                self.match_map(pairs, rest, &m, f)?
            }
            Pat::Class(c) => self
                .match_class(c, v, f)
                .map_err(|e| at(e, f.src, c.span))?,
            Pat::Or(alts) => {
                for a in alts {
                    if self.match_pat(a, v, f)? {
                        return Ok(true);
                    }
                }
                false
            }
            Pat::As(inner, s) => {
                let ok = self.match_pat(inner, v, f)?;
                if ok {
                    self.store_slot(*s, v.clone(), f);
                }
                ok
            }
        })
    }

    /// The length of a sequence subject (None for anything else), without copying it.
    fn seq_len(&mut self, v: &Value) -> RtResult<Option<usize>> {
        let own = super::builtin_base::payload(v);
        Ok(match own.as_ref().unwrap_or(v) {
            Value::List(l) => Some(l.borrow().len()),
            Value::Tuple(t) => Some(t.len()),
            Value::Named(n) => Some(n.items.len()),
            Value::Range(r) => Some(super::value::range_len(r.0, r.1, r.2) as usize),
            Value::Instance(i) if i.class.lineage().any(|c| &*c.name == "deque") => {
                let n = self.call_method(v, "__len__", &[])?;
                Some(crate::builtins::want_int(&n, "__len__")? as usize)
            }
            _ => None,
        })
    }

    /// Sequences are lists, tuples and ranges (and classes deriving from them); strings,
    /// bytes and arrays are not, as in Python. Mappings are dicts and their subclasses.
    fn shape(&mut self, v: &Value) -> RtResult<Shape> {
        let own = super::builtin_base::payload(v);
        let inner = own.as_ref().unwrap_or(v);
        Ok(match inner {
            Value::List(_) | Value::Tuple(_) | Value::Named(_) | Value::Range(_) => {
                Shape::Seq(self.to_vec(inner)?)
            }
            // collections.deque (a gpa class) is a sequence too.
            Value::Instance(i) if i.class.lineage().any(|c| &*c.name == "deque") => {
                Shape::Seq(self.to_vec(v)?)
            }
            Value::Dict(_) => Shape::Map(v.clone()),
            // collections' OrderedDict, defaultdict and Counter (gpa classes over `_Mapping`).
            Value::Instance(i) if i.class.mro.iter().any(|c| &*c.name == "_Mapping") => {
                Shape::Map(v.clone())
            }
            _ => Shape::Other,
        })
    }

    fn match_seq(
        &mut self,
        items: &[Pat],
        star: &Option<(usize, Option<Slot>)>,
        elems: &[Value],
        f: &mut Frame,
    ) -> RtResult<bool> {
        let n = items.len();
        let Some((k, slot)) = star else {
            if elems.len() != n {
                return Ok(false);
            }
            for (p, e) in items.iter().zip(elems) {
                if !self.match_pat(p, e, f)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        };
        let (k, after) = (*k, n - k - 1);
        if elems.len() < n - 1 {
            return Ok(false);
        }
        for (p, e) in items[..k].iter().zip(elems) {
            if !self.match_pat(p, e, f)? {
                return Ok(false);
            }
        }
        let tail = elems.len() - after;
        for (p, e) in items[k + 1..].iter().zip(&elems[tail..]) {
            if !self.match_pat(p, e, f)? {
                return Ok(false);
            }
        }
        if let Some(s) = slot {
            self.store_slot(*s, Value::list(elems[k..tail].to_vec()), f);
        }
        Ok(true)
    }

    fn match_map(
        &mut self,
        pairs: &[(Ex, Pat)],
        rest: &Option<Slot>,
        m: &Value,
        f: &mut Frame,
    ) -> RtResult<bool> {
        let own = super::builtin_base::payload(m);
        let dict = match own.as_ref().unwrap_or(m) {
            Value::Dict(d) => Some(d.clone()),
            _ => None,
        };
        let mut used: Vec<Key> = Vec::new();
        for (k, p) in pairs {
            let key = self.eval(k, f)?;
            let k = self.key(key.clone())?;
            if used.contains(&k) {
                return Err(super::error::value_err(format!(
                    "mapping pattern checks duplicate key ({})",
                    self.repr(&key)?
                )));
            }
            used.push(k.clone());
            // Looked up as `.get` does: a defaultdict's factory is not called.
            let found = match &dict {
                Some(d) => d.borrow().get(&k).cloned(),
                None => {
                    let has = self.call_method(m, "__contains__", std::slice::from_ref(&key))?;
                    match self.truth(&has)? {
                        true => Some(self.call_method(m, "get", &[key])?),
                        false => None,
                    }
                }
            };
            match found {
                Some(x) if self.match_pat(p, &x, f)? => {}
                _ => return Ok(false),
            }
        }
        if let Some(s) = rest {
            let items = match &dict {
                Some(d) => d
                    .borrow()
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
                // Any other mapping: copied with `dict(m)`, as CPython does.
                None => {
                    let dict = Value::Type(TypeObj::Builtin(BuiltinType::Dict));
                    match self.call(&dict, std::slice::from_ref(m), &[])? {
                        Value::Dict(d) => d
                            .borrow()
                            .iter()
                            .map(|(k, v)| (k.clone(), v.clone()))
                            .collect(),
                        _ => Vec::new(),
                    }
                }
            };
            let left: crate::interp::value::Map<Key, Value> = items
                .into_iter()
                .filter(|(k, _)| !used.contains(k))
                .collect();
            self.store_slot(*s, Value::Dict(Rc::new(std::cell::RefCell::new(left))), f);
        }
        Ok(true)
    }

    fn call_method(&mut self, o: &Value, name: &str, args: &[Value]) -> RtResult<Value> {
        crate::builtins::methods::call_method(self, o, &Rc::from(name), args, &[])
    }

    fn match_class(&mut self, c: &ClassPat, v: &Value, f: &mut Frame) -> RtResult<bool> {
        let cls = self.eval(&c.cls, f)?;
        if !matches!(cls, Value::Class(_) | Value::Type(_)) {
            return Err(type_err("called match pattern must be a type"));
        }
        let is = crate::builtins::functions::isinstance(self, &[v.clone(), cls.clone()], &[])?;
        if !is.truthy() {
            return Ok(false);
        }
        let name = match &cls {
            Value::Class(k) => k.name.to_string(),
            Value::Type(t) => t.name().to_string(),
            _ => unreachable!(),
        };
        // These built-in types match their one positional sub-pattern against the subject.
        let whole = matches!(
            cls,
            Value::Type(TypeObj::Builtin(
                BuiltinType::Bool
                    | BuiltinType::Bytes
                    | BuiltinType::Dict
                    | BuiltinType::Float
                    | BuiltinType::FrozenSet
                    | BuiltinType::Int
                    | BuiltinType::List
                    | BuiltinType::Set
                    | BuiltinType::Str
                    | BuiltinType::Tuple
            ))
        );
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let mut attrs: Vec<Rc<str>> = Vec::new();
        if whole && !c.pos.is_empty() {
            if c.pos.len() > 1 {
                return Err(type_err(format!(
                    "{name}() accepts 1 positional sub-pattern ({} given)",
                    c.pos.len()
                )));
            }
            if !self.match_pat(&c.pos[0], v, f)? {
                return Ok(false);
            }
        } else if !c.pos.is_empty() {
            // A named tuple's fields are its match arguments, as CPython's namedtuple sets.
            let args = match self.get_attr(&cls, &Rc::from("__match_args__")) {
                Ok(a) => a,
                Err(_) if matches!(cls, Value::Type(TypeObj::Named(_))) => self
                    .get_attr(&cls, &Rc::from("_fields"))
                    .unwrap_or_else(|_| Value::tuple(vec![])),
                Err(_) => Value::tuple(vec![]),
            };
            let Value::Tuple(args) = args else {
                return Err(type_err(format!(
                    "{name}.__match_args__ must be a tuple (got {})",
                    args.type_name()
                )));
            };
            if c.pos.len() > args.len() {
                return Err(type_err(format!(
                    "{name}() accepts {} positional sub-pattern{} ({} given)",
                    args.len(),
                    plural(args.len()),
                    c.pos.len()
                )));
            }
            for (p, a) in c.pos.iter().zip(args.iter()) {
                let Value::Str(a) = a else {
                    return Err(type_err(format!(
                        "__match_args__ elements must be strings (got {})",
                        a.type_name()
                    )));
                };
                if attrs.contains(a) {
                    return Err(type_err(format!(
                        "{name}() got multiple sub-patterns for attribute '{a}'"
                    )));
                }
                attrs.push(a.clone());
                if !self.match_attr(v, a, p, f)? {
                    return Ok(false);
                }
            }
        }
        for (a, p) in &c.kw {
            if attrs.contains(a) {
                return Err(type_err(format!(
                    "{name}() got multiple sub-patterns for attribute '{a}'"
                )));
            }
            if !self.match_attr(v, a, p, f)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// An attribute the subject lacks fails the match (no error), as in Python.
    fn match_attr(&mut self, v: &Value, a: &Rc<str>, p: &Pat, f: &mut Frame) -> RtResult<bool> {
        match self.get_attr(v, a) {
            Ok(x) => self.match_pat(p, &x, f),
            Err(e) if e.exc_type() == super::error::ExcType::AttributeError => Ok(false),
            Err(e) => Err(e),
        }
    }
}
