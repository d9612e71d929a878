//! Robustness: thousands of generated and mutated programs through the engine, each with an
//! operation budget, and programs at the edges of sizes (huge, negative, overflowing shapes
//! and counts, deep and cyclic containers). Every one must end in a result or an error, never
//! a panic, an abort or a hang. On the CPU the run is under an address-space limit, so an
//! allocation that is not guarded fails (and aborts the harness) instead of passing on
//! overcommitted memory. `GPA_PROPS_N` sets the count, `GPA_PROPS_SEED` the seed.
use crate::{Outcome, files, root};
use gpa::Engine;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545F4914F6CDD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

const ATOMS: &[&str] = &[
    "0",
    "1",
    "-3",
    "2.5",
    "1e308",
    "-0.0",
    "3j",
    "True",
    "None",
    "'ab'",
    "\"\"",
    "x",
    "y",
    "xs",
    "d",
    "f",
    "[1, 2, 3]",
    "(1,)",
    "{}",
    "{'k': 1}",
    "{1, 2}",
    "range(5)",
    "len",
    "9223372036854775807",
    "float('nan')",
];
const BINOPS: &[&str] = &[
    "+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "==", "<", "in", "is not",
    "and", "or", "@",
];
const CALLS: &[&str] = &[
    "len",
    "abs",
    "sum",
    "min",
    "max",
    "sorted",
    "list",
    "tuple",
    "set",
    "str",
    "repr",
    "int",
    "float",
    "bool",
    "round",
    "range",
    "enumerate",
    "zip",
    "reversed",
    "any",
    "all",
    "divmod",
    "pow",
    "hash",
    "print",
    "format",
    "math.sqrt",
    "math.log",
    "math.factorial",
    "x.append",
    "'-'.join",
    "'s'.split",
    "d.get",
    "chr",
    "ord",
];
const NOISE: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    ".",
    "**",
    "=",
    "+=",
    "\n",
    "\n    ",
    "\t",
    "lambda",
    "def",
    "if",
    "else",
    "for",
    "in",
    "while",
    "return",
    "\"",
    "'",
    "\"\"\"",
    "f\"{",
    "}",
    "*",
    "\\",
    "#",
    "raw_kernel k(int n) {",
    "0x",
    "1_",
    "9999999999999999999999",
    "not",
    "yield",
    "class",
    "@",
    "$",
    "é",
    "\u{0}",
];

fn expr(r: &mut Rng, depth: u32) -> String {
    if depth == 0 {
        return r.pick(ATOMS).to_string();
    }
    match r.below(9) {
        0 | 1 => format!(
            "{} {} {}",
            expr(r, depth - 1),
            r.pick(BINOPS),
            expr(r, depth - 1)
        ),
        2 => format!("{}({})", r.pick(CALLS), expr(r, depth - 1)),
        3 => format!(
            "{}({}, {})",
            r.pick(CALLS),
            expr(r, depth - 1),
            expr(r, depth - 1)
        ),
        4 => format!("[{} for x in {}]", expr(r, depth - 1), expr(r, depth - 1)),
        5 => format!("({})[{}]", expr(r, depth - 1), expr(r, depth - 1)),
        6 => format!("f\"{{{}!r:>{}}}\"", expr(r, depth - 1), r.below(12)),
        7 => format!(
            "({} if {} else {})",
            expr(r, depth - 1),
            expr(r, depth - 1),
            expr(r, depth - 1)
        ),
        _ => format!("'%s %d' % ({}, {})", expr(r, depth - 1), expr(r, depth - 1)),
    }
}

fn program(r: &mut Rng) -> String {
    let mut p = String::from(
        "import math\nx = [1]\nxs = [3, 1, 2]\nd = {'a': 1}\ny = 2\ndef f(a, b=2, *c, **k):\n    return a\n",
    );
    for _ in 0..1 + r.below(6) {
        let depth = 1 + r.below(3) as u32;
        let e = expr(r, depth);
        p.push_str(&match r.below(8) {
            0 => format!("y = {e}\n"),
            1 => format!("if {e}:\n    print(y)\nelse:\n    y = {}\n", expr(r, 1)),
            2 => format!("for i in {e}:\n    y = i\n"),
            3 => format!("while {e}:\n    y = y + 1\n    if y > 50: break\n"),
            4 => format!("try:\n    print({e})\nexcept Exception as err:\n    print(type(err).__name__, err)\n"),
            5 => format!("def g(n):\n    return g(n - 1) if n else {e}\nprint(g(y if isinstance(y, int) else 3))\n"),
            6 => format!("xs[0] = {e}\nd[{}] = xs\n", expr(r, 0)),
            _ => format!("print({e})\n"),
        });
    }
    p
}

