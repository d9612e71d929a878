//! Device memory accounting on top of the driver's stream-ordered pool (which caches freed
//! blocks): bytes in use, an optional limit (`GPA_GPU_MEMORY_LIMIT`, bytes or `N%` of the
//! device; `cp.get_default_memory_pool().set_limit(size=)`), and giving cached blocks back.
use cudarc::driver::{CudaContext, CudaSlice, sys};
use std::mem::ManuallyDrop;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

static USED: AtomicUsize = AtomicUsize::new(0);
/// 0: no limit.
static LIMIT: AtomicUsize = AtomicUsize::new(0);

/// Device memory from the pool; counted as used until dropped. It belongs to the context
/// of one generation (`super::reset`): memory of an older one is gone with it and is
/// never freed (its address may be live memory of the new context).
pub struct Mem {
    slice: ManuallyDrop<CudaSlice<u8>>,
    bytes: usize,
    generation: u32,
}

impl Mem {
    pub fn new(slice: CudaSlice<u8>, bytes: usize) -> Mem {
        USED.fetch_add(bytes, Ordering::Relaxed);
        Mem {
            slice: ManuallyDrop::new(slice),
            bytes,
            generation: super::generation(),
        }
    }

    /// Sets every byte to zero (queued on `stream`).
    pub fn zero(
        &mut self,
        stream: &std::sync::Arc<cudarc::driver::CudaStream>,
    ) -> Result<(), crate::backend::DeviceError> {
        stream
            .memset_zeros(&mut *self.slice)
            .map_err(|e| super::fault::fault(&e))
    }

    /// Whether the context it was allocated in is the current one.
    pub fn is_live(&self) -> bool {
        self.generation == super::generation()
    }
}

impl Drop for Mem {
    fn drop(&mut self) {
        if self.is_live() {
            USED.fetch_sub(self.bytes, Ordering::Relaxed);
            // SAFETY: dropped once, here.
            unsafe { ManuallyDrop::drop(&mut self.slice) };
        }
    }
}

impl std::ops::Deref for Mem {
    type Target = CudaSlice<u8>;
    fn deref(&self) -> &CudaSlice<u8> {
        &self.slice
    }
}

impl std::ops::DerefMut for Mem {
    fn deref_mut(&mut self) -> &mut CudaSlice<u8> {
        &mut self.slice
    }
}

/// A reset freed everything: nothing of the old context counts as used.
pub fn forget_used() {
    USED.store(0, Ordering::Relaxed);
}

pub fn used_bytes() -> usize {
    USED.load(Ordering::Relaxed)
}

/// The limit in force: the script's (`set_limit`), within an embedder's cap.
pub fn limit() -> usize {
    let (l, cap) = (LIMIT.load(Ordering::Relaxed), CAP.load(Ordering::Relaxed));
    match (l, cap) {
        (0, c) => c,
        (l, 0) => l,
        (l, c) => l.min(c),
    }
}

/// An embedder's ceiling on device memory (0: none); no `set_limit` goes past it.
static CAP: AtomicUsize = AtomicUsize::new(0);

pub fn set_cap(n: usize) {
    CAP.store(n, Ordering::Relaxed);
}

pub fn set_limit(n: usize) {
    LIMIT.store(n, Ordering::Relaxed);
}

/// `GPA_GPU_MEMORY_LIMIT`: bytes, or a percentage of the device's memory.
pub fn limit_from_env(total: usize) -> Result<(), String> {
    let Ok(v) = std::env::var("GPA_GPU_MEMORY_LIMIT") else {
        return Ok(());
    };
    let v = v.trim();
    let n = match v.strip_suffix('%') {
        Some(p) => p
            .parse::<f64>()
            .ok()
            .filter(|p| (0.0..=100.0).contains(p))
            .map(|p| (total as f64 * p / 100.0) as usize),
        None => v.parse::<usize>().ok(),
    };
    let n = n.ok_or_else(|| format!("GPA_GPU_MEMORY_LIMIT={v}: expected bytes or a percentage"))?;
    set_limit(n);
    Ok(())
}

fn default_pool(ctx: &Arc<CudaContext>) -> Option<sys::CUmemoryPool> {
    let mut pool = std::ptr::null_mut();
    // SAFETY: an out-pointer for the device's default pool.
    unsafe { sys::cuDeviceGetDefaultMemPool(&mut pool, ctx.cu_device()) }
        .result()
        .ok()
        .map(|_| pool)
}

/// Freed blocks stay in the driver's pool (release threshold: never), so allocation on the
/// hot path reuses them instead of calling into the OS.
pub fn keep_freed_blocks(ctx: &Arc<CudaContext>) -> Result<(), String> {
    if !ctx.has_async_alloc() {
        return Ok(());
    }
    let pool = default_pool(ctx).ok_or("no default memory pool")?;
    let mut max = u64::MAX;
    // SAFETY: a live pool and a pointer to a u64 attribute value.
    unsafe {
        sys::cuMemPoolSetAttribute(
            pool,
            sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
            (&mut max as *mut u64).cast(),
        )
    }
    .result()
    .map_err(|e| e.to_string())
}

/// Bytes the pool holds from the device (in use and cached).
pub fn total_bytes(ctx: &Arc<CudaContext>) -> usize {
    let Some(pool) = default_pool(ctx) else {
        return used_bytes();
    };
    let mut v = 0u64;
    // SAFETY: a live pool and a pointer to a u64 attribute value.
    let ok = unsafe {
        sys::cuMemPoolGetAttribute(
            pool,
            sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT,
            (&mut v as *mut u64).cast(),
        )
    }
    .result()
    .is_ok();
    if ok { v as usize } else { used_bytes() }
}

/// Gives the pool's cached (unused) blocks back to the device.
pub fn trim(ctx: &Arc<CudaContext>) {
    if let Some(pool) = default_pool(ctx) {
        // SAFETY: trimming releases only blocks not in use.
        let _ = unsafe { sys::cuMemPoolTrimTo(pool, 0) }.result();
    }
}
