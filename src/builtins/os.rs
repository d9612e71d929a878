//! The `os` module (paths, directories, the environment, `walk`, `stat`), `shutil` and the
//! native part of `tempfile` (`_tempfile`; the classes are in `pylib/tempfile.gpa`).
use super::numpy::io::{os_err, path_arg};
use super::{allow_kw, arity, kwarg, native};
use crate::interp::error::{ExcType, RtResult, err, type_err};
use crate::interp::value::{Key, Module, Value};
use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;

/// The `os` module: the path and file functions scripts use around their data files.
pub fn os_module() -> Rc<Module> {
    let m = Module::new("os");
    let p = Module::new("os.path");
    let path1 = |name: &'static str, f: fn(&std::path::Path) -> Value| {
        native(name, move |it, a, _| {
            arity(name, a, 1, 1)?;
            Ok(f(std::path::Path::new(&path_arg(it, &a[0])?)))
        })
    };
    p.set("exists", path1("exists", |q| Value::Bool(q.exists())));
    p.set("islink", path1("islink", |q| Value::Bool(q.is_symlink())));
    p.set("isfile", path1("isfile", |q| Value::Bool(q.is_file())));
    p.set("isdir", path1("isdir", |q| Value::Bool(q.is_dir())));
    p.set(
        "join",
        native("join", |it, a, _| {
            arity("join", a, 1, usize::MAX)?;
            let mut out = path_arg(it, &a[0])?;
            for part in &a[1..] {
                let part = path_arg(it, part)?;
                if part.starts_with('/') {
                    out = part;
                } else {
                    if !out.is_empty() && !out.ends_with('/') {
                        out.push('/');
                    }
                    out.push_str(&part);
                }
            }
            Ok(Value::str(&out))
        }),
    );
    // Python's split at the last '/': (head without trailing slashes, tail).
    fn split(s: &str) -> (String, String) {
        let i = s.rfind('/').map_or(0, |i| i + 1);
        let (head, tail) = s.split_at(i);
        let trimmed = head.trim_end_matches('/');
        let head = if trimmed.is_empty() { head } else { trimmed };
        (head.to_string(), tail.to_string())
    }
    p.set(
        "basename",
        native("basename", |it, a, _| {
            arity("basename", a, 1, 1)?;
            Ok(Value::str(&split(&path_arg(it, &a[0])?).1))
        }),
    );
    p.set(
        "dirname",
        native("dirname", |it, a, _| {
            arity("dirname", a, 1, 1)?;
            Ok(Value::str(&split(&path_arg(it, &a[0])?).0))
        }),
    );
    p.set(
        "splitext",
        native("splitext", |it, a, _| {
            arity("splitext", a, 1, 1)?;
            let s = path_arg(it, &a[0])?;
            let base = s.rfind('/').map_or(0, |i| i + 1);
            let name = &s[base..];
            // A leading dot (".bashrc") is not an extension.
            let dot = name
                .trim_start_matches('.')
                .rfind('.')
                .map(|i| base + i + (name.len() - name.trim_start_matches('.').len()));
            let (root, ext) = match dot {
                Some(i) => (s[..i].to_string(), s[i..].to_string()),
                None => (s.clone(), String::new()),
            };
            Ok(Value::tuple(vec![Value::str(&root), Value::str(&ext)]))
        }),
    );
    m.set("path", Value::Module(p.clone()));
    m.set("sep", Value::str("/"));
    m.set("devnull", Value::str("/dev/null"));
    // Filesystem calls on one path, their errors as Python's OSErrors.
    let fs_op = |name: &'static str, f: fn(&str) -> std::io::Result<()>| {
        native(name, move |it, a, _| {
            arity(name, a, 1, 1)?;
            let path = path_arg(it, &a[0])?;
            f(&path).map_err(|e| os_err(&e, &path))?;
            Ok(Value::None)
        })
    };
    m.set("remove", fs_op("remove", |p| std::fs::remove_file(p)));
    m.set("rmdir", fs_op("rmdir", |p| std::fs::remove_dir(p)));
    m.set(
        "getcwd",
        native("getcwd", |_, a, _| {
            arity("getcwd", a, 0, 0)?;
            let d = std::env::current_dir().map_err(|e| err(ExcType::OSError, e.to_string()))?;
            Ok(Value::str(&d.to_string_lossy()))
        }),
    );
    m.set(
        "listdir",
        native("listdir", |it, a, _| {
            arity("listdir", a, 0, 1)?;
            let path = match a.first() {
                Some(v) => path_arg(it, v)?,
                None => ".".to_string(),
            };
            let rd = std::fs::read_dir(&path).map_err(|e| os_err(&e, &path))?;
            let mut names = Vec::new();
            for e in rd {
                let e = e.map_err(|e| os_err(&e, &path))?;
                names.push(Value::str(&e.file_name().to_string_lossy()));
            }
            Ok(Value::list(names))
        }),
    );
    m.set(
        "makedirs",
        native("makedirs", |it, a, kw| {
            super::allow_kw("makedirs", kw, &["exist_ok", "mode"])?;
            arity("makedirs", a, 1, 2)?;
            let path = path_arg(it, &a[0])?;
            let exist_ok = kwarg(kw, "exist_ok").is_some_and(|v| v.truthy());
            if std::path::Path::new(&path).exists() && !exist_ok {
                return Err(err(
                    ExcType::FileExistsError,
                    format!(
                        "[Errno 17] File exists: {}",
                        crate::interp::repr::str_repr(&path)
                    ),
                ));
            }
            std::fs::create_dir_all(&path).map_err(|e| os_err(&e, &path))?;
            Ok(Value::None)
        }),
    );
    add_more(&m, &p);
    m
}

