//! The embedding API as an embedder uses it: arrays in and out for every element type
//! (without a copy where promised), typed evaluation, scopes and compiled programs, typed
//! native functions and modules, each limit, engines on worker threads, and hostile scripts
//! that must never take the host down.
use gpa::{ArrayData, Engine, NativeModule, Scope};
use half::f16;
use num_complex::{Complex32, Complex64};
use std::collections::HashMap;
use std::time::{Duration, Instant};

fn engine() -> Engine {
    Engine::builder().capture_output().build()
}

/// `data` in as `name`, its dtype as the script sees it, and the same values back out.
fn round_trip<T: gpa::Element + PartialEq + std::fmt::Debug>(data: Vec<T>, dtype: &str) {
    let mut e = engine();
    e.set_array("x", data.clone(), &[2, 2]).unwrap();
    assert_eq!(e.eval::<String>("str(x.dtype)").unwrap(), dtype);
    assert_eq!(e.eval::<Vec<usize>>("list(x.shape)").unwrap(), vec![2, 2]);
    let back = e.array::<T>("x").unwrap();
    assert_eq!((back.shape(), back.data()), (&[2usize, 2][..], &data[..]));
    // Through a computation and a device array too.
    e.run("import cupy as cp\ny = x[::-1].copy()\nd = cp.asarray(x)")
        .unwrap();
    let rev: Vec<T> = data.chunks(2).rev().flatten().copied().collect();
    assert_eq!(e.array::<T>("y").unwrap().data(), &rev[..]);
    assert_eq!(e.array::<T>("d").unwrap().data(), &data[..]);
    e.set_device_array("dd", &data, &[4]).unwrap();
    assert!(e.eval::<bool>("isinstance(dd, cp.ndarray)").unwrap());
    assert_eq!(e.array::<T>("dd").unwrap().into_vec(), data);
}

#[test]
fn every_element_type_in_and_out() {
    round_trip(vec![true, false, false, true], "bool");
    round_trip(vec![-128i8, 0, 5, 127], "int8");
    round_trip(vec![-300i16, 0, 5, 32767], "int16");
    round_trip(vec![-70000i32, 0, 5, i32::MAX], "int32");
    round_trip(vec![i64::MIN, 0, 5, i64::MAX], "int64");
    round_trip(vec![0u8, 1, 200, 255], "uint8");
    round_trip(vec![0u16, 1, 60000, 65535], "uint16");
    round_trip(vec![0u32, 1, 4_000_000_000, u32::MAX], "uint32");
    round_trip(vec![0u64, 1, 1 << 63, u64::MAX], "uint64");
    round_trip(
        [0.5f32, -1.0, 65504.0, 0.0].map(f16::from_f32).to_vec(),
        "float16",
    );
    round_trip(vec![0.5f32, -1.25, 1e30, f32::MIN_POSITIVE], "float32");
    round_trip(vec![0.1f64, -2.5, 1e300, f64::EPSILON], "float64");
    round_trip(
        vec![
            Complex32::new(1.0, -1.0),
            Complex32::new(0.0, 2.5),
            Complex32::new(-3.0, 0.0),
            Complex32::new(0.25, 0.5),
        ],
        "complex64",
    );
    round_trip(
        vec![
            Complex64::new(1.0, -1.0),
            Complex64::new(0.0, 2.5),
            Complex64::new(-3.0, 0.0),
            Complex64::new(0.1, 0.2),
        ],
        "complex128",
    );
}

