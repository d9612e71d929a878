//! Ufunc `out=` and `where=`: checking an output operand against the broadcast shape and the
//! result dtype as NumPy does, and writing the result into it in place.
use crate::array::dtype::{DType, can_cast};
use crate::array::layout::broadcast_shapes;
use crate::array::{AResult, ArrErr, Array, ArrayRef, astype, where_, write_into};

/// A shape as NumPy's broadcast errors print it: `(2,3)`, `(3,)`, `()`.
fn tight(s: &[usize]) -> String {
    let body: Vec<String> = s.iter().map(|d| d.to_string()).collect();
    format!(
        "({}{})",
        body.join(","),
        if s.len() == 1 { "," } else { "" }
    )
}

/// The shape of a ufunc call: the inputs (Python scalars are `()`), then `out`, then the
/// `where` mask broadcast together, `out` never stretched.
pub fn call_shape(
    inputs: &[&[usize]],
    out: Option<&[usize]>,
    mask: Option<&[usize]>,
) -> AResult<Vec<usize>> {
    let all: Vec<&[usize]> = inputs.iter().copied().chain(out).chain(mask).collect();
    let mut shape: Vec<usize> = Vec::new();
    for s in &all {
        shape = broadcast_shapes(&shape, s).map_err(|_| {
            let list: Vec<String> = all.iter().map(|s| tight(s)).collect();
            ArrErr::Value(format!(
                "operands could not be broadcast together with shapes {} ",
                list.join(" ")
            ))
        })?;
    }
    if let Some(o) = out
        && o != shape.as_slice()
    {
        return Err(ArrErr::Value(format!(
            "non-broadcastable output operand with shape {} doesn't match the broadcast shape {}",
            tight(o),
            tight(&shape)
        )));
    }
    Ok(shape)
}

/// The `where=` mask must be bool already (NumPy casts it with the 'safe' rule).
pub fn check_mask(mask: &Array) -> AResult<()> {
    if mask.dtype != DType::Bool {
        return Err(ArrErr::Type(format!(
            "Cannot cast array data from dtype('{}') to dtype('bool') according to the rule 'safe'",
            mask.dtype.name()
        )));
    }
    Ok(())
}

/// Writes ufunc `name`'s result `r` into `out` (cast 'same_kind'), only where `mask` holds.
/// The caller has checked the shapes with `call_shape`.
pub fn write_out(name: &str, r: &ArrayRef, out: &Array, mask: Option<&ArrayRef>) -> AResult<()> {
    if !can_cast(r.dtype, out.dtype, "same_kind") {
        return Err(ArrErr::Type(format!(
            "Cannot cast ufunc '{name}' output from dtype('{}') to dtype('{}') with casting rule 'same_kind'",
            r.dtype.name(),
            out.dtype.name()
        )));
    }
    crate::array::check_out_shape(&r.shape, &out.shape)?;
    let (buf, layout) = out.ready()?;
    let src = match mask {
        Some(m) => {
            let r = if r.dtype == out.dtype {
                r.clone()
            } else {
                astype(r, out.dtype)?
            };
            let cur = Array::view(buf.clone(), layout.clone(), out.dtype, out.host);
            where_(m, &r, &cur)?
        }
        None => r.clone(),
    };
    write_into(&buf, &layout, out.dtype, &src)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert_eq!(
            call_shape(&[&[3], &[]], Some(&[2, 3]), None),
            Ok(vec![2, 3])
        );
        assert_eq!(
            call_shape(&[&[3], &[]], Some(&[4]), None),
            Err(ArrErr::Value(
                "operands could not be broadcast together with shapes (3,) () (4,) ".into()
            ))
        );
        assert_eq!(
            call_shape(&[&[2, 3], &[]], Some(&[3]), None),
            Err(ArrErr::Value(
                "non-broadcastable output operand with shape (3,) doesn't match the broadcast shape (2,3)"
                    .into()
            ))
        );
    }
}
