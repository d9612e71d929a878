# Differential test: statistics.NormalDist.
from statistics import NormalDist, StatisticsError
import statistics
import random


def show(label, f, *a, **k):
    try:
        r = f(*a, **k)
        print(label, "->", type(r).__name__, repr(r))
    except Exception as e:
        print(label, "-> EXC", type(e).__name__, e)


X = NormalDist(100, 15)
print(X, repr(X), X.mean, X.median, X.mode, X.stdev, X.variance, X.mu if hasattr(X, "mu") else "no mu")
print(NormalDist(), NormalDist(1), NormalDist(sigma=2), NormalDist(3, 0))
print(type(NormalDist(1, 2)._mu).__name__, NormalDist(1, 2).mean)
for x in (-1e9, 0, 55, 70.5, 85, 99.99, 100, 115, 130, 145, 1e9):
    print(x, X.pdf(x), X.cdf(x), X.zscore(x))
for p in (1e-300, 1e-12, 0.001, 0.02425, 0.1, 0.25, 0.3, 0.425, 0.5, 0.5 + 1e-9, 0.75, 0.9, 0.97575, 0.999, 1 - 1e-12, 1 - 1e-16):
    print(p, X.inv_cdf(p), NormalDist().inv_cdf(p))
print(X.quantiles())
print(X.quantiles(10))
print(NormalDist(0, 1).quantiles(n=100)[::7])
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)))
print(NormalDist(3.2, 2.0).overlap(NormalDist(2.4, 1.6)))
print(NormalDist(1, 2).overlap(NormalDist(4, 2)))
print(NormalDist(1, 2).overlap(NormalDist(1, 2)))
show("overlap type", X.overlap, 3)
show("overlap zero", NormalDist(1, 0).overlap, NormalDist(2, 1))
show("sigma neg", NormalDist, 1, -1)
show("pdf zero", NormalDist(1, 0).pdf, 1)
show("cdf zero", NormalDist(1, 0).cdf, 1)
show("zscore zero", NormalDist(1, 0).zscore, 1)
show("inv_cdf 0", X.inv_cdf, 0)
show("inv_cdf 1", X.inv_cdf, 1.0)
show("inv_cdf 1.5", X.inv_cdf, 1.5)
# arithmetic
Y = NormalDist(10, 2)
print(X + Y, X - Y, X + 5, 5 + X, X - 5, 5 - X, X * 2, 2 * X, X * -0.5, X / 4, X / -4, -X, +X)
print((X + Y).variance, X * 3 == NormalDist(300, 45), X == NormalDist(100.0, 15.0), X == Y, X != Y)
print(X == 100, X != 100, X == (100, 15))
print(hash(X) == hash(NormalDist(100.0, 15.0)), hash(X) == hash((100.0, 15.0)), len({X, NormalDist(100, 15), Y}))
print(isinstance(+X, NormalDist), +X is X)
show("add str", lambda: X + "a")
show("mul X X", lambda: X * Y)
# from_samples
data = [2.5, 3.25, 5.5, 11.25, 11.75]
Z = NormalDist.from_samples(data)
print(Z, Z.mean == statistics.fmean(data), Z.stdev)
print(NormalDist.from_samples([1, 2, 3, 4, 5]))
print(NormalDist.from_samples(range(10)))
show("from_samples one", NormalDist.from_samples, [1.0])


class Sub(NormalDist):
    pass


print(Sub.from_samples([1.0, 2.0, 4.0]), type(Sub.from_samples([1.0, 2.0])).__name__, Sub(1, 2))
# samples with a seed give CPython's numbers
print(NormalDist(0, 1).samples(5, seed=42))
print(X.samples(4, seed=2023))
# seed="text" or 3.5: the test binary's random takes int seeds only (pylib's source takes
# str and float seeds as CPython, which samples passes on as they are).
print(NormalDist(5, 0.5).samples(3, seed=-77))
print(NormalDist(-1, 3).samples(0, seed=1))
s = NormalDist(50, 10).samples(2000, seed=7)
print(len(s), round(statistics.fmean(s), 6), round(statistics.stdev(s), 6))
print(NormalDist.from_samples(s))
random.seed(11)
print(NormalDist(0, 1).samples(3))
random.seed(11)
print([random.gauss(0, 1) for _ in range(3)])
# the classic example from the docs
birth_weights = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
drug_effects = NormalDist(0.4, 0.15)
combined = birth_weights + drug_effects
print(round(combined.mean, 1), round(combined.stdev, 1), combined)
temperature_feb = NormalDist(5, 2.5)
print(temperature_feb * (9 / 5) + 32)
sat = NormalDist(1060, 195)
fraction = sat.cdf(1200 + 0.5) - sat.cdf(1100 - 0.5)
print(round(fraction * 100.0, 1))
print(list(map(round, sat.quantiles())))
print(list(map(round, sat.quantiles(n=10))))
print(NormalDist(2, 3).__getstate__())
