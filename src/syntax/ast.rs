//! The syntax tree the grammar builds. Every node carries a byte span into its source.
pub use super::lexer::{KernelParam, RawKernelTok};

pub type Span = (usize, usize);

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    MatMul,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Pos,
    Invert,
    Not,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CmpOp {
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    In,
    NotIn,
    Is,
    IsNot,
}

#[derive(Debug, Clone)]
pub enum Arg {
    Pos(Expr),
    Star(Expr),
    Kw(String, Expr),
    StarStar(Expr),
}

#[derive(Debug, Clone)]
pub struct Param {
    pub name: String,
    pub default: Option<Expr>,
    pub span: Span,
    /// `x: int`: evaluated when the function is made, into `__annotations__`.
    pub annotation: Option<Expr>,
}

/// `def f(a, b=1, *args, c, d=2, **kw)`.
#[derive(Debug, Clone, Default)]
pub struct Params {
    pub positional: Vec<Param>,
    /// How many of `positional` come before a `/` (positional-only).
    pub posonly: usize,
    pub star: Option<Param>,
    /// A bare `*` (keyword-only marker) without a name.
    pub bare_star: bool,
    pub kwonly: Vec<Param>,
    pub starstar: Option<Param>,
    /// `-> T`.
    pub returns: Option<Box<Expr>>,
}

#[derive(Debug, Clone)]
pub struct Comp {
    pub target: Expr,
    pub iter: Expr,
    pub conds: Vec<Expr>,
}

