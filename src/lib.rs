//! gpa: a NumPy-flavoured array language. This is the embedding API: the CLI and the REPL
//! use nothing else.
//!
//! ```
//! let mut engine = gpa::Engine::builder().capture_output().build();
//! engine.run("x = 6 * 7\nprint(x)").unwrap();
//! assert_eq!(engine.take_output(), "42\n");
//! assert_eq!(engine.eval::<i64>("x + 1").unwrap(), 43);
//! ```
#![warn(missing_docs)]

// The interpreter's parts are public for the test harness and the fuzz target, not as API:
// hidden from the docs, which show the embedding API (this file, `embed`, `diag`).
#[doc(hidden)]
pub mod array;
#[doc(hidden)]
pub mod attention;
#[doc(hidden)]
pub mod backend;
#[doc(hidden)]
pub mod builtins;
pub mod diag;
pub mod embed;
#[doc(hidden)]
pub mod interp;
#[doc(hidden)]
pub mod interrupt;
#[doc(hidden)]
pub mod ir;
#[doc(hidden)]
pub mod lazy;
#[doc(hidden)]
pub mod stack;
#[doc(hidden)]
pub mod syntax;

pub use backend::Device;
pub use diag::{GpaError, TraceLine};
pub use embed::{
    ArrayData, ConvError, Element, FromValue, IntoValue, NativeModule, Program, Scope,
};
pub use interp::value::Value;

use interp::Interp;
use interp::error::{ExcType, RtErr, RtResult, err};
use interp::value::Module;
use std::cell::RefCell;
use std::io::Write;
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Parses and lowers a module body; syntax errors become `SyntaxError` values with a location.
#[doc(hidden)]
pub fn compile(text: &str, module: &Module, src: u32, name: &str) -> RtResult<Rc<ir::FuncCode>> {
    compile_with(text, module, src, name, false)
}

/// `eval`'s text: one expression (else CPython's `SyntaxError`), compiled so that its value
/// lands in `ECHO_SLOT` of `module`.
pub(crate) fn compile_expr(text: &str, module: &Module, src: u32) -> RtResult<Rc<ir::FuncCode>> {
    let one_expr = matches!(
        syntax::parse_module(text).as_deref(),
        Ok([s]) if matches!(s.kind, syntax::ast::StmtKind::Expr(_))
    );
    if !one_expr {
        // The parse error itself when there is one, else "invalid syntax" at the start.
        compile_with(text, module, src, "<string>", false)?;
        let mut e = err(ExcType::SyntaxError, "invalid syntax");
        e.at = Some((src, (0, text.len().min(1))));
        return Err(e);
    }
    compile_with(text, module, src, "<string>", true)
}

/// CPython's class for a syntax error: indentation errors are `IndentationError`, tabs
/// mixed inconsistently with spaces `TabError` (both are `SyntaxError`s).
fn syntax_kind(msg: &str) -> ExcType {
    if msg.starts_with("inconsistent use of tabs") {
        ExcType::TabError
    } else if msg.starts_with("expected an indented block")
        || msg.starts_with("unexpected indent")
        || msg.starts_with("unindent does not match")
    {
        ExcType::IndentationError
    } else {
        ExcType::SyntaxError
    }
}

/// `echo`: the last statement, if an expression, stores its value for the REPL to print.
pub(crate) fn compile_with(
    text: &str,
    module: &Module,
    src: u32,
    name: &str,
    echo: bool,
) -> RtResult<Rc<ir::FuncCode>> {
    crate::stack::maybe_grow(256 * 1024, 16 * 1024 * 1024, || {
        let mut ast = syntax::parse_module(text).map_err(|e| {
            let mut r = err(syntax_kind(&e.msg), e.msg);
            r.at = Some((src, e.span));
            if e.incomplete {
                r.trace.push(interp::error::TraceEntry {
                    func: "<incomplete>".into(),
                    src,
                    span: e.span,
                });
            }
            r
        })?;
        if echo
            && let Some(last) = ast.last_mut()
            && let syntax::ast::StmtKind::Expr(e) = &last.kind
        {
            let target =
                syntax::ast::Expr::new(syntax::ast::ExprKind::Name(ECHO_SLOT.into()), e.span);
            last.kind = syntax::ast::StmtKind::Assign(vec![target], e.clone());
        }
        let code = ir::lower_module(&ast, module, src, name).map_err(|e| {
            let mut r = err(ExcType::SyntaxError, e.msg);
            r.at = Some((src, e.span));
            r
        });
        drop(ast);
        code
    })
}

