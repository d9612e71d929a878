import numpy as np

print(np.tril_indices(3))
print(np.tril_indices(3, 1), np.tril_indices(3, -1))
print(np.triu_indices(3), np.triu_indices(3, 1, 4))
print(np.tril_indices(2, 0, 4), np.triu_indices(4, -2, 2))
print(np.tril_indices(0), np.triu_indices(1))
print(np.tril_indices(3, k=5), np.triu_indices(3, k=5))
print(np.diag_indices(3), np.diag_indices(2, 3), np.diag_indices(4, ndim=1))
print(np.diag_indices(0), np.diag_indices(2, 0))
r, c = np.triu_indices(4, 1)
print(r.dtype, c.dtype, r.shape, len(np.tril_indices(5)[0]))
m = np.arange(16).reshape(4, 4)
print([int(m[int(i), int(j)]) for i, j in zip(*np.tril_indices(4, -1))])
print([int(m[int(i), int(i)]) for i in np.diag_indices(4)[0]])
try:
    np.tril_indices()
except TypeError as e:
    print(e)
