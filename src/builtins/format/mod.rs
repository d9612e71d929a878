//! CPython 3.11-exact formatting: float/complex repr, the format-spec mini-language
//! (`format()`, `str.format`), printf-style `%` formatting, `str.format` template parsing
//! and correctly rounded `round()`.
//!
//! Digits come from Rust's float formatter, which (like the David Gay dtoa CPython uses)
//! is exact and rounds ties to even. The layout code transliterates CPython's
//! `format_float_short`, `calc_number_widths`, `_PyUnicode_InsertThousandsGrouping` and
//! `unicode_format_arg_output`, so padding/sign/grouping corner cases match exactly.

use std::fmt::Write as _;

// CPython's `Py_DTSF_*` flags for `double_to_string`.
const SIGN: u8 = 1;
const DOT0: u8 = 2;
const ALT: u8 = 4;
const NO_NEG_0: u8 = 8;

/// Emulates `_Py_dg_dtoa` for finite `ax >= 0`: digits without trailing zeros and `decpt`
/// with value = 0.DIGITS * 10^decpt. Mode 0: shortest round-trip; mode 2: `n` significant
/// digits; mode 3: `n` digits after the point ("" when it rounds to zero).
fn dtoa(ax: f64, mode: u8, n: usize) -> (String, isize) {
    if ax == 0.0 {
        return ("0".into(), 1);
    }
    if mode == 3 {
        let s = format!("{ax:.n$}");
        let (int, frac) = s.split_once('.').unwrap_or((&s, ""));
        let all = format!("{int}{frac}");
        let trimmed = all.trim_start_matches('0');
        let digits = trimmed.trim_end_matches('0');
        if digits.is_empty() {
            return (String::new(), -(n as isize));
        }
        let decpt = (int.len() + trimmed.len()) as isize - all.len() as isize;
        return (digits.into(), decpt);
    }
    let s = if mode == 0 {
        // Rust's shortest digits may break a tie the other way; dtoa prefers the correctly
        // rounded string of the same length whenever that one also round-trips.
        let short = format!("{ax:e}");
        let k = short.find('e').expect("exponent") - short.contains('.') as usize;
        let near = format!("{:.*e}", k - 1, ax);
        if near.parse() == Ok(ax) { near } else { short }
    } else {
        format!("{:.*e}", n - 1, ax)
    };
    let (mant, exp) = s.split_once('e').expect("exponent");
    let exp: isize = exp.parse().expect("exponent");
    (mant.replace('.', "").trim_end_matches('0').into(), exp + 1)
}

/// CPython's `PyOS_double_to_string` (`format_float_short`); `code` is one of e E f F g G r.
fn double_to_string(val: f64, code: char, precision: usize, fl: u8) -> String {
    let (upper, code) = (code.is_ascii_uppercase(), code.to_ascii_lowercase());
    let has = |f: u8| fl & f != 0;
    let (digits, mut decpt) = match code {
        _ if !val.is_finite() => ("x".into(), 0),
        'e' => dtoa(val.abs(), 2, precision + 1),
        'f' => dtoa(val.abs(), 3, precision),
        'g' => dtoa(val.abs(), 2, precision.max(1)),
        _ => dtoa(val.abs(), 0, 0),
    };
    // NaN's sign is ignored; 'z' drops the sign of a (rounded) zero.
    let zero = digits.is_empty() || digits == "0";
    let neg = val.is_sign_negative() && !val.is_nan() && !(has(NO_NEG_0) && zero);
    let mut out = String::from(if neg { "-" } else { "" });
    if has(SIGN) && !neg {
        out.push('+');
    }
    if !val.is_finite() {
        let word = if val.is_nan() { "nan" } else { "inf" };
        out += word;
        return if upper { out.to_uppercase() } else { out };
    }
    let (p, dl) = (precision as isize, digits.len() as isize);
    let g = p.max(1);
    let (g_limit, g_end) = (g - has(DOT0) as isize, if has(ALT) { g } else { dl });
    let (use_exp, mut vend) = match code {
        'e' => (true, p + 1),
        'f' => (false, decpt + p),
        'g' => (decpt <= -4 || decpt > g_limit, g_end),
        _ => (decpt <= -4 || decpt > 16, dl),
    };
    let exp = decpt - 1;
    if use_exp {
        decpt = 1;
    }
    // Output the slice [vstart, vend) of the digits zero-padded both ways, with a point.
    let vstart = if decpt <= 0 { decpt - 1 } else { 0 };
    vend = vend.max(decpt + (!use_exp && has(DOT0)) as isize);
    let mut body = rep('0', -vstart) + &digits + &rep('0', vend - dl);
    body.insert((decpt - vstart) as usize, '.');
    if body.ends_with('.') && !has(ALT) {
        body.pop();
    }
    out += &body;
    if use_exp {
        let _ = write!(out, "{}{exp:+03}", if upper { 'E' } else { 'e' });
    }
    out
}

