# Functions and array methods bound by their declarations: the values read by parameter name
# (defaults from the declaration), for the families moved off hand-written binding.
import numpy as np
a = np.arange(6, dtype=np.int16).reshape(2, 3)
print(a.tobytes(order='F'), a.tobytes(), a.T.tobytes(order='A'), a.T.tobytes(order='K'))
np.testing.assert_allclose(a + 1.0, a + 1.0 + 1e-9)
try:
    np.testing.assert_allclose(a, a + 1, rtol=0, err_msg="boom")
except AssertionError as e:
    print(str(e).splitlines()[:3])
np.testing.assert_equal([1, 2], [1, 2])
np.savetxt("tmp/_t245_x.txt", a, fmt="%d", delimiter=",")
print(np.loadtxt("tmp/_t245_x.txt", delimiter=",", dtype=int))
print(np.percentile(np.arange(10.0), [10, 90]), np.median(a, axis=0), np.histogram([1, 2, 2, 3], bins=3))
print(np.bincount([0, 1, 1, 3]), np.diff([1, 4, 9], prepend=0), np.isclose(1.0, 1.0 + 1e-9), np.allclose([1, 2], [1, 2.1], atol=0.2))
print(np.nanmean([1.0, np.nan, 3.0]), np.nansum([1, np.nan]), np.nanmax([np.nan, 2.0]), np.average([1, 2, 3], weights=[1, 0, 1]))
print(np.std(a, ddof=1), a.var(axis=0), a.cumsum(axis=1), np.cumprod(a), np.count_nonzero(a, axis=0))
print(np.trace(a), a.diagonal(), np.outer([1, 2], [3, 4]), np.kron([1, 2], [1, 1]), np.linalg.norm([3, 4]))
print(np.vstack([a, a]).shape, np.hstack([a, a], dtype=float).dtype, np.pad([1, 2], 1, mode="constant", constant_values=9))
print(np.sort(a, axis=None), np.argsort(a, axis=0, kind="stable"), np.partition([3, 1, 2], 1), a.argmax(axis=1), a.searchsorted(3) if a.ndim == 1 else np.searchsorted([1, 2, 3], 2, side="right"))
print(np.take(a, [1, 2]), a.take([0], axis=0), np.put(a.copy(), [0], [9]))
b = a.copy(); b.sort(axis=0); b.fill(7); print(b, a.squeeze().shape, a.swapaxes(0, 1).shape)
