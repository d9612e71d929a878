//! `np.random` / `cp.random`: the legacy functions on a global stream per namespace
//! (`seed rand randn random randint uniform normal ...`), `RandomState(seed)` objects with
//! the same methods, and `default_rng(seed)` Generators. `numpy`'s host arrays draw from
//! NumPy's own streams (`array::np_random`: MT19937 with the legacy algorithms, PCG64 with
//! the Generator's), so a seeded NumPy script prints NumPy's numbers; `cupy`'s draw from
//! the shared Philox stream (`array::random`), the same bits on the CPU and the GPU (CuPy's
//! streams are its own too). Parameters (`loc`, `scale`, `low`, `high`) are applied to the
//! standard draw as array operations, in NumPy's order, so they broadcast as NumPy's do.
use super::{dtype_arg, reg_bound, reg_declared, shape_arg};
use crate::array::dtype::DType;
use crate::array::np_random::{Generator, Legacy};
use crate::array::ops::Op;
use crate::array::random::{DeviceGen, Dist, Source, Stream};
use crate::array::{self as arr, AResult, ArrayRef};
use crate::builtins::sig::{Bound, Sig};
use crate::interp::Interp;
use crate::interp::arrays::arr_err;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, Value};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

mod dists;
mod spawn;

type Shared = Rc<RefCell<Source>>;

/// Which API a method belongs to: NumPy words a few messages differently for Generators.
#[derive(Clone, Copy, PartialEq)]
enum Api {
    Legacy,
    Generator,
}

pub fn install(m: &Rc<Module>, host: bool) {
    let ns = Rc::downgrade(m);
    let r = Module::new(if host { "numpy.random" } else { "cupy.random" });
    let global: Shared = Rc::new(RefCell::new(fresh(Api::Legacy, host)));
    methods(&r, &global, host, Api::Legacy, &ns);
    let ns2 = ns.clone();
    reg_bound(&r, "default_rng", host, move |it, b, host| {
        // A bit generator (or a Generator) is used as it is, as NumPy does.
        if let Some(g) = over_bit_generator(it, b.arg("seed"))? {
            return Ok(g);
        }
        let (seed, origin) = generator_source(it, b.get("seed").cloned(), host)?;
        Ok(generator(Rc::new(RefCell::new(seed)), host, &ns2, origin))
    });
    reg_bound(&r, "Generator", host, |it, b, _| {
        over_bit_generator(it, b.arg("bit_generator"))?
            .ok_or_else(|| type_err("Generator() takes a bit generator (np.random.PCG64(seed))"))
    });
    let ns3 = ns.clone();
    reg_bound(&r, "PCG64", host, move |it, b, host| {
        let (seed, origin) = generator_source(it, b.get("seed").cloned(), host)?;
        Ok(bit_generator(
            &Rc::new(RefCell::new(seed)),
            host,
            &ns3,
            origin,
        ))
    });
    if host {
        spawn::install(&r, &ns);
    }
    reg_bound(&r, "RandomState", host, move |it, b, host| {
        let seed = seeded(it, &b.get("seed").cloned(), Api::Legacy, host)?;
        let s: Shared = Rc::new(RefCell::new(seed));
        let o = Module::record(
            "RandomState",
            "RandomState(MT19937)".into(),
            "RandomState(MT19937)".into(),
        );
        methods(&o, &s, host, Api::Legacy, &ns);
        set_class(&o, &ns, "RandomState");
        Ok(Value::Module(o))
    });
    m.set("random", Value::Module(r));
}

