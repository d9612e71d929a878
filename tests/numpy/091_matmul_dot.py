import numpy as np
a = np.arange(6.0).reshape(2, 3)
b = np.arange(12.0).reshape(3, 4)
print(a @ b)
print(np.matmul(a, b).dtype, (a.astype(np.float32) @ b.astype(np.float32)).dtype)
print(np.arange(3) @ np.arange(3), np.dot([1, 2], [3, 4]), a.dot(np.ones(3)))
print(np.arange(6).reshape(2, 3) @ np.arange(3))
x = np.arange(24).reshape(2, 3, 4)
print(x @ np.ones((4, 2), dtype=np.int64))
print(np.dot(a, 2))
try:
    a @ a
except ValueError as e:
    print("ValueError:", e)
c = np.array([[1+2j, 2], [0, 1j]])
print(c @ c)
