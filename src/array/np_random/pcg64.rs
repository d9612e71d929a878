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
        let s = self.state;
        (((s >> 64) as u64) ^ (s as u64)).rotate_right((s >> 122) as u32)
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
        (self.next_u64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0)
    }
}
