//! `np.savetxt` (NumPy's `%`-format per row, through Python's `%` formatting) and
//! `np.loadtxt` (the rules of NumPy 2's C reader: comments, delimiters, usecols, ndmin).
use crate::array::col::{Col, wrap_int};
use crate::array::dtype::DType;
use crate::array::{Array, ArrayRef};
use crate::builtins::sig::Bound;
use crate::builtins::want_int;
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{ExcType, RtResult, err, type_err, value_err};
use crate::interp::repr::str_repr;
use crate::interp::value::Value;
use std::io::Write;

fn opt_str(it: &mut Interp, v: &Option<Value>, default: &str) -> RtResult<String> {
    match v {
        None => Ok(default.to_string()),
        Some(Value::Str(s)) => Ok(s.to_string()),
        Some(other) => it.to_str(other),
    }
}

/// A NumPy scalar holding element `i` of `c` (dtype `dt`).
fn np_scalar(c: &Col, i: usize, dt: DType) -> Value {
    Value::Array(Array::from_col(c.gather(&[i]), dt, vec![], true).as_scalar())
}

pub fn savetxt(it: &mut Interp, bound: &Bound, host: bool) -> RtResult<Value> {
    let names = [
        "fname",
        "X",
        "fmt",
        "delimiter",
        "newline",
        "header",
        "footer",
        "comments",
        "encoding",
    ];
    let b = bound.passed(&names);
    let (Some(f), Some(x)) = (&b[0], &b[1]) else {
        return Err(type_err(
            "savetxt() missing required positional arguments: 'fname' and 'X'",
        ));
    };
    let sink = super::TextSink::of(f)?;
    let x: ArrayRef = match x {
        Value::Array(arr) if !host => arr.clone(),
        other => it.to_array(other, host, None)?,
    };
    let delimiter = opt_str(it, &b[3], " ")?;
    let newline = opt_str(it, &b[4], "\n")?;
    let header = opt_str(it, &b[5], "")?;
    let footer = opt_str(it, &b[6], "")?;
    let comments = opt_str(it, &b[7], "# ")?;
    // NumPy creates (truncates) the file before checking anything else.
    sink.write(it, "")?;
    if x.ndim() == 0 || x.ndim() > 2 {
        return Err(value_err(format!(
            "Expected 1D or 2D array, got {}D array instead",
            x.ndim()
        )));
    }
    let (rows, ncol) = if x.ndim() == 1 {
        (x.shape[0], 1)
    } else {
        (x.shape[0], x.shape[1])
    };
    let complex = x.dtype.is_complex();
    let format = match &b[2] {
        None => fmt_for(&"%.18e".to_string(), ncol, complex, &delimiter)?,
        Some(Value::Str(s)) => fmt_for(&s.to_string(), ncol, complex, &delimiter)?,
        Some(v @ (Value::List(_) | Value::Tuple(_))) => {
            let items = it.to_vec(v)?;
            if items.len() != ncol {
                let s = it.to_str(v)?;
                return Err(err(
                    ExcType::AttributeError,
                    format!("fmt has wrong shape.  {s}"),
                ));
            }
            let parts = items
                .iter()
                .map(|p| it.to_str(p))
                .collect::<RtResult<Vec<_>>>()?;
            parts.join(&delimiter)
        }
        Some(other) => {
            let r = it.repr(other)?;
            return Err(value_err(format!("invalid fmt: {r}")));
        }
    };
    let col = x.to_col().map_err(arr_err)?;
    let mut out = String::new();
    if !header.is_empty() {
        out.push_str(&comments);
        out.push_str(&header.replace('\n', &format!("\n{comments}")));
        out.push_str(&newline);
    }
    let part_dt = match x.dtype {
        DType::C64 => DType::F32,
        _ => DType::F64,
    };
    for r in 0..rows {
        let mut vals = Vec::with_capacity(ncol * 2);
        for c in 0..ncol {
            let i = r * ncol + c;
            if complex {
                let (re, im) = col.get_c(i);
                let parts = Col::F(vec![re, im]).cast(DType::F64, part_dt);
                vals.push(np_scalar(&parts, 0, part_dt));
                vals.push(np_scalar(&parts, 1, part_dt));
            } else {
                vals.push(np_scalar(&col, i, x.dtype));
            }
        }
        match crate::builtins::strfmt::percent(it, &format, &Value::tuple(vals)) {
            Ok(s) if complex => out.push_str(&(s + &newline).replace("+-", "-")),
            Ok(s) => {
                out.push_str(&s);
                out.push_str(&newline);
            }
            Err(e) => {
                sink.write(it, &out)?;
                if e.exc_type() == ExcType::TypeError && !complex {
                    return Err(type_err(format!(
                        "Mismatch between array dtype ('{}') and format specifier ('{format}')",
                        x.dtype.name()
                    )));
                }
                return Err(e);
            }
        }
    }
    if !footer.is_empty() {
        out.push_str(&comments);
        out.push_str(&footer.replace('\n', &format!("\n{comments}")));
        out.push_str(&newline);
    }
    sink.write(it, &out)?;
    Ok(Value::None)
}

