//! CUDA C helpers that the table's expressions call (`gpa_*`), prepended to every generated
//! elementwise kernel. They mirror the CPU kernels in `kern.rs`: NumPy's floor division and
//! remainder, shifts of the type's width or more, NaN-propagating maximum, and so on. Real
//! lanes; complex lanes add `cuda_complex.rs`.
pub const PRELUDE: &str = r#"
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif
#ifndef INFINITY
#define INFINITY __int_as_float(0x7f800000)
#endif
#ifndef NAN
#define NAN __int_as_float(0x7fffffff)
#endif
// float16 is held in float registers: conversions through PTX (no header needed).
__device__ __forceinline__ unsigned short gpa_f2h(float x) {
    unsigned short h; asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x)); return h;
}
__device__ __forceinline__ float gpa_h2f(unsigned short h) {
    float x; asm("cvt.f32.f16 %0, %1;" : "=f"(x) : "h"(h)); return x;
}
__device__ __forceinline__ float gpa_round_half(float x) { return gpa_h2f(gpa_f2h(x)); }
// float -> integer as NumPy on x86 and gpa's CPU backend (`col.rs`, `float_to_int`): a plain
// cast saturates on the GPU, x86's conversions give the lowest integer for what does not fit,
// and the narrow types keep its low bits.
__device__ __forceinline__ int gpa_cvt32(double x) {
    return (x > -2147483649.0 && x < 2147483648.0) ? (int)x : (int)0x80000000;
}
__device__ __forceinline__ long long gpa_cvt64(double x) {
    return (x >= -9223372036854775808.0 && x < 9223372036854775808.0)
        ? (long long)x : (long long)0x8000000000000000ULL;
}
__device__ __forceinline__ unsigned long long gpa_f2u64(double x) {
    return x >= 9223372036854775808.0
        ? (unsigned long long)gpa_cvt64(x - 9223372036854775808.0) ^ 0x8000000000000000ULL
        : (unsigned long long)gpa_cvt64(x);
}
// nextafter between float16 values (held in float): one step of the half's bit pattern.
__device__ __forceinline__ float gpa_nextafter_half(float x, float y) {
    if (x != x || y != y) return x + y;
    if (x == y) return y;
    if (x == 0) return gpa_h2f(y > 0 ? 0x0001 : 0x8001);
    unsigned short h = gpa_f2h(x);
    return gpa_h2f((y > x) == (x > 0) ? h + 1 : h - 1);
}

// Four consecutive elements, read or written with one vector access; lane `u` picked by
// selects, so a lane loop that is not unrolled keeps them in registers.
template <typename T> struct alignas(4 * sizeof(T)) gpa_v4 { T v[4]; };
template <typename T> __device__ __forceinline__ T gpa_lane(const gpa_v4<T>& x, int u) {
    return u == 0 ? x.v[0] : u == 1 ? x.v[1] : u == 2 ? x.v[2] : x.v[3];
}
template <typename T> __device__ __forceinline__ void gpa_set_lane(gpa_v4<T>& x, int u, T e) {
    if (u == 0) x.v[0] = e; else if (u == 1) x.v[1] = e; else if (u == 2) x.v[2] = e; else x.v[3] = e;
}

template <typename T> __host__ __device__ constexpr bool gpa_is_int() { return (T)0.5 == (T)0; }

template <typename T> __device__ __forceinline__ T gpa_floor_divide(T a, T b) {
    if constexpr (gpa_is_int<T>()) {
        if (b == 0) return 0;
        T q = a / b;
        return ((a % b != 0) && ((a < 0) != (b < 0))) ? q - 1 : q;
    } else {
        if (b == 0) return a / b;
        T m = fmod(a, b), div = (a - m) / b;
        if (m != 0 && ((b < 0) != (m < 0))) div -= 1;
        if (div == 0) return copysign((T)0, a / b);
        T f = floor(div);
        return (div - f > (T)0.5) ? f + 1 : f;
    }
}

template <typename T> __device__ __forceinline__ T gpa_remainder(T a, T b) {
    if constexpr (gpa_is_int<T>()) {
        if (b == 0) return 0;
        T r = a % b;
        return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
    } else {
        T m = fmod(a, b);
        if (b == 0) return m;
        if (m != 0) return ((b < 0) != (m < 0)) ? m + b : m;
        return copysign((T)0, b);
    }
}

template <typename T> __device__ __forceinline__ T gpa_fmod(T a, T b) {
    if constexpr (gpa_is_int<T>()) return b == 0 ? 0 : a % b;
    else return fmod(a, b);
}

template <typename T> __device__ __forceinline__ T gpa_power(T a, T b) {
    if constexpr (!gpa_is_int<T>()) {
        return pow(a, b);
    } else {
        // In 64-bit unsigned arithmetic: wraps as NumPy's (signed overflow is undefined in C).
        unsigned long long r = 1, x = (unsigned long long)a;
        while (b > 0) { if (b & 1) r *= x; x *= x; b >>= 1; }
        return (T)r;
    }
}

