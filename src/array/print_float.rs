//! Float formatting for `print.rs`: NumPy's `FloatingFormat` and a port of
//! its Dragon4 printer (`numpy/_core/src/multiarray/dragon4.c`), which decides
//! digits, rounding and padding exactly as NumPy does for f16/f32/f64.

use super::{PrintOptions, clen};
use half::f16;
use std::cmp::Ordering::{self, Equal, Greater, Less};

/// Scalar `str` (`@name@type_@kind@_either` in scalartypes.c): positional
/// within [1e-4, 1e16), else scientific. Complex parts drop the ".0".
pub(super) fn float_scalar(x: Fv, sign: bool, complex_part: bool) -> String {
    let v = x.val();
    let plus = if sign { "+" } else { "" };
    if v.is_nan() {
        return "nan".into();
    }
    if v.is_infinite() {
        return format!("{}inf", if v < 0.0 { "-" } else { plus });
    }
    let a = v.abs();
    let o = D4 {
        sign,
        ..D4::default()
    };
    // NumPy compares the bounds in long double, i.e. exactly.
    if a == 0.0 || (1e-4..1e16).contains(&a) {
        let trim = if complex_part {
            Trim::DptZeros
        } else {
            Trim::OneZero
        };
        positional(x, &D4 { trim, ..o })
    } else {
        scientific(
            x,
            &D4 {
                trim: Trim::DptZeros,
                ..o
            },
        )
    }
}

/// `FloatingFormat`: one layout (positional or scientific, digits, padding)
/// chosen from all finite values.
pub(super) struct FloatFormat {
    exp: bool,
    d4: D4,
    sign: char,
    nanstr: String,
    infstr: String,
}

impl FloatFormat {
    pub(super) fn new(
        data: &[Fv],
        zero_d: bool,
        o: &PrintOptions,
        sign: char,
        floatmode: &str,
    ) -> Self {
        // legacy 1.13 always reserves a sign column, except for 0-d arrays.
        let sign = if o.legacy && !zero_d && sign == '-' {
            ' '
        } else {
            sign
        };
        let mut d4 = D4 {
            sign: sign == '+',
            ..D4::default()
        };
        d4.precision = if floatmode == "unique" {
            -1
        } else {
            o.precision as i32
        };
        let finite: Vec<Fv> = data
            .iter()
            .copied()
            .filter(|x| x.val().is_finite())
            .collect();
        let mut exp = false;
        let nonzero = finite.iter().map(|x| x.val().abs()).filter(|&a| a != 0.0);
        if let Some((min, max)) = nonzero.fold(None, |acc: Option<(f64, f64)>, a| {
            Some(acc.map_or((a, a), |(lo, hi)| (lo.min(a), hi.max(a))))
        }) {
            // Compared in the array's own dtype, as NumPy does (NEP 50).
            let t = finite[0];
            exp = max >= t.round(1e8)
                || (!o.suppress && (min < t.round(1e-4) || t.round(max / min) > 1000.0));
        }
        let fixed = floatmode == "fixed";
        if finite.is_empty() {
            (d4.pad_left, d4.pad_right) = (0, 0);
        } else if exp {
            let keep = fixed || o.legacy;
            let first = D4 {
                unique: !keep,
                trim: if keep { Trim::Keep } else { Trim::Zeros },
                ..d4
            };
            let strs: Vec<String> = finite.iter().map(|&x| scientific(x, &first)).collect();
            let parts: Vec<(&str, &str, &str)> = strs
                .iter()
                .map(|s| {
                    let (m, e) = s.split_once('e').unwrap_or((s, ""));
                    let (i, f) = m.split_once('.').unwrap_or((m, ""));
                    (i, f, e)
                })
                .collect();
            d4.exp_digits = maxlen(parts.iter().map(|p| p.2.len())) - 1;
            d4.trim = Trim::Keep;
            d4.precision = maxlen(parts.iter().map(|p| p.1.len()));
            d4.min_digits = d4.precision;
            d4.unique = !keep;
            d4.pad_left = if o.legacy {
                3
            } else {
                maxlen(parts.iter().map(|p| p.0.len()))
            };
            d4.pad_right = d4.exp_digits + 2 + d4.precision;
        } else {
            let first = D4 {
                unique: !fixed,
                trim: if fixed { Trim::Keep } else { Trim::Zeros },
                ..d4
            };
            let strs: Vec<String> = finite.iter().map(|&x| positional(x, &first)).collect();
            let parts: Vec<(&str, &str)> = strs
                .iter()
                .map(|s| s.split_once('.').unwrap_or((s, "")))
                .collect();
            d4.pad_left = if o.legacy {
                1 + maxlen(
                    &mut parts
                        .iter()
                        .map(|p| p.0.trim_start_matches(['-', '+']).len()),
                )
            } else {
                maxlen(parts.iter().map(|p| p.0.len()))
            };
            d4.pad_right = maxlen(parts.iter().map(|p| p.1.len()));
            d4.unique = !fixed;
            if fixed || floatmode == "maxprec_equal" {
                (d4.precision, d4.min_digits, d4.trim) = (d4.pad_right, d4.pad_right, Trim::Keep);
            } else {
                (d4.min_digits, d4.trim) = (0, Trim::Zeros);
            }
        }
        if !o.legacy && sign == ' ' && !finite.iter().any(|x| x.neg()) {
            d4.pad_left += 1;
        }
        if finite.len() != data.len() {
            // Make room for nan/inf strings in the same column width.
            let neginf = sign != '-' || data.iter().any(|x| x.val() == f64::NEG_INFINITY);
            let offset = d4.pad_right + 1;
            let nan_w = clen(&o.nanstr) as i32 - offset;
            let inf_w = clen(&o.infstr) as i32 + i32::from(neginf) - offset;
            d4.pad_left = d4.pad_left.max(nan_w).max(inf_w);
        }
        FloatFormat {
            exp,
            d4,
            sign,
            nanstr: o.nanstr.clone(),
            infstr: o.infstr.clone(),
        }
    }

