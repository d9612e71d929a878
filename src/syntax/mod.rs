//! Source text to AST: logos lexer, layout pass (INDENT/DEDENT, raw_kernel), LALRPOP grammar.
pub mod ast;
pub mod layout;
pub mod lexer;
pub mod parse;

lalrpop_util::lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused)]
    pub gpa,
    "/gpa.rs"
);

pub use parse::{ParseErr, is_incomplete, parse_module};