#[test]
fn arrays_move_in_and_are_lent_without_a_copy() {
    let mut e = engine();
    let data: Vec<f64> = (0..1000).map(f64::from).collect();
    let ptr = data.as_ptr();
    e.set_array("a", data, &[10, 100]).unwrap();
    let (seen, shape) = e
        .with_array("a", |v: &[f64], s| (v.as_ptr(), s.to_vec()))
        .unwrap();
    assert_eq!(seen, ptr, "the vector moved in is the array's storage");
    assert_eq!(shape, vec![10, 100]);
    // A script's result is lent in place too, and a view as a copy of its values.
    e.run("b = a * 2\nt = a.T").unwrap();
    let sum = e
        .with_array("b", |v: &[f64], _| v.iter().sum::<f64>())
        .unwrap();
    assert_eq!(sum, 999_000.0);
    let first_col = e
        .with_array("t", |v: &[f64], s| (v[..3].to_vec(), s.to_vec()))
        .unwrap();
    assert_eq!(first_col, (vec![0.0, 100.0, 200.0], vec![100, 10]));
    // Wrong element type, not an array, missing name: errors, not panics.
    let err = e.array::<f32>("a").unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        ("TypeError", "the array is float64, not float32")
    );
    e.run("s = 'text'").unwrap();
    assert_eq!(e.array::<f64>("s").unwrap_err().kind, "TypeError");
    assert_eq!(e.array::<f64>("nope").unwrap_err().kind, "NameError");
    let bad = e.set_array("c", vec![1.0f64; 5], &[2, 2]).unwrap_err();
    assert_eq!(bad.kind, "ValueError");
}

#[test]
fn typed_eval_and_values() {
    let mut e = engine();
    assert_eq!(e.eval::<i64>("6 * 7").unwrap(), 42);
    assert_eq!(
        e.eval::<f64>("import math\nmath.pi").unwrap(),
        std::f64::consts::PI
    );
    assert_eq!(e.eval::<String>("'ab' * 2").unwrap(), "abab");
    assert_eq!(
        e.eval::<Vec<i64>>("[i * i for i in range(4)]").unwrap(),
        vec![0, 1, 4, 9]
    );
    assert_eq!(
        e.eval::<(bool, Option<i32>)>("(True, None)").unwrap(),
        (true, None)
    );
    let d = e
        .eval::<HashMap<String, f64>>("{'a': 1.5, 'b': 2}")
        .unwrap();
    assert_eq!((d["a"], d["b"]), (1.5, 2.0));
    assert_eq!(
        e.eval::<Complex64>("1 + 2j").unwrap(),
        Complex64::new(1.0, 2.0)
    );
    // NumPy scalars convert as numbers.
    assert_eq!(
        e.eval::<f64>("import numpy as np\nnp.float32(0.5) * 3")
            .unwrap(),
        1.5
    );
    assert_eq!(e.eval::<u8>("np.uint8(200)").unwrap(), 200);
    let a = e
        .eval::<ArrayData<i64>>("np.arange(6).reshape(3, 2)")
        .unwrap();
    assert_eq!(
        (a.shape(), a.data()),
        (&[3usize, 2][..], &[0, 1, 2, 3, 4, 5][..])
    );
    // Statements only: the value is None.
    assert_eq!(e.eval::<Option<i64>>("z = 1").unwrap(), None);
    e.eval::<()>("w = 2").unwrap();
    // Values in from Rust.
    e.set_value("names", vec!["x", "y"]);
    e.set_value("pair", (1i64, 2.5f64));
    assert_eq!(
        e.eval::<String>("'-'.join(names) + str(pair)").unwrap(),
        "x-y(1, 2.5)"
    );
    assert_eq!(e.value::<i64>("w").unwrap(), 2);
    // Conversion errors name what was expected.
    let err = e.eval::<i64>("'a'").unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        ("TypeError", "expected int, got 'str'")
    );
    assert_eq!(e.eval::<u8>("300").unwrap_err().kind, "OverflowError");
    assert_eq!(e.eval::<i64>("1 +").unwrap_err().kind, "SyntaxError");
}

