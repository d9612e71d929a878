//! `import`: built-in modules, and `.gpa`/`.py` files beside the running script.
use super::Interp;
use super::error::{ExcType, RtResult, err};
use super::value::{Module, Value};
use std::rc::Rc;

/// Python standard modules written in gpa, compiled into the binary.
const PYLIB: &[(&str, &str)] = &[
    ("itertools", include_str!("../../pylib/itertools.gpa")),
    ("functools", include_str!("../../pylib/functools.gpa")),
    ("operator", include_str!("../../pylib/operator.gpa")),
    ("copy", include_str!("../../pylib/copy.gpa")),
    ("string", include_str!("../../pylib/string.gpa")),
    ("json", include_str!("../../pylib/json.gpa")),
    ("random", include_str!("../../pylib/random.gpa")),
    ("collections", include_str!("../../pylib/collections.gpa")),
    ("io", include_str!("../../pylib/io.gpa")),
    ("csv", include_str!("../../pylib/csv.gpa")),
    ("datetime", include_str!("../../pylib/datetime.gpa")),
    ("pathlib", include_str!("../../pylib/pathlib.gpa")),
    ("textwrap", include_str!("../../pylib/textwrap.gpa")),
    ("tempfile", include_str!("../../pylib/tempfile.gpa")),
    ("argparse", include_str!("../../pylib/argparse.gpa")),
    ("pprint", include_str!("../../pylib/pprint.gpa")),
    ("statistics", include_str!("../../pylib/statistics.gpa")),
    ("heapq", include_str!("../../pylib/heapq.gpa")),
    ("bisect", include_str!("../../pylib/bisect.gpa")),
    ("contextlib", include_str!("../../pylib/contextlib.gpa")),
    ("types", include_str!("../../pylib/types.gpa")),
    ("abc", include_str!("../../pylib/abc.gpa")),
    ("fnmatch", include_str!("../../pylib/fnmatch.gpa")),
    ("glob", include_str!("../../pylib/glob.gpa")),
    ("typing", include_str!("../../pylib/typing.gpa")),
    ("logging", include_str!("../../pylib/logging.gpa")),
    ("enum", include_str!("../../pylib/enum.gpa")),
    ("timeit", include_str!("../../pylib/timeit.gpa")),
    ("time", include_str!("../../pylib/time.gpa")),
    ("fractions", include_str!("../../pylib/fractions.gpa")),
    ("traceback", include_str!("../../pylib/traceback.gpa")),
    ("struct", include_str!("../../pylib/struct.gpa")),
    ("binascii", include_str!("../../pylib/binascii.gpa")),
    ("base64", include_str!("../../pylib/base64.gpa")),
    ("numbers", include_str!("../../pylib/numbers.gpa")),
    ("__future__", include_str!("../../pylib/__future__.gpa")),
    ("calendar", include_str!("../../pylib/calendar.gpa")),
    ("hashlib", include_str!("../../pylib/hashlib.gpa")),
    ("_blake2_sha3", include_str!("../../pylib/_blake2_sha3.gpa")),
    ("hmac", include_str!("../../pylib/hmac.gpa")),
    ("zlib", include_str!("../../pylib/zlib.gpa")),
    ("gzip", include_str!("../../pylib/gzip.gpa")),
    ("decimal", include_str!("../../pylib/decimal.gpa")),
    ("shlex", include_str!("../../pylib/shlex.gpa")),
    ("html", include_str!("../../pylib/html.gpa")),
    ("difflib", include_str!("../../pylib/difflib.gpa")),
    ("keyword", include_str!("../../pylib/keyword.gpa")),
    ("tqdm", include_str!("../../pylib/tqdm.gpa")),
    ("_tqdm_std", include_str!("../../pylib/tqdm_std.gpa")),
    (
        "_collections_abc",
        include_str!("../../pylib/_collections_abc.gpa"),
    ),
    (
        "_exceptiongroup",
        include_str!("../../pylib/_exceptiongroup.gpa"),
    ),
    (
        "_generic_alias",
        include_str!("../../pylib/_generic_alias.gpa"),
    ),
    ("_npz", include_str!("../../pylib/_npz.gpa")),
    ("pickle", include_str!("../../pylib/pickle.gpa")),
    ("importlib", include_str!("../../pylib/importlib.gpa")),
    ("urllib", include_str!("../../pylib/urllib.gpa")),
    (
        "_urllib_parse",
        include_str!("../../pylib/urllib_parse.gpa"),
    ),
];

