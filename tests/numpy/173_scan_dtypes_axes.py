import numpy as np

# cumsum/cumprod over every real dtype, every axis, short and long rows (long rows of floats
# hold small integers, so any order of additions gives NumPy's exact values).
n = 300007
base = (np.arange(n, dtype=np.int64) * 2654435761 % 1009) - 504
for dt in ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
           "float32", "float64"]:
    x = base.astype(dt) if dt != "bool" else (base % 3 == 0)
    c = np.cumsum(x)
    print(dt, c.dtype, c[:4], c[-3:], c[::50000])
    print(" ", np.cumsum(x, dtype=x.dtype)[-2:], np.cumprod(x[:9]), np.cumprod(x[:40] % 3 + 1)[-2:])
    m = x[: 61 * 82].reshape(61, 82)
    print(" ", np.cumsum(m, axis=0)[-1, :5], np.cumsum(m, axis=1)[-1, -4:], np.cumsum(m.T, axis=1)[3, -3:])
    print(" ", np.cumsum(m[::-2, ::3], axis=0)[-1, :4], np.cumsum(m, axis=-1).shape, m.cumsum()[-2:])
# float16 (rounded after each step, as NumPy's loop) and complex, short and long rows.
h = (base[:5003] % 3 - 1).astype(np.float16)
print(np.cumsum(h)[::500], np.cumsum(h).dtype, np.cumprod(h[:20] * 0.5 + 1)[-3:])
hm = h[:4900].reshape(70, 70)
print(np.cumsum(hm, axis=0)[-1, :5], np.cumsum(hm, axis=1)[:5, -1], np.cumprod(hm[:, :6] * 0.5 + 1, axis=1)[-1])
print(np.cumsum(np.full((5000, 60), 0.1, dtype=np.float16), axis=1)[0, -3:])
for cdt in [np.complex64, np.complex128]:
    z = ((base[:3001] % 5 - 2) + 1j * (base[:3001] % 7 - 3)).astype(cdt)
    print(np.cumsum(z)[::400], np.cumprod(z[:12] / 2)[-2:], np.cumsum(z.reshape(3001, 1), axis=0)[-1])
    zm = z[:3000].reshape(30, 100)
    print(np.cumsum(zm, axis=1)[:3, -1], np.cumprod(zm[:, :5] * 0.5 + 1, axis=1)[-1], np.cumsum(zm, axis=0).dtype)
f = (np.arange(1000) % 17 - 8) / 8.0
print(np.cumsum(f)[::97], np.cumprod(1 + f[:40] / 64)[-3:], np.cumsum(f.reshape(10, 100), axis=1)[:, -1])
big = np.ones((3, 400000), dtype=np.float32)
print(np.cumsum(big, axis=1)[:, -1], np.cumsum(big, axis=0)[-1, :3], np.cumsum(big)[-1])
print(np.cumsum(np.array(5)), np.cumsum(np.array(5), axis=0), np.cumsum(np.zeros((0, 3)), axis=1).shape)
print(np.cumsum(np.zeros((2, 0)), axis=0).shape, np.cumprod(np.array([], dtype=np.int32)).dtype)
print(np.cumsum(np.array([True, False, True]), dtype=bool), np.cumprod(np.array([1, 2, 3], dtype=np.uint8) * 100))
try:
    np.cumsum(np.ones(3), axis=1)
except IndexError as e:
    print("IndexError", e)
