import numpy as np

# A sorter holding indices out of range: NumPy fails only where its search reads one (each
# key's search starts from the previous key's bounds), else it answers as usual.
def attempt(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

a = np.array([10, 20, 30, 40, 50])
bad_last = np.array([0, 1, 2, 3, 99])
bad_first = np.array([-1, 1, 2, 3, 4])
attempt("low keys", lambda: np.searchsorted(a, [5, 15, 12, 25], sorter=bad_last))
attempt("reads 99", lambda: np.searchsorted(a, [5, 45], sorter=bad_last))
attempt("right", lambda: np.searchsorted(a, [20, 30, 10], side="right", sorter=bad_last))
attempt("reads -1", lambda: np.searchsorted(a, [45, 5], sorter=bad_first))
attempt("high keys", lambda: np.searchsorted(a, [45, 35, 31, 60], sorter=bad_first))
attempt("empty keys", lambda: np.searchsorted(a, np.array([], dtype=np.int64), sorter=bad_last))
attempt("scalar", lambda: np.searchsorted(a, 22, sorter=bad_last))
attempt("2-d keys", lambda: np.searchsorted(a, [[5, 15], [25, 12]], sorter=bad_last))

# Floats with NaN, mixed dtypes, an unsorted `a`, a view as the sorter.
f = np.array([0.5, np.nan, -1.0, 2.0, 7.0, 3.0])
perm = np.array([2, 0, 3, 5, 4, 1])
attempt("floats", lambda: np.searchsorted(f, [0.0, 2.5, -3.0], sorter=perm))
perm_bad = np.array([2, 0, 3, 5, 4, 6])
attempt("floats bad", lambda: np.searchsorted(f, [0.0, 2.5, -3.0], sorter=perm_bad))
attempt("floats nan", lambda: np.searchsorted(f, [np.nan], sorter=perm_bad))
attempt("int keys", lambda: np.searchsorted(f, np.array([1, 3]), side="right", sorter=perm_bad))
big = np.arange(40)[::-1]
sorter = np.arange(80)[::-2].copy()
sorter[0] = 200
attempt("view sorter", lambda: np.searchsorted(big, [3, 1, 0, 2], sorter=sorter[::-1]))
attempt("view sorter high", lambda: np.searchsorted(big, [30, 39], sorter=sorter[::-1]))
keys = np.arange(0, 40, 3)
attempt("many", lambda: np.searchsorted(np.arange(40), keys, sorter=np.concatenate([np.arange(39), [41]])))

# The error does not lose the session.
r = np.searchsorted(a, 35, sorter=np.arange(5))
print(r, np.searchsorted(a, [35, 36], sorter=np.arange(5)[::-1][::-1]))

# The right side reuses the previous key's bounds when the key is at least the previous one.
attempt("right repeat", lambda: np.searchsorted(np.arange(8), [4, 4], side="right", sorter=[0, 1, 2, 99, 4, 5, 6, 7]))
attempt("left repeat", lambda: np.searchsorted(np.arange(8), [4, 4], sorter=[0, 1, 2, 99, 4, 5, 6, 7]))
attempt("right repeats", lambda: np.searchsorted(np.array([3, 1, 2, 5, 4, 0, 7]), [2, 2, 1, 1, 5, 5], side="right", sorter=[5, 1, 2, 0, 4, 3, 9]))
