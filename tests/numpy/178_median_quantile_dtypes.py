import numpy as np

# median, nanmedian, quantile and percentile over every real dtype, axes (int, tuple, None),
# keepdims, the five methods, array q, NaN rows, odd and even lengths, long rows.
n = 4 * 5 * 61
base = (np.arange(n, dtype=np.int64) * 2654435761 % 1000003) - 500001
for dt in ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
           "float16", "float32", "float64"]:
    if dt == "bool":
        x = base % 3 == 0
    elif dt == "float16":
        x = (base % 3001).astype(dt)
    else:
        x = base.astype(dt)
    m = x.reshape(4, 5, 61)
    if dt == "bool":
        try:
            np.quantile(x, 0.3)
        except TypeError as e:
            print("TypeError", e)
        print(np.median(x), np.median(m, axis=2)[1], np.quantile(m, [0.2, 0.8], axis=1, method="lower")[:, 0, :5])
        continue
    print(dt, np.median(x), np.median(m, axis=2)[1], np.median(m, axis=(0, 2)), np.median(m[:, :4], axis=1, keepdims=True).shape)
    print(" ", np.quantile(x, 0.3), np.percentile(m, [10, 50, 90], axis=0)[:, 2, :3], np.quantile(m, 0.25, axis=(1, 2)))
    for method in ["linear", "lower", "higher", "nearest", "midpoint"]:
        print(" ", method, np.quantile(m, [0.0, 0.37, 1.0], axis=2, method=method)[:, 3, 0], np.percentile(x[::7], 62.5, method=method))

f = (base / 70.0).astype(np.float64)
f[::13] = np.nan
r = f[: 12 * 40].reshape(12, 40)
r[3] = np.nan
for x in [f, f.astype(np.float32), f.astype(np.float16)]:
    rr = r.astype(x.dtype)
    print(x.dtype, np.median(x), np.nanmedian(x), np.median(rr, axis=1)[:5], np.nanmedian(rr, axis=0)[:5])
    print(" ", np.quantile(x, 0.5), np.quantile(rr, np.array([0.1, 0.9], dtype=x.dtype), axis=1)[:, :5])
    print(" ", np.percentile(rr[:, :7], 33, axis=0), np.nanmedian(rr[4:6], axis=1))
# Integer q picks; float32 q in a float64 array; a long row; empty and 0-d inputs.
print(np.quantile(np.arange(10.0), np.array([0, 1])), np.quantile(np.arange(9, dtype=np.float64), np.float32(0.4)))
big = ((np.arange(200003, dtype=np.int64) * 48271) % 200003).astype(np.float32)
print(np.median(big), np.quantile(big, [0.001, 0.5, 0.999]), np.percentile(big[::3], 99.9))
print(np.median(np.float64(3.5)), np.quantile(np.arange(6).reshape(2, 3), 0.5, axis=1), np.median(np.zeros((0, 3)), axis=1).shape)
try:
    np.quantile(np.zeros((2, 0)), 0.5, axis=1)
except IndexError as e:
    print("IndexError", e)
