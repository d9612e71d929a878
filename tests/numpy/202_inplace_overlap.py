# In-place updates where the result reads the array it writes: the same elements (computed
# straight into the buffer on the device), shifted or reversed views of it (NumPy's
# buffered semantics: the old values are read), offsets, casts, and results held elsewhere.
import numpy as np

a = np.arange(10.0)
a += a
print(a)
a[1:] += a[:-1]
print(a)
a[::-1] -= a
print(a)
a[2:7] *= np.arange(5.0) + 0.5
print(a)
a[::2] += 1
print(a)
b = np.arange(12).reshape(3, 4)
b += b.T[:4, :3].T * 0 + b[::-1]
print(b)
b[1] //= 2
print(b)
c = np.linspace(0, 1, 7, dtype=np.float32)
c *= 3
c += np.float64(0.25)
print(c, c.dtype)
c[c > 1.5] = 0
print(c)
r = c * 2
c[:] = r + c
print(c, r)
d = np.arange(6)
e = d + 1
d += e
print(d, e)
f = np.ones((2, 3), np.int32)
f -= np.array([1, 2, 3], np.int8)
f <<= 2
print(f, f.dtype)
g = np.arange(8.0)
g[g > 3] = g[g > 3] * -1
g[(g % 2) == 0] = 99
print(g)
