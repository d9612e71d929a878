# Sorts long enough to span many of the device sort's tiles (4096 keys of 32 bits, 2048 of
# 64 bits), with a partial last tile, many equal keys (stability), NaNs and signed zeros, and
# rows sorted together. Printed as samples and exact integer checksums of the order.
import numpy as np


def values(n, dt, m):
    v = (np.arange(n) * 2654435761 % m).astype(np.float64)
    if dt == "uint8":
        return (v % 256).astype(dt)
    v = v - m // 2
    if dt in ("float16", "float32", "float64"):
        v = v / 7.0
        v[::97] = np.nan
        v[5::101] = -0.0
        v[7::103] = 0.0
    return v.astype(dt)


def order_sum(p):
    return int((p * (np.arange(p.size) % 1009)).sum())


for n in [2047, 2049, 4095, 4097, 12289, 100003]:
    for dt in ["float32", "float64", "int64", "int16", "uint8", "float16"]:
        x = values(n, dt, 1001)
        s = np.sort(x, kind="stable")
        p = np.argsort(x, kind="stable")
        k = max(1, n // 9)
        print(n, dt, s[::k], int(np.isnan(s).sum()) if dt.startswith("float") else 0, order_sum(p))
        print(bool(np.array_equal(x[p], s, equal_nan=True)), p[:4], p[-4:])

r = values(5 * 9001, "float32", 613).reshape(5, 9001)
print(np.sort(r, axis=1, kind="stable")[:, ::1500])
print([order_sum(q) for q in np.argsort(r, axis=1, kind="stable")])
c = values(3000 * 7, "int64", 50).reshape(3000, 7)
print(np.sort(c, axis=0)[::500], order_sum(np.argsort(c, axis=0, kind="stable").ravel()))
u = values(50000, "int64", 20011)
print(np.unique(u)[::2000], np.unique(u).size)
print(np.median(values(10001, "float32", 99991)[np.arange(10001) % 97 != 0] + 3.0), np.median(values(5000, "float64", 4999)[1::97]))
