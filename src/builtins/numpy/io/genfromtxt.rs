//! `np.genfromtxt` for numeric tables: like `loadtxt`, but a missing or unreadable field is
//! filled (NaN for floats, -1 for integers, or `filling_values`) instead of an error, with
//! `skip_header`/`skip_footer`, `missing_values` and NumPy's "Some errors were detected !"
//! for rows of the wrong length. Named columns (structured arrays) are not supported.
use super::text::{parse_complex, parse_float, parse_int, table_array, table_shape};
use crate::array::col::{Col, wrap_int};
use crate::array::dtype::DType;
use crate::builtins::sig::Bound;
use crate::builtins::want_int;
use crate::interp::Interp;
use crate::interp::error::{ExcType, RtResult, err, value_err};
use crate::interp::value::Value;

pub fn genfromtxt(it: &mut Interp, b: &Bound, host: bool) -> RtResult<Value> {
    // names=True: the first row names the columns (a structured array, one field each).
    let named = matches!(b.opt("names"), Some(Value::Bool(true)));
    for what in ["converters", "names", "excludelist", "usemask", "like"] {
        if what == "names" && named {
            continue;
        }
        if b.opt(what).is_some_and(|v| v.truthy()) {
            return Err(err(
                ExcType::NotImplementedError,
                format!("genfromtxt(..., {what}=) is not supported by gpa (no structured arrays)"),
            ));
        }
    }
    let source = super::TextSource::of(it, b.arg("fname"))?;
    // dtype=str / 'U5': the fields' text (missing ones empty), as a string array.
    let text_width = b
        .get("dtype")
        .and_then(crate::builtins::numpy::strings::str_dtype);
    // dtype=None: integers when every field is one, floats otherwise.
    let dt = match b.get("dtype") {
        Some(Value::None) => None,
        Some(_) if text_width.is_some() => None,
        Some(v) => Some(crate::builtins::numpy::dtype_arg(v)?.unwrap_or(DType::F64)),
        None => Some(DType::F64),
    };
    let comments = match b.get("comments") {
        Some(Value::None) => None,
        Some(v) => Some(it.to_str(v)?),
        None => Some("#".to_string()),
    };
    let delimiter = match b.opt("delimiter") {
        None => None,
        Some(Value::Str(s)) => Some(s.to_string()),
        Some(_) => {
            return Err(err(
                ExcType::NotImplementedError,
                "genfromtxt(..., delimiter=) takes a string in gpa (not field widths)",
            ));
        }
    };
    let count = |name: &str| -> RtResult<usize> {
        match b.opt(name) {
            None => Ok(0),
            Some(v) => {
                let n = want_int(v, name)?;
                usize::try_from(n).map_err(|_| value_err(format!("{name} must be nonnegative")))
            }
        }
    };
    let (skip_header, skip_footer) = (count("skip_header")?, count("skip_footer")?);
    let max_rows = b
        .opt("max_rows")
        .map(|v| want_int(v, "max_rows"))
        .transpose()?;
    let missing: Vec<String> = match b.opt("missing_values") {
        None => vec![],
        Some(Value::Str(s)) => s.split(',').map(|x| x.trim().to_string()).collect(),
        Some(v) => it
            .to_vec(v)?
            .iter()
            .map(|x| it.to_str(x))
            .collect::<RtResult<_>>()?,
    };
    let usecols: Option<Vec<i64>> = match b.opt("usecols") {
        None => None,
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Some(vec![want_int(v, "usecols")?]),
        Some(v) => Some(
            it.to_vec(v)?
                .iter()
                .map(|x| want_int(x, "usecols"))
                .collect::<RtResult<_>>()?,
        ),
    };
    let ndmin = match b.opt("ndmin") {
        None => 0,
        Some(v) => want_int(v, "ndmin")?,
    };
    if !(0..=2).contains(&ndmin) {
        return Err(value_err(format!(
            "Illegal value of ndmin keyword: {ndmin}"
        )));
    }
    let bytes = source.bytes()?;
    let text = String::from_utf8_lossy(&bytes)
        .replace("\r\n", "\n")
        .replace('\r', "\n");
    // Rows of fields with their line numbers, after the header, comments and blank lines.
    let mut rows: Vec<(usize, Vec<String>)> = Vec::new();
    for (i, line) in text.lines().enumerate().skip(skip_header) {
        let line = match &comments {
            Some(c) if !c.is_empty() => line.split(c.as_str()).next().unwrap_or(""),
            _ => line,
        };
        if line.trim().is_empty() {
            continue;
        }
        let fields: Vec<String> = match &delimiter {
            None => line.split_whitespace().map(str::to_string).collect(),
            Some(d) => line
                .split(d.as_str())
                .map(|f| f.trim().to_string())
                .collect(),
        };
        rows.push((i + 1, fields));
    }
    let header: Option<Vec<String>> = if named && !rows.is_empty() {
        Some(rows.remove(0).1)
    } else {
        None
    };
    rows.truncate(rows.len().saturating_sub(skip_footer));
    if let Some(m) = max_rows {
        rows.truncate(usize::try_from(m).unwrap_or(0));
    }
    let width = rows.first().map_or(0, |r| r.1.len());
    let bad: Vec<String> = rows
        .iter()
        .filter(|r| r.1.len() != width)
        .map(|r| {
            format!(
                "    Line #{} (got {} columns instead of {width})",
                r.0,
                r.1.len()
            )
        })
        .collect();
    if !bad.is_empty() {
        if b.get("invalid_raise").is_none_or(|v| v.truthy()) {
            return Err(value_err(format!(
                "Some errors were detected !\n{}",
                bad.join("\n")
            )));
        }
        rows.retain(|r| r.1.len() == width);
    }
    let cols: Vec<usize> = match &usecols {
        None => (0..width).collect(),
        Some(u) => u
            .iter()
            .map(|&c| {
                let k = if c < 0 { c + width as i64 } else { c };
                usize::try_from(k)
                    .ok()
                    .filter(|&k| k < width)
                    .ok_or_else(|| err(ExcType::IndexError, "list index out of range"))
            })
            .collect::<RtResult<_>>()?,
    };
    if let Some(header) = header {
        let filling = b.opt("filling_values");
        return named_columns(it, &header, &rows, &cols, &missing, dt, filling);
    }
    let cells: Vec<Option<&str>> = rows
        .iter()
        .flat_map(|r| cols.iter().map(move |&c| Some(r.1[c].as_str())))
        .map(|s| s.filter(|s| !s.is_empty() && !missing.iter().any(|m| m == s)))
        .collect();
    if let Some(width) = text_width {
        // Text keeps every field as written (a missing-value marker too), as NumPy's.
        let texts: Vec<&str> = rows
            .iter()
            .flat_map(|r| cols.iter().map(move |&c| r.1[c].as_str()))
            .collect();
        let shape = table_shape(rows.len(), cols.len(), ndmin as usize);
        return Ok(crate::builtins::numpy::strings::from_items(
            &texts, shape, width,
        ));
    }
    // dtype=None: a type per column (int, float, text); columns of different types make a
    // structured array with fields f0, f1, ..., as NumPy's.
    let dt = match dt {
        Some(d) => d,
        None => {
            let kinds: Vec<Option<DType>> = (0..cols.len())
                .map(|k| column_kind(cells.iter().skip(k).step_by(cols.len().max(1))))
                .collect();
            if kinds.windows(2).any(|w| w[0] != w[1]) {
                let mut header = vec![String::new(); width];
                for (k, &c) in cols.iter().enumerate() {
                    header[c] = format!("f{k}");
                }
                let filling = b.opt("filling_values");
                return named_columns(it, &header, &rows, &cols, &missing, None, filling);
            }
            match kinds.first().copied().flatten() {
                Some(d) => d,
                None => {
                    let texts: Vec<&str> = cells.iter().map(|s| s.unwrap_or("")).collect();
                    let shape = table_shape(rows.len(), cols.len(), ndmin as usize);
                    return Ok(crate::builtins::numpy::strings::from_items(
                        &texts, shape, None,
                    ));
                }
            }
        }
    };
    let filling = b.opt("filling_values");
    let col = if dt.is_complex() {
        let fill = match filling {
            Some(v) => crate::interp::arrays::scalar_parts(v).0,
            None => (f64::NAN, 0.0),
        };
        Col::C(
            cells
                .iter()
                .map(|s| s.and_then(parse_complex).unwrap_or(fill))
                .collect(),
        )
        .cast(DType::C128, dt)
    } else if dt.is_float() {
        let fill = match filling {
            Some(v) => crate::builtins::want_float(v, "filling_values")?,
            None => f64::NAN,
        };
        Col::F(
            cells
                .iter()
                .map(|s| s.and_then(parse_float).unwrap_or(fill))
                .collect(),
        )
        .cast(DType::F64, dt)
    } else if dt == DType::Bool || dt.is_int() {
        let fill = match filling {
            Some(v) => want_int(v, "filling_values")?,
            None => -1,
        };
        let ints = cells.iter().map(|s| s.and_then(parse_int).unwrap_or(fill));
        if dt == DType::Bool {
            Col::B(ints.map(|v| v != 0).collect())
        } else {
            Col::I(ints.map(|v| wrap_int(v, dt)).collect()).cast(DType::I64, dt)
        }
    } else {
        return Err(err(
            ExcType::NotImplementedError,
            format!(
                "genfromtxt(..., dtype={}) is not supported by gpa",
                dt.name()
            ),
        ));
    };
    let shape = table_shape(rows.len(), cols.len(), ndmin as usize);
    let unpack = b.flag("unpack");
    table_array(it, col, dt, shape, unpack, host)
}

