//! The CUDA backend (cudarc, libraries loaded at run time: the crate builds and runs with no
//! CUDA installed). The GPU is probed once, at the first device-array work. Fused programs
//! become generated kernels (`codegen`), compiled by NVRTC to CUBIN for the device and
//! cached in memory and on disk (`compile`); buffers come from the driver's stream-ordered
//! pool, kept cached (`alloc`).
pub mod argext;
pub mod blas;
pub mod codegen;
pub(crate) mod compile;
pub mod count;
pub mod fault;
pub mod fft;
mod kernels;
pub mod matmul;
pub mod moves;
mod orders;
pub mod pool;
pub mod quantile;
pub mod random;
pub mod raw;
pub mod scan;
pub mod search;
pub mod select;
pub mod solver;
pub mod sort;
mod staging;
mod transfer;
pub mod unique;

pub use compile::{compile_cubin, kernels_compiled};
pub use transfer::DevBuf;

use super::random::Dist;
use super::{Backend, DResult, DeviceError, Shortage};
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::layout::{Layout, size_of};
use crate::lazy::schedule::{Instr, Program, StepError};
use crate::lazy::{Buf, Reduce, Store};
use cudarc::driver::{
    CudaContext, CudaEvent, CudaFunction, CudaStream, DriverError, LaunchConfig, PushKernelArg,
};
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

pub struct Gpu {
    pub ctx: Arc<CudaContext>,
    pub stream: Arc<CudaStream>,
    /// `sm_90` for compute capability 9.0: kernels are compiled for exactly this device.
    pub arch: String,
    pub name: String,
    pub cc: (i32, i32),
    sms: u32,
    /// Recorded at each wait that polls for Ctrl-C (`wait_queued`).
    idle: CudaEvent,
}

/// The device's state: not probed yet, usable (a leaked `Gpu`: buffers from before a reset
/// still point at the old one, which must outlive them), lost to a fault, or not usable.
enum State {
    Unprobed,
    Ready(&'static Gpu),
    /// A sticky fault: the context is dead until `reset`; the cause, for the message.
    Lost(&'static Gpu, String),
    Unusable(String),
}

static GPU: Mutex<State> = Mutex::new(State::Unprobed);
/// Bumped by every reset: buffers remember theirs (`pool::Mem`), so one from an older
/// context is never freed into the new one or read.
static GENERATION: AtomicU32 = AtomicU32::new(0);

pub fn generation() -> u32 {
    GENERATION.load(Ordering::Relaxed)
}

fn state() -> std::sync::MutexGuard<'static, State> {
    let mut s = GPU.lock().unwrap_or_else(|p| p.into_inner());
    if let State::Unprobed = *s {
        // cudarc panics when a library or symbol is missing: a panic here is a reason too.
        *s = match std::panic::catch_unwind(probe) {
            Ok(Ok(g)) => State::Ready(Box::leak(Box::new(g))),
            Ok(Err(why)) => State::Unusable(why),
            Err(_) => State::Unusable("the CUDA libraries could not be loaded".into()),
        };
    }
    s
}

/// The CUDA device, probed at the first call. `Err` says why it cannot run work now: not
/// usable here, or its context lost to an earlier fault.
pub fn gpu() -> Result<&'static Gpu, DeviceError> {
    match &*state() {
        State::Ready(g) => Ok(g),
        State::Lost(_, cause) => Err(DeviceError::ContextLost {
            cause: cause.clone(),
        }),
        State::Unusable(why) => Err(DeviceError::Unavailable(why.clone())),
        State::Unprobed => unreachable!("probed by state()"),
    }
}

/// Whether the device was started and still runs work (never probes it).
pub fn ready() -> bool {
    matches!(
        *GPU.lock().unwrap_or_else(|p| p.into_inner()),
        State::Ready(_)
    )
}

/// Whether CUDA was found usable (a lost context still counts: device arrays stay on it).
pub fn usable() -> Result<(), String> {
    match &*state() {
        State::Unusable(why) => Err(why.clone()),
        _ => Ok(()),
    }
}

