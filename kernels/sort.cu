// Stable LSD radix sort, 8 bits per pass: per-block digit counts (gpa_hist_*), one inclusive
// scan over all of them (scan.cu's, digit-major so equal digits keep block order), then an
// ordered scatter (gpa_scatter_*) that ranks each 256-element step with warp matching.
// Keys (32- or 64-bit) are made from values first (gpa_key_*) and turned back after
// (gpa_unkey_*). An optional 32-bit payload travels with the keys: the element's position,
// for argsort and for sorting many rows at once (the row, position / rowlen, is sorted last,
// as the most significant digits, when rowlen is not 0).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256
#define GPA_TILE 4096
typedef unsigned long long u64;

#define GPA_GRID_STRIDE(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

// Keys that order as NumPy's sort: NaNs last. With `canon`, -0.0 keys as 0.0 and every NaN
// alike, so equal values keep their order (a stable sort, as NumPy's for short rows).
__device__ unsigned gpa_kf32(unsigned b, long long canon) {
    if ((b & 0x7fffffffu) > 0x7f800000u) b = canon ? 0x7fc00000u : (b & 0x7fffffffu);
    if (canon && b == 0x80000000u) b = 0;
    return (b & 0x80000000u) ? ~b : (b | 0x80000000u);
}
__device__ unsigned gpa_uf32(unsigned k) { return (k & 0x80000000u) ? (k & 0x7fffffffu) : ~k; }
__device__ u64 gpa_kf64(u64 b, long long canon) {
    const u64 s = 1ull << 63;
    if ((b & ~s) > 0x7ff0000000000000ull) b = canon ? 0x7ff8000000000000ull : (b & ~s);
    if (canon && b == s) b = 0;
    return (b & s) ? ~b : (b | s);
}
__device__ u64 gpa_uf64(u64 k) { const u64 s = 1ull << 63; return (k & s) ? (k & ~s) : ~k; }
__device__ unsigned gpa_kf16(unsigned b, long long canon) {
    if ((b & 0x7fffu) > 0x7c00u) b = canon ? 0x7e00u : (b & 0x7fffu);
    if (canon && b == 0x8000u) b = 0;
    return ((b & 0x8000u) ? ~b : (b | 0x8000u)) & 0xffffu;
}
__device__ unsigned short gpa_uf16(unsigned k) { return (unsigned short)((k & 0x8000u) ? (k & 0x7fffu) : ~k); }

#define GPA_KEYS(tag, T, K, KEY, VAL)                                                           \
    extern "C" __global__ void gpa_key_##tag(const T* in, K* out, long long n, long long canon) { \
        GPA_GRID_STRIDE(i, n) { T v = in[i]; out[i] = (KEY); }                                   \
    }                                                                                            \
    extern "C" __global__ void gpa_unkey_##tag(const K* in, T* out, long long n) {                \
        GPA_GRID_STRIDE(i, n) { K k = in[i]; out[i] = (VAL); }                                   \
    }
GPA_KEYS(b1, unsigned char, unsigned, v != 0, (unsigned char)k)
GPA_KEYS(u8, unsigned char, unsigned, v, (unsigned char)k)
GPA_KEYS(i8, unsigned char, unsigned, v ^ 0x80u, (unsigned char)(k ^ 0x80u))
GPA_KEYS(u16, unsigned short, unsigned, v, (unsigned short)k)
GPA_KEYS(i16, unsigned short, unsigned, v ^ 0x8000u, (unsigned short)(k ^ 0x8000u))
GPA_KEYS(f16, unsigned short, unsigned, gpa_kf16(v, canon), gpa_uf16(k))
GPA_KEYS(u32, unsigned, unsigned, v, k)
GPA_KEYS(i32, unsigned, unsigned, v ^ 0x80000000u, k ^ 0x80000000u)
GPA_KEYS(f32, unsigned, unsigned, gpa_kf32(v, canon), gpa_uf32(k))
GPA_KEYS(u64, u64, u64, v, k)
GPA_KEYS(i64, u64, u64, v ^ (1ull << 63), k ^ (1ull << 63))
GPA_KEYS(f64, u64, u64, gpa_kf64(v, canon), gpa_uf64(k))

// Positions 0..n as the payload; at the end, positions within their row as int64.
extern "C" __global__ void gpa_iota(unsigned* p, long long n) {
    GPA_GRID_STRIDE(i, n) p[i] = (unsigned)i;
}
extern "C" __global__ void gpa_positions(const unsigned* p, long long* out, long long n, long long rowlen) {
    GPA_GRID_STRIDE(i, n) out[i] = (long long)(p[i] % (u64)rowlen);
}

