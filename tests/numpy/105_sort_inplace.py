import numpy as np

a = np.array([5, 2, 9, 1, 7])
r = a.sort()
print(r, a)
b = np.array([[3, 1, 2], [6, 5, 4]])
b.sort(axis=0)
print(b)
b.sort()
print(b)
c = np.array([4.0, 1.0, 3.0, 2.0])
d = c * 10
c.sort()
print(c, d)
e = np.arange(10)[::-1].copy()
v = e[::2]
v.sort()
print(e, v)
f = np.array([[9, 8, 7], [3, 2, 1]])
f.T.sort()
print(f)
g = np.array([2.5, np.nan, -1.0])
h = g + 1
g.sort(kind="stable")
print(g, h)
k = np.arange(6.0)[::-1] * 2
k.sort()
print(k)
w = np.array([3, 1, 2])
view = w[:]
w.sort()
print(view)
p = np.array([5, 3, 4, 1])
p.partition(2)
print(p[2], np.sort(p[:2]), np.sort(p[3:]))
