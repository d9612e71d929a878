import numpy as np

a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(np.stack([a, b]), np.stack([a, b], axis=1), np.stack((a, b), -1).shape)
m = np.arange(6).reshape(2, 3)
print(np.stack([m, m * 10], axis=1))
print(np.stack([m, m], axis=2).shape, np.stack([m, m], axis=-3).shape, np.stack([1, 2]))
print(np.stack([[1, 2], [3, 4]], axis=-1), repr(np.stack([a, b], dtype=np.float32)))
print(repr(np.stack([np.ones((0, 3)), np.ones((0, 3))], axis=1)))
print(repr(np.stack([np.array(1.5), np.array(2)])))
o = np.zeros((2, 3), dtype=np.int16)
print(np.stack([a, b], out=o) is o, o)
print(np.vstack([a, b]), np.vstack([m, a]), np.vstack([1, 2]), np.vstack(m).shape)
print(np.hstack([a, b]), np.hstack([m, m]), np.hstack([np.array(1), np.array(2)]))
print(np.hstack([m, np.ones((2, 1))]), repr(np.hstack((a, b), dtype=np.int8)))
print(np.dstack([a, b]), np.dstack([m, m]).shape, np.dstack([1, 2]))
print(np.column_stack([a, b]), np.column_stack([m, a[:2]]), np.column_stack([1, 2]))
print(np.column_stack((m, [1.5, 2.5])), np.column_stack([a]).shape)
print(repr(np.vstack([np.array([1], np.uint8), np.array([2], np.int8)])))
print(repr(np.hstack([np.array([1], np.float32), np.array([2j])])))
# pending, non-contiguous, copies
p = np.arange(8).reshape(2, 4)
s = np.stack([p[:, ::2] * 2, p[:, 1::2].T.T + 1])
print(s, s.shape)
v = np.vstack([p[::-1], p.sum(axis=0)])
v[0, 0] = -1
print(v, p[1, 0])
h = np.hstack([p.T[:2], p.T[2:]])
print(h)

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.stack([m, np.ones((3, 2))]))
show(lambda: np.stack([np.ones(3), np.ones(2)]))
show(lambda: np.stack([]))
show(lambda: np.stack([m, m], axis=3))
show(lambda: np.stack([m, m], axis=-4))
show(lambda: np.vstack([]))
show(lambda: np.hstack([]))
show(lambda: np.dstack([]))
show(lambda: np.column_stack([]))
show(lambda: np.vstack([np.ones(3), np.ones(2)]))
show(lambda: np.hstack([np.ones((2, 3)), np.ones((3, 3))]))
show(lambda: np.hstack([np.ones((2, 3)), np.ones(3)]))
show(lambda: np.column_stack([np.ones(3), np.ones(2)]))
show(lambda: np.dstack([np.ones(3), np.ones(2)]))
show(lambda: np.vstack([a.astype(float), a], dtype=int))