fn quoted(path: &str) -> String {
    crate::interp::repr::str_repr(path)
}

/// One-path natives: `name(path)` with the path as a `&str`.
/// The paths of a list (or any iterable) of path-likes.
fn path_list(it: &mut crate::interp::Interp, v: &Value) -> RtResult<Vec<String>> {
    let items = it.to_vec(v)?;
    items.iter().map(|p| path_arg(it, p)).collect()
}

/// `os.path.commonprefix`: the longest common leading text, character by character.
fn common_prefix(texts: &[String]) -> String {
    let (Some(lo), Some(hi)) = (texts.iter().min(), texts.iter().max()) else {
        return String::new();
    };
    // The smallest and largest strings share what all of them share (CPython's way).
    let n = lo
        .chars()
        .zip(hi.chars())
        .take_while(|(a, b)| a == b)
        .count();
    lo.chars().take(n).collect()
}

/// `os.path.commonpath`: the longest common run of whole path components.
fn common_path(texts: &[String]) -> RtResult<String> {
    if texts.is_empty() {
        return Err(err(
            ExcType::ValueError,
            "commonpath() arg is an empty sequence",
        ));
    }
    let absolute = texts[0].starts_with('/');
    if texts.iter().any(|t| t.starts_with('/') != absolute) {
        return Err(err(
            ExcType::ValueError,
            "Can't mix absolute and relative paths",
        ));
    }
    let parts = |t: &str| -> Vec<String> {
        t.split('/')
            .filter(|c| !c.is_empty() && *c != ".")
            .map(String::from)
            .collect()
    };
    let mut common = parts(&texts[0]);
    for t in &texts[1..] {
        let p = parts(t);
        let n = common.iter().zip(&p).take_while(|(a, b)| a == b).count();
        common.truncate(n);
    }
    let joined = common.join("/");
    Ok(if absolute {
        format!("/{joined}")
    } else {
        joined
    })
}

fn path_fn(name: &'static str, f: fn(&str) -> RtResult<Value>) -> Value {
    native(name, move |it, a, _| {
        arity(name, a, 1, 1)?;
        f(&path_arg(it, &a[0])?)
    })
}

fn metadata(path: &str) -> RtResult<std::fs::Metadata> {
    std::fs::metadata(path).map_err(|e| os_err(&e, path))
}

fn seconds(t: std::io::Result<std::time::SystemTime>) -> f64 {
    t.ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0.0, |d| d.as_secs_f64())
}