/// Python's repr(float): shortest round-trip digits; fixed notation when 1e-4 <= |x| < 1e16,
/// else scientific like '1e+16', '1.5e-05'; 'inf', '-inf', 'nan'; '-0.0'; integral values end in '.0'.
pub fn float_repr(x: f64) -> String {
    double_to_string(x, 'r', 0, DOT0)
}

/// Python's repr(complex): '1j', '(1+2j)', '(-0-1j)', '(nan+infj)' (no '.0' on components;
/// the real part is omitted when it is +0.0).
pub fn complex_repr(re: f64, im: f64) -> String {
    let i = double_to_string(im, 'r', 0, SIGN);
    if re == 0.0 && re.is_sign_positive() {
        return format!("{}j", i.trim_start_matches('+'));
    }
    format!("({}{i}j)", double_to_string(re, 'r', 0, 0))
}

/// A parsed format spec: `[[fill]align][sign][z][#][0][width][grouping][.precision][type]`.
/// `fill` is only set together with `align`; `zero` is the '0' flag (only recognised without
/// an explicit fill); `no_neg_zero` is 'z'; `grouping` is ',' or '_'.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FormatSpec {
    pub fill: Option<char>,
    pub align: Option<char>,
    pub sign: Option<char>,
    pub no_neg_zero: bool,
    pub alternate: bool,
    pub zero: bool,
    pub width: Option<usize>,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

impl FormatSpec {
    /// Effective (fill, align): numbers default to '>' (where the '0' flag means '=' with
    /// fill '0'), strings to '<'.
    pub fn fill_align(&self, default_align: char) -> (char, char) {
        let fill = self.fill.unwrap_or(if self.zero { '0' } else { ' ' });
        let eq = self.zero && default_align == '>';
        let align = self.align.unwrap_or(if eq { '=' } else { default_align });
        (fill, align)
    }

    /// Separator and group size; '_' groups hex/octal/binary digits by four.
    fn sep(&self) -> Option<(char, isize)> {
        let four = self.grouping == Some('_') && matches!(self.ty, Some('b' | 'o' | 'x' | 'X'));
        self.grouping.map(|g| (g, 3 + four as isize))
    }
}

/// How a code character appears in CPython's messages: printable ASCII as is, else \xNN.
fn shown(c: char, hi: u32) -> String {
    match c as u32 {
        u if u > 32 && u < hi => c.to_string(),
        u => format!("\\x{u:x}"),
    }
}

fn unknown_code(c: char, type_name: &str) -> String {
    let c = shown(c, 128);
    format!("Unknown format code '{c}' for object of type '{type_name}'")
}

fn fail(cond: bool, msg: &str) -> Result<(), String> {
    if cond { Err(msg.into()) } else { Ok(()) }
}

/// Fails with "<what> not allowed <suffix>" for the first true check.
fn not_allowed(checks: &[(bool, &str)], suffix: &str) -> Result<(), String> {
    match checks.iter().find(|c| c.0) {
        Some((_, what)) => Err(format!("{what} not allowed {suffix}")),
        None => Ok(()),
    }
}

