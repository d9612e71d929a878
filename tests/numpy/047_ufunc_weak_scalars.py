# NEP 50: Python scalars in ufunc calls are weak; result dtypes and overflow errors.
import numpy as np

dts = [np.bool_, np.int8, np.uint8, np.int32, np.uint64, np.float16, np.float32, np.complex64]
msgs = {}


def code(f, *args):
    try:
        return f(*args).dtype.char
    except (TypeError, OverflowError, ValueError) as e:
        m = str(e)
        msgs[m] = 1
        if isinstance(e, OverflowError):
            return "O"
        if isinstance(e, ValueError):
            return "V"
        if "not supported for the input types" in m:
            return "N"
        if "did not contain a loop" in m:
            return "L"
        return "S"


binary = ("add subtract multiply divide floor_divide power float_power remainder fmod arctan2 "
          "hypot copysign nextafter ldexp logaddexp heaviside maximum fmin equal less "
          "logical_and logical_xor bitwise_and bitwise_or left_shift right_shift gcd lcm").split()
for u in binary:
    f = getattr(np, u)
    row = []
    for d in dts:
        for s in [True, 3, 300, -1, 2.5, 1j]:
            row.append(code(f, np.ones(2, dtype=d), s))
            row.append(code(f, s, np.ones(2, dtype=d)))
        row.append("|")
    print(u.ljust(13), "".join(row))

# two Python scalars: default dtypes, NumPy scalar results
for u in ["add", "true_divide", "power", "arctan2", "ldexp", "gcd", "less", "logical_or"]:
    f = getattr(np, u)
    for a, b in [(1, 2), (True, 3), (2, 2.5), (1.5, 1j), (True, False)]:
        print(u, a, b, code(f, a, b))
for u in ["sqrt", "negative", "absolute", "sign", "invert", "floor", "isnan", "exp2", "conj"]:
    f = getattr(np, u)
    print(u, [code(f, s) for s in [True, 5, -2.5, 3j]])

print(repr(np.add(1, 2)), repr(np.true_divide(3, 4)), repr(np.sqrt(True)), repr(np.arctan2(1, 2.0)))
print(repr(np.arctan2(np.array([1, 2], np.uint8), -1)))
print(repr(np.less(np.array([1, 200], np.uint8), 300)), repr(np.equal(np.array([-1, 5], np.int8), -1)))
print(repr(np.greater(np.array([1, 2], np.uint64), -1)))
print(repr(np.ldexp(np.array([1.5, 2], np.float32), 3)), repr(np.ldexp(np.float16(3), -2)))
for m in sorted(msgs):
    print(m)
