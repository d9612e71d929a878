//! printf-style `fmt % args` with CPython's semantics and messages.
use super::*;

/// A value on the right of `%`, as the interpreter sees it.
pub trait PercentArg {
    /// Some for exact integers (int, bool); used by %d %i %u %o %x %X %c and '*'.
    fn as_int(&self) -> Option<i64>;
    /// Some for real numbers (int, bool, float); %d truncates floats, %e %f %g use this.
    fn as_float(&self) -> Option<f64>;
    /// str(value), for %s.
    fn to_str(&self) -> String;
    /// repr(value), for %r and (escaped to ASCII) %a.
    fn to_repr(&self) -> String;
    /// The Python type name used in TypeError messages ("str", "list", ...).
    fn type_name(&self) -> String;
    /// Some(c) when the value is a one-character str (for %c).
    fn as_char(&self) -> Option<char> {
        None
    }
    /// Some for an int past i64's range (a big int, a NumPy uint64), which `as_int` lacks.
    fn as_long(&self) -> Option<num_bigint::BigInt> {
        None
    }
}

/// Resolves `%(key)s`: the value, or the subscript error (KeyError with `msg` = the key).
pub type Lookup<'a, A> = &'a dyn Fn(&str) -> Result<A, PercentError>;

/// The right operand of `fmt % args`.
pub enum PercentArgs<'a, A: PercentArg> {
    /// `fmt % (a, b, ...)`.
    Tuple(&'a [A]),
    /// `fmt % x` for any other non-mapping x.
    Single(&'a A),
    /// `fmt % mapping` (CPython: any non-tuple, non-str object with `__getitem__`);
    /// a plain `%s` consumes `whole` itself.
    Map { whole: &'a A, lookup: Lookup<'a, A> },
}

/// The Python exception class of a formatting error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PyErrKind {
    TypeError,
    ValueError,
    KeyError,
    OverflowError,
}

/// A `%`-formatting failure; for KeyError `msg` is the missing key itself (the exception arg).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PercentError {
    pub kind: PyErrKind,
    pub msg: String,
}

type PResult<T> = Result<T, PercentError>;

pub(super) fn perr<T>(kind: PyErrKind, msg: impl Into<String>) -> PResult<T> {
    let msg = msg.into();
    Err(PercentError { kind, msg })
}

const NOT_ALL: &str = "not all arguments converted during string formatting";
const NOT_ENOUGH: &str = "not enough arguments for format string";

/// printf-style `fmt % args` with CPython's semantics and error messages.
pub fn percent_format<A: PercentArg>(fmt: &str, args: PercentArgs<'_, A>) -> PResult<String> {
    let f: Vec<char> = fmt.chars().collect();
    let (len, idx) = match args {
        PercentArgs::Tuple(t) => (t.len() as isize, 0),
        _ => (-1, -2),
    };
    let mut st = ArgState {
        args,
        cur: None,
        len,
        idx,
    };
    let (mut out, mut pos) = (String::new(), 0);
    while pos < f.len() {
        if f[pos] != '%' {
            out.push(f[pos]);
            pos += 1;
        } else if f.get(pos + 1) == Some(&'%') {
            out.push('%');
            pos += 2;
        } else {
            pos = st.one(&f, pos + 1, &mut out)?;
        }
    }
    if st.idx < st.len && !st.is_map() {
        return perr(PyErrKind::TypeError, NOT_ALL);
    }
    Ok(out)
}

/// CPython's argument cursor: `len`/`idx` are -1/-2 for a single (or looked-up) value.
struct ArgState<'a, A: PercentArg> {
    args: PercentArgs<'a, A>,
    cur: Option<A>,
    len: isize,
    idx: isize,
}

/// Reads format characters with CPython's `--fmtcnt >= 0` bookkeeping, so "incomplete
/// format" is detected at exactly the same points.
struct Scan<'a> {
    f: &'a [char],
    pos: usize,
    cnt: isize,
    ch: char,
}

impl Scan<'_> {
    fn adv(&mut self) -> bool {
        self.cnt -= 1;
        if self.cnt >= 0 {
            (self.ch, self.pos) = (self.f[self.pos], self.pos + 1);
        }
        self.cnt >= 0
    }

    fn number(&mut self, what: &str) -> PResult<isize> {
        let mut v = self.ch as isize - '0' as isize;
        while self.adv() && self.ch.is_ascii_digit() {
            let d = self.ch as isize - '0' as isize;
            let next = v.checked_mul(10).map(|v| v + d);
            match next.filter(|v| *v <= i32::MAX as isize) {
                Some(n) => v = n,
                None => return perr(PyErrKind::ValueError, format!("{what} too big")),
            }
        }
        Ok(v)
    }
}

