# Sizes and layouts that reach the device's one-pass scan (rows of many tiles, a partial
# last tile, several rows, in place after a cast or out of place from a view), a scatter of
# one value, a gather by int64 indices with negatives, argmax over long rows with ties and
# NaNs, and bincount's shared-memory counts. Values are small integers where the order of
# adding would otherwise show in the last digits.
import numpy as np

for n in [65, 4095, 4096, 4097, 100003, 1 << 20]:
    a = (np.arange(n) % 7).astype(np.float32)
    c = np.cumsum(a)
    print(n, c[:3], c[-3:], c.dtype, int(c[-1]))
    i = np.cumsum((np.arange(n) % 5 - 2).astype(np.int32))
    print(i[-3:], i.dtype, int(i.min()), int(i.max()))
    b = np.cumsum(np.arange(n) % 3 == 0)
    print(b[-1], b.dtype)
    p = np.cumprod(np.where(np.arange(n) % 1000 == 0, -1, 1).astype(np.int8))
    print(p[-3:], p.dtype)

m = (np.arange(3 * 50001) % 11).astype(np.float64).reshape(3, 50001)
print(np.cumsum(m, axis=1)[:, -2:], np.cumsum(m, axis=0)[:, -2:], np.cumsum(m[:, ::3], axis=1)[:, -1])
print(np.cumsum(m.T, axis=0)[-1], np.cumsum(m[1:], axis=1)[:, -1], np.cumprod(m[:, :40] % 2 + 1, axis=1)[:, -1])
v = m[1, 5:]
print(np.cumsum(v)[-1], v[:3], m[1, :8])
z = (np.arange(20000) % 4 + 1j * (np.arange(20000) % 3)).astype(np.complex64)
print(np.cumsum(z)[-2:], np.cumsum(z.astype(np.complex128))[-1])
h = (np.arange(5000) % 2).astype(np.float16)
print(np.cumsum(h)[-3:], np.cumsum(h).dtype)
f = (np.arange(30000) % 9 - 4).astype(np.float32)
print(np.cumsum(f, dtype=np.float64)[-1], np.cumsum(f.astype(np.int16))[-3:])
print(np.cumsum(f * 2)[-1], (f * 2)[:3])

x = np.zeros(100000, dtype=np.float32)
idx = np.arange(300000) * 7919 % 100000
x[idx] = 2.5
print(x.sum(), x[:5])
x[idx[:10]] = np.float64(-1)
print(x[idx[:10]], x.dtype)
y = np.arange(10.0)
y[np.array([3, 3, 3, -1])] = np.array([1.0, 2.0, 3.0, 4.0])
print(y)
y[np.array([1, 1])] = np.array([[7.0]])
print(y)
y[1:3] = np.ones((1, 2)) * 5
y[...] = y + np.zeros((1, 1, 10))
print(y)
k = np.zeros(10, dtype=np.int64)
k[np.array([], dtype=np.int64)] = 5
k[np.array([2])] = 9
print(k)

src = np.arange(100000, dtype=np.float32) * 0.5
g = np.arange(50000, dtype=np.int64) * 7919 % 100000 - 50000
print(src[g][:5], src[g][-3:], src[g].sum())
print(src[np.array([-1, 0, -100000])], src[np.array([4, 2], dtype=np.int32)])
try:
    src[np.array([0, 100000])]
except IndexError as e:
    print("IndexError", e)
try:
    src[np.array([-100001, 5])]
except IndexError as e:
    print("IndexError", e)
two = src.reshape(1000, 100)
print(two[np.array([-1, 3])][:, :3], two[np.array([[1], [2]]), np.array([0, 99])])

big = (np.arange(1 << 20) % 1001).astype(np.float32)
print(np.argmax(big), np.argmin(big), np.argmax(big[::-1]))
big[700001] = 2000
big[900001] = 2000
print(np.argmax(big), np.argmax(big[:700001]))
big[800000] = np.nan
big[850000] = np.nan
print(np.argmax(big), np.argmin(big), np.nanargmax(big), np.nanargmin(big))
print(np.argmax(np.arange(4099, dtype=np.int64) % 4098))

keys = np.arange(1 << 20) * 2654435761 % 1000
bc = np.bincount(keys)
print(bc.shape, bc[:5], bc.sum(), bc.max(), bc.min())
print(np.bincount(keys, minlength=1200).shape, np.bincount(np.array([0, 8191, 3])).shape)
print(np.bincount(np.array([8192, 1])).shape, np.bincount(np.array([5, 5, 2], dtype=np.uint8)))
print(np.bincount(keys[::3])[:4], np.bincount(np.array([True, False, True])))
try:
    np.bincount(np.array([3, -1, 2]))
except ValueError as e:
    print("ValueError", e)
print(np.bincount(np.array([np.iinfo(np.int64).max - 1, -1])[1:] + 2))
