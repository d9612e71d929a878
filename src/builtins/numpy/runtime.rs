//! `cupy.cuda`: the device, streams, events and the runtime queries benchmarks use. Every
//! synchronisation first runs all queued (lazy) work, so a timing covers it.
use super::reg;
use crate::array;
use crate::backend::devices;
use crate::backend::runtime as device;
use crate::interp::arrays::{arr_err, device_err};
use crate::interp::error::ExcType;
use crate::interp::error::{RtResult, value_err};
use crate::interp::value::{Module, TypeObj, Value};
use std::rc::Rc;
use std::time::Instant;

/// Runs queued work and waits for the device.
fn synchronize() -> RtResult<Value> {
    array::flush_all().map_err(arr_err)?;
    device::synchronize().map_err(device_err)?;
    Ok(Value::None)
}

/// `cp.cuda.runtime.deviceReset()`: a new context for the device (after a fault lost the
/// old one); arrays made before it raise an error when used.
fn device_reset() -> RtResult<Value> {
    if device::device_count() > 0 {
        array::forget_queued();
        device::reset().map_err(device_err)?;
    }
    Ok(Value::None)
}

fn sync_fn(m: &Module) {
    reg(m, "synchronize", false, |_, a, _, _| {
        crate::builtins::arity("synchronize", a, 0, 0)?;
        synchronize()
    });
}

/// CuPy's error for a device number this process does not have.
fn invalid_device() -> Box<crate::interp::error::RtErr> {
    crate::interp::error::err(
        ExcType::CUDARuntimeError,
        "cudaErrorInvalidDevice: invalid device ordinal",
    )
}

/// The device `id` names (`cudaErrorInvalidDevice` for one this process does not have:
/// the GPU gpa drives, or the CPU backend's stand-ins, `GPA_CPU_DEVICES`).
fn checked_device(id: i64) -> RtResult<u8> {
    match devices::valid(id) {
        Ok(true) => Ok(id as u8),
        Ok(false) => Err(invalid_device()),
        Err(why) => Err(crate::interp::error::err(ExcType::RuntimeError, why)),
    }
}

/// `cp.cuda.Device(id)`: any id makes a handle, as in CuPy; using one this process does not
/// have (`use()`, `with`, its properties) raises `CUDARuntimeError`. `use()` and `with`
/// make it the current device (`backend::devices`), where new arrays are made and work
/// runs; leaving the `with` block puts back the device current before it.
pub(super) fn device_object(id: i64) -> RtResult<Value> {
    let d = Module::record(
        "Device",
        format!("<CUDA Device {id}>"),
        format!("<CUDA Device {id}>"),
    );
    d.set("id", Value::Int(id));
    reg(&d, "use", false, move |_, a, _, _| {
        crate::builtins::arity("use", a, 0, 0)?;
        devices::set_current(checked_device(id)?);
        Ok(Value::None)
    });
    let me = Rc::downgrade(&d);
    reg(&d, "__enter__", false, move |_, _, _, _| {
        devices::enter(checked_device(id)?);
        Ok(me.upgrade().map_or(Value::None, Value::Module))
    });
    reg(&d, "__exit__", false, |_, _, _, _| {
        devices::exit();
        Ok(Value::Bool(false))
    });
    reg(&d, "synchronize", false, move |_, a, _, _| {
        crate::builtins::arity("synchronize", a, 0, 0)?;
        checked_device(id)?;
        synchronize()
    });
    if checked_device(id).is_ok() {
        let (name, cc, mem) = match device::device_info() {
            Some(d) => (d.name, format!("{}{}", d.cc.0, d.cc.1), d.mem),
            None => ("cpu".to_string(), String::new(), (0, 0)),
        };
        d.set("name", Value::str(&name));
        d.set("compute_capability", Value::str(&cc));
        d.set(
            "mem_info",
            Value::tuple(vec![Value::Int(mem.0 as i64), Value::Int(mem.1 as i64)]),
        );
    } else {
        // What would ask the driver about the device raises, as CuPy's properties do.
        reg(&d, "__getattr__", false, |_, a, _, _| match a.first() {
            Some(Value::Str(n))
                if ["name", "compute_capability", "mem_info", "pci_bus_id"].contains(&&**n) =>
            {
                Err(invalid_device())
            }
            Some(Value::Str(n)) => Err(crate::interp::error::err(
                ExcType::AttributeError,
                format!("'cupy.cuda.device.Device' object has no attribute '{n}'"),
            )),
            _ => Ok(Value::None),
        });
    }
    Ok(Value::Module(d))
}

