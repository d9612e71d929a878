import numpy as np

a = np.arange(12).reshape(3, 4)
f = np.flip(a)
print(f, f.strides)
print(np.flip(a, 0), np.flip(a, 1).strides, np.flip(a, (0, 1)).strides, np.flip(a, -1)[0])
f[0, 0] = -1
print(a[2, 3])
lr = np.fliplr(a)
ud = np.flipud(a)
print(lr, lr.strides)
print(ud, ud.strides)
lr[1, 0] = 99
ud[0, 1] = 77
print(a)
v = np.arange(10)[::2]
print(np.flip(v), np.flip(v).strides, np.flipud(v))
print(np.flip(np.flip(v)).strides, np.flip(v)[::-1])
b = np.arange(24).reshape(2, 3, 4)
print(np.flip(b, (0, 2))[1])
print(repr(np.flip(np.array(3))), repr(np.flip(np.float32(2.5))))
print(repr(np.flip(np.zeros((0, 2)), 0)), repr(np.flip([[1, 2], [3, 4]])))
print(np.flip(a * 2 + 1, 1))
print(np.flip(np.array([1.5, -2.0], dtype=np.float16)), np.flipud(np.array([True, False, False])))
print(np.flip(a.T, 0) + 0.5)
print(np.flip(a, 1).sum(axis=1), np.flip(a, 0).tolist())

for k in [0, 1, 2, 3, 4, -1, -2, 5]:
    r = np.rot90(a, k)
    print(k, r.shape, r.strides)
    print(r)
print(np.rot90(a, 1, (1, 0)))
print(np.rot90(a, axes=(-1, 0)))
print(np.rot90(b, 1, (0, 2))[0])
print(np.rot90(b, 2, (2, 1)).strides)
r = np.rot90(a)
r[0, 0] = 1000
print(a[0, 3], np.rot90(a, 0) is a)
print(np.rot90([[1, 2], [3, 4]]), np.rot90(a - 1, 3))
print(np.rot90(np.zeros((0, 3))).shape)

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.flip(a, 2))
show(lambda: np.flip(a, (0, 0)))
show(lambda: np.flip(a, -3))
show(lambda: np.flip(np.array(3), 0))
show(lambda: np.fliplr(np.ones(3)))
show(lambda: np.flipud(np.array(3)))
show(lambda: np.rot90(a, 1, (0,)))
show(lambda: np.rot90(a, 1, (0, 1, 2)))
show(lambda: np.rot90(a, 1, (0, 0)))
show(lambda: np.rot90(a, 1, (0, -2)))
show(lambda: np.rot90(a, 1, (0, 2)))
show(lambda: np.rot90(a, 1, (-3, 1)))
show(lambda: np.rot90(np.ones(3)))
show(lambda: np.rot90(np.array(4)))
