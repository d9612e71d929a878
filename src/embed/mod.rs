//! The embedding API beyond running code: arrays in and out (`set_array`, `array`,
//! `with_array`), typed values (`eval::<T>`, `FromValue`/`IntoValue`), compiled programs
//! run over `Scope`s, typed native functions and modules.
// `GpaError` is returned by value: it is the data embedders inspect, and errors are rare.
#![allow(clippy::result_large_err)]

mod array;
mod convert;
mod element;
mod func;
pub(crate) mod limits;
mod scope;

pub use array::ArrayData;
pub use convert::{ConvError, FromValue, IntoValue};
pub use element::Element;
pub use func::{IntoResult, NativeFunction};
pub use scope::{NativeModule, Program, Scope};
