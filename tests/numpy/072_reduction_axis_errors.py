import numpy as np

a = np.arange(24).reshape(2, 3, 4)
def attempt(label, f):
    try:
        r = f()
        print(label, r.shape, repr(r))
    except IndexError as e:
        print(label, "axis error:", e)
    except Exception as e:
        print(label, type(e).__name__, e)

attempt("sum3", lambda: a.sum(axis=3))
attempt("sum-4", lambda: a.sum(axis=-4))
attempt("max5", lambda: a.max(axis=5))
attempt("mean-5", lambda: np.mean(a, axis=-5))
attempt("tuple", lambda: a.sum(axis=(0, 3)))
attempt("any7", lambda: a.any(axis=7))
attempt("ok-3", lambda: a.sum(axis=-3))
attempt("okt", lambda: a.prod(axis=(-1, -3), keepdims=True))
attempt("empty_tuple", lambda: a.sum(axis=()))
attempt("0d_ok", lambda: np.array(5).sum())
attempt("min_kd", lambda: a.min(axis=(0, 1, 2), keepdims=True))
b = a[:, ::2, 1:]
attempt("view-1", lambda: b.max(axis=-1))
attempt("view3", lambda: b.mean(axis=3))
attempt("dtype", lambda: b.sum(axis=(0, 2), dtype=np.int8))
attempt("mean_f32", lambda: b.mean(axis=1, dtype=np.float32))
attempt("all_kd", lambda: (b > 3).all(axis=-2, keepdims=True))
