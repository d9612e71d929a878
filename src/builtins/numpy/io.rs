//! File I/O: save/load of .npy, savez/savez_compressed/load of .npz, savetxt/loadtxt; and
//! the np.testing module.
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
