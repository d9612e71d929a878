import numpy as np

a = np.arange(12).reshape(3, 4)
print(a.reshape(-1, 6).shape, a.reshape(2, -1, 3).shape, a.reshape((4, -1)).shape)
print(np.reshape(a, (-1,)).shape, a.reshape(12, 1).strides, a.reshape(1, 12, 1).shape)
# reshape of a transposed array copies: writes do not reach a
tr = a.T.reshape(-1)
tr[0] = 500
print(a[0, 0], tr[:5])
# ravel of a contiguous array is a view, of a transposed one a copy
rv = a.ravel()
rv[1] = 111
print(a[0])
rt = a.T.ravel()
rt[2] = 222
print(a[2, 0], rt[:4])
# flatten always copies
fl = a.flatten()
fl[3] = 333
print(a[0, 3], fl[3])
# copy() is independent
c = a[1:, ::2].copy()
c[:] = 0
print(a)
print(c.strides, a[1:, ::2].strides)
# reshape of a strided but splittable view
s = np.arange(24).reshape(4, 6)[:, ::2]
print(s.reshape(2, 2, 3))
print(np.arange(6).reshape(2, 3).reshape(3, 2))
print(np.zeros((0, 3)).reshape(-1, 3).shape, np.zeros((0, 3)).reshape(3, 0).shape)
print(np.array(5).reshape(1, 1), np.array([7]).reshape(()).shape)
for shape in [(-1, -1), (13,), (5,)]:
    try:
        a.reshape(shape)
    except Exception as e:
        print(type(e).__name__, e)
try:
    a.reshape(-1, -1, 2)
except Exception as e:
    print(type(e).__name__, e)
