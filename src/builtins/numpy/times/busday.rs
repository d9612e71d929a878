//! `np.busday_offset` (the default Monday-Friday week) and `np.datetime_data`.
use super::calendar::{NAT, Unit, civil_from_days};
use super::calls::{days, default_week, weekday};
use super::new_value;
use crate::builtins::numpy::reg_bound;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};

/// The business day a date rolls to before the offset counts (`roll=`), NaT for `'nat'`.
fn rolled(d: i64, roll: &str) -> RtResult<i64> {
    let busy = |d: i64| weekday(d) < 5;
    if busy(d) {
        return Ok(d);
    }
    let month = |d: i64| {
        let (y, m, _) = civil_from_days(d as i128);
        (y, m)
    };
    let next = |mut d: i64| {
        while !busy(d) {
            d += 1;
        }
        d
    };
    let prev = |mut d: i64| {
        while !busy(d) {
            d -= 1;
        }
        d
    };
    Ok(match roll {
        "raise" => return Err(value_err("Non-business day date in busday_offset")),
        "nat" => NAT,
        "forward" | "following" => next(d),
        "backward" | "preceding" => prev(d),
        // Following, unless that leaves the month (then preceding), and the reverse.
        "modifiedfollowing" => match next(d) {
            n if month(n) == month(d) => n,
            _ => prev(d),
        },
        "modifiedpreceding" => match prev(d) {
            p if month(p) == month(d) => p,
            _ => next(d),
        },
        other => {
            return Err(value_err(format!(
                "Invalid business day roll parameter \"{other}\""
            )));
        }
    })
}

/// `n` business days from the business day `d`: whole weeks first, then day by day.
fn offset(d: i64, n: i64) -> i64 {
    let mut d = d + n / 5 * 7;
    let step = n.signum();
    let mut left = (n % 5).abs();
    while left > 0 {
        d += step;
        if weekday(d) < 5 {
            left -= 1;
        }
    }
    d
}

pub fn install(m: &Module) {
    reg_bound(m, "busday_offset", true, |it, b, _| {
        default_week(b)?;
        let roll = match b.opt("roll") {
            None => "raise".to_string(),
            Some(Value::Str(s)) => s.to_string(),
            Some(v) => {
                return Err(type_err(format!(
                    "roll must be a str, not {}",
                    v.type_name()
                )));
            }
        };
        const ROLLS: [&str; 8] = [
            "raise",
            "nat",
            "forward",
            "following",
            "backward",
            "preceding",
            "modifiedfollowing",
            "modifiedpreceding",
        ];
        if !ROLLS.contains(&roll.as_str()) {
            return Err(value_err(format!(
                "Invalid business day roll parameter \"{roll}\""
            )));
        }
        let (dates, sd, scalar_d) = days(it, b.get("dates").unwrap_or(&Value::None))?;
        let offsets = it.to_array(b.get("offsets").unwrap_or(&Value::None), true, None)?;
        if !(offsets.dtype.is_int() || offsets.dtype == crate::array::dtype::DType::Bool) {
            return Err(type_err(format!(
                "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
                offsets.dtype.name()
            )));
        }
        let so = offsets.shape.clone();
        let offs = crate::array::astype(&offsets, crate::array::dtype::DType::I64)
            .and_then(|a| a.to_col())
            .map_err(crate::interp::arrays::arr_err)?;
        let crate::array::col::Col::I(offs) = offs else {
            return Err(type_err("offsets must be integers"));
        };
        let shape = crate::array::layout::broadcast_shapes(&sd, &so).map_err(value_err)?;
        let id = crate::builtins::numpy::strings::broadcast_index(&sd, &shape);
        let io = crate::builtins::numpy::strings::broadcast_index(&so, &shape);
        let mut out = Vec::with_capacity(id.len());
        for (&i, &j) in id.iter().zip(&io) {
            let d = dates[i];
            out.push(match d {
                NAT if roll == "raise" => return Err(value_err("NaT input in busday_offset")),
                NAT => NAT,
                d => match rolled(d, &roll)? {
                    NAT => NAT,
                    r => offset(r, offs[j]),
                },
            });
        }
        let scalar = scalar_d && so.is_empty();
        Ok(new_value(out, shape, false, Unit::D, scalar))
    });
    reg_bound(m, "datetime_data", true, |_, b, _| {
        let Some((_, unit)) = super::time_dtype(b.arg("dtype")) else {
            return Err(type_err(
                "cannot get datetime metadata from non-datetime type",
            ));
        };
        let code = match unit {
            Unit::Generic => "generic",
            u => u.code(),
        };
        Ok(Value::tuple(vec![Value::str(code), Value::Int(1)]))
    });
}
