// searchsorted: a thread per key, a binary search of the sorted `a` (through `perm`, the
// sorter, when given) in NumPy's order (NaN last). gpa prepends `typedef <type> T;` (one
// module per dtype; `#define GPA_FLOAT` for floats, `GPA_COMPLEX` for complex, whose T is a
// struct of real and imaginary parts). For a sorted `a` the answers are
// NumPy's; NumPy's reuse of the previous key's bounds only shows with unsorted input.
// gpa_searchsorted_numpy is NumPy's search itself (one thread, the keys in order), for a
// sorter with indices out of range: NumPy fails only where its search reads one.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).

// a < b in NumPy's sort order: NaNs after every number; complex by real part, then
// imaginary, with NaN-holding values last (NumPy's CDOUBLE_LT).
__device__ __forceinline__ bool gpa_lt(T a, T b) {
#if defined(GPA_FLOAT)
    return a < b || (b != b && a == a);
#elif defined(GPA_COMPLEX)
    if (a.re < b.re) return a.im == a.im || b.im != b.im;
    if (a.re > b.re) return b.im != b.im && a.im == a.im;
    if (a.re == b.re || (a.re != a.re && b.re != b.re)) return a.im < b.im || (b.im != b.im && a.im == a.im);
    return b.re != b.re;
#else
    return a < b;
#endif
}

extern "C" __global__ void gpa_searchsorted(const T* a, long long n, const long long* perm, const T* v,
                                            long long m, long long right, long long* out) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < m; i += (long long)gridDim.x * blockDim.x) {
        T x = v[i];
        long long lo = 0, hi = n;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            T am = a[perm ? perm[mid] : mid];
            if (right ? !gpa_lt(x, am) : gpa_lt(am, x)) lo = mid + 1;
            else hi = mid;
        }
        out[i] = lo;
    }
}

// npy_binsearch with a sorter: each key's bounds start from the previous key's. out[m] = 1
// where the search read a sorter index out of range (NumPy's "Sorter index out of range").
extern "C" __global__ void gpa_searchsorted_numpy(const T* a, long long n, const long long* perm,
                                                  const T* v, long long m, long long right, long long* out) {
    if (blockIdx.x != 0 || threadIdx.x != 0) return;
    out[m] = 0;
    long long lo = 0, hi = n;
    T last = v[0];
    for (long long i = 0; i < m; i++) {
        T x = v[i];
        // NumPy compares with the side's own order: last <= x for the right side.
        if (right ? !gpa_lt(x, last) : gpa_lt(last, x)) {
            hi = n;
        } else {
            lo = 0;
            hi = hi < n ? hi + 1 : n;
        }
        last = x;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2;
            long long at = perm[mid];
            if (at < 0 || at >= n) {
                out[m] = 1;
                return;
            }
            if (right ? !gpa_lt(x, a[at]) : gpa_lt(a[at], x)) lo = mid + 1;
            else hi = mid;
        }
        out[i] = lo;
    }
}
