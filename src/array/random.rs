//! Random streams: a generator's key and position. Every namespace and backend draws from
//! the same counter-based generator (`backend/cpu/random.rs`, `kernels/random.cu`), so a
//! seed gives the same bits on the CPU and the GPU.
use super::{AResult, Array, ArrayRef};
use crate::backend::Device;
pub use crate::backend::random::Dist;

/// A generator's state: its key and how many elements it has handed out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stream {
    pub key: [u32; 2],
    pub pos: u64,
}

impl Stream {
    /// A stream from a seed (spread over the key by SplitMix64, so nearby seeds differ).
    pub fn seeded(seed: u64) -> Stream {
        let k = splitmix64(seed);
        Stream {
            key: [k as u32, (k >> 32) as u32],
            pos: 0,
        }
    }

    /// A stream seeded from the clock, the process and a counter (`seed=None`).
    pub fn fresh() -> Stream {
        use std::sync::atomic::{AtomicU64, Ordering};
        static N: AtomicU64 = AtomicU64::new(0);
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let n = N.fetch_add(1, Ordering::Relaxed);
        Stream::seeded(t ^ (std::process::id() as u64) << 32 ^ splitmix64(n))
    }

    /// `n` elements of `dist` shaped `shape`, on the host or as a device array; the stream
    /// moves past them.
    pub fn draw(&mut self, dist: Dist, shape: Vec<usize>, host: bool) -> AResult<ArrayRef> {
        let backend = crate::backend::for_arrays(!host);
        let n = match backend.device() {
            Device::Cpu => super::alloc::reserve(dist.dtype(), &shape)?,
            Device::Cuda(_) => super::alloc::device_room(dist.dtype(), &shape)?,
        };
        let start = self.pos;
        self.pos = self.pos.wrapping_add(n as u64);
        let buf = backend.random_fill(dist, self.key, start, n)?;
        let lay = super::layout::Layout::contiguous(&shape);
        Ok(Array::view(buf, lay, dist.dtype(), host))
    }
}

fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
