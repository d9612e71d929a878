import numpy as np

e = np.zeros((3, 0, 2))
print(repr(np.sort(e, axis=1)), repr(np.argsort(e, axis=0)), np.sort(e, axis=None).shape)
print(repr(np.argmax(e, axis=0)), np.unique(e).shape, np.nonzero(e)[2].shape, np.argwhere(e).shape)
one = np.array([[5]])
print(np.sort(one), np.argsort(one), np.argmax(one, axis=0), np.unique(one, return_inverse=True))
col = np.arange(5)[::-1].reshape(5, 1)
print(np.sort(col, axis=0).ravel(), np.sort(col).ravel(), np.argsort(col, axis=0).ravel())
t = np.ones((2, 3, 4))
t = t * np.arange(4)[::-1]
print(np.sort(t, axis=-1)[1, 2], np.argsort(t, axis=2, kind="stable")[0, 0], np.argmin(t, axis=2))
print(np.sort(t, axis=1).shape, np.argmax(t, axis=0, keepdims=True).shape, np.argmax(t, keepdims=True).shape)
z = np.zeros(4)
print(np.argsort(z, kind="stable"), np.argmax(z), np.argmin(z), np.unique(z, return_index=True))
s = np.array(3.5)
print(repr(np.sort(s, axis=None)), repr(np.unique(s)), repr(np.argmax(s)), repr(np.argmin(s, axis=None)))
print(repr(np.isin(s, [3.5])), repr(np.searchsorted([1.0, 4.0], s)))
