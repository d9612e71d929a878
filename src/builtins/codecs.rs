//! Text codecs: what `str.encode`, `bytes.decode`, `str(b, encoding)` and `open(encoding=)`
//! read and write, with CPython's codec names and aliases, error handlers and messages.
//! gpa's strings are UTF-8 and hold no lone surrogates, so `surrogateescape` and
//! `surrogatepass` encode as `strict` does (there is nothing for them to pass) and cannot
//! decode bytes they would turn into surrogates.
use crate::interp::error::{ExcType, RtResult, err, type_err, unicode_err};
use crate::interp::value::Value;

#[derive(Clone, Copy, PartialEq)]
pub enum Codec {
    Utf8,
    /// UTF-8 with a byte order mark written first and skipped when read.
    Utf8Sig,
    Ascii,
    Latin1,
    Cp1252,
    /// UTF-16: `None` writes a mark (little-endian) and reads either; else big-endian or not.
    Utf16(Option<bool>),
    Utf32(Option<bool>),
}

impl Codec {
    /// The name in CPython's messages.
    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 | Codec::Utf8Sig => "utf-8",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Cp1252 => "charmap",
            Codec::Utf16(Some(true)) => "utf-16-be",
            Codec::Utf16(_) => "utf-16-le",
            Codec::Utf32(Some(true)) => "utf-32-be",
            Codec::Utf32(_) => "utf-32-le",
        }
    }

    /// Whether a text written from the start of a stream begins with a byte order mark.
    pub fn has_bom(self) -> bool {
        matches!(
            self,
            Codec::Utf8Sig | Codec::Utf16(None) | Codec::Utf32(None)
        )
    }
}

/// The codec an `encoding` argument names (UTF-8 when absent), by CPython's aliases.
pub fn codec(v: Option<&Value>) -> RtResult<Codec> {
    let Some(v) = v else { return Ok(Codec::Utf8) };
    let Value::Str(s) = v else {
        return Err(type_err(format!(
            "encoding must be str, not {}",
            v.type_name()
        )));
    };
    let norm: String = s
        .to_ascii_lowercase()
        .chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .collect();
    Ok(match norm.as_str() {
        "utf8" | "u8" | "utf" | "cp65001" | "utf8ucs2" | "utf8ucs4" => Codec::Utf8,
        "utf8sig" => Codec::Utf8Sig,
        "ascii" | "usascii" | "646" | "us" | "ansix3.41968" | "cp367" => Codec::Ascii,
        "latin1" | "latin" | "iso88591" | "l1" | "cp819" | "8859" | "iso8859" => Codec::Latin1,
        "cp1252" | "windows1252" | "1252" => Codec::Cp1252,
        "utf16" | "u16" => Codec::Utf16(None),
        "utf16le" | "unicodelittleunmarked" => Codec::Utf16(Some(false)),
        "utf16be" | "unicodebigunmarked" => Codec::Utf16(Some(true)),
        "utf32" | "u32" => Codec::Utf32(None),
        "utf32le" => Codec::Utf32(Some(false)),
        "utf32be" => Codec::Utf32(Some(true)),
        _ => return Err(err(ExcType::LookupError, format!("unknown encoding: {s}"))),
    })
}

#[derive(Clone, PartialEq)]
pub enum Errors {
    Strict,
    Ignore,
    Replace,
    XmlCharRef,
    Backslash,
    Name,
    /// `surrogateescape`/`surrogatepass`: see the module comment.
    Surrogate,
    /// A name no handler has: an error only where a handler is needed, as in CPython.
    Unknown(std::rc::Rc<str>),
}

