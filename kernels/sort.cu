// Stable LSD radix sort, 8 bits per pass: per-block digit counts (gpa_hist_*), one inclusive
// scan over all of them (scan.cu's, digit-major so equal digits keep block order), then an
// ordered scatter (gpa_scatter_*) that ranks each 256-element step with warp matching and
// writes the block's keys out from shared memory in digit order.
// Keys (32- or 64-bit) are made from values first (gpa_key_*) and turned back after
// (gpa_unkey_*). An optional 32-bit payload travels with the keys: the element's position,
// for argsort and for sorting many rows at once (the row, position / rowlen, is sorted last,
// as the most significant digits, when rowlen is not 0).
// Keys and payloads ping-pong between two buffers each; `cur` (device memory) says which
// holds the data. A pass whose digit is the same for every key moves nothing (narrow integer
// ranges skip most passes); the kernels decide that from the counts, so the host never waits.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256
typedef unsigned long long u64;

#define GPA_GRID_STRIDE(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

// Keys that order as NumPy's sort (NaNs last): the float's bits with the sign flipped, or all
// bits for negative numbers, so the unsigned order is the numeric one. The mapping is one to
// one (a key gives back the float's exact bits); -0.0 and NaNs are made equal only where
// digits are read (gpa_canon), so a stable sort keeps their order as NumPy's does.
__device__ unsigned gpa_kf32(unsigned b) { return (b & 0x80000000u) ? ~b : (b | 0x80000000u); }
__device__ unsigned gpa_uf32(unsigned k) { return (k & 0x80000000u) ? (k & 0x7fffffffu) : ~k; }
__device__ u64 gpa_kf64(u64 b) { const u64 s = 1ull << 63; return (b & s) ? ~b : (b | s); }
__device__ u64 gpa_uf64(u64 k) { const u64 s = 1ull << 63; return (k & s) ? (k & ~s) : ~k; }
__device__ unsigned gpa_kf16(unsigned b) { return ((b & 0x8000u) ? ~b : (b | 0x8000u)) & 0xffffu; }
__device__ unsigned short gpa_uf16(unsigned k) { return (unsigned short)((k & 0x8000u) ? (k & 0x7fffu) : ~k); }

// The key a digit is read from: for float keys (`fl` their width in bits), every NaN as the
// key of the quiet NaN and -0.0 as 0.0. NaN keys lie above +inf's (positive NaNs) or below
// -inf's (negative NaNs, whose bits were all flipped).
template <typename K>
__device__ __forceinline__ K gpa_canon(K key, long long fl) {
    u64 k = (u64)key;
    if (fl == 16) {
        if (k > 0xfc00ull || k < 0x03ffull) k = 0xfe00ull;
        else if (k == 0x7fffull) k = 0x8000ull;
    } else if (fl == 32) {
        if (k > 0xff800000ull || k < 0x007fffffull) k = 0xffc00000ull;
        else if (k == 0x7fffffffull) k = 0x80000000ull;
    } else if (fl == 64) {
        if (k > 0xfff0000000000000ull || k < 0x000fffffffffffffull) k = 0xfff8000000000000ull;
        else if (k == 0x7fffffffffffffffull) k = 0x8000000000000000ull;
    }
    return (K)k;
}

#define GPA_KEYS(tag, T, K, KEY, VAL)                                                           \
    extern "C" __global__ void gpa_key_##tag(const T* in, K* out, long long n, unsigned* cur) {   \
        if (blockIdx.x == 0 && threadIdx.x == 0) *cur = 0;                                       \
        GPA_GRID_STRIDE(i, n) { T v = in[i]; out[i] = (KEY); }                                   \
    }                                                                                            \
    extern "C" __global__ void gpa_unkey_##tag(const K* k0, const K* k1, const unsigned* cur,     \
                                               T* out, long long n) {                            \
        const K* in = *cur ? k1 : k0;                                                            \
        GPA_GRID_STRIDE(i, n) { K k = in[i]; out[i] = (VAL); }                                   \
    }
