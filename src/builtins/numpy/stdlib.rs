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
    (
        "stdlib/manip.gpa",
        include_str!("../../../stdlib/manip.gpa"),
    ),
    ("stdlib/more.gpa", include_str!("../../../stdlib/more.gpa")),
    ("stdlib/misc.gpa", include_str!("../../../stdlib/misc.gpa")),
    (
        "stdlib/random.gpa",
        include_str!("../../../stdlib/random.gpa"),
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
    "nditer",
    "broadcast",
    "ascontiguousarray",
    "fromiter",
    "packbits",
    "unpackbits",
    "apply_along_axis",
    "apply_over_axes",
    "vectorize",
    // manip.gpa and more.gpa
    "append",
    "delete",
    "insert",
    "hsplit",
    "vsplit",
    "dsplit",
    "unstack",
    "block",
    "broadcast_shapes",
    "rollaxis",
    "ediff1d",
    "diagflat",
    "fill_diagonal",
    "diag_indices_from",
    "tril_indices_from",
    "triu_indices_from",
    "select",
    "piecewise",
    "place",
    "putmask",
    "put_along_axis",
    "copyto",
    "trim_zeros",
    "real_if_close",
    "isneginf",
    "isposinf",
    "array_equiv",
    "asarray_chkfinite",
    "asanyarray",
    "asfortranarray",
    "require",
    "geomspace",
    "unwrap",
    "poly",
    "polyadd",
    "polysub",
    "polymul",
    "polyder",
    "polyint",
    "polydiv",
    "setxor1d",
    "histogram_bin_edges",
    "histogram2d",
    "nancumsum",
    "nancumprod",
    "nanquantile",
    "nanpercentile",
    "cumulative_sum",
    "cumulative_prod",
    "vecdot",
    "matvec",
    "vecmat",
    "binary_repr",
    "base_repr",
    "common_type",
    "mintypecode",
    "typename",
    "min_scalar_type",
    "isdtype",
    "poly1d",
    // misc.gpa
    "printoptions",
    "array_repr",
    "array_str",
    "may_share_memory",
    "shares_memory",
    "isfortran",
    "spacing",
    "bitwise_count",
    "histogramdd",
    "mask_indices",
    "fromstring",
    "getbufsize",
    "setbufsize",
    "array2string",
    // Private helpers called by builtins (through `call_private`).
    "_cond_by_norm",
    "_weighted_quantile",
    "_mgrid",
    "_ogrid",
    "_r_",
    "_c_",
    "resize",
    "isreal",
    "iscomplex",
    "_reduceat",
    "_s_",
    "_index_exp",
    "astype",
    "matrix_transpose",
    "trapz",
    "row_stack",
    "_emath_sqrt",
    "_emath_log",
    "_emath_log2",
    "_emath_log10",
    "_emath_logn",
    "_emath_power",
    "_emath_arccos",
    "_emath_arcsin",
    "_emath_arctanh",
    "_flat_get",
    "_flat_set",
    "_linspace_nd",
    "_ufunc_accumulate",
    "_ufunc_reduce",
    "_logspace_nd",
    "_multi_dot",
    "_testing_assert_almost_equal",
    "_testing_assert_",
    "_testing_assert_raises",
    "_la_vector_norm",
    "_la_matrix_norm",
    "_la_svdvals",
    "_la_outer",
    "_la_cross",
    "_la_trace",
    "_la_diagonal",
    "_la_matrix_transpose",
    "_la_vecdot",
    "_la_matmul",
    "_la_tensordot",
    "_la_tensorsolve",
    "_la_tensorinv",
    "_multivariate_normal",
    "_gradient_coords",
    "_permuted",
];

/// NumPy 2's array-API functions of `np.linalg` (`stdlib/linalg.gpa`'s `_la_*`).
const LINALG_API: &[&str] = &[
    "vector_norm",
    "matrix_norm",
    "svdvals",
    "outer",
    "cross",
    "trace",
    "diagonal",
    "matrix_transpose",
    "vecdot",
    "matmul",
    "tensordot",
    "tensorsolve",
    "tensorinv",
];

const EMATH: &[&str] = &[
    "sqrt", "log", "log2", "log10", "logn", "power", "arccos", "arcsin", "arctanh",
];

/// Objects whose subscript builds an array (NumPy's index tricks): name, NumPy's class, helper.
const INDEX_TRICKS: &[(&str, &str, &str)] = &[
    ("mgrid", "MGridClass", "_mgrid"),
    ("ogrid", "OGridClass", "_ogrid"),
    ("r_", "RClass", "_r_"),
    ("c_", "CClass", "_c_"),
    ("s_", "IndexExpression", "_s_"),
    ("index_exp", "IndexExpression", "_index_exp"),
];

/// Calls the stdlib helper `name` of the namespace `ns` (a builtin's part written in gpa).
pub fn call_private(
    it: &mut Interp,
    ns: &Weak<Module>,
    name: &str,
    args: &[Value],
) -> RtResult<Value> {
    call_private_kw(it, ns, name, args, &[])
}

/// `call_private` with keyword arguments.
pub fn call_private_kw(
    it: &mut Interp,
    ns: &Weak<Module>,
    name: &str,
    args: &[Value],
    kw: &[(Rc<str>, Value)],
) -> RtResult<Value> {
    let f = ns
        .upgrade()
        .and_then(|m| m.get(name))
        .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
    it.call(&f, args, kw)
}

type Loaded = Rc<RefCell<Option<Rc<Module>>>>;