    pub(super) fn format(&self, x: Fv) -> String {
        let v = x.val();
        if v.is_finite() {
            return if self.exp {
                scientific(x, &self.d4)
            } else {
                positional(x, &self.d4)
            };
        }
        let plus = if self.sign == '+' { "+" } else { "" };
        let ret = if v.is_nan() {
            format!("{plus}{}", self.nanstr)
        } else {
            format!("{}{}", if v < 0.0 { "-" } else { plus }, self.infstr)
        };
        let pad = self.d4.pad_left + self.d4.pad_right + 1 - clen(&ret) as i32;
        " ".repeat(pad.max(0) as usize) + &ret
    }
}

fn maxlen(it: impl Iterator<Item = usize>) -> i32 {
    it.max().unwrap_or(0) as i32
}

// ---------------------------------------------------------------------------
// Dragon4 (port of numpy/_core/src/multiarray/dragon4.c)

/// A float of one of the supported widths; digits depend on the width.
#[derive(Clone, Copy, Debug)]
pub(super) enum Fv {
    H(f16),
    S(f32),
    D(f64),
}

/// `mantissa * 2^exp`, plus the facts Dragon4 needs about the neighbours.
#[derive(Clone, Copy)]
struct Parts {
    neg: bool,
    mant: u64,
    exp: i32,
    mant_bit: i32,
    unequal_margins: bool,
}

impl Fv {
    pub(super) fn val(self) -> f64 {
        match self {
            Fv::H(x) => x.to_f64(),
            Fv::S(x) => x.into(),
            Fv::D(x) => x,
        }
    }

    pub(super) fn neg(self) -> bool {
        self.val().is_sign_negative()
    }

    /// Round an f64 to this value's type. For a quotient of two such values
    /// this equals the correctly rounded narrow division (53 >= 2 * 24 + 2).
    fn round(self, x: f64) -> f64 {
        match self {
            Fv::H(_) => f16::from_f64(x).to_f64(),
            Fv::S(_) => (x as f32).into(),
            Fv::D(_) => x,
        }
    }

    fn parts(self) -> Parts {
        let (bits, mbits, ebits) = match self {
            Fv::H(x) => (u64::from(x.to_bits()), 10, 5),
            Fv::S(x) => (u64::from(x.to_bits()), 23, 8),
            Fv::D(x) => (x.to_bits(), 52, 11),
        };
        let fm = bits & ((1 << mbits) - 1);
        let fe = ((bits >> mbits) & ((1 << ebits) - 1)) as i32;
        let bias = (1 << (ebits - 1)) - 1;
        let neg = bits >> (mbits + ebits) != 0;
        if fe != 0 {
            let (mant, exp) = (fm | (1 << mbits), fe - bias - mbits);
            Parts {
                neg,
                mant,
                exp,
                mant_bit: mbits,
                unequal_margins: fe != 1 && fm == 0,
            }
        } else {
            let mant_bit = 63 - fm.leading_zeros() as i32;
            Parts {
                neg,
                mant: fm,
                exp: 1 - bias - mbits,
                mant_bit,
                unequal_margins: false,
            }
        }
    }
}

