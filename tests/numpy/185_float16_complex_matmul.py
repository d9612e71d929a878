import numpy as np

# matmul of float16 (products summed in float, as NumPy's half loop) and complex arrays:
# odd and thin shapes, batched and broadcast operands, transposed views, 1-d operands,
# empty inner dimensions. Values are small binary fractions, so every sum is exact.
k = ((np.arange(40 * 37) * 7919) % 17 - 8) * 0.125
for dt in ["float16", "complex64", "complex128"]:
    x = k.astype(dt)
    if dt != "float16":
        x = x + 1j * np.roll(k, 3).astype(dt)
    a = x[: 37 * 40].reshape(37, 40)
    b = x[: 40 * 33].reshape(40, 33)
    c = a @ b
    print(dt, c.dtype, c[0, :4], c[-1, -3:], c.sum())
    t = a.T @ a[:, :9]
    bt = x[:2 * 5 * 6].reshape(2, 5, 6) @ x[:6 * 4].reshape(6, 4)
    print(" ", t.shape, t[3, :4], bt[1, 2], np.matmul(a[0], b)[:4], (a[:3, :40] @ b[:, 0]))
    print(" ", np.dot(a[1], a[2]), np.zeros((3, 0), dtype=dt) @ np.zeros((0, 2), dtype=dt))
print(np.ones((2, 3), np.float16) @ np.ones((3, 2), np.complex64))
print((np.arange(4, dtype=np.float16).reshape(2, 2) @ np.arange(4.0).reshape(2, 2)).dtype)
