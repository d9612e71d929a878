# std/var/nanstd/nanvar with where=: masks, broadcast masks, ddof, keepdims, ints, complex, errors.
import numpy as np
a = np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 7.0]])
m = np.array([[True, False, True], [True, True, False]])
print(np.std(a, where=m), a.var(axis=0, where=m, ddof=0), a.var(axis=1, where=m, ddof=1))
print(np.var(np.arange(6).reshape(2, 3), axis=1, where=[True, False, True]), np.std(a, where=True))
b = np.array([[1.0, np.nan, 3.0], [np.nan, 5.0, 7.0]])
print(np.nanvar(b, where=m), np.nanstd(b, axis=1, where=m, keepdims=True))
print(np.var(a, axis=0, where=[[True, False, False], [False, False, False]]))
c = np.array([1 + 2j, 3 - 1j, 2j])
print(np.var(c, where=[True, True, False]), np.std(a.T, axis=0, where=m.T, dtype=np.float32))
try:
    np.var(a, where=np.ones((2, 3)))
except TypeError as e:
    print("TypeError", e)
