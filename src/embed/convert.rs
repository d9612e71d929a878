//! Rust values to gpa values and back: what `Engine::eval::<T>`, `Engine::set_value`,
//! `Scope` and typed `register_fn` arguments and results go through.
use super::array::ArrayData;
use super::element::Element;
use crate::interp::value::{Key, Value};
use num_complex::Complex64;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// Why a value did not convert: the Python exception kind (`TypeError`, `OverflowError`)
/// and its message.
#[derive(Clone, Debug, PartialEq)]
pub struct ConvError {
    /// The Python exception kind (`TypeError`, `OverflowError`, ...).
    pub kind: &'static str,
    /// What went wrong.
    pub message: String,
}

impl ConvError {
    fn wrong(want: &str, v: &Value) -> ConvError {
        ConvError {
            kind: "TypeError",
            message: format!("expected {want}, got '{}'", v.type_name()),
        }
    }
}

/// A Rust type a gpa value converts to.
pub trait FromValue: Sized {
    /// `v` as `Self`, or why not.
    fn from_value(v: &Value) -> Result<Self, ConvError>;
}

/// A Rust type that becomes a gpa value (arrays become host, `numpy`, arrays).
pub trait IntoValue {
    /// `self` as a gpa value.
    fn into_value(self) -> Value;
}

impl FromValue for Value {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        Ok(v.clone())
    }
}

impl IntoValue for Value {
    fn into_value(self) -> Value {
        self
    }
}

/// Anything (the value is dropped): `eval::<()>` runs code for its effects.
impl FromValue for () {
    fn from_value(_: &Value) -> Result<Self, ConvError> {
        Ok(())
    }
}

impl IntoValue for () {
    fn into_value(self) -> Value {
        Value::None
    }
}

/// A number: a Python one, or a NumPy scalar (a 0-d array), as (real, imaginary, kind).
fn number(v: &Value) -> Option<(f64, f64, char, i128)> {
    match v {
        Value::Bool(b) => Some((*b as u8 as f64, 0.0, 'b', *b as i128)),
        Value::Int(i) => Some((*i as f64, 0.0, 'i', *i as i128)),
        // Past i128 the exact value saturates; every Rust integer type refuses it anyway.
        Value::Long(b) => {
            let exact = i128::try_from(&**b).unwrap_or(if b.sign() == num_bigint::Sign::Minus {
                i128::MIN
            } else {
                i128::MAX
            });
            let f = num_traits::ToPrimitive::to_f64(&**b).unwrap_or(f64::INFINITY);
            Some((f, 0.0, 'i', exact))
        }
        Value::Float(f) => Some((*f, 0.0, 'f', 0)),
        Value::Complex(re, im) => Some((*re, *im, 'c', 0)),
        Value::Array(a) if a.shape.is_empty() => {
            let col = a.to_col().ok()?;
            let exact = match &col {
                crate::array::col::Col::I(v) => v[0] as i128,
                crate::array::col::Col::U(v) => v[0] as i128,
                crate::array::col::Col::B(v) => v[0] as i128,
                _ => 0,
            };
            let (re, im) = col.get_c(0);
            let kind = match a.dtype.kind() {
                'u' => 'i',
                k => k,
            };
            Some((re, im, kind, exact))
        }
        _ => None,
    }
}

impl FromValue for bool {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        match number(v) {
            Some((re, _, 'b', _)) => Ok(re != 0.0),
            _ => Err(ConvError::wrong("bool", v)),
        }
    }
}

impl IntoValue for bool {
    fn into_value(self) -> Value {
        Value::Bool(self)
    }
}

macro_rules! int_value {
    ($($t:ty),*) => {$(
        impl FromValue for $t {
            fn from_value(v: &Value) -> Result<Self, ConvError> {
                match number(v) {
                    Some((_, _, 'i' | 'b', n)) => <$t>::try_from(n).map_err(|_| ConvError {
                        kind: "OverflowError",
                        message: format!("{n} does not fit in {}", stringify!($t)),
                    }),
                    _ => Err(ConvError::wrong("int", v)),
                }
            }
        }
        impl IntoValue for $t {
            fn into_value(self) -> Value {
                crate::interp::long::int((self as i128).into())
            }
        }
    )*};
}

int_value!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

macro_rules! float_value {
    ($($t:ty),*) => {$(
        impl FromValue for $t {
            fn from_value(v: &Value) -> Result<Self, ConvError> {
                match number(v) {
                    Some((re, _, 'i' | 'b' | 'f', _)) => Ok(re as $t),
                    _ => Err(ConvError::wrong("float", v)),
                }
            }
        }
        impl IntoValue for $t {
            fn into_value(self) -> Value {
                Value::Float(self as f64)
            }
        }
    )*};
}

float_value!(f32, f64);

impl FromValue for Complex64 {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        match number(v) {
            Some((re, im, _, _)) => Ok(Complex64::new(re, im)),
            _ => Err(ConvError::wrong("complex", v)),
        }
    }
}

impl IntoValue for Complex64 {
    fn into_value(self) -> Value {
        Value::Complex(self.re, self.im)
    }
}

