// Moving elements within device memory, by element width (1, 2, 4, 8 or 16 bytes):
// gpa_write_W writes a contiguous source through a strided view (shape and strides in
// elements, up to 8 axes: assignment `a[...] = v`, `a += v`); gpa_gather_W reads the
// elements at int64 positions (advanced indexing); gpa_take_W reads whole rows at int64
// indices (negative from the end, checked by gpa while it runs: one out of range reads row
// 0 and the result is not used: `a[idx]`); gpa_put_W writes values
// at int64 positions (its assignment), where of repeated positions the last value wins as
// in NumPy (see the claims below; one value for every position, `step` 0, needs none);
// gpa_mapped_W copies through per-axis maps (tile, repeat, roll, pad): output coordinate j
// of axis k reads source coordinate maps[geo[nd + k] + j], or for -1 - c the constant
// consts[c] (the innermost axis with a constant wins, as np.pad fills axis after axis);
// geo holds the output shape, the maps' offsets and the source strides (nd each).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
typedef unsigned long long u64;
struct gpa_b16 { u64 lo, hi; };

#define GPA_GRID_STRIDE(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

// Last-wins scatter: gpa_unclaim zeroes each target's slot in `win` (one per destination
// element, 32 or 64 bits wide), gpa_claim keeps there the largest i + 1 of the values aimed
// at it (atomicMax), and gpa_put_W writes value i only where its slot holds i + 1.
template <typename C>
__device__ void gpa_claims(const long long* pos, C* win, long long n, bool clear) {
    GPA_GRID_STRIDE(i, n) {
        if (clear) win[pos[i]] = 0;
        else atomicMax(&win[pos[i]], (C)(i + 1));
    }
}
extern "C" __global__ void gpa_unclaim(const long long* pos, void* win, long long wide, long long n) {
    if (wide) gpa_claims(pos, (unsigned long long*)win, n, true);
    else gpa_claims(pos, (unsigned*)win, n, true);
}
extern "C" __global__ void gpa_claim(const long long* pos, void* win, long long wide, long long n) {
    if (wide) gpa_claims(pos, (unsigned long long*)win, n, false);
    else gpa_claims(pos, (unsigned*)win, n, false);
}
__device__ bool gpa_won(const void* win, long long wide, long long at, long long i) {
    return wide ? ((const unsigned long long*)win)[at] == (unsigned long long)(i + 1)
                : ((const unsigned*)win)[at] == (unsigned)(i + 1);
}

#define GPA_MOVES(W, E)                                                                          \
    extern "C" __global__ void gpa_write_##W(E* dst, const E* src, long long n, long long off,    \
        long long nd, long long s0, long long s1, long long s2, long long s3, long long s4,       \
        long long s5, long long s6, long long s7, long long t0, long long t1, long long t2,       \
        long long t3, long long t4, long long t5, long long t6, long long t7) {                  \
        const long long shape[8] = {s0, s1, s2, s3, s4, s5, s6, s7};                              \
        const long long stride[8] = {t0, t1, t2, t3, t4, t5, t6, t7};                             \
        GPA_GRID_STRIDE(i, n) {                                                                  \
            long long rest = i, at = off;                                                        \
            for (int k = (int)nd - 1; k >= 0; k--) {                                             \
                at += (rest % shape[k]) * stride[k];                                             \
                rest /= shape[k];                                                                \
            }                                                                                    \
            dst[at] = src[i];                                                                    \
        }                                                                                        \
    }                                                                                            \
    extern "C" __global__ void gpa_gather_##W(E* dst, const E* src, const long long* pos,          \
                                              long long n) {                                     \
        GPA_GRID_STRIDE(i, n) dst[i] = src[pos[i]];                                              \
    }                                                                                            \
    extern "C" __global__ void gpa_take_##W(E* dst, const E* src, const long long* idx, long long n,     \
                                            long long inner, long long len) {                        \
        GPA_GRID_STRIDE(t, n) {                                                                   \
            long long i = inner == 1 ? t : t / inner, r = inner == 1 ? 0 : t % inner, k = idx[i];    \
            if (k < 0) k += len;                                                                  \
            if (k < 0 || k >= len) k = 0; /* checked after: a result then thrown away */          \
            dst[t] = src[k * inner + r];                                                          \
        }                                                                                         \
    }                                                                                             \
    extern "C" __global__ void gpa_put_##W(E* dst, const E* src, const long long* pos,            \
                                           const void* win, long long wide, long long n,         \
                                           long long step) {                                     \
        GPA_GRID_STRIDE(i, n) {                                                                  \
            if (!win || gpa_won(win, wide, pos[i], i)) dst[pos[i]] = src[i * step];              \
        }                                                                                        \
    }                                                                                            \
    extern "C" __global__ void gpa_mapped_##W(E* dst, const E* src, const long long* maps,        \
                                              const long long* geo, long long nd, long long n,   \
                                              const E* consts) {                                 \
        GPA_GRID_STRIDE(i, n) {                                                                  \
            long long rest = i, at = 0, c = -1;                                                  \
            for (int k = (int)nd - 1; k >= 0; k--) {                                             \
                long long len = geo[k], m = maps[geo[nd + k] + rest % len];                      \
                rest /= len;                                                                     \
                if (m >= 0) at += m * geo[2 * nd + k];                                           \
                else if (c < 0) c = -1 - m;                                                      \
            }                                                                                    \
            dst[i] = c >= 0 ? consts[c] : src[at];                                               \
        }                                                                                        \
    }
GPA_MOVES(1, unsigned char)
GPA_MOVES(2, unsigned short)
GPA_MOVES(4, unsigned)
GPA_MOVES(8, u64)
GPA_MOVES(16, gpa_b16)
