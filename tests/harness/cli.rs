//! The `gpa` command line: -c, exit statuses, sys.argv, options, Ctrl-C in a script.
use crate::{Outcome, gpa_bin, root, run_cmd};
use std::process::Command;

fn gpa(args: &[&str]) -> crate::Run {
    run_cmd(
        Command::new(gpa_bin())
            .args(args)
            .env("NO_COLOR", "1")
            .env_remove("GPA_DEVICE")
            .env_remove("GPA_NUMPY"),
    )
}

fn check(cond: bool, what: &str, r: &crate::Run) -> Result<(), String> {
    if cond {
        Ok(())
    } else {
        Err(format!(
            "{what}\n  status {}\n  stdout {:?}\n  stderr {:?}",
            r.code, r.stdout, r.stderr
        ))
    }
}

fn dash_c() -> Result<(), String> {
    let r = gpa(&["-c", "import sys\nprint(sys.argv, 6 * 7)", "a", "-b"]);
    check(
        r.code == 0 && r.stdout == "['-c', 'a', '-b'] 42\n",
        "-c with arguments",
        &r,
    )
}

fn exit_statuses() -> Result<(), String> {
    let r = gpa(&[
        "-c",
        "import sys\nprint('before')\nsys.exit(7)\nprint('after')",
    ]);
    check(
        r.code == 7 && r.stdout == "before\n",
        "sys.exit(7) gives 7",
        &r,
    )?;
    let r = gpa(&["-c", "import sys; sys.exit()"]);
    check(r.code == 0, "sys.exit() gives 0", &r)?;
    let r = gpa(&["-c", "import sys; sys.exit('bad input')"]);
    check(
        r.code == 1 && r.stderr == "bad input\n",
        "sys.exit(str) prints it and gives 1",
        &r,
    )?;
    let r = gpa(&["-c", "print('x')\n1/0"]);
    check(
        r.code == 1
            && r.stdout == "x\n"
            && r.stderr.contains("ZeroDivisionError: division by zero"),
        "an uncaught error gives 1",
        &r,
    )?;
    let r = gpa(&[
        "-c",
        "try:\n    import sys; sys.exit(3)\nexcept Exception:\n    print('not caught here')",
    ]);
    check(
        r.code == 3 && r.stdout.is_empty(),
        "SystemExit passes `except Exception`",
        &r,
    )
}

fn script_argv_and_missing_file() -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("gpa-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("args.py");
    std::fs::write(&script, "import sys\nprint(sys.argv[1:], __name__)\n").unwrap();
    let r = gpa(&[script.to_str().unwrap(), "one", "--two"]);
    check(
        r.code == 0 && r.stdout == "['one', '--two'] __main__\n",
        "script arguments",
        &r,
    )?;
    // After the script path everything is the script's, gpa's own flags included.
    let r = gpa(&[
        "--device",
        "cpu",
        script.to_str().unwrap(),
        "-h",
        "--device",
        "x",
    ]);
    check(
        r.code == 0 && r.stdout == "['-h', '--device', 'x'] __main__\n",
        "script arguments that look like gpa's options",
        &r,
    )?;
    let r = gpa(&[dir.join("nope.gpa").to_str().unwrap()]);
    check(
        r.code == 1 && r.stderr.contains("can't open file"),
        "missing script",
        &r,
    )
}

fn options() -> Result<(), String> {
    let r = gpa(&["--version"]);
    check(r.code == 0 && r.stdout.starts_with("gpa "), "--version", &r)?;
    let r = gpa(&["--help"]);
    check(
        r.code == 0 && r.stdout.contains("--device") && r.stdout.contains("--numpy"),
        "--help",
        &r,
    )?;
    let r = gpa(&["--device", "tpu", "-c", "print(1)"]);
    check(
        r.code == 2 && r.stderr.contains("invalid --device"),
        "bad --device",
        &r,
    )?;
    let r = gpa(&["--device", "cpu", "--numpy", "device", "-c", "print(1)"]);
    check(
        r.code == 0 && r.stdout == "1\n",
        "--device cpu --numpy device accepted",
        &r,
    )
}

/// With `numpy` bound to the device namespace, host arrays still exist (NumPy scalars) and
/// their methods still reach the host namespace, which is made only when first needed.
fn numpy_on_device_keeps_host_methods() -> Result<(), String> {
    let script = "import numpy as np\nimport cupy as cp\nimport gpa\n\
        print(np is cp, cp is gpa, type(np.arange(2)).__module__)\n\
        print(np.float64(2.675).round(2), np.float64(7.5).clip(0, 3))";
    let r = gpa(&["--device", "cpu", "--numpy", "device", "-c", script]);
    check(
        r.code == 0 && r.stdout == "True True cupy\n2.68 3.0\n",
        "--numpy device: one namespace, host scalars' round and clip",
        &r,
    )?;
    let r = gpa(&["--device", "cpu", "-c", script]);
    check(
        r.code == 0 && r.stdout == "False True numpy\n2.68 3.0\n",
        "--numpy host: numpy and cupy apart",
        &r,
    )
}

fn ctrl_c_in_script_gives_130() -> Result<(), String> {
    let script = "import time\nprint('started', flush=True)\nwhile True:\n    time.sleep(0.01)";
    match crate::hostile::interrupt(script)? {
        (Some(130), _) => Ok(()),
        (code, _) => Err(format!("exit status {code:?}, expected 130")),
    }
}

