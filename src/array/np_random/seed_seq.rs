//! NumPy's `SeedSequence` (entropy pool of 4 words), without spawn keys.

const POOL: usize = 4;
const INIT_A: u32 = 0x43b0_d7e5;
const MULT_A: u32 = 0x931e_8875;
const INIT_B: u32 = 0x8b51_f9dd;
const MULT_B: u32 = 0x58f3_8ded;
const MIX_MULT_L: u32 = 0xca01_f9dd;
const MIX_MULT_R: u32 = 0x4973_f715;
const XSHIFT: u32 = 16;

/// The mixed entropy pool that `default_rng(seed)` derives a bit generator's state from.
#[derive(Clone, Debug, PartialEq)]
pub struct SeedSequence {
    pub pool: [u32; POOL],
}

/// One hashing step; the multiplier advances with every use, so call order matters.
fn hashmix(value: u32, hash_const: &mut u32) -> u32 {
    let mut v = value ^ *hash_const;
    *hash_const = hash_const.wrapping_mul(MULT_A);
    v = v.wrapping_mul(*hash_const);
    v ^ (v >> XSHIFT)
}

fn mix(x: u32, y: u32) -> u32 {
    let r = MIX_MULT_L
        .wrapping_mul(x)
        .wrapping_sub(MIX_MULT_R.wrapping_mul(y));
    r ^ (r >> XSHIFT)
}

impl SeedSequence {
    /// `SeedSequence(entropy)` for an int (`&[n]`) or a sequence of non-negative ints:
    /// each int becomes its 32-bit words, least significant first (0 gives one word),
    /// and the words are concatenated.
    pub fn new(entropy: &[u128]) -> SeedSequence {
        let mut words = Vec::new();
        for &n in entropy {
            if n == 0 {
                words.push(0);
            }
            let mut n = n;
            while n > 0 {
                words.push(n as u32);
                n >>= 32;
            }
        }
        SeedSequence::from_words(&words)
    }

    /// From the already assembled uint32 entropy words.
    pub fn from_words(entropy: &[u32]) -> SeedSequence {
        let mut pool = [0u32; POOL];
        let mut h = INIT_A;
        for (i, slot) in pool.iter_mut().enumerate() {
            *slot = hashmix(entropy.get(i).copied().unwrap_or(0), &mut h);
        }
        // Let every word influence every other, then fold in any entropy past the pool.
        for src in 0..POOL {
            for dst in 0..POOL {
                if src != dst {
                    let hm = hashmix(pool[src], &mut h);
                    pool[dst] = mix(pool[dst], hm);
                }
            }
        }
        for &w in entropy.iter().skip(POOL) {
            for slot in pool.iter_mut() {
                *slot = mix(*slot, hashmix(w, &mut h));
            }
        }
        SeedSequence { pool }
    }

    /// `generate_state(n, np.uint32)`.
    pub fn generate_state_u32(&self, n: usize) -> Vec<u32> {
        let mut h = INIT_B;
        (0..n)
            .map(|i| {
                let mut v = self.pool[i % POOL] ^ h;
                h = h.wrapping_mul(MULT_B);
                v = v.wrapping_mul(h);
                v ^ (v >> XSHIFT)
            })
            .collect()
    }

    /// `generate_state(n, np.uint64)`: twice the words, paired little-endian.
    pub fn generate_state_u64(&self, n: usize) -> Vec<u64> {
        let w = self.generate_state_u32(2 * n);
        w.chunks(2)
            .map(|c| c[0] as u64 | (c[1] as u64) << 32)
            .collect()
    }
}
