//! Typed evaluation, compiled programs run many times, scopes of inputs and outputs, and
//! native functions and modules.
use super::convert::{FromValue, IntoValue};
use super::element::Element;
use super::func::NativeFunction;
use crate::diag::GpaError;
use crate::interp::value::{Module, Value};
use crate::{Engine, ir};
use std::rc::Rc;

/// Code compiled once by `Engine::compile`, to run many times (over different `Scope`s)
/// without parsing again. It belongs to the engine that compiled it.
pub struct Program {
    pub(crate) code: Rc<ir::FuncCode>,
    pub(crate) echo: bool,
}

/// Named inputs for a run, and its outputs afterwards: the variables are bound in the main
/// module for the run only (shadowing its own); afterwards the scope holds their new values
/// and every top-level name the run defined, and the main module is as it was.
///
/// ```
/// let mut e = gpa::Engine::new();
/// let prog = e.compile("y = x * 2 + 1").unwrap();
/// for x in [1, 5] {
///     let mut scope = gpa::Scope::new();
///     scope.push("x", x);
///     e.run_program_with_scope(&mut scope, &prog).unwrap();
///     assert_eq!(scope.get::<i64>("y").unwrap().unwrap(), 2 * x + 1);
/// }
/// ```
#[derive(Default)]
pub struct Scope {
    vars: Vec<(String, Value)>,
}

impl Scope {
    /// An empty scope.
    pub fn new() -> Scope {
        Scope::default()
    }

    /// Binds `name` (replacing an earlier binding).
    pub fn push(&mut self, name: &str, v: impl IntoValue) -> &mut Scope {
        self.set_value(name, v.into_value());
        self
    }

    /// Binds `name` to a new host array of `data` shaped `shape` (moved in; see
    /// `Engine::set_array`).
    pub fn push_array<T: Element>(
        &mut self,
        name: &str,
        data: Vec<T>,
        shape: &[usize],
    ) -> Result<&mut Scope, GpaError> {
        let a = super::ArrayData::new(data, shape)?;
        Ok(self.push(name, a))
    }

    fn set_value(&mut self, name: &str, v: Value) {
        match self.vars.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = v,
            None => self.vars.push((name.to_string(), v)),
        }
    }

    /// The value of `name` as `T`: `None` when the scope has no such name.
    pub fn get<T: FromValue>(&self, name: &str) -> Option<Result<T, GpaError>> {
        self.value(name).map(|v| {
            T::from_value(v).map_err(|e| GpaError::new(e.kind, format!("'{name}': {}", e.message)))
        })
    }

    /// The raw value of `name`.
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.vars.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    /// The names bound, in the order they were first bound.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.vars.iter().map(|(n, _)| n.as_str())
    }

    /// How many names are bound.
    pub fn len(&self) -> usize {
        self.vars.len()
    }

    /// Whether nothing is bound.
    pub fn is_empty(&self) -> bool {
        self.vars.is_empty()
    }

    /// Unbinds `name`, returning its value.
    pub fn remove(&mut self, name: &str) -> Option<Value> {
        let i = self.vars.iter().position(|(n, _)| n == name)?;
        Some(self.vars.remove(i).1)
    }
}

/// A namespace of native functions and values that scripts `import` by name.
///
/// ```
/// let mut m = gpa::NativeModule::new("units");
/// m.function("to_km", |miles: f64| miles * 1.609344).value("version", "1.0");
/// let mut e = gpa::Engine::new();
/// e.register_module(m);
/// assert_eq!(e.eval::<f64>("import units\nunits.to_km(10)").unwrap(), 16.09344);
/// ```
pub struct NativeModule {
    name: String,
    module: Rc<Module>,
}

impl NativeModule {
    /// An empty module named `name`.
    pub fn new(name: &str) -> NativeModule {
        NativeModule {
            name: name.to_string(),
            module: Module::new(name),
        }
    }

