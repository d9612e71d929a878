//! `cupy.cuda`: the device, streams, events and the runtime queries benchmarks use. Every
//! synchronisation first runs all queued (lazy) work, so a timing covers it.
use super::reg;
use crate::array;
use crate::backend::cuda;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, value_err};
use crate::interp::value::{Module, Value};
use std::rc::Rc;
use std::time::Instant;

/// Runs queued work and waits for the device.
fn synchronize() -> RtResult<Value> {
    array::flush_all().map_err(arr_err)?;
    if crate::backend::cuda_active()
        && let Ok(g) = cuda::gpu()
    {
        g.synchronize().map_err(value_err)?;
    }
    Ok(Value::None)
}

fn sync_fn(m: &Module) {
    reg(m, "synchronize", false, |_, a, _, _| {
        crate::builtins::arity("synchronize", a, 0, 0)?;
        synchronize()
    });
}

fn device(id: i64) -> RtResult<Value> {
    if id != 0 {
        return Err(value_err(format!(
            "Invalid device ID: {id} (gpa uses device 0)"
        )));
    }
    let d = Module::record(
        "Device",
        format!("<CUDA Device {id}>"),
        format!("<CUDA Device {id}>"),
    );
    d.set("id", Value::Int(id));
    let (name, cc, mem) = match cuda::gpu() {
        Ok(g) if crate::backend::cuda_active() => {
            let (free, total) = g.ctx.mem_get_info().unwrap_or((0, 0));
            (
                g.name.clone(),
                format!("{}{}", g.cc.0, g.cc.1),
                (free, total),
            )
        }
        _ => ("cpu".to_string(), String::new(), (0, 0)),
    };
    d.set("name", Value::str(&name));
    d.set("compute_capability", Value::str(&cc));
    d.set(
        "mem_info",
        Value::tuple(vec![Value::Int(mem.0 as i64), Value::Int(mem.1 as i64)]),
    );
    sync_fn(&d);
    Ok(Value::Module(d))
}

/// An event: `record()` runs queued work, waits for the device and notes the time (as
/// seconds since the first event, in its `_t`).
fn event() -> Value {
    let e = Module::record(
        "Event",
        "<cupy.cuda.Event>".into(),
        "<cupy.cuda.Event>".into(),
    );
    let me = Rc::downgrade(&e);
    reg(&e, "record", false, move |_, _, _, _| {
        synchronize()?;
        let t = START.with(|s| s.elapsed().as_secs_f64());
        if let Some(m) = me.upgrade() {
            m.set("_t", Value::Float(t));
        }
        Ok(Value::None)
    });
    sync_fn(&e);
    Value::Module(e)
}

thread_local! {
    static START: Instant = Instant::now();
}

pub fn install(m: &Module) {
    let c = Module::new("cupy.cuda");
    reg(&c, "Device", false, |_, a, _, _| {
        crate::builtins::arity("Device", a, 0, 1)?;
        let id = match a.first() {
            Some(Value::Int(i)) => *i,
            None => 0,
            Some(_) => return Err(value_err("Device() takes a device number".to_string())),
        };
        device(id)
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
    let stream = Module::new("cupy.cuda.Stream");
    let null = Module::record("Stream", "<Stream 0>".into(), "<Stream 0>".into());
    sync_fn(&null);
    stream.set("null", Value::Module(null));
    c.set("Stream", Value::Module(stream));
    let rt = Module::new("cupy.cuda.runtime");
    reg(&rt, "getDeviceCount", false, |_, _, _, _| {
        let n = if crate::backend::cuda_active() { 1 } else { 0 };
        Ok(Value::Int(n))
    });
    rt.set(
        "deviceSynchronize",
        crate::builtins::native("deviceSynchronize", |_, _, _| synchronize()),
    );
    c.set("runtime", Value::Module(rt));
    m.set("cuda", Value::Module(c));
}
