# ufunc.at: unbuffered in-place ufunc at indices (repeats combine in order), masks,
# tuples of index arrays and slices, views, casts back unsafely, errors.
import numpy as np
a = np.zeros(5)
np.add.at(a, [0, 1, 1, 4, 1], 1)
print(a)
b = np.arange(12).reshape(3, 4)
np.add.at(b, (np.array([0, 0, 2]), slice(None)), np.array([1, 2, 3, 4]))
print(b)
c = np.ones(4, dtype=np.int32)
np.multiply.at(c, [1, 1, 1, 3], [2, 3, 4, 5])
print(c, c.dtype)
d = np.array([5.0, 1.0, 7.0])
np.maximum.at(d, [0, 0, 2, 1], [6.0, 2.0, 1.0, 9.0])
np.minimum.at(d, np.array([2]), -1)
print(d)
e = np.arange(10.0)[::2]
np.subtract.at(e, [0, 0, -1], 1.5)
print(e)
f = np.zeros((2, 3), dtype=np.int64)
np.add.at(f, (np.array([0, 1, 0]), np.array([2, 2, 2])), 7)
print(f)
m = np.zeros(4)
np.add.at(m, np.array([True, False, True, True]), [1.0, 2.0, 3.0])
print(m)
counts = np.zeros(3, dtype=np.int64)
np.add.at(counts, np.arange(300) % 3, 1)
print(counts)
for bad in [lambda: np.add.at(np.zeros(3, dtype=np.int64), [0], 1.5),
            lambda: np.add.at(np.zeros(3), [5], 1),
            lambda: np.add.at(np.zeros(3), [0, 1], [1, 2, 3]),
            lambda: np.add.at([1, 2], [0], 1)]:
    try:
        bad()
    except Exception as ex:
        print(type(ex).__name__)
g = np.zeros(3, dtype=np.int64)
np.add.at(g, [0, 0], 1.7)
print(g)
h = np.zeros((3, 2), dtype=np.complex128)
np.add.at(h, [2, 0, 2], np.array([[1j, 0], [2, 0], [3 + 1j, 1]]))
print(h)
v = np.arange(8.0).reshape(2, 4)[:, 1:3]
np.multiply.at(v, (slice(None), [0, 0]), 2.0)
print(v)
e0 = np.zeros(3)
np.add.at(e0, np.array([], dtype=np.int64), 1)
print(e0)
# Repeats in shuffled order, order-sensitive ufuncs, a reversed view.
x = np.arange(5.0)
np.subtract.at(x, [2, 0, 2, 2, 0, 4], [1.0, 2.0, 3.0, 4.0, 5.0, 0.5])
y = np.array([1.0, 3.0])
np.true_divide.at(y, [0, 1, 0, 0], [2.0, 3.0, 4.0, 8.0])
w = np.arange(6.0)[::-1]
np.add.at(w, [0, 0, 5, -1], [1.0, 2.0, 3.0, 0.25])
print(x, y, w)