impl<A: PercentArg> ArgState<'_, A> {
    fn is_map(&self) -> bool {
        matches!(self.args, PercentArgs::Map { .. })
    }

    fn next(&mut self) -> PResult<&A> {
        if self.idx >= self.len {
            return perr(PyErrKind::TypeError, NOT_ENOUGH);
        }
        self.idx += 1;
        Ok(match (&self.cur, &self.args) {
            (_, PercentArgs::Tuple(t)) if self.len >= 0 => &t[self.idx as usize - 1],
            (Some(a), _) => a,
            (_, PercentArgs::Single(a) | PercentArgs::Map { whole: a, .. }) => a,
            _ => unreachable!("tuple arguments always have len >= 0"),
        })
    }

    fn star(&mut self) -> PResult<isize> {
        match self.next()?.as_int() {
            Some(v) => Ok(v as isize),
            None => perr(PyErrKind::TypeError, "* wants int"),
        }
    }

    /// Formats one conversion starting after its '%'; returns the position after it.
    fn one(&mut self, f: &[char], pos: usize, out: &mut String) -> PResult<usize> {
        use PyErrKind::*;
        let cnt = (f.len() - pos) as isize;
        let ch = f.get(pos).copied().unwrap_or('\0');
        let mut sc = Scan { f, pos, cnt, ch };
        if sc.ch == '(' {
            let PercentArgs::Map { lookup, .. } = self.args else {
                return perr(TypeError, "format requires a mapping");
            };
            (sc.pos, sc.cnt) = (sc.pos + 1, sc.cnt - 1);
            let (start, mut depth) = (sc.pos, 1);
            while depth > 0 && sc.adv() {
                depth += (sc.ch == '(') as i32 - (sc.ch == ')') as i32;
            }
            if sc.cnt < 0 || depth > 0 {
                return perr(ValueError, "incomplete format key");
            }
            let key: String = f[start..sc.pos - 1].iter().collect();
            (self.cur, self.len, self.idx) = (Some(lookup(&key)?), -1, -2);
        }
        let mut flags = String::new();
        while sc.adv() && "-+ #0".contains(sc.ch) {
            flags.push(sc.ch);
        }
        let mut width = -1;
        if sc.ch == '*' {
            width = self.star()?;
            if width < 0 {
                (width, flags) = (-width, flags + "-");
            }
            sc.adv();
        } else if sc.ch.is_ascii_digit() {
            width = sc.number("width")?;
        }
        let mut prec = -1;
        if sc.ch == '.' {
            prec = 0;
            sc.adv();
            if sc.ch == '*' {
                prec = self.star()?;
                if i32::try_from(prec).is_err() {
                    return perr(OverflowError, "Python int too large to convert to C int");
                }
                prec = prec.max(0);
                sc.adv();
            } else if sc.ch.is_ascii_digit() {
                prec = sc.number("precision")?;
            }
        }
        if sc.cnt >= 0 && matches!(sc.ch, 'h' | 'l' | 'L') {
            sc.adv();
        }
        if sc.cnt < 0 {
            return perr(ValueError, "incomplete format");
        }
        let (ch, alt) = (sc.ch, flags.contains('#'));
        let v = self.next()?;
        let (s, numeric) = match ch {
            's' => (v.to_str(), false),
            'r' => (v.to_repr(), false),
            'a' => (ascii_escape(&v.to_repr()), false),
            'd' | 'i' | 'u' | 'o' | 'x' | 'X' => (percent_int(v, ch, alt, prec)?, true),
            'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
                let Some(x) = v.as_float() else {
                    let t = v.type_name();
                    return perr(TypeError, format!("must be real number, not {t}"));
                };
                let prec = if prec < 0 { 6 } else { prec as usize };
                (double_to_string(x, ch, prec, ALT * alt as u8), true)
            }
            'c' => match (v.as_char(), v.as_int()) {
                (Some(c), _) => (c.to_string(), false),
                (None, None) if v.as_long().is_some() => {
                    return perr(OverflowError, "%c arg not in range(0x110000)");
                }
                (None, Some(i)) => match to_char(i) {
                    Some(c) => (c.to_string(), false),
                    None => return perr(OverflowError, "%c arg not in range(0x110000)"),
                },
                _ => return perr(TypeError, "%c requires int or char"),
            },
            _ => {
                let printable = ('\x1f'..='~').contains(&ch);
                let c = if printable { ch } else { '?' };
                let (code, at) = (ch as u32, sc.pos - 1);
                let msg = format!("unsupported format character '{c}' (0x{code:x}) at index {at}");
                return perr(ValueError, msg);
            }
        };
        // Only s/r/a truncate to the precision; numbers already used it.
        let mut chars: Vec<char> = s.chars().collect();
        if matches!(ch, 's' | 'r' | 'a') && prec >= 0 {
            chars.truncate(prec as usize);
        }
        percent_output(out, &chars, ch, &flags, width, numeric);
        if self.is_map() && self.idx < self.len {
            return perr(TypeError, NOT_ALL);
        }
        Ok(sc.pos)
    }
}