#[test]
fn programs_run_over_scopes() {
    let mut e = engine();
    e.run("import numpy as np\nk = 100").unwrap();
    let prog = e
        .compile("m = float(np.mean(data)) + k\nlabel = name.upper()\nm")
        .unwrap();
    for (i, vals) in [vec![1.0, 2.0, 3.0], vec![10.0, 20.0]]
        .into_iter()
        .enumerate()
    {
        let n = vals.len();
        let mut s = Scope::new();
        s.push_array("data", vals, &[n])
            .unwrap()
            .push("name", format!("run{i}"));
        let m: f64 = e.eval_program_with_scope(&mut s, &prog).unwrap();
        assert_eq!(m, if i == 0 { 102.0 } else { 115.0 });
        // The scope keeps its inputs and the run's new names; the main module is as it was.
        assert_eq!(
            s.get::<ArrayData<f64>>("data").unwrap().unwrap().shape(),
            &[n]
        );
        assert_eq!(e.value::<f64>("data").unwrap_err().kind, "NameError");
        assert_eq!(
            s.get::<String>("label").unwrap().unwrap(),
            format!("RUN{i}")
        );
        assert_eq!(s.get::<f64>("m").unwrap().unwrap(), m);
        assert_eq!(e.value::<i64>("m").unwrap_err().kind, "NameError");
    }
    // A scope's name shadows the engine's own for that run only.
    let mut s = Scope::new();
    s.push("k", 1i64);
    s.push("fresh", 5i64).push("gone", 1i64);
    assert_eq!(
        e.eval_with_scope::<i64>(&mut s, "k += 1\nfresh *= 2\ndel gone\nk")
            .unwrap(),
        2
    );
    assert_eq!(s.get::<i64>("k").unwrap().unwrap(), 2);
    assert_eq!(s.get::<i64>("fresh").unwrap().unwrap(), 10);
    assert!(s.value("gone").is_none());
    assert_eq!(e.value::<i64>("k").unwrap(), 100);
    // An error leaves the scope and the engine usable.
    let mut s = Scope::new();
    s.push("x", 0i64);
    assert_eq!(
        e.run_with_scope(&mut s, "y = 1 / x").unwrap_err().kind,
        "ZeroDivisionError"
    );
    assert_eq!(e.eval::<i64>("k + 1").unwrap(), 101);
}

#[derive(Debug)]
struct Negative(f64);
impl std::fmt::Display for Negative {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "negative input {}", self.0)
    }
}

#[test]
fn typed_native_functions_and_modules() {
    let mut e = engine();
    e.register_fn("root", |x: f64| {
        if x < 0.0 {
            Err(Negative(x))
        } else {
            Ok(x.sqrt())
        }
    });
    e.register_fn("scale", |v: ArrayData<f32>, k: f32| {
        let shape = v.shape().to_vec();
        ArrayData::new(v.into_vec().into_iter().map(|x| x * k).collect(), &shape).unwrap()
    });
    e.register_fn("count", |items: Vec<String>| items.len());
    e.register_fn("now", || 7i64);
    assert_eq!(e.eval::<f64>("root(16)").unwrap(), 4.0);
    let s = e
        .eval::<ArrayData<f32>>("import numpy as np\nscale(np.ones((2, 2), np.float32), 2.5)")
        .unwrap();
    assert_eq!(s.data(), &[2.5f32; 4]);
    assert_eq!(e.eval::<i64>("count(['a', 'b']) + now()").unwrap(), 9);
    let err = e.run("root(-4)").unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        ("RuntimeError", "negative input -4")
    );
    let err = e.run("root('x')").unwrap_err();
    assert_eq!(err.message, "root() argument 1: expected float, got 'str'");
    let err = e.run("root(1, 2)").unwrap_err();
    assert_eq!(
        err.message,
        "root() takes 1 positional argument but 2 were given"
    );
    let err = e.run("root(x=1)").unwrap_err();
    assert_eq!(err.message, "root() got an unexpected keyword argument 'x'");
    let err = e.run("scale(np.ones(2), 1.0)").unwrap_err();
    assert_eq!(
        err.message,
        "scale() argument 1: the array is float64, not float32"
    );
    // The script can catch them like any error.
    assert_eq!(
        e.eval::<String>("try:\n    root(-1)\nexcept RuntimeError as ex:\n    r = str(ex)\nr")
            .unwrap(),
        "negative input -1"
    );
    let mut m = NativeModule::new("geo");
    m.function("area", |w: f64, h: f64| w * h)
        .value("unit", "m2");
    e.register_module(m);
    assert_eq!(
        e.eval::<String>("import geo\nf'{geo.area(2, 3)} {geo.unit}'")
            .unwrap(),
        "6.0 m2"
    );
    assert_eq!(
        e.eval::<f64>("from geo import area\narea(1.5, 2)").unwrap(),
        3.0
    );
}

