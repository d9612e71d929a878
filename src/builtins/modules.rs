//! The Python modules gpa provides: math, sys, time, logging, typing (and warnings, in
//! `warnings.rs`).
use super::{arity, native, want_float, want_int};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, value_err};
use crate::interp::value::{Module, Value};
use std::io::{BufRead, Read, Write};
use std::rc::Rc;

pub fn install(it: &mut Interp) {
    it.modules
        .insert("math".into(), Value::Module(super::math::math()));
    let sys = sys();
    // `exit()` and `quit()` are sys.exit, as CPython's site module makes them.
    for name in ["exit", "quit"] {
        it.builtins
            .insert(name.into(), sys.get("exit").unwrap_or(Value::None));
    }
    it.modules.insert("sys".into(), Value::Module(sys));
    // The clock functions; `pylib/time.gpa` adds struct_time, strftime, gmtime, ...
    it.modules.insert("_time".into(), Value::Module(time()));
    it.modules
        .insert("os".into(), Value::Module(super::os::os_module()));
    it.modules
        .insert("shutil".into(), Value::Module(super::os::shutil_module()));
    it.modules.insert(
        "_tempfile".into(),
        Value::Module(super::os::tempfile_module()),
    );
    it.modules
        .insert("_io".into(), Value::Module(super::files::io_module()));
    it.modules
        .insert("_random".into(), Value::Module(super::pyrandom::module()));
    it.modules.insert(
        "_collections".into(),
        Value::Module(super::collections::module()),
    );
    it.modules
        .insert("warnings".into(), Value::Module(super::warnings::module()));
    it.modules
        .insert("re".into(), Value::Module(super::re::module()));
    it.modules
        .insert("_zlib".into(), Value::Module(super::zlib::module()));
    it.modules.insert(
        "dataclasses".into(),
        Value::Module(super::dataclasses::module()),
    );
    // `cupy` and `gpa` (one module) create device arrays; `numpy` host arrays (rebound to
    // cupy by --numpy=device; the host namespace stays `_numpy_host`, for host arrays'
    // methods). Made on their first import.
    it.defer("_numpy_host", |_| {
        Value::Module(super::numpy::module("numpy", true))
    });
    it.defer("numpy", |it| {
        it.module("_numpy_host").unwrap_or(Value::None)
    });
    it.defer("cupy", |_| {
        Value::Module(super::numpy::module("cupy", false))
    });
    it.defer("gpa", |it| it.module("cupy").unwrap_or(Value::None));
}

