//! `np.random.SeedSequence` (a stdlib class, `stdlib/random.gpa`, over the hashing here) and
//! what hangs off it: `default_rng(ss)`, `bit_generator.seed_seq`, `Generator.spawn(n)`.
use crate::array::dtype::DType;
use crate::array::np_random::SeedSequence;
use crate::array::{self as arr, col::Col};
use crate::builtins::{native, want_int};
use crate::interp::Interp;
use crate::interp::error::{RtResult, type_err, value_err};
use crate::interp::value::{Module, NativeFn, Value};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// Where a host Generator's seed sequence comes from: the seed it was given (made into a
/// `SeedSequence` the first time something asks for it) or the `SeedSequence` itself.
#[derive(Clone)]
pub enum Origin {
    Seed(Value),
    Made(Value),
}

pub type SharedOrigin = Rc<RefCell<Origin>>;

pub fn origin(v: Value) -> SharedOrigin {
    Rc::new(RefCell::new(Origin::Seed(v)))
}

/// The entropy pool of a `SeedSequence` instance, if `v` is one.
pub fn pool_of(v: &Value) -> Option<SeedSequence> {
    let Value::Instance(i) = v else { return None };
    if &*i.class.name != "SeedSequence" {
        return None;
    }
    let pool = i
        .dict
        .borrow()
        .get(&crate::interp::class::Name("pool"))
        .cloned();
    let Some(Value::List(l)) = pool else {
        return None;
    };
    let words: Vec<u32> = l
        .borrow()
        .iter()
        .filter_map(|w| match w {
            Value::Int(w) => u32::try_from(*w).ok(),
            _ => None,
        })
        .collect();
    let pool: [u32; 4] = words.try_into().ok()?;
    Some(SeedSequence { pool })
}

/// The generator's `SeedSequence`, made from its seed on first use.
pub fn seed_seq(it: &mut Interp, o: &SharedOrigin, ns: &Weak<Module>) -> RtResult<Value> {
    let seed = match &*o.borrow() {
        Origin::Made(v) => return Ok(v.clone()),
        Origin::Seed(v) => v.clone(),
    };
    let random = ns
        .upgrade()
        .and_then(|m| m.get("random"))
        .ok_or_else(|| type_err("the numpy namespace is gone"))?;
    let class = it.get_attr(&random, &Rc::from("SeedSequence"))?;
    let ss = it.call(&class, &[seed], &[])?;
    *o.borrow_mut() = Origin::Made(ss.clone());
    Ok(ss)
}

/// The natives the stdlib class calls, and `np.random.SeedSequence` until the stdlib loads.
pub fn install(r: &Module, np: &Weak<Module>) {
    r.set(
        "_seed_pool",
        native("_seed_pool", |it, a, _| {
            let words = words_of(it, &a[0])?;
            let ss = SeedSequence::from_words(&words);
            Ok(Value::list(
                ss.pool.iter().map(|&w| Value::Int(w as i64)).collect(),
            ))
        }),
    );
    r.set(
        "_seed_state",
        native("_seed_state", |it, a, _| {
            let pool: [u32; 4] = words_of(it, &a[0])?
                .try_into()
                .map_err(|_| value_err("a seed pool has 4 words"))?;
            let n = usize::try_from(want_int(&a[1], "n_words")?)
                .map_err(|_| value_err("negative dimensions are not allowed"))?;
            let ss = SeedSequence { pool };
            let (col, dtype) = match a.get(2).is_some_and(|w| w.truthy()) {
                true => (Col::U(ss.generate_state_u64(n)), DType::U64),
                false => (
                    Col::U(
                        ss.generate_state_u32(n)
                            .into_iter()
                            .map(u64::from)
                            .collect(),
                    ),
                    DType::U32,
                ),
            };
            Ok(Value::Array(arr::Array::from_col(
                col,
                dtype,
                vec![n],
                true,
            )))
        }),
    );
    r.set(
        "_fresh_entropy",
        native("_fresh_entropy", |_, _, _| {
            let s = crate::array::random::Stream::fresh();
            let bits = (s.key[1] as u64) << 32 | s.key[0] as u64;
            Ok(Value::Int((bits >> 1) as i64))
        }),
    );
    // Until the stdlib loads, the name is a function that loads it and makes an instance;
    // `stdlib::resolve_class` then puts the class itself in its place.
    let np2 = np.clone();
    let stub = move |it: &mut Interp, a: &[Value], kw: &[(Rc<str>, Value)]| {
        let np = np2
            .upgrade()
            .ok_or_else(|| type_err("the numpy namespace is gone"))?;
        if let Some(load) = np.get("__stdlib_load__") {
            it.call(&load, &[], &[])?;
        }
        let Some(Value::Module(random)) = np.get("random") else {
            return Err(type_err("numpy.random is gone"));
        };
        match random.get("SeedSequence") {
            Some(class @ Value::Class(_)) => it.call(&class, a, kw),
            _ => Err(type_err("SeedSequence is not in gpa's stdlib")),
        }
    };
    r.set(
        "SeedSequence",
        Value::Native(Rc::new(NativeFn {
            name: "SeedSequence".into(),
            f: Rc::new(stub),
            host: Some(true),
            sig: crate::builtins::decl::array_fn("numpy.random", "SeedSequence"),
        })),
    );
    if let Some(np) = np.upgrade()
        && let Some(load) = np.get("__stdlib_load__")
    {
        r.set("__stdlib_load__", load);
    }
}

fn words_of(it: &mut Interp, v: &Value) -> RtResult<Vec<u32>> {
    let items = it.to_vec(v)?;
    items
        .iter()
        .map(|w| u32::try_from(want_int(w, "word")?).map_err(|_| value_err("a word is 32 bits")))
        .collect()
}
