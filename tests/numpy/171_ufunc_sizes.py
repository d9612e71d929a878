import numpy as np

# Every common ufunc at odd sizes, on contiguous arrays, strided views and broadcasts, in
# several dtypes: the fused kernels (CPU chunks, CUDA grid-stride loops) at their edges.
# Sums are exact for integers; floats compare within the harness tolerance.
UNARY = ["negative", "absolute", "square", "sqrt", "exp", "log", "sin", "cos", "tanh",
         "arcsin", "floor", "ceil", "rint", "sign", "reciprocal", "isnan", "isfinite",
         "logical_not", "invert", "cbrt", "expm1", "log1p"]
BINARY = ["add", "subtract", "multiply", "divide", "floor_divide", "remainder", "power",
          "maximum", "minimum", "fmax", "arctan2", "hypot", "greater", "less_equal",
          "equal", "logical_and", "bitwise_and", "bitwise_xor", "left_shift", "right_shift"]
DTYPES = [np.float32, np.float64, np.int32, np.int64, np.uint8, np.bool_]


def total(r):
    if r.dtype.kind == "b":
        return int(r.sum())
    if r.dtype.kind in "iu":
        return int(r.astype(np.int64).sum())
    # Not rounded: a rounding boundary would turn float32's last-bit differences between
    # math libraries (SIMD paths differ by CPU) into a 1e-3 step.
    return float(r.astype(np.float64).sum())


def data(n, dt, shift):
    k = (np.arange(2 * n + 1) * 7 + shift) % 23
    if np.dtype(dt).kind == "f":
        return (k * 0.04 + 0.05).astype(dt)
    if np.dtype(dt).kind == "b":
        return (k % 3) == 0
    return (k % 7 + 1).astype(dt)


for n in [1, 31, 1025, 2 ** 20 + 3]:
    for dt in DTYPES:
        base = data(n, dt, 0)
        other = data(n, dt, 5)
        x, y = base[:n], other[:n]
        xs = base[1::2]
        row = other[:7]
        out = []
        for name in UNARY:
            f = getattr(np, name)
            try:
                out.append((name, total(f(x)), total(f(xs))))
            except TypeError:
                out.append((name, "TypeError"))
        for name in BINARY:
            f = getattr(np, name)
            try:
                out.append((name, total(f(x, y)), total(f(xs, y)), total(f(x[:, None], row))))
            except TypeError:
                out.append((name, "TypeError"))
        print(n, np.dtype(dt).name)
        print(out)