/// Python's `os.path.normpath` for POSIX paths.
fn normpath(path: &str) -> String {
    if path.is_empty() {
        return ".".into();
    }
    // POSIX keeps exactly two leading slashes, folds three or more to one.
    let lead = if path.starts_with("//") && !path.starts_with("///") {
        "//"
    } else if path.starts_with('/') {
        "/"
    } else {
        ""
    };
    let mut parts: Vec<&str> = Vec::new();
    for p in path.split('/') {
        match p {
            "" | "." => {}
            ".." if !parts.is_empty() && parts.last() != Some(&"..") => {
                parts.pop();
            }
            ".." if !lead.is_empty() => {}
            _ => parts.push(p),
        }
    }
    let out = format!("{lead}{}", parts.join("/"));
    if out.is_empty() { ".".into() } else { out }
}

fn abspath(path: &str) -> RtResult<String> {
    if path.starts_with('/') {
        return Ok(normpath(path));
    }
    let cwd = std::env::current_dir().map_err(|e| err(ExcType::OSError, e.to_string()))?;
    Ok(normpath(&format!("{}/{path}", cwd.to_string_lossy())))
}

fn add_more(m: &Rc<Module>, p: &Rc<Module>) {
    m.set(
        "fspath",
        native("fspath", |it, a, _| {
            arity("fspath", a, 1, 1)?;
            match &a[0] {
                v @ Value::Bytes(_) => Ok(v.clone()),
                v => path_arg(it, v).map(|p| Value::str(&p)),
            }
        }),
    );
    m.set("name", Value::str("posix"));
    for (k, v) in [("SEEK_SET", 0), ("SEEK_CUR", 1), ("SEEK_END", 2)] {
        m.set(k, Value::Int(v));
    }
    m.set("curdir", Value::str("."));
    m.set("pardir", Value::str(".."));
    m.set("linesep", Value::str("\n"));
    m.set("pathsep", Value::str(":"));
    p.set("sep", Value::str("/"));
    // A snapshot of the environment; `getenv` reads it, so writes to it are seen there.
    let env: crate::interp::value::Map<Key, Value> = std::env::vars()
        .map(|(k, v)| (Key(Value::str(&k)), Value::str(&v)))
        .collect();
    let environ = Rc::new(RefCell::new(env));
    m.set("environ", Value::Dict(environ.clone()));
    m.set(
        "getenv",
        native("getenv", move |_, a, kw| {
            allow_kw("getenv", kw, &["key", "default"])?;
            arity("getenv", a, 0, 2)?;
            let key = a.first().or(kwarg(kw, "key")).ok_or_else(|| {
                type_err("getenv() missing 1 required positional argument: 'key'")
            })?;
            if !matches!(key, Value::Str(_)) {
                return Err(type_err(format!("str expected, not {}", key.type_name())));
            }
            let default = a.get(1).or(kwarg(kw, "default")).cloned();
            Ok(environ
                .borrow()
                .get(&Key(key.clone()))
                .cloned()
                .or(default)
                .unwrap_or(Value::None))
        }),
    );
    m.set(
        "mkdir",
        native("mkdir", |it, a, kw| {
            allow_kw("mkdir", kw, &["mode", "exist_ok"])?;
            arity("mkdir", a, 1, 2)?;
            let path = path_arg(it, &a[0])?;
            std::fs::create_dir(&path).map_err(|e| os_err(&e, &path))?;
            Ok(Value::None)
        }),
    );
    m.set(
        "symlink",
        native("symlink", |it, a, kw| {
            super::allow_kw("symlink", kw, &["target_is_directory", "dir_fd"])?;
            arity("symlink", a, 2, 3)?;
            let (src, dst) = (path_arg(it, &a[0])?, path_arg(it, &a[1])?);
            std::os::unix::fs::symlink(&src, &dst).map_err(|e| os_err(&e, &src))?;
            Ok(Value::None)
        }),
    );
    m.set(
        "readlink",
        native("readlink", |it, a, _| {
            arity("readlink", a, 1, 1)?;
            let path = path_arg(it, &a[0])?;
            let t = std::fs::read_link(&path).map_err(|e| os_err(&e, &path))?;
            Ok(Value::str(&t.to_string_lossy()))
        }),
    );
    for name in ["rename", "replace"] {
        m.set(
            name,
            native(name, move |it, a, _| {
                arity(name, a, 2, 2)?;
                let (from, to) = (path_arg(it, &a[0])?, path_arg(it, &a[1])?);
                std::fs::rename(&from, &to).map_err(|e| {
                    let e2 = os_err(&e, &from);
                    // Python names both paths: `'a' -> 'b'`.
                    match &e2.exc {
                        Value::Exc(x) if let Some(Value::Str(m)) = x.args.first() => {
                            err(e2.exc_type(), format!("{m} -> {}", quoted(&to)))
                        }
                        _ => e2,
                    }
                })?;
                Ok(Value::None)
            }),
        );
    }
    m.set(
        "chdir",
        path_fn("chdir", |path| {
            std::env::set_current_dir(path).map_err(|e| os_err(&e, path))?;
            Ok(Value::None)
        }),
    );
    m.set("unlink", m.get("remove").unwrap_or(Value::None));
    m.set(
        "getpid",
        native("getpid", |_, a, _| {
            arity("getpid", a, 0, 0)?;
            Ok(Value::Int(std::process::id() as i64))
        }),
    );
    m.set(
        "cpu_count",
        native("cpu_count", |_, a, _| {
            arity("cpu_count", a, 0, 0)?;
            Ok(std::thread::available_parallelism()
                .map_or(Value::None, |n| Value::Int(n.get() as i64)))
        }),
    );
    m.set(
        "stat",
        path_fn("stat", |path| {
            use std::os::unix::fs::MetadataExt;
            let md = metadata(path)?;
            let items = vec![
                Value::Int(md.mode() as i64),
                Value::Int(md.ino() as i64),
                Value::Int(md.dev() as i64),
                Value::Int(md.nlink() as i64),
                Value::Int(md.uid() as i64),
                Value::Int(md.gid() as i64),
                Value::Int(md.size() as i64),
                Value::Float(seconds(md.accessed())),
                Value::Float(seconds(md.modified())),
                Value::Float(md.ctime() as f64 + md.ctime_nsec() as f64 * 1e-9),
            ];
            Ok(Value::Named(Rc::new(crate::interp::value::Named {
                name: &"os.stat_result",
                fields: &[
                    "st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size",
                    "st_atime", "st_mtime", "st_ctime",
                ],
                items: Rc::new(items),
            })))
        }),
    );
    m.set(
        "walk",
        native("walk", |it, a, kw| {
            allow_kw("walk", kw, &["top", "topdown", "onerror", "followlinks"])?;
            arity("walk", a, 0, 1)?;
            let top = path_arg(
                it,
                a.first().or(kwarg(kw, "top")).ok_or_else(|| {
                    type_err("walk() missing 1 required positional argument: 'top'")
                })?,
            )?;
            let topdown = kwarg(kw, "topdown").is_none_or(|v| v.truthy());
            let mut out = Vec::new();
            walk(&top, topdown, &mut out);
            Ok(Value::Iter(Rc::new(RefCell::new(
                crate::interp::value::IterState::Vec { items: out, pos: 0 },
            ))))
        }),
    );
    p.set(
        "abspath",
        path_fn("abspath", |path| Ok(Value::str(&abspath(path)?))),
    );
    p.set(
        "realpath",
        path_fn("realpath", |path| {
            Ok(Value::str(&match std::fs::canonicalize(path) {
                Ok(p) => p.to_string_lossy().into_owned(),
                Err(_) => abspath(path)?,
            }))
        }),
    );
    p.set(
        "relpath",
        native("relpath", |it, a, kw| {
            allow_kw("relpath", kw, &["start"])?;
            arity("relpath", a, 1, 2)?;
            let path = path_arg(it, &a[0])?;
            if path.is_empty() {
                return Err(crate::interp::error::value_err("no path specified"));
            }
            let start = match a.get(1).or(kwarg(kw, "start")) {
                Some(v) => path_arg(it, v)?,
                None => ".".into(),
            };
            let (to, from) = (abspath(&path)?, abspath(&start)?);
            let parts = |s: &str| -> Vec<String> {
                s.split('/')
                    .filter(|x| !x.is_empty())
                    .map(String::from)
                    .collect()
            };
            let (to, from) = (parts(&to), parts(&from));
            let common = to.iter().zip(&from).take_while(|(a, b)| a == b).count();
            let mut rel: Vec<String> = vec!["..".into(); from.len() - common];
            rel.extend(to[common..].iter().cloned());
            Ok(Value::str(&if rel.is_empty() {
                ".".into()
            } else {
                rel.join("/")
            }))
        }),
    );
    p.set(
        "normpath",
        path_fn("normpath", |path| Ok(Value::str(&normpath(path)))),
    );
    p.set(
        "commonprefix",
        native("commonprefix", |it, a, _| {
            arity("commonprefix", a, 1, 1)?;
            Ok(Value::str(&common_prefix(&path_list(it, &a[0])?)))
        }),
    );
    p.set(
        "commonpath",
        native("commonpath", |it, a, _| {
            arity("commonpath", a, 1, 1)?;
            common_path(&path_list(it, &a[0])?).map(|p| Value::str(&p))
        }),
    );
    p.set(
        "isabs",
        path_fn("isabs", |path| Ok(Value::Bool(path.starts_with('/')))),
    );
    p.set(
        "getsize",
        path_fn("getsize", |path| {
            Ok(Value::Int(metadata(path)?.len() as i64))
        }),
    );
    p.set(
        "getmtime",
        path_fn("getmtime", |path| {
            Ok(Value::Float(seconds(metadata(path)?.modified())))
        }),
    );
    p.set(
        "expanduser",
        path_fn("expanduser", |path| {
            let home = std::env::var("HOME").unwrap_or_default();
            Ok(Value::str(&match path.strip_prefix('~') {
                Some(rest) if rest.is_empty() || rest.starts_with('/') => {
                    format!("{}{rest}", home.trim_end_matches('/'))
                }
                _ => path.to_string(),
            }))
        }),
    );
    p.set(
        "split",
        path_fn("split", |path| {
            let i = path.rfind('/').map_or(0, |i| i + 1);
            let (head, tail) = path.split_at(i);
            let trimmed = head.trim_end_matches('/');
            let head = if trimmed.is_empty() { head } else { trimmed };
            Ok(Value::tuple(vec![Value::str(head), Value::str(tail)]))
        }),
    );
}

