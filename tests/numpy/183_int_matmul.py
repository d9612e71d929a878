import numpy as np

# matmul of integer and bool arrays (wrapping as NumPy's): square, odd and thin shapes,
# batched and broadcast operands, transposed views, 1-d operands, mixed dtypes.
k = (np.arange(40 * 37) * 7919 % 255) - 127
for dt in ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"]:
    x = (k % 3 == 0) if dt == "bool" else k.astype(dt)
    a = x[: 37 * 40].reshape(37, 40)
    b = x[: 40 * 33].reshape(40, 33)
    c = a @ b
    print(dt, c.dtype, c[0, :4], c[-1, -3:], int(c.astype(np.int64).sum()))
    t = a.T @ a[:, :9]
    bt = x[:2 * 5 * 6].reshape(2, 5, 6) @ x[:6 * 4].reshape(6, 4)
    print(" ", t.shape, t[3, :5], bt[1, 2], np.matmul(a[0], b)[:5], a[:3, :40] @ b[:, 0], np.dot(a[1], a[2]))
print(np.arange(6, dtype=np.int8).reshape(2, 3) @ np.arange(6, dtype=np.int64).reshape(3, 2))
big = (np.arange(300 * 300) % 7).astype(np.int32).reshape(300, 300)
print(int((big @ big).sum()), (big @ big.T)[17, 250:255], np.zeros((3, 0), dtype=np.int64) @ np.zeros((0, 2), dtype=np.int64))
