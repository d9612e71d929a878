# One integer index array among slices (`m[1:, cols]`, `x[:, idx]`, `x[..., idx]`): taken
# along its axis where the slices' view is contiguous, the general path elsewhere. Shapes,
# dtypes, negative and repeated indices, index arrays of any integer dtype and shape, empty
# ones, and NumPy's error for an index out of range.
import numpy as np

m = np.arange(8 * 9, dtype=np.float32).reshape(8, 9)
cols = np.array([0, 3, 8, -1, -9, 3])
print(m[1:, cols])
print(m[:, cols], m[2:5, cols.astype(np.int32)])
print(m[cols[:3] % 8, :], m[..., np.array([[1, 2], [7, 0]], dtype=np.uint8)])
x = np.arange(2 * 5 * 4 * 3).reshape(2, 5, 4, 3)
print(x[:, np.array([4, 0, -5]), ...].shape, x[:, np.array([4, 0, -5]), ...].sum(axis=(0, 2)))
print(x[1:, :, np.array([[3], [0]])], x[..., np.array([2, 2, 1], dtype=np.int16)][1, 2])
print(x[:, 1:4, np.array([1, 0])], x[:, ::2, np.array([1])].ravel())
print(m[1:, np.array([], dtype=np.int64)].shape, m[:0, cols].shape, x[:, :, np.array([], dtype=np.int8)].shape)
for dt in [np.bool_, np.int8, np.float16, np.float64, np.complex64, np.complex128, np.uint64]:
    y = (np.arange(6 * 7).reshape(6, 7) % 5).astype(dt)
    print(dt.__name__, y[1:-1, np.array([6, 0, -1, 2])].tolist(), y[:, np.array([1])].dtype)
big = np.arange(300 * 400, dtype=np.float64).reshape(300, 400) * 0.5
sel = np.arange(1, 400, 7)
t = big[1:, sel]
print(t.shape, t.sum(), t[::97, ::13], (t[5] == big[6, sel]).all())
for bad in [np.array([0, 9]), np.array([-10]), np.array([2, 100000000000])]:
    try:
        m[1:, bad]
    except IndexError as e:
        print("IndexError:", e)
print(m[1:, cols] * 2 + 1 == (m * 2 + 1)[1:, cols])
