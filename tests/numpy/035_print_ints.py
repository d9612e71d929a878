import numpy as np

a = np.array([-5, 10, -300, 4])
print(a)
print(repr(a))
b = np.arange(-6, 6).reshape(3, 4)
print(b)
print(repr(b))
c = np.arange(-12, 12).reshape(2, 3, 4)
print(c)
print(repr(c))
d = np.arange(8).reshape(2, 2, 2) * 1000
print(d)
print(repr(d))
for t in [np.int8, np.int16, np.int32, np.uint8, np.uint16, np.uint32, np.uint64]:
    x = np.array([[1, 2], [3, 100]], dtype=t)
    print(x)
    print(repr(x))
big = np.array([2**62, -2**62, 7])
print(big)
print(repr(big))
u = np.array([9223372036854775807], dtype=np.uint64) * 2 + 1
print(repr(u))
one = np.array([[[[1, 2]]]])
print(one)
print(repr(one))
print(repr(np.array(-7)), repr(np.array(3, dtype=np.uint8)))