/// An event: `record(stream=None)` runs queued work, waits for the device and notes the
/// time (as seconds since the first event, in its `_t`); so it is `done` at once.
fn event() -> Value {
    let e = Module::record(
        "Event",
        "<cupy.cuda.Event>".into(),
        "<cupy.cuda.Event>".into(),
    );
    let me = Rc::downgrade(&e);
    reg(&e, "record", false, move |_, a, _, _| {
        crate::builtins::arity("record", a, 0, 1)?;
        synchronize()?;
        let t = START.with(|s| s.elapsed().as_secs_f64());
        if let Some(m) = me.upgrade() {
            m.set("_t", Value::Float(t));
        }
        Ok(Value::None)
    });
    e.set("done", Value::Bool(true));
    reg(&e, "query", false, |_, _, _, _| Ok(Value::Bool(true)));
    sync_fn(&e);
    Value::Module(e)
}

thread_local! {
    static START: Instant = Instant::now();
}

thread_local! {
    /// The streams entered by `with` (innermost last), over the one made current by `use()`
    /// (none: the null stream).
    static ENTERED: std::cell::RefCell<Vec<Rc<Module>>> = const { std::cell::RefCell::new(Vec::new()) };
    static USED: std::cell::RefCell<Option<Rc<Module>>> = const { std::cell::RefCell::new(None) };
    /// `Stream.null`, one object per thread so `get_current_stream() == Stream.null`.
    static NULL: Rc<Module> = stream_record(true);
}

/// A stream object (all stand for gpa's one stream, so work is ordered at least as strictly
/// as on CuPy's separate streams): `synchronize()`, `use()`, `with`, `done` (queued work run
/// and waited for: always True after), `record()`, `wait_event()` (nothing to wait for).
fn stream_record(null: bool) -> Rc<Module> {
    let text = if null { "<Stream 0>" } else { "<Stream 1>" };
    let s = Module::record("Stream", text.into(), text.into());
    sync_fn(&s);
    s.set("null", Value::Bool(null));
    s.set("ptr", Value::Int(if null { 0 } else { 1 }));
    let me = Rc::downgrade(&s);
    reg(&s, "use", false, move |_, _, _, _| {
        let m = me.upgrade();
        USED.with(|u| u.borrow_mut().clone_from(&m));
        Ok(m.map_or(Value::None, Value::Module))
    });
    let me = Rc::downgrade(&s);
    reg(&s, "__enter__", false, move |_, _, _, _| {
        let Some(m) = me.upgrade() else {
            return Ok(Value::None);
        };
        ENTERED.with(|e| e.borrow_mut().push(m.clone()));
        Ok(Value::Module(m))
    });
    reg(&s, "__exit__", false, |_, _, _, _| {
        ENTERED.with(|e| e.borrow_mut().pop());
        Ok(Value::Bool(false))
    });
    reg(&s, "__getattr__", false, |_, a, _, _| match a.first() {
        Some(Value::Str(n)) if &**n == "done" => {
            synchronize()?;
            Ok(Value::Bool(true))
        }
        Some(Value::Str(n)) => Err(crate::interp::error::err(
            ExcType::AttributeError,
            format!("'cupy.cuda.stream.Stream' object has no attribute '{n}'"),
        )),
        _ => Ok(Value::None),
    });
    reg(&s, "record", false, |it, a, _, _| {
        crate::builtins::arity("record", a, 0, 1)?;
        let e = match a.first() {
            None | Some(Value::None) => event(),
            Some(v) => v.clone(),
        };
        if let Value::Module(m) = &e
            && let Some(f) = m.get("record")
        {
            it.call(&f, &[], &[])?;
        }
        Ok(e)
    });
    reg(&s, "wait_event", false, |_, a, _, _| {
        crate::builtins::arity("wait_event", a, 1, 1)?;
        Ok(Value::None)
    });
    s
}

