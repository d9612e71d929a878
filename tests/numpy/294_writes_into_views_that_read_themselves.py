# Writes into a view whose value reads the same array: a stencil whose Laplacian is kept in
# a name (computed once, then the update runs in place through the strided view), values
# read at the written positions only (in place), at shifted positions (through a copy),
# through reversed and stepped views, a value kept in a name and read after the write, and
# a computed part read again after its input changed.
import numpy as np

u = np.zeros((9, 11), dtype=np.float32)
u[4, 5] = 1.0
for _ in range(5):
    lap = u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:] - 4 * u[1:-1, 1:-1]
    u[1:-1, 1:-1] = u[1:-1, 1:-1] + 0.2 * lap
print(u[3:6, 4:7], float(u.sum()), lap[3, 3:6])

a = np.arange(12.0)
a[1:] = a[:-1] * 2          # shifted read: NumPy copies the value first
print(a)
b = np.arange(12.0)
b[::-1] = b[::-1] + b[::-1] * 10      # same positions through a reversed view
print(b)
c = np.arange(20.0).reshape(4, 5)
c[:, ::2] = c[:, ::2] * -1 + c[:, 1::2].sum()
print(c)
d = np.arange(10.0)
d[::-2] = d[::2] + 100      # reads other positions of the same array
print(d)

x = np.arange(8.0)
w = x[2:6] * 3              # kept in a name: its values are those before the write
x[2:6] = w + x[2:6]
print(x, w)
y = np.arange(6.0)
t = y * 2
s = t + 1                   # holds t's computation
print(t.sum())              # t computed here
y[:] = -1                   # s still sees the old y through t
print(s, t, y)
z = np.ones((3, 4))
z[1] = z[1] + z[0]
z[:, 1] = z[:, 1] * z[:, 2] + 1
print(z)
m = np.arange(16.0).reshape(4, 4)
m[1:3, 1:3] = m[1:3, 1:3].T     # the transposed view reads other positions
print(m)
i = np.arange(10)
i[2:8] += i[2:8]
i[1:9:3] = i[1:9:3] // 2
print(i)
