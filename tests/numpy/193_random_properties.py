# np.random: gpa's Philox streams are not NumPy's, so this compares what both promise:
# shapes, dtypes, ranges, moments of large samples (within many standard errors), seeds
# that repeat a stream, and NumPy's argument errors. Exact values: scripts/lang/random_streams.
import numpy as np


def close(x, want, tol):
    return bool(abs(float(x) - want) < tol)


n = 1000000
np.random.seed(12)
u = np.random.rand(1000, 1000)
print(u.shape, u.dtype, bool(u.min() >= 0.0), bool(u.max() < 1.0))
print(close(u.mean(), 0.5, 0.002), close(u.var(), 1 / 12, 0.001))
z = np.random.randn(n)
print(z.dtype, close(z.mean(), 0.0, 0.005), close(z.std(), 1.0, 0.005))
print(close(np.mean(z**3), 0.0, 0.02), close(np.mean(z**4), 3.0, 0.05))
print(close(np.mean(np.abs(z) < 1.0), 0.6827, 0.003))
print(np.random.rand(2, 3, 4).shape, np.random.randn(3).shape, np.random.rand(0).shape)
s = np.random.random((5, 2))
print(s.shape, s.dtype, np.random.random_sample(4).shape, np.random.ranf(2).shape, np.random.sample(3).shape)

# A seed repeats its stream; draws continue the stream.
np.random.seed(99)
a = np.random.rand(6)
b = np.random.rand(6)
np.random.seed(99)
print(np.array_equal(a, np.random.rand(6)), np.array_equal(b, np.random.rand(6)), np.array_equal(a, b))

r = np.random.randint(-5, 7, size=n)
print(r.dtype, r.min(), r.max(), close(r.mean(), 0.5, 0.02))
print(np.all(np.bincount(r + 5) > n / 12 * 0.97))
print(np.random.randint(3, size=(2, 2)).shape, np.random.randint(0, 2, 10, dtype=np.uint8).dtype)
print(np.random.randint(0, 2, 10, dtype=bool).dtype, np.random.randint(-3, -2, 4))
big = np.random.randint(0, 2**62 + 2**61, size=n)
print(close(big.mean() / (2**62 + 2**61), 0.5, 0.005))

un = np.random.uniform(-2.0, 3.0, n)
print(bool(un.min() >= -2.0), bool(un.max() < 3.0), close(un.mean(), 0.5, 0.01))
print(np.random.uniform(size=(3, 1)).shape, np.random.uniform([0.0, 10.0], [1.0, 20.0]).shape)
lo = np.random.uniform([0.0, 10.0, 100.0], [1.0, 11.0, 101.0], size=(4, 3))
print(lo.shape, bool(np.all((lo >= [0, 10, 100]) & (lo < [1, 11, 101]))))
nm = np.random.normal(5.0, 2.0, n)
print(close(nm.mean(), 5.0, 0.01), close(nm.std(), 2.0, 0.01))
nb = np.random.normal([0.0, 100.0], [1.0, 0.0], size=(3, 2))
print(nb.shape, bool(np.all(nb[:, 1] == 100.0)), bool(np.all(np.abs(nb[:, 0]) < 8)))
ex = np.random.exponential(3.0, n)
print(bool(ex.min() >= 0), close(ex.mean(), 3.0, 0.02), close(ex.std(), 3.0, 0.03))
print(np.random.standard_normal((2, 5)).shape, np.random.standard_exponential(3).shape)
for lam in [0.0, 0.5, 4.0, 9.9, 10.0, 37.5, 1000.0]:
    p = np.random.poisson(lam, n)
    tol = 0.01 * max(lam, 1.0) ** 0.5 + 0.002
    print(lam, p.dtype, p.min() >= 0, close(p.mean(), lam, tol), close(p.var(), lam, 6 * tol * max(lam, 1.0) ** 0.5))
print(np.random.poisson(size=(2, 3)).shape)

