//! NumPy 2 dtypes and their promotion/casting rules (NEP 50).
//!
//! Every table here was checked pair-by-pair against NumPy 2.2 on a
//! little-endian 64-bit Linux host (so `long` is 64 bits and `<` is native).

use std::fmt;

/// The numeric dtypes gpa supports. Declaration order is kind-then-size;
/// NumPy's own "typenum" order (used by promotion) is `TYPENUM_ORDER`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    F32,
    F64,
    C64,
    C128,
}

use DType::*;

/// NumPy's typenum order: promotion picks the first entry that both
/// operands cast to safely, so the interleaving of signed/unsigned matters.
const TYPENUM_ORDER: [DType; 14] = [
    Bool, I8, U8, I16, U16, I32, U32, I64, U64, F16, F32, F64, C64, C128,
];

/// (name, dtype.char, dtype.str), indexed by declaration order.
const INFO: [(&str, char, &str); 14] = [
    ("bool", '?', "|b1"),
    ("int8", 'b', "|i1"),
    ("int16", 'h', "<i2"),
    ("int32", 'i', "<i4"),
    ("int64", 'l', "<i8"),
    ("uint8", 'B', "|u1"),
    ("uint16", 'H', "<u2"),
    ("uint32", 'I', "<u4"),
    ("uint64", 'L', "<u8"),
    ("float16", 'e', "<f2"),
    ("float32", 'f', "<f4"),
    ("float64", 'd', "<f8"),
    ("complex64", 'F', "<c8"),
    ("complex128", 'D', "<c16"),
];

/// Names NumPy 2 removed; it still recognises them to give a better error.
const REMOVED_ALIASES: [&str; 7] = [
    "int0", "uint0", "bool8", "object0", "str0", "bytes0", "void0",
];

/// Names NumPy accepts for dtypes gpa does not implement.
const UNSUPPORTED_NAMES: [&str; 14] = [
    "longdouble",
    "float128",
    "clongdouble",
    "complex256",
    "object",
    "object_",
    "str",
    "str_",
    "unicode",
    "bytes",
    "bytes_",
    "void",
    "datetime64",
    "timedelta64",
];

/// The casting modes `np.can_cast` accepts.
pub const CASTINGS: [&str; 5] = ["no", "equiv", "safe", "same_kind", "unsafe"];

impl DType {
    pub const ALL: [DType; 14] = [
        Bool, I8, I16, I32, I64, U8, U16, U32, U64, F16, F32, F64, C64, C128,
    ];

