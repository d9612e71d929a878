# Sets where the arrays are: unique of complex values (with NaN classes, equal_nan both ways,
# every return), unique(axis=k) of rows (NaN rows stay distinct, as NumPy's == says), the
# merging steps of intersect1d/union1d/setdiff1d, and searchsorted/isin of complex values.
import numpy as np

nan = np.nan
z = np.array([1 + 2j, nan, 1 + 2j, complex(nan, 1), complex(1, nan), 3, complex(1, nan), -1j, 3])
print(np.unique(z, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(z, equal_nan=False, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(z.reshape(3, 3), return_inverse=True), np.unique(z[::2].astype(np.complex64)))
print(np.unique(np.array([2.5, nan, 1.0, nan, 2.5, -0.0, 0.0]), return_counts=True, return_inverse=True))
print(np.unique(np.array([[3, 1], [1, 3]], np.int16), return_index=True), np.unique(np.array([7])))
r = np.array([[nan, 1], [0, 2], [nan, 1], [nan, 0], [0, 2]])
print(np.unique(r, axis=0, return_index=True, return_inverse=True, return_counts=True))
c = np.array([[1, 0, 1, 2], [5, 4, 5, 4], [0, 0, 0, 1]])
print(np.unique(c, axis=1, return_index=True, return_inverse=True, return_counts=True))
print(np.unique(c, axis=0), np.unique(c[:, ::-1], axis=-1))
t3 = np.array([[[1, 2], [3, 4]], [[1, 2], [3, 4]], [[0, 9], [3, 4]]])
print(np.unique(t3, axis=0, return_counts=True), np.unique(t3, axis=2, return_inverse=True))
print(np.unique(np.array([[1 + 1j, 2], [1 + 1j, 2], [1, 2]]), axis=0, return_index=True))
print(np.unique(np.array([[True, False], [True, False], [False, False]]), axis=0))
print(np.unique(np.zeros((3, 0)), axis=0, return_counts=True))
a = np.array([5, 1, 3, 3, 9, -2, 1])
b = np.array([3.0, 9.0, 4.0, 1.0, 1.0, nan])
print(np.intersect1d(a, b), np.intersect1d(a, b, return_indices=True), np.intersect1d(b, b))
print(np.intersect1d(np.array([[4, 2], [2, 8]]), np.array([8, 4, 0]), return_indices=True))
print(np.intersect1d(z, np.array([3, -1j, 5, 1 + 2j]), return_indices=True))
print(np.intersect1d(a, np.array([100, 200])), np.intersect1d(a, np.array([], np.int64)))
print(np.union1d(a, b), np.union1d(z[:4], np.array([2j, 1 + 2j])), np.union1d(np.array([[3, 1]]), np.array([1, 0])))
print(np.setdiff1d(a, b), np.setdiff1d(z, np.array([3, 1 + 2j])), np.setdiff1d(b, a), np.setdiff1d(a, a))
s = np.sort(np.array([2 + 1j, 1 + 5j, complex(1, nan), 2, -1 + 9j, nan, complex(nan, 2)]))
v = np.array([[2, 1 + 5j, 0], [complex(1, nan), nan, 9 + 9j]])
print(s, np.searchsorted(s, v), np.searchsorted(s, v, side="right"), np.searchsorted(s[:4], 1.5))
print(np.searchsorted(s, v, sorter=np.arange(7)), np.isin(v, s), np.isin(z, np.array([3, 1 + 2j, nan]), invert=True))
