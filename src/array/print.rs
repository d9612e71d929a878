//! NumPy 2.x `str`/`repr` for n-d arrays and scalars.
//!
//! A port of `numpy/_core/arrayprint.py` (layout, summarisation, the shared
//! per-array element formats) on top of a port of NumPy's Dragon4 float
//! printer (`dragon4.c`), so that digits, rounding and padding agree with
//! NumPy character for character.

#[path = "print_float.rs"]
mod float;

pub use float::{Dragon4Options, format_dragon4};
use float::{FloatFormat, Fv, float_scalar};
use half::f16;

/// Mirror of `np.get_printoptions()`; `legacy: true` means `legacy='1.13'`
/// (the only legacy mode modelled; it also forces `sign` to '-').
#[derive(Clone, Debug, PartialEq)]
pub struct PrintOptions {
    pub precision: usize,
    pub threshold: usize,
    pub edgeitems: usize,
    pub linewidth: usize,
    pub suppress: bool,
    pub nanstr: String,
    pub infstr: String,
    /// '-', '+' or ' '.
    pub sign: char,
    /// "fixed", "unique", "maxprec" or "maxprec_equal".
    pub floatmode: String,
    pub legacy: bool,
    /// `legacy='1.21'` or `'1.25'`: NumPy 1.x's scalar reprs (`1.5`, not `np.float64(1.5)`),
    /// arrays as now.
    pub legacy_scalars: Option<&'static str>,
}

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            precision: 8,
            threshold: 1000,
            edgeitems: 3,
            linewidth: 75,
            suppress: false,
            nanstr: "nan".into(),
            infstr: "inf".into(),
            sign: '-',
            floatmode: "maxprec".into(),
            legacy: false,
            legacy_scalars: None,
        }
    }
}

