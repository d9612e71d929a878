# NumPy's index tricks (mgrid ogrid r_ c_), ufunc.reduceat, a.flat, a.view(),
# lib.stride_tricks.sliding_window_view (read-only, like broadcast_to), np.emath,
# isreal/iscomplex, resize and genfromtxt.
import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

print(np.mgrid[0:3, 0:2])
print(np.mgrid[0:1:3j], np.mgrid[-1:1:5j, 0:1:0.5].shape)
print(np.ogrid[0:3, 0:2], np.ogrid[0:5])
x, y = np.mgrid[0:2, 0:3]
print(x.dtype, y)
print(np.r_[1, 2.5, np.array([3])], np.r_[0:4, 7, 8, np.arange(3)], np.r_[-1:1:5j])
print(np.r_["0,2,0", [1, 2], [3, 4]], np.r_["1,2", [1, 2], [3]])
print(np.r_["-1", np.ones((2, 2)), np.zeros((2, 1))])
print(np.c_[np.array([1, 2]), np.array([3, 4])])
print(np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])
try:
    np.r_[1, "0,2"]
except ValueError as e:
    print("ValueError:", e)

print(np.add.reduceat(np.arange(8), [0, 4, 1, 5]))
print(np.maximum.reduceat(np.arange(12.0).reshape(3, 4), [0, 2], axis=1))
print(np.multiply.reduceat(np.arange(1, 9, dtype=np.int8), [0, 3]).dtype)
print(np.add.reduceat(np.arange(16.0).reshape(4, 4), [0, 3, 1]))
try:
    np.add.reduceat(np.arange(8), [0, 9])
except IndexError as e:
    print("IndexError:", e)

a = np.arange(12).reshape(3, 4)
print(a.flat[5], a.flat[2:7], a.flat[[1, 11]], len(a.flat))
print([int(v) for v in a.T.flat][:6], sum(a.flat))
a.flat[3] = 100
a.T.flat[1] = -1
a.flat[[0, 2, 4]] = [7, 8]
print(a)
b = a.T
b.flat[:5] = 0
print(a, a.flat.copy())

v = a.view()
v[0, 0] = 42
print(a[0, 0], v is a, a.view(np.ndarray).dtype)

w = sliding_window_view(np.arange(10.0), 3)
print(w, w.shape, w.mean(axis=-1))
m = np.arange(12).reshape(3, 4)
print(sliding_window_view(m, (2, 2))[1, 2], sliding_window_view(m, 2, axis=0).sum(axis=-1))
print(sliding_window_view(m, (2, 3), axis=(1, 1)).shape)
def write_window():
    w[0, 0] = 5


for name, f in [
    ("window write", write_window),
    ("too large", lambda: sliding_window_view(m, 5)),
    ("missing axes", lambda: sliding_window_view(m, 2)),
]:
    try:
        f()
    except ValueError as e:
        print(name, "ValueError:", e)
bt = np.broadcast_to(np.arange(3), (2, 3))
try:
    bt[0, 0] = 5
except ValueError as e:
    print("broadcast write ValueError:", e)

print(repr(np.emath.sqrt(-1)), np.emath.sqrt([-4, 4]), np.emath.log(-np.e))
print(np.emath.logn(2, [-8, 8]), np.emath.power([-2, 2], 2), np.emath.power(2, -1))
print(np.emath.arcsin([2]), np.emath.arccos(2.0), np.emath.arctanh([2.0]))
print(np.emath.log2(np.float32(-4)).dtype, np.emath.log10([-100, 100]), np.emath.sqrt(4))
print(np.isreal([1, 1j, 2 + 0j]), np.iscomplex([1, 1j]), np.iscomplex(3.0))
print(np.resize(np.arange(3), (2, 4)), np.resize([1, 2], 5), np.resize(np.zeros(0), 3))

A, B, C = "data/gen_missing.csv", "data/gen_ints.txt", "data/gen_ragged.csv"
print(np.genfromtxt(A, delimiter=",", skip_header=2))
print(np.genfromtxt(A, delimiter=",", skip_header=2, missing_values="N/A", filling_values=0))
print(np.genfromtxt(A, delimiter=",", skip_header=2, usecols=(0, 2), dtype=int))
print(np.genfromtxt(A, delimiter=",", skip_header=2, dtype=int))
print(np.genfromtxt(B), np.genfromtxt(B, dtype=None))
print(np.genfromtxt(B, skip_footer=1, unpack=True), np.genfromtxt(B, max_rows=1))
try:
    np.genfromtxt(C, delimiter=",")
except ValueError as e:
    print("ValueError:", e)
