# Rounding (floor ceil trunc rint fix) and classification (isnan isinf isfinite signbit).
import numpy as np

v = np.array([-2.5, -1.5, -0.5, -0.0, 0.0, 0.4, 0.5, 1.5, 2.5, 3.7, -3.7, np.nan, np.inf, -np.inf])
for dt in [np.float64, np.float32, np.float16]:
    a = v.astype(dt)
    for u in ["floor", "ceil", "trunc", "rint", "fix", "isnan", "isinf", "isfinite", "signbit",
              "sign", "absolute", "negative"]:
        r = getattr(np, u)(a)
        print(dt.__name__, u, r.dtype, r)
big = np.array([1e15 + 0.5, -1e15 - 0.5, 4503599627370497.0, 2.0**60])
print(np.floor(big), np.rint(big), np.trunc(big))
for dt in [np.int8, np.uint16, np.int64, np.uint64]:
    a = np.array([0, 1, 100, 7], dt)
    for u in ["floor", "ceil", "trunc", "fix", "rint", "isnan", "isinf", "isfinite", "signbit"]:
        r = getattr(np, u)(a)
        print(dt.__name__, u, r.dtype, r)
print(np.signbit(np.array([-5, 5], np.int32)), np.signbit(np.array([-0.0, 0.0, -np.nan])))
print(np.isnan(np.array([1 + 0j, complex(0, np.nan)])), np.isfinite(np.array([complex(np.inf, 0), 1j])))
print(repr(np.floor(-0.5)), repr(np.ceil(np.float32(-0.5))), repr(np.fix(-2.7)), repr(np.rint(np.float16(2.5))))
print(repr(np.isnan(np.nan)), repr(np.isinf(-np.inf)), repr(np.signbit(-0.0)), repr(np.floor(7)))