/// Parses a format spec; errors use CPython's messages with type name 'object'.
pub fn parse_spec(spec: &str) -> Result<FormatSpec, String> {
    parse_spec_for(spec, "object")
}

/// Like [`parse_spec`], naming `type_name` in the "Invalid format specifier" message.
pub fn parse_spec_for(spec: &str, type_name: &str) -> Result<FormatSpec, String> {
    let c: Vec<char> = spec.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let is_align = |ch: char| matches!(ch, '<' | '>' | '=' | '^');
    let mut fs = FormatSpec::default();
    let mut p = 0;
    if is_align(at(1)) {
        (fs.fill, fs.align, p) = (Some(c[0]), Some(c[1]), 2);
    } else if is_align(at(0)) {
        (fs.align, p) = (Some(c[0]), 1);
    }
    if matches!(at(p), '+' | '-' | ' ') {
        (fs.sign, p) = (Some(c[p]), p + 1);
    }
    if at(p) == 'z' {
        (fs.no_neg_zero, p) = (true, p + 1);
    }
    if at(p) == '#' {
        (fs.alternate, p) = (true, p + 1);
    }
    if fs.fill.is_none() && at(p) == '0' {
        (fs.zero, p) = (true, p + 1);
    }
    fs.width = read_int(&c, &mut p)?;
    let both = "Cannot specify both ',' and '_'.";
    if at(p) == ',' {
        (fs.grouping, p) = (Some(','), p + 1);
    }
    if at(p) == '_' {
        fail(fs.grouping.is_some(), both)?;
        (fs.grouping, p) = (Some('_'), p + 1);
    }
    fail(at(p) == ',' && fs.grouping == Some('_'), both)?;
    if at(p) == '.' {
        p += 1;
        fs.precision = read_int(&c, &mut p)?;
        fail(fs.precision.is_none(), "Format specifier missing precision")?;
    }
    if c.len() > p + 1 {
        let msg = format!("Invalid format specifier '{spec}' for object of type '{type_name}'");
        return Err(msg);
    }
    fs.ty = c.get(p).copied();
    match (fs.grouping, fs.ty) {
        (None, _) | (_, None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F')) => Ok(fs),
        (Some('_'), Some('b' | 'o' | 'x' | 'X')) => Ok(fs),
        (Some(g), Some(t)) => Err(format!("Cannot specify '{g}' with '{}'.", shown(t, 128))),
    }
}

fn read_int(c: &[char], p: &mut usize) -> Result<Option<usize>, String> {
    let mut acc: Option<usize> = None;
    while let Some(d) = c.get(*p).and_then(|ch| ch.to_digit(10)) {
        let v = acc.unwrap_or(0).checked_mul(10).map(|v| v + d as usize);
        let v = v.filter(|v| *v <= isize::MAX as usize);
        acc = Some(v.ok_or("Too many decimal digits in format string")?);
        *p += 1;
    }
    Ok(acc)
}

fn clen(s: &str) -> isize {
    s.chars().count() as isize
}

fn rep(c: char, n: isize) -> String {
    std::iter::repeat_n(c, n.max(0) as usize).collect()
}

/// `<lpad><sign><prefix><spad><grouped digits><rest><rpad>` as in CPython's `fill_number`.
fn layout_number(neg: bool, prefix: &str, digits: &str, rest: &str, s: &FormatSpec) -> String {
    let ((fill, align), width) = (s.fill_align('>'), s.width.map_or(-1, |w| w as isize));
    let sign = match (neg, s.sign) {
        (true, _) => "-",
        (false, Some('+')) => "+",
        (false, Some(' ')) => " ",
        _ => "",
    };
    let non_digit = clen(sign) + clen(prefix) + clen(rest);
    // With '0' fill and '=' alignment the zero padding is part of the grouped digits.
    let zero_eq = fill == '0' && align == '=';
    let min_width = if zero_eq { width - non_digit } else { 0 };
    let mut grouped = String::new();
    if !digits.is_empty() {
        grouped = group_digits(digits, min_width, s.sep());
    }
    let pad = (width - non_digit - clen(&grouped)).max(0);
    let (lp, sp, rp) = match align {
        '<' => (0, 0, pad),
        '^' => (pad / 2, 0, pad - pad / 2),
        '=' => (0, pad, 0),
        _ => (pad, 0, 0),
    };
    let (lp, sp, rp) = (rep(fill, lp), rep(fill, sp), rep(fill, rp));
    format!("{lp}{sign}{prefix}{sp}{grouped}{rest}{rp}")
}

/// CPython's `_PyUnicode_InsertThousandsGrouping`, zero-padding up to `min_width`.
fn group_digits(digits: &str, min_width: isize, sep: Option<(char, isize)>) -> String {
    let (mut remaining, mut mw) = (digits.len() as isize, min_width);
    let Some((sc, g)) = sep else {
        return rep('0', min_width - remaining) + digits;
    };
    let mut groups = Vec::new();
    loop {
        let len = g.min(remaining.max(mw).max(1));
        let n_chars = remaining.min(len).max(0);
        let chunk = &digits[(remaining - n_chars) as usize..remaining as usize];
        groups.push(rep('0', len - remaining) + chunk);
        remaining -= n_chars;
        mw -= len;
        if remaining <= 0 && mw <= 0 {
            break;
        }
        mw -= 1;
    }
    groups.reverse();
    groups.join(&sc.to_string())
}

/// Lays out a formatted float ("-123.45e+06"): the leading digits are grouped, the rest
/// (point, fraction, exponent, '%', "inf") is copied.
fn layout_float_str(buf: &str, s: &FormatSpec) -> String {
    let (neg, body) = buf.strip_prefix('-').map_or((false, buf), |b| (true, b));
    let split = body.bytes().take_while(u8::is_ascii_digit).count();
    layout_number(neg, "", &body[..split], &body[split..], s)
}

/// Digits of `u` for the int presentation type `code` (b o x X, else decimal).
fn digits_for(u: u64, code: char) -> String {
    match code {
        'b' => format!("{u:b}"),
        'o' => format!("{u:o}"),
        'x' => format!("{u:x}"),
        'X' => format!("{u:X}"),
        _ => u.to_string(),
    }
}

/// int -> string in base 2/8/10/16 with Python's bin/oct/hex prefixes ('-0b101').
pub fn int_to_base(v: i64, base: u32, prefix: bool) -> String {
    let code = match base {
        2 => 'b',
        8 => 'o',
        16 => 'x',
        _ => 'd',
    };
    let sign = if v < 0 { "-" } else { "" };
    let p = base_prefix(prefix && code != 'd', code);
    format!("{sign}{p}{}", digits_for(v.unsigned_abs(), code))
}

fn base_prefix(on: bool, code: char) -> String {
    if on {
        format!("0{code}")
    } else {
        String::new()
    }
}

fn to_char(v: i64) -> Option<char> {
    u32::try_from(v).ok().and_then(char::from_u32)
}

/// format(v, spec) for int. The "%c arg not in range(0x110000)" error is an OverflowError
/// in CPython; every other message is a ValueError.
pub fn format_int(v: i64, spec: &str) -> Result<String, String> {
    format_int_named(v, spec, "int")
}

/// Like [`format_int`] for int subclasses such as bool, whose name appears in errors
/// (an empty spec for bool must be handled by the caller: it gives 'True').
pub fn format_int_named(v: i64, spec: &str, type_name: &str) -> Result<String, String> {
    format_magnitude(v < 0, v.unsigned_abs(), spec, type_name)
}

/// format(v, spec) for a uint64 past i64's range (`np.uint64(2**64 - 1)`).
pub fn format_u64(v: u64, spec: &str) -> Result<String, String> {
    format_magnitude(false, v, spec, "int")
}

/// An integer given as its sign and magnitude, so that all of u64 fits.
fn format_magnitude(neg: bool, mag: u64, spec: &str, type_name: &str) -> Result<String, String> {
    let float = if neg { -(mag as f64) } else { mag as f64 };
    let ch = (!neg)
        .then(|| i64::try_from(mag).ok().and_then(to_char))
        .flatten();
    let int = IntParts {
        neg,
        float: Ok(float),
        ch,
    };
    format_int_parts(&int, spec, type_name, |code| Ok(digits_for(mag, code)))
}

/// format(v, spec) for an int past 64 bits.
pub fn format_long(v: &num_bigint::BigInt, spec: &str) -> Result<String, String> {
    use num_traits::Signed;
    let decimal = || crate::interp::long::decimal(&v.abs());
    let int = IntParts {
        neg: v.is_negative(),
        float: crate::interp::long::to_f64(v)
            .map_err(|_| "int too large to convert to float".to_string()),
        ch: None,
    };
    format_int_parts(&int, spec, "int", |code| {
        let m = v.magnitude();
        Ok(match code {
            'b' => m.to_str_radix(2),
            'o' => m.to_str_radix(8),
            'x' => m.to_str_radix(16),
            'X' => m.to_str_radix(16).to_uppercase(),
            _ => decimal()?,
        })
    })
}

/// What an int's format needs besides its digits.
struct IntParts {
    neg: bool,
    /// The value as a float, for the float codes.
    float: Result<f64, String>,
    /// The character it names, for 'c'.
    ch: Option<char>,
}

fn format_int_parts(
    v: &IntParts,
    spec: &str,
    type_name: &str,
    digits: impl Fn(char) -> Result<String, String>,
) -> Result<String, String> {
    if spec.is_empty() {
        let sign = if v.neg { "-" } else { "" };
        return Ok(format!("{sign}{}", digits('d')?));
    }
    let s = parse_spec_for(spec, type_name)?;
    match s.ty {
        Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%') => {
            return Ok(float_internal(v.float.clone()?, &s));
        }
        None | Some('b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n') => {}
        Some(c) => return Err(unknown_code(c, type_name)),
    }
    let checks = [
        (s.precision.is_some(), "Precision"),
        (s.no_neg_zero, "Negative zero coercion (z)"),
    ];
    not_allowed(&checks, "in integer format specifier")?;
    if s.ty == Some('c') {
        let checks = [
            (s.sign.is_some(), "Sign"),
            (s.alternate, "Alternate form (#)"),
        ];
        not_allowed(&checks, "with integer format specifier 'c'")?;
        // Surrogates (which Rust chars cannot hold) are reported as out of range.
        let ch = v.ch.ok_or("%c arg not in range(0x110000)")?;
        return Ok(layout_number(false, "", "", &ch.to_string(), &s));
    }
    let code = s.ty.unwrap_or('d');
    let prefix = base_prefix(s.alternate && "boxX".contains(code), code);
    Ok(layout_number(v.neg, &prefix, &digits(code)?, "", &s))
}

