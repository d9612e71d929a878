import numpy as np

a = np.arange(24).reshape(2, 3, 4)
for axes in [(0, 1, 2), (2, 1, 0), (1, 0, 2), (0, 2, 1), (1, 2, 0), (2, 0, 1)]:
    t = a.transpose(axes)
    print(axes, t.shape, t.strides, t[1, 1, 1], t.ravel()[:6])
print(a.transpose(-1, 0, 1).shape, np.transpose(a, (1, -1, 0)).shape, np.transpose(a).shape)
print(repr(np.arange(3).T), np.arange(3).T.strides, repr(np.array(4).T))
print(a.T.tolist())
print(a[:, ::-1, 1::2].tolist())
print(a[1, ::2].T.tolist(), type(a[0, 0, 0].item()).__name__)
print(a.transpose(2, 0, 1)[3].tolist())
f = np.arange(6.0).reshape(2, 3)[:, ::-1]
print(f.tolist(), f[1:, 2:].item(), f.T[0, :1].item())
print(np.array([[True, False]]).T.tolist(), np.array([1 + 2j, 3]).tolist())
print(np.float32(1.5).item(), type(np.float32(1.5).item()).__name__, np.array(2.5).tolist())
x = np.arange(12.0).reshape(3, 4)
y = x.T
y[1:3, 0] = [-1.0, -2.0]
print(x)
z = x.T.T
z[2, 3] = 99
print(x[2], z.strides == x.strides)
w = x.transpose()[::-1]
w[0] *= 10
print(x)
v = (x.T + 1)[::2]
print(v, v.shape)
print(repr((x.T @ x)[0]), repr((x.T * 2).sum(axis=1)))
try:
    a.transpose(0, 1)
except Exception as e:
    print(type(e).__name__, e)
