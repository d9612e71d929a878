//! `np.seterr`, `np.geterr`, `np.errstate`: how floating-point events are handled
//! (`array::fperr`). Work queued under a setting keeps it, so a lazy result computed after
//! the `with np.errstate(...)` block still follows the block's setting.
use super::reg_bound;
use crate::array::fperr::{self, KINDS, Mode, Modes};
use crate::builtins::native;
use crate::builtins::sig::Bound;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, value_err};
use crate::interp::value::Map;
use crate::interp::value::{Key, Module, Value};
use std::cell::RefCell;
use std::rc::Rc;

pub fn install(m: &Module, host: bool) {
    reg_bound(m, "geterr", host, |_, _, _| Ok(as_dict(fperr::modes())));
    reg_bound(m, "seterr", host, |it, b, _| {
        let old = fperr::modes();
        fperr::set_modes(apply(it, b, old)?);
        Ok(as_dict(old))
    });
    reg_bound(m, "errstate", host, |it, b, _| {
        if b.given("call") {
            return Err(no_call());
        }
        // The settings are read now, applied by __enter__, undone by __exit__.
        let wanted = apply(it, b, Modes::default())?;
        let given: Vec<u8> = kinds_given(b);
        let text = "<numpy.errstate object>".to_string();
        let obj = Module::record("errstate", text.clone(), text);
        let saved: Rc<RefCell<Vec<Modes>>> = Rc::default();
        let s = saved.clone();
        obj.set(
            "__enter__",
            native("__enter__", move |_, _, _| {
                let old = fperr::modes();
                s.borrow_mut().push(old);
                let mut now = old;
                for &k in &given {
                    now = now.with(k, wanted.get(k));
                }
                fperr::set_modes(now);
                Ok(Value::None)
            }),
        );
        obj.set(
            "__exit__",
            native("__exit__", move |_, _, _| {
                if let Some(old) = saved.borrow_mut().pop() {
                    fperr::set_modes(old);
                }
                Ok(Value::Bool(false))
            }),
        );
        Ok(Value::Module(obj))
    });
}

fn no_call() -> Box<crate::interp::error::RtErr> {
    err(
        ExcType::NotImplementedError,
        "gpa has no np.seterrcall: the 'call' and 'log' modes are not supported",
    )
}

/// The kinds a call names (`all=` names every kind).
fn kinds_given(b: &Bound) -> Vec<u8> {
    KINDS
        .iter()
        .filter(|(_, name, _)| b.opt(name).is_some() || b.opt("all").is_some())
        .map(|k| k.0)
        .collect()
}

/// `modes` with the call's settings: each kind's own argument, else `all`.
fn apply(it: &mut Interp, b: &Bound, mut modes: Modes) -> RtResult<Modes> {
    for (kind, name, _) in KINDS {
        let Some(v) = b.opt(name).or(b.opt("all")) else {
            continue;
        };
        let s = it.to_str(v)?;
        let mode = match Mode::parse(&s) {
            Some(m) => m,
            None if s == "call" || s == "log" => return Err(no_call()),
            None => return Err(value_err(format!("invalid error mode {}", it.repr(v)?))),
        };
        modes = modes.with(kind, mode);
    }
    Ok(modes)
}

/// NumPy's `geterr()` dict.
fn as_dict(m: Modes) -> Value {
    let mut d: Map<Key, Value> = Map::default();
    for (kind, name, _) in KINDS {
        d.insert(Key(Value::str(name)), Value::str(m.get(kind).name()));
    }
    Value::Dict(Rc::new(RefCell::new(d)))
}

/// Functions whose floating-point events are gpa's own business (NumPy computes these under
/// `errstate` or never forms the values): their work reports nothing.
const QUIET: &[&str] = &[
    "isclose",
    "allclose",
    "pad",
    "testing.assert_allclose",
    "testing.assert_array_almost_equal",
    "testing.assert_array_equal",
    "testing.assert_equal",
    "linalg.det",
    "linalg.slogdet",
    "linalg.matrix_rank",
    "linalg.norm",
    "linalg.cond",
    "linalg.pinv",
    "linalg.lstsq",
    "cov",
    "corrcoef",
];

pub fn quiet_internals(m: &Module) {
    for path in QUIET {
        match path.split_once('.') {
            Some((sub, name)) => {
                if let Some(Value::Module(s)) = m.get(sub) {
                    make_quiet(&s, name);
                }
            }
            None => make_quiet(m, path),
        }
    }
}

fn make_quiet(holder: &Module, name: &str) {
    if let Some(Value::Native(f)) = holder.get(name) {
        let inner = f.f.clone();
        let quiet = crate::interp::value::NativeFn {
            name: f.name.clone(),
            f: Rc::new(move |it, a, k| fperr::quiet(|| inner(it, a, k))),
            host: f.host,
            sig: f.sig,
        };
        holder.set(name, Value::Native(Rc::new(quiet)));
    }
}
