//! Dates and times as NumPy's datetime64 counts them: units, the proleptic Gregorian
//! calendar (days since 1970-01-01), parsing ISO 8601 text and printing it back.

/// NaT ("not a time"), NumPy's smallest int64.
pub const NAT: i64 = i64::MIN;

/// The units, coarse to fine; `Generic` is a timedelta with no unit yet (`np.timedelta64(5)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Unit {
    Generic,
    Y,
    M,
    W,
    D,
    H,
    Min,
    S,
    Ms,
    Us,
    Ns,
}

impl Unit {
    pub fn code(self) -> &'static str {
        match self {
            Unit::Generic => "generic",
            Unit::Y => "Y",
            Unit::M => "M",
            Unit::W => "W",
            Unit::D => "D",
            Unit::H => "h",
            Unit::Min => "m",
            Unit::S => "s",
            Unit::Ms => "ms",
            Unit::Us => "us",
            Unit::Ns => "ns",
        }
    }

    pub fn parse(s: &str) -> Option<Unit> {
        Some(match s {
            "generic" | "" => Unit::Generic,
            "Y" => Unit::Y,
            "M" => Unit::M,
            "W" => Unit::W,
            "D" => Unit::D,
            "h" => Unit::H,
            "m" => Unit::Min,
            "s" => Unit::S,
            "ms" => Unit::Ms,
            "us" | "μs" => Unit::Us,
            "ns" => Unit::Ns,
            _ => return None,
        })
    }

    /// Nanoseconds per unit for the linear units (W and finer).
    pub fn nanos(self) -> Option<i128> {
        Some(match self {
            Unit::W => 7 * 86_400_000_000_000,
            Unit::D => 86_400_000_000_000,
            Unit::H => 3_600_000_000_000,
            Unit::Min => 60_000_000_000,
            Unit::S => 1_000_000_000,
            Unit::Ms => 1_000_000,
            Unit::Us => 1_000,
            Unit::Ns => 1,
            _ => return None,
        })
    }

    /// What `str(np.timedelta64(n, unit))` names it.
    pub fn plural(self) -> &'static str {
        match self {
            Unit::Generic => "",
            Unit::Y => " years",
            Unit::M => " months",
            Unit::W => " weeks",
            Unit::D => " days",
            Unit::H => " hours",
            Unit::Min => " minutes",
            Unit::S => " seconds",
            Unit::Ms => " milliseconds",
            Unit::Us => " microseconds",
            Unit::Ns => " nanoseconds",
        }
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (month and day from 1); in i128, so
/// no count an int64 can hold overflows.
pub fn days_from_civil(y: i128, m: i128, d: i128) -> i128 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date (year, month, day) of a day count since 1970-01-01.
pub fn civil_from_days(z: i128) -> (i128, i128, i128) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

fn is_leap(y: i128) -> bool {
    y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
}

