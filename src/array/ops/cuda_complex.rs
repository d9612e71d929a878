//! CUDA C for complex lanes, added to a generated kernel only when its program holds a
//! complex value. Both complex dtypes compute in `gpa_cd` (two doubles) and complex64 is
//! narrowed after each operation, as the CPU backend's lanes do (`cmath.rs`); the functions
//! below are `cmath.rs` written again in C, overloading the names the operator table's
//! expressions call (`exp(a)`, `a / b`, `gpa_power(a, b)`, ...), so the table stays one.
pub const COMPLEX_PRELUDE: &str = r#"
struct __align__(8) gpa_c64 { float re, im; };
struct __align__(16) gpa_c128 { double re, im; };
struct gpa_cd {
    double re, im;
    gpa_cd() = default;
    __device__ gpa_cd(double r, double i = 0.0) : re(r), im(i) {}
    __device__ explicit operator bool() const { return re != 0 || im != 0; }
    // To a real dtype: the real part, as NumPy's cast (which warns, on the host).
    template <typename T> __device__ explicit operator T() const { return (T)re; }
};
__device__ __forceinline__ gpa_cd gpa_load(gpa_c64 z) { return gpa_cd(z.re, z.im); }
__device__ __forceinline__ gpa_cd gpa_load(gpa_c128 z) { return gpa_cd(z.re, z.im); }
__device__ __forceinline__ gpa_c64 gpa_to_c64(gpa_cd z) { gpa_c64 s; s.re = (float)z.re; s.im = (float)z.im; return s; }
__device__ __forceinline__ gpa_c128 gpa_to_c128(gpa_cd z) { gpa_c128 s; s.re = z.re; s.im = z.im; return s; }
__device__ __forceinline__ gpa_cd gpa_narrow(gpa_cd z) { return gpa_cd((float)z.re, (float)z.im); }

