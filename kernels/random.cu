// Random numbers: Philox4x32-10 per element, the same arithmetic line for line as
// src/array/random.rs (the CPU backend), so a seed gives the same bits on both. Compiled
// with --fmad=false: every + and * rounds on its own, as in Rust. log and cos are written
// out (no libdevice) so they round identically too. Element i of a draw uses counter
// (start + i, round, 0) under the key; `code` picks the distribution (Dist::code). Float32
// draws (codes 1 and 3) run in gpa_random32, four values to a block.
// Every parameter is 8 bytes wide (gpa passes all launch arguments as 64-bit values).

struct GpaElement {
    unsigned int key0, key1;
    unsigned long long pos;
    unsigned int taken;
    unsigned int w[4];
};

__device__ void gpa_philox(unsigned int c[4], unsigned int k0, unsigned int k1) {
    for (int r = 0; r < 10; r++) {
        if (r > 0) {
            k0 += 0x9E3779B9u;
            k1 += 0xBB67AE85u;
        }
        unsigned int hi0 = __umulhi(0xD2511F53u, c[0]), lo0 = 0xD2511F53u * c[0];
        unsigned int hi1 = __umulhi(0xCD9E8D57u, c[2]), lo1 = 0xCD9E8D57u * c[2];
        unsigned int n0 = hi1 ^ c[1] ^ k0, n2 = hi0 ^ c[3] ^ k1;
        c[0] = n0;
        c[1] = lo1;
        c[2] = n2;
        c[3] = lo0;
    }
}

__device__ unsigned long long gpa_next64(GpaElement& e) {
    if (e.taken % 2 == 0) {
        e.w[0] = (unsigned int)e.pos;
        e.w[1] = (unsigned int)(e.pos >> 32);
        e.w[2] = e.taken / 2;
        e.w[3] = 0;
        gpa_philox(e.w, e.key0, e.key1);
    }
    int k = e.taken % 2 == 0 ? 0 : 2;
    e.taken++;
    return (unsigned long long)e.w[k] << 32 | e.w[k + 1];
}

__device__ double gpa_uniform(GpaElement& e) {
    return (double)(gpa_next64(e) >> 11) * (1.0 / 9007199254740992.0);
}

__device__ double gpa_uniform_pos(GpaElement& e) {
    return (double)((gpa_next64(e) >> 11) + 1) * (1.0 / 9007199254740992.0);
}

__device__ double gpa_log(double x) {
    const double LG[7] = {6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01,
                          2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01,
                          1.479819860511658591e-01};
    unsigned long long bits = __double_as_longlong(x);
    long long e = (long long)((bits >> 52) & 0x7ff) - 1023;
    double m = __longlong_as_double((bits & 0x000fffffffffffffull) | 0x3ff0000000000000ull);
    if (m > 1.4142135623730951) {
        m *= 0.5;
        e += 1;
    }
    double f = m - 1.0;
    double s = f / (2.0 + f);
    double z = s * s;
    double p = LG[6];
    for (int i = 5; i >= 0; i--) p = p * z + LG[i];
    double r = z * p;
    double hfsq = 0.5 * f * f;
    double ed = (double)e;
    return ed * 6.93147180369123816490e-01 + (f - (hfsq - (s * (hfsq + r) + ed * 1.90821492927058770002e-10)));
}

__device__ double gpa_cos2pi(double t) {
    const double C[6] = {4.16666666666666019037e-02, -1.38888888888741095749e-03, 2.48015872894767294178e-05,
                         -2.75573143513906633035e-07, 2.08757232129817482790e-09, -1.13596475577881948265e-11};
    const double S[6] = {-1.66666666666666324348e-01, 8.33333333332248946124e-03, -1.98412698298579493134e-04,
                         2.75573137070700676789e-06, -2.50507602534068634195e-08, 1.58969099521155010221e-10};
    double q = round(t * 4.0);
    double y = t - q * 0.25;
    double a = y * 6.283185307179586;
    double z = a * a;
    double p = C[5];
    for (int i = 4; i >= 0; i--) p = p * z + C[i];
    double r = z * p;
    double hz = 0.5 * z;
    double w = 1.0 - hz;
    double c = w + (((1.0 - w) - hz) + z * r);
    double rs = S[5];
    for (int i = 4; i >= 1; i--) rs = rs * z + S[i];
    double v = z * a;
    double s = a + v * (S[0] + z * rs);
    switch ((long long)q & 3) {
        case 0: return c;
        case 1: return -s;
        case 2: return -c;
        default: return s;
    }
}

