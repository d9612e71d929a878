//! Warnings as Python shows them: `file:line: Category: message` and the source line, on
//! stderr, filtered as the `warnings` module does (the default shows each warning once per
//! location; DeprecationWarning only from the main script). NumPy's floating-point events
//! (`array::fperr`) arrive here after the statement whose work found them.
use super::Interp;
use super::error::{ExcType, RtResult, err};
use super::value::Value;
use crate::array::fperr::{self, Mode};
use std::io::Write;

/// What a filter does with a warning (Python's actions; "module" acts as "default").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Default,
    Always,
    Ignore,
    Error,
    Once,
}

impl Action {
    pub fn parse(s: &str) -> Option<Action> {
        Some(match s {
            "default" | "module" => Action::Default,
            "always" => Action::Always,
            "ignore" => Action::Ignore,
            "error" => Action::Error,
            "once" => Action::Once,
            _ => return None,
        })
    }
}

/// One entry of `warnings.filters`: the action for warnings of `category` (or a subclass)
/// whose text starts with `message` (compared without case, as Python's pattern does).
#[derive(Clone, Debug)]
pub struct Filter {
    pub action: Action,
    pub message: String,
    pub category: ExcType,
}

/// The warnings state: filters in order, and the records of `catch_warnings(record=True)`.
#[derive(Default)]
pub struct Warnings {
    pub filters: Vec<Filter>,
    /// Shown so far: (source, line, text), Python's once-per-location registry.
    pub shown: std::collections::HashSet<(u32, usize, String)>,
    /// Texts shown under the "once" action.
    pub once: std::collections::HashSet<String>,
    /// Open `catch_warnings(record=True)` lists: warnings go to the innermost one.
    pub recording: Vec<Value>,
}

impl Interp {
    /// Runs the array work queued so far and shows its floating-point warnings, before the
    /// warning filters change (`catch_warnings`, `simplefilter`): NumPy's came as it ran.
    pub fn settle_array_work(&mut self) -> RtResult<()> {
        crate::array::flush_all().map_err(super::arrays::arr_err)?;
        self.report_fp_events()
    }

    /// Tells the array layer whether warnings are recorded or raised now, so that array work
    /// runs within its statement then (`fperr::eager`).
    pub fn watch_warnings(&mut self) {
        let w = &self.warnings;
        let raised = w
            .filters
            .iter()
            .any(|f| f.action == Action::Error && ExcType::RuntimeWarning.is_subclass(f.category));
        fperr::set_watched(!w.recording.is_empty() || raised);
    }

    /// Reports the floating-point events that runs left: 'warn' as a `RuntimeWarning` at the
    /// statement that queued the operation, 'print' as NumPy's `Warning: ...` line.
    pub fn report_fp_events(&mut self) -> RtResult<()> {
        for e in fperr::take_events() {
            let msg = e.message();
            match e.origin.fp.get(e.kind) {
                Mode::Warn => {
                    let (src, at) = (e.origin.src, e.origin.span.0);
                    self.warn_at(ExcType::RuntimeWarning, &msg, src, at)?
                }
                Mode::Print => {
                    let _ = writeln!(self.err_out, "Warning: {msg}");
                }
                Mode::Ignore | Mode::Raise => {}
            }
        }
        Ok(())
    }

    /// Whether any element of an array is truthy (runs it: a sync point on the device).
    pub fn array_any(&mut self, a: &crate::array::Array) -> RtResult<bool> {
        let any = crate::array::reduce_all(a, crate::lazy::Reduce::Any, None)
            .map_err(super::arrays::arr_err)?;
        self.array_truth(&any)
    }

    /// A warning for the statement running now (a builtin's own, such as NumPy's
    /// `Mean of empty slice.`), or for the statement `stacklevel - 1` calls up.
    pub fn warn_here(&mut self, category: ExcType, msg: &str) -> RtResult<()> {
        self.warn_up(category, msg, 1)
    }

    pub fn warn_up(&mut self, category: ExcType, msg: &str, stacklevel: usize) -> RtResult<()> {
        let (src, span) = match stacklevel {
            0 | 1 => crate::lazy::current_site(),
            k => match self.call_origins.len().checked_sub(k - 1) {
                Some(i) => self.call_origins[i],
                None => self.call_origins.first().copied().unwrap_or_default(),
            },
        };
        self.warn_at(category, msg, src, span.0)
    }

    /// `(pathname, lineno, funcName)` of the call site `level` frames above the innermost
    /// one outside source `skip` (logging's `findCaller`): the statement running now, then
    /// each caller's call site. The function is the `def` around that line in the source
    /// (`<module>` at the top level): gpa keeps no frame objects.
    pub fn caller_info(&self, skip: &str, level: usize) -> Value {
        let mut sites = vec![crate::lazy::current_site()];
        sites.extend(self.call_origins.iter().rev().copied());
        let outside = sites.iter().position(|o| {
            self.sources
                .get(o.0 as usize)
                .is_some_and(|s| s.name != skip)
        });
        let site = outside
            .and_then(|i| sites.get(i + level - 1))
            .or(sites.last())
            .copied()
            .unwrap_or_default();
        let Some(s) = self.sources.get(site.0 as usize) else {
            return Value::tuple(vec![
                Value::str("(unknown file)"),
                Value::Int(0),
                Value::str("(unknown function)"),
            ]);
        };
        let (line, _) = crate::diag::line_col(&s.text, site.1.0);
        let path = if std::path::Path::new(&s.name).is_relative() && !s.name.starts_with('<') {
            std::env::current_dir()
                .map(|d| d.join(&s.name).to_string_lossy().into_owned())
                .unwrap_or_else(|_| s.name.clone())
        } else {
            s.name.clone()
        };
        Value::tuple(vec![
            Value::str(&path),
            Value::Int(line as i64),
            Value::str(enclosing_def(&s.text, line)),
        ])
    }

