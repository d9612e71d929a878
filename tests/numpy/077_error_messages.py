import numpy as np

def attempt(label, f):
    try:
        r = f()
        print(label, "ok", repr(r))
    except IndexError as e:
        print(label, "IndexError-like:", e)
    except Exception as e:
        print(label, type(e).__name__, e)

a = np.arange(6).reshape(2, 3)
b = np.arange(24).reshape(2, 3, 4)
attempt("bc3", lambda: b + np.ones((3, 3)))
attempt("bc3b", lambda: b * np.ones((2, 4, 1)))
attempt("bc1", lambda: np.ones(5) - np.ones(4))
attempt("bc_cmp", lambda: a < np.arange(2))
attempt("bc_ufunc", lambda: np.maximum(a, np.ones((3, 2))))
attempt("mm1", lambda: a @ a)
attempt("mm2", lambda: np.arange(3) @ np.arange(4))
attempt("mm3", lambda: b @ np.ones((3, 2)))
attempt("mm0", lambda: np.array(2.0) @ a)
attempt("mm_fn", lambda: np.matmul(a, np.ones(2)))
attempt("idx", lambda: b[2])
attempt("idx2", lambda: b[0, -4])
attempt("idx3", lambda: b[0, 0, 0, 0])
attempt("dtype", lambda: np.ones(2, dtype="float31"))
attempt("astype", lambda: a.astype("int128"))
def addcast():
    c = a.copy()
    c += 0.5
try:
    addcast()
except TypeError as e:
    print("iadd_cast TypeError-like:", e)
attempt("tr", lambda: a.transpose(1, 0, 2))
attempt("tr3", lambda: b.transpose(0, 3, 1))
attempt("bool", lambda: bool(a))
attempt("float", lambda: float(np.ones(2)))
attempt("item", lambda: a.item())
attempt("len0", lambda: len(np.array(3)))
attempt("iter0", lambda: list(np.array(3)))
