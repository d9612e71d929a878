//! Golden scripts: `tests/scripts/**/NAME.gpa` with the exact expected stdout in `NAME.out`
//! and, for failing scripts, the exact rendered diagnostic in `NAME.err` (no colour).
//! `GPA_BLESS=1` writes the expected files from the current output. They run with the
//! default namespaces even under `GPA_NUMPY=device` (`.gpu/run`), on whatever device is set.
//! A script whose output depends on the device (raw kernels, the device memory pool) has
//! `NAME.cuda.out` / `NAME.cuda.err` beside the CPU's files, read under `GPA_DEVICE=cuda`.
//! A script that needs a setting of its own (`GPA_CPU_DEVICES=2`) has it in `NAME.env`.
use crate::{Outcome, diff, files, gpa_cmd, parallel, root, run_cmd};

pub fn run(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let scripts: Vec<_> = files(&root().join("tests/scripts"), "gpa")
        .into_iter()
        .filter(|p| wanted(&p.display().to_string()))
        .collect();
    let bless = std::env::var_os("GPA_BLESS").is_some();
    parallel(&scripts, |path| {
        let name = format!(
            "scripts/{}",
            path.strip_prefix(root().join("tests/scripts"))
                .unwrap()
                .display()
        );
        // Golden outputs are for the default namespaces (`np` on the host) on any device.
        let mut cmd = gpa_cmd(path, &[]);
        cmd.env_remove("GPA_NUMPY");
        // `NAME.env`: `KEY=VALUE` lines the script runs under (a device setting).
        if let Ok(env) = std::fs::read_to_string(path.with_extension("env")) {
            let settings = env.lines().filter(|l| !l.trim_start().starts_with('#'));
            for (k, v) in settings.filter_map(|l| l.split_once('=')) {
                cmd.env(k.trim(), v.trim());
            }
        }
        let got = run_cmd(&mut cmd);
        let cuda = std::env::var("GPA_DEVICE").is_ok_and(|d| d == "cuda");
        let pick = |ext: &str| {
            let on_cuda = path.with_extension(format!("cuda.{ext}"));
            if cuda && path.with_extension("cuda.out").exists() {
                on_cuda
            } else {
                path.with_extension(ext)
            }
        };
        let (out_file, err_file) = (pick("out"), pick("err"));
        if bless {
            std::fs::write(&out_file, &got.stdout).unwrap();
            if got.code != 0 {
                std::fs::write(&err_file, &got.stderr).unwrap();
            }
        }
        let want_out = std::fs::read_to_string(&out_file).unwrap_or_default();
        let want_err = std::fs::read_to_string(&err_file).ok();
        let failure = if want_out != got.stdout {
            Some(format!(
                "stdout: {}\n--- stderr:\n{}",
                diff(&want_out, &got.stdout),
                got.stderr
            ))
        } else {
            match (&want_err, got.code) {
                (None, 0) => None,
                (None, c) => Some(format!(
                    "exit status {c}, expected 0\n--- stderr:\n{}",
                    got.stderr
                )),
                (Some(_), 0) => Some("expected an error, the script succeeded".into()),
                (Some(e), _) if *e != got.stderr => {
                    Some(format!("diagnostic: {}", diff(e, &got.stderr)))
                }
                _ => None,
            }
        };
        Outcome { name, failure }
    })
}
