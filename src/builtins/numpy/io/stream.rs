//! Reading files with limits: as much as the caller asks for (a `count`, a `.npy` header's
//! size), stopping at end of file, in chunks that check Ctrl-C and take memory through the
//! guarded path (`MemoryError`, never an abort). FIFOs and devices (`/dev/zero`) are read
//! the same way, never slurped without a bound.
use super::npy;
use crate::interp::error::{ExcType, RtErr, RtResult, err};
use std::io::Read;

const CHUNK: usize = 1 << 20;

/// Up to `limit` more bytes of `r` (all of it when None) appended to `out`; a failed read
/// becomes `io_err`'s error.
pub fn read_into(
    r: &mut impl Read,
    out: &mut Vec<u8>,
    limit: Option<u64>,
    io_err: &dyn Fn(std::io::Error) -> Box<RtErr>,
) -> RtResult<()> {
    let mut left = limit.unwrap_or(u64::MAX);
    while left > 0 {
        crate::interrupt::check().map_err(|_| {
            crate::interrupt::consume();
            err(ExcType::KeyboardInterrupt, "")
        })?;
        let want = (CHUNK as u64).min(left) as usize;
        if out.capacity() - out.len() < want {
            let grow = want
                .max(out.len())
                .min(left.min(usize::MAX as u64) as usize);
            crate::array::alloc::try_reserve(out, grow.max(want)).map_err(|_| {
                err(
                    ExcType::MemoryError,
                    "cannot allocate memory for the file's data",
                )
            })?;
        }
        let start = out.len();
        out.resize(start + want, 0);
        let got = loop {
            match r.read(&mut out[start..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    out.truncate(start);
                    return Err(io_err(e));
                }
            }
        };
        out.truncate(start + got);
        if got == 0 {
            break;
        }
        left -= got as u64;
    }
    Ok(())
}

/// A `.npy` file's bytes from `r`: the header first, then as much data as it promises
/// (what is missing is reported by `npy::read`), nothing past it.
pub fn read_npy(
    r: &mut impl Read,
    allow_pickle: bool,
    max_header: usize,
    io_err: &dyn Fn(std::io::Error) -> Box<RtErr>,
) -> RtResult<Vec<u8>> {
    let mut b = Vec::new();
    read_into(r, &mut b, Some(npy::PREFIX as u64), io_err)?;
    if !b.starts_with(npy::MAGIC) {
        return Ok(b);
    }
    if let Some(end) = npy::header_end(&b) {
        let rest = end.saturating_sub(b.len()) as u64;
        read_into(r, &mut b, Some(rest), io_err)?;
        if let Ok(h) = npy::parse_header(&b, allow_pickle, max_header) {
            let more = h.total_len().saturating_sub(b.len() as u64);
            read_into(r, &mut b, Some(more), io_err)?;
        }
    }
    Ok(b)
}
