//! Assignment: plain, unpacking (with a starred target), augmented and `del`.
use super::arrays::arr_err;
use super::error::{ExcType, RtResult, err};
use super::exec::at;
use super::value::{Key, Value};
use super::{Frame, Interp};
use crate::ir::*;
use indexmap::IndexSet;

impl Interp {
    #[inline]
    pub(super) fn store_slot(&mut self, s: Slot, v: Value, f: &mut Frame) {
        match s {
            Slot::Local(i) => f.locals[i as usize] = v,
            Slot::Cell(i) => *f.cells[i as usize].borrow_mut() = v,
            Slot::Global(i) => f.module.globals.borrow_mut()[i as usize] = v,
        }
    }

    pub fn assign(&mut self, t: &Target, v: Value, f: &mut Frame) -> RtResult<()> {
        match t {
            Target::Slot(s, _) => {
                self.store_slot(*s, v, f);
                Ok(())
            }
            Target::Index(o, i, sp) => {
                let o = self.eval(o, f)?;
                let i = self.eval(i, f)?;
                self.set_item(&o, i, v).map_err(|e| at(e, f.src, *sp))
            }
            Target::Attr(o, n, sp) if &**n == "shape" => {
                self.assign_shape(o, v, f).map_err(|e| at(e, f.src, *sp))
            }
            Target::Attr(o, n, sp) => {
                let o = self.eval(o, f)?;
                self.set_attr(&o, n, v).map_err(|e| at(e, f.src, *sp))
            }
            Target::Unpack(ts, star, sp) => {
                let items = self.to_vec(&v).map_err(|e| at(e, f.src, *sp))?;
                let n = ts.len();
                match star {
                    None => {
                        if items.len() != n {
                            let msg = if items.len() > n {
                                format!("too many values to unpack (expected {n})")
                            } else {
                                format!(
                                    "not enough values to unpack (expected {n}, got {})",
                                    items.len()
                                )
                            };
                            return Err(at(err(ExcType::ValueError, msg), f.src, *sp));
                        }
                        for (t, x) in ts.iter().zip(items) {
                            self.assign(t, x, f)?;
                        }
                    }
                    Some(k) => {
                        let k = *k;
                        if items.len() < n - 1 {
                            return Err(at(
                                err(
                                    ExcType::ValueError,
                                    format!(
                                        "not enough values to unpack (expected at least {}, got {})",
                                        n - 1,
                                        items.len()
                                    ),
                                ),
                                f.src,
                                *sp,
                            ));
                        }
                        let after = n - 1 - k;
                        let mid_end = items.len() - after;
                        let mut it = items.into_iter();
                        for t in &ts[..k] {
                            self.assign(t, it.next().unwrap(), f)?;
                        }
                        let mid: Vec<Value> = it.by_ref().take(mid_end - k).collect();
                        self.assign(&ts[k], Value::list(mid), f)?;
                        for t in &ts[k + 1..] {
                            self.assign(t, it.next().unwrap(), f)?;
                        }
                    }
                }
                Ok(())
            }
        }
    }

    pub(super) fn aug_assign(
        &mut self,
        t: &Target,
        op: BinOp,
        v: &Ex,
        f: &mut Frame,
    ) -> RtResult<()> {
        match t {
            Target::Slot(s, name) => {
                let cur = self.load(*s, name, f)?;
                let rhs = self.eval(v, f)?;
                let r = match super::ops::fast_arith(op, &cur, &rhs) {
                    Some(r) => r,
                    None => self.inplace_op(op, cur, rhs)?,
                };
                self.store_slot(*s, r, f);
                Ok(())
            }
            Target::Index(o, i, sp) => {
                let o = self.eval(o, f)?;
                let i = self.eval(i, f)?;
                let cur = self.get_item(&o, &i).map_err(|e| at(e, f.src, *sp))?;
                let rhs = self.eval(v, f)?;
                let r = self.inplace_op(op, cur, rhs)?;
                self.set_item(&o, i, r).map_err(|e| at(e, f.src, *sp))
            }
            Target::Attr(o, n, sp) => {
                let o = self.eval(o, f)?;
                let cur = self.get_attr(&o, n).map_err(|e| at(e, f.src, *sp))?;
                let rhs = self.eval(v, f)?;
                let r = self.inplace_op(op, cur, rhs)?;
                self.set_attr(&o, n, r).map_err(|e| at(e, f.src, *sp))
            }
            Target::Unpack(..) => Err(err(
                ExcType::SyntaxError,
                "illegal expression for augmented assignment",
            )),
        }
    }