/// A shared byte buffer used as an output sink by `capture_output`.
#[derive(Clone, Default)]
struct Captured(Rc<RefCell<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Chooses where device (`cupy`) arrays run for the whole process: `auto`, `cpu`, `cuda` or
/// `cuda:0`. `cuda` probes the GPU now and is an error (with the reason) when it is not usable.
pub fn select_device(device: &str) -> Result<(), String> {
    backend::select(device)
}

/// Where device (`cupy`) arrays live in this process: `Device::Cuda(0)` when they run on
/// the GPU, `Device::Cpu` without one (probes once).
pub fn default_device() -> Device {
    backend::default_device()
}

/// How an `Engine` is set up. A builder is `Send`: build it on one thread and move it to
/// the worker that will run the engine (an `Engine` itself stays on the thread that built
/// it; its `interrupt_handle` works from any thread).
pub struct EngineBuilder {
    input: Option<Box<dyn std::io::BufRead + Send>>,
    out: Option<Box<dyn Write + Send>>,
    err_out: Option<Box<dyn Write + Send>>,
    capture: bool,
    argv: Vec<String>,
    step_limit: Option<u64>,
    device: String,
    numpy: String,
    caps: interp::caps::Caps,
    limits: Limits,
}

/// The resource limits of an engine (see the `EngineBuilder` methods that set them).
#[derive(Clone, Copy, Default)]
struct Limits {
    time: Option<std::time::Duration>,
    host_memory: usize,
    device_memory: usize,
    max_depth: Option<u32>,
}

impl EngineBuilder {
    /// Where `print` writes (default: stdout).
    pub fn output(mut self, w: Box<dyn Write + Send>) -> Self {
        self.out = Some(w);
        self
    }
    /// What `input()` and `sys.stdin` read (default: the process's stdin).
    pub fn input(mut self, r: Box<dyn std::io::BufRead + Send>) -> Self {
        self.input = Some(r);
        self
    }
    /// Where logging and `print(file=sys.stderr)` write (default: stderr).
    pub fn error_output(mut self, w: Box<dyn Write + Send>) -> Self {
        self.err_out = Some(w);
        self
    }
    /// Keep printed output in memory; read it with `Engine::take_output`.
    pub fn capture_output(mut self) -> Self {
        self.capture = true;
        self
    }
    /// `sys.argv`.
    pub fn argv(mut self, argv: Vec<String>) -> Self {
        self.argv = argv;
        self
    }
    /// Whether scripts may read and write files (`open`, `os`, `shutil`, `tempfile`,
    /// `np.save`/`load`/`loadtxt`/...; default yes). Switched off, each raises the script's
    /// `PermissionError`.
    pub fn allow_files(mut self, yes: bool) -> Self {
        self.caps.files = yes;
        self
    }
    /// Whether scripts see the environment (`os.environ`, `os.getenv`, `~`; default yes).
    pub fn allow_env(mut self, yes: bool) -> Self {
        self.caps.env = yes;
        self
    }
    /// An operation budget for each run (`run`, `eval`, ...): loop iterations and calls
    /// count one step each, array work one step per 1024 elements it makes (a matrix
    /// product per 1024 multiply-adds); past `n` steps the script gets a `RuntimeError`.
    pub fn step_limit(mut self, n: u64) -> Self {
        self.step_limit = Some(n);
        self
    }
    /// A wall-clock limit on each run (`run`, `eval`, `run_file`, ...): past it the run
    /// stops, wherever it is (a loop, a long array operation), with a `TimeoutError`.
    pub fn time_limit(mut self, limit: std::time::Duration) -> Self {
        self.limits.time = Some(limit);
        self
    }
    /// A cap on the host memory the engine's arrays hold: an allocation past it is the
    /// script's `MemoryError`. (Engines on one thread share the count.)
    pub fn host_memory_limit(mut self, bytes: usize) -> Self {
        self.limits.host_memory = bytes;
        self
    }
    /// A cap on GPU memory for the whole process (with the CUDA backend; a script's
    /// `set_limit` cannot raise it): past it the script's `OutOfMemoryError`.
    pub fn device_memory_limit(mut self, bytes: usize) -> Self {
        self.limits.device_memory = bytes;
        self
    }
    /// How deep calls may nest before a `RecursionError` (Python's recursion limit;
    /// default 1000).
    pub fn max_call_depth(mut self, n: u32) -> Self {
        self.limits.max_depth = Some(n);
        self
    }
    /// `auto` (CUDA when usable), `cpu`, `cuda` or `cuda:0`: where device (`cupy`) arrays
    /// run. Check `cuda` first with `select_device`, which says why CUDA is not usable.
    pub fn device(mut self, d: &str) -> Self {
        self.device = d.to_string();
        self
    }
    /// `host` or `device`: what `numpy` binds to.
    pub fn numpy(mut self, n: &str) -> Self {
        self.numpy = n.to_string();
        self
    }
    /// The engine, with a fresh interpreter (the builtin modules loaded lazily).
    pub fn build(self) -> Engine {
        let mut interp = Interp::new();
        let captured = Captured::default();
        if self.capture {
            interp.out = Box::new(captured.clone());
        } else if let Some(o) = self.out {
            interp.out = o;
        }
        if let Some(e) = self.err_out {
            interp.err_out = e;
        }
        if let Some(r) = self.input {
            interp.input = r;
        }
        interp.argv = self.argv.clone();
        // An unusable `cuda` was reported by `select_device`; here it falls back to auto.
        if select_device(&self.device).is_err() {
            let _ = select_device("auto");
        }
        interp.step_limit = self.step_limit;
        interp.caps = self.caps;
        if let Some(d) = self.limits.max_depth {
            interp.max_depth = d;
        }
        if self.limits.device_memory > 0 {
            backend::runtime::set_pool_cap(self.limits.device_memory);
        }
        if !self.caps.env {
            builtins::os::hide_environment(&interp);
        }
        if self.numpy == "device" {
            interp.defer("numpy", |it| it.module("cupy").unwrap_or(Value::None));
        }
        if let Some(Value::Module(sys)) = interp.modules.get("sys") {
            sys.set(
                "argv",
                Value::list(self.argv.iter().map(|a| Value::str(a)).collect()),
            );
        }
        Engine {
            interp: Box::new(interp),
            captured,
            device: self.device,
            numpy: self.numpy,
            repl_count: 0,
            limits: self.limits,
        }
    }
}

/// A gpa interpreter: runs scripts and expressions in its main module, whose variables
/// persist between runs; arrays and values cross through `set_array`/`array`/`eval`.
/// Build one with `Engine::new()` or `Engine::builder()`.
pub struct Engine {
    /// Boxed so it keeps its address when the engine moves: suspended generators' frames
    /// hold it (see `interp/generator.rs`).
    interp: Box<Interp>,
    captured: Captured,
    /// Where device arrays run (`auto`, `cpu`, `cuda`), as built.
    pub device: String,
    /// What `numpy` binds to (`host` or `device`), as built.
    pub numpy: String,
    repl_count: u32,
    limits: Limits,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

// `GpaError` is returned by value: it is the data embedders inspect, and errors are rare.
#[allow(clippy::result_large_err)]
impl Engine {
    /// An engine with the defaults: output to stdout, no limits.
    pub fn new() -> Engine {
        Engine::builder().build()
    }

    /// A builder for an engine with other output, capabilities or limits.
    pub fn builder() -> EngineBuilder {
        EngineBuilder {
            input: None,
            out: None,
            err_out: None,
            capture: false,
            argv: vec![String::new()],
            step_limit: None,
            device: "auto".into(),
            numpy: "host".into(),
            caps: Default::default(),
            limits: Limits::default(),
        }
    }

    /// Runs a script file: `__name__` is `"__main__"`, imports look beside it.
    pub fn run_file(&mut self, path: &Path) -> Result<(), GpaError> {
        let text = std::fs::read_to_string(path).map_err(|e| {
            GpaError::new(
                "FileNotFoundError",
                format!("can't open file '{}': {e}", path.display()),
            )
        })?;
        self.interp.script_dir = path.parent().map(|p| {
            if p.as_os_str().is_empty() {
                Path::new(".").to_path_buf()
            } else {
                p.to_path_buf()
            }
        });
        // CPython's `__file__` for a script: the path as given, after the working directory
        // when relative (not normalised: `python3 ../a.py` gives `/cwd/../a.py`).
        let file = match std::env::current_dir() {
            Ok(cwd) if path.is_relative() => format!("{}/{}", cwd.display(), path.display()),
            _ => path.display().to_string(),
        };
        self.interp.main.set("__file__", Value::str(&file));
        self.run_source(&path.display().to_string(), &text, false)
            .map(|_| ())
    }

    /// Runs one REPL input. Returns the value of a final expression statement (as the
    /// Python REPL echoes it); `_` is set to it.
    pub fn eval_interactive(&mut self, code: &str) -> Result<Option<Value>, GpaError> {
        self.repl_count += 1;
        let name = format!("<stdin:{}>", self.repl_count);
        let v = self.run_source(&name, code, true)?;
        if let Some(v) = &v {
            self.interp.main.set("_", v.clone());
        }
        Ok(v)
    }

    /// Runs `text` in the main module; with `echo`, the value of a final expression
    /// statement is returned (None when it is `None`).
    fn run_source(
        &mut self,
        name: &str,
        text: &str,
        echo: bool,
    ) -> Result<Option<Value>, GpaError> {
        let text = &*crate::syntax::normalize_source(text);
        let src = self.interp.add_source(name, text);
        let main = self.interp.main.clone();
        self.guarded(|interp| {
            let code = compile_with(text, &main, src, "<module>", echo)?;
            let last = if echo { last_expr_value(&code) } else { None };
            match last {
                Some(()) => {
                    // Run everything, then read the value the final expression left.
                    interp.run_code(&code, &main)?;
                    let v = main.get(ECHO_SLOT);
                    main.set(ECHO_SLOT, Value::Undef);
                    Ok(v.filter(|v| !matches!(v, Value::None)))
                }
                None => interp.run_code(&code, &main).map(|_| None),
            }
        })
    }

    /// Runs `f` on the interpreter the way every entry point does: with the interrupt flag
    /// polled by native work, room on the stack, device faults as errors, and a panic (a gpa
    /// bug) turned into an error, so the session and its variables stay usable.
    pub(crate) fn guarded<T>(
        &mut self,
        f: impl FnOnce(&mut Interp) -> RtResult<T>,
    ) -> Result<T, GpaError> {
        let _native = crate::interrupt::enter(self.interp.interrupt.clone());
        self.interp.stopping = false;
        // The operation budget is per run, as the time limit: a script that spent it does
        // not leave the engine unusable for the next.
        self.interp.steps = 0;
        self.interp.work = 0;
        let _ = array::alloc::take_work();
        let watchdog = (self.limits.time).map(|t| {
            embed::limits::Watchdog::start(
                t,
                self.interp.interrupt.clone(),
                self.interp.time_up.clone(),
            )
        });
        let cap = array::alloc::set_host_cap(self.limits.host_memory);
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            crate::stack::maybe_grow(1024 * 1024, 64 * 1024 * 1024, || -> RtResult<T> {
                self.interp.catch_faults(f)
            })
        }));
        array::alloc::set_host_cap(cap);
        let _ = self.interp.out.flush();
        self.interp.stopping = false;
        if let Some(w) = watchdog
            && w.stop()
        {
            self.interp.interrupt.store(false, Ordering::SeqCst);
            self.interp.time_up.store(false, Ordering::SeqCst);
            if !matches!(result, Ok(Ok(_))) {
                let t = self.limits.time.unwrap_or_default();
                return Err(GpaError::new(
                    "TimeoutError",
                    format!("the run passed its time limit of {:.3} s", t.as_secs_f64()),
                ));
            }
        }
        match result {
            // An interrupt that came during the last statement, after its last check, is
            // still this run's: raised here, so it is neither lost (a script's exit status
            // stays 130) nor left set to fail the next `eval`.
            Ok(Ok(_)) if self.interp.interrupt.swap(false, Ordering::SeqCst) => {
                Err(GpaError::new("KeyboardInterrupt", ""))
            }
            Ok(r) => r.map_err(|e| self.error_data(*e)),
            Err(p) => {
                // The unwound frames did not pop what they pushed.
                self.interp.depth = 0;
                self.interp.handling.clear();
                self.interp.importing.clear();
                let what = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "unknown".into());
                Err(GpaError::new(
                    "InternalError",
                    format!("gpa stopped this statement after an internal error: {what}"),
                ))
            }
        }
    }

    /// Turns a runtime error into its data form, with source text and trace.
    fn error_data(&mut self, e: RtErr) -> GpaError {
        let kind = e.exc_type();
        let mut message = self.interp.to_str(&e.exc).unwrap_or_default();
        if let Some(s) = &e.suggestion {
            message = format!("{message}. Did you mean: '{s}'?");
        }
        // Notes (`add_note`) follow the exception's line.
        if let Value::Exc(x) = &e.exc
            && let Some(Value::List(notes)) = x.links.borrow().notes.clone()
        {
            for n in notes.borrow().iter() {
                let text = match n {
                    Value::Str(s) => s.to_string(),
                    other => self.interp.repr(other).unwrap_or_default(),
                };
                message.push('\n');
                message.push_str(&text);
            }
        }
        // An exception group's sub-exceptions, drawn as CPython's traceback draws them.
        if let Value::Exc(x) = &e.exc
            && x.inst.is_some()
            && let Ok(tree) = self.interp.get_attr(&e.exc, &"_tree".into())
            && let Ok(Value::List(lines)) = self.interp.call(&tree, &[], &[])
        {
            for line in lines.borrow().iter() {
                if let Value::Str(l) = line {
                    message.push('\n');
                    message.push_str(l);
                }
            }
        }
        let mut g = GpaError::new(e.exc.type_name(), message.clone());
        g.chain = interp::traceback::chain_text(&mut self.interp, &e.exc);
        if kind == ExcType::SystemExit {
            g.exit_code = Some(match e.exc_obj().and_then(|o| o.args.first().cloned()) {
                None | Some(Value::None) => 0,
                Some(Value::Int(i)) => i as i32,
                Some(Value::Bool(b)) => b as i32,
                Some(_) => 1,
            });
        }
        g.incomplete = e.trace.iter().any(|t| &*t.func == "<incomplete>");
        let label = match kind {
            ExcType::SyntaxError | ExcType::IndentationError | ExcType::TabError => "here",
            ExcType::NameError => "not defined",
            _ => "raised here",
        };
        if let Some((src, span)) = e.at
            && let Some(s) = self.interp.sources.get(src as usize)
        {
            g = g.with_source(&s.name, &s.text, span, label);
        }
        // Trace entries name the callee at a call site; shown as frames they name the caller.
        let mut caller = "<module>".to_string();
        for t in e.trace.iter().filter(|t| &*t.func != "<incomplete>") {
            if let Some(s) = self.interp.sources.get(t.src as usize) {
                let (line, _) = diag::line_col(&s.text, t.span.0);
                let text = s.text.lines().nth(line - 1).unwrap_or("").to_string();
                g.trace.push(TraceLine {
                    func: caller.clone(),
                    file: s.name.clone(),
                    line,
                    text,
                });
            }
            caller = t.func.to_string();
        }
        if !g.trace.is_empty() {
            g.label = format!("{} (in {caller})", g.label);
        }
        g.help = help_for(kind, &message);
        g
    }

    /// The raw value of variable `name` (see `value::<T>` for a typed one).
    pub fn get(&self, name: &str) -> Option<Value> {
        self.interp.main.get(name)
    }

    /// Binds variable `name` to a raw value (see `set_value` for Rust values).
    pub fn set(&mut self, name: &str, v: Value) {
        self.interp.main.set(name, v);
    }

    /// A flag that interrupts running code (as Ctrl-C does) when set.
    pub fn interrupt_handle(&self) -> Arc<AtomicBool> {
        self.interp.interrupt.clone()
    }

    /// `repr(v)`, or a note saying why it failed.
    pub fn repr(&mut self, v: &Value) -> String {
        self.try_repr(v)
            .unwrap_or_else(|e| format!("<repr failed: {}: {}>", e.kind, e.message))
    }

    /// `repr(v)`, or the error it raised (printing an array runs its queued work, which can
    /// fail or be interrupted), through the same guards as `eval`: the REPL's echo.
    pub fn try_repr(&mut self, v: &Value) -> Result<String, GpaError> {
        self.guarded(|interp| interp.repr(v))
    }

    /// Output printed so far when built with `capture_output` (and clears it).
    pub fn take_output(&mut self) -> String {
        let bytes = std::mem::take(&mut *self.captured.0.borrow_mut());
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// Names defined in the main module (for completion and `:vars`).
    pub fn variables(&self) -> Vec<(String, Value)> {
        self.interp
            .main
            .items()
            .into_iter()
            .filter(|(n, _)| !n.starts_with("__"))
            .map(|(n, v)| (n.to_string(), v))
            .collect()
    }

    /// The names of the builtins (for completion).
    pub fn builtin_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self.interp.builtins.keys().map(|k| k.to_string()).collect();
        v.sort();
        v
    }

    /// The names of the importable modules loaded so far (for completion).
    pub fn module_names(&self) -> Vec<String> {
        let loaded = self.interp.modules.keys().cloned();
        let deferred = self.interp.deferred.iter().map(|(n, _)| n.to_string());
        let mut v: Vec<String> = loaded.chain(deferred).collect();
        v.sort();
        v
    }

    /// The value a dotted name refers to (`xs`, `np.linalg.norm`), through variables, modules
    /// and their attributes only (nothing runs).
    fn lookup(&self, expr: &str) -> Option<Value> {
        let mut parts = expr.split('.');
        let first = parts.next()?;
        let mut v = self
            .get(first)
            .or_else(|| self.interp.modules.get(first).cloned())
            .or_else(|| self.interp.builtins.get(first).cloned())?;
        for p in parts {
            v = match &v {
                Value::Module(m) => m.get(p)?,
                _ => return None,
            };
        }
        Some(v)
    }

    /// Attribute names of the value a dotted name refers to (`math`, `xs`, `np.linalg`), for
    /// completion.
    pub fn attributes_of(&self, expr: &str) -> Vec<String> {
        self.lookup(expr)
            .map(|v| builtins::help::attribute_names(&v))
            .unwrap_or_default()
    }

    /// Whether a dotted name refers to a module (`np.linalg`).
    pub fn is_module(&self, expr: &str) -> bool {
        matches!(self.lookup(expr), Some(Value::Module(_)))
    }

    /// The keyword parameters of the function a dotted name refers to (`np.mean` gives
    /// `axis`, `dtype`, ...), from its declaration or its `def`, for completion.
    pub fn keywords_of(&self, expr: &str) -> Vec<String> {
        match self.lookup(expr) {
            Some(Value::Native(n)) => n
                .sig
                .map(|s| s.keywords().map(str::to_string).collect())
                .unwrap_or_default(),
            Some(Value::Func(f)) => {
                let p = &f.code.params;
                let kwonly_at = p.npos + p.star as usize;
                p.names[..p.npos]
                    .iter()
                    .chain(&p.names[kwonly_at..kwonly_at + p.kwonly])
                    .map(|n| n.to_string())
                    .collect()
            }
            _ => vec![],
        }
    }

    /// Runs every queued array operation and waits for the device to finish them, so a
    /// timing taken after it covers the work (`:timeit` in the REPL).
    pub fn synchronize(&mut self) -> Result<(), GpaError> {
        self.guarded(|_| {
            array::flush_all().map_err(crate::interp::arrays::arr_err)?;
            backend::runtime::synchronize_started().map_err(crate::interp::arrays::device_err)
        })
    }

    /// Flushes printed output.
    pub fn flush(&mut self) {
        let _ = self.interp.out.flush();
    }

    /// Is this REPL input an unfinished block or bracket?
    pub fn is_incomplete(src: &str) -> bool {
        syntax::is_incomplete(src)
    }
}

