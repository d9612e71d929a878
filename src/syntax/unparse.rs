//! Expressions back to source text, as CPython's `ast.unparse` writes them: what an
//! annotation becomes under `from __future__ import annotations` (PEP 563), where
//! `x: dict[str,int]` is recorded as the string `'dict[str, int]'`.
use super::ast::{Arg, BinOp, CmpOp, Expr, ExprKind, FPart, UnOp};

/// Binding strength, loosest first (CPython's `_Precedence`).
#[derive(Clone, Copy, PartialEq, PartialOrd)]
enum Prec {
    Tuple,
    Named,
    Test,
    Or,
    And,
    Not,
    Cmp,
    BOr,
    BXor,
    BAnd,
    Shift,
    Arith,
    Term,
    Factor,
    Power,
    Atom,
}

pub fn unparse(e: &Expr) -> String {
    let mut out = String::new();
    write(e, Prec::Test, &mut out);
    out
}

fn bin_prec(op: BinOp) -> (Prec, &'static str) {
    match op {
        BinOp::Add => (Prec::Arith, "+"),
        BinOp::Sub => (Prec::Arith, "-"),
        BinOp::Mul => (Prec::Term, "*"),
        BinOp::Div => (Prec::Term, "/"),
        BinOp::FloorDiv => (Prec::Term, "//"),
        BinOp::Mod => (Prec::Term, "%"),
        BinOp::MatMul => (Prec::Term, "@"),
        BinOp::Pow => (Prec::Power, "**"),
        BinOp::BitAnd => (Prec::BAnd, "&"),
        BinOp::BitOr => (Prec::BOr, "|"),
        BinOp::BitXor => (Prec::BXor, "^"),
        BinOp::Shl => (Prec::Shift, "<<"),
        BinOp::Shr => (Prec::Shift, ">>"),
    }
}

fn cmp_text(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "<",
        CmpOp::Gt => ">",
        CmpOp::Le => "<=",
        CmpOp::Ge => ">=",
        CmpOp::Eq => "==",
        CmpOp::Ne => "!=",
        CmpOp::In => "in",
        CmpOp::NotIn => "not in",
        CmpOp::Is => "is",
        CmpOp::IsNot => "is not",
    }
}