/// The type `dtype=None` gives a column's cells: int64 when every one is an integer, float64
/// when every one is a number, None for text.
fn column_kind<'a>(cells: impl Iterator<Item = &'a Option<&'a str>> + Clone) -> Option<DType> {
    if cells
        .clone()
        .flatten()
        .all(|s| s.trim().parse::<i64>().is_ok())
    {
        Some(DType::I64)
    } else if cells.flatten().all(|s| parse_float(s).is_some()) {
        Some(DType::F64)
    } else {
        None
    }
}

/// `names=True`: one field per column, named by the header (spaces become '_', as NumPy's
/// default `replace_space`); `dtype=None` picks int64, float64 or a string type per column.
fn named_columns(
    it: &mut Interp,
    header: &[String],
    rows: &[(usize, Vec<String>)],
    cols: &[usize],
    missing: &[String],
    dt: Option<DType>,
    filling: Option<&Value>,
) -> RtResult<Value> {
    let mut names = Vec::new();
    let mut columns = Vec::new();
    for &c in cols {
        let name = header
            .get(c)
            .map(|h| h.trim().replace(' ', "_"))
            .unwrap_or_else(|| format!("f{c}"));
        names.push(std::rc::Rc::from(name.as_str()));
        let cells: Vec<Option<&str>> = rows
            .iter()
            .map(|r| Some(r.1[c].as_str()))
            .map(|s| s.filter(|s| !s.is_empty() && !missing.iter().any(|m| m == s)))
            .collect();
        let n = cells.len();
        // A text column is marked Bool below.
        let kind = dt.unwrap_or_else(|| column_kind(cells.iter()).unwrap_or(DType::Bool));
        let col = if dt.is_none() && kind == DType::Bool {
            let texts: Vec<&str> = cells.iter().map(|s| s.unwrap_or("")).collect();
            crate::builtins::numpy::strings::from_items(&texts, vec![n], None)
        } else if kind.is_float() {
            let fill = match filling {
                Some(v) => crate::builtins::want_float(v, "filling_values")?,
                None => f64::NAN,
            };
            let v = cells
                .iter()
                .map(|s| s.and_then(parse_float).unwrap_or(fill));
            Value::Array(crate::array::Array::from_col(
                Col::F(v.collect()).cast(DType::F64, kind),
                kind,
                vec![n],
                true,
            ))
        } else if kind.is_int() {
            let fill = match filling {
                Some(v) => want_int(v, "filling_values")?,
                None => -1,
            };
            let v = cells.iter().map(|s| s.and_then(parse_int).unwrap_or(fill));
            Value::Array(crate::array::Array::from_col(
                Col::I(v.map(|x| wrap_int(x, kind)).collect()).cast(DType::I64, kind),
                kind,
                vec![n],
                true,
            ))
        } else {
            return Err(err(
                ExcType::NotImplementedError,
                format!(
                    "genfromtxt(..., names=True, dtype={}) is not supported by gpa",
                    kind.name()
                ),
            ));
        };
        columns.push(col);
    }
    let _ = it;
    Ok(Value::Recs(std::rc::Rc::new(
        crate::builtins::numpy::records::RecArray {
            names,
            cols: columns,
            row: None,
            rec: false,
        },
    )))
}
