//! Tokens (logos) and the raw scanners the regexes cannot express: string literals (with
//! prefixes and triple quotes) and `raw_kernel` bodies.
use logos::{Lexer, Logos};

#[derive(Debug, Clone, PartialEq, Default)]
pub enum LexErr {
    #[default]
    BadChar,
    UnterminatedString,
    BadEscape(String),
    BadNumber(String),
}

/// One literal string token: `fstring` strings keep their raw text for the f-string parser.
#[derive(Debug, Clone, PartialEq)]
pub struct StrLit {
    pub value: String,
    pub fstring: bool,
    pub raw: bool,
    /// A `b"..."` literal: its bytes (the escapes decoded as bytes, not characters).
    pub bytes: Option<Vec<u8>>,
    /// For f-strings: byte offset of `value` (the raw body) within the source.
    pub body_start: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct KernelParam {
    pub ctype: String,
    pub name: String,
    pub span: (usize, usize),
}

#[derive(Debug, Clone, PartialEq)]
pub struct RawKernelTok {
    pub name: String,
    pub params: Vec<KernelParam>,
    pub body: String,
    pub body_span: (usize, usize),
}

#[derive(Logos, Debug, Clone, PartialEq)]
#[logos(error = LexErr)]
#[logos(skip r"[ \t\x0c]+")]
#[logos(skip r"\\\r?\n")]
#[logos(skip(r"#[^\n]*", allow_greedy = true))]
pub enum Tok {
    #[regex(r"\r?\n")]
    Newline,
    #[regex(r"[A-Za-z_\p{XID_Start}][A-Za-z0-9_\p{XID_Continue}]*", |l| l.slice().to_string(), priority = 1)]
    Name(String),
    #[regex(r"[0-9][0-9_]*|0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+", lex_int)]
    Int(num_bigint::BigInt),
    #[regex(
        r"([0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)([eE][+-]?[0-9_]+)?|[0-9][0-9_]*[eE][+-]?[0-9_]+",
        lex_float
    )]
    Float(f64),
    #[regex(r"(([0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)([eE][+-]?[0-9_]+)?|[0-9][0-9_]*([eE][+-]?[0-9_]+)?)[jJ]", lex_imag)]
    Imag(f64),
    #[regex(r#"([rRfFuUbB]|[rR][fFbB]|[fFbB][rR])?['"]"#, lex_string)]
    Str(StrLit),

    // Keywords
    #[token("False")]
    False,
    #[token("None")]
    None,
    #[token("True")]
    True,
    #[token("and")]
    And,
    #[token("as")]
    As,
    #[token("assert")]
    Assert,
    #[token("async")]
    Async,
    #[token("await")]
    Await,
    #[token("break")]
    Break,
    #[token("class")]
    Class,
    #[token("continue")]
    Continue,
    #[token("def")]
    Def,
    #[token("del")]
    Del,
    #[token("elif")]
    Elif,
    #[token("else")]
    Else,
    #[token("except")]
    Except,
    #[token("finally")]
    Finally,
    #[token("for")]
    For,
    #[token("from")]
    From,
    #[token("global")]
    Global,
    #[token("if")]
    If,
    #[token("import")]
    Import,
    #[token("in")]
    In,
    #[token("is")]
    Is,
    #[token("lambda")]
    Lambda,
    #[token("nonlocal")]
    Nonlocal,
    #[token("not")]
    Not,
    #[token("or")]
    Or,
    #[token("pass")]
    Pass,
    #[token("raise")]
    Raise,
    #[token("return")]
    Return,
    #[token("try")]
    Try,
    #[token("while")]
    While,
    #[token("with")]
    With,
    #[token("yield")]
    Yield,

    // Operators and delimiters
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    #[token(",")]
    Comma,
    #[token(":")]
    Colon,
    #[token(";")]
    Semi,
    #[token(".")]
    Dot,
    #[token("...")]
    Ellipsis,
    #[token("->")]
    Arrow,
    #[token("=")]
    Assign,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("**")]
    StarStar,
    #[token("/")]
    Slash,
    #[token("//")]
    SlashSlash,
    #[token("%")]
    Percent,
    #[token("@")]
    At,
    #[token("&")]
    Amp,
    #[token("|")]
    Pipe,
    #[token("^")]
    Caret,
    #[token("~")]
    Tilde,
    #[token("<<")]
    Shl,
    #[token(">>")]
    Shr,
    #[token("<")]
    Lt,
    #[token(">")]
    Gt,
    #[token("<=")]
    Le,
    #[token(">=")]
    Ge,
    #[token("==")]
    EqEq,
    #[token("!=")]
    NotEq,
    #[token(":=")]
    Walrus,
    #[token("+=")]
    PlusEq,
    #[token("-=")]
    MinusEq,
    #[token("*=")]
    StarEq,
    #[token("/=")]
    SlashEq,
    #[token("//=")]
    SlashSlashEq,
    #[token("%=")]
    PercentEq,
    #[token("**=")]
    StarStarEq,
    #[token("@=")]
    AtEq,
    #[token("&=")]
    AmpEq,
    #[token("|=")]
    PipeEq,
    #[token("^=")]
    CaretEq,
    #[token("<<=")]
    ShlEq,
    #[token(">>=")]
    ShrEq,

    // Produced by the layout pass, never by logos.
    Indent,
    Dedent,
    /// The soft keywords `match` and `case`, marked by the layout pass where they open a
    /// match statement (elsewhere they are names).
    Match,
    Case,
    RawKernel(Box<RawKernelTok>),
}

