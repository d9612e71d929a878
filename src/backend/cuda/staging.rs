//! Host<->device copies of large buffers through page-locked (pinned) staging memory. From
//! pageable memory the driver stages every copy itself and the host waits for each piece;
//! here the host converts a chunk (host lanes to NumPy widths, or back) straight into or
//! out of a pinned buffer while the copy engine moves the other buffer's chunk.
use super::Gpu;
use super::transfer::{DevBuf, append_bytes, write_bytes};
use crate::array::col::Col;
use cudarc::driver::{CudaEvent, DriverError, result, sys};
use std::cell::RefCell;

/// Copies up to this many bytes go in one plain copy.
pub const SMALL: usize = 1 << 20;
/// Bytes per staging buffer (two of them).
const CHUNK: usize = 8 << 20;

/// One pinned buffer and the event recorded after the last copy that uses it.
struct Stage {
    ptr: *mut u8,
    done: CudaEvent,
}

impl Drop for Stage {
    fn drop(&mut self) {
        let _ = self.done.synchronize();
        // SAFETY: allocated by `malloc_host` below; no copy uses it any more.
        let _ = unsafe { result::free_host(self.ptr.cast()) };
    }
}

thread_local! {
    static STAGES: RefCell<Vec<Stage>> = const { RefCell::new(Vec::new()) };
}

/// After a reset: the pinned buffers and events belonged to the old context (leaked).
pub fn forget() {
    STAGES.with(|s| std::mem::forget(std::mem::take(&mut *s.borrow_mut())));
}

/// Runs `f` with the two staging buffers, allocated at first use.
fn with_stages<R>(
    g: &Gpu,
    f: impl FnOnce(&mut [Stage]) -> Result<R, DriverError>,
) -> Result<R, DriverError> {
    STAGES.with(|s| {
        let mut s = s.borrow_mut();
        while s.len() < 2 {
            // SAFETY: plain page-locked memory (no flags: the host reads it back too).
            let ptr = unsafe { result::malloc_host(CHUNK, 0) }?.cast::<u8>();
            let done = g
                .ctx
                .new_event(Some(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING))?;
            s.push(Stage { ptr, done });
        }
        f(&mut s)
    })
}

/// The first `len` bytes of staging buffer `st`, once its last copy has finished.
fn bytes(st: &mut Stage, len: usize) -> Result<&mut [u8], DriverError> {
    st.done.synchronize()?;
    // SAFETY: CHUNK bytes were allocated; no copy is using the buffer (waited above); one
    // slice of a buffer lives at a time.
    Ok(unsafe { std::slice::from_raw_parts_mut(st.ptr, len) })
}

/// Copies host column `c` into `buf` (of the same length), chunk by chunk.
pub fn upload(g: &Gpu, c: &Col, buf: &DevBuf) -> Result<(), DriverError> {
    let w = buf.dtype.itemsize();
    let per = CHUNK / w;
    let base = buf.ptr();
    with_stages(g, |stages| {
        for (i, e0) in (0..c.len()).step_by(per).enumerate() {
            let e1 = (e0 + per).min(c.len());
            let st = &mut stages[i % 2];
            let b = bytes(st, (e1 - e0) * w)?;
            write_bytes(c, buf.dtype, e0, b);
            // SAFETY: the destination range lies in `buf`; the source stays untouched until
            // `done` (recorded next) has passed.
            unsafe { result::memcpy_htod_async(base + (e0 * w) as u64, b, g.stream.cu_stream()) }?;
            st.done.record(&g.stream)?;
        }
        Ok(())
    })
}

/// Copies `len` elements of `buf` from element `start` to a new host column, chunk by chunk
/// (the next chunk's copy runs while the host converts the last one).
pub fn download(g: &Gpu, buf: &DevBuf, start: usize, len: usize) -> Result<Col, DriverError> {
    let w = buf.dtype.itemsize();
    let per = CHUNK / w;
    let chunks: Vec<(usize, usize)> = (start..start + len)
        .step_by(per)
        .map(|e0| (e0, (e0 + per).min(start + len)))
        .collect();
    let base = buf.ptr();
    let mut out = super::transfer::from_bytes(&[], buf.dtype);
    let fetch = |st: &mut Stage, (e0, e1): (usize, usize)| -> Result<(), DriverError> {
        let b = bytes(st, (e1 - e0) * w)?;
        // SAFETY: the source range lies in `buf`; the host reads `b` only after `done`.
        unsafe { result::memcpy_dtoh_async(b, base + (e0 * w) as u64, g.stream.cu_stream()) }?;
        st.done.record(&g.stream)
    };
    with_stages(g, |stages| {
        for (i, &c) in chunks.iter().take(2).enumerate() {
            fetch(&mut stages[i], c)?;
        }
        for (i, &(e0, e1)) in chunks.iter().enumerate() {
            let b = bytes(&mut stages[i % 2], (e1 - e0) * w)?;
            append_bytes(&mut out, b, buf.dtype);
            if let Some(&next) = chunks.get(i + 2) {
                fetch(&mut stages[i % 2], next)?;
            }
        }
        Ok(())
    })?;
    Ok(out)
}