// Sorted float values are picked from the input by position (their keys treat -0.0 as 0.0,
// so a stable sort keeps NumPy's order of the two, and a key cannot give back the sign).
#define GPA_PICK(W, E)                                                                          \
    extern "C" __global__ void gpa_pick_##W(const E* in, const unsigned* p, E* out, long long n) { \
        GPA_GRID_STRIDE(i, n) out[i] = in[p[i]];                                                 \
    }
GPA_PICK(2, unsigned short)
GPA_PICK(4, unsigned)
GPA_PICK(8, u64)

// The digit of element i in this pass: of its key, or (rowlen != 0) of its row.
template <typename K>
__device__ __forceinline__ unsigned gpa_digit(K key, const unsigned* pay, long long i, long long shift,
                                              long long rowlen) {
    if (rowlen) return (unsigned)(((u64)pay[i] / (u64)rowlen) >> shift) & 255u;
    return (unsigned)(key >> shift) & 255u;
}

template <typename K>
__device__ void gpa_hist(const K* keys, const unsigned* pay, long long n, long long shift, long long rowlen,
                         unsigned* counts, long long blocks) {
    __shared__ unsigned h[256];
    h[threadIdx.x] = 0;
    __syncthreads();
    long long s = (long long)blockIdx.x * GPA_TILE;
    for (int j = threadIdx.x; j < GPA_TILE; j += GPA_T) {
        long long i = s + j;
        if (i < n) atomicAdd(&h[gpa_digit<K>(keys[i], pay, i, shift, rowlen)], 1u);
    }
    __syncthreads();
    counts[threadIdx.x * blocks + blockIdx.x] = h[threadIdx.x];
}

template <typename K>
__device__ void gpa_scatter(const K* kin, K* kout, const unsigned* pin, unsigned* pout, long long n,
                            long long shift, long long rowlen, const unsigned* offs, long long blocks) {
    __shared__ unsigned base[256];
    __shared__ unsigned wc[GPA_T / 32][256];
    int t = threadIdx.x, lane = t & 31, w = t >> 5;
    long long at0 = (long long)t * blocks + blockIdx.x;
    base[t] = at0 ? offs[at0 - 1] : 0u;
    long long s = (long long)blockIdx.x * GPA_TILE;
    for (int j0 = 0; j0 < GPA_TILE && s + j0 < n; j0 += GPA_T) {
        for (int q = 0; q < GPA_T / 32; q++) wc[q][t] = 0;
        __syncthreads();
        long long i = s + j0 + t;
        bool ok = i < n;
        K key = ok ? kin[i] : (K)0;
        unsigned d = ok ? gpa_digit<K>(key, pin, i, shift, rowlen) : 256u;
        unsigned peers = __match_any_sync(0xffffffffu, d);
        unsigned rank = __popc(peers & ((1u << lane) - 1u));
        if (ok && rank == 0) wc[w][d] = __popc(peers);
        __syncthreads();
        if (ok) {
            unsigned before = 0;
            for (int q = 0; q < w; q++) before += wc[q][d];
            unsigned at = base[d] + before + rank;
            kout[at] = key;
            if (pin) pout[at] = pin[i];
        }
        __syncthreads();
        unsigned tot = 0;
        for (int q = 0; q < GPA_T / 32; q++) tot += wc[q][t];
        base[t] += tot;
        __syncthreads();
    }
}

#define GPA_PASSES(bits, K)                                                                        \
    extern "C" __global__ void gpa_hist_##bits(const K* keys, const unsigned* pay, long long n,     \
                                               long long shift, long long rowlen, unsigned* counts, \
                                               long long blocks) {                                 \
        gpa_hist<K>(keys, pay, n, shift, rowlen, counts, blocks);                                  \
    }                                                                                              \
    extern "C" __global__ void gpa_scatter_##bits(const K* kin, K* kout, const unsigned* pin,       \
                                                  unsigned* pout, long long n, long long shift,    \
                                                  long long rowlen, const unsigned* offs,          \
                                                  long long blocks) {                              \
        gpa_scatter<K>(kin, kout, pin, pout, n, shift, rowlen, offs, blocks);                      \
    }
GPA_PASSES(32, unsigned)
GPA_PASSES(64, u64)
