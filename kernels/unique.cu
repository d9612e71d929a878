// unique of sorted values (and their positions `p` in the input, from a stable argsort):
// which sorted elements start a new value (gpa_unique_flags: 1/0, then scanned inclusively
// into `g`, so element i belongs to value g[i] - 1), then each value's first element, its
// position, every element's value number (gpa_unique_out), and the counts (gpa_unique_counts).
// Without positions (`p` null) only the values are written.
// gpa prepends `typedef <type> T;` (one module per dtype; `#define GPA_FLOAT` for floats).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_ALL(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

__device__ __forceinline__ bool gpa_isnan(T v) { return v != v; }

// NumPy's `!=` of neighbours (NaN never equal), with `equal_nan` NaNs one value.
extern "C" __global__ void gpa_unique_flags(const T* s, long long n, long long equal_nan, unsigned* flag) {
    GPA_ALL(i, n) {
        bool same = i > 0 && (s[i] == s[i - 1] || (equal_nan && gpa_isnan(s[i]) && gpa_isnan(s[i - 1])));
        flag[i] = same ? 0u : 1u;
    }
}

extern "C" __global__ void gpa_unique_out(const T* s, const long long* p, const unsigned* g, long long n,
                                          T* values, long long* index, long long* inverse, long long* starts) {
    GPA_ALL(i, n) {
        long long j = (long long)g[i] - 1;
        bool first = i == 0 || g[i] != g[i - 1];
        if (first) values[j] = s[i];
        if (!p) continue;  // the values alone
        if (first) { index[j] = p[i]; starts[j] = i; }
        inverse[p[i]] = j;
    }
}

extern "C" __global__ void gpa_unique_counts(const long long* starts, long long k, long long n, long long* counts) {
    GPA_ALL(j, k) counts[j] = (j + 1 < k ? starts[j + 1] : n) - starts[j];
}