#[test]
fn declared_native_functions_take_keywords() {
    let mut e = engine();
    e.register_fn_with(
        "clamp(x, lo=0.0, hi=1.0, /, *, scale=1.0)\n    x limited to [lo, hi], times scale.",
        |x: f64, lo: f64, hi: f64, scale: f64| x.clamp(lo, hi) * scale,
    )
    .unwrap();
    assert_eq!(e.eval::<f64>("clamp(3)").unwrap(), 1.0);
    assert_eq!(e.eval::<f64>("clamp(3, 0, 5, scale=2)").unwrap(), 6.0);
    for (call, message) in [
        (
            "clamp()",
            "clamp() missing 1 required positional argument: 'x'",
        ),
        (
            "clamp(1, 2, 3, 4)",
            "clamp() takes from 1 to 3 positional arguments but 4 were given",
        ),
        (
            "clamp(1, k=2)",
            "clamp() got an unexpected keyword argument 'k'",
        ),
        (
            "clamp(1, hi=2)",
            "clamp() got some positional-only arguments passed as keyword arguments: 'hi'",
        ),
        (
            "clamp('a')",
            "clamp() argument 1: expected float, got 'str'",
        ),
    ] {
        let err = e.run(call).unwrap_err();
        assert_eq!(
            (err.kind.as_str(), err.message.as_str()),
            ("TypeError", message),
            "{call}"
        );
    }
    e.run("help(clamp)\nprint(clamp.__doc__.splitlines()[0])")
        .unwrap();
    let out = e.take_output();
    assert!(
        out.contains(
            "clamp(x, lo=0.0, hi=1.0, /, *, scale=1.0)\n    x limited to [lo, hi], times scale."
        ),
        "{out}"
    );
    assert!(
        out.ends_with("clamp(x, lo=0.0, hi=1.0, /, *, scale=1.0)\n"),
        "{out}"
    );
    // A declaration that does not fit the closure is the embedder's error, at registration.
    for (decl, message) in [
        (
            "f(a, b)",
            "f declares 2 parameters but the function takes 1",
        ),
        ("f(*a)", "f: *args and **kwargs are not supported"),
        (
            "f(a=np.pi)",
            "f: the default of 'a' (np.pi) is not a literal",
        ),
        ("f(a", "line 1: no closing ')' in \"f(a\""),
    ] {
        let err = e.register_fn_with(decl, |a: f64| a).unwrap_err();
        assert_eq!(err.message, message, "{decl}");
    }
    let mut m = NativeModule::new("geo2");
    m.function_with("area(w, h=1.0)", |w: f64, h: f64| w * h)
        .unwrap();
    e.register_module(m);
    assert_eq!(
        e.eval::<f64>("import geo2\ngeo2.area(h=3, w=2)").unwrap(),
        6.0
    );
}

#[test]
fn operation_budget_counts_array_work() {
    // One big matrix product is many steps, not one.
    let mut e = Engine::builder().step_limit(100_000).build();
    let err = e
        .run("import numpy as np\na = np.ones((1000, 1000))\nb = a @ a\nprint(b[0, 0])")
        .unwrap_err();
    assert_eq!(
        (err.kind.as_str(), err.message.as_str()),
        ("RuntimeError", "operation budget of 100000 steps exhausted")
    );
    // Small work fits.
    let mut e = Engine::builder()
        .capture_output()
        .step_limit(100_000)
        .build();
    e.run("import numpy as np\nprint(int((np.ones((10, 10)) @ np.ones((10, 10))).sum()))")
        .unwrap();
    assert_eq!(e.take_output(), "1000\n");
    // Loops count too.
    let mut e = Engine::builder().step_limit(1000).build();
    assert_eq!(
        e.run("while True:\n    pass").unwrap_err().kind,
        "RuntimeError"
    );
    // The budget is per run: the engine goes on with a fresh one.
    assert_eq!(e.eval::<i64>("40 + 2").unwrap(), 42);
}

#[test]
fn time_limit_stops_loops_and_stubborn_scripts() {
    let mut e = Engine::builder()
        .capture_output()
        .time_limit(Duration::from_millis(200))
        .build();
    let t = Instant::now();
    let err = e.run("while True:\n    pass").unwrap_err();
    assert_eq!(err.kind, "TimeoutError");
    assert!(t.elapsed() < Duration::from_secs(5));
    // Catching the interrupt does not help.
    let t = Instant::now();
    let err = e
        .run("n = 0\nwhile True:\n    try:\n        while True:\n            n += 1\n    except KeyboardInterrupt:\n        pass")
        .unwrap_err();
    assert_eq!(err.kind, "TimeoutError");
    assert!(t.elapsed() < Duration::from_secs(5));
    // The engine goes on, and a quick run is untouched.
    assert_eq!(e.eval::<i64>("1 + 1").unwrap(), 2);
    e.run("print('fine')").unwrap();
    assert_eq!(e.take_output(), "fine\n");
}

