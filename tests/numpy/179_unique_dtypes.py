import numpy as np

# unique (flattened) over every real dtype with index, inverse and counts; NaNs with and
# without equal_nan; -0.0 and 0.0; 2-d input (the inverse keeps its shape); long inputs.
n = 30011
base = (np.arange(n, dtype=np.int64) * 2654435761 % 1000003) - 500001
for dt in ["bool", "int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64",
           "float16", "float32", "float64"]:
    if dt == "bool":
        x = base % 3 == 0
    else:
        x = (base % 997 if dt in ["int8", "uint8", "float16"] else base % 20011).astype(dt)
    u, i, inv, c = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
    print(dt, u.size, u[:4], u[-3:], i[:5], inv[:6], c[:6], int(c.sum()), bool((u[inv] == x).all()))
    m = x[: 40 * 25].reshape(40, 25)
    um, invm = np.unique(m.T, return_inverse=True)
    print(" ", um.size, invm.shape, invm[3, :5], np.unique(x[::-5])[:3], np.unique(x[7:9]))

f = np.array([2.0, np.nan, -0.0, 1.0, np.nan, 0.0, 2.0, -1.0, np.nan, 0.0])
for x in [f, f.astype(np.float32), f.astype(np.float16)]:
    u, i, inv, c = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
    print(x.dtype, u, i, inv, c)
    u, i, c = np.unique(x, return_index=True, return_counts=True, equal_nan=False)
    print(" ", u, i, c)
big = ((np.arange(1 << 20, dtype=np.int64) * 48271) % 65537).astype(np.float32)
u, c = np.unique(big, return_counts=True)
print(u.size, u[:3], u[-2:], c[:4], int(c.max()), int(c.min()))
print(np.unique(np.array([], dtype=np.int32)), np.unique(np.int64(4)), np.unique(np.array([[5, 5]]), return_inverse=True)[1])