/// The device, lost or not, for questions that run no work (memory figures, its name).
pub fn device_info() -> Option<&'static Gpu> {
    match &*state() {
        State::Ready(g) | State::Lost(g, _) => Some(g),
        _ => None,
    }
}

/// A sticky fault (`fault.rs`): every later device call fails with `ContextLost` naming it.
pub fn mark_lost(cause: String) {
    let mut s = state();
    if let State::Ready(g) = *s {
        *s = State::Lost(g, cause);
    }
}

/// `cp.cuda.runtime.deviceReset()`: destroys the device's context and starts a new one
/// (after a sticky fault CUDA refuses the new one: the device stays lost, and says so). Arrays from before keep their (now invalid) memory, unread and
/// never freed: using one is `StaleBuffer`. Caches of modules, plans and library handles
/// belong to the old context and are forgotten without being destroyed.
pub fn reset() -> Result<(), DeviceError> {
    let mut s = state();
    let old = match &*s {
        State::Ready(g) | State::Lost(g, _) => *g,
        State::Unusable(why) => return Err(DeviceError::Unavailable(why.clone())),
        State::Unprobed => unreachable!("probed by state()"),
    };
    GENERATION.fetch_add(1, Ordering::Relaxed);
    compile::forget_modules();
    fft::forget_plans();
    staging::forget();
    blas::forget_handle();
    solver::forget_handle();
    fault::synced();
    pool::forget_used();
    // SAFETY: nothing of the old context is used after this: every cache was forgotten and
    // every older buffer checks the generation before use or free.
    unsafe { cudarc::driver::sys::cuDevicePrimaryCtxReset_v2(old.ctx.cu_device()) }
        .result()
        .map_err(|e| DeviceError::Driver(format!("deviceReset failed: {}", fault::describe(&e))))?;
    match probe() {
        Ok(g) => {
            *s = State::Ready(Box::leak(Box::new(g)));
            Ok(())
        }
        Err(why) => {
            // After a sticky fault CUDA refuses every call until the process ends.
            let cause = match &*s {
                State::Lost(_, cause) => cause.clone(),
                _ => why.clone(),
            };
            *s = State::Lost(old, cause);
            Err(DeviceError::Driver(format!(
                "deviceReset: CUDA could not make a new context ({why}); after a fault such as \
                 an illegal address CUDA keeps the device unusable until the process ends: \
                 restart gpa"
            )))
        }
    }
}

fn probe() -> Result<Gpu, String> {
    // SAFETY: only checks whether the shared libraries can be opened.
    unsafe {
        if !cudarc::driver::sys::is_culib_present() {
            return Err("libcuda.so not found".into());
        }
        if !cudarc::nvrtc::sys::is_culib_present() {
            return Err("libnvrtc.so (NVRTC) not found".into());
        }
    }
    cudarc::driver::result::init().map_err(|e| format!("cuInit failed: {e}"))?;
    let mut version = 0;
    // SAFETY: an out-pointer to one int.
    unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut version) }
        .result()
        .map_err(|e| format!("cuDriverGetVersion failed: {e}"))?;
    if version < 13000 {
        return Err(format!(
            "the driver supports CUDA {}.{}, gpa needs 13.0 or newer",
            version / 1000,
            version % 1000 / 10
        ));
    }
    let n = CudaContext::device_count().map_err(|e| e.to_string())?;
    if n < 1 {
        return Err("no CUDA device".into());
    }
    let ctx = CudaContext::new(0).map_err(|e| e.to_string())?;
    let cc = ctx.compute_capability().map_err(|e| e.to_string())?;
    let name = ctx.name().map_err(|e| e.to_string())?;
    let sms = ctx
        .attribute(
            cudarc::driver::sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
        )
        .map_err(|e| e.to_string())? as u32;
    // One stream: stream order is all the ordering gpa needs, so no per-buffer events.
    // SAFETY: no buffer exists yet.
    unsafe { ctx.disable_event_tracking() };
    let stream = ctx.default_stream();
    pool::keep_freed_blocks(&ctx)?;
    quiet_device_faults();
    pool::limit_from_env(ctx.total_mem().unwrap_or(0))?;
    let idle = ctx
        .new_event(Some(
            cudarc::driver::sys::CUevent_flags::CU_EVENT_DISABLE_TIMING,
        ))
        .map_err(|e| e.to_string())?;
    Ok(Gpu {
        idle,
        ctx,
        stream,
        arch: format!("sm_{}{}", cc.0, cc.1),
        name,
        cc,
        sms,
    })
}

