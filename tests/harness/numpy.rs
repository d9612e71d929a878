//! NumPy-differential scripts: each `tests/numpy/*.py` runs under CPython+NumPy and under gpa.
//! Output must match exactly, white space included, except that numbers may differ within
//! rtol 1e-6 / atol 1e-12 (transcendental rounding). With `GPA_NUMPY=device` white space is
//! folded and float tolerance loosened to 1e-4 (the GPU computes float32 differently).
use crate::{Outcome, diff, files, parallel, root, run_cmd, run_gpa};
use std::process::Command;

fn numpy_python() -> Option<String> {
    let py = crate::python::python()?;
    let ok = Command::new(&py)
        .args(["-c", "import numpy; assert numpy.__version__ >= '2'"])
        .output()
        .is_ok_and(|o| o.status.success());
    ok.then_some(py)
}

/// Splits text into number tokens and the text between them.
fn tokens(s: &str) -> Vec<(bool, &str)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut last) = (0, 0);
    while i < b.len() {
        let starts_num = b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'));
        if starts_num {
            let mut j = i;
            while j < b.len() && (b[j].is_ascii_digit() || b[j] == b'.') {
                j += 1;
            }
            if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
                let mut k = j + 1;
                if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
                    k += 1;
                }
                if k < b.len() && b[k].is_ascii_digit() {
                    while k < b.len() && b[k].is_ascii_digit() {
                        k += 1;
                    }
                    j = k;
                }
            }
            if last < i {
                out.push((false, &s[last..i]));
            }
            out.push((true, &s[i..j]));
            i = j;
            last = j;
        } else {
            i += 1;
        }
    }
    if last < s.len() {
        out.push((false, &s[last..]));
    }
    out
}

/// Equal up to number tolerance (and folded white space when `fold`).
pub fn close(want: &str, got: &str, rtol: f64, fold: bool) -> bool {
    let norm = |s: &str| {
        if fold {
            s.split_whitespace().collect::<Vec<_>>().join(" ")
        } else {
            s.to_string()
        }
    };
    let (w, g) = (norm(want), norm(got));
    if w == g {
        return true;
    }
    let (tw, tg) = (tokens(&w), tokens(&g));
    tw.len() == tg.len()
        && tw.iter().zip(&tg).all(|((wn, a), (gn, b))| {
            if *wn && *gn {
                match (a.parse::<f64>(), b.parse::<f64>()) {
                    (Ok(x), Ok(y)) => {
                        x == y || (x - y).abs() <= 1e-12 + rtol * x.abs().max(y.abs())
                    }
                    _ => a == b,
                }
            } else {
                a == b
            }
        })
}

pub fn run(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let scripts: Vec<_> = files(&root().join("tests/numpy"), "py")
        .into_iter()
        .filter(|p| wanted(&p.display().to_string()))
        .collect();
    if scripts.is_empty() {
        return vec![];
    }
    let Some(py) = numpy_python() else {
        let msg = "python3 with NumPy 2 not found: the NumPy-differential tests cannot run (pip install numpy)";
        eprintln!(
            "\n*** SKIPPING {} NumPy-differential scripts: {msg} ***\n",
            scripts.len()
        );
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            return vec![Outcome {
                name: "numpy available".into(),
                failure: Some(msg.into()),
            }];
        }
        return vec![];
    };
    let device = std::env::var("GPA_NUMPY").is_ok_and(|v| v == "device");
    let (rtol, fold) = if device { (1e-4, true) } else { (1e-6, false) };
    parallel(&scripts, |path| {
        let name = format!("numpy/{}", path.file_name().unwrap().to_string_lossy());
        let want = run_cmd(
            Command::new(&py)
                .arg(path.file_name().unwrap())
                .current_dir(path.parent().unwrap()),
        );
        let got = run_gpa(path, &[]);
        let failure = if !close(&want.stdout, &got.stdout, rtol, fold) {
            Some(format!(
                "stdout differs from NumPy: {}\n--- gpa stderr:\n{}",
                diff(&want.stdout, &got.stdout),
                got.stderr
            ))
        } else if want.code != got.code {
            Some(format!(
                "exit status {} (NumPy {})\n--- gpa stderr:\n{}",
                got.code, want.code, got.stderr
            ))
        } else {
            None
        };
        Outcome { name, failure }
    })
}
