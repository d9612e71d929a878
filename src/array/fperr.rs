//! Floating-point errors as NumPy reports them: "divide by zero", "overflow" and "invalid
//! value" events of elementwise operations (NumPy reads the FPU's flags after each loop;
//! gpa looks at each result register of a CPU program, which costs one scan of a chunk
//! that is still in cache, and a closer look only where a value is not finite), the error
//! state that says what to do with each kind (`np.seterr`/`np.errstate`), captured when
//! work is queued, and the events a run leaves for the interpreter to report.
use super::col::Col;
use super::dtype::DType;
use super::ops::Op;
use crate::lazy::Origin;
use std::cell::{Cell, RefCell};

pub const DIVIDE: u8 = 1;
pub const OVER: u8 = 2;
pub const UNDER: u8 = 4;
pub const INVALID: u8 = 8;

/// The kinds in NumPy's order, with their `seterr` names and their message text.
pub const KINDS: [(u8, &str, &str); 4] = [
    (DIVIDE, "divide", "divide by zero"),
    (OVER, "over", "overflow"),
    (UNDER, "under", "underflow"),
    (INVALID, "invalid", "invalid value"),
];

/// What to do with one kind of event (NumPy's modes that gpa supports).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Ignore = 0,
    Warn = 1,
    Raise = 2,
    Print = 3,
}

impl Mode {
    pub const NAMES: [&str; 4] = ["ignore", "warn", "raise", "print"];

