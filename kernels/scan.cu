// Running sums/products (cumsum, cumprod) of contiguous rows, in place. gpa prepends
// `typedef <type> T; typedef <type> U;` (U: the type arithmetic runs in, unsigned for
// integers so overflow wraps as NumPy's) and, for bool, `#define GPA_BOOL`.
// Each thread owns a chunk of one row: it totals its chunk (gpa_scan_totals), each row's
// chunk totals are scanned in order (gpa_scan_chunks), then each chunk is scanned from its
// prefix (gpa_scan_apply). With one chunk per row the order is NumPy's sequential one.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
__device__ __forceinline__ T gpa_op(T a, T b, long long prod) {
#ifdef GPA_BOOL
    return prod ? (T)(a && b) : (T)(a || b);
#else
    return prod ? (T)((U)a * (U)b) : (T)((U)a + (U)b);
#endif
}

#define GPA_EACH_CHUNK(t, total) \
    for (long long t = (long long)blockIdx.x * blockDim.x + threadIdx.x; t < (total); t += (long long)gridDim.x * blockDim.x)

extern "C" __global__ void gpa_scan_totals(const T* x, long long rows, long long len, long long chunk,
                                           long long chunks, long long prod, T* totals) {
    GPA_EACH_CHUNK(t, rows * chunks) {
        long long r = t / chunks, s = (t % chunks) * chunk, e = min(len, s + chunk);
        const T* xr = x + r * len;
        T acc = xr[s];
        for (long long i = s + 1; i < e; i++) acc = gpa_op(acc, xr[i], prod);
        totals[t] = acc;
    }
}

// Exclusive prefixes of each row's chunk totals (the first chunk's prefix is unused).
extern "C" __global__ void gpa_scan_chunks(T* totals, long long rows, long long chunks, long long prod) {
    GPA_EACH_CHUNK(r, rows) {
        T* tr = totals + r * chunks;
        T acc = tr[0];
        for (long long c = 1; c < chunks; c++) { T v = tr[c]; tr[c] = acc; acc = gpa_op(acc, v, prod); }
    }
}

extern "C" __global__ void gpa_scan_apply(T* x, long long rows, long long len, long long chunk,
                                          long long chunks, long long prod, const T* prefix) {
    GPA_EACH_CHUNK(t, rows * chunks) {
        long long r = t / chunks, c = t % chunks, s = c * chunk, e = min(len, s + chunk);
        T* xr = x + r * len;
        T acc = c ? gpa_op(prefix[t], xr[s], prod) : xr[s];
        xr[s] = acc;
        for (long long i = s + 1; i < e; i++) { acc = gpa_op(acc, xr[i], prod); xr[i] = acc; }
    }
}