/// format(v, spec) for float.
pub fn format_float(v: f64, spec: &str) -> Result<String, String> {
    if spec.is_empty() {
        return Ok(float_repr(v));
    }
    let s = parse_spec_for(spec, "float")?;
    match s.ty {
        None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') => Ok(float_internal(v, &s)),
        Some(c) => Err(unknown_code(c, "float")),
    }
}

/// The dtoa code, precision and flags for a float/complex spec: no type means repr ('r')
/// or, with a precision, 'g'.
fn float_code(s: &FormatSpec) -> (char, usize, u8) {
    let fl = (ALT * s.alternate as u8) | (NO_NEG_0 * s.no_neg_zero as u8);
    let code = match s.ty {
        None => 'r',
        Some('n') => 'g',
        Some('%') => 'f',
        Some(c) => c,
    };
    match s.precision {
        None if code == 'r' => ('r', 0, fl),
        None => (code, 6, fl),
        Some(p) if code == 'r' => ('g', p, fl),
        Some(p) => (code, p, fl),
    }
}

fn float_internal(v: f64, s: &FormatSpec) -> String {
    let (code, prec, fl) = float_code(s);
    let fl = fl | (DOT0 * s.ty.is_none() as u8);
    let pct = s.ty == Some('%');
    let mut buf = double_to_string(if pct { v * 100.0 } else { v }, code, prec, fl);
    if pct {
        buf.push('%');
    }
    layout_float_str(&buf, s)
}

