# Integer arrays for several leading axes (x[rows, cols], the cross-entropy pick
# p[np.arange(n), labels]): broadcasting index arrays, negative entries, trailing axes
# kept, int32 and 0-d indices, empty ones, and NumPy's errors.
import numpy as np

p = np.arange(60.0).reshape(12, 5) / 7
labels = np.array([0, 4, 2, 2, 1, 3, 0, 4, 4, 1, 0, 3])
print(np.round(p[np.arange(12), labels], 6), p[np.arange(12), labels].shape)
print(np.round(-np.log(p[np.arange(1, 12), labels[1:]]).mean(), 6))
c = np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5)
i = np.array([1, 0, -1])
j = np.array([[2], [-3]])
print(c[i, j].shape, c[i, j][1, 2, 3], c[i, j, 3], c[i[:, None], np.array([0, 1]), np.array([3, 3])])
print(c[np.array([0, 1], np.int32), np.array([2, 2], np.uint8)].sum(axis=(1, 2)), c[np.array(1), np.array(2)][0])
print(c[np.array([], np.int64), np.array([], np.int64)].shape, c[np.zeros((0, 3), np.int64), np.ones(3, np.int64)].shape)
v = c[::-1, 1:, ::2]
print(v[np.array([1, 0]), np.array([1, -1])], v[np.array([[0, 1], [1, 0]]), np.array([0, 1]), np.array([1, 0])])
q = np.arange(10) * 1.5
print(q[np.array([[1, 2], [-1, -2]])], (q * 2)[np.array([3, 3, 9])])
for f in [lambda: c[np.array([0, 2]), np.array([0, 1])], lambda: c[np.array([0, 1]), np.array([0, 1, 2])],
          lambda: c[np.array([0]), np.array([-4])], lambda: q[np.array([10])]]:
    try:
        f()
    except IndexError as e:
        print("IndexError", e)
