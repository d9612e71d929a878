import numpy as np

x = np.arange(10)
print(np.roll(x, 2), np.roll(x, -2), np.roll(x, 12), np.roll(x, 0), np.roll(x, -13))
m = np.arange(12).reshape(3, 4)
print(np.roll(m, 1), np.roll(m, 1, axis=0), np.roll(m, -1, axis=1))
print(np.roll(m, (1, 2), axis=(0, 1)), np.roll(m, (1, 2)), np.roll(m, 1, axis=(0, 1)))
print(np.roll(m, (1, 1), axis=(1, 1)), np.roll(m, [2, -1], axis=[0, 0]), np.roll(m, 5, axis=-1))
print(np.roll(m, (1,), axis=(0, 1)), np.roll(m, shift=3, axis=None))
print(np.roll(m.T, 1, axis=0), np.roll(m[::-1, ::2], 1, axis=1), np.roll(m * 2 - 1, 1))
r = np.roll(m, 0)
r[0, 0] = -1
print(m[0, 0], repr(np.roll(np.array(5), 1)), repr(np.roll(np.zeros((0, 3)), 1, 0)))
print(repr(np.roll(np.array([1.5, 2.5, 3.5], np.float32), 1)), np.roll(np.array([True, False, False]), -1))
print(np.roll(np.array([1 + 2j, 3j]), 1), np.roll([1, 2, 3], 1), np.roll(np.array([[1, 2]], np.uint16), 1, 1))
print(np.roll(np.arange(24).reshape(2, 3, 4), (1, -1, 2), (0, 1, 2))[1])

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.roll(m, 1, axis=2))
show(lambda: np.roll(m, 1, axis=(0, -3)))
show(lambda: np.roll(m, (1, 2), axis=(0, 1, 1)))
show(lambda: np.roll(m, (1, 2, 3), axis=(0, 1)))
show(lambda: np.roll(np.array(5), 1, 0))
