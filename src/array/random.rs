//! Random streams: a generator's key and position. Every namespace and backend draws from
//! the same counter-based generator (`backend/cpu/random.rs`, `kernels/random.cu`), so a
//! seed gives the same bits on the CPU and the GPU.
use super::dtype::DType;
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
        let n = room(backend, dist.dtype(), &shape)?;
        let start = self.pos;
        self.pos = self.pos.wrapping_add(n as u64);
        let buf = backend.random_fill(dist, self.key, start, n)?;
        let lay = super::layout::Layout::contiguous(&shape);
        Ok(Array::view(buf, lay, dist.dtype(), host))
    }
}

/// The elements of `shape`, after checking that `backend` has room for them.
fn room(backend: &dyn crate::backend::Backend, dt: DType, shape: &[usize]) -> AResult<usize> {
    match backend.device() {
        Device::Cpu => super::alloc::reserve(dt, shape),
        Device::Cuda(_) => super::alloc::device_room(dt, shape),
    }
}

fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Where a namespace's random numbers come from: the counter-based stream that both
/// backends share (`cupy.random`), or NumPy's own streams for `numpy.random` on the host
/// (`RandomState`/`seed`: MT19937; `default_rng`: PCG64), so a seeded NumPy script prints
/// NumPy's numbers.
use super::np_random::{BitGen, Draws, Pcg64, Variates};

pub enum Source {
    Philox(Stream),
    Legacy(Box<super::np_random::Legacy>),
    Pcg(Box<super::np_random::Generator>),
    Device(Box<DeviceGen>),
}

/// A device namespace's Generator (`cp.random.default_rng(seed)`): NumPy's PCG64, seeded
/// as NumPy seeds it, for uniform floats, which the backend makes in parallel by jumping
/// ahead, so they equal NumPy's; the shared Philox stream for every other distribution
/// (NumPy draws those with rejection, one value after another, which no thread can skip
/// ahead of).
pub struct DeviceGen {
    pub pcg: Pcg64,
    pub philox: Stream,
}

impl DeviceGen {
    /// `random(shape)` (float32 when `single`), or `uniform`'s standard draw.
    fn uniform(&mut self, single: bool, shape: Vec<usize>, host: bool) -> AResult<ArrayRef> {
        let backend = crate::backend::for_arrays(!host);
        let dt = if single { DType::F32 } else { DType::F64 };
        let n = room(backend, dt, &shape)?;
        // The generator moves only once the values are made (a failed draw leaves it).
        let mut pcg = self.pcg.clone();
        let buf = backend.pcg_fill(&pcg.take_run(n, single))?;
        self.pcg = pcg;
        let lay = super::layout::Layout::contiguous(&shape);
        Ok(Array::view(buf, lay, dt, host))
    }
}

impl Source {
    /// `n` elements of `dist` shaped `shape`; NumPy's streams fill host arrays in C order.
    pub fn draw(&mut self, dist: Dist, shape: Vec<usize>, host: bool) -> AResult<ArrayRef> {
        if let Source::Device(d) = self
            && let Dist::Uniform | Dist::Uniform32 = dist
        {
            return d.uniform(matches!(dist, Dist::Uniform32), shape, host);
        }
        if let Some(s) = self.philox() {
            return s.draw(dist, shape, host);
        }
        let n = super::alloc::reserve(dist.dtype(), &shape)?;
        let col = match self {
            Source::Legacy(g) => numpy_fill(&mut **g, dist, n)?,
            Source::Pcg(g) => numpy_fill(&mut **g, dist, n)?,
            Source::Philox(_) | Source::Device(_) => unreachable!("drawn above"),
        };
        Ok(Array::from_col(col, dist.dtype(), shape, host))
    }

    /// The shared Philox stream, where this source draws from it.
    fn philox(&mut self) -> Option<&mut Stream> {
        match self {
            Source::Philox(s) => Some(s),
            Source::Device(d) => Some(&mut d.philox),
            Source::Legacy(_) | Source::Pcg(_) => None,
        }
    }