/// Writes `e` where the context binds as tightly as `ctx`: parenthesised if `e` is looser.
fn write(e: &Expr, ctx: Prec, out: &mut String) {
    let paren = |p: Prec, out: &mut String, body: &dyn Fn(&mut String)| {
        if p < ctx {
            out.push('(');
            body(out);
            out.push(')');
        } else {
            body(out);
        }
    };
    match &e.kind {
        ExprKind::Int(n) => out.push_str(&n.to_string()),
        ExprKind::Long(n) => out.push_str(&n.to_string()),
        ExprKind::Float(x) => out.push_str(&crate::builtins::format::float_repr(*x)),
        ExprKind::Imag(x) => out.push_str(&crate::builtins::format::complex_repr(0.0, *x)),
        ExprKind::Str(s) => out.push_str(&crate::interp::repr::str_repr(s)),
        ExprKind::Bytes(b) => out.push_str(&crate::interp::repr::bytes_repr(b)),
        ExprKind::FStr(parts) => fstring(parts, out),
        ExprKind::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        ExprKind::None => out.push_str("None"),
        ExprKind::Ellipsis => out.push_str("..."),
        ExprKind::Name(n) => out.push_str(n),
        ExprKind::List(v) => {
            out.push('[');
            items(v, out);
            out.push(']');
        }
        ExprKind::Set(v) => {
            out.push('{');
            items(v, out);
            out.push('}');
        }
        ExprKind::Tuple(v) => {
            let inner = |out: &mut String| {
                items(v, out);
                if v.len() == 1 {
                    out.push(',');
                }
            };
            if v.is_empty() || ctx > Prec::Tuple {
                out.push('(');
                inner(out);
                out.push(')');
            } else {
                inner(out);
            }
        }
        ExprKind::Dict(kv) => {
            out.push('{');
            for (i, (k, v)) in kv.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match k {
                    Some(k) => {
                        write(k, Prec::Test, out);
                        out.push_str(": ");
                        write(v, Prec::Test, out);
                    }
                    None => {
                        out.push_str("**");
                        write(v, Prec::BOr, out);
                    }
                }
            }
            out.push('}');
        }
        ExprKind::Starred(x) => {
            out.push('*');
            write(x, Prec::BOr, out);
        }
        ExprKind::Bin(op, a, b) => {
            let (p, text) = bin_prec(*op);
            // `**` groups to the right, the others to the left.
            let (pa, pb) = if *op == BinOp::Pow {
                (next(p), p)
            } else {
                (p, next(p))
            };
            paren(p, out, &|out| {
                write(a, pa, out);
                out.push_str(&format!(" {text} "));
                write(b, pb, out);
            });
        }
        ExprKind::Unary(op, x) => {
            let (p, text) = match op {
                UnOp::Not => (Prec::Not, "not "),
                UnOp::Neg => (Prec::Factor, "-"),
                UnOp::Pos => (Prec::Factor, "+"),
                UnOp::Invert => (Prec::Factor, "~"),
            };
            paren(p, out, &|out| {
                out.push_str(text);
                write(x, p, out);
            });
        }
        ExprKind::And(a, b) | ExprKind::Or(a, b) => {
            let (p, text) = match &e.kind {
                ExprKind::And(..) => (Prec::And, " and "),
                _ => (Prec::Or, " or "),
            };
            paren(p, out, &|out| {
                write(a, next(p), out);
                out.push_str(text);
                write(b, next(p), out);
            });
        }
        ExprKind::Compare(a, rest) => paren(Prec::Cmp, out, &|out| {
            write(a, next(Prec::Cmp), out);
            for (op, x) in rest {
                out.push_str(&format!(" {} ", cmp_text(*op)));
                write(x, next(Prec::Cmp), out);
            }
        }),
        ExprKind::IfExp(c, a, b) => paren(Prec::Test, out, &|out| {
            write(a, next(Prec::Test), out);
            out.push_str(" if ");
            write(c, next(Prec::Test), out);
            out.push_str(" else ");
            write(b, Prec::Test, out);
        }),
        ExprKind::Lambda(_, body) => paren(Prec::Test, out, &|out| {
            out.push_str("lambda: ");
            write(body, Prec::Test, out);
        }),
        ExprKind::Call(f, args) => {
            write(f, Prec::Atom, out);
            out.push('(');
            for (i, a) in args.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                match a {
                    Arg::Pos(x) => write(x, Prec::Test, out),
                    Arg::Star(x) => {
                        out.push('*');
                        write(x, Prec::BOr, out);
                    }
                    Arg::Kw(k, x) => {
                        out.push_str(k);
                        out.push('=');
                        write(x, Prec::Test, out);
                    }
                    Arg::StarStar(x) => {
                        out.push_str("**");
                        write(x, Prec::BOr, out);
                    }
                }
            }
            out.push(')');
        }
        ExprKind::Attr(x, name) => {
            write(x, Prec::Atom, out);
            // `1 .real`: an int's dot would read as a float's.
            if matches!(x.kind, ExprKind::Int(_)) {
                out.push(' ');
            }
            out.push('.');
            out.push_str(name);
        }
        ExprKind::Index(x, i) => {
            write(x, Prec::Atom, out);
            out.push('[');
            match &i.kind {
                // `d[str, int]`: a tuple subscript without its parentheses.
                ExprKind::Tuple(v) if !v.is_empty() => {
                    items(v, out);
                    if v.len() == 1 {
                        out.push(',');
                    }
                }
                _ => write(i, Prec::Tuple, out),
            }
            out.push(']');
        }
        ExprKind::Slice(a, b, c) => {
            if let Some(a) = a {
                write(a, Prec::Test, out);
            }
            out.push(':');
            if let Some(b) = b {
                write(b, Prec::Test, out);
            }
            if let Some(c) = c {
                out.push(':');
                write(c, Prec::Test, out);
            }
        }
        ExprKind::Walrus(n, x) => paren(Prec::Named, out, &|out| {
            out.push_str(n);
            out.push_str(" := ");
            write(x, Prec::Atom, out);
        }),
        ExprKind::Yield(_) | ExprKind::YieldFrom(_) => out.push_str("(yield)"),
        ExprKind::ListComp(..)
        | ExprKind::SetComp(..)
        | ExprKind::DictComp(..)
        | ExprKind::GenExp(..) => out.push_str("(...)"),
    }
}

fn next(p: Prec) -> Prec {
    match p {
        Prec::Tuple => Prec::Named,
        Prec::Named => Prec::Test,
        Prec::Test => Prec::Or,
        Prec::Or => Prec::And,
        Prec::And => Prec::Not,
        Prec::Not => Prec::Cmp,
        Prec::Cmp => Prec::BOr,
        Prec::BOr => Prec::BXor,
        Prec::BXor => Prec::BAnd,
        Prec::BAnd => Prec::Shift,
        Prec::Shift => Prec::Arith,
        Prec::Arith => Prec::Term,
        Prec::Term => Prec::Factor,
        Prec::Factor => Prec::Power,
        Prec::Power | Prec::Atom => Prec::Atom,
    }
}

fn items(v: &[Expr], out: &mut String) {
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write(x, Prec::Test, out);
    }
}

fn fstring(parts: &[FPart], out: &mut String) {
    let mut body = String::new();
    for p in parts {
        match p {
            FPart::Lit(s) => body.push_str(&s.replace('{', "{{").replace('}', "}}")),
            FPart::Expr { expr, .. } => {
                body.push('{');
                write(expr, Prec::Test, &mut body);
                body.push('}');
            }
        }
    }
    out.push('f');
    out.push_str(&crate::interp::repr::str_repr(&body));
}
