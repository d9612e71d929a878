# Float sums print NumPy's last digits: NumPy sums runs of the reduced axes that end the
# array pairwise, 8192 elements at a time, and adds those sums in order; over leading axes
# (sum(axis=0)) it adds row after row.
import numpy as np

rng = np.random.default_rng(1)
for shape in [(7, 5), (100, 4), (300, 3), (1000, 2), (9, 200), (100, 1), (4, 50, 6), (50, 3, 20)]:
    x = rng.normal(size=shape)
    print(shape, x.sum(axis=-1).ravel()[:2].tolist(), x.sum(axis=0).ravel()[:3].tolist(), x.sum())
    print(x.mean(axis=0).ravel()[:2].tolist(), x.std(axis=0).ravel()[:2].tolist())
    if len(shape) == 3:
        print(x.sum(axis=1)[0].tolist()[:3], x.sum(axis=(0, 2)).tolist()[:2], x.mean(axis=(0, 1)).tolist()[:2])
for n in [10000, 100000, 1000000]:
    y = rng.normal(size=n)
    print(n, y.sum(), y.reshape(2, -1).sum(axis=1).tolist(), y.reshape(-1, 2).sum(axis=0).tolist())
z = rng.normal(size=(40, 9000)).astype(np.float32)
print(z.sum(), z.sum(axis=0)[:2].tolist(), z.sum(axis=1)[:2].tolist(), z.mean(axis=0)[:2].tolist())
c = rng.normal(size=(30, 3)) + 1j * rng.normal(size=(30, 3))
print(c.sum(axis=0).tolist())
u = rng.normal(size=(4, 3, 20000))
print(u.sum(axis=(0, 2)).tolist(), u.sum(axis=0)[1, :2].tolist(), u.mean(axis=(0, 1))[:2].tolist())
v = rng.normal(size=(5, 3000, 4))
print(v.sum(axis=(0, 1)).tolist(), v.sum(axis=1)[0].tolist())