/// Sizes at the edges: too big for memory, for `isize`, for 64 bits; negative; empty.
const SIZES: &[&str] = &[
    "10**12",
    "2**62",
    "2**63 - 1",
    "-2**63",
    "-1",
    "0",
    "2**31",
    "3 * 10**9",
    "(2**62, 4)",
    "(2**31, 2**31, 4)",
    "(0, 2**62, 2**62)",
    "(1,) * 65",
    "(10**6, 10**6)",
    "(-1, 3)",
];

/// Calls that size their result from an argument.
const SIZED: &[&str] = &[
    "np.zeros({s})",
    "np.ones({s}, dtype=np.int8)",
    "np.empty({s})",
    "np.full({s}, 1.5)",
    "np.arange({s})",
    "np.arange(0, {s}, 0.5)",
    "np.linspace(0, 1, {s})",
    "np.random.rand({s})",
    "np.random.default_rng(0).standard_normal({s})",
    "np.random.randint(0, 5, size={s})",
    "np.bincount(np.array([{s}]))",
    "np.histogram(np.arange(5.0), bins={s})",
    "np.repeat(np.arange(3), {s})",
    "np.tile(np.arange(3), {s})",
    "np.pad(np.arange(3), {s})",
    "np.eye({s})",
    "np.zeros(3).reshape({s})",
    "np.broadcast_to(1.0, {s})",
    "np.fft.fft(np.ones(4), n={s})",
    "np.fft.fftn(np.ones((4, 4)), s=(4, {s}))",
    "np.arange(6)[{s}]",
    "np.zeros(3, np.int8).__setitem__(0, {s})",
    "'ab' * {s}",
    "[0] * {s}",
    "'\\t'.expandtabs({s})",
    "'x'.center({s})",
    "'x'.zfill({s})",
    "range({s})[-1]",
    "list(range({s}))",
    "bytes({s})",
];

/// Containers that recurse without end or very deep.
const NESTED: &[&str] = &[
    "a = []\na.append(a)\nb = []\nb.append(b)\nprint(a == b)",
    "a = {}\na[1] = a\nprint(a == {1: a}, a)",
    "a = []\na.append(a)\nnp.array(a)",
    "a = [1]\na.append((a,))\nprint(sorted([a, [a]]))",
    "t = 1\nfor i in range(3000):\n    t = [t]\nprint(t == [t[0]], t in [t])",
    "t = ()\nfor i in range(3000):\n    t = (t,)\nprint(hash(t) == hash(t))",
];

/// A program of size-edge calls and nested containers, each error caught and named.
fn size_edge(r: &mut Rng) -> String {
    let mut p = String::from("import numpy as np\n");
    for _ in 0..1 + r.below(3) {
        let stmt = if r.below(4) == 0 {
            r.pick(NESTED).to_string()
        } else {
            format!("r = {}", r.pick(SIZED).replace("{s}", r.pick(SIZES)))
        };
        let body = stmt.replace('\n', "\n    ");
        p.push_str(&format!(
            "try:\n    {body}\nexcept Exception as e:\n    print(type(e).__name__)\n"
        ));
    }
    p
}

