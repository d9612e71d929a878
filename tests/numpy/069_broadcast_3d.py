import numpy as np

a = np.arange(24).reshape(2, 3, 4)
b = np.arange(4)
c = np.arange(3).reshape(3, 1)
d = np.arange(2).reshape(2, 1, 1)
print(a + b)
print((a * c).shape, a * c)
print(a - d)
print((b + c + d).shape)
print(b + c + d)
e = np.arange(6.0).reshape(1, 3, 2)
f = np.array([10.0, 20.0]).reshape(2, 1, 1)
print((e * f).shape, e * f)
g = np.ones((4, 1, 3))
h = np.arange(5).reshape(5, 1)
print((g + h).shape, (g + h)[3])
x = np.arange(3).reshape(3, 1, 1)
y = np.arange(4).reshape(1, 4, 1)
z = np.arange(5).reshape(1, 1, 5)
s = x * 100 + y * 10 + z
print(s.shape)
print(s[2], s[:, 3, 4])
print(repr(np.maximum(a, np.array([[5], [15], [100]]))[1]))
t = a[:, :, ::-1] - a[:, ::-1, :][:, :, :1]
print(t)
u = np.arange(2)[:, None, None] + np.arange(3)[None, :, None] * np.arange(4)[None, None, :]
print(u)
print((a > c * 4).sum(axis=2))
print(np.ones((2, 1, 3), dtype=np.float32) + np.ones((4, 1), dtype=np.int16))
for shp in [(3,), (2, 4, 1), (3, 3), (1, 2, 3, 4)]:
    try:
        print("ok", (a + np.ones(shp)).shape)
    except Exception as e:
        print(type(e).__name__, e)
