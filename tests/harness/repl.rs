//! The REPL through a pseudo-terminal (expectrl): blocks, completion, Ctrl-C, history.
use crate::{Outcome, gpa_bin};
use expectrl::{Expect, Session};
use std::process::Command;
use std::time::Duration;

type Repl = expectrl::session::OsSession;

fn start(history: &std::path::Path) -> Result<Repl, String> {
    let mut c = Command::new(gpa_bin());
    c.env("GPA_HISTORY", history)
        .env("TERM", "xterm")
        .env("NO_COLOR", "1");
    let mut s = Session::spawn(c).map_err(|e| format!("spawn: {e}"))?;
    s.set_expect_timeout(Some(Duration::from_secs(15)));
    s.expect(">>> ").map_err(|e| format!("no prompt: {e}"))?;
    Ok(s)
}

fn line(s: &mut Repl, text: &str) -> Result<(), String> {
    s.send(format!("{text}\r"))
        .map_err(|e| format!("send {text:?}: {e}"))
}

fn expect(s: &mut Repl, what: &str) -> Result<(), String> {
    s.expect(what)
        .map(|_| ())
        .map_err(|e| format!("expected {what:?}: {e}"))
}

fn temp_history(tag: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("gpa-test-history-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_file(&p);
    p
}

fn multiline_block() -> Result<(), String> {
    let mut s = start(&temp_history("block"))?;
    line(&mut s, "def twice(x):")?;
    expect(&mut s, "... ")?;
    line(&mut s, "    y = x * 2")?;
    expect(&mut s, "... ")?;
    line(&mut s, "    return y")?;
    expect(&mut s, "... ")?;
    line(&mut s, "")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "twice(21) + 0")?;
    expect(&mut s, "42")?;
    line(&mut s, "xs = [1,")?;
    expect(&mut s, "... ")?;
    line(&mut s, "      2]")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "_, xs")?;
    expect(&mut s, "(42, [1, 2])")?;
    line(&mut s, "1 / 0")?;
    expect(&mut s, "ZeroDivisionError")?;
    line(&mut s, "xs")?;
    expect(&mut s, "[1, 2]")?;
    line(&mut s, ":quit")
}

fn completion() -> Result<(), String> {
    let mut s = start(&temp_history("complete"))?;
    line(&mut s, "unusual_variable_name = 31337")?;
    expect(&mut s, ">>> ")?;
    s.send("unusual_var\t").map_err(|e| e.to_string())?;
    std::thread::sleep(Duration::from_millis(300));
    line(&mut s, " + 1")?;
    expect(&mut s, "31338")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "import math")?;
    expect(&mut s, ">>> ")?;
    s.send("math.sq\t").map_err(|e| e.to_string())?;
    std::thread::sleep(Duration::from_millis(300));
    line(&mut s, "(16)")?;
    expect(&mut s, "4.0")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, ":quit")
}

fn ctrl_c_keeps_session() -> Result<(), String> {
    let mut s = start(&temp_history("ctrlc"))?;
    line(&mut s, "kept = 'still here'")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "n = 0")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "while True:")?;
    expect(&mut s, "... ")?;
    line(&mut s, "    n = n + 1")?;
    expect(&mut s, "... ")?;
    line(&mut s, "")?;
    std::thread::sleep(Duration::from_millis(700));
    s.send([3u8]).map_err(|e| e.to_string())?;
    expect(&mut s, "KeyboardInterrupt")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "kept, n > 0")?;
    expect(&mut s, "('still here', True)")?;
    // Ctrl-C at the prompt cancels the line only.
    expect(&mut s, ">>> ")?;
    s.send("this line is cancelled")
        .map_err(|e| e.to_string())?;
    s.send([3u8]).map_err(|e| e.to_string())?;
    expect(&mut s, ">>> ")?;
    line(&mut s, "kept")?;
    expect(&mut s, "'still here'")?;
    expect(&mut s, ">>> ")?;
    s.send([4u8]).map_err(|e| e.to_string())?;
    s.expect(expectrl::Eof)
        .map(|_| ())
        .map_err(|e| format!("Ctrl-D did not exit: {e}"))
}

fn history_across_restarts() -> Result<(), String> {
    let h = temp_history("restart");
    let mut s = start(&h)?;
    line(&mut s, "print('from' + 'history')")?;
    expect(&mut s, "fromhistory")?;
    line(&mut s, ":quit")?;
    s.expect(expectrl::Eof)
        .map_err(|e| format!("no exit: {e}"))?;
    let mut s = start(&h)?;
    // Up twice: past ':quit' to the print line of the last session.
    s.send("\x1b[A").map_err(|e| e.to_string())?;
    std::thread::sleep(Duration::from_millis(200));
    s.send("\x1b[A").map_err(|e| e.to_string())?;
    std::thread::sleep(Duration::from_millis(200));
    line(&mut s, "")?;
    expect(&mut s, "fromhistory")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, ":time sum(range(1000))")?;
    expect(&mut s, "499500")?;
    expect(&mut s, "time: ")?;
    line(&mut s, ":quit")?;
    let _ = std::fs::remove_file(&h);
    Ok(())
}

/// `:timeit` reports as IPython's `%timeit` (powers of ten loops), reads the session's
/// variables, keeps its own names local as IPython's function does, and an error in the
/// statement is shown without ending the session.
fn timeit() -> Result<(), String> {
    let mut s = start(&temp_history("timeit"))?;
    line(&mut s, "xs = list(range(100))")?;
    expect(&mut s, ">>> ")?;
    line(&mut s, ":timeit total = sum(xs)")?;
    expect(&mut s, " per loop (mean ± std. dev. of 7 runs, ")?;
    expect(&mut s, "00 loops each)")?;
    line(&mut s, ":timeit xs[1000]")?;
    expect(&mut s, "IndexError")?;
    line(&mut s, "'total' in dir(), '__gpa_timeit' in dir(), sum(xs)")?;
    expect(&mut s, "(False, False, 4950)")?;
    line(&mut s, ":quit")
}

pub fn run(wanted: &dyn Fn(&str) -> bool) -> Vec<Outcome> {
    let tests: [crate::Test; 5] = [
        ("repl/multiline_block", multiline_block),
        ("repl/completion", completion),
        ("repl/ctrl_c_keeps_session", ctrl_c_keeps_session),
        ("repl/history_across_restarts", history_across_restarts),
        ("repl/timeit", timeit),
    ];
    crate::run_named(&tests, wanted)
}
