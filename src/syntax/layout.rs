//! The layout pass: turns logos tokens into the stream the grammar reads, with NEWLINE,
//! INDENT and DEDENT (none inside brackets) and `raw_kernel` blocks captured whole.
use super::lexer::{LexErr, Tok, scan_raw_kernel};
use logos::Logos;

pub type Spanned = (usize, Tok, usize);

#[derive(Debug, Clone, PartialEq)]
pub struct LayoutError {
    pub msg: String,
    pub span: (usize, usize),
    /// True when more input could complete the program (the REPL asks for another line).
    pub incomplete: bool,
}

const MAX_BRACKET_DEPTH: usize = 200;

pub fn tokens(src: &str) -> Result<Vec<Spanned>, LayoutError> {
    Layout::new(src).run()
}

fn starts_statement(toks: &[Spanned], i: usize) -> bool {
    i == 0 || matches!(toks[i - 1].1, Tok::Newline | Tok::Indent | Tok::Dedent)
}

/// `match` and `case` are keywords only where they open a match statement and its cases
/// (Python's soft keywords): a line `match ...:` whose indented block starts with `case`.
/// Everywhere else they stay names (`match = re.match(...)`).
fn mark_match_statements(toks: &mut [Spanned]) {
    let is_name = |t: &Tok, n: &str| matches!(t, Tok::Name(x) if x == n);
    for i in 0..toks.len() {
        if !is_name(&toks[i].1, "match") || !starts_statement(toks, i) {
            continue;
        }
        let Some(nl) = (i..toks.len()).find(|&k| toks[k].1 == Tok::Newline) else {
            continue;
        };
        // At the end of the input (the REPL's first line), a `match ...:` line waits for
        // its cases.
        let opens_block = nl > i + 1
            && toks[nl - 1].1 == Tok::Colon
            && (nl + 1 == toks.len()
                || toks.get(nl + 1).is_some_and(|t| t.1 == Tok::Indent)
                    && toks.get(nl + 2).is_some_and(|t| is_name(&t.1, "case")));
        if !opens_block {
            continue;
        }
        toks[i].1 = Tok::Match;
        // The block's own statements (depth 1) that start with `case`.
        let mut depth = 0;
        for k in nl + 1..toks.len() {
            match toks[k].1 {
                Tok::Indent => depth += 1,
                Tok::Dedent => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ if depth == 1 && starts_statement(toks, k) && is_name(&toks[k].1, "case") => {
                    toks[k].1 = Tok::Case;
                }
                _ => {}
            }
        }
    }
}

struct Layout<'s> {
    src: &'s str,
    out: Vec<Spanned>,
    /// Open indentation levels: (columns with tabs to multiples of 8, with tabs as 1).
    indents: Vec<(usize, usize)>,
    depth: Vec<(Tok, usize)>,
    line_start: bool,
}

fn err(msg: impl Into<String>, span: (usize, usize)) -> LayoutError {
    LayoutError {
        msg: msg.into(),
        span,
        incomplete: false,
    }
}

impl<'s> Layout<'s> {
    fn new(src: &'s str) -> Self {
        Layout {
            src,
            out: Vec::new(),
            indents: vec![(0, 0)],
            depth: Vec::new(),
            line_start: true,
        }
    }

