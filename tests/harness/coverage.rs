//! Every function the array namespaces register (numpy, its linalg and testing submodules)
//! is used by at least one test script: a name no script calls is a function no test checks.
use crate::{Outcome, files, root};
use gpa::builtins::numpy::module;
use gpa::interp::value::{Module, Value};

/// Callable names of a module and of its submodules (as `sub.name`).
fn functions(m: &Module, prefix: &str, out: &mut Vec<String>) {
    let names: Vec<String> = m.names.borrow().keys().map(|k| k.to_string()).collect();
    // Names starting with `_` are private helpers (stdlib pieces called by a public function).
    for n in names.into_iter().filter(|n| !n.starts_with('_')) {
        match m.get(&n) {
            Some(Value::Native(_)) => out.push(format!("{prefix}{n}")),
            Some(Value::Module(sub)) if sub.display.is_none() => {
                functions(&sub, &format!("{n}."), out)
            }
            _ => {}
        }
    }
}

fn used_by_some_script() -> Result<(), String> {
    let mut text = String::new();
    // tests/python holds the NumPy comparisons of host-only features (string arrays).
    for p in files(&root().join("tests/numpy"), "py")
        .into_iter()
        .chain(files(&root().join("tests/python"), "py"))
        .chain(files(&root().join("tests/scripts"), "gpa"))
    {
        text.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
        text.push('\n');
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let used = |name: &str| {
        let last = name.rsplit('.').next().unwrap_or(name);
        text.match_indices(last).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = text[i + last.len()..].chars().next();
            !before.is_some_and(is_word) && !after.is_some_and(is_word)
        })
    };
    let mut names = Vec::new();
    functions(&module("numpy", true), "", &mut names);
    if names.len() < 200 {
        return Err(format!(
            "only {} functions found in the numpy module",
            names.len()
        ));
    }
    let unused: Vec<&String> = names.iter().filter(|n| !used(n)).collect();
    if unused.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "registered but used by no test script: {}",
            unused
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    }
}

/// Every function of the array namespaces has a declaration (signature and docstring, which
/// `help` shows and the binder checks), and every declaration names a registered function.
fn every_function_is_declared() -> Result<(), String> {
    fn walk(m: &Module, prefix: &str, depth: usize, out: &mut Vec<(String, bool)>) {
        let names: Vec<String> = m.names.borrow().keys().map(|k| k.to_string()).collect();
        for n in names.into_iter().filter(|n| !n.starts_with('_')) {
            match m.get(&n) {
                // A package loaded on first use (`np.polynomial`) stands as a native stub.
                Some(Value::Native(_)) if gpa::builtins::numpy::stdlib::is_package(&n) => {}
                Some(Value::Native(f)) => out.push((format!("{prefix}{n}"), f.sig.is_some())),
                Some(Value::Module(sub)) if depth < 4 => {
                    walk(&sub, &format!("{prefix}{n}."), depth + 1, out)
                }
                _ => {}
            }
        }
    }
    let mut found = Vec::new();
    walk(&module("numpy", true), "", 0, &mut found);
    walk(&module("cupy", false), "", 0, &mut found);
    let undeclared: Vec<&str> = found
        .iter()
        .filter(|(_, declared)| !declared)
        .map(|(n, _)| n.as_str())
        .collect();
    let registered: std::collections::HashSet<&str> =
        found.iter().map(|(n, _)| n.as_str()).collect();
    // A Generator's methods live on the objects default_rng makes (help_and_dir.gpa checks
    // that each has its declaration).
    let mut unregistered: Vec<&str> = gpa::builtins::decl::all()
        .map(|s| s.qualified())
        .filter(|n| !registered.contains(n) && !n.starts_with("random.Generator."))
        .collect();
    unregistered.sort();
    if !undeclared.is_empty() {
        return Err(format!(
            "functions without a declaration: {}",
            undeclared.join(", ")
        ));
    }
    if !unregistered.is_empty() {
        return Err(format!(
            "declared but not registered: {}",
            unregistered.join(", ")
        ));
    }
    if found.len() < 600 {
        return Err(format!("only {} functions found", found.len()));
    }
    Ok(())
}

/// No file outside `src/backend/` names the CUDA backend or its library: the array layer
/// and the builtins reach devices only through the backend's traits (issue #23).
fn no_cuda_outside_backend() -> Result<(), String> {
    let src = root().join("src");
    let mut reaching = Vec::new();
    for path in files(&src, "rs") {
        let rel = path
            .strip_prefix(root())
            .map_err(|e| e.to_string())?
            .to_string_lossy()
            .replace('\\', "/");
        if rel.starts_with("src/backend/") {
            continue;
        }
        let text = std::fs::read_to_string(&path).map_err(|e| e.to_string())?;
        if ["cuda_active", "cuda::", "cudarc"]
            .iter()
            .any(|w| text.contains(w))
        {
            reaching.push(rel);
        }
    }
    if !reaching.is_empty() {
        return Err(format!(
            "these files reach the CUDA backend directly; go through src/backend instead: {reaching:?}"
        ));
    }
    Ok(())
}

/// Every declared array method is one that arrays answer: calling it reaches its code (some
/// error about the missing arguments at most), never "no attribute".
fn every_method_dispatches() -> Result<(), String> {
    let names: Vec<&str> = gpa::builtins::decl::method_names().collect();
    if names.len() < 40 {
        return Err(format!("only {} array methods declared", names.len()));
    }
    let mut missing = Vec::new();
    for name in names {
        // `get` is CuPy's alone (a NumPy array has no attribute 'get').
        let answers = |module: &str| {
            let code = format!("import {module} as xp\na = xp.arange(6.0)\na.{name}()");
            match gpa::Engine::new().run(&code) {
                Err(err) => !err.to_string().contains("has no attribute"),
                Ok(_) => true,
            }
        };
        if !answers("cupy") || (name != "get" && !answers("numpy")) {
            missing.push(name);
        }
    }
    if missing.is_empty() {
        Ok(())
    } else {
        Err(format!("declared methods arrays do not have: {missing:?}"))
    }
}

pub fn run_all(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let tests: [crate::Test; 4] = [
        ("coverage/every_method_dispatches", every_method_dispatches),
        ("coverage/every_function_is_tested", used_by_some_script),
        (
            "coverage/every_function_is_declared",
            every_function_is_declared,
        ),
        ("coverage/no_cuda_outside_backend", no_cuda_outside_backend),
    ];
    crate::run_named(&tests, wanted)
}