/// A source from `seed` (None: fresh entropy): NumPy's own streams for host arrays
/// (MT19937 for the legacy API, PCG64 for Generators), the shared counter-based stream for
/// device arrays.
fn seeded(it: &mut Interp, seed: &Option<Value>, api: Api, host: bool) -> RtResult<Source> {
    let seed = match seed {
        None | Some(Value::None) => return Ok(fresh(api, host)),
        Some(v) => v,
    };
    // An int subclass seeds as its value.
    let own = crate::interp::builtin_base::integer(seed);
    let seed = own.as_ref().unwrap_or(seed);
    let ints = seed_ints(it, seed, api)?;
    Ok(match (host, api, &ints[..]) {
        (false, _, _) => {
            // The shared stream takes one 64-bit seed; a sequence is folded into one.
            let philox = match &ints[..] {
                [one] => Stream::seeded(*one as u64),
                _ => Stream::seeded(ints.iter().fold(0u64, |h, &w| {
                    h.rotate_left(29) ^ (w as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                })),
            };
            match api {
                Api::Legacy => Source::Philox(philox),
                // NumPy's PCG64 for its uniforms, seeded as NumPy seeds it.
                Api::Generator => Source::Device(Box::new(DeviceGen {
                    pcg: Generator::from_seed(&ints).pcg,
                    philox,
                })),
            }
        }
        (true, Api::Legacy, [one]) if !matches!(seed, Value::List(_) | Value::Tuple(_)) => {
            let s = u32::try_from(*one)
                .map_err(|_| value_err("Seed must be between 0 and 2**32 - 1"))?;
            Source::Legacy(Box::new(Legacy::seed(s)))
        }
        (true, Api::Legacy, _) => {
            let key = ints
                .iter()
                .map(|&w| u32::try_from(w))
                .collect::<Result<Vec<u32>, _>>()
                .map_err(|_| value_err("Seed must be between 0 and 2**32 - 1"))?;
            let g = Legacy::seed_array(&key)
                .map_err(|e| value_err(e.to_string().trim_start_matches("ValueError: ")))?;
            Source::Legacy(Box::new(g))
        }
        (true, Api::Generator, _) => Source::Pcg(Box::new(Generator::from_seed(&ints))),
    })
}

/// The non-negative integers of a seed: an int, or a sequence/array of them (NumPy's
/// checks and messages for each API).
fn seed_ints(it: &mut Interp, seed: &Value, api: Api) -> RtResult<Vec<u128>> {
    let negative = || {
        value_err(match api {
            Api::Legacy => "Seed must be between 0 and 2**32 - 1",
            Api::Generator => "expected non-negative integer",
        })
    };
    match seed {
        Value::Int(i) => u128::try_from(*i).map(|v| vec![v]).map_err(|_| negative()),
        Value::Bool(b) => Ok(vec![*b as u128]),
        Value::List(_) | Value::Tuple(_) | Value::Array(_) => {
            let a = it.to_array(seed, true, None)?;
            if !(a.dtype.is_int() || a.dtype == DType::Bool || a.size() == 0) {
                return Err(type_err(match api {
                    Api::Legacy => format!(
                        "Cannot cast array data from dtype('{}') to dtype('int64') according to the rule 'safe'",
                        a.dtype.name()
                    ),
                    Api::Generator => "seed must be integer".to_string(),
                }));
            }
            if a.ndim() > 1 && api == Api::Legacy {
                return Err(value_err("Seed array must be 1-d"));
            }
            if a.size() == 0 && api == Api::Legacy {
                return Err(value_err("Seed must be non-empty"));
            }
            let a = if a.dtype == DType::U64 {
                a
            } else {
                arr::astype(&a, DType::I64).map_err(arr_err)?
            };
            let words: Vec<i128> = match a.to_col().map_err(arr_err)? {
                crate::array::col::Col::U(v) => v.iter().map(|&w| w as i128).collect(),
                crate::array::col::Col::I(v) => v.iter().map(|&w| w as i128).collect(),
                crate::array::col::Col::B(v) => v.iter().map(|&w| w as i128).collect(),
                _ => unreachable!("an integer array's column"),
            };
            words
                .into_iter()
                .map(|w| u128::try_from(w).map_err(|_| negative()))
                .collect()
        }
        v => Err(type_err(match api {
            Api::Legacy => format!(
                "Cannot cast scalar from dtype('{}') to dtype('int64') according to the rule 'safe'",
                match v {
                    Value::Float(_) => "float64".to_string(),
                    Value::Str(s) => format!("<U{}", s.chars().count()),
                    v => v.type_name().to_string(),
                }
            ),
            Api::Generator => format!(
                "SeedSequence expects int or sequence of ints for entropy not {}",
                it.to_str(v)?
            ),
        })),
    }
}

/// A Generator's source from `seed`, and (for NumPy's streams) where its seed sequence comes
/// from: a `SeedSequence` is used as it is, any other seed becomes one when asked for.
fn generator_source(
    it: &mut Interp,
    seed: Option<Value>,
    host: bool,
) -> RtResult<(Source, Option<spawn::SharedOrigin>)> {
    if !host {
        return Ok((seeded(it, &seed, Api::Generator, host)?, None));
    }
    let seed = match seed {
        None | Some(Value::None) => {
            // Unseeded: entropy from the clock, kept so that the generator can spawn.
            let s = Stream::fresh();
            Value::Int(((s.key[1] as u64) << 32 | s.key[0] as u64) as i64 & i64::MAX)
        }
        Some(v) => v,
    };
    if let Some(ss) = spawn::pool_of(&seed) {
        let src = Source::Pcg(Box::new(Generator::from_seed_seq(&ss)));
        return Ok((src, Some(Rc::new(RefCell::new(spawn::Origin::Made(seed))))));
    }
    let src = seeded(it, &Some(seed.clone()), Api::Generator, host)?;
    Ok((src, Some(spawn::origin(seed))))
}

/// A source seeded from the clock and the process (`seed=None`).
fn fresh(api: Api, host: bool) -> Source {
    let s = Stream::fresh();
    let bits = (s.key[1] as u64) << 32 | s.key[0] as u64;
    match (host, api) {
        (false, Api::Legacy) => Source::Philox(s),
        (false, Api::Generator) => Source::Device(Box::new(DeviceGen {
            pcg: Generator::from_seed(&[bits as u128]).pcg,
            philox: s,
        })),
        (true, Api::Legacy) => Source::Legacy(Box::new(Legacy::seed(s.key[0]))),
        (true, Api::Generator) => Source::Pcg(Box::new(Generator::from_seed(&[bits as u128]))),
    }
}

/// A `Generator` object on its own stream; NumPy's (with an origin) can `spawn`.
fn generator(
    s: Shared,
    host: bool,
    ns: &Weak<Module>,
    origin: Option<spawn::SharedOrigin>,
) -> Value {
    let name = "Generator(PCG64)";
    let g = Module::record("Generator", name.into(), name.into());
    methods(&g, &s, host, Api::Generator, ns);
    set_class(&g, ns, "Generator");
    g.set("bit_generator", bit_generator(&s, host, ns, origin.clone()));
    if let Some(o) = origin {
        let ns = ns.clone();
        let decl = declaration(true, Api::Generator, "spawn");
        reg_declared(&g, "spawn", true, decl, move |it, b, _| {
            let a = std::slice::from_ref(b.arg("n_children"));
            let ss = spawn::seed_seq(it, &o, &ns)?;
            let children =
                crate::builtins::methods::call_method(it, &ss, &Rc::from("spawn"), a, &[])?;
            let mut out = Vec::new();
            for child in it.to_vec(&children)? {
                let (src, origin) = generator_source(it, Some(child), true)?;
                out.push(generator(Rc::new(RefCell::new(src)), true, &ns, origin));
            }
            Ok(Value::list(out))
        });
    }
    Value::Module(g)
}

/// Makes `type(rec)` (and `rec.__class__`) the namespace's `random.<class>` function, so
/// `type(rng).__name__` is NumPy's class name and `type(rng) is np.random.Generator`.
fn set_class(rec: &Module, ns: &Weak<Module>, class: &str) {
    let random = ns.upgrade().and_then(|ns| ns.get("random"));
    if let Some(Value::Module(r)) = random
        && let Some(c) = r.get(class)
    {
        rec.set("__class__", c);
    }
}

/// A Generator's bit generator (`PCG64` for NumPy's streams, `Philox` for the device's):
/// a handle on the same source, which `Generator(bg)` and `default_rng(bg)` draw from.
fn bit_generator(
    s: &Shared,
    host: bool,
    ns: &Weak<Module>,
    origin: Option<spawn::SharedOrigin>,
) -> Value {
    let (name, text) = match host {
        true => ("PCG64", "<numpy.random._pcg64.PCG64 object>"),
        false => ("PCG64", "<cupy.random.PCG64 object>"),
    };
    let bg = Module::record(name, text.into(), text.into());
    set_class(&bg, ns, name);
    bg.set(
        "__doc__",
        Value::str("The bit generator a Generator draws from; Generator(bg) shares it."),
    );
    if let Some(o) = origin.clone() {
        let ns = ns.clone();
        bg.set(
            "__getattr__",
            crate::builtins::native("__getattr__", move |it, a, _| match a.first() {
                Some(Value::Str(n)) if &**n == "seed_seq" || &**n == "_seed_seq" => {
                    spawn::seed_seq(it, &o, &ns)
                }
                _ => Err(crate::interp::error::err(
                    crate::interp::error::ExcType::AttributeError,
                    format!(
                        "'numpy.random._pcg64.PCG64' object has no attribute '{}'",
                        match a.first() {
                            Some(Value::Str(n)) => n.to_string(),
                            _ => String::new(),
                        }
                    ),
                )),
            }),
        );
    }
    let (weak, src) = (Rc::downgrade(&bg), s.clone());
    bg.set(
        "advance",
        crate::builtins::native("advance", move |_, a, _| {
            let [delta] = a else {
                return Err(type_err("advance() takes exactly one argument (delta)"));
            };
            advance(&src, delta)?;
            Ok(weak.upgrade().map_or(Value::None, Value::Module))
        }),
    );
    let (s, ns) = (s.clone(), ns.clone());
    bg.set(
        "_gpa_generator",
        crate::builtins::native("_gpa_generator", move |_, _, _| {
            let g = generator(s.clone(), host, &ns, origin.clone());
            Ok(g)
        }),
    );
    Value::Module(bg)
}

/// `bit_generator.advance(delta)`: PCG64 moved `delta` steps (mod 2**128, so a negative
/// delta goes back), as NumPy's does.
fn advance(s: &Shared, delta: &Value) -> RtResult<()> {
    use num_bigint::BigInt;
    let delta = match crate::interp::builtin_base::integer(delta)
        .as_ref()
        .unwrap_or(delta)
    {
        Value::Int(i) => *i as i128 as u128,
        Value::Bool(b) => *b as u128,
        Value::Long(b) => {
            let m = BigInt::from(1) << 128;
            let r: BigInt = ((&**b % &m) + &m) % &m;
            r.iter_u64_digits()
                .enumerate()
                .fold(0u128, |acc, (i, d)| acc | (d as u128) << (64 * i))
        }
        other => {
            return Err(type_err(format!(
                "'{}' object cannot be interpreted as an integer",
                other.type_name()
            )));
        }
    };
    match &mut *s.borrow_mut() {
        Source::Pcg(g) => g.pcg.advance(delta),
        Source::Device(d) => d.pcg.advance(delta),
        Source::Philox(_) | Source::Legacy(_) => {
            return Err(type_err("advance() needs a PCG64 bit generator"));
        }
    }
    Ok(())
}

/// The Generator over `v` when it is a bit generator, `v` itself when it is a Generator.
fn over_bit_generator(it: &mut Interp, v: &Value) -> RtResult<Option<Value>> {
    match v {
        Value::Module(m) if m.name == "Generator" && m.get("bit_generator").is_some() => {
            Ok(Some(v.clone()))
        }
        Value::Module(m) if let Some(f) = m.get("_gpa_generator") => {
            it.call(&f, &[], &[]).map(Some)
        }
        _ => Ok(None),
    }
}

/// A distribution parameter: a number, or an array (broadcast against the draw).
enum Param {
    Num(f64),
    Arr(ArrayRef),
}

impl Param {
    fn shape(&self) -> Vec<usize> {
        match self {
            Param::Num(_) => vec![],
            Param::Arr(a) => a.shape.clone(),
        }
    }

    fn array(&self, host: bool) -> ArrayRef {
        match self {
            Param::Num(v) => arr::constant((*v, 0.0), None, DType::F64, host),
            Param::Arr(a) => a.clone(),
        }
    }

    /// The smallest value (a sync for a device array, as NumPy checks before drawing).
    fn min(&self) -> RtResult<f64> {
        match self {
            Param::Num(v) => Ok(*v),
            Param::Arr(a) if a.size() == 0 => Ok(f64::INFINITY),
            Param::Arr(a) => {
                // One reduction where the array is (NaN propagates, as in the check it feeds).
                let m = crate::array::reduce_all(a, crate::lazy::Reduce::Min, None)
                    .and_then(|m| m.to_col())
                    .map_err(arr_err)?;
                Ok(m.get_c(0).0)
            }
        }
    }
}

fn param(it: &mut Interp, v: &Option<Value>, default: f64, host: bool) -> RtResult<Param> {
    match v {
        None | Some(Value::None) => Ok(Param::Num(default)),
        Some(Value::Int(i)) => Ok(Param::Num(*i as f64)),
        Some(Value::Bool(b)) => Ok(Param::Num(*b as u8 as f64)),
        Some(Value::Float(f)) => Ok(Param::Num(*f)),
        Some(v) => {
            let a = it.to_array(v, host, None)?;
            if a.dtype.is_complex() {
                return Err(type_err("random parameters must be real numbers"));
            }
            let a = if a.dtype == DType::F64 {
                a
            } else {
                arr::astype(&a, DType::F64).map_err(arr_err)?
            };
            if a.shape.is_empty() {
                return Ok(Param::Num(a.to_col().map_err(arr_err)?.get_c(0).0));
            }
            Ok(Param::Arr(a))
        }
    }
}

/// The shape of a draw: `size`, which the parameters must broadcast to, or their broadcast
/// shape; None when everything is scalar (the result is one number).
fn draw_shape(
    it: &mut Interp,
    size: &Option<Value>,
    params: &[&Param],
) -> RtResult<Option<Vec<usize>>> {
    let shapes: Vec<Vec<usize>> = params.iter().map(|p| p.shape()).collect();
    let size = match size {
        None | Some(Value::None) => None,
        Some(v) => Some(shape_arg(it, v)?),
    };
    let mut all = shapes.clone();
    if let Some(s) = &size {
        all.insert(0, s.clone());
    }
    let mut out: Vec<usize> = vec![];
    for (k, s) in all.iter().enumerate() {
        out = match crate::array::layout::broadcast_shapes(&out, s) {
            Ok(o) => o,
            Err(_) => {
                let j = (0..k)
                    .find(|&j| crate::array::layout::broadcast_shapes(&all[j], s).is_err())
                    .unwrap_or(0);
                let sh = crate::array::layout::shape_str;
                return Err(value_err(format!(
                    "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {j} with shape {} and arg {k} with shape {}.",
                    sh(&all[j]),
                    sh(s)
                )));
            }
        };
    }
    if let Some(s) = size {
        if out != s {
            return Err(value_err(format!(
                "size {} is not compatible with the parameters' shape {}",
                crate::array::layout::shape_compact(&s),
                crate::array::layout::shape_compact(&out)
            )));
        }
        return Ok(Some(s));
    }
    Ok(
        if shapes.iter().all(|s| s.is_empty()) && params.iter().all(|p| matches!(p, Param::Num(_)))
        {
            None
        } else {
            Some(out)
        },
    )
}

/// The value handed back: the array, or for a draw without a size one number (a Python
/// scalar from `numpy`, a 0-d array from `cupy`, as each library does).
fn give(it: &mut Interp, a: ArrayRef, scalar: bool) -> RtResult<Value> {
    if scalar && a.host {
        return it.array_item(&a);
    }
    Ok(Value::Array(a))
}

fn draw(s: &Shared, dist: Dist, shape: &Option<Vec<usize>>, host: bool) -> RtResult<ArrayRef> {
    let shape = shape.clone().unwrap_or_default();
    s.borrow_mut().draw(dist, shape, host).map_err(arr_err)
}

fn bin(op: Op, a: &ArrayRef, b: &ArrayRef) -> RtResult<ArrayRef> {
    arr::binary(op, a, b).map_err(arr_err)
}

/// `add + mul * z` (NumPy's order), skipping the identities.
fn affine(z: ArrayRef, add: &Param, mul: &Param, host: bool) -> RtResult<ArrayRef> {
    let mut r = z;
    if !matches!(mul, Param::Num(v) if *v == 1.0) {
        r = bin(Op::Mul, &mul.array(host), &r)?;
    }
    if !matches!(add, Param::Num(v) if *v == 0.0) {
        r = bin(Op::Add, &add.array(host), &r)?;
    }
    Ok(r)
}

/// A float dtype argument (float64 by default); `f32` names the float32 variant.
fn float_dtype(v: &Option<Value>, name: &str) -> RtResult<bool> {
    match v {
        None | Some(Value::None) => Ok(false),
        Some(d) => match dtype_arg(d)? {
            Some(DType::F64) | None => Ok(false),
            Some(DType::F32) => Ok(true),
            Some(d) => Err(type_err(format!(
                "Unsupported dtype dtype('{}') for {name}",
                d.name()
            ))),
        },
    }
}

fn cast_to(a: ArrayRef, f32: bool) -> RtResult<ArrayRef> {
    if f32 && a.dtype != DType::F32 {
        return arr::astype(&a, DType::F32).map_err(arr_err);
    }
    Ok(a)
}

/// Dimensions given one by one (`rand(2, 3)`).
fn dims(it: &mut Interp, a: &[Value]) -> RtResult<Option<Vec<usize>>> {
    if a.is_empty() {
        return Ok(None);
    }
    let t = Value::tuple(a.to_vec());
    Ok(Some(shape_arg(it, &t)?))
}

/// The declaration of a function of the module or of a RandomState (the same), or of a
/// Generator method: its own where NumPy's signature differs, else the module's.
fn declaration(host: bool, api: Api, n: &str) -> Option<&'static Sig> {
    let root = if host { "numpy.random" } else { "cupy.random" };
    let own = match api {
        Api::Generator => crate::builtins::decl::array_fn(&format!("{root}.Generator"), n),
        Api::Legacy => None,
    };
    own.or_else(|| crate::builtins::decl::array_fn(root, n))
}

