//! Kernels: generated source compiled by NVRTC to CUBIN for the device's architecture,
//! cached per program structure in memory and by source on disk (`GPA_CACHE_DIR`, default
//! `~/.cache/gpa/kernels`). A disk entry is keyed by source + options + arch + NVRTC
//! version and carries a checksum of its image, verified before it is loaded.
use super::{Gpu, codegen};
use crate::array::dtype::DType;
use crate::backend::DeviceError;
pub use crate::backend::kernels::CompileError as NvrtcError;
use crate::lazy::Reduce;
use crate::lazy::schedule::Code;
use cudarc::driver::{CudaFunction, CudaModule};
use cudarc::nvrtc::{Ptx, result as nv, sys as nvsys};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ffi::CString;
use std::rc::Rc;
use std::sync::Arc;

/// Options every kernel is compiled with (part of the cache key).
const OPTIONS: &[&str] = &["-std=c++17", "--fmad=false", "-diag-suppress=177"];

pub struct Kernels {
    module: Arc<CudaModule>,
}

impl Kernels {
    pub fn get(&self, name: &str) -> Result<CudaFunction, DeviceError> {
        self.module
            .load_function(name)
            .map_err(|e| DeviceError::Driver(format!("CUDA kernel {name} not found: {e}")))
    }
}

type Key = (Rc<Code>, Option<(Reduce, DType)>);

thread_local! {
    static LOADED: RefCell<HashMap<Key, Rc<Kernels>>> = RefCell::new(HashMap::new());
    static COMPILED: Cell<u64> = const { Cell::new(0) };
    static DEBUG: bool = std::env::var("GPA_DEBUG").is_ok_and(|v| v.split(',').any(|x| x == "kernels"));
}

/// After a reset: the loaded modules belonged to the old context (leaked, not unloaded:
/// their handles mean nothing to the new one). The disk cache still serves the images.
pub fn forget_modules() {
    LOADED.with(|l| std::mem::forget(std::mem::take(&mut *l.borrow_mut())));
    FIXED.with(|l| std::mem::forget(std::mem::take(&mut *l.borrow_mut())));
    USER.with(|l| std::mem::forget(std::mem::take(&mut *l.borrow_mut())));
}

/// How many kernels NVRTC compiled in this thread (disk-cache hits do not count).
pub fn kernels_compiled() -> u64 {
    COMPILED.with(|c| c.get())
}

/// The kernels of a program structure (and reduction), compiled or found in a cache.
pub fn kernels(
    g: &Gpu,
    code: &Rc<Code>,
    reduce: Option<(Reduce, DType)>,
) -> Result<Rc<Kernels>, DeviceError> {
    let key = (code.clone(), reduce);
    if let Some(k) = LOADED.with(|l| l.borrow().get(&key).cloned()) {
        return Ok(k);
    }
    let src = codegen::source(code, reduce);
    let k = Rc::new(Kernels {
        module: load(g, &src)?,
    });
    LOADED.with(|l| {
        let mut l = l.borrow_mut();
        if l.len() >= 4096 {
            l.clear();
        }
        l.insert(key, k.clone());
    });
    Ok(k)
}

thread_local! {
    static FIXED: RefCell<HashMap<String, Rc<Kernels>>> = RefCell::new(HashMap::new());
}

/// The kernels of a fixed source (`kernels/*.cu`), compiled at first use like generated ones;
/// `name` keys the in-memory cache (one per module, or per module and dtype).
pub fn fixed(g: &Gpu, name: &str, src: &str) -> Result<Rc<Kernels>, DeviceError> {
    if let Some(k) = FIXED.with(|f| f.borrow().get(name).cloned()) {
        return Ok(k);
    }
    let k = Rc::new(Kernels {
        module: load(g, src)?,
    });
    FIXED.with(|f| f.borrow_mut().insert(name.to_string(), k.clone()));
    Ok(k)
}

/// A fixed kernel's source for one dtype: `typedef <C type> T;` (and `#define GPA_FLOAT`
/// for floats) before it; None where `elem_ty` has no type.
pub fn typed_source(dt: DType, src: &str) -> Option<String> {
    let float = if dt.is_float() {
        "#define GPA_FLOAT\n"
    } else {
        ""
    };
    elem_ty(dt).map(|c| format!("typedef {c} T;\n{float}{src}"))
}