template <typename T> __device__ __forceinline__ T gpa_maximum(T a, T b) {
    return (a > b || a != a) ? a : b;
}
template <typename T> __device__ __forceinline__ T gpa_minimum(T a, T b) {
    return (a < b || a != a) ? a : b;
}
template <typename T> __device__ __forceinline__ T gpa_absolute(T a) { return a < 0 ? -a : a; }
template <typename T> __device__ __forceinline__ T gpa_sign(T a) {
    return a > 0 ? (T)1 : a < 0 ? (T)-1 : a == 0 ? (T)0 : a;
}
// Integer reciprocal as NumPy computes it (1.0 / a converted back as x86 does: 1/0 is the
// "integer indefinite" value for 32- and 64-bit signed types, else 0).
template <typename T> __device__ __forceinline__ T gpa_reciprocal(T a) {
    if constexpr (gpa_is_int<T>()) {
        constexpr bool is_signed = (T)-1 < (T)0;
        if (a == 1) return 1;
        if (is_signed && a == (T)-1) return (T)-1;
        if (is_signed && a == 0 && sizeof(T) >= 4) return (T)(1ULL << (sizeof(T) * 8 - 1));
        return 0;
    } else {
        return (T)1 / a;
    }
}

template <typename T> __device__ __forceinline__ T gpa_logaddexp(T x, T y) {
    if (x == y) return x + (T)0.693147180559945309417232121458176568;
    T d = x - y;
    if (d > 0) return x + log1p(exp(-d));
    if (d <= 0) return y + log1p(exp(d));
    return d;
}
template <typename T> __device__ __forceinline__ T gpa_logaddexp2(T x, T y) {
    // float in double, rounded once: CUDA's float log1p/exp2 lose a digit NumPy keeps.
    if constexpr (sizeof(T) == 4) return (T)gpa_logaddexp2<double>(x, y);
    if (x == y) return x + 1;
    T d = x - y;
    const T log2e = (T)1.442695040888963407359924681001892137;
    if (d > 0) return x + log2e * log1p(exp2(-d));
    if (d <= 0) return y + log2e * log1p(exp2(d));
    return d;
}
template <typename T> __device__ __forceinline__ T gpa_heaviside(T x, T h0) {
    return x != x ? x : x == 0 ? h0 : x < 0 ? (T)0 : (T)1;
}

template <typename T, typename S> __device__ __forceinline__ T gpa_left_shift(T a, S b) {
    return (unsigned long long)b < sizeof(T) * 8 ? (T)(a << b) : (T)0;
}
template <typename T, typename S> __device__ __forceinline__ T gpa_right_shift(T a, S b) {
    if ((unsigned long long)b < sizeof(T) * 8) return a >> b;
    return a < 0 ? (T)-1 : (T)0;
}

template <typename T> __device__ __forceinline__ T gpa_modf_frac(T a) {
    return isinf(a) ? copysign((T)0, a) : copysign(a - trunc(a), a);
}
template <typename T> __device__ __forceinline__ T gpa_frexp_mant(T a) {
    int e; return frexp(a, &e);
}
template <typename T> __device__ __forceinline__ T gpa_frexp_exp(T a) {
    int e; frexp(a, &e); return (T)e;
}

template <typename T> __device__ __forceinline__ T gpa_gcd(T a, T b) {
    unsigned long long x = a < 0 ? -(unsigned long long)a : (unsigned long long)a;
    unsigned long long y = b < 0 ? -(unsigned long long)b : (unsigned long long)b;
    while (y != 0) { unsigned long long t = x % y; x = y; y = t; }
    return (T)x;
}
template <typename T> __device__ __forceinline__ T gpa_lcm(T a, T b) {
    unsigned long long x = a < 0 ? -(unsigned long long)a : (unsigned long long)a;
    unsigned long long y = b < 0 ? -(unsigned long long)b : (unsigned long long)b;
    unsigned long long g = (unsigned long long)gpa_gcd(a, b);
    return g == 0 ? (T)0 : (T)(x / g * y);
}
"#;

#[cfg(test)]
mod tests {
    use super::super::{DEFS, Kern};

    #[test]
    fn every_helper_used_by_the_table_is_defined() {
        for d in DEFS {
            if let Some(start) = d.cuda.find("gpa_") {
                let name: String = d.cuda[start..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                assert!(
                    super::PRELUDE.contains(&format!("{name}(")),
                    "{} uses undefined {name}",
                    d.name
                );
            }
            let uses_b = d.cuda.contains('b');
            assert!(
                matches!(d.kern, Kern::Map1(_) | Kern::Real1(..) | Kern::Pred1(_)) || uses_b,
                "{}: binary expression without b",
                d.name
            );
        }
    }
}