#[test]
fn host_memory_limit_is_the_scripts_memory_error() {
    let mut e = Engine::builder()
        .host_memory_limit(64 << 20)
        .capture_output()
        .build();
    // (Filled arrays: a constant such as np.ones stays lazy and takes no memory.)
    e.run("import numpy as np\na = np.random.rand(4 << 20)")
        .unwrap(); // 32 MiB
    let err = e.run("b = np.random.rand(6 << 20)").unwrap_err(); // 48 MiB more
    assert_eq!(err.kind, "MemoryError");
    // Freed memory is available again; the session survives.
    e.run("del a\nb = np.random.rand(6 << 20)\nprint(b.size)")
        .unwrap();
    assert_eq!(e.take_output(), format!("{}\n", 6 << 20));
    assert_eq!(
        e.run("c = [np.random.rand(1 << 20) + 1 for _ in range(40)]")
            .unwrap_err()
            .kind,
        "MemoryError"
    );
}

#[test]
fn recursion_depth_and_file_capabilities() {
    let mut e = Engine::builder().max_call_depth(50).build();
    assert_eq!(
        e.run("def f(n):\n    return f(n + 1)\nf(0)")
            .unwrap_err()
            .kind,
        "RecursionError"
    );
    assert_eq!(
        e.eval::<i64>("def g(n):\n    return n if n == 0 else g(n - 1)\ng(40)")
            .unwrap(),
        0
    );
    let dir = std::env::temp_dir().join(format!("gpa-embed-{}", std::process::id()));
    let path = dir.join("out.txt");
    let mut e = Engine::builder().allow_files(false).build();
    e.set_value("path", path.display().to_string());
    let err = e
        .run("import numpy as np\nnp.savetxt(path, np.ones(3))")
        .unwrap_err();
    assert_eq!(err.kind, "PermissionError");
    assert_eq!(
        e.run("open(path, 'w')").unwrap_err().kind,
        "PermissionError"
    );
    assert!(!path.exists());
}

#[test]
fn engines_on_worker_threads_and_interrupts_from_others() {
    // Builders are Send: each worker builds and keeps its own engine.
    let workers: Vec<_> = (1..=2)
        .map(|k: i64| {
            let b = Engine::builder().capture_output();
            std::thread::spawn(move || {
                let mut e = b.build();
                e.set_array("v", vec![k; 1000], &[1000]).unwrap();
                e.run("import numpy as np\ntotal = int(np.sum(v * v))")
                    .unwrap();
                e.value::<i64>("total").unwrap()
            })
        })
        .collect();
    let totals: Vec<i64> = workers.into_iter().map(|w| w.join().unwrap()).collect();
    assert_eq!(totals, vec![1000, 4000]);
    // The interrupt handle works from another thread.
    let mut e = engine();
    let flag = e.interrupt_handle();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, std::sync::atomic::Ordering::SeqCst);
    });
    let err = e.run("while True:\n    pass").unwrap_err();
    t.join().unwrap();
    assert_eq!(err.kind, "KeyboardInterrupt");
    assert_eq!(e.eval::<i64>("2 + 2").unwrap(), 4);
}

