//! Boolean-mask compaction on the device (`kernels/select.cu`): count per block, offsets on
//! the host (the result's length must reach the host anyway, as in CuPy), then an ordered
//! copy of the picked elements (or of their positions).
use super::{DevBuf, compile, gpu};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use crate::lazy::{Buf, Store};
use cudarc::driver::DevicePtr;

pub const SRC: &str = include_str!("../../../kernels/select.cu");
/// Elements per block.
const PER: usize = 1 << 14;

/// The elements of `src` (dtype `dt`, from element `off`) where the bool buffer `mask`
/// (from element `moff`) is true; `n` elements are examined.
pub fn compact(
    src: &Buf,
    off: usize,
    dt: DType,
    mask: &Buf,
    moff: usize,
    n: usize,
) -> Result<(Buf, usize), DeviceError> {
    let s = src.on_device(dt)?.ptr() + (off * dt.itemsize()) as u64;
    picked(Some(s), dt, mask, moff, n)
}

/// The positions (int64, 0..n) where the bool buffer `mask` (from element `moff`) is true:
/// `np.flatnonzero` of a contiguous mask.
pub fn true_positions(mask: &Buf, moff: usize, n: usize) -> Result<(Buf, usize), DeviceError> {
    picked(None, DType::I64, mask, moff, n)
}

/// Compaction of the source at device address `src` (or, without one, of the positions).
fn picked(
    src: Option<u64>,
    dt: DType,
    mask: &Buf,
    moff: usize,
    n: usize,
) -> Result<(Buf, usize), DeviceError> {
    if n == 0 {
        // Nothing examined, nothing picked (and no counts to read).
        return Ok((super::moves::empty(dt, 0)?, 0));
    }
    let g = gpu()?;
    let k = compile::fixed(g, "select", SRC)?;
    let w = dt.itemsize();
    let blocks = n.div_ceil(PER);
    let m = mask.on_device(DType::Bool)?.ptr() + moff as u64;
    let counts = g.alloc(blocks * 4)?;
    let (cp, _c) = counts.device_ptr(&g.stream);
    g.launch(
        &k.get("gpa_count")?,
        blocks as u32,
        &[n as u64, m, cp, PER as u64],
    )?;
    let mut host = vec![0u8; blocks * 4];
    g.synchronize()?;
    if let Err(e) = g.stream.memcpy_dtoh(&*counts, &mut host) {
        return Err(super::fault::fault(&e));
    }
    super::fault::synced();
    let mut offs = Vec::with_capacity(blocks);
    let mut total = 0u64;
    for c in host.chunks_exact(4) {
        offs.push(total);
        total += u32::from_le_bytes(c.try_into().expect("4 bytes")) as u64;
    }
    let out = DevBuf {
        mem: g.alloc((total as usize * w).max(1))?,
        dtype: dt,
        len: total as usize,
    };
    if total > 0 {
        let bytes: Vec<u8> = offs.iter().flat_map(|o| o.to_le_bytes()).collect();
        let mut dev_offs = g.alloc(bytes.len())?;
        g.stream
            .memcpy_htod(&bytes, &mut *dev_offs)
            .map_err(|e| super::fault::fault(&e))?;
        let (op, _o) = dev_offs.device_ptr(&g.stream);
        let name = match src {
            Some(_) => format!("gpa_select_{w}"),
            None => "gpa_select_at".to_string(),
        };
        let f = k.get(&name)?;
        g.launch(
            &f,
            blocks as u32,
            &[n as u64, m, src.unwrap_or(0), out.ptr(), op, PER as u64],
        )?;
    }
    Ok((Store::device(out), total as usize))
}