/// A device fault unwinds to the statement's edge as an error (`fault.rs`): the panic
/// hook stays quiet for it and reports everything else as before.
fn quiet_device_faults() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(quiet_hook);
}

fn quiet_hook() {
    let before = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if !info.payload().is::<DeviceError>() {
            before(info)
        }
    }));
}

/// The bytes of `n` elements of `dt`; a count whose bytes overflow is out of memory (never a
/// wrapped, small allocation).
pub fn bytes_of(dt: DType, n: usize) -> Result<usize, DeviceError> {
    n.checked_mul(dt.itemsize())
        .ok_or_else(|| DeviceError::DeviceMemory {
            requested: usize::MAX,
            why: Shortage::Device {
                free: 0,
                total: device_info().map_or(0, |g| g.ctx.mem_get_info().map_or(0, |m| m.1)),
            },
        })
}

impl Gpu {
    /// `n` bytes of device memory. Past the limit, or out of memory after synchronising,
    /// giving cached blocks back and retrying once: CuPy's `OutOfMemoryError` message.
    pub fn alloc(&self, n: usize) -> Result<pool::Mem, DeviceError> {
        let (used, limit) = (pool::used_bytes(), pool::limit());
        if limit > 0 && used + n > limit {
            return Err(DeviceError::DeviceMemory {
                requested: n,
                why: Shortage::Limit { used, limit },
            });
        }
        // SAFETY: the bytes are written by a kernel or a copy before anything reads them.
        match unsafe { self.stream.alloc::<u8>(n) } {
            Ok(m) => Ok(pool::Mem::new(m, n)),
            // Anything but "out of memory" is the device failing (a fault of queued work).
            Err(e) if e.0 != cudarc::driver::sys::cudaError_enum::CUDA_ERROR_OUT_OF_MEMORY => {
                Err(fault::fault(&e))
            }
            Err(_) => {
                let _ = self.stream.synchronize();
                pool::trim(&self.ctx);
                unsafe { self.stream.alloc::<u8>(n) }
                    .map(|m| pool::Mem::new(m, n))
                    .map_err(|_| {
                        let (free, total) = self.ctx.mem_get_info().unwrap_or((0, 0));
                        DeviceError::DeviceMemory {
                            requested: n,
                            why: Shortage::Device { free, total },
                        }
                    })
            }
        }
    }

    fn blocks(&self, n: usize) -> u32 {
        (n.div_ceil(codegen::THREADS as usize) as u64).clamp(1, self.sms as u64 * 16) as u32
    }

    fn launch(&self, f: &CudaFunction, grid: u32, args: &[u64]) -> Result<(), DeviceError> {
        self.launch_with(f, grid, codegen::THREADS, args)
    }

    fn launch_with(
        &self,
        f: &CudaFunction,
        grid: u32,
        block: u32,
        args: &[u64],
    ) -> Result<(), DeviceError> {
        let mut b = self.stream.launch_builder(f);
        for a in args {
            b.arg(a);
        }
        let cfg = LaunchConfig {
            grid_dim: (grid, 1, 1),
            block_dim: (block, 1, 1),
            shared_mem_bytes: 0,
        };
        // SAFETY: the arguments match the generated kernel's parameters (all 8 bytes, in
        // `codegen::params` order) and every pointer covers what the kernel indexes.
        // A failed launch is an earlier fault showing (the error is sticky) or a launch
        // the device refused; either way the queued launches are what it names.
        unsafe { b.launch(cfg) }.map_err(|e| fault::fault(&e))?;
        self.launched(None)
    }