    /// `standard_exponential(dtype=float32)`: NumPy's float32 ziggurat on its streams, the
    /// shared stream's float64 draws rounded otherwise.
    pub fn exponential32(&mut self, shape: Vec<usize>, host: bool) -> AResult<ArrayRef> {
        use super::col::Col;
        if let Some(s) = self.philox() {
            let e = s.draw(Dist::Exponential, shape, host)?;
            return super::astype(&e, DType::F32);
        }
        let n = super::alloc::reserve(DType::F32, &shape)?;
        let col = match self {
            Source::Philox(_) | Source::Device(_) => unreachable!("drawn above"),
            Source::Legacy(g) => Col::S((0..n).map(|_| g.standard_exponential_f32()).collect()),
            Source::Pcg(g) => Col::S((0..n).map(|_| g.standard_exponential_f32()).collect()),
        };
        Ok(Array::from_col(col, DType::F32, shape, host))
    }

    /// `integers`/`randint` of `dt` in `low + [0, range)` (bounds checked by the caller):
    /// NumPy's streams draw as NumPy does for that dtype's width (8- and 16-bit and bool
    /// draws share 32-bit words); the shared stream draws int64 and casts.
    /// `low + [0, span]` in `dt`: `low` is the bits of the lowest value (a uint64 above
    /// 2^63 wraps), `span` the highest minus the lowest (all of uint64: `u64::MAX`).
    pub fn ints(
        &mut self,
        low: i64,
        span: u64,
        dt: DType,
        shape: Vec<usize>,
        host: bool,
    ) -> AResult<ArrayRef> {
        use super::col::{Col, wrap_int};
        if let Some(s) = self.philox() {
            let range = span.checked_add(1).ok_or_else(|| {
                super::ArrErr::Value(
                    "integers: a range of 2**64 values is not supported by the device's stream"
                        .to_string(),
                )
            })?;
            let r = s.draw(Dist::Integers { low, range }, shape, host)?;
            return if dt == DType::I64 {
                Ok(r)
            } else {
                super::astype(&r, dt)
            };
        }
        let n = super::alloc::reserve(dt, &shape)?;
        let bits = if dt == DType::Bool {
            1
        } else {
            dt.itemsize() as u32 * 8
        };
        let (off, rng) = (low as u64, span);
        let raw = match self {
            Source::Philox(_) | Source::Device(_) => unreachable!("drawn above"),
            Source::Legacy(g) => g.bounded(off, rng, bits, n),
            Source::Pcg(g) => g.bounded(off, rng, bits, n),
        };
        let col = match dt {
            DType::Bool => Col::B(raw.iter().map(|&v| v & 1 == 1).collect()),
            DType::U64 => Col::U(raw),
            _ => Col::I(raw.iter().map(|&v| wrap_int(v as i64, dt)).collect()),
        };
        Ok(Array::from_col(col, dt, shape, host))
    }

    /// NumPy's own permutation of `0..n` (its Fisher–Yates draws), for NumPy's streams;
    /// `None` for the shared stream, which permutes by sorting random keys.
    pub fn permutation(&mut self, n: usize) -> Option<Vec<i64>> {
        match self {
            Source::Philox(_) | Source::Device(_) => None,
            Source::Legacy(g) => Some(Draws::permutation(&mut **g, n)),
            Source::Pcg(g) => Some(Draws::permutation(&mut **g, n)),
        }
    }

    /// Generator.choice without replacement, as NumPy draws it (Floyd's method or a tail
    /// shuffle); `None` where the caller's general path is already NumPy's.
    pub fn choice_without_replacement(
        &mut self,
        n: usize,
        k: usize,
        p: Option<&[f64]>,
        shuffle: bool,
    ) -> Option<AResult<Vec<i64>>> {
        match self {
            Source::Pcg(g) => Some(g.choice(n, k, false, p, shuffle).map_err(np_err)),
            Source::Legacy(g) if p.is_some() => Some(g.choice(n, k, false, p).map_err(np_err)),
            _ => None,
        }
    }
}