/// Registers a random function with its declaration (see `declaration`).
fn reg_rand(
    m: &Module,
    host: bool,
    api: Api,
    n: &'static str,
    g: impl Fn(&mut Interp, &Bound, bool) -> RtResult<Value> + 'static,
) {
    reg_declared(m, n, host, declaration(host, api, n), g)
}

/// The functions of the module, of `RandomState` (Legacy) or of a `Generator`, on `s`.
fn methods(m: &Module, s: &Shared, host: bool, api: Api, ns: &Weak<Module>) {
    let legacy = api == Api::Legacy;
    if legacy {
        let st = s.clone();
        reg_rand(m, host, api, "seed", move |it, b, _| {
            *st.borrow_mut() = seeded(it, &b.get("seed").cloned(), Api::Legacy, host)?;
            Ok(Value::None)
        });
        for (name, normal) in [("rand", false), ("randn", true)] {
            let st = s.clone();
            reg_rand(m, host, api, name, move |it, b, host| {
                // NumPy's rand takes no dtype; CuPy's does.
                let dtype = b
                    .declares("dtype")
                    .then(|| b.opt("dtype").cloned())
                    .flatten();
                let f32 = float_dtype(&dtype, name)?;
                let shape = dims(it, &b.rest)?;
                let dist = match (normal, f32) {
                    (false, false) => Dist::Uniform,
                    (false, true) => Dist::Uniform32,
                    (true, false) => Dist::Normal,
                    (true, true) => Dist::Normal32,
                };
                let r = draw(&st, dist, &shape, host)?;
                give(it, r, shape.is_none())
            });
        }
        if host {
            state_methods(m, s, api);
        }
        let st = s.clone();
        reg_rand(m, host, api, "randint", move |it, b, host| {
            let p = b.opts(&["low", "high", "size", "dtype"]);
            integers(it, &st, "randint", &p, false, host)
        });
    }
    let randoms: &[&'static str] = if legacy {
        &["random", "random_sample", "ranf", "sample"]
    } else {
        &["random"]
    };
    for &name in randoms {
        let st = s.clone();
        reg_rand(m, host, api, name, move |it, b, host| {
            let p = optional(b, &["size", "dtype", "out"]);
            let f32 = float_dtype(&p[1], name)?;
            let shape = draw_shape(it, &p[0], &[])?;
            let dist = if f32 { Dist::Uniform32 } else { Dist::Uniform };
            let r = draw(&st, dist, &shape, host)?;
            out_or_give(it, r, &p[2], shape.is_none())
        });
    }
    if !legacy {
        let st = s.clone();
        reg_rand(m, host, api, "integers", move |it, b, host| {
            let p = b.opts(&["low", "high", "size", "dtype", "endpoint"]);
            let endpoint = b.flag("endpoint");
            integers(it, &st, "integers", &p, endpoint, host)
        });
    }
    let st = s.clone();
    reg_rand(m, host, api, "uniform", move |it, b, host| {
        let p = optional(b, &["low", "high", "size", "dtype"]);
        let low = param(it, &p[0], 0.0, host)?;
        let high = param(it, &p[1], 1.0, host)?;
        let f32 = float_dtype(&p[3], "uniform")?;
        let shape = draw_shape(it, &p[2], &[&low, &high])?;
        let u = draw(&st, Dist::Uniform, &shape, host)?;
        let width = match (&low, &high) {
            (Param::Num(l), Param::Num(h)) => Param::Num(h - l),
            _ => Param::Arr(bin(Op::Sub, &high.array(host), &low.array(host))?),
        };
        let r = cast_to(affine(u, &low, &width, host)?, f32)?;
        give(it, r, shape.is_none())
    });
    let st = s.clone();
    reg_rand(m, host, api, "normal", move |it, b, host| {
        let p = optional(b, &["loc", "scale", "size", "dtype"]);
        let loc = param(it, &p[0], 0.0, host)?;
        let scale = param(it, &p[1], 1.0, host)?;
        if scale.min()? < 0.0 {
            return Err(value_err("scale < 0"));
        }
        let f32 = float_dtype(&p[3], "normal")?;
        let shape = draw_shape(it, &p[2], &[&loc, &scale])?;
        let z = draw(&st, Dist::Normal, &shape, host)?;
        let r = cast_to(affine(z, &loc, &scale, host)?, f32)?;
        give(it, r, shape.is_none())
    });
    // exp(normal(mean, sigma)), as both NumPy APIs compute it (so the same bits).
    let st = s.clone();
    reg_rand(m, host, api, "lognormal", move |it, b, host| {
        let p = optional(b, &["mean", "sigma", "size", "dtype"]);
        let mean = param(it, &p[0], 0.0, host)?;
        let sigma = param(it, &p[1], 1.0, host)?;
        if sigma.min()? < 0.0 {
            return Err(value_err("sigma < 0"));
        }
        let f32 = float_dtype(&p[3], "lognormal")?;
        let shape = draw_shape(it, &p[2], &[&mean, &sigma])?;
        let z = draw(&st, Dist::Normal, &shape, host)?;
        let x = affine(z, &mean, &sigma, host)?;
        let e = arr::unary(Op::Exp, &x).map_err(arr_err)?;
        let r = cast_to(e, f32)?;
        give(it, r, shape.is_none())
    });
    for (name, normal) in [("standard_normal", true), ("standard_exponential", false)] {
        let st = s.clone();
        reg_rand(m, host, api, name, move |it, b, host| {
            let p = optional(b, &["size", "dtype", "out"]);
            let method = b.declares("method").then(|| b.opt("method")).flatten();
            if method.is_some_and(|m| !matches!(m, Value::Str(s) if &**s == "zig")) {
                return Err(crate::interp::error::err(
                    crate::interp::error::ExcType::NotImplementedError,
                    "standard_exponential(method='inv') is not supported by gpa yet",
                ));
            }
            let f32 = float_dtype(&p[1], name)?;
            let shape = draw_shape(it, &p[0], &[])?;
            let r = match (normal, f32) {
                (true, false) => draw(&st, Dist::Normal, &shape, host)?,
                (true, true) => draw(&st, Dist::Normal32, &shape, host)?,
                (false, false) => draw(&st, Dist::Exponential, &shape, host)?,
                (false, true) => st
                    .borrow_mut()
                    .exponential32(shape.clone().unwrap_or_default(), host)
                    .map_err(arr_err)?,
            };
            out_or_give(it, r, &p[2], shape.is_none())
        });
    }
    let st = s.clone();
    reg_rand(m, host, api, "exponential", move |it, b, host| {
        let p = optional(b, &["scale", "size", "dtype"]);
        let scale = param(it, &p[0], 1.0, host)?;
        if scale.min()? < 0.0 {
            return Err(value_err("scale < 0"));
        }
        let f32 = float_dtype(&p[2], "exponential")?;
        let shape = draw_shape(it, &p[1], &[&scale])?;
        let e = draw(&st, Dist::Exponential, &shape, host)?;
        let r = cast_to(affine(e, &Param::Num(0.0), &scale, host)?, f32)?;
        give(it, r, shape.is_none())
    });
    let st = s.clone();
    reg_rand(m, host, api, "poisson", move |it, b, host| {
        let p = optional(b, &["lam", "size", "dtype"]);
        let lam = match param(it, &p[0], 1.0, host)? {
            Param::Num(l) => l,
            Param::Arr(a) => return dists::poisson_rates(it, &st, a, &p[1], &p[2], host),
        };
        if lam < 0.0 || lam.is_nan() {
            return Err(value_err("lam < 0 or lam is NaN"));
        }
        // NumPy's bound: k must fit int64 with room for the rejection's tail.
        if lam.is_nan() || lam > 9.223_372_006_484_771e18 {
            return Err(value_err("lam value too large"));
        }
        let shape = draw_shape(it, &p[1], &[])?;
        let r = draw(&st, Dist::Poisson { lam }, &shape, host)?;
        let r = match &p[2] {
            Some(d) if !matches!(d, Value::None) => match dtype_arg(d)? {
                Some(dt) if dt != DType::I64 => arr::astype(&r, dt).map_err(arr_err)?,
                _ => r,
            },
            _ => r,
        };
        give(it, r, shape.is_none())
    });
    let st = s.clone();
    reg_rand(m, host, api, "permutation", move |it, b, host| {
        let x = b.arg("x").clone();
        match &x {
            Value::Int(n) => {
                if *n < 0 {
                    return Err(value_err("negative dimensions are not allowed"));
                }
                Ok(Value::Array(permutation(&st, *n as usize, host)?))
            }
            _ => {
                let x = it.to_array(&x, host, None)?;
                if x.shape.is_empty() {
                    return Err(index_err_0d(api));
                }
                let axis = along_axis(it, b, &x)?;
                let perm = permutation(&st, x.shape[axis], host)?;
                it.array_getitem(&x, &index_along(axis, perm))
            }
        }
    });
    let st = s.clone();
    reg_rand(m, host, api, "shuffle", move |it, b, host| {
        let Value::Array(x) = b.arg("x") else {
            return Err(type_err(
                "shuffle() takes an array (gpa shuffles arrays in place, not lists)",
            ));
        };
        if x.host != host {
            return Err(type_err(format!(
                "shuffle() of a {} array: use the {} namespace's random",
                if x.host { "numpy" } else { "cupy" },
                if x.host { "numpy" } else { "cupy" },
            )));
        }
        if x.shape.is_empty() {
            return Err(index_err_0d(api));
        }
        let axis = along_axis(it, b, x)?;
        let perm = permutation(&st, x.shape[axis], host)?;
        let Value::Array(y) = it.array_getitem(x, &index_along(axis, perm))? else {
            unreachable!()
        };
        let (buf, lay) = x.ready().map_err(arr_err)?;
        arr::write_into(&buf, &lay, x.dtype, &y).map_err(arr_err)?;
        Ok(Value::None)
    });
    let st = s.clone();
    reg_rand(m, host, api, "choice", move |it, b, host| {
        axis_zero(b, "choice")?;
        let mut p = b.opts(&["a", "size", "replace", "p"]);
        if b.declares("shuffle") {
            // `choice` reads shuffle at its place in the Generator's signature.
            p.extend([None, b.opt("shuffle").cloned()]);
        }
        // Strings (a string array or a list of them): positions drawn as for
        // choice(len(a)), as NumPy draws them, then taken from the strings.
        if let Some(x) = p[0].clone()
            && host
            && super::strings::has_str_leaf(it, &x, 0)
        {
            let strs = super::strings::to_strs(it, &x, None, false)?;
            if strs.shape().len() != 1 {
                return Err(value_err("a must be 1-dimensional"));
            }
            p[0] = Some(Value::Int(strs.shape()[0] as i64));
            let idx = choice(it, &st, &p, api, host)?;
            return it.get_item(&Value::Strs(strs), &idx);
        }
        choice(it, &st, &p, api, host)
    });
    dists::install(m, s, host, api, ns);
}

