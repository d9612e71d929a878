import numpy as np

a = np.array([3, 1, 2, 3, 1, 1, 5])
print(np.unique(a))
u, idx, inv, cnt = np.unique(a, return_index=True, return_inverse=True, return_counts=True)
print(u, idx, inv, cnt, idx.dtype, inv.dtype, cnt.dtype)
print(np.unique(a, return_counts=True), np.unique(a, return_index=True))
print(np.unique(a, return_inverse=True))
m = np.array([[2, 7, 2], [7, 0, 2]])
print(np.unique(m), np.unique(m, return_inverse=True))
print(np.unique(m.T, return_index=True, return_counts=True))
print(np.unique([1.5, 0.5, 1.5]), np.unique((True, False, True)))
f = np.array([np.nan, 1.0, np.nan, 0.0, 4.0, 1.0])
print(np.unique(f), np.unique(f, equal_nan=False))
print(np.unique(f, return_index=True, return_counts=True))
print(np.unique(f, return_inverse=True, equal_nan=False))
for dt in [np.int8, np.uint16, np.uint64, np.float16, np.float32, np.complex64, np.bool_]:
    x = np.array([3, 0, 3, 1, 0, 3], dtype=dt)
    print(dt.__name__, repr(np.unique(x)), np.unique(x, return_counts=True)[1])
z = np.array([1 + 1j, 1 - 1j, 1 + 1j, -2j])
print(np.unique(z, return_index=True))
print(repr(np.unique(np.array([]))), np.unique(np.zeros((0, 2)), return_counts=True))
print(np.unique(np.array(4)), np.unique(np.array(4), return_index=True, return_inverse=True, return_counts=True))
print(np.unique(a[::2]), np.unique(a * 2 - 1), np.unique(a[::-1], return_index=True))
print(np.unique(np.array([[1, 2], [1, 2]]), axis=None))
print(np.unique(np.array([4, 2, 4]), axis=0), np.unique(np.array([4, 2, 4]), axis=-1))
try:
    np.unique(np.array([1, 2]), axis=1)
except IndexError as e:
    print("axis error:", e)
try:
    np.unique(a, foo=1)
except TypeError as e:
    print(e)