__device__ double gpa_loggam(double x) {
    const double A[10] = {8.333333333333333e-02, -2.777777777777778e-03, 7.936507936507937e-04,
                          -5.952380952380952e-04, 8.417508417508418e-04, -1.917526917526918e-03,
                          6.410256410256410e-03, -2.955065359477124e-02, 1.796443723688307e-01,
                          -1.39243221690590e+00};
    if (x == 1.0 || x == 2.0) return 0.0;
    long long n = x <= 7.0 ? (long long)(7.0 - x) : 0;
    double x0 = x + (double)n;
    double x2 = 1.0 / (x0 * x0);
    double gl0 = A[9];
    for (int i = 8; i >= 0; i--) gl0 = gl0 * x2 + A[i];
    double gl = gl0 / x0 + 0.9189385332046728 + (x0 - 0.5) * gpa_log(x0) - x0;
    for (long long i = 0; i < n; i++) {
        x0 -= 1.0;
        gl -= gpa_log(x0);
    }
    return gl;
}

__device__ long long gpa_poisson(GpaElement& e, double lam, double enlam) {
    if (lam == 0.0) return 0;
    if (lam < 10.0) {
        long long k = 0;
        double prod = 1.0;
        for (;;) {
            prod *= gpa_uniform(e);
            if (prod > enlam) k++;
            else return k;
        }
    }
    double slam = sqrt(lam);
    double loglam = gpa_log(lam);
    double b = 0.931 + 2.53 * slam;
    double a = -0.059 + 0.02483 * b;
    double invalpha = 1.1239 + 1.1328 / (b - 3.4);
    double vr = 0.9277 - 3.6224 / (b - 2.0);
    for (;;) {
        double u = gpa_uniform(e) - 0.5;
        double v = gpa_uniform_pos(e);
        double us = 0.5 - fabs(u);
        double k = floor((2.0 * a / us + b) * u + lam + 0.43);
        if (us >= 0.07 && v <= vr) return (long long)k;
        if (k < 0.0 || (us < 0.013 && v > us)) continue;
        if (gpa_log(v) + gpa_log(invalpha) - gpa_log(a / (us * us) + b) <= -lam + k * loglam - gpa_loggam(k + 1.0))
            return (long long)k;
    }
}

extern "C" __global__ void gpa_random(unsigned long long key0, unsigned long long key1, unsigned long long start,
                                      long long n, long long code, unsigned long long p0, unsigned long long p1,
                                      void* out) {
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (long long)gridDim.x * blockDim.x) {
        GpaElement e;
        e.key0 = (unsigned int)key0;
        e.key1 = (unsigned int)key1;
        e.pos = start + (unsigned long long)i;
        e.taken = 0;
        switch (code) {
            case 0: ((double*)out)[i] = gpa_uniform(e); break;
            case 2: {
                double u1 = gpa_uniform_pos(e);
                double u2 = gpa_uniform(e);
                ((double*)out)[i] = sqrt(-2.0 * gpa_log(u1)) * gpa_cos2pi(u2);
                break;
            }
            case 4: ((double*)out)[i] = -gpa_log(gpa_uniform_pos(e)); break;
            case 5: {
                unsigned long long range = p1;
                unsigned long long x = gpa_next64(e);
                unsigned long long lo = x * range, hi = __umul64hi(x, range);
                if (lo < range) {
                    unsigned long long t = (0ull - range) % range;
                    while (lo < t) {
                        x = gpa_next64(e);
                        lo = x * range;
                        hi = __umul64hi(x, range);
                    }
                }
                ((long long*)out)[i] = (long long)(p0 + hi);
                break;
            }
            case 6:
                ((long long*)out)[i] = gpa_poisson(e, __longlong_as_double(p0), __longlong_as_double(p1));
                break;
            default: ((unsigned long long*)out)[i] = gpa_next64(e); break;
        }
    }
}