/// The error handler an `errors` argument names (`strict` when absent).
pub fn errors(v: Option<&Value>) -> RtResult<Errors> {
    match v {
        None => Ok(Errors::Strict),
        Some(Value::Str(s)) => match &**s {
            "strict" => Ok(Errors::Strict),
            "ignore" => Ok(Errors::Ignore),
            "replace" => Ok(Errors::Replace),
            "xmlcharrefreplace" => Ok(Errors::XmlCharRef),
            "backslashreplace" => Ok(Errors::Backslash),
            "namereplace" => Ok(Errors::Name),
            "surrogateescape" | "surrogatepass" => Ok(Errors::Surrogate),
            _ => Ok(Errors::Unknown(s.clone())),
        },
        Some(v) => Err(type_err(format!(
            "errors must be str, not {}",
            v.type_name()
        ))),
    }
}

fn unknown_handler(name: &str) -> Box<crate::interp::error::RtErr> {
    err(
        ExcType::LookupError,
        format!("unknown error handler name '{name}'"),
    )
}

/// Windows-1252's bytes 0x80..0x9f (0 where it has none); the rest are Latin-1's.
const CP1252_HIGH: [u16; 32] = [
    0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
    0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
    0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178,
];

/// The one byte `ch` is in a single-byte codec, if it has one.
fn byte_of(c: Codec, ch: char) -> Option<u8> {
    let n = ch as u32;
    match c {
        Codec::Ascii => (n < 0x80).then_some(n as u8),
        Codec::Latin1 => (n < 0x100).then_some(n as u8),
        _ if (0x80..0xa0).contains(&n) => None,
        _ if n < 0x100 => Some(n as u8),
        _ => CP1252_HIGH
            .iter()
            .position(|&u| u as u32 == n)
            .map(|i| 0x80 + i as u8),
    }
}

/// `s` in codec `c`; `bom` writes a byte order mark first where the codec has one (a file
/// written past its start has it already).
pub fn encode(s: &str, c: Codec, e: Errors, bom: bool) -> RtResult<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len() + 4);
    let unit16 = |out: &mut Vec<u8>, u: u16, big: bool| {
        out.extend(if big {
            u.to_be_bytes()
        } else {
            u.to_le_bytes()
        })
    };
    match c {
        Codec::Utf8 | Codec::Utf8Sig => {
            if bom && c == Codec::Utf8Sig {
                out.extend(b"\xef\xbb\xbf");
            }
            out.extend(s.as_bytes());
        }
        Codec::Utf16(order) => {
            let big = order == Some(true);
            if bom && order.is_none() {
                out.extend(b"\xff\xfe");
            }
            s.encode_utf16().for_each(|u| unit16(&mut out, u, big));
        }
        Codec::Utf32(order) => {
            let big = order == Some(true);
            if bom && order.is_none() {
                out.extend(b"\xff\xfe\x00\x00");
            }
            for ch in s.chars() {
                let n = ch as u32;
                out.extend(if big {
                    n.to_be_bytes()
                } else {
                    n.to_le_bytes()
                });
            }
        }
        Codec::Ascii | Codec::Latin1 | Codec::Cp1252 => {
            let chars: Vec<char> = s.chars().collect();
            let mut i = 0;
            while i < chars.len() {
                if let Some(b) = byte_of(c, chars[i]) {
                    out.push(b);
                    i += 1;
                    continue;
                }
                // The run of characters the codec lacks is one error, as CPython reports it.
                let end = (i..chars.len())
                    .find(|&j| byte_of(c, chars[j]).is_some())
                    .unwrap_or(chars.len());
                for &ch in &chars[i..end] {
                    match &e {
                        Errors::Unknown(name) => return Err(unknown_handler(name)),
                        Errors::Strict | Errors::Surrogate => {
                            let why = match c {
                                Codec::Ascii => "ordinal not in range(128)",
                                Codec::Latin1 => "ordinal not in range(256)",
                                _ => "character maps to <undefined>",
                            };
                            return Err(unicode_err(
                                ExcType::UnicodeEncodeError,
                                c.name(),
                                Value::str(s),
                                (i, end),
                                why,
                            ));
                        }
                        Errors::Ignore => {}
                        Errors::Replace => out.push(b'?'),
                        Errors::XmlCharRef => out.extend(format!("&#{};", ch as u32).bytes()),
                        Errors::Backslash => out.extend(escaped(ch).bytes()),
                        Errors::Name => match unicode_names2::name(ch) {
                            Some(name) => out.extend(format!("\\N{{{name}}}").bytes()),
                            None => out.extend(escaped(ch).bytes()),
                        },
                    }
                }
                i = end;
            }
        }
    }
    Ok(out)
}

