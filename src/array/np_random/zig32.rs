//! The Generator's float32 ziggurats (`standard_normal(dtype=np.float32)`,
//! `standard_exponential(dtype=np.float32)`): one 32-bit draw per value, 23 bits of magnitude. NumPy's float tables are its double tables at the
//! narrower width: thresholds shifted down, widths scaled up, heights rounded to float;
//! deriving them here keeps one table of record (`zig_tables.rs`).
use super::BitGen;
use super::zig_tables::{FE, FI, KE, KI, WE, WI};
use std::sync::LazyLock;

struct Tables {
    k: [u32; 256],
    w: [f32; 256],
    f: [f32; 256],
}

/// The double tables use 52 (normal) and 53 (exponential) magnitude bits; the float ones 23.
fn narrow(k: &[u64; 256], w: &[f64; 256], f: &[f64; 256], shift: u32) -> Tables {
    let scale = (1u64 << shift) as f64;
    Tables {
        k: std::array::from_fn(|i| (k[i] >> shift) as u32),
        w: std::array::from_fn(|i| (w[i] * scale) as f32),
        f: std::array::from_fn(|i| f[i] as f32),
    }
}

static NORMAL: LazyLock<Tables> = LazyLock::new(|| narrow(&KI, &WI, &FI, 29));
static EXPONENTIAL: LazyLock<Tables> = LazyLock::new(|| {
    let mut t = narrow(&KE, &WE, &FE, 30);
    // NumPy rounded this width from the exact value, which lies next to a float32 midpoint:
    // the double's rounding falls one float short (found by comparing 3M draws per seed).
    t.w[226] = f32::from_bits(t.w[226].to_bits() + 1);
    t
});

/// NumPy's `next_float`: the top 24 bits of a 32-bit draw.
pub(super) fn next_f32<B: BitGen>(b: &mut B) -> f32 {
    (b.next_u32() >> 8) as f32 * (1.0 / 16_777_216.0)
}

/// `standard_normal(dtype=float32)`: 8 bits layer, 1 bit sign, 23 bits magnitude.
pub(super) fn standard_normal<B: BitGen>(b: &mut B) -> f32 {
    // NumPy's float literals, rounded once from the decimal as C rounds them.
    #[allow(clippy::excessive_precision)]
    const R: f32 = 3.6541528853610087963519472518;
    #[allow(clippy::excessive_precision)]
    const INV_R: f32 = 0.27366123732975827203338247596;
    let t = &*NORMAL;
    loop {
        let r = b.next_u32();
        let idx = (r & 0xff) as usize;
        let sign = (r >> 8) & 1;
        let rabs = (r >> 9) & 0x007f_ffff;
        let mut x = rabs as f32 * t.w[idx];
        if sign == 1 {
            x = -x;
        }
        if rabs < t.k[idx] {
            return x;
        }
        if idx == 0 {
            loop {
                let xx = -INV_R * (-next_f32(b)).ln_1p();
                let yy = -(-next_f32(b)).ln_1p();
                if yy + yy > xx * xx {
                    return if (rabs >> 8) & 1 == 1 {
                        -(R + xx)
                    } else {
                        R + xx
                    };
                }
            }
        }
        // NumPy compares in double here (`exp(-0.5 * x * x)` on a float x).
        let u = (t.f[idx - 1] - t.f[idx]) * next_f32(b) + t.f[idx];
        let xd = x as f64;
        if (u as f64) < (-0.5 * xd * xd).exp() {
            return x;
        }
    }
}

/// `standard_exponential(dtype=float32)`: 1 bit dropped, 8 bits layer, 23 bits magnitude;
/// a rejected wedge point starts over.
pub(super) fn standard_exponential<B: BitGen>(b: &mut B) -> f32 {
    #[allow(clippy::excessive_precision)]
    const R: f32 = 7.69711747013104971404;
    let t = &*EXPONENTIAL;
    loop {
        let ri = b.next_u32() >> 1;
        let idx = (ri & 0xff) as usize;
        let ri = ri >> 8;
        let x = ri as f32 * t.w[idx];
        if ri < t.k[idx] {
            return x;
        }
        if idx == 0 {
            return R - (-next_f32(b)).ln_1p();
        }
        if (t.f[idx - 1] - t.f[idx]) * next_f32(b) + t.f[idx] < (-x).exp() {
            return x;
        }
    }
}
