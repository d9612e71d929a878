# `a.shape = ...` (a view of the new shape, rebinding its holder), NumPy's errors for shapes
# that need a copy and for read-only attributes; `.real` of a real array written through.
import numpy as np

a = np.arange(6)
for s in [(2, 3), (4,), (2, -1), 5, [6], (1, 2, 3)]:
    try:
        a.shape = s
        print(a.shape)
    except Exception as e:
        print(type(e).__name__, e)
a.shape = (3, 2)
print(a)
a.shape = np.int64(6)
print(a.shape, a)
try:
    a.shape = (2.0, 3)
except TypeError as e:
    print("TypeError", e)

b = np.arange(12).reshape(3, 4).T
try:
    b.shape = (12,)
except AttributeError as e:
    print("AttributeError", e)
print(b.shape)

for n in ["ndim", "size", "T", "nbytes", "foo"]:
    try:
        setattr(a, n, 3)
    except AttributeError as e:
        print("AttributeError", "not writable" in str(e), "no attribute" in str(e))


class Grid:
    def __init__(self, n, m):
        self.cells = np.zeros(n * m)
        self.cells.shape = (n, m)


g = Grid(3, 4)
g.cells[1] = 1
print(g.cells.shape, g.cells.sum(axis=1))


def square(v):
    x = v * 2
    x.shape = (2, -1)
    return x


print(square(np.arange(8.0)))
c = np.arange(6) + 1
c.shape = 3, 2
print(c.T)
c.shape = (6,)
print(c[::2] * 10)

r = np.arange(4.0)
r.real[1] = 7
r.real = r * 2
print(r, r.real is r or r.real.shape)
try:
    r.imag = 3
except TypeError as e:
    print("TypeError", e)
z = np.array([1 + 2j, -3 - 4j])
print(np.abs(z.real), z.real * 2, z.imag.copy() + 1, (z.real + z.imag).sum())
