//! NumPy-differential scripts: each `tests/numpy/*.py` runs under CPython+NumPy and under gpa.
//! Output must match exactly, white space included, except that numbers may differ within
//! rtol 1e-6 / atol 1e-12 (transcendental rounding). With `GPA_NUMPY=device` white space is
//! folded and float tolerance loosened to 1e-4 (the GPU computes float32 differently).
//! NumPy's output is also recorded in `tests/numpy/expected/` (checked against the pinned
//! NumPy on every run, `GPA_BLESS=1` rewrites it): a machine with another NumPy version,
//! such as the GPU host, compares with the recording.
use crate::recorded::{Recording, Want};
use crate::{Outcome, diff, files, parallel, root, run_cmd, run_gpa};
use std::process::Command;

/// The NumPy the tests are written against (`.ci/run` installs it).
const PINNED: &str = "2.2.";

/// python3 with NumPy 2, and its NumPy version.
fn numpy_python() -> Option<(String, String)> {
    let py = crate::python::python()?;
    let out = Command::new(&py)
        .args([
            "-c",
            "import numpy; assert numpy.__version__ >= '2'; print(numpy.__version__)",
        ])
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| (py, String::from_utf8_lossy(&out.stdout).trim().to_string()))
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

/// Device mode: CuPy gives 0-d arrays where NumPy gives scalars. `str` of both is the same,
/// but reprs differ (`array(78)` vs `np.int64(78)`) and so do type names (`ndarray` vs `int64`):
/// reprs become the bare value and type names (outside `dtype=`) one word before comparing.
fn fold_scalars(s: &str) -> String {
    use std::sync::LazyLock;
    static BOOL: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"np\.(True|False)_").unwrap());
    static NP: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"np\.[a-z0-9_]+\(([^()]*)\)").unwrap());
    static ARR: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"array\(([^()\[\],]*)(, dtype=[a-z0-9]+)?\)").unwrap());
    // Out of memory: NumPy names the shape, CuPy (on a GPU) the bytes and the device's size.
    static OOM: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"(Unable to allocate [^\n]*?data type [a-z0-9]+|Out of memory allocating [^\n]*?\)\.)",
        )
        .unwrap()
    });
    static TYPE: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(r"(dtype=)?\b(ndarray|bool|(u?int|float|complex)[0-9]+)\b").unwrap()
    });
    // Messages name the array type by its module.
    let s = s.replace("cupy.ndarray", "numpy.ndarray");
    // The classes of the namespace (`cupy.poly1d`) likewise.
    let s = s.replace("<class 'cupy.", "<class 'numpy.");
    let s = OOM.replace_all(&s, "<out of memory>");
    let s = BOOL.replace_all(&s, "$1");
    let s = NP.replace_all(&s, "$1");
    // CuPy prints a 0-d complex with a zero real part as `0.+1.j`; NumPy's scalar as `1j`.
    let s = ARR.replace_all(&s, |c: &regex::Captures| {
        let v = &c[1];
        v.strip_prefix("0.+").unwrap_or(v).to_string()
    });
    // `type(x).__name__` of a reduction: `ndarray` on the device, the scalar type on the host.
    let s = TYPE.replace_all(&s, |c: &regex::Captures| match c.get(1) {
        Some(_) => c[0].to_string(),
        None => "<type>".to_string(),
    });
    s.into_owned()
}

/// Where two outputs first differ once folded (white space and scalar forms), with context.
fn folded_diff(want: &str, got: &str) -> String {
    let norm = |s: &str| {
        fold_scalars(s)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (w, g) = (norm(want), norm(got));
    let at = w.chars().zip(g.chars()).take_while(|(a, b)| a == b).count();
    let around = |s: &str| -> String { s.chars().skip(at.saturating_sub(60)).take(140).collect() };
    format!(
        "folded, at character {at}:\n  expected: {:?}\n  got:      {:?}",
        around(&w),
        around(&g)
    )
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
    let (w, g) = if fold {
        (norm(&fold_scalars(want)), norm(&fold_scalars(got)))
    } else {
        (norm(want), norm(got))
    };
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
    let Some((py, version)) = numpy_python() else {
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
    let recording = Recording::new("numpy", version.starts_with(PINNED));
    if !recording.live {
        eprintln!(
            "NumPy {version} here (tests are written for {PINNED}x): comparing with the recorded outputs in tests/numpy/expected/"
        );
    }
    parallel(&scripts, |path| {
        let name = format!("numpy/{}", path.file_name().unwrap().to_string_lossy());
        let live = || {
            run_cmd(
                Command::new(&py)
                    .arg(path.file_name().unwrap())
                    .current_dir(path.parent().unwrap()),
            )
        };
        // Within 1e-5: NumPy's own last digits vary with the CPU's SIMD paths (AVX-512 or
        // not), and the recording is shared by every machine.
        let Want { run: want, stale } = recording.want(path, live, |r, w| close(r, w, 1e-5, false));
        let got = run_gpa(path, &[]);
        // Scripts marked `# compare-warnings` also compare the warnings shown for their own
        // lines (host arrays only: CuPy shows none).
        let warned = std::fs::read_to_string(path)
            .is_ok_and(|t| t.contains("# compare-warnings"))
            .then(|| {
                let file = path.file_name().unwrap().to_string_lossy().to_string();
                (
                    recording.warnings(path, &want),
                    own_warnings(&got.stderr, &file),
                )
            })
            .filter(|_| !device);
        let failure = if stale {
            Some(recording.stale_message(path, "numpy"))
        } else if !close(&want.stdout, &got.stdout, rtol, fold) {
            let where_ = if fold {
                folded_diff(&want.stdout, &got.stdout)
            } else {
                diff(&want.stdout, &got.stdout)
            };
            Some(format!(
                "stdout differs from NumPy: {where_}\n--- gpa stderr:\n{}",
                got.stderr
            ))
        } else if want.code != got.code {
            Some(format!(
                "exit status {} (NumPy {})\n--- gpa stderr:\n{}",
                got.code, want.code, got.stderr
            ))
        } else if let Some((w, g)) = warned.filter(|(w, g)| w != g) {
            Some(format!("warnings differ from NumPy's: {}", diff(&w, &g)))
        } else {
            None
        };
        Outcome { name, failure }
    })
}

/// The warnings stderr shows for lines of the script `file` (`LINE: Category: message`, one
/// per line, sorted), whatever directory the path names.
pub fn own_warnings(stderr: &str, file: &str) -> String {
    use std::sync::LazyLock;
    static WARN: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"^(.*):(\d+): (\w+Warning): (.*)$").unwrap());
    let mut lines: Vec<String> = stderr
        .lines()
        .filter_map(|l| WARN.captures(l))
        .filter(|c| {
            std::path::Path::new(&c[1])
                .file_name()
                .is_some_and(|n| n == file)
        })
        .map(|c| format!("{}: {}: {}\n", &c[2], &c[3], &c[4]))
        .collect();
    lines.sort();
    lines.dedup();
    lines.concat()
}