GPA_KEYS(b1, unsigned char, unsigned, v != 0, (unsigned char)k)
GPA_KEYS(u8, unsigned char, unsigned, v, (unsigned char)k)
GPA_KEYS(i8, unsigned char, unsigned, v ^ 0x80u, (unsigned char)(k ^ 0x80u))
GPA_KEYS(u16, unsigned short, unsigned, v, (unsigned short)k)
GPA_KEYS(i16, unsigned short, unsigned, v ^ 0x8000u, (unsigned short)(k ^ 0x8000u))
GPA_KEYS(f16, unsigned short, unsigned, gpa_kf16(v), gpa_uf16(k))
GPA_KEYS(u32, unsigned, unsigned, v, k)
GPA_KEYS(i32, unsigned, unsigned, v ^ 0x80000000u, k ^ 0x80000000u)
GPA_KEYS(f32, unsigned, unsigned, gpa_kf32(v), gpa_uf32(k))
GPA_KEYS(u64, u64, u64, v, k)
GPA_KEYS(i64, u64, u64, v ^ (1ull << 63), k ^ (1ull << 63))
GPA_KEYS(f64, u64, u64, gpa_kf64(v), gpa_uf64(k))

// Positions 0..n as the payload; at the end, positions within their row as int64.
extern "C" __global__ void gpa_iota(unsigned* p, long long n) {
    GPA_GRID_STRIDE(i, n) p[i] = (unsigned)i;
}
extern "C" __global__ void gpa_positions(const unsigned* p0, const unsigned* p1, const unsigned* cur,
                                         long long* out, long long n, long long rowlen) {
    const unsigned* p = *cur ? p1 : p0;
    GPA_GRID_STRIDE(i, n) out[i] = (long long)(p[i] % (u64)rowlen);
}

// Whether every key has the same digit this pass (from the scanned counts of `gpa_scatter`;
// a block of 256 threads, one per digit).
__device__ bool gpa_one_digit(const unsigned* offs, long long blocks, long long n) {
    long long t = threadIdx.x;
    unsigned total = offs[(t + 1) * blocks - 1] - (t ? offs[t * blocks - 1] : 0u);
    return __syncthreads_or(total == (unsigned)n);
}

// After a pass: the data moved to the other buffers unless the pass had one digit.
extern "C" __global__ void gpa_flip(const unsigned* offs, long long blocks, long long n, unsigned* cur) {
    bool same = gpa_one_digit(offs, blocks, n);
    if (threadIdx.x == 0 && !same) *cur ^= 1u;
}

// Keys per block: a tile is ranked in shared memory, so 64-bit keys take half as many.
template <typename K>
struct gpa_tile {
    static const int n = sizeof(K) == 8 ? 2048 : 4096;
};

// The digit of a key in this pass: of the key, or (rowlen != 0) of its row, from its
// position `pay`.
template <typename K>
__device__ __forceinline__ unsigned gpa_digit(K key, unsigned pay, long long shift, long long rowlen,
                                              long long fl) {
    if (rowlen) return (unsigned)(((u64)pay / (u64)rowlen) >> shift) & 255u;
    return (unsigned)(gpa_canon<K>(key, fl) >> shift) & 255u;
}

// A thread's keys of its block's tile (and their payloads), all loaded before any is used so
// the loads wait for memory once, not once per step.
template <typename K, int STEPS>
__device__ __forceinline__ void gpa_load_tile(const K* kin, const unsigned* pin, long long s, int len,
                                              K (&keys)[STEPS], unsigned (&pays)[STEPS]) {
#pragma unroll
    for (int q = 0; q < STEPS; q++) {
        int j = q * GPA_T + threadIdx.x;
        keys[q] = j < len ? kin[s + j] : (K)0;
        pays[q] = pin && j < len ? pin[s + j] : 0u;
    }
}

template <typename K>
__device__ void gpa_hist(const K* k0, const K* k1, const unsigned* p0, const unsigned* p1,
                         const unsigned* cur, long long n, long long shift, long long rowlen, long long fl,
                         unsigned* counts, long long blocks) {
    const int tile = gpa_tile<K>::n, steps = tile / GPA_T;
    const K* keys = *cur ? k1 : k0;
    const unsigned* pay = *cur ? p1 : p0;
    __shared__ unsigned h[256];
    h[threadIdx.x] = 0;
    long long s = (long long)blockIdx.x * tile;
    int len = (int)(n - s < tile ? n - s : tile);
    K k[steps];
    unsigned p[steps];
    gpa_load_tile<K, steps>(keys, pay, s, len, k, p);
    __syncthreads();
#pragma unroll
    for (int q = 0; q < steps; q++)
        if (q * GPA_T + (int)threadIdx.x < len) atomicAdd(&h[gpa_digit<K>(k[q], p[q], shift, rowlen, fl)], 1u);
    __syncthreads();
    counts[threadIdx.x * blocks + blockIdx.x] = h[threadIdx.x];
}