// Float32 draws, four values to a Philox block (counter (b, 0, BLOCK_TAG) for positions
// 4b..4b+3; cpu/random.rs block32): code 1 uniforms, code 3 Box-Muller pairs in float32.
__device__ float gpa_logf(float x) {
    unsigned int bits = __float_as_uint(x);
    int e = (int)((bits >> 23) & 0xff) - 127;
    float m = __uint_as_float((bits & 0x007fffffu) | 0x3f800000u);
    if (m > 1.41421353816986083984375f) {
        m *= 0.5f;
        e += 1;
    }
    float f = m - 1.0f;
    float s = f / (2.0f + f);
    float z = s * s;
    float w = z * z;
    float r = z * (6.6666662693e-01f + w * 2.8498786688e-01f) + w * (4.0000972152e-01f + w * 2.4279078841e-01f);
    float hfsq = 0.5f * f * f;
    float ef = (float)e;
    return ef * 6.9313812256e-01f + (f - (hfsq - (s * (hfsq + r) + ef * 9.0580006145e-06f)));
}

__device__ void gpa_sincos2pi_f(float t, float& c, float& s) {
    float q = floorf(t * 4.0f + 0.5f);
    float y = t - q * 0.25f;
    float a = y * 6.28318530717958647692f;
    float z = a * a;
    float cs = (1.0f - 0.5f * z) + z * z * ((2.443315711809948e-5f * z - 1.388731625493765e-3f) * z + 4.166664568298827e-2f);
    float sn = a + a * z * ((-1.9515295891e-4f * z + 8.3321608736e-3f) * z - 1.6666654611e-1f);
    switch ((int)q & 3) {
        case 0: c = cs; s = sn; break;
        case 1: c = -sn; s = cs; break;
        case 2: c = -cs; s = -sn; break;
        default: c = sn; s = -cs; break;
    }
}

__device__ void gpa_normal_pair(unsigned int w0, unsigned int w1, float& z0, float& z1) {
    float u1 = (float)w0 * 2.3283064365386962890625e-10f + 1.16415321826934814453125e-10f;
    float t = (float)(w1 >> 8) * (1.0f / 16777216.0f);
    float r = sqrtf(0.0f - 2.0f * gpa_logf(u1));
    float c, s;
    gpa_sincos2pi_f(t, c, s);
    z0 = r * c;
    z1 = r * s;
}

extern "C" __global__ void gpa_random32(unsigned long long key0, unsigned long long key1, unsigned long long start,
                                        long long n, long long code, unsigned long long, unsigned long long,
                                        float* out) {
    unsigned long long first = start / 4, last = (start + (unsigned long long)n - 1) / 4;
    bool aligned = start % 4 == 0 && (unsigned long long)out % 16 == 0;
    for (unsigned long long b = first + (unsigned long long)blockIdx.x * blockDim.x + threadIdx.x; b <= last;
         b += (unsigned long long)gridDim.x * blockDim.x) {
        unsigned int w[4] = {(unsigned int)b, (unsigned int)(b >> 32), 0u, 0x67706134u};
        gpa_philox(w, (unsigned int)key0, (unsigned int)key1);
        float v[4];
        if (code == 1) {
            for (int k = 0; k < 4; k++) v[k] = (float)(w[k] >> 8) * (1.0f / 16777216.0f);
        } else {
            gpa_normal_pair(w[0], w[1], v[0], v[1]);
            gpa_normal_pair(w[2], w[3], v[2], v[3]);
        }
        // One 16-byte store where the block lies whole in the draw at an aligned place:
        // four scalar stores 16 bytes apart per thread ran the normals at half speed.
        unsigned long long p = b * 4;
        if (aligned && p >= start && p + 3 < start + (unsigned long long)n) {
            reinterpret_cast<float4*>(out)[(p - start) / 4] = make_float4(v[0], v[1], v[2], v[3]);
        } else {
            for (int k = 0; k < 4; k++, p++)
                if (p >= start && p - start < (unsigned long long)n) out[p - start] = v[k];
        }
    }
}
