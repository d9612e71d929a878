# Arrays of more than 8 dimensions written through views (stepped, reversed, transposed,
# broadcast values), augmented assignment and concatenation: on the GPU the write kernel
# takes 8 axes, so wider views are written a slab at a time.
import numpy as np

a = np.zeros((2, 3, 2, 3, 2, 3, 2, 3, 2, 3))
v = a[:, ::2, :, 1:, :, ::2, :, :2, :, ::-1]
v[...] = np.arange(v.size, dtype=np.float64).reshape(v.shape)
print(a.sum(), a[1, 2, 1, 2, 1, 2, 1, 1, 1].tolist(), a[0, 0, 0, 1, 0, 0, 0, 0, 0].tolist())
print(np.nonzero(a.reshape(-1))[0][:12], a.reshape(-1)[np.nonzero(a.reshape(-1))[0][-5:]])
a[..., 1] += 1.5
a.T[0, 1] = -np.arange(2)
print(a.sum(), a[0, 1, 0, 2, 1, 0, 1, 2, 0].tolist(), a[1, 0, 1, 0, 1, 0, 1, 0, 1].tolist())
b = np.ones((1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 3), dtype=np.int32)
b[:, 1, :, :, :, 0, :, 1, :, :, ::2] = np.array([7, 8], dtype=np.int32)
print(b.sum(), b[0, 1, 0, 1, 0, 0, 0, 1, 0, 1].tolist(), b.reshape(-1)[-12:])
c = np.concatenate([b, b * 2], axis=5)
print(c.shape, c.sum(), c[0, 1, 0, 1, 0, 3, 0, 1, 0, 1].tolist())
d = np.concatenate([a[:, :, :, :, :, :, :, :, :1], a[:, :, :, :, :, :, :, :, 1:] * 3], axis=-2)
print(d.shape, d.sum(), np.stack([b, b], axis=3).shape)
e = np.zeros((3,) * 9, dtype=np.int64)
e[1:, ..., ::2] = np.arange(3)[::2]
e[..., 1, :] = e[..., 0, :] + 1
print(e.sum(), e[2, 2, 2, 2, 2, 2, 2].tolist())