impl Interp {
    /// The module bound by `import path` (the top package unless `whole`).
    pub fn import(&mut self, path: &str, whole: bool) -> RtResult<Value> {
        let top = path.split('.').next().unwrap_or(path);
        let m = self.load_module(top)?;
        // Every part must be a module (`import math.nosuch` fails), even where the statement
        // binds only the top package.
        let mut cur = m.clone();
        let mut parent = top.to_string();
        for part in path.split('.').skip(1) {
            cur = match &cur {
                Value::Module(mm) => match mm.get(part) {
                    Some(v @ Value::Module(_)) => v,
                    // A package loaded on first use (`numpy.polynomial`).
                    Some(v @ Value::Native(_))
                        if matches!(
                            crate::builtins::numpy::stdlib::resolve_class(
                                self,
                                mm,
                                part,
                                v.clone()
                            )?,
                            Value::Module(_)
                        ) =>
                    {
                        mm.get(part).unwrap_or(v)
                    }
                    _ => {
                        // A module without submodules is not a package, as CPython says.
                        let package = mm
                            .items()
                            .iter()
                            .any(|(_, v)| matches!(v, Value::Module(_)));
                        let why = if package {
                            String::new()
                        } else {
                            format!("; '{parent}' is not a package")
                        };
                        return Err(err(
                            ExcType::ModuleNotFoundError,
                            format!("No module named '{parent}.{part}'{why}"),
                        ));
                    }
                },
                _ => unreachable!("only modules are walked"),
            };
            parent = format!("{parent}.{part}");
        }
        Ok(if whole { cur } else { m })
    }

    pub fn import_attr(&mut self, m: &Value, path: &str, name: &str) -> RtResult<Value> {
        match m {
            Value::Module(mm) => {
                let v = mm.get(name).ok_or_else(|| {
                    err(
                        ExcType::ImportError,
                        format!("cannot import name '{name}' from '{path}'"),
                    )
                })?;
                crate::builtins::numpy::stdlib::resolve_class(self, mm, name, v)
            }
            _ => Err(err(
                ExcType::ImportError,
                format!("cannot import name '{name}' from '{path}'"),
            )),
        }
    }

    fn load_module(&mut self, name: &str) -> RtResult<Value> {
        if let Some(m) = self.module(name) {
            return Ok(m);
        }
        if name == "__main__" {
            return Ok(Value::Module(self.main.clone()));
        }
        if name == "builtins" {
            // The built-in names as a module (`builtins.open` where a module shadows `open`).
            let m = super::value::Module::new("builtins");
            for (k, v) in self.builtins.iter() {
                m.set(k, v.clone());
            }
            let m = Value::Module(m);
            self.modules.insert(name.into(), m.clone());
            return Ok(m);
        }
        let dir = self
            .script_dir
            .clone()
            .unwrap_or_else(|| std::path::PathBuf::from("."));
        let file = ["gpa", "py"]
            .iter()
            .map(|ext| dir.join(format!("{name}.{ext}")))
            .find(|p| p.is_file());
        let Some(file) = file else {
            // Python's standard modules that gpa writes in gpa (`pylib/`); a script's own
            // module of the same name comes first, as on Python's path.
            if let Some((_, text)) = PYLIB.iter().find(|(n, _)| *n == name) {
                return self.run_module(name, &format!("<gpa>/pylib/{name}.gpa"), text);
            }
            return Err(err(
                ExcType::ModuleNotFoundError,
                format!("No module named '{name}'"),
            ));
        };
        if self.importing.iter().any(|n| n == name) {
            return Err(err(
                ExcType::ImportError,
                format!("cannot import name '{name}' (circular import)"),
            ));
        }
        let text = std::fs::read_to_string(&file).map_err(|e| {
            err(
                ExcType::ImportError,
                format!("cannot read {}: {e}", file.display()),
            )
        })?;
        self.run_module(name, &file.display().to_string(), &text)
    }

    /// Runs a module's source and registers the module under `name`.
    fn run_module(&mut self, name: &str, path: &str, text: &str) -> RtResult<Value> {
        let module = Module::new(name);
        module.set("__name__", Value::str(name));
        let text = crate::syntax::normalize_source(text).into_owned();
        let src = self.add_source(path, &text);
        let code = crate::compile(&text, &module, src, name)?;
        self.importing.push(name.to_string());
        let r = self.run_code(&code, &module);
        self.importing.pop();
        r?;
        let v = Value::Module(Rc::clone(&module));
        self.modules.insert(name.to_string(), v.clone());
        Ok(v)
    }
}
