//! Errors as data (`GpaError`, a miette `Diagnostic`) and their rendering at the edge
//! (ariadne), with the source lines and a short call trace.
use miette::{Diagnostic, NamedSource, SourceSpan};
use std::fmt::Write as _;

/// One call on the way to an error: the function and the call site.
#[derive(Debug, Clone, PartialEq)]
pub struct TraceLine {
    /// The function the frame was in.
    pub func: String,
    /// The source file (or `<string>`, `<stdin:N>`).
    pub file: String,
    /// The 1-based line.
    pub line: usize,
    /// The line's text.
    pub text: String,
}

/// An error from running gpa code, as data: the Python exception kind and message, the
/// source and span it points at, the call trace; a `miette::Diagnostic`, drawn as the CLI
/// draws it by `render`.
#[derive(Debug, thiserror::Error, Diagnostic)]
#[error("{kind}: {message}")]
#[diagnostic(code(gpa::error))]
pub struct GpaError {
    /// The Python exception kind users know: `NameError`, `SyntaxError`, ...
    pub kind: String,
    /// The exception's message (`str(e)`).
    pub message: String,
    /// The source the span points into.
    #[source_code]
    pub source_code: Option<NamedSource<String>>,
    /// Where in the source it was raised.
    #[label("{label}")]
    pub span: Option<SourceSpan>,
    /// The label at the span (`raised here`, `not defined`).
    pub label: String,
    /// A hint for the user, when there is one.
    #[help]
    pub help: Option<String>,
    /// Calls from the outermost to the innermost.
    pub trace: Vec<TraceLine>,
    /// For `SystemExit`: the process exit status it asks for.
    pub exit_code: Option<i32>,
    /// A syntax error that more input could complete (the REPL reads another line).
    pub incomplete: bool,
    /// The exceptions this one was raised from or while handling, as CPython prints them
    /// before it ("... was the direct cause of the following exception:").
    pub chain: String,
}

impl GpaError {
    /// An error of `kind` with `message`, pointing nowhere.
    pub fn new(kind: &str, message: impl Into<String>) -> GpaError {
        GpaError {
            kind: kind.to_string(),
            message: message.into(),
            source_code: None,
            span: None,
            label: String::new(),
            help: None,
            trace: Vec::new(),
            exit_code: None,
            incomplete: false,
            chain: String::new(),
        }
    }

    /// The same error pointing at `span` of the source `name` (`text`), labelled `label`.
    pub fn with_source(
        mut self,
        name: &str,
        text: &str,
        span: (usize, usize),
        label: &str,
    ) -> GpaError {
        let start = span.0.min(text.len());
        let end = span.1.clamp(start, text.len());
        self.source_code = Some(NamedSource::new(name, text.to_string()));
        self.span = Some(SourceSpan::new(start.into(), end - start));
        self.label = label.to_string();
        self
    }

    /// What an uncaught `SystemExit` prints on stderr before the process exits: its
    /// argument when that is not an exit status (`sys.exit("bye")`), as CPython does.
    pub fn exit_message(&self) -> Option<&str> {
        let code = self.exit_code?;
        let status = code.to_string();
        let plain = self.message.is_empty()
            || self.message == status
            || matches!(self.message.as_str(), "None" | "True" | "False");
        (!plain).then_some(self.message.as_str())
    }

    /// `kind: message`, as Python's last traceback line.
    pub fn headline(&self) -> String {
        if self.message.is_empty() {
            self.kind.clone()
        } else {
            format!("{}: {}", self.kind, self.message)
        }
    }
}

/// 1-based line and column of a byte offset.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rfind('\n').map_or(offset, |p| offset - p - 1) + 1;
    (line, col)
}

/// Renders an error for a terminal: call trace, headline, and the source with a label.
pub fn render(e: &GpaError, color: bool) -> String {
    use ariadne::{Config, Label, Report, ReportKind, Source};
    let mut out = e.chain.clone();
    if !e.trace.is_empty() {
        out.push_str("Traceback (most recent call last):\n");
        // Each line is a frame (the caller) and its current line; repeats collapse as in Python.
        let mut i = 0;
        while i < e.trace.len() {
            let t = &e.trace[i];
            let mut j = i + 1;
            while j < e.trace.len() && e.trace[j] == *t {
                j += 1;
            }
            let _ = writeln!(
                out,
                "  {}:{} in {}: {}",
                t.file,
                t.line,
                t.func,
                t.text.trim()
            );
            if j - i > 1 {
                let _ = writeln!(out, "  [Previous line repeated {} more times]", j - i - 1);
            }
            i = j;
        }
    }
    let (Some(src), Some(span)) = (&e.source_code, e.span) else {
        let _ = writeln!(out, "{}", e.headline());
        if let Some(h) = &e.help {
            let _ = writeln!(out, "help: {h}");
        }
        return out;
    };
    let name = src.name().to_string();
    let text: &str = src.inner();
    let range = span.offset()..span.offset() + span.len().max(if text.is_empty() { 0 } else { 1 });
    let range = range.start.min(text.len())..range.end.min(text.len().max(range.start));
    let mut report = Report::build(
        ReportKind::Custom(&e.kind, ariadne::Color::Red),
        (name.clone(), range.clone()),
    )
    .with_config(
        Config::default()
            .with_color(color)
            .with_index_type(ariadne::IndexType::Byte),
    )
    .with_message(&e.message)
    .with_label(Label::new((name.clone(), range)).with_message(&e.label));
    if let Some(h) = &e.help {
        report = report.with_help(h);
    }
    let mut buf = Vec::new();
    let _ = report.finish().write((name, Source::from(text)), &mut buf);
    let mut shown = String::from_utf8_lossy(&buf).into_owned();
    // ariadne writes `Kind: message`; an exception without one prints as `Kind`.
    if e.message.is_empty()
        && let Some((_, rest)) = shown.split_once('\n')
    {
        shown = format!("{}\n{rest}", e.kind);
    }
    out.push_str(&shown);
    if !color {
        out = strip_ansi(&out);
    }
    out
}

/// ariadne colours a custom report kind even when colour is off; plain output drops escapes.
fn strip_ansi(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for d in chars.by_ref() {
                if d.is_ascii_alphabetic() {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}