/// The row format for a single `fmt` string.
fn fmt_for(fmt: &String, ncol: usize, complex: bool, delimiter: &str) -> RtResult<String> {
    let n = fmt.matches('%').count();
    let wrong = || value_err(format!("fmt has wrong number of % formats:  {fmt}"));
    if n == 1 {
        let one = if complex {
            format!(" ({fmt}+{fmt}j)")
        } else {
            fmt.clone()
        };
        Ok(vec![one; ncol].join(delimiter))
    } else if (complex && n != 2 * ncol) || (!complex && n != ncol) {
        Err(wrong())
    } else {
        Ok(fmt.clone())
    }
}

/// What loadtxt parsed a field into, before the cast to the requested dtype.
enum Cells {
    F(Vec<f64>),
    I(Vec<i64>),
    U(Vec<u64>),
    B(Vec<bool>),
    C(Vec<(f64, f64)>),
    /// `dtype=str`: the fields as they are (a string array of this width, or the longest).
    T(Vec<String>, Option<usize>),
}

pub fn parse_float(s: &str) -> Option<f64> {
    let t = s.trim();
    // Rust's parser takes what Python's float() takes, except that it also accepts
    // "infinity"/"nan" spelled any way (so does Python) and rejects '_' (so does NumPy).
    if t.is_empty() || t.contains('_') {
        return None;
    }
    t.parse::<f64>().ok()
}

pub fn parse_int(s: &str) -> Option<i64> {
    let t = s.trim();
    if let Ok(v) = t.parse::<i64>() {
        return Some(v);
    }
    // NumPy falls back to parsing a float (deprecated) and casting as C does.
    let f = parse_float(t)?;
    Some(
        if f.is_nan() || !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f) {
            i64::MIN
        } else {
            f as i64
        },
    )
}

pub fn parse_complex(s: &str) -> Option<(f64, f64)> {
    let mut t = s.trim();
    if let Some(inner) = t.strip_prefix('(').and_then(|x| x.strip_suffix(')')) {
        t = inner.trim();
    }
    let Some(body) = t.strip_suffix('j') else {
        return parse_float(t).map(|r| (r, 0.0));
    };
    let b = body.as_bytes();
    // The sign that starts the imaginary part: the last '+'/'-' not after an exponent 'e'.
    let split = (1..b.len())
        .rev()
        .find(|&k| (b[k] == b'+' || b[k] == b'-') && !matches!(b[k - 1], b'e' | b'E'));
    let imag = |x: &str| match x {
        "" | "+" => Some(1.0),
        "-" => Some(-1.0),
        _ => parse_float(x),
    };
    match split {
        Some(k) => Some((parse_float(&body[..k])?, imag(&body[k..])?)),
        None => Some((0.0, imag(body)?)),
    }
}

fn kw_int(v: &Option<Value>, default: i64, what: &str) -> RtResult<i64> {
    match v {
        None | Some(Value::None) => Ok(default),
        Some(Value::Int(i)) => Ok(*i),
        Some(Value::Bool(b)) => Ok(*b as i64),
        Some(_) => Err(type_err(format!("{what} must be an integer"))),
    }
}

