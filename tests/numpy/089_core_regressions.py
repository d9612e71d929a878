import numpy as np

def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

a = np.arange(6).reshape(2, 3)
b = np.arange(24).reshape(2, 3, 4)
# shifts are ufuncs, never matmul
print(np.array([1, 2]) << 3, np.array([4, 2]) >> np.array([1, 1]), np.int64(1) << 2)
c = a.copy(); c <<= 1; print(c)
# small-int matmul wraps like NumPy
x8 = np.array([[100, 100], [100, 100]], dtype=np.int8)
print(repr(x8 @ x8), repr(np.dot(x8, x8)))
print(repr(np.array([100], dtype=np.int8) @ np.array([100], dtype=np.int8)))
# axis and transpose validation
show(lambda: b.sum(axis=(1, 1)))
show(lambda: b.sum(axis=(2, -1)))
show(lambda: b.transpose(0, 0, 1))
show(lambda: b.transpose(0, 1))
show(lambda: np.array(5).sum(axis=0))
show(lambda: np.array(5).sum(axis=-1))
show(lambda: b.sum(axis=1.0))
# full with array values
print(np.full((2, 3), [1, 2, 3]), np.full_like(np.zeros((2, 3)), [1, 2, 3]))
show(lambda: np.full((2, 2), [1, 2, 3]))
# float16 mean accumulates in float32
print(repr(np.array([0.1, 0.5, 1, 1.5, 3.14159, 100.25, 1000], dtype=np.float16).mean()))
# reshape messages
for s in [(2, 7), (5, -1), (-1, 5), (7,), (2, -1, 7)]:
    show(lambda: np.arange(12).reshape(s))
# assignment / in-place broadcasting messages
def assign_row():
    z = np.zeros((2, 3))
    z[0] = np.ones(4)
show(assign_row)
def inplace_big():
    z = np.zeros((2, 3))
    z += np.ones((2, 2, 3))
show(inplace_big)
show(lambda: np.add(a, 1, out=np.zeros(3, dtype=np.int64)))
# conversions
show(lambda: int(np.ones(2)))
show(lambda: float(np.ones(2)))
print(round(np.float64(2.345), 2), round(np.float32(2.5)), round(np.int64(7), -1), round(np.float64(2.5)))
show(lambda: round(np.array([1.25, 2.5]), 1))
f = np.arange(6.0).reshape(2, 3)[:, ::-1]
print(f.item(1), f.item((1, 2)), f.item(-1), f.item(1, 2))
show(lambda: f.item(6))
show(lambda: f.item(1, 2, 3))
show(lambda: f.item(-7))
# astype(copy=False) returns the array itself when no conversion is needed
g = np.arange(3.0)
print(g.astype(np.float64, copy=False) is g, g.astype(np.float64) is g, g.astype(np.float32, copy=False).dtype)
a = np.arange(6).reshape(2, 3)
print(np.transpose(a, axes=(0, 1)).shape, np.transpose(a, axes=None).shape, a.transpose((1, 0)).shape)
print(np.reshape(a, shape=(3, 2)), a.reshape((6,), order='C'))