fn month_days(y: i128, m: i128) -> i128 {
    match m {
        2 if is_leap(y) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// A datetime value in `from` units as `to` units (floored, as NumPy casts); None when it
/// does not fit in int64.
pub fn convert_datetime(v: i64, from: Unit, to: Unit) -> Option<i64> {
    if v == NAT || from == to || to == Unit::Generic {
        return Some(v);
    }
    // Through days (and nanoseconds within the day) for the calendar units.
    let v128 = v as i128;
    let (days, sub) = match from {
        Unit::Y => (days_from_civil(1970 + v128, 1, 1), 0i128),
        Unit::M => (
            days_from_civil(1970 + v128.div_euclid(12), v128.rem_euclid(12) + 1, 1),
            0,
        ),
        u => {
            let ns = v as i128 * u.nanos()?;
            let day = Unit::D.nanos()?;
            (ns.div_euclid(day), ns.rem_euclid(day))
        }
    };
    let out: i128 = match to {
        Unit::Y => civil_from_days(days).0 - 1970,
        Unit::M => {
            let (y, m, _) = civil_from_days(days);
            (y - 1970) * 12 + m - 1
        }
        u => days
            .checked_mul(Unit::D.nanos()?)?
            .checked_add(sub)?
            .div_euclid(u.nanos()?),
    };
    i64::try_from(out).ok().filter(|&x| x != NAT)
}

/// A timedelta in `from` units as `to` units; None between the calendar units (years and
/// months have no fixed length) and the others, or past int64.
pub fn convert_delta(v: i64, from: Unit, to: Unit) -> Option<i64> {
    if v == NAT || from == to || from == Unit::Generic || to == Unit::Generic {
        return Some(v);
    }
    let out: i128 = match (from, to) {
        (Unit::Y, Unit::M) => v as i128 * 12,
        (Unit::M, Unit::Y) => (v as i128).div_euclid(12),
        (Unit::Y | Unit::M, _) | (_, Unit::Y | Unit::M) => return None,
        (f, t) => (v as i128 * f.nanos()?).div_euclid(t.nanos()?),
    };
    i64::try_from(out).ok().filter(|&x| x != NAT)
}

/// Parses NumPy's datetime text: `2024`, `2024-01`, `2024-01-15`, then `T` (or a space)
/// and `10`, `10:30`, `10:30:05`, `10:30:05.123...`; `NaT`. The value and its unit.
pub fn parse_datetime(text: &str) -> Result<(i64, Unit), String> {
    let s = text.trim();
    if s.eq_ignore_ascii_case("nat") || s.is_empty() {
        return Ok((NAT, Unit::Generic));
    }
    let bad = || format!("Error parsing datetime string \"{text}\" at position 0");
    let (date, time) = match s.find(['T', ' ']) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    };
    let (neg, body) = match date.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, date),
    };
    let parts: Vec<&str> = body.split('-').collect();
    let num = |p: &str| -> Result<i64, String> {
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        p.parse::<i64>().map_err(|_| bad())
    };
    let mut year = num(parts[0])?;
    if neg {
        year = -year;
    }
    if !(-(1i64 << 40)..(1i64 << 40)).contains(&year) {
        return Err(format!("Year out of range in datetime string \"{text}\""));
    }
    if parts.len() == 1 && time.is_none() {
        return Ok((year - 1970, Unit::Y));
    }
    if parts.len() > 3 {
        return Err(bad());
    }
    let month = match parts.get(1) {
        Some(p) => num(p)?,
        None => return Err(bad()),
    };
    if !(1..=12).contains(&month) {
        return Err(format!("Month out of range in datetime string \"{text}\""));
    }
    if parts.len() == 2 && time.is_none() {
        return Ok(((year - 1970) * 12 + month - 1, Unit::M));
    }
    let day = match parts.get(2) {
        Some(p) => num(p)?,
        None => return Err(bad()),
    };
    if day < 1 || day as i128 > month_days(year as i128, month as i128) {
        return Err(format!("Day out of range in datetime string \"{text}\""));
    }
    let days = days_from_civil(year as i128, month as i128, day as i128) as i64;
    let Some(time) = time else {
        return Ok((days, Unit::D));
    };
    let time = time.strip_suffix('Z').unwrap_or(time);
    let (hms, frac) = match time.split_once('.') {
        Some((a, b)) => (a, Some(b)),
        None => (time, None),
    };
    let f: Vec<&str> = hms.split(':').collect();
    if f.len() > 3 {
        return Err(bad());
    }
    let h = num(f[0])?;
    let mi = f.get(1).map(|p| num(p)).transpose()?.unwrap_or(0);
    let sec = f.get(2).map(|p| num(p)).transpose()?.unwrap_or(0);
    if h > 23 || mi > 59 || sec > 59 {
        return Err(format!("Time out of range in datetime string \"{text}\""));
    }
    let secs = days * 86_400 + h * 3600 + mi * 60 + sec;
    let unit = match (f.len(), frac) {
        (1, None) => return Ok((days * 24 + h, Unit::H)),
        (2, None) => return Ok((secs / 60, Unit::Min)),
        (3, None) => return Ok((secs, Unit::S)),
        (3, Some(d)) if !d.is_empty() && d.len() <= 9 && d.bytes().all(|b| b.is_ascii_digit()) => d,
        _ => return Err(bad()),
    };
    let (u, digits) = match unit.len() {
        1..=3 => (Unit::Ms, 3),
        4..=6 => (Unit::Us, 6),
        _ => (Unit::Ns, 9),
    };
    let frac: i64 = format!("{unit:0<digits$}").parse().map_err(|_| bad())?;
    let scale = 10i64.pow(digits as u32);
    secs.checked_mul(scale)
        .and_then(|x| x.checked_add(frac))
        .map(|v| (v, u))
        .ok_or_else(|| format!("datetime string \"{text}\" is out of range"))
}

