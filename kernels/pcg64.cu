// NumPy's PCG64 uniforms in parallel (src/array/np_random/pcg64.rs is the generator one
// step at a time; src/backend/cpu/pcg.rs the CPU's parallel fill). Word k of a run is the
// XSL-RR output of the state after k + 1 steps of the 128-bit LCG. Thread t jumps t + 1
// steps ahead, then strides by the grid's thread count with the affine map of that many
// steps (computed by the host), so each word costs one 128-bit multiply-add and
// neighbouring threads write neighbouring values. Every parameter is 8 bytes wide.

struct GpaU128 {
    unsigned long long hi, lo;
};

__device__ GpaU128 gpa_mul128(GpaU128 a, GpaU128 b) {
    GpaU128 r;
    r.lo = a.lo * b.lo;
    r.hi = __umul64hi(a.lo, b.lo) + a.lo * b.hi + a.hi * b.lo;
    return r;
}

__device__ GpaU128 gpa_add128(GpaU128 a, GpaU128 b) {
    GpaU128 r;
    r.lo = a.lo + b.lo;
    r.hi = a.hi + b.hi + (r.lo < a.lo ? 1ull : 0ull);
    return r;
}

__device__ unsigned long long gpa_xsl_rr(GpaU128 s) {
    unsigned long long x = s.hi ^ s.lo;
    unsigned int r = (unsigned int)(s.hi >> 58);
    return (x >> r) | (x << ((64u - r) & 63u));
}

__device__ float gpa_float24(unsigned int u) {
    return (float)(u >> 8) * (1.0f / 16777216.0f);
}

// `words` words from `state`; float64 values (`single` 0) or two float32 values a word
// after a leading saved half (`lead`: bit 32 says there is one, the low 32 bits hold it).
extern "C" __global__ void gpa_pcg64(unsigned long long state_hi, unsigned long long state_lo,
                                     unsigned long long inc_hi, unsigned long long inc_lo,
                                     unsigned long long stride_mult_hi, unsigned long long stride_mult_lo,
                                     unsigned long long stride_plus_hi, unsigned long long stride_plus_lo,
                                     unsigned long long words, unsigned long long n,
                                     unsigned long long single, unsigned long long lead,
                                     unsigned long long out) {
    unsigned long long t = (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x;
    unsigned long long threads = (unsigned long long)gridDim.x * blockDim.x;
    GpaU128 step_mult = {0x2360ED051FC65DA4ull, 0x4385DF649FCCF645ull};
    GpaU128 step_plus = {inc_hi, inc_lo};
    GpaU128 mult = {0, 1}, plus = {0, 0}, one = {0, 1};
    for (unsigned long long d = t + 1; d; d >>= 1) {
        if (d & 1) {
            mult = gpa_mul128(mult, step_mult);
            plus = gpa_add128(gpa_mul128(plus, step_mult), step_plus);
        }
        step_plus = gpa_mul128(gpa_add128(step_mult, one), step_plus);
        step_mult = gpa_mul128(step_mult, step_mult);
    }
    GpaU128 s = {state_hi, state_lo};
    s = gpa_add128(gpa_mul128(mult, s), plus);
    GpaU128 stride_mult = {stride_mult_hi, stride_mult_lo};
    GpaU128 stride_plus = {stride_plus_hi, stride_plus_lo};
    if (!single) {
        double* o = (double*)out;
        for (unsigned long long k = t; k < words; k += threads) {
            o[k] = (double)(gpa_xsl_rr(s) >> 11) * (1.0 / 9007199254740992.0);
            s = gpa_add128(gpa_mul128(stride_mult, s), stride_plus);
        }
        return;
    }
    float* o = (float*)out;
    unsigned long long first = lead >> 32;
    if (t == 0 && first && n > 0) o[0] = gpa_float24((unsigned int)lead);
    for (unsigned long long k = t; k < words; k += threads) {
        unsigned long long w = gpa_xsl_rr(s);
        unsigned long long i = first + 2 * k;
        o[i] = gpa_float24((unsigned int)w);
        if (i + 1 < n) o[i + 1] = gpa_float24((unsigned int)(w >> 32));
        s = gpa_add128(gpa_mul128(stride_mult, s), stride_plus);
    }
}
