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
# nanmedian of complex values: the middle of each row's values without NaN (per-row counts).
z = complex(-0.0, -0.0)
print(np.nanmedian(np.array([z, np.nan])), np.nanmedian(np.array([z, z, np.nan])), np.nanmedian(np.array([[z, np.nan], [np.nan, np.nan]]), axis=1))
print(repr(np.nanmedian(np.array([1 + 1j, np.nan, 3 - 1j, 2]))), np.nanmedian(np.array([[1 + 1j, np.nan, 3 - 1j, 2], [complex(1, np.nan), 5, 4j, -1]]), axis=1))
print(repr(np.nanmedian(np.array([1 + 1j, np.nan, 3 - 1j, 2], dtype=np.complex64))))
print(np.nanmedian(np.array([[1 + 1j, np.nan], [3 - 1j, 2]]), axis=0, keepdims=True))
zz = (np.arange(24) % 5 + 1j * (np.arange(24) % 3)).reshape(2, 3, 4)
zz[0, 1, 2] = np.nan
zz[1, :, 3] = complex(0, np.nan)
print(np.nanmedian(zz, axis=(0, 2)), np.nanmedian(zz[:, ::-1], axis=2), np.nanmedian(zz.T, axis=0), np.nanmedian(zz))
print(np.nanmedian(np.zeros((0, 2), complex), axis=0), np.nanmedian(np.zeros((2, 0), complex), axis=1))
