//! The one guarded path for allocations whose size a script controls: shapes checked as NumPy
//! checks them (at most 64 axes, `size * itemsize` within `isize`), then fallible allocation,
//! so a size that cannot be had is NumPy's `MemoryError`, never an abort, and zero-filled
//! buffers come from zeroed pages (calloc) instead of being written.
use super::dtype::DType;
use super::{AResult, ArrErr, oom};

/// NumPy's `NPY_MAXDIMS`.
pub const MAX_DIMS: usize = 64;

/// NumPy's error for a shape whose byte size overflows.
pub fn too_big() -> ArrErr {
    ArrErr::Value(
        "array is too big; `arr.size * arr.dtype.itemsize` is larger than the maximum possible size."
            .into(),
    )
}

/// NumPy's error for too many axes.
pub fn too_many_dims(n: usize) -> ArrErr {
    ArrErr::Value(format!(
        "maximum supported dimension for an ndarray is currently {MAX_DIMS}, found {n}"
    ))
}

/// The element count of `shape` for `itemsize`-byte elements, or NumPy's errors: as NumPy,
/// zero axes are skipped when checking the product of the others for overflow.
pub fn checked_size(shape: &[usize], itemsize: usize) -> AResult<usize> {
    if shape.len() > MAX_DIMS {
        return Err(too_many_dims(shape.len()));
    }
    let mut bytes = itemsize.max(1);
    let mut empty = false;
    for &d in shape {
        if d == 0 {
            empty = true;
            continue;
        }
        bytes = bytes
            .checked_mul(d)
            .filter(|&b| b <= isize::MAX as usize)
            .ok_or_else(too_big)?;
    }
    Ok(if empty { 0 } else { bytes / itemsize.max(1) })
}

/// `checked_size` for a dtype's shape.
pub fn shape_size(dt: DType, shape: &[usize]) -> AResult<usize> {
    checked_size(shape, dt.itemsize())
}

/// The bytes one element of `dt` takes in a host column (small ints live in i64 lanes).
fn lane_bytes(dt: DType) -> usize {
    use super::col::{Lane, lane};
    match lane(dt) {
        Lane::B => 1,
        Lane::S => 4,
        Lane::I | Lane::U | Lane::F | Lane::Z => 8,
        Lane::C => 16,
    }
}

/// The element count of a result of `dt`/`shape` about to be built on the host, once its size
/// is checked and its memory is known to be there: the memory is reserved and given back at
/// once (untouched pages cost nothing), so builders that collect into plain vectors cannot
/// abort the process afterwards. `MemoryError` (NumPy's text) when it is not there.
pub fn reserve(dt: DType, shape: &[usize]) -> AResult<usize> {
    let n = shape_size(dt, shape)?;
    let bytes = n.saturating_mul(lane_bytes(dt));
    if !within_cap(bytes) {
        return Err(ArrErr::Memory(oom::oom_shape(dt, shape)));
    }
    let mut probe: Vec<u8> = Vec::new();
    if try_reserve(&mut probe, bytes).is_err() {
        return Err(ArrErr::Memory(oom::oom_shape(dt, shape)));
    }
    Ok(n)
}

/// The largest host buffer worth asking for: the machine's memory and swap (what Linux's
/// default overcommit heuristic grants; the allocator maps without reserving, so the kernel
/// would not refuse and the process would die on first touch instead), at most 1 TiB.
/// `GPA_HOST_MEMORY_LIMIT` (bytes) lowers it, as `GPA_GPU_MEMORY_LIMIT` does on the device.
pub fn max_bytes() -> usize {
    static MAX: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *MAX.get_or_init(|| {
        let cap = std::env::var("GPA_HOST_MEMORY_LIMIT")
            .ok()
            .and_then(|v| v.trim().parse::<usize>().ok())
            .map_or(1usize << 40, |n| n.min(1 << 40));
        let Some(kib) = meminfo_kib(&["MemTotal:", "SwapTotal:"]) else {
            return cap;
        };
        let total = (kib[0].unwrap_or(0) + kib[1].unwrap_or(0)).saturating_mul(1024);
        if total == 0 { cap } else { total.min(cap) }
    })
}

