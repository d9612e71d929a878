# Advanced indexing mixed with slices, integers, None, `...` and masks (NumPy's placement of
# the advanced block: in place when adjacent, first when split), read and assigned, on views;
# assignment with repeated and unordered indices (the last value wins), masks with a scalar
# or with values, nonzero/argwhere/flatnonzero, take_along_axis, and NumPy's errors.
import numpy as np

c = np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5) * 1.0
i = np.array([2, 0, -1])
print(c[:, i].shape, c[:, i, 1:3].sum(), c[1, :, i].shape, c[1, :, i][2, 1])
print(c[i[:, None], :, np.array([1, 3])].shape if False else c[:, i[:, None], :, np.array([1, 3])].shape)
print(c[np.array([1, 0]), :, np.array([3, 2])].shape, c[np.array([1, 0]), :, np.array([3, 2])].sum(axis=1))
print(c[..., np.array([4, 0])].shape, c[None, 1, np.array([0, 2]), ::2].shape, c[1, np.array([0, 2]), 1:, -1])
v = c[::-1, 1:, ::2, 1::2]
print(v[:, np.array([1, 0, 1]), np.array([0, 1, 1])], v[np.array([0]), ..., np.array([1])].shape)
m = c[0, 0] > 7
print(c[:, 1][:, m], c[1, :, m].shape, c[np.array([0, 1]), 2][:, :, m[1]])
b = np.array([True, False, True])
print(c[1, b, :, 0], c[:, b][:, :, 2, 2], c[np.array(True)].shape, c[np.array(False)].shape)
print(c[1][b, np.array([3, 1])], c[b[None, :].repeat(2, axis=0)].shape)

# Assignment through every kind of index, on a copy each time.
a = np.arange(24).reshape(4, 6) * 1.0
x = a.copy(); x[np.array([3, 1, 3, 3]), np.array([0, 2, 0, 0])] = np.array([10.0, 20.0, 30.0, 40.0]); print(x)
x = a.copy(); x[np.array([2, 0, 2]), 1:4] = np.array([[1.0, 2, 3], [4, 5, 6], [7, 8, 9]]); print(x)
x = a.copy(); x[:, np.array([5, 0, 5, 1])] = -1; print(x)
x = a.copy(); x[::2, np.array([1, 1])] = np.array([[7.0, 8.0], [9.0, 10.0]]); print(x)
x = a.copy(); x[x > 10] = 0; print(x)
x = a.copy(); x[(x % 3) == 0] = np.arange(8) * -1.0; print(x)
x = a.copy(); x[x[:, 0] > 5] = np.array([1.5, 2.5, 3.5, 4.5, 5.5, 6.5]); print(x)
x = a.copy(); x[1:, :][x[1:, :] < 9] = 100; print(x)
x = a.copy(); x[np.array([1, 1, 1, 0])] += 1; print(x)
x = a.T.copy(); x[np.array([5, 0, 5, 2, 0])] = np.array([1.0, 2.0, 3.0, 4.0, 5.0])[:, None]; print(x)
y = np.zeros(10, np.int32); y[np.array([9, 1, 9, 1, 4])] = np.array([1, 2, 3, 4, 5]); print(y)
y = np.zeros(8, np.int8); y[np.arange(8) % 3 == 1] = 7.9; print(y)
z = np.zeros((3, 4), np.complex128); z[np.array([0, 2]), np.array([[1], [3]])] = 1 + 2j; print(z)
t = np.zeros(6, bool); t[np.array([4, 1])] = True; print(t)
w = a.T.copy()[::2]; w[np.array([0, 2]), np.array([1, 3])] = 99; print(w)
s = np.arange(5.0); s[np.array(True)] = 3; print(s)

# nonzero and friends.
g = np.array([[0, 1.5, 0], [2, 0, -0.0], [np.nan, 0, 3]])
print(np.nonzero(g), np.argwhere(g), np.flatnonzero(g), np.nonzero(g[:, ::-1] > 0))
print(np.argwhere(np.zeros((2, 0, 3))).shape, np.nonzero(np.ones(4, np.int8)), np.argwhere(np.arange(5) > 2))
print(np.nonzero(np.array([1 + 0j, 0j, 1j])), np.count_nonzero(g), np.flatnonzero(np.zeros(3)))

# take_along_axis with device-side indices.
r = np.array([[3.0, 1.0, 2.0], [0.5, 9.0, -1.0]])
o = np.argsort(r, axis=1)
print(np.take_along_axis(r, o, axis=1), np.take_along_axis(r, o[:, -1:], axis=1), np.take_along_axis(r, np.argsort(r, axis=0), 0))
print(np.take_along_axis(r, np.array([[-1], [-3]]), axis=1))

for f in [lambda: c[:, np.array([3])], lambda: c[1, :, np.array([0]), np.array([5])],
          lambda: c[:, np.array([True, False])], lambda: c[np.array([0, 1]), :, np.array([0, 1, 2])],
          lambda: np.take_along_axis(r, np.array([[3], [0]]), axis=1)]:
    try:
        f()
    except IndexError as e:
        print("IndexError", e)
x = a.copy()


def setitem(k, v):
    x[k] = v


for k, v in [((np.array([0, 4]), 0), 1.0), (x > 3, np.array([1.0, 2.0])),
             ((np.array([0, 1]), np.array([0, 1])), np.array([1.0, 2.0, 3.0]))]:
    try:
        setitem(k, v)
    except (IndexError, ValueError) as e:
        print(type(e).__name__, e)
print(x.sum())
e = np.zeros((0, 3))
print(e[np.zeros((0, 3), bool)], np.nonzero(e), e[:, np.array([2, 0])].shape, np.zeros(0)[np.zeros(0, bool)].shape)
h = np.zeros(1000)
k = (np.arange(3000) * 7919) % 1000
h[k] = np.arange(3000.0)
print(h[:8], h.sum(), h.argmin())
# A Python bool is a 0-d mask: a new axis of length 1 (True) or 0 (False).
b2 = np.arange(6).reshape(2, 3)
print(b2[True], b2[False].shape, b2[0, True], b2[:, False].shape, b2[True, 1])
b2[True] = 7
b2[False] = -1
b2[1, True] = 9
print(b2)
