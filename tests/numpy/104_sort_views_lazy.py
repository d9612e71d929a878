import numpy as np

a = np.array([9, 4, 7, 1, 8, 2, 6, 3, 5, 0])
print(np.sort(a[::2]), np.sort(a[1::3]), np.sort(a[::-1]))
print(np.argsort(a[::2], kind="stable"), np.argsort(a[::-1]))
m = np.arange(12).reshape(3, 4)
m = (m * 7) % 5
print(np.sort(m.T), np.sort(m.T, axis=0))
print(np.argsort(m.T, kind="stable"))
print(np.sort(m[:, 1:3]), np.sort(m[::2, ::-1], axis=0))
x = np.arange(6.0)
print(np.sort(x * -2 + 1), np.argsort(x * -2 + 1))
y = np.arange(10) % 4
z = y * 3 - 5
print(np.sort(z), np.sort(np.sqrt(np.arange(4.0)) * -1))
print(np.sort(np.arange(8).reshape(2, 4)[:, ::-1] + 1, axis=None))
t = np.arange(24).reshape(2, 3, 4)
print(np.sort(t.transpose(2, 0, 1) % 5, axis=1))
