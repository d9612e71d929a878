//! `_zlib`: the deflate codec under `pylib/zlib.gpa` and `pylib/gzip.gpa` (flate2 with the
//! zlib-rs backend), and CPython's checksums `crc32`/`adler32`.
//!
//! `wbits` chooses the container as zlib's does: 9..15 a zlib stream, -15..-9 raw deflate,
//! 25..31 gzip, and (decompression only) 40..47 zlib or gzip by the header.
use super::{arity, native, want_int};
use crate::interp::error::{ExcType, RtResult, err, value_err};
use crate::interp::value::{Module, Value};
use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = Module::new("_zlib");
    m.set(
        "compress",
        native("compress", |_, a, _| {
            arity("compress", a, 3, 3)?;
            let data = buffer(&a[0])?;
            let level = want_int(&a[1], "compress")?;
            let wbits = want_int(&a[2], "compress")?;
            Ok(Value::bytes(compress(&data, level, wbits)?))
        }),
    );
    m.set(
        "decompress",
        native("decompress", |_, a, _| {
            arity("decompress", a, 2, 2)?;
            let data = buffer(&a[0])?;
            let wbits = want_int(&a[1], "decompress")?;
            let (out, used, eof) = decompress(&data, wbits)?;
            Ok(Value::tuple(vec![
                Value::bytes(out),
                Value::Int(used as i64),
                Value::Bool(eof),
            ]))
        }),
    );
    m.set(
        "crc32",
        native("crc32", |_, a, _| {
            arity("crc32", a, 1, 2)?;
            let start = a.get(1).map_or(Ok(0), |v| want_int(v, "crc32"))? as u32;
            Ok(Value::Int(crc32(&buffer(&a[0])?, start) as i64))
        }),
    );
    m.set(
        "adler32",
        native("adler32", |_, a, _| {
            arity("adler32", a, 1, 2)?;
            let start = a.get(1).map_or(Ok(1), |v| want_int(v, "adler32"))? as u32;
            Ok(Value::Int(adler32(&buffer(&a[0])?, start) as i64))
        }),
    );
    m
}

fn buffer(v: &Value) -> RtResult<Rc<[u8]>> {
    super::bytearray::bytes_like(v)?.ok_or_else(|| {
        crate::interp::error::type_err(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

fn zerr(what: &str, code: i32, msg: &str) -> Box<crate::interp::error::RtErr> {
    // `zlib.error` is a class of `pylib/zlib.gpa`; it raises this one's message as that.
    err(
        ExcType::ValueError,
        format!("zlib.error: Error {code} while {what} data: {msg}"),
    )
}

pub fn compress(data: &[u8], level: i64, wbits: i64) -> RtResult<Vec<u8>> {
    let level = match level {
        -1 => Compression::default(),
        0..=9 => Compression::new(level as u32),
        _ => return Err(zerr("compressing", -2, "Bad compression level")),
    };
    let mut c = match wbits {
        9..=15 => Compress::new_with_window_bits(level, true, wbits as u8),
        -15..=-9 => Compress::new_with_window_bits(level, false, (-wbits) as u8),
        25..=31 => Compress::new_gzip(level, (wbits - 16) as u8),
        _ => return Err(value_err("Invalid initialization option")),
    };
    // The output grows in CPython's block sizes: zlib splits stored (level 0) blocks where
    // the output space ends, so the same blocks give the same bytes.
    const BLOCKS: [usize; 8] = [
        32 << 10,
        64 << 10,
        256 << 10,
        1 << 20,
        4 << 20,
        8 << 20,
        16 << 20,
        32 << 20,
    ];
    let mut out = Vec::new();
    for k in 0.. {
        let start = out.len();
        out.resize(start + BLOCKS[k.min(BLOCKS.len() - 1)], 0);
        let (was_in, was_out) = (c.total_in() as usize, c.total_out());
        let status = c
            .compress(&data[was_in..], &mut out[start..], FlushCompress::Finish)
            .map_err(|e| zerr("compressing", -2, &e.to_string()))?;
        out.truncate(start + (c.total_out() - was_out) as usize);
        if status == Status::StreamEnd {
            break;
        }
    }
    Ok(out)
}

/// Inflates as much of `data` as forms a stream: (output, bytes used, whether it ended).
pub fn decompress(data: &[u8], wbits: i64) -> RtResult<(Vec<u8>, usize, bool)> {
    let gzip = |w: i64| Decompress::new_gzip(w as u8);
    let mut d = match wbits {
        0 | 8..=15 => Decompress::new_with_window_bits(true, wbits.max(8) as u8),
        -15..=-8 => Decompress::new_with_window_bits(false, (-wbits) as u8),
        24..=31 => gzip((wbits - 16).max(9)),
        32 | 40..=47 => {
            let w = if wbits == 32 { 15 } else { wbits - 32 };
            if data.starts_with(&[0x1f, 0x8b]) {
                gzip(w.max(9))
            } else {
                Decompress::new_with_window_bits(true, w.max(8) as u8)
            }
        }
        _ => return Err(value_err("Invalid initialization option")),
    };
    let mut out = Vec::with_capacity(data.len() * 3 + 64);
    loop {
        let used = d.total_in() as usize;
        if out.capacity() - out.len() < 4096 {
            out.reserve(out.capacity().max(16384));
        }
        let before = d.total_out();
        let status = d
            .decompress_vec(&data[used..], &mut out, FlushDecompress::None)
            .map_err(|e| {
                zerr(
                    "decompressing",
                    -3,
                    e.message().unwrap_or("invalid compressed data"),
                )
            })?;
        let used_now = d.total_in() as usize;
        if status == Status::StreamEnd {
            return Ok((out, used_now, true));
        }
        // No progress with room left: the input ends before the stream does.
        if used_now == data.len() && d.total_out() == before && out.capacity() > out.len() {
            return Ok((out, used_now, false));
        }
    }
}

/// CRC-32 (the IEEE polynomial, as zlib's), continuing from `crc`.
pub fn crc32(data: &[u8], crc: u32) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (i, e) in t.iter_mut().enumerate() {
            let mut c = i as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *e = c;
        }
        t
    });
    let mut c = !crc;
    for &b in data {
        c = t[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8);
    }
    !c
}

/// Adler-32, continuing from `adler`.
pub fn adler32(data: &[u8], adler: u32) -> u32 {
    const MOD: u32 = 65521;
    let (mut a, mut b) = (adler & 0xffff, adler >> 16);
    // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
    for chunk in data.chunks(5552) {
        for &x in chunk {
            a += x as u32;
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    (b << 16) | a
}