fn sys() -> Rc<Module> {
    let m = Module::new("sys");
    m.set("maxsize", Value::Int(i64::MAX));
    m.set(
        "version",
        Value::str(concat!("gpa ", env!("CARGO_PKG_VERSION"))),
    );
    m.set("platform", Value::str(std::env::consts::OS));
    // The interpreter running the script (CPython gives its own python here).
    let exe = std::env::current_exe().map(|p| p.display().to_string());
    m.set("executable", Value::str(&exe.unwrap_or_default()));
    m.set(
        "getdefaultencoding",
        native("getdefaultencoding", |_, a, _| {
            arity("getdefaultencoding", a, 0, 0)?;
            Ok(Value::str("utf-8"))
        }),
    );
    // The Python whose behaviour gpa follows (for `sys.version_info >= (3, 8)` checks).
    m.set(
        "version_info",
        Value::Named(Rc::new(crate::interp::value::Named {
            name: &"sys.version_info",
            fields: &["major", "minor", "micro", "releaselevel", "serial"],
            items: Rc::new(vec![
                Value::Int(3),
                Value::Int(12),
                Value::Int(0),
                Value::str("final"),
                Value::Int(0),
            ]),
        })),
    );
    // The float type's limits (IEEE 754 double), as CPython's `sys.float_info`.
    m.set(
        "float_info",
        Value::named(
            &"sys.float_info",
            &[
                "max",
                "max_exp",
                "max_10_exp",
                "min",
                "min_exp",
                "min_10_exp",
                "dig",
                "mant_dig",
                "epsilon",
                "radix",
                "rounds",
            ],
            vec![
                Value::Float(f64::MAX),
                Value::Int(f64::MAX_EXP as i64),
                Value::Int(f64::MAX_10_EXP as i64),
                Value::Float(f64::MIN_POSITIVE),
                Value::Int(f64::MIN_EXP as i64),
                Value::Int(f64::MIN_10_EXP as i64),
                Value::Int(f64::DIGITS as i64),
                Value::Int(f64::MANTISSA_DIGITS as i64),
                Value::Float(f64::EPSILON),
                Value::Int(f64::RADIX as i64),
                Value::Int(1),
            ],
        ),
    );
    m.set(
        "byteorder",
        Value::str(if cfg!(target_endian = "little") {
            "little"
        } else {
            "big"
        }),
    );
    // gpa's stand-in for frame inspection (logging's findCaller): the file, line and
    // enclosing function of the call site `stacklevel` frames above the innermost one not in
    // source `skip`.
    m.set(
        "_caller",
        native("_caller", |it, a, _| {
            arity("_caller", a, 2, 2)?;
            let skip = match &a[0] {
                Value::Str(s) => s.to_string(),
                _ => String::new(),
            };
            let level = want_int(&a[1], "_caller")?.max(1) as usize;
            Ok(it.caller_info(&skip, level))
        }),
    );
    // For `traceback`: the "File ..." lines of the frames a caught exception passed through.
    m.set(
        "_exc_frames",
        native("_exc_frames", |it, a, _| {
            arity("_exc_frames", a, 1, 1)?;
            let lines = crate::interp::traceback::frame_lines(it, &a[0]);
            Ok(Value::list(lines.iter().map(|l| Value::str(l)).collect()))
        }),
    );
    // The exception being handled (None outside an `except`), and its type.
    m.set(
        "exception",
        native("exception", |it, a, _| {
            arity("exception", a, 0, 0)?;
            Ok(it.handling.last().cloned().unwrap_or(Value::None))
        }),
    );
    m.set(
        "exc_info",
        native("exc_info", |it, a, _| {
            arity("exc_info", a, 0, 0)?;
            Ok(match it.handling.last().cloned() {
                Some(e) => {
                    let t = match crate::interp::class::class_of(&e) {
                        Some(c) => Value::Class(c),
                        None => Value::Type(e.type_of()),
                    };
                    Value::tuple(vec![t, e, Value::None])
                }
                None => Value::tuple(vec![Value::None, Value::None, Value::None]),
            })
        }),
    );
    m.set(
        "exit",
        native("exit", |_, a, _| {
            arity("exit", a, 0, 1)?;
            let code = a.first().cloned().unwrap_or(Value::None);
            Err(crate::interp::error::raise_value(Value::Exc(Rc::new(
                crate::interp::value::ExcObj {
                    typ: ExcType::SystemExit,
                    args: vec![code],
                    inst: None,
                    links: Default::default(),
                },
            ))))
        }),
    );
    m.set(
        "getrecursionlimit",
        native("getrecursionlimit", |it, _, _| {
            Ok(Value::Int(it.max_depth as i64))
        }),
    );
    m.set(
        "setrecursionlimit",
        native("setrecursionlimit", |it, a, _| {
            arity("setrecursionlimit", a, 1, 1)?;
            let n = want_int(&a[0], "setrecursionlimit")?;
            if n < 1 {
                return Err(value_err("recursion limit must be greater or equal than 1"));
            }
            // Frames of the tree-walker are large: keep the limit where the stack can follow.
            it.max_depth = n.min(20_000) as u32;
            Ok(Value::None)
        }),
    );
    m.set(
        "get_int_max_str_digits",
        native("get_int_max_str_digits", |_, a, _| {
            arity("get_int_max_str_digits", a, 0, 0)?;
            Ok(Value::Int(crate::interp::long::max_str_digits() as i64))
        }),
    );
    m.set(
        "set_int_max_str_digits",
        native("set_int_max_str_digits", |_, a, _| {
            arity("set_int_max_str_digits", a, 1, 1)?;
            let n = want_int(&a[0], "set_int_max_str_digits")?;
            crate::interp::long::set_max_str_digits(n)?;
            Ok(Value::None)
        }),
    );
    m.set("stdin", Value::Module(stdin()));
    for stream in ["stdout", "stderr"] {
        let s = Module::new(&format!("sys.{stream}"));
        let is_err = stream == "stderr";
        s.set(
            "write",
            native("write", move |it, a, _| {
                arity("write", a, 1, 1)?;
                let text = super::want_str(&a[0], "write() argument")?.to_string();
                if is_err {
                    let _ = it.out.flush();
                    let _ = it.err_out.write_all(text.as_bytes());
                } else {
                    it.write_out(&text)?;
                }
                Ok(Value::Int(text.chars().count() as i64))
            }),
        );
        s.set(
            "flush",
            native("flush", move |it, _, _| {
                let _ = it.out.flush();
                Ok(Value::None)
            }),
        );
        m.set(stream, Value::Module(s));
    }
    m
}

