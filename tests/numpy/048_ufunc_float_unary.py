# Unary float ufuncs on float64, float32 and float16 arrays, with NaN and infinities.
import numpy as np

x = np.array([-2.5, -1.0, -0.25, 0.0, 0.3, 1.0, 2.0, 7.5])
unit = np.array([-1.0, -0.5, 0.0, 0.25, 0.9, 1.0])
pos = np.array([0.5, 1.0, 2.0, 10.0, 1e-5, 123.456])
special = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0])


def show(u, r):
    # float32/float16 transcendentals may differ from NumPy's SIMD loops in the last ulp,
    # which can change array column widths: compare their values as Python floats.
    if r.dtype.name == "float64":
        print(u, r.dtype, r)
    else:
        print(u, r.dtype, r.tolist())


everywhere = ["negative", "positive", "absolute", "fabs", "sign", "exp", "exp2", "expm1",
              "cbrt", "square", "reciprocal", "sin", "cos", "tan", "arctan", "sinh", "cosh",
              "tanh", "arcsinh", "degrees", "radians", "deg2rad", "rad2deg", "floor", "ceil",
              "trunc", "rint", "fix", "conj", "conjugate", "real", "imag", "angle"]
for dt in [np.float64, np.float32, np.float16]:
    print("==", dt.__name__)
    a = x.astype(dt)
    for u in everywhere:
        show(u, getattr(np, u)(a))
    for u in ["arcsin", "arccos", "arctanh"]:
        show(u, getattr(np, u)(unit.astype(dt)))
    for u in ["log", "log2", "log10", "log1p", "sqrt", "arccosh"]:
        show(u, getattr(np, u)(pos.astype(dt) + 1))
        show(u, getattr(np, u)(pos.astype(dt)))
    for u in ["negative", "absolute", "sign", "exp", "expm1", "log", "sqrt", "cbrt", "sin",
              "tanh", "arctan", "floor", "rint", "reciprocal", "square", "angle", "exp2"]:
        show(u, getattr(np, u)(special.astype(dt)))

# out-of-domain values give nan (NumPy warns on stderr)
print(np.sqrt(np.array([-1.0, 4.0])), np.log(np.array([-1.0, 0.0])), np.arcsin(np.array([2.0])))
print(np.arccosh(np.array([0.5, 1.0])), np.arctanh(np.array([1.0, -1.0, 2.0])))
print(np.rint(np.array([0.5, 1.5, 2.5, -0.5, -1.5, 3.49])))
print(np.exp(np.array([710.0, -750.0])), np.exp(np.array([89.0, -104.0], np.float32)))
print(repr(np.sqrt(np.float64(2.0))), repr(np.exp(np.float32(1))), repr(np.log10(np.float16(1000))))
print(repr(np.cbrt(-27.0)), repr(np.expm1(1e-10)), repr(np.log1p(1e-10)))
print(repr(np.sin(np.float32(0.5))), repr(np.tanh(np.float32(-3))), repr(np.degrees(np.pi)))
