//! Parser entry points and the helpers grammar actions call (strings, f-strings, parameter
//! lists), plus turning LALRPOP's errors into messages a Python user recognises.
use super::ast::*;
use super::layout::{self, Spanned};
use super::lexer::{StrLit, Tok, unescape};
use lalrpop_util::ParseError;

#[derive(Debug, Clone, PartialEq)]
pub struct ParseErr {
    pub msg: String,
    pub span: Span,
    /// More input could complete it (the REPL keeps reading).
    pub incomplete: bool,
}

impl ParseErr {
    pub fn new(msg: impl Into<String>, span: Span) -> Self {
        ParseErr {
            msg: msg.into(),
            span,
            incomplete: false,
        }
    }
}

pub fn parse_module(src: &str) -> Result<Vec<Stmt>, ParseErr> {
    let toks = layout::tokens(src).map_err(|e| ParseErr {
        msg: e.msg,
        span: e.span,
        incomplete: e.incomplete,
    })?;
    let last_tok = toks.last().map(|t| t.1.clone());
    let parser = crate::syntax::gpa::ModuleParser::new();
    parser
        .parse(src, toks.clone().into_iter().map(Ok::<Spanned, ParseErr>))
        .map_err(|e| convert(src, e, &toks, last_tok))
}

/// Parses one expression at `offset` of `full` (f-string fields); spans stay absolute.
fn parse_expr_at(full: &str, start: usize, end: usize) -> Result<Expr, ParseErr> {
    let piece = &full[start..end];
    let toks = layout::tokens(piece)
        .map_err(|e| ParseErr::new(e.msg, (e.span.0 + start, e.span.1 + start)))?;
    if toks.is_empty() {
        return Err(ParseErr::new(
            "f-string: empty expression not allowed",
            (start, end),
        ));
    }
    let shifted: Vec<Spanned> = toks
        .into_iter()
        .filter(|t| !matches!(t.1, Tok::Indent | Tok::Dedent))
        .map(|(a, t, b)| {
            // A nested f-string's body is found by its offset in the whole source.
            let t = match t {
                Tok::Str(mut lit) => {
                    lit.body_start += start;
                    Tok::Str(lit)
                }
                t => t,
            };
            (a + start, t, b + start)
        })
        .collect();
    crate::syntax::gpa::TopExprParser::new()
        .parse(
            full,
            shifted.clone().into_iter().map(Ok::<Spanned, ParseErr>),
        )
        .map_err(|e| convert(full, e, &shifted, None))
}

fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Name(n) => format!("name '{n}'"),
        Tok::Int(_) | Tok::Float(_) | Tok::Imag(_) => "number".into(),
        Tok::Str(_) => "string".into(),
        Tok::Newline => "end of line".into(),
        Tok::Indent => "indent".into(),
        Tok::Dedent => "dedent".into(),
        Tok::RawKernel(_) => "raw_kernel".into(),
        Tok::Walrus => "':='".into(),
        other => format!("'{}'", format!("{other:?}").to_lowercase()),
    }
}

fn not_in_language(t: &Tok) -> Option<&'static str> {
    Some(match t {
        Tok::Async | Tok::Await => "'async'/'await' are not in the gpa language",
        _ => return None,
    })
}