/// One line of the interpreter's input, its newline kept; empty at the end.
pub fn read_line(it: &mut Interp) -> RtResult<String> {
    let mut line = String::new();
    it.input
        .read_line(&mut line)
        .map_err(|e| err(ExcType::OSError, format!("cannot read input: {e}")))?;
    Ok(line)
}

/// `sys.stdin`: a text stream read line by line (`for line in sys.stdin` reads to the end
/// first, then yields the lines).
fn stdin() -> Rc<Module> {
    // A record object, so that `for line in sys.stdin` finds its `__iter__`.
    let shown = "<_io.TextIOWrapper name='<stdin>' mode='r' encoding='utf-8'>".to_string();
    let s = Module::record("sys.stdin", shown.clone(), shown);
    fn rest(it: &mut Interp) -> RtResult<Vec<Value>> {
        let mut lines = Vec::new();
        loop {
            let l = read_line(it)?;
            if l.is_empty() {
                return Ok(lines);
            }
            lines.push(Value::str(&l));
        }
    }
    s.set(
        "readline",
        native("readline", |it, a, _| {
            arity("readline", a, 0, 1)?;
            Ok(Value::str(&read_line(it)?))
        }),
    );
    s.set(
        "read",
        native("read", |it, a, _| {
            arity("read", a, 0, 1)?;
            let mut text = String::new();
            it.input
                .read_to_string(&mut text)
                .map_err(|e| err(ExcType::OSError, format!("cannot read input: {e}")))?;
            Ok(Value::str(&text))
        }),
    );
    s.set(
        "readlines",
        native("readlines", |it, a, _| {
            arity("readlines", a, 0, 1)?;
            Ok(Value::list(rest(it)?))
        }),
    );
    s.set(
        "__iter__",
        native("__iter__", |it, _, _| Ok(Value::list(rest(it)?))),
    );
    s.set("isatty", native("isatty", |_, _, _| Ok(Value::Bool(false))));
    s
}

fn time() -> Rc<Module> {
    let m = Module::new("_time");
    fn now() -> f64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64())
    }
    m.set("time", native("time", |_, _, _| Ok(Value::Float(now()))));
    m.set(
        "time_ns",
        native("time_ns", |_, _, _| Ok(Value::Int((now() * 1e9) as i64))),
    );
    let start = std::time::Instant::now();
    m.set(
        "perf_counter",
        native("perf_counter", move |_, _, _| {
            Ok(Value::Float(start.elapsed().as_secs_f64()))
        }),
    );
    m.set(
        "perf_counter_ns",
        native("perf_counter_ns", move |_, _, _| {
            Ok(Value::Int(start.elapsed().as_nanos() as i64))
        }),
    );
    m.set(
        "monotonic",
        native("monotonic", move |_, _, _| {
            Ok(Value::Float(start.elapsed().as_secs_f64()))
        }),
    );
    m.set(
        "sleep",
        native("sleep", |it, a, _| {
            arity("sleep", a, 1, 1)?;
            let s = want_float(&a[0], "")?;
            // CPython's checks: NaN, then a length past its nanosecond clock, then the sign.
            if s.is_nan() {
                return Err(value_err("Invalid value NaN (not a number)"));
            }
            if s.abs() * 1e9 >= 9.223_372_036_854_776e18 {
                return Err(err(
                    ExcType::OverflowError,
                    "timestamp out of range for platform time_t",
                ));
            }
            if s < 0.0 {
                return Err(value_err("sleep length must be non-negative"));
            }
            // Sleep in slices so Ctrl-C interrupts promptly.
            let until = std::time::Instant::now() + std::time::Duration::from_secs_f64(s);
            while std::time::Instant::now() < until {
                it.tick()?;
                let left = until.saturating_duration_since(std::time::Instant::now());
                std::thread::sleep(left.min(std::time::Duration::from_millis(20)));
            }
            Ok(Value::None)
        }),
    );
    m
}
