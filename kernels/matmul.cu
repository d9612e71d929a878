// matmul of integer and bool matrices (cuBLAS has no such GEMM): row-major operands, tiles
// of 16 x 16 in shared memory, products summed in 64-bit unsigned arithmetic so the result
// wraps to the dtype as NumPy's (bool: any product true). gpa prepends `typedef <type> T;`
// (one module per dtype; `#define GPA_BOOL` for bool). A block of 256 threads makes one
// 16 x 16 tile of one batch's product; blocks are numbered batch-major.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).
#define GPA_TS 16

extern "C" __global__ void gpa_matmul(const T* a, const T* b, T* c, long long n, long long k,
                                      long long m, long long sa, long long sb) {
    __shared__ T ta[GPA_TS][GPA_TS];
    __shared__ T tb[GPA_TS][GPA_TS];
    long long tm = (m + GPA_TS - 1) / GPA_TS, tn = (n + GPA_TS - 1) / GPA_TS;
    long long blk = blockIdx.x, bi = blk / (tm * tn), t = blk % (tm * tn);
    int tx = threadIdx.x % GPA_TS, ty = threadIdx.x / GPA_TS;
    long long i = (t / tm) * GPA_TS + ty, j = (t % tm) * GPA_TS + tx;
    const T* ab = a + bi * sa;
    const T* bb = b + bi * sb;
    unsigned long long acc = 0;
    for (long long p0 = 0; p0 < k; p0 += GPA_TS) {
        ta[ty][tx] = (i < n && p0 + tx < k) ? ab[i * k + p0 + tx] : (T)0;
        tb[ty][tx] = (p0 + ty < k && j < m) ? bb[(p0 + ty) * m + j] : (T)0;
        __syncthreads();
        for (int q = 0; q < GPA_TS; q++)
            acc += (unsigned long long)(long long)ta[ty][q] * (unsigned long long)(long long)tb[q][tx];
        __syncthreads();
    }
#ifdef GPA_BOOL
    if (i < n && j < m) c[bi * n * m + i * m + j] = acc != 0;
#else
    if (i < n && j < m) c[bi * n * m + i * m + j] = (T)acc;
#endif
}
