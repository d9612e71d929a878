import numpy as np

def attempt(label, f):
    try:
        r = f()
        print(label, "ok", repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

a = np.arange(3)
b = np.arange(4)
m = np.arange(6).reshape(2, 3)
attempt("broadcast", lambda: a + b)
attempt("broadcast2d", lambda: m + np.ones((3, 2)))
attempt("reshape", lambda: np.arange(6).reshape(4))
attempt("dtype", lambda: np.dtype("xyz"))
attempt("index", lambda: a[5])
attempt("index_neg", lambda: a[-4])
attempt("index2d", lambda: m[0, 3])
attempt("too_many", lambda: a[0, 0])
attempt("too_many2", lambda: m[1, 1, 1])
try:
    if a > 0:
        print("unreachable")
except ValueError as e:
    print(type(e).__name__, e)
try:
    bool(np.array([True, False]))
except ValueError as e:
    print(type(e).__name__, e)
print(bool(np.array([5])), bool(np.array(0)))
for ax in [2, -3]:
    try:
        m.sum(axis=ax)
    except Exception as e:
        print("axis", ax, isinstance(e, IndexError))
try:
    a[1:3] = np.array([1, 2, 3])
except ValueError as e:
    print(type(e).__name__)
