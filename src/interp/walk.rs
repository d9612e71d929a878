//! Generators whose `yield`s are all statements (`yield v` or `x = yield v`) inside `if`,
//! `while` and `for` blocks run without a coroutine stack: the body's position is kept as
//! data (the blocks it is inside, the statement it is at), and each resume walks on from
//! there on the caller's stack. Everything that holds no `yield` runs through the ordinary
//! `exec`, so only the few statements on the way to a `yield` are stepped through here.
//!
//! A `yield` anywhere else (in an expression, a `try`, a `with`, `yield from`) needs the
//! Rust frames between it and the body kept alive: such generators run on a coroutine
//! (`generator.rs`). With no `try`/`with` around a suspension point, nothing in the body
//! can catch what `throw` or `close` raise there, so both simply end the walk.
use super::error::RtResult;
use super::exec::{Flow, at};
use super::value::Value;
use super::{Frame, Interp};
use crate::ir::{Ex, FuncCode, St, Stmt};
use std::rc::Rc;

/// The statements `code`'s body steps into (compound statements holding a `yield`, and the
/// `yield` statements), by address, when every `yield` is one of them; else None.
pub fn plan(code: &FuncCode) -> Option<&[usize]> {
    code.walk_plan
        .get_or_init(|| {
            let mut stops = Vec::new();
            let found = collect(&code.body, &mut stops);
            (found == code.yields && found > 0).then(|| stops.into_boxed_slice())
        })
        .as_deref()
}

/// Adds the statements of `block` on a way to a statement `yield`; gives how many such
/// `yield`s it found (a `yield` elsewhere is not counted, so the totals then differ).
fn collect(block: &[Stmt], stops: &mut Vec<usize>) -> u32 {
    let mut found = 0;
    for s in block {
        let n = match &s.kind {
            St::Expr(Ex::Yield(_, _)) | St::Assign(_, Ex::Yield(_, _)) => 1,
            St::If(_, a, b) | St::While(_, a, b) | St::For(_, _, a, b) => {
                collect(a, stops) + collect(b, stops)
            }
            _ => 0,
        };
        if n > 0 {
            stops.push(s as *const Stmt as usize);
        }
        found += n;
    }
    found
}

/// A suspended (or not yet started) walk through a generator's body.
pub struct Walk {
    pub frame: Frame,
    code: Rc<FuncCode>,
    /// The blocks the body is in, outermost (the body itself) first.
    levels: Vec<Level>,
    pub done: bool,
}

struct Level {
    /// This level's block, in the `code` its `Walk` holds (see `Level::block`).
    block: *const [Stmt],
    /// The statement of the block that runs now (or is suspended in).
    at: usize,
    kind: Kind,
}

impl Level {
    fn new(block: &[Stmt], kind: Kind) -> Level {
        Level { block, at: 0, kind }
    }

    /// The block, borrowed for as long as the code it lies in.
    fn block<'c>(&self, _code: &'c FuncCode) -> &'c [Stmt] {
        // SAFETY: `block` points into `code`'s statements, which the `Walk` keeps alive
        // through its `Rc` and which nothing mutates after lowering.
        unsafe { &*self.block }
    }
}

enum Kind {
    Body,
    /// A branch of an `if`.
    If,
    While,
    /// A `for` body, with the loop's iterator.
    For(Value),
    /// The `else` of a `while` or `for`.
    Else,
}

/// What one resume came to: a value yielded, or the body's end with its return value.
pub enum Walked {
    Yielded(Value),
    Returned(Value),
}

impl Walk {
    pub fn new(frame: Frame, code: Rc<FuncCode>) -> Walk {
        Walk {
            frame,
            code,
            levels: Vec::new(),
            done: false,
        }
    }
}