fn digits(s: &str) -> String {
    s.chars().filter(|c| *c != '_').collect()
}

fn lex_int(l: &mut Lexer<Tok>) -> Result<num_bigint::BigInt, LexErr> {
    let s = l.slice();
    let (body, radix) = match s.get(..2).map(|p| p.to_ascii_lowercase()) {
        Some(p) if p == "0x" => (&s[2..], 16),
        Some(p) if p == "0o" => (&s[2..], 8),
        Some(p) if p == "0b" => (&s[2..], 2),
        _ => (s, 10),
    };
    let d = digits(body);
    if radix == 10 && d.len() > 1 && d.starts_with('0') && d.chars().any(|c| c != '0') {
        return Err(LexErr::BadNumber(
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers".into(),
        ));
    }
    if d.is_empty() || body.starts_with('_') && radix == 10 || body.ends_with('_') {
        return Err(LexErr::BadNumber("invalid decimal literal".into()));
    }
    num_bigint::BigInt::parse_bytes(d.as_bytes(), radix)
        .ok_or_else(|| LexErr::BadNumber("invalid decimal literal".into()))
}

fn lex_float(l: &mut Lexer<Tok>) -> Result<f64, LexErr> {
    digits(l.slice())
        .parse()
        .map_err(|_| LexErr::BadNumber("invalid float literal".into()))
}

fn lex_imag(l: &mut Lexer<Tok>) -> Result<f64, LexErr> {
    let s = l.slice();
    digits(&s[..s.len() - 1])
        .parse()
        .map_err(|_| LexErr::BadNumber("invalid imaginary literal".into()))
}

