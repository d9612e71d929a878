import numpy as np

a = np.array([3, 9, 1, 9, 1, 4])
print(repr(np.argmax(a)), repr(np.argmin(a)), repr(a.argmax()), repr(a.argmin()))
m = np.array([[1, 8, 3], [7, 2, 9], [7, 8, 0]])
print(np.argmax(m), np.argmax(m, axis=0), np.argmax(m, axis=1), np.argmin(m, axis=-1))
print(repr(np.argmax(m, axis=0, keepdims=True)), repr(np.argmin(m, keepdims=True)))
print(m.argmax(axis=1, keepdims=True), m.argmin(0))
f = np.array([1.0, np.nan, 5.0, np.nan])
print(np.argmax(f), np.argmin(f), np.nanargmax(f), np.nanargmin(f))
print(np.nanargmax(np.array([np.nan, -np.inf, 2.0])), np.nanargmin(np.array([np.nan, np.inf])))
g = np.array([[np.nan, 1.0], [2.0, 0.5]])
print(np.nanargmin(g, axis=1), np.nanargmax(g, axis=0), np.nanargmax(g))
z = np.array([1 + 1j, 1 + 3j, 2 - 1j, 2 - 5j])
print(np.argmax(z), np.argmin(z))
print(np.argmax(np.array([False, True, True])), np.argmin(np.array([True, True])))
for dt in [np.int8, np.uint8, np.uint64, np.float16, np.float32]:
    x = np.array([5, 2, 100, 2, 7], dtype=dt)
    print(dt.__name__, repr(np.argmax(x)), repr(np.argmin(x)))
print(np.argmax(m.T, axis=0), np.argmin(m[:, ::-1], axis=1), np.argmax(m * -1 + 3))
print(np.argmax(np.array([0.0, -0.0])), np.argmin(np.array([-0.0, 0.0])))
print(repr(np.argmax(np.array(5))), repr(np.argmin(np.zeros((0, 3)), axis=1)))
print(type(np.argmax(a)).__name__, np.argmax([4, 6, 2]))

def attempt(label, f):
    try:
        print(label, repr(f()))
    except IndexError as e:
        print(label, "axis error:", e)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("empty", lambda: np.argmax(np.array([])))
attempt("empty_axis", lambda: np.argmin(np.zeros((0, 3)), axis=0))
attempt("all_nan", lambda: np.nanargmin(np.array([np.nan, np.nan])))
attempt("all_nan_row", lambda: np.nanargmax(np.array([[1.0, np.nan], [np.nan, np.nan]]), axis=1))
attempt("nan_empty", lambda: np.nanargmax(np.zeros((2, 0)), axis=1))
attempt("axis", lambda: np.argmax(m, axis=3))
attempt("axis_float", lambda: np.argmax(m, axis=1.5))
attempt("many", lambda: np.argmax(m, 0, None, 1))
attempt("kw", lambda: np.argmin(m, foo=2))
