import numpy as np

a = np.arange(6).reshape(2, 3)
b = a
a += 10
print(repr(a), b is a)
a -= 1
print(repr(a))
a *= 2
print(repr(a))
a //= 3
print(repr(a))
a %= 4
print(repr(b))
a **= 2
print(repr(a))
a |= 8
a &= 12
a ^= 1
print(repr(a))
f = np.ones(4)
f /= 4
print(repr(f))
f += np.arange(4)
print(repr(f))
try:
    a += 1.5
except TypeError as e:
    print(isinstance(e, TypeError), e)
try:
    a /= 2
except TypeError as e:
    print(isinstance(e, TypeError), e)
x = np.zeros((3, 4))
x += np.array([1, 2, 3, 4])
x *= np.array([[1], [10], [100]])
print(repr(x))
s = np.ones(3, dtype=np.float32)
s *= 0.1
print(repr(s), s.dtype)