    pub fn name(self) -> &'static str {
        INFO[self as usize].0
    }

    pub fn itemsize(self) -> usize {
        match self {
            Bool | I8 | U8 => 1,
            I16 | U16 | F16 => 2,
            I32 | U32 | F32 => 4,
            I64 | U64 | F64 | C64 => 8,
            C128 => 16,
        }
    }

    pub fn kind(self) -> char {
        match self {
            Bool => 'b',
            I8 | I16 | I32 | I64 => 'i',
            U8 | U16 | U32 | U64 => 'u',
            F16 | F32 | F64 => 'f',
            C64 | C128 => 'c',
        }
    }

    /// `dtype.char`; int64/uint64 report the C `long` codes 'l'/'L'.
    pub fn char_code(self) -> char {
        INFO[self as usize].1
    }

    /// `dtype.str`; one-byte types have no byte order, hence '|'.
    pub fn str_code(self) -> &'static str {
        INFO[self as usize].2
    }

    /// Signed or unsigned integer (bool is not an integer here).
    pub fn is_int(self) -> bool {
        matches!(self.kind(), 'i' | 'u')
    }

    pub fn is_unsigned(self) -> bool {
        self.kind() == 'u'
    }

    pub fn is_float(self) -> bool {
        self.kind() == 'f'
    }

    pub fn is_complex(self) -> bool {
        self.kind() == 'c'
    }

    /// Parses what `np.dtype(s)` accepts. Strings NumPy understands but gpa
    /// does not implement (object, str, datetime64, longdouble, big-endian,
    /// structured, ...) give "data type '...' is not supported".
    pub fn parse(s: &str) -> Result<DType, String> {
        if let Some(d) = Self::from_name(s) {
            return Ok(d);
        }
        if REMOVED_ALIASES.contains(&s) {
            return Err(format!(
                "Alias {} was removed in NumPy 2.0. Use a name without a digit at the end.",
                crate::interp::repr::str_repr(s)
            ));
        }
        let unsupported = || {
            Err(format!(
                "data type {} is not supported",
                crate::interp::repr::str_repr(s)
            ))
        };
        let not_understood = || {
            Err(format!(
                "data type {} not understood",
                crate::interp::repr::str_repr(s)
            ))
        };
        // A byte-order mark is only allowed before typecodes, never names.
        let (big_endian, body) = match s.as_bytes().first() {
            Some(b'<' | b'=' | b'|') => (false, &s[1..]),
            Some(b'>') => (true, &s[1..]),
            _ => (false, s),
        };
        match typecode(body) {
            // Bare 'a' is a deprecated bytes alias, but '<a' is rejected.
            _ if body == "a" && body.len() < s.len() => not_understood(),
            // One-byte types have no byte order, so '>i1' is plain int8.
            Some(Some(d)) if big_endian && d.itemsize() > 1 => unsupported(),
            Some(Some(d)) => Ok(d),
            Some(None) => unsupported(),
            None if UNSUPPORTED_NAMES.contains(&s) || is_exotic(s, body) => unsupported(),
            None => not_understood(),
        }
    }

    /// Python builtin types used as a dtype (`np.dtype(float)`).
    pub fn from_python_type(name: &str) -> Option<DType> {
        match name {
            "bool" => Some(Bool),
            "int" => Some(I64),
            "float" => Some(F64),
            "complex" => Some(C128),
            _ => None,
        }
    }

    /// Full dtype names and their C-type aliases (no byte order allowed).
    fn from_name(s: &str) -> Option<DType> {
        Some(match s {
            "bool" | "bool_" => Bool,
            "int8" | "byte" => I8,
            "int16" | "short" => I16,
            "int32" | "intc" => I32,
            "int64" | "int" | "int_" | "intp" | "long" | "longlong" => I64,
            "uint8" | "ubyte" => U8,
            "uint16" | "ushort" => U16,
            "uint32" | "uintc" => U32,
            "uint64" | "uint" | "uintp" | "ulong" | "ulonglong" => U64,
            "float16" | "half" => F16,
            "float32" | "single" => F32,
            "float64" | "double" | "float" => F64,
            "complex64" | "csingle" => C64,
            "complex128" | "cdouble" | "complex" => C128,
            _ => return None,
        })
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Typecode after any byte-order mark: `None` if NumPy would not understand
/// it, `Some(None)` if NumPy knows it but gpa has no such dtype.
fn typecode(body: &str) -> Option<Option<DType>> {
    let mut chars = body.chars();
    let code = chars.next()?;
    let rest = chars.as_str();
    if rest.is_empty() {
        // 'q'/'p'/'n' (long long, intptr, ssize) are all int64 on our hosts.
        let code = match code {
            'q' | 'p' | 'n' => 'l',
            'Q' | 'P' | 'N' => 'L',
            c => c,
        };
        if let Some(d) = DType::ALL.into_iter().find(|d| d.char_code() == code) {
            return Some(Some(d));
        }
        return "gGOSUVMmac".contains(code).then_some(None);
    }
    // NumPy reads the size with C's strtol: leading whitespace and a '+'
    // are accepted ("i 4", "f+8"), trailing junk is not.
    let digits = rest.trim_start_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
    let digits = digits.strip_prefix('+').unwrap_or(digits);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let size: u64 = digits.parse().ok()?;
    // Sized codes are dtype.kind + itemsize; "b1" is bool since bool's kind is 'b'.
    if let Some(d) = DType::ALL
        .into_iter()
        .find(|d| d.kind() == code && d.itemsize() as u64 == size)
    {
        return Some(Some(d));
    }
    match (code, size) {
        ('f', 16) | ('c', 32) | ('O', 4 | 8) | ('M' | 'm', 8) | ('U' | 'S' | 'a' | 'V', _) => {
            Some(None)
        }
        _ => None,
    }
}

/// Datetime units, structured ("f4,i4") and subarray ("(2,)f4", "2f4")
/// specs: valid NumPy, but nothing gpa can represent.
fn is_exotic(s: &str, body: &str) -> bool {
    body.starts_with("M8[")
        || body.starts_with("m8[")
        || s.starts_with("datetime64[")
        || s.starts_with("timedelta64[")
        || s.contains(',')
        || s.starts_with('(')
        || s.starts_with(|c: char| c.is_ascii_digit())
}

/// NumPy's "safe" cast: every value of `from` is exactly representable in
/// `to`, except that int64/uint64 -> float64 (and complex128) count as safe.
fn safe(from: DType, to: DType) -> bool {
    let (f, t) = (from.itemsize(), to.itemsize());
    match (from.kind(), to.kind()) {
        _ if from == to => true,
        ('b', _) => true,
        ('i', 'i') | ('u', 'u') | ('f', 'f') | ('c', 'c') => t >= f,
        // Unsigned needs one more bit of sign, hence a strictly bigger int.
        ('u', 'i') => t > f,
        ('i' | 'u', 'f') => t > f || to == F64,
        ('i' | 'u', 'c') => t / 2 > f || to == C128,
        ('f', 'c') => t / 2 >= f,
        _ => false,
    }
}

/// `np.promote_types(a, b)`: the first type (in NumPy's typenum order) that
/// both cast to safely. So int64 + uint64 -> float64, int8 + uint8 -> int16.
pub fn promote(a: DType, b: DType) -> DType {
    TYPENUM_ORDER
        .into_iter()
        .find(|&t| safe(a, t) && safe(b, t))
        .unwrap_or(C128)
}

/// A Python scalar operand's kind for NEP 50 "weak" promotion. NumPy
/// scalars (`np.int64(3)`) are *not* weak: promote them like 0-d arrays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weak {
    Bool,
    Int,
    Float,
    Complex,
}

