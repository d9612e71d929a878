import numpy as np

a = np.arange(24).reshape(2, 3, 4)
print(a.shape, a.ndim, a.size, a.itemsize, a.nbytes)
print(a.strides)
print(a.dtype)
b = a.astype(np.float32)
print(b.shape, b.itemsize, b.nbytes, b.strides)
c = a.T
print(c.shape, c.strides)
d = a[:, 1, :]
print(d.shape, d.strides, d.size)
e = a[:, ::2, ::-1]
print(e.shape, e.strides)
print(e)
f = np.array(3.5)
print(f.shape, f.ndim, f.size, f.strides, f.nbytes)
g = np.zeros((5,), dtype=np.int8)
print(g.shape, g.strides, g.itemsize)
h = np.ones((3, 2), dtype=np.complex128)
print(h.strides, h.nbytes, h.T.strides)
i = a.reshape(4, 6)
print(i.shape, i.strides)
j = a[..., 0]
print(j.shape, j.strides)
print(len(a), len(a[0]))
