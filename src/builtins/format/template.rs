//! Parsing `str.format` templates into literal text and replacement fields.
use super::shown;

/// A piece of a `str.format` template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FmtPiece {
    /// Literal text ('{{' and '}}' already unescaped; adjacent literals are merged).
    Lit(String),
    /// A replacement field. `name` is raw ("", "0", "a.b[0]"); `conversion` is checked to be
    /// r/s/a. `spec` is raw and may hold nested fields ("{w}"): if it contains '{', run it
    /// through `parse_format_template` and render it with the same arguments first (CPython
    /// allows one nesting level, else "Max string recursion exceeded").
    Field {
        name: String,
        conversion: Option<char>,
        spec: String,
    },
}

/// Splits a `str.format` template (CPython's MarkupIterator). The whole template is parsed
/// up front, so a syntax error later in the string wins over errors the caller would
/// raise while rendering earlier fields (CPython interleaves the two).
pub fn parse_format_template(t: &str) -> Result<Vec<FmtPiece>, String> {
    let s: Vec<char> = t.chars().collect();
    let (mut pos, mut out, mut lit) = (0, Vec::new(), String::new());
    while pos < s.len() {
        let c = s[pos];
        pos += 1;
        if c != '{' && c != '}' {
            lit.push(c);
        } else if s.get(pos) == Some(&c) {
            // '{{' and '}}' stand for one brace.
            lit.push(c);
            pos += 1;
        } else if c == '}' {
            return Err("Single '}' encountered in format string".into());
        } else if pos == s.len() {
            return Err("Single '{' encountered in format string".into());
        } else {
            if !lit.is_empty() {
                out.push(FmtPiece::Lit(std::mem::take(&mut lit)));
            }
            out.push(parse_field(&s, &mut pos)?);
        }
    }
    if !lit.is_empty() {
        out.push(FmtPiece::Lit(lit));
    }
    Ok(out)
}

/// CPython's `parse_field`: `name[!conv][:spec]}` starting after the '{'.
fn parse_field(s: &[char], pos: &mut usize) -> Result<FmtPiece, String> {
    let (end, start) = (s.len(), *pos);
    let mut c = '\0';
    while *pos < end {
        (c, *pos) = (s[*pos], *pos + 1);
        match c {
            '{' => return Err("unexpected '{' in field name".into()),
            // Brackets hide ':', '!' and '}' (e.g. "{0[}]}").
            '[' => *pos += s[*pos..].iter().take_while(|&&x| x != ']').count(),
            '}' | ':' | '!' => break,
            _ => {}
        }
    }
    let name: String = s[start..*pos - 1].iter().collect();
    let mut conversion = None;
    match c {
        '}' => return field(name, None, String::new()),
        ':' => {}
        '!' => {
            let msg = "end of string while looking for conversion specifier";
            conversion = Some(*s.get(*pos).ok_or(msg)?);
            *pos += 1;
            if *pos < end {
                *pos += 1;
                match s[*pos - 1] {
                    '}' => return field(name, conversion, String::new()),
                    ':' => {}
                    _ => return Err("expected ':' after conversion specifier".into()),
                }
            }
        }
        _ => return Err("expected '}' before end of string".into()),
    }
    let (spec_start, mut depth) = (*pos, 1);
    while let Some(&x) = s.get(*pos) {
        *pos += 1;
        depth += (x == '{') as i32 - (x == '}') as i32;
        if depth == 0 {
            return field(name, conversion, s[spec_start..*pos - 1].iter().collect());
        }
    }
    Err("unmatched '{' in format spec".into())
}

/// Builds a field, validating the conversion as CPython's `do_conversion` does.
fn field(name: String, conversion: Option<char>, spec: String) -> Result<FmtPiece, String> {
    if let Some(c) = conversion.filter(|c| !matches!(c, 'r' | 's' | 'a')) {
        return Err(format!("Unknown conversion specifier {}", shown(c, 127)));
    }
    Ok(FmtPiece::Field {
        name,
        conversion,
        spec,
    })
}