/// The arguments of `names` (explicit None as absent); `out` only where declared (a
/// Generator's `random` has it, the module's does not).
fn optional(b: &Bound, names: &[&str]) -> Vec<Option<Value>> {
    names
        .iter()
        .map(|n| b.declares(n).then(|| b.opt(n).cloned()).flatten())
        .collect()
}

/// `get_state`/`set_state` of the legacy generator: MT19937's 624 words, the position and
/// the cached normal, as NumPy's tuple `('MT19937', key, pos, has_gauss, gauss)` or dict.
fn state_methods(m: &Module, s: &Shared, api: Api) {
    let st = s.clone();
    reg_rand(m, true, api, "get_state", move |it, b, _| {
        let Source::Legacy(g) = &*st.borrow() else {
            return Err(type_err("get_state() needs the legacy MT19937 generator"));
        };
        let key = Value::Array(arr::Array::from_col(
            crate::array::col::Col::U(g.mt.key.iter().map(|&w| w as u64).collect()),
            DType::U32,
            vec![g.mt.key.len()],
            true,
        ));
        let (pos, has_gauss) = (
            Value::Int(g.mt.pos as i64),
            Value::Int(g.gauss.is_some() as i64),
        );
        let gauss = Value::Float(g.gauss.unwrap_or(0.0));
        if it.truth(b.arg("legacy"))? {
            return Ok(Value::tuple(vec![
                Value::str("MT19937"),
                key,
                pos,
                has_gauss,
                gauss,
            ]));
        }
        let dict = |pairs: Vec<(&str, Value)>| {
            let d = pairs
                .into_iter()
                .map(|(k, v)| (crate::interp::value::Key(Value::str(k)), v))
                .collect();
            Value::Dict(Rc::new(RefCell::new(d)))
        };
        let state = dict(vec![("key", key), ("pos", pos)]);
        Ok(dict(vec![
            ("bit_generator", Value::str("MT19937")),
            ("state", state),
            ("has_gauss", has_gauss),
            ("gauss", gauss),
        ]))
    });
    let st = s.clone();
    reg_rand(m, true, api, "set_state", move |it, b, _| {
        let state = b.arg("state").clone();
        let field = |it: &mut Interp, v: &Value, k: &str| it.get_item(v, &Value::str(k));
        let (name, key, pos, gauss) = match &state {
            Value::Dict(_) => {
                let inner = field(it, &state, "state")?;
                let has = field(it, &state, "has_gauss")?;
                let g = field(it, &state, "gauss")?;
                let gauss = it.truth(&has)?.then_some(g);
                (
                    field(it, &state, "bit_generator")?,
                    field(it, &inner, "key")?,
                    field(it, &inner, "pos")?,
                    gauss,
                )
            }
            Value::Tuple(t) if t.len() == 3 || t.len() == 5 => {
                let gauss = match t.len() {
                    5 => it.truth(&t[3])?.then(|| t[4].clone()),
                    _ => None,
                };
                (t[0].clone(), t[1].clone(), t[2].clone(), gauss)
            }
            Value::Tuple(_) => return Err(value_err("state must be a dict or a tuple.")),
            _ => return Err(type_err("state must be a dict or a tuple.")),
        };
        if !matches!(&name, Value::Str(n) if &**n == "MT19937") {
            return Err(value_err(
                "set_state can only be used with legacy MT19937 state instances.",
            ));
        }
        let words = it.to_vec(&key)?;
        let mut g = Legacy::seed(0);
        if words.len() != g.mt.key.len() {
            return Err(value_err("state must be 624 elements"));
        }
        for (slot, w) in g.mt.key.iter_mut().zip(&words) {
            let w = crate::builtins::want_int(w, "key")?;
            *slot =
                u32::try_from(w).map_err(|_| value_err("state words are 32-bit unsigned ints"))?;
        }
        g.mt.pos = usize::try_from(crate::builtins::want_int(&pos, "pos")?)
            .ok()
            .filter(|&p| p <= 624)
            .ok_or_else(|| value_err("pos must be in [0, 624]"))?;
        g.gauss = match gauss {
            Some(v) => Some(crate::builtins::want_float(&v, "gauss")?),
            None => None,
        };
        *st.borrow_mut() = Source::Legacy(Box::new(g));
        Ok(Value::None)
    });
}