fn stream_object(null: bool) -> Value {
    if null {
        Value::Module(NULL.with(|n| n.clone()))
    } else {
        Value::Module(stream_record(false))
    }
}

/// The stream of the innermost `with stream:`, else the one `use()` made current, else the
/// null stream.
fn current_stream() -> Value {
    ENTERED
        .with(|e| e.borrow().last().cloned())
        .or_else(|| USED.with(|u| u.borrow().clone()))
        .map_or_else(|| stream_object(true), Value::Module)
}

/// `cp.get_default_memory_pool()`: gpa's accounting over the driver's stream-ordered pool.
fn memory_pool() -> Value {
    let p = Module::record(
        "MemoryPool",
        "<cupy.cuda.memory.MemoryPool>".into(),
        "<cupy.cuda.memory.MemoryPool>".into(),
    );
    // Only passed to `set_allocator` in CuPy scripts; gpa's arrays allocate by themselves.
    reg(&p, "malloc", false, |_, _, _, _| {
        Err(value_err(
            "MemoryPool.malloc: gpa allocates device memory itself (raw pointers are not exposed)",
        ))
    });
    // Queued arrays get their buffers first: CuPy allocates at each call, so its figures
    // count every live array (`x = cp.ones(10**8)` is 800000000 bytes).
    reg(&p, "used_bytes", false, |_, _, _, _| {
        array::flush_all().map_err(arr_err)?;
        Ok(Value::Int(device::pool_used_bytes() as i64))
    });
    reg(&p, "total_bytes", false, |_, _, _, _| {
        array::flush_all().map_err(arr_err)?;
        let t = device::pool_total_bytes();
        Ok(Value::Int(t as i64))
    });
    reg(&p, "free_all_blocks", false, |_, _, _, _| {
        array::flush_all().map_err(arr_err)?;
        device::pool_trim().map_err(device_err)?;
        Ok(Value::None)
    });
    reg(&p, "get_limit", false, |_, _, _, _| {
        Ok(Value::Int(device::pool_limit() as i64))
    });
    reg(&p, "set_limit", false, |_, a, kw, _| {
        let get = |name: &str, i: usize| {
            kw.iter()
                .find(|(k, _)| &**k == name)
                .map(|(_, v)| v.clone())
                .or_else(|| a.get(i).cloned())
        };
        let total = device::device_total_memory();
        let n = match (get("size", 0), get("fraction", 1)) {
            (Some(Value::Int(n)), None | Some(Value::None)) if n >= 0 => n as usize,
            (None | Some(Value::None), Some(Value::Float(f))) if (0.0..=1.0).contains(&f) => {
                (total as f64 * f) as usize
            }
            (None | Some(Value::None), None | Some(Value::None)) => 0,
            _ => {
                return Err(value_err(
                    "set_limit takes size= (bytes, >= 0) or fraction= (0 to 1), not both"
                        .to_string(),
                ));
            }
        };
        device::set_pool_limit(n);
        Ok(Value::None)
    });
    Value::Module(p)
}

