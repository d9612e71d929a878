//! gpa's standard library (`stdlib/*.gpa`): functions written in gpa itself, compiled into
//! the binary and loaded on first use into each array namespace, with `np` bound to that
//! namespace (so `np.softmax` works on host arrays and `cp.softmax` on device arrays).
use crate::builtins::native;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err};
use crate::interp::value::{Module, Value};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

const FILES: &[(&str, &str)] = &[
    ("stdlib/nn.gpa", include_str!("../../../stdlib/nn.gpa")),
    (
        "stdlib/stats.gpa",
        include_str!("../../../stdlib/stats.gpa"),
    ),
    (
        "stdlib/linalg.gpa",
        include_str!("../../../stdlib/linalg.gpa"),
    ),
    (
        "stdlib/numeric.gpa",
        include_str!("../../../stdlib/numeric.gpa"),
    ),
];

/// The names the stdlib defines (each file's top-level functions).
pub const NAMES: &[&str] = &[
    "softmax",
    "logsumexp",
    "sigmoid",
    "normalize",
    "standardize",
    "cov",
    "corrcoef",
    // numeric.gpa
    "ndim",
    "shape",
    "size",
    "isscalar",
    "iterable",
    "sort_complex",
    "hanning",
    "hamming",
    "blackman",
    "bartlett",
    "i0",
    "kaiser",
    "sinc",
    "vander",
    "polyval",
    "polyfit",
    "roots",
    "interp",
    "correlate",
    "convolve",
    "cross",
    "trapezoid",
    "digitize",
    "indices",
    "unravel_index",
    "ravel_multi_index",
    "ndindex",
    "ndenumerate",
    "ascontiguousarray",
    "fromiter",
    "packbits",
    "unpackbits",
    "apply_along_axis",
    "apply_over_axes",
    "vectorize",
    "geterr",
    "seterr",
    "errstate",
    // Private helpers called by builtins (through `call_private`).
    "_cond_by_norm",
    "_weighted_quantile",
];

/// Calls the stdlib helper `name` of the namespace `ns` (a builtin's part written in gpa).
pub fn call_private(
    it: &mut Interp,
    ns: &Weak<Module>,
    name: &str,
    args: &[Value],
) -> RtResult<Value> {
    let f = ns
        .upgrade()
        .and_then(|m| m.get(name))
        .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
    it.call(&f, args, &[])
}

type Loaded = Rc<RefCell<Option<Rc<Module>>>>;

pub fn install(m: &Rc<Module>) {
    let ns = Rc::downgrade(m);
    let loaded: Loaded = Rc::new(RefCell::new(None));
    for &n in NAMES {
        let (ns, loaded) = (ns.clone(), loaded.clone());
        // `numpy::declare_rest` gives it its declaration afterwards.
        m.set(
            n,
            native(n, move |it, a, kw| {
                let lib = load(it, &ns, &loaded)?;
                let f = lib
                    .get(n)
                    .ok_or_else(|| err(ExcType::AttributeError, format!("stdlib has no '{n}'")))?;
                it.call(&f, a, kw)
            }),
        );
    }
}

fn load(it: &mut Interp, ns: &Weak<Module>, loaded: &Loaded) -> RtResult<Rc<Module>> {
    if let Some(m) = &*loaded.borrow() {
        return Ok(m.clone());
    }
    let ns = ns
        .upgrade()
        .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
    let lib = Module::new("gpa.stdlib");
    lib.set("np", Value::Module(ns));
    for (path, text) in FILES {
        let src = it.add_source(&format!("<gpa>/{path}"), text);
        let code = crate::compile(text, &lib, src, "stdlib")?;
        it.run_code(&code, &lib)?;
    }
    *loaded.borrow_mut() = Some(lib.clone());
    Ok(lib)
}
