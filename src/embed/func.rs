//! Typed native functions: a Rust closure whose parameters convert from gpa values
//! (`FromValue`) and whose result converts back (`IntoValue`, or a `Result` whose error
//! becomes the script's `RuntimeError`). Argument errors are worded as CPython's.
use super::convert::{ConvError, FromValue, IntoValue};
use crate::interp::error::{ExcType, RtErr, err};
use crate::interp::value::Value;

/// What a registered function returns: a value, or `Result<value, E>` with `E: Display`.
pub trait IntoResult {
    /// The value, or the error's message.
    fn into_result(self) -> Result<Value, String>;
}

impl<T: IntoValue> IntoResult for T {
    fn into_result(self) -> Result<Value, String> {
        Ok(self.into_value())
    }
}

impl<T: IntoValue, E: std::fmt::Display> IntoResult for Result<T, E> {
    fn into_result(self) -> Result<Value, String> {
        self.map(IntoValue::into_value).map_err(|e| e.to_string())
    }
}

/// A Rust closure gpa can call: implemented for `Fn(A, B, ...) -> R` of up to six
/// parameters, each `FromValue`, with `R: IntoResult`. `Args` is the parameter tuple (it
/// only tells the implementations apart).
pub trait NativeFunction<Args>: 'static {
    /// How many positional arguments it takes.
    const ARITY: usize;
    /// Calls the closure with `args` converted; `name` is for the errors.
    fn call_with(&self, name: &str, args: &[Value]) -> Result<Value, Box<RtErr>>;
}

fn arg<T: FromValue>(name: &str, i: usize, v: &Value) -> Result<T, Box<RtErr>> {
    T::from_value(v).map_err(|ConvError { kind, message }| {
        let kind = ExcType::by_name(kind).unwrap_or(ExcType::TypeError);
        err(kind, format!("{name}() argument {}: {message}", i + 1))
    })
}

macro_rules! native_fn {
    ($n:expr; $($a:ident $i:tt),*) => {
        impl<F, R, $($a),*> NativeFunction<($($a,)*)> for F
        where
            F: Fn($($a),*) -> R + 'static,
            R: IntoResult,
            $($a: FromValue,)*
        {
            const ARITY: usize = $n;
            #[allow(unused_variables)]
            fn call_with(&self, name: &str, args: &[Value]) -> Result<Value, Box<RtErr>> {
                if args.len() != $n {
                    return Err(err(
                        ExcType::TypeError,
                        format!(
                            "{name}() takes {} positional argument{} but {} {} given",
                            $n,
                            if $n == 1 { "" } else { "s" },
                            args.len(),
                            if args.len() == 1 { "was" } else { "were" }
                        ),
                    ));
                }
                self($(arg::<$a>(name, $i, &args[$i])?),*)
                    .into_result()
                    .map_err(|m| err(ExcType::RuntimeError, m))
            }
        }
    };
}

native_fn!(0;);
native_fn!(1; A 0);
native_fn!(2; A 0, B 1);
native_fn!(3; A 0, B 1, C 2);
native_fn!(4; A 0, B 1, C 2, D 3);
native_fn!(5; A 0, B 1, C 2, D 3, E 4);
native_fn!(6; A 0, B 1, C 2, D 3, E 4, G 5);
