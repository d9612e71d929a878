import numpy as np

a = np.arange(6.0)
b = a * 2 + 1
a[0] = 100.0
print(b, a)
c = np.sqrt(a) + a
a += 1
print(c)
print(a)
v = a[1:4]
d = v * 10
v[:] = -1
print(d, a)
m = np.arange(12).reshape(3, 4)
s = m.sum(axis=0)
t = (m * 2 + 1).sum(axis=1)
m[:] = 0
print(s, t, m.sum())
x = np.ones(5)
y = x
for i in range(4):
    y = y * 2 + x
x[:] = 0
print(y)
p = np.arange(8, dtype=np.int32)
q = p[::-1]
r = p + q
p[::2] = q[::2]
print(r, p)
u = np.arange(10.0)
w = u[2:]
u[:-2] = w
print(u)
z = np.arange(5)
z[1:] = z[:-1] * 10
print(z)
k = np.arange(4.0)
e1 = k.mean()
e2 = (k - e1) ** 2
k *= 3
print(e1, e2, k)
g = np.arange(6).reshape(2, 3)
h = g.T
g[0, 1] = 50
print(h)
acc = np.zeros(3)
for i in range(5):
    acc = acc + np.arange(3) * i
    if i == 2:
        snap = acc
acc[0] = -7
print(acc, snap)
