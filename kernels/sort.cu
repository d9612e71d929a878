// Stable LSD radix sort, 8 bits per pass: per-block digit counts (gpa_hist_*), one inclusive
// scan over all of them (scan.cu's, digit-major so equal digits keep block order), then an
// ordered scatter (gpa_scatter_*) that ranks each 256-element step with warp matching and
// writes the block's keys out from shared memory in digit order.
// Keys (32- or 64-bit) are made from values first (gpa_key_*) and turned back after
// (gpa_unkey_*). An optional 32-bit payload travels with the keys: the element's position,
// for argsort and for sorting many rows at once (the row, position / rowlen, is sorted last,
// as the most significant digits, when rowlen is not 0).
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
    extern "C" __global__ void gpa_key_##tag(const T* in, K* out, long long n) {                  \
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
extern "C" __global__ void gpa_positions(const unsigned* p, long long* out, long long n, long long rowlen) {
    GPA_GRID_STRIDE(i, n) out[i] = (long long)(p[i] % (u64)rowlen);
}

// Keys per block: a tile is ranked in shared memory, so 64-bit keys take half as many.
template <typename K>
struct gpa_tile {
    static const int n = sizeof(K) == 8 ? 2048 : 4096;
};

// The digit of element i in this pass: of its key, or (rowlen != 0) of its row.
template <typename K>
__device__ __forceinline__ unsigned gpa_digit(K key, const unsigned* pay, long long i, long long shift,
                                              long long rowlen, long long fl) {
    if (rowlen) return (unsigned)(((u64)pay[i] / (u64)rowlen) >> shift) & 255u;
    return (unsigned)(gpa_canon<K>(key, fl) >> shift) & 255u;
}

template <typename K>
__device__ void gpa_hist(const K* keys, const unsigned* pay, long long n, long long shift, long long rowlen,
                         long long fl, unsigned* counts, long long blocks) {
    const int tile = gpa_tile<K>::n;
    __shared__ unsigned h[256];
    h[threadIdx.x] = 0;
    __syncthreads();
    long long s = (long long)blockIdx.x * tile;
    for (int j = threadIdx.x; j < tile; j += GPA_T) {
        long long i = s + j;
        if (i < n) atomicAdd(&h[gpa_digit<K>(keys[i], pay, i, shift, rowlen, fl)], 1u);
    }
    __syncthreads();
    counts[threadIdx.x * blocks + blockIdx.x] = h[threadIdx.x];
}

// One block's tile: each 256-key step ranked with warp matching (stable), the keys placed in
// shared memory in digit order, then written out as runs of equal digits (coalesced stores).
// `offs` is the inclusive scan of the digit-major counts: each digit's global start for this
// block is the entry before its own.
template <typename K>
__device__ void gpa_scatter(const K* kin, K* kout, const unsigned* pin, unsigned* pout, long long n,
                            long long shift, long long rowlen, long long fl, const unsigned* offs,
                            long long blocks) {
    const int tile = gpa_tile<K>::n;
    __shared__ unsigned global_at[256];  // where this block's keys of each digit go
    __shared__ unsigned local_at[256];   // where they start in the tile
    __shared__ unsigned placed[256];     // how many of them are placed so far
    __shared__ unsigned wc[GPA_T / 32][256];
    __shared__ K sk[tile];
    __shared__ unsigned sp[tile];
    __shared__ unsigned char sd[tile];
    int t = threadIdx.x, lane = t & 31, w = t >> 5;
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
    long long s = (long long)blockIdx.x * tile;
    int len = (int)(n - s < tile ? n - s : tile);
    for (int j0 = 0; j0 < len; j0 += GPA_T) {
        for (int q = 0; q < GPA_T / 32; q++) wc[q][t] = 0;
        __syncthreads();
        int j = j0 + t;
        bool ok = j < len;
        long long i = s + j;
        K key = ok ? kin[i] : (K)0;
        unsigned d = ok ? gpa_digit<K>(key, pin, i, shift, rowlen, fl) : 256u;
        unsigned peers = __match_any_sync(0xffffffffu, d);
        unsigned rank = __popc(peers & ((1u << lane) - 1u));
        if (ok && rank == 0) wc[w][d] = __popc(peers);
        __syncthreads();
        if (ok) {
            unsigned before = 0;
            for (int q = 0; q < w; q++) before += wc[q][d];
            unsigned at = local_at[d] + placed[d] + before + rank;
            sk[at] = key;
            sd[at] = (unsigned char)d;
            if (pin) sp[at] = pin[i];
        }
        __syncthreads();
        // Each thread reads its own digit's column, which the next step zeroes itself.
        unsigned tot = 0;
        for (int q = 0; q < GPA_T / 32; q++) tot += wc[q][t];
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
    extern "C" __global__ void gpa_hist_##bits(const K* keys, const unsigned* pay, long long n,     \
                                               long long shift, long long rowlen, long long fl,     \
                                               unsigned* counts, long long blocks) {               \
        gpa_hist<K>(keys, pay, n, shift, rowlen, fl, counts, blocks);                              \
    }                                                                                              \
    extern "C" __global__ void gpa_scatter_##bits(const K* kin, K* kout, const unsigned* pin,       \
                                                  unsigned* pout, long long n, long long shift,    \
                                                  long long rowlen, long long fl,                  \
                                                  const unsigned* offs, long long blocks) {        \
        gpa_scatter<K>(kin, kout, pin, pout, n, shift, rowlen, fl, offs, blocks);                  \
    }
GPA_PASSES(32, unsigned)
GPA_PASSES(64, u64)