/// `os.walk`'s (dirpath, dirnames, filenames) triples, listed when called (Python's is
/// lazy); unreadable directories are skipped, as with Python's default `onerror`.
fn walk(top: &str, topdown: bool, out: &mut Vec<Value>) {
    let Ok(rd) = std::fs::read_dir(top) else {
        return;
    };
    let (mut dirs, mut files) = (Vec::new(), Vec::new());
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let is_dir = e.file_type().is_ok_and(|t| t.is_dir());
        if is_dir {
            dirs.push(name)
        } else {
            files.push(name)
        }
    }
    let triple = Value::tuple(vec![
        Value::str(top),
        Value::list(dirs.iter().map(|d| Value::str(d)).collect()),
        Value::list(files.iter().map(|f| Value::str(f)).collect()),
    ]);
    if topdown {
        out.push(triple.clone());
    }
    for d in &dirs {
        let sub = if top.ends_with('/') {
            format!("{top}{d}")
        } else {
            format!("{top}/{d}")
        };
        walk(&sub, topdown, out);
    }
    if !topdown {
        out.push(triple);
    }
}

/// The `shutil` module: copies, moves and tree removal.
pub fn shutil_module() -> Rc<Module> {
    let m = Module::new("shutil");
    m.set(
        "which",
        native("which", |it, a, kw| {
            allow_kw("which", kw, &["mode", "path"])?;
            arity("which", a, 1, 3)?;
            let cmd = path_arg(it, &a[0])?;
            let path = match a.get(2).or_else(|| kwarg(kw, "path")) {
                Some(Value::None) | None => std::env::var("PATH").unwrap_or_default(),
                Some(v) => path_arg(it, v)?,
            };
            Ok(which(&cmd, &path).map_or(Value::None, |p| Value::str(&p)))
        }),
    );
    // `copy`/`copy2` into a directory keep the file's name; all return the destination.
    fn dest(src: &str, dst: &str) -> String {
        if Path::new(dst).is_dir() {
            let name = src.rsplit('/').next().unwrap_or(src);
            format!("{}/{name}", dst.trim_end_matches('/'))
        } else {
            dst.to_string()
        }
    }
    for name in ["copyfile", "copy", "copy2"] {
        m.set(
            name,
            native(name, move |it, a, kw| {
                allow_kw(name, kw, &["follow_symlinks"])?;
                arity(name, a, 2, 2)?;
                let (src, dst) = (path_arg(it, &a[0])?, path_arg(it, &a[1])?);
                let to = if name == "copyfile" {
                    dst
                } else {
                    dest(&src, &dst)
                };
                if Path::new(&src).is_dir() {
                    return Err(err(
                        ExcType::IsADirectoryError,
                        format!("[Errno 21] Is a directory: {}", quoted(&src)),
                    ));
                }
                std::fs::copy(&src, &to).map_err(|e| {
                    if Path::new(&src).exists() {
                        os_err(&e, &to)
                    } else {
                        os_err(&e, &src)
                    }
                })?;
                Ok(Value::str(&to))
            }),
        );
    }
    m.set(
        "copytree",
        native("copytree", |it, a, kw| {
            allow_kw("copytree", kw, &["dirs_exist_ok", "symlinks"])?;
            arity("copytree", a, 2, 2)?;
            let (src, dst) = (path_arg(it, &a[0])?, path_arg(it, &a[1])?);
            let exist_ok = kwarg(kw, "dirs_exist_ok").is_some_and(|v| v.truthy());
            if Path::new(&dst).exists() && !exist_ok {
                return Err(err(
                    ExcType::FileExistsError,
                    format!("[Errno 17] File exists: {}", quoted(&dst)),
                ));
            }
            copy_tree(&src, &dst)?;
            Ok(Value::str(&dst))
        }),
    );
    m.set(
        "rmtree",
        native("rmtree", |it, a, kw| {
            allow_kw("rmtree", kw, &["ignore_errors", "onerror", "onexc"])?;
            arity("rmtree", a, 1, 2)?;
            let path = path_arg(it, &a[0])?;
            let ignore = a
                .get(1)
                .or(kwarg(kw, "ignore_errors"))
                .is_some_and(|v| v.truthy());
            match std::fs::remove_dir_all(&path) {
                Err(e) if !ignore => Err(os_err(&e, &path)),
                _ => Ok(Value::None),
            }
        }),
    );
    m.set(
        "move",
        native("move", |it, a, _| {
            arity("move", a, 2, 2)?;
            let (src, dst) = (path_arg(it, &a[0])?, path_arg(it, &a[1])?);
            let to = dest(&src, &dst);
            if std::fs::rename(&src, &to).is_err() {
                // Across filesystems: copy, then remove the source.
                if Path::new(&src).is_dir() {
                    copy_tree(&src, &to)?;
                    std::fs::remove_dir_all(&src).map_err(|e| os_err(&e, &src))?;
                } else {
                    std::fs::copy(&src, &to).map_err(|e| os_err(&e, &src))?;
                    std::fs::remove_file(&src).map_err(|e| os_err(&e, &src))?;
                }
            }
            Ok(Value::str(&to))
        }),
    );
    m
}