/// NumPy's text of a datetime value at its unit (`2024-01-15`, `2024-01-15T10:30`).
pub fn format_datetime(v: i64, unit: Unit) -> String {
    if v == NAT {
        return "NaT".into();
    }
    let year = |y: i128| {
        if (0..10000).contains(&y) {
            format!("{y:04}")
        } else {
            y.to_string()
        }
    };
    let v128 = v as i128;
    match unit {
        Unit::Y => return year(1970 + v128),
        Unit::M => {
            return format!(
                "{}-{:02}",
                year(1970 + v128.div_euclid(12)),
                v128.rem_euclid(12) + 1
            );
        }
        _ => {}
    }
    let Some(ns) = unit.nanos() else {
        return v.to_string();
    };
    let total = v as i128 * ns;
    let day_ns = 86_400_000_000_000i128;
    let days = total.div_euclid(day_ns);
    let rest = total.rem_euclid(day_ns);
    let (y, m, d) = civil_from_days(days);
    let date = format!("{}-{m:02}-{d:02}", year(y));
    let (h, mi, s) = (
        rest / 3_600_000_000_000,
        rest / 60_000_000_000 % 60,
        rest / 1_000_000_000 % 60,
    );
    let sub = rest % 1_000_000_000;
    match unit {
        Unit::W | Unit::D => date,
        Unit::H => format!("{date}T{h:02}"),
        Unit::Min => format!("{date}T{h:02}:{mi:02}"),
        Unit::S => format!("{date}T{h:02}:{mi:02}:{s:02}"),
        Unit::Ms => format!("{date}T{h:02}:{mi:02}:{s:02}.{:03}", sub / 1_000_000),
        Unit::Us => format!("{date}T{h:02}:{mi:02}:{s:02}.{:06}", sub / 1_000),
        _ => format!("{date}T{h:02}:{mi:02}:{s:02}.{sub:09}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calendar_round_trips() {
        for z in [-1_000_000, -719_468, -1, 0, 1, 59, 60, 19_750, 2_932_896] {
            let (y, m, d) = civil_from_days(z);
            assert_eq!(days_from_civil(y, m, d), z);
        }
        assert_eq!(days_from_civil(2024, 2, 29), 19_782);
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }

    #[test]
    fn parse_and_format() {
        assert_eq!(parse_datetime("2024-01-15").unwrap(), (19_737, Unit::D));
        assert_eq!(parse_datetime("2024-01").unwrap(), (648, Unit::M));
        let (v, u) = parse_datetime("2024-01-15T10:30:05.5").unwrap();
        assert_eq!(
            (format_datetime(v, u), u),
            ("2024-01-15T10:30:05.500".into(), Unit::Ms)
        );
        assert!(parse_datetime("2024-02-30").is_err());
        assert_eq!(convert_datetime(19_737, Unit::D, Unit::M), Some(648));
        assert_eq!(convert_datetime(-1, Unit::D, Unit::Y), Some(-1));
        assert_eq!(
            format_datetime(convert_datetime(19_889, Unit::D, Unit::W).unwrap(), Unit::W),
            "2024-06-13"
        );
    }
}