/// The C type of a dtype's elements in a fixed kernel's per-dtype module (`typedef .. T;`):
/// the stored type, bool as a byte so arithmetic on it stays integer; float16 and complex
/// have no per-dtype modules yet.
pub fn elem_ty(dt: DType) -> Option<&'static str> {
    match dt {
        DType::Bool => Some("unsigned char"),
        DType::F16 | DType::C64 | DType::C128 => None,
        d => Some(codegen::store_ty(d)),
    }
}

/// A module from the disk cache or compiled now.
fn load(g: &Gpu, src: &str) -> Result<Arc<CudaModule>, DeviceError> {
    let image = image(g, src, OPTIONS).map_err(|e| {
        DeviceError::Compile(format!(
            "NVRTC could not compile a generated kernel ({}):\n{}",
            e.status, e.log
        ))
    })?;
    module(g, image).map_err(DeviceError::Driver)
}

/// A CUBIN from the disk cache or compiled now (and cached).
fn image(g: &Gpu, src: &str, opts: &[&str]) -> Result<Vec<u8>, NvrtcError> {
    if let Some(img) = disk_get(src, opts, &g.arch) {
        debug(src, "disk cache hit");
        return Ok(img);
    }
    debug(src, "compiled");
    COMPILED.with(|c| c.set(c.get() + 1));
    let img = nvrtc(src, opts, &g.arch)?;
    disk_put(src, opts, &g.arch, &img);
    Ok(img)
}

fn module(g: &Gpu, image: Vec<u8>) -> Result<Arc<CudaModule>, String> {
    g.ctx
        .load_module(Ptx::from_binary(image))
        .map_err(|e| format!("CUDA module load failed: {e}"))
}

/// A user's source and its extra options.
type UserKey = (String, Vec<String>);

thread_local! {
    static USER: RefCell<HashMap<UserKey, Rc<Kernels>>> = RefCell::new(HashMap::new());
}

/// A user's kernel source (`raw_kernel`, `cp.RawKernel`) with its extra NVRTC options,
/// compiled and cached as gpa's own kernels. User code gets NVRTC's defaults (fused
/// multiply-add on, as CuPy), not gpa's `--fmad=false`.
pub fn user(g: &Gpu, src: &str, options: &[String]) -> Result<Rc<Kernels>, UserError> {
    let key = (src.to_string(), options.to_vec());
    if let Some(k) = USER.with(|u| u.borrow().get(&key).cloned()) {
        return Ok(k);
    }
    let img = image(g, src, &user_options(options)).map_err(UserError::Compile)?;
    let k = Rc::new(Kernels {
        module: module(g, img).map_err(UserError::Load)?,
    });
    USER.with(|u| u.borrow_mut().insert(key, k.clone()));
    Ok(k)
}

fn user_options(options: &[String]) -> Vec<&str> {
    let mut opts = vec!["-std=c++17"];
    opts.extend(options.iter().map(String::as_str));
    opts
}

/// A user's kernel compiled for `arch` without a device (tests of NVRTC's messages).
#[cfg(test)]
pub fn compile_user(src: &str, options: &[String], arch: &str) -> Result<Vec<u8>, NvrtcError> {
    nvrtc(src, &user_options(options), arch)
}

/// Why a user's kernel could not be used.
pub enum UserError {
    Compile(NvrtcError),
    Load(String),
}

fn debug(src: &str, what: &str) {
    if DEBUG.with(|d| *d) {
        eprintln!("[gpa kernel source: {what}]\n{src}");
    }
}

/// NVRTC's version, `(major, minor)`.
pub fn nvrtc_version() -> (i32, i32) {
    let (mut a, mut b) = (0, 0);
    // SAFETY: out-pointers to two ints.
    unsafe { nvsys::nvrtcVersion(&mut a, &mut b) };
    (a, b)
}

/// Compiles CUDA C to a CUBIN for `arch` (`sm_90`) with gpa's options; the error carries
/// NVRTC's log.
pub fn compile_cubin(src: &str, arch: &str) -> Result<Vec<u8>, String> {
    nvrtc(src, OPTIONS, arch).map_err(|e| {
        format!(
            "NVRTC could not compile a generated kernel ({}):\n{}",
            e.status, e.log
        )
    })
}

