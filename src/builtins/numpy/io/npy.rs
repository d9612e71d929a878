//! The `.npy` format (NumPy's `numpy/lib/format.py`): the header NumPy writes (version 1.0,
//! falling back to 2.0 for huge headers) and reading of versions 1.0, 2.0 and 3.0, either byte
//! order, C or Fortran order. Errors carry NumPy's wording; no input panics.
use crate::array::col::{Col, wrap_int};
use crate::array::dtype::DType;
use half::f16;

pub const MAGIC: &[u8] = b"\x93NUMPY";

/// A failure while reading: the Python exception kind and its message.
#[derive(Debug)]
pub enum NpyErr {
    Value(String),
    Eof(String),
}

type R<T> = Result<T, NpyErr>;

fn verr<T>(m: impl Into<String>) -> R<T> {
    Err(NpyErr::Value(m.into()))
}

/// `repr` of a shape tuple: `()`, `(3,)`, `(2, 3)`.
pub fn shape_repr(shape: &[usize]) -> String {
    match shape {
        [] => "()".into(),
        [n] => format!("({n},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// The header dict NumPy writes, padded to a multiple of 64 bytes with spare room for growth.
pub fn header(dt: DType, shape: &[usize], fortran: bool) -> Vec<u8> {
    header_text(dt.str_code(), shape, fortran)
}

fn header_text(descr: &str, shape: &[usize], fortran: bool) -> Vec<u8> {
    let mut h = format!(
        "{{'descr': '{}', 'fortran_order': {}, 'shape': {}, }}",
        descr,
        if fortran { "True" } else { "False" },
        shape_repr(shape)
    );
    // NumPy leaves room to grow the growth axis in place (GROWTH_AXIS_MAX_DIGITS = 21).
    if !shape.is_empty() {
        let axis = if fortran { shape.len() - 1 } else { 0 };
        let digits = shape[axis].to_string().len();
        h.push_str(&" ".repeat(21usize.saturating_sub(digits)));
    }
    let hlen = h.len() + 1;
    let mut out = MAGIC.to_vec();
    let v1 = hlen + 64 - ((10 + hlen) % 64) <= 65535;
    let pad = 64 - ((if v1 { 10 } else { 12 } + hlen) % 64);
    let total = hlen + pad;
    if v1 {
        out.extend_from_slice(&[1, 0]);
        out.extend_from_slice(&(total as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&[2, 0]);
        out.extend_from_slice(&(total as u32).to_le_bytes());
    }
    out.extend_from_slice(h.as_bytes());
    out.extend(std::iter::repeat_n(b' ', pad));
    out.push(b'\n');
    out
}

/// Appends the elements of `col` (holding `dt`) as little-endian bytes.
pub fn encode(col: &Col, dt: DType, out: &mut Vec<u8>) {
    use DType::*;
    out.reserve(col.len() * dt.itemsize());
    match col {
        Col::B(v) => out.extend(v.iter().map(|&b| b as u8)),
        Col::I(v) => {
            for &x in v {
                match dt {
                    I8 | U8 => out.push(x as u8),
                    I16 | U16 => out.extend_from_slice(&(x as u16).to_le_bytes()),
                    I32 | U32 => out.extend_from_slice(&(x as u32).to_le_bytes()),
                    _ => out.extend_from_slice(&x.to_le_bytes()),
                }
            }
        }
        Col::U(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
        Col::S(v) if dt == F16 => v
            .iter()
            .for_each(|&x| out.extend_from_slice(&f16::from_f32(x).to_le_bytes())),
        Col::S(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
        Col::F(v) => v
            .iter()
            .for_each(|x| out.extend_from_slice(&x.to_le_bytes())),
        Col::Z(v) => v.iter().for_each(|(a, b)| {
            out.extend_from_slice(&a.to_le_bytes());
            out.extend_from_slice(&b.to_le_bytes());
        }),
        Col::C(v) => v.iter().for_each(|(a, b)| {
            out.extend_from_slice(&a.to_le_bytes());
            out.extend_from_slice(&b.to_le_bytes());
        }),
    }
}

/// `n` elements of `dt` from `bytes` (which holds at least `n * itemsize`).
pub fn decode(bytes: &[u8], dt: DType, big: bool, n: usize) -> Col {
    use DType::*;
    let sz = dt.itemsize();
    let bytes = &bytes[..n * sz];
    macro_rules! num {
        ($t:ty, $b:expr) => {{
            let a: [u8; std::mem::size_of::<$t>()] = $b.try_into().unwrap_or_default();
            if big {
                <$t>::from_be_bytes(a)
            } else {
                <$t>::from_le_bytes(a)
            }
        }};
    }
    let it = bytes.chunks_exact(sz.max(1));
    match dt {
        Bool => Col::B(it.map(|b| b[0] != 0).collect()),
        I8 => Col::I(it.map(|b| b[0] as i8 as i64).collect()),
        U8 => Col::I(it.map(|b| b[0] as i64).collect()),
        I16 => Col::I(it.map(|b| num!(i16, b) as i64).collect()),
        U16 => Col::I(it.map(|b| num!(u16, b) as i64).collect()),
        I32 => Col::I(it.map(|b| num!(i32, b) as i64).collect()),
        U32 => Col::I(it.map(|b| num!(u32, b) as i64).collect()),
        I64 => Col::I(it.map(|b| num!(i64, b)).collect()),
        U64 => Col::U(it.map(|b| num!(u64, b)).collect()),
        F16 => Col::S(it.map(|b| f16::from_bits(num!(u16, b)).to_f32()).collect()),
        F32 => Col::S(it.map(|b| num!(f32, b)).collect()),
        F64 => Col::F(it.map(|b| num!(f64, b)).collect()),
        C64 => Col::Z(
            it.map(|b| (num!(f32, &b[..4]), num!(f32, &b[4..])))
                .collect(),
        ),
        C128 => Col::C(
            it.map(|b| (num!(f64, &b[..8]), num!(f64, &b[8..])))
                .collect(),
        ),
    }
}

/// A parsed `.npy` file.
pub struct Npy {
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub fortran: bool,
    /// The elements in file order (C order, or Fortran order when `fortran`).
    pub col: Col,
    /// For a string array (`<U{width}`): its elements in file order and the width (`col`
    /// is then empty).
    pub strs: Option<(Vec<String>, usize)>,
}

/// The `.npy` file of a string array (`<U{width}`, C order): UTF-32 code points padded with
/// zeros to the width, as NumPy stores them.
pub fn str_file(items: &[impl AsRef<str>], shape: &[usize], width: usize) -> Vec<u8> {
    let mut out = header_text(&format!("<U{width}"), shape, false);
    out.reserve(items.len() * width * 4);
    for s in items {
        let mut n = 0;
        for c in s.as_ref().chars().take(width) {
            out.extend_from_slice(&(c as u32).to_le_bytes());
            n += 1;
        }
        out.extend(std::iter::repeat_n(0u8, (width - n) * 4));
    }
    out
}

/// `n` strings of `width` UTF-32 code points from `bytes` (trailing zeros dropped).
fn decode_strs(bytes: &[u8], width: usize, big: bool, n: usize) -> R<Vec<String>> {
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let item = &bytes[k * width * 4..(k + 1) * width * 4];
        let mut s = String::new();
        for w in item.chunks_exact(4) {
            let a = [w[0], w[1], w[2], w[3]];
            let u = if big {
                u32::from_be_bytes(a)
            } else {
                u32::from_le_bytes(a)
            };
            match char::from_u32(u) {
                Some(c) => s.push(c),
                None => return verr(format!("invalid code point {u:#x} in a string array")),
            }
        }
        s.truncate(s.trim_end_matches('\0').len());
        out.push(s);
    }
    Ok(out)
}

/// A Python literal, as `ast.literal_eval` reads the header.
#[derive(Debug, Clone, PartialEq)]
enum Lit {
    Str(String),
    Int(i128),
    Bool(bool),
    None,
    Tuple(Vec<Lit>),
    List(Vec<Lit>),
    Dict(Vec<(Lit, Lit)>),
}

impl Lit {
    fn repr(&self) -> String {
        match self {
            Lit::Str(s) => crate::interp::repr::str_repr(s),
            Lit::Int(i) => i.to_string(),
            Lit::Bool(b) => if *b { "True" } else { "False" }.into(),
            Lit::None => "None".into(),
            Lit::Tuple(v) if v.len() == 1 => format!("({},)", v[0].repr()),
            Lit::Tuple(v) => format!(
                "({})",
                v.iter().map(Lit::repr).collect::<Vec<_>>().join(", ")
            ),
            Lit::List(v) => format!(
                "[{}]",
                v.iter().map(Lit::repr).collect::<Vec<_>>().join(", ")
            ),
            Lit::Dict(v) => format!(
                "{{{}}}",
                v.iter()
                    .map(|(k, x)| format!("{}: {}", k.repr(), x.repr()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
    depth: usize,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn seq(&mut self, close: u8) -> Option<(Vec<Lit>, bool)> {
        let mut v = Vec::new();
        let mut comma = false;
        loop {
            if self.eat(close) {
                return Some((v, comma));
            }
            v.push(self.value()?);
            comma = self.eat(b',');
            if !comma {
                return self.eat(close).then_some((v, false));
            }
        }
    }
    fn value(&mut self) -> Option<Lit> {
        self.depth += 1;
        if self.depth > 64 {
            return None;
        }
        self.ws();
        let c = *self.s.get(self.i)?;
        let r = match c {
            b'\'' | b'"' => {
                self.i += 1;
                let mut out = Vec::new();
                loop {
                    let b = *self.s.get(self.i)?;
                    self.i += 1;
                    if b == c {
                        break;
                    }
                    if b == b'\\' {
                        let e = *self.s.get(self.i)?;
                        self.i += 1;
                        out.push(match e {
                            b'n' => b'\n',
                            b't' => b'\t',
                            b'0' => 0,
                            _ => e,
                        });
                    } else {
                        out.push(b);
                    }
                }
                Lit::Str(out.iter().map(|&b| b as char).collect())
            }
            b'(' => {
                self.i += 1;
                let (v, comma) = self.seq(b')')?;
                if v.len() == 1 && !comma {
                    v.into_iter().next()?
                } else {
                    Lit::Tuple(v)
                }
            }
            b'[' => {
                self.i += 1;
                Lit::List(self.seq(b']')?.0)
            }
            b'{' => {
                self.i += 1;
                let mut v = Vec::new();
                loop {
                    if self.eat(b'}') {
                        break;
                    }
                    let k = self.value()?;
                    if !self.eat(b':') {
                        return None;
                    }
                    v.push((k, self.value()?));
                    if !self.eat(b',') {
                        if !self.eat(b'}') {
                            return None;
                        }
                        break;
                    }
                }
                Lit::Dict(v)
            }
            b'0'..=b'9' | b'-' | b'+' => {
                let st = self.i;
                self.i += 1;
                while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                let t = std::str::from_utf8(&self.s[st..self.i]).ok()?;
                Lit::Int(t.parse().ok()?)
            }
            _ => {
                let st = self.i;
                while self.i < self.s.len() && self.s[self.i].is_ascii_alphabetic() {
                    self.i += 1;
                }
                match &self.s[st..self.i] {
                    b"True" => Lit::Bool(true),
                    b"False" => Lit::Bool(false),
                    b"None" => Lit::None,
                    _ => return None,
                }
            }
        };
        self.depth -= 1;
        Some(r)
    }
}

fn literal(s: &str) -> Option<Lit> {
    let mut p = P {
        s: s.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = p.value()?;
    p.ws();
    (p.i == p.s.len()).then_some(v)
}

/// A descr string as a dtype and whether it is big-endian.
fn descr_dtype(d: &Lit, allow_pickle: bool) -> R<(DType, bool)> {
    let bad = || {
        verr(format!(
            "descr is not a valid dtype descriptor: {}",
            d.repr()
        ))
    };
    let Lit::Str(s) = d else {
        return match d {
            Lit::List(_) => verr(
                "structured dtypes (a list as descr) are not supported: gpa arrays hold numbers and bools",
            ),
            _ => bad(),
        };
    };
    if matches!(s.as_str(), "|O" | "O" | "<O" | ">O") {
        return verr(if allow_pickle {
            "object arrays are not supported: gpa arrays hold numbers and bools"
        } else {
            "Object arrays cannot be loaded when allow_pickle=False"
        });
    }
    let (big, body) = match s.as_bytes().first() {
        Some(b'>') => (true, &s[1..]),
        Some(b'<' | b'|' | b'=') => (false, &s[1..]),
        _ => (false, s.as_str()),
    };
    match DType::parse(&format!("<{body}")) {
        Ok(dt) => Ok((dt, big && dt.itemsize() > 1)),
        Err(e) if e.contains("not supported") => verr(format!(
            "data type {} is not supported: gpa arrays hold numbers and bools",
            d.repr()
        )),
        Err(_) => bad(),
    }
}

fn take<'a>(b: &'a [u8], pos: &mut usize, n: usize, what: &str) -> R<&'a [u8]> {
    let rest = &b[(*pos).min(b.len())..];
    if rest.len() < n {
        return Err(NpyErr::Value(format!(
            "EOF: reading {what}, expected {n} bytes got {}",
            rest.len()
        )));
    }
    *pos += n;
    Ok(&rest[..n])
}

/// Parses a whole `.npy` file. `from_zip`: a member of an `.npz` (NumPy reads those in chunks,
/// so a short data section is an EOF message rather than a reshape one).
/// A `.npy` header: what the data that follows it holds.
pub struct Header {
    pub dtype: DType,
    pub big: bool,
    pub shape: Vec<usize>,
    pub fortran: bool,
    /// Elements of data.
    pub count: usize,
    /// A string array's width (its dtype is then a stand-in).
    pub str_width: Option<usize>,
    /// Bytes from the start of the file to the data.
    pub data_at: usize,
}

impl Header {
    /// The file's whole length as the header promises it (saturating).
    pub fn total_len(&self) -> u64 {
        (self.data_at as u64)
            .saturating_add((self.count as u64).saturating_mul(self.item_bytes() as u64))
    }

    /// Bytes per element.
    pub fn item_bytes(&self) -> usize {
        self.str_width.map_or(self.dtype.itemsize(), |w| w * 4)
    }
}

/// Bytes of the magic string and header length: how much to read before `header_len`.
pub const PREFIX: usize = 12;

/// The length of the prefix plus header, from the first `PREFIX` bytes (None when the
/// version is unknown: `read` reports it).
pub fn header_end(b: &[u8]) -> Option<usize> {
    match (b.get(6)?, b.get(7)?) {
        (1, 0) => Some(10 + u16::from_le_bytes([*b.get(8)?, *b.get(9)?]) as usize),
        (2 | 3, 0) => Some(
            12 + u32::from_le_bytes([*b.get(8)?, *b.get(9)?, *b.get(10)?, *b.get(11)?]) as usize,
        ),
        _ => None,
    }
}

pub fn read(b: &[u8], allow_pickle: bool, max_header: usize, from_zip: bool) -> R<Npy> {
    let h = parse_header(b, allow_pickle, max_header)?;
    let sz = h.item_bytes();
    let Header {
        dtype,
        big,
        shape,
        fortran,
        count,
        data_at: pos,
        str_width,
    } = h;
    let data = &b[pos.min(b.len())..];
    let have = data.len() / sz;
    if have < count {
        if from_zip {
            let want = count.saturating_mul(sz);
            return Err(NpyErr::Eof(format!(
                "EOF: reading array data, expected {want} bytes got {}",
                data.len()
            )));
        }
        let mut s = shape.clone();
        if fortran {
            s.reverse();
        }
        return verr(format!(
            "cannot reshape array of size {have} into shape {}",
            shape_repr(&s)
        ));
    }
    if let Some(w) = str_width {
        return Ok(Npy {
            dtype,
            shape,
            fortran,
            col: Col::I(vec![]),
            strs: Some((decode_strs(data, w, big, count)?, w)),
        });
    }
    let col = decode(data, dtype, big, count);
    let col = match col {
        // Keep small ints inside their range (decode already did), bools as read.
        Col::I(v) => Col::I(v.into_iter().map(|x| wrap_int(x, dtype)).collect()),
        c => c,
    };
    Ok(Npy {
        dtype,
        shape,
        fortran,
        col,
        strs: None,
    })
}

/// The header at the start of `b` (the magic string checked), with NumPy's errors.
pub fn parse_header(b: &[u8], allow_pickle: bool, max_header: usize) -> R<Header> {
    let mut pos = 0;
    let magic = take(b, &mut pos, 8, "magic string")?;
    if &magic[..6] != MAGIC {
        return verr(format!(
            "the magic string is not correct; expected b'\\x93NUMPY', got {}",
            crate::interp::repr::bytes_repr(&magic[..6])
        ));
    }
    let (major, minor) = (magic[6], magic[7]);
    let hlen = match (major, minor) {
        (1, 0) => {
            let l = take(b, &mut pos, 2, "array header length")?;
            u16::from_le_bytes([l[0], l[1]]) as usize
        }
        (2, 0) | (3, 0) => {
            let l = take(b, &mut pos, 4, "array header length")?;
            u32::from_le_bytes([l[0], l[1], l[2], l[3]]) as usize
        }
        _ => {
            return verr(format!(
                "we only support format version (1,0), (2,0), and (3,0), not ({major}, {minor})"
            ));
        }
    };
    let hb = take(b, &mut pos, hlen, "array header")?;
    let header: String = if major == 3 {
        String::from_utf8_lossy(hb).into_owned()
    } else {
        hb.iter().map(|&c| c as char).collect()
    };
    if header.chars().count() > max_header && !allow_pickle {
        return verr(format!(
            "Header info length ({}) is large and may not be safe to load securely.\n\
             To allow loading, adjust `max_header_size` or fully trust the `.npy` file \
             using `allow_pickle=True`.\n\
             For safety against large resource use or crashes, sandboxing may be necessary.",
            header.chars().count()
        ));
    }
    let Some(lit) = literal(&header) else {
        return verr(format!(
            "Cannot parse header: {}",
            crate::interp::repr::str_repr(&header)
        ));
    };
    let Lit::Dict(items) = &lit else {
        return verr(format!("Header is not a dictionary: {}", lit.repr()));
    };
    let get = |k: &str| {
        items
            .iter()
            .find(|(key, _)| *key == Lit::Str(k.into()))
            .map(|(_, v)| v)
    };
    let mut keys: Vec<String> = items.iter().map(|(k, _)| k.repr()).collect();
    keys.sort();
    let (Some(descr), Some(fo), Some(shape), 3) = (
        get("descr"),
        get("fortran_order"),
        get("shape"),
        items.len(),
    ) else {
        return verr(format!(
            "Header does not contain the correct keys: [{}]",
            keys.join(", ")
        ));
    };
    let shape: Vec<usize> = match shape {
        Lit::Tuple(v)
            if v.iter()
                .all(|x| matches!(x, Lit::Int(i) if (0..=i64::MAX as i128).contains(i))) =>
        {
            v.iter()
                .map(|x| match x {
                    Lit::Int(i) => *i as usize,
                    _ => 0,
                })
                .collect()
        }
        _ => return verr(format!("shape is not valid: {}", shape.repr())),
    };
    let Lit::Bool(fortran) = *fo else {
        return verr(format!("fortran_order is not a valid bool: {}", fo.repr()));
    };
    let (dtype, big, str_width) = match str_descr(descr) {
        Some((big, w)) => (DType::U32, big, Some(w)),
        None => {
            let (d, big) = descr_dtype(descr, allow_pickle)?;
            (d, big, None)
        }
    };
    let count = shape
        .iter()
        .try_fold(1usize, |a, &d| a.checked_mul(d))
        .ok_or_else(|| NpyErr::Value(format!("shape is not valid: {}", shape_repr(&shape))))?;
    Ok(Header {
        dtype,
        big,
        shape,
        fortran,
        count,
        data_at: pos,
        str_width,
    })
}

/// A string dtype's descr (`'<U5'`, `'>U5'`): its byte order and width.
fn str_descr(d: &Lit) -> Option<(bool, usize)> {
    let Lit::Str(s) = d else { return None };
    let (big, rest) = match s.as_bytes().first()? {
        b'>' => (true, &s[1..]),
        b'<' | b'=' | b'|' => (false, &s[1..]),
        _ => (false, s.as_str()),
    };
    let w: usize = rest.strip_prefix('U')?.parse().ok()?;
    (w > 0).then_some((big, w))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_as_numpy_writes_it() {
        let h = header(DType::F64, &[3], false);
        let want =
            "\u{93}NUMPY\u{1}\u{0}v\u{0}{'descr': '<f8', 'fortran_order': False, 'shape': (3,), }";
        let got: String = h.iter().map(|&b| b as char).collect();
        assert!(got.starts_with(want), "{got:?}");
        assert_eq!(h.len() % 64, 0);
        assert_eq!(*h.last().unwrap(), b'\n');
    }

    #[test]
    fn round_trip_and_bad_input() {
        let mut b = header(DType::I16, &[2, 2], false);
        encode(&Col::I(vec![1, -2, 3, 32767]), DType::I16, &mut b);
        let n = read(&b, false, 10000, false).ok().unwrap();
        assert_eq!(n.col, Col::I(vec![1, -2, 3, 32767]));
        for cut in 0..b.len() {
            // Every truncation is an error or a shorter read, never a panic.
            let _ = read(&b[..cut], false, 10000, cut % 2 == 0);
        }
        assert!(literal("{'a': (1, 2), 'b': [True, None], }").is_some());
        assert!(literal("{'a': (1,,)}").is_none());
        assert!(literal(&"(".repeat(1000)).is_none());
    }
}
