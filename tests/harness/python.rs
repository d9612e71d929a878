//! Python-differential scripts: each `tests/python/*.py` runs under CPython and under gpa;
//! stdout and exit status must be identical; scripts marked `# compare-warnings` also show
//! the same warnings for their own lines on stderr.
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
    parallel(&scripts, |path| {
        let name = format!("python/{}", path.file_name().unwrap().to_string_lossy());
        let dir = path.parent().unwrap();
        let want = run_cmd(
            Command::new(&py)
                .arg(path.file_name().unwrap())
                .current_dir(dir),
        );
        // CPython's `numpy` is NumPy on the host: gpa's is too here, whatever GPA_NUMPY says.
        let got = run_cmd(crate::gpa_cmd(path, &[]).env_remove("GPA_NUMPY"));
        let failure = if want.stdout != got.stdout {
            Some(format!(
                "stdout differs from CPython: {}\n--- gpa stderr:\n{}",
                diff(&want.stdout, &got.stdout),
                got.stderr
            ))
        } else if let Some((w, g)) = std::fs::read_to_string(path)
            .is_ok_and(|t| t.contains("# compare-warnings"))
            .then(|| {
                let file = path.file_name().unwrap().to_string_lossy().to_string();
                let own = crate::numpy::own_warnings;
                (own(&want.stderr, &file), own(&got.stderr, &file))
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
