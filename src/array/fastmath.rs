//! Branch-free float32 sine and cosine over a chunk, so the compiler can vectorise them (as
//! NumPy's SIMD float32 loops are). Computed in f64 and rounded once, so results are within
//! an ulp of libm's. Inputs beyond |x| < 2^20 (or non-finite) take libm's path.

const FRAC_2_PI: f64 = std::f64::consts::FRAC_2_PI;
// pi/2 split so that j * PIO2_HI is exact for |j| < 2^20.
const PIO2_HI: f64 = 1.570_796_326_734_125_6;
const PIO2_LO: f64 = 6.077_100_506_506_192e-11;

#[inline(always)]
fn kernel(x: f32, cos: bool) -> f32 {
    let x = x as f64;
    // Round to the nearest quadrant with the 1.5 * 2^52 trick (plain SSE2, vectorises): the
    // quadrant number sits in the low bits of `t`.
    const MAGIC: f64 = 6_755_399_441_055_744.0;
    let t = x * FRAC_2_PI + MAGIC;
    let j = t - MAGIC;
    let r = (x - j * PIO2_HI) - j * PIO2_LO;
    let r2 = r * r;
    // Taylor polynomials on |r| <= pi/4: errors below 1e-12, far under f32's ulp.
    let s = r
        * (1.0
            + r2 * (-1.0 / 6.0
                + r2 * (1.0 / 120.0
                    + r2 * (-1.0 / 5040.0 + r2 * (1.0 / 362_880.0 + r2 * (-1.0 / 39_916_800.0))))));
    let c = 1.0
        + r2 * (-0.5
            + r2 * (1.0 / 24.0
                + r2 * (-1.0 / 720.0
                    + r2 * (1.0 / 40_320.0 + r2 * (-1.0 / 3_628_800.0 + r2 / 479_001_600.0)))));
    let q = (t.to_bits() as i64).wrapping_add(cos as i64);
    let v = if q & 1 == 0 { s } else { c };
    let v = if q & 2 == 0 { v } else { -v };
    v as f32
}

/// sin (or cos) of every element.
pub fn sin_cos(x: &[f32], cos: bool) -> Vec<f32> {
    let small = x.iter().all(|v| v.abs() < 1_048_576.0);
    if small {
        x.iter().map(|&v| kernel(v, cos)).collect()
    } else if cos {
        x.iter().map(|v| v.cos()).collect()
    } else {
        x.iter().map(|v| v.sin()).collect()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn agrees_with_libm_within_an_ulp() {
        let xs: Vec<f32> = (0..200_000)
            .map(|i| (i as f32 - 100_000.0) * 0.013_7)
            .collect();
        for cos in [false, true] {
            let fast = super::sin_cos(&xs, cos);
            for (x, f) in xs.iter().zip(&fast) {
                let want = if cos {
                    (*x as f64).cos()
                } else {
                    (*x as f64).sin()
                };
                let ulp = (want.abs() as f32).max(1e-30).to_bits();
                let ulp = f32::from_bits(ulp + 1) - f32::from_bits(ulp);
                assert!(
                    ((*f as f64) - want).abs() <= ulp as f64 * 1.01,
                    "x={x} got {f} want {want}"
                );
            }
        }
    }
}
