# Integer powers with array exponents: NumPy's ValueError for a negative one at the call
# (checked before the kernel runs, so the device computes the rest), wrapping as NumPy.
import numpy as np
a = np.arange(6).reshape(2, 3)
b = np.array([0, 1, 2])
print(a ** b, np.power(a, b[::-1]), (a + 1) ** (b * 2))
c = np.array([1, -1, 2])
try:
    print(a ** c)
except ValueError as e:
    print("ValueError", e)
print(a ** c.astype(np.uint8), np.int8(3) ** b.astype(np.int8), (a * 2)[:0] ** np.zeros((0, 3), dtype=np.int64))
try:
    x = a ** (c - 2 * c)
except ValueError as e:
    print("ValueError", e)
print(a)
print(np.array([3, -2, 7], np.int16) ** np.array([15, 3, 5], np.int16), np.array([2], np.int64) ** np.array([63, 64]))