    fn run(mut self) -> Result<Vec<Spanned>, LayoutError> {
        let mut base = 0;
        'restart: loop {
            let mut lex = Tok::lexer(&self.src[base..]);
            while let Some(res) = lex.next() {
                let r = lex.span();
                let (s, e) = (r.start + base, r.end + base);
                let tok = match res {
                    Ok(t) => t,
                    Err(le) => return Err(self.lex_error(le, s, e)),
                };
                if tok == Tok::Newline {
                    if self.depth.is_empty() && !self.line_start {
                        self.out.push((s, Tok::Newline, e));
                        self.line_start = true;
                    }
                    continue;
                }
                if self.line_start && self.depth.is_empty() {
                    self.indent(s)?;
                    if tok == Tok::Name("raw_kernel".into()) && self.looks_like_kernel(e) {
                        let (k, end) =
                            scan_raw_kernel(self.src, e).map_err(|(m, at)| LayoutError {
                                incomplete: m.contains("never closed"),
                                ..err(m, (at, at + 1))
                            })?;
                        self.out.push((s, Tok::RawKernel(Box::new(k)), end));
                        self.out.push((end, Tok::Newline, end));
                        base = end;
                        continue 'restart;
                    }
                }
                self.line_start = false;
                self.track_brackets(&tok, s, e)?;
                self.out.push((s, tok, e));
            }
            break;
        }
        let end = self.src.len();
        if let Some((t, at)) = self.depth.last() {
            return Err(LayoutError {
                incomplete: true,
                ..err(
                    format!("'{}' was never closed", bracket_text(t)),
                    (*at, at + 1),
                )
            });
        }
        if !self.line_start {
            self.out.push((end, Tok::Newline, end));
        }
        while self.indents.len() > 1 {
            self.indents.pop();
            self.out.push((end, Tok::Dedent, end));
        }
        mark_match_statements(&mut self.out);
        Ok(self.out)
    }

    fn lex_error(&self, le: LexErr, s: usize, e: usize) -> LayoutError {
        match le {
            LexErr::UnterminatedString => {
                let triple = self.src[s..].contains("\"\"\"") || self.src[s..].contains("'''");
                LayoutError {
                    incomplete: triple,
                    ..err("unterminated string literal", (s, s + 1))
                }
            }
            LexErr::BadEscape(m) | LexErr::BadNumber(m) => err(m, (s, e)),
            LexErr::BadChar => {
                let c = self.src[s..].chars().next().unwrap_or(' ');
                let msg = match c {
                    '$' | '?' | '`' | '!' => format!("invalid syntax: unexpected character '{c}'"),
                    _ => format!("invalid character '{c}' (U+{:04X})", c as u32),
                };
                err(msg, (s, s + c.len_utf8()))
            }
        }
    }

    fn looks_like_kernel(&self, after: usize) -> bool {
        let rest = self.src[after..].trim_start_matches([' ', '\t']);
        let name_len = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        name_len > 0
            && rest[name_len..]
                .trim_start_matches([' ', '\t'])
                .starts_with('(')
    }

    /// Emits INDENT/DEDENT for the line whose first token starts at `s`. As CPython, the
    /// indentation is measured twice, with tabs to the next multiple of 8 and with tabs as
    /// one column: a line whose order differs between the two is inconsistent (TabError).
    fn indent(&mut self, s: usize) -> Result<(), LayoutError> {
        let line_from = self.src[..s].rfind('\n').map_or(0, |p| p + 1);
        let ws = &self.src[line_from..s];
        let (mut col, mut alt) = (0usize, 0usize);
        for c in ws.chars() {
            match c {
                ' ' => (col, alt) = (col + 1, alt + 1),
                '\t' => (col, alt) = ((col / 8 + 1) * 8, alt + 1),
                '\x0c' => (col, alt) = (0, 0),
                _ => {}
            }
        }
        let inconsistent = || {
            err(
                "inconsistent use of tabs and spaces in indentation",
                (line_from, s),
            )
        };
        let top = *self.indents.last().unwrap();
        if col == top.0 {
            if alt != top.1 {
                return Err(inconsistent());
            }
        } else if col > top.0 {
            if alt <= top.1 {
                return Err(inconsistent());
            }
            self.indents.push((col, alt));
            self.out.push((s, Tok::Indent, s));
        } else {
            while self.indents.last().unwrap().0 > col {
                self.indents.pop();
                self.out.push((s, Tok::Dedent, s));
            }
            let top = *self.indents.last().unwrap();
            if top.0 != col {
                return Err(err(
                    "unindent does not match any outer indentation level",
                    (line_from, s),
                ));
            }
            if top.1 != alt {
                return Err(inconsistent());
            }
        }
        Ok(())
    }

    fn track_brackets(&mut self, tok: &Tok, s: usize, e: usize) -> Result<(), LayoutError> {
        match tok {
            Tok::LParen | Tok::LBracket | Tok::LBrace => {
                if self.depth.len() >= MAX_BRACKET_DEPTH {
                    return Err(err("too many nested parentheses", (s, e)));
                }
                self.depth.push((tok.clone(), s));
            }
            Tok::RParen | Tok::RBracket | Tok::RBrace => {
                let want = match tok {
                    Tok::RParen => Tok::LParen,
                    Tok::RBracket => Tok::LBracket,
                    _ => Tok::LBrace,
                };
                match self.depth.pop() {
                    Some((open, _)) if open == want => {}
                    Some((open, at)) => {
                        let line = |p: usize| self.src[..p].matches('\n').count() + 1;
                        let same_line = line(at) == line(s);
                        let msg = if same_line {
                            format!(
                                "closing parenthesis '{}' does not match opening parenthesis '{}'",
                                bracket_text(tok),
                                bracket_text(&open)
                            )
                        } else {
                            format!(
                                "closing parenthesis '{}' does not match opening parenthesis '{}' on line {}",
                                bracket_text(tok),
                                bracket_text(&open),
                                line(at)
                            )
                        };
                        return Err(err(msg, (s, e)));
                    }
                    None => return Err(err(format!("unmatched '{}'", bracket_text(tok)), (s, e))),
                }
            }
            _ => {}
        }
        Ok(())
    }
}

fn bracket_text(t: &Tok) -> &'static str {
    match t {
        Tok::LParen => "(",
        Tok::RParen => ")",
        Tok::LBracket => "[",
        Tok::RBracket => "]",
        Tok::LBrace => "{",
        _ => "}",
    }
}
