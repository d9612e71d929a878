//! The Rust element types an array can cross the boundary with, and how each maps onto
//! gpa's host columns. Columns store each dtype in a lane (`bool`, `i64`, `u64`, `f32`,
//! `f64`, complex pairs): a type whose lane is itself (`bool i64 u64 f32 f64`) moves in and
//! is borrowed out without a copy; the narrower ints, `f16` and complex numbers are
//! converted, one copy each way.
use crate::array::col::{Col, wrap_int};
use crate::array::dtype::DType;
use half::f16;
use num_complex::{Complex32, Complex64};

mod sealed {
    pub trait Sealed {}
}

/// An element type of arrays passed between Rust and gpa: `bool`, `i8`..`i64`, `u8`..`u64`,
/// `half::f16`, `f32`, `f64`, `num_complex::Complex32` and `Complex64` (NumPy's dtypes of
/// the same names).
pub trait Element: Copy + 'static + sealed::Sealed {
    /// The dtype arrays of this element have.
    const DTYPE: DType;
    /// The column holding `v` (no copy where the lane is `Self`).
    fn into_col(v: Vec<Self>) -> Col;
    /// The column's values as `Self` (a copy); `None` when the lane is another type's.
    fn from_col(c: &Col) -> Option<Vec<Self>>;
    /// The column's values borrowed, where the lane is `Self`.
    fn borrow(c: &Col) -> Option<&[Self]> {
        let _ = c;
        None
    }
}

/// Types stored in a lane of their own: moved in, borrowed out.
macro_rules! native {
    ($t:ty, $dt:expr, $lane:ident) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $dt;
            fn into_col(v: Vec<Self>) -> Col {
                Col::$lane(v)
            }
            fn from_col(c: &Col) -> Option<Vec<Self>> {
                Self::borrow(c).map(<[Self]>::to_vec)
            }
            fn borrow(c: &Col) -> Option<&[Self]> {
                match c {
                    Col::$lane(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}

native!(bool, DType::Bool, B);
native!(i64, DType::I64, I);
native!(u64, DType::U64, U);
native!(f32, DType::F32, S);
native!(f64, DType::F64, F);

/// Integers narrower than 64 bits live in i64 lanes.
macro_rules! narrow_int {
    ($t:ty, $dt:expr) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $dt;
            fn into_col(v: Vec<Self>) -> Col {
                Col::I(v.into_iter().map(|x| x as i64).collect())
            }
            fn from_col(c: &Col) -> Option<Vec<Self>> {
                match c {
                    Col::I(v) => Some(v.iter().map(|&x| wrap_int(x, $dt) as $t).collect()),
                    _ => None,
                }
            }
        }
    };
}

narrow_int!(i8, DType::I8);
narrow_int!(i16, DType::I16);
narrow_int!(i32, DType::I32);
narrow_int!(u8, DType::U8);
narrow_int!(u16, DType::U16);
narrow_int!(u32, DType::U32);

impl sealed::Sealed for f16 {}
impl Element for f16 {
    const DTYPE: DType = DType::F16;
    fn into_col(v: Vec<Self>) -> Col {
        Col::S(v.into_iter().map(f16::to_f32).collect())
    }
    fn from_col(c: &Col) -> Option<Vec<Self>> {
        match c {
            Col::S(v) => Some(v.iter().map(|&x| f16::from_f32(x)).collect()),
            _ => None,
        }
    }
}

impl sealed::Sealed for Complex32 {}
impl Element for Complex32 {
    const DTYPE: DType = DType::C64;
    fn into_col(v: Vec<Self>) -> Col {
        Col::Z(v.into_iter().map(|z| (z.re, z.im)).collect())
    }
    fn from_col(c: &Col) -> Option<Vec<Self>> {
        match c {
            Col::Z(v) => Some(v.iter().map(|&(re, im)| Complex32::new(re, im)).collect()),
            _ => None,
        }
    }
}

impl sealed::Sealed for Complex64 {}
impl Element for Complex64 {
    const DTYPE: DType = DType::C128;
    fn into_col(v: Vec<Self>) -> Col {
        Col::C(v.into_iter().map(|z| (z.re, z.im)).collect())
    }
    fn from_col(c: &Col) -> Option<Vec<Self>> {
        match c {
            Col::C(v) => Some(v.iter().map(|&(re, im)| Complex64::new(re, im)).collect()),
            _ => None,
        }
    }
}