/// Scans a string literal after its opening quote (logos matched prefix + quote).
fn lex_string(l: &mut Lexer<Tok>) -> Result<StrLit, LexErr> {
    let head = l.slice();
    let quote = head.chars().last().unwrap();
    let prefix = head[..head.len() - 1].to_ascii_lowercase();
    let raw = prefix.contains('r');
    let fstring = prefix.contains('f');
    let is_bytes = prefix.contains('b');
    let rest = l.remainder();
    let triple = rest.starts_with(&format!("{quote}{quote}"));
    let (open_extra, close) = if triple {
        (2, format!("{quote}{quote}{quote}"))
    } else {
        (0, quote.to_string())
    };
    let body_from = open_extra;
    let bytes = rest.as_bytes();
    let mut i = body_from;
    loop {
        if i >= bytes.len() {
            return Err(LexErr::UnterminatedString);
        }
        let c = bytes[i];
        if c == b'\\' {
            i += 2;
            continue;
        }
        if !triple && c == b'\n' {
            return Err(LexErr::UnterminatedString);
        }
        if bytes[i..].starts_with(close.as_bytes()) {
            break;
        }
        i += 1;
    }
    let body = &rest[body_from..i];
    let body_start = l.span().end + body_from;
    l.bump(i + close.len());
    let bytes = if is_bytes {
        if !body.is_ascii() {
            return Err(LexErr::BadEscape(
                "bytes can only contain ASCII literal characters".into(),
            ));
        }
        // Escapes above \x7f are bytes, so decode through Latin-1 (one char per byte).
        let text = if raw {
            body.to_string()
        } else {
            unescape_bytes(body)?
        };
        Some(text.chars().map(|c| c as u32 as u8).collect())
    } else {
        None
    };
    let value = if raw || fstring || is_bytes {
        // f-strings are unescaped piecewise by the f-string parser (escapes only in literal parts).
        body.to_string()
    } else {
        unescape(body)?
    };
    Ok(StrLit {
        value,
        fstring,
        raw,
        bytes,
        body_start,
    })
}

/// A bytes literal's escapes: `\xNN` and octal are bytes; `\u`, `\U` and `\N` are
/// not escapes there (kept as written, as Python does).
fn unescape_bytes(s: &str) -> Result<String, LexErr> {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('\\') {
        out.push_str(&unescape(&rest[..i])?);
        let esc = &rest[i..];
        if esc.starts_with("\\u") || esc.starts_with("\\U") || esc.starts_with("\\N") {
            out.push_str(&esc[..2]);
            rest = &esc[2..];
        } else {
            let n = match esc.as_bytes().get(1) {
                Some(b'x') => 4.min(esc.len()),
                Some(b'0'..=b'7') => {
                    2 + esc[2..]
                        .bytes()
                        .take(2)
                        .take_while(|c| (b'0'..=b'7').contains(c))
                        .count()
                }
                Some(_) => 2,
                None => 1,
            };
            out.push_str(&unescape(&esc[..n])?);
            rest = &esc[n..];
        }
    }
    out.push_str(&unescape(rest)?);
    Ok(out)
}

/// Python's backslash escapes for non-raw string literals.
pub fn unescape(s: &str) -> Result<String, LexErr> {
    let mut out = String::with_capacity(s.len());
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let Some(e) = it.next() else {
            out.push('\\');
            break;
        };
        match e {
            '\n' => {}
            '\\' => out.push('\\'),
            '\'' => out.push('\''),
            '"' => out.push('"'),
            'a' => out.push('\x07'),
            'b' => out.push('\x08'),
            'f' => out.push('\x0c'),
            'n' => out.push('\n'),
            'r' => out.push('\r'),
            't' => out.push('\t'),
            'v' => out.push('\x0b'),
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap();
                for _ in 0..2 {
                    match it.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            it.next();
                        }
                        None => break,
                    }
                }
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            // `\N{BULLET}`: a character by its Unicode name (any case, as Python takes it).
            'N' => {
                let bad = || {
                    LexErr::BadEscape(
                        "(unicode error) 'unicodeescape' codec can't decode bytes: malformed \\N character escape".to_string(),
                    )
                };
                if it.next() != Some('{') {
                    return Err(bad());
                }
                let name: String = it.by_ref().take_while(|&c| c != '}').collect();
                let ch = unicode_names2::character(&name.to_uppercase()).ok_or_else(|| {
                    LexErr::BadEscape(
                        "(unicode error) 'unicodeescape' codec can't decode bytes: unknown Unicode character name".to_string(),
                    )
                })?;
                out.push(ch);
            }
            'x' | 'u' | 'U' => {
                let n = match e {
                    'x' => 2,
                    'u' => 4,
                    _ => 8,
                };
                let hex: String = (0..n).filter_map(|_| it.next()).collect();
                let ch = (hex.len() == n)
                    .then(|| u32::from_str_radix(&hex, 16).ok())
                    .flatten()
                    .and_then(char::from_u32)
                    .ok_or_else(|| LexErr::BadEscape(format!("truncated \\{e}{hex} escape")))?;
                out.push(ch);
            }
            other => {
                out.push('\\');
                out.push(other);
            }
        }
    }
    Ok(out)
}

