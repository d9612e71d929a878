//! Embedding gpa in a Rust program: data goes in from Rust as arrays, a script runs over it
//! (its `cupy` arrays on the GPU when there is one, else on the CPU backend), results come
//! back as Rust values, a Rust function is called from the script, and an error is data.
//! `cargo run --example embed`
use gpa::{ArrayData, Engine, Scope};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut engine = Engine::builder().capture_output().build();
    println!("device arrays run on: {:?}", gpa::default_device());

    // Host data in: a 1000 x 3 matrix of readings, moved into a numpy array without a copy.
    let readings: Vec<f64> = (0..3000).map(|i| ((i * 37) % 101) as f64 / 10.0).collect();
    engine.set_array("readings", readings, &[1000, 3])?;
    // A Rust function the script calls.
    engine.register_fn("calibrate", |x: f64| x * 1.02 - 0.1);

    engine.run(
        "import numpy as np\n\
         import cupy as cp\n\
         x = cp.asarray(readings)              # one upload to the device\n\
         z = (x - x.mean(axis=0)) / x.std(axis=0)\n\
         scores = cp.asnumpy((z ** 2).sum(axis=1))\n\
         offset = calibrate(float(scores.mean()))\n\
         print('rows over 6:', int((scores > 6).sum()))",
    )?;
    print!("{}", engine.take_output());

    // Results out: an array (copied back from the device), a number, a typed expression.
    let scores: ArrayData<f64> = engine.array("scores")?;
    println!(
        "scores: shape {:?}, first {:.4}",
        scores.shape(),
        scores.data()[0]
    );
    println!("offset: {:.4}", engine.value::<f64>("offset")?);
    let (lo, hi) = engine.eval::<(f64, f64)>("float(scores.min()), float(scores.max())")?;
    println!("range: {lo:.4} .. {hi:.4}");

    // Borrow a host array's values in place.
    let total = engine.with_array("scores", |v: &[f64], _shape| v.iter().sum::<f64>())?;
    println!("sum without a copy: {total:.4}");

    // One compiled program over several inputs.
    let prog = engine.compile("np.polyfit(xs, ys, 1)")?;
    for slope in [2.0, -0.5] {
        let mut scope = Scope::new();
        let xs: Vec<f64> = (0..10).map(f64::from).collect();
        let ys: Vec<f64> = xs.iter().map(|x| slope * x + 1.0).collect();
        scope
            .push_array("xs", xs, &[10])?
            .push_array("ys", ys, &[10])?;
        let fit: ArrayData<f64> = engine.eval_program_with_scope(&mut scope, &prog)?;
        println!("fit for slope {slope}: {:.3?}", fit.data());
    }

    // Errors are data: the Python exception kind, the message, the rendered report.
    if let Err(e) = engine.run("calibrate('x')") {
        println!("error kind {}: {}", e.kind, e.message);
        print!("{}", gpa::diag::render(&e, false));
    }
    Ok(())
}