impl Interp {
    /// Runs `w` from where it stands to its next `yield` or its end; `sent` is the value of
    /// the pending `x = yield v`.
    pub fn walk_resume(&mut self, w: &mut Walk, sent: Value) -> RtResult<Walked> {
        let code = w.code.clone();
        let stops = plan(&code).unwrap_or(&[]);
        let src = w.frame.src;
        match w.levels.last_mut() {
            None => w.levels.push(Level::new(&code.body, Kind::Body)),
            Some(l) => {
                // Back at the `yield` statement it stopped in: the value sent is its value.
                let s = &l.block(&code)[l.at];
                l.at += 1;
                if let St::Assign(t, _) = &s.kind {
                    self.assign(t, sent, &mut w.frame)
                        .map_err(|e| at(e, src, s.span))?;
                }
                self.after_statement(&w.frame, s)?;
            }
        }
        loop {
            let l = w.levels.last_mut().expect("the body's level stays");
            let Some(s) = l.block(&code).get(l.at) else {
                if let Some(done) = self.block_end(w, &code)? {
                    return Ok(done);
                }
                continue;
            };
            if !stops.contains(&(s as *const Stmt as usize)) {
                let flow = self.exec(s, &mut w.frame)?;
                self.after_statement(&w.frame, s)?;
                match flow {
                    Flow::Normal => {
                        if let Some(l) = w.levels.last_mut() {
                            l.at += 1;
                        }
                    }
                    Flow::Return(v) => return Ok(Walked::Returned(v)),
                    Flow::Break => break_out(&mut w.levels),
                    Flow::Continue => continue_out(&mut w.levels),
                }
                continue;
            }
            crate::lazy::set_origin(src, s.span);
            let f = &mut w.frame;
            let here = |e| at(e, src, s.span);
            let level = match &s.kind {
                St::Expr(Ex::Yield(v, _)) | St::Assign(_, Ex::Yield(v, _)) => {
                    let v = match v {
                        Some(v) => self.eval(v, f).map_err(here)?,
                        None => Value::None,
                    };
                    return Ok(Walked::Yielded(v));
                }
                St::If(c, then, orelse) => {
                    let c = self.eval(c, f).map_err(here)?;
                    match self.truth(&c).map_err(here)? {
                        true => Level::new(then, Kind::If),
                        false => Level::new(orelse, Kind::If),
                    }
                }
                St::While(c, body, orelse) => {
                    let c = self.eval(c, f).map_err(here)?;
                    match self.truth(&c).map_err(here)? {
                        true => Level::new(body, Kind::While),
                        false => Level::new(orelse, Kind::Else),
                    }
                }
                St::For(t, it, body, orelse) => {
                    let v = self.eval(it, f).map_err(here)?;
                    let iter = self.iter(&v).map_err(here)?;
                    match self.next(&iter).map_err(here)? {
                        Some(v) => {
                            self.assign(t, v, f).map_err(here)?;
                            Level::new(body, Kind::For(iter))
                        }
                        None => Level::new(orelse, Kind::Else),
                    }
                }
                _ => unreachable!("only these statements are stops"),
            };
            if level.block(&code).is_empty() {
                // An `else` that is not there: on to the next statement.
                if let Some(l) = w.levels.last_mut() {
                    l.at += 1;
                }
            } else {
                w.levels.push(level);
            }
        }
    }

    /// The end of the innermost level's block: a loop goes round again, anything else
    /// returns to the statement after it; the body's end is the generator's.
    fn block_end(&mut self, w: &mut Walk, code: &FuncCode) -> RtResult<Option<Walked>> {
        let src = w.frame.src;
        if w.levels.len() == 1 {
            return Ok(Some(Walked::Returned(Value::None)));
        }
        let level = w.levels.pop().expect("more than the body's level");
        let parent = w.levels.last_mut().expect("the body's level stays");
        let s = &parent.block(code)[parent.at];
        match (level.kind, &s.kind) {
            // The `while` statement runs again: its condition decides.
            (Kind::While, _) => self.tick().map_err(|e| at(e, src, s.span))?,
            (Kind::For(iter), St::For(t, _, body, orelse)) => {
                self.tick().map_err(|e| at(e, src, s.span))?;
                let here = |e| at(e, src, s.span);
                match self.next(&iter).map_err(here)? {
                    Some(v) => {
                        self.assign(t, v, &mut w.frame).map_err(here)?;
                        w.levels.push(Level::new(body, Kind::For(iter)));
                    }
                    None if orelse.is_empty() => parent.at += 1,
                    None => w.levels.push(Level::new(orelse, Kind::Else)),
                }
            }
            _ => parent.at += 1,
        }
        Ok(None)
    }
}

/// `break`: leaves the innermost loop the walk is in (its `else` skipped).
fn break_out(levels: &mut Vec<Level>) {
    while let Some(l) = levels.pop() {
        if matches!(l.kind, Kind::While | Kind::For(_)) {
            break;
        }
    }
    if let Some(parent) = levels.last_mut() {
        parent.at += 1;
    }
}

/// `continue`: drops the levels inside the innermost loop and ends its block.
fn continue_out(levels: &mut Vec<Level>) {
    while let Some(l) = levels.last_mut() {
        if matches!(l.kind, Kind::While | Kind::For(_)) {
            l.at = usize::MAX;
            return;
        }
        levels.pop();
    }
}
