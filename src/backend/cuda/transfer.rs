//! Device buffers and the copies between them and host columns. On the device every dtype
//! has its NumPy width (int32 is 4 bytes, float16 2, complex64 8); host lanes are wider
//! (small ints in i64, float16 in f32), so a copy also converts.
use super::gpu;
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::backend::DeviceError;
use cudarc::driver::DevicePtr;
use half::f16;

pub struct DevBuf {
    pub mem: super::pool::Mem,
    pub dtype: DType,
    pub len: usize,
}

impl DevBuf {
    /// The GPU the buffer's memory is on (its context's device).
    pub fn device(&self) -> crate::backend::Device {
        crate::backend::Device::Cuda(self.mem.stream().context().ordinal())
    }

    /// The buffer's device address (launch arguments are raw addresses).
    pub fn ptr(&self) -> u64 {
        let (p, _sync) = self.mem.device_ptr(self.mem.stream());
        p
    }

    /// Copies a host column (of dtype `dtype`) to a new device buffer: small ones in one
    /// copy, large ones through the pinned staging buffers (`staging.rs`).
    pub fn upload(c: &Col, dtype: DType) -> Result<DevBuf, DeviceError> {
        let g = gpu()?;
        let n = c.len() * dtype.itemsize();
        let mut mem = g.alloc(n.max(1))?;
        if n > super::staging::SMALL {
            let buf = DevBuf {
                mem,
                dtype,
                len: c.len(),
            };
            super::staging::upload(g, c, &buf).map_err(|e| super::fault::fault(&e))?;
            return Ok(buf);
        }
        if n > 0 {
            g.stream
                .memcpy_htod(&to_bytes(c, dtype), &mut *mem)
                .map_err(|e| super::fault::fault(&e))?;
        }
        Ok(DevBuf {
            mem,
            dtype,
            len: c.len(),
        })
    }

    /// Copies the buffer back to a host column (waits for the work that writes it).
    pub fn download(&self) -> Col {
        self.download_range(0, self.len)
    }

    /// Copies `len` elements from element `start` back to a host column.
    pub fn download_range(&self, start: usize, len: usize) -> Col {
        let w = self.dtype.itemsize();
        let n = len * w;
        let g = gpu().unwrap_or_else(|e| super::fault::raise(e));
        // The wait for the queued work first, so Ctrl-C can end it; the copy is then quick.
        g.wait_or_raise();
        if n > super::staging::SMALL {
            // A failed copy is a fault of queued work (a sticky error from a kernel).
            let c = super::staging::download(g, self, start, len)
                .unwrap_or_else(|e| super::fault::raise(super::fault::fault(&e)));
            super::fault::synced();
            return c;
        }
        let mut bytes = vec![0u8; n];
        if n > 0 {
            let view = self.mem.slice(start * w..start * w + n);
            if let Err(e) = self.mem.stream().memcpy_dtoh(&view, &mut bytes) {
                // A failed copy is a fault of queued work (a sticky error from a kernel).
                super::fault::raise(super::fault::fault(&e));
            }
            super::fault::synced();
        }
        from_bytes(&bytes, self.dtype)
    }
}

fn to_bytes(c: &Col, dt: DType) -> Vec<u8> {
    let mut b = vec![0u8; c.len() * dt.itemsize()];
    write_bytes(c, dt, 0, &mut b);
    b
}

/// Writes elements `start..` of a host column into `out` as dtype `dt` (as many as fit).
pub(super) fn write_bytes(c: &Col, dt: DType, start: usize, out: &mut [u8]) {
    use DType::*;
    let w = dt.itemsize();
    let n = out.len() / w;
    fn put<const N: usize, T: Copy>(out: &mut [u8], v: &[T], f: impl Fn(T) -> [u8; N]) {
        for (o, &x) in out.chunks_exact_mut(N).zip(v) {
            o.copy_from_slice(&f(x));
        }
    }
    match (c, dt) {
        (Col::B(v), _) => put(out, &v[start..start + n], |b| [b as u8]),
        (Col::I(v), I8 | U8) => put(out, &v[start..start + n], |x| [x as u8]),
        (Col::I(v), I16 | U16) => put(out, &v[start..start + n], |x| (x as u16).to_le_bytes()),
        (Col::I(v), I32 | U32) => put(out, &v[start..start + n], |x| (x as u32).to_le_bytes()),
        (Col::I(v), _) => put(out, &v[start..start + n], i64::to_le_bytes),
        (Col::U(v), _) => put(out, &v[start..start + n], u64::to_le_bytes),
        (Col::S(v), F16) => put(out, &v[start..start + n], |x| {
            f16::from_f32(x).to_bits().to_le_bytes()
        }),
        (Col::S(v), _) => put(out, &v[start..start + n], f32::to_le_bytes),
        (Col::F(v), _) => put(out, &v[start..start + n], f64::to_le_bytes),
        (Col::Z(v), _) => put(out, &v[start..start + n], |(a, b)| {
            let mut o = [0u8; 8];
            o[..4].copy_from_slice(&a.to_le_bytes());
            o[4..].copy_from_slice(&b.to_le_bytes());
            o
        }),
        (Col::C(v), _) => put(out, &v[start..start + n], |(a, b)| {
            let mut o = [0u8; 16];
            o[..8].copy_from_slice(&a.to_le_bytes());
            o[8..].copy_from_slice(&b.to_le_bytes());
            o
        }),
    }
}