/// format(complex(re, im), spec), including width/fill/align/sign/grouping and all float types.
pub fn format_complex(re: f64, im: f64, spec: &str) -> Result<String, String> {
    if spec.is_empty() {
        return Ok(complex_repr(re, im));
    }
    let s = parse_spec_for(spec, "complex")?;
    if let Some(c) = s.ty.filter(|c| !"eEfFgGn".contains(*c)) {
        return Err(unknown_code(c, "complex"));
    }
    let (fill, align) = s.fill_align('>');
    let checks = [
        (fill == '0', "Zero padding is"),
        (align == '=', "'=' alignment flag is"),
    ];
    not_allowed(&checks, "in complex format specifier")?;
    let (code, prec, fl) = float_code(&s);
    // Without a type, a +0.0 real part is dropped and otherwise parentheses are added.
    let skip_re = s.ty.is_none() && re == 0.0 && re.is_sign_positive();
    let parens = s.ty.is_none() && !skip_re;
    // The parts are laid out unpadded; the imaginary one always gets a sign after a real.
    let mut l = s.clone();
    (l.fill, l.zero, l.align, l.width) = (None, false, Some('<'), None);
    let mut body = String::from(if parens { "(" } else { "" });
    if !skip_re {
        body += &layout_float_str(&double_to_string(re, code, prec, fl), &l);
        l.sign = Some('+');
    }
    body += &layout_float_str(&double_to_string(im, code, prec, fl), &l);
    body += if parens { "j)" } else { "j" };
    Ok(pad_str(&body, s.width, align, fill))
}