fn copy_tree(src: &str, dst: &str) -> RtResult<()> {
    std::fs::create_dir_all(dst).map_err(|e| os_err(&e, dst))?;
    for e in std::fs::read_dir(src).map_err(|e| os_err(&e, src))? {
        let e = e.map_err(|e| os_err(&e, src))?;
        let name = e.file_name().to_string_lossy().into_owned();
        let (from, to) = (format!("{src}/{name}"), format!("{dst}/{name}"));
        if e.file_type().is_ok_and(|t| t.is_dir()) {
            copy_tree(&from, &to)?;
        } else {
            std::fs::copy(&from, &to).map_err(|e| os_err(&e, &from))?;
        }
    }
    Ok(())
}

/// `_tempfile`: the temporary directory and fresh names in it (the classes are gpa code).
pub fn tempfile_module() -> Rc<Module> {
    let m = Module::new("_tempfile");
    m.set(
        "gettempdir",
        native("gettempdir", |_, a, _| {
            arity("gettempdir", a, 0, 0)?;
            Ok(Value::str(&tempdir()))
        }),
    );
    // `mkdtemp(suffix, prefix, dir)` / `mkstemp_path(...)`: a new directory or empty file
    // with a name no one else has, created atomically (create_new / create_dir).
    for (name, is_dir) in [("mkdtemp", true), ("mkstemp_path", false)] {
        m.set(
            name,
            native(name, move |it, a, _| {
                arity(name, a, 3, 3)?;
                let mut text = |v: &Value, d: &str| match v {
                    Value::None => Ok(d.to_string()),
                    v => path_arg(it, v),
                };
                let suffix = text(&a[0], "")?;
                let prefix = text(&a[1], "tmp")?;
                let dir = text(&a[2], &tempdir())?;
                for _ in 0..100 {
                    let path = format!("{dir}/{prefix}{}{suffix}", random_name());
                    let r = if is_dir {
                        std::fs::create_dir(&path)
                    } else {
                        std::fs::OpenOptions::new()
                            .write(true)
                            .create_new(true)
                            .open(&path)
                            .map(|_| ())
                    };
                    match r {
                        Ok(()) => return Ok(Value::str(&path)),
                        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
                        Err(e) => return Err(os_err(&e, &path)),
                    }
                }
                Err(err(
                    ExcType::FileExistsError,
                    "No usable temporary file name found",
                ))
            }),
        );
    }
    m
}

