//! The IR the interpreter walks: names resolved to slots, sugar removed (augmented
//! assignment, chained comparison, comprehensions, elif), constants folded.
mod lower;
mod patterns;
mod scope;

pub use crate::syntax::ast::{BinOp, CmpOp, Span, UnOp};
pub use lower::{LowerErr, lower_module};

use crate::interp::value::Value;
use std::rc::Rc;

#[derive(Debug, Clone, Copy)]
pub enum Slot {
    Local(u32),
    /// A cell of this frame (own or captured).
    Cell(u32),
    Global(u32),
}

pub enum Ex {
    Const(Value),
    Load(Slot, Rc<str>, Span),
    /// A name a class body binds, read there: its local if bound yet, else the module's
    /// global or the builtin (CPython's `LOAD_NAME`: `class C: tqdm = tqdm`).
    LoadClassName(u32, u32, Rc<str>, Span),
    Bin(BinOp, Box<Ex>, Box<Ex>, Span),
    Unary(UnOp, Box<Ex>, Span),
    And(Box<Ex>, Box<Ex>),
    Or(Box<Ex>, Box<Ex>),
    /// `a < b < c`: each middle operand is evaluated once.
    Compare(Box<Ex>, Vec<(CmpOp, Ex, Span)>),
    IfExp(Box<Ex>, Box<Ex>, Box<Ex>),
    Call(Box<Call>),
    /// `obj.name(args)` without building a bound method.
    CallMethod(Box<(Ex, Rc<str>, CallArgs, Span)>),
    Attr(Box<Ex>, Rc<str>, Span),
    Index(Box<Ex>, Box<Ex>, Span),
    Slice(Box<[Option<Ex>; 3]>),
    List(Vec<Item>),
    Tuple(Vec<Item>),
    Set(Vec<Item>, Span),
    Dict(Vec<(Option<Ex>, Ex)>, Span),
    FStr(Vec<FPiece>),
    MakeFunc(Box<MakeFunc>),
    /// A class statement's value: the class made from its bases and body.
    MakeClass(Box<MakeClass>),
    /// The end of a class body: its names and their values (unbound ones left out).
    ClassNs(Vec<(Rc<str>, Slot)>),
    /// `super()` in a method: its first parameter and the method's qualname.
    Super(Box<(Option<Slot>, Rc<str>, Span)>),
    Comp(Box<Comprehension>),
    /// `yield value` in a generator's body; its value is what `send` passes in.
    Yield(Option<Box<Ex>>, Span),
    /// `yield from iterable`; its value is the sub-generator's return value.
    YieldFrom(Box<Ex>, Span),
    /// A generator expression: its generator function called on `iter(first)`.
    GenExp(Box<GenExp>),
    /// `name := value`: stores the value and gives it.
    Walrus(Slot, Box<Ex>),
}

pub struct GenExp {
    pub func: MakeFunc,
    pub first: Ex,
    pub first_span: Span,
}

pub struct MakeClass {
    pub name: Rc<str>,
    pub qualname: Rc<str>,
    pub body: MakeFunc,
    pub bases: Vec<Item>,
    pub kw: Vec<(Rc<str>, Ex)>,
    pub span: Span,
}

pub enum Item {
    One(Ex),
    Star(Ex, Span),
}

pub enum FPiece {
    Lit(Rc<str>),
    Field {
        expr: Ex,
        conv: Option<char>,
        spec: Vec<FPiece>,
        span: Span,
    },
}

pub struct CallArgs {
    pub pos: Vec<Item>,
    /// Keyword arguments in source order; `None` is a `**mapping`.
    pub kw: Vec<(Option<Rc<str>>, Ex)>,
    /// Only plain positional arguments (the fast path).
    pub simple: bool,
}

pub struct Call {
    pub func: Ex,
    pub args: CallArgs,
    pub span: Span,
}

