// Running sums/products (cumsum, cumprod) of contiguous rows, in place. gpa prepends, per
// dtype: T the stored type; R the register type values are combined in; gpa_ld (T to R),
// gpa_st (R to T) and gpa_op(a, b, prod) (the sum or product in R, rounded as NumPy's loop
// for the dtype: wrapping integers, float16 after each step, complex64 likewise).
// Many rows: a thread per row (gpa_scan_rows), NumPy's sequential order. Few long rows:
// tiles of GPA_TILE elements, GPA_ITEMS consecutive ones per thread: each tile's total
// (gpa_scan_totals), each row's tile totals scanned in order (gpa_scan_tiles, a block per
// row), then each tile scanned from its prefix (gpa_scan_apply).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256
#define GPA_ITEMS 16
#define GPA_TILE (GPA_T * GPA_ITEMS)

extern "C" __global__ void gpa_scan_rows(T* x, long long rows, long long len, long long prod) {
    for (long long r = (long long)blockIdx.x * blockDim.x + threadIdx.x; r < rows; r += (long long)gridDim.x * blockDim.x) {
        T* xr = x + r * len;
        R acc = gpa_ld(xr[0]);
        for (long long i = 1; i < len; i++) { acc = gpa_op(acc, gpa_ld(xr[i]), prod); xr[i] = gpa_st(acc); }
    }
}

// Inclusive scan of one value per thread across the block (Hillis-Steele in shared memory);
// `have[t]` marks threads with a value (threads past a row's end have none).
__device__ R gpa_block_scan(R v, bool has, long long prod, R* sv, bool* sh) {
    int t = threadIdx.x;
    sv[t] = v;
    sh[t] = has;
    __syncthreads();
    for (int d = 1; d < GPA_T; d <<= 1) {
        R o = sv[t];
        bool oh = sh[t];
        if (t >= d && sh[t - d]) {
            o = oh ? gpa_op(sv[t - d], sv[t], prod) : sv[t - d];
            oh = true;
        }
        __syncthreads();
        sv[t] = o;
        sh[t] = oh;
        __syncthreads();
    }
    return sv[t];
}

// This thread's span of its tile: [s, e) within the row.
#define GPA_SPAN                                                                  \
    long long r = blockIdx.x / tiles, tile = blockIdx.x % tiles;                  \
    long long s = tile * GPA_TILE + (long long)threadIdx.x * GPA_ITEMS;           \
    long long e = min(len, s + GPA_ITEMS);                                        \
    T* xr = x + r * len;

// The total of xr[s..e) (0 when empty).
__device__ __forceinline__ R gpa_span_total(const T* xr, long long s, long long e, long long prod) {
    if (s >= e) return (R)0;
    R acc = gpa_ld(xr[s]);
    for (long long i = s + 1; i < e; i++) acc = gpa_op(acc, gpa_ld(xr[i]), prod);
    return acc;
}

extern "C" __global__ void gpa_scan_totals(T* x, long long len, long long tiles, long long prod, T* totals) {
    __shared__ R sv[GPA_T];
    __shared__ bool sh[GPA_T];
    GPA_SPAN
    bool has = s < e;
    R acc = gpa_span_total(xr, s, e, prod);
    R all = gpa_block_scan(acc, has, prod, sv, sh);
    if (threadIdx.x == GPA_T - 1) totals[blockIdx.x] = gpa_st(all);
}

// Exclusive prefixes of each row's tile totals, in place (a block per row, 256 at a time).
extern "C" __global__ void gpa_scan_tiles(T* totals, long long tiles, long long prod) {
    __shared__ R sv[GPA_T];
    __shared__ bool sh[GPA_T];
    T* tr = totals + (long long)blockIdx.x * tiles;
    R carry = (R)0;
    bool have = false;
    for (long long c0 = 0; c0 < tiles; c0 += GPA_T) {
        long long c = c0 + threadIdx.x;
        bool has = c < tiles;
        R v = has ? gpa_ld(tr[c]) : (R)0;
        R inc = gpa_block_scan(v, has, prod, sv, sh);
        R before = threadIdx.x ? sv[threadIdx.x - 1] : (R)0;
        bool bh = threadIdx.x > 0;
        R last = sv[GPA_T - 1];
        __syncthreads();
        if (has) tr[c] = gpa_st(bh ? (have ? gpa_op(carry, before, prod) : before) : carry);
        carry = have ? gpa_op(carry, last, prod) : last;
        have = true;
        (void)inc;
    }
}

extern "C" __global__ void gpa_scan_apply(T* x, long long len, long long tiles, long long prod, const T* prefix) {
    __shared__ R sv[GPA_T];
    __shared__ bool sh[GPA_T];
    GPA_SPAN
    bool has = s < e;
    R acc = gpa_span_total(xr, s, e, prod);
    gpa_block_scan(acc, has, prod, sv, sh);
    // What comes before this thread's span: earlier tiles, then earlier threads of this tile.
    bool before_tile = tile > 0, before_thread = threadIdx.x > 0;
    R p = (R)0;
    if (before_tile) p = gpa_ld(prefix[blockIdx.x]);
    if (before_thread) p = before_tile ? gpa_op(p, sv[threadIdx.x - 1], prod) : sv[threadIdx.x - 1];
    if (!has) return;
    R first = gpa_ld(xr[s]);
    R run = (before_tile || before_thread) ? gpa_op(p, first, prod) : first;
    xr[s] = gpa_st(run);
    for (long long i = s + 1; i < e; i++) { run = gpa_op(run, gpa_ld(xr[i]), prod); xr[i] = gpa_st(run); }
}