    /// Notes a launch for error reports; with `GPA_DEBUG=sync`, waits for it.
    pub fn launched(&self, raw: Option<&str>) -> Result<(), DeviceError> {
        fault::note_launch(raw);
        if fault::sync_each() {
            self.stream.synchronize().map_err(|e| fault::fault(&e))?;
        }
        Ok(())
    }

    /// Synchronises the stream (the host waits for all queued device work); a failure is
    /// the fault of some queued launch, Ctrl-C while waiting is `KeyboardInterrupt`.
    pub fn synchronize(&self) -> Result<(), DeviceError> {
        match self.wait_queued() {
            Ok(true) => {
                fault::synced();
                Ok(())
            }
            Ok(false) => Err(DeviceError::Interrupted),
            Err(e) => Err(fault::fault(&e)),
        }
    }

    /// Waits until the queued work has run, polling Ctrl-C: `Ok(false)` when interrupted
    /// first (the work goes on on the device; the next wait waits for it). With no engine
    /// flag to poll (a library caller), a plain blocking wait.
    pub fn wait_queued(&self) -> Result<bool, DriverError> {
        let stop = crate::interrupt::flag();
        if stop.is_none() {
            return self.stream.synchronize().map(|()| true);
        }
        self.idle.record(&self.stream)?;
        let start = std::time::Instant::now();
        while !self.idle.try_is_complete()? {
            if crate::interrupt::requested(&stop) {
                return Ok(false);
            }
            // Short waits spin (as the driver's own wait does); long ones sleep between
            // polls, which costs them at most 100 µs.
            if start.elapsed() < std::time::Duration::from_micros(200) {
                std::thread::yield_now();
            } else {
                std::thread::sleep(std::time::Duration::from_micros(100));
            }
        }
        Ok(true)
    }

    /// `wait_queued` where a result must come back: a fault or an interrupt unwinds to
    /// the statement's edge (`fault.rs`).
    pub fn wait_or_raise(&self) {
        if let Err(e) = self.synchronize() {
            fault::raise(e)
        }
    }
}

pub struct Cuda;

/// A program's kernel arguments after the leading ones: leaves, shape, constants.
/// The elementwise kernel of `p` writing its elements (C order) from device address `out`.
fn launch_map(g: &Gpu, p: &Program, out: u64) -> Result<(), StepError> {
    let n = size_of(&p.shape);
    if n == 0 {
        return Ok(());
    }
    let k = compile::kernels(g, &p.code, None)?;
    let mut args = vec![n as u64, out];
    args.extend(program_args(p)?);
    if codegen::vectorizable(&p.code) {
        // 4-element groups; vector accesses where the leaves and output are aligned.
        let out_aligned = out.is_multiple_of(4 * p.code.out_dtype().itemsize() as u64);
        let aligned = out_aligned && leaves_aligned4(p)?;
        args.insert(1, aligned as u64);
        g.launch(&k.get("gpa_map4")?, g.blocks(n.div_ceil(4)), &args)?;
    } else {
        g.launch(&k.get("gpa_map")?, g.blocks(n), &args)?;
    }
    Ok(())
}

/// Runs the elementwise program `p` into `out` through `layout` (see `lazy::run_into`):
/// from its offset, and through its strides when the program stores through strides.
fn run_into(p: &Program, out: &Buf, layout: &Layout) -> Result<(), StepError> {
    let g = gpu()?;
    let dt = p.code.out_dtype();
    let at = out.on_device_for_write(dt)?.ptr() + (layout.offset * dt.itemsize()) as u64;
    if !p.code.out_strided {
        return launch_map(g, p, at);
    }
    let n = size_of(&p.shape);
    if n == 0 {
        return Ok(());
    }
    let k = compile::kernels(g, &p.code, None)?;
    let mut args = vec![n as u64, at];
    args.extend(layout.strides.iter().map(|&s| s as i64 as u64));
    args.extend(program_args(p)?);
    g.launch(&k.get("gpa_map")?, g.blocks(n), &args)?;
    Ok(())
}

