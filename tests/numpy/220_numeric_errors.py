# Argument errors of the functions in stdlib/numeric.gpa, worded as NumPy words them.
import numpy as np


def attempt(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


try:
    np.apply_along_axis(np.sum, 3, np.ones((2, 2)))
except IndexError as e:
    print("apply axis", e)
attempt("unravel big", lambda: np.unravel_index(42, (7, 6)))
attempt("unravel float", lambda: np.unravel_index(1.0, (7, 6)))
attempt("unravel order", lambda: np.unravel_index(1, (7, 6), order="K"))
attempt("ravel bad", lambda: np.ravel_multi_index(([3, 7], [4, 1]), (7, 6)))
attempt("ravel len", lambda: np.ravel_multi_index(([3],), (7, 6)))
attempt("interp len", lambda: np.interp(1, [1, 2], [1, 2, 3]))
attempt("interp empty", lambda: np.interp(1, [], []))
attempt("interp period", lambda: np.interp(1, [1, 2], [1, 2], period=0))
attempt("convolve empty", lambda: np.convolve([], [1, 2]))
attempt("convolve mode", lambda: np.convolve([1, 2], [1, 2], mode="middle"))
attempt("polyfit deg", lambda: np.polyfit([1, 2], [1, 2], -1))
attempt("polyfit x", lambda: np.polyfit([[1, 2]], [1, 2], 1))
attempt("polyfit len", lambda: np.polyfit([1, 2, 3], [1, 2], 1))
attempt("digitize", lambda: np.digitize([1, 2], [1, 3, 2]))
attempt("digitize complex", lambda: np.digitize([1j], [1, 2]))
attempt("packbits float", lambda: np.packbits([1.0, 0.0]))
attempt("unpackbits int", lambda: np.unpackbits(np.array([1, 2])))
attempt("cross dim", lambda: np.cross([1, 2, 3, 4], [1, 2, 3]))
attempt("vander 2d", lambda: np.vander(np.ones((2, 2))))
attempt("roots 2d", lambda: np.roots(np.ones((2, 2))))
attempt("i0 complex", lambda: np.i0(np.array([1j])))
attempt("fromiter short", lambda: np.fromiter([1, 2], dtype=int, count=5))
attempt("vectorize empty", lambda: np.vectorize(lambda t: t)(np.array([])))
attempt("seterr bad", lambda: np.seterr(divide="loud"))
attempt("where two", lambda: np.where([True], 1))
attempt("bitorder", lambda: np.packbits([1], bitorder="middle"))
