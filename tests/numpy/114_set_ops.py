import numpy as np

a = np.array([5, 1, 3, 3, 9, 1])
b = np.array([3, 7, 1, 1, 0])
print(np.intersect1d(a, b), np.union1d(a, b), np.setdiff1d(a, b), np.setdiff1d(b, a))
print(np.intersect1d(a, b, return_indices=True))
print(np.intersect1d(a, b, assume_unique=False, return_indices=False))
print(np.intersect1d([1, 2, 3], [2, 3.0], return_indices=True))
print(np.union1d([[1, 2], [5, 0]], [2.5]), np.union1d([True], [False, True]))
print(np.setdiff1d([3.0, 1.0, np.nan, np.nan], [1]), np.union1d([np.nan, 1.0], [np.nan]))
print(np.intersect1d([np.nan, 1.0, 2.0], [np.nan, 2.0]), np.setdiff1d([np.nan, 1.0], [np.nan]))
print(np.intersect1d(np.array([1, 2], dtype=np.int8), np.array([2, 300], dtype=np.int16)).dtype)
print(np.union1d(np.array([1, 2], dtype=np.uint8), np.array([-1], dtype=np.int8)))
print(repr(np.setdiff1d(np.array([1, 2], dtype=np.float32), [1.0, 2.0])))
print(repr(np.intersect1d([], [1, 2])), repr(np.union1d([], [])))
print(np.union1d(np.array([1 + 1j, 2]), [1j]), np.setdiff1d(a[::2], b[::-1]))
m = np.arange(12).reshape(3, 4) % 5
print(np.intersect1d(m, m.T), np.setdiff1d(m * 2, m), np.union1d(m[:, 0], m[0]))
print(np.setdiff1d(a, b, assume_unique=False), np.intersect1d(a, 3))
try:
    np.union1d(a)
except TypeError as e:
    print(e)