    /// `+=` on a list extends it in place (Python semantics), on an array writes into its
    /// buffer (NumPy semantics); everything else rebinds.
    /// `obj.shape = dims`. An array's shape cannot change in place here (`Array` is shared
    /// and immutable), so the holder is rebound to a view of the new shape: a name, or an
    /// attribute of an object. That is NumPy's result wherever nothing else holds the array;
    /// where something does (another name, a list), it is refused rather than leaving that
    /// holder with the old shape.
    fn assign_shape(&mut self, o: &Ex, v: Value, f: &mut Frame) -> RtResult<()> {
        // The holder: a name (`a.shape`), or an object's attribute (`self.a.shape`).
        let (owner, arr) = match o {
            Ex::Attr(inner, name, _) => {
                let owner = self.eval(inner, f)?;
                let a = self.get_attr(&owner, name)?;
                (Some((owner, name)), a)
            }
            _ => (None, self.eval(o, f)?),
        };
        let a = match &arr {
            Value::Array(a) if !a.scalar => a.clone(),
            _ => return self.set_attr(&arr, "shape", v),
        };
        let dims = match &v {
            Value::Tuple(_) | Value::List(_) => self.to_vec(&v)?,
            _ => vec![v],
        };
        let dims = dims
            .iter()
            .map(|d| crate::builtins::want_int(d, ""))
            .collect::<RtResult<Vec<i64>>>()?;
        let r = self.reshape(&a, &dims)?;
        let same_buffer = |x: &crate::array::Array| x.ready().map(|(b, _)| b);
        let (ab, rb) = (same_buffer(&a), same_buffer(&r));
        let (ab, rb) = (ab.map_err(arr_err)?, rb.map_err(arr_err)?);
        if !std::rc::Rc::ptr_eq(&ab, &rb) {
            return Err(err(
                ExcType::AttributeError,
                "Incompatible shape for in-place modification. Use `.reshape()` to make a copy with the desired shape.",
            ));
        }
        // Held by `arr`, `a` and the holder itself: anything more is another holder.
        let holder = match (o, &owner) {
            (Ex::Load(s, _, _), None) => Some(*s),
            (Ex::LoadClassName(i, ..), None) => Some(crate::ir::Slot::Local(*i)),
            _ => None,
        };
        if std::rc::Rc::strong_count(&a) > 3 || (holder.is_none() && owner.is_none()) {
            return Err(err(
                ExcType::NotImplementedError,
                "gpa cannot change the shape of an array that something else also holds (another name, a container); rebind it instead: a = a.reshape(...)",
            ));
        }
        let r = Value::Array(r);
        match (holder, owner) {
            (Some(s), _) => self.store_slot(s, r, f),
            (None, Some((owner, name))) => self.set_attr(&owner, name, r)?,
            (None, None) => unreachable!("refused above"),
        }
        Ok(())
    }

