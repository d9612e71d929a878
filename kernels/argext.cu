// argmin/argmax (and the nan- variants) of contiguous rows. gpa prepends `typedef <type> T;`
// (one module per dtype). A block takes one chunk of one row (gpa_arg_part); then a block
// per row picks among its chunks (gpa_arg_final). NumPy's rules: the first extreme wins; a
// NaN is the extreme (its first one) unless NaNs are skipped; all-NaN rows give -1 then.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_T 256

__device__ __forceinline__ bool gpa_nan(T v) { return v != v; }

// Whether (v, i) beats (b, j); j < 0 is "nothing yet".
__device__ __forceinline__ bool gpa_better(T v, long long i, T b, long long j, long long max, long long skip) {
    if (skip && gpa_nan(v)) return false;
    if (j < 0) return true;
    if (gpa_nan(v)) return !gpa_nan(b) || i < j;
    if (gpa_nan(b)) return false;
    if (v == b) return i < j;
    return max ? v > b : v < b;
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
    for (long long i = s + threadIdx.x; i < e; i += GPA_T) {
        T v = xr[i];
        if (gpa_better(v, i, b, j, max, skip)) { b = v; j = i; }
    }
    sv[threadIdx.x] = b;
    si[threadIdx.x] = j;
    __syncthreads();
    for (int w = GPA_T / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w) {
            T v = sv[threadIdx.x + w];
            long long i = si[threadIdx.x + w];
            if (i >= 0 && gpa_better(v, i, sv[threadIdx.x], si[threadIdx.x], max, skip)) {
                sv[threadIdx.x] = v;
                si[threadIdx.x] = i;
            }
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) { pv[blockIdx.x] = sv[0]; pi[blockIdx.x] = si[0]; }
}

// One block per row: its threads take the row's chunks in turn, then a tree picks one.
extern "C" __global__ void gpa_arg_final(const T* pv, const long long* pi, long long rows, long long chunks,
                                         long long max, long long skip, long long* out) {
    __shared__ T sv[GPA_T];
    __shared__ long long si[GPA_T];
    long long r = blockIdx.x;
    T b = (T)0;
    long long j = -1;
    for (long long c = r * chunks + threadIdx.x; c < (r + 1) * chunks; c += GPA_T)
        if (pi[c] >= 0 && gpa_better(pv[c], pi[c], b, j, max, skip)) { b = pv[c]; j = pi[c]; }
    sv[threadIdx.x] = b;
    si[threadIdx.x] = j;
    __syncthreads();
    for (int w = GPA_T / 2; w > 0; w >>= 1) {
        if (threadIdx.x < w) {
            T v = sv[threadIdx.x + w];
            long long i = si[threadIdx.x + w];
            if (i >= 0 && gpa_better(v, i, sv[threadIdx.x], si[threadIdx.x], max, skip)) {
                sv[threadIdx.x] = v;
                si[threadIdx.x] = i;
            }
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) out[r] = si[0];
}