/// CPython's `calc_padding` + write.
fn pad_str(s: &str, width: Option<usize>, align: char, fill: char) -> String {
    let pad = width.map_or(0, |w| w as isize - clen(s)).max(0);
    let left = match align {
        '>' => pad,
        '^' => pad / 2,
        _ => 0,
    };
    format!("{}{s}{}", rep(fill, left), rep(fill, pad - left))
}

/// format(s, spec) for str.
pub fn format_str(s: &str, spec: &str) -> Result<String, String> {
    let fs = parse_spec_for(spec, "str")?;
    match (fs.ty, fs.grouping) {
        // A missing type defaults to 's', which takes no grouping.
        (None, Some(g)) => return Err(format!("Cannot specify '{g}' with 's'.")),
        (None | Some('s'), _) => {}
        (Some(c), _) => return Err(unknown_code(c, "str")),
    }
    let (fill, align) = fs.fill_align('<');
    let checks = [
        (fs.sign == Some(' '), "Space"),
        (fs.sign.is_some(), "Sign"),
        (fs.no_neg_zero, "Negative zero coercion (z)"),
        (fs.alternate, "Alternate form (#)"),
        (align == '=', "'=' alignment"),
    ];
    not_allowed(&checks, "in string format specifier")?;
    let t: String = s.chars().take(fs.precision.unwrap_or(usize::MAX)).collect();
    Ok(pad_str(&t, fs.width, align, fill))
}

