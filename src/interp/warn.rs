//! Warnings as Python shows them: `file:line: Category: message` and the source line, on
//! stderr, once per location and message (the default filter). NumPy's floating-point events
//! (`array::fperr`) arrive here after the statement whose work found them.
use super::Interp;
use crate::array::fperr::{self, Mode};
use std::io::Write;

impl Interp {
    /// Reports the floating-point events that runs left: 'warn' as a `RuntimeWarning` at the
    /// statement that queued the operation, 'print' as NumPy's `Warning: ...` line.
    pub fn report_fp_events(&mut self) {
        for e in fperr::take_events() {
            let msg = e.message();
            match e.origin.fp.get(e.kind) {
                Mode::Warn => self.warn_at("RuntimeWarning", &msg, e.origin.src, e.origin.span.0),
                Mode::Print => {
                    let _ = writeln!(self.err_out, "Warning: {msg}");
                }
                Mode::Ignore | Mode::Raise => {}
            }
        }
    }

    /// Whether any element of an array is truthy (runs it: a sync point on the device).
    pub fn array_any(&mut self, a: &crate::array::Array) -> super::error::RtResult<bool> {
        let any = crate::array::reduce_all(a, crate::lazy::Reduce::Any, None)
            .map_err(super::arrays::arr_err)?;
        self.array_truth(&any)
    }

    /// Shows a warning for the statement running now (a builtin's own warning, such as
    /// NumPy's `Mean of empty slice.`).
    pub fn warn_here(&mut self, category: &str, msg: &str) {
        let o = crate::lazy::current_origin();
        self.warn_at(category, msg, o.src, o.span.0);
    }

    /// Shows `category: msg` for the source position `offset` of source `src`, unless the
    /// same message was shown for that line already.
    pub fn warn_at(&mut self, category: &str, msg: &str, src: u32, offset: usize) {
        let Some(source) = self.sources.get(src as usize) else {
            let _ = writeln!(self.err_out, "{category}: {msg}");
            return;
        };
        let (line, _) = crate::diag::line_col(&source.text, offset);
        if !self
            .warned
            .insert((src, line, format!("{category}: {msg}")))
        {
            return;
        }
        let text = source
            .text
            .lines()
            .nth(line - 1)
            .unwrap_or("")
            .trim()
            .to_string();
        // Python names the script by its absolute path (`__main__.__file__`).
        let name = match std::path::absolute(&source.name) {
            Ok(p) if !source.name.starts_with('<') => p.display().to_string(),
            _ => source.name.clone(),
        };
        let _ = writeln!(self.err_out, "{name}:{line}: {category}: {msg}");
        // Python shows the line when it can read the file (not for `-c` or the REPL).
        if !name.starts_with('<') {
            let _ = writeln!(self.err_out, "  {text}");
        }
    }
}
