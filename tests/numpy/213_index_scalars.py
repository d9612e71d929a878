# NumPy integer scalars and 0-d integer arrays as indices and slice bounds of arrays, lists,
# strings and tuples (their __index__); a float scalar is refused.
import numpy as np
a = np.arange(10)
n = np.int64(3)
print(a[:n], a[np.int32(2):np.uint8(7):np.int64(2)], [1, 2, 3, 4][n], [1, 2, 3, 4][:n], "abcdef"[np.int16(1):n], (5, 6, 7)[np.int64(-1)])
print(a[:np.array(4)], list(range(10))[np.array(2):])
try:
    print(a[:np.float64(2)])
except TypeError as e:
    print(e)
try:
    print([1, 2][np.uint64(2**62) * np.uint64(2)])
except IndexError as e:
    print(type(e).__name__, e)
for sub in [[np.int64(0), 1], [0, True], [0, 1.0]]:
    try:
        print(np.einsum(np.arange(6).reshape(2, 3), sub))
    except TypeError as e:
        print(e)
