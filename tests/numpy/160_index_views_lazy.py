# Fancy indexing, masks, take/put/choose/compress/extract/ix_ on views, empties, 0-d and lazy inputs.
import numpy as np

m = np.arange(20).reshape(4, 5)
t = m.T
s = m[::2, ::-1]
print(t[[0, 2, 4]], t[[1, 3], [0, 2]], s[:, [0, -1]])
print(m[::-1][[0, 0, 3]], m[1:, ::2][[2, 0], 1:])
print((m * 2 + 1)[[1, 2]], (m * 2 + 1)[m % 3 == 0])
print(t[t > 12], s[s % 2 == 0], m[:, ::-1][m[:, 0] > 4])
print(repr(m[np.array([], dtype=int)]), repr(np.zeros((0, 3))[[]]), repr(m[m > 100]))
z = np.array(7.5)
print(repr(z[()]), repr(z[...]), repr(z[z > 1]), repr(z[np.array(False)]))
f = np.linspace(0, 1, 6, dtype=np.float32)
print(f[[5, 0]], f[::-1][f[::-1] > 0.5], np.array([True, False, True])[[2, 2, 0]])
print(m[np.ix_([0, 3], [1, 4])], t[np.ix_([4, 0], [True, False, True, False])])
a = np.zeros(6, dtype=int)
a[[1, 1, 3]] += 1
print(a)
a[[0, 5, 0]] -= np.array([1, 2, 3]) * 2
print(a)
b = np.arange(12.0).reshape(3, 4)
b.T[[0, 2]] = -1
print(b)
b[::2][b[::2] > 5] = 100
print(b)
b[:, ::-1][[0, 1], [0, 0]] = np.array([7, 8]) * 2 + 1
print(b)
print(np.take(t, [0, 3]), np.take(t, [0, -1], axis=1), np.take(s, [[0, 1]], axis=0))
print(np.take(m * 2 - 1, 7), np.take(f, [], axis=0), np.take(m, [22, -3], mode="wrap"), np.take(m, [30], mode="clip"))
p = np.arange(10)
np.put(p[::2], [0, 2], [-1, -2])
print(p)
np.put(p, [1, 12], [50, 60], mode="clip")
print(p)
print(np.take_along_axis(t, np.argsort(t, axis=0), axis=0))
print(np.take_along_axis(s, np.array([[0], [2]]), axis=1))
print(np.choose([0, 1, 2, 1], [m[0, :4], m[1, :4] * 10, t[:4, 3]]), np.choose(np.array([[0, 1]]), [[1, 2], [3, 4]]))
print(np.compress([True, False, True], t, axis=1), np.compress([1, 0, 1], s[0]), np.compress([False, True], m * 2, axis=0))
print(np.extract(m % 4 == 0, t.T), np.extract(s > 5, s * 1.5), np.extract([True, False], np.array([True, True])))

# boolean assignment with a full mask: NumPy's own checks on the value
for val in [[1, 2], np.arange(4), [[1, 2, 3]], [[7]], [9], 5, np.array([1, 2, 3])]:
    a = np.arange(6)
    try:
        a[a > 2] = val
        print(a)
    except (TypeError, ValueError) as ex:
        print(type(ex).__name__, ex)
m2 = np.arange(6).reshape(2, 3)
try:
    m2[m2 > 1] = [1, 2]
except ValueError as ex:
    print(type(ex).__name__, ex)