/// Result dtype of `array(dtype=a) OP python_scalar(w)` under NEP 50: the
/// array's dtype wins unless the scalar is of a higher kind, in which case
/// that kind's default (int64/float64/complex128) is used, except that a
/// float array keeps its precision for a complex scalar (float16 + 1j -> complex64).
pub fn promote_weak(a: DType, w: Weak) -> DType {
    match w {
        Weak::Bool => a,
        Weak::Int if a == Bool => I64,
        Weak::Int => a,
        Weak::Float if a.is_float() || a.is_complex() => a,
        Weak::Float => F64,
        Weak::Complex => match a {
            C64 | C128 => a,
            F16 | F32 => C64,
            _ => C128,
        },
    }
}

/// NEP 50: a Python int operand must fit the integer array's dtype, else
/// NumPy raises OverflowError. Comparisons (`==`, `<`, ...) are exempt in
/// NumPy 2: they give the mathematically right answer instead.
pub fn check_weak_int(a: DType, value: i64) -> Result<(), String> {
    let (lo, hi): (i128, i128) = match a {
        I8 => (i8::MIN.into(), i8::MAX.into()),
        I16 => (i16::MIN.into(), i16::MAX.into()),
        I32 => (i32::MIN.into(), i32::MAX.into()),
        I64 => (i64::MIN.into(), i64::MAX.into()),
        U8 => (0, u8::MAX.into()),
        U16 => (0, u16::MAX.into()),
        U32 => (0, u32::MAX.into()),
        U64 => (0, u64::MAX.into()),
        // bool + int promotes to int64; floats just round (or overflow to inf).
        _ => return Ok(()),
    };
    if (lo..=hi).contains(&i128::from(value)) {
        Ok(())
    } else {
        Err(format!("Python integer {value} out of bounds for {a}"))
    }
}

/// Validates a casting mode with NumPy's ValueError text.
pub fn check_casting(casting: &str) -> Result<(), String> {
    if CASTINGS.contains(&casting) {
        Ok(())
    } else {
        Err(format!(
            "casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe' (got {})",
            crate::interp::repr::str_repr(casting)
        ))
    }
}

/// `np.can_cast(from, to, casting)`; an unknown mode gives false (see
/// `check_casting` for the error). All our dtypes are native-order, so
/// "equiv" is the same as "no".
pub fn can_cast(from: DType, to: DType, casting: &str) -> bool {
    // same_kind allows downcasts within the kind order b < u < i < f < c.
    let rank = |d: DType| "buifc".find(d.kind());
    match casting {
        "no" | "equiv" => from == to,
        "safe" => safe(from, to),
        "same_kind" => safe(from, to) || rank(from) <= rank(to),
        "unsafe" => true,
        _ => false,
    }
}

/// dtype of `np.array(list_of_python_scalars)`: the highest kind's default.
/// An empty list gives float64.
pub fn from_python_kinds(kinds: &[Weak]) -> DType {
    match kinds.iter().map(|&k| k as u8).max() {
        Some(0) => Bool,
        Some(1) => I64,
        Some(3) => C128,
        _ => F64,
    }
}

/// Result dtype of the float-producing unary ufuncs (sqrt, sin, exp, log,
/// ...): the smallest float the input casts to safely, so bool/int8/uint8
/// -> float16 and int16/uint16 -> float32. Binary ones (arctan2, hypot)
/// give `promote(float_result(a), float_result(b))`: int8, uint8 -> float16.
pub fn float_result(a: DType) -> DType {
    if a.is_complex() {
        return a;
    }
    [F16, F32].into_iter().find(|&f| safe(a, f)).unwrap_or(F64)
}

