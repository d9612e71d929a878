import numpy as np

a = np.arange(3)
b = np.broadcast_to(a, (2, 3))
print(b, b.shape, b.strides)
print(np.broadcast_to(5, (2, 2)), np.broadcast_to(a, 3).strides, np.broadcast_to([1.5, 2], (3, 1, 2)))
c = np.arange(6).reshape(2, 3)[:, ::2]
print(np.broadcast_to(c, (4, 2, 2)).strides, np.broadcast_to(c[:, :1], (2, 5)))
print(np.broadcast_to(a * 2, (2, 3)), np.broadcast_to(np.zeros((0, 1)), (0, 4)).shape)
a[1] = 10
print(b)
print(repr(np.broadcast_to(np.array(7, dtype=np.int8), (2,))))
x, y = np.broadcast_arrays(np.arange(3), np.arange(2).reshape(2, 1))
print(x, y, x.strides, y.strides)
r = np.broadcast_arrays(np.ones((2, 3)), np.ones(3), np.ones((4, 1, 1)))
print(type(r).__name__, len(r), [t.shape for t in r])
q = np.arange(6).reshape(2, 3)
print(np.broadcast_arrays(q)[0] is q, np.broadcast_arrays(q, 1)[1], np.broadcast_arrays(q, [1, 2, 3])[1])
print(np.broadcast_arrays(), np.broadcast_arrays(q + 1, 2.5)[1].dtype)

for f in [np.atleast_1d, np.atleast_2d, np.atleast_3d]:
    for v in [5, np.float32(2.5), np.array(3), np.arange(3), np.arange(6).reshape(2, 3), np.ones((1, 2, 3, 1))]:
        r = f(v)
        print(f.__name__, repr(r), r.shape, r.strides)
print(np.atleast_1d(1, [2, 3]), np.atleast_2d(1, [2, 3]), np.atleast_3d([[1]], 2))
print(np.atleast_1d(), np.atleast_1d(q) is q, np.atleast_2d(q) is q, np.atleast_3d(q) is q)
w = np.atleast_3d(np.arange(4))
w[0, 1, 0] = 50
v = np.arange(4)
w2 = np.atleast_2d(v)
w2[0, 2] = -3
print(v, np.atleast_2d(v * 2), np.atleast_3d(np.zeros((0, 2))).shape)

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.broadcast_to(np.ones(3), (4,)))
show(lambda: np.broadcast_to(np.ones((2, 3)), (3,)))
show(lambda: np.broadcast_to(np.ones(3), (-1, 3)))
show(lambda: np.broadcast_to(np.ones((2, 3)), (2, 2)))
show(lambda: np.broadcast_arrays(np.ones(3), np.ones(4)))
show(lambda: np.broadcast_arrays(np.ones((2, 3)), np.ones((4, 1, 1)), np.ones(2)))
show(lambda: np.broadcast_arrays(np.ones((4, 1, 1)), np.ones(2), np.ones(5)))
