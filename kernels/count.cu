// Counting on the device with atomics: bincount (counts or weight sums per value) and
// histogram with uniform bins (NumPy's index from (x - lo) / (hi - lo) * bins, then moved by
// one where the computed edges disagree, as numpy.histogram does).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
typedef unsigned long long u64;

#define GPA_GRID_STRIDE(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

extern "C" __global__ void gpa_bincount(const long long* x, const double* w, long long n, u64* counts,
                                        double* sums) {
    GPA_GRID_STRIDE(i, n) {
        if (w) atomicAdd(&sums[x[i]], w[i]);
        else atomicAdd(&counts[x[i]], 1ull);
    }
}

// Counts of few values (len <= GPA_SHARED_BINS): each block counts its part in shared
// memory, then adds its nonzero counts to the output, so few atomics reach global memory.
#define GPA_SHARED_BINS 8192
extern "C" __global__ void gpa_bincount_shared(const long long* x, long long n, long long len, u64* counts) {
    __shared__ unsigned int c[GPA_SHARED_BINS];
    for (long long k = threadIdx.x; k < len; k += blockDim.x) c[k] = 0;
    __syncthreads();
    GPA_GRID_STRIDE(i, n) atomicAdd(&c[x[i]], 1u);
    __syncthreads();
    for (long long k = threadIdx.x; k < len; k += blockDim.x)
        if (c[k]) atomicAdd(&counts[k], (u64)c[k]);
}

extern "C" __global__ void gpa_histogram(const double* x, const double* w, long long n, double lo,
                                         double hi, long long nb, const double* e, u64* counts,
                                         double* sums) {
    GPA_GRID_STRIDE(i, n) {
        double v = x[i];
        if (!(v >= lo && v <= hi)) continue;
        double f = (v - lo) / (hi - lo) * (double)nb;
        long long k = (long long)f;
        if (k > nb) k = nb;
        if (k == nb) k -= 1;
        if (v < e[k] && k > 0) k -= 1;
        if (v >= e[k + 1] && k != nb - 1) k += 1;
        if (w) atomicAdd(&sums[k], w[i]);
        else atomicAdd(&counts[k], 1ull);
    }
}