impl Source {
    /// `items` values of a distribution NumPy computes one at a time, each `width` wide:
    /// `f(source, i, out)` fills item `i`. NumPy's streams run in C order; the shared stream
    /// gives every item its own Philox counter (Generator's algorithms over it), so the CPU
    /// and the GPU namespaces draw the same numbers (computed here, on the host). Ctrl-C is
    /// checked every 64K items.
    pub fn each<T: Clone + Default>(
        &mut self,
        items: usize,
        width: usize,
        mut f: impl FnMut(&mut dyn Variates, usize, &mut [T]),
    ) -> AResult<Vec<T>> {
        use super::np_random::Modern;
        use crate::backend::cpu::random::PhiloxBits;
        let total = items
            .checked_mul(width)
            .ok_or_else(|| super::ArrErr::Value("array is too big".into()))?;
        let mut out: Vec<T> = Vec::new();
        super::alloc::try_reserve(&mut out, total)
            .map_err(|_| super::ArrErr::Memory(super::oom::oom_shape(DType::F64, &[total])))?;
        out.resize(total, T::default());
        let stop = crate::interrupt::flag();
        // The shared stream's key and first counter; its position moves past the items.
        let philox = self.philox().map(|s| {
            let at = (s.key, s.pos);
            s.pos = s.pos.wrapping_add(items as u64);
            at
        });
        for (i, row) in out.chunks_mut(width.max(1)).take(items).enumerate() {
            if i % (1 << 16) == 0 && crate::interrupt::requested(&stop) {
                return Err(super::ArrErr::Interrupted);
            }
            match (philox, &mut *self) {
                (Some((key, start)), _) => {
                    f(&mut Modern(PhiloxBits::at(key, start + i as u64)), i, row)
                }
                (None, Source::Legacy(g)) => f(&mut **g, i, row),
                (None, Source::Pcg(g)) => f(&mut **g, i, row),
                (None, Source::Philox(_) | Source::Device(_)) => unreachable!("philox is set"),
            }
        }
        Ok(out)
    }
}

/// `n` draws of `dist` from one of NumPy's APIs, in its algorithms and order.
fn numpy_fill<G: Draws>(g: &mut G, dist: Dist, n: usize) -> AResult<super::col::Col> {
    use super::col::Col;
    Ok(match dist {
        Dist::Uniform => Col::F((0..n).map(|_| g.random()).collect()),
        // NumPy's float32 uniforms: the top 24 bits of a 32-bit draw.
        Dist::Uniform32 => Col::S(
            (0..n)
                .map(|_| super::np_random::pcg64::float24(g.bits().next_u32()))
                .collect(),
        ),
        Dist::Normal => Col::F((0..n).map(|_| g.standard_normal()).collect()),
        Dist::Normal32 => Col::S((0..n).map(|_| g.standard_normal_f32()).collect()),
        Dist::Exponential => Col::F((0..n).map(|_| g.standard_exponential()).collect()),
        Dist::Integers { low, range } => {
            let mut out = vec![0i64; n];
            g.ints(low as i128, low as i128 + range as i128, &mut out)
                .map_err(np_err)?;
            Col::I(out)
        }
        Dist::Poisson { lam } => Col::I((0..n).map(|_| g.poisson(lam)).collect()),
        Dist::Bits => Col::U((0..n).map(|_| g.bits().next_u64()).collect()),
    })
}

fn np_err(e: super::np_random::NpError) -> super::ArrErr {
    match e {
        super::np_random::NpError::Value(m) => super::ArrErr::Value(m),
        super::np_random::NpError::Overflow(m) => super::ArrErr::Overflow(m),
    }
}