/// Little-endian base-2^32 unsigned big integer without leading zero limbs.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn new(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn shl(&mut self, n: u32) {
        if self.0.is_empty() {
            return;
        }
        let bits = n % 32;
        if bits > 0 {
            let mut carry = 0;
            for w in &mut self.0 {
                let nw = (*w << bits) | carry;
                carry = *w >> (32 - bits);
                *w = nw;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0
            .splice(0..0, std::iter::repeat_n(0, (n / 32) as usize));
    }

    fn mul(&mut self, m: u32) {
        let mut carry = 0u64;
        for w in &mut self.0 {
            let p = u64::from(*w) * u64::from(m) + carry;
            *w = p as u32;
            carry = p >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow10(&mut self, mut n: u32) {
        while n >= 9 {
            self.mul(1_000_000_000);
            n -= 9;
        }
        self.mul(10u32.pow(n));
    }

    fn cmp(&self, o: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&o.0.len())
            .then_with(|| self.0.iter().rev().cmp(o.0.iter().rev()))
    }

    fn add(&self, o: &Big) -> Big {
        let (mut r, mut carry) = (Vec::with_capacity(self.0.len().max(o.0.len()) + 1), 0u64);
        for i in 0..self.0.len().max(o.0.len()) {
            let s = u64::from(*self.0.get(i).unwrap_or(&0))
                + u64::from(*o.0.get(i).unwrap_or(&0))
                + carry;
            r.push(s as u32);
            carry = s >> 32;
        }
        r.push(carry as u32);
        let mut b = Big(r);
        b.trim();
        b
    }

    /// self -= o, requires self >= o.
    fn sub(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for (i, w) in self.0.iter_mut().enumerate() {
            let d = i64::from(*w) - i64::from(*o.0.get(i).unwrap_or(&0)) - borrow;
            borrow = i64::from(d < 0);
            *w = d.rem_euclid(1 << 32) as u32;
        }
        self.trim();
    }

    /// Quotient (at most 9) and remainder in place.
    fn divrem_small(&mut self, d: &Big) -> u8 {
        let mut q = 0;
        while self.cmp(d) != Less {
            self.sub(d);
            q += 1;
        }
        q
    }
}

/// The output buffer of NumPy's Dragon4 scratch space bounds the digit count.
const DIGIT_BUFFER: i32 = 16383;

/// Dragon4 digit generation. Returns the digits and the decimal exponent of
/// the first one. `total`: cutoffs count all digits, not fraction digits.
fn dragon4(
    p: Parts,
    unique: bool,
    total: bool,
    cutoff_max: i32,
    cutoff_min: i32,
) -> (Vec<u8>, i32) {
    if p.mant == 0 {
        return (vec![0], 0);
    }
    let is_even = p.mant.is_multiple_of(2);
    let extra = if p.unequal_margins { 2 } else { 1 };
    // value = mant * 2^exp = scaled / scale; margins are half the gap to the neighbours.
    let mut value = Big::new(p.mant);
    let (mut scale, mut mlow);
    if p.exp > 0 {
        value.shl(p.exp as u32 + extra);
        scale = Big::new(1 << extra);
        mlow = Big::new(1);
        mlow.shl(p.exp as u32);
    } else {
        value.shl(extra);
        scale = Big::new(1);
        scale.shl((-p.exp) as u32 + extra);
        mlow = Big::new(1);
    }
    let mhigh = |m: &Big| {
        let mut h = m.clone();
        if p.unequal_margins {
            h.mul(2);
        }
        h
    };
    let mut de = (f64::from(p.mant_bit + p.exp) * std::f64::consts::LOG10_2 - 0.69).ceil() as i32;
    if cutoff_max >= 0 && !total && de <= -cutoff_max {
        de = -cutoff_max + 1;
    }
    if de > 0 {
        scale.mul_pow10(de as u32);
    } else if de < 0 {
        value.mul_pow10((-de) as u32);
        mlow.mul_pow10((-de) as u32);
    }
    if value.cmp(&scale) != Less {
        de += 1;
    } else {
        value.mul(10);
        mlow.mul(10);
    }
    let mut cut_max = de - DIGIT_BUFFER;
    if cutoff_max >= 0 {
        cut_max = cut_max.max(if total { de - cutoff_max } else { -cutoff_max });
    }
    let mut cut_min = de;
    if cutoff_min >= 0 {
        cut_min = cut_min.min(if total { de - cutoff_min } else { -cutoff_min });
    }
    let mut out_exp = de - 1;
    let mut digits = Vec::new();
    let (mut low, mut high) = (false, false);
    let digit = loop {
        de -= 1;
        let digit = value.divrem_small(&scale);
        if unique {
            let c = value.cmp(&mlow);
            low = if is_even { c != Greater } else { c == Less };
            let c = value.add(&mhigh(&mlow)).cmp(&scale);
            high = if is_even { c != Less } else { c == Greater };
            if ((low || high) && de <= cut_min) || de == cut_max {
                break digit;
            }
        } else if value.0.is_empty() || de == cut_max {
            break digit;
        }
        digits.push(digit);
        value.mul(10);
        mlow.mul(10);
    };
    // Round the last digit: towards the nearer neighbour, ties to even.
    let mut round_down = low;
    if low == high {
        value.mul(2);
        let c = value.cmp(&scale);
        round_down = c == Less || (c == Equal && digit.is_multiple_of(2));
    }
    if round_down {
        digits.push(digit);
    } else if digit < 9 {
        digits.push(digit + 1);
    } else {
        loop {
            match digits.pop() {
                Some(9) => {}
                Some(d) => break digits.push(d + 1),
                None => {
                    digits.push(1);
                    out_exp += 1;
                    break;
                }
            }
        }
    }
    (digits, out_exp)
}

/// Python-level `trim` of `format_float_*`: 'k', '.', '0', '-'.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Trim {
    Keep,
    Zeros,
    OneZero,
    DptZeros,
}

