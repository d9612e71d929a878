import numpy as np
print(np.eye(3), np.eye(2, 3, k=1, dtype=np.int32), np.identity(2))
print(np.tri(3, 4, -1), np.tril(np.arange(1, 10).reshape(3, 3)), np.triu(np.ones((3, 3)), 1))
print(np.diag([1, 2, 3]), np.diag(np.arange(9).reshape(3, 3), 1), np.diag(np.array([1, 2]), -1))
print(np.logspace(0, 3, 4), np.logspace(0, 1, 3, base=2.0))
xx, yy = np.meshgrid(np.arange(3), np.arange(2))
print(xx, yy)
ii, jj = np.meshgrid(np.arange(3), np.arange(2), indexing="ij")
print(ii, jj)
print(np.fromfunction(lambda i, j: i * 10 + j, (2, 3)))
np.set_printoptions(precision=3)
print(np.linspace(0, 1, 7))
print(np.get_printoptions()["precision"])
np.set_printoptions(precision=8)
try:
    np.zeros(10**12)
except MemoryError as e:
    print("MemoryError:", e)
