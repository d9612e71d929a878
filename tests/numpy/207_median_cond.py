# median of complex values (NumPy's sorted order: real part, then imaginary, NaN-holding
# values last; the middle one or two averaged; a NaN-holding last value is the median), and
# np.linalg.cond with the norms 1, -1, inf, -inf and 'fro' (norm(x) * norm(inv(x))).
import numpy as np

z = np.array([1 + 2j, 3, 2j, 5 - 1j])
print(np.median(z), np.median(z[:3]), np.median(z.astype(np.complex64)), np.median(z[::-1][:2]))
zz = np.array([[1 + 1j, 2, 3j], [4, 5, 6], [-1j, -2, 9 + 9j]])
print(np.median(zz, axis=0), np.median(zz, axis=1, keepdims=True), np.median(zz, axis=(0, 1)))
print(np.median(zz.T, axis=-1), np.median(np.array([1 + 1j, 2, complex(np.nan, 0), 0j])))
print(np.median(np.array([[1 + 1j, complex(1, np.nan)], [2, 3]]), axis=1))
print(np.median(np.zeros((0, 2), complex), axis=0), np.median(np.zeros((2, 0), complex), axis=0).shape)
a = np.array([[1.0, 2.0], [3.0, 4.0]])
for p in [1, -1, np.inf, -np.inf, "fro", None, 2, -2, 2.0]:
    print(p, np.round(np.linalg.cond(a, p), 10))
st = np.array([[[4.0, 1.0], [2.0, 3.0]], [[1.0, 2.0], [2.0, 4.0]], [[2.0, 0.0], [0.0, 0.5]]])
print(np.round(np.linalg.cond(st, 1), 10), np.round(np.linalg.cond(st, "fro"), 10))
print(np.linalg.cond(np.array([[1.0, 1.0], [1.0, 1.0]]), np.inf), np.linalg.cond(a.astype(np.float32), 1).dtype)
for bad in [lambda: np.linalg.cond(a, 3), lambda: np.linalg.cond(np.ones((2, 3)), 1), lambda: np.linalg.cond(np.ones(3), "fro")]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
# Complex input: the norms' condition number is complex (cast to the inverse's dtype).
z = np.array([[1 + 1j, 2], [3, 4]])
for p in [None, 1, -1, np.inf, "fro", 2]:
    r = np.linalg.cond(z, p)
    print(p, np.round(r, 8), r.dtype, np.linalg.cond(z.astype(np.complex64), p).dtype)
print(np.linalg.cond(np.array([[1 + 0j, 1], [1, 1]]), 1), np.round(np.linalg.cond(np.stack([z, np.ones((2, 2))]), "fro"), 8))
