# Medians of single long rows (the device selects the middle by radix digits instead of
# sorting): odd and even counts, many equal values, NaNs (median NaN, nanmedian skipping them,
# all NaN), signed zeros in the middle (NumPy's mean adds them to 0.0), negative and huge values, every dtype the selection
# keys and some it leaves to the sort, float32's own rounding of the middle two's mean.
import warnings

import numpy as np

warnings.simplefilter("ignore")


def shuffled(v):
    n = v.size
    step = 7919 if n % 7919 else 7907
    return v[(np.arange(n) * step) % n]


def values(n, dt, m):
    v = (np.arange(n) * 2654435761 % m).astype(np.float64) - m // 3
    if dt.startswith("float"):
        v = v / 7.0
    if dt.startswith("uint"):
        v = v + m
    return v.astype(dt)


for n in [32768, 32769, 100000, 100003, (1 << 20) + 1]:
    for dt in ["float32", "float64", "int32", "int64", "uint32", "uint64", "float16", "int16"]:
        x = values(n, dt, 1001 if n % 2 else 999983)
        print(n, dt, np.median(x), np.median(x[1:]), np.median(x.reshape(1, -1), axis=1))

n = 65537
f = values(n, "float64", 999983)
for dt in ["float32", "float64"]:
    x = f.astype(dt)
    x[::1000] = np.nan
    print(dt, np.median(x), np.nanmedian(x), np.nanmedian(x[1:]), np.median(x[1::1000]))
    y = x.copy()
    y[:] = np.nan
    print(np.median(y), np.nanmedian(y), np.nanmedian(np.where(np.arange(n) == 5, 1.5, y).astype(dt)))
    z = shuffled(np.concatenate([-np.ones(n // 2), [-0.0], np.ones(n // 2)])).astype(dt)
    print(np.median(z), np.median(np.concatenate([z, [0.0]]).astype(dt)), np.median(-z))
    print(np.median(np.full(n, 7.25, dt)), np.median(shuffled(np.arange(n, dtype=dt) - 40000)))
    inf = np.concatenate([np.full(n // 2, -np.inf), np.full(n // 2 + 1, np.inf)]).astype(dt)
    print(np.median(inf), np.median(inf[1:]), np.median(shuffled(inf)))

big = shuffled(np.full(40000, 3e38, np.float32))
print(np.median(big), np.median(big.astype(np.float64)))
i64 = shuffled((np.arange(50000, dtype=np.int64) - 25000) * 184467440737095)
u64 = shuffled(np.arange(50000, dtype=np.uint64) * np.uint64(368934881474191) + np.uint64(1 << 63))
i32 = shuffled(np.arange(50001, dtype=np.int32) * 85899 - 2147000000)
print(np.median(i64), np.median(i64[1:]), np.median(u64), np.median(u64[1:]), np.median(i32))
print(np.median(np.zeros((300, 200), np.float32)), np.median(values(60000, "float32", 611).reshape(200, 300)))
print(np.median(values(60000, "float64", 611).reshape(200, 300, 1), axis=(0, 1), keepdims=True))
