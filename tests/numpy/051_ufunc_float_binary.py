# Binary float ufuncs: arithmetic, Python-style floor division and remainder, extrema with
# NaN, and the float-only functions, on float64, float32 and float16.
import numpy as np

nan, inf = np.nan, np.inf
x = np.array([7.5, -7.5, 7.5, -7.5, 0.0, -0.0, 1.0, nan, inf, -inf, 3.0, 1e-300])
y = np.array([2.0, 2.0, -2.0, -2.0, 3.0, 3.0, 0.0, 1.0, 2.0, inf, nan, 1e300])


def show(u, r):
    if r.dtype.name == "float64" or r.dtype.name == "bool":
        print(u, r.dtype, r)
    else:
        print(u, r.dtype, r.tolist())


for dt in [np.float64, np.float32, np.float16]:
    print("==", dt.__name__)
    a, b = x.astype(dt), y.astype(dt)
    for u in ["add", "subtract", "multiply", "divide", "floor_divide", "remainder", "fmod",
              "power", "float_power", "maximum", "minimum", "fmax", "fmin", "arctan2", "hypot",
              "copysign", "logaddexp", "logaddexp2", "heaviside", "equal", "not_equal", "less",
              "less_equal", "greater", "greater_equal", "logical_and", "logical_or",
              "logical_xor"]:
        show(u, getattr(np, u)(a, b))

# nextafter steps one ulp of the type
print(np.nextafter(np.array([1.0, 1.0, 0.0, 0.0, -1.0]), np.array([2.0, 0.0, 1.0, -1.0, -inf])))
print(np.nextafter(np.array([1.0, 0.0], np.float32), np.float32(2)).tolist())
print(np.nextafter(np.array([1.0, 0.0, 65504.0, -2.0], np.float16), np.array([2.0, -1.0, inf, 0.0], np.float16)).tolist())
print(np.nextafter(np.array([nan, 1.0, 3.0]), np.array([1.0, nan, 3.0])))

# ldexp: the exponent is an integer array or Python int
m = np.array([0.5, 1.5, -3.0, 0.0, inf, 1.0])
e = np.array([1, 10, -2, 5, 3, -1074])
print(np.ldexp(m, e), np.ldexp(m, 3), np.ldexp(m, e.astype(np.int8)).dtype)
print(np.ldexp(np.array([1.0, 3.0], np.float32), np.array([-149, 127])).tolist())
print(np.ldexp(np.array([1.0, 1.0]), np.array([1024, -1080])), np.ldexp(np.float16(1.5), 4))
print(np.ldexp(np.array([1, 2], np.int8), 3), np.ldexp(np.array([1, 2], np.int8), 3).dtype)

# float16 compute in float32 and round to half
h = np.array([0.1, 1000.0, 65000.0, -3.5], np.float16)
print(np.add(h, h), np.multiply(h, np.float16(3)), np.divide(h, np.float16(7)))
print(np.floor_divide(h, np.float16(0.3)), np.remainder(h, np.float16(0.3)), np.power(h, np.float16(2)))
print(np.hypot(h, h), np.arctan2(h, np.float16(1)), np.logaddexp(h, h))

# mixed kinds promote; ints with floats use the float loop
i = np.array([1, 2, 3])
print(np.arctan2(i, 2.0), np.hypot(np.array([3, 5], np.int8), np.array([4, 12], np.uint8)))
print(np.copysign(i, -1), np.heaviside(np.array([-2, 0, 2]), 0.5), np.logaddexp2(i, i))
print(np.fmax(i, np.array([0.5, nan, 4.0])), np.maximum(i, np.array([0.5, nan, 4.0])))
print(np.float_power(np.array([4, 9], np.int8), 0.5), np.float_power(np.array([2.0], np.float32), 3).dtype)
print(repr(np.arctan2(1.0, -1.0)), repr(np.hypot(np.float32(3), np.float32(4))), repr(np.fmod(-7.5, 2)))
print(repr(np.floor_divide(7.5, -2)), repr(np.remainder(-7.5, 2)), repr(np.copysign(3, -0.0)))
