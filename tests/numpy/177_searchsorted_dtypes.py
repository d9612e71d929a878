import numpy as np

# searchsorted over every real dtype, both sides, with and without a sorter, keys of another
# dtype, NaN and infinities, a long sorted array (many keys at once), views and 2-d keys.
n = 20011
base = (np.arange(n, dtype=np.int64) * 2654435761 % 1000003) - 500001
keys = (np.arange(700, dtype=np.int64) * 7919 % 1200007) - 600003
for dt in ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
           "float16", "float32", "float64"]:
    if dt == "bool":
        x, v = base % 3 == 0, keys % 2 == 0
    elif dt == "float16":
        x, v = (base % 60000).astype(dt), (keys % 60000).astype(dt)
    else:
        x, v = base.astype(dt), keys.astype(dt)
    s = np.sort(x)
    o = np.argsort(x, kind="stable")
    left = np.searchsorted(s, v)
    right = np.searchsorted(s, v, side="right")
    via = np.searchsorted(x, v, sorter=o)
    print(dt, left[:6], right[-4:], int(left.sum()), int((right - left).sum()), bool((via == left).all()))
    print(" ", np.searchsorted(s[::3], v[:5]), np.searchsorted(s, v[:12].reshape(3, 4), side="right")[2], int(s.searchsorted(v[7])))

f = np.sort(np.concatenate([np.linspace(-3.0, 3.0, 1001), [np.nan, np.nan, np.inf, -np.inf, -0.0, 0.0]]))
q = np.array([np.nan, np.inf, -np.inf, 0.0, -0.0, 1.5, 2.999, -7.0, 7.0])
for x in [f, f.astype(np.float32), f.astype(np.float16)]:
    print(x.dtype, np.searchsorted(x, q.astype(x.dtype)), np.searchsorted(x, q.astype(x.dtype), side="right"))
# Mixed dtypes: the common dtype decides (int keys in a float array, floats in ints).
print(np.searchsorted(np.arange(10, dtype=np.int32), np.array([2.5, -1.0, 9.5, 3.0])))
print(np.searchsorted(np.linspace(0, 1, 11, dtype=np.float32), np.array([0, 1, 2], dtype=np.int64), side="right"))
print(np.searchsorted(np.array([1, 3, 5], dtype=np.uint8), np.array([-1, 300, 4], dtype=np.int16)))
# Empty inputs and a 0-d key.
print(np.searchsorted(np.array([], dtype=np.float64), np.array([1.0, 2.0])), np.searchsorted(np.arange(5), np.array([], dtype=np.int64)))
print(np.searchsorted(np.arange(5.0), 2.5), np.searchsorted(np.arange(5.0), np.float64(3.0), side="right").shape)
try:
    np.searchsorted(np.arange(4), np.array([1]), sorter=np.array([0, 1]))
except ValueError as e:
    print("ValueError", e)
