//! Runtime errors: a Python exception value plus where it happened and the call trace.
use super::value::{ExcObj, Value};
use crate::syntax::ast::Span;
use std::rc::Rc;

macro_rules! exc_types {
    ($($v:ident => $name:literal, $parent:ident;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ExcType { $($v),* }
        impl ExcType {
            pub const ALL: &[ExcType] = &[$(ExcType::$v),*];
            pub fn name(self) -> &'static str { match self { $(ExcType::$v => $name),* } }
            pub fn parent(self) -> Option<ExcType> {
                match self { $(ExcType::$v => exc_types!(@p $parent)),* }
            }
        }
    };
    (@p None) => { None };
    (@p $p:ident) => { Some(ExcType::$p) };
}

exc_types! {
    BaseException => "BaseException", None;
    SystemExit => "SystemExit", BaseException;
    KeyboardInterrupt => "KeyboardInterrupt", BaseException;
    Exception => "Exception", BaseException;
    ArithmeticError => "ArithmeticError", Exception;
    ZeroDivisionError => "ZeroDivisionError", ArithmeticError;
    OverflowError => "OverflowError", ArithmeticError;
    FloatingPointError => "FloatingPointError", ArithmeticError;
    LookupError => "LookupError", Exception;
    IndexError => "IndexError", LookupError;
    KeyError => "KeyError", LookupError;
    ValueError => "ValueError", Exception;
    UnicodeError => "UnicodeError", ValueError;
    UnicodeDecodeError => "UnicodeDecodeError", UnicodeError;
    UnicodeEncodeError => "UnicodeEncodeError", UnicodeError;
    TypeError => "TypeError", Exception;
    NameError => "NameError", Exception;
    UnboundLocalError => "UnboundLocalError", NameError;
    AttributeError => "AttributeError", Exception;
    RuntimeError => "RuntimeError", Exception;
    RecursionError => "RecursionError", RuntimeError;
    NotImplementedError => "NotImplementedError", RuntimeError;
    AssertionError => "AssertionError", Exception;
    MemoryError => "MemoryError", Exception;
    ImportError => "ImportError", Exception;
    ModuleNotFoundError => "ModuleNotFoundError", ImportError;
    StopIteration => "StopIteration", Exception;
    GeneratorExit => "GeneratorExit", BaseException;
    EOFError => "EOFError", Exception;
    OSError => "OSError", Exception;
    FileNotFoundError => "FileNotFoundError", OSError;
    FileExistsError => "FileExistsError", OSError;
    PermissionError => "PermissionError", OSError;
    IsADirectoryError => "IsADirectoryError", OSError;
    TimeoutError => "TimeoutError", OSError;
    UnsupportedOperation => "UnsupportedOperation", OSError;
    NotADirectoryError => "NotADirectoryError", OSError;
    ConnectionError => "ConnectionError", OSError;
    BrokenPipeError => "BrokenPipeError", ConnectionError;
    ConnectionAbortedError => "ConnectionAbortedError", ConnectionError;
    ConnectionRefusedError => "ConnectionRefusedError", ConnectionError;
    ConnectionResetError => "ConnectionResetError", ConnectionError;
    BlockingIOError => "BlockingIOError", OSError;
    ChildProcessError => "ChildProcessError", OSError;
    InterruptedError => "InterruptedError", OSError;
    ProcessLookupError => "ProcessLookupError", OSError;
    BufferError => "BufferError", Exception;
    ReferenceError => "ReferenceError", Exception;
    SystemError => "SystemError", Exception;
    StopAsyncIteration => "StopAsyncIteration", Exception;
    UnicodeTranslateError => "UnicodeTranslateError", UnicodeError;
    SyntaxError => "SyntaxError", Exception;
    IndentationError => "IndentationError", SyntaxError;
    TabError => "TabError", IndentationError;
    LinAlgError => "LinAlgError", ValueError;
    // numpy.exceptions; AxisError is an IndexError too (`is_subclass`).
    AxisError => "AxisError", ValueError;
    TooHardError => "TooHardError", RuntimeError;
    DTypePromotionError => "DTypePromotionError", TypeError;
    OutOfMemoryError => "OutOfMemoryError", MemoryError;
    CUDARuntimeError => "CUDARuntimeError", RuntimeError;
    CompileException => "CompileException", Exception;
    Warning => "Warning", Exception;
    UserWarning => "UserWarning", Warning;
    DeprecationWarning => "DeprecationWarning", Warning;
    PendingDeprecationWarning => "PendingDeprecationWarning", Warning;
    FutureWarning => "FutureWarning", Warning;
    RuntimeWarning => "RuntimeWarning", Warning;
    ComplexWarning => "ComplexWarning", RuntimeWarning;
    RankWarning => "RankWarning", RuntimeWarning;
    VisibleDeprecationWarning => "VisibleDeprecationWarning", UserWarning;
    ModuleDeprecationWarning => "ModuleDeprecationWarning", DeprecationWarning;
    SyntaxWarning => "SyntaxWarning", Warning;
    ImportWarning => "ImportWarning", Warning;
    UnicodeWarning => "UnicodeWarning", Warning;
    BytesWarning => "BytesWarning", Warning;
    ResourceWarning => "ResourceWarning", Warning;
    EncodingWarning => "EncodingWarning", Warning;
}

impl ExcType {
    pub fn is_subclass(self, of: ExcType) -> bool {
        // NumPy's AxisError derives from ValueError and IndexError.
        if self == ExcType::AxisError && ExcType::IndexError.is_subclass(of) {
            return true;
        }
        let mut t = Some(self);
        while let Some(x) = t {
            if x == of {
                return true;
            }
            t = x.parent();
        }
        false
    }
    pub fn by_name(name: &str) -> Option<ExcType> {
        ExcType::ALL.iter().copied().find(|t| t.name() == name)
    }
}

/// One call in the trace: the function's name and the call site.
#[derive(Clone, Debug)]
pub struct TraceEntry {
    pub func: Rc<str>,
    pub src: u32,
    pub span: Span,
}

pub struct RtErr {
    pub exc: Value,
    /// Where the error surfaced: source id and span (set by the innermost node that knows it).
    pub at: Option<(u32, Span)>,
    /// Calls from the outermost to the innermost.
    pub trace: Vec<TraceEntry>,
    /// CPython 3.12's "Did you mean: 'len'?", shown with the error (not part of `str(e)`).
    pub suggestion: Option<String>,
}

pub type RtResult<T> = Result<T, Box<RtErr>>;

/// An OSError made with 2 to 5 arguments reads them as CPython does: `errno`, `strerror`,
/// then `filename` (which leaves `args`); None for other exceptions or argument counts.
pub fn os_error_parts(typ: ExcType, args: &[Value]) -> Option<(&Value, &Value, Option<&Value>)> {
    (typ.is_subclass(ExcType::OSError) && (2..=5).contains(&args.len())).then(|| {
        let file = args.get(2).filter(|f| !matches!(f, Value::None));
        (&args[0], &args[1], file)
    })
}

/// The OSError subclass CPython makes for an errno (Linux's numbers).
pub fn os_error_for(errno: i64) -> Option<ExcType> {
    use ExcType as E;
    Some(match errno {
        2 => E::FileNotFoundError,
        17 => E::FileExistsError,
        1 | 13 => E::PermissionError,
        21 => E::IsADirectoryError,
        20 => E::NotADirectoryError,
        32 | 108 => E::BrokenPipeError,
        110 => E::TimeoutError,
        4 => E::InterruptedError,
        3 => E::ProcessLookupError,
        10 => E::ChildProcessError,
        11 | 114 | 115 => E::BlockingIOError,
        111 => E::ConnectionRefusedError,
        104 => E::ConnectionResetError,
        103 => E::ConnectionAbortedError,
        _ => return None,
    })
}

/// What `e.args` shows: an OSError's filename is not one of them.
pub fn visible_args(typ: ExcType, args: &[Value]) -> &[Value] {
    match os_error_parts(typ, args) {
        Some((_, _, Some(_))) => &args[..2],
        _ => args,
    }
}

/// A UnicodeDecodeError/UnicodeEncodeError with CPython's five arguments (encoding,
/// object, start, end, reason), which its attributes read and its message is made from.
pub fn unicode_err(
    typ: ExcType,
    encoding: &str,
    object: Value,
    span: (usize, usize),
    reason: &str,
) -> Box<RtErr> {
    let args = vec![
        Value::str(encoding),
        object,
        Value::Int(span.0 as i64),
        Value::Int(span.1 as i64),
        Value::str(reason),
    ];
    raise_value(Value::Exc(std::rc::Rc::new(super::value::ExcObj {
        typ,
        args,
        inst: None,
        links: Default::default(),
    })))
}

/// Whether `args` are a Unicode error's five (encoding, object, start, end, reason).
pub fn is_unicode_args(typ: ExcType, args: &[Value]) -> bool {
    (typ.is_subclass(ExcType::UnicodeDecodeError) || typ.is_subclass(ExcType::UnicodeEncodeError))
        && args.len() == 5
}

/// The message of a Unicode error made by `unicode_err`, as CPython words it.
pub fn unicode_message(typ: ExcType, args: &[Value]) -> Option<String> {
    let decode = typ.is_subclass(ExcType::UnicodeDecodeError);
    if !(decode || typ.is_subclass(ExcType::UnicodeEncodeError)) || args.len() != 5 {
        return None;
    }
    let (Value::Str(enc), Value::Int(start), Value::Int(end), Value::Str(why)) =
        (&args[0], &args[2], &args[3], &args[4])
    else {
        return None;
    };
    let (start, end) = (*start, *end);
    // One element named when it exists (as CPython's), else the range (`end - 1` may be -1).
    let one = end == start.wrapping_add(1) && start >= 0;
    let what = match &args[1] {
        Value::Bytes(b) if decode && one && (start as usize) < b.len() => {
            format!("byte 0x{:02x} in position {start}", b[start as usize])
        }
        Value::Str(s) if !decode && one && s.chars().nth(start as usize).is_some() => {
            let n = s.chars().nth(start as usize).map_or(0, |c| c as u32);
            let shown = if n < 0x100 {
                format!("\\x{n:02x}")
            } else if n < 0x10000 {
                format!("\\u{n:04x}")
            } else {
                format!("\\U{n:08x}")
            };
            format!("character '{shown}' in position {start}")
        }
        _ if decode => format!("bytes in position {start}-{}", end.wrapping_sub(1)),
        _ => format!("characters in position {start}-{}", end.wrapping_sub(1)),
    };
    let verb = if decode { "decode" } else { "encode" };
    Some(format!("'{enc}' codec can't {verb} {what}: {why}"))
}

pub fn err(typ: ExcType, msg: impl Into<String>) -> Box<RtErr> {
    Box::new(RtErr {
        exc: Value::exc(typ, &msg.into()),
        at: None,
        trace: Vec::new(),
        suggestion: None,
    })
}

pub fn raise_value(exc: Value) -> Box<RtErr> {
    Box::new(RtErr {
        exc,
        at: None,
        trace: Vec::new(),
        suggestion: None,
    })
}

/// `e` with a "Did you mean" suggestion for its display.
pub fn suggesting(mut e: Box<RtErr>, s: Option<String>) -> Box<RtErr> {
    e.suggestion = s;
    e
}

impl RtErr {
    pub fn exc_type(&self) -> ExcType {
        match &self.exc {
            Value::Exc(e) => e.typ,
            _ => ExcType::Exception,
        }
    }
    pub fn exc_obj(&self) -> Option<&Rc<ExcObj>> {
        match &self.exc {
            Value::Exc(e) => Some(e),
            _ => None,
        }
    }
}

pub fn type_err(msg: impl Into<String>) -> Box<RtErr> {
    err(ExcType::TypeError, msg)
}
pub fn value_err(msg: impl Into<String>) -> Box<RtErr> {
    err(ExcType::ValueError, msg)
}
