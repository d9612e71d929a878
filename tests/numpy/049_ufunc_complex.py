# Complex inputs: arithmetic, elementary functions, parts, ordering, and what is refused.
import numpy as np

z = np.array([1 + 2j, -0.5 + 0.25j, 3 - 1j, -2 - 2j, 0.3j, 0.75 + 0j])
w = np.array([0.5 - 1j, 2 + 0j, -1 + 1j, 0.25 + 0.5j, 1 + 1j, -3 - 0.5j])
for u in ["add", "subtract", "multiply", "divide", "power", "float_power", "maximum",
          "minimum", "fmax", "fmin", "equal", "not_equal", "less", "less_equal", "greater",
          "greater_equal", "logical_and", "logical_or", "logical_xor"]:
    r = getattr(np, u)(z, w)
    print(u, r.dtype, r)
for u in ["negative", "positive", "absolute", "sign", "exp", "exp2", "expm1", "log", "log2",
          "log10", "log1p", "sqrt", "square", "reciprocal", "sin", "cos", "tan", "arcsin",
          "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "rint",
          "conj", "conjugate", "real", "imag", "angle", "isnan", "isinf", "isfinite",
          "logical_not"]:
    r = getattr(np, u)(z)
    print(u, r.dtype, r)

# complex64 keeps single precision; abs/real/imag/angle give float32
z32 = z.astype(np.complex64)
for u in ["sqrt", "exp", "log", "multiply", "absolute", "real", "imag", "angle", "square"]:
    r = getattr(np, u)(z32) if u != "multiply" else np.multiply(z32, z32)
    print(u, r.dtype, r.tolist())
print(np.angle(z, deg=True))
print(np.sqrt(np.array([-4 + 0j, -1 + 0j, 4 + 0j, 0j])), np.log(np.array([-1 + 0j, 1j])))
print(np.power(z, 2), np.power(z, -1), np.power(z, 0.5), np.power(z, 0))
print(np.power(np.array([0j, 0j]), np.array([2 + 0j, 1j])))
print(np.divide(z, 0), np.reciprocal(np.array([0.5j, 4 + 0j])))
print(np.sign(np.array([0j, complex(3, 4), complex(-1e300, 1e300)])))
print(np.isnan(np.array([complex(np.nan, 0), complex(0, np.nan), 1j])))
print(np.isinf(np.array([complex(np.inf, 0), complex(0, -np.inf), 1j])))
print(np.maximum(np.array([1 + 1j, complex(np.nan, 0)]), np.array([1 + 2j, 0j])))
print(np.fmax(np.array([1 + 1j, complex(np.nan, 0)]), np.array([1 + 2j, 0j])))
print(np.add(z, 1), np.multiply(2.5, z), np.subtract(1j, z32).dtype, np.add(z32, 1.5).dtype)
print(np.add(np.array([1.0, 2.0], np.float32), 1j).dtype, np.add(np.array([1, 2]), 1j).dtype)
print(repr(np.exp(1j * np.pi)), repr(np.sqrt(-1 + 0j)), repr(np.abs(3 + 4j)), repr(np.real(2 + 3j)))
print(repr(np.imag(np.complex64(2 + 3j))), repr(np.conj(1 - 1j)), repr(np.angle(-1 + 0j)))
for u in ["floor_divide", "remainder", "fmod", "arctan2", "hypot", "copysign", "nextafter",
          "logaddexp", "logaddexp2", "heaviside", "ldexp", "bitwise_and", "left_shift", "gcd"]:
    try:
        getattr(np, u)(z, w)
    except TypeError as e:
        print(u, e)
for u in ["fabs", "cbrt", "floor", "ceil", "trunc", "fix", "signbit", "invert", "degrees",
          "radians", "deg2rad", "rad2deg"]:
    try:
        getattr(np, u)(z)
    except TypeError as e:
        print(u, e)
