//! NumPy's `PCG64` (PCG XSL-RR 128/64), the default bit generator of `default_rng`.
use super::{BitGen, SeedSequence};

const MULT: u128 = (2_549_297_995_355_413_924u128 << 64) | 4_865_540_595_714_422_341u128;

/// 128-bit LCG state and odd increment, plus the upper half of the last 64-bit draw
/// that a 32-bit request left over (NumPy's `has_uint32` / `uinteger`): 32-bit users
/// such as bounded integers take the low half first, then the saved high half.
#[derive(Clone, Debug, PartialEq)]
pub struct Pcg64 {
    pub state: u128,
    pub inc: u128,
    pub saved_u32: Option<u32>,
}

impl Pcg64 {
    /// `PCG64(seed)`: state and stream from `SeedSequence(seed).generate_state(4, uint64)`
    /// (words 0,1 = state high, low; words 2,3 = increment high, low).
    pub fn from_seed_seq(ss: &SeedSequence) -> Pcg64 {
        let w = ss.generate_state_u64(4);
        let s = (w[0] as u128) << 64 | w[1] as u128;
        let i = (w[2] as u128) << 64 | w[3] as u128;
        Pcg64::from_state_seq(s, i)
    }

    /// PCG's `srandom`: pick the stream, step, add the initial state, step.
    pub fn from_state_seq(initstate: u128, initseq: u128) -> Pcg64 {
        let mut p = Pcg64 {
            state: 0,
            inc: (initseq << 1) | 1,
            saved_u32: None,
        };
        p.step();
        p.state = p.state.wrapping_add(initstate);
        p.step();
        p
    }

    fn step(&mut self) {
        self.state = self.state.wrapping_mul(MULT).wrapping_add(self.inc);
    }
}

impl BitGen for Pcg64 {
    /// Step first, then output from the new state.
    fn next_u64(&mut self) -> u64 {
        self.step();
        output(self.state)
    }

    fn next_u32(&mut self) -> u32 {
        if let Some(u) = self.saved_u32.take() {
            return u;
        }
        let n = self.next_u64();
        self.saved_u32 = Some((n >> 32) as u32);
        n as u32
    }

    /// Top 53 bits; leaves a saved 32-bit half untouched.
    fn next_f64(&mut self) -> f64 {
        float53(self.next_u64())
    }
}

/// PCG64's output function (XSL-RR): the state's halves xor-ed, rotated by its top 6 bits.
pub fn output(s: u128) -> u64 {
    (((s >> 64) as u64) ^ (s as u64)).rotate_right((s >> 122) as u32)
}

/// NumPy's float64 uniform from a 64-bit draw: its top 53 bits.
pub fn float53(u: u64) -> f64 {
    (u >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
}

/// NumPy's float32 uniform from a 32-bit draw: its top 24 bits.
pub fn float24(u: u32) -> f32 {
    (u >> 8) as f32 * (1.0 / 16_777_216.0)
}

/// `delta` steps of the LCG as one affine map `s -> mult * s + plus`, built by squaring
/// (Brown, "Random number generation with arbitrary strides", 1994): O(log delta) products.
pub fn jump(inc: u128, mut delta: u128) -> (u128, u128) {
    let (mut step_mult, mut step_plus) = (MULT, inc);
    let (mut mult, mut plus) = (1u128, 0u128);
    while delta > 0 {
        if delta & 1 == 1 {
            mult = mult.wrapping_mul(step_mult);
            plus = plus.wrapping_mul(step_mult).wrapping_add(step_plus);
        }
        // Two applications of the current map: m*(m*s + p) + p.
        step_plus = step_mult.wrapping_add(1).wrapping_mul(step_plus);
        step_mult = step_mult.wrapping_mul(step_mult);
        delta >>= 1;
    }
    (mult, plus)
}

/// A run of NumPy's uniforms that a backend makes in parallel, each thread jumping ahead
/// to its own words (`backend/cpu/pcg.rs`, `kernels/pcg64.cu`): word `k` is the output of
/// `state` after `k + 1` steps. A float64 takes a word's top 53 bits; float32s take the top
/// 24 bits of each half of a word (low half first), after `lead`, a half that an earlier
/// 32-bit draw left over.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PcgRun {
    pub state: u128,
    pub inc: u128,
    pub n: usize,
    pub single: bool,
    pub lead: Option<u32>,
}

impl PcgRun {
    /// The 64-bit words the run consumes.
    pub fn words(&self) -> usize {
        match self.single {
            false => self.n,
            true => self
                .n
                .saturating_sub(self.lead.is_some() as usize)
                .div_ceil(2),
        }
    }

    /// The state after `k` words (`k` steps).
    pub fn state_at(&self, k: usize) -> u128 {
        let (m, p) = jump(self.inc, k as u128);
        m.wrapping_mul(self.state).wrapping_add(p)
    }
}

impl Pcg64 {
    /// Moves the generator `delta` steps ahead (NumPy's `PCG64.advance`, which also drops a
    /// saved 32-bit half).
    pub fn advance(&mut self, delta: u128) {
        let (m, p) = jump(self.inc, delta);
        self.state = m.wrapping_mul(self.state).wrapping_add(p);
        self.saved_u32 = None;
    }

    /// Hands `n` uniforms (float32 when `single`) to a parallel draw: the run that makes
    /// them, with this generator moved past them as if it had drawn them one at a time.
    pub fn take_run(&mut self, n: usize, single: bool) -> PcgRun {
        let lead = if single && n > 0 {
            self.saved_u32.take()
        } else {
            None
        };
        let run = PcgRun {
            state: self.state,
            inc: self.inc,
            n,
            single,
            lead,
        };
        self.state = run.state_at(run.words());
        // An odd count of halves leaves the last word's high half for the next 32-bit draw.
        if single && n.saturating_sub(lead.is_some() as usize) % 2 == 1 {
            self.saved_u32 = Some((output(self.state) >> 32) as u32);
        }
        run
    }
}
