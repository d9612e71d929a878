//! `:timeit STATEMENT`, as IPython's `%timeit`: the statement runs inside a function (its
//! names are that function's locals, the session's are globals) compiled once; the loops
//! per run grow 1, 10, 100, ... until a run takes 0.2 s, then 7 runs; each run ends by
//! waiting for the device, so queued GPU work is inside the time.
use gpa::{Engine, GpaError};
use std::time::Instant;

const RUNS: usize = 7;
const RUN_SECONDS: f64 = 0.2;
/// The function the statement runs in, defined in the session for the timing and removed.
const TIMER: &str = "__gpa_timeit";

/// IPython's report: `8.26 µs ± 98.5 ns per loop (mean ± std. dev. of 7 runs, 100,000 loops each)`.
pub fn timeit(engine: &mut Engine, stmt: &str) -> Result<String, Box<GpaError>> {
    let def = format!(
        "def {TIMER}(n):\n    for _ in range(n):\n        {}\n",
        stmt.trim()
    );
    engine.run(&def)?;
    let report = timed(engine);
    let _ = engine.run(&format!("del {TIMER}"));
    report
}

fn timed(engine: &mut Engine) -> Result<String, Box<GpaError>> {
    let mut run = |loops: usize| -> Result<f64, Box<GpaError>> {
        let call = engine.compile(&format!("{TIMER}({loops})"))?;
        let t = Instant::now();
        engine.run_program(&call)?;
        engine.synchronize()?;
        Ok(t.elapsed().as_secs_f64())
    };
    let mut loops = 1;
    for power in 0..10 {
        loops = 10usize.pow(power);
        if run(loops)? >= RUN_SECONDS {
            break;
        }
    }
    let mut per_loop = Vec::with_capacity(RUNS);
    for _ in 0..RUNS {
        per_loop.push(run(loops)? / loops as f64);
    }
    let mean = per_loop.iter().sum::<f64>() / RUNS as f64;
    let var = per_loop.iter().map(|t| (t - mean).powi(2)).sum::<f64>() / RUNS as f64;
    Ok(format!(
        "{} ± {} per loop (mean ± std. dev. of {RUNS} runs, {} loop{} each)",
        time_text(mean),
        time_text(var.sqrt()),
        thousands(loops),
        if loops == 1 { "" } else { "s" }
    ))
}

/// A duration as IPython writes it: three significant digits in s, ms, µs or ns.
pub fn time_text(seconds: f64) -> String {
    const UNITS: [(&str, f64); 4] = [("s", 1.0), ("ms", 1e3), ("µs", 1e6), ("ns", 1e9)];
    // IPython's `min(-int(math.floor(math.log10(t)) // 3), 3)`.
    let order = if seconds > 0.0 {
        (-(seconds.log10().floor() as i64).div_euclid(3)).clamp(0, 3) as usize
    } else {
        3
    };
    let (unit, scale) = UNITS[order];
    format!("{} {unit}", significant3(seconds * scale))
}

/// `'%.3g' % x` for 0 <= x < 10000 (trailing zeros dropped, as `%g` does).
fn significant3(x: f64) -> String {
    if x == 0.0 {
        return "0".into();
    }
    let digits = x.abs().log10().floor() as i32 + 1;
    let decimals = (3 - digits).max(0) as usize;
    let mut t = format!("{x:.decimals$}");
    // Rounding can carry into a fourth digit (999.7 -> "1000"): %g writes that as 1e+03.
    if t.trim_start_matches('-')
        .split('.')
        .next()
        .map_or(0, str::len)
        > 3
    {
        return format!("{:.0e}", x).replace("e", "e+0");
    }
    if t.contains('.') {
        t = t.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    t
}

/// `1,000,000` for a count, as Python's `{:,}`.
fn thousands(n: usize) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_ipython_writes_them() {
        assert_eq!(time_text(8.26e-6), "8.26 µs");
        assert_eq!(time_text(98.5e-9), "98.5 ns");
        assert_eq!(time_text(1.0e-5), "10 µs");
        assert_eq!(time_text(0.123456), "123 ms");
        assert_eq!(time_text(2.5), "2.5 s");
        assert_eq!(time_text(0.0), "0 ns");
        assert_eq!(time_text(0.9997), "1e+03 ms");
        assert_eq!(thousands(100000), "100,000");
        assert_eq!(thousands(1), "1");
        assert_eq!(thousands(1000), "1,000");
    }
}