/// Appends the elements in `b` (dtype `dt`) to a host column of `dt`'s lane.
pub(super) fn append_bytes(col: &mut Col, b: &[u8], dt: DType) {
    col.extend_from(&from_bytes(b, dt));
}

pub(super) fn from_bytes(b: &[u8], dt: DType) -> Col {
    use DType::*;
    fn words<const N: usize>(b: &[u8]) -> impl Iterator<Item = [u8; N]> + '_ {
        b.chunks_exact(N).map(|c| c.try_into().expect("chunk of N"))
    }
    match dt {
        Bool => Col::B(b.iter().map(|&x| x != 0).collect()),
        I8 => Col::I(b.iter().map(|&x| x as i8 as i64).collect()),
        U8 => Col::I(b.iter().map(|&x| x as i64).collect()),
        I16 => Col::I(words(b).map(|w| i16::from_le_bytes(w) as i64).collect()),
        U16 => Col::I(words(b).map(|w| u16::from_le_bytes(w) as i64).collect()),
        I32 => Col::I(words(b).map(|w| i32::from_le_bytes(w) as i64).collect()),
        U32 => Col::I(words(b).map(|w| u32::from_le_bytes(w) as i64).collect()),
        I64 => Col::I(words(b).map(i64::from_le_bytes).collect()),
        U64 => Col::U(words(b).map(u64::from_le_bytes).collect()),
        F16 => Col::S(
            words(b)
                .map(|w| f16::from_bits(u16::from_le_bytes(w)).to_f32())
                .collect(),
        ),
        F32 => Col::S(words(b).map(f32::from_le_bytes).collect()),
        F64 => Col::F(words(b).map(f64::from_le_bytes).collect()),
        C64 => Col::Z(
            words::<8>(b)
                .map(|w| {
                    let (re, im) = w.split_at(4);
                    (
                        f32::from_le_bytes(re.try_into().unwrap()),
                        f32::from_le_bytes(im.try_into().unwrap()),
                    )
                })
                .collect(),
        ),
        C128 => Col::C(
            words::<16>(b)
                .map(|w| {
                    let (re, im) = w.split_at(8);
                    (
                        f64::from_le_bytes(re.try_into().unwrap()),
                        f64::from_le_bytes(im.try_into().unwrap()),
                    )
                })
                .collect(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_every_dtype() {
        use DType::*;
        let cases = [
            (Col::B(vec![true, false]), Bool),
            (Col::I(vec![-128, 127]), I8),
            (Col::I(vec![0, 255]), U8),
            (Col::I(vec![-32768, 7]), I16),
            (Col::I(vec![65535, 1]), U16),
            (Col::I(vec![i32::MIN as i64, 5]), I32),
            (Col::I(vec![u32::MAX as i64, 5]), U32),
            (Col::I(vec![i64::MIN, i64::MAX]), I64),
            (Col::U(vec![u64::MAX, 3]), U64),
            (Col::S(vec![1.5, -0.099975586]), F16),
            (Col::S(vec![1.5, f32::NAN]), F32),
            (Col::F(vec![1e300, -0.0]), F64),
            (Col::Z(vec![(1.0, -2.0)]), C64),
            (Col::C(vec![(3.0, 4.5)]), C128),
        ];
        for (c, dt) in cases {
            let b = to_bytes(&c, dt);
            assert_eq!(b.len(), c.len() * dt.itemsize(), "{dt:?}");
            let back = from_bytes(&b, dt);
            assert_eq!(format!("{back:?}"), format!("{c:?}"), "{dt:?}");
            // In pieces, as the staged copies go: the last element alone, appended.
            let (w, last) = (dt.itemsize(), c.len() - 1);
            let mut one = vec![0u8; w];
            write_bytes(&c, dt, last, &mut one);
            assert_eq!(one, b[last * w..], "{dt:?}");
            let mut first = from_bytes(&b[..last * w], dt);
            append_bytes(&mut first, &one, dt);
            assert_eq!(format!("{first:?}"), format!("{c:?}"), "{dt:?}");
        }
    }
}
