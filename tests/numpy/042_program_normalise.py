import numpy as np

def normalise(v):
    norm = np.sqrt((v * v).sum())
    return v / norm, norm

v = np.array([3.0, 4.0, 12.0])
u, n = normalise(v)
print("norm", n, repr(n))
print("unit", u)
print(repr(u))
print("check", np.sqrt((u ** 2).sum()))
rows = np.arange(1, 13, dtype=np.float64).reshape(4, 3)
norms = np.sqrt((rows ** 2).sum(axis=1, keepdims=True))
unit_rows = rows / norms
print(repr(norms))
print(unit_rows)
print(repr(np.sqrt((unit_rows ** 2).sum(axis=1))))
# min-max scaling per column
lo = rows.min(axis=0)
hi = rows.max(axis=0)
scaled = (rows - lo) / (hi - lo)
print(scaled)
# z-scores per column
mu = rows.mean(axis=0)
sd = np.sqrt(((rows - mu) ** 2).mean(axis=0))
z = (rows - mu) / sd
print(repr(mu), repr(sd))
print(z)
print(repr(np.abs(z.mean(axis=0)) < 1e-12))
f = np.array([1.0, 2.0, 2.0], dtype=np.float32)
uf, nf = normalise(f)
print(repr(uf), repr(nf), uf.dtype)
