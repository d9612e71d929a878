import numpy as np

# Complex elementwise programs at odd sizes, on contiguous arrays, strided views and
# broadcasts, in both complex dtypes and mixed with real arrays and Python complex
# constants; with full and per-axis sums, products, any/all fused after them.
UNARY = ["negative", "absolute", "square", "sqrt", "exp", "exp2", "expm1", "log", "log2",
         "log10", "log1p", "sin", "cos", "tan", "sinh", "cosh", "tanh", "arcsin", "arccos",
         "arctan", "arcsinh", "arccosh", "arctanh", "sign", "reciprocal", "conjugate",
         "real", "imag", "angle", "rint", "isnan", "isfinite", "isinf", "logical_not"]
BINARY = ["add", "subtract", "multiply", "divide", "power", "maximum", "minimum", "fmax",
          "fmin", "equal", "not_equal", "less", "greater_equal", "logical_and",
          "logical_xor"]


def total(r):
    if r.dtype.kind == "b":
        return int(r.sum())
    s = complex(r.astype(np.complex128).sum())
    # + 0.0: a total of -1e-17 (an ulp of cancellation) prints as 0.0, not -0.0
    return (round(s.real, 2) + 0.0, round(s.imag, 2) + 0.0)


def check(f, *args):
    """complex128 results as totals; complex64 ones compared with the same function on
    complex128 inputs (single-precision totals of a million values vary in their digits)."""
    r = f(*args)
    if args[0].dtype != np.complex64 or r.dtype.kind == "b":
        return total(r)
    wide = f(*[a.astype(np.complex128) for a in args])
    return bool(np.allclose(r, wide, rtol=1e-4, atol=1e-5, equal_nan=True))


def data(n, dt, shift):
    k = (np.arange(2 * n + 1) * 7 + shift) % 23
    # Binary fractions: sums of them are exact in either precision, whatever the order.
    return ((k * 0.0625 - 0.5) + 1j * ((k % 5) * 0.125 - 0.25)).astype(dt)


for n in [1, 31, 1025, 2 ** 20 + 3]:
    for dt in [np.complex64, np.complex128]:
        base = data(n, dt, 0)
        other = data(n, dt, 5)
        x, y = base[:n], other[:n]
        xs = base[1::2]
        row = other[:7]
        out = []
        for name in UNARY:
            f = getattr(np, name)
            out.append((name, check(f, x), check(f, xs)))
        for name in BINARY:
            f = getattr(np, name)
            out.append((name, check(f, x, y), check(f, xs, y), check(f, x[:, None], row)))
        print(n, np.dtype(dt).name)
        print(out)
        # Fused chains with real arrays and constants, and reductions after them.
        r = np.arange(n, dtype=np.float32) * 0.001
        chain = np.exp(1j * r) * x + (2 - 0.5j) * np.conj(y) - r
        print(chain.dtype, total(chain))
        print(total(np.abs(x * y + 1j) / (1 + r)))
        h = min(n, 4096)
        s = (x[:h] * y[:h]).sum()
        print(type(s).__name__, round(s.real, 2), round(s.imag, 2))
        m = (x[:h] - 0.5j).mean()
        print(round(m.real, 4), round(m.imag, 4))
        p = (1 + 0.001 * x[:50]).prod()
        print(round(p.real, 4), round(p.imag, 4))
        print(bool((x * 0).any()), bool((x + 9).all()), bool(x.any()))
        # Lexicographic max/min, full and per axis, with NaNs and infinities in some.
        print(total(np.atleast_1d((x * 2 + 1j).max())), total(np.atleast_1d(x.min())))
        q = x.copy()
        q[n // 2] = complex(np.nan, 1)
        print(np.isnan((q * 1).max()), np.isnan((q + 0).min()))
        # argmax/argmin: lexicographic, the first extreme wins, the first NaN wins; nan- skip.
        t = (x * 4).round() + 0j
        print(int(t.argmax()), int(t.argmin()), int(q.argmax()))
        if n > 1:
            print(int(np.nanargmax(q)), int(np.nanargmin(q)))
        if n > 7:
            m4 = t[: n // 7 * 7].reshape(-1, 7)
            print(total(np.argmax(m4, axis=0) + 0j), total(np.argmin(m4, axis=1) + 0j))
        e = np.full(n, complex(-np.inf, -5), dtype=dt)
        print((e + 0).max(), (e + 0).min())
        if n > 7:
            m3 = x[: n // 7 * 7].reshape(-1, 7) + 0.5j
            print(total(m3.max(axis=0)), total(m3.min(axis=1)), total(m3.T.max(axis=1)))
        if n > 7:
            m2 = (x[: n // 7 * 7].reshape(-1, 7) * 2j)
            print(total(m2.sum(axis=0)), total(m2.sum(axis=1)), total(m2.T.sum(axis=1)))
        w = np.where(x.real > 0, x, np.conj(x) * 1j)
        print(total(w))
        print(total(x.astype(np.complex128) + xs.astype(np.complex64)))
        print(total(np.power(x, 3)), total(x ** 2.5), total(x ** -1))