# Permutations and choices.
pm = np.random.permutation(10)
print(pm.dtype, np.array_equal(np.sort(pm), np.arange(10)))
x = np.arange(20).reshape(10, 2)
px = np.random.permutation(x)
print(px.shape, np.array_equal(np.sort(px[:, 0]), x[:, 0]), np.array_equal(px[:, 1] - px[:, 0], np.ones(10, int)))
y = np.arange(12.0)
np.random.shuffle(y)
print(np.array_equal(np.sort(y), np.arange(12.0)))
y2 = np.arange(12).reshape(6, 2)
np.random.shuffle(y2[1:])
print(y2[0], np.array_equal(np.sort(y2[:, 0]), np.arange(0, 12, 2)))
c = np.random.choice(7, n)
print(c.dtype, c.min(), c.max(), np.all(np.bincount(c) > n / 7 * 0.97))
cs = np.random.choice([3, 1, 4], size=(2, 3))
print(cs.shape, bool(np.all(np.isin(cs, [1, 3, 4]))))
cp_ = np.random.choice(4, n, p=[0.1, 0.2, 0.3, 0.4])
print(np.all(np.abs(np.bincount(cp_) / n - [0.1, 0.2, 0.3, 0.4]) < 0.003))
nr = np.random.choice(50, 50, replace=False)
print(np.array_equal(np.sort(nr), np.arange(50)), np.random.choice(5, 3, replace=False).shape)
print(np.unique(np.random.choice(np.arange(10.0), 10, replace=False)).size)

# Generators: own streams, seeded alike repeat.
g1 = np.random.default_rng(2024)
g2 = np.random.default_rng(2024)
print(np.array_equal(g1.random(5), g2.random(5)), np.array_equal(g1.normal(size=3), g2.normal(size=3)))
g = np.random.default_rng(7)
print(g.random((2, 3)).shape, g.random(3, dtype=np.float32).dtype, g.standard_normal(4, dtype=np.float32).dtype)
gi = g.integers(10, size=n)
print(gi.dtype, gi.min(), gi.max(), close(gi.mean(), 4.5, 0.02))
ge = g.integers(1, 6, size=n, endpoint=True)
print(ge.min(), ge.max(), g.integers(0, 100, size=3, dtype=np.int16).dtype)
gu = g.uniform(1.0, 2.0, n)
print(bool(gu.min() >= 1.0), bool(gu.max() < 2.0), close(gu.mean(), 1.5, 0.005))
gn = g.normal(-1.0, 0.5, n)
print(close(gn.mean(), -1.0, 0.005), close(gn.std(), 0.5, 0.005))
gx = g.exponential(0.5, n)
print(close(gx.mean(), 0.5, 0.005), close(g.standard_exponential(n).mean(), 1.0, 0.01))
gp = g.poisson(2.5, n)
print(close(gp.mean(), 2.5, 0.01), close(gp.var(), 2.5, 0.03))
print(np.array_equal(np.sort(g.permutation(8)), np.arange(8)), g.choice(5, size=(2, 2)).shape)
gs = np.arange(9)
g.shuffle(gs)
print(np.array_equal(np.sort(gs), np.arange(9)), np.sort(g.choice(6, 6, replace=False)))
out = np.zeros(4)
g.random(out=out)
print(bool(np.all((out >= 0) & (out < 1))), bool(np.all(out != 0)))
rs = np.random.RandomState(5)
rs2 = np.random.RandomState(5)
print(np.array_equal(rs.rand(4), rs2.rand(4)), rs.randn(2, 2).shape, rs.randint(0, 3, 5).max() < 3)

# Errors (NumPy's messages).
def err(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)


err(lambda: np.random.randint(5, 5))
err(lambda: np.random.randint(0, 300, dtype=np.uint8))
err(lambda: np.random.randint(-1, 3, dtype=np.uint8))
err(lambda: np.random.normal(0, -1))
err(lambda: np.random.normal([0, 1], [1, -1]))
err(lambda: np.random.exponential(-1.0))
err(lambda: np.random.poisson(-1))
err(lambda: np.random.choice(0, 3))
err(lambda: np.random.choice([1, 2], 3, replace=False))
err(lambda: np.random.choice([1, 2], p=[0.5, 0.6]))
err(lambda: np.random.choice([1, 2], p=[0.5]))
err(lambda: np.random.choice([1, 2], p=[1.5, -0.5]))
err(lambda: np.random.choice([[1, 2]], 2))
err(lambda: np.random.rand(-1))
err(lambda: np.random.seed(-3))
err(lambda: np.random.normal([1, 2, 3], 1, size=2))
err(lambda: np.random.default_rng(1).integers(3, 2))
err(lambda: np.random.default_rng(1).integers(3, 2, endpoint=True))
err(lambda: np.random.default_rng(1).random(dtype=np.int32))
err(lambda: np.random.default_rng(-1))
err(lambda: np.random.default_rng(1).choice(3, 4, replace=False))
err(lambda: np.random.permutation(np.float64(3.0)))
