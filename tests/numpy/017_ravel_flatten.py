import numpy as np

a = np.arange(12).reshape(3, 4)
print(repr(a.ravel()))
print(repr(a.flatten()))
print(repr(np.ravel(a)))
print(repr(a.T.ravel()))
print(repr(a.T.flatten()))
r = a.ravel()
r[0] = 100
print(repr(a))
f = a.flatten()
f[1] = 200
print(repr(a))
print(repr(f))
b = np.arange(24).reshape(2, 3, 4)
print(repr(b[:, ::2, 1:3].ravel()))
print(repr(b.transpose(2, 0, 1).flatten()))
print(repr(np.array(3).ravel()))
print(repr(np.zeros((2, 0)).ravel()))
c = np.array([[1.5, 2.5], [3.5, 4.5]], dtype=np.float32)
print(repr(c.ravel()), c.ravel().shape)
print(repr(a[::-1, ::-1].ravel()))
