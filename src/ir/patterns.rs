//! Lowering `match` statements: each case's pattern becomes a `Pat` with its captures bound
//! to slots of the enclosing scope, after CPython's compile-time checks.
use super::lower::{LResult, Lowerer, lerr};
use super::*;
use crate::syntax::ast::{Expr, ExprKind, MatchCase, Pattern, PatternKind};

impl Lowerer<'_> {
    pub(super) fn match_stmt(&mut self, subject: &Expr, cases: &[MatchCase]) -> LResult<St> {
        let subject = self.expr(subject)?;
        let mut out = Vec::new();
        for (i, c) in cases.iter().enumerate() {
            // An unguarded catch-all before the last case leaves the rest unreachable.
            if c.guard.is_none() && i + 1 < cases.len() && irrefutable(&c.pattern) {
                return lerr(unreachable_msg(&c.pattern), c.pattern.span);
            }
            let mut seen = Vec::new();
            let pat = self.pattern(&c.pattern, &mut seen)?;
            let guard = c.guard.as_ref().map(|g| self.expr(g)).transpose()?;
            out.push(Case {
                pat,
                guard,
                body: self.block(&c.body)?,
            });
        }
        Ok(St::Match(subject, out))
    }

    /// `seen` collects the names bound so far in this case's pattern (each at most once).
    fn pattern(&mut self, p: &Pattern, seen: &mut Vec<String>) -> LResult<Pat> {
        let bind = |l: &mut Self, n: &str, seen: &mut Vec<String>| -> LResult<Slot> {
            if seen.iter().any(|s| s == n) {
                return lerr(
                    format!("multiple assignments to name '{n}' in pattern"),
                    p.span,
                );
            }
            seen.push(n.to_string());
            Ok(l.bind_slot(n))
        };
        Ok(match &p.kind {
            PatternKind::Capture(n) if n == "_" => Pat::Wild,
            PatternKind::Capture(n) => Pat::Capture(bind(self, n, seen)?),
            PatternKind::Value(e) => {
                let identity = matches!(e.kind, ExprKind::None | ExprKind::Bool(_));
                Pat::Value(self.expr(e)?, identity)
            }
            PatternKind::Star(_) => return lerr("can't use starred expression here", p.span),
            PatternKind::Sequence(items) => {
                let mut pats = Vec::new();
                let mut star = None;
                for (i, item) in items.iter().enumerate() {
                    if let PatternKind::Star(n) = &item.kind {
                        if star.is_some() {
                            return lerr("multiple starred names in sequence pattern", item.span);
                        }
                        let slot = match n.as_str() {
                            "_" => None,
                            n => Some(bind(self, n, seen)?),
                        };
                        star = Some((i, slot));
                        pats.push(Pat::Wild);
                    } else {
                        pats.push(self.pattern(item, seen)?);
                    }
                }
                Pat::Seq(pats, star)
            }
            PatternKind::Mapping(items, rest) => {
                let mut pairs = Vec::new();
                let mut literals: Vec<String> = Vec::new();
                for (k, _) in items {
                    if let Some(text) = literal_text(k) {
                        if literals.contains(&text) {
                            return lerr(
                                format!("mapping pattern checks duplicate key ({text})"),
                                k.span,
                            );
                        }
                        literals.push(text);
                    }
                }
                for (k, v) in items {
                    pairs.push((self.expr(k)?, self.pattern(v, seen)?));
                }
                let rest = rest.as_ref().map(|n| bind(self, n, seen)).transpose()?;
                Pat::Map(pairs, rest)
            }
            PatternKind::Class(cls, pos, kw) => {
                let cls = self.expr(cls)?;
                let pos = pos
                    .iter()
                    .map(|q| self.pattern(q, seen))
                    .collect::<LResult<Vec<_>>>()?;
                let mut kws = Vec::new();
                for (n, q) in kw {
                    kws.push((n.as_str().into(), self.pattern(q, seen)?));
                }
                Pat::Class(Box::new(ClassPat {
                    cls,
                    pos,
                    kw: kws,
                    span: p.span,
                }))
            }
            PatternKind::Or(alts) => {
                let mut pats = Vec::new();
                let mut names: Option<Vec<String>> = None;
                for (i, a) in alts.iter().enumerate() {
                    if i + 1 < alts.len() && irrefutable(a) {
                        return lerr(unreachable_msg(a), a.span);
                    }
                    let mut mine = seen.clone();
                    pats.push(self.pattern(a, &mut mine)?);
                    let mut bound: Vec<String> = mine[seen.len()..].to_vec();
                    bound.sort();
                    match &names {
                        None => names = Some(bound),
                        Some(first) if *first != bound => {
                            return lerr("alternative patterns bind different names", p.span);
                        }
                        _ => {}
                    }
                }
                seen.extend(names.unwrap_or_default());
                Pat::Or(pats)
            }
            PatternKind::As(inner, n) => {
                let inner = self.pattern(inner, seen)?;
                if n == "_" {
                    return lerr("cannot use '_' as a target", p.span);
                }
                Pat::As(Box::new(inner), bind(self, n, seen)?)
            }
        })
    }
}

/// A pattern that matches anything: a capture, `_`, or an or-pattern holding one.
fn irrefutable(p: &Pattern) -> bool {
    match &p.kind {
        PatternKind::Capture(_) => true,
        PatternKind::Or(v) => v.iter().any(irrefutable),
        PatternKind::As(inner, _) => irrefutable(inner),
        _ => false,
    }
}

/// A literal key's text, to find the same key written twice (`{1: a, 1: b}`).
fn literal_text(e: &Expr) -> Option<String> {
    Some(match &e.kind {
        ExprKind::Int(i) => i.to_string(),
        ExprKind::Long(b) => b.to_string(),
        ExprKind::Float(x) => format!("{x:?}"),
        ExprKind::Str(s) => format!("{s:?}"),
        ExprKind::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        ExprKind::None => "None".to_string(),
        ExprKind::Unary(crate::syntax::ast::UnOp::Neg, x) => format!("-{}", literal_text(x)?),
        _ => return None,
    })
}

fn unreachable_msg(p: &Pattern) -> String {
    match &p.kind {
        PatternKind::Capture(n) if n != "_" => {
            format!("name capture '{n}' makes remaining patterns unreachable")
        }
        _ => "wildcard makes remaining patterns unreachable".to_string(),
    }
}
