//! The oracle's recorded output. Differential scripts are written against pinned CPython and
//! NumPy versions (`.ci/run` installs them); with those, the oracle runs live and its stdout,
//! exit status and (for `# compare-warnings` scripts) warnings are kept in `expected/` beside
//! the scripts (`GPA_BLESS=1` rewrites them; a stale recording fails). A machine with other
//! versions, such as the GPU host, compares with the recording instead: output and messages
//! change between releases.
use crate::{Run, root};
use std::path::{Path, PathBuf};

pub struct Recording {
    /// `tests/<suite>/expected`
    dir: PathBuf,
    /// The host's oracle is the pinned one: run it live.
    pub live: bool,
    bless: bool,
}

/// What the oracle printed for one script.
pub struct Want {
    pub run: Run,
    /// The recording differs from the live oracle's output (rerun with `GPA_BLESS=1`).
    pub stale: bool,
}

impl Recording {
    pub fn new(suite: &str, live: bool) -> Recording {
        Recording {
            dir: root().join(format!("tests/{suite}/expected")),
            live,
            bless: std::env::var_os("GPA_BLESS").is_some(),
        }
    }

    fn file(&self, script: &Path, ext: &str) -> PathBuf {
        let stem = script.file_stem().unwrap().to_string_lossy();
        self.dir.join(format!("{stem}.{ext}"))
    }

    /// The oracle's run of `script`: live (blessing or checking the recording with `same`)
    /// or, off the pinned versions, the recording.
    pub fn want(
        &self,
        script: &Path,
        live: impl FnOnce() -> Run,
        same: impl Fn(&str, &str) -> bool,
    ) -> Want {
        let (out, code_file) = (self.file(script, "out"), self.file(script, "code"));
        // A script the oracle ends with an error also records its exit status (`NAME.code`).
        let recorded_code = || {
            std::fs::read_to_string(&code_file)
                .ok()
                .and_then(|c| c.trim().parse::<i32>().ok())
                .unwrap_or(0)
        };
        if !self.live {
            return match std::fs::read_to_string(&out) {
                Ok(stdout) => Want {
                    run: Run {
                        stdout,
                        stderr: String::new(),
                        code: recorded_code(),
                    },
                    stale: false,
                },
                Err(_) => Want {
                    run: live(),
                    stale: false,
                },
            };
        }
        let w = live();
        if self.bless {
            let _ = std::fs::create_dir_all(&self.dir);
            std::fs::write(&out, &w.stdout).unwrap();
            if w.code != 0 {
                std::fs::write(&code_file, format!("{}\n", w.code)).unwrap();
            } else {
                let _ = std::fs::remove_file(&code_file);
            }
        }
        let stale = !std::fs::read_to_string(&out).is_ok_and(|r| same(&r, &w.stdout))
            || recorded_code() != w.code;
        Want { run: w, stale }
    }

    /// The warnings the oracle showed for the script's own lines: from its live run (blessed
    /// into `NAME.warn`) or the recording.
    pub fn warnings(&self, script: &Path, want: &Run) -> String {
        let file = self.file(script, "warn");
        if self.live {
            let name = script.file_name().unwrap().to_string_lossy().to_string();
            let w = crate::numpy::own_warnings(&want.stderr, &name);
            if self.bless {
                std::fs::write(&file, &w).unwrap();
            }
            w
        } else {
            std::fs::read_to_string(&file).unwrap_or_default()
        }
    }

    /// The message that fails a stale recording.
    pub fn stale_message(&self, script: &Path, suite: &str) -> String {
        format!(
            "{} is not the oracle's output: run `GPA_BLESS=1 cargo test --test harness {suite}/` and commit it",
            self.file(script, "out")
                .strip_prefix(root())
                .unwrap_or(&self.file(script, "out"))
                .display()
        )
    }
}
