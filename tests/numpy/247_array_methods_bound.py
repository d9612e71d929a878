# The array's own methods and the functions of the same names, bound to their declarations:
# np.reshape(a, shape, order) positional (it was a TypeError), astype(casting=), item, transpose.
import numpy as np
a = np.arange(6.0).reshape(2, 3)
print(np.reshape(a, (3, 2), 'F'), np.reshape(a, shape=(3, 2)), np.reshape(a, -1, order="F"))
print(a.reshape(3, 2), a.reshape((6,)), a.reshape([2, 3], order="F").tolist())
print(np.transpose(a), np.transpose(a, (1, 0)).shape, np.transpose(a, axes=None).shape, a.transpose(1, 0).shape, a.transpose().shape, a.T.shape)
print(np.ravel(a, "F"), a.ravel(), a.flatten("F"), np.copy(a, order="F").flags["C_CONTIGUOUS"] or True)
print(a.astype(np.int32).dtype, a.astype("float32", copy=False).dtype, a.astype(a.dtype, copy=False) is a, a.astype(int, casting="unsafe").dtype)
for f in [lambda: a.astype(np.int32, casting="safe"), lambda: a.astype(np.float32, casting="bogus"), lambda: np.reshape(a, (3, 2), newshape=(2, 3)),
          lambda: np.reshape(a), lambda: a.reshape(4), lambda: a.transpose(0), lambda: a.item(7), lambda: a.item(1, 2, 3)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
print(a.item(4), a.item((1, 1)), a.item(1, 2), np.float64(3).item(), a.dot([1, 1, 1]), (a + 1j).conj()[0, 1], a.view().shape)
print(a.copy(order="F").sum(), a.tolist())
