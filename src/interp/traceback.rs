//! Python-style traceback text for caught exceptions: the frames an exception passed
//! through, noted when an `except` catches it, written as CPython 3.12 writes them
//! (`File "...", line N, in f`, the source line, carets under the part that failed).
//! `traceback.format_exc()` and the chained exceptions of an uncaught error use it.

use super::Interp;
use super::error::{RtErr, TraceEntry};
use super::value::Value;
use std::rc::Rc;

/// Notes where `e` was raised on its exception value, once (a re-raise keeps the first).
/// Each entry is a frame: the function it is in ("" for the outermost, found from the
/// source) and its current position.
pub fn note_frames(e: &RtErr) {
    let Value::Exc(x) = &e.exc else { return };
    if x.links.borrow().frames.is_some() {
        return;
    }
    let mut frames = Vec::with_capacity(e.trace.len() + 1);
    let mut func: Rc<str> = Rc::from("");
    for t in &e.trace {
        frames.push(TraceEntry {
            func: func.clone(),
            src: t.src,
            span: t.span,
        });
        func = t.func.clone();
    }
    if let Some((src, span)) = e.at {
        frames.push(TraceEntry { func, src, span });
    }
    x.links.borrow_mut().frames = Some(Rc::new(frames));
}

/// The frames noted on exception `exc`, formatted (empty when it was never caught).
pub fn frame_lines(it: &Interp, exc: &Value) -> Vec<String> {
    let Value::Exc(x) = exc else {
        return Vec::new();
    };
    let Some(frames) = x.links.borrow().frames.clone() else {
        return Vec::new();
    };
    frames.iter().filter_map(|f| frame_text(it, f)).collect()
}

/// One frame: `  File "path", line N, in func\n    source\n` and carets when the failing
/// part is not the whole line.
fn frame_text(it: &Interp, f: &TraceEntry) -> Option<String> {
    let s = it.sources.get(f.src as usize)?;
    let (line, col) = crate::diag::line_col(&s.text, f.span.0);
    let text = s.text.lines().nth(line - 1).unwrap_or("");
    let func = if f.func.is_empty() {
        super::warn::enclosing_def(&s.text, line)
    } else {
        &f.func
    };
    // Python names a script by its absolute path.
    let file = match std::path::absolute(&s.name) {
        Ok(p) if !s.name.starts_with('<') => p.display().to_string(),
        _ => s.name.clone(),
    };
    let mut out = format!("  File \"{file}\", line {line}, in {func}\n");
    let stripped = text.trim();
    if stripped.is_empty() {
        return Some(out);
    }
    out.push_str(&format!("    {stripped}\n"));
    // Carets in characters, from the span's start to its end on this line.
    let lead = text.len() - text.trim_start().len();
    let line_start = f.span.0 - (col - 1);
    let start = (f.span.0 - line_start).max(lead);
    let end = (f.span.1.saturating_sub(line_start)).min(lead + stripped.len());
    if end <= start {
        return Some(out);
    }
    let segment = text.get(start..end).unwrap_or("");
    let anchors = anchors(segment);
    if end - start < stripped.len() || anchors.is_some_and(|(l, r)| r > l) {
        let chars = |a: usize, b: usize| text.get(a..b).map_or(b - a, |t| t.chars().count());
        let marks = match anchors {
            Some((l, r)) => format!(
                "{}{}{}",
                "~".repeat(chars(start, start + l)),
                "^".repeat(chars(start + l, start + r)),
                "~".repeat(chars(start + r, end))
            ),
            None => "^".repeat(chars(start, end)),
        };
        out.push_str(&format!("    {}{marks}\n", " ".repeat(chars(lead, start))));
    }
    Some(out)
}

/// CPython 3.12's caret anchors inside the failing expression (byte offsets into it): the
/// operator of a binary operation, the brackets of a subscript; None for anything else.
fn anchors(segment: &str) -> Option<(usize, usize)> {
    use crate::syntax::ast::{ExprKind, StmtKind};
    let stmts = crate::syntax::parse::parse_module(segment).ok()?;
    let StmtKind::Expr(e) = &stmts.first()?.kind else {
        return None;
    };
    let b = segment.as_bytes();
    match &e.kind {
        ExprKind::Bin(_, left, right) => {
            let op = segment.get(left.span.1..right.span.0)?;
            let offset = op.len() - op.trim_start().len();
            let mut l = left.span.1 + offset;
            let mut r = l + 1;
            if op
                .as_bytes()
                .get(offset + 1)
                .is_some_and(|c| !c.is_ascii_whitespace())
            {
                r += 1;
            }
            while l < b.len() && (b[l].is_ascii_whitespace() || b[l] == b')' || b[l] == b'#') {
                l += 1;
                r += 1;
            }
            Some((l, r.min(b.len())))
        }
        ExprKind::Index(value, index) => {
            let mut l = value.span.1;
            let mut r = index.span.1 + 1;
            while l < b.len() && b[l] != b'[' {
                l += 1;
            }
            while r < b.len() && b[r] != b']' {
                r += 1;
            }
            if r < b.len() {
                r += 1;
            }
            Some((l, r.min(b.len())))
        }
        _ => None,
    }
}

/// What CPython prints before an uncaught exception `exc`: the exceptions it was raised
/// from or while handling (`__cause__`, else `__context__` unless suppressed), oldest
/// first, each with its frames and the sentence that links it to the next.
pub fn chain_text(it: &mut Interp, exc: &Value) -> String {
    let mut seen = vec![exc.id()];
    let mut parts = Vec::new();
    let mut cur = exc.clone();
    while let Value::Exc(x) = &cur {
        let links = x.links.borrow().clone();
        let (prev, sentence) = match (links.cause, links.context) {
            (Some(c), _) => (
                c,
                "The above exception was the direct cause of the following exception:",
            ),
            (None, Some(c)) if !links.suppress_context => (
                c,
                "During handling of the above exception, another exception occurred:",
            ),
            _ => break,
        };
        if !matches!(prev, Value::Exc(_)) || seen.contains(&prev.id()) {
            break;
        }
        seen.push(prev.id());
        let frames = frame_lines(it, &prev);
        let mut text = String::new();
        if !frames.is_empty() {
            text.push_str("Traceback (most recent call last):\n");
            text.extend(frames);
        }
        let message = it.to_str(&prev).unwrap_or_default();
        text.push_str(prev.type_name());
        if !message.is_empty() {
            text.push_str(": ");
            text.push_str(&message);
        }
        text.push_str(&format!("\n\n{sentence}\n\n"));
        parts.push(text);
        cur = prev;
    }
    parts.reverse();
    parts.concat()
}
