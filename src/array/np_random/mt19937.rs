//! The Mersenne Twister as NumPy's `MT19937` / `RandomState` runs it.
use super::BitGen;

const N: usize = 624;
const M: usize = 397;
const MATRIX_A: u32 = 0x9908_b0df;
const UPPER: u32 = 0x8000_0000;
const LOWER: u32 = 0x7fff_ffff;

/// MT19937 state: 624 words and the read position (624 = twist before the next read).
#[derive(Clone)]
pub struct Mt19937 {
    pub key: [u32; N],
    pub pos: usize,
}

impl std::fmt::Debug for Mt19937 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Mt19937 {{ pos: {}, key[0..2]: {:?} }}",
            self.pos,
            &self.key[..2]
        )
    }
}

impl Mt19937 {
    /// Knuth's linear seeding (`init_genrand`): what `RandomState(int)` and
    /// `np.random.seed(int)` use for an int in [0, 2**32).
    pub fn new(seed: u32) -> Mt19937 {
        let mut key = [0u32; N];
        key[0] = seed;
        for i in 1..N {
            let prev = key[i - 1];
            key[i] = 1_812_433_253u32
                .wrapping_mul(prev ^ (prev >> 30))
                .wrapping_add(i as u32);
        }
        Mt19937 { key, pos: N }
    }

    /// `init_by_array`: what `RandomState(seq)` uses for a non-empty 1-d sequence of
    /// ints in [0, 2**32) (a one-element list is NOT the same as the bare int).
    /// Panics on an empty key; NumPy raises "Seed must be non-empty" there.
    pub fn from_key(init: &[u32]) -> Mt19937 {
        assert!(!init.is_empty(), "Seed must be non-empty");
        let mut mt = Mt19937::new(19_650_218);
        let k = &mut mt.key;
        let (mut i, mut j) = (1usize, 0usize);
        for _ in 0..N.max(init.len()) {
            let prev = k[i - 1];
            k[i] = (k[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_664_525))
                .wrapping_add(init[j])
                .wrapping_add(j as u32);
            i += 1;
            j += 1;
            if i >= N {
                k[0] = k[N - 1];
                i = 1;
            }
            if j >= init.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let prev = k[i - 1];
            k[i] =
                (k[i] ^ (prev ^ (prev >> 30)).wrapping_mul(1_566_083_941)).wrapping_sub(i as u32);
            i += 1;
            if i >= N {
                k[0] = k[N - 1];
                i = 1;
            }
        }
        k[0] = UPPER; // guarantees a non-zero state
        mt.pos = N;
        mt
    }

    /// Regenerate all 624 words. Indices past the end wrap onto words already
    /// regenerated in this pass, as the reference's three loops do.
    fn twist(&mut self) {
        let k = &mut self.key;
        for i in 0..N {
            let y = (k[i] & UPPER) | (k[(i + 1) % N] & LOWER);
            let mag = if y & 1 == 1 { MATRIX_A } else { 0 };
            k[i] = k[(i + M) % N] ^ (y >> 1) ^ mag;
        }
        self.pos = 0;
    }
}

impl BitGen for Mt19937 {
    fn next_u32(&mut self) -> u32 {
        if self.pos == N {
            self.twist();
        }
        let mut y = self.key[self.pos];
        self.pos += 1;
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// Two words, the first drawn as the high half (NumPy's build evaluates it so).
    fn next_u64(&mut self) -> u64 {
        let hi = self.next_u32() as u64;
        let lo = self.next_u32() as u64;
        (hi << 32) | lo
    }

    /// 27 + 26 bits from two words, the classic `genrand_res53`.
    fn next_f64(&mut self) -> f64 {
        let a = (self.next_u32() >> 5) as f64;
        let b = (self.next_u32() >> 6) as f64;
        (a * 67_108_864.0 + b) / 9_007_199_254_740_992.0
    }
}