pub(crate) const ECHO_SLOT: &str = "__gpa_echo__";

/// For REPL echo: is the last top-level statement an expression? (Lowering stores it.)
pub(crate) fn last_expr_value(code: &ir::FuncCode) -> Option<()> {
    matches!(code.body.last().map(|s| &s.kind), Some(ir::St::Assign(ir::Target::Slot(_, n), _)) if &**n == ECHO_SLOT)
        .then_some(())
}

fn help_for(kind: ExcType, msg: &str) -> Option<String> {
    match kind {
        ExcType::NameError if msg.starts_with("name ") => {
            Some("check the spelling, or define the name before this line".into())
        }
        ExcType::RecursionError => Some(
            "the call depth passed sys.getrecursionlimit(); look for a missing base case".into(),
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_and_environment_switched_off() {
        let mut e = Engine::builder()
            .capture_output()
            .allow_files(false)
            .allow_env(false)
            .build();
        let script = r#"
import os, shutil, tempfile, pathlib
import numpy as np
calls = [
    lambda: open("x.txt", "w"), lambda: open("/etc/hostname"), lambda: os.listdir("."),
    lambda: os.getcwd(), lambda: os.remove("x"), lambda: os.makedirs("d"), lambda: os.walk("."),
    lambda: os.path.exists("/"), lambda: os.path.getsize("/"), lambda: os.path.abspath("a"),
    lambda: shutil.copy("a", "b"), lambda: shutil.rmtree("d"), lambda: tempfile.mkdtemp(),
    lambda: tempfile.TemporaryDirectory(), lambda: pathlib.Path("a").read_text(),
    lambda: np.save("a.npy", np.zeros(2)), lambda: np.load("a.npy"), lambda: np.loadtxt("a"),
    lambda: np.savetxt("a", np.zeros(2)), lambda: np.genfromtxt("a"), lambda: np.fromfile("a"),
    lambda: np.zeros(2).tofile("a"), lambda: os.path.expanduser("~"),
]
refused = 0
for f in calls:
    try:
        f()
        print("allowed:", f)
    except PermissionError as err:
        refused += 1
print(refused, len(calls))
print(os.environ, os.getenv("HOME"), os.getenv("HOME", "none"))
print(os.path.join("a", "b"), os.path.splitext("x.csv"), os.path.normpath("a/../b"))
try:
    open("x.txt")
except PermissionError as err:
    print(err)
"#;
        e.run(script).unwrap();
        assert_eq!(
            e.take_output(),
            "23 23\n{} None none\na/b ('x', '.csv') b\nopen: file access is switched off in this engine\n"
        );
    }

    #[test]
    fn a_panic_becomes_an_error_and_the_session_goes_on() {
        let mut e = Engine::builder().capture_output().build();
        e.register_raw_fn("boom", |_| panic!("deliberate"));
        e.run("x = 41").unwrap();
        let err = e.run("boom()").unwrap_err();
        assert_eq!(err.kind, "InternalError");
        assert!(err.message.contains("deliberate"), "{}", err.message);
        e.run("print(x + 1)").unwrap();
        assert_eq!(e.take_output(), "42\n");
    }

    #[test]
    fn an_interrupt_is_raised_once_then_cleared() {
        let mut e = Engine::builder().capture_output().build();
        let flag = e.interrupt_handle();
        // Set from inside the last statement (as a signal would arrive during native work):
        // that run ends in KeyboardInterrupt, and the next one is unaffected.
        let f = flag.clone();
        e.register_raw_fn("press_ctrl_c", move |_| {
            f.store(true, Ordering::SeqCst);
            Ok(Value::None)
        });
        let err = e
            .run("import numpy as np\nx = np.arange(10)\npress_ctrl_c()")
            .unwrap_err();
        assert_eq!(err.kind, "KeyboardInterrupt");
        assert!(!flag.load(Ordering::SeqCst));
        e.run("print(int(x.sum()))").unwrap();
        assert_eq!(e.take_output(), "45\n");
        // Inside array work: the CPU program stops at its next chunk.
        flag.store(true, Ordering::SeqCst);
        let err = e.run("y = (np.arange(10**6) * 2).sum()").unwrap_err();
        assert_eq!(err.kind, "KeyboardInterrupt");
        e.run("print(int(x.max()))").unwrap();
        assert_eq!(e.take_output(), "9\n");
    }
}