/// CPython's `_PyUnicode_FormatLong`: `[-][0x]<zeros to prec><digits>`.
fn percent_int<A: PercentArg>(v: &A, ch: char, alt: bool, prec: isize) -> PResult<String> {
    use PyErrKind::*;
    let index_only = matches!(ch, 'o' | 'x' | 'X');
    let (neg, digits) = match (v.as_int(), v.as_float()) {
        _ if let Some(b) = v.as_long() => {
            let m = b.magnitude();
            let digits = match ch {
                'o' => m.to_str_radix(8),
                'x' => m.to_str_radix(16),
                'X' => m.to_str_radix(16).to_uppercase(),
                _ => match crate::interp::long::decimal(&b) {
                    Ok(d) => d.trim_start_matches('-').to_string(),
                    Err(msg) => return perr(ValueError, msg),
                },
            };
            (b.sign() == num_bigint::Sign::Minus, digits)
        }
        (Some(i), _) => (i < 0, digits_for(i.unsigned_abs(), ch)),
        (None, Some(x)) if x.is_nan() && !index_only => {
            return perr(ValueError, "cannot convert float NaN to integer");
        }
        (None, Some(x)) if x.is_infinite() && !index_only => {
            return perr(OverflowError, "cannot convert float infinity to integer");
        }
        // int(x) may exceed i64; the exact digits of trunc(x) come from the formatter.
        (None, Some(x)) if !index_only => (x <= -1.0, format!("{:.0}", x.trunc().abs())),
        _ => {
            let what = ["a real number", "an integer"][index_only as usize];
            let msg = format!("%{ch} format: {what} is required, not {}", v.type_name());
            return perr(TypeError, msg);
        }
    };
    let sign = if neg { "-" } else { "" };
    let prefix = base_prefix(alt && index_only, ch);
    let zeros = rep('0', prec - digits.len() as isize);
    Ok(format!("{sign}{prefix}{zeros}{digits}"))
}

/// CPython's `unicode_format_arg_output`: sign and '0x' prefix go before zero padding but
/// after space padding; '-' pads on the right with spaces.
fn percent_output(out: &mut String, s: &[char], ch: char, flags: &str, width: isize, num: bool) {
    let (mut sign, mut body) = (String::new(), s);
    if num {
        if let Some(c @ ('-' | '+')) = s.first() {
            (sign, body) = (c.to_string(), &s[1..]);
        } else if flags.contains('+') {
            sign.push('+');
        } else if flags.contains(' ') {
            sign.push(' ');
        }
    }
    if flags.contains('#') && matches!(ch, 'x' | 'X' | 'o') {
        sign.extend(&body[..2]);
        body = &body[2..];
    }
    let pad = width - clen(&sign) - body.len() as isize;
    let body: String = body.iter().collect();
    *out += &if flags.contains('-') {
        sign + &body + &rep(' ', pad)
    } else if num && flags.contains('0') {
        sign + &rep('0', pad) + &body
    } else {
        rep(' ', pad) + &sign + &body
    };
}

/// ascii(): escapes non-ASCII characters of a repr as \xNN, \uNNNN or \UNNNNNNNN.
pub fn ascii_escape(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        let _ = match c as u32 {
            0..=0x7f => write!(o, "{c}"),
            u @ 0x80..=0xff => write!(o, "\\x{u:02x}"),
            u @ 0x100..=0xffff => write!(o, "\\u{u:04x}"),
            u => write!(o, "\\U{u:08x}"),
        };
    }
    o
}
