import numpy as np

x = np.array([4.0, -1.0, 2.5, np.nan, 0.0])
print(np.sort(x), np.argsort(x), np.argmax(x), np.nanargmax(x))
m = np.array([[4, 9, 1], [3, 3, 8]], dtype=np.int32)
s = np.sort(m, axis=0)
print(s, s.dtype, m.argmin(axis=1), np.argmin(m))
print(np.unique(m, return_counts=True), np.nonzero(m > 3), np.flatnonzero(m % 3 == 0))
print(np.searchsorted(np.sort(m, axis=None), [3, 8]), np.isin(m, [3, 8]))
print(np.lexsort((m[0], m[1])), np.intersect1d(m[0], m[1]), np.union1d(m[0], [0]))
print(np.argwhere(m == 3), np.setdiff1d(m, [3]))
print(float(np.sort(m, axis=None)[-1]), int(np.argmax(m)), np.sort(m).sum())
