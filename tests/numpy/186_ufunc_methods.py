import numpy as np
# reduce / accumulate / outer of binary ufuncs, with axis (default 0), keepdims, dtype, lists.
a = np.arange(12.0).reshape(3, 4)
print(np.add.reduce(a), np.add.reduce(a, axis=1), np.add.reduce(a, axis=None), np.multiply.reduce([1, 2, 3, 4]))
print(np.maximum.reduce(a, axis=1, keepdims=True), np.minimum.reduce(a), np.logical_and.reduce(a > 0), np.logical_or.reduce(a > 10, axis=1))
print(np.add.accumulate(a), np.multiply.accumulate(a + 1, axis=1), np.add.accumulate([1, 2, 3]))
print(np.add.outer(np.arange(3), np.arange(4)), np.multiply.outer([1, 2], [[1, 2], [3, 4]]).shape, np.subtract.outer(a[0], a[:, 0]))
print(np.add.reduce(a, 0, np.int64), np.add.reduce(np.array([], dtype=np.float32)), np.power.outer([2, 3], [1, 2]))
print(np.greater.outer(np.arange(3), np.arange(3)))
b = np.arange(24, dtype=np.int32).reshape(2, 3, 4)[:, ::2, 1:]
print(np.add.reduce(b, axis=(0, 2)), np.add.accumulate(b, axis=2)[..., -1])
print(np.logical_xor.outer([True, False], [True, False]), np.add.reduce(b * 0.5 + 1, axis=-1, keepdims=True).shape)