#[test]
fn hostile_scripts_never_take_the_host_down() {
    let hostile = [
        "x = [1]\nwhile True:\n    x = x + x",
        "def f():\n    return f()\nf()",
        "import numpy as np\nnp.ones((1 << 40, 1 << 40))",
        "import numpy as np\na = np.ones(10)\na.reshape(3, 7)",
        "s = 'a' * (1 << 62)",
        "import numpy as np\nnp.zeros(-5)",
        "eval('1 +')",
        "raise SystemExit(3)",
        "import numpy as np\nb = np.arange(10)\nb[100] = 1",
        "[][0]",
        "import numpy as np\nnp.linalg.inv(np.zeros((3, 3)))",
        "d = {}\nfor i in range(10**9):\n    d[i] = str(i) * 100",
        "import itertools\nlist(itertools.count())",
        "x = 3\nwhile True:\n    x = x * x",
        "(lambda: (yield))().throw(ValueError)",
        "open('/etc/shadow').read()",
    ];
    for (i, code) in hostile.iter().enumerate() {
        let mut e = Engine::builder()
            .capture_output()
            .step_limit(2_000_000)
            .time_limit(Duration::from_secs(2))
            .host_memory_limit(256 << 20)
            .allow_files(false)
            .max_call_depth(200)
            .build();
        let r = e.run(code);
        assert!(r.is_err(), "hostile script {i} should fail: {code}");
        assert_ne!(r.unwrap_err().kind, "InternalError", "script {i}: {code}");
        assert_eq!(
            e.eval::<i64>("40 + 2").unwrap(),
            42,
            "engine usable after {i}"
        );
    }
}

/// The README's Embedding example, as written there.
#[test]
fn readme_example() -> Result<(), Box<dyn std::error::Error>> {
    let mut engine = Engine::builder().capture_output().build();
    engine.set_array("x", vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2])?;
    engine.register_fn("scale", |v: f64| v * 10.0);
    engine.run("import numpy as np\ny = x.T @ x\nprint(scale(float(y[0, 0])))")?;
    assert_eq!(engine.take_output(), "100.0\n");
    let y: ArrayData<f64> = engine.array("y")?;
    assert_eq!(
        (y.shape(), y.data()),
        (&[2usize, 2][..], &[10.0, 14.0, 14.0, 20.0][..])
    );
    let total = engine.with_array("y", |v: &[f64], _shape| v.iter().sum::<f64>())?;
    let n = engine.eval::<i64>("int(y.sum())")?;
    assert_eq!((total, n), (58.0, 58));
    let prog = engine.compile("float(np.mean(data))")?;
    let mut scope = Scope::new();
    scope.push_array("data", vec![1.0f32, 2.0, 6.0], &[3])?;
    let m: f64 = engine.eval_program_with_scope(&mut scope, &prog)?;
    assert_eq!(m, 3.0);
    Ok(())
}

/// `ndarray` arrays in and out (`cargo test --features ndarray`).
#[cfg(feature = "ndarray")]
#[test]
fn ndarray_arrays_in_and_out() {
    use ndarray::{ArrayD, IxDyn};
    let mut e = engine();
    let a = ArrayD::from_shape_fn(IxDyn(&[2, 3]), |i| (i[0] * 10 + i[1]) as f64);
    let ptr = a.as_ptr();
    e.set_value("a", a);
    let seen = e.with_array("a", |v: &[f64], _| v.as_ptr()).unwrap();
    assert_eq!(
        seen, ptr,
        "a standard-layout ndarray moves in without a copy"
    );
    let t = e
        .eval::<ArrayD<f64>>("import numpy as np\na.T * 2")
        .unwrap();
    assert_eq!(t.shape(), &[3, 2]);
    assert_eq!(t[[2, 1]], 24.0);
    // A transposed view goes in as its values in C order.
    let b = ArrayD::from_shape_vec(IxDyn(&[2, 2]), vec![1i32, 2, 3, 4]).unwrap();
    e.set_value("bt", b.view().reversed_axes());
    assert_eq!(
        e.eval::<Vec<i64>>("bt.ravel().tolist()").unwrap(),
        vec![1, 3, 2, 4]
    );
    assert_eq!(e.eval::<String>("str(bt.dtype)").unwrap(), "int32");
}

#[test]
fn scripts_read_the_input_an_embedder_gives() {
    let text = "Ada\n3 4\n5\nlast\n";
    let mut e = Engine::builder()
        .capture_output()
        .input(Box::new(std::io::Cursor::new(text)))
        .build();
    e.run(concat!(
        "import sys\n",
        "name = input('name? ')\n",
        "nums = [int(x) for x in sys.stdin.readline().split()]\n",
        "rest = [line.rstrip() for line in sys.stdin]\n",
        "print(name, sum(nums), rest)\n",
        "try:\n    input()\nexcept EOFError as e:\n    print('EOFError:', e)\n",
    ))
    .unwrap();
    assert_eq!(
        e.take_output(),
        "name? Ada 7 ['5', 'last']\nEOFError: EOF when reading a line\n"
    );
}
