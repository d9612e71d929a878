# Complex sort and argsort: real part first, then imaginary; NaNs last in NumPy's classes
# (R+Rj, R+nanj, nan+Rj, nan+nanj); stable among equal values; along each axis and flattened;
# complex64 and complex128; on the device these are stable argsorts of real keys.
import numpy as np

nan = np.nan
z = np.array([3 + 1j, 1 - 2j, 3 - 1j, complex(nan, 2), 1 + 0j, complex(2, nan), complex(nan, nan),
              -1 + 5j, complex(nan, -1), 1 - 2j, complex(0, nan), 2 + 2j])
print(np.sort(z))
print(np.argsort(z), np.argsort(z, kind="stable"))
m = np.array([[2 + 1j, 2 - 1j, 0j], [1j, -1j, 1 + 1j], [2 - 1j, 2 + 1j, -0.5 + 0j]])
print(np.sort(m, axis=0), np.sort(m, axis=1), np.sort(m, axis=None))
print(np.argsort(m, axis=0), np.argsort(m.T, axis=-1), np.argsort(m, axis=None))
c = (np.arange(20) % 7 - 3).astype(np.complex64) * (1 - 0.5j) + 1j * (np.arange(20) % 3)
print(np.sort(c), np.argsort(c), np.sort(c).dtype)
r = np.sin(np.arange(3000.0)) + 1j * np.cos(np.arange(3000.0) * 0.37)
s = np.sort(r)
print(np.round(s[:3], 6), np.round(s[-3:], 6), bool(np.all(np.diff(s.real) >= 0)), int(np.argsort(r)[1500]))
w = z.copy()
w.sort()
print(w[:4], np.sort(z[::-2]), np.argsort(z.reshape(3, 4)[:, 1:], axis=1))
