//! Python-differential scripts: each `tests/python/*.py` runs under CPython and under gpa;
//! stdout and exit status must be identical; scripts marked `# compare-warnings` also show
//! the same warnings for their own lines on stderr. The scripts are written against CPython
//! 3.11 and NumPy 2.2 (what `.ci/run` installs); other versions compare with the recorded
//! output in `tests/python/expected/` (`recorded.rs`).
use crate::recorded::{Recording, Want};
use crate::{Outcome, diff, files, parallel, root, run_cmd};
use std::process::Command;

pub fn python() -> Option<String> {
    for p in ["python3", "python"] {
        if Command::new(p)
            .arg("-c")
            .arg("import sys; assert sys.version_info >= (3, 10)")
            .output()
            .is_ok_and(|o| o.status.success())
        {
            return Some(p.to_string());
        }
    }
    None
}

/// The CPython and NumPy the scripts are written against.
const PINNED_PYTHON: &str = "3.11";
const PINNED_NUMPY: &str = "2.2.";
/// The tqdm package `tests/python/344_tqdm.py` compares with.
const PINNED_TQDM: &str = "4.67.";

/// `python`'s version, its NumPy's and its tqdm's (empty without them).
fn versions(py: &str) -> (String, String, String) {
    let out = Command::new(py)
        .args([
            "-c",
            "import sys; print('%d.%d' % sys.version_info[:2])\ntry:\n import numpy; print(numpy.__version__)\nexcept ImportError: print()\ntry:\n import tqdm; print(tqdm.__version__)\nexcept ImportError: print()",
        ])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default();
    let mut lines = out.lines().map(|l| l.trim().to_string());
    (
        lines.next().unwrap_or_default(),
        lines.next().unwrap_or_default(),
        lines.next().unwrap_or_default(),
    )
}

pub fn run(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let scripts: Vec<_> = files(&root().join("tests/python"), "py")
        .into_iter()
        .filter(|p| wanted(&p.display().to_string()))
        .collect();
    if scripts.is_empty() {
        return vec![];
    }
    let Some(py) = python() else {
        let msg = "python3 (>= 3.10) not found: the Python-differential tests cannot run";
        eprintln!(
            "\n*** SKIPPING {} Python-differential scripts: {msg} ***\n",
            scripts.len()
        );
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            return vec![Outcome {
                name: "python3 available".into(),
                failure: Some(msg.into()),
            }];
        }
        return vec![];
    };
    let (python, numpy, tqdm) = versions(&py);
    let pinned =
        python == PINNED_PYTHON && numpy.starts_with(PINNED_NUMPY) && tqdm.starts_with(PINNED_TQDM);
    let recording = Recording::new("python", pinned);
    if !pinned {
        eprintln!(
            "CPython {python} / NumPy {numpy} / tqdm {tqdm} here (tests are written for {PINNED_PYTHON} / {PINNED_NUMPY}x / {PINNED_TQDM}x): comparing with the recorded outputs in tests/python/expected/"
        );
    }
    parallel(&scripts, |path| {
        let name = format!("python/{}", path.file_name().unwrap().to_string_lossy());
        let dir = path.parent().unwrap();
        let live = || {
            run_cmd(
                Command::new(&py)
                    .arg(path.file_name().unwrap())
                    .current_dir(dir),
            )
        };
        let Want { run: want, stale } = recording.want(path, live, |r, w| r == w);
        // CPython's `numpy` is NumPy on the host: gpa's is too here, whatever GPA_NUMPY says.
        let got = run_cmd(crate::gpa_cmd(path, &[]).env_remove("GPA_NUMPY"));
        let failure = if stale {
            Some(recording.stale_message(path, "python"))
        } else if want.stdout != got.stdout {
            Some(format!(
                "stdout differs from CPython: {}\n--- gpa stderr:\n{}",
                diff(&want.stdout, &got.stdout),
                got.stderr
            ))
        } else if let Some((w, g)) = std::fs::read_to_string(path)
            .is_ok_and(|t| t.contains("# compare-warnings"))
            .then(|| {
                let file = path.file_name().unwrap().to_string_lossy().to_string();
                (
                    recording.warnings(path, &want),
                    crate::numpy::own_warnings(&got.stderr, &file),
                )
            })
            .filter(|(w, g)| w != g)
        {
            Some(format!("warnings differ from CPython's: {}", diff(&w, &g)))
        } else if want.code != got.code {
            Some(format!(
                "exit status {} (CPython {})\n--- gpa stderr:\n{}",
                got.code, want.code, got.stderr
            ))
        } else {
            None
        };
        Outcome { name, failure }
    })
}
