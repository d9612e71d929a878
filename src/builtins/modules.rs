//! The Python modules gpa provides: math, sys, time, logging, typing (and warnings, in
//! `warnings.rs`).
use super::{arity, kwarg, native, want_float, want_int};
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;

pub fn install(it: &mut Interp) {
    it.modules
        .insert("math".into(), Value::Module(super::math::math()));
    it.modules.insert("sys".into(), Value::Module(sys()));
    it.modules.insert("time".into(), Value::Module(time()));
    it.modules
        .insert("logging".into(), Value::Module(logging()));
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
    it.modules.insert(
        "dataclasses".into(),
        Value::Module(super::dataclasses::module()),
    );
    // `cupy` and `gpa` create device arrays; `numpy` host arrays (rebound by --numpy=device).
    it.modules.insert(
        "numpy".into(),
        Value::Module(super::numpy::module("numpy", true)),
    );
    let device = Value::Module(super::numpy::module("cupy", false));
    it.modules.insert("cupy".into(), device.clone());
    it.modules.insert("gpa".into(), device);
}

fn sys() -> Rc<Module> {
    let m = Module::new("sys");
    m.set("maxsize", Value::Int(i64::MAX));
    m.set(
        "version",
        Value::str(concat!("gpa ", env!("CARGO_PKG_VERSION"))),
    );
    m.set("platform", Value::str(std::env::consts::OS));
    m.set(
        "exit",
        native("exit", |it, a, _| {
            arity("exit", a, 0, 1)?;
            let code = a.first().cloned().unwrap_or(Value::None);
            if let Value::Str(s) = &code {
                let _ = it.err_out.write_all(format!("{s}\n").as_bytes());
            }
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

fn time() -> Rc<Module> {
    let m = Module::new("time");
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

const LEVELS: [(&str, i64); 5] = [
    ("DEBUG", 10),
    ("INFO", 20),
    ("WARNING", 30),
    ("ERROR", 40),
    ("CRITICAL", 50),
];

fn logging() -> Rc<Module> {
    let m = Module::new("logging");
    for (n, v) in LEVELS {
        m.set(n, Value::Int(v));
    }
    m.set("NOTSET", Value::Int(0));
    m.set("WARN", Value::Int(30));
    m.set("FATAL", Value::Int(50));
    m.set(
        "basicConfig",
        native("basicConfig", |it, a, kw| {
            arity("basicConfig", a, 0, 0)?;
            if let Some(l) = kwarg(kw, "level") {
                it.logging_level = level_value(l)?;
            }
            if let Some(f) = kwarg(kw, "format") {
                it.logging_format = super::want_str(f, "format")?.to_string();
            }
            Ok(Value::None)
        }),
    );
    for (fname, level) in LOG_CALLS {
        m.set(
            fname,
            native(fname, move |it, a, _| {
                log_record(it, fname, level, "root", 0, a)
            }),
        );
    }
    m.set(
        "log",
        native("log", |it, a, _| {
            let level = want_int(a.first().unwrap_or(&Value::None), "level")?;
            log_record(it, "log", level, "root", 0, a.get(1..).unwrap_or_default())
        }),
    );
    m.set(
        "getLevelName",
        native("getLevelName", |_, a, _| {
            arity("getLevelName", a, 1, 1)?;
            let n = want_int(&a[0], "level")?;
            Ok(Value::str(
                &LEVELS
                    .iter()
                    .find(|(_, v)| *v == n)
                    .map_or_else(|| format!("Level {n}"), |(name, _)| name.to_string()),
            ))
        }),
    );
    // Loggers by name: the same object each time, as logging.getLogger gives.
    let loggers: Rc<RefCell<HashMap<String, Value>>> = Rc::default();
    m.set(
        "getLogger",
        native("getLogger", move |_, a, kw| {
            arity("getLogger", a, 0, 1)?;
            let name = match a.first().or(kwarg(kw, "name")) {
                None | Some(Value::None) => "root".to_string(),
                Some(v) => super::want_str(v, "name")?.to_string(),
            };
            let logger = loggers
                .borrow_mut()
                .entry(name.clone())
                .or_insert_with(|| make_logger(&name))
                .clone();
            Ok(logger)
        }),
    );
    m
}

const LOG_CALLS: [(&str, i64); 7] = [
    ("debug", 10),
    ("info", 20),
    ("warning", 30),
    ("warn", 30),
    ("error", 40),
    ("critical", 50),
    ("exception", 40),
];

/// A `logging.Logger`: its own level (0, NOTSET, defers to the root's), the level methods.
fn make_logger(name: &str) -> Value {
    let level = Rc::new(std::cell::Cell::new(0i64));
    let m = Module::record(
        "Logger",
        format!("<Logger {name} (NOTSET)>"),
        format!("<Logger {name} (NOTSET)>"),
    );
    let lname: Rc<str> = Rc::from(name);
    m.set("name", Value::Str(lname.clone()));
    m.set("handlers", Value::list(vec![]));
    m.set("propagate", Value::Bool(true));
    for (fname, lv) in LOG_CALLS {
        let (lname, level) = (lname.clone(), level.clone());
        m.set(
            fname,
            native(fname, move |it, a, _| {
                log_record(it, fname, lv, &lname, level.get(), a)
            }),
        );
    }
    {
        let (lname, level) = (lname.clone(), level.clone());
        m.set(
            "log",
            native("log", move |it, a, _| {
                let lv = want_int(a.first().unwrap_or(&Value::None), "level")?;
                log_record(
                    it,
                    "log",
                    lv,
                    &lname,
                    level.get(),
                    a.get(1..).unwrap_or_default(),
                )
            }),
        );
    }
    {
        let level = level.clone();
        m.set(
            "setLevel",
            native("setLevel", move |_, a, _| {
                arity("setLevel", a, 1, 1)?;
                level.set(level_value(&a[0])?);
                Ok(Value::None)
            }),
        );
    }
    {
        let level = level.clone();
        m.set(
            "getEffectiveLevel",
            native("getEffectiveLevel", move |it, _, _| {
                Ok(Value::Int(effective(it, level.get())))
            }),
        );
    }
    m.set(
        "isEnabledFor",
        native("isEnabledFor", move |it, a, _| {
            arity("isEnabledFor", a, 1, 1)?;
            Ok(Value::Bool(
                want_int(&a[0], "level")? >= effective(it, level.get()),
            ))
        }),
    );
    for noop in ["addHandler", "removeHandler", "addFilter", "removeFilter"] {
        m.set(noop, native(noop, |_, _, _| Ok(Value::None)));
    }
    Value::Module(m)
}

/// A logger's level, its root's when it has none of its own.
fn effective(it: &Interp, own: i64) -> i64 {
    if own > 0 { own } else { it.logging_level }
}

fn level_value(v: &Value) -> RtResult<i64> {
    match v {
        Value::Str(s) => LEVELS
            .iter()
            .find(|(n, _)| *n == &**s)
            .map(|(_, v)| *v)
            .ok_or_else(|| value_err(format!("Unknown level: '{s}'"))),
        v => want_int(v, "level"),
    }
}

/// One log record from logger `name` (whose own level is `own`): formatted as
/// `basicConfig` set and written to stderr when its level is enabled.
fn log_record(
    it: &mut Interp,
    fname: &str,
    level: i64,
    name: &str,
    own: i64,
    a: &[Value],
) -> RtResult<Value> {
    if a.is_empty() {
        return Err(type_err(format!(
            "{fname}() missing 1 required positional argument: 'msg'"
        )));
    }
    if level < effective(it, own) {
        return Ok(Value::None);
    }
    let msg = it.to_str(&a[0])?;
    let msg = if a.len() > 1 {
        let args = if a.len() == 2 && !matches!(a[1], Value::Tuple(_)) {
            a[1].clone()
        } else {
            Value::tuple(a[1..].to_vec())
        };
        match super::strfmt::percent(it, &msg, &args) {
            Ok(m) => m,
            Err(e) if matches!(e.exc_type(), ExcType::TypeError | ExcType::ValueError) => {
                // As CPython's handlers: the record is reported on stderr and the script
                // goes on.
                let what = it.to_str(&e.exc)?;
                let report = format!(
                    "--- Logging error ---\n{}: {what}\nMessage: {}\nArguments: {}\n",
                    e.exc_type().name(),
                    it.repr(&a[0])?,
                    it.repr(&Value::tuple(a[1..].to_vec()))?
                );
                let _ = it.out.flush();
                let _ = it.err_out.write_all(report.as_bytes());
                return Ok(Value::None);
            }
            Err(e) => return Err(e),
        }
    } else {
        msg
    };
    let lname = LEVELS
        .iter()
        .find(|(_, v)| *v == level)
        .map_or_else(|| format!("Level {level}"), |(n, _)| n.to_string());
    let line = it
        .logging_format
        .replace("%(levelname)s", &lname)
        .replace("%(levelno)s", &level.to_string())
        .replace("%(name)s", name)
        .replace("%(message)s", &msg)
        .replace("%(asctime)s", &asctime());
    let _ = it.out.flush();
    let _ = it.err_out.write_all(format!("{line}\n").as_bytes());
    Ok(Value::None)
}

/// `2026-11-29 23:59:01,123` in UTC (gpa has no time-zone database).
fn asctime() -> String {
    let d = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let secs = d.as_secs() as i64;
    let (days, rem) = (secs.div_euclid(86400), secs.rem_euclid(86400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719468;
    let era = z.div_euclid(146097);
    let doe = z - era * 146097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + (month <= 2) as i64;
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02},{:03}",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        d.subsec_millis()
    )
}