impl FromValue for String {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        match v {
            Value::Str(s) => Ok(s.to_string()),
            _ => Err(ConvError::wrong("str", v)),
        }
    }
}

impl IntoValue for String {
    fn into_value(self) -> Value {
        Value::str(&self)
    }
}

impl IntoValue for &str {
    fn into_value(self) -> Value {
        Value::str(self)
    }
}

/// `None` is `None`; anything else converts as `T`.
impl<T: FromValue> FromValue for Option<T> {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        match v {
            Value::None => Ok(None),
            v => T::from_value(v).map(Some),
        }
    }
}

impl<T: IntoValue> IntoValue for Option<T> {
    fn into_value(self) -> Value {
        self.map_or(Value::None, IntoValue::into_value)
    }
}

/// The items of a list or tuple.
fn items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::List(l) => Some(l.borrow().clone()),
        Value::Tuple(t) => Some(t.to_vec()),
        _ => None,
    }
}

/// A list or tuple, item by item.
impl<T: FromValue> FromValue for Vec<T> {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        items(v)
            .ok_or_else(|| ConvError::wrong("list", v))?
            .iter()
            .map(T::from_value)
            .collect()
    }
}

/// A list.
impl<T: IntoValue> IntoValue for Vec<T> {
    fn into_value(self) -> Value {
        Value::list(self.into_iter().map(IntoValue::into_value).collect())
    }
}

macro_rules! tuple_value {
    ($n:expr; $($t:ident $i:tt),*) => {
        impl<$($t: FromValue),*> FromValue for ($($t,)*) {
            fn from_value(v: &Value) -> Result<Self, ConvError> {
                match items(v) {
                    Some(it) if it.len() == $n => Ok(($($t::from_value(&it[$i])?,)*)),
                    _ => Err(ConvError::wrong(concat!("a sequence of ", $n), v)),
                }
            }
        }
        impl<$($t: IntoValue),*> IntoValue for ($($t,)*) {
            fn into_value(self) -> Value {
                Value::tuple(vec![$(self.$i.into_value()),*])
            }
        }
    };
}

tuple_value!(1; A 0);
tuple_value!(2; A 0, B 1);
tuple_value!(3; A 0, B 1, C 2);
tuple_value!(4; A 0, B 1, C 2, D 3);

/// A dict with string keys.
impl<T: FromValue> FromValue for HashMap<String, T> {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        let Value::Dict(d) = v else {
            return Err(ConvError::wrong("dict", v));
        };
        d.borrow()
            .iter()
            .map(|(k, v)| Ok((String::from_value(&k.0)?, T::from_value(v)?)))
            .collect()
    }
}

/// A dict (keys in the map's order).
impl<T: IntoValue> IntoValue for HashMap<String, T> {
    fn into_value(self) -> Value {
        let d = self
            .into_iter()
            .map(|(k, v)| (Key(Value::str(&k)), v.into_value()))
            .collect();
        Value::Dict(Rc::new(RefCell::new(d)))
    }
}

/// An array of `T`'s dtype (a device array is copied back).
impl<T: Element> FromValue for ArrayData<T> {
    fn from_value(v: &Value) -> Result<Self, ConvError> {
        match v {
            Value::Array(a) => super::array::read(a),
            v => Err(ConvError::wrong("an array", v)),
        }
    }
}

/// A new host (`numpy`) array, its values moved in.
impl<T: Element> IntoValue for ArrayData<T> {
    fn into_value(self) -> Value {
        let shape = self.shape().to_vec();
        Value::Array(crate::array::Array::from_col(
            T::into_col(self.into_vec()),
            T::DTYPE,
            shape,
            true,
        ))
    }
}

/// `ndarray` arrays (the `ndarray` feature): any dimensionality, in C order.
#[cfg(feature = "ndarray")]
mod nd {
    use super::{ArrayData, ConvError, Element, FromValue, IntoValue, Value};

    impl<T: Element> FromValue for ndarray::ArrayD<T> {
        fn from_value(v: &Value) -> Result<Self, ConvError> {
            let a = ArrayData::<T>::from_value(v)?;
            let shape = a.shape().to_vec();
            ndarray::ArrayD::from_shape_vec(shape, a.into_vec()).map_err(|e| ConvError {
                kind: "ValueError",
                message: e.to_string(),
            })
        }
    }

    /// A new host array: moved without a copy when the array is in standard (C) order.
    impl<T: Element> IntoValue for ndarray::ArrayD<T> {
        fn into_value(self) -> Value {
            let shape = self.shape().to_vec();
            let data = if self.is_standard_layout() {
                let (v, _) = self.into_raw_vec_and_offset();
                v
            } else {
                self.iter().copied().collect()
            };
            ArrayData::new(data, &shape)
                .expect("an ndarray's size is its shape's")
                .into_value()
        }
    }

    /// A view: its values copied once, in C order.
    impl<T: Element> IntoValue for ndarray::ArrayViewD<'_, T> {
        fn into_value(self) -> Value {
            let shape = self.shape().to_vec();
            ArrayData::new(self.iter().copied().collect(), &shape)
                .expect("an ndarray's size is its shape's")
                .into_value()
        }
    }
}
