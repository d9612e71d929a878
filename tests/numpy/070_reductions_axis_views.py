import numpy as np

a = np.arange(60.0).reshape(3, 4, 5)
v = a[::2, ::-1, 1::2]
print(v.shape)
for ax in [0, 1, 2, -1, -2, (0, 2), (1, 2), (0, 1, 2), (-1, 0)]:
    print(ax, v.sum(axis=ax), v.max(axis=ax).shape)
print(v.prod(axis=0))
print(v.mean(axis=1))
print(v.min(axis=-1, keepdims=True))
t = a.T
print(t.sum(axis=0))
print(t.max(axis=(1, 2)), t.min(axis=(0, 1)))
print(t.mean(axis=2, keepdims=True).shape)
e = a * 2 + 1
print(e.sum(axis=0))
print((a * 2 + 1).sum(axis=1).sum(axis=1))
print(((a - 30) ** 2).mean(axis=(0, 2)))
print(np.sqrt(a + 1).max(axis=-1))
print((a[:, 1:3] > 20).any(axis=2), (a[:, 1:3] > 20).all(axis=0))
print(np.sum(a[1] % 3 == 0, axis=1), np.sum(a[1] % 3 == 0, axis=1).dtype)
i = np.arange(24, dtype=np.int32).reshape(4, 6)[:, ::3]
print(repr(i.sum(axis=0)), repr(i.prod(axis=1)), repr(i.mean(axis=0)))
print(repr(i.sum(axis=1, dtype=np.float32)), repr(i.max(axis=0, keepdims=True)))
bcast = np.arange(3).reshape(3, 1) + np.arange(4)
print(bcast.sum(axis=0), bcast.sum(axis=1), repr(bcast.sum()))
print(repr(np.amax(bcast, axis=1)), repr(np.amin(bcast, axis=0)))
print(repr(np.max(a[0, 0])), repr(np.min(a[:, 0, 0])))
