import numpy as np

# bincount and histogram over large inputs of several dtypes (on a GPU: atomic counts),
# and concatenation of views and mixed dtypes (on a GPU: strided writes into the result).
n = 200003
k = (np.arange(n, dtype=np.int64) * 2654435761 % 1000) // 7
for dt in ["uint8", "int16", "int32", "int64", "bool"]:
    x = k.astype(dt) if dt != "bool" else k % 2 == 0
    c = np.bincount(x)
    print(dt, c.shape, c[:5], c[-3:], int(c.sum()), np.bincount(x[::-3], minlength=200)[-2:])
w = (k % 5).astype(np.float32) / 4
print(np.bincount(k, weights=w)[:6], np.bincount(k[:10], weights=np.arange(10.0)), np.bincount([], minlength=3))
for bad in [np.array([1.0, 2.0]), np.array([1, 2], dtype=np.uint64)]:
    try:
        np.bincount(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    np.bincount(np.array([3, -1, 2]))
except ValueError as e:
    print("ValueError", e)
f = np.sin(np.arange(n) * 0.37)
for x in [f, f.astype(np.float32), f.astype(np.float16), (f * 100).astype(np.int32)]:
    h, e = np.histogram(x)
    print(x.dtype, h, e[[0, 5, -1]], e.dtype)
    h2, _ = np.histogram(x[::2], bins=7, range=(-0.5, 0.75))
    hw, _ = np.histogram(x, bins=4, weights=(k % 3).astype(np.float64))
    print(" ", h2, hw, np.histogram(x, bins=5, density=True)[0].round(6))
print(np.histogram(np.full(1001, 2.5), bins=3), np.histogram(np.array([1, 1, 1]), bins=1))
print(np.histogram(np.zeros(0), bins=2), np.histogram(f, bins=[-1, 0, 0.5, 1])[0])
try:
    np.histogram(np.array([1.0, np.nan]))
except ValueError as e:
    print("ValueError", e)
m = np.arange(24, dtype=np.float32).reshape(4, 6)
i = np.arange(8, dtype=np.int16).reshape(4, 2)
print(np.concatenate([m, i], axis=1), np.concatenate([m.T, i.T.astype(np.float64)]).dtype)
print(np.concatenate([m[:, ::-2], m[::2, 1:2]], axis=None)[-6:], np.concatenate((m[:1], m[3:], m[1:2]))[:, 0])
print(np.stack([m[0], m[1] * 2]).shape, np.vstack([m, m[-1]])[-2:, :3], np.hstack([m[:, :1], i])[1])
print(np.concatenate([np.zeros((0, 6)), m[:1]]), np.concatenate([m[:, :0], m[:, :1]], axis=1).ravel())
big = np.concatenate([np.arange(300001, dtype=np.int64), -np.arange(5)])
print(big[[0, 300000, 300001, -1]], big.sum())
