//! Statistics and comparisons: std var ptp cumsum cumprod nan* median percentile quantile
//! average diff gradient cov corrcoef histogram bincount count_nonzero allclose isclose
//! array_equal; and np.linalg.norm outer inner vdot kron trace.
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
