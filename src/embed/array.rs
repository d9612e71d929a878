//! Arrays across the boundary: Rust data in as host (`numpy`) or device (`cupy`) arrays,
//! results out as `ArrayData` or borrowed slices.
use super::convert::ConvError;
use super::element::Element;
use crate::array::{Array, ArrayRef};
use crate::diag::GpaError;
use crate::interp::error::{ExcType, err};
use crate::interp::value::Value;
use crate::{Engine, interp};

/// An array's values in C (row-major) order with its shape; `data.len()` is always the
/// product of `shape` (a 0-d array holds one value).
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayData<T> {
    data: Vec<T>,
    shape: Vec<usize>,
}

impl<T> ArrayData<T> {
    /// `data` shaped `shape`; an error when the sizes disagree.
    pub fn new(data: Vec<T>, shape: &[usize]) -> Result<ArrayData<T>, GpaError> {
        let size = shape
            .iter()
            .try_fold(1usize, |n, &d| n.checked_mul(d))
            .filter(|&n| n == data.len());
        match size {
            Some(_) => Ok(ArrayData {
                data,
                shape: shape.to_vec(),
            }),
            None => Err(GpaError::new(
                "ValueError",
                format!(
                    "cannot reshape {} values into shape {}",
                    data.len(),
                    crate::array::layout::shape_compact(shape)
                ),
            )),
        }
    }

    /// A 1-d array of `data`.
    pub fn from_vec(data: Vec<T>) -> ArrayData<T> {
        let shape = vec![data.len()];
        ArrayData { data, shape }
    }

    /// The shape (empty for a 0-d array).
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The values in C order.
    pub fn data(&self) -> &[T] {
        &self.data
    }

    /// The values, moved out.
    pub fn into_vec(self) -> Vec<T> {
        self.data
    }
}

/// The values of `a` as `T`, which must be its dtype's element type; lazy work runs and a
/// device array is copied back.
pub(super) fn read<T: Element>(a: &ArrayRef) -> Result<ArrayData<T>, ConvError> {
    if a.dtype != T::DTYPE {
        return Err(ConvError {
            kind: "TypeError",
            message: format!("the array is {}, not {}", a.dtype.name(), T::DTYPE.name()),
        });
    }
    let col = a.to_col().map_err(|e| {
        let r = interp::arrays::arr_err(e);
        let message = match r.exc_obj().and_then(|o| o.args.first().cloned()) {
            Some(Value::Str(m)) => m.to_string(),
            _ => String::new(),
        };
        ConvError {
            kind: r.exc_type().name(),
            message,
        }
    })?;
    let data = T::from_col(&col).ok_or_else(|| ConvError {
        kind: "TypeError",
        message: format!("unexpected storage for {}", T::DTYPE.name()),
    })?;
    Ok(ArrayData {
        data,
        shape: a.shape.clone(),
    })
}

fn conv(e: ConvError) -> Box<interp::error::RtErr> {
    let kind = ExcType::by_name(e.kind).unwrap_or(ExcType::TypeError);
    err(kind, e.message)
}

// `GpaError` is returned by value: it is the data embedders inspect, and errors are rare.
#[allow(clippy::result_large_err)]
impl Engine {
    /// Binds `name` to a new host (`numpy`) array of `data` in C order, shaped `shape`. The
    /// vector is moved in without a copy for `bool`, `i64`, `u64`, `f32` and `f64`; other
    /// element types are converted once.
    ///
    /// ```
    /// let mut e = gpa::Engine::new();
    /// e.set_array("x", vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2]).unwrap();
    /// assert_eq!(e.eval::<f64>("float(x.sum())").unwrap(), 10.0);
    /// ```
    pub fn set_array<T: Element>(
        &mut self,
        name: &str,
        data: Vec<T>,
        shape: &[usize],
    ) -> Result<(), GpaError> {
        let a = ArrayData::new(data, shape)?;
        self.set_value(name, a);
        Ok(())
    }

    /// `set_array` from a borrowed slice (one copy).
    pub fn set_array_from_slice<T: Element>(
        &mut self,
        name: &str,
        data: &[T],
        shape: &[usize],
    ) -> Result<(), GpaError> {
        self.set_array(name, data.to_vec(), shape)
    }

    /// Binds `name` to a new device (`cupy`) array: uploaded once to the GPU when gpa runs
    /// on one (see `default_device`), else held by the CPU backend. It stays on the device
    /// across runs until read back with `array` or `with_array`.
    pub fn set_device_array<T: Element>(
        &mut self,
        name: &str,
        data: &[T],
        shape: &[usize],
    ) -> Result<(), GpaError> {
        let a = ArrayData::new(data.to_vec(), shape)?;
        let col = T::into_col(a.data);
        let shape = a.shape;
        let v = self.guarded(|_| {
            Array::device_from(&col, T::DTYPE, shape)
                .map(Value::Array)
                .map_err(interp::arrays::arr_err)
        })?;
        self.interp.main.set(name, v);
        Ok(())
    }

    /// The values of array `name` as `T` (its dtype's element type: `f32` for float32, ...).
    /// Pending work runs first; a device array is copied back to the host.
    ///
    /// ```
    /// let mut e = gpa::Engine::new();
    /// e.run("import numpy as np\ny = np.arange(6, dtype=np.int32).reshape(2, 3) * 2").unwrap();
    /// let y = e.array::<i32>("y").unwrap();
    /// assert_eq!((y.shape(), y.data()), (&[2usize, 3][..], &[0, 2, 4, 6, 8, 10][..]));
    /// ```
    pub fn array<T: Element>(&mut self, name: &str) -> Result<ArrayData<T>, GpaError> {
        let v = self.variable(name)?;
        self.guarded(|_| match &v {
            Value::Array(a) => read(a).map_err(conv),
            other => Err(err(
                ExcType::TypeError,
                format!("'{name}' is a {}, not an array", other.type_name()),
            )),
        })
    }

    /// Lends the values of array `name` (C order) and its shape to `f`. A host array laid
    /// out contiguously in `T`'s own storage (`bool`, `i64`, `u64`, `f32`, `f64`) is lent
    /// in place, without a copy; any other array (a view, a device array, a narrower
    /// element type) is lent as one copy.
    pub fn with_array<T: Element, R>(
        &mut self,
        name: &str,
        f: impl FnOnce(&[T], &[usize]) -> R,
    ) -> Result<R, GpaError> {
        let v = self.variable(name)?;
        let Value::Array(a) = &v else {
            return Err(GpaError::new(
                "TypeError",
                format!("'{name}' is a {}, not an array", v.type_name()),
            ));
        };
        if a.dtype != T::DTYPE {
            return Err(GpaError::new(
                "TypeError",
                format!("the array is {}, not {}", a.dtype.name(), T::DTYPE.name()),
            ));
        }
        let ready = self.guarded(|_| a.ready().map_err(interp::arrays::arr_err))?;
        let (buf, layout) = ready;
        if a.host && layout.is_contiguous() && layout.offset == 0 {
            let col = buf.borrow();
            if col.len() == layout.size()
                && let Some(s) = T::borrow(&col)
            {
                return Ok(f(s, &a.shape));
            }
        }
        let copy = self.array::<T>(name)?;
        Ok(f(copy.data(), copy.shape()))
    }

    /// The value bound to `name` in the main module.
    pub(super) fn variable(&self, name: &str) -> Result<Value, GpaError> {
        self.interp
            .main
            .get(name)
            .filter(|v| !matches!(v, Value::Undef))
            .ok_or_else(|| GpaError::new("NameError", format!("name '{name}' is not defined")))
    }
}
