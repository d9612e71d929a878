import numpy as np

a = np.arange(30)
print(a)
print(repr(a))
b = np.arange(100, 130)
print(b)
print(repr(b))
c = np.linspace(0, 1, 20)
print(c)
print(repr(c))
d = np.arange(40).reshape(2, 20) * 1000
print(d)
print(repr(d))
e = np.array([1e-5 * i for i in range(15)])
print(e)
print(repr(e))
f = np.arange(25, dtype=np.float32) / 3
print(f)
print(repr(f))
g = np.arange(20) % 3 == 0
print(g)
print(repr(g))
h = np.arange(12).astype(np.complex128) * (1 - 1j)
print(h)
print(repr(h))
i = np.arange(3 * 2 * 22).reshape(3, 2, 22)
print(i)
j = np.arange(18, dtype=np.int8) - 9
print(repr(j))
