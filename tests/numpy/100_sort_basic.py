import numpy as np

a = np.array([3, 1, 2, 5, 4, 0, -7])
print(np.sort(a), a)
b = np.array([[3.5, -1.0, 2.0], [0.5, 9.0, -4.0]])
print(np.sort(b))
print(np.sort(b, axis=0))
print(np.sort(b, axis=None))
print(np.sort(b, axis=-2, kind="stable"))
print(np.sort([5, 3, 9]), np.sort((2.5, 1.5)))
print(repr(np.sort(np.array([], dtype=np.int8))))
print(repr(np.sort(np.zeros((0, 3)), axis=0)), repr(np.sort(np.zeros((2, 0)))))
print(repr(np.sort(np.array(7), axis=None)))
c = np.arange(24).reshape(2, 3, 4)[:, :, ::-1]
print(np.sort(c, axis=1))
print(np.sort(c, axis=2))
print(np.sort(c, axis=0).shape)
for kind in ["quicksort", "mergesort", "heapsort", "stable"]:
    print(kind, np.sort(np.array([2, 1, 3, 1]), kind=kind))