/// Python's round(x, ndigits) for floats: round-half-even on the exact binary value.
/// Where CPython raises OverflowError ("rounded value too large to represent") this
/// returns ±inf; callers can detect `x.is_finite() && result.is_infinite()`.
pub fn round_float(x: f64, ndigits: i64) -> f64 {
    // Beyond CPython's NDIGITS_MAX/MIN, x rounds to itself or to a signed zero.
    if !x.is_finite() || x == 0.0 || ndigits > 323 {
        return x;
    }
    if ndigits < -308 {
        return 0.0 * x;
    }
    if ndigits >= 0 {
        return format!("{x:.0$}", ndigits as usize).parse().unwrap_or(x);
    }
    // Decimal exponent of the exact value; an 18-digit mantissa of 1.000... may hide a
    // carry, so recheck with all digits then.
    let mut exact = format!("{:.17e}", x.abs());
    if exact.starts_with("1.00000000000000000e") {
        exact = format!("{:.1100e}", x.abs());
    }
    let (_, e) = exact.split_once('e').expect("exponent");
    let e: i64 = e.parse().expect("exponent");
    let sig = e + 1 + ndigits;
    if sig >= 1 {
        let s = format!("{:.*e}", (sig - 1) as usize, x);
        return s.parse().unwrap_or(x);
    }
    if sig < 0 {
        return 0.0 * x;
    }
    // Rounding to 10^(e+1): up only if |x| > 5*10^e exactly (a tie goes to even, i.e. 0).
    let m = format!("{:.1100e}", x.abs());
    let (first, tail) = (m.as_bytes()[0], &m[2..m.find('e').expect("exponent")]);
    let up = first > b'5' || (first == b'5' && tail.bytes().any(|b| b != b'0'));
    let mag: f64 = format!("1e{}", e + 1).parse().unwrap_or(0.0);
    (if up { mag } else { 0.0 }).copysign(x)
}

pub mod percent;
mod template;
#[cfg(test)]
use percent::perr;
pub use percent::*;
pub use template::*;

#[cfg(test)]
mod tests {
    use super::*;

    /// Cases as `value|spec|expected` lines (expected values from CPython 3.11).
    const FLOATS: &str = "1.0||1.0\n-0.0||-0.0\n1e16||1e+16\n1.5e-5||1.5e-05\n5e-324||5e-324
0.3333333333333333||0.3333333333333333\n123456.789|,.2f|123,456.79\n1234.5|.2|1.2e+03
1.0|.3|1.0\n0.125|.2f|0.12\n2.675|.2f|2.67\n-0.0|.1f|-0.0\n-0.0001|z.2f|0.00\n1e-5|g|1e-05
100.0|#.3g|100.\n1.0|#.0e|1.e+00\n0.25|.1%|25.0%\ninf|010|0000000inf\nnan|+|+nan
-1.5|*>12.3e|**-1.500e+00\n-1234.5|012,.1f|-0,001,234.5\n1e22|n|1e+22";
    const INTS: &str = "1234|010,|00,001,234\n255|#X|0XFF\n-255|#010b|-0b11111111\n65|c|A
42|=+10d|+       42\n3735928559|_x|dead_beef\n3|.2f|3.00\n7|%|700.000000%";

    #[test]
    fn format_tables() {
        for line in FLOATS.lines().chain(INTS.lines()) {
            let [v, spec, want] = line.splitn(3, '|').collect::<Vec<_>>()[..] else {
                panic!()
            };
            let got = match v.parse::<i64>() {
                Ok(i) => format_int(i, spec),
                Err(_) => format_float(v.parse().unwrap(), spec),
            };
            assert_eq!(got.unwrap(), want, "format({v}, {spec:?})");
        }
        assert_eq!(complex_repr(-0.0, -1.0), "(-0-1j)");
        assert_eq!(complex_repr(f64::NAN, f64::INFINITY), "(nan+infj)");
        assert_eq!(complex_repr(0.0, -0.0), "-0j");
        assert_eq!(
            format_complex(1e20, 1.0, ">20").unwrap(),
            "          (1e+20+1j)"
        );
        assert_eq!(format_complex(1.5, 0.0, ".2f").unwrap(), "1.50+0.00j");
        assert_eq!(int_to_base(-5, 2, true), "-0b101");
        assert_eq!(format_str("hello", "^11.3").unwrap(), "    hel    ");
        assert_eq!(format_str("ab", "05").unwrap(), "ab000");
    }

