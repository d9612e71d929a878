//! Parse and run arbitrary input with an operation budget: any panic is a bug.
//! Run with `cargo +nightly fuzz run parse_run` from the project root.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(src) = std::str::from_utf8(data) {
        let mut engine = gpa::Engine::builder()
            .capture_output()
            .error_output(Box::new(std::io::sink()))
            .step_limit(10_000)
            .build();
        let _ = engine.eval(src);
    }
});
