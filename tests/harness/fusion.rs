//! The lazy fuser, observed through the number of programs it runs (in-process engine).
use crate::Outcome;
use gpa::Engine;
use gpa::lazy::programs_run;
use gpa::lazy::schedule::programs_compiled;

fn run(code: &str) -> Result<(String, u64), String> {
    let mut e = Engine::builder().capture_output().build();
    e.run("import numpy as np\nx = np.arange(1000.0)\nz = np.ones(1000)")
        .map_err(|e| e.headline())?;
    let before = programs_run();
    e.run(code).map_err(|e| e.headline())?;
    Ok((e.take_output(), programs_run() - before))
}

fn expect(code: &str, out: &str, programs: std::ops::RangeInclusive<u64>) -> Result<(), String> {
    let (got, n) = run(code)?;
    if got != out {
        return Err(format!("{code:?}: printed {got:?}, expected {out:?}"));
    }
    if !programs.contains(&n) {
        return Err(format!("{code:?}: ran {n} programs, expected {programs:?}"));
    }
    Ok(())
}

fn product_sum_is_one_program() -> Result<(), String> {
    expect("s = (x * z).sum()\nprint(s)", "499500.0\n", 1..=1)
}

fn ten_op_chain_is_one_program() -> Result<(), String> {
    expect(
        "y = np.sqrt(x * x + z * z) * np.sin(x) - np.cos(z) * 0.5 + np.abs(x - z)\nv = y.tolist()\nprint(len(v))",
        "1000\n",
        1..=1,
    )
}

fn deep_chain_is_split_by_the_depth_cap() -> Result<(), String> {
    // 500 dependent additions: more than one program (depth cap 64), far fewer than 500.
    expect(
        "t = x\nfor i in range(500):\n    t = t + 1\nprint(t.tolist()[:2])",
        "[500.0, 501.0]\n",
        7..=12,
    )
}

fn reads_run_before_writes() -> Result<(), String> {
    expect(
        "a = np.arange(4)\nb = a + 1\na[0] = 5\nprint(b.tolist(), a.tolist())",
        "[1, 2, 3, 4] [5, 1, 2, 3]\n",
        1..=4,
    )
}

fn inplace_with_transpose_matches_numpy() -> Result<(), String> {
    expect(
        "a = np.arange(4.0).reshape(2, 2)\na += a.T\nprint(a.tolist())",
        "[[0.0, 3.0], [3.0, 6.0]]\n",
        1..=4,
    )
}

fn nothing_runs_until_needed() -> Result<(), String> {
    expect("y = x * 2 + 1\nw = np.exp(y) - y", "", 0..=0)
}

/// A result dropped before anything read it still runs by the end of its statement (as
/// CuPy and NumPy run every operation), once, and fused with the work it feeds.
fn dropped_results_still_run() -> Result<(), String> {
    expect("x * 2 + 1\nprint('after')", "after\n", 1..=1)?;
    expect(
        "f = lambda: 1 / (1 + np.exp(-x))\nfor i in range(3):\n    f()",
        "",
        3..=3,
    )?;
    expect("x.sum()", "", 1..=1)?;
    // Temporaries that feed a kept or a reduced expression run inside it, not again.
    expect("y = (x + 1) * 2\ny = y - z", "", 0..=0)?;
    expect("s = ((x + 1) * 2).sum(axis=0)", "", 1..=1)?;
    // A dropped result's error is raised at the statement that made it.
    let mut e = Engine::builder().capture_output().build();
    let src = "import numpy as np\na = np.arange(3)\na ** -1\nprint('after')";
    match e.run(src) {
        Err(err) if err.headline().contains("negative integer powers") => {
            let out = e.take_output();
            if out.is_empty() {
                Ok(())
            } else {
                Err(format!("the script went on after the error: {out:?}"))
            }
        }
        other => Err(format!(
            "a dropped a ** -1 gave {:?}",
            other.map_err(|e| e.headline())
        )),
    }
}

fn axis_reduction_is_one_program() -> Result<(), String> {
    expect(
        "m = x.reshape(10, 100)\nr = (m * 2 + z[:100]).sum(axis=0)\nc = np.sqrt(m).max(axis=1)\nprint(r.tolist()[:2], c.tolist()[:2])",
        "[9010.0, 9030.0] [9.9498743710662, 14.106735979665885]\n",
        2..=2,
    )
}

fn same_structure_is_scheduled_once() -> Result<(), String> {
    // Five runs of one structure (the scalar differs each time): one new program at most.
    let mut e = Engine::builder().capture_output().build();
    e.run("import numpy as np\nx = np.arange(1000.0)")
        .map_err(|e| e.headline())?;
    let before = programs_compiled();
    e.run("for i in range(5):\n    s = float((x * i + 1.5).sum())")
        .map_err(|e| e.headline())?;
    match programs_compiled() - before {
        0 | 1 => Ok(()),
        n => Err(format!(
            "5 runs of one structure scheduled {n} new programs"
        )),
    }
}

fn queued_error_points_at_the_queuing_statement() -> Result<(), String> {
    let mut e = Engine::builder().capture_output().build();
    let r = e.run("import numpy as np\na = np.arange(3)\nb = a ** -1\nprint('queued')\nprint(b)");
    let Err(err) = r else {
        return Err("int ** negative int ran without an error".into());
    };
    let line = gpa::diag::line_col(
        "import numpy as np\na = np.arange(3)\nb = a ** -1\nprint('queued')\nprint(b)",
        err.span.map(|s| s.offset()).unwrap_or(0),
    )
    .0;
    if line != 3 || !err.headline().contains("negative integer powers") {
        return Err(format!("error at line {line}: {}", err.headline()));
    }
    Ok(())
}

pub fn run_all(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let tests: [crate::Test; 10] = [
        (
            "fusion/dropped_results_still_run",
            dropped_results_still_run,
        ),
        (
            "fusion/product_sum_is_one_program",
            product_sum_is_one_program,
        ),
        (
            "fusion/ten_op_chain_is_one_program",
            ten_op_chain_is_one_program,
        ),
        (
            "fusion/deep_chain_is_split_by_the_depth_cap",
            deep_chain_is_split_by_the_depth_cap,
        ),
        ("fusion/reads_run_before_writes", reads_run_before_writes),
        (
            "fusion/inplace_with_transpose_matches_numpy",
            inplace_with_transpose_matches_numpy,
        ),
        (
            "fusion/nothing_runs_until_needed",
            nothing_runs_until_needed,
        ),
        (
            "fusion/axis_reduction_is_one_program",
            axis_reduction_is_one_program,
        ),
        (
            "fusion/same_structure_is_scheduled_once",
            same_structure_is_scheduled_once,
        ),
        (
            "fusion/queued_error_points_at_the_queuing_statement",
            queued_error_points_at_the_queuing_statement,
        ),
    ];
    crate::run_named(&tests, wanted)
}
