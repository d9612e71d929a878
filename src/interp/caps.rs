//! What a script may reach outside the interpreter: files and the environment. Embedders
//! switch them off (`EngineBuilder::allow_files(false)`) for untrusted scripts; every file
//! and OS builtin asks `require` first (wrapped in by `guard_module`/`guard`, at install).
use super::Interp;
use super::error::{ExcType, RtResult, err};
use super::value::{Module, NativeFn, Value};
use std::rc::Rc;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cap {
    /// Reading and writing files and directories.
    Files,
    /// Environment variables and the home directory.
    Env,
}

#[derive(Clone, Copy, Debug)]
pub struct Caps {
    pub files: bool,
    pub env: bool,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            files: true,
            env: true,
        }
    }
}

impl Interp {
    /// Ok when `cap` is allowed; else the script's `PermissionError`, naming `what`.
    pub fn require(&self, cap: Cap, what: &str) -> RtResult<()> {
        let (on, name) = match cap {
            Cap::Files => (self.caps.files, "file access"),
            Cap::Env => (self.caps.env, "environment access"),
        };
        if on {
            return Ok(());
        }
        Err(err(
            ExcType::PermissionError,
            format!("{what}: {name} is switched off in this engine"),
        ))
    }
}

/// `f` behind a check of `cap` (its name is the one errors show).
pub fn guard(cap: Cap, qualified: &str, f: &Value) -> Value {
    let Value::Native(n) = f else {
        return f.clone();
    };
    let inner = n.f.clone();
    let what: Rc<str> = Rc::from(qualified);
    Value::Native(Rc::new(NativeFn {
        name: n.name.clone(),
        f: Rc::new(move |it, a, k| {
            it.require(cap, &what)?;
            inner(it, a, k)
        }),
        host: n.host,
        sig: n.sig,
    }))
}

/// Every function of `m` behind a check of `cap`, except the pure ones in `exempt`.
pub fn guard_module(m: &Module, cap: Cap, exempt: &[&str]) {
    for name in m.bound_names() {
        if exempt.contains(&&*name) {
            continue;
        }
        if let Some(f @ Value::Native(_)) = m.get(&name) {
            m.set(&name, guard(cap, &format!("{}.{name}", m.name), &f));
        }
    }
}