    /// Adds a typed function (see `Engine::register_fn`).
    pub fn function<Args, F: NativeFunction<Args>>(&mut self, name: &str, f: F) -> &mut Self {
        self.module.set(name, native_value(name, f));
        self
    }

    /// Adds a typed function with a declared signature (see `Engine::register_fn_with`).
    pub fn function_with<Args, F: NativeFunction<Args>>(
        &mut self,
        declaration: &str,
        f: F,
    ) -> Result<&mut Self, GpaError> {
        let (name, v) = declared_value(declaration, f)?;
        self.module.set(&name, v);
        Ok(self)
    }

    /// Adds a value.
    pub fn value(&mut self, name: &str, v: impl IntoValue) -> &mut Self {
        self.module.set(name, v.into_value());
        self
    }
}

/// A gpa function value binding its calls to `declaration`, then calling `f` with the
/// values converted; its name is the declaration's.
fn declared_value<Args, F: NativeFunction<Args>>(
    declaration: &str,
    f: F,
) -> Result<(Rc<str>, Value), GpaError> {
    let bad = |m: String| GpaError::new("ValueError", m);
    let sig = crate::builtins::decl::intern(declaration).map_err(bad)?;
    if let Some(problem) = sig.typed_problem() {
        return Err(bad(problem));
    }
    if sig.params.len() != F::ARITY {
        return Err(bad(format!(
            "{} declares {} parameters but the function takes {}",
            sig.name,
            sig.params.len(),
            F::ARITY
        )));
    }
    let name: Rc<str> = sig.name.as_str().into();
    let fname = name.clone();
    let v = Value::Native(Rc::new(crate::interp::value::NativeFn {
        name: name.clone(),
        f: Rc::new(move |_, args, kw| f.call_with(&fname, &sig.bind(args, kw)?.in_order())),
        host: None,
        sig: Some(sig),
    }));
    Ok((name, v))
}

/// A gpa function value calling `f` with converted arguments.
fn native_value<Args, F: NativeFunction<Args>>(name: &str, f: F) -> Value {
    let fname: Rc<str> = name.into();
    crate::builtins::native(name, move |_, args, kw| {
        if let Some((k, _)) = kw.first() {
            return Err(crate::interp::error::type_err(format!(
                "{fname}() got an unexpected keyword argument '{k}'"
            )));
        }
        f.call_with(&fname, args)
    })
}

// `GpaError` is returned by value: it is the data embedders inspect, and errors are rare.
#[allow(clippy::result_large_err)]
impl Engine {
    /// Evaluates `code` (statements, then optionally an expression) and returns the value of
    /// its final expression statement as `T` (`None`'s value when it ends with another kind
    /// of statement).
    ///
    /// ```
    /// let mut e = gpa::Engine::new();
    /// assert_eq!(e.eval::<i64>("x = 40\nx + 2").unwrap(), 42);
    /// let (n, names) = e.eval::<(usize, Vec<String>)>("(2, ['a', 'b'])").unwrap();
    /// assert_eq!((n, names.len()), (2, 2));
    /// ```
    pub fn eval<T: FromValue>(&mut self, code: &str) -> Result<T, GpaError> {
        let v = self.run_source("<string>", code, true)?;
        self.convert(v.unwrap_or(Value::None))
    }

    /// Runs `code` as statements of the main module.
    pub fn run(&mut self, code: &str) -> Result<(), GpaError> {
        self.run_source("<string>", code, false).map(|_| ())
    }

    /// Binds `name` in the main module.
    pub fn set_value(&mut self, name: &str, v: impl IntoValue) {
        self.interp.main.set(name, v.into_value());
    }

    /// The value of variable `name` as `T`.
    pub fn value<T: FromValue>(&mut self, name: &str) -> Result<T, GpaError> {
        let v = self.variable(name)?;
        self.convert(v)
    }