/// A Generator's `shuffle`/`permutation` axis (the legacy functions have none), and the index
/// that applies a permutation along it: NumPy permutes along an axis with the same draws
/// as along the first.
fn along_axis(it: &mut Interp, b: &Bound, x: &ArrayRef) -> RtResult<usize> {
    match b.declares("axis").then(|| b.get("axis")).flatten() {
        None => Ok(0),
        Some(v) => it.norm_axis(crate::builtins::want_int(v, "axis")?, x.shape.len()),
    }
}

/// `x[:, ..., perm]` with `perm` at `axis`.
fn index_along(axis: usize, perm: ArrayRef) -> Value {
    let all = Value::Slice(Rc::new((Value::None, Value::None, Value::None)));
    let mut parts = vec![all; axis];
    parts.push(Value::Array(perm));
    Value::tuple(parts)
}

/// A Generator method's `axis`: gpa draws along the first axis only.
fn axis_zero(b: &Bound, name: &str) -> RtResult<()> {
    match b.declares("axis").then(|| b.get("axis")).flatten() {
        None | Some(Value::Int(0)) => Ok(()),
        Some(_) => Err(crate::interp::error::err(
            crate::interp::error::ExcType::NotImplementedError,
            format!("{name}(axis=) other than 0 is not supported by gpa yet"),
        )),
    }
}

