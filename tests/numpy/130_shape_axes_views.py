import numpy as np

a = np.arange(24).reshape(2, 3, 4)
s = np.swapaxes(a, 0, 2)
print(s.shape, s.strides)
print(s)
s[1, 2, 0] = -1
print(a[0, 2, 1])
print(a.swapaxes(-1, -2).shape, a.swapaxes(1, 1).strides)
m = np.moveaxis(a, 0, -1)
print(m.shape, m.strides)
print(np.moveaxis(a, [0, 2], [-1, 0]).shape)
print(np.moveaxis(a, (0, 1), (1, 0)).strides)
m[0, 0, 1] = 100
print(a[1, 0, 0])
e = np.expand_dims(a, 1)
print(e.shape, e.strides)
print(np.expand_dims(a, (0, 4)).shape, np.expand_dims(a, -1).shape)
print(np.expand_dims(a[:, ::2], 1).strides)
e[0, 0, 0, 0] = 7
print(a[0, 0, 0])
print(np.expand_dims(5, 0), np.expand_dims([1, 2], 0))
o = np.ones((1, 3, 1, 2))
print(np.squeeze(o).shape, np.squeeze(o, axis=0).shape, np.squeeze(o, (0, 2)).shape)
print(o.squeeze().shape, o.squeeze(2).shape, o.squeeze(axis=-2).shape)
q = np.arange(6).reshape(1, 6)[:, ::2]
sq = q.squeeze()
print(sq, sq.strides)
sq[1] = 55
print(q)
print(repr(np.squeeze(np.array([5]))), repr(np.squeeze(np.array(5))), repr(np.squeeze(np.float64(2.5))))
print(repr(np.squeeze(np.zeros((0, 1)))))
# transpose / reshape / ravel through np.* (views where NumPy makes them)
t = np.transpose(a, (1, 0, 2))
print(t.shape, t.strides)
print(np.transpose(np.arange(6).reshape(2, 3)))
r = np.reshape(a, (4, 6))
r[0, 0] = -5
print(a[0, 0, 0], np.ravel(a.swapaxes(0, 1))[:6])
# pending inputs
p = np.arange(6).reshape(2, 3) * 2
print(np.swapaxes(p + 1, 0, 1))
print(np.moveaxis(p, 1, 0), np.expand_dims(p - 1, 0).shape, np.squeeze((p + 0)[None]).shape)
# dtypes
f = np.array([[1.5, 2.5]], dtype=np.float32)
print(repr(np.squeeze(f)), repr(np.swapaxes(f, 0, 1)))
c = np.array([[1 + 2j], [3 - 1j]])
print(repr(np.moveaxis(c, 0, 1)), repr(np.expand_dims(np.array([True, False]), 1)))
# empty
z = np.zeros((0, 3))
print(repr(np.swapaxes(z, 0, 1)), np.moveaxis(z, 0, 1).shape, np.expand_dims(z, 0).shape)

def show(f):
    try:
        print(f())
    except IndexError as e:
        print(e)
    except Exception as e:
        print(type(e).__name__, e)

show(lambda: np.swapaxes(a, 0, 3))
show(lambda: np.swapaxes(a, -4, 0))
show(lambda: a.swapaxes(1, 7))
show(lambda: np.moveaxis(a, 3, 0))
show(lambda: np.moveaxis(a, 0, -4))
show(lambda: np.moveaxis(a, [0, 1], [1]))
show(lambda: np.moveaxis(a, [0, 0], [1, 2]))
show(lambda: np.moveaxis(a, [0, 1], [2, 2]))
show(lambda: np.expand_dims(a, 4))
show(lambda: np.expand_dims(a, -5))
show(lambda: np.expand_dims(a, (1, 1)))
show(lambda: np.squeeze(o, axis=1))
show(lambda: np.squeeze(o, axis=4))
show(lambda: np.squeeze(o, axis=(0, 0)))
show(lambda: o.squeeze(-5))
show(lambda: np.squeeze(np.array(5), axis=0))
show(lambda: np.transpose(a, (0, 1)))
show(lambda: np.transpose(a, (0, 1, 1)))