// One block's tile: each 256-key step ranked with warp matching (stable), the keys placed in
// shared memory in digit order, then written out as runs of equal digits (coalesced stores).
// `offs` is the inclusive scan of the digit-major counts: each digit's global start for this
// block is the entry before its own.
template <typename K>
__device__ void gpa_scatter(K* k0, K* k1, unsigned* p0, unsigned* p1, const unsigned* cur, long long n,
                            long long shift, long long rowlen, long long fl, const unsigned* offs,
                            long long blocks) {
    const int tile = gpa_tile<K>::n, steps = tile / GPA_T;
    if (gpa_one_digit(offs, blocks, n)) return;
    const K* kin = *cur ? k1 : k0;
    K* kout = *cur ? k0 : k1;
    const unsigned* pin = *cur ? p1 : p0;
    unsigned* pout = *cur ? p0 : p1;
    __shared__ unsigned global_at[256];  // where this block's keys of each digit go
    __shared__ unsigned local_at[256];   // where they start in the tile
    __shared__ unsigned placed[256];     // how many of them are placed so far
    __shared__ unsigned wc[GPA_T / 32][256];
    __shared__ K sk[tile];
    __shared__ unsigned sp[tile];
    __shared__ unsigned char sd[tile];
    int t = threadIdx.x, lane = t & 31, w = t >> 5;
    long long s = (long long)blockIdx.x * tile;
    int len = (int)(n - s < tile ? n - s : tile);
    K keys[steps];
    unsigned pays[steps];
    gpa_load_tile<K, steps>(kin, pin, s, len, keys, pays);
    long long at0 = (long long)t * blocks + blockIdx.x;
    unsigned start = at0 ? offs[at0 - 1] : 0u, count = offs[at0] - start;
    global_at[t] = start;
    local_at[t] = count;
    placed[t] = 0;
    __syncthreads();
    for (int o = 1; o < 256; o <<= 1) {
        unsigned x = t >= o ? local_at[t - o] : 0u;
        __syncthreads();
        local_at[t] += x;
        __syncthreads();
    }
    local_at[t] -= count;
#pragma unroll
    for (int q = 0; q < steps; q++) {
        for (int c = 0; c < GPA_T / 32; c++) wc[c][t] = 0;
        __syncthreads();
        int j = q * GPA_T + t;
        bool ok = j < len;
        unsigned d = ok ? gpa_digit<K>(keys[q], pays[q], shift, rowlen, fl) : 256u;
        unsigned peers = __match_any_sync(0xffffffffu, d);
        unsigned rank = __popc(peers & ((1u << lane) - 1u));
        if (ok && rank == 0) wc[w][d] = __popc(peers);
        __syncthreads();
        if (ok) {
            unsigned before = 0;
            for (int c = 0; c < w; c++) before += wc[c][d];
            unsigned at = local_at[d] + placed[d] + before + rank;
            sk[at] = keys[q];
            sd[at] = (unsigned char)d;
            sp[at] = pays[q];
        }
        __syncthreads();
        // Each thread reads its own digit's column, which the next step zeroes itself.
        unsigned tot = 0;
        for (int c = 0; c < GPA_T / 32; c++) tot += wc[c][t];
        placed[t] += tot;
    }
    __syncthreads();
    for (int j = t; j < len; j += GPA_T) {
        unsigned d = sd[j];
        unsigned at = global_at[d] + (unsigned)j - local_at[d];
        kout[at] = sk[j];
        if (pin) pout[at] = sp[j];
    }
}

#define GPA_PASSES(bits, K)                                                                        \
    extern "C" __global__ void gpa_hist_##bits(const K* k0, const K* k1, const unsigned* p0,        \
                                               const unsigned* p1, const unsigned* cur, long long n, \
                                               long long shift, long long rowlen, long long fl,     \
                                               unsigned* counts, long long blocks) {               \
        gpa_hist<K>(k0, k1, p0, p1, cur, n, shift, rowlen, fl, counts, blocks);                    \
    }                                                                                              \
    extern "C" __global__ void gpa_scatter_##bits(K* k0, K* k1, unsigned* p0, unsigned* p1,         \
                                                  const unsigned* cur, long long n, long long shift, \
                                                  long long rowlen, long long fl,                  \
                                                  const unsigned* offs, long long blocks) {        \
        gpa_scatter<K>(k0, k1, p0, p1, cur, n, shift, rowlen, fl, offs, blocks);                   \
    }
GPA_PASSES(32, unsigned)
GPA_PASSES(64, u64)