    /// Shows (or records, ignores, raises) `category: msg` for position `offset` of source
    /// `src`, as the first matching filter says.
    pub fn warn_at(
        &mut self,
        category: ExcType,
        msg: &str,
        src: u32,
        offset: usize,
    ) -> RtResult<()> {
        let action = self.warn_action(category, msg, src);
        let (name, line, text) = match self.sources.get(src as usize) {
            Some(s) => {
                let (line, _) = crate::diag::line_col(&s.text, offset);
                let text = s
                    .text
                    .lines()
                    .nth(line - 1)
                    .unwrap_or("")
                    .trim()
                    .to_string();
                (s.name.clone(), line, text)
            }
            None => ("sys".to_string(), 1, String::new()),
        };
        let shown = format!("{}: {msg}", category.name());
        match action {
            Action::Ignore => return Ok(()),
            Action::Error => return Err(err(category, msg)),
            Action::Default if !self.warnings.shown.insert((src, line, shown.clone())) => {
                return Ok(());
            }
            Action::Once if !self.warnings.once.insert(shown.clone()) => return Ok(()),
            _ => {}
        }
        // Python names the script by its absolute path (`__main__.__file__`).
        let file = match std::path::absolute(&name) {
            Ok(p) if !name.starts_with('<') => p.display().to_string(),
            _ => name.clone(),
        };
        if let Some(list) = self.warnings.recording.last().cloned() {
            let repr = format!(
                "{{message : {}('{msg}'), category : '{}', filename : '{file}', lineno : {line}, line : None}}",
                category.name(),
                category.name()
            );
            let rec = super::value::Module::record("WarningMessage", repr.clone(), repr);
            rec.set(
                "message",
                Value::Exc(std::rc::Rc::new(super::value::ExcObj {
                    typ: category,
                    args: vec![Value::str(msg)],
                    inst: None,
                    links: Default::default(),
                })),
            );
            rec.set(
                "category",
                Value::Type(super::value::TypeObj::Exc(category)),
            );
            rec.set("filename", Value::str(&file));
            rec.set("lineno", Value::Int(line as i64));
            if let Value::List(l) = list {
                l.borrow_mut().push(Value::Module(rec));
            }
            return Ok(());
        }
        let _ = writeln!(self.err_out, "{file}:{line}: {shown}");
        // Python shows the line when it can read the file (not for `-c` or the REPL).
        if !name.starts_with('<') {
            let _ = writeln!(self.err_out, "  {text}");
        }
        Ok(())
    }

    /// The first matching filter's action; with none, Python's defaults: DeprecationWarning
    /// and PendingDeprecationWarning only from the main script, everything else once per
    /// location.
    fn warn_action(&self, category: ExcType, msg: &str, src: u32) -> Action {
        let lower = msg.to_lowercase();
        for f in &self.warnings.filters {
            if category.is_subclass(f.category) && lower.starts_with(&f.message.to_lowercase()) {
                return f.action;
            }
        }
        let main = self
            .sources
            .get(src as usize)
            .is_some_and(|s| !s.name.starts_with("<gpa>"));
        match category {
            ExcType::DeprecationWarning if main => Action::Default,
            ExcType::DeprecationWarning | ExcType::PendingDeprecationWarning => Action::Ignore,
            _ => Action::Default,
        }
    }
}

/// The name of the `def` whose body holds 1-based line `line` of `text` (`<module>` if
/// none): the nearest line above with less indentation that starts a `def`, through the
/// blocks (`if`, `for`, `class`, ...) around it.
pub(crate) fn enclosing_def(text: &str, line: usize) -> &str {
    let lines: Vec<&str> = text.lines().collect();
    let indent = |l: &str| l.len() - l.trim_start().len();
    let Some(here) = lines.get(line.saturating_sub(1)) else {
        return "<module>";
    };
    // A one-line `def f(): body`.
    let t = here.trim_start();
    if let Some(rest) = t.strip_prefix("async ").unwrap_or(t).strip_prefix("def ")
        && !rest.trim_end().ends_with(':')
    {
        return rest.split(['(', ' ']).next().unwrap_or("<module>");
    }
    let mut limit = indent(here);
    for l in lines[..line.saturating_sub(1)].iter().rev() {
        let t = l.trim_start();
        if t.is_empty() || t.starts_with('#') || indent(l) >= limit {
            continue;
        }
        limit = indent(l);
        let t = t.strip_prefix("async ").unwrap_or(t);
        if let Some(rest) = t.strip_prefix("def ") {
            let name = rest.split(|c: char| c == '(' || c.is_whitespace()).next();
            return name.unwrap_or("<module>");
        }
        if limit == 0 {
            break;
        }
    }
    "<module>"
}