/// The stdlib's classes: until the stdlib loads, the namespace holds a stub that makes
/// instances; `resolve_class` swaps the class itself in when the name is looked up, so
/// `isinstance(p, np.poly1d)` and `type(p) is np.poly1d` hold from the first use. Each is
/// (submodule, name); a submodule's class replaces only a stub the submodule has.
const CLASSES: &[(&str, &str)] = &[
    ("", "poly1d"),
    ("", "nditer"),
    ("", "broadcast"),
    ("random", "SeedSequence"),
];

/// Packages of the array namespaces written in gpa, each loaded into a module of its own on
/// first use (`np.polynomial`): (attribute, source path, text). The file builds the
/// package's public module with the native `_module(name, members)` and binds it as
/// `_package`.
const PACKAGES: &[(&str, &str, &str)] = &[
    (
        "polynomial",
        "stdlib/polynomial.gpa",
        include_str!("../../../stdlib/polynomial.gpa"),
    ),
    (
        "typing",
        "stdlib/typing.gpa",
        include_str!("../../../stdlib/typing.gpa"),
    ),
];

/// Whether `name` is a package loaded on first use (its stub is no function to declare).
pub fn is_package(name: &str) -> bool {
    PACKAGES.iter().any(|p| p.0 == name)
}

/// `m.name` found as `v`: a stdlib class's stub is replaced by the class (loading the
/// stdlib), a package's stub by the package (loading it); anything else is returned as it is.
pub fn resolve_class(it: &mut Interp, m: &Module, name: &str, v: Value) -> RtResult<Value> {
    if !matches!(v, Value::Native(_)) {
        return Ok(v);
    }
    // A package's stub loads the package when called, and puts it in its place.
    if PACKAGES.iter().any(|p| p.0 == name) {
        return it.call(&v, &[], &[]);
    }
    if !CLASSES.iter().any(|&(_, c)| c == name) {
        return Ok(v);
    }
    match m.get("__stdlib_load__") {
        Some(load) => {
            it.call(&load, &[], &[])?;
            Ok(m.get(name).unwrap_or(v))
        }
        None => Ok(v),
    }
}

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
    // Host only: the package prints and tests NumPy scalars, which device arrays do not
    // make (CuPy has only a few of its functions).
    for &(name, path, text) in PACKAGES.iter().filter(|_| m.name == "numpy") {
        let ns = ns.clone();
        m.set(
            name,
            native(name, move |it, _, _| {
                load_package(it, &ns, name, path, text)
            }),
        );
    }
    let (ns2, loaded2) = (ns.clone(), loaded.clone());
    m.set(
        "__stdlib_load__",
        native("__stdlib_load__", move |it, _, _| {
            load(it, &ns2, &loaded2)?;
            Ok(Value::None)
        }),
    );
    // `np.emath`: the stdlib's `_emath_*` functions under their NumPy names.
    let emath = Module::new(&format!("{}.emath", m.name));
    for &f in EMATH {
        let helper = m
            .get(&format!("_emath_{f}"))
            .expect("helper installed above");
        emath.set(f, helper);
    }
    m.set("emath", Value::Module(emath));
    if let Some(Value::Module(linalg)) = m.get("linalg") {
        let f = m.get("_multi_dot").expect("helper installed above");
        linalg.set("multi_dot", f);
        for name in LINALG_API {
            let f = m
                .get(&format!("_la_{name}"))
                .expect("helper installed above");
            linalg.set(name, f);
        }
    }
    for &(name, class, helper) in INDEX_TRICKS {
        let repr = format!("<numpy.lib._index_tricks_impl.{class} object>");
        let obj = Module::record(name, repr.clone(), repr);
        obj.set(
            "__getitem__",
            m.get(helper).expect("helper installed above"),
        );
        m.set(name, Value::Module(obj));
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
    lib.set("np", Value::Module(ns.clone()));
    for (path, text) in FILES {
        let src = it.add_source(&format!("<gpa>/{path}"), text);
        let code = crate::compile(text, &lib, src, "stdlib")?;
        it.run_code(&code, &lib)?;
    }
    for &(sub, c) in CLASSES {
        let Some(cls) = lib.get(c) else { continue };
        match sub {
            "" => ns.set(c, cls),
            _ => {
                if let Some(Value::Module(m)) = ns.get(sub)
                    && m.get(c).is_some()
                {
                    m.set(c, cls);
                }
            }
        }
    }
    *loaded.borrow_mut() = Some(lib.clone());
    Ok(lib)
}

/// Runs a package's file in a module of its own (with `np` and `_module` bound) and puts
/// the public module it builds (`_package`) in the namespace under `name`.
fn load_package(
    it: &mut Interp,
    ns: &Weak<Module>,
    name: &str,
    path: &str,
    text: &str,
) -> RtResult<Value> {
    let ns = ns
        .upgrade()
        .ok_or_else(|| err(ExcType::RuntimeError, "the array namespace is gone"))?;
    let full = format!("{}.{name}", ns.name);
    let lib = Module::new(&full);
    lib.set("np", Value::Module(ns.clone()));
    lib.set(
        "_module",
        native("_module", |it, a, _| {
            let (Some(Value::Str(n)), Some(members)) = (a.first(), a.get(1)) else {
                return Err(err(ExcType::TypeError, "_module(name, members)"));
            };
            let m = Module::new(n);
            m.set("__name__", Value::Str(n.clone()));
            for k in it.to_vec(members)? {
                let v = it.get_item(members, &k)?;
                if let Value::Str(k) = k {
                    m.set(&k, v);
                }
            }
            Ok(Value::Module(m))
        }),
    );
    let src = it.add_source(&format!("<gpa>/{path}"), text);
    let code = crate::compile(text, &lib, src, &full)?;
    it.run_code(&code, &lib)?;
    let package = lib
        .get("_package")
        .ok_or_else(|| err(ExcType::RuntimeError, format!("{path} built no package")))?;
    ns.set(name, package.clone());
    Ok(package)
}
