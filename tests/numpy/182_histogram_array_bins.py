import numpy as np

# histogram with array bins (uneven edges, values on edges, outside them, NaN ignored by
# the edges' search) over integer and float dtypes, with density; sorted and searched on
# the GPU.
n = 100003
base = (np.arange(n, dtype=np.int64) * 2654435761 % 1000003) - 500001
edges = np.array([-600000, -250000, -1000, 0, 1, 7919, 300000, 499999, 500001])
for dt in ["int16", "int32", "int64", "uint32", "float16", "float32", "float64"]:
    x = (base % 30000).astype(dt) if dt in ["int16", "float16"] else base.astype(dt)
    h, e = np.histogram(x, bins=edges)
    hd, _ = np.histogram(x[::-3], bins=edges.astype(np.float64), density=True)
    print(dt, h, e.dtype, hd.round(12))
    print(" ", np.histogram(x, bins=[0, 5, 5, 10, 30000])[0], np.histogram(x[:7], bins=np.array([x[0], x[3]]))[0])
f = np.array([0.5, 1.0, 1.0, 2.0, np.nan, 3.0, 3.5, -1.0])
print(np.histogram(f, bins=[0.0, 1.0, 2.0, 3.0]), np.histogram(f[:1], bins=[1.0]))
