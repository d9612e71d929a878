import numpy as np

def attempt(label, f):
    try:
        r = f()
        print(label, repr(r))
    except IndexError as e:
        print(label, "axis error:", e)
    except Exception as e:
        print(label, type(e).__name__, e)

x = np.arange(6).reshape(2, 3)
attempt("kind", lambda: np.sort(x, kind="foo"))
attempt("kind_int", lambda: np.sort(x, kind=3))
attempt("kind_short", lambda: np.sort(x, kind="q"))
attempt("axis2", lambda: np.sort(x, axis=2))
attempt("axis-3", lambda: np.argsort(x, axis=-3))
attempt("zero_d", lambda: np.sort(np.array(5)))
attempt("scalar", lambda: np.sort(5))
attempt("order", lambda: np.sort(x, order="f"))
attempt("kw", lambda: np.sort(x, foo=1))
attempt("many", lambda: np.sort(x, 0, "stable", None, 3))
attempt("none", lambda: np.sort())
attempt("twice", lambda: np.sort(x, 0, axis=1))
attempt("axis_str", lambda: np.sort(x, axis="a"))
attempt("meth_axis", lambda: x.sort(axis=5))
attempt("meth_kind", lambda: x.sort(kind="x"))
attempt("meth_kw", lambda: x.argsort(foo=1))
attempt("p_kth", lambda: np.partition(np.arange(5), 7))
attempt("p_kth_neg", lambda: np.partition(np.arange(5), -7))
attempt("ap_kth", lambda: np.argpartition(np.arange(5), [1, 9]))
attempt("p_0d", lambda: np.partition(np.array(3), 0))
attempt("p_kind", lambda: np.partition(np.arange(4), 1, kind="foo"))
attempt("p_axis", lambda: np.partition(x, 1, axis=4))
