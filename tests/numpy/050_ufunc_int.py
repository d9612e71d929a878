# Integer ufuncs: modular results, division by zero, shifts, gcd/lcm, and small dtypes.
import numpy as np

a = np.array([-7, -3, 0, 5, 12, 100, -128, 127])
b = np.array([2, -2, 3, 0, -5, 7, -1, 4])
for dt in [np.int64, np.int32, np.int16, np.int8]:
    x, y = a.astype(dt), b.astype(dt)
    print("==", dt.__name__)
    for u in ["add", "subtract", "multiply", "floor_divide", "remainder", "mod", "fmod",
              "maximum", "minimum", "fmax", "fmin", "bitwise_and", "bitwise_or", "bitwise_xor",
              "gcd", "lcm", "equal", "less", "greater_equal", "logical_and", "logical_xor"]:
        r = getattr(np, u)(x, y)
        print(u, r.dtype, r)
    for u in ["negative", "positive", "absolute", "abs", "sign", "square", "reciprocal",
              "invert", "conj", "floor", "ceil", "trunc", "fix", "real", "imag", "isnan",
              "isinf", "isfinite", "signbit", "logical_not"]:
        r = getattr(np, u)(x)
        print(u, r.dtype, r)
    print("divide", np.divide(x, y), np.true_divide(x, 4).dtype)
    print("power", np.power(x, np.abs(y)), np.power(x, 2).dtype)
    print("float_power", np.float_power(x, 2))

u8 = np.array([0, 1, 7, 200, 255], np.uint8)
v8 = np.array([3, 0, 2, 100, 1], np.uint8)
for u in ["add", "subtract", "multiply", "floor_divide", "remainder", "fmod", "power",
          "maximum", "gcd", "lcm", "left_shift", "right_shift", "bitwise_xor"]:
    print(u, getattr(np, u)(u8, v8))
for u in ["negative", "absolute", "sign", "square", "reciprocal", "invert"]:
    print(u, getattr(np, u)(u8))
u64 = np.array([0, 1, 2**62, 2**62 + 12345], np.uint64) * np.uint64(3)  # past 2**63
print(np.add(u64, np.uint64(1)), np.negative(u64), np.right_shift(u64, np.uint64(60)))
print(np.floor_divide(u64, np.uint64(3)), np.remainder(u64, np.uint64(7)), np.gcd(u64, np.uint64(6)))

# shifts: of the type's width or more give 0 (or -1 for negative right shifts)
s8 = np.array([1, -1, 3, -128, 64], np.int8)
print(np.left_shift(s8, np.array([7, 7, 9, 1, 1], np.int8)))
print(np.right_shift(s8, np.array([1, 8, 70, 7, 6], np.int8)))
print(np.left_shift(np.array([1, 1, 1]), np.array([62, 63, 64])))
print(np.right_shift(np.array([-16, 16, -1]), np.array([2, 64, 100])))
print(np.left_shift(np.array([True, False]), np.array([True, True])))
print(np.left_shift(np.array([1, 2], np.uint16), 15), np.right_shift(np.array([1024], np.int16), 3))

# gcd/lcm edge cases
print(np.gcd(np.array([0, 0, -12, 2**62]), np.array([0, 5, 18, 2**61])))
print(np.lcm(np.array([0, 4, -6, 21]), np.array([3, 6, 4, -6])), np.gcd(np.int8(-128), np.int8(64)))
print(np.lcm(np.array([100], np.int8), np.array([3], np.int8)))

# division by zero gives 0 (NumPy warns); the most negative int over -1 wraps
print(np.floor_divide(np.array([5, -5, 0]), 0), np.remainder(np.array([5, -5]), 0), np.fmod(np.array([5]), 0))
print(np.floor_divide(np.array([-2**62 * 2]), -1), np.remainder(np.array([-2**62 * 2]), -1))
print(np.floor_divide(np.array([-128], np.int8), np.array([-1], np.int8)))
print(np.power(np.array([2, 3, -2], np.int8), np.array([7, 5, 7], np.int8)))
print(np.power(np.array([3]), 40), np.square(np.array([2**33])), np.absolute(np.array([-2**62 * 2])))
print(np.negative(np.array([-128, 127], np.int8)), np.absolute(np.array([-128], np.int8)))
print(repr(np.gcd(12, 18)), repr(np.lcm(4, 6)), repr(np.left_shift(1, 10)), repr(np.power(2, 10)))
print(repr(np.floor_divide(7, -2)), repr(np.remainder(-7, 3)), repr(np.fmod(-7, 3)))
print(repr(np.negative(np.int8(5))), repr(np.sign(np.int16(-9))), repr(np.invert(np.uint8(1))))
try:
    print(np.power(np.array([2, 3]), np.array([1, -1])))
except ValueError as e:
    print("ValueError", e)
try:
    np.power(np.array([2, 3]), -2)
except ValueError as e:
    print("ValueError", e)
print(np.power(np.array([2.0, 3.0]), -2), np.power(np.array([2, 4]), -0.5))
