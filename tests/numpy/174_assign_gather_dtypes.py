import numpy as np

# Assignment through views, advanced indexing and its assignment, for every element width
# (1, 2, 4, 8, 16 bytes): on a GPU these stay on the device (strided writes, gathers, puts).
for dt in ["bool", "int8", "float16", "int32", "float32", "int64", "float64", "complex64", "complex128"]:
    a = np.arange(60).reshape(3, 4, 5).astype(dt)
    a[1] = 0
    a[:, ::2, 1::2] = np.ones((3, 2, 2), dtype=dt)
    a[..., -1] = a[..., 0]
    b = a.T.copy()
    b[::-1, 1:3] = a[0, :2, :].T[:, :, None]
    print(dt, a[1, :, :3].tolist(), a.sum(), b[:, 1, 1].tolist())
    idx = np.array([4, 0, 4, 2, 4])
    f = a.reshape(-1)
    f[idx] = np.arange(5).astype(dt)
    print(" ", f[:6], f[[59, 1, 1, -1]], a[[0, 2], [1, 3]], a[1:, [0, 0, 3]][:, :, 0])
    m = np.arange(24).astype(dt).reshape(4, 6)
    m[[0, 2]] = m[[3, 1]]
    m[1:3, [0, -1]] = 7
    print(" ", m[:, 0], m.take([1, 7, 23]), np.take(m, [0, 5], axis=1)[:, 1], m[m.real > 10 if m.dtype.kind == "c" else m > 10][:3])
    m[np.array([[1], [3]]), np.array([0, 2, 4])] = m[0, :3]
    print(" ", m[3], m[1, ::2])

# In-place arithmetic on views (the values are made first, then written: overlap is safe).
x = np.arange(10, dtype=np.float64)
x[1:] += x[:-1]
print(x)
y = np.arange(12).reshape(3, 4)
y[:, 1:] -= y[:, :-1] * 2
y.T[::2] *= 3
y[y > 5] += 100
print(y)
z = np.zeros(6, dtype=np.int32)
z[[1, 1, 3, 3, 3]] += 1
z[np.array([5, 0, 5])] = [9, 8, 7]
print(z)
w = np.zeros((2, 3, 2, 2, 2, 2, 2, 2, 2))
w[:, 1, ..., 0] = 1.5
w[1, :, 0] += 2
print(w.sum(), w[1, :, 0, 0, 0, 0, 0, 0, 0], w[0, 1].sum())
v = np.arange(1000003, dtype=np.float32)
v[::3] = -v[::3]
v[-5:] = 0
v[np.arange(0, 1000003, 1001)] *= 2
print(v[:7], v[-7:], v.astype(np.float64).sum(), v[2002], v[1001])
e = np.arange(5)
e[[]] = 3
e[np.array([], dtype=np.int64)] += 1
e[2:2] = 9
print(e, e[[]], e[np.zeros(0, dtype=np.int64)].shape)
try:
    e[[1, 7]] = 0
except IndexError as err:
    print("IndexError", err)
try:
    e[1:4] = [1, 2]
except ValueError as err:
    print("ValueError", err)