/// The options of `np.format_float_positional` / `np.format_float_scientific`, checked
/// (None: not given).
#[derive(Clone, Copy, Debug, Default)]
pub struct Dragon4Options {
    pub scientific: bool,
    pub precision: Option<i64>,
    pub unique: bool,
    /// Positional only: False counts `precision` over all digits, not the fraction's.
    pub fractional: bool,
    pub trim: char,
    pub sign: bool,
    pub pad_left: Option<i64>,
    pub pad_right: Option<i64>,
    pub exp_digits: Option<i64>,
    pub min_digits: Option<i64>,
}

/// One float (f16, f32 or f64 by `kind`: 'e', 'f', 'd') as NumPy's `format_float_*` give it;
/// an error is NumPy's message (with its exception: 'T' TypeError, 'V' ValueError).
pub fn format_dragon4(v: f64, kind: char, o: &Dragon4Options) -> Result<String, (char, String)> {
    let trim = match o.trim {
        'k' => Trim::Keep,
        '.' => Trim::Zeros,
        '0' => Trim::OneZero,
        '-' => Trim::DptZeros,
        t => {
            return Err((
                'T',
                format!("if supplied, trim must be 'k', '.', '0' or '-' found `{t}`"),
            ));
        }
    };
    if !o.unique && o.precision.is_none() {
        return Err((
            'T',
            "in non-unique mode `precision` must be supplied".into(),
        ));
    }
    if o.precision.is_some_and(|p| p < 0) {
        return Err(('V', "precision must be >= 0".into()));
    }
    if o.min_digits.is_some_and(|m| m < 0) {
        return Err(('V', "min_digits must be >= 0".into()));
    }
    if let (Some(m), Some(p)) = (o.min_digits, o.precision)
        && m > p
    {
        return Err((
            'V',
            "min_digits must be less than or equal to precision".into(),
        ));
    }
    if v.is_nan() {
        return Ok("nan".into());
    }
    if v.is_infinite() {
        return Ok(match (v < 0.0, o.sign) {
            (true, _) => "-inf",
            (false, true) => "+inf",
            (false, false) => "inf",
        }
        .into());
    }
    let clamp = |x: Option<i64>| x.map_or(-1, |x| x.clamp(-1, DIGIT_BUFFER as i64) as i32);
    let d4 = D4 {
        precision: clamp(o.precision),
        min_digits: clamp(o.min_digits),
        unique: o.unique,
        trim,
        sign: o.sign,
        pad_left: clamp(o.pad_left),
        pad_right: clamp(o.pad_right),
        exp_digits: clamp(o.exp_digits),
        total: !o.fractional,
    };
    let x = match kind {
        'e' => Fv::H(f16::from_f64(v)),
        'f' => Fv::S(v as f32),
        _ => Fv::D(v),
    };
    Ok(if o.scientific {
        scientific(x, &d4)
    } else {
        positional(x, &d4)
    })
}

/// Dragon4 options; -1 means "not given", as in NumPy.
#[derive(Clone, Copy, Debug)]
struct D4 {
    precision: i32,
    min_digits: i32,
    unique: bool,
    trim: Trim,
    sign: bool,
    pad_left: i32,
    pad_right: i32,
    exp_digits: i32,
    /// Positional cutoffs count all digits (`fractional=False`).
    total: bool,
}

