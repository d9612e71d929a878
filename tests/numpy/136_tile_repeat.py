import numpy as np

a = np.array([0, 1, 2])
print(np.tile(a, 2), np.tile(a, (2, 2)), np.tile(a, (2, 1, 2)).shape)
m = np.arange(4).reshape(2, 2)
print(np.tile(m, 2), np.tile(m, (2, 1)), np.tile(m, (3, 1, 1)).shape)
print(repr(np.tile(np.array(5), 3)), repr(np.tile(np.array(5), ())), repr(np.tile(np.float32(5), 1)))
print(repr(np.tile([1.5, 2], 0)), repr(np.tile(np.zeros((0, 2)), (2, 3))), np.tile([[1], [2]], [1, 3]))
t = np.tile(m, 1)
t[0, 0] = 9
print(m[0, 0], repr(np.tile(np.array([1, 2], np.uint8), 2)))
print(np.tile(m.T, 2), np.tile(m[::-1] * 3, (2, 1)))
print(np.tile(np.array([True, False]), 3), np.tile(np.array([1j]), 2))

print(np.repeat(a, 2), np.repeat(a, [1, 0, 3]), np.repeat(m, 2), np.repeat(m, 2, axis=0))
print(np.repeat(m, [1, 3], axis=1), np.repeat(m, [2], axis=-1), np.repeat(5, 3))
print(repr(np.repeat(np.array(5), [3])), repr(np.repeat(np.array(5), 3, axis=0)))
print(np.repeat(m, np.array(2)), np.repeat(m, 1.5), np.repeat(m, True, axis=0))
print(m.repeat(2), m.repeat(2, axis=1), m.repeat([1, 2], 0), m.repeat(repeats=2, axis=-2))
print(repr(np.repeat(np.zeros((0, 2)), 3, axis=1)), repr(np.repeat(a, 0)), repr(np.repeat(a, [0, 0, 0])))
print(np.repeat(m.T, [2, 1], axis=1), np.repeat(m * 0.5 + 1, 2, axis=0))
print(repr(np.repeat(np.array([1.5, 2.5], np.float16), 2)), np.repeat([[1, 2]], 2, axis=0))
r = np.repeat(m, 1)
r[0] = 100
print(m)
b = np.arange(2000).reshape(2, 1000)
print(np.repeat(b, 3, axis=1).sum(), np.tile(b, (2, 2)).sum())

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.tile(m, -1))
show(lambda: np.tile(m, 1.5))
show(lambda: np.tile(m, (2, -1)))
show(lambda: np.repeat(m, [1, 2]))
show(lambda: np.repeat(m, [1, 2, 3], axis=1))
show(lambda: np.repeat(m, -1))
show(lambda: np.repeat(m, [-1]))
show(lambda: np.repeat(m, [1, -1], axis=0))
show(lambda: np.repeat(m, 2, axis=2))
show(lambda: np.repeat(m, -1, axis=-3))
show(lambda: np.repeat(m, [[1, 2]], axis=0))
show(lambda: m.repeat(2, axis=5))
