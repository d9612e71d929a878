//! The interpreter: walks IR statements and expressions over frames of slots.
pub mod arrays;
mod assign;
pub mod builtin_base;
pub mod call;
pub mod caps;
pub mod class;
pub mod compiled;
pub mod error;
mod except_star;
mod exec;
pub mod generator;
mod import;
pub mod iter;
mod keys;
pub mod long;
mod matching;
pub mod nest;
pub mod ops;
pub mod repr;
pub(crate) mod set_order;
pub mod suggest;
pub mod traceback;
pub mod value;
pub mod walk;
pub mod warn;

use crate::ir::FuncCode;
use error::{ExcType, RtResult, err};
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use value::{Module, Value};

/// Where `print` writes. Embedders may replace it.
pub type OutputSink = Box<dyn Write>;

pub struct Source {
    pub name: String,
    pub text: Rc<str>,
}

/// One activation: local slots and cells (captured first, then own).
pub struct Frame {
    pub locals: Vec<Value>,
    pub cells: Vec<Rc<RefCell<Value>>>,
    pub module: Rc<Module>,
    pub src: u32,
}

/// How a deferred built-in module is made.
pub type MakeModule = fn(&mut Interp) -> Value;

pub struct Interp {
    pub builtins: HashMap<Rc<str>, Value>,
    /// Built-in modules (math, sys, ...) and user modules already imported.
    pub modules: HashMap<String, Value>,
    /// Built-in modules made on their first import (`module`): numpy's namespaces are most
    /// of start-up's work, and a script without them never pays for it.
    pub deferred: Vec<(&'static str, MakeModule)>,
    /// `re`'s compiled patterns by flags and text (as Python's re caches them).
    pub re_cache: HashMap<String, Value>,
    pub sources: Vec<Source>,
    pub out: OutputSink,
    pub err_out: OutputSink,
    /// What `input()` and `sys.stdin` read (the process's stdin unless an embedder gives one).
    pub input: Box<dyn std::io::BufRead>,
    pub interrupt: Arc<AtomicBool>,
    pub steps: u64,
    /// Array elements made (see `tick`).
    pub work: u64,
    /// Set by an embedder's watchdog when a run's time is up (see `embed::limits`).
    pub time_up: Arc<AtomicBool>,
    /// A limit was hit: `except` and `__exit__` no longer stop the error (reset per run).
    pub stopping: bool,
    pub step_limit: Option<u64>,
    pub depth: u32,
    pub max_depth: u32,
    pub main: Rc<Module>,
    pub script_dir: Option<PathBuf>,
    pub argv: Vec<String>,
    /// The exception being handled (for bare `raise`).
    pub handling: Vec<Value>,
    /// The containers whose repr is being made, across `__repr__` calls of objects inside
    /// them (a list subclass holding itself prints `[[...]]`, as CPython's repr guard).
    pub repr_seen: Vec<i64>,
    /// Modules being imported (cycle detection).
    pub importing: Vec<String>,
    pub print_opts: crate::array::print::PrintOptions,
    /// `set_printoptions(formatter={...})`: functions by NumPy's type keys (None: none).
    pub print_formatter: Option<Value>,
    /// The `warnings` module's filters and registry.
    pub warnings: warn::Warnings,
    /// The statement of each active call's caller (for `warnings.warn(stacklevel=)`).
    pub call_origins: Vec<(u32, crate::ir::Span)>,
    /// Emptied locals of returned calls, reused by the next calls (`call_function`).
    pub spare_locals: Vec<Vec<Value>>,
    /// The running generators' yielders, innermost last (see `generator.rs`).
    pub yielders: Vec<generator::YielderPtr>,
    /// Objects with their own `__hash__` seen as keys, by hash (see `keys.rs`).
    pub key_classes: keys::KeyClasses,
    /// What scripts may reach: files, the environment (see `caps.rs`).
    pub caps: caps::Caps,
}

impl Drop for Interp {
    fn drop(&mut self) {
        // Before the fields (and the generators they hold) go.
        generator::forget_dropped(self);
    }
}

impl Interp {
    pub fn new() -> Interp {
        // Warnings start shown, not recorded (an earlier engine on this thread may have
        // ended inside `catch_warnings`).
        crate::array::fperr::set_watched(false);
        let main = Module::new("__main__");
        main.set("__name__", Value::str("__main__"));
        let mut it = Interp {
            builtins: HashMap::new(),
            modules: HashMap::new(),
            deferred: Vec::new(),
            re_cache: HashMap::new(),
            sources: Vec::new(),
            out: Box::new(std::io::stdout()),
            err_out: Box::new(std::io::stderr()),
            input: Box::new(std::io::BufReader::new(std::io::stdin())),
            interrupt: Arc::new(AtomicBool::new(false)),
            steps: 0,
            work: 0,
            time_up: Arc::new(AtomicBool::new(false)),
            stopping: false,
            step_limit: None,
            depth: 0,
            max_depth: 1000,
            main,
            warnings: Default::default(),

            call_origins: Vec::new(),
            spare_locals: Vec::new(),
            yielders: Vec::new(),
            key_classes: Default::default(),
            caps: Default::default(),
            script_dir: None,
            argv: vec![String::new()],
            handling: Vec::new(),
            repr_seen: Vec::new(),
            importing: Vec::new(),
            print_opts: Default::default(),
            print_formatter: None,
        };
        crate::builtins::install(&mut it);
        it
    }