#[derive(Debug, Clone)]
pub enum FPart {
    Lit(String),
    Expr {
        expr: Box<Expr>,
        conv: Option<char>,
        spec: Vec<FPart>,
    },
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    Int(i64),
    /// An int literal past 64 bits.
    Long(std::rc::Rc<num_bigint::BigInt>),
    Float(f64),
    Imag(f64),
    Str(String),
    Bytes(Vec<u8>),
    FStr(Vec<FPart>),
    Bool(bool),
    None,
    Ellipsis,
    Name(String),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Set(Vec<Expr>),
    /// A `None` key is a `**mapping` entry.
    Dict(Vec<(Option<Expr>, Expr)>),
    Starred(Box<Expr>),
    Bin(BinOp, Box<Expr>, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    IfExp(Box<Expr>, Box<Expr>, Box<Expr>),
    Lambda(Box<Params>, Box<Expr>),
    Call(Box<Expr>, Vec<Arg>),
    Attr(Box<Expr>, String),
    Index(Box<Expr>, Box<Expr>),
    Slice(Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    ListComp(Box<Expr>, Vec<Comp>),
    SetComp(Box<Expr>, Vec<Comp>),
    DictComp(Box<Expr>, Box<Expr>, Vec<Comp>),
    /// A lazy generator: lowered as a generator function over the first iterable.
    GenExp(Box<Expr>, Vec<Comp>),
    /// `yield` / `yield value` (makes the enclosing function a generator).
    Yield(Option<Box<Expr>>),
    /// `yield from iterable`.
    YieldFrom(Box<Expr>),
    /// `name := value`: binds in the enclosing function, even from inside a comprehension.
    Walrus(String, Box<Expr>),
}

#[derive(Debug, Clone)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Handler {
    pub typ: Option<Expr>,
    pub name: Option<String>,
    pub body: Vec<Stmt>,
    pub span: Span,
    /// `except*`: matches the parts of an exception group (PEP 654).
    pub star: bool,
}

#[derive(Debug, Clone)]
pub struct Alias {
    pub name: String,
    pub asname: Option<String>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum StmtKind {
    Expr(Expr),
    /// `a = b = value`: every target gets the value.
    Assign(Vec<Expr>, Expr),
    AugAssign(Expr, BinOp, Expr),
    AnnAssign(Expr, Expr, Option<Expr>),
    Del(Vec<Expr>),
    Pass,
    Break,
    Continue,
    Return(Option<Expr>),
    Raise(Option<Expr>, Option<Expr>),
    Global(Vec<String>),
    Nonlocal(Vec<String>),
    Assert(Expr, Option<Expr>),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    While(Expr, Vec<Stmt>, Vec<Stmt>),
    For(Expr, Expr, Vec<Stmt>, Vec<Stmt>),
    Try {
        body: Vec<Stmt>,
        handlers: Vec<Handler>,
        orelse: Vec<Stmt>,
        finally: Vec<Stmt>,
    },
    FuncDef {
        name: String,
        params: Box<Params>,
        body: Vec<Stmt>,
        doc: Option<String>,
    },
    /// `class Name(bases): body`; `bases` may hold keywords (`metaclass=`).
    ClassDef {
        name: String,
        bases: Vec<Arg>,
        body: Vec<Stmt>,
        doc: Option<String>,
    },
    Import(Vec<Alias>),
    ImportFrom(String, Vec<Alias>),
    With(Vec<(Expr, Option<Expr>)>, Vec<Stmt>),
    RawKernel(Box<RawKernelTok>),
    /// `match subject:` and its cases, tried in order.
    Match(Expr, Vec<MatchCase>),
}

#[derive(Debug, Clone)]
pub struct MatchCase {
    pub pattern: Pattern,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Pattern {
    pub kind: PatternKind,
    pub span: Span,
}

impl Pattern {
    pub fn new(kind: PatternKind, span: Span) -> Self {
        Pattern { kind, span }
    }
}

#[derive(Debug, Clone)]
pub enum PatternKind {
    /// A name binds the subject (`_` matches without binding).
    Capture(String),
    /// A literal or a dotted name, compared with `==` (`None`, `True`, `False` with `is`).
    Value(Expr),
    /// `[a, *rest]` or `(a, b)`; at most one `Star`.
    Sequence(Vec<Pattern>),
    /// `*rest` inside a sequence (`*_` binds nothing).
    Star(String),
    /// `{"k": p, **rest}`.
    Mapping(Vec<(Expr, Pattern)>, Option<String>),
    /// `Point(x, y=0)`: positional sub-patterns through `__match_args__`.
    Class(Expr, Vec<Pattern>, Vec<(String, Pattern)>),
    Or(Vec<Pattern>),
    As(Box<Pattern>, String),
}

/// A class pattern's argument, as written.
pub enum ClassArg {
    Pos(Pattern),
    Kw(String, Pattern, Span),
}

/// A mapping pattern's entry, as written.
pub enum MappingItem {
    Pair(Expr, Pattern),
    Rest(String, Span),
}

impl Pattern {
    /// The names this pattern binds, in order.
    pub fn names(&self, out: &mut Vec<String>) {
        match &self.kind {
            PatternKind::Capture(n) | PatternKind::Star(n) if n != "_" => out.push(n.clone()),
            PatternKind::Capture(_) | PatternKind::Star(_) | PatternKind::Value(_) => {}
            PatternKind::Sequence(v) | PatternKind::Or(v) => {
                // Every alternative of an or-pattern binds the same names (checked in lowering).
                match &self.kind {
                    PatternKind::Or(_) => v.iter().take(1).for_each(|p| p.names(out)),
                    _ => v.iter().for_each(|p| p.names(out)),
                }
            }
            PatternKind::Mapping(items, rest) => {
                items.iter().for_each(|(_, p)| p.names(out));
                out.extend(rest.iter().cloned());
            }
            PatternKind::Class(_, pos, kw) => {
                pos.iter().for_each(|p| p.names(out));
                kw.iter().for_each(|(_, p)| p.names(out));
            }
            PatternKind::As(p, n) => {
                p.names(out);
                out.push(n.clone());
            }
        }
    }

    /// The expressions a pattern evaluates: values, class names, mapping keys.
    pub fn exprs<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        match &self.kind {
            PatternKind::Value(e) => out.push(e),
            PatternKind::Capture(_) | PatternKind::Star(_) => {}
            PatternKind::Sequence(v) | PatternKind::Or(v) => v.iter().for_each(|p| p.exprs(out)),
            PatternKind::Mapping(items, _) => {
                for (k, p) in items {
                    out.push(k);
                    p.exprs(out);
                }
            }
            PatternKind::Class(c, pos, kw) => {
                out.push(c);
                pos.iter().for_each(|p| p.exprs(out));
                kw.iter().for_each(|(_, p)| p.exprs(out));
            }
            PatternKind::As(p, _) => p.exprs(out),
        }
    }
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Self {
        Expr { kind, span }
    }
}

impl ExprKind {
    /// An int literal: `Int` when it fits in 64 bits.
    pub fn int(v: num_bigint::BigInt) -> ExprKind {
        match i64::try_from(&v) {
            Ok(i) => ExprKind::Int(i),
            Err(_) => ExprKind::Long(std::rc::Rc::new(v)),
        }
    }
}
