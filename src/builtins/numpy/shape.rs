//! Shape operations: reshape ravel transpose swapaxes moveaxis expand_dims squeeze
//! broadcast_to broadcast_arrays concatenate stack vstack hstack dstack column_stack split
//! array_split tile repeat flip fliplr flipud roll rot90 pad atleast_1d atleast_2d atleast_3d.
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
