//! The interactive REPL (rustyline): history, multi-line blocks, completion, `:` commands.
//! It drives an `Engine` through the public API only.
use gpa::{Engine, GpaError};
use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};
use std::collections::HashMap;
use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Instant;

const HELP: &str = "\
gpa REPL. Type Python/NumPy code; a line ending in ':' starts a block, a blank line ends it.
  :help             this text
  :time STATEMENT   run STATEMENT and print how long it took
  :vars             list the variables you defined
  :quit             leave (Ctrl-D works too)
Keys: Tab completes names and attributes; Ctrl-C cancels the line or interrupts running code
(your variables stay); Up/Down walk the history (kept across sessions).";

/// Names the completer offers, refreshed before each prompt.
#[derive(Default)]
struct Names {
    global: Vec<String>,
    attrs: HashMap<String, Vec<String>>,
}

struct GpaHelper {
    names: Names,
}

impl Completer for GpaHelper {
    type Candidate = Pair;
    fn complete(
        &self,
        line: &str,
        pos: usize,
        _: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        let start = before
            .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
            .map_or(0, |p| p + 1);
        let word = &before[start..];
        let (base, prefix, offset) = match word.rfind('.') {
            Some(d) => (Some(&word[..d]), &word[d + 1..], start + d + 1),
            None => (None, word, start),
        };
        let pool: &[String] = match base {
            Some(b) => self.names.attrs.get(b).map_or(&[], |v| v.as_slice()),
            None => &self.names.global,
        };
        let mut out: Vec<Pair> = pool
            .iter()
            .filter(|n| n.starts_with(prefix) && !n.starts_with("__"))
            .map(|n| Pair {
                display: n.clone(),
                replacement: n.clone(),
            })
            .collect();
        out.sort_by(|a, b| a.display.cmp(&b.display));
        out.dedup_by(|a, b| a.display == b.display);
        Ok((offset, out))
    }
}

impl Hinter for GpaHelper {
    type Hint = String;
}
impl Highlighter for GpaHelper {}
impl Validator for GpaHelper {}
impl Helper for GpaHelper {}

fn refresh(engine: &Engine) -> Names {
    let mut global: Vec<String> = engine.variables().into_iter().map(|(n, _)| n).collect();
    global.extend(engine.builtin_names());
    global.extend(engine.module_names());
    for kw in [
        "def", "return", "while", "for", "import", "from", "lambda", "True", "False", "None",
    ] {
        global.push(kw.to_string());
    }
    let mut attrs = HashMap::new();
    for n in engine
        .variables()
        .into_iter()
        .map(|(n, _)| n)
        .chain(engine.module_names())
    {
        let a = engine.attributes_of(&n);
        if !a.is_empty() {
            attrs.insert(n, a);
        }
    }
    Names { global, attrs }
}

fn history_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("GPA_HISTORY") {
        return Some(PathBuf::from(p));
    }
    std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".gpa_history"))
}

fn show_error(e: &GpaError) {
    if e.kind == "KeyboardInterrupt" {
        eprintln!("KeyboardInterrupt");
        return;
    }
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    eprint!("{}", gpa::diag::render(e, color));
}

/// Does this input open a block that only a blank line closes?
fn opens_block(src: &str) -> bool {
    src.lines().any(|l| {
        let code = l.split('#').next().unwrap_or("").trim_end();
        code.ends_with(':')
    })
}

pub fn run(engine: &mut Engine) -> i32 {
    let mut rl: Editor<GpaHelper, rustyline::history::DefaultHistory> = match Editor::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("gpa: cannot start the line editor: {e}");
            return 1;
        }
    };
    rl.set_helper(Some(GpaHelper {
        names: Names::default(),
    }));
    let hist = history_path();
    if let Some(h) = &hist {
        let _ = rl.load_history(h);
    }
    println!(
        "gpa {} (Python-style; :help for help)",
        env!("CARGO_PKG_VERSION")
    );
    let interrupt = engine.interrupt_handle();
    let mut status = 0;
    'session: loop {
        if let Some(h) = rl.helper_mut() {
            h.names = refresh(engine);
        }
        let mut buf = match rl.readline(">>> ") {
            Ok(l) => l,
            Err(ReadlineError::Interrupted) => {
                println!("KeyboardInterrupt");
                continue;
            }
            Err(ReadlineError::Eof) => break,
            Err(e) => {
                eprintln!("gpa: {e}");
                status = 1;
                break;
            }
        };
        if buf.trim().is_empty() {
            continue;
        }
        // Read continuation lines: blocks end at a blank line, brackets when closed.
        loop {
            let block = opens_block(&buf);
            if !block && !Engine::is_incomplete(&buf) {
                break;
            }
            match rl.readline("... ") {
                Ok(l) => {
                    if block && l.trim().is_empty() {
                        break;
                    }
                    buf.push('\n');
                    buf.push_str(&l);
                }
                Err(ReadlineError::Interrupted) => {
                    println!("KeyboardInterrupt");
                    continue 'session;
                }
                Err(_) => break,
            }
        }
        let _ = rl.add_history_entry(buf.as_str());
        if let Some(h) = &hist {
            let _ = rl.append_history(h).or_else(|_| rl.save_history(h));
        }
        let trimmed = buf.trim();
        if let Some(cmd) = trimmed.strip_prefix(':') {
            let (name, rest) = cmd.split_once(char::is_whitespace).unwrap_or((cmd, ""));
            match name {
                "quit" | "q" | "exit" => break,
                "help" | "h" => println!("{HELP}"),
                "vars" => {
                    for (n, v) in engine.variables() {
                        let r = engine.repr(&v);
                        let r = if r.chars().count() > 70 {
                            format!("{}...", r.chars().take(67).collect::<String>())
                        } else {
                            r
                        };
                        println!("{n} = {r}");
                    }
                }
                "time" => {
                    interrupt.store(false, std::sync::atomic::Ordering::SeqCst);
                    let t = Instant::now();
                    let r = engine.eval_interactive(rest);
                    let dt = t.elapsed();
                    match r {
                        Ok(Some(v)) => match engine.try_repr(&v) {
                            Ok(r) => println!("{r}"),
                            Err(e) => show_error(&e),
                        },
                        Ok(None) => {}
                        Err(e) if e.exit_code.is_some() => {
                            status = e.exit_code.unwrap();
                            break;
                        }
                        Err(e) => show_error(&e),
                    }
                    println!("time: {:.3} ms", dt.as_secs_f64() * 1e3);
                }
                other => eprintln!("unknown command ':{other}' (try :help)"),
            }
            continue;
        }
        interrupt.store(false, std::sync::atomic::Ordering::SeqCst);
        match engine.eval_interactive(&buf) {
            Ok(Some(v)) => match engine.try_repr(&v) {
                Ok(r) => println!("{r}"),
                Err(e) => show_error(&e),
            },
            Ok(None) => {}
            Err(e) if e.exit_code.is_some() => {
                status = e.exit_code.unwrap();
                break;
            }
            Err(e) => show_error(&e),
        }
    }
    engine.flush();
    status
}
