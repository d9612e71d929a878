//! Source text to AST: logos lexer, layout pass (INDENT/DEDENT, raw_kernel), LALRPOP grammar.
pub mod ast;
pub mod layout;
pub mod lexer;
pub mod parse;
pub mod unparse;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused)]
    pub gpa,
    "/gpa.rs"
);

pub use parse::{ParseErr, is_incomplete, parse_module};

/// Source text as CPython reads it: a UTF-8 byte order mark at the start is dropped, and a
/// lone `\r` ends a line as `\n` does (same length, so spans keep their places).
pub fn normalize_source(text: &str) -> std::borrow::Cow<'_, str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if !text.contains('\r') {
        return std::borrow::Cow::Borrowed(text);
    }
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    for (i, c) in text.char_indices() {
        if c == '\r' && b.get(i + 1) != Some(&b'\n') {
            out.push('\n');
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}