/// Element data in C order (already materialised and cast as needed); array
/// functions expect `shape.iter().product()` elements, scalar functions one.
#[derive(Clone, Copy, Debug)]
pub enum Elems<'a> {
    Bool(&'a [bool]),
    Int(&'a [i64]),
    UInt(&'a [u64]),
    F64(&'a [f64]),
    F32(&'a [f32]),
    F16(&'a [f16]),
    C128(&'a [(f64, f64)]),
    C64(&'a [(f32, f32)]),
    /// A string array's elements (printed with Python's quotes).
    Str(&'a [std::rc::Rc<str>]),
    /// Elements already as text (dates, quoted; timedeltas), right-aligned to one width.
    Padded(&'a [String]),
    /// Elements already as text, printed as they are (records of structured arrays).
    Raw(&'a [String]),
}

impl Elems<'_> {
    fn float(&self, i: usize) -> Fv {
        match self {
            Elems::F64(v) => Fv::D(v[i]),
            Elems::F32(v) => Fv::S(v[i]),
            Elems::F16(v) => Fv::H(v[i]),
            _ => unreachable!("not a float array"),
        }
    }

    fn complex(&self, i: usize) -> (Fv, Fv) {
        match self {
            Elems::C128(v) => (Fv::D(v[i].0), Fv::D(v[i].1)),
            Elems::C64(v) => (Fv::S(v[i].0), Fv::S(v[i].1)),
            _ => unreachable!("not a complex array"),
        }
    }

    fn int(&self, i: usize) -> i128 {
        match self {
            Elems::Int(v) => v[i].into(),
            Elems::UInt(v) => v[i].into(),
            _ => unreachable!("not an integer array"),
        }
    }
}

/// `str(a)` / `print(a)`.
pub fn array_str(e: &Elems, shape: &[usize], opts: &PrintOptions) -> String {
    if shape.is_empty() {
        // 0-d arrays print like their scalar (legacy: like the Python object).
        return if opts.legacy {
            py_item_str(e)
        } else {
            scalar_str(e, "")
        };
    }
    array2string(e, shape, opts, " ", 0, 0)
}

/// `np.array2string(a, separator=..., prefix=..., suffix=...)`: the elements only, lines
/// after the first indented by the prefix's width, the suffix's width kept free at the end.
pub fn array_text(
    e: &Elems,
    shape: &[usize],
    opts: &PrintOptions,
    sep: &str,
    prefix_len: usize,
    suffix_len: usize,
) -> String {
    if shape.is_empty() {
        return scalar_str(e, "");
    }
    array2string(e, shape, opts, sep, prefix_len, suffix_len)
}

/// `repr(a)`, e.g. `array([1., 2.], dtype=float32)`.
pub fn array_repr(e: &Elems, shape: &[usize], dtype_name: &str, opts: &PrintOptions) -> String {
    array_repr_with(e, shape, dtype_name, opts, "array(")
}

/// Each element's text under the format the whole array shares (a structured array's
/// field, printed inside its records).
pub fn elem_texts(e: &Elems, n: usize, opts: &PrintOptions) -> Vec<String> {
    let all: Vec<usize> = (0..n).collect();
    let f = ElemFormat::new(e, &all, false, opts);
    all.iter().map(|&i| f.format(e, i)).collect()
}

/// `repr(a)` with another constructor name (`rec.array(`).
pub fn array_repr_with(
    e: &Elems,
    shape: &[usize],
    dtype_name: &str,
    opts: &PrintOptions,
    prefix: &str,
) -> String {
    let prefix_len = prefix.len();
    let size: usize = shape.iter().product();
    let lst = if opts.legacy && shape.is_empty() {
        py_item_str(e)
    } else {
        array2string(e, shape, opts, ", ", prefix_len, 1)
    };
    let mut extras = Vec::new();
    if (size == 0 && shape != [0]) || (!opts.legacy && size > opts.threshold) {
        extras.push(format!("shape={}", py_tuple(shape)));
    }
    let implied = match dtype_name {
        "int64" | "float64" | "complex128" => true,
        "bool" => !opts.legacy,
        _ => false,
    };
    if !implied || size == 0 {
        extras.push(format!("dtype={dtype_name}"));
    }
    if extras.is_empty() {
        return format!("{prefix}{lst})");
    }
    let arr_str = format!("{prefix}{lst},");
    let extra = format!("{})", extras.join(", "));
    let last_line = arr_str.rsplit('\n').next().unwrap_or("");
    // Put the extras on their own line when they would overflow the last one.
    let spacer = if !opts.legacy && clen(last_line) + clen(&extra) + 1 > opts.linewidth {
        format!("\n{}", " ".repeat(prefix_len))
    } else {
        " ".to_string()
    };
    arr_str + &spacer + &extra
}

/// `str(np.float64(1.5))` etc.: "1.5", "3", "True", "(1+2j)".
pub fn scalar_str(e: &Elems, _dtype_name: &str) -> String {
    match e {
        Elems::Bool(v) => (if v[0] { "True" } else { "False" }).into(),
        Elems::Str(v) => v[0].to_string(),
        Elems::Padded(v) | Elems::Raw(v) => v[0].clone(),
        Elems::Int(_) | Elems::UInt(_) => e.int(0).to_string(),
        Elems::F64(_) | Elems::F32(_) | Elems::F16(_) => float_scalar(e.float(0), false, false),
        Elems::C128(_) | Elems::C64(_) => {
            let (re, im) = e.complex(0);
            let special = |x: Fv, plus: &str| match x.val() {
                v if v.is_nan() => format!("{plus}nan"),
                v if v > 0.0 => format!("{plus}inf"),
                _ => "-inf".into(),
            };
            if re.val() == 0.0 && !re.neg() {
                return format!("{}j", float_scalar(im, false, true));
            }
            let r = if re.val().is_finite() {
                float_scalar(re, false, true)
            } else {
                special(re, "")
            };
            let i = if im.val().is_finite() {
                float_scalar(im, true, true)
            } else {
                special(im, "+")
            };
            format!("({r}{i}j)")
        }
    }
}

/// NumPy 2 scalar repr: "np.float64(1.5)", "np.int64(3)", "np.True_".
pub fn scalar_repr(e: &Elems, dtype_name: &str) -> String {
    match e {
        Elems::Bool(v) => (if v[0] { "np.True_" } else { "np.False_" }).into(),
        _ => {
            let s = scalar_str(e, dtype_name);
            // Complex str is parenthesised; repr reuses the inner text.
            let inner = s
                .strip_prefix('(')
                .and_then(|t| t.strip_suffix(')'))
                .unwrap_or(&s);
            format!("np.{dtype_name}({inner})")
        }
    }
}

/// `str(a.item())` for legacy 0-d arrays: the Python object (float64 / complex128 rules).
fn py_item_str(e: &Elems) -> String {
    match e {
        Elems::F32(_) | Elems::F16(_) => scalar_str(&Elems::F64(&[e.float(0).val()]), ""),
        Elems::C64(_) => {
            let (re, im) = e.complex(0);
            scalar_str(&Elems::C128(&[(re.val(), im.val())]), "")
        }
        _ => scalar_str(e, ""),
    }
}

fn py_tuple(shape: &[usize]) -> String {
    let parts: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    match parts.len() {
        1 => format!("({},)", parts[0]),
        _ => format!("({})", parts.join(", ")),
    }
}

/// Python `len` counts code points, which matters for custom nan/inf strings.
fn clen(s: &str) -> usize {
    s.chars().count()
}

// ---------------------------------------------------------------------------
// array2string / _formatArray

fn array2string(
    e: &Elems,
    shape: &[usize],
    opts: &PrintOptions,
    sep: &str,
    prefix_len: usize,
    suffix_len: usize,
) -> String {
    let size: usize = shape.iter().product();
    if size == 0 {
        return "[]".into();
    }
    let summary = size > opts.threshold;
    let edge = opts.edgeitems;
    // The element format is computed over the printed corners only.
    let kept = if summary {
        kept_indices(shape, edge)
    } else {
        (0..size).collect()
    };
    let fmt = ElemFormat::new(e, &kept, shape.is_empty(), opts);
    let mut strides = vec![1; shape.len()];
    for ax in (0..shape.len().saturating_sub(1)).rev() {
        strides[ax] = strides[ax + 1] * shape[ax + 1];
    }
    let width = opts.linewidth as i64 - if opts.legacy { 0 } else { suffix_len as i64 };
    let ctx = Layout {
        e,
        shape,
        strides,
        fmt,
        sep,
        edge,
        summary,
        legacy: opts.legacy,
    };
    ctx.recurse(0, 0, &" ".repeat(prefix_len + 1), width)
}

/// Flat indices kept by `_leading_trailing` (note `a[-0:]` is the whole axis).
fn kept_indices(shape: &[usize], edge: usize) -> Vec<usize> {
    let mut out = vec![0usize];
    for &n in shape {
        let axis: Vec<usize> = if n > 2 * edge {
            (0..edge)
                .chain(if edge == 0 { 0 } else { n - edge }..n)
                .collect()
        } else {
            (0..n).collect()
        };
        out = out
            .iter()
            .flat_map(|&b| axis.iter().map(move |&i| b * n + i))
            .collect();
    }
    out
}

struct Layout<'a> {
    e: &'a Elems<'a>,
    shape: &'a [usize],
    strides: Vec<usize>,
    fmt: ElemFormat,
    sep: &'a str,
    edge: usize,
    summary: bool,
    legacy: bool,
}

impl Layout<'_> {
    /// `_formatArray.recurser`: `hanging` is the indent of wrapped lines.
    fn recurse(&self, base: usize, axis: usize, hanging: &str, width: i64) -> String {
        if axis == self.shape.len() {
            return self.fmt.format(self.e, base);
        }
        let next_hanging = format!("{hanging} ");
        let next_width = if self.legacy { width } else { width - 1 };
        let n = self.shape[axis];
        let stride = self.strides[axis];
        let show_summary = self.summary && 2 * self.edge < n;
        let (lead, trail) = if show_summary {
            (self.edge, self.edge)
        } else {
            (0, n)
        };
        let sub = |i: usize| self.recurse(base + i * stride, axis + 1, &next_hanging, next_width);
        let sep_trim = self.sep.trim_end();
        let mut s = String::new();
        if axis + 1 == self.shape.len() {
            // Innermost axis: wrap elements that would overflow the line.
            let mut elem_width = width - sep_trim.len().max(if self.legacy { 0 } else { 1 }) as i64;
            let mut line = hanging.to_string();
            for i in 0..lead {
                self.extend_line(&mut s, &mut line, &sub(i), elem_width, hanging);
                line += self.sep;
            }
            if show_summary {
                self.extend_line(&mut s, &mut line, "...", elem_width, hanging);
                line += if self.legacy { ", " } else { self.sep };
            }
            for i in (2..=trail).rev() {
                self.extend_line(&mut s, &mut line, &sub(n - i), elem_width, hanging);
                line += self.sep;
            }
            if self.legacy {
                elem_width = width;
            }
            self.extend_line(&mut s, &mut line, &sub(n - 1), elem_width, hanging);
            s += &line;
        } else {
            // Outer axes: one row per line, plus a blank line per extra dimension.
            let line_sep = format!("{sep_trim}{}", "\n".repeat(self.shape.len() - axis - 1));
            for i in 0..lead {
                s += &format!("{hanging}{}{line_sep}", sub(i));
            }
            if show_summary {
                let tail = if self.legacy { ", \n" } else { &line_sep };
                s += &format!("{hanging}...{tail}");
            }
            for i in (2..=trail).rev() {
                s += &format!("{hanging}{}{line_sep}", sub(n - i));
            }
            s += &format!("{hanging}{}", sub(n - 1));
        }
        format!("[{}]", &s[hanging.len()..])
    }

    fn extend_line(&self, s: &mut String, line: &mut String, word: &str, width: i64, prefix: &str) {
        let mut wrap = (clen(line) + clen(word)) as i64 > width;
        // Wrapping cannot help when the line holds nothing but the indent.
        if !self.legacy && clen(line) <= clen(prefix) {
            wrap = false;
        }
        if wrap {
            *s += line.trim_end();
            s.push('\n');
            *line = prefix.to_string();
        }
        *line += word;
    }
}

// ---------------------------------------------------------------------------
// Element formats shared by all elements of one array

enum ElemFormat {
    Bool { pad: bool },
    Int { width: usize, sign: char },
    Float(FloatFormat),
    Complex(FloatFormat, FloatFormat),
    Str,
    Padded(usize),
    Raw,
}

impl ElemFormat {
    fn new(e: &Elems, kept: &[usize], zero_d: bool, o: &PrintOptions) -> Self {
        // set_printoptions(legacy='1.13') also resets sign to '-'.
        let osign = if o.legacy { '-' } else { o.sign };
        match e {
            Elems::Bool(_) => ElemFormat::Bool { pad: !zero_d },
            Elems::Str(_) => ElemFormat::Str,
            Elems::Raw(_) => ElemFormat::Raw,
            Elems::Padded(v) => {
                ElemFormat::Padded(kept.iter().map(|&i| clen(&v[i])).max().unwrap_or(0))
            }
            Elems::Int(_) | Elems::UInt(_) => {
                // IntegerFormat: widest of str(max) (plus room for a sign) and str(min).
                let max = kept.iter().map(|&i| e.int(i)).max().unwrap_or(0);
                let min = kept.iter().map(|&i| e.int(i)).min().unwrap_or(0);
                let sign = if osign == ' ' && min < 0 { '-' } else { osign };
                let max_len = max.to_string().len() + usize::from(max >= 0 && sign != '-');
                ElemFormat::Int {
                    width: max_len.max(min.to_string().len()),
                    sign,
                }
            }
            Elems::C128(_) | Elems::C64(_) => {
                let (re, im): (Vec<Fv>, Vec<Fv>) = kept.iter().map(|&i| e.complex(i)).unzip();
                let (mr, mi) = match (o.legacy, o.floatmode.as_str()) {
                    (true, _) => ("maxprec_equal", "maxprec"),
                    (false, m) => (m, m),
                };
                ElemFormat::Complex(
                    FloatFormat::new(&re, zero_d, o, osign, mr),
                    FloatFormat::new(&im, zero_d, o, '+', mi),
                )
            }
            _ => {
                let v: Vec<Fv> = kept.iter().map(|&i| e.float(i)).collect();
                ElemFormat::Float(FloatFormat::new(&v, zero_d, o, osign, &o.floatmode))
            }
        }
    }

    fn format(&self, e: &Elems, i: usize) -> String {
        match self {
            ElemFormat::Bool { pad } => match e {
                Elems::Bool(v) if v[i] => (if *pad { " True" } else { "True" }).into(),
                _ => "False".into(),
            },
            ElemFormat::Int { width, sign } => {
                let x = e.int(i);
                let s = match sign {
                    '+' | ' ' if x >= 0 => format!("{sign}{x}"),
                    _ => x.to_string(),
                };
                format!("{s:>width$}")
            }
            ElemFormat::Float(f) => f.format(e.float(i)),
            ElemFormat::Raw => match e {
                Elems::Raw(v) => v[i].clone(),
                _ => unreachable!("not text elements"),
            },
            ElemFormat::Padded(w) => match e {
                Elems::Padded(v) => format!("{:>w$}", v[i]),
                _ => unreachable!("not text elements"),
            },
            ElemFormat::Str => match e {
                Elems::Str(v) => crate::interp::repr::str_repr(&v[i]),
                _ => unreachable!("not a string array"),
            },
            ElemFormat::Complex(fr, fi) => {
                let (re, im) = e.complex(i);
                let i = fi.format(im);
                // The 'j' goes before the imaginary part's right padding.
                let sp = i.trim_end().len();
                format!("{}{}j{}", fr.format(re), &i[..sp], &i[sp..])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Expected strings are NumPy 2.2 output.
    fn both(e: Elems, shape: &[usize], dtype: &str, o: &PrintOptions) -> (String, String) {
        (array_str(&e, shape, o), array_repr(&e, shape, dtype, o))
    }

    fn check(e: Elems, shape: &[usize], dtype: &str, s: &str, r: &str) {
        check_with(e, shape, dtype, &PrintOptions::default(), s, r);
    }

    fn check_with(e: Elems, shape: &[usize], dtype: &str, o: &PrintOptions, s: &str, r: &str) {
        assert_eq!(both(e, shape, dtype, o), (s.to_string(), r.to_string()));
    }

    #[test]
    fn ints_bools_and_dtype_suffix() {
        check(Elems::Int(&[1, 2]), &[2], "int64", "[1 2]", "array([1, 2])");
        check(
            Elems::Int(&[1, 2]),
            &[2],
            "int32",
            "[1 2]",
            "array([1, 2], dtype=int32)",
        );
        check(
            Elems::UInt(&[255]),
            &[1],
            "uint8",
            "[255]",
            "array([255], dtype=uint8)",
        );
        check(
            Elems::Bool(&[true, false]),
            &[2],
            "bool",
            "[ True False]",
            "array([ True, False])",
        );
        check(Elems::Int(&[5]), &[], "int64", "5", "array(5)");
    }

    #[test]
    fn floats() {
        check(
            Elems::F64(&[1.0, 2.0]),
            &[2],
            "float64",
            "[1. 2.]",
            "array([1., 2.])",
        );
        check(
            Elems::F32(&[0.1]),
            &[1],
            "float32",
            "[0.1]",
            "array([0.1], dtype=float32)",
        );
        let h = [f16::from_f64(0.1)];
        check(
            Elems::F16(&h),
            &[1],
            "float16",
            "[0.1]",
            "array([0.1], dtype=float16)",
        );
        check(
            Elems::F32(&[1.5]),
            &[],
            "float32",
            "1.5",
            "array(1.5, dtype=float32)",
        );
        check(
            Elems::F64(&[1e-5, 1.0]),
            &[2],
            "float64",
            "[1.e-05 1.e+00]",
            "array([1.e-05, 1.e+00])",
        );
        let (s, r) = ("[1.0e+020 1.5e-300]", "array([1.0e+020, 1.5e-300])");
        check(Elems::F64(&[1e20, 1.5e-300]), &[2], "float64", s, r);
        let v = [f64::NAN, 1.0, f64::NEG_INFINITY];
        check(
            Elems::F64(&v),
            &[3],
            "float64",
            "[ nan   1. -inf]",
            "array([ nan,   1., -inf])",
        );
        check(
            Elems::F64(&[-0.0, 1.5]),
            &[2],
            "float64",
            "[-0.   1.5]",
            "array([-0. ,  1.5])",
        );
    }

    #[test]
    fn complex() {
        let v = [(1.0, 2.0), (3.0, -4.0)];
        check(
            Elems::C128(&v),
            &[2],
            "complex128",
            "[1.+2.j 3.-4.j]",
            "array([1.+2.j, 3.-4.j])",
        );
    }

    #[test]
    fn empty() {
        check(
            Elems::F32(&[]),
            &[0],
            "float32",
            "[]",
            "array([], dtype=float32)",
        );
        let r = "array([], shape=(0, 3), dtype=float64)";
        check(Elems::F64(&[]), &[0, 3], "float64", "[]", r);
    }

    #[test]
    fn nesting_wrapping_and_summary() {
        let v: Vec<i64> = (0..8).collect();
        check(
            Elems::Int(&v[..6]),
            &[2, 3],
            "int64",
            "[[0 1 2]\n [3 4 5]]",
            "array([[0, 1, 2],\n       [3, 4, 5]])",
        );
        let s = "[[[0 1]\n  [2 3]]\n\n [[4 5]\n  [6 7]]]";
        let r = "array([[[0, 1],\n        [2, 3]],\n\n       [[4, 5],\n        [6, 7]]])";
        check(Elems::Int(&v), &[2, 2, 2], "int64", s, r);
        let f: Vec<f64> = (0..25).map(|i| f64::from(i) * 1.5).collect();
        let (s, r) = both(Elems::F64(&f), &[25], "float64", &PrintOptions::default());
        assert_eq!(
            s,
            "[ 0.   1.5  3.   4.5  6.   7.5  9.  10.5 12.  13.5 15.  16.5 18.  19.5\n 21.  22.5 24.  25.5 27.  28.5 30.  31.5 33.  34.5 36. ]"
        );
        assert_eq!(
            r,
            "array([ 0. ,  1.5,  3. ,  4.5,  6. ,  7.5,  9. , 10.5, 12. , 13.5, 15. ,\n       16.5, 18. , 19.5, 21. , 22.5, 24. , 25.5, 27. , 28.5, 30. , 31.5,\n       33. , 34.5, 36. ])"
        );
        let big: Vec<i64> = (0..2000).collect();
        let (s, r) = both(Elems::Int(&big), &[2000], "int64", &PrintOptions::default());
        assert_eq!(s, "[   0    1    2 ... 1997 1998 1999]");
        assert_eq!(
            r,
            "array([   0,    1,    2, ..., 1997, 1998, 1999], shape=(2000,))"
        );
        let o = PrintOptions {
            threshold: 10,
            edgeitems: 2,
            ..Default::default()
        };
        let s =
            "[[ 0  1 ...  3  4]\n [ 5  6 ...  8  9]\n ...\n [15 16 ... 18 19]\n [20 21 ... 23 24]]";
        let r = "array([[ 0,  1, ...,  3,  4],\n       [ 5,  6, ...,  8,  9],\n       ...,\n       [15, 16, ..., 18, 19],\n       [20, 21, ..., 23, 24]], shape=(5, 5))";
        check_with(Elems::Int(&big[..25]), &[5, 5], "int64", &o, s, r);
        let o = PrintOptions {
            linewidth: 20,
            ..Default::default()
        };
        let r = "array([ 0,  1,  2,\n        3,  4,  5,\n        6,  7,  8,\n        9, 10, 11])";
        check_with(
            Elems::Int(&big[..12]),
            &[12],
            "int64",
            &o,
            "[ 0  1  2  3  4  5\n  6  7  8  9 10 11]",
            r,
        );
    }

    #[test]
    fn options() {
        let o = PrintOptions {
            precision: 3,
            ..Default::default()
        };
        check_with(
            Elems::F64(&[1.0 / 3.0, 2.0 / 3.0]),
            &[2],
            "float64",
            &o,
            "[0.333 0.667]",
            "array([0.333, 0.667])",
        );
        let o = PrintOptions {
            suppress: true,
            ..Default::default()
        };
        check_with(
            Elems::F64(&[1e-10, 1.0]),
            &[2],
            "float64",
            &o,
            "[0. 1.]",
            "array([0., 1.])",
        );
        let o = PrintOptions {
            floatmode: "fixed".into(),
            precision: 2,
            ..Default::default()
        };
        check_with(
            Elems::F64(&[1.0, 2.5]),
            &[2],
            "float64",
            &o,
            "[1.00 2.50]",
            "array([1.00, 2.50])",
        );
        let o = PrintOptions {
            sign: '+',
            ..Default::default()
        };
        check_with(
            Elems::F64(&[1.0, -2.0]),
            &[2],
            "float64",
            &o,
            "[+1. -2.]",
            "array([+1., -2.])",
        );
        check_with(
            Elems::Int(&[1, -2]),
            &[2],
            "int64",
            &o,
            "[+1 -2]",
            "array([+1, -2])",
        );
        let o = PrintOptions {
            legacy: true,
            ..Default::default()
        };
        check_with(
            Elems::F64(&[1.5, 2.0]),
            &[2],
            "float64",
            &o,
            "[ 1.5  2. ]",
            "array([ 1.5,  2. ])",
        );
    }

    #[test]
    fn scalars() {
        let cases: [(Elems, &str, &str, &str); 10] = [
            (Elems::F64(&[1.5]), "float64", "1.5", "np.float64(1.5)"),
            (Elems::Int(&[3]), "int64", "3", "np.int64(3)"),
            (Elems::Bool(&[true]), "bool", "True", "np.True_"),
            (Elems::F32(&[0.1]), "float32", "0.1", "np.float32(0.1)"),
            (
                Elems::C128(&[(1.0, 2.0)]),
                "complex128",
                "(1+2j)",
                "np.complex128(1+2j)",
            ),
            (Elems::F64(&[1e16]), "float64", "1e+16", "np.float64(1e+16)"),
            (
                Elems::F64(&[100.0]),
                "float64",
                "100.0",
                "np.float64(100.0)",
            ),
            (
                Elems::F16(&[f16::from_f64(0.1)]),
                "float16",
                "0.1",
                "np.float16(0.1)",
            ),
            (Elems::UInt(&[7]), "uint8", "7", "np.uint8(7)"),
            (
                Elems::C64(&[(0.0, 2.0)]),
                "complex64",
                "2j",
                "np.complex64(2j)",
            ),
        ];
        for (e, dt, s, r) in cases {
            assert_eq!(
                (scalar_str(&e, dt), scalar_repr(&e, dt)),
                (s.to_string(), r.to_string())
            );
        }
    }
}