    pub fn parse(s: &str) -> Option<Mode> {
        Some(match s {
            "ignore" => Mode::Ignore,
            "warn" => Mode::Warn,
            "raise" => Mode::Raise,
            "print" => Mode::Print,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        Mode::NAMES[self as usize]
    }
}

/// The mode of each kind, two bits per kind in `KINDS` order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Modes(u8);

impl Default for Modes {
    fn default() -> Self {
        Modes::NUMPY
    }
}

impl Modes {
    /// NumPy's default: warn, except underflow (ignored).
    pub const NUMPY: Modes = Modes(1 | 1 << 2 | 1 << 6);

    fn shift(kind: u8) -> u8 {
        2 * kind.trailing_zeros() as u8
    }

    pub fn get(self, kind: u8) -> Mode {
        match (self.0 >> Modes::shift(kind)) & 3 {
            0 => Mode::Ignore,
            1 => Mode::Warn,
            2 => Mode::Raise,
            _ => Mode::Print,
        }
    }

    /// Some kind raises `FloatingPointError`.
    pub fn any_raise(self) -> bool {
        KINDS.iter().any(|&(k, _, _)| self.get(k) == Mode::Raise)
    }

    pub fn with(self, kind: u8, m: Mode) -> Modes {
        let s = Modes::shift(kind);
        Modes((self.0 & !(3 << s)) | ((m as u8) << s))
    }
}

/// An event a run found: the statement that queued the operation, its NumPy name, the kind.
#[derive(Clone, Debug)]
pub struct Event {
    pub origin: Origin,
    pub op: &'static str,
    pub kind: u8,
    /// An operator on NumPy scalars alone ("scalar divide").
    pub scalar: bool,
}

impl Event {
    /// NumPy's text: `divide by zero encountered in divide`.
    pub fn message(&self) -> String {
        if self.scalar {
            return message(self.kind, &format!("scalar {}", self.op));
        }
        message(self.kind, self.op)
    }
}

/// Runs `f` with every kind ignored: work it queues reports nothing (gpa's own uses of
/// operations where NumPy's code sets `errstate` or never computes the values).
pub fn quiet<T>(f: impl FnOnce() -> T) -> T {
    let old = modes();
    set_modes(Modes(0));
    let out = f();
    set_modes(old);
    out
}

/// Runs `f` (work that runs now) with its events named `op` (`divmod`'s two parts).
pub fn renamed<T>(op: &'static str, f: impl FnOnce() -> T) -> T {
    RENAMED.with(|s| s.set(Some(op)));
    let out = f();
    RENAMED.with(|s| s.set(None));
    out
}

/// The name `renamed` gives the work running now.
pub fn renamed_now() -> Option<&'static str> {
    RENAMED.with(|s| s.get())
}

/// Runs `f` (the computation of an operator on scalars): its events say "scalar".
pub fn scalar_op<T>(f: impl FnOnce() -> T) -> T {
    SCALAR.with(|s| s.set(true));
    let out = f();
    SCALAR.with(|s| s.set(false));
    out
}

/// Whether the work running now is an operator on scalars.
pub fn in_scalar_op() -> bool {
    SCALAR.with(|s| s.get())
}

pub fn message(kind: u8, op: &str) -> String {
    let text = KINDS
        .iter()
        .find(|k| k.0 == kind)
        .map_or("floating point error", |k| k.2);
    format!("{text} encountered in {op}")
}

thread_local! {
    static MODES: Cell<Modes> = const { Cell::new(Modes::NUMPY) };
    static EVENTS: RefCell<Vec<Event>> = const { RefCell::new(Vec::new()) };
    static SCALAR: Cell<bool> = const { Cell::new(false) };
    static RENAMED: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// The error state now (`np.geterr`); work queued now keeps it.
pub fn modes() -> Modes {
    MODES.with(|m| m.get())
}

thread_local! {
    /// Warnings are being recorded (`catch_warnings(record=True)`) or turned into errors.
    static WATCHED: Cell<bool> = const { Cell::new(false) };
    /// `eager()`, kept up to date by `set_modes` and `set_watched`.
    static EAGER: Cell<bool> = const { Cell::new(false) };
}

/// The interpreter says whether its warnings are recorded or raised (`Interp::watch_warnings`;
/// a new interpreter starts with neither).
pub fn set_watched(on: bool) {
    WATCHED.with(|w| w.set(on));
    update_eager();
}

fn update_eager() {
    let on = modes().any_raise() || WATCHED.with(|w| w.get());
    EAGER.with(|e| e.set(on));
}

/// Work queued now must run by the end of its statement, as NumPy's eager loops do, when
/// what its events do has to happen inside that statement: an error state that raises (a
/// `try` around it catches `FloatingPointError`), or warnings recorded or raised.
pub fn eager() -> bool {
    EAGER.with(|e| e.get())
}

pub fn set_modes(m: Modes) {
    MODES.with(|c| c.set(m));
    update_eager();
}

/// Notes an event to report (its mode said warn or print).
pub fn record(e: Event) {
    EVENTS.with(|v| v.borrow_mut().push(e));
    crate::attention::raise();
}

/// Whether events wait to be reported (checked after every statement).
pub fn has_events() -> bool {
    EVENTS.with(|v| !v.borrow().is_empty())
}

/// The events since the last call, for the interpreter to report.
pub fn take_events() -> Vec<Event> {
    EVENTS.with(|v| std::mem::take(&mut *v.borrow_mut()))
}

/// Whether some value of a float or complex column is NaN or infinite (the fast test).
pub fn any_nonfinite(c: &Col) -> bool {
    match c {
        Col::S(v) => !v.iter().fold(true, |ok, x| ok & x.is_finite()),
        Col::F(v) => !v.iter().fold(true, |ok, x| ok & x.is_finite()),
        Col::Z(v) => !v
            .iter()
            .fold(true, |ok, (a, b)| ok & a.is_finite() & b.is_finite()),
        Col::C(v) => !v
            .iter()
            .fold(true, |ok, (a, b)| ok & a.is_finite() & b.is_finite()),
        _ => false,
    }
}

/// Element `i` as (re, im) in f64, for the close look.
fn at(c: &Col, i: usize) -> (f64, f64) {
    match c {
        Col::S(v) => (v[i] as f64, 0.0),
        Col::F(v) => (v[i], 0.0),
        Col::Z(v) => (v[i].0 as f64, v[i].1 as f64),
        Col::C(v) => v[i],
        Col::I(v) => (v[i] as f64, 0.0),
        Col::U(v) => (v[i] as f64, 0.0),
        Col::B(v) => (v[i] as u8 as f64, 0.0),
    }
}

fn is_nan((a, b): (f64, f64)) -> bool {
    a.is_nan() || b.is_nan()
}

fn is_finite((a, b): (f64, f64)) -> bool {
    a.is_finite() && b.is_finite()
}

fn is_zero((a, b): (f64, f64)) -> bool {
    a == 0.0 && b == 0.0
}

/// The kinds of event in `out = op(inputs)`: NaN from non-NaN inputs is invalid; an
/// infinity from finite inputs is a division by zero where the operation divides by (or
/// takes the logarithm of) zero, an overflow otherwise.
fn classify(op: Op, inputs: &[&Col], out: &Col) -> u8 {
    if !any_nonfinite(out) {
        return 0;
    }
    let complex = matches!(out, Col::Z(_) | Col::C(_));
    let mut flags = 0;
    for i in 0..out.len() {
        let o = at(out, i);
        if is_finite(o) {
            continue;
        }
        let x: Vec<(f64, f64)> = inputs.iter().map(|c| at(c, i)).collect();
        let divides = match (op, x.as_slice()) {
            (Op::Div | Op::FloorDiv | Op::Mod | Op::Fmod, [_, y]) => is_zero(*y),
            (Op::Pow | Op::FloatPower, [b, _]) => is_zero(*b),
            (Op::Log | Op::Log2 | Op::Log10 | Op::Reciprocal, [a]) => is_zero(*a),
            (Op::Log1p, [a]) => *a == (-1.0, 0.0),
            (Op::Arctanh, [a]) => a.0.abs() == 1.0 && a.1 == 0.0,
            _ => false,
        };
        if x.iter().all(|v| is_finite(*v)) && o.0.is_infinite() | o.1.is_infinite() {
            flags |= if divides { DIVIDE } else { OVER };
            // A complex division of a nonzero value by zero is (inf, nan): NumPy reports the
            // division only.
            if divides && complex && !is_zero(x[0]) {
                continue;
            }
        }
        if is_nan(o) && !x.iter().any(|v| is_nan(*v)) {
            flags |= INVALID;
        }
        if flags == DIVIDE | OVER | INVALID {
            break;
        }
    }
    flags
}

/// Events of a unary operation on a lane column.
pub fn unary(op: Op, x: &Col, out: &Col) -> u8 {
    classify(op, &[x], out)
}

/// Events of a binary operation (inputs already in the compute dtype `ct`).
pub fn binary(op: Op, ct: DType, x: &Col, y: &Col, out: &Col) -> u8 {
    let divides = matches!(op, Op::FloorDiv | Op::Mod | Op::Fmod);
    match (x, y) {
        // Integer division by zero: NumPy's loops set the divide flag and give 0; the
        // smallest integer divided by -1 overflows.
        (Col::I(a), Col::I(b)) if divides => {
            let min = int_min(ct);
            let mut flags = 0;
            for (&p, &q) in a.iter().zip(b) {
                if q == 0 {
                    flags |= DIVIDE;
                } else if q == -1 && p == min && op == Op::FloorDiv {
                    flags |= OVER;
                }
            }
            flags
        }
        (_, Col::U(b)) if divides => {
            if b.contains(&0) {
                DIVIDE
            } else {
                0
            }
        }
        _ => classify(op, &[x, y], out),
    }
}

/// Integer `+ - *` whose exact result differs from the wrapped one (NumPy checks this for
/// operators on scalars only: `np.uint8(200) + np.uint8(100)` warns, arrays wrap quietly).
pub fn int_overflow(op: Op, x: &Col, y: &Col, out: &Col) -> u8 {
    let exact = |p: i128, q: i128| match op {
        Op::Add => p.checked_add(q),
        Op::Sub => p.checked_sub(q),
        _ => p.checked_mul(q),
    };
    let over = match (x, y, out) {
        (Col::I(a), Col::I(b), Col::I(o)) => a
            .iter()
            .zip(b)
            .zip(o)
            .any(|((&p, &q), &r)| exact(p as i128, q as i128) != Some(r as i128)),
        (Col::U(a), Col::U(b), Col::U(o)) => a
            .iter()
            .zip(b)
            .zip(o)
            .any(|((&p, &q), &r)| exact(p as i128, q as i128) != Some(r as i128)),
        _ => false,
    };
    if over { OVER } else { 0 }
}

/// Events of a unary operation on integers: `reciprocal(0)` divides by zero.
pub fn unary_int(op: Op, x: &Col) -> u8 {
    let zero = match x {
        Col::I(v) => v.contains(&0),
        Col::U(v) => v.contains(&0),
        Col::B(v) => v.contains(&false),
        _ => false,
    };
    if op == Op::Reciprocal && zero {
        DIVIDE | INVALID
    } else {
        0
    }
}

fn int_min(d: DType) -> i64 {
    match d {
        DType::I8 => i8::MIN as i64,
        DType::I16 => i16::MIN as i64,
        DType::I32 => i32::MIN as i64,
        _ => i64::MIN,
    }
}

/// Events of a cast: a float that no integer of the target holds is invalid (NumPy's
/// conversions go through 32- or 64-bit integers, so only those ranges count); a finite
/// value that becomes infinite in a narrower float overflows.
pub fn cast(x: &Col, from: DType, to: DType, out: &Col) -> u8 {
    if from.is_float() && to.is_int() {
        let (lo, hi) = match to {
            DType::I64 => (-9.223_372_036_854_776e18, 9.223_372_036_854_776e18),
            DType::U64 => (-9.223_372_036_854_776e18, 1.844_674_407_370_955_2e19),
            DType::U32 => (-9.223_372_036_854_776e18, 9.223_372_036_854_776e18),
            _ => (-2_147_483_648.0, 2_147_483_648.0),
        };
        let bad = |v: f64| !(v >= lo && v < hi);
        let any = match x {
            Col::S(v) => v.iter().any(|&a| bad(a as f64)),
            Col::F(v) => v.iter().any(|&a| bad(a)),
            _ => false,
        };
        return if any { INVALID } else { 0 };
    }
    if to.is_float() && !from.is_complex() && any_nonfinite(out) {
        for i in 0..out.len() {
            if !is_finite(at(out, i)) && is_finite(at(x, i)) {
                return OVER;
            }
        }
    }
    0
}
