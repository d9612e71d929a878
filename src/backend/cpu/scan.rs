//! Cumulative sums and products of rows on the CPU (NumPy's sequential order), in place.
use crate::array::col::{self, Col};
use crate::array::dtype::DType;

/// Running sums (or products) of each row of `len` elements of `c`, already in `acc`.
/// False when Ctrl-C stopped it (checked every 64K elements).
#[must_use]
pub fn scan(
    c: &mut Col,
    range: std::ops::Range<usize>,
    acc: DType,
    len: usize,
    prod: bool,
) -> bool {
    if len == 0 {
        return true;
    }
    let half = acc == DType::F16;
    let stop = crate::interrupt::flag();
    const BLOCK: usize = 1 << 16;
    macro_rules! run {
        ($v:expr, $f:expr) => {
            // Blocks of whole rows, or of one long row (its running value carried over).
            for block in $v[range.clone()].chunks_mut(len.max(BLOCK) / len * len) {
                for row in block.chunks_mut(len) {
                    for part in 0..row.len().div_ceil(BLOCK) {
                        if part > 0 && crate::interrupt::requested(&stop) {
                            return false;
                        }
                        for i in (part * BLOCK).max(1)..((part + 1) * BLOCK).min(row.len()) {
                            row[i] = $f(row[i - 1], row[i]);
                        }
                    }
                }
                if crate::interrupt::requested(&stop) {
                    return false;
                }
            }
        };
    }
    match c {
        Col::B(v) => run!(v, |a: bool, b: bool| if prod { a && b } else { a || b }),
        Col::I(v) => run!(v, |a: i64, b: i64| col::wrap_int(
            if prod {
                a.wrapping_mul(b)
            } else {
                a.wrapping_add(b)
            },
            acc
        )),
        Col::U(v) => run!(v, |a: u64, b: u64| if prod {
            a.wrapping_mul(b)
        } else {
            a.wrapping_add(b)
        }),
        Col::S(v) => run!(v, |a: f32, b: f32| {
            let r = if prod { a * b } else { a + b };
            if half { col::round_half(r) } else { r }
        }),
        Col::F(v) => run!(v, |a: f64, b: f64| if prod { a * b } else { a + b }),
        Col::Z(v) => run!(v, |a: (f32, f32), b: (f32, f32)| if prod {
            (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
        } else {
            (a.0 + b.0, a.1 + b.1)
        }),
        Col::C(v) => run!(v, |a: (f64, f64), b: (f64, f64)| if prod {
            (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
        } else {
            (a.0 + b.0, a.1 + b.1)
        }),
    }
    true
}
