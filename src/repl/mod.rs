//! The interactive REPL (rustyline): history, multi-line blocks, completion, `:` commands.
//! It drives an `Engine` through the public API only.
mod timeit;
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
  help(np.mean)     a function's signature and description (also: np.mean?)
  dir(x)            the attributes of a module or value
  :time STATEMENT   run STATEMENT and print how long it took
  :timeit STATEMENT time STATEMENT as IPython's %timeit (7 runs; GPU work waited for)
  :vars             list the variables you defined
  :quit             leave (Ctrl-D works too)
Keys: Tab completes names and attributes; Ctrl-C cancels the line or interrupts running code
(your variables stay); Up/Down walk the history (kept across sessions).";

/// Names the completer offers, refreshed before each prompt.
#[derive(Default)]
struct Names {
    global: Vec<String>,
    /// Attributes of each variable and module, nested modules included (`np.linalg`).
    attrs: HashMap<String, Vec<String>>,
    /// Keyword parameters of each function reachable by a dotted name (`np.mean`).
    keywords: HashMap<String, Vec<String>>,
}

struct GpaHelper {
    names: Names,
}

/// The dotted name of the call whose parentheses the cursor is in (`np.mean` in
/// `np.mean(x, ax`), if any.
fn open_call(before: &str) -> Option<&str> {
    let mut depth = 0i32;
    for (i, c) in before.char_indices().rev() {
        match c {
            ')' | ']' => depth += 1,
            '[' if depth > 0 => depth -= 1,
            '(' if depth > 0 => depth -= 1,
            '(' => {
                let head = &before[..i];
                let start = head
                    .rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
                    .map_or(0, |p| p + 1);
                return Some(&head[start..]).filter(|n| !n.is_empty());
            }
            '[' => return None,
            _ => {}
        }
    }
    None
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
        let pair = |n: &str| Pair {
            display: n.to_string(),
            replacement: n.to_string(),
        };
        let mut out: Vec<Pair> = pool
            .iter()
            .filter(|n| n.starts_with(prefix) && !n.starts_with("__"))
            .map(|n| pair(n))
            .collect();
        // Inside a call's parentheses, its keyword parameters come first (`axis=`).
        let mut kws: Vec<Pair> = match (base, open_call(before)) {
            (None, Some(f)) => self.names.keywords.get(f).map_or(vec![], |k| {
                k.iter()
                    .filter(|n| n.starts_with(prefix))
                    .map(|n| pair(&format!("{n}=")))
                    .collect()
            }),
            _ => vec![],
        };
        out.sort_by(|a, b| a.display.cmp(&b.display));
        out.dedup_by(|a, b| a.display == b.display);
        kws.append(&mut out);
        Ok((offset, kws))
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
    let mut names = Names {
        global,
        ..Names::default()
    };
    for n in engine
        .variables()
        .into_iter()
        .map(|(n, _)| n)
        .chain(engine.module_names())
    {
        walk(engine, &n, 0, &mut names);
    }
    names
}

/// Records the attributes of `expr` and the keywords of its callable attributes, going into
/// nested modules (`np.linalg`, `cp.cuda.runtime`).
fn walk(engine: &Engine, expr: &str, depth: usize, names: &mut Names) {
    let kws = engine.keywords_of(expr);
    if !kws.is_empty() {
        names.keywords.insert(expr.to_string(), kws);
    }
    if depth > 3 || names.attrs.contains_key(expr) {
        return;
    }
    let attrs = engine.attributes_of(expr);
    if attrs.is_empty() {
        return;
    }
    names.attrs.insert(expr.to_string(), attrs.clone());
    for a in attrs.iter().filter(|a| !a.starts_with('_')) {
        let full = format!("{expr}.{a}");
        if engine.is_module(&full) {
            walk(engine, &full, depth + 1, names);
        } else {
            let kws = engine.keywords_of(&full);
            if !kws.is_empty() {
                names.keywords.insert(full, kws);
            }
        }
    }
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
    // Tab lists every candidate (as bash and IPython do) rather than cycling through them.
    let config = rustyline::Config::builder()
        .completion_type(rustyline::CompletionType::List)
        .build();
    let mut rl: Editor<GpaHelper, rustyline::history::DefaultHistory> =
        match Editor::with_config(config) {
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
        // IPython's `name?`: the help of a dotted name.
        if let Some(name) = trimmed.strip_suffix('?')
            && !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
        {
            buf = format!("help({name})");
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
                "timeit" => {
                    interrupt.store(false, std::sync::atomic::Ordering::SeqCst);
                    match timeit::timeit(engine, rest) {
                        Ok(report) => println!("{report}"),
                        Err(e) if e.exit_code.is_some() => {
                            status = e.exit_code.unwrap();
                            break;
                        }
                        Err(e) => show_error(&e),
                    }
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
                if let Some(m) = e.exit_message() {
                    eprintln!("{m}");
                }
                status = e.exit_code.unwrap();
                break;
            }
            Err(e) => show_error(&e),
        }
    }
    engine.flush();
    status
}
