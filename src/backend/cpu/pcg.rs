//! NumPy's PCG64 uniforms on the CPU, in parallel: each chunk of words jumps ahead to its
//! first word (`PcgRun::state_at`) and steps from there, so the values are the ones NumPy's
//! generator makes one by one (`kernels/pcg64.cu` does the same on the GPU).
use crate::array::col::Col;
use crate::array::dtype::DType;
use crate::array::np_random::PcgRun;
use crate::array::np_random::pcg64::{float24, float53, jump, output};
use crate::backend::{DResult, DeviceError};
use rayon::prelude::*;

/// Words per chunk: enough that the jump (about 100 multiplies) is noise.
const WORDS: usize = 1 << 14;

pub fn fill(run: &PcgRun) -> DResult<Col> {
    Ok(match run.single {
        false => Col::F(chunked(run, 0, 1, |w, out: &mut [f64]| {
            out[0] = float53(w)
        })?),
        true => {
            let lead = run.lead.is_some() as usize;
            let mut v = chunked(run, lead, 2, |w, out: &mut [f32]| {
                out[0] = float24(w as u32);
                if let Some(o) = out.get_mut(1) {
                    *o = float24((w >> 32) as u32);
                }
            })?;
            if let (Some(u), Some(first)) = (run.lead, v.first_mut()) {
                *first = float24(u);
            }
            Col::S(v)
        }
    })
}

/// The run's `n` values, `per` to a word after the first `skip`: `put(word, values)` fills
/// the values of one word (the last word's may be short). Ctrl-C is checked per chunk.
fn chunked<T: Copy + Default + Send>(
    run: &PcgRun,
    skip: usize,
    per: usize,
    put: impl Fn(u64, &mut [T]) + Sync,
) -> DResult<Vec<T>> {
    let mut v: Vec<T> = Vec::new();
    let dt = if per == 1 { DType::F64 } else { DType::F32 };
    let n = run.n;
    crate::array::alloc::try_reserve(&mut v, n)
        .map_err(|_| DeviceError::HostMemory(crate::array::oom::oom_shape(dt, &[n])))?;
    v.resize(n, T::default());
    let stop = crate::interrupt::flag();
    let skipped = std::sync::atomic::AtomicBool::new(false);
    let (m, p) = jump(run.inc, 1);
    v[skip.min(n)..]
        .par_chunks_mut(WORDS * per)
        .enumerate()
        .for_each(|(c, out)| {
            if crate::interrupt::requested(&stop) {
                skipped.store(true, std::sync::atomic::Ordering::Relaxed);
                return;
            }
            let mut s = run.state_at(c * WORDS);
            for vals in out.chunks_mut(per) {
                s = m.wrapping_mul(s).wrapping_add(p);
                put(output(s), vals);
            }
        });
    if skipped.into_inner() {
        return Err(DeviceError::Interrupted);
    }
    Ok(v)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::array::np_random::{BitGen, Pcg64};

    /// Parallel runs equal the generator stepped one value at a time, across chunk borders
    /// and through float32 halves left over, and leave it in the same state.
    #[test]
    fn runs_match_the_sequential_generator() {
        let mut one_by_one = Pcg64::from_state_seq(0x1234_5678_9abc, 0xfeed);
        let mut runs = one_by_one.clone();
        let draws = [
            (5, true),
            (WORDS * 2 + 7, false),
            (3, false),
            (2 * WORDS + 3, true),
            (0, true),
            (1, true),
            (4, true),
        ];
        for (n, single) in draws {
            match fill(&runs.take_run(n, single)).unwrap() {
                Col::F(v) => {
                    let want: Vec<f64> = (0..n).map(|_| one_by_one.next_f64()).collect();
                    assert_eq!(v, want);
                }
                Col::S(v) => {
                    let want: Vec<f32> = (0..n).map(|_| float24(one_by_one.next_u32())).collect();
                    assert_eq!(v, want);
                }
                _ => panic!("a uniform run fills floats"),
            }
            assert_eq!(runs, one_by_one);
        }
    }
}