fn program_args(p: &Program) -> Result<Vec<u64>, StepError> {
    let mut args = Vec::new();
    let strided = p.code.leaves.iter().any(|l| !l.contiguous) || p.code.out_strided;
    for ((buf, layout), kind) in p.leaves.iter().zip(&p.code.leaves) {
        let d = buf.on_device(kind.dtype).map_err(StepError::from)?;
        args.push(d.ptr());
        args.push(layout.offset as u64);
        if !kind.contiguous {
            args.extend(layout.strides.iter().map(|&s| s as i64 as u64));
        }
    }
    if strided {
        args.extend(p.shape.iter().map(|&s| s as u64));
    }
    let mut consts = p.consts.iter();
    for (ins, dt) in &p.code.instrs {
        if let Instr::Const(_) = ins {
            let c = consts.next().expect("a value per constant");
            args.push(const_bits(c, *dt));
            if dt.is_complex() {
                args.push(c.get_c(0).1.to_bits());
            }
        }
    }
    Ok(args)
}

/// Whether every leaf's first element starts a 4-element vector (the `*4` kernels' loads).
fn leaves_aligned4(p: &Program) -> Result<bool, StepError> {
    for ((buf, layout), kind) in p.leaves.iter().zip(&p.code.leaves) {
        if kind.index {
            continue; // nothing is read from it
        }
        let width = 4 * kind.dtype.itemsize() as u64;
        let start = buf.on_device(kind.dtype).map_err(StepError::from)?.ptr()
            + (layout.offset * kind.dtype.itemsize()) as u64;
        if !start.is_multiple_of(width) {
            return Ok(false);
        }
    }
    Ok(true)
}

fn const_bits(c: &crate::array::col::Col, dt: DType) -> u64 {
    use crate::array::col::Col;
    let (re, _) = c.get_c(0);
    match c {
        Col::I(v) => v[0] as u64,
        Col::U(v) => v[0],
        Col::B(v) => v[0] as u64,
        _ if dt.is_float() || dt.is_complex() => re.to_bits(),
        _ => re as i64 as u64,
    }
}

fn out_buf(g: &Gpu, dtype: DType, len: usize) -> Result<DevBuf, StepError> {
    Ok(DevBuf {
        mem: g.alloc((len * dtype.itemsize()).max(1))?,
        dtype,
        len,
    })
}

/// The dtype a reduction's result is stored in.
fn result_dtype(r: Reduce, acc: DType) -> DType {
    match r {
        Reduce::Any | Reduce::All => DType::Bool,
        _ => acc,
    }
}