impl Default for D4 {
    fn default() -> Self {
        D4 {
            precision: -1,
            min_digits: -1,
            unique: true,
            trim: Trim::Keep,
            sign: false,
            pad_left: -1,
            pad_right: -1,
            exp_digits: -1,
            total: false,
        }
    }
}

fn push_digits(s: &mut String, d: &[u8]) {
    s.extend(d.iter().map(|&d| char::from(b'0' + d)));
}

/// Apply the trim mode's trailing zero handling, returning the new fraction length.
fn trim_zeros(s: &mut String, mut nfrac: i32, trim: Trim, drop_point: bool) -> i32 {
    if trim != Trim::Keep && nfrac > 0 {
        while s.ends_with('0') {
            s.pop();
            nfrac -= 1;
        }
        if s.ends_with('.') {
            if trim == Trim::OneZero {
                s.push('0');
                nfrac += 1;
            } else if trim == Trim::DptZeros && drop_point {
                s.pop();
            }
        }
    }
    nfrac
}

/// `np.format_float_positional` with `fractional=True`.
fn positional(x: Fv, o: &D4) -> String {
    let p = x.parts();
    let has_sign = i32::from(p.neg || o.sign);
    let mut s = String::from(if p.neg {
        "-"
    } else if o.sign {
        "+"
    } else {
        ""
    });
    let (digits, pexp) = dragon4(p, o.unique, o.total, o.precision, o.min_digits);
    let nd = digits.len() as i32;
    let (whole, mut nfrac);
    if pexp >= 0 {
        whole = pexp + 1;
        let split = nd.min(whole) as usize;
        push_digits(&mut s, &digits[..split]);
        s.extend(std::iter::repeat_n('0', (whole - nd).max(0) as usize));
        if nd > whole {
            s.push('.');
            push_digits(&mut s, &digits[split..]);
        }
        nfrac = (nd - whole).max(0);
    } else {
        whole = 1;
        let zeros = -(pexp + 1);
        s += "0.";
        s.extend(std::iter::repeat_n('0', zeros as usize));
        push_digits(&mut s, &digits);
        nfrac = nd + zeros;
    }
    if o.trim != Trim::DptZeros && nfrac == 0 {
        s.push('.');
    }
    let want = (if o.unique { o.min_digits } else { o.precision }).max(0);
    if o.trim == Trim::OneZero && nfrac == 0 {
        s.push('0');
        nfrac += 1;
    } else if o.trim == Trim::Keep && want > nfrac {
        s.extend(std::iter::repeat_n('0', (want - nfrac) as usize));
        nfrac = want;
    }
    nfrac = trim_zeros(&mut s, nfrac, o.trim, true);
    if o.pad_right >= nfrac {
        if o.trim == Trim::DptZeros && nfrac == 0 {
            s.push(' ');
        }
        s.extend(std::iter::repeat_n(' ', (o.pad_right - nfrac) as usize));
    }
    let shift = o.pad_left - whole - has_sign;
    if shift > 0 {
        s.insert_str(0, &" ".repeat(shift as usize));
    }
    s
}

/// `np.format_float_scientific`.
fn scientific(x: Fv, o: &D4) -> String {
    let p = x.parts();
    let has_sign = i32::from(p.neg || o.sign);
    let mut s = " ".repeat((o.pad_left - 1 - has_sign).max(0) as usize);
    s += if p.neg {
        "-"
    } else if o.sign {
        "+"
    } else {
        ""
    };
    let plus_one = |v: i32| if v < 0 { -1 } else { v + 1 };
    let (digits, pexp) = dragon4(
        p,
        o.unique,
        true,
        plus_one(o.precision),
        plus_one(o.min_digits),
    );
    push_digits(&mut s, &digits[..1]);
    let mut nfrac = digits.len() as i32 - 1;
    if nfrac > 0 {
        s.push('.');
        push_digits(&mut s, &digits[1..]);
    }
    if o.trim != Trim::DptZeros && nfrac == 0 {
        s.push('.');
    }
    let want = (if o.unique { o.min_digits } else { o.precision }).max(0);
    if o.trim == Trim::OneZero && nfrac == 0 {
        s.push('0');
        nfrac += 1;
    } else if o.trim == Trim::Keep && want > nfrac {
        s.extend(std::iter::repeat_n('0', (want - nfrac) as usize));
        nfrac = want;
    }
    trim_zeros(&mut s, nfrac, o.trim, false);
    let width = if o.exp_digits < 0 {
        2
    } else {
        o.exp_digits.min(5) as usize
    };
    let esign = if pexp < 0 { '-' } else { '+' };
    s + &format!("e{esign}{:0width$}", pexp.unsigned_abs())
}
