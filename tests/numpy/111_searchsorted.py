import numpy as np

a = np.array([1, 2, 2, 3, 5, 8])
print(repr(np.searchsorted(a, 2)), repr(np.searchsorted(a, 2, side="right")))
print(np.searchsorted(a, [0, 2, 4, 9]), np.searchsorted(a, [0, 2, 4, 9], side="right"))
print(np.searchsorted(a, [[1, 5], [8, 7]]), a.searchsorted(3), a.searchsorted([3, 4], side="right"))
print(np.searchsorted(a, 2.5), np.searchsorted(a, np.array([1.5, 2.0])))
f = np.array([-np.inf, -1.0, 0.0, 2.5, np.inf, np.nan])
print(np.searchsorted(f, [np.nan, np.inf, -np.inf, 0.0, -0.0, 3]))
print(np.searchsorted(f, [np.nan, np.inf, -0.0], side="right"))
u = np.array([30, 10, 20, 50])
s = np.argsort(u)
print(np.searchsorted(u, [15, 30, 60], sorter=s), np.searchsorted(u, 20, side="right", sorter=s))
print(u.searchsorted(25, sorter=[1, 2, 0, 3]))
print(np.searchsorted([1, 3, 5], 4), np.searchsorted((1.0, 2.0), 1.0, "right"))
print(np.searchsorted(np.arange(10)[::2], [3, 4]), np.searchsorted(np.arange(5) * 2 + 1, 6))
print(repr(np.searchsorted(np.array([], dtype=np.int64), [1, 2])), repr(np.searchsorted(a, [])))
z = np.array([1 + 0j, 1 + 1j, 2 - 1j])
print(np.searchsorted(z, [1 + 0.5j, 2 + 0j]))
print(np.searchsorted(np.array([False, True]), True), np.searchsorted(np.array([1, 2, 3], dtype=np.uint8), 2))
print(np.searchsorted(np.array([0.5, 1.5], dtype=np.float32), 1.0), np.searchsorted(a, np.int8(3)))

def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("2d", lambda: np.searchsorted(np.zeros((2, 2)), 1))
attempt("0d", lambda: np.searchsorted(np.array(3), 1))
attempt("side", lambda: np.searchsorted(a, 1, side="middle"))
attempt("side_int", lambda: np.searchsorted(a, 1, side=3))
attempt("sorter_size", lambda: np.searchsorted([1, 2, 3], 2, sorter=[0, 1]))
attempt("sorter_range", lambda: np.searchsorted([1, 2, 3], 2, sorter=[0, 1, 5]))
attempt("missing", lambda: np.searchsorted(a))
attempt("kw", lambda: np.searchsorted(a, 1, bad=2))