/// Size-edge programs run as `gpa` processes, a batch of them to a process, so an abort or
/// an out-of-memory kill fails the test and names the batch. On the CPU the process runs
/// under `ulimit -v` (6 GiB): an allocation that is not guarded fails there instead of
/// passing on overcommitted memory. CUDA needs a large address space, so not with a GPU.
fn run_batch(programs: &[String]) -> Result<(), String> {
    let src: String = programs.concat();
    let dir = std::env::temp_dir().join(format!("gpa-props-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let script = dir.join("batch.py");
    std::fs::write(&script, &src).map_err(|e| e.to_string())?;
    let cuda = std::env::var("GPA_DEVICE").is_ok_and(|d| d.starts_with("cuda"));
    let limit = if cuda { "unlimited" } else { "6291456" };
    // With CUDA, gpa's own caps stand in for the address-space limit.
    let out = std::process::Command::new("sh")
        .env("GPA_HOST_MEMORY_LIMIT", (6u64 << 30).to_string())
        .env("GPA_GPU_MEMORY_LIMIT", (6u64 << 30).to_string())
        .arg("-c")
        .arg(format!("ulimit -v {limit}; exec \"$0\" \"$1\""))
        .arg(crate::gpa_bin())
        .arg(&script)
        .output()
        .map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(&dir);
    if out.status.code() != Some(0) {
        return Err(format!(
            "exit {:?}, stderr tail {:?}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
                .chars()
                .rev()
                .take(400)
                .collect::<String>()
                .chars()
                .rev()
                .collect::<String>()
        ));
    }
    Ok(())
}

fn mutate(r: &mut Rng, src: &str) -> String {
    let mut s: Vec<char> = src.chars().collect();
    for _ in 0..1 + r.below(4) {
        if s.is_empty() {
            break;
        }
        let at = r.below(s.len());
        match r.below(4) {
            0 => {
                let n = 1 + r.below(8);
                s.drain(at..(at + n).min(s.len()));
            }
            1 => {
                let noise: Vec<char> = r.pick(NOISE).chars().collect();
                s.splice(at..at, noise);
            }
            2 => {
                let b = r.below(s.len());
                s.swap(at, b);
            }
            _ => {
                let line_start = s[..at]
                    .iter()
                    .rposition(|c| *c == '\n')
                    .map_or(0, |p| p + 1);
                let line_end = s[at..]
                    .iter()
                    .position(|c| *c == '\n')
                    .map_or(s.len(), |p| at + p + 1);
                let line: Vec<char> = s[line_start..line_end].to_vec();
                s.splice(line_end..line_end, line);
            }
        }
    }
    s.into_iter().collect()
}

fn run_one(src: &str) -> Result<(), String> {
    let started = Instant::now();
    let r = catch_unwind(AssertUnwindSafe(|| {
        let mut e = Engine::builder()
            .capture_output()
            .error_output(Box::new(std::io::sink()))
            .step_limit(20_000)
            .build();
        let _ = e.run(src);
        let _ = e.take_output();
    }));
    if let Err(p) = r {
        let msg = p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        return Err(format!("panicked ({msg})"));
    }
    if started.elapsed() > Duration::from_secs(5) {
        return Err(format!(
            "took {:?} despite the operation budget",
            started.elapsed()
        ));
    }
    Ok(())
}

pub fn run(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    if !wanted("props/robustness") {
        return vec![];
    }
    // On a GPU most generated programs compile new kernels (NVRTC, ~0.1 s each): fewer
    // there, the full run on the CPU in CI.
    let cuda = std::env::var("GPA_DEVICE").is_ok_and(|d| d.starts_with("cuda"));
    let n: usize = std::env::var("GPA_PROPS_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cuda { 900 } else { 6000 });
    let seed: u64 = std::env::var("GPA_PROPS_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x9e3779b97f4a7c15);
    let corpus: Vec<String> = files(&root().join("tests/python"), "py")
        .into_iter()
        .chain(files(&root().join("tests/scripts"), "gpa"))
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    // Panics are expected to be caught here; keep their messages out of the log.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut batch = Vec::new();
    for i in 0..n {
        if i % 3 == 2 {
            batch.push(size_edge(&mut rng));
            if batch.len() == 50 || i + 3 > n {
                if let Err(why) = run_batch(&batch) {
                    failures.push(format!(
                        "size-edge batch before #{i} {why}:\n{}",
                        batch.concat()
                    ));
                }
                batch.clear();
            }
            continue;
        }
        let src = if i % 3 == 0 || corpus.is_empty() {
            program(&mut rng)
        } else {
            let base = &corpus[rng.below(corpus.len())];
            mutate(&mut rng, base)
        };
        if let Err(why) = run_one(&src) {
            failures.push(format!("program #{i} {why}:\n{src}"));
            if failures.len() >= 5 {
                break;
            }
        }
    }
    std::panic::set_hook(hook);
    vec![Outcome {
        name: format!("props/robustness ({n} programs, seed {seed})"),
        failure: (!failures.is_empty()).then(|| failures.join("\n----\n")),
    }]
}
