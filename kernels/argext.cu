// argmin/argmax (and the nan- variants) of contiguous rows. gpa prepends `typedef <type> T;`
// (one module per dtype; `#define GPA_FLOAT` for floats). A block takes one chunk of one row (gpa_arg_part); then a block
// per row picks among its chunks (gpa_arg_final). NumPy's rules: the first extreme wins; a
// NaN is the extreme (its first one); the nan- variants read NaN as -inf (max) or +inf (min),
// as NumPy's _replace_nan, and rows with no other value give -1.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256

__device__ __forceinline__ bool gpa_nan(T v) { return v != v; }

// The value compared: with `skip`, NaN as the extreme that never wins (NumPy's nan- rule).
__device__ __forceinline__ T gpa_val(T v, long long max, long long skip) {
#ifdef GPA_FLOAT
    if (skip && gpa_nan(v)) return max ? (T)(-1.0 / 0.0) : (T)(1.0 / 0.0);
#endif
    return v;
}

// Whether (v, i) beats (b, j); j < 0 is "nothing yet".
__device__ __forceinline__ bool gpa_better(T v, long long i, T b, long long j, long long max) {
    if (j < 0) return true;
    if (gpa_nan(v)) return !gpa_nan(b) || i < j;
    if (gpa_nan(b)) return false;
    if (v == b) return i < j;
    return max ? v > b : v < b;
}

// The block's best (value, position) of each thread's (b, j): a tree in shared memory,
// the answer left in sv[0], si[0].
__device__ void gpa_block_pick(T* sv, long long* si, T b, long long j, long long max) {
    sv[threadIdx.x] = b;
    si[threadIdx.x] = j;
    __syncthreads();
    for (int w = GPA_T / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w) {
            T v = sv[threadIdx.x + w];
            long long i = si[threadIdx.x + w];
            if (i >= 0 && gpa_better(v, i, sv[threadIdx.x], si[threadIdx.x], max)) {
                sv[threadIdx.x] = v;
                si[threadIdx.x] = i;
            }
        }
        __syncthreads();
    }
}

// Thread's running best (b, j) after element v at position i.
__device__ __forceinline__ void gpa_take(T v, long long i, long long max, long long skip, T& b, long long& j, bool& seen) {
    seen |= !gpa_nan(v);
    v = gpa_val(v, max, skip);
    if (gpa_better(v, i, b, j, max)) { b = v; j = i; }
}

extern "C" __global__ void gpa_arg_part(const T* x, long long row, long long chunks, long long per,
                                        long long max, long long skip, T* pv, long long* pi) {
    __shared__ T sv[GPA_T];
    __shared__ long long si[GPA_T];
    long long r = blockIdx.x / chunks, c = blockIdx.x % chunks;
    long long s = c * per, e = min(row, s + per);
    const T* xr = x + r * row;
    T b = (T)0;
    long long j = -1;
    bool seen = false;
    // Four loads in flight per thread, then their comparisons (the order of comparing does
    // not matter: ties go to the first position whatever comes first).
    long long i = s + threadIdx.x;
    for (; i + 3 * GPA_T < e; i += 4 * GPA_T) {
        T v[4];
        for (int u = 0; u < 4; u++) v[u] = xr[i + u * GPA_T];
        for (int u = 0; u < 4; u++) gpa_take(v[u], i + u * GPA_T, max, skip, b, j, seen);
    }
    for (; i < e; i += GPA_T) gpa_take(xr[i], i, max, skip, b, j, seen);
    seen = __syncthreads_or(seen);
    gpa_block_pick(sv, si, b, j, max);
    // A skipped row's chunk with only NaNs marks itself: -2 - position.
    if (threadIdx.x == 0) { pv[blockIdx.x] = sv[0]; pi[blockIdx.x] = (skip && !seen) ? -2 - si[0] : si[0]; }
}

// One block per row: its threads take the row's chunks in turn, then a tree picks one.
extern "C" __global__ void gpa_arg_final(const T* pv, const long long* pi, long long rows, long long chunks,
                                         long long max, long long skip, long long* out) {
    __shared__ T sv[GPA_T];
    __shared__ long long si[GPA_T];
    long long r = blockIdx.x;
    T b = (T)0;
    long long j = -1;
    bool seen = false;
    for (long long c = r * chunks + threadIdx.x; c < (r + 1) * chunks; c += GPA_T) {
        long long i = pi[c] < -1 ? -2 - pi[c] : pi[c];
        seen |= pi[c] >= 0;
        if (i >= 0 && gpa_better(pv[c], i, b, j, max)) { b = pv[c]; j = i; }
    }
    seen = __syncthreads_or(seen);
    gpa_block_pick(sv, si, b, j, max);
    if (threadIdx.x == 0) out[r] = (skip && !seen) ? -1 : si[0];
}
