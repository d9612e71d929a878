# searchsorted, nonzero/argwhere/flatnonzero, unique, set ops, argmin/argmax on views, lazy, empty, 0-d.
import numpy as np

m = np.array([[3, 0, 2, 9], [0, 7, 7, 4], [5, 5, 0, 8]])
t = m.T
r = np.arange(12)[::2]
print(np.searchsorted(r, [3, 4, 10]), np.searchsorted(r, r[::-1], side="right"), np.searchsorted(r * 2 + 1, 9))
print(np.searchsorted(np.arange(10.0)[::-3][::-1], np.array([[0.5, 3], [9, 10]])), np.searchsorted(r, [], side="left"))
print(np.searchsorted([1, 2, 2, 3], 2, side="left"), np.searchsorted([1, 2, 2, 3], t[0], side="right"), repr(np.searchsorted(np.array([], dtype=int), 5)))
print(np.searchsorted(np.array([0.0, 1.0, np.nan]), [np.nan, 2.0]), np.searchsorted([3, 1, 2], [2], sorter=[1, 2, 0]))
print(np.nonzero(t), np.nonzero(m[::-1, ::2]), np.nonzero(m * 2 - 14), np.nonzero(np.array([], dtype=bool)))
print(np.argwhere(t > 6), np.argwhere(m[:, ::-1] == 0), repr(np.argwhere(np.zeros((0, 3)))), np.argwhere(np.array(3)), np.argwhere(np.array(0)).shape)
print(np.flatnonzero(t), np.flatnonzero(m[1:, 1:] % 2), np.flatnonzero(m - m), np.flatnonzero(np.array([0.0, -0.0, 1e-300, np.nan])))
print(np.unique(t), np.unique(m[:, ::2], return_counts=True), np.unique(m * 0.5 + 1))
v, i, inv, c = np.unique(t[::-1], return_index=True, return_inverse=True, return_counts=True)
print(v, i, inv, c)
print(np.unique(m[1], axis=0), np.unique(t[:, 0][[0, 0, 2]], axis=-1), np.unique(np.array([np.nan, 1.0, np.nan])))
print(repr(np.unique(np.zeros((0,), np.float32))), repr(np.unique(np.array(5))), np.unique(np.array([True, False, True])[::-1]))
print(np.isin(t, [0, 7]), np.isin(m[::2], m[1]), np.isin(m * 2, [0, 14], invert=True))
print(np.isin(np.array([1.5, np.nan]), [np.nan, 1.5]), repr(np.isin(np.array([], dtype=int), [1])), np.isin(np.array(3), r))
print(np.intersect1d(t, r), np.intersect1d(m[0], m[1][::-1], return_indices=True), np.intersect1d([1, 1, 2], [1.0, 2.5]))
print(np.union1d(t[0], r[::-1]), np.union1d(m * 2, []), np.union1d(np.array([True]), [False]))
print(np.setdiff1d(t, r), np.setdiff1d(m[:, 1] + 1, [8], assume_unique=True), repr(np.setdiff1d([], [1])))
print(np.argmin(t), np.argmax(t, axis=0), np.argmin(t, axis=1), np.argmax(m[:, ::-1], axis=-1))
print(np.argmax(m * -1, axis=0, keepdims=True), np.argmin(m[::-1, 1:], axis=0), np.argmax(np.array(2.5)))
g = np.array([[np.nan, 1.0, -3.0], [2.0, np.nan, np.nan]])
print(np.argmin(g, axis=1), np.argmax(g.T, axis=0), np.nanargmin(g, axis=1), np.nanargmax(g.T), np.nanargmin(g[:, ::-1], axis=0))
print(np.argmax(np.array([False, True, True])), np.argmin(np.array([1.5, -2.0, -2.0], np.float32)[::-1]))
for f in [lambda: np.argmin(np.zeros((0,))), lambda: np.argmax(np.zeros((0, 3)), axis=0), lambda: np.nanargmin(np.array([np.nan, np.nan]))]:
    try:
        print(f())
    except ValueError as e:
        print(type(e).__name__, e)
print(np.argmax(np.zeros((0, 3)), axis=1), np.argmin(np.zeros((2, 0)), axis=0))