/// Scans `raw_kernel NAME(params) { body }` starting at `src[at..]` just after the keyword.
/// Returns the token and the byte offset just past the closing brace.
pub fn scan_raw_kernel(src: &str, at: usize) -> Result<(RawKernelTok, usize), (String, usize)> {
    let b = src.as_bytes();
    let mut i = at;
    let skip_ws = |i: &mut usize| {
        while *i < b.len() && (b[*i] == b' ' || b[*i] == b'\t') {
            *i += 1
        }
    };
    skip_ws(&mut i);
    let name_start = i;
    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
        i += 1;
    }
    if i == name_start {
        return Err(("expected a kernel name after 'raw_kernel'".into(), i));
    }
    let name = src[name_start..i].to_string();
    skip_ws(&mut i);
    if i >= b.len() || b[i] != b'(' {
        return Err(("expected '(' after the kernel name".into(), i));
    }
    let close = src[i..]
        .find(')')
        .map(|p| p + i)
        .ok_or(("'(' was never closed".to_string(), i))?;
    let params = parse_kernel_params(src, i + 1, close)?;
    i = close + 1;
    while i < b.len() && (b[i] as char).is_ascii_whitespace() {
        i += 1;
    }
    if i >= b.len() || b[i] != b'{' {
        return Err((
            "expected '{' to open the CUDA C body of the raw_kernel".into(),
            i,
        ));
    }
    let open = i;
    let end = match_c_brace(b, open)
        .ok_or(("the raw_kernel body '{' was never closed".to_string(), open))?;
    Ok((
        RawKernelTok {
            name,
            params,
            body: src[open + 1..end].to_string(),
            body_span: (open + 1, end),
        },
        end + 1,
    ))
}

/// Tokenises `const float* x, int n` into (type, name) pairs.
pub fn parse_kernel_params(
    src: &str,
    from: usize,
    to: usize,
) -> Result<Vec<KernelParam>, (String, usize)> {
    let mut out = Vec::new();
    let text = &src[from..to];
    if text.trim().is_empty() {
        return Ok(out);
    }
    let mut off = from;
    for part in text.split(',') {
        let words: Vec<&str> = part
            .split(|c: char| c.is_whitespace() || c == '*')
            .filter(|w| !w.is_empty())
            .collect();
        let lead = part.len() - part.trim_start().len();
        let span = (off + lead, off + part.trim_end().len());
        if words.len() < 2
            || !words
                .iter()
                .all(|w| w.chars().all(|c| c.is_alphanumeric() || c == '_'))
        {
            return Err((
                format!("cannot read kernel parameter '{}'", part.trim()),
                span.0,
            ));
        }
        let name = words[words.len() - 1].to_string();
        let tpart = part.trim();
        let ctype = tpart[..tpart.len() - name.len()]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace(" *", "*");
        out.push(KernelParam { ctype, name, span });
        off += part.len() + 1;
    }
    Ok(out)
}

/// Index of the brace matching b[open], skipping C strings, chars and comments.
fn match_c_brace(b: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            q @ (b'"' | b'\'') => {
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < b.len() && !(b[i] == b'*' && b[i + 1] == b'/') {
                    i += 1;
                }
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    None
}