fn nvrtc(src: &str, options: &[&str], arch: &str) -> Result<Vec<u8>, NvrtcError> {
    let fail = |status: String| NvrtcError {
        status,
        log: String::new(),
    };
    let c_src = CString::new(src).map_err(|_| fail("kernel source contains NUL".into()))?;
    let prog = nv::create_program(&c_src, None).map_err(|e| fail(format!("{e:?}")))?;
    let mut opts: Vec<String> = options.iter().map(|s| s.to_string()).collect();
    opts.push(format!("--gpu-architecture={arch}"));
    // SAFETY: `prog` is a live program; it is destroyed once below.
    let out = unsafe {
        match nv::compile_program(prog, &opts) {
            Err(e) => {
                let log = nv::get_program_log(prog)
                    .map(|l| {
                        let b: Vec<u8> =
                            l.iter().map(|&c| c as u8).take_while(|&c| c != 0).collect();
                        String::from_utf8_lossy(&b).into_owned()
                    })
                    .unwrap_or_default();
                Err(NvrtcError {
                    status: format!("{e:?}"),
                    log,
                })
            }
            Ok(()) => {
                let mut n = 0usize;
                nvsys::nvrtcGetCUBINSize(prog, &mut n);
                let mut img = vec![0u8; n];
                let r = nvsys::nvrtcGetCUBIN(prog, img.as_mut_ptr().cast());
                if r == nvsys::nvrtcResult::NVRTC_SUCCESS && n > 0 {
                    Ok(img)
                } else {
                    Err(fail(format!("NVRTC gave no CUBIN ({r:?})")))
                }
            }
        }
    };
    // SAFETY: created above, not used after.
    let _ = unsafe { nv::destroy_program(prog) };
    out
}

/// FNV-1a, 64 bits (stable across runs and builds, unlike the std hasher).
fn fnv(seed: u64, parts: &[&[u8]]) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64 ^ seed;
    for p in parts {
        for &b in *p {
            h ^= b as u64;
            h = h.wrapping_mul(0x100_0000_01b3);
        }
        h ^= 0xff;
        h = h.wrapping_mul(0x100_0000_01b3);
    }
    h
}

fn cache_dir() -> Option<std::path::PathBuf> {
    if let Some(d) = std::env::var_os("GPA_CACHE_DIR") {
        return Some(d.into());
    }
    let home = std::env::var_os("HOME")?;
    Some(std::path::Path::new(&home).join(".cache/gpa/kernels"))
}

fn entry(src: &str, opts: &[&str], arch: &str) -> Option<std::path::PathBuf> {
    let (ma, mi) = nvrtc_version();
    let ver = format!("{ma}.{mi}");
    let opts = opts.join(" ");
    let parts: [&[u8]; 4] = [
        src.as_bytes(),
        opts.as_bytes(),
        arch.as_bytes(),
        ver.as_bytes(),
    ];
    let key = format!(
        "{:016x}{:016x}",
        fnv(0, &parts),
        fnv(0x9e37_79b9_7f4a_7c15, &parts)
    );
    Some(cache_dir()?.join(format!("{key}.cubin")))
}

/// A cached image: `GPAK`, its length and checksum (8 bytes each, little-endian), the image.
fn disk_get(src: &str, opts: &[&str], arch: &str) -> Option<Vec<u8>> {
    let bytes = std::fs::read(entry(src, opts, arch)?).ok()?;
    let (head, img) = bytes.split_at_checked(20)?;
    let len = u64::from_le_bytes(head[4..12].try_into().ok()?) as usize;
    let sum = u64::from_le_bytes(head[12..20].try_into().ok()?);
    (&head[..4] == b"GPAK" && img.len() == len && fnv(0, &[img]) == sum).then(|| img.to_vec())
}

fn disk_put(src: &str, opts: &[&str], arch: &str, img: &[u8]) {
    let Some(path) = entry(src, opts, arch) else {
        return;
    };
    let Some(dir) = path.parent() else { return };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let mut bytes = b"GPAK".to_vec();
    bytes.extend((img.len() as u64).to_le_bytes());
    bytes.extend(fnv(0, &[img]).to_le_bytes());
    bytes.extend(img);
    // Written under a temporary name and renamed: readers never see half a file.
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&tmp, bytes).is_ok() {
        let _ = std::fs::rename(&tmp, &path);
    }
}
