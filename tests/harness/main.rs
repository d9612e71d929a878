//! gpa's one test harness: golden scripts, Python-differential scripts, the REPL through a
//! pseudo-terminal, and a bounded robustness run. `cargo test --test harness [FILTER]`.
mod cli;
mod coverage;
mod fusion;
mod golden;
mod hostile;
mod numpy;
mod props;
mod python;
mod recorded;
mod repl;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// A named test: Ok or the reason it failed.
pub type Test = (&'static str, fn() -> Result<(), String>);
type Suite = (&'static str, fn(&dyn Fn(&str) -> bool) -> Vec<Outcome>);

pub struct Outcome {
    pub name: String,
    pub failure: Option<String>,
}

/// The project root: from CARGO_MANIFEST_DIR at run time (as `.gpu/run` sets it), else baked in.
pub fn root() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")))
}

pub fn gpa_bin() -> PathBuf {
    std::env::var_os("CARGO_BIN_EXE_gpa")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_gpa")))
}

pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

pub fn run_cmd(cmd: &mut Command) -> Run {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    Run {
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        code: out.status.code().unwrap_or(-1),
    }
}

/// The `gpa` command for a script, run from the script's folder with a relative path (so
/// messages show short names).
pub fn gpa_cmd(script: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(gpa_bin());
    c.arg(script.file_name().unwrap())
        .args(args)
        .env("NO_COLOR", "1");
    if let Some(dir) = script.parent() {
        c.current_dir(dir);
    }
    c
}

pub fn run_gpa(script: &Path, args: &[&str]) -> Run {
    run_cmd(&mut gpa_cmd(script, args))
}

/// Files under `dir` with extension `ext`, sorted.
pub fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(files(&p, ext));
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
    out.sort();
    out
}

/// Runs the named tests a filter selects.
pub fn run_named(tests: &[Test], wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    tests
        .iter()
        .filter(|(n, _)| wanted(n))
        .map(|(n, f)| Outcome {
            name: n.to_string(),
            failure: f().err(),
        })
        .collect()
}

/// First differing line of two outputs, for a readable failure.
pub fn diff(expected: &str, got: &str) -> String {
    let (e, g): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i), g.get(i));
        if a != b {
            return format!(
                "line {}:\n  expected: {}\n  got:      {}",
                i + 1,
                a.map_or("<missing>".to_string(), |s| format!("{s:?}")),
                b.map_or("<missing>".to_string(), |s| format!("{s:?}"))
            );
        }
    }
    "outputs differ in trailing newlines or whitespace".into()
}

/// Runs jobs on a few threads (the machines have 2 cores).
pub fn parallel<T: Send + Sync>(items: &[T], f: impl Fn(&T) -> Outcome + Sync) -> Vec<Outcome> {
    let next = Mutex::new(0usize);
    let results = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(2, 8);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                loop {
                    let i = {
                        let mut n = next.lock().unwrap();
                        *n += 1;
                        *n - 1
                    };
                    let Some(item) = items.get(i) else { break };
                    let o = f(item);
                    results.lock().unwrap().push((i, o));
                }
            });
        }
    });
    let mut r = results.into_inner().unwrap();
    r.sort_by_key(|(i, _)| *i);
    r.into_iter().map(|(_, o)| o).collect()
}

fn main() {
    let filter: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let wanted = |n: &str| filter.is_empty() || filter.iter().any(|f| n.contains(f.as_str()));
    let mut all: Vec<Outcome> = Vec::new();
    let suites: [Suite; 9] = [
        ("cli", cli::run),
        ("hostile", hostile::run),
        ("coverage", coverage::run_all),
        ("fusion", fusion::run_all),
        ("golden", golden::run),
        ("python", python::run),
        ("numpy", numpy::run),
        ("repl", repl::run),
        ("props", props::run),
    ];
    for (name, suite) in suites {
        let t = std::time::Instant::now();
        let res = suite(&|n: &str| wanted(n));
        let failed = res.iter().filter(|o| o.failure.is_some()).count();
        println!(
            "suite {name}: {} passed, {failed} failed ({:.1}s)",
            res.len() - failed,
            t.elapsed().as_secs_f64()
        );
        all.extend(res);
    }
    let failed: Vec<&Outcome> = all.iter().filter(|o| o.failure.is_some()).collect();
    for f in &failed {
        println!("\nFAILED {}\n{}", f.name, f.failure.as_ref().unwrap());
    }
    println!(
        "\n{} passed, {} failed",
        all.len() - failed.len(),
        failed.len()
    );
    if !failed.is_empty() {
        std::process::exit(1);
    }
}
