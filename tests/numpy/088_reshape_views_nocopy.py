import numpy as np
s = np.arange(24).reshape(4,6)[:, ::2]
r = s.reshape(2,2,3); r[0,0,0] = -7
print(r.strides, r, s)
t = np.arange(24).reshape(2,3,4).transpose(1,0,2)
u = t.reshape(3,8); print(u.strides, u)
w = np.arange(24).reshape(2,3,4)[:, 1:, :].reshape(2, 8); print(w.strides, w)
x = np.arange(12).reshape(3,4).T.reshape(2,6); print(x.strides, x)
y = np.arange(10)[::2].reshape(5,1,1); print(y.strides)
z = np.arange(24).reshape(4,6)[::2, ::3].reshape(4); print(z.strides, z)
print(np.arange(2,dtype=np.int8)[::-1].reshape(1,2,1).strides)
