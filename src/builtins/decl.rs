//! Where the declarations of builtins are kept: `decl/*.txt`, one declaration per function,
//! its signature at the start of a line and its docstring indented below it:
//!
//! ```text
//! mean(a, axis=None, dtype=None, out=None, keepdims=False, *, where=True)
//!     The arithmetic mean of the elements along the given axes.
//! ```
//!
//! Names inside a namespace's submodules are qualified (`linalg.norm`, `cuda.Device`).
use super::sig::Sig;
use std::collections::HashMap;
use std::sync::OnceLock;

const NUMPY: &str = include_str!("decl/numpy.txt");
const NDARRAY: &str = include_str!("decl/ndarray.txt");

/// Parses a declarations file; the error names the line.
pub fn parse(text: &str) -> Result<Vec<Sig>, String> {
    let mut out: Vec<Sig> = Vec::new();
    let mut pending: Option<(usize, &str, Vec<&str>)> = None;
    let finish = |p: Option<(usize, &str, Vec<&str>)>, out: &mut Vec<Sig>| {
        if let Some((line, sig, doc)) = p {
            let doc = doc.join("\n").trim().to_string();
            out.push(Sig::parse(sig, doc).map_err(|e| format!("line {line}: {e}"))?);
        }
        Ok::<(), String>(())
    };
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') {
            continue;
        }
        if line.starts_with(' ') || line.trim().is_empty() {
            if let Some((_, _, doc)) = pending.as_mut() {
                doc.push(line.strip_prefix("    ").unwrap_or(line.trim()));
            }
            continue;
        }
        finish(pending.take(), &mut out)?;
        pending = Some((i + 1, line, Vec::new()));
    }
    finish(pending, &mut out)?;
    Ok(out)
}

/// A declarations file by name. A malformed file is caught by the unit test below; at run
/// time it only means no declarations, never a crash.
fn load(text: &str) -> HashMap<String, Sig> {
    parse(text)
        .unwrap_or_default()
        .into_iter()
        .map(|s| (s.name.clone(), s))
        .collect()
}

fn table() -> &'static HashMap<String, Sig> {
    static T: OnceLock<HashMap<String, Sig>> = OnceLock::new();
    T.get_or_init(|| load(NUMPY))
}

fn method_table() -> &'static HashMap<String, Sig> {
    static T: OnceLock<HashMap<String, Sig>> = OnceLock::new();
    T.get_or_init(|| load(NDARRAY))
}

/// The declaration of an array method (`sum` for `a.sum`); what has one is a method.
pub fn method(name: &str) -> Option<&'static Sig> {
    method_table().get(&format!("ndarray.{name}"))
}

/// The names of the array methods.
pub fn method_names() -> impl Iterator<Item = &'static str> {
    method_table().values().map(|s| s.short_name())
}

/// The declaration of a function of the array namespaces (`numpy`, `cupy`, `gpa` and their
/// submodules), by its module's name and its own.
pub fn array_fn(module: &str, name: &str) -> Option<&'static Sig> {
    let (root, sub) = ["numpy", "cupy", "gpa"].iter().find_map(|root| {
        if module == *root {
            Some((*root, ""))
        } else {
            Some((*root, module.strip_prefix(root)?.strip_prefix('.')?))
        }
    })?;
    let qual = if sub.is_empty() {
        name.to_string()
    } else {
        format!("{sub}.{name}")
    };
    let own = (root != "numpy")
        .then(|| table().get(&format!("cupy:{qual}")))
        .flatten();
    own.or_else(|| table().get(&qual))
}

/// A declaration an embedder gives (`"scale(v, factor=10.0)"` and indented docstring lines,
/// the format of `decl/*.txt`), kept for the life of the process as the builtins' are: each
/// distinct text once, so engines registering the same function again reuse it.
pub fn intern(text: &str) -> Result<&'static Sig, String> {
    static KEPT: OnceLock<std::sync::Mutex<HashMap<String, &'static Sig>>> = OnceLock::new();
    let mut kept = KEPT
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(s) = kept.get(text) {
        return Ok(s);
    }
    let mut sigs = parse(text)?;
    if sigs.len() != 1 {
        return Err(format!("expected one declaration, found {}", sigs.len()));
    }
    let sig: &'static Sig = Box::leak(Box::new(sigs.remove(0)));
    kept.insert(text.to_string(), sig);
    Ok(sig)
}

/// A call of a NumPy function bound to its declaration, for builtins that call another
/// with arguments of their own (`np.pad`'s median mode).
pub fn bind_numpy(
    name: &str,
    args: &[crate::interp::value::Value],
    kw: &[(std::rc::Rc<str>, crate::interp::value::Value)],
) -> crate::interp::error::RtResult<super::sig::Bound> {
    match table().get(name) {
        Some(s) => s.bind(args, kw),
        None => Err(crate::interp::error::err(
            crate::interp::error::ExcType::RuntimeError,
            format!("{name}() has no declaration"),
        )),
    }
}

/// Every declaration (the coverage test checks each is registered, and each registered
/// function declared).
pub fn all() -> impl Iterator<Item = &'static Sig> {
    table().values()
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_declaration_parses() {
        for (file, text) in [("numpy", super::NUMPY), ("ndarray", super::NDARRAY)] {
            let sigs = super::parse(text).unwrap_or_else(|e| panic!("decl/{file}.txt {e}"));
            let mut seen = std::collections::HashSet::new();
            for s in &sigs {
                assert!(seen.insert(&s.name), "{} declared twice", s.name);
                assert!(!s.doc.is_empty(), "{} has no docstring", s.name);
                if file == "ndarray" {
                    assert!(s.name.starts_with("ndarray."), "{} is not a method", s.name);
                }
            }
        }
    }
}
