//! `_random`: the Mersenne Twister behind Python's `random` module (`pylib/random.gpa`
//! writes the distributions in gpa, in CPython's steps). The generator is the one NumPy's
//! legacy `RandomState` uses; Python seeds it with `init_by_array` of the seed's 32-bit words.
use super::{arity, native, want_int};
use crate::array::np_random::{BitGen, Mt19937};
use crate::interp::error::{RtResult, value_err};
use crate::interp::value::{Module, Value};
use std::cell::RefCell;
use std::rc::Rc;

pub fn module() -> Rc<Module> {
    let m = Module::new("_random");
    m.set(
        "generator",
        native("generator", |_, a, _| {
            arity("generator", a, 0, 0)?;
            Ok(Value::Module(generator()))
        }),
    );
    m
}

/// One generator: `seed_words(list)`, `random()` (53-bit float), `bits32()`.
fn generator() -> Rc<Module> {
    let repr = "<_random.generator object>".to_string();
    let g = Module::record("generator", repr.clone(), repr);
    let st = Rc::new(RefCell::new(Mt19937::from_key(&[0])));
    let s = st.clone();
    g.set(
        "seed_words",
        native("seed_words", move |it, a, _| {
            arity("seed_words", a, 1, 1)?;
            let words = it
                .to_vec(&a[0])?
                .iter()
                .map(|v| want_int(v, "seed_words").map(|w| w as u32))
                .collect::<RtResult<Vec<u32>>>()?;
            if words.is_empty() {
                return Err(value_err("seed_words needs at least one word"));
            }
            *s.borrow_mut() = Mt19937::from_key(&words);
            Ok(Value::None)
        }),
    );
    // CPython's state: the 624 key words and the position, as 625 ints.
    let s = st.clone();
    g.set(
        "state",
        native("state", move |_, a, _| {
            arity("state", a, 0, 0)?;
            let mt = s.borrow();
            let mut v: Vec<Value> = mt.key.iter().map(|&w| Value::Int(w as i64)).collect();
            v.push(Value::Int(mt.pos as i64));
            Ok(Value::tuple(v))
        }),
    );
    let s = st.clone();
    g.set(
        "set_state",
        native("set_state", move |it, a, _| {
            arity("set_state", a, 1, 1)?;
            let words = it
                .to_vec(&a[0])?
                .iter()
                .map(|v| want_int(v, "state"))
                .collect::<RtResult<Vec<i64>>>()?;
            let n = s.borrow().key.len();
            if words.len() != n + 1 {
                return Err(value_err("state vector is the wrong size"));
            }
            let pos = words[n];
            if !(0..=n as i64).contains(&pos) {
                return Err(value_err("invalid state"));
            }
            let mut mt = s.borrow_mut();
            for (k, w) in mt.key.iter_mut().zip(&words) {
                *k = *w as u32;
            }
            mt.pos = pos as usize;
            Ok(Value::None)
        }),
    );
    let s = st.clone();
    g.set(
        "random",
        native("random", move |_, a, _| {
            arity("random", a, 0, 0)?;
            Ok(Value::Float(s.borrow_mut().next_f64()))
        }),
    );
    g.set(
        "bits32",
        native("bits32", move |_, a, _| {
            arity("bits32", a, 0, 0)?;
            Ok(Value::Int(st.borrow_mut().next_u32() as i64))
        }),
    );
    g
}