fn example_runs() -> Result<(), String> {
    let r = run_cmd(
        Command::new(gpa_bin())
            .arg("examples/hello.gpa")
            .current_dir(root()),
    );
    check(
        r.code == 0 && r.stdout.contains("Hello from gpa"),
        "examples/hello.gpa",
        &r,
    )
}

/// Without CUDA: `--device cuda` is an error and `auto` runs on the CPU with one notice line.
/// With CUDA: a second process with a warm disk cache compiles no kernel.
fn device_and_kernel_cache() -> Result<(), String> {
    let r = gpa(&["--device", "cuda", "-c", "print(1)"]);
    let script = "import cupy as cp\nx = cp.arange(1000, dtype=cp.float32)\nprint(float((x * 0.5 + 1).sum()), (x > 3).sum())";
    if r.code != 0 {
        check(
            r.code == 2 && r.stderr.contains("CUDA is not usable ("),
            "--device cuda without CUDA is an error with the reason",
            &r,
        )?;
        let r = gpa(&["-c", script]);
        return check(
            r.code == 0
                && r.stdout == "250750.0 996\n"
                && r.stderr.matches("no CUDA device found (").count() == 1
                && r.stderr.contains("running on CPU"),
            "auto without CUDA runs on the CPU with one notice",
            &r,
        );
    }
    let dir = std::env::temp_dir().join(format!("gpa-kcache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let run = || {
        run_cmd(
            Command::new(gpa_bin())
                .args(["-c", script])
                .env("GPA_DEVICE", "cuda")
                .env("GPA_DEBUG", "kernels")
                .env("GPA_CACHE_DIR", &dir),
        )
    };
    let first = run();
    check(
        first.code == 0
            && first.stdout == "250750.0 996\n"
            && first.stderr.contains("[gpa kernel source: compiled]"),
        "first process compiles its kernels",
        &first,
    )?;
    let second = run();
    let _ = std::fs::remove_dir_all(&dir);
    check(
        second.code == 0
            && second.stdout == first.stdout
            && !second.stderr.contains("compiled]")
            && second
                .stderr
                .contains("[gpa kernel source: disk cache hit]"),
        "a second process with a warm disk cache compiles no kernel",
        &second,
    )
}

/// With CUDA: the device-heavy NumPy scripts (ufuncs at odd sizes and layouts over six
/// dtypes, sorts/argsorts/argmin/argmax, scans, assignment and gathers, counting and
/// concatenation, searchsorted, median/quantile, unique, integer powers, pad/tile/repeat/roll,
/// histogram with array bins, integer matmul) print the same on the GPU as on the CPU
/// backend: integer and bool output exactly, floats within 1e-5. Without CUDA there is
/// nothing to compare.
fn device_agrees_with_cpu() -> Result<(), String> {
    if gpa(&["--device", "cuda", "-c", "print(1)"]).code != 0 {
        return Ok(());
    }
    let root = crate::root();
    let names = [
        "171_ufunc_sizes",
        "172_sort_dtypes_axes",
        "173_scan_dtypes_axes",
        "174_assign_gather_dtypes",
        "175_count_concat_large",
        "177_searchsorted_dtypes",
        "178_median_quantile_dtypes",
        "179_unique_dtypes",
        "180_int_power_consts",
        "181_pad_tile_repeat_roll",
        "182_histogram_array_bins",
        "183_int_matmul",
        "184_complex_programs",
        "185_float16_complex_matmul",
    ];
    let path = |name: &str| {
        root.join(format!("tests/numpy/{name}.py"))
            .to_string_lossy()
            .into_owned()
    };
    // The CPU runs (most of this test's time) go on in parallel with the GPU's, one thread
    // per script: the GPU machine has the cores.
    std::thread::scope(|s| {
        let cpu: Vec<_> = names
            .iter()
            .map(|name| {
                let script = path(name);
                s.spawn(move || gpa(&["--device", "cpu", "--numpy", "device", &script]))
            })
            .collect();
        for (name, cpu) in names.iter().zip(cpu) {
            let gpu = gpa(&["--device", "cuda", "--numpy", "device", &path(name)]);
            let cpu = cpu.join().expect("the CPU run's thread");
            check(
                cpu.code == 0
                    && gpu.code == 0
                    && crate::numpy::close(&cpu.stdout, &gpu.stdout, 1e-5, false),
                &format!(
                    "{name}: GPU output matches the CPU backend's\n{}",
                    crate::diff(&cpu.stdout, &gpu.stdout)
                ),
                &gpu,
            )?;
        }
        Ok(())
    })
}

pub fn run(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let tests: [crate::Test; 9] = [
        ("cli/device_agrees_with_cpu", device_agrees_with_cpu),
        ("cli/dash_c", dash_c),
        ("cli/exit_statuses", exit_statuses),
        (
            "cli/script_argv_and_missing_file",
            script_argv_and_missing_file,
        ),
        ("cli/options", options),
        (
            "cli/numpy_on_device_keeps_host_methods",
            numpy_on_device_keeps_host_methods,
        ),
        ("cli/device_and_kernel_cache", device_and_kernel_cache),
        ("cli/ctrl_c_in_script_gives_130", ctrl_c_in_script_gives_130),
        ("cli/example_runs", example_runs),
    ];
    crate::run_named(&tests, wanted)
}
