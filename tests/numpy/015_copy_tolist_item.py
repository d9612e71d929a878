import numpy as np

a = np.arange(6).reshape(2, 3)
b = a.copy()
b[0, 0] = 99
print(repr(a))
print(repr(b))
c = np.copy(a)
c[1] = -1
print(repr(a), repr(c))
print(a.tolist())
print(type(a.tolist()))
print(np.array([1.5, 2.0]).tolist())
print(np.array([True, False]).tolist())
print(np.array(4).tolist())
print(np.arange(8).reshape(2, 2, 2).tolist())
print(np.array([1 + 2j]).tolist())
print(a[1, 1:2].item(), type(a[1, 1:2].item()).__name__)
print(np.array([2.5]).item(), type(np.array([2.5]).item()).__name__)
print(np.array(7).item())
print(a[1:, 2:].item())
print(np.array([True]).item())
x = np.array([1, 2, 3], dtype=np.float32).tolist()
print(x, type(x[0]).__name__)
y = np.array([1, 2], dtype=np.uint8).tolist()
print(y, type(y[0]).__name__)
d = a[:, 1].copy()
d[0] = 50
print(repr(d), repr(a))
e = np.array(np.arange(3))
e[0] = 10
print(repr(e))