pub struct MakeFunc {
    pub code: Rc<FuncCode>,
    pub defaults: Vec<Ex>,
    pub kwdefaults: Vec<Option<Ex>>,
    /// `__annotations__`: parameter names (and "return") with their annotations, evaluated
    /// in the defining scope when the function is made.
    pub annotations: Vec<(Rc<str>, Ex)>,
    /// Cells of the defining frame that the new function captures, in its free-var order.
    pub captures: Vec<u32>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum CompKind {
    List,
    Set,
    Dict,
}

pub struct CompLoop {
    pub target: Target,
    pub iter: Ex,
    pub conds: Vec<Ex>,
    pub span: Span,
}

pub struct Comprehension {
    pub kind: CompKind,
    pub elt: Ex,
    /// For dict comprehensions: the value expression.
    pub value: Option<Ex>,
    pub loops: Vec<CompLoop>,
    pub span: Span,
}

pub enum Target {
    Slot(Slot, Rc<str>),
    Index(Ex, Ex, Span),
    Attr(Ex, Rc<str>, Span),
    /// `a, *b, c = ...`: the index of the starred target, if any.
    Unpack(Vec<Target>, Option<usize>, Span),
}

pub struct Stmt {
    pub kind: St,
    pub span: Span,
}

pub struct Handler {
    pub typ: Option<Ex>,
    pub name: Option<Target>,
    pub body: Vec<Stmt>,
}

pub enum St {
    Expr(Ex),
    Assign(Target, Ex),
    AssignMany(Vec<Target>, Ex),
    AugAssign(Target, BinOp, Ex),
    Del(Target),
    Pass,
    If(Ex, Vec<Stmt>, Vec<Stmt>),
    While(Ex, Vec<Stmt>, Vec<Stmt>),
    For(Target, Ex, Vec<Stmt>, Vec<Stmt>),
    Break,
    Continue,
    Return(Option<Ex>),
    Raise(Option<Ex>, Option<Ex>),
    Assert(Ex, Option<Ex>),
    Try(Box<TryStmt>),
    /// `import a.b as c`: the module path and where to bind it.
    Import(String, Target, bool),
    ImportFrom(String, Vec<(Rc<str>, Target)>),
    ImportStar(String),
    With(Vec<(Ex, Option<Target>)>, Vec<Stmt>),
    RawKernel(Rc<crate::syntax::ast::RawKernelTok>, Target),
    /// `match subject:`: the first case whose pattern matches (and guard holds) runs.
    Match(Ex, Vec<Case>),
}

pub struct Case {
    pub pat: Pat,
    pub guard: Option<Ex>,
    pub body: Vec<Stmt>,
}

/// A match pattern with its names resolved.
pub enum Pat {
    Wild,
    Capture(Slot),
    /// Compared with `==`, or with `is` for `None`, `True` and `False`.
    Value(Ex, bool),
    /// Items, and the starred item's index and slot (`*_` binds nothing).
    Seq(Vec<Pat>, Option<(usize, Option<Slot>)>),
    Map(Vec<(Ex, Pat)>, Option<Slot>),
    Class(Box<ClassPat>),
    Or(Vec<Pat>),
    As(Box<Pat>, Slot),
}

pub struct ClassPat {
    pub cls: Ex,
    pub pos: Vec<Pat>,
    pub kw: Vec<(Rc<str>, Pat)>,
    pub span: Span,
}

pub struct TryStmt {
    pub body: Vec<Stmt>,
    pub handlers: Vec<Handler>,
    /// The handlers are `except*` clauses (all of them are, or none).
    pub star: bool,
    pub orelse: Vec<Stmt>,
    pub finally: Vec<Stmt>,
}

pub struct ParamSpec {
    pub names: Vec<Rc<str>>,
    pub npos: usize,
    /// The first `posonly` of the positional parameters cannot be given by keyword.
    pub posonly: usize,
    pub star: bool,
    pub kwonly: usize,
    pub starstar: bool,
}

/// A compiled function (or module body): its body, frame size and parameters.
pub struct FuncCode {
    pub name: Rc<str>,
    /// `outer.<locals>.inner`, as Python names functions in messages.
    pub qualname: Rc<str>,
    pub params: ParamSpec,
    pub nlocals: u32,
    /// Cells this frame creates (after them come the captured ones).
    pub ncells: u32,
    /// Parameters that live in cells: (param index, cell index).
    pub cell_params: Vec<(u32, u32)>,
    pub body: Vec<Stmt>,
    pub src: u32,
    pub span: Span,
    pub doc: Option<Rc<str>>,
    /// Has a `yield`: a call makes a generator instead of running the body.
    pub generator: bool,
    /// How many `yield`s the body has (its own, not nested functions').
    pub yields: u32,
    /// How a generator's body runs without a coroutine (`interp::walk::plan`), found on its
    /// first call; None when some `yield` sits where only a coroutine can stop.
    pub flat_plan: std::cell::OnceCell<Option<crate::interp::walk::FlatPlan>>,
    /// The body compiled to closures, on its first run (`interp::compiled`).
    pub compiled: std::cell::OnceCell<crate::interp::compiled::Block>,
}

impl FuncCode {
    /// The body as closures, compiled on first use.
    pub fn compiled(&self) -> &crate::interp::compiled::Block {
        self.compiled
            .get_or_init(|| crate::interp::compiled::Block::new(&self.body))
    }
}