fn convert(
    src: &str,
    e: ParseError<usize, Tok, ParseErr>,
    toks: &[Spanned],
    last: Option<Tok>,
) -> ParseErr {
    match e {
        ParseError::User { error } => error,
        ParseError::InvalidToken { location } => {
            ParseErr::new("invalid token", (location, location + 1))
        }
        ParseError::UnrecognizedEof { location, .. } => ParseErr {
            msg: "unexpected end of input".into(),
            span: (location.saturating_sub(1), location),
            incomplete: true,
        },
        ParseError::UnrecognizedToken {
            token: (s, t, e),
            expected,
        } => {
            let idx = toks.iter().position(|x| x.0 == s && x.1 == t);
            let prev = idx.and_then(|i| i.checked_sub(1)).map(|i| &toks[i].1);
            if let Some(m) = not_in_language(&t) {
                return ParseErr::new(m, (s, e));
            }
            if let (Some(Tok::Name(n)), true) = (prev, idx.is_some()) {
                let before = idx.unwrap() - 1;
                let line_start = before == 0
                    || matches!(toks[before - 1].1, Tok::Newline | Tok::Indent | Tok::Dedent);
                if n == "match" && line_start {
                    return ParseErr::new(
                        "'match' statements are not in the gpa language",
                        (toks[before].0, e),
                    );
                }
                if n == "print"
                    && line_start
                    && matches!(t, Tok::Str(_) | Tok::Name(_) | Tok::Int(_))
                {
                    return ParseErr::new(
                        "Missing parentheses in call to 'print'. Did you mean print(...)?",
                        (toks[before].0, e),
                    );
                }
            }
            // A block opener at the end of the input: the REPL should keep reading.
            let incomplete = t == Tok::Newline
                && e == src.len()
                && last == Some(Tok::Newline)
                && expected.iter().any(|x| x == "INDENT");
            if t == Tok::Indent {
                return ParseErr::new("unexpected indent", (s, e.max(s + 1)));
            }
            if expected.iter().any(|x| x == "INDENT") {
                return ParseErr {
                    incomplete,
                    ..ParseErr::new("expected an indented block", (s, e.max(s + 1)))
                };
            }
            if t == Tok::Dedent {
                return ParseErr::new("unindent does not match the block", (s, e.max(s + 1)));
            }
            if matches!(t, Tok::Assign) && expected.iter().any(|x| x == "\"==\"") {
                return ParseErr::new(
                    "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                    (s, e),
                );
            }
            let want = summarize_expected(&expected);
            let msg = if want.is_empty() {
                format!("invalid syntax: unexpected {}", tok_text(&t))
            } else {
                format!(
                    "invalid syntax: unexpected {}; expected {}",
                    tok_text(&t),
                    want
                )
            };
            ParseErr {
                incomplete,
                ..ParseErr::new(msg, (s, e.max(s + 1)))
            }
        }
        ParseError::ExtraToken { token: (s, t, e) } => ParseErr::new(
            format!("invalid syntax: unexpected {}", tok_text(&t)),
            (s, e),
        ),
    }
}

