//! The `gpa` command: runs a script, `-c` code, or the REPL. Uses only the public API.
use clap::Parser;
use gpa::{Engine, GpaError};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::sync::atomic::Ordering;

mod repl;

// Fused programs allocate and free many chunk-sized registers across threads; glibc's malloc
// trims and re-faults those pages (4x slower array code measured), mimalloc keeps them.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser, Debug, Clone)]
#[command(
    name = "gpa",
    version,
    about = "gpa: a NumPy-flavoured array language whose arrays live on the GPU"
)]
struct Cli {
    /// Program passed in as a string.
    #[arg(short = 'c', value_name = "CODE")]
    code: Option<String>,
    /// Device for arrays: cpu, cuda or cuda:N (also GPA_DEVICE).
    #[arg(
        long,
        value_name = "DEVICE",
        env = "GPA_DEVICE",
        default_value = "auto"
    )]
    device: String,
    /// What `numpy` binds to: host or device (also GPA_NUMPY).
    #[arg(long, value_name = "WHERE", env = "GPA_NUMPY", default_value = "host")]
    numpy: String,
    /// Script to run (.gpa or .py); no script starts the REPL.
    file: Option<PathBuf>,
    /// Arguments for the script (sys.argv[1:]).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

fn main() {
    let (own, script_args) = split_argv(std::env::args().collect());
    let mut cli = Cli::parse_from(own);
    cli.args.extend(script_args);
    if let Err(msg) = check_options(&cli) {
        eprintln!("gpa: {msg}");
        std::process::exit(2);
    }
    // Deep recursion in user programs needs a large stack; the thread gets one (a smaller
    // one where a memory limit refuses it: deep calls then grow it as they go, `stack.rs`).
    for mib in [512, 64, 8] {
        let cli = cli.clone();
        match std::thread::Builder::new()
            .stack_size(mib << 20)
            .spawn(move || run(cli))
        {
            Ok(child) => std::process::exit(child.join().unwrap_or(70)),
            Err(e) if mib == 8 => {
                eprintln!("gpa: cannot start the interpreter thread: {e}");
                std::process::exit(71);
            }
            Err(_) => {}
        }
    }
}

/// gpa's own arguments, and the script's: everything after the script path (or after
/// `-c CODE`) belongs to the script, `-h` and `--device` included, as with `python3`.
fn split_argv(argv: Vec<String>) -> (Vec<String>, Vec<String>) {
    let mut i = 1;
    while i < argv.len() {
        let a = argv[i].as_str();
        if a == "--" {
            i += 2;
            break;
        }
        if a == "-c" || a == "--device" || a == "--numpy" {
            i += 2;
            if a == "-c" {
                break;
            }
        } else if a.starts_with('-') && a.len() > 1 {
            i += 1;
        } else {
            i += 1;
            break;
        }
    }
    let i = i.min(argv.len());
    let script = argv[i..].to_vec();
    let mut own = argv;
    own.truncate(i);
    (own, script)
}

fn check_options(cli: &Cli) -> Result<(), String> {
    let d = cli.device.as_str();
    let ok = matches!(d, "auto" | "cpu" | "cuda")
        || d.strip_prefix("cuda:")
            .is_some_and(|n| n.parse::<u32>().is_ok());
    if !ok {
        return Err(format!(
            "invalid --device '{d}' (expected cpu, cuda or cuda:N)"
        ));
    }
    if !matches!(cli.numpy.as_str(), "host" | "device") {
        return Err(format!(
            "invalid --numpy '{}' (expected host or device)",
            cli.numpy
        ));
    }
    // `--device cuda` when CUDA is not usable is an error now, not a fallback.
    gpa::select_device(d)
}

fn run(cli: Cli) -> i32 {
    let mut argv = Vec::new();
    match (&cli.code, &cli.file) {
        // With -c, what clap took for FILE is the first argument.
        (Some(_), f) => {
            argv.push("-c".to_string());
            argv.extend(f.iter().map(|f| f.display().to_string()));
        }
        (None, Some(f)) => argv.push(f.display().to_string()),
        (None, None) => argv.push(String::new()),
    }
    argv.extend(cli.args.iter().cloned());
    let interactive = cli.code.is_none() && cli.file.is_none();
    let _ = &interactive;
    let out: Box<dyn std::io::Write + Send> = if interactive {
        Box::new(std::io::stdout())
    } else {
        Box::new(std::io::BufWriter::with_capacity(
            1 << 16,
            std::io::stdout(),
        ))
    };
    let mut engine = Engine::builder()
        .argv(argv)
        .output(out)
        .device(&cli.device)
        .numpy(&cli.numpy)
        .build();
    let flag = engine.interrupt_handle();
    let _ = ctrlc::set_handler(move || flag.store(true, Ordering::SeqCst));
    if interactive {
        return repl::run(&mut engine);
    }
    let result = match (&cli.code, &cli.file) {
        (Some(code), _) => engine.run(code),
        (None, Some(f)) => engine.run_file(f),
        _ => unreachable!(),
    };
    engine.flush();
    match result {
        Ok(()) => 0,
        Err(e) => match report(&e) {
            130 => leave_now(130),
            code => code,
        },
    }
}

/// Ends the process at once, without the teardown that waits for the GPU: after Ctrl-C a
/// kernel may still run for a long time (it cannot be stopped), and the CUDA driver's exit
/// handlers would wait for it.
fn leave_now(code: i32) -> ! {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: _exit only ends the process; output was flushed above.
    unsafe { libc::_exit(code) }
}

/// Prints an uncaught error and returns the exit status it means.
pub fn report(e: &GpaError) -> i32 {
    if let Some(code) = e.exit_code {
        if let Some(m) = e.exit_message() {
            eprintln!("{m}");
        }
        return code;
    }
    if e.kind == "KeyboardInterrupt" {
        eprintln!("KeyboardInterrupt");
        return 130;
    }
    let color = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    eprint!("{}", gpa::diag::render(e, color));
    1
}