    pub fn add_source(&mut self, name: &str, text: &str) -> u32 {
        let text: Rc<str> = Rc::from(text);
        let id = self.sources.len() as u32;
        crate::lazy::note_source(id, name, text.clone());
        self.sources.push(Source {
            name: name.to_string(),
            text,
        });
        id
    }

    /// Checked at loop back-edges and calls: Ctrl-C and the operation budget.
    #[inline]
    pub fn tick(&mut self) -> RtResult<()> {
        self.steps += 1;
        if self.interrupt.load(Ordering::Relaxed) {
            self.interrupt.store(false, Ordering::Relaxed);
            if self.time_up.load(Ordering::Relaxed) {
                self.stopping = true;
                return Err(err(ExcType::TimeoutError, "the run passed its time limit"));
            }
            return Err(err(ExcType::KeyboardInterrupt, ""));
        }
        self.check_budget()
    }

    /// Module `name` if it is loaded or built in (a deferred one is made now).
    pub fn module(&mut self, name: &str) -> Option<Value> {
        if let Some(m) = self.modules.get(name) {
            return Some(m.clone());
        }
        let i = self.deferred.iter().position(|(n, _)| *n == name)?;
        let (_, make) = self.deferred.remove(i);
        let m = make(self);
        self.modules.insert(name.into(), m.clone());
        Some(m)
    }

    /// The namespace whose functions host (or device) arrays' methods call, made if it was
    /// not yet.
    pub fn array_namespace(&mut self, host: bool) -> Option<Value> {
        self.module(if host { "_numpy_host" } else { "cupy" })
    }

    /// Makes built-in module `name` with `make` on its first import (in place of any made
    /// before).
    pub fn defer(&mut self, name: &'static str, make: MakeModule) {
        self.modules.remove(name);
        self.deferred.retain(|(n, _)| *n != name);
        self.deferred.push((name, make));
    }

    /// Python's recursion limit, checked before a call or a generator resume enters a frame.
    #[inline]
    pub fn check_depth(&self) -> RtResult<()> {
        if self.depth >= self.max_depth {
            return Err(err(
                ExcType::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        Ok(())
    }

    /// The operation budget: steps, plus a step per 1024 elements of array work made
    /// (checked at ticks and after each statement, before queued work runs).
    #[inline]
    pub fn check_budget(&mut self) -> RtResult<()> {
        if let Some(limit) = self.step_limit {
            self.work = self.work.saturating_add(crate::array::alloc::take_work());
            if self.steps.saturating_add(self.work / 1024) > limit {
                self.stopping = true;
                return Err(err(
                    ExcType::RuntimeError,
                    format!("operation budget of {limit} steps exhausted"),
                ));
            }
        }
        Ok(())
    }

    /// Runs a module body in a fresh frame over `module`'s globals.
    pub fn run_code(&mut self, code: &Rc<FuncCode>, module: &Rc<Module>) -> RtResult<()> {
        let mut frame = Frame {
            locals: vec![Value::Undef; code.nlocals as usize],
            cells: (0..code.ncells)
                .map(|_| Rc::new(RefCell::new(Value::Undef)))
                .collect(),
            module: module.clone(),
            src: code.src,
        };
        code.compiled().run(self, &mut frame)?;
        Ok(())
    }

    pub fn write_out(&mut self, s: &str) -> RtResult<()> {
        self.out
            .write_all(s.as_bytes())
            .map_err(|e| err(ExcType::OSError, format!("cannot write output: {e}")))
    }
}

impl Default for Interp {
    fn default() -> Self {
        Self::new()
    }
}