    /// Parses and lowers `code` once, for `run_program` and `eval_program`.
    pub fn compile(&mut self, code: &str) -> Result<Program, GpaError> {
        let text = &*crate::syntax::normalize_source(code);
        let src = self.interp.add_source("<program>", text);
        let main = self.interp.main.clone();
        let code = self.guarded(|_| crate::compile_with(text, &main, src, "<module>", true))?;
        let echo = crate::last_expr_value(&code).is_some();
        Ok(Program { code, echo })
    }

    /// Runs a compiled program.
    pub fn run_program(&mut self, p: &Program) -> Result<(), GpaError> {
        self.run_code(p).map(|_| ())
    }

    /// Runs `p` and returns its final expression's value as `T`.
    pub fn eval_program<T: FromValue>(&mut self, p: &Program) -> Result<T, GpaError> {
        let v = self.run_code(p)?;
        self.convert(v)
    }

    /// `run` with the scope's names bound (see `Scope`).
    pub fn run_with_scope(&mut self, scope: &mut Scope, code: &str) -> Result<(), GpaError> {
        let p = self.compile(code)?;
        self.run_program_with_scope(scope, &p)
    }

    /// `eval` with the scope's names bound (see `Scope`).
    pub fn eval_with_scope<T: FromValue>(
        &mut self,
        scope: &mut Scope,
        code: &str,
    ) -> Result<T, GpaError> {
        let p = self.compile(code)?;
        self.eval_program_with_scope(scope, &p)
    }

    /// `run_program` with the scope's names bound (see `Scope`).
    pub fn run_program_with_scope(
        &mut self,
        scope: &mut Scope,
        p: &Program,
    ) -> Result<(), GpaError> {
        self.scoped(scope, |e| e.run_code(p)).map(|_| ())
    }

    /// `eval_program` with the scope's names bound (see `Scope`).
    pub fn eval_program_with_scope<T: FromValue>(
        &mut self,
        scope: &mut Scope,
        p: &Program,
    ) -> Result<T, GpaError> {
        let v = self.scoped(scope, |e| e.run_code(p))?;
        self.convert(v)
    }

    /// Binds the scope, runs `f`, moves the scope's names and the new ones back into the
    /// scope and restores what the main module had before.
    fn scoped(
        &mut self,
        scope: &mut Scope,
        f: impl FnOnce(&mut Engine) -> Result<Value, GpaError>,
    ) -> Result<Value, GpaError> {
        let main = self.interp.main.clone();
        let before: std::collections::HashSet<Rc<str>> = main
            .items()
            .into_iter()
            .filter(|(_, v)| !matches!(v, Value::Undef))
            .map(|(n, _)| n)
            .collect();
        let prior: Vec<(String, Value)> = scope
            .vars
            .iter()
            .map(|(n, v)| {
                let old = main.get(n).unwrap_or(Value::Undef);
                main.set(n, v.clone());
                (n.clone(), old)
            })
            .collect();
        let r = f(self);
        for (n, old) in prior {
            // The run's value (a name it deleted leaves the scope), then the engine's own.
            match main.get(&n) {
                Some(Value::Undef) | None => {
                    scope.remove(&n);
                }
                Some(v) => scope.set_value(&n, v),
            }
            main.set(&n, old);
        }
        for (n, v) in main.items() {
            if !before.contains(&n) && !n.starts_with("__") && !matches!(v, Value::Undef) {
                scope.set_value(&n, v);
                main.set(&n, Value::Undef);
            }
        }
        r
    }

    fn run_code(&mut self, p: &Program) -> Result<Value, GpaError> {
        let main = self.interp.main.clone();
        let code = p.code.clone();
        let echo = p.echo;
        self.guarded(|interp| {
            interp.run_code(&code, &main)?;
            if !echo {
                return Ok(Value::None);
            }
            let v = main.get(crate::ECHO_SLOT).unwrap_or(Value::None);
            main.set(crate::ECHO_SLOT, Value::Undef);
            Ok(v)
        })
    }