fn index_err_0d(api: Api) -> Box<crate::interp::error::RtErr> {
    crate::interp::error::err(
        crate::interp::error::ExcType::IndexError,
        match api {
            Api::Legacy => "x must be an integer or at least 1-dimensional",
            Api::Generator => "x must be an integer or at least 1-dimensional",
        },
    )
}

/// `out=` of Generator.random/standard_normal: the draw written into it.
fn out_or_give(it: &mut Interp, r: ArrayRef, out: &Option<Value>, scalar: bool) -> RtResult<Value> {
    match out {
        None | Some(Value::None) => give(it, r, scalar),
        Some(Value::Array(o)) => {
            if o.shape != r.shape && !scalar {
                return Err(value_err("size must match out.shape when used together"));
            }
            if o.dtype != r.dtype {
                return Err(type_err(format!(
                    "Supplied output array has the wrong type. Expected dtype('{}'), got dtype('{}')",
                    r.dtype.name(),
                    o.dtype.name()
                )));
            }
            let r = if scalar {
                arr::broadcast_to(&r, &o.shape).map_err(arr_err)?
            } else {
                r
            };
            let (buf, lay) = o.ready().map_err(arr_err)?;
            arr::write_into(&buf, &lay, o.dtype, &r).map_err(arr_err)?;
            Ok(Value::Array(o.clone()))
        }
        Some(_) => Err(type_err("out must be an array")),
    }
}

