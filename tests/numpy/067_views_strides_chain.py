import numpy as np

base = np.arange(60, dtype=np.int32).reshape(3, 4, 5)
print(base.strides, base.T.strides, base.transpose(1, 0, 2).strides)
v = base[::2, 1:, ::-2]
print(v.shape, v.strides)
print(v)
w = v.transpose(2, 0, 1)
print(w.shape, w.strides)
print(repr(w[1]))
w[0, 0, 0] = -1
print(base[0, 1, 4], v[0, 0, 0])
t = base.transpose((2, 1, 0))
print(t.shape, t[4, 3, 2], base[2, 3, 4])
t[1] = 0
print(base[:, :, 1])
r = base[1].reshape(-1)
print(r.shape, r[:6])
r2 = base[1].reshape(2, -1)
r2[1, -1] = 999
print(base[1, 3, 4])
col = base[:, 2, :].T
print(col.shape, col.strides)
col[:] = col * 10
print(base[:, 2, :])
neg = base[::-1, ::-1, ::-1]
print(neg.strides, neg[0, 0, 0], neg[-1, -1, -1])
print(neg.sum(), base.sum())
s = base[1:2, 1:3, 2:4]
s += 1000
print(base[1])
x = np.arange(10.0)
y = x[1:9][::3]
y *= -1
print(x, y.strides)
z = x[::-1][2:7][::-2]
print(z, z.strides)
e = base[:, :0, :]
print(e.shape, e.size, repr(e.sum()))