    /// Registers a typed native function callable from gpa code: each parameter converts
    /// from the script's argument (`FromValue`: numbers, strings, lists, tuples, `ArrayData`
    /// of the array's element type, ...), the result converts back; a `Result` error
    /// becomes the script's `RuntimeError`. Wrong arguments are the script's `TypeError`.
    ///
    /// ```
    /// let mut e = gpa::Engine::new();
    /// e.register_fn("norm2", |v: gpa::ArrayData<f64>| v.data().iter().map(|x| x * x).sum::<f64>());
    /// e.register_fn("checked_div", |a: f64, b: f64| {
    ///     if b == 0.0 { Err("division by zero") } else { Ok(a / b) }
    /// });
    /// assert_eq!(e.eval::<f64>("import numpy as np\nnorm2(np.array([3.0, 4.0]))").unwrap(), 25.0);
    /// let err = e.run("checked_div(1, 0)").unwrap_err();
    /// assert_eq!((err.kind.as_str(), err.message.as_str()), ("RuntimeError", "division by zero"));
    /// ```
    pub fn register_fn<Args, F: NativeFunction<Args>>(&mut self, name: &str, f: F) {
        self.interp
            .builtins
            .insert(name.into(), native_value(name, f));
    }

    /// Registers a typed function with a declared signature, in the format of gpa's own
    /// declarations: `"scale(v, factor=10.0)"`, optionally followed by docstring lines
    /// indented by four spaces. Calls bind as Python's do (keywords, defaults, `/` and `*`),
    /// with CPython's messages, and `help(scale)` shows the signature and docstring. The
    /// declaration names the function; its parameters must be as many as the closure's, with
    /// literal defaults and no `*args`/`**kwargs`.
    ///
    /// ```
    /// let mut e = gpa::Engine::new();
    /// e.register_fn_with(
    ///     "scale(v, factor=10.0, *, offset=0.0)\n    v * factor + offset.",
    ///     |v: f64, factor: f64, offset: f64| v * factor + offset,
    /// )
    /// .unwrap();
    /// assert_eq!(e.eval::<f64>("scale(2, offset=1)").unwrap(), 21.0);
    /// assert_eq!(e.eval::<f64>("scale(factor=3, v=2)").unwrap(), 6.0);
    /// assert!(e.eval::<f64>("scale(2, 3, 4)").is_err());
    /// ```
    pub fn register_fn_with<Args, F: NativeFunction<Args>>(
        &mut self,
        declaration: &str,
        f: F,
    ) -> Result<(), GpaError> {
        let (name, v) = declared_value(declaration, f)?;
        self.interp.builtins.insert(name, v);
        Ok(())
    }

    /// Registers a function over the raw argument values (any number of them).
    pub fn register_raw_fn(
        &mut self,
        name: &str,
        f: impl Fn(&[Value]) -> Result<Value, String> + 'static,
    ) {
        self.interp.builtins.insert(
            name.into(),
            crate::builtins::native(name, move |_, args, _| {
                f(args).map_err(|m| {
                    crate::interp::error::err(crate::interp::error::ExcType::RuntimeError, m)
                })
            }),
        );
    }

    /// Makes `m` importable (`import name`).
    pub fn register_module(&mut self, m: NativeModule) {
        self.interp
            .modules
            .insert(m.name.clone(), Value::Module(m.module));
    }
}

// `GpaError` is returned by value: it is the data embedders inspect, and errors are rare.
#[allow(clippy::result_large_err)]
impl Engine {
    /// `v` as `T`, under the engine's guards (reading an array runs its pending work).
    fn convert<T: FromValue>(&mut self, v: Value) -> Result<T, GpaError> {
        self.guarded(|_| {
            T::from_value(&v).map_err(|e| {
                let kind = crate::interp::error::ExcType::by_name(e.kind)
                    .unwrap_or(crate::interp::error::ExcType::TypeError);
                crate::interp::error::err(kind, e.message)
            })
        })
    }
}