pub fn install(m: &Module) {
    m.set(
        "get_default_memory_pool",
        crate::builtins::native("get_default_memory_pool", |_, _, _| Ok(memory_pool())),
    );
    let c = Module::new("cupy.cuda");
    reg(&c, "Device", false, |_, a, _, _| {
        crate::builtins::arity("Device", a, 0, 1)?;
        let id = match a.first() {
            Some(Value::Int(i)) => *i,
            // No number: the current device, as CuPy's.
            None | Some(Value::None) => devices::current().into(),
            Some(_) => return Err(value_err("Device() takes a device number".to_string())),
        };
        device_object(id)
    });
    reg(&c, "get_device_id", false, |_, _, _, _| {
        Ok(Value::Int(devices::current().into()))
    });
    reg(&c, "Event", false, |_, _, _, _| Ok(event()));
    reg(&c, "get_elapsed_time", false, |_, a, _, _| {
        crate::builtins::arity("get_elapsed_time", a, 2, 2)?;
        let mut t = [0.0; 2];
        for (k, e) in a.iter().enumerate() {
            match e {
                Value::Module(m) => match m.get("_t") {
                    Some(Value::Float(x)) => t[k] = x,
                    _ => return Err(value_err("Event has not been recorded".to_string())),
                },
                _ => return Err(value_err("get_elapsed_time takes two Events".to_string())),
            }
        }
        Ok(Value::Float((t[1] - t[0]) * 1e3))
    });
    // `Stream(...)` makes a stream object; `Stream.null` is the default one. gpa queues all
    // work on one stream, so every stream object stands for it: `with s:` and
    // `s.synchronize()` order work at least as strictly as CuPy's separate streams do.
    let stream = Module::new("cupy.cuda.Stream");
    stream.set("null", stream_object(true));
    reg(&stream, "__call__", false, |_, _, kw, _| {
        crate::builtins::allow_kw("Stream", kw, &["null", "non_blocking", "ptds"])?;
        let null = crate::builtins::kwarg(kw, "null").is_some_and(|v| v.truthy());
        Ok(stream_object(null))
    });
    c.set("Stream", Value::Module(stream.clone()));
    c.set(
        "get_current_stream",
        crate::builtins::native("get_current_stream", |_, _, _| Ok(current_stream())),
    );
    // The memory pool: gpa's allocator is its own (the driver's stream-ordered pool), so
    // `MemoryPool()` is the pool's accounting and `set_allocator` accepts it and keeps gpa's.
    reg(&c, "MemoryPool", false, |_, _, _, _| Ok(memory_pool()));
    reg(&c, "set_allocator", false, |_, a, _, _| {
        crate::builtins::arity("set_allocator", a, 0, 1)?;
        Ok(Value::None)
    });
    // NVTX ranges: accepted so profiled scripts run; gpa emits no NVTX markers yet.
    let nvtx = Module::new("cupy.cuda.nvtx");
    reg(&nvtx, "RangePush", false, |_, a, _, _| {
        crate::builtins::arity("RangePush", a, 1, 2)?;
        Ok(Value::None)
    });
    reg(&nvtx, "RangePop", false, |_, a, _, _| {
        crate::builtins::arity("RangePop", a, 0, 0)?;
        Ok(Value::None)
    });
    reg(&nvtx, "Range", false, |_, a, _, _| {
        crate::builtins::arity("Range", a, 1, 2)?;
        Ok(Value::Module(Module::record(
            "Range",
            "<cupy.cuda.nvtx.Range>".into(),
            "<cupy.cuda.nvtx.Range>".into(),
        )))
    });
    c.set("nvtx", Value::Module(nvtx));
    let rt = Module::new("cupy.cuda.runtime");
    reg(&rt, "getDevice", false, |_, _, _, _| {
        Ok(Value::Int(devices::current().into()))
    });
    reg(&rt, "setDevice", false, |_, a, _, _| match a.first() {
        Some(Value::Int(i)) => {
            devices::set_current(checked_device(*i)?);
            Ok(Value::None)
        }
        _ => Err(crate::interp::error::type_err(
            "setDevice takes a device number (an int)",
        )),
    });
    reg(&rt, "getDeviceCount", false, |_, _, _, _| {
        let n = devices::count()
            .map_err(|why| crate::interp::error::err(ExcType::RuntimeError, why))?;
        Ok(Value::Int(n as i64))
    });
    rt.set(
        "deviceReset",
        crate::builtins::native("deviceReset", |_, _, _| device_reset()),
    );
    rt.set(
        "deviceSynchronize",
        crate::builtins::native("deviceSynchronize", |_, _, _| synchronize()),
    );
    let exc = |t: ExcType| Value::Type(TypeObj::Exc(t));
    rt.set("CUDARuntimeError", exc(ExcType::CUDARuntimeError));
    c.set("runtime", Value::Module(rt));
    let memory = Module::new("cupy.cuda.memory");
    memory.set("OutOfMemoryError", exc(ExcType::OutOfMemoryError));
    reg(&memory, "MemoryPool", false, |_, _, _, _| Ok(memory_pool()));
    c.set("memory", Value::Module(memory));
    let compiler = Module::new("cupy.cuda.compiler");
    compiler.set("CompileException", exc(ExcType::CompileException));
    c.set("compiler", Value::Module(compiler));
    m.set("cuda", Value::Module(c));
}
