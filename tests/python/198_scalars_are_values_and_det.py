# NumPy scalars read out of an array are values of their own (a later write to the array
# leaves them alone: swaps and hand-written sorts work), and det is NumPy's sign*exp(sum log|d|).
import numpy as np
a = np.arange(6).reshape(2, 3)
x = a[1, 2]; f = a.flat[4]; y = np.int64(a[0, 0]); r = a[:, ::-1][0, 0]; it = [v for v in a[0]]
t = a[0][1]; z = a[(1, 1)]; m = a.max(); s = a.sum()
a[...] = -1
print(x, f, y, r, it, t, z, m, s)
b = np.array([1.5, 2.5])
e = b[-1]; b[-1] = 0
h = np.array(7)
k = h[()]; h[()] = 8
print(e, k, h)
c = np.array([3, 1, 2])
for i in range(len(c)):
    for j in range(len(c) - 1 - i):
        if c[j] > c[j + 1]:
            c[j], c[j + 1] = c[j + 1], c[j]
print(c)
rec = np.zeros(2, dtype=[("x", int), ("y", float)])
q = rec[0]["x"]; rec["x"] = 5
print(q)
print(np.linalg.det(np.array([[1, 2], [3, 4]])), np.linalg.det(np.eye(3) * 2), np.linalg.det(np.zeros((2, 2))), np.linalg.det(np.ones((0, 0))))
rng = np.random.default_rng(0)
for n in (3, 5):
    a = rng.standard_normal((n, n))
    print(n, repr(np.linalg.det(np.round(a * 4))))
print(np.linalg.det(np.array([[[2, 1], [1, 3]], [[0, 1], [1, 0]]])), np.linalg.det(np.array([[1 + 1j, 2], [3, 4 - 1j]])))
print(np.linalg.det(np.array([[4.0, 3], [6, 3]], dtype=np.float32)), np.linalg.slogdet(np.array([[1, 2], [3, 4]])))