/// `\xNN`, `\uNNNN` or `\UNNNNNNNN`, as `backslashreplace` writes a character.
fn escaped(ch: char) -> String {
    match ch as u32 {
        n @ 0..0x100 => format!("\\x{n:02x}"),
        n @ 0..0x10000 => format!("\\u{n:04x}"),
        n => format!("\\U{n:08x}"),
    }
}

/// `b` decoded from codec `c`; a byte order mark at the start is read (and dropped) where
/// the codec has one.
pub fn decode(b: &[u8], c: Codec, e: Errors) -> RtResult<String> {
    let mut d = Decoder {
        all: b,
        codec: c,
        errors: e,
        out: String::with_capacity(b.len()),
    };
    match c {
        Codec::Latin1 => d.out.extend(b.iter().map(|&x| x as char)),
        Codec::Ascii | Codec::Cp1252 => {
            for (i, &x) in b.iter().enumerate() {
                let ch = match (c, x) {
                    (_, 0..0x80) => Some(x as char),
                    (Codec::Ascii, _) => None,
                    (_, 0x80..0xa0) => {
                        char::from_u32(CP1252_HIGH[x as usize - 0x80] as u32).filter(|&c| c != '\0')
                    }
                    _ => Some(x as char),
                };
                match ch {
                    Some(ch) => d.out.push(ch),
                    None if c == Codec::Ascii => d.bad(i, i + 1, "ordinal not in range(128)")?,
                    None => d.bad(i, i + 1, "character maps to <undefined>")?,
                }
            }
        }
        Codec::Utf8 | Codec::Utf8Sig => {
            let start = if c == Codec::Utf8Sig && b.starts_with(b"\xef\xbb\xbf") {
                3
            } else {
                0
            };
            d.utf8(start)?;
        }
        Codec::Utf16(order) => {
            let (big, start) = match (order, b) {
                (None, [0xfe, 0xff, ..]) => (true, 2),
                (None, [0xff, 0xfe, ..]) => (false, 2),
                (order, _) => (order == Some(true), 0),
            };
            d.codec = Codec::Utf16(Some(big));
            d.utf16(start, big)?;
        }
        Codec::Utf32(order) => {
            let (big, start) = match (order, b) {
                (None, [0, 0, 0xfe, 0xff, ..]) => (true, 4),
                (None, [0xff, 0xfe, 0, 0, ..]) => (false, 4),
                (order, _) => (order == Some(true), 0),
            };
            d.codec = Codec::Utf32(Some(big));
            d.utf32(start, big)?;
        }
    }
    Ok(d.out)
}

struct Decoder<'a> {
    all: &'a [u8],
    codec: Codec,
    errors: Errors,
    out: String,
}

