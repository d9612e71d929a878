# Shapes and sizes that cannot exist: NumPy's ValueError/MemoryError, and the script goes on.
import numpy as np

def attempt(what, f):
    try:
        r = f()
        print(what, "->", r.shape, r.dtype)
    except MemoryError:
        # NumPy's MemoryError, or CuPy's OutOfMemoryError (a subclass) for device arrays.
        print(what, "-> MemoryError")
    except ValueError as e:
        print(what, "->", type(e).__name__ + ":", e)

attempt("zeros (2**62, 4)", lambda: np.zeros((2**62, 4)))
attempt("zeros 2**61", lambda: np.zeros(2**61))
attempt("ones (2**31, 2**31, 4)", lambda: np.ones((2**31, 2**31, 4)))
attempt("empty (0, 2**62, 2**62)", lambda: np.empty((0, 2**62, 2**62)))
attempt("zeros (0, 2**40)", lambda: np.zeros((0, 2**40)))
attempt("zeros 65 axes", lambda: np.zeros((1,) * 65))
attempt("ones 64 axes", lambda: np.ones((1,) * 64))
attempt("reshape 65 axes", lambda: np.arange(6).reshape((1,) * 65))
attempt("reshape huge", lambda: np.arange(6).reshape(2**62, 4, 0))
attempt("full 10**12", lambda: np.full(10**12, 1.0))
attempt("linspace 10**12", lambda: np.linspace(0, 1, 10**12))
attempt("arange 10**12", lambda: np.arange(10**12))
attempt("arange nan", lambda: np.arange(np.nan))
attempt("arange inf", lambda: np.arange(0, np.inf))
attempt("bincount 10**12", lambda: np.bincount(np.array([10**12])))
attempt("bincount 2**62", lambda: np.bincount(np.array([0, 2**62, 2**62])))
attempt("bincount 2**62 weighted", lambda: np.bincount(np.array([0, 2**62]), weights=np.ones(2)))
attempt("histogram bins", lambda: np.histogram(np.arange(5.0), bins=10**12)[0])
attempt("rand 10**12", lambda: np.random.rand(10**12))
attempt("rng random 10**12", lambda: np.random.default_rng(0).random(10**12))
attempt("repeat 10**12", lambda: np.repeat(np.arange(3), 10**12))
attempt("pad 10**12", lambda: np.pad(np.arange(3), 10**12))
attempt("fftn s", lambda: np.fft.fftn(np.ones((4, 4)), s=(4, 2**61)))
a = []
a.append(a)
attempt("cyclic list", lambda: np.array(a))
print("still here", np.arange(3).sum())