    pub fn inplace_op(&mut self, op: BinOp, cur: Value, rhs: Value) -> RtResult<Value> {
        // An object's own `__iadd__` (etc.) first; NotImplemented falls back to `+`.
        if let Value::Instance(_) = &cur {
            let name = format!("__i{}__", super::ops::dunder_name(op));
            if let Some(r) = self.call_special(&cur, &name, std::slice::from_ref(&rhs)) {
                let v = r?;
                if !super::class::is_not_implemented(&v) {
                    return Ok(v);
                }
            }
        }
        if let Value::Array(a) = &cur
            && !a.scalar
        {
            let r = self.binop(op, &cur, &rhs)?;
            let Value::Array(r) = r else { return Ok(r) };
            if !crate::array::dtype::can_cast(r.dtype, a.dtype, "same_kind") {
                return Err(err(
                    ExcType::TypeError,
                    format!(
                        "Cannot cast ufunc '{}' output from dtype('{}') to dtype('{}') with casting rule 'same_kind'",
                        super::arrays::array_op_for(op).map_or("?", |o| o.def().name),
                        r.dtype.name(),
                        a.dtype.name()
                    ),
                ));
            }
            crate::array::check_out_shape(&r.shape, &a.shape).map_err(super::arrays::arr_err)?;
            let (buf, lay) = a.ready().map_err(super::arrays::arr_err)?;
            crate::array::write_result(&buf, &lay, a.dtype, r).map_err(super::arrays::arr_err)?;
            return Ok(cur);
        }
        if let Some(r) = crate::builtins::bytearray::inplace(op, &cur, &rhs) {
            return r.map(|_| cur);
        }
        if let (BinOp::Add, Value::List(l)) = (op, &cur) {
            let extra = self.to_vec(&rhs)?;
            l.borrow_mut().extend(extra);
            return Ok(cur);
        }
        if let (BinOp::Mul, Value::List(l), Value::Int(n)) = (op, &cur, &rhs) {
            let items = l.borrow().clone();
            let mut out = Vec::new();
            for _ in 0..(*n).max(0) {
                out.extend(items.iter().cloned());
            }
            *l.borrow_mut() = out;
            return Ok(cur);
        }
        if let (BinOp::BitOr, Value::Dict(d), Value::Dict(o)) = (op, &cur, &rhs) {
            let add: Vec<_> = o
                .borrow()
                .iter()
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            d.borrow_mut().extend(add);
            return Ok(cur);
        }
        if let (Value::Set(s, false), Value::Set(o, _)) = (&cur, &rhs) {
            let other: IndexSet<Key> = o.borrow().clone();
            let mut me = s.borrow_mut();
            match op {
                BinOp::BitOr => me.extend(other),
                BinOp::BitAnd => me.retain(|k| other.contains(k)),
                BinOp::Sub => me.retain(|k| !other.contains(k)),
                BinOp::BitXor => {
                    for k in other {
                        if !me.shift_remove(&k) {
                            me.insert(k);
                        }
                    }
                }
                _ => {
                    drop(me);
                    return self.binop(op, &cur, &rhs);
                }
            }
            drop(me);
            return Ok(cur);
        }
        self.binop(op, &cur, &rhs).map_err(|mut e| {
            // Python names the augmented operator in the message: `+=`.
            if let Value::Exc(x) = &e.exc
                && let Some(Value::Str(m)) = x.args.first()
                && m.starts_with("unsupported operand")
            {
                let sym = super::ops::op_symbol(op);
                let sym = if op == BinOp::Pow { "**" } else { sym };
                let m = m.replacen(
                    &format!("for {}:", super::ops::op_symbol(op)),
                    &format!("for {sym}=:"),
                    1,
                );
                e.exc = Value::exc(x.typ, &m);
            }
            e
        })
    }

    pub(super) fn delete(&mut self, t: &Target, f: &mut Frame) -> RtResult<()> {
        match t {
            Target::Slot(s, name) => {
                self.load(*s, name, f)?;
                self.store_slot(*s, Value::Undef, f);
                Ok(())
            }
            Target::Index(o, i, sp) => {
                let o = self.eval(o, f)?;
                let i = self.eval(i, f)?;
                self.del_item(&o, &i).map_err(|e| at(e, f.src, *sp))
            }
            Target::Attr(o, n, sp) => {
                let o = self.eval(o, f)?;
                let r = self.instance_delattr(&o, n).unwrap_or_else(|| {
                    Err(err(
                        ExcType::AttributeError,
                        format!("cannot delete attribute '{n}'"),
                    ))
                });
                r.map_err(|e| at(e, f.src, *sp))
            }
            Target::Unpack(ts, _, _) => {
                for t in ts {
                    self.delete(t, f)?;
                }
                Ok(())
            }
        }
    }
}