    #[test]
    fn format_errors() {
        let errs = [
            (
                format_int(1, "s"),
                "Unknown format code 's' for object of type 'int'",
            ),
            (
                format_int(1, ".2"),
                "Precision not allowed in integer format specifier",
            ),
            (
                format_str("a", "+"),
                "Sign not allowed in string format specifier",
            ),
            (format_float(1.0, ",_"), "Cannot specify both ',' and '_'."),
            (
                format_float(1.0, "x"),
                "Unknown format code 'x' for object of type 'float'",
            ),
        ];
        for (got, want) in errs {
            assert_eq!(got.unwrap_err(), want);
        }
    }

    #[test]
    fn rounding() {
        let cases = [
            (2.675, 2, 2.67),
            (0.5, 0, 0.0),
            (2.5, 0, 2.0),
            (1234.5, -2, 1200.0),
        ];
        for (x, n, want) in cases {
            assert_eq!(round_float(x, n), want, "round({x}, {n})");
        }
        assert_eq!(round_float(1250.4, -2), 1300.0);
        assert_eq!(round_float(5000.0, -4), 0.0);
        assert_eq!(round_float(-6000.0, -4), -10000.0);
    }

    /// A test value: (int, float, str(), type name).
    struct V(Option<i64>, Option<f64>, &'static str, &'static str);

    impl PercentArg for V {
        fn as_int(&self) -> Option<i64> {
            self.0
        }
        fn as_float(&self) -> Option<f64> {
            self.1
        }
        fn to_str(&self) -> String {
            self.2.into()
        }
        fn to_repr(&self) -> String {
            if self.3 == "str" {
                format!("'{}'", self.2)
            } else {
                self.2.into()
            }
        }
        fn type_name(&self) -> String {
            self.3.into()
        }
    }

    const fn int(i: i64, s: &'static str) -> V {
        V(Some(i), Some(i as f64), s, "int")
    }

    #[test]
    fn percent_and_templates() {
        let f = V(None, Some(1.23456), "1.2", "float");
        let (s, s2) = (V(None, None, "é", "str"), V(None, None, "é", "str"));
        let mut args = vec![f, int(42, "42"), int(8, "8")];
        args.extend([int(255, "ff"), int(65, "A"), s, s2]);
        let fmt = "%5.2f|%-5d|%#o|%x|%c|%r|%a|%%";
        let got = percent_format(fmt, PercentArgs::Tuple(&args)).unwrap();
        assert_eq!(got, " 1.23|42   |0o10|ff|A|'\u{e9}'|'\\xe9'|%");
        let e = percent_format("%d", PercentArgs::Single(&args[5])).unwrap_err();
        let msg = "%d format: a real number is required, not str";
        assert_eq!((e.kind, e.msg.as_str()), (PyErrKind::TypeError, msg));
        let e = percent_format("%y", PercentArgs::Single(&args[2])).unwrap_err();
        assert_eq!(e.msg, "unsupported format character 'y' (0x79) at index 1");
        let e = percent_format("%s %s", PercentArgs::Tuple(&args[..1])).unwrap_err();
        assert_eq!(e.msg, "not enough arguments for format string");
        let key_err = |k: &str| perr(PyErrKind::KeyError, k);
        let lookup = |k: &str| match k {
            "a" => Ok(int(1, "1")),
            _ => key_err(k),
        };
        let map = PercentArgs::Map {
            whole: &args[1],
            lookup: &lookup,
        };
        assert_eq!(percent_format("%(a)03d", map).unwrap(), "001");
        let pieces = parse_format_template("a{{{0!r:>{w}}}}").unwrap();
        let (name, spec) = ("0".to_string(), ">{w}".to_string());
        let field = FmtPiece::Field {
            name,
            conversion: Some('r'),
            spec,
        };
        let want = [FmtPiece::Lit("a{".into()), field, FmtPiece::Lit("}".into())];
        assert_eq!(pieces, want);
        let err = parse_format_template("}").unwrap_err();
        assert_eq!(err, "Single '}' encountered in format string");
    }
}
