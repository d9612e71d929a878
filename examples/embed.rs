//! Embedding gpa in a Rust program: run code, read variables, add a native function, and
//! handle an error as data. `cargo run --example embed`
use gpa::{Engine, Value};

fn main() {
    let mut engine = Engine::builder().capture_output().build();
    engine.register_fn("host_scale", |args| match args {
        [Value::Float(x)] => Ok(Value::Float(x * 10.0)),
        [Value::Int(i)] => Ok(Value::Int(i * 10)),
        _ => Err("host_scale() takes one number".into()),
    });
    engine.set("n", Value::Int(5));
    engine
        .eval("total = sum(host_scale(i) for i in range(n))\nprint('total is', total)")
        .expect("the program runs");
    print!("{}", engine.take_output());
    if let Some(Value::Int(t)) = engine.get("total") {
        println!("read back from Rust: {t}");
    }
    match engine.eval("host_scale('x')") {
        Ok(()) => println!("unexpected success"),
        Err(e) => {
            println!("error kind {}: {}", e.kind, e.message);
            print!("{}", gpa::diag::render(&e, false));
        }
    }
}
