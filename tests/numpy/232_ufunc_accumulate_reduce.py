# reduce and accumulate of the binary ufuncs beyond add/multiply/maximum/minimum/logical:
# running maxima and minima (log-step scans), bitwise and logical folds, gcd, and the
# non-associative ones (subtract, divide, power) folded left to right; errors as NumPy's.
import numpy as np

x = np.array([[3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], [2.0, 7.0, 1.0, 8.0, 2.0, 8.0, 1.0, 8.0]])
print(np.maximum.accumulate(x, axis=1), np.minimum.accumulate(x, axis=1))
print(np.maximum.accumulate(x), np.fmax.accumulate(np.array([1.0, np.nan, 3.0, 2.0])), np.maximum.accumulate(np.array([1.0, np.nan, 3.0])))
print(np.maximum.accumulate(np.arange(37) % 11), np.minimum.accumulate([5, 3, 4, 1, 2], dtype=float))
i = np.array([12, 10, 7, 3, 6, 5], dtype=np.int64)
print(np.bitwise_or.accumulate(i), np.bitwise_and.accumulate(i), np.bitwise_xor.accumulate(i), np.gcd.accumulate(np.array([12, 18, 8, 7])))
print(np.bitwise_or.reduce(i), np.bitwise_xor.reduce(i), np.gcd.reduce(np.array([12, 18, 30])), np.logical_xor.reduce([True, True, True]))
print(np.logical_and.accumulate([1, 1, 0, 1]), np.logical_or.accumulate(np.array([0.0, 0.0, 2.0, 0.0])), np.logical_xor.accumulate([True, False, True, True]))
print(np.subtract.accumulate([10, 1, 2, 3]), np.subtract.reduce([10, 1, 2, 3]), np.divide.accumulate([64.0, 2.0, 4.0]), np.power.reduce([2, 3, 2]))
print(np.subtract.reduce(x, axis=1), np.subtract.accumulate(x, axis=0), np.bitwise_or.reduce(np.array([[1, 2], [4, 8]]), axis=None))
print(np.bitwise_or.reduce(np.array([[1, 2], [4, 8]]), axis=(0, 1), keepdims=True), np.bitwise_and.reduce(np.zeros((0,), np.int64)), np.bitwise_or.reduce(np.zeros((2, 0), np.int64), axis=1))
out = np.zeros(8)
np.maximum.accumulate(x[0], out=out)
print(out, np.maximum.accumulate(np.array([[1, 5], [3, 2]]), axis=-1).dtype, np.logical_and.accumulate(np.array([1, 0])).dtype)
for bad in [lambda: np.subtract.reduce(np.zeros(0)), lambda: np.subtract.reduce(x, axis=None), lambda: np.maximum.accumulate(np.float64(3.0)), lambda: np.bitwise_or.accumulate(x, axis=2)]:
    try:
        print(bad())
    except (ValueError, IndexError, TypeError) as e:
        # (NumPy's AxisError is an IndexError in gpa: the message only.)
        print(e)
