// Boolean-mask compaction `x[mask]`: each block owns `per` consecutive elements. gpa_count
// counts the block's true entries; the host turns the counts into offsets (it needs the
// total anyway: it is the result's length); gpa_select_W copies the picked elements of
// width W bytes in order, with a warp-ballot scan per 256-element step; gpa_select_at writes
// the picked elements' positions (int64) instead: np.nonzero and masks inside an index.
extern "C" __global__ void gpa_count(long long n, const bool* __restrict__ m,
                                     unsigned int* __restrict__ counts, long long per) {
    long long s = (long long)blockIdx.x * per, e = min(n, s + per);
    unsigned int c = 0;
    for (long long i = s + threadIdx.x; i < e; i += blockDim.x) c += m[i] ? 1 : 0;
    for (int o = 16; o > 0; o >>= 1) c += __shfl_down_sync(0xffffffffu, c, o);
    __shared__ unsigned int warps[32];
    if ((threadIdx.x & 31) == 0) warps[threadIdx.x >> 5] = c;
    __syncthreads();
    if (threadIdx.x == 0) {
        unsigned int t = 0;
        for (unsigned w = 0; w < blockDim.x / 32; w++) t += warps[w];
        counts[blockIdx.x] = t;
    }
}

// What a picked element i contributes: the source value, or its position.
template <typename T> struct gpa_value_of {
    const T* __restrict__ src;
    __device__ T operator()(long long i) const { return src[i]; }
};
struct gpa_position_of {
    __device__ long long operator()(long long i) const { return i; }
};

template <typename T, typename Pick>
__device__ void gpa_select(long long n, const bool* __restrict__ m, Pick pick,
                           T* __restrict__ dst, const unsigned long long* __restrict__ offs,
                           long long per) {
    long long s = (long long)blockIdx.x * per, e = min(n, s + per);
    unsigned long long base = offs[blockIdx.x];
    unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nw = blockDim.x / 32;
    __shared__ unsigned int wc[32];
    for (long long i0 = s; i0 < e; i0 += blockDim.x) {
        long long i = i0 + threadIdx.x;
        bool f = i < e && m[i];
        unsigned ballot = __ballot_sync(0xffffffffu, f);
        if (lane == 0) wc[warp] = __popc(ballot);
        __syncthreads();
        unsigned before = 0, total = 0;
        for (unsigned w = 0; w < nw; w++) {
            if (w < warp) before += wc[w];
            total += wc[w];
        }
        if (f) dst[base + before + __popc(ballot & ((1u << lane) - 1))] = pick(i);
        base += total;
        __syncthreads();
    }
}

#define GPA_SELECT(W, T) \
    extern "C" __global__ void gpa_select_##W(long long n, const bool* m, const T* src, T* dst, \
                                              const unsigned long long* offs, long long per) { \
        gpa_select<T>(n, m, gpa_value_of<T>{src}, dst, offs, per); \
    }
GPA_SELECT(1, unsigned char)
GPA_SELECT(2, unsigned short)
GPA_SELECT(4, unsigned int)
GPA_SELECT(8, unsigned long long)
GPA_SELECT(16, ulonglong2)
extern "C" __global__ void gpa_select_at(long long n, const bool* m, const void* unused,
                                          long long* dst, const unsigned long long* offs,
                                          long long per) {
    gpa_select<long long>(n, m, gpa_position_of{}, dst, offs, per);
}