/// Result dtype of true division `/`, given the operands' common dtype
/// (`promote` or `promote_weak`): unlike sqrt, any bool/int gives float64.
pub fn div_result(common: DType) -> DType {
    match common.kind() {
        'b' | 'i' | 'u' => F64,
        _ => common,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_codes() {
        assert_eq!(F16.name(), "float16");
        assert_eq!(C64.str_code(), "<c8");
        assert_eq!(U8.str_code(), "|u1");
        assert_eq!(I64.char_code(), 'l');
        assert_eq!(C128.itemsize(), 16);
        assert_eq!(Bool.kind(), 'b');
        assert!(U16.is_int() && U16.is_unsigned() && !Bool.is_int());
    }

    #[test]
    fn parsing() {
        assert_eq!(DType::parse("float"), Ok(F64));
        assert_eq!(DType::parse("int"), Ok(I64));
        assert_eq!(DType::parse("<f4"), Ok(F32));
        assert_eq!(DType::parse("b1"), Ok(Bool));
        assert_eq!(DType::parse("b"), Ok(I8));
        assert_eq!(DType::parse(">i1"), Ok(I8));
        assert_eq!(DType::parse("i 4"), Ok(I32));
        assert_eq!(DType::parse("c16"), Ok(C128));
        assert_eq!(
            DType::parse("xyz"),
            Err("data type 'xyz' not understood".into())
        );
        assert_eq!(
            DType::parse("x'y"),
            Err("data type \"x'y\" not understood".into())
        );
        assert_eq!(
            DType::parse("<int"),
            Err("data type '<int' not understood".into())
        );
        assert!(
            DType::parse("int0")
                .unwrap_err()
                .starts_with("Alias 'int0' was removed")
        );
        assert!(
            DType::parse(">f4")
                .unwrap_err()
                .ends_with("is not supported")
        );
        assert!(
            DType::parse("object")
                .unwrap_err()
                .ends_with("is not supported")
        );
        assert_eq!(DType::from_python_type("complex"), Some(C128));
    }

    #[test]
    fn promotion() {
        assert_eq!(promote(I64, U64), F64);
        assert_eq!(promote(I8, U8), I16);
        assert_eq!(promote(F16, I16), F32);
        assert_eq!(promote(F16, I8), F16);
        assert_eq!(promote(Bool, I8), I8);
        assert_eq!(promote(C64, F64), C128);
        assert_eq!(promote(C64, I16), C64);
        assert_eq!(promote(U32, I32), I64);
    }

    #[test]
    fn weak_promotion() {
        assert_eq!(promote_weak(I8, Weak::Int), I8);
        assert_eq!(promote_weak(I8, Weak::Float), F64);
        assert_eq!(promote_weak(F16, Weak::Float), F16);
        assert_eq!(promote_weak(F32, Weak::Complex), C64);
        assert_eq!(promote_weak(I64, Weak::Complex), C128);
        assert_eq!(promote_weak(Bool, Weak::Int), I64);
        assert_eq!(promote_weak(U8, Weak::Bool), U8);
        let err = check_weak_int(U8, 300).unwrap_err();
        assert_eq!(err, "Python integer 300 out of bounds for uint8");
        assert!(check_weak_int(I8, -128).is_ok() && check_weak_int(I8, -129).is_err());
        assert!(check_weak_int(U64, -1).is_err() && check_weak_int(F16, i64::MAX).is_ok());
    }

    #[test]
    fn casting() {
        assert!(can_cast(I64, F64, "safe") && !can_cast(I64, F32, "safe"));
        assert!(can_cast(U64, I8, "same_kind") && !can_cast(I8, U64, "same_kind"));
        assert!(!can_cast(F64, I64, "same_kind") && can_cast(F64, I64, "unsafe"));
        assert!(!can_cast(I8, I16, "no") && can_cast(I8, I8, "equiv"));
        assert!(
            check_casting("bogus")
                .unwrap_err()
                .ends_with("(got 'bogus')")
        );
    }

    #[test]
    fn float_results() {
        assert_eq!(from_python_kinds(&[]), F64);
        assert_eq!(from_python_kinds(&[Weak::Bool, Weak::Int]), I64);
        assert_eq!(float_result(I8), F16);
        assert_eq!(float_result(Bool), F16);
        assert_eq!(float_result(U16), F32);
        assert_eq!(float_result(I32), F64);
        assert_eq!(div_result(I8), F64);
        assert_eq!(div_result(F16), F16);
        assert_eq!(promote(float_result(I8), float_result(U8)), F16);
    }
}