/// Room for `n` more elements in `v`, within what the machine has (`max_bytes`); the one
/// place host buffers of a script-controlled size are reserved.
pub fn try_reserve<T>(v: &mut Vec<T>, n: usize) -> Result<(), NoMemory> {
    let bytes = (v.len().saturating_add(n)).saturating_mul(std::mem::size_of::<T>());
    if bytes > max_bytes() || (bytes > 1 << 28 && bytes > available_bytes()) || !within_cap(bytes) {
        return Err(NoMemory);
    }
    v.try_reserve_exact(n).map_err(|_| NoMemory)
}

thread_local! {
    /// An embedder's cap on host array memory for the engine running on this thread (0:
    /// none), and the bytes host array buffers hold now (`lazy::store` counts them).
    static HOST_CAP: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    static HOST_USED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Whether `bytes` more fit under this thread's cap.
fn within_cap(bytes: usize) -> bool {
    let cap = HOST_CAP.with(|c| c.get());
    cap == 0 || HOST_USED.with(|u| u.get()).saturating_add(bytes) <= cap
}

thread_local! {
    /// Array work made since the interpreter last looked: elements (multiply-adds for a
    /// matrix product), counted against an embedder's operation budget.
    static WORK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// `n` more elements of array work.
pub fn count_work(n: usize) {
    let _ = WORK.try_with(|w| w.set(w.get().saturating_add(n as u64)));
}

/// The work counted since the last call (and resets it).
pub fn take_work() -> u64 {
    WORK.with(|w| w.replace(0))
}

/// Sets this thread's host memory cap (0: none), returning the previous one.
pub fn set_host_cap(bytes: usize) -> usize {
    HOST_CAP.with(|c| c.replace(bytes))
}

/// Host array buffers came (`delta` > 0) or went.
pub fn count_host_bytes(delta: isize) {
    let _ = HOST_USED.try_with(|u| u.set(u.get().saturating_add_signed(delta)));
}

/// The bytes host array buffers on this thread hold now.
pub fn host_bytes_used() -> usize {
    HOST_USED.with(|u| u.get())
}

/// The memory asked for cannot be had (callers turn it into NumPy's `MemoryError` text).
#[derive(Debug)]
pub struct NoMemory;

/// A device array of `dt`/`shape` that is made lazily (a broadcast constant, a generated
/// range) must still fit where it will live, as CuPy's allocation at creation would: past
/// the GPU's memory it is CuPy's `OutOfMemoryError`, past the host's (device arrays on the
/// CPU backend) NumPy's `MemoryError`.
pub fn device_room(dt: DType, shape: &[usize]) -> AResult<usize> {
    let n = shape_size(dt, shape)?;
    let bytes = n.saturating_mul(dt.itemsize());
    if let Some((free, total)) = crate::backend::device_memory() {
        if bytes > total {
            return Err(ArrErr::Device(crate::backend::DeviceError::DeviceMemory {
                requested: bytes,
                why: crate::backend::Shortage::Device { free, total },
            }));
        }
    } else if n.saturating_mul(lane_bytes(dt)) > max_bytes() {
        return Err(ArrErr::Memory(oom::oom_shape(dt, shape)));
    }
    Ok(n)
}

/// Memory the machine can give now (available memory and free swap), read afresh: a buffer
/// past it would be killed by the kernel on first touch rather than refused. Checked only
/// for large buffers (the read costs a few microseconds).
fn available_bytes() -> usize {
    match meminfo_kib(&["MemAvailable:", "SwapFree:"]).as_deref() {
        Some([Some(a), s]) => (a + s.unwrap_or(0)).saturating_mul(1024),
        _ => usize::MAX,
    }
}

/// The KiB figures of `/proc/meminfo` for `keys` (None where a key is missing); None
/// without the file (not Linux).
fn meminfo_kib(keys: &[&str]) -> Option<Vec<Option<usize>>> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    Some(
        keys.iter()
            .map(|key| {
                info.lines()
                    .find_map(|l| l.strip_prefix(key))
                    .and_then(|v| v.split_whitespace().next())
                    .and_then(|v| v.parse::<usize>().ok())
            })
            .collect(),
    )
}

/// A vector with room for `n` elements, or `MemoryError` for `dt`/`shape` (NumPy's text).
pub fn try_with_capacity<T>(n: usize, dt: DType, shape: &[usize]) -> AResult<Vec<T>> {
    let mut v = Vec::new();
    try_reserve(&mut v, n).map_err(|_| ArrErr::Memory(oom::oom_shape(dt, shape)))?;
    Ok(v)
}

/// `n` copies of `x`, or `MemoryError` (NumPy's text for a `dt` array of `shape`).
pub fn try_filled<T: Clone>(n: usize, x: T, dt: DType, shape: &[usize]) -> AResult<Vec<T>> {
    let mut v = try_with_capacity(n, dt, shape)?;
    v.resize(n, x);
    Ok(v)
}

/// The values of `iter` (exactly `n` of them), collected into memory reserved first.
pub fn try_collect<T>(
    n: usize,
    iter: impl Iterator<Item = T>,
    dt: DType,
    shape: &[usize],
) -> AResult<Vec<T>> {
    let mut v = try_with_capacity(n, dt, shape)?;
    v.extend(iter);
    Ok(v)
}

/// Element types whose all-zero bytes are the value zero.
///
/// # Safety
/// Implement only for types for which every byte being 0 is a valid value.
pub unsafe trait Zeroable: Sized {}
unsafe impl Zeroable for bool {}
unsafe impl Zeroable for i64 {}
unsafe impl Zeroable for u64 {}
unsafe impl Zeroable for f32 {}
unsafe impl Zeroable for f64 {}
unsafe impl Zeroable for u8 {}
unsafe impl Zeroable for usize {}
unsafe impl Zeroable for (f32, f32) {}
unsafe impl Zeroable for (f64, f64) {}

/// `n` zeros from zeroed pages: the allocator hands back fresh pages untouched (as NumPy's
/// `calloc`), so `np.zeros(4 * 10**9)` costs nothing until it is written. None when the
/// memory cannot be had.
pub fn zeroed<T: Zeroable>(n: usize) -> Option<Vec<T>> {
    if n == 0 || std::mem::size_of::<T>() == 0 {
        return Some(Vec::new());
    }
    let layout = std::alloc::Layout::array::<T>(n).ok()?;
    if layout.size() > max_bytes() {
        return None;
    }
    // SAFETY: the layout is non-zero sized; the pointer, when not null, comes from the global
    // allocator with exactly this layout, holds `n` initialised values (zero bytes are valid
    // for `T: Zeroable`), and ownership moves into the Vec, which frees it with the same
    // layout.
    unsafe {
        let p = std::alloc::alloc_zeroed(layout) as *mut T;
        if p.is_null() {
            return None;
        }
        Some(Vec::from_raw_parts(p, n, n))
    }
}

/// `zeroed` for a result of `dt`/`shape`: its size checked, `MemoryError` when it cannot be had.
pub fn try_zeroed<T: Zeroable>(dt: DType, shape: &[usize]) -> AResult<Vec<T>> {
    let n = shape_size(dt, shape)?;
    zeroed(n).ok_or_else(|| ArrErr::Memory(oom::oom_shape(dt, shape)))
}

/// `1,024` as CuPy prints byte counts.
pub fn group(n: usize) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_as_numpy_checks_them() {
        assert_eq!(checked_size(&[2, 3], 8), Ok(6));
        assert_eq!(checked_size(&[0, 1 << 62, 1 << 62], 8), Err(too_big()));
        assert_eq!(checked_size(&[0, 1 << 40], 8), Ok(0));
        assert_eq!(checked_size(&[1 << 62, 4], 8), Err(too_big()));
        assert_eq!(checked_size(&[1 << 61], 8), Err(too_big()));
        assert_eq!(checked_size(&[1; 65], 8), Err(too_many_dims(65)));
        assert_eq!(checked_size(&[1; 64], 8), Ok(1));
    }

    #[test]
    fn zeroed_is_zero_and_fallible() {
        let v: Vec<f64> = zeroed(1000).unwrap();
        assert!(v.iter().all(|&x| x == 0.0));
        assert!(zeroed::<f64>(usize::MAX / 4).is_none());
        assert!(try_filled(usize::MAX / 16, 0u64, DType::I64, &[1]).is_err());
        assert!(reserve(DType::F64, &[1 << 45]).is_err());
        assert_eq!(reserve(DType::F64, &[3, 4]), Ok(12));
    }
}
