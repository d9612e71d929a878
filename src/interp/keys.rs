//! Dict keys and set members of classes with their own `__hash__` and `__eq__`.
//!
//! Hashing and equality inside a dict cannot call back into the interpreter, so `key`
//! calls them first: the object's `__hash__` gives its hash, and `__eq__` against the
//! objects seen before with that hash gives its equality class (a number). The dict then
//! compares keys by that class. As in Python, a key must keep its hash and equality while
//! it is in a dict.
use super::Interp;
use super::class::Instance;
use super::error::{RtResult, type_err};
use super::value::{Key, Value};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

#[derive(Default)]
pub struct KeyClasses {
    by_hash: HashMap<i64, Vec<(Weak<Instance>, u64)>>,
    next: u64,
}

impl Interp {
    /// `v` as a dict key or set member (`TypeError` when it is unhashable).
    pub fn key(&mut self, v: Value) -> RtResult<Key> {
        self.prepare_key(&v)?;
        Key::new(v)
    }

    fn prepare_key(&mut self, v: &Value) -> RtResult<()> {
        match v {
            Value::Tuple(t) => t.iter().try_for_each(|x| self.prepare_key(x)),
            Value::Named(n) => n.items.iter().try_for_each(|x| self.prepare_key(x)),
            Value::Instance(_) if let Some(p) = super::builtin_base::plain_key(v) => {
                self.prepare_key(&p)
            }
            Value::Instance(i) if own_hash(i) => {
                let h = self
                    .call_special(v, "__hash__", &[])
                    .unwrap_or(Ok(Value::None))?;
                let Value::Int(h) = h else {
                    return Err(type_err("__hash__ method should return an integer"));
                };
                if let Some((old, _)) = i.key_id.get()
                    && old == h
                {
                    return Ok(());
                }
                let id = self.equality_class(v, i, h)?;
                i.key_id.set(Some((h, id)));
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The class of the objects seen with hash `h` that `v` equals, or a new one.
    fn equality_class(&mut self, v: &Value, i: &Rc<Instance>, h: i64) -> RtResult<u64> {
        let mut seen = self.key_classes.by_hash.remove(&h).unwrap_or_default();
        seen.retain(|(w, _)| w.strong_count() > 0);
        let mut found = None;
        for (w, id) in &seen {
            let Some(other) = w.upgrade() else { continue };
            if Rc::ptr_eq(&other, i) {
                continue;
            }
            let eq = self.compare(crate::ir::CmpOp::Eq, v, &Value::Instance(other));
            match eq.and_then(|e| self.truth(&e)) {
                Ok(true) => {
                    found = Some(*id);
                    break;
                }
                Ok(false) => {}
                Err(e) => {
                    self.key_classes.by_hash.insert(h, seen);
                    return Err(e);
                }
            }
        }
        let id = found.unwrap_or_else(|| {
            self.key_classes.next += 1;
            self.key_classes.next
        });
        seen.push((Rc::downgrade(i), id));
        self.key_classes.by_hash.insert(h, seen);
        Ok(id)
    }
}

/// A class that defines `__hash__` (not None), other than a dataclass's generated one.
fn own_hash(i: &Instance) -> bool {
    !crate::builtins::dataclasses::hashes_fields(&i.class)
        && matches!(i.class.lookup("__hash__"), Some(f) if !matches!(f, Value::None))
}
