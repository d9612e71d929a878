//! The device as a whole, for `cupy.cuda` and embedders: what it is, waiting for it,
//! starting it over, and its memory pool's figures. On the CPU backend there is no device:
//! the queries answer None or zero and the actions do nothing.
use super::{DResult, cuda, cuda_active};

/// What `cp.cuda.Device()` reports.
pub struct DeviceInfo {
    pub name: String,
    /// Compute capability (major, minor).
    pub cc: (i32, i32),
    /// Free and total memory now, in bytes.
    pub mem: (usize, usize),
}

fn gpu() -> Option<&'static cuda::Gpu> {
    if cuda_active() {
        cuda::device_info()
    } else {
        None
    }
}

/// The GPU device arrays run on, or None on the CPU backend.
pub fn device_info() -> Option<DeviceInfo> {
    gpu().map(|g| DeviceInfo {
        name: g.name.clone(),
        cc: g.cc,
        mem: g.ctx.mem_get_info().unwrap_or((0, 0)),
    })
}

/// How many GPUs device arrays can use.
pub fn device_count() -> usize {
    usize::from(cuda_active())
}

/// Waits for the device's queued work (the caller runs lazy work first).
pub fn synchronize() -> DResult<()> {
    if cuda_active() {
        cuda::gpu()?.synchronize()?;
    }
    Ok(())
}

/// `synchronize` where the device was started and is not lost: a host-only session stays
/// quiet and host work is still timed after a device fault.
pub fn synchronize_started() -> DResult<()> {
    if cuda::ready() { synchronize() } else { Ok(()) }
}

/// A new context for the device (after a fault lost the old one); buffers of the old one
/// raise `StaleBuffer` when used.
pub fn reset() -> DResult<()> {
    if cuda_active() {
        cuda::reset()?;
    }
    Ok(())
}

/// Bytes of live device arrays.
pub fn pool_used_bytes() -> usize {
    cuda::pool::used_bytes()
}

/// Bytes the pool holds from the driver (live and cached).
pub fn pool_total_bytes() -> usize {
    gpu().map_or(0, |g| cuda::pool::total_bytes(&g.ctx))
}

/// Returns the pool's cached blocks to the driver (after a synchronize).
pub fn pool_trim() -> DResult<()> {
    if let Some(g) = gpu() {
        g.synchronize()?;
        cuda::pool::trim(&g.ctx);
    }
    Ok(())
}

/// The pool's limit in bytes (0: none).
pub fn pool_limit() -> usize {
    cuda::pool::limit()
}

pub fn set_pool_limit(n: usize) {
    cuda::pool::set_limit(n)
}

/// A ceiling on the device pool for the whole process (an embedder's memory cap).
pub fn set_pool_cap(n: usize) {
    cuda::pool::set_cap(n)
}

/// The device's total memory in bytes (0 on the CPU backend).
pub fn device_total_memory() -> usize {
    gpu().map_or(0, |g| g.ctx.total_mem().unwrap_or(0))
}
