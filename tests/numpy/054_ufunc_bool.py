# Bool arrays through every ufunc that accepts them: bool loops, or the first loop bool casts
# to safely (int8 for power, float16 for sqrt).
import numpy as np

p = np.array([True, True, False, False])
q = np.array([True, False, True, False])
for u in ["add", "multiply", "divide", "floor_divide", "remainder", "fmod", "power",
          "float_power", "arctan2", "hypot", "copysign", "logaddexp", "heaviside", "ldexp",
          "maximum", "minimum", "fmax", "fmin", "equal", "not_equal", "less", "less_equal",
          "greater", "greater_equal", "logical_and", "logical_or", "logical_xor", "bitwise_and",
          "bitwise_or", "bitwise_xor", "left_shift", "right_shift"]:
    r = getattr(np, u)(p, q)
    print(u, r.dtype, r)
for u in ["absolute", "fabs", "exp", "sqrt", "sin", "square", "reciprocal", "conj", "floor",
          "ceil", "trunc", "rint", "fix", "isnan", "isinf", "isfinite", "signbit", "logical_not",
          "invert", "real", "imag", "angle", "degrees"]:
    r = getattr(np, u)(p)
    print(u, r.dtype, r)
# bool with other kinds
i8 = np.array([5, -3, 0, 7], np.int8)
print(np.add(p, i8), np.subtract(p, i8), np.multiply(q, 2.5), np.power(p, i8.astype(np.uint8)))
print(np.maximum(p, np.array([0.5, 1.5, -1.0, 0.0])), np.logical_and(p, i8), np.bitwise_or(q, i8))
print(np.add(p, 1).dtype, np.add(p, True).dtype, np.multiply(p, 1.0).dtype, np.add(p, 1j).dtype)
print(repr(np.add(True, True)), repr(np.logical_xor(True, False)), repr(np.sqrt(False)))
