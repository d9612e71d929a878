//! Sorting, searching and sets: sort argsort lexsort partition argpartition unique searchsorted
//! nonzero argwhere flatnonzero isin in1d intersect1d union1d setdiff1d argmin argmax ...
use super::Kw;
use crate::array::ArrayRef;
use crate::interp::Interp;
use crate::interp::error::RtResult;
use crate::interp::value::{Module, Value};

/// Array methods of this family (for completion).
pub const METHODS: &[&str] = &[];

pub fn install(_m: &Module, _host: bool) {}

/// `a.NAME(...)` when NAME belongs to this family.
pub fn method(
    _it: &mut Interp,
    _a: &ArrayRef,
    _name: &str,
    _args: &[Value],
    _kw: &Kw,
) -> Option<RtResult<Value>> {
    None
}