fn summarize_expected(expected: &[String]) -> String {
    // Tokens only the layout pass makes (soft keywords, kernels) would confuse the reader.
    let mut v: Vec<&str> = expected
        .iter()
        .map(|s| s.as_str())
        .filter(|s| !matches!(*s, "\"match\"" | "\"case\"" | "RawKernel"))
        .collect();
    if v.len() > 6 {
        if v.contains(&"Name") {
            return "an expression".into();
        }
        v.truncate(6);
    }
    v.iter()
        .map(|x| match *x {
            "\"\\n\"" => "end of line".to_string(),
            "Name" => "a name".to_string(),
            o => o.trim_matches('"').replace("\\\"", "\"").to_string(),
        })
        .map(|x| if x.len() <= 3 { format!("'{x}'") } else { x })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `{k: p, **rest}`: the rest entry, if any, comes last and is not `**_`.
pub fn build_mapping_pattern(
    items: Vec<MappingItem>,
    last: Option<MappingItem>,
    span: Span,
) -> Result<Pattern, ParseErr> {
    let mut pairs = Vec::new();
    let mut rest = None;
    let all: Vec<MappingItem> = items.into_iter().chain(last).collect();
    let n = all.len();
    for (i, item) in all.into_iter().enumerate() {
        match item {
            MappingItem::Pair(k, p) => pairs.push((k, p)),
            MappingItem::Rest(name, at) => {
                if i + 1 != n {
                    return Err(ParseErr::new("invalid syntax", at));
                }
                if name == "_" {
                    return Err(ParseErr::new("invalid syntax", at));
                }
                rest = Some(name);
            }
        }
    }
    Ok(Pattern::new(PatternKind::Mapping(pairs, rest), span))
}

/// `Cls(p, q, name=r)`: positional sub-patterns before keyword ones, as Python requires.
pub fn build_class_pattern(
    cls: Expr,
    args: Vec<ClassArg>,
    span: Span,
) -> Result<Pattern, ParseErr> {
    let (mut pos, mut kw) = (Vec::new(), Vec::<(String, Pattern)>::new());
    for a in args {
        match a {
            ClassArg::Pos(p) => {
                if !kw.is_empty() {
                    return Err(ParseErr::new(
                        "positional patterns follow keyword patterns",
                        p.span,
                    ));
                }
                pos.push(p)
            }
            ClassArg::Kw(n, p, at) => {
                if kw.iter().any(|(k, _)| *k == n) {
                    return Err(ParseErr::new(
                        format!("attribute name repeated in class pattern: {n}"),
                        at,
                    ));
                }
                kw.push((n, p))
            }
        }
    }
    Ok(Pattern::new(PatternKind::Class(cls, pos, kw), span))
}

pub fn tuple_or_single(mut v: Vec<Expr>, span: Span) -> Expr {
    if v.len() == 1 && !matches!(v[0].kind, ExprKind::Starred(_)) {
        v.pop().unwrap()
    } else {
        Expr::new(ExprKind::Tuple(v), span)
    }
}

pub enum ParamItem {
    Normal(Param),
    Star(Option<Param>, Span),
    StarStar(Param),
    /// `/`: the parameters before it are positional-only.
    Slash(Span),
}

pub fn build_params(items: Vec<ParamItem>, span: Span) -> Result<Params, ParseErr> {
    let mut p = Params::default();
    let mut seen_star = false;
    let mut seen_slash = false;
    let mut names: Vec<String> = Vec::new();
    let check = |n: &str, sp: Span, names: &mut Vec<String>| {
        if names.iter().any(|x| x == n) {
            return Err(ParseErr::new(
                format!("duplicate argument '{n}' in function definition"),
                sp,
            ));
        }
        names.push(n.to_string());
        Ok(())
    };
    for it in items {
        if p.starstar.is_some() {
            return Err(ParseErr::new(
                "arguments cannot follow var-keyword argument",
                span,
            ));
        }
        match it {
            ParamItem::Normal(prm) => {
                check(&prm.name, prm.span, &mut names)?;
                if seen_star {
                    p.kwonly.push(prm);
                } else {
                    if prm.default.is_none() && p.positional.iter().any(|q| q.default.is_some()) {
                        return Err(ParseErr::new(
                            "non-default argument follows default argument",
                            prm.span,
                        ));
                    }
                    p.positional.push(prm);
                }
            }
            ParamItem::Star(prm, sp) => {
                if seen_star {
                    return Err(ParseErr::new("* argument may appear only once", sp));
                }
                seen_star = true;
                match prm {
                    Some(prm) => {
                        check(&prm.name, prm.span, &mut names)?;
                        p.star = Some(prm)
                    }
                    None => p.bare_star = true,
                }
            }
            ParamItem::StarStar(prm) => {
                check(&prm.name, prm.span, &mut names)?;
                p.starstar = Some(prm)
            }
            ParamItem::Slash(sp) => {
                if seen_slash {
                    return Err(ParseErr::new("/ may appear only once", sp));
                }
                if seen_star {
                    return Err(ParseErr::new("/ must be ahead of *", sp));
                }
                if p.positional.is_empty() {
                    return Err(ParseErr::new("at least one argument must precede /", sp));
                }
                seen_slash = true;
                p.posonly = p.positional.len();
            }
        }
    }
    if p.bare_star && p.kwonly.is_empty() {
        return Err(ParseErr::new("named arguments must follow bare *", span));
    }
    Ok(p)
}

/// Joins adjacent string literals; any f-string among them makes the whole an f-string.
pub fn build_string(
    src: &str,
    parts: Vec<(usize, StrLit, usize)>,
    span: Span,
) -> Result<Expr, ParseErr> {
    let nbytes = parts.iter().filter(|(_, s, _)| s.bytes.is_some()).count();
    if nbytes > 0 {
        if nbytes < parts.len() {
            return Err(ParseErr::new(
                "cannot mix bytes and nonbytes literals",
                span,
            ));
        }
        let b: Vec<u8> = parts
            .into_iter()
            .flat_map(|(_, s, _)| s.bytes.unwrap_or_default())
            .collect();
        return Ok(Expr::new(ExprKind::Bytes(b), span));
    }
    if parts.iter().all(|(_, s, _)| !s.fstring) {
        let s: String = parts.into_iter().map(|(_, s, _)| s.value).collect();
        return Ok(Expr::new(ExprKind::Str(s), span));
    }
    let mut out: Vec<FPart> = Vec::new();
    for (l, s, r) in parts {
        if s.fstring {
            out.extend(parse_fstring(src, &s, (l, r))?);
        } else {
            out.push(FPart::Lit(s.value));
        }
    }
    Ok(Expr::new(ExprKind::FStr(out), span))
}

/// Splits an f-string body into literal text and `{expr!c:spec}` fields.
fn parse_fstring(src: &str, s: &StrLit, span: Span) -> Result<Vec<FPart>, ParseErr> {
    fstring_pieces(
        src,
        s.body_start,
        s.body_start + s.value.len(),
        s.raw,
        span,
        0,
    )
}

fn fstring_pieces(
    src: &str,
    from: usize,
    to: usize,
    raw: bool,
    span: Span,
    depth: u32,
) -> Result<Vec<FPart>, ParseErr> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut lit = String::new();
    let mut i = from;
    let flush = |lit: &mut String, out: &mut Vec<FPart>| -> Result<(), ParseErr> {
        if !lit.is_empty() {
            let text = if raw {
                lit.clone()
            } else {
                unescape(lit).map_err(|_| ParseErr::new("bad escape in f-string", span))?
            };
            out.push(FPart::Lit(text));
            lit.clear();
        }
        Ok(())
    };
    while i < to {
        let c = b[i];
        // `\N{NAME}` is an escape, not a field; `\\` is one (so `\\N{x}` holds a field).
        if !raw && c == b'\\' && i + 1 < to {
            let end = if b[i + 1] == b'N' && b.get(i + 2) == Some(&b'{') {
                src[i..to].find('}').map_or(to, |k| i + k + 1)
            } else if b[i + 1] == b'\\' {
                i + 2
            } else {
                i + 1
            };
            lit.push_str(&src[i..end]);
            i = end;
            continue;
        }
        if c == b'{' && b.get(i + 1) == Some(&b'{') && i + 1 < to {
            lit.push('{');
            i += 2;
            continue;
        }
        if c == b'}' {
            if b.get(i + 1) == Some(&b'}') && i + 1 < to {
                lit.push('}');
                i += 2;
                continue;
            }
            return Err(ParseErr::new(
                "f-string: single '}' is not allowed",
                (i, i + 1),
            ));
        }
        if c == b'{' {
            flush(&mut lit, &mut out)?;
            if depth > 1 {
                return Err(ParseErr::new(
                    "f-string: expressions nested too deeply",
                    (i, i + 1),
                ));
            }
            // Find the end of the expression: a top-level '!', ':' or '}'.
            let start = i + 1;
            let mut j = start;
            let mut nest = 0i32;
            let mut quote: Option<u8> = None;
            while j < to {
                let d = b[j];
                if let Some(q) = quote {
                    if d == q {
                        quote = None;
                    }
                } else {
                    match d {
                        b'\'' | b'"' => quote = Some(d),
                        b'(' | b'[' | b'{' => nest += 1,
                        b')' | b']' => nest -= 1,
                        b'}' if nest > 0 => nest -= 1,
                        b'}' => break,
                        b'!' if nest == 0 && b.get(j + 1) != Some(&b'=') => break,
                        b':' if nest == 0 => break,
                        _ => {}
                    }
                }
                j += 1;
            }
            if j >= to {
                return Err(ParseErr::new("f-string: expecting '}'", (i, to)));
            }
            let mut expr_end = j;
            // `{expr=}` (Python 3.8): the expression's text, `=` and spaces included, then
            // its repr (or its format when a spec follows).
            let text = &src[start..expr_end];
            let head = text.trim_end();
            let debug = head.ends_with('=')
                && !head[..head.len() - 1].ends_with(['=', '!', '<', '>'])
                && !head[..head.len() - 1].trim().is_empty();
            if debug {
                lit.push_str(text);
                flush(&mut lit, &mut out)?;
                expr_end = start + head.len() - 1;
            }
            let mut conv = None;
            if b[j] == b'!' {
                conv = src[j + 1..].chars().next();
                if !matches!(conv, Some('r' | 's' | 'a')) {
                    return Err(ParseErr::new(
                        "f-string: invalid conversion character: expected 's', 'r', or 'a'",
                        (j, j + 2),
                    ));
                }
                j += 2;
            }
            let mut spec = Vec::new();
            if j < to && b[j] == b':' {
                let spec_from = j + 1;
                let mut k = spec_from;
                let mut nest = 0;
                while k < to {
                    match b[k] {
                        b'{' => nest += 1,
                        b'}' if nest == 0 => break,
                        b'}' => nest -= 1,
                        _ => {}
                    }
                    k += 1;
                }
                spec = fstring_pieces(src, spec_from, k, true, span, depth + 1)?;
                j = k;
            }
            if j >= to || b[j] != b'}' {
                return Err(ParseErr::new("f-string: expecting '}'", (i, j.min(to))));
            }
            if src[start..expr_end].trim().is_empty() {
                return Err(ParseErr::new(
                    "f-string: empty expression not allowed",
                    (i, j + 1),
                ));
            }
            let expr = parse_expr_at(src, start, expr_end)?;
            if debug && conv.is_none() && spec.is_empty() {
                conv = Some('r');
            }
            out.push(FPart::Expr {
                expr: Box::new(expr),
                conv,
                spec,
            });
            i = j + 1;
            continue;
        }
        let ch = src[i..].chars().next().unwrap();
        lit.push(ch);
        i += ch.len_utf8();
    }
    flush(&mut lit, &mut out)?;
    Ok(out)
}

/// True when `src` is an unfinished block or bracket that another line could complete.
pub fn is_incomplete(src: &str) -> bool {
    match parse_module(src) {
        Ok(_) => false,
        Err(e) => e.incomplete,
    }
}