/// The int64 positions 0..n in a random order: NumPy's own shuffle for its streams, else a
/// stable argsort of random 64-bit keys.
fn permutation(s: &Shared, n: usize, host: bool) -> RtResult<ArrayRef> {
    if let Some(p) = s.borrow_mut().permutation(n) {
        let c = crate::array::col::Col::I(p);
        return Ok(crate::array::Array::from_col(c, DType::I64, vec![n], host));
    }
    let keys = draw(s, Dist::Bits, &Some(vec![n]), host)?;
    crate::array::sort::argsort(&keys, Some(0)).map_err(arr_err)
}

/// An integer bound, exact over int64 and uint64 (`np.iinfo(np.uint64).max`).
fn int_param(v: &Option<Value>, what: &str) -> RtResult<Option<i128>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Int(i)) => Ok(Some(*i as i128)),
        Some(Value::Bool(b)) => Ok(Some(*b as i128)),
        // Past i128 no dtype holds it: the dtype's bounds check refuses the saturated end.
        Some(Value::Long(b)) => Ok(Some(i128::try_from(&**b).unwrap_or(
            if b.sign() == num_bigint::Sign::Minus {
                i128::MIN
            } else {
                i128::MAX
            },
        ))),
        Some(Value::Array(a))
            if a.shape.is_empty() && (a.dtype.is_int() || a.dtype == DType::Bool) =>
        {
            Ok(Some(match a.to_col().map_err(arr_err)? {
                crate::array::col::Col::U(u) => u[0] as i128,
                crate::array::col::Col::I(i) => i[0] as i128,
                c => c.get_c(0).0 as i128,
            }))
        }
        Some(Value::Float(f)) if f.fract() == 0.0 && f.abs() < 9.2e18 => {
            Ok(Some(*f as i64 as i128))
        }
        Some(v) => Err(type_err(format!(
            "{what} must be an integer, not '{}'",
            v.type_name()
        ))),
    }
}

/// randint / integers: [low, high) (or [low, high] with `endpoint`) in `dtype` (int64).
fn integers(
    it: &mut Interp,
    s: &Shared,
    name: &str,
    p: &[Option<Value>],
    endpoint: bool,
    host: bool,
) -> RtResult<Value> {
    let is_arr = |v: &Option<Value>| {
        matches!(v, Some(Value::List(_) | Value::Tuple(_)))
            || matches!(v, Some(Value::Array(x)) if x.ndim() > 0)
    };
    if is_arr(&p[0]) || is_arr(&p[1]) {
        return dists::integers_broadcast(it, s, name, p, endpoint, host);
    }
    let a = int_param(&p[0], "low")?.unwrap_or(0);
    let (low, high) = match int_param(&p[1], "high")? {
        Some(h) => (a, h),
        None => (0, a),
    };
    let dt = match &p[3] {
        None | Some(Value::None) => DType::I64,
        Some(d) => dtype_arg(d)?.unwrap_or(DType::I64),
    };
    if !(dt.is_int() || dt == DType::Bool) {
        return Err(type_err(format!(
            "Unsupported dtype dtype('{}') for {name}",
            dt.name()
        )));
    }
    let high_incl = if endpoint { high } else { high - 1 };
    let (min, max) = match dt {
        DType::Bool => (0i128, 1i128),
        DType::U64 => (0, u64::MAX as i128),
        d => {
            let bits = d.itemsize() as u32 * 8;
            if !d.is_unsigned() {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            }
        }
    };
    let dn = if dt == DType::Bool { "bool" } else { dt.name() };
    if low < min {
        return Err(value_err(format!("low is out of bounds for {dn}")));
    }
    if high_incl > max {
        return Err(value_err(format!("high is out of bounds for {dn}")));
    }
    if low > high_incl {
        return Err(value_err(if endpoint {
            "low > high"
        } else {
            "low >= high"
        }));
    }
    // Within the dtype's bounds, checked above: the span fits in a u64.
    let span = (high_incl - low) as u64;
    let shape = draw_shape(it, &p[2], &[])?;
    let r = s
        .borrow_mut()
        .ints(
            low as i64,
            span,
            dt,
            shape.clone().unwrap_or_default(),
            host,
        )
        .map_err(arr_err)?;
    // One draw is a Python int or bool where the dtype is Python's `int`/`bool` (legacy
    // randint's default), else a NumPy scalar (Generator.integers' np.int64), as NumPy.
    let python_type = match &p[3] {
        None | Some(Value::None) => name == "randint",
        Some(Value::Type(crate::interp::value::TypeObj::Builtin(b))) => matches!(
            b,
            crate::interp::value::BuiltinType::Int | crate::interp::value::BuiltinType::Bool
        ),
        _ => false,
    };
    if shape.is_none() && host && !python_type {
        return Ok(Value::Array(r.as_scalar()));
    }
    give(it, r, shape.is_none())
}

