// median and quantile of sorted contiguous rows (NaNs last), into float64 results: NumPy's
// arithmetic step by step, each step rounded to the dtype NumPy computes it in (`gpa_rnd`'s
// code: 0 float64 or no rounding, 1 float32, 2 float16). gpa prepends `typedef <type> T;`
// (one module per dtype; `#define GPA_FLOAT` for floats).
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).

__device__ __forceinline__ double gpa_rnd(double x, long long code) {
    if (code == 1) return (double)(float)x;
    if (code == 2) {
        unsigned short h;
        float f = (float)x;
        asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
        asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
        return (double)f;
    }
    return x;
}

__device__ __forceinline__ bool gpa_isnan(T v) { return v != v; }

#define GPA_ROWS(i, n) \
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (long long)gridDim.x * blockDim.x)

// The median of each row (NumPy's mean of the middle one or two, in `cd`); with `skip`, of
// the row's numbers only (nanmedian); NaN for a row with a NaN (without `skip`) or none left.
extern "C" __global__ void gpa_median(const T* s, long long rows, long long n, long long skip, long long cd,
                                      double* out) {
    GPA_ROWS(r, rows) {
        const T* v = s + r * n;
        long long m = n;
        if (n > 0 && gpa_isnan(v[n - 1])) {
            // The numbers come first: find where the NaNs start.
            long long lo = 0, hi = n;
            while (lo < hi) {
                long long mid = lo + (hi - lo) / 2;
                if (gpa_isnan(v[mid])) hi = mid; else lo = mid + 1;
            }
            m = skip ? lo : -1;
        }
        if (m <= 0) { out[r] = 0.0 / 0.0; continue; }
        // NumPy's mean starts its sum at 0.0, so a middle -0.0 gives 0.0.
        if (m % 2) out[r] = gpa_rnd(0.0 + (double)v[m / 2], cd);
        else out[r] = gpa_rnd(gpa_rnd(0.0 + (double)v[m / 2 - 1] + (double)v[m / 2], cd) / 2.0, cd);
    }
}

// The difference of two elements in their own dtype (integers wrap, as NumPy's subtract).
__device__ __forceinline__ double gpa_diff(T hi, T lo, long long ad) {
#ifdef GPA_FLOAT
    return gpa_rnd((double)hi - (double)lo, ad);
#else
    return (double)(T)((unsigned long long)hi - (unsigned long long)lo);
#endif
}

// Quantiles: `plan` holds (prev, next, g) per q; g < 0 picks v[prev] (written as T to
// `picks`), else NumPy's linear mix of v[prev] and v[next] into float64 `out` (ad: the
// input's float dtype, gd: q's, md: the result's). Result i is q = i / rows of row
// i % rows; a row ending in NaN gives NaN.
extern "C" __global__ void gpa_quantile(const T* s, long long rows, long long n, long long nq,
                                        const double* plan, long long ad, long long gd, long long md,
                                        double* out, T* picks) {
    GPA_ROWS(i, nq * rows) {
        long long q = i / rows, r = i % rows;
        const T* v = s + r * n;
        bool nan = gpa_isnan(v[n - 1]);
        double g = plan[3 * q + 2];
        T lo = v[(long long)plan[3 * q]];
        if (g < 0.0) { picks[i] = nan ? v[n - 1] : lo; continue; }
        if (nan) { out[i] = 0.0 / 0.0; continue; }
        T hi = v[(long long)plan[3 * q + 1]];
        double diff = gpa_diff(hi, lo, ad);
        out[i] = g >= 0.5 ? gpa_rnd((double)hi - gpa_rnd(diff * gpa_rnd(1.0 - g, gd), md), md)
                          : gpa_rnd((double)lo + gpa_rnd(diff * g, md), md);
    }
}
