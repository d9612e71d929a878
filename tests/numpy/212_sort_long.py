# Long float32 rows (the CPU's vectorised sort of integer keys): random values with NaN,
# infinities, signed zeros and many duplicates (a NumPy integer scalar slicing too), sorted, in-place, and reversed/stepped views.
import numpy as np

x = (np.sin(np.arange(300_001) * 0.37) * 100).astype(np.float32)
x[::97] = np.nan
x[5::1001] = np.inf
x[7::1003] = -np.inf
x[11::13] = 0.0
x[12::17] = -0.0
s = np.sort(x)
print(s[:3], s[-3:], np.isnan(s).sum(), np.array_equal(s[:-np.isnan(s).sum()], np.sort(x[~np.isnan(x)])))
print(np.all(s[:-3100][1:] >= s[:-3100][:-1]), s.dtype, s.shape)
d = (np.arange(200_003) * 7919 % 5).astype(np.float32) / 4
print(np.sort(d)[[0, 40_000, 100_000, 160_000, -1]], np.unique(np.sort(d), return_counts=True)[1])
e = np.full(70_000, 2.5, dtype=np.float32)
e[-1] = 1.0
print(np.sort(e)[:3], np.sort(e[::-1])[-2:], np.sort(np.full(65_537, np.nan, dtype=np.float32))[:2])
v = x[::-3].copy()
v.sort()
print(v[:4], np.array_equal(v, np.sort(x[::-3]), equal_nan=True), np.sort(x[1::2])[9000:9004])
m = np.arange(1 << 18, dtype=np.float32)[::-1]
print(np.sort(m)[:4], np.sort(m)[-2:], np.sort(-m)[:2])