__device__ __forceinline__ gpa_cd operator+(gpa_cd a, gpa_cd b) { return gpa_cd(a.re + b.re, a.im + b.im); }
__device__ __forceinline__ gpa_cd operator-(gpa_cd a, gpa_cd b) { return gpa_cd(a.re - b.re, a.im - b.im); }
__device__ __forceinline__ gpa_cd operator-(gpa_cd a) { return gpa_cd(-a.re, -a.im); }
__device__ __forceinline__ gpa_cd operator*(gpa_cd a, gpa_cd b) {
    return gpa_cd(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}
// Smith's division, as NumPy's complex divide loop.
__device__ __forceinline__ gpa_cd operator/(gpa_cd a, gpa_cd b) {
    double br = fabs(b.re), bi = fabs(b.im);
    if (br >= bi) {
        if (br == 0 && bi == 0) return gpa_cd(a.re / br, a.im / br);
        double rat = b.im / b.re, scl = 1.0 / (b.re + b.im * rat);
        return gpa_cd((a.re + a.im * rat) * scl, (a.im - a.re * rat) * scl);
    }
    double rat = b.re / b.im, scl = 1.0 / (b.im + b.re * rat);
    return gpa_cd((a.re * rat + a.im) * scl, (a.im * rat - a.re) * scl);
}
__device__ __forceinline__ bool operator==(gpa_cd a, gpa_cd b) { return a.re == b.re && a.im == b.im; }
__device__ __forceinline__ bool operator!=(gpa_cd a, gpa_cd b) { return !(a == b); }
// Lexicographic order with NumPy's NaN rules (CLT/CLE/CGT/CGE of npy_math).
__device__ __forceinline__ bool operator<(gpa_cd a, gpa_cd b) {
    return (a.re < b.re && a.im == a.im && b.im == b.im) || (a.re == b.re && a.im < b.im);
}
__device__ __forceinline__ bool operator<=(gpa_cd a, gpa_cd b) {
    return (a.re < b.re && a.im == a.im && b.im == b.im) || (a.re == b.re && a.im <= b.im);
}
__device__ __forceinline__ bool operator>(gpa_cd a, gpa_cd b) { return b < a; }
__device__ __forceinline__ bool operator>=(gpa_cd a, gpa_cd b) { return b <= a; }

__device__ __forceinline__ bool gpa_cisnan(gpa_cd a) { return isnan(a.re) || isnan(a.im); }
__device__ __forceinline__ bool gpa_cisinf(gpa_cd a) { return isinf(a.re) || isinf(a.im); }
__device__ __forceinline__ bool gpa_cisfinite(gpa_cd a) { return isfinite(a.re) && isfinite(a.im); }
__device__ __forceinline__ double gpa_cabs(gpa_cd a) { return hypot(a.re, a.im); }
__device__ __forceinline__ gpa_cd gpa_conj(gpa_cd a) { return gpa_cd(a.re, -a.im); }
__device__ __forceinline__ gpa_cd gpa_maximum(gpa_cd a, gpa_cd b) { return (a >= b || gpa_cisnan(a)) ? a : b; }
__device__ __forceinline__ gpa_cd gpa_minimum(gpa_cd a, gpa_cd b) { return (a <= b || gpa_cisnan(a)) ? a : b; }
__device__ __forceinline__ gpa_cd fmax(gpa_cd a, gpa_cd b) { return (a >= b || gpa_cisnan(b)) ? a : b; }
__device__ __forceinline__ gpa_cd fmin(gpa_cd a, gpa_cd b) { return (a <= b || gpa_cisnan(b)) ? a : b; }
__device__ __forceinline__ gpa_cd rint(gpa_cd a) { return gpa_cd(rint(a.re), rint(a.im)); }

// nc_reciprocal.
__device__ __forceinline__ gpa_cd gpa_reciprocal(gpa_cd a) {
    if (fabs(a.im) <= fabs(a.re)) {
        double r = a.im / a.re, d = a.re + a.im * r;
        return gpa_cd(1.0 / d, -r / d);
    }
    double r = a.re / a.im, d = a.re * r + a.im;
    return gpa_cd(r / d, -1.0 / d);
}
// NumPy 2's complex sign: z / |z| (0 for 0, nan for nan).
__device__ __forceinline__ gpa_cd gpa_sign(gpa_cd a) {
    double m = gpa_cabs(a);
    if (isnan(m)) return gpa_cd(NAN, NAN);
    if (m == 0) return gpa_cd(0, 0);
    if (isinf(m)) {
        if (isinf(a.re) && isinf(a.im)) return gpa_cd(NAN, NAN);
        if (isinf(a.re)) return gpa_cd(a.re > 0 ? 1.0 : -1.0, 0);
        return gpa_cd(0, a.im > 0 ? 1.0 : -1.0);
    }
    return gpa_cd(a.re / m, a.im / m);
}

__device__ gpa_cd exp(gpa_cd a) {
    double r = exp(a.re);
    if (a.im == 0) return gpa_cd(r, a.im);
    return gpa_cd(r * cos(a.im), r * sin(a.im));
}
__device__ gpa_cd exp2(gpa_cd a) {
    const double ln2 = 0.693147180559945309417232121458176568;
    return exp(gpa_cd(a.re * ln2, a.im * ln2));
}
__device__ gpa_cd expm1(gpa_cd a) {
    double s = sin(a.im / 2);
    return gpa_cd(expm1(a.re) * cos(a.im) - 2 * s * s, exp(a.re) * sin(a.im));
}
__device__ gpa_cd log(gpa_cd a) { return gpa_cd(log(gpa_cabs(a)), atan2(a.im, a.re)); }
__device__ gpa_cd log2(gpa_cd a) {
    const double log2e = 1.442695040888963407359924681001892137;
    gpa_cd l = log(a);
    return gpa_cd(l.re * log2e, l.im * log2e);
}
__device__ gpa_cd log10(gpa_cd a) {
    const double log10e = 0.434294481903251827651128918916605082;
    gpa_cd l = log(a);
    return gpa_cd(l.re * log10e, l.im * log10e);
}
__device__ gpa_cd log1p(gpa_cd a) {
    return gpa_cd(log(hypot(a.re + 1, a.im)), atan2(a.im, a.re + 1));
}
// Principal square root without cancellation (C99 csqrt).
__device__ gpa_cd sqrt(gpa_cd a) {
    double x = a.re, y = a.im;
    if (x == 0 && y == 0) return gpa_cd(0, y);
    if (isinf(y)) return gpa_cd(INFINITY, y);
    if (isnan(x)) return gpa_cd(x, NAN);
    if (isinf(x)) {
        if (x > 0) return gpa_cd(x, isnan(y) ? y : copysign(0.0, y));
        return gpa_cd(isfinite(y) ? 0.0 : NAN, copysign((double)INFINITY, y));
    }
    double t = sqrt((fabs(x) + hypot(x, y)) * 0.5);
    if (x >= 0) return gpa_cd(t, y / (2 * t));
    return gpa_cd(fabs(y) / (2 * t), copysign(t, y));
}
// nc_pow: small integral real exponents by repeated multiplication, else exp(b log a).
__device__ gpa_cd gpa_power(gpa_cd a, gpa_cd b) {
    if (b.re == 0 && b.im == 0) return gpa_cd(1, 0);
    if (a.re == 0 && a.im == 0) return (b.re > 0 && b.im == 0) ? gpa_cd(0, 0) : gpa_cd(NAN, NAN);
    if (b.im == 0 && b.re == trunc(b.re) && fabs(b.re) < 100) {
        long long n = (long long)b.re;
        if (n == 1) return a;
        if (n == 2) return a * a;
        if (n == 3) return a * (a * a);
        gpa_cd acc(1, 0), p = a;
        unsigned long long k = n < 0 ? -n : n;
        while (k > 0) {
            if (k & 1) acc = acc * p;
            k >>= 1;
            if (k > 0) p = p * p;
        }
        return n < 0 ? gpa_cd(1, 0) / acc : acc;
    }
    return exp(b * log(a));
}
__device__ __forceinline__ gpa_cd pow(gpa_cd a, gpa_cd b) { return gpa_power(a, b); }
__device__ gpa_cd sin(gpa_cd a) { return gpa_cd(sin(a.re) * cosh(a.im), cos(a.re) * sinh(a.im)); }
__device__ gpa_cd cos(gpa_cd a) { return gpa_cd(cos(a.re) * cosh(a.im), -(sin(a.re) * sinh(a.im))); }
__device__ gpa_cd sinh(gpa_cd a) { return gpa_cd(sinh(a.re) * cos(a.im), cosh(a.re) * sin(a.im)); }
__device__ gpa_cd cosh(gpa_cd a) { return gpa_cd(cosh(a.re) * cos(a.im), sinh(a.re) * sin(a.im)); }
__device__ gpa_cd tanh(gpa_cd a) {
    double x = a.re, y = a.im;
    if (fabs(x) > 20) {
        // cosh(2x) overflows; tanh is +-1 to double precision there.
        double e = exp(-2 * fabs(x));
        return gpa_cd(x > 0 ? 1.0 : -1.0, 4 * sin(y) * cos(y) * e);
    }
    double d = cosh(2 * x) + cos(2 * y);
    return gpa_cd(sinh(2 * x) / d, sin(2 * y) / d);
}
// tan(z) = -i tanh(iz).
__device__ gpa_cd tan(gpa_cd a) { gpa_cd t = tanh(gpa_cd(-a.im, a.re)); return gpa_cd(t.im, -t.re); }
// The inverse functions are evaluated in the first quadrant and the signs carried over,
// so zeros and branch cuts get C99's signs.
__device__ gpa_cd gpa_asinh_q1(double x, double y) {
    gpa_cd z(x, y);
    return log(z + sqrt(z * z + gpa_cd(1, 0)));
}
__device__ gpa_cd gpa_atanh_q1(double x, double y) {
    gpa_cd p = log1p(gpa_cd(x, y)), m = log1p(gpa_cd(-x, -y));
    return gpa_cd((p.re - m.re) / 2, (p.im - m.im) / 2);
}
__device__ __forceinline__ gpa_cd gpa_signs_of(gpa_cd r, gpa_cd a) {
    return gpa_cd(copysign(r.re, a.re), copysign(r.im, a.im));
}
__device__ gpa_cd asinh(gpa_cd a) { return gpa_signs_of(gpa_asinh_q1(fabs(a.re), fabs(a.im)), a); }
__device__ gpa_cd asin(gpa_cd a) {
    gpa_cd t = gpa_asinh_q1(fabs(a.im), fabs(a.re));
    return gpa_signs_of(gpa_cd(t.im, t.re), a);
}
__device__ gpa_cd acos(gpa_cd a) {
    gpa_cd s = asin(a);
    return gpa_cd(1.57079632679489661923132169163975144 - s.re, -s.im);
}
__device__ gpa_cd atanh(gpa_cd a) { return gpa_signs_of(gpa_atanh_q1(fabs(a.re), fabs(a.im)), a); }
__device__ gpa_cd atan(gpa_cd a) {
    gpa_cd t = gpa_atanh_q1(fabs(a.im), fabs(a.re));
    return gpa_signs_of(gpa_cd(t.im, t.re), a);
}
__device__ gpa_cd acosh(gpa_cd a) {
    gpa_cd s = sqrt(gpa_cd(a.re + 1, a.im)) * sqrt(gpa_cd(a.re - 1, a.im));
    return log(a + s);
}
"#;
