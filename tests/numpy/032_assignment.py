import numpy as np

a = np.zeros(8, dtype=np.int64)
a[1:3] = 7
print(repr(a))
a[::2] = -1
print(repr(a))
a[-1] = 99
a[5:2:-1] = np.array([10, 20, 30])
print(repr(a))
m = np.zeros((3, 4))
m[0] = [1, 2, 3, 4]
print(repr(m))
m[:, 0] += 1
print(repr(m))
m[1:, 1:3] = 5.5
print(repr(m))
m[2] = np.arange(4)
m[:, -1] = np.array([7, 8, 9])
print(repr(m))
m[...] = m * 2
print(repr(m))
m[:, :] = np.array([1, 2, 3, 4])
print(repr(m))
m[:, 1:2] = np.array([[10], [20], [30]])
print(repr(m))
i = np.zeros(3, dtype=np.int32)
i[0] = 3.9
i[1] = -2.7
i[2] = True
print(repr(i))
b = np.zeros(3, dtype=bool)
b[1] = 1
print(repr(b))
c = np.arange(24).reshape(2, 3, 4)
c[1, ..., 0] = 0
c[0, 1] *= -1
print(c)