fn tempdir() -> String {
    ["TMPDIR", "TEMP", "TMP"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|d| Path::new(d).is_dir()))
        .unwrap_or_else(|| "/tmp".into())
        .trim_end_matches('/')
        .to_string()
}

/// Eight characters from Python's tempfile alphabet, from the clock and a counter.
fn random_name() -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    const CHARS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789_";
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let mut x = nanos
        ^ (std::process::id() as u64).rotate_left(32)
        ^ COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (0..8)
        .map(|_| {
            // splitmix64 steps
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            CHARS[((z ^ (z >> 31)) % CHARS.len() as u64) as usize] as char
        })
        .collect()
}

/// `shutil.which`: `cmd` itself when it names a directory part, else the first executable
/// file of that name in the `PATH` directories.
fn which(cmd: &str, path: &str) -> Option<String> {
    use std::os::unix::fs::PermissionsExt;
    let runnable = |p: &str| {
        std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    };
    if cmd.contains('/') {
        return runnable(cmd).then(|| cmd.to_string());
    }
    path.split(':')
        .filter(|d| !d.is_empty())
        .map(|d| format!("{}/{cmd}", d.trim_end_matches('/')))
        .find(|p| runnable(p))
}

/// Puts every file and environment function of `os`, `os.path`, `shutil`, `_tempfile` and
/// `open` behind the engine's capability check (`interp/caps.rs`); pure path arithmetic
/// stays free.
pub fn guard_all(it: &mut crate::interp::Interp) {
    use crate::interp::caps::{Cap, guard, guard_module};
    let module = |it: &crate::interp::Interp, name: &str| match it.modules.get(name) {
        Some(Value::Module(m)) => Some(m.clone()),
        _ => None,
    };
    if let Some(os) = module(it, "os") {
        // `getenv` reads `os.environ`, which is empty with the environment off.
        guard_module(&os, Cap::Files, &["getenv", "getpid", "cpu_count", "path"]);
        if let Some(Value::Module(p)) = os.get("path") {
            guard_module(
                &p,
                Cap::Files,
                &[
                    "join",
                    "basename",
                    "dirname",
                    "splitext",
                    "split",
                    "normpath",
                    "commonprefix",
                    "commonpath",
                    "isabs",
                    "expanduser",
                ],
            );
            if let Some(f) = p.get("expanduser") {
                p.set("expanduser", guard(Cap::Env, "os.path.expanduser", &f));
            }
        }
    }
    for name in ["shutil", "_tempfile"] {
        if let Some(m) = module(it, name) {
            guard_module(&m, Cap::Files, &[]);
        }
    }
    if let Some(f) = it.builtins.get("open").cloned() {
        it.builtins
            .insert("open".into(), guard(Cap::Files, "open", &f));
    }
}

/// With the environment switched off, `os.environ` is empty (so `getenv` finds nothing).
pub fn hide_environment(it: &crate::interp::Interp) {
    if let Some(Value::Module(os)) = it.modules.get("os")
        && let Some(Value::Dict(env)) = os.get("environ")
    {
        env.borrow_mut().clear();
    }
}