/// `choice(a, size, replace, p)` along axis 0.
fn choice(
    it: &mut Interp,
    s: &Shared,
    p: &[Option<Value>],
    api: Api,
    host: bool,
) -> RtResult<Value> {
    let a = p[0].clone().unwrap_or(Value::None);
    let pop: Option<ArrayRef> = match &a {
        Value::Int(_) | Value::Bool(_) => None,
        v => {
            let x = it.to_array(v, host, None)?;
            if x.shape.is_empty() && (x.dtype.is_int() || x.dtype == DType::Bool) {
                None
            } else {
                Some(x)
            }
        }
    };
    let n = match &pop {
        Some(x) => {
            if api == Api::Legacy && x.ndim() != 1 {
                return Err(value_err("a must be 1-dimensional"));
            }
            if x.shape.is_empty() {
                return Err(value_err("a must be 1-dimensional or an integer"));
            }
            x.shape[0]
        }
        None => {
            let n = int_param(&Some(a.clone()), "a")?.unwrap_or(0);
            if n < 0 {
                return Err(value_err(match api {
                    Api::Legacy => "a must be greater than 0 unless no samples are taken",
                    Api::Generator => "a must be a positive integer unless no samples are taken",
                }));
            }
            n as usize
        }
    };
    let shape = draw_shape(it, &p[1], &[])?;
    let k = shape
        .as_ref()
        .map_or(1, |s| crate::array::layout::size_of(s));
    if n == 0 && k > 0 {
        return Err(value_err(match (&pop, api) {
            (None, Api::Legacy) => "a must be greater than 0 unless no samples are taken",
            (None, Api::Generator) => "a must be a positive integer unless no samples are taken",
            (Some(_), _) => "a cannot be empty unless no samples are taken",
        }));
    }
    let replace = p[2].as_ref().is_none_or(|v| v.truthy());
    let probs = match &p[3] {
        None | Some(Value::None) => None,
        Some(v) => Some(probabilities(it, v, n, host)?),
    };
    let flat = Some(vec![k]);
    if !replace && k <= n {
        // NumPy's own draws without replacement (Floyd's method, tail shuffles), where the
        // source is NumPy's stream.
        let weights = match &p[3] {
            None | Some(Value::None) => None,
            Some(v) => {
                let w = it.to_array(v, true, Some(DType::F64))?;
                let c = w.to_col().map_err(arr_err)?;
                Some((0..w.size()).map(|i| c.get_c(i).0).collect::<Vec<f64>>())
            }
        };
        let shuffle = p.get(5).cloned().flatten().is_none_or(|v| v.truthy());
        let drawn = s
            .borrow_mut()
            .choice_without_replacement(n, k, weights.as_deref(), shuffle);
        if let Some(idx) = drawn {
            let idx = idx.map_err(arr_err)?;
            let idx = crate::array::Array::from_col(
                crate::array::col::Col::I(idx),
                DType::I64,
                vec![k],
                host,
            );
            return finish_choice(it, idx, pop, shape);
        }
    }
    let idx = match (replace, probs) {
        (true, None) => draw(
            s,
            Dist::Integers {
                low: 0,
                range: n as u64,
            },
            &flat,
            host,
        )?,
        (true, Some(cdf)) => {
            let u = draw(s, Dist::Uniform, &flat, host)?;
            crate::array::sort::searchsorted(&cdf, &u, true, None).map_err(arr_err)?
        }
        (false, None) => {
            if k > n {
                return Err(value_err(match api {
                    Api::Legacy => {
                        "Cannot take a larger sample than population when 'replace=False'"
                    }
                    Api::Generator => {
                        "Cannot take a larger sample than population when replace is False"
                    }
                }));
            }
            let perm = permutation(s, n, host)?;
            let first = it.array_getitem(
                &perm,
                &Value::Slice(Rc::new((Value::None, Value::Int(k as i64), Value::None))),
            )?;
            match first {
                Value::Array(f) => f,
                _ => unreachable!(),
            }
        }
        (false, Some(_)) => {
            return Err(value_err(
                "choice(replace=False, p=...) is not supported by gpa yet",
            ));
        }
    };
    finish_choice(it, idx, pop, shape)
}

/// choice's result: the drawn positions shaped as asked, or the population's elements there.
fn finish_choice(
    it: &mut Interp,
    idx: ArrayRef,
    pop: Option<ArrayRef>,
    shape: Option<Vec<usize>>,
) -> RtResult<Value> {
    let out_shape: Vec<i64> = shape
        .clone()
        .unwrap_or_default()
        .iter()
        .map(|&d| d as i64)
        .collect();
    let idx = it.reshape(&idx, &out_shape)?;
    let r = match pop {
        None => Value::Array(idx),
        Some(x) => it.array_getitem(&x, &Value::Array(idx))?,
    };
    match r {
        // Without a size, one element of `a` (a row when `a` has more dimensions).
        Value::Array(r) => {
            let scalar = shape.is_none() && r.shape.is_empty();
            give(it, r, scalar)
        }
        v => Ok(v),
    }
}

/// The cumulative distribution of `p` (checked as NumPy does), normalised to end at 1:
/// array operations where `p` lives (the checks read reductions, as NumPy's errors come now).
fn probabilities(it: &mut Interp, v: &Value, n: usize, host: bool) -> RtResult<ArrayRef> {
    let pa = it.to_array(v, host, Some(DType::F64))?;
    if pa.ndim() != 1 {
        return Err(value_err("p must be 1-dimensional"));
    }
    if pa.size() != n {
        return Err(value_err("'a' and 'p' must have same size"));
    }
    let pa = arr::astype(&pa, DType::F64).map_err(arr_err)?;
    let any = |x: AResult<ArrayRef>| x.and_then(|x| arr::any_true(&x)).map_err(arr_err);
    if any(arr::unary(Op::IsNan, &pa))? {
        return Err(value_err("probabilities contain NaN"));
    }
    if any(arr::binary(
        Op::Lt,
        &pa,
        &arr::constant((0.0, 0.0), None, DType::F64, host),
    ))? {
        return Err(value_err("probabilities are not non-negative"));
    }
    let total = arr::reduce_all(&pa, crate::lazy::Reduce::Sum, None)
        .and_then(|t| t.to_col())
        .map_err(arr_err)?
        .get_c(0)
        .0;
    if (total - 1.0).abs() > f64::EPSILON.sqrt() {
        return Err(value_err("probabilities do not sum to 1"));
    }
    let cdf = arr::stats::cumulative(&pa, DType::F64, None, false).map_err(arr_err)?;
    let last = arr::stats::slice_axis(&cdf, 0, n - 1, n).map_err(arr_err)?;
    arr::binary(Op::Div, &cdf, &last).map_err(arr_err)
}
