import numpy as np

a = np.array([[1, 5, 3], [7, 5, 0]])
t = [5, 0, 9]
print(np.isin(a, t), np.isin(a, t, invert=True))
print(np.isin(a, np.array([[3], [7]])), repr(np.isin(3, [1, 3])), repr(np.isin(4, [1, 3])))
print(np.in1d(a, t), np.in1d([1, 2, 3], (2,), invert=True))
f = np.array([1.0, np.nan, 0.0, -0.0, 2.5])
print(np.isin(f, [np.nan, 0.0]), np.isin(f, [-0.0, 2.5], invert=True))
print(np.isin([1, 2, 3], [2.0, 3.5]), np.isin(np.array([1.5, 2.0]), [2]))
print(np.isin(np.array([1 + 1j, 2]), [2 + 0j]), np.isin([True, False], [False]))
print(np.isin(np.array([200, 3], dtype=np.uint8), np.array([-56, 3], dtype=np.int16)))
print(np.isin(a.T, [5]), np.isin(a[:, ::2], [1, 0]), np.isin(a * 2, [10, 14]))
print(repr(np.isin(np.array([]), [1])), repr(np.isin([1, 2], [])))
print(np.isin(np.arange(10) % 3, [2]), np.isin(np.arange(4), np.arange(4)[::-1]))
print(np.isin(a, t, assume_unique=True), np.isin(a, t, kind="sort"))
try:
    np.isin(a)
except TypeError as e:
    print(e)