pub fn loadtxt(it: &mut Interp, bound: &Bound, host: bool) -> RtResult<Value> {
    let names = [
        "fname",
        "dtype",
        "comments",
        "delimiter",
        "converters",
        "skiprows",
        "usecols",
        "unpack",
        "ndmin",
        "encoding",
        "max_rows",
        "quotechar",
        "like",
    ];
    let b = bound.passed(&names);
    let Some(f) = &b[0] else {
        return Err(type_err(
            "loadtxt() missing 1 required positional argument: 'fname'",
        ));
    };
    let source = super::TextSource::of(it, f)?;
    let text_width = match &b[1] {
        Some(v) if host => crate::builtins::numpy::strings::str_dtype(v),
        _ => None,
    };
    let dt = match &b[1] {
        _ if text_width.is_some() => DType::I64,
        Some(v) => super::super::dtype_arg(v)?.unwrap_or(DType::F64),
        None => DType::F64,
    };
    let comments: Vec<String> = match &b[2] {
        None => vec!["#".into()],
        Some(Value::None) => vec![],
        Some(Value::Str(s)) => vec![s.to_string()],
        Some(v) => it
            .to_vec(v)?
            .iter()
            .map(|x| it.to_str(x))
            .collect::<RtResult<_>>()?,
    };
    if comments.iter().any(|c| c.is_empty()) {
        return Err(value_err(
            "comments cannot be an empty string. Use comments=None to disable comments.",
        ));
    }
    let delimiter: Option<char> = match &b[3] {
        None | Some(Value::None) => None,
        Some(Value::Str(s)) if s.chars().count() == 1 => s.chars().next(),
        Some(v) => {
            let r = it.repr(v)?;
            return Err(type_err(format!(
                "Text reading control character must be a single unicode character or None; but got: {r}"
            )));
        }
    };
    for (i, what) in [(4, "converters"), (11, "quotechar"), (12, "like")] {
        if !matches!(b[i], None | Some(Value::None)) {
            return Err(err(
                ExcType::NotImplementedError,
                format!("loadtxt(..., {what}=) is not supported by gpa"),
            ));
        }
    }
    let skiprows = kw_int(&b[5], 0, "argument")?;
    if skiprows < 0 {
        return Err(value_err("argument must be nonnegative"));
    }
    let usecols: Option<Vec<i64>> = match &b[6] {
        None | Some(Value::None) => None,
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Some(vec![want_int(v, "usecols")?]),
        Some(v) => Some(
            it.to_vec(v)?
                .iter()
                .map(|x| match x {
                    Value::Int(i) => Ok(*i),
                    other => Err(type_err(format!(
                        "usecols must be an int or a sequence of ints but it contains at least one element of type {}",
                        other.type_name()
                    ))),
                })
                .collect::<RtResult<_>>()?,
        ),
    };
    let unpack = b[7].as_ref().is_some_and(|v| v.truthy());
    let ndmin = kw_int(&b[8], 0, "ndmin")?;
    if !(0..=2).contains(&ndmin) {
        return Err(value_err(format!(
            "Illegal value of ndmin keyword: {ndmin}"
        )));
    }
    let max_rows = kw_int(&b[10], -1, "argument")?;
    if b[10].as_ref().is_some_and(|v| !matches!(v, Value::None)) && max_rows < 0 {
        return Err(value_err("argument must be nonnegative"));
    }
    let bytes = source.bytes()?;
    let text = String::from_utf8_lossy(&bytes);
    let mut cells = match dt {
        _ if let Some(w) = text_width => Cells::T(Vec::new(), w),
        DType::F16 | DType::F32 | DType::F64 => Cells::F(Vec::new()),
        DType::U64 => Cells::U(Vec::new()),
        DType::Bool => Cells::B(Vec::new()),
        DType::C64 | DType::C128 => Cells::C(Vec::new()),
        _ => Cells::I(Vec::new()),
    };
    let mut ncols: Option<usize> = None;
    let mut row = 0usize;
    // Python's universal newlines: \n, \r\n and \r all end a line.
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for line in text.split('\n').skip(skiprows as usize) {
        if max_rows >= 0 && row as i64 >= max_rows {
            break;
        }
        let mut line = line;
        for c in &comments {
            if let Some(i) = line.find(c.as_str()) {
                line = &line[..i];
            }
        }
        let fields: Vec<&str> = match delimiter {
            None => line.split_whitespace().collect(),
            Some(_) if line.is_empty() => vec![],
            Some(d) => line.split(d).collect(),
        };
        if fields.is_empty() {
            continue;
        }
        let picked: Vec<(usize, &str)> = match &usecols {
            None => {
                match ncols {
                    Some(n) if n != fields.len() => {
                        return Err(value_err(format!(
                            "the number of columns changed from {n} to {} at row {}; use `usecols` to select a subset and avoid this error",
                            fields.len(),
                            row + 1
                        )));
                    }
                    _ => ncols = Some(fields.len()),
                }
                fields.iter().copied().enumerate().collect()
            }
            Some(u) => {
                ncols = Some(u.len());
                u.iter()
                    .map(|&c| {
                        let k = if c < 0 { c + fields.len() as i64 } else { c };
                        if k < 0 || k >= fields.len() as i64 {
                            return Err(value_err(format!(
                                "invalid column index {c} at row {} with {} columns",
                                row + 1,
                                fields.len()
                            )));
                        }
                        Ok((k as usize, fields[k as usize]))
                    })
                    .collect::<RtResult<_>>()?
            }
        };
        for (c, s) in picked {
            let bad = || {
                value_err(format!(
                    "could not convert string {} to {} at row {row}, column {}.",
                    str_repr(s),
                    dt.name(),
                    c + 1
                ))
            };
            match &mut cells {
                Cells::F(v) => v.push(parse_float(s).ok_or_else(bad)?),
                Cells::I(v) => v.push(wrap_int(parse_int(s).ok_or_else(bad)?, dt)),
                Cells::U(v) => v.push(match s.trim().parse::<u64>() {
                    Ok(x) => x,
                    Err(_) => parse_int(s).ok_or_else(bad)? as u64,
                }),
                Cells::B(v) => v.push(parse_int(s).ok_or_else(bad)? != 0),
                Cells::C(v) => v.push(parse_complex(s).ok_or_else(bad)?),
                Cells::T(v, _) => v.push(s.to_string()),
            }
        }
        row += 1;
    }
    let cols = ncols.unwrap_or_else(|| usecols.as_ref().map_or(1, |u| u.len()));
    if let Cells::T(v, w) = cells {
        let shape = table_shape(row, cols, ndmin as usize);
        let s = crate::builtins::numpy::strings::from_items(&v, shape.clone(), w);
        let Value::Strs(s) = s else { unreachable!() };
        if unpack && shape.len() > 1 {
            return Ok(s.with_codes(it.transpose(&s.codes, None)?));
        }
        return Ok(Value::Strs(s));
    }
    let col = match cells {
        Cells::F(v) => Col::F(v).cast(DType::F64, dt),
        Cells::I(v) => Col::I(v),
        Cells::U(v) => Col::U(v),
        Cells::B(v) => Col::B(v),
        Cells::C(v) => Col::C(v).cast(DType::C128, dt),
        Cells::T(..) => unreachable!("string tables return above"),
    };
    let shape = table_shape(row, cols, ndmin as usize);
    if row == 0 && !shape.is_empty() && shape[0] == 0 {
        let _ = writeln!(
            it.err_out,
            "UserWarning: loadtxt: input contained no data: \"{}\"",
            source.label()
        );
    }
    table_array(it, col, dt, shape, unpack, host)
}

/// The shape of a table of `rows` x `cols` values read from text: NumPy's
/// `_ensure_ndmin_ndarray` (length-1 axes squeezed above `ndmin`, then padded up to it).
pub fn table_shape(rows: usize, cols: usize, ndmin: usize) -> Vec<usize> {
    let mut shape = vec![rows, cols];
    if shape.len() > ndmin {
        shape.retain(|&d| d != 1);
    }
    if shape.len() < ndmin {
        if ndmin == 1 {
            shape = vec![1];
        } else if shape.is_empty() {
            shape = vec![1, 1];
        } else {
            // atleast_2d(a).T: a column.
            shape = vec![shape[0], 1];
        }
    }
    shape
}

/// The array of a table read from text, transposed for `unpack=True`.
pub fn table_array(
    it: &mut Interp,
    col: Col,
    dt: DType,
    shape: Vec<usize>,
    unpack: bool,
    host: bool,
) -> RtResult<Value> {
    let transpose = unpack && shape.len() > 1;
    let arr = Array::from_col(col, dt, shape, host);
    if transpose {
        return Ok(Value::Array(it.transpose(&arr, None)?));
    }
    Ok(Value::Array(arr))
}
