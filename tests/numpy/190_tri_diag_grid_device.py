# tril/triu/diag/meshgrid/eye/identity/tri and reshapes that must copy: built from array operations (on the
# device for device arrays); views, batches, every k, empty inputs, and no aliasing.
import numpy as np

a = np.arange(1, 21, dtype=np.float32).reshape(4, 5)
for k in [-5, -2, -1, 0, 1, 3, 6]:
    print(k, np.tril(a, k).tolist(), np.triu(a, k=k).tolist())
b = np.arange(24).reshape(2, 3, 4)
print(np.tril(b), np.triu(b[:, ::-1, 1:], 1))
print(np.tril(a.T > 5), np.triu(np.ones((3, 3), np.complex64) * (1 + 2j)), np.tril(np.zeros((0, 3))).shape)
print(repr(np.triu(np.arange(6, dtype=np.int8).reshape(2, 3), -1)), np.tril(a[::2, ::2], 0).dtype)
print(np.tril(np.arange(1, 4)), np.triu([1.0, 2.0], 1))
try:
    np.triu(5)
except TypeError as e:
    print("TypeError", e)

v = np.array([1.5, -2.0, 3.0])
for k in [-2, 0, 1, 3]:
    print(k, np.diag(v, k).tolist(), np.diag(a, k), np.diag(a.T, k=k), np.diag(a[::-1, 1:], k))
print(np.diag(a, 7), np.diag(a, -9), repr(np.diag(np.array([], dtype=np.int16))), np.diag(v[::-1] > 0))
d = np.diag(a)
a[0, 0] = 100
print(d, np.diag(np.diag(a)))
try:
    np.diag(np.ones((2, 2, 2)))
except ValueError as e:
    print("ValueError", e)

x, y = np.arange(3), np.array([0.5, 1.5])
X, Y = np.meshgrid(x, y)
print(X, Y, X.shape, X.dtype, Y.dtype)
I, J, K = np.meshgrid(x, y, np.arange(4)[::2], indexing="ij")
print(I.shape, J[:, :, 1], K[0])
P, Q, R = np.meshgrid(x, y, [7, 8])
print(P.shape, P[:, :, 0], Q[..., 1], R[0])
X[0, 0] = 99
print(x, np.meshgrid(np.ones((2, 2)), [1, 2])[0], np.meshgrid(x)[0], np.meshgrid())

t = np.arange(12).reshape(3, 4).T
r = t.reshape(3, 4)
t[0, 0] = -1
print(r, t.reshape(-1)[:4], t[::2].ravel(), np.ravel(t[:, ::-1]), t.T.flatten()[:3])
print(np.reshape(b[:, ::2, ::-1], (4, 4)), b.transpose(2, 0, 1).reshape(4, -1)[1])
print(np.flatnonzero(t[::-1] > 5), np.extract(t.T > 8, t.T))
i32 = np.array([2, 0], dtype=np.int32)
r, c = np.ix_(i32, np.arange(5)[::2])
print(repr(r), repr(c), a[np.ix_(i32, [True, False, True, False, True])], np.ix_([], [1])[0].dtype)
print(np.eye(3), np.eye(2, 4, 1, dtype=np.int8), np.eye(3, k=-1, dtype=np.complex64), np.eye(0).shape, np.eye(3, M=0).shape)
print(np.identity(3, dtype=bool), np.tri(3, 4, -1), np.tri(2, dtype=np.int32), np.eye(4, k=9))
e = np.eye(3)
e[0, 1] = 7
print(e, repr(np.identity(2, dtype=np.float16)))
