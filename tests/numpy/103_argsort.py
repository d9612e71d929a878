import numpy as np

a = np.array([30, 10, 20, 10, 50, 20])
print(np.argsort(a, kind="stable"), np.argsort(a, kind="mergesort"))
print(a.argsort(kind="stable"), repr(np.argsort(a, axis=None, kind="stable")))
b = np.array([[3, 1, 2], [9, 7, 8], [0, 5, 4]])
print(np.argsort(b), np.argsort(b, axis=0), np.argsort(b, axis=None))
print(b.argsort(axis=0), b.argsort(axis=-1).dtype)
print(repr(np.argsort(np.array([]))), repr(np.argsort(np.zeros((2, 0)))))
print(repr(np.argsort(np.array(5))), repr(np.array(5).argsort()))
print(np.argsort([3.5, 1.5, 2.5]))
n = 6000
x = (np.arange(n) * 7919) % 1009
i = np.argsort(x, kind="stable")
print(i[:10], i[-10:], (i * np.arange(n)).sum())
print(np.argsort(x.astype(np.int8), kind="stable")[:10])
print(np.argsort(x.astype(np.uint16), kind="stable")[-10:])
print(np.argsort(-x.astype(np.float64), kind="stable")[:10])
r = np.arange(12).reshape(3, 4) % 3
print(np.argsort(r, axis=1, kind="stable"), np.argsort(r, axis=0, kind="stable"))