impl Decoder<'_> {
    /// Bytes `start..end` do not decode: the error handler decides.
    fn bad(&mut self, start: usize, end: usize, why: &str) -> RtResult<()> {
        match &self.errors {
            Errors::Unknown(name) => Err(unknown_handler(name)),
            Errors::XmlCharRef | Errors::Name => Err(type_err(
                "don't know how to handle UnicodeDecodeError in error callback",
            )),
            Errors::Strict => Err(unicode_err(
                ExcType::UnicodeDecodeError,
                self.codec.name(),
                Value::bytes(self.all.to_vec()),
                (start, end),
                why,
            )),
            Errors::Surrogate => Err(err(
                ExcType::NotImplementedError,
                format!(
                    "'{}' codec can't decode bytes in position {start}-{}: gpa's strings \
                     cannot hold the lone surrogates 'surrogateescape' would make of them",
                    self.codec.name(),
                    end - 1
                ),
            )),
            Errors::Ignore => Ok(()),
            Errors::Replace => {
                self.out.push('\u{fffd}');
                Ok(())
            }
            Errors::Backslash => {
                for &x in &self.all[start..end] {
                    self.out.push_str(&format!("\\x{x:02x}"));
                }
                Ok(())
            }
        }
    }

    fn utf8(&mut self, start: usize) -> RtResult<()> {
        let mut pos = start;
        loop {
            let rest = &self.all[pos..];
            match std::str::from_utf8(rest) {
                Ok(s) => {
                    self.out.push_str(s);
                    return Ok(());
                }
                Err(u) => {
                    let good = u.valid_up_to();
                    self.out
                        .push_str(std::str::from_utf8(&rest[..good]).unwrap_or_default());
                    let at = pos + good;
                    let x = rest[good];
                    let (end, why) = match u.error_len() {
                        None => (self.all.len(), "unexpected end of data"),
                        Some(n) if (0x80..0xc2).contains(&x) || x >= 0xf5 => {
                            (at + n, "invalid start byte")
                        }
                        Some(n) => (at + n, "invalid continuation byte"),
                    };
                    self.bad(at, end, why)?;
                    pos = end;
                }
            }
        }
    }

    fn utf16(&mut self, start: usize, big: bool) -> RtResult<()> {
        let b = self.all;
        let unit = |i: usize| {
            let p = [b[i], b[i + 1]];
            if big {
                u16::from_be_bytes(p)
            } else {
                u16::from_le_bytes(p)
            }
        };
        let mut i = start;
        while i + 1 < b.len() {
            let u = unit(i);
            match u {
                0xd800..0xdc00 => {
                    if i + 3 >= b.len() {
                        let end = if i + 3 == b.len() { b.len() } else { i + 2 };
                        self.bad(i, end, "unexpected end of data")?;
                        i = end;
                        continue;
                    }
                    let lo = unit(i + 2);
                    if (0xdc00..0xe000).contains(&lo) {
                        let n = 0x10000 + (((u as u32) - 0xd800) << 10) + (lo as u32 - 0xdc00);
                        self.out.push(char::from_u32(n).unwrap_or('\u{fffd}'));
                        i += 4;
                    } else {
                        self.bad(i, i + 2, "illegal UTF-16 surrogate")?;
                        i += 2;
                    }
                }
                0xdc00..0xe000 => {
                    self.bad(i, i + 2, "illegal encoding")?;
                    i += 2;
                }
                _ => {
                    self.out
                        .push(char::from_u32(u as u32).unwrap_or('\u{fffd}'));
                    i += 2;
                }
            }
        }
        if i < b.len() {
            self.bad(i, b.len(), "truncated data")?;
        }
        Ok(())
    }

    fn utf32(&mut self, start: usize, big: bool) -> RtResult<()> {
        let b = self.all;
        let mut i = start;
        while i + 3 < b.len() {
            let p = [b[i], b[i + 1], b[i + 2], b[i + 3]];
            let n = if big {
                u32::from_be_bytes(p)
            } else {
                u32::from_le_bytes(p)
            };
            match char::from_u32(n) {
                Some(ch) => self.out.push(ch),
                None if n >= 0x110000 => self.bad(i, i + 4, "code point not in range(0x110000)")?,
                None => self.bad(
                    i,
                    i + 4,
                    "code point in surrogate code point range(0xd800, 0xe000)",
                )?,
            }
            i += 4;
        }
        if i < b.len() {
            self.bad(i, b.len(), "truncated data")?;
        }
        Ok(())
    }
}
