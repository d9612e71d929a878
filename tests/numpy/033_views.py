import numpy as np

base = np.arange(12).reshape(3, 4)
v = base[1]
v[:] = 0
print(repr(base))
w = base[:, 2]
w += 100
print(repr(base))
t = base.T
t[0, 0] = -5
print(repr(base))
r = base.reshape(4, 3)
r[3, 2] = 777
print(repr(base))
s = base[::2, ::-1]
s[...] = 1
print(repr(base))
x = np.zeros(6)
y = x[1:5]
z = y[::2]
z[:] = [3.5, 4.5]
print(repr(x), repr(y), repr(z))
n = x[None, :]
n[0, 0] = 9
print(repr(x))
c = x.copy()
c[:] = -1
print(repr(x))
e = base[..., 1]
e[1] = 42
print(repr(base))
f = base.ravel()
f[0] = 1000
print(repr(base[0]))
g = np.arange(5)
g[1:4] += g[0:3]
print(repr(g))