impl Backend for Cuda {
    fn name(&self) -> &'static str {
        "cuda"
    }

    fn kernels(&self) -> Option<&dyn crate::backend::Kernels> {
        Some(self)
    }

    fn orders(&self) -> &dyn crate::backend::Orders {
        self
    }

    fn moves(&self) -> &dyn crate::backend::Moves {
        self
    }

    fn spectra(&self) -> &dyn crate::backend::Spectra {
        self
    }

    fn counts(&self) -> &dyn crate::backend::Counts {
        self
    }

    fn products(&self) -> &dyn crate::backend::Products {
        self
    }

    fn solvers(&self) -> &dyn crate::backend::Solvers {
        self
    }

    fn device(&self) -> super::Device {
        super::Device::Cuda(gpu().map_or(0, |g| g.ctx.ordinal()))
    }

    fn empty(&self, dt: DType, n: usize) -> DResult<Buf> {
        moves::empty(dt, n)
    }

    fn upload(&self, col: &Col, dt: DType) -> DResult<Buf> {
        Ok(Store::device(DevBuf::upload(col, dt)?))
    }

    fn random_fill(&self, dist: Dist, key: [u32; 2], start: u64, n: usize) -> DResult<Buf> {
        random::fill(dist, key, start, n)
    }

    fn pcg_fill(&self, run: &crate::array::np_random::PcgRun) -> DResult<Buf> {
        random::pcg_fill(run)
    }

    fn run_into(&self, p: &Program, out: &Buf, layout: &Layout) -> Result<(), StepError> {
        run_into(p, out, layout)
    }

    fn scan_rows(
        &self,
        src: (&Buf, usize),
        dst: (&Buf, usize),
        dt: DType,
        rows: usize,
        len: usize,
        prod: bool,
    ) -> DResult<()> {
        if !scan::supported(dt, rows, len) {
            // The CPU's loop over the rows, copied back and forth.
            return super::cpu::Cpu.scan_rows(src, dst, dt, rows, len, prod);
        }
        scan::scan_rows(src, dst, dt, rows, len, prod)
    }

    fn run(&self, p: &Program) -> Result<Buf, StepError> {
        let g = gpu()?;
        let n = size_of(&p.shape);
        let out = out_buf(g, p.code.out_dtype(), n)?;
        launch_map(g, p, out.ptr())?;
        Ok(Store::device(out))
    }

    fn run_reduce(&self, p: &Program, r: Reduce, acc: DType) -> Result<Buf, StepError> {
        let g = gpu()?;
        let n = size_of(&p.shape);
        let dt = result_dtype(r, acc);
        let k = compile::kernels(g, &p.code, Some((r, dt)))?;
        let vector = codegen::vectorizable(&p.code);
        let parts = g.blocks(if vector { n.div_ceil(4) } else { n });
        let reg = match dt {
            DType::F16 => 4,
            DType::C64 => 16,
            _ => dt.itemsize(),
        };
        let part = g.alloc(parts as usize * reg)?;
        let (part_ptr, _s) = cudarc::driver::DevicePtr::device_ptr(&*part, &g.stream);
        let mut args = vec![n as u64, part_ptr];
        args.extend(program_args(p)?);
        if vector {
            args.insert(1, leaves_aligned4(p)? as u64);
            g.launch(&k.get("gpa_part4")?, parts, &args)?;
        } else {
            g.launch(&k.get("gpa_part")?, parts, &args)?;
        }
        let out = out_buf(g, dt, 1)?;
        g.launch(
            &k.get("gpa_final")?,
            1,
            &[parts as u64, out.ptr(), part_ptr],
        )?;
        Ok(Store::device(out))
    }

    // The kernels' own order of summation (`inner` unused): like CuPy's, not NumPy's.
    fn run_reduce_rows(
        &self,
        p: &Program,
        row: usize,
        _inner: usize,
        r: Reduce,
        acc: DType,
    ) -> Result<Buf, StepError> {
        let g = gpu()?;
        let n = size_of(&p.shape);
        let rows = n / row;
        let dt = result_dtype(r, acc);
        let out = out_buf(g, dt, rows)?;
        if rows > 0 {
            let k = compile::kernels(g, &p.code, Some((r, dt)))?;
            let mut args = vec![n as u64, row as u64, out.ptr()];
            args.extend(program_args(p)?);
            // Long rows: a block each; short rows: a thread each.
            if row >= 64 {
                let grid = rows.clamp(1, 1 << 20) as u32;
                if codegen::vectorizable(&p.code) {
                    let aligned = row.is_multiple_of(4) && leaves_aligned4(p)?;
                    args.insert(2, aligned as u64);
                    g.launch(&k.get("gpa_rows4")?, grid, &args)?;
                } else {
                    g.launch(&k.get("gpa_rows")?, grid, &args)?;
                }
            } else {
                g.launch(&k.get("gpa_row_thread")?, g.blocks(rows), &args)?;
            }
        }
        Ok(Store::device(out))
    }
}
