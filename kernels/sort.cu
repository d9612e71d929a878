// Stable LSD radix sort of 32-bit keys, 8 bits per pass (4 passes): per-block digit counts
// (gpa_hist), one exclusive scan over all of them (gpa_scan, digit-major so equal digits keep
// block order), then an ordered scatter (gpa_scatter) that ranks each 256-element step with
// warp matching. Keys are made from values first (gpa_key_*) and turned back after (gpa_unkey_*).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256
#define GPA_TILE 4096

extern "C" __global__ void gpa_key_f32(const unsigned* in, unsigned* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        unsigned b = in[i];
        if ((b & 0x7fffffffu) > 0x7f800000u) b &= 0x7fffffffu;  // NaNs (either sign) last
        out[i] = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
    }
}
extern "C" __global__ void gpa_unkey_f32(const unsigned* in, unsigned* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        unsigned k = in[i];
        out[i] = (k & 0x80000000u) ? (k & 0x7fffffffu) : ~k;
    }
}
extern "C" __global__ void gpa_key_i32(const unsigned* in, unsigned* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = in[i] ^ 0x80000000u;
}
extern "C" __global__ void gpa_unkey_i32(const unsigned* in, unsigned* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = in[i] ^ 0x80000000u;
}
extern "C" __global__ void gpa_key_u32(const unsigned* in, unsigned* out, long long n) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x)
        out[i] = in[i];
}

extern "C" __global__ void gpa_hist(const unsigned* keys, long long n, long long shift,
                                    unsigned* counts, long long blocks) {
    __shared__ unsigned h[256];
    h[threadIdx.x] = 0;
    __syncthreads();
    long long s = (long long)blockIdx.x * GPA_TILE;
    for (int j = threadIdx.x; j < GPA_TILE; j += GPA_T) {
        long long i = s + j;
        if (i < n) atomicAdd(&h[(keys[i] >> shift) & 255u], 1u);
    }
    __syncthreads();
    counts[threadIdx.x * blocks + blockIdx.x] = h[threadIdx.x];
}

// One block of 1024 threads: each scans a contiguous segment after the segments' totals.
extern "C" __global__ void gpa_scan(unsigned* c, long long m) {
    __shared__ unsigned sums[1024];
    long long per = (m + 1023) / 1024;
    long long s = threadIdx.x * per, e = min(m, s + per);
    unsigned acc = 0;
    for (long long i = s; i < e; i++) acc += c[i];
    sums[threadIdx.x] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned a = 0;
        for (int i = 0; i < 1024; i++) { unsigned v = sums[i]; sums[i] = a; a += v; }
    }
    __syncthreads();
    acc = sums[threadIdx.x];
    for (long long i = s; i < e; i++) { unsigned v = c[i]; c[i] = acc; acc += v; }
}

extern "C" __global__ void gpa_scatter(const unsigned* kin, unsigned* kout, long long n,
                                       long long shift, const unsigned* offs, long long blocks) {
    __shared__ unsigned base[256];
    __shared__ unsigned wc[GPA_T / 32][256];
    int t = threadIdx.x, lane = t & 31, w = t >> 5;
    base[t] = offs[t * blocks + blockIdx.x];
    long long s = (long long)blockIdx.x * GPA_TILE;
    for (int j0 = 0; j0 < GPA_TILE && s + j0 < n; j0 += GPA_T) {
        for (int q = 0; q < GPA_T / 32; q++) wc[q][t] = 0;
        __syncthreads();
        long long i = s + j0 + t;
        bool ok = i < n;
        unsigned key = ok ? kin[i] : 0u;
        unsigned d = (key >> shift) & 255u;
        unsigned peers = __match_any_sync(0xffffffffu, ok ? d : 256u);
        unsigned rank = __popc(peers & ((1u << lane) - 1u));
        if (ok && rank == 0) wc[w][d] = __popc(peers);
        __syncthreads();
        if (ok) {
            unsigned before = 0;
            for (int q = 0; q < w; q++) before += wc[q][d];
            kout[base[d] + before + rank] = key;
        }
        __syncthreads();
        unsigned tot = 0;
        for (int q = 0; q < GPA_T / 32; q++) tot += wc[q][t];
        base[t] += tot;
        __syncthreads();
    }
}
